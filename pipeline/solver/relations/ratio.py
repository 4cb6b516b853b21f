"""ratio, change, share, and chains of ratios.

A multiplier or percentage is recomputed from the pair of figures it compares: the
text's own figures near it (the subject's and the partner's), else the reference
values of the subject and the partner. Its cues say which form it takes: "2,5-fach"
is a / b; "+36 %" or "36 % more" is a / b - 1; "37 % slower" is 1 - a / b; "40 %
of" is a share a / b. Ratios the document stated before chain: H100 = 4x A100 and
B100 = 5x H100 make B100 = 20x A100.
"""

from __future__ import annotations

from pipeline.estimator import human
from pipeline.solver import mixes
from pipeline.solver.explain import DERIVED, NEAR_ENOUGH, Context, Explanation
from pipeline.solver.figures import OF_ONE, Figure
from pipeline.solver.mixes import Mix
from pipeline.solver.refvalues import RefFigure
from pipeline.solver.relations.conversion import is_price
from pipeline.solver.relations.spec import GIB, LINK_EVIDENCE
from pipeline.solver.tolerance import agrees

#: Dimensions a ratio never compares (they are ratios themselves).
_RATIOS = frozenset({"ratio", "percent"})
#: Attributes a ratio about a topic may compare.
_FAMILY = {
    "throughput": ("throughput", "effective_throughput"),
    "efficiency": ("efficiency",),
    "memory": ("memory",),
    "memory_bandwidth": ("memory_bandwidth",),
    "interconnect_bandwidth": ("interconnect_bandwidth",),
    "tdp": ("tdp",),
    "transistors": ("transistors",),
    "price": ("price",),
    "duration": ("duration",),
}
#: Evidence for a side stated earlier in the document, beyond the premise reach.
_EARLIER = 0.5
#: Evidence for a ratio between two products' reference values, and for its partner
#: being named as such ("than", "gegenüber").
_REFERENCE = 1.0
_PARTNER_NAMED = 1.0
#: A topic the reference can give both sides of.
_REFERENCE_TOPICS = (
    "throughput",
    "memory",
    "memory_bandwidth",
    "tdp",
    "transistors",
    "interconnect_bandwidth",
)


def form(f: Figure) -> str:
    """How the figure relates a to b: 'ratio', 'inverse', 'increase', 'decrease', 'share',
    'change' (a signed percentage: "−5 %")."""
    direction = f.claim.direction
    if f.kind == "fraction":
        # "die Hälfte", "a third of"; "um ein Drittel vorn" is a third more
        return direction if direction in ("increase", "decrease", "gap") else "share"
    if f.value < 0 or f.claim.quantity.sign == "+":
        return "change"  # "−5 %", "+94 %": a signed change
    if f.kind == "multiplier":
        return "inverse" if direction == "decrease" and f.value > 1 else "ratio"
    if direction == "increase":
        return "increase"
    if direction == "decrease":
        return "decrease"
    if direction == "gap" and f.dim == "percent":
        return "gap"
    return "share"


def _in_form(f: Figure, a: float, b: float) -> float | None:
    """The figure's expected value (ratio or percent) from a over b."""
    if b == 0 or a == 0:
        return None
    r = a / b
    kind = form(f)
    if kind == "ratio":
        return r
    if kind == "inverse":
        return 1 / r
    scale = 100 if f.dim == "percent" else 1  # "+34 %" or "a third more"
    if kind == "increase":
        return (r - 1) * scale
    if kind == "decrease":
        return (1 - r) * scale
    if kind == "change":
        return (r - 1) * scale
    if kind == "gap":
        return (max(r, 1 / r) - 1) * scale  # the larger over the smaller
    return r * 100 if f.dim == "percent" else r


def _about(p: Figure, entry: str | None) -> bool:
    """Is ``p`` the figure of ``entry``: its subject, or the name it is bound to ("a B200
    with its 192 GB" in a sentence about another product)?"""
    if entry is None:
        return False
    top = p.subjects[0] if p.subjects else None
    return p.subject == entry or (
        top is not None and top.evidence in ("bound", "names") and top.entry_id == entry
    )


def _topic_ok(f: Figure, p: Figure) -> bool:
    topic = f.claim.topic
    if topic is None:
        return p.attribute not in (None, "ratio")
    if (
        topic == "efficiency"
        and form(f) == "share"
        and f.partner is None
        and p.attribute in _FAMILY["throughput"]
    ):
        return True  # "an HPL efficiency of 63 percent": the measured over the peak rate
    return p.attribute in _FAMILY.get(topic, (topic,))


def _mix(a_precision: tuple[str, ...], b_precision: tuple[str, ...], a_sp, b_sp) -> Mix | None:
    if a_precision and b_precision and not set(a_precision) & set(b_precision):
        return mixes.precision(a_precision, b_precision)
    if a_sp and b_sp and a_sp != b_sp:
        return mixes.sparse_dense(a_sp, b_sp)
    return None


def explain(f: Figure, ctx: Context) -> list[Explanation]:
    if "change_base" in f.tags and f.dim not in _RATIOS:
        return _base_of_change(f, ctx)
    if f.dim not in _RATIOS or f.tags & {"heading"}:
        return []
    out = _text_pairs(f, ctx)
    out.extend(_share_of_total(f, ctx))
    out.extend(_share_of_that(f, ctx))
    out.extend(_bracketed_range(f, ctx))
    out.extend(_reference_pair(f, ctx))
    out.extend(_efficiency_pair(f, ctx))
    out.extend(_derived_from_figure(f, ctx))
    out.extend(_chains(f, ctx))
    out.extend(_change_span(f, ctx))
    out.extend(_beyond_a_whole(f))
    if f.claim.quantity.hedge is not None and f.claim.quantity.hedge.kind == "peak":
        for e in out:
            e.confirm_only = e.confirm_only or e.relation != "consistency"
    _either_share_or_change(f, out)
    return out


