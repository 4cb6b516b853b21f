"""Data carried from reading to checking: documents, quantities, mentions, claims.

Plain dataclasses inside the pipeline; pydantic at the edges (the ``claims`` JSON
Lines output uses ``Claim.to_json``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

QuantityKind = Literal["measure", "count", "multiplier", "percent", "bare", "rate", "fraction"]


#: Counted nouns (``Quantity.noun``) of devices and of groups of them.
COUNTED_THINGS = frozenset({"gpu_count", "chip_count", "node_count", "cluster_count"})


@dataclass(frozen=True)
class TableCell:
    """A table cell with the headers that give it meaning."""

    start: int
    end: int
    row_header: str
    column_header: str
    caption: str = ""


@dataclass
class Document:
    """A decoded document: the text all offsets index, and where it came from."""

    source: str
    text: str
    sha256: str
    language: str
    language_note: str | None = None
    is_html: bool = False
    tables: list[TableCell] = field(default_factory=list)
    #: Character ranges of headings (titles, section heads, bullet labels).
    headings: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class Hedge:
    word: str
    kind: str  # approx | lower | upper | below | above | peak | exact
    tolerance: float
    start: int
    end: int


@dataclass
class Quantity:
    """A number with its unit as written, before it is linked to a subject."""

    start: int
    end: int
    text: str
    value: float | None
    low: float | None = None
    high: float | None = None
    unit: str = ""  # canonical pint string; "" for a bare number, "count" for counts
    kind: QuantityKind = "measure"
    noun: str | None = None  # the counted noun's attribute ("transistors", "gpu_count")
    rel_precision: float = 0.0
    hedge: Hedge | None = None
    currency_options: tuple[str, ...] = ()
    #: For rates "2 US-Dollar pro GPU-Stunde": the denominator's unit.
    per: str | None = None
    entity_hint: str | None = None  # text glued to the count ("H100" in "100.000 H100")
    scale_only: bool = False  # "54,2 Mrd." with no noun or unit
    inherited_unit: bool = False
    #: The sign as written ("-" for "−5 %", "minus fünf Prozent"; "+" for "+36 %"); the
    #: value carries it too.
    sign: str | None = None
    #: A second reading the text leaves open ("8 128 GB: 8128 GB, or 8 x 128 GB"); a
    #: figure with one is never flagged as wrong on its value alone.
    ambiguous: str | None = None
    #: Scaled by a glued "K" ("128K"): a context length or a count of tokens written so
    #: is often 1,024-based (128K = 131,072).
    kilo_letter: bool = False
    #: Counted per area, as the figure whose unit it leaves out ("66 Millionen
    #: Transistoren pro mm², beim H100 rund 98 Millionen").
    per_area: bool = False

    @property
    def is_range(self) -> bool:
        return self.low is not None and self.high is not None and self.low != self.high


@dataclass(frozen=True)
class Mention:
    """An entity mention found by the entity ruler (id = reference entry id)."""

    start: int
    end: int
    text: str
    entry_id: str
    label: str
    role: str = "subject"  # subject | comparator | bound


@dataclass(frozen=True)
class Candidate:
    """A product a figure may be about, with the evidence for that reading.

    ``entry_id`` None stands for a product the reference does not know (or none named):
    a figure whose best readings include it is about something nothing can check.
    """

    entry_id: str | None
    score: float
    evidence: str  # names | bound | table | clause | sentence | heading | previous | topic | partner | unknown
    mention: Mention | None = None


@dataclass(frozen=True)
class Operand:
    """One operand of a written-out expression: a figure (by claim id) or a bare number."""

    value: float
    unit: str = ""  # canonical pint unit as written; "" for a bare number
    claim_id: str | None = None


@dataclass(frozen=True)
class Expression:
    """Arithmetic the text writes out ("1.000.000 × 4 PFLOPS = 4 EFLOPS"): the operands in
    order and the operators between them ("mul", "div", "add", "sub")."""

    operands: tuple[Operand, ...]
    operators: tuple[str, ...]


@dataclass
class Claim:
    """A quantity linked to what it is about."""

    id: str
    quantity: Quantity
    sentence: int  # index into the document's sentence list
    attribute: str | None = None
    subject: Mention | None = None
    comparator: Mention | None = None
    precision: tuple[str, ...] = ()
    sparsity: str | None = None
    sparsity_explicit: bool = False
    scope: str | None = None  # per_unit | total
    variant: str | None = None
    in_table: bool = False
    relations: list[dict[str, Any]] = field(default_factory=list)
    connective: str | None = None  # a derivation word just before the claim
    difference: str | None = None  # more | less (for "12,8 Milliarden mehr")
    direction: str | None = None  # increase | decrease | gap (for percent / multiplier)
    #: reference ids named in this sentence and the one before (for parallel figures)
    nearby: tuple[str, ...] = ()
    #: every plausible subject, best first (``subject`` is the first one's mention)
    subjects: tuple[Candidate, ...] = ()
    #: index of the paragraph (text between blank lines) the figure stands in
    paragraph: int = 0
    #: for an item of a list introduced by a line ending in ":", the sentence of that
    #: line (the items all follow from it, however many come between)
    list_intro: int | None = None
    #: language-neutral cue tags (claims/cues.py: TAGS says what each means)
    tags: frozenset[str] = frozenset()
    #: the precision the sentence before names, when the figure's own sentence names none
    #: (a likely reading, never a label: "In dense FP8 ... With sparsity, to 9 petaflops")
    context_precision: tuple[str, ...] = ()
    #: which measurement a figure is: peak | sustained | rmax | rpeak | measured
    measure: str | None = None
    #: what a ratio or percentage compares (an attribute name), from its clause
    topic: str | None = None
    #: a time basis the figure is per: year | month | day | hour
    per_time: str | None = None
    #: how the text joins this figure to the figure before it in the sentence
    #: (claims/cues.py: JOINS), and that figure's id
    joined_by: str | None = None
    joined_to: str | None = None
    #: for a share of a named whole ("95 Prozent der IT-Last"): the figure before that
    #: the text gives as that whole ("Die IT-Last ... rund 8,3 Megawatt")
    share_base: str | None = None
    #: the arithmetic the text writes out for this figure, which it is the result of
    expression: Expression | None = None
    #: for a table cell: keys of its row and column (caption + header)
    row: str | None = None
    column: str | None = None
    #: the kind of group of devices a per-group figure is per, or a group figure is of
    #: (node | rack | pod | cluster | system | board), from the words the lang maps
    group: str | None = None

    @property
    def start(self) -> int:
        return self.quantity.start

    @property
    def end(self) -> int:
        return self.quantity.end

    @property
    def text(self) -> str:
        return self.quantity.text

    def to_json(self) -> dict[str, Any]:
        q = self.quantity
        return {
            "id": self.id,
            "start": q.start,
            "end": q.end,
            "text": q.text,
            "value": q.value,
            "low": q.low,
            "high": q.high,
            "unit": q.unit,
            "kind": q.kind,
            "per": q.per,
            "sign": q.sign,
            "ambiguous": q.ambiguous,
            "attribute": self.attribute,
            "subject": self.subject.entry_id if self.subject else None,
            "subject_text": self.subject.text if self.subject else None,
            "comparator": self.comparator.entry_id if self.comparator else None,
            "precision": list(self.precision),
            "sparsity": self.sparsity,
            "scope": self.scope,
            "hedge": q.hedge.word if q.hedge else None,
            "hedge_kind": q.hedge.kind if q.hedge else None,
            "connective": self.connective,
            "relations": self.relations or self.stated_relations(),
            "subjects": [
                {"id": c.entry_id, "score": round(c.score, 2), "evidence": c.evidence}
                for c in self.subjects
            ],
            "tags": sorted(self.tags),
            "measure": self.measure,
            "topic": self.topic,
            "per_time": self.per_time,
            "joined_by": self.joined_by,
            "expression": (
                None
                if self.expression is None
                else {
                    "operands": [o.claim_id or o.value for o in self.expression.operands],
                    "operators": list(self.expression.operators),
                }
            ),
        }

    def stated_relations(self) -> list[dict[str, Any]]:
        """What the text relates this figure to: a comparison partner, a derivation
        word, a difference, a direction of change."""
        out: list[dict[str, Any]] = []
        if self.comparator is not None:
            kind = "difference" if self.difference else "comparison"
            out.append(
                {
                    "type": kind,
                    "partner": self.comparator.entry_id,
                    "partner_text": self.comparator.text,
                }
            )
        if self.difference and self.comparator is None:
            out.append({"type": "difference", "direction": self.difference})
        if self.connective:
            out.append({"type": "derivation", "connective": self.connective})
        if self.direction:
            out.append({"type": "change", "direction": self.direction})
        if self.scope:
            out.append({"type": "scope", "scope": self.scope})
        return out
