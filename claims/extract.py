"""Run the pipeline over a Document and return its claims."""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from claims.components.text import TEXT_KEY
from claims.models import Claim, Document


def _run(document: Document, nlp: Language) -> Doc:
    """Tokenise and run every pipe; the text goes along so components need not rebuild it."""
    doc = nlp.make_doc(document.text)
    doc.user_data["tables"] = document.tables
    doc.user_data[TEXT_KEY] = document.text
    for _, proc in nlp.pipeline:
        doc = proc(doc)
    return doc


def extract_claims(document: Document, nlp: Language) -> list[Claim]:
    return list(_run(document, nlp)._.claims or [])


def extract_with_sentences(document: Document, nlp: Language):
    """Claims plus the sentence spans the linker used (for checks that look back)."""
    doc = _run(document, nlp)
    return list(doc._.claims or []), list(doc._.sentences or [])
