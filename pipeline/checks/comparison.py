"""Ratios, percentages and differences between figures.

A ratio claim is recomputed from the pair of figures it compares: first from the
text's own figures (a premise already shown wrong is not used), then from the
reference for its subject and comparison partner. A ratio that is right but sets two
precisions or a sparse against a dense figure is a warning.
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
    clause,
    in_heading,
    lang_data,
    sentence_before,
    sentence_of,
    sources_of,
)
from pipeline.checks.reference import candidate_values, ref_number
from pipeline.estimator import human

_KEYWORDS = (
    (r"so lange|länger|dauert|as long|longer|takes|zeit\b|\btime\b", "duration"),
    (r"\bcosts?\b|kostet|kosten|preis|price|teurer|cheaper|günstiger|expensive", "price"),
    (r"speicherbandbreite|bandbreite|bandwidth|daten pro sekunde", "memory_bandwidth"),
    (r"transistor", "transistors"),
    (
        r"speicher(?!-?bandbreite)|memory(?! bandwidth)|\bhbm"
        r"|(?<!compute )(?<!processing )\bcapacity|(?<![a-zäöüß])kapazität|speicherkapazität",
        "memory",
    ),
    (r"pro watt|per watt|/w\b|performance per watt|effizienz pro watt", "efficiency"),
    (r"nvlink|interconnect", "interconnect_bandwidth"),
    (
        r"\btdp\b|leistungsaufnahme|power draw|stromverbrauch"
        r"|(?<!compute )(?<!computing )(?<!processing )\bpower\b(?! of)",
        "tdp",
    ),
    (r"gpu-zeit|gpu-stunden|gpu hours|gpu-hours|gpu time", "gpu_hours"),
    # per dollar / price-performance: no spec ratio the reference can give
    (
        r"per dollar|per \$|pro dollar|pro euro|per euro|price[- ]performance|preis-leistung",
        "price_performance",
    ),
    # a share of peak ("Linpack efficiency of 63 percent", "MFU"): no ratio of two products
    (r"efficiency|effizienz\b|auslastung|utili[sz]ation|\bmfu\b", "utilization"),
    (
        r"throughput|performance|rechenleistung|leistung\b|teraflops|petaflops|flops|schneller|"
        r"so schnell|faster|as fast|speed|(?:peak |raw )?compute\b",
        "throughput",
    ),
)
_NON_RATIO = ("multiplier", "percent", "rate")
#: figures a ratio about an attribute may compare: "2,8 vs 4,5 Teraflops pro Watt, knapp 60
#: Prozent mehr" is about throughput per watt when only "FP8" names what is compared
_COMPATIBLE = {
    "throughput": ("throughput", "effective_throughput", "efficiency"),
    "efficiency": ("efficiency", "throughput"),
}
_PER_WATT_SENTENCE = re.compile(r"\b(?:per|pro|je) watt\b", re.IGNORECASE)
_PRICE_PERFORMANCE = re.compile(
    r"per dollar|per \$|pro dollar|pro euro|per euro|price[- ]performance|preis-leistung",
    re.IGNORECASE,
)
_PRECISION_TALK = re.compile(
    r"bitbreite|bit width|genauigkeit|precision|zahlenformat|number format", re.IGNORECASE
)
_PARTNER_FIGURE_GAP = re.compile(
    r"\s*(?:(?:more|less|mehr|weniger)\s+)?(?:than|als|der|des|of)?\s*(?:the|die|der|den)?\s*"
)
#: characters added to a keyword's distance before the ratio: the noun after it wins ties
_BEFORE_PENALTY = 8
#: the lowest precision a device supports stands in for a lower one it lacks
_FALLBACK = {"fp4": ("fp8", "int8"), "fp6": ("fp8",), "int4": ("int8", "fp8")}


def claimed_ratio(claim: Claim) -> tuple[float, float, float] | None:
    """(ratio, low, high) of subject over partner, from a multiplier or a percentage."""
    bv = base_value(claim)
    if bv is None:
        return None
    value, lo, hi, _ = bv
    if claim.quantity.kind == "multiplier":
        if claim.direction == "decrease" and value > 1:
            return 1 / value, 1 / hi, 1 / lo
        return value, lo, hi
    if claim.quantity.kind == "percent":
        if claim.direction == "increase":
            return 1 + value / 100, 1 + lo / 100, 1 + hi / 100
        if claim.direction == "decrease":
            return 1 - value / 100, 1 - hi / 100, 1 - lo / 100
        return value / 100, lo / 100, hi / 100
    return None


def ratio_attribute(claim: Claim, ctx: DocContext) -> str | None:
    """What a ratio compares: from keywords in its clause, a named precision, or the
    figures of the sentence before."""
    # "das 2,4-Fache der 80 GB einer H100", "50 percent more than the 192 GB": the figure
    # right after names what is compared
    for other in ctx.claims:
        if claim.end <= other.start <= claim.end + 20 and other.quantity.kind not in _NON_RATIO:
            gap = ctx.text[claim.end : other.start].lower()
            if (
                other.attribute in _REFERENCE_RATIOS
                and other.sentence == claim.sentence
                and _PARTNER_FIGURE_GAP.fullmatch(gap)
            ):
                return other.attribute
            break
    context, at = clause(claim, ctx)
    context = context.lower()
    end = at + (claim.end - claim.start)
    found = []
    for rank, (pattern, attribute) in enumerate(_KEYWORDS):
        for m in re.finditer(pattern, context):
            # the noun after a ratio names what it compares ("25 percent more bandwidth",
            # "1.8 times the capacity"): count from the ratio's end on that side
            dist = m.start() - end if m.start() >= end else at - m.end() + _BEFORE_PENALTY
            found.append((max(dist, 0), rank, attribute))
    if found:
        # "1.6 times the FP8 throughput per watt": per watt after the ratio makes it one
        if any(a == "efficiency" and d <= 40 for d, _, a in found):
            return "efficiency"
        return min(found)[2]
    if _PER_WATT_SENTENCE.search(sentence_before(claim, ctx)):
        return "efficiency"  # "Per watt the picture shifts: ... the H100 beats it by 40 per cent"
    if claim.precision:
        return "throughput"
    # "Das sind gut zehn Prozent mehr als bei der H100": what the sentence before measured
    for other in reversed(ctx.window(claim, back=1)):
        if other.quantity.kind not in _NON_RATIO and other.attribute in _REFERENCE_RATIOS:
            return other.attribute
    return None


#: attributes whose ratio between two products the reference can give
_REFERENCE_RATIOS = (
    "memory",
    "memory_bandwidth",
    "transistors",
    "tdp",
    "throughput",
    "interconnect_bandwidth",
    "gpu_hours",
)
#: for these, "more efficient / faster / cheaper" means the partner needs more
_COST_LIKE = ("gpu_hours", "duration", "price", "energy")
_BETTER = re.compile(
    r"effizient|efficient|schneller|faster|günstiger|cheaper|sparsamer", re.IGNORECASE
)


def _precisions(c: Claim, ctx: DocContext) -> set[str]:
    """What the reference matched wins over the precision named nearby in the text."""
    result = ctx.results.get(c.id)
    if result and result.matched.get("precision"):
        return {_family(result.matched["precision"])}
    return {_family(p) for p in c.precision}


def _sparsity_of(c: Claim, ctx: DocContext) -> str:
    if c.sparsity_explicit and c.sparsity:
        return c.sparsity
    result = ctx.results.get(c.id)
    return result.matched.get("sparsity", "") if result else ""


def _family(p: str) -> str:
    return {"bf16": "fp16", "int8": "fp8", "fp64_tensor": "fp64"}.get(p, p)


def _pairs(claim: Claim, ctx: DocContext):
    """Figures in reach: the claim's sentence (both sides) and up to two before."""
    pool = [
        c
        for c in ctx.claims
        if claim.sentence - 3 <= c.sentence <= claim.sentence
        and c is not claim
        and c.quantity.kind not in _NON_RATIO
        and not ctx.flagged(c)
    ]
    out = []
    for a in pool:
        for b in pool:
            if a is b:
                continue
            ab, bb = base_value(a), base_value(b)
            if ab is None or bb is None or ab[3] != bb[3] or bb[0] == 0 or ab[0] == bb[0]:
                continue
            if a.attribute != b.attribute:
                continue
            out.append((a, b, ab, bb))
    return out


