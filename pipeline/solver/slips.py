"""Slips: the recognisable ways a figure goes wrong, named for the editor.

A figure off by one of these from what explains it is wrong even on modest
evidence: a power of ten (a unit prefix or scale word, German long scale against
English short scale), 2x (sparse against dense), 8x (bits against bytes), a percent
read as a factor, an inverted ratio.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: How close a ratio must come to a slip's factor (rounding of restated figures).
_WITHIN = 0.035


@dataclass(frozen=True)
class Slip:
    kind: str  # power_of_ten | sparse_dense | bits_bytes | inverted | percent_factor
    factor: float  # expected / claimed
    text: str


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= _WITHIN * abs(b)


#: The smallest increase (percent) for which "the factor given as the increase" is told
#: apart from a figure merely 100 points off.
_SMALLEST_CHANGE = 20.0


def power_of_ten(claimed: float, expected: float) -> int:
    """k when expected = claimed x 10^k (k != 0), else 0."""
    if claimed <= 0 or expected <= 0:
        return 0
    exp = math.log10(expected / claimed)
    k = round(exp)
    return k if k and abs(exp - k) < math.log10(1 + _WITHIN) else 0


#: Dimensions where 8x is bits against bytes, and 2x sparse against dense. Only rates:
#: links and ports are quoted in bits; a memory 8x a device's is eight devices'.
_INFORMATION = ("byte/s",)
_THROUGHPUT = ("FLOP/s",)


def slip_between(
    claimed: float, expected: float, *, ratio: bool = False, dim: str = ""
) -> Slip | None:
    """Name the slip that turns ``expected`` into ``claimed``, if there is one."""
    if claimed <= 0 or expected <= 0:
        return None
    factor = expected / claimed
    k = power_of_ten(claimed, expected)
    if k:
        size = f"{10 ** abs(k):,}x"
        return Slip(
            "power_of_ten", factor, f"off by {size} ({'too small' if k > 0 else 'too large'})"
        )
    if ratio and _near(claimed, 1 / expected) and not _near(expected, 1.0):
        return Slip("inverted", factor, "the ratio is inverted")
    if dim == "percent" and expected >= _SMALLEST_CHANGE and _near(claimed, expected + 100):
        # "945 TWh after 415, ein Plus von 230 Prozent": the factor (2.28) written as the
        # increase (+128 %)
        return Slip("percent_factor", factor, "the factor is given as the increase")
    for f, kind, why, dims in (
        (2, "sparse_dense", "a factor of 2", _THROUGHPUT),
        (8, "bits_bytes", "a factor of 8 (bits vs bytes)", _INFORMATION),
    ):
        if dim and dim not in dims:
            continue  # 8x in kilowatts is no bits-for-bytes slip, 2x in bytes no sparsity
        if _near(factor, f):
            return Slip(kind, factor, f"off by {why} (too small)")
        if _near(factor, 1 / f):
            return Slip(kind, factor, f"off by {why} (too large)")
    return None


def describe(claimed: float, expected: float, dim: str = "") -> str:
    """How far off, in words: a named slip, else 'N x too large/small'."""
    slip = slip_between(claimed, expected, dim=dim)
    if slip is not None:
        return slip.text
    if claimed <= 0 or expected <= 0:
        return ""
    ratio = expected / claimed
    if ratio >= 1.05:
        return f"{_digits(ratio)}x too small"
    if ratio <= 1 / 1.05:
        return f"{_digits(1 / ratio)}x too large"
    return ""


def _digits(x: float) -> str:
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 10:
        return f"{x:.1f}".rstrip("0").rstrip(".")
    return f"{x:.2f}".rstrip("0").rstrip(".")
