"""Check many documents: one bad document, a hostile input or an interruption costs that
document, nothing more.

The flow of a batch: ``collect`` turns the paths given into targets (with collision-free
report names, the output folder and earlier reports left out, problems found on the way
kept as failures), a backend (``pipeline.backends``) runs ``process`` for each target in
a worker and hands the outcomes back in input order, and ``run`` passes each one to a
sink that writes it at once, keeping only a small ``DocumentRecord`` per document. The
writing itself is the caller's (the CLI composes ``reports``); nothing here holds a
finished report longer than needed.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import threading
import traceback
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field
from spacy.language import Language

from claims.extract import extract_claims
from claims.models import Claim
from claims.nlp import build_nlp
from claims.reader import (
    DEFAULT_MAX_BYTES,
    SUFFIXES,
    InputError,
    printable,
    read_bytes_limited,
    read_document,
)
from pipeline import __version__
from pipeline.engine import check_claims
from pipeline.estimator import MAX_MAGNITUDE, TOO_LARGE, checkable
from pipeline.models import SEVERITY, VERDICTS, DocumentReport, Finding
from pipeline.reference_cache import remember_units
from pipeline.solver.refvalues import RefValues
from reference import ReferenceSet
from reference.units import UnitError, to_base

#: Files a batch writes at the top of its output folder; no report may take these names.
INDEX, SUMMARY, MANIFEST, SARIF, MARKDOWN, LOG = (
    "index.html",
    "summary.json",
    "manifest.json",
    "specheck.sarif",
    "summary.md",
    "specheck.log",
)
BATCH_FILES = (INDEX, SUMMARY, MANIFEST, SARIF, MARKDOWN, LOG)
#: The journal of a run in progress (hidden; removed when the run ends normally).
JOURNAL = ".specheck-journal.jsonl"
REPORT_SUFFIXES = (".json", ".html")
#: Longest failure reason kept in the summary (one line).
MAX_REASON = 400


class UsageError(ValueError):
    """Bad arguments that leave nothing to do (no output folder, no paths)."""


@dataclass(frozen=True)
class RunOptions:
    lang: str = "auto"
    fail_on: str = "error"
    max_bytes: int = DEFAULT_MAX_BYTES
    #: extra reference folders, for workers that load the reference themselves
    reference_dirs: tuple[str, ...] = ()


@dataclass(frozen=True)
class Target:
    """One document to check, or one path that failed before it could be read."""

    path: Path
    display: str  # the path as given (or as found below a given folder)
    out_stem: Path  # report path without suffix, relative to the output folder
    #: the document's path relative to the batch root it was found under (baseline key)
    rel: str = ""
    #: why this path cannot be checked, found while collecting (missing, outside ...)
    error: str | None = None

    @property
    def document(self) -> str:
        return self.rel or self.path.name


class DocumentRecord(BaseModel):
    """What a batch keeps of one document: a manifest line and a summary row.

    ``files`` maps each report written (relative to the output folder) to its sha256,
    so a later run can tell its own files from anyone else's and ``--resume`` can
    trust a report it did not write itself in this run.
    """

    model_config = ConfigDict(extra="forbid")

    source: str
    document: str
    stem: str
    sha256: str | None = None
    language: str | None = None
    settings: str = ""
    files: dict[str, str] = Field(default_factory=dict)
    counts: dict[str, int] | None = None
    suppressed: int = 0
    error: str | None = None

    @property
    def failed(self) -> bool:
        return self.error is not None


@dataclass
class Finished:
    """A checked document as the sink will write it: the final report and its files."""

    report: DocumentReport
    files: dict[str, str]  # relative path -> content
    suppressed: int = 0


#: Turns a checked report (and its text) into the files to write: the CLI's renderer.
Finisher = Callable[[Target, DocumentReport, str], Finished]


@dataclass
class DocumentOutcome:
    """What a worker hands back for one target."""

    record: DocumentRecord
    files: dict[str, str] = field(default_factory=dict)
    #: the internal error's traceback, for the log file (never for the terminal)
    traceback: str | None = None
    #: the final report, only when the caller keeps reports (SARIF, Markdown, CI)
    report: DocumentReport | None = None
    text: str | None = None
    reused: bool = False


# --- collecting ----------------------------------------------------------------------------


def _is_within(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _hidden(name: str) -> bool:
    return name.startswith(".")


def _real(path: Path) -> Path | None:
    """The path with every link resolved, or None for a link loop."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop (Python < 3.13)
        return None


