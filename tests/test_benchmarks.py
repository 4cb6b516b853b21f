"""The benchmark runs end to end and reports what its docstring promises (no timing
is asserted: speed is for the benchmark's own output, not for a test to judge)."""

from __future__ import annotations

from benchmarks import extraction


def test_benchmark_reports_both_runs(capsys) -> None:
    assert extraction.main(["--repeat", "1", "--paragraphs", "3"]) == 0
    out = capsys.readouterr().out
    articles, dense = out.split("\n\n== ")
    assert articles.startswith("== articles")
    examples = sorted(p for p in extraction.EXAMPLES.iterdir() if p.suffix in extraction.SUFFIXES)
    assert f"inputs:    {len(examples)} texts" in articles
    assert "ratio:" in articles and "goal:      ratio >= 0.5" in articles
    assert dense.startswith("dense") and "ratio:" in dense and "for comparison" in dense


def test_synthetic_text_is_deterministic_and_dense() -> None:
    text = extraction.synthetic_text("de", 12)
    assert text == extraction.synthetic_text("de", 12)
    assert "|---|" in text and "\n- " in text  # tables and bullets, not only prose
