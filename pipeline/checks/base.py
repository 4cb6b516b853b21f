"""What every check shares: the document context, results, tolerance from the text."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from claims.lang import get as get_lang
from claims.models import Claim, Document
from pipeline.models import SourceRef
from reference import ReferenceSet
from reference.units import UnitError, to_base

#: How far a bound reaches on its open side: "über 80" is not a claim about 1,000, and
#: "weniger als 10" not one about 0.1. The tolerance of each hedge word itself is
#: language data (claims/lang: HEDGES).
LOWER_BOUND_REACH = 1.6
UPPER_BOUND_REACH = 0.4


@dataclass
class Result:
    check: str
    verdict: str  # error | warning | ok
    expected: tuple[float, float, float] | None = None  # value, low, high
    unit: str = ""
    explanation: str = ""
    trail: list[str] = field(default_factory=list)
    sources: list[SourceRef] = field(default_factory=list)
    #: qualifiers of what matched, for later checks (precision, sparsity)
    matched: dict[str, str] = field(default_factory=dict)


@dataclass
class DocContext:
    document: Document
    claims: list[Claim]
    reference: ReferenceSet
    results: dict[str, Result] = field(default_factory=dict)
    #: sparsity the text uses for (entity, precision), learned as claims are checked
    convention: dict[tuple[str, str], str] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.document.text

    def window(self, claim: Claim, back: int = 2, *, same_only: bool = False) -> list[Claim]:
        """Claims before ``claim`` in its sentence and ``back`` sentences before."""
        out = []
        for c in self.claims:
            if c.start >= claim.start:
                break
            if same_only and c.sentence != claim.sentence:
                continue
            if claim.sentence - back <= c.sentence <= claim.sentence:
                out.append(c)
        return out

    def same_paragraph(self, a: Claim, b: Claim) -> bool:
        """No blank line between two figures: premises for an error must be this close."""
        lo, hi = sorted((a.start, b.start))
        gap = self.text[lo:hi]
        return "\n\n" not in gap and "\r\n\r\n" not in gap

    def flagged(self, claim: Claim) -> bool:
        r = self.results.get(claim.id)
        return r is not None and r.verdict == "error"


Check = Callable[[Claim, DocContext], Result | None]
REGISTRY: dict[str, Check] = {}
ORDER: list[str] = []
#: phase 1 judges figures; phase 2 judges relations between figures (ratios) and runs
#: after every figure of the document has its verdict.
PHASE: dict[str, int] = {}


def check(name: str, phase: int = 1) -> Callable[[Check], Check]:
    """Register a check under its JSON id."""

    def deco(fn: Check) -> Check:
        REGISTRY[name] = fn
        ORDER.append(name)
        PHASE[name] = phase
        return fn

    return deco


def sentence_before(claim: Claim, ctx: DocContext) -> str:
    """The claim's sentence from its start up to the end of the claim."""
    text = ctx.text
    start = max(text.rfind(". ", 0, claim.start), text.rfind("\n", 0, claim.start)) + 1
    return text[start : claim.end]


def sentence_of(claim: Claim, ctx: DocContext) -> str:
    """The claim's whole sentence (to the next full stop or line break)."""
    text = ctx.text
    start = max(text.rfind(". ", 0, claim.start), text.rfind("\n", 0, claim.start)) + 1
    ends = [i for i in (text.find(". ", claim.end), text.find("\n", claim.end)) if i >= 0]
    return text[start : min(ends) if ends else len(text)]


_EXPRESSION_RESULT_RE = re.compile(
    r"[×x·*/]\s*[\d.,]+[^=≈\n]{0,20}[=≈]\s*(?:rund|etwa|ca\.|about|roughly|~)?\s*$"
)


#: Words that call a figure a total, in any language ("Gesamtinvestition", "in all",
#: a table row "**Total**" or "Summe").
TOTAL_WORD_RE = re.compile(
    r"gesamt|\bsumme\b|\btotals?\b|\bsum\b|overall|\bin all\b", re.IGNORECASE
)
#: A figure the text divides by: "38,4 TB/s, geteilt durch 405 GB", "divided by 80 GB".
_DIVISOR_BEFORE_RE = re.compile(
    r"(?:geteilt|dividiert|divided|split)\s+(?:durch|by)\s+"
    r"(?:(?:rund|etwa|ca\.|about|roughly|the|die|den)\s+)?$",
    re.IGNORECASE,
)


