"""Price tables: a column said to be per hour holds rates, a column made from another by
one relation shows which row breaks it, and a price listed in a table confirms a cost
worked out far below it.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations

_NODES = (
    "Every node has eight GPUs.\n"
    "\n"
    "| Provider | Node price per hour | Per GPU-hour |\n"
    "|---|---|---|\n"
    "| Alpha Cloud | $40.00 | $5.00 |\n"
    "| Beta Compute | $24.00 | {beta} |\n"
    "| Gamma GPU | $16.00 | $2.00 |\n"
    "| Delta Systems | $32.00 | $4.00 |\n"
)


def _v(found: dict, quote: str) -> str:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    return found[quote][0]


def test_a_per_device_hour_column_made_by_division_flags_its_broken_row_en(verdicts) -> None:
    found = verdicts(_NODES.format(beta="$3.50"), "en")
    assert _v(found, "$3.50") == "error"  # $24.00 / 8 = $3.00
    assert _v(found, "$5.00") == "ok"
    assert _v(found, "$24.00") != "error"  # the input column is not the one made


def test_a_consistent_price_table_raises_no_flag_en(verdicts) -> None:
    found = verdicts(_NODES.format(beta="$3.00"), "en")
    assert {verdict for verdict, *_ in found.values()} <= {"ok", "unverified"}


def test_a_node_column_made_by_multiplication_flags_its_broken_row_de(verdicts) -> None:
    text = (
        "Jeder Knoten hat acht GPUs.\n"
        "\n"
        "| GPU | Preis je GPU-Stunde | Knoten pro Stunde |\n"
        "|---|---|---|\n"
        "| H100 SXM | 2,50 € | 20,00 € |\n"
        "| H200 SXM | 3,10 € | 25,80 € |\n"
        "| B200 | 4,50 € | 36,00 € |\n"
    )
    found = verdicts(text)
    assert _v(found, "25,80 €") == "error"  # 8 x 3,10 € = 24,80 €
    assert _v(found, "20,00 €") == "ok"


def test_a_listed_hourly_price_confirms_a_cost_far_below_the_table_en(verdicts) -> None:
    # the rate in the sentence before is another provider's; the table holds the one used
    text = _NODES.format(beta="$3.00") + (
        "\nPrices fell this year. Spot capacity is easy to find. Reserved terms are "
        "shorter. Support has improved. Most providers bill by the second. Egress is "
        "free inside a region. A year ago Alpha Cloud listed its node at $98.00 per hour.\n"
        "Keeping one Beta Compute node busy for a 730-hour month costs $17,520.\n"
    )
    assert _v(verdicts(text, "en"), "$17,520") != "error"


def test_a_months_price_is_the_hourly_price_over_the_months_hours_de(verdicts) -> None:
    text = (
        "Alle Preise verstehen sich zuzüglich Mehrwertsteuer.\n"
        "\n"
        "| Instanz | Preis pro Stunde | Preis pro Monat |\n"
        "|---|---|---|\n"
        "| S1 | 1,00 € | 730,00 € |\n"
        "| H8 | 20,00 € | 1.460,00 € |\n"
    )
    found = verdicts(text)
    assert _v(found, "730,00 €") == "ok"
    assert _v(found, "1.460,00 €") == "error"  # 20,00 € x 730 h = 14.600 €
