"""The number grammar, one table per surface form (issue 11): text -> value, unit, range.

Each row is a hardware sentence; the figure checked is the quantity whose text starts
with the row's ``at`` (the figure's first characters). Round trips (hypothesis) write
random figures the way each locale does and read them back.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claims.models import Quantity
from claims.numbers import format_number
from claims.quantities import QuantityScanner

_SCANNERS = {lang: QuantityScanner(lang) for lang in ("de", "en")}


def _at(lang: str, text: str, at: str) -> Quantity:
    """The quantity whose span begins where ``at`` first occurs in ``text``."""
    start = text.index(at)
    found = [q for q in _SCANNERS[lang].scan(text) if q.start <= start < q.end]
    assert found, f"nothing read at {at!r} in {text!r}: {_SCANNERS[lang].scan(text)}"
    return found[0]


def _none_at(lang: str, text: str, at: str) -> None:
    """Nothing read at ``at`` but a bare number (a claim only if a product name follows)."""
    start = text.index(at)
    end = start + len(at)
    found = [
        q
        for q in _SCANNERS[lang].scan(text)
        if q.start < end and start < q.end and q.kind != "bare"
    ]
    assert not found, f"{at!r} read as a figure in {text!r}: {found}"


def _check(q: Quantity, value: float, unit: str, low=None, high=None) -> None:
    assert q.value == pytest.approx(value, rel=1e-9), q
    assert q.unit == unit, q
    if low is None:
        assert not q.is_range, q
    else:
        assert (q.low, q.high) == (pytest.approx(low), pytest.approx(high)), q


# (lang, text, at, value, unit)
SPACE_GROUPED = [
    ("de", "Das Mainboard kostet 12 500 EUR.", "12", 12500, "EUR"),
    ("de", "Für das Cluster wurden 300 000 Euro veranschlagt.", "300", 300000, "EUR"),
    ("de", "Die Karte bietet 16\u00a0896 CUDA-Kerne.", "16", 16896, "count"),
    ("de", "Auf dem Wafer sitzen 1\u202f200 Chips.", "1", 1200, "count"),
    ("de", "Im Rechenzentrum laufen 24\u2009576 GPUs.", "24", 24576, "count"),
    ("de", "Der Server nimmt 8 128-GB-Module auf.", "8", 8, "count"),
    ("en", "The card has 16 896 CUDA cores.", "16", 16896, "count"),
    ("en", "The site hosts 100\u00a0000 GPUs.", "100", 100000, "count"),
    ("en", "The budget was 300 000 dollars.", "300", 300000, "USD"),
]


# (lang, text, at, value, unit): the German trade press spells the byte out
BYTE_SPELLED = [
    ("de", "Die Karte bringt 32 GByte GDDR7 mit.", "32", 32, "GB"),
    ("de", "Sie schaufelt 1.792 GByte/s durch ihr Interface.", "1.792", 1792, "GB/s"),
    ("de", "Die ältere liefert rund 1,2 TByte/s.", "1,2", 1.2, "TB/s"),
    ("de", "Der Server hat 2 TByte Arbeitsspeicher.", "2", 2, "TB"),
    # format words between the number and its rate unit
    ("en", "Each chip delivers 1,299 dense FP8 TFLOPS.", "1,299", 1299, "TFLOP/s"),
    ("en", "It reaches 2,563 sparse TFLOPS.", "2,563", 2563, "TFLOP/s"),
    ("de", "Der Chip schafft 1.299 dichte FP8-TFLOPS.", "1.299", 1299, "TFLOP/s"),
    # an amount of data per second, in words
    ("en", "It pairs 96 GB with 2.4 terabytes a second of bandwidth.", "2.4", 2.4, "TB/s"),
    ("en", "The fabric moves 14 TB per second between the trays.", "14", 14, "TB/s"),
    ("de", "Der Speicher liefert 5,2 Terabyte je Sekunde.", "5,2", 5.2, "TB/s"),
    ("de", "Das Netz schafft 400 Gbit pro Sekunde je Port.", "400", 400, "Gbit/s"),
    # mixed-case rate units
    ("en", "Frontier is good for about 55 GFlops per watt.", "55", 55, "GFLOP/s"),
    # "a second" that starts another phrase is no rate
    ("en", "Each holds 80 GB. A second card adds the same.", "80", 80, "GB"),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit"), SPACE_GROUPED + BYTE_SPELLED)
def test_thousands_grouped_by_spaces_and_units_spelled_out(lang, text, at, value, unit) -> None:
    _check(_at(lang, text, at), value, unit)


SIGNS = [
    ("de", "Die Leistungsaufnahme sank um −5 % zum Vorgänger.", "−5", -5, "percent", "-"),
    ("de", "Der Kartenpreis änderte sich um -15 € zum Vormonat.", "-15", -15, "EUR", "-"),
    ("de", "Die Marge lag bei minus fünf Prozent.", "minus", -5, "percent", "-"),
    ("de", "Die Taktrate stieg um +12 % auf 2,1 GHz.", "12", 12, "percent", "+"),
    ("de", "Der Chip ist bis −40 °C spezifiziert.", "−40", -40, "degC", "-"),
    ("en", "Power draw changed by −5% against the old card.", "−5", -5, "percent", "-"),
    ("en", "Margins moved -3.5 percent last quarter.", "-3.5", -3.5, "percent", "-"),
    ("en", "Throughput improved by +36% over the H100.", "36", 36, "percent", "+"),
    ("en", "Gross margin fell to minus five percent.", "minus", -5, "percent", "-"),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit", "sign"), SIGNS)
def test_signs(lang, text, at, value, unit, sign) -> None:
    q = _at(lang, text, at)
    _check(q, value, unit)
    assert q.sign == sign


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Die Karte hat 80 GB minus 16 GB für das System."),
        ("en", "The H100-80 has 80 GB; the A100-40 half that."),
        ("en", "Rates of 25-30 % are common."),
    ],
)
def test_hyphens_that_are_no_signs(lang, text) -> None:
    assert all(q.sign is None and (q.value or 0) >= 0 for q in _SCANNERS[lang].scan(text))


POWERS = [
    ("de", "Das Training benötigte 10^25 FLOP.", "10", 1e25, "FLOP"),
    ("de", "Der Adressraum umfasst 2^40 Byte.", "2", 2.0**40, "B"),
    ("de", "Für das Modell wurden 10²⁵ FLOP aufgewendet.", "10", 1e25, "FLOP"),
    ("de", "Der Controller adressiert 2⁴⁰ Byte.", "2", 2.0**40, "B"),
    ("de", "Der Lauf verbrauchte 3,8 × 10²⁵ FLOP.", "3,8", 3.8e25, "FLOP"),
    ("de", "Insgesamt waren es 2,1·10^24 FLOP.", "2,1", 2.1e24, "FLOP"),
    ("en", "Training took 10^{25} FLOP.", "10", 1e25, "FLOP"),
    ("en", "The address space is 2^40 bytes.", "2", 2.0**40, "B"),
    ("en", "The run used 3.8 × 10²⁵ FLOP.", "3.8", 3.8e25, "FLOP"),
    ("en", "The model consumed 3.14e23 FLOP.", "3.14", 3.14e23, "FLOP"),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit"), POWERS)
def test_powers(lang, text, at, value, unit) -> None:
    _check(_at(lang, text, at), value, unit)


def test_a_superscript_after_other_numbers_is_a_footnote() -> None:
    q = _at("en", "The chip draws 700² W at peak.", "700")
    assert q.value == 700


YEARS_AND_COUNTS = [
    ("de", "Der Cluster besteht aus 2048 GPUs.", "2048", 2048),
    ("de", "Der Händler lieferte 2000 Karten aus.", "2000", 2000),
    ("de", "Im Lager standen 2024 GPUs bereit.", "2024", 2024),
    ("en", "The cluster has 2048 GPUs.", "2048", 2048),
    ("en", "They bought 2024 GPUs last month.", "2024", 2024),
    ("en", "A 4096 GPU cluster trained it.", "4096", 4096),
]


@pytest.mark.parametrize(("lang", "text", "at", "value"), YEARS_AND_COUNTS)
def test_year_like_counts(lang, text, at, value) -> None:
    _check(_at(lang, text, at), value, "count")


@pytest.mark.parametrize(
    ("lang", "text", "at"),
    [
        ("de", "Im Jahr 2024 GPUs zu kaufen war schwer.", "2024"),
        ("de", "2024 brachte AMD den MI300X.", "2024"),
        ("de", "Seit März 2023 sind 4096 Karten im Einsatz.", "2023"),
        ("de", "Bis 2027 sollen 100.000 GPUs laufen.", "2027"),
        ("de", "Die 2022 vorgestellte H100 hat 80 GB.", "2022"),
        ("en", "By 2027 the site will draw 1 GW.", "2027"),
        ("en", "Since 2021 2,000 cards were sold.", "2021"),
        ("en", "In Q3 2024 GPUs were scarce.", "2024"),
    ],
)
def test_years_by_their_context(lang, text, at) -> None:
    _none_at(lang, text, at)


def test_a_year_or_a_count_says_so() -> None:
    q = _at("en", "In 2024 GPUs were scarce.", "2024")
    assert q.value == 2024 and q.ambiguous and "year" in q.ambiguous


FRACTIONS = [
    ("de", "Ein Drittel der Rechenleistung entfällt auf die Kerne.", "Ein", 1 / 3),
    ("de", "Zwei Drittel der Transistoren bilden den Cache.", "Zwei", 2 / 3),
    ("de", "Dreiviertel der Chips bestanden den Test.", "Drei", 0.75),
    ("de", "Drei Viertel des Budgets gehen in Hardware.", "Drei", 0.75),
    ("de", "Die Hälfte der 80 GB bleibt frei.", "Hälfte", 0.5),
    ("de", "Der neue Chip braucht nur 3/4 der Fläche.", "3/4", 0.75),
    ("en", "A third of the power goes to memory.", "A third", 1 / 3),
    ("en", "Two thirds of the transistors are cache.", "Two", 2 / 3),
    ("en", "Three-quarters of the budget goes to hardware.", "Three", 0.75),
    ("en", "Half the HBM is reserved for the KV cache.", "Half", 0.5),
    ("en", "The new node needs 3/4 of the area.", "3/4", 0.75),
]


@pytest.mark.parametrize(("lang", "text", "at", "value"), FRACTIONS)
def test_fractions(lang, text, at, value) -> None:
    q = _at(lang, text, at)
    _check(q, value, "count")
    assert q.kind == "fraction"


@pytest.mark.parametrize(
    ("lang", "text", "at"),
    [
        ("de", "In der zweiten Hälfte des Jahres kommt der Chip.", "Hälfte"),
        ("en", "A third GPU joined the board.", "third"),
        ("en", "Sales rose in the second half of the year.", "half"),
        ("en", "It computes in half precision.", "half"),
        ("en", "The service runs 24/7.", "24"),
    ],
)
def test_ordinals_and_periods_are_no_fractions(lang, text, at) -> None:
    _none_at(lang, text, at)


def test_a_slash_between_variants_is_no_fraction() -> None:
    q = _at("en", "It ships with 8/16 GB of memory.", "8")
    assert q.kind != "fraction"


def test_a_bare_slash_fraction_in_english_may_be_a_date() -> None:
    q = _at("en", "Delivery is due 3/4.", "3/4")
    assert q.value == 0.75 and q.ambiguous


MIXED_AND_HALVES = [
    ("de", "Nvidia lieferte anderthalb Millionen H100 aus.", "anderthalb", 1.5e6, "count"),
    ("de", "Das Projekt verschlang zweieinhalb Millionen Euro.", "zwei", 2.5e6, "EUR"),
    ("de", "Die Fertigung kostete eineinhalb Milliarden Euro.", "ein", 1.5e9, "EUR"),
    ("de", "Das Netzteil liefert 1 ½ kW.", "1", 1.5, "kW"),
    ("de", "Das Netzteil liefert 1½ kW.", "1", 1.5, "kW"),
    ("de", "Das Netzteil liefert 1 1/2 kW.", "1", 1.5, "kW"),
    ("de", "Sie kaufte eine halbe Million GPUs.", "eine", 5e5, "count"),
    ("en", "They shipped half a million H100s.", "half", 5e5, "count"),
    ("en", "The lab ordered one and a half million GPUs.", "one", 1.5e6, "count"),
    ("en", "The fab costs two and a half billion dollars.", "two", 2.5e9, "USD"),
    ("en", "The supply delivers 1 ½ kW per sled.", "1", 1.5, "kW"),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit"), MIXED_AND_HALVES)
def test_mixed_numbers_and_halves(lang, text, at, value, unit) -> None:
    _check(_at(lang, text, at), value, unit)


SPELLED_RATIOS = [
    ("de", "Die Leistung hat sich verdreifacht.", "verdreifacht", 3),
    ("de", "Die Bandbreite hat sich verdoppelt.", "verdoppelt", 2),
    ("de", "Der B200 liefert das Doppelte der H100-Leistung.", "Doppelte", 2),
    ("de", "Der Stromverbrauch pro Token wurde halbiert.", "halbiert", 0.5),
    ("de", "Der Durchsatz hat sich vervierfacht.", "vervierfacht", 4),
    ("en", "Performance doubled in one generation.", "doubled", 2),
    ("en", "Bandwidth tripled with HBM3e.", "tripled", 3),
    ("en", "Power per token was halved.", "halved", 0.5),
    ("en", "Throughput quadrupled.", "quadrupled", 4),
]


@pytest.mark.parametrize(("lang", "text", "at", "value"), SPELLED_RATIOS)
def test_spelled_ratios_are_multipliers(lang, text, at, value) -> None:
    q = _at(lang, text, at)
    _check(q, value, "count")
    assert q.kind == "multiplier"


SPELLED_NUMBERS = [
    ("de", "Der Server fasst einhundert Beschleuniger.", "einhundert", 100),
    ("de", "Das Rack nimmt dreihundert Karten auf.", "dreihundert", 300),
    ("de", "Der Chip besitzt zweiunddreißig Kerne.", "zweiunddreißig", 32),
    ("de", "Im Cluster arbeiten zweihundertsechsundfünfzig Knoten.", "zwei", 256),
    ("de", "Es wurden eintausend Server bestellt.", "eintausend", 1000),
    ("de", "Geliefert wurden zweitausend Karten.", "zweitausend", 2000),
    ("de", "Der Chip hat einhundertvierundzwanzig Rechenkerne.", "ein", 124),
    ("en", "The rack holds one hundred and six accelerators.", "one", 106),
    ("en", "The chip packs fifty two cores.", "fifty", 52),
    ("en", "The system combines two hundred fifty-six nodes.", "two", 256),
    ("en", "Each pod has three thousand chips.", "three", 3000),
    ("en", "They ordered twenty-four thousand GPUs.", "twenty", 24000),
    ("en", "The lab runs a hundred nodes.", "a hundred", 100),
]


@pytest.mark.parametrize(("lang", "text", "at", "value"), SPELLED_NUMBERS)
def test_spelled_numbers(lang, text, at, value) -> None:
    _check(_at(lang, text, at), value, "count")


def test_spelled_numbers_stop_where_the_number_does() -> None:
    q = _at("en", "They used two three-GPU nodes.", "two")
    assert q.value == 2  # two nodes of three GPUs, not 2 + 3 or 23
    assert not [q for q in _SCANNERS["de"].scan("Das Einsatzgebiet ist einst klein.")]


SCALES_AND_UNITS = [
    ("de", "Die Halle kostete EUR 5 Mio.", "EUR", 5e6, "EUR"),
    ("en", "The deal is worth 10 bln dollars.", "10", 1e10, "USD"),
    ("en", "Revenue reached 75 USD million.", "75", 7.5e7, "USD"),
    ("en", "The rack stands 1.8m tall.", "1.8", 1.8, "m"),
    ("en", "The chiller weighs 100t.", "100", 100, "t"),
    ("en", "Meta trained on 15T tokens.", "15", 15e12, "count"),
    ("en", "The startup burns $5m a month.", "$5m", 5e6, "USD"),
    ("en", "They shipped 1.2m H100s.", "1.2", 1.2e6, "count"),
    ("de", "Die Verbindung schafft 1,6 Terabit pro Sekunde.", "1,6", 1.6, "Tbit/s"),
    ("de", "Jeder Speicherchip fasst 24 Gbit.", "24", 24, "Gbit"),
    ("en", "The link carries 1.6 terabits per second.", "1.6", 1.6, "Tbit/s"),
    ("en", "Each DRAM die stores 16Gb.", "16", 16, "Gbit"),
    ("de", "Die HBM3e-Stapel liefern 8 TB/s.", "8", 8, "TB/s"),
    ("de", "Gefertigt wird mit Strukturen von 19 Nanometern.", "19", 19, "nm"),
    ("de", "Die Latenz liegt bei 90 Nanosekunden.", "90", 90, "ns"),
    ("de", "Das Rack wiegt 1,36 Tonnen.", "1,36", 1.36, "t"),
    ("en", "The cabinet weighs 1,200 kilograms.", "1,200", 1200, "kg"),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit"), SCALES_AND_UNITS)
def test_scales_only_where_they_are_scales_and_units(lang, text, at, value, unit) -> None:
    _check(_at(lang, text, at), value, unit)


def test_bits_are_an_eighth_of_bytes() -> None:
    from reference.units import quantity

    q = _at("de", "Die Verbindung schafft 1,6 Terabit pro Sekunde.", "1,6")
    assert quantity(q.value, q.unit).to("TB/s").magnitude == pytest.approx(0.2)


def test_a_letter_that_may_be_a_unit_or_a_scale_says_so() -> None:
    q = _at("en", "A 1500b packet crosses the link.", "1500")
    assert q.value == 1500 and q.ambiguous
    assert _at("en", "The rack stands 1.8m tall.", "1.8").ambiguous is None


RANGES = [
    ("de", "Die Fabrik kostet 0,6‑1 Milliarden Dollar.", "0,6", 0.6e9, "USD", 0.6e9, 1e9),
    ("en", "The fab costs $0.6‑1 billion.", "$0.6", 0.6e9, "USD", 0.6e9, 1e9),
    ("en", "Costs run $2‐3 million.", "$2", 2e6, "USD", 2e6, 3e6),
    ("de", "Die Bauzeit beträgt 18–24 Monate.", "18", 18, "month", 18, 24),
    ("en", "A node costs $250,000–$300,000.", "$250", 250000, "USD", 250000, 300000),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit", "low", "high"), RANGES)
def test_ranges_inside_a_scale(lang, text, at, value, unit, low, high) -> None:
    _check(_at(lang, text, at), value, unit, low, high)


TWO_PART_AMOUNTS = [
    ("de", "Der Chip kostet in der Herstellung 15 Dollar und 15 Cent.", "15", 15.15, "USD"),
    ("de", "Eine Stunde auf der H100 kostet zwei Euro fünfzig.", "zwei", 2.5, "EUR"),
    ("de", "Das Kabel kostet 9 Euro 99.", "9", 9.99, "EUR"),
    ("en", "The chip costs 15 dollars and 15 cents to make.", "15", 15.15, "USD"),
    ("en", "An hour costs two dollars and fifty cents.", "two", 2.5, "USD"),
    ("en", "The cable costs nine dollars and ninety-nine cents.", "nine", 9.99, "USD"),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit"), TWO_PART_AMOUNTS)
def test_amounts_in_two_parts(lang, text, at, value, unit) -> None:
    _check(_at(lang, text, at), value, unit)


def test_an_amount_and_another_figure_stay_apart() -> None:
    q = _at("de", "Er zahlte 15 Euro und 20 GPUs kamen an.", "15")
    assert q.value == 15


WEIGHT_OR_MONEY = [
    ("de", "Der Server wiegt 12 Pfund.", "12", 12, "lb"),
    ("de", "Die Karte bringt 3 Pfund auf die Waage.", "3", 3, "lb"),
    ("de", "Die Lizenz kostet 200 Pfund im Jahr.", "200", 200, "GBP"),
    ("en", "The server weighs 12 pounds.", "12", 12, "lb"),
    ("en", "The card weighs 4.5 lbs.", "4.5", 4.5, "lb"),
    ("en", "The license costs 200 pounds a year.", "200", 200, "GBP"),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit"), WEIGHT_OR_MONEY)
def test_pounds_as_weight_or_money(lang, text, at, value, unit) -> None:
    _check(_at(lang, text, at), value, unit)


def test_pounds_without_a_cue_say_so() -> None:
    q = _at("de", "Das Netzteil: 12 Pfund.", "12")
    assert q.unit == "lb" and q.ambiguous and "GBP" in q.ambiguous


PER_TIME = [
    ("en", "Running the cluster costs $1.16M/yr.", "$1.16M", 1.16e6, "USD", "year"),
    ("en", "Power costs $2.4 million per year.", "$2.4", 2.4e6, "USD", "year"),
    ("en", "The startup burns $5m a month.", "$5m", 5e6, "USD", "month"),
    ("de", "Der Betrieb kostet 1,16 Mio. Dollar pro Jahr.", "1,16", 1.16e6, "USD", "year"),
    ("de", "Die Miete liegt bei 400.000 Euro jährlich.", "400", 400000, "EUR", "year"),
]


@pytest.mark.parametrize(("lang", "text", "at", "value", "unit", "per"), PER_TIME)
def test_money_per_period(lang, text, at, value, unit, per) -> None:
    q = _at(lang, text, at)
    _check(q, value, unit)
    assert q.per == per


def test_a_year_after_im_jahr_is_no_period() -> None:
    q = _at("de", "Die Anlage kostete 400.000 Euro im Jahr 2024.", "400")
    assert q.per is None


@pytest.mark.parametrize(
    ("lang", "text", "at"),
    [
        ("de", "Details unter https://example.com/spec?rabatt=30%25 und im Datenblatt.", "30"),
        ("en", "See www.example.org/gpu/4096 for details.", "4096"),
        ("en", "The discount was 30%25 in the pasted link.", "30"),
        ("de", "Der Fehlercode 3E01 erscheint beim Start.", "3E01"),
        ("en", "Error code 3E01 shows at boot.", "3E01"),
        ("en", "Intel's 8088 chip powered the first IBM PC.", "8088"),
        ("en", "The 6502 processor was cheap.", "6502"),
        ("de", "Der 8086 Prozessor war ein Meilenstein.", "8086"),
    ],
)
def test_urls_codes_and_model_numbers_are_no_figures(lang, text, at) -> None:
    _none_at(lang, text, at)


# -- round trips ---------------------------------------------------------------------
_SPACES = [" ", "\u00a0", "\u202f", "\u2009"]
_UNITS = {"de": ("GPUs", "count"), "en": ("GPUs", "count")}


def _grouped(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


@given(
    st.integers(min_value=1000, max_value=10**12),
    st.sampled_from(_SPACES),
    st.sampled_from(["de", "en"]),
)
def test_space_grouped_thousands_round_trip(n: int, sep: str, lang: str) -> None:
    text = f"Der Cluster umfasst {_grouped(n, sep)} GPUs."
    if lang == "en":
        text = f"The cluster holds {_grouped(n, sep)} GPUs."
    q = _at(lang, text, _grouped(n, sep))
    assert q.value == n and q.unit == "count"
    assert q.text == f"{_grouped(n, sep)} GPUs"


@given(
    st.integers(min_value=1000, max_value=10**9),
    st.integers(min_value=0, max_value=99),
    st.sampled_from(_SPACES),
    st.sampled_from(["de", "en"]),
)
def test_space_grouped_with_decimals_round_trip(n: int, cents: int, sep: str, lang: str) -> None:
    mark = "," if lang == "de" else "."
    written = f"{_grouped(n, sep)}{mark}{cents:02d}"
    q = _at(
        lang, f"Es kostet {written} EUR." if lang == "de" else f"It costs {written} EUR.", written
    )
    assert q.value == pytest.approx(n + cents / 100) and q.unit == "EUR"


@given(
    st.decimals(min_value="0.01", max_value=10**6, places=2, allow_nan=False),
    st.sampled_from(["-", "\u2212", "+"]),
    st.sampled_from(["de", "en"]),
)
def test_signed_percent_round_trip(d, sign: str, lang: str) -> None:
    value = float(d)
    written = sign + format_number(value, lang, decimals=2)
    text = f"Der Wert änderte sich um {written} %." if lang == "de" else f"It moved {written} %."
    q = _at(lang, text, format_number(value, lang, decimals=2))
    expected = -value if sign != "+" else value
    assert q.value == pytest.approx(expected) and q.unit == "percent"
    assert q.sign == ("+" if sign == "+" else "-")


_SUPER = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


@given(
    st.sampled_from([2, 10]),
    st.integers(min_value=2, max_value=60),
    st.booleans(),
    st.sampled_from(["de", "en"]),
)
def test_powers_round_trip(base: int, exp: int, superscript: bool, lang: str) -> None:
    power = f"{base}{str(exp).translate(_SUPER)}" if superscript else f"{base}^{exp}"
    text = f"Das sind {power} FLOP." if lang == "de" else f"That is {power} FLOP."
    q = _at(lang, text, power)
    assert math.isclose(q.value, float(base) ** exp) and q.unit == "FLOP"


@given(
    st.decimals(min_value="1.0", max_value="9.99", places=2, allow_nan=False),
    st.integers(min_value=-30, max_value=30),
    st.sampled_from(["de", "en"]),
)
def test_mantissa_times_power_of_ten_round_trip(m, exp: int, lang: str) -> None:
    mantissa = format_number(float(m), lang, decimals=2)
    written = f"{mantissa} × 10{str(exp).translate(_SUPER)}"
    text = f"Das sind {written} FLOP." if lang == "de" else f"That is {written} FLOP."
    q = _at(lang, text, mantissa)
    assert math.isclose(q.value, float(m) * 10.0**exp, rel_tol=1e-9) and q.unit == "FLOP"


# -- how often is no ratio; a count after a lone "one" ---------------------------------
@pytest.mark.parametrize(
    ("lang", "text", "at"),
    [
        ("en", "An H200 streams the weights about 300 times a second.", "300 times"),
        ("en", "The job restarts 4 times per day.", "4 times"),
        ("de", "Der Chip liest die Gewichte 300-mal pro Sekunde.", "300-mal"),
    ],
)
def test_times_per_period_is_a_frequency_not_a_multiplier(lang, text, at) -> None:
    _none_at(lang, text, at)


@pytest.mark.parametrize(
    ("lang", "text", "at"),
    [
        ("en", "The B200 is 2.5 times faster than the H100.", "2.5 times"),
        ("de", "Die B200 ist 2,5-mal so schnell wie die H100.", "2,5-mal"),
    ],
)
def test_times_without_a_period_stays_a_multiplier(lang, text, at) -> None:
    assert _at(lang, text, at).kind == "multiplier"


def test_a_count_after_a_lone_one() -> None:
    q = _at("en", "One eight-GPU node gives you 2.3 TB of HBM.", "eight-GPU")
    assert (q.kind, q.value, q.noun) == ("count", 8.0, "gpu_count")


@pytest.mark.parametrize(
    ("lang", "text", "at", "low", "high"),
    [
        ("en", "The box pulls a few hundred watts under load.", "a few hundred", 200, 900),
        ("en", "It took several thousand GPUs.", "several thousand", 2000, 9000),
        ("de", "Die Box zieht einige hundert Watt.", "einige hundert", 200, 900),
    ],
)
def test_a_few_hundred_is_two_to_nine_hundred(lang, text, at, low, high) -> None:
    q = _at(lang, text, at)
    assert (q.low, q.high) == (low, high)


@pytest.mark.parametrize(
    ("lang", "text", "at", "value"),
    [
        ("de", "Das ergibt rund 3,3 mal 10 hoch 24 Rechenoperationen.", "3,3", 3.3e24),
        ("de", "Das sind 10 hoch 25 FLOP.", "10 hoch", 1e25),
        ("en", "That is 3.3 times 10 to the 24th FLOP.", "3.3", 3.3e24),
    ],
)
def test_powers_of_ten_in_words(lang, text, at, value) -> None:
    assert math.isclose(_at(lang, text, at).value, value)


@pytest.mark.parametrize(
    ("lang", "text", "at", "per"),
    [
        ("de", "Strom kostet 0,34 €/kWh.", "0,34", "kWh"),
        ("en", "Power costs $0.08/kWh here.", "$0.08", "kWh"),
        ("de", "Der Preis liegt bei 8 US-Cent pro Kilowattstunde.", "8 US-Cent", "kWh"),
        ("en", "At 8 cents per kilowatt-hour it adds up.", "8 cents", "kWh"),
        ("de", "Die Miete liegt bei 2 Dollar pro GPU-Stunde.", "2 Dollar", "hour"),
        ("en", "Rent eight cards at $2.49/GPU-h for a month.", "$2.49", "hour"),
        ("en", "Spot capacity goes for $1.10/hr today.", "$1.10", "hour"),
        ("de", "Der Knoten kostet 19,90 €/Std. im Abo.", "19,90", "hour"),
    ],
)
def test_prices_per_energy_and_per_hour(lang, text, at, per) -> None:
    q = _at(lang, text, at)
    assert (q.kind, q.per) == ("rate", per)


def test_a_slash_after_a_price_is_no_rate_unless_an_hour_follows() -> None:
    q = _at("en", "The card costs $1,999/unit at launch.", "$1,999")
    assert q.kind != "rate"
    q = _at("en", "Rent eight cards at $2.49/GPU-h for a month.", "$2.49")
    assert q.noun == "gpu_hours"  # per device and hour


@pytest.mark.parametrize(
    ("text", "rel"),
    [("gut fünf Prozent", 0.1), ("zweihundert Watt", 0.05), ("zwei Karten", 0.0)],
)
def test_spelled_measures_round_like_their_digits(text: str, rel: float) -> None:
    """ "fünf Prozent" is as round as "5 Prozent"; a spelled count stays exact."""
    from claims.quantities import QuantityScanner

    (q,) = QuantityScanner("de").scan(text)
    assert q.rel_precision == pytest.approx(rel)


@pytest.mark.parametrize(
    ("lang", "text", "quote", "value"),
    [
        (
            "de",
            "Im Keller arbeiten zwei gebrauchte RTX 3090 mit je 24 GB.",
            "zwei gebrauchte RTX 3090",
            2,
        ),
        ("en", "Our rack holds four Gaudi 3 and nothing else.", "four Gaudi 3", 4),
        ("en", "We bought 3 RTX 4090D cards last year.", "3 RTX 4090D", 3),
    ],
)
def test_a_name_with_its_model_number_is_what_is_counted(lang, text, quote, value) -> None:
    """ "zwei gebrauchte RTX 3090": two devices, not a bare "zwei" beside a name."""
    from claims.quantities import QuantityScanner

    counts = [q for q in QuantityScanner(lang).scan(text) if q.kind == "count"]
    assert [(text[q.start : q.end], q.value, q.noun) for q in counts][:1] == [
        (quote, value, "gpu_count")
    ]


@pytest.mark.parametrize(
    ("lang", "text", "quote", "unit", "per"),
    [
        (
            "de",
            "rund 72 Milliarden Rechenoperationen pro Sekunde und Watt",
            "72 Milliarden Rechenoperationen pro Sekunde und Watt",
            "FLOP/s",
            "W",
        ),
        (
            "de",
            "Es gibt vier öffentlich gelistete Exascale-Systeme.",
            "vier öffentlich gelistete Exascale-Systeme",
            "count",
            None,
        ),
    ],
)
def test_rates_per_second_and_watt_and_counts_after_adverbs(lang, text, quote, unit, per) -> None:
    """ "pro Sekunde und Watt" is an efficiency; "vier öffentlich gelistete Systeme" counts."""
    from claims.quantities import QuantityScanner

    (q,) = QuantityScanner(lang).scan(text)
    assert (text[q.start : q.end], q.unit, q.per) == (quote, unit, per)


def test_a_count_per_token_counts_no_tokens() -> None:
    """ "37 billion per token": what is counted for each token, not a number of tokens."""
    from claims.quantities import QuantityScanner

    text = "It activates only 37 billion per token."
    (q,) = QuantityScanner("en").scan(text)
    assert (text[q.start : q.end], q.noun) == ("37 billion", None)


@pytest.mark.parametrize(
    ("lang", "text", "quote", "unit"),
    [
        ("de", "Der Campus braucht mehr als ein halbes Gigawatt.", "ein halbes Gigawatt", "GW"),
        ("en", "The pod shares half a terabyte of memory.", "half a terabyte", "TB"),
    ],
)
def test_half_a_prefixed_unit_is_half_of_it(lang, text, quote, unit) -> None:
    from claims.quantities import QuantityScanner

    found = {q.text: q for q in QuantityScanner(lang).scan(text)}
    assert quote in found and found[quote].value == 0.5 and found[quote].unit == unit


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "It grew 26 percent in half a year."), ("de", "INT4 braucht ein halbes Byte.")],
)
def test_half_a_period_or_byte_is_no_figure(lang, text) -> None:
    from claims.quantities import QuantityScanner

    assert all(q.value != 0.5 for q in QuantityScanner(lang).scan(text))
