"""A cue word list matches whole words in any case, exactly as the plain
case-insensitive pattern does, at the offsets of the original text."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from claims.wordlists import WordPattern

WORDS = ("per GPU", "im Vergleich zu", "je", "à", "a", "bzw.", "ca.", "x", "über", "GPU-Stunde")
PLAIN = re.compile(
    "|".join(
        (r"(?<![\w])" if w[0].isalnum() else "")
        + re.escape(w)
        + (r"(?![\w-])" if w[-1].isalnum() or w[-1] == "." else "")
        for w in sorted(WORDS, key=len, reverse=True)
    ),
    re.IGNORECASE,
)
PATTERN = WordPattern(WORDS)
TEXTS = st.lists(
    st.sampled_from([*"aAjJeExXpPGgUuüÜ-. rRstbBzZcCàÀİ", "im Vergleich zu ", "per gpu"]),
    max_size=30,
).map("".join)


def spans(matches) -> list[tuple[int, int]]:
    return [m.span() for m in matches]


@settings(max_examples=400, deadline=None)
@given(TEXTS, st.integers(0, 45), st.integers(0, 45))
def test_matches_as_the_case_insensitive_pattern_does(text, pos, endpos):
    assert spans(PATTERN.finditer(text)) == spans(PLAIN.finditer(text))
    assert spans(PATTERN.finditer(text, pos, endpos)) == spans(PLAIN.finditer(text, pos, endpos))
    assert bool(PATTERN.search(text)) == bool(PLAIN.search(text))
    assert bool(PATTERN.match(text, pos)) == bool(PLAIN.match(text, pos))
    assert bool(PATTERN.fullmatch(text)) == bool(PLAIN.fullmatch(text))
    assert PATTERN.sub("", text) == PLAIN.sub("", text)


def test_whole_words_only_and_the_rest_keeps_its_case():
    assert PATTERN.search("Leistung Per GPU") is not None
    assert PATTERN.search("pro GPU-Stunde") is not None
    assert PATTERN.search("per GPU-hour") is None  # a hyphen continues the word
    assert PATTERN.search("Japan") is None  # "je", "a" inside a word are no words
    assert PATTERN.sub(" ", "Im Vergleich zu H100 JE Karte") == "  H100   Karte"


def test_a_text_whose_lowercase_is_longer_keeps_its_offsets():
    text = "İm Vergleich zu X"  # "İ".lower() is two characters
    assert spans(PATTERN.finditer(text)) == spans(PLAIN.finditer(text)) == [(0, 15), (16, 17)]
