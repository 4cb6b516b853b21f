"""GitHub Actions workflow commands, so findings show inline on a pull request.

GitHub shows at most 10 error and 10 warning annotations per step; the rest are
summarised in one ``::notice::`` line that points at the full report.
"""

from __future__ import annotations

from pipeline.models import SEVERITY, DocumentReport, Finding
from reports.io import Locator

LEVELS = ("error", "warning")


def escape_data(text: str) -> str:
    """Escape a command's message part the way the Actions runner unescapes it."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """Escape a property value: as data, plus ``:`` and ``,`` which delimit properties."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _command(level: str, path: str, finding: Finding, locator: Locator) -> str:
    region = locator.region(finding)
    props = {"file": path.replace("\\", "/"), "line": str(region.start_line)}
    if region.exact:
        if region.end_line != region.start_line:
            props["endLine"] = str(region.end_line)
        props["col"] = str(region.start_col)
        props["endColumn"] = str(region.end_col)
    props["title"] = f"specheck {finding.check}"
    head = ",".join(f"{key}={escape_property(value)}" for key, value in props.items())
    message = f"{finding.quote}: {finding.explanation}" if finding.explanation else finding.quote
    return f"::{level} {head}::{escape_data(message)}"


def annotations(items: list[tuple[DocumentReport, str]], *, limit_per_level: int = 10) -> list[str]:
    """Workflow commands for errors then warnings, each capped at ``limit_per_level``.

    ``items`` pair each report with its original file text (for lines and columns).
    """
    found: list[tuple[int, int, int, str, DocumentReport, Finding, Locator]] = []
    for doc_index, (report, file_text) in enumerate(items):
        locator = Locator(report, file_text)
        for finding in sorted(report.findings, key=Finding.sort_key):
            if finding.verdict in LEVELS:
                rank = -SEVERITY[finding.verdict]
                found.append(
                    (rank, doc_index, finding.start, finding.verdict, report, finding, locator)
                )
    found.sort(key=lambda item: item[:3])
    lines: list[str] = []
    left_out = 0
    per_level = dict.fromkeys(LEVELS, 0)
    for _, _, _, level, report, finding, locator in found:
        if per_level[level] >= limit_per_level:
            left_out += 1
            continue
        per_level[level] += 1
        lines.append(_command(level, report.source, finding, locator))
    if left_out:
        lines.append(
            f"::notice::specheck: {left_out} more finding{'s' if left_out != 1 else ''} not "
            f"annotated (at most {limit_per_level} errors and {limit_per_level} warnings per "
            "step); see the SARIF or HTML report"
        )
    return lines
