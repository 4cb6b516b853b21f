"""Turn a document's claims into findings: run every check, keep the most telling result.

Phase 1 judges every figure in text order, so a later check sees earlier verdicts (a
premise already shown wrong is not used to confirm a derived figure); phase 2 judges
relations (ratios) once every figure has its verdict; a last pass checks the ratios a
document states against each other. The most severe result wins; each claim yields
exactly one finding.
"""

from __future__ import annotations

from claims.models import Claim, Document
from pipeline.checks import REGISTRY, load_checks
from pipeline.checks.base import PHASE, DocContext, Result, base_value
from pipeline.checks.consistency import consistency_pass
from pipeline.models import Claimed, Expected, Finding
from reference import ReferenceSet

_RANK = {"error": 3, "warning": 2, "ok": 1}


def _better(new: Result, old: Result | None) -> bool:
    if old is None:
        return True
    return _RANK[new.verdict] > _RANK[old.verdict]


def check_claims(
    document: Document, claims: list[Claim], reference: ReferenceSet, only: set[str] | None = None
) -> list[Finding]:
    load_checks()
    ctx = DocContext(document=document, claims=claims, reference=reference)
    for phase in (1, 2):
        for claim in claims:
            best: Result | None = ctx.results.get(claim.id)
            for name, fn in REGISTRY.items():
                if PHASE[name] != phase or (only is not None and name not in only):
                    continue
                result = fn(claim, ctx)
                if result is not None and _better(result, best):
                    best = result
            if best is not None:
                ctx.results[claim.id] = best
    for claim_id, result in consistency_pass(ctx).items():
        if _better(result, ctx.results.get(claim_id)):
            ctx.results[claim_id] = result
    return [to_finding(c, ctx.results.get(c.id), document.text) for c in claims]


def to_finding(claim: Claim, result: Result | None, text: str) -> Finding:
    bv = base_value(claim)
    q = claim.quantity
    claimed = Claimed(
        value=bv[0] if bv else q.value,
        low=bv[1] if bv and q.is_range else None,
        high=bv[2] if bv and q.is_range else None,
        unit=bv[3] if bv else (q.unit or "count"),
        text=q.text,
    )
    subject = claim.subject.entry_id if claim.subject else None
    if result is None:
        what = f"{claim.attribute.replace('_', ' ')} " if claim.attribute else ""
        about = f" for {claim.subject.text}" if claim.subject else ""
        return Finding(
            start=q.start,
            end=q.end,
            quote=text[q.start : q.end],
            verdict="unverified",
            check="extract",
            claimed=claimed,
            explanation=f"extracted {what}claim{about}; nothing to check it against",
            subject=subject,
            attribute=claim.attribute,
        )
    expected = None
    if result.expected is not None:
        value, low, high = result.expected
        expected = Expected(value=value, low=min(low, high), high=max(low, high), unit=result.unit)
    return Finding(
        start=q.start,
        end=q.end,
        quote=text[q.start : q.end],
        verdict=result.verdict,
        check=result.check,
        claimed=claimed,
        expected=expected,
        explanation=result.explanation,
        trail=result.trail,
        sources=result.sources,
        subject=subject,
        attribute=claim.attribute,
    )
