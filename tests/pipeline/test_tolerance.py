"""Tolerance comes from the text: significant digits and hedges decide the range."""

from __future__ import annotations

import pytest

from claims.models import Claim
from claims.quantities import QuantityScanner
from pipeline.solver.tolerance import interval_of, rounds_to


def _claim(lang: str, text: str) -> Claim:
    q = next(q for q in QuantityScanner(lang).scan(text) if q.kind != "bare")
    return Claim(id="C1", quantity=q, sentence=0)


def accepts(lang: str, text: str, true_value: float) -> bool:
    iv = interval_of(_claim(lang, text))
    assert iv is not None
    return iv.low <= true_value <= iv.high


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


@pytest.mark.parametrize(
    ("lang", "text", "datasheet", "written_rel", "ok"),
    [
        ("en", "4 PFLOPS", 3.958e15, 0.005, True),  # 3.958 rounds to 4 at one digit
        ("en", "1 kW", 700, 0.005, False),  # 700 W to one digit is 0.7 kW, not 1 kW
        ("en", "1e11 transistors", 80e9, 0.005, False),
        ("en", "80 billion transistors", 80e9, 0.005, True),
        ("en", "3.9 PFLOPS", 3.958e15, 0.005, True),  # cut, not rounded
        ("en", "3.5 PFLOPS", 3.958e15, 0.005, False),
        ("en", "7.37 TB/s", 7.3e12, 0.0068, True),  # more digits than the datasheet's 7.3
        ("en", "about 700 W", 720, 0.005, True),  # a hedge widens a little
        ("en", "about 700 W", 1000, 0.005, False),  # never to a neighbouring value
        ("de", "1.000 W", 1200, 0.005, False),
    ],
)
def test_spec_values_are_held_to_rounding(
    lang: str, text: str, datasheet: float, written_rel: float, ok: bool
) -> None:
    claim = _claim(lang, text)
    iv = interval_of(claim)
    assert iv is not None
    assert rounds_to(claim, iv, datasheet, written_rel) is ok
