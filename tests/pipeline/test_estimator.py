"""The estimator core: pure arithmetic with ranges and readable trails."""

from __future__ import annotations

import pytest

from pipeline import estimator as est


def test_aggregate_is_count_times_per_unit() -> None:
    e = est.aggregate(1_000_000, 3.958e15, "FLOP/s")
    assert e.value == pytest.approx(3.958e21)
    assert e.trail[-1] == "= 3.96 ZFLOP/s"


def test_aggregate_range_from_per_unit_range() -> None:
    e = est.aggregate(100_000, 27_500, "USD", per_low=25_000, per_high=30_000)
    assert (e.low, e.high) == (2.5e9, 3.0e9)


def test_ratio_and_difference() -> None:
    assert est.ratio(208e9, 80e9).value == pytest.approx(2.6)
    assert est.difference(208e9, 80e9, "count").value == pytest.approx(128e9)


def test_currency_conversion_range() -> None:
    e = est.convert_currency(200_000, 165, 197, "CNY", "KRW")
    assert e.low == pytest.approx(33e6) and e.high == pytest.approx(39.4e6)


def test_training_compute_6nd() -> None:
    assert est.training_compute(70e9, 1.4e12).value == pytest.approx(5.88e23)


def test_training_time() -> None:
    e = est.training_time(8.4e23, 4096 * 989.4e12, 0.4)
    assert e.value / 86400 == pytest.approx(6.0, rel=0.01)


def test_memory_for_parameters() -> None:
    assert est.memory_for_parameters(740e9, "fp4").value == pytest.approx(370e9)
    assert est.max_parameters(192e9, "fp4").value == pytest.approx(384e9)


@pytest.mark.parametrize(
    ("claimed", "expected", "text"),
    [
        (4e18, 4e21, "off by 1,000x (too small)"),
        (14.4e18, 1.44e18, "off by 10x (too large)"),
        (4.8e12, 0.6e12, "off by a factor of 8 (bits vs bytes) (too large)"),
        (1.0, 1.02, None),
    ],
)
def test_factor_slip(claimed: float, expected: float, text: str | None) -> None:
    assert est.factor_slip(claimed, expected) == text


@pytest.mark.parametrize(
    ("value", "unit", "text"),
    [
        (3.958e21, "FLOP/s", "3.96 ZFLOP/s"),
        (192e9, "byte", "192 GB"),
        (208e9, "count", "208 billion"),
        (1.18e6, "USD", "1.18 million USD"),
        (518_400, "s", "6 days"),
    ],
)
def test_human_numbers(value: float, unit: str, text: str) -> None:
    assert est.human(value, unit) == text


def test_gpu_time_is_shown_in_gpu_hours() -> None:
    assert est.human(2.788e6 * 3600, "s") == "2.79 million GPU-hours"