def _walk(root: Path, out_real: Path | None, ours: frozenset[Path]) -> Iterator[Target]:
    """Documents below ``root``; symbolic links leading outside it become failures.

    Hidden files and folders are skipped, so are the output folder (when it lies below
    ``root``) and files a specheck run wrote (``ours``). Symbolic links to folders are
    never followed (no loops, nothing twice).
    """
    root_real = root.resolve()
    found: list[tuple[tuple[str, ...], Target]] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        here = Path(dirpath)
        keep = []
        for name in sorted(dirnames):
            sub = here / name
            if _hidden(name):
                continue
            if sub.is_symlink():
                real_dir = _real(sub)
                if real_dir is None or not _is_within(real_dir, root_real):
                    rel = sub.relative_to(root)
                    found.append(
                        (
                            rel.parts,
                            Target(
                                sub,
                                str(sub),
                                rel,
                                rel.as_posix(),
                                f"{sub}: symbolic link to a folder outside {root}; not followed",
                            ),
                        )
                    )
                continue
            if out_real is not None and out_real != root_real and _real(sub) == out_real:
                continue
            keep.append(name)
        dirnames[:] = keep
        for name in filenames:
            if _hidden(name) or Path(name).suffix.lower() not in SUFFIXES:
                continue
            path = here / name
            rel = path.relative_to(root)
            real = _real(path)
            if real in ours:
                continue
            error = None
            if real is None:
                error = f"{path}: a loop of symbolic links; not read"
            elif path.is_symlink() and not _is_within(real, root_real):
                error = f"{path}: symbolic link to a file outside {root}; not read"
            found.append((rel.parts, Target(path, str(path), rel, rel.as_posix(), error)))
    found.sort(key=lambda item: item[0])
    return (target for _, target in found)


def collect(
    paths: Iterable[str],
    *,
    out_dir: Path | str | None = None,
    ours: Iterable[Path] = (),
) -> list[Target]:
    """Files as given, folders searched recursively for .txt/.md/.html.

    Nothing given is dropped silently: a missing path, a folder without documents or a
    link leading out of its folder becomes a target that carries its ``error``, so the
    batch lists it and goes on. ``ours`` are files earlier runs wrote (from their
    manifests): never read as documents. Report names come from ``report_stems``.
    """
    out_real = _real(Path(out_dir)) if out_dir is not None else None
    ours_real = frozenset(r for r in (_real(Path(p)) for p in ours) if r is not None)
    targets: list[Target] = []
    seen: set[Path] = set()
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            walked = list(_walk(path, out_real, ours_real))
            if not walked:
                targets.append(
                    Target(
                        path,
                        raw,
                        Path(path.name or "folder"),
                        "",
                        f"{raw}: no .txt, .md or .html files to check in this folder",
                    )
                )
            targets.extend(walked)
        elif not os.path.lexists(path):
            targets.append(Target(path, raw, Path(path.stem), "", f"{raw}: no such file or folder"))
        elif _real(path) is None:
            targets.append(
                Target(path, raw, Path(path.stem), "", f"{raw}: a loop of symbolic links; not read")
            )
        elif _real(path) in ours_real:
            targets.append(
                Target(
                    path,
                    raw,
                    Path(path.stem),
                    "",
                    f"{raw}: a report specheck wrote (listed in the output's manifest); not checked",
                )
            )
        else:
            targets.append(Target(path, raw, Path(path.name), path.name))
    unique: list[Target] = []
    for target in targets:
        key = _real(target.path) if target.error is None else None
        if key is not None:
            if key in seen:
                continue
            seen.add(key)
        unique.append(target)
    return report_stems(unique, out_real)


