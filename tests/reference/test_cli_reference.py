"""`specheck reference show|validate|export` as a user sees them."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from pipeline.cli import main


def _run(*args: str, columns: int = 80):
    return CliRunner().invoke(main, ["reference", *args], env={"COLUMNS": str(columns)})


def test_show_lists_the_sold_variants_within_80_columns() -> None:
    result = _run("show", "H100")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "variant of NVIDIA H100" in out and "no variant named" in out
    assert "PCIe: NVIDIA H100 PCIe [nvidia-h100-pcie]" in out
    assert "NVL: NVIDIA H100 NVL [nvidia-h100-nvl]" in out
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "(read 2026-" in out  # numbered sources with their reading date


def test_show_gives_a_package_its_units_transitively() -> None:
    out = _run("show", "GB200 NVL72").output
    assert "36 x NVIDIA GB200 Grace Blackwell Superchip [nvidia-gb200]" in out
    assert "72 x NVIDIA B200 (in GB200) [nvidia-b200-gb200], via nvidia-gb200" in out
    unit = _run("show", "nvidia-b200-gb200").output
    assert "part of: NVIDIA GB200 Grace Blackwell Superchip [nvidia-gb200], 2 per system" in unit
    assert "the name picks this variant" in unit


def test_show_wraps_to_a_wider_terminal_too() -> None:
    out = _run("show", "H100", columns=160).output
    assert max(len(line) for line in out.splitlines()) <= 160


def test_show_unknown_name_is_one_line_exit_2() -> None:
    result = _run("show", "Z9000")
    assert result.exit_code == 2
    assert "Z9000: no reference entry" in result.output


def test_validate_reports_file_and_line_without_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "sources:\n  s: {title: Some title, url: 'https://example.org', read: 2026-01-01}\n"
        "entries:\n  - id: x-gpu\n    name: X\n    kind: accelerator\n    values:\n"
        "      - {attribute: memory, value: .nan, unit: GB, sources: [s]}\n",
        encoding="utf-8",
    )
    result = _run("validate", str(tmp_path))
    assert result.exit_code == 1
    assert result.output.startswith(f"{bad}:8:"), result.output
    assert "Traceback" not in result.output


def test_export_is_strict_json() -> None:
    result = _run("export")
    assert result.exit_code == 0
    rows = json.loads(result.output, parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
    assert any(r["entity"] == "nvidia-b200-gb200" for r in rows)
