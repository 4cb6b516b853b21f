"""footprint and bound: what a model's weights take, and whether they fit.

footprint: bytes = parameters x bytes per parameter at the precision the text names
("In FP8 ... 70 GB" for a 70B model; FP16/BF16 2 bytes, FP8/INT8 1, FP4/INT4 0.5).
bound: weights the text puts onto devices must fit their memory ("810 GB ... fits on
a single 8x H100 node" does not: 8 x 80 GB = 640 GB). Each side comes from the text
near the figure, or from the reference (the model's parameters, the device's memory).
"""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.estimator import BYTES_PER_PARAMETER, human
from pipeline.solver.explain import DERIVED, Context, Explanation
from pipeline.solver.figures import Figure
from pipeline.solver.tolerance import agrees

#: Evidence for the fit a sentence states ("passt", "fits"), and for a named precision.
_FIT = 1.5
_PRECISION = 0.5
#: Room that counts as fitting: weights are quoted rounded.
_ROOM = 0.03
#: What one item takes ("2 bytes per parameter"): no model's weights, no device's memory.
_PER_ITEM = "bytes_per_item"
#: Evidence for the parameters of the model the figure's own clause names.
_NAMED_MODEL = 2.0
_NAMING = ("names", "bound", "clause", "table", "sentence")


@dataclass(frozen=True)
class _Side:
    value: float  # bytes
    label: str
    evidence: float
    premises: tuple[str, ...] = ()


def _bytes_per_parameter(f: Figure, ctx: Context) -> tuple[str, float] | None:
    """The precision the figure's clause (or sentence) names, with its bytes per parameter."""
    named = [p for p in f.claim.precision if p in BYTES_PER_PARAMETER]
    if not named:
        named = [
            p
            for g in ctx.index.around(f, 0, 0)
            for p in g.claim.precision
            if p in BYTES_PER_PARAMETER
        ]
    names = set(named)
    if len(names) != 1:
        return None
    p = names.pop()
    return p, BYTES_PER_PARAMETER[p]


def _parameters(
    f: Figure, ctx: Context, put_there: bool = False
) -> list[tuple[float, str, float, tuple[str, ...]]]:
    """(parameters, label, evidence, premises): the text's near the figure, else the model's
    (``put_there``: for a fit, where the model its clause names is what is put there)."""
    out = []
    for g in ctx.index.around(f, 1, 0):
        if g.noun == "parameters" or g.attribute == "parameters":
            if "active" in g.tags or not ctx.usable(g):
                continue
            out.append((g.value, f"'{g.text}'", ctx.index.proximity(f, g), (g.id,)))
    models = [c for c in f.subjects if c.entry_id and ctx.ref.kind(c.entry_id) == "model"]
    for model in models[:1]:
        sizes = {
            v.value: v
            for v in ctx.ref.values(model.entry_id or "", "parameters")
            if v.status == "primary"
        }
        if len(sizes) == 1:  # a family of sizes says nothing about this model's
            v = next(iter(sizes.values()))
            # "Llama 3.1 405B in INT4 sollte in die 96 GB passen": the model its clause
            # names is what is put there
            named = put_there and _names_model(f, model.entry_id)
            near = _NAMED_MODEL if named else 1.0
            out.append((v.value, f"{v.name}'s parameters", near, ()))
    return out


def _names_model(f: Figure, model: str | None) -> bool:
    """The figure's clause names this model (not only a sentence before it)."""
    top = f.subjects[0] if f.subjects else None
    return top is not None and top.entry_id == model and top.evidence in _NAMING


def _stated_before(ctx: Context, f: Figure, premise_id: str) -> bool:
    p = ctx.index.by_id[premise_id]
    return p.sentence == f.sentence and p.order < f.order


#: Tags of bytes that are devices' memory or what is left of it, not a model's size.
_NOT_A_SIZE = frozenset({"bound_fit", "group", "remainder", "capacity"})
#: Evidence the model's own name with the figure's precision adds to its size.
_MODEL_NAMED = 1.0


