"""The speed of ``specheck check`` at every size, in one run, as ratios that travel.

Run from the repository root::

    .venv/bin/python -m benchmarks.batch [--quick] [--docs N] [--rss 100,1000]
                                         [--claims 10,50,...,2000] [--only PART ...]

It generates a corpus from the project's own example articles (``examples/``: each
document is one of them with its paragraphs in a different order, so no two are alike
and spaCy's caches do not flatter the numbers), then prints:

- ``throughput``: ``specheck check`` on the corpus against a process that only reads and
  tokenises the same texts with ``spacy.blank`` (the floor every spaCy pipeline pays),
  as a ratio of speeds: whole process (start-up included; ``--jobs 1`` and the default
  ``--jobs``) and in process (extraction and checks against tokenisation, after
  start-up). Goal: whole process >= 0.35 (0.5 later).
- ``jobs``: the ``--jobs 2`` speed-up over ``--jobs 1`` (goal >= 1.7 on two cores).
- ``memory``: peak RSS of ``specheck check --jobs 1`` for 100 and 1,000 documents and
  their ratio (goal <= 1.3: reports stream to disk, nothing per document is kept).
- ``claims``: checking time against claims per document, 10 to 2,000 claims, as time
  per claim and its ratio to the time per claim at 100 (a straight line stays near 1;
  goal at 2,000: <= 1.5).
- ``startup``: a one-file check against ``import spacy; spacy.blank("de")`` (goal <= 1.5).
- ``quantulum3``: extraction speed against quantulum3's parser, when it is installed.

Timings are wall-clock, the best of ``--repeat`` runs; the machine's other load shows in
them. The script always exits 0: it measures, it does not judge.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
SUFFIXES = (".txt", ".md", ".html")
PARTS = ("throughput", "jobs", "memory", "claims", "startup", "quantulum3")
CLAIM_COUNTS = (10, 50, 100, 200, 500, 1000, 2000)

#: The floor: read each document's text (as specheck reads it: HTML already extracted,
#: see ``plain_texts``) and tokenise it with a blank pipeline of its language.
BARE_TOKENISE = """
import sys
from pathlib import Path
import spacy
nlps = {lang: spacy.blank(lang) for lang in ("de", "en")}
for path in sorted(Path(sys.argv[1]).iterdir()):
    nlps[path.suffixes[0][1:]].make_doc(path.read_text(encoding="utf-8"))
"""


# --- corpus --------------------------------------------------------------------------------


def _shuffled(text: str, suffix: str, rng: random.Random) -> str:
    """The article with its paragraphs (Markdown, text) or <p> blocks (HTML) reordered."""
    if suffix == ".html":
        blocks = re.findall(r"<p>.*?</p>", text, flags=re.S)
        if len(blocks) < 2:
            return text
        order = blocks[:]
        rng.shuffle(order)
        parts = re.split(r"<p>.*?</p>", text, flags=re.S)
        return "".join(p + (order[i] if i < len(order) else "") for i, p in enumerate(parts))
    newline = "\r\n" if "\r\n" in text else "\n"
    head, *paragraphs = text.split(newline * 2)
    rng.shuffle(paragraphs)
    return (newline * 2).join([head, *paragraphs])


def make_corpus(folder: Path, n: int, seed: int = 16) -> int:
    """``n`` documents from the examples; returns their total characters."""
    examples = sorted(p for p in EXAMPLES.iterdir() if p.suffix in SUFFIXES)
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    chars = 0
    for i in range(n):
        src = examples[i % len(examples)]
        text = _shuffled(src.read_text(encoding="utf-8"), src.suffix, rng)
        (folder / f"{i:05d}-{src.name}").write_text(text, encoding="utf-8", newline="")
        chars += len(text)
    return chars


# --- measuring processes -------------------------------------------------------------------


def _python() -> str:
    return sys.executable


def timed_process(args: Sequence[str], *, env: dict | None = None) -> tuple[float, int, int]:
    """Wall seconds, peak RSS in KB (the process and the workers it waited for), status."""
    started = time.perf_counter()
    proc = subprocess.Popen(
        list(args),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, **(env or {})},
    )
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return time.perf_counter() - started, usage.ru_maxrss, proc.returncode


def best(repeat: int, fn: Callable[[], float]) -> float:
    return min(fn() for _ in range(max(1, repeat)))


def specheck(corpus: Path, out: Path, *extra: str) -> tuple[float, int, int]:
    shutil.rmtree(out, ignore_errors=True)
    return timed_process(
        [_python(), "-m", "pipeline.cli", "check", str(corpus), "--out", str(out), "-q",
         "--fail-on", "never", *extra]
    )  # fmt: skip


def plain_texts(corpus: Path, folder: Path) -> Path:
    """Each document's text as specheck reads it, named ``NAME.LANG.txt``."""
    from claims.reader import read_document

    folder.mkdir(parents=True, exist_ok=True)
    for i, path in enumerate(sorted(corpus.iterdir())):
        document = read_document(path)
        lang = document.language if document.language in ("de", "en") else "en"
        (folder / f"{i:05d}.{lang}.txt").write_text(document.text, encoding="utf-8", newline="")
    return folder


