"""Register specheck's spaCy components in one place (avoids import-order bugs)."""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import registry

from claims.components.exact_names import make_exact_names
from claims.components.line_breaks import make_sentences
from claims.components.linker import make_linker
from claims.components.quantities import make_quantities
from claims.tokenizer import make_tokenizer

#: The registered name of the project's tokenizer (``claims.tokenizer``).
TOKENIZER = "specheck.tokenizer.v1"

_registered = False


def register_factories() -> None:
    global _registered
    if _registered:
        return
    for attr in ("quantities", "claims", "sentences"):
        if not Doc.has_extension(attr):
            Doc.set_extension(attr, default=None)
    registry.tokenizers(TOKENIZER)(lambda: make_tokenizer)
    Language.factory("specheck_sentences", assigns=["token.is_sent_start"])(make_sentences)
    Language.factory(
        "specheck_quantities", default_config={"lang": None}, assigns=["doc._.quantities"]
    )(make_quantities)
    Language.factory(
        "specheck_linker",
        default_config={"lang": None},
        assigns=["doc._.claims", "doc._.sentences"],
        requires=["doc.ents", "doc.sents", "doc._.quantities"],
    )(make_linker)
    Language.factory(
        "specheck_exact_names",
        default_config={"names": []},
        assigns=["doc.ents"],
        requires=["doc.ents"],
    )(make_exact_names)
    _registered = True
