"""run: a job on many devices at a utilisation, one step beyond two premises.

compute = devices x peak per device x utilisation x time. A text that states the
compute, the devices, their peak and the utilisation fixes the time, and with it the
device-hours: "8.4 x 10^23 FLOPs. On 1,024 GPUs at 2.5 PFLOPS each and 40 %
utilisation, the run completes in under four days" (it takes 9.5 days). The two-premise
products (time = compute / throughput) leave the devices and the utilisation out and
so only confirm in such a sentence (products._partial_compute); this relation uses them.
"""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.estimator import human
from pipeline.solver.explain import DERIVED, Context, Explanation
from pipeline.solver.figures import Figure

#: Evidence of a run: devices, their peak and a utilisation stated together name it.
_RUN = 2.0


@dataclass(frozen=True)
class _Run:
    compute: Figure
    devices: Figure
    peak: Figure
    utilisation: Figure

    @property
    def premises(self) -> tuple[Figure, ...]:
        return (self.compute, self.devices, self.peak, self.utilisation)


def _nearest(figures: list[Figure]) -> Figure | None:
    """The figure nearest before: of the latest sentence, the last one."""
    return max(figures, key=lambda g: g.order, default=None)


def _run(f: Figure, ctx: Context) -> _Run | None:
    """The run a duration or device-hours figure is the outcome of: devices, peak and
    utilisation in its sentence, the compute there or in the sentence before; a figure
    the text says it works out ("Teilt man die Rechenmenge durch diese effektive
    Leistung, ergeben sich rund 34 Tage") gathers them from two sentences further back."""
    worked_out = "derived" in f.tags
    near = [g for g in ctx.index.around(f, 2 if worked_out else 0, 0) if g.order < f.order]
    devices = _nearest(
        [g for g in near if g.is_count_of_devices() and g.kind != "bare" and g.value >= 2]
    )
    peak = _nearest([g for g in near if g.dim == "FLOP/s" and "total" not in g.tags])
    utilisation = _nearest(
        [
            g
            for g in near
            if g.dim == "percent"
            and (g.claim.measure == "sustained" or g.claim.topic == "utilization")
            and 0 < g.value <= 100
        ]
    )
    compute = _nearest(
        [
            g
            for g in ctx.index.around(f, 3 if worked_out else 1, 0)
            if g.dim == "FLOP" and g.order < f.order
        ]
    )
    if devices is None or peak is None or utilisation is None or compute is None:
        return None
    return _Run(compute, devices, peak, utilisation)


def explain(f: Figure, ctx: Context) -> list[Explanation]:
    if f.dim != "s" or f.kind in ("multiplier", "percent"):
        return []
    run = _run(f, ctx)
    if run is None:
        return []
    c, n, p, u = (g.interval for g in run.premises)
    per_device = f.noun == "gpu_hours"  # device-hours: compute / (peak x utilisation)
    count = (1.0, 1.0, 1.0) if per_device else (n.value, n.low, n.high)
    rate = p.value * u.value / 100 * count[0]
    low_rate, high_rate = p.low * u.low / 100 * count[1], p.high * u.high / 100 * count[2]
    if min(rate, low_rate) <= 0:
        return []
    value, low, high = c.value / rate, c.low / high_rate, c.high / low_rate
    evidence = _RUN + min(ctx.index.proximity(f, g) for g in run.premises)
    if "derived" in f.tags:
        evidence += DERIVED  # "ergeben sich rechnerisch": the text says it works it out
    factors = [human(run.peak.value, "FLOP/s"), f"{run.utilisation.value:g} %"]
    if per_device:
        what = "device-hours = compute / (peak x utilisation)"
    else:
        factors.insert(0, f"{run.devices.value:,.0f} devices")
        what = "time = compute / (devices x peak x utilisation)"
    divisor = " x ".join(factors)
    return [
        Explanation(
            "run",
            value,
            low,
            high,
            f.dim,
            evidence,
            (
                f"{human(run.compute.value, 'FLOP')} / ({divisor})",
                f"= {human(value, f.dim)}",
            ),
            f"{what}: '{run.compute.text}' over "
            f"'{run.devices.text}' at '{run.peak.text}' and '{run.utilisation.text}'",
            premises=tuple(g.id for g in run.premises),
        )
    ]
