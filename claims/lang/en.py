"""English language data for claim extraction. Literals only.

English uses the short scale: billion = 1e9, trillion = 1e12. Decimal point,
thousands comma.
"""

# fmt: off
DECIMAL = "."
THOUSANDS = ","

NUMBER_WORDS: dict[str, float] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000,
    "dozen": 12, "a dozen": 12, "both": 2, "twice": 2, "half": 0.5, "a": 1, "an": 1,
}

WEAK_NUMBER_WORDS: frozenset[str] = frozenset(
    {"one", "a", "an", "both", "twice", "half", "zero"}
)

#: Compound numbers 21-99: a tens word and a unit word in this template
#: ("twenty-five").
COMPOUND_NUMBER = "{tens}-{unit}"
COMPOUND_TENS: tuple[str, ...] = (
    "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
)
COMPOUND_UNITS: dict[str, float] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9,
}

#: Halves with a whole number: "one and a half million" (AND_A_HALF after a number).
HALVES: dict[str, float] = {}
HALF_SUFFIX = ""
HALF_BASES: dict[str, float] = {}
AND_A_HALF: tuple[str, ...] = ("and a half", "and one half")

SCALES: dict[str, float] = {
    "thousand": 1e3, "k": 1e3, "million": 1e6, "millions": 1e6, "mn": 1e6, "m": 1e6,
    "billion": 1e9, "billions": 1e9, "bn": 1e9, "bln": 1e9, "mln": 1e6, "b": 1e9, "trillion": 1e12, "tn": 1e12,
    "t": 1e12, "quadrillion": 1e15,
}

MULTIPLIER_SUFFIXES: tuple[str, ...] = ("x", "×", "-fold", "fold", " times", "-times")
MULTIPLIER_WORDS: dict[str, float] = {
    "twice": 2, "double": 2, "doubles": 2, "doubled": 2, "triple": 3, "tripled": 3,
    "half": 0.5, "halves": 0.5, "halved": 0.5, "quadruple": 4, "quadrupled": 4,
    "doubling": 2, "tripling": 3, "triples": 3, "quadrupling": 4, "quadruples": 4,
    "halving": 0.5,
}
MULTIPLIER_STEMS: dict[str, float] = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "twelve": 12, "twenty": 20, "hundred": 100, "thousand": 1000,
}

RANGE_WORDS: tuple[str, ...] = ("to",)

#: "for a year": one unit of time after these prepositions is a duration.
SPAN_PREPOSITIONS: tuple[str, ...] = ("for", "over", "within", "across")
SPAN_UNITS: dict[str, str] = {"year": "year", "month": "month", "week": "week", "day": "day",
                              "hour": "hour"}
BETWEEN: tuple[str, str] = ("between", "and")

HEDGES: dict[str, tuple[str, float]] = {
    "about": ("approx", 0.07), "around": ("approx", 0.07), "roughly": ("approx", 0.07),
    "approximately": ("approx", 0.07), "approx.": ("approx", 0.07), "some": ("approx", 0.07),
    "circa": ("approx", 0.07), "ca.": ("approx", 0.07), "~": ("approx", 0.07),
    "nearly": ("below", 0.16), "almost": ("below", 0.16), "just under": ("below", 0.16),
    "close to": ("below", 0.16), "just over": ("above", 0.2), "a little over": ("above", 0.2),
    "over": ("lower", 0.0), "more than": ("lower", 0.0), "at least": ("lower", 0.0),
    "upwards of": ("lower", 0.0), "well over": ("lower", 0.0), "in excess of": ("lower", 0.0),
    "up to": ("peak", 0.03), "as much as": ("peak", 0.03), "as many as": ("peak", 0.03),
    "at most": ("upper", 0.0), "less than": ("upper", 0.0), "under": ("upper", 0.0),
    "not even": ("upper", 0.0),
    "fewer than": ("upper", 0.0), "exactly": ("exact", 0.0),
}

