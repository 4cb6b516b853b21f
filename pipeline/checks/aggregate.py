"""Totals over a count: count x per-unit figure, from the text's own figure or the reference.

"1 Million H100 ... bis zu 4 Exaflops" is 1,000,000 x 3,958 TFLOPS = 3.96 ZFLOPS, so
the text is wrong by 1000x. A total that only matches the sparse per-unit figure while
the text quotes dense ones is a warning.
"""

from __future__ import annotations

import math
import re

from claims.models import Claim
from pipeline.checks.base import (
    DocContext,
    Result,
    base_of_multiple,
    base_value,
    check,
    clause,
    clause_has,
    divisor,
    lang_data,
    per_group_count,
    sources_of,
    written_out_result,
)
from pipeline.checks.reference import candidate_values, model_footprint, ref_number
from pipeline.estimator import aggregate, clean_slip, factor_slip, human, power_of_ten_slip

COUNT_ATTRIBUTES = {"gpu_count", "ports", "chip_count"}
TOTALLED = {
    "effective_throughput",
    "throughput",
    "memory",
    "tdp",
    "price",
    "interconnect_bandwidth",
    "port_bandwidth",
    "memory_bandwidth",
}


def _dimension(claim: Claim) -> str | None:
    bv = base_value(claim)
    return bv[3] if bv else None


def _count_then_each(claim: Claim, ctx: DocContext) -> bool:
    """ "100,000 H100s at 700 watts each draw 7 megawatts": a count, then a per-unit
    figure, then the claim, in one sentence."""
    before = [c for c in ctx.claims if c.sentence == claim.sentence and c.end <= claim.start]
    return any(
        a.attribute in COUNT_ATTRIBUTES and b.scope == "per_unit" and b.attribute == claim.attribute
        for a, b in zip(before, before[1:], strict=False)
    )


def _benchmark_context(claim: Claim, ctx: DocContext) -> str:
    """The claim's clause, and for a table cell the lines above it (where the column
    headers "Linpack (Rmax)", "Rpeak" stand)."""
    text = clause(claim, ctx)[0]
    if claim.in_table:
        row = ctx.text.rfind("\n", 0, claim.start)
        text += ctx.text[max(0, row - 400) : claim.start]
    return text


def _other_device(count_claim: Claim | None, rvs: list) -> bool:
    """The count names another device than the reference per-unit figure is for
    ("50,000 H200" x the H100's 700 W)."""
    if count_claim is None or count_claim.subject is None or not rvs:
        return False
    return count_claim.subject.entry_id != rvs[0].entry_id


def _scale_slip(claimed: float, expected: float) -> bool:
    """Off by 10^3, 10^6 ...: a unit prefix or scale word (MW for GW, Mio. for Mrd.)."""
    if not power_of_ten_slip(claimed, expected) or claimed <= 0 or expected <= 0:
        return False
    return round(math.log10(expected / claimed)) % 3 == 0


def _other_gpu_counts(claim: Claim, ctx: DocContext, own: set[float | None]) -> list[Claim]:
    """GPU counts of the claim's subject stated before it in its sentence (or, linked
    to the subject, in the two sentences before) that differ from ``own``."""
    subject = claim.subject.entry_id if claim.subject else None
    return [
        c
        for c in ctx.window(claim, back=2)
        if (
            (c.sentence == claim.sentence and c.subject is None)
            or (c.subject is not None and c.subject.entry_id == subject)
        )
        and c.attribute == "gpu_count"
        and (c.quantity.value or 0) >= 2
        and c.quantity.value not in own
        and not per_group_count(c, ctx)
    ]


#: how far after a total its count may stand ("2.4 exaflops across 8,960 chips")
_COUNT_AFTER_REACH = 24


