"""How a figure may be read: binary prefixes, scenario counts, a partner's own figure,
unitless arithmetic, peaks presented as HPL results.

Short texts written for these tests; each asserts the verdict an editor relies on: a
figure right under one honest reading stays quiet, a wrong one is still flagged.
"""

from __future__ import annotations


def _v(found: dict, quote: str) -> tuple[str, str]:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    verdict, check, _ = found[quote]
    return verdict, check


def test_binary_prefix_total_is_not_an_error_en(verdicts) -> None:
    found = verdicts(
        "Each chip has 96 GiB of HBM. An instance bundles 16 chips, which is about 1.5 TB "
        "of HBM in a single box.",
        "en",
    )
    assert _v(found, "1.5 TB")[0] != "error"  # 16 x 96 GiB = 1.5 TiB


def test_decimal_memory_error_is_still_an_error_en(verdicts) -> None:
    found = verdicts("The RTX 5090 comes with 28 GB of GDDR7 memory.", "en")
    assert _v(found, "28 GB")[0] == "error"  # 32 GB; no prefix reading makes it 28


def test_count_times_factor_in_base_units_en(verdicts) -> None:
    found = verdicts(
        "Rough memory math for a 671B model at 4.5 bits: 671B x 4.5 / 8 = about 377 GB.",
        "en",
    )
    assert _v(found, "377 GB")[0] != "error"


def test_difference_after_so_that_is_no_restatement_en(verdicts) -> None:
    found = verdicts(
        "Each MI355X carries 288 GB of HBM3E. The MI300X had 192 GB, so that is 96 GB "
        "more per socket.",
        "en",
    )
    assert _v(found, "96 GB")[0] != "error"


def test_partner_figure_after_behind_is_no_difference_de(verdicts) -> None:
    found = verdicts(
        "JUPITER überschritt die Marke von 1,0 Exaflops. Damit liegt er nur rund 1 % "
        "hinter Aurora mit 1,012 Exaflops."
    )
    assert _v(found, "1,012 Exaflops")[0] != "error"


def test_count_per_rack_is_no_restatement_of_racks_de(verdicts) -> None:
    found = verdicts("Die 6.000 Knoten sitzen in 125 Racks, also 48 Knoten pro Rack.")
    assert _v(found, "48 Knoten")[0] != "error"


def test_cores_are_no_devices_per_group_de(verdicts) -> None:
    found = verdicts(
        "Die Knoten sitzen in 125 Racks, also 48 Knoten pro Rack. Jeder Knoten bringt "
        "vier H100-GPUs und 288 Arm-Kerne mit."
    )
    assert _v(found, "vier H100-GPUs")[0] != "error"


def test_a_run_on_part_of_the_machine_is_no_error_de(verdicts) -> None:
    found = verdicts(
        "Das System umfasst 6.000 Knoten mit je vier GH200-Superchips. Es steht in Jülich. "
        "Es wird vom Bund gefördert. Der Betrieb begann 2025. Die Kühlung ist warm. "
        "Geplant ist ein Lauf auf einem Teil des Systems. Ein GH200-Superchip ist für "
        "bis zu 1.000 W ausgelegt, die 4.096 Superchips ziehen zusammen bis zu 4,1 MW."
    )
    assert _v(found, "4.096 Superchips")[0] != "error"


def test_peak_presented_as_hpl_result_is_flagged_en(verdicts) -> None:
    found = verdicts(
        "The cluster holds 192 GH200 superchips at 67 teraflops of FP64 each. In the HPL "
        "benchmark it achieves 12.9 petaflops.",
        "en",
    )
    assert _v(found, "12.9 petaflops")[0] in ("warning", "error")


def test_hpl_result_below_peak_stays_quiet_en(verdicts) -> None:
    found = verdicts(
        "The cluster holds 192 GH200 superchips at 67 teraflops of FP64 each. In the HPL "
        "benchmark it achieves 9.4 petaflops.",
        "en",
    )
    assert _v(found, "9.4 petaflops")[0] not in ("warning", "error")


def test_gpus_of_a_product_named_before_do_not_refute_a_node_total_en(verdicts) -> None:
    found = verdicts(
        "The MI355X carries 288 GB of HBM3E. The MI300X we ran last year had 192 GB.\n\n"
        "We run 128 GPUs per rack. One eight-GPU node gives you 2.3 TB of HBM.",
        "en",
    )
    assert _v(found, "2.3 TB")[0] != "error"


