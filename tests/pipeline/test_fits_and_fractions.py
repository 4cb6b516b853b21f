"""Fits the text denies, weights restated at another precision, and fractions: what they
compare and whether they are a share or a change.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations


def _v(found: dict, quote: str) -> str:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    return found[quote][0]


def test_a_fit_the_text_denies_is_not_checked_as_a_fit_en(verdicts) -> None:
    found = verdicts(
        "At FP16 the weights of a 70B model take roughly 140 GB, more than the 80 GB of an "
        "H100, so a single card cannot even hold them.",
        "en",
    )
    assert _v(found, "a single card") != "error"


def test_weights_restated_at_a_lower_precision_are_what_fits_de(verdicts) -> None:
    # 405 GB passen in 640 GB; die 810 GB in BF16 sind nicht gemeint
    found = verdicts(
        "In BF16 belegen die Gewichte 810 GB, quantisiert auf FP8 nur noch 405 GB. Das "
        "passt auf einen Server mit acht H100 und zusammen 640 GB Grafikspeicher."
    )
    assert _v(found, "640 GB") == "ok"


def test_a_fraction_of_a_price_compares_prices_not_counts_de(verdicts) -> None:
    found = verdicts(
        "## Zwei Karten statt einer?\n\n"
        "Zwei Karten kosten zusammen nur gut die Hälfte der großen Workstation-Karte."
    )
    assert _v(found, "Hälfte") != "error"


def test_by_a_fraction_is_a_change_not_a_share_de(verdicts) -> None:
    # 1.000 W gegenüber 750 W: ein Drittel mehr, kein Drittel davon
    found = verdicts(
        "Gegenüber dem Vorgänger MI300X wächst die Bandbreite beim MI325X nur um gut 13 "
        "Prozent, die Leistungsaufnahme dagegen um ein Drittel."
    )
    assert _v(found, "ein Drittel") != "error"


def test_a_tripling_named_as_a_noun_is_a_ratio_de(verdicts) -> None:
    found = verdicts(
        "Der H100 zieht 700 W, der B300 rund 1.400 W. Damit ist das eine Verdreifachung der "
        "Leistungsaufnahme pro Chip."
    )
    assert _v(found, "Verdreifachung") == "error"  # 1.400 / 700 = 2


def test_a_ratio_is_no_comparison_of_a_device_with_a_site_en(verdicts) -> None:
    found = verdicts(
        "At 700 W per GPU that is 70 MW for the accelerators alone; doubling the cluster "
        "lifts the load to about 140 MW.",
        "en",
    )
    assert _v(found, "doubling") != "error"


def test_tokens_per_second_are_bandwidth_over_the_weights_en(verdicts) -> None:
    text = (
        "Decoding reads every weight once per token: at 5.3 TB/s, a model of 70 GB gives "
        "about {rate} tokens per second."
    )
    assert _v(verdicts(text.format(rate="76"), "en"), "76 tokens") == "ok"
    assert _v(verdicts(text.format(rate="760"), "en"), "760 tokens") == "error"


def test_a_units_figure_and_the_total_made_of_it_are_no_ratio_pair_de(verdicts) -> None:
    found = verdicts(
        "Ein Kunde will 200 Racks belegen. Bei 120 Kilowatt pro Rack sind das 24 Megawatt "
        "– die Hälfte unserer IT-Last."
    )
    assert _v(found, "Hälfte") != "error"


def test_a_share_of_a_named_whole_is_of_the_figure_given_for_it_de(verdicts) -> None:
    text = (
        "Die IT-Last der Anlage liegt bei rund 8,0 Megawatt. Die Grafikprozessoren kommen "
        "zusammen auf knapp 6,0 MW – sie machen damit rund {share} Prozent der IT-Last aus."
    )
    assert _v(verdicts(text.format(share="75")), "75 Prozent") == "ok"
    assert _v(verdicts(text.format(share="95")), "95 Prozent") == "error"


def test_a_partner_after_a_compound_adjective_is_the_partner_en(verdicts) -> None:
    found = verdicts(
        "Each MI355X carries 288 GB of HBM3E. That is 50% more memory per GPU than the "
        "previous-generation MI325X.",
        "en",
    )
    assert _v(found, "50%") == "error"  # 288 / 256 = +12.5 %


def test_devices_said_to_be_needed_are_checked_as_a_fit_de(verdicts) -> None:
    text = (
        "In BF16 belegen die Gewichte 810 GB. Eine MI300X hat 192 GB, für die BF16-Version "
        "braucht man also {n} Karten."
    )
    assert _v(verdicts(text.format(n="fünf")), "fünf Karten") == "ok"
    assert _v(verdicts(text.format(n="vier")), "vier Karten") == "error"


def test_a_models_bytes_at_a_named_precision_are_its_size_en(verdicts) -> None:
    found = verdicts("Even quantised, Llama 3.1 405B at FP8 is still 810 GB.", "en")
    assert _v(found, "810 GB") == "error"  # 405e9 x 1 byte = 405 GB
    found = verdicts("Quantised, Llama 3.1 405B at FP8 takes about 405 GB.", "en")
    assert _v(found, "405 GB") != "error"


def test_memory_after_a_model_named_by_its_size_is_not_the_cards_en(verdicts) -> None:
    # the card's 24 GB stands in the section before; 140 GB and 70 GB are the model's
    found = verdicts(
        "## Why this card\n\nThe RTX 4090 has 24 GB of GDDR6X.\n\n"
        "## Weights\n\nSize is parameters times bytes per parameter. A 70B model weighs "
        "140 GB in FP16. In FP8 it is 70 GB.",
        "en",
    )
    assert _v(found, "140 GB") != "error"
    assert _v(found, "70 GB") != "error"


def test_memory_of_a_card_is_still_checked_without_a_model_between_de(verdicts) -> None:
    found = verdicts(
        "## Die Karte\n\nDie RTX 4090 ist schnell. Sie hat 48 GB GDDR6X und eine TDP von 450 W."
    )
    assert _v(found, "48 GB") == "error"