def explain_footprint(f: Figure, ctx: Context) -> list[Explanation]:
    if f.dim != "byte" or "capacity" in f.tags or f.attribute == _PER_ITEM:
        return []  # ("2 bytes per parameter" is what one takes, not the weights)
    # what a model needs: said to be needed, or worked out from the parameters the
    # sentence states before it ("405 Milliarden Parameter in BF16 ergeben 810 GB")
    # "Llama 3.1 405B at FP8 is still 810 GB": a model's bytes at a named precision are
    # its size, as said to be needed
    model_size = (
        bool(f.claim.precision)
        and ctx.ref.kind(f.subject) == "model"
        and f.names_its_subject()
        # (not what is put on devices or left on them: "acht mal 80 GB", "318 GB frei")
        and not f.tags & _NOT_A_SIZE
    )
    worked_out = "need" not in f.tags and not model_size
    if worked_out and "derived" not in f.tags:
        return []
    found = _bytes_per_parameter(f, ctx)
    if found is None:
        return []
    precision, per = found
    out = []
    for n, label, near, used in _parameters(f, ctx):
        if worked_out and not any(_stated_before(ctx, f, p) for p in used):
            continue
        value = n * per
        evidence = near + (_PRECISION if f.claim.precision else 0.0)
        evidence += DERIVED if "derived" in f.tags else 0.0
        evidence += _MODEL_NAMED if model_size else 0.0
        out.append(
            Explanation(
                "footprint",
                value,
                value * (1 - _ROOM),
                value * (1 + _ROOM),
                "byte",
                evidence + 1.0,
                (
                    f"{human(n, 'count')} parameters x {per:g} byte ({precision.upper()})",
                    f"= {human(value, 'byte')}",
                ),
                f"{label} x {per:g} byte per parameter in {precision.upper()}",
                premises=used,
            )
        )
    return out


def _needs(f: Figure, ctx: Context) -> list[_Side]:
    """What the text puts onto the devices: weights it states, or parameters x bytes."""
    out = []
    # the model the figure's own clause or sentence names, if any
    top = f.subjects[0].entry_id if f.subjects else None
    named = top if ctx.ref.kind(top) == "model" and _names_model(f, top) else None
    for g in ctx.index.around(f, 1, 0):
        if g is f or g.dim != "byte" or "capacity" in g.tags or g.attribute == _PER_ITEM:
            continue
        model_size = g.order < f.order and ctx.ref.kind(g.subject) == "model"
        if named and g.subject and g.subject != named:
            continue  # "70B, in INT4 nur 35 GB ... 405B sollte in die 96 GB passen"
        if "need" in g.tags or model_size:  # "Llama 3.1 405B in FP8 (rund 405 GB)"
            out.append(_Side(g.value, f"'{g.text}'", ctx.index.proximity(f, g), (g.id,)))
    found = _bytes_per_parameter(f, ctx)
    if found is not None:
        precision, per = found
        for n, label, near, used in _parameters(f, ctx, put_there=True):
            out.append(_Side(n * per, f"{label} x {per:g} byte ({precision.upper()})", near, used))
    return out


def _devices(f: Figure, ctx: Context) -> list[tuple[str, float, str]]:
    """(device id, its memory, name) for the accelerators the sentence puts things on."""
    out = []
    for c in f.subjects:
        if c.entry_id and ctx.ref.kind(c.entry_id) == "accelerator":
            for v in ctx.ref.values(c.entry_id, "memory"):
                if v.status == "primary":
                    out.append((c.entry_id, v.value, v.name))
                    break
    return out


def explain_bound(f: Figure, ctx: Context) -> list[Explanation]:
    # ("für die BF16-Version braucht man also mindestens 8 Karten": devices said to be
    # needed are a bound too)
    needed = "need" in f.tags and f.is_count_of_devices()
    if (
        ("bound_fit" not in f.tags and not needed)
        or "operand" in f.tags
        or f.attribute == _PER_ITEM
    ):
        return []  # ("8 x 80 GB = 640 GB, so BF16 fits": the result is the capacity)
    if f.dim == "byte" and _is_capacity(f, ctx):
        if _counted_capacity(f, ctx):
            return []  # the devices' total is right: the count is what falls short
        return _capacity_holds(f, ctx, f.value, f"'{f.text}'")
    if f.is_count_of_devices():
        if any(
            g.dim == "byte"
            and "bound_fit" in g.tags
            and _is_capacity(g, ctx)
            and not _counted_capacity(g, ctx)
            for g in ctx.index.around(f, 0, 0)
        ):
            return []  # "auf zwei MI300X mit zusammen 384 GB": the capacity says it
        out = []
        for _device, memory, name in _devices(f, ctx):
            for need in _needs(f, ctx):
                out.append(_enough_devices(f, need, memory, name))
        return out
    if f.dim == "byte" and "need" in f.tags or f.noun == "parameters":
        return _need_fits(f, ctx)
    return []


