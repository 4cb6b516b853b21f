"""German language data for claim extraction. Literals only.

German uses the long scale: Milliarde = 1e9, Billion = 1e12, Billiarde = 1e15,
Trillion = 1e18. Decimal comma, thousands dot.
"""

# fmt: off
DECIMAL = ","
THOUSANDS = "."

NUMBER_WORDS: dict[str, float] = {
    "null": 0, "ein": 1, "eine": 1, "einer": 1, "einen": 1, "eins": 1, "zwei": 2, "drei": 3,
    "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
    "elf": 11, "zwölf": 12, "dreizehn": 13, "vierzehn": 14, "fünfzehn": 15, "sechzehn": 16,
    "siebzehn": 17, "achtzehn": 18, "neunzehn": 19, "zwanzig": 20, "dreißig": 30,
    "vierzig": 40, "fünfzig": 50, "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90,
    "hundert": 100, "tausend": 1000, "dutzend": 12, "beiden": 2, "beide": 2,
    "doppelt": 2, "halb": 0.5,
}

#: Number words that only count when a counted noun or unit follows ("ein", "eine" are
#: mostly articles).
WEAK_NUMBER_WORDS: frozenset[str] = frozenset(
    {"ein", "eine", "einer", "einen", "eins", "beiden", "beide", "doppelt", "halb", "null"}
)

#: Compound numbers 21-99, written as one word unit first ("fünfundzwanzig").
COMPOUND_NUMBER = "{unit}und{tens}"
COMPOUND_TENS: tuple[str, ...] = (
    "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig",
)
COMPOUND_UNITS: dict[str, float] = {
    "ein": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7,
    "acht": 8, "neun": 9,
}

#: Halves as one word: "anderthalb", "zweieinhalb" (a number word of COMPOUND_UNITS
#: or "zehn" to "zwölf" before HALF_SUFFIX).
HALVES: dict[str, float] = {"anderthalb": 1.5}
HALF_SUFFIX = "einhalb"
HALF_BASES: dict[str, float] = {"zehn": 10, "elf": 11, "zwölf": 12}

SCALES: dict[str, float] = {
    "tausend": 1e3, "tsd.": 1e3, "mio.": 1e6, "mio": 1e6, "million": 1e6, "millionen": 1e6,
    "mrd.": 1e9, "mrd": 1e9, "milliarde": 1e9, "milliarden": 1e9, "bio.": 1e12,
    "billion": 1e12, "billionen": 1e12, "billiarde": 1e15, "billiarden": 1e15,
    "trillion": 1e18, "trillionen": 1e18,
    # model sizes as written in English, also in German texts ("70B in FP8")
    "b": 1e9,
}

#: Multiplier suffixes after a number ("5-mal", "2,5-fache", "10-fach").
MULTIPLIER_SUFFIXES: tuple[str, ...] = (
    "-mal", "mal", "-fache", "-fachen", "-facher", "-faches", "-fach", "fache", "fachen",
    "fach", "-Fache", "-Fachen", "-Fach",
)
#: Whole-word multipliers ("viermal", "das Fünffache", "verdoppelt").
MULTIPLIER_WORDS: dict[str, float] = {
    "doppelt": 2, "doppelte": 2, "doppelten": 2, "verdoppelt": 2, "verdoppeln": 2,
    "halb": 0.5, "halbiert": 0.5, "halbieren": 0.5, "verdreifacht": 3, "vervierfacht": 4,
    "verdopplung": 2, "verdoppelung": 2, "verdreifachung": 3, "vervierfachung": 4,
    "verdreifachen": 3, "vervierfachen": 4, "verfünffacht": 5, "verzehnfacht": 10,
    "verzehnfachung": 10, "halbierung": 0.5,
}
#: Stems combined with "mal"/"fache"/"fach": "viermal", "Fünffache", "Zehnfachen".
MULTIPLIER_STEMS: dict[str, float] = {
    "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8,
    "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12, "zwanzig": 20, "dreißig": 30,
    "vierzig": 40, "fünfzig": 50, "hundert": 100, "tausend": 1000, "doppel": 2,
}

RANGE_WORDS: tuple[str, ...] = ("bis",)

#: "über ein Jahr": one unit of time after these prepositions is a duration.
SPAN_PREPOSITIONS: tuple[str, ...] = ("für", "über", "innerhalb", "binnen")
SPAN_UNITS: dict[str, str] = {"jahr": "year", "monat": "month", "woche": "week", "tag": "day",
                              "stunde": "hour"}
BETWEEN: tuple[str, str] = ("zwischen", "und")

#: Hedges before a number: (kind, relative tolerance). kinds: approx (+-tolerance),
#: lower/upper (bounds), below (a little under: down to -tolerance), above (a little
#: over: up to +tolerance), peak ("bis zu": the quoted maximum, +-tolerance), exact.
HEDGES: dict[str, tuple[str, float]] = {
    "ca.": ("approx", 0.07), "ca": ("approx", 0.07), "circa": ("approx", 0.07),
    "zirka": ("approx", 0.07), "etwa": ("approx", 0.07), "rund": ("approx", 0.07),
    "ungefähr": ("approx", 0.07), "um die": ("approx", 0.07), "annähernd": ("approx", 0.07),
    "grob": ("approx", 0.15), "gut": ("above", 0.2), "knapp": ("below", 0.16),
    "nahezu": ("below", 0.16), "fast": ("below", 0.16), "beinahe": ("below", 0.16),
    "über": ("lower", 0.0), "mehr als": ("lower", 0.0), "mindestens": ("lower", 0.0),
    "ab": ("lower", 0.0), "weit über": ("lower", 0.0), "bis zu": ("peak", 0.03),
    "maximal": ("peak", 0.03), "höchstens": ("upper", 0.0), "weniger als": ("upper", 0.0),
    "unter": ("upper", 0.0), "nicht einmal": ("upper", 0.0), "genau": ("exact", 0.0),
    "exakt": ("exact", 0.0),
}

#: A hedge word is no hedge after these ("verfügt über 32 GB" = "has 32 GB").
HEDGE_BLOCKERS: dict[str, tuple[str, ...]] = {
    "über": ("verfügt", "verfügen", "verfügte", "verfügten", "verfüge", "verfügst"),
    "ab": ("hängt", "hängen"),
}

