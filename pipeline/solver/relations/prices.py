"""Prices of devices, groups and hours: cost = devices x hours x price per device-hour,
a group's price per hour from its devices' (and back), and table columns made by one of
these relations, which show the row that breaks it.
"""

from __future__ import annotations

from pipeline.estimator import human
from pipeline.solver.explain import (
    DERIVED,
    NEAR_ENOUGH,
    PACKAGE_MAX,
    Context,
    Explanation,
    stated_elsewhere,
)
from pipeline.solver.figures import Figure
from pipeline.solver.tolerance import agrees


def device_hours_cost(f: Figure, ctx: Context, premises: list[Figure]) -> list[Explanation]:
    """cost = devices x hours x price per device-hour ("512 H100 GPUs for 30 days at
    $2.50 per GPU-hour")."""
    out: list[Explanation] = []
    if f.tags & {"per_unit", "per_part"}:
        return out  # "~$41k per GPU all-in" is one device's, not the devices' total
    rates = [r for r in premises if r.dim == f"{f.dim}/s"]
    counts = [
        g for g in premises if (g.is_count_of_devices() or g.is_count_of_groups()) and g.value >= 2
    ]
    times = [t for t in premises if t.dim == "s" and t.noun != "gpu_hours"]
    for r in rates:
        for n in counts:
            for t in times:
                near = [ctx.index.proximity(f, g) for g in (r, n, t)]
                if min(near) <= 0:
                    continue
                value = n.value * t.value * r.value
                on_f = DERIVED if "derived" in f.tags else 0.0
                out.append(
                    Explanation(
                        "product",
                        value,
                        n.interval.low * t.interval.low * r.interval.low,
                        n.interval.high * t.interval.high * r.interval.high,
                        f.dim,
                        sum(near) / 1.5 + on_f + 1.0,
                        (
                            f"{n.value:,.0f} x {human(t.value, 's')} x {human(r.value * 3600, f.dim)} per hour",
                            f"= {human(value, f.dim)}",
                        ),
                        f"cost = devices x hours x price per device-hour: '{n.text}' x '{t.text}' x '{r.text}'",
                        premises=(n.id, t.id, r.id),
                        far=min(near) < NEAR_ENOUGH,
                        # (a price stated only later, or groups whose devices go uncounted
                        # - "two eight-GPU nodes" - make no refutation)
                        confirm_only=on_f <= 0
                        or stated_elsewhere(f, ctx, value, value)
                        or r.claim.sentence > f.claim.sentence
                        or not n.is_count_of_devices(),
                    )
                )
    if f.claim.per_time == "hour":
        out.extend(group_hour_cost(f, ctx, rates, counts))
    return out


def group_hour_cost(
    f: Figure,
    ctx: Context,
    rates: list[Figure],
    counts: list[Figure],
    hour: float = 3600,
    any_price: bool = False,
) -> list[Explanation]:
    """ "$2.99 per GPU-hour, so the node costs us $23.92 an hour": a group's cost per
    hour is its devices times the price per device-hour (devices counted in the text,
    else the ones the reference lists for the group). ``hour`` turns a premise's price
    into the figure's unit: 3,600 for an amount said to be per hour, 1 for a rate per
    second like its premises; ``any_price``: premises not said to be per device-hour."""
    devices = [(g.value, f"'{g.text}'", (g.id,)) for g in counts]
    if f.subject is not None:
        devices += [
            (v.value, f"the {v.value:g} GPUs of {ctx.ref.name(f.subject)}", ())
            for v in ctx.ref.values(f.subject, "gpu_count")
            if 2 <= v.value <= PACKAGE_MAX
        ]
    out = []
    for r in rates:
        near = ctx.index.proximity(f, r)
        if (r.noun != "gpu_hours" and not any_price) or near <= 0:
            continue  # only a price per device-hour is one device's
        for n, label, ids in devices:
            value = n * r.value * hour
            made = _column_made(f, ctx, r, lambda g, h, n=n: n * h * hour)
            out.append(
                Explanation(
                    "product",
                    value,
                    n * r.interval.low * hour,
                    n * r.interval.high * hour,
                    f.dim,
                    near + (DERIVED if "derived" in f.tags else 0.0) + 1.0 + (1.0 if made else 0.0),
                    (f"{n:,.0f} x '{r.text}'", f"= {human(value, f.dim)}"),
                    f"cost per hour = devices x price per device-hour: {label} x '{r.text}'",
                    premises=(*ids, r.id),
                    confirm_only="derived" not in f.tags and not made,
                )
            )
    return out


def device_hour_share(f: Figure, ctx: Context, premises: list[Figure]) -> list[Explanation]:
    """ "Node price per hour | Per GPU-hour" with "$23.92 | $3.99" and nodes of "eight
    GPUs": a price per device-hour is a group's price per hour over its devices. Only a
    table column the relation makes in its other rows may be refuted by it."""
    groups = [r for r in premises if r.dim == f.dim and r.noun != "gpu_hours" and r.kind == "rate"]
    counts = [g for g in premises if g.is_count_of_devices() and 2 <= g.value <= PACKAGE_MAX]
    out = []
    for r in groups:
        near = ctx.index.proximity(f, r)
        if near <= 0:
            continue
        for n in counts:
            made = _column_made(f, ctx, r, lambda g, h, n=n: h / n.value)
            value = r.value / n.value
            out.append(
                Explanation(
                    "quotient",
                    value,
                    r.interval.low / n.value,
                    r.interval.high / n.value,
                    f.dim,
                    near + 1.0 + (1.0 if made else 0.0),
                    (f"'{r.text}' / {n.value:,.0f}", f"= {human(value, f.dim)}"),
                    f"price per device-hour = price per hour / devices: '{r.text}' / '{n.text}'",
                    premises=(r.id, n.id),
                    confirm_only=not made,
                )
            )
    return out


#: Rows of a table column that must agree with a relation for it to make the column.
_MADE_ROWS = 2


def _column_made(f: Figure, ctx: Context, r: Figure, make) -> bool:
    """f is a table cell, r a cell in its row, and every other row of f's column is
    ``make`` of the cell in r's column ("Full 8-GPU node, per hour" = 8 x "per
    GPU-hour" in three rows): the column is made by the relation, and a row that breaks
    it is wrong ("$23.32" for 8 x $2.79)."""
    a, b = f.claim, r.claim
    if not (a.in_table and b.in_table) or a.row is None or a.row != b.row or a.column == b.column:
        return False
    if r.order > f.order:
        return False  # a table's inputs stand left of what is made of them
    inputs = {g.claim.row: g for g in ctx.index.in_column(b.column)}
    agree = 0
    for g in ctx.index.in_column(a.column):
        h = inputs.get(g.claim.row)
        if g is f or h is None or h.dim != r.dim:
            continue
        low, high = sorted((make(g, h.interval.low), make(g, h.interval.high)))
        if not agrees(g.interval, low, high):
            return False
        agree += 1
    return agree >= _MADE_ROWS
