"""Surface forms shared by every language: unit symbols, currency symbols, precisions.

Only literals. Each unit surface form maps to a canonical pint string understood by
``reference.units`` (a test parses every one and checks its dimension).
"""

# fmt: off

#: Symbol-like unit forms, case-sensitive, as written after a number.
UNIT_SYMBOLS: dict[str, str] = {
    # throughput
    "FLOPS": "FLOP/s", "FLOP/s": "FLOP/s", "flops": "FLOP/s", "Flops": "FLOP/s",
    "kFLOPS": "kFLOP/s", "MFLOPS": "MFLOP/s", "GFLOPS": "GFLOP/s", "TFLOPS": "TFLOP/s",
    "PFLOPS": "PFLOP/s", "EFLOPS": "EFLOP/s", "ZFLOPS": "ZFLOP/s",
    "GFLOP/s": "GFLOP/s", "TFLOP/s": "TFLOP/s", "PFLOP/s": "PFLOP/s", "EFLOP/s": "EFLOP/s",
    "ZFLOP/s": "ZFLOP/s", "GFlops": "GFLOP/s", "TFlops": "TFLOP/s", "PFlops": "PFLOP/s", "EFlops": "EFLOP/s",
    "GFlop/s": "GFLOP/s", "TFlop/s": "TFLOP/s", "PFlop/s": "PFLOP/s", "EFlop/s": "EFLOP/s",
    "GFLOPS/W": "GFLOP/s/W", "GFlops/W": "GFLOP/s/W", "GFLOP/s/W": "GFLOP/s/W",
    "TF": "TFLOP/s", "PF": "PFLOP/s", "EF": "EFLOP/s",
    "TOPS": "TOP/s", "POPS": "POP/s", "GOPS": "GOP/s", "TOP/s": "TOP/s", "POP/s": "POP/s",
    "FLOP pro Sekunde": "FLOP/s", "FLOP per second": "FLOP/s", "FLOPs per second": "FLOP/s",
    "FLOP je Sekunde": "FLOP/s",
    # amounts of computation
    "FLOP": "FLOP", "FLOPs": "FLOP", "flop": "FLOP", "PFLOP": "PFLOP", "EFLOP": "EFLOP",
    "ZFLOP": "ZFLOP", "YFLOP": "YFLOP", "GFLOP": "GFLOP", "TFLOP": "TFLOP",
    # memory
    "KB": "kB", "kB": "kB", "MB": "MB", "GB": "GB", "TB": "TB", "PB": "PB",
    "EB": "EB", "KiB": "KiB", "MiB": "MiB", "GiB": "GiB", "TiB": "TiB", "PiB": "PiB",
    # the German trade press spells the byte out: "32 GByte", "1.792 GByte/s"
    "KByte": "kB", "MByte": "MB", "GByte": "GB", "TByte": "TB", "PByte": "PB", "EByte": "EB",
    "MByte/s": "MB/s", "GByte/s": "GB/s", "TByte/s": "TB/s", "PByte/s": "PB/s",
    # bandwidth
    "GB/s": "GB/s", "TB/s": "TB/s", "MB/s": "MB/s", "PB/s": "PB/s", "GiB/s": "GiB/s",
    "TiB/s": "TiB/s", "GBps": "GB/s", "TBps": "TB/s",
    "Gbit/s": "Gbit/s", "Tbit/s": "Tbit/s", "Mbit/s": "Mbit/s", "Gb/s": "Gbit/s",
    "Tb/s": "Tbit/s", "Gbps": "Gbit/s", "Tbps": "Tbit/s", "GbE": "Gbit/s",
    # bits are not bytes: "16 Gbit" per DRAM die, "1,6 Tbit/s" per link
    "Gbit": "Gbit", "Tbit": "Tbit", "Mbit": "Mbit", "Gb": "Gbit", "Tb": "Tbit",
    # power and energy
    "W": "W", "kW": "kW", "MW": "MW", "GW": "GW", "Wh": "Wh", "kWh": "kWh", "MWh": "MWh",
    "GWh": "GWh", "TWh": "TWh",
    # length, frequency
    "nm": "nm", "mm": "mm", "mm²": "mm**2", "mm2": "mm**2",
    "GHz": "GHz", "MHz": "MHz",
    # time
    "h": "hour", "ns": "ns", "µs": "µs", "ms": "ms",
    # mass and temperature (racks, boards, operating ranges)
    "kg": "kg", "lb": "lb", "lbs": "lb", "°C": "degC",
    # percent
    "%": "percent",
}