def bare(plain: Path) -> tuple[float, int, int]:
    return timed_process([_python(), "-c", BARE_TOKENISE, str(plain)])


# --- parts ---------------------------------------------------------------------------------


def part_throughput(work: Path, docs: int, repeat: int, jobs: int) -> dict[str, float]:
    corpus = work / f"corpus-{docs}"
    chars = make_corpus(corpus, docs)
    plain = plain_texts(corpus, work / f"plain-{docs}")
    t_bare = best(repeat, lambda: bare(plain)[0])
    t_one = best(repeat, lambda: specheck(corpus, work / "out", "--jobs", "1")[0])
    t_all = best(repeat, lambda: specheck(corpus, work / "out", "--jobs", str(jobs))[0])
    inside, tokenise = in_process(corpus, repeat)
    print(f"== throughput ({docs} documents, {chars:,} characters)")
    print(f"bare tokenisation process:   {t_bare:7.2f} s  {chars / t_bare:12,.0f} chars/s")
    print(f"specheck --jobs 1:           {t_one:7.2f} s  ratio {t_bare / t_one:.2f}")
    print(f"specheck --jobs {jobs} (default): {t_all:7.2f} s  ratio {t_bare / t_all:.2f}")
    print(
        f"in process (after start-up): extraction+checks {inside:.2f} s, tokenisation "
        f"{tokenise:.2f} s, ratio {tokenise / inside:.2f}"
    )
    print("goal: whole process ratio >= 0.35 this round (0.5 later)\n")
    return {"one": t_one, "all": t_all}


def in_process(corpus: Path, repeat: int) -> tuple[float, float]:
    """Seconds for read+extract+check+render of every document, and for tokenising them."""
    import spacy

    from claims.reader import read_document
    from pipeline.batch import Checker, RunOptions, collect
    from pipeline.reference_cache import load_reference_cached
    from reports.document_files import DocumentRenderer

    reference = load_reference_cached()
    targets = collect([str(corpus)])
    options, render = RunOptions(), DocumentRenderer()
    documents = [read_document(t.path) for t in targets]

    def ours() -> float:
        checker = Checker(reference)
        for lang in ("de", "en"):
            checker.nlp(lang)
        started = time.perf_counter()
        for target in targets:
            report, text = checker.check(target, options)
            render(target, report, text)
        return time.perf_counter() - started

    def tokenise() -> float:
        nlps = {lang: spacy.blank(lang) for lang in ("de", "en")}
        started = time.perf_counter()
        for document in documents:
            nlps[document.language if document.language in nlps else "en"].make_doc(document.text)
        return time.perf_counter() - started

    return best(repeat, ours), best(repeat, tokenise)


