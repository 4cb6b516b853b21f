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
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import jinja2
from markupsafe import Markup, escape

from pipeline.baseline import (
    BASELINE_SCHEMA,
    REVIEWED_VERDICTS,
    Baseline,
    decisions_for,
    document_key,
    document_name,
    finding_context,
)
from pipeline.models import SEVERITY, VERDICTS, DocumentReport, Finding
from reports.i18n import Localiser, document_localiser
from reports.structure import Block, document_blocks

#: Distinct shapes per verdict, so colour is never the only signal.
VERDICT_ICONS = {"error": "✖", "warning": "▲", "ok": "✔", "unverified": "?"}
#: Verdicts the report opens on; the others are one click away.
OPENING_VERDICTS = ("error", "warning")
_ID_RE = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")
#: The labels every finding's card shows, looked up once per report (``ui`` in the
#: template) instead of once per finding.
_FINDING_LABELS = (
    "claimed",
    "expected",
    "subject",
    "explanation_language",
    "computation",
    "sources",
    "show_in_text",
    "not_located",
    "decision",
    "confirmed",
    "false_alarm",
    "decided_before",
)


@functools.lru_cache(maxsize=1024)
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


#: Where compiled templates are kept between runs (None: compiled at every start).
_template_cache: str | None = None


def use_template_cache(folder: str | os.PathLike[str] | None) -> None:
    """Keep the templates' compiled code in ``folder`` (jinja's bytecode cache):
    compiling them costs a one-file check a tenth of a second at every start. The
    cache is keyed by each template's source, so an edited template compiles anew."""
    global _template_cache
    _template_cache = None if folder is None else os.fspath(folder)
    environment.cache_clear()
    _script.cache_clear()


def _bytecode_cache() -> jinja2.BytecodeCache | None:
    if _template_cache is None:
        return None
    try:
        os.makedirs(_template_cache, exist_ok=True)
    except OSError:
        return None
    return jinja2.FileSystemBytecodeCache(_template_cache)