UNIT_WORDS: dict[str, str] = {
    "zettaflops": "ZFLOP/s", "exaflops": "EFLOP/s", "petaflops": "PFLOP/s",
    "teraflops": "TFLOP/s", "gigaflops": "GFLOP/s",
    "operations per second": "FLOP/s", "floating-point operations": "FLOP",
    "terabytes per second": "TB/s", "gigabytes per second": "GB/s",
    "petabytes": "PB", "terabytes": "TB", "gigabytes": "GB", "megabytes": "MB",
    "petabyte": "PB", "terabyte": "TB", "gigabyte": "GB",
    "kilobytes": "kB", "kilobyte": "kB", "bytes": "B", "byte": "B",
    "gigabits per second": "Gbit/s", "gigabits": "Gbit", "gigabit": "Gbit",
    "terabits per second": "Tbit/s", "terabit per second": "Tbit/s", "terabits": "Tbit",
    "terabit": "Tbit", "megabits per second": "Mbit/s", "megabits": "Mbit",
    "gigawatts": "GW", "megawatts": "MW", "kilowatts": "kW", "watts": "W", "watt": "W",
    "gigawatt": "GW", "megawatt": "MW", "kilowatt": "kW",
    "megawatt-hours": "MWh", "megawatt hours": "MWh", "kilowatt-hours": "kWh",
    "gigawatt-hours": "GWh", "gigawatt hours": "GWh", "terawatt-hours": "TWh",
    "terawatt hours": "TWh",
    "nanometers": "nm", "nanometres": "nm", "nanometer": "nm", "nanometre": "nm",
    "square millimetres": "mm**2", "square millimeters": "mm**2", "square millimetre": "mm**2",
    "square millimeter": "mm**2", "millimetres": "mm", "millimeters": "mm",
    "gigahertz": "GHz", "megahertz": "MHz",
    "percent": "percent", "per cent": "percent", "percentage points": "percent",
    "nanoseconds": "ns", "nanosecond": "ns", "microseconds": "µs", "microsecond": "µs",
    "milliseconds": "ms", "millisecond": "ms",
    "kilograms": "kg", "kilogram": "kg", "tonnes": "t", "tonne": "t", "metric tons": "t",
    "degrees celsius": "degC",
    "seconds": "s", "second": "s", "minutes": "min", "minute": "min", "hours": "hour",
    "hour": "hour", "days": "day", "day": "day", "weeks": "week", "week": "week",
    "months": "month", "month": "month", "years": "year", "year": "year",
}

#: Hundredths of a currency, after a number ("1.05 cents").
CENT_WORDS: dict[str, str] = {"cents": "USD", "cent": "USD", "us cents": "USD", "us cent": "USD",
                              "euro cents": "EUR", "euro cent": "EUR", "eurocents": "EUR"}

CURRENCY_WORDS: dict[str, str] = {
    "us dollars": "USD", "dollars": "USD", "dollar": "USD", "euros": "EUR", "euro": "EUR",
    "yen": "JPY", "yuan": "CNY", "renminbi": "CNY", "won": "KRW", "pounds": "GBP",
}

#: Words after a product's name that make it another product the reference may lack
#: ("RTX 5090 Laptop GPU": 24 GB, not the desktop card's 32 GB).
VARIANT_WORDS: tuple[str, ...] = ("laptop", "mobile", "notebook", "max-q")
COUNT_NOUNS: dict[str, str] = {
    "transistors": "transistors", "transistor": "transistors",
    "parameters": "parameters", "parameter": "parameters", "params": "parameters",
    "tokens": "training_tokens", "token": "training_tokens",
    "gpus": "gpu_count", "gpu": "gpu_count", "apus": "gpu_count", "apu": "gpu_count", "cards": "gpu_count", "units": "gpu_count",
    "accelerators": "gpu_count", "boards": "gpu_count",
    "cores": "core_count", "training nodes": "core_count",
    "nodes": "node_count", "servers": "node_count", "racks": "node_count",
    # ("the 96-rack phase", "a 64-node system": a compound counts the groups)
    "rack": "node_count", "node": "node_count", "server": "node_count",
    "way": "gpu_count",  # "an eight-way H100 box"
    "systems": "node_count",
    "chips": "chip_count", "chip": "chip_count", "tiles": "chip_count", "tile": "chip_count",
    "dies": "dies", "die": "dies", "chiplets": "dies",
    "ports": "ports", "stacks": "memory_stacks", "clusters": "cluster_count",
    "models": "model_count", "gpu-hours": "gpu_hours", "gpu hours": "gpu_hours",
    "chip-hours": "gpu_hours", "node-hours": "gpu_hours", "accelerator-hours": "gpu_hours",
    "device-hours": "gpu_hours",
    # counted, never checked: the parts of a system and of a model
    "cpus": "cpu_count", "cpu": "cpu_count", "processors": "cpu_count",
    "modules": "modules", "module": "modules", "links": "links",
    "layers": "layers", "heads": "attention_heads", "experts": "experts",
    "compute units": "core_count", "xcds": "dies", "ccds": "dies", "i/o dies": "dies",
    "households": "households", "homes": "households", "interruptions": "events",
    "failures": "events", "outages": "events", "pods": "cluster_count", "steps": "steps",
    "tok/s": "token_rate", "tokens/s": "token_rate", "token/s": "token_rate",
}

#: One device, as a per-word names it ("per graphics card", "per accelerator").
DEVICE_NOUNS: tuple[str, ...] = ("gpu", "chip", "card", "graphics card", "accelerator",
                                 "accelerator card", "unit", "die", "rack", "node", "module",
                                 "superchip", "device", "package")
PER_UNIT: tuple[str, ...] = (*(f"per {noun}" for noun in DEVICE_NOUNS),
                             "each of them", "each one", "each", "apiece")
TOTAL: tuple[str, ...] = ("in total", "combined", "total", "altogether", "aggregate",
                          "adds up to", "in all", "together", "adding up to", "add up to",
                          "summing to", "sums to", "across all", "for all", "of all",
                          "across the", "all told", "all in all")

#: Power of a site rather than of its chips ("Anschlusswert", "the site's 150 MW").
FACILITY_POWER: tuple[str, ...] = ("site", "facility", "data center", "data centre", "grid",
                                   "campus", "cooling", "pue", "utility", "substation")

