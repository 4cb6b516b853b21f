"""Sum: a total the text adds up from the parts it lists in the same sentence.

"100.000 H100 und 50.000 H200, zusammen 150.000 GPUs" is confirmed; "80 GB und 141 GB,
zusammen 301 GB" is an error. Only plain lists count: a sentence that multiplies
("8 x 700 W", "je 80 GB") derives its total another way, and the checks for
products judge it.
"""

from __future__ import annotations

import re

from claims.models import Claim
from pipeline.checks.base import (
    TOTAL_WORD_RE,
    DocContext,
    Result,
    base_value,
    check,
    clause_has,
    lang_data,
    per_group_count,
)
from pipeline.estimator import human

#: a product or a share in the words before the total: not a plain list of parts
_PRODUCT_RE = re.compile(
    r"(?<![\w-])(?:x|×|mal|times|je|jeweils|each|per|pro|à)(?![\w-])|\d\s*[x×*]",
    re.IGNORECASE,
)
#: what may stand between two listed parts
_LIST_GAP_RE = re.compile(
    r"[^.;:()\d]{0,40}?(?:,|\bund\b|\band\b|\bplus\b|\bsowie\b|\+)[^.;:()\d]{0,40}",
    re.IGNORECASE,
)
_NOT_PARTS = ("multiplier", "percent", "rate")
#: parts added to an earlier figure ("adds 50,000 more", "kommen 50.000 hinzu")
_ADDED = re.compile(
    r"\b(?:adds?|added|more|additional|another|further|hinzu|weitere[n]?|zusätzliche[n]?)\b",
    re.IGNORECASE,
)


def _parts(claim: Claim, ctx: DocContext) -> list[Claim] | None:
    """The figures the sentence lists before the total, or None when it is no list."""
    before = [
        c
        for c in ctx.claims
        if c.sentence == claim.sentence and c.end <= claim.start and c is not claim
    ]
    if len(before) < 2 or any(c.quantity.kind in _NOT_PARTS for c in before):
        return None
    if any(c.attribute != claim.attribute or c.scope == "per_unit" for c in before):
        return None
    if any(per_group_count(c, ctx) or ctx.flagged(c) for c in before):
        return None
    start = ctx.text.rfind(". ", 0, before[0].start) + 1
    if _PRODUCT_RE.search(ctx.text[start : claim.start]):
        return None
    for a, b in zip(before, before[1:], strict=False):
        if not _LIST_GAP_RE.fullmatch(ctx.text[a.end : b.start]):
            return None
    if re.search(r"\d", ctx.text[before[-1].end : claim.start]):
        return None  # "... 50,000 H200s to the original 100,000, a total of": a part unread
    return before


def _sentence_results(claim: Claim, ctx: DocContext) -> list[Claim] | None:
    """ "A costs $2,688. B adds $1,536. Together that comes to $5,224": a total that opens
    its sentence with a total word adds the last same-kind figure of each sentence
    before it (two or more, in its paragraph, up to the first sentence without one)."""
    text = ctx.text
    start = max(text.rfind(". ", 0, claim.start) + 2, text.rfind("\n", 0, claim.start) + 1)
    head = text[start : claim.start].lower()
    words = lang_data(ctx).TOTAL
    if not any(head.startswith(w + " ") or head.startswith(w + ",") for w in words):
        return None
    if any(c.sentence == claim.sentence and c.end <= claim.start for c in ctx.claims):
        return None
    parts: list[Claim] = []
    for back in range(claim.sentence - 1, claim.sentence - 4, -1):
        same = [
            c
            for c in ctx.claims
            if c.sentence == back
            and c.attribute == claim.attribute
            and c.quantity.kind not in _NOT_PARTS
            and c.quantity.unit == claim.quantity.unit
            and ctx.same_paragraph(c, claim)
        ]
        if not same or ctx.flagged(same[-1]):
            break
        parts.insert(0, same[-1])
    return parts if len(parts) >= 2 else None


def _column_above(claim: Claim, ctx: DocContext) -> list[Claim] | None:
    """ "| **Total** | | **1,366,524,000** |": the cells of the claim's column in the table
    rows above a row its first cell calls the total."""
    text = ctx.text
    start = text.rfind("\n", 0, claim.start) + 1
    first = text[start : claim.start].lstrip(" |*").split("|", 1)[0]
    if not TOTAL_WORD_RE.search(first):
        return None
    column = text.count("|", start, claim.start)
    parts = []
    end = start - 1
    while end > 0:
        line_start = text.rfind("\n", 0, end) + 1
        line = text[line_start:end]
        if "|" not in line or re.fullmatch(r"[\s|:-]*", line):
            break
        parts += [
            c
            for c in ctx.claims
            if line_start <= c.start < end and text.count("|", line_start, c.start) == column
        ]
        end = line_start - 1
    return parts if len(parts) >= 2 else None


@check("sum")
def sum_check(claim: Claim, ctx: DocContext) -> Result | None:
    if claim.quantity.kind in _NOT_PARTS or claim.quantity.is_range:
        return None
    column = _column_above(claim, ctx) if claim.in_table else None
    if column is None and not (
        claim.scope == "total" or clause_has(claim, ctx, lang_data(ctx).TOTAL)
    ):
        return None
    bv = base_value(claim)
    parts = column or _parts(claim, ctx)
    listed = column is None and parts is not None
    if parts is None:
        parts = _sentence_results(claim, ctx)
    if bv is None or parts is None:
        return None
    if listed and _ADDED.search(
        ctx.text[ctx.text.rfind(". ", 0, parts[0].start) + 1 : claim.start]
    ):
        # "The next phase adds 50,000 more H100s and 50,000 H200s, bringing the total to
        # 250,000 GPUs": the parts come on top of the figure stated before
        base = [
            c
            for c in ctx.window(claim, back=2)
            if c.sentence < claim.sentence
            and c.attribute == claim.attribute
            and ctx.same_paragraph(c, claim)
            and not ctx.flagged(c)
        ]
        if not base:
            return None
        parts = [base[-1], *parts]
    values = [base_value(c) for c in parts]
    if any(v is None or v[3] != bv[3] for v in values):
        return None
    total = sum(v[0] for v in values)
    low = sum(v[1] for v in values)
    high = sum(v[2] for v in values)
    value, lo, hi, unit = bv
    trail = [" + ".join(f"'{c.text}'" for c in parts), f"= {human(total, unit)}"]
    if lo <= high * 1.01 and low * 0.99 <= hi:
        return Result("sum", "ok", (total, low, high), unit, f"{trail[0]} {trail[1]}", trail)
    if any(v[1] <= value * 1.01 and value * 0.99 <= v[2] for v in values):
        return None  # "von 80 auf 141 GB, insgesamt 141 GB": one part restated
    return Result(
        "sum",
        "error",
        (total, low, high),
        unit,
        f"from the text's own figures, {trail[0]} {trail[1]}; the text says {human(value, unit)}",
        trail,
    )
