"""Pydantic schema of the reference spec set.

A data file (``reference/data/<vendor>/<family>.yaml``) holds a ``sources`` map and
a list of ``entries``; every value names at least one source key from that map.
``extra="forbid"`` everywhere, so a typo in a field name is a load error, not a
silently ignored value.

Three relations between entries are explicit:

- **variants as sold**: a product entry (``default_variant`` set, no values of its
  own) names the product as articles write it ("H100"); each sold variant
  (``variant_of: nvidia-h100``, ``variant_name: PCIe``) holds its own figures.
- **package and unit**: an entry made of other entries lists them with counts in
  ``contains`` (a GB200 superchip holds 2 B200-in-GB200 GPUs and 1 Grace CPU); its
  figures are for the whole, the units' figures stay in the units' entries.
- **name-only aliases**: an entry kept only so that a name is recognised carries
  ``name_only: true`` and a ``reason``; any other entry must have values.

A value may be a range (``low``/``high``) with the ``condition`` that picks a point in
it (a configurable TDP). Values are checked for what would break a check: non-finite,
negative or absurd magnitudes and units of the wrong dimension for the attribute.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass
from typing import Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    HttpUrl,
    PositiveInt,
    field_validator,
    model_validator,
)

from reference.units import UnitError, convert, parse_unit

Kind = Literal["accelerator", "cpu", "system", "cluster", "model", "fx", "die", "interconnect"]
Precision = Literal[
    "fp64", "fp64_tensor", "fp32", "tf32", "fp16", "bf16", "fp8", "fp6", "fp4", "int8", "int4"
]
Sparsity = Literal["dense", "sparse"]
Status = Literal["primary", "alternative"]

#: Attributes the checker knows. More may follow; each needs a rule below.
ATTRIBUTES = (
    "transistors",
    "dies",
    "process_nm",
    "memory",
    "memory_type",
    "memory_bandwidth",
    "tdp",
    "interconnect_bandwidth",
    "die_to_die_bandwidth",
    "throughput",
    "launch_year",
    "price",
    "parameters",
    "active_parameters",
    "training_tokens",
    "training_compute",
    "gpu_hours",
    "gpu_count",
    "node_count",
    "chip_count",
    "core_count",
    "duration",
    "fx_rate",
    "ports",
    "port_bandwidth",
)
Attribute = Literal[ATTRIBUTES]  # type: ignore[valid-type]


@dataclass(frozen=True)
class Rule:
    """What a numeric value of an attribute may be: its dimension (given as a unit of
    that dimension) and the plausible magnitude in the base unit the checker uses.
    The bounds are wide (a wafer-scale chip, a gigawatt site, a zettaflop cluster fit);
    they catch a slipped exponent or a unit of the wrong size, not an unusual product."""

    unit: str | None
    low: float
    high: float
    what: str


_COUNT = "count"
#: ``unit`` None: a text attribute, which takes no number.
RULES: dict[str, Rule] = {
    "transistors": Rule(_COUNT, 1e3, 1e14, "a count"),
    "dies": Rule(_COUNT, 1, 1e6, "a count"),
    "process_nm": Rule("nm", 0.5, 1000, "a length (nm)"),
    "memory": Rule("byte", 1e5, 1e19, "an amount of information (GB, TB, GiB)"),
    "memory_type": Rule(None, 0, 0, "text"),
    "memory_bandwidth": Rule("byte/s", 1e5, 1e19, "a data rate (GB/s, TB/s)"),
    "tdp": Rule("W", 0.1, 1e11, "a power (W, kW, MW, GW)"),
    "interconnect_bandwidth": Rule("byte/s", 1e3, 1e19, "a data rate (GB/s, Gbit/s)"),
    "die_to_die_bandwidth": Rule("byte/s", 1e3, 1e19, "a data rate (GB/s, TB/s)"),
    "port_bandwidth": Rule("byte/s", 1e3, 1e19, "a data rate (Gbit/s)"),
    "throughput": Rule("FLOP/s", 1e3, 1e24, "a rate of operations (TFLOP/s, TOP/s)"),
    "launch_year": Rule("year", 1940, 2100, "a year"),
    "price": Rule("USD", 1e-3, 1e13, "an amount of money (USD, EUR ...)"),
    "parameters": Rule(_COUNT, 1e3, 1e16, "a count"),
    "active_parameters": Rule(_COUNT, 1e3, 1e16, "a count"),
    "training_tokens": Rule(_COUNT, 1e3, 1e17, "a count"),
    "training_compute": Rule("FLOP", 1e9, 1e31, "an amount of computation (FLOP)"),
    "gpu_hours": Rule("hour", 1, 1e11, "a time (hour)"),
    "gpu_count": Rule(_COUNT, 1, 1e9, "a count"),
    "node_count": Rule(_COUNT, 1, 1e9, "a count"),
    "chip_count": Rule(_COUNT, 1, 1e9, "a count"),
    "core_count": Rule(_COUNT, 1, 1e10, "a count"),
    "ports": Rule(_COUNT, 1, 1e7, "a count"),
    "duration": Rule("day", 1e-5, 4e4, "a time (day, hour)"),
    "fx_rate": Rule("EUR/USD", 1e-6, 1e7, "units of one currency per another (KRW/USD)"),
}
_CURRENCY_DIM = re.compile(r"\[currency_[a-z]+\]")
_PERIOD_RE = re.compile(r"^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-\d{2})?|-Q[1-4]|-H[12])?$")
#: Oldest believable reading date of a source.
_FIRST_READ = dt.date(1990, 1, 1)


def _dimension_matches(attribute: str, unit: str) -> bool:
    """The unit has the dimension the attribute needs (currencies: any currency)."""
    rule = RULES[attribute]
    if rule.unit is None or attribute == "launch_year":
        return True
    got = parse_unit(unit).dimensionality
    want = parse_unit(rule.unit).dimensionality
    if attribute == "price":
        return len(got) == 1 and all(_CURRENCY_DIM.fullmatch(k) and p == 1 for k, p in got.items())
    if attribute == "fx_rate":
        return (
            len(got) == 2
            and sorted(got.values()) == [-1, 1]
            and all(_CURRENCY_DIM.fullmatch(k) for k in got)
        )
    return got == want


def check_quantity(attribute: str, number: float, unit: str | None) -> str | None:
    """Why ``number unit`` cannot be a value of ``attribute``, or None when it can."""
    rule = RULES[attribute]
    if not math.isfinite(number):
        return f"{number!r} is not a finite number"
    if number <= 0:
        return f"{number:g} is not positive; a {attribute} must be"
    if rule.unit is None:
        return f"{attribute} is {rule.what}; give it as 'text', not a number"
    if unit is None:
        return "a numeric value needs a 'unit'"
    if attribute == "launch_year" and unit != "year":
        return f"launch_year takes the unit 'year', not {unit!r}"
    size = number  # a year, or an amount of money: compared as written
    if attribute not in ("launch_year", "price", "fx_rate"):
        try:
            if not _dimension_matches(attribute, unit):
                return f"unit {unit!r} is not {rule.what}, as {attribute} needs"
            size = convert(number, unit, rule.unit)
        except UnitError as exc:
            return str(exc)
    elif attribute != "launch_year":
        try:
            if not _dimension_matches(attribute, unit):
                return f"unit {unit!r} is not {rule.what}, as {attribute} needs"
        except UnitError as exc:
            return str(exc)
    if not rule.low <= size <= rule.high:
        shown = "" if rule.unit == _COUNT else f" {rule.unit}"
        return (
            f"{number:g} {unit} is outside what a {attribute} can be "
            f"({rule.low:g} to {rule.high:g}{shown}); a slipped exponent or unit?"
        )
    return None


class Source(BaseModel):
    """Where a value was read: a vendor datasheet, paper or list."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    title: str = Field(min_length=3)
    url: HttpUrl
    read: dt.date

    @field_validator("read")
    @classmethod
    def _read_in_the_past(cls, read: dt.date) -> dt.date:
        if read > dt.date.today():
            raise ValueError(f"read on {read}, which is after today ({dt.date.today()})")
        if read < _FIRST_READ:
            raise ValueError(f"read on {read}, before {_FIRST_READ.year}: not a reading date")
        return read