def test_needs_a_power_figure_is_the_device_own_en(verdicts) -> None:
    found = verdicts(
        "The catch is power: the H100 SXM is rated at 700 W, while the H200 needs 1,000 W.",
        "en",
    )
    assert _v(found, "1,000 W")[0] == "error"  # the H200 SXM is a 700 W part


def test_a_figure_repeated_as_an_operand_is_not_a_device_spec_en(verdicts) -> None:
    found = verdicts(
        "The RTX 5090 is a 575 W card. 12 x 575 W = 6.9 kW at full tilt. Run that for a "
        "month and it's 6.9 kW x 720 h = 4,968 kWh.",
        "en",
    )
    sixes = [v for k, v in found.items() if k.startswith("6.9 kW")]
    assert sixes and all(v[0] != "error" for v in sixes)


def test_a_few_hundred_watts_is_a_range_en(verdicts) -> None:
    found = verdicts(
        "The box pulls a few hundred watts: call it 300 W under load, 216 kWh a month.",
        "en",
    )
    assert _v(found, "216 kWh")[0] != "error"


def test_a_predicate_noun_is_no_subject_en(verdicts) -> None:
    found = verdicts(
        "The H800 is basically an export-compliant H100 with NVLink cut to 400 GB/s.", "en"
    )
    assert _v(found, "400 GB/s")[0] != "error"


def test_a_ratio_between_binary_and_decimal_memory_de(verdicts) -> None:
    found = verdicts("Mit 192 GB HBM hat Ironwood sechsmal so viel Speicher wie Trillium.")
    assert _v(found, "sechsmal")[0] != "error"  # 192 GiB vs 32 GB, as Google writes both


def test_behind_and_gap_percentages_de(verdicts) -> None:
    found = verdicts(
        "JUPITER überschritt die Marke von 1,0 Exaflops. Damit liegt er nur rund 1 % "
        "hinter Aurora mit 1,012 Exaflops. Gegenüber Frontier mit 1,353 Exaflops beträgt "
        "der Abstand gut 35 %."
    )
    assert _v(found, "1 %")[0] != "error"
    assert _v(found, "35 %")[0] != "error"


def test_whole_months_are_rounded_de(verdicts) -> None:
    found = verdicts(
        "DeepSeek-V3 lief auf 2.048 H800-Karten und brauchte 2,788 Millionen GPU-Stunden, "
        "also rund zwei Monate."
    )
    assert _v(found, "zwei Monate")[0] != "error"  # 56.7 days
    assert _v(found, "2,788 Millionen GPU-Stunden")[0] != "error"


def test_spelled_power_of_ten_de(verdicts) -> None:
    found = verdicts(
        "Sechs mal 37 Milliarden aktive Parameter mal 14,8 Billionen Token ergeben rund "
        "3,3 mal 10 hoch 24 Rechenoperationen."
    )
    assert _v(found, "3,3 mal 10 hoch 24 Rechenoperationen")[0] != "error"


def test_a_table_row_of_eight_devices_holds_their_total_en(verdicts) -> None:
    found = verdicts(
        "| Server | Total HBM |\n|---|---|\n| 8x Gaudi 3 | 1,024 GB |\n| 8x H100 SXM | 640 GB |\n",
        "en",
    )
    assert _v(found, "1,024 GB")[0] != "error"
    assert _v(found, "640 GB")[0] == "ok"


def test_a_node_that_cannot_hold_the_weights_en(verdicts) -> None:
    found = verdicts(
        "Everyone claims you can run 405B on a single 8x H100 box. In BF16 the weights "
        "alone are 810 GB; the node gives you 640 GB of HBM, so it fits.",
        "en",
    )
    assert _v(found, "640 GB")[0] == "error"  # 810 GB do not fit in 640 GB


def test_a_family_glued_to_an_unknown_member_is_not_checked_de(verdicts) -> None:
    found = verdicts(
        "Das System besteht aus 37.632 AMD-Instinct-MI250X-GPUs und nahm dabei 22,8 MW auf."
    )
    assert _v(found, "22,8 MW")[0] != "error"


def test_a_number_in_a_product_name_is_no_operand_en(verdicts) -> None:
    found = verdicts(
        "Gaudi 3 delivers 1,835 TFLOPS of BF16. Gaudi 2 topped out at 432 TFLOPS of BF16, "
        "so the new part brings more than four times the BF16 throughput.",
        "en",
    )
    assert _v(found, "four times")[0] != "error"


