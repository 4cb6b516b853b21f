"""Figures the text derives from its own premises, recomputed with units.

"30,84 Mio. GPU-Stunden ... auf den gesamten Cluster umgerechnet wären das rund 180
Tage" is GPU-hours / GPUs; "590.000 GPU-Stunden. Bei 2 US-Dollar pro GPU-Stunde kostet
der Lauf 11,8 Mio. Dollar" is GPU-hours x price per hour; "720 Knoten à 8 GPUs,
insgesamt also 5.760 GPUs" is groups x count per group. Each rule names the kinds of
premise it combines, so a duration is never "derived" from an unrelated count. A
claim is only called wrong when the text states the derivation (a connective) or a
premise stands in the same sentence.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass

from claims.models import Claim
from pipeline.checks.base import (
    DocContext,
    Result,
    base_value,
    check,
    clause_has,
    lang_data,
    per_group_count,
)
from pipeline.checks.comparison import claimed_ratio
from pipeline.checks.reference import confirmed_by_named
from pipeline.estimator import factor_slip, human, power_of_ten_slip

_OPERAND_RE = re.compile(r"\s*[×x*·⋅]\s*[\d$€]")
_OPERAND_BEFORE_RE = re.compile(r"(?:[×*·⋅]|(?<=\s)x)\s*$")


def _kind(c: Claim) -> str | None:
    """The role a figure can play as a premise."""
    q = c.quantity
    if q.kind == "rate" and q.per == "hour":
        return "money_per_hour"
    if q.kind == "multiplier":
        return "ratio"
    if q.kind == "percent":
        return "share"
    if c.attribute == "gpu_hours" or q.noun == "gpu_hours":
        return "gpu_hours"
    if c.attribute in ("gpu_count", "chip_count") and q.kind == "count":
        return "count"
    if c.attribute in GROUP_ATTRIBUTES and q.kind == "count":
        return "groups"
    if c.attribute == "duration":
        bv = base_value(c)
        if bv and bv[0] >= _GPU_HOURS_FLOOR and c.quantity.unit in ("hour", "h"):
            return "gpu_hours"  # "30.84 million hours": no run lasts a century
        return "duration"
    if c.attribute == "price" and c.scope == "per_unit" and q.kind == "measure":
        return "unit_price"  # "$350,000 each", "15.625 Dollar pro Chip"
    if c.attribute == "tdp":
        return "power"
    if c.attribute in ("throughput", "effective_throughput"):
        return "throughput"
    if c.attribute == "training_compute":
        return "compute"
    return None


#: Counts of groups that hold GPUs or chips: nodes, servers, racks, clusters.
GROUP_ATTRIBUTES = ("node_count", "cluster_count")


def _target(c: Claim) -> str | None:
    if c.quantity.kind == "count" and c.attribute in ("gpu_count", "chip_count"):
        # only a count the text states as a total ("insgesamt also 5.760 GPUs")
        return "count" if c.scope == "total" or c.connective else None
    if c.quantity.kind != "measure":
        return None
    if c.attribute == "gpu_hours" or c.quantity.noun == "gpu_hours":
        return "gpu_hours"
    return {
        "duration": "duration",
        "price": "money",
        "energy": "energy",
        "effective_throughput": "throughput",
    }.get(c.attribute or "")


def _kind_in(c: Claim, ctx: DocContext) -> str | None:
    """``_kind`` with the text around the figure: "à 8 GPUs", "8 GPUs per node" are the
    count per group, not a fleet's GPUs."""
    kind = _kind(c)
    if kind == "count" and per_group_count(c, ctx):
        return "per_group"
    return kind


#: Hours beyond a century of wall-clock time (in seconds) are GPU-hours.
_GPU_HOURS_FLOOR = 100 * 365 * 24 * 3600.0


@dataclass(frozen=True)
class Rule:
    target: str
    first: str
    second: str
    op: Callable[[float, float], float]
    symbol: str


