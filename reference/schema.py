"""Pydantic schema of the reference spec set.

A data file (``reference/data/<vendor>/<family>.yaml``) holds a ``sources`` map and
a list of ``entries``; every value names at least one source key from that map.
``extra="forbid"`` everywhere, so a typo in a field name is a load error, not a
silently ignored value.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, HttpUrl, field_validator, model_validator

Kind = Literal["accelerator", "system", "cluster", "model", "fx", "die", "interconnect"]
Precision = Literal[
    "fp64", "fp64_tensor", "fp32", "tf32", "fp16", "bf16", "fp8", "fp6", "fp4", "int8", "int4"
]
Sparsity = Literal["dense", "sparse"]
Status = Literal["primary", "alternative"]

#: Attributes the checker knows. More may follow; each needs a unit family in units.py.
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


class Source(BaseModel):
    """Where a value was read: a vendor datasheet, paper or list."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    title: str = Field(min_length=3)
    url: HttpUrl
    read: dt.date


class Value(BaseModel):
    """One specification value with its qualifiers and sources."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    attribute: Attribute
    value: float | None = None
    low: float | None = None
    high: float | None = None
    text: str | None = None
    unit: str | None = None
    precision: Precision | None = None
    sparsity: Sparsity | None = None
    variant: str | None = None
    period: str | None = None
    status: Status = "primary"
    note: str | None = None
    sources: list[str] = Field(min_length=1)

    @model_validator(mode="after")
    def _has_a_value(self) -> Value:
        has_number = self.value is not None or (self.low is not None and self.high is not None)
        if not has_number and self.text is None:
            raise ValueError("a value needs 'value', or 'low' and 'high', or 'text'")
        if has_number and self.unit is None:
            raise ValueError("a numeric value needs a 'unit'")
        if self.low is not None and self.high is not None and self.low > self.high:
            raise ValueError("'low' is greater than 'high'")
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


class Entry(BaseModel):
    """A product, system, model or exchange-rate series."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    name: str
    kind: Kind
    vendor: str | None = None
    family: str | None = None
    aliases: list[str] = Field(default_factory=list)
    parts: list[str] = Field(default_factory=list, description="ids of component entries")
    note: str | None = None
    values: list[Value] = Field(default_factory=list)

    @field_validator("aliases")
    @classmethod
    def _no_blank_alias(cls, aliases: list[str]) -> list[str]:
        if any(not a.strip() for a in aliases):
            raise ValueError("an alias is blank")
        return aliases


class DataFile(BaseModel):
    """The content of one YAML file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

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
