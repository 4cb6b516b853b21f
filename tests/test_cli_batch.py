"""`specheck check` as a batch: hostile inputs, safe output, strict JSON, signals, resume,
parallel and distributed runs byte-identical to one job."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reports.io import loads_json_strict

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted(p for p in (ROOT / "examples").iterdir() if p.suffix in (".txt", ".md", ".html"))


def run(*args: str, env: dict | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pipeline.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, **(env or {})},
    )


def start(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "pipeline.cli", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )


def good_documents(folder: Path, n: int) -> list[Path]:
    """``n`` copies of the example articles (various formats and languages)."""
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for i in range(n):
        src = EXAMPLES[i % len(EXAMPLES)]
        path = folder / f"{i:03d}-{src.name}"
        path.write_bytes(src.read_bytes())
        made.append(path)
    return made


def strict_json_files(folder: Path) -> list[Path]:
    files = sorted(p for p in folder.rglob("*") if p.suffix in (".json", ".sarif"))
    for path in files:
        loads_json_strict(path.read_bytes())  # raises on NaN/Infinity or bad JSON
    return files


def hostile_documents(folder: Path) -> dict[str, str]:
    """Each hostile input, with a word its failure reason must contain."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "binary.txt").write_bytes(bytes(range(256)) * 8)
    (folder / "truncated.txt").write_bytes("Die H100 hat 80 GB Größe".encode()[:-2])
    (folder / "latin1.md").write_bytes("Die Größe: 80 GB".encode("latin-1"))
    (folder / "empty.txt").write_text("", encoding="utf-8")
    with open(folder / "huge.txt", "wb") as fh:
        fh.truncate(50_000_000)
    (folder / "deep.html").write_text(
        "<html><body>" + "<div>" * 5000 + "<p>80 GB</p>" + "</div>" * 5000, encoding="utf-8"
    )
    os.mkfifo(folder / "fifo.txt")
    os.symlink("/dev/zero", folder / "zero.txt")
    return {
        "binary.txt": "binary",
        "truncated.txt": "UTF-8",
        "latin1.md": "UTF-8",
        "empty.txt": "empty",
        "huge.txt": "limit",
        "deep.html": "nested",
        "fifo.txt": "FIFO",
        "zero.txt": "outside",
    }


