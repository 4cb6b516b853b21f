"""The batch index page."""

from __future__ import annotations

from selectolax.lexbor import LexborHTMLParser as HTMLParser

from pipeline.models import DocumentFailure
from reports.index import relative_href, render_index


def test_rows_sorted_failures_listed_and_escaped():
    rows = [
        {"source": "b.txt", "report_html": "b.html", "counts": {"error": 1, "warning": 5}},
        {"source": "a.txt", "report_html": "sub dir/a#1.html", "error": 1, "ok": 2},
        {"source": "<script>alert(1)</script>", "report_html": "javascript:alert(1)"},
        {"source": "z.txt", "report_html": "z.html", "counts": {"error": 3}},
    ]
    failures = [DocumentFailure(source="bad.txt", error="<img src=x onerror=alert(1)>")]
    html = render_index(rows, failures, versions={"specheck": "0.1.0", "reference": "r1"})
    tree = HTMLParser(html)
    sources = [td.text() for td in tree.css("tbody td.src")]
    assert sources == ["z.txt", "a.txt", "b.txt", "<script>alert(1)</script>"]
    hrefs = [a.attributes["href"] for a in tree.css("tbody a")]
    assert hrefs == ["z.html", "sub%20dir/a%231.html", "b.html"]
    assert not tree.css("img") and not tree.css("script")
    assert "bad.txt" in tree.css_first("ul.failures").text()
    totals = [td.text() for td in tree.css("tfoot td")]
    assert totals == ["Total", "5", "5", "2", "0"]
    assert "0.1.0" in tree.css_first("header").text() and "r1" in html
    assert html == render_index(rows, failures, versions={"specheck": "0.1.0", "reference": "r1"})


def test_relative_href():
    assert relative_href("a/b.html") == "a/b.html"
    assert relative_href("a\\b c.html") == "a/b%20c.html"
    for bad in ("javascript:alert(1)", "https://x.y/z", "//x.y", "/etc/passwd", "", None):
        assert relative_href(bad) is None
