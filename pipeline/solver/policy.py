"""One verdict policy for every relation.

- An explanation that reproduces the figure within its tolerance, on enough evidence,
  makes it ``ok``; one that reproduces it only by mixing qualifiers makes it a
  ``warning``.
- An explanation that does not reproduce it makes it an ``error`` only on strong
  evidence (less when the gap is a named slip: 10^k, 2x, 8x, an inverted ratio), and
  only when it beats every explanation that does reproduce it by a clear margin: an
  error must hold under every plausible reading.
- Nothing explains it: ``unverified``. Abstaining is cheap; a false flag costs trust.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from pipeline.solver.explain import Explanation
from pipeline.solver.figures import Figure
from pipeline.solver.slips import Slip, slip_between
from pipeline.solver.tolerance import agrees, rounds_to, written_precisely

#: Evidence an explanation needs to confirm a figure.
CONFIRM = 1.5
#: ... to call it wrong, and to call it wrong when the gap is a named slip.
ERROR = 3.0
SLIP_ERROR = 2.5
#: How much stronger a refuting explanation must be than the best confirming one.
MARGIN = 2.0
#: What a bound lets a stated value exceed it by (rounding of the figures).
_BOUND_SLACK = 0.01
#: Rank lost per power of ten a refutation is off: the nearer explanation is the better.
_FAR_OFF = 0.25
#: Powers of ten beyond which a datasheet value is not what a figure is about.
_FOREIGN = 3.0


@dataclass(frozen=True)
class Outcome:
    verdict: str
    explanation: Explanation | None
    slip: Slip | None = None


def reproduces(f: Figure, e: Explanation) -> bool:
    """Does the explanation reproduce the figure within the figure's tolerance?"""
    if e.spec is not None and e.low == e.high:
        return rounds_to(f.claim, f.interval, e.value, e.spec.written_rel)
    if e.spec is not None:
        return f.interval.meets(e.low, e.high, e.spec.written_rel)
    if e.relation == "bound" and math.isinf(e.high) and f.dim == "byte":
        # "auf einem 8x-H100-Knoten mit 640 GB" for 671 GB of weights: a capacity the text
        # puts weights into holds them at its stated value, whatever its hedge
        return f.value >= e.low * (1 - _BOUND_SLACK)
    return agrees(f.interval, e.low, e.high)


def _slip(f: Figure, e: Explanation) -> Slip | None:
    if f.value <= 0 or e.value <= 0:
        return None
    q = f.claim.quantity
    if (
        q.hedge is not None
        and q.value is not None
        and not written_precisely(q)
        and e.spec is not None
    ):
        return None  # "rund 1 Petaflops": one hedged digit matches too much to name a slip
    slip = slip_between(f.value, e.value, ratio=f.dim in ("ratio", "percent"), dim=f.dim)
    if slip is None and 0 < e.low < e.high:
        # a computed range ("at the yearly average rates"): the figure times 10^k in it
        for k in (-9, -6, -3, -2, -1, 1, 2, 3, 6, 9):
            if e.low <= f.value * 10**k <= e.high:
                return slip_between(f.value, f.value * 10**k)
    return slip


def _orders_off(f: Figure, e: Explanation) -> float:
    if f.value <= 0 or e.value <= 0:
        return 0.0
    return abs(math.log10(f.value / e.value))


def _every_reading(
    explanations: list[Explanation],
    refuting: list[tuple[float, Explanation, Slip | None]],
    foreign: set[str],
) -> list[tuple[float, Explanation, Slip | None]]:
    """Refutations that rest on a subject reading stand only if every reading refutes:
    "Blackwell" read as each of its members, each member must disagree. A reading whose
    every value is foreign to the figure (more than 1,000x off) is no reading of it."""
    readings = {e.reading for e in explanations if e.reading is not None and not e.abstain}
    readings -= foreign
    refuted = {t[1].reading for t in refuting if t[1].reading is not None}
    if readings <= refuted:
        return refuting
    return [t for t in refuting if t[1].reading is None]


#: Powers of 1,000 by the prefix letter of a byte unit ("GB", "TiB").
_PREFIX_POWER = {"K": 1, "M": 2, "G": 3, "T": 4, "P": 5, "E": 6}


def _either_prefix(f: Figure, e: Explanation) -> Explanation:
    """Memory is written in decimal and binary prefixes alike ("192 GB" for 192 GiB,
    "1.5 TB" for 16 x 96 GiB): an amount of bytes agrees under either reading."""
    unit = f.claim.quantity.unit or ""
    k = _PREFIX_POWER.get(unit[:1].upper()) if unit.endswith("B") else None
    binary = e.binary or (e.spec is not None and e.spec.binary) or unit.endswith("iB")
    if f.dim != "byte" or not k or e.value <= 0 or not binary:
        return e
    r = 1.024**k
    return replace(e, low=min(e.low, e.value) / r, high=max(e.high, e.value) * r, spec=None)


