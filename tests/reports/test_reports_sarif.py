"""SARIF output: schema-valid, regions on the right line and column, stable fingerprints."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from reports.io import LineIndex, line_col
from reports.sarif import FINGERPRINT_KEY, sarif_uri, to_sarif

SCHEMA = json.loads((Path(__file__).parent / "schemas" / "sarif-2.1.0.json").read_text("utf-8"))


def validate(log: dict) -> None:
    cls = jsonschema.validators.validator_for(SCHEMA)
    cls.check_schema(SCHEMA)
    cls(SCHEMA, format_checker=cls.FORMAT_CHECKER).validate(log)


def region_of(log: dict, i: int = 0) -> dict:
    return log["runs"][0]["results"][i]["locations"][0]["physicalLocation"]["region"]


def test_valid_against_official_schema(german_report, german_text):
    log = to_sarif([(german_report, german_text)], tool_version="0.1.0")
    validate(log)
    run = log["runs"][0]
    assert run["columnKind"] == "unicodeCodePoints"
    assert [r["ruleId"] for r in run["results"]] == ["spec_value", "sparsity", "aggregate"]
    assert [r["level"] for r in run["results"]] == ["error", "warning", "error"]
    rules = run["tool"]["driver"]["rules"]
    assert [rule["id"] for rule in rules] == ["aggregate", "sparsity", "spec_value"]
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["properties"]["claimed"]["unit"] == "FLOP/s"
        assert result["properties"]["expected"]["value"] == 3.958e21
    assert json.dumps(log) == json.dumps(
        to_sarif([(german_report, german_text)], tool_version="0.1.0")
    )


def test_empty_batch_is_valid():
    validate(to_sarif([], tool_version="0.1.0"))


def test_region_multiline_lf(german_report, german_text):
    log = to_sarif([(german_report, german_text)], tool_version="x")
    # "20,8 Milliarden Transistoren" starts line 3 at column 14 ("Die B100 hat " = 13 chars).
    assert region_of(log, 0) == {
        "startLine": 3,
        "startColumn": 14,
        "endLine": 3,
        "endColumn": 14 + len("20,8 Milliarden Transistoren"),
        "snippet": {"text": "20,8 Milliarden Transistoren"},
    }
    assert region_of(log, 2)["startLine"] == 4


def test_region_crlf_and_non_ascii(make_report, make_finding):
    text = "Ü🚀ber\r\nZeile zwei\r\n\r\näöü 🚀 4 Exaflops (EFLOPS)\r\n"
    report = make_report([make_finding(text, "4 Exaflops (EFLOPS)")])
    log = to_sarif([(report, text)], tool_version="x")
    validate(log)
    region = region_of(log)
    assert (region["startLine"], region["startColumn"]) == (4, 7)  # "äöü 🚀 " = 6 code points
    assert (region["endLine"], region["endColumn"]) == (4, 7 + 19)


def test_region_spanning_lines(make_report, make_finding):
    text = "Es sind 4\nExaflops."
    report = make_report([make_finding(text, "4\nExaflops")])
    region = region_of(to_sarif([(report, text)], tool_version="x"))
    assert (region["startLine"], region["startColumn"], region["endLine"], region["endColumn"]) == (
        1,
        9,
        2,
        9,
    )


def test_fingerprints_ignore_lines_inserted_above(make_report, make_finding):
    text = "A: 4 Exaflops.\nB: 4 Exaflops.\n"
    moved = "Neue Zeile.\nNoch eine.\n" + text

    def fingerprints(t: str) -> list[str]:
        report = make_report([make_finding(t, "4 Exaflops", nth=n) for n in (0, 1)])
        results = to_sarif([(report, t)], tool_version="x")["runs"][0]["results"]
        return [r["partialFingerprints"][FINGERPRINT_KEY] for r in results]

    before, after = fingerprints(text), fingerprints(moved)
    assert before == after
    assert before[0] != before[1]  # same quote and check twice: still two identities


def test_fingerprint_normalises_path(make_report, make_finding, german_text):
    finding = make_finding(german_text, "20 PFLOPS")
    a = to_sarif([(make_report([finding], source="./docs\\a.md"), german_text)], tool_version="x")
    b = to_sarif([(make_report([finding], source="docs/a.md"), german_text)], tool_version="x")
    fa = a["runs"][0]["results"][0]["partialFingerprints"]
    assert fa == b["runs"][0]["results"][0]["partialFingerprints"]
    uri = a["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert uri == "docs/a.md"


def test_html_input_maps_into_markup(make_report, make_finding):
    markup = (
        "<html><head><title>B100</title></head>\n<body>\n"
        "<p>Die B100 hat <b>20,8</b>&nbsp;Milliarden Transistoren.</p>\n"
        "<p>Tom &amp; Jerry: 4 Exaflops</p>\n</body></html>\n"
    )
    extracted = "B100\nDie B100 hat 20,8\xa0Milliarden Transistoren.\nTom & Jerry: 4 Exaflops\n"
    findings = [
        make_finding(extracted, "20,8\xa0Milliarden Transistoren"),
        make_finding(extracted, "Tom & Jerry: 4 Exaflops", check="aggregate"),
        make_finding(extracted, "B100", nth=1, check="entity"),
    ]
    report = make_report(findings, source="page.html", text=extracted)
    log = to_sarif([(report, markup)], tool_version="x")
    validate(log)
    regions = {
        r["ruleId"]: r["locations"][0]["physicalLocation"]["region"]
        for r in log["runs"][0]["results"]
    }
    assert (regions["spec_value"]["startLine"], regions["spec_value"]["startColumn"]) == (3, 20)
    assert (regions["aggregate"]["startLine"], regions["aggregate"]["startColumn"]) == (4, 4)
    # The second "B100" of the extracted text is the one in the <p>, not the <title>.
    assert (regions["entity"]["startLine"], regions["entity"]["startColumn"]) == (3, 8)


def test_html_input_unmappable_falls_back_to_line_one(make_report, make_finding):
    extracted = "Wert: 4 Exaflops"
    report = make_report([make_finding(extracted, "4 Exaflops")], source="p.html", text=extracted)
    log = to_sarif([(report, "<p>nothing alike</p>")], tool_version="x")
    validate(log)
    result = log["runs"][0]["results"][0]
    assert result["locations"][0]["physicalLocation"]["region"]["startLine"] == 1
    assert "startColumn" not in result["locations"][0]["physicalLocation"]["region"]
    assert result["properties"]["textStart"] == 6


@pytest.mark.parametrize(
    ("text", "offset", "expected"),
    [
        ("abc", 0, (1, 1)),
        ("abc", 3, (1, 4)),
        ("a\nb", 2, (2, 1)),
        ("a\r\nb", 3, (2, 1)),
        ("a\rb", 2, (2, 1)),
        ("a\n\nb", 3, (3, 1)),
        ("🚀x\ny", 1, (1, 2)),
    ],
)
def test_line_col(text, offset, expected):
    assert line_col(text, offset) == expected
    assert LineIndex(text).line_col(offset) == expected


def test_sarif_uri_encodes_spaces():
    assert sarif_uri("my docs\\über #1.md") == "my%20docs/%C3%BCber%20%231.md"


def test_rule_descriptions(german_report, german_text):
    log = to_sarif(
        [(german_report, german_text)],
        tool_version="x",
        rule_descriptions={"aggregate": "Totals must equal count x per-unit spec."},
    )
    rules = {
        r["id"]: r["shortDescription"]["text"] for r in log["runs"][0]["tool"]["driver"]["rules"]
    }
    assert rules["aggregate"] == "Totals must equal count x per-unit spec."
    assert rules["sparsity"] == "specheck check 'sparsity'."
