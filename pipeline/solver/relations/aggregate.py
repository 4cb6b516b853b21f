"""aggregate: total = count x per-unit; quotient: per-unit = total / count.

The per-unit figure comes from the text (a figure of the same attribute stated near)
or from the reference (the counted product's value). "1 Million H100 ... 4 Exaflops"
is 1,000,000 x 3,958 TFLOPS = 3.96 ZFLOPS, so 4 EFLOPS is 1000x too small.
"""

from __future__ import annotations

from pipeline.estimator import human
from pipeline.solver import mixes
from pipeline.solver.explain import (
    DERIVED,
    NEAR_ENOUGH,
    PACKAGE_MAX,
    Context,
    Explanation,
    stated_elsewhere,
)
from pipeline.solver.figures import DEVICE_COUNTS, Figure
from pipeline.solver.mixes import Mix
from pipeline.solver.refvalues import RefFigure
from pipeline.solver.relations.spec import (
    NOT_THE_DEVICE,
    _with_sparsity_twins,
    dense_only_partner,
)
from pipeline.solver.tolerance import written_precisely

#: Dimensions a count multiplies.
SCALABLE = frozenset(
    {"FLOP/s", "FLOP", "byte", "byte/s", "W", "J", "USD", "EUR", "JPY", "CNY", "KRW", "GBP"}
)
#: Money: a device's price is no spec a count multiplies unless the text says so.
_MONEY = frozenset({"USD", "EUR", "JPY", "CNY", "KRW", "GBP"})
#: Tags that say a total holds more (or less) than its devices' own figures.
_NOT_JUST_DEVICES = frozenset({"facility", "other_parts", "stage"})
#: Proximity of a count stated beyond the premise reach.
_FAR = 0.1
#: Evidence for the fleet the document counted beyond reach, as what a figure per
#: device divides a total by.
_FLEET_BEFORE = 0.5
#: ... and the least it counts ("zwei Karten" are a purchase, no fleet).
_FLEET_SIZE = 8
#: Subject links carried over from outside the figure's sentence (claims: evidence).
_CARRIED = frozenset({"previous", "topic", "heading", "unknown"})
#: How many device counts stated before the premise reach a total may be taken from.
_EARLIER_FLEETS = 3
#: Kinds of group a machine is built of, many alike (claims: Claim.group).
_BUILDING_BLOCKS = frozenset({"node", "rack", "pod", "board"})
#: A subject link at least this strong names the product with the figure (claims:
#: Candidate.score; "clause" and stronger).
_NAMED = 4.0
#: A package holding this many accelerators is a whole machine, not a unit of groups.
_WHOLE_MACHINE = 10_000
#: A server draws more than its GPUs: a power total up to this many times the GPUs' own
#: is consistent unless the text says the figure is the GPUs' alone.
_POWER_OVERHEAD = 3.0


def _counts(f: Figure, ctx: Context) -> list[Figure]:
    per_group = "per_group" in f.tags  # "four per rack ... 41 kW per rack"

    def counts(g: Figure) -> bool:
        return (
            g.dim == "count"
            and (
                g.is_count_of_devices()
                or g.is_count_of_groups()
                or g.is_count_of_parts()
                or (per_group and g.kind == "bare")
            )
            and g.value >= 2
            and ("per_group" not in g.tags or per_group or _of_its_group(f, g))
            # one group's figure is made of what one group holds ("racks with up to 128
            # GPUs ... per rack"), not of the fleet ("1,152 B300 GPUs with 288 GB each,
            # and 2.3 TB per HGX B300 system")
            and (
                not per_group
                or bool(g.tags & {"per_group", "group"})
                or g.kind == "bare"
                # "72 Blackwell Ultra GPUs ... about 10 MW per rack": as many as a package
                # of the product holds
                or round(g.value) in ctx.ref.package_sizes(g.subject)
            )
            and "operand" not in g.tags | f.tags
            and not _another_device(f, g, ctx)
            and ctx.usable(g)
        )

    near = [g for g in ctx.index.around(f) if counts(g)]
    if per_group and any("total" not in g.tags for g in near):
        # "Jeder der 64 Schränke enthält 72 GPUs, zusammen 4.608 ... pro Schrank 21 TB":
        # one group's figure is of the group's count, not the total beside it
        near = [g for g in near if "total" not in g.tags]
    # the fleets the document counted before, beyond reach: "224 Racks ... mit zusammen
    # 16.128 GPUs" in the lead, "die Grafikprozessoren des Clusters ... 1,9 MW" later
    seen = {g.id for g in near}
    earlier: list[Figure] = []
    fleets: list[Figure] = []
    for noun in DEVICE_COUNTS:
        before = [
            g for g in ctx.index.earlier_with(f, "noun", noun) if g.id not in seen and counts(g)
        ]
        latest = before[-_EARLIER_FLEETS:]
        earlier.extend(reversed(latest))
        # and the largest: "a total refers back to the size of the fleet", which the lead
        # may have given before a server's eight GPUs and an old cluster's 256
        largest = max(before, key=lambda g: g.value, default=None)
        if largest is not None:
            fleets.append(largest)
    # the latest fleets first; a group's size only where the text counted fewer fleets
    earlier.sort(key=lambda g: (per_group or "per_group" not in g.tags, g.order))
    kept = earlier[-_EARLIER_FLEETS:]
    return near + kept + [g for g in fleets if g not in kept]


