"""Turn a document's claims into findings: the solver judges, this module words it.

Every claim yields exactly one finding, stating its strongest reason: the explanation
the verdict policy chose, with its computation trail and the cited reference.
"""

from __future__ import annotations

import math

from claims.models import Claim, Document
from pipeline.estimator import human
from pipeline.messages import LabelParam, Message, ProductParam, QuantityParam, SlipParam
from pipeline.models import Claimed, Expected, Finding
from pipeline.solver.explain import Explanation
from pipeline.solver.figures import Figure
from pipeline.solver.policy import Outcome
from pipeline.solver.refvalues import RefValues
from pipeline.solver.slips import describe
from pipeline.solver.solve import solve
from pipeline.solver.tolerance import interval_of
from reference import ReferenceSet


def check_claims(
    document: Document, claims: list[Claim], reference: ReferenceSet | RefValues
) -> list[Finding]:
    """One finding per claim. A ``RefValues`` kept across documents keeps its lookups."""
    outcomes = solve(claims, reference)
    quotes = {c.id: document.text[c.quantity.start : c.quantity.end] for c in claims}
    return [to_finding(c, outcomes.get(c.id), document.text, quotes) for c in claims]


def _claimed(claim: Claim) -> Claimed:
    q = claim.quantity
    iv = interval_of(claim)
    if iv is None:
        return Claimed(value=q.value, unit=q.unit or "count", text=q.text)
    low, high = iv.stated if iv.stated else (None, None)
    return Claimed(value=iv.value, low=low, high=high, unit=iv.unit, text=q.text)


def to_finding(
    claim: Claim,
    judged: tuple[Figure, Outcome] | None,
    text: str,
    quotes: dict[str, str] | None = None,
) -> Finding:
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
            message=Message(key="unverified.nothing"),
            **base,
        )
    f, e = judged[0], outcome.explanation
    value, low, high = e.correct or (e.value, e.low, e.high)
    # an open bound ("at most what 8 GPUs hold": 0 to infinity) shows as its value
    low, high = (x if math.isfinite(x) else value for x in (low, high))
    unit = e.unit
    claimed = human(f.value, unit)
    expected = human(value, unit)
    if outcome.verdict == "error":
        why = e.slip or (outcome.slip.text if outcome.slip else describe(f.value, value, f.dim))
        explanation = f"{e.what} = {expected}; the text says {claimed}" + (
            f" ({why})" if why else ""
        )
    elif outcome.verdict == "warning":
        explanation = f"{e.what} = {expected}, but: {e.mix}"
    else:
        explanation = f"{e.what} = {expected}: matches"
    return Finding(
        verdict=outcome.verdict,
        check=e.relation,
        expected=Expected(value=value, low=min(low, high), high=max(low, high), unit=unit),
        explanation=explanation,
        message=message_of(f, e, outcome, value, quotes or {}),
        trail=[*e.steps, f"the text says {claimed}"],
        sources=list(e.sources),
        **base,
    )


def message_of(
    f: Figure, e: Explanation, outcome: Outcome, value: float, quotes: dict[str, str]
) -> Message:
    """The finding's explanation as a message key with parameters, for the reports to
    word in the reader's language: the relation, what it is computed from (quotes from
    the text and product names, words of no language), the values and the slip."""
    expected = QuantityParam(value=value, unit=e.unit, attribute=f.attribute)
    claimed = QuantityParam(value=f.value, unit=f.dim, attribute=f.attribute)
    params: dict = {"check": LabelParam(kind="check", id=e.relation), "expected": expected}
    if e.relation == "reference" and e.reading and f.attribute:
        params["product"] = ProductParam(id=e.reading)
        params["attribute"] = LabelParam(kind="attribute", id=f.attribute)
        key = "reference"
    else:
        params["basis"] = e.basis or _basis(e, quotes)
        key = "solver"
    verdict = outcome.verdict
    if verdict == "warning" and e.mix is not None:
        basis = {"basis": e.basis or _basis(e, quotes)}
        return Message(key=e.mix.key, params={**params, **basis, **e.mix.params})
    if verdict == "ok":
        return Message(key=f"{key}.match", params=params)
    params["claimed"] = claimed
    if e.slip is not None:
        return Message(key="solver.rate_inverted", params=params)
    if value * f.value < 0:
        return Message(key="solver.wrong_direction", params=params)  # "-8.8 %" for "+9 %"
    factor = value / f.value if f.value and value else 1.0
    if outcome.slip is not None and outcome.slip.kind == "power_of_ten":
        factor = 10.0 ** round(math.log10(factor))  # "off by 1,000x", not "1,001x"
    params["slip"] = SlipParam(
        factor=factor if factor >= 1 else 1 / factor,
        direction="too_small" if factor >= 1 else "too_large",
    )
    return Message(key=f"{key}.mismatch", params=params)


def _basis(e: Explanation, quotes: dict[str, str]) -> str:
    """The premises as the text wrote them, and the datasheet values it used."""
    parts = [f"'{quotes[p]}'" for p in e.premises if p in quotes]
    if e.spec is not None:
        parts.append(f"{e.spec.name} {e.spec.label}".strip())
    elif not parts and e.sources:
        parts.append(e.what)
    return ", ".join(parts) or e.what
