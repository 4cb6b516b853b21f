"""Currency conversions: against the rate the text states, else the years' average rates.

"5,43 Millionen Yen (ca. 36.300 US-Dollar)" implies 149.6 yen per dollar, inside the
range of yearly averages; "zum Kurs von 1,08 Dollar je Euro ... 2,7 bis 3,2 Mrd.
Euro" multiplies where it should divide.
"""

from __future__ import annotations

import re

from claims.models import Claim
from pipeline.checks.base import (
    DocContext,
    Result,
    base_value,
    check,
    range_fits,
    sources_of,
    unit_scale,
)
from pipeline.estimator import convert_currency, factor_slip, human
from reference.units import CURRENCIES

_CHINA = re.compile(r"china|chines|yuan|renminbi|rmb|cny", re.IGNORECASE)
_JAPAN = re.compile(r"japan|yen\b|jpy", re.IGNORECASE)


def _money(claim: Claim) -> bool:
    return claim.quantity.unit in CURRENCIES and claim.quantity.kind == "measure"


def _options(claim: Claim, ctx: DocContext) -> tuple[str, ...]:
    """¥ is yen or yuan: the sentence decides, both are tried."""
    opts = claim.quantity.currency_options or (claim.quantity.unit,)
    if set(opts) == {"JPY", "CNY"}:
        sentence = [c for c in ctx.claims if c.sentence == claim.sentence]
        start = min(c.start for c in sentence) if sentence else claim.start
        context = ctx.text[max(0, start - 200) : claim.end + 200]
        right_after = ctx.text[claim.end : claim.end + 20]
        if _JAPAN.search(right_after):
            return ("JPY", "CNY")  # "¥18.9 billion in Japan, or 900,000 yuan in China"
        if _CHINA.search(right_after):
            return ("CNY", "JPY")
        return ("CNY", "JPY") if _CHINA.search(context) else ("JPY", "CNY")
    return tuple(opts)


def usd_rates(ctx: DocContext, code: str) -> list[tuple[str, float, object]]:
    """(period, units of ``code`` per USD, resolved value) from the reference set."""
    if code == "USD":
        return [("any", 1.0, None)]
    out = []
    for rv in ctx.reference.values_of(f"fx-usd-{code.lower()}", "fx_rate"):
        v = rv.value
        if v.value is not None and v.status == "primary":
            out.append((v.period or "", v.value, rv))
    return out


def cross_rates(ctx: DocContext, src: str, dst: str):
    """Rates dst per src for each year both are known, with the values used."""
    a = {p: (r, rv) for p, r, rv in usd_rates(ctx, src)}
    b = {p: (r, rv) for p, r, rv in usd_rates(ctx, dst)}
    out = []
    for period in sorted(set(a) | set(b)):
        ra = a.get(period) or a.get("any")
        rb = b.get(period) or b.get("any")
        if ra and rb and period != "any":
            out.append((period, rb[0] / ra[0], [x for x in (ra[1], rb[1]) if x is not None]))
    return out


def _ends(claim: Claim) -> tuple[float, float]:
    """The stated value, or the two ends of a stated range, in base units."""
    q = claim.quantity
    scale = _unit_scale(claim)
    if q.is_range:
        return q.low * scale, q.high * scale
    return q.value * scale, q.value * scale


def _unit_scale(claim: Claim) -> float:
    return unit_scale(claim) or 1.0


def _stated_rate(claim: Claim, ctx: DocContext) -> Claim | None:
    # before the claim first ("Zum Kurs von 1,08 ... entspricht das"), then after it
    # ("roughly EUR 850,000 at $1.08 per euro")
    same = [c for c in ctx.claims if c.sentence == claim.sentence and c is not claim]
    before = [c for c in same if c.start < claim.start][::-1]
    after = [c for c in same if c.start > claim.start]
    for c in before + after:
        if c.quantity.kind == "rate" and c.quantity.per in CURRENCIES:
            return c
    return None


def _rate_stated_before(claim: Claim, ctx: DocContext, src: str) -> Claim | None:
    """The last exchange rate between ``src`` and the claim's currency the text states
    before the claim's sentence."""
    dst = claim.quantity.unit
    for c in reversed(ctx.claims):
        if c.sentence >= claim.sentence:
            continue
        q = c.quantity
        if q.kind == "rate" and {q.unit, q.per} == {src, dst}:
            return c
    return None


_PER_UNIT_AFTER = re.compile(r"\s*(?:pro|per|je|/|a)\s+\w", re.IGNORECASE)


