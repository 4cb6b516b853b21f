"""Editorial baselines: decisions an editor took on findings, kept between runs.

A baseline file (``specheck/baseline-v1``) lists findings by document, quote and check
id, never by offset, so a decision survives edits that move the text. A document is
named by its path relative to the batch root (``sub/article.txt``: two articles called
``article.txt`` in different folders keep their own decisions) and carries its content
fingerprint (sha256), so a document moved unchanged keeps its decisions too. The HTML
report's "Export baseline" button writes the same format.
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

    #: the document's path relative to the batch root (older baselines: its basename)
    document: str = Field(min_length=1)
    quote: str = Field(min_length=1)
    check: str = Field(min_length=1)
    decision: Decision
    note: str | None = None
    #: the document's sha256 when the entry was made: matches it under any path
    sha256: str | None = None


class Baseline(BaseModel):
    """The baseline file. Entry order is kept, so a written file diffs cleanly."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    schema_: Literal["specheck/baseline-v1"] = Field(default=BASELINE_SCHEMA, alias="schema")
    entries: list[BaselineEntry] = Field(default_factory=list)

    def to_json_dict(self) -> dict:
        data = self.model_dump(by_alias=True)
        for entry in data["entries"]:
            for optional in ("note", "sha256"):
                if entry[optional] is None:
                    del entry[optional]
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


def apply_baseline(
    report: DocumentReport, baseline: Baseline, document: str | None = None
) -> tuple[DocumentReport, int]:
    """Drop error/warning findings the baseline marks as false alarms; return the count.

    ``document`` is the report's path relative to the batch root (the batch passes it;
    without it the source's basename stands in). An entry applies to the document of
    that path, or to any document whose sha256 it records. Within the document,
    matching is by whitespace-normalised quote and check id, so the decision still
    applies after the text around the claim moved.
    """
    name = document or document_name(report.source)
    false_alarms = {
        (_norm_quote(e.quote), e.check)
        for e in baseline.entries
        if e.decision == "false_alarm"
        and (e.document == name or (e.sha256 is not None and e.sha256 == report.sha256))
    }
    if not false_alarms:
        return report, 0
    kept = [
        f
        for f in report.findings
        if f.verdict not in REVIEWED_VERDICTS or (_norm_quote(f.quote), f.check) not in false_alarms
    ]
    suppressed = len(report.findings) - len(kept)
    return report.model_copy(update={"findings": kept}), suppressed


def baseline_from_reports(
    reports: Iterable[DocumentReport | tuple[str, DocumentReport]],
) -> Baseline:
    """All current errors and warnings as ``confirmed`` entries (``specheck baseline create``).

    Items are reports, or (path relative to the batch root, report) pairs from a run's
    manifest; a bare report is named by its basename. Editors then flip entries to
    ``false_alarm``; duplicates (same document, quote and check) collapse into one entry
    because matching could not tell them apart anyway.
    """
    entries: list[BaselineEntry] = []
    seen: set[tuple[str, str, str]] = set()
    for item in reports:
        name, report = item if isinstance(item, tuple) else (document_name(item.source), item)
        for finding in sorted(report.findings, key=lambda f: f.sort_key()):
            if finding.verdict not in REVIEWED_VERDICTS:
                continue
            key = _key(name, finding.quote, finding.check)
            if key in seen:
                continue
            seen.add(key)
            entries.append(
                BaselineEntry(
                    document=name,
                    quote=finding.quote,
                    check=finding.check,
                    decision="confirmed",
                    sha256=report.sha256 or None,
                )
            )
    return Baseline(entries=entries)
