"""Fuzz specheck's input boundaries and report every crash.

Run from the repository root::

    .venv/bin/python -m benchmarks.fuzz [--inputs 100000] [--seed 1] [--jobs N]
                                        [--only numbers readers reference check]
                                        [--crashes DIR]

Inputs are generated and mutated from the project's own material (the example
articles, the reference data's shape, the number grammar's characters): numerals
and quantity text for the number grammar; bytes, truncated UTF-8 and deep or broken
markup for the readers; YAML with hostile values (NaN, 1e400, negative, wrong units,
impossible dates, duplicate keys, aliases) for the reference loader; short articles
with mangled figures through the whole check. Each target may raise only its own
typed error (NumberFormatError, InputError, ReferenceDataError); anything else is a
crash. Crashes are grouped by exception and place, one reproducer each is written
to ``--crashes`` (default ``fuzz-crashes/`` in a temporary folder), and the command
exits 1 when there is any. The run is deterministic for a seed. (A coverage-guided
engine such as atheris needs a compiled toolchain; this generator needs nothing.)
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
#: Share of the inputs each target gets.
SHARES = {"numbers": 0.5, "readers": 0.25, "reference": 0.1, "check": 0.15}

NUMBER_PIECES = (
    list("0123456789.,'’ \u2009\u202f-–—+−eE×x·*^⁰¹²³⁴⁵⁶⁷⁸⁹⁻/%$€¥₩()")
    + ["GB", "TB/s", "PFLOPS", "EFLOPS", "Mrd.", "Milliarden", "Billionen", "million", "bn"]
    + ["bis", "to", "W", "kW", "MW", "nm", "mm²", "10^", "e999", "e-999", " x ", " = ", "≈"]
    + ["etwa ", "about ", "rund ", "up to ", "H100 ", "B200 ", "MI300X ", "\n", "|", "-fache"]
    + ["9" * 400, "1" + ".000" * 100, "1e" + "9" * 50, "0" * 30]
)
HOSTILE_SCALARS = (
    ".nan", ".inf", "-.inf", "1e400", "-1e400", "-80", "0", "1e-400", "parsecs", "W", "GB",
    "TFLOP/s", "2026-02-30", "2026-13-01", "~", "''", "[]", "{}", "*a", "&a 1", "!!python/object",
    "9" * 400, "true", "0x1F", "1_000",
)  # fmt: skip

YAML_TEMPLATE = """sources:
  s: {{title: "Datasheet", url: "https://example.com/x.pdf", read: {read}}}
entries:
  - id: {id}
    name: {name}
    kind: {kind}
    vendor: Example
    aliases: [{alias}]
    values:
      - {{attribute: {attribute}, value: {value}, unit: {unit}, sources: [s]}}
      - {{attribute: {attribute2}, precision: {precision}, sparsity: {sparsity}, value: {value2}, unit: {unit2}, sources: [s]}}