class Value(BaseModel):
    """One specification value with its qualifiers and sources."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    attribute: Attribute
    #: strict: "80" (a string) or true (a boolean) is a slip, not a number
    value: float | None = Field(default=None, strict=True)
    low: float | None = Field(default=None, strict=True)
    high: float | None = Field(default=None, strict=True)
    #: What picks a point in a range, or under which setting a figure holds
    #: ("configurable by the system builder", "at GB200 clocks").
    condition: str | None = None
    text: str | None = None
    unit: str | None = None
    precision: Precision | None = None
    sparsity: Sparsity | None = None
    variant: str | None = None
    period: str | None = None
    status: Status = "primary"
    note: str | None = None
    sources: list[str] = Field(min_length=1)

    @field_validator("period")
    @classmethod
    def _period_is_a_date(cls, period: str | None) -> str | None:
        if period is None:
            return None
        if not _PERIOD_RE.match(period):
            raise ValueError(f"period {period!r} is not YYYY, YYYY-MM, YYYY-Qn or YYYY-Hn")
        if len(period) == 10:
            try:
                dt.date.fromisoformat(period)
            except ValueError as exc:
                raise ValueError(f"period {period!r} is an impossible date") from exc
        if not 1940 <= int(period[:4]) <= dt.date.today().year + 10:
            raise ValueError(f"period {period!r} is not a plausible year")
        return period

    @model_validator(mode="after")
    def _has_a_value(self) -> Value:
        has_number = self.value is not None or (self.low is not None and self.high is not None)
        if not has_number and self.text is None:
            raise ValueError("a value needs 'value', or 'low' and 'high', or 'text'")
        if (self.low is None) != (self.high is None):
            raise ValueError("a range needs both 'low' and 'high'")
        if has_number and self.unit is None:
            raise ValueError("a numeric value needs a 'unit'")
        for name in ("value", "low", "high"):
            number = getattr(self, name)
            if number is not None:
                problem = check_quantity(self.attribute, number, self.unit)
                if problem:
                    raise ValueError(f"{name}: {problem}")
        if self.low is not None and self.high is not None:
            if self.low > self.high:
                raise ValueError("'low' is greater than 'high'")
            if self.value is not None and not self.low <= self.value <= self.high:
                raise ValueError("'value' lies outside 'low'..'high'")
        if self.attribute == "throughput" and has_number and self.precision is None:
            raise ValueError("a throughput value needs a 'precision'")
        return self

    @property
    def number(self) -> float | None:
        """The point value, or the middle of a range."""
        if self.value is not None:
            return self.value
        if self.low is not None and self.high is not None:
            return (self.low + self.high) / 2
        return None

    @property
    def is_range(self) -> bool:
        return self.low is not None and self.high is not None and self.low != self.high


class Part(BaseModel):
    """One kind of unit inside a package: its entry id and how many."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    count: PositiveInt
    note: str | None = None


