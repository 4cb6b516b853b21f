"""Check a spec claim against the reference value for its subject and qualifiers."""

from __future__ import annotations

import re

from claims.models import Claim
from claims.numbers import NUMERAL_RE, NumberFormatError, parse_numeral
from pipeline.checks.base import (
    DocContext,
    Result,
    base_of_multiple,
    base_value,
    check,
    clause,
    clause_has,
    lang_data,
    per_group_count,
    sentence_before,
    sentence_of,
    sources_of,
)
from pipeline.estimator import factor_slip, human, power_of_ten_slip
from reference.loader import ResolvedValue
from reference.units import UnitError, to_base

CHECKED = {
    "transistors",
    "process_nm",
    "memory",
    "memory_bandwidth",
    "tdp",
    "interconnect_bandwidth",
    "die_to_die_bandwidth",
    "throughput",
    "parameters",
    "active_parameters",
    "training_tokens",
    "training_compute",
    "core_count",
    "ports",
    "port_bandwidth",
}
#: Attributes where only agreement is reported: plans, prices and counts vary too much
#: between sources to call a mismatch wrong.
CONFIRM_ONLY = {"price", "gpu_count", "node_count", "chip_count", "duration", "dies", "gpu_hours"}
#: Attributes whose totals scale with a count; a far larger claim is an aggregate.
SCALES_WITH_COUNT = {
    "core_count",
    "throughput",
    "memory",
    "tdp",
    "memory_bandwidth",
    "interconnect_bandwidth",
    "port_bandwidth",
    "price",
    "gpu_hours",
}
SI = {"throughput": "FLOP/s", "memory": "byte", "tdp": "W"}
_PRECISION_FAMILY = {
    "fp64": ("fp64", "fp64_tensor"),
    "fp16": ("fp16", "bf16"),
    "bf16": ("bf16", "fp16"),
    "fp8": ("fp8", "int8"),
    "int8": ("int8", "fp8"),
}


#: The clause speaks of sparsity for this figure ("ignore sparsity, which would double
#: them to 624 TFLOPS"); "ohne Sparsity" / "without sparsity" name the dense one.
_SPARSITY_NAMED = re.compile(
    r"(?<!ohne )(?<!without )(?<!no )\bsparsit(?:y|ät)|\bsparse\b", re.IGNORECASE
)


_NUMBER_FORMAT_RE = re.compile(r"\b(?:fp64|fp32|fp16|bf16|fp8|fp6|fp4|int8|int4)\b", re.I)
_MODEL_AFTER_RE = re.compile(r"\s*-?\s*(?:modell|model|gewicht|weights)", re.I)
_PER_THROUGHPUT_RE = re.compile(r"\b(?:pro|per|je)\s+(?:[ptge]flops|peta|tera|exa)", re.I)


_SUBPART_RE = re.compile(r"stapel|stacks?\b|chiplets?|\bdies\b", re.I)


def _per_subpart(claim: Claim, ctx: DocContext) -> bool:
    """A figure per memory stack or die: 'je/pro Stapel', 'per stack' after it, or a
    group marker before it with stacks named just before ('Stapel zu je 16 GB')."""
    after = ctx.text[claim.end : claim.end + 16].lower()
    if re.match(r"\s*(?:je|pro|per|each|a)\s+(?:stapel|stack|die|chiplet)", after):
        return True
    head = ctx.text[max(0, claim.start - 40) : claim.start]
    if re.search(
        r"(?:je|pro|per|each)\s+(?:stapel|stack|die|chiplet)\w*\W+(?:\w+\W+)?$", head, re.I
    ):
        return True  # "pro Stapel also 225 GB/s"
    return bool(_SUBPART_RE.search(head) and per_group_count(claim, ctx))


_FORMAT_AFTER_RE = re.compile(
    r"\s+(?:in|at|bei|mit|im|with)\s+(?:fp|bf|int)\d{1,2}\b", re.IGNORECASE
)


def model_footprint(claim: Claim, ctx: DocContext) -> bool:
    """A memory figure in a number format ("in BF16 810 GB") or followed by 'model' is how
    much a model takes, never a device's capacity."""
    text, at = clause(claim, ctx)
    after = ctx.text[claim.end : claim.end + 12]
    if _MODEL_AFTER_RE.match(after):
        return True
    # "(140 GB in FP16)", "140 GB at BF16": the format right after the figure
    if _FORMAT_AFTER_RE.match(ctx.text, claim.end):
        return True
    base = claim.start - at
    for m in _NUMBER_FORMAT_RE.finditer(text, 0, at):
        # "In BF16 wären es 810 GB"; not "4.1 exaflops of BF16 per pod and 85 TB", where the
        # format belongs to the figure right before it
        pos = base + m.start()
        if not any(
            base <= c.start and c.end <= pos and pos - c.end <= 15
            for c in ctx.claims
            if c is not claim
        ):
            return True
    # "Ein 70-Mrd.-Modell in FP8 (70 GB)": the format right before the bracket
    if _NUMBER_FORMAT_RE.search(ctx.text[max(0, claim.start - 12) : claim.start]):
        return True
    # "At BF16 the 405 billion parameters need two bytes each, or 810 GB"
    sentence = sentence_before(claim, ctx).lower()
    need = lang_data(ctx).MEMORY_NEED
    return "parameter" in sentence and any(
        re.search(rf"\b{re.escape(w)}\b", sentence) for w in need
    )


