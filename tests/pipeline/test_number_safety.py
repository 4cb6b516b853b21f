"""Numbers beyond float range: read, never raised on, and called too large to check."""

from __future__ import annotations

import math

import pytest

from claims.quantities import QuantityScanner
from pipeline.estimator import (
    MAX_MAGNITUDE,
    TOO_LARGE,
    checkable,
    clean_slip,
    factor_slip,
    human,
    power_of_ten_slip,
    ratio,
    training_time,
)

HUGE = [math.inf, -math.inf, math.nan, 1e300, 1e101]


@pytest.mark.parametrize("value", HUGE)
def test_slip_tests_answer_instead_of_raising(value: float) -> None:
    assert factor_slip(value, 80e9) is None and factor_slip(80e9, value) is None
    assert power_of_ten_slip(value, 80e9) is False and power_of_ten_slip(80e9, value) is False
    assert clean_slip(value, 80e9) is False and clean_slip(80e9, value) is False


@pytest.mark.parametrize("value", HUGE)
def test_human_names_what_is_out_of_range(value: float) -> None:
    assert human(value, "FLOP/s") == TOO_LARGE
    assert human(value, "count") == TOO_LARGE


def test_checkable_bounds() -> None:
    assert checkable(None, 0.0, -5.0, MAX_MAGNITUDE, 3.958e21)
    assert not checkable(1.0, MAX_MAGNITUDE * 10)
    assert not checkable(math.nan)


def test_division_by_zero_is_out_of_range_not_an_error() -> None:
    assert not checkable(ratio(4.0, 0.0).value)
    assert not checkable(training_time(1e24, 0.0).value)


def test_digits_of_an_absurd_ratio_stay_short() -> None:
    # 1e300 transistors against 80 billion: a short factor, not 290 digits
    text = factor_slip(1e90, 80e9)
    assert text is not None and len(text) < 40


@pytest.mark.parametrize(
    "text",
    [
        "The cluster reaches 1e999 FLOP/s.",
        "Das sind 3 × 10^99999 FLOPS.",
        "The H100 has " + "9" * 400 + " GB.",
        "Es sind 1e" + "9" * 5000 + " Transistoren.",
        "It needs 10^" + "9" * 400 + " FLOP.",  # found by benchmarks.fuzz: OverflowError
        "Das sind 2^" + "9" * 5000 + " Byte.",
    ],
)
def test_numbers_beyond_float_range_are_read_as_infinite(text: str) -> None:
    values = [q.value for q in QuantityScanner("en").scan(text)]
    assert values and any(v is not None and not checkable(v) for v in values)
