"""The files of one document's report, rendered where the document is checked.

A worker (a process of ``--jobs``, a Dask worker) calls ``DocumentRenderer`` right
after checking, so only the finished file contents travel back to the process that
writes them. It is a plain frozen dataclass, so it pickles to any worker.
"""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.baseline import Baseline, apply_baseline
from pipeline.batch import Finished, Target
from pipeline.models import DocumentReport
from reports.html import render_document
from reports.io import dumps_json


@dataclass(frozen=True)
class DocumentRenderer:
    """``NAME.json`` and ``NAME.html`` for a checked document, after the baseline."""

    formats: tuple[str, ...] = ("json", "html")
    baseline: Baseline | None = None

    def __call__(self, target: Target, report: DocumentReport, text: str) -> Finished:
        suppressed = 0
        if self.baseline is not None:
            report, suppressed = apply_baseline(report, self.baseline, document=target.document)
        stem = target.out_stem.as_posix()
        files: dict[str, str] = {}
        if "json" in self.formats:
            files[f"{stem}.json"] = dumps_json(report.to_json_dict())
        if "html" in self.formats:
            files[f"{stem}.html"] = render_document(report, text, suppressed=suppressed)
        return Finished(report, files, suppressed)