def _spoilt(e: Explanation) -> bool:
    """A product or conversion made of a premise shown wrong."""
    return e.tainted and e.relation in ("conversion", "product")


def judge(f: Figure, explanations: list[Explanation]) -> Outcome:
    explanations = [_either_prefix(f, e) for e in explanations]
    confirming: list[Explanation] = []
    warning: list[Explanation] = []
    refuting: list[tuple[float, Explanation, Slip | None]] = []
    # a reading nothing can check holds back only refutations that rest on a reading
    abstaining = max((e.evidence for e in explanations if e.abstain), default=None)
    # a product made of a premise shown wrong, the likeliest reading, cannot be checked:
    # weaker readings of other premises ("945 TWh" of another sentence) may not refute
    # the figure in its place
    spoilt = max((e.evidence for e in explanations if _spoilt(e)), default=None)
    # readings only values more than 1,000x off stand for, with no slip between
    foreign: set[str] = {e.reading for e in explanations if e.reading is not None}
    for e in explanations:
        if e.reading is not None and not (
            e.relation == "reference"
            and not e.abstain
            and _orders_off(f, e) > _FOREIGN
            and _slip(f, e) is None
        ):
            foreign.discard(e.reading)
    for e in explanations:
        if e.abstain:
            continue
        if reproduces(f, e):
            if e.tainted or e.evidence < CONFIRM:
                continue
            if e.slip is not None:
                if e.evidence >= SLIP_ERROR:
                    refuting.append((e.evidence + 0.5, e, None))
                continue
            (warning if e.mix else confirming).append(e)
            continue
        if e.confirm_only or (e.mix and not e.mix_refutes) or e.slip:
            continue  # (a tainted explanation may refute: the text is inconsistent with itself)
        if _spoilt(e):
            # "$197.2 million [for 179.2] ... that is about 165.6 million euros", "9.6 GWh
            # [for 96] ... at 0.20 EUR/kWh that is 19 million": the premise is flagged
            # already; what is made of it may be made of the right one
            continue
        slip = _slip(f, e)
        if e.far and slip is None:
            continue  # a premise from afar refutes only through a named slip
        if slip is not None and slip.kind == "sparse_dense" and e.spec and not e.spec.sparsity:
            continue  # twice a datasheet value not known as dense or sparse may be its other
        if e.relation == "reference" and _orders_off(f, e) > (
            _FOREIGN if slip is None else _FOREIGN + 0.5
        ):
            # "elf Megawatt" beside an H100, "2.3 petabytes" beside one GPU: more than
            # 1,000x off a datasheet with no slip to name is a figure of something else;
            # so is a million times ("a campus planned for 1.2 GW" beside a 1.2 kW GPU)
            continue
        floor = SLIP_ERROR if slip is not None else ERROR
        if e.reading is not None and abstaining is not None:
            floor = max(floor, abstaining + MARGIN)
        if spoilt is not None and e.evidence <= spoilt:
            continue
        if e.evidence >= floor:
            # of two refutations, the one that comes closer explains the figure better
            # ("100,000 H100s at 700 W each draw 7 MW": 10x off the total, 10,000x off
            # one GPU)
            gap = abs(math.log10(f.value / e.value)) if f.value > 0 and e.value > 0 else 0.0
            refuting.append((e.evidence + (0.5 if slip else 0.0) - _FAR_OFF * gap, e, slip))
    if f.claim.quantity.ambiguous:
        refuting = []  # a figure that could be read two ways is never called wrong
    refuting = _every_reading(explanations, refuting, foreign)
    best_ok = max(confirming, key=lambda e: e.evidence, default=None)
    best_warn = max(warning, key=lambda e: e.evidence, default=None)
    best_bad = max(refuting, key=lambda t: t[0], default=None)
    support = max((e.evidence for e in (best_ok, best_warn) if e is not None), default=None)
    if best_bad is not None and best_bad[1].independent:
        # "fits" is a claim of its own: a capacity computed right still does not hold
        # what is put into it
        support = max((e.evidence for e in confirming + warning if e.independent), default=None)
    if best_bad is not None and (support is None or best_bad[0] >= support + MARGIN):
        return Outcome("error", best_bad[1], best_bad[2])
    if best_warn is not None and (best_ok is None or best_warn.evidence > best_ok.evidence):
        return Outcome("warning", best_warn)  # the better explanation needs a mix
    if best_ok is not None:
        return Outcome("ok", best_ok)
    return Outcome("unverified", None)