def _counts(claim: Claim, ctx: DocContext) -> list[tuple[Claim | None, float, str | None]]:
    out: list[tuple[Claim | None, float, str | None]] = []
    entry = ctx.reference.get(claim.subject.entry_id) if claim.subject else None
    if entry is not None and entry.kind == "system":
        # a named system counts its own GPUs; GPU counts in the text are about something
        # else, but racks or nodes of it multiply the system ("16 Racks ... 5,76 Exaflops")
        own = [
            (None, rv.value.value, entry.parts[0] if entry.parts else None)
            for rv in ctx.reference.values_of(entry.id, "gpu_count")
            if rv.value.value
        ]
        groups = [
            (c, c.quantity.value, entry.id)
            for c in reversed(ctx.window(claim, back=2))
            if c.attribute in ("node_count", "cluster_count")
            and (c.quantity.value or 0) >= 2
            and not per_group_count(c, ctx)
        ]
        # "a million GPUs at 1,200 W each would need 1.2 MW": a count of its sentence
        # that is not the system's own is what the total is over
        # "That is 16 x 72 = 1,152 GPUs ... HBM3e totals roughly 214 TB": GPUs of the
        # system count its part, not the system
        counted = []
        for c in _other_gpu_counts(claim, ctx, {v for _, v, _ in own}):
            entity = c.subject.entry_id if c.subject else None
            counted.append((c, c.quantity.value, entity))
            part = _part_of(entity, ctx) if entity else None
            if part != entity:
                counted.append((c, c.quantity.value, part))
        return counted + groups + own
    # "1.1 exaflops across a 4,096-chip pod": the count right after the total first
    after = [
        c
        for c in ctx.claims
        if c.sentence == claim.sentence and 0 <= c.start - claim.end <= _COUNT_AFTER_REACH
    ]
    for c in [*after[:1], *reversed(ctx.window(claim, back=2))]:
        usable = c.attribute in COUNT_ATTRIBUTES and (c.quantity.value or 0) >= 2
        if usable and not per_group_count(c, ctx):
            out.append((c, c.quantity.value, c.subject.entry_id if c.subject else None))
    # a system named as subject carries its own GPU count ("HGX H100 board")
    if claim.subject is not None:
        entry = ctx.reference.get(claim.subject.entry_id)
        if entry is not None and entry.parts:
            for rv in ctx.reference.values_of(entry.id, "gpu_count"):
                if rv.value.value:
                    out.append((None, rv.value.value, entry.parts[0]))
    return out


def _part_of(entry_id: str, ctx: DocContext) -> str:
    """A system's GPU (its first part); any other entry is its own unit."""
    entry = ctx.reference.get(entry_id)
    if entry is not None and entry.kind == "system" and entry.parts:
        return entry.parts[0]
    return entry_id


def _per_units(claim: Claim, ctx: DocContext, unit: str, entity: str | None, total: float):
    """(label, value, low, high, source values, sparsity, text claim) candidates."""
    out = []
    for c in reversed(ctx.window(claim, back=3)):
        if c is claim or c.attribute != claim.attribute or _dimension(c) != unit:
            continue
        if ctx.flagged(c):
            continue
        bv = base_value(c)
        if bv is None or bv[0] * 1.5 > total:
            continue
        if entity and c.subject and c.subject.entry_id != entity:
            continue
        if claim.precision and c.precision and not set(claim.precision) & set(c.precision):
            continue
        if claim.sparsity_explicit and c.sparsity_explicit and claim.sparsity != c.sparsity:
            continue  # "10 PFLOPS sparse ... the rack at dense FP8": not its per-unit figure
        out.append((f"'{c.text}' per unit (from the text)", bv[0], bv[1], bv[2], [], None, c))
    if entity and claim.attribute in ("throughput", "memory", "tdp", "memory_bandwidth"):
        for rv in candidate_values(claim, ctx, entity, claim.attribute):
            n = ref_number(rv)
            if n is None:
                continue
            name = ctx.reference.get(entity).name
            label = " ".join(x for x in (rv.value.precision or "", rv.value.sparsity or "") if x)
            out.append(
                (
                    f"{name} {label.upper() if label else ''}".strip(),
                    n[0],
                    n[1],
                    n[2],
                    [rv],
                    rv.value.sparsity,
                    None,
                )
            )
    return out