#: Groups of accelerators: a figure of one of these is no single device's.
#: Terms for one device's own figure that hold a group or total word: no cue.
DEVICE_TERMS: tuple[str, ...] = ("total board power", "total graphics power", "total card power",
                                 "board power", "board-level power")
#: After a bare number, these make it a count of the things named before ("64 of them").
OF_THEM: tuple[str, ...] = ("of them", "of those", "of these")
#: Words that open a clause on one group of several ("Each node ...").
EVERY: tuple[str, ...] = ("each", "every", "per", "a single", "one single")
#: An "each" word inside a clause ("With each NVL72 rack drawing 120 kW").
EACH_ONE: tuple[str, ...] = ("each", "every")
GROUPS: tuple[str, ...] = ("rack", "racks", "server", "servers", "node", "nodes", "cabinet",
                           "cabinets", "system", "systems", "cluster", "pod", "pods",
                           "superpod", "superpods", "ultraserver", "ultraservers",
                           "ultracluster", "instance", "instances", "board", "baseboard",
                           "platform", "platforms")

#: Parts of a server whose power is not the accelerator's ("1,5 kW für Netzwerk").
OTHER_PARTS: tuple[str, ...] = ("network", "networking", "fans", "storage", "processor", "processors", "cpu",
                               "cpus", "xeon", "epyc", "switch", "switches")

#: The figure is the accelerators' own, nothing else added ("allein die GPUs ziehen").
ALONE: tuple[str, ...] = ("alone", "only the", "just the")

#: A power figure that was measured, not the rated maximum ("im Schnitt 8 kW").
MEASURED: tuple[str, ...] = ("measured", "on average", "an average", "average of", "typical draw")

#: The text says it rounds the figure ("rounds its output to 100 PFLOPS").
ROUNDED: tuple[str, ...] = ("rounds", "rounded", "round numbers", "roughly speaking")

STAGE: tuple[str, ...] = ("initially", "at first", "for now", "in its first phase",
                          "in the first phase", "to begin with", "at launch")

#: The figure is a part of the one before ("6 kW of that", "davon 6 kW").
PART_OF: tuple[str, ...] = ("of that", "of it", "of this", "thereof", "of the total")

#: What is left of a figure ("the remaining 9.6 million"), never a product.
REMAINDER: tuple[str, ...] = ("remaining", "the rest", "remainder", "leftover")

#: Beginnings of compounds that call a figure a total ("Gesamtinvestition").
TOTAL_PREFIXES: tuple[str, ...] = ()
#: Words that end a change ("steigt auf 1,4 GW"): the figure after them is a result.
TO_WORDS: tuple[str, ...] = ("to",)
#: More of them, with an article ("over the 30 days").
INPUT_BEFORE_MORE: tuple[str, ...] = ("over the", "for the", "across the", "within")
INPUT_BEFORE: tuple[str, ...] = ("for", "on", "with", "over", "across", "at")

#: A count that is per group, not a total: "720 Knoten à 8 GPUs", "8 GPUs per node".
GROUP_BEFORE: tuple[str, ...] = ("à", "per", "each with", "each holding")
#: Parts of one device ("5 x 16 GB" under "Stacks x capacity" is per stack).
SUBPART_NOUNS: tuple[str, ...] = ("stack", "stacks", "hbm stack", "hbm stacks", "die", "dies",
                                  "chiplet", "chiplets")
#: One group of devices, as a per-word names it ("per cabinet", "per node").
GROUP_NOUNS: tuple[str, ...] = ("node", "server", "rack", "cluster", "system", "pod", "tray",
                                "board", "baseboard", "cabinet", "platform", "instance",
                                "superpod", "ultraserver")
#: The kind of group each group noun names (language-neutral keys).
GROUP_KINDS: dict[str, str] = {
    "node": "node", "nodes": "node", "server": "node", "servers": "node", "tray": "node",
    "trays": "node", "instance": "node", "instances": "node",
    "rack": "rack", "racks": "rack", "cabinet": "rack", "cabinets": "rack",
    "pod": "pod", "pods": "pod", "superpod": "pod", "superpods": "pod",
    "cluster": "cluster", "clusters": "cluster", "ultracluster": "cluster",
    "system": "system", "systems": "system", "ultraserver": "system",
    "ultraservers": "system", "platform": "system", "platforms": "system",
    "board": "board", "baseboard": "board",
}  # fmt: skip
GROUP_AFTER: tuple[str, ...] = ("each", "apiece", "in each",
                                *(f"per {g}" for g in GROUP_NOUNS))

DENSE: tuple[str, ...] = ("without sparsity", "dense", "without sparsity tricks",
                          "without tricks like sparsity", "no sparsity")
SPARSE: tuple[str, ...] = ("with sparsity", "sparse", "2:4 sparsity", "with 2:4")

