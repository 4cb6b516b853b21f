"""Reading documents: HTML article text and tables, Markdown tables, offsets, language."""

from __future__ import annotations

from pathlib import Path

import pytest

from claims.language import detect_language
from claims.quantities import QuantityScanner
from claims.reader import InputError, markdown_tables, read_document

HTML = """<!DOCTYPE html><html lang="de"><head><title>T</title>
<script>var x = "80 GB";</script><style>p { margin: 4px }</style></head>
<body><nav><a href="/">Start</a> Folge 212</nav>
<article><h1>Der Beschleuniger im Test</h1>
<p>Die H100 hat <strong>80 GB</strong> HBM3.</p>
<table><caption>Eckdaten</caption>
<thead><tr><th>Kennwert</th><th>H100</th><th>H200</th></tr></thead>
<tbody><tr><th>FP8 dicht</th><td>1.979 TFLOPS</td><td>1.979 TFLOPS</td></tr>
<tr><th>Speicher</th><td>80 GB</td><td>141 GB</td></tr></tbody></table>
</article><footer>Impressum 0800 123 4567</footer>
<div id="cookie-banner"><p>13 Monate</p></div></body></html>"""


def test_html_keeps_article_text_and_drops_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "a.html"
    path.write_text(HTML, encoding="utf-8")
    doc = read_document(path)
    assert doc.is_html and doc.language == "de"
    assert "Die H100 hat 80 GB HBM3." in doc.text
    for junk in ("var x", "margin", "Folge 212", "Impressum", "13 Monate"):
        assert junk not in doc.text


def test_html_table_cells_carry_their_headers(tmp_path: Path) -> None:
    path = tmp_path / "a.html"
    path.write_text(HTML, encoding="utf-8")
    doc = read_document(path)
    cells = {(c.row_header, c.column_header): doc.text[c.start : c.end] for c in doc.tables}
    assert cells[("FP8 dicht", "H200")] == "1.979 TFLOPS"
    assert cells[("Speicher", "H200")] == "141 GB"
    assert all(c.caption == "Eckdaten" for c in doc.tables)


def test_html_superscript_exponents_and_footnote_markers(tmp_path: Path) -> None:
    path = tmp_path / "a.html"
    path.write_text(
        '<html lang="de"><body><p>Das Modell hat 70 Mrd. Parameter und wurde mit '
        "15 Bio. Token trainiert, rund 6,3·10<sup>24</sup> Rechenoperationen. "
        'Die H100 hat 80 GB<sup><a href="#fn1">1</a></sup> Speicher.</p></body></html>',
        encoding="utf-8",
    )
    doc = read_document(path)
    assert "6,3·10^24 Rechenoperationen" in doc.text
    assert "80 GB Speicher" in doc.text
    compute = [q for q in QuantityScanner("de").scan(doc.text) if q.unit == "FLOP"]
    assert [q.value for q in compute] == [pytest.approx(6.3e24)]


def test_markdown_table_offsets() -> None:
    text = "Intro\r\n\r\n| Wert | H100 | B200 |\r\n|---|---:|---:|\r\n| TDP | 700 W | 1.000 W |\r\n"
    cells = markdown_tables(text)
    got = {(c.row_header, c.column_header): text[c.start : c.end] for c in cells}
    assert got == {("TDP", "H100"): "700 W", ("TDP", "B200"): "1.000 W"}


def test_table_cells_are_checked_with_row_qualifiers(tmp_path: Path, checker) -> None:
    from pipeline.batch import RunOptions, Target

    path = tmp_path / "t.md"
    path.write_text(
        "# Vergleich\n\n| Kennwert | H100 | H200 |\n|---|---|---|\n"
        "| FP8 dicht | 3.958 TFLOPS | 1.979 TFLOPS |\n| TDP | 700 W | 700 W |\n",
        encoding="utf-8",
    )
    report = checker.check_document(Target(path, str(path), Path("t")), RunOptions())
    verdicts = {(f.quote, f.subject): f.verdict for f in report.findings}
    assert verdicts[("3.958 TFLOPS", "nvidia-h100-sxm")] == "error"  # sparse figure in a dense row
    assert verdicts[("1.979 TFLOPS", "nvidia-h200-sxm")] == "ok"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Die neue GPU ist schneller als der Vorgänger und hat mehr Speicher.", "de"),
        ("The new GPU is faster than its predecessor and has more memory.", "en"),
    ],
)
def test_language_detection(text: str, lang: str) -> None:
    assert detect_language(text) == (lang, None)


