"""SARIF 2.1.0 output, for GitHub code scanning and other SARIF viewers.

One result per error/warning finding. Regions are 1-based with columns in Unicode
code points (``columnKind: unicodeCodePoints``), computed on the original file text;
for HTML input see ``reports.io.Locator`` for how extracted-text offsets are mapped.
Fingerprints leave out line numbers, so an alert keeps its identity when lines are
inserted above it.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Mapping
from urllib.parse import quote

from pipeline.models import DocumentReport, Finding
from reports.io import Locator

SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
FINGERPRINT_KEY = "specheckFinding/v1"
REPORTED_VERDICTS = ("error", "warning")


def sarif_uri(source: str) -> str:
    """The source path as given, with forward slashes, percent-encoded as a URI."""
    path = source.replace("\\", "/")
    while path.startswith("./"):
        path = path[2:]
    return quote(path, safe="/:@!$&'()*+,;=-._~")


def _norm_path(source: str) -> str:
    return source.replace("\\", "/").removeprefix("./")


def fingerprint(source: str, finding: Finding, occurrence: int) -> str:
    """sha256 of check, quote, path and which occurrence of that pair it is; no lines."""
    key = "\0".join((finding.check, finding.quote, _norm_path(source), str(occurrence)))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def _rule(check: str, descriptions: Mapping[str, str]) -> dict:
    text = descriptions.get(check) or f"specheck check '{check}'."
    return {"id": check, "name": check, "shortDescription": {"text": text}}


def _result(report: DocumentReport, finding: Finding, locator: Locator, occurrence: int) -> dict:
    region = locator.region(finding)
    sarif_region: dict = {"startLine": region.start_line}
    if region.exact:
        sarif_region.update(
            startColumn=region.start_col, endLine=region.end_line, endColumn=region.end_col
        )
    sarif_region["snippet"] = {"text": finding.quote}
    message = finding.explanation or f"{finding.check}: {finding.quote}"
    properties: dict = {
        "findingId": finding.id,
        "verdict": finding.verdict,
        "quote": finding.quote,
        "claimed": finding.claimed.model_dump(),
    }
    if finding.expected is not None:
        properties["expected"] = finding.expected.model_dump()
    if not region.exact:
        properties["textStart"], properties["textEnd"] = finding.start, finding.end
    return {
        "ruleId": finding.check,
        "level": finding.verdict,
        "message": {"text": message},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": {"uri": sarif_uri(report.source)},
                    "region": sarif_region,
                }
            }
        ],
        "partialFingerprints": {FINGERPRINT_KEY: fingerprint(report.source, finding, occurrence)},
        "properties": properties,
    }


def to_sarif(
    items: list[tuple[DocumentReport, str]],
    *,
    tool_version: str,
    rule_descriptions: Mapping[str, str] | None = None,
) -> dict:
    """A SARIF log with one run for the batch; ``items`` pair a report with its file text.

    ``rule_descriptions`` maps check ids to one-line descriptions for ``tool.driver.rules``
    (e.g. from the check registry's docstrings); ids without one get a generic text.
    """
    results: list[dict] = []
    checks: set[str] = set()
    for report, file_text in items:
        locator = Locator(report, file_text)
        seen: Counter[tuple[str, str]] = Counter()
        for finding in sorted(report.findings, key=Finding.sort_key):
            if finding.verdict not in REPORTED_VERDICTS:
                continue
            pair = (finding.check, finding.quote)
            seen[pair] += 1
            checks.add(finding.check)
            results.append(_result(report, finding, locator, seen[pair]))
    rules = [_rule(check, rule_descriptions or {}) for check in sorted(checks)]
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    for result in results:
        result["ruleIndex"] = index[result["ruleId"]]
    return {
        "$schema": SARIF_SCHEMA_URI,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "specheck",
                        "version": tool_version,
                        "rules": rules,
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }
