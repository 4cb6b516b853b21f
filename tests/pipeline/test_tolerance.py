"""Tolerance comes from the text: significant digits and hedges decide the range."""

from __future__ import annotations

import pytest

from claims.models import Claim
from claims.quantities import QuantityScanner
from pipeline.checks.base import base_value


def accepts(lang: str, text: str, true_value: float) -> bool:
    q = next(q for q in QuantityScanner(lang).scan(text) if q.kind != "bare")
    _, lo, hi, _ = base_value(Claim(id="C1", quantity=q, sentence=0))
    return lo <= true_value <= hi


@pytest.mark.parametrize(
    ("lang", "text", "true_value", "ok"),
    [
        ("de", "etwa 4 PFLOPS", 3.958e15, True),
        ("de", "etwa 4 PFLOPS", 3.5e15, True),  # one significant digit: 3.5-4.5 (DESIGN.md)
        ("de", "etwa 4 PFLOPS", 3.4e15, False),
        ("de", "4,5 PFLOPS", 4.5e15, True),
        ("de", "4,5 PFLOPS", 4.6e15, False),  # two significant digits: +-0.05
        ("de", "über 80 Milliarden", 80e9, True),  # a bound includes its edge
        ("de", "über 80 Milliarden", 100e9, True),
        ("de", "über 80 Milliarden", 60e9, False),
        ("de", "knapp 1.000 Teraflops", 989.4e12, True),
        ("de", "knapp 1.000 Teraflops", 1050e12, False),
        ("de", "bis zu 700 W", 700, True),
        ("de", "rund 1,2 Tage", 1.28 * 86400, True),  # at the edge of 'rund' (7 %)
        ("de", "rund 1,2 Tage", 1.31 * 86400, False),
        ("en", "more than 70%", 45, False),
        ("en", "about 2.3x", 2.27, True),
        ("en", "nearly 10 exaflops", 7e21, False),
        ("de", "33–40 Billionen KRW", 36e12, True),  # German long scale, a range
    ],
)
def test_hedged_ranges(lang: str, text: str, true_value: float, ok: bool) -> None:
    assert accepts(lang, text, true_value) is ok