@check("currency")
def currency_check(claim: Claim, ctx: DocContext) -> Result | None:
    if not _money(claim):
        return None
    bv = base_value(claim)
    if bv is None:
        return None
    dst = claim.quantity.unit
    rate = _stated_rate(claim, ctx)
    if rate is not None and dst in (rate.quantity.unit, rate.quantity.per):
        return _with_stated_rate(claim, ctx, rate, bv)
    source = _adjacent_amount(claim, ctx)
    if source is None or _per_something(source, ctx) != _per_something(claim, ctx):
        return None  # "53 Mio. Euro ... 0,08 US-Dollar pro kWh": a unit price, no conversion
    yearly = _with_yearly_rates(claim, ctx, source, bv)
    earlier = _rate_stated_before(claim, ctx, source.quantity.unit)
    if earlier is not None and (yearly is None or yearly.verdict == "error"):
        # "Beim Kurs von 1 Euro = 1,16 US-Dollar ... [later] 600 Millionen Dollar, umgerechnet
        # knapp 696 Millionen Euro": the rate the article stated; a conversion the years'
        # averages allow is never called wrong by a rate from another sentence
        stated = _with_stated_rate(claim, ctx, earlier, bv)
        if stated is not None:
            return stated
    return yearly


def _per_something(c: Claim, ctx: DocContext) -> bool:
    """A price per unit ("0,08 US-Dollar pro kWh", "$2.10 per GPU-hour")."""
    return c.quantity.kind == "rate" or bool(_PER_UNIT_AFTER.match(ctx.text[c.end : c.end + 10]))


#: between the amounts of a list of conversions: ", ", " in Japan, or just under "
_LIST_GAP = re.compile(
    r"(?:\s+in\s+[A-Z]\w+)?\s*,\s*(?:(?:or|oder|and|und)\s+)?"
    r"(?:(?:just under|about|roughly|rund|etwa|knapp|gut)\s+)?",
)
#: between the amounts of a bulleted list of conversions: ",\n- about "
_BULLET_GAP = re.compile(
    r"\s*[,;]?\s*\n\s*(?:[-*•]|\d+[.)])\s+"
    r"(?:(?:just under|about|roughly|around|rund|etwa|knapp|gut|ca\.)\s+)?",
)
#: from an amount to the first bullet that converts it: " list value equals:\n\n- about "
_INTRO_BULLET_GAP = re.compile(
    r"[^.\d]{0,40}:\s*\n\s*(?:[-*•]|\d+[.)])\s+"
    r"(?:(?:just under|about|roughly|around|rund|etwa|knapp|gut|ca\.)\s+)?",
)
#: "pro Petaflops sind das", "per GPU that is": what follows is a unit price
_PER_IN_GAP = re.compile(r"\b(?:pro|per|je)\s+[\w-]+", re.IGNORECASE)
_CONVERSION_CUE = re.compile(
    r"convert|umgerechnet|umrechn|exchange rate|average rate|kurs|stated rate|equals"
)


def _adjacent_amount(claim: Claim, ctx: DocContext) -> Claim | None:
    idx = next(i for i, c in enumerate(ctx.claims) if c is claim)
    if idx == 0:
        return None
    prev = ctx.claims[idx - 1]
    if not _money(prev) or prev.quantity.unit == claim.quantity.unit:
        return None
    gap = ctx.text[prev.end : claim.start]
    if re.search(r"\d|\)", gap) or len(gap) > 70:
        return None
    bullets = _BULLET_GAP.fullmatch(gap) or _INTRO_BULLET_GAP.fullmatch(gap)
    if prev.sentence != claim.sentence and not bullets:
        return None  # "... 580 Millionen Dollar. Pro Petaflops zahlt Europa 500.000 Euro"
    if _PER_IN_GAP.search(gap):
        return None  # "600 Mio. Dollar; pro Petaflops sind das 332.000 Dollar": a unit price
    sentence_head = ctx.text[max(0, claim.start - 200) : prev.start].lower()
    listed = (_LIST_GAP.fullmatch(gap) or bullets) and _CONVERSION_CUE.search(sentence_head)
    if not (
        listed
        or "(" in gap
        or re.search(
            r"\b(etwa|ca\.|rund|also|entspricht|about|roughly|or|oder|umgerechnet|converted"
            r"|that is|i\.e\.|knapp|gut)\b",
            gap.lower(),
        )
    ):
        return None
    # "about €115,500, ¥18.9 billion in Japan, or just under 900,000 yuan": each
    # converts the first amount of the list, not the one before it
    j = idx - 1
    while j > 0:
        first, after = ctx.claims[j - 1], ctx.claims[j]
        between = ctx.text[first.end : after.start]
        if not (
            _money(first)
            and (
                (first.sentence == claim.sentence and _LIST_GAP.fullmatch(between))
                or _BULLET_GAP.fullmatch(between)
            )
        ):
            break
        j -= 1
    source = ctx.claims[j]
    return source if source.quantity.unit != claim.quantity.unit else prev


def _amount_in(c: Claim, currency: str) -> bool:
    """An amount of ``currency``, or a price per hour or unit in it ("$2.10 per GPU-hour"
    converts to "€1.94" the same way)."""
    q = c.quantity
    if q.unit != currency:
        return False
    return q.kind == "measure" or (q.kind == "rate" and q.per not in CURRENCIES)


