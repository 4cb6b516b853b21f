"""Read documents: UTF-8 text and Markdown as they are, HTML through a real parser.

Offsets index the text decoded from UTF-8 with no newline translation: a BOM stays
as U+FEFF and CRLF stays CRLF, so nothing shifts. For HTML the extracted article
text is what offsets index (it is written into the JSON report).
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import stat
from pathlib import Path

from selectolax.lexbor import LexborHTMLParser as HTMLParser
from selectolax.lexbor import LexborNode as Node

from claims.language import detect_language
from claims.models import Document, TableCell

TEXT_SUFFIXES = (".txt", ".md", ".markdown")
HTML_SUFFIXES = (".html", ".htm")
SUFFIXES = TEXT_SUFFIXES + HTML_SUFFIXES

_DROP = (
    "script",
    "style",
    "noscript",
    "nav",
    "header",
    "footer",
    "form",
    "button",
    "svg",
    "iframe",
    "template",
    "select",
)
_BLOCK = {
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "li",
    "caption",
    "blockquote",
    "pre",
    "figcaption",
    "dt",
    "dd",
}
_CONTAINER = {
    "div",
    "section",
    "article",
    "main",
    "ul",
    "ol",
    "figure",
    "dl",
    "body",
    "tbody",
    "thead",
    "tfoot",
    "span",
}


#: Largest document read by default (``--max-bytes``): far above any article, small
#: enough that a batch never holds a runaway file in memory.
DEFAULT_MAX_BYTES = 20_000_000
#: Deepest element nesting an HTML document may have, as in browsers' parsers
#: (Chromium stops nesting at 512). The parser's cost grows with the square of the
#: depth, so deeper documents are refused before parsing.
MAX_HTML_DEPTH = 512


class InputError(OSError):
    """A document that cannot be read; the message names the problem in one line."""


def printable(text: str) -> str:
    """``text`` with control characters escaped, for a one-line message.

    A file name may hold a line break; printed raw it would start a new line that a
    CI runner reads as a workflow command (``::error ...``).
    """
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def _size_text(n: int) -> str:
    return f"{n / 1e6:g} MB" if n >= 1_000_000 else f"{n:,} bytes"


def read_bytes_limited(path: Path, source: str, max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
    """The file's bytes, refusing what is not a regular file or is larger than ``max_bytes``.

    Special files are refused from their metadata, before any read: a FIFO would block
    and ``/dev/zero`` never ends. The file is opened without blocking and checked again
    through its descriptor, so a path swapped for a FIFO in between is refused too; at
    most ``max_bytes + 1`` bytes are ever read.
    """
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise InputError(f"{source}: {_kind(info.st_mode)}, not a regular file; not read")
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except InputError:
        raise
    except FileNotFoundError as exc:
        raise InputError(f"{source}: no such file") from exc
    except OSError as exc:
        reason = exc.strerror or str(exc)
        if exc.errno == errno.ELOOP:
            reason = "too many levels of symbolic links"
        raise InputError(f"{source}: cannot read ({reason})") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InputError(f"{source}: {_kind(info.st_mode)}, not a regular file; not read")
        if info.st_size > max_bytes:
            raise InputError(
                f"{source}: {_size_text(info.st_size)}, larger than the "
                f"{_size_text(max_bytes)} limit (--max-bytes); not read"
            )
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        raw = b"".join(chunks)
    except InputError:
        raise
    except OSError as exc:
        raise InputError(f"{source}: cannot read ({exc.strerror or exc})") from exc
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise InputError(
            f"{source}: larger than the {_size_text(max_bytes)} limit (--max-bytes); not read"
        )
    return raw


def _decode(path: Path, raw: bytes) -> str:
    if not raw.strip():
        raise InputError(f"{path}: empty file")
    if b"\x00" in raw[:8192]:
        raise InputError(f"{path}: binary file (contains NUL bytes), not text")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{path}: not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start})"
        ) from exc


def read_document(
    path: Path,
    *,
    lang: str = "auto",
    display: str | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> Document:
    """Read one file into a Document; raise InputError with a one-line message."""
    source = display or str(path)
    raw = read_bytes_limited(path, source, max_bytes)
    text = _decode(Path(source), raw)
    digest = hashlib.sha256(raw).hexdigest()
    is_html = path.suffix.lower() in HTML_SUFFIXES
    tables: list[TableCell] = []
    html_lang = None
    if is_html:
        try:
            text, tables, html_lang = html_to_text(text)
        except HTMLDepthError as exc:
            raise InputError(f"{source}: {exc}; not read") from exc
        if not text.strip():
            raise InputError(f"{source}: no article text found in the HTML")
    else:
        tables = markdown_tables(text)
    language, note = detect_language(text, override=lang, declared=html_lang)
    return Document(
        source=source,
        text=text,
        sha256=digest,
        language=language,
        language_note=note,
        is_html=is_html,
        tables=tables,
    )


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


class _TextBuilder:
    def __init__(self, in_article: bool = False) -> None:
        #: an aside in the article is its own (a factbox, a note); beside it, a sidebar
        self.in_article = in_article
        self.parts: list[str] = []
        self.length = 0
        self.tables: list[TableCell] = []

    def line(self, text: str) -> int:
        """Append one line; return its start offset."""
        if self.parts:
            self.parts.append("\n")
            self.length += 1
        start = self.length
        self.parts.append(text)
        self.length += len(text)
        return start

    def table(self, node: Node) -> None:
        caption_node = node.css_first("caption")
        caption = _clean(caption_node.text(deep=True)) if caption_node else ""
        if caption:
            self.line(caption)
        header: list[str] = []
        for row in node.css("tr"):
            cells = [c for c in row.iter() if c.tag in ("td", "th")]
            texts = [_clean(c.text(deep=True)) for c in cells]
            if not cells:
                continue
            if all(c.tag == "th" for c in cells):
                header = texts
                self.line(" | ".join(texts))
                continue
            # a <th>, or a first <td> that is a label ("GPT-3 (2020)"), heads the row, as
            # the first cell of a Markdown row does; after a rank ("8 | Alps | 434,9")
            # the label is the row's name
            label = 0 if cells[0].tag == "th" else label_index(texts)
            row_header = texts[label] if label is not None else ""
            offset = self.line(" | ".join(texts))
            for i, t in enumerate(texts):
                if i == label:
                    offset += len(t) + 3
                    continue
                col_header = header[i] if i < len(header) else ""
                self.tables.append(
                    TableCell(offset, offset + len(t), row_header, col_header, caption)
                )
                offset += len(t) + 3

    def walk(self, node: Node, depth: int = 0) -> None:
        if depth > MAX_HTML_DEPTH:
            raise HTMLDepthError(f"HTML nested more than {MAX_HTML_DEPTH} elements deep")
        for child in node.iter(include_text=False):
            tag = child.tag
            if tag in _DROP or _hidden(child) or (tag == "aside" and not self.in_article):
                continue
            if tag == "table":
                self.table(child)
            elif tag in _BLOCK:
                text = _clean(child.text(deep=True))
                if text:
                    self.line(text)
            elif tag in _CONTAINER or child.iter(include_text=False):
                has_blocks = any(
                    c.tag in _BLOCK | _CONTAINER | {"table"} for c in child.iter(include_text=False)
                )
                if has_blocks:
                    self.walk(child, depth + 1)
                else:
                    text = _clean(child.text(deep=True))
                    if text:
                        self.line(text)


#: Class or id words of page furniture inside an article: links to other stories,
#: share buttons, advertising.
_BOILERPLATE = (
    "cookie",
    "consent",
    "newsletter",
    "advert",
    "banner",
    "related",
    "promo",
    "share-",
    "sharing",
    "social",
)


def _hidden(node: Node) -> bool:
    attrs = node.attributes
    if "hidden" in attrs or attrs.get("aria-hidden") == "true":
        return True
    ident = f"{attrs.get('id') or ''} {attrs.get('class') or ''}".lower()
    return any(w in ident for w in _BOILERPLATE)


_EXPONENT_RE = re.compile(r"[-−]?\d{1,3}")


def _flatten_superscripts(tree: HTMLParser) -> None:
    """'10<sup>23</sup>' reads as '10^23' (not 1023); a linked footnote marker
    ('80 GB<sup><a href="#fn1">1</a></sup>') is dropped so it does not glue onto the
    figure."""
    for sup in tree.css("sup"):
        text = sup.text(deep=True).strip()
        prev = sup.prev
        if (
            prev is not None
            and prev.tag == "-text"
            and (prev.text_content or "").endswith("10")
            and _EXPONENT_RE.fullmatch(text)
        ):
            sup.replace_with("^" + text)
        elif sup.css_first("a") is not None:
            sup.decompose()


class HTMLDepthError(ValueError):
    """HTML nested deeper than MAX_HTML_DEPTH."""


#: Elements that never hold others (void) or close themselves when a sibling opens:
#: they do not deepen the tree however often they are left unclosed.
_FLAT_TAGS = frozenset(
    [
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
        "p",
        "li",
        "dt",
        "dd",
        "tr",
        "td",
        "th",
        "option",
        "optgroup",
        "rb",
        "rt",
        "rp",
        "thead",
        "tbody",
        "tfoot",
        "colgroup",
    ]
)
_RAW_TEXT_RE = re.compile(
    r"<!--.*?(?:-->|\Z)|<(script|style|textarea|title)\b.*?(?:</\1\s*>|\Z)",
    re.IGNORECASE | re.DOTALL,
)
#: A start or end tag; never crosses a "<", so text full of "<a" without ">" stays linear
_TAG_RE = re.compile(r"<(/?)([A-Za-z][^\s/<>]*)[^<>]*?(/?)>")


def nesting_depth(html: str) -> int:
    """An estimate of the deepest element nesting, from the tags alone (no parsing).

    Comments and raw-text elements are skipped, void and self-closing elements and
    those a sibling closes (``<p>``, ``<li>``, ``<td>`` ...) are not counted, so a
    page with unclosed paragraphs is not mistaken for a deep one.
    """
    depth = deepest = 0
    for match in _TAG_RE.finditer(_RAW_TEXT_RE.sub("", html)):
        closing, name, self_closing = match.groups()
        if self_closing or name.lower() in _FLAT_TAGS:
            continue
        if closing:
            depth = max(depth - 1, 0)
        else:
            depth += 1
            deepest = max(deepest, depth)
    return deepest


def html_to_text(html: str) -> tuple[str, list[TableCell], str | None]:
    """The article's visible text, its table cells, and the declared language.

    Raises HTMLDepthError for markup nested deeper than MAX_HTML_DEPTH.
    """
    if nesting_depth(html) > MAX_HTML_DEPTH:
        raise HTMLDepthError(f"HTML nested more than {MAX_HTML_DEPTH} elements deep")
    tree = HTMLParser(html)
    root_html = tree.css_first("html")
    declared = root_html.attributes.get("lang") if root_html else None
    article = tree.css_first("article") or tree.css_first("main")
    root = article or tree.body or tree.root
    _flatten_superscripts(tree)
    builder = _TextBuilder(in_article=article is not None)
    if root is not None:
        builder.walk(root)
    return "".join(builder.parts), builder.tables, declared


#: A table cell that ranks its row ("1", "#8", "12."), standing before the row's name.
_RANK = re.compile(r"#?\d{1,4}\.?")


def label_index(texts: list[str]) -> int | None:
    """Which cell names a table row: the first, when it starts with a letter ("GPT-3
    (2020)"), or the first such cell after rank cells ("8 | Alps | Lugano | 434,9")."""
    for i, t in enumerate(texts):
        if t[:1].isalpha():
            return i
        if not _RANK.fullmatch(t):
            return None
    return None


_MD_SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def markdown_tables(text: str) -> list[TableCell]:
    """Cells of Markdown pipe tables with their header texts and exact offsets."""
    cells: list[TableCell] = []
    lines = text.splitlines(keepends=True)
    offsets = []
    pos = 0
    for line in lines:
        offsets.append(pos)
        pos += len(line)
    i = 0
    while i < len(lines) - 1:
        if "|" in lines[i] and _MD_SEP.match(lines[i + 1].rstrip("\r\n")):
            header = [c.strip() for c in lines[i].strip().strip("|").split("|")]
            j = i + 2
            while j < len(lines) and "|" in lines[j]:
                line = lines[j].rstrip("\r\n")
                base = offsets[j]
                parts = []
                start = 0
                for m in re.finditer(r"\|", line):
                    parts.append((start, m.start()))
                    start = m.end()
                parts.append((start, len(line)))
                # the cells between the pipes, empty ones kept: a cell's position is its
                # column ("| **Total** | | | **1,366,524,000** |")
                if line.lstrip().startswith("|"):
                    parts = parts[1:]
                if parts and line.rstrip().endswith("|") and not line[parts[-1][0] :].strip():
                    parts = parts[:-1]
                label = label_index([line[a:b].strip() for a, b in parts])
                first = parts[label or 0] if parts else None
                row_header = line[first[0] : first[1]].strip() if first else ""
                for k, (a, b) in enumerate(parts):
                    raw = line[a:b]
                    if not raw.strip():
                        continue
                    lead = len(raw) - len(raw.lstrip())
                    s = base + a + lead
                    e = s + len(raw.strip())
                    col = header[k] if k < len(header) else ""
                    if k == (label or 0):
                        continue
                    cells.append(TableCell(s, e, row_header, col, ""))
                j += 1
            i = j
        else:
            i += 1
    return cells