def test_a_total_over_the_results_worked_out_before_it_en(verdicts) -> None:
    found = verdicts(
        "The H200 nodes cost 512 x $30,000 = $15.4 million. The B200 nodes add 288 x "
        "$40,000 = $11.5 million, bringing the combined bill to $21 million.",
        "en",
    )
    assert _v(found, "$21 million") == ("error", "sum")  # 15.4 + 11.5 = 26.9


def test_energy_times_price_per_kilowatt_hour_de(verdicts) -> None:
    found = verdicts(
        "Übers Jahr summiert sich das auf rund 35 Gigawattstunden. Bei einem "
        "Industriestrompreis von 8 US-Cent pro Kilowattstunde macht das rund 2,8 Milliarden "
        "US-Dollar im Jahr."
    )
    assert _v(found, "2,8 Milliarden US-Dollar")[0] == "error"  # 2.8 million


def test_energy_times_price_right_stays_quiet_en(verdicts) -> None:
    found = verdicts(
        "The rig uses 1,022 kWh a year. At $0.30/kWh that is roughly $307 a year.", "en"
    )
    assert _v(found, "$307")[0] != "error"


def test_conversion_at_the_rate_its_sentence_states_de(verdicts) -> None:
    found = verdicts(
        "Ein H20 soll etwa 12.000 US-Dollar kosten. Bei 150 Yen je Dollar sind das rund "
        "1,2 Millionen Yen."
    )
    assert _v(found, "1,2 Millionen Yen")[0] == "error"  # 1.8 million yen


def test_ratio_after_a_long_attribute_word_names_its_partner_de(verdicts) -> None:
    found = verdicts(
        "Der WSE-3 bietet 44 GB SRAM, angebunden mit 21 PB/s. Das sei rund 630-mal so viel "
        "wie die Speicherbandbreite eines H100 mit 3,35 TB/s."
    )
    assert _v(found, "630-mal")[0] == "error"  # 21 PB/s / 3.35 TB/s = 6,269


def test_a_ratio_derived_from_two_products_figures_de(verdicts) -> None:
    found = verdicts(
        "Die H20 hat 96 GB HBM3-Speicher. Beim Speicher ist er damit dem großen Bruder H100 "
        "mit seinen 80 GB überlegen, das sind satte 40 % mehr."
    )
    assert _v(found, "40 %")[0] == "error"  # 96 / 80 = +20 %


def test_a_capacity_holds_the_weights_at_its_stated_value_de(verdicts) -> None:
    found = verdicts(
        "DeepSeek-V3 hat 671 Milliarden Parameter, in FP8 also rund 671 GB. Das passt auf "
        "einen einzelnen 8x-H100-Knoten mit rund 640 GB."
    )
    assert _v(found, "640 GB")[0] == "error"  # 671 GB of weights do not fit


def test_a_change_named_the_wrong_way_round_en(verdicts) -> None:
    found = verdicts(
        "Average revenue per GPU-hour fell from $3.40 in the prior quarter to $3.10, a 9 % "
        "increase that reflects our shift toward longer contracts.",
        "en",
    )
    assert _v(found, "9 %") == ("error", "ratio")  # -8.8 %: a decrease


def test_a_change_named_the_right_way_stays_quiet_en(verdicts) -> None:
    found = verdicts(
        "Average revenue per GPU-hour fell from $3.40 in the prior quarter to $3.10, a 9 % "
        "decrease that reflects our shift toward longer contracts.",
        "en",
    )
    assert _v(found, "9 %")[0] != "error"


def test_a_total_column_of_a_node_table_is_no_device_figure_en(verdicts) -> None:
    found = verdicts(
        "Every server we rent out has eight accelerators.\n\n"
        "| Server | GPU | Total HBM | Price per hour |\n"
        "|---|---|---|---|\n"
        "| srv-a | NVIDIA H200 | 1,128 GB | €21.00 |\n"
        "| srv-b | AMD Instinct MI355X | 2,304 GB | €30.00 |\n",
        "en",
    )
    assert _v(found, "1,128 GB")[0] != "error"  # 8 x 141 GB, not one H200's
    assert _v(found, "2,304 GB")[0] != "error"  # 8 x 288 GB


def test_a_figure_of_a_products_node_is_not_the_devices_en(verdicts) -> None:
    found = verdicts(
        "The B200 box is faster on paper: 72 PFLOPS of FP8 per node, against 40 PFLOPS on "
        "the MI355X node.",
        "en",
    )
    assert _v(found, "40 PFLOPS")[0] != "error"  # eight MI355X, not one