def _dense_from_sparse(numbers, lo: float, hi: float, attribute: str, unit: str):
    """A dense figure where the reference lists only the sparse one for that precision
    (DGX H100: 32 PFLOPS FP8 sparse; '15,8 PFLOPS FP8 dicht')."""
    sparse = [(rv, n) for rv, n in numbers if rv.value.sparsity == "sparse"]
    precisions_with_dense = {
        rv.value.precision for rv, _ in numbers if rv.value.sparsity == "dense"
    }
    for rv, n in sparse:
        if rv.value.precision in precisions_with_dense:
            continue
        half = (n[0] / 2, n[1] / 2, n[2] / 2)
        if value_matches(lo, hi, half, attribute, unit, 0.02):
            return rv, half
    return None


_BIDIRECTIONAL_RE = re.compile(
    r"bidirektional|bi-?directional|both directions|beide richtungen|in each direction"
    r"|je richtung|pro richtung|unidirektional|uni-?directional",
    re.IGNORECASE,
)
#: A figure this many times below all of a system's values is one of its parts'.
_PART_SHARE = 50


def _sparsity_scaled(name: str, rv: ResolvedValue, n, unit: str, factor: float) -> Result:
    """The claim matches half (``factor`` 0.5) of a sparse value or twice (2.0) a dense
    one: 2:4 sparsity doubles the dense rate."""
    listed = human(n[0] / factor, unit)
    how = "half of" if factor < 1 else "twice"
    step = "/ 2" if factor < 1 else "x 2"
    return Result(
        "reference",
        "ok",
        n,
        unit,
        f"{how} {name}'s {_label(rv)} {listed}: 2:4 sparsity doubles the dense rate".replace(
            "  ", " "
        ),
        [f"reference: {name} {_label(rv)} = {listed}", step],
        sources_of([rv]),
    )


def _sparse_from_dense(numbers, lo: float, hi: float, attribute: str, unit: str):
    """A sparse figure where the reference lists only the dense one for that precision
    (MI300X: 2,614.9 TFLOPS FP8 dense; '5.229,8 TFLOPS mit Sparsity')."""
    with_sparse = {rv.value.precision for rv, _ in numbers if rv.value.sparsity == "sparse"}
    for rv, n in numbers:
        if rv.value.sparsity != "dense" or rv.value.precision in with_sparse:
            continue
        double = (n[0] * 2, n[1] * 2, n[2] * 2)
        if value_matches(lo, hi, double, attribute, unit, 0.02):
            return rv, double
    return None


def _no_sparse_listed(numbers, claim: Claim) -> bool:
    """No sparse value for any of the claim's precisions."""
    wanted = set(claim.precision)
    return not any(
        rv.value.sparsity == "sparse" and (not wanted or rv.value.precision in wanted)
        for rv, _ in numbers
    )


def _written_precision(rv: ResolvedValue) -> float:
    """Half the last written digit of a reference value with decimals, relative ("1.4 TB"
    as a vendor rounds 1.44 TB: 3.6 %); 0.5 % otherwise."""
    v = rv.value.number
    if v is None or v == int(v) or v <= 0:
        return 0.005
    decimals = len(repr(v).split(".")[1]) if "." in repr(v) and "e" not in repr(v) else 0
    return max(0.005, 0.5 * 10.0**-decimals / v) if decimals else 0.005


def ref_number(rv: ResolvedValue) -> tuple[float, float, float] | None:
    v = rv.value
    if v.unit is None or v.number is None:
        return None
    try:
        factor, _ = to_base(1.0, v.unit)
    except UnitError:
        return None
    lo = (v.low if v.low is not None else v.number) * factor
    hi = (v.high if v.high is not None else v.number) * factor
    return v.number * factor, lo, hi


