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
