"""The document text, shared by the components instead of rebuilt from the tokens."""

from __future__ import annotations

from spacy.tokens import Doc

#: ``doc.user_data`` key under which ``claims.extract`` stores the text it tokenised.
TEXT_KEY = "text"


def doc_text(doc: Doc) -> str:
    """``doc.text`` without the cost of joining every token again.

    spaCy's tokenisation is non-destructive, so the text ``make_doc`` was given equals
    ``doc.text``; rebuilding that string walks all tokens (~10 ms per 50k characters)
    and two components need it. A doc made elsewhere, or one whose stored text does
    not end where its last token does, falls back to ``doc.text``.
    """
    text = doc.user_data.get(TEXT_KEY)
    if isinstance(text, str):
        if len(doc) == 0:
            if not text:
                return text
        else:
            last = doc[-1]
            if last.idx + len(last.text_with_ws) == len(text):
                return text
    return doc.text
