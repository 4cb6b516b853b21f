"""A stress list of hardware sentences, German and English, one figure each (written for
this project), and a scorer over ``specheck claims``.

Each case names the span of the figure in its sentence and the value (with unit and
range) a careful reader takes from it, or ``None`` where the digits are no figure at
all (a year, a model number, a URL, an error code). The scorer reads each sentence
through the full claim extraction and counts, among the figures, how many come out
with the right value, how many with a wrong one, and how many are missed; and how
many of the non-figures come out as figures anyway.

Run ``.venv/bin/python -m tests.claims.number_stress`` for the score and the misreads.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from functools import cache

#: Close enough for a figure read from text: decimals written out, thirds as floats.
_REL_TOL = 0.002


@dataclass(frozen=True)
class Case:
    lang: str
    sentence: str
    #: the figure as written; it must occur in ``sentence``
    target: str
    #: the value read, in ``unit``; None: the target is no figure (a range: its low end)
    value: float | None
    #: a canonical unit string; None: any unit (only the value is checked)
    unit: str | None = "count"
    low: float | None = None
    high: float | None = None


NO = None
# fmt: off
CASES: tuple[Case, ...] = (
    # -- German ---------------------------------------------------------------
    # thousands grouped by spaces
    Case("de", "Das Mainboard kostet 12 500 EUR im Handel.", "12 500 EUR", 12500, "EUR"),
    Case("de", "Für das Cluster wurden 300 000 Euro veranschlagt.", "300 000 Euro", 300000, "EUR"),
    Case("de", "Die Karte bietet 16\u00a0896 CUDA-Kerne.", "16\u00a0896", 16896),
    Case("de", "Auf dem Wafer sitzen 1\u202f200 Chips.", "1\u202f200 Chips", 1200),
    Case("de", "Im Rechenzentrum laufen 24\u2009576 GPUs.", "24\u2009576 GPUs", 24576),
    Case("de", "Das Modell sah beim Training 2 500 000 Token.", "2 500 000 Token", 2.5e6),
    Case("de", "Der Server nimmt 8 128-GB-Module auf.", "8 128", 8),
    # signs
    Case("de", "Die Leistungsaufnahme sank um −5 % gegenüber dem Vorgänger.", "−5 %", -5, "percent"),
    Case("de", "Der Kartenpreis änderte sich um -15 € zum Vormonat.", "-15 €", -15, "EUR"),
    Case("de", "Die Marge lag zuletzt bei minus fünf Prozent.", "fünf Prozent", -5, "percent"),
    Case("de", "Die Taktrate stieg um +12 % auf 2,1 GHz.", "+12 %", 12, "percent"),
    Case("de", "Der Chip ist bis −40 °C spezifiziert.", "−40 °C", -40, "degC"),
    # powers
    Case("de", "Das Training benötigte 10^25 FLOP.", "10^25 FLOP", 1e25, "FLOP"),
    Case("de", "Der Adressraum umfasst 2^40 Byte.", "2^40 Byte", 2.0**40, "B"),
    Case("de", "Für das Modell wurden 10²⁵ FLOP aufgewendet.", "10²⁵ FLOP", 1e25, "FLOP"),
    Case("de", "Der Controller adressiert 2⁴⁰ Byte.", "2⁴⁰ Byte", 2.0**40, "B"),
    Case("de", "Der Lauf verbrauchte 3,8 × 10²⁵ FLOP.", "3,8 × 10²⁵ FLOP", 3.8e25, "FLOP"),
    Case("de", "Insgesamt waren es 2,1·10^24 FLOP.", "2,1·10^24 FLOP", 2.1e24, "FLOP"),
    # years are years by their context, counts by theirs
    Case("de", "Der Cluster besteht aus 2048 GPUs.", "2048 GPUs", 2048),
    Case("de", "Der Händler lieferte 2000 Karten aus.", "2000 Karten", 2000),
    Case("de", "Im Lager standen 2024 GPUs bereit.", "2024 GPUs", 2024),
    Case("de", "Im Jahr 2024 lieferte Nvidia 3,76 Millionen GPUs aus.", "2024", NO),
    Case("de", "Im Jahr 2024 lieferte Nvidia 3,76 Millionen GPUs aus.", "3,76 Millionen", 3.76e6),
    Case("de", "2024 brachte AMD den MI300X mit 192 GB HBM3.", "2024", NO),
    Case("de", "2024 brachte AMD den MI300X mit 192 GB HBM3.", "192 GB", 192, "GB"),
    Case("de", "Seit März 2023 sind 4096 Karten im Einsatz.", "2023", NO),
    Case("de", "Seit März 2023 sind 4096 Karten im Einsatz.", "4096 Karten", 4096),
    # fractions and spelled ratios
    Case("de", "Ein Drittel der Rechenleistung entfällt auf die Tensor-Kerne.", "Ein Drittel", 1 / 3),
    Case("de", "Die Hälfte der 80 GB bleibt für den KV-Cache frei.", "Hälfte", 0.5),
    Case("de", "Die Hälfte der 80 GB bleibt für den KV-Cache frei.", "80 GB", 80, "GB"),
    Case("de", "Dreiviertel der Chips bestanden den Test.", "Dreiviertel", 0.75),
    Case("de", "Zwei Drittel der Transistoren entfallen auf den Cache.", "Zwei Drittel", 2 / 3),
    Case("de", "Ein Viertel des Speichers bleibt reserviert.", "Ein Viertel", 0.25),
    Case("de", "Nvidia lieferte anderthalb Millionen H100 aus.", "anderthalb Millionen", 1.5e6),
    Case("de", "Das Projekt verschlang zweieinhalb Millionen Euro.", "zweieinhalb Millionen Euro", 2.5e6, "EUR"),
    Case("de", "Das Netzteil liefert 1 ½ kW.", "1 ½ kW", 1.5, "kW"),
    Case("de", "Der neue Chip braucht nur 3/4 der Fläche.", "3/4", 0.75),
    Case("de", "Die Leistung hat sich verdreifacht.", "verdreifacht", 3),
    Case("de", "Die Bandbreite hat sich gegenüber dem Vorgänger verdoppelt.", "verdoppelt", 2),
    Case("de", "Der B200 liefert das Doppelte der H100-Leistung.", "Doppelte", 2),
    Case("de", "Der Stromverbrauch pro Token wurde halbiert.", "halbiert", 0.5),
    Case("de", "In der zweiten Hälfte des Jahres kommt der Chip.", "Hälfte", NO),
    # compound number words
    Case("de", "Der Server fasst einhundert Beschleuniger.", "einhundert", 100),
    Case("de", "Das Rack nimmt dreihundert Karten auf.", "dreihundert", 300),
    Case("de", "Der Chip besitzt zweiunddreißig Kerne.", "zweiunddreißig", 32),
    Case("de", "Im Cluster arbeiten zweihundertsechsundfünfzig Knoten.", "zweihundertsechsundfünfzig", 256),
    Case("de", "Es wurden eintausend Server bestellt.", "eintausend", 1000),
    Case("de", "Der Betreiber kaufte zwei Millionen GPUs.", "zwei Millionen", 2e6),
    # scales and currencies
    Case("de", "Die Halle kostete EUR 5 Mio.", "5 Mio", 5e6, "EUR"),
    Case("de", "Ein Rack kostet rund 3 Mio. US-Dollar.", "3 Mio. US-Dollar", 3e6, "USD"),
    # ranges
    Case("de", "Die Fabrik kostet 0,6‑1 Milliarden Dollar.", "0,6‑1 Milliarden", 0.6e9, "USD", 0.6e9, 1e9),
    Case("de", "Die Bauzeit beträgt 18–24 Monate.", "18–24 Monate", 18, "month", 18, 24),
    Case("de", "Der Preis liegt zwischen 30.000 und 40.000 Dollar.", "30.000", 30000, "USD", 30000, 40000),
    # amounts in two parts
    Case("de", "Der Chip kostet in der Herstellung 15 Dollar und 15 Cent.", "15 Dollar", 15.15, "USD"),
    Case("de", "Eine Stunde auf der H100 kostet zwei Euro fünfzig.", "zwei Euro", 2.5, "EUR"),
    # weight
    Case("de", "Der Server wiegt 12 Pfund.", "12 Pfund", 12, "lb"),
    Case("de", "Die Karte bringt 3 Pfund auf die Waage.", "3 Pfund", 3, "lb"),
    Case("de", "Das Rack wiegt 1,36 Tonnen.", "1,36 Tonnen", 1.36, "t"),
    # bits and bytes
    Case("de", "Die Verbindung schafft 1,6 Terabit pro Sekunde.", "1,6 Terabit", 0.2, "TB/s"),
    Case("de", "Der Switch bietet 51,2 Tbit/s Durchsatz.", "51,2 Tbit/s", 51.2, "Tbit/s"),
    Case("de", "Jeder Speicherchip fasst 24 Gbit.", "24 Gbit", 3, "GB"),
    Case("de", "Die HBM3e-Stapel liefern zusammen 8 TB/s.", "8 TB/s", 8, "TB/s"),
    # per-time basis
    Case("de", "Der Betrieb kostet 1,16 Mio. Dollar pro Jahr.", "1,16 Mio. Dollar", 1.16e6, "USD"),
    Case("de", "Die Miete liegt bei 400.000 Euro jährlich.", "400.000 Euro", 400000, "EUR"),
    # unit forms
    Case("de", "Der Chip wird mit Strukturen von 19 Nanometern gefertigt.", "19 Nanometern", 19, "nm"),
    Case("de", "Der Die misst 814 Quadratmillimeter.", "814 Quadratmillimeter", 814, "mm**2"),
    Case("de", "Die Karte taktet mit 2.100 Megahertz.", "2.100 Megahertz", 2100, "MHz"),
    Case("de", "Die Latenz liegt bei 90 Nanosekunden.", "90 Nanosekunden", 90, "ns"),
    # false figures
    Case("de", "Details unter https://example.com/spec?rabatt=30%25 und im Datenblatt.", "30%25", NO),
    Case("de", "Der Fehlercode 3E01 erscheint beim Start.", "3E01", NO),
    Case("de", "Der Intel 8088 steckte im ersten IBM-PC.", "8088", NO),
    # ordinary figures (must keep working)
    Case("de", "Die H100 bietet 80 GB HBM3 und 3,35 TB/s.", "3,35 TB/s", 3.35, "TB/s"),
    Case("de", "Der Chip zieht bis zu 700 W.", "700 W", 700, "W"),
    Case("de", "Der B200 vereint 208 Milliarden Transistoren.", "208 Milliarden", 208e9),
    Case("de", "Die Rechenleistung beträgt 1.979 TFLOPS.", "1.979 TFLOPS", 1979, "TFLOP/s"),
    Case("de", "Der Speicher wuchs um 76 Prozent.", "76 Prozent", 76, "percent"),
    Case("de", "Die Karte ist 2,5-mal so schnell.", "2,5-mal", 2.5),
    Case("de", "Das Training dauerte 90 bis 100 Tage.", "90 bis 100 Tage", 90, "day", 90, 100),
    Case("de", "Der Cluster umfasst 100.000 GPUs.", "100.000 GPUs", 100000),
    Case("de", "Die Taktrate liegt bei 1,98 GHz.", "1,98 GHz", 1.98, "GHz"),
    Case("de", "Der Chip wird im 4-nm-Verfahren gefertigt.", "4-nm", 4, "nm"),
    Case("de", "Die Anlage braucht 150 MW.", "150 MW", 150, "MW"),
    # -- English --------------------------------------------------------------
    Case("en", "The card has 16 896 CUDA cores.", "16 896", 16896),
    Case("en", "The site hosts 100\u00a0000 GPUs.", "100\u00a0000 GPUs", 1e5),
    Case("en", "The cluster spans 24\u2009576 accelerators.", "24\u2009576", 24576),
    Case("en", "Each hall holds 1\u202f024 racks.", "1\u202f024 racks", 1024),
    Case("en", "The budget was 300 000 dollars.", "300 000 dollars", 3e5, "USD"),
    Case("en", "Power draw changed by −5% against the previous card.", "−5%", -5, "percent"),
    Case("en", "Margins moved -3.5 percent last quarter.", "-3.5 percent", -3.5, "percent"),
    Case("en", "Throughput improved by +36% over the H100.", "+36%", 36, "percent"),
    Case("en", "Gross margin fell to minus five percent.", "five percent", -5, "percent"),
    Case("en", "Training took 10^25 FLOP.", "10^25 FLOP", 1e25, "FLOP"),
    Case("en", "The address space is 2^40 bytes.", "2^40 bytes", 2.0**40, "B"),
    Case("en", "The run used 10²⁵ FLOP of compute.", "10²⁵ FLOP", 1e25, "FLOP"),
    Case("en", "The run used 3.8 × 10²⁵ FLOP.", "3.8 × 10²⁵ FLOP", 3.8e25, "FLOP"),
    Case("en", "That is 2⁴⁰ bytes of address space.", "2⁴⁰ bytes", 2.0**40, "B"),
    Case("en", "The model consumed 3.14e23 FLOP.", "3.14e23 FLOP", 3.14e23, "FLOP"),
    Case("en", "The cluster has 2048 GPUs.", "2048 GPUs", 2048),
    Case("en", "They bought 2024 GPUs last month.", "2024 GPUs", 2024),
    Case("en", "In 2024 Nvidia shipped 3.76 million GPUs.", "2024", NO),
    Case("en", "In 2024 Nvidia shipped 3.76 million GPUs.", "3.76 million", 3.76e6),
    Case("en", "The 2000 cards arrived in March.", "2000 cards", 2000),
    Case("en", "By 2027 the site will draw 1 GW.", "2027", NO),
    Case("en", "A third of the power goes to memory.", "A third", 1 / 3),
    Case("en", "Two thirds of the transistors are cache.", "Two thirds", 2 / 3),
    Case("en", "Half the HBM is reserved for the KV cache.", "Half", 0.5),
    Case("en", "They shipped half a million H100s.", "half a million", 5e5),
    Case("en", "The new node needs 3/4 of the area.", "3/4", 0.75),
    Case("en", "The supply delivers 1 ½ kW per sled.", "1 ½ kW", 1.5, "kW"),
    Case("en", "Performance doubled from one generation to the next.", "doubled", 2),
    Case("en", "Bandwidth tripled with HBM3e.", "tripled", 3),
    Case("en", "Power per token was halved.", "halved", 0.5),
    Case("en", "A quarter of the budget went to networking.", "A quarter", 0.25),
    Case("en", "The lab ordered one and a half million GPUs.", "one and a half million", 1.5e6),
    Case("en", "The fab costs two and a half billion dollars.", "two and a half billion", 2.5e9, "USD"),
    Case("en", "A third GPU joined the board.", "third", NO),
    Case("en", "Sales rose in the second half of the year.", "half", NO),
    Case("en", "The rack holds one hundred and six accelerators.", "one hundred and six", 106),
    Case("en", "The chip packs fifty two cores.", "fifty two", 52),
    Case("en", "The system combines two hundred fifty-six nodes.", "two hundred fifty-six", 256),
    Case("en", "Each pod has three thousand chips.", "three thousand", 3000),
    Case("en", "They ordered twenty-four thousand GPUs.", "twenty-four thousand", 24000),
    Case("en", "The deal is worth 10 bln dollars.", "10 bln", 1e10, "USD"),
    Case("en", "Revenue reached 75 USD million.", "75 USD million", 7.5e7, "USD"),
    Case("en", "The rack stands 1.8m tall.", "1.8m", 1.8, "m"),
    Case("en", "The chiller weighs 100t.", "100t", 100, "t"),
    Case("en", "A 1500b packet crosses the link in microseconds.", "1500b", 1500, None),
    Case("en", "Meta trained on 15T tokens.", "15T tokens", 15e12),
    Case("en", "The model has 405B parameters.", "405B", 405e9),
    Case("en", "xAI raised $6B.", "$6B", 6e9, "USD"),
    Case("en", "The startup burns $5m a month.", "$5m", 5e6, "USD"),
    Case("en", "The fab costs $0.6‑1 billion.", "$0.6‑1 billion", 0.6e9, "USD", 0.6e9, 1e9),
    Case("en", "A node costs $250,000–$300,000.", "$250,000", 250000, "USD", 250000, 300000),
    Case("en", "Training took 90 to 100 days.", "90 to 100 days", 90, "day", 90, 100),
    Case("en", "The chip costs 15 dollars and 15 cents to make.", "15 dollars", 15.15, "USD"),
    Case("en", "An hour on the H100 costs two dollars and fifty cents.", "two dollars", 2.5, "USD"),
    Case("en", "The server weighs 12 pounds.", "12 pounds", 12, "lb"),
    Case("en", "The card weighs 4.5 lbs.", "4.5 lbs", 4.5, "lb"),
    Case("en", "The link carries 1.6 terabits per second.", "1.6 terabits", 0.2, "TB/s"),
    Case("en", "The switch offers 51.2 Tb/s of bandwidth.", "51.2 Tb/s", 51.2, "Tbit/s"),
    Case("en", "Each DRAM die stores 24 Gbit.", "24 Gbit", 24, "Gbit"),
    Case("en", "HBM3e delivers 8 TB/s.", "8 TB/s", 8, "TB/s"),
    Case("en", "Running the cluster costs $1.16M/yr.", "$1.16M", 1.16e6, "USD"),
    Case("en", "Power costs $2.4 million per year.", "$2.4 million", 2.4e6, "USD"),
    Case("en", "The chip is built with 19 nanometers features.", "19 nanometers", 19, "nm"),
    Case("en", "The die measures 814 square millimeters.", "814 square millimeters", 814, "mm**2"),
    Case("en", "The card boosts to 2,100 MHz.", "2,100 MHz", 2100, "MHz"),
    Case("en", "The rack weighs 1.36 tonnes.", "1.36 tonnes", 1.36, "t"),
    Case("en", "Memory latency is 90 nanoseconds.", "90 nanoseconds", 90, "ns"),
    Case("en", "See https://example.com/specs?discount=30%25 for details.", "30%25", NO),
    Case("en", "Error code 3E01 shows at boot.", "3E01", NO),
    Case("en", "Intel's 8088 chip powered the first IBM PC.", "8088", NO),
    Case("en", "The RTX 4090 draws 450 W.", "450 W", 450, "W"),
    Case("en", "The H100 offers 80 GB of HBM3 and 3.35 TB/s.", "80 GB", 80, "GB"),
    Case("en", "B200 packs 208 billion transistors.", "208 billion", 208e9),
    Case("en", "It is 2.5x faster than the A100.", "2.5x", 2.5),
    Case("en", "The cluster uses 100,000 GPUs.", "100,000 GPUs", 1e5),
    Case("en", "Prices range between $30,000 and $40,000.", "$30,000", 30000, "USD", 30000, 40000),
    Case("en", "The card delivers 1,979 TFLOPS.", "1,979 TFLOPS", 1979, "TFLOP/s"),
    Case("en", "Power rose 76 percent.", "76 percent", 76, "percent"),
    Case("en", "The GPU runs at 1.98 GHz.", "1.98 GHz", 1.98, "GHz"),
    Case("en", "It is made on a 4nm process.", "4nm", 4, "nm"),
    Case("en", "The site needs 150 MW.", "150 MW", 150, "MW"),
)
# fmt: on

#: Written after the grammar work, to see how it reads sentences it was not tuned on
#: (the first score is reported as such in the commit that added them).
FRESH: tuple[Case, ...] = (
    Case("de", "Der Hersteller meldet 45 000 ausgelieferte Beschleuniger.", "45 000", 45000),
    Case("de", "Ein Board kostet 7\u202f999 US-Dollar.", "7\u202f999 US-Dollar", 7999, "USD"),
    Case(
        "de",
        "Die Effizienz verschlechterte sich um −0,8 Prozentpunkte.",
        "−0,8 Prozentpunkte",
        -0.8,
        "percent",
    ),
    Case("de", "Im Vergleich fiel der Durchsatz um minus 12 %.", "12 %", -12, "percent"),
    Case("de", "Ein Exabyte sind 10^18 Byte.", "10^18 Byte", 1e18, "B"),
    Case("de", "Der Cache umfasst 2^25 Byte.", "2^25 Byte", 2.0**25, "B"),
    Case("de", "Bis 2026 sollen 3.000 Racks stehen.", "2026", NO),
    Case("de", "Bis 2026 sollen 3.000 Racks stehen.", "3.000 Racks", 3000),
    Case("de", "Nvidia verkaufte 1999 Karten an Forschungsinstitute.", "1999 Karten", 1999),
    Case("de", "Mitte 2025 startet die Produktion.", "2025", NO),
    Case("de", "Ein Fünftel der Chips fiel im Test durch.", "Ein Fünftel", 0.2),
    Case("de", "Drei Viertel des Budgets gehen in Hardware.", "Drei Viertel", 0.75),
    Case(
        "de",
        "Die Fertigung kostete eineinhalb Milliarden Euro.",
        "eineinhalb Milliarden Euro",
        1.5e9,
        "EUR",
    ),
    Case("de", "Die Karte zieht 2 ½ kW unter Last.", "2 ½ kW", 2.5, "kW"),
    Case("de", "Der Durchsatz hat sich vervierfacht.", "vervierfacht", 4),
    Case("de", "Der Server bietet vierundsechzig Kerne.", "vierundsechzig", 64),
    Case("de", "Geliefert wurden zweitausend Karten.", "zweitausend", 2000),
    Case(
        "de", "Der Chip hat einhundertvierundzwanzig Rechenkerne.", "einhundertvierundzwanzig", 124
    ),
    Case("de", "Die Anlage kostete 3,5 Mrd. Euro.", "3,5 Mrd. Euro", 3.5e9, "EUR"),
    Case(
        "de",
        "Die Kosten liegen bei 2‑3 Millionen Euro.",
        "2‑3 Millionen Euro",
        2e6,
        "EUR",
        2e6,
        3e6,
    ),
    Case("de", "Das Kabel kostet 9 Euro und 99 Cent.", "9 Euro", 9.99, "EUR"),
    Case("de", "Das Netzteil wiegt 5 Pfund.", "5 Pfund", 5, "lb"),
    Case("de", "Die Lizenz kostet 200 Pfund im Jahr.", "200 Pfund", 200, "GBP"),
    Case(
        "de", "Jeder Port schafft 800 Gigabit pro Sekunde.", "800 Gigabit pro Sekunde", 0.1, "TB/s"
    ),
    Case("de", "Der Strom kostet 2,3 Mio. Euro pro Jahr.", "2,3 Mio. Euro", 2.3e6, "EUR"),
    Case("de", "Der Chip wird in 3 Nanometern gefertigt.", "3 Nanometern", 3, "nm"),
    Case("de", "Der Schrank wiegt 1.200 Kilogramm.", "1.200 Kilogramm", 1200, "kg"),
    Case("de", "Die Zugriffszeit beträgt 120 ns.", "120 ns", 120, "ns"),
    Case("de", "Die Karte arbeitet bis 85 °C.", "85 °C", 85, "degC"),
    Case("de", "Der Preis sank um -8 %.", "-8 %", -8, "percent"),
    Case("de", "Siehe www.example.org/gpu/4096 für Details.", "4096", NO),
    Case("de", "Das Modell AB-2048 ist ein Prototyp.", "2048", NO),
    Case("de", "Der Treiber 551 brachte Verbesserungen.", "551", NO),
    Case("de", "Die Karte kostet 1.499 Euro.", "1.499 Euro", 1499, "EUR"),
    Case("de", "Der Chip erreicht 4,5 PFLOPS.", "4,5 PFLOPS", 4.5, "PFLOP/s"),
    Case("en", "The vendor reports 45 000 shipped accelerators.", "45 000", 45000),
    Case("en", "A board costs 7\u202f999 dollars.", "7\u202f999 dollars", 7999, "USD"),
    Case(
        "en",
        "Efficiency slipped by −0.8 percentage points.",
        "−0.8 percentage points",
        -0.8,
        "percent",
    ),
    Case("en", "An exabyte is 10^18 bytes.", "10^18 bytes", 1e18, "B"),
    Case("en", "The cache spans 2^25 bytes.", "2^25 bytes", 2.0**25, "B"),
    Case("en", "By 2026 the site will hold 3,000 racks.", "2026", NO),
    Case("en", "By 2026 the site will hold 3,000 racks.", "3,000 racks", 3000),
    Case("en", "Nvidia sold 1999 cards to labs.", "1999 cards", 1999),
    Case("en", "Since 2021 the fleet has grown.", "2021", NO),
    Case("en", "One fifth of the chips failed the test.", "One fifth", 0.2),
    Case("en", "Three quarters of the budget goes to hardware.", "Three quarters", 0.75),
    Case(
        "en",
        "The fab cost one and a half billion euros.",
        "one and a half billion euros",
        1.5e9,
        "EUR",
    ),
    Case("en", "The card pulls 2 ½ kW under load.", "2 ½ kW", 2.5, "kW"),
    Case("en", "Throughput quadrupled.", "quadrupled", 4),
    Case("en", "The server offers sixty-four cores.", "sixty-four", 64),
    Case("en", "They shipped two thousand cards.", "two thousand", 2000),
    Case(
        "en", "The chip has one hundred twenty-four compute units.", "one hundred twenty-four", 124
    ),
    Case("en", "The plant cost 3.5 bln euros.", "3.5 bln", 3.5e9, "EUR"),
    Case("en", "Costs run $2‑3 million.", "$2‑3 million", 2e6, "USD", 2e6, 3e6),
    Case("en", "The cable costs nine dollars and ninety-nine cents.", "nine dollars", 9.99, "USD"),
    Case("en", "The power supply weighs 5 pounds.", "5 pounds", 5, "lb"),
    Case("en", "The license costs 200 pounds a year.", "200 pounds", 200, "GBP"),
    Case("en", "Each port moves 800 gigabits per second.", "800 gigabits per second", 0.1, "TB/s"),
    Case("en", "Power costs $2.3M per year.", "$2.3M", 2.3e6, "USD"),
    Case("en", "The rack is 2.2m tall.", "2.2m", 2.2, "m"),
    Case("en", "The cabinet weighs 1,200 kilograms.", "1,200 kilograms", 1200, "kg"),
    Case("en", "Access time is 120 ns.", "120 ns", 120, "ns"),
    Case("en", "The card runs up to 85 °C.", "85 °C", 85, "degC"),
    Case("en", "The price fell -8%.", "-8%", -8, "percent"),
    Case("en", "See www.example.org/gpu/4096 for details.", "4096", NO),
    Case("en", "The AB-2048 model is a prototype.", "2048", NO),
    Case("en", "The 6502 processor was cheap.", "6502", NO),
    Case("en", "A 4096 GPU cluster trained the model.", "4096 GPU", 4096),
    Case("en", "The card costs $1,499.", "$1,499", 1499, "USD"),
    Case("en", "The chip reaches 4.5 PFLOPS.", "4.5 PFLOPS", 4.5, "PFLOP/s"),
)


@dataclass
class Score:
    right: list[tuple[Case, str]]
    wrong: list[tuple[Case, str]]
    missed: list[tuple[Case, str]]
    false_figures: list[tuple[Case, str]]
    non_figures: int

    @property
    def figures(self) -> int:
        return len(self.right) + len(self.wrong) + len(self.missed)

    @property
    def right_share(self) -> float:
        return len(self.right) / self.figures if self.figures else 1.0

    @property
    def wrong_among_extracted(self) -> float:
        read = len(self.right) + len(self.wrong)
        return len(self.wrong) / read if read else 0.0


def _close(a: float | None, b: float | None) -> bool:
    if a is None or b is None:
        return a is b
    return math.isclose(a, b, rel_tol=_REL_TOL, abs_tol=1e-12)


def _in_unit(value: float | None, unit: str, wanted: str) -> float | None:
    """``value`` in ``unit`` converted to ``wanted``; None when they do not convert."""
    from reference.units import UnitError, quantity

    if value is None:
        return None
    try:
        return float(quantity(value, unit or "count").to(wanted or "count").magnitude)
    except (UnitError, Exception):  # noqa: BLE001 - pint raises several kinds
        return None


def judge(case: Case, row: dict | None) -> bool:
    """Whether the claim ``row`` (a ``specheck claims`` object) reads ``case`` right."""
    if row is None:
        return False
    if case.unit is None:
        return _close(row["value"], case.value)
    if case.low is not None:  # a range: its ends decide
        low = _in_unit(row["low"], row["unit"], case.unit)
        high = _in_unit(row["high"], row["unit"], case.unit)
        return _close(low, case.low) and _close(high, case.high)
    got = _in_unit(row["value"], row["unit"], case.unit)
    return _close(got, case.value) and (row["low"] is None or row["low"] == row["high"])


@cache
def _checker():
    from pipeline.batch import Checker
    from reference import load_reference

    return Checker(load_reference())


def claims_of(lang: str, sentence: str) -> list[dict]:
    from claims.extract import extract_claims
    from claims.models import Document

    doc = Document(
        source="stress.txt",
        text=sentence,
        sha256=hashlib.sha256(sentence.encode()).hexdigest(),
        language=lang,
    )
    return [c.to_json() for c in extract_claims(doc, _checker().nlp(lang))]


def score(cases: tuple[Case, ...] = CASES) -> Score:
    result = Score([], [], [], [], 0)
    for case in cases:
        start = case.sentence.index(case.target)
        end = start + len(case.target)
        rows = [
            r for r in claims_of(case.lang, case.sentence) if r["start"] < end and start < r["end"]
        ]
        row = rows[0] if rows else None
        shown = (
            f"{row['text']!r} -> {row['value']} {row['unit']} [{row['low']}, {row['high']}]"
            if row
            else "nothing"
        )
        if case.value is None:
            result.non_figures += 1
            if row is not None:
                result.false_figures.append((case, shown))
        elif row is None:
            result.missed.append((case, shown))
        elif judge(case, row):
            result.right.append((case, shown))
        else:
            result.wrong.append((case, shown))
    return result


def _summary(s: Score) -> str:
    return (
        f"figures {s.figures}: right {len(s.right)} ({s.right_share:.3f}), "
        f"wrong {len(s.wrong)} ({s.wrong_among_extracted:.3f} of those read), "
        f"missed {len(s.missed)}; non-figures {s.non_figures}: read as figures "
        f"{len(s.false_figures)}"
    )


def main() -> None:
    s = score()
    for label, items in (("WRONG", s.wrong), ("MISSED", s.missed), ("FALSE", s.false_figures)):
        for case, shown in items:
            print(f"{label:6} [{case.lang}] {case.target!r} want {case.value} {case.unit}: {shown}")
    for lang in ("de", "en"):
        print(f"{lang}: {_summary(score(tuple(c for c in CASES if c.lang == lang)))}")
    print(f"all: {_summary(s)}")
    fresh = score(FRESH)
    for label, items in (
        ("WRONG", fresh.wrong),
        ("MISSED", fresh.missed),
        ("FALSE", fresh.false_figures),
    ):
        for case, shown in items:
            print(
                f"fresh {label:6} [{case.lang}] {case.target!r} want {case.value} {case.unit}: {shown}"
            )
    print(f"fresh: {_summary(fresh)}")


if __name__ == "__main__":
    main()
