"""Pydantic models at the pipeline's boundary: findings and reports.

These are what ``reports/`` renders and what the JSON contract
(``specheck/report-v1``, see the README) serialises. Field order is the JSON order.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from pipeline.messages import Message

Verdict = Literal["error", "warning", "ok", "unverified"]
VERDICTS: tuple[Verdict, ...] = ("error", "warning", "ok", "unverified")
SEVERITY: dict[str, int] = {"error": 3, "warning": 2, "ok": 1, "unverified": 0}
SCHEMA = "specheck/report-v1"


class Claimed(BaseModel):
    """What the text says, in SI base units (FLOP/s, byte, W, USD, count ...)."""

    model_config = ConfigDict(extra="forbid")

    value: float | None = None
    low: float | None = None
    high: float | None = None
    unit: str = ""
    text: str


class Expected(BaseModel):
    """What the checker computed, with the accepted range."""

    model_config = ConfigDict(extra="forbid")

    value: float
    low: float
    high: float
    unit: str = ""


class SourceRef(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    title: str
    url: str


class Finding(BaseModel):
    """One extracted claim and its verdict. Every claim yields exactly one finding."""

    model_config = ConfigDict(extra="forbid")

    id: str = ""
    start: int
    end: int
    quote: str
    verdict: Verdict
    check: str
    claimed: Claimed
    expected: Expected | None = None
    explanation: str = ""
    trail: list[str] = Field(default_factory=list)
    sources: list[SourceRef] = Field(default_factory=list)
    subject: str | None = None
    attribute: str | None = None
    #: The explanation and trail as a message key with parameters (``pipeline.messages``),
    #: rendered in the report's language; ``explanation``/``trail`` hold one rendering.
    message: Message | None = None

    def sort_key(self) -> tuple[int, int, str]:
        return (self.start, self.end, self.check)


class DocumentReport(BaseModel):
    """The per-document JSON file (``NAME.json``)."""

    model_config = ConfigDict(extra="forbid")

    schema_: str = Field(default=SCHEMA, alias="schema")
    source: str
    sha256: str
    language: str
    language_note: str | None = None
    text: str | None = None
    specheck_version: str = ""
    reference_version: str = ""
    findings: list[Finding] = Field(default_factory=list)

    def counts(self) -> dict[str, int]:
        counts = dict.fromkeys(VERDICTS, 0)
        for finding in self.findings:
            counts[finding.verdict] += 1
        return counts

    def to_json_dict(self) -> dict:
        data = self.model_dump(by_alias=True, exclude_none=False)
        if self.text is None:
            data.pop("text")
        if self.language_note is None:
            data.pop("language_note")
        for finding in data["findings"]:
            for key in ("subject", "attribute", "expected", "message"):
                if finding.get(key) is None and key != "expected":
                    finding.pop(key, None)
        return data


class DocumentFailure(BaseModel):
    """A document that could not be checked, and why."""

    model_config = ConfigDict(extra="forbid")

    source: str
    error: str


class BatchSummary(BaseModel):
    """``summary.json``: one row per document plus failures and totals."""

    model_config = ConfigDict(extra="forbid")

    schema_: str = Field(default="specheck/summary-v1", alias="schema")
    specheck_version: str = ""
    reference_version: str = ""
    documents: list[dict] = Field(default_factory=list)
    failures: list[DocumentFailure] = Field(default_factory=list)
    totals: dict[str, int] = Field(default_factory=dict)
    #: The batch files written besides the per-document reports (index, sarif, markdown).
    outputs: dict[str, str] = Field(default_factory=dict)
    #: the run was stopped (SIGINT/SIGTERM): ``not_checked`` lists what it did not reach
    interrupted: bool = False
    not_checked: list[str] = Field(default_factory=list)
