"""Explanations and trails that arrive as English text (checks without a message key).

Until every check describes its finding with a message key, its English text is shown
as it is, with two repairs an editor needs in any language: internal identifiers
("nvidia-b100", "FP64_TENSOR", "DENSE") become the names and labels an editor writes,
and the plain-number steps of a trail are reformatted in the report's language and
units ("3.958e21 FLOP/s" -> "3,958 ZFLOPS"). Quotes from the document ('...') and
numbers that are not unambiguously English ("1.000.000") are left as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import lru_cache

from reports.i18n.catalog import catalogue
from reports.i18n.numbers import SI_PREFIXES, quantity

_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
#: Unit symbols the checks print, mapped to (canonical unit, factor to it).
_SYMBOLS = {
    "FLOP/s": ("FLOP/s", 1.0),
    "FLOPS": ("FLOP/s", 1.0),
    "OP/s": ("OP/s", 1.0),
    "OPS": ("OP/s", 1.0),
    "FLOP": ("FLOP", 1.0),
    "B/s": ("byte/s", 1.0),
    "B": ("byte", 1.0),
    "W": ("W", 1.0),
    "Wh": ("J", 3600.0),
    "J": ("J", 1.0),
    "Hz": ("Hz", 1.0),
}
_PREFIX = {p: f for f, p in SI_PREFIXES if p}
_CURRENCIES = ("USD", "EUR", "JPY", "CNY", "KRW", "GBP", "TWD", "CHF")
_NUMBER = re.compile(
    r"(?<![\w.,'’/])(?<![^\d\s]-)"
    r"(?P<int>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<frac>\d+))?(?:e(?P<exp>[+-]?\d+))?"
    r"(?![\w]|[.,]\d)"
    r"(?:\s(?P<scale>thousand|million|billion|trillion)\b)?"
    r"(?:\s?(?P<unit>(?:[kMGTPEZY]?(?:FLOP/s|FLOPS|OP/s|OPS|FLOP|B/s|Wh|B|W|J|Hz))"
    r"|" + "|".join(_CURRENCIES) + r")(?![\w/]))?"
)
_QUOTED = re.compile(r"((?<!\w)'[^'\n]*'(?!\w)|\"[^\"]*\"|“[^”]*”|„[^“]*“)")
_PRECISION = re.compile(r"(?i)\b(FP64_TENSOR|FP64|FP32|TF32|FP16|BF16|FP8|FP6|FP4|INT8|INT4)\b")
_SPARSITY = re.compile(r"\b(DENSE|SPARSE)\b")
_SPACES = re.compile(r"(?<=\S) {2,}(?=\S)")
_TIMES = re.compile(r"(?<=\S) x (?=\S)")


def _unit_of(symbol: str) -> tuple[str, float] | None:
    if symbol in _CURRENCIES:
        return symbol, 1.0
    for base, (unit, factor) in _SYMBOLS.items():
        if symbol == base:
            return unit, factor
        if symbol.endswith(base) and symbol[: -len(base)] in _PREFIX:
            return unit, factor * _PREFIX[symbol[: -len(base)]]
    return None


def _number(m: re.Match[str], lang: str) -> str:
    value = float(m["int"].replace(",", "") + (f".{m['frac']}" if m["frac"] else ""))
    if m["exp"]:
        value *= 10 ** int(m["exp"])
    if m["scale"]:
        value *= _SCALES[m["scale"]]
    unit = "count"
    if m["unit"]:
        found = _unit_of(m["unit"])
        if found is None:
            return m[0]
        unit, factor = found
        value *= factor
    elif not (m["exp"] or m["scale"] or "," in m["int"] or m["frac"] or value >= 10_000):
        return m[0]  # a small plain integer reads the same in every language
    exact = None if m["scale"] or m["exp"] else 1e12  # "1,000,000 x" stays exact
    return quantity(value, unit, lang, digits=4, exact_below=exact)


def _outside_quotes(text: str, fix: Callable[[str], str]) -> str:
    parts = _QUOTED.split(text)
    return "".join(part if i % 2 else fix(part) for i, part in enumerate(parts))


@lru_cache(maxsize=4096)
def _ids_pattern(ids: tuple[str, ...]) -> re.Pattern[str]:
    """Whole-word ids, longest first (compiled once per set of ids)."""
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")


def identifiers(text: str, names: Mapping[str, str], lang: str) -> str:
    """Reference ids, precision and sparsity tokens as an editor writes them."""
    cat = catalogue(lang)
    present = [i for i in names if i in text]  # a substring test per id is cheap
    if present:
        text = _ids_pattern(tuple(sorted(present, key=len, reverse=True))).sub(
            lambda m: names[m[1]], text
        )
    text = _PRECISION.sub(lambda m: cat.precisions.get(m[1].lower(), m[1]), text)
    text = _SPARSITY.sub(lambda m: cat.sparsities[m[1].lower()], text)
    return _SPACES.sub(" ", text)


def explanation(text: str, names: Mapping[str, str], lang: str) -> str:
    """An English explanation with identifiers repaired (its language stays English)."""
    return _outside_quotes(text, lambda part: identifiers(part, names, "en"))


#: Trail steps rendered so far in this process, by (step, language), for one mapping
#: of names (a run's; held here, so it is the same object while it is kept). Steps
#: recur across a batch's documents (a datasheet value, "the text says ..."): on the
#: project's corpus and rounds, 57 % of the steps were rendered before.
_rendered_steps: tuple[Mapping[str, str] | None, dict[tuple[str, str], str]] = (None, {})
#: Steps kept at most; beyond, the kept ones are dropped and kept anew.
_MAX_STEPS = 50_000


def trail_step(text: str, names: Mapping[str, str], lang: str) -> str:
    """A trail step with its numbers, units and words in the report's language."""
    global _rendered_steps
    known, done = _rendered_steps
    if known is not names:
        known, done = _rendered_steps = (names, {})
    found = done.get((text, lang))
    if found is None:
        if len(done) >= _MAX_STEPS:
            done.clear()
        found = done[(text, lang)] = _trail_step(text, names, lang)
    return found


def _trail_step(text: str, names: Mapping[str, str], lang: str) -> str:
    cat = catalogue(lang)

    def fix(part: str) -> str:
        part = identifiers(part, names, lang)
        part = _NUMBER.sub(lambda m: _number(m, lang), part)
        part = _TIMES.sub(" × ", part)
        for english, local in cat.trail_words.items():
            part = part.replace(english, local)
        return part

    return _outside_quotes(text, fix)
