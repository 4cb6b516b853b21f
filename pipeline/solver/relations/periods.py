"""Energies and costs over periods: a power over a year, an hourly price over the days.

"159 MW ... run flat out all year, that comes to 1,393 GWh" is a power times the period
the figure is given per; "sechs Stunden am Tag unter Last ... im Monat (30 Tage) also
153 kWh" counts the hours a day the text names, not the days round the clock. These are
products (``products.py``) whose time the text gives as a period word, not as a figure.
"""

from __future__ import annotations

from pipeline.estimator import human
from pipeline.solver.explain import DERIVED, NEAR_ENOUGH, Context, Explanation, stated_elsewhere
from pipeline.solver.figures import OF_ONE, Figure
from pipeline.solver.relations.conversion import CURRENCIES as _CURRENCIES

#: Evidence for premises linked to the figure's own subject.
_SAME_SUBJECT = 0.5
#: Seconds in the periods a figure can be given per ("im Jahr", "a month").
PERIODS = {"year": 365 * 86400.0, "month": 365 * 86400.0 / 12, "day": 86400.0, "hour": 3600.0}


def over_the_period(f: Figure, ctx: Context, premises: list[Figure]) -> list[Explanation]:
    """ "159 MW ... run flat out all year, that comes to 139 GWh": energy per period is a
    power times the period (1,393 GWh); a price per period is the price per hour times
    the period's hours ("19,92 € pro Stunde | 1.454,16 € pro Monat": 14.541,60 €)."""
    seconds = PERIODS.get(f.claim.per_time or "")
    money = f.dim in _CURRENCIES
    if (f.dim != "J" and not money) or seconds is None:
        return []
    part_time = runs_part_time(f, ctx)
    rate = f"{f.dim}/s" if money else "W"  # "19,92 € pro Stunde ... 14.541,60 € im Monat"
    out = []
    for p in premises:
        if p.dim != rate or p.order > f.order:
            continue
        if (
            not money
            and p.claim.per_time
            and not (p.claim.per_time == f.claim.per_time and p.sentence == f.sentence)
        ):
            continue  # a power per period is a growth; the period word of the energy
            # beside it is read on both ("0,4 Megawatt, übers Jahr also 3,5 GWh")
        near = ctx.index.proximity(f, p)
        if near <= 0:
            continue
        value = p.value * seconds
        what = "cost = price per hour x time" if money else "energy = power x time"
        on_f = DERIVED if "derived" in f.tags else 0.0
        if f.subject is not None and ctx.ref.same_product(p.subject, f.subject):
            on_f += _SAME_SUBJECT  # "El Capitan draws 29.6 MW ... El Capitan would consume"
        out.append(
            Explanation(
                "product",
                value,
                p.interval.low * seconds,
                p.interval.high * seconds,
                f.dim,
                near + 1.0 + on_f,
                (
                    f"{human(p.value, p.dim)} x {seconds / 3600:,.0f} h (one {f.claim.per_time})",
                    f"= {human(value, f.dim)}",
                ),
                f"{what}: '{p.text}' over one {f.claim.per_time}",
                basis=f"'{p.text}' × {seconds / 3600:,.0f} h",
                premises=(p.id,),
                far=near < NEAR_ENOUGH,
                confirm_only=stated_elsewhere(f, ctx, value, value)
                or part_time
                # one device's power ("at 700 W each") for a total: the devices are missing
                or ("per_unit" in p.tags and not f.tags & OF_ONE)
                # a price per device-hour makes a device's month, not a node's
                or p.noun == "gpu_hours",
            )
        )
    return out


_DAY = 86400.0


def whole_days(p: Figure) -> bool:
    return p.dim == "s" and p.value >= _DAY and p.value % _DAY == 0


def _hours_a_day(f: Figure, ctx: Context) -> list[Figure]:
    """The hours a day the text says the work runs ("sechs Stunden am Tag")."""
    return [
        g
        for g in ctx.index.around(f)
        if g.dim == "s" and g.claim.per_time == "day" and g.value < _DAY and g.order < f.order
    ]


def runs_part_time(f: Figure, ctx: Context) -> bool:
    """The text says how many hours a day the work runs ("sechs Stunden am Tag unter
    Last ... im Monat (30 Tage)"): its days and months are not round the clock, so a
    product over them may confirm, never refute."""
    return bool(_hours_a_day(f, ctx))


def over_duty_days(f: Figure, ctx: Context, premises: list[Figure]) -> list[Explanation]:
    """ "sechs Stunden am Tag unter Last ... 0,85 kW ... im Monat (30 Tage) also 153
    kWh", "2,50 US-Dollar pro Stunde ... 6 Stunden mal 30 Tage ... 450 Dollar": a power
    or an hourly price times the days times the hours a day."""
    per_hour = f"{f.dim}/s"
    rates = [p for p in premises if (f.dim == "J" and p.dim == "W") or p.dim == per_hour]
    days = [p for p in premises if whole_days(p) and p.order < f.order]
    out = []
    for h in _hours_a_day(f, ctx)[-1:]:
        for d in days:
            for r in rates:
                near = [ctx.index.proximity(f, g) for g in (r, d, h)]
                if min(near[:2]) <= 0:
                    continue
                hours = d.value / _DAY * h.value
                value = r.value * hours
                low = r.interval.low * d.value / _DAY * h.interval.low
                high = r.interval.high * d.value / _DAY * h.interval.high
                out.append(
                    Explanation(
                        "product",
                        value,
                        low,
                        high,
                        f.dim,
                        sum(near) + (DERIVED if "derived" in f.tags else 0.0),
                        (
                            f"{d.value / _DAY:g} days x {h.value / 3600:g} h a day "
                            f"= {hours / 3600:,.0f} h",
                            f"{human(r.value, r.dim)} x {hours / 3600:,.0f} h "
                            f"= {human(value, f.dim)}",
                        ),
                        f"'{r.text}' over '{d.text}' of '{h.text}' a day",
                        premises=(r.id, d.id, h.id),
                        far=min(near) < NEAR_ENOUGH,
                        confirm_only=True,  # the hours a day may be anyone's
                    )
                )
    return out
