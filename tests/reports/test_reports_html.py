"""The per-document HTML report: escaping, determinism, layout, number formatting."""

from __future__ import annotations

import base64
import hashlib
import json

import pytest
from selectolax.lexbor import LexborHTMLParser as HTMLParser

from pipeline.models import SourceRef
from reports.html import layout, render_document, safe_url, with_ids

HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '"><svg onload=alert(1)>',
]


@pytest.fixture
def hostile_html(make_report, make_finding) -> tuple[str, str]:
    text = "Intro.\n" + "\n".join(f"Claim {h} here." for h in HOSTILE) + "\nEnd </script>\n"
    findings = [
        make_finding(
            text,
            h,
            verdict="error" if i % 2 == 0 else "warning",
            check=f"check{i}",
            explanation=f"explained {h}",
            trail=[f"step {h}"],
            sources=[
                SourceRef(title=f"title {h}", url="javascript:alert(1)"),
                SourceRef(title="ok", url="https://example.com/?q=<b>"),
                SourceRef(title="data", url="data:text/html,<script>alert(1)</script>"),
            ],
            claimed={"value": 1.0, "unit": h, "text": h},
        )
        for i, h in enumerate(HOSTILE)
    ]
    report = make_report(
        findings,
        source='dir/<img src=x onerror=alert(1)>".txt',
        language='de"><script>alert(1)</script>',
        language_note=HOSTILE[0],
    )
    return render_document(report, text, title=HOSTILE[2]), text


def test_hostile_input_yields_no_executable_markup(hostile_html):
    html, _ = hostile_html
    tree = HTMLParser(html)
    scripts = tree.css("script")
    assert len(scripts) == 2
    assert scripts[0].attributes.get("type") == "application/json"
    assert "type" not in scripts[1].attributes
    assert not tree.css("img") and not tree.css("svg")
    for node in tree.css("*"):
        for name, value in node.attributes.items():
            assert not name.lower().startswith("on"), (node.tag, name)
            if name in ("href", "src", "action"):
                assert not (value or "").lower().startswith(("javascript:", "data:"))
    hrefs = [a.attributes.get("href") for a in tree.css("a")]
    assert "https://example.com/?q=<b>" in hrefs
    # The hostile strings are present as text, i.e. escaped in the source.
    assert tree.css_first("article").text().count("<script>alert(1)</script>") == 1


def test_data_block_cannot_break_out_and_round_trips(hostile_html):
    html, _ = hostile_html
    tree = HTMLParser(html)
    raw = tree.css_first("script#sc-data").text()
    assert "<" not in raw and ">" not in raw and "&" not in raw
    data = json.loads(raw)
    assert [f["quote"] for f in data["findings"]] == HOSTILE
    assert data["document"] == 'dir/<img src=x onerror=alert(1)>".txt'


def test_csp_allows_exactly_the_inline_script(hostile_html):
    html, _ = hostile_html
    tree = HTMLParser(html)
    script = tree.css("script")[1].text()
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    csp = tree.css_first('meta[http-equiv="Content-Security-Policy"]').attributes["content"]
    assert f"script-src 'sha256-{digest}'" in csp
    assert "unsafe-inline'; script" not in csp.replace("style-src 'unsafe-inline'; ", "")


def test_output_is_byte_identical(german_report, german_text, monkeypatch):
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    first = render_document(german_report, german_text)
    assert first == render_document(german_report.model_copy(deep=True), german_text)
    assert "Generated" not in first


def test_compiled_templates_are_kept_and_give_the_same_page(german_report, german_text, tmp_path):
    from reports.html import use_template_cache

    plain = render_document(german_report, german_text)
    try:
        use_template_cache(tmp_path / "templates")
        first = render_document(german_report, german_text)
        kept = sorted(p.name for p in (tmp_path / "templates").iterdir())
        use_template_cache(tmp_path / "templates")  # a new start: templates read from the cache
        second = render_document(german_report, german_text)
    finally:
        use_template_cache(None)
    assert kept and kept == sorted(p.name for p in (tmp_path / "templates").iterdir())
    assert plain == first == second


