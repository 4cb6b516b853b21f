"""A compact Markdown summary for a pull-request comment.

A table of documents with counts, failed documents, then the errors and warnings as
``path:line: quote - explanation``. Capped (about 50 lines) so a big batch still fits
in one comment; the full detail lives in the HTML and SARIF reports.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.models import SEVERITY, VERDICTS, DocumentFailure, DocumentReport, Finding
from reports.i18n import Localiser, report_language
from reports.io import Locator

_SPECIAL = re.compile(r"([\\`*_{}\[\]|#@~!&])")
REPORTED = ("error", "warning")
ICONS = {"error": "✖", "warning": "▲"}
ICONS_ALL = {**ICONS, "ok": "✔", "unverified": "?"}


def md_escape(text: str) -> str:
    """Untrusted text as inert Markdown: no markup, links, HTML, mentions or table breaks."""
    escaped = _SPECIAL.sub(r"\\\1", " ".join(text.split()))
    return escaped.replace("<", "&lt;").replace(">", "&gt;")


def _items(
    reports: Sequence[DocumentReport | tuple[DocumentReport, str]],
) -> list[tuple[DocumentReport, str | None]]:
    return [(r, None) if isinstance(r, DocumentReport) else (r[0], r[1]) for r in reports]


def to_markdown(
    reports: Sequence[DocumentReport | tuple[DocumentReport, str]],
    failures: Sequence[DocumentFailure] = (),
    *,
    max_lines: int = 50,
    lang: str = "en",
) -> str:
    """The PR-comment summary.

    ``reports`` are reports, or (report, original file text) pairs: with the text the
    finding lines carry line numbers (``path:12:``), without it just the path.
    """
    loc = Localiser(report_language(lang, lang))
    items = _items(reports)
    counts = [(report, report.counts()) for report, _ in items]
    totals = {v: sum(c[v] for _, c in counts) for v in VERDICTS}
    heading = loc.t(
        "summary.heading",
        errors=loc.verdict_count("error", totals["error"]),
        warnings=loc.verdict_count("warning", totals["warning"]),
        documents=loc.t("summary.documents", count=len(items)),
    )
    head = [f"### {heading}", ""]
    columns = [f"{ICONS_ALL[v]} {loc.verdict(v)}" for v in VERDICTS]
    table = [
        f"| {loc.t('summary.document')} | {' | '.join(columns)} |",
        "|---|--:|--:|--:|--:|",
    ]
    rows = sorted(counts, key=lambda rc: (-rc[1]["error"], -rc[1]["warning"], rc[0].source))
    body_rows = [
        f"| {md_escape(r.source)} | {c['error']} | {c['warning']} | {c['ok']} | {c['unverified']} |"
        for r, c in rows
    ]
    failed = loc.t("summary.failed")
    fail_lines = [f"- **{failed}** {md_escape(f.source)}: {md_escape(f.error)}" for f in failures]
    finding_lines = _finding_lines(items)

    def capped(lines: list[str], limit: int, noun: str, table_row: bool = False) -> list[str]:
        return _capped(lines, limit, loc, loc.t(f"summary.noun_{noun}"), table_row=table_row)

    budget = max(max_lines - len(head) - len(table), 6)
    # Split the budget: documents and failures first (at most half), then findings.
    doc_budget = min(len(body_rows), max(budget // 2, 1))
    lines = head + table + capped(body_rows, doc_budget, "document", table_row=True)
    if fail_lines:
        lines += ["", *capped(fail_lines, max(budget // 4, 1), "failure")]
    if finding_lines:
        room = max(max_lines - len(lines) - 1, 1)
        lines += ["", *capped(finding_lines, room, "finding")]
    return "\n".join(lines) + "\n"


def _capped(
    lines: list[str], limit: int, loc: Localiser, noun: str, *, table_row: bool = False
) -> list[str]:
    if len(lines) <= limit:
        return lines
    kept = lines[: max(limit - 1, 0)]
    more = len(lines) - len(kept)
    note = loc.t("summary.more", count=more, noun=noun)
    return [*kept, f"| {note} | | | | |" if table_row else f"- {note}"]


def _finding_lines(items: list[tuple[DocumentReport, str | None]]) -> list[str]:
    found: list[tuple[int, int, int, str]] = []
    for doc_index, (report, file_text) in enumerate(items):
        locator = Locator(report, file_text) if file_text is not None else None
        path = report.source.replace("\\", "/")
        for finding in sorted(report.findings, key=Finding.sort_key):
            if finding.verdict not in REPORTED:
                continue
            where = path
            if locator is not None:
                region = locator.region(finding)
                where = f"{path}:{region.start_line}" if region.exact else path
            line = f"- {ICONS[finding.verdict]} `{_code(where)}`: {md_escape(finding.quote)}"
            if finding.explanation:
                line += f" - {md_escape(finding.explanation)}"
            found.append((-SEVERITY[finding.verdict], doc_index, finding.start, line))
    found.sort(key=lambda item: item[:3])
    return [line for *_, line in found]


def _code(text: str) -> str:
    # Inside a code span nothing is markup; only a backtick could end it.
    return " ".join(text.replace("`", "'").split())