def candidate_values(
    claim: Claim, ctx: DocContext, entry_id: str, attribute: str
) -> list[ResolvedValue]:
    values = ctx.reference.values_of(entry_id, attribute)
    entry = ctx.reference.get(entry_id)
    if attribute == "throughput" and any(
        "rpeak" in (v.value.variant or "").lower() or "rmax" in (v.value.variant or "").lower()
        for v in values
    ):
        # "Rpeak 1,980 Exaflops" is no HPL result, "Rmax" no peak: the variant the text
        # names; none when the reference lacks it
        named = _benchmark_variant(claim, ctx)
        if named is not None:
            values = [v for v in values if named in (v.value.variant or "").lower()]
    precisions = {v.value.precision for v in values}
    if (
        attribute == "throughput"
        and entry
        and entry.kind in ("system", "cluster")
        and (len(precisions) == 1 and claim.precision and not set(claim.precision) & precisions)
    ):
        return [v for v in values if v.value.number is not None]  # Frontier: HPL is FP64
    if attribute == "throughput" and claim.precision:
        wanted = set()
        for p in claim.precision:
            wanted.update(
                _PRECISION_FAMILY.get(p, (p,))[:1]
                if len(claim.precision) > 1
                else _PRECISION_FAMILY.get(p, (p,))
            )
        values = [v for v in values if v.value.precision in wanted]
    return [v for v in values if v.value.number is not None]


def _sparsity_agrees(claim: Claim, rv: ResolvedValue) -> bool:
    """A figure the text calls dense (sparse) is never confirmed by a sparse (dense) value."""
    said, listed = claim.sparsity if claim.sparsity_explicit else None, rv.value.sparsity
    return not (said and listed and said != listed)


_RPEAK_RE = re.compile(r"\brpeak\b|theoreti|spitzenleistung\b|\bpeak\b", re.IGNORECASE)
_RMAX_RE = re.compile(r"\brmax\b|\bhpl\b|linpack", re.IGNORECASE)


def _outdated(rv: ResolvedValue, ctx: DocContext, entry_id: str, attribute: str) -> bool:
    """The value is from a TOP500 list older than the newest the reference has for the
    entry: the system has changed since, so a figure a little off may be the new one."""
    period = rv.value.period or ""
    if not period:
        return False
    newest = max(v.value.period or "" for v in ctx.reference.values_of(entry_id, attribute))
    return newest > period


def _benchmark_variant(claim: Claim, ctx: DocContext) -> str | None:
    """ "rpeak" or "rmax" when the claim's clause (or table header) names one."""
    # a table cell's headers name it (``Claim.variant``), its line names all columns
    words = claim.variant or "" if claim.in_table else clause(claim, ctx)[0]
    if _RPEAK_RE.search(words):
        return "rpeak"
    if _RMAX_RE.search(words) and not _RPEAK_RE.search(words):
        return "rmax"
    return None


def _label(rv: ResolvedValue) -> str:
    v = rv.value
    bits = [v.precision.upper() if v.precision else "", v.sparsity or "", v.variant or ""]
    return " ".join(b for b in bits if b)


#: training compute is an estimate: 6 x 70e9 x 1.4e12 = 5.88e23 against the paper's
#: 5.76e23 is the same run
_ESTIMATE_SLACK = 0.05


def value_matches(
    lo: float,
    hi: float,
    ref: tuple[float, float, float],
    attribute: str,
    unit: str,
    rel: float = 0.005,
) -> bool:
    if attribute == "training_compute":
        rel = max(rel, _ESTIMATE_SLACK)  # papers round; 6ND is an estimate of the same run
    r_lo, r_hi = ref[1] * (1 - rel), ref[2] * (1 + rel)
    if lo <= r_hi and r_lo <= hi:
        return True
    if attribute == "memory":  # "32 GB" for 32 GiB is how memory is usually written
        gib = 2**30 / 1e9
        return lo * gib <= r_hi and r_lo <= hi * gib
    return False


_PER_PART_RE = re.compile(
    r"\b(?:each|every|per|pro|je|jede[rsm]?)\s+(?:gpu|chip|accelerator|beschleuniger|karte|card"
    r"|superchip)\b",
    re.IGNORECASE,
)


def _per_part(claim: Claim, ctx: DocContext) -> bool:
    """'about 188 GB per GPU', 'Each GPU links ... at 1.8 TB/s': a system's per-GPU figure."""
    if claim.scope == "per_unit":
        return True
    text, at = clause(claim, ctx)
    start = max(ctx.text.rfind(". ", 0, claim.start), ctx.text.rfind("\n", 0, claim.start))
    sentence_head = ctx.text[max(0, start, claim.start - 240) : claim.start]
    return bool(_PER_PART_RE.search(text) or _PER_PART_RE.search(sentence_head))


