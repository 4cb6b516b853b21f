"""Build the spaCy pipeline: blank language + sentence splitter + entity ruler + our components.

The only place that calls ``spacy.blank`` and ``add_pipe``. Entity patterns come in as
data (from ``reference.ReferenceSet.patterns()``); nothing is downloaded.
"""

from __future__ import annotations

import spacy
from spacy.attrs import IS_PUNCT, LANG, LIKE_NUM, LOWER, NORM
from spacy.language import Language

from claims.factories import TOKENIZER, register_factories

SUPPORTED = ("de", "en")


def _with_plurals(patterns: list[dict[str, str]]) -> list[dict[str, str]]:
    """'H100s', 'A100s': English plurals of names ending in a digit."""
    extra = [
        {**p, "pattern": p["pattern"] + "s"}
        for p in patterns
        if isinstance(p["pattern"], str) and p["pattern"][-1:].isdigit()
    ]
    return patterns + extra


def _with_hyphens(patterns: list[dict[str, str]]) -> list[dict[str, str]]:
    """'Gaudi-3-Modul', 'TPU-v5p-Pod': names written with hyphens inside compounds."""
    extra = [
        {**p, "pattern": p["pattern"].replace(" ", "-")}
        for p in patterns
        if isinstance(p["pattern"], str) and " " in p["pattern"]
    ]
    return patterns + extra


def _word_names(patterns: list[dict[str, str]]) -> list[str]:
    """Aliases made only of letters and spaces: these are also ordinary words."""
    return sorted({p["pattern"] for p in patterns if p["pattern"].replace(" ", "").isalpha()})


#: The lexeme attributes the pipeline reads: the entity ruler matches LOWER, the
#: sentence splitter reads LIKE_NUM and IS_PUNCT; NORM stays for spaCy's own use.
_USED_LEXEME_ATTRIBUTES = frozenset({LANG, LOWER, NORM, LIKE_NUM, IS_PUNCT})


def _only_used_lexeme_attributes(nlp: Language) -> None:
    """Compute only the lexeme attributes something reads: each new word otherwise runs
    a dozen getters (shape, URL and e-mail tests, stop words ...) nobody looks at."""
    getters = nlp.vocab.lex_attr_getters
    nlp.vocab.lex_attr_getters = {k: f for k, f in getters.items() if k in _USED_LEXEME_ATTRIBUTES}


def build_nlp(lang: str, patterns: list[dict[str, str]]) -> Language:
    """A pipeline for ``lang`` ('de' or 'en'; anything else gets English rules)."""
    register_factories()
    lang = lang if lang in SUPPORTED else "en"
    nlp = spacy.blank(lang, config={"nlp": {"tokenizer": {"@tokenizers": TOKENIZER}}})
    _only_used_lexeme_attributes(nlp)
    ruler = nlp.add_pipe(
        "entity_ruler", config={"phrase_matcher_attr": "LOWER", "overwrite_ents": True}
    )
    # the ruler runs the pipes before it over each of its ~1,300 phrases: the sentence
    # splitter goes in front of it only once they are in
    ruler.add_patterns(_with_hyphens(_with_plurals(patterns)))
    # spaCy's sentencizer rules plus sentence starts at line breaks, in one pass
    nlp.add_pipe("specheck_sentences", first=True)
    nlp.add_pipe("specheck_exact_names", config={"names": _word_names(patterns)})
    nlp.add_pipe("specheck_quantities", config={"lang": lang})
    nlp.add_pipe("specheck_linker", config={"lang": lang})
    return nlp
