"""The batch runner: collecting, report names, isolation of a failing document, backends
that give byte-identical output, the output folder's manifest, resume and signals."""

from __future__ import annotations

import hashlib
import json
import os
import signal
from pathlib import Path

import pytest

from pipeline import batch
from pipeline.batch import (
    BATCH_FILES,
    Checker,
    RunOptions,
    SignalGuard,
    Target,
    collect,
    report_stems,
)
from reports.io import loads_json_strict

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
GOOD = "Die H100 hat 80 GB HBM3 und eine TDP von 700 W.\n"


def write(path: Path, text: str = GOOD) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def stems(targets: list[Target]) -> dict[str, str]:
    return {t.display: t.out_stem.as_posix() for t in targets}


# --- collecting and naming -----------------------------------------------------------------


def test_missing_paths_and_empty_folders_are_failures_not_the_end(tmp_path: Path) -> None:
    good = write(tmp_path / "docs" / "a.txt")
    (tmp_path / "empty").mkdir()
    targets = collect([str(tmp_path / "nope.txt"), str(tmp_path / "empty"), str(good)])
    errors = [t.error for t in targets]
    assert "no such file or folder" in errors[0]
    assert "no .txt, .md or .html files" in errors[1]
    assert errors[2] is None and targets[2].out_stem == Path("a")