def _per_gpu_of_system(claim, ctx, entry, attribute, lo, hi, unit) -> Result | None:
    """Confirm a per-GPU figure as the system total over its GPU count, or its part's
    own value; never flag it (which part is meant is often unclear)."""
    counts = [
        rv.value.value for rv in ctx.reference.values_of(entry.id, "gpu_count") if rv.value.value
    ]
    for rv in candidate_values(claim, ctx, entry.id, attribute):
        n = ref_number(rv)
        for count in counts:
            if n and lo <= n[0] / count * 1.01 and n[0] / count * 0.99 <= hi:
                per = n[0] / count
                return Result(
                    "reference",
                    "ok",
                    (per, per, per),
                    unit,
                    f"{entry.name}: {human(n[0], unit)} / {count:g} GPUs = "
                    f"{human(per, unit)} per GPU",
                    [f"{human(n[0], unit)} / {count:g}", f"= {human(per, unit)}"],
                    sources_of([rv]),
                )
    for part in entry.parts:
        for rv in candidate_values(claim, ctx, part, attribute):
            n = ref_number(rv)
            if n and value_matches(lo, hi, n, attribute, unit):
                return Result(
                    "reference",
                    "ok",
                    n,
                    unit,
                    f"matches the reference for {ctx.reference.get(part).name}: "
                    f"{human(n[0], unit)}",
                    [],
                    sources_of([rv]),
                )
    return None


def is_active_count(claim: Claim, ctx: DocContext) -> bool:
    """The parameter count is the active one of a mixture of experts."""
    return _active(claim, ctx, lang_data(ctx).ACTIVE)


def _part_unit_slip(claim, ctx, entry, attribute, value, unit) -> Result | None:
    """A per-GPU figure of a system off by a clean 10^k from its GPU's own value ("each
    GPU in the rack carries 8 GB/s of memory bandwidth"): a unit slip, whichever part."""
    for part in entry.parts:
        for rv in candidate_values(claim, ctx, part, attribute):
            n = ref_number(rv)
            if n and rv.value.status == "primary" and power_of_ten_slip(value, n[0], 0.01):
                name = ctx.reference.get(part).name
                return Result(
                    "reference",
                    "error",
                    n,
                    unit,
                    f"{name} {attribute.replace('_', ' ')} is {human(n[0], unit)} per the "
                    f"reference; the text says {human(value, unit)} per GPU "
                    f"({factor_slip(value, n[0])})",
                    [f"reference: {name} {_label(rv)} = {human(n[0], unit)}".replace("  ", " ")],
                    sources_of([rv]),
                )
    return None


_ASIDE_RE = re.compile(r"^\s*(?:[—–]|\(|-\s)[^—–()]{0,40}(?:[—–]|\))")


def _active(claim: Claim, ctx: DocContext, words: tuple[str, ...]) -> bool:
    """'activates 37 billion of its 671 billion parameters': only the figure right after
    the word is the active count."""
    if any(w in claim.text.lower() for w in words):
        return True  # "the 37 billion active parameters"
    before = ctx.text[max(0, claim.start - 30) : claim.start].lower()
    for w in words:
        at = before.rfind(w)
        if at >= 0 and not re.search(r"\d", before[at:]):
            return True
    # "nur 37 Milliarden aktiv", "86 billion of them active": the word right after
    after = ctx.text[claim.end : claim.end + 70].lower()
    after = _ASIDE_RE.sub("", after, count=1)[:24]  # "37 billion — about 5.5 % — are active"
    m = re.match(r"\s*(?:(?:of them|davon|of which|are|sind|werden)\s+)*(\w+)", after)
    return bool(m and m.group(1) in words)


def _nearby_confirmation(
    claim: Claim, ctx: DocContext, lo: float, hi: float, unit: str
) -> Result | None:
    """'16.384 H100-GPUs' in a paragraph about Llama 3.1 405B: the count, hours, price or
    duration may be the cluster's, model's or kit's own figure: confirm it if so."""
    named = dict.fromkeys(claim.nearby)
    for c in ctx.claims:  # products named earlier in the paragraph
        if c.start >= claim.start:
            break
        if ctx.same_paragraph(c, claim):
            named.update(dict.fromkeys(c.nearby))
    for entry_id in named:
        entry = ctx.reference.get(entry_id)
        if entry is None or entry.kind not in ("cluster", "model", "system"):
            continue
        for rv in candidate_values(claim, ctx, entry_id, claim.attribute):
            if not _sparsity_agrees(claim, rv):
                continue  # "At dense FP8 the rack is rated at 720 PFLOPS": the sparse figure
            n = ref_number(rv)
            if n and value_matches(lo, hi, n, claim.attribute, unit):
                return Result(
                    "reference",
                    "ok",
                    n,
                    unit,
                    f"matches the reference for {entry.name}: {_label(rv)} "
                    f"{human(n[0], unit)}".replace("  ", " "),
                    [f"reference: {entry.name} {_label(rv)} = {human(n[0], unit)}"],
                    sources_of([rv]),
                )
    return None


def _form_factor_variant(claim: Claim, ctx: DocContext, entry_id: str):
    """The PCIe sibling of a module (``*-sxm``, ``*-oam`` or the plain id) when the
    claim's clause says PCIe."""
    text, _ = clause(claim, ctx)
    if "pcie" not in text.lower() or "pcie" in entry_id:
        return None
    base = re.sub(r"-(?:sxm\d?|oam)$", "", entry_id)
    return ctx.reference.get(f"{base}-pcie")