def _either_share_or_change(f: Figure, out: list[Explanation]) -> None:
    """A percentage no word gives a direction ("eine Anhebung um rund 8 %") reads as a
    share, or as the change between the two figures: a share it misses refutes it
    only when the change misses too."""
    if f.kind != "percent" or f.claim.direction is not None or form(f) != "share":
        return
    if "share_of" in f.tags:
        return  # "60 % der Spitzenleistung" says it is a share
    for e in out:
        if e.relation != "ratio" or e.confirm_only:
            continue
        # the change either way: "289.900 € zzgl. MwSt. (344.981 € inkl. 19 % MwSt.)"
        # sets the smaller first, and 344,981 is 19 % more than 289,900
        for low, high in ((e.low, e.high), (1e4 / e.high, 1e4 / e.low)):
            change = sorted((abs(low - 100), abs(high - 100)))
            if e.low > 0 and agrees(f.interval, change[0], change[1]):
                e.confirm_only = True


def _change_span(f: Figure, ctx: Context) -> list[Explanation]:
    """ "fell from $3.40 in the prior quarter to $3.10, a 9 % increase": the change the
    text's own "from X to Y" makes, signed, against the percentage that names it."""
    kind = form(f)
    if f.dim != "percent" or kind not in ("increase", "decrease", "change"):
        return []
    before = [g for g in ctx.index.around(f, 0, 0) if g.order < f.order]
    before.sort(key=lambda g: g.order)
    if len(before) < 2:
        return []
    to, start = before[-1], before[-2]
    if to.claim.joined_by != "to" or to.claim.joined_to != start.id or to.dim != start.dim:
        return []
    if start.value <= 0 or not (ctx.usable(start) and ctx.usable(to)):
        return []
    change = (to.value / start.value - 1) * 100
    value = -change if kind == "decrease" else change
    return [
        _exact(
            f,
            value,
            3.5,
            (f"'{to.text}' / '{start.text}' - 1", f"= {change:+.3g} %"),
            f"the change from '{start.text}' to '{to.text}'",
            basis=f"'{to.text}' / '{start.text}'",
            premises=(start.id, to.id),
        )
    ]


def _base_of_change(f: Figure, ctx: Context) -> list[Explanation]:
    """ "revenue reached $51.2 billion, up 66% from $20.8 billion": the figure a change
    is said to start from is the figure before the change undone by it. The base is the
    text's own working (the change and the new figure are the ones it reports), so a
    mismatch is the base's; the change, set against a base shown wrong from it, is not
    refuted in its place (see the solver's passes)."""
    before = sorted(
        (g for g in ctx.index.around(f, 0, 0) if g.order < f.order), key=lambda g: g.order
    )
    if len(before) < 2 or before[-1].dim not in _RATIOS:
        return []
    change, kind = before[-1], form(before[-1])
    if kind not in ("increase", "decrease", "change") or not ctx.usable(change):
        return []
    new = next((g for g in reversed(before[:-1]) if g.dim == f.dim and g.kind == f.kind), None)
    if new is None or new.value <= 0 or not ctx.usable(new):
        return []
    scale = 100 if change.dim == "percent" else 1
    sign = -1 if kind == "decrease" else 1
    factors = sorted(1 + sign * x / scale for x in (change.interval.low, change.interval.high))
    if factors[0] <= 0:
        return []
    value = new.value / (1 + sign * change.value / scale)
    return [
        Explanation(
            "ratio",
            value,
            new.interval.low / factors[1],
            new.interval.high / factors[0],
            f.dim,
            3.5,
            (
                f"'{new.text}' / (1 {'-' if sign < 0 else '+'} {change.text})",
                f"= {human(value, f.dim)}",
            ),
            f"'{new.text}' before a change of '{change.text}'",
            basis=f"'{new.text}', '{change.text}'",
            premises=(new.id, change.id),
        )
    ]


#: The end of an efficiency's dimension ("FLOP/s/W"): the one kind of rate a ratio
#: compares like any figure ("72 against 65 gigaflops per watt, a 10 % gain").
_PER_WATT = "/W"


