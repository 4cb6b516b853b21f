"""The one pint registry of the application, and a table of what it says per unit.

Every quantity in specheck is made with ``Q_`` from here; quantities from two
registries cannot be combined (pint docs, "pint in your projects"). This is the only
module ``claims/`` may import from ``reference/``.

pint's default definitions make ``bit`` dimensionless, which would let "80 GB" compare
equal to "80 billion transistors". The registry is therefore built from pint's own
``default_en.txt`` with ``bit`` given an ``[information]`` dimension, plus
``units.txt`` (FLOP and currencies).

Importing pint and building the registry takes half a second, more than checking an
article. The checks only ever need three facts per unit string: its factor to the base
unit, that unit's JSON name, and its dimension. Those are kept in a table
(:class:`UnitInfo` per unit) that the composition root may store and hand back at the
next start (:func:`known_units`, :func:`add_known_units`); pint is imported and the
registry built only for a unit the table does not hold yet.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import metadata, resources
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pint

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


class UnitError(ValueError):
    """A unit string that the registry cannot read."""


@dataclass(frozen=True, slots=True)
class Dimension:
    """A unit's dimension as (base dimension, exponent) pairs: hashable, comparable,
    and multiplied or divided like pint's, without pint."""

    exponents: tuple[tuple[str, float], ...] = ()

    @classmethod
    def of(cls, pairs: dict[str, float] | Any) -> Dimension:
        return cls(tuple(sorted((str(k), float(v)) for k, v in dict(pairs).items() if v)))

    def _combine(self, other: Dimension, sign: float) -> Dimension:
        merged = dict(self.exponents)
        for name, power in other.exponents:
            merged[name] = merged.get(name, 0.0) + sign * power
        return Dimension.of(merged)

    def __mul__(self, other: Dimension) -> Dimension:
        return self._combine(other, 1.0)

    def __truediv__(self, other: Dimension) -> Dimension:
        return self._combine(other, -1.0)


@dataclass(frozen=True, slots=True)
class UnitInfo:
    """What the checks need of one unit string. ``factor`` is None for a unit pint
    converts with an offset (degC), which has no single factor."""

    factor: float | None
    base: str
    dimension: Dimension


def _build_registry() -> pint.UnitRegistry:
    import pint

    pint_dir = resources.files("pint")
    default = (pint_dir / "default_en.txt").read_text(encoding="utf-8")
    constants = (pint_dir / "constants_en.txt").read_text(encoding="utf-8")
    default = default.replace("\nbit = []", "\nbit = [information]")
    default = default.replace("@import constants_en.txt", constants)
    registry = pint.UnitRegistry(None, autoconvert_offset_to_baseunit=True)
    registry.load_definitions(default.splitlines())
    registry.load_definitions(_our_definitions().splitlines())
    return registry


def _our_definitions() -> str:
    return (resources.files("reference") / "units.txt").read_text(encoding="utf-8")


@cache
def registry() -> pint.UnitRegistry:
    """The registry, built at first use (see the module's docstring)."""
    return _build_registry()


def __getattr__(name: str) -> Any:
    # ``ureg`` and ``Q_`` stay importable by name without building the registry at import
    if name == "ureg":
        return registry()
    if name == "Q_":
        return registry().Quantity
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def table_key() -> str:
    """A hash of everything a stored unit table depends on: pint's version and
    specheck's own definitions. A table stored under another key is stale."""
    digest = hashlib.sha256()
    digest.update(metadata.version("pint").encode() + b"\0")
    digest.update(_our_definitions().encode())
    return digest.hexdigest()[:32]


@cache
def _base_by_dimension() -> dict[Any, tuple[str, str]]:
    ureg = registry()
    return {ureg.Unit(u).dimensionality: (name, u) for name, u in _BASE}


@lru_cache(maxsize=1024)
def parse_unit(unit: str) -> pint.Unit:
    """Parse a canonical unit string (``"PFLOP/s"``, ``"GB"``, ``"JPY/USD"``) with pint."""
    import pint

    ureg = registry()
    if unit in ("count", "", "1"):
        return ureg.dimensionless
    try:
        return ureg.Unit(unit)
    except (pint.errors.PintError, AttributeError, TypeError, ValueError) as exc:
        raise UnitError(f"unknown unit {unit!r}") from exc


def quantity(value: float, unit: str) -> pint.Quantity:
    return registry().Quantity(value, parse_unit(unit))


def _convert(value: float, unit: str) -> tuple[float, str]:
    q = quantity(value, unit)
    hit = _base_by_dimension().get(q.dimensionality)
    if hit:
        return float(q.to(hit[1]).magnitude), hit[0]
    base = q.to_base_units()
    return float(base.magnitude), f"{base.units:~}"


#: The table: unit string -> UnitInfo, filled from a stored table and from pint.
_TABLE: dict[str, UnitInfo] = {}
#: Units added from pint in this process (what a stored table lacks).
_LEARNT: set[str] = set()


def info(unit: str) -> UnitInfo:
    """The table's entry for ``unit``, asking pint the first time; raises UnitError."""
    hit = _TABLE.get(unit)
    if hit is not None:
        return hit
    dimension = Dimension.of(parse_unit(unit).dimensionality)
    zero, name = _convert(0.0, unit)
    factor = None if zero != 0.0 else _convert(1.0, unit)[0]
    entry = UnitInfo(factor, name, dimension)
    _TABLE[unit] = entry
    _LEARNT.add(unit)
    return entry


def dimension(unit: str) -> Dimension:
    """The dimension of a unit string (``""`` and ``"count"`` are dimensionless)."""
    return info(unit or "count").dimension


def to_base(value: float, unit: str) -> tuple[float, str]:
    """Convert ``value unit`` to (value, unit) in the SI base unit the JSON uses."""
    entry = info(unit)
    if entry.factor is None:
        return _convert(value, unit)
    return value * entry.factor, entry.base


def convert(value: float, unit: str, target: str) -> float:
    """``value unit`` in ``target`` (same dimension, no offset); raises UnitError."""
    source, goal = info(unit), info(target)
    if source.dimension != goal.dimension:
        raise UnitError(f"cannot convert {unit!r} to {target!r}")
    if source.factor is None or goal.factor is None:
        return float(quantity(value, unit).to(parse_unit(target)).magnitude)
    return value * source.factor / goal.factor


def learnt_count() -> int:
    """How many units this process asked pint for."""
    return len(_LEARNT)


def known_units(*, learnt_only: bool = False) -> dict[str, list[Any]]:
    """The table as plain data, for storing (all of it, or what pint added here)."""
    names = _LEARNT if learnt_only else _TABLE.keys()
    return {
        u: [_TABLE[u].factor, _TABLE[u].base, [list(p) for p in _TABLE[u].dimension.exponents]]
        for u in sorted(names)
    }


def add_known_units(stored: dict[str, list[Any]]) -> None:
    """Take entries from a stored table (made by :func:`known_units` under the same
    :func:`table_key`); malformed entries are skipped and asked of pint when needed."""
    for unit, row in stored.items():
        try:
            factor, base, pairs = row
            entry = UnitInfo(
                None if factor is None else float(factor),
                str(base),
                Dimension(tuple((str(n), float(p)) for n, p in pairs)),
            )
        except (TypeError, ValueError):
            continue
        _TABLE.setdefault(str(unit), entry)