#: Spelled-out units (matched case-insensitively, longest first).
UNIT_WORDS: dict[str, str] = {
    "zettaflops": "ZFLOP/s", "exaflops": "EFLOP/s", "petaflops": "PFLOP/s",
    "teraflops": "TFLOP/s", "gigaflops": "GFLOP/s", "exaflop/s": "EFLOP/s",
    "rechenoperationen pro sekunde": "FLOP/s", "operationen pro sekunde": "FLOP/s",
    "rechenoperationen": "FLOP", "gleitkommaoperationen": "FLOP",
    "terabyte pro sekunde": "TB/s", "gigabyte pro sekunde": "GB/s",
    "petabyte": "PB", "terabyte": "TB", "gigabyte": "GB", "megabyte": "MB", "exabyte": "EB",
    "petabytes": "PB", "terabytes": "TB", "gigabytes": "GB", "megabytes": "MB",
    "kilobyte": "kB", "byte": "B", "bytes": "B",
    "gigabit pro sekunde": "Gbit/s", "gigabit": "Gbit", "gigabits pro sekunde": "Gbit/s",
    "gigabits": "Gbit", "terabit pro sekunde": "Tbit/s", "terabits pro sekunde": "Tbit/s",
    "terabit": "Tbit", "terabits": "Tbit", "megabit pro sekunde": "Mbit/s", "megabit": "Mbit",
    "gigawatt": "GW", "megawatt": "MW", "kilowatt": "kW", "watt": "W",
    "megawattstunden": "MWh", "kilowattstunden": "kWh", "gigawattstunden": "GWh",
    "terawattstunden": "TWh",
    "nanometern": "nm", "nanometer": "nm", "gigahertz": "GHz", "megahertz": "MHz", "quadratmillimeter": "mm**2",
    "millimetern": "mm", "millimeter": "mm",
    "quadratmillimetern": "mm**2",
    "prozent": "percent", "prozentpunkte": "percent",
    "nanosekunden": "ns", "nanosekunde": "ns", "mikrosekunden": "µs", "mikrosekunde": "µs",
    "millisekunden": "ms", "millisekunde": "ms",
    "kilogramm": "kg", "tonnen": "t", "tonne": "t", "grad celsius": "degC",
    "sekunden": "s", "sekunde": "s", "minuten": "min", "minute": "min",
    "stunden": "hour", "stunde": "hour", "std.": "hour", "tagen": "day", "tage": "day",
    "tag": "day", "wochen": "week", "woche": "week", "monaten": "month", "monate": "month",
    "monat": "month", "jahren": "year", "jahre": "year", "jahr": "year",
}

#: Hundredths of a currency, after a number ("0,30 US-Cent", "25 Cent pro kWh").
CENT_WORDS: dict[str, str] = {"us-cent": "USD", "us-cents": "USD", "dollar-cent": "USD",
                              "cent": "EUR", "cents": "EUR", "euro-cent": "EUR", "euro-cents": "EUR",
                              "eurocent": "EUR", "eurocents": "EUR", "ct": "EUR"}

#: Currency words after a number (case-insensitive).
CURRENCY_WORDS: dict[str, str] = {
    "us-dollar": "USD", "us-dollars": "USD", "dollar": "USD", "dollars": "USD",
    "euro": "EUR", "euros": "EUR", "yen": "JPY", "yuan": "CNY", "renminbi": "CNY",
    "won": "KRW", "pfund": "GBP",
}

#: Counted nouns (lowercased; a compound counts when it ends in one of them, longest
#: match first) and the attribute the count is of.
#: Words after a product's name that make it another product the reference may lack
#: ("RTX 5090 Laptop GPU": 24 GB, not the desktop card's 32 GB).
VARIANT_WORDS: tuple[str, ...] = ("laptop", "mobile", "notebook", "max-q")
COUNT_NOUNS: dict[str, str] = {
    "transistoren": "transistors", "transistor": "transistors",
    "parameter": "parameters", "parametern": "parameters",
    "token": "training_tokens", "tokens": "training_tokens",
    "gpus": "gpu_count", "gpu": "gpu_count", "apus": "gpu_count", "grafikkarten": "gpu_count",
    "karten": "gpu_count", "einheiten": "gpu_count", "beschleuniger": "gpu_count",
    "beschleunigern": "gpu_count", "grafikprozessoren": "gpu_count", "stück": "gpu_count", "exemplare": "gpu_count",
    "trainingsknoten": "core_count", "rechenkerne": "core_count", "kerne": "core_count",
    "knoten": "node_count", "server": "node_count", "racks": "node_count", "rack": "node_count",
    "systeme": "node_count",
    "chips": "chip_count", "chip": "chip_count", "tiles": "chip_count", "tile": "chip_count",
    "chiplets": "dies", "chiplet": "dies", "dies": "dies",
    "ports": "ports", "stapel": "memory_stacks", "stapeln": "memory_stacks",
    "stacks": "memory_stacks", "hbm-stapel": "memory_stacks", "hbm-stapeln": "memory_stacks",
    "speicherstapel": "memory_stacks", "speicherstapeln": "memory_stacks",
    "schränke": "node_count", "cluster": "cluster_count", "modelle": "model_count",
    "rechenoperationen": "operations", "gpu-stunden": "gpu_hours",
    "chip-stunden": "gpu_hours", "knotenstunden": "gpu_hours", "beschleuniger-stunden": "gpu_hours",
    # counted, never checked: the parts of a system and of a model
    "cpus": "cpu_count", "prozessoren": "cpu_count", "module": "modules",
    "bausteine": "modules", "links": "links", "schichten": "layers", "layer": "layers",
    "köpfe": "attention_heads", "experten": "experts",
    "compute units": "core_count", "recheneinheiten": "core_count", "kernen": "core_count",
    "xcds": "dies", "ccds": "dies", "i/o-dies": "dies", "haushalte": "households",
    "haushalten": "households", "unterbrechungen": "events", "ausfälle": "events",
    "pods": "cluster_count", "chipstunden": "gpu_hours", "schritte": "steps",
    "tok/s": "token_rate", "token/s": "token_rate", "tokens/s": "token_rate",
}

#: Words that say a figure is per unit or a total.
#: One device, as a per-word names it ("pro Grafikprozessor", "je Karte").
DEVICE_NOUNS: tuple[str, ...] = ("gpu", "chip", "karte", "grafikkarte", "grafikprozessor",
                                 "grafikchip", "beschleuniger", "beschleunigerkarte", "stück",
                                 "einheit", "modul", "die", "rack", "knoten", "superchip")
PER_UNIT: tuple[str, ...] = (*(f"{per} {noun}" for per in ("pro", "je") for noun in DEVICE_NOUNS),
                             "jeder davon", "jede davon", "jedes davon", "jeweils", "je")
