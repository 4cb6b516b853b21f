"""reports.i18n: catalogues as data, numbers through Babel, messages, repaired fallbacks."""

from __future__ import annotations

import pytest

from pipeline.messages import Message
from pipeline.models import Claimed, Expected, Finding
from reference.schema import ATTRIBUTES, Precision
from reports.i18n import LANGUAGES, Localiser, MessageError, catalogue, render, report_language
from reports.i18n.catalog import placeholders
from reports.i18n.fallback import explanation, trail_step
from reports.i18n.numbers import decimal, quantity, quantity_range

NAMES = {"nvidia-b100": "NVIDIA B100", "nvidia-h100-sxm": "NVIDIA H100 SXM"}


def _texts(section: dict) -> dict[str, set[str]]:
    out = {}
    for key, text in section.items():
        forms = text.values() if isinstance(text, dict) else [text]
        out[key] = set().union(*(placeholders(form) for form in forms))
    return out


@pytest.mark.parametrize(
    "section",
    ["verdicts", "verdicts_plural", "checks", "attributes", "precisions", "sparsities", "slips",
     "ui", "index", "summary", "messages"],
)  # fmt: skip
def test_catalogues_have_the_same_keys_and_placeholders(section):
    first, *others = (getattr(catalogue(lang), section) for lang in LANGUAGES)
    for other in others:
        assert set(other) == set(first)
        if section not in ("attributes", "precisions", "sparsities", "checks", "verdicts"):
            assert _texts(other) == _texts(first)


def test_every_reference_attribute_and_precision_has_a_label():
    for lang in LANGUAGES:
        cat = catalogue(lang)
        assert set(ATTRIBUTES) <= set(cat.attributes), lang
        assert set(Precision.__args__) <= set(cat.precisions), lang


@pytest.mark.parametrize(
    ("value", "unit", "kw", "de", "en"),
    [
        (20.8e9, "count", {}, "20,8 Mrd.", "20.8 billion"),
        (3.958e21, "FLOP/s", {"prefer": "E"}, "3,96 ZFLOPS (3.958 EFLOPS)", "3.96 ZFLOPS (3,958 EFLOPS)"),
        (3.958e15, "FLOP/s", {}, "3,96 PFLOPS", "3.96 PFLOPS"),
        (999.96e18, "FLOP/s", {}, "1 ZFLOPS", "1 ZFLOPS"),
        (192e9, "byte", {}, "192 GB", "192 GB"),
        (8e12, "byte/s", {}, "8 TB/s", "8 TB/s"),
        (700, "W", {}, "700 W", "700 W"),
        (44e6, "W", {}, "44 MW", "44 MW"),
        (1.4868e12, "J", {}, "413 MWh", "413 MWh"),
        (4e-9, "m", {}, "4 nm", "4 nm"),
        (2048, "count", {}, "2.048", "2,048"),
        (12e9, "USD", {}, "12 Mrd. US-Dollar", "12 billion USD"),
        (36312.5, "USD", {}, "36.300 US-Dollar", "36,300 USD"),
        (38e6, "KRW", {}, "38 Mio. KRW", "38 million KRW"),
        (8208000, "s", {}, "95 Tage", "95 days"),
        (111024000000, "s", {"attribute": "gpu_hours"}, "30,8 Mio. GPU-Stunden", "30.8 million GPU-hours"),
        (2.5, "ratio", {}, "2,5-fach", "2.5x"),
        (60, "percent", {}, "60 %", "60%"),
        (0.26, "byte/param", {}, "0,26 byte/param", "0.26 byte/param"),
    ],
)  # fmt: skip
def test_quantities_as_each_language_writes_them(value, unit, kw, de, en):
    assert quantity(value, unit, "de", **kw).replace("\xa0", " ") == de
    assert quantity(value, unit, "en", **kw).replace("\xa0", " ") == en