def _one_device_two_formats(a: Claim, b: Claim, claim: Claim) -> bool:
    """Both figures of the ratio are one product's, in the ratio's sentence, each with its
    format named: the sentence compares the formats on purpose."""
    return (
        a.sentence == b.sentence == claim.sentence
        and a.subject is not None
        and b.subject is not None
        and a.subject.entry_id == b.subject.entry_id
        and bool(a.precision)
        and bool(b.precision)
    )


_OWN_SHARE_RE = re.compile(
    r"\s+(?:(?:der|des|of)\s+)?(?:seiner|ihrer|seines|ihres|its|their|his|her)\b",
    re.IGNORECASE,
)
_GROUP_AFTER_RE = re.compile(
    r"[\s-]*(?:racks?|servers?|nodes?|systems?|systeme?|cabinets?|schr[aä]nke?|knoten|pods?)\b",
    re.IGNORECASE,
)


def _format_of_ratio_named(claim: Claim, a: Claim, b: Claim, ctx: DocContext) -> bool:
    """The ratio names its own format, the one of its numerator and not of its base,
    between the base and the ratio ("67 Teraflops, in FP8 knapp das 30-Fache"); not
    "45 exaflops of dense FP8, around 40 times the 1.1 exaflops" (FP8 is the 45's)."""
    own = {_family(p) for p in claim.precision}
    if not own or not own & _precisions(a, ctx) or own & _precisions(b, ctx):
        return False
    if not (b.end <= claim.start and not b.start < a.start < claim.start):
        return False
    between = ctx.text[b.end : claim.start].lower()
    return any(p in between for p in claim.precision)


def _mismatch_note(a: Claim, b: Claim, ctx: DocContext) -> str | None:
    fa, fb = _precisions(a, ctx), _precisions(b, ctx)
    if fa and fb and not fa & fb:
        pa, pb = "/".join(sorted(fa)), "/".join(sorted(fb))
        return f"compares {pa.upper()} ('{a.text}') with {pb.upper()} ('{b.text}')"
    sa, sb = _sparsity_of(a, ctx), _sparsity_of(b, ctx)
    if sa and sb and sa != sb:
        return f"compares a {sa} figure ('{a.text}') with a {sb} one ('{b.text}')"
    return None


