"""Whole-word, case-insensitive matching of a word list, fast.

A cue table is a list of words and phrases ("im Vergleich zu", "per GPU") that must
match as whole words in any case. The plain regular expression for that (an
alternation of ``(?<!\\w)word(?![\\w-])`` under ``re.IGNORECASE``) makes Python's
regex engine try every word at every position of the text: it cannot skip ahead to
the letters the words start with, because a case-insensitive literal gives it no
first-character set. :class:`WordPattern` matches the same words in the lowercased
text with a case-sensitive pattern whose every branch opens on its first letter, so
the engine skips to those letters (about ten times faster on cue windows), and
returns matches with the offsets of the original text.

It answers as ``re.IGNORECASE`` does for every text whose lowercase has the same
length (the only difference is a few exotic folds such as the long s "ſ"); a text
whose lowercase changes length (a dotted capital I) is matched with the
case-insensitive pattern itself.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator


def _branch(word: str) -> str:
    # "per GPU" is not "per GPU-hour": a hyphen continues the word
    right = r"(?![\w-])" if word[-1].isalnum() or word[-1] == "." else ""
    if word[0].isalnum():
        # the left edge is tested after the first letter, so the branch opens on it
        return re.escape(word[0]) + r"(?<!\w.)" + re.escape(word[1:]) + right
    return re.escape(word) + right


def _slow_branch(word: str) -> str:
    left = r"(?<![\w])" if word[0].isalnum() else ""
    right = r"(?![\w-])" if word[-1].isalnum() or word[-1] == "." else ""
    return left + re.escape(word) + right


class WordPattern:
    """The words of a list as whole words in any case, longest first (see module)."""

    __slots__ = ("_ordered", "_slow", "_fast", "_text", "_lower")

    def __init__(self, words: tuple[str, ...] | list[str]):
        self._ordered = sorted({w.lower() for w in words if w}, key=len, reverse=True)
        self._slow: re.Pattern[str] | None = None
        self._fast = re.compile("|".join(map(_branch, self._ordered)))
        self._text: str | None = None
        self._lower = ""

    @property
    def pattern(self) -> re.Pattern[str]:
        """The equivalent case-insensitive pattern (built when a text needs it)."""
        if self._slow is None:
            self._slow = re.compile("|".join(map(_slow_branch, self._ordered)), re.IGNORECASE)
        return self._slow

    def _folded(self, text: str) -> str | None:
        """``text`` lowercased, or None when lowercase changes its length."""
        if text is not self._text:  # one document's text is searched many times
            lower = text.lower()
            self._text, self._lower = text, lower
        return self._lower if len(self._lower) == len(text) else None

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match | None:
        lower = self._folded(text)
        if lower is None:
            return self.pattern.search(text, pos, endpos)
        return self._fast.search(lower, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match | None:
        lower = self._folded(text)
        if lower is None:
            return self.pattern.match(text, pos, endpos)
        return self._fast.match(lower, pos, endpos)

    def fullmatch(self, text: str) -> re.Match | None:
        lower = self._folded(text)
        return self.pattern.fullmatch(text) if lower is None else self._fast.fullmatch(lower)

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match]:
        """Matches by the offsets of ``text``; their group() is lowercase."""
        lower = self._folded(text)
        if lower is None:
            return self.pattern.finditer(text, pos, endpos)
        return self._fast.finditer(lower, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match], str], text: str) -> str:
        """``text`` with every match replaced; the rest keeps its case."""
        parts, last = [], 0
        for m in self.finditer(text):
            parts += (text[last : m.start()], repl if isinstance(repl, str) else repl(m))
            last = m.end()
        return "".join(parts) + text[last:] if parts else text
