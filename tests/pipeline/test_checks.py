"""One or more short texts per check id, written for these tests, in both languages.

Each asserts the verdict a user relies on: right numbers stay quiet or are
confirmed, wrong ones are flagged by the check that can explain them.
"""

from __future__ import annotations


def _v(found: dict, quote: str) -> tuple[str, str]:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    verdict, check, _ = found[quote]
    return verdict, check


# -- reference --------------------------------------------------------------------
def test_reference_confirms_and_flags_specs_de(verdicts) -> None:
    found = verdicts(
        "Die Nvidia H100 hat 80 Milliarden Transistoren und 80 GB HBM3-Speicher. "
        "Ihre Speicherbandbreite liegt bei 5,2 TB/s."
    )
    assert _v(found, "80 Milliarden Transistoren") == ("ok", "reference")
    assert _v(found, "80 GB") == ("ok", "reference")
    assert _v(found, "5,2 TB/s") == ("error", "reference")


def test_reference_hedges_decide_tolerance_en(verdicts) -> None:
    found = verdicts(
        "The H100 SXM reaches about 4 petaflops of FP8 with sparsity. "
        "The A100 offers more than 50 billion transistors.",
        "en",
    )
    assert _v(found, "4 petaflops")[0] == "ok"  # 3,958 TFLOPS within 'about'
    assert _v(found, "50 billion transistors")[0] == "ok"  # 54.2e9 > 50e9


def test_reference_sparse_figure_labelled_dense_is_an_error(verdicts) -> None:
    found = verdicts("Die H100 liefert bei FP8 ohne Sparsity 3.958 Teraflops.")
    assert _v(found, "3.958 Teraflops")[0] == "error"


def test_reference_unlabelled_sparse_figure_next_to_dense_is_a_warning(verdicts) -> None:
    found = verdicts(
        "Die H100 erreicht bei BF16 989 Teraflops (dicht). "
        "Bei INT8 nennt Nvidia für die H100 3.958 TOPS."
    )
    assert _v(found, "989 Teraflops")[0] == "ok"
    assert _v(found, "3.958 TOPS")[0] in ("warning", "ok")


def test_unknown_product_is_not_checked_against_another(verdicts) -> None:
    found = verdicts(
        "Die H100 wird im 4-nm-Verfahren gefertigt. Der Nachfolger X900 soll auf 2 nm setzen."
    )
    assert _v(found, "4-nm")[0] == "ok"
    assert _v(found, "2 nm")[0] == "unverified"


# -- aggregate ----------------------------------------------------------------------
def test_aggregate_total_over_count_de(verdicts) -> None:
    found = verdicts(
        "Ein Rechenzentrum mit 20.000 H100-GPUs kommt bei FP8 mit Sparsity auf rund 79 "
        "Exaflops. Die Karten ziehen zusammen 14 MW, bei 700 W pro GPU."
    )
    assert _v(found, "79 Exaflops") == ("ok", "aggregate")
    assert _v(found, "14 MW")[0] == "ok"


def test_aggregate_prefix_slip_en(verdicts) -> None:
    found = verdicts(
        "A cluster of 50,000 H100 GPUs delivers 49 petaflops of dense BF16 in total.", "en"
    )
    assert _v(found, "49 petaflops") == ("error", "aggregate")
    assert "1,000x" in found["49 petaflops"][2]


# -- arithmetic and restatement ----------------------------------------------------------
def test_explicit_arithmetic_de(verdicts) -> None:
    found = verdicts("Die Rechnung lautet 2.000 × 3 PFLOPS = 6 EFLOPS.")
    assert _v(found, "6 EFLOPS") == ("ok", "arithmetic")
    found = verdicts("Die Rechnung lautet 2.000 × 3 PFLOPS = 6 PFLOPS.")
    assert _v(found, "6 PFLOPS") == ("error", "arithmetic")


def test_restatement_long_scale_de(verdicts) -> None:
    found = verdicts("Das ergibt 12 Exaflops – also 12 Trillionen Rechenoperationen pro Sekunde.")
    assert _v(found, "12 Trillionen Rechenoperationen pro Sekunde")[0] == "ok"
    found = verdicts("Das ergibt 12 Exaflops – also 12 Billionen Rechenoperationen pro Sekunde.")
    assert _v(found, "12 Billionen Rechenoperationen pro Sekunde") == ("error", "restatement")


def test_restatement_en(verdicts) -> None:
    found = verdicts("The rack is rated at 720 petaflops, in other words 7.2 exaflops.", "en")
    assert _v(found, "7.2 exaflops") == ("error", "restatement")


# -- currency ---------------------------------------------------------------------------
def test_currency_stated_rate_de(verdicts) -> None:
    found = verdicts(
        "Der Server kostet 200.000 US-Dollar. Bei einem Kurs von 0,90 Euro je Dollar sind das "
        "180.000 Euro."
    )
    assert _v(found, "180.000 Euro") == ("ok", "conversion")
    found = verdicts(
        "Der Server kostet 200.000 US-Dollar. Bei einem Kurs von 0,90 Euro je Dollar sind das "
        "222.000 Euro."
    )
    assert _v(found, "222.000 Euro") == ("error", "conversion")
    assert "wrong way round" in found["222.000 Euro"][2]


def test_currency_yearly_rates_en(verdicts) -> None:
    found = verdicts("The card sold for 4.5 million yen (about $30,000) in Tokyo.", "en")
    assert _v(found, "$30,000") == ("ok", "conversion")
    found = verdicts("The card sold for 4.5 million yen (about $300,000) in Tokyo.", "en")
    assert _v(found, "$300,000") == ("error", "conversion")


# -- comparison -------------------------------------------------------------------------
def test_ratio_from_the_texts_own_figures_de(verdicts) -> None:
    found = verdicts(
        "Die H200 bietet 141 GB statt 80 GB bei der H100 – 76 % mehr. "
        "Die B200 hat 208 Milliarden Transistoren, 2,6-mal so viele wie die 80 Milliarden "
        "der H100."
    )
    assert _v(found, "76 %") == ("ok", "ratio")
    assert _v(found, "2,6-mal")[0] == "ok"


def test_ratio_against_reference_en(verdicts) -> None:
    found = verdicts("At dense FP8 the B200 is 5x faster than the H100.", "en")
    assert _v(found, "5x") == ("error", "ratio")


def test_ratio_across_precisions_is_a_warning_en(verdicts) -> None:
    found = verdicts(
        "The B200 offers 18 petaflops of FP4 against the 3.958 petaflops of FP8 of the H100, "
        "a 4.5x jump.",
        "en",
    )
    assert _v(found, "4.5x") == ("warning", "ratio")


def test_difference_de(verdicts) -> None:
    found = verdicts("Die B200 hat 128 Milliarden Transistoren mehr als die H100.")
    assert _v(found, "128 Milliarden Transistoren")[0] == "ok"
    found = verdicts("Die B200 hat 12,8 Milliarden Transistoren mehr als die H100.")
    assert _v(found, "12,8 Milliarden Transistoren") == ("error", "difference")


# -- consistency --------------------------------------------------------------------------
def test_chained_ratios_en(verdicts) -> None:
    found = verdicts(
        "The H100 is 3x faster than the A100. The B200 is 2x faster than the H100. "
        "So the B200 is 8x faster than the A100.",
        "en",
    )
    assert _v(found, "8x")[0] == "error"


# -- training, capacity, derived ------------------------------------------------------------
def test_training_compute_de(verdicts) -> None:
    found = verdicts(
        "Ein Modell mit 8 Mrd. Parametern sieht 15 Billionen Token. Nach der Faustregel sind "
        "das rund 7,2 × 10^23 FLOP."
    )
    assert _v(found, "7,2 × 10^23 FLOP") == ("ok", "training")
    found = verdicts(
        "Ein Modell mit 8 Mrd. Parametern sieht 15 Billionen Token. Nach der Faustregel sind "
        "das rund 7,2 × 10^21 FLOP."
    )
    assert _v(found, "7,2 × 10^21 FLOP") == ("error", "training")


def test_capacity_en(verdicts) -> None:
    found = verdicts("A single H100 can hold a model with 600 billion parameters.", "en")
    assert _v(found, "600 billion parameters") == ("error", "bound")
    found = verdicts("A single H100 can hold a model with 70 billion parameters.", "en")
    assert _v(found, "70 billion parameters") == ("ok", "bound")


def test_derived_cost_and_duration_de(verdicts) -> None:
    found = verdicts(
        "Das Labor verbucht 1,2 Mio. GPU-Stunden auf 2.000 GPUs, also rund 25 Tage Laufzeit. "
        "Bei 3 US-Dollar pro GPU-Stunde kostet der Lauf 3,6 Mio. Dollar."
    )
    assert _v(found, "25 Tage") == ("ok", "quotient")
    assert _v(found, "3,6 Mio. Dollar") == ("ok", "product")
    found = verdicts(
        "Das Labor verbucht 1,2 Mio. GPU-Stunden auf 2.000 GPUs, also rund 60 Tage Laufzeit. "
        "Bei 3 US-Dollar pro GPU-Stunde kostet der Lauf 36 Mio. Dollar."
    )
    assert _v(found, "60 Tage") == ("error", "quotient")
    assert _v(found, "36 Mio. Dollar") == ("error", "product")