TOTAL: tuple[str, ...] = ("insgesamt", "zusammen", "gesamt", "in summe", "kombiniert",
                          "alle zusammen", "gesamtleistung", "addiert", "über alle", "aller",
                          "für alle", "summe", "zusammengenommen", "summiert", "summieren",
                          "alles in allem", "unterm strich")

#: Power of a site rather than of its chips ("Anschlusswert", "the site's 150 MW").
#: Groups of accelerators: a figure of one of these is no single device's.
#: Words that open a clause on one group of several ("Jeder Knoten ...").
EVERY: tuple[str, ...] = ("jeder", "jede", "jedes", "pro", "je", "ein einzelnes", "ein einzelner",
                           "eine einzelne", "ein einziges", "ein einziger", "eine einzige")
#: Ein "jeder" im Satz ("Da jedes NVL72-Rack rund 120 kW zieht").
EACH_ONE: tuple[str, ...] = ("jeder", "jede", "jedes", "jedem", "jeden")
#: Begriffe für den eigenen Wert eines Geräts, die ein Gruppen- oder Summenwort enthalten.
DEVICE_TERMS: tuple[str, ...] = ("total board power", "board power", "board-power",
                                 "boardleistung", "board-leistung", "gesamtleistungsaufnahme der karte")
#: Nach einer nackten Zahl: eine Anzahl der zuvor genannten Dinge ("zwölf davon").
OF_THEM: tuple[str, ...] = ("davon", "von ihnen", "von denen")
GROUPS: tuple[str, ...] = ("rack", "racks", "server", "knoten", "schrank", "schränke",
                           "system", "systeme", "cluster", "pod", "pods", "superpod",
                           "ultraserver", "instanz", "instanzen", "board", "baseboard",
                           "plattform", "plattformen")

FACILITY_POWER: tuple[str, ...] = ("netzanbindung", "anschlusswert", "anschlussleistung",
                                   "rechenzentrum", "standort", "gelände", "kühlung", "pue",
                                   "stromversorgung", "netzbetreiber", "versorger")

#: Parts of a server whose power is not the accelerator's ("1,5 kW für Netzwerk").
OTHER_PARTS: tuple[str, ...] = ("netzwerk", "lüfter", "massenspeicher", "prozessor", "prozessoren", "cpu", "cpus",
                               "xeon", "epyc", "switch", "switches")

#: The figure is the accelerators' own, nothing else added ("allein die GPUs ziehen").
ALONE: tuple[str, ...] = ("allein", "alleine", "nur die", "nur für die")

#: A power figure that was measured, not the rated maximum ("im Schnitt 8 kW").
MEASURED: tuple[str, ...] = ("gemessen", "gemessene", "durchschnittlich", "im schnitt", "im mittel", "mittlere")

#: The text says it rounds the figure ("rounds its output to 100 PFLOPS").
ROUNDED: tuple[str, ...] = ("gerundet", "rundet", "aufgerundet", "abgerundet", "grob gerechnet")

#: The figure is for a first stage, not for the count stated beside it ("eine Million
#: GPUs, anfangs mit bis zu 150 MW").
STAGE: tuple[str, ...] = ("anfangs", "zunächst", "vorerst", "in der ersten phase",
                          "im ersten ausbau", "zu beginn")

#: The figure is a part of the one before ("6 kW of that", "davon 6 kW").
PART_OF: tuple[str, ...] = ("davon", "hiervon", "daran", "dieser summe")

#: What is left of a figure ("the remaining 9.6 million"), never a product.
REMAINDER: tuple[str, ...] = ("restlichen", "übrigen", "verbleibenden", "rest")

#: A figure right after these is a premise of the sentence, not its result ("auf 256
#: Chips über fünf Stunden"); a connective before it still makes it a result.
#: Beginnings of compounds that call a figure a total ("Gesamtinvestition").
TOTAL_PREFIXES: tuple[str, ...] = ("gesamt", "summe")
#: Words that end a change ("steigt auf 1,4 GW"): the figure after them is a result.
TO_WORDS: tuple[str, ...] = ("auf", "zu", "bis auf")
#: More of them, with an article ("over the 30 days").
INPUT_BEFORE_MORE: tuple[str, ...] = ("über die", "über den", "für die", "in den", "innerhalb von")
INPUT_BEFORE: tuple[str, ...] = ("für", "mit", "über", "bei", "auf", "à", "zu je")

#: A count that is per group, not a total: "720 Knoten à 8 GPUs", "8 GPUs per node".
GROUP_BEFORE: tuple[str, ...] = ("à", "je", "jeweils", "mit je", "mit jeweils", "zu je", "zu jeweils")
#: Parts of one device ("5 × 16 GB" under "Stapel × Kapazität" is per stack).
SUBPART_NOUNS: tuple[str, ...] = ("stapel", "stack", "stacks", "hbm-stapel", "die", "dies",
                                  "chiplet", "chiplets", "speicherstapel")
#: One group of devices, as a per-word names it ("pro Schrank", "je Knoten").
GROUP_NOUNS: tuple[str, ...] = ("knoten", "server", "rack", "cluster", "system", "pod",
                                "einschub", "board", "baseboard", "schrank", "serverschrank",
                                "plattform", "instanz", "superpod", "ultraserver")
#: Welche Art Gruppe ein Gruppenwort nennt (sprachneutrale Schlüssel).
GROUP_KINDS: dict[str, str] = {
    "knoten": "node", "server": "node", "einschub": "node", "instanz": "node",
    "instanzen": "node",
    "rack": "rack", "racks": "rack", "schrank": "rack", "schränke": "rack",
    "schränken": "rack", "serverschrank": "rack", "serverschränke": "rack",
    "pod": "pod", "pods": "pod", "superpod": "pod",
    "cluster": "cluster",
    "system": "system", "systeme": "system", "ultraserver": "system",
    "plattform": "system", "plattformen": "system",
    "board": "board", "baseboard": "board",
}  # fmt: skip
GROUP_AFTER: tuple[str, ...] = tuple(f"{per} {g}" for per in ("pro", "je") for g in GROUP_NOUNS)

DENSE: tuple[str, ...] = ("ohne sparsity", "ohne sparsität", "dicht", "dichte", "dichten",
                          "dichter", "dense", "ohne sparsity-tricks", "ohne tricks wie sparsity",
                          "ohne sparsity-trick", "ohne den sparsity-trick")