def test_a_devices_own_figure_in_a_group_clause_is_still_checked_en(verdicts) -> None:
    found = verdicts("Each B200 in the DGX node has 120 GB of HBM3e memory per GPU.", "en")
    assert _v(found, "120 GB")[0] == "error"  # 180-192 GB per B200


def test_total_board_power_is_one_devices_power_en(verdicts) -> None:
    found = verdicts(
        "The launch covers 4,096 MI355X accelerators. Each MI355X is rated at a total board "
        "power of 1,400 W. Across the fleet, the GPUs alone account for roughly 4.1 MW of "
        "facility load.",
        "en",
    )
    assert _v(found, "1,400 W")[0] == "ok"
    verdict, check = _v(found, "4.1 MW")
    assert (verdict, check) == ("error", "aggregate")  # 4,096 x 1,400 W = 5.7 MW


def test_nodes_per_cabinet_count_nodes_not_gpus_de(verdicts) -> None:
    found = verdicts(
        "Alps steckt in 24 Schränken mit je 112 Knoten, insgesamt also 2.688 Knoten. In "
        "jedem Knoten stecken vier Superchips, zusammen kommt Alps so auf 10.752 GH200."
    )
    assert _v(found, "10.752 GH200")[0] != "error"  # 2,688 x 4, never 112 x 2,688
    assert _v(found, "2.688 Knoten")[0] == "ok"  # 24 x 112


def test_a_conclusion_does_not_refute_its_premise_en(verdicts) -> None:
    found = verdicts(
        "The run used 2,048 H800 GPUs and needed 2.664 million GPU-hours in total. Divide "
        "that by the number of GPUs and you get the wall-clock time: about 45 days.",
        "en",
    )
    assert _v(found, "2.664 million GPU-hours")[0] != "error"
    assert _v(found, "45 days")[0] == "error"  # 2.664M / 2,048 = 54 days


def test_a_share_of_that_figure_is_no_product_ratio_en(verdicts) -> None:
    found = verdicts(
        "That works out to roughly 343 TFLOPS sustained per GPU. The H800 has the same "
        "tensor cores as the H100, rated at 989 TFLOPS of dense BF16, so the run reached "
        "about 35 % of that figure.",
        "en",
    )
    assert _v(found, "35 %")[0] == "ok"  # 343 / 989


def test_weights_put_into_a_stated_capacity_check_the_capacity_en(verdicts) -> None:
    found = verdicts(
        "Stored in FP8 at one byte per parameter, the 671 billion weights take 671 GB, which "
        "fit into a single H800 node with 640 GB of HBM.",
        "en",
    )
    assert _v(found, "671 GB")[0] != "error"
    assert _v(found, "640 GB")[0] == "error"


def test_a_figure_of_my_old_card_belongs_to_that_card_de(verdicts) -> None:
    found = verdicts(
        "Im Keller steht eine RTX 5090, die bis zu 575 W zieht, rund 28 % mehr als die "
        "450 W meiner alten RTX 4090."
    )
    assert _v(found, "450 W")[0] != "error"  # the RTX 4090's 450 W


def test_a_name_after_ueber_is_the_partner_de(verdicts) -> None:
    found = verdicts(
        "Der MI355X legt kräftig zu: Die Zahl der Transistoren liegt rund 20 % über dem "
        "MI300X, gefertigt werden die Rechen-Chiplets im 3-nm-Verfahren."
    )
    assert _v(found, "3-nm")[0] != "error"  # the MI355X's node, not the MI300X's 5 nm


def test_a_count_of_them_counts_the_devices_before_en(verdicts) -> None:
    found = verdicts(
        "The cluster runs on nearly 500,000 Trainium2 chips. Each Trainium2 offers 1.3 "
        "petaflops of dense FP8, and 64 of them form an UltraServer rated at 83.2 petaflops.",
        "en",
    )
    assert _v(found, "83.2 petaflops")[0] == "ok"  # 64 x 1.3


def test_a_predecessor_named_after_the_subject_is_the_partner_en(verdicts) -> None:
    found = verdicts(
        "Google's Ironwood carries 192 GB of HBM3E, eight times as much as its predecessor "
        "Trillium.",
        "en",
    )
    assert _v(found, "eight times")[0] == "error"  # 192 / 32 GB = 6x


