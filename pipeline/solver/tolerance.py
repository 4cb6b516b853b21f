"""How far a figure may be from what explains it: from its digits and its hedge.

A figure computed from premises is right when the two intervals meet. A spec value
copied from a datasheet is held to rounding: the datasheet value rounded (or cut) to
the figure's significant digits must give the figure ("4 PFLOPS" for 3,958 TFLOPS is
right; "1 kW" for a 700 W part, or "1e11 transistors" for 80 billion, is not). A hedge
widens this a little, never to a neighbouring value.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from claims.models import Claim
from reference.units import UnitError, to_base

#: How far a bound reaches on its open side: "über 80" is not a claim about 1,000, and
#: "weniger als 10" not one about 0.1. (The tolerance of each hedge word is language
#: data, claims/lang HEDGES; the figure carries it.)
LOWER_BOUND_REACH = 1.6
UPPER_BOUND_REACH = 0.4
#: "knapp"/"gut" before a precise figure: at least 4 % under (over) it, or five times
#: the figure's own rounding, whichever is more (never more than the hedge's width).
_NEAR_FLOOR = 0.04
_NEAR_PER_PRECISION = 5
#: Relative slack for computed values: premises are themselves rounded.
COMPUTED_SLACK = 0.02


@dataclass(frozen=True)
class Interval:
    """A figure's value in SI base units and the range its digits and hedge allow."""

    value: float
    low: float
    high: float
    unit: str
    #: the range as written ("2,7 bis 3,2"): both ends must agree
    stated: tuple[float, float] | None = None

    def meets(self, low: float, high: float, slack: float = 0.0) -> bool:
        return self.low <= high * (1 + slack) and low * (1 - slack) <= self.high


def scale_of(claim: Claim) -> float | None:
    """One of the figure's units in SI base units (None: a unit pint cannot read)."""
    q = claim.quantity
    unit = q.unit or "count"
    if unit == "percent" or q.kind in ("multiplier", "fraction"):
        return 1.0
    try:
        return to_base(1.0, unit)[0]
    except (UnitError, OverflowError):
        return None


def base_name(claim: Claim) -> str | None:
    q = claim.quantity
    unit = q.unit or "count"
    if unit == "percent":
        return "percent"
    if q.kind in ("multiplier", "fraction"):
        return "ratio"
    try:
        return to_base(1.0, unit)[1]
    except (UnitError, OverflowError):
        return None


#: Durations counted in calendar units, which texts round to whole units.
_CALENDAR = frozenset({"day", "week", "month", "year"})


def interval_of(claim: Claim) -> Interval | None:
    """The figure as an interval in SI base units, tolerance from the text."""
    q = claim.quantity
    if q.value is None or not math.isfinite(q.value):
        return None
    factor, name = scale_of(claim), base_name(claim)
    if factor is None or name is None:
        return None
    lo = (q.low if q.low is not None else q.value) * factor
    hi = (q.high if q.high is not None else q.value) * factor
    value = q.value * factor if q.low is None else (lo + hi) / 2
    if not all(math.isfinite(x) for x in (lo, hi, value)):
        return None
    stated = (lo, hi) if q.is_range else None
    rel = q.rel_precision
    if q.unit in _CALENDAR and float(q.value).is_integer() and q.value > 0:
        rel = max(rel, 0.5 / q.value)  # "zwei Monate" of a run: whole months, rounded
    hedge = q.hedge
    if hedge is None or hedge.kind == "exact":
        rel = rel if hedge is None else min(rel, 0.005)
        return Interval(value, lo * (1 - rel), hi * (1 + rel), name, stated)
    tol = hedge.tolerance
    if hedge.kind in ("approx", "peak"):
        rel = max(rel, tol)
        return Interval(value, lo * (1 - rel), hi * (1 + rel), name, stated)
    if hedge.kind == "lower":
        return Interval(value, lo * (1 - max(rel, 0.02)), hi * LOWER_BOUND_REACH, name, stated)
    if hedge.kind == "upper":
        return Interval(value, lo * UPPER_BOUND_REACH, hi * (1 + max(rel, 0.02)), name, stated)
    tol = min(tol, max(_NEAR_FLOOR, _NEAR_PER_PRECISION * rel))
    if hedge.kind == "below":  # "knapp 1.000": a little under, or just that
        return Interval(value, lo * min(1 - tol, 1 - rel), hi * 1.02, name, stated)
    return Interval(value, lo * 0.98, hi * max(1 + tol, 1 + rel), name, stated)


def agrees(figure: Interval, low: float, high: float, slack: float = COMPUTED_SLACK) -> bool:
    """Does a figure agree with a computed range? A stated range must agree at both ends
    ("2,7 bis 3,2" is not "2,31 bis 2,78" just because the two overlap)."""
    if figure.stated is not None and high > low * 1.001:
        a, b = figure.stated
        width = max((figure.high - b) / b if b else 0.0, slack)
        return abs(a - low) <= width * low and abs(b - high) <= width * high
    return figure.meets(low, high, slack)


def written_precisely(q) -> bool:
    """The quantity is written with two significant digits or more ("12,9 Petaflops",
    not "1 Exaflops")."""
    return q.value is not None and significant_digits(q.value, q.rel_precision) >= 2


@lru_cache(maxsize=8192)
def significant_digits(text_value: float, rel_precision: float) -> int:
    """How many significant digits a figure was written with (from its rounding)."""
    if text_value == 0 or rel_precision <= 0:
        return 6
    step = 2 * rel_precision * abs(text_value)
    return max(1, round(math.floor(math.log10(abs(text_value))) - math.log10(step)) + 1)


def rounds_to(claim: Claim, figure: Interval, reference: float, written_rel: float) -> bool:
    """A spec figure against a datasheet value: the value rounded or cut to the figure's
    significant digits gives the figure; a hedge or a bound widens that as it says."""
    q = claim.quantity
    hedge = q.hedge
    if hedge is not None and hedge.kind in ("lower", "upper", "below", "above"):
        return figure.meets(reference, reference, written_rel)
    if q.is_range:
        return figure.meets(reference, reference, written_rel)
    value = figure.value
    if value == 0 or reference == 0:
        return value == reference
    digits = significant_digits(value, q.rel_precision)
    if _same(_round_sig(reference, digits, math.floor), value) or _same(
        _round_sig(reference, digits, _half_up), value
    ):
        return True  # rounded or cut ("3.958" written "4" or "3,9")
    if abs(reference - value) <= written_rel * reference:
        return True  # the datasheet's own rounding ("1.4 TB" for 1.44)
    ref_digits = significant_digits(reference, written_rel)
    if ref_digits < digits and (
        _same(_round_sig(value, ref_digits, _half_up), reference)
        or _same(_round_sig(value, ref_digits, math.floor), reference)
    ):
        return True  # the figure is more precise than the datasheet value ("7.37" for 7.3)
    if hedge is not None and hedge.kind in ("approx", "peak"):
        return abs(reference - value) <= hedge.tolerance * reference
    return False


def _half_up(x: float) -> float:
    return math.floor(x + 0.5)


def _round_sig(x: float, digits: int, how) -> float:
    magnitude = math.floor(math.log10(abs(x)))
    step = 10.0 ** (magnitude - digits + 1)
    return how(x / step) * step


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b))