SPARSE: tuple[str, ...] = ("mit sparsity", "mit aktivierter sparsity", "sparsity-beschleunigung",
                           "mit sparsität", "sparse", "dünnbesetzt", "2:4-sparsity")

#: A comparison partner follows these words ("gegenüber Hopper", "als die A100").
#: "Die H800 ist im Grunde eine H100 mit ...": danach und nach einem unbestimmten
#: Artikel sagt ein Name, wem das Subjekt gleicht.
COPULAS: tuple[str, ...] = ("ist", "war", "bleibt")
INDEFINITE_ARTICLES: tuple[str, ...] = ("ein", "eine", "einer", "einem", "einen")
COMPARATORS: tuple[str, ...] = ("gegenüber", "im vergleich zum", "im vergleich zur",
                                "im vergleich zu", "verglichen mit", "vergleich mit", "als", "wie", "statt",
                                "anstelle", "vs.", "vs", "versus", "gegen", "vor", "über der", "über dem",
                                "über die", "über", "hinter")
#: The value after these words belongs to the comparison partner ("141 GB statt 80 GB").
CONTRAST: tuple[str, ...] = ("statt", "gegenüber", "gegen", "anstelle von", "anstatt", "vs.", "vs",
                             "versus", "verglichen mit")
#: "wie" compares only after one of these words, or a word ending in one of the
#: suffixes ("doppelt so viel wie", "genau wie die 4090", "das Dreifache wie");
#: otherwise it lists examples ("Inferenzkarten wie Furiosas RNGD").
WIE_COMPARES_AFTER: tuple[str, ...] = ("so", "genauso", "ebenso", "genau", "ähnlich",
                                       "dieselbe", "dieselben", "denselben", "derselbe",
                                       "derselben", "dasselbe", "demselben", "gleiche",
                                       "gleichen", "gleicher", "gleiches", "gleichem")
WIE_COMPARES_SUFFIXES: tuple[str, ...] = ("mal", "fach", "fache", "fachen", "faches",
                                          "facher", "fachem")
#: ... and a measure after these ("doppelt so viel wie die 989 Teraflops"): the article
#: points back to the partner's figure.
CONTRAST_BACK: tuple[str, ...] = ("wie die", "wie der", "wie den", "als die", "als der",
                                  "als den")

#: Words that state a derivation: the next figure follows from the ones before.
CONNECTIVES: tuple[str, ...] = ("also", "damit", "somit", "ergibt", "ergeben", "entspricht",
                                "das ist", "das sind", "sind das", "wären das", "das wäre",
                                "das wären", "macht",
                                "insgesamt", "zusammen", "daraus folgen", "daraus ergeben sich",
                                "kommt auf", "kommen auf", "kommen zusammen auf", "=",
                                "sodass", "folglich", "mithin", "umgerechnet", "oder",
                                "das bedeutet", "bedeutet das", "wären es", "sind es",
                                "waren es", "dann kostet", "dann kommt", "dann sind",
                                "hochgerechnet", "unterm strich", "landet bei", "landet man bei",
                                "landen bei")

#: Words marking a difference ("12,8 Milliarden mehr", "fehlen 31 GB").
DIFFERENCE_MORE: tuple[str, ...] = ("mehr", "zusätzlich", "plus", "zuwachs", "höher",
                                    "größer", "obendrauf", "drauf", "oben drauf", "über dem", "über der", "über den",
                                    "vor dem", "vor der", "vor den", "voraus")
DIFFERENCE_LESS: tuple[str, ...] = ("weniger", "fehlen", "fehlt", "minus", "niedriger",
                                    "kleiner", "geringer", "hinter")
#: Nouns after a code-like name that make it an event, not a product ("ISC25 in Hamburg").
EVENT_NOUNS: tuple[str, ...] = ("konferenz", "keynote", "messe", "tagung", "gipfel", "event",
                                "veranstaltung", "ausgabe", "liste", "conference")
#: Words right before a figure that make it a lead over another ("Vorsprung von 0,4 EFLOPS").
DIFFERENCE_MORE_BEFORE: tuple[str, ...] = ("vorsprung von", "vorsprung beträgt", "vorsprung:",
                                           "liegt um", "führt um", "führt mit", "zuwachs von",
                                           "zuwachs um", "anstieg um", "anstieg von",
                                           "plus von")
#: Verben, die eines um eine Zahl vor (hinter) ein anderes setzen: "übertrifft den
#: Vorgänger um 40 GB", "verfehlt die Marke um 12 Petaflops".
DIFFERENCE_BY: str = r"\bum(?: nur| gerade einmal| gerade| lediglich| knapp| rund| etwa)?\s*$"
DIFFERENCE_BY_MORE: tuple[str, ...] = ("übertrifft", "übertraf", "überholt", "überholte",
                                       "schlägt", "schlug", "überbietet", "führt", "führte",
                                       "hängt", "distanziert")
DIFFERENCE_BY_LESS: tuple[str, ...] = ("unterbietet", "zurückliegt", "verfehlt", "verfehlte")
#: Satzanfänge, die eine Rechnung ansagen: was nach dem ersten Komma steht, folgt aus ihr
#: ("Verteilt man die Stunden auf die 16.384 H100, ... lief der Cluster gut 40 Tage").
WORKING_OPENERS: tuple[str, ...] = ("verteilt man", "teilt man", "rechnet man", "multipliziert man",
                                    "nimmt man", "legt man", "rechnet man um", "überträgt man",
                                    "hochgerechnet auf", "umgerechnet auf")
#: Percent change words ("ein Zuwachs von 68 %", "ein Plus von 43 %").
INCREASE: tuple[str, ...] = ("mehr", "zuwachs", "plus", "steigerung", "anstieg", "höher", "vorsprung",
                             "vorn", "vorne",
                             "über", "schneller", "steigt", "stieg", "wächst", "wuchs", "vor",
                             "erhöht", "klettert", "besser", "größer", "stärker")
#: Inflected endings a comparative may carry ("50 Prozent schnelleres Training").
COMPARATIVE_ENDINGS: tuple[str, ...] = ("e", "em", "en", "er", "es")
#: Words for a gap between two figures, either way round ("beträgt der Abstand 35 %").
GAP: tuple[str, ...] = ("abstand", "unterschied", "differenz")
DECREASE: tuple[str, ...] = ("weniger", "minus", "senkt", "sinkt", "sank", "rückgang", "niedriger",
                             "hinter", "langsamer",
                             "unter", "billiger", "günstiger", "fällt", "fiel", "schrumpft")
