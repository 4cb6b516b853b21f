"""sum and difference.

sum: a total over the parts its sentence lists ("100.000 H100 und 50.000 H200,
zusammen 150.000 GPUs"), or a table's total row over its column.
difference: "12,8 Milliarden mehr als die H100" is the subject's figure minus the
partner's, from the text near it or from the reference.
"""

from __future__ import annotations

from dataclasses import replace

from pipeline.estimator import human
from pipeline.solver.explain import Context, Explanation
from pipeline.solver.figures import Figure
from pipeline.solver.relations.spec import readings

_PARTS_JOINS = frozenset({"list", "add"})


def _sum_of(f: Figure, parts: list[Figure], evidence: float, what: str = "") -> Explanation:
    """The explanation that ``f`` is the sum of ``parts``."""
    total = sum(p.value for p in parts)
    return Explanation(
        "sum",
        total,
        sum(p.interval.low for p in parts),
        sum(p.interval.high for p in parts),
        f.dim,
        evidence,
        (" + ".join(human(p.value, f.dim) for p in parts), f"= {human(total, f.dim)}"),
        what or "the sum of " + ", ".join(f"'{p.text}'" for p in parts),
        basis=" + ".join(f"'{p.text}'" for p in parts),
        premises=tuple(p.id for p in parts),
        tainted=any(p.flagged for p in parts),
    )


def explain_sum(f: Figure, ctx: Context) -> list[Explanation]:
    if f.dim in ("ratio", "percent") or not f.tags & {"total", "derived"}:
        return []
    if f.claim.in_table:
        return _column_total(f, ctx)
    out = _table_columns(f, ctx)
    # every figure of its kind before the total in its sentence is a part, each joined
    # to the one before as a list ("33,6 MW für die IT, 6,9 MW ... und 1,5 MW")
    before = ctx.index.before(f, back=0)
    parts = [g for g in before if g.dim == f.dim]
    if not parts and "opens_total" in f.tags:
        return out + _sentence_results(f, ctx)
    out += _worked_results(f, ctx)
    if len(parts) < 2 or any(g.attribute != f.attribute or not ctx.usable(g) for g in parts):
        return out
    if any(g.claim.joined_by not in _PARTS_JOINS for g in parts[1:]):
        return out
    if any("after_loose_number" in g.tags for g in [*parts[1:], f]):
        return out  # "to the original 100,000": a part the text gives no unit
    return [*out, _sum_of(f, parts, 3.0)]


#: Evidence for a column of a table within reach as the parts of a total after it,
#: and how many paragraphs back the table may end.
_COLUMN = 2.0
_TABLE_REACH = 4


#: Tags of a figure given for one device or part: never a part of a total of others.
_PER_ONE = frozenset({"per_part", "per_unit", "per_subpart"})


def _table_columns(f: Figure, ctx: Context) -> list[Explanation]:
    """ "Across the three vendors, about 6.8 million accelerators" after a table of
    units per vendor: the sum of each column of its kind (a total row aside)."""
    if "total" not in f.tags:
        return []
    columns: dict[str, list[Figure]] = {}
    for g in reversed(ctx.index.earlier(f)):
        if f.paragraph - g.paragraph > _TABLE_REACH:
            break
        if g.claim.in_table and g.claim.column is not None and g.dim == f.dim:
            columns.setdefault(g.claim.column, []).insert(0, g)
    # "vier Exascale-Systeme, die zusammen auf 5,2 Exaflops kommen" under a table of six:
    # the total counts its parts, and which of the rows they are the text leaves open
    counted = [
        round(g.value)
        for g in ctx.index.around(f, 0, 0)
        if g.order < f.order and g.kind == "count" and g.value >= 2 and g.value == round(g.value)
    ]
    out = []
    for cells in columns.values():
        if any("total" in g.tags for g in cells) or len(cells) < 2:
            continue
        if any(g.tags & _PER_ONE for g in cells):
            continue  # "HBM per GPU | 80 GB | 141 GB": each row's one device, no parts
        if f.dim == "count" and any(g.noun not in (None, f.noun) for g in cells):
            continue
        near = 1.0 / max(1, f.paragraph - cells[-1].paragraph)
        some = [n for n in counted if n < len(cells)]
        e = _sum_of(f, cells, _COLUMN + near, "the sum of the table's column")
        out.append(replace(e, confirm_only=True) if some else e)
        for n in some:
            first = _sum_of(f, cells[:n], _COLUMN + near, f"the sum of the column's first {n}")
            out.append(replace(first, confirm_only=True))
    return out


