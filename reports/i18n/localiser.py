"""Everything a report says, in one language: labels, counts, quantities, messages.

A ``Localiser`` is made per report from the language and the reference names
(``{entry id: name}``, passed in by the composition root so reports never load the
reference set). Templates call it; nothing else in ``reports/`` holds reader text.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from pipeline.messages import (
    FactorParam,
    LabelParam,
    Message,
    ProductParam,
    QuantityParam,
    SlipParam,
)
from pipeline.models import DocumentReport, Finding
from reports.i18n import fallback
from reports.i18n.catalog import LANGUAGES, Catalogue, catalogue, plural
from reports.i18n.numbers import decimal, natural_prefix, quantity, quantity_range


class MessageError(KeyError):
    """A message key no catalogue has, or a template naming a missing parameter."""


def report_language(requested: str, document_language: str | None) -> str:
    """``--report-lang``: ``auto`` follows the document; a language without a catalogue
    falls back to English."""
    lang = document_language if requested == "auto" else requested
    return lang if lang in LANGUAGES else LANGUAGES[0]


@lru_cache(maxsize=1024)
def _humanise(ident: str) -> str:
    """The last resort for an id no catalogue knows: "unit_price" -> "unit price"."""
    return re.sub(r"[_\s]+", " ", ident).strip()


@dataclass(frozen=True)
class Localiser:
    """``_texts`` remembers each finding's explanation and trail: the JSON copy and the
    HTML page of one document say the same, and rendering them once is enough."""

    lang: str
    names: Mapping[str, str] = field(default_factory=dict)
    _texts: dict[tuple[object, ...], tuple[tuple[str, str], list[str]]] = field(
        default_factory=dict, compare=False, repr=False
    )

    @property
    def cat(self) -> Catalogue:
        return catalogue(self.lang)

    # Labels ---------------------------------------------------------------------------
    def t(self, key: str, **params: Any) -> str:
        """A UI text by ``section.name`` ("ui.source", "index.title"), formatted."""
        section, _, name = key.partition(".")
        texts = getattr(self.cat, section)
        if name not in texts:
            raise MessageError(f"{self.lang}: no text {key!r}")
        text = plural(texts[name], params.get("count", 0), self.lang)
        return text.format(**params)

    def verdict(self, verdict: str) -> str:
        return self.cat.verdicts.get(verdict, _humanise(verdict))

    def verdict_count(self, verdict: str, n: int) -> str:
        forms = self.cat.verdicts_plural.get(verdict)
        if forms is None:
            return f"{n} {self.verdict(verdict)}"
        return plural(forms, n, self.lang).format(count=self.number(n))

    def check(self, check: str) -> str:
        return self.cat.checks.get(check, _humanise(check))

    def attribute(self, attribute: str) -> str:
        return self.cat.attributes.get(attribute, _humanise(attribute))

    def product(self, ident: str, name: str | None = None) -> str:
        return name or self.names.get(ident) or ident

    def subject(self, finding: Finding) -> str | None:
        """ "NVIDIA B100 · Transistoren": the product by name, the attribute by label."""
        parts = []
        if finding.subject:
            parts.append(self.product(finding.subject))
        if finding.attribute:
            parts.append(self.attribute(finding.attribute))
        return " · ".join(parts) or None

    # Numbers --------------------------------------------------------------------------
    def number(self, value: float) -> str:
        if isinstance(value, int) or (math.isfinite(value) and value == int(value)):
            return decimal(value, self.lang, digits=max(3, len(str(int(abs(value))))))
        return decimal(value, self.lang)

    def quantity(
        self,
        value: float | None,
        unit: str,
        *,
        attribute: str | None = None,
        prefer: str | None = None,
    ) -> str:
        if value is None:
            return "–"
        return quantity(value, unit, self.lang, attribute=attribute, prefer=prefer)

    def range(
        self, low: float | None, high: float | None, unit: str, attribute: str | None = None
    ) -> str:
        return quantity_range(low, high, unit, self.lang, attribute=attribute)

    def claimed(self, finding: Finding) -> str:
        c = finding.claimed
        if c.low is not None and c.high is not None:
            return self.range(c.low, c.high, c.unit, finding.attribute)
        return self.quantity(c.value, c.unit, attribute=finding.attribute)

    def expected(self, finding: Finding) -> str:
        """The expected value, also in the article's prefix when that differs."""
        e = finding.expected
        if e is None:
            return "–"
        return self.quantity(
            e.value, e.unit, attribute=finding.attribute, prefer=self.prefer(finding)
        )

    @staticmethod
    def prefer(finding: Finding) -> str | None:
        """The SI prefix of the claimed figure: the unit the article wrote."""
        c = finding.claimed
        value = c.value if c.value is not None else c.high
        if value is None or c.unit != (finding.expected.unit if finding.expected else c.unit):
            return None
        return natural_prefix(value, c.unit)

    # Messages -------------------------------------------------------------------------
    def param(self, value: object, prefer: str | None = None) -> str:
        """One message parameter as text in this language."""
        if isinstance(value, QuantityParam):
            if value.low is not None and value.high is not None and value.low != value.high:
                return self.range(value.low, value.high, value.unit, value.attribute)
            return self.quantity(
                value.value,
                value.unit,
                attribute=value.attribute,
                prefer=prefer if value.unit not in ("count", "") else None,
            )
        if isinstance(value, ProductParam):
            return self.product(value.id, value.name)
        if isinstance(value, LabelParam):
            table = {
                "attribute": self.cat.attributes,
                "precision": self.cat.precisions,
                "sparsity": self.cat.sparsities,
                "check": self.cat.checks,
                "verdict": self.cat.verdicts,
            }[value.kind]
            return table.get(value.id, _humanise(value.id))
        if isinstance(value, SlipParam):
            return self.cat.slips[value.direction].format(
                n=self.number(significant_factor(value.factor))
            )
        if isinstance(value, FactorParam):
            return self.cat.numbers.factor.format(n=decimal(value.value, self.lang))
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int | float):
            return self.number(value)
        return str(value)

    def render(self, key: str, params: Mapping[str, object], prefer: str | None = None) -> str:
        """The message ``key`` in this language with its parameters filled in."""
        template = self.cat.messages.get(key)
        if template is None:
            raise MessageError(f"{self.lang}: no message {key!r}")
        count = params.get("count")
        count_value = count.value if isinstance(count, QuantityParam) else count
        text = plural(
            template, count_value if isinstance(count_value, int | float) else 0, self.lang
        )
        values = {name: self.param(value, prefer) for name, value in params.items()}
        try:
            return text.format(**values)
        except (KeyError, IndexError) as exc:
            raise MessageError(f"{self.lang}: message {key!r} needs parameter {exc}") from exc

    def _rendered(self, finding: Finding) -> tuple[tuple[str, str], list[str]]:
        key = (finding.id, finding.check, finding.verdict, finding.explanation, *finding.trail)
        texts = self._texts.get(key)
        if texts is None:
            texts = self._texts[key] = (self._explanation(finding), self._trail(finding))
        return texts

    def explanation(self, finding: Finding) -> tuple[str, str]:
        """(text, its language): the message rendered, else the English text repaired."""
        return self._rendered(finding)[0]

    def trail(self, finding: Finding) -> list[str]:
        """The computation trail in this language (message steps, else repaired text)."""
        return list(self._rendered(finding)[1])

    def _explanation(self, finding: Finding) -> tuple[str, str]:
        if finding.message is not None:
            try:
                text = self.render(
                    finding.message.key, finding.message.params, self.prefer(finding)
                )
                return text, self.lang
            except MessageError:
                pass
        return fallback.explanation(finding.explanation, self.names, self.lang), "en"

    def _trail(self, finding: Finding) -> list[str]:
        message: Message | None = finding.message
        if message is not None and message.steps:
            try:
                prefer = self.prefer(finding)
                return [self.render(s.key, s.params, prefer) for s in message.steps]
            except MessageError:
                pass
        return [fallback.trail_step(step, self.names, self.lang) for step in finding.trail]


