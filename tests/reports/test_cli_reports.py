"""The report options of ``specheck check`` and the ``estimate``/``baseline`` commands,
in process (click's runner), plus the CI fit: the composite action's scripts and the
pre-commit hook."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from selectolax.lexbor import LexborHTMLParser as HTMLParser

from pipeline.cli import main

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT.parent / "shared" / "corpus" / "002_f1023949c7e5eb55.txt"
ARTICLE = "# Blackwell\n\nDie B100 hat 20,8 Milliarden Transistoren und 192 GB HBM3e.\n"


def cli(*args: str, env: dict | None = None):
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


@pytest.fixture
def article(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    path = tmp_path / "artikel.md"
    path.write_text(ARTICLE, encoding="utf-8")
    return path


def test_format_list_and_summary_lists_only_written_files(article, tmp_path):
    result = cli("check", "artikel.md", "--out", "o", "--format", "json,sarif", "--format", "text")
    assert result.exit_code == 1
    assert result.stdout.startswith("artikel.md:3:14: error: 20,8 Milliarden Transistoren - ")
    out = tmp_path / "o"
    assert sorted(p.name for p in out.iterdir()) == [
        "artikel.json",
        "manifest.json",
        "specheck.sarif",
        "summary.json",
    ]
    summary = json.loads((out / "summary.json").read_text("utf-8"))
    (doc,) = summary["documents"]
    assert "report_html" not in doc and doc["report_json"] == "artikel.json"
    assert summary["outputs"] == {"sarif": "specheck.sarif", "manifest": "manifest.json"}
    listed = [doc["report_json"], *summary["outputs"].values()]
    assert all((out / name).exists() for name in listed)


def test_bad_format_is_a_usage_error(article):
    result = cli("check", "artikel.md", "--out", "o", "--format", "json,pdf")
    assert result.exit_code == 2 and "'pdf' is not one of" in result.output


def test_report_lang(article, tmp_path):
    cli("check", "artikel.md", "--out", "auto")
    cli("check", "artikel.md", "--out", "en", "--report-lang", "en")
    german = HTMLParser((tmp_path / "auto" / "artikel.html").read_text("utf-8"))
    english = HTMLParser((tmp_path / "en" / "artikel.html").read_text("utf-8"))
    assert german.css_first("html").attributes["lang"] == "de"
    assert english.css_first("html").attributes["lang"] == "en"
    assert "Fehler" in german.css_first(".counts").text()
    assert "error" in english.css_first(".counts").text()
    assert "NVIDIA B100 · Transistoren" in german.css_first("li.finding").text()
    assert "20,8 Mrd." in german.css_first("li.finding").text().replace("\xa0", " ")
    assert "20.8 billion" in english.css_first("li.finding").text().replace("\xa0", " ")
    # the document's own language stays in the article markup
    assert english.css_first("article").attributes["lang"] == "de"


def test_baseline_create_records_open_and_keeps_decisions(article, tmp_path):
    cli("check", "artikel.md", "--out", "o")
    created = cli("baseline", "create", "o", "-o", "b.json")
    assert created.exit_code == 0, created.output
    data = json.loads((tmp_path / "b.json").read_text("utf-8"))
    (entry,) = data["entries"]
    assert entry["decision"] == "open" and entry["document"] == "artikel.md"
    assert entry["context"] == "Die B100 hat [20,8 Milliarden Transistoren] und 192 GB HBM3e."
    # open suppresses nothing: the error still fails
    assert cli("check", "artikel.md", "--out", "o", "--baseline", "b.json").exit_code == 1
    entry["decision"] = "false_alarm"
    (tmp_path / "b.json").write_text(json.dumps(data), encoding="utf-8")
    again = cli("baseline", "create", "o", "-o", "b.json")
    assert "1 decision(s) kept" in again.output
    assert json.loads((tmp_path / "b.json").read_text("utf-8"))["entries"][0]["decision"] == (
        "false_alarm"
    )
    rerun = cli("check", "artikel.md", "--out", "o", "--baseline", "b.json")
    assert rerun.exit_code == 0 and "1 finding(s) suppressed" in rerun.stderr


def test_baseline_create_refuses_a_folder_without_reports(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "other.json").write_text("[1, 2]", encoding="utf-8")
    result = cli("baseline", "create", "empty", "-o", "b.json")
    assert result.exit_code == 2
    assert "empty: no specheck JSON reports" in result.stderr
    assert not (tmp_path / "b.json").exists()


@pytest.mark.parametrize(
    ("expression", "needle"),
    [
        ("1.000.000 x H100 fp8 sparse", "1,000,000 x 3.96 PFLOP/s NVIDIA H100 SXM fp8 sparse = 3.96 ZFLOP/s"),
        ("1,000,000 x H100 fp8 sparse", "= 3.96 ZFLOP/s"),
        ("1 Mio. x H100 fp8 sparse", "= 3.96 ZFLOP/s"),
        ("2,5 Millionen x H100 fp8 dense", "2,500,000 x 1.98 PFLOP/s"),
        ("1 million x H100 fp8 sparse", "= 3.96 ZFLOP/s"),
        ("1e6 x H100 fp8 sparse", "= 3.96 ZFLOP/s"),
        ("8 x H100 memory", "8 x 80 GB NVIDIA H100 SXM memory = 640 GB"),
        ("acht x H100 Speicher", "= 640 GB"),
        ("8 x H100 memory bandwidth", "8 x 3.35 TB/s NVIDIA H100 SXM memory bandwidth = 26.8 TB/s"),
        ("72 x B200 tdp", "= 72 kW"),
        ("8 x MI300X transistors", "= 1.22 trillion"),
    ],
)  # fmt: skip
def test_estimate_reads_german_and_english_and_any_attribute(expression, needle):
    result = cli("estimate", expression)
    assert result.exit_code == 0, result.output
    assert needle in result.stdout


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("x H100", "expected 'COUNT x DEVICE"),
        ("8 x H100 bogus", "'H100 bogus': no reference entry"),
        ("8 x H100 memory fp8", "no memory fp8 value"),
        ("viele x H100", "not a count"),
    ],
)
def test_estimate_errors_are_one_line(expression, message):
    result = cli("estimate", expression)
    assert result.exit_code == 2 and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_reference_show_fits_the_terminal():
    for width in (80, 120):
        result = cli("reference", "show", "H100", env={"COLUMNS": str(width)})
        assert result.exit_code == 0
        lines = result.stdout.splitlines()
        assert max(len(line) for line in lines) <= width
        assert any(line.startswith("[1] ") for line in lines)  # the sources, as notes
        assert any("memory_bandwidth" in line or "memory_band" in line for line in lines)


def _action_script(step_name: str) -> tuple[str, dict]:
    action = yaml.safe_load((ROOT / "action.yml").read_text("utf-8"))
    step = next(s for s in action["runs"]["steps"] if s.get("name") == step_name)
    return step["run"], step.get("env", {})


def _run_step(step_name: str, env: dict, cwd: Path) -> subprocess.CompletedProcess[str]:
    script, _ = _action_script(step_name)
    assert "${{" not in script  # inputs reach scripts only through env, never inline
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    return subprocess.run(
        ["bash", "-e", "-c", script],
        env={**os.environ, "PATH": path, **env},
        cwd=cwd,
        capture_output=True,
        text=True,
    )


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_composite_action_checks_summarises_and_fails(article, tmp_path):
    if shutil.which("specheck", path=str(Path(sys.executable).parent)) is None:
        pytest.skip("the specheck console script is not installed")
    output, summary = tmp_path / "gh_output", tmp_path / "gh_summary"
    env = {
        "PATHS": "artikel.md",
        "FAIL_ON": "error",
        "REPORT_LANG": "auto",
        "BASELINE": "",
        "OUT": "reports",
        "GITHUB_OUTPUT": str(output),
        "GITHUB_STEP_SUMMARY": str(summary),
    }
    checked = _run_step("Check the articles", env, tmp_path)
    assert checked.returncode == 0, checked.stderr  # the step records, a later one fails
    assert output.read_text() == "exit-code=1\n"
    assert (tmp_path / "reports" / "specheck.sarif").exists()
    assert _run_step("Summary on the run page", env, tmp_path).returncode == 0
    assert summary.read_text("utf-8").startswith(
        "### specheck: 1 Fehler, 0 Warnungen in 1 Dokument"
    )
    assert _run_step("Fail when specheck did", {"CODE": "1"}, tmp_path).returncode == 1
    assert _run_step("Fail when specheck did", {"CODE": "0"}, tmp_path).returncode == 0


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_pre_commit_try_repo_runs_the_hook_on_a_changed_article(tmp_path):
    """pre-commit installs this repository as a hook (from PyPI, cached afterwards) and
    runs it on the article a commit changes: a wrong number fails, a fixed one passes."""
    pre_commit = Path(sys.executable).parent / "pre-commit"
    if not pre_commit.exists():
        pytest.skip("pre-commit is not installed (pip install -e '.[test]')")
    repo = tmp_path / "docs"
    repo.mkdir()
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"]
    subprocess.run([*git, "init", "-q"], cwd=repo, check=True)
    article = repo / "artikel.md"
    article.write_text(ARTICLE, encoding="utf-8")
    subprocess.run([*git, "add", "artikel.md"], cwd=repo, check=True)

    def hook() -> subprocess.CompletedProcess[str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
        return subprocess.run(
            [str(pre_commit), "try-repo", str(ROOT), "specheck", "--files", "artikel.md"],
            cwd=repo,
            capture_output=True,
            text=True,
            env=env,
            timeout=1200,
        )

    failed = hook()
    assert failed.returncode == 1, failed.stdout + failed.stderr
    assert "artikel.md:3:14: error: 20,8 Milliarden Transistoren" in failed.stdout
    article.write_text(ARTICLE.replace("20,8", "208"), encoding="utf-8")
    subprocess.run([*git, "add", "artikel.md"], cwd=repo, check=True)
    passed = hook()
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert (repo / ".specheck" / "artikel.html").exists()


@pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="needs /usr/bin/chromium")
def test_screenshot_script_shows_the_real_report(tmp_path):
    target = tmp_path / "shot.png"
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "screenshot.py"), "--out", str(target)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = (
        int.from_bytes(target.read_bytes()[16:20]),
        int.from_bytes(target.read_bytes()[20:24]),
    )
    assert (width, height) == (1440, 900)
    assert re.search(r"screenshot: \S+\.html", result.stderr)


@pytest.mark.skipif(not SEED.exists(), reason="needs ../shared/corpus")
def test_seed_report_speaks_german_without_internal_ids(tmp_path):
    from reference import load_reference

    result = cli("check", str(SEED), "--out", str(tmp_path), "--fail-on", "never")
    assert result.exit_code == 0, result.output
    tree = HTMLParser((tmp_path / f"{SEED.stem}.html").read_text("utf-8"))
    assert tree.css_first("html").attributes["lang"] == "de"
    for node in tree.css("article, blockquote.quote, .range, script"):
        node.decompose()  # the article's own words may be anything
    visible = tree.body.text()
    ids = sorted(load_reference().entries, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
    assert pattern.findall(visible) == []
    assert re.findall(r"\b(?:FP64_TENSOR|DENSE|SPARSE|process_nm|gpu_count)\b", visible) == []
    for label in ("Fehler", "Warnung", "Im Text", "Erwartet", "Bezug", "Bestätigt"):
        assert label in visible


@pytest.mark.skipif(not SEED.exists(), reason="needs ../shared/corpus")
def test_seed_explanations_are_german(tmp_path):
    cli("check", str(SEED), "--out", str(tmp_path), "--fail-on", "never")
    tree = HTMLParser((tmp_path / f"{SEED.stem}.html").read_text("utf-8"))
    cards = [
        c for c in tree.css("li.finding") if c.attributes["data-verdict"] in ("error", "warning")
    ]
    assert cards and all(c.css_first(".expl").attributes["lang"] == "de" for c in cards)