def test_generated_stamp_only_from_source_date_epoch(german_report, german_text, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert "2023-11-14 22:13 UTC" in render_document(german_report, german_text)
    html = render_document(german_report, german_text, generated_at="yesterday")
    assert "yesterday" in html


def test_report_structure(german_report, german_text):
    tree = HTMLParser(render_document(german_report, german_text, suppressed=2))
    highlights = tree.css("article a.hl")
    assert [h.attributes["href"] for h in highlights] == ["#F1", "#F2", "#F5", "#F3", "#F4"]
    assert all(tree.css_first(f"li.finding#{h.attributes['data-fid']}") for h in highlights)
    cards = tree.css("li.finding")
    assert [c.id for c in cards] == ["F1", "F2", "F5", "F3", "F4"]  # text order
    # Every highlight shows exactly the text its offsets index.
    for h in highlights:
        start, end = int(h.attributes["data-start"]), int(h.attributes["data-end"])
        assert h.text().split(": ", 1)[1] == german_text[start:end]
    # The article's words are all there, in order, as paragraphs of the text.
    shown = " ".join(p.text() for p in tree.css("article h1, article p"))
    for label in ("Fehler: ", "Warnung: ", "OK: ", "Ungeprüft: "):
        shown = shown.replace(label, "")
    assert shown.split() == german_text.split()
    assert tree.css_first("article h1").text() == "Nvidia B100: Ein Überblick"
    # Review buttons only on errors and warnings.
    assert len(tree.css("button[data-decision]")) == 2 * 3
    header = tree.css_first("header").text()
    for needle in ("articles/b100.txt", "0.1.0", "ref-2024.06", "de", "nicht angezeigt"):
        assert needle in header
    counts = [" ".join(li.text().split()) for li in tree.css(".counts li")]
    assert counts == ["✖ 2 Fehler", "▲ 1 Warnung", "✔ 1 OK", "? 1 ungeprüft"]
    # German numbers, and the expected value also in the article's own prefix.
    assert "3,96 ZFLOPS (3.958 EFLOPS)" in tree.css_first("li#F1").text()


def test_overlapping_and_bad_offsets(make_report, make_finding):
    text = "Bis zu 4 Exaflops (EFLOPS) insgesamt."
    outer = make_finding(text, "4 Exaflops (EFLOPS)", verdict="warning", check="a", fid="W")
    inner = make_finding(text, "Exaflops", verdict="error", check="b", fid="E")
    same = make_finding(text, "Exaflops", verdict="ok", check="c", fid="O")
    bad = make_finding(text, "insgesamt", check="d", fid="X").model_copy(update={"start": 0})
    report = make_report([outer, inner, same, bad])
    lay = layout(text, report.findings)
    assert lay.placed == {"E"}  # the most severe wins the contested span
    assert lay.host == {"W": "E", "O": "E"}
    tree = HTMLParser(render_document(report, text))
    assert [h.attributes["data-fid"] for h in tree.css("a.hl")] == ["E"]
    assert "Im Text nicht gefunden" in tree.css_first("li#X").text()
    assert tree.css_first("li#W").attributes["data-host"] == "E"


def test_ids_are_made_unique_and_safe(make_finding):
    text = "a 1 b 2 c 3 d 4"
    findings = [
        make_finding(text, "1", fid=""),
        make_finding(text, "2", fid="dup"),
        make_finding(text, "3", fid="dup"),
        make_finding(text, "4", fid='x" onclick="y'),
    ]
    ids = [f.id for f in with_ids(findings)]
    assert ids[1] == "dup" and len(set(ids)) == 4
    assert all(i.replace("-", "").replace("_", "").isalnum() for i in ids)


def test_empty_report(make_report):
    html = render_document(make_report([]), "Kein Wert hier.")
    assert "Keine Zahlenangaben gefunden." in html
    html = render_document(make_report([], language="en"), "No figure here.")
    assert "No numeric claims found." in html


@pytest.mark.parametrize(
    ("url", "ok"),
    [
        ("https://nvidia.com/x", True),
        ("HTTP://example.com", True),
        ("javascript:alert(1)", False),
        (" javascript:alert(1)", False),
        ("java\tscript:alert(1)", False),
        ("data:text/html,x", False),
        ("//evil.example", False),
        ("/local/path", False),
        ("https:///nohost", False),
    ],
)
def test_safe_url(url, ok):
    assert (safe_url(url) is not None) is ok
