"""arithmetic and restatement: what the text writes out itself.

arithmetic: "1.000.000 × 4 PFLOPS = 4 EFLOPS" is recomputed from its operands (claims/
parsed the expression; operands are figures or bare numbers).
restatement: "99 Exaflops – also 99 Billionen Rechenoperationen pro Sekunde" restates
the figure before it and must equal it.
"""

from __future__ import annotations

import math

from pipeline.estimator import human
from pipeline.solver import mixes
from pipeline.solver.explain import Context, Explanation
from pipeline.solver.figures import Figure
from pipeline.solver.mixes import Mix
from pipeline.solver.relations.conversion import CURRENCIES
from pipeline.solver.tolerance import agrees
from reference.units import UnitError, dimension

#: Evidence of written-out arithmetic and of a restatement joined by a word or bracket.
ARITHMETIC = 5.0
RESTATEMENT = 3.0
_EXPLICIT_JOIN = 1.0
#: Tags that say what a figure is per: a restatement keeps it.
_SCOPES = frozenset({"per_unit", "per_part", "per_subpart"})
#: Powers of ten beyond which a figure said to restate another is another figure, and
#: the powers a scale word still slips by ("99 Billionen" for Trillionen: 10^6).
_NO_RESTATEMENT = 3.5
_SCALE_SLIPS = (6, 9)


def _restates(orders: float) -> bool:
    """Could a figure this many powers of ten off another restate it, slip included?"""
    k = round(orders)
    return abs(orders) <= _NO_RESTATEMENT or (abs(orders - k) < 0.05 and abs(k) in _SCALE_SLIPS)


#: (from, to) time bases and the factor between them ("7,2 kWh am Tag" per year).
_PERIODS = {
    ("hour", "day"): 24.0,
    ("day", "year"): 365.0,
    ("month", "year"): 12.0,
    ("day", "month"): 30.0,
    ("hour", "year"): 8760.0,
    ("hour", "month"): 730.0,
}
#: How far apart (characters) a restated figure may stand from the one it restates.
_TIGHT = 24
#: A glued "K" read as 1,024 instead of 1,000.
_KIBI = 1.024


def _dimension(unit: str):
    return dimension(unit or "count")


#: Durations, shortest first: the longer of two in one product counts periods.
_DURATIONS = ("hour", "day", "week", "month", "year")


def _periods(expression) -> int | None:
    """The operand that counts periods: "575 W x 6 h x 365 Tage" is six hours a day on
    365 days, so the days count (a product of two durations is no energy)."""
    if any(op != "mul" for op in expression.operators):
        return None
    times = [i for i, o in enumerate(expression.operands) if o.unit in _DURATIONS]
    if len(times) != 2:
        return None
    rank = [_DURATIONS.index(expression.operands[i].unit) for i in times]
    if rank[0] == rank[1]:
        return None
    return times[0] if rank[0] > rank[1] else times[1]


def _result_dimension(expression, counted: int | None = None) -> object | None:
    """The dimension the written operation produces (None: it adds unlike things);
    the operand ``counted`` counts periods and has none."""
    dims = [
        _dimension("count" if i == counted else o.unit) for i, o in enumerate(expression.operands)
    ]
    result = dims[0]
    for op, d in zip(expression.operators, dims[1:], strict=True):
        if op == "mul":
            result = result * d
        elif op == "div":
            result = result / d
        elif d != result:
            return None
    return result


def _plain_to_rate(f: Figure, ctx: Context, expression) -> bool:
    """ "$5.49 / 2.2 ≈ $2.50 per H100-equivalent hour": plain amounts make a rate in the
    figure's written unit (per hour), not per second."""
    if f.kind != "rate":
        return False
    for o in expression.operands:
        p = ctx.index.by_id.get(o.claim_id) if o.claim_id else None
        if p is not None and p.kind == "rate":
            return False
    return True