"""


@dataclass
class Crash:
    target: str
    kind: str
    where: str
    example: bytes
    count: int = 0


@dataclass
class Tally:
    inputs: Counter = field(default_factory=Counter)
    crashes: dict[tuple[str, str, str], Crash] = field(default_factory=dict)

    def merge(self, other: Tally) -> None:
        self.inputs.update(other.inputs)
        for key, crash in other.crashes.items():
            mine = self.crashes.get(key)
            if mine is None:
                self.crashes[key] = crash
            else:
                mine.count += crash.count


# --- generators ----------------------------------------------------------------------------


def _examples() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.iterdir()) if p.is_file()]


def mutate_text(rng: random.Random, text: str, n: int | None = None) -> str:
    """Insert number pieces, delete, duplicate or swap spans of ``text``."""
    chars = list(text)
    for _ in range(n if n is not None else rng.randint(1, 6)):
        op = rng.random()
        pos = rng.randint(0, len(chars))
        if op < 0.45:
            chars[pos:pos] = rng.choice(NUMBER_PIECES)
        elif op < 0.65 and chars:
            del chars[pos : pos + rng.randint(1, 8)]
        elif op < 0.8 and chars:
            span = chars[pos : pos + rng.randint(1, 30)]
            chars[pos:pos] = span * rng.randint(1, 4)
        elif chars:
            chars[pos : pos + 1] = chr(
                rng.choice((rng.randint(0, 0x7F), rng.randint(0x80, 0x2FFF)))
            )
    return "".join(chars)


def number_input(rng: random.Random) -> str:
    return "".join(rng.choice(NUMBER_PIECES) for _ in range(rng.randint(1, 12)))


def snippet(rng: random.Random, texts: list[str], size: int = 300) -> str:
    text = rng.choice(texts)
    start = rng.randint(0, max(0, len(text) - size))
    return text[start : start + size]


def html_input(rng: random.Random, texts: list[str]) -> str:
    tags = ("div", "p", "span", "table", "tr", "td", "th", "sup", "article", "b", "li", "ul")
    depth = rng.choice((1, 5, 50, 400, 600, 3000))
    opened = [rng.choice(tags) for _ in range(depth)]
    body = mutate_text(rng, snippet(rng, texts, 200))
    closing = "".join(f"</{t}>" for t in reversed(opened[: rng.randint(0, depth)]))
    head = rng.choice(("", "<!DOCTYPE html><html lang=de><body>", "<html><script>", "<!--"))
    return head + "".join(f"<{t}>" for t in opened) + body + closing


def reader_input(rng: random.Random, texts: list[str]) -> tuple[str, bytes]:
    kind = rng.random()
    if kind < 0.3:
        suffix, raw = ".html", html_input(rng, texts).encode("utf-8")
    elif kind < 0.6:
        raw = mutate_text(rng, snippet(rng, texts, 600)).encode("utf-8")
        suffix = rng.choice((".txt", ".md", ".html"))
    elif kind < 0.8:
        raw = snippet(rng, texts, 400).encode("utf-8")
        raw = raw[: rng.randint(0, len(raw))]  # truncated, maybe inside a character
        suffix = rng.choice((".txt", ".md"))
    else:
        raw = bytes(rng.randint(0, 255) for _ in range(rng.randint(0, 300)))
        suffix = rng.choice((".txt", ".md", ".html"))
    return suffix, raw


def reference_input(rng: random.Random) -> str:
    def pick(*normal: str) -> str:
        return rng.choice(HOSTILE_SCALARS) if rng.random() < 0.3 else rng.choice(normal)

    text = YAML_TEMPLATE.format(
        read=pick("2026-11-29", "2025-01-01"),
        id=pick("example-x9", "x9"),
        name=pick("Example X9", "X9"),
        kind=pick("accelerator", "system", "model"),
        alias=pick('"X9"', '"Example X9"'),
        attribute=pick("memory", "tdp", "throughput", "transistors"),
        attribute2=pick("throughput", "memory", "bandwidth"),
        value=pick("96", "1.5", "700"),
        value2=pick("1200", "2.5"),
        unit=pick("GB", "W", "count", "TB/s"),
        unit2=pick("TFLOP/s", "GB", "TB/s"),
        precision=pick("fp8", "fp16", "bf16"),
        sparsity=pick("dense", "sparse"),
    )
    roll = rng.random()
    if roll < 0.2:  # a duplicate key
        text = text.replace("    vendor: Example\n", "    vendor: Example\n    vendor: Other\n")
    elif roll < 0.3:  # an alias bomb in miniature
        text += "bomb: &a [x, x, x]\nb2: &b [*a, *a, *a, *a]\nb3: [*b, *b, *b, *b]\n"
    elif roll < 0.6:
        text = mutate_text(rng, text, rng.randint(1, 3))
    return text


# --- targets -------------------------------------------------------------------------------


class Targets:
    """Each target takes one generated input and may raise only its documented error."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.texts = _examples()
        self._checker = None
        self._scanners: dict = {}

    def checker(self):
        if self._checker is None:
            from pipeline.batch import Checker
            from pipeline.reference_cache import load_reference_cached

            self._checker = Checker(load_reference_cached())
        return self._checker

    def numbers(self, rng: random.Random) -> tuple[bytes, Callable[[], object], tuple]:
        from claims.numbers import NumberFormatError, parse_numeral
        from claims.quantities import QuantityScanner

        text = (
            number_input(rng)
            if rng.random() < 0.6
            else mutate_text(rng, snippet(rng, self.texts, 120))
        )
        lang = rng.choice(("de", "en"))
        scanner = self._scanners.setdefault(lang, QuantityScanner(lang))

        def run() -> None:
            with contextlib.suppress(NumberFormatError):
                parse_numeral(text.strip(), rng.choice((",", ".")))
            scanner.scan(text)

        return text.encode("utf-8", "surrogatepass"), run, ()

    def readers(self, rng: random.Random) -> tuple[bytes, Callable[[], object], tuple]:
        from claims.reader import InputError, read_document

        suffix, raw = reader_input(rng, self.texts)
        path = self.folder / f"input{suffix}"
        path.write_bytes(raw)
        return raw, lambda: read_document(path), (InputError,)

    def reference(self, rng: random.Random) -> tuple[bytes, Callable[[], object], tuple]:
        from reference import ReferenceDataError
        from reference.loader import load_file

        text = reference_input(rng)
        path = self.folder / "data.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        return text.encode("utf-8", "surrogatepass"), lambda: load_file(path), (ReferenceDataError,)

    def check(self, rng: random.Random) -> tuple[bytes, Callable[[], object], tuple]:
        import json

        from claims.reader import InputError
        from pipeline.batch import RunOptions, Target

        text = mutate_text(rng, snippet(rng, self.texts, rng.choice((200, 600))))
        path = self.folder / "article.txt"
        path.write_text(text, encoding="utf-8", errors="surrogatepass", newline="")
        target = Target(path, "article.txt", Path("article"))
        options = RunOptions(lang=rng.choice(("auto", "de", "en")))

        def run() -> None:
            report, _ = self.checker().check(target, options)
            json.dumps(report.to_json_dict(), allow_nan=False)

        return text.encode("utf-8", "surrogatepass"), run, (InputError,)


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if str(ROOT) in f.filename and "/.venv/" not in f.filename]
    frame = (ours or frames or [None])[-1]
    if frame is None:
        return "?"
    return f"{Path(frame.filename).relative_to(ROOT) if str(ROOT) in frame.filename else frame.filename}:{frame.lineno}"