def _text_pairs(f: Figure, ctx: Context) -> list[Explanation]:
    out: list[Explanation] = []
    # "leads by 0.489 exaflops, or about 29 percent": the lead the ratio restates is no
    # side of it
    pool = [
        p
        for p in ctx.index.around(f)
        if p.dim not in _RATIOS
        and (
            p.kind != "rate" or p.dim.endswith(_PER_WATT) or is_price(p.dim)
        )  # and prices per unit
        and ctx.usable(p)
        and not (p.claim.difference and f.claim.joined_to == p.id and f.claim.joined_by == "derive")
    ]
    if f.claim.in_table:
        # a table cell's ratio ("Growth y/y | +93%") is of its own row, not of others
        pool = [p for p in pool if p.claim.sentence == f.claim.sentence]
    if f.subject and f.partner:
        # the subject's or partner's figure stated earlier in the document: its latest
        # statement of each kind, which is what a later ratio compares
        seen = {p.id for p in pool}
        stated: set[tuple] = set()
        named = ctx.index.earlier_with(f, "subject", f.subject)
        if f.partner != f.subject:
            named = sorted(
                named + ctx.index.earlier_with(f, "subject", f.partner), key=lambda g: g.order
            )
        for p in reversed(named):
            if p.id in seen:
                continue
            if p.dim in _RATIOS or p.kind == "rate" or not _topic_ok(f, p) or not ctx.usable(p):
                continue
            if (
                f.claim.precision
                and p.claim.precision
                and not set(f.claim.precision) & set(p.claim.precision)
            ):
                continue
            kind = (p.subject, p.dim, p.attribute, p.claim.precision, p.claim.sparsity)
            if kind not in stated:
                stated.add(kind)
                pool.append(p)
    # a side too far from the ratio makes no pair: each premise's nearness is worked
    # out once, and only the near ones are paired, each with those of its dimension
    near = [(p, n) for p in pool if (n := _near(f, ctx, p)) > 0]
    by_dim: dict[str, list[tuple[Figure, float]]] = {}
    for p, n in near:
        by_dim.setdefault(p.dim, []).append((p, n))
    used = _pairs_used_before(f, ctx)
    new_value = _changed_to(f, ctx)
    for a, a_near in near:
        for b, b_near in by_dim[a.dim]:
            if a is b:
                continue
            e = _pair(f, ctx, a, b, a_near, b_near)
            if e is not None:
                if (a.id, b.id) in used or (new_value is not None and a is not new_value):
                    # "up 62% from $35.1 billion ... and up 22% from the prior quarter": the
                    # pair the 62% is made of is not the 22%'s; "jumped 162% to $8.2
                    # billion": the change ends at the figure it goes to
                    e.confirm_only = True
                out.append(e)
    return out


#: The most a quantity can fall by, in percent.
_WHOLE = 100.0


def _beyond_a_whole(f: Figure) -> list[Explanation]:
    """ "cut by a factor of four, a 400% reduction": nothing falls by more than all of
    it; a fall beyond 100 percent is a factor taken for a percentage."""
    if f.dim != "percent" or form(f) != "decrease" or f.interval.low <= _WHOLE:
        return []
    return [
        _exact(
            f,
            _WHOLE,
            4.0,
            (f"a fall of {f.value:g} % would leave {100 - f.value:g} %", "at most 100 %"),
            "a reduction, which cannot exceed 100 %",
            basis="a reduction of at most 100 %",
            premises=(),
        )
    ]


def _pairs_used_before(f: Figure, ctx: Context) -> set[tuple[str, str]]:
    """The pairs that reproduce a ratio stated before f in its sentence: they are that
    ratio's, not f's."""
    used: set[tuple[str, str]] = set()
    for g in ctx.index.around(f, 0, 0):
        if g.order >= f.order or g.dim not in _RATIOS or g.dim != f.dim:
            continue
        sides = [p for p in ctx.index.around(g, 0, 0) if p.dim not in _RATIOS and p.value > 0]
        for a in sides:
            for b in sides:
                if a is not b and a.dim == b.dim and _topic_ok(g, a) and _topic_ok(g, b):
                    value = _in_form(g, a.value, b.value)
                    if value is not None and agrees(g.interval, value, value):
                        used.add((a.id, b.id))
    return used


def _changed_to(f: Figure, ctx: Context) -> Figure | None:
    """The figure a change goes to, joined to it by a 'to' word ("jumped 162% to $8.2
    billion")."""
    for g in ctx.index.around(f, 0, 0):
        if g.claim.joined_to == f.id and g.claim.joined_by == "to":
            return g
    return None


def _share_of_total(f: Figure, ctx: Context) -> list[Explanation]:
    """ "Das Land steuert 8,6 Millionen Euro bei, das entspricht 35 Prozent" after "Die
    Gesamtinvestition ... 21,5 Millionen Euro": the figure it follows from over the
    total the text stated before."""
    c = f.claim
    if form(f) != "share" or c.joined_to is None:
        return []
    if c.joined_by != "derive" and "of_total" not in f.tags:
        return []
    a = ctx.index.by_id.get(c.joined_to)
    if a is None or a.dim in _RATIOS or not ctx.usable(a):
        return []
    total = None
    named = ctx.index.by_id.get(c.share_base) if c.share_base else None
    if named is not None and named.dim == a.dim and named.value > a.value and ctx.usable(named):
        # "Die IT-Last ... 8,3 Megawatt ... 6,5 MW, rund 95 Prozent der IT-Last": the
        # whole the share names
        total = named
    elif "of_total" in f.tags:
        # "$500 billion over four years, with $100 billion now, a quarter of the total":
        # the share says it is of a total, the largest such figure before its part
        whole = [
            b
            for b in ctx.index.around(f, 1, 0)
            if b.order < a.order and b.dim == a.dim and b.value > a.value and ctx.usable(b)
        ]
        total = max(whole, key=lambda g: g.value, default=None)
    if total is None:
        # the latest total stated before (clusters as a share of GPUs compare nothing)
        total = next(
            (
                b
                for b in reversed(ctx.index.earlier_with(a, "total_dim", a.dim))
                if (a.dim != "count" or a.noun == b.noun) and b.value > a.value and ctx.usable(b)
            ),
            None,
        )
    value = _in_form(f, a.value, total.value) if total is not None else None
    if total is None or value is None:
        return []
    evidence = 1.5 + 1.5 + (0.5 if total.paragraph == f.paragraph else 0.0)
    return [_share(f, a, total, value, evidence, f"'{a.text}' as a share of the total")]