def confirmed_by_named(claim: Claim, ctx: DocContext) -> bool:
    """A model, cluster or system the paragraph names has exactly this figure."""
    bv = base_value(claim)
    return bv is not None and _nearby_confirmation(claim, ctx, bv[1], bv[2], bv[3]) is not None


def _efficiency(claim: Claim, ctx: DocContext, entry, lo: float, hi: float) -> Result | None:
    """'Pro Watt liefert Gaudi 3 rund 2,0 Teraflops': throughput / TDP from the reference."""
    tdp = [
        n
        for rv in ctx.reference.values_of(entry.id, "tdp")
        if rv.value.status == "primary" and (n := ref_number(rv))
    ]
    flops = [
        (rv, n)
        for rv in candidate_values(claim, ctx, entry.id, "throughput")
        if rv.value.status == "primary" and (n := ref_number(rv))
    ]
    if not tdp or not flops:
        return None
    options = [(f[1][0] / t[0], f[0]) for f in flops for t in tdp]
    for value, rv in options:
        if lo <= value * 1.02 and value * 0.98 <= hi:
            return Result(
                "reference",
                "ok",
                (value, value, value),
                "FLOP/s",
                f"{entry.name} {_label(rv)} per watt of TDP = "
                f"{human(value, 'FLOP/s')} per W".replace("  ", " "),
                [
                    f"{human(f[1][0], 'FLOP/s')} / {human(t[0], 'W')}"
                    for f in flops[:1]
                    for t in tdp[:1]
                ],
                sources_of([rv]),
            )
    return None


_FROM_BEFORE_RE = re.compile(r"(?<![\w-])(?:from|von)\s+$", re.IGNORECASE)
_TO_GAP_RE = re.compile(r"\s+(?:to|auf)\s+(?:(?:about|rund|etwa|nur|only)\s+)?", re.I)


def _change_origin(claim: Claim, ctx: DocContext) -> bool:
    """The figure is where a change starts: "from X to Y", "von X auf Y"."""
    if not _FROM_BEFORE_RE.search(ctx.text[max(0, claim.start - 8) : claim.start]):
        return False
    nxt = next((c for c in ctx.claims if c.start >= claim.end), None)
    return nxt is not None and bool(_TO_GAP_RE.fullmatch(ctx.text[claim.end : nxt.start]))


def _counts_other_gpus(claim: Claim, ctx: DocContext, system_id: str) -> bool:
    """The claim's sentence counts GPUs before it, and not as many as the system has."""
    own = {rv.value.value for rv in ctx.reference.values_of(system_id, "gpu_count")}
    return any(
        c.sentence == claim.sentence
        and c.end <= claim.start
        and c.attribute == "gpu_count"
        and (c.quantity.value or 0) >= 2
        and c.quantity.value not in own
        and (c.subject is None or c.subject.entry_id == system_id)
        for c in ctx.claims
    )