def test_groups_times_count_per_group_de(verdicts) -> None:
    found = verdicts(
        "Der Betreiber baut 640 Knoten à 8 H100 auf, insgesamt also 5.120 GPUs. "
        "Dazu kommen zwei Inferenz-Cluster mit je 512 H100, zusammen also 1.536 GPUs."
    )
    assert _v(found, "5.120 GPUs") == ("ok", "product")
    assert _v(found, "1.536 GPUs") == ("error", "product")  # 2 x 512 = 1,024
    # a count per group is never judged as a total of its own
    assert _v(found, "8 H100")[0] == "unverified"


def test_groups_times_count_per_group_en(verdicts) -> None:
    found = verdicts(
        "The hall holds 18 racks with 72 B200 GPUs each, for a total of 1,296 GPUs. "
        "A second site adds 40 servers with 8 H100 GPUs per server, 3,200 GPUs in total.",
        "en",
    )
    assert _v(found, "1,296 GPUs") == ("ok", "product")
    assert _v(found, "3,200 GPUs") == ("error", "product")  # 40 x 8 = 320
    # without a word that makes it a total, a count is not derived from the others
    found = verdicts("The hall holds 18 racks with 72 B200 GPUs each. 500 GPUs are spares.", "en")
    assert _v(found, "500 GPUs")[0] == "unverified"


def test_names_that_are_words_match_only_as_written(verdicts) -> None:
    found = verdicts("A frontier model is large. The Frontier system reached 1.1 exaflops.", "en")
    assert _v(found, "1.1 exaflops")[0] == "ok"


def test_figures_inside_names_are_not_claims(verdicts) -> None:
    found = verdicts("Meta trained Llama 3.1 405B on 16,384 H100s.", "en")
    assert "405B" not in found
    assert _v(found, "16,384 H100s")[0] == "ok"  # the model's own GPU count


def test_active_parameters_en(verdicts) -> None:
    found = verdicts(
        "DeepSeek-V3 activates 37 billion of its 671 billion parameters per token.", "en"
    )
    assert _v(found, "37 billion")[0] == "ok"
    assert _v(found, "671 billion parameters")[0] == "ok"


def test_model_memory_need_is_not_a_device_spec(verdicts) -> None:
    found = verdicts("Even at FP8 the model needs 405 GB, more than one 80 GB H100 offers.", "en")
    assert _v(found, "405 GB")[0] != "error"
    assert _v(found, "80 GB")[0] == "ok"


def test_per_gpu_figures_of_a_system_en(verdicts) -> None:
    found = verdicts(
        "The GB200 NVL72 holds 13.5 TB of HBM3e, about 188 GB per GPU. Each GPU talks to the "
        "others over NVLink at 1.8 TB/s.",
        "en",
    )
    assert _v(found, "13.5 TB")[0] == "ok"
    assert _v(found, "188 GB")[0] == "ok"
    assert _v(found, "1.8 TB/s")[0] == "ok"


def test_up_to_speedups_are_not_spec_ratios_de(verdicts) -> None:
    found = verdicts("Laut Nvidia trainiert die B200 bei FP8 bis zu 4-mal schneller als die H100.")
    assert _v(found, "4-mal")[0] == "unverified"


def test_rented_cluster_en(verdicts) -> None:
    text = (
        "A startup rents 512 H100 GPUs for 30 days. At $2.50 per GPU-hour that comes to about "
        "$921,600, or roughly €850,000 at $1.08 per euro. The 512 GPUs draw 358 kW at 700 W "
        "each, so over the 30 days they consume about 258 MWh."
    )
    found = verdicts(text, "en")
    assert _v(found, "$921,600") == ("ok", "product")
    assert _v(found, "€850,000") == ("ok", "conversion")
    assert _v(found, "258 MWh") == ("ok", "product")
    found = verdicts(text.replace("€850,000", "€995,000"), "en")
    assert _v(found, "€995,000") == ("error", "conversion")


def test_memory_and_speed_ratios_do_not_contradict_en(verdicts) -> None:
    found = verdicts(
        "The H200 has 1.76x the memory of the H100. The H200 is 1.0x as fast as the H100 at FP8.",
        "en",
    )
    assert _v(found, "1.0x")[0] != "warning"


def test_relative_clause_subject_and_chain_en(verdicts) -> None:
    found = verdicts(
        "At FP16 the B200 reaches 2.25 petaflops, about 2.3x the H100's 989 teraflops, which in "
        "turn was roughly 3.2x the A100's 312 teraflops. So the B200 is about 10x an A100 at "
        "FP16.",
        "en",
    )
    assert _v(found, "3.2x")[0] == "ok"  # H100 / A100, not B200 / A100
    assert _v(found, "10x")[0] == "error"  # 2.3 x 3.2 = 7.4


# -- figures an article states that are not what they first look like ----------------
def test_site_and_system_power_are_not_gpu_totals_de(verdicts) -> None:
    found = verdicts(
        "Der Betreiber stellt 512 Knoten vom Typ DGX H100 mit je acht H100 auf. "
        "Ein DGX-H100-System ist mit 10,2 kW angegeben. "
        "Für den Standort hat der Netzbetreiber 9 MW zugesagt."
    )
    assert _v(found, "10,2 kW")[0] == "ok"  # the system's own rating, not 8 x 700 W
    assert _v(found, "9 MW")[0] == "unverified"


def test_several_devices_worth_is_a_total_not_a_wrong_spec_en(verdicts) -> None:
    found = verdicts(
        "A server with eight MI300X GPUs therefore holds 1,536 GB of HBM3. "
        "The hall draws 5 MW at full load.",
        "en",
    )
    assert _v(found, "1,536 GB")[0] != "error"
    assert _v(found, "5 MW")[0] != "error"
    # a clean unit slip on a single device is still an error
    found = verdicts("The MI300X carries 192 TB of HBM3.", "en")
    assert _v(found, "192 TB")[0] == "error"


def test_share_of_peak_is_not_an_increase_de(verdicts) -> None:
    found = verdicts(
        "Der Cluster leistet 20 Exaflops. Beim Training erreichen Teams selten mehr als "
        "40 Prozent der nominellen Leistung, effektiv also etwa 8 Exaflops."
    )
    assert _v(found, "8 Exaflops")[0] != "error"


def test_gpu_hours_do_not_restate_days_de(verdicts) -> None:
    found = verdicts("Rechnerisch ergeben 4.096 GPUs über 30 Tage gut 2,95 Millionen GPU-Stunden.")
    assert _v(found, "2,95 Millionen GPU-Stunden")[0] == "ok"


def test_ratio_right_the_other_way_round_is_not_an_error_de(verdicts) -> None:
    found = verdicts(
        "Die H100 hat 80 Milliarden Transistoren. Mit Blackwell bringt Nvidia rund "
        "2,6-mal so viele Transistoren wie die B200 mit."
    )
    assert _v(found, "2,6-mal")[0] != "error"


def test_active_parameters_named_after_the_figure(verdicts) -> None:
    found = verdicts(
        "DeepSeek-V3 hat insgesamt 671 Milliarden Parameter, davon sind pro Token nur "
        "37 Milliarden aktiv."
    )
    assert _v(found, "37 Milliarden")[0] == "ok"
    found = verdicts(
        "DeepSeek-V3 has 671 billion parameters, but only 37 billion are active per token.",
        "en",
    )
    assert _v(found, "37 billion")[0] == "ok"


def test_figure_of_an_unknown_model_is_not_the_named_ones_de(verdicts) -> None:
    found = verdicts(
        "Chinchilla hat 70 Milliarden Parameter. Der Aufwand entsprach dem des großen "
        "Gopher-Modells mit 280 Milliarden Parametern."
    )
    assert _v(found, "280 Milliarden Parametern")[0] == "unverified"


def test_subject_carries_over_sentences_without_names_en(verdicts) -> None:
    found = verdicts(
        "## TPUs\n\nThe TPU v4 came first.\n\nThe TPU v5p is the big one. Each chip delivers "
        "459 teraflops of BF16. A full pod holds 8,960 chips. The largest slice is 6,144 "
        "chips, good for about 2.8 exaflops of BF16.",
        "en",
    )
    assert _v(found, "2.8 exaflops")[0] == "ok"  # 6,144 x 459 TFLOPS of the v5p


