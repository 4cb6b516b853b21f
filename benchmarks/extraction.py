"""Extraction throughput of specheck as a ratio to bare ``spacy.blank(lang)`` tokenisation.

Run from the repository root::

    .venv/bin/python -m benchmarks.extraction [--repeat N] [--paragraphs N] [--profile] [PATH ...]

Two runs without PATH:

- ``articles`` (the goal is judged here): the articles in ``examples/``, written like real
  news and analysis pieces in German and English, about 900 figures per 100,000
  characters, as in the real articles of ../shared/corpus.
- ``dense``: German and English text generated below, every running sentence stating
  figures (about 2.7 times an article's density): a stress test of the per-figure code,
  shown for comparison (``--paragraphs`` per language, 0 to leave it out).

With PATH (files or folders, e.g. ``../shared/corpus``) those documents are the judged
run, and ``--paragraphs`` adds synthetic text only when given.

How a pass is timed: each timed pass works through every text once, with pipelines
built fresh for it (outside the timing): (a) ``spacy.blank(lang).make_doc(text)``,
(b) ``extract_claims(document, nlp)`` with specheck's pipeline. Fresh pipelines start
with empty token caches and lexeme tables, as a new process checking a batch of new
articles does; within the pass, both keep what they learn from one document for the
next. (Timing the same texts again on warm pipelines would measure spaCy's cache
lookups: a document without special cases is then tokenised from its cache alone.)
The best of ``--repeat`` passes counts. The script prints characters per second for
both, their ratio (goal: >= 0.5), the number of claims, and peak memory. It always exits
0: it is a measurement, not a test. ``--profile`` adds a cProfile listing of one
extraction pass (outside the timed part).
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import io
import pstats
import random
import resource
import sys
import time
import tracemalloc
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import spacy
from spacy.language import Language

from claims.extract import extract_claims
from claims.models import Document
from claims.nlp import SUPPORTED, build_nlp
from claims.reader import SUFFIXES, InputError, markdown_tables, read_document
from reference.loader import load_reference

GOAL = 0.5
ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
DEFAULT_PARAGRAPHS = 150
SEED = 20240611


@dataclass(frozen=True)
class Sample:
    """One text to measure and the pipeline language it is run with."""

    name: str
    lang: str
    document: Document


# --- synthetic text ------------------------------------------------------------------------

PRODUCTS = (
    "H100",
    "H200",
    "B200",
    "A100",
    "GH200",
    "MI300X",
    "MI325X",
    "MI250X",
    "Gaudi 3",
    "TPU v5p",
    "GB200 NVL72",
    "DGX B200",
    "Nebula N7",
    "Orion-9",
)

HEDGES = {
    "en": ("about", "roughly", "around", "nearly", "up to", "more than", "at least", ""),
    "de": ("rund", "etwa", "knapp", "bis zu", "mehr als", "ungefähr", "mindestens", ""),
}

TEMPLATES = {
    "en": (
        "The {p} ships with {mem} GB of HBM3e and a memory bandwidth of {bw} TB/s.",
        "The operator already runs {h} {n} units of the {p} in two halls.",
        "At {w} W per card, a rack of {k} {p} accelerators draws {h} {kw} kW.",
        "In dense FP8 the {p} reaches {tf} teraflops, {f}x as much as the {q}.",
        "A single {p} costs {h} {usd} US dollars, so {k} of them cost {mio} million dollars in total.",
        "The vendor promises {pct} percent more throughput for the {p} compared with the {q}.",
        "Depending on the configuration, each node offers between {a} and {b} GB of memory.",
        "The {p} die packs {bn} billion transistors on {mm} mm² of silicon.",
        "Training the model took {days} days on {k} {p} GPUs.",
        "With sparsity the {p} is rated at {pf} petaflops, while the {q} stays at {tf} teraflops.",
        "Its {k} NICs each move {gbit} Gbit/s, which gives the {p} cluster {tbs} TB/s of network bandwidth.",
        "Per GPU-hour the cloud provider charges {h} {dollar} dollars for the {p}.",
    ),
    "de": (
        "Der {p} bringt {mem} GB HBM3e mit und erreicht eine Speicherbandbreite von {bw} TB/s.",
        "Der Betreiber hat bereits {h} {n} Stück des {p} in zwei Hallen im Einsatz.",
        "Bei {w} W pro Karte zieht ein Rack mit {k} {p} {h} {kw} kW.",
        "Bei FP8 ohne Sparsity schafft der {p} {tf} Teraflops, also {f}-mal so viel wie der {q}.",
        "Eine {p} kostet {h} {usd} US-Dollar, {k} Karten kosten zusammen {mio} Mio. US-Dollar.",
        "Gegenüber dem {q} legt der {p} laut Hersteller um {pct} Prozent zu.",
        "Je nach Ausbaustufe stehen zwischen {a} und {b} GB Speicher pro Knoten bereit.",
        "Der Chip des {p} vereint {bn} Milliarden Transistoren auf {mm} mm² Fläche.",
        "Das Training dauerte {days} Tage auf {k} {p}-GPUs.",
        "Mit Sparsity kommt der {p} auf {pf} Petaflops, der {q} bleibt bei {tf} Teraflops.",
        "Jede der {k} Netzwerkkarten überträgt {gbit} Gbit/s, der {p}-Cluster also {tbs} TB/s.",
        "Pro GPU-Stunde verlangt der Cloud-Anbieter {h} {dollar} US-Dollar für den {p}.",
    ),
}

HEADINGS = {
    "en": ("Benchmark results", "What the cluster costs", "Power and cooling", "Memory"),
    "de": ("Messergebnisse", "Was der Cluster kostet", "Strom und Kühlung", "Speicher"),
}

TABLE_HEADER = {
    "en": "| Accelerator | Memory (GB) | FP8 (teraflops) | Power (W) |",
    "de": "| Beschleuniger | Speicher (GB) | FP8 (Teraflops) | Leistung (W) |",
}


def _fmt(value: float, lang: str, decimals: int = 0) -> str:
    """A number as the language writes it: 2,048.5 (en) or 2.048,5 (de)."""
    text = f"{value:,.{decimals}f}"
    if lang == "de":
        text = text.translate(str.maketrans({",": ".", ".": ","}))
    return text


def _slots(rng: random.Random, lang: str) -> dict[str, str]:
    p, q = rng.sample(PRODUCTS, 2)
    a = rng.choice((64, 80, 96, 128, 141))
    return {
        "p": p,
        "q": q,
        "h": rng.choice(HEDGES[lang]),
        "mem": _fmt(rng.choice((80, 94, 141, 192, 256, 288)), lang),
        "bw": _fmt(rng.uniform(2.0, 8.0), lang, 1),
        "n": _fmt(rng.randrange(1_000, 100_000, 500), lang),
        "w": _fmt(rng.choice((350, 400, 700, 750, 1_000, 1_200)), lang),
        "k": _fmt(rng.choice((8, 16, 32, 64, 72, 256, 1_024, 2_048)), lang),
        "kw": _fmt(rng.uniform(5, 130), lang, 1),
        "tf": _fmt(rng.randrange(300, 5_000), lang),
        "pf": _fmt(rng.uniform(1.0, 20.0), lang, 1),
        "f": _fmt(rng.uniform(1.2, 6.0), lang, 1),
        "usd": _fmt(rng.randrange(10_000, 45_000, 250), lang),
        "mio": _fmt(rng.uniform(1.0, 900.0), lang, 1),
        "pct": _fmt(rng.randrange(5, 250), lang),
        "a": _fmt(a, lang),
        "b": _fmt(a * rng.choice((2, 4, 8)), lang),
        "bn": _fmt(rng.uniform(20.0, 210.0), lang, 1),
        "mm": _fmt(rng.randrange(400, 900), lang),
        "days": _fmt(rng.randrange(2, 120), lang),
        "gbit": _fmt(rng.choice((100, 200, 400, 800)), lang),
        "tbs": _fmt(rng.uniform(0.5, 400.0), lang, 1),
        "dollar": _fmt(rng.uniform(1.5, 12.0), lang, 2),
    }


def _sentence(rng: random.Random, lang: str) -> str:
    text = rng.choice(TEMPLATES[lang]).format(**_slots(rng, lang))
    return " ".join(text.split())  # an empty hedge leaves a double space


def _table(rng: random.Random, lang: str) -> list[str]:
    rows = [TABLE_HEADER[lang], "|---|---:|---:|---:|"]
    for product in rng.sample(PRODUCTS, 4):
        memory = _fmt(rng.choice((80, 141, 192, 288)), lang)
        fp8 = _fmt(rng.randrange(900, 5_000), lang)
        power = _fmt(rng.choice((400, 700, 1_000, 1_200)), lang)
        rows.append(f"| {product} | {memory} | {fp8} | {power} |")
    return rows


def synthetic_text(lang: str, paragraphs: int, seed: int = SEED) -> str:
    """Deterministic Markdown-ish article: headings, paragraphs, bullet lists and tables."""
    rng = random.Random(f"{seed}-{lang}")
    blocks: list[str] = []
    for i in range(paragraphs):
        if i % 10 == 0:
            blocks.append(f"## {HEADINGS[lang][(i // 10) % len(HEADINGS[lang])]}")
        if i % 15 == 7:
            blocks.append("\n".join(_table(rng, lang)))
        elif i % 6 == 3:
            blocks.append("\n".join(f"- {_sentence(rng, lang)}" for _ in range(3)))
        else:
            blocks.append(" ".join(_sentence(rng, lang) for _ in range(rng.randint(3, 6))))
    return "\n\n".join(blocks) + "\n"


def synthetic_document(lang: str, paragraphs: int) -> Document:
    text = synthetic_text(lang, paragraphs)
    return Document(
        source=f"<synthetic-{lang}>",
        text=text,
        sha256=hashlib.sha256(text.encode()).hexdigest(),
        language=lang,
        tables=markdown_tables(text),
    )


# --- inputs --------------------------------------------------------------------------------


def _files(paths: Iterable[Path]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() in SUFFIXES))
        else:
            found.append(path)
    return found


def _pipeline_lang(lang: str) -> str:
    return lang if lang in SUPPORTED else "en"


def load_documents(paths: Sequence[Path]) -> list[Sample]:
    samples: list[Sample] = []
    for path in _files(paths):
        try:
            document = read_document(path)
        except InputError as exc:
            print(f"skipped: {exc}", file=sys.stderr)
            continue
        samples.append(Sample(str(path), _pipeline_lang(document.language), document))
    return samples


def load_synthetic(paragraphs: int) -> list[Sample]:
    samples = []
    for lang in SUPPORTED if paragraphs > 0 else ():
        document = synthetic_document(lang, paragraphs)
        samples.append(Sample(document.source, lang, document))
    return samples


# --- measurement ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """One set of texts measured; the goal is judged on article text only."""

    title: str
    samples: list[Sample]
    judged: bool


@dataclass
class Pipelines:
    """Both pipelines for every language of a run, built fresh for each timed pass."""

    blank: dict[str, Language]
    specheck: dict[str, Language]

    @classmethod
    def build(cls, langs: Iterable[str], patterns: list[dict[str, str]]) -> Pipelines:
        langs = sorted(set(langs))
        return cls(
            blank={lang: spacy.blank(lang) for lang in langs},
            specheck={lang: build_nlp(lang, patterns) for lang in langs},
        )


def _timed(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def best_times(
    samples: Sequence[Sample], patterns: list[dict[str, str]], repeat: int
) -> tuple[float, float]:
    """Best (blank, specheck) seconds over ``repeat`` passes on fresh pipelines."""
    langs = [s.lang for s in samples]
    warm = Pipelines.build(langs, patterns)  # lazy imports and first-call costs
    blank_pass(samples, warm.blank)
    specheck_pass(samples, warm.specheck)
    blank_times, specheck_times = [], []
    for _ in range(repeat):
        fresh = Pipelines.build(langs, patterns)
        blank, ours = fresh.blank, fresh.specheck
        blank_times.append(_timed(lambda blank=blank: blank_pass(samples, blank)))
        specheck_times.append(_timed(lambda ours=ours: specheck_pass(samples, ours)))
    return min(blank_times), min(specheck_times)


def blank_pass(samples: Sequence[Sample], blank: dict[str, Language]) -> int:
    tokens = 0
    for sample in samples:
        tokens += len(blank[sample.lang].make_doc(sample.document.text))
    return tokens


def specheck_pass(samples: Sequence[Sample], nlp: dict[str, Language]) -> int:
    claims = 0
    for sample in samples:
        claims += len(extract_claims(sample.document, nlp[sample.lang]))
    return claims


def profile_pass(samples: Sequence[Sample], nlp: dict[str, Language], limit: int) -> str:
    profiler = cProfile.Profile()
    profiler.enable()
    specheck_pass(samples, nlp)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs()
    stats.sort_stats("tottime").print_stats(limit)
    stats.sort_stats("cumulative").print_stats(limit)
    return out.getvalue()


def _rate(chars: int, seconds: float) -> str:
    return f"{chars / seconds:>14,.0f} chars/s  ({seconds * 1000:9.2f} ms)"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.extraction",
        description="specheck extraction throughput relative to spacy.blank tokenisation.",
    )
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH", help="files or folders")
    parser.add_argument("--repeat", type=int, default=5, help="timed passes; best counts")
    parser.add_argument(
        "--paragraphs",
        type=int,
        default=None,
        help=f"synthetic paragraphs per language (default {DEFAULT_PARAGRAPHS} without PATH, "
        "0 with PATH)",
    )
    parser.add_argument("--profile", action="store_true", help="print a cProfile listing")
    parser.add_argument("--profile-limit", type=int, default=25, help="rows in the listing")
    return parser.parse_args(argv)


def plan_runs(args: argparse.Namespace) -> list[Run]:
    """Without PATH: the example articles (judged) and the dense synthetic text; with
    PATH: those documents plus synthetic text if ``--paragraphs`` asks for it."""
    if args.paths:
        samples = load_documents(args.paths) + load_synthetic(args.paragraphs or 0)
        return [Run(f"documents: {', '.join(map(str, args.paths))}", samples, True)]
    paragraphs = DEFAULT_PARAGRAPHS if args.paragraphs is None else args.paragraphs
    runs = [Run("articles: examples/ (judged)", load_documents([EXAMPLES]), True)]
    if paragraphs > 0:
        title = "dense: synthetic text, every sentence states figures (for comparison)"
        runs.append(Run(title, load_synthetic(paragraphs), False))
    return runs


def measure(run: Run, repeat: int, args: argparse.Namespace) -> None:
    samples = run.samples
    print(f"== {run.title}")
    if not samples:
        print("no readable input documents", file=sys.stderr)
        return
    patterns = load_reference().patterns()
    blank_s, specheck_s = best_times(samples, patterns, repeat)
    pipelines = Pipelines.build((s.lang for s in samples), patterns)
    tokens = blank_pass(samples, pipelines.blank)
    claims = specheck_pass(samples, pipelines.specheck)

    langs = sorted({s.lang for s in samples})
    chars = sum(len(s.document.text) for s in samples)
    ratio = blank_s / specheck_s
    per_lang = ", ".join(f"{lang}: {sum(s.lang == lang for s in samples)}" for lang in langs)
    print(f"inputs:    {len(samples)} texts ({per_lang}), {chars:,} characters, {tokens:,} tokens")
    print(f"repeat:    best of {repeat}, fresh pipelines for each pass")
    print(f"blank:     {_rate(chars, blank_s)}")
    print(f"specheck:  {_rate(chars, specheck_s)}")
    print(f"ratio:     {ratio:.3f} (specheck / blank)")
    print(f"claims:    {claims:,} ({claims / chars * 100_000:,.0f} per 100,000 characters)")
    if run.judged:
        print(f"goal:      ratio >= {GOAL} {'met' if ratio >= GOAL else 'NOT met'}")
    else:
        print("goal:      judged on article text (run above); this run is for comparison")

    tracemalloc.start()
    specheck_pass(samples, pipelines.specheck)
    _, traced_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    maxrss_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"memory:    peak RSS {maxrss_mib:,.1f} MiB; ", end="")
    print(f"Python heap peak in one extraction pass {traced_peak / 2**20:,.1f} MiB")

    if args.profile:
        print()
        print(profile_pass(samples, pipelines.specheck, args.profile_limit))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    repeat = max(1, args.repeat)
    for i, run in enumerate(plan_runs(args)):
        if i:
            print()
        measure(run, repeat, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