def report_stems(targets: list[Target], out_real: Path | None) -> list[Target]:
    """Give every target a report stem no other file of the batch can collide with.

    A document ``DIR/NAME.ext`` found below a given folder (or given itself) gets
    ``OUT/DIR/NAME.json`` and ``OUT/DIR/NAME.html``. When either would be a batch file
    (``index.html``, ``summary.json`` ... at the top), another document's report, or
    one of the batch's own inputs (an HTML article in the output folder), the stem
    keeps the input's suffix (``NAME.ext.json``, ``NAME.ext.html``), then a number
    (``NAME.ext-2``). Names compare case-insensitively (macOS, Windows). The names
    depend only on the inputs, never on what an earlier run left.
    """
    reserved = {name.casefold() for name in BATCH_FILES}
    protected: set[str] = set()
    if out_real is not None:
        for target in targets:
            if target.error is None:
                real = _real(target.path)
                if real is not None and _is_within(real, out_real) and real != out_real:
                    protected.add(real.relative_to(out_real).as_posix().casefold())
    taken: set[str] = set()

    def free(stem: PurePosixPath) -> bool:
        for suffix in REPORT_SUFFIXES:
            name = (stem.as_posix() + suffix).casefold()
            if name in taken or name in protected:
                return False
            if len(stem.parts) == 1 and name in reserved:
                return False
        return True

    named: list[Target] = []
    for target in targets:
        if target.error is not None:
            named.append(target)
            continue
        rel = PurePosixPath(target.rel or target.path.name)
        plain = rel.with_name(rel.stem) if rel.suffix else rel
        candidates = [plain, rel]
        stem = next((c for c in candidates if free(c)), None)
        n = 2
        while stem is None:
            candidate = rel.with_name(f"{rel.name}-{n}")
            stem = candidate if free(candidate) else None
            n += 1
        for suffix in REPORT_SUFFIXES:
            taken.add((stem.as_posix() + suffix).casefold())
        named.append(
            Target(target.path, target.display, Path(*stem.parts), target.rel, target.error)
        )
    return named


# --- checking one document -----------------------------------------------------------------


def _out_of_range(claim: Claim) -> bool:
    """A figure whose value, in base units, is beyond what the checks compute with."""
    q = claim.quantity
    values = [v for v in (q.value, q.low, q.high) if v is not None]
    if not checkable(*values):
        return True
    if not q.unit or not values:
        return False
    try:
        return not checkable(*(to_base(v, q.unit)[0] for v in values))
    except (UnitError, ArithmeticError, ValueError):
        return False


def _too_large(finding: Finding, why: str) -> Finding:
    claimed = finding.claimed.model_copy(
        update={
            k: None for k in ("value", "low", "high") if not checkable(getattr(finding.claimed, k))
        }
    )
    return finding.model_copy(
        update={
            "verdict": "unverified",
            "check": "extract",
            "claimed": claimed,
            "expected": None,
            "explanation": f"{TOO_LARGE}: {why}",
            "message": None,
            "trail": [],
            "sources": [],
        }
    )


def _numbers(finding: Finding) -> list[float | None]:
    c, e = finding.claimed, finding.expected
    return [c.value, c.low, c.high] + ([e.value, e.low, e.high] if e else [])


class Checker:
    """Holds one pipeline per language and the reference set for a run (one per worker)."""

    def __init__(self, reference: ReferenceSet):
        self.reference = reference
        #: the reference in base units, its lookups kept for every document of the run
        self.ref_values = RefValues(reference)
        self._nlp: dict[str, Language] = {}
        self._patterns = reference.patterns()

    def nlp(self, lang: str) -> Language:
        key = lang if lang in ("de", "en") else "en"
        if key not in self._nlp:
            self._nlp[key] = build_nlp(key, self._patterns)
        return self._nlp[key]

    def check(self, target: Target, options: RunOptions) -> tuple[DocumentReport, str]:
        """The document's report and the text its offsets index; raises InputError."""
        document = read_document(
            target.path, lang=options.lang, display=target.display, max_bytes=options.max_bytes
        )
        claims = extract_claims(document, self.nlp(document.language))
        # Figures beyond MAX_MAGNITUDE go through the checks without a value (as an
        # unreadable figure would), so no check computes with them.
        huge = {(c.quantity.start, c.quantity.end) for c in claims if _out_of_range(c)}
        for claim in claims:
            if (claim.quantity.start, claim.quantity.end) in huge:
                claim.quantity.value = claim.quantity.low = claim.quantity.high = None
        findings = check_claims(document, claims, self.ref_values)
        limit = f"{MAX_MAGNITUDE:.0e}".replace("e+", "e")
        for i, finding in enumerate(findings):
            if (finding.start, finding.end) in huge:
                findings[i] = _too_large(
                    finding, f"the figure is beyond {limit} in base units, where checks stop"
                )
            elif not checkable(*_numbers(finding)):
                findings[i] = _too_large(finding, f"the computation goes beyond {limit}")
        findings.sort(key=lambda f: f.sort_key())
        for i, finding in enumerate(findings, 1):
            finding.id = f"F{i}"
        report = DocumentReport(
            source=document.source,
            sha256=document.sha256,
            language=document.language,
            language_note=document.language_note,
            text=document.text if document.is_html else None,
            specheck_version=__version__,
            reference_version=self.reference.version,
            findings=findings,
        )
        return report, document.text

    def check_document(self, target: Target, options: RunOptions) -> DocumentReport:
        return self.check(target, options)[0]


