"""Run the pipeline over a Document and return its claims."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.language import Language
from spacy.tokens import Doc

from claims.components.text import TEXT_KEY
from claims.models import Claim, Document
from claims.wrapping import unwrap


def chunk_bounds(text: str, limit: int) -> Iterator[tuple[int, int]]:
    """``(start, end)`` pieces of ``text``, each at most ``limit`` characters, that join to it.

    A piece ends after the last blank line inside the limit, else after the last line
    break, else after the last space, so no token and (nearly always) no sentence is
    cut; only a run of ``limit`` characters without any whitespace is cut hard.
    """
    start, n = 0, len(text)
    while n - start > limit:
        window_end = start + limit
        cut = -1
        for sep in ("\n\n", "\n", " "):
            found = text.rfind(sep, start, window_end)
            if found > start:
                cut = found + len(sep)
                break
        if cut <= start:
            cut = window_end
        yield start, cut
        start = cut
    yield start, n


def make_doc(text: str, nlp: Language) -> Doc:
    """Tokenise ``text``, in pieces when it is longer than ``nlp.max_length``.

    spaCy refuses longer texts because its parser and NER models need about 1 GB per
    100,000 characters; this pipeline has neither, only the tokenizer and rule-based
    components. Longer texts are tokenised piece by piece (``chunk_bounds``) and the
    pieces joined into one ``Doc`` whose text is exactly ``text``, so every offset is
    the same as if it had been tokenised whole.
    """
    if len(text) <= nlp.max_length:
        return nlp.make_doc(text)
    pieces = [nlp.tokenizer(text[a:b]) for a, b in chunk_bounds(text, nlp.max_length)]
    doc = Doc.from_docs(pieces, ensure_whitespace=False)
    if doc.text != text:  # every offset relies on it
        raise RuntimeError("tokenised pieces do not join to the document text")
    return doc


def _run(document: Document, nlp: Language) -> Doc:
    """Tokenise and run every pipe; the text goes along so components need not rebuild it."""
    text = document.text if document.is_html else unwrap(document.text)
    doc = make_doc(text, nlp)
    doc.user_data["tables"] = document.tables
    doc.user_data[TEXT_KEY] = text
    for _, proc in nlp.pipeline:
        doc = proc(doc)
    return doc


def extract_claims(document: Document, nlp: Language) -> list[Claim]:
    return list(_run(document, nlp)._.claims or [])


def extract_with_sentences(document: Document, nlp: Language):
    """Claims plus the sentence spans the linker used (for checks that look back)."""
    doc = _run(document, nlp)
    return list(doc._.claims or []), list(doc._.sentences or [])