@check("reference")
def reference_check(claim: Claim, ctx: DocContext) -> Result | None:
    attribute = claim.attribute
    if attribute == "efficiency" and claim.subject is not None:
        entry = ctx.reference.get(claim.subject.entry_id)
        bv = base_value(claim)
        return _efficiency(claim, ctx, entry, bv[1], bv[2]) if entry and bv else None
    data = lang_data(ctx)
    if attribute in ("memory", "memory_bandwidth") and _per_subpart(claim, ctx):
        return None  # "acht HBM3-Stapel mit je 24 GB", "670 GB/s je Stapel": one stack's share
    if attribute in SCALES_WITH_COUNT and clause_has(claim, ctx, data.PART_OF, before=False):
        return None  # "The eight GPUs account for 6 kW of that": a share of the figure before
    if attribute == "memory" and model_footprint(claim, ctx):
        return None  # "in BF16 wären es 810 GB", "a 70-GB model": a model's size, not a device's
    multiple = base_of_multiple(claim, ctx)
    if multiple is not None and multiple.subject == claim.subject:
        return None  # "six times the 20 kW ceiling": not the figure of the multiple's subject
    if attribute == "tdp" and _PER_THROUGHPUT_RE.search(sentence_before(claim, ctx)):
        return None  # "pro PFLOPS braucht das System 1,9 kW": power per unit of compute
    if attribute == "memory" and (
        clause_has(claim, ctx, data.MEMORY_NEED, before=False)
        or clause_has(claim, ctx, data.SYSTEM_MEMORY, before=False)
    ):
        return None  # what a model needs, or host RAM: not the accelerator's capacity
    if attribute == "tdp" and clause_has(
        claim, ctx, data.FACILITY_POWER + data.OTHER_PARTS + data.MEASURED, before=False
    ):
        return None  # "1,5 kW für Netzwerk und Lüfter", "the site's 150 MW": not the chip's
    if attribute == "parameters" and _active(claim, ctx, data.ACTIVE):
        attribute = "active_parameters"
    if attribute in CONFIRM_ONLY:
        bv = base_value(claim)
        if bv is not None:
            found = _nearby_confirmation(claim, ctx, bv[1], bv[2], bv[3])
            if found is not None:
                return found
    if claim.subject is None or attribute is None:
        return None
    if attribute not in CHECKED | CONFIRM_ONLY:
        return None
    if claim.difference or claim.quantity.kind in ("multiplier", "percent", "rate"):
        return None
    entry = ctx.reference.get(claim.subject.entry_id)
    if entry is None:
        return None
    bv = base_value(claim)
    if bv is None:
        return None
    value, lo, hi, unit = bv
    if entry.kind in ("system", "cluster") and clause_has(claim, ctx, data.ALONE):
        return None  # "the GPUs alone draw 86.4 kW": a part of the rack, not its figure
    if (
        entry.kind == "system"
        and attribute in SCALES_WITH_COUNT
        and _counts_other_gpus(claim, ctx, entry.id)
    ):
        return None  # "a million GPUs at 1,200 W each would need 1.2 MW": a total over them
    if entry.kind == "system" and _per_part(claim, ctx):
        found = _per_gpu_of_system(claim, ctx, entry, attribute, lo, hi, unit)
        if found is None and _PER_PART_RE.search(sentence_before(claim, ctx)):
            found = _part_unit_slip(claim, ctx, entry, attribute, value, unit)
        return found
    card = _form_factor_variant(claim, ctx, entry.id)
    if card is not None:
        entry = card  # "the PCIe card at 600 W": the card, not the module named before
    values = candidate_values(claim, ctx, entry.id, attribute)
    if not values:
        return None
    numbers = [(rv, n) for rv in values if (n := ref_number(rv)) is not None]
    if not numbers:
        return None
    hits = [
        (rv, n)
        for rv, n in numbers
        if value_matches(lo, hi, n, attribute, unit, _written_precision(rv))
    ]
    biggest = max(n[2] for _, n in numbers)
    if not hits and entry.kind == "system":
        # "the HGX B200 datasheet lists 180 GB": a system named for its GPUs' figure
        per_gpu = _per_gpu_of_system(claim, ctx, entry, attribute, lo, hi, unit)
        if per_gpu is not None:
            return per_gpu
    if not hits and attribute == "throughput" and claim.sparsity == "dense":
        halved = _dense_from_sparse(numbers, lo, hi, attribute, unit)
        if halved is not None:
            return _sparsity_scaled(entry.name, *halved, unit, 0.5)
    if (
        not hits
        and attribute.endswith("bandwidth")
        and _BIDIRECTIONAL_RE.search(clause(claim, ctx)[0])
    ):
        # "bidirektionale ICI-Bandbreite 400 GB/s" against 1,600 Gbit/s one way: vendors
        # quote either direction or both
        both = [(rv, (n[0] * 2, n[1] * 2, n[2] * 2)) for rv, n in numbers]
        for rv, n in both:
            if value_matches(lo, hi, n, attribute, unit, 0.02):
                return Result(
                    "reference",
                    "ok",
                    n,
                    unit,
                    f"twice {entry.name}'s {human(n[0] / 2, unit)}: both directions".replace(
                        "  ", " "
                    ),
                    [f"reference: {entry.name} = {human(n[0] / 2, unit)}", "x 2 (both directions)"],
                    sources_of([rv]),
                )
        return None  # one direction or both: the reference does not say which
    if not hits and attribute == "throughput" and claim.sparsity == "sparse":
        doubled = _sparse_from_dense(numbers, lo, hi, attribute, unit)
        if doubled is not None:
            return _sparsity_scaled(entry.name, *doubled, unit, 2.0)
        if _no_sparse_listed(numbers, claim):
            return None  # the reference has no sparse figure for the format: nothing to say
    if not hits:
        other = _other_entity_match(claim, ctx, lo, hi, unit)
        if other is not None:
            return other
        if _change_origin(claim, ctx):
            return None  # "cut from 900 GB/s to 600 GB/s": the old value, not the spec
        if claim.quantity.scale_only and not any(
            c.sentence == claim.sentence and c.start < claim.start and c.quantity.noun == attribute
            for c in ctx.claims
        ):
            return None  # the noun was borrowed from another sentence: too uncertain
        counted = any(
            c.attribute in ("gpu_count", "chip_count", "ports") for c in ctx.window(claim, back=2)
        )
        per_device = entry.kind == "accelerator"
        if attribute in SCALES_WITH_COUNT and lo > biggest * 1.6 and counted and per_device:
            return None  # a total over many units: the aggregate check's business
        if claim.scope == "total" and counted and per_device and attribute in SCALES_WITH_COUNT:
            return None
        if (
            attribute in SCALES_WITH_COUNT
            and entry.kind in ("accelerator", "system")
            and lo > biggest * 3
            and (
                not any(power_of_ten_slip(value, n[0]) for _, n in numbers)
                or _total_of_stated_count(claim, ctx, value, numbers)
                or (
                    entry.kind == "accelerator"
                    and clause_has(claim, ctx, lang_data(ctx).GROUPS, before=False)
                )
            )
        ):
            return None  # several devices' worth and no unit slip: a node, rack or site total
            # ("Rack densities of 40 kW": a rack's, even at 100 x a GPU's 400 W)
        if attribute in CONFIRM_ONLY:
            return None
        smallest = min(n[1] for _, n in numbers)
        if (
            entry.kind in ("system", "cluster")
            and attribute in SCALES_WITH_COUNT
            and hi * _PART_SHARE < smallest
            and not any(power_of_ten_slip(value, n[0]) for _, n in numbers)
        ):
            return None  # "61,3 TFLOPS" after a line on El Capitan: one of its chips
        if (
            attribute == "throughput"
            and not claim.precision
            and not (
                claim.quantity.hedge is None
                and any(power_of_ten_slip(value, n[0], within=0.005) for _, n in numbers)
            )
        ):
            # no precision named: only an unhedged figure that keeps a reference value's
            # digits under another prefix ("1,012 Petaflops" for 1.012 EF) is surely wrong
            return None
        if (
            entry.kind == "cluster"
            and attribute == "tdp"
            and not any(power_of_ten_slip(value, n[0]) for _, n in numbers)
        ):
            return None  # a site's power plan against '70 MW of GPU load': only a slip is sure
        primary = [x for x in numbers if x[0].value.status == "primary"] or numbers
        best = min(primary, key=lambda x: abs(x[1][0] - value))
        if _outdated(best[0], ctx, entry.id, attribute) and abs(value / best[1][0] - 1) < 0.1:
            return None  # "Rpeak 2,821 EF" after a later list re-measured the system
        # one entry per distinct figure: a value kept per TOP500 list repeats itself
        shown = dict.fromkeys(f"{human(n[0], unit)} {_label(rv)}".strip() for rv, n in primary)
        listing = "; ".join(list(shown)[:4])
        slip = factor_slip(value, best[1][0])
        explanation = (
            f"{entry.name} {attribute.replace('_', ' ')}"
            f"{' at ' + '/'.join(p.upper() for p in claim.precision) if claim.precision else ''}"
            f" is {listing} per the reference; the text says {human(value, unit)}"
            + (f" ({slip})" if slip else "")
        )
        return Result(
            "reference",
            "error",
            (best[1][0], best[1][1], best[1][2]),
            unit,
            explanation,
            [
                f"reference: {entry.name} {_label(best[0])} = {human(best[1][0], unit)}",
                f"claimed: {human(value, unit)}",
            ],
            sources_of([best[0]]),
        )
    # a match: check sparsity against what the text says or has been using
    sparsities = {rv.value.sparsity for rv, _ in hits}
    rv, n = hits[0]
    if claim.sparsity in sparsities:
        rv, n = next((h for h in hits if h[0].value.sparsity == claim.sparsity), hits[0])
    matched = {"precision": rv.value.precision or "", "sparsity": rv.value.sparsity or ""}
    explanation = (f"matches the reference: {entry.name} {_label(rv)} {human(n[0], unit)}").replace(
        "  ", " "
    )
    trail = [f"reference: {entry.name} {_label(rv)} = {human(n[0], unit)}".replace("  ", " ")]
    verdict = "ok"
    key = (entry.id, rv.value.precision or "")
    if attribute == "throughput" and sparsities == {"sparse"}:
        if claim.sparsity == "dense" and claim.sparsity_explicit:
            verdict = "error"
            explanation = (
                f"{human(value, unit)} is {entry.name}'s {_label(rv)} figure, but the "
                f"text labels it dense; dense is "
                f"{_dense_of(ctx, entry.id, rv)}"
            )
        elif (
            claim.sparsity is None
            and (ctx.convention.get(key) == "dense" or _dense_stated_nearby(claim, ctx))
            and not _SPARSITY_NAMED.search(sentence_of(claim, ctx))
            and not _dense_half_beside(claim, ctx, n[0])
        ):
            verdict = "warning"
            explanation = (
                f"{human(value, unit)} is the sparse figure "
                f"({entry.name} {_label(rv)}); the text quotes dense figures "
                f"elsewhere without saying this one is sparse (dense: "
                f"{_dense_of(ctx, entry.id, rv)})"
            )
    if attribute == "throughput" and rv.value.sparsity and claim.sparsity_explicit:
        ctx.convention[key] = claim.sparsity or rv.value.sparsity
    elif attribute == "throughput" and rv.value.sparsity and key not in ctx.convention:
        ctx.convention[key] = rv.value.sparsity if len(sparsities) == 1 else ""
    return Result(
        "reference",
        verdict,
        (n[0], n[1], n[2]),
        unit,
        explanation,
        trail,
        sources_of([rv]),
        matched,
    )


