"""Score `specheck check` on the fresh rounds in tests/rounds/ and hold their floors.

Each round is six articles with an answer key, written by helpers who never saw the code
(docs/accuracy.md logs their first-contact scores). Once scored they are development
material like the corpus; the floors below are the scores they reached after the change
that followed, so a change that costs a round its precision or recall fails here. Raise
a floor when the score rises; never lower one.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROUNDS = Path(__file__).resolve().parent / "rounds"
ROOT = Path(__file__).resolve().parents[1]

#: round -> (recall, precision, verified) floors
FLOORS = {
    "r01": (0.79, 1.00, 0.78),
    "r02": (0.76, 1.00, 0.63),
    "r03": (0.58, 1.00, 0.60),
    "r04": (0.47, 0.94, 0.60),
    "r05": (0.58, 0.92, 0.73),
    "r06": (0.56, 0.95, 0.49),
    "r07": (0.52, 0.90, 0.51),
    "r08": (0.54, 0.80, 0.78),
    "r09": (0.67, 1.00, 0.75),
    "r10": (0.64, 0.88, 0.69),
    "r11": (0.61, 0.95, 0.70),
    "r12": (0.56, 0.95, 0.64),
    "r13": (0.51, 1.00, 0.50),
    "r14": (0.71, 1.00, 0.71),
    "r15": (0.54, 1.00, 0.72),
    "r16": (0.66, 1.00, 0.74),
    "r17": (0.38, 0.66, 0.38),
    "r18": (0.54, 0.86, 0.76),
    "r19": (0.44, 1.00, 0.49),
    "r20": (0.52, 0.90, 0.68),
    "r21": (0.67, 1.00, 0.58),
    "r22": (0.47, 1.00, 0.55),
    "r23": (0.55, 1.00, 0.62),
    "r24": (0.41, 1.00, 0.41),
    "r25": (0.37, 1.00, 0.57),
    "r26": (0.63, 1.00, 0.57),
    "r27": (0.48, 0.90, 0.50),
    "r28": (0.54, 0.95, 0.62),
    "r29": (0.57, 1.00, 0.45),
    "r30": (0.67, 0.83, 0.65),
    "r31": (0.57, 1.00, 0.75),
    "r32": (0.45, 0.93, 0.70),
    "r33": (0.46, 1.00, 0.61),
    "r34": (0.58, 0.86, 0.57),
    "r35": (0.64, 1.00, 0.59),
    "r36": (0.55, 0.95, 0.64),
    "r37": (0.51, 0.90, 0.59),
    "r38": (0.58, 0.95, 0.57),
    "r39": (0.45, 0.94, 0.62),
    "r40": (0.59, 0.91, 0.51),
    "r41": (0.34, 0.76, 0.49),
    "r42": (0.52, 0.91, 0.60),
    "r43": (0.56, 0.75, 0.55),
    "r44": (0.46, 0.90, 0.51),
    "r45": (0.48, 0.89, 0.45),
    "r46": (0.37, 0.93, 0.53),
    "r47": (0.52, 1.00, 0.52),
    "r48": (0.50, 0.93, 0.50),
    "r49": (0.48, 1.00, 0.54),
    "r50": (0.50, 0.77, 0.50),
    "r51": (0.71, 0.90, 0.59),
    "r52": (0.65, 0.82, 0.63),
    "r53": (0.50, 0.82, 0.47),
    "r54": (0.48, 0.68, 0.42),
    "r55": (0.43, 0.81, 0.39),
}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_round_floor(name: str, shared_dir: Path, tmp_path: Path) -> None:
    round_dir = ROUNDS / name
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pipeline.cli",
            "check",
            str(round_dir / "corpus"),
            "--out",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert run.returncode in (0, 1), run.stderr
    assert "Traceback" not in run.stderr
    scored = subprocess.run(
        [
            sys.executable,
            str(shared_dir / "eval" / "score.py"),
            "--gold",
            str(round_dir / "gold"),
            "--corpus",
            str(round_dir / "corpus"),
            "--reports",
            str(tmp_path),
            "--json",
        ],
        capture_output=True,
        text=True,
    )
    summary = json.loads(scored.stdout)["summary"]
    for metric, floor in zip(("recall", "precision", "verified"), FLOORS[name], strict=True):
        value = summary[metric]
        assert value >= floor, f"{name} {metric} {value:.3f} fell below its floor {floor}"
