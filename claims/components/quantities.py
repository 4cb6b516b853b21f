"""spaCy component: find quantities in the doc text and store them on ``doc._.quantities``."""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from claims.components.text import doc_text
from claims.quantities import QuantityScanner


class QuantityMatcher:
    """Runs the locale-aware quantity grammar over the whole text (exact char offsets)."""

    def __init__(self, nlp: Language, name: str, lang: str | None = None):
        self.name = name
        self.scanner = QuantityScanner(lang or nlp.lang)

    def __call__(self, doc: Doc) -> Doc:
        doc._.quantities = self.scanner.scan(doc_text(doc))
        return doc


def make_quantities(nlp: Language, name: str, lang: str | None) -> QuantityMatcher:
    return QuantityMatcher(nlp, name, lang)