def part_jobs(work: Path, docs: int, repeat: int, timings: dict | None) -> None:
    corpus = work / f"corpus-{docs}"
    if not corpus.exists():
        make_corpus(corpus, docs)
    if timings and "one" in timings:
        t_one = timings["one"]
    else:
        t_one = best(repeat, lambda: specheck(corpus, work / "out", "--jobs", "1")[0])
    t_two = best(repeat, lambda: specheck(corpus, work / "out", "--jobs", "2")[0])
    print(f"== jobs ({docs} documents)")
    print(f"--jobs 1: {t_one:.2f} s   --jobs 2: {t_two:.2f} s   speed-up {t_one / t_two:.2f}x")
    print("goal: >= 1.7x on two cores\n")


def part_memory(work: Path, sizes: Sequence[int]) -> None:
    print("== memory (peak RSS of specheck check --jobs 1)")
    peaks = []
    for n in sizes:
        corpus = work / f"corpus-{n}"
        if not corpus.exists():
            make_corpus(corpus, n)
        seconds, rss, _ = specheck(corpus, work / "out", "--jobs", "1")
        peaks.append(rss)
        print(f"{n:6,} documents: {rss / 1024:7.1f} MB peak RSS ({seconds:.1f} s)")
    if len(peaks) >= 2:
        print(f"ratio {sizes[-1]:,} / {sizes[0]:,} documents: {peaks[-1] / peaks[0]:.2f}")
    print("goal: <= 1.3\n")


def claims_text(n_sentences: int, seed: int = 7) -> str:
    from benchmarks.extraction import _sentence

    rng = random.Random(seed)
    paragraphs = []
    for start in range(0, n_sentences, 5):
        lang_sentences = [_sentence(rng, "en") for _ in range(min(5, n_sentences - start))]
        paragraphs.append(" ".join(lang_sentences))
    return "\n\n".join(paragraphs) + "\n"


def part_claims(counts: Sequence[int], repeat: int) -> None:
    """Check time against claims per document: documents grown sentence by sentence."""
    import hashlib

    from claims.extract import extract_claims
    from claims.models import Document
    from claims.reader import markdown_tables
    from pipeline.batch import Checker
    from pipeline.engine import check_claims
    from pipeline.reference_cache import load_reference_cached

    checker = Checker(load_reference_cached())
    nlp = checker.nlp("en")
    print("== claims (one English document; time to extract and check)")
    print(f"{'claims':>7} {'seconds':>9} {'ms/claim':>9} {'vs 100':>7}")
    per_claim: dict[int, float] = {}
    sentences = 4
    for target in counts:
        while True:
            text = claims_text(sentences)
            document = Document(
                source="<claims>",
                text=text,
                sha256=hashlib.sha256(text.encode()).hexdigest(),
                language="en",
                tables=markdown_tables(text),
            )
            found = len(extract_claims(document, nlp))
            if found >= target:
                break
            sentences = max(sentences + 1, int(sentences * target / max(found, 1)))

        def once(document: Document = document) -> float:
            started = time.perf_counter()
            check_claims(document, extract_claims(document, nlp), checker.reference)
            return time.perf_counter() - started

        seconds = best(repeat if found <= 500 else 1, once)
        per_claim[found] = seconds / found
        base = next((v for k, v in per_claim.items() if k >= 100), None)
        ratio = f"{per_claim[found] / base:7.2f}" if base and found >= 100 else "      -"
        print(f"{found:7,} {seconds:9.2f} {1000 * seconds / found:9.2f} {ratio}")
        sentences = int(sentences * 1.05) + 1
    print("goal: time per claim at 2,000 claims within 1.5x of that at 100 (a straight line)\n")


