"""Arithmetic the text writes out, and figures it restates in other units.

"1.000.000 × 4 PFLOPS = 4 EFLOPS" is recomputed from its operands; "(10,4 Milliarden
pro Chip × 2)" and "720 Knoten à 8 GPUs" explain the figure before them; "99
Exaflops – also 99 Billionen Rechenoperationen pro Sekunde" restates a figure and must
equal it.
"""

from __future__ import annotations

import re

from claims.models import Claim
from claims.numbers import NUMERAL, NumberFormatError, parse_numeral, superscript_to_int
from pipeline.checks.base import DocContext, Result, base_value, check
from pipeline.estimator import clean_slip, factor_slip, human, power_of_ten_slip

_OPS = r"[×x·*/⋅]|à"
_RESULT_WORDS = (
    r"(?:=|≈|ergibt|ergeben|gives|equals|makes|macht|sind"
    r"|(?:und\s+)?(?:damit|also|somit)\s+auf|for a total of|comes to|adds up to)"
)
_STRONG = (
    "also",
    "das sind",
    "sind das",
    "d. h.",
    "das heißt",
    "in other words",
    "that is",
    "i.e.",
    "oder",
    "or",
    "bzw.",
    "beziehungsweise",
    "respektive",
    "das entspricht",
    "which is",
)
_HEDGE_WORDS = (
    "rund",
    "etwa",
    "ca.",
    "circa",
    "knapp",
    "about",
    "roughly",
    "around",
    "nearly",
    "some",
    "gut",
    "fast",
    "ungefähr",
    "approximately",
)


def _operands(ctx: DocContext, start: int, end: int, decimal: str):
    """Items in text[start:end]: claims by span and bare numerals, with operators between."""
    text = ctx.text
    claims = [c for c in ctx.claims if start <= c.start and c.end <= end]
    items: list[tuple[int, int, float, Claim | None]] = []
    for c in claims:
        bv = base_value(c)
        if bv is not None:
            items.append((c.start, c.end, bv[0], c))
    taken = [(a, b) for a, b, _, _ in items]
    pattern = rf"(?<![\w.,])({NUMERAL})(?:\s*[×x·]\s*10\^?([⁰¹²³⁴⁵⁶⁷⁸⁹\d]+))?(?![\w])"
    for m in re.finditer(pattern, text[start:end]):
        a, b = start + m.start(), start + m.end()
        if any(x <= a < y for x, y in taken):
            continue
        try:
            value = parse_numeral(m.group(1), decimal).value
        except NumberFormatError:
            continue
        if m.group(2):
            value *= 10.0 ** superscript_to_int(m.group(2))
        items.append((a, b, value, None))
    items.sort()
    return items


def _expression_before(ctx: DocContext, pos: int, floor: int, decimal: str):
    """Parse 'a op b op c' ending at pos: (value in base units, pieces, operators, start,
    value from the written figures) or None."""
    items = _operands(ctx, floor, pos, decimal)
    if len(items) < 2:
        return None
    text = ctx.text
    # walk back from the end while items are joined by operators
    chain = [items[-1]]
    ops: list[str] = []
    if text[items[-1][1] : pos].strip(" ()"):
        return None
    for prev in reversed(items[:-1]):
        gap = text[prev[1] : chain[0][0]]
        m = re.fullmatch(rf"\s*(?:pro \w+|per \w+|\w+)?\s*({_OPS})\s*", gap)
        if not m:
            break
        ops.insert(0, m.group(1))
        chain.insert(0, prev)
    if len(chain) < 2:
        return None
    value = chain[0][2]
    for op, item in zip(ops, chain[1:], strict=True):
        value = value / item[2] if op == "/" else value * item[2]
    pieces = [text[a:b] for a, b, _, _ in chain]
    # "8 × $2.49 × 730 hours = $14,541.60": a price per hour times hours, in the units the
    # text writes; the base-unit product would count the hours in seconds
    written = _written(chain[0])
    for op, item in zip(ops, chain[1:], strict=True):
        written = written / _written(item) if op == "/" else written * _written(item)
    written = _in_claim_units(ctx, pos, written)
    if all(c is None for _, _, _, c in chain):
        value = written
    elif not any(c is not None and c.quantity.unit in _TIME_UNITS for _, _, _, c in chain):
        written = None  # only hours in a product make the base units differ from the text's
    return value, pieces, ops, chain[0][0], written


#: A rate per unit of time: "$14.1 million per year", "2 Dollar pro Stunde".
_PER_TIME_TAIL_RE = re.compile(
    r"(?:per|pro|je|a|/)\s*(?:year|month|day|hour|jahr|monat|tag|stunde|h)\b\W*$",
    re.IGNORECASE,
)
_TIME_UNITS = frozenset({"hour", "h", "day", "week", "month", "year", "min", "s"})


def _written(item: tuple[int, int, float, Claim | None]) -> float:
    claim = item[3]
    if claim is None or claim.quantity.value is None:
        return item[2]
    return claim.quantity.value