def test_a_multiple_of_what_a_product_gets_names_the_partner_en(verdicts) -> None:
    found = verdicts(
        "The WSE-3 is a single wafer. Its on-chip SRAM delivers about 700 times the memory "
        "bandwidth an H100 gets from its HBM.",
        "en",
    )
    assert _v(found, "700 times")[0] == "error"  # 21 PB/s / 3.35 TB/s = 6,300x


def test_do_the_multiplication_derives_the_total_en(verdicts) -> None:
    found = verdicts(
        "The cluster runs on nearly 500,000 Trainium2 chips, each with 1.3 petaflops of "
        "dense FP8.\n\nDo the multiplication and the cluster lands at roughly 65 exaflops "
        "of FP8.",
        "en",
    )
    assert _v(found, "65 exaflops")[0] == "error"  # 650 EF


def test_a_sparse_figure_called_dense_is_flagged_en(verdicts) -> None:
    found = verdicts("The H100 SXM offers 3,958 TFLOPS of dense FP8 on the datasheet.", "en")
    assert _v(found, "3,958 TFLOPS")[0] == "error"  # 2x the dense 1,979: the named slip
    found = verdicts("Each GB300 NVL72 rack offers 1.44 exaflops of dense FP4 compute.", "en")
    assert _v(found, "1.44 exaflops")[0] == "warning"  # the sparse 1,440; dense is 1,080


def test_memory_per_node_of_a_product_node_is_the_nodes_en(verdicts) -> None:
    found = verdicts(
        "ND-MI325X-8 nodes carry 2 TB of HBM3E per node, with an aggregate memory "
        "bandwidth of 48 TB/s.",
        "en",
    )
    assert _v(found, "2 TB")[0] != "error"  # 8 x 256 GB
    assert _v(found, "48 TB/s")[0] != "error"  # 8 x 6 TB/s


def test_a_board_power_column_is_the_devices_power_en(verdicts) -> None:
    found = verdicts(
        "| Accelerator | Memory per GPU | Board power |\n|---|---|---|\n"
        "| NVIDIA H200 SXM | 141 GB HBM3e | up to 1,000 W |\n",
        "en",
    )
    assert _v(found, "1,000 W")[0] == "error"  # 700 W


def test_a_predecessor_after_than_and_a_comma_is_the_partner_en(verdicts) -> None:
    found = verdicts(
        "The MI325X is our choice for long-context inference. It also offers 40 percent "
        "more memory than its predecessor, the MI300X.",
        "en",
    )
    assert _v(found, "40 percent")[0] == "error"  # 256 / 192 GB = +33 %


def test_a_total_over_the_board_refers_back_to_its_devices_de(verdicts) -> None:
    found = verdicts(
        "Das System setzt auf ein HGX-H200-Board mit acht SXM5-Modulen.\n\n"
        "Die wichtigsten Daten:\n\n- Speicherbandbreite: 4,8 TB/s je GPU, zusammen 48 TB/s\n"
    )
    assert _v(found, "48 TB/s") == ("error", "aggregate")  # 8 x 4.8 = 38.4 TB/s


def test_a_sparse_node_figure_against_a_dense_rival_is_a_warning_en(verdicts) -> None:
    found = verdicts(
        "Eight accelerators per node, liquid cooled.\n\nOn paper the B200 node leads on "
        "compute: it delivers 72 PFLOPS of FP8 per node, against 40 PFLOPS on the MI355X "
        "node.",
        "en",
    )
    assert _v(found, "72 PFLOPS")[0] == "warning"  # 8 x 9 PF sparse against a dense 40


def test_a_difference_after_two_products_figures_de(verdicts) -> None:
    found = verdicts(
        "Die H100 bringt 80 GB HBM3 mit, die H200 kommt auf 141 GB HBM3e, also 51 GB mehr "
        "pro Karte."
    )
    assert _v(found, "51 GB") == ("error", "difference")  # 141 - 80 = 61 GB


def test_a_per_rack_figure_said_to_be_worked_out_is_checked_en(verdicts) -> None:
    found = verdicts(
        "A rack running around the clock uses about 1.16 GWh a year. At $80 per MWh, that "
        "is roughly $925,000 per rack per year.",
        "en",
    )
    assert _v(found, "$925,000")[0] == "error"  # 1,160 MWh x $80 = $92,800


def test_two_currency_cells_of_one_row_are_one_price_en(verdicts) -> None:
    found = verdicts(
        "| Instance | USD per hour | EUR per hour |\n|---|---|---|\n"
        "| big-8 | $25.60 | €29.70 |\n| small-8 | $17.60 | €15.17 |\n",
        "en",
    )
    assert _v(found, "€29.70")[0] == "error"  # $25.60 is about €22-24: multiplied, not divided
    assert _v(found, "€15.17")[0] != "error"


