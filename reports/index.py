"""The batch index page: one row per document, worst first, plus failed documents."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import quote, urlsplit

from pipeline.models import VERDICTS, DocumentFailure
from reports.html import environment, generated_stamp
from reports.i18n import Localiser, report_language


def _counts(row: Mapping[str, Any]) -> dict[str, int]:
    # Rows may carry counts nested ("counts": {...}) or flat ("error": 3, ...).
    nested = row.get("counts")
    source = nested if isinstance(nested, Mapping) else row
    return {v: int(source.get(v, 0) or 0) for v in VERDICTS}


def relative_href(link: str | None) -> str | None:
    """A percent-encoded relative link, or None for anything with a scheme or host."""
    if not link:
        return None
    link = link.replace("\\", "/")
    parts = urlsplit(link)
    if parts.scheme or parts.netloc or link.startswith("/"):
        return None
    return quote(link, safe="/")


def render_index(
    rows: list[dict],
    failures: list[DocumentFailure],
    *,
    versions: dict,
    generated_at: str | None = None,
    lang: str = "en",
) -> str:
    """``index.html`` for a batch.

    Each row needs ``source``, ``report_html`` (a link relative to the index) and the
    per-verdict counts, either as ``counts`` or as top-level ``error``/``warning``/...
    keys. Rows are sorted by errors (most first), then by source.
    """
    table = [
        {
            "source": str(row["source"]),
            "href": relative_href(row.get("report_html")),
            "suppressed": int(row.get("suppressed", 0) or 0),
            **_counts(row),
        }
        for row in rows
    ]
    table.sort(key=lambda r: (-r["error"], r["source"]))
    totals = {v: sum(r[v] for r in table) for v in VERDICTS}
    totals["suppressed"] = sum(r["suppressed"] for r in table)
    template = environment().get_template("index.html.j2")
    return template.render(
        L=Localiser(report_language(lang, lang)),
        rows=table,
        failures=sorted(failures, key=lambda f: f.source),
        totals=totals,
        versions={str(k): str(v) for k, v in versions.items()},
        generated=generated_stamp(generated_at),
    )