RULES = (
    Rule("duration", "gpu_hours", "count", lambda a, b: a / b, "/"),
    Rule("duration", "duration", "ratio", lambda a, b: a * b, "x"),
    Rule("duration", "duration", "ratio", lambda a, b: a / b, "/"),
    Rule("gpu_hours", "count", "duration", lambda a, b: a * b, "x"),
    Rule("money", "gpu_hours", "money_per_hour", lambda a, b: a * b, "x"),
    Rule("energy", "power", "duration", lambda a, b: a * b, "x"),
    Rule("throughput", "throughput", "share", lambda a, b: a * b, "x"),
    Rule("throughput", "compute", "gpu_hours", lambda a, b: a / b, "/"),
    Rule("count", "groups", "per_group", lambda a, b: a * b, "x"),
)


def _value(c: Claim) -> float | None:
    if _kind(c) in ("ratio", "share"):
        r = claimed_ratio(c)
        if c.quantity.kind == "percent" and c.direction is None:
            return c.quantity.value / 100 if c.quantity.value is not None else None
        return r[0] if r else None
    if c.quantity.kind == "rate":
        return c.quantity.value / 3600  # money per hour -> per second (base units)
    bv = base_value(c)
    return bv[0] if bv else None


@dataclass(frozen=True)
class _Pair:
    """A product of two premises standing in for one (for three-factor rules)."""

    text: str
    sentence: int
    end: int


def _q(x: Claim | _Pair) -> str:
    return x.text if isinstance(x, _Pair) else f"'{x.text}'"


#: the slips a figure from another paragraph may show: a dropped zero, a scale word
#: (Mio./Mrd., million/billion), two scale words
_SLIP_EXPONENTS = (1, 3, 6)

_TIMES = Rule("money", "gpu_hours", "money_per_hour", lambda a, b: a * b, "x")
_UNITS_TIMES = Rule("money", "count", "unit_price", lambda a, b: a * b, "x")
#: between a count and its unit price: "512 servers at", "acht Server zu je"
_AT_EACH_RE = re.compile(r"\s+(?:[\w-]+\s+)?(?:at|for|zu je|zu|à|für je|je)\s+", re.I)
_GROUPS_TIMES = Rule("count", "groups", "per_group", lambda a, b: a * b, "x")
_PER_GPU_TIME = Rule("throughput", "compute", "gpu_hours", lambda a, b: a / b, "/")


def _stated_already(claim: Claim, ctx: DocContext, got: float, a, b) -> bool:
    """A figure between the premises and the claim already is their product."""
    after = max(a.sentence, b.sentence)
    for c in ctx.claims:
        if c is claim or c.sentence < after or c.start >= claim.start:
            continue
        bv = base_value(c)
        if bv and bv[1] <= got * 1.01 and got * 0.99 <= bv[2]:
            return True
        if c.attribute == claim.attribute and c.end > max(a.end, b.end) and c.scope == "total":
            return True  # "..., 59,152 GPUs in total, and 350,000 H100s by the end of the year"
    return False


def _same_currency(premise: Claim, claim: Claim) -> bool:
    """A price per hour in dollars never yields a cost in euros."""
    if _kind(premise) != "money_per_hour":
        return True
    return premise.quantity.unit == claim.quantity.unit


def _gpus_times_hours(claim: Claim, premises: list[Claim], kinds: dict[str, str | None]):
    """(GPUs x hours as one premise, its value, its distance) for every count and
    duration among the premises: the GPU time of a run."""
    counts = [c for c in premises if kinds[c.id] == "count"]
    hours = [c for c in premises if kinds[c.id] == "duration"]
    for n in counts:
        for h in hours:
            vn, vh = _value(n), _value(h)
            if vn and vh:
                near = (claim.sentence - n.sentence) + (claim.sentence - h.sentence)
                yield (
                    _Pair(f"'{n.text}' x '{h.text}'", n.sentence, max(n.end, h.end)),
                    vn * vh,
                    near,
                )


def _restates_previous(claim: Claim, ctx: DocContext, lo: float, hi: float, unit: str) -> bool:
    """The figure just before it in its sentence is the same amount in other units."""
    before = [c for c in ctx.claims if c.sentence == claim.sentence and c.end <= claim.start]
    if not before:
        return False
    bv = base_value(before[-1])
    return bool(bv and bv[3] == unit and bv[1] <= hi * 1.02 and lo * 0.98 <= bv[2])