def test_precision_named_in_a_sentence_without_figures_de(verdicts) -> None:
    found = verdicts(
        "Neu ist die Unterstützung für FP4. Hier nennt Nvidia für die B200 ohne Sparsity "
        "9 Petaflops."
    )
    assert _v(found, "9 Petaflops")[0] == "ok"


def test_sparsity_phrase_belongs_to_the_figure_after_the_comma_de(verdicts) -> None:
    found = verdicts(
        "Bei FP8 liefert die H100 dicht gerechnet 1.979 Teraflops, mit Sparsity 3.958 "
        "Teraflops. Die B200 kommt auf 4,5 Petaflops FP8 dicht, 2,3-mal so viel wie die H100."
    )
    assert _v(found, "2,3-mal")[0] == "ok"


def test_share_of_two_figures_de(verdicts) -> None:
    found = verdicts(
        "DeepSeek-V3 hat 671 Milliarden Parameter, davon sind 37 Milliarden aktiv, "
        "also knapp 15 Prozent."
    )
    assert _v(found, "15 Prozent") == ("error", "ratio")  # 37 / 671 = 5.5 %
    found = verdicts(
        "DeepSeek-V3 hat 671 Milliarden Parameter, davon sind 37 Milliarden aktiv, "
        "also rund 5,5 Prozent."
    )
    assert _v(found, "5,5 Prozent")[0] != "error"


def test_clean_slip_against_a_count_stated_earlier_de(verdicts) -> None:
    opening = "Der Betreiber stellt 2.000 H100 in einer Halle auf.\n\nStrom\n\n"
    found = verdicts(opening + "Bei 700 W pro GPU ziehen die GPUs damit rund 14 MW.")
    assert _v(found, "14 MW") == ("error", "aggregate")  # 2,000 x 700 W = 1.4 MW
    found = verdicts(opening + "Bei 700 W pro GPU ziehen die GPUs damit rund 1,4 MW.")
    assert _v(found, "1,4 MW")[0] == "ok"


def test_model_figures_confirmed_from_the_paragraph_de(verdicts) -> None:
    found = verdicts(
        "Metas Llama 3.1 405B wurde auf 15,6 Billionen Token trainiert. Das ist viel. "
        "Meta setzte 16.384 H100-GPUs ein und verbuchte 30,84 Mio. GPU-Stunden."
    )
    assert _v(found, "16.384 H100-GPUs")[0] == "ok"
    assert _v(found, "30,84 Mio. GPU-Stunden")[0] == "ok"


def test_six_flop_per_parameter_and_token_de(verdicts) -> None:
    found = verdicts("Das Training kostet etwa 6 Rechenoperationen pro Parameter und Token.")
    assert _v(found, "6 Rechenoperationen") == ("ok", "training")


def test_server_and_rack_power_are_not_gpu_totals_de(verdicts) -> None:
    found = verdicts(
        "Die 40 DGX-H100-Systeme enthalten zusammen 320 H100 und ziehen unter Volllast 408 kW."
    )
    assert _v(found, "408 kW")[0] != "error"  # 40 x 10.2 kW; GPUs alone are a floor
    found = verdicts("Ein Server mit acht Gaudi 3. Allein die Beschleuniger ziehen bis zu 9,2 kW.")
    assert _v(found, "9,2 kW") == ("error", "aggregate")  # 8 x 900 W = 7.2 kW


def test_mixed_fleet_and_ports_en(verdicts) -> None:
    found = verdicts(
        "We run 1,024 MI300X and 512 MI325X, 1,536 accelerators with about 328 TB of HBM.", "en"
    )
    assert _v(found, "328 TB")[0] != "error"  # 1,024 x 192 GB + 512 x 256 GB
    found = verdicts(
        "Each Gaudi 3 has 24 integrated 200 GbE ports, for 4.8 Tbit/s of networking per chip.",
        "en",
    )
    assert _v(found, "4.8 Tbit/s")[0] != "error"


def test_conversions_pair_in_order_and_sources_are_not_targets_en(verdicts) -> None:
    found = verdicts(
        "Our list price is $2.10 per GPU-hour for an MI300X and $2.60 for an H100. At 0.924 "
        "euros per dollar that is €1.94 and €2.40 respectively.",
        "en",
    )
    assert _v(found, "€1.94")[0] == "ok"
    assert _v(found, "€2.40")[0] == "ok"


def test_products_without_reference_values_stay_unverified_en(verdicts) -> None:
    found = verdicts(
        "The H100 has 80 GB. Rubin is expected to pair 288 GB of HBM4 with 50 PFLOPS of FP4, "
        "and Cerebras says its WSE-3 has 44 GB of on-chip SRAM.",
        "en",
    )
    for quote in ("288 GB", "50 PFLOPS", "44 GB"):
        assert _v(found, quote)[0] == "unverified", quote


def test_share_of_tokens_per_parameter_with_not_even_de(verdicts) -> None:
    found = verdicts(
        "GPT-3 hat 175 Milliarden Parameter und sah 300 Milliarden Token. Auf jeden Parameter "
        "kamen nicht einmal zwei Token."
    )
    assert _v(found, "zwei Token")[0] == "ok"  # 300 / 175 = 1.7 < 2


def test_measured_power_model_sizes_and_rates_are_not_specs_en(verdicts) -> None:
    found = verdicts(
        "A DGX H100 is specified at up to 10.2 kW; under load we measured an average of 8 kW. "
        "Stored in BF16, Llama 3.1 70B needs 140 GB; a 70-GB model fits. Eight H100 serve "
        "about 20,000 tokens per second, and the B200 delivers 2.5 PFLOPS per kilowatt.",
        "en",
    )
    for quote in ("8 kW", "140 GB", "20,000 tokens", "2.5 PFLOPS per kilowatt"):
        assert _v(found, quote)[0] != "error", quote


def test_network_bandwidth_is_not_nvlink_de(verdicts) -> None:
    found = verdicts(
        "Die B200 sind über NVLink mit 1,8 TB/s pro GPU verbunden; zwischen den Systemen "
        "sorgt ein InfiniBand-Netz mit 400 Gbit/s je GPU für den Datenaustausch."
    )
    assert _v(found, "1,8 TB/s")[0] == "ok"
    assert _v(found, "400 Gbit/s")[0] == "unverified"
    found = verdicts("Die H100 hat nicht 5 TB/s Speicherbandbreite, sondern 3,35 TB/s.")
    assert _v(found, "3,35 TB/s")[0] == "ok"  # "nicht" holds "nic" but names no network


def test_heading_figures_and_precision_words_en(verdicts) -> None:
    found = verdicts(
        "## Volta\n\nThe V100 reached 125 TFLOPS of FP16. Double precision reached 7.8 TFLOPS."
        "\n\n## Ampere: 7 nm and sparsity\n\nThe A100 moved to TSMC's 7 nm node.",
        "en",
    )
    assert _v(found, "7.8 TFLOPS")[0] == "ok"  # FP64, not the FP16 named before
    assert found["7 nm"][0] != "error"  # the heading is about the A100 section


def test_ratio_steps_and_benchmark_ranges_en(verdicts) -> None:
    found = verdicts(
        "On BF16 the jump from A100 to H100 SXM was roughly 3.2x (312 to 989 TFLOPS), while "
        "B200 adds another 2.3x. Google reported that TPU v4 is 1.2 to 1.7 times faster than "
        "the A100.",
        "en",
    )
    assert _v(found, "3.2x")[0] == "ok"
    assert _v(found, "2.3x")[0] == "ok"  # B200 over H100
    assert _v(found, "1.2 to 1.7 times")[0] != "error"


def test_per_unit_price_derived_from_a_total_en(verdicts) -> None:
    text = (
        "In 2023 Tesla brought a cluster of 10,000 H100 GPUs online, reportedly costing "
        "$300 million, which works out to about {} per GPU."
    )
    assert _v(verdicts(text.format("$30,000"), "en"), "$30,000 per GPU")[0] == "ok"
    assert _v(verdicts(text.format("$3,000"), "en"), "$3,000 per GPU") == ("error", "quotient")


def test_per_gpu_unit_slip_in_a_rack_en(verdicts) -> None:
    found = verdicts(
        "The GB200 NVL72 draws roughly 120 kW per rack. Each GPU in the rack carries 186 GB "
        "of HBM3e with 8 GB/s of memory bandwidth.",
        "en",
    )
    assert _v(found, "8 GB/s") == ("error", "reference")
    assert _v(found, "120 kW")[0] != "error"


def test_per_stack_figures_are_not_device_specs_de(verdicts) -> None:
    found = verdicts(
        "Die H100 SXM bringt 80 GB HBM3 in fünf aktiven Stapeln und erreicht 3,35 TB/s, das "
        "sind 670 GB/s je Stapel. Die MI300X hat acht HBM3-Stapel mit je 24 GB, zusammen "
        "192 GB, und 5,3 TB/s, also 662 GB/s pro Stapel."
    )
    for quote in ("670 GB/s", "24 GB", "662 GB/s"):
        assert _v(found, quote)[0] != "error", quote
    assert _v(found, "192 GB")[0] == "ok"
    # a figure per GPU is the GPU's own, checked as usual
    found = verdicts("Im Server: die H100 mit je 80 GB HBM3.")
    assert _v(found, "80 GB")[0] == "ok"


