"""The ``specheck`` command line: the one composition root (claims, reference, pipeline,
reports). Thin click commands: validate options, pack them, call the library.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from contextlib import contextmanager
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
    click.echo(f"specheck: error: {message}", err=True)


def _fail(message: str, debug: bool = False) -> None:
    if debug:
        raise
    _err(message)
    sys.exit(2)


def _load_reference(dirs: tuple[str, ...]):
    from reference import ReferenceDataError, load_reference

    try:
        return load_reference([Path(d) for d in dirs])
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


@main.command()
@click.argument("paths", nargs=-1, required=True)
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
@click.option("--debug", is_flag=True, help="Show tracebacks.")
def check(
    paths, out_dir, fail_on, lang, formats, report_lang, reference_dirs, baseline_file, debug
):
    """Check articles and write per-document reports, index.html and summary.json.

    \b
    Examples:
      specheck check examples/blackwell-cluster.en.txt --out out/
      specheck check examples/ --out out/ --format json,sarif --fail-on warning
      specheck check examples/gpu-preise.de.txt --out out/ --report-lang en
    """
    from pipeline.batch import Checker, RunOptions, UsageError, collect, run

    formats = tuple(formats) or ("json", "html")
    try:
        targets = collect(list(paths))
    except UsageError as exc:
        _fail(str(exc), debug)
    baseline = None
    if baseline_file:
        from pipeline.baseline import BaselineError, load_baseline

        try:
            baseline = load_baseline(baseline_file)
        except BaselineError as exc:
            _fail(str(exc), debug)
    reference = _load_reference(reference_dirs)
    options = RunOptions(lang=lang, fail_on=fail_on)
    checker = Checker(reference)
    try:
        with _progress(len(targets)) as advance:
            result = run(targets, checker, options, progress=advance)
    except Exception as exc:  # a bug must not print a traceback at users
        if debug:
            raise
        _fail(f"internal error: {type(exc).__name__}: {exc} (run with --debug)")
    suppressed = {}
    if baseline is not None:
        from pipeline.baseline import apply_baseline

        reports = []
        for target, report in result.reports:
            report, n = apply_baseline(report, baseline, _text_of(target, report))
            suppressed[target.display] = n
            reports.append((target, report))
        result.reports = reports
    names = {entry.id: entry.name for entry in reference.entries.values()}
    render = _Rendering(report_lang, names, baseline)
    _write_outputs(Path(out_dir), result, formats, reference.version, suppressed, render)
    for failure in result.failures:
        _err(failure.error)
    total_suppressed = sum(suppressed.values())
    if total_suppressed:
        click.echo(f"specheck: {total_suppressed} finding(s) suppressed by the baseline", err=True)
    if "text" in formats:
        from reports.console import text_lines

        items = [(render.localised(r), _text_of(t, r)) for t, r in result.reports]
        for line in text_lines(items):
            click.echo(line)
    if os.environ.get("GITHUB_ACTIONS") == "true":
        from reports.github import annotations

        items = [(render.localised(r), _text_of(t, r)) for t, r in result.reports]
        for line in annotations(items):
            click.echo(line)
    _summary_line(result)
    if result.failures:
        sys.exit(2)
    sys.exit(result.exit_code(fail_on))


@contextmanager
def _progress(total: int):
    """A progress bar on an interactive terminal for batches; silent otherwise (CI, pipes)."""
    if total < 2 or not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import Progress

    with Progress(transient=True, console=Console(stderr=True)) as bar:
        task = bar.add_task("checking", total=total)

        def advance(target) -> None:
            bar.update(task, advance=1, description=f"checking {target.display}")

        yield advance


class _Rendering:
    """What the writers need beyond the reports: the report language, product names
    and the baseline (whose decisions the HTML report shows)."""

    def __init__(self, report_lang: str, names: dict[str, str], baseline) -> None:
        self.report_lang = report_lang
        self.names = names
        self.baseline = baseline

    def localised(self, report):
        from reports.i18n import localise_report

        return localise_report(report, self.report_lang, self.names)


def _markup_of(target, report) -> str | None:
    """The original HTML of an HTML document (for its structure in the report)."""
    if report.text is None:
        return None
    try:
        return Path(target.path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _text_of(target, report) -> str:
    if report.text is not None:
        return report.text
    with open(target.path, encoding="utf-8", newline="") as fh:
        return fh.read()


def _summary_line(result) -> None:
    counts = {"error": 0, "warning": 0, "ok": 0, "unverified": 0}
    for _, report in result.reports:
        for k, v in report.counts().items():
            counts[k] += v
    click.echo(
        f"specheck: {len(result.reports)} document(s) checked, {len(result.failures)} unreadable; "
        f"{counts['error']} error(s), {counts['warning']} warning(s), {counts['ok']} ok, "
        f"{counts['unverified']} unverified",
        err=True,
    )


def _write_outputs(
    out: Path, result, formats, ref_version: str, suppressed: dict, render: _Rendering
) -> None:
    from pipeline.models import BatchSummary
    from reports.html import render_document
    from reports.i18n import batch_language
    from reports.index import render_index
    from reports.io import write_json_atomic, write_text_atomic

    out.mkdir(parents=True, exist_ok=True)
    rows = []
    texts = []
    batch_lang = batch_language(render.report_lang, [r.language for _, r in result.reports])
    for target, report in result.reports:
        text = _text_of(target, report)
        localised = render.localised(report)
        texts.append((localised, text))
        stem = out / target.out_stem
        stem.parent.mkdir(parents=True, exist_ok=True)
        json_name = stem.with_name(stem.name + ".json")
        html_name = stem.with_name(stem.name + ".html")
        row = {"source": report.source}
        if "json" in formats:
            write_json_atomic(json_name, localised.to_json_dict())
            row["report_json"] = str(json_name.relative_to(out)).replace(os.sep, "/")
        if "html" in formats:
            html = render_document(
                report,
                text,
                suppressed=suppressed.get(target.display, 0),
                lang=render.report_lang,
                names=render.names,
                markup=_markup_of(target, report),
                baseline=render.baseline,
            )
            write_text_atomic(html_name, html)
            row["report_html"] = str(html_name.relative_to(out)).replace(os.sep, "/")
        counts = report.counts()
        rows.append(
            {**row, "counts": counts, **counts, "suppressed": suppressed.get(target.display, 0)}
        )
    versions = {"specheck": __version__, "reference": ref_version}
    outputs = {}
    if "html" in formats:
        outputs["index"] = "index.html"
    if "sarif" in formats:
        outputs["sarif"] = "specheck.sarif"
    if "markdown" in formats:
        outputs["markdown"] = "summary.md"
    totals = {
        k: sum(r["counts"][k] for r in rows) for k in ("error", "warning", "ok", "unverified")
    }
    totals["suppressed"] = sum(r["suppressed"] for r in rows)
    summary = BatchSummary(
        specheck_version=__version__,
        reference_version=ref_version,
        documents=[
            {k: v for k, v in r.items() if k not in ("error", "warning", "ok", "unverified")}
            for r in rows
        ],
        failures=result.failures,
        totals=totals,
        outputs=outputs,
    )
    if "html" in formats:
        write_text_atomic(
            out / "index.html",
            render_index(rows, result.failures, versions=versions, lang=batch_lang),
        )
    if "sarif" in formats:
        from reports.i18n import catalogue
        from reports.sarif import to_sarif

        rules = catalogue("en").checks  # SARIF viewers show rule names in English
        sarif = to_sarif(texts, tool_version=__version__, rule_descriptions=rules)
        write_json_atomic(out / "specheck.sarif", sarif)
    if "markdown" in formats:
        from reports.markdown import to_markdown

        write_text_atomic(out / "summary.md", to_markdown(texts, result.failures, lang=batch_lang))
    write_json_atomic(out / "summary.json", summary.model_dump(by_alias=True))


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
    from pipeline.batch import Checker, UsageError, collect

    try:
        targets = collect(list(paths))
    except UsageError as exc:
        _fail(str(exc))
    checker = Checker(_load_reference(reference_dirs))
    status = 0
    for target in targets:
        try:
            document = read_document(target.path, lang=lang, display=target.display)
        except InputError as exc:
            _err(str(exc))
            status = 2
            continue
        for claim in extract_claims(document, checker.nlp(document.language)):
            row = {"source": document.source, "language": document.language, **claim.to_json()}
            click.echo(json.dumps(row, ensure_ascii=False))
    sys.exit(status)


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
