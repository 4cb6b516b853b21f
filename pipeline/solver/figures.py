"""Figures: a document's claims as language-neutral quantities the solver reasons about."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from functools import cache

from claims.models import Candidate, Claim
from pipeline.solver.tolerance import Interval, interval_of
from reference.units import UnitError, to_base

#: A subject link this strong names the product with the figure (claims: Candidate.score).
NAMED = 4.0
#: More than this many of anything unnamed is no count of devices (fleets run to
#: millions of accelerators; transistors and parameters to billions).
MOST_DEVICES = 1e8
#: Counted nouns that count devices: a count of these multiplies a per-device figure.
DEVICE_COUNTS = frozenset({"gpu_count", "chip_count"})
#: Counted nouns that count parts of a device: only a per-part figure multiplies them.
PART_COUNTS = frozenset({"ports", "dies", "memory_stacks", "links", "modules"})
#: Counted nouns that count groups of devices (nodes, racks, pods, clusters).
GROUP_COUNTS = frozenset({"node_count", "cluster_count"})
#: Cue tags of a figure that is one unit's or one group's, not a total (claims/cues.py).
OF_ONE = frozenset({"per_unit", "per_part", "per_group"})


#: The figures whose verdict or derived precision was read while a relation explained
#: one figure (see ``reading_tracked``); None when nobody is tracking.
_READS: ContextVar[set[str] | None] = ContextVar("figure_reads", default=None)


def note_read(figure_id: str) -> None:
    """Record that what is being computed depends on this figure's changing state."""
    reads = _READS.get()
    if reads is not None:
        reads.add(figure_id)


def note_reads(figure_ids: Iterable[str]) -> None:
    reads = _READS.get()
    if reads is not None:
        reads.update(figure_ids)


@contextmanager
def reads_tracked() -> Iterator[set[str]]:
    """The ids of the figures whose verdict or derived precision is read inside.

    A later solver pass recomputes a figure only when one of these changed."""
    reads: set[str] = set()
    token = _READS.set(reads)
    try:
        yield reads
    finally:
        _READS.reset(token)


#: Attributes read as counts that are per area, and their area unit.
_PER_AREA = {"transistor_density": "mm**2"}
#: Tokens per second (claims: the attribute and the counted noun).
_TOKEN_RATE = "token_rate"


@cache
def _per_unit(per: str) -> tuple[float, str] | None:
    """One of the rate's denominator units in SI base units, and their name."""
    try:
        return to_base(1.0, per)
    except (UnitError, OverflowError):
        return None


@dataclass
class Figure:
    """One claim as the solver sees it: an interval in SI base units with a dimension.

    ``dim`` is the base unit name ("FLOP/s", "byte", "W", "s", "USD", "count", "ratio",
    "percent"); a rate carries its denominator ("USD/s" per GPU-hour, "USD/EUR").
    """

    claim: Claim
    order: int
    interval: Interval
    dim: str
    #: the verdict of the pass before (see ``flagged``)
    _flagged: bool = field(default=False, repr=False)
    # What every relation reads of the claim, again and again: copied once (the solver
    # never changes a claim).
    id: str = field(init=False, repr=False, compare=False)
    kind: str = field(init=False, repr=False, compare=False)
    noun: str | None = field(init=False, repr=False, compare=False)
    attribute: str | None = field(init=False, repr=False, compare=False)
    sentence: int = field(init=False, repr=False, compare=False)
    paragraph: int = field(init=False, repr=False, compare=False)
    tags: frozenset[str] = field(init=False, repr=False, compare=False)
    subjects: tuple[Candidate, ...] = field(init=False, repr=False, compare=False)
    subject: str | None = field(init=False, repr=False, compare=False)
    partner: str | None = field(init=False, repr=False, compare=False)
    value: float = field(init=False, repr=False, compare=False)
    text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        c, q = self.claim, self.claim.quantity
        self.id, self.kind, self.noun, self.text = c.id, q.kind, q.noun, q.text
        self.attribute, self.sentence, self.paragraph = c.attribute, c.sentence, c.paragraph
        self.tags, self.subjects = c.tags, c.subjects
        self.subject = c.subject.entry_id if c.subject else None
        self.partner = c.comparator.entry_id if c.comparator else None
        self.value = self.interval.value

    @property
    def flagged(self) -> bool:
        """Shown wrong by the pass before: a flagged premise confirms nothing."""
        note_read(self.claim.id)
        return self._flagged

    @flagged.setter
    def flagged(self, value: bool) -> None:
        self._flagged = value

    def names_its_subject(self) -> bool:
        """The product is named with the figure (in its clause or sentence, or bound to
        it), not only by a heading, the sentence before or the article's topic."""
        return bool(self.subjects) and self.subjects[0].score >= NAMED

    def is_count_of_devices(self) -> bool:
        if self.dim != "count":
            return False
        if self.noun in DEVICE_COUNTS:
            return True
        # a bare "153 billion" counts transistors or parameters, not devices
        unnamed = self.kind == "bare" or (
            self.noun is None and self.attribute in (None, *DEVICE_COUNTS)
        )
        return unnamed and self.value < MOST_DEVICES

    def is_count_of_parts(self) -> bool:
        return self.dim == "count" and self.noun in PART_COUNTS

    def is_count_of_groups(self) -> bool:
        return self.dim == "count" and self.noun in GROUP_COUNTS


def figure_of(claim: Claim, order: int) -> Figure | None:
    """The figure of a claim, or None when its value or unit cannot be read."""
    interval = interval_of(claim)
    if interval is None:
        return None
    dim = interval.unit
    q = claim.quantity
    if q.kind == "rate" and q.per:
        per = _per_unit(q.per)
        if per is None:
            return None
        factor, name = per
        dim = f"{dim}/{name}"
        interval = Interval(
            interval.value / factor,
            interval.low / factor,
            interval.high / factor,
            dim,
            None
            if interval.stated is None
            else (interval.stated[0] / factor, interval.stated[1] / factor),
        )
    if dim == "count" and (claim.attribute == _TOKEN_RATE or q.noun == _TOKEN_RATE):
        # "≈ 96 tokens per second", "228 Tokens/s": a rate of tokens, no count of them
        dim = "count/s"
        interval = replace(interval, unit=dim)
    if claim.attribute in _PER_AREA:
        # "121 million transistors per square millimetre": a density, no count
        dim = f"{dim}/{_PER_AREA[claim.attribute]}"
        interval = replace(interval, unit=dim)
    return Figure(claim, order, interval, dim)
