"""Totals over units, and what follows from a premise shown wrong.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations


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


def test_all_told_opens_a_total_en(verdicts) -> None:
    found = verdicts(
        "The system is built from 11,136 nodes with four APUs each, for a total of "
        "44,544 MI300A chips. All told, those APUs carry 5.7 TB of HBM3.",
        "en",
    )
    assert _v(found, "5.7 TB") == "error"  # 44,544 x 128 GB = 5.7 PB


def test_a_name_with_a_digit_does_not_end_an_opening_total_en(verdicts) -> None:
    found = verdicts(
        "Each of the 4,608 Blackwell GPUs carries 186 GB of HBM3e. In total, Nordlicht-2 "
        "customers can address 8.6 PB of HBM3e.",
        "en",
    )
    assert _v(found, "8.6 PB") == "error"  # 4,608 x 186 GB = 857 TB


def test_a_racks_figure_after_its_gpu_count_is_their_total_en(verdicts) -> None:
    found = verdicts(
        "Partners offer liquid-cooled racks with up to 96 MI355X GPUs, good for roughly "
        "0.96 PFLOPS of dense FP4 per rack.",
        "en",
    )
    assert _v(found, "0.96 PFLOPS") == "error"  # 96 x 10 PFLOPS = 0.96 EFLOPS


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
