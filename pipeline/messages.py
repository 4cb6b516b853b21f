"""Structured finding messages: a message key plus named, typed parameters.

Checks describe *what* they found (``reference.mismatch`` with the product, the
attribute, the expected and claimed quantities and the slip); ``reports.i18n`` turns
that into a sentence in the report's language, with that language's number formats
and the units the article uses. Nothing here is text for a reader.

A parameter is a plain JSON value (a string is inserted as it is, e.g. a quote from
the document; a number is formatted as a number) or one of the tagged objects below.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Param(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class QuantityParam(_Param):
    """A number with a canonical unit (``FLOP/s``, ``byte``, ``W``, ``USD``, ``count``)."""

    kind: Literal["quantity"] = "quantity"
    value: float
    unit: str = ""
    low: float | None = None
    high: float | None = None
    #: Shown with the display an attribute asks for (GPU-hours stored in seconds).
    attribute: str | None = None


class ProductParam(_Param):
    """A reference entry, shown by its ``name``; ``id`` is looked up when name is missing."""

    kind: Literal["product"] = "product"
    id: str
    name: str | None = None


class LabelParam(_Param):
    """A word from the catalogue: an attribute, precision, sparsity, check or verdict."""

    kind: Literal["attribute", "precision", "sparsity", "check", "verdict"]
    id: str


class SlipParam(_Param):
    """How far off a claimed number is: ``factor`` times too small or too large."""

    kind: Literal["slip"] = "slip"
    factor: float
    direction: Literal["too_small", "too_large"]


class FactorParam(_Param):
    """A ratio, shown as "5x" or "5-fach"."""

    kind: Literal["factor"] = "factor"
    value: float


Param = (
    Annotated[
        QuantityParam | ProductParam | LabelParam | SlipParam | FactorParam,
        Field(discriminator="kind"),
    ]
    | str
    | int
    | float
)


class Message(BaseModel):
    """A message key with its parameters; ``steps`` is the computation trail, if any."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str = Field(min_length=1)
    params: dict[str, Param] = Field(default_factory=dict)
    steps: list[Message] = Field(default_factory=list)
