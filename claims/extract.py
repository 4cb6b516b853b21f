"""Run the pipeline over a Document and return its claims."""

from __future__ import annotations

from spacy.language import Language

from claims.models import Claim, Document


def extract_claims(document: Document, nlp: Language) -> list[Claim]:
    doc = nlp.make_doc(document.text)
    doc.user_data["tables"] = document.tables
    for _, proc in nlp.pipeline:
        doc = proc(doc)
    return list(doc._.claims or [])


def extract_with_sentences(document: Document, nlp: Language):
    """Claims plus the sentence spans the linker used (for checks that look back)."""
    doc = nlp.make_doc(document.text)
    doc.user_data["tables"] = document.tables
    for _, proc in nlp.pipeline:
        doc = proc(doc)
    return list(doc._.claims or []), list(doc._.sentences or [])
