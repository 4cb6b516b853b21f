"""Screenshot the real HTML report that ``specheck check`` writes, for the README.

    .venv/bin/python scripts/screenshot.py [PATH ...] [--out docs/screenshot-report.png]
                                           [--report-lang auto|de|en] [--full-page]

Runs the ``specheck`` CLI on PATH (default: the project's examples/), opens the report
of the document with the most errors and warnings (or ``--document NAME``) in Debian's
Chromium through Playwright, clicks its first error and saves a PNG. Nothing is
rendered by hand: what the picture shows is what a user gets.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
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


def check(paths: list[str], out: Path, report_lang: str) -> None:
    """Run the real CLI; exit 1 (findings) is expected, anything else is a failure."""
    # The project's examples are named as the README shows them; others as given.
    paths = [str(Path(p).resolve()) for p in paths] or ["examples"]
    command = [sys.executable, "-m", "pipeline.cli", "check", *paths, "--out", str(out)]
    command += ["--report-lang", report_lang]
    proc = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"screenshot: specheck failed ({proc.returncode}): {proc.stderr.strip()}")


def pick_report(out: Path, document: str | None) -> Path:
    """The HTML report of ``document``, else of the document with most errors+warnings."""
    summary = json.loads((out / "summary.json").read_text("utf-8"))
    rows = [r for r in summary["documents"] if "report_html" in r]
    if document:
        rows = [r for r in rows if Path(r["source"]).name == document]
    if not rows:
        raise SystemExit(f"screenshot: no HTML report for {document or 'any document'}")
    best = max(rows, key=lambda r: (r["counts"]["error"] + r["counts"]["warning"], r["source"]))
    return out / best["report_html"]


def shoot(report: Path, target: Path, *, full_page: bool, width: int, height: int) -> None:
    from playwright.sync_api import sync_playwright

    target.parent.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(report.as_uri())
        first = page.locator("a.hl.v-error").first
        if first.count():
            first.click()
        page.screenshot(path=str(target), full_page=full_page)
        browser.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="files or folders (default: examples/)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshot-report.png")
    parser.add_argument("--document", help="file name of the document to show")
    parser.add_argument("--report-lang", default="auto", choices=("auto", "de", "en"))
    parser.add_argument("--full-page", action="store_true")
    parser.add_argument("--width", type=int, default=1440)
    parser.add_argument("--height", type=int, default=900)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out"
        check(args.paths, out, args.report_lang)
        report = pick_report(out, args.document)
        print(f"screenshot: {report.name}", file=sys.stderr)
        shoot(report, args.out, full_page=args.full_page, width=args.width, height=args.height)
    print(f"screenshot: wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
