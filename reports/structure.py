"""The document's structure for the HTML report: headings, paragraphs, lists, tables.

The report shows the article as the editor wrote it, not as one run of text, while
every highlight keeps indexing the document text exactly. So the structure is a tree
of ``Block`` nodes whose text leaves are ranges of that text: markup characters (a
heading's ``#``, a table's pipes, ``**``) are hidden ranges, never rewritten text.

- Markdown goes through markdown-it-py (CommonMark plus pipe tables); its line maps
  and the raw inline content locate every block and inline mark in the source.
- HTML input is shown as the extracted text the offsets index; its lines are matched
  to the original markup's block elements (h1-h6, p, li, tr) to learn their kind.
- Plain text: paragraphs, short title lines as headings, bullet lines as lists.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

from selectolax.lexbor import LexborHTMLParser, LexborNode

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

Range = tuple[int, int]


@dataclass
class Block:
    """An element of the rendered document.

    A leaf has ``ranges`` (the visible pieces of the text, in order) and ``marks``
    (inline styles over text offsets); a container has ``children``.
    """

    tag: str
    ranges: list[Range] = field(default_factory=list)
    marks: list[tuple[int, int, str]] = field(default_factory=list)
    children: list[Block] = field(default_factory=list)

    @property
    def is_leaf(self) -> bool:
        return not self.children

    def leaves(self) -> list[Block]:
        if self.is_leaf:
            return [self]
        return [leaf for child in self.children for leaf in child.leaves()]


def _line_starts(text: str) -> list[int]:
    starts = [0]
    for m in re.finditer(r"\r\n|\r|\n", text):
        starts.append(m.end())
    return starts


def _line_range(text: str, starts: list[int], line: int) -> Range:
    """The offsets of line ``line`` without its line break."""
    start = starts[line] if line < len(starts) else len(text)
    end = starts[line + 1] if line + 1 < len(starts) else len(text)
    while end > start and text[end - 1] in "\r\n":
        end -= 1
    return start, end


def _strip(text: str, start: int, end: int) -> Range:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


# Markdown -------------------------------------------------------------------------------

_MARK_TAGS = {"strong_open": "strong", "em_open": "em", "s_open": "s", "link_open": "u"}


@cache
def _md_parser() -> MarkdownIt:
    # imported here: only Markdown documents need it, and it costs start-up time
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": True}).enable("table").enable("strikethrough")


def _inline_ranges(text: str, starts: list[int], token: Token) -> list[Range]:
    """Where each line of an inline token's content sits in the source."""
    assert token.map is not None
    ranges: list[Range] = []
    first = token.map[0]
    for k, content_line in enumerate(token.content.split("\n")):
        line_no = first + k
        if line_no >= len(starts):
            break
        start, end = _line_range(text, starts, line_no)
        pos = text.find(content_line, start, end) if content_line else -1
        if pos < 0:
            ranges.append(_strip(text, start, end))
        else:
            ranges.append((pos, pos + len(content_line)))
    return ranges


def _to_source(ranges: list[Range], index: int) -> int:
    """Offset in the source of position ``index`` in the ranges joined by newlines."""
    for start, end in ranges:
        if index <= end - start:
            return start + index
        index -= end - start + 1
    return ranges[-1][1]


def _inline_marks(token: Token, ranges: list[Range]) -> tuple[list[Range], list[tuple]]:
    """Hidden markup ranges and style marks of an inline token, in source offsets.

    The children are found in the raw content one after another; if one cannot be
    found (escapes, entities), the content is shown raw, with no marks.
    """
    content = token.content
    cursor = 0
    hidden: list[Range] = []
    marks: list[tuple[int, int, str]] = []
    open_at: dict[str, list[int]] = {}

    def take(needle: str) -> int:
        nonlocal cursor
        pos = content.find(needle, cursor)
        if pos < 0:
            raise LookupError(needle)
        cursor = pos + len(needle)
        return pos

    try:
        for child in token.children or []:
            kind = child.type
            if kind == "text" and child.content:
                take(child.content)
            elif kind in ("softbreak", "hardbreak"):
                take("\n")
            elif kind in _MARK_TAGS:
                needle = "[" if kind == "link_open" else child.markup
                pos = take(needle)
                hidden.append((pos, cursor))
                open_at.setdefault(kind, []).append(cursor)
            elif kind.endswith("_close") and kind.replace("_close", "_open") in _MARK_TAGS:
                opened = kind.replace("_close", "_open")
                if kind == "link_close":
                    pos = take("](")
                    take(")")
                else:
                    pos = take(child.markup)
                hidden.append((pos, cursor))
                begin = open_at[opened].pop()
                marks.append((begin, pos, _MARK_TAGS[opened]))
            elif kind == "code_inline":
                pos = take(child.markup)
                take(child.content)
                body = cursor
                take(child.markup)
                hidden += [(pos, pos + len(child.markup)), (body, cursor)]
                marks.append((pos + len(child.markup), body, "code"))
    except (LookupError, KeyError, IndexError):
        return [], []
    to_src = [(_to_source(ranges, a), _to_source(ranges, b)) for a, b in hidden]
    mark_src = [(_to_source(ranges, a), _to_source(ranges, b), tag) for a, b, tag in marks]
    return to_src, mark_src


