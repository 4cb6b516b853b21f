"""Editorial baselines: decisions an editor took on findings, kept between runs.

A baseline file (``specheck/baseline-v1``) lists findings by document path, quote,
check id and the words around the quote, never by offset, so a decision survives
edits elsewhere in the document. An entry also records the document's content
fingerprint (sha256), so a document moved or renamed unchanged keeps its decisions.
The HTML report's "Export baseline" button writes the same format; ``specheck
baseline create`` writes every error and warning as ``open`` for an editor to decide.

Decisions: ``false_alarm`` suppresses the finding (counted in the reports),
``confirmed`` keeps it (a confirmed error still fails CI), ``open`` is not decided.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from pipeline.models import DocumentReport, Finding

BASELINE_SCHEMA = "specheck/baseline-v1"
Decision = Literal["open", "false_alarm", "confirmed"]
#: Characters of document text kept on each side of a quote as its context.
CONTEXT_CHARS = 32
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
    #: The words around the quote ("… liefern bis zu [4 Exaflops] (EFLOPS) …"), which
    #: tell apart two findings with the same quote; optional.
    context: str | None = None
    note: str | None = None
    #: The document's sha256 when the entry was made: the entry applies to a document
    #: with this content under any path; optional.
    sha256: str | None = None


class Baseline(BaseModel):
    """The baseline file. Entry order is kept, so a written file diffs cleanly."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    schema_: Literal["specheck/baseline-v1"] = Field(default=BASELINE_SCHEMA, alias="schema")
    entries: list[BaselineEntry] = Field(default_factory=list)

    def to_json_dict(self) -> dict:
        data = self.model_dump(by_alias=True)
        for entry in data["entries"]:
            for key in ("context", "note", "sha256"):
                if entry[key] is None:
                    del entry[key]
        return data


def document_name(source: str) -> str:
    """Basename of a source path, for either separator."""
    return source.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]


def document_key(source: str) -> str:
    """A source path as baselines key it: forward slashes, no leading ``./``."""
    path = source.replace("\\", "/")
    while path.startswith("./"):
        path = path[2:]
    return path


def same_document(entry_document: str, source: str) -> bool:
    """An entry applies to a source with the same path, or one that ends with it at a
    folder boundary ("docs/a.md" for "site/docs/a.md"), so a baseline written in a
    sub-folder run or by an older version (basename only) still applies."""
    a, b = document_key(entry_document), document_key(source)
    if a == b:
        return True
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return long.endswith("/" + short)


def _norm(text: str) -> str:
    # A re-wrapped paragraph changes line breaks inside a quote, not the claim.
    return " ".join(unicodedata.normalize("NFC", text).split())


def finding_context(text: str | None, finding: Finding) -> str | None:
    """The quote with the words around it, whitespace-normalised, cut at words."""
    if text is None or text[finding.start : finding.end] != finding.quote:
        return None
    # The words around the quote on its own line, at most CONTEXT_CHARS each side, cut
    # at a word: an edit in another paragraph never changes it.
    line_start = max(text.rfind("\n", 0, finding.start), text.rfind("\r", 0, finding.start)) + 1
    ends = [i for i in (text.find("\n", finding.end), text.find("\r", finding.end)) if i >= 0]
    line_end = min(ends, default=len(text))
    before = text[max(line_start, finding.start - CONTEXT_CHARS) : finding.start]
    after = text[finding.end : min(line_end, finding.end + CONTEXT_CHARS)]
    if finding.start - CONTEXT_CHARS > line_start and before[:1].strip() and " " in before:
        before = before.partition(" ")[2]  # from the first whole word
    if finding.end + CONTEXT_CHARS < line_end and after[-1:].strip() and " " in after:
        after = after.rsplit(" ", 1)[0]
    return _norm(f"{before}[{finding.quote}]{after}")


def _key(quote: str, check: str) -> tuple[str, str]:
    return (_norm(quote), check)


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


def match_entries(
    report: DocumentReport, baseline: Baseline, text: str | None = None
) -> tuple[dict[int, BaselineEntry], list[BaselineEntry]]:
    """Which entry applies to which error/warning finding (by its index in
    ``report.findings``), and the
    entries of this document that match none of them.

    An entry matches findings of the same document with its quote (whitespace
    normalised) and check. When several do, its context picks the one; when none has
    that context any more (the sentence was edited), a lone candidate still matches.
    """
    text = text if text is not None else report.text
    entries = [
        e
        for e in baseline.entries
        if same_document(e.document, report.source)
        or (e.sha256 is not None and e.sha256 == report.sha256)
    ]
    candidates: dict[tuple[str, str], list[tuple[int, Finding]]] = {}
    for index, finding in enumerate(report.findings):
        if finding.verdict in REVIEWED_VERDICTS:
            key = _key(finding.quote, finding.check)
            candidates.setdefault(key, []).append((index, finding))
    matched: dict[int, BaselineEntry] = {}
    unmatched: list[BaselineEntry] = []
    for entry in entries:
        found = candidates.get(_key(entry.quote, entry.check), [])
        if entry.context is not None and len(found) > 1:
            context = _norm(entry.context)
            found = [(i, f) for i, f in found if finding_context(text, f) == context]
        if not found:
            unmatched.append(entry)
            continue
        for index, _ in found:
            matched.setdefault(index, entry)
    return matched, unmatched


def apply_baseline(
    report: DocumentReport, baseline: Baseline, text: str | None = None
) -> tuple[DocumentReport, int]:
    """Drop error/warning findings the baseline marks as false alarms; return the count.

    ``text`` is the document text the offsets index (``report.text`` for HTML input),
    used to tell apart findings with the same quote by their context.
    """
    matched, _ = match_entries(report, baseline, text)
    gone = {index for index, entry in matched.items() if entry.decision == "false_alarm"}
    if not gone:
        return report, 0
    kept = [f for i, f in enumerate(report.findings) if i not in gone]
    return report.model_copy(update={"findings": kept}), len(report.findings) - len(kept)


def decisions_for(
    baseline: Baseline, report: DocumentReport, text: str | None = None
) -> tuple[dict[str, str], list[BaselineEntry]]:
    """Decisions already taken on the report's findings (by id), for the HTML report to
    show, and this document's other entries (suppressed false alarms, entries for text
    that changed), which its export keeps so no decision is lost."""
    matched, unmatched = match_entries(report, baseline, text)
    taken = {report.findings[i].id: e.decision for i, e in matched.items() if e.decision != "open"}
    return taken, unmatched


def baseline_from_reports(
    reports: Iterable[DocumentReport], texts: dict[str, str] | None = None
) -> Baseline:
    """All current errors and warnings as ``open`` entries (``specheck baseline create``).

    An editor then sets each to ``confirmed`` or ``false_alarm``. ``texts`` maps a
    report's source to its document text, for the entries' contexts; findings that
    cannot be told apart (same document, quote, check and context) share one entry.
    """
    entries: list[BaselineEntry] = []
    seen: set[tuple[str, str, str, str | None]] = set()
    for report in reports:
        text = (texts or {}).get(report.source, report.text)
        document = document_key(report.source)
        for finding in sorted(report.findings, key=lambda f: f.sort_key()):
            if finding.verdict not in REVIEWED_VERDICTS:
                continue
            context = finding_context(text, finding)
            key = (document, *_key(finding.quote, finding.check), context)
            if key in seen:
                continue
            seen.add(key)
            entries.append(
                BaselineEntry(
                    document=document,
                    quote=finding.quote,
                    check=finding.check,
                    decision="open",
                    context=context,
                    sha256=report.sha256 or None,
                )
            )
    return Baseline(entries=entries)