def part_startup(work: Path, repeat: int) -> None:
    one = work / "one"
    one.mkdir(parents=True, exist_ok=True)
    doc = one / "article.de.txt"
    doc.write_bytes((EXAMPLES / "gpu-preise.de.txt").read_bytes())
    runs = []
    for _ in range(max(3, repeat)):
        runs.append(
            (
                timed_process([_python(), "-c", "import spacy; spacy.blank('de')"])[0],
                specheck(doc, work / "out-one")[0],
            )
        )
    t_bare = statistics.median(r[0] for r in runs)
    t_one = statistics.median(r[1] for r in runs)
    print("== startup (median of runs)")
    print(f"import spacy; spacy.blank('de'): {t_bare:.2f} s")
    print(f"specheck check one article:      {t_one:.2f} s   ratio {t_one / t_bare:.2f}")
    print("goal: <= 1.5\n")


def part_quantulum(work: Path, docs: int) -> None:
    print("== quantulum3")
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            from quantulum3 import parser
        except ImportError:
            print("quantulum3 is not installed: pip install quantulum3 to compare\n")
            return
    if any("lassifier" in str(w.message) for w in caught):
        print("(quantulum3 without its optional classifier)")
    from claims.extract import extract_claims
    from claims.reader import read_document
    from pipeline.batch import Checker
    from pipeline.reference_cache import load_reference_cached

    corpus = work / f"corpus-{docs}"
    if not corpus.exists():
        make_corpus(corpus, docs)
    documents = [read_document(p) for p in sorted(corpus.iterdir())]
    checker = Checker(load_reference_cached())
    for lang in ("de", "en"):
        checker.nlp(lang)
    started = time.perf_counter()
    ours = sum(len(extract_claims(d, checker.nlp(d.language))) for d in documents)
    t_ours = time.perf_counter() - started
    started = time.perf_counter()
    theirs = sum(len(parser.parse(d.text)) for d in documents)
    t_theirs = time.perf_counter() - started
    print(f"specheck extraction: {t_ours:.2f} s ({ours:,} claims)")
    print(f"quantulum3 parse:    {t_theirs:.2f} s ({theirs:,} quantities)")
    print(f"speed ratio specheck / quantulum3: {t_theirs / t_ours:.2f}\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=200, help="documents for throughput")
    parser.add_argument("--rss", default="100,1000", help="document counts for peak RSS")
    parser.add_argument(
        "--claims", default=",".join(map(str, CLAIM_COUNTS)), help="claims per document"
    )
    parser.add_argument("--repeat", type=int, default=1, help="runs per timing (best counts)")
    parser.add_argument("--only", nargs="*", choices=PARTS, help="parts to run (default all)")
    parser.add_argument("--quick", action="store_true", help="tiny sizes: a smoke test")
    parser.add_argument("--work", type=Path, help="folder for corpora and outputs (kept)")
    args = parser.parse_args(argv)
    if args.quick:
        args.docs, args.rss, args.claims = 6, "3,6", "10,20"
    parts = args.only or PARTS
    rss = [int(x) for x in args.rss.split(",") if x]
    counts = [int(x) for x in args.claims.split(",") if x]
    from pipeline.backends import default_jobs

    work = args.work or Path(tempfile.mkdtemp(prefix="specheck-bench-"))
    env_cache = os.environ.setdefault(
        "SPECHECK_CACHE_DIR", str(Path(tempfile.gettempdir()) / "specheck-bench-cache")
    )
    print(f"machine: {default_jobs()} core(s); work folder {work}; reference cache {env_cache}\n")
    specheck(EXAMPLES / "gpu-preise.de.txt", work / "warm")  # compile the reference once
    timings = None
    try:
        if "throughput" in parts:
            timings = part_throughput(work, args.docs, args.repeat, default_jobs())
        if "jobs" in parts:
            part_jobs(work, args.docs, args.repeat, timings)
        if "memory" in parts:
            part_memory(work, rss)
        if "claims" in parts:
            part_claims(counts, args.repeat)
        if "startup" in parts:
            part_startup(work, args.repeat)
        if "quantulum3" in parts:
            part_quantulum(work, args.docs)
    finally:
        if args.work is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