def _subtract(ranges: list[Range], hidden: list[Range]) -> list[Range]:
    out: list[Range] = []
    for start, end in ranges:
        pos = start
        for h_start, h_end in sorted(hidden):
            if h_end <= pos or h_start >= end:
                continue
            if h_start > pos:
                out.append((pos, h_start))
            pos = max(pos, h_end)
        if pos < end:
            out.append((pos, end))
    return out


def _join_lines(ranges: list[Range]) -> list[Range]:
    """One range from the first visible character to the last, across soft breaks."""
    if not ranges:
        return []
    return [(ranges[0][0], ranges[-1][1])]


def _pipe_cells(text: str, start: int, end: int) -> list[Range]:
    """The cells of a pipe-table row, trimmed, with escaped pipes kept inside a cell."""
    bounds = [start - 1]
    i = start
    while i < end:
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == "|":
            bounds.append(i)
        i += 1
    bounds.append(end)
    cells = [_strip(text, a + 1, b) for a, b in zip(bounds, bounds[1:], strict=False)]
    line = text[start:end].strip()
    if line.startswith("|"):
        cells = cells[1:]
    if line.endswith("|") and cells and cells[-1][0] == cells[-1][1]:
        cells = cells[:-1]
    return cells


def markdown_blocks(text: str) -> list[Block]:
    """The blocks of a Markdown document (CommonMark and pipe tables)."""
    starts = _line_starts(text)
    tokens = _md_parser().parse(text)
    root = Block("root")
    stack = [root]
    row_cells: list[Range] = []
    for token in tokens:
        if token.nesting == 1:
            if token.hidden:  # the paragraph of a tight list item
                continue
            block = Block(token.tag)
            stack[-1].children.append(block)
            stack.append(block)
            if token.type == "tr_open" and token.map:
                row_cells = _pipe_cells(text, *_line_range(text, starts, token.map[0]))
        elif token.nesting == -1:
            if token.hidden:
                continue
            stack.pop()
        elif token.type == "inline" and token.map is not None:
            holder = stack[-1]
            if holder.tag in ("th", "td"):
                cell = row_cells.pop(0) if row_cells else None
                ranges = [cell] if cell else []
                if cell and text[cell[0] : cell[1]] == token.content:
                    hidden, marks = _inline_marks(token, ranges)
                else:
                    hidden, marks = [], []
            else:
                ranges = _inline_ranges(text, starts, token)
                hidden, marks = _inline_marks(token, ranges)
            leaf = Block("", _subtract(_join_lines(ranges), _gaps(ranges) + hidden), marks)
            holder.children.append(leaf)
        elif token.type in ("fence", "code_block", "html_block") and token.map:
            first, last = token.map
            if token.type == "fence":
                first, last = first + 1, last - 1
            lines = [_line_range(text, starts, n) for n in range(first, max(first, last))]
            lines = [r for r in lines if r[1] > r[0]] or lines
            if lines:
                tag = "pre" if token.type != "html_block" else "p"
                stack[-1].children.append(Block(tag, [(lines[0][0], lines[-1][1])]))
        elif token.type == "hr":
            stack[-1].children.append(Block("hr"))
    return _flatten(root.children)


def _gaps(ranges: list[Range]) -> list[Range]:
    """What lies between consecutive line ranges except the line break: list markers,
    ``>`` and indentation of continuation lines."""
    gaps = []
    for (_, end), (start, _) in zip(ranges, ranges[1:], strict=False):
        gaps.append((end + 1 if start > end else end, start))
    return [(a, b) for a, b in gaps if b > a]


def _flatten(blocks: list[Block]) -> list[Block]:
    """A block whose only child is a bare leaf takes the leaf's ranges itself."""
    for block in blocks:
        block.children = _flatten(block.children)
        if len(block.children) == 1 and block.children[0].tag == "" and block.tag:
            leaf = block.children[0]
            block.ranges, block.marks, block.children = leaf.ranges, leaf.marks, []
    return blocks


# HTML ---------------------------------------------------------------------------------

_HTML_BLOCKS = "h1, h2, h3, h4, h5, h6, p, li, tr, caption, blockquote, pre, figcaption, dt, dd"
_LOOKAHEAD = 40


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _html_candidates(markup: str) -> list[tuple[str, str, LexborNode | None, list[str]]]:
    """Block elements of the markup in document order: (tag, text, parent, cell texts);
    the parent (a row's table, an item's list) groups consecutive lines."""
    tree = LexborHTMLParser(markup)
    found = []
    for node in tree.css(_HTML_BLOCKS):
        if node.tag == "tr":
            cells = [c for c in node.iter() if c.tag in ("td", "th")]
            texts = [_clean(c.text(deep=True)) for c in cells]
            kind = "th" if cells and all(c.tag == "th" for c in cells) else "td"
            found.append(("tr", " | ".join(texts), _ancestor(node, ("table",)), [kind, *texts]))
        else:
            parent = _ancestor(node, ("ul", "ol")) if node.tag == "li" else None
            found.append((node.tag, _clean(node.text(deep=True)), parent, []))
    return found


