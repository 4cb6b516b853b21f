"""The README and the --help texts agree with the tool: every command they show runs.

- ``$ specheck ...`` lines in ``text`` blocks run, and their output is the output shown.
- Every line of a ``sh`` block runs (``specheck`` commands through the CLI, in-process);
  the set-up commands (venv, pip, pytest) are checked against pyproject and .ci/run.
- ``specheck`` commands in inline code parse (their options and sub-commands exist).
- The usage synopsis names only options the commands have; ``yaml`` blocks use the
  hook id and the action inputs the repository defines.
- Every ``Example`` in every ``--help`` runs.
Outputs go to a temporary folder: ``out``/``out/`` and ``-o FILE`` are rewritten.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import click
import pytest
import yaml
from click.testing import CliRunner

from pipeline.cli import main

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)
BLOCKS = [(m[1], m[2]) for m in FENCE.finditer(README)]


@pytest.fixture
def in_root(monkeypatch, tmp_path):
    monkeypatch.chdir(ROOT)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    monkeypatch.setenv("COLUMNS", "100")
    return tmp_path


def _args(command: str, tmp: Path) -> list[str]:
    """The CLI arguments of a shown command, outputs moved into ``tmp``."""
    words = shlex.split(command)
    for stop in ("|", ">"):
        if stop in words:
            words = words[: words.index(stop)]
    assert words[0].endswith("specheck"), command
    args = words[1:]
    for i, word in enumerate(args):
        previous = args[i - 1] if i else ""
        if previous == "--out" or (word.rstrip("/") == "out" and previous in ("create",)):
            args[i] = str(tmp / "out")
        elif previous in ("-o", "--output"):
            args[i] = str(tmp / word)
    return args


def _run(command: str, tmp: Path):
    result = CliRunner().invoke(main, _args(command, tmp), catch_exceptions=False)
    return result


def _shown_sessions() -> list[tuple[str, list[str]]]:
    sessions = []
    for lang, body in BLOCKS:
        if lang != "text" or "$ " not in body:
            continue
        current = None
        for line in body.splitlines():
            if line.startswith("$ "):
                current = (line[2:], [])
                sessions.append(current)
            elif current is not None:
                current[1].append(line)
    return sessions


@pytest.mark.parametrize(("command", "shown"), _shown_sessions())
def test_sample_output_is_what_the_tool_prints(in_root, command, shown):
    result = _run(command, in_root)
    printed = result.stdout.splitlines() + result.stderr.splitlines()
    assert printed == shown, "README sample output differs; the tool prints:\n" + "\n".join(printed)


def _shell_commands() -> list[str]:
    commands = []
    for lang, body in BLOCKS:
        if lang == "sh":
            for line in body.splitlines():
                commands += [part.strip() for part in line.split("&&") if part.strip()]
    return commands


SETUP = {
    "python3 -m venv .venv": lambda: True,
    ".venv/bin/pip install -e .": lambda: (ROOT / "pyproject.toml").exists(),
    '.venv/bin/pip install -e ".[test]"': lambda: "test = [" in (ROOT / "pyproject.toml").read_text(),
    ".venv/bin/python -m pytest": lambda: ".venv/bin/python -m pytest" in (ROOT / ".ci/run").read_text(),
}  # fmt: skip


@pytest.mark.parametrize("command", _shell_commands())
def test_every_shell_command_runs(in_root, command):
    if command in SETUP:
        assert SETUP[command](), command
        return
    if command.startswith(".venv/bin/specheck check") or command.startswith("specheck check"):
        result = _run(command, in_root)
        assert result.exit_code in (0, 1), result.output
        return
    if command.startswith(("specheck baseline", ".venv/bin/specheck baseline")):
        _run("specheck check examples --out out --fail-on never", in_root)
    result = _run(command, in_root)
    assert result.exit_code == 0, result.output
    assert result.stdout.strip()


def _inline_commands() -> list[str]:
    spans = re.findall(r"(?<!`)`((?:\.venv/bin/)?specheck [^`]+)`", README)
    # a command's name alone ("as `specheck check` does") is a mention, not a command
    return sorted({s for s in spans if "..." not in s and "PATH" not in s and len(s.split()) > 2})


def _parse(args: list[str]) -> None:
    """Parse ``args`` as the CLI would, without running anything."""
    command: click.Command = main
    ctx = click.Context(main, info_name="specheck")
    while isinstance(command, click.Group):
        assert args, "a group needs a command"
        name, args = args[0], args[1:]
        sub = command.get_command(ctx, name)
        assert sub is not None, f"no command {name!r}"
        ctx, command = click.Context(sub, info_name=name, parent=ctx), sub
    try:
        command.make_context(ctx.info_name, list(args), parent=ctx.parent)
    except click.BadParameter as exc:
        assert "does not exist" in exc.format_message(), exc.format_message()


@pytest.mark.parametrize("command", _inline_commands())
def test_inline_commands_parse(in_root, command):
    _parse(_args(command, in_root))


def _usage_lines() -> list[str]:
    for lang, body in BLOCKS:
        if lang == "text" and body.startswith("specheck check PATH..."):
            return body.splitlines()
    raise AssertionError("the README has no usage synopsis")


def test_usage_synopsis_names_real_options(in_root):
    runner = CliRunner()
    current: list[str] = []
    for line in _usage_lines():
        words = line.split()
        if words and words[0] == "specheck":
            current = [w for w in words[1:3] if re.fullmatch(r"[a-z]+", w)]
        # "reference list | show NAME | export --format json": each part its own command
        parts = line.split(" | ") if current[:1] == ["reference"] else [line]
        for k, part in enumerate(parts):
            command = (
                current if len(parts) == 1 else ["reference", part.split()[-1 if k == 0 else 0]]
            )
            if k == 0 and len(parts) > 1:
                command = ["reference", part.split()[2]]
            help_text = runner.invoke(main, [*command, "--help"]).output
            assert "Usage:" in help_text, command
            for option in re.findall(r"--[a-z-]+", part):
                assert option in help_text, f"{option} is not an option of specheck {command}"


def test_yaml_blocks_use_the_hook_and_the_action():
    hooks = {h["id"] for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    seen = 0
    for lang, body in BLOCKS:
        if lang != "yaml":
            continue
        data = yaml.safe_load(body)
        if "repos" in data:
            assert {h["id"] for r in data["repos"] for h in r["hooks"]} <= hooks
            seen += 1
        if "jobs" in data:
            steps = [s for job in data["jobs"].values() for s in job["steps"]]
            ours = [s for s in steps if "specheck" in s.get("uses", "")]
            assert ours and set(ours[0]["with"]) <= set(action["inputs"])
            required = {k for k, v in action["inputs"].items() if v.get("required")}
            assert required <= set(ours[0]["with"])
            seen += 1
    assert seen == 2


def test_mentioned_files_exist():
    for path in re.findall(r"`((?:scripts|docs|examples|reference|benchmarks)/[\w./-]+)`", README):
        assert (ROOT / path).exists() or (ROOT / path.replace(".", "/")).exists(), path
    assert "DESIGN.md" not in README  # the design document is not in this repository


def _help_examples() -> list[str]:
    examples = []

    def walk(command: click.Command, prefix: list[str]) -> None:
        text = command.help or ""
        block = re.split(r"Examples?:", text)[1:] if "Example" in text else []
        for part in block:
            examples.extend(
                line.strip() for line in part.splitlines() if line.strip().startswith("specheck ")
            )
        if isinstance(command, click.Group):
            for name, sub in sorted(command.commands.items()):
                walk(sub, [*prefix, name])

    walk(main, [])
    return sorted(set(examples))


@pytest.mark.parametrize("command", _help_examples())
def test_every_help_example_runs(in_root, command):
    if " baseline create " in f" {command} ":
        _run("specheck check examples --out out --fail-on never", in_root)
    result = _run(command, in_root)
    assert result.exit_code in (0, 1), result.output
    assert (result.stdout + result.stderr).strip()
