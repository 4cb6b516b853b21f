"""training: model training compute and tokens per parameter.

training: 6 x parameters x tokens (active parameters for a mixture of experts), the
parameters and tokens from the text near the figure or from the model's reference
values; tokens per parameter = tokens / parameters.
"""

from __future__ import annotations

from pipeline.solver.explain import DERIVED, Context, Explanation
from pipeline.solver.figures import Figure

#: 6ND is an estimate: papers round, and the rule ignores attention's share.
_ESTIMATE = 0.05


def _sides(f: Figure, ctx: Context, noun: str) -> list[tuple[float, float, float, str, float]]:
    """(value, low, high, label, evidence) of the parameters or tokens near the figure."""
    out = []
    for g in ctx.index.around(f):
        # ("pro Token aber nur 37 Milliarden aktiv": active parameters without the noun)
        named = g.noun == noun or (g.attribute == noun and "active" in g.tags)
        if g.dim != "count" or not named or not ctx.usable(g):
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
            values = {v.value: v for v in ctx.ref.values(model, attribute) if v.status == "primary"}
            if len(values) != 1:
                continue  # none, or a family of sizes: nothing about this model's
            v = next(iter(values.values()))
            out.append((v.value, v.low, v.high, f"{v.name} {attribute.replace('_', ' ')}", 1.0))
            break
    return out


def explain_compute(f: Figure, ctx: Context) -> list[Explanation]:
    if f.dim != "FLOP" or f.kind != "measure" or f.tags & {"operand"}:
        return []
    if f.attribute in ("flop_per_item", "flop_per_parameter"):
        return []  # "sechs Rechenoperationen je Parameter": the rule's constant, no run's
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


#: FLOP per parameter and token in training: 2 forward, 4 backward.
FLOP_PER_PARAMETER_AND_TOKEN = 6.0


def explain_flop_per_parameter(f: Figure, ctx: Context) -> list[Explanation]:
    """ "etwa 6 Rechenoperationen pro Parameter und Token": the 6ND rule's constant."""
    if f.attribute != "flop_per_parameter":
        return []
    n = FLOP_PER_PARAMETER_AND_TOKEN
    return [
        Explanation(
            "training",
            n,
            n,
            n,
            f.dim,
            2.5,
            ("training takes about 6 FLOP per parameter and token (2 forward, 4 backward)",),
            "the 6 FLOP per parameter and token of training",
        )
    ]


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