def _fit(claim: Claim, ctx: DocContext, counts, value: float, lo: float, hi: float, unit: str):
    """(best fitting (estimate, label, values, sparsity, count claim, count, text claim) or
    None, every candidate tried); None when the claim is a per-unit figure."""
    best = None
    tried = []
    for count_claim, count, count_entity in counts:
        entity = count_entity or (claim.subject.entry_id if claim.subject else None)
        if claim.subject and count_entity and claim.subject.entry_id != count_entity:
            entry = ctx.reference.get(claim.subject.entry_id)
            if entry is None or count_entity not in entry.parts:
                entity = claim.subject.entry_id if entry and entry.kind == "accelerator" else entity
        per_units = _per_units(claim, ctx, unit, entity, value)
        for other in () if per_units else _other_devices(claim, ctx, entity, count_entity):
            # "mit dem B100 oder zukünftigen Rubin-GPUs ... 10 EFLOPS": a product without
            # reference values stands for the fleet; a device named nearby has them
            per_units = _per_units(claim, ctx, unit, other, value)
            if per_units:
                break
        if count_claim is not None and count_claim.sentence == claim.sentence:
            # "acht B200 mit je 180 GB, zusammen 1.540 GB": the sentence's own per-unit
            # figure is the premise, not the reference's 192 GB launch figure
            own = [
                p
                for p in per_units
                if p[6] is not None and p[6].sentence == claim.sentence and p[6].scope == "per_unit"
            ]
            per_units = own or per_units
        for label, per, per_lo, per_hi, rvs, sparsity, text_claim in per_units:
            if hi <= per_hi * 1.6:
                return None  # the claim is a per-unit figure, not a total
            est = aggregate(count, per, unit, per_low=per_lo, per_high=per_hi, label=label)
            tried.append((est, label, rvs, sparsity, count_claim, count, text_claim))
            fits = lo <= est.high * 1.005 and est.low * 0.995 <= hi
            if fits and (best is None or (best[3] == "sparse" and sparsity != "sparse")):
                best = (est, label, rvs, sparsity, count_claim, count, text_claim)
    return best, tried


def _other_devices(claim: Claim, ctx: DocContext, entity: str | None, count_entity: str | None):
    """Accelerators named in the claim's sentence and the one before, then the count's."""
    out = []
    for entry_id in (*claim.nearby, count_entity):
        entry = ctx.reference.get(entry_id) if entry_id else None
        if entry is not None and entry.kind == "accelerator" and entry_id != entity:
            out.append(entry_id)
    return list(dict.fromkeys(out))


def _earlier_counts(claim: Claim, ctx: DocContext, near):
    """GPU and chip counts stated anywhere before the claim, beyond ``near``."""
    seen = {id(c) for c, _, _ in near if c is not None}
    return [
        (c, c.quantity.value, c.subject.entry_id if c.subject else None)
        for c in ctx.claims
        if c.start < claim.start
        and id(c) not in seen
        and c.attribute in COUNT_ATTRIBUTES
        and (c.quantity.value or 0) >= 2
        and not per_group_count(c, ctx)
    ]