def _sentence_results(f: Figure, ctx: Context) -> list[Explanation]:
    """ "... costs $2,688. ... adds $1,536. Together that comes to $5,224": a total
    opening its sentence adds the result (last figure of its kind) of each sentence
    before it in the paragraph."""
    parts: list[Figure] = []
    for back in range(1, 4):
        found = [
            g
            for g in ctx.index.around(f, back, 0)
            if g.sentence == f.sentence - back and g.dim == f.dim and g.paragraph == f.paragraph
        ]
        if not found:
            break
        parts.insert(0, found[-1])
    if len(parts) < 2 or not all(ctx.usable(g) for g in parts):
        return []
    return [_sum_of(f, parts, 3.0)]


def _worked_results(f: Figure, ctx: Context) -> list[Explanation]:
    """ "... 4,096 x 700 W = 2.87 MW. The B200 fleet adds 2,304 x 1,000 W = 2.30 MW,
    bringing combined GPU power to 4.2 MW": a total over the results the text worked out
    just before it, in its paragraph."""
    if "total" not in f.tags:
        return []
    parts = sorted(
        (
            g
            for g in ctx.index.before(f, back=1)
            if g.dim == f.dim
            and g.claim.expression is not None
            and g.paragraph == f.paragraph
            and ctx.usable(g)
        ),
        key=lambda g: g.order,
    )
    if len(parts) < 2:
        return []
    return [_sum_of(f, parts, 3.0, "the sum of the results worked out before it")]


def _column_total(f: Figure, ctx: Context) -> list[Explanation]:
    """A total row: the sum of the cells above it in its column."""
    column = f.claim.column
    if column is None or "total_row" not in f.tags:
        return []
    above = [
        g
        for g in ctx.index.earlier_with(f, "column", column)
        if g.dim == f.dim and "total" not in g.tags
    ]
    if len(above) < 2:
        return []
    return [_sum_of(f, above, 3.0, "the sum of the column above")]


def _stated_pair(f: Figure, ctx: Context) -> tuple[str, ...]:
    """The ids of the two figures of f's kind right before it in its sentence, when
    they are two products' figures."""
    before = [
        g
        for g in ctx.index.around(f, 0, 0)
        if g.order < f.order and g.dim == f.dim and not g.claim.difference
    ]
    if len(before) != 2:
        return ()
    a, b = before
    if not a.subject or not b.subject or ctx.ref.same_product(a.subject, b.subject):
        return ()
    return (a.id, b.id)


def _lead_over(f: Figure, ctx: Context, subject: str, sides: list[Figure]) -> tuple[str, ...]:
    """ "Frontier improved to 1.353 exaflops, but El Capitan still leads by 0.489": the
    one figure of another product in the lead's sentence, and the subject's own figure
    of that kind stated before it."""
    others = [
        g
        for g in ctx.index.around(f, 0, 0)
        if g.order < f.order
        and g.dim == f.dim
        and not g.claim.difference
        and g.subject
        and not ctx.ref.same_product(g.subject, subject)
    ]
    if len(others) != 1:
        return ()
    b = others[0]
    own = [
        a
        for a in sides
        if a.order < f.order
        and a.attribute == b.attribute
        and a.subject
        and ctx.ref.same_product(a.subject, subject)
    ]
    same_measure = [a for a in own if a.claim.measure == b.claim.measure]
    own = same_measure or own
    return (own[-1].id, b.id) if own else ()


