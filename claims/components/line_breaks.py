"""Sentence starts at line breaks: headings, bullets and table rows are units of their own.

The boundaries are computed on ``doc.to_array`` columns and written back with one
``doc.from_array`` call: setting ``Token.is_sent_start`` token by token makes spaCy scan
the whole doc for a parse on every assignment, which is quadratic in the document size.
``SentenceSplitter`` also does the work of spaCy's sentencizer on the same columns, so
the tokens are read and written once instead of twice.
"""

from __future__ import annotations

import re

import numpy as np
from spacy.attrs import IDX, IS_PUNCT, LIKE_NUM, LOWER, ORTH, SENT_START, SPACY
from spacy.errors import Errors
from spacy.language import Language
from spacy.pipeline.sentencizer import Sentencizer
from spacy.strings import hash_string
from spacy.tokens import Doc

from claims.components.text import doc_text

#: Columns read from the doc, in this order.
_ATTRS = [SENT_START, ORTH, LOWER, LIKE_NUM, SPACY, IS_PUNCT]
#: ``_ATTRS`` plus each token's character offset (column 6), for ``SentenceSplitter``.
_SPLITTER_ATTRS = [*_ATTRS, IDX]
#: What spaCy's sentencizer ends a sentence at (its default ``punct_chars``).
_PUNCT_CHARS = frozenset(Sentencizer.default_punct_chars)
#: Their ORTH ids: a token is one of them exactly when its ORTH (the hash of its text)
#: is one of these, so no token text needs to be looked up.
_PUNCT_IDS = np.array(sorted({hash_string(c) for c in _PUNCT_CHARS}), dtype=np.uint64)
_NEWLINE_RE = re.compile("\n")
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


def _member(values: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """``np.isin(values, ids)`` for sorted, non-empty ``ids``, by binary search.

    ``np.isin`` sorts ``values`` together with ``ids`` on every call; looking each
    value up in the sorted ids is about twice as fast for token columns.
    """
    i = np.searchsorted(ids, values)
    i[i == len(ids)] = 0
    return ids[i] == values


class SentenceSplitter:
    """spaCy's ``sentencizer`` plus sentence starts at line breaks, in one component.

    The sentencizer's rule: token 0 starts a sentence, and so does every token that is
    neither punctuation nor a sentence-final character when a sentence-final character
    ('.', '!', '?', ...) came after the previous such token. Like the sentencizer
    (``overwrite=False``) it keeps boundaries already set on the doc.
    """

    def __init__(self, nlp: Language, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        if len(doc) == 0:
            return doc
        if doc.has_annotation("DEP"):  # what the Token.is_sent_start setter refuses
            raise ValueError(Errors.E043)
        cols = doc.to_array(_SPLITTER_ATTRS)
        final = _member(cols[:, 1], _PUNCT_IDS)
        newline = _newline_tokens(doc_text(doc), cols[:, 6])
        sent_start = _punctuation_starts(cols, final)
        _keep_ordinals(cols, sent_start)
        _mark_line_starts(newline, sent_start)
        doc.from_array([SENT_START], sent_start)
        return doc


def _newline_tokens(text: str, idx: np.ndarray) -> np.ndarray:
    """Which tokens hold a newline, from the newlines' offsets in the text.

    Every character but a token's single trailing space belongs to a token, so each
    newline lies in the last token starting at or before it (``idx``: token offsets,
    ascending). Cheaper than looking up every distinct token text.
    """
    marks = np.zeros(len(idx), dtype=bool)
    offsets = [m.start() for m in _NEWLINE_RE.finditer(text)]
    if offsets:
        marks[np.searchsorted(idx, np.array(offsets, dtype=np.uint64), side="right") - 1] = True
    return marks


def _punctuation_starts(cols: np.ndarray, final: np.ndarray) -> np.ndarray:
    """``SENT_START`` as spaCy's sentencizer sets it, computed without a token loop.

    Its loop keeps a "seen a final character" flag that a word (neither punctuation nor
    final) clears by starting a sentence. So a word starts one exactly when, among the
    words and final characters, the one before it is a final character.
    """
    word = (cols[:, 5] == 0) & ~final
    relevant = np.flatnonzero(word | final)
    after_final = np.zeros(len(relevant), dtype=bool)
    after_final[1:] = final[relevant[:-1]]
    guess = np.full(len(cols), _NOT_START, dtype=np.uint64)
    guess[relevant[word[relevant] & after_final]] = _START
    guess[0] = _START
    existing = cols[:, 0]
    return np.where(existing == 0, guess, existing).astype(np.uint64)


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
        & _member(lower[i - 2], _ORDINAL_LEAD_IDS)
    )
    sent_start[i[ordinal] + 1] = _NOT_START


def _mark_line_starts(newline: np.ndarray, sent_start: np.ndarray) -> None:
    """The token after a newline token starts a sentence unless it holds a newline too."""
    n = len(newline)
    i = np.flatnonzero(newline[: n - 1])  # newline tokens that have a next token
    nxt = i + 1
    sent_start[nxt[~newline[nxt]]] = _START


def make_sentences(nlp: Language, name: str) -> SentenceSplitter:
    return SentenceSplitter(nlp, name)
