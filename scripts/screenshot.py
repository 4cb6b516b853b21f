"""Render an HTML report for an example article and save a PNG screenshot of it.

    .venv/bin/python scripts/screenshot.py [--out docs/screenshot-report.png] [--full-page]

Checks examples/ with the ``specheck`` CLI (the output contract in DESIGN.md) and shows
the report with the most errors and warnings. When there are no examples or the CLI
is not usable yet, a hand-made demo report is rendered instead, so the page design
can still be reviewed. Drives Debian's Chromium (/usr/bin/chromium) via Playwright.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pipeline.models import (  # noqa: E402
    Claimed,
    DocumentReport,
    Expected,
    Finding,
    SourceRef,
)
from reports.html import render_document  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

DEMO_TEXT = """\
Nvidia Blackwell: B100 gegen H100

Die B100 besteht aus zwei Dies und hat 20,8 Milliarden Transistoren. Sie liefert 20 PFLOPS
bei FP4, das ist laut Nvidia das 2,5-fache gegenüber Hopper.

Ein Cluster aus 1 Million H100 liefert bis zu 4 Exaflops (EFLOPS). Eine einzelne H100 kommt
auf etwa 4 PFLOPS bei FP8 mit Sparsity.

Acht B100 mit je 3,5 PFLOPS dense erreichen zusammen 56 PFLOPS.
"""

NVIDIA = SourceRef(title="NVIDIA H100 Tensor Core GPU datasheet", url="https://www.nvidia.com/")


def _finding(quote: str, verdict: str, check: str, **fields: object) -> Finding:
    start = DEMO_TEXT.index(quote)
    return Finding(
        start=start, end=start + len(quote), quote=quote, verdict=verdict, check=check, **fields
    )


def demo_report() -> tuple[DocumentReport, str]:
    """A hand-made report over DEMO_TEXT, for when no example can be checked."""
    findings = [
        _finding(
            "20,8 Milliarden Transistoren",
            "error",
            "spec_value",
            claimed=Claimed(value=20.8e9, text="20,8 Milliarden"),
            expected=Expected(value=208e9, low=207.5e9, high=208.5e9),
            explanation="B100: 2 dies x 104 billion = 208 billion transistors; "
            "the text says 20.8 billion (10x too small)",
            trail=["2 x 104e9", "= 208e9"],
            sources=[
                SourceRef(title="NVIDIA Blackwell architecture", url="https://www.nvidia.com/")
            ],
        ),
        _finding(
            "20 PFLOPS",
            "ok",
            "spec_value",
            claimed=Claimed(value=20e15, unit="FLOP/s", text="20 PFLOPS"),
            expected=Expected(value=20e15, low=19.5e15, high=20.5e15, unit="FLOP/s"),
            explanation="B100 FP4 sparse: 20 PFLOP/s",
        ),
        _finding(
            "2,5-fache",
            "error",
            "ratio",
            claimed=Claimed(value=2.5, text="2,5-fache"),
            expected=Expected(value=5.05, low=4.5, high=5.5),
            explanation="20 PFLOP/s / 3.96 PFLOP/s (H100 FP8 sparse) = 5.05x; the text says 2.5x",
            trail=["20e15 / 3.958e15", "= 5.05"],
            sources=[NVIDIA],
        ),
        _finding(
            "4 Exaflops (EFLOPS)",
            "error",
            "aggregate",
            claimed=Claimed(value=4e18, unit="FLOP/s", text="4 Exaflops"),
            expected=Expected(value=3.958e21, low=3.6e21, high=4.4e21, unit="FLOP/s"),
            explanation="1,000,000 x H100 FP8 (sparse) 3,958 TFLOPS = 3.96 ZFLOPS; "
            "the text says 4 EFLOPS (1000x too small)",
            trail=["1,000,000 x 3.958e15 FLOP/s", "= 3.958e21 FLOP/s"],
            sources=[NVIDIA],
        ),
        _finding(
            "etwa 4 PFLOPS",
            "ok",
            "spec_value",
            claimed=Claimed(
                value=4e15, low=3.5e15, high=4.5e15, unit="FLOP/s", text="etwa 4 PFLOPS"
            ),
            expected=Expected(value=3.958e15, low=3.958e15, high=3.958e15, unit="FLOP/s"),
            explanation="H100 FP8 sparse: 3,958 TFLOPS, within the hedge 'etwa'",
            sources=[NVIDIA],
        ),
        _finding(
            "56 PFLOPS",
            "warning",
            "sparsity",
            claimed=Claimed(value=56e15, unit="FLOP/s", text="56 PFLOPS"),
            expected=Expected(value=28e15, low=27e15, high=29e15, unit="FLOP/s"),
            explanation="8 x 3.5 PFLOP/s dense = 28 PFLOP/s; 56 PFLOP/s is the sparse total",
            trail=["8 x 3.5e15 FLOP/s", "= 28e15 FLOP/s"],
        ),
        _finding(
            "Acht B100",
            "unverified",
            "count",
            claimed=Claimed(value=8, text="Acht"),
            explanation="Count of units; nothing to check it against",
        ),
    ]
    for n, f in enumerate(findings, 1):
        f.id = f"F{n}"
    report = DocumentReport(
        source="examples/demo_b100.txt",
        sha256="demo",
        language="de",
        specheck_version="0.1.0",
        reference_version="demo",
        findings=findings,
    )
    return report, DEMO_TEXT


def example_report(tmp: Path) -> tuple[DocumentReport, str] | None:
    """Check examples/ with the CLI and return the report with the most errors/warnings."""
    examples = ROOT / "examples"
    cli = shutil.which("specheck", path=str(Path(sys.executable).parent)) or shutil.which(
        "specheck"
    )
    if not cli or not any(examples.iterdir()):
        return None
    out = tmp / "out"
    proc = subprocess.run(
        [cli, "check", str(examples), "--out", str(out)], capture_output=True, text=True
    )
    if proc.returncode not in (0, 1):
        print(
            f"screenshot: specheck failed ({proc.returncode}): {proc.stderr.strip()}",
            file=sys.stderr,
        )
        return None
    best: tuple[int, DocumentReport] | None = None
    for path in sorted(out.rglob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        if data.get("schema") != "specheck/report-v1":
            continue
        report = DocumentReport.model_validate(data)
        score = sum(f.verdict in ("error", "warning") for f in report.findings)
        if best is None or score > best[0]:
            best = (score, report)
    if best is None:
        return None
    report = best[1]
    if report.text is not None:
        return report, report.text
    source = Path(report.source)
    source = source if source.is_absolute() else ROOT / source
    with source.open(encoding="utf-8", newline="") as handle:
        return report, handle.read()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshot-report.png")
    parser.add_argument("--full-page", action="store_true")
    parser.add_argument("--demo", action="store_true", help="use the hand-made demo report")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        picked = None if args.demo else example_report(tmp)
        report, text = picked or demo_report()
        print(f"screenshot: rendering {report.source}", file=sys.stderr)
        html_path = tmp / "report.html"
        html_path.write_text(render_document(report, text), encoding="utf-8")
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1440, "height": 900})
            page.goto(html_path.as_uri())
            first = page.locator("a.hl.v-error").first
            if first.count():
                first.click()
            page.screenshot(path=str(args.out), full_page=args.full_page)
            browser.close()
    print(f"screenshot: wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
