"""The PR-comment Markdown summary."""

from __future__ import annotations

from pipeline.models import DocumentFailure
from reports.markdown import md_escape, to_markdown


def test_summary_table_and_lines(german_report, german_text):
    md = to_markdown(
        [(german_report, german_text)], [DocumentFailure(source="x.txt", error="boom")]
    )
    lines = md.splitlines()
    assert lines[0] == "### specheck: 2 errors, 1 warning in 1 document"
    assert "| articles/b100.txt | 2 | 1 | 1 | 1 |" in lines
    assert "- **failed** x.txt: boom" in lines
    assert any(line.startswith("- ✖ `articles/b100.txt:3`: 20,8 Milliarden") for line in lines)
    assert any(line.startswith("- ▲ `articles/b100.txt:3`: 20 PFLOPS") for line in lines)
    assert md.endswith("\n")


def test_summary_in_german(german_report, german_text):
    md = to_markdown([(german_report, german_text)], lang="de")
    lines = md.splitlines()
    assert lines[0] == "### specheck: 2 Fehler, 1 Warnung in 1 Dokument"
    assert lines[2].startswith("| Dokument | ✖ Fehler | ▲ Warnung | ✔ OK | ? Ungeprüft |")


def test_without_text_no_line_numbers(german_report):
    md = to_markdown([german_report])
    assert "`articles/b100.txt`: 20,8" in md


def test_cap(make_report, make_finding):
    text = "".join(f"{i} PFLOPS\n" for i in range(300))
    reports = [
        (
            make_report(
                [make_finding(text, f"{i} PFLOPS") for i in range(200)], source=f"d{n}.txt"
            ),
            text,
        )
        for n in range(40)
    ]
    md = to_markdown(reports, [])
    lines = md.splitlines()
    assert len(lines) <= 52
    assert any("more documents" in line for line in lines)
    assert lines[-1].startswith("- … and ") and lines[-1].endswith("more findings")


def test_escaping(make_report, make_finding):
    text = "x <script>alert(1)</script> | @octocat [a](javascript:x) *b*"
    finding = make_finding(text, text, explanation="see <img src=x onerror=alert(1)>")
    md = to_markdown([(make_report([finding], source="a|b.md"), text)])
    assert "<" not in md and ">" not in md
    assert "&lt;script&gt;" in md
    assert "\\@octocat" in md and "\\[a\\]" in md
    assert "| a\\|b.md |" in md


def test_md_escape_collapses_newlines():
    assert md_escape("a\nb\r\n|c") == "a b \\|c"
