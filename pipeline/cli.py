"""The ``specheck`` command line: the one composition root (claims, reference, pipeline,
reports). Thin click commands: validate options, pack them, call the library.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from pathlib import Path

import click

from pipeline import __version__

FORMATS = ("json", "html", "sarif", "markdown", "text")
REPORT_LANGS = ("auto", "de", "en")


def _formats(ctx, param, values) -> tuple[str, ...]:
    """``--format json,html`` as well as ``--format json --format html``."""
    chosen: list[str] = []
    for value in values:
        for name in (part.strip().lower() for part in value.split(",")):
            if name not in FORMATS:
                raise click.BadParameter(
                    f"{name!r} is not one of {', '.join(FORMATS)}", ctx=ctx, param=param
                )
            if name not in chosen:
                chosen.append(name)
    return tuple(chosen)


def _err(message: str) -> None:
    """One line on stderr; control characters in names are escaped (no forged lines)."""
    from claims.reader import printable

    click.echo(f"specheck: error: {printable(message)}", err=True)


def _fail(message: str, debug: bool = False) -> None:
    if debug:
        raise
    _err(message)
    sys.exit(2)


def _cache_folder(name: str) -> Path | None:
    """A folder in specheck's cache (None when the cache is turned off)."""
    from pipeline.reference_cache import cache_dir

    folder = cache_dir()
    return None if folder is None else folder / name


def _load_reference(dirs: tuple[str, ...]):
    from pipeline.reference_cache import load_reference_cached
    from reference import ReferenceDataError

    try:
        return load_reference_cached([Path(d) for d in dirs])
    except ReferenceDataError as exc:
        _err(str(exc))
        sys.exit(2)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="specheck")
def main() -> None:
    """specheck: a spell-checker for hardware numbers in articles.

    \b
    Example:
      specheck check examples/ --out out/
    """


def _positive_bytes(ctx, param, value):
    if value is None:
        return value
    if value < 1:
        raise click.BadParameter("must be at least 1 byte")
    return value


def _jobs(ctx, param, value):
    if value is not None and value < 1:
        raise click.BadParameter("must be at least 1")
    return value