def _exact(
    f: Figure, value: float, evidence: float, steps: tuple[str, ...], what: str, **more
) -> Explanation:
    """A ratio explanation of one exact value (no range around it)."""
    return Explanation("ratio", value, value, value, f.dim, evidence, steps, what, **more)


def _share(
    f: Figure, part: Figure, whole: Figure, value: float, evidence: float, what: str, **more
) -> Explanation:
    """The explanation "part / whole = value" of a share."""
    return _exact(
        f,
        value,
        evidence,
        (f"'{part.text}' / '{whole.text}'", f"= {_show(f, value)}"),
        f"{what} '{whole.text}'",
        premises=(part.id, whole.id),
        **more,
    )


def _share_of_that(f: Figure, ctx: Context) -> list[Explanation]:
    """ "343 TFLOPS sustained ... rated at 989 TFLOPS, so it ran at 35 % of that
    figure": a share of the figure it points back to, taken by a nearby figure of the
    same kind. Which figure is the part is a guess, so this only confirms."""
    c = f.claim
    if "part" not in f.tags or c.joined_to is None:
        return []
    whole = ctx.index.by_id.get(c.joined_to)
    if whole is None or whole.dim in _RATIOS or whole.value <= 0 or not ctx.usable(whole):
        return []
    out = []
    for a in ctx.index.around(f):
        if a is whole or a.dim != whole.dim or not 0 < a.value < whole.value:
            continue
        value = _in_form(f, a.value, whole.value)
        if value is None or not ctx.usable(a):
            continue
        what = f"'{a.text}' as a share of"
        out.append(_share(f, a, whole, value, 1.5 + 1.0, what, confirm_only=True))
    return out


def _bracketed_range(f: Figure, ctx: Context) -> list[Explanation]:
    """ "roughly 3.2x (312 to 989 TFLOPS)": the two ends of a bracketed range after the
    ratio are what it compares."""
    out = []
    for g in ctx.index.around(f, 0, 0):
        if g.claim.joined_to != f.id or g.claim.joined_by != "paren" or g.interval.stated is None:
            continue
        low, high = g.interval.stated
        value = _in_form(f, high, low) if form(f) != "share" else _in_form(f, low, high)
        if value is None:
            continue
        out.append(
            _exact(
                f,
                value,
                1.5 + 1.5,
                (f"the ends of '{g.text}'", f"= {_show(f, value)}"),
                f"the ends of '{g.text}'",
                premises=(g.id,),
            )
        )
    return out


def _set_against(a: Figure, b: Figure) -> bool:
    """The text sets a against b: "141 GB statt 80 GB" (a, b), "von 5 auf 6 TB/s" (6, 5)."""
    if a.claim.joined_to == b.id and a.claim.joined_by == "to":
        return True
    return b.claim.joined_to == a.id and b.claim.joined_by == "contrast"


def _first_ratio_after(f: Figure, ctx: Context, a: Figure, b: Figure) -> bool:
    """The ratio is the first one after the pair the text sets against each other:
    "1,000 W against 700 W is 43 percent more power for 32 percent more compute"."""
    last = max(a.order, b.order)
    return not any(g.dim in _RATIOS and last < g.order < f.order for g in ctx.index.around(f, 0, 0))


def _flanking(f: Figure, ctx: Context, a: Figure, b: Figure) -> bool:
    """ "1.200 W, rund 40 Prozent mehr als die 700 W einer H100": the figure right
    before the ratio against the one it is compared with right after it; the figure
    before may close the sentence before when the ratio points back to it ("1.000
    exaflops. That is an increase of 40 percent over the 793.4 petaflops")."""
    if b.claim.joined_to != f.id or b.claim.joined_by not in ("contrast", "of"):
        return False
    if f.claim.joined_by == "derive" and f.claim.joined_to == a.id:
        return True
    if a.sentence != f.sentence or a.order > f.order:
        return False
    return not any(
        g.dim == a.dim and a.order < g.order < f.order for g in ctx.index.around(f, 0, 0)
    )


def _around_the_ratio(f: Figure, ctx: Context, a: Figure, b: Figure) -> bool:
    """ "Gaudi 3 mit 1.835 TFLOPS mehr als das Sechsfache seines Vorgängers mit 432
    TFLOPS": the figure of its kind right before the ratio against the first one after."""
    same = [g for g in ctx.index.around(f, 0, 0) if g.dim == a.dim]
    before = [g for g in same if g.order < f.order]
    after = [g for g in same if g.order > f.order]
    between = [
        g for g in ctx.index.around(f, 0, 0) if g.dim in _RATIOS and f.order < g.order < b.order
    ]
    return bool(before and after) and before[-1] is a and after[0] is b and not between


def _row_pair(f: Figure, ctx: Context, a: Figure, b: Figure) -> bool:
    """A table row "| 4,150 | 7,060 | +82 % |": the two cells of its kind before the
    ratio in its row, the later over the earlier."""
    row = f.claim.row
    if row is None or a.claim.row != row or b.claim.row != row or a.order < b.order:
        return False
    cells = [g for g in ctx.index.around(f, 0, 0) if g.claim.row == row and g.order < f.order]
    same = [g for g in cells if g.dim == a.dim]
    return len(same) >= 2 and same[-1] is a and same[-2] is b


