"""Training runs and model sizes: 6ND compute, tokens per parameter, memory fit.

"Nach der Faustregel sind das rund 5,9 × 10^22 FLOP" for 70e9 parameters and 1.4e12
tokens is 10x too small (6 x 70e9 x 1.4e12 = 5.88e23); "eine einzelne B100-GPU kann
Modelle mit bis zu 740 Milliarden Parametern laden" does not fit 192 GB even at FP4.
"""

from __future__ import annotations

import re

from claims.models import Claim
from pipeline.checks.base import (
    DocContext,
    Result,
    base_value,
    check,
    clause_has,
    lang_data,
    sources_of,
)
from pipeline.checks.reference import is_active_count, ref_number
from pipeline.estimator import (
    BYTES_PER_PARAMETER,
    factor_slip,
    human,
    max_parameters,
    training_compute,
)


def _model_value(claim: Claim, ctx: DocContext, attribute: str):
    """A model's own reference value (parameters, tokens) when the subject is a model."""
    if claim.subject is None:
        return None
    entry = ctx.reference.get(claim.subject.entry_id)
    if entry is None or entry.kind != "model":
        return None
    for rv in ctx.reference.values_of(entry.id, attribute):
        n = ref_number(rv)
        if n and rv.value.status == "primary":
            return n[0], rv
    return None


def _other_model(premise: Claim, claim: Claim, ctx: DocContext) -> bool:
    """A figure of an earlier sentence about another named model than the claim."""
    if premise.sentence == claim.sentence or premise.subject is None or claim.subject is None:
        return False
    entry = ctx.reference.get(claim.subject.entry_id)
    return (
        premise.subject.entry_id != claim.subject.entry_id
        and entry is not None
        and entry.kind == "model"
    )


def _text_value(claim: Claim, ctx: DocContext, attribute: str, back: int = 2):
    """The nearest earlier figure of this attribute in the claim's paragraph."""
    for c in reversed(ctx.window(claim, back=back)):
        if _other_model(c, claim, ctx):
            continue  # "DeepSeek-V3: 37B x 14.8T. Llama 3.1 405B used 3.8e25 FLOP"
        if c.attribute == attribute and not ctx.flagged(c) and ctx.same_paragraph(c, claim):
            bv = base_value(c)
            if bv:
                return bv[0], c
    return None


def _premise(claim, ctx, attribute):
    found = _text_value(claim, ctx, attribute)
    if found is not None:
        return found[0], f"'{found[1].text}'", []
    ref = _model_value(claim, ctx, attribute)
    if ref is not None:
        return ref[0], f"{ctx.reference.get(claim.subject.entry_id).name}", [ref[1]]
    return None


@check("training")
def training_check(claim: Claim, ctx: DocContext) -> Result | None:
    if claim.attribute == "training_compute":
        return _compute(claim, ctx)
    if claim.attribute == "tokens_per_parameter":
        return _tokens_per_parameter(claim, ctx)
    if claim.attribute == "flop_per_parameter":
        return _flop_per_parameter(claim)
    return None


def _flop_per_parameter(claim: Claim) -> Result | None:
    """The constant of the 6·N·D rule ("6 Rechenoperationen pro Parameter und Token":
    2 FLOP forward, 4 backward). Other values may describe inference or another
    rule, so only the 6 is confirmed."""
    bv = base_value(claim)
    if bv is None or not bv[1] <= 6 <= bv[2]:
        return None
    return Result(
        "training",
        "ok",
        (6.0, 6.0, 6.0),
        "FLOP",
        "training takes about 6 FLOP per parameter and token: 2 for the forward pass, "
        "4 for the backward pass (the 6·N·D rule)",
        ["2 (forward) + 4 (backward) = 6 FLOP per parameter and token"],
    )


def _compute(claim: Claim, ctx: DocContext) -> Result | None:
    bv = base_value(claim)
    if bv is None:
        return None
    params = None
    if _about_active_parameters(claim, ctx):
        # "die Faustformel, angewendet auf die aktiven Parameter": 6 x active x tokens
        params = _active_premise(claim, ctx)
    params = params or _premise(claim, ctx, "parameters")
    tokens = _premise(claim, ctx, "training_tokens")
    if params is None or tokens is None:
        return None
    est = training_compute(params[0], tokens[0])
    trail = [f"6 x {params[1]} x {tokens[1]}", *est.trail]
    lo, hi = est.value * 0.97, est.value * 1.03
    if bv[1] <= hi and lo <= bv[2]:
        return Result(
            "training",
            "ok",
            (est.value, lo, hi),
            "FLOP",
            f"6 x parameters x tokens = {est.value:.3g} FLOP",
            trail,
            sources_of(params[2] + tokens[2]),
        )
    from_text = params[1].startswith("'") and tokens[1].startswith("'")
    if not (claim.connective or from_text):
        return None  # no stated derivation and no premises in the text: stay quiet
    slip = factor_slip(bv[0], est.value)
    return Result(
        "training",
        "error",
        (est.value, lo, hi),
        "FLOP",
        f"6 x {human(params[0], 'count')} parameters x {human(tokens[0], 'count')} tokens = "
        f"{est.value:.3g} FLOP; the text says {bv[0]:.3g}" + (f" ({slip})" if slip else ""),
        trail,
        sources_of(params[2] + tokens[2]),
    )


