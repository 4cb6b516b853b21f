"""training and bound: model training compute, tokens per parameter, memory fit.

training: 6 x parameters x tokens (active parameters for a mixture of experts), the
parameters and tokens from the text near the figure or from the model's reference
values; tokens per parameter = tokens / parameters.
bound: parameters said to fit on N devices must fit: parameters x bytes per
parameter at the stated precision (FP4 when none is named, the most generous) <=
N x memory.
"""

from __future__ import annotations

from pipeline.estimator import BYTES_PER_PARAMETER, human
from pipeline.solver.explain import DERIVED, Context, Explanation
from pipeline.solver.figures import Figure

#: 6ND is an estimate: papers round, and the rule ignores attention's share.
_ESTIMATE = 0.05


def _sides(f: Figure, ctx: Context, noun: str) -> list[tuple[float, float, float, str, float]]:
    """(value, low, high, label, evidence) of the parameters or tokens near the figure."""
    out = []
    for g in ctx.index.around(f):
        if g.dim != "count" or g.noun != noun or not ctx.usable(g):
            continue
        near = ctx.index.proximity(f, g)
        if near <= 0:
            continue
        active = "active" in g.tags
        out.append(
            (
                g.value,
                g.interval.low,
                g.interval.high,
                f"'{g.text}'",
                near + (0.25 if active else 0.0),
            )
        )
    model = f.subject
    if model and ctx.ref.kind(model) == "model":
        attributes = (
            ("active_parameters", "parameters") if noun == "parameters" else ("training_tokens",)
        )
        for attribute in attributes:
            for v in ctx.ref.values(model, attribute):
                if v.status == "primary":
                    out.append(
                        (v.value, v.low, v.high, f"{v.name} {attribute.replace('_', ' ')}", 1.0)
                    )
                    break
            else:
                continue
            break
    return out


def explain_compute(f: Figure, ctx: Context) -> list[Explanation]:
    if f.dim != "FLOP" or f.kind != "measure" or f.tags & {"operand"}:
        return []
    out: list[Explanation] = []
    for p, plo, phi, plabel, pe in _sides(f, ctx, "parameters"):
        for d, dlo, dhi, dlabel, de in _sides(f, ctx, "training_tokens"):
            value = 6 * p * d
            out.append(
                Explanation(
                    "training",
                    value,
                    6 * plo * dlo * (1 - _ESTIMATE),
                    6 * phi * dhi * (1 + _ESTIMATE),
                    "FLOP",
                    pe + de + (DERIVED if "derived" in f.tags else 0.0),
                    (f"6 x {plabel} parameters x {dlabel} tokens", f"= {value:.3g} FLOP"),
                    f"6 x {plabel} x {dlabel} (6 FLOP per parameter and token)",
                )
            )
    return out


def explain_tokens_per_parameter(f: Figure, ctx: Context) -> list[Explanation]:
    if f.attribute != "tokens_per_parameter":
        return []
    out: list[Explanation] = []
    for d, dlo, dhi, dlabel, de in _sides(f, ctx, "training_tokens"):
        for p, plo, phi, plabel, pe in _sides(f, ctx, "parameters"):
            if p <= 0 or plo <= 0:
                continue
            value = d / p
            out.append(
                Explanation(
                    "training",
                    value,
                    dlo / phi,
                    dhi / plo,
                    f.dim,
                    pe + de + (DERIVED if "derived" in f.tags else 0.0),
                    (
                        f"{dlabel} tokens / {plabel} parameters",
                        f"= {value:.3g} tokens per parameter",
                    ),
                    f"{dlabel} / {plabel}",
                )
            )
    return out


def explain_bound(f: Figure, ctx: Context) -> list[Explanation]:
    """Parameters said to fit on a device or a few: the device memory is the bound."""
    if f.noun != "parameters" or "bound_fit" not in f.tags:
        return []
    precision = next((p for p in f.claim.precision if p in BYTES_PER_PARAMETER), None)
    per = BYTES_PER_PARAMETER[precision] if precision else min(BYTES_PER_PARAMETER.values())
    out: list[Explanation] = []
    devices = [
        (c.entry_id, c.score)
        for c in f.subjects
        if c.entry_id and ctx.ref.kind(c.entry_id) == "accelerator"
    ]
    counts = [
        g.value
        for g in ctx.index.around(f, back=0, ahead=0)
        if g.is_count_of_devices() and g.order < f.order
    ] or [1.0]
    for device, score in devices[:1]:
        for v in ctx.ref.values(device, "memory"):
            if v.status != "primary":
                continue
            n = counts[0]
            most = n * v.high / per
            out.append(
                Explanation(
                    "bound",
                    most,
                    0.0,
                    most,
                    "count",
                    2.5 + score / 4 + (0.5 if precision else 0.0),
                    (
                        f"{n:g} x {human(v.value, 'byte')} ({v.name}) / {per:g} byte per parameter"
                        f" ({precision or 'FP4, the smallest'})",
                        f"= {human(most, 'count')} parameters at most",
                    ),
                    f"what {n:g} x {v.name} can hold",
                    sources=v.sources,
                )
            )
            break
    return out