def test_model_footprints_in_a_number_format_en(verdicts) -> None:
    found = verdicts(
        "The DGX H100 has eight GPUs with 80 GB each, 640 GB in total. At BF16 the 405 billion "
        "parameters need two bytes each, or 810 GB. An eight-way H200 node offers 1,128 GB, "
        "enough for BF16 with 318 GB to spare.",
        "en",
    )
    assert _v(found, "810 GB")[0] != "error"
    assert _v(found, "318 GB")[0] != "error"
    # a format that belongs to the figure before does not make a capacity a footprint
    found = verdicts(
        "The TPU v5p is the big one. Each chip delivers 459 teraflops of BF16 and carries 95 GB "
        "of HBM2e, and a full pod holds 8,960 chips. That works out to roughly 4.1 exaflops of "
        "BF16 per pod and about 85 TB of HBM across all the chips.",
        "en",
    )
    assert _v(found, "85 TB") == ("error", "aggregate")  # 8,960 x 95 GB = 851 TB


def test_gpu_hours_listed_per_model_en(verdicts) -> None:
    found = verdicts(
        "Meta lists 1.46 million H100 GPU-hours for the 8B model, 7.0 million for 70B and "
        "30.84 million for 405B. Had all of the 405B hours run on the 16,384-GPU cluster, that "
        "would be about 1,882 hours.",
        "en",
    )
    assert _v(found, "1,882 hours")[0] == "ok"  # 30.84 million / 16,384


def test_round_five_patterns(verdicts) -> None:
    found = verdicts(
        "NVIDIA's 32 petaflops of FP8 for the DGX H100 include sparsity; the dense FP8 "
        "equivalent is about 15.8 petaflops, so an eight-MI300X server at 20.9 petaflops leads "
        "by 32 percent.",
        "en",
    )
    assert _v(found, "32 percent")[0] != "error"  # 20.9 / 15.8, a lead, not a share
    found = verdicts(
        "The DGX H100 is rated at 32 petaflops of FP8 with sparsity; its dense FP8 rate is "
        "about 15.8 petaflops.",
        "en",
    )
    assert _v(found, "15.8 petaflops")[0] == "ok"  # half the sparse 32 PFLOPS
    found = verdicts(
        "## Was ist NVLink?\n\nNVLink verbindet GPUs direkt. Die Generationen: V100 mit "
        "300 GB/s, A100 mit 600 GB/s, H100 mit 900 GB/s. Ein PCIe-5.0-Steckplatz kommt auf "
        "rund 128 GB/s."
    )
    for quote in ("300 GB/s", "600 GB/s", "900 GB/s", "128 GB/s"):
        assert _v(found, quote)[0] != "error", quote
    found = verdicts(
        "Im Rechenzentrum kostet die Energie rund 53,0 Mio. Euro im Jahr. In Texas zahlen "
        "Großabnehmer etwa 0,08 US-Dollar pro kWh."
    )
    assert _v(found, "0,08 US-Dollar pro kWh")[0] != "error"  # a price per energy


def test_round_six_patterns(verdicts) -> None:
    found = verdicts(
        "Colossus kommt bei FP8 ohne Sparsity auf 100.000 mal 1.979 TFLOPS, also knapp "
        "198 Exaflops."
    )
    assert _v(found, "198 Exaflops")[0] != "error"  # a product, not a restatement
    found = verdicts(
        "Pre-training ran on 16,384 H100s for 54 days, which accounts for 21.2 million "
        "GPU-hours; the remaining 9.6 million went into long-context training. At $2 per "
        "H100-hour, 30.84 million hours would cost about $62 million.",
        "en",
    )
    assert _v(found, "9.6 million")[0] != "error"
    assert _v(found, "$62 million")[0] == "ok"  # 30.84 million GPU-hours x $2
    found = verdicts(
        "A lab that books 1,024 v5p chips for 720 hours pays 1,024 × $4.20 × 720 = $3,096,576.",
        "en",
    )
    assert _v(found, "$3,096,576")[0] == "ok"
    found = verdicts(
        "GPT-3 saw 300 billion tokens for 175 billion parameters, far below the 20 tokens per "
        "parameter that Chinchilla later argued for.",
        "en",
    )
    assert _v(found, "20 tokens")[0] != "error"


def test_round_seven_patterns(verdicts) -> None:
    found = verdicts(
        "Die Bandbreite der MI325X steigt von 5,3 TB/s auf 6 TB/s, also um etwa 13 Prozent."
    )
    assert _v(found, "13 Prozent")[0] != "error"  # a change, not a share of 88 %
    found = verdicts(
        "Intel fertigt den Gaudi 3 nicht mehr im 7-nm-Prozess des Vorgängers, sondern in "
        "5 nm. Bei BF16 liefert Gaudi 3 mit 1.835 TFLOPS mehr als das Sechsfache seines "
        "Vorgängers mit 432 TFLOPS."
    )
    assert _v(found, "7-nm")[0] != "error"  # the predecessor's node
    assert _v(found, "432 TFLOPS")[0] != "error"
    assert _v(found, "Sechsfache") == ("error", "ratio")  # 1835 / 432 = 4.25
    found = verdicts(
        "Bei FP16 liefert die MI300X dicht 1.307,4 TFLOPS, bei FP8 2.614,9 TFLOPS. "
        "Gegenüber den 989 bzw. 1.979 TFLOPS der H200 ist das jeweils rund ein Drittel mehr."
    )
    assert _v(found, "989")[0] == "ok"  # the H200's FP16, read respectively
    found = verdicts(
        "The A100 delivers 312 TFLOPS of dense FP16, 2.5 times the V100 figure, and "
        "sparsity doubles the headline to 624 TFLOPS.",
        "en",
    )
    assert _v(found, "2.5 times")[0] != "error"
    found = verdicts("Twenty-five D1 chips at 362 teraflops each deliver about 9 petaflops.", "en")
    assert _v(found, "9 petaflops")[0] != "error"
    found = verdicts(
        "Im Gehäuse sitzen zwei Dies mit jeweils 104 Mrd. Transistoren, zusammen also 208 Mrd."
    )
    assert _v(found, "208 Mrd.")[0] != "error"  # the sum of both dies, not a restatement


def test_round_seven_totals_and_changes(verdicts) -> None:
    found = verdicts(
        "The rack allows 1,200 W per GPU. Across 72 GPUs the GPUs alone draw 86.4 kW; the "
        "whole GB200 NVL72 is quoted at around 120 kW.",
        "en",
    )
    assert _v(found, "86.4 kW")[0] != "error"  # a part of the rack: 72 x 1,200 W
    found = verdicts(
        "Colossus started with 100,000 H100 GPUs. At 700 W per GPU the accelerators alone "
        "draw 7 MW, before cooling.",
        "en",
    )
    assert _v(found, "7 MW") == ("error", "aggregate")  # 70 MW
    found = verdicts(
        "The TPU v4 managed 275 teraflops per chip and 1.1 exaflops across a 4,096-chip pod.",
        "en",
    )
    assert _v(found, "1.1 exaflops")[0] == "ok"
    found = verdicts(
        "Frontier debuted with 1.102 exaflops, improved to 1.194 exaflops a year later and "
        "has since reached 1.353 exaflops, a gain of 32 percent over its debut.",
        "en",
    )
    assert _v(found, "32 percent") == ("error", "ratio")  # 1.353 / 1.102 = +23 %
    found = verdicts(
        "The H100 SXM is marketed at 1,979 teraflops of BF16; the dense number is 989.", "en"
    )
    assert _v(found, "1,979 teraflops")[0] != "error"
    found = verdicts(
        "DeepSeek nennt 2,788 Mio. GPU-Stunden.\n\nWas kostet das?\n\n"
        "DeepSeek setzt 2 Dollar Miete pro GPU-Stunde an. Dann kostet der Lauf rund "
        "5,6 Mrd. Dollar."
    )
    assert _v(found, "5,6 Mrd. Dollar") == ("error", "product")  # 5.6 million


