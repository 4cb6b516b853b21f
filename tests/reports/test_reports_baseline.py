"""pipeline.baseline: loading, applying (by quote and check, not offsets), round trip."""

from __future__ import annotations

import json

import pytest

from pipeline.baseline import (
    Baseline,
    BaselineEntry,
    BaselineError,
    apply_baseline,
    baseline_from_reports,
    decisions_for,
    load_baseline,
)
from reports.io import write_json_atomic


def write(tmp_path, content: str, name: str = "baseline.json"):
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("{not json", "not valid JSON (line 1, column 2)"),
        ("[]", "expected a JSON object"),
        ('{"schema": "other", "entries": []}', "schema must be 'specheck/baseline-v1'"),
        ('{"entries": []}', "got None"),
        (
            '{"schema": "specheck/baseline-v1", "entries": [{"document": "a", "quote": "q",'
            ' "check": "c", "decision": "maybe"}]}',
            "entries.0.decision",
        ),
        (
            '{"schema": "specheck/baseline-v1", "entries": [{"document": "a", "quote": "q",'
            ' "check": "c", "decision": "confirmed", "extra": 1}]}',
            "entries.0.extra",
        ),
        ('{"schema": "specheck/baseline-v1", "entries": [{}]}', "(and 3 more)"),
    ],
)
def test_load_errors_are_one_line_naming_the_file(tmp_path, content, needle):
    path = write(tmp_path, content)
    with pytest.raises(BaselineError) as info:
        load_baseline(path)
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert message.startswith(f"{path}: ") and "\n" not in message
    assert needle in message


def test_missing_file(tmp_path):
    with pytest.raises(BaselineError, match="cannot read baseline"):
        load_baseline(tmp_path / "nope.json")


def _baseline(*entries: tuple[str, str, str, str]) -> Baseline:
    return Baseline(
        entries=[BaselineEntry(document=d, quote=q, check=c, decision=x) for d, q, c, x in entries]
    )


def test_apply_suppresses_false_alarms_by_quote_and_check(german_report, german_text):
    baseline = _baseline(
        ("b100.txt", "20,8 Milliarden Transistoren", "spec_value", "false_alarm"),
        ("b100.txt", "20 PFLOPS", "other_check", "false_alarm"),  # wrong check
        ("other.txt", "4 Exaflops (EFLOPS)", "aggregate", "false_alarm"),  # wrong document
        ("b100.txt", "4 Exaflops (EFLOPS)", "aggregate", "confirmed"),  # not a false alarm
        ("b100.txt", "4 PFLOPS", "spec_value", "false_alarm"),  # ok verdict: never removed
    )
    filtered, suppressed = apply_baseline(german_report, baseline)
    assert suppressed == 1
    assert [f.id for f in filtered.findings] == ["F2", "F3", "F4", "F5"]
    assert len(german_report.findings) == 5  # the input report is not modified


def test_apply_is_robust_to_text_moving(make_report, make_finding):
    baseline = _baseline(("a.md", "4 Exaflops\n(EFLOPS)", "aggregate", "false_alarm"))
    moved = "Ganz neuer Absatz oben.\n\nDann: 4 Exaflops  (EFLOPS)."
    report = make_report(
        [make_finding(moved, "4 Exaflops  (EFLOPS)", check="aggregate")], source="site/docs/a.md"
    )
    filtered, suppressed = apply_baseline(report, baseline)
    assert (suppressed, filtered.findings) == (1, [])


def test_windows_paths_use_the_basename(make_report, make_finding):
    text = "4 Exaflops"
    report = make_report([make_finding(text, text)], source="C:\\docs\\a.md")
    _, suppressed = apply_baseline(report, _baseline(("a.md", text, "spec_value", "false_alarm")))
    assert suppressed == 1


def test_round_trip(tmp_path, german_report, german_text, make_report, make_finding):
    text = "Noch einmal 20 PFLOPS und 20 PFLOPS."
    other = make_report(
        [make_finding(text, "20 PFLOPS", verdict="warning", check="ratio", nth=n) for n in (0, 1)],
        source="docs/zwei.md",
    )
    baseline = baseline_from_reports([german_report, other], {"docs/zwei.md": text})
    assert [(e.document, e.quote, e.decision) for e in baseline.entries] == [
        ("articles/b100.txt", "20,8 Milliarden Transistoren", "open"),
        ("articles/b100.txt", "20 PFLOPS", "open"),
        ("articles/b100.txt", "4 Exaflops (EFLOPS)", "open"),
        ("docs/zwei.md", "20 PFLOPS", "open"),  # two findings, told apart by context
        ("docs/zwei.md", "20 PFLOPS", "open"),
    ]
    assert baseline.entries[3].context == "Noch einmal [20 PFLOPS] und 20 PFLOPS."
    assert baseline.entries[4].context == "Noch einmal 20 PFLOPS und [20 PFLOPS]."
    assert baseline.entries[0].context is None  # no text given for b100.txt
    path = tmp_path / "baseline.json"
    write_json_atomic(path, baseline.to_json_dict())
    data = json.loads(path.read_text("utf-8"))
    assert data["schema"] == "specheck/baseline-v1" and "note" not in data["entries"][0]
    assert "context" not in data["entries"][0] and "context" in data["entries"][3]
    assert load_baseline(path) == baseline
    # Open entries suppress nothing.
    assert apply_baseline(german_report, baseline)[1] == 0


