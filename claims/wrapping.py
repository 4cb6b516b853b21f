"""Hard-wrapped plain text: line breaks inside a paragraph that only wrap its lines.

Newsletters, mailing-list posts and text exported at a fixed width break every line at
70-100 characters. Each line break would otherwise start a sentence, and a wrapped
line without final punctuation would read as a heading, so a figure and its subject on
two lines of one sentence would never meet. ``unwrap`` turns such soft breaks into
spaces; the text keeps its length, so every offset still indexes the original.
"""

from __future__ import annotations

import re

#: A line of a table or an aligned column layout: never joined to anything.
_TABLE_LIKE = re.compile(r"\||\t|\S {3,}\S")
#: A line that opens a block of its own: a bullet, a numbered item, a heading, a quote,
#: a tag, a rule.
_OPENS_BLOCK = re.compile(r"\s*(?:[-*•–>#<=_]|\d{1,3}[.)]\s)")
#: How many lines of prose a document needs before its line width means anything.
_MIN_LINES = 8
#: The widest a wrapped document's lines run (its 90th percentile line length).
_MAX_WIDTH = 120
#: A wrapped line runs to within this many characters of the document's width.
_SLACK = 25
#: The share of prose lines that must run that full for the text to count as wrapped.
_FULL_SHARE = 0.3


def _prose(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not _TABLE_LIKE.search(stripped) and not stripped.startswith("<")


def _width(lines: list[str]) -> int | None:
    """The width the text is wrapped at, or None when its lines are not wrapped."""
    lengths = sorted(len(line.rstrip()) for line in lines if _prose(line))
    if len(lengths) < _MIN_LINES:
        return None
    width = lengths[int(len(lengths) * 0.9)]
    if width > _MAX_WIDTH:
        return None
    full = sum(1 for n in lengths if n >= width - _SLACK)
    return width if full >= _FULL_SHARE * len(lengths) else None


def _soft(line: str, following: str, width: int) -> bool:
    """The break after ``line`` only wraps it: the line runs full, does not end a
    sentence or open a list, and the next line continues the prose."""
    body = line.rstrip()
    if len(body) < width - _SLACK or not _prose(line) or not _prose(following):
        return False
    if body.endswith((":", ".", "!", "?")) or body.lstrip().startswith("#"):
        return False
    return _OPENS_BLOCK.match(following) is None


def unwrap(text: str) -> str:
    """``text`` with each soft line break (and its carriage return) made a space."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    width = _width(lines)
    if width is None:
        return text
    parts: list[str] = []
    for line, following in zip(lines, lines[1:], strict=False):
        if _soft(line, following, width):
            parts.append(line[:-1] + "  " if line.endswith("\r") else line + " ")
        else:
            parts.append(line + "\n")
    parts.append(lines[-1])
    return "".join(parts)