def one_line(text: str, limit: int = MAX_REASON) -> str:
    """A reason for the summary: one printable line, at most ``limit`` characters."""
    line = " ".join(printable(text).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def failure_record(target: Target, reason: str, settings: str = "") -> DocumentRecord:
    return DocumentRecord(
        source=target.display,
        document=target.document,
        stem=target.out_stem.as_posix(),
        settings=settings,
        error=one_line(reason),
    )


@dataclass
class WorkerState:
    """What a worker builds once and keeps for every document it checks."""

    checker: Checker
    options: RunOptions
    finish: Finisher
    settings: str = ""
    keep_reports: bool = False


def process(target: Target, state: WorkerState) -> DocumentOutcome:
    """Check one target and render its files; never raises for the document's sake.

    Unreadable input gives a failure with the reader's one-line reason; any other
    exception (a bug, a RecursionError, MemoryError) gives a failure that names the
    error, with the traceback kept for the log file. Only KeyboardInterrupt and
    SystemExit pass, so an interrupted batch stops.
    """
    try:
        if target.error is not None:
            raise InputError(target.error)
        report, text = state.checker.check(target, state.options)
        finished = state.finish(target, report, text)
    except InputError as exc:
        return DocumentOutcome(failure_record(target, str(exc), state.settings))
    except Exception as exc:  # noqa: BLE001 - one document's bug must not stop the batch
        detail = str(exc).splitlines()[0] if str(exc) else ""
        reason = (
            f"{target.display}: internal error ({type(exc).__name__}"
            f"{': ' + detail[:120] if detail else ''}); traceback in {LOG}"
        )
        trace = f"== {printable(target.display)}\n{traceback.format_exc()}"
        return DocumentOutcome(failure_record(target, reason, state.settings), traceback=trace)
    remember_units()
    files = dict(finished.files)
    record = DocumentRecord(
        source=finished.report.source,
        document=target.document,
        stem=target.out_stem.as_posix(),
        sha256=finished.report.sha256,
        language=finished.report.language,
        settings=state.settings,
        files={path: sha256_text(content) for path, content in files.items()},
        counts=finished.report.counts(),
        suppressed=finished.suppressed,
    )
    keep = state.keep_reports
    return DocumentOutcome(
        record,
        files,
        report=finished.report if keep else None,
        text=text if keep else None,
    )


def sha256_text(content: str) -> str:
    return hashlib.sha256(content.encode("utf-8")).hexdigest()


def settings_fingerprint(reference_version: str, **settings: object) -> str:
    """What makes two runs' reports of one input identical: versions and options."""
    data = {"specheck": __version__, "reference": reference_version, **settings}
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:16]


# --- resuming ------------------------------------------------------------------------------


def reusable(
    target: Target,
    previous: DocumentRecord | None,
    settings: str,
    max_bytes: int,
    file_hash: Callable[[str], str | None],
) -> bool:
    """Whether ``previous`` (from an earlier run's manifest or journal) still stands.

    It does when it is a report (not a failure) of the same source at the same stem
    with the same settings (specheck and reference version, options), the input's
    sha256 is unchanged, and every file it lists is still there byte for byte.
    """
    if previous is None or previous.failed or target.error is not None:
        return False
    if (
        previous.settings != settings
        or previous.source != target.display
        or previous.stem != target.out_stem.as_posix()
        or not previous.files
    ):
        return False
    try:
        raw = read_bytes_limited(target.path, target.display, max_bytes)
    except InputError:
        return False
    if hashlib.sha256(raw).hexdigest() != previous.sha256:
        return False
    return all(file_hash(path) == digest for path, digest in previous.files.items())


