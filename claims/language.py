"""Language detection by function words: small, fast and deterministic."""

from __future__ import annotations

import re

# fmt: off
_STOPWORDS = {
    "de": {"der", "die", "das", "und", "ist", "mit", "von", "für", "nicht", "auf", "ein",
           "eine", "den", "dem", "des", "im", "zu", "auch", "sich", "bei", "wird", "als",
           "wie", "über", "nach", "werden", "oder", "sind", "noch", "aus"},
    "en": {"the", "and", "is", "of", "to", "in", "for", "with", "that", "on", "are", "as",
           "it", "by", "this", "from", "at", "an", "be", "which", "was", "its", "than",
           "or", "has", "have", "while", "into"},
}
# fmt: on
_WORD = re.compile(r"[a-zäöüß]+")


_DE_NUMERALS = re.compile(r"\d,\d{1,2}(?!\d)|\d\.\d{3}(?:\.\d{3})*,\d|\d\.\d{3}\.\d{3}")
_EN_NUMERALS = re.compile(
    r"\d\.\d{1,2}(?!\d)|\d,\d{3}(?:,\d{3})*\.\d|\d,\d{3},\d{3}|\d,\d{3}(?![\d,.])"
)


def _numeral_style(text: str) -> str | None:
    """'20,8' and '1.000.000' are German; '20.8' and '1,979' are English."""
    de = len(_DE_NUMERALS.findall(text))
    en = len(_EN_NUMERALS.findall(text))
    if de == en:
        return None
    return "de" if de > en else "en"


def detect_language(
    text: str, *, override: str = "auto", declared: str | None = None
) -> tuple[str, str | None]:
    """Return (language, note). ``override`` other than 'auto' wins."""
    if override and override != "auto":
        return override, None
    sample = text[:200_000]
    words = _WORD.findall(sample.lower())
    scores = {lang: sum(1 for w in words if w in stop) for lang, stop in _STOPWORDS.items()}
    best = max(scores, key=lambda k: (scores[k], k == "de"))
    total = len(words) or 1
    other = min(scores.values())
    if scores[best] < 8 and scores[best] >= 3 and other == 0:
        return best, None  # a short text, but all its function words agree
    if scores[best] < 8 or scores[best] / total < 0.05:
        # too few function words (a spec table, a short note): the way numbers are
        # written decides, then the declared language
        by_numbers = _numeral_style(sample)
        if by_numbers:
            return by_numbers, None
        hint = (declared or "").split("-")[0].lower()
        if hint in _STOPWORDS:
            return hint, None
    if scores[best] / total < 0.05:
        return best, (
            f"language not recognised as German or English; checked with the closest rules ({best})"
        )
    return best, None