def _input_position(claim: Claim, ctx: DocContext) -> bool:
    """The figure follows a preposition that makes it an input ("for 54 days", "over the
    reported 54 days")."""
    end = claim.start
    hedge = claim.quantity.hedge
    if hedge is not None and hedge.start < claim.start:
        end = hedge.start
    before = ctx.text[max(0, end - 32) : end].lower()
    words = "|".join(re.escape(w) for w in lang_data(ctx).INPUT_BEFORE)
    return bool(
        re.search(
            rf"(?<![\w-])(?:{words})\s+(?:(?:the|its|their|der|die|das|den|dem)\s+"
            rf"(?:[a-zäöüß]+\s+)?)?(?:up to\s+|bis zu\s+)?$",
            before,
        )
    )


@check("derived")
def derived_check(claim: Claim, ctx: DocContext) -> Result | None:
    target = _target(claim)
    if target is None:
        return None
    bv = base_value(claim)
    if bv is None:
        return None
    value, lo, hi, unit = bv
    if target == "count" and per_group_count(claim, ctx):
        return None
    if _OPERAND_RE.match(ctx.text, claim.end) or _OPERAND_BEFORE_RE.search(
        ctx.text, max(0, claim.start - 4), claim.start
    ):
        return None  # "16.384 × 989 TFLOPS × 0,4": an operand the text multiplies
    premises = [
        c for c in ctx.window(claim, back=6) if not ctx.flagged(c) and _same_currency(c, claim)
    ]
    kinds = {c.id: _kind_in(c, ctx) for c in premises}
    candidates = []
    for rule in RULES:
        if rule.target != target:
            continue
        firsts = [c for c in premises if kinds[c.id] == rule.first]
        seconds = [c for c in premises if kinds[c.id] == rule.second]
        for a in firsts:
            for b in seconds:
                if a is b:
                    continue
                va, vb = _value(a), _value(b)
                if not va or not vb:
                    continue
                got = rule.op(va, vb)
                near = (claim.sentence - a.sentence) + (claim.sentence - b.sentence)
                candidates.append((got, a, b, rule, near))
    # three premises: GPUs x hours x price per GPU-hour
    if target == "money":
        for pair, gpu_time, near in _gpus_times_hours(claim, premises, kinds):
            for p in (c for c in premises if kinds[c.id] == "money_per_hour"):
                vp = _value(p)
                if vp:
                    near_p = near + claim.sentence - p.sentence
                    candidates.append((gpu_time * vp, pair, p, _TIMES, near_p))
    # "96 Racks vom Typ GB200 NVL72 ... insgesamt 7.488 GPUs": a named system's racks
    # hold the GPUs the reference gives per system
    if target == "count":
        for g in (c for c in premises if kinds[c.id] == "groups" and c.subject is not None):
            vg = _value(g)
            for rv in ctx.reference.values_of(g.subject.entry_id, "gpu_count"):
                per = rv.value.value
                if vg and per:
                    name = ctx.reference.get(g.subject.entry_id).name
                    ref = _Pair(f"{per:,.0f} GPUs per {name} (reference)", g.sentence, g.end)
                    near = 2 * (claim.sentence - g.sentence)
                    candidates.append((vg * per, g, ref, _GROUPS_TIMES, near))
    # "512 servers at $350,000 each comes to $197.2 million": a count and its unit price
    # joined in the claim's sentence, and a word that states the result
    if target == "money" and claim.connective is not None:
        for n in (c for c in premises if kinds[c.id] in ("count", "groups")):
            for p in (c for c in premises if kinds[c.id] == "unit_price"):
                if not (n.sentence == p.sentence == claim.sentence and n.end <= p.start):
                    continue
                if not _AT_EACH_RE.fullmatch(ctx.text[n.end : p.start]):
                    continue
                vn, vp = _value(n), _value(p)
                if vn and vp:
                    candidates.append((vn * vp, n, p, _UNITS_TIMES, 0))
    # three premises: compute / (GPUs x wall-clock time), what each GPU sustained
    if target == "throughput":
        for pair, gpu_time, near in _gpus_times_hours(claim, premises, kinds):
            for f in (c for c in premises if kinds[c.id] == "compute"):
                vf = _value(f)
                if vf:
                    near_f = near + claim.sentence - f.sentence
                    candidates.append((vf / gpu_time, f, pair, _PER_GPU_TIME, near_f))
    if not candidates:
        return None
    for got, a, b, rule, _ in sorted(candidates, key=lambda t: t[4]):
        if lo <= got * 1.01 and got * 0.99 <= hi:
            trail = [f"{_q(a)} {rule.symbol} {_q(b)}", f"= {human(got, unit)}"]
            verdict, note = "ok", ""
            shaky = [
                c
                for c in ctx.claims
                if c.sentence == claim.sentence
                and c is not claim
                and ctx.results.get(c.id)
                and ctx.results[c.id].verdict == "warning"
            ]
            if shaky:
                verdict = "warning"
                note = f"; but it rests on '{shaky[0].text}', which is flagged"
            return Result(
                "derived",
                verdict,
                (got, got, got),
                unit,
                f"{_q(a)} {rule.symbol} {_q(b)} = {human(got, unit)}{note}",
                trail,
            )
    # "2 Dollar pro GPU-Stunde. Dann kostet der Lauf rund 5,6 Mrd. Dollar" after the
    # GPU-hours of the answer before: a premise from another paragraph counts only when
    # the other one is just before the claim and the product is off by a clean 10^k
    slips = [
        t
        for t in candidates
        if power_of_ten_slip(value, t[0], 0.01)
        and round(abs(math.log10(value / t[0]))) in _SLIP_EXPONENTS
        and any(
            not isinstance(x, _Pair)
            and ctx.same_paragraph(x, claim)
            and x.sentence >= claim.sentence - 1
            for x in (t[1], t[2])
        )
    ]
    candidates = [
        t
        for t in candidates
        if all(isinstance(x, _Pair) or ctx.same_paragraph(x, claim) for x in (t[1], t[2]))
    ] or []
    # premises in the claim's sentence, the other at most one sentence before
    same_sentence = [
        t
        for t in candidates
        if claim.sentence in (t[1].sentence, t[2].sentence)
        and min(t[1].sentence, t[2].sentence) >= claim.sentence - 1
    ]
    # with only a connective to go on, the premises stand in the last two sentences
    near = [t for t in candidates if min(t[1].sentence, t[2].sentence) >= claim.sentence - 2]
    pool = same_sentence or (near if claim.connective else []) or slips
    if not pool:
        return None
    got, a, b, rule, _ = min(pool, key=lambda t: (t[4], abs(t[0] - value) / max(t[0], value)))
    if clause_has(claim, ctx, lang_data(ctx).REMAINDER):
        return None  # "the remaining 9.6 million": what is left, not the product
    if _restates_previous(claim, ctx, lo, hi, unit):
        return None  # "1,6 Millionen Sekunden, also knapp 19 Tage": the same span again
    if claim.connective is None and _input_position(claim, ctx):
        return None  # "on 256 chips for five hours adds ...": a premise, not the result
    if _stated_already(claim, ctx, got, a, b):
        return None  # "zusammen 49.152 GPUs ... insgesamt 350.000 H100": another total
    if max(got, value) > 100 * min(got, value) and not power_of_ten_slip(value, got):
        return None  # "$2.00" beside "$1.47 million": another kind of figure, not a slip
    if confirmed_by_named(claim, ctx):
        return None  # Meta's own 30.84 million GPU-hours beside the text's estimate of 21.2
    slip = factor_slip(value, got)
    basis = "the text and the reference" if "(reference)" in _q(b) else "the text's own figures"
    return Result(
        "derived",
        "error",
        (got, got * 0.99, got * 1.01),
        unit,
        f"from {basis}, {_q(a)} {rule.symbol} {_q(b)} = "
        f"{human(got, unit)}; the text says {human(value, unit)}" + (f" ({slip})" if slip else ""),
        [f"{_q(a)} {rule.symbol} {_q(b)}", f"= {human(got, unit)}"],
    )
