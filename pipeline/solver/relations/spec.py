"""spec: a figure against the reference value of its subject's attribute.

Each plausible subject is a reading; the figure is compared with that product's values
at the figure's precision, sparsity and measurement. A product named as a package
(a superchip, a rack, a system) also reads through its parts when the figure is per
GPU. Evidence is the strength of the subject link: a figure may be ok under any
plausible reading, and is wrong only if wrong under all of them.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from claims.models import Candidate
from pipeline.estimator import human
from pipeline.solver import mixes
from pipeline.solver.explain import Context, Explanation
from pipeline.solver.figures import Figure
from pipeline.solver.mixes import Mix
from pipeline.solver.refvalues import RefFigure
from pipeline.solver.relations import neighbours
from pipeline.solver.relations.neighbours import SCALABLE
from pipeline.solver.tolerance import rounds_to, written_precisely
from reference.loader import FAMILY_PREFIX

#: Attributes whose figures are held to the reference.
CHECKED = frozenset(
    {
        "transistors",
        "process_nm",
        "memory",
        "memory_bandwidth",
        "tdp",
        "interconnect_bandwidth",
        "die_to_die_bandwidth",
        "throughput",
        "parameters",
        "active_parameters",
        "training_tokens",
        "training_compute",
        "core_count",
        "ports",
        "port_bandwidth",
    }
)
#: Attributes where the reference only confirms: plans, prices and counts vary too much
#: between sources to call a mismatch wrong.
CONFIRM_ONLY = frozenset(
    {"price", "gpu_count", "node_count", "chip_count", "duration", "dies", "gpu_hours"}
)
#: Tags that say a figure is not the device's own value of its attribute.
NOT_THE_DEVICE = frozenset(
    {
        "need",
        "system_memory",
        "per_subpart",
        "part",
        "per_throughput",
        "remainder",
        "divisor",
        "change_from",
        "spread",
    }
)
#: Attributes of models: a part of a model's parameters is still a parameter count.
_MODEL_ATTRIBUTES = frozenset({"parameters", "active_parameters", "training_tokens"})
#: Evidence for a product the paragraph names, as the holder of a count or price.
_NAMED_NEAR = 2.0
#: A reading's evidence by how the subject was linked (claims: Candidate.evidence).
LINK_EVIDENCE = {
    "names": 5.0,
    "bound": 5.0,
    "table": 4.5,
    "column": 4.5,
    "clause": 4.0,
    "sentence": 3.5,
    "after": 3.0,
    "heading": 3.0,
    "pronoun": 3.5,
    "previous": 2.5,
    "topic": 1.5,
    "partner": 1.0,
}
#: How close to the best reading a subject must score to be a plausible one.
PLAUSIBLE = 1.0
#: A system's or cluster's figures that depend on how it is built and run (its power):
#: confirmed by the reference, never refuted by it.
_CONFIGURED = frozenset({"tdp"})
#: Evidence lost when the clause names a group of devices: the figure may be its total.
_GROUP = 2.0
#: Evidence lost when the figure names no precision, or its attribute is a default guess.
_NO_PRECISION = 1.5


def readings(f: Figure, ctx: Context) -> list[tuple[str | None, float]]:
    """(entry id or None, evidence) for each plausible subject, best first. A product
    named without a variant reads as each of its variants; a family name ("Hopper")
    names no product and counts less."""
    return list(ctx.kept(("readings", f.id), lambda: _readings(f, ctx)))


def _readings(f: Figure, ctx: Context) -> list[tuple[str | None, float]]:
    cands = list(f.subjects)
    if "multiple_base" in f.tags and f.claim.joined_to:
        # "46 Prozent der 3.958 Teraflops": the figure a ratio is taken of is the other
        # side's, not the ratio's subject's
        ratio = ctx.index.by_id.get(f.claim.joined_to)
        if ratio is not None and ratio.subject:
            cands = [c for c in cands if c.entry_id != ratio.subject]
    counted = _counted_with(f, ctx)
    if counted is not None:
        # "drei alte H100 mit je 34 Teraflops": each of the counted devices
        own = [c for c in cands if c.entry_id == counted]
        if not own:
            return [(counted, max((c.score for c in cands), default=LINK_EVIDENCE["sentence"]))]
        cands = own
    if not cands and f.subject is not None:
        return [(f.subject, LINK_EVIDENCE["sentence"])]
    scored: dict[str | None, float] = {}
    for c in cands:
        score = c.score
        for entry_id in _sold_as(ctx, c.entry_id, c.mention):
            scored[entry_id] = max(scored.get(entry_id, score), score)
    if not scored:
        return []
    top = max(scored.values())
    ranked = sorted(scored.items(), key=lambda kv: -kv[1])
    return [(e, s) for e, s in ranked if s > top - PLAUSIBLE]


def _counted_with(f: Figure, ctx: Context) -> str | None:
    """The product of the count a figure is given for each of ("drei H100 mit je 34
    Teraflops", "eight B200s at 1,000 W each"), when the count names it."""
    if f.claim.joined_by != "each" or f.claim.joined_to is None or f.dim == "count":
        return None  # (a count per group is the group's: "256 chips per pod")
    count = ctx.index.by_id.get(f.claim.joined_to)
    if count is None or count.dim != "count" or not count.names_its_subject():
        return None
    return count.subject


def _family(ctx: Context, entry_id: str) -> str | None:
    entry = ctx.ref.reference.get(entry_id)
    return entry.family if entry is not None else None


def _names_family(ctx: Context, entry_id: str | None, text: str) -> bool:
    entry = ctx.ref.reference.get(entry_id) if entry_id else None
    family = entry.family if entry is not None else None
    return bool(family) and text.casefold().replace("-", " ") == family.casefold()


def _sold_as(ctx: Context, entry_id: str | None, mention) -> list[str | None]:
    """The entry, and its sibling variants when the text named the product only; each
    member of a family the text names ("Jede Blackwell-GPU")."""
    if entry_id is not None and entry_id.startswith(FAMILY_PREFIX):
        return list(ctx.ref.reference.family_members(entry_id.removeprefix(FAMILY_PREFIX)))
    if entry_id is None or mention is None:
        return [entry_id]
    if _names_family(ctx, entry_id, mention.text):
        entry = ctx.ref.reference.get(entry_id)
        members = ctx.ref.reference.family_members(entry.family) if entry else []
        return members or [entry_id]  # "Colossus": a cluster named like its family
    found = ctx.ref.reference.lookup(mention.text)
    if found is None or found.variant_named:
        return [entry_id]
    return [entry_id, *(e.id for e in ctx.ref.reference.siblings(entry_id))]


def _attributes(f: Figure) -> tuple[str, ...]:
    attr = f.attribute
    if attr == "parameters" and "active" in f.tags:
        return ("active_parameters", "parameters")  # (a dense model's are all active)
    if attr == "effective_throughput" and f.claim.measure == "rmax":
        return ("throughput",)  # "a sustained 1.74 EFLOPS (Rmax)": the HPL result
    return (attr,) if attr else ()


def _values(f: Figure, ctx: Context, entry_id: str, attribute: str) -> tuple[RefFigure, ...]:
    """The entry's values of the attribute at the figure's precision, with their sparsity
    twins: the same for every figure of that precision, worked out once per run."""
    precision = f.claim.precision
    return ctx.ref.kept(
        ("spec.values", entry_id, attribute, precision),
        lambda: _matching_values(ctx, entry_id, attribute, precision),
    )


def _matching_values(
    ctx: Context, entry_id: str, attribute: str, precision: tuple[str, ...]
) -> tuple[RefFigure, ...]:
    found = list(ctx.ref.matching(entry_id, attribute, precision))
    if attribute == "throughput":
        found = _with_sparsity_twins(found)
    return tuple(found)


def _with_sparsity_twins(values: list[RefFigure]) -> list[RefFigure]:
    """2:4 sparsity doubles the dense rate: add the missing twin of each precision."""
    out = list(values)
    have = {(v.precision, v.sparsity) for v in values}
    for v in values:
        if v.sparsity == "sparse" and (v.precision, "dense") not in have:
            out.append(_twin(v, 0.5, "dense"))
        elif v.sparsity == "dense" and (v.precision, "sparse") not in have:
            out.append(_twin(v, 2.0, "sparse"))
    return out


def _twin(v: RefFigure, factor: float, sparsity: str) -> RefFigure:
    twin = v.scaled(factor)
    return RefFigure(
        twin.entry_id,
        twin.name,
        twin.kind,
        twin.attribute,
        twin.value,
        twin.low,
        twin.high,
        twin.unit,
        twin.precision,
        sparsity,
        (twin.variant + ", " if twin.variant else "")
        + ("half" if factor < 1 else "twice")
        + " the listed value",
        twin.status,
        twin.period,
        twin.written_rel,
        twin.sources,
    )


def _compared_with(f: Figure, ctx: Context) -> list[Figure]:
    """The throughput figures the text sets this one against: joined to it as a
    comparison, another product's in its sentence ("AMD nennt 2.615 TFLOPS, während
    Nvidia für die H200 989 TFLOPS angibt"), or, when its sentence states a ratio,
    another product's in the paragraph just before ("... 780 TFLOPS. Eine H100 erreicht
    1.979 TFLOPS; der 910C kommt nur auf 40 Prozent davon")."""
    here = ctx.index.around(f, 0, 0)
    ratio_here = any(g.dim in ("ratio", "percent") for g in here)
    pool = ctx.index.around(f, 2, 0) if ratio_here else here
    out = []
    for g in pool:
        if g.dim != f.dim or (g.sentence != f.sentence and g.paragraph != f.paragraph):
            continue
        pg, pf = ctx.precision(g), f.claim.precision
        if g.sentence != f.sentence and pg and pf and not set(pg) & set(pf):
            continue  # "Gaudi 2 mit 432 Teraflops BF16" is no FP8 figure to set against
        joined = (g.claim.joined_to == f.id or f.claim.joined_to == g.id) and (
            g.claim.joined_by == "contrast" or f.claim.joined_by == "contrast"
        )
        found = ctx.matched.get(g.id)
        owner = found.entry_id if found is not None else g.subject  # whose figure it is
        if joined or not ctx.ref.same_product(owner, f.subject):
            out.append(g)
    return out


#: Benchmark measures a reference value may be kept as (in its variant).
_MEASURES = ("rmax", "rpeak")


def _measure_of(v: RefFigure) -> str | None:
    return _measure_in(v.variant)


@lru_cache(maxsize=1024)
def _measure_in(variant: str | None) -> str | None:
    """The benchmark measure a value's variant names (asked for every value on every
    pass; a reference has a few dozen variants)."""
    variant = (variant or "").lower()
    return next((m for m in _MEASURES if m in variant), None)


def _mix(f: Figure, ctx: Context, v: RefFigure) -> Mix | str | None:
    """The qualifier mismatch a match on ``v`` would rest on, if any."""
    c = f.claim
    kept = _measure_of(v)
    if c.measure in _MEASURES and kept and kept != c.measure:
        # "2.7 exaflops of Linpack performance" for the 2.746 EF Rpeak
        return mixes.peak_as_measured() if kept == "rpeak" else mixes.measured_as_peak()
    said = c.sparsity if c.sparsity_explicit else None
    if said and v.sparsity and said != v.sparsity:
        if _precise(f) and _twice_the_labelled(ctx, v, said):
            # "3.958 TFLOPS ohne Sparsity": exactly 2x the dense figure, a named slip (an
            # error); "knapp 4 PetaFLOPS dichte FP8" is too round to name it
            return "mislabelled"
        # "1.44 exaflops of dense FP4" for the sparse 1,440: the label is wrong (a warning)
        return mixes.labelled_wrong(said)
    if said is None and v.sparsity == "sparse" and "sparsity_talk" not in f.tags:
        for g in _compared_with(f, ctx):
            if ctx.sparsity(g) == "dense":
                return mixes.sparse_against(f"'{g.text}'")
    if (
        said is None
        and v.sparsity == "sparse"
        and ctx.states_dense(v.entry_id, c.precision, f.order)
        and "sparsity_talk" not in f.tags
    ):
        return mixes.sparse_unlabelled()
    if said is None and v.sparsity == "sparse" and "sparsity_talk" not in f.tags:
        partner = dense_only_partner(ctx, f.partner, v.precision)
        if partner:
            # "an H100 delivers 3,958 TFLOPS of FP8 against Trainium2's 1,299"
            return mixes.sparse_against(partner)
    return None


def _precise(f: Figure) -> bool:
    """Written unhedged with two significant digits or more ("3.958 TFLOPS")."""
    return f.claim.quantity.hedge is None and written_precisely(f.claim.quantity)


def _twice_the_labelled(ctx: Context, v: RefFigure, said: str) -> bool:
    """The product lists a figure with the sparsity the text names at half or double
    ``v``: the usual 2x slip between a sparse and a dense rate."""
    return any(
        w.sparsity == said
        and w.precision == v.precision
        and w.value > 0
        and abs(max(v.value, w.value) / min(v.value, w.value) - 2.0) < 0.02
        for w in ctx.ref.values(v.entry_id, v.attribute)
    )


def dense_only_partner(ctx: Context, partner: str | None, precision: str | None) -> str | None:
    """The comparison partner's name when the reference lists only a dense figure for
    it at this precision (a vendor quoting no sparse rate)."""
    if partner is None or precision is None:
        return None
    values = ctx.ref.matching(partner, "throughput", (precision,))
    if values and all(v.sparsity == "dense" for v in values):
        return ctx.ref.name(partner)
    return None


def explain(f: Figure, ctx: Context) -> list[Explanation]:
    if f.kind in ("multiplier", "percent", "rate") or f.claim.difference:
        return []
    out: list[Explanation] = []
    for attribute in _attributes(f):
        if attribute not in CHECKED | CONFIRM_ONLY:
            continue
        excluded = NOT_THE_DEVICE - {"part"} if attribute in _MODEL_ATTRIBUTES else NOT_THE_DEVICE
        if f.dim != "byte" or "possessed" in f.tags:
            # "the H200 needs 1,000 W": its own draw, not a model's need; "an MI300X with
            # its 256 GB would leave room": the owner's own memory, whatever it leaves
            excluded -= {"need"}
        if f.tags & excluded:
            continue
        found = readings(f, ctx)
        taken = ctx.kept(("taken", f.id), lambda: neighbours.taken(f, ctx))
        found = [(e, s) for e, s in found if e is None or e not in taken]
        echo = neighbours.echo(f, ctx)
        if attribute in CONFIRM_ONLY:
            # counts, hours and prices: a model, system or cluster the paragraph names
            # may hold exactly this figure ("Llama 3.1 405B ... 16,384 H100s")
            named = dict.fromkeys(f.claim.nearby)
            for g in ctx.index.before(f):
                if g.paragraph == f.paragraph:
                    named.update(dict.fromkeys(g.claim.nearby))
            seen = {e for e, _ in found}
            found += [(e, _NAMED_NEAR) for e in named if e not in seen]
        families_with_value = {
            _family(ctx, e) for e, _ in found if e is not None and ctx.ref.has(e, attribute)
        }
        for entry_id, score in found:
            if (
                attribute == "parameters"
                and "active" in f.tags
                and ctx.ref.has(entry_id, "active_parameters")
            ):
                continue  # a mixture of experts' total is not what is active
            if (
                entry_id is not None
                and not ctx.ref.has(entry_id, attribute)
                and _family(ctx, entry_id) in families_with_value - {None}
            ):
                continue  # "Jede Blackwell-GPU ... 3 nm": a member without the value adds nothing
            if attribute in CONFIRM_ONLY and (
                entry_id is None or not ctx.ref.has(entry_id, attribute)
            ):
                continue
            if (
                entry_id is None
                or (
                    not ctx.ref.has(entry_id, attribute)
                    and not _parts_have(ctx, entry_id, attribute)
                    and _may_have(ctx, entry_id, attribute)
                )
                or (f.dim == "byte" and ctx.ref.kind(entry_id) == "model")
            ):
                # (bytes a model is said to have are its size: "quantised, it shrinks
                # to about 70 GB and runs on the card" reads the card's memory too)
                # a product the reference has no value for is a plausible reading too:
                # nothing may refute the figure under it
                out.append(_unknown(f, score))
                continue
            found_here = _reading(f, ctx, entry_id, attribute, score)
            # "6 x 405B x 15.6T": an operand with no counted noun may be either factor
            # and a count in a table column that does not say what it counts ("D | 15T")
            guessed = (
                f.kind == "count"
                and f.noun is None
                and (f.claim.joined_by == "mul" or f.claim.in_table)
            )
            if (
                echo
                or guessed
                or neighbours.counted_total(f, ctx, found_here)
                or _low_precision_of_a_machine(f, ctx, entry_id, attribute, found_here)
            ):
                found_here = [replace(e, confirm_only=True) for e in found_here]
            out.extend(found_here)
        if attribute in CHECKED:
            out.extend(_agreeing(f, ctx, attribute, {e for e, _ in found} | taken))
    return out


#: How far above a machine's every 64-bit figure a throughput with no precision named is
#: an AI figure at a low precision, not its Linpack or peak result.
_AI_FLOPS = 4.0
_AI_FLOPS_LABELLED = 10.0
_SIXTY_FOUR = frozenset({"fp64", "fp64_tensor"})


def _low_precision_of_a_machine(
    f: Figure, ctx: Context, entry_id: str, attribute: str, found: list[Explanation]
) -> bool:
    """ "Für KI-Anwendungen ... stellt JUPITER bis zu 90 Exaflops bereit": a machine's
    throughput far above each value the reference holds, with no precision named, is a
    low-precision figure the reference lacks, not a wrong Linpack result."""
    if attribute != "throughput" or ctx.ref.kind(entry_id) not in ("system", "cluster"):
        return False
    if f.claim.precision not in ((), ("fp64",)):
        return False
    if any(
        (v.precision or "fp64").lower() not in _SIXTY_FOUR
        for v in ctx.ref.values(entry_id, attribute)
    ):
        return False  # the reference knows its low-precision figures (GB200 NVL72's FP4)
    values = [e.value for e in found if e.spec is not None]
    # (a "64-bit" the sentence's "Linpack" lent it counts for less: "bis zu 90 Exaflops
    # - das Neunzigfache seiner Linpack-Leistung")
    far = _AI_FLOPS if not f.claim.precision else _AI_FLOPS_LABELLED
    return bool(values) and f.value > far * max(values)


#: Evidence a datasheet value the figure reproduces at its written digits adds to a
#: weaker link: agreement is evidence of what the figure is about.
_AGREES = 1.0


def _distance(f: Figure, c: Candidate) -> float:
    """Characters between the figure and the candidate's name (inf: no name)."""
    m = c.mention
    if m is None:
        return float("inf")
    return float(max(m.start - f.claim.end, f.claim.start - m.end, 0))


def _nearest_mention(f: Figure, c: Candidate, candidates: tuple[Candidate, ...]) -> bool:
    """The candidate's name stands nearer the figure than every other candidate's."""
    return all(_distance(f, c) < _distance(f, o) for o in candidates if o is not c)


def _agreeing(f: Figure, ctx: Context, attribute: str, seen: set[str | None]) -> list[Explanation]:
    """Readings below the plausible band whose datasheet value the figure reproduces:
    "ahead of the 2,615 TFLOPS an AMD MI300X reaches", linked to the sentence's H100
    first, is the MI300X's own figure. They may confirm, never refute, so a mismatch
    with the better-linked product is no longer an error under every reading. A
    comparison partner's value agrees only when the figure is given as the partner's
    own ("the MI300X and its 2.6 PFLOPS", "El Capitan, the TOP500 leader at 1.7
    exaFLOPS"): "450 W, just like the 4090" claims it for both."""
    out: list[Explanation] = []
    for c in f.subjects:
        if c.evidence == "partner" and not (
            "possessed" in f.tags or _nearest_mention(f, c, f.subjects)
        ):
            continue
        for entry_id in _sold_as(ctx, c.entry_id, c.mention):
            if entry_id is None or entry_id in seen or not ctx.ref.has(entry_id, attribute):
                continue
            seen.add(entry_id)
            for v, explanations in _agreeing_kept(f, ctx, entry_id, attribute, c.score + _AGREES):
                if _mix(f, ctx, v) is None:
                    out.extend(Explanation(**kwargs, confirm_only=True) for kwargs in explanations)
    return out


def _agreeing_kept(
    f: Figure, ctx: Context, entry_id: str, attribute: str, score: float
) -> list[tuple[RefFigure, tuple[dict, ...]]]:
    return ctx.kept(
        ("agreeing", f.id, entry_id, attribute, score),
        lambda: _agreeing_values(f, ctx, entry_id, attribute, score),
    )


def _agreeing_values(
    f: Figure, ctx: Context, entry_id: str, attribute: str, score: float
) -> list[tuple[RefFigure, tuple[dict, ...]]]:
    """The datasheet values of a reading the figure reproduces at its written digits,
    with their explanations (as ``_reading_groups`` gives them, ``confirm_only`` left
    to the caller): worked out once per document, before any qualifier check."""
    out = []
    for v, explanations, _ in _reading_groups_kept(f, ctx, entry_id, attribute, score):
        agree = tuple(
            {k: x for k, x in kwargs.items() if k != "confirm_only"}
            for kwargs in explanations
            if kwargs["spec"] is not None
            and rounds_to(f.claim, f.interval, kwargs["value"], kwargs["spec"].written_rel)
        )
        if agree:
            out.append((v, agree))
    return out


#: Which kinds of entry can have an attribute at all (a model has no TDP): a reading
#: whose product lacks the value is plausible only if its kind could have it.
_KINDS = {
    "parameters": ("model",),
    "active_parameters": ("model",),
    "training_tokens": ("model",),
    "training_compute": ("model",),
    "gpu_count": ("system", "cluster"),
    "node_count": ("system", "cluster"),
}
_DEVICE_KINDS = ("accelerator", "system", "cluster", "die")


def _parts_have(ctx: Context, entry_id: str, attribute: str) -> bool:
    """A package whose accelerators have the value (HGX H100 memory = 8 x 80 GB)."""
    return ctx.ref.kind(entry_id) in ("system", "cluster") and any(
        ctx.ref.kind(p) == "accelerator" and ctx.ref.has(p, attribute)
        for p in ctx.ref.parts(entry_id)
    )


def _may_have(ctx: Context, entry_id: str, attribute: str) -> bool:
    return ctx.ref.kind(entry_id) in _KINDS.get(attribute, _DEVICE_KINDS)


def _unknown(f: Figure, score: float) -> Explanation:
    """A reading nothing can check: it confirms nothing, but as a plausible reading it
    keeps any other reading's mismatch from being called an error."""
    return Explanation(
        "reference",
        f.value,
        f.interval.low,
        f.interval.high,
        f.dim,
        score,
        (),
        "a product the reference does not know",
        abstain=True,
        reading=None,
    )


#: One datasheet value's explanations before the qualifier check: the value, the
#: explanations (as keyword arguments, all but ``mix``) and, when twice it may be the
#: sparse figure, that sparse value, its explanation and whether a ratio stands near.
_Group = tuple[RefFigure, tuple[dict, ...], tuple[RefFigure, dict, bool] | None]


def _reading(
    f: Figure, ctx: Context, entry_id: str, attribute: str, score: float
) -> list[Explanation]:
    """The figure read as ``entry_id``'s ``attribute``. What the reading computes
    depends on the figures and the reference alone and is worked out once per
    document; only the qualifier mismatch (``_mix``, which reads what the passes
    learn) is decided on every pass."""
    out: list[Explanation] = []
    for v, explanations, sparse in _reading_groups_kept(f, ctx, entry_id, attribute, score):
        mix = _mix(f, ctx, v)
        if mix == "mislabelled":
            continue
        out.extend(Explanation(**kwargs, mix=mix) for kwargs in explanations)
        if sparse is not None:
            out.extend(_other_sparsity(f, ctx, *sparse))
    return out


def _reading_groups_kept(
    f: Figure, ctx: Context, entry_id: str, attribute: str, score: float
) -> list[_Group]:
    return ctx.kept(
        ("reading", f.id, entry_id, attribute, score),
        lambda: _reading_groups(f, ctx, entry_id, attribute, score),
    )


def _reading_groups(
    f: Figure, ctx: Context, entry_id: str, attribute: str, score: float
) -> list[_Group]:
    evidence = score - _counted_before(f, ctx, entry_id)
    context = f.claim.context_precision
    # "Ein Achter-Server mit MI355X bringt 2,3 TB", "40 PFLOPS on the MI355X node": a
    # group's figure. The device's datasheet may confirm it, never refute it.
    device = ctx.ref.kind(entry_id) == "accelerator" and not f.tags & {"per_unit", "per_part"}
    # ("1.44 exaflops per rack" of a rack-scale system is that system's own figure)
    per_group = "per_group" in f.tags and ctx.ref.kind(entry_id) != "system"
    # ("NG-9800A" | "Peak FP8 | 40 PFLOPS" under an "Accelerators | MI355X" row: the
    # column's machine is built from the device, its figures may be the machine's)
    in_column = bool(f.subjects) and f.subjects[0].evidence == "column"
    of_group = per_group or (device and (bool(f.tags & {"group", "facility"}) or in_column))
    if of_group:
        evidence -= _GROUP
    # "an aggregate memory bandwidth of 48 TB/s": a total of what adds up across devices
    # may be the devices' sum, or one device's over its parts ("acht Stapel mit zusammen
    # 128 GB"): confirmed by the datasheet, not refuted by it
    of_group = of_group or (device and "total" in f.tags and attribute in SCALABLE)
    kind = ctx.ref.kind(entry_id)
    if kind == "accelerator" and (f.claim.measure == "rmax" or "benchmark" in f.tags):
        evidence -= _GROUP  # "In the HPL benchmark it achieves 9.4 petaflops": a machine's
    package = kind in ("system", "cluster")
    per_part = package and bool(f.tags & {"per_part", "per_unit"})
    # (source entry, factor, how): the entry itself; a package's parts per unit, or
    # times their count when the package lists no value of its own
    sources: list[tuple[str, float, str, bool]] = []  # (entry, factor, how, alternative)
    if not per_part:
        sources.append((entry_id, 1.0, "", False))
    if kind == "accelerator" and "per_part" in f.tags:
        # "10,4 Milliarden pro Chip" of a dual-die package: per die, or per package
        for part in ctx.ref.parts(entry_id):
            if ctx.ref.kind(part) == "die":
                sources.append((part, 1.0, f" (per die of {ctx.ref.name(entry_id)})", False))
    if package:
        # a package's own value, else its units': per unit, or all of them; with a value
        # of its own, these only confirm ("13.8 TB" is 72 x 192 GB at the launch spec;
        # "GB200 ... 20 PFLOPS" is its GPU's)
        alternative = not per_part and bool(ctx.ref.values(entry_id, attribute))
        n = _units_in(ctx, entry_id)
        small_unit = ctx.ref.unit_of_small_package(entry_id)
        for part in ctx.ref.parts(entry_id):
            if ctx.ref.kind(part) != "accelerator":
                continue  # per GPU: the GPU, not a superchip or a CPU
            # "Nvidia's GB300, rated at about 5 petaflops": a superchip's name often
            # stands for its GPU, so a small package's unit is a reading that confirms
            few = part == small_unit and attribute in SCALABLE
            if per_part or alternative or few:
                how = f" (per unit of {ctx.ref.name(entry_id)})"
                sources.append((part, 1.0, how, alternative or (few and not per_part)))
            if not per_part and n and attribute in SCALABLE:
                how = f" x {n:g} (the units of {ctx.ref.name(entry_id)})"
                sources.append((part, n, how, alternative))
    out: list[_Group] = []
    for source_id, factor, how, alternative in sources:
        for v in _values(f, ctx, source_id, attribute):
            lost = 0.0
            if attribute == "throughput" and not f.claim.precision:
                # no precision named: the one the sentence before named is the likely one
                lost = 0.0 if v.precision in context else _NO_PRECISION
            explanations = []
            for reading, scale in _unit_readings(attribute, v, f.tags, ctx, source_id):
                value = v.value * factor * scale
                label = f" {v.label}" if v.label else ""
                explanations.append(
                    {
                        "relation": "reference",
                        "value": value,
                        "low": v.low * factor * scale,
                        "high": v.high * factor * scale,
                        "unit": v.unit,
                        "evidence": evidence - lost - (0.5 if factor != 1.0 else 0.0),
                        "steps": (
                            f"reference: {v.name}{label} = {human(v.value, v.unit)}{how}{reading}",
                        ),
                        "what": f"{v.name} {attribute.replace('_', ' ')}{label}{how}{reading}",
                        "sources": v.sources,
                        "spec": v if factor == 1.0 and scale == 1.0 else None,
                        "confirm_only": alternative
                        or of_group
                        or attribute in CONFIRM_ONLY
                        or v.status != "primary"
                        or bool(reading)
                        or (package and attribute in _CONFIGURED),
                        "reading": entry_id,
                    }
                )
            sparse = None
            if (
                attribute == "throughput"
                and v.sparsity is None
                and v.precision in _SPARSE_PRECISIONS
                and factor == 1.0
            ):
                sparse = _sparse_twin(f, ctx, v, evidence, entry_id)
            out.append((v, tuple(explanations), sparse))
    return out


#: Precisions of tensor units, which vendors quote dense and with 2:4 sparsity.
_SPARSE_PRECISIONS = frozenset({"fp4", "fp6", "fp8", "int8", "int4", "fp16", "bf16", "tf32"})


def _sparse_twin(
    f: Figure, ctx: Context, v: RefFigure, evidence: float, entry_id: str
) -> tuple[RefFigure, dict, bool]:
    """A datasheet value the reference keeps without saying whether it is dense or
    sparse may be the dense one: twice it is then the sparse figure ("20 PFLOPS" FP4 of
    a part listed at 10), right, or a warning when set against a dense figure (a ratio
    of the two, in its sentence or the next, carries that warning instead). The sparse
    value, its explanation but for ``mix``, and whether such a ratio stands near."""
    sparse = replace(v, sparsity="sparse", value=2 * v.value, low=2 * v.low, high=2 * v.high)
    ratio_near = any(g.dim in ("ratio", "percent") for g in ctx.index.around(f, 0, 1))
    kwargs = {
        "relation": "reference",
        "value": sparse.value,
        "low": sparse.low,
        "high": sparse.high,
        "unit": v.unit,
        "evidence": evidence,
        "steps": (
            f"reference: {v.name} {v.label} = {human(v.value, v.unit)}, x 2 if that is dense",
        ),
        "what": f"{v.name} throughput {v.label} x 2 (the sparse figure, if the listed one is dense)",
        "sources": v.sources,
        "confirm_only": True,
        "reading": entry_id,
    }
    return sparse, kwargs, ratio_near


def _other_sparsity(
    f: Figure, ctx: Context, sparse: RefFigure, kwargs: dict, ratio_near: bool
) -> list[Explanation]:
    """The sparse reading of ``_sparse_twin``, with this pass's qualifier check."""
    mix = _mix(f, ctx, sparse)
    if mix == "mislabelled":
        return []
    if ratio_near:
        mix = None  # ("..., B300 15 PFLOPS. Das entspricht einem Vorsprung von 34 %")
    return [Explanation(**kwargs, mix=mix)]


#: "32 GB" for a 32 GiB part: memory is often written in binary units with a decimal name.
GIB = 2**30 / 1e9


#: Attributes the reference gives per part, and the count of those parts: a device's
#: total is the part's value times the count ("24 x 200 GbE = 4.8 Tbit/s per chip").
_PER_PART_COUNTS = {"port_bandwidth": "ports"}


def _unit_readings(
    attribute: str,
    v: RefFigure,
    tags: frozenset[str] = frozenset(),
    ctx: Context | None = None,
    entry_id: str = "",
) -> tuple[tuple[str, float], ...]:
    counted = _PER_PART_COUNTS.get(attribute)
    if counted and ctx is not None:
        counts = [c.value for c in ctx.ref.values(entry_id, counted) if c.value >= 1]
        if counts:
            return (("", 1.0), (f" x {counts[0]:g} {counted} (the whole device)", counts[0]))
    if attribute == "memory":
        return (("", 1.0), (" (read as GiB)", 1 / GIB))
    if attribute.endswith("bandwidth") and "bidirectional" in tags:
        # "bidirektionale ICI-Bandbreite 400 GB/s": vendors quote one direction or both
        return (("", 1.0), (" x 2 (both directions)", 2.0))
    return (("", 1.0),)


def _units_in(ctx: Context, entry_id: str) -> float | None:
    """How many accelerators a package holds (its composition, else its GPU count)."""
    for part in ctx.ref.parts(entry_id):
        if ctx.ref.kind(part) == "accelerator":
            n = ctx.ref.reference.count_of(entry_id, part)
            if n:
                return float(n)
    for v in ctx.ref.values(entry_id, "gpu_count"):
        if v.value >= 1:
            return v.value
    return None


def _counted_before(f: Figure, ctx: Context, entry_id: str) -> float:
    """Evidence lost when the sentence counts several of the product before the figure:
    "Ein Server mit acht Gaudi 3 kommt auf 14,7 Petaflops" is about the eight."""
    for g in ctx.index.around(f, back=0, ahead=0):
        if (
            g.order < f.order
            and ctx.ref.same_product(g.subject, entry_id)
            and g.dim == "count"
            and g.value >= 2
            and (g.noun == "gpu_count" or g.is_count_of_groups() or g.kind == "bare")
        ):
            return 2.0
    return 0.0
