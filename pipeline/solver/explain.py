"""Explanations: how premises, bound by dimension, can reproduce a figure.

An explanation says which relation produced a value, from which premises, how strong
the evidence is that the text means this relation, and whether it mixes qualifiers.
The policy (``policy.py``) decides between them; nothing here gives a verdict.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pipeline.models import SourceRef
from pipeline.solver.figures import Figure, note_read
from pipeline.solver.mixes import Mix
from pipeline.solver.premises import PremiseIndex
from pipeline.solver.refvalues import RefFigure, RefValues


@dataclass
class Explanation:
    """One way to reproduce a figure from premises."""

    relation: str  # the JSON ``check`` id
    value: float
    low: float
    high: float
    unit: str
    evidence: float
    #: the computation, step by step, in plain numbers with units
    steps: tuple[str, ...]
    #: what it is in words ("4,608 x B200 memory (reference)"), for the explanation
    what: str
    premises: tuple[str, ...] = ()  # claim ids used
    sources: tuple[SourceRef, ...] = ()
    #: a qualifier mismatch (sparse vs dense, FP8 vs FP16, peak vs Rmax): a warning at most
    mix: Mix | None = None
    #: the mix is one the text itself makes (a partner lacking the precision, compared
    #: at its lowest one): the explanation may still refute
    mix_refutes: bool = False
    #: it checks a claim of its own ("it fits"): a refutation stands whatever confirms
    #: the figure's value
    independent: bool = False
    #: held to the datasheet's rounding against this value, not to an interval
    spec: RefFigure | None = None
    #: only ever confirms (prices, counts and dates vary between sources)
    confirm_only: bool = False
    #: a premise already shown wrong: it cannot confirm
    tainted: bool = False
    #: when this explanation reproduces the figure, the text made this slip (a rate
    #: applied the wrong way round): the figure is wrong and ``correct`` is what it
    #: should be (value, low, high)
    slip: str | None = None
    correct: tuple[float, float, float] | None = None
    #: a premise stands far from the figure (beyond the sentence before): it may refute
    #: the figure only through a named slip
    far: bool = False
    #: a premise or reference value is written with a binary prefix ("96 GiB"): a
    #: total in "TB" may mean TiB
    binary: bool = False
    #: a plausible reading nothing can check (an unknown product): it confirms nothing
    #: but keeps a weaker refutation from standing
    abstain: bool = False
    #: the subject reading this explanation rests on (spec), for "every reading" checks
    reading: str | None = None
    notes: list[str] = field(default_factory=list)
    #: what it is computed from, in words of no language (quotes from the text,
    #: product names): the reports use it; else the premises' quotes are
    basis: str | None = None


T = TypeVar("T")

#: Premises nearer than this (premises.PremiseIndex.proximity) are near enough to
#: refute without a named slip.
NEAR_ENOUGH = 0.5
#: Evidence a derivation word before a figure adds ("so", "that is", "ergibt"): the
#: text says the figure follows from figures before it.
DERIVED = 1.5
#: The most accelerators a package (a server, a rack) holds; a whole machine holds more.
PACKAGE_MAX = 1024


def stated_elsewhere(f: Figure, ctx: Context, low: float, high: float) -> bool:
    """Another figure near ``f`` already is this value: the product explains that one."""
    return any(
        g is not f and g.dim == f.dim and g.interval.meets(low, high, 0.01)
        for g in ctx.index.around(f)
    )


class Context:
    """What every relation reads: the figures, their index, the reference."""

    def __init__(self, figures: list[Figure], ref: RefValues):
        self.figures = figures
        self.index = PremiseIndex(figures)
        self.ref = ref
        #: the reference value each figure matched in the first pass
        self.matched: dict[str, RefFigure] = {}
        #: the precision of the premises a confirmed figure was made from ("100.000
        #: Karten ... rund 99 Exaflops" from 989 TFLOPS BF16)
        self.derived_precision: dict[str, tuple[str, ...]] = {}
        #: (entry id, precision) -> (order, sparsity) of each figure the text labels
        self.convention: dict[tuple[str, str], list[tuple[int, str]]] = {}
        #: what relations work out from the figures and the reference alone (see ``kept``)
        self._kept: dict[Hashable, Any] = {}
        for f in figures:
            c = f.claim
            if c.sparsity_explicit and c.sparsity and f.subject:
                for p in c.precision or ("",):
                    self.convention.setdefault((f.subject, p), []).append((f.order, c.sparsity))

    def kept(self, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``, worked out once per document for ``key``. Only for what depends
        on the figures and the reference alone, never on a verdict or on what the
        passes learn (``matched``, ``derived_precision``, ``convention``): every pass
        asks again for the same."""
        if key in self._kept:
            return self._kept[key]
        found = self._kept[key] = compute()
        return found

    def sparsity(self, f: Figure) -> str | None:
        """What the figure is: as the text labels it, else as the reference matched it."""
        c = f.claim
        if c.sparsity_explicit and c.sparsity:
            return c.sparsity
        found = self.matched.get(f.id)
        return found.sparsity if found is not None else None

    def precision(self, f: Figure) -> tuple[str, ...]:
        """The figure's precision: a system's TOP500 result matched in the reference is
        FP64 whatever format word stands near it; else as the text says; else as the
        reference value it matched."""
        found = self.matched.get(f.id)
        if found is not None and found.precision and found.kind in ("system", "cluster"):
            return (found.precision,)
        if f.claim.precision:
            return f.claim.precision
        if found is not None and found.precision:
            return (found.precision,)
        note_read(f.id)  # (what it derives changes between passes)
        return self.derived_precision.get(f.id, ())

    def usable(self, p: Figure) -> bool:
        """Every figure may serve as a premise; one shown wrong taints what it explains
        (solve.py), so it can refute a figure it is inconsistent with but confirm none."""
        return True

    def inherit(self, f: Figure, e: Explanation) -> None:
        """A figure confirmed from premises of one precision has that precision."""
        if f.claim.precision or f.dim != "FLOP/s":
            return
        found = {
            self.precision(p)
            for pid in e.premises
            if (p := self.index.by_id.get(pid)) is not None and p.dim == f.dim
        }
        if e.spec is not None and e.spec.precision:
            found.add((e.spec.precision,))
        found.discard(())
        if len(found) == 1:
            self.derived_precision[f.id] = found.pop()

    def learn(self, f: Figure, spec: RefFigure | None) -> None:
        """A figure the reference confirmed tells which sparsity the text quotes."""
        if spec is None:
            return
        self.matched[f.id] = spec
        if not spec.sparsity or not f.claim.precision:
            return
        for p in f.claim.precision:
            self.convention.setdefault((spec.entry_id, p), []).append((f.order, spec.sparsity))

    def states_dense(self, entry_id: str | None, precision: tuple[str, ...], before: int) -> bool:
        """Has the text quoted a dense figure of this product at this precision before
        the figure at ``before``, or labelled any of its figures dense just before?"""
        if entry_id is None:
            return False
        for (e, p), seen in self.convention.items():
            if e != entry_id:
                continue
            same = not precision or p in precision
            for order, sparsity in seen:
                if sparsity == "dense" and order < before and (same or before - order <= 3):
                    return True
        return False
