"""What the figures near a datasheet reading say about it.

A reading of a figure as a product's datasheet value can be undone by its neighbours:
the figure repeats one said just before (an echo), another figure of its kind in the
sentence is bound to that product (the product is taken), or the figure is a stated
count times the value (a total). spec.py asks these before it lets a reading refute.
"""

from __future__ import annotations

import math
from bisect import bisect_left

from pipeline.solver.explain import Context, Explanation
from pipeline.solver.figures import Figure

#: Attributes that add up over devices (a total of them is a count times one device's).
SCALABLE = frozenset({"throughput", "memory", "tdp", "memory_bandwidth", "price", "core_count"})


def counted_total(f: Figure, ctx: Context, found: list[Explanation]) -> bool:
    """The figure is a count the text states times one of the product's values ("64
    racks ... 858 TB" for 13.4 TB a rack): a total over those units, which the product's
    datasheet may confirm, never refute."""
    if f.attribute not in SCALABLE:
        return False
    counts = sorted(g.value for g in ctx.index.around(f) if g.kind == "count" and g.value >= 3)
    for e in found:
        n = f.value / e.value if e.value > 0 and e.reading is not None else 0.0
        if n < 3 or any(abs(n - s) <= 0.02 * s for s in _SLIP_FACTORS):
            continue  # twice (sparse), eight times (bits), ten times: slips of their own
        i = bisect_left(counts, n / 1.02)
        if i < len(counts) and counts[i] <= n * 1.02:
            return True
    return False


#: Factors that name a slip rather than a count of units.
_SLIP_FACTORS = (8.0, 10.0, 100.0, 1000.0, 1024.0)


def taken(f: Figure, ctx: Context) -> set[str]:
    """Products another figure of f's kind in its sentence is bound to, when f is not
    bound to them itself: "stehen 1.229 TB/s den 576 TB/s des NVL72 gegenüber" sets two
    things' figures against each other, and the 576 TB/s is the NVL72's."""
    own = [c.entry_id for c in f.subjects if c.evidence in (*_NAMING, "clause")]
    taken: set[str] = set()
    for g in ctx.index.around(f, 0, 0):
        if g is f or g.dim != f.dim or g.attribute != f.attribute or not g.subjects:
            continue
        if g.value <= 0 or f.value <= 0:
            continue
        if f.claim.precision and g.claim.precision != f.claim.precision:
            continue  # "FP4 ... 9 PFLOPS; bei FP8 ... 4,5 PFLOPS des B200": another format
        top = g.subjects[0]
        if top.evidence != "bound" or not top.entry_id or top.mention is None:
            continue
        # the name stands after both figures and binds the nearer one ("des NVL72");
        # a name before them ("Mixtral has 46.7B total, but only 12.9B active") may own both
        after_f = top.mention.start > f.claim.quantity.end
        if after_f and abs(math.log(g.value / f.value)) > 0.1:
            taken.add(top.entry_id)
    return {e for e in taken if not any(ctx.ref.same_product(e, o) for o in own)}


def echo(f: Figure, ctx: Context) -> bool:
    """ "12 x 575 W = 6.9 kW ... it's 6.9 kW x 720 h": the figure repeats one stated just
    before that no datasheet refuted; it names that quantity again, whatever its
    sentence's subject."""
    return any(
        g.dim == f.dim
        and not g.flagged
        and abs(g.value - f.value) <= 1e-9 * abs(f.value)
        and not named_apart(f, g)
        for g in ctx.index.before(f, 1)
    )


#: Links that name a figure's product outright (its table row, its name, a possessive).
_NAMING = ("table", "names", "bound")


def named_apart(f: Figure, g: Figure) -> bool:
    """Two equal figures each named for a different product (two table rows at 1,000 W)
    are two products' values, not one value said twice."""
    a, b = f.claim.subjects, g.claim.subjects
    return bool(
        a
        and b
        and a[0].evidence in _NAMING
        and b[0].evidence in _NAMING
        and a[0].entry_id is not None
        and b[0].entry_id is not None
        and a[0].entry_id != b[0].entry_id
    )
