"""The one pint registry of the application.

Every quantity in specheck is made with ``Q_`` from here; quantities from two
registries cannot be combined (pint docs, "pint in your projects"). This is the only
module ``claims/`` may import from ``reference/``.

pint's default definitions make ``bit`` dimensionless, which would let "80 GB" compare
equal to "80 billion transistors". The registry is therefore built from pint's own
``default_en.txt`` with ``bit`` given an ``[information]`` dimension, plus
``units.txt`` (FLOP and currencies).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import pint


def _build_registry() -> pint.UnitRegistry:
    pint_dir = resources.files("pint")
    default = (pint_dir / "default_en.txt").read_text(encoding="utf-8")
    constants = (pint_dir / "constants_en.txt").read_text(encoding="utf-8")
    default = default.replace("\nbit = []", "\nbit = [information]")
    default = default.replace("@import constants_en.txt", constants)
    registry = pint.UnitRegistry(None, autoconvert_offset_to_baseunit=True)
    registry.load_definitions(default.splitlines())
    ours = (resources.files("reference") / "units.txt").read_text(encoding="utf-8")
    registry.load_definitions(ours.splitlines())
    return registry


ureg = _build_registry()
Q_ = ureg.Quantity

CURRENCIES = ("USD", "EUR", "JPY", "CNY", "KRW", "GBP", "TWD")

#: (JSON unit name, pint unit) for each dimension the checker reports in base units.
_BASE: tuple[tuple[str, str], ...] = (
    ("FLOP/s", "FLOP/s"),
    ("FLOP", "FLOP"),
    ("byte", "byte"),
    ("byte/s", "byte/s"),
    ("W", "W"),
    ("J", "J"),
    ("m", "m"),
    ("s", "s"),
    ("Hz", "Hz"),
    ("count", "dimensionless"),
    *((c, c) for c in CURRENCIES),
)
_BASE_BY_DIM = {ureg.Unit(u).dimensionality: (name, u) for name, u in _BASE}


class UnitError(ValueError):
    """A unit string that the registry cannot read."""


@lru_cache(maxsize=1024)
def parse_unit(unit: str) -> pint.Unit:
    """Parse a canonical unit string (``"PFLOP/s"``, ``"GB"``, ``"JPY/USD"``)."""
    if unit in ("count", "", "1"):
        return ureg.dimensionless
    try:
        return ureg.Unit(unit)
    except (pint.errors.PintError, AttributeError, TypeError, ValueError) as exc:
        raise UnitError(f"unknown unit {unit!r}") from exc


def quantity(value: float, unit: str) -> pint.Quantity:
    return Q_(value, parse_unit(unit))


def base_unit_name(q: pint.Quantity) -> str:
    """The JSON unit string for a quantity's dimensionality ("FLOP/s", "byte" ...)."""
    hit = _BASE_BY_DIM.get(q.dimensionality)
    if hit:
        return hit[0]
    return f"{q.to_base_units().units:~}"


def _convert(value: float, unit: str) -> tuple[float, str]:
    q = quantity(value, unit)
    hit = _BASE_BY_DIM.get(q.dimensionality)
    if hit:
        return float(q.to(hit[1]).magnitude), hit[0]
    base = q.to_base_units()
    return float(base.magnitude), f"{base.units:~}"


@lru_cache(maxsize=4096)
def base_factor(unit: str) -> tuple[float, str] | None:
    """The factor that takes ``unit`` to its base unit, and that unit's JSON name.

    Conversions of one unit always use the same factor, so it is computed once per
    unit instead of through pint for every figure (the checks convert each claim's
    unit many times). None for a unit pint converts with an offset (degC), which has
    no single factor.
    """
    zero, _ = _convert(0.0, unit)
    if zero != 0.0:
        return None
    return _convert(1.0, unit)


def to_base(value: float, unit: str) -> tuple[float, str]:
    """Convert ``value unit`` to (value, unit) in the SI base unit the JSON uses."""
    cached = base_factor(unit)
    if cached is None:
        return _convert(value, unit)
    factor, name = cached
    return value * factor, name


def same_dimension(unit_a: str, unit_b: str) -> bool:
    return parse_unit(unit_a).dimensionality == parse_unit(unit_b).dimensionality
