"""The CLI contract: outputs, offsets, exit codes, bad input, determinism."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pipeline.cli", *args], capture_output=True, text=True, cwd=ROOT
    )


def test_examples_produce_contract_json(tmp_path: Path) -> None:
    result = run("check", "examples", "--out", str(tmp_path))
    assert result.returncode == 1, result.stderr  # the examples hold deliberate errors
    for name in ("blackwell-cluster.en", "gpu-preise.de"):
        data = json.loads((tmp_path / f"{name}.json").read_text(encoding="utf-8"))
        assert data["schema"] == "specheck/report-v1"
        text = (ROOT / "examples" / f"{name}.txt").read_text(encoding="utf-8")
        assert data["findings"]
        for f in data["findings"]:
            assert text[f["start"] : f["end"]] == f["quote"]
            assert f["verdict"] in {"error", "warning", "ok", "unverified"}
        assert (tmp_path / f"{name}.html").exists()
    assert (tmp_path / "index.html").exists()
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert summary["totals"]["error"] >= 1


def test_output_is_deterministic(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    run("check", "examples", "--out", str(a))
    run("check", "examples", "--out", str(b))
    for path in sorted(a.iterdir()):
        assert path.read_bytes() == (b / path.name).read_bytes(), path.name


def test_missing_path_exits_2(tmp_path: Path) -> None:
    result = run("check", str(tmp_path / "nope.txt"), "--out", str(tmp_path / "o"))
    assert result.returncode == 2
    assert "nope.txt" in result.stderr and "Traceback" not in result.stderr


def test_bad_documents_are_reported_and_batch_goes_on(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "binary.txt").write_bytes(b"\x00\x01\x02 H100")
    (docs / "latin1.txt").write_bytes("Größe 80 GB".encode("latin-1"))
    (docs / "empty.md").write_text("", encoding="utf-8")
    (docs / "good.txt").write_text("Die H100 hat 80 GB HBM3.", encoding="utf-8")
    result = run("check", str(docs), "--out", str(tmp_path / "o"))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "binary" in result.stderr and "UTF-8" in result.stderr and "empty" in result.stderr
    summary = json.loads((tmp_path / "o" / "summary.json").read_text(encoding="utf-8"))
    assert len(summary["failures"]) == 3
    assert (tmp_path / "o" / "good.json").exists()


def test_empty_folder_is_usage_error(tmp_path: Path) -> None:
    result = run("check", str(tmp_path), "--out", str(tmp_path / "o"))
    assert result.returncode == 2
    assert "no .txt" in result.stderr


def test_bom_and_crlf_keep_offsets(tmp_path: Path) -> None:
    doc = tmp_path / "crlf.txt"
    doc.write_bytes("\ufeffTitel\r\nDie H100 hat 80 GB HBM3.\r\n".encode())
    run("check", str(doc), "--out", str(tmp_path / "o"))
    data = json.loads((tmp_path / "o" / "crlf.json").read_text(encoding="utf-8"))
    with open(doc, encoding="utf-8", newline="") as fh:
        text = fh.read()
    assert data["findings"]
    for f in data["findings"]:
        assert text[f["start"] : f["end"]] == f["quote"]


def test_version_and_help() -> None:
    assert "specheck" in run("--version").stdout
    for cmd in ("check", "claims", "reference", "estimate"):
        assert "Example" in run(cmd, "--help").stdout


def test_reference_validate_and_export() -> None:
    assert run("reference", "validate").returncode == 0
    rows = json.loads(run("reference", "export", "--format", "json").stdout)
    assert {"entity", "aliases", "attribute", "value", "unit", "sources"} <= set(rows[0])


def test_estimate_calculator() -> None:
    out = run("estimate", "1000000 x H100 fp8 sparse").stdout
    assert "3.96 ZFLOP/s" in out


def test_estimate_training_and_memory() -> None:
    out = run(
        "estimate", "training", "--params", "117e6", "--tokens", "10e9", "--gpu", "H100"
    ).stdout
    assert "7.02e+18 FLOP" in out and "hours" in out
    out = run("estimate", "memory", "--params", "740e9", "--precision", "fp4", "--gpu", "B100")
    assert "370 GB" in out.stdout and "does not fit" in out.stdout
    bad = run("estimate", "memory")
    assert bad.returncode == 2 and "--params" in bad.stderr and "Traceback" not in bad.stderr


def test_claims_json_lines() -> None:
    out = run("claims", "examples/gpu-preise.de.txt").stdout.splitlines()
    rows = [json.loads(line) for line in out]
    assert rows and all(r["source"].endswith("gpu-preise.de.txt") for r in rows)
    total = next(r for r in rows if r["text"] == "12 Mrd. US-Dollar")
    assert total["value"] == 12e9 and total["unit"] == "USD" and total["hedge"] == "etwa"
    assert {"type": "derivation", "connective": "sind das"} in total["relations"]


def test_ci_formats_and_annotations(tmp_path: Path) -> None:
    import os

    env = {**os.environ, "GITHUB_ACTIONS": "true"}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pipeline.cli",
            "check",
            "examples",
            "--out",
            str(tmp_path),
            "--format",
            "json",
            "--format",
            "sarif",
            "--format",
            "markdown",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
    )
    assert result.returncode == 1
    sarif = json.loads((tmp_path / "specheck.sarif").read_text(encoding="utf-8"))
    assert sarif["version"] == "2.1.0"
    results = sarif["runs"][0]["results"]
    assert {r["ruleId"] for r in results} >= {"aggregate"}
    region = results[0]["locations"][0]["physicalLocation"]["region"]
    assert region["startLine"] >= 1 and region["startColumn"] >= 1
    assert "393 GB" in (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert not (tmp_path / "gpu-preise.de.html").exists()  # html was not asked for
    assert any(line.startswith("::error file=") for line in result.stdout.splitlines())


def test_baseline_suppresses_false_alarms(tmp_path: Path) -> None:
    first = tmp_path / "first"
    run("check", "examples", "--out", str(first))
    baseline = tmp_path / "baseline.json"
    created = run("baseline", "create", str(first), "-o", str(baseline))
    assert created.returncode == 0, created.stderr
    data = json.loads(baseline.read_text(encoding="utf-8"))
    assert data["entries"]
    for entry in data["entries"]:
        entry["decision"] = "false_alarm"
    baseline.write_text(json.dumps(data), encoding="utf-8")
    second = run(
        "check", "examples", "--out", str(tmp_path / "second"), "--baseline", str(baseline)
    )
    assert second.returncode == 0, second.stderr  # every error was marked a false alarm
    assert "suppressed" in second.stderr


def test_bad_baseline_is_a_usage_error(tmp_path: Path) -> None:
    bad = tmp_path / "b.json"
    bad.write_text("{not json", encoding="utf-8")
    result = run("check", "examples", "--out", str(tmp_path / "o"), "--baseline", str(bad))
    assert result.returncode == 2 and "b.json" in result.stderr
    assert "Traceback" not in result.stderr