# -- sum ------------------------------------------------------------------------------
def test_sum_of_listed_parts(verdicts) -> None:
    found = verdicts("Der Cluster von xAI hat 100.000 H100 und 50.000 H200, zusammen 150.000 GPUs.")
    assert _v(found, "150.000 GPUs") == ("ok", "sum")
    found = verdicts(
        "Der Planer rechnet mit 33,6 MW für die IT, 6,9 MW für die Kühlung und 1,5 MW für "
        "Verluste – zusammen 44 MW."
    )
    assert _v(found, "44 MW") == ("error", "sum")  # 42 MW
    found = verdicts("The lab runs 4,096 H100s and 2,048 H200s, a total of 8,192 GPUs.", "en")
    assert _v(found, "8,192 GPUs") == ("error", "sum")  # 6,144
    found = verdicts(
        "Expansion adds 50,000 H100s and 50,000 H200s to the original 100,000, for a total "
        "of 200,000 accelerators.",
        "en",
    )
    assert _v(found, "200,000 accelerators")[0] != "error"  # a part the list does not name
    found = verdicts(
        "Fine-tuning on 64 chips for ten hours costs $2,688. Evaluating on 256 chips adds "
        "$1,536. Together that comes to $5,224, before storage.",
        "en",
    )
    assert _v(found, "$5,224") == ("error", "sum")  # 4,224


def test_round_eight_patterns(verdicts) -> None:
    found = verdicts(
        "Suppose the million GPUs sit in GB200 NVL72 racks. Even counting only the silicon, "
        "a million GPUs at 1,200 W each would need 1.2 MW.",
        "en",
    )
    assert _v(found, "1.2 MW") == ("error", "aggregate")  # 1.2 GW
    found = verdicts(
        "Analysts put the H100 at $25,000 to $30,000. For the first 100,000 GPUs that means "
        "$25 billion to $30 billion for the accelerators alone.",
        "en",
    )
    assert _v(found, "$25 billion to $30 billion") == ("error", "aggregate")
    found = verdicts(
        "Meta described two clusters of 24,576 H100 GPUs each, 49,152 GPUs in total, and "
        "said it would own 350,000 H100s by the end of the year.",
        "en",
    )
    assert _v(found, "350,000 H100s")[0] != "error"
    found = verdicts(
        "Colossus started with 100,000 H100 GPUs; at 700 W per H100 that is 70 MW of GPU "
        "load. The site's initial plan allowed for up to 150 MW.",
        "en",
    )
    assert _v(found, "70 MW")[0] != "error"
    found = verdicts(
        "Eine H100 kostet 2,50 Dollar pro GPU-Stunde. Zum Jahresdurchschnittskurs 2024 von "
        "0,9242 Euro je Dollar sind das rund 2,71 Euro."
    )
    assert _v(found, "2,71 Euro") == ("error", "conversion")  # 2.31 EUR
    found = verdicts("Ein DGX B200 hat acht B200 mit je 180 GB HBM3e, zusammen 1.540 GB.")
    assert _v(found, "1.540 GB") in (("error", "aggregate"), ("error", "arithmetic"))  # 1,440 GB
    found = verdicts(
        "Fine-tuning on 64 v5p chips for ten hours is 640 chip-hours at $4.20 per chip-hour, "
        "or $2,688. Evaluating on 256 v5e chips for five hours adds 1,280 chip-hours at "
        "$1.20, or $1,536.",
        "en",
    )
    for quote in ("five hours", "1,280 chip-hours", "$1,536"):
        assert _v(found, quote)[0] != "error", quote
    found = verdicts(
        "Nvidia soll 2024 eine Million H20 geliefert haben, zu je rund 13.000 US-Dollar – "
        "zum Kurs von 7,1957 Yuan je Dollar rund 93.500 Yuan – und damit über 13 Mrd. "
        "US-Dollar Umsatz."
    )
    assert _v(found, "13 Mrd. US-Dollar")[0] != "error"
    found = verdicts(
        "Of its 671 billion parameters, only 37 billion — about 5.5 percent — are active. "
        "Six times 37 billion times 14.8 trillion tokens gives about 3.3 × 10^25 FLOP.",
        "en",
    )
    assert _v(found, "37 billion")[0] != "error"  # the active count, not the total
    assert _v(found, "3.3 × 10^25 FLOP") in (
        ("error", "training"),
        ("error", "arithmetic"),
    )  # 3.3e24
    found = verdicts(
        "Chinchilla: 6 × 70 billion × 1.4 trillion = 5.88 × 10^23 FLOP, within about 2 percent "
        "of the paper's budget.",
        "en",
    )
    assert _v(found, "5.88 × 10^23 FLOP")[0] != "error"  # 6ND against the paper's 5.76e23
    found = verdicts(
        "The 405B model alone accounts for 30.84 million of the 39.3 million GPU-hours Meta "
        "lists for the Llama 3.1 family, about 68 percent.",
        "en",
    )
    assert _v(found, "68 percent") == ("error", "ratio")  # 78.5 %
    found = verdicts(
        "Im Linpack erreicht El Capitan 1,742 Exaflops. Die Spitzenleistung liegt bei 2,746 "
        "Exaflops; davon setzt das System damit rund 73 Prozent um."
    )
    assert _v(found, "73 Prozent") == ("error", "ratio")  # 63.4 %
    found = verdicts(
        "Frontier besteht aus 9.408 Knoten mit je einer EPYC-CPU und vier MI250X – zusammen "
        "also 36.632 GPUs."
    )
    assert _v(found, "36.632 GPUs") == ("error", "product")  # 37,632


def test_round_nine_patterns(verdicts) -> None:
    found = verdicts(
        "Llama 2 70B has the same parameter count as Chinchilla but saw 2 trillion tokens, "
        "which puts it at 8.4 × 10^23 FLOP.",
        "en",
    )
    assert _v(found, "8.4 × 10^23 FLOP")[0] != "error"  # Llama 2's, not Chinchilla's
    found = verdicts(
        "Meta's 3.8 × 10^25 FLOP spread over 30.84 million H100-hours comes to about 342 "
        "teraflops per GPU, roughly 35 percent of the H100's 989 dense BF16 teraflops.",
        "en",
    )
    assert _v(found, "342 teraflops") in (
        ("ok", "arithmetic"),
        ("ok", "quotient"),
    )  # sustained, not the spec
    found = verdicts(
        "Mistral's Mixtral 8x7B works the same way as DeepSeek-V3, with 46.7 billion "
        "parameters in total.",
        "en",
    )
    assert _v(found, "46.7 billion parameters")[0] != "error"  # a model the reference lacks
    found = verdicts(
        "Ein TPU-v4-Pod mit 1,1 Exaflops, der zu 40 Prozent ausgelastet ist, liefert "
        "4,4 × 10^17 FLOP pro Sekunde."
    )
    assert _v(found, "4,4 × 10^17 FLOP pro Sekunde") == ("ok", "product")
    found = verdicts("Ein 70B-Modell (140 GB in BF16) passt auf zwei TPU-v5p-Chips.")
    assert _v(found, "140 GB")[0] != "error"  # the model's size
    found = verdicts(
        "Intel lists a Gaudi 3 kit at $125,000. Converted at 2024 average rates, the kit "
        "costs about €115,500, ¥18.9 billion in Japan, or just under 900,000 yuan in China.",
        "en",
    )
    assert _v(found, "¥18.9 billion") == ("error", "conversion")  # 18.9 million yen
    assert _v(found, "900,000 yuan")[0] != "error"
    found = verdicts(
        "Colossus started with 100,000 H100s. The next phase adds 50,000 more H100s and "
        "50,000 H200s, bringing the total to 250,000 GPUs.",
        "en",
    )
    assert _v(found, "250,000 GPUs") == ("error", "sum")  # 200,000
    found = verdicts(
        "Each MI300A combines 24 Zen 4 CPU cores with a CDNA 3 GPU. Across the machine, "
        "44,544 APUs with 128 GB each add up to about 4.7 petabytes of HBM3.",
        "en",
    )
    assert _v(found, "4.7 petabytes") == ("error", "arithmetic")  # 5.7 PB
    found = verdicts(
        "Der DGX B200 liegt bei 14,3 kW, der DGX H100 bei 10,2 kW – ein Plus von 40 Prozent. "
        "Die MI300X bietet 5,3 TB/s, die H100 3,35 TB/s, ein Plus von gut 80 Prozent."
    )
    assert _v(found, "40 Prozent")[0] == "ok"
    assert _v(found, "80 Prozent") == ("error", "ratio")  # +58 %