def _reference_ratio(claim: Claim, ctx: DocContext, attribute: str):
    """Subject over partner from the reference, same precision and sparsity."""
    if attribute == "throughput" and not claim.precision:
        return None  # "30x faster in inference" is a benchmark, not a spec ratio
    if attribute == "price":
        return None  # list, street and rental prices differ: no spec ratio
    if claim.comparator is not None and _GROUP_AFTER_RE.match(ctx.text, claim.comparator.end):
        return None  # "nearly three times an H100 rack": a rack, not the GPU
    s = claim.subject.entry_id if claim.subject else None
    c = claim.comparator.entry_id if claim.comparator else _partner(claim, ctx)
    if not s or not c or s == c:
        return None
    s, c = _device_of(ctx, s, c), _device_of(ctx, c, s)
    if s == c:
        return None
    s_entry, c_entry = ctx.reference.get(s), ctx.reference.get(c)
    if s_entry is None or c_entry is None or s_entry.kind != c_entry.kind:
        return None  # a cluster over one GPU, a model over a chip: no spec ratio
    if attribute == "efficiency":
        return _efficiency_ratio(claim, ctx, s, c)
    sv = candidate_values(claim, ctx, s, attribute)
    cv = candidate_values(claim, ctx, c, attribute)
    if attribute == "throughput" and not cv and claim.precision:
        for p in _FALLBACK.get(claim.precision[0], ()):
            probe = [v for v in ctx.reference.values_of(c, "throughput") if v.value.precision == p]
            if probe:
                cv = probe
                break
    out = []
    for x in sv:
        for y in cv:
            if x.value.sparsity != y.value.sparsity or x.value.status != "primary":
                continue
            if y.value.status != "primary":
                continue
            nx, ny = ref_number(x), ref_number(y)
            if nx and ny and ny[0]:
                out.append((nx[0] / ny[0], x, y))
    return out or None


def _device_of(ctx: DocContext, entry_id: str, other_id: str) -> str:
    """A board or server compared with a chip ("HGX B200 ... 3,4-mal so viel Bandbreite wie
    die H100") is compared by its chip."""
    entry, other = ctx.reference.get(entry_id), ctx.reference.get(other_id)
    if entry and other and entry.kind == "system" and other.kind == "accelerator" and entry.parts:
        return entry.parts[0]
    return entry_id


def _efficiency_ratio(claim, ctx, s, c):
    def per_watt(entry_id):
        tdp = [
            ref_number(v)
            for v in ctx.reference.values_of(entry_id, "tdp")
            if v.value.status == "primary"
        ]
        flops = candidate_values(claim, ctx, entry_id, "throughput")
        if not tdp or not flops:
            return []
        return [(ref_number(f)[0] / t[0], f) for f in flops for t in tdp if t and ref_number(f)]

    out = []
    for a, x in per_watt(s):
        for b, y in per_watt(c):
            if x.value.sparsity == y.value.sparsity:
                out.append((a / b, x, y))
    return out or None


def _partner(claim: Claim, ctx: DocContext) -> str | None:
    """No partner in the sentence: the one compared in the sentence before."""
    for other in reversed(ctx.window(claim, back=1)):
        if other.sentence < claim.sentence and other.comparator is not None:
            return other.comparator.entry_id
        if (
            other.sentence < claim.sentence
            and other.subject is not None
            and claim.subject
            and (other.subject.entry_id != claim.subject.entry_id)
        ):
            return other.subject.entry_id
    return None