_MULTIPLE_GAP_RE = re.compile(r"\s+(?:of\s+)?(?:the|der|des|die|dem|den|eines|einer)\s+$")


def base_of_multiple(claim: Claim, ctx: DocContext) -> Claim | None:
    """The multiplier the figure comes right after ("six times the 20 kW ceiling", "das
    Dreifache der 80 GB"): the figure is what the multiple is taken of."""
    for c in ctx.claims:
        if (
            c.sentence == claim.sentence
            and c.quantity.kind == "multiplier"
            and 0 <= claim.start - c.end <= 12
            and _MULTIPLE_GAP_RE.fullmatch(ctx.text, c.end, claim.start)
        ):
            return c
    return None


def divisor(claim: Claim, ctx: DocContext) -> bool:
    """The figure is what the text divides by: an operand, never a total."""
    return bool(_DIVISOR_BEFORE_RE.search(ctx.text[max(0, claim.start - 32) : claim.start]))


def written_out_result(claim: Claim, ctx: DocContext) -> bool:
    """The claim ends a written-out expression ("8 × 700 W = 5,6 kW"): the arithmetic
    check recomputes it from the operands the text names."""
    return bool(_EXPRESSION_RESULT_RE.search(ctx.text[max(0, claim.start - 48) : claim.start]))


def in_heading(claim: Claim, ctx: DocContext) -> bool:
    """The claim stands in a heading line: Markdown '#', or a short line without final
    punctuation that stands alone ("Strombedarf steigt um 40 Prozent")."""
    text = ctx.text
    start = text.rfind("\n", 0, claim.start) + 1
    end = text.find("\n", claim.end)
    line = text[start : end if end >= 0 else len(text)].strip()
    if line.startswith("#"):
        return True
    alone = text[max(0, start - 2) : start] in ("\n\n", "") and text[end : end + 2] == "\n\n"
    return alone and len(line) <= 90 and not line.endswith((".", ":", "!", "?", ";", ","))


def clause_has(
    claim: Claim, ctx: DocContext, words: tuple[str, ...], *, before: bool = True
) -> bool:
    """Does the claim's clause (by default: the part before the claim) hold one of
    ``words`` as a whole word?"""
    text, at = clause(claim, ctx)
    part = (text[:at] if before else text).lower()
    return any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w])", part) for w in words)


def lang_data(ctx: DocContext):
    return get_lang(ctx.document.language)


def per_group_count(claim: Claim, ctx: DocContext) -> bool:
    """A count per group, not a total: "720 Knoten à 8 GPUs", "mit je 24.576 H100",
    "8 GPUs per node", "72 B200 GPUs each". The marker comes right before the figure or
    after it with at most two words between ("GPUs each"), within the clause."""
    data = lang_data(ctx)
    before = ctx.text[max(0, claim.start - 14) : claim.start].lower()
    if re.search(rf"(?<![\w-])(?:{_alternation(data.GROUP_BEFORE)})\s*$", before):
        return True
    # "9.408 Knoten mit je einer EPYC-CPU und vier MI250X": "je" spans the list
    wider = ctx.text[max(0, claim.start - 48) : claim.start].lower()
    if re.search(
        rf"(?<![\w-])(?:{_alternation(data.GROUP_BEFORE)})\s+[^,;.\d]{{1,36}}\s"
        r"(?:und|and|plus|sowie)\s+$",
        wider,
    ):
        return True
    after = ctx.text[claim.end : claim.end + 40].lower()
    return bool(re.match(rf"\s*(?:[\w-]+\s+){{0,2}}?(?:{_alternation(data.GROUP_AFTER)})\b", after))


