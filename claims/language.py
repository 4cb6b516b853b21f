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


def detect_language(
    text: str, *, override: str = "auto", declared: str | None = None
) -> tuple[str, str | None]:
    """Return (language, note). ``override`` other than 'auto' wins."""
    if override and override != "auto":
        return override, None
    words = _WORD.findall(text.lower()[:200_000])
    scores = {lang: sum(1 for w in words if w in stop) for lang, stop in _STOPWORDS.items()}
    best = max(scores, key=lambda k: (scores[k], k == "de"))
    total = len(words) or 1
    if scores[best] / total < 0.05:
        hint = (declared or "").split("-")[0].lower()
        if hint in _STOPWORDS:
            return hint, None
        return best, (
            f"language not recognised as German or English; checked with the closest rules ({best})"
        )
    return best, None
