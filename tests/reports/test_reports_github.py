"""GitHub Actions annotations: per-level limits, severity order, escaping."""

from __future__ import annotations

from reports.github import annotations, escape_data, escape_property


def test_limits_and_order(make_report, make_finding):
    text = "".join(f"Zeile {i}: {i} PFLOPS\n" for i in range(30))
    findings = [
        make_finding(text, f"{i} PFLOPS", verdict="warning" if i < 12 else "error", check="ratio")
        for i in range(30)
    ]
    lines = annotations([(make_report(findings), text)])
    assert len(lines) == 21
    assert all(line.startswith("::error ") for line in lines[:10])
    assert all(line.startswith("::warning ") for line in lines[10:20])
    assert lines[20].startswith("::notice::") and "10 more findings" in lines[20]
    assert "file=articles/b100.txt,line=13,col=11,endColumn=20,title=specheck ratio::" in lines[0]


def test_no_notice_under_the_limit(german_report, german_text):
    lines = annotations([(german_report, german_text)])
    assert [line.split(" ", 1)[0] for line in lines] == ["::error", "::error", "::warning"]


def test_escaping(make_report, make_finding):
    text = "100% sicher:\r\n4 Exaflops, sagt er"
    finding = make_finding(
        text, "4 Exaflops", check="agg:re,gate", explanation="50% off\nline two\r, really: yes"
    )
    report = make_report([finding], source="docs\\a,b:c.md")
    (line,) = annotations([(report, text)])
    head, message = line.split("::", 2)[1:]
    assert head == (
        "error file=docs/a%2Cb%3Ac.md,line=2,col=1,endColumn=11,title=specheck agg%3Are%2Cgate"
    )
    assert message == "4 Exaflops: 50%25 off%0Aline two%0D, really: yes"


def test_escape_helpers():
    assert escape_data("a%b\r\nc:d,e") == "a%25b%0D%0Ac:d,e"
    assert escape_property("a%b\r\nc:d,e") == "a%25b%0D%0Ac%3Ad%2Ce"