@check("comparison", phase=2)
def comparison_check(claim: Claim, ctx: DocContext) -> Result | None:
    ratio = claimed_ratio(claim)
    if ratio is None:
        return None
    r, lo, hi = ratio
    if _PRICE_PERFORMANCE.search(clause(claim, ctx)[0]):
        return None  # "trails by 40 per cent on FP8 TFLOPS per dollar": no spec ratio
    if claim.in_table and claim.comparator is None:
        # "| 4,150 | 7,060 | +82 % |": a change between the row's two figures; any
        # other ratio in a table ("Rmax/Rpeak (%)" | "81,5") has no partner
        return _row_change(claim, ctx)
    attribute = ratio_attribute(claim, ctx)
    # 1. the text's own figures
    fits = []
    share = claim.quantity.kind == "percent" and claim.direction is None
    own_pair = share and _share_phrase(claim, ctx) is not None
    for a, b, ab, bb in _pairs(claim, ctx):
        if attribute and a.attribute not in (*_COMPATIBLE.get(attribute, (attribute,)), None):
            continue
        if _other_products(claim, a, b):
            continue  # "B200: 1,000 W, 70 percent more than the H100": not the A100 pair
        if share and claim.sentence not in (a.sentence, b.sentence):
            continue  # "40 Prozent der Rechenleistung" is a share, not a ratio of old figures
        if own_pair and not a.sentence == b.sentence == claim.sentence:
            continue  # "30.84 million of the 39.3 million, about 78 percent": that pair
        q = ab[0] / bb[0]
        if lo <= q * 1.01 and q * 0.99 <= hi:
            fits.append((a, b, q))
    for r_claim in _range_pairs(claim, ctx):  # "3.2x (312 to 989 TFLOPS)"
        q = r_claim.quantity.high / r_claim.quantity.low
        if lo <= q * 1.01 and q * 0.99 <= hi:
            fits.append((r_claim, r_claim, q))
    if fits:
        fits.sort(
            key=lambda t: (
                _mismatch_note(t[0], t[1], ctx) is not None,
                abs(t[0].start - claim.start) + abs(t[1].start - claim.start),
            )
        )
        a, b, q = fits[0]
        # only call it a mismatch when no same-kind pair explains the ratio too
        note = _mismatch_note(a, b, ctx)
        if note and "sparse" in note and _names_sparsity(claim, ctx):
            note = None  # "mit Sparsity verdoppelt sich der Wert": the point of the ratio
        if note and "sparse" not in note and _PRECISION_TALK.search(sentence_of(claim, ctx)):
            note = None  # "Jede Halbierung der Bitbreite verdoppelt den Spitzenwert"
        if note and "sparse" not in note and _one_device_two_formats(a, b, claim):
            note = None  # "197 TFLOPS in BF16, aber 393 TOPS in INT8 - knapp das Doppelte"
        if note and "sparse" not in note and _format_of_ratio_named(claim, a, b, ctx):
            note = None  # "67 Teraflops in FP64, in FP8 knapp das 30-Fache": on purpose
        pair = f"the ends of '{a.text}'" if a is b else f"'{a.text}' / '{b.text}'"
        trail = [pair, f"= {q:.3g}"]
        if note:
            return Result(
                "comparison",
                "warning",
                (q, q, q),
                "ratio",
                f"{q:.3g} = '{a.text}' / '{b.text}' is arithmetically right but {note}",
                trail,
            )
        return Result("comparison", "ok", (q, q, q), "ratio", f"{pair} = {q:.3g}", trail)
    # a share the text derives from two figures of its sentence: "37 von 671 Milliarden
    # Parametern sind aktiv, also knapp 15 Prozent" is 5.5 %
    if share and (claim.connective or own_pair):
        wrong = _wrong_share(claim, ctx, lo, hi)
        if wrong is not None:
            return wrong
    # 2. ratios of ratios: "costs 27% more ... 2.3x the throughput ... price per petaflop"
    per = _ratio_of_ratios(claim, ctx, lo, hi)
    if per is not None:
        return per
    flanked = _wrong_flanking_pair(claim, ctx, r, lo, hi, attribute)
    if flanked is not None:
        return flanked
    changed = _wrong_change(claim, ctx, r, lo, hi, attribute)
    if changed is not None:
        return changed
    if not share:
        earlier = _partner_stated_earlier(claim, ctx, r, lo, hi, attribute)
        if earlier is not None:
            return earlier
    # 3. the reference
    if attribute is None or in_heading(claim, ctx):
        return None  # a heading sums up the section below; its sentences are checked
    if share and _OWN_SHARE_RE.match(ctx.text, claim.end):
        return None  # "63 Prozent seiner Spitzenleistung": a share of its own figure
    refs = _reference_ratio(claim, ctx, attribute)
    if not refs:
        return None
    if attribute in _COST_LIKE and _BETTER.search(clause(claim, ctx)[0]):
        refs = [(1 / q, x, y) for q, x, y in refs]  # 11x more efficient = 1/11 the hours
    for q, x, y in refs:
        if lo <= q * 1.01 and q * 0.99 <= hi:
            return Result(
                "comparison",
                "ok",
                (q, q, q),
                "ratio",
                f"reference {attribute.replace('_', ' ')} ratio "
                f"{x.entry_id} / {y.entry_id} = {q:.3g}",
                [f"{_describe(x)} / {_describe(y)}", f"= {q:.3g}"],
                sources_of([x, y]),
            )
    hedge = claim.quantity.hedge
    if hedge is not None and hedge.kind in ("peak", "upper"):
        return None  # "bis zu 4-mal schneller": a vendor's best case, not a spec ratio
    if claim.quantity.is_range:
        return None  # "1.2 to 1.7 times faster": measured on workloads, not a spec ratio
    if claim.comparator is None and _names_a_partner(claim, ctx):
        return None  # "against its predecessor, TPU v3": a partner the reference lacks
    if any(lo <= 1 / q * 1.01 and 1 / q * 0.99 <= hi for q, _, _ in refs if q):
        return None  # right the other way round: which product is which is unclear
    if share and any(
        1 + lo <= q * 1.01 and q * 0.99 <= 1 + hi or 1 - hi <= q * 1.01 and q * 0.99 <= 1 - lo
        for q, _, _ in refs
    ):
        return None  # "the step over the MI300X ... is about 13 percent": a change after all
    if claim.comparator is None and claim.quantity.text.isalpha():
        return None  # "half the reason", "twice the fun": a word with no partner named
    q, x, y = refs[0]
    return Result(
        "comparison",
        "error",
        (q, q * 0.97, q * 1.03),
        "ratio",
        f"by the reference, {ctx.reference.get(x.entry_id).name} / "
        f"{ctx.reference.get(y.entry_id).name} ({attribute.replace('_', ' ')}"
        f"{', ' + x.value.precision.upper() if x.value.precision else ''}"
        f"{' ' + x.value.sparsity if x.value.sparsity else ''}) = {q:.3g}x; "
        f"the text says {r:.3g}x",
        [f"{_describe(x)} / {_describe(y)}", f"= {q:.3g}"],
        sources_of([x, y]),
    )