def test_report_names_never_collide_with_batch_files_or_each_other(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    for name in ("index.txt", "summary.txt", "manifest.md", "a.txt", "a.md", "sub/index.txt"):
        write(docs / name)
    named = stems(collect([str(docs)]))
    assert named[str(docs / "index.txt")] == "index.txt"  # index.html is the batch index
    assert named[str(docs / "summary.txt")] == "summary.txt"
    assert named[str(docs / "manifest.md")] == "manifest.md"
    assert named[str(docs / "a.md")] == "a"  # sorted first, keeps the plain name
    assert named[str(docs / "a.txt")] == "a.txt"
    assert named[str(docs / "sub" / "index.txt")] == "sub/index"  # only the top is reserved
    reports = {s + suffix for s in named.values() for suffix in (".json", ".html")}
    assert len(reports) == 2 * len(named)
    assert not reports & set(BATCH_FILES)


def test_reports_never_overwrite_inputs_in_the_output_folder(tmp_path: Path) -> None:
    write(tmp_path / "page.html", f"<html><body><p>{GOOD}</p></body></html>")
    write(tmp_path / "page.html.html", f"<html><body><p>{GOOD}</p></body></html>")
    targets = collect([str(tmp_path)], out_dir=tmp_path)
    named = stems(targets)
    inputs = {p.name for p in tmp_path.iterdir()}
    for stem in named.values():
        assert f"{stem}.html" not in inputs and f"{stem}.json" not in inputs
    assert named[str(tmp_path / "page.html")] == "page.html-2"


def test_names_compare_case_insensitively() -> None:
    targets = [
        Target(Path("/d/Index.txt"), "/d/Index.txt", Path("x"), "Index.txt"),
        Target(Path("/d/A.txt"), "/d/A.txt", Path("x"), "A.txt"),
        Target(Path("/d/a.md"), "/d/a.md", Path("x"), "a.md"),
    ]
    named = [t.out_stem.as_posix() for t in report_stems(targets, None)]
    assert named == ["Index.txt", "A", "a.md"]


def test_output_folder_below_the_input_is_not_read(tmp_path: Path) -> None:
    write(tmp_path / "a.txt")
    write(tmp_path / "out" / "old.txt")
    targets = collect([str(tmp_path)], out_dir=tmp_path / "out")
    assert [t.rel for t in targets] == ["a.txt"]


def test_hidden_files_and_earlier_reports_are_not_read(tmp_path: Path) -> None:
    write(tmp_path / "a.txt")
    write(tmp_path / ".draft.txt")
    write(tmp_path / ".git" / "notes.txt")
    report = write(tmp_path / "a.html", "<html><body><p>report</p></body></html>")
    targets = collect([str(tmp_path)], out_dir=tmp_path, ours=[report])
    assert [t.rel for t in targets] == ["a.txt"]


def test_symlinks_leading_outside_the_folder_are_refused(tmp_path: Path) -> None:
    outside = write(tmp_path / "secret" / "s.txt")
    docs = tmp_path / "docs"
    write(docs / "a.txt")
    os.symlink(outside, docs / "link.txt")
    os.symlink(outside.parent, docs / "linkdir")
    os.symlink(docs / "a.txt", docs / "inside.txt")
    os.symlink(docs / "loop2.txt", docs / "loop1.txt")
    os.symlink(docs / "loop1.txt", docs / "loop2.txt")
    by_rel = {t.rel: t.error for t in collect([str(docs)])}
    assert "loop of symbolic links" in by_rel["loop1.txt"]
    assert "symbolic link to a file outside" in by_rel["link.txt"]
    assert "symbolic link to a folder outside" in by_rel["linkdir"]
    # a link inside the folder is read, once: it is the same document as its target
    assert by_rel["a.txt"] is None and "inside.txt" not in by_rel


def test_special_files_in_a_folder_are_listed_as_failures(tmp_path: Path, ref) -> None:
    docs = tmp_path / "docs"
    write(docs / "a.txt")
    os.mkfifo(docs / "pipe.txt")
    targets = collect([str(docs)])
    assert [t.rel for t in targets] == ["a.txt", "pipe.txt"]
    outcome = batch.process(targets[1], _state(ref))
    assert outcome.record.failed and "FIFO" in outcome.record.error


# --- one document's failure ----------------------------------------------------------------


def _state(ref, finish=None):
    from reports.document_files import DocumentRenderer

    return batch.WorkerState(Checker(ref), RunOptions(), finish or DocumentRenderer())


def test_an_internal_error_is_that_documents_failure_with_a_traceback(
    tmp_path: Path, ref, monkeypatch
) -> None:
    doc = write(tmp_path / "boom.txt")
    state = _state(ref)

    def broken(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(batch, "check_claims", broken)
    outcome = batch.process(collect([str(doc)])[0], state)
    assert outcome.record.failed and not outcome.files
    assert "internal error (RecursionError: maximum recursion depth exceeded)" in (
        outcome.record.error
    )
    assert "\n" not in outcome.record.error and "specheck.log" in outcome.record.error
    assert outcome.traceback and "Traceback" in outcome.traceback


def test_keyboard_interrupt_is_not_swallowed(tmp_path: Path, ref, monkeypatch) -> None:
    doc = write(tmp_path / "a.txt")

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(batch, "check_claims", interrupted)
    with pytest.raises(KeyboardInterrupt):
        batch.process(collect([str(doc)])[0], _state(ref))


def test_figures_beyond_range_are_too_large_to_check(tmp_path: Path, ref) -> None:
    doc = write(
        tmp_path / "huge.txt",
        "The cluster reaches 1e999 FLOP/s. The H100 has " + "9" * 400 + " GB. "
        "It has 80 GB of HBM3.\n",
    )
    report = Checker(ref).check_document(collect([str(doc)])[0], RunOptions(lang="en"))
    data = loads_json_strict(json.dumps(report.to_json_dict(), allow_nan=False))
    too_large = [f for f in data["findings"] if f["explanation"].startswith("too large to check")]
    assert len(too_large) == 2
    assert all(f["verdict"] == "unverified" and f["claimed"]["value"] is None for f in too_large)
    assert any(f["quote"] == "80 GB" and f["verdict"] == "ok" for f in data["findings"])


# --- signals -------------------------------------------------------------------------------


def test_signal_guard_defers_the_signal_to_the_end_of_a_write() -> None:
    events = []
    before = signal.getsignal(signal.SIGINT)  # (SIG_IGN when started in the background)
    with SignalGuard() as guard:
        with pytest.raises(KeyboardInterrupt), guard.critical():
            os.kill(os.getpid(), signal.SIGINT)
            events.append("write finished")
        assert guard.exit_code == 130
    assert events == ["write finished"]
    assert signal.getsignal(signal.SIGINT) is before  # the handler it found is back


def test_signal_guard_stops_at_once_outside_a_write() -> None:
    with SignalGuard() as guard, pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGTERM)
    assert guard.exit_code == 143


# --- whole batches through run_check -------------------------------------------------------


def _batch(tmp_path: Path, n: int = 4) -> Path:
    docs = tmp_path / "docs"
    examples = sorted(p for p in EXAMPLES.iterdir() if p.suffix in (".txt", ".md", ".html"))
    for i, src in enumerate(examples[:n]):
        target = docs / (f"sub/{src.name}" if i % 2 else src.name)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(src.read_bytes())
    return docs


def _check(paths, out: Path, ref, **kwargs) -> int:
    from pipeline.cli import run_check

    return run_check([str(p) for p in paths], out, ref, RunOptions(), {}, quiet=True, **kwargs)


def _tree(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_dask_on_an_in_process_cluster_is_byte_identical_to_one_job(tmp_path: Path, ref) -> None:
    from pipeline.backends import DaskBackend

    docs = _batch(tmp_path, 4)
    assert _check([docs], tmp_path / "serial", ref, jobs=1) == 1

    def dask(spec, jobs):
        return DaskBackend(spec, 2, processes=False)

    assert _check([docs], tmp_path / "dask", ref, jobs=2, make_runner=dask) == 1
    serial, distributed = _tree(tmp_path / "serial"), _tree(tmp_path / "dask")
    assert serial == distributed and len(serial) == 4 * 2 + 3


def test_stale_reports_are_removed_and_summary_agrees(tmp_path: Path, ref) -> None:
    docs = _batch(tmp_path, 3)
    out = tmp_path / "out"
    _check([docs], out, ref, jobs=1)
    moved = next(docs.glob("sub/*"))
    old_stem = moved.relative_to(docs).with_suffix("").as_posix()
    assert (out / f"{old_stem}.json").exists()
    moved.unlink()
    (out / "notes.json").write_text("{}", encoding="utf-8")  # not ours: stays
    _check([docs], out, ref, jobs=1)
    assert not (out / f"{old_stem}.json").exists() and not (out / f"{old_stem}.html").exists()
    assert not (out / "sub").exists()  # emptied folders go too
    assert (out / "notes.json").exists()
    summary = loads_json_strict((out / "summary.json").read_text("utf-8"))
    listed = {row["report_json"] for row in summary["documents"]}
    on_disk = {
        p.relative_to(out).as_posix()
        for p in out.rglob("*.json")
        if p.name not in ("summary.json", "manifest.json", "notes.json")
    }
    assert listed == on_disk


def test_resume_keeps_unchanged_reports_and_redoes_changed_ones(
    tmp_path: Path, ref, monkeypatch
) -> None:
    docs = _batch(tmp_path, 3)
    out = tmp_path / "out"
    _check([docs], out, ref, jobs=1)
    first = _tree(out)
    changed = sorted(docs.glob("*.txt"))[0]
    changed.write_text(changed.read_text("utf-8") + "\nDie H200 hat 141 GB.\n", encoding="utf-8")
    checked: list[str] = []
    original = Checker.check

    def counting(self, target, options):
        checked.append(target.rel)
        return original(self, target, options)

    monkeypatch.setattr(Checker, "check", counting)
    _check([docs], out, ref, jobs=1, resume=True)
    assert checked == [changed.name]
    second = _tree(out)
    unchanged = [k for k in first if k not in BATCH_FILES and changed.stem not in k]
    assert len(unchanged) == 4 and all(first[k] == second[k] for k in unchanged)
    # a report edited by hand is not trusted: checked again
    report = out / f"{Path(unchanged[0]).with_suffix('')}.json"
    report.write_text(report.read_text("utf-8").replace('"ok"', '"error"'), encoding="utf-8")
    checked.clear()
    _check([docs], out, ref, jobs=1, resume=True)
    assert len(checked) == 1


def test_a_worker_that_dies_costs_only_its_document(tmp_path: Path, ref, monkeypatch) -> None:
    docs = _batch(tmp_path, 4)
    write(docs / "crash.txt")
    original = Checker.check

    def crashing(self, target, options):
        if target.rel == "crash.txt":
            os.kill(os.getpid(), signal.SIGKILL)  # a crash in native code, as seen by the pool
        return original(self, target, options)

    monkeypatch.setattr(Checker, "check", crashing)  # inherited by the forked workers
    out = tmp_path / "out"
    assert _check([docs], out, ref, jobs=2) == 2
    summary = loads_json_strict((out / "summary.json").read_text("utf-8"))
    assert [f["source"] for f in summary["failures"]] == [str(docs / "crash.txt")]
    assert "died" in summary["failures"][0]["error"]
    assert len(summary["documents"]) == 4


def test_resume_needs_the_same_settings_source_and_input(tmp_path: Path, ref) -> None:
    doc = write(tmp_path / "a.txt")
    (target,) = collect([str(doc)])
    record = batch.DocumentRecord(
        source=target.display,
        document="a.txt",
        stem="a",
        sha256=hashlib.sha256(doc.read_bytes()).hexdigest(),
        settings="s1",
        files={"a.json": "x"},
        counts={"ok": 1},
    )

    def intact(rel: str) -> str:
        return "x"

    assert batch.reusable(target, record, "s1", 10**6, intact)
    assert not batch.reusable(target, record, "s2", 10**6, intact)  # other reference/options
    assert not batch.reusable(target, record, "s1", 10**6, lambda rel: "y")  # report changed
    moved = record.model_copy(update={"source": "elsewhere/a.txt"})
    assert not batch.reusable(target, moved, "s1", 10**6, intact)
    doc.write_text(GOOD + "Die H200 hat 141 GB.\n", encoding="utf-8")
    assert not batch.reusable(target, record, "s1", 10**6, intact)  # input changed


def test_baseline_keeps_two_article_txt_apart_and_follows_a_moved_one(tmp_path: Path, ref) -> None:
    from click.testing import CliRunner

    from pipeline.baseline import load_baseline
    from pipeline.cli import main

    docs = tmp_path / "docs"
    text = (EXAMPLES / "gpu-preise.de.txt").read_text("utf-8")
    write(docs / "a" / "article.txt", text)
    write(docs / "b" / "article.txt", text + "\nNachtrag ohne Zahlen.\n")
    out = tmp_path / "out"
    assert _check([docs], out, ref, jobs=1) == 1
    result = CliRunner().invoke(
        main, ["baseline", "create", str(out), "-o", str(tmp_path / "b.json")]
    )
    assert result.exit_code == 0, result.output
    baseline = load_baseline(tmp_path / "b.json")
    documents = {e.document for e in baseline.entries}
    assert len(documents) == 2 and {d.rsplit("/", 2)[-2] for d in documents} == {"a", "b"}
    entry = next(e for e in baseline.entries if e.document.endswith("a/article.txt"))
    assert entry.sha256 == hashlib.sha256(text.encode()).hexdigest()
    false_alarm = entry.model_copy(update={"decision": "false_alarm"})
    (tmp_path / "fa.json").write_text(
        json.dumps(baseline.model_copy(update={"entries": [false_alarm]}).to_json_dict()),
        encoding="utf-8",
    )
    # a moved, unchanged copy of a/article.txt keeps the decision (by its sha256)
    write(docs / "c" / "moved.txt", text)
    out2 = tmp_path / "out2"
    assert _check([docs], out2, ref, jobs=1, baseline=load_baseline(tmp_path / "fa.json")) == 1
    summary = loads_json_strict((out2 / "summary.json").read_text("utf-8"))
    suppressed = {
        Path(row["source"]).parent.name: row["suppressed"] for row in summary["documents"]
    }
    assert suppressed == {"a": 1, "b": 0, "c": 1}