#: A change from one figure to another before its size ("steigt von 5 auf 6 TB/s,
#: also um 20 Prozent"): regex source, the verb may stand further back.
#: The predecessor's figure (regex source, lowercase): a name after it ("Vorgänger
#: Gaudi 2") is the subject, else none ("vom 7-nm-Prozess des Vorgängers", "seines
#: Vorgängers mit 432 TFLOPS").
PREDECESSOR_WORD = "vorgänger"
#: Vor einem Namen nach dem Subjekt des Satzes: der Vergleichspartner ("sein Vorgänger
#: Gaudi 2", "des Konkurrenten MI300X").
PARTNER_TITLES: tuple[str, ...] = ("vorgänger", "vorgängers", "vorgängerin", "konkurrent",
                                   "konkurrenten", "rivale", "rivalen", "wettbewerber")

#: A table column of counts ("Anzahl", "Stück"): its cells count what the row names.
COUNT_HEADERS: tuple[str, ...] = ("anzahl", "stück", "stückzahl", "menge", "zahl")

#: After a model's name these make it a concept, not the thing a figure is about
#: ("die Chinchilla-Regel von 20 Token pro Parameter"); a paper or study is about its model.
CONCEPT_NOUNS: tuple[str, ...] = ("regel", "faustregel", "formel", "gesetz", "skalierung",
                                  "skalierungsgesetz", "optimum", "optimal")
PREDECESSOR_AFTER = (
    r"\s*(?:[\w-]+\s+)?(?:\([^)]*\)\s*)?(?:des|der|seines|seiner|ihres|ihrer)\s+"
    r"(?:direkten\s+)?vorgänger"
)
PREDECESSOR_BEFORE = (
    r"vorgänger\w*\s+(?:(?:mit|von|bei|auf|hatte|brachte|kam|kommt)\s+)?"
    r"(?:(?:nur|rund|etwa|gut|knapp)\s+)?$"
)
CHANGE_SPAN = r"\bvon\s(?:(?![.;:]\s).){1,40}?\sauf\s(?:(?![.;:]\s).){1,40}$"

#: Words that mark a number as a year, date or label rather than a claim.
NON_CLAIM_BEFORE: tuple[str, ...] = ("folge", "seit", "im jahr", "jahr", "ab", "version",
                                     "generation", "stand", "quartal", "hotline", "ende",
                                     "anfang", "mitte")

#: Exchange-rate phrasing: "1,08 Dollar je Euro", "155 Yen pro Dollar".
RATE_JOINERS: tuple[str, ...] = ("je", "pro", "für einen", "für 1")
#: Joins a second denominator to a per-second unit ("pro Sekunde und Watt").
PER_SECOND_AND: tuple[str, ...] = ("und",)
RATE_CUES: tuple[str, ...] = ("kurs", "wechselkurs", "umgerechnet")

CLAUSE_BREAKS: tuple[str, ...] = (";", " – ", " — ", ", während ", ", und ", ", aber ",
                                  ", doch ", ", wobei ", ", sodass ", ": ")

#: Multiplier words that are only multipliers before "so"/"wie"/"das" ("halb so viele").
MULTIPLIER_NEEDS_FOLLOWER: frozenset[str] = frozenset({"halb", "doppelt", "doppelte", "doppelten"})

#: A memory figure after these is what something needs, not a device's capacity.
MEMORY_NEED: tuple[str, ...] = ("braucht", "benötigt", "belegt", "erfordert", "beansprucht",
                                "nötig", "notwendig", "speichern", "passt",
                                "gewichte", "gewichten", "frei", "übrig", "bleiben", "blieben", "verbleiben")
#: Host memory, not accelerator memory.
SYSTEM_MEMORY: tuple[str, ...] = ("arbeitsspeicher", "ram", "dram", "ddr5", "ddr4",
                                  "hauptspeicher", "systemspeicher", "cpu-speicher")
#: Parameters used per token in a mixture of experts.
ACTIVE: tuple[str, ...] = ("aktiv", "aktiviert", "aktiven", "aktive")

#: Verbs that put a model on a device ("kann Modelle mit 740 Mrd. Parametern laden").
LOAD_VERBS: tuple[str, ...] = ("laden", "lädt", "passt", "passen", "aufnehmen", "fassen",
                               "verarbeiten", "ausführen", "betreiben", "halten")
# -- number grammar: signs, years, fractions, model numbers, two-part amounts --------
#: Sign words right before a number ("minus fünf Prozent").
SIGN_WORDS: dict[str, str] = {"minus": "-", "plus": "+"}

#: A four-digit number after these is a year, whatever follows ("im Jahr 2024 GPUs").
YEAR_BEFORE: tuple[str, ...] = (
    "im jahr", "jahr", "jahres", "jahre", "seit", "anfang", "ende", "mitte", "frühjahr",
    "sommer", "herbst", "winter", "januar", "februar", "märz", "april", "mai", "juni",
    "juli", "august", "september", "oktober", "november", "dezember", "jan.", "feb.",
    "apr.", "aug.", "sept.", "sep.", "okt.", "nov.", "dez.", "geschäftsjahr", "gj", "q1",
    "q2", "q3", "q4", "h1", "h2", "stand", "modelljahr", "jahrgang", "bis ende",
    "bis anfang", "bis mitte",
)
#: After these a four-digit number is a year unless a unit or counted noun follows; with
#: one it might still be a year ("in 2024 GPUs"): the figure says so.
YEAR_MAYBE_BEFORE: tuple[str, ...] = ("in", "für", "bis", "ab", "von", "vor", "nach", "um",
                                      "zum", "bis zum", "spätestens", "frühestens")

#: Fractions as words: a numerator (a number word up to zehn) before the denominator
#: ("ein Drittel", "zwei Drittel", "drei Viertel"), or glued ("Dreiviertel").
FRACTION_WORDS: dict[str, int] = {
    "halbe": 2, "drittel": 3, "viertel": 4, "fünftel": 5, "sechstel": 6, "siebtel": 7,
    "achtel": 8, "neuntel": 9, "zehntel": 10, "zwanzigstel": 20, "hundertstel": 100,
    "tausendstel": 1000,
}
FRACTION_NUMERATORS: dict[str, int] = {
    "ein": 1, "eine": 1, "einem": 1, "einen": 1, "einer": 1, "zwei": 2, "drei": 3,
    "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
}
#: Singular denominators that need "of" after them (English only).
FRACTION_NEEDS_OF: frozenset[str] = frozenset()
OF_WORDS: tuple[str, ...] = ()
#: "die Hälfte": a share of one half.
HALF_NOUNS: dict[str, float] = {"hälfte": 0.5}
#: Before "Hälfte" these make it a part of a period or a thing, not a share.
HALF_BLOCKERS: tuple[str, ...] = ("erste", "ersten", "zweite", "zweiten", "andere", "anderen",
                                  "letzte", "letzten", "obere", "oberen", "untere", "unteren",
                                  "vordere", "vorderen", "hintere", "hinteren")
