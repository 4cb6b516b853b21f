"""The ``specheck`` command line: the one composition root (claims, reference, pipeline,
reports). Thin click commands: validate options, pack them, call the library.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from pipeline import __version__

FORMATS = ("json", "html", "sarif", "markdown")


def _err(message: str) -> None:
    """One line on stderr; control characters in names are escaped (no forged lines)."""
    from claims.reader import printable

    click.echo(f"specheck: error: {printable(message)}", err=True)


def _fail(message: str, debug: bool = False) -> None:
    if debug:
        raise
    _err(message)
    sys.exit(2)


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
    type=click.Choice(FORMATS),
    help="Outputs to write (repeatable). Default: json and html.",
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
      specheck check article.txt --out out/
      specheck check docs/ --out out/ --format json --format sarif --fail-on warning
      specheck check --manifest paths.txt --out out/ --jobs 8 --resume
      specheck check corpus/ --out out/ --backend dask --scheduler tcp://10.0.0.5:8786
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
    from reports.output import OutputFolder

    github = os.environ.get("GITHUB_ACTIONS") == "true"
    keep = github or "sarif" in formats or "markdown" in formats
    settings = settings_fingerprint(reference.version, **settings_data)
    folder = OutputFolder(out, formats)
    targets = collect(paths, out_dir=out, ours=folder.ours())
    renderer = DocumentRenderer(formats=formats, baseline=baseline)
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
      specheck claims examples/blackwell.en.txt | head
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
    """List every entry: id, kind, name, number of values."""
    ref = _load_reference(reference_dirs)
    for entry in sorted(ref.entries.values(), key=lambda e: e.id):
        click.echo(f"{entry.id:32} {entry.kind:12} {entry.name} ({len(entry.values)} values)")


@reference.command("show")
@click.argument("name")
@click.option(
    "--reference", "reference_dirs", multiple=True, type=click.Path(exists=True, file_okay=False)
)
def reference_show(name, reference_dirs):
    """Show one entry's values with their sources, by id or alias.

    \b
    Example:
      specheck reference show "H100 SXM"
    """
    from rich.console import Console
    from rich.table import Table

    ref = _load_reference(reference_dirs)
    entry = ref.resolve(name)
    if entry is None:
        _fail(f"{name}: no reference entry with that id or alias")
    table = Table(title=f"{entry.name} ({entry.id})", show_lines=False)
    for col in ("attribute", "value", "unit", "precision", "sparsity", "variant", "source"):
        table.add_column(col)
    for rv in ref.values_of(entry.id):
        v = rv.value
        number = v.text or ""
        if v.value is not None:
            number = f"{v.value:g}"
        elif v.low is not None:
            number = f"{v.low:g}-{v.high:g}"
        src = "; ".join(f"{s.title} <{s.url}> ({s.read})" for s in rv.sources)
        table.add_row(
            v.attribute,
            number,
            v.unit or "",
            v.precision or "",
            v.sparsity or "",
            v.variant or "",
            src,
        )
    Console(width=200).print(table)
    if entry.aliases:
        click.echo("aliases: " + ", ".join(entry.aliases))


@reference.command("validate")
@click.argument("directory", required=False, type=click.Path(file_okay=False))
def reference_validate(directory):
    """Validate reference files; errors as file:line: message, exit 1.

    \b
    Example:
      specheck reference validate my-specs/
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
    try:
        text = json.dumps(export_records(ref), indent=1, ensure_ascii=False, allow_nan=False)
    except ValueError as exc:  # a NaN or infinite value: never print invalid JSON
        _fail(f"reference export: {exc}")
    click.echo(text)


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
    """Calculator for editors: aggregates, training compute and time, memory fit.

    \b
    Examples:
      specheck estimate "1000000 x H100 fp8 sparse"
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
    """Create baselines of reviewed findings."""


@baseline.command("create")
@click.argument("report_dir", type=click.Path(exists=True, file_okay=False))
@click.option("--output", "-o", required=True, type=click.Path(dir_okay=False))
def baseline_create(report_dir, output):
    """Write a baseline (all errors and warnings as 'confirmed') from a run's JSON reports.

    \b
    Example:
      specheck baseline create out/ -o specheck-baseline.json
    """
    from pipeline.baseline import baseline_from_reports
    from pipeline.batch import MANIFEST
    from pipeline.models import DocumentReport
    from reports.io import read_json_file, write_json_atomic
    from reports.output import MANIFEST_SCHEMA

    root = Path(report_dir)
    # The run's manifest names each report's document by its path relative to the
    # batch root; without one (an older run) the basename stands in.
    documents: dict[Path, str] = {}
    manifest = read_json_file(root / MANIFEST)
    if isinstance(manifest, dict) and manifest.get("schema") == MANIFEST_SCHEMA:
        for record in manifest.get("documents") or []:
            if isinstance(record, dict) and record.get("stem") and record.get("document"):
                documents[(root / f"{record['stem']}.json").resolve()] = record["document"]
    reports = []
    for path in sorted(root.rglob("*.json")):
        if path.parent == root and path.name in ("summary.json", MANIFEST):
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("schema") == "specheck/report-v1":
                report = DocumentReport.model_validate(data)
                name = documents.get(path.resolve())
                reports.append((name, report) if name else report)
        except (OSError, ValueError) as exc:
            _fail(f"{path}: cannot read report ({exc})")
    base = baseline_from_reports(reports)
    write_json_atomic(Path(output), base.to_json_dict())
    click.echo(f"wrote {output} with {len(base.entries)} entries")


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
