"""The HTML report in a real browser: navigation, filtering, review and baseline export.

Runs Debian's Chromium through Playwright (never a downloaded browser). Skipped, with
the reason, when /usr/bin/chromium or the playwright package is missing.
"""

from __future__ import annotations

import importlib.util
import os
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


def test_keyboard_navigation(page):
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


def test_filter_by_verdict(page):
    page.uncheck('input[data-filter="error"]')
    assert not page.locator("li.finding#F1").is_visible()
    assert not page.locator("li.finding#F3").is_visible()
    assert page.locator("li.finding#F2").is_visible()
    assert page.locator("#sc-shown").inner_text() == "3 of 5 shown"
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("j")  # skips hidden findings
    assert page.evaluate("document.activeElement.id") == "F2"
    page.check('input[data-filter="error"]')
    assert page.locator("li.finding#F1").is_visible()
    # Clicking the highlight of a filtered-out verdict brings its finding back.
    page.uncheck('input[data-filter="ok"]')
    page.click("a.hl#t-F4")
    assert page.locator("li.finding#F4").is_visible()


def test_review_and_export_baseline(page, tmp_path):
    card = page.locator("li.finding#F3")
    card.get_by_role("button", name="False alarm").click()
    assert card.get_by_role("button", name="False alarm").get_attribute("aria-pressed") == "true"
    page.locator("li.finding#F1").get_by_role("button", name="Confirmed").click()
    with page.expect_download() as info:
        page.get_by_role("button", name="Export baseline").click()
    download = info.value
    assert download.suggested_filename == "b100.txt.baseline.json"
    target = tmp_path / "exported.json"
    download.save_as(target)
    baseline = load_baseline(target)
    entries = {(e.quote, e.check): e for e in baseline.entries}
    assert entries[("4 Exaflops (EFLOPS)", "aggregate")].decision == "false_alarm"
    assert entries[("4 Exaflops (EFLOPS)", "aggregate")].document == "b100.txt"
    assert entries[("20,8 Milliarden Transistoren", "spec_value")].decision == "confirmed"
    assert len(baseline.entries) == 2


def test_toggling_a_decision_off(page, tmp_path):
    button = page.locator("li.finding#F3").get_by_role("button", name="False alarm")
    button.click()
    button.click()
    with page.expect_download() as info:
        page.get_by_role("button", name="Export baseline").click()
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
