"""Products of one device's figure: over the devices counted before, over the days of a
period, and a group's figure as its share of a fleet total.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations


def _v(found: dict, quote: str) -> str:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    return found[quote][0]


def test_one_devices_power_over_a_year_is_taken_over_the_devices_en(verdicts) -> None:
    # 2 million x 1 kW x 8,760 h = 17.5 TWh; one card's 8.76 MWh is not the figure
    text = (
        "Suppose the budget buys 2 million accelerators. At 1,000 W each, running flat "
        "out for a year, they would use about {twh} TWh."
    )
    assert _v(verdicts(text.format(twh="17.5"), "en"), "17.5 TWh") == "ok"
    assert _v(verdicts(text.format(twh="175"), "en"), "175 TWh") == "error"


def test_hours_a_day_make_a_year_of_energy_de(verdicts) -> None:
    # 300 W x 5 h x 365 = 547.5 kWh
    text = (
        "Die Karte zieht unter Last 300 W. Sie läuft bei mir fünf Stunden täglich unter "
        "Last, das ergibt rund {kwh} kWh im Jahr."
    )
    assert _v(verdicts(text.format(kwh="548")), "548 kWh") == "ok"
    assert _v(verdicts(text.format(kwh="5.480")), "5.480 kWh") == "error"


def test_euro_cents_are_hundredths_of_a_euro_en(verdicts) -> None:
    found = verdicts(
        "The site uses about 50 gigawatt-hours a year. At 20 euro cents per kilowatt-hour "
        "that is a bill of about 10 million euros.",
        "en",
    )
    assert _v(found, "10 million euros") == "ok"


def test_each_nodes_memory_times_the_nodes_de(verdicts) -> None:
    text = (
        "Der Cluster besteht aus 40 Rechenknoten. Jeder Knoten verfügt über 2 TB "
        "Hauptspeicher und 4 TB lokalen Cache, über alle Knoten also {tb} TB Cache."
    )
    assert _v(verdicts(text.format(tb="160")), "160 TB") == "ok"
    assert _v(verdicts(text.format(tb="1.600")), "1.600 TB") == "error"


def test_one_groups_figure_is_its_share_of_the_fleet_total_en(verdicts) -> None:
    found = verdicts(
        "The operator runs 500 racks. Each rack carries 12 TB of memory, so the fleet "
        "holds 6 PB in all.",
        "en",
    )
    assert _v(found, "12 TB") == "ok"


def test_a_single_groups_energy_over_a_year_is_its_own_power_en(verdicts) -> None:
    text = (
        "The racks are rated at up to 120 kW each, so the 40-rack hall needs about 4.8 MW. "
        "A single rack running flat out for a year uses about {gwh} GWh."
    )
    assert _v(verdicts(text.format(gwh="1.05"), "en"), "1.05 GWh") == "ok"
    assert _v(verdicts(text.format(gwh="10.5"), "en"), "10.5 GWh") != "ok"


def test_a_density_left_out_after_a_density_is_a_density_de(verdicts) -> None:
    # "rund 98 Millionen" leaves "Transistoren pro mm²" out: no count of transistors
    found = verdicts(
        "Beim A100 kommen Sie auf knapp 66 Millionen Transistoren pro Quadratmillimeter, "
        "beim H100 auf rund 98 Millionen."
    )
    assert _v(found, "98 Millionen") != "error"


def test_a_link_between_two_dies_is_no_nvlink_de(verdicts) -> None:
    found = verdicts(
        "Der B200 verteilt seine Transistoren auf zwei Dies, die über eine Schnittstelle "
        "mit 10 TB/s verbunden sind."
    )
    assert _v(found, "10 TB/s") != "error"


def test_what_is_made_of_a_mislabelled_figure_is_not_refuted_by_it_en(verdicts) -> None:
    # 2.746 exaflops is El Capitan's peak, not its HPL result (a warning); 58.9 GF/W is
    # the real HPL efficiency, which the peak over the power does not give
    found = verdicts(
        "El Capitan reached 2.746 exaflops in the HPL benchmark. At an efficiency of 58.89 "
        "gigaflops per watt the machine draws about 29.6 megawatts.",
        "en",
    )
    assert _v(found, "2.746 exaflops") == "warning"
    assert _v(found, "58.89 gigaflops per watt") != "error"


def test_to_between_figures_of_two_kinds_is_no_change_de(verdicts) -> None:
    # "auf zwei Dies" changes nothing: 208 Billionen is 1,000x the B200's 208 Milliarden
    found = verdicts("Der B200 hat 208 Billionen Transistoren, verteilt auf zwei Dies.")
    assert _v(found, "208 Billionen Transistoren") == "error"


def test_up_to_before_another_kind_of_figure_is_no_change_en(verdicts) -> None:
    found = verdicts(
        "Each Blackwell GPU packs 280 billion transistors and carries up to 186 GB of HBM3e.",
        "en",
    )
    assert _v(found, "280 billion transistors") == "error"  # 208 billion


def test_a_need_spread_over_the_devices_after_it_is_no_total_of_theirs_de(verdicts) -> None:
    found = verdicts(
        "Für das Training rechnet man mit etwa 16 Byte je Parameter, also rund 112 GB, "
        "verteilt auf die acht A100-GPUs eines Knotens ist das kein Problem."
    )
    assert _v(found, "112 GB") != "error"


def test_a_sites_power_is_no_devices_datasheet_value_en(verdicts) -> None:
    found = verdicts("The campus is planned for 1.2 GW and up to 400,000 Blackwell GPUs.", "en")
    assert _v(found, "1.2 GW") != "error"


def test_the_texts_one_tariff_prices_energy_far_below_it_de(verdicts) -> None:
    text = (
        "Mein Stromtarif liegt bei 40 Cent pro Kilowattstunde. Der Rechner läuft nachts. "
        "Er ist leise. Er steht im Keller. Im Sommer wird es warm. Die Lüfter drehen hoch. "
        "Der Nachbar beschwert sich. Ein Rack zieht im Jahr gut eine Million "
        "Kilowattstunden. Zu meinem Tarif bezahlt: rund {eur} Euro."
    )
    assert _v(verdicts(text.format(eur="400.000")), "400.000 Euro") == "ok"
    assert _v(verdicts(text.format(eur="4 Millionen")), "4 Millionen Euro") == "error"


def test_households_are_an_energy_over_one_households_de(verdicts) -> None:
    text = (
        "Ein Musterhaushalt verbraucht 3.500 Kilowattstunden im Jahr. Das Rechenzentrum "
        "braucht im Jahr rund 35 Gigawattstunden. Das entspricht dem Verbrauch von rund "
        "{n} Haushalten."
    )
    assert _v(verdicts(text.format(n="10.000")), "10.000 Haushalten") == "ok"
    assert _v(verdicts(text.format(n="100.000")), "100.000 Haushalten") == "error"