def _in_claim_units(ctx: DocContext, pos: int, value: float) -> float:
    """Bare operands ("256 × 8.760 = 2.242.560 GPU-Stunden") give the result in the unit
    the text writes it in; scale it to the base unit the claim is compared in."""
    claim = next((c for c in ctx.claims if c.start >= pos), None)
    bv = base_value(claim) if claim is not None else None
    written = claim.quantity.value if claim is not None else None
    if bv is None or not written:
        return value
    return value * bv[0] / written


def _sentence_start(ctx: DocContext, claim: Claim) -> int:
    """Where the claim's expression may begin: after the previous sentence's last figure
    and the line start (text search for '. ' would stop at 'Mrd. ')."""
    before = [c.end for c in ctx.claims if c.sentence < claim.sentence]
    floor = max(before) if before else 0
    head = ctx.text.rfind("\n", 0, claim.start) + 1
    semi = ctx.text.rfind("; ", floor, claim.start)
    return max(floor, head, semi + 1 if semi >= 0 else 0)


#: No slip between an expression and its result is this large: a larger factor means the
#: expression's unit is not the result's (a price per TFLOPS, read in base units).
_UNIT_MISMATCH = 1e6


def _units_differ(computed: float, claimed: float) -> bool:
    if computed <= 0 or claimed <= 0:
        return False
    ratio = computed / claimed
    return ratio > _UNIT_MISMATCH or ratio < 1 / _UNIT_MISMATCH


def _compare(claim: Claim, computed: float, unit: str, what: str, trail: list[str]) -> Result:
    bv = base_value(claim)
    value, lo, hi, _ = bv
    lo_c, hi_c = computed * 0.99, computed * 1.01
    if lo <= hi_c and lo_c <= hi:
        return Result(
            "arithmetic",
            "ok",
            (computed, lo_c, hi_c),
            unit,
            f"{what} = {human(computed, unit)}, as the text says",
            trail,
        )
    slip = factor_slip(value, computed)
    return Result(
        "arithmetic",
        "error",
        (computed, lo_c, hi_c),
        unit,
        f"{what} = {human(computed, unit)}; the text says {human(value, unit)}"
        + (f" ({slip})" if slip else ""),
        trail,
    )


@check("arithmetic")
def arithmetic_check(claim: Claim, ctx: DocContext) -> Result | None:
    bv = base_value(claim)
    if bv is None or claim.quantity.kind in ("multiplier", "percent"):
        return None
    if claim.quantity.kind == "rate" and not _PER_TIME_TAIL_RE.search(claim.text):
        return None  # "$2.52 per petaflop-hour" has a unit the operands do not
    unit = bv[3]
    decimal = "," if ctx.document.language == "de" else "."
    text = ctx.text
    # "a × b = c": the claim is the result
    before = text[max(0, claim.start - 32) : claim.start]
    m = re.search(rf"\s*{_RESULT_WORDS}\s*(?:rund|etwa|ca\.|about|roughly)?\s*$", before) or (
        # "24,576 x 700 W, about 17.2 kW": a comma and a hedge instead of "="
        re.search(r",\s*(?:rund|etwa|ca\.|about|roughly|around|knapp|gut)\s*$", before)
    )
    if m:
        pos = claim.start - (len(before) - m.start())
        parsed = _expression_before(ctx, pos, _sentence_start(ctx, claim), decimal)
        if parsed:
            value, pieces, ops, _, written = parsed
            expr = " ".join(p for pair in zip(pieces, [*ops, ""], strict=True) for p in pair)
            result = _compare(
                claim, value, unit, expr.strip(), [expr.strip(), f"= {human(value, unit)}"]
            )
            if result.verdict == "error" and _units_differ(value, bv[0]):
                return None  # "2,99 $ / 989 TFLOPS = 0,30 Cent": dollars per TFLOPS, not $
            if result.verdict == "error" and written is not None:
                alt = _compare(
                    claim, written, unit, expr.strip(), [expr.strip(), f"= {human(written, unit)}"]
                )
                if alt.verdict == "ok":
                    return alt
            return result
    # "R (a pro Chip × b)" / "R (a Knoten à b GPUs)": the parenthesis explains the claim
    after = text[claim.end : claim.end + 80]
    pm = re.match(r"\s*\(([^()]*)\)", after)
    if pm and re.search(_OPS, pm.group(1)):
        inner_start = claim.end + pm.start(1)
        inner_end = claim.end + pm.end(1)
        parsed = _expression_before(ctx, inner_end, inner_start, decimal)
        if parsed and parsed[3] <= inner_start + 8:
            value, pieces, ops, _, _ = parsed
            expr = " ".join(p for pair in zip(pieces, [*ops, ""], strict=True) for p in pair)
            result = _compare(
                claim, value, unit, expr.strip(), [expr.strip(), f"= {human(value, unit)}"]
            )
            return result if result.verdict == "ok" else None
    return None


