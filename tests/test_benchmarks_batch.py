"""The batch benchmark and the fuzz job run end to end and report what they promise (no
timing is asserted: speed is for the benchmark's own output)."""

from __future__ import annotations

from pathlib import Path

from benchmarks import batch, fuzz


def test_generated_corpus_is_deterministic_and_varied(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    chars = batch.make_corpus(a, 12)
    assert chars == batch.make_corpus(b, 12)
    files = sorted(a.iterdir())
    assert len(files) == 12 and [f.read_bytes() for f in files] == [
        f.read_bytes() for f in sorted(b.iterdir())
    ]
    # the same example twice is reordered, not copied
    twins = [f for f in files if f.name.endswith(files[0].name[6:])]
    assert len(twins) >= 2 and twins[0].read_bytes() != twins[1].read_bytes()


def test_claims_curve_and_memory_parts_print_their_lines(tmp_path: Path, capsys) -> None:
    assert batch.main(["--quick", "--only", "claims", "memory", "--work", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "== claims" in out and "ms/claim" in out and "goal: time per claim" in out
    assert "== memory" in out and "peak RSS" in out and "ratio 6 / 3 documents" in out


def test_fuzz_plan_splits_the_inputs() -> None:
    work = fuzz.plan(1000, list(fuzz.SHARES), seed=3, chunks=4)
    assert sum(n for _, n, _ in work) == 1000
    assert {name for name, _, _ in work} == set(fuzz.SHARES)


def test_a_short_fuzz_run_finds_no_crash(capsys) -> None:
    status = fuzz.main(["--inputs", "400", "--jobs", "1", "--only", "numbers", "readers", "check"])
    out = capsys.readouterr().out
    assert "400 inputs" in out
    assert status == 0, out