#: What must follow "Hälfte" for it to be a share (nothing: the noun says it).
HALF_FOLLOWERS: tuple[str, ...] = ()
#: "eine halbe Million": half of the scale that follows.
HALF_A: tuple[str, ...] = ("eine halbe", "einer halben", "einen halben", "ein halbes",
                           "einem halben")
#: Halves after a spelled number are one word in German ("zweieinhalb").
AND_A_HALF: tuple[str, ...] = ()
#: "und" between the parts of a spelled number is inside the word in German.
AND_WORD = "und"
#: Parts of spelled numbers that are no words of their own ("hunderteins").
NUMBER_MORPHEMES: dict[str, float] = {"eins": 1, "ein": 1}

#: Singular nouns after which a number of three or more digits is a model number when
#: an article comes before it ("der 8088 Prozessor").
MODEL_NOUNS: tuple[str, ...] = ("chip", "prozessor", "mikroprozessor", "cpu", "gpu", "karte",
                                "grafikkarte", "controller")
DETERMINERS: tuple[str, ...] = ("der", "die", "das", "den", "dem", "des", "ein", "eine",
                                "einen", "einem", "eines", "sein", "seine", "seinen",
                                "ihr", "ihre", "ihren")
#: After a singular noun these make the number a count in a compound ("2048 GPU Cluster").
GROUP_AFTER_NOUN: tuple[str, ...] = ("cluster", "system", "knoten", "server", "rack", "pod",
                                     "supercomputer", "setup", "rechner", "verbund")

#: Currency words that are also weights ("12 Pfund"): the sentence decides.
WEIGHT_OR_CURRENCY: dict[str, tuple[str, str]] = {"pfund": ("GBP", "lb")}
PRICE_CUES: tuple[str, ...] = ("kostet", "kosten", "kostete", "preis", "sterling", "britisch",
                               "zahlt", "zahlen", "bezahlt", "umsatz", "budget", "verkauft",
                               "teuer", "günstig", "investi")
WEIGHT_CUES: tuple[str, ...] = ("wiegt", "wiegen", "wog", "gewicht", "schwer", "waage",
                                "leicht", "masse")

#: Per-time bases after a figure ("pro Jahr", "jährlich", "/Jahr").
#: Energieeinheiten, auf die sich ein Preis beziehen kann ("pro Kilowattstunde").
ENERGY_WORDS: dict[str, str] = {
    "kilowattstunde": "kWh", "kilowattstunden": "kWh", "megawattstunde": "MWh",
    "megawattstunden": "MWh",
}

#: Zehnerpotenzen in Worten: "3,3 mal 10 hoch 24".
SCI_TIMES: tuple[str, ...] = ("mal",)
SCI_POWER: tuple[str, ...] = ("hoch",)

#: Vor "hundert", "tausend": eine ungenannte Zahl davon, zwei bis neun.
FEW: tuple[str, ...] = ("ein paar", "einige", "mehrere", "wenige", "etliche")

#: Nach einer Datenmenge: eine Rate ("8 TB pro Sekunde", "3,35 Terabyte in der Sekunde").
PER_SECOND: tuple[str, ...] = ("pro Sekunde", "je Sekunde", "in der Sekunde", "die Sekunde", "pro Sek.")

#: Nach "N-mal": wie oft, nicht wie viel mal so viel ("300-mal pro Sekunde").
FREQUENCY_AFTER: tuple[str, ...] = (
    "pro sekunde", "je sekunde", "in der sekunde", "die sekunde", "pro minute",
    "je minute", "in der minute", "pro stunde", "je stunde", "in der stunde", "pro tag",
    "je tag", "am tag", "täglich", "pro woche", "in der woche", "pro monat", "im monat",
    "pro jahr", "im jahr", "jährlich",
)

#: After a slash, a price's hour ("2,49 €/Std.", "2,49 €/GPU-h"): a rate per hour.
HOUR_ABBREVIATIONS: tuple[str, ...] = ("h", "std", "stunde")

PER_TIME: dict[str, str] = {
    "pro jahr": "year", "je jahr": "year", "im jahr": "year", "jährlich": "year",
    "p.a.": "year", "/jahr": "year", "pro monat": "month", "je monat": "month",
    "im monat": "month", "monatlich": "month", "/monat": "month", "pro tag": "day",
    "je tag": "day", "am tag": "day", "täglich": "day", "/tag": "day", "pro woche": "week",
    "wöchentlich": "week",
}

#: Lowercase single-letter scales glued to a number that are units unless money or a
#: counted noun follows (none in German).
GLUED_SCALE_UNITS: dict[str, str] = {}
GLUED_UNIT_CUES: dict[str, tuple[str, ...]] = {}
# fmt: on

#: Articles and the like before a bare model number that names a card ("Eine 4090 ist
#: mit 450 W spezifiziert", "the 5090"): a product the reference may not know.
DETERMINERS: tuple[str, ...] = (
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "ein",
    "eine",
    "einer",
    "einen",
    "zwei",
    "seine",
    "ihre",
    "unsere",
    "meine",
)

#: Words that refer back to the product of the sentence before ("Konkret erreicht er").
#: ``specheck estimate``: what an editor may call an attribute, and sparsity words.
QUERY_ATTRIBUTES: dict[str, str] = {
    "speicher": "memory", "bandbreite": "memory_bandwidth",
    "speicherbandbreite": "memory_bandwidth", "leistungsaufnahme": "tdp", "verbrauch": "tdp",
    "transistoren": "transistors", "rechenleistung": "throughput", "preis": "price",
    "parameter": "parameters", "kerne": "core_count",
}  # fmt: skip
QUERY_SPARSITY: dict[str, str] = {"dicht": "dense", "sparse": "sparse"}
#: Abbreviations whose full stop ends no sentence ("auf Platz Nr. 2 mit ...").
ABBREVIATIONS: tuple[str, ...] = (
    "Nr.",
    "Abb.",
    "Tab.",
    "vgl.",
    "bzw.",
    "inkl.",
    "exkl.",
    "zzgl.",
    "ggü.",
    "max.",
    "min.",
    "Mio.",
    "Mrd.",
    "Bio.",
)
#: Relative pronouns: a clause they open right after a name is about that name
#: ("Mixtral 8x22B, das es auf 176 Milliarden Parameter bringt").
RELATIVE_PRONOUNS: tuple[str, ...] = (
    "der",
    "die",
    "das",
    "dem",
    "den",
    "welcher",
    "welche",
    "welches",
)
PRONOUNS: tuple[str, ...] = (
    "ihm",
    "ihn",
    "ihnen",
    "er",
    "sie",
    "es",
    "dieser",
    "diese",
    "dieses",
    "der chip",
    "die gpu",
    "der beschleuniger",
    "seine",
    "sein",
    "ihre",
    "ihr",
)

