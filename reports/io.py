"""Writing report files safely, and mapping text offsets to lines and columns.

Reports are written to a temporary file in the target directory and moved into place
with ``os.replace``, so a reader (or a killed run) never sees a half-written file.
"""

from __future__ import annotations

import bisect
import functools
import html.entities
import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.models import DocumentReport, Finding


def write_text_atomic(path: Path | str, text: str) -> None:
    """Write UTF-8 ``text`` to ``path`` atomically, creating parent directories."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp creates 0600; give the file the mode a plain open() would have.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def dumps_json(data: Any) -> str:
    """The one JSON layout for report files: stable key order, UTF-8, trailing newline."""
    return json.dumps(data, sort_keys=False, ensure_ascii=False, indent=2) + "\n"


def write_json_atomic(path: Path | str, data: Any) -> None:
    """Write ``data`` as JSON atomically; identical data gives byte-identical files."""
    write_text_atomic(path, dumps_json(data))


class LineIndex:
    """Offsets of line starts, so many offset -> (line, column) lookups stay O(log n).

    Line breaks are LF, CRLF and a lone CR (the SARIF definition); columns count
    Unicode code points (Python ``str`` indices), 1-based.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        starts = [0]
        i, n = 0, len(text)
        while i < n:
            ch = text[i]
            if ch == "\r":
                i += 2 if i + 1 < n and text[i + 1] == "\n" else 1
                starts.append(i)
                continue
            if ch == "\n":
                starts.append(i + 1)
            i += 1
        self.starts = starts

    def line_col(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1


def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of ``offset`` in ``text``; see ``LineIndex`` for the rules."""
    return LineIndex(text).line_col(offset)


@dataclass(frozen=True)
class Region:
    """Where a finding sits in the original file: 1-based, end column exclusive (SARIF).

    ``exact`` is False when the position could not be mapped (HTML input whose quote
    was not found in the markup); then only ``start_line`` 1 is meaningful.
    """

    start_line: int
    start_col: int
    end_line: int
    end_col: int
    exact: bool = True


_SEPARATOR = r"(?:\s|&(?:nbsp|thinsp|ensp|emsp|#\d+|#x[0-9a-f]+);|<[^<>]*>)+"


def _char_pattern(ch: str) -> str:
    options = [re.escape(ch), f"&#0*{ord(ch)};", f"&#x0*{ord(ch):x};"]
    name = html.entities.codepoint2name.get(ord(ch))
    if name:
        options.append(f"&{name};")
    if ch == "'":
        options.append("&apos;")
    return "(?:" + "|".join(options) + ")"


@functools.lru_cache(maxsize=4096)
def _quote_regex(quote: str) -> re.Pattern[str]:
    # The quote as it may appear in markup: entities for any character, and
    # whitespace, &nbsp; or inline tags wherever the extracted text has whitespace.
    tokens = ["".join(_char_pattern(ch) for ch in token) for token in quote.split()]
    return re.compile(_SEPARATOR.join(tokens), re.IGNORECASE)


class Locator:
    """Maps finding offsets (into the document text) to regions of the original file.

    For .txt/.md input the document text is the file text and offsets map directly.
    For HTML input (``report.text`` set) offsets index the extracted text, so the
    n-th occurrence of the quote in the extracted text is looked up as the n-th
    match of the quote in the markup (tolerating entities, ``&nbsp;`` and inline
    tags); when that fails the region falls back to line 1, ``exact=False``.
    """

    def __init__(self, report: DocumentReport, file_text: str) -> None:
        self.doc_text = report.text if report.text is not None else file_text
        self.file_text = file_text
        self.index = LineIndex(file_text)

    def region(self, finding: Finding) -> Region:
        start, end, quote = finding.start, finding.end, finding.quote
        same_text = self.doc_text is self.file_text or self.doc_text == self.file_text
        if same_text and 0 <= start <= end <= len(self.file_text):
            return self._region(start, end)
        return self._search(start, quote)

    def _region(self, start: int, end: int, exact: bool = True) -> Region:
        line, col = self.index.line_col(start)
        end_line, end_col = self.index.line_col(end)
        return Region(line, col, end_line, end_col, exact)

    def _search(self, start: int, quote: str) -> Region:
        if quote.strip():
            nth = self.doc_text.count(quote, 0, max(0, start))
            for i, match in enumerate(_quote_regex(quote).finditer(self.file_text)):
                if i == nth:
                    return self._region(match.start(), match.end())
        return Region(1, 1, 1, 1, exact=False)
