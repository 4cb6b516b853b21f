"""The relations the solver knows, as data: id, what it computes, which function
enumerates its explanations. The id is the JSON ``check`` field of a finding."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pipeline.solver.explain import Context, Explanation
from pipeline.solver.figures import Figure
from pipeline.solver.relations import (
    aggregate,
    conversion,
    memory,
    products,
    ratio,
    runs,
    spec,
    sums,
    training,
    written,
)


@dataclass(frozen=True)
class Relation:
    id: str
    form: str
    explain: Callable[[Figure, Context], list[Explanation]]


# fmt: off
RELATIONS: tuple[Relation, ...] = (
    Relation("reference", "the subject's value of the attribute at its precision, sparsity, "
             "measurement and variant", spec.explain),
    Relation("arithmetic", "the text's own written-out arithmetic (a x b = c)", written.explain_arithmetic),
    Relation("restatement", "the figure before it, restated (so, that is, in brackets)", written.explain_restatement),
    Relation("aggregate", "total = count x per-unit; per-unit = total / count", aggregate.explain),
    Relation("product", "energy = power x time, compute = throughput x time, cost = hours x "
             "rate, device-hours = devices x hours; and their quotients", products.explain),
    Relation("run", "time = compute / (devices x peak x utilisation); device-hours = compute "
             "/ (peak x utilisation)", runs.explain),
    Relation("ratio", "a / b, a / b - 1 with the cue's direction, shares, chains of the "
             "text's ratios", ratio.explain),
    Relation("sum", "the parts a sentence lists; a table's total row", sums.explain_sum),
    Relation("difference", "the subject's figure minus the partner's", sums.explain_difference),
    Relation("conversion", "an amount at the text's rate or the yearly average rates", conversion.explain),
    Relation("training", "6 x parameters x tokens; tokens / parameters", training.explain_compute),
    Relation("tokens", "tokens per parameter", training.explain_tokens_per_parameter),
    Relation("training", "6 FLOP per parameter and token", training.explain_flop_per_parameter),
    Relation("footprint", "bytes = parameters x bytes per parameter at the named precision",
             memory.explain_footprint),
    Relation("bound", "weights put onto devices <= devices x memory", memory.explain_bound),
)
# fmt: on
SPEC = RELATIONS[0]