_SIGNED_RE = re.compile(r"[+−–-]\s*$")


def _row_change(claim: Claim, ctx: DocContext) -> Result | None:
    """A signed percentage ("+82 %") or multiplier in a table row whose other cells hold
    exactly two figures of one unit: the change from the first to the second."""
    bv = base_value(claim)
    if bv is None:
        return None
    text = ctx.text
    line_start = text.rfind("\n", 0, claim.start) + 1
    line_end = text.find("\n", claim.end)
    line_end = len(text) if line_end < 0 else line_end
    signed = claim.quantity.kind == "percent" and _SIGNED_RE.search(text, line_start, claim.start)
    if not (signed or claim.quantity.kind == "multiplier"):
        return None
    row = [
        c
        for c in ctx.claims
        if line_start <= c.start and c.end <= line_end and c is not claim and c.in_table
    ]
    figures = [c for c in row if c.quantity.kind in ("measure", "count")]
    values = [base_value(c) for c in figures]
    if len(figures) != 2 or any(v is None for v in values) or values[0][3] != values[1][3]:
        return None
    if not values[0][0] or any(ctx.flagged(c) for c in figures):
        return None
    q = values[1][0] / values[0][0]
    _, lo, hi, _ = bv
    if claim.quantity.kind == "percent":
        minus = text[line_start : claim.start].rstrip()[-1:] in "−–-"
        lo, hi = (1 - hi / 100, 1 - lo / 100) if minus else (1 + lo / 100, 1 + hi / 100)
    a, b = figures
    if lo <= q * 1.01 and q * 0.99 <= hi:
        return _pair_ok(b, a, q, "in its row")
    return _ratio_error(
        q, b, a, f"'{b.text}' / '{a.text}' in its row = {q:.3g}; the text says {claim.text}"
    )


def _pair_ok(num: Claim, den: Claim, q: float, where: str) -> Result:
    """The text's ratio matches its own figures ``num`` / ``den``."""
    return Result(
        "comparison",
        "ok",
        (q, q, q),
        "ratio",
        f"'{num.text}' / '{den.text}' {where} = {q:.3g}",
        [f"'{num.text}' / '{den.text}'", f"= {q:.3g}"],
    )


def _other_products(claim: Claim, a: Claim, b: Claim) -> bool:
    """The claim names both products and the pair's figures are others' figures."""
    if claim.subject is None or claim.comparator is None:
        return False
    s, c = claim.subject.entry_id, claim.comparator.entry_id
    ids = {x.subject.entry_id for x in (a, b) if x.subject is not None}
    return bool(ids) and not ids <= {s, c}


def _partner_stated_earlier(
    claim: Claim, ctx: DocContext, r: float, lo: float, hi: float, attribute: str | None
) -> Result | None:
    """ "gegenueber der v5e ein Sprung auf das 3,7-Fache" with the subject's 918 TFLOPS in
    the claim's sentence and the partner's 197 TFLOPS stated earlier in the text: the
    ratio of the text's own figures, in the same format and sparsity."""
    if claim.subject is None or claim.comparator is None or in_heading(claim, ctx):
        return None
    s, c = claim.subject.entry_id, claim.comparator.entry_id
    if s == c:
        return None

    def figures(entry: str, here: bool) -> list[Claim]:
        return [
            x
            for x in ctx.claims
            if x is not claim
            and (x.sentence == claim.sentence if here else x.start < claim.start)
            and x.subject is not None
            and x.subject.entry_id == entry
            and x.quantity.kind == "measure"
            and (attribute is None or x.attribute == attribute)
            and not ctx.flagged(x)
        ]

    pairs = []
    for a in figures(s, True):
        for b in figures(c, False):
            if a.attribute != b.attribute or set(a.precision) != set(b.precision):
                continue
            if a.sparsity_explicit and b.sparsity_explicit and a.sparsity != b.sparsity:
                continue
            ab, bb = base_value(a), base_value(b)
            if ab is None or bb is None or ab[3] != bb[3] or not bb[0]:
                continue
            pairs.append((a, b, ab[0] / bb[0]))
    if not pairs:
        return None
    for a, b, q in pairs:
        if lo <= q * 1.01 and q * 0.99 <= hi:
            return _pair_ok(a, b, q, "(stated earlier)")
    qs = [q for _, _, q in pairs]
    if max(qs) > min(qs) * 1.03:
        return None  # the pairs disagree: which figures the text means is unclear
    a, b, q = pairs[-1]
    return _ratio_error(
        q,
        a,
        b,
        f"'{a.text}' / '{b.text}' (stated earlier for {b.subject.text}) = {q:.3g}x; "
        f"the text says {r:.3g}x",
    )


def _names_a_partner(claim: Claim, ctx: DocContext) -> bool:
    """The claim's clause compares with something ("than", "gegenüber", "against") that
    is not a known product: the partner from an earlier sentence would be a guess."""
    data = lang_data(ctx)
    words = tuple(data.COMPARATORS) + tuple(data.CONTRAST)
    sentence = sentence_before(claim, ctx).lower()
    return any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w])", sentence) for w in words)


def _range_pairs(claim: Claim, ctx: DocContext) -> list[Claim]:
    """Ranges in the claim's sentence read as from-to pairs ("from 312 to 989 TFLOPS")."""
    return [
        c
        for c in ctx.claims
        if c.sentence == claim.sentence
        and c is not claim
        and c.quantity.is_range
        and c.quantity.kind not in _NON_RATIO
        and (c.quantity.low or 0) > 0
    ]