def test_language_override_and_unknown_language() -> None:
    assert detect_language("The GPU is fast.", override="de") == ("de", None)
    lang, note = detect_language("La nueva GPU es más rápida que la anterior.")
    assert lang in ("de", "en") and note and "closest" in note


def test_unreadable_inputs(tmp_path: Path) -> None:
    (tmp_path / "bin.txt").write_bytes(b"\x00\x01")
    (tmp_path / "bad.txt").write_bytes(b"\xff\xfe\xfa")
    (tmp_path / "empty.txt").write_text("  \n", encoding="utf-8")
    for name, needle in (
        ("bin.txt", "binary"),
        ("bad.txt", "UTF-8"),
        ("empty.txt", "empty"),
        ("missing.txt", "no such file"),
    ):
        with pytest.raises(InputError, match=needle):
            read_document(tmp_path / name)


def test_numeral_style_decides_when_function_words_are_few() -> None:
    table = "| GPU | Memory | TDP |\n|---|---|---|\n| H100 | 80 GB | 700 W |\n| B200 | 192 GB | 1,000 W |\n| X | 3.35 TB/s | 1,979 TFLOPS |"
    assert detect_language(table) == ("en", None)
    assert (
        detect_language("| Wert | H100 |\n| Bandbreite | 3,35 TB/s |\n| FP8 | 1.979 TFLOPS |")[0]
        == "de"
    )


def test_bare_table_numbers_take_the_header_unit(tmp_path: Path, checker) -> None:
    from pipeline.batch import RunOptions, Target

    path = tmp_path / "t.html"
    path.write_text(
        "<html lang='de'><body><article><h1>B200 gegen H100</h1><p>Die Eckdaten im Test.</p>"
        "<table><thead><tr><th></th><th>B200</th><th>H100</th></tr></thead><tbody>"
        "<tr><th>FP8 dicht (TFLOPS)</th><td>4.500</td><td>3.958</td></tr>"
        "<tr><th>TDP [W]</th><td>1.000</td><td>700</td></tr></tbody></table>"
        "</article></body></html>",
        encoding="utf-8",
    )
    report = checker.check_document(Target(path, str(path), Path("t")), RunOptions())
    got = {(f.quote, f.subject): f.verdict for f in report.findings}
    assert got[("4.500", "nvidia-b200")] == "ok"
    assert got[("3.958", "nvidia-h100-sxm")] == "error"  # the sparse figure in a dense row
    assert got[("1.000", "nvidia-b200")] == "ok"
    assert got[("700", "nvidia-h100-sxm")] == "ok"


def test_short_text_goes_by_its_function_words() -> None:
    text = "El Capitan erreicht im Linpack 1,742 Exaflops und liegt vor Frontier, der mit 1,353."
    assert detect_language(text) == ("de", None)  # '1,742' alone would look English


def test_table_headers_name_units_as_last_word_or_currency(tmp_path: Path, de_nlp) -> None:
    from claims.extract import extract_with_sentences

    path = tmp_path / "t.html"
    path.write_text(
        "<html lang='de'><body><h1>Modelle</h1><p>Was das Training kostete.</p><table>"
        "<tr><th>Modell</th><th>Parameter</th><th>Trainings-Token</th><th>GPU-Stunden</th>"
        "<th>Kosten (US-$)</th><th>FP8 dicht TFLOPS</th></tr>"
        "<tr><td>Llama 2 70B</td><td>70 Mrd.</td><td>2 Bio.</td><td>ca. 1.720.000</td>"
        "<td>3,4 Mio.</td><td>1.979</td></tr></table></body></html>",
        encoding="utf-8",
    )
    doc = read_document(path)
    claims, _ = extract_with_sentences(doc, de_nlp)
    got = {c.text: (c.attribute, c.quantity.unit, c.quantity.value) for c in claims}
    assert got["70 Mrd."] == ("parameters", "count", 70e9)
    assert got["2 Bio."] == ("training_tokens", "count", 2e12)  # a compound header
    assert got["1.720.000"] == ("gpu_hours", "hour", 1.72e6)
    assert got["3,4 Mio."] == ("price", "USD", 3.4e6)
    assert got["1.979"][:2] == ("throughput", "TFLOP/s")  # the header's last word
    # a first <td> that is a label heads its row, as in Markdown
    assert {c.subject.entry_id for c in claims if c.in_table} == {"meta-llama-2-70b"}