#: "The H800 is basically an H100 with ...": after these and an indefinite article, a
#: name says what the subject is like.
COPULAS: tuple[str, ...] = ("is", "was", "remains")
INDEFINITE_ARTICLES: tuple[str, ...] = ("a", "an")
COMPARATORS: tuple[str, ...] = ("compared with", "compared to", "than", "versus", "vs.", "vs",
                                "against", "over", "instead of", "relative to", "from", "ahead of",
                                "behind")
#: ... and a measure after these (English says "than the", above).
CONTRAST_BACK: tuple[str, ...] = ()
#: German "wie" only compares after some words; English has no such word.
WIE_COMPARES_AFTER: tuple[str, ...] = ()
WIE_COMPARES_SUFFIXES: tuple[str, ...] = ()
CONTRAST: tuple[str, ...] = ("instead of", "against", "versus", "vs.", "vs", "compared with",
                             "compared to", "from", "below the", "above the", "than the")

CONNECTIVES: tuple[str, ...] = ("that is", "i.e.", "so", "therefore", "thus", "which is",
                                "that means", "which means", "accounts for", "account for",
                                "in other words", "adds up to", "add up to", "gives", "yields",
                                "comes to", "works out to", "=", "or", "making", "totals",
                                "for a total of", "you get", "and you get", "amounts to",
                                "corresponds to", "that corresponds to", "translates to",
                                "equivalent to", "which puts it at", "works out at",
                                "then costs", "then comes to", "do the multiplication",
                                "do the math", "multiply it out", "multiplied out",
                                "lands at", "land at")

DIFFERENCE_MORE: tuple[str, ...] = ("more", "additional", "extra", "higher", "larger", "ahead")
DIFFERENCE_LESS: tuple[str, ...] = ("less", "fewer", "short", "lower", "smaller", "missing",
                                    "behind")
#: Nouns after a code-like name that make it an event, not a product ("SC24 conference").
EVENT_NOUNS: tuple[str, ...] = ("conference", "keynote", "summit", "show", "expo", "event",
                                "meeting", "workshop", "fair", "edition", "list")
#: Words right before a figure that make it a lead over another ("leads by 0.4 EFLOPS").
DIFFERENCE_MORE_BEFORE: tuple[str, ...] = ("leads by", "lead of", "ahead by", "beats it by",
                                           "tops it by", "edge of", "margin of", "an extra",
                                           "an additional", "a further", "a gain of",
                                           "an increase of", "a jump of", "up by")
#: Verbs that set one thing ahead of (behind) another "by" a figure: "trails Aurora, at
#: 1.012 exaflops, by only 12 petaflops", "beats the H100 by 40 GB".
DIFFERENCE_BY: str = r"\bby(?: only| just| a mere| a| some)?\s*$"
DIFFERENCE_BY_MORE: tuple[str, ...] = ("leads", "lead", "leading", "beats", "beat", "exceeds",
                                       "exceeding", "exceeded", "outperforms", "outpaces",
                                       "tops", "topped", "surpasses", "surpassed", "overtakes")
DIFFERENCE_BY_LESS: tuple[str, ...] = ("trails", "trail", "trailing", "trailed", "lags",
                                       "lagging", "lagged", "falls short", "fell short",
                                       "undercuts", "behind")
#: Sentence openings that announce a working: what follows the first comma results from
#: it ("Spread those hours across 16,384 GPUs, and the run took ...").
WORKING_OPENERS: tuple[str, ...] = ("divide", "divided", "spread", "split", "multiply",
                                    "multiplied", "scale that", "scaled to", "if you divide",
                                    "if you spread", "if you multiply", "run the numbers")
INCREASE: tuple[str, ...] = ("more", "increase", "up", "higher", "faster", "gain", "rise", "leads by",
                             "lead of", "ahead by", "ahead",
                             "growth", "improvement", "larger", "rises", "rose", "grows",
                             "grew", "climbs", "jumps", "increases", "step over", "step up",
                             "uplift", "boost", "better", "greater", "bigger")
#: Inflected endings a comparative may carry ("schnelleres"): none in English.
COMPARATIVE_ENDINGS: tuple[str, ...] = ()
#: Words for a gap between two figures, either way round ("the gap is 35%").
GAP: tuple[str, ...] = ("gap", "difference", "margin")
DECREASE: tuple[str, ...] = ("less", "decrease", "down", "lower", "cut", "cuts", "drop",
                             "behind", "slower",
                             "reduction", "reduces", "cheaper", "fewer", "smaller", "falls",
                             "fell", "drops", "shrinks", "declines", "decreases")
PREDECESSOR_WORD = "predecessor"
#: Before a name after the sentence's subject, these make it the partner ("its
#: predecessor Trillium", "its rival MI300X").
PARTNER_TITLES: tuple[str, ...] = ("predecessor", "predecessors", "rival", "rivals",
                                   "competitor", "competitors")

#: A table column of counts ("Count", "Qty"): its cells count what the row names.
COUNT_HEADERS: tuple[str, ...] = ("count", "quantity", "qty", "number", "units", "amount")

#: After a model's name these make it a concept, not the thing a figure is about
#: ("the Chinchilla rule of 20 tokens per parameter", "Chinchilla-optimal"); a paper or
#: study is about its model.
CONCEPT_NOUNS: tuple[str, ...] = ("rule", "law", "laws", "scaling", "optimal", "ratio",
                                  "heuristic", "recipe")