def significant_factor(factor: float) -> float:
    """A slip factor as people say it: 495.3 -> 495, 2.857 -> 2.86, 1000.0 -> 1000."""
    if factor >= 100:
        return float(round(factor))
    return round(factor, 2 if factor < 10 else 1)


def render(
    key: str, params: Mapping[str, object], lang: str, names: Mapping[str, str] | None = None
) -> str:
    """Render message ``key`` with ``params`` in ``lang`` (see ``pipeline.messages``)."""
    message = Message(key=key, params=dict(params))
    return Localiser(report_language(lang, lang), names or {}).render(message.key, message.params)


def localise_report(
    report: DocumentReport,
    lang: str,
    names: Mapping[str, str] | None = None,
    loc: Localiser | None = None,
) -> DocumentReport:
    """A copy whose explanations and trails read as the HTML report shows them, for the
    JSON, SARIF, Markdown and annotation outputs. Render once: the result is text for
    people, not input for another pass. ``loc`` is the page's own localiser, when the
    HTML report of the same document is rendered as well."""
    loc = loc or document_localiser(report, lang, names)
    findings = [
        f.model_copy(update={"explanation": loc.explanation(f)[0], "trail": loc.trail(f)})
        for f in report.findings
    ]
    return report.model_copy(update={"findings": findings})


def document_localiser(
    report: DocumentReport, lang: str, names: Mapping[str, str] | None = None
) -> Localiser:
    """The localiser of one document's report (``lang``: ``auto`` follows the document)."""
    return Localiser(report_language(lang, report.language), names or {})


def batch_language(requested: str, languages: list[str]) -> str:
    """The language of a batch's own pages (index, summary): as requested, else the
    documents' most common language (English on a tie)."""
    if requested != "auto":
        return report_language(requested, None)
    counts = Counter(report_language("auto", lang) for lang in languages)
    if not counts:
        return LANGUAGES[0]
    best = max(counts.values())
    winners = sorted(lang for lang, n in counts.items() if n == best)
    return LANGUAGES[0] if LANGUAGES[0] in winners else winners[0]
