"""Read documents: UTF-8 text and Markdown as they are, HTML through a real parser.

Offsets index the text decoded from UTF-8 with no newline translation: a BOM stays
as U+FEFF and CRLF stays CRLF, so nothing shifts. For HTML the extracted article
text is what offsets index (it is written into the JSON report).
"""

from __future__ import annotations

import hashlib
import re
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
    "aside",
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


class InputError(OSError):
    """A document that cannot be read; the message names the problem in one line."""


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


def read_document(path: Path, *, lang: str = "auto", display: str | None = None) -> Document:
    """Read one file into a Document; raise InputError with a one-line message."""
    source = display or str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError as exc:
        raise InputError(f"{source}: no such file") from exc
    except IsADirectoryError as exc:
        raise InputError(f"{source}: is a directory") from exc
    except OSError as exc:
        raise InputError(f"{source}: cannot read ({exc.strerror or exc})") from exc
    text = _decode(Path(source), raw)
    digest = hashlib.sha256(raw).hexdigest()
    is_html = path.suffix.lower() in HTML_SUFFIXES
    tables: list[TableCell] = []
    html_lang = None
    if is_html:
        text, tables, html_lang = html_to_text(text)
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
    def __init__(self) -> None:
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
            # the first cell of a Markdown row does
            labelled = cells[0].tag == "th" or texts[0][:1].isalpha()
            row_header = texts[0] if labelled else ""
            offset = self.line(" | ".join(texts))
            for i, t in enumerate(texts):
                if i == 0 and row_header:
                    offset += len(t) + 3
                    continue
                col_header = header[i] if i < len(header) else ""
                self.tables.append(
                    TableCell(offset, offset + len(t), row_header, col_header, caption)
                )
                offset += len(t) + 3

    def walk(self, node: Node) -> None:
        for child in node.iter(include_text=False):
            tag = child.tag
            if tag in _DROP or _hidden(child):
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
                    self.walk(child)
                else:
                    text = _clean(child.text(deep=True))
                    if text:
                        self.line(text)


def _hidden(node: Node) -> bool:
    attrs = node.attributes
    if "hidden" in attrs or attrs.get("aria-hidden") == "true":
        return True
    ident = f"{attrs.get('id') or ''} {attrs.get('class') or ''}".lower()
    return any(w in ident for w in ("cookie", "consent", "newsletter", "advert", "banner"))


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


def html_to_text(html: str) -> tuple[str, list[TableCell], str | None]:
    """The article's visible text, its table cells, and the declared language."""
    tree = HTMLParser(html)
    root_html = tree.css_first("html")
    declared = root_html.attributes.get("lang") if root_html else None
    root = tree.css_first("article") or tree.css_first("main") or tree.body or tree.root
    _flatten_superscripts(tree)
    builder = _TextBuilder()
    if root is not None:
        builder.walk(root)
    return "".join(builder.parts), builder.tables, declared


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
                first = parts[0] if parts else None
                row_header = line[first[0] : first[1]].strip() if first else ""
                for k, (a, b) in enumerate(parts):
                    raw = line[a:b]
                    if not raw.strip():
                        continue
                    lead = len(raw) - len(raw.lstrip())
                    s = base + a + lead
                    e = s + len(raw.strip())
                    col = header[k] if k < len(header) else ""
                    if k == 0:
                        continue
                    cells.append(TableCell(s, e, row_header, col, ""))
                j += 1
            i = j
        else:
            i += 1
    return cells