def _decide(baseline: Baseline, index: int, decision: str) -> Baseline:
    entries = list(baseline.entries)
    entries[index] = entries[index].model_copy(update={"decision": decision})
    return Baseline(entries=entries)


def test_context_picks_one_of_two_equal_quotes(make_report, make_finding):
    text = "Der Chip hat 20 PFLOPS. Der Pod hat 20 PFLOPS."
    findings = [
        make_finding(text, "20 PFLOPS", verdict="error", check="ratio", nth=n, fid=f"F{n + 1}")
        for n in (0, 1)
    ]
    report = make_report(findings, source="docs/a.md")
    baseline = _decide(baseline_from_reports([report], {"docs/a.md": text}), 1, "false_alarm")
    filtered, suppressed = apply_baseline(report, baseline, text)
    assert suppressed == 1 and [f.id for f in filtered.findings] == ["F1"]


def test_entry_survives_edits_elsewhere(make_report, make_finding):
    text = "Intro.\n\nDer Chip hat 20 PFLOPS. Der Pod hat 20 PFLOPS.\n"
    report = make_report(
        [make_finding(text, "20 PFLOPS", check="ratio", nth=n) for n in (0, 1)], source="a.md"
    )
    baseline = _decide(baseline_from_reports([report], {"a.md": text}), 0, "false_alarm")
    edited = "Ein ganz neuer Vorspann.\n\nMehr Text.\n\n" + text.replace("Intro.", "Anders.")
    moved = make_report(
        [make_finding(edited, "20 PFLOPS", check="ratio", nth=n, fid=f"F{n}") for n in (0, 1)],
        source="a.md",
    )
    filtered, suppressed = apply_baseline(moved, baseline, edited)
    assert suppressed == 1 and [f.id for f in filtered.findings] == ["F1"]
    # When the sentence itself changed and the quote is no longer unique, nothing is
    # suppressed (the editor decides again); a lone candidate still matches.
    changed = edited.replace("Der Chip hat", "Die GPU bringt")
    again = make_report(
        [make_finding(changed, "20 PFLOPS", check="ratio", nth=n) for n in (0, 1)], source="a.md"
    )
    assert apply_baseline(again, baseline, changed)[1] == 0
    alone = "Die GPU bringt 20 PFLOPS."
    lone = make_report([make_finding(alone, "20 PFLOPS", check="ratio")], source="a.md")
    assert apply_baseline(lone, baseline, alone)[1] == 1


def test_documents_match_by_path_not_by_basename(make_report, make_finding):
    text = "4 Exaflops"
    entry = ("docs/a/article.md", text, "spec_value", "false_alarm")
    for source, hit in [
        ("docs/a/article.md", True),
        ("./docs/a/article.md", True),
        ("site/docs/a/article.md", True),  # run from the folder above
        ("docs\\a\\article.md", True),
        ("docs/b/article.md", False),  # another article with the same name
    ]:
        report = make_report([make_finding(text, text)], source=source)
        assert apply_baseline(report, _baseline(entry))[1] == int(hit), source


def test_decisions_for_the_html_report(german_report, german_text):
    baseline = _baseline(
        ("articles/b100.txt", "20,8 Milliarden Transistoren", "spec_value", "confirmed"),
        ("articles/b100.txt", "gone from the text", "aggregate", "false_alarm"),
        ("articles/b100.txt", "20 PFLOPS", "sparsity", "open"),
        ("other.txt", "4 Exaflops (EFLOPS)", "aggregate", "false_alarm"),
    )
    taken, kept = decisions_for(baseline, german_report, german_text)
    assert taken == {"F1": "confirmed"}
    assert [e.quote for e in kept] == ["gone from the text"]


def test_note_survives_round_trip(tmp_path):
    baseline = Baseline(
        entries=[
            BaselineEntry(document="a", quote="q", check="c", decision="false_alarm", note="n")
        ]
    )
    path = tmp_path / "b.json"
    write_json_atomic(path, baseline.to_json_dict())
    assert load_baseline(path).entries[0].note == "n"