def _nearest_pair(f: Figure, ctx: Context, a: Figure, b: Figure) -> bool:
    """a and b are the last two figures of their kind before the ratio, in its sentence
    or the one before, with nothing of their kind between ("... 1.742 exaFLOPS (Rmax)
    ... a peak of 2.746 exaFLOPS. That corresponds to an efficiency of 72 percent").
    A ratio that points back to one of them reaches a sentence further ("640 Petaflops.
    Im Herbst 800 Petaflops. Das ist ein Plus von 25 Prozent")."""
    points_back = f.claim.joined_by == "derive" and f.claim.joined_to in (a.id, b.id)
    # (not when a figure of the kind follows in its sentence: "das Fünffache des alten
    # Clusters mit 64 x 80 GB" names its own partner)
    partner_after = points_back and any(
        g.dim == a.dim and g.order > f.order for g in ctx.index.around(f, 0, 0)
    )
    back = 2 if points_back and not partner_after else 1
    before = [g for g in ctx.index.around(f, back, 0) if g.order < f.order and g.dim == a.dim]
    before.sort(key=lambda g: g.order)
    return len(before) >= 2 and {a.id, b.id} == {before[-1].id, before[-2].id}


def _alignment(f: Figure, ctx: Context, a: Figure, b: Figure) -> float | None:
    """How surely a over b is what the ratio compares; None: not a reading at all."""
    subject, partner = f.subject, f.partner
    if _set_against(a, b) and a.sentence == f.sentence and _first_ratio_after(f, ctx, a, b):
        return 1.5 if _topic_ok(f, a) or not f.claim.topic else 0.5
    if _flanking(f, ctx, a, b):
        return 1.5
    if _row_pair(f, ctx, a, b):
        return 1.5
    if (
        partner
        and not _about(b, partner)
        and not ctx.ref.same_product(_owner(ctx, b), partner)
        and not (b.claim.joined_to == f.id and b.claim.joined_by == "of")
    ):
        return None  # "300 times El Capitan": a pair without El Capitan's figure is not it
    if b.claim.joined_to == f.id and b.claim.joined_by == "of" and subject and _about(a, subject):
        return 1.5  # "Gaudi 3 ... auf nur 46 Prozent der 3.958 Teraflops" (Gaudi 3's 1.835)
    if _around_the_ratio(f, ctx, a, b) and _topic_ok(f, a):
        # the subject's own figure right before its ratio is the surer reading
        return 1.5 if subject and _about(a, subject) else 1.0
    if subject and partner and _about(a, subject) and _about(b, partner):
        # the two named products' figures: as sure a pair as the text can state, when
        # the ratio names its subject ("it is 50% more" may mean another product)
        sure = 2.0 if _link(f, subject) >= LINK_EVIDENCE["clause"] else 1.0
        return sure if _topic_ok(f, a) else 0.5
    if not (_topic_ok(f, a) and _topic_ok(f, b)):
        return None
    if (
        _nearest_pair(f, ctx, a, b)
        and a.subject in (None, subject)
        and b.subject in (None, subject)
    ):
        return 1.0
    if (
        _nearest_pair(f, ctx, a, b)
        and a.sentence == f.sentence == b.sentence
        and a.order < b.order
        and a.subject
        and b.subject
        and not ctx.ref.same_product(a.subject, b.subject)
    ):
        return 1.0  # "Die MI300X bietet 5,3 TB/s, die H100 3,35 TB/s, ein Plus von 58 %"
    if (
        "derived" in f.tags
        and f.claim.topic is not None  # says what it compares ("40 % mehr" Speicher)
        and _nearest_pair(f, ctx, a, b)
        and a.subject
        and b.subject
        and not ctx.ref.same_product(a.subject, b.subject)
    ):
        # "Die H20 hat 96 GB ... dem H100 mit seinen 80 GB überlegen, das sind 40 % mehr":
        # the two products' figures just before a ratio derived from them
        return 1.0
    # one side named: only when the ratio names a partner at all ("63 Prozent seiner
    # Spitzenleistung" is a share of its own, not of the other system's figure)
    named_partner = partner or any(c.evidence == "partner" for c in f.subjects)
    if named_partner and subject and _about(a, subject) and b.subject not in (None, subject):
        return 0.5
    if partner and _about(b, partner) and a.subject != partner:
        return 0.5
    return 0.0