def _is_capacity(f: Figure, ctx: Context) -> bool:
    """What the devices hold: said so, or the devices' total ("zwei MI300X mit zusammen
    384 GB")."""
    if "capacity" in f.tags:
        return True
    if "need" in f.tags:
        return False
    if "total" in f.tags:
        reach = 0
    elif "group" in f.tags:
        reach = 1  # "a single 8x H100 box ... the node gives you 640 GB": the group's total
    else:
        return False
    return any(
        g.is_count_of_devices() and g.order < f.order and g.kind != "bare"
        for g in ctx.index.around(f, reach, 0)
    )


def _counted_capacity(f: Figure, ctx: Context) -> bool:
    """The capacity is a device count of its sentence times the devices' memory ("passt
    auf vier MI300X, die zusammen 768 GB mitbringen", a relative clause that restates
    the devices' total): if the weights do not fit, the count is what is wrong, not the
    product."""
    if "relative" not in f.tags:
        return False
    memories = [memory for _device, memory, _name in _devices(f, ctx)]
    return any(
        g.is_count_of_devices()
        and g.order < f.order
        and agrees(f.interval, *[g.value * memory] * 2)
        for g in ctx.index.around(f, 0, 0)
        for memory in memories
    )


def _capacity_holds(f: Figure, ctx: Context, capacity: float, label: str) -> list[Explanation]:
    """A capacity the text puts weights into must be at least the weights."""
    return [
        Explanation(
            "bound",
            need.value,
            need.value * (1 - _ROOM),
            float("inf"),
            "byte",
            need.evidence + _FIT,
            (f"needed: {need.label} = {human(need.value, 'byte')}", f"available: {label}"),
            f"{need.label} ({human(need.value, 'byte')}) put into {label}",
            premises=need.premises,
            independent=True,
        )
        for need in _needs(f, ctx)
    ]


def _enough_devices(f: Figure, need: _Side, memory: float, name: str) -> Explanation:
    devices = need.value / memory
    return Explanation(
        "bound",
        devices,
        devices * (1 - _ROOM),
        float("inf"),
        "count",
        need.evidence + _FIT,
        (
            f"needed: {need.label} = {human(need.value, 'byte')}",
            f"{human(need.value, 'byte')} / {human(memory, 'byte')} ({name}) = {devices:.3g} devices",
        ),
        f"{need.label} on {name}s of {human(memory, 'byte')} each",
        premises=need.premises,
        independent=True,
    )


def _need_fits(f: Figure, ctx: Context) -> list[Explanation]:
    """Weights (or parameters) the text puts onto devices must fit their memory."""
    sentence = ctx.index.around(f, 0, 0)
    # "671 GB, which fit into a node with 640 GB": the stated capacity is what is
    # checked against the weights; the weights may still be confirmed by the devices
    stated = any(g.dim == "byte" and g is not f and _is_capacity(g, ctx) for g in sentence)
    out = []
    counts = [g for g in sentence if g.is_count_of_devices() and g is not f]
    if not counts and "group" in f.tags:
        return []  # "into a single H800 node": a group of devices the text does not count
    n = counts[0].value if counts else 1.0
    per = 1.0
    if f.noun == "parameters":
        found = _bytes_per_parameter(f, ctx)
        per = found[1] if found else min(BYTES_PER_PARAMETER.values())
    for _device, memory, name in _devices(f, ctx):
        most = n * memory / per
        unit = "count" if f.noun == "parameters" else "byte"
        out.append(
            Explanation(
                "bound",
                most,
                0.0,
                most * (1 + _ROOM),
                unit,
                1.5 + _FIT,
                (
                    f"{n:g} x {human(memory, 'byte')} ({name})"
                    + (f" / {per:g} byte per parameter" if per != 1.0 else ""),
                    f"= {human(most, unit)} at most",
                ),
                f"what {n:g} x {name} can hold",
                # (several devices counted in the sentence are what a failed fit
                # blames: "1.34 TB, which still fits on 8x H200" is wrong in its "8x")
                confirm_only=stated or n >= 2,
            )
        )
    return out
