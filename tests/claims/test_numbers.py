"""Number parsing in both locales, including the ambiguous '1.000' and German long scale."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claims.numbers import format_number, parse_numeral
from claims.quantities import QuantityScanner


@pytest.mark.parametrize(
    ("raw", "decimal", "value"),
    [
        ("20,8", ",", 20.8),
        ("1.000.000", ",", 1e6),
        ("5,43", ",", 5.43),
        ("1.000", ",", 1000),
        ("3.958", ",", 3958),
        ("1,000,000", ".", 1e6),
        ("20.8", ".", 20.8),
        ("1.000", ".", 1.0),
        ("1,440", ".", 1440),
        ("3,958", ".", 3958),
        ("0,4", ",", 0.4),
        ("1’000", ".", 1000),
        ("1\u202f000", ",", 1000),
    ],
)
def test_parse_numeral(raw: str, decimal: str, value: float) -> None:
    assert parse_numeral(raw, decimal).value == pytest.approx(value)


def test_currency_context_reads_english_grouping_in_german() -> None:
    assert parse_numeral("8,000", ",", currency_context=True).value == 8000


@given(st.integers(min_value=0, max_value=10**12), st.sampled_from(["de", "en"]))
def test_integer_round_trip(n: int, lang: str) -> None:
    text = format_number(float(n), lang, decimals=0)
    assert parse_numeral(text, "," if lang == "de" else ".").value == n


@given(
    st.decimals(min_value=0, max_value=10**6, places=2, allow_nan=False),
    st.sampled_from(["de", "en"]),
)
def test_decimal_round_trip(d, lang: str) -> None:
    value = float(d)
    text = format_number(value, lang, decimals=2)
    assert parse_numeral(text, "," if lang == "de" else ".").value == pytest.approx(value)


def _one(lang: str, text: str):
    found = [q for q in QuantityScanner(lang).scan(text) if q.kind != "bare"]
    assert found, text
    return found[0]


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("ca. 20,8 Milliarden Transistoren", 20.8e9, "count"),
        ("33–40 Billionen KRW", 33e12, "KRW"),
        ("2,5 bis 3 Mrd. Dollar", 2.5e9, "USD"),
        ("30,84 Mio. GPU-Stunden", 30.84e6, "hour"),
        ("20 Petaflops (PFLOPS)", 20, "PFLOP/s"),
        ("ein TDP von 700W.", 700, "W"),
        ("im 5-nm-Verfahren", 5, "nm"),
        ("3,15 × 10^23 FLOP", 3.15e23, "FLOP"),
        ("1,7-mal schneller", 1.7, "count"),
        ("das Fünffache", 5, "count"),
        ("viermal schneller", 4, "count"),
        ("24 integrierte Ports", 24, "count"),
        ("1,08 Dollar je Euro", 1.08, "USD"),
        ("33 Billionen ₩", 33e12, "KRW"),
        ("500 ¥ pro Stunde", 500, "JPY"),
        ("zwölf Knoten", 12, "count"),
        ("1\u202f000 GPUs", 1000, "count"),
        ("1'000 GPUs", 1000, "count"),
        ("um das Zehnfache", 10, "count"),
        ("20 Bio. Token", 20e12, "count"),
        ("fünfundzwanzig Server", 25, "count"),
        ("einundzwanzig Racks", 21, "count"),
        ("eine Million GPUs", 1e6, "count"),
        ("0,9242 Euro je Dollar", 0.9242, "EUR"),
        ("die 1,4-Exaflops-Marke", 1.4, "EFLOP/s"),
        ("ein 700-Watt-Chip", 700, "W"),
        ("jeder Wert belegt 2 Byte", 2, "B"),
        ("je zwei Xeon-Max-CPUs", 2, "count"),
        ("44.544 Bausteine", 44544, "count"),
        ("80 Schichten", 80, "count"),
        ("ein achtzehnfacher Sprung", 18, "count"),
        ("um den Faktor 1,3 vorn", 1.3, "count"),
        ("zusammen 220 Compute Units", 220, "count"),
        ("auf vier I/O-Dies", 4, "count"),
        ("rund 56.000 Haushalten", 56000, "count"),
        ("rund 101.700 Chipstunden", 101700, "hour"),
        ("ein Die mit 826 Quadratmillimetern", 826, "mm**2"),
        ("in der Matrix das Doppelte.", 2, "count"),
        ("= 0,57 US-Cent", 0.0057, "USD"),
        ("Strom zu 25 Cent", 0.25, "EUR"),
    ],
)
def test_german_surface_forms(text: str, value: float, unit: str) -> None:
    q = _one("de", text)
    assert q.value == pytest.approx(value)
    assert q.unit == unit


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("208 billion transistors", 208e9, "count"),
        ("$25,000–$35,000", 25000, "USD"),
        ("1,440 petaflops", 1440, "PFLOP/s"),
        ("2.3x faster", 2.3, "count"),
        ("40 times the", 40, "count"),
        ("an eight-GPU board", 8, "count"),
        ("80GB of HBM3", 80, "GB"),
        ("15.6 trillion tokens", 15.6e12, "count"),
        ("a dozen nodes", 12, "count"),
        ("fivefold", 5, "count"),
        ("1M GPUs", 1e6, "count"),
        ("4.5k GPUs", 4500, "count"),
        ("$1.2tn", 1.2e12, "USD"),
        ("90 to 100 days", 90, "day"),
        ("¥500", 500, "JPY"),
        ("14.8 trillion training tokens", 14.8e12, "count"),
        ("Twenty-five nodes", 25, "count"),
        ("ninety-nine racks", 99, "count"),
        ("a million accelerators", 1e6, "count"),
        ("$25 billion to $30 billion", 25e9, "USD"),
        ("the 1.4-exaflops figure", 1.4, "EFLOP/s"),
        ("a 120-kilowatt rack", 120, "kW"),
        ("327,680 bytes per token", 327680, "B"),
        ("140 GFLOP per token", 140, "GFLOP"),
        ("72 Blackwell GPUs", 72, "count"),
        ("two Xeon Platinum 8570 processors", 2, "count"),
        ("18 fifth-generation links", 18, "count"),
        ("a roughly eighteenfold jump", 18, "count"),
        ("a factor of 3.3.", 3.3, "count"),
        ("a die of 815 square millimetres", 815, "mm**2"),
        ("they saw 466 job interruptions", 466, "count"),
        ("V100 | 21.1 bn | 12 nm", 21.1e9, "count"),
        ("which is about 1.05 cents", 0.0105, "USD"),
    ],
)
def test_english_surface_forms(text: str, value: float, unit: str) -> None:
    q = _one("en", text)
    assert q.value == pytest.approx(value)
    assert q.unit == unit


def test_ranges_and_hedges() -> None:
    q = _one("de", "zwischen 1,2 und 1,7-mal")
    assert (q.low, q.high) == (1.2, 1.7)
    q = _one("de", "bis zu 5-mal höher")
    assert q.hedge is not None and q.hedge.kind == "peak"
    q = _one("en", "more than 70%")
    assert q.hedge is not None and q.hedge.kind == "lower"


def test_identifiers_are_not_numbers() -> None:
    assert not [
        q for q in QuantityScanner("en").scan("GPT-4 on H100 and TPU v4") if q.kind != "bare"
    ]


def test_rates_a_list_or_an_amount_of_hours_implies() -> None:
    found = QuantityScanner("en").scan(
        "List prices are $4.20 per chip-hour for v5p, $1.20 for v5e and $2.70 for v6e. "
        "A run of 1,280 chip-hours at $1.20 costs $1,536."
    )
    got = {q.text: (q.kind, q.per, q.noun) for q in found}
    assert got["$1.20"] == ("rate", "hour", None)
    assert got["$2.70"] == ("rate", "hour", None)
    assert got["1,280 chip-hours"] == ("measure", None, "gpu_hours")
    assert got["$1,536"] == ("measure", None, None)
    hours = QuantityScanner("en").scan("The card lists 30.84 million H100-hours.")
    assert [(q.unit, q.noun) for q in hours] == [("hour", "gpu_hours")]


def test_exchange_rates_written_as_equations() -> None:
    found = QuantityScanner("de").scan("Beim Kurs von 1 Euro = 1,16 US-Dollar rechnen wir.")
    assert [(q.text, q.kind, q.value, q.unit, q.per) for q in found] == [
        ("1 Euro = 1,16 US-Dollar", "rate", 1.16, "USD", "EUR")
    ]
    found = QuantityScanner("en").scan("Rates: 1 USD = 0.86 EUR, 153 JPY and 1,400 KRW.")
    assert [(q.kind, q.value, q.unit, q.per) for q in found] == [
        ("rate", 0.86, "EUR", "USD"),
        ("rate", 153, "JPY", "USD"),
        ("rate", 1400, "KRW", "USD"),
    ]


def test_a_product_name_between_a_count_and_its_group_noun() -> None:
    found = QuantityScanner("en").scan(
        "a first phase of 16 GB200 NVL72 racks and 4 DGX H100 systems"
    )
    assert [(q.text, q.noun) for q in found] == [
        ("16 GB200 NVL72 racks", "node_count"),
        ("4 DGX H100 systems", "node_count"),
    ]
    found = QuantityScanner("en").scan("100,000 H100 GPUs")
    assert [(q.text, q.noun) for q in found] == [("100,000 H100", "gpu_count")]


def test_simple_is_no_multiplier() -> None:
    assert QuantityScanner("de").scan("Das ist einfach und die doppelte Arbeit.") == []


def test_one_of_a_thing_and_hours_as_h() -> None:
    found = QuantityScanner("en").scan("a single H100 is plenty; one single node; 720 h a month")
    assert [(q.text, q.value, q.noun or q.unit) for q in found] == [
        ("a single H100", 1.0, "gpu_count"),
        ("one single node", 1.0, "node_count"),
        ("720 h", 720.0, "hour"),
    ]
    found = QuantityScanner("de").scan("Dafür genügt eine einzelne MI300X.")
    assert [(q.text, q.value) for q in found] == [("eine einzelne MI300X", 1.0)]