@functools.cache
def environment() -> jinja2.Environment:
    """The HTML environment: templates from the package, autoescape, strict undefined.

    Each template is loaded and compiled once per process (per ``use_template_cache``)
    and never checked for changes on disk again: ``get_template`` is asked once per
    document, and with ``auto_reload`` it would stat the template file each time."""
    env = jinja2.Environment(
        bytecode_cache=_bytecode_cache(),
        loader=jinja2.PackageLoader("reports", "templates"),
        auto_reload=False,
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["safe_url"] = safe_url
    env.filters["basename"] = document_name
    env.globals.update(
        VERDICTS=VERDICTS,
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
class Layout:
    findings: list[Finding]
    #: Findings shown as highlights, in text order; the others are listed only.
    chosen: list[Finding]
    #: Finding id -> id of the highlight that overlaps it (when it has none of its own).
    host: dict[str, str]

    @property
    def placed(self) -> frozenset[str]:
        return frozenset(f.id for f in self.chosen)


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
    """Choose the highlights.

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
    return Layout(findings, chosen, host)


def _cover_findings(blocks: list[Block], chosen: list[Finding], text: str) -> list[Block]:
    """Make sure every highlight lies in a shown leaf: a span inside a leaf's extent is
    made visible there (markup inside a quote is shown), a span outside every leaf
    gets a paragraph of its own line, in text order."""
    leaves = sorted(
        (leaf for block in blocks for leaf in block.leaves() if leaf.ranges),
        key=lambda leaf: leaf.ranges[0][0],
    )
    firsts = [leaf.ranges[0][0] for leaf in leaves]
    orphans: list[Block] = []
    for f in chosen:
        i = bisect.bisect_right(firsts, f.start) - 1
        leaf = leaves[i] if i >= 0 else None
        if leaf is not None and f.end <= leaf.ranges[-1][1]:
            leaf.ranges = _union(leaf.ranges, (f.start, f.end))
            continue
        line_start = text.rfind("\n", 0, f.start) + 1
        line_end = text.find("\n", f.end)
        line_end = len(text) if line_end < 0 else line_end
        orphans.append(Block("p", [(line_start, line_end)]))
    if not orphans:
        return blocks

    def first_offset(block: Block) -> int:
        ranges = [leaf.ranges[0][0] for leaf in block.leaves() if leaf.ranges]
        return min(ranges, default=0)

    return sorted(blocks + orphans, key=first_offset)


def _union(ranges: list[tuple[int, int]], extra: tuple[int, int]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for start, end in sorted([*ranges, extra]):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


class _TextRenderer:
    """Renders leaves: visible text with inline marks and highlight fragments nested
    properly (a highlight crossing a mark boundary is split; its first fragment carries
    the id, the offsets and the screen-reader verdict)."""

    def __init__(self, text: str, chosen: list[Finding], loc: Localiser) -> None:
        self.text = text
        self.chosen = chosen
        self.starts = [f.start for f in chosen]
        self.loc = loc
        self.opened: set[str] = set()

    def _open_highlight(self, f: Finding) -> str:
        # every value escaped as ``Markup(...).format`` would, without its slow formatter
        verdict = self.loc.verdict(f.verdict)
        v, fid = escape(f.verdict), escape(f.id)
        if f.id in self.opened:
            return f'<a class="hl hl-cont v-{v}" href="#{fid}" data-fid="{fid}" tabindex="-1">'
        self.opened.add(f.id)
        title = escape(f"{verdict}: {self.loc.check(f.check)} ({f.id})")
        return (
            f'<a class="hl v-{v}" id="t-{fid}" href="#{fid}" data-fid="{fid}" '
            f'data-start="{escape(f.start)}" data-end="{escape(f.end)}" title="{title}">'
            f'<span class="sr-only">{escape(verdict)}: </span>'
        )

    def leaf(self, leaf: Block) -> str:
        if not leaf.ranges:
            return ""
        lo, hi = leaf.ranges[0][0], leaf.ranges[-1][1]
        i = bisect.bisect_left(self.starts, lo)
        while i > 0 and self.chosen[i - 1].end > lo:
            i -= 1
        spans = []
        while i < len(self.chosen) and self.chosen[i].start < hi:
            spans.append(self.chosen[i])
            i += 1
        marks = sorted(leaf.marks, key=lambda m: (m[0], -m[1]))
        cuts = {lo, hi}
        for start, end in leaf.ranges:
            cuts.update((start, end))
        for start, end, _ in marks:
            cuts.update((max(lo, start), min(hi, end)))
        for f in spans:
            cuts.update((max(lo, f.start), min(hi, f.end)))
        points = sorted(c for c in cuts if lo <= c <= hi)
        visible = leaf.ranges
        out: list[str] = []
        stack: list[tuple[str, str]] = []  # (kind, key): ("mark", tag) / ("hl", id)
        v = 0
        for a, b in zip(points, points[1:], strict=False):
            while v < len(visible) and visible[v][1] <= a:
                v += 1
            if v >= len(visible) or not (visible[v][0] <= a and b <= visible[v][1]):
                continue
            want = [("mark", tag) for s, e, tag in marks if s <= a and b <= e]
            want += [("hl", f.id) for f in spans if f.start <= a and b <= f.end]
            keep = 0
            while keep < min(len(stack), len(want)) and stack[keep] == want[keep]:
                keep += 1
            for kind, key in reversed(stack[keep:]):
                out.append("</a>" if kind == "hl" else f"</{key}>")
            for kind, key in want[keep:]:
                if kind == "hl":
                    out.append(self._open_highlight(next(f for f in spans if f.id == key)))
                else:
                    out.append(f"<{key}>")
            stack = want
            out.append(str(escape(self.text[a:b])))
        for kind, key in reversed(stack):
            out.append("</a>" if kind == "hl" else f"</{key}>")
        return "".join(out)

    def block(self, block: Block) -> str:
        if block.tag == "hr":
            return "<hr>"
        inner = self.leaf(block) if block.is_leaf else "".join(map(self.block, block.children))
        if not block.tag:
            return inner
        attrs = ' scope="col"' if block.tag == "th" else ""
        return f"<{block.tag}{attrs}>{inner}</{block.tag}>"


def render_text(
    text: str, source: str, chosen: list[Finding], loc: Localiser, markup: str | None = None
) -> Markup:
    """The document as HTML: its structure, with the chosen findings highlighted."""
    blocks = _cover_findings(document_blocks(text, source, markup), chosen, text)
    renderer = _TextRenderer(text, chosen, loc)
    parts = []
    for block in blocks:
        if block.tag in ("thead", "tbody", "tr"):
            block = Block("table", children=[block])
        parts.append(renderer.block(block))
    return Markup("\n".join(parts))  # every piece of text was escaped by the renderer


def _esc(value: Any) -> str:
    """``{{ value }}`` under autoescape: the text with HTML's special characters escaped."""
    return str(escape(value))


def finding_cards(
    findings: list[Finding],
    loc: Localiser,
    ui: dict[str, str],
    opening: Sequence[str],
    decisions: dict[str, str],
    host: dict[str, str],
    placed: frozenset[str],
) -> Markup:
    """The findings panel's cards, one ``<li>`` per finding, each ending in a newline.

    Written in Python rather than as a loop of the page template: a report has
    hundreds of cards, and the template's per-call and per-value overhead was most
    of its rendering time. Every value from the text or the reference is escaped."""
    out: list[str] = []
    add = out.append
    lang = loc.lang
    for f in findings:
        text, text_lang = loc.explanation(f)
        fid, verdict = _esc(f.id), _esc(f.verdict)
        add(
            f'<li class="finding v-{verdict}" id="{fid}" data-verdict="{verdict}" '
            f'data-decision="{_esc(decisions.get(f.id, ""))}" tabindex="-1"'
        )
        if f.id in host:
            add(f' data-host="{_esc(host[f.id])}"')
        if f.verdict not in opening:
            add(" hidden")
        add(
            f'>\n<div class="fhead"><span class="badge v-{verdict}"><span aria-hidden="true">'
            f"{_esc(VERDICT_ICONS[f.verdict])}</span> {_esc(loc.verdict(f.verdict))}</span> "
            f'<span class="check">{_esc(loc.check(f.check))}</span> <span class="fid">{fid}'
            f'</span></div>\n<blockquote class="quote">{_esc(f.quote)}</blockquote>\n<dl>\n'
            f"<dt>{_esc(ui['claimed'])}</dt><dd>{_esc(loc.claimed(f))} "
            f'<span class="range">(“{_esc(f.claimed.text)}”)</span></dd>\n'
        )
        e = f.expected
        if e:
            accepted = loc.range(e.low, e.high, e.unit, f.attribute)
            add(f"<dt>{_esc(ui['expected'])}</dt><dd>{_esc(loc.expected(f))}")
            if accepted != loc.quantity(e.value, e.unit, attribute=f.attribute):
                add(f' <span class="range">({_esc(loc.t("ui.accepted", range=accepted))})</span>')
            add("</dd>\n")
        subject = loc.subject(f)
        if subject:
            add(f"<dt>{_esc(ui['subject'])}</dt><dd>{_esc(subject)}</dd>\n")
        add("</dl>\n")
        if text:
            add(f'<p class="expl" lang="{_esc(text_lang)}">{_esc(text)}')
            if text_lang != lang:
                add(
                    f' <span class="expl-lang" lang="{_esc(lang)}">'
                    f"{_esc(ui['explanation_language'])}</span>"
                )
            add("</p>\n")
        trail = loc.trail(f)
        if trail:
            add(f'<ol class="trail" aria-label="{_esc(ui["computation"])}">\n')
            for step in trail:
                add(f"<li><code>{_esc(step)}</code></li>\n")
            add("</ol>\n")
        if f.sources:
            add(f'<ul class="sources" aria-label="{_esc(ui["sources"])}">\n')
            for source in f.sources:
                url = safe_url(source.url)
                if url:
                    add(
                        f'<li><a href="{_esc(url)}" rel="noopener noreferrer">'
                        f"{_esc(source.title or url)}</a></li>\n"
                    )
                else:
                    add(f"<li>{_esc(source.title)}")
                    if source.url:
                        add(f' <span class="mono">{_esc(source.url)}</span>')
                    add("</li>\n")
            add("</ul>\n")
        if f.id in placed:
            add(
                f'<p class="where no-print"><a class="goto" href="#t-{fid}">'
                f"{_esc(ui['show_in_text'])}</a></p>\n"
            )
        elif f.id in host:
            add(
                f'<p class="where"><a class="goto" href="#t-{_esc(host[f.id])}">'
                f"{_esc(loc.t('ui.overlaps', id=host[f.id]))}</a></p>\n"
            )
        else:
            add(f'<p class="where">{_esc(ui["not_located"])}</p>\n')
        if f.verdict in REVIEWED_VERDICTS:
            decided = decisions.get(f.id, "")
            confirmed = "true" if decided == "confirmed" else "false"
            false_alarm = "true" if decided == "false_alarm" else "false"
            add(
                f'<div class="review no-print" role="group" aria-label="{_esc(ui["decision"])}">'
                f'\n<button type="button" data-decision="confirmed" aria-pressed="{confirmed}">'
                f"{_esc(ui['confirmed'])}</button>\n"
                f'<button type="button" data-decision="false_alarm" aria-pressed="{false_alarm}">'
                f"{_esc(ui['false_alarm'])}</button>\n"
            )
            if decided:
                add(f'<span class="range">{_esc(ui["decided_before"])}</span>')
            add("</div>\n")
        add("</li>\n")
    return Markup("".join(out))  # every value was escaped above


def render_document(
    report: DocumentReport,
    text: str,
    *,
    title: str | None = None,
    suppressed: int = 0,
    generated_at: str | None = None,
    lang: str = "auto",
    names: dict[str, str] | None = None,
    markup: str | None = None,
    baseline: Baseline | None = None,
    loc: Localiser | None = None,
) -> str:
    """The HTML report for one document.

    ``text`` is the text the offsets index (the file text, or ``report.text`` for
    HTML input; then ``markup`` is the original HTML, for the document's structure);
    ``suppressed`` is how many findings a baseline removed, shown so an editor knows
    the report is filtered. ``lang`` is the report language (``auto``: the
    document's), ``names`` maps reference ids to product names, and ``baseline`` fills
    in decisions already taken, which an export keeps. ``loc``, when given, is the
    document's localiser already used for its JSON copy (so nothing is said twice).
    """
    loc = loc or document_localiser(report, lang, names)
    lay = layout(text, report.findings)
    name = document_name(report.source)
    shown = report.model_copy(update={"findings": lay.findings})
    taken, kept = decisions_for(baseline, shown, text) if baseline else ({}, [])
    counts = report.counts()
    opening = list(OPENING_VERDICTS) if any(counts[v] for v in OPENING_VERDICTS) else VERDICTS
    data = {
        "document": document_key(report.source),
        "baseline_schema": BASELINE_SCHEMA,
        "baseline_file": f"{name}.baseline.json",
        "findings": [
            {
                "id": f.id,
                "quote": f.quote,
                "check": f.check,
                "verdict": f.verdict,
                "context": finding_context(text, f),
                "decision": taken.get(f.id, ""),
            }
            for f in lay.findings
            if f.verdict in REVIEWED_VERDICTS
        ],
        "kept": [entry.model_dump(exclude_none=True) for entry in kept],
        "text": {"shown": loc.t("ui.shown", shown="{shown}", total="{total}")},
    }
    script, script_hash = _script()
    template = environment().get_template("document.html.j2")
    ui = {label: loc.t(f"ui.{label}") for label in _FINDING_LABELS}
    return template.render(
        title=title or loc.t("ui.report_title", name=name),
        L=loc,
        ui=ui,
        cards=finding_cards(lay.findings, loc, ui, opening, taken, lay.host, lay.placed),
        report=report,
        document_name=name,
        counts=counts,
        opening=opening,
        findings=lay.findings,
        body=render_text(text, report.source, lay.chosen, loc, markup),
        placed=lay.placed,
        host=lay.host,
        decisions=taken,
        suppressed=suppressed,
        generated=generated_stamp(generated_at),
        data_json=Markup(json_for_script(data)),
        script=Markup(script),
        script_hash=script_hash,
    )