PREDECESSOR_AFTER = (
    r"\s*(?:[\w-]+\s+)?(?:\([^)]*\)\s*)?(?:of\s+(?:its|their|the|his|her)\s+)"
    r"(?:direct\s+|immediate\s+)?predecessor"
)
PREDECESSOR_BEFORE = (
    r"predecessor(?:[’']s)?\s+(?:(?:with|at|of|had|has|managed|delivered|offered)\s+)?"
    r"(?:(?:only|just|about|around|roughly)\s+)?$"
)
CHANGE_SPAN = r"\bfrom\s(?:(?![.;:]\s).){1,40}?\sto\s(?:(?![.;:]\s).){1,40}$"

NON_CLAIM_BEFORE: tuple[str, ...] = ("since", "in", "version", "generation", "episode",
                                     "quarter", "q", "page", "figure", "table", "end of",
                                     "early", "late", "mid")

RATE_JOINERS: tuple[str, ...] = ("per", "to the", "a")
#: Joins a second denominator to a per-second unit ("per second and watt").
PER_SECOND_AND: tuple[str, ...] = ("and",)
RATE_CUES: tuple[str, ...] = ("rate", "exchange rate", "at")

CLAUSE_BREAKS: tuple[str, ...] = (";", " – ", " — ", ", while ", ", and ", ", but ",
                                  ", whereas ", ", which ", ": ")

#: Multiplier words that are only multipliers before "as"/"the" ("half as many").
MULTIPLIER_NEEDS_FOLLOWER: frozenset[str] = frozenset({"half", "halves", "double", "triple"})

#: A hedge word is no hedge after these ("adds up to 36 PF" states a sum).
HEDGE_BLOCKERS: dict[str, tuple[str, ...]] = {
    "up to": ("adds", "add", "added", "adding", "sums", "sum", "summed", "comes", "come"),
    "over": ("talk", "talks", "connected", "linked", "runs", "run", "spread"),
}

#: A memory figure after these is what something needs, not a device's capacity.
MEMORY_NEED: tuple[str, ...] = ("needs", "need", "requires", "require", "takes", "occupies",
                                "storing", "to store", "fits",
                                "weights", "leave", "leaves", "left", "free", "remaining", "spare")
#: Host memory, not accelerator memory.
SYSTEM_MEMORY: tuple[str, ...] = ("system memory", "ram", "dram", "ddr5", "ddr4", "host memory",
                                  "cpu memory", "main memory")
#: Parameters used per token in a mixture of experts.
ACTIVE: tuple[str, ...] = ("active", "activates", "activated")

#: Verbs that put a model on a device ("can hold a model with 600B parameters").
LOAD_VERBS: tuple[str, ...] = ("load", "loads", "hold", "holds", "fit", "fits", "run", "runs",
                               "serve", "serves", "host", "hosts")
# -- number grammar: signs, years, fractions, model numbers, two-part amounts --------
#: Sign words right before a number ("minus five percent").
SIGN_WORDS: dict[str, str] = {"minus": "-", "plus": "+"}

#: A four-digit number after these is a year, whatever follows ("in the year 2024").
YEAR_BEFORE: tuple[str, ...] = (
    "in the year", "year", "since", "early", "late", "mid", "end of", "start of",
    "beginning of", "middle of", "spring", "summer", "fall", "autumn", "winter", "january",
    "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "jan.", "feb.", "mar.", "apr.", "aug.", "sep.", "sept.",
    "oct.", "nov.", "dec.", "fiscal", "fiscal year", "fy", "q1", "q2", "q3", "q4", "h1",
    "h2", "class of", "model year", "as of",
)
#: After these a four-digit number is a year unless a unit or counted noun follows; with
#: one it might still be a year ("in 2024 GPUs were scarce"): the figure says so.
YEAR_MAYBE_BEFORE: tuple[str, ...] = ("in", "by", "until", "till", "from", "for", "before",
                                      "after", "through", "during", "around")

#: Fractions as words: "a third of", "one quarter of", "two thirds", "three-quarters".
FRACTION_WORDS: dict[str, int] = {
    "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5,
    "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8,
    "ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10, "hundredth": 100,
    "hundredths": 100, "thousandth": 1000, "thousandths": 1000,
}
FRACTION_NUMERATORS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}
#: Singular denominators are ordinals too ("a third GPU", "one quarter"): a fraction only
#: with "of" after them.
FRACTION_NEEDS_OF: frozenset[str] = frozenset(
    {"third", "quarter", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
     "hundredth", "thousandth"}
)
OF_WORDS: tuple[str, ...] = ("of",)
#: "half the HBM", "half of the budget": a share of one half.
HALF_NOUNS: dict[str, float] = {"half": 0.5}
#: What must follow "half" for it to be a share ("half precision" is none).
HALF_FOLLOWERS: tuple[str, ...] = ("of", "the", "its", "their", "our", "his", "her", "that",
                                   "this", "these", "those", "all", "each", "every")