def test_round_ten_patterns(verdicts) -> None:
    found = verdicts(
        "For China, the H800's NVLink bandwidth was cut from 900 GB/s to 400 GB/s.", "en"
    )
    assert _v(found, "900 GB/s")[0] != "error"  # where the cut started, not the H800's
    assert _v(found, "400 GB/s")[0] == "ok"
    found = verdicts(
        "Meta trained Llama 3 on two clusters of 24,576 H100 each, or 49,152 GPUs in total. "
        "The two training clusters therefore represent only about 14 percent of its fleet.",
        "en",
    )
    assert _v(found, "14 percent")[0] != "error"
    found = verdicts(
        "| System | Beschleuniger | Linpack (Rmax) | Rpeak |\n|---|---|---|---|\n"
        "| Frontier | 37.632 AMD MI250X | 1,353 EFLOPS | 2,056 EFLOPS |\n"
    )
    assert _v(found, "1,353 EFLOPS")[0] != "error"  # measured, not count x peak
    assert _v(found, "2,056 EFLOPS")[0] != "error"
    found = verdicts(
        "Geplant sind 96 Racks vom Typ Nvidia GB200 NVL72. In der Summe wären das 96 Racks "
        "mit insgesamt 7.488 Blackwell-GPUs."
    )
    assert _v(found, "7.488 Blackwell-GPUs") == ("error", "aggregate")  # 96 x 72 = 6.912
    found = verdicts("Geplant sind 96 Racks vom Typ Nvidia GB200 NVL72, insgesamt also 6.912 GPUs.")
    assert _v(found, "6.912 GPUs") == ("ok", "aggregate")
    found = verdicts(
        "DeepSeek reported 2.664 million H800 GPU-hours for pre-training, 119,000 for context "
        "extension and 5,000 for post-training, adding up to 2.878 million GPU-hours.",
        "en",
    )
    assert _v(found, "2.878 million GPU-hours") == ("error", "sum")  # 2.788 million
    found = verdicts(
        "Bei FP8 liegt die MI300X mit 2.614,9 TFLOPS rund 60 Prozent vor der H200 mit 1.979 TFLOPS."
    )
    assert _v(found, "60 Prozent") == ("error", "ratio")  # 1.32x


def test_round_eleven_patterns(verdicts) -> None:
    found = verdicts(
        "Das HRZ betreibt 256 H200. Im Jahr stehen 256 × 8.760 = 2.242.560 GPU-Stunden zur "
        "Verfügung; Llama 3.1 8B brauchte 1,46 Mio. H100-Stunden, etwa 65 Prozent der "
        "Jahreskapazität."
    )
    assert _v(found, "2.242.560 GPU-Stunden") == ("ok", "arithmetic")
    assert _v(found, "65 Prozent")[0] != "error"
    found = verdicts("Acht GPUs mit je 700 W: 8 × 700 W = 5,6 kW.")
    assert _v(found, "5,6 kW") == ("ok", "aggregate")
    found = verdicts(
        "| Kennzahl | Alt | Neu |\n|---|---|---|\n| GPUs | 160 × A100 | 256 × H200 |\n"
        "| Leistungsaufnahme pro GPU | 400 W | 700 W |\n"
    )
    assert _v(found, "700 W")[0] == "ok"  # the H200 column
    found = verdicts(
        "| | B200 | H100 |\n|---|---|---|\n| FP8 dense / sparse | 4.5 / 9 PF | 1,979 / 3,958 TF |\n",
        "en",
    )
    assert _v(found, "3,958 TF")[0] == "ok"  # the sparse half of the cell
    found = verdicts("Gaudi 3 hat 24 integrierte 200-Gigabit-Ethernet-Ports.")
    assert "200-Gigabit-Ethernet-Ports" not in found  # a port speed, not a count
    found = verdicts(
        "AMD specifies 6 TB/s for the MI325X. The step over the MI300X, at 5.3 TB/s, is about "
        "13 percent. 1,000 W against 700 W is roughly 43 percent more power for 32 percent "
        "more peak compute.",
        "en",
    )
    assert _v(found, "13 percent")[0] != "error"
    assert _v(found, "32 percent")[0] != "error"
    found = verdicts(
        "The cluster draws 6.79 MW. Run at full load, 6.79 MW for a year is about 5.9 GWh.",
        "en",
    )
    assert _v(found, "5.9 GWh") == ("error", "product")  # 59.5 GWh
    found = verdicts(
        "We assume $350,000 per server, and 512 servers at $350,000 each comes to $197.2 "
        "million. At 0.9242 euros per dollar, that is about 165.6 million euros.",
        "en",
    )
    assert _v(found, "$197.2 million") in (
        ("error", "arithmetic"),
        ("error", "product"),
    )  # 179.2 million
    assert _v(found, "165.6 million euros")[0] != "error"  # converts the right total


def test_round_twelve_patterns(verdicts) -> None:
    found = verdicts(
        "Colossus' 100,000 H100s at 700 watts each draw 7 megawatts before a single CPU, "
        "switch or chiller is counted.",
        "en",
    )
    assert _v(found, "7 megawatts") == ("error", "aggregate")  # 70 MW
    found = verdicts(
        "Ein DGX H100 zieht unter Volllast bis zu 10,2 Kilowatt, die 32 Systeme zusammen 326,4 kW."
    )
    assert _v(found, "326,4 kW")[0] != "error"  # 32 systems x 10.2 kW
    found = verdicts(
        "DeepSeek-V3 hat 37 Mrd. aktive Parameter und sah 14,8 Bio. Token. Meta hat für "
        "Llama 3.1 405B rund 3,8 × 10^25 FLOP eingesetzt."
    )
    assert _v(found, "3,8 × 10^25 FLOP")[0] != "error"  # Llama's compute, not DeepSeek's
    found = verdicts(
        "One node costs 8 × $2.49 × 730 hours = $14,541.60 a month; 8 × 700 W = 6.6 kW.",
        "en",
    )
    assert _v(found, "$14,541.60") == ("ok", "arithmetic")  # per hour times hours
    assert _v(found, "6.6 kW") == ("error", "arithmetic")  # 5.6 kW
    found = verdicts("Speicher: 8 × 192 GB = 1.536 TB HBM3.")
    assert _v(found, "1.536 TB")[0] == "error"  # 1.536 GB, German thousands dot


def test_restated_prefix_slip_per_unit_en(verdicts) -> None:
    found = verdicts(
        "The vendor quotes 720 petaflops of sparse FP8, i.e. 0.72 zettaflops per rack.", "en"
    )
    assert _v(found, "0.72 zettaflops") == ("error", "restatement")  # 0.72 exaflops
    found = verdicts("Das System schafft 6 TB/s, also 750 GB/s pro Stapel.")
    assert _v(found, "750 GB/s")[0] != "error"  # a share, not a restatement


def test_round_thirteen_patterns(verdicts) -> None:
    # a rate stated as an equation, used two sentences later the wrong way round
    found = verdicts(
        "Wir rechnen mit 1 Euro = 1,16 US-Dollar. Das Projekt ist groß. Das Budget lag bei "
        "600 Millionen Dollar, umgerechnet knapp 696 Millionen Euro."
    )
    verdict, check, why = found["696 Millionen Euro"]
    assert (verdict, check) == ("error", "conversion") and "wrong way round" in why
    # a price per unit in the next sentence is no conversion of the total before it
    found = verdicts(
        "Beim Kurs von 1 Euro = 1,16 US-Dollar entsprechen die Kosten rund 580 Millionen "
        "Dollar. Pro Petaflops gerechnet zahlt Europa damit etwa 500.000 Euro."
    )
    assert _v(found, "500.000 Euro")[0] != "error"
    # bulleted conversions of one amount: each is checked against the first
    found = verdicts(
        "At our stated rates (1 USD = 0.86 EUR and 1,400 KRW), the $1.75 billion order "
        "equals:\n\n- about €1.505 billion,\n- about ₩2.45 billion.",
        "en",
    )
    assert _v(found, "€1.505 billion")[0] == "ok"
    assert _v(found, "₩2.45 billion") == ("error", "conversion")  # 2.45 trillion
    # a figure that keeps a system's digits under another prefix, no precision named
    found = verdicts("Aurora kommt auf 1,012 Petaflops, braucht dafür aber 38,7 Megawatt.")
    assert _v(found, "1,012 Petaflops") == ("error", "reference")
    found = verdicts("Aurora kommt auf rund 1 Petaflops.")
    assert _v(found, "1 Petaflops")[0] != "error"  # hedged: no prefix slip is sure
    # "12 Petaflops hinter Aurora" is a gap between two systems, not a spec
    found = verdicts("JUPITER liegt im HPL nur 12 Petaflops hinter Aurora.")
    assert _v(found, "12 Petaflops")[0] != "error"
    # what is left free and what the text divides by are no device totals
    found = verdicts(
        "Two H100s hold the weights (2 x 80 GB = 160 GB) but leave only 20 GB for cache.",
        "en",
    )
    assert _v(found, "20 GB")[0] != "error"
    found = verdicts(
        "Acht H200 liefern zusammen 38,4 TB/s, geteilt durch 405 GB ergibt das rund 95 "
        "Token pro Sekunde."
    )
    assert _v(found, "405 GB")[0] != "error"
    # a context length in tokens is no training set
    found = verdicts("A full 128K context (131,072 tokens) on Llama 3.1 405B takes 67.6 GB.", "en")
    assert _v(found, "131,072 tokens")[0] != "error"