def _of_its_group(f: Figure, g: Figure) -> bool:
    """A group's size makes a figure of one such group ("9,216 chips per superpod ... a
    full superpod adds up to 42.5 exaflops"), not of another kind ("8-GPU servers ...
    the whole cluster is 400 exaflops"); a cluster or system is a fleet, not a building
    block ("clusters of 24,576 H100s each" are not "the whole cluster")."""
    return (
        "group" in f.tags and f.claim.group in _BUILDING_BLOCKS and f.claim.group == g.claim.group
    )


def _another_device(f: Figure, g: Figure, ctx: Context) -> bool:
    """A count named with one accelerator counts no figure named with one of another
    family ("44,544 MI300A chips" are not the chips of "an Ironwood pod ... 42.5
    exaflops"; "23,752 superchips" of GH200 may hold "every Hopper GPU")."""
    if not (f.names_its_subject() and g.names_its_subject()):
        return False
    a, b = f.subject, g.subject
    if a is None or b is None or ctx.ref.same_product(a, b):
        return False
    # (a rack of Blackwell GPUs is no count of GH200 superchips either; El Capitan's
    # 44,544 APUs are MI300A)
    family_a, family_b = _accelerator_family(ctx, a), _accelerator_family(ctx, b)
    return bool(family_a and family_b and family_a != family_b)


def _accelerator_family(ctx: Context, entry_id: str, depth: int = 2) -> str | None:
    """The family of an accelerator, or of the accelerators a system is built of."""
    kind = ctx.ref.kind(entry_id)
    if kind == "accelerator":
        return ctx.ref.family(entry_id)
    if kind != "system" or depth == 0:
        return None
    for part in ctx.ref.parts(entry_id):
        found = _accelerator_family(ctx, part, depth - 1)
        if found:
            return found
    return None


def _compatible(f: Figure, p: Figure) -> Mix | str | None:
    """'' when p can be f's per-unit figure, a mix note when only by mixing qualifiers,
    None when not at all."""
    a, b = f.claim, p.claim
    if a.attribute != b.attribute:
        return None
    if a.precision and b.precision and not set(a.precision) & set(b.precision):
        return None
    if a.sparsity_explicit and b.sparsity_explicit and a.sparsity != b.sparsity:
        return mixes.sparse_dense(a.sparsity or "", b.sparsity or "")
    return ""


