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


def test_round_trip(tmp_path, german_report, make_report, make_finding):
    text = "Noch einmal 20 PFLOPS und 20 PFLOPS."
    other = make_report(
        [make_finding(text, "20 PFLOPS", verdict="warning", check="ratio", nth=n) for n in (0, 1)],
        source="docs/zwei.md",
    )
    baseline = baseline_from_reports([german_report, other])
    assert [(e.document, e.quote, e.decision) for e in baseline.entries] == [
        ("b100.txt", "20,8 Milliarden Transistoren", "confirmed"),
        ("b100.txt", "20 PFLOPS", "confirmed"),
        ("b100.txt", "4 Exaflops (EFLOPS)", "confirmed"),
        ("zwei.md", "20 PFLOPS", "confirmed"),  # duplicates collapse
    ]
    path = tmp_path / "baseline.json"
    write_json_atomic(path, baseline.to_json_dict())
    data = json.loads(path.read_text("utf-8"))
    assert data["schema"] == "specheck/baseline-v1" and "note" not in data["entries"][0]
    assert load_baseline(path) == baseline
    # Confirmed entries suppress nothing.
    assert apply_baseline(german_report, baseline)[1] == 0


def test_note_survives_round_trip(tmp_path):
    baseline = Baseline(
        entries=[
            BaselineEntry(document="a", quote="q", check="c", decision="false_alarm", note="n")
        ]
    )
    path = tmp_path / "b.json"
    write_json_atomic(path, baseline.to_json_dict())
    assert load_baseline(path).entries[0].note == "n"
