"""The estimator core: pure, unit-aware arithmetic with ranges and a readable trail.

Every function takes plain numbers in SI base units (or pint quantities) and returns
an ``Estimate``: a value, the low/high range it implies, and the trail of steps an
editor can follow. Nothing here knows about text or findings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from reference.units import to_base

SI_PREFIXES = [
    (1e30, "Q"),
    (1e27, "R"),
    (1e24, "Y"),
    (1e21, "Z"),
    (1e18, "E"),
    (1e15, "P"),
    (1e12, "T"),
    (1e9, "G"),
    (1e6, "M"),
    (1e3, "k"),
]
COUNT_WORDS = [(1e12, "trillion"), (1e9, "billion"), (1e6, "million")]

#: The largest magnitude, in SI base units, that specheck computes with. Hardware
#: figures stay far below it (a zettaFLOP is 1e21, a year's world GDP in KRW about
#: 1e17); a product of two figures up to it stays well inside a float (1.8e308), so
#: no check overflows. Larger numbers are "too large to check".
MAX_MAGNITUDE = 1e100
TOO_LARGE = "too large to check"


def checkable(*values: float | None) -> bool:
    """True when every value given is None or a finite number within MAX_MAGNITUDE."""
    return all(v is None or (math.isfinite(v) and abs(v) <= MAX_MAGNITUDE) for v in values)


def _positive_pair(claimed: float, expected: float) -> bool:
    """Both positive, finite and within range: the slip tests take their logarithm."""
    return claimed > 0 and expected > 0 and checkable(claimed, expected)


@dataclass(frozen=True)
class Estimate:
    value: float
    low: float
    high: float
    unit: str
    trail: tuple[str, ...] = field(default_factory=tuple)

    def contains(self, low: float, high: float) -> bool:
        return overlaps(self.low, self.high, low, high)


def overlaps(a_low: float, a_high: float, b_low: float, b_high: float) -> bool:
    return a_low <= b_high and b_low <= a_high


@lru_cache(maxsize=8192, typed=True)
def human(value: float, unit: str) -> str:
    """3.958e21 FLOP/s -> '3.96 ZFLOP/s'; 2.08e11 count -> '208 billion'."""
    if not checkable(value):
        return TOO_LARGE
    if value == 0:
        return f"0 {unit}".strip()
    mag = abs(value)
    if unit in ("count", ""):
        for factor, word in COUNT_WORDS:
            if mag >= factor:
                return f"{_digits(value / factor)} {word}"
        return _digits(value)
    if unit in ("USD", "EUR", "JPY", "CNY", "KRW", "GBP", "TWD"):
        for factor, word in COUNT_WORDS:
            if mag >= factor:
                return f"{_digits(value / factor)} {word} {unit}"
        return f"{value:,.0f} {unit}" if mag >= 100 else f"{_digits(value)} {unit}"
    if unit == "percent":
        return f"{_digits(value)} %"
    if unit == "ratio":
        return f"{_digits(value)}x"
    if unit == "s":
        if mag >= 1e9:  # decades of wall-clock time only exist as GPU-time
            return f"{human(value / 3600, 'count')} GPU-hours"
        if mag >= 86400 * 2:
            return f"{_digits(value / 86400)} days"
        if mag >= 3600 * 2:
            return f"{_digits(value / 3600)} hours"
        return f"{_digits(value)} s"
    if unit == "J":  # energy reads in watt-hours
        return human(value / 3600, "Wh")
    if unit == "m":
        return f"{_digits(value * 1e9)} nm"
    base = {"byte": "B", "byte/s": "B/s"}.get(unit, unit)
    for factor, prefix in SI_PREFIXES:
        if mag >= factor:
            return f"{_digits(value / factor)} {prefix}{base}"
    return f"{_digits(value)} {base}"


def _digits(x: float) -> str:
    if x == 0:
        return "0"
    if not math.isfinite(x):
        return TOO_LARGE
    mag = abs(x)
    if mag >= 1e15:  # beyond the largest scale word or prefix: digits would not help
        return f"{x:.3g}"
    if mag >= 100:
        return f"{x:,.0f}"
    if mag >= 10:
        return f"{x:.1f}".rstrip("0").rstrip(".")
    if mag >= 1:
        return f"{x:.2f}".rstrip("0").rstrip(".")
    return f"{x:.3g}"


def factor_slip(claimed: float, expected: float) -> str | None:
    """Name a clean slip: a power of ten, a factor of 2 or 8 (bit/byte)."""
    if not _positive_pair(claimed, expected):
        return None
    ratio = expected / claimed
    exp = math.log10(ratio)
    if abs(exp - round(exp)) < 0.03 and round(exp) != 0:
        n = round(exp)
        size = f"{10 ** abs(n):,}x"
        return f"off by {size} ({'too small' if n > 0 else 'too large'})"
    for f, why in ((2, "a factor of 2"), (8, "a factor of 8 (bits vs bytes)")):
        if abs(ratio - f) / f < 0.03:
            return f"off by {why} (too small)"
        if abs(ratio - 1 / f) * f < 0.03:
            return f"off by {why} (too large)"
    if ratio >= 1.5:
        return f"{_digits(ratio)}x too small"
    if ratio <= 1 / 1.5:
        return f"{_digits(1 / ratio)}x too large"
    return None


def power_of_ten_slip(claimed: float, expected: float, within: float = 0.03) -> bool:
    """The two differ by 10, 100, 1000 ... within ``within`` (3 %: the rounding a restated
    figure carries): a unit or scale-word slip. "10,7 MW" against 1 kW is 10,700x: no slip."""
    if not _positive_pair(claimed, expected):
        return False
    exp = math.log10(expected / claimed)
    return abs(exp - round(exp)) < math.log10(1 + within) and round(exp) != 0


def clean_slip(claimed: float, expected: float) -> bool:
    """A power of ten, or a factor of 2 or 8 (sparse vs dense, bits vs bytes)."""
    if power_of_ten_slip(claimed, expected):
        return True
    if not _positive_pair(claimed, expected):
        return False
    ratio = expected / claimed
    return any(abs(ratio - f) / f < 0.03 or abs(ratio - 1 / f) * f < 0.03 for f in (2, 8))


def scaled(est: Estimate, factor: float, why: str) -> Estimate:
    lo, hi = sorted((est.low * factor, est.high * factor))
    return Estimate(est.value * factor, lo, hi, est.unit, (*est.trail, why))


def aggregate(
    count: float,
    per_unit: float,
    unit: str,
    *,
    rel: float = 0.0,
    per_low: float | None = None,
    per_high: float | None = None,
    label: str = "",
) -> Estimate:
    """count x per-unit figure (FLOP/s, byte, W, USD ...)."""
    lo = count * (per_low if per_low is not None else per_unit * (1 - rel))
    hi = count * (per_high if per_high is not None else per_unit * (1 + rel))
    value = count * per_unit
    trail = (
        f"{count:,.0f} x {human(per_unit, unit)}{(' ' + label) if label else ''}",
        f"= {human(value, unit)}",
    )
    return Estimate(value, lo, hi, unit, trail)


def ratio(a: float, b: float, *, a_label: str = "", b_label: str = "") -> Estimate:
    value = a / b if b else math.inf  # no ratio to a zero: out of range, never a crash
    trail = (f"{a_label or _digits(a)} / {b_label or _digits(b)}", f"= {_digits(value)}x")
    return Estimate(value, value, value, "ratio", trail)


def difference(a: float, b: float, unit: str) -> Estimate:
    value = a - b
    trail = (f"{human(a, unit)} - {human(b, unit)}", f"= {human(value, unit)}")
    return Estimate(value, value, value, unit, trail)


def convert_currency(
    amount: float, rate_low: float, rate_high: float, src: str, dst: str, period: str = ""
) -> Estimate:
    """amount in src x rate (dst per src)."""
    lo, hi = amount * rate_low, amount * rate_high
    mid = amount * (rate_low + rate_high) / 2
    when = f" ({period})" if period else ""
    rates = (
        f"{_digits(rate_low)}"
        if rate_low == rate_high
        else f"{_digits(rate_low)}-{_digits(rate_high)}"
    )
    trail = (
        f"{human(amount, src)} x {rates} {dst}/{src}{when}",
        f"= {human(lo, dst)}" + ("" if lo == hi else f" to {human(hi, dst)}"),
    )
    return Estimate(mid, lo, hi, dst, trail)


def training_compute(parameters: float, tokens: float) -> Estimate:
    """The 6ND rule: about 6 FLOP per parameter and token (forward + backward)."""
    value = 6 * parameters * tokens
    trail = (
        f"6 x {human(parameters, 'count')} parameters x {human(tokens, 'count')} tokens",
        f"= {value:.3g} FLOP",
    )
    return Estimate(value, value, value, "FLOP", trail)


def training_time(compute: float, throughput: float, utilisation: float = 1.0) -> Estimate:
    rate = throughput * utilisation
    seconds = compute / rate if rate else math.inf
    trail = (
        f"{compute:.3g} FLOP / ({human(throughput, 'FLOP/s')} x {utilisation:.0%})",
        f"= {human(seconds, 's')}",
    )
    return Estimate(seconds, seconds, seconds, "s", trail)


#: Bytes needed per parameter to hold weights at a precision.
BYTES_PER_PARAMETER = {
    "fp32": 4.0,
    "fp16": 2.0,
    "bf16": 2.0,
    "fp8": 1.0,
    "int8": 1.0,
    "fp6": 0.75,
    "fp4": 0.5,
    "int4": 0.5,
}


def memory_for_parameters(parameters: float, precision: str) -> Estimate:
    per = BYTES_PER_PARAMETER[precision]
    value = parameters * per
    trail = (
        f"{human(parameters, 'count')} parameters x {per:g} byte ({precision})",
        f"= {human(value, 'byte')}",
    )
    return Estimate(value, value, value, "byte", trail)


def max_parameters(capacity_bytes: float, precision: str) -> Estimate:
    per = BYTES_PER_PARAMETER[precision]
    value = capacity_bytes / per
    trail = (
        f"{human(capacity_bytes, 'byte')} / {per:g} byte per parameter ({precision})",
        f"= {human(value, 'count')} parameters at most",
    )
    return Estimate(value, 0, value, "count", trail)


def quantity_to_base(value: float, unit: str) -> tuple[float, str]:
    return to_base(value, unit)


__all__ = [
    "Estimate",
    "MAX_MAGNITUDE",
    "TOO_LARGE",
    "aggregate",
    "checkable",
    "convert_currency",
    "difference",
    "factor_slip",
    "human",
    "max_parameters",
    "memory_for_parameters",
    "overlaps",
    "ratio",
    "training_compute",
    "training_time",
]