#: Before "half" these make it a part of a period or a thing, not a share.
HALF_BLOCKERS: tuple[str, ...] = ("first", "second", "1st", "2nd", "other", "latter",
                                  "former", "back", "front", "top", "bottom", "upper",
                                  "lower", "better", "last", "a", "one", "and")
#: "half a million": half of the scale that follows.
HALF_A: tuple[str, ...] = ("half a", "half an")
#: "one hundred and six": "and" after hundred or thousand joins the parts.
AND_WORD = "and"
NUMBER_MORPHEMES: dict[str, float] = {}

#: Singular nouns after which a number of three or more digits is a model number when
#: an article or a possessive comes before it ("Intel's 8088 chip").
MODEL_NOUNS: tuple[str, ...] = ("chip", "processor", "microprocessor", "cpu", "gpu", "card",
                                "controller")
DETERMINERS: tuple[str, ...] = ("the", "a", "an", "its", "their", "his", "her", "this",
                                "that", "our", "your")
#: After a singular noun these make the number a count in a compound ("a 2048 GPU cluster").
GROUP_AFTER_NOUN: tuple[str, ...] = ("cluster", "clusters", "system", "systems", "node",
                                     "nodes", "server", "servers", "rack", "racks", "pod",
                                     "pods", "supercomputer", "setup", "deployment", "run",
                                     "build", "machine", "farm", "installation", "job")

#: Currency words that are also weights ("12 pounds"): the sentence decides.
WEIGHT_OR_CURRENCY: dict[str, tuple[str, str]] = {"pounds": ("GBP", "lb"),
                                                  "pound": ("GBP", "lb")}
PRICE_CUES: tuple[str, ...] = ("cost", "price", "priced", "sterling", "british", "pay",
                               "paid", "sell", "sold", "revenue", "budget", "spend", "spent",
                               "cheap", "expensive", "invest", "worth")
WEIGHT_CUES: tuple[str, ...] = ("weigh", "weight", "heavy", "heavier", "light", "lighter",
                                "scale", "mass")

#: Per-time bases after a figure ("per year", "/yr", "annually").
#: Units of energy a price may be per ("per kilowatt-hour").
ENERGY_WORDS: dict[str, str] = {
    "kilowatt-hour": "kWh", "kilowatt-hours": "kWh", "kilowatthour": "kWh",
    "megawatt-hour": "MWh", "megawatt-hours": "MWh",
}

#: Powers of ten in words: "3.3 times 10 to the 24th".
SCI_TIMES: tuple[str, ...] = ("times",)
SCI_POWER: tuple[str, ...] = ("to the power of", "to the")

#: Before "hundred", "thousand": an unstated count of them, two to nine.
FEW: tuple[str, ...] = ("a few", "several", "a couple of", "some")

#: After an amount of data: it is a rate ("3.7 terabytes a second", "8 TB per second").
PER_SECOND: tuple[str, ...] = ("per second", "a second", "each second", "every second", "per sec")

#: After "N times": how often, not how many times as much ("300 times a second").
FREQUENCY_AFTER: tuple[str, ...] = (
    "a second", "per second", "each second", "every second", "a minute", "per minute",
    "an hour", "per hour", "a day", "per day", "a week", "per week", "a month",
    "per month", "a year", "per year",
)

#: After a slash, a price's hour ("$2.49/hr", "$2.49/GPU-h"): a rate per hour.
HOUR_ABBREVIATIONS: tuple[str, ...] = ("h", "hr", "hrs", "hour")

PER_TIME: dict[str, str] = {
    "per year": "year", "a year": "year", "each year": "year", "every year": "year",
    "per annum": "year", "annually": "year", "yearly": "year", "/yr": "year",
    "/year": "year", "/y": "year", "per month": "month", "a month": "month",
    "each month": "month", "monthly": "month", "/mo": "month", "/month": "month",
    "per day": "day", "a day": "day", "daily": "day", "/day": "day", "per week": "week",
    "a week": "week", "weekly": "week", "/week": "week",
}

#: Lowercase single-letter scales glued to a number that are units unless money or a
#: counted noun follows: "1.8m tall" is metres, "100t" tonnes; "1500b" may be bits,
#: bytes or a billion ("" : no unit, the figure says it is ambiguous).
GLUED_SCALE_UNITS: dict[str, str] = {"m": "m", "t": "t", "b": ""}
#: Words in the sentence that settle such a letter as the unit ("1.8m tall").
GLUED_UNIT_CUES: dict[str, tuple[str, ...]] = {
    "m": ("tall", "long", "wide", "high", "deep", "across", "height", "length", "cable"),
    "t": ("weigh", "weight", "heavy", "tonne", "crane", "load"),
}
# fmt: on

#: Articles and the like before a bare model number that names a card ("Eine 4090 ist
#: mit 450 W spezifiziert", "the 5090"): a product the reference may not know.
DETERMINERS: tuple[str, ...] = ("the", "a", "an", "one", "two", "its", "their", "our", "my")

