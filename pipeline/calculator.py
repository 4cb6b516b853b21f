"""``specheck estimate``: "COUNT x DEVICE [ATTRIBUTE] [PRECISION] [dense|sparse]" totals,
training compute and time, memory fit. Counts are read in German or English."""

from __future__ import annotations

import re

from claims.lang import de, en
from claims.numbers import NumberFormatError, parse_numeral
from pipeline.estimator import (
    BYTES_PER_PARAMETER,
    aggregate,
    human,
    memory_for_parameters,
    training_compute,
    training_time,
)
from reference import ReferenceSet
from reference.schema import ATTRIBUTES
from reference.units import to_base

_EXPR = re.compile(r"^\s*(?P<count>.+?)\s*(?:[x×*]|\bmal\b|\btimes\b)\s+(?P<rest>.+?)\s*$", re.I)
_PRECISIONS = ("fp64_tensor", "fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "fp6", "fp4", "int8")
_SPARSITIES = {"dense": "dense", "sparse": "sparse", "dicht": "dense", "sparsity": "sparse"}
#: What an editor may call an attribute, in English and German, besides its own id.
ATTRIBUTE_WORDS: dict[str, str] = {
    "memory": "memory", "mem": "memory", "hbm": "memory", "speicher": "memory",
    "memory bandwidth": "memory_bandwidth", "bandwidth": "memory_bandwidth",
    "bandbreite": "memory_bandwidth", "speicherbandbreite": "memory_bandwidth",
    "power": "tdp", "watts": "tdp", "leistungsaufnahme": "tdp", "verbrauch": "tdp",
    "transistoren": "transistors", "compute": "throughput", "flops": "throughput",
    "rechenleistung": "throughput", "price": "price", "preis": "price",
    "interconnect": "interconnect_bandwidth", "nvlink": "interconnect_bandwidth",
    "parameter": "parameters", "cores": "core_count", "kerne": "core_count",
}  # fmt: skip
_GERMAN_SCALES = {"tsd.", "tausend", "mio.", "mio", "millionen", "mrd.", "mrd", "milliarde",
                  "milliarden", "bio.", "billionen", "billiarde", "billiarden"}  # fmt: skip


class CalculatorError(ValueError):
    """An expression the calculator cannot evaluate."""


def parse_count(text: str) -> float:
    """A count as German or English write it: "1.000.000", "1,000,000", "2,5 Mio.",
    "1 Million", "1 billion", "acht", "1e6".

    One separator before exactly three digits ("1.000", "1,000") groups thousands: a
    calculator count is a whole number of things. "Billion" is German (1e12) when
    capitalised or next to a German numeral, English "billion" is 1e9.
    """
    raw = " ".join(text.replace("_", "").split())
    if re.fullmatch(r"\d+(?:\.\d+)?[eE][+-]?\d+", raw):
        return float(raw)
    m = re.fullmatch(
        r"(?P<num>[\d.,\u2009\u202f' ]*\d|[^\W\d]+)(?:\s*(?P<scale>[^\W\d][\w.]*))?", raw
    )
    if not m:
        raise CalculatorError(f"{text!r}: not a count (try 1000000, 1.000.000 or 1 Mio.)")
    num, scale = m["num"], (m["scale"] or "")
    words = {**en.NUMBER_WORDS, **de.NUMBER_WORDS}
    if num.lower() in words:
        value = float(words[num.lower()])
    else:
        # Only "1.000"/"1,000" is ambiguous; read as grouped thousands (the other
        # separator is passed as the decimal one). Everything else parses alike.
        decimal = "," if "." in num else "."
        try:
            value = parse_numeral(num, decimal).value
        except NumberFormatError as exc:
            raise CalculatorError(f"{text!r}: not a count") from exc
    if scale:
        key = scale.lower()
        german = key in _GERMAN_SCALES or scale[0].isupper() or "," in num
        table = de.SCALES if german and key in de.SCALES else en.SCALES
        if key not in table:
            table = de.SCALES if key in de.SCALES else en.SCALES
        if key not in table:
            raise CalculatorError(f"{text!r}: unknown scale word {scale!r}")
        value *= table[key]
    return value


def _split_rest(rest: str) -> tuple[str, str | None, str | None, str | None]:
    """DEVICE [ATTRIBUTE] [PRECISION] [SPARSITY], the qualifiers in any order at the end."""
    words = rest.split()
    attribute = precision = sparsity = None
    phrases = sorted({**ATTRIBUTE_WORDS, **{a: a for a in ATTRIBUTES}}.items(),
                     key=lambda kv: -len(kv[0].split()))  # fmt: skip
    changed = True
    while changed and len(words) > 1:
        changed = False
        last = words[-1].lower()
        if precision is None and last in _PRECISIONS:
            precision, words, changed = last, words[:-1], True
            continue
        if sparsity is None and last in _SPARSITIES:
            sparsity, words, changed = _SPARSITIES[last], words[:-1], True
            continue
        if attribute is None:
            for phrase, attr in phrases:
                n = len(phrase.split())
                if len(words) > n and " ".join(words[-n:]).lower() == phrase:
                    attribute, words, changed = attr, words[:-n], True
                    break
    return " ".join(words), attribute, precision, sparsity


def evaluate(expression: str, ref: ReferenceSet) -> list[str]:
    """``COUNT x DEVICE [ATTRIBUTE] [PRECISION] [dense|sparse]``: the total of any
    attribute (throughput when none is named) over COUNT units, with its source."""
    m = _EXPR.match(expression)
    if not m:
        raise CalculatorError(
            f"{expression!r}: expected 'COUNT x DEVICE [attribute] [precision] [sparsity]'"
        )
    count = parse_count(m.group("count"))
    device, attribute, precision, sparsity = _split_rest(m.group("rest"))
    entry = ref.resolve(device)
    if entry is None:
        raise CalculatorError(f"{device!r}: no reference entry with that name")
    attribute = attribute or "throughput"
    lines = []
    for rv in ref.values_of(entry.id, attribute):
        v = rv.value
        if precision and v.precision != precision:
            continue
        if sparsity and v.sparsity != sparsity:
            continue
        if v.number is None or v.unit is None:
            continue
        per, unit = to_base(v.number, v.unit)
        qualifiers = [q for q in (v.precision, v.sparsity, v.variant) if q]
        what = attribute.replace("_", " ") if attribute != "throughput" else ""
        label = " ".join(part for part in (entry.name, what, *qualifiers) if part)
        est = aggregate(count, per, unit, label=label)
        src = rv.sources[0]
        lines.append(f"{est.trail[0]} {est.trail[1]}   [{src.title} <{src.url}>]")
    if not lines:
        wanted = " ".join(q for q in (attribute.replace("_", " "), precision, sparsity) if q)
        raise CalculatorError(f"{entry.name}: no {wanted} value in the reference")
    return lines


def training(
    ref: ReferenceSet,
    *,
    params: float,
    tokens: float,
    gpu: str | None,
    count: int,
    precision: str,
    utilisation: tuple[float, float],
) -> list[str]:
    """Compute ~ 6ND, then the time on ``count`` GPUs at a utilisation range."""
    compute = training_compute(params, tokens)
    lines = [f"compute: {compute.trail[0]} {compute.trail[1]}"]
    if gpu is None:
        return lines
    entry = ref.resolve(gpu)
    if entry is None:
        raise CalculatorError(f"{gpu!r}: no reference entry with that name")
    peaks = [
        rv
        for rv in ref.values_of(entry.id, "throughput")
        if rv.value.precision == precision
        and rv.value.sparsity in ("dense", None)
        and rv.value.status == "primary"
        and rv.value.number is not None
    ]
    if not peaks:
        raise CalculatorError(f"{entry.name}: no dense {precision} throughput in the reference")
    peak, unit = to_base(peaks[0].value.number, peaks[0].value.unit)
    src = peaks[0].sources[0]
    lines.append(
        f"peak: {count:,} x {entry.name} {precision} dense {human(peak, unit)} "
        f"[{src.title} <{src.url}>]"
    )
    for u in utilisation:
        t = training_time(compute.value, peak * count, u)
        lines.append(f"time at {u:.0%} utilisation: {t.trail[0]} {t.trail[1]}")
    return lines


def memory(
    *, params: float, precision: str, capacity: str | None, ref: ReferenceSet | None = None
) -> list[str]:
    """Bytes the weights need at a precision, and whether they fit a device's memory."""
    if precision not in BYTES_PER_PARAMETER:
        raise CalculatorError(f"{precision!r}: one of {', '.join(BYTES_PER_PARAMETER)}")
    need = memory_for_parameters(params, precision)
    lines = [f"weights: {need.trail[0]} {need.trail[1]}"]
    if capacity and ref is not None:
        entry = ref.resolve(capacity)
        if entry is None:
            raise CalculatorError(f"{capacity!r}: no reference entry with that name")
        sizes = [
            to_base(rv.value.number, rv.value.unit)[0]
            for rv in ref.values_of(entry.id, "memory")
            if rv.value.number is not None and rv.value.status == "primary"
        ]
        if sizes:
            size = max(sizes)
            verdict = "fits" if need.value <= size else "does not fit"
            lines.append(f"{entry.name}: {human(size, 'byte')} -> {verdict}")
    return lines