#: Words between a product's name and a figure that give the figure to that name
#: ("Gaudi 2 mit 432 Teraflops", "the H100 at 700 W").
NAME_THEN_FIGURE: tuple[str, ...] = (
    "(",
    "mit",
    "mit rund",
    "mit etwa",
    "mit knapp",
    "mit über",
    "mit bis zu",
    "mit seinen",
    "mit seiner",
    "mit seinem",
    "mit ihren",
    "mit ihrer",
    "mit ihrem",
    ":",
    "bei",
    "von",
    "von rund",
)

# -- cues for the judgement ---------------------------------------------------------
# The judgement (pipeline/) reads none of these words: claims/cues.py turns them into
# language-neutral cue tags on each figure (see claims/cues.py: TAGS).
# fmt: off

#: Words between two figures that join them by an operation (lowercase, whole words).
OPERATOR_WORDS: dict[str, tuple[str, ...]] = {
    "mul": ("mal", "multipliziert mit", "multipliziert"),
    "div": ("geteilt durch", "dividiert durch", "durch"),
    "add": ("plus", "zuzüglich", "zuzueglich"),
    "sub": ("minus", "abzüglich", "abzueglich"),
    "each": ("à", "a", "je", "zu je", "mit je", "mit jeweils", "zu jeweils", "jeweils",
             "pro", "für je", "bei je"),
    "list": ("und", "sowie", "plus", "bzw.", "beziehungsweise"),
    "contrast": ("statt", "anstatt", "anstelle von", "gegenüber", "vs.", "vs", "versus",
                 "verglichen mit", "im vergleich zu", "im vergleich zum", "im vergleich zur",
                 "als", "wie", "unter", "unter den", "unter der", "unterhalb", "oberhalb"),
    "to": ("auf", "bis auf", "zu"),
}
#: Between a change and the figure it is a change from ("ein Plus von 66 Prozent
#: gegenüber 30,8 Mrd. Dollar").
CHANGE_BASE_WORDS: tuple[str, ...] = (
    "gegenüber", "gegenüber den", "gegenüber dem", "gegenüber rund", "gegenüber knapp",
    "gegenüber etwa", "von", "von rund", "von knapp", "von etwa", "im vergleich zu",
    "im vergleich zum", "im vergleich zu den", "verglichen mit", "vs.", "vs",
)
#: Between a ratio and the figure it is taken of ("46 Prozent der 3.958 Teraflops").
OF_WORDS: tuple[str, ...] = ("der", "des", "dem", "den", "die", "von", "vom", "von den", "von der", "seiner", "ihrer")
#: Words that restate the figure before in other units or words ("99 Exaflops, also 99
#: Trillionen Operationen pro Sekunde").
#: A sentence opening that points back to the figure just before ("Das ist das 40-Fache").
POINTS_BACK: tuple[str, ...] = ("das ist", "das sind", "damit ist", "damit liegt", "das entspricht",
                                "das wäre", "das wären")
RESTATE_WORDS: tuple[str, ...] = ("also", "d. h.", "d.h.", "das heißt", "sprich", "oder",
                                  "umgerechnet", "das entspricht", "entspricht", "entsprechen",
                                  "sind", "ist", "sind das", "das sind", "macht", "ergeben")
