"""Reference values as the solver uses them: in SI base units, with qualifiers and sources.

Knows nothing of text. A value matches a figure's qualifiers when its precision is in
the figure's precision family, its sparsity agrees with what the figure says, and its
measurement (HPL Rmax, Rpeak) is the one the figure names.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Any, TypeVar

from pipeline.models import SourceRef
from reference import ReferenceSet
from reference.loader import ResolvedValue
from reference.units import UnitError, to_base

#: Precisions a figure named with one may be compared with (vendors name them loosely).
FAMILY: dict[str, tuple[str, ...]] = {
    "fp64": ("fp64", "fp64_tensor"),
    "fp16": ("fp16", "bf16"),
    "bf16": ("bf16", "fp16"),
    "fp8": ("fp8", "int8"),
    "int8": ("int8", "fp8"),
}


@dataclass(frozen=True)
class RefFigure:
    """One reference value in SI base units."""

    entry_id: str
    name: str
    kind: str
    attribute: str
    value: float
    low: float
    high: float
    unit: str
    precision: str | None
    sparsity: str | None
    variant: str | None
    status: str
    period: str | None
    #: relative rounding of the value as the vendor wrote it ("1.4 TB" for 1.44: 3.6 %)
    written_rel: float
    sources: tuple[SourceRef, ...]
    #: written with a binary prefix ("192 GiB"), which articles write as "192 GB"
    binary: bool = False

    @cached_property
    def label(self) -> str:
        bits = [self.precision.upper() if self.precision else "", self.sparsity or ""]
        bits.append(self.variant or "")
        return " ".join(b for b in bits if b)

    def scaled(self, factor: float) -> RefFigure:
        return replace(
            self, value=self.value * factor, low=self.low * factor, high=self.high * factor
        )


def _written_rel(v: float) -> float:
    """Half the last written digit of a value with decimals, relative; 0.5 % otherwise."""
    if v == int(v) or v <= 0:
        return 0.005
    text = repr(v)
    decimals = len(text.split(".")[1]) if "." in text and "e" not in text else 0
    return max(0.005, 0.5 * 10.0**-decimals / v) if decimals else 0.005


def _sources(rv: ResolvedValue) -> tuple[SourceRef, ...]:
    seen: dict[str, SourceRef] = {}
    for s in rv.sources:
        seen.setdefault(str(s.url), SourceRef(title=s.title, url=str(s.url)))
    return tuple(seen.values())


T = TypeVar("T")

#: A package of at most this many accelerators (a superchip) is often named for one.
SMALL_PACKAGE = 4


class RefValues:
    """Cached lookups into one reference set. They depend on the set alone, so one
    ``RefValues`` serves every document a run checks against it."""

    def __init__(self, reference: ReferenceSet):
        self.reference = reference
        self._cache: dict[tuple[str, str], tuple] = {}
        self._kept: dict[Hashable, Any] = {}

    def kept(self, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``, worked out once per run for ``key``: only for what depends on
        the reference alone (and on ``key``), never on a document. The result is shared
        by every document, so it must not be changed by whoever receives it."""
        if key in self._kept:
            return self._kept[key]
        found = self._kept[key] = compute()
        return found

    def name(self, entry_id: str) -> str:
        entry = self.reference.get(entry_id)
        return entry.name if entry else entry_id

    def kind(self, entry_id: str | None) -> str | None:
        entry = self.reference.get(entry_id) if entry_id else None
        return entry.kind if entry else None

    def family(self, entry_id: str | None) -> str | None:
        entry = self.reference.get(entry_id) if entry_id else None
        return entry.family if entry else None

    def product(self, entry_id: str | None) -> str | None:
        """The product an entry is a sold variant of, else the entry itself."""
        if entry_id is None:
            return None
        product = self.reference.product_of(entry_id)
        return product.id if product is not None else entry_id

    def same_product(self, a: str | None, b: str | None) -> bool:
        return a is not None and b is not None and self.product(a) == self.product(b)

    def unit_of_small_package(self, entry_id: str | None) -> str | None:
        """The accelerator a package of at most SMALL_PACKAGE of them is built from (a
        GB200 superchip's B200), which its name often stands for; else None."""
        if entry_id is None or self.kind(entry_id) not in ("system", "cluster"):
            return None
        for part in self.parts(entry_id):
            if self.kind(part) == "accelerator":
                n = self.reference.count_of(entry_id, part)
                return part if n and n <= SMALL_PACKAGE else None
        return None

    def package_sizes(self, entry_id: str | None) -> frozenset[int]:
        """How many of this unit the packages that hold it hold (8 for an HGX H100)."""
        if entry_id is None:
            return frozenset()
        key = (entry_id, "#packages")
        found = self._cache.get(key)
        if found is None:
            product = self.product(entry_id) or entry_id
            units = {entry_id, product, *(e.id for e in self.reference.siblings(entry_id))}
            found = tuple(n for unit in units for _, n in self.reference.packages_of(unit))
            self._cache[key] = found
        return frozenset(found)

    def parts(self, entry_id: str) -> tuple[str, ...]:
        entry = self.reference.get(entry_id)
        return tuple(entry.parts) if entry else ()

    def has(self, entry_id: str | None, attribute: str | None) -> bool:
        return bool(entry_id and attribute and self.values(entry_id, attribute))

    def values(self, entry_id: str, attribute: str) -> tuple[RefFigure, ...]:
        key = (entry_id, attribute)
        found = self._cache.get(key)
        if found is None:
            found = tuple(
                f
                for rv in self.reference.values_of(entry_id, attribute)
                if (f := _ref_figure(rv, self.name(entry_id), self.kind(entry_id) or ""))
            )
            self._cache[key] = found
        return found

    def matching(
        self,
        entry_id: str,
        attribute: str,
        precision: tuple[str, ...] = (),
        measure: str | None = None,
    ) -> tuple[RefFigure, ...]:
        """Values of the attribute at one of the figure's precisions (its family when one
        precision is named), of the measurement it names when the reference keeps both."""
        values = self.values(entry_id, attribute)
        if attribute == "throughput" and measure in ("rmax", "rpeak"):
            named = [v for v in values if measure in (v.variant or "").lower()]
            if named or any(
                m in (v.variant or "").lower() for v in values for m in ("rmax", "rpeak")
            ):
                values = tuple(named)
        if attribute == "throughput" and precision:
            wanted: set[str] = set()
            for p in precision:
                family = FAMILY.get(p, (p,))
                wanted.update(family if len(precision) == 1 else family[:1])
            precisions = {v.precision for v in values}
            if self.kind(entry_id) in ("system", "cluster") and len(precisions) == 1:
                return values  # a TOP500 figure is FP64 whatever the text's format word
            values = tuple(v for v in values if v.precision in wanted)
        return values


@lru_cache(maxsize=4096)
def _factor(unit: str) -> tuple[float, str] | None:
    try:
        return to_base(1.0, unit)
    except (UnitError, OverflowError):
        return None


def _ref_figure(rv: ResolvedValue, name: str, kind: str) -> RefFigure | None:
    v = rv.value
    number = v.number
    if v.unit is None or number is None:
        return None
    base = _factor(v.unit)
    if base is None:
        return None
    factor, unit = base
    low = (v.low if v.low is not None else number) * factor
    high = (v.high if v.high is not None else number) * factor
    value = number * factor
    if not all(math.isfinite(x) for x in (low, high, value)):
        return None
    return RefFigure(
        rv.entry_id,
        name,
        kind,
        v.attribute,
        value,
        low,
        high,
        unit,
        v.precision,
        v.sparsity,
        v.variant,
        v.status,
        v.period,
        _written_rel(number),
        _sources(rv),
        binary=v.unit.endswith("iB"),
    )