def _dense_half_beside(claim: Claim, ctx: DocContext, value: float) -> bool:
    """ "1.979 TFLOPS im Datenblatt, ohne Sparsity sind es 989": the sentence names the
    dense half right beside the figure, so this one is the sparse one by contrast."""
    for c in ctx.claims:
        if c.sentence != claim.sentence or c is claim or c.sparsity != "dense":
            continue
        bv = base_value(c)
        if bv is not None and bv[1] <= value / 2 * 1.01 and value / 2 * 0.99 <= bv[2]:
            return True
    return False


def _other_entity_match(
    claim: Claim, ctx: DocContext, lo: float, hi: float, unit: str
) -> Result | None:
    """'9 petaflops and 3,958 teraflops': parallel figures for two named products.
    A value that matches another product named in the same or previous sentence is
    that product's figure, not a wrong one."""
    seen = set(claim.nearby)
    if _subject_inherited(claim, ctx):
        # the subject came from an earlier sentence: any product the text named so far
        # may be the one meant ("von 989 Teraflops auf 2,25 Petaflops", "a 750 W part")
        for c in ctx.claims:
            if c.start >= claim.start:
                break
            seen.update(c.nearby)
    seen.discard(claim.subject.entry_id if claim.subject else "")
    for entry_id in sorted(seen):
        for rv in candidate_values(claim, ctx, entry_id, claim.attribute):
            if rv.value.status != "primary" or not _sparsity_agrees(claim, rv):
                continue
            n = ref_number(rv)
            close = n and abs(n[0] - (lo + hi) / 2) <= 0.015 * n[0] + (hi - lo) / 2 * 0.2
            if close and value_matches(lo, hi, n, claim.attribute, unit):
                name = ctx.reference.get(entry_id).name
                return Result(
                    "reference",
                    "ok",
                    n,
                    unit,
                    f"matches the reference for {name}: {_label(rv)} {human(n[0], unit)}".replace(
                        "  ", " "
                    ),
                    [f"reference: {name} {_label(rv)} = {human(n[0], unit)}"],
                    sources_of([rv]),
                    {"precision": rv.value.precision or "", "sparsity": rv.value.sparsity or ""},
                )
    return None