def _per_units(f: Figure, ctx: Context, count: Figure):
    """(label, value, low, high, premise ids, sources, mix, evidence, binary prefix)
    per-unit candidates."""
    out = []
    parts = count.is_count_of_parts()
    for p in ctx.index.around(f):
        if p is count or p.dim != f.dim or "total" in p.tags or not ctx.usable(p):
            continue
        excluded = NOT_THE_DEVICE if f.dim == "byte" else NOT_THE_DEVICE - {"need"}
        if count.is_count_of_groups() and "per_group" in p.tags:
            # "34 Knoten ... Jeder Knoten hat 3,2 TB NVMe-Cache": a node's own memory
            excluded = excluded - {"system_memory"}
        if p.claim.difference or p.tags & excluded:
            continue
        joined = p.claim.joined_to == count.id and p.claim.joined_by in ("each", "mul")
        if parts and not (joined or "per_subpart" in p.tags):
            continue  # "acht Stapel ... 16 GB": only a figure said to be per part
        if count.is_count_of_groups() and not (joined or "per_group" in p.tags):
            continue  # "zwei Cluster ... die B200 schluckt 1.000 W": a GPU's, not a cluster's
        if (
            count.is_count_of_devices()
            and "group" in p.tags
            and not (joined or "per_unit" in p.tags)
        ):
            continue  # "128 GPUs ... one eight-GPU node gives you 2.3 TB": a node's, not a GPU's
        tied = (
            joined
            or bool(p.tags & {"per_unit", "per_part"})
            # "48 Systeme ... 144 Petaflops je System": groups and one group's figure
            or (count.is_count_of_groups() and "per_group" in p.tags)
            or (
                p.subject is not None and p.subject == count.subject and _named(p) and _named(count)
            )
            # "100.000 GPUs" after "Jede H100 ist zu 700 W spezifiziert": GPUs of the kind
            # the text is about, and its per-device figure
            or (
                not _names_product(count)
                and ctx.ref.kind(p.subject) == "accelerator"
                and p.dim not in _MONEY  # a price near is no per-device spec
            )
        )
        if not tied:
            continue  # "zwei Karten ... 0,34 €": a figure not said to be per counted unit
        if p.value * 1.5 > f.value:
            continue
        mix = _compatible(f, p)
        if mix is None:
            continue
        near = ctx.index.proximity(f, p)
        if near <= 0:
            continue
        out.append(
            (
                f"'{p.text}' per unit (from the text)",
                p.interval.value,
                p.interval.low,
                p.interval.high,
                (p.id,),
                (),
                mix or None,
                near + (1.0 if joined else 0.0) + (0.5 if "per_unit" in p.tags else 0.0),
                (p.claim.quantity.unit or "").endswith("iB"),
            )
        )
    entity = count.subject or f.subject
    if entity and f.attribute and not parts:
        for v in _unit_values(f, ctx, count, entity):
            if v.status != "primary" or v.unit != f.dim:
                continue
            mix = _ref_mix(f, ctx, v, entity)
            if mix == "mislabelled":
                continue
            label = f"{v.name} {v.label}".strip()
            # the reference's figure is the per-unit one only when the count names its
            # product ("50.000 H200"), not when a product is merely near ("1,536
            # accelerators" after "1,024 MI300X and 512 MI325X"): then it only confirms
            strength = 1.0 if _names_product(count) else 0.0
            if not _names_product(count) and len(_named_counts(f, ctx)) < 2:
                strength = 0.5  # "200.000 GPUs" of the kind the text is about
            out.append((label, v.value, v.low, v.high, (), v.sources, mix, strength, v.binary))
    return out


def _named_counts(f: Figure, ctx: Context) -> list[Figure]:
    """Counts in the figure's sentence before it that each name their product."""
    return [
        g
        for g in ctx.index.around(f, 0, 0)
        if g.order < f.order and g.is_count_of_devices() and _names_product(g) and g.value >= 2
    ]


def _fleet(f: Figure, ctx: Context) -> list[Explanation]:
    """ "1,024 MI300X and 512 MI325X, ... 328 TB": a total over a mixed fleet is the sum
    of each count times its product's per-unit figure."""
    counts = _named_counts(f, ctx)
    products = {ctx.ref.product(g.subject) for g in counts}
    if len(products) < 2 or not f.attribute:
        return []
    total, low, high, steps, sources = 0.0, 0.0, 0.0, [], []
    for g in counts:
        values = [
            v
            for v in _unit_values(f, ctx, g, g.subject)
            if v.status == "primary" and v.unit == f.dim and v.sparsity != "sparse"
        ]
        if not values:
            return []
        v = values[0]
        total += g.value * v.value
        low += g.value * v.low
        high += g.value * v.high
        steps.append(f"{g.value:,.0f} x {human(v.value, f.dim)} ({v.name})")
        sources.extend(v.sources)
    return [
        Explanation(
            "aggregate",
            total,
            low,
            high,
            f.dim,
            1.5 + 1.0 + (1.0 if f.tags & {"total", "derived"} else 0.0),
            (" + ".join(steps), f"= {human(total, f.dim)}"),
            "the fleet's counts times each product's figure",
            premises=tuple(g.id for g in counts),
            sources=tuple(sources),
        )
    ]


def _carried(count: Figure) -> bool:
    """A count that names no product, its subject carried over from outside its sentence."""
    return (
        not _names_product(count)
        and bool(count.subjects)
        and count.subjects[0].evidence in _CARRIED
    )


