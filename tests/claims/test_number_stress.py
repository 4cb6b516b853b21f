"""The stress list of hardware sentences (tests/claims/number_stress.py), read through the
full claim extraction, and the new fields in ``specheck claims`` output."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.claims.number_stress import CASES, FRESH, score


@pytest.mark.parametrize("lang", ["de", "en"])
def test_stress_list_values_are_read_right(lang: str) -> None:
    s = score(tuple(c for c in CASES + FRESH if c.lang == lang))
    wrong = [(c.sentence, shown) for c, shown in s.wrong]
    assert s.right_share >= 0.95, (s.right_share, wrong, s.missed)
    # among the figures read, a wrong value is rare: that is what becomes a false flag
    assert s.wrong_among_extracted <= 0.03, wrong
    assert not s.false_figures, s.false_figures


def test_claims_output_shows_sign_period_and_ambiguity(tmp_path: Path) -> None:
    article = tmp_path / "note.en.txt"
    article.write_text(
        "The H100 draw changed by −5% over the year. Running the cluster costs $1.16M/yr. "
        "In 2024 GPUs were scarce, and the server weighs 12 pounds.\n",
        encoding="utf-8",
    )
    run = subprocess.run(
        [sys.executable, "-m", "pipeline.cli", "claims", str(article)],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert run.returncode == 0, run.stderr
    rows = {r["text"]: r for r in map(json.loads, run.stdout.splitlines())}
    assert rows["−5%"]["value"] == -5 and rows["−5%"]["sign"] == "-"
    assert rows["$1.16M"]["per"] == "year" and rows["$1.16M"]["value"] == 1.16e6
    assert "year" in rows["2024 GPUs"]["ambiguous"]
    assert rows["12 pounds"]["unit"] == "lb" and rows["12 pounds"]["ambiguous"] is None
    assert all({"sign", "per", "ambiguous"} <= row.keys() for row in rows.values())
