"""Writing report files safely, and mapping text offsets to lines and columns.

Files are written to a temporary file in the target directory and moved into place
with ``os.replace``, so a reader (or a killed run) never sees a half-written file.
Temporary files carry ``TEMP_PREFIX``, so those a killed run left behind are found
and removed by the next one. JSON is strict: NaN and Infinity are refused, never
written as the non-standard tokens Python's ``json`` would emit.
"""

from __future__ import annotations

import bisect
import functools
import hashlib
import html.entities
import json
import math
import os
import re
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.models import DocumentReport, Finding

#: Name prefix of the temporary files that become reports (``.specheck-tmp-XXXX.tmp``).
TEMP_PREFIX = ".specheck-tmp-"


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


_FILE_MODE = 0o666 & ~_umask()


def write_bytes_atomic(path: Path | str, data: bytes, *, durable: bool = False) -> None:
    """Write ``data`` to ``path`` atomically, creating parent directories.

    Atomic against the process being killed at any moment: the old file or the new
    one, never a mix. ``durable`` also syncs the file and its directory to disk (for
    the batch's last files: the manifest and the summary), which costs a few
    milliseconds a file and is not needed against a killed process.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=TEMP_PREFIX, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        # mkstemp creates 0600; give the file the mode a plain open() would have.
        os.chmod(tmp, _FILE_MODE)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    if durable:
        _sync_directory(path.parent)


def _sync_directory(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_text_atomic(path: Path | str, text: str, *, durable: bool = False) -> None:
    """Write UTF-8 ``text`` to ``path`` atomically (no newline translation)."""
    write_bytes_atomic(path, text.encode("utf-8"), durable=durable)


def dumps_json(data: Any) -> str:
    """The one JSON layout for report files: stable key order, UTF-8, trailing newline.

    Strict: a NaN or infinite number raises ValueError instead of writing ``NaN`` or
    ``Infinity``, which no JSON parser but Python's accepts.

    The text is ``json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False)``.
    Python's encoder takes its slow pure-Python path whenever it indents; the reports
    are written by :func:`_indented` instead (strings still go through the C escaper),
    and anything it does not know (keys that are not strings, other types) by
    ``json.dumps`` itself, so the bytes are the same either way.
    """
    parts: list[str] = []
    try:
        _indented(data, "\n", parts)
    except _NotPlain:
        return json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    parts.append("\n")
    return "".join(parts)


class _NotPlain(Exception):
    """A value :func:`_indented` leaves to ``json.dumps``."""


_JSON_STRING = json.encoder.encode_basestring  # the C escaper where there is one
_INDENT = "  "


def _indented(o: Any, newline: str, parts: list[str]) -> None:
    """Append ``o`` as ``json.dumps(indent=2, ensure_ascii=False, allow_nan=False)``
    writes it, at the indentation ``newline`` opens (checks in ``json``'s order)."""
    if isinstance(o, str):
        parts.append(_JSON_STRING(o))
    elif o is None:
        parts.append("null")
    elif o is True:
        parts.append("true")
    elif o is False:
        parts.append("false")
    elif isinstance(o, int):
        parts.append(int.__repr__(o))
    elif isinstance(o, float):
        if not math.isfinite(o):
            raise ValueError("Out of range float values are not JSON compliant: " + repr(o))
        parts.append(float.__repr__(o))
    elif isinstance(o, (list, tuple)):
        if not o:
            parts.append("[]")
            return
        inner = newline + _INDENT
        for i, item in enumerate(o):
            parts.append(("[" if i == 0 else ",") + inner)
            _indented(item, inner, parts)
        parts.append(newline + "]")
    elif isinstance(o, dict):
        if not o:
            parts.append("{}")
            return
        inner = newline + _INDENT
        first = True
        for key, value in o.items():
            if not isinstance(key, str):
                raise _NotPlain
            head = ("{" if first else ",") + inner + _JSON_STRING(key) + ": "
            first = False
            if type(value) is str:  # (most values: no call for them)
                parts.append(head + _JSON_STRING(value))
            else:
                parts.append(head)
                _indented(value, inner, parts)
        parts.append(newline + "}")
    else:
        raise _NotPlain


def write_json_atomic(path: Path | str, data: Any, *, durable: bool = False) -> None:
    """Write ``data`` as strict JSON atomically; identical data gives byte-identical files."""
    write_text_atomic(path, dumps_json(data), durable=durable)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"not strict JSON: {name}")


def loads_json_strict(text: str | bytes) -> Any:
    """Parse JSON as a strict parser does: ``NaN``, ``Infinity`` and ``-Infinity`` are errors."""
    return json.loads(text, parse_constant=_refuse_constant)


def sha256_of(data: bytes | str) -> str:
    return hashlib.sha256(data.encode("utf-8") if isinstance(data, str) else data).hexdigest()


def file_sha256(path: Path | str) -> str | None:
    """The file's sha256, or None when it is missing or not a regular file."""
    path = Path(path)
    try:
        if not path.is_file() or path.is_symlink():
            return None
        with open(path, "rb") as handle:
            return hashlib.file_digest(handle, "sha256").hexdigest()
    except OSError:
        return None


def remove_temp_files(directories: Iterable[Path]) -> int:
    """Remove the temporary files a killed run left in ``directories``; return how many."""
    removed = 0
    for directory in dict.fromkeys(Path(d) for d in directories):
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith(TEMP_PREFIX) and entry.is_file(follow_symlinks=False):
                try:
                    os.unlink(entry.path)
                    removed += 1
                except OSError:
                    pass
    return removed


class Journal:
    """An append-only JSON Lines file: what a run has written so far.

    A run that is killed leaves it behind; the next run reads it (``read_journal``) to
    know which files are its own and which documents are done. Lines are appended
    whole with one ``write`` each; a line cut short by a kill is skipped when read.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, _FILE_MODE)

    def append(self, record: dict) -> None:
        line = json.dumps(record, ensure_ascii=False, allow_nan=False) + "\n"
        os.write(self._fd, line.encode("utf-8"))

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


def read_journal(path: Path) -> list[dict]:
    """The journal's records; missing file: none; a torn last line is left out."""
    try:
        raw = path.read_bytes()
    except OSError:
        return []
    records = []
    for line in raw.split(b"\n"):
        try:
            record = loads_json_strict(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            records.append(record)
    return records


def read_json_file(path: Path) -> Any | None:
    """A JSON file's data, or None when it is missing or not strict JSON."""
    try:
        return loads_json_strict(path.read_bytes())
    except (OSError, ValueError):
        return None


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