@check("aggregate")
def aggregate_check(claim: Claim, ctx: DocContext) -> Result | None:
    if claim.attribute not in TOTALLED or claim.quantity.kind != "measure":
        return None
    bv = base_value(claim)
    if bv is None:
        return None
    value, lo, hi, unit = bv
    data = lang_data(ctx)
    # "the accelerators alone draw 7 MW": the GPUs' share of a cluster is count x unit
    gpus_alone = claim.attribute == "tdp" and clause_has(claim, ctx, data.ALONE)
    # "For Colossus's first 100,000 GPUs that means $25 billion": a count in the claim's
    # sentence makes it a total over those GPUs, whatever the cluster's own figures
    counted_here = (
        claim.connective is not None
        or clause_has(claim, ctx, data.ALONE, before=False)
        or _count_then_each(claim, ctx)
    ) and any(
        c.sentence == claim.sentence
        and c.end <= claim.start
        and c.attribute in COUNT_ATTRIBUTES
        and (c.quantity.value or 0) >= 2
        for c in ctx.claims
    )
    if claim.subject is not None and not (gpus_alone or counted_here):
        entry = ctx.reference.get(claim.subject.entry_id)
        if entry is not None and entry.kind not in ("accelerator", "system"):
            return None
        if entry is not None and entry.kind == "system" and not entry.parts:
            return None
    if claim.scope == "per_unit":
        return _per_unit_from_total(claim, ctx, value, lo, hi, unit)
    if written_out_result(claim, ctx):
        return None  # "8 × 700 W = 5,6 kW": the arithmetic check has its operands
    if divisor(claim, ctx):
        return None  # "38,4 TB/s, geteilt durch 405 GB": the model's size, an operand
    if base_of_multiple(claim, ctx) is not None:
        return None  # "about six times the 20 kW ceiling": what a multiple is taken of
    if claim.attribute == "memory" and (
        clause_has(claim, ctx, data.MEMORY_NEED, before=False) or model_footprint(claim, ctx)
    ):
        return None  # what a model needs or leaves free, not what the GPUs hold
    if claim.attribute == "throughput" and _BENCHMARK_RE.search(_benchmark_context(claim, ctx)):
        return None  # a Linpack result is measured, not count x peak
    counts = _counts(claim, ctx)
    found = _fit(claim, ctx, counts, value, lo, hi, unit)
    if found is None:
        return None  # a per-unit figure, not a total
    best, tried = found
    far_slips = []
    if best is None and not counted_here:
        # "100.000 H100 ... [a paragraph on] ... 8 PB HBM": a count stated further back
        # may confirm the total; it is too far away to call the total wrong unless the
        # text derives the figure ("damit rund 46 MW") and it is off by a clean 10^k
        far = _fit(claim, ctx, _earlier_counts(claim, ctx, counts), value, lo, hi, unit)
        if far is not None and far[0] is not None:
            best = far[0]
        elif far is not None and not tried and (claim.connective or claim.scope == "total"):
            far_slips = [t for t in far[1] if power_of_ten_slip(value, t[0].value, 0.01)]
    if not tried and best is None and not far_slips:
        return None
    if best is not None:
        est, label, rvs, sparsity, count_claim, count, _ = best
        verdict, why = "ok", "matches"
        key = (rvs[0].entry_id, rvs[0].value.precision or "") if rvs else None
        if (
            sparsity == "sparse"
            and claim.sparsity != "sparse"
            and key
            and (ctx.convention.get(key) == "dense")
        ):
            dense = [t for t in tried if t[3] == "dense" and t[4] is count_claim]
            verdict = "warning"
            why = "matches only the sparse per-unit figure while the text quotes dense ones"
            if dense:
                why += f"; dense: {dense[0][0].trail[0]} {dense[0][0].trail[1]}"
        return Result(
            "aggregate",
            verdict,
            (est.value, est.low, est.high),
            unit,
            f"{human(value, unit)} {why}: {est.trail[0]} {est.trail[1]}",
            list(est.trail),
            sources_of(rvs),
            {"sparsity": sparsity or "", "precision": rvs[0].value.precision or ""} if rvs else {},
        )
    # no candidate fits: report the one closest to the text's own premises; an error
    # needs its premise close by, so counts from another paragraph do not count
    near = [t for t in tried if t[4] is None or ctx.same_paragraph(t[4], claim)]
    if not near and (claim.connective or claim.scope == "total"):
        far_slips += [t for t in tried if power_of_ten_slip(value, t[0].value, 0.01)]
    tried = near or far_slips
    if not tried:
        return None
    ranked = sorted(
        tried,
        key=lambda t: (
            t[6] is None,
            _other_device(t[4], t[2]),
            # "a million GPUs at 1,200 W each would need 1.2 MW": the count of the claim's
            # own sentence, off by a clean slip, explains it better than racks before
            t[4] is None or t[4].sentence != claim.sentence,
            t[3] == "sparse",
            not _scale_slip(value, t[0].value),
            abs(t[0].value - value) / max(t[0].value, value),
        ),
    )
    est, label, rvs, sparsity, count_claim, count, _ = ranked[0]
    if claim.attribute == "memory" and clause_has(
        claim, ctx, lang_data(ctx).SYSTEM_MEMORY, before=False
    ):
        return None
    own_count_slip = (
        count_claim is not None
        and count_claim.sentence == claim.sentence
        and power_of_ten_slip(value, est.value)
    )
    if (
        claim.attribute == "tdp"
        and not own_count_slip
        and clause_has(
            claim, ctx, lang_data(ctx).FACILITY_POWER + lang_data(ctx).OTHER_PARTS, before=False
        )
    ):
        return None  # "die Netzanbindung auf 22 MW", "4 kW for CPUs and fans": not the GPUs'
    tied = _tied_to_count(claim, ctx, count_claim) or bool(far_slips)
    if claim.attribute == "price" and not clean_slip(value, est.value):
        return None  # prices add support, surcharges and discounts: only a slip is sure
    slip = clean_slip(value, est.value)
    alone = clause_has(claim, ctx, lang_data(ctx).ALONE)  # "allein die Beschleuniger ziehen"
    rounded = clause_has(claim, ctx, lang_data(ctx).ROUNDED)
    if rounded and not slip and 0.85 <= value / est.value <= 1.15:
        return None  # "Tesla rounds its output to 100 PFLOPS" (300 x 362 TFLOPS)
    if claim.attribute == "tdp" and est.value <= value <= 3 * est.value and not alone:
        return None  # the GPUs' power is a floor: servers add CPUs, network and fans
    hedge = claim.quantity.hedge
    if hedge and hedge.kind in ("peak", "upper", "below") and est.value <= value and not alone:
        return None  # "up to 150 MW": the GPUs' 70 MW stay within it
    if hedge is not None and hedge.kind in ("lower", "above") and est.value >= value:
        return None  # "more than 1 EFLOPS": consistent with a larger total
    if clause_has(claim, ctx, data.STAGE) and not slip:
        return None  # "eine Million GPUs, anfangs mit bis zu 150 MW": a first stage's power
    if _mixed_fleet(claim, ctx) and not slip:
        return None  # "1.024 MI300X und 512 MI325X, zusammen ...": no single per-unit figure
    if not tied and not clean_slip(value, est.value):
        return None  # "up to 150 MW for the site": a total of something else
    if value > 100 * est.value and not clean_slip(value, est.value):
        return None  # eight GPUs' 6 kW against a hall's 5 MW: something bigger, no slip
    if count and value < 10 * est.value / count and est.value > 100 * value and not slip:
        return None  # "the Ascend 910C reaches 780 TFLOPS": one chip's figure, not a total
    if claim.in_table and count_claim is not None and "\n" in _between(ctx, count_claim, claim):
        return None  # a count from another row of the table
    if _total_stated_beside(claim, ctx, est):
        return None  # "70 MW ..., less than half of the 150 MW": the total is the other one
    slip = factor_slip(value, est.value)
    premise = f"'{count_claim.text}'" if count_claim else f"{count:,.0f} units"
    return Result(
        "aggregate",
        "error",
        (est.value, est.low, est.high),
        unit,
        f"{premise} x {label} = {human(est.value, unit)}; the text says {human(value, unit)}"
        + (f" ({slip})" if slip else ""),
        list(est.trail),
        sources_of(rvs),
    )