def test_near_hedges_are_narrow_for_precise_figures(verdicts) -> None:
    found = verdicts(
        "Das Budget lag bei 600 Millionen Dollar, umgerechnet knapp 696 Millionen Euro."
    )
    assert _v(found, "696 Millionen Euro") == ("error", "conversion")  # at most ~570
    found = verdicts(
        "Das Budget lag bei 600 Millionen Dollar, umgerechnet knapp 600 Millionen Euro."
    )
    assert _v(found, "600 Millionen Euro")[0] != "error"  # a round figure may be well under


def test_rack_totals_follow_the_text_and_the_parts(verdicts) -> None:
    found = verdicts(
        "FP8 runs at 10 PFLOPS sparse and 5 PFLOPS dense per GPU. At dense FP8 the "
        "GB200 NVL72 rack is rated at 720 PFLOPS.",
        "en",
    )
    assert _v(found, "720 PFLOPS")[0] in ("error", "warning")  # the sparse rack figure
    found = verdicts(
        "Consider a first phase of 16 GB200 NVL72 racks for a cloud provider. That is "
        "16 x 72 = 1,152 GPUs. Dense FP8 across the cluster is 5.76 exaflops. HBM3e totals "
        "roughly 214 TB.",
        "en",
    )
    assert _v(found, "214 TB") == ("ok", "aggregate")  # 1,152 GPUs x 186 GB
    assert _v(found, "5.76 exaflops") == ("ok", "aggregate")  # 16 racks x 360 PFLOPS


def test_formats_of_one_device_compared_on_purpose(verdicts) -> None:
    found = verdicts(
        "Eine TPU v5e erreicht 197 TFLOPS in BF16, aber 393 TOPS in INT8 – knapp das Doppelte."
    )
    assert _v(found, "Doppelte")[0] == "ok"


def test_round_fourteen_patterns(verdicts) -> None:
    # a sparse figure where the reference lists only the dense one: twice that
    found = verdicts("Beim MI300X nennt AMD bei FP8 mit Sparsity 5.229,8 TFLOPS.")
    assert _v(found, "5.229,8 TFLOPS") == ("ok", "reference")
    # a chip's figure after a sentence on the system built from it
    found = verdicts(
        "Das ist der Grund, warum El Capitan auf diese APU setzt. Die FP64-Leistung liegt "
        "bei 61,3 TFLOPS im Vektorpfad."
    )
    assert _v(found, "61,3 TFLOPS")[0] != "error"
    # a difference to the predecessor, links rather than memory
    found = verdicts("Die Leistungsaufnahme der MI325X liegt 250 Watt über dem Vorgänger.")
    assert _v(found, "250 Watt")[0] != "error"
    found = verdicts("Über das Infinity Fabric der MI250X kommen bis zu 800 GB/s zusammen.")
    assert _v(found, "800 GB/s")[0] != "error"
    found = verdicts("Die bidirektionale ICI-Bandbreite der TPU v5e liegt bei 400 GB/s pro Chip.")
    assert _v(found, "400 GB/s")[0] != "error"
    # "wie bei der v5e" compares: the figures are the new chip's
    found = verdicts(
        "Die sechste Generation heißt Trillium. Wie bei der v5e besteht ein Pod aus 256 "
        "Chips, doch jeder davon schafft 918 TFLOPS BF16."
    )
    assert _v(found, "918 TFLOPS")[0] != "error"
    # a model the reference names without figures keeps its bullets to itself
    found = verdicts(
        "Llama 3.1 405B\n- 405 billion parameters, dense\n\nQwen2.5-72B\n"
        "- 72.7 billion parameters, dense\n- Pre-trained on up to 18 trillion tokens\n",
        "en",
    )
    assert _v(found, "405 billion parameters") == ("ok", "reference")
    assert _v(found, "72.7 billion parameters")[0] != "error"
    assert _v(found, "18 trillion tokens")[0] != "error"
    # an HTML-style title line is about its section, not the one before
    found = verdicts(
        "The V100 used TSMC's 12 nm process.\n\nAmpere: 7 nm and structured sparsity\n\n"
        "The A100 moved to TSMC's N7 node.",
        "en",
    )
    assert _v(found, "7 nm")[0] != "error"  # the A100's node, not the V100's 12 nm


def test_round_fourteen_errors(verdicts) -> None:
    # a precision after the comma belongs to the next clause's figure
    found = verdicts(
        "Beim MI300X gibt AMD bei FP16 und BF16 ohne Sparsity 2.614,9 Teraflops an, bei FP8 "
        "mit Sparsity 5.229,8 TFLOPS."
    )
    assert _v(found, "2.614,9 Teraflops")[0] == "error"  # the sparse FP16 figure
    assert _v(found, "5.229,8 TFLOPS")[0] == "ok"
    # "than the 80 GB A100" compares: the next sentence is still the H100's
    found = verdicts(
        "The H100 carries 80 GB of HBM3, about 64 percent more bandwidth than the 80 GB A100. "
        "Its tensor cores deliver 1,979 teraflops of dense FP16 and BF16.",
        "en",
    )
    assert _v(found, "1,979 teraflops")[0] == "error"
    # a product written out with a comma and a hedge instead of "="
    found = verdicts("The GPUs alone draw 24,576 x 700 W, about 17.2 kW.", "en")
    assert _v(found, "17.2 kW") == ("error", "arithmetic")
    # "or" restates, whatever the factor
    found = verdicts(
        "Spread across the cards that works out to about 1,882 hours, or roughly 26 days.", "en"
    )
    assert _v(found, "26 days") == ("error", "restatement")  # 78 days
    found = verdicts("Weights: about 1,342 GB in BF16, i.e. 1.3 PB, and 671 GB in FP8.", "en")
    assert _v(found, "1.3 PB") == ("error", "restatement")  # 1.3 TB, rounded


def test_pod_products_and_partners_stated_earlier(verdicts) -> None:
    found = verdicts(
        "Die v5p bringt 8.960 Chips pro Pod. Jeder Chip liefert 459 TFLOPS BF16. Rechnet man "
        "hoch, kommt ein Pod auf 8.960 x 459 TFLOPS und damit auf rund 4,1 Petaflops in BF16."
    )
    assert _v(found, "4,1 Petaflops") == ("error", "arithmetic")  # 4.1 EF
    found = verdicts(
        "Die TPU v5e schafft 197 TFLOPS BF16 und 393 TOPS INT8.\n\nDie sechste Generation "
        "heißt Trillium. Wie bei der v5e besteht ein Pod aus 256 Chips, doch jeder davon "
        "schafft 918 TFLOPS BF16 und 1.836 TOPS INT8 – gegenüber der v5e ein Sprung auf "
        "das rund 3,7-Fache."
    )
    assert _v(found, "3,7-Fache") == ("error", "ratio")  # 918 / 197 = 4.66
    assert _v(found, "1.836 TOPS")[0] != "error"  # per chip, like the figure before it
    found = verdicts(
        "An H100 costs $2.49 an hour, so $2.49 / 0.989 PF = $2.52 per petaflop-hour.", "en"
    )
    assert _v(found, "$2.52 per petaflop-hour")[0] != "error"


def test_round_fifteen_patterns(verdicts) -> None:
    # Rpeak is no HPL result: a system whose reference lists only Rmax says nothing
    found = verdicts("Aurora erreicht im HPL 1,012 Exaflops, die Rpeak liegt bei 1,980 Exaflops.")
    assert _v(found, "1,012 Exaflops") == ("ok", "reference")
    assert _v(found, "1,980 Exaflops")[0] != "error"
    # a share of a system's own peak is no comparison with the system named before
    found = verdicts(
        "Für El Capitan werden 2,746 Exaflops Rpeak genannt, für Frontier 2,056 Exaflops. "
        "El Capitan holt also gut 63 Prozent seiner Spitzenleistung im Linpack heraus."
    )
    assert _v(found, "63 Prozent")[0] != "error"
    # a rack's power, an H100 rack as the partner, on-chip SRAM, tokens served a month
    found = verdicts(
        "Per-GPU power went from 400 W on the A100 to 700 W. Rack densities of 40 kW and "
        "more are normal for H100 systems.",
        "en",
    )
    assert _v(found, "40 kW")[0] != "error"
    found = verdicts(
        "The GB200 NVL72 cabinet draws around 120 kW. That is nearly three times an H100 rack.",
        "en",
    )
    assert _v(found, "three times")[0] != "error"
    found = verdicts("Against an H100, the WSE-3 pairs 44 GB of SRAM with 21 PB/s.", "en")
    assert _v(found, "44 GB")[0] != "error"
    found = verdicts(
        "At 70 % utilisation the Llama 3.1 70B node's 30,600 tok/s add up to 55.5 billion "
        "tokens in a 30-day month.",
        "en",
    )
    assert _v(found, "55.5 billion tokens")[0] != "error"
    # an operand the text multiplies is no derived figure
    found = verdicts(
        "Eine H100 schafft 989 TFLOPS in BF16. Bei 40 Prozent Auslastung ergibt das "
        "16.384 × 989 TFLOPS × 0,4 ≈ 6,5 × 10^18 FLOP pro Sekunde."
    )
    assert _v(found, "989 TFLOPS")[0] != "error"  # the operand (the later of the two)
    # a ratio naming its own format, between the base and itself, compares on purpose
    found = verdicts(
        "Die H100 hat in FP8 dicht 1.979 TFLOPS. In FP64 auf den Tensor-Kernen leistet sie "
        "67 Teraflops, in FP8 knapp das 30-Fache."
    )
    assert _v(found, "30-Fache")[0] == "ok"