@main.command()
@click.argument("paths", nargs=-1)
@click.option(
    "--out",
    "out_dir",
    required=True,
    type=click.Path(file_okay=False),
    help="Folder for the reports (created if missing).",
)
@click.option(
    "--fail-on",
    type=click.Choice(["error", "warning", "never"]),
    default="error",
    show_default=True,
    help="Exit 1 when a finding reaches this verdict.",
)
@click.option(
    "--lang",
    type=click.Choice(["auto", "de", "en"]),
    default="auto",
    show_default=True,
    help="Document language; auto detects it.",
)
@click.option(
    "--format",
    "formats",
    multiple=True,
    callback=_formats,
    metavar="json,html,sarif,markdown,text",
    help="Outputs, comma-separated or repeated (text: errors and warnings as "
    "path:line:col lines on stdout). Default: json,html.",
)
@click.option(
    "--report-lang",
    type=click.Choice(REPORT_LANGS),
    default="auto",
    show_default=True,
    help="Language of explanations and labels; auto follows each document.",
)
@click.option(
    "--reference",
    "reference_dirs",
    multiple=True,
    type=click.Path(exists=True, file_okay=False),
    help="Extra reference data folder; its entries add to or override the shipped set.",
)
@click.option(
    "--baseline",
    "baseline_file",
    type=click.Path(dir_okay=False),
    help="Baseline file: findings marked false alarm there are suppressed.",
)
@click.option(
    "--jobs",
    "-j",
    type=int,
    default=None,
    callback=_jobs,
    help="Documents checked in parallel. Default: the machine's cores.",
)
@click.option(
    "--backend",
    type=click.Choice(["local", "dask"]),
    default="local",
    show_default=True,
    help="local: processes on this machine; dask: a Dask distributed cluster.",
)
@click.option(
    "--scheduler",
    metavar="ADDRESS",
    help="Dask scheduler address (tcp://host:8786). Default: a local cluster of --jobs workers.",
)
@click.option(
    "--manifest",
    "manifest_file",
    type=click.Path(dir_okay=False),
    help="File with one path per line to check (added to PATHS).",
)
@click.option(
    "--resume",
    is_flag=True,
    help="Keep reports of an earlier run whose input (sha256), reference and options are unchanged.",
)
@click.option(
    "--max-bytes",
    type=int,
    default=None,
    callback=_positive_bytes,
    help="Largest document read, in bytes.  [default: 20000000]",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress and no summary line.")
@click.option("--debug", is_flag=True, help="Show tracebacks.")
def check(
    paths,
    out_dir,
    fail_on,
    lang,
    formats,
    report_lang,
    reference_dirs,
    baseline_file,
    jobs,
    backend,
    scheduler,
    manifest_file,
    resume,
    max_bytes,
    quiet,
    debug,
):
    """Check articles and write per-document reports, index.html and summary.json.

    One document that cannot be read or checked is listed in summary.json with its
    reason (exit 2 at the end); every other document is still checked and written.

    \b
    Examples:
      specheck check examples/blackwell-cluster.en.txt --out out/
      specheck check examples/ --out out/ --format json,sarif --fail-on warning
      specheck check examples/gpu-preise.de.txt --out out/ --report-lang en
      specheck check examples/ --out out/ --jobs 2 --resume
    """
    from claims.reader import DEFAULT_MAX_BYTES
    from pipeline.backends import default_jobs
    from pipeline.batch import RunOptions

    all_paths = list(paths)
    if manifest_file:
        all_paths += _read_path_list(manifest_file)
    if not all_paths:
        _fail("no documents given: name files or folders, or --manifest FILE")
    if scheduler and backend != "dask":
        _fail("--scheduler needs --backend dask")
    formats = tuple(dict.fromkeys(formats)) or ("json", "html")
    baseline = None
    if baseline_file:
        from pipeline.baseline import BaselineError, load_baseline

        try:
            baseline = load_baseline(baseline_file)
        except BaselineError as exc:
            _fail(str(exc), debug)
    reference = _load_reference(reference_dirs)
    options = RunOptions(
        lang=lang,
        fail_on=fail_on,
        max_bytes=max_bytes or DEFAULT_MAX_BYTES,
        reference_dirs=tuple(str(Path(d).resolve()) for d in reference_dirs),
    )
    settings = {
        "lang": lang,
        "report_lang": report_lang,
        "formats": sorted(formats),
        "baseline": _digest_file(baseline_file) if baseline_file else None,
    }
    try:
        status = run_check(
            all_paths,
            Path(out_dir),
            reference,
            options,
            settings,
            formats=formats,
            baseline=baseline,
            report_lang=report_lang,
            jobs=jobs or default_jobs(),
            backend=backend,
            scheduler=scheduler,
            resume=resume,
            quiet=quiet,
        )
    except OSError as exc:
        if debug:
            raise
        _fail(f"{exc.filename or out_dir}: {exc.strerror or exc}")
    sys.exit(status)


def _read_path_list(manifest_file: str) -> list[str]:
    """One path per line; blank lines are skipped, nothing else is interpreted."""
    try:
        with open(manifest_file, encoding="utf-8") as handle:
            return [line.rstrip("\r\n") for line in handle if line.strip()]
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        _fail(f"{manifest_file}: cannot read the list of paths: {reason}")
    return []


def _digest_file(path: str) -> str:
    import hashlib

    with open(path, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def run_check(
    paths,
    out: Path,
    reference,
    options,
    settings_data: dict,
    *,
    formats=("json", "html"),
    baseline=None,
    report_lang: str = "auto",
    jobs: int = 1,
    backend: str = "local",
    scheduler: str | None = None,
    resume: bool = False,
    quiet: bool = False,
    make_runner=None,
) -> int:
    """The batch: collect, check on the chosen backend, write as it goes, finish.

    Returns the exit status. ``make_runner(spec, jobs)`` replaces the backend (tests run
    Dask on an in-process cluster through it).
    """
    from pipeline.backends import DaskBackend, PoolBackend, SerialBackend, WorkerSpec
    from pipeline.batch import (
        Checker,
        DocumentOutcome,
        SignalGuard,
        WorkerState,
        collect,
        reusable,
        run,
        settings_fingerprint,
    )
    from pipeline.progress import Progress
    from reports.document_files import DocumentRenderer
    from reports.html import use_template_cache
    from reports.output import OutputFolder

    github = os.environ.get("GITHUB_ACTIONS") == "true"
    keep = github or any(f in formats for f in ("sarif", "markdown", "text"))
    settings = settings_fingerprint(reference.version, **settings_data)
    folder = OutputFolder(out, formats, report_lang)
    targets = collect(paths, out_dir=out, ours=folder.ours())
    names = {entry.id: entry.name for entry in reference.entries.values()}
    renderer = DocumentRenderer(formats, baseline, report_lang, names)
    use_template_cache(_cache_folder("templates"))
    spec = WorkerSpec.new(options, renderer, settings, reference.version, keep)
    todo = [t for t in targets if t.error is None]
    jobs = max(1, min(jobs, len(todo)))
    state = (
        WorkerState(Checker(reference), options, renderer, settings, keep)
        if (backend == "local")
        else None
    )
    if make_runner is not None:
        runner = make_runner(spec, jobs)
    elif backend == "dask":
        try:
            runner = DaskBackend(spec, jobs, scheduler)
        except (OSError, RuntimeError, ValueError) as exc:
            _fail(f"dask: cannot reach the cluster: {exc}")
    elif jobs == 1:
        runner = SerialBackend(spec, state)
    else:
        runner = PoolBackend(spec, state, jobs)
        runner.start()  # fork the workers before any other thread exists

    kept: list[tuple] = []

    def reuse(target):
        previous = folder.previous.get(target.out_stem.as_posix())
        if not resume or not reusable(
            target, previous, settings, options.max_bytes, folder.file_hash
        ):
            return None
        if keep:
            report = folder.load_report(previous)
            if report is None:
                return None
            text = report.text if report.text is not None else _read_text(target.path)
            return DocumentOutcome(previous, reused=True, report=report, text=text)
        return DocumentOutcome(previous, reused=True)

    folder.start({t.out_stem.parent.as_posix() for t in targets if t.error is None})
    with SignalGuard() as guard, Progress(len(targets), quiet=quiet) as progress:

        def sink(outcome) -> None:
            folder.write(outcome)
            if keep and outcome.report is not None:
                kept.append((outcome.report, outcome.text or ""))
            progress.advance(failed=outcome.record.failed)

        result = run(targets, runner, sink, guard=guard, reuse=reuse)
        with guard.critical():
            folder.finish(result, reference_version=reference.version, settings=settings, kept=kept)
    for record in result.failures:
        _err(record.error or record.source)
    suppressed = sum(r.suppressed for r in result.checked)
    if suppressed:
        click.echo(f"specheck: {suppressed} finding(s) suppressed by the baseline", err=True)
    if "text" in formats:
        from reports.console import text_lines

        for line in text_lines(kept):
            click.echo(line)
    if github:
        from reports.github import annotations

        for line in annotations(kept):
            click.echo(line)
    if not quiet:
        _summary_line(result)
    if result.interrupted:
        click.echo(
            f"specheck: interrupted; {len(result.not_checked)} document(s) not checked "
            f"(run again with --resume to finish)",
            err=True,
        )
        return guard.exit_code
    if result.failures:
        return 2
    return result.exit_code(options.fail_on)


def _read_text(path: Path) -> str:
    with open(path, encoding="utf-8", newline="") as fh:
        return fh.read()


def _summary_line(result) -> None:
    counts = result.totals()
    reused = f" ({result.reused} kept from an earlier run)" if result.reused else ""
    click.echo(
        f"specheck: {len(result.checked)} document(s) checked{reused}, "
        f"{len(result.failures)} unreadable; "
        f"{counts['error']} error(s), {counts['warning']} warning(s), {counts['ok']} ok, "
        f"{counts['unverified']} unverified",
        err=True,
    )


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--lang", type=click.Choice(["auto", "de", "en"]), default="auto", show_default=True)
@click.option(
    "--reference", "reference_dirs", multiple=True, type=click.Path(exists=True, file_okay=False)
)
def claims(paths, lang, reference_dirs):
    """Print the extracted claims as JSON Lines (one object per claim).

    \b
    Example:
      specheck claims examples/blackwell-cluster.en.txt | head
    """
    from claims.extract import extract_claims
    from claims.reader import InputError, read_document
    from pipeline.batch import Checker, collect

    targets = collect(list(paths))
    checker = Checker(_load_reference(reference_dirs))
    status = 0
    for target in targets:
        try:
            if target.error is not None:
                raise InputError(target.error)
            document = read_document(target.path, lang=lang, display=target.display)
        except InputError as exc:
            _err(str(exc))
            status = 2
            continue
        for claim in extract_claims(document, checker.nlp(document.language)):
            row = {"source": document.source, "language": document.language, **claim.to_json()}
            click.echo(json.dumps(_finite(row), ensure_ascii=False, allow_nan=False))
    sys.exit(status)


def _finite(row: dict) -> dict:
    """A claim row for strict JSON: a value beyond float range ("1e999") becomes null."""
    import math

    return {k: None if isinstance(v, float) and not math.isfinite(v) else v for k, v in row.items()}


@main.group()
def reference() -> None:
    """Inspect and validate the reference spec set.

    \b
    Example:
      specheck reference show H100
    """


@reference.command("list")
@click.option(
    "--reference", "reference_dirs", multiple=True, type=click.Path(exists=True, file_okay=False)
)
def reference_list(reference_dirs):
    """List every entry: id, kind, name, number of values (or its variants)."""
    ref = _load_reference(reference_dirs)
    for entry in sorted(ref.entries.values(), key=lambda e: e.id):
        if entry.is_product:
            what = f"product, {len(ref.variants(entry.id))} variants"
        elif entry.name_only:
            what = "name only"
        else:
            what = f"{len(entry.values)} values"
        click.echo(f"{entry.id:32} {entry.kind:12} {entry.name} ({what})")


@reference.command("show")
@click.argument("name")
@click.option(
    "--reference", "reference_dirs", multiple=True, type=click.Path(exists=True, file_okay=False)
)
def reference_show(name, reference_dirs):
    """Show one entry by id or alias: its sold variants, what it contains or is part of,
    and its values with numbered sources. Fits the terminal's width.

    \b
    Example:
      specheck reference show "H100 SXM"
    """
    from rich.console import Console
    from rich.table import Table

    ref = _load_reference(reference_dirs)
    found = ref.lookup(name)
    if found is None:
        _fail(f"{name}: no reference entry with that id or alias")
    entry = found.entry
    console = Console(highlight=False, soft_wrap=False)
    console.print(f"[bold]{entry.name}[/bold] ({entry.id}, {entry.kind})")
    for line in _relation_lines(ref, found):
        console.print(line, markup=False)
    if entry.name_only:
        console.print(f"name only: {entry.reason}", markup=False)
    if entry.note:
        console.print(f"note: {entry.note}", markup=False)
    numbers: dict[tuple[str, str], int] = {}
    table = Table(show_lines=False, expand=False, pad_edge=False)
    table.add_column("attribute", overflow="fold")
    table.add_column("value", overflow="fold")
    table.add_column("qualifiers", overflow="fold")
    table.add_column("src", no_wrap=True)
    for rv in ref.values_of(entry.id):
        v = rv.value
        if v.value is not None:
            number = _plain_number(v.value)
        elif v.low is not None:
            number = f"{_plain_number(v.low)}-{_plain_number(v.high)}"
        else:
            number = v.text or ""
        if v.unit and v.unit not in ("count", "year"):
            number += f" {v.unit}"
        quals = [v.precision or "", v.sparsity or "", v.variant or "", v.condition or ""]
        quals += [
            f"period {v.period}" if v.period else "",
            v.status if v.status != "primary" else "",
        ]
        refs = []
        for s in rv.sources:
            key = (str(s.url), s.title)
            numbers.setdefault(key, len(numbers) + 1)
            refs.append(str(numbers[key]))
        table.add_row(v.attribute, number, ", ".join(q for q in quals if q), ",".join(refs))
    if entry.values:
        console.print(table)
    by_number = {n: key for key, n in numbers.items()}
    for n in sorted(by_number):
        url, title = by_number[n]
        read = next(
            s.read for rv in ref.values_of(entry.id) for s in rv.sources if str(s.url) == url
        )
        console.print(f"[{n}] {title}, {url} (read {read})", markup=False)
    if entry.aliases:
        console.print("aliases: " + ", ".join(entry.aliases), markup=False)


def _plain_number(x: float) -> str:
    """80,000,000,000 rather than 8e+10; decimals as written."""
    return f"{int(x):,}" if x == int(x) and abs(x) < 1e18 else f"{x:g}"


def _relation_lines(ref, found) -> list[str]:
    """Variants of the product, units the entry holds, and the packages that hold it."""
    entry, product = found.entry, found.product
    lines = []
    if product is not None:
        named = "the name picks this variant" if found.variant_named else "no variant named"
        lines.append(f"variant of {product.name} ({product.id}); {named}:")
        for variant in ref.variants(product.id):
            mark = " (default)" if variant.id == product.default_variant else ""
            here = " <- shown" if variant.id == entry.id else ""
            lines.append(f"  {variant.variant_name}: {variant.name} [{variant.id}]{mark}{here}")
    if entry.contains:
        lines.append("contains (its figures are for the whole):")
        for c in ref.composition(entry.id):
            unit = ref.get(c.id)
            via = f", via {' > '.join(c.path[1:-1])}" if len(c.path) > 2 else ""
            lines.append(f"  {c.count} x {unit.name if unit else c.id} [{c.id}]{via}")
    for package, count in ref.packages_of(entry.id):
        lines.append(f"part of: {package.name} [{package.id}], {count} per {package.kind}")
    return lines


@reference.command("validate")
@click.argument("directory", required=False, type=click.Path(file_okay=False))
def reference_validate(directory):
    """Validate reference files; errors as file:line: message, exit 1.

    \b
    Example:
      specheck reference validate reference/data/nvidia
    """
    from reference import ReferenceDataError, load_reference

    try:
        if directory:
            if not Path(directory).is_dir():
                click.echo(f"{directory}:1: not a directory", err=True)
                sys.exit(1)
            ref = load_reference([Path(directory)], builtin=False)
        else:
            ref = load_reference()
    except ReferenceDataError as exc:
        click.echo(str(exc), err=True)
        sys.exit(1)
    values = sum(len(v) for v in ref.values.values())
    click.echo(f"ok: {len(ref.entries)} entries, {values} values")


@reference.command("export")
@click.option("--format", "fmt", type=click.Choice(["json"]), default="json", show_default=True)
@click.option(
    "--reference", "reference_dirs", multiple=True, type=click.Path(exists=True, file_okay=False)
)
def reference_export(fmt, reference_dirs):
    """Print every value as a flat JSON record in SI base units.

    \b
    Example:
      specheck reference export --format json > specs.json
    """
    from reference.export import export_records

    ref = _load_reference(reference_dirs)
    click.echo(json.dumps(export_records(ref), indent=1, ensure_ascii=False, allow_nan=False))


@main.command()
@click.argument("expression", nargs=-1, required=True)
@click.option("--params", type=float, help="Parameters (training, memory).")
@click.option("--tokens", type=float, help="Training tokens (training).")
@click.option("--gpu", help="Device name or alias (training), or whose memory to fit (memory).")
@click.option("--count", type=int, default=1, show_default=True, help="Number of GPUs.")
@click.option("--precision", default=None, help="fp16, bf16, fp8, fp4 ... (training: bf16).")
@click.option(
    "--utilisation",
    "utilisation",
    multiple=True,
    type=float,
    help="Utilisation fraction(s) for training time (default 0.3 and 0.5).",
)
@click.option(
    "--reference", "reference_dirs", multiple=True, type=click.Path(exists=True, file_okay=False)
)
def estimate(expression, params, tokens, gpu, count, precision, utilisation, reference_dirs):
    """Calculator for editors: totals of any attribute, training compute and time,
    memory fit. Counts may be written in German or English ("1.000.000", "2,5 Mio.",
    "1 million"); the attribute defaults to throughput.

    \b
    Examples:
      specheck estimate "1.000.000 x H100 fp8 sparse"
      specheck estimate "8 x H100 memory"
      specheck estimate training --params 117e6 --tokens 10e9 --gpu H100 --count 1
      specheck estimate memory --params 740e9 --precision fp4 --gpu B100
    """
    from pipeline import calculator
    from pipeline.calculator import CalculatorError

    ref = _load_reference(reference_dirs)
    mode = expression[0].lower()
    try:
        if mode in ("training", "memory") and params is None:
            raise CalculatorError(f"{mode} needs --params")
        if mode == "training":
            if tokens is None:
                raise CalculatorError("training needs --tokens")
            lines = calculator.training(
                ref,
                params=params,
                tokens=tokens,
                gpu=gpu,
                count=count,
                precision=precision or "bf16",
                utilisation=tuple(utilisation) or (0.3, 0.5),
            )
        elif mode == "memory":
            lines = calculator.memory(
                params=params, precision=precision or "fp16", capacity=gpu, ref=ref
            )
        else:
            lines = calculator.evaluate(" ".join(expression), ref)
    except CalculatorError as exc:
        _fail(str(exc))
    for line in lines:
        click.echo(line)


@main.group()
def baseline() -> None:
    """Baselines: editorial decisions on findings, kept between runs.

    \b
    Example:
      specheck baseline create out/ -o specheck-baseline.json
    """


@baseline.command("create")
@click.argument("report_dir", type=click.Path(exists=True, file_okay=False))
@click.option("--output", "-o", required=True, type=click.Path(dir_okay=False))
def baseline_create(report_dir, output):
    """Write a baseline with every error and warning of a run as 'open'.

    Set an entry's decision to 'false_alarm' (suppressed, counted) or 'confirmed'
    (kept; a confirmed error still fails the check), or take the decisions in the HTML
    report and export them. When OUTPUT exists, the decisions in it are kept.

    \b
    Example:
      specheck baseline create out/ -o specheck-baseline.json
    """
    from pipeline.baseline import (
        Baseline,
        BaselineError,
        baseline_from_reports,
        document_key,
        load_baseline,
        match_entries,
    )
    from pipeline.models import DocumentReport
    from reports.io import write_json_atomic

    reports = []
    for path in sorted(Path(report_dir).rglob("*.json")):
        if path.name == "summary.json":
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("schema") == "specheck/report-v1":
                reports.append(DocumentReport.model_validate(data))
        except (OSError, ValueError) as exc:
            _fail(f"{path}: cannot read report ({exc})")
    if not reports:
        _fail(
            f"{report_dir}: no specheck JSON reports in this folder "
            "(run 'specheck check ... --out DIR' with the json format first)"
        )
    texts = {}
    for report in reports:
        if report.text is None:  # the document text, for the words around each quote
            with (
                contextlib.suppress(OSError, UnicodeDecodeError),
                open(report.source, encoding="utf-8", newline="") as handle,
            ):
                texts[report.source] = handle.read()
    new = baseline_from_reports(reports, texts)
    kept_decisions = 0
    if Path(output).exists():
        try:
            old = load_baseline(output)
        except BaselineError as exc:
            _fail(str(exc))
        entries = []
        for report in reports:
            text = texts.get(report.source, report.text)
            matched, _ = match_entries(report, old, text)
            key = document_key(report.source)
            mine = Baseline(entries=[e for e in new.entries if e.document == key])
            fresh, _ = match_entries(report, mine, text)
            for index, entry in fresh.items():
                decided = matched.get(index)
                if decided is not None and decided.decision != "open":
                    entry = entry.model_copy(update={"decision": decided.decision,
                                                     "note": decided.note})  # fmt: skip
                    kept_decisions += 1
                if entry not in entries:
                    entries.append(entry)
        new = Baseline(entries=entries)
    write_json_atomic(Path(output), new.to_json_dict())
    kept = f", {kept_decisions} decision(s) kept from the old file" if kept_decisions else ""
    click.echo(f"wrote {output} with {len(new.entries)} entries{kept}")


def entry() -> None:
    """Console-script entry: a bug becomes one line on stderr and exit 2, not a traceback
    (set SPECHECK_DEBUG=1 or pass --debug to see it)."""
    try:
        main()
    except Exception as exc:  # noqa: BLE001 - the last line of defence for users
        if os.environ.get("SPECHECK_DEBUG") or "--debug" in sys.argv:
            raise
        _err(f"internal error: {type(exc).__name__}: {exc} (set SPECHECK_DEBUG=1 for details)")
        sys.exit(2)


if __name__ == "__main__":
    entry()