def test_ranges():
    assert quantity_range(3.6e21, 4.4e21, "FLOP/s", "de") == "3,6 ZFLOPS – 4,4 ZFLOPS"
    assert quantity_range(5.0, 5.0, "count", "en") == "5"
    assert quantity_range(None, None, "W", "en") == "–"


PARAMS = {
    "product": {"kind": "product", "id": "nvidia-b100"},
    "attribute": {"kind": "attribute", "id": "transistors"},
    "expected": {"kind": "quantity", "value": 208e9, "unit": "count"},
    "claimed": {"kind": "quantity", "value": 20.8e9, "unit": "count"},
    "slip": {"kind": "slip", "factor": 10, "direction": "too_small"},
}


def test_render_in_each_language():
    de = render("reference.mismatch", PARAMS, "de", NAMES).replace("\xa0", " ")
    assert de == (
        "NVIDIA B100: Transistoren laut Referenz 208 Mrd.; im Text steht 20,8 Mrd. "
        "(um den Faktor 10 zu klein)"
    )
    en = render("reference.mismatch", PARAMS, "en", NAMES).replace("\xa0", " ")
    assert en == (
        "NVIDIA B100 transistors is 208 billion per the reference; the text says 20.8 billion"
        " (10x too small)"
    )
    # Without the names, the product's own name field is used, never left out.
    named = {**PARAMS, "product": {"kind": "product", "id": "x-1", "name": "Example X1"}}
    assert render("reference.mismatch", named, "en").startswith("Example X1 transistors")


def test_render_errors_name_the_key():
    with pytest.raises(MessageError, match="no message 'nope'"):
        render("nope", {}, "de")
    with pytest.raises(MessageError, match="needs parameter"):
        render("reference.mismatch", {}, "en")


def _finding(**kw) -> Finding:
    fields = {
        "start": 0,
        "end": 10,
        "quote": "4 Exaflops",
        "verdict": "error",
        "check": "aggregate",
        "claimed": Claimed(value=4e18, unit="FLOP/s", text="4 Exaflops"),
        "expected": Expected(value=3.958e21, low=3.6e21, high=4.4e21, unit="FLOP/s"),
        "subject": "nvidia-h100-sxm",
        "attribute": "throughput",
    }
    return Finding(**{**fields, **kw})


def test_a_finding_with_a_message_reads_in_the_report_language():
    message = Message(
        key="aggregate.mismatch",
        params={
            "count": {"kind": "quantity", "value": 1e6, "unit": "count"},
            "per_unit": {"kind": "quantity", "value": 3.958e15, "unit": "FLOP/s"},
            "product": {"kind": "product", "id": "nvidia-h100-sxm"},
            "expected": {"kind": "quantity", "value": 3.958e21, "unit": "FLOP/s"},
            "claimed": {"kind": "quantity", "value": 4e18, "unit": "FLOP/s"},
            "slip": {"kind": "slip", "factor": 989.5, "direction": "too_small"},
        },
        steps=[
            Message(
                key="step.multiply",
                params={"a": 1_000_000, "b": {"kind": "quantity", "value": 3.958e15, "unit": "FLOP/s"}},
            ),
            Message(key="step.result", params={"value": {"kind": "quantity", "value": 3.958e21, "unit": "FLOP/s"}}),
        ],
    )  # fmt: skip
    finding = _finding(message=message, explanation="english", trail=["english"])
    loc = Localiser("de", NAMES)
    text, lang = loc.explanation(finding)
    assert lang == "de"
    assert text.replace("\xa0", " ") == (
        "1 Mio. × 3,96 PFLOPS (NVIDIA H100 SXM) = 3,96 ZFLOPS (3.958 EFLOPS); "
        "im Text steht 4 EFLOPS (um den Faktor 990 zu klein)"
    )
    assert [s.replace("\xa0", " ") for s in loc.trail(finding)] == [
        "1.000.000 × 3,96 PFLOPS",
        "= 3,96 ZFLOPS (3.958 EFLOPS)",
    ]
    assert loc.subject(finding) == "NVIDIA H100 SXM · Rechenleistung"
    # The same finding in an English report.
    assert Localiser("en", NAMES).explanation(finding)[0].startswith("1 million x 3.96 PFLOPS")


