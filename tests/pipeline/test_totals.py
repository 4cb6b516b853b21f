"""Totals over units, and what follows from a premise shown wrong.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations

import pytest


def _v(found: dict, quote: str) -> str:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    return found[quote][0]


def test_a_cost_made_of_a_wrong_energy_is_not_called_wrong_too_de(verdicts) -> None:
    found = verdicts(
        "Der Rechner zieht im Mittel rund 8 Megawatt. Aufs Jahr gerechnet sind das etwa "
        "7 Gigawattstunden. Bei 0,25 Euro pro Kilowattstunde ergäben sich rund 17,5 "
        "Millionen Euro Stromkosten im Jahr."
    )
    assert _v(found, "7 Gigawattstunden") == "error"  # 8 MW x 8,760 h = 70 GWh
    # 70 GWh x 0.25 EUR = 17.5 million: right, though not from the wrong 7 GWh
    assert _v(found, "17,5 Millionen Euro") != "error"


def test_a_total_a_datasheet_gives_times_a_stated_count_is_no_spec_en(verdicts) -> None:
    found = verdicts(
        "The cloud at a glance:\n\n| Metric | Value |\n|---|---|\n"
        "| Rack type | NVIDIA GB200 NVL72, liquid-cooled |\n| Racks | 64 |\n"
        "| HBM3e capacity, whole cluster | 864 TB |\n",
        "en",
    )
    assert _v(found, "864 TB") != "error"  # 64 x 13.5 TB, not one rack's memory


def test_a_share_written_as_a_fraction_is_a_part_of_a_whole_de(verdicts) -> None:
    found = verdicts(
        "Was kostet JUPITER und wer bezahlt?\n\nAnschaffung und Betrieb über sechs Jahre "
        "kosten zusammen 400 Millionen Euro. Die Hälfte, also 200 Millionen Euro, trägt "
        "die EuroHPC JU, je ein Viertel übernehmen Bund und Land – jeweils 100 Millionen "
        "Euro."
    )
    assert _v(found, "ein Viertel") != "error"  # 100 / 400, never 200 / 100


def test_a_fraction_more_is_an_increase_de(verdicts) -> None:
    found = verdicts(
        "Das neue Rechenzentrum bekommt 12.000 Beschleuniger, das alte hatte 9.000 "
        "Beschleuniger, also gut ein Drittel mehr."
    )
    assert _v(found, "ein Drittel") == "ok"  # 12,000 / 9,000 - 1 = 0.33
    found = verdicts(
        "Das neue Rechenzentrum bekommt 12.000 Beschleuniger, das alte hatte 10.000 "
        "Beschleuniger, also gut ein Drittel mehr."
    )
    assert _v(found, "ein Drittel") == "error"  # 20 % more


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        # "All told" opens a total: 44,544 x 128 GB = 5.7 PB
        (
            "The system is built from 11,136 nodes with four APUs each, for a total of "
            "44,544 MI300A chips. All told, those APUs carry 5.7 TB of HBM3.",
            "5.7 TB",
        ),
        # a name's digit does not end an opening "In total": 4,608 x 186 GB = 857 TB
        (
            "Each of the 4,608 Blackwell GPUs carries 186 GB of HBM3e. In total, "
            "Nordlicht-2 customers can address 8.6 PB of HBM3e.",
            "8.6 PB",
        ),
        # a rack's figure after its GPU count is their total: 96 x 10 PFLOPS = 0.96 EFLOPS
        (
            "Partners offer liquid-cooled racks with up to 96 MI355X GPUs, good for roughly "
            "0.96 PFLOPS of dense FP4 per rack.",
            "0.96 PFLOPS",
        ),
    ],
)
def test_a_total_off_by_a_prefix_from_its_count_is_an_error_en(verdicts, text, quote) -> None:
    assert _v(verdicts(text, "en"), quote) == "error"


def test_a_rack_scale_systems_figure_per_rack_is_its_own_en(verdicts) -> None:
    found = verdicts(
        "With 1,440 petaflops of dense FP4 compute per rack, the GB200 NVL72 leads.", "en"
    )
    # the NVL72's own rack figure is checked: 1,440 is its sparse FP4, dense is 720
    assert _v(found, "1,440 petaflops") in ("warning", "error")


def test_one_gpus_peak_leaves_out_utilisation_and_devices_en(verdicts) -> None:
    found = verdicts(
        "We need 6 x 70e9 x 1e9 = 4.2 x 10^20 FLOP on 16 H100s. An H100 SXM delivers "
        "989 TFLOPS of dense BF16. At 40 % MFU across the cluster that is roughly 18 hours "
        "of training.",
        "en",
    )
    # 4.2e20 / (16 x 989e12 x 0.4) = 18.4 h; one GPU at full rate would need 4.9 days
    assert _v(found, "18 hours") != "error"


def test_a_total_worked_out_for_other_groups_is_not_spread_over_these_de(verdicts) -> None:
    found = verdicts(
        "Der Betreiber baut 320 Knoten à 8 H100 auf, insgesamt also 2.560 GPUs. Dazu "
        "kommen zwei Inferenz-Cluster mit je 256 H100, zusammen also 512 GPUs."
    )
    assert _v(found, "256 H100") != "error"  # not 2,560 / 2
    assert _v(found, "512 GPUs") == "ok"


def test_a_per_unit_share_refers_to_the_fleet_counted_before_de(verdicts) -> None:
    found = verdicts(
        "Der Rechner hat 6.000 Knoten mit jeweils vier Superchips, zusammen also 24.000 "
        "Superchips.\n\nWas kostet er? Anschaffung und Betrieb kosten 480 Millionen Euro. "
        "Rechnerisch entfallen auf jeden der Superchips damit rund 2.000 Euro."
    )
    assert _v(found, "2.000 Euro") == "error"  # 480 million / 24,000 = 20,000


def test_a_share_of_the_total_is_the_part_over_the_largest_figure_before_en(verdicts) -> None:
    text = (
        "The partners promised $400 billion over four years, with {part} billion to be "
        "spent at once, a quarter of the total."
    )
    assert _v(verdicts(text.format(part="$100"), "en"), "a quarter") == "ok"
    assert _v(verdicts(text.format(part="$80"), "en"), "a quarter") == "error"  # a fifth


def test_an_efficiency_whose_unit_is_left_out_compares_with_the_one_before_de(verdicts) -> None:
    text = (
        "Das Testsystem führte die Green500-Liste an: rund 72 Milliarden "
        "Rechenoperationen pro Sekunde und Watt. Der bisherige Spitzenreiter kam auf etwa "
        "65 Milliarden – ein Plus von rund {p} Prozent."
    )
    assert _v(verdicts(text.format(p="11")), "11 Prozent") == "ok"  # 72 / 65 = 1.108
    # the hedges do not stretch the ratio of the figures as written to 20 %
    assert _v(verdicts(text.format(p="20")), "20 Prozent") != "ok"


def test_a_product_of_a_wrong_premise_holds_back_weaker_readings_en(verdicts) -> None:
    found = verdicts(
        "Data centres could use 945 TWh by 2030. The arithmetic is unforgiving: a single 1 GW campus running flat out consumes "
        "87.6 TWh a year. At a wholesale price of $60/MWh, that is an electricity bill of "
        "roughly $526 million a year.",
        "en",
    )
    assert _v(found, "87.6 TWh") == "error"  # 1 GW x 8,760 h = 8.76 TWh
    # 8.76 TWh x $60/MWh = $526 million: right; the 945 TWh of 2030 is no premise of it
    assert _v(found, "$526 million") != "error"


def test_a_counted_subset_of_a_table_column_is_no_sum_of_all_rows_de(verdicts) -> None:
    found = verdicts(
        "Die Spitze der Liste:\n\n| Platz | System | Rmax |\n|---|---|---|\n"
        "| 1 | El Capitan | 1,742 EFlop/s |\n| 2 | Frontier | 1,353 EFlop/s |\n"
        "| 3 | Aurora | 1,012 EFlop/s |\n| 4 | JUPITER | 1,000 EFlop/s |\n"
        "| 5 | Eagle | 561,2 PFlop/s |\n\n"
        "Damit gibt es vier öffentlich gelistete Exascale-Systeme, die zusammen auf rund "
        "5,1 Exaflops kommen."
    )
    assert _v(found, "5,1 Exaflops") != "error"  # the first four: 5.1; all five: 5.7


def test_a_ratio_pointing_back_compares_the_figure_before_with_a_machine_en(verdicts) -> None:
    found = verdicts(
        "Each rack delivers up to 1.1 exaflops of dense FP4 compute, for about 70 exaflops "
        "across the cluster. That is nearly 40 times the performance of El Capitan.",
        "en",
    )
    # 70 / 1.742 (El Capitan's Linpack) = 40, but FP4 against FP64
    assert _v(found, "40 times") == "warning"
    found = verdicts(
        "Google links 9,216 chips into a pod for 42.5 exaflops of FP8. Google's own pitch: "
        "that is more than 24 times the compute of El Capitan.",
        "en",
    )
    assert _v(found, "24 times") == "warning"


def test_one_groups_figure_is_made_of_no_count_of_groups_de(verdicts) -> None:
    found = verdicts(
        "Der Rechner hat rund 6.000 Knoten mit je vier Superchips. Jeder Knoten bringt "
        "damit vier H100-GPUs mit. Die Knoten sitzen in 125 Racks."
    )
    assert _v(found, "vier H100-GPUs") != "error"  # not 4 Superchips x 125 Racks


def test_a_formula_in_letters_is_no_operand_of_the_numbers_after_it_en(verdicts) -> None:
    found = verdicts(
        "For compute, 6 x N x D with the active parameters: 6 x 37B x 14.8T is about "
        "3.3e24 FLOPs. Llama 3.1 405B is dense: 6 x 405B x 15.6T gives the 3.8e25 Meta "
        "reported.",
        "en",
    )
    assert _v(found, "3.3e24 FLOPs") == "ok"  # not 6 x 6 x 37B x 14.8T
    assert _v(found, "15.6T") != "error"  # the tokens of the formula, not parameters


def test_a_node_that_cannot_hold_the_weights_makes_no_fit_claim_en(verdicts) -> None:
    found = verdicts(
        "In FP8 the weights alone are 671 GB, so a single 8x H100 node with 640 GB can't "
        "hold them.",
        "en",
    )
    assert _v(found, "640 GB") != "error"


def test_a_table_cells_growth_is_of_its_own_row_en(verdicts) -> None:
    found = verdicts(
        "| Company | Period | Revenue | Growth y/y |\n|---|---|---|---|\n"
        "| NVIDIA | FY2025 | $115.2B | +142% |\n| NVIDIA | Q4 FY2025 | $35.6B | +93% |\n",
        "en",
    )
    assert _v(found, "93%") != "error"  # last year's quarter is not in the table


def test_a_cards_number_counts_cards_de(verdicts) -> None:
    found = verdicts("Ganz klar: zwei gebrauchte 3090 mit je 24 GB, macht zusammen 48 GB.")
    assert _v(found, "48 GB") == "ok"  # 2 x 24 GB, not 3,090 x 24 GB


def test_groups_times_one_groups_figure_from_the_text_de(verdicts) -> None:
    found = verdicts(
        "Der Cluster umfasst 48 Systeme vom Typ DGX B200. Für KI-Inferenz nennt der "
        "Hersteller 144 Petaflops je System – zusammen rund 6,9 Exaflops."
    )
    assert _v(found, "6,9 Exaflops") == "ok"  # 48 x 144 PFLOPS as the text says


def test_premises_belong_to_the_result_right_after_them_en(verdicts) -> None:
    found = verdicts(
        "On paper, 125 TFLOPS over 600 W works out to about 0.21 TFLOPS per watt, while "
        "the older card manages roughly 0.30 TFLOPS per watt. The Max-Q version is capped "
        "at 300 W.",
        "en",
    )
    assert _v(found, "0.21 TFLOPS per watt") == "ok"
    assert _v(found, "0.30 TFLOPS per watt") != "error"  # not 125 / 600, nor 125 / 300


def test_a_nodes_cost_per_hour_is_its_gpus_times_the_rate_en(verdicts) -> None:
    text = (
        "We rented one HGX H100 node. The provider charges $2.99 per GPU-hour, so the node "
        "costs us {cost} an hour."
    )
    assert _v(verdicts(text.format(cost="$23.92"), "en"), "$23.92") == "ok"
    assert _v(verdicts(text.format(cost="$29.92"), "en"), "$29.92") == "error"


def test_a_total_word_after_the_figure_makes_it_a_total_en(verdicts) -> None:
    # 50,000 x 80 GB = 4 PB; "400 terabytes ... across the cluster" is 10x short
    found = verdicts(
        "The first phase has 50,000 H100s. Each of those GPUs has 80 GB of HBM. That is "
        "400 terabytes of HBM across the cluster.",
        "en",
    )
    assert found["400 terabytes"][0] == "error"


def test_a_total_count_after_each_group_is_no_groups_count_en(verdicts) -> None:
    # 10,000 x 96 GB = 960 TB: "960 GB" is 1,000x short
    found = verdicts(
        "The machine has 2,500 nodes. Each node carries four GH200 superchips, for a total "
        "of 10,000 superchips. Every GH200 pairs a Grace CPU with a Hopper GPU carrying 96 "
        "GB of HBM3, so the machine holds roughly 960 GB of GPU memory in total.",
        "en",
    )
    verdict, check, _ = found["960 GB"]
    assert (verdict, check) == ("error", "aggregate")  # shown as 10,000 x 96 GB


def test_groups_counted_in_a_compound_make_a_total_en(verdicts) -> None:
    # 96 x 135 kW = 12.96 MW; "IT power" is no part "of it"
    found = verdicts(
        "With up to 135 kW per rack, the 96-rack phase needs about 1.3 MW of IT power.", "en"
    )
    assert found["1.3 MW"][0] == "error"


def test_each_group_inside_a_clause_makes_the_figure_the_groups_en(verdicts) -> None:
    found = verdicts(
        "At 72 GPUs per rack, the campus needs roughly 1,390 racks. With each NVL72 rack "
        "drawing about 120 kW, the IT load of the full build-out comes to roughly 167 MW.",
        "en",
    )
    assert found["167 MW"][0] == "ok"


def test_a_power_is_the_throughput_over_the_efficiency_en(verdicts) -> None:
    text = (
        "The machine ran the benchmark at 1.809 exaflops with an efficiency of 60.9 "
        "gigaflops per watt, implying a draw of roughly {mw} megawatts."
    )
    assert verdicts(text.format(mw="29.7"), "en")["29.7 megawatts"][0] == "ok"
    assert verdicts(text.format(mw="39.7"), "en")["39.7 megawatts"][0] == "error"


def test_figures_of_two_machines_in_two_paragraphs_make_no_quotient_en(verdicts) -> None:
    found = verdicts(
        "Frontier holds No. 2 with 1.353 EFlop/s. It draws 24.6 MW, good for about 55 "
        "GFlops per watt.\n\n"
        "Aurora stays at No. 3 with 1.012 EFlop/s, but at 38.7 MW it remains the power hog.",
        "en",
    )
    assert found["38.7 MW"][0] != "error"


def test_one_parts_share_of_a_datasheet_total_de(verdicts) -> None:
    text = "Die MI300X kommt über acht HBM3-Stapel mit je {gb} GB auf 192 GB."
    assert verdicts(text.format(gb="16"))["16 GB"][0] == "error"  # 192 / 8 = 24
    assert verdicts(text.format(gb="24"))["24 GB"][0] != "error"


def test_a_total_worked_out_after_its_parts_does_not_refute_them_de(verdicts) -> None:
    found = verdicts("Acht Stapel mit je 2 TB/s ergäben auf einem Beschleuniger 16 PB/s.")
    assert found["2 TB/s"][0] != "error"


def test_a_total_of_parts_is_the_things_times_the_parts_of_each_de(verdicts) -> None:
    text = (
        "Das Modul umfasst 1.000 Knoten mit insgesamt 2.000 Prozessoren. Jeder dieser "
        "Prozessoren besitzt 64 Kerne, womit das Modul auf insgesamt {n} Rechenkerne kommt."
    )
    assert verdicts(text.format(n="128.000"))["128.000 Rechenkerne"][0] == "ok"
    assert verdicts(text.format(n="12.800"))["12.800 Rechenkerne"][0] == "error"