_PART_OF_WHOLE = re.compile(r"\s+(?:of\s+(?:the|its|their)?|out of|von|der|des)\s*", re.I)


def _share_phrase(claim: Claim, ctx: DocContext) -> tuple[Claim, Claim] | None:
    """ "30.84 million of the 39.3 million GPU-hours ..., about 78 percent": the part and
    the whole the claim's sentence names before the share, joined by "of"/"von"."""
    before = [
        c
        for c in ctx.claims
        if c.sentence == claim.sentence
        and c.end <= claim.start
        and c.quantity.kind not in _NON_RATIO
    ]
    for part, whole in zip(before, before[1:], strict=False):
        if _PART_OF_WHOLE.fullmatch(ctx.text[part.end : whole.start]):
            return part, whole
    return None


def _wrong_share(claim: Claim, ctx: DocContext, lo: float, hi: float) -> Result | None:
    """The part over the whole of the two same-kind figures just before the share, when
    they are the only two in its sentence, or the part and whole it names ("30.84 million
    of the 39.3 million") (no pair explained it: see step 1)."""
    named = _share_phrase(claim, ctx)
    if named is not None and not any(ctx.flagged(c) for c in named):
        part, whole = named
        pv, wv = part.quantity.value, whole.quantity.value
        if part.quantity.scale_only and pv and wv:  # the part borrows the whole's unit
            return _share_result(claim, part, whole, pv / wv, lo, hi)
    before = [
        c
        for c in ctx.claims
        if c.sentence == claim.sentence
        and c.start < claim.start
        and c.quantity.kind not in _NON_RATIO
        and not ctx.flagged(c)
    ]
    if len(before) == 1 and claim.connective:
        total = _stated_total(claim, before[0], ctx)
        if total is not None:
            # "Die Gesamtinvestition beläuft sich auf 21,5 Millionen Euro ... 8,6 Millionen
            # Euro, das entspricht 35 Prozent": a share of the total the text stated
            pv, tv = base_value(before[0]), base_value(total)
            if pv and tv and tv[0]:
                return _share_result(claim, before[0], total, pv[0] / tv[0], lo, hi)
    if len(before) == 1 and claim.connective:
        # "1,742 Exaflops im Linpack. Die Spitzenleistung liegt bei 2,746 Exaflops; damit
        # rund 63 Prozent": the other figure closes the sentence before
        earlier = [
            c
            for c in ctx.window(claim, back=1)
            if c.sentence == claim.sentence - 1
            and c.attribute == before[0].attribute
            and c.subject == before[0].subject
            and ctx.same_paragraph(c, claim)
            and not ctx.flagged(c)
            # "8,6 Millionen Euro, das entspricht 35 Prozent. Die verbleibenden 2,15
            # Millionen, also 10 Prozent": a figure with a share of its own is a part
            and not any(
                x.sentence == c.sentence and x.quantity.kind == "percent" for x in ctx.claims
            )
        ]
        before = earlier[-1:] + before
    if len(before) != 2 or before[0].attribute != before[1].attribute:
        return None
    if before[0].quantity.value == before[1].quantity.value:
        return None  # "two clusters ... the two training clusters": one figure named twice
    a, b = (base_value(c) for c in before)
    if a is None or b is None or a[3] != b[3] or not a[0] or not b[0]:
        return None
    (part, pv), (whole, wv) = sorted(zip(before, (a[0], b[0]), strict=True), key=lambda t: t[1])
    return _share_result(claim, part, whole, pv / wv, lo, hi)


def _stated_total(claim: Claim, part: Claim, ctx: DocContext) -> Claim | None:
    """The one figure in the part's unit the text stated before as a total
    ("Gesamtinvestition ... 21,5 Millionen Euro"), larger than the part."""
    pb = base_value(part)
    if pb is None:
        return None
    found = []
    for c in ctx.claims:
        if c.start >= part.start:
            break
        cb = base_value(c)
        if (
            cb is None
            or cb[3] != pb[3]
            or c.quantity.unit != part.quantity.unit
            or c.attribute != part.attribute
            or cb[0] <= pb[0]
            or ctx.flagged(c)
        ):
            continue
        if TOTAL_WORD_RE.search(clause(c, ctx)[0]):
            found.append(c)
    values = {base_value(c)[0] for c in found}
    return found[-1] if len(values) == 1 else None


def _share_result(
    claim: Claim, part: Claim, whole: Claim, q: float, lo: float, hi: float
) -> Result | None:
    if lo <= q * 1.01 and q * 0.99 <= hi:
        return None
    return _ratio_error(
        q,
        part,
        whole,
        f"'{part.text}' of '{whole.text}' is {q * 100:.3g} %; the text says "
        f"{claim.quantity.value:g} %",
    )


def _ratio_error(q: float, num: Claim, den: Claim, explanation: str) -> Result:
    """The text's ratio is wrong: its own figures ``num`` / ``den`` give ``q``."""
    return Result(
        "comparison",
        "error",
        (q, q * 0.99, q * 1.01),
        "ratio",
        explanation,
        [f"'{num.text}' / '{den.text}'", f"= {q:.3g}"],
    )