def _total_of_stated_count(claim: Claim, ctx: DocContext, value: float, numbers) -> bool:
    """The figure is a count the text stated earlier times the device's value: "100.000
    H100 ... 8 PB HBM" is 100,000 x 80 GB, not a slip of 100,000x."""
    counts = {
        c.quantity.value
        for c in ctx.claims
        if c.start < claim.start
        and c.attribute in ("gpu_count", "chip_count", "node_count", "ports")
        and c.quantity.value
    }
    counts |= _numbers_before(claim, ctx)  # "We have ordered 1,024 of them ... 262 TB"
    bv = base_value(claim)
    lo, hi = (bv[1], bv[2]) if bv else (value, value)
    return any(
        lo <= n[0] * k * 1.02 and n[0] * k * 0.98 <= hi for _, n in numbers if n[0] for k in counts
    )


def _numbers_before(claim: Claim, ctx: DocContext) -> set[float]:
    """Whole numbers of at least 2 written in the claim's sentence before it, claims or not."""
    text = ctx.text
    start = max(text.rfind(". ", 0, claim.start), text.rfind("\n", 0, claim.start)) + 1
    decimal = lang_data(ctx).DECIMAL
    found = set()
    for m in NUMERAL_RE.finditer(text, start, claim.start):
        try:
            n = parse_numeral(m.group(0), decimal).value
        except NumberFormatError:
            continue
        if n >= 2 and n == int(n):
            found.add(n)
    return found


def _subject_inherited(claim: Claim, ctx: DocContext) -> bool:
    """The claim's subject is named before the claim's own sentence began (a table
    cell's subject is its row or column header: named, not inherited)."""
    if claim.subject is None or claim.subject.start > claim.start or claim.in_table:
        return False
    gap = ctx.text[claim.subject.end : claim.start]
    return bool(re.search(r"[.!?:]\s|\n", gap))


def _dense_of(ctx: DocContext, entry_id: str, rv: ResolvedValue) -> str:
    for other in ctx.reference.values_of(entry_id, "throughput"):
        if other.value.precision == rv.value.precision and other.value.sparsity == "dense":
            n = ref_number(other)
            if n:
                return human(n[0], "FLOP/s")
    return "not listed"


def _dense_stated_nearby(claim: Claim, ctx: DocContext) -> bool:
    for c in ctx.claims:
        if c.sentence == claim.sentence and c is not claim and c.sparsity == "dense":
            return True
    return False
