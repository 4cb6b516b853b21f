"""Runs on many devices, fits, written periods, and whose slip a product shows.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations

import pytest


def _v(found: dict, quote: str) -> str:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    return found[quote][0]


def test_a_run_time_follows_from_compute_devices_peak_and_utilisation_en(verdicts) -> None:
    text = (
        "A 13-billion-parameter model on 1 trillion tokens needs about 7.8 x 10^22 FLOPs. "
        "On 512 GPUs at 1 PFLOPS each and 50% utilization, the job finishes in {}."
    )
    # 7.8e22 / (512 x 1e15 x 0.5) = 304,688 s = 3.5 days
    assert _v(verdicts(text.format("about 3.5 days"), "en"), "3.5 days") == "ok"
    assert _v(verdicts(text.format("about 9 days"), "en"), "9 days") == "error"


def test_a_worked_out_run_time_gathers_its_premises_from_sentences_before_de(verdicts) -> None:
    text = (
        "Nach der Faustformel kommt man auf rund 6 × 10^24 Rechenoperationen.\n\n"
        "Der Betreiber setzte 8.192 H100-GPUs ein. Jede schafft 989 Teraflops; erreicht "
        "wurde eine Auslastung von rund 40 Prozent. Teilt man die Rechenmenge durch diese "
        "Leistung, ergeben sich rechnerisch rund {} Tage."
    )
    # 6e24 / (8,192 x 989e12 x 0.4) = 1.85e6 s = 21 days
    assert _v(verdicts(text.format("21")), "21 Tage") == "ok"
    assert _v(verdicts(text.format("42")), "42 Tage") == "error"


def test_a_product_off_by_a_prefix_shows_the_premise_slip_en(verdicts) -> None:
    found = verdicts(
        "The hall draws about 50 MW at the meter.\n\n"
        "  reply: At $0.10/kWh, running that all year is 438 GWh, call it ~$43.8M a year.",
        "en",
    )
    # 50 MW x 8,760 h = 438 GWh is right here; now the same text with the prefix slip
    assert _v(found, "438 GWh") == "ok"
    found = verdicts(
        "The hall draws about 50 MW at the meter.\n\n"
        "  reply: At $0.10/kWh, running that all year is 438 MWh, call it ~$43.8M a year.",
        "en",
    )
    assert _v(found, "438 MWh") == "error"  # 50 MW over a year is 438 GWh
    assert _v(found, "$43.8M") != "error"  # 438 GWh x $0.10 = $43.8M: the cost is right


def test_a_count_whose_total_memory_is_restated_is_what_does_not_fit_de(verdicts) -> None:
    found = verdicts(
        "In BF16 braucht das Modell rund 810 GB. Es passt damit auf vier MI300X, die "
        "zusammen 768 GB mitbringen."
    )
    assert _v(found, "768 GB") != "error"  # 4 x 192 GB is right
    assert _v(found, "vier MI300X") == "error"  # 810 GB need five


def test_a_model_that_gets_by_with_its_size_is_no_capacity_de(verdicts) -> None:
    found = verdicts(
        "Ein 70B-Modell braucht in FP16 rund 140 GB. Mit 8-Bit-Quantisierung schrumpft "
        "es auf rund 70 GB und läuft auf der RTX PRO 6000. Auf 4 Bit quantisiert kommt "
        "das Modell mit rund 35 GB aus und passt gerade noch in die 32 GB einer RTX 5090."
    )
    assert _v(found, "70 GB") != "error"  # the model's size, not the card's memory
    assert _v(found, "35 GB") != "error"  # what it gets by with, not a capacity
    assert _v(found, "32 GB") == "error"  # 35 GB do not fit into it


def test_the_same_chip_as_a_rival_leaves_the_figure_with_the_subject_de(verdicts) -> None:
    found = verdicts(
        "Die RTX PRO 6000 Blackwell nutzt denselben GB202-Chip wie die RTX 5090, bietet "
        "aber 96 GB GDDR7."
    )
    assert _v(found, "96 GB") != "error"  # the PRO 6000's memory, not the 5090's


def test_percent_ahead_of_a_rival_is_an_increase_en(verdicts) -> None:
    found = verdicts(
        "El Capitan debuted at No. 1 with an HPL result of 1.742 exaflop/s. That puts it "
        "roughly 29 percent ahead of Frontier, whose HPL result is 1.353 exaflop/s.",
        "en",
    )
    assert _v(found, "29 percent") == "ok"  # 1.742 / 1.353 - 1


def test_twice_a_datasheet_value_of_unknown_sparsity_is_not_refuted_en(verdicts) -> None:
    found = verdicts("The AMD Instinct MI355X peaks at 20 PFLOPS of FP4.", "en")
    # the reference lists 10 PF FP4 without saying whether it is dense or sparse: twice
    # it may be the sparse figure
    assert _v(found, "20 PFLOPS") == "ok"
    found = verdicts(
        "The AMD Instinct MI355X does 20 PFLOPS of FP4 against the B200's 9 PFLOPS of dense FP4.",
        "en",
    )
    assert _v(found, "20 PFLOPS") == "warning"  # the sparse figure set against a dense one


def test_a_table_column_names_the_measure_of_its_cells_en(verdicts) -> None:
    found = verdicts(
        "The exascale systems on the list\n\n"
        "| System | Rmax (PFlop/s) | Rpeak (PFlop/s) |\n|---|---|---|\n"
        "| Aurora | 1,012.00 | 1,980.01 |\n",
        "en",
    )
    assert _v(found, "1,980.01") != "error"  # Aurora's Rpeak, not its HPL result


def test_a_launch_figure_the_vendor_later_revised_is_not_refuted_en(verdicts) -> None:
    found = verdicts("Each AWS Trainium2 chip delivers 1,287 TFLOPS of dense FP8.", "en")
    assert _v(found, "1,287 TFLOPS") == "ok"  # the Neuron docs of December 2024


def test_an_equals_sign_after_a_product_equates_the_product_en(verdicts) -> None:
    found = verdicts(
        "Per token the cache takes:\n\n`2 x layers x heads x head dim x 2 bytes = 327,680 bytes`",
        "en",
    )
    assert _v(found, "327,680 bytes") != "error"  # not a restatement of "2 bytes"


def test_a_price_per_group_stated_before_the_figure_multiplies_groups_en(verdicts) -> None:
    found = verdicts(
        "We shipped 1,240 racks in the quarter. Each rack carries 72 GPUs, so that's 89,280 "
        "GPUs in rack form. The average selling price per rack came in at $3.1 million, "
        "which gives rack revenue of about $3.84 billion.",
        "en",
    )
    assert _v(found, "$3.84 billion") != "error"  # 1,240 racks x $3.1 million, not GPUs


def test_a_rivals_figure_only_likely_shares_the_format_named_on_the_subjects_en(
    verdicts,
) -> None:
    found = verdicts(
        "Each Trainium2 chip delivers 1,299 dense FP8 TFLOPS, about 30 % more than the "
        "H100's 989 TFLOPS.",
        "en",
    )
    assert _v(found, "989 TFLOPS") != "error"  # the H100's BF16 figure, not its FP8 one


def test_a_relative_clause_after_an_apposition_is_the_names_en(verdicts) -> None:
    found = verdicts(
        "A single GB200 NVL72 rack is rated at 1.4 exaflops, nearly as much as El Capitan, "
        "the world's fastest supercomputer, which reached 1.8 exaflops on the HPL benchmark.",
        "en",
    )
    assert _v(found, "1.8 exaflops") != "error"  # El Capitan's HPL result, not the rack's


def test_a_share_out_of_a_total_and_what_is_used_per_token_en(verdicts) -> None:
    found = verdicts(
        "Mixtral 8x7B has 46.7 billion parameters in total but uses 12.9 billion per token. "
        "DeepSeek-V3 is more extreme: 37 billion active out of 671 billion, roughly 5.5%.",
        "en",
    )
    assert _v(found, "12.9 billion") != "error"  # the active parameters, not the total
    assert _v(found, "5.5%") == "ok"  # 37 / 671, not 37 x 671


def test_a_table_column_that_does_not_say_what_it_counts_is_not_refuted_en(verdicts) -> None:
    found = verdicts(
        "| Model | N | D |\n|---|---|---|\n| Llama 3.1 8B | 8B | 15T |\n| Llama 3.1 70B | 70B | 15T |\n",
        "en",
    )
    # "D" holds tokens; the model's parameter count does not refute them
    assert all(v[0] != "error" for q, v in found.items() if q == "15T")


def test_groups_times_the_topic_products_units_confirms_but_never_refutes_de(verdicts) -> None:
    found = verdicts(
        "Der Betreiber stellt Racks vom Typ GB200 NVL72 auf.\n\n"
        "| Merkmal | Wert |\n|---|---|\n| Plattform | Grace Blackwell |\n\n"
        "- Im Vollausbau 10 Racks, zusammen 720 GPUs\n"
        "- Kaufpreis der Racks: 30 Millionen US-Dollar, also rund 41.700 Dollar pro GPU\n"
    )
    # the racks are NVL72 racks (72 GPUs each), though the table last named the superchip
    # (two GPUs): 10 x 2 = 20 may not refute the 720
    assert _v(found, "720 GPUs") != "error"
    assert _v(found, "41.700 Dollar pro GPU") == "ok"  # 30 M / 720


def test_a_cost_per_unit_is_not_the_sites_energy_times_its_price_de(verdicts) -> None:
    found = verdicts(
        "Der Rechner hat 400 Beschleuniger und verbraucht im Jahr rund 3 Gigawattstunden. "
        "Bei 20 Cent je Kilowattstunde sind das 600.000 Euro im Jahr. "
        "Für die Anschaffung gab das Land 20 Millionen Euro aus, das sind 50.000 Euro pro "
        "Beschleuniger."
    )
    assert _v(found, "600.000 Euro") == "ok"  # 3 GWh x 0.20 EUR/kWh
    assert _v(found, "50.000 Euro") != "error"  # 20 M / 400, not an energy bill


def test_bytes_worked_out_from_the_parameters_before_them_de(verdicts) -> None:
    text = (
        "Zum Modell: 70 Milliarden Parameter in FP16 ergeben {}, das passt auf zwei "
        "Karten mit je 80 GB. Mit vier Karten bliebe Platz für den Cache."
    )
    assert _v(verdicts(text.format("140 GB")), "140 GB") == "ok"  # 70e9 x 2 byte
    assert _v(verdicts(text.format("150 GB")), "150 GB") == "ok"  # within the room
    assert _v(verdicts(text.format("14 GB")), "14 GB") == "error"


def test_a_total_shown_wrong_from_a_figure_does_not_refute_that_figure_en(verdicts) -> None:
    found = verdicts(
        "Some napkin math: at 500 W per card, a cluster of 20,000 GPUs pulls 100 MW "
        "for the accelerators alone.",
        "en",
    )
    assert _v(found, "100 MW") == "error"  # 20,000 x 500 W = 10 MW
    assert _v(found, "500 W") != "error"  # the per-card figure the total was made from


def test_llama_405b_is_a_name_not_a_parameter_count_en(verdicts) -> None:
    found = verdicts(
        "DeepSeek-V3 / Llama 405B: which one fits? DeepSeek-V3 has 671 billion parameters.",
        "en",
    )
    assert "405B" not in found
    assert _v(found, "671 billion parameters") == "ok"


def test_device_hours_take_one_devices_power_not_a_sites_en(ref, en_nlp) -> None:
    from claims.extract import extract_claims
    from claims.models import Document
    from pipeline.solver.relations import products
    from pipeline.solver.solve import solve_with_context

    text = (
        "The site installed 50,000 H100 GPUs. That many GPUs at full rated power come to "
        "35 MW. Training the model took 10 million GPU-hours on H100 hardware. Multiply "
        "that by the GPU's rated power and the GPU energy alone comes to about 7 GWh."
    )
    document = Document(source="t.en.txt", text=text, sha256="", language="en")
    outcomes, ctx = solve_with_context(extract_claims(document, en_nlp), ref)
    energy = next(f for f, _ in outcomes.values() if f.text == "7 GWh")
    used = {
        ctx.index.by_id[p].text
        for e in products.explain(energy, ctx)
        if e.relation == "product"
        for p in e.premises
    }
    # 35 MW x 10 million hours is no energy of this run: device-hours take one device's
    # power ("the GPU's rated power"), never a site's
    assert "35 MW" not in used


def test_a_figure_per_named_system_is_one_systems_not_the_fleets_en(verdicts) -> None:
    found = verdicts(
        "The second phase adds 2,048 GPUs with 180 GB of memory per GPU, and 1.4 TB "
        "per HGX B200 system.",
        "en",
    )
    assert _v(found, "1.4 TB") != "error"  # one eight-GPU system, not 2,048 x 180 GB


def test_days_of_a_few_hours_each_are_no_round_the_clock_time_de(verdicts) -> None:
    text = (
        "Der Rechner läuft im Schnitt vier Stunden am Tag unter Last und zieht dabei "
        "0,5 kW. Im Monat (30 Tage) sind das also {}. In der Cloud kostet eine GPU "
        "2 US-Dollar pro Stunde; für meine 120 Laststunden im Monat (4 Stunden mal "
        "30 Tage) wären das {}."
    )
    found = verdicts(text.format("60 kWh", "240 Dollar"))  # 0.5 kW x 120 h; 2 $ x 120 h
    assert _v(found, "60 kWh") == "ok"
    assert _v(found, "240 Dollar") != "error"  # not 30 x 24 h at 2 $
    found = verdicts(text.format("600 kWh", "2.400 Dollar"))
    assert _v(found, "600 kWh") != "ok"


def test_a_partner_after_a_difference_of_its_own_is_that_ones_de(verdicts) -> None:
    found = verdicts(
        "Der MI300X bietet 192 GB. Der MI325X legt noch einmal 64 GB drauf, und der "
        "MI355X kommt auf 288 GB, das sind 147 GB mehr als beim H200."
    )
    assert _v(found, "64 GB") != "error"  # 256 - 192; the H200 is the 147 GB's partner
    assert _v(found, "147 GB") == "ok"  # 288 - 141


def test_a_bracketed_divisor_divides_the_figure_before_it_en(verdicts) -> None:
    text = "At full speed the run needs 2.0 × 10^24 / (500 × 10^12 × 3,600) ≈ {} GPU-hours."
    # 2e24 / (5e14 x 3,600) = 1.11 million; not 500e12 x 3,600 alone
    assert _v(verdicts(text.format("1.1 million"), "en"), "1.1 million GPU-hours") == "ok"
    assert _v(verdicts(text.format("11 million"), "en"), "11 million GPU-hours") == "error"


def test_a_per_group_phrase_right_after_a_figure_is_that_figures_en(verdicts) -> None:
    found = verdicts(
        "The site would hold 2,000 DGX B200 systems. At 14.3 kW per system the IT load "
        "reaches 28.6 MW.",
        "en",
    )
    assert _v(found, "28.6 MW") == "ok"  # 2,000 x 14.3 kW: a total, not one system's


def test_an_efficiency_is_not_one_machines_flops_over_anothers_power_en(verdicts) -> None:
    found = verdicts(
        "Aurora delivers 1.012 EFlop/s. Frontier holds 1.353 EFlop/s. It draws 24.6 MW, "
        "good for about 41 GFlops per watt.",
        "en",
    )
    # 1.353 EF / 24.6 MW = 55 GFlops/W; Aurora's flops over Frontier's power confirm nothing
    assert _v(found, "41 GFlops per watt") != "ok"


def test_a_utilisation_worked_out_against_the_sparse_peak_mixes_qualifiers_en(verdicts) -> None:
    text = (
        "An H100 does {peak} TFLOPS in BF16. Plug it in: 3.0e24 / (4.0e6 h * 3600 s * "
        "{written}) and you get roughly {mfu} MFU."
    )
    # 3e24 / (4e6 x 3,600 x 1.979e15) = 10.5 %, against the sparse peak: a warning
    sparse = verdicts(text.format(peak="1,979", written="1.979e15", mfu="10.5%"), "en")
    assert _v(sparse, "10.5%") == "warning"
    # against the dense peak (989 TFLOPS) the same arithmetic is right: 21 %
    dense = verdicts(text.format(peak="989", written="0.989e15", mfu="21%"), "en")
    assert _v(dense, "21%") == "ok"


# (lang, text with {} for the figure, a right figure, a wrong one): the right figure is
# confirmed and the wrong one flagged, each for the reason in the comment
RIGHT_AND_WRONG = [
    # hours a day times days in written arithmetic: 450 W x 8 h x 365 = 1,314,000 Wh
    (
        "de",
        "Läuft die Karte täglich acht Stunden, sind das 450 W × 8 h × 365 Tage ≈ {} im Jahr.",
        "1.314 kWh",
        "1.314 MWh",
    ),
    # an energy shares its period word with the power before it: 0.8 MW x 8,760 h
    (
        "de",
        "Jeder Knoten ist auf 2 Kilowatt ausgelegt. Mit Kühlung rechnet das Institut mit "
        "einer Dauerlast von rund 0,8 Megawatt, übers Jahr also mit etwa {}.",
        "7 Gigawattstunden",
        "70 Gigawattstunden",
    ),
    # "over a year" after a semicolon is no division: 20 MW x 8,760 h
    (
        "en",
        "The machine draws around 20 MW; over a year that adds up to roughly {}.",
        "175 GWh",
        "17.5 GWh",
    ),
    # a spelled fraction of a total is a share: two thirds of 300
    (
        "de",
        "Das Land investiert insgesamt 300 Mio. Euro. Davon entfallen zwei Drittel, "
        "also rund {}, auf die Rechner.",
        "200 Mio. Euro",
        "20 Mio. Euro",
    ),
    # "N times what an H100 has" is a ratio to the H100: 192 / 80
    ("en", "Each MI300X carries 192 GB, {} what an H100 has.", "2.4 times", "three times"),
    # "pro Grafikprozessor" is per device, whatever the noun: 120 kW / 72
    (
        "de",
        "Ein Schrank mit 72 GPUs zieht rund 120 Kilowatt, also knapp {} pro Grafikprozessor.",
        "1,7 Kilowatt",
        "17 Kilowatt",
    ),
    # "pro Schrank" is one group's total, not the fleet's: 72 x 288 GB
    (
        "de",
        "Jeder der 64 Schränke enthält 72 GPUs, zusammen sind es 4.608 GPUs. Jede GPU hat "
        "288 GB Speicher, pro Schrank summiert sich das auf knapp {}.",
        "21 TB",
        "2,1 TB",
    ),
    # a lead "by" a figure is a difference of the two machines: 1,012 - 1,000 PFLOPS
    (
        "en",
        "JUPITER now trails Aurora, at 1.012 exaflops, by only {}.",
        "12 petaflops",
        "120 petaflops",
    ),
    # each GPU against the superchip's GPU, not against the whole superchip: 288 / 192
    (
        "de",
        "Gegenüber dem Vorgänger GB200 bietet jede B300-GPU {} mehr Speicher.",
        "50 Prozent",
        "25 Prozent",
    ),
    # a superchip's name stands for its GPU as often as for both of them
    (
        "en",
        "Suppose it runs on Nvidia's GB300, rated at about {} of dense FP8.",
        "5 petaflops",
        "50 petaflops",
    ),
    # as many GPUs as one NVL72 holds make one rack's power: 72 x 1,400 W
    (
        "en",
        "The GB300 NVL72 packs 72 Blackwell Ultra GPUs. At 1,400 W per GPU, the GPUs alone "
        "draw about {} per rack.",
        "100 kW",
        "10 MW",
    ),
    # a site's memory is its devices' memory, nothing added: 4,608 x 288 GB
    (
        "de",
        "Zusammen kommt das Rechenzentrum auf 4.608 B300-GPUs. Jeder der Grafikchips hat 288 GB "
        "HBM3e an Bord. Im gesamten Rechenzentrum stehen damit rund {} Grafikspeicher "
        "bereit.",
        "1,3 PB",
        "1,3 TB",
    ),
    # device-hours over the devices of the run: 66.7 million / 100,000 = 667 h
    (
        "en",
        "That works out to 66.7 million GPU-hours. On a cluster of 100,000 GPUs, the run "
        "would take about {}.",
        "28 days",
        "46 days",
    ),
    # a sentence that opens on a working states its result, however far back the hours:
    # 30.84 million / 16,384 = 1,882 h
    (
        "de",
        "Das Training kostete rund 30,84 Millionen GPU-Stunden. Setzt man 700 Watt an, "
        "ergibt das 21,6 Gigawattstunden. Bei 15 Cent pro Kilowattstunde wären das gut 3,2 "
        "Millionen Euro. Verteilt man die Stunden auf 16.384 GPUs, lief der Cluster rund {}.",
        "78 Tage",
        "40 Tage",
    ),
    # the model the clause names is what must fit, not the one of the sentence before:
    # 405e9 x 0.5 byte = 203 GB
    (
        "de",
        "Für den Anfang reicht Llama 3.1 70B, in INT4 sind das nur rund 35 GB. Später soll "
        "Llama 3.1 405B in INT4 komplett in die {} VRAM passen.",
        "256 GB",
        "96 GB",
    ),
    # "reicht dafür aus" states a fit: 810 GB into eight devices' memory
    (
        "de",
        "Llama 3.1 405B braucht in BF16 rund 810 GB. Ein Server mit acht Karten und "
        "zusammen {} reicht dafür also aus.",
        "1.536 GB",
        "640 GB",
    ),
    # 6 x active parameters x tokens, the active ones named without the noun:
    # 6 x 37e9 x 14.8e12 = 3.3e24
    (
        "de",
        "Das Modell hat 671 Milliarden Parameter, von denen pro Token aber nur 37 Milliarden "
        "aktiv sind. Mit 14,8 Billionen Trainings-Token ergibt die Faustformel – sechs "
        "Rechenoperationen je aktivem Parameter und Token – rund {}.",
        "3,3 × 10^24 Rechenoperationen",
        "3,3 × 10^25 Rechenoperationen",
    ),
    # a price of one unit converted at the text's own rate: 25,000 / 1.16
    (
        "de",
        "Der Listenpreis liegt bei rund 25.000 US-Dollar. Bei 1,16 US-Dollar je Euro "
        "entspricht das etwa {}.",
        "21.600 Euro je Karte",
        "29.000 Euro je Karte",
    ),
]


@pytest.mark.parametrize(("lang", "text", "right", "wrong"), RIGHT_AND_WRONG)
def test_right_figure_confirmed_wrong_one_flagged(verdicts, lang, text, right, wrong) -> None:
    assert _v(verdicts(text.format(right), lang), right) == "ok"
    assert _v(verdicts(text.format(wrong), lang), wrong) == "error"


def test_an_extra_figure_is_a_difference_and_billions_count_no_devices_en(verdicts) -> None:
    found = verdicts(
        "The new part has about 20% more transistors than the MI300X's 153 billion. The "
        "air-cooled sibling runs at 1,000 W, so the MI355X spends an extra 400 W on clocks.",
        "en",
    )
    # 1,400 - 1,000 W: a difference, not the MI355X's board power; and 153 billion
    # transistors are no count of devices to multiply a power by
    assert _v(found, "400 W") != "error"


def test_a_figure_after_so_viel_wie_die_is_the_partners_de(verdicts) -> None:
    found = verdicts(
        "Das Labor rechnete mit H100-Karten. Eine H800 schafft in FP8 knapp 1.979 Teraflops "
        "und damit doppelt so viel wie die 989 Teraflops, mit denen das Labor geplant hat."
    )
    # the 989 TFLOPS are the H100's BF16 figure the text points back to, not the H800's
    assert _v(found, "989 Teraflops") != "error"


# (lang, text, figure): figures that are right, or not this text's to judge, and must not
# be flagged, each for the reason in the comment
QUIET = [
    # one of five stacks, and what one stack delivers, are no device's memory or bandwidth
    (
        "de",
        "| Beschleuniger | Stapel × Kapazität | Gesamtkapazität |\n|---|---|---|\n"
        "| NVIDIA H100 SXM | 5 × 16 GB | 80 GB |\n",
        "16 GB",
    ),
    ("de", "Beim B200 liefert jeder Stapel etwa 1 TB/s.", "1 TB/s"),
    # what one parameter takes, and an operand of the capacity, are no weights to fit
    (
        "en",
        "* Llama 3.1 405B in BF16 is 405B params x 2 bytes = 810 GB of weights.\n"
        "* An 8x H100 node has 8 x 80 GB = 640 GB, so BF16 fits on one node.",
        "2 bytes",
    ),
    (
        "en",
        "* Llama 3.1 405B in BF16 is 405B params x 2 bytes = 810 GB of weights.\n"
        "* An 8x H100 node has 8 x 80 GB = 640 GB, so BF16 fits on one node.",
        "80 GB",
    ),
    # two alternatives: the first borrows the second's unit, neither restates the other
    ("de", "Reservierte Kapazität gibt es mit Laufzeiten von 12 oder 36 Monaten.", "36 Monaten"),
    # a machine column built from a device: its figures may be the machine's
    (
        "en",
        "| Spec | Box A |\n|---|---|\n| Accelerators | AMD Instinct MI355X |\n"
        "| Peak FP8 | 40 PFLOPS |\n",
        "40 PFLOPS",
    ),
    # chips of one family are no count of a pod of another
    (
        "de",
        "El Capitan arbeitet mit 44.544 MI300A-Chips und erreicht 1,742 Exaflops.\n\nGoogle "
        "rechnet anders. Ein Pod der TPU-Generation Ironwood verbindet Tausende Chips und "
        "kommt auf 42,5 Exaflops.",
        "42,5 Exaflops",
    ),
    # after "gegen" the figure is the partner's
    (
        "de",
        "Auf dem Papier ist die RTX 5090 schneller als eine H100: 3.352 AI TOPS gegen "
        "1.979 TFLOPS BF16.",
        "1.979 TFLOPS",
    ),
]


@pytest.mark.parametrize(("lang", "text", "figure"), QUIET)
def test_figure_left_quiet(verdicts, lang, text, figure) -> None:
    assert _v(verdicts(text, lang), figure) not in ("error", "warning")


def test_a_groups_size_makes_a_figure_of_one_such_group_en(verdicts) -> None:
    found = verdicts(
        "Ironwood scales to 9,216 chips per superpod.\n\n"
        "A full superpod adds up to 42.5 exaflops of FP8 compute.",
        "en",
    )
    # 9,216 x 4,614 TFLOPS (FP8 per Ironwood chip) = 42.5 EFLOPS
    assert _v(found, "42.5 exaflops") == "ok"


def test_of_devices_days_and_device_hours_the_last_stated_is_the_result_en(verdicts) -> None:
    found = verdicts(
        "The job ran on 1,000 GPUs for 24.6 days, about 59,000 GPU-hours in all.", "en"
    )
    # 1,000 x 24.6 x 24 h = 590,400 GPU-hours: the hours are wrong, not the days
    assert _v(found, "59,000 GPU-hours") == "error"
    assert _v(found, "24.6 days") != "error"


def test_the_hours_of_one_device_at_a_price_per_device_hour_confirm_its_cost_en(
    verdicts,
) -> None:
    found = verdicts(
        "Here is what the runs cost, at $2.49 per H100 GPU-hour on demand:\n\n"
        "- **LoRA on one H100:** 11 hours, $27.39 in total.\n"
        "- **Full fine-tune on eight H100s:** 6.5 hours.",
        "en",
    )
    # 11 h x $2.49 = $27.39; a list price of the next item's eight GPUs is no premise
    assert _v(found, "$27.39") == "ok"


def test_a_one_word_bracket_before_the_figure_keeps_its_measure_de(verdicts) -> None:
    found = verdicts(
        "JUPITER erreichte im HPL-Lauf 1,000 Exaflops. Seine theoretische Spitzenleistung "
        "(Rpeak) gibt die Liste mit 1,227 Exaflops an."
    )
    # the peak is not the HPL result the reference keeps: nothing to refute it with
    assert _v(found, "1,227 Exaflops") != "error"
