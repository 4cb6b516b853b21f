"""Tokenizer rules composed from the unit tables.

spaCy's blank German tokenizer leaves "H100-GPUs", "4nm-Prozess" and "700W." whole,
so the entity ruler would never see "H100". These rules split a hyphen between a
name and a word, units glued to digits, and dashes between numbers.
"""

from __future__ import annotations

import re

from spacy.language import Language
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

from claims.lang import common


def _unit_alternation() -> str:
    units = sorted((u for u in common.UNIT_SYMBOLS if u.isalpha() or "/" in u), key=len)
    return "|".join(re.escape(u) for u in reversed(units))


def customize_tokenizer(nlp: Language) -> None:
    """Add infix/suffix/prefix rules for glued units, hyphenated names, number dashes."""
    tokenizer = nlp.tokenizer
    infixes = list(nlp.Defaults.infixes or []) + [
        r"(?<=[0-9A-Za-zÄÖÜäöüß])-(?=[A-Za-zÄÖÜäöüß])",  # H100-GPUs, 4nm-Prozess
        r"(?<=[0-9])[–—](?=[$€¥￥0-9])",  # 25–30, $25,000–$35,000
        r"(?<=[0-9])[×x·](?=[0-9])",  # 6×6
        rf"(?<=[0-9])(?=(?:{_unit_alternation()})\b)",  # 80GB, 4nm
    ]
    suffixes = list(nlp.Defaults.suffixes or []) + [
        rf"(?<=[0-9])(?:{_unit_alternation()})",
        r"(?<=[A-Za-z0-9])\.",
        r"(?<=[0-9])[xX×]",  # 5x
    ]
    prefixes = list(nlp.Defaults.prefixes or []) + [r"US\$", r"\$", r"￥", r"¥", r"€", r"₩"]
    tokenizer.infix_finditer = compile_infix_regex(infixes).finditer
    tokenizer.suffix_search = compile_suffix_regex(suffixes).search
    tokenizer.prefix_search = compile_prefix_regex(prefixes).search