def _alternation(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def clause(claim: Claim, ctx: DocContext) -> tuple[str, int]:
    """The claim's clause (from the last comma, dash or sentence start to the next one)
    and the claim's offset in it."""
    text = ctx.text
    start = max(text.rfind(ch, 0, claim.start) for ch in (",", ";", " – ", ". ", "\n", "("))
    ends = [i for ch in (",", ";", " – ", ". ", "\n", ")") if (i := text.find(ch, claim.end)) >= 0]
    end = min(ends) if ends else len(text)
    start = max(0, start)
    return text[start:end], claim.start - start


def base_value(claim: Claim) -> tuple[float, float, float, str] | None:
    """The claim as (value, low, high, unit) in SI base units, tolerance from the text."""
    q = claim.quantity
    if q.value is None:
        return None
    unit = q.unit or "count"
    if unit == "percent":
        factor, name = 1.0, "percent"
    elif q.kind == "multiplier":
        factor, name = 1.0, "ratio"
    else:
        try:
            factor, name = to_base(1.0, unit)
        except UnitError:
            return None
    lo = (q.low if q.low is not None else q.value) * factor
    hi = (q.high if q.high is not None else q.value) * factor
    value = q.value * factor if q.low is None else (lo + hi) / 2
    rel = q.rel_precision
    hedge = q.hedge
    if hedge is None or hedge.kind in ("exact",):
        rel = rel if hedge is None else min(rel, 0.005)
        return value, lo * (1 - rel), hi * (1 + rel), name
    tol = hedge.tolerance
    if hedge.kind in ("approx", "peak"):
        rel = max(rel, tol)
        return value, lo * (1 - rel), hi * (1 + rel), name
    if hedge.kind == "lower":
        return value, lo * (1 - max(rel, 0.02)), hi * LOWER_BOUND_REACH, name
    if hedge.kind == "upper":
        return value, lo * UPPER_BOUND_REACH, hi * (1 + max(rel, 0.02)), name
    # "knapp 1.000" may be 900, "knapp 696" is not 600: a precise figure is only a
    # little under (or over) what it says
    tol = min(tol, max(_NEAR_FLOOR, _NEAR_PER_PRECISION * rel))
    if hedge.kind == "below":  # "knapp 1.000": a little under, or just that
        return value, lo * min(1 - tol, 1 - rel), hi * 1.02, name
    # "above" ("gut zehn Prozent"): that, or a little over
    return value, lo * 0.98, hi * max(1 + tol, 1 + rel), name


#: "knapp"/"gut" before a precise figure: at least 4 % under (over) it, or five times
#: the figure's own rounding, whichever is more (and never more than the hedge's width).
_NEAR_FLOOR = 0.04
_NEAR_PER_PRECISION = 5


def unit_scale(claim: Claim) -> float | None:
    q = claim.quantity
    unit = q.unit or "count"
    if unit == "percent" or q.kind == "multiplier":
        return 1.0
    try:
        return to_base(1.0, unit)[0]
    except UnitError:
        return None


def range_fits(claim: Claim, exp_low: float, exp_high: float, slack: float = 0.01) -> bool:
    """Does the claim agree with an expected range? A stated range must agree at both
    ends ("2,7 bis 3,2" is not "2,31 bis 2,78" just because the two overlap)."""
    bv = base_value(claim)
    q = claim.quantity
    if bv is None:
        return False
    if q.is_range and exp_high > exp_low * 1.001:
        factor = unit_scale(claim)
        if factor is None:
            return False
        stated_low, stated_high = q.low * factor, q.high * factor
        value_tol = (bv[2] - stated_high) / stated_high if stated_high else 0.0
        tol = max(value_tol, slack)
        return (
            abs(stated_low - exp_low) <= tol * exp_low
            and abs(stated_high - exp_high) <= tol * exp_high
        )
    return bv[1] <= exp_high * (1 + slack) and exp_low * (1 - slack) <= bv[2]


def sources_of(values) -> list[SourceRef]:
    out: list[SourceRef] = []
    seen = set()
    for rv in values:
        for s in rv.sources:
            key = str(s.url)
            if key not in seen:
                seen.add(key)
                out.append(SourceRef(title=s.title, url=key))
    return out
