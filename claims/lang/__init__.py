"""Language data, one plain module per language; logic never branches on language."""

from __future__ import annotations

from types import ModuleType

from claims.lang import common, de, en

LANGUAGES: dict[str, ModuleType] = {"de": de, "en": en}


def get(lang: str) -> ModuleType:
    """The data module for ``lang``; unknown languages get English data."""
    return LANGUAGES.get(lang, en)


__all__ = ["LANGUAGES", "common", "get"]