def explain_difference(f: Figure, ctx: Context) -> list[Explanation]:
    if not f.claim.difference or f.dim in ("ratio", "percent"):
        return []
    subject, partner = f.subject, f.partner
    top = f.subjects[0].entry_id if f.subjects else subject
    if partner and ctx.ref.same_product(top, partner):
        return []  # "nur 1 % hinter Aurora mit 1,012 Exaflops": the partner's own figure
    out: list[Explanation] = []
    # the text's own figures of the subject and the partner, near the difference
    sides = [
        g
        for g in ctx.index.around(f)
        if g.dim == f.dim and not g.claim.difference and ctx.usable(g) and g.value > 0
    ]
    # "Die H100 bringt 80 GB mit, die H200 kommt auf 141 GB, also 51 GB mehr": the two
    # figures of two products just before a difference said to follow from them
    pair = _stated_pair(f, ctx) if not partner and "derived" in f.tags else ()
    lead = _lead_over(f, ctx, subject, sides) if not partner and not pair and subject else ()
    pair = pair or lead
    for a in sides:
        for b in sides:
            if a is b or a.attribute != b.attribute:
                continue
            if partner and not (b.subject == partner and (not subject or a.subject == subject)):
                continue
            if (
                not partner
                and not (a.claim.joined_to == b.id and a.claim.joined_by in ("contrast", "to"))
                and {a.id, b.id} != set(pair)
            ):
                continue  # no partner named: only a pair the text sets against each other
            near = min(ctx.index.proximity(f, a), ctx.index.proximity(f, b))
            if lead:
                # the subject's own figure may stand paragraphs back, like a datasheet's
                near = max(ctx.index.proximity(f, ctx.index.by_id[i]) for i in lead)
            if near <= 0:
                continue
            value = abs(a.value - b.value)
            out.append(
                Explanation(
                    "difference",
                    value,
                    abs(a.interval.low - b.interval.high),
                    abs(a.interval.high - b.interval.low),
                    f.dim,
                    near + (1.5 if partner or {a.id, b.id} == set(pair) else 0.0),
                    (
                        f"{human(max(a.value, b.value), f.dim)} - {human(min(a.value, b.value), f.dim)}",
                        f"= {human(value, f.dim)}",
                    ),
                    f"'{a.text}' against '{b.text}'",
                    premises=(a.id, b.id),
                )
            )
    if subject and not partner and f.attribute:
        # "JUPITER still trails Aurora, which leads it by about 120 petaflops": the other
        # product of its kind its sentence names before it is the one it leads (trails)
        partner = next(
            (
                c.entry_id
                for c in f.subjects[1:]
                if c.evidence in ("clause", "sentence")
                and c.mention is not None
                and c.mention.start < f.claim.start
                and ctx.ref.kind(c.entry_id) == ctx.ref.kind(subject)
                and not ctx.ref.same_product(c.entry_id, subject)
            ),
            None,
        )
    if subject and partner and f.attribute:
        # each plausible reading of the subject ("Blackwell": B100, B200 ...; a
        # refutation stands only if every reading refutes) against each sold variant of
        # the partner (the "B200" is 180 GB in HGX, 192 GB as marketed); a rack set
        # against a device compares nothing
        partner_values = [
            vb
            for other in (partner, *(e.id for e in ctx.ref.reference.siblings(partner)))
            for vb in ctx.ref.matching(other, f.attribute, f.claim.precision)
            if vb.status == "primary"
        ]
        for entry_id, score in readings(f, ctx):
            if entry_id is None or ctx.ref.same_product(entry_id, partner):
                continue
            if ctx.ref.kind(entry_id) != ctx.ref.kind(partner):
                continue
            own = ctx.ref.matching(entry_id, f.attribute, f.claim.precision)
            for va, vb in ((va, vb) for va in own for vb in partner_values):
                if va.status != "primary":
                    continue
                if (va.precision, va.sparsity) != (vb.precision, vb.sparsity):
                    continue
                value = abs(va.value - vb.value)
                out.append(
                    Explanation(
                        "difference",
                        value,
                        value,
                        value,
                        f.dim,
                        min(score, 4.0),
                        (
                            f"reference: {va.name} = {human(va.value, f.dim)}",
                            f"reference: {vb.name} = {human(vb.value, f.dim)}",
                            f"difference = {human(value, f.dim)}",
                        ),
                        f"{va.name} against {vb.name}",
                        sources=va.sources + vb.sources,
                        reading=entry_id,
                    )
                )
    return out