def _pair(
    f: Figure, ctx: Context, a: Figure, b: Figure, a_near: float, b_near: float
) -> Explanation | None:
    """The ratio read as ``a`` over ``b`` (``a_near``, ``b_near``: their ``_near``)."""
    near = min(a_near, b_near)
    if near <= 0:
        return None
    if a.dim == "count" and a.noun and b.noun and a.noun != b.noun:
        return None  # clusters against GPUs compares nothing
    if a.value == b.value and a.subject == b.subject and a.attribute == b.attribute:
        return None  # a figure and its restatement ("## Zwei 5090 ... Zwei RTX 5090 ...")
    if _one_and_all(a, b) or _one_and_all(b, a):
        return None  # "120 Kilowatt pro Rack sind das 24 Megawatt": a rack's, then all of them
    aligned = _alignment(f, ctx, a, b)
    if aligned is None:
        return None
    if f.subject and f.partner and _about(a, f.subject) and _about(b, f.partner):
        # the partner's own figure may have been stated anywhere before: the pair is
        # as near as the subject's figure
        near = max(a_near, b_near)
    value = _in_form(f, a.value, b.value)
    if value is None or not _possible(f, value):
        return None
    # a hedged side ("über 900 TFLOPS") leaves the ratio a range
    a_lo, a_hi = _span(a)
    b_lo, b_hi = _span(b)
    ends = [e for e in (_in_form(f, a_lo, b_hi), _in_form(f, a_hi, b_lo)) if e is not None]
    low, high = (min(ends), max(ends)) if len(ends) == 2 else (value, value)
    if form(f) == "gap":
        # "35 % Abstand": or the smaller as a share short of the larger
        r = a.value / b.value
        low = min(low, (1 - min(r, 1 / r)) * 100)
    mix = _mix(ctx.precision(a), ctx.precision(b), ctx.sparsity(a), ctx.sparsity(b))
    if ctx.ref.same_product(_owner(ctx, a), _owner(ctx, b)):
        mix = None  # one device's two formats (or its Rmax and Rpeak) side by side on purpose
    elif mix is None and {a.claim.measure, b.claim.measure} == {"rmax", "rpeak"}:
        mix = mixes.peak_vs_measured()
    evidence = near + aligned + (0.5 if f.claim.topic else 0.0)
    evidence += DERIVED if "derived" in f.tags else 0.0
    return Explanation(
        "ratio",
        value,
        low,
        high,
        f.dim,
        evidence,
        (f"'{a.text}' / '{b.text}'", f"= {_show(f, value)}"),
        f"'{a.text}' against '{b.text}'",
        basis=f"'{a.text}' / '{b.text}'",
        premises=(a.id, b.id),
        mix=mix,
        far=near < NEAR_ENOUGH,
        # two figures that merely stand near may confirm a ratio, never refute it
        confirm_only=aligned <= 0,
    )


def _one_and_all(a: Figure, b: Figure) -> bool:
    """a is one unit's or group's figure, b the total the text works out of it."""
    return (
        bool(a.tags & OF_ONE)
        and not b.tags & OF_ONE
        and "derived" in b.tags
        and b.claim.sentence == a.claim.sentence
        and b.order > a.order
        and b.value > _TOTAL_OVER * a.value
    )


#: How much larger than one unit's figure a total over several is at least.
_TOTAL_OVER = 2.0


def _possible(f: Figure, value: float) -> bool:
    """A reading the ratio's own form allows: "das 3,6-Fache" is no 0.28, "20 % more" no
    -220 %."""
    kind = form(f)
    if kind == "ratio" and f.value > 1 and value < 1:
        return False
    if kind == "share" and f.kind == "fraction" and f.value < 1 and value > 1:
        return False  # "ein Viertel" is a part of a whole, never twice something
    if f.value > 0 and value > 0 and max(value / f.value, f.value / value) > _ABSURD:
        return False  # "700 W per GPU ... 70 MW ... doubling": one device against a site
    return not (kind in ("increase", "decrease") and value < 0)


#: A reading this many times off the stated ratio sets figures of two scales together.
_ABSURD = 1000.0


def _owner(ctx: Context, g: Figure) -> str | None:
    """Whose figure it is: the product whose datasheet value it matched, else its subject."""
    found = ctx.matched.get(g.id)
    return found.entry_id if found is not None else g.subject


def _span(p: Figure) -> tuple[float, float]:
    """A premise's range when the text hedges it, else its value."""
    q = p.claim.quantity
    hedge = q.hedge
    if hedge is not None and hedge.kind == "approx":
        # "rund 72 ... etwa 65": the writer divides the figures as written, rounded to
        # their digits; the hedge's wider tolerance is for a datasheet's exact value
        rel = q.rel_precision
        return p.value * (1 - rel), p.value * (1 + rel)
    if hedge is not None and hedge.kind in ("lower", "above", "below"):
        return p.interval.low, p.interval.high
    return p.value, p.value  # "bis zu 1.200 W": the rated maximum itself


def _near(f: Figure, ctx: Context, p: Figure) -> float:
    """Proximity, and a little for the subject's or partner's figure stated earlier."""
    near = ctx.index.proximity(f, p)
    if near <= 0 and p.order < f.order and p.subject in (f.subject, f.partner):
        return _EARLIER
    return near


def _reference_pair(f: Figure, ctx: Context) -> list[Explanation]:
    subject, partner = f.subject, f.partner
    if not subject or not partner or subject == partner or "part" in f.tags:
        return []  # "35 % of that figure": a share of a figure, not product against product
    topic = f.claim.topic or "throughput"
    if topic not in _REFERENCE_TOPICS:
        return []
    out: list[Explanation] = []
    pairs = [(subject, partner, False)]
    # "Gegenüber der Vorgängergeneration GB200 biete jede GPU 50 Prozent mehr": a GPU
    # against a superchip's GPU, not against both of them
    a_unit = ctx.ref.unit_of_small_package(subject)
    b_unit = ctx.ref.unit_of_small_package(partner)
    one_a = a_unit is None and ctx.ref.kind(subject) == "accelerator"
    one_b = b_unit is None and ctx.ref.kind(partner) == "accelerator"
    per_unit = bool(f.tags & {"per_part", "per_unit"})
    if (b_unit and (one_a or per_unit)) or (a_unit and (one_b or per_unit)):
        pairs = [(a_unit or subject, b_unit or partner, False), (subject, partner, True)]
    for a_entry, b_entry, mismatched in pairs:
        out.extend(_reference_values(f, ctx, a_entry, b_entry, topic, mismatched))
    return out


