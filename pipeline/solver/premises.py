"""One premise index per document: every figure by position, and how near two stand.

One reach for every relation, forward and backward: a premise that may confirm a
figure may also refute it. Lookups go by sentence index (bisect), so the cost of a
document grows with its figures, not with their square.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Hashable

from pipeline.solver.figures import Figure

#: Sentences a premise may stand before / after the figure it explains.
REACH_BACK = 6
REACH_AHEAD = 1
#: Evidence for a premise by its distance in sentences (0 = same sentence).
_NEAR = {0: 1.5, -1: 1.0, -2: 0.5, -3: 0.25, -4: 0.25, -5: 0.25, -6: 0.25, 1: 0.5}
#: ... and in a table: the same row, the same column.
_SAME_ROW = 1.5
_SAME_COLUMN = 1.0
#: Across a paragraph break a premise counts half.
_OTHER_PARAGRAPH = 0.5


class PremiseIndex:
    """The figures of one document, in text order, indexed by sentence."""

    def __init__(self, figures: list[Figure]):
        self.figures = figures
        self.by_id = {f.id: f for f in figures}
        self._sentences = [f.sentence for f in figures]  # non-decreasing (text order)
        self._around: dict[tuple[int, int, int], tuple[Figure, ...]] = {}
        self._groups: dict[str, dict[Hashable, list[Figure]]] = {}
        self._kinds: dict[tuple, dict[Hashable, list[Figure]]] = {}

    def around(
        self, f: Figure, back: int = REACH_BACK, ahead: int = REACH_AHEAD
    ) -> tuple[Figure, ...]:
        """Figures within reach of ``f`` (not ``f`` itself), nearest sentences first.

        Relations ask for the same reach of the same figure many times (some fifty
        calls per figure and pass): the answer is kept, and handed out as it is kept,
        a tuple, not copied for every call (a caller filters or sorts into a new list)."""
        key = (f.order, back, ahead)
        found = self._around.get(key)
        if found is None:
            lo = bisect_left(self._sentences, f.sentence - back)
            hi = bisect_right(self._sentences, f.sentence + ahead)
            near = [g for g in self.figures[lo:hi] if g is not f]
            if f.claim.in_table:
                near = [g for g in near if not g.claim.in_table or self._same_line(f, g)]
            near.sort(key=lambda g: (abs(g.sentence - f.sentence), g.sentence > f.sentence))
            found = self._around[key] = tuple(near)
        return found

    def before(self, f: Figure, back: int = REACH_BACK) -> list[Figure]:
        return [g for g in self.around(f, back, 0) if g.order < f.order]

    def earlier(self, f: Figure) -> list[Figure]:
        """Every figure before ``f`` in the document (for chains of ratios)."""
        return self.figures[: f.order]

    def earlier_with(self, f: Figure, facet: str, value: Hashable) -> list[Figure]:
        """The figures before ``f`` whose ``facet`` (see FACETS) is ``value``, in text
        order: a lookup in a group built once per document, not a scan of the text."""
        found = self._group(facet).get(value, [])
        return found[: bisect_left(found, f.order, key=lambda g: g.order)]

    def latest_each(
        self, f: Figure, facet: str, value: Hashable, kind: Callable[[Figure], Hashable]
    ) -> list[Figure]:
        """Of the figures before ``f`` whose ``facet`` is ``value``, the latest of each
        ``kind``, in text order: what a later sentence refers back to, looked up in as
        many steps as there are kinds, however long the document."""
        key = (facet, value, kind)
        kinds = self._kinds.get(key)
        if kinds is None:
            kinds = {}
            for g in self._group(facet).get(value, []):
                kinds.setdefault(kind(g), []).append(g)
            self._kinds[key] = kinds
        latest = []
        for same in kinds.values():
            at = bisect_left(same, f.order, key=lambda g: g.order)
            if at:
                latest.append(same[at - 1])
        return sorted(latest, key=lambda g: g.order)

    def in_column(self, column: str | None) -> list[Figure]:
        """The table cells under one column header, in text order."""
        return self._group("column").get(column, []) if column is not None else []

    def listed(self, dim: str) -> list[Figure]:
        """Every figure of dimension ``dim`` in the document, in text order."""
        return self._group("dim").get(dim, [])

    def _group(self, facet: str) -> dict[Hashable, list[Figure]]:
        """The document's figures grouped by one facet, built on first use."""
        groups = self._groups.get(facet)
        if groups is None:
            key = FACETS[facet]
            groups = {}
            for g in self.figures:
                groups.setdefault(key(g), []).append(g)
            self._groups[facet] = groups
        return groups

    @staticmethod
    def _same_line(f: Figure, g: Figure) -> bool:
        a, b = f.claim, g.claim
        return (a.row is not None and a.row == b.row) or (
            a.column is not None and a.column == b.column
        )

    def proximity(self, f: Figure, p: Figure) -> float:
        """Evidence that premise ``p`` is about what figure ``f`` is about, by distance."""
        a, b = f.claim, p.claim
        if a.in_table and b.in_table:
            if a.row is not None and a.row == b.row:
                return _SAME_ROW
            if a.column is not None and a.column == b.column:
                return _SAME_COLUMN
        distance = p.sentence - f.sentence
        if f.claim.list_intro is not None and p.sentence == f.claim.list_intro:
            distance = -1  # "the $1.75 billion order equals:" then its list, item by item
        near = _NEAR.get(distance, 0.0)
        if p.paragraph != f.paragraph:
            near *= _OTHER_PARAGRAPH
        return near


#: Facets of a figure that relations look earlier figures up by.
FACETS: dict[str, Callable[[Figure], Hashable]] = {
    "subject": lambda g: g.subject,
    "noun": lambda g: g.noun,
    "column": lambda g: g.claim.column,
    "kind": lambda g: g.kind,
    "dim": lambda g: g.dim,
    # the totals of each dimension ("Die Gesamtinvestition ... 21,5 Millionen Euro")
    "total_dim": lambda g: g.dim if "total" in g.tags else None,
}
