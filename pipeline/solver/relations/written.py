"""arithmetic and restatement: what the text writes out itself.

arithmetic: "1.000.000 × 4 PFLOPS = 4 EFLOPS" is recomputed from its operands (claims/
parsed the expression; operands are figures or bare numbers).
restatement: "99 Exaflops – also 99 Billionen Rechenoperationen pro Sekunde" restates
the figure before it and must equal it.
"""

from __future__ import annotations

from pipeline.estimator import human
from pipeline.solver.explain import Context, Explanation
from pipeline.solver.figures import Figure

#: Evidence of written-out arithmetic and of a restatement joined by a word or bracket.
ARITHMETIC = 5.0
RESTATEMENT = 3.0
_EXPLICIT_JOIN = 1.0
#: How far apart (characters) a restated figure may stand from the one it restates.
_TIGHT = 24


def explain_arithmetic(f: Figure, ctx: Context) -> list[Explanation]:
    expression = f.claim.expression
    if expression is None:
        return []
    values: list[tuple[float, float, float]] = []
    shown: list[str] = []
    used: list[str] = []
    tainted = False
    for operand in expression.operands:
        if operand.claim_id is not None:
            p = ctx.index.by_id.get(operand.claim_id)
            if p is None:
                return []
            values.append((p.interval.value, p.interval.low, p.interval.high))
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
        )
    ]


def explain_restatement(f: Figure, ctx: Context) -> list[Explanation]:
    c = f.claim
    if c.joined_by not in ("derive", "paren", "eq") or c.joined_to is None or c.expression:
        return []
    p = ctx.index.by_id.get(c.joined_to)
    if p is None or p.dim != f.dim or f.dim in ("ratio", "percent"):
        return []
    if c.precision and p.claim.precision and not set(c.precision) & set(p.claim.precision):
        return []
    if f.subject and p.subject and f.subject != p.subject:
        return []
    if f.dim == "count" and f.noun and p.noun and f.noun != p.noun:
        return []  # "5760 A100-GPUs (720 Knoten ...)": another count, no restatement
    if "operand" in p.tags:
        return []
    if c.joined_by == "derive" and c.start - p.claim.end > _TIGHT:
        return []  # "31 GB, denn ... kommt auf 141 GB": a new figure, not a restatement
    evidence = RESTATEMENT + (_EXPLICIT_JOIN if c.joined_by in ("paren", "eq") else 0.0)
    return [
        Explanation(
            "restatement",
            p.interval.value,
            p.interval.low,
            p.interval.high,
            f.dim,
            evidence,
            (f"'{p.text}' = {human(p.value, f.dim)}",),
            f"a restatement of '{p.text}'",
            premises=(p.id,),
            tainted=p.flagged,
        )
    ]