#: Words that refer back to the product of the sentence before ("Konkret erreicht er").
#: ``specheck estimate``: what an editor may call an attribute, and sparsity words.
QUERY_ATTRIBUTES: dict[str, str] = {
    "memory": "memory", "mem": "memory", "hbm": "memory",
    "memory bandwidth": "memory_bandwidth", "bandwidth": "memory_bandwidth",
    "power": "tdp", "watts": "tdp", "compute": "throughput", "flops": "throughput",
    "price": "price", "interconnect": "interconnect_bandwidth", "nvlink": "interconnect_bandwidth",
    "cores": "core_count",
}  # fmt: skip
QUERY_SPARSITY: dict[str, str] = {"dense": "dense", "sparse": "sparse", "sparsity": "sparse"}
#: Abbreviations whose full stop ends no sentence ("holds No. 2 with 1.353 EFlop/s").
ABBREVIATIONS: tuple[str, ...] = ("No.", "Nos.", "approx.", "vs.", "Fig.", "Tab.", "Sec.")
#: Relative pronouns: a clause they open right after a name is about that name.
RELATIVE_PRONOUNS: tuple[str, ...] = ("which", "that", "who", "whose")
PRONOUNS: tuple[str, ...] = (
    "it",
    "its",
    "they",
    "their",
    "the chip",
    "the gpu",
    "this chip",
    "the card",
    "the accelerator",
)

#: Words between a product's name and a figure that give the figure to that name
#: ("Gaudi 2 mit 432 Teraflops", "the H100 at 700 W").
NAME_THEN_FIGURE: tuple[str, ...] = (
    "(",
    "with",
    "with about",
    "with around",
    "with up to",
    "with its",
    "with their",
    "at",
    "at about",
    ":",
    "of",
    "offers",
    "has",
)

# -- cues for the judgement ---------------------------------------------------------
# The judgement (pipeline/) reads none of these words: claims/cues.py turns them into
# language-neutral cue tags on each figure (see claims/cues.py: TAGS).
# fmt: off

#: Words between two figures that join them by an operation (lowercase, whole words).
OPERATOR_WORDS: dict[str, tuple[str, ...]] = {
    "mul": ("times", "multiplied by"),
    "div": ("divided by", "over", "out of"),
    "add": ("plus",),
    "sub": ("minus", "less"),
    "each": ("at", "each at", "per", "each", "of", "with", "each with", "apiece"),
    "list": ("and", "plus", "as well as", "or"),
    "contrast": ("instead of", "versus", "vs.", "vs", "compared with", "compared to",
                 "against", "than", "than the", "over the", "relative to", "below", "below the",
                 "above", "above the", "short of", "beneath"),
    "to": ("to",),
}
#: Between a change and the figure it is a change from ("up 66% from $30.8 billion").
CHANGE_BASE_WORDS: tuple[str, ...] = (
    "from", "from roughly", "from about", "from around", "from some", "from just",
    "from the", "from a", "from an", "on", "on the", "over", "over the", "compared with",
    "compared with the", "compared to", "compared to the", "versus", "vs.", "vs",
)
#: Between a ratio and the figure it is taken of ("46 percent of the 3,958 teraflops").
OF_WORDS: tuple[str, ...] = ("of", "of the", "the", "of its", "of their", "of an", "of a")
#: A sentence opening that points back to the figure just before ("That is 40 times").
POINTS_BACK: tuple[str, ...] = ("that is", "that's", "this is", "that makes", "that puts",
                                "which is")
RESTATE_WORDS: tuple[str, ...] = ("or", "i.e.", "i. e.", "that is", "in other words", "aka",
                                  "which is", "equal to", "equivalent to", "or about",
                                  "roughly", "translating to", "which translates to", "is", "are",
                                  "equals", "comes to", "works out to", "amounts to")
