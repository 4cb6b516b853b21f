"""Counts the text works out of other figures: households from an energy and one
household's, a total of parts from the things counted and the parts of each.
"""

from __future__ import annotations

from pipeline.estimator import human
from pipeline.solver.explain import DERIVED, Context, Explanation
from pipeline.solver.figures import Figure


def count_of_counts(f: Figure, ctx: Context, premises: list[Figure]) -> list[Explanation]:
    """ "2.600 Rhea1-Prozessoren. Jeder dieser Prozessoren besitzt 80 Arm-Kerne, womit
    das Modul auf insgesamt 20.800 Rechenkerne kommt": a total of parts worked out from
    the parts of one thing is that count times the things counted before."""
    c = f.claim
    if f.dim != "count" or "total" not in f.tags or c.joined_by != "derive":
        return []
    each = ctx.index.by_id.get(c.joined_to or "")
    if each is None or each.dim != "count" or each.noun != f.noun or each.value >= f.value:
        return []
    things = [
        g
        for g in premises
        if g.dim == "count"
        and g.order < each.order
        and g.noun not in (None, f.noun)
        and g.value >= 2
        and "per_group" not in g.tags
    ]
    if not things:
        return []
    g = max(things, key=lambda x: x.order)  # the things counted last before it
    value = g.value * each.value
    return [
        Explanation(
            "product",
            value,
            g.interval.low * each.interval.low,
            g.interval.high * each.interval.high,
            "count",
            ctx.index.proximity(f, g) + ctx.index.proximity(f, each) + DERIVED,
            (f"{g.value:,.0f} x {each.value:,.0f}", f"= {value:,.0f}"),
            f"a total of parts = things x parts of each: '{g.text}' x '{each.text}'",
            basis=f"'{g.text}' × '{each.text}'",
            premises=(g.id, each.id),
        )
    ]


#: A household's energy in a year, in joules (about 300 to 50,000 kWh): what a figure
#: must be to be the "one household" a count of households divides by.
_HOUSEHOLD = (1.0e9, 1.8e11)


def households(f: Figure, ctx: Context, premises: list[Figure]) -> list[Explanation]:
    """ "übers Jahr gut 310 Gigawattstunden. Das entspricht dem Jahresverbrauch von rund
    8.900 Musterhaushalten" after "Musterhaushalt ... 3.500 Kilowattstunden im Jahr": a
    count of households is an energy over one household's, the latest the text states."""
    if f.dim != "count" or f.noun != "households":
        return []
    per = next(
        (
            g
            for g in reversed(ctx.index.listed("J"))
            if g.order < f.order
            and g.claim.per_time == "year"
            and _HOUSEHOLD[0] <= g.value <= _HOUSEHOLD[1]
        ),
        None,
    )
    if per is None:
        return []
    out = []
    for total in premises:
        if total.dim != "J" or total is per or total.value < 10 * per.value:
            continue
        near = ctx.index.proximity(f, total)
        if near <= 0 or total.order > f.order:
            continue
        value = total.value / per.value
        out.append(
            Explanation(
                "quotient",
                value,
                total.interval.low / per.interval.high,
                total.interval.high / per.interval.low,
                "count",
                near + 1.0 + (DERIVED if "derived" in f.tags else 0.0),
                (f"{human(total.value, 'J')} / {human(per.value, 'J')}", f"= {value:,.0f}"),
                f"households = energy / one household's: '{total.text}' / '{per.text}'",
                basis=f"'{total.text}' / '{per.text}'",
                premises=(total.id, per.id),
                far=ctx.index.proximity(f, per) <= 0,
            )
        )
    return out
