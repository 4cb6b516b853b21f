"""spaCy component: link quantities to subjects and qualifiers, set ``doc._.claims``."""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from claims.lang import get as get_lang
from claims.linker import LinkContext, Linker, find_sentences
from claims.models import Mention


class ClaimLinker:
    """Builds claims from the entity ruler's mentions and the quantity matcher's output."""

    def __init__(self, nlp: Language, name: str, lang: str | None = None):
        self.name = name
        self.lang = get_lang(lang or nlp.lang)

    def __call__(self, doc: Doc) -> Doc:
        sentences = find_sentences(doc.text, [(s.start_char, s.end_char) for s in doc.sents])
        mentions = [
            Mention(e.start_char, e.end_char, e.text, e.ent_id_ or e.text, e.label_)
            for e in doc.ents
        ]
        ctx = LinkContext(
            text=doc.text,
            lang=self.lang,
            sentences=sentences,
            mentions=mentions,
            quantities=list(doc._.quantities),
            tables=list(doc.user_data.get("tables", [])),
        )
        doc._.sentences = sentences
        doc._.claims = Linker(ctx).link()
        return doc


def make_linker(nlp: Language, name: str, lang: str | None) -> ClaimLinker:
    return ClaimLinker(nlp, name, lang)