#: Windows a tag reads: "before" (the figure's clause up to it), "after" (the clause
#: after it), "clause" (both), "sentence", "near_before"/"near_after" (a few words).
TAG_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "part": ("clause", ("davon", "hiervon", "dieser summe", "daran")),
    "alone": ("clause", ("allein", "alleine", "nur die", "nur für die")),
    "facility": ("clause", ("netzanbindung", "anschlusswert", "anschlussleistung", "rechenzentrum",
                            "standort", "gelände", "kühlung", "pue", "stromversorgung",
                            "netzbetreiber", "versorger", "campus")),
    "other_parts": ("clause", ("netzwerk", "lüfter", "massenspeicher", "prozessor", "prozessoren",
                               "cpu", "cpus", "xeon", "epyc", "switch", "switches")),
    "stage": ("clause", ("anfangs", "zunächst", "vorerst", "in der ersten phase",
                         "im ersten ausbau", "zu beginn", "in der ersten ausbaustufe")),
    "rounded": ("clause", ("gerundet", "rundet", "aufgerundet", "abgerundet", "grob gerechnet")),
    "need": ("clause", ("braucht", "brauchen", "benötigt", "benötigen", "belegt", "belegen",
                        "erfordert", "beansprucht", "nötig", "notwendig", "speichern", "gewichte", "gewichten", "frei", "übrig", "bleiben", "blieben",
                        "verbleiben", "bedarf", "speicherbedarf")),
    "capacity": ("adjacent_before", ("in die", "in den", "in das", "auf die", "auf den", "auf einen",
                                 "auf eine", "auf einem", "mit", "in")),
    "possessed": ("adjacent_before", ("seine", "seinen", "seiner", "seinem", "ihre", "ihren",
                                      "ihrer", "ihrem", "dessen", "deren")),
    "of_total": ("near_after", ("der gesamtsumme", "des gesamtbetrags", "der gesamten summe",
                                "vom gesamtbetrag", "der gesamtkosten", "des ganzen", "der summe",
                                "des gesamtbudgets", "vom ganzen")),
    "system_memory": ("clause", ("arbeitsspeicher", "ram", "dram", "ddr5", "ddr4",
                                 "hauptspeicher", "systemspeicher", "cpu-speicher")),
    "active": ("near", ("aktiv", "aktiviert", "aktiven", "aktive", "aktivierte")),
    "active_per_token": ("adjacent_after", ("pro token", "je token")),
    # "a 40 GB model"; "kommt mit rund 35 GByte aus": what it gets by with
    "model_size": ("adjacent_after", ("modell", "modelle", "checkpoint", "an gewichten",
                                      "aus und", "aus.", "aus,", "aus;")),
    # (not "aktiviert": "aktiviert nur 37 Milliarden seiner 671 Milliarden")
    "active_before": ("before", ("aktiv sind", "aktiv ist", "aktiv bleiben")),
    "bidirectional": ("clause", ("bidirektional", "bidirektionale", "bidirektionalen",
                                 "beide richtungen", "in beide richtungen",
                                 "je richtung", "pro richtung", "unidirektional")),
    "per_subpart": ("near", ("je stapel", "pro stapel", "je stack", "pro stack", "pro die",
                             "jeder stapel", "jedem stapel", "jeder stack", "jeder die",
                             "je die", "pro chiplet", "je chiplet", "stapel zu je",
                             "stapeln zu je", "pro hälfte", "je hälfte")),
    "divisor": ("near_before", ("geteilt durch", "dividiert durch")),
    # "die restlichen 30 GB", "mit rund 235 GB Reserve für den KV-Cache"
    "remainder": ("near", ("restlichen", "übrigen", "verbleibenden", "reserve", "puffer",
                           "übrig", "frei bleiben", "spielraum")),
    "per_watt": ("clause", ("pro watt", "je watt", "pro kilowatt")),
    "per_throughput": ("before", ("pro pflops", "pro tflops", "pro petaflops", "je pflops")),
    "price_performance": ("clause", ("pro dollar", "pro euro", "preis-leistung",
                                     "preis-leistungs", "je dollar", "je euro")),
    "bound_fit": ("sentence", ("passt", "passen", "laden", "lädt", "aufnehmen", "fassen",
                               "unterbringen", "halten", "reicht dafür", "reichen dafür",
                               "reicht aus", "reichen aus", "genügt", "genügen", "betreiben")),
    # "die Gewichte passen also nicht": der Text sagt selbst, dass es nicht reicht
    "no_fit": ("sentence", ("passt nicht", "passen nicht", "passt also nicht",
                          "passen also nicht", "passt damit nicht", "passen damit nicht",
                          "reicht nicht", "reichen nicht", "zu groß für", "fasst nicht",
                          "passt nicht einmal", "passen nicht einmal", "nicht einmal")),
    "benchmark": ("clause", ("linpack", "hpl", "rmax", "rpeak", "top500", "top-500", "mlperf")),
    "per_part": ("clause", ("pro gpu", "je gpu", "jede gpu", "jeder gpu", "pro chip", "je chip",
                            "jeder chip", "pro beschleuniger", "pro karte", "pro superchip")),
    "per_unit": ("clause", ("stückpreis", "durchschnittspreis", "preis pro stück", "asp",
                            "auf jeden", "auf jede", "auf jedes", "pro stück")),
    "converted": ("sentence", ("umgerechnet", "umrechnung", "wechselkurs", "zum kurs",
                               "beim kurs", "kurs von", "durchschnittskurs")),
    "plan": ("sentence", ("soll", "sollen", "geplant", "plant", "planen", "künftig",
                          "prognose", "erwartet", "angepeilt", "ziel")),
}
#: Which measurement a throughput figure is (clause words).
MEASURE_WORDS: dict[str, tuple[str, ...]] = {
    "rpeak": ("rpeak", "theoretische spitzenleistung", "theoretisch", "theoretische",
              "theoretischen", "spitzenleistung", "peak"),
    "rmax": ("rmax", "hpl", "linpack", "gemessen", "gemessene", "erreichte", "hpl-benchmark",
             "hpl-lauf", "hpl-ergebnis", "hpl-messung", "linpack-benchmark", "linpack-lauf"),
    "sustained": ("effektiv", "effektive", "effektiven", "dauerhaft", "nachhaltig",
                  "auslastung", "ausgelastet", "mfu", "tatsächlich"),
    "measured": ("gemessen", "gemessene", "durchschnittlich", "im schnitt", "im mittel",
                 "mittlere", "typisch"),
}
#: What a ratio compares, by the words of its clause: (attribute, words), first match wins.
RATIO_TOPICS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("duration", ("so lange", "länger", "dauert", "dauer", "zeit", "laufzeit", "trainingszeit")),
    ("price", ("kostet", "kosten", "preis", "teurer", "günstiger", "billiger")),
    ("memory_bandwidth", ("speicherbandbreite", "bandbreite", "daten pro sekunde")),
    ("transistors", ("transistor", "transistoren")),
    ("memory", ("speicher", "hbm", "speicherkapazität", "kapazität")),
    ("efficiency", ("pro watt", "effizienz", "energieeffizienz", "je watt")),
    ("interconnect_bandwidth", ("nvlink", "interconnect", "verbindung")),
    ("tdp", ("tdp", "leistungsaufnahme", "stromverbrauch", "verbrauch", "strombedarf",
             "leistungsbedarf", "abwärme")),
    ("gpu_hours", ("gpu-zeit", "gpu-stunden")),
    ("price_performance", ("pro dollar", "pro euro", "preis-leistung")),
    ("utilization", ("auslastung", "mfu", "effizienz der")),
    ("throughput", ("rechenleistung", "leistung", "teraflops", "petaflops", "flops", "schneller",
                    "so schnell", "performance", "ki-leistung", "rechenkraft",
                    "verarbeitungskraft", "tempo")),
)
#: A time basis after a figure ("1,2 Mio. Euro pro Jahr", "jährlich").
PER_TIME_WORDS: dict[str, tuple[str, ...]] = {
    "year": ("aufs jahr", "auf das jahr", "übers jahr", "ein jahr lang", "ganze jahr",
             "ganzen jahr", "ganzjährig", "im jahr", "pro jahr", "je jahr", "im jahr", "jährlich", "jaehrlich", "pro jahr", "/jahr",
             "per anno", "p. a.", "p.a."),
    "month": ("pro monat", "je monat", "im monat", "monatlich", "/monat"),
    "day": ("pro tag", "je tag", "am tag", "täglich", "/tag"),
    "hour": ("pro stunde", "je stunde", "die stunde", "stündlich", "/h", "/std."),
}
#: Words that say a bound: the figure must fit under ("passt in", "unter") or over.
BOUND_WORDS: dict[str, tuple[str, ...]] = {
    "fits": ("passt", "passen", "unterbringen", "laden", "lädt", "aufnehmen", "fassen"),
}
# fmt: on
