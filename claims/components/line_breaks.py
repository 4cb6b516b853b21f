"""Sentence starts at line breaks: headings, bullets and table rows are units of their own."""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc


class LineBreakSentencizer:
    """Mark the first token after a newline as a sentence start (runs after sentencizer)."""

    def __init__(self, nlp: Language, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        self._keep_ordinals(doc)
        after_break = False
        for i, token in enumerate(doc):
            if "\n" in token.text or "\n" in token.whitespace_:
                after_break = True
                if "\n" in token.text:
                    continue
                if i + 1 < len(doc):
                    doc[i + 1].is_sent_start = True
                after_break = False
                continue
            if after_break and i > 0:
                token.is_sent_start = True
            after_break = False
        return doc


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


def _keep_ordinals_impl(doc: Doc) -> None:
    for i in range(2, len(doc) - 1):
        tok = doc[i]
        ordinal = tok.text == "." and doc[i - 1].like_num and not doc[i - 1].whitespace_
        if ordinal and doc[i - 2].lower_ in _ORDINAL_LEAD:
            doc[i + 1].is_sent_start = False


LineBreakSentencizer._keep_ordinals = staticmethod(_keep_ordinals_impl)


def make_line_breaks(nlp: Language, name: str) -> LineBreakSentencizer:
    return LineBreakSentencizer(nlp, name)