def _reference_values(
    f: Figure, ctx: Context, subject: str, partner: str, topic: str, mismatched: bool
) -> list[Explanation]:
    """One product's reference values against another's; ``mismatched``: a device against
    a package of several, a reading that only confirms."""
    out: list[Explanation] = []
    precision = f.claim.precision
    said = f.claim.sparsity if f.claim.sparsity_explicit else None
    hedge = f.claim.quantity.hedge
    upto = hedge is not None and hedge.kind == "peak"
    for va in ctx.ref.matching(subject, topic, precision):
        for vb in _partners(ctx, partner, topic, va, precision):
            if said and any(v.sparsity not in (None, said) for v in (va, vb)):
                continue  # "at dense FP8": neither side's sparse figure
            if upto and va.sparsity != vb.sparsity:
                continue  # "bis zu 4-mal schneller": a vendor's best case, not a mix
            value = _in_form(f, va.value, vb.value)
            if value is None or va.status != "primary" or vb.status != "primary":
                continue
            mix = _mix(
                (va.precision,) if va.precision else (),
                (vb.precision,) if vb.precision else (),
                va.sparsity,
                vb.sparsity,
            )
            evidence = _REFERENCE + min(_link(f, subject), 4.0) / 4 + _PARTNER_NAMED
            evidence += 0.5 if f.claim.topic else 0.0
            low = high = value
            if va.binary != vb.binary:
                # "192 GB ... sechsmal so viel wie Trillium" (192 GiB against 32 GB): each
                # side as the article writes it, or both in one kind of prefix
                other = _in_form(f, va.value / GIB if va.binary else va.value,
                                 vb.value / GIB if vb.binary else vb.value)  # fmt: skip
                if other is not None:
                    low, high = min(value, other), max(value, other)
            out.append(
                Explanation(
                    "ratio",
                    value,
                    low,
                    high,
                    f.dim,
                    evidence,
                    (_ref_step(va), _ref_step(vb), f"{_fmt(va)} / {_fmt(vb)} = {_show(f, value)}"),
                    f"{va.name} {va.label} against {vb.name} {vb.label}",
                    sources=va.sources + vb.sources,
                    mix=mix,
                    # with no precision named, each precision is another reading
                    confirm_only=(topic == "throughput" and not precision) or mismatched,
                )
            )
    return out


def _efficiency_pair(f: Figure, ctx: Context) -> list[Explanation]:
    """ "FP8 performance per watt improves by 2.3x": each product's throughput at the
    precision over its TDP, from the reference."""
    subject, partner = f.subject, f.partner
    if f.claim.topic != "efficiency" or not subject or not partner or not f.claim.precision:
        return []
    said = f.claim.sparsity if f.claim.sparsity_explicit else "dense"

    def per_watt(entry: str) -> tuple[float, tuple] | None:
        rates = [
            v
            for v in ctx.ref.matching(entry, "throughput", f.claim.precision)
            if v.status == "primary" and v.sparsity in (None, said)
        ]
        power = [v for v in ctx.ref.values(entry, "tdp") if v.status == "primary"]
        if not rates or not power or power[0].value <= 0:
            return None
        return rates[0].value / power[0].value, rates[0].sources + power[0].sources

    a, b = per_watt(subject), per_watt(partner)
    if a is None or b is None:
        return []
    value = _in_form(f, a[0], b[0])
    if value is None:
        return []
    name_a, name_b = ctx.ref.name(subject), ctx.ref.name(partner)
    return [
        _exact(
            f,
            value,
            _REFERENCE + min(_link(f, subject), 4.0) / 4 + _PARTNER_NAMED + 0.5,
            (
                f"reference: {name_a} {a[0] / 1e9:,.3g} GFLOPS per W",
                f"reference: {name_b} {b[0] / 1e9:,.3g} GFLOPS per W",
                f"= {_show(f, value)}",
            ),
            f"{name_a} throughput per watt against {name_b}",
            basis=f"{name_a} / {name_b}",
            sources=a[1] + b[1],
        )
    ]


#: A device lacking a low precision is compared at the lowest one it has.
#: Tags that make a figure a group's (a rack, a node, a facility) rather than a device's.
_GROUP_TAGS = frozenset({"group", "per_group", "total", "facility"})
_FALLBACK = {"fp4": ("fp8", "int8"), "fp6": ("fp8",), "int4": ("int8", "fp8")}