def test_hostile_documents_cost_only_themselves(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    good = good_documents(docs, 12)
    reasons = hostile_documents(docs)
    # numbers and markup that used to stop the whole batch are checked, not failures
    (docs / "overflow.txt").write_text(
        "Die H100 hat 1" + ".000" * 100 + " Transistoren.\n", encoding="utf-8"
    )
    (docs / "inf.txt").write_text("The cluster reaches 1e999 FLOP/s.\n", encoding="utf-8")
    (docs / "nines.txt").write_text("The H100 has " + "9" * 400 + " GB.\n", encoding="utf-8")
    (docs / "nested.html").write_text(
        "<html><body>" + "<div>" * 400 + "<p>The H100 has 80 GB.</p>" + "</div>" * 400,
        encoding="utf-8",
    )
    out = tmp_path / "out"
    started = time.perf_counter()
    result = run("check", str(docs), str(tmp_path / "missing.txt"), "--out", str(out))
    assert time.perf_counter() - started < 120
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    summary = loads_json_strict((out / "summary.json").read_bytes())
    failed = {Path(f["source"]).name: f["error"] for f in summary["failures"]}
    assert set(failed) == set(reasons) | {"missing.txt"}
    for name, word in reasons.items():
        assert word in failed[name], (name, failed[name])
        assert "\n" not in failed[name]
    checked = {Path(d["source"]).name for d in summary["documents"]}
    assert checked == {p.name for p in good} | {
        "overflow.txt",
        "inf.txt",
        "nines.txt",
        "nested.html",
    }
    for row in summary["documents"]:
        assert (out / row["report_json"]).is_file() and (out / row["report_html"]).is_file()
    strict_json_files(out)


def test_an_internal_error_is_logged_not_shown(tmp_path: Path) -> None:
    # a reference unit pint cannot convert would crash a check; here: a document whose
    # checking raises, simulated by a sitecustomize that breaks one check
    docs = tmp_path / "docs"
    good_documents(docs, 2)
    (docs / "boom.txt").write_text("Die H100 hat 80 GB HBM3.\n", encoding="utf-8")
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(
        "import pipeline.batch as b\n"
        "_orig = b.Checker.check\n"
        "def check(self, target, options):\n"
        "    if target.rel == 'boom.txt':\n"
        "        raise ZeroDivisionError('float division by zero')\n"
        "    return _orig(self, target, options)\n"
        "b.Checker.check = check\n",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    env = {"PYTHONPATH": os.pathsep.join([str(hook), str(ROOT)])}
    result = run("check", str(docs), "--out", str(out), "--jobs", "1", env=env)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "internal error (ZeroDivisionError: float division by zero)" in result.stderr
    log = (out / "specheck.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "boom.txt" in log
    summary = loads_json_strict((out / "summary.json").read_bytes())
    assert len(summary["documents"]) == 2 and len(summary["failures"]) == 1
    manifest = loads_json_strict((out / "manifest.json").read_bytes())
    assert "specheck.log" in manifest["batch_files"]


def test_out_dot_twice_leaves_inputs_untouched(tmp_path: Path) -> None:
    work = tmp_path / "site"
    good_documents(work, 3)
    (work / "index.txt").write_bytes(EXAMPLES[0].read_bytes())
    (work / "sub").mkdir()
    (work / "sub" / "page.html").write_bytes(
        next(p for p in EXAMPLES if p.suffix == ".html").read_bytes()
    )
    before = {p: p.read_bytes() for p in work.rglob("*") if p.is_file()}
    sources = []
    for _ in range(2):
        result = run("check", ".", "--out", ".", "--fail-on", "never", cwd=work)
        assert result.returncode == 0, result.stderr
        summary = loads_json_strict((work / "summary.json").read_bytes())
        sources.append(sorted(d["source"] for d in summary["documents"]))
        assert all(p.read_bytes() == data for p, data in before.items())
    assert sources[0] == sources[1] and len(sources[0]) == 5
    assert (work / "index.txt.json").is_file() and (work / "sub" / "page.html.html").is_file()


def test_jobs_two_is_byte_identical_to_jobs_one(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    good_documents(docs, 8)
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"out{jobs}"
        result = run(
            "check", str(docs), "--out", str(out), "--jobs", jobs, "--format", "json",
            "--format", "html", "--format", "sarif", "--format", "markdown",
        )  # fmt: skip
        assert result.returncode == 1, result.stderr
        outs.append({p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()})
    assert outs[0] == outs[1]
    assert len(outs[0]) == 8 * 2 + 5  # reports, index, manifest, summary, sarif, markdown


def test_dask_backend_from_the_command_line(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    docs = tmp_path / "docs"
    paths = good_documents(docs, 3)
    listing = tmp_path / "paths.txt"
    listing.write_text("".join(f"{p}\n" for p in paths), encoding="utf-8")
    one = run("check", "--manifest", str(listing), "--out", str(tmp_path / "one"), "-j", "1")
    local = run(
        "check", "--manifest", str(listing), "--out", str(tmp_path / "local"),
        "--backend", "dask", "--jobs", "1",
    )  # fmt: skip
    # a cluster the command only knows by its address: here one in this test's process
    with distributed.LocalCluster(
        n_workers=1,
        threads_per_worker=1,
        processes=False,
        protocol="tcp",
        host="127.0.0.1",
        dashboard_address=None,
    ) as cluster:
        remote = run(
            "check", "--manifest", str(listing), "--out", str(tmp_path / "remote"),
            "--backend", "dask", "--scheduler", cluster.scheduler_address,
        )  # fmt: skip
    assert one.returncode == local.returncode == remote.returncode == 1, remote.stderr
    for path in sorted((tmp_path / "one").rglob("*")):
        for other in ("local", "remote"):
            twin = tmp_path / other / path.relative_to(tmp_path / "one")
            assert path.read_bytes() == twin.read_bytes(), (other, path.name)
    usage = run("check", str(docs), "--out", str(tmp_path / "x"), "--scheduler", "tcp://x:1")
    assert usage.returncode == 2 and "--backend dask" in usage.stderr


def test_claims_output_is_strict_json(tmp_path: Path) -> None:
    doc = tmp_path / "inf.txt"
    doc.write_text("The cluster reaches 1e999 FLOP/s and the H100 has 80 GB.\n", encoding="utf-8")
    result = run("claims", str(doc))
    assert result.returncode == 0, result.stderr
    rows = [loads_json_strict(line) for line in result.stdout.splitlines()]
    assert [r["value"] for r in rows] == [None, 80.0]


def _wait_for_reports(out: Path, n: int, proc: subprocess.Popen, timeout: float = 120) -> None:
    journal = out / ".specheck-journal.jsonl"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        if journal.exists() and journal.read_text("utf-8").count('"record"') >= n:
            return
        time.sleep(0.05)
    raise AssertionError("the batch did not get going")


def _agrees(out: Path, expected: int) -> dict:
    summary = loads_json_strict((out / "summary.json").read_bytes())
    listed = {d["report_json"] for d in summary["documents"]} | {
        d["report_html"] for d in summary["documents"]
    }
    on_disk = {
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.name not in ("summary.json", "manifest.json", "index.html")
    }
    assert listed == on_disk
    sources = {d["source"] for d in summary["documents"]} | set(summary["not_checked"])
    assert len(sources) == expected
    return summary


def test_sigint_writes_a_consistent_summary_and_exits_130(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    good_documents(docs, 40)
    out = tmp_path / "out"
    proc = start("check", str(docs), "--out", str(out), "--jobs", "1")
    _wait_for_reports(out, 3, proc)
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr and "--resume" in stderr
    summary = _agrees(out, 40)
    assert summary["interrupted"] and summary["not_checked"]
    assert len(summary["documents"]) + len(summary["not_checked"]) == 40
    strict_json_files(out)


def test_an_interrupted_rerun_keeps_the_earlier_reports_it_did_not_reach(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    good_documents(docs, 30)
    out = tmp_path / "out"
    assert run("check", str(docs), "--out", str(out), "-j", "1").returncode == 1
    before = {p.name: p.read_bytes() for p in out.glob("*.json") if p.name[0].isdigit()}
    proc = start("check", str(docs), "--out", str(out), "--jobs", "1")
    _wait_for_reports(out, 2, proc)
    proc.send_signal(signal.SIGINT)
    proc.communicate(timeout=60)
    assert proc.returncode == 130
    summary = _agrees(out, 30)
    assert len(summary["documents"]) == 30 and summary["not_checked"]
    after = {p.name: p.read_bytes() for p in out.glob("*.json") if p.name[0].isdigit()}
    assert after == before  # same inputs, same bytes; nothing lost


def test_sigkill_at_random_moments_then_resume_completes_the_batch(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    good_documents(docs, 24)
    clean = tmp_path / "clean"
    assert run("check", str(docs), "--out", str(clean), "-j", "1").returncode == 1
    out = tmp_path / "out"
    rng = random.Random(14)
    for _ in range(3):
        proc = start("check", str(docs), "--out", str(out), "--resume", "--jobs", "2")
        time.sleep(rng.uniform(2.0, 5.0))
        proc.kill()
        proc.communicate()
    result = run("check", str(docs), "--out", str(out), "--resume")
    assert result.returncode == 1, result.stderr
    _agrees(out, 24)
    for path in clean.rglob("*"):
        assert path.read_bytes() == (out / path.relative_to(clean)).read_bytes(), path.name
    assert not [p for p in out.rglob("*") if p.name.startswith(".specheck")]


def test_max_bytes_and_quiet(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    text = (ROOT / "examples" / "gpu-preise.de.txt").read_bytes()
    (docs / "small.txt").write_bytes(text)
    big = docs / "big.txt"
    big.write_bytes(text * 3)
    limit = str(len(text) + 10)
    result = run("check", str(docs), "--out", str(tmp_path / "o"), "--max-bytes", limit, "-q")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"specheck: error: {big}: {3 * len(text):,} bytes, larger than the "
        f"{int(limit):,} bytes limit (--max-bytes); not read"
    ]
    bad = run("check", str(docs), "--out", str(tmp_path / "o"), "--max-bytes", "0")
    assert bad.returncode == 2 and "--max-bytes" in bad.stderr


def test_newline_in_a_file_name_cannot_forge_a_workflow_command(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "x\n::error file=a::forged.txt").write_bytes(b"\x00binary")
    result = run("check", str(docs), "--out", str(tmp_path / "o"), env={"GITHUB_ACTIONS": "true"})
    assert result.returncode == 2
    assert not any(line.startswith("::error file=a") for line in result.stderr.splitlines())
    assert "\\n::error" in result.stderr
    json.loads((tmp_path / "o" / "summary.json").read_text("utf-8"))


def test_manifest_file_errors_and_no_paths_are_one_line(tmp_path: Path) -> None:
    missing = run("check", "--manifest", str(tmp_path / "nope.txt"), "--out", str(tmp_path / "o"))
    assert missing.returncode == 2 and "cannot read the list of paths" in missing.stderr
    nothing = run("check", "--out", str(tmp_path / "o"))
    assert nothing.returncode == 2 and "no documents given" in nothing.stderr
    for result in (missing, nothing):
        assert "Traceback" not in result.stderr and len(result.stderr.splitlines()) == 1
