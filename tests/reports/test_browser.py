"""The HTML report in a real browser: navigation, filtering, review and baseline export.

Runs Debian's Chromium through Playwright (never a downloaded browser). Skipped, with
the reason, when /usr/bin/chromium or the playwright package is missing.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pipeline.baseline import load_baseline
from reports.html import render_document
from reports.io import write_text_atomic

CHROMIUM = Path(os.environ.get("SPECHECK_CHROMIUM", "/usr/bin/chromium"))
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

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists(), reason=f"{CHROMIUM} not installed (apt-get install chromium)"
    ),
    pytest.mark.skipif(
        importlib.util.find_spec("playwright") is None,
        reason="playwright package not installed (pip install playwright)",
    ),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser, tmp_path, german_report, german_text):
    path = tmp_path / "b100.html"
    write_text_atomic(path, render_document(german_report, german_text))
    context = browser.new_context(accept_downloads=True, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.goto(path.as_uri())
    yield page
    context.close()
    assert errors == []  # no script errors, no CSP violations


def test_click_highlight_focuses_finding(page):
    page.click("a.hl#t-F3")
    card = page.locator("li.finding#F3")
    assert "current" in (card.get_attribute("class") or "")
    assert page.evaluate("document.activeElement.id") == "F3"
    assert card.is_visible()
    assert page.evaluate("location.hash") == "#F3"
    assert "current" in (page.locator("#t-F3").get_attribute("class") or "")


def test_opens_on_errors_and_warnings(page):
    visible = [c.get_attribute("id") for c in page.locator("li.finding:visible").all()]
    assert visible == ["F1", "F2", "F3"]  # the errors and the warning, in text order
    assert page.locator("#sc-shown").inner_text() == "3 von 5 angezeigt"
    assert page.locator("#sc-show-problems").get_attribute("aria-pressed") == "true"
    page.click("#sc-show-all")  # every verdict one click away
    assert page.locator("li.finding:visible").count() == 5
    assert page.locator("#sc-show-all").get_attribute("aria-pressed") == "true"
    page.click("#sc-show-problems")
    assert page.locator("li.finding:visible").count() == 3


def _looks_plain(page, selector: str) -> bool:
    return page.evaluate(
        """sel => {
          const el = document.querySelector(sel);
          const style = getComputedStyle(el), mark = getComputedStyle(el, "::before");
          return style.backgroundColor === "rgba(0, 0, 0, 0)" && style.borderBottomWidth === "0px"
            && (mark.content === "none" || mark.content === "normal")
            && style.pointerEvents === "none" && el.getAttribute("tabindex") === "-1";
        }""",
        selector,
    )


def test_link_to_a_hidden_verdict_reveals_it(page):
    page.goto(page.url.split("#")[0] + "#F4")
    page.reload()
    assert page.locator("li.finding#F4").is_visible()
    assert page.locator('input[data-filter="ok"]').is_checked()


def test_filter_hides_highlights_with_cards(page):
    # ok and unverified start hidden: their highlights read as plain text
    assert _looks_plain(page, "#t-F4") and _looks_plain(page, "#t-F5")
    assert not _looks_plain(page, "#t-F1")
    page.uncheck('input[data-filter="error"]')
    assert not page.locator("li.finding#F1").is_visible()
    assert _looks_plain(page, "#t-F1") and _looks_plain(page, "#t-F3")
    assert not _looks_plain(page, "#t-F2")
    page.check('input[data-filter="ok"]')
    assert page.locator("li.finding#F4").is_visible() and not _looks_plain(page, "#t-F4")
    page.click("a.hl#t-F4")
    assert page.evaluate("document.activeElement.id") == "F4"


def test_keyboard_navigation(page):
    page.click("#sc-show-all")
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("j")
    assert page.evaluate("document.activeElement.id") == "F1"
    page.keyboard.press("n")
    page.keyboard.press("j")
    assert page.evaluate("document.activeElement.id") == "F5"
    page.keyboard.press("k")
    assert page.evaluate("document.activeElement.id") == "F2"
    page.keyboard.press("p")
    page.keyboard.press("p")  # stays on the first
    assert page.evaluate("document.activeElement.id") == "F1"
    page.click("#sc-show-problems")
    page.keyboard.press("j")
    page.keyboard.press("j")  # skips the hidden unverified F5
    assert page.evaluate("document.activeElement.id") == "F3"


def test_review_and_export_baseline(page, tmp_path):
    card = page.locator("li.finding#F3")
    card.get_by_role("button", name="Fehlalarm").click()
    assert card.get_by_role("button", name="Fehlalarm").get_attribute("aria-pressed") == "true"
    page.locator("li.finding#F1").get_by_role("button", name="Bestätigt").click()
    with page.expect_download() as info:
        page.get_by_role("button", name="Baseline exportieren").click()
    download = info.value
    assert download.suggested_filename == "b100.txt.baseline.json"
    target = tmp_path / "exported.json"
    download.save_as(target)
    baseline = load_baseline(target)
    entries = {(e.quote, e.check): e for e in baseline.entries}
    assert entries[("4 Exaflops (EFLOPS)", "aggregate")].decision == "false_alarm"
    assert entries[("4 Exaflops (EFLOPS)", "aggregate")].document == "articles/b100.txt"
    context = "1 Million H100 liefern bis zu [4 Exaflops (EFLOPS)]."
    assert entries[("4 Exaflops (EFLOPS)", "aggregate")].context == context
    assert entries[("20,8 Milliarden Transistoren", "spec_value")].decision == "confirmed"
    assert len(baseline.entries) == 2


def test_toggling_a_decision_off(page, tmp_path):
    button = page.locator("li.finding#F3").get_by_role("button", name="Fehlalarm")
    button.click()
    button.click()
    with page.expect_download() as info:
        page.get_by_role("button", name="Baseline exportieren").click()
    target = tmp_path / "empty.json"
    info.value.save_as(target)
    assert load_baseline(target).entries == []


def test_hostile_report_runs_no_injected_script(browser, tmp_path, make_report, make_finding):
    hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> "><svg onload=alert(3)>'
    text = f"Text {hostile} and 4 PFLOPS.\n"
    report = make_report(
        [
            make_finding(text, hostile, explanation=hostile, trail=[hostile]),
            make_finding(text, "4 PFLOPS", verdict="warning", check=hostile),
        ],
        source=hostile,
    )
    path = tmp_path / "hostile.html"
    write_text_atomic(path, render_document(report, text, title=hostile))
    context = browser.new_context()
    page = context.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(path.as_uri())
    page.click("a.hl >> nth=0")
    page.wait_for_timeout(200)
    assert dialogs == []
    assert page.locator("img").count() == 0
    context.close()


LONG_ARTICLE = "# Ein langer Artikel\n\n" + "".join(
    f"## Abschnitt {n}\n\nDie H100 hat 80 GB, die B100 hat 20,8 Milliarden Transistoren"
    f" und {n} weitere Zeilen Text, damit der Artikel lang wird.\n\n"
    for n in range(1, 120)
)


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pipeline.cli", *args], capture_output=True, text=True, cwd=cwd
    )


@pytest.fixture(scope="module")
def long_report(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("long")
    (folder / "lang.md").write_text(LONG_ARTICLE, encoding="utf-8")
    result = _cli("check", "lang.md", "--out", "out", "--fail-on", "never", cwd=folder)
    assert result.returncode == 0, result.stderr
    return folder / "out" / "lang.html"


@pytest.mark.parametrize("width", [1280, 800])
def test_no_blank_scroll(browser, long_report, width):
    context = browser.new_context(viewport={"width": width, "height": 720})
    page = context.new_page()
    page.goto(long_report.as_uri())
    page.click("#sc-show-all")
    scroll_height, content_bottom = page.evaluate(
        """() => {
          const bottom = Math.max(...["header", "main"].map(
            s => document.querySelector(s).getBoundingClientRect().bottom + scrollY));
          return [document.documentElement.scrollHeight, bottom];
        }"""
    )
    if width >= 960:  # side by side: the page is the viewport, each column scrolls
        assert scroll_height <= 720
    assert scroll_height <= content_bottom + 1  # nothing below the content
    context.close()


@pytest.mark.parametrize("width", [1280, 800])
def test_nothing_covers_a_selected_card(browser, long_report, width):
    context = browser.new_context(viewport={"width": width, "height": 720})
    page = context.new_page()
    page.goto(long_report.as_uri())
    page.click("#sc-show-all")
    page.locator("body").click(position={"x": 5, "y": 5})
    for _ in range(12):
        page.keyboard.press("j")
        covered = page.evaluate(
            """() => {
              const card = document.activeElement;
              const box = card.getBoundingClientRect();
              const points = [[box.left + 20, box.top + 4], [box.right - 20, box.top + 4]];
              return points.some(([x, y]) => {
                const hit = document.elementFromPoint(x, y);
                return !hit || !card.contains(hit);
              });
            }"""
        )
        assert not covered, page.evaluate("document.activeElement.id")
        hl = page.locator("a.hl.current")
        if width >= 960 and hl.count():  # side by side: the text shows its highlight too
            box = hl.first.bounding_box()
            assert box is not None and 0 <= box["y"] <= 720 - box["height"]
    context.close()


def test_markdown_structure_in_the_browser(browser, long_report):
    page = browser.new_page()
    page.goto(long_report.as_uri())
    assert page.locator("article h1").inner_text() == "Ein langer Artikel"
    assert page.locator("article h2").count() == 119
    page.close()


def test_review_loop_end_to_end(browser, tmp_path):
    """Mark a false alarm in the report, export, re-run with the baseline: the finding is
    suppressed and counted, and the exit code drops; a confirmed error still fails."""
    (tmp_path / "artikel.md").write_text(
        "# Blackwell\n\nDie B100 hat 20,8 Milliarden Transistoren.\n\n"
        "Die H100 hat 20 Milliarden Transistoren.\n",
        encoding="utf-8",
    )
    first = _cli("check", "artikel.md", "--out", "out", cwd=tmp_path)
    assert first.returncode == 1, first.stderr
    report = json.loads((tmp_path / "out" / "artikel.json").read_text("utf-8"))
    errors = [f for f in report["findings"] if f["verdict"] == "error"]
    assert len(errors) == 2

    context = browser.new_context(accept_downloads=True)
    page = context.new_page()
    page.goto((tmp_path / "out" / "artikel.html").as_uri())
    first_card = page.locator(f"li.finding#{errors[0]['id']}")
    first_card.get_by_role("button", name="Fehlalarm").click()
    second_card = page.locator(f"li.finding#{errors[1]['id']}")
    second_card.get_by_role("button", name="Bestätigt").click()
    with page.expect_download() as info:
        page.get_by_role("button", name="Baseline exportieren").click()
    baseline = tmp_path / "specheck-baseline.json"
    info.value.save_as(baseline)

    # The confirmed error still fails the check.
    second = _cli("check", "artikel.md", "--out", "out", "--baseline", str(baseline), cwd=tmp_path)
    assert second.returncode == 1
    assert "1 finding(s) suppressed by the baseline" in second.stderr
    summary = json.loads((tmp_path / "out" / "summary.json").read_text("utf-8"))
    assert summary["totals"]["suppressed"] == 1 and summary["totals"]["error"] == 1

    # The re-run report shows the decision taken, and exporting again keeps both.
    page.goto((tmp_path / "out" / "artikel.html").as_uri())
    assert "1 Befund" in page.locator("#sc-suppressed").inner_text()
    card = page.locator(f"li.finding#{errors[1]['id']}")
    assert card.get_by_role("button", name="Bestätigt").get_attribute("aria-pressed") == "true"
    card.get_by_role("button", name="Bestätigt").click()  # undo: no decision
    card.get_by_role("button", name="Fehlalarm").click()
    with page.expect_download() as info:
        page.get_by_role("button", name="Baseline exportieren").click()
    info.value.save_as(baseline)
    decisions = sorted(e.decision for e in load_baseline(baseline).entries)
    assert decisions == ["false_alarm", "false_alarm"]
    context.close()

    third = _cli("check", "artikel.md", "--out", "out", "--baseline", str(baseline), cwd=tmp_path)
    assert third.returncode == 0, third.stderr  # both errors marked as false alarms
    assert "2 finding(s) suppressed by the baseline" in third.stderr