def test_english_fallback_without_internal_ids():
    finding = _finding(
        explanation="'1 Million H100-GPUs' x nvidia-b100 FP64_TENSOR DENSE = 30 EFLOP/s",
        trail=["1,000,000 x 30 TFLOP/s NVIDIA B100 FP64_TENSOR", "= 3.958e21 FLOP/s"],
    )
    loc = Localiser("de", NAMES)
    text, lang = loc.explanation(finding)
    assert lang == "en"  # shown as English, marked as such
    assert text == "'1 Million H100-GPUs' x NVIDIA B100 FP64 Tensor Core dense = 30 EFLOP/s"
    assert [s.replace("\xa0", " ") for s in loc.trail(finding)] == [
        "1.000.000 × 30 TFLOPS NVIDIA B100 FP64 Tensor Core",
        "= 3,958 ZFLOPS",
    ]


@pytest.mark.parametrize(
    ("step", "de"),
    [
        ("reference: NVIDIA B100  = 208 billion", "Referenz: NVIDIA B100 = 208 Mrd."),
        ("nvidia-b100 7 PFLOP/s / nvidia-h100-sxm 3.96 PFLOP/s", "NVIDIA B100 7 PFLOPS / NVIDIA H100 SXM 3,96 PFLOPS"),
        # German numbers quoted from the document, years and small counts stay as they are
        ("'1,4 Billionen Token' / '70 Mrd. Parametern'", "'1,4 Billionen Token' / '70 Mrd. Parametern'"),
        ("1.000.000 × 4 PFLOPS", "1.000.000 × 4 PFLOPS"),
        ("200,000 CNY x 171-198 KRW/CNY (yearly averages 2020-2025)", "200.000 CNY × 171-198 KRW/CNY (Jahresmittel 2020-2025)"),
        ("= 34.2 million KRW to 39.6 million KRW", "= 34,2 Mio. KRW bis 39,6 Mio. KRW"),
        ("15,625 USD x 0.845-0.949 EUR/USD", "15.625 US-Dollar × 0,845-0,949 EUR/USD"),
        ("H100-GPUs x 4-mal", "H100-GPUs × 4-mal"),
        ("192 GB / 0.5 byte per parameter (fp4)", "192 GB / 0,5 Byte pro Parameter (FP4)"),
    ],
)  # fmt: skip
def test_trail_steps_in_german(step, de):
    assert trail_step(step, NAMES, "de").replace("\xa0", " ") == de


def test_trail_steps_kept_per_names_and_language():
    """A rendered step is kept for the run's names: other names or another language
    render it anew, and asking again gives the same text."""
    step = "reference: nvidia-b100 FP8 DENSE = 4.5e15 FLOP/s"
    de = trail_step(step, NAMES, "de")
    assert "NVIDIA B100" in de and trail_step(step, NAMES, "de") == de
    assert trail_step(step, NAMES, "en") != de
    other = {"nvidia-b100": "Nvidia B100 (SXM)"}
    assert "Nvidia B100 (SXM)" in trail_step(step, other, "de")
    assert trail_step(step, NAMES, "de") == de


def test_explanation_leaves_quotes_alone():
    text = "the text's 'nvidia-b100 DENSE' is nvidia-b100"
    assert explanation(text, NAMES, "de") == "the text's 'nvidia-b100 DENSE' is NVIDIA B100"


def test_report_language():
    assert report_language("auto", "de") == "de"
    assert report_language("auto", "fr") == "en"
    assert report_language("en", "de") == "en"


def test_numbers_beyond_plain_digits_get_a_power_of_ten() -> None:
    # a percentage of 3.2e40 (a ratio computed from a figure read wrongly) must render,
    # not crash the report
    assert decimal(3.2e40, "de") == "3,2 × 10^40"
    assert decimal(3.2e40, "en") == "3.2 × 10^40"
