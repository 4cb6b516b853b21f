"""spaCy component: link quantities to subjects and qualifiers, set ``doc._.claims``."""

from __future__ import annotations

import re

import numpy as np
from spacy.attrs import IDX, LENGTH, SENT_START
from spacy.language import Language
from spacy.tokens import Doc

from claims import short_names
from claims.components.text import doc_text
from claims.cues import annotate
from claims.lang import get as get_lang
from claims.linker import LinkContext, Linker, find_sentences
from claims.models import Mention


def sentence_offsets(doc: Doc) -> list[tuple[int, int]]:
    """``(s.start_char, s.end_char)`` for ``s in doc.sents``, read from token arrays.

    Same boundaries as ``doc.sents`` (a sentence starts at token 0 and at every token
    whose ``sent_start`` is 1) without building a Span per sentence.
    """
    n = len(doc)
    if n == 0:
        return []
    if not doc.has_annotation("SENT_START"):
        return [(s.start_char, s.end_char) for s in doc.sents]  # raises spaCy's error
    cols = doc.to_array([SENT_START, IDX, LENGTH]).astype(np.int64)
    starts = np.flatnonzero(cols[:, 0] == 1)
    starts = starts[starts > 0]
    first = np.concatenate(([0], starts))
    last = np.concatenate((starts, [n])) - 1
    begin = cols[first, 1]
    end = cols[last, 1] + cols[last, 2]
    return list(zip(begin.tolist(), end.tolist(), strict=True))


def mentions_of(doc: Doc, text: str, concept: re.Pattern[str] | None = None) -> list[Mention]:
    """The entity ruler's spans as mentions (the text sliced, not joined from tokens);
    a name that ``concept`` matches right after ("Chinchilla-Regel") names no product."""
    out = []
    for e in doc.ents:
        start, end = e.start_char, e.end_char
        if concept is not None and concept.match(text, end):
            continue
        surface = text[start:end]
        out.append(Mention(start, end, surface, e.ent_id_ or surface, e.label_))
    return out


class ClaimLinker:
    """Builds claims from the entity ruler's mentions and the quantity matcher's output."""

    def __init__(self, nlp: Language, name: str, lang: str | None = None):
        self.name = name
        self.lang = get_lang(lang or nlp.lang)
        words = "|".join(sorted(self.lang.CONCEPT_NOUNS, key=len, reverse=True))
        self.concept = re.compile(rf"[-\s](?:{words})(?![\w-])", re.IGNORECASE)

    def __call__(self, doc: Doc) -> Doc:
        text = doc_text(doc)
        sentences = find_sentences(text, sentence_offsets(doc))
        mentions, quantities = short_names.expand(
            text, self.lang, mentions_of(doc, text, self.concept), list(doc._.quantities)
        )
        ctx = LinkContext(
            text=text,
            lang=self.lang,
            sentences=sentences,
            mentions=mentions,
            quantities=quantities,
            tables=list(doc.user_data.get("tables", [])),
        )
        doc._.sentences = sentences
        claims = Linker(ctx).link()
        headings = {i for i, s in enumerate(sentences) if s.heading}
        annotate(text, self.lang, sentences, claims, headings)
        doc._.claims = claims
        return doc


def make_linker(nlp: Language, name: str, lang: str | None) -> ClaimLinker:
    return ClaimLinker(nlp, name, lang)