# --- running -------------------------------------------------------------------------------


class Backend(Protocol):
    """Runs ``process`` over targets; yields outcomes in the targets' order."""

    def outcomes(self, targets: list[Target]) -> Iterator[DocumentOutcome]: ...

    def close(self) -> None: ...


class SignalGuard:
    """SIGINT and SIGTERM stop a batch between files, never inside one.

    Outside a ``critical()`` block a signal raises KeyboardInterrupt at once (the
    document being checked is dropped); inside one (writing a document's files) it is
    noted and raised when the block ends, so every file is whole. ``signum`` tells
    which signal stopped the run (exit 130 for SIGINT, 143 for SIGTERM).
    """

    SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self) -> None:
        self.signum: int | None = None
        self._critical = 0
        self._pending = False
        self._saved: dict[int, object] = {}

    def __enter__(self) -> SignalGuard:
        if threading.current_thread() is threading.main_thread():
            for sig in self.SIGNALS:
                self._saved[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, handler in self._saved.items():
            signal.signal(sig, handler)  # type: ignore[arg-type]
        self._saved.clear()

    def _handle(self, signum: int, frame: object) -> None:
        first = self.signum is None
        self.signum = self.signum or signum
        if self._critical:
            self._pending = True
        elif first:
            raise KeyboardInterrupt

    @contextmanager
    def critical(self) -> Iterator[None]:
        self._critical += 1
        try:
            yield
        finally:
            self._critical -= 1
        if not self._critical and self._pending:
            self._pending = False
            raise KeyboardInterrupt

    @property
    def exit_code(self) -> int:
        return 128 + (self.signum or signal.SIGINT)


@dataclass
class BatchResult:
    """Small per-document records in input order, and how the run ended."""

    records: list[DocumentRecord] = field(default_factory=list)
    #: targets an interrupted run did not reach, in input order
    pending: list[Target] = field(default_factory=list)
    interrupted: bool = False
    reused: int = 0
    worst: int = -1  # highest verdict severity seen in any report

    def add(self, outcome: DocumentOutcome) -> None:
        record = outcome.record
        self.records.append(record)
        self.reused += outcome.reused
        for verdict, n in (record.counts or {}).items():
            if n:
                self.worst = max(self.worst, SEVERITY[verdict])

    @property
    def not_checked(self) -> list[str]:
        return [t.display for t in self.pending]

    @property
    def checked(self) -> list[DocumentRecord]:
        return [r for r in self.records if not r.failed]

    @property
    def failures(self) -> list[DocumentRecord]:
        return [r for r in self.records if r.failed]

    def totals(self) -> dict[str, int]:
        totals = dict.fromkeys(VERDICTS, 0)
        for record in self.checked:
            for verdict in VERDICTS:
                totals[verdict] += (record.counts or {}).get(verdict, 0)
        return totals

    def exit_code(self, fail_on: str) -> int:
        if fail_on == "never":
            return 0
        return 1 if self.worst >= SEVERITY[fail_on] else 0


def run(
    targets: list[Target],
    backend: Backend,
    sink: Callable[[DocumentOutcome], None],
    *,
    guard: SignalGuard | None = None,
    reuse: Callable[[Target], DocumentOutcome | None] | None = None,
) -> BatchResult:
    """Check ``targets`` through ``backend``; hand each outcome to ``sink`` as it comes.

    ``reuse`` answers a target from an earlier run (``--resume``) without checking it.
    An interruption (KeyboardInterrupt, or a signal through ``guard``) ends the run
    after the file being written; the result says which documents were not checked.
    """
    guard = guard or SignalGuard()
    result = BatchResult()
    reused: dict[int, DocumentOutcome] = {}
    todo: list[Target] = []
    done = 0
    try:
        for i, target in enumerate(targets):
            hit = reuse(target) if reuse else None
            if hit is not None:
                reused[i] = hit
            else:
                todo.append(target)
        fresh = backend.outcomes(todo) if todo else iter(())
        for i in range(len(targets)):
            outcome = reused.get(i) or next(fresh)
            with guard.critical():
                sink(outcome)
                result.add(outcome)
            done = i + 1
    except KeyboardInterrupt:
        result.interrupted = True
        result.pending = list(targets[done:])
    finally:
        backend.close()
    return result