def _names_product(g: Figure) -> bool:
    return bool(g.subjects) and g.subjects[0].evidence in ("names", "bound")


def _named(g: Figure) -> bool:
    """The figure's subject is named with it, not carried over from before."""
    return bool(g.subjects) and g.subjects[0].score >= _NAMED


def _is_package(ctx: Context, entity: str) -> bool:
    """A server or rack the reference counts the accelerators of, not a whole machine."""
    counts = [v.value for v in ctx.ref.values(entity, "gpu_count")]
    return bool(counts) and max(counts) <= PACKAGE_MAX


def _unit_values(f: Figure, ctx: Context, count: Figure, entity: str) -> list[RefFigure]:
    """The reference's per-unit values for what the count counts: a count of GPUs of a
    package (a board, a rack) counts its parts; a count of racks counts the package."""
    units = [entity]
    if count.is_count_of_groups() and (
        ctx.ref.kind(entity) == "accelerator" or not _is_package(ctx, entity)
    ):
        # groups times one GPU's is nothing ("4 Systeme ... 10,2 kW je System"), nor
        # groups times a whole machine's ("vier Exascale-Systeme ... 5,2 Exaflops")
        return []
    if ctx.ref.kind(entity) in ("system", "cluster") and not count.is_count_of_groups():
        units = list(ctx.ref.parts(entity))
    values: list[RefFigure] = []
    for unit in units:
        found = list(ctx.ref.matching(unit, f.attribute, f.claim.precision))
        values.extend(_with_sparsity_twins(found) if f.attribute == "throughput" else found)
    return values


def _ref_mix(f: Figure, ctx: Context, v: RefFigure, entity: str) -> Mix | str | None:
    c = f.claim
    said = c.sparsity if c.sparsity_explicit else None
    if said and v.sparsity and said != v.sparsity:
        return "mislabelled"
    if said is None and v.sparsity == "sparse" and ctx.states_dense(entity, c.precision, f.order):
        return mixes.sparse_per_unit()
    if said is None and v.sparsity == "sparse":
        partner = dense_only_partner(ctx, f.partner, v.precision)
        if partner:
            # "72 PFLOPS of FP8 per node, against 40 PFLOPS on the MI355X node"
            return mixes.sparse_against(partner)
    return None


def _named_with(ctx: Context, g: Figure) -> bool:
    """The product is named with the count, or with the same count said before ("16 racks
    of GB300 NVL72 ... so 16 racks -> 1,152 GPUs")."""
    return g.names_its_subject() or any(
        e.value == g.value and e.names_its_subject()
        for e in ctx.index.earlier_with(g, "noun", g.noun)
    )


def _units_of_groups(f: Figure, ctx: Context) -> list[Explanation]:
    """ "96 Racks vom Typ GB200 NVL72 ... 7.488 Blackwell-GPUs": racks x the GPUs one
    rack holds (the reference's composition)."""
    if not f.is_count_of_devices():
        return []
    out = []
    for g in ctx.index.around(f):
        if not g.is_count_of_groups() or not g.subject or g.value < 2 or not ctx.usable(g):
            continue
        for part in ctx.ref.parts(g.subject):
            if ctx.ref.kind(part) != "accelerator":
                continue
            n = ctx.ref.reference.count_of(g.subject, part)
            if not n or n >= _WHOLE_MACHINE:
                continue  # "JUPITER ... aus 5.938 Knoten": nodes of a machine, not machines
            near = ctx.index.proximity(f, g) or _FAR
            value = g.value * n
            cue = DERIVED if "derived" in f.tags else (1.0 if "total" in f.tags else 0.0)
            # groups whose product is not named with them may be of another ("Racks
            # vom Typ GB200 NVL72 ... | Architektur | Grace Blackwell | ... 24 Racks"):
            # the composition of a product named elsewhere confirms, never refutes
            topical = not _named_with(ctx, g)
            out.append(
                Explanation(
                    "aggregate",
                    value,
                    g.interval.low * n,
                    g.interval.high * n,
                    "count",
                    near + 1.0 + cue,
                    (
                        f"{g.value:,.0f} x {n} ({ctx.ref.name(g.subject)} holds {n} GPUs)",
                        f"= {value:,.0f}",
                    ),
                    f"'{g.text}' x the {n} GPUs of a {ctx.ref.name(g.subject)}",
                    premises=(g.id,),
                    far=near < NEAR_ENOUGH,
                    confirm_only=cue <= 0 or topical,
                )
            )
            break
    return out