def test_new_section_takes_only_the_articles_topic(verdicts) -> None:
    found = verdicts(
        "# Wie groß sind Sprachmodelle?\n\nViele Fragen, viele Zahlen.\n\n"
        "### Wie viele Parameter hat GPT-3?\n\nGPT-3 hat 175 Milliarden Parameter.\n\n"
        "### Und die Llama-Familie?\n\nSie reicht bis zu 70 Milliarden Parametern.\n"
    )
    assert _v(found, "175 Milliarden Parameter") == ("ok", "reference")
    assert _v(found, "70 Milliarden Parametern")[0] != "error"  # not GPT-3's


def test_round_fifteen_pairs_and_partners(verdicts) -> None:
    # the pair of the products the claim names, not an earlier pair that fits
    found = verdicts(
        "Per-GPU power:\n\n- A100: 400 W\n- H100: 700 W, 75 percent more than the A100\n"
        "- B200: about 1,000 W, roughly 70 percent more than the H100\n",
        "en",
    )
    assert _v(found, "75 percent") == ("ok", "ratio")
    assert _v(found, "70 percent") == ("error", "ratio")  # 1,000 / 700 = 1.43
    # a possessive opening the sentence, a partner behind a comma
    found = verdicts(
        "Im direkten Vergleich mit Nvidias Hopper spielt der MI300X seine Stärke beim "
        "Speicher aus. Seine 192 GB gegenüber 80 GB beim H100 entsprechen dem 2,4-fachen, "
        "gegenüber den 141 GB des H200 sind es immer noch 36 Prozent mehr."
    )
    assert _v(found, "2,4-fachen")[0] == "ok"
    assert _v(found, "36 Prozent")[0] == "ok"
    # what a multiple is taken of is no total
    found = verdicts(
        "The GB200 NVL72 combines 72 Blackwell GPUs in a cabinet that draws around 120 kW, "
        "about six times the 20 kW ceiling most rooms were built for.",
        "en",
    )
    assert _v(found, "20 kW")[0] != "error"


def test_operand_hours_are_no_derived_duration(verdicts) -> None:
    found = verdicts(
        "A single B200 may draw 2.5 times as much as the A100. An H100 running for a full "
        "year consumes 700 W x 8,760 h = 6,132 kWh.",
        "en",
    )
    assert _v(found, "8,760 h")[0] != "error"
    assert _v(found, "6,132 kWh") == ("ok", "product")


def test_round_sixteen_patterns(verdicts) -> None:
    # shares of a total the text stated paragraphs earlier
    found = verdicts(
        "Die Gesamtinvestition beläuft sich auf 21,5 Millionen Euro.\n\nDie Kosten teilen "
        "sich drei Geldgeber. Das Land steuert 8,6 Millionen Euro bei, das entspricht 35 "
        "Prozent. Die verbleibenden 2,15 Millionen Euro, also 10 Prozent, trägt die "
        "Universität."
    )
    assert _v(found, "35 Prozent") == ("error", "ratio")  # 40 %
    assert _v(found, "10 Prozent")[0] != "error"
    # densities, lengths and rental price ratios are no device specs
    found = verdicts("Die H100 packt rund 98 Millionen Transistoren pro mm² auf 814 mm².")
    assert _v(found, "98 Millionen Transistoren")[0] != "error"
    found = verdicts("Ein Wafer mit 300 Millimetern Durchmesser trägt etwa 60 B200-Dies.")
    assert _v(found, "300 Millimetern")[0] != "error"
    found = verdicts(
        "The B200 rents for 2.2 times the H100 price, yet each token ends up 12% cheaper.", "en"
    )
    assert _v(found, "2.2 times")[0] != "error"
    # the sparsity word with an adjective before it is named
    found = verdicts(
        "Die H100 liefert knapp 989 TFLOPS BF16 dicht; mit struktureller Sparsity "
        "verdoppelt sich der Datenblattwert auf 1.979 TFLOPS."
    )
    assert _v(found, "verdoppelt")[0] == "ok"


def test_price_per_tflops_is_no_product_result(verdicts) -> None:
    found = verdicts("Pro TFLOPS-Stunde kostet die H100 2,99 $ / 989 TFLOPS = 0,30 US-Cent.")
    assert _v(found, "0,30 US-Cent")[0] != "error"
    found = verdicts("Ein Knoten: 8 × 700 W = 5,6 kW, das sind 5.600 W.")
    assert _v(found, "5,6 kW") == ("ok", "arithmetic")


def test_changes_within_a_table_row(verdicts) -> None:
    found = verdicts(
        "## Results\n\n| Workload | H100 node (tok/s) | H200 node (tok/s) | Speed-up |\n"
        "|---|---|---|---|\n| Llama 3.1 70B | 21,400 | 30,600 | +43 % |\n"
        "| Llama 3.1 405B | 4,150 | 7,060 | +82 % |\n",
        "en",
    )
    assert _v(found, "43 %") == ("ok", "ratio")
    assert _v(found, "82 %") == ("error", "ratio")  # 7,060 / 4,150 = 1.70
    found = verdicts(
        "## Specs\n\n| Spec | H100 | H200 | Change |\n|---|---|---|---|\n"
        "| Memory (GB) | 80 | 141 | +76 % |\n",
        "en",
    )
    assert _v(found, "76 %") == ("ok", "ratio")


def test_table_total_row_sums_its_column(verdicts) -> None:
    table = (
        "## Bill of materials\n\n| Item | Count | Subtotal (USD) |\n|---|---:|---:|\n"
        "| HGX servers | 3,072 | 860,160,000 |\n| Backend NICs | 24,576 | 36,864,000 |\n"
        "| **Total** | | **{total}** |\n"
    )
    found = verdicts(table.format(total="896,024,000"), "en")
    assert _v(found, "896,024,000") == ("ok", "sum")
    found = verdicts(table.format(total="996,024,000"), "en")
    assert _v(found, "996,024,000") == ("error", "sum")


def test_one_groups_figure_is_no_restatement_of_anothers_de(verdicts) -> None:
    found = verdicts(
        "Früher standen vier Systeme in einem Rack. Jedes System zieht maximal 10,2 "
        "Kilowatt, das Rack also 40,8 Kilowatt."
    )
    assert found["40,8 Kilowatt"][0] != "error"


def test_what_is_left_is_no_restatement_de(verdicts) -> None:
    found = verdicts(
        "Prozessor und Grafikkarten ziehen zusammen 1.350 W. Das Netzteil mit 2.000 Watt "
        "lässt damit rund 650 W Reserve."
    )
    assert found["650 W"][0] != "error"


def test_a_figure_far_off_another_restates_it_only_by_a_scale_word_en(verdicts) -> None:
    found = verdicts(
        "Phase one costs EUR 4.8 billion, or around EUR 48,000 per installed accelerator.",
        "en",
    )
    assert found["EUR 48,000"][0] != "error"


def test_a_conversion_of_an_amount_further_back_is_a_reading_too_en(verdicts) -> None:
    found = verdicts(
        "Total capital expenditure is estimated at EUR 5.0 billion. The GPU systems account "
        "for roughly 70 per cent, about EUR 3.5 billion. At an exchange rate of 1.10 US "
        "dollars per euro, the capex corresponds to about USD 5.5 billion.",
        "en",
    )
    assert found["USD 5.5 billion"][0] != "error"


def test_a_gain_by_a_figure_is_a_difference_not_a_spec_de(verdicts) -> None:
    found = verdicts(
        "El Capitan kommt nun auf 1,809 Exaflops im Linpack, nach 1,742 Exaflops bei der "
        "vorigen Liste – ein Zuwachs von 67 Petaflops."
    )
    assert found["67 Petaflops"][0] != "error"


def test_a_variable_assigned_before_another_keeps_its_own_noun_en(verdicts) -> None:
    found = verdicts("Take GPT-3: N = 175 billion, D = 300 billion tokens.", "en")
    assert found["175 billion"][0] != "error"  # the parameters, not the tokens


def test_without_sparsity_tricks_says_dense_de(verdicts) -> None:
    found = verdicts("Ganz ohne Tricks wie Sparsity schafft der H100 1.979 Teraflops in BF16.")
    assert found["1.979 Teraflops"][0] in ("warning", "error")  # dense BF16 is 989
