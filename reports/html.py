"""Self-contained HTML report for one document.

Everything the page needs (CSS, JS, data) is inline, so a report opens offline from
disk or as a CI artifact. The document text, quotes, explanations and source titles
are untrusted: they reach the page only through jinja2 autoescaping or as JSON in a
``<script type="application/json">`` block with ``<``, ``>`` and ``&`` escaped, and a
Content-Security-Policy allows only the report's own script (by hash).
"""

from __future__ import annotations

import base64
import bisect
import datetime as dt
import functools
import hashlib
import json
import math
import os
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import jinja2
from markupsafe import Markup

from pipeline.baseline import BASELINE_SCHEMA, REVIEWED_VERDICTS, document_name
from pipeline.estimator import COUNT_WORDS, SI_PREFIXES
from pipeline.models import SEVERITY, VERDICTS, DocumentReport, Finding

VERDICT_LABELS = {"error": "Error", "warning": "Warning", "ok": "OK", "unverified": "Unverified"}
#: Distinct shapes per verdict, so colour is never the only signal.
VERDICT_ICONS = {"error": "✖", "warning": "▲", "ok": "✔", "unverified": "?"}

_BIG_PREFIXES = SI_PREFIXES
_SMALL_PREFIXES = [(1e-3, "m"), (1e-6, "µ"), (1e-9, "n"), (1e-12, "p")]
_SCALE_WORDS = COUNT_WORDS
#: Canonical unit strings shown with a shorter symbol.
_UNIT_SYMBOLS = {
    "byte": "B",
    "bytes": "B",
    "byte/s": "B/s",
    "watt": "W",
    "hertz": "Hz",
    "count": "",
    "dimensionless": "",
}
#: Units that take SI prefixes; everything else (counts, currencies) gets scale words.
_SI_UNITS = {"B", "B/s", "bit", "bit/s", "FLOP", "FLOP/s", "OP/s", "W", "Wh", "J", "Hz", "m"}
_ID_RE = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")


def _sig(value: float) -> str:
    return f"{value:.3g}"


def human_number(value: float | int | None, unit: str = "") -> str:
    """A number as an editor reads it: 3.958e21 FLOP/s -> "3.96 ZFLOP/s".

    Three significant digits; SI prefixes for physical units, scale words for counts
    and currencies ("208 billion", "38 million KRW"), whole counts below a million
    exactly ("2,048"), seconds beyond a day as days.
    """
    if value is None:
        return "–"
    value = float(value)
    symbol = _UNIT_SYMBOLS.get(unit, unit)
    suffix = f" {symbol}" if symbol else ""
    if not math.isfinite(value):
        return f"{value}{suffix}"
    sign = "−" if value < 0 else ""
    rounded = float(_sig(abs(value)))
    if rounded == 0:
        return f"0{suffix}"
    if symbol in _SI_UNITS:
        for factor, prefix in _BIG_PREFIXES:
            if rounded >= factor:
                return f"{sign}{_sig(rounded / factor)} {prefix}{symbol}"
        if rounded < 1:
            for factor, prefix in _SMALL_PREFIXES:
                if rounded >= factor:
                    return f"{sign}{_sig(rounded / factor)} {prefix}{symbol}"
        return f"{sign}{_sig(rounded)}{suffix}"
    if abs(value) < 1e6 and value == round(value) and symbol != "s":
        # Counts and prices below a million are read exactly ("2,048 GPUs", not 2,050).
        return f"{sign}{round(abs(value)):,}{suffix}"
    if symbol == "s" and rounded >= 86400:
        return f"{sign}{_sig(rounded / 86400)} days"
    for factor, word in _SCALE_WORDS:
        if rounded >= factor:
            return f"{sign}{_sig(rounded / factor)} {word}{suffix}"
    if rounded >= 1000:
        return f"{sign}{round(rounded):,}{suffix}"
    return f"{sign}{_sig(rounded)}{suffix}"


def human_range(low: float | None, high: float | None, unit: str = "") -> str:
    """A tolerance range, "3.6 ZFLOP/s – 4.4 ZFLOP/s", or a single value when equal."""
    if low is None and high is None:
        return "–"
    if low == high or high is None:
        return human_number(low, unit)
    if low is None:
        return human_number(high, unit)
    low_text, high_text = human_number(low, unit), human_number(high, unit)
    return low_text if low_text == high_text else f"{low_text} – {high_text}"


def safe_url(url: str) -> str | None:
    """The URL if it is an absolute http(s) URL, else None (rendered as plain text)."""
    url = url.strip()
    if any(ord(ch) < 0x20 or ch in "\\ " for ch in url):
        return None
    parts = urlsplit(url)
    if parts.scheme.lower() in ("http", "https") and parts.netloc:
        return url
    return None


