"""``specheck estimate``: "COUNT x DEVICE [ATTRIBUTE] [PRECISION] [dense|sparse]" totals,
training compute and time, memory fit. Counts are read in German or English."""

from __future__ import annotations

from claims import query
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


class CalculatorError(ValueError):
    """An expression the calculator cannot evaluate."""


def parse_count(text: str) -> float:
    """A count as German or English write it (claims.query reads it)."""
    try:
        return query.parse_count(text)
    except query.QueryError as exc:
        raise CalculatorError(str(exc)) from exc


def evaluate(expression: str, ref: ReferenceSet) -> list[str]:
    """``COUNT x DEVICE [ATTRIBUTE] [PRECISION] [dense|sparse]``: the total of any
    attribute (throughput when none is named) over COUNT units, with its source."""
    try:
        q = query.read(expression, ATTRIBUTES)
    except query.QueryError as exc:
        raise CalculatorError(str(exc)) from exc
    count, device, attribute, precision, sparsity = (
        q.count,
        q.device,
        q.attribute,
        q.precision,
        q.sparsity,
    )
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