def _about_active_parameters(claim: Claim, ctx: DocContext) -> bool:
    text = ctx.text
    start = max(text.rfind(". ", 0, claim.start), text.rfind("\n", 0, claim.start)) + 1
    sentence = text[start : claim.end].lower()
    return any(re.search(rf"\b{re.escape(w)}\b", sentence) for w in lang_data(ctx).ACTIVE)


def _active_premise(claim: Claim, ctx: DocContext):
    """The active parameter count: a figure the text calls active, else the model's."""
    for c in reversed(ctx.window(claim, back=3)):
        if c.attribute == "parameters" and not ctx.flagged(c) and is_active_count(c, ctx):
            bv = base_value(c)
            if bv:
                return bv[0], f"'{c.text}'", []
    ref = _model_value(claim, ctx, "active_parameters")
    if ref is not None:
        return ref[0], f"{ctx.reference.get(claim.subject.entry_id).name} (active)", [ref[1]]
    return None


def _tokens_per_parameter(claim: Claim, ctx: DocContext) -> Result | None:
    bv = base_value(claim)
    if bv is None:
        return None
    before = ctx.text[max(0, claim.start - 20) : claim.start].lower().rstrip()
    if before.endswith(tuple(lang_data(ctx).CONTRAST)):
        return None  # "far below the 20 tokens per parameter that Chinchilla argued for"
    tokens = _premise(claim, ctx, "training_tokens")
    params = _premise(claim, ctx, "parameters")
    if tokens is None or params is None or not params[0]:
        return None
    ratio = tokens[0] / params[0]
    trail = [f"{tokens[1]} / {params[1]}", f"= {ratio:.3g} tokens per parameter"]
    if bv[1] <= ratio * 1.02 and ratio * 0.98 <= bv[2]:
        return Result(
            "training",
            "ok",
            (ratio, ratio, ratio),
            "count",
            f"{human(tokens[0], 'count')} tokens / {human(params[0], 'count')} "
            f"parameters = {ratio:.3g}",
            trail,
            sources_of(params[2] + tokens[2]),
        )
    slip = factor_slip(bv[0], ratio)
    return Result(
        "training",
        "error",
        (ratio, ratio * 0.98, ratio * 1.02),
        "count",
        f"{human(tokens[0], 'count')} tokens / {human(params[0], 'count')} parameters = "
        f"{ratio:.3g} per parameter; the text says {bv[0]:g}" + (f" ({slip})" if slip else ""),
        trail,
        sources_of(params[2] + tokens[2]),
    )


def _sentence_has(claim: Claim, ctx: DocContext, words: tuple[str, ...]) -> bool:
    start = max(ctx.text.rfind(". ", 0, claim.start), ctx.text.rfind("\n", 0, claim.start))
    ends = [i for ch in (". ", "\n") if (i := ctx.text.find(ch, claim.end)) >= 0]
    sentence = ctx.text[start + 1 : min(ends) if ends else len(ctx.text)].lower()
    return any(re.search(rf"(?<!\w){re.escape(w)}", sentence) for w in words)


@check("capacity")
def capacity_check(claim: Claim, ctx: DocContext) -> Result | None:
    """Parameters said to fit on one device, against its memory at the smallest precision."""
    if claim.attribute != "parameters" or claim.subject is None:
        return None
    entry = ctx.reference.get(claim.subject.entry_id)
    if entry is None or entry.kind != "accelerator":
        return None
    # only "a single B100 can load models with 740 billion parameters": the device named in
    # the same sentence, with a verb of loading or fitting
    lo, hi = sorted((claim.subject.start, claim.start))
    if (
        re.search(r"[.!?]\s|\n", ctx.text[lo:hi])
        or not clause_has(claim, ctx, lang_data(ctx).LOAD_VERBS, before=False)
        and not _sentence_has(claim, ctx, lang_data(ctx).LOAD_VERBS)
    ):
        return None
    bv = base_value(claim)
    memory = [
        ref_number(rv)
        for rv in ctx.reference.values_of(entry.id, "memory")
        if rv.value.status == "primary"
    ]
    memory = [m for m in memory if m]
    if bv is None or not memory:
        return None
    capacity = max(m[0] for m in memory)
    smallest = min(BYTES_PER_PARAMETER, key=BYTES_PER_PARAMETER.get)
    est = max_parameters(capacity, smallest)
    per_param = capacity / bv[1]
    if bv[1] <= est.value:
        return Result(
            "capacity",
            "ok",
            (est.value, 0, est.value),
            "count",
            f"{human(bv[0], 'count')} parameters fit into {entry.name}'s "
            f"{human(capacity, 'byte')} at {smallest.upper()}",
            list(est.trail),
        )
    return Result(
        "capacity",
        "error",
        (est.value, 0, est.value),
        "count",
        f"{entry.name} has {human(capacity, 'byte')}: {human(bv[0], 'count')} parameters leave "
        f"{per_param:.2f} byte per parameter, less than {smallest.upper()} needs "
        f"({BYTES_PER_PARAMETER[smallest]:g} byte); at most {human(est.value, 'count')} fit",
        list(est.trail),
        sources_of([rv for rv in ctx.reference.values_of(entry.id, "memory")][:1]),
    )
