"""The output folder of a batch: what a run writes there, in what order, and what it
removes, so the folder always describes one run.

Layout (``DIR`` is ``--out``)::

    DIR/NAME.json, DIR/NAME.html    per document (folders mirrored); see batch.report_stems
    DIR/index.html                  the batch index
    DIR/manifest.json               every file of the run with its sha256, one record per document
    DIR/summary.json                per-document counts, failures, totals: written last
    DIR/specheck.sarif, summary.md  with --format sarif / markdown
    DIR/specheck.log                tracebacks of internal errors, when there were any
    DIR/.specheck-journal.jsonl     while a run is in progress (left behind by a killed run)

Order of a run: read what earlier runs left (manifest and journal: their files, by
hash, are never taken for input documents, and ``--resume`` reuses their reports);
remove their temporary files and their summary (a summary never describes reports
that are no longer there); write each document's files as it is checked, noting them
in the journal first; at the end remove the earlier reports this run did not write
again, then write the index and other batch files, the manifest, and summary.json last.
A file is only ever removed when its bytes are what a specheck run wrote there.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from claims.reader import SUFFIXES
from pipeline import __version__
from pipeline.batch import (
    INDEX,
    JOURNAL,
    LOG,
    MANIFEST,
    MARKDOWN,
    SARIF,
    SUMMARY,
    BatchResult,
    DocumentOutcome,
    DocumentRecord,
)
from pipeline.models import VERDICTS, BatchSummary, DocumentFailure, DocumentReport
from reports.io import (
    Journal,
    dumps_json,
    file_sha256,
    read_journal,
    read_json_file,
    remove_temp_files,
    sha256_of,
    write_bytes_atomic,
    write_text_atomic,
)

MANIFEST_SCHEMA = "specheck/manifest-v1"


class OutputFolder:
    """One run's view of ``--out``: earlier runs' files, this run's writes, the last files."""

    def __init__(self, root: Path, formats: tuple[str, ...], report_lang: str = "auto") -> None:
        self.root = root
        self.formats = formats
        self.report_lang = report_lang
        #: earlier runs' records by report stem (manifest, then journal lines over it)
        self.previous: dict[str, DocumentRecord] = {}
        #: files earlier runs wrote, relative path -> sha256 of what they wrote
        self.earlier_files: dict[str, str] = {}
        self._journal: Journal | None = None
        self._log_started = False
        self._read_earlier()

    # --- what earlier runs left ------------------------------------------------------------

    def _read_earlier(self) -> None:
        manifest = read_json_file(self.root / MANIFEST)
        if isinstance(manifest, dict) and manifest.get("schema") == MANIFEST_SCHEMA:
            for data in manifest.get("documents") or []:
                self._remember(data)
            for rel, digest in (manifest.get("batch_files") or {}).items():
                if isinstance(rel, str) and isinstance(digest, str):
                    self.earlier_files[rel] = digest
        for line in read_journal(self.root / JOURNAL):
            if isinstance(line.get("intent"), dict):
                for rel, digest in line["intent"].items():
                    if isinstance(rel, str) and isinstance(digest, str):
                        self.earlier_files[rel] = digest
            if isinstance(line.get("record"), dict):
                self._remember(line["record"])
            if isinstance(line.get("log"), str):
                self.earlier_files[LOG] = line["log"]

    def _remember(self, data: Any) -> None:
        try:
            record = DocumentRecord.model_validate(data)
        except ValidationError:
            return
        if not _safe_relative(record.stem) or not all(_safe_relative(p) for p in record.files):
            return
        self.previous[record.stem] = record
        self.earlier_files.update(record.files)

    def ours(self) -> list[Path]:
        """Files here that an earlier run wrote and nobody changed since (never inputs).

        Only files a folder walk could take for a document are looked at (HTML reports);
        JSON and the other batch files are never read as input anyway.
        """
        return [
            self.root / rel
            for rel, digest in self.earlier_files.items()
            if Path(rel).suffix.lower() in SUFFIXES and file_sha256(self.root / rel) == digest
        ]

    def file_hash(self, rel: str) -> str | None:
        return file_sha256(self.root / rel) if _safe_relative(rel) else None

    # --- during the run --------------------------------------------------------------------

    def start(self, report_dirs: Iterable[str]) -> None:
        """Make the folder, clear a killed run's temporary files and the old summary."""
        self.root.mkdir(parents=True, exist_ok=True)
        dirs = {self.root} | {self.root / d for d in report_dirs}
        dirs |= {(self.root / rel).parent for rel in self.earlier_files}
        remove_temp_files(dirs)
        summary = self.root / SUMMARY
        if SUMMARY in self.earlier_files and file_sha256(summary) == self.earlier_files[SUMMARY]:
            summary.unlink(missing_ok=True)
        self._journal = Journal(self.root / JOURNAL)

    def write(self, outcome: DocumentOutcome) -> None:
        """Write one document's files (noted in the journal before and after)."""
        journal = self._journal
        assert journal is not None, "start() first"
        record = outcome.record
        if outcome.files and not outcome.reused:
            journal.append({"intent": record.files})
            for rel, content in outcome.files.items():
                write_text_atomic(self.root / rel, content)
        journal.append({"record": record.model_dump()})
        if outcome.traceback:
            mode = "a" if self._log_started else "w"
            with open(self.root / LOG, mode, encoding="utf-8") as handle:
                handle.write(outcome.traceback.rstrip("\n") + "\n\n")
            self._log_started = True
            journal.append({"log": file_sha256(self.root / LOG) or ""})

    # --- the end of the run ----------------------------------------------------------------

    def finish(
        self,
        result: BatchResult,
        *,
        reference_version: str,
        settings: str,
        kept: list[tuple[DocumentReport, str]] | None = None,
    ) -> None:
        """Remove what this run replaced, write the batch files; summary.json last.

        An interrupted run keeps the earlier reports of the documents it did not reach
        (when they are intact and of the same source): they stay listed, with those
        documents under ``not_checked``, so the summary still lists every report here
        and an early Ctrl-C never costs the work of an earlier run.
        """
        from reports.i18n import batch_language
        from reports.index import render_index

        records = list(result.records)
        for target in result.pending if result.interrupted else ():
            earlier = self.previous.get(target.out_stem.as_posix())
            if (
                target.error is None
                and earlier is not None
                and not earlier.failed
                and earlier.source == target.display
                and all(self.file_hash(rel) == digest for rel, digest in earlier.files.items())
            ):
                records.append(earlier)
        result = BatchResult(
            records=records,
            pending=result.pending,
            interrupted=result.interrupted,
            reused=result.reused,
            worst=result.worst,
        )
        written = {rel: digest for r in result.records for rel, digest in r.files.items()}
        batch: dict[str, str] = {}
        failures = [DocumentFailure(source=r.source, error=r.error or "") for r in result.failures]
        rows = [self._row(r) for r in result.checked]
        versions = {"specheck": __version__, "reference": reference_version}
        lang = batch_language(self.report_lang, [r.language or "en" for r in result.checked])
        outputs: dict[str, str] = {}
        if "html" in self.formats:
            batch[INDEX] = render_index(rows, failures, versions=versions, lang=lang)
            outputs["index"] = INDEX
        if "sarif" in self.formats:
            from reports.i18n import catalogue
            from reports.sarif import to_sarif

            rules = catalogue("en").checks  # SARIF viewers show rule names in English
            sarif = to_sarif(kept or [], tool_version=__version__, rule_descriptions=rules)
            batch[SARIF] = dumps_json(sarif)
            outputs["sarif"] = SARIF
        if "markdown" in self.formats:
            from reports.markdown import to_markdown

            batch[MARKDOWN] = to_markdown(kept or [], failures, lang=lang)
            outputs["markdown"] = MARKDOWN
        outputs["manifest"] = MANIFEST
        keep = set(written) | set(batch)
        if self._log_started:
            keep.add(LOG)
            outputs["log"] = LOG
        self._remove_replaced(keep)
        for rel, content in batch.items():
            write_text_atomic(self.root / rel, content)
        hashes = {rel: sha256_of(content) for rel, content in batch.items()}
        if self._log_started:
            hashes[LOG] = file_sha256(self.root / LOG) or ""
        totals: dict[str, int] = dict(result.totals())
        totals["suppressed"] = sum(r.suppressed for r in result.checked)
        summary = BatchSummary(
            specheck_version=__version__,
            reference_version=reference_version,
            documents=rows,
            failures=failures,
            totals=totals,
            outputs=outputs,
            interrupted=result.interrupted,
            not_checked=result.not_checked,
        )
        summary_text = dumps_json(summary.model_dump(by_alias=True))
        hashes[SUMMARY] = sha256_of(summary_text)
        manifest = {
            "schema": MANIFEST_SCHEMA,
            "specheck_version": __version__,
            "reference_version": reference_version,
            "settings": settings,
            "interrupted": result.interrupted,
            "documents": [r.model_dump() for r in result.records if not r.failed],
            "batch_files": hashes,
        }
        write_bytes_atomic(self.root / MANIFEST, dumps_json(manifest).encode(), durable=True)
        write_bytes_atomic(self.root / SUMMARY, summary_text.encode(), durable=True)
        if self._journal is not None:
            self._journal.close()
            self._journal = None
        (self.root / JOURNAL).unlink(missing_ok=True)

    def _row(self, record: DocumentRecord) -> dict:
        """A summary row: the source, the reports this run wrote, counts, suppressed."""
        counts = {v: (record.counts or {}).get(v, 0) for v in VERDICTS}
        row: dict = {"source": record.source}
        if f"{record.stem}.json" in record.files:
            row["report_json"] = f"{record.stem}.json"
        if f"{record.stem}.html" in record.files:
            row["report_html"] = f"{record.stem}.html"
        return {**row, "counts": counts, "suppressed": record.suppressed}

    def _remove_replaced(self, keep: set[str]) -> None:
        """Remove earlier runs' files this run did not write again (if still unchanged)."""
        for rel, digest in sorted(self.earlier_files.items()):
            if rel in keep or rel in (MANIFEST, SUMMARY) or not _safe_relative(rel):
                continue
            path = self.root / rel
            if file_sha256(path) != digest:
                continue  # changed or replaced by someone else: not ours to remove
            path.unlink(missing_ok=True)
            parent = path.parent
            while parent != self.root and _is_below(parent, self.root):
                try:
                    parent.rmdir()  # only when empty
                except OSError:
                    break
                parent = parent.parent

    def load_report(self, record: DocumentRecord) -> DocumentReport | None:
        """A reused document's report, read back from its JSON file."""
        rel = f"{record.stem}.json"
        data = read_json_file(self.root / rel) if rel in record.files else None
        try:
            return DocumentReport.model_validate(data) if data is not None else None
        except ValidationError:
            return None


def _is_below(path: Path, root: Path) -> bool:
    return root in path.parents


def _safe_relative(rel: str) -> bool:
    """A path a manifest may name: relative, inside the folder, no ``..``."""
    if not rel or rel.startswith(("/", "\\")) or os.path.isabs(rel):
        return False
    parts = Path(rel).parts
    return ".." not in parts and not any(part.startswith(JOURNAL) for part in parts)
