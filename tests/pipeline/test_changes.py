"""Changes and shares between two of the text's figures, and readings a datasheet
value more than 1,000x away does not stand for.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations

from pathlib import Path


def _v(found: dict, quote: str) -> str:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    return found[quote][0]


def test_a_change_pointing_back_over_a_sentence_end_is_checked_en(verdicts) -> None:
    text = (
        "The cluster now posts 2,000 petaflops on the benchmark. That is an increase "
        "of {} over the 1,600 petaflops it reached last spring."
    )
    # 2,000 / 1,600 = 1.25: 25 % more
    assert _v(verdicts(text.format("about 25 percent"), "en"), "25 percent") == "ok"
    assert _v(verdicts(text.format("about 60 percent"), "en"), "60 percent") == "error"


def test_das_ist_points_a_change_back_at_the_two_figures_before_de(verdicts) -> None:
    text = (
        "Im Frühjahr schaffte die Anlage 640 Petaflops. Im Herbst meldete sie 800 Petaflops. "
        "Das ist ein Plus von {}."
    )
    # 800 / 640 = 1.25
    assert _v(verdicts(text.format("rund 25 Prozent")), "25 Prozent") == "ok"
    assert _v(verdicts(text.format("rund 60 Prozent")), "60 Prozent") == "error"


def test_a_percentage_with_no_direction_word_may_be_the_change_de(verdicts) -> None:
    found = verdicts(
        "Der Konzern hat sein Budget auf 54 Mrd. Euro erhöht, nach zuvor 50 Mrd. Euro. "
        "Das ist eine Anpassung um rund 8 %."
    )
    # 54 / 50 = 108 %: as a share it misses, as the change it is right; never an error
    assert _v(found, "8 %") != "error"


def test_a_percentage_an_of_word_follows_is_a_share_de(verdicts) -> None:
    text = (
        "Wir rechnen mit 300 TFLOPS pro GPU, das sind etwa {} der Spitzenleistung von 1.000 TFLOPS."
    )
    # 300 / 1,000 = 30 %; 70 % would be the gap, not the share
    assert _v(verdicts(text.format("30 %")), "30 %") == "ok"
    assert _v(verdicts(text.format("70 %")), "70 %") == "error"


def test_a_family_member_1000x_off_is_no_reading_that_saves_the_figure_de(verdicts) -> None:
    # "Blackwell" names data-centre and desktop parts alike; the desktop die's count is
    # more than 1,000x away from the figure and holds no refutation back
    found = verdicts("Laut Nvidia vereint jede Blackwell-GPU 208 Billionen Transistoren.")
    assert _v(found, "208 Billionen Transistoren") == "error"


def test_a_cost_per_device_is_not_the_devices_times_hours_times_rate_en(verdicts) -> None:
    found = verdicts(
        "We could rent 1,000 GPUs for 25 hours at $2/GPU-hr, or buy them at about $50k "
        "per GPU all-in.",
        "en",
    )
    # 1,000 x 25 h x $2 = $50,000 for the whole run: not what one GPU costs to buy
    assert _v(found, "$50k per GPU") != "ok"


def test_a_column_header_per_stack_makes_its_cells_per_stack_en(checker, tmp_path) -> None:
    from pipeline.batch import RunOptions, Target

    path = tmp_path / "memory.en.md"
    path.write_text(
        "# Memory generations\n\n"
        "| Generation | Bandwidth per stack | Found in |\n"
        "|---|---|---|\n"
        "| HBM3 | 819 GB/s | H100 |\n"
        "| HBM3E | 1,229 GB/s | H200 |\n",
        encoding="utf-8",
    )
    report = checker.check_document(Target(path, str(path), Path("doc")), RunOptions(lang="en"))
    verdicts = {f.quote: f.verdict for f in report.findings}
    # one stack's bandwidth, not the device's 3.35 or 4.8 TB/s
    assert verdicts["819 GB/s"] != "error"
    assert verdicts["1,229 GB/s"] != "error"


def test_a_figure_in_the_ratios_clause_says_what_it_compares_en(verdicts) -> None:
    text = (
        "The MI355X carries 60% more HBM than the B200, while its dense FP8 rate sits "
        "about {} above the B200's 4.5 PF."
    )
    # the clause compares FP8 throughput (the 4.5 PF), not the HBM of the clause before
    assert _v(verdicts(text.format("11%"), "en"), "11%") != "error"


def test_a_difference_of_a_family_holds_back_unless_every_member_refutes_en(verdicts) -> None:
    found = verdicts(
        "Blackwell versus Hopper\n\n"
        "Each Blackwell GPU in the new nodes carries 180 GB of HBM3e, 39 GB more than "
        "the H200 it replaces.",
        "en",
    )
    # 180 GB (B200) - 141 GB (H200) = 39 GB; another Blackwell part gives another gap
    assert _v(found, "39 GB") != "error"


def test_a_groups_hourly_price_is_its_devices_times_the_device_hour_price_en(verdicts) -> None:
    text = "Rent an H100 at $2.50 per GPU-hour; a full 8x H100 node would be {}."
    # 8 x $2.50 = $20 an hour
    assert _v(verdicts(text.format("$20/hr"), "en"), "$20/hr") == "ok"


def test_over_a_year_opening_a_sentence_is_a_span_not_a_division_en(verdicts) -> None:
    found = verdicts(
        "The machine draws around 12 megawatts in full operation. Over a year that adds up "
        "to about 10.5 gigawatt-hours.",
        "en",
    )
    # 12 MW x 8,760 h = 105 GWh: 10.5 GWh is off by ten, not "12 MW / a year"
    assert _v(found, "10.5 gigawatt-hours") == "error"


def test_a_failed_fit_on_several_devices_blames_their_count_not_the_weights_en(
    verdicts,
) -> None:
    found = verdicts(
        "In BF16 the weights are about 1.34 TB, which still fits on 8x H200.",
        "en",
    )
    # 8 x 141 GB = 1.13 TB < 1.34 TB: the "8x" is wrong, the weights' size is not
    assert _v(found, "1.34 TB") != "error"
    assert _v(found, "8x") == "error"


def test_a_part_word_after_a_number_makes_that_number_the_part_de(verdicts) -> None:
    text = (
        "Im Cluster stecken GH200-Superchips, jeder mit einer TDP von 680 Watt. 1.024 "
        "davon ziehen also knapp {} Kilowatt."
    )
    # 1,024 x 680 W = 696 kW: the total of the 1,024, not a part of another figure
    assert _v(verdicts(text.format("700")), "700 Kilowatt") == "ok"


def test_operations_per_parameter_are_no_amount_of_compute_de(verdicts) -> None:
    found = verdicts(
        "Ein Sprachmodell braucht pro Token etwa zwei Rechenoperationen je Parameter. "
        "Bei 989 TFLOPS je H100 rechnet der Anbieter mit rund 50.000 GPU-Stunden am Tag."
    )
    # 2 FLOP / 989 TFLOPS is no run's time: nothing here makes the hours wrong
    assert _v(found, "50.000 GPU-Stunden") != "error"


def test_a_racks_datasheet_is_not_set_against_a_devices_in_a_difference_en(verdicts) -> None:
    found = verdicts(
        "A B200 moves 8 TB/s. The B300 in the GB300 NVL72 moves up to 288 GB of HBM3e per "
        "GPU, which is 96 GB more than the B200.",
        "en",
    )
    # 288 - 192 GB = 96 GB; the rack's 20 TB against one B200 is no reading of it
    assert _v(found, "96 GB") != "error"


def test_a_base_that_breaks_a_reported_change_is_the_wrong_figure_en(verdicts) -> None:
    # 42.0 / 1.40 = 30.0: the base is the text's own working, the change is reported
    found = verdicts(
        "Cloud revenue reached $42.0 billion in the quarter, up 40% from $25.0 billion a "
        "year earlier.",
        "en",
    )
    assert found["$25.0 billion"][0] == "error"
    assert found["40%"][0] != "error"


def test_a_base_that_fits_the_change_is_confirmed_de(verdicts) -> None:
    found = verdicts(
        "Der Umsatz stieg auf 18,0 Mrd. Euro, ein Plus von 20 Prozent gegenüber 15,0 Mrd. "
        "Euro im Vorjahr."
    )
    assert found["15,0 Mrd. Euro"][0] == "ok"
    assert found["20 Prozent"][0] != "error"


def test_a_pair_an_earlier_change_is_made_of_is_not_the_next_ones_en(verdicts) -> None:
    found = verdicts(
        "Revenue came in at $40.0 billion for the quarter, up 60% from $25.0 billion a year "
        "ago and up 15% from the prior quarter.",
        "en",
    )
    assert found["15%"][0] != "error"
    assert found["60%"][0] == "ok"


def test_a_change_ends_at_the_figure_it_goes_to_en(verdicts) -> None:
    found = verdicts(
        "Within the segment, compute brought in $30.0 billion, up 50% from a year ago, while "
        "networking jumped 150% to $6.0 billion.",
        "en",
    )
    assert found["150%"][0] != "error"


def test_the_source_of_a_conversion_is_not_a_conversion_itself_en(verdicts) -> None:
    found = verdicts(
        "At $1.20 per euro, this quarter's revenue translates to about €40 billion, and the "
        "guide of $60 billion works out to roughly €50 billion.",
        "en",
    )
    assert found["$60 billion"][0] != "error"


def test_no_reduction_exceeds_the_whole_en(verdicts) -> None:
    found = verdicts("Pruning made the model smaller, a 300% reduction in size.", "en")
    assert found["300%"][0] == "error"
    found = verdicts("Pruning made the model smaller, a 30% reduction in size.", "en")
    assert found["30%"][0] != "error"


def test_the_factor_given_as_the_increase_is_a_named_slip_de(verdicts) -> None:
    found = verdicts(
        "Die Anlage startete mit 50.000 GPUs und umfasst inzwischen 150.000 Beschleuniger – "
        "ein Plus von 300 Prozent."
    )
    assert found["300 Prozent"][0] == "error"  # +200 %: the factor 3 written as the increase