def json_for_script(data: Any) -> str:
    """JSON safe inside ``<script type="application/json">``: no character can end it."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=False, separators=(",", ":"))
    return (
        text.replace("&", "\\u0026")
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )


def generated_stamp(generated_at: str | None = None) -> str | None:
    """The time to print: as passed, or SOURCE_DATE_EPOCH; never the wall clock."""
    if generated_at is not None:
        return generated_at
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.strip().isdigit():
        stamp = dt.datetime.fromtimestamp(int(epoch), tz=dt.UTC)
        return stamp.strftime("%Y-%m-%d %H:%M UTC")
    return None


@functools.cache
def environment() -> jinja2.Environment:
    """The HTML environment: templates from the package, autoescape, strict undefined."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("reports", "templates"),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["human"] = human_number
    env.filters["human_range"] = human_range
    env.filters["safe_url"] = safe_url
    env.filters["basename"] = document_name
    env.globals.update(
        VERDICTS=VERDICTS,
        VERDICT_LABELS=VERDICT_LABELS,
        VERDICT_ICONS=VERDICT_ICONS,
        REVIEWED_VERDICTS=REVIEWED_VERDICTS,
    )
    return env


@functools.cache
def _script() -> tuple[str, str]:
    """The page script and its CSP hash; the script is static, only data varies."""
    script = environment().get_template("report.js.j2").render()
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
    return script, f"'sha256-{digest}'"


@dataclass(frozen=True)
class Segment:
    """A run of document text, highlighted when ``finding`` is set."""

    text: str
    finding: Finding | None = None


@dataclass(frozen=True)
class Layout:
    findings: list[Finding]
    segments: list[Segment]
    #: Findings shown as highlights; the others are listed only.
    placed: frozenset[str]
    #: Finding id -> id of the highlight that overlaps it (when it has none of its own).
    host: dict[str, str]


def with_ids(findings: list[Finding]) -> list[Finding]:
    """Findings in position order, each with a unique id usable as an HTML anchor."""
    ordered = sorted(findings, key=Finding.sort_key)
    seen: set[str] = set()
    keep: list[bool] = []
    for f in ordered:
        ok = (
            bool(_ID_RE.fullmatch(f.id)) and f.id not in seen and not f.id.startswith(("t-", "sc-"))
        )
        keep.append(ok)
        if ok:
            seen.add(f.id)
    out: list[Finding] = []
    for n, (f, ok) in enumerate(zip(ordered, keep, strict=True), start=1):
        if ok:
            out.append(f)
            continue
        fid = f"F{n}"
        while fid in seen:
            fid += "_"
        seen.add(fid)
        out.append(f.model_copy(update={"id": fid}))
    return out


def layout(text: str, findings: list[Finding]) -> Layout:
    """Split ``text`` into plain and highlighted runs.

    Highlights never overlap: the most severe finding wins a contested span, and a
    finding that overlaps a chosen one (or whose offsets do not match its quote) is
    listed in the panel only, pointing at the highlight that covers it.
    """
    findings = with_ids(findings)
    located = [
        f
        for f in findings
        if 0 <= f.start < f.end <= len(text) and text[f.start : f.end] == f.quote
    ]
    located.sort(key=lambda f: (-SEVERITY[f.verdict], f.start, f.end, f.check))
    starts: list[int] = []
    chosen: list[Finding] = []
    host: dict[str, str] = {}
    for f in located:
        i = bisect.bisect_right(starts, f.start)
        if i > 0 and chosen[i - 1].end > f.start:
            host[f.id] = chosen[i - 1].id
        elif i < len(chosen) and chosen[i].start < f.end:
            host[f.id] = chosen[i].id
        else:
            starts.insert(i, f.start)
            chosen.insert(i, f)
    segments: list[Segment] = []
    pos = 0
    for f in chosen:
        if f.start > pos:
            segments.append(Segment(text[pos : f.start]))
        segments.append(Segment(text[f.start : f.end], f))
        pos = f.end
    if pos < len(text):
        segments.append(Segment(text[pos:]))
    return Layout(findings, segments, frozenset(f.id for f in chosen), host)


def render_document(
    report: DocumentReport,
    text: str,
    *,
    title: str | None = None,
    suppressed: int = 0,
    generated_at: str | None = None,
) -> str:
    """The HTML report for one document.

    ``text`` is the text the offsets index (the file text, or ``report.text`` for
    HTML input); ``suppressed`` is how many findings a baseline removed, shown so an
    editor knows the report is filtered.
    """
    lay = layout(text, report.findings)
    name = document_name(report.source)
    data = {
        "document": name,
        "baseline_schema": BASELINE_SCHEMA,
        "baseline_file": f"{name}.baseline.json",
        "findings": [
            {"id": f.id, "quote": f.quote, "check": f.check, "verdict": f.verdict}
            for f in lay.findings
            if f.verdict in REVIEWED_VERDICTS
        ],
    }
    script, script_hash = _script()
    template = environment().get_template("document.html.j2")
    return template.render(
        title=title or f"specheck: {name}",
        report=report,
        document_name=name,
        counts=report.counts(),
        findings=lay.findings,
        segments=lay.segments,
        placed=lay.placed,
        host=lay.host,
        suppressed=suppressed,
        generated=generated_stamp(generated_at),
        data_json=Markup(json_for_script(data)),
        script=Markup(script),
        script_hash=script_hash,
    )