#: what a multiplier between two figures of its sentence can compare (not watts or
#: prices: "das 2,3-Fache der H100 mit 700 W" names the partner's power, not the ratio)
_FLANKED = (
    "throughput",
    "memory",
    "memory_bandwidth",
    "transistors",
    "interconnect_bandwidth",
    "efficiency",
)


#: the words between a multiplier and its partner's figure: one phrase, no clause break
_ONE_PHRASE = re.compile(r"[^,;:()–—\n]{1,60}")


def _wrong_flanking_pair(
    claim: Claim, ctx: DocContext, r: float, lo: float, hi: float, attribute: str | None
) -> Result | None:
    """A multiplier between the only two same-kind figures of its sentence compares
    them: "1.835 TFLOPS, mehr als das Sechsfache seines Vorgängers mit 432 TFLOPS" is
    4.25x (no pair explained it: see step 1)."""
    q_claim = claim.quantity
    if q_claim.kind != "multiplier" or q_claim.is_range:
        return None
    if q_claim.hedge is not None and q_claim.hedge.kind in ("peak", "upper"):
        return None  # "bis zu 4-mal": a best case
    same = [
        c
        for c in ctx.claims
        if c.sentence == claim.sentence and c is not claim and c.quantity.kind not in _NON_RATIO
    ]
    if len(same) != 2:
        return None
    a, b = same
    if not (a.end <= claim.start and claim.end <= b.start):
        return None
    if not _ONE_PHRASE.fullmatch(ctx.text[claim.end : b.start]):
        return None  # "2.5 times the V100, and sparsity doubles it to 624 TFLOPS"
    if a.attribute != b.attribute or a.attribute not in _FLANKED:
        return None
    first, second = (c.subject.entry_id if c.subject else None for c in (a, b))
    if first is not None and first == second:
        return None  # "312 TFLOPS, 2.5 times the V100, ... sparsity doubles it to 624"
    partner = claim.comparator.entry_id if claim.comparator else None
    if partner is not None and second not in (None, partner):
        return None
    if attribute and a.attribute not in _COMPATIBLE.get(attribute, (attribute,)):
        return None
    if ctx.flagged(a) or ctx.flagged(b) or _mismatch_note(a, b, ctx) is not None:
        return None
    av, bv = base_value(a), base_value(b)
    if av is None or bv is None or av[3] != bv[3] or not av[0] or not bv[0]:
        return None
    if r < 1:
        lo, hi = 1 / hi if hi else float("inf"), 1 / lo if lo else float("inf")
    q = max(av[0], bv[0]) / min(av[0], bv[0])
    if lo <= q * 1.01 and q * 0.99 <= hi:
        return None
    big, small = (a, b) if av[0] >= bv[0] else (b, a)
    return _ratio_error(
        q,
        big,
        small,
        f"'{big.text}' / '{small.text}' = {q:.3g}x; the text says "
        f"{q_claim.text.strip()} ({max(r, 1 / r) if r else r:.3g}x)",
    )


def _wrong_change(
    claim: Claim, ctx: DocContext, r: float, lo: float, hi: float, attribute: str | None
) -> Result | None:
    """A change in percent after two or more figures of one product in its sentence
    ("1.102 exaflops, ... 1.194, ... expanded to 1.353 exaflops, a gain of 32 percent")
    compares two of them; when no pair gives it, the nearest pair shows the right one
    (no pair explained it: see step 1)."""
    q_claim = claim.quantity
    if q_claim.kind != "percent" or claim.direction not in ("increase", "decrease"):
        return None
    if claim.comparator is not None or q_claim.is_range:
        return None
    if q_claim.hedge is not None and q_claim.hedge.kind in ("peak", "upper"):
        return None
    before = [
        c
        for c in ctx.claims
        if c.sentence == claim.sentence
        and c.end <= claim.start
        and c.quantity.kind not in _NON_RATIO
    ]
    if len(before) < 2:
        return None
    if any(c.attribute != before[0].attribute or ctx.flagged(c) for c in before):
        return None
    if attribute and before[0].attribute not in _COMPATIBLE.get(attribute, (attribute,)):
        return None  # "30 percent more power for 32 percent more peak compute"
    # two figures: "A bietet 5,3 TB/s, B 3,35 TB/s, ein Plus von 80 Prozent" compares them;
    # more are one product's series ("1.102, 1.194, then 1.353 exaflops")
    if len(before) > 2 and (
        claim.subject is None
        or any(c.subject is None or c.subject.entry_id != claim.subject.entry_id for c in before)
    ):
        return None
    values = [base_value(c) for c in before]
    if any(v is None or not v[0] or v[3] != values[0][3] for v in values):
        return None
    pairs = []
    for i, (a, av) in enumerate(zip(before, values, strict=True)):
        for b, bv in zip(before[i + 1 :], values[i + 1 :], strict=True):
            # a rise is the larger over the smaller, whichever the text names first
            # ("5,3 TB/s gegen 3,35 TB/s, ein Plus", "1.353, up from 1.206")
            big, small = (bv[0], av[0]) if bv[0] >= av[0] else (av[0], bv[0])
            q = big / small if claim.direction == "increase" else small / big
            if lo <= q * 1.01 and q * 0.99 <= hi:
                return None
            first, second = (
                (b, a) if (bv[0] >= av[0]) == (claim.direction == "increase") else (a, b)
            )
            pairs.append((abs(q - r), q, second, first))
    _, q, a, b = min(pairs, key=lambda t: t[0])
    return _ratio_error(
        q,
        b,
        a,
        f"'{b.text}' / '{a.text}' = {q:.3g} ({(q - 1) * 100:+.3g} %); the text says "
        f"{q_claim.text.strip()}",
    )


