"""Run the solver over one document: every figure gets one outcome.

Pass 1 judges every figure against the reference alone, so a premise that the
reference shows wrong confirms nothing later; the passes after it judge every figure
with every relation, each with the verdicts of the pass before, so a derived figure
shown wrong no longer confirms a ratio built on it. Each pass recomputes only the
figures whose outcome read a verdict that changed.
"""

from __future__ import annotations

from claims.models import Claim
from pipeline.solver.explain import Context, Explanation
from pipeline.solver.figures import Figure, figure_of, note_reads, reads_tracked
from pipeline.solver.policy import CONFIRM, Outcome, judge
from pipeline.solver.refvalues import RefValues
from pipeline.solver.relations import RELATIONS, SPEC
from pipeline.solver.slips import slip_between
from pipeline.solver.tolerance import COMPUTED_SLACK
from reference import ReferenceSet


def _concludes(ctx: Context, premise_id: str, f: Figure) -> bool:
    """The premise stands after ``f`` and is said to be worked out ("so", "you get")."""
    p = ctx.index.by_id.get(premise_id)
    return p is not None and p.order > f.order and "derived" in p.tags


def _refuted_by_it(
    ctx: Context, premise_id: str, f: Figure, blame: dict[str, tuple[str, ...]]
) -> bool:
    """The premise stands after ``f`` and the pass before showed it wrong from ``f``."""
    p = ctx.index.by_id.get(premise_id)
    return p is not None and p.order > f.order and f.id in blame.get(premise_id, ())


#: Passes with every relation after the reference-only one: a verdict that changes in
#: one pass reaches the figures made of it in the next ("68.9 GF/W" shown wrong, then
#: "29.6 MW" no longer refuted by it, then "259 GWh" confirmed by that).
_PASSES = 3


def solve(
    claims: list[Claim], reference: ReferenceSet | RefValues
) -> dict[str, tuple[Figure, Outcome]]:
    return solve_with_context(claims, reference)[0]


def solve_with_context(
    claims: list[Claim], reference: ReferenceSet | RefValues, *, recompute_all: bool = False
) -> tuple[dict[str, tuple[Figure, Outcome]], Context]:
    """The outcomes, and the context they were reached in (for explaining them).

    The last pass recomputes only the figures whose outcome read a verdict or a
    derived precision that the pass before changed (``recompute_all``: every figure,
    which gives the same outcomes, slower)."""
    ref = reference if isinstance(reference, RefValues) else RefValues(reference)
    figures: list[Figure] = []
    for claim in claims:
        f = figure_of(claim, len(figures))
        if f is not None:
            figures.append(f)
    ctx = Context(figures, ref)
    #: figures the pass before found reproduced only by mixing qualifiers (a peak given
    #: as an HPL result): their value is not what the text calls it
    warned: set[str] = set()
    for f in figures:
        first = judge(f, SPEC.explain(f, ctx))
        f.flagged = first.verdict == "error"
        if first.verdict == "warning":
            warned.add(f.id)
        if first.verdict in ("ok", "warning") and first.explanation is not None:
            ctx.learn(f, first.explanation.spec)
    outcomes: dict[str, tuple[Figure, Outcome]] = {}
    #: per figure, the figures whose verdict or derived precision its outcome read
    reads: dict[str, set[str]] = {}
    changed: set[str] | None = None  # since the pass before; None: everything
    blame: dict[str, tuple[str, ...]] = {}  # flagged figure -> its error's premises
    for _ in range(_PASSES):
        flagged = {g.id for g in figures if g.flagged}
        for f in figures:
            if changed is not None and not recompute_all and not reads[f.id] & changed:
                continue  # the same inputs give the same outcome
            with reads_tracked() as seen:
                explanations = _explanations(f, ctx, flagged, blame, warned)
            reads[f.id] = seen
            outcomes[f.id] = (f, judge(f, explanations))
        derived = dict(ctx.derived_precision)
        was_warned, warned = (
            warned,
            {g.id for g in figures if outcomes[g.id][1].verdict == "warning"},
        )
        for f in figures:
            outcome = outcomes[f.id][1]
            f.flagged = outcome.verdict == "error"
            if outcome.verdict == "ok" and outcome.explanation is not None:
                ctx.inherit(f, outcome.explanation)
        before, blame = (
            blame,
            {
                g.id: outcomes[g.id][1].explanation.premises
                for g in figures
                if g.flagged and outcomes[g.id][1].explanation is not None
            },
        )
        changed = {g.id for g in figures if g.flagged != (g.id in flagged)}
        changed.update(was_warned ^ warned)
        changed.update(k for k in before.keys() | blame.keys() if before.get(k) != blame.get(k))
        changed.update(
            k
            for k in derived.keys() | ctx.derived_precision.keys()
            if derived.get(k) != ctx.derived_precision.get(k)
        )
    _slips_of_premises(figures, outcomes, ctx)
    return outcomes, ctx