def run_share(args: tuple[str, int, int]) -> Tally:
    """Run ``n`` inputs of one target with one seed (a unit of work for --jobs)."""
    name, n, seed = args
    rng = random.Random(f"{seed}-{name}")
    tally = Tally()
    with tempfile.TemporaryDirectory() as folder:
        targets = Targets(Path(folder))
        make = getattr(targets, name)
        for _ in range(n):
            example, fn, allowed = make(rng)
            tally.inputs[name] += 1
            try:
                fn()
            except allowed:
                pass
            except RecursionError as exc:
                _record(tally, name, exc, example)
            except Exception as exc:  # noqa: BLE001 - a crash is what we are looking for
                _record(tally, name, exc, example)
    return tally


def _record(tally: Tally, name: str, exc: BaseException, example: bytes) -> None:
    key = (name, type(exc).__name__, _where(exc))
    crash = tally.crashes.get(key)
    if crash is None:
        crash = tally.crashes[key] = Crash(
            name, f"{type(exc).__name__}: {exc}"[:200], key[2], example
        )
    crash.count += 1


def plan(total: int, only: Sequence[str], seed: int, chunks: int) -> list[tuple[str, int, int]]:
    shares = {name: SHARES[name] for name in only}
    scale = sum(shares.values())
    work = []
    for name, share in shares.items():
        n = round(total * share / scale)
        per = max(1, -(-n // chunks))
        for i, start in enumerate(range(0, n, per)):
            work.append((name, min(per, n - start), seed * 1000 + i))
    return work


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", nargs="*", choices=list(SHARES), default=list(SHARES))
    parser.add_argument("--crashes", type=Path, help="folder for one reproducer per crash")
    args = parser.parse_args(argv)
    os.environ.setdefault(
        "SPECHECK_CACHE_DIR", str(Path(tempfile.gettempdir()) / "specheck-bench-cache")
    )
    work = plan(args.inputs, args.only, args.seed, max(1, args.jobs) * 4)
    started = time.perf_counter()
    total = Tally()
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            for tally in pool.imap_unordered(run_share, work):
                total.merge(tally)
    else:
        for item in work:
            total.merge(run_share(item))
    seconds = time.perf_counter() - started
    count = sum(total.inputs.values())
    print(f"fuzz: {count:,} inputs in {seconds:.0f} s (seed {args.seed})")
    for name in args.only:
        crashes = sum(c.count for c in total.crashes.values() if c.target == name)
        print(f"  {name:10} {total.inputs[name]:8,} inputs, {crashes} crash(es)")
    if not total.crashes:
        print("0 crashes")
        return 0
    folder = args.crashes or Path(tempfile.mkdtemp(prefix="fuzz-crashes-"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"{len(total.crashes)} distinct crash(es); reproducers in {folder}:")
    for i, crash in enumerate(sorted(total.crashes.values(), key=lambda c: -c.count), 1):
        path = folder / f"{i:02d}-{crash.target}.bin"
        path.write_bytes(crash.example)
        print(f"  {crash.count:6}x {crash.target}: {crash.kind} at {crash.where} -> {path.name}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
