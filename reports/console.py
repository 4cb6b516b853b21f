"""Findings as linter lines, ``path:line:col: error: quote - explanation [check]``.

For terminals and hooks (pre-commit shows a failing hook's output): errors first,
then warnings, in document and text order. Paths and texts are printed on one line
each; control characters that could forge another line are replaced.
"""

from __future__ import annotations

import re

from pipeline.models import SEVERITY, DocumentReport, Finding
from reports.io import Locator

REPORTED = ("error", "warning")
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]+")


def _one_line(text: str) -> str:
    return _CONTROL.sub(" ", text).strip()


def text_lines(items: list[tuple[DocumentReport, str]], fail_on: str = "warning") -> list[str]:
    """One line per error and warning; ``items`` pair a report with its file text."""
    found: list[tuple[int, int, int, str]] = []
    for doc_index, (report, file_text) in enumerate(items):
        locator = Locator(report, file_text)
        path = _one_line(report.source.replace("\\", "/"))
        for finding in sorted(report.findings, key=Finding.sort_key):
            if finding.verdict not in REPORTED:
                continue
            region = locator.region(finding)
            where = f"{path}:{region.start_line}:{region.start_col}"
            line = f"{where}: {finding.verdict}: {_one_line(finding.quote)}"
            if finding.explanation:
                line += f" - {_one_line(finding.explanation)}"
            line += f" [{finding.check}]"
            found.append((-SEVERITY[finding.verdict], doc_index, finding.start, line))
    found.sort(key=lambda item: item[:3])
    return [line for *_, line in found]
