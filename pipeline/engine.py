"""Turn a document's claims into findings: the solver judges, this module words it.

Every claim yields exactly one finding, stating its strongest reason: the explanation
the verdict policy chose, with its computation trail and the cited reference.
"""

from __future__ import annotations

from claims.models import Claim, Document
from pipeline.estimator import human
from pipeline.models import Claimed, Expected, Finding
from pipeline.solver.figures import Figure
from pipeline.solver.policy import Outcome
from pipeline.solver.slips import describe
from pipeline.solver.solve import solve
from pipeline.solver.tolerance import interval_of
from reference import ReferenceSet


def check_claims(document: Document, claims: list[Claim], reference: ReferenceSet) -> list[Finding]:
    outcomes = solve(claims, reference)
    return [to_finding(c, outcomes.get(c.id), document.text) for c in claims]


def _claimed(claim: Claim) -> Claimed:
    q = claim.quantity
    iv = interval_of(claim)
    if iv is None:
        return Claimed(value=q.value, unit=q.unit or "count", text=q.text)
    low, high = iv.stated if iv.stated else (None, None)
    return Claimed(value=iv.value, low=low, high=high, unit=iv.unit, text=q.text)


def to_finding(claim: Claim, judged: tuple[Figure, Outcome] | None, text: str) -> Finding:
    q = claim.quantity
    subject = claim.subject.entry_id if claim.subject else None
    base = {
        "start": q.start,
        "end": q.end,
        "quote": text[q.start : q.end],
        "claimed": _claimed(claim),
        "subject": subject,
        "attribute": claim.attribute,
    }
    outcome = judged[1] if judged else None
    if outcome is None or outcome.explanation is None:
        what = f"{claim.attribute.replace('_', ' ')} " if claim.attribute else ""
        about = f" for {claim.subject.text}" if claim.subject else ""
        return Finding(
            verdict="unverified",
            check="extract",
            explanation=f"extracted {what}claim{about}; nothing to check it against",
            **base,
        )
    f, e = judged[0], outcome.explanation
    value, low, high = e.correct or (e.value, e.low, e.high)
    unit = e.unit
    claimed = human(f.value, unit)
    expected = human(value, unit)
    if outcome.verdict == "error":
        why = e.slip or (outcome.slip.text if outcome.slip else describe(f.value, value, f.dim))
        explanation = f"{e.what} = {expected}; the text says {claimed}" + (
            f" ({why})" if why else ""
        )
    elif outcome.verdict == "warning":
        explanation = f"{e.what} = {expected}, but it {e.mix}"
    else:
        explanation = f"{e.what} = {expected}: matches"
    return Finding(
        verdict=outcome.verdict,
        check=e.relation,
        expected=Expected(value=value, low=min(low, high), high=max(low, high), unit=unit),
        explanation=explanation,
        trail=[*e.steps, f"the text says {claimed}"],
        sources=list(e.sources),
        **base,
    )
