"""Numbers and quantities as an editor of the report's language writes them.

Babel formats every number ("20,8 Mrd.", "3.958", "3,5 Tage"); ``units.yaml`` says how
a canonical unit is shown (FLOP/s as "PFLOPS", bytes as "GB", joules as "MWh"). When
the article wrote a figure of the same unit with another SI prefix, the value is shown
in that prefix as well: "3,96 ZFLOPS (3.958 EFLOPS)".
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from babel.numbers import format_compact_decimal, format_decimal
from babel.units import format_unit

from pipeline import estimator
from reports.i18n.catalog import UnitDisplay, catalogue, unit_table

#: The estimator's prefixes, and none for values below a thousand.
SI_PREFIXES = (*estimator.SI_PREFIXES, (1.0, ""))
SMALL_PREFIXES = ((1.0, ""), (1e-3, "m"), (1e-6, "µ"), (1e-9, "n"), (1e-12, "p"))
_FACTORS = {p: f for f, p in SI_PREFIXES + SMALL_PREFIXES}
_CURRENCY = re.compile(r"[A-Z]{3}")
#: Seconds per duration unit, largest first; a duration uses the largest that gives >= 2.
_DURATIONS = (("day", 86400.0), ("hour", 3600.0), ("minute", 60.0), ("second", 1.0))


#: Plain numbers up to here; beyond, a mantissa and a power of ten.
_PLAIN_LIMIT = 1e21


def significant(value: float, digits: int = 3) -> float:
    """``value`` rounded to ``digits`` significant digits (0 stays 0)."""
    if value == 0 or not math.isfinite(value):
        return value
    return round(value, digits - 1 - math.floor(math.log10(abs(value))))


@lru_cache(maxsize=65536)
def decimal(value: float, lang: str, digits: int = 3) -> str:
    """A plain number in the language's format: 3.958 -> "3,96" (de), "3.96" (en)."""
    if not math.isfinite(value):
        return "∞" if value > 0 else ("−∞" if value < 0 else "–")
    rounded = significant(value, digits)
    if abs(rounded) >= _PLAIN_LIMIT:
        # 1e40: beyond what a reader counts in digits (and what Decimal quantizes)
        mantissa, exponent = f"{rounded:.{digits - 1}e}".split("e")
        return f"{format_decimal(float(mantissa), locale=lang)} × 10^{int(exponent)}"
    if abs(rounded) >= 10 ** (digits - 1) or rounded == int(rounded):
        return format_decimal(round(rounded), locale=lang)
    return format_decimal(rounded, locale=lang, format="#,##0.#########")


@lru_cache(maxsize=65536)
def count(value: float, lang: str, digits: int = 3, exact_below: float | None = None) -> str:
    """A count: exact below the catalogue's limit ("2.048"), else with a scale word."""
    style = catalogue(lang).numbers
    if not math.isfinite(value):
        return decimal(value, lang)
    limit = style.exact_below if exact_below is None else exact_below
    if abs(value) < limit:
        if value == round(value):
            return format_decimal(round(value), locale=lang)
        return decimal(value, lang, digits)
    return format_compact_decimal(
        significant(value, digits),
        format_type=style.compact,
        locale=lang,
        fraction_digits=digits - 1,
    )


def display_of(unit: str, attribute: str | None = None) -> UnitDisplay | None:
    """How ``unit`` is shown (an attribute may override it: GPU-hours in seconds)."""
    table = unit_table()
    special = table.attributes.get(attribute or "")
    if special is not None and special.unit == unit:
        return special
    return table.units.get(unit)


def natural_prefix(value: float, unit: str) -> str | None:
    """The SI prefix a value reads best with ("E" for 4e18 FLOP/s); None without prefixes."""
    disp = display_of(unit)
    if disp is None or disp.prefixes not in ("si", "small") or not math.isfinite(value):
        return None
    rounded = significant(abs(value) / disp.factor)
    table = SI_PREFIXES if disp.prefixes == "si" else SMALL_PREFIXES
    for factor, prefix in table:
        if rounded >= factor:
            return prefix
    return table[-1][1]


def _with_prefix(value: float, disp: UnitDisplay, prefix: str, lang: str, digits: int) -> str:
    scaled = value / disp.factor / _FACTORS[prefix]
    return f"{decimal(scaled, lang, digits)} {prefix}{disp.symbol}"


@lru_cache(maxsize=65536)
def quantity(
    value: float,
    unit: str,
    lang: str,
    *,
    attribute: str | None = None,
    prefer: str | None = None,
    digits: int = 3,
    exact_below: float | None = None,
) -> str:
    """``value`` in canonical ``unit`` as the language writes it.

    ``prefer`` is an SI prefix the article uses for this unit: when the best prefix
    differs, the value follows in the article's prefix ("3,96 ZFLOPS (3.958 EFLOPS)").
    """
    cat = catalogue(lang)
    if not math.isfinite(value):
        return decimal(value, lang)
    disp = display_of(unit, attribute)
    if disp is None:
        if _CURRENCY.fullmatch(unit):
            name = cat.numbers.currencies.get(unit, unit)
            return f"{count(value, lang, digits, exact_below)} {name}"
        return f"{decimal(value, lang, digits)} {unit}".strip()
    if disp.prefixes in ("si", "small"):
        natural = natural_prefix(value, unit) or ""
        text = _with_prefix(value, disp, natural, lang, digits)
        if prefer is not None and prefer != natural and prefer in _FACTORS:
            ratio = _FACTORS[natural] / _FACTORS[prefer]
            if 1 < ratio <= 1e6 and value != 0:  # '3,96 ZFLOPS (3.958 EFLOPS)'
                other = _with_prefix(value, disp, prefer, lang, digits + 1)
                text = cat.numbers.also.format(value=text, other=other)
        return text
    if disp.prefixes == "none":
        return f"{decimal(value / disp.factor, lang, digits)} {disp.symbol}".strip()
    if disp.prefixes == "factor":
        return cat.numbers.factor.format(n=decimal(value, lang, digits))
    if disp.prefixes == "percent":
        return cat.numbers.percent.format(n=decimal(value, lang, digits))
    if disp.prefixes == "duration":
        return duration(value, lang)
    symbol = cat.numbers.symbols.get(disp.symbol_key or "", disp.symbol)
    return f"{count(value / disp.factor, lang, digits, exact_below)} {symbol}".strip()


def duration(seconds: float, lang: str) -> str:
    """Seconds in the largest unit that gives at least 2 of it: "95 Tage", "12 hours"."""
    style = catalogue(lang).numbers
    for name, size in _DURATIONS:
        if abs(seconds) >= 2 * size or name == "second":
            amount = significant(seconds / size)
            if amount == int(amount):
                amount = int(amount)
            return format_unit(amount, style.durations[name], locale=lang, length="long")
    raise AssertionError("unreachable")


def quantity_range(
    low: float | None,
    high: float | None,
    unit: str,
    lang: str,
    *,
    attribute: str | None = None,
) -> str:
    """A range, "34,2 Mio. KRW – 39,6 Mio. KRW", or one value when both ends read alike."""
    if low is None and high is None:
        return "–"
    if low is None or high is None:
        return quantity(low if high is None else high, unit, lang, attribute=attribute)
    low_text = quantity(low, unit, lang, attribute=attribute)
    high_text = quantity(high, unit, lang, attribute=attribute)
    if low_text == high_text:
        return low_text
    return catalogue(lang).numbers.range.format(low=low_text, high=high_text)
