"""product and quotient: figures of one dimension made from two of others.

The templates are data: output dimension, the two input dimensions, the operation.
"CUR" stands for one currency on both sides. A pair of premises within reach whose
dimensions fit a template is a candidate; the text's cues (a derivation word, an
operator between the premises, the same sentence) are its evidence.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from pipeline.estimator import human
from pipeline.solver.explain import (
    DERIVED,
    NEAR_ENOUGH,
    Context,
    Explanation,
    stated_elsewhere,
)
from pipeline.solver.figures import OF_ONE, Figure
from pipeline.solver.relations.conversion import CURRENCIES, is_price
from pipeline.solver.relations.periods import (
    PERIODS,
    over_duty_days,
    over_the_period,
    runs_part_time,
    whole_days,
)
from pipeline.solver.relations.prices import (
    device_hour_share,
    device_hours_cost,
    group_hour_cost,
)
from pipeline.solver.relations.tallies import count_of_counts, households
from pipeline.solver.tolerance import agrees


@dataclass(frozen=True)
class Template:
    output: str
    left: str
    right: str
    op: str  # mul | div
    name: str
    #: the output's counted noun or attribute, when the template only makes that
    output_attribute: str | None = None


# fmt: off
TEMPLATES: tuple[Template, ...] = (
    Template("J", "W", "s", "mul", "energy = power x time"),
    Template("FLOP", "FLOP/s", "s", "mul", "compute = throughput x time"),
    Template("CUR", "J", "CUR/J", "mul", "cost = energy x price per energy"),
    Template("CUR", "s", "CUR/s", "mul", "cost = hours x price per hour"),
    Template("s", "count", "s", "mul", "device-hours = devices x hours", "gpu_hours"),
    Template("count", "count", "count", "mul", "devices = groups x devices per group"),
    Template("s", "s", "count", "div", "time = device-hours / devices", "duration"),
    Template("FLOP/s", "FLOP", "s", "div", "throughput = compute / time"),
    Template("s", "FLOP", "FLOP/s", "div", "time = compute / throughput"),
    Template("W", "J", "s", "div", "power = energy / time"),
    Template("FLOP/s/W", "FLOP/s", "W", "div", "efficiency = throughput / power"),
    Template("W", "FLOP/s", "FLOP/s/W", "div", "power = throughput / efficiency"),
    Template("CUR", "CUR", "count", "div", "price per unit = cost / units"),
    Template("count/s", "byte/s", "byte", "div", "tokens per second = bandwidth / bytes per token"),
)
# fmt: on


@lru_cache(maxsize=1024)
def _fits(dim: str, pattern: str, currency: str | None) -> tuple[bool, str | None]:
    """Does ``dim`` fit the template dimension ``pattern``? Returns the currency bound."""
    if "CUR" not in pattern:
        return dim == pattern, currency
    for cur in (currency,) if currency else CURRENCIES:
        if dim == pattern.replace("CUR", cur):
            return True, cur
    return False, currency


#: Watts: the most one accelerator package draws (a GB200 superchip about 2.7 kW).
_DEVICE_POWER_MAX = 5000.0


def _premise_ok(t: Template, f: Figure, a: Figure, b: Figure, ctx: Context) -> bool:
    """Extra conditions the counted nouns put on a template."""
    if t.left == "count" and t.right == "count":
        # groups x devices (or smaller groups) per group: "125 racks ... 48 nodes per
        # rack", never cores or other parts; what is counted per group is what the
        # product counts ("24 cabinets with 112 nodes each" gives nodes, not GPUs)
        groups, per = (a, b) if "per_group" in b.tags else (b, a)
        return (
            "per_group" in per.tags
            and "per_group" not in groups.tags
            and groups.is_count_of_groups()
            and (
                (per.is_count_of_devices() and not f.is_count_of_groups())
                or (per.is_count_of_groups() and not f.is_count_of_devices())
            )
        )
    if t.name.startswith("energy") and b.noun == "gpu_hours":
        # device-hours times one device's power, not a site's ("30.84 million GPU-hours
        # ... times the GPU's rated power" is no 70 MW cluster's)
        return a.value <= _DEVICE_POWER_MAX
    if t.name.startswith("device-hours"):
        return a.is_count_of_devices() and b.noun != "gpu_hours"
    if t.name.startswith("time = device-hours"):
        return a.noun == "gpu_hours" and b.is_count_of_devices()
    if t.name.startswith("price per unit"):
        return b.is_count_of_devices() or b.is_count_of_groups()
    if t.name.startswith("tokens per second"):
        # a decode step reads the model's weights once: bytes a model takes, not a
        # device's memory
        return (
            "need" in b.tags
            or ctx.ref.kind(b.subject) == "model"
            or (b.subject is None and "capacity" not in b.tags)
        )
    if t.name.startswith("cost = hours"):
        # a price per GPU-hour multiplies GPU-hours; the hours of a calendar only with
        # no devices counted near, as one device's ("one H100: 11 hours, $27.39")
        return b.noun != "gpu_hours" or a.noun == "gpu_hours" or not _devices_near(f, ctx)
    if t.right == "CUR/J" and "per_unit" in f.tags:
        # a cost per unit is a unit's amount times the price ("3,5 GWh im Jahr ... 22 Cent
        # je kWh ... 47.000 Euro pro Beschleuniger" is no energy bill)
        return bool(a.tags & {"per_unit", "per_part"})
    return True


def _output_ok(t: Template, f: Figure) -> bool:
    if t.output_attribute == "gpu_hours":
        return f.noun == "gpu_hours"
    if t.output_attribute == "duration":
        return f.noun != "gpu_hours"
    if t.output == "count":
        return f.is_count_of_devices()
    if t.name.startswith("price per unit"):
        return "per_unit" in f.tags
    return True


#: Attributes of one kind: a share of one may be the other.
_KINDS = {"effective_throughput": "throughput"}


def _share_of(f: Figure, ctx: Context, premises: list[Figure]) -> list[Explanation]:
    """ "1,1 Exaflops, zu 40 Prozent ausgelastet, ... effektiv 4,4 x 10^17 FLOP/s": a
    share of a figure of the same kind, in percent or as a fraction ("420 Mio. Euro.
    Davon entfallen zwei Drittel, also rund 280 Mio. Euro")."""
    out = []
    shares = [
        p
        for p in premises
        if p.order < f.order
        and not p.claim.direction
        and (
            (p.dim == "percent" and 0 < p.value <= 100)
            or (p.kind == "fraction" and 0 < p.value <= 1)
        )
    ]
    for p in shares:
        per = 1.0 if p.kind == "fraction" else 0.01  # the share as a fraction
        for a in premises:
            if a.dim != f.dim or a.value <= f.value or a.order > f.order:
                continue
            if _KINDS.get(a.attribute, a.attribute) != _KINDS.get(f.attribute, f.attribute):
                continue  # (a share of 405B parameters is no count of GPUs)
            near = [ctx.index.proximity(f, g) for g in (p, a)]
            if min(near) <= 0:
                continue
            value = a.value * p.value * per
            on_f = (DERIVED if "derived" in f.tags else 0.0) + (
                1.0 if f.claim.measure == "sustained" else 0.0
            )
            out.append(
                Explanation(
                    "product",
                    value,
                    a.interval.low * p.interval.low * per,
                    a.interval.high * p.interval.high * per,
                    f.dim,
                    sum(near) + on_f,
                    (
                        f"{human(a.value, a.dim)} x "
                        + (f"{p.value * 100:.3g} %" if per == 1.0 else f"{p.value:g} %"),
                        f"= {human(value, f.dim)}",
                    ),
                    f"'{p.text}' of '{a.text}'",
                    premises=(p.id, a.id),
                    far=min(near) < NEAR_ENOUGH,
                    # a share from a sentence before may have been used up there
                    # ("289.900 € zzgl. MwSt. (344.981 € inkl. 19 % MwSt.)")
                    confirm_only=on_f <= 0 or p.sentence != f.sentence,
                )
            )
    return out


#: Topics of a multiplier that scale a duration: times it ("dreimal so lange",
#: "halbiert die Trainingszeit"), or divide it ("2,3-mal so viel Leistung").
_TIME_TOPICS = frozenset({"duration"})
_SPEED_TOPICS = frozenset({"throughput", "effective_throughput"})


def _scaled_duration(f: Figure, ctx: Context) -> list[Explanation]:
    """ "... rund 6 Tage. Mit der B200 (2,3-mal so viel) bräuchte derselbe Lauf 1,2 Tage":
    a duration after a multiplier in its sentence is an earlier duration scaled by it."""
    if f.dim != "s" or f.noun == "gpu_hours":
        return []
    ratios = [
        g
        for g in ctx.index.around(f, 0, 0)
        if g.order < f.order
        and g.kind in ("multiplier", "fraction")
        and g.claim.topic in _TIME_TOPICS | _SPEED_TOPICS
    ]
    if not ratios:
        return []
    g = ratios[-1]
    factor = g.value if g.claim.topic in _TIME_TOPICS else 1 / g.value if g.value else 0.0
    if factor <= 0:
        return []
    out = []
    for d in ctx.index.before(f):
        if d.dim != "s" or d.sentence == f.sentence or d.noun == "gpu_hours" or d.kind != "measure":
            continue
        if any(
            h.order < d.order and h.kind in ("multiplier", "fraction")
            for h in ctx.index.around(d, 0, 0)
        ):
            continue  # "halbiert ... auf 3 Tage": a scenario itself, not the run it varies
        near = ctx.index.proximity(f, d)
        if near <= 0:
            continue
        value = d.value * factor
        span = (g.interval.low / g.value, g.interval.high / g.value) if g.value else (1, 1)
        low, high = sorted((value * span[0], value * span[1]))
        out.append(
            Explanation(
                "product",
                value,
                min(low, d.interval.low * factor),
                max(high, d.interval.high * factor),
                "s",
                near + 1.5 + (DERIVED if "derived" in f.tags else 0.0),
                (f"{human(d.value, 's')} x {factor:.3g} ('{g.text}')", f"= {human(value, 's')}"),
                f"'{d.text}' scaled by '{g.text}'",
                basis=f"'{d.text}' × '{g.text}'"
                if g.claim.topic in _TIME_TOPICS
                else f"'{d.text}' / '{g.text}'",
                premises=(d.id, g.id),
                far=near < NEAR_ENOUGH,
            )
        )
    return out


#: Operations per parameter or token ("zwei Rechenoperationen je Parameter"): a rule's
#: constant, no amount of compute a run or a device makes.
_PER_ITEM_COMPUTE = frozenset({"flop_per_item", "flop_per_parameter"})


def explain(f: Figure, ctx: Context) -> list[Explanation]:
    if f.kind in ("multiplier", "percent") or "operand" in f.tags:
        return []
    if "per_group" in f.tags and "derived" not in f.tags:
        # "41 kW per rack": a group's figure, unless said to be worked out; its energy
        # over a period is its own power's ("135 kW per rack ... a single rack running
        # for a year uses 1.18 GWh")
        own = [
            p
            for p in ctx.index.around(f)
            if ("per_group" in p.tags or {"per_unit", "group"} <= p.tags) and ctx.usable(p)
        ]
        return over_the_period(f, ctx, own)
    out: list[Explanation] = []
    premises = [
        p
        for p in ctx.index.around(f)
        if ctx.usable(p) and p.kind != "multiplier" and p.attribute not in _PER_ITEM_COMPUTE
    ]
    if "per_group" in f.tags:
        # "Jeder Knoten bringt damit vier H100-GPUs": one group's figure is made of no
        # count of groups ("125 Racks")
        premises = [p for p in premises if not p.is_count_of_groups()]
    premises += _named_earlier(f, ctx, premises)
    if not f.tags & _SCOPES:
        # "135 Kilowatt je Rack ... entspricht 142 Gigawattstunden": one rack's power
        # times a year is one rack's energy, not the site's
        premises = [p for p in premises if p.dim == "count" or not p.tags & _SCOPES]
    if f.dim in CURRENCIES:
        out.extend(device_hours_cost(f, ctx, premises))
    base, _, per = f.dim.partition("/")
    if (
        f.kind == "rate"
        and per == "s"
        and base in CURRENCIES
        and f.noun != "gpu_hours"
        and "group" in f.tags
    ):
        # "A full 8x H100 node would be $19.92/hr": a group's price per hour, from the
        # price per device-hour (or a bare price of a price list, which may only confirm)
        rates = [r for r in premises if r.dim == f.dim and r is not f]
        prices = [r for r in premises if r.dim == base and r.kind == "measure"]
        counts = [g for g in premises if g.is_count_of_devices() and g.value >= 2]
        out.extend(group_hour_cost(f, ctx, rates, counts, hour=1.0))
        found = group_hour_cost(f, ctx, prices, counts, hour=1 / 3600, any_price=True)
        out.extend(replace(e, confirm_only=True) for e in found)
    if f.kind == "rate" and per == "s" and base in CURRENCIES and f.noun == "gpu_hours":
        out.extend(device_hour_share(f, ctx, premises))
    out.extend(households(f, ctx, premises))
    out.extend(count_of_counts(f, ctx, premises))
    out.extend(_share_of(f, ctx, premises))
    out.extend(_scaled_duration(f, ctx))
    out.extend(over_the_period(f, ctx, premises))
    out.extend(over_duty_days(f, ctx, premises))
    part_time = runs_part_time(f, ctx)  # (days of a few hours each: see periods.py)
    for t in TEMPLATES:
        fits, cur = _fits(f.dim, t.output, None)
        if not fits or not _output_ok(t, f):
            continue
        for a in premises:
            ok_a, cur_a = _fits(a.dim, t.left, cur)
            if not ok_a:
                continue
            for b in premises:
                if b is a:
                    continue
                ok_b, _ = _fits(b.dim, t.right, cur_a)
                if not ok_b or not _premise_ok(t, f, a, b, ctx):
                    continue
                e = _explanation(f, ctx, t, a, b)
                if e is not None:
                    if (
                        t.name.startswith("cost = hours")
                        and b.noun == "gpu_hours"
                        and a.noun != "gpu_hours"
                    ):
                        e.confirm_only = True  # one device's hours, if the text means one
                    if part_time and (whole_days(a) or whole_days(b)):
                        e.confirm_only = True
                    out.append(e)
            out.extend(_rates_from_afar(f, ctx, t, a, premises))
    return out


def _rates_from_afar(
    f: Figure, ctx: Context, t: Template, a: Figure, premises: list[Figure]
) -> list[Explanation]:
    """Rates the document states beyond reach that make the figure with a premise near
    it. A price listed in a table or list confirms it ("Lambda | H100 SXM | $23.92", ten
    sentences on "one Lambda H100 node ... for a 730-hour month costs $17,462": the text
    holds more than one price, and an error must hold under each). The one rate of its
    kind the document states before, with none in reach, is the rate the figure means
    ("Mein Tarif: 39,7 Cent pro Kilowattstunde" at the top, "... zu meinem Tarif: rund
    4,2 Millionen Euro" much later); from afar it refutes only through a named slip."""
    near = ctx.index.proximity(f, a)
    if "/" not in t.right or t.op != "mul" or near <= 0:
        return []
    dim = t.right.replace("CUR", f.dim) if "CUR" in t.right else t.right
    out = []
    seen = {p.id for p in premises}
    for r in ctx.index.listed(dim):
        if r.id in seen or r is f or r is a or r.kind != "rate" or not _listed_price(r):
            continue
        e = _from_afar(f, t, a, r, near + 1.0, confirm_only=True)
        if _premise_ok(t, f, a, r, ctx) and agrees(f.interval, e.low, e.high):
            out.append(e)
    if any(p.dim == dim for p in premises):
        return out  # a rate in reach is the one the text means
    before = [r for r in ctx.index.listed(dim) if r.order < f.order and r.kind == "rate"]
    if before and len({round(r.value, 12) for r in before}) == 1:
        r = before[-1]
        if _premise_ok(t, f, a, r, ctx):
            later = max(a.claim.sentence, r.claim.sentence) > f.claim.sentence
            out.append(_from_afar(f, t, a, r, near + 1.5, " (the text's one rate)", later))
    return out


def _from_afar(
    f: Figure,
    t: Template,
    a: Figure,
    r: Figure,
    evidence: float,
    note: str = "",
    confirm_only: bool = False,
) -> Explanation:
    """a x the rate r stated beyond reach (which may refute only through a named slip)."""
    ia, ir = a.interval, r.interval
    value = ia.value * ir.value
    return Explanation(
        "product",
        value,
        ia.low * ir.low,
        ia.high * ir.high,
        f.dim,
        evidence,
        (f"{human(ia.value, a.dim)} x {human(ir.value, r.dim)}", f"= {human(value, f.dim)}"),
        f"{t.name}: '{a.text}' x '{r.text}'{note}",
        basis=f"'{a.text}' × '{r.text}'",
        premises=(a.id, r.id),
        far=True,
        confirm_only=confirm_only,
    )


def _listed_price(r: Figure) -> bool:
    """A price per unit of something (an hour, a kWh) in a table or list."""
    return is_price(r.dim) and (r.claim.in_table or r.claim.list_intro is not None)


#: Tags that make a figure one group's, not a total.
_SCOPES = frozenset({"per_group"})
#: Evidence for a premise about the figure's own named subject, stated beyond reach.
_EARLIER = 0.5


def _named_earlier(f: Figure, ctx: Context, near: list[Figure]) -> list[Figure]:
    """ "El Capitan achieved 1.742 exaFLOPS ... [six sentences] ... El Capitan drew 29.6
    megawatts, 68.9 gigaflops per watt": the figures the text stated before about the
    product a figure names, beyond the premise reach; of each kind the latest."""
    if not f.names_its_subject() or f.subject is None:
        return []
    seen = {p.id for p in near}
    return [
        p
        for p in ctx.index.latest_each(f, "subject", f.subject, _stated_kind)
        if p.id not in seen and p.names_its_subject() and p.kind != "multiplier"
    ]


def _stated_kind(p: Figure) -> tuple:
    """What a figure states, for its latest statement to stand for the earlier ones."""
    named = p.names_its_subject() and p.kind != "multiplier"
    return (named, p.dim, p.attribute, p.claim.precision, p.claim.sparsity)


def _near(f: Figure, ctx: Context, p: Figure) -> float:
    near = ctx.index.proximity(f, p)
    if (
        near <= 0
        and p.order < f.order
        and p.subject == f.subject
        and p.names_its_subject()
        and f.names_its_subject()
    ):
        return _EARLIER
    return near


def _of_two_machines(ctx: Context, a: Figure, b: Figure) -> bool:
    """Two measures, each named with a different system or cluster: a quotient or
    product of them describes neither."""
    if a.dim == "count" or b.dim == "count" or a.subject is None or b.subject is None:
        return False
    # (in two paragraphs, each figure is its own paragraph's machine's however named:
    # "Frontier ... about 45 GFlops per watt" and, next paragraph, "Aurora ... 1.012")
    apart = a.paragraph != b.paragraph
    if not (apart or a.names_its_subject() or a.subjects[0].evidence == "pronoun"):
        return False
    if not (apart or b.names_its_subject() or b.subjects[0].evidence == "pronoun"):
        return False
    machines = ("system", "cluster")
    return (
        ctx.ref.kind(a.subject) in machines
        and ctx.ref.kind(b.subject) in machines
        and not ctx.ref.same_product(a.subject, b.subject)
    )


def _explanation(f: Figure, ctx: Context, t: Template, a: Figure, b: Figure) -> Explanation | None:
    near_a, near_b = _near(f, ctx, a), _near(f, ctx, b)
    if near_a <= 0 or near_b <= 0:
        return None
    if _of_two_machines(ctx, a, b):
        return None  # "Aurora ... 1.012 EFlop/s" over "Frontier ... draws 24.6 MW" is nobody's
    near = near_a + near_b
    ia, ib = a.interval, b.interval
    if t.op == "mul":
        value, low, high = ia.value * ib.value, ia.low * ib.low, ia.high * ib.high
        sign = "x"
    else:
        if ib.value <= 0 or ib.low <= 0:
            return None  # (nor a signed change: "Minus 40 GB fürs Modell")
        value, low, high = ia.value / ib.value, ia.low / ib.high, ia.high / ib.low
        sign = "/"
    on_f, on_pair = _cues(f, a, b)
    if _in_a_row(f, ctx, a, b):
        on_f += 1.0  # "6.79 MW for a year is about 5.9 GWh": premises, then the result
    if "/" in a.dim or "/" in b.dim:
        on_f += 1.0  # a rate is there to be multiplied: a strong hint of the relation
    elif _typed_in_paragraph(f, t, a, b):
        # device-hours and devices make nothing but a time (devices and hours nothing but
        # device-hours): "66.7 million GPU-hours. On a cluster of 100,000 GPUs, the run
        # would take about 46 days"
        on_f += 1.0
    elif t.op == "div" and f.dim == t.output and f.dim.count("/") > 1:
        on_f += 1.0  # "gigaflops per watt": the figure's unit names the quotient
    evidence = near + on_f + on_pair
    steps = (f"{human(ia.value, a.dim)} {sign} {human(ib.value, b.dim)}",)
    what = f"{t.name}: '{a.text}' {sign} '{b.text}'"
    basis = f"'{a.text}' {'×' if sign == 'x' else sign} '{b.text}'"
    premises: tuple[str, ...] = (a.id, b.id)
    per_period = _periods_between(f, a, b)
    if per_period != 1.0:
        # "vier Stunden täglich ... 450 W ... 657 kWh im Jahr": hours a day, days a year
        value, low, high = value * per_period, low * per_period, high * per_period
        steps += (f"x {per_period:,.4g} ({_per_time(a, b)} -> {f.claim.per_time})",)
        basis += f" × {per_period:,.4g}"
    one_device, devices = _devices_of_one(f, ctx, t, a, b)
    if devices is not None:
        # "5.3 million GPUs. At 700 W each, running for a year, they burn 32 TWh": one
        # device's product, times the devices
        n = devices.interval
        value, low, high = value * n.value, low * n.low, high * n.high
        steps += (f"x {n.value:,.0f} ('{devices.text}')",)
        what += f" x '{devices.text}'"
        basis += f" × '{devices.text}'"
        premises += (devices.id,)
    return Explanation(
        "product" if t.op == "mul" else "quotient",
        value,
        low,
        high,
        f.dim,
        evidence,
        (*steps, f"= {human(value, f.dim)}"),
        what,
        basis=basis,
        premises=premises,
        # counts found only by their product's name, beyond reach, are from afar: the
        # text may count a part of the machine now ("die 4.096 Superchips" of a run
        # after "6.000 Knoten mit je vier Superchips" of the machine)
        far=(min(near_a, near_b) < NEAR_ENOUGH and not _typed_in_paragraph(f, t, a, b))
        or (f.dim == "count" and min(ctx.index.proximity(f, a), ctx.index.proximity(f, b)) <= 0),
        # two figures that merely stand near each other may confirm a third, never refute
        # it; nor may a product the text already states as another figure, nor hours x
        # rate when devices are counted near (the cost may be per device: x devices)
        confirm_only=on_f <= 0
        or stated_elsewhere(f, ctx, low, high)
        or _result_between(f, ctx, a, b)
        # a premise the text states only in a later sentence ("... is capped at 300 W")
        or max(a.claim.sentence, b.claim.sentence) > f.claim.sentence
        or (
            t.name.startswith("cost = hours")
            and a.noun != "gpu_hours"  # GPU-hours count the devices already
            and _devices_near(f, ctx)
        )
        # "At 40 % MFU across the cluster that is roughly 18 hours": one device's peak
        # and the compute leave out the utilisation and the devices the text names
        or (_COMPUTE in (t.output, t.left, t.right) and _partial_compute(f, ctx))
        # one device's figure ("700 W each") with no devices counted before
        or (one_device and devices is None)
        # the bytes read per token from another sentence may be any amount of memory
        # the text names ("bleiben dir 12 GB für den KV-Cache")
        or (t.output == "count/s" and b.sentence != f.sentence),
    )


def _per_time(a: Figure, b: Figure) -> str | None:
    return next((p.claim.per_time for p in (a, b) if p.dim == "s" and p.claim.per_time), None)


def _periods_between(f: Figure, a: Figure, b: Figure) -> float:
    """A time premise given per period ("vier Stunden täglich") for a figure given per a
    longer one ("im Jahr"): the premise's periods in the figure's (365 days a year)."""
    per = _per_time(a, b)
    mine = f.claim.per_time
    if per is None or mine is None or per == mine or per not in PERIODS or mine not in PERIODS:
        return 1.0
    return PERIODS[mine] / PERIODS[per] if PERIODS[mine] > PERIODS[per] else 1.0


def _devices_of_one(
    f: Figure, ctx: Context, t: Template, a: Figure, b: Figure
) -> tuple[bool, Figure | None]:
    """Is this a product of one device's figure ("at 700 W each") for a figure that is no
    device's own, and if so, the count of devices it is taken over (the nearest before)."""
    if t.op != "mul" or t.output == "count" or f.tags & OF_ONE:
        return False, None
    if not any("per_unit" in p.tags and p.dim != "count" for p in (a, b)):
        return False, None
    if "gpu_hours" in (a.noun, b.noun):
        return False, None  # device-hours count the devices already
    for g in ctx.index.before(f):
        if (
            g is not a
            and g is not b
            and g.is_count_of_devices()
            and g.value >= 2
            and "per_group" not in g.tags
            and ctx.usable(g)
        ):
            return True, g
    return True, None


def _typed_in_paragraph(f: Figure, t: Template, a: Figure, b: Figure) -> bool:
    """Device-hours and devices make nothing but a time: stated before the figure in its
    paragraph, one of them in its sentence, they are its premises however far back
    ("... 30,84 Millionen GPU-Stunden ... Verteilt man die Stunden auf die 16.384 H100")."""
    return (
        t.output_attribute is not None
        and a.paragraph == b.paragraph == f.paragraph
        and f.claim.sentence in (a.claim.sentence, b.claim.sentence)
        and f.order > max(a.order, b.order)  # the result comes after what makes it
    )


#: The dimension of an amount of computation.
_COMPUTE = "FLOP"


def _partial_compute(f: Figure, ctx: Context) -> bool:
    """Compute, peak and time relate one device at full rate: a stated utilisation or
    devices counted near make the two-premise reading incomplete."""
    return f.claim.measure == "sustained" or _devices_near(f, ctx)


def _result_between(f: Figure, ctx: Context, a: Figure, b: Figure) -> bool:
    """A figure of f's kind stands between the premises and f in its sentence: the
    premises are that figure's ("125 TFLOPS over 600 W works out to about 0.28 TFLOPS
    per watt, while the Ada card manages 0.30 TFLOPS per watt")."""
    last = max(a.order, b.order)
    # ("270 hours of wall clock, or roughly 27 days": f restates that figure)
    return any(
        g.dim == f.dim and last < g.order < f.order and f.claim.joined_to != g.id
        for g in ctx.index.around(f, 0, 0)
    )


def _devices_near(f: Figure, ctx: Context) -> bool:
    return any(
        (g.is_count_of_devices() or g.is_count_of_groups()) and g.value >= 2 and g.kind != "bare"
        for g in ctx.index.around(f, 2, 0)
    )


def _in_a_row(f: Figure, ctx: Context, a: Figure, b: Figure) -> bool:
    """a and b are the two figures right before f in its sentence."""
    before = [g for g in ctx.index.around(f, 0, 0) if g.order < f.order]
    return len(before) >= 2 and {before[-1].id, before[-2].id} == {a.id, b.id}


def _cues(f: Figure, a: Figure, b: Figure) -> tuple[float, float]:
    """(evidence from cues on the figure, evidence from cues joining the premises)."""
    on_f = 0.0
    if "derived" in f.tags:
        on_f += DERIVED
    elif "total" in f.tags:
        on_f += 1.0
    if f.claim.joined_to in (a.id, b.id) and f.claim.joined_by in ("derive", "eq"):
        on_f += 0.5
    joined = {(a.claim.joined_to, a.claim.joined_by), (b.claim.joined_to, b.claim.joined_by)}
    on_pair = 0.0
    if (a.id, "each") in joined or (b.id, "each") in joined or (a.id, "mul") in joined:
        on_pair += 1.0
    return on_f, on_pair
