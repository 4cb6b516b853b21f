"""``specheck estimate``: parse "COUNT x DEVICE [PRECISION] [dense|sparse]" and aggregate."""

from __future__ import annotations

import re

from pipeline.estimator import aggregate
from reference import ReferenceSet
from reference.units import to_base

_EXPR = re.compile(
    r"^\s*(?P<count>[\d.,_eE+]+)\s*[x×*]\s*(?P<device>.+?)"
    r"(?:\s+(?P<precision>fp64|fp32|tf32|fp16|bf16|fp8|fp6|fp4|int8))?"
    r"(?:\s+(?P<sparsity>dense|sparse))?\s*$",
    re.IGNORECASE,
)


class CalculatorError(ValueError):
    """An expression the calculator cannot evaluate."""


def evaluate(expression: str, ref: ReferenceSet) -> list[str]:
    m = _EXPR.match(expression)
    if not m:
        raise CalculatorError(f"{expression!r}: expected 'COUNT x DEVICE [precision] [sparsity]'")
    try:
        count = float(m.group("count").replace(",", "").replace("_", ""))
    except ValueError as exc:
        raise CalculatorError(f"{m.group('count')!r}: not a number") from exc
    entry = ref.resolve(m.group("device").strip())
    if entry is None:
        raise CalculatorError(f"{m.group('device')!r}: no reference entry with that name")
    precision = (m.group("precision") or "").lower() or None
    sparsity = (m.group("sparsity") or "").lower() or None
    lines = []
    for rv in ref.values_of(entry.id, "throughput"):
        v = rv.value
        if precision and v.precision != precision:
            continue
        if sparsity and v.sparsity != sparsity:
            continue
        if v.number is None or v.unit is None:
            continue
        per, unit = to_base(v.number, v.unit)
        est = aggregate(count, per, unit, label=f"{entry.name} {v.precision} {v.sparsity or ''}")
        src = rv.sources[0]
        lines.append(f"{est.trail[0]} {est.trail[1]}   [{src.title} <{src.url}>]")
    if not lines:
        raise CalculatorError(f"{entry.name}: no throughput value for that precision/sparsity")
    return lines
