"""The solver's last pass recomputes only what the pass before changed, and that is exact.

A figure is judged again only when its outcome read the verdict or the derived
precision of a figure that the pass before changed. The outcomes must be the ones a
full recomputation gives, on every article the project keeps: the corpus and the
rounds of fresh articles.
"""

from __future__ import annotations

from pathlib import Path

ROUNDS = Path(__file__).resolve().parents[1] / "rounds"


def _articles(shared: Path) -> list[Path]:
    found = sorted((shared / "corpus").iterdir())
    found += sorted(p for p in ROUNDS.glob("r*/corpus/*") if p.is_file())
    return [p for p in found if p.suffix in (".txt", ".md", ".html")]


def _outcomes(claims, ref, recompute_all: bool) -> dict[str, tuple]:
    from pipeline.solver.solve import solve_with_context

    outcomes, _ = solve_with_context(claims, ref, recompute_all=recompute_all)
    return {
        fid: (
            o.verdict,
            None if o.explanation is None else (o.explanation.relation, o.explanation.value),
            None if o.slip is None else o.slip.kind,
        )
        for fid, (_, o) in outcomes.items()
    }


def test_reusing_unchanged_outcomes_gives_what_recomputing_gives(shared_dir, ref, de_nlp, en_nlp):
    from claims.extract import extract_claims
    from claims.reader import read_document

    articles = _articles(shared_dir)
    assert len(articles) > 100, "the corpus and the kept rounds should be there"
    differing = []
    for path in articles:
        document = read_document(path)
        claims = extract_claims(document, de_nlp if document.language == "de" else en_nlp)
        # each run works on claims of its own: the solver annotates nothing on them,
        # but the figures it builds must not carry state from one run to the other
        fast = _outcomes(claims, ref, recompute_all=False)
        full = _outcomes(claims, ref, recompute_all=True)
        if fast != full:
            differing.append(path.name)
    assert not differing, f"reused outcomes differ from recomputed ones in {differing}"
