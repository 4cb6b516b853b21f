"""What a figure is about: a datasheet value it reproduces, a density, the parts a
count names, a column of one device per row, a spend per year, and a figure per device
the text derives from a total.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations


def _v(found: dict, quote: str) -> str:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    return found[quote][0]


def test_a_figure_reproducing_a_weaker_linked_products_datasheet_is_not_wrong_en(
    verdicts,
) -> None:
    # linked first to the H100 of the clause, the 2,615 TFLOPS are the MI300X's FP8 rate
    found = verdicts(
        "In FP8 every H100 is rated at 1,979 TFLOPS dense, well ahead of the 2,615 TFLOPS "
        "that an AMD MI300X is quoted at for the same format.",
        "en",
    )
    assert _v(found, "2,615 TFLOPS") != "error"


def test_a_figure_said_to_match_a_partner_is_still_the_subjects_de(verdicts) -> None:
    # "genau wie" claims the figure for both: the 4090's 450 W do not excuse the 5090's
    found = verdicts("Die RTX 5090 braucht 450 W, genau wie die RTX 4090 vor ihr.")
    assert _v(found, "450 W") == "error"


def test_a_count_of_named_parts_is_no_count_of_devices_en(verdicts) -> None:
    # five stacks of one GPU hold its 80 GB; five GPUs would hold 400 GB
    found = verdicts("Each H100 SXM carries five active HBM3 stacks with 80 GB in all.", "en")
    assert _v(found, "80 GB") != "error"


def test_a_density_is_no_transistor_count_en(verdicts) -> None:
    # 120 million per mm² against 80 billion transistors is no ratio of anything
    found = verdicts(
        "The new die packs about 120 million transistors per square millimetre, some 20% "
        "denser than NVIDIA's H100 with its 80 billion transistors.",
        "en",
    )
    assert _v(found, "20%") != "error"


def test_a_column_of_one_device_per_row_is_no_parts_of_a_total_en(verdicts) -> None:
    text = (
        "| Server | Memory per GPU | Server total |\n"
        "|---|---|---|\n"
        "| 8x H100 SXM | 80 GB | 640 GB |\n"
        "| 8x H200 SXM | 141 GB | 1,128 GB |\n"
        "\n"
        "Decoding streams all weights for each token: 405 GB in total at FP8, read at the "
        "server's aggregate bandwidth.\n"
    )
    assert _v(verdicts(text, "en"), "405 GB") != "error"


def test_a_spend_per_year_is_no_fleets_price_de(verdicts) -> None:
    found = verdicts(
        "Der Betreiber hat 40.000 H100-GPUs gekauft. Die Investoren wollen in vier Jahren "
        "600 Milliarden Dollar ausgeben, also im Schnitt 150 Milliarden Dollar pro Jahr."
    )
    assert _v(found, "150 Milliarden Dollar") != "error"


def test_a_figure_per_device_derived_from_a_total_is_checked_en(verdicts) -> None:
    text = (
        "The campus is planned for 1.5 GW and up to 500,000 accelerators. Divide one by the "
        "other and you get {} of site power per GPU."
    )
    # 1.5 GW / 500,000 = 3 kW
    assert _v(verdicts(text.format("3 kW"), "en"), "3 kW") == "ok"
    assert _v(verdicts(text.format("30 kW"), "en"), "30 kW") == "error"


def test_a_percentage_may_be_the_change_from_the_smaller_figure_de(verdicts) -> None:
    # 119.000 € are 19 % more than 100.000 €; as a share the pair gives 84 %
    found = verdicts("Der Server kostet 100.000 € zzgl. MwSt. (119.000 € inkl. 19 % MwSt.).")
    assert _v(found, "19 %") != "error"


def test_a_partner_named_right_before_its_figure_holds_it_en(verdicts) -> None:
    # the apposition gives El Capitan's own HPL result, not the Ironwood pod's
    found = verdicts(
        "Google pairs 9,216 chips for 42.5 exaFLOPS of FP8 per pod. The keynote claim: an "
        "Ironwood pod offers more than 24x the compute of El Capitan, the TOP500 leader "
        "at 1.7 exaFLOPS.",
        "en",
    )
    assert _v(found, "1.7 exaFLOPS") != "error"


def test_a_share_from_a_sentence_before_does_not_refute_de(verdicts) -> None:
    # the 19 % are the memory's share of the whole, not a slot's price
    found = verdicts(
        "Die Anlage kostet 200.000 €, 19 % davon entfallen auf den Speicher. Ein "
        "einzelner GPU-Steckplatz kommt auf 25.000 €."
    )
    assert _v(found, "25.000 €") != "error"


def test_a_figure_per_device_shares_a_total_over_the_fleet_counted_before_de(
    verdicts,
) -> None:
    text = (
        "Der neue Rechner umfasst 24.000 GPUs in 6.000 Knoten.\n\n"
        "Gekühlt wird er mit warmem Wasser. Die Abwärme heizt den Campus. Im Winter reicht "
        "sie für drei Hörsäle.\n\n"
        "Betrieben wird die Anlage vom Land. Die Nutzer kommen aus ganz Europa.\n\n"
        "Die Anschaffung kostet 480 Millionen Euro. Rechnerisch entfallen auf jede GPU "
        "damit rund {}."
    )
    # 480 million / 24,000 = 20,000
    assert _v(verdicts(text.format("20.000 Euro")), "20.000 Euro") == "ok"
    assert _v(verdicts(text.format("2.000 Euro")), "2.000 Euro") == "error"


def test_a_clusters_total_refers_to_the_largest_fleet_counted_before_de(verdicts) -> None:
    # 64 servers x 14.3 kW = 0.92 MW; one server's eight GPUs are not the cluster
    found = verdicts(
        "Der Cluster besteht aus 64 Servern vom Typ DGX B200 mit zusammen 512 B200-GPUs.\n\n"
        "Jeder Server ist mit acht B200-GPUs bestückt. Der alte Cluster hatte 256 GPUs. "
        "Zwei Chips bilden jeweils ein Paket.\n\n"
        "Ein DGX-B200-System nimmt maximal 14,3 kW auf. Für den gesamten Cluster ergibt "
        "sich damit eine IT-Last von rund 0,92 MW."
    )
    assert _v(found, "0,92 MW") != "error"


def test_a_glued_k_may_count_1024_en(verdicts) -> None:
    text = "The model reads a 128K window, that is {} tokens, in one pass."
    # 128K is 128,000 or 131,072; 140,000 is neither
    assert _v(verdicts(text.format("131,072"), "en"), "131,072 tokens") == "ok"
    assert _v(verdicts(text.format("140,000"), "en"), "140,000 tokens") == "error"


def test_a_figure_for_each_counted_device_is_that_devices_de(verdicts) -> None:
    # "mit je 34 Teraflops" is each H100's FP64 rate, not the rack's B300
    found = verdicts(
        "Übrig bleiben dem Rack nur etwa 100 Teraflops, weil Nvidia die doppelte "
        "Genauigkeit beim B300 zugunsten von FP4 gekürzt hat – weniger als drei ältere "
        "H100 mit je 34 Teraflops."
    )
    assert _v(found, "34 Teraflops") != "error"


def test_an_eight_way_box_counts_its_gpus_en(verdicts) -> None:
    found = verdicts("An eight-way H100 box gives you 640 gigabytes of HBM.", "en")
    assert _v(found, "640 gigabytes") == "ok"


def test_a_laptop_variant_is_not_the_desktop_card_en(verdicts) -> None:
    found = verdicts("The GeForce RTX 5090 Laptop GPU comes with 24 GB of GDDR7.", "en")
    assert _v(found, "24 GB") != "error"
    table = (
        "| Device | Memory | Bandwidth |\n"
        "|---|---|---|\n"
        "| Notebook with RTX 5090 Laptop GPU | 24 GB | 896 GB/s |\n"
        "| Desktop with RTX 5090 | 32 GB | 1,792 GB/s |\n"
    )
    found = verdicts(table, "en")
    assert _v(found, "896 GB/s") != "error"
    assert _v(found, "32 GB") == "ok"


def test_a_product_name_the_reference_lacks_ends_the_topic_de(verdicts) -> None:
    text = (
        "+++ Cerebras +++\n"
        "Die Wafer-Scale Engine 3 (WSE-3) bringt 44 GB SRAM auf den Wafer.\n"
        "\n"
        "+++ AWS bringt Trainium3 in die Cloud +++\n"
        "Der Beschleuniger Trainium3 liefert laut AWS 2,52 Petaflops in FP8. Jeder Chip ist "
        "mit 144 GB HBM3e bestückt.\n"
    )
    assert _v(verdicts(text), "144 GB") != "error"


def test_a_machines_ai_flops_are_no_wrong_linpack_result_de(verdicts) -> None:
    found = verdicts(
        "Die Spitzenleistung des Booster-Moduls von JUPITER liegt bei 1,227 Exaflops. Für "
        "KI-Anwendungen mit niedrigerer Genauigkeit stellt JUPITER bis zu 90 Exaflops bereit "
        "– das Neunzigfache seiner Linpack-Leistung."
    )
    assert _v(found, "90 Exaflops") != "error"


def test_a_variant_word_before_the_name_names_another_product_de(verdicts) -> None:
    found = verdicts("Die Laptop-Variante der RTX 5090 darf bis zu 150 W ziehen.")
    assert _v(found, "150 W") != "error"