def _devices_per_group(f: Figure, ctx: Context) -> list[Explanation]:
    """ "384 accelerators ... 12 racks holding 36 each": devices per group is the total
    stated before it over the groups (384 / 12 = 32)."""
    if not (f.is_count_of_devices() and "per_group" in f.tags):
        return []
    groups = [
        g
        for g in ctx.index.around(f, 1, 0)
        if g.is_count_of_groups() and g.value >= 2 and "per_group" not in g.tags
    ]
    out = []
    for total in ctx.index.before(f):
        if (
            total.noun not in DEVICE_COUNTS
            or total.tags & {"per_group", "per_unit", "operand"}
            or total.value < f.value * 1.5
            or total.paragraph != f.paragraph
        ):
            continue
        if _totals_its_own_groups(ctx, total, f):
            continue  # "640 Knoten à 8 H100, insgesamt also 5.120 GPUs": those groups' total
        for g in groups:
            if g.order < total.order:
                continue  # the groups the total is spread over are named after it
            e = _count_over(f, ctx, total, g, 1.0, f"'{total.text}' spread over '{g.text}'")
            # "2.048 H100 auf 128 Knoten mit je acht GPUs": eight is what an H100 server
            # holds; the node count is the likelier slip
            e.confirm_only = round(f.value) in ctx.ref.package_sizes(total.subject)
            out.append(e)
    return out


def _count_over(
    f: Figure, ctx: Context, total: Figure, g: Figure, bonus: float, what: str
) -> Explanation:
    """``f`` as the count ``total`` / ``g`` (devices per group, or groups for devices)."""
    value = total.value / g.value
    return Explanation(
        "aggregate",
        value,
        total.interval.low / g.interval.high,
        total.interval.high / g.interval.low,
        "count",
        ctx.index.proximity(f, total) + ctx.index.proximity(f, g) + bonus,
        (f"{total.value:,.0f} / {g.value:,.0f}", f"= {value:,.4g}"),
        what,
        basis=f"'{total.text}' / '{g.text}'",
        premises=(total.id, g.id),
        far=ctx.index.proximity(f, total) < NEAR_ENOUGH,
    )


def _totals_its_own_groups(ctx: Context, total: Figure, f: Figure) -> bool:
    """A total of another sentence that counts groups of its own is their total."""
    return total.claim.sentence != f.claim.sentence and any(
        g is not total and g.is_count_of_groups() for g in ctx.index.around(total, 0, 0)
    )


def _groups_for_devices(f: Figure, ctx: Context) -> list[Explanation]:
    """ "2.048 H100, verteilt auf 128 Knoten mit je acht GPUs": with eight per node, as
    an H100 server holds, 2,048 GPUs take 256 nodes."""
    if not f.is_count_of_groups() or f.value < 2:
        return []
    out = []
    per = [
        g
        for g in ctx.index.around(f, 0, 0)
        if g.order > f.order and g.is_count_of_devices() and "per_group" in g.tags
    ]
    for total in ctx.index.before(f):
        if total.noun not in DEVICE_COUNTS or total.paragraph != f.paragraph:
            continue
        if total.tags & {"per_group", "per_unit", "operand"}:
            continue
        if _totals_its_own_groups(ctx, total, f):
            continue  # "18 racks ..., for a total of 1,296 GPUs. A second site adds 40 servers"
        sizes = ctx.ref.package_sizes(total.subject)
        for g in per:
            if round(g.value) not in sizes or total.value < g.value * 1.5:
                continue
            out.append(
                _count_over(f, ctx, total, g, 0.5, f"'{total.text}' in groups of '{g.text}'")
            )
    return out


def explain(f: Figure, ctx: Context) -> list[Explanation]:
    out = _explain(f, ctx)
    if (
        f.dim == "byte"
        and ctx.ref.kind(f.subject) == "model"
        and f.subjects[0].evidence not in _CARRIED
    ):
        # "In BF16 sind es rund 810 GB, dafür genügen dann schon vier H200": a model's
        # size is what the devices must hold, not their total; whether it fits is the
        # bound's to judge
        for e in out:
            e.confirm_only = True
    return out