def test_caption_with_two_units_gives_each_column_its_own(tmp_path: Path, en_nlp) -> None:
    from claims.extract import extract_with_sentences

    path = tmp_path / "t.html"
    path.write_text(
        "<html lang='en'><body><h1>Systems</h1><p>Totals per system.</p><table>"
        "<caption>System totals at dense rates (PFLOPS) and HBM capacity (TB)</caption>"
        "<tr><th>System</th><th>FP8 dense</th><th>HBM total</th></tr>"
        "<tr><td>DGX B200</td><td>36.0</td><td>1.44</td></tr></table></body></html>",
        encoding="utf-8",
    )
    claims, _ = extract_with_sentences(read_document(path), en_nlp)
    got = {c.text: (c.attribute, c.quantity.unit) for c in claims}
    assert got["36.0"] == ("throughput", "PFLOP/s")
    assert got["1.44"] == ("memory", "TB")


def test_markdown_empty_cells_keep_columns_and_count_headers(en_nlp) -> None:
    from claims.extract import extract_with_sentences
    from claims.models import Document

    text = (
        "## Bill of materials\n\n| Item | Count | Subtotal (USD) |\n|---|---:|---:|\n"
        "| HGX servers | 3,072 | 860,160,000 |\n| **Total** | | **896,000,000** |\n"
    )
    doc = Document(
        source="t.md", text=text, sha256="x", language="en", tables=markdown_tables(text)
    )
    claims, _ = extract_with_sentences(doc, en_nlp)
    got = {c.text: (c.attribute, c.quantity.unit) for c in claims}
    assert got["3,072"] == ("node_count", "count")  # "servers" in the row header
    assert got["896,000,000"] == ("price", "USD")  # the third column, past an empty one


def test_a_ranked_row_is_headed_by_its_name(tmp_path: Path) -> None:
    md = "| Platz | System | Rmax |\n|---|---|---|\n| 1 | El Capitan | 1.742 |\n| 12. | Alps | 435 |\n"
    got = {(c.row_header, c.column_header): md[c.start : c.end] for c in markdown_tables(md)}
    assert got[("El Capitan", "Rmax")] == "1.742"
    assert got[("Alps", "Rmax")] == "435"
    assert ("El Capitan", "System") not in got  # the name heads the row, it is no cell
    path = tmp_path / "a.html"
    path.write_text(
        "<html><body><table><tr><th>Rank</th><th>System</th><th>Rmax</th></tr>"
        "<tr><td>8</td><td>Alps</td><td>434.9</td></tr>"
        "<tr><td>–</td><td>Test</td><td>1.0</td></tr></table></body></html>",
        encoding="utf-8",
    )
    doc = read_document(path)
    cells = {(c.row_header, c.column_header): doc.text[c.start : c.end] for c in doc.tables}
    assert cells[("Alps", "Rmax")] == "434.9"
    assert cells[("", "Rmax")] == "1.0"  # "–" is no rank: the row has no name


def test_an_aside_in_the_article_is_its_own_and_one_beside_it_is_not(tmp_path: Path) -> None:
    path = tmp_path / "a.html"
    path.write_text(
        '<html lang="en"><body><main><article><h1>Exascale</h1>'
        "<p>The list has a new leader with 1.7 exaflops.</p>"
        '<aside class="factbox"><ul><li>Nodes in the machine: 11,136</li></ul></aside>'
        '<div class="related-stories"><p>Read next: 7 GPUs we loved</p></div>'
        '</article><aside class="sidebar"><p>Top 10 laptops under 900 euros</p></aside>'
        "</main></body></html>",
        encoding="utf-8",
    )
    doc = read_document(path)
    assert "Nodes in the machine: 11,136" in doc.text  # a factbox is the article's
    assert "laptops" not in doc.text  # a sidebar beside the article is not
    assert "Read next" not in doc.text  # nor links to related stories inside it