def explain_arithmetic(f: Figure, ctx: Context) -> list[Explanation]:
    expression = f.claim.expression
    if expression is None:
        return []
    counted = None
    try:
        produced = _result_dimension(expression)
        wanted = _dimension(f.claim.quantity.unit)
        periods = _periods(expression) if produced != wanted else None
        if periods is not None and _result_dimension(expression, periods) == wanted:
            counted, produced = periods, wanted
    except UnitError:
        return []
    if produced is None:
        return []
    if f.dim in CURRENCIES and not any(o.unit in CURRENCIES for o in expression.operands):
        return []  # "(6 Stunden mal 30 Tage) wären das 450 Dollar": hours are no price
    # operands in their written units when the operation leaves no unit to go by
    # ("250,000 / 19.92 = 12,550 hours"), in SI base units when it does
    as_written = produced != wanted or _plain_to_rate(f, ctx, expression)
    values: list[tuple[float, float, float]] = []
    shown: list[str] = []
    used: list[str] = []
    tainted = False
    for i, operand in enumerate(expression.operands):
        if i == counted:
            values.append((operand.value, operand.value, operand.value))
            shown.append(f"{operand.value:,.6g} {operand.unit}s")
            used.extend([operand.claim_id] if operand.claim_id else [])
        elif operand.claim_id is not None:
            p = ctx.index.by_id.get(operand.claim_id)
            if p is None:
                return []
            scale = p.claim.quantity.value / p.value if as_written and p.value else 1.0
            values.append(
                (p.interval.value * scale, p.interval.low * scale, p.interval.high * scale)
            )
            shown.append(
                human(p.value, p.dim) if p.dim not in ("count", "ratio") else f"{p.value:,.6g}"
            )
            used.append(p.id)
            tainted = tainted or p.flagged
        else:
            values.append((operand.value, operand.value, operand.value))
            shown.append(f"{operand.value:,.6g}")
    value, low, high = values[0]
    for op, (v, lo, hi) in zip(expression.operators, values[1:], strict=True):
        if op == "mul":
            value, low, high = value * v, low * lo, high * hi
        elif op == "div":
            if v == 0 or lo == 0:
                return []
            value, low, high = value / v, low / hi, high / lo
        elif op == "add":
            value, low, high = value + v, low + lo, high + hi
        else:
            value, low, high = value - v, low - hi, high - lo
    if as_written:
        if not f.value:
            return []
        # "671B x 4.5 / 8 = about 377 GB": a count whose result is already in base units;
        # else the result is in the figure's written unit, scaled back into base units
        if not agrees(f.interval, min(low, high), max(low, high)):
            scale = f.value / f.claim.quantity.value
            value, low, high = value * scale, low * scale, high * scale
    if f.dim == "percent" and expression.operators[-1:] == ("div",):
        # "37 billion active out of 671 billion, roughly 5.5%": a share, in percent
        value, low, high = value * 100, low * 100, high * 100
    signs = {"mul": "x", "div": "/", "add": "+", "sub": "-"}
    written = " ".join(
        [shown[0]]
        + [f"{signs[op]} {s}" for op, s in zip(expression.operators, shown[1:], strict=True)]
    )
    low, high = min(low, high), max(low, high)
    return [
        Explanation(
            "arithmetic",
            value,
            low,
            high,
            f.dim,
            ARITHMETIC,
            (written, f"= {human(value, f.dim)}"),
            f"the text's own arithmetic {written}",
            premises=tuple(used),
            tainted=tainted,
            mix=_sparse_peak(f, ctx, used),
        )
    ]


#: How near an operand must be to a figure of the text to be that figure written again.
_SAME_FIGURE = 0.005