def test_a_conversion_in_brackets_after_a_particle_de(verdicts) -> None:
    found = verdicts(
        "Rechenzeit bietet der Betreiber ab 3,20 Euro pro GPU-Stunde an (rund 2,90 US-Dollar)."
    )
    assert _v(found, "2,90 US-Dollar")[0] == "error"  # divided where it multiplies


def test_a_site_figure_beside_a_gpu_is_not_its_datasheet_de(verdicts) -> None:
    found = verdicts("Das Kühlsystem für die H100-Beschleuniger ist auf elf Megawatt ausgelegt.")
    assert _v(found, "elf Megawatt")[0] != "error"  # 15,714x an H100: something else


def test_a_total_memory_column_in_german_is_a_nodes_de(verdicts) -> None:
    found = verdicts(
        "Typische Server mit je acht Karten:\n\n| Server | Gesamtspeicher |\n|---|---|\n"
        "| Nvidia H100 | 640 GB |\n| Nvidia H200 | 1.128 GB |\n"
    )
    assert _v(found, "640 GB")[0] != "error"  # 8 x 80 GB
    assert _v(found, "1.128 GB")[0] != "error"  # 8 x 141 GB


def test_memory_left_over_is_no_devices_memory_de(verdicts) -> None:
    found = verdicts(
        "Auf einem H100-Server mit 640 GB passt die FP8-Fassung mit 405 GB, mit rund 235 GB "
        "Reserve für den KV-Cache."
    )
    assert _v(found, "235 GB")[0] != "error"  # 640 - 405, a remainder


def test_eight_times_a_devices_memory_is_no_bits_for_bytes_slip() -> None:
    from pipeline.solver.slips import slip_between

    assert slip_between(640e9, 80e9, dim="byte") is None  # eight devices, not bits
    assert slip_between(400e9, 50e9, dim="byte/s").kind == "bits_bytes"  # a link in bits


def test_one_racks_power_over_a_year_is_not_the_sites_energy_de(checker) -> None:
    import hashlib

    from claims.extract import extract_claims
    from claims.models import Document
    from pipeline.solver.relations import products
    from pipeline.solver.solve import solve_with_context

    text = (
        "Der Betreiber kalkuliert mit rund 135 Kilowatt je Rack. Die IT-Last summiert sich "
        "damit auf gut 16 Megawatt. Läuft die Anlage das ganze Jahr unter Volllast, "
        "entspricht das rund 142 Gigawattstunden Strom."
    )
    document = Document(
        source="<test>", text=text, sha256=hashlib.sha256(text.encode()).hexdigest(), language="de"
    )
    outcomes, ctx = solve_with_context(
        extract_claims(document, checker.nlp("de")), checker.reference
    )
    energy = next(f for f, _ in outcomes.values() if f.text.startswith("142"))
    used = {ctx.index.by_id[p].text for e in products.explain(energy, ctx) for p in e.premises}
    assert "16 Megawatt" in used  # the site's power over a year
    assert not any(t.startswith("135") for t in used)  # one rack's is no premise of the site's


def test_a_spelled_percentage_is_as_round_as_its_digits_de(verdicts) -> None:
    found = verdicts(
        "Das Modell hat 671 Milliarden Parameter, pro Token sind aber nur 37 Milliarden "
        "aktiv. Also gut fünf Prozent."
    )
    assert _v(found, "fünf Prozent")[0] != "error"  # 5.5 % is "gut fünf"


def test_systems_times_one_gpus_power_is_no_total_de(verdicts) -> None:
    found = verdicts(
        "Im Serverraum stehen 4 Systeme vom Typ DGX H200 mit je acht H200-GPUs, "
        "Leistungsaufnahme max. 10,2 kW je System."
    )
    assert _v(found, "10,2 kW")[0] != "error"  # a DGX's, not 4 x one H200's 700 W


def test_a_sentence_saying_it_does_not_fit_makes_no_fit_claim_en(verdicts) -> None:
    found = verdicts(
        "In BF16 the weights alone need 810 GB. An eight-GPU H100 server has 640 GB in "
        "total, so the BF16 weights do not fit.",
        "en",
    )
    assert _v(found, "640 GB")[0] != "error"  # 8 x 80 GB, and the text says it does not fit