class Entry(BaseModel):
    """A product, sold variant, package, system, model or exchange-rate series."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    name: str
    kind: Kind
    vendor: str | None = None
    family: str | None = None
    aliases: list[str] = Field(default_factory=list)
    #: Ids of component entries, the GPU (what ``gpu_count`` counts) first. Given by hand
    #: in older files; derived from ``contains`` when that is set.
    parts: list[str] = Field(default_factory=list, description="ids of component entries")
    #: The units this entry is made of, with counts; its own values are for the whole.
    contains: list[Part] = Field(default_factory=list)
    #: The product entry this is a sold variant of, and the variant's name as sold.
    variant_of: str | None = Field(default=None, pattern=r"^[a-z0-9][a-z0-9._-]*$")
    variant_name: str | None = None
    #: On a product entry: the variant a bare product name means (the one articles
    #: quote when they name no variant); the product's aliases resolve to it.
    default_variant: str | None = Field(default=None, pattern=r"^[a-z0-9][a-z0-9._-]*$")
    #: An entry kept only so a name is recognised; ``reason`` says why it has no values.
    name_only: bool = False
    reason: str | None = None
    note: str | None = None
    values: list[Value] = Field(default_factory=list)

    @field_validator("aliases")
    @classmethod
    def _no_blank_alias(cls, aliases: list[str]) -> list[str]:
        if any(not a.strip() for a in aliases):
            raise ValueError("an alias is blank")
        return aliases

    @model_validator(mode="after")
    def _relations_make_sense(self) -> Entry:
        if self.is_product:
            if self.values:
                raise ValueError(
                    "a product entry (default_variant) has no values: they belong to its variants"
                )
            if self.variant_of:
                raise ValueError("a product entry cannot itself be a variant")
        elif self.name_only:
            if not (self.reason and self.reason.strip()):
                raise ValueError("a name_only entry needs a 'reason'")
            if self.values:
                raise ValueError("a name_only entry has no values")
        elif not self.values:
            raise ValueError(
                "an entry without values: add sourced values, or mark it "
                "'name_only: true' with a 'reason'"
            )
        if self.variant_of and not self.variant_name:
            raise ValueError("a variant needs a 'variant_name' (how it is sold)")
        if self.variant_name and not self.variant_of:
            raise ValueError("'variant_name' without 'variant_of'")
        if self.contains and self.parts:
            raise ValueError("give either 'contains' (with counts) or 'parts', not both")
        ids = [p.id for p in self.contains]
        if len(set(ids)) != len(ids):
            raise ValueError("'contains' lists a unit twice")
        if self.id in ids or self.id in self.parts:
            raise ValueError("an entry cannot contain itself")
        return self

    @property
    def is_product(self) -> bool:
        """A product as articles name it, whose figures are in its sold variants."""
        return self.default_variant is not None


class DataFile(BaseModel):
    """The content of one YAML file."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    sources: dict[str, Source] = Field(default_factory=dict)
    entries: list[Entry] = Field(default_factory=list)

    @model_validator(mode="after")
    def _sources_resolve(self) -> DataFile:
        for entry in self.entries:
            for i, value in enumerate(entry.values):
                for key in value.sources:
                    if key not in self.sources:
                        raise ValueError(
                            f"{entry.id}.values[{i}]: source '{key}' is not in this file's sources"
                        )
        return self
