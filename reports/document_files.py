"""The files of one document's report, rendered where the document is checked.

A worker (a process of ``--jobs``, a Dask worker) calls ``DocumentRenderer`` right
after checking, so only the finished file contents travel back to the process that
writes them. It is a plain frozen dataclass, so it pickles to any worker.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pipeline.baseline import Baseline, apply_baseline
from pipeline.batch import Finished, Target
from pipeline.models import DocumentReport
from reports.html import render_document
from reports.i18n import document_localiser, localise_report
from reports.io import dumps_json


def _markup_of(path: Path, report: DocumentReport) -> str | None:
    """The original HTML of an HTML document (for its structure in the report)."""
    if report.text is None:
        return None
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


@dataclass(frozen=True)
class DocumentRenderer:
    """``NAME.json`` and ``NAME.html`` for a checked document, after the baseline.

    ``report_lang`` is the language of explanations and labels (``auto``: each
    document's own), ``names`` maps reference ids to product names. The report handed
    back (for the batch-wide SARIF, Markdown and text outputs) is the localised one,
    as in ``NAME.json``.
    """

    formats: tuple[str, ...] = ("json", "html")
    baseline: Baseline | None = None
    report_lang: str = "auto"
    names: dict[str, str] = field(default_factory=dict)

    def __call__(self, target: Target, report: DocumentReport, text: str) -> Finished:
        suppressed = 0
        if self.baseline is not None:
            report, suppressed = apply_baseline(report, self.baseline, text)
        loc = document_localiser(report, self.report_lang, self.names)
        localised = localise_report(report, self.report_lang, loc=loc)
        stem = target.out_stem.as_posix()
        files: dict[str, str] = {}
        if "json" in self.formats:
            files[f"{stem}.json"] = dumps_json(localised.to_json_dict())
        if "html" in self.formats:
            files[f"{stem}.html"] = render_document(
                report,
                text,
                suppressed=suppressed,
                lang=self.report_lang,
                names=self.names,
                markup=_markup_of(target.path, report),
                baseline=self.baseline,
                loc=loc,
            )
        return Finished(localised, files, suppressed)
