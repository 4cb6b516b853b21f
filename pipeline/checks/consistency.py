"""Consistency of the ratios a document states: chains and contradictions.

"H100 = 4x A100" and "B100 = 5x H100" make B100 = 20x A100; a later "10x A100" is
wrong by the article's own numbers, and a later "5x A100" contradicts it.
"""

from __future__ import annotations

import re

from claims.models import Claim
from pipeline.checks.base import DocContext, Result, base_value
from pipeline.checks.comparison import ratio_attribute


def _edge(claim: Claim, ctx: DocContext) -> tuple[str, str, float] | None:
    """(subject key, comparator key, ratio); keys carry what is compared (throughput by
    default, memory, bandwidth ...) and the precision when one is named, so a memory
    ratio never contradicts a speed ratio."""
    if claim.quantity.kind != "multiplier" or claim.subject is None or claim.comparator is None:
        return None
    if claim.subject.entry_id == claim.comparator.entry_id or claim.direction == "decrease":
        return None
    bv = base_value(claim)
    if bv is None or bv[0] < 1:
        return None
    what = ratio_attribute(claim, ctx) or "throughput"
    tag = "/".join(claim.precision) + ":" + what
    return (f"{claim.subject.entry_id}@{tag}", f"{claim.comparator.entry_id}@{tag}", bv[0])


def _mixed_precision(claim: Claim, ctx: DocContext) -> bool:
    """'18 PF of FP4 against 4 PF of FP8 ... 4.5x' compares two precisions: no edge."""
    names = {p for c in ctx.claims if c.sentence == claim.sentence for p in c.precision}
    return len(names - {"bf16"} if "fp16" in names else names) > 1


def consistency_pass(ctx: DocContext) -> dict[str, Result]:
    """Check each stated ratio against the ratios the document stated before it."""
    edges: dict[tuple[str, str], tuple[float, Claim]] = {}
    out: dict[str, Result] = {}
    for claim in ctx.claims:
        edge = None if _mixed_precision(claim, ctx) else _edge(claim, ctx)
        if edge is None:
            continue
        s, c, r = edge
        bv = base_value(claim)
        lo, hi = bv[1], bv[2]
        chains = []
        for (a, b), (r1, c1) in edges.items():
            if a == s and b != c and (b, c) in edges:
                r2, c2 = edges[(b, c)]
                chains.append((r1, r2, c1, c2))
        if chains:
            r1, r2, c1, c2 = chains[-1]
            product = r1 * r2
            if not (lo <= product * 1.1 and product * 0.9 <= hi):
                out[claim.id] = Result(
                    "consistency",
                    "error",
                    (product, product * 0.9, product * 1.1),
                    "ratio",
                    f"by the article's own figures '{c1.text}' x '{c2.text}' = "
                    f"{product:g}x, not {bv[0]:g}x",
                    [
                        f"{c1.subject.text} / {c1.comparator.text} = {r1:g}",
                        f"{c2.subject.text} / {c2.comparator.text} = {r2:g}",
                        f"= {product:g}x",
                    ],
                )
        direct = edges.get((s, c))
        # two figures in one sentence contrast workloads ("30x in inference, 4x in training")
        if direct and claim.id not in out and direct[1].sentence != claim.sentence:
            r0, c0 = direct
            if not (lo <= r0 * 1.1 and r0 * 0.9 <= hi):
                out[claim.id] = Result(
                    "consistency",
                    "warning",
                    (r0, r0 * 0.9, r0 * 1.1),
                    "ratio",
                    f"contradicts '{c0.text}' stated earlier for the same comparison ({r0:g}x)",
                    [f"earlier: {r0:g}x", f"here: {bv[0]:g}x"],
                )
        edges[(s, c)] = (r, claim)
    out.update(_equivalent_fleets(ctx, edges))
    return out


_SAME = re.compile(
    r"dieselben|dasselbe|die gleiche|das gleiche|gleiche leistung|the same|equivalent|"
    r"ebenso viel|as much",
    re.IGNORECASE,
)


def _latest_ratio(edges, x: str, y: str, before: int) -> tuple[float, Claim] | None:
    """The last stated ratio x/y (or y/x, inverted) before a position, any precision."""
    best = None
    for (a, b), (r, c) in edges.items():
        if c.start >= before:
            continue
        ea, eb = a.split("@")[0], b.split("@")[0]
        if (ea, eb) == (x, y):
            cand = (r, c)
        elif (ea, eb) == (y, x):
            cand = (1 / r, c)
        else:
            continue
        if best is None or cand[1].start > best[1].start:
            best = cand
    return best


def _equivalent_fleets(ctx: DocContext, edges) -> dict[str, Result]:
    """'25.000 A100 ... ebenso 100.000 B100 dieselben Ergebnisse': a fleet that matches
    another must be the other's size divided by the stated speed-up."""
    out: dict[str, Result] = {}
    for claim in ctx.claims:
        if claim.attribute != "gpu_count" or claim.subject is None:
            continue
        sentence = [c for c in ctx.claims if c.sentence == claim.sentence]
        start = min(c.start for c in sentence)
        end = max(c.end for c in sentence)
        if not _SAME.search(ctx.text[claim.start : min(len(ctx.text), end + 80)]):
            continue
        others = [
            c
            for c in sentence
            if c.start < claim.start
            and c.attribute == "gpu_count"
            and c.subject is not None
            and c.subject.entry_id != claim.subject.entry_id
        ]
        if not others or start > claim.start:
            continue
        other = others[-1]
        ratio = _latest_ratio(edges, claim.subject.entry_id, other.subject.entry_id, claim.start)
        if ratio is None or not other.quantity.value or not claim.quantity.value:
            continue
        r, stated = ratio
        expected = other.quantity.value / r
        bv = base_value(claim)
        if bv[1] <= expected * 1.1 and expected * 0.9 <= bv[2]:
            continue
        out[claim.id] = Result(
            "consistency",
            "error",
            (expected, expected * 0.9, expected * 1.1),
            "count",
            f"with the article's own ratio '{stated.text}' ({r:g}x), '{other.text}' are matched "
            f"by about {expected:,.0f} {claim.subject.text}, not {bv[0]:,.0f}",
            [f"{other.quantity.value:,.0f} / {r:g}", f"= {expected:,.0f}"],
        )
    return out
