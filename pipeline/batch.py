"""Check many documents: collect paths, read, extract, check; never stop on a bad one."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from spacy.language import Language

from claims.extract import extract_claims
from claims.nlp import build_nlp
from claims.reader import SUFFIXES, InputError, read_document
from pipeline import __version__
from pipeline.engine import check_claims
from pipeline.models import SEVERITY, DocumentFailure, DocumentReport
from reference import ReferenceSet


class UsageError(ValueError):
    """Bad arguments: a missing path, a folder with nothing to check."""


@dataclass(frozen=True)
class RunOptions:
    lang: str = "auto"
    fail_on: str = "error"


@dataclass(frozen=True)
class Target:
    path: Path
    display: str  # the path as given (or as found below a given folder)
    out_stem: Path  # relative output path without suffix


@dataclass
class BatchResult:
    reports: list[tuple[Target, DocumentReport]] = field(default_factory=list)
    failures: list[DocumentFailure] = field(default_factory=list)

    def exit_code(self, fail_on: str) -> int:
        if fail_on == "never":
            return 0
        threshold = SEVERITY[fail_on]
        for _, report in self.reports:
            if any(SEVERITY[f.verdict] >= threshold for f in report.findings):
                return 1
        return 0


def collect(paths: list[str]) -> list[Target]:
    """Files as given; folders searched recursively for .txt/.md/.html."""
    targets: list[Target] = []
    used: set[Path] = set()
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*")
                if p.is_file() and p.suffix.lower() in SUFFIXES and not p.name.startswith(".")
            )
            if not found:
                raise UsageError(f"{raw}: no .txt, .md or .html files to check in this folder")
            for p in found:
                rel = p.relative_to(path)
                targets.append(Target(p, str(p), _unique(rel.with_suffix(""), used)))
        elif path.exists():
            targets.append(Target(path, raw, _unique(Path(path.stem), used)))
        else:
            raise UsageError(f"{raw}: no such file or folder")
    return targets


def _unique(stem: Path, used: set[Path]) -> Path:
    candidate, n = stem, 2
    while candidate in used:
        candidate = stem.with_name(f"{stem.name}-{n}")
        n += 1
    used.add(candidate)
    return candidate


class Checker:
    """Holds one pipeline per language and the reference set for a run."""

    def __init__(self, reference: ReferenceSet):
        self.reference = reference
        self._nlp: dict[str, Language] = {}
        self._patterns = reference.patterns()

    def nlp(self, lang: str) -> Language:
        key = lang if lang in ("de", "en") else "en"
        if key not in self._nlp:
            self._nlp[key] = build_nlp(key, self._patterns)
        return self._nlp[key]

    def check_document(self, target: Target, options: RunOptions) -> DocumentReport:
        document = read_document(target.path, lang=options.lang, display=target.display)
        claims = extract_claims(document, self.nlp(document.language))
        findings = check_claims(document, claims, self.reference)
        findings.sort(key=lambda f: f.sort_key())
        for i, finding in enumerate(findings, 1):
            finding.id = f"F{i}"
        return DocumentReport(
            source=document.source,
            sha256=document.sha256,
            language=document.language,
            language_note=document.language_note,
            text=document.text if document.is_html else None,
            specheck_version=__version__,
            reference_version=self.reference.version,
            findings=findings,
        )


def run(
    targets: list[Target],
    checker: Checker,
    options: RunOptions,
    progress: Callable[[Target], None] | None = None,
) -> BatchResult:
    result = BatchResult()
    for target, report in iter_reports(targets, checker, options, result, progress):
        result.reports.append((target, report))
    return result


def iter_reports(targets, checker, options, result, progress=None) -> Iterator:
    for target in targets:
        if progress:
            progress(target)
        try:
            yield target, checker.check_document(target, options)
        except InputError as exc:
            result.failures.append(DocumentFailure(source=target.display, error=str(exc)))