_SPARSITY_WORD_RE = re.compile(r"sparsit|spärlich|dünnbesetzt")


def _names_sparsity(claim: Claim, ctx: DocContext) -> bool:
    data = lang_data(ctx)
    text, _ = clause(claim, ctx)
    low = text.lower()
    # "mit struktureller Sparsity verdoppelt sich": the word itself, any adjective before
    return any(w in low for w in (*data.SPARSE, *data.DENSE)) or bool(_SPARSITY_WORD_RE.search(low))


def _describe(rv) -> str:
    n = ref_number(rv)
    unit = "FLOP/s" if rv.value.attribute == "throughput" else ""
    if rv.value.attribute == "memory":
        unit = "byte"
    elif rv.value.attribute in ("memory_bandwidth", "interconnect_bandwidth"):
        unit = "byte/s"
    elif rv.value.attribute == "tdp":
        unit = "W"
    elif rv.value.attribute == "transistors":
        unit = "count"
    return f"{rv.entry_id} {human(n[0], unit) if n else '?'}"


def _ratio_of_ratios(claim: Claim, ctx: DocContext, lo: float, hi: float) -> Result | None:
    clause = ctx.text[max(0, claim.start - 60) : claim.end + 10].lower()
    if not re.search(r"\b(?:per|pro|je)\b(?!\s*cent)", clause):
        return None  # ("43 per cent" is a percentage, not a ratio per unit)
    others = [
        c
        for c in ctx.claims
        if c.sentence == claim.sentence
        and c is not claim
        and c.start < claim.start
        and claimed_ratio(c) is not None
    ]
    if len(others) < 2:
        return None
    a, b = others[-2], others[-1]
    ra, rb = claimed_ratio(a)[0], claimed_ratio(b)[0]
    q = ra / rb
    trail = [f"'{a.text}' -> {ra:.3g}", f"'{b.text}' -> {rb:.3g}", f"{ra:.3g} / {rb:.3g} = {q:.3g}"]
    if lo <= q * 1.02 and q * 0.98 <= hi:
        return Result(
            "comparison", "ok", (q, q, q), "ratio", f"{ra:.3g} / {rb:.3g} = {q:.3g}", trail
        )
    change = (1 - q) * 100
    return Result(
        "comparison",
        "error",
        (q, q * 0.98, q * 1.02),
        "ratio",
        f"from the sentence's own ratios, {ra:.3g} / {rb:.3g} = {q:.3g}, a change of "
        f"{-change:+.0f} %; the text's figure does not follow",
        trail,
    )


@check("difference")
def difference_check(claim: Claim, ctx: DocContext) -> Result | None:
    """'12,8 Milliarden Transistoren mehr als der H100': subject minus partner."""
    if not claim.difference or claim.subject is None:
        return None
    bv = base_value(claim)
    if bv is None:
        return None
    value, lo, hi, unit = bv
    partner = claim.comparator.entry_id if claim.comparator else _partner(claim, ctx)
    if partner is None or partner == claim.subject.entry_id or claim.attribute is None:
        return None
    sv = [
        n
        for v in candidate_values(claim, ctx, claim.subject.entry_id, claim.attribute)
        if v.value.status == "primary" and (n := ref_number(v)) and v.value.variant is None
    ]
    pv = [
        n
        for v in candidate_values(claim, ctx, partner, claim.attribute)
        if v.value.status == "primary" and (n := ref_number(v)) and v.value.variant is None
    ]
    if not sv or not pv:
        return None
    if lo > max(x[2] for x in sv + pv):
        return None  # "7,05 PB more memory" across a fleet: not one device's difference
    s_entry, p_entry = ctx.reference.get(claim.subject.entry_id), ctx.reference.get(partner)
    if s_entry and p_entry and s_entry.kind != p_entry.kind:
        return None  # a server's memory against one GPU's: no like-for-like difference
    if any(lo <= x[0] * 1.01 and x[0] * 0.99 <= hi for x in sv):
        return None  # the subject's own value, not a difference
    diffs = [abs(a[0] - b[0]) for a in sv for b in pv]
    for d in diffs:
        if lo <= d * 1.01 and d * 0.99 <= hi:
            return Result(
                "difference",
                "ok",
                (d, d, d),
                unit,
                f"the reference difference is {human(d, unit)}",
                [f"{human(sv[0][0], unit)} - {human(pv[0][0], unit)}", f"= {human(d, unit)}"],
            )
    d = diffs[0]
    s_name = ctx.reference.get(claim.subject.entry_id).name
    p_name = ctx.reference.get(partner).name
    return Result(
        "difference",
        "error",
        (d, d, d),
        unit,
        f"{s_name} has {human(sv[0][0], unit)}, {p_name} {human(pv[0][0], unit)}: the difference "
        f"is {human(d, unit)}; the text says {human(value, unit)}",
        [f"{human(sv[0][0], unit)} - {human(pv[0][0], unit)}", f"= {human(d, unit)}"],
    )