def _with_yearly_rates(claim, ctx, source, bv) -> Result | None:
    sb = base_value(source)
    dst = claim.quantity.unit
    best = None
    for src in _options(source, ctx):
        rates = cross_rates(ctx, src, dst)
        if not rates:
            continue
        r_lo = min(r for _, r, _ in rates)
        r_hi = max(r for _, r, _ in rates)
        est = convert_currency(
            sb[0], r_lo, r_hi, src, dst, f"yearly averages {rates[0][0]}-{rates[-1][0]}"
        )
        # both are approximate: widen by the source's own tolerance
        # the stated amount (its ends, for a range) at the lowest and highest rate; the
        # claim's own hedge supplies the tolerance, so the source's is not added twice
        s_lo, s_hi = _ends(source)
        lo, hi = s_lo * r_lo, s_hi * r_hi
        used = [rv for _, _, rvs in rates for rv in rvs]
        fits = bv[1] <= hi * 1.03 and lo * 0.97 <= bv[2]
        if fits:
            return Result(
                "currency",
                "ok",
                (est.value, lo, hi),
                dst,
                f"{human(sb[0], src)} at {est.trail[0].split(' x ')[1]} is "
                f"{human(lo, dst)} to {human(hi, dst)}; the text's "
                f"{human(bv[0], dst)} is within",
                list(est.trail),
                sources_of(used),
            )
        if best is None:
            best = (est, lo, hi, used, src)
    if best is None:
        return None
    est, lo, hi, used, src = best
    slip = factor_slip(bv[0], est.value)
    return Result(
        "currency",
        "error",
        (est.value, lo, hi),
        dst,
        f"{human(sb[0], src)} is {human(lo, dst)} to {human(hi, dst)} at the years' average "
        f"rates; the text says {human(bv[0], dst)}" + (f" ({slip})" if slip else ""),
        list(est.trail),
        sources_of(used),
    )


def _with_stated_rate(claim, ctx, rate: Claim, bv) -> Result | None:
    """'1,08 Dollar je Euro' is 1.08 USD per EUR; convert the amounts before the claim."""
    dst = claim.quantity.unit
    per_unit = rate.quantity.value  # rate.unit per rate.per
    num, den = rate.quantity.unit, rate.quantity.per
    src = den if dst == num else num
    factor = per_unit if dst == num else 1 / per_unit
    if any(
        c.sentence == claim.sentence and c.start > claim.start and _amount_in(c, src)
        for c in ctx.claims
    ):
        return None  # "210 Millionen Won, bei 1.608 Won je Euro etwa 130.600 Euro": the source
    if (
        any(
            c.sentence == claim.sentence
            and c is not claim
            and c.start < rate.start
            and _amount_in(c, dst)
            and not _per_something(c, ctx)
            for c in ctx.claims
        )
        and rate.start < claim.start
    ):
        return None  # "13.000 Dollar - zu 7,2 Yuan je Dollar 93.500 Yuan - ... 13 Mrd. Dollar"
    per_unit = _per_something(claim, ctx)
    candidates = [
        c
        for c in ctx.window(claim, back=1)
        if _amount_in(c, src) and c is not rate and (not per_unit or _per_something(c, ctx))
    ]
    if not candidates or ctx.flagged(candidates[-1]):
        return None  # a wrong source says nothing about its conversion
    tried = []
    for c in reversed(candidates):
        cb = base_value(c)
        c_lo, c_hi = _ends(c)
        lo, hi = c_lo * factor, c_hi * factor
        if c.quantity.is_range and claim.quantity.is_range:
            fits = range_fits(
                claim,
                c.quantity.low * _unit_scale(c) * factor,
                c.quantity.high * _unit_scale(c) * factor,
                slack=0.02,
            )
        else:
            fits = bv[1] <= hi * 1.02 and lo * 0.98 <= bv[2]
        if fits:
            return Result(
                "currency",
                "ok",
                (cb[0] * factor, lo, hi),
                dst,
                f"'{c.text}' at the stated rate '{rate.text}' = {human(cb[0] * factor, dst)}",
                [
                    f"{human(cb[0], src)} x {factor:.4g} {dst}/{src}",
                    f"= {human(cb[0] * factor, dst)}",
                ],
            )
        tried.append((c, cb))
    clean = [t for t in tried if (factor_slip(bv[0], t[1][0] * factor) or "").startswith("off by")]
    c, cb = (clean or tried)[0]
    expected = cb[0] * factor
    inverse = cb[0] / factor
    if c.quantity.is_range and claim.quantity.is_range:
        scale = _unit_scale(c)
        wrong_way = range_fits(
            claim, c.quantity.low * scale / factor, c.quantity.high * scale / factor, slack=0.02
        )
    else:
        wrong_way = bv[1] <= cb[2] / factor * 1.02 and cb[1] / factor * 0.98 <= bv[2]
    slip = "the rate was applied the wrong way round" if wrong_way else factor_slip(bv[0], expected)
    return Result(
        "currency",
        "error",
        (expected, cb[1] * factor, cb[2] * factor),
        dst,
        f"'{c.text}' at the stated rate '{rate.text}' is {human(expected, dst)}; the text says "
        f"{human(bv[0], dst)}" + (f" ({slip})" if slip else ""),
        [f"{human(cb[0], src)} x {factor:.4g} {dst}/{src}", f"= {human(expected, dst)}"]
        + ([f"(multiplying instead gives {human(inverse, dst)})"] if wrong_way else []),
    )
