"""Sentence starts at line breaks: headings, bullets and table rows are units of their own.

The boundaries are computed on ``doc.to_array`` columns and written back with one
``doc.from_array`` call: setting ``Token.is_sent_start`` token by token makes spaCy scan
the whole doc for a parse on every assignment, which is quadratic in the document size.
"""

from __future__ import annotations

import numpy as np
from spacy.attrs import LIKE_NUM, LOWER, ORTH, SENT_START, SPACY
from spacy.errors import Errors
from spacy.language import Language
from spacy.strings import hash_string
from spacy.tokens import Doc

#: Columns read from the doc, in this order.
_ATTRS = [SENT_START, ORTH, LOWER, LIKE_NUM, SPACY]
#: ``Token.sent_start`` values (stored in uint64 arrays, so -1 wraps around).
_START = np.uint64(1)
_NOT_START = np.uint64(2**64 - 1)

_ORDINAL_LEAD = {
    "der",
    "die",
    "das",
    "dem",
    "den",
    "des",
    "am",
    "im",
    "zum",
    "zur",
    "vom",
    "ab",
    "seit",
    "bis",
    "ihrer",
    "seiner",
    "einer",
    "the",
}
_ORDINAL_LEAD_IDS = np.array(sorted(hash_string(w) for w in _ORDINAL_LEAD), dtype=np.uint64)
_DOT_ID = np.uint64(hash_string("."))


class LineBreakSentencizer:
    """Mark the first token after a newline as a sentence start (runs after sentencizer)."""

    def __init__(self, nlp: Language, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        if len(doc) == 0:
            return doc
        if doc.has_annotation("DEP"):  # what the Token.is_sent_start setter refuses
            raise ValueError(Errors.E043)
        cols = doc.to_array(_ATTRS)
        sent_start = cols[:, 0].copy()
        _keep_ordinals(cols, sent_start)
        _line_starts(doc, cols, sent_start)
        doc.from_array([SENT_START], sent_start)
        return doc


def _keep_ordinals(cols: np.ndarray, sent_start: np.ndarray) -> None:
    """'am 3. März', 'der 2. Generation': no sentence starts after an ordinal's dot.

    Token ``i`` is '.', token ``i - 1`` a number glued to it, token ``i - 2`` an article
    or preposition from ``_ORDINAL_LEAD``: then token ``i + 1`` starts no sentence
    (for ``2 <= i < len(doc) - 1``).
    """
    n = len(cols)
    if n < 4:
        return
    orth, lower, like_num, spacy = cols[:, 1], cols[:, 2], cols[:, 3], cols[:, 4]
    i = np.arange(2, n - 1)
    ordinal = (
        (orth[i] == _DOT_ID)
        & (like_num[i - 1] != 0)
        & (spacy[i - 1] == 0)
        & np.isin(lower[i - 2], _ORDINAL_LEAD_IDS)
    )
    sent_start[i[ordinal] + 1] = _NOT_START


def _line_starts(doc: Doc, cols: np.ndarray, sent_start: np.ndarray) -> None:
    """The token after a line break starts a sentence.

    A newline inside a token (spaCy keeps "\\n" runs as tokens) marks the next token
    unless that one holds a newline too. (A token's trailing whitespace is a single
    space or nothing, never a newline.) Token texts are looked up once per distinct
    string rather than per token.
    """
    n = len(cols)
    strings = doc.vocab.strings
    orths, index = np.unique(cols[:, 1], return_inverse=True)
    has_newline = np.array(["\n" in strings[int(orth)] for orth in orths], dtype=bool)
    nl_text = np.zeros(n + 1, dtype=bool)  # one spare slot: "token n" has no newline
    nl_text[:n] = has_newline[index.reshape(-1)]
    i = np.flatnonzero(nl_text[: n - 1])  # newline tokens that have a next token
    nxt = i + 1
    sent_start[nxt[~nl_text[nxt]]] = _START


def make_line_breaks(nlp: Language, name: str) -> LineBreakSentencizer:
    return LineBreakSentencizer(nlp, name)
