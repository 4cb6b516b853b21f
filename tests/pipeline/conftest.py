"""Run the whole pipeline over short texts written for the tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def checker(ref):
    from pipeline.batch import Checker

    return Checker(ref)


@pytest.fixture()
def verdicts(checker, tmp_path: Path):
    """verdicts(text, lang) -> {quote: (verdict, check, explanation)}."""
    from pipeline.batch import RunOptions, Target

    def run(text: str, lang: str = "de") -> dict[str, tuple[str, str, str]]:
        path = tmp_path / f"doc.{lang}.txt"
        path.write_text(text, encoding="utf-8")
        report = checker.check_document(Target(path, str(path), Path("doc")), RunOptions(lang=lang))
        return {f.quote: (f.verdict, f.check, f.explanation) for f in report.findings}

    return run