def _ancestor(node: LexborNode, tags: tuple[str, ...]) -> LexborNode | None:
    parent = node.parent
    while parent is not None and parent.tag not in tags:
        parent = parent.parent
    return parent


def html_blocks(text: str, markup: str) -> list[Block]:
    """Blocks for the extracted ``text`` of an HTML document, kinds from its ``markup``."""
    candidates = _html_candidates(markup)
    starts = _line_starts(text)
    blocks: list[Block] = []
    group: int | None = None  # mem_id of the table or list the previous line belongs to
    cursor = 0
    for line_no in range(len(starts)):
        start, end = _line_range(text, starts, line_no)
        line = text[start:end]
        if not line.strip():
            group = None
            continue
        match = None
        for k in range(cursor, min(cursor + _LOOKAHEAD, len(candidates))):
            if candidates[k][1] == line:
                match, cursor = candidates[k], k + 1
                break
        tag, _, parent, cells = match or ("p", line, None, [])
        same_group = parent is not None and group == parent.mem_id
        if tag == "tr":
            row = Block("tr")
            pos = start
            for cell_text in cells[1:]:
                row.children.append(Block(cells[0], [(pos, pos + len(cell_text))]))
                pos += len(cell_text) + 3
            if not same_group or not blocks or blocks[-1].tag != "table":
                blocks.append(Block("table"))
            blocks[-1].children.append(row)
        elif tag == "li":
            if not same_group or not blocks or blocks[-1].tag not in ("ul", "ol"):
                kind = parent.tag if parent is not None and parent.tag in ("ul", "ol") else "ul"
                blocks.append(Block(kind))
            blocks[-1].children.append(Block("li", [(start, end)]))
        else:
            shown = tag if tag in ("h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote") else "p"
            blocks.append(Block(shown, [(start, end)]))
        group = parent.mem_id if parent is not None and tag in ("tr", "li") else None
    return blocks


# Plain text ---------------------------------------------------------------------------

_BULLET = re.compile(r"[ \t]*(?:[-*•–·]|\d{1,2}[.)])[ \t]+")
_SENTENCE_END = tuple(".,;:!?…)\"“”»«'")


def text_blocks(text: str) -> list[Block]:
    """Paragraphs, headings (short lines without final punctuation, standing alone or
    before longer text) and bullet lists of a plain-text article."""
    starts = _line_starts(text)
    lines = [_line_range(text, starts, n) for n in range(len(starts))]
    widest = max((e - s for s, e in lines), default=0)
    blocks: list[Block] = []
    paragraph: list[Range] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("p", [(paragraph[0][0], paragraph[-1][1])]))
            paragraph.clear()

    for n, (start, end) in enumerate(lines):
        s, e = _strip(text, start, end)
        if s == e:
            flush()
            continue
        line = text[s:e]
        bullet = _BULLET.match(text, start, end)
        if bullet and bullet.end() < e:
            flush()
            if not blocks or blocks[-1].tag != "ul":
                blocks.append(Block("ul"))
            blocks[-1].children.append(Block("li", [(bullet.end(), e)]))
            continue
        before = lines[n - 1] if n else None
        after = lines[n + 1] if n + 1 < len(lines) else None
        prev_ends = before is None or not text[before[0] : before[1]].strip()
        if before is not None and not prev_ends:
            prev_ends = text[before[0] : before[1]].rstrip().endswith(_SENTENCE_END)
        heading = (
            after is not None
            and prev_ends
            and len(line) <= 100
            and len(line.split()) <= 14
            and not line.endswith(_SENTENCE_END)
            and e - s < max(0.75 * widest, 1)
        )
        if heading:
            flush()
            blocks.append(Block("h1" if not blocks else "h2", [(s, e)]))
            continue
        if paragraph and text[paragraph[-1][0] : paragraph[-1][1]].rstrip().endswith(
            _SENTENCE_END[:6]
        ):
            flush()  # a line that ends a sentence and a new line: a new paragraph
        paragraph.append((s, e))
    flush()
    return blocks


def document_blocks(text: str, source: str, markup: str | None = None) -> list[Block]:
    """The structure of a document, by its kind: HTML (with its markup), Markdown, text."""
    suffix = source.lower().rsplit(".", 1)[-1] if "." in source else ""
    if markup is not None:
        return html_blocks(text, markup)
    if suffix in ("md", "markdown"):
        return markdown_blocks(text)
    return text_blocks(text)