def _derived_from_figure(f: Figure, ctx: Context) -> list[Explanation]:
    """ "erreicht er 40 PFLOPS, also eine 5-fache Steigerung": the ratio of the figure it
    follows from against the comparison partner's figure of the same kind (the text's,
    stated earlier, else the reference's at that precision)."""
    c = f.claim
    if c.joined_by != "derive" or c.joined_to is None or form(f) != "ratio":
        return []
    a = ctx.index.by_id.get(c.joined_to)
    if a is None or a.dim in _RATIOS or not ctx.usable(a):
        return []
    partners = (
        [f.partner]
        if f.partner
        else [x.entry_id for x in f.subjects if x.evidence == "partner" and x.entry_id]
    )
    out: list[Explanation] = []
    for partner in partners[:1]:
        if partner == a.subject:
            continue
        for b in reversed(ctx.index.earlier_with(a, "subject", partner)):
            if b.attribute == a.attribute and b.dim == a.dim:
                if not _same_precision(a, b):
                    continue
                mix = _mix(ctx.precision(a), ctx.precision(b), ctx.sparsity(a), ctx.sparsity(b))
                out.append(
                    _against(f, a, b.value, f"'{b.text}'", (), 3.0 + _PARTNER_NAMED, (b.id,), mix)
                )
                break
        of_group = bool(a.tags & _GROUP_TAGS) or ctx.ref.kind(a.subject) in ("system", "cluster")
        if a.attribute and not (of_group and ctx.ref.kind(partner) == "accelerator"):
            # ("The NVL72 cabinet draws 120 kW. That is three times an H100 rack": a
            # group's figure is not set against one device's datasheet)
            precision = a.claim.precision
            values = list(ctx.ref.matching(partner, a.attribute, precision))
            fallback = not values
            for p in precision:
                if not values:
                    values = list(ctx.ref.matching(partner, a.attribute, _FALLBACK.get(p, ())))
            machine = ctx.ref.kind(partner) in ("system", "cluster")
            if not values and machine and a.attribute == "throughput":
                # "70 exaflops of FP4 ... nearly 40 times El Capitan": a machine is known
                # by its Linpack result; reproduced that way, the ratio mixes formats
                values = list(ctx.ref.matching(partner, a.attribute, ()))
                fallback = False
            for v in values:
                if v.status == "primary" and v.unit == a.dim:
                    mix = _mix(
                        ctx.precision(a),
                        (v.precision,) if v.precision else (),
                        ctx.sparsity(a),
                        v.sparsity,
                    )
                    if (
                        mix is None
                        and "rmax" in (v.variant or "").lower()
                        and a.claim.measure != "rmax"
                    ):
                        mix = mixes.peak_vs_measured()
                    out.append(
                        _against(
                            f,
                            a,
                            v.value,
                            f"{v.name} {v.label}",
                            v.sources,
                            2.5 + _PARTNER_NAMED,
                            (),
                            mix,
                        )
                    )
                    # a partner without the precision is compared at its lowest one, as
                    # vendors do: reproduced that way it is a warning, but a figure that
                    # even this comparison does not give is wrong
                    out[-1].mix_refutes = fallback
    return out


def _same_precision(a: Figure, b: Figure) -> bool:
    pa, pb = a.claim.precision, b.claim.precision
    return not pa or not pb or bool(set(pa) & set(pb))


def _against(
    f: Figure,
    a: Figure,
    b: float,
    label: str,
    sources,
    evidence: float,
    used,
    mix: Mix | None = None,
) -> Explanation:
    value = a.value / b
    return Explanation(
        "ratio",
        value,
        a.interval.low / b,
        a.interval.high / b,
        f.dim,
        evidence,
        (f"'{a.text}' / {label}", f"= {value:.3g}x"),
        f"'{a.text}' against {label}",
        basis=f"'{a.text}' / {label}",
        premises=(a.id, *used),
        sources=tuple(sources),
        mix=mix,
    )


def _partners(ctx: Context, partner: str, topic: str, va: RefFigure, precision):
    """The partner's values comparable with ``va``: the same precision when the partner
    has it (either sparsity: a mismatch is a mix), else whatever the figure's precision
    allows."""
    values = ctx.ref.matching(
        partner, topic, precision or ((va.precision,) if va.precision else ())
    )
    same = [v for v in values if v.precision == va.precision]
    return same or list(values)


def _link(f: Figure, entry: str) -> float:
    for c in f.subjects:
        if c.entry_id == entry:
            return c.score
    return LINK_EVIDENCE["sentence"]


def _chains(f: Figure, ctx: Context) -> list[Explanation]:
    """The document's earlier ratios between the same products, direct or chained."""
    subject, partner = f.subject, f.partner
    if f.kind != "multiplier" or not subject or not partner or form(f) != "ratio":
        return []
    edges: dict[tuple[str, str], tuple[float, Figure]] = {}
    for g in ctx.index.earlier_with(f, "kind", "multiplier"):
        if not g.subject or not g.partner or form(g) != "ratio":
            continue
        if g.claim.topic != f.claim.topic:
            continue
        if (
            g.claim.precision
            and f.claim.precision
            and set(g.claim.precision) != set(f.claim.precision)
        ):
            continue
        edges[(g.subject, g.partner)] = (g.value, g)
    out: list[Explanation] = []
    direct = edges.get((subject, partner))
    if direct is not None:
        value, g = direct
        out.append(_edge_explanation(f, value, (g,), f"the text said '{g.text}' before"))
    for (x, z), (w1, g1) in edges.items():
        if x != subject:
            continue
        second = edges.get((z, partner))
        if second is None:
            continue
        w2, g2 = second
        out.append(
            _edge_explanation(
                f, w1 * w2, (g1, g2), f"the text's '{g1.text}' and '{g2.text}' chained"
            )
        )
    return out


def _edge_explanation(f: Figure, value: float, via: tuple[Figure, ...], what: str) -> Explanation:
    steps = tuple(f"{g.text} ({g.subject} / {g.partner})" for g in via)
    return Explanation(
        "consistency",
        value,
        value * 0.97,
        value * 1.03,
        f.dim,
        3.0 if len(via) > 1 else 2.0,
        (*steps, f"= {value:.3g}x"),
        what,
        premises=tuple(g.id for g in via),
        # the document's consistency with itself: its own ratios count, right or wrong
    )


def _ref_step(v: RefFigure) -> str:
    return f"reference: {v.name} {v.label} = {_fmt(v)}"


def _fmt(v: RefFigure) -> str:
    return human(v.value, v.unit)


def _show(f: Figure, value: float) -> str:
    return f"{value:.3g} %" if f.dim == "percent" else f"{value:.3g}x"