_BENCHMARK_RE = re.compile(r"linpack|\bhpl\b|rmax|rpeak|top500|mlperf", re.IGNORECASE)


def _mixed_fleet(claim: Claim, ctx: DocContext) -> bool:
    """The sentence counts GPUs of two or more different products."""
    products = {
        c.subject.entry_id
        for c in ctx.claims
        if c.sentence == claim.sentence
        and c.attribute in COUNT_ATTRIBUTES
        and c.subject is not None
        and not per_group_count(c, ctx)
    }
    return len(products) > 1


def _between(ctx: DocContext, a: Claim, b: Claim) -> str:
    lo, hi = sorted((a.end, b.start))
    return ctx.text[lo:hi]


def _tied_to_count(claim: Claim, ctx: DocContext, count_claim: Claim | None) -> bool:
    """The count stands at most two sentences before the figure and no other count of
    GPUs, chips, nodes or clusters comes between them ("720 nodes of eight A100 ... 1.8
    exaflops" is about those nodes, not an earlier fleet); a system's own GPU count needs
    the text to call the figure a total ("zusammen", "in total"). Without that, only a
    clean slip (a power of ten, 2x, 8x) shows the figure is meant as the count's total."""
    if count_claim is None:
        return bool(claim.connective or claim.scope == "total")
    if not 0 <= claim.sentence - count_claim.sentence <= 2:
        return False
    return not any(
        count_claim.end <= c.start < claim.start
        and c.attribute in (*COUNT_ATTRIBUTES, "node_count", "cluster_count")
        and c.quantity.kind == "count"
        and not per_group_count(c, ctx)
        for c in ctx.claims
    )