def _explain(f: Figure, ctx: Context) -> list[Explanation]:
    out: list[Explanation] = _units_of_groups(f, ctx) + _devices_per_group(f, ctx)
    out += _groups_for_devices(f, ctx)
    excluded = NOT_THE_DEVICE if f.dim == "byte" else NOT_THE_DEVICE - {"need"}
    if f.kind == "measure" and f.dim in SCALABLE and "per_subpart" in f.tags:
        # "acht HBM3-Stapel mit je 16 GB auf 192 GB": one stack's share of the total the
        # parts make
        found = [e for e in _quotients(f, ctx) if _of_parts(ctx, e)]
        for e in found:
            total = ctx.index.by_id.get(e.premises[0])
            if total is not None and total.order > f.order and total.id not in ctx.matched:
                # ("Acht Stapel mit je 2 TB/s ergäben 16 PB/s": the total worked out after
                # the part may be the slip; a datasheet total is not)
                e.confirm_only = True
        return out + found
    if f.kind != "measure" or f.dim not in SCALABLE or f.tags & excluded:
        return out
    if "per_unit" in f.tags:
        return _quotients(f, ctx)
    if {"per_part", "derived"} <= f.tags:
        # "1.2 GW and 400,000 GPUs. Divide one by the other and you get 30 kW per GPU": a
        # figure per device the text derives may be a total over a count
        out += _quotients(f, ctx)
    if "per_group" in f.tags:
        out += _quotients(f, ctx)  # "Each rack carries 13.5 TB, so the fleet holds 9.7 PB"
    if f.claim.per_time is not None and f.dim in _MONEY:
        return out  # "125 Milliarden Dollar pro Jahr": a spend per year, no fleet's price
    out.extend(_fleet(f, ctx))
    counts = _counts(f, ctx)
    # "Across the fleet, the GPUs alone account for 4.1 MW", "4,8 TB/s je GPU, zusammen
    # 48 TB/s": a total refers back to the size of the fleet, the largest count of
    # devices, however far back
    fleet = (
        max((g for g in counts if g.is_count_of_devices()), key=lambda g: g.value, default=None)
        if f.tags & {"total", "opens_total"}
        else None
    )
    # "the GPUs alone account for 4.1 MW of facility load": the devices' share (a site
    # adds power and costs to its devices' own, never memory or FLOP/s)
    site_adds = f.dim in {"W", "J"} | _MONEY and "alone" not in f.tags
    not_just = f.tags & _NOT_JUST_DEVICES - (set() if site_adds else {"facility"})
    for count in counts:
        near = ctx.index.proximity(f, count) or _FAR
        for label, per, lo, hi, used, sources, mix, strength, binary in _per_units(f, ctx, count):
            if hi * 1.5 >= f.interval.high and not f.tags & {"total", "derived", "per_group"}:
                continue  # as large as one unit's: a per-unit figure, not a total
            cues = _cues(f, count, ctx)
            evidence = near + strength + cues
            if count is fleet and "opens_total" in f.tags:
                evidence += 0.5  # "Über alle Superchips summiert sich ...": the whole fleet
            if not_just or "benchmark" in f.tags:
                evidence -= 2.0
            n = count.value
            high = n * hi
            if f.dim == "W" and "alone" not in f.tags:
                high *= _POWER_OVERHEAD
            elsewhere = stated_elsewhere(f, ctx, n * lo, n * hi)
            if (
                f.dim == "FLOP/s"
                and f.claim.measure == "rmax"
                and mix is None
                and written_precisely(f.claim.quantity)
            ):
                # per-unit figures are peaks, and an HPL result never reaches their sum:
                # a precise figure that equals it is the peak presented as the HPL result
                mix = mixes.peak_as_measured()
                evidence += 1.0
            out.append(
                Explanation(
                    "aggregate",
                    n * per,
                    n * lo,
                    high,
                    f.dim,
                    evidence,
                    (f"{n:,.0f} x {human(per, f.dim)} ({label})", f"= {human(n * per, f.dim)}"),
                    f"'{count.text}' x {label}",
                    basis=f"'{count.text}' × {label.replace(' per unit (from the text)', '')}",
                    premises=(count.id, *used),
                    sources=sources,
                    mix=mix,
                    binary=binary,
                    # "... the MI300X we ran last year ... One eight-GPU node gives you
                    # 2.3 TB": GPUs of a product carried over from before may be others;
                    # their datasheet refutes only through a named slip
                    far=(near < NEAR_ENOUGH and count is not fleet)
                    or (not used and _carried(count)),
                    # a count and a per-unit figure that merely stand near confirm a
                    # total, never refute it; nor a product the text states elsewhere
                    confirm_only=elsewhere
                    or cues < 1.0
                    or strength <= 0
                    or ("per_group" in count.tags and "per_group" not in f.tags)
                    # a count the text states only in a later sentence ("one H100: 11
                    # hours, $27.39. - eight H100s: ...") is another item's
                    or count.claim.sentence > f.claim.sentence,
                )
            )
    return out


