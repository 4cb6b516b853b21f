"""The message catalogues (``data/<lang>.yaml``) and the unit display table.

Catalogues are data: every text a report shows, per language, under the same keys.
A plural is a mapping of CLDR plural categories chosen with Babel's plural rules.
"""

from __future__ import annotations

import functools
import string
from importlib import resources
from typing import Any, Literal

import yaml
from babel import Locale
from pydantic import BaseModel, ConfigDict, Field

#: Report languages with a catalogue; the first is the fallback.
LANGUAGES = ("en", "de")

Text = str | dict[str, str]


class NumberStyle(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    compact: Literal["short", "long"]
    exact_below: float
    factor: str
    percent: str
    range: str
    also: str
    durations: dict[str, str]
    symbols: dict[str, str]
    currencies: dict[str, str] = Field(default_factory=dict)


class Catalogue(BaseModel):
    """One language's texts; ``messages`` are explanations and trail steps by key."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    language: str
    numbers: NumberStyle
    verdicts: dict[str, str]
    verdicts_plural: dict[str, dict[str, str]]
    checks: dict[str, str]
    attributes: dict[str, str]
    precisions: dict[str, str]
    sparsities: dict[str, str]
    slips: dict[str, str]
    ui: dict[str, Text]
    index: dict[str, Text]
    summary: dict[str, Text]
    trail_words: dict[str, str] = Field(default_factory=dict)
    messages: dict[str, Text]


class UnitDisplay(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    symbol: str = ""
    prefixes: Literal["si", "small", "none", "compact", "duration", "factor", "percent"]
    factor: float = 1.0
    #: A key into the catalogue's ``numbers.symbols`` for a language-specific symbol.
    symbol_key: str | None = None
    unit: str | None = None


class UnitTable(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    units: dict[str, UnitDisplay]
    attributes: dict[str, UnitDisplay] = Field(default_factory=dict)


def _read(name: str) -> Any:
    text = resources.files("reports.i18n").joinpath("data").joinpath(name).read_text("utf-8")
    # libyaml's loader where PyYAML was built with it: ten times the pure-Python one
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


@functools.cache
def catalogue(lang: str) -> Catalogue:
    """The catalogue for ``lang`` (English for a language without one)."""
    if lang not in LANGUAGES:
        lang = LANGUAGES[0]
    return Catalogue.model_validate(_read(f"{lang}.yaml"))


@functools.cache
def unit_table() -> UnitTable:
    return UnitTable.model_validate(_read("units.yaml"))


def plural(text: Text, count: float, lang: str) -> str:
    """The form of ``text`` for ``count`` (a plain string has one form for all)."""
    if isinstance(text, str):
        return text
    category = Locale.parse(lang).plural_form(abs(count))
    return text.get(category) or text["other"]


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}
