"""One premise index per document: every figure by position, and how near two stand.

One reach for every relation, forward and backward: a premise that may confirm a
figure may also refute it. Lookups go by sentence index (bisect), so the cost of a
document grows with its figures, not with their square.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

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

    def around(self, f: Figure, back: int = REACH_BACK, ahead: int = REACH_AHEAD) -> list[Figure]:
        """Figures within reach of ``f`` (not ``f`` itself), nearest sentences first."""
        lo = bisect_left(self._sentences, f.sentence - back)
        hi = bisect_right(self._sentences, f.sentence + ahead)
        found = [g for g in self.figures[lo:hi] if g is not f]
        if f.claim.in_table:
            found = [g for g in found if not g.claim.in_table or self._same_line(f, g)]
        found.sort(key=lambda g: (abs(g.sentence - f.sentence), g.sentence > f.sentence))
        return found

    def before(self, f: Figure, back: int = REACH_BACK) -> list[Figure]:
        return [g for g in self.around(f, back, 0) if g.order < f.order]

    def earlier(self, f: Figure) -> list[Figure]:
        """Every figure before ``f`` in the document (for chains of ratios)."""
        return self.figures[: f.order]

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