def _cues(f: Figure, count: Figure, ctx: Context) -> float:
    bonus = 0.0
    if any(
        g.tags & {"per_unit", "per_part"} and g.dim == f.dim and g.order < f.order
        for g in ctx.index.around(f, 0, 0)
    ):
        bonus += 1.0  # "At 700 W per GPU the accelerators alone draw 7 MW"
    if (
        count.sentence == f.sentence
        and count.order < f.order
        and not any(
            g.dim == f.dim and count.order < g.order < f.order for g in ctx.index.around(f, 0, 0)
        )
    ):
        bonus += 1.0  # "die 50.000 H200 legen 7,05 TB obendrauf": the count right before
    if "derived" in f.tags:
        bonus += DERIVED
    elif "total" in f.tags:
        bonus += 1.0
    if "alone" in f.tags:
        bonus += 0.5
    if f.subject is None or count.subject is None or ctx.ref.same_product(f.subject, count.subject):
        bonus += 0.5
    if f.claim.joined_to == count.id:
        bonus += 0.5
    if "per_group" in f.tags and "per_group" in count.tags:
        bonus += 1.0  # "eight accelerators per node" ... "72 PFLOPS per node"
    return bonus


def _of_parts(ctx: Context, e: Explanation) -> bool:
    """The quotient divides by a count of parts ("acht HBM3-Stapel")."""
    return any(
        (g := ctx.index.by_id.get(p)) is not None and g.is_count_of_parts() for p in e.premises
    )


def _quotients(f: Figure, ctx: Context) -> list[Explanation]:
    """A per-unit figure the text derives from a total and a count."""
    out: list[Explanation] = []
    counts = _counts(f, ctx)
    if "per_group" in f.tags:
        # "Each rack carries 13.5 TB ... the fleet of 720 racks holds 9.7 PB": one group's
        # share of a total is the total over the groups
        counts += [
            g
            for g in ctx.index.around(f)
            if g.is_count_of_groups()
            and g.value >= 2
            and "per_group" not in g.tags
            and ctx.usable(g)
            and g not in counts
        ]
    devices_near = any(
        g.is_count_of_devices() and ctx.index.proximity(f, g) > 0 and g.value >= _FLEET_SIZE
        for g in counts
    )
    for total in ctx.index.around(f):
        if total.dim != f.dim or total.value < f.value * 1.5 or not ctx.usable(total):
            continue
        if _compatible(f, total) is None:
            continue
        for count in counts:
            near_t, near_c = ctx.index.proximity(f, total), ctx.index.proximity(f, count)
            if (
                near_c <= 0
                and count.is_count_of_devices()
                and count.value >= _FLEET_SIZE
                and not devices_near
                # ("$15,625 per accelerator" is no total to share out)
                and not total.tags & {"per_unit", "per_part"}
            ):
                # "entfallen auf jede GPU rund 79.000 Euro": each of the fleet the
                # document counted before, however far back, when none is in reach
                near_c = _FLEET_BEFORE
            if near_t <= 0 or near_c <= 0:
                continue
            n = count.value
            evidence = near_t + near_c + (DERIVED if "derived" in f.tags else 0.0)
            out.append(
                Explanation(
                    "aggregate",
                    total.value / n,
                    total.interval.low / n,
                    total.interval.high / n,
                    f.dim,
                    evidence,
                    (
                        f"{human(total.value, f.dim)} / {n:,.0f}",
                        f"= {human(total.value / n, f.dim)}",
                    ),
                    f"'{total.text}' / '{count.text}' per unit",
                    premises=(total.id, count.id),
                    # "1,200 W each, so 25,920 GPUs ... are 41 MW": the total the text
                    # derives from this figure cannot refute it
                    confirm_only=total.order > f.order and "derived" in total.tags,
                )
            )
    return out
