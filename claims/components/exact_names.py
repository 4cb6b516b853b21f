"""spaCy component: names that are also ordinary words count only as written.

The entity ruler matches case-insensitively so that "h100" and "H100" both resolve;
for names made only of letters ("Frontier", "Colossus", "Grace Hopper") that would
turn "a frontier model" into the supercomputer. This component drops such matches
unless the text spells the name exactly as one of its aliases.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc


class ExactNames:
    def __init__(self, nlp: Language, name: str, names: list[str]):
        self.name = name
        self.exact = frozenset(names)
        self.folded = frozenset(n.casefold() for n in names)

    def __call__(self, doc: Doc) -> Doc:
        ents = doc.ents
        kept = [e for e in ents if e.text in self.exact or e.text.casefold() not in self.folded]
        if len(kept) != len(ents):
            doc.ents = kept
        return doc


def make_exact_names(nlp: Language, name: str, names: list[str]) -> ExactNames:
    return ExactNames(nlp, name, names)