TAG_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "part": ("clause", ("of that", "of it", "of this", "thereof", "of the total")),
    "alone": ("clause", ("alone", "only the", "just the")),
    "facility": ("clause", ("site", "facility", "data center", "data centre", "grid", "campus",
                            "cooling", "pue", "utility", "substation")),
    "other_parts": ("clause", ("network", "networking", "fans", "storage", "processor",
                               "processors", "cpu", "cpus", "xeon", "epyc", "switch",
                               "switches")),
    "stage": ("clause", ("initially", "at first", "for now", "in its first phase",
                         "in the first phase", "to begin with", "at launch", "first phase")),
    "rounded": ("clause", ("rounds", "rounded", "round numbers", "roughly speaking")),
    "need": ("clause", ("needs", "need", "requires", "require", "takes", "occupies", "storing",
                        "to store", "weights", "leave", "leaves", "left", "free",
                        "remaining", "spare", "footprint", "gets by with", "get by with",
                        "makes do with", "make do with", "shrinks to", "shrink to")),
    "capacity": ("adjacent_before", ("into", "in the", "onto", "on a", "on the", "on", "in", "with")),
    "possessed": ("adjacent_before", ("its", "their", "'s", "’s")),
    "of_total": ("near_after", ("of the total", "of the sum", "of the whole", "of the overall",
                                "of all of it")),
    "system_memory": ("clause", ("system memory", "ram", "dram", "ddr5", "ddr4", "host memory",
                                 "cpu memory", "main memory")),
    "active": ("near", ("active", "activates", "activated")),
    # "uses 12.9 billion per token": what a mixture of experts computes with
    "active_per_token": ("adjacent_after", ("per token", "per generated token")),
    "model_size": ("adjacent_after", ("model", "models", "checkpoint", "of weights")),
    # (not "activates": "activates only 37 billion of its 671 billion parameters")
    "active_before": ("before", ("are active", "is active", "are activated")),
    "bidirectional": ("clause", ("bidirectional", "bi-directional", "both directions",
                                 "in each direction", "each direction", "per direction",
                                 "unidirectional", "uni-directional")),
    "per_subpart": ("near", ("per stack", "each stack", "per die", "each die", "per chiplet",
                             "every stack", "every die",
                             "stacks of", "per half")),
    "divisor": ("near_before", ("divided by", "split by", "split across")),
    "remainder": ("near", ("remaining", "the rest", "remainder", "leftover", "left over",
                           "headroom", "to spare", "spare")),
    "per_watt": ("clause", ("per watt", "/w", "per kilowatt", "performance per watt")),
    "per_throughput": ("before", ("per pflops", "per tflops", "per petaflop", "per petaflops")),
    "price_performance": ("clause", ("per dollar", "per $", "price-performance",
                                     "price performance", "performance per dollar")),
    "bound_fit": ("sentence", ("fit", "fits", "load", "loads", "hold", "holds", "host",
                               "hosts", "is enough", "are enough", "suffices", "suffice")),
    # "so the weights do not fit": the text itself says it does not hold them
    "no_fit": ("sentence", ("do not fit", "does not fit", "don't fit", "doesn't fit",
                          "won't fit", "cannot fit", "can't fit", "will not fit", "not fit",
                          "can't hold", "cannot hold", "won't hold", "does not hold",
                          "doesn't hold", "too big for", "too large for", "cannot even hold",
                          "can't even hold", "cannot even fit", "can't even fit",
                          "does not even fit", "doesn't even fit", "won't even fit")),
    "benchmark": ("clause", ("linpack", "hpl", "rmax", "rpeak", "top500", "top 500", "mlperf")),
    "per_part": ("clause", ("per gpu", "each gpu", "every gpu", "per chip", "each chip",
                            "per accelerator", "each accelerator", "per card", "per superchip")),
    "per_unit": ("clause", ("asp", "average selling price", "unit price", "price per unit")),
    "converted": ("sentence", ("converted", "conversion", "exchange rate", "average rates",
                               "at today's rates", "at current rates", "works out to")),
    "plan": ("sentence", ("will", "plans", "planned", "expected", "forecast", "target",
                          "aims", "could", "would")),
}
MEASURE_WORDS: dict[str, tuple[str, ...]] = {
    "rpeak": ("rpeak", "theoretical peak", "theoretical", "peak"),
    "rmax": ("rmax", "hpl", "linpack", "measured", "achieved", "posted", "sustained on",
             "hpl-based", "hpl-run", "linpack-based"),
    "sustained": ("effective", "sustained", "utilization", "utilisation", "mfu", "actually",
                  "in practice", "real-world"),
    "measured": ("measured", "on average", "average", "typical draw", "typical"),
}
RATIO_TOPICS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("duration", ("as long", "longer", "takes", "time", "duration", "faster to train")),
    ("price", ("cost", "costs", "price", "pricier", "cheaper", "expensive", "dearer")),
    ("memory_bandwidth", ("memory bandwidth", "bandwidth")),
    ("transistors", ("transistor", "transistors")),
    ("memory", ("memory", "hbm", "capacity")),
    ("efficiency", ("per watt", "efficiency", "efficient", "perf/w", "performance per watt")),
    ("interconnect_bandwidth", ("nvlink", "interconnect")),
    ("tdp", ("tdp", "power draw", "power consumption", "consumption", "power", "watts")),
    ("gpu_hours", ("gpu hours", "gpu-hours", "gpu time")),
    ("price_performance", ("per dollar", "per $", "price-performance", "price performance")),
    ("utilization", ("utilization", "utilisation", "mfu")),
    ("throughput", ("throughput", "performance", "compute", "teraflops", "petaflops", "flops",
                    "faster", "as fast", "speed", "speedup", "speed-up", "uplift")),
)
PER_TIME_WORDS: dict[str, tuple[str, ...]] = {
    "year": ("over a year", "all year", "a full year", "full year", "whole year", "per annum", "per year", "a year", "each year", "every year", "annually", "annual", "/yr",
             "/year", "per annum", "yearly"),
    "month": ("per month", "a month", "each month", "monthly", "/mo", "/month"),
    "day": ("per day", "a day", "each day", "daily", "/day"),
    "hour": ("per hour", "an hour", "each hour", "hourly", "/h", "/hr", "/hour"),
}
BOUND_WORDS: dict[str, tuple[str, ...]] = {
    "fits": ("fit", "fits", "load", "loads", "hold", "holds", "host", "hosts"),
}
# fmt: on