def _total_stated_beside(claim: Claim, ctx: DocContext, est) -> bool:
    """Another figure of the sentence already is count x per-unit figure."""
    for c in ctx.claims:
        if c is claim or c.sentence != claim.sentence or c.attribute != claim.attribute:
            continue
        bv = base_value(c)
        if bv and bv[3] == est.unit and bv[1] <= est.high * 1.005 and est.low * 0.995 <= bv[2]:
            return True
    return False


def _per_unit_from_total(claim, ctx, value, lo, hi, unit) -> Result | None:
    """'125.000 US-Dollar ... also rund 15.600 Dollar pro Stück' = total / count."""
    window = ctx.window(claim, back=1)
    counts = [c for c in window if c.attribute in COUNT_ATTRIBUTES and c.quantity.value]
    totals = [c for c in window if _dimension(c) == unit and c.attribute == claim.attribute]
    for t in reversed(totals):
        tb = base_value(t)
        for c in reversed(counts):
            per = tb[0] / c.quantity.value
            if lo <= per * 1.005 and per * 0.995 <= hi:
                return Result(
                    "aggregate",
                    "ok",
                    (per, per, per),
                    unit,
                    f"'{t.text}' / {c.quantity.value:,.0f} = {human(per, unit)} per unit",
                    [f"{human(tb[0], unit)} / {c.quantity.value:,.0f}", f"= {human(per, unit)}"],
                )
    if not claim.connective:
        return None
    # "$300 million for 10,000 GPUs, which works out to about $3,000 per GPU": the text
    # derives it, and it is off by a clean power of ten from total / count
    for t in reversed(totals):
        tb = base_value(t)
        for c in reversed(counts):
            per = tb[0] / c.quantity.value
            if power_of_ten_slip(claim_value := (lo + hi) / 2, per):
                return Result(
                    "aggregate",
                    "error",
                    (per, per * 0.995, per * 1.005),
                    unit,
                    f"'{t.text}' / '{c.text}' = {human(per, unit)} per unit; the text says "
                    f"{human(claim_value, unit)} ({factor_slip(claim_value, per)})",
                    [f"{human(tb[0], unit)} / {c.quantity.value:,.0f}", f"= {human(per, unit)}"],
                )
    return None
