"""Shared fixtures for the reports tests: hand-made reports, no NLP pipeline needed."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # plain `pytest` (not `python -m pytest`) from anywhere
    sys.path.insert(0, str(ROOT))

from pipeline.models import Claimed, DocumentReport, Expected, Finding, SourceRef  # noqa: E402


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "browser: drives Chromium through Playwright (needs /usr/bin/chromium)"
    )


def finding_for(
    text: str,
    quote: str,
    *,
    verdict: str = "error",
    check: str = "spec_value",
    nth: int = 0,
    fid: str = "",
    **extra: object,
) -> Finding:
    """A finding on the ``nth`` occurrence of ``quote`` in ``text``."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(quote, start + 1)
    fields: dict = {
        "id": fid,
        "start": start,
        "end": start + len(quote),
        "quote": quote,
        "verdict": verdict,
        "check": check,
        "claimed": Claimed(value=4e18, unit="FLOP/s", text=quote),
        "expected": Expected(value=3.958e21, low=3.6e21, high=4.4e21, unit="FLOP/s"),
        "explanation": f"{quote} is off",
        "trail": ["1,000,000 x 3.958e15 FLOP/s", "= 3.958e21 FLOP/s"],
        "sources": [SourceRef(title="NVIDIA H100 datasheet", url="https://www.nvidia.com/h100")],
    }
    fields.update(extra)
    return Finding(**fields)


@pytest.fixture
def make_finding() -> Callable[..., Finding]:
    return finding_for


@pytest.fixture
def make_report() -> Callable[..., DocumentReport]:
    def make(
        findings: list[Finding], *, source: str = "articles/b100.txt", **kw: object
    ) -> DocumentReport:
        fields: dict = {
            "source": source,
            "sha256": "0" * 64,
            "language": "de",
            "specheck_version": "0.1.0",
            "reference_version": "ref-2024.06",
            "findings": findings,
        }
        fields.update(kw)
        return DocumentReport(**fields)

    return make


GERMAN_TEXT = (
    "Nvidia B100: Ein Überblick\n"
    "\n"
    "Die B100 hat 20,8 Milliarden Transistoren und liefert 20 PFLOPS.\n"
    "1 Million H100 liefern bis zu 4 Exaflops (EFLOPS).\n"
    "Das ist etwa 4 PFLOPS pro H100.\n"
)


@pytest.fixture
def german_text() -> str:
    return GERMAN_TEXT


@pytest.fixture
def german_report(make_report, make_finding) -> DocumentReport:
    t = GERMAN_TEXT
    return make_report(
        [
            make_finding(t, "20,8 Milliarden Transistoren", check="spec_value", fid="F1"),
            make_finding(t, "20 PFLOPS", verdict="warning", check="sparsity", fid="F2"),
            make_finding(t, "4 Exaflops (EFLOPS)", check="aggregate", fid="F3"),
            make_finding(t, "4 PFLOPS", verdict="ok", check="spec_value", fid="F4"),
            make_finding(t, "1 Million", verdict="unverified", check="count", fid="F5"),
        ]
    )
