"""The document's structure in the HTML report, with every highlight exactly its offsets."""

from __future__ import annotations

from selectolax.lexbor import LexborHTMLParser as HTMLParser

from claims.reader import html_to_text
from reports.html import render_document

MARKDOWN = """\
# Blackwell in Zahlen

Die B100 hat **20,8 Milliarden Transistoren** und `192 GB` Speicher.
Eine zweite Zeile mit [Link](https://example.com) und 80 **GB**.

## Die Daten

| GPU | Speicher | TDP |
|---|--:|---|
| H100 SXM | 80 GB | 700 W |
| B100 | 192 GB | 1 \\| 2 kW |

- erster Punkt mit 4 PFLOPS
- zweiter Punkt

> Zitat mit 8 TB/s
"""

QUOTES = ["20,8 Milliarden", "192 GB", "80 **GB**", "80 GB", "700 W", "4 PFLOPS", "8 TB/s"]


def _report(make_report, make_finding, text: str, quotes: list[str], source: str):
    findings = []
    for n, quote in enumerate(quotes, 1):
        nth = quotes[: n - 1].count(quote)
        findings.append(make_finding(text, quote, fid=f"F{n}", nth=nth))
    return make_report(findings, source=source, language="de")


def _highlights_exact(tree: HTMLParser, text: str, quotes: list[str]) -> None:
    """Each highlight (its fragments joined) is the text at its offsets, the quote."""
    seen = {}
    for node in tree.css("article a.hl"):
        fid = node.attributes["data-fid"]
        part = node.text()
        if "data-start" in node.attributes:
            start, end = int(node.attributes["data-start"]), int(node.attributes["data-end"])
            seen[fid] = [text[start:end], part.split(": ", 1)[1]]
        else:
            seen[fid][1] += part
    assert sorted(seen) == sorted(f"F{n}" for n in range(1, len(quotes) + 1))
    for fid, (at_offsets, shown) in seen.items():
        assert at_offsets == shown == quotes[int(fid[1:]) - 1], fid


def test_markdown_headings_tables_lists(make_report, make_finding):
    report = _report(make_report, make_finding, MARKDOWN, QUOTES, "docs/b100.md")
    tree = HTMLParser(render_document(report, MARKDOWN))
    article = tree.css_first("article")
    assert article.css_first("h1").text() == "Blackwell in Zahlen"
    assert article.css_first("h2").text() == "Die Daten"
    rows = [
        [c.text().replace("Fehler: ", "") for c in tr.css("th, td")] for tr in article.css("tr")
    ]
    assert rows == [
        ["GPU", "Speicher", "TDP"],
        ["H100 SXM", "80 GB", "700 W"],
        ["B100", "192 GB", "1 \\| 2 kW"],
    ]
    assert len(article.css("thead th")) == 3 and len(article.css("table")) == 1
    assert [li.text() for li in article.css("ul li")][1] == "zweiter Punkt"
    assert article.css_first("blockquote").text().endswith("8 TB/s")
    assert (
        article.css_first("strong") is not None
        and article.css_first("code").text() == "Fehler: 192 GB"
    )
    assert "[Link]" not in article.text() and "Link" in article.text()
    assert "#" not in article.text() and "|---" not in article.text()
    _highlights_exact(tree, MARKDOWN, QUOTES)


def test_markdown_crlf_keeps_offsets(make_report, make_finding):
    text = MARKDOWN.replace("\n", "\r\n")
    report = _report(make_report, make_finding, text, QUOTES, "b100.md")
    tree = HTMLParser(render_document(report, text))
    assert tree.css_first("article h2").text() == "Die Daten"
    _highlights_exact(tree, text, QUOTES)


HTML = """<!DOCTYPE html><html lang="de"><head><title>t</title></head><body>
<nav>Menü</nav>
<article>
<h1>Beschleuniger im Vergleich</h1>
<p>Die H100 hat 80 GB und liefert 3,35 TB/s.</p>
<h2>Die Daten</h2>
<table>
<tr><th>GPU</th><th>Speicher (GB)</th><th>TDP (W)</th></tr>
<tr><td>Nvidia H100 SXM</td><td>80</td><td>700</td></tr>
<tr><td>Nvidia B200</td><td>180</td><td>1.000</td></tr>
</table>
<ul><li>Punkt eins mit 4 PFLOPS</li><li>Punkt zwei</li></ul>
</article></body></html>"""


def test_html_input_keeps_its_structure(make_report, make_finding):
    text, _, _ = html_to_text(HTML)
    quotes = ["80 GB", "700", "1.000", "4 PFLOPS"]
    report = _report(make_report, make_finding, text, quotes, "site/vergleich.html")
    tree = HTMLParser(render_document(report, text, markup=HTML))
    article = tree.css_first("article")
    assert article.css_first("h1").text() == "Beschleuniger im Vergleich"
    assert article.css_first("h2").text() == "Die Daten"
    cells = [
        [c.text().replace("Fehler: ", "") for c in tr.css("th, td")] for tr in article.css("tr")
    ]
    assert cells[0] == ["GPU", "Speicher (GB)", "TDP (W)"]
    assert cells[2] == ["Nvidia B200", "180", "1.000"]  # not glued together
    assert len(article.css("th")) == 3 and len(article.css("li")) == 2
    assert len(article.css("table")) == 1 and len(article.css("ul")) == 1  # rows together
    _highlights_exact(tree, text, quotes)


def test_plain_text_headings_and_bullets(make_report, make_finding):
    text = (
        "Der Titel des Artikels\n"
        "Ein erster Absatz mit 80 GB Speicher, der als Satz endet.\n"
        "Zwischenüberschrift ohne Punkt\n"
        "Noch ein Absatz mit einem Satz, der endet.\n"
        "• erster Punkt mit 700 W\n"
        "• zweiter Punkt\n"
    )
    report = _report(make_report, make_finding, text, ["80 GB", "700 W"], "a.txt")
    tree = HTMLParser(render_document(report, text))
    article = tree.css_first("article")
    assert article.css_first("h1").text() == "Der Titel des Artikels"
    assert article.css_first("h2").text() == "Zwischenüberschrift ohne Punkt"
    assert [li.text().replace("Fehler: ", "") for li in article.css("ul li")] == [
        "erster Punkt mit 700 W",
        "zweiter Punkt",
    ]
    _highlights_exact(tree, text, ["80 GB", "700 W"])


def test_a_highlight_in_markup_the_view_hides_is_still_shown(make_report, make_finding):
    text = "Ein Wert: 80 **GB** im Satz.\n"
    report = _report(make_report, make_finding, text, ["80 **GB**"], "a.md")
    tree = HTMLParser(render_document(report, text))
    _highlights_exact(tree, text, ["80 **GB**"])