#: Currency symbols written before the number ("$25,000", "US$ 30", "¥200,000").
CURRENCY_PREFIXES: dict[str, str] = {
    "US$": "USD", "$": "USD", "€": "EUR", "£": "GBP", "₩": "KRW", "¥": "JPY|CNY",
    "￥": "JPY|CNY", "NT$": "TWD",
}

#: ISO codes, written after (or before) the number.
#: Units of energy a price may be per ("€/kWh"), symbol -> canonical unit.
ENERGY_UNITS: dict[str, str] = {"kwh": "kWh", "mwh": "MWh", "gwh": "GWh"}

CURRENCY_CODES: dict[str, str] = {
    "USD": "USD", "EUR": "EUR", "JPY": "JPY", "CNY": "CNY", "RMB": "CNY", "KRW": "KRW",
    "GBP": "GBP", "TWD": "TWD",
}

#: Numeric precisions as written; values are the reference set's precision names.
PRECISIONS: dict[str, tuple[str, ...]] = {
    "FP64": ("fp64",), "FP32": ("fp32",), "TF32": ("tf32",), "FP16": ("fp16",),
    "BF16": ("bf16",), "BFLOAT16": ("bf16",), "FP8": ("fp8",), "CFP8": ("fp8",),
    "FP6": ("fp6",), "FP4": ("fp4",), "INT8": ("int8",), "INT4": ("int4",),
    # the TOP500 benchmark runs in FP64: "1.742 exaflops on Linpack"
    "LINPACK": ("fp64",), "HPL": ("fp64",),
    "DOUBLE PRECISION": ("fp64",), "SINGLE PRECISION": ("fp32",), "HALF PRECISION": ("fp16",),
    "DOPPELTE GENAUIGKEIT": ("fp64",), "EINFACHE GENAUIGKEIT": ("fp32",),
}

#: Words that mark a figure as a server, cluster or sum total.
TOTAL_SYMBOLS: tuple[str, ...] = ("Σ",)

#: Multiplication and equality signs used in written-out arithmetic.
TIMES_SIGNS: tuple[str, ...] = ("×", "x", "X", "·", "*", "⋅")
EQUALS_SIGNS: tuple[str, ...] = ("=", "≈", "≙")

#: Vulgar fractions, alone ("½ kW") or after a whole number ("1 ½ kW", "2¾").
VULGAR_FRACTIONS: dict[str, float] = {
    "½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅕": 1 / 5, "⅖": 2 / 5,
    "⅗": 3 / 5, "⅘": 4 / 5, "⅙": 1 / 6, "⅚": 5 / 6, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8,
    "⅞": 7 / 8, "⅒": 1 / 10,
}

#: Signs written right before a number ("−5 %", "-15 €", "+36 %"); U+2212 is the minus.
SIGNS: dict[str, str] = {"-": "-", "\u2212": "-", "+": "+"}

#: Characters that group thousands besides "." and ",": a space, a no-break space, a
#: narrow no-break space, a thin space, an apostrophe ("12 500", "1'000").
GROUP_SPACES: tuple[str, ...] = (" ", "\u00a0", "\u202f", "\u2009")

#: Hyphens that join the ends of a range like a dash ("$0.6‑1 billion": U+2011).
RANGE_HYPHENS: tuple[str, ...] = ("\u2011", "\u2010")

SUPERSCRIPT_DIGITS: dict[str, str] = {
    "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7",
    "⁸": "8", "⁹": "9", "⁻": "-",
}

# fmt: on
