"""Editorial baselines: decisions an editor took on findings, kept between runs.

A baseline file (``specheck/baseline-v1``) lists findings by document basename, quote
and check id, never by offset, so a decision survives edits that move the text. The
HTML report's "Export baseline" button writes the same format.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from pipeline.models import DocumentReport

BASELINE_SCHEMA = "specheck/baseline-v1"
Decision = Literal["false_alarm", "confirmed"]
#: Verdicts an editor reviews; only these are ever suppressed.
REVIEWED_VERDICTS = ("error", "warning")


class BaselineError(ValueError):
    """A baseline file that cannot be read or does not match the schema."""


class BaselineEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    document: str = Field(min_length=1)
    quote: str = Field(min_length=1)
    check: str = Field(min_length=1)
    decision: Decision
    note: str | None = None


class Baseline(BaseModel):
    """The baseline file. Entry order is kept, so a written file diffs cleanly."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    schema_: Literal["specheck/baseline-v1"] = Field(default=BASELINE_SCHEMA, alias="schema")
    entries: list[BaselineEntry] = Field(default_factory=list)

    def to_json_dict(self) -> dict:
        data = self.model_dump(by_alias=True)
        for entry in data["entries"]:
            if entry["note"] is None:
                del entry["note"]
        return data


def document_name(source: str) -> str:
    """Basename of a source path, for either separator, as baselines key documents by it."""
    return re.split(r"[\\/]", source.rstrip("/\\"))[-1]


def _norm_quote(quote: str) -> str:
    # A re-wrapped paragraph changes line breaks inside a quote, not the claim.
    return " ".join(unicodedata.normalize("NFC", quote).split())


def _key(document: str, quote: str, check: str) -> tuple[str, str, str]:
    return (document, _norm_quote(quote), check)


def load_baseline(path: str | Path) -> Baseline:
    """Read and validate a baseline file; every failure is one ``BaselineError`` line."""
    path = Path(path)
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise BaselineError(f"{path}: cannot read baseline: {reason}") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise BaselineError(
            f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}"
        ) from exc
    if not isinstance(data, dict):
        raise BaselineError(f"{path}: expected a JSON object with 'schema' and 'entries'")
    if data.get("schema") != BASELINE_SCHEMA:
        raise BaselineError(
            f"{path}: schema must be {BASELINE_SCHEMA!r}, got {data.get('schema')!r}"
        )
    try:
        return Baseline.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0]
        where = ".".join(str(part) for part in first["loc"]) or "(root)"
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise BaselineError(f"{path}: {where}: {first['msg']}{more}") from exc


def apply_baseline(report: DocumentReport, baseline: Baseline) -> tuple[DocumentReport, int]:
    """Drop error/warning findings the baseline marks as false alarms; return the count.

    Matching is by document basename, whitespace-normalised quote and check id, so
    the decision still applies after the text around the claim moved.
    """
    name = document_name(report.source)
    false_alarms = {
        _key(e.document, e.quote, e.check) for e in baseline.entries if e.decision == "false_alarm"
    }
    if not false_alarms:
        return report, 0
    kept = [
        f
        for f in report.findings
        if f.verdict not in REVIEWED_VERDICTS or _key(name, f.quote, f.check) not in false_alarms
    ]
    suppressed = len(report.findings) - len(kept)
    return report.model_copy(update={"findings": kept}), suppressed


def baseline_from_reports(reports: Iterable[DocumentReport]) -> Baseline:
    """All current errors and warnings as ``confirmed`` entries (``specheck baseline create``).

    Editors then flip entries to ``false_alarm``; duplicates (same document, quote and
    check) collapse into one entry because matching could not tell them apart anyway.
    """
    entries: list[BaselineEntry] = []
    seen: set[tuple[str, str, str]] = set()
    for report in reports:
        name = document_name(report.source)
        for finding in sorted(report.findings, key=lambda f: f.sort_key()):
            if finding.verdict not in REVIEWED_VERDICTS:
                continue
            key = _key(name, finding.quote, finding.check)
            if key in seen:
                continue
            seen.add(key)
            entries.append(
                BaselineEntry(
                    document=name, quote=finding.quote, check=finding.check, decision="confirmed"
                )
            )
    return Baseline(entries=entries)