#: Words that only ever restate ("also" may also mean "so"): the figures must be equal.
_RESTATES_RE = re.compile(
    r"(?<!\w)(?:or|oder|i\.e\.|that is|d\. h\.|das heißt|in other words)(?!\w)"
)
_FACTOR_BEFORE_RE = re.compile(r"(?:[×x·*⋅]|\bmal|\btimes)\s*$", re.IGNORECASE)
_PER_SOMETHING_RE = re.compile(r"\s*(?:je|pro|per|each|a)\s+\w", re.IGNORECASE)


@check("restatement")
def restatement_check(claim: Claim, ctx: DocContext) -> Result | None:
    """A figure restated in other units right after it must be equal."""
    bv = base_value(claim)
    if bv is None or claim.quantity.kind in ("multiplier", "percent", "rate"):
        return None
    idx = next((i for i, c in enumerate(ctx.claims) if c is claim), None)
    if not idx:
        return None
    prev = ctx.claims[idx - 1]
    if prev.sentence != claim.sentence:
        return None
    pb = base_value(prev)
    if pb is None or pb[3] != bv[3] or prev.quantity.kind in ("multiplier", "percent", "rate"):
        return None
    if _FACTOR_BEFORE_RE.search(ctx.text[max(0, prev.start - 10) : prev.start]):
        return None  # "100.000 mal 1.979 TFLOPS, also knapp 198 Exaflops": a product
    if prev.attribute and claim.attribute and prev.attribute != claim.attribute:
        return None  # "54 Tage ... 21,2 Millionen GPU-Stunden": both hours, not the same figure
    gap = ctx.text[prev.end : claim.start]
    bare_gap = re.sub(r"(?i)\b(?:fp|bf|tf|int|cfp)\d+\b", "", gap)  # "of sparse FP4"
    if re.search(r"\d", bare_gap) or len(gap) > 60:
        return None
    low = gap.lower()
    strong = any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", low) for w in _STRONG)
    words = [w for w in re.findall(r"[\w.]+", low) if w not in _HEDGE_WORDS]
    weak = (
        bool(
            re.fullmatch(
                r"\s*[,(–—-]?\s*", re.sub("|".join(re.escape(h) for h in _HEDGE_WORDS), "", low)
            )
        )
        and not words
    )
    if not (strong or weak):
        return None
    if prev.scope == "per_unit" and claim.scope == "total":
        return None  # "jeweils 104 Mrd. Transistoren, zusammen also 208 Mrd.": a sum
    if claim.scope == "per_unit" and not strong:
        return None  # "(etwa 10,4 Milliarden pro Chip × 2)" explains, it does not restate
    same_digits = claim.quantity.value == prev.quantity.value or power_of_ten_slip(
        claim.quantity.value, prev.quantity.value, within=0.005
    )
    if _PER_SOMETHING_RE.match(ctx.text[claim.end : claim.end + 12]) and not same_digits:
        # "6 TB/s, also 750 GB/s pro Stapel": a share, not the same figure; but
        # "1,440 petaflops, i.e. 1.44 zettaflops per rack" keeps the digits: a restatement
        return None
    same_surface = (
        prev.quantity.unit == claim.quantity.unit
        and not claim.quantity.scale_only
        and not prev.quantity.scale_only
    )
    if same_surface:
        return None  # "40GB oder 80GB": alternatives, not a restatement
    if prev.quantity.is_range != claim.quantity.is_range:
        return None
    if ctx.flagged(prev):
        return None
    unit = bv[3]
    value, lo, hi = bv[0], bv[1], bv[2]
    if lo <= pb[2] * 1.01 and pb[1] * 0.99 <= hi:
        return Result(
            "restatement",
            "ok",
            (pb[0], pb[1], pb[2]),
            unit,
            f"restates '{prev.text}' ({human(pb[0], unit)}) correctly",
            [f"'{prev.text}' = {human(pb[0], unit)}", f"'{claim.text}' = {human(value, unit)}"],
        )
    rounding = max(0.03, claim.quantity.rel_precision * 1.05)  # "1,342 GB, i.e. 1.3 PB"
    restates = bool(_RESTATES_RE.search(low))  # "1,882 hours, or roughly 26 days"
    if (
        not (clean_slip(value, pb[0]) or power_of_ten_slip(value, pb[0], within=rounding))
        and max(value, pb[0]) > 1.5 * min(value, pb[0])
        and not restates
    ):
        return None  # "24 Ports mit 200 Gbit/s, also 4,8 Tbit/s": a product, not a restatement
    slip = factor_slip(value, pb[0])
    return Result(
        "restatement",
        "error",
        (pb[0], pb[1], pb[2]),
        unit,
        f"'{claim.text}' restates '{prev.text}' = {human(pb[0], unit)} but means "
        f"{human(value, unit)}" + (f" ({slip})" if slip else ""),
        [f"'{prev.text}' = {human(pb[0], unit)}", f"'{claim.text}' = {human(value, unit)}"],
    )