def _sparse_peak(f: Figure, ctx: Context, used: list[str]) -> Mix | None:
    """A utilisation worked out against a peak the reference knows as the sparse one
    ("An H100 does 1,979 TFLOPS in BF16 ... / (30.84e6 h * 3600 s * 1.979e15) and you
    get roughly 17% MFU"): utilisation is of the dense peak, so the figure mixes them."""
    if f.claim.topic != "utilization":
        return None
    for pid in used:
        p = ctx.index.by_id.get(pid)
        if p is None or p.value <= 0:
            continue
        # the operand itself, or the throughput it writes out again
        same = [p] + [
            g
            for g in ctx.index.before(f)
            if g.dim == "FLOP/s" and abs(g.value - p.value) <= _SAME_FIGURE * g.value
        ]
        if any(g.dim == "FLOP/s" and ctx.sparsity(g) == "sparse" for g in same):
            return mixes.sparse_dense("sparse", "dense")
    return None


def explain_restatement(f: Figure, ctx: Context) -> list[Explanation]:
    c = f.claim
    if c.joined_by not in ("derive", "paren", "eq") or c.joined_to is None or c.expression:
        return []
    if c.difference:
        return []  # "had 192 GB, so that is 96 GB more": a difference, not the figure again
    p = ctx.index.by_id.get(c.joined_to)
    if p is None or p.dim != f.dim or f.dim in ("ratio", "percent"):
        return []
    if c.precision and p.claim.precision and not set(c.precision) & set(p.claim.precision):
        return []
    if f.subject and p.subject and f.subject != p.subject:
        return []
    if f.dim == "count" and f.noun and p.noun and f.noun != p.noun:
        return []  # "5760 A100-GPUs (720 Knoten ...)": another count, no restatement
    if "operand" in p.tags or "input" in f.tags:
        return []
    if "total" in f.tags and "total" not in p.tags:
        return []  # "vier MI250X – zusammen also 36.632 GPUs": a total, not the part again
    if (f.tags ^ p.tags) & _SCOPES:
        return []  # "3,35 TB/s, das sind 670 GB/s je Stapel": per stack, no restatement
    if f.dim == "count" and (f.tags ^ p.tags) & {"per_group"}:
        return []  # "in 125 Racks, also 48 Knoten pro Rack": a count per group
    if "per_group" in p.tags and "per_group" not in f.tags:
        return []  # "Jedes System zieht 10,2 Kilowatt, das Rack also 40,8": another group
    if "remainder" in f.tags:
        return []  # "Netzteil mit 2.000 Watt lässt damit rund 650 W Reserve": what is left
    if p.value > 0 and f.value > 0 and not _restates(math.log10(f.value / p.value)):
        return []  # "EUR 6.5 billion, or around EUR 65,000 per installed GPU": another figure
    if c.joined_by == "derive" and c.start - p.claim.end > _TIGHT:
        return []  # "31 GB, denn ... kommt auf 141 GB": a new figure, not a restatement
    evidence = RESTATEMENT + (_EXPLICIT_JOIN if c.joined_by in ("paren", "eq") else 0.0)
    factor, steps = 1.0, [f"'{p.text}' = {human(p.value, f.dim)}"]
    low, high = p.interval.low, p.interval.high
    if f.dim == "count" and p.claim.quantity.kilo_letter:
        high *= _KIBI  # "128K context, 131,072 tokens": K may count 1,024
        steps.append("(K = 1,000 or 1,024)")
    if f.dim == "count" and c.quantity.kilo_letter:
        low /= _KIBI
        steps.append("(K = 1,000 or 1,024)")
    if c.per_time != p.claim.per_time:
        factor = _PERIODS.get((p.claim.per_time, c.per_time), 0.0)
        if not factor:
            return []  # "7,2 kWh am Tag ... 2.628 kWh": another basis, no restatement
        steps.append(f"x {factor:g} ({p.claim.per_time} -> {c.per_time})")
    return [
        Explanation(
            "restatement",
            p.interval.value * factor,
            low * factor,
            high * factor,
            f.dim,
            evidence,
            (*steps, f"= {human(p.value * factor, f.dim)}"),
            f"'{p.text}' restated" + (f" per {c.per_time}" if factor != 1.0 else ""),
            premises=(p.id,),
            tainted=p.flagged,
        )
    ]