def _explanations(
    f: Figure,
    ctx: Context,
    flagged: set[str],
    blame: dict[str, tuple[str, ...]],
    warned: frozenset[str] | set[str] = frozenset(),
) -> list[Explanation]:
    """Every relation's explanations of ``f``, marked by what the pass before found
    (``blame``: the premises of each figure it showed wrong; ``warned``: the figures it
    found reproduced only by mixing qualifiers)."""
    explanations = [e for r in RELATIONS for e in r.explain(f, ctx)]
    for e in explanations:
        note_reads(e.premises)
        if flagged.intersection(e.premises):
            e.tainted = True  # a premise shown wrong confirms nothing
        if warned.intersection(e.premises) and e.relation != "ratio":
            # "2,746 Exaflops im Linpack" (the peak, not the HPL result) over 29,6 MW is
            # no efficiency the text got wrong: what is made of a mislabelled figure may
            # confirm, never refute (a ratio reports the mix itself)
            e.confirm_only = True
        if any(_refuted_by_it(ctx, p, f, blame) for p in e.premises):
            # "at 700 W per card, that 100k cluster pulls 700 MW": the total after the
            # figure was shown wrong from it; it cannot turn round and refute the figure
            e.confirm_only = True
        if any(_concludes(ctx, p, f) for p in e.premises):
            # "... needed 2.664 million GPU-hours. Divide that by the GPUs and you
            # get about 45 days": a conclusion drawn after a figure may confirm
            # it, never refute it; a wrong step is the conclusion's
            e.confirm_only = True
    if f.claim.joined_by == "contrast" and f.dim not in ("ratio", "percent"):
        # "far below the 20 tokens per parameter that Chinchilla argued for": the
        # other side of a comparison is not made from this side's premises
        for e in explanations:
            e.confirm_only = e.confirm_only or e.relation != "reference"
    return explanations


def _slips_of_premises(
    figures: list[Figure], outcomes: dict[str, tuple[Figure, Outcome]], ctx: Context
) -> None:
    """A product off by a power of ten from a premise that is itself off by that power
    from a reading of its own is right, and the premise is wrong: "166 MW ... running
    that all year is 1.45 GWh, call it ~$102M" (166 MW over a year is 1.45 TWh, and
    1.45 TWh at $0.07/kWh is the $102M)."""
    for f in figures:
        outcome = outcomes[f.id][1]
        e, slip = outcome.explanation, outcome.slip
        if outcome.verdict != "error" or e is None or e.relation != "product":
            continue
        if slip is None or slip.kind != "power_of_ten":
            continue
        for premise_id in e.premises:
            p, premise_outcome = outcomes.get(premise_id, (None, None))
            if p is None or premise_outcome.verdict != "unverified" or p.value <= 0:
                continue
            meant = p.value / slip.factor  # the premise that gives the product as written
            for own in (x for r in RELATIONS for x in r.explain(p, ctx)):
                if own.abstain or own.confirm_only or own.tainted or own.evidence < CONFIRM:
                    continue
                if own.low * (1 - COMPUTED_SLACK) <= meant <= own.high * (1 + COMPUTED_SLACK):
                    own_slip = slip_between(p.value, own.value, dim=p.dim)
                    outcomes[p.id] = (p, Outcome("error", own, own_slip))
                    outcomes[f.id] = (f, Outcome("unverified", None))
                    p.flagged, f.flagged = True, False
                    break
            if not f.flagged:
                break
