"""Link quantities to what they are about: subject, attribute, qualifiers, relations.

Subjects are searched in the order the text gives meaning: the quantity itself
("100.000 H100"), a name bound to it ("the H100's 989 teraflops", "4,5 PFLOPS des
B200"), its clause, its sentence, a bullet label or short heading just above, the
previous sentences, then the section headings.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from itertools import accumulate, pairwise
from types import ModuleType

from claims.cues import blank_device_terms
from claims.lang import common
from claims.models import COUNTED_THINGS, Candidate, Claim, Mention, Quantity, TableCell
from claims.quantities import DEVICE_HOUR_RE as _DEVICE_HOUR_RE
from reference.units import dimension, to_base

_PRECISION_RE = re.compile(
    r"(?<![A-Za-z0-9])(FP64|FP32|TF32|FP16|BF16|BFLOAT16|CFP8|FP8|FP6|FP4|INT8|INT4|LINPACK|HPL"
    r"|(?:double|single|half)[- ]precision|(?:doppelte|einfache)[rn]? genauigkeit)"
    r"(?![0-9])",
    re.IGNORECASE,
)
#: Lowercase text every ``_PRECISION_RE`` match contains (``may_name_precision``).
_PRECISION_HINTS = (
    "fp",
    "tf32",
    "bf16",
    "bfloat16",
    "int8",
    "int4",
    "linpack",
    "hpl",
    "precision",
    "genauigkeit",
)
#: The non-ASCII characters ``re.IGNORECASE`` matches to letters of those names (a test
#: checks the whole of Unicode).
_FOLDS_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")
#: Links between chips, as whole words ("support" holds "port", "verlinkt" no link).
_INTERCONNECT_RE = re.compile(
    r"nvlink|nvswitch|interconnect|gpu-(?:to|zu)-gpu|\blinks?\b|ethernet|infiniband|\bports?\b"
    r"|netzwerk|network|\bverbindung\w*|\bverbunden\b|\bici\b|infinity.fabric|\bxgmi\b"
)
#: Between a figure and the name it belongs to: "4,5 PFLOPS des B200", "80 GB of HBM3 on
#: the H100", "312 TFLOPS der Nvidia A100".
_BOUND_GAP = (
    r"\s*(?:\([^)]*\)\s*)?(?:of\s+[\w-]+\s+)?"
    r"(?:der|des|von der|von|bei der|beim|bei|of the|of an?|of|on the|on an?|on|for the|for an?"
    r"|for|in the"
    # "die 450 W meiner alten RTX 4090", "the 24 GB of my old 3090"
    r"|(?:mein|dein|sein|ihr|unser|eur)e[rs](?:\s+[a-zäöüß]+)?"
    r"|(?:of\s+)?(?:my|our|your|his|her|their)(?:\s+[a-z]+)?)\s+"
    r"(?:nvidia\s+|nvidias\s+)?"
)
_WORD_RE = re.compile(r"[^\W\d_]{2,}")
_HEADER_UNIT_RE = re.compile(r"[(\[]\s*([^()\[\]]{1,20}?)\s*[)\]]")
#: A relative clause about the name before it: "which in turn", "der wiederum".
_RELATIVE_RE = re.compile(
    r",\s*(?:which(?: in turn| itself)?|der wiederum|die wiederum|das wiederum)\b[^,;]*$"
)
_VENDORS = ("Nvidia", "NVIDIA", "AMD", "Intel", "Google", "Tesla", "Meta", "Apple", "Consumer")
#: A cluster network rather than the chip's own links (NVLink, Infinity Fabric).
_NETWORK_RE = re.compile(
    r"\b(?:infiniband|ethernet|netzwerk\w*|network\w*|nics?|roce|\d*gbe|gbit)\b|-netz\b"
)
_PCIE_RE = re.compile(r"pcie|pci[- ]express")
_MEMORY_BANDWIDTH = ("speicherbandbreite", "speicher-bandbreite", "memory bandwidth", "hbm")
_DIE_TO_DIE = (
    "zwei dies",
    "beiden dies",
    "two dies",
    "both dies",
    "chip-zu-chip",
    "die-to-die",
    "die-zu-die",
    "chip-to-chip",
    "nv-hbi",
    "the dies talk",
    "two dies talk",
    "beiden dies",
    "beiden hälften",
    "two halves",
)

# Compiled once: the linker runs these per mention or per quantity.
_BOUND_GAP_RE = re.compile(_BOUND_GAP, re.IGNORECASE)
_OF_GAP_RE = re.compile(r"\s*(?:of the|of|der|des)\s+", re.IGNORECASE)
_PARTNER_GAP_RE = re.compile(r"[\w-]*\s+(?:des|der|von|of the|of)\s+(?:nvidia\s+)?", re.IGNORECASE)
_SPACES_RE = re.compile(r"\s+")
_SAME_AS_RE = re.compile(r"\b(?:same|as \w+)\b[^.;:!?]{0,32}\bas(?: the| an?)?\s+$")
#: Between a figure and the precision it is "of": "1,440 petaflops of sparse FP4",
#: "20 PFLOPS bei dichtem FP4", "4 TFLOPS in FP64".
_PRECISION_OF_RE = re.compile(
    r"\s+(?:of|at|in|bei|im|mit)\s+(?:(?:sparse|dense|dicht\w*|sparse\w*)\s+)?",
    re.IGNORECASE,
)
_RESPECTIVE_JOINER_RE = re.compile(r"\s*(?:bzw\.|beziehungsweise)\s*", re.IGNORECASE)
_SAME_SUBJECT_JOINER_RE = re.compile(
    r"\s*(?:bzw\.|beziehungsweise|respectively|oder|or|und|and|/)\s*", re.IGNORECASE
)
_ARTICLES_RE = re.compile(
    r"\b(der|die|das|dem|den|des|ein|eine|einer|einem|einen|eines|the|a|an|nvidia|nvidias"
    r"|nvidia’s)\b"
)
_POSSESSIVE_RE = re.compile(r"[’']s\b")
_POSSESSIVE_GAP_RE = re.compile(r"[’']s\s")
_PRODUCT_NAME_RE = re.compile(
    r"(?<![\w-])(?:[A-Z]{1,2}\d{2,4}[A-Za-z]?|[A-Z][a-z]+-GPUs?|[A-Z][a-z]{3,}\d{1,2}[a-z]?"
    r"|[A-Z][A-Za-z]+[ -]\d+(?:x\d+)?B)\b"  # a model with its size: "Mixtral 8x7B"
)
#: What every ``_PRODUCT_NAME_RE`` match contains; this search can skip ahead quickly,
#: the lookbehind-led one tries every offset.
_PRODUCT_NAME_HINT_RE = re.compile(r"[A-Z]\d|-GPU|\dB\b|[a-z]\d")
_PER_PARAMETER_RE = re.compile(r"\s*(?:pro|per|je)\s+(?:\w+\s+)?parameter", re.IGNORECASE)
_EACH_PARAMETER_RE = re.compile(
    r"\b(?:auf|für|pro|je) jeden parameter\b|\b(?:for|per) (?:every|each) parameter\b"
)
_PER_TIME_RE = re.compile(
    r"\s*(?:pro|per|je|/|a)\s*(?:sekunde|second|sec|s\b|minute|min\b|stunde|hour|h\b)",
    re.IGNORECASE,
)
_PER_WATT_RE = re.compile(r"\b(pro|per|je) (?:kilo)?(?:watt|kw|w)\b|/k?w\b")
_EFFECTIVE_RE = re.compile(
    r"effektiv|effective|sustain|mfu|auslastung|ausgelastet|utili[sz](?:ation|ed)"
)
#: "Spitzenleistung von 312 Teraflops", "a peak of 989 TFLOPS": the spec, even in a
#: sentence about what a run sustained.
_PEAK_BEFORE_RE = re.compile(
    r"\b(?:spitzen\w*|peak|theoreti\w*|maxim\w*)\W+(?:\w+\W+){0,3}$"
    r"|(?:percent|prozent|%)\s+(?:of|der|von)\s+(?:(?:the|die|den|its|seinen)\s+)?$"
)
_PORTS_RE = re.compile(r"\bports?\b")
#: A named model and "with" right before a figure ("Gopher-Modells mit", "Gopher model with").
_MODEL_WITH_RE = re.compile(
    r"(?<![\w-])(?P<name>[A-Z][\w.]*?)(?:-Modell(?:s|e|en)?|\s+model)\s+(?:mit|with)\s+$"
)
#: A rate in bits ("200 Gbit/s", "400 Gb/s", "800G"): memory is quoted in bytes.
_BIT_RATE_RE = re.compile(r"\d\s?(?:[GMT]bit/s|[GMT]b/s|Gbps|Tbps)\b")
_DEFINITE_BEFORE_RE = re.compile(
    r"\b(?:the|those|these|die|der|den|das|diese|dieser|diesen|jene|jenen)\s$"
)
_MODEL_SIZE_RE = re.compile(r"\d+(?:[.,]\d+)?[BM]")
#: The entity label of a model the reference lists (reference/loader.py: kind, upper).
_MODEL_LABEL = "MODEL"
_BARE_SIZE_RE = re.compile(r"\d+(?:[.,]\d+)?[BT]")
_ANOTHER_RE = re.compile(r"\b(?:another|weitere[nrs]?|nochmals|noch einmal)\s*$")
_TIMES_RE = re.compile(r"[×·*⋅]|\s[xX]\s|\bmal\b|\btimes\b")
# ("denselben Chip wie die RTX 5090": the same as)
#: Figures that say how many times another ("2.5x", "das Doppelte", "half", "a third").
_TIMES = ("multiplier", "fraction")
#: Between a multiplier and its partner: "der BF16-Leistung eines", "the throughput of a".
_MULTIPLE_OF_RE = re.compile(
    r"\s+(?:(?:der|des|the)\s+(?:[\w/-]+\s+){0,3}?"
    r"(?:eines|einer|des|der|von|vom|of(?:\s+(?:an?|the))?)"
    # "700 times the memory bandwidth an H100 gets from its HBM"
    r"|the\s+(?:[\w/-]+\s+){1,3}?(?:that\s+|which\s+)?(?:an?|the|one)"
    # "das Vierfache dessen, was OpenAI für GPT-3 aufwandte", "four times what ... on"
    r"|(?:dessen|what)\b[^.;:]{0,30}?\s(?:für|bei|von|for|on)"
    r"|(?:of\s+)?what(?:\s+(?:an?|the|one))?"  # "three times (half of) what an H100 has"
    r"|(?:von|vom)(?:\s+\w+s(?=\s))?)\s+(?:nvidias?\s+)?"  # "das Doppelte von DeepMinds"
)
#: A percentage followed by what it is a share of: "40 Prozent der Leistung", "40% of peak".
_SHARE_OF_RE = re.compile(r"\s*(?:der|des|aller|of)\b")
_PRECISION_JOIN_RE = re.compile(
    r"[-\w]*\s*(?:/|und|oder|wie in|wie|and|or|as well as|,)\s*(?:in\s+)?", re.IGNORECASE
)
#: A reading's score by how the subject was linked (the cascade rule that found it).
_LINK_SCORES = {
    "names": 5.0,
    "bound": 5.0,
    "table": 4.5,
    "column": 4.5,  # a column's product named in one of its rows: what it is built from
    "clause": 4.0,
    "unknown": 4.0,
    "sentence": 3.5,
    "after": 3.0,
    "heading": 3.0,
    "pronoun": 3.5,
    "previous": 2.5,
    "topic": 1.5,
}
#: The article's topic as a figure's subject when no other product is named within
#: this many sentences before it.
_SOLE_TOPIC = 2.5
_TOPIC_QUIET = 4
#: The product the sentence before names, when it names no other and the figure's own
#: sentence names none.
_SOLE_PREVIOUS = 3.0
#: Scores of the other products a sentence names, as readings of a figure.
_OTHER_IN_CLAUSE = 3.0
_OTHER_IN_SENTENCE = 2.5
_PARTNER_IN_CLAUSE = 1.0
_PARTNER_ELSEWHERE = 2.5
_PREVIOUS_OTHERS = 2.0
#: How far (characters) a name may sit from a quantity and still be bound to it.
_BOUND_REACH = 24
_MULTIPLIER_REACH = 6
_POSSESSIVE_REACH = 8
#: Added to a sparsity phrase's distance from a figure across a comma, ";" or " – ".
_ACROSS = 1000


def _borrow(q: Quantity, noun: str) -> str:
    """``q`` takes the counted noun of a figure beside it; GPU-hours are hours, so a
    figure borrowing them is a duration too ("7,0 Millionen ... 30,84 Mio. GPU-Stunden")."""
    if noun == "gpu_hours":
        q.kind, q.unit, q.noun = "measure", "hour", "gpu_hours"
    return noun


def _precision_key(name: str) -> str:
    """``common.PRECISIONS`` key of a matched name ("Double-precision" -> "DOUBLE PRECISION",
    "doppelter Genauigkeit" -> "DOPPELTE GENAUIGKEIT")."""
    key = name.upper().replace("-", " ")
    return re.sub(r"^(DOPPELTE|EINFACHE)[RN]? ", r"\1 ", key)


def _orders_apart(a: float | None, b: float | None, orders: int) -> bool:
    """Whether two positive figures lie more than ``orders`` powers of ten apart."""
    if not a or not b:
        return False
    return max(a, b) / min(a, b) > 10**orders


def _any_of(words: list[str]) -> str:
    """An alternation matching any of ``words`` (regex source); none matches nothing.

    Wrapped in a group, so ``prefix(?:a|b)suffix`` matches exactly where ``prefixasuffix``
    or ``prefixbsuffix`` would: one search replaces a loop of per-word searches.
    """
    return "(?:" + "|".join(words) + ")" if words else "(?!)"


@dataclass(frozen=True)
class _LangPatterns:
    """One language's word lists compiled into patterns, built once per language.

    The per-quantity methods used to build (and ``re.escape``) these for every call.
    """

    #: the clause-break strings, searched literally (``_literal_offsets``)
    clause_breaks: tuple[str, ...]
    #: (phrase, pattern): a pattern can only match where its phrase occurs, and a
    #: substring test is far cheaper than a search led by a lookbehind.
    dense: tuple[tuple[str, re.Pattern[str]], ...]
    sparse: tuple[tuple[str, re.Pattern[str]], ...]
    dense_any: re.Pattern[str]
    per_unit_after: re.Pattern[str]
    per_unit_before: re.Pattern[str]
    total_before: re.Pattern[str]
    #: the literal words of ``per_unit_before`` / ``total_before``: neither pattern can
    #: match a window holding none of them, and substring tests are far cheaper
    each_words: tuple[str, ...]
    total_words: tuple[str, ...]
    #: ``each_words`` / ``total_words`` / the connectives as one literal alternation:
    #: "does the window contain any of them" in one search instead of a loop of
    #: substring tests (an alternation of escaped words finds one exactly when some
    #: word is a substring)
    any_each: re.Pattern[str]
    any_total: re.Pattern[str]
    any_connective: re.Pattern[str]
    #: ``CONTRAST`` as a tuple for ``str.endswith``
    contrast: tuple[str, ...]
    contrast_back: tuple[str, ...]
    total_after: re.Pattern[str]
    #: (word, pattern), longest word first (ties in list order): the first hit is the
    #: connective the old "longest match wins" loop picked.
    connectives: tuple[tuple[str, re.Pattern[str]], ...]
    more_after: re.Pattern[str]
    more_before: re.Pattern[str]
    #: "by" ("um") right before a figure, and the verbs before it that say which way
    by_before: re.Pattern[str]
    by_more: re.Pattern[str]
    by_less: re.Pattern[str]
    less_after: re.Pattern[str]
    less_before: re.Pattern[str]
    gap_before: re.Pattern[str]
    decrease_before: re.Pattern[str]
    decrease_after: re.Pattern[str]
    increase_before: re.Pattern[str]
    increase_after: re.Pattern[str]
    change_span: re.Pattern[str]
    predecessor_after: re.Pattern[str]
    predecessor_before: re.Pattern[str]
    #: "64 of them", "zwölf davon": a count of the things named before
    of_them: re.Pattern[str]


#: Counted nouns a later "N of them" may count again.
#: Between two figures of one list: "918 TFLOPS BF16 und 1.836 TOPS".
_JOINED_RE = re.compile(r"\s*(?:[A-Za-z0-9]{2,8}\s+)?(?:und|and|sowie|as well as)\s+")
#: Added to a precision's distance from a figure it follows across a comma.
_NEXT_CLAUSE_PENALTY = 100
#: Per-unit words that stand before the figure: "jeweils 80 GB", "jeder davon schafft".
_EACH_BEFORE = frozenset(
    {
        "jeweils",
        "each",
        "je",
        "jeder davon",
        "jede davon",
        "jedes davon",
        "each of them",
        "each one",
    }
)


def _ends_with_word(text: str, words: tuple[str, ...]) -> bool:
    """``text`` ends with one of ``words`` as a whole word ("gegen", not "dagegen")."""
    return any(
        text.endswith(w) and (len(text) == len(w) or not text[-len(w) - 1].isalnum()) for w in words
    )


@cache
def _lang_patterns(data: ModuleType) -> _LangPatterns:
    """Compile ``data``'s word lists (cached per language module)."""
    dense = [re.escape(p) for p in data.DENSE]
    per_unit = [re.escape(p) for p in data.PER_UNIT]
    each = [re.escape(p) for p in data.PER_UNIT if p in _EACH_BEFORE]
    total = [re.escape(p) for p in data.TOTAL]
    connective_sources = [
        (w, rf"(?<![\w]){re.escape(w)}(?![\w])" if w[0].isalnum() else re.escape(w))
        for w in data.CONNECTIVES
    ]
    longest_first = sorted(connective_sources, key=lambda ws: -len(ws[0]))
    # the difference and direction words are regex source as written (not escaped)
    more, less = _any_of(list(data.DIFFERENCE_MORE)), _any_of(list(data.DIFFERENCE_LESS))
    up, down = _any_of(list(data.INCREASE)), _any_of(list(data.DECREASE))
    endings = "|".join(data.COMPARATIVE_ENDINGS)
    if endings:  # "schnelleres", "günstigere": the comparative inflected
        up, down = f"{up}(?:{endings})?", f"{down}(?:{endings})?"
    return _LangPatterns(
        clause_breaks=tuple(data.CLAUSE_BREAKS),
        dense=tuple(
            (w, re.compile(rf"(?<![\w-]){p}(?![\w])"))
            for w, p in zip(data.DENSE, dense, strict=True)
        ),
        sparse=tuple((w, re.compile(rf"(?<![\w]){re.escape(w)}")) for w in data.SPARSE),
        dense_any=re.compile(rf"(?<![\w-]){_any_of(dense)}(?![\w])"),
        # "80 GB (HBM3) per GPU", "1,8 TB/s in NVLink pro GPU", "288 GB of memory per GPU"
        per_unit_after=re.compile(
            rf"\s*(?:\([^)]*\)\s*)?(?:(?:in|of) \w+\s+)?{_any_of(per_unit)}\b"
        ),
        # "jeweils 80 GB", "each chip delivers 459 TFLOPS"
        per_unit_before=re.compile(rf"\b{_any_of(each)}\s+(?:\w+\s+){{0,2}}$"),
        total_before=re.compile(rf"\b{_any_of(total)}\b"),
        each_words=tuple(p for p in data.PER_UNIT if p in _EACH_BEFORE),
        total_words=tuple(data.TOTAL),
        any_each=re.compile(_any_of(each)),
        any_total=re.compile(_any_of(total)),
        any_connective=re.compile(_any_of([re.escape(w) for w in data.CONNECTIVES])),
        contrast=tuple(data.CONTRAST),
        contrast_back=tuple(data.CONTRAST_BACK),
        total_after=re.compile(rf"\s*{_any_of(total)}\b"),
        connectives=tuple((w, re.compile(p)) for w, p in longest_first),
        more_after=re.compile(rf"\s*{more}\b"),
        more_before=re.compile(rf"\b{_any_of(list(data.DIFFERENCE_MORE_BEFORE))}\s*$"),
        by_before=re.compile(data.DIFFERENCE_BY),
        by_more=re.compile(rf"\b{_any_of([re.escape(w) for w in data.DIFFERENCE_BY_MORE])}\b"),
        by_less=re.compile(rf"\b{_any_of([re.escape(w) for w in data.DIFFERENCE_BY_LESS])}\b"),
        less_after=re.compile(rf"\s*{less}\b"),
        less_before=re.compile(rf"\b{less}\b[^.]*$"),
        gap_before=re.compile(rf"\b{_any_of(list(data.GAP))}\b"),
        decrease_before=re.compile(rf"\b{down}\b"),
        decrease_after=re.compile(rf"\s*{down}\b"),
        increase_before=re.compile(rf"\b{up}\b"),
        increase_after=re.compile(rf"\s*(?:\w+\s+)?{up}\b"),
        change_span=re.compile(data.CHANGE_SPAN),
        predecessor_after=re.compile(data.PREDECESSOR_AFTER),
        predecessor_before=re.compile(data.PREDECESSOR_BEFORE),
        of_them=re.compile(
            r"\s+(?:" + "|".join(re.escape(w) for w in data.OF_THEM) + r")(?![\w-])",
            re.IGNORECASE,
        ),
    )


@cache
def _dimensions() -> dict[str, object]:
    """Dimensionality per attribute, for telling a measure's attribute from its unit."""
    return {
        k: dimension(u)
        for k, u in (
            ("throughput", "FLOP/s"),
            ("training_compute", "FLOP"),
            ("memory", "byte"),
            ("bandwidth", "byte/s"),
            ("tdp", "W"),
            ("energy", "J"),
            ("process_nm", "m"),
            ("duration", "s"),
            ("clock", "Hz"),
            ("die_area", "mm**2"),
        )
    }


@cache
def _dimension_of(unit: str) -> tuple[bool, str | None]:
    """Whether the unit table reads ``unit``, and the ``_dimensions()`` name it measures
    if any (cached per unit string)."""
    try:
        dim = dimension(unit)
    except ValueError:
        return False, None
    return True, next((name for name, d in _dimensions().items() if d == dim), None)


_POSSESSIVES = frozenset({"seine", "sein", "ihre", "ihr", "its", "their", "his", "her"})
_BENCHMARK_HEADER_RE = re.compile(r"\b(?:rpeak|rmax)\b", re.IGNORECASE)
_PER_AREA_RE = re.compile(r"\s*(?:pro|per|je|/)\s*(?:mm²|mm2|mm\^2|quadratmillimeter|square)", re.I)
_ON_CHIP_RE = re.compile(r"^\W*(?:\w+\s+){0,2}(?:sram|on-chip|l[123]\b|cache)")
_PER_PERIOD_RE = re.compile(
    r"\s+(?:in|per|pro|im|je|a|each)\s+(?:(?:a|one|einem|einen)\s+)?(?:[\d-]+-?\w*\s+)?"
    r"(?:month|day|week|year|hour|monat|tag|woche|jahr|stunde)",
    re.IGNORECASE,
)
#: Fewer tokens than this are a context, a batch or a rate, never a training set.
_TRAINING_TOKENS_FLOOR = 1e9
#: Below these (in bytes, FLOP) a figure is what one item takes: no device has a
#: megabyte of memory, no training run costs a petaFLOP.
_TINY = {"memory": 1e6, "training_compute": 1e15}


def _tiny(value: float, unit: str, name: str) -> bool:
    return to_base(value, unit)[0] < _TINY[name]


@cache
def _is_flop_rate(unit: str) -> bool:
    """``unit`` measures FLOP/s."""
    try:
        return dimension(unit) == dimension("FLOP/s")
    except ValueError:
        return False


@dataclass
class Sentence:
    start: int
    end: int
    heading: bool = False


@dataclass
class LinkContext:
    text: str
    lang: ModuleType
    sentences: list[Sentence]
    mentions: list[Mention]
    quantities: list[Quantity]
    tables: list[TableCell] = field(default_factory=list)
    _starts: list[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._starts = [s.start for s in self.sentences]  # once, not per lookup

    def sentence_of(self, pos: int) -> int:
        return max(0, bisect_right(self._starts, pos) - 1)


def _lowered_document(text: str) -> str | None:
    """``text.lower()`` when slicing it gives what lowercasing the slice would, else None.

    Lowercasing is per character except for two cases: a character that lowercases
    to several ('İ'), which shifts every later offset and shows as a length change,
    and the capital sigma, whose lowercase depends on the characters around it.
    Without either, ``lowered[a:b] == text[a:b].lower()`` for every ``a`` and ``b``, so
    rules that lowercase whole sentences or clauses per quantity can slice instead.
    """
    lowered = text.lower()
    if len(lowered) != len(text) or "\u03a3" in text:
        return None
    return lowered


class _Lowercase:
    """Lowercase slices of one document, cut from a copy lowercased once if possible."""

    __slots__ = ("text", "lowered")

    def __init__(self, text: str):
        self.text = text
        self.lowered = _lowered_document(text)

    def __call__(self, start: int, end: int) -> str:
        """``text[start:end].lower()`` for ``0 <= start``."""
        if self.lowered is not None:
            return self.lowered[start:end]
        return self.text[start:end].lower()


def _with_role(m: Mention, role: str) -> Mention:
    """``m`` in ``role``; the mention itself when it has that role already (mentions are
    frozen, so sharing one is safe and skips a ``dataclasses.replace``)."""
    return m if m.role == role else replace(m, role=role)


@cache
def _header_rate_re(data: ModuleType) -> re.Pattern[str]:
    """A price per hour a table header names: "Node price per hour", "Preis je
    GPU-Stunde", "€/h"."""
    joiners = "|".join(re.escape(w) for w in sorted(data.RATE_JOINERS, key=len, reverse=True))
    hours = "|".join(re.escape(w) for w in sorted(data.HOUR_ABBREVIATIONS, key=len, reverse=True))
    return re.compile(
        rf"(?:(?<![\w])(?:{joiners})\s+|/)(?:(?P<device>[^\W\d_][\w]*)-\s?)?"
        rf"(?:{hours})(?:s|n)?(?![\w])",
        re.IGNORECASE,
    )


def _rate_from_header(q: Quantity, cell: TableCell, data: ModuleType) -> None:
    """A price in a column (or row) said to be per hour is a rate per hour, per device-hour
    when the header names the device ("Per GPU-hour")."""
    for header in (cell.column_header, cell.row_header):
        m = _header_rate_re(data).search(header) if header else None
        if m is None or any(ch.isdigit() for ch in header[max(0, m.start() - 6) : m.start()]):
            continue  # ("Cost at $2 per GPU-hour": the header's price is a premise)
        q.kind, q.per = "rate", "hour"
        device = m.group("device")
        if device and _DEVICE_HOUR_RE.search(device.lower()):
            q.noun = "gpu_hours"
        return


def _literal_offsets(text: str, words: tuple[str, ...]) -> list[int]:
    """Sorted start offsets of each word's occurrences in ``text``.

    Per word the non-overlapping occurrences from the left, as ``re.finditer`` over the
    escaped word finds them (an empty word occurs at every offset), with plain
    ``str.find``: most sentences hold none of the words, and ``find`` says so at C speed.
    """
    found: list[int] = []
    for word in words:
        step = max(len(word), 1)
        i = text.find(word)
        while i >= 0:
            found.append(i)
            i = text.find(word, i + step)
    found.sort()
    return found


def _named_after_family(text: str, subjects: list[Mention]) -> list[Mention]:
    """ "its seventh-generation TPU, Ironwood, ...": a product named in apposition to its
    family is the sentence's subject, not the family."""
    out = list(subjects)
    for a, b in zip(subjects, subjects[1:], strict=False):
        if a.label == "FAMILY" and b.label != "FAMILY":
            gap = text[a.end : b.start].strip()
            if gap in ("", ",", "-", "–", "(") and a in out:
                out.remove(b)
                out[out.index(a)] = b
                out.insert(out.index(b) + 1, a)
    return out


class SentenceFacts:
    """What the linker's rules ask about one sentence, worked out once per sentence.

    Several quantities share a sentence, and each used to search the sentence text (or
    filter its mentions) again. The rules stay in ``Linker``'s named methods; they read
    these facts. Text searches are computed on first use, so sentences that are only
    looked back at cost no more than their mention lists.
    """

    def __init__(
        self,
        text: str,
        sentence: Sentence,
        patterns: _LangPatterns,
        mentions: list[Mention],
        previous: list[Mention],
        lower: _Lowercase | None = None,
    ):
        self.text = text
        self.lower = lower or _Lowercase(text)
        self.sentence = sentence
        self.patterns = patterns
        #: the sentence's mentions in text order, and those in each role
        self.mentions = mentions
        self.subjects = _named_after_family(text, [m for m in mentions if m.role == "subject"])
        self.comparators = [m for m in mentions if m.role == "comparator"]
        #: reference ids named in this sentence and the one before (for parallel figures)
        self.nearby = tuple(dict.fromkeys(m.entry_id for m in mentions + previous))
        #: whether the sentence names a product the reference does not know (set by the
        #: linker on first use: ``Linker._unknown_product_in``)
        self.unknown_product: bool | None = None

    @cached_property
    def breaks(self) -> list[int]:
        """Sorted document offsets of the clause breaks in the sentence."""
        s = self.sentence
        seg = self.text[s.start : s.end]
        return [s.start + i for i in _literal_offsets(seg, self.patterns.clause_breaks)]

    @cached_property
    def may_name_precision(self) -> bool:
        """Whether ``_PRECISION_RE`` can match in the sentence.

        That search is led by a lookbehind, so the engine tries it at every offset;
        most sentences name no precision. Each name contains one of
        ``_PRECISION_HINTS`` in lowercase, and the pattern's case-insensitive matching
        of those ASCII letters is plain lowercasing, except that "İ", "ı", the long s "ſ"
        and the Kelvin sign also match "i", "s" and "k": a sentence holding one is searched.
        """
        s = self.sentence
        low = self.lower(s.start, s.end)
        if not low.isascii() and any(c in self.text[s.start : s.end] for c in _FOLDS_TO_ASCII):
            return True
        return any(w in low for w in _PRECISION_HINTS)

    @cached_property
    def sparsity_phrases(self) -> list[tuple[int, str]]:
        """Document offsets of the dense/sparse phrases in the sentence, each labelled."""
        s = self.sentence
        seg = self.lower(s.start, s.end)
        hits: list[tuple[int, str]] = []
        for phrase, pattern in self.patterns.dense:
            for m in pattern.finditer(seg) if phrase in seg else ():
                hits.append((s.start + m.start(), "dense"))
        for phrase, pattern in self.patterns.sparse:
            for m in pattern.finditer(seg) if phrase in seg else ():
                if any(abs(s.start + m.start() - h[0]) < 6 for h in hits):
                    continue
                hits.append((s.start + m.start(), "sparse"))
        return hits


#: A heading line that is a title, not a bullet, a numbered item or a table row.
_TITLE_LINE_RE = re.compile(r"(?![-•*–|]|\d+[.)]\s)[^|\n]*$")


def _is_heading_line(line: str) -> bool:
    stripped = line.strip()
    if not stripped or len(stripped) > 110:
        return False
    if stripped.startswith("#"):
        return True  # a Markdown heading, even one that asks ("### Wie viel Speicher?")
    if stripped.startswith(("•", "-", "*", "–")) and stripped.endswith(":"):
        return True
    return stripped[-1] not in ".!?;,)" or stripped.endswith(":")


def find_sentences(text: str, sents: list[tuple[int, int]]) -> list[Sentence]:
    out = []
    for start, end in sents:
        chunk = text[start:end]
        # trim surrounding whitespace so offsets point at text
        lead = len(chunk) - len(chunk.lstrip())
        trail = len(chunk) - len(chunk.rstrip())
        s, e = start + lead, end - trail
        if s >= e:
            continue
        line_start = text.rfind("\n", 0, s) + 1
        line_end = text.find("\n", e)
        line_end = len(text) if line_end < 0 else line_end
        whole_line = text[line_start:line_end]
        heading = line_start == s and line_end == e and _is_heading_line(whole_line)
        out.append(Sentence(s, e, heading))
    return out


def _predicate(lang: ModuleType, before: str) -> bool:
    """``before`` (lowercase) ends in "is (basically) an (export-compliant)": a name
    after it is a predicate noun."""
    words = before.split()
    for k in (2, 3, 4):
        if len(words) >= k and words[-k] in lang.COPULAS:
            between = words[-k + 1 :]
            if any(w in lang.INDEFINITE_ARTICLES for w in between):
                return True
    return False


def _same_sentence(text: str, a: Mention, b: Mention) -> bool:
    gap = text[a.end : b.start]
    return not any(stop in gap for stop in (". ", "! ", "? ", "\n"))


def _comparator_then_words(words: list[str], comparators: frozenset[str]) -> bool:
    """A comparison word one or two plain words before the name: "als die neue H100",
    "wie beim Vorgänger Gaudi 2" (``words`` is lowercase, articles removed)."""
    for k in (2, 3):
        if len(words) >= k and words[-k] in comparators:
            between = words[-k + 1 :]
            # "than the 80 GB A100", "wie die Speicherbandbreite eines H100"
            # ("than the previous-generation MI325X": a compound word too)
            if all(w.strip(",:").replace("-", "").isalnum() and len(w) <= 20 for w in between):
                return True
    return False


def _titled_partner(lang: ModuleType, words: list[str]) -> bool:
    """The name follows a word calling it a predecessor or rival ("its predecessor",
    "des Konkurrenten"), possibly with "generation" words between."""
    titles = lang.PARTNER_TITLES
    return any(w.strip(",:") in titles for w in words[-2:])


def _such_as(lang: ModuleType, words: list[str], before: str) -> bool:
    """German "wie" compares only after "so"/"genau"/"-mal"/"-fache" ("doppelt so viel
    wie die H100"); "Inferenzkarten wie Furiosas RNGD" lists examples."""
    if "wie" not in words[-3:]:
        return False
    i = len(words) - 1 - words[::-1].index("wie")
    if i + 1 < len(words) and words[i + 1] in ("bei", "beim", "im"):
        return False  # "wie bei der v5e": as with, a comparison
    for word in before.split():
        word = word.strip(",.;:()")
        if word in lang.WIE_COMPARES_AFTER or word.endswith(lang.WIE_COMPARES_SUFFIXES):
            return False
    return True


def assign_roles(ctx: LinkContext, lower: _Lowercase | None = None) -> list[Mention]:
    """Mark comparison partners and names bound to one quantity.

    Only quantities ending just before a mention (or starting just after it) can bind
    it, so they are found by bisection instead of testing every quantity per mention.
    """
    comparators = frozenset(ctx.lang.COMPARATORS)
    # the old per-word loop stopped at the first word that matched; any match gives
    # the same role, so each test covers all words at once
    after_space = tuple(" " + w for w in comparators)
    before_colon = tuple(w + ":" for w in comparators)
    out: list[Mention] = []
    text = ctx.text
    lower = lower or _Lowercase(text)
    by_end = sorted(ctx.quantities, key=lambda q: q.end)
    ends = [q.end for q in by_end]
    starts = sorted(q.start for q in ctx.quantities)
    for m in ctx.mentions:
        before = lower(max(0, m.start - 44), m.start)
        before = _SPACES_RE.sub(" ", before)
        # never look into the previous sentence ("... than the A100. The B200 is")
        cut = max(before.rfind(". "), before.rfind("! "), before.rfind("? "), before.rfind("\n"))
        if cut >= 0:
            before = before[cut + 2 :]
        role = "subject"
        stripped = _ARTICLES_RE.sub("", before).rstrip()
        words = stripped.split()
        if (
            stripped.endswith(after_space)
            or stripped in comparators
            or stripped.endswith(before_colon)
            or _comparator_then_words(words, comparators)
        ) and not _such_as(ctx.lang, words, lower(max(0, m.start - 60), m.start)):
            role = "comparator"
        elif _SAME_AS_RE.search(lower(max(0, m.start - 48), m.start)):
            role = "comparator"  # "the same parameter count as Chinchilla", "as fast as the"
        elif (
            out
            and _same_sentence(text, out[-1], m)
            and _predicate(ctx.lang, lower(max(out[-1].end, m.start - 48), m.start))
        ):
            # "The H800 is basically an export-compliant H100 with NVLink cut to 400 GB/s":
            # a name after "is a" says what the subject is like; the figures stay its
            role = "comparator"
        elif out and _same_sentence(text, out[-1], m) and _titled_partner(ctx.lang, words):
            # "192 GB, eight times as much as its predecessor Trillium": a predecessor or
            # rival named after the sentence's subject is its partner
            role = "comparator"
        # quantities ending 0-24 characters before the mention
        near = by_end[bisect_left(ends, m.start - _BOUND_REACH) : bisect_right(ends, m.start)]
        # "das 5-fache der H100-Leistung": a name after a multiplier is its partner
        if any(q.kind in _TIMES and m.start - q.end <= _MULTIPLIER_REACH for q in near):
            role = "comparator"
        # "das Vierfache der BF16-Leistung eines v5p", "4x the throughput of a v5p"
        reach = by_end[bisect_left(ends, m.start - 48) : bisect_right(ends, m.start)]
        if any(
            q.kind in _TIMES and _MULTIPLE_OF_RE.fullmatch(lower(q.end, m.start)) for q in reach
        ):
            role = "comparator"
        # genitive or 'of the' right after a quantity binds the name to it
        for q in near:
            units_of_it = q.kind == "bare" or q.noun in ("gpu_count", "chip_count")
            if (
                q.kind != "multiplier"
                and not units_of_it
                and _BOUND_GAP_RE.fullmatch(text[q.end : m.start])
            ):
                role = "bound"
                break
        # possessive before a quantity: "the H100's 989 teraflops"
        after = text[m.end : m.end + 4]
        if _POSSESSIVE_RE.match(after):
            i = bisect_left(starts, m.end)
            if i < len(starts) and starts[i] - m.end <= _POSSESSIVE_REACH:
                role = "bound"
        # "im Vergleich zur Hopper-Architektur des H100": the partner's own name
        if (
            role == "subject"
            and out
            and out[-1].role == "comparator"
            and _PARTNER_GAP_RE.fullmatch(text[out[-1].end : m.start])
        ):
            role = "comparator"
        out.append(_with_role(m, role))
    return out


class Linker:
    """Turn quantities into claims for one document."""

    def __init__(self, ctx: LinkContext):
        self.ctx = ctx
        self.data = ctx.lang
        self.text = ctx.text
        #: lowercase slices of the text (sentences, clauses) without lowercasing each
        self.lower = _Lowercase(ctx.text)
        #: the same, with a device's own terms blanked ("total board power" is no total)
        self.cue_lower = _Lowercase(blank_device_terms(ctx.text, ctx.lang))
        self.mentions = assign_roles(ctx, self.lower)
        self.by_sentence: dict[int, list[Mention]] = {}
        for m in self.mentions:
            self.by_sentence.setdefault(ctx.sentence_of(m.start), []).append(m)
        self.cells = sorted(ctx.tables, key=lambda c: c.start)
        self.patterns = _lang_patterns(self.data)
        #: the subject found for the current quantity came before a model named by its
        #: size, so the figure may be that model's (``_unless_a_model``)
        self._after_model = False
        # Indexes so per-quantity lookups visit only nearby mentions and cells.
        n = len(self.mentions)
        self._by_start = sorted(range(n), key=lambda i: self.mentions[i].start)
        self._starts = [self.mentions[i].start for i in self._by_start]
        self._by_end = sorted(range(n), key=lambda i: self.mentions[i].end)
        self._ends = [self.mentions[i].end for i in self._by_end]
        #: ``_reach[k]``: the largest end among the first ``k + 1`` mentions by start
        self._reach = list(accumulate((self.mentions[i].end for i in self._by_start), max))
        #: every mention's lowercase text, one per line, for substring tests
        self._known_names = "\n".join(m.text.lower() for m in self.mentions)
        self._cell_starts = [c.start for c in self.cells]
        self._cells_disjoint = all(a.end <= b.start for a, b in pairwise(self.cells))
        self._header_subjects: dict[str, Mention | None] = {}
        #: headers that name a variant of a product the reference lacks ("... Laptop GPU")
        self._variant_headers: set[str] = set()
        self._model_number_re: re.Pattern[str] | None = None
        self._quantity_starts = [q.start for q in ctx.quantities]  # in text order
        self._lead: tuple[Mention | None] | None = None  # ``_lead_topic``, once
        #: (column headers, row headers) of table lines that name products (built on use)
        self._product_headers: tuple[set[str], set[str]] | None = None
        self._facts: dict[int, SentenceFacts] = {}
        #: per sentence, its quantities measuring FLOP/s (``sparsity_of``)
        self._rates: dict[int, list[Quantity]] = {}
        #: per sentence naming no subject, the subject its first figure was linked to
        self._carried: dict[int, Mention] = {}
        #: each quantity's neighbours in text order, by ``id`` (set by ``link``)
        self._next_quantity: dict[int, Quantity] = {}
        self._prev_quantity: dict[int, Quantity] = {}

    # -- helpers -------------------------------------------------------------------
    def _sentence(self, i: int) -> Sentence:
        return self.ctx.sentences[i]

    def facts(self, si: int) -> SentenceFacts:
        """The per-sentence facts of sentence ``si`` (built on first use)."""
        found = self._facts.get(si)
        if found is None:
            found = SentenceFacts(
                self.text,
                self._sentence(si),
                self.patterns,
                self.by_sentence.get(si, []),
                self.by_sentence.get(si - 1, []),
                self.lower,
            )
            self._facts[si] = found
        return found

    def _starting(self, lo: int, hi: int) -> list[int]:
        """Indices (in document order) of the mentions starting within ``[lo, hi]``."""
        return sorted(
            self._by_start[bisect_left(self._starts, lo) : bisect_right(self._starts, hi)]
        )

    def _clause_bounds(self, q: Quantity, si: int) -> tuple[int, int]:
        """The sentence cut at the nearest clause break before and after the quantity."""
        facts = self._facts.get(si) or self.facts(si)
        s = facts.sentence
        breaks = facts.breaks
        i = bisect_left(breaks, q.start)  # breaks[:i] lie before the quantity
        j = bisect_left(breaks, q.end)  # breaks[j:] lie at or after its end
        start = max(s.start, breaks[i - 1]) if i else s.start
        end = min(s.end, breaks[j]) if j < len(breaks) else s.end
        return start, end

    def _cell_of(self, q: Quantity) -> TableCell | None:
        if self._cells_disjoint and q.start < q.end:
            # cells do not overlap: only the last one starting at or before q can hold it
            i = bisect_right(self._cell_starts, q.start) - 1
            if i >= 0 and q.end <= self.cells[i].end:
                return self.cells[i]
            return None
        for cell in self.cells:
            if cell.start <= q.start and q.end <= cell.end:
                return cell
        return None

    def _names_products(self, cell: TableCell) -> bool:
        """The cell's column (or row) lists products in its other rows (columns): a row
        "Aurora | 1,012 EFLOPS" is about Aurora even if no name in it is known."""
        if self._product_headers is None:
            names = self._names_a_product
            columns = {c.column_header for c in self.cells if names(c.row_header)}
            rows = {c.row_header for c in self.cells if names(c.column_header)}
            self._product_headers = (columns, rows)
        columns, rows = self._product_headers
        return cell.column_header in columns or cell.row_header in rows

    def _resolve_header(self, header: str) -> Mention | None:
        """A table header names an entity: find it among the patterns' matches.

        Memoised: every cell of a column or row asks about the same header.
        """
        if header in self._header_subjects:
            return self._header_subjects[header]
        found = None
        low = header.lower()
        for m in self.mentions:
            name = self.text[m.start : m.end].lower()
            at = low.find(name)
            # the longest name the header holds as a word: "GB200 (NVL72)" is the GB200
            while at >= 0 and (
                (at and (low[at - 1].isalnum()))
                or low[at + len(name) : at + len(name) + 1].isalnum()
            ):
                at = low.find(name, at + 1)
            if at >= 0 and (found is None or len(name) > len(found.text)):
                found = _with_role(m, "subject")
                if self._variant_after(low[at + len(name) :]):
                    found = None  # "RTX 5090 Laptop GPU": a product the reference lacks
                    self._variant_headers.add(header)
        self._header_subjects[header] = found
        return found

    def _names_a_product(self, header: str) -> bool:
        """The header names a product, one the reference knows or a variant of one."""
        return self._resolve_header(header) is not None or header in self._variant_headers

    def _variant_before(self, before: str) -> bool:
        """A variant word in the words right before a name ("die Laptop-Variante der RTX
        5090", "the mobile RTX 5090")."""
        words = before.split()[-3:]
        parts = [p.strip(",.;:()") for w in words for p in w.split("-")]
        return any(p in self.data.VARIANT_WORDS for p in parts)

    def _variant_after(self, after: str) -> bool:
        """The word after a product's name makes it another variant ("Laptop", "Max-Q")."""
        words = after.split(None, 1)
        return bool(words) and words[0].strip(",.;:()").lower() in self.data.VARIANT_WORDS

    # -- subject -------------------------------------------------------------------
    def subject_of(self, q: Quantity, si: int) -> Mention | None:
        text = self.text
        mentions = self.mentions
        starts = self._starts
        # (the bisections are inlined: most quantities have no mention nearby, and an
        # empty range needs neither ``_starting``'s call nor its sort)
        # the quantity names the entity ("100.000 H100", "2.048 H800-GPUs")
        lo, hi = bisect_left(starts, q.start), bisect_right(starts, q.end + 1)
        if lo < hi:
            for i in sorted(self._by_start[lo:hi]):
                m = mentions[i]
                if q.start <= m.start and m.end <= q.end + 1:
                    self._rule = "names"
                    return m
        # a bare count directly followed by a name: "acht Gaudi 3", "50.000 H200"
        if q.kind in ("bare", "count"):
            lo, hi = bisect_left(starts, q.end), bisect_right(starts, q.end + 2)
            for i in sorted(self._by_start[lo:hi]) if lo < hi else ():
                m = mentions[i]
                if 0 <= m.start - q.end <= 2 and not text[q.end : m.start].strip():
                    self._rule = "names"
                    return m
        # "den 989 bzw. 1.979 TFLOPS der H200": a figure that took its unit from the next
        # one through "bzw."/"oder"/"und" is about what that one is about
        if q.inherited_unit:
            nxt = self._next_quantity.get(id(q))
            if nxt is not None and _SAME_SUBJECT_JOINER_RE.fullmatch(text[q.end : nxt.start]):
                return self.subject_of(nxt, si)
        # the predecessor's figure: "vom 7-nm-Prozess des Vorgängers"
        if q.kind not in ("multiplier", "percent") and self._near_predecessor(q):
            after = self.lower(q.end, q.end + 48)
            hit = self.patterns.predecessor_after.match(after)
            if hit is not None:
                word_end = q.end + hit.end()
                while word_end < len(text) and text[word_end].isalpha():
                    word_end += 1
                lo, hi = bisect_left(starts, word_end), bisect_right(starts, word_end + 1)
                named = [mentions[i] for i in self._by_start[lo:hi]]
                if not named:
                    self._rule = "unknown"  # "im 7-nm-Prozess des Vorgängers": unnamed
                    return None
                self._rule = "bound"
                return named[0]  # "des Vorgängers Gaudi 2" names it
            if self.patterns.predecessor_before.search(self.lower(max(0, q.start - 40), q.start)):
                self._rule = "unknown"
                return None
        # "... der MI300X seine Stärke aus. Seine 192 GB gegenüber 80 GB beim H100": a
        # possessive opening the sentence points back to the sentence before
        sent = self._sentence(si)
        if si > 0 and self.lower(sent.start, q.start).strip() in _POSSESSIVES:
            back = self._carried.get(si - 1)
            previous = (self._facts.get(si - 1) or self.facts(si - 1)).subjects
            found = back or (previous[0] if previous else None)
            if found is not None:
                self._rule = "previous"
                return replace(found, role="subject")
        # a name bound to this quantity ("80 billion transistors of the H100"); after a
        # multiplier the name is the comparison partner instead
        # (only mentions starting up to 24 characters after it or ending up to 8 before)
        bindable: list[int] = []
        if q.kind not in ("multiplier", "percent"):
            lo, hi = bisect_left(starts, q.end), bisect_right(starts, q.end + _BOUND_REACH)
            follow = sorted(self._by_start[lo:hi]) if lo < hi else []
            ends = self._ends
            lo = bisect_left(ends, q.start - _POSSESSIVE_REACH)
            hi = bisect_right(ends, q.start)
            precede = sorted(self._by_end[lo:hi]) if lo < hi else []
            # each list is sorted and duplicate-free already; merge only when both hold some
            bindable = (
                sorted(set(follow) | set(precede)) if follow and precede else follow or precede
            )
        for i in bindable:
            m = mentions[i]
            if m.role == "comparator" and not _OF_GAP_RE.fullmatch(text[q.end : m.start]):
                continue
            gap_after = text[q.end : m.start]
            if 0 <= m.start - q.end <= _BOUND_REACH and _BOUND_GAP_RE.fullmatch(gap_after):
                self._rule = "bound"
                return m
            if 0 <= q.start - m.end <= _POSSESSIVE_REACH and _POSSESSIVE_GAP_RE.match(
                text[m.end : q.start + 1]
            ):
                self._rule = "bound"
                return m
        facts = self._facts.get(si) or self.facts(si)
        sentence_mentions = facts.mentions
        if "odel" in text[max(0, q.start - 24) : q.start] and self._bound_to_unknown_model(
            text[max(facts.sentence.start, q.start - 48) : q.start]
        ):
            self._rule = "unknown"
            return None
        # the value after "statt"/"gegenüber"/"instead of" belongs to the partner
        # (the 16 characters before it are the tail of the 40 the relative clause rule
        # reads, when the document lowercases slice by slice)
        clause_head = self.lower(max(0, q.start - 40), q.start)
        if self.lower.lowered is not None:
            before = clause_head[-16:].rstrip()
        else:
            before = self.lower(max(0, q.start - 16), q.start).rstrip()
        back_ref = q.kind == "measure" and _ends_with_word(before, self.patterns.contrast_back)
        if back_ref:
            # "so viel wie die 1 Exaflops, die Europas schnellster Supercomputer JUPITER
            # erreicht": the relative clause after it names whose figure it is
            named_after = [m for m in sentence_mentions if m.start >= q.end]
            if named_after:
                self._rule = "clause"
                return replace(named_after[0], role="subject")
        if back_ref or _ends_with_word(before, self.patterns.contrast):
            if facts.comparators:
                self._rule = "bound"
                return facts.comparators[0]
            for back in range(si - 1, max(-1, si - 3), -1):
                partner = self.facts(back).comparators
                if partner:
                    self._rule = "previous"
                    return partner[-1]
            if not before.endswith(("from", "von")):
                self._rule = "unknown"
                return None  # "hat 141 statt 80 GB": the partner's figure, partner unnamed
        # "..., which in turn was 3.2x the A100's": the relative pronoun refers to the
        # name just before it (whatever its role), not to the sentence's subject
        # the pattern names "which" or "wiederum": a substring test skips most searches
        named = self._relative_to_name(q, sentence_mentions)
        if named is not None:
            self._rule = "clause"
            return replace(named, role="subject")
        if self._relative_to_unknown(q, facts.sentence.start, sentence_mentions):
            self._rule = "unknown"
            return None
        relative = (
            _RELATIVE_RE.search(clause_head)
            if "which" in clause_head or "wiederum" in clause_head
            else None
        )
        if relative is not None:
            at = q.start - len(clause_head) + relative.start()
            before_pronoun = [m for m in sentence_mentions if m.end <= at]
            if q.kind not in ("multiplier", "percent"):
                # "X has the same count as Chinchilla ..., which puts it at 8.4e23 FLOP": a
                # figure (not a ratio) stays with the subject, not the comparison partner
                before_pronoun = [m for m in before_pronoun if m.role != "comparator"] or (
                    before_pronoun
                )
            if before_pronoun:
                self._rule = "clause"
                return replace(before_pronoun[-1], role="subject")
        candidates = facts.subjects
        prior = [m for m in candidates if m.end <= q.start]
        if not prior and q.kind in ("multiplier", "percent"):
            # "the B300's 15 petaflops is three times Ironwood's": the ratio is about the
            # product whose figure it starts from
            cs, _ = self._clause_bounds(q, si)
            head = self.lower(cs, q.start)
            if not any(w in head.split() for w in self.data.CONTRAST):
                prior = [
                    m
                    for m in facts.mentions
                    if cs <= m.start and m.end <= q.start and m.role == "bound"
                ]
        in_clause: list[Mention] = []
        if prior:  # (the clause bounds matter only when some name comes before)
            cs, _ = self._clause_bounds(q, si)
            in_clause = [m for m in prior if m.start >= cs]
        # "1.1 exaflops Frontier posted": a name right after the figure
        for m in sentence_mentions:
            if q.kind in ("multiplier", "percent"):
                break  # "300 times El Capitan": the name after a ratio is its base
            if 0 < m.start - q.end <= 2 and not text[q.end : m.start].strip():
                self._rule = "bound"
                return m
        # "Die H200 nutzt denselben Hopper-Chip, bringt aber 141 GB": a family name
        # yields to a product named in the sentence, unless only it is in the clause
        # ("while NVLink gives every Blackwell GPU 1.8 TB/s")
        products = [m for m in prior if m.label != "FAMILY"]
        clause_products = [m for m in in_clause if m.label != "FAMILY"]
        if products and len(products) < len(prior) and (clause_products or not in_clause):
            prior, in_clause = products, clause_products
        chosen = in_clause[-1] if in_clause else (prior[-1] if prior else None)
        if chosen is not None:
            if (
                self._unknown_product(text[chosen.end : q.start].lstrip("-"))
                or self._variant_after(self.lower(chosen.end, min(chosen.end + 16, q.start)))
                or self._variant_before(self.lower(max(0, chosen.start - 28), chosen.start))
            ):
                self._rule = "unknown"
                return None
            self._rule = "clause" if in_clause else "sentence"
            return chosen
        sent = self._sentence(si)
        if self.text.startswith("#", sent.start) or (
            sent.heading and _TITLE_LINE_RE.match(self.text, sent.start, sent.end)
        ):
            # "## Ampere: 7 nm and sparsity": a section heading is about what its section
            # says next, never about the section before it
            for ahead in range(si + 1, min(si + 3, len(self.ctx.sentences))):
                following = self.facts(ahead).subjects
                if following:
                    self._rule = "heading"
                    return following[0]
            self._rule = "unknown"
            return None
        # bullet label or short heading just above
        found = self._from_headings(si, near=True)
        if found:
            self._rule = "heading"
            return found
        start = self._sentence(si).start
        if self._unknown_product(self.text[start : q.start]):
            self._rule = "unknown"
            return None
        # "A 70B model weighs 140 GB in FP16. In FP8 it is 70 GB.": an amount of memory
        # after a model named by its size is the model's, not the device's named before
        weights = bool(q.unit) and _dimension_of(q.unit)[1] == "memory"
        model = weights and self._model_by_size(start, q.start)
        # previous sentences of this section: their grammatical subject usually comes first
        for back in range(si - 1, max(-1, si - 5), -1):
            sent = self._sentence(back)
            if sent.heading:
                break
            prev = (self._facts.get(back) or self.facts(back)).subjects
            if prev:
                return self._unless_a_model(prev[0], model, "previous")
            if self._unknown_product_in(back):
                self._rule = "unknown"
                return None
            model = model or (weights and self._model_by_size(sent.start, sent.end))
            carried = self._carried.get(back)
            if carried is not None:
                # "The TPU v5p is the big one. Each chip delivers ... . A pod holds ...":
                # a sentence without names talks about what the one before talked about
                return self._unless_a_model(carried, model, "previous")
        # the section headings up to the title name the topic
        topic = self._from_headings(si, near=False)
        if topic is not None:
            return self._unless_a_model(topic, model, "topic")
        for back in range(si - 1, max(-1, si - 12), -1):
            if self.text.startswith("#", self._sentence(back).start):
                # a Markdown heading opens a section of its own: only the article's
                # topic (what its lead names) reaches into it
                self._rule = "topic"
                return self._lead_topic()
            prev = self.facts(back).subjects
            if prev:
                self._rule = "topic"
                return prev[0]
        _, ce = self._clause_bounds(q, si)
        later = [m for m in candidates if m.start >= q.end and m.start < ce]
        self._rule = "after"
        return later[0] if later else None

    def _column_product(self, cell: TableCell) -> Mention | None:
        """A column headed "Alt (2021)" | "LAHN-AI (2025)" whose first rows name the
        product ("256 × H200"): the product the column's figures are about."""
        if not cell.column_header:
            return None
        for other in self.cells:
            if other.start >= cell.start:
                break
            if other.column_header != cell.column_header or other.caption != cell.caption:
                continue
            lo = bisect_left(self._starts, other.start)
            hi = bisect_right(self._starts, other.end)
            named = [self.mentions[i] for i in self._by_start[lo:hi]]
            if named:
                return replace(named[0], role="subject")
        return None

    def _lead_topic(self) -> Mention | None:
        """The first product the article's lead (the text before its second heading)
        names, if any."""
        if self._lead is not None:
            return self._lead[0]
        found: Mention | None = None
        for i, sent in enumerate(self.ctx.sentences):
            if i > 0 and self.text.startswith("#", sent.start):
                break
            subjects = self.facts(i).subjects
            if subjects:
                found = subjects[0]
                break
        self._lead = (found,)
        return found

    def _near_predecessor(self, q: Quantity) -> bool:
        """Whether the predecessor word stands within 48 characters of the figure (a
        substring test on the lowercased window before any pattern is tried)."""
        return self.data.PREDECESSOR_WORD in self.lower(max(0, q.start - 40), q.end + 48)

    def _unknown_product_in(self, si: int) -> bool:
        """``_unknown_product`` of the whole sentence ``si`` (asked once per sentence)."""
        facts = self.facts(si)
        if facts.unknown_product is None:
            s = facts.sentence
            facts.unknown_product = self._unknown_product(self.text[s.start : s.end])
        return facts.unknown_product

    def _unless_a_model(self, found: Mention, model: bool, rule: str) -> Mention:
        """``found`` by ``rule``; when a model named by its size came after it and it is
        no model itself, the figure may be that model's as much (``candidates``)."""
        self._after_model = model and found.label != _MODEL_LABEL
        self._rule = rule
        return found

    def _model_by_size(self, lo: int, hi: int) -> bool:
        """ "A 70B model weighs 140 GB in FP16": a size of parameters between ``lo`` and
        ``hi`` names a model, and one the reference lists would be a mention; so until
        another name comes, the figures are that model's, not the device's before it."""
        qs = self.ctx.quantities
        i = bisect_left(self._quantity_starts, lo)
        while i < len(qs) and qs[i].start < hi:
            q = qs[i]
            i += 1
            size = q.noun == "parameters" or (
                q.kind == "count" and not q.noun and _BARE_SIZE_RE.fullmatch(q.text)
            )
            if size and not (self._inside_name(q) or self._model_size_suffix(q)):
                return True
        return False

    def _unknown_product(self, segment: str) -> bool:
        """A product name the reference does not know ("R100", "Rubin-GPUs", "die 4090")
        hides the earlier subject: its figures must not be checked against another
        product."""
        if self._bare_model_number(segment):
            return True
        if not _PRODUCT_NAME_HINT_RE.search(segment):
            return False
        for m in _PRODUCT_NAME_RE.finditer(segment):
            word = m.group(0)
            if word.split("-")[0] in _VENDORS or _PRECISION_RE.fullmatch(word):
                continue
            following = segment[m.end() : m.end() + 24].split()
            if following and following[0].strip(",.;:)").lower() in self.data.EVENT_NOUNS:
                continue  # "at the SC24 conference", "auf der ISC25-Konferenz": an event
            # the word has no newline, so it is inside one mention's text or none
            if word.lower() not in self._known_names:
                return True
        return False

    def _bare_model_number(self, segment: str) -> bool:
        """ "Eine 4090 ist ...", "der 4090.": a four-digit number after an article that
        counts nothing (no counted noun or unit follows) is a model number."""
        if self._model_number_re is None:
            dets = "|".join(re.escape(d) for d in self.data.DETERMINERS)
            self._model_number_re = re.compile(
                rf"(?<![\w])(?:{dets})\s+(\d{{4}})(?![\d.,])(?:\s+([\w/%€$-]+))?", re.IGNORECASE
            )
        for m in self._model_number_re.finditer(segment):
            follower = (m.group(2) or "").lower()
            if follower in self.data.COUNT_NOUNS or follower in self.data.UNIT_WORDS:
                continue
            if follower in common.UNIT_SYMBOLS or follower.upper() in common.CURRENCY_CODES:
                continue
            return True
        return False

    def _bound_to_unknown_model(self, before: str) -> bool:
        """ "des Gopher-Modells mit 280 Milliarden", "the Gopher model with 280 billion":
        the figure belongs to a model the reference does not know, not to the name
        before it."""
        m = _MODEL_WITH_RE.search(before)
        return m is not None and m.group("name").lower() not in self._known_names

    def _from_headings(self, si: int, near: bool) -> Mention | None:
        limit = 3 if near else 60
        ceiling = 7  # Markdown: only headings above the section's own level count
        for back in range(si - 1, max(-1, si - 1 - limit), -1):
            sent = self._sentence(back)
            if not sent.heading:
                if near and back < si - 1:
                    # only the line directly above (bullet label) counts as near
                    return None
                continue
            line = self.text[sent.start : sent.end]
            level = len(line) - len(line.lstrip("#"))
            if level:
                if level >= ceiling:
                    continue  # "### GPT-3" before "### Llama": a sibling section's
                ceiling = level
            found = [m for m in self.by_sentence.get(back, []) if m.role != "comparator"]
            if found:
                return _with_role(found[0], "subject")
            if near:
                return None
        return None

    def comparator_of(self, q: Quantity, si: int, subject: Mention | None) -> Mention | None:
        if q.kind == "multiplier" and _ANOTHER_RE.search(self.lower(max(0, q.start - 16), q.start)):
            # "from A100 to H100 was 3.2x, while B200 adds another 2.3x": the step before
            s = self._sentence(si)
            before = [
                m
                for m in self.by_sentence.get(si, [])
                if s.start <= m.start
                and m.end <= q.start
                and (subject is None or m.entry_id != subject.entry_id)
            ]
            if before:
                return before[-1]
        partners = [
            m
            for m in self.by_sentence.get(si, [])
            if m.role in ("comparator", "bound")
            and (subject is None or m.entry_id != subject.entry_id)
        ]
        if not partners:
            return self._partner_before(q, si, subject)
        # nearest partner after the quantity, else nearest before; a partner after the
        # next ratio is that ratio's ("33 Prozent mehr als beim Vorgänger und 80 Prozent
        # mehr als bei der H200"), not after a figure of the partner ("40 percent over
        # the 700 W of an H100")
        after = [m for m in partners if m.start >= q.end and not self._compared_between(q, m)]
        before = [m for m in partners if m.end <= q.start]
        if after and before:
            # "192 GB gegenüber 80 GB beim H100 entsprechen dem 2,4-fachen, gegenüber den
            # 141 GB des H200 ...": a partner behind a comma belongs to the next clause
            sent = self._sentence(si)
            cut = self.text.rfind(",", sent.start, q.start)
            inside = [m for m in before if m.start > cut]
            if inside and "," in self.text[q.end : after[0].start]:
                return inside[-1]
        if after:
            return after[0]
        return before[-1] if before else None

    def _compared_between(self, q: Quantity, m: Mention) -> bool:
        """A comparison of its own stands between the quantity and the name: a ratio, or a
        difference ("legt 64 GB drauf, und der MI355X kommt auf 288 GB, das sind 147 GB
        mehr als beim H200")."""
        quantities = self.ctx.quantities
        i = bisect_right(self._quantity_starts, q.start)
        while i < len(quantities) and quantities[i].start < m.start:
            other = quantities[i]
            if other.kind in ("percent", "multiplier") or self.difference_of(other):
                return True
            i += 1
        return False

    # -- attribute and qualifiers -----------------------------------------------------
    def attribute_of(self, q: Quantity, si: int, claims_so_far: list[Claim]) -> str | None:
        if q.kind == "multiplier" and self._counts_a_device(q):
            # "a single 8x H100 node": eight H100s, not eight times something
            q.kind, q.unit, q.noun = "count", "count", "gpu_count"
            return "gpu_count"
        if q.kind == "multiplier" or q.kind == "percent":
            return "ratio"
        if q.kind == "count" and not q.noun and _BARE_SIZE_RE.fullmatch(q.text):
            return "parameters"  # "70B in FP8": a model's size (but "1.3M" units)
        if q.kind == "rate" and q.unit and "FLOP" in q.unit:
            return "efficiency"  # "58.9 gigaflops per watt"
        if q.kind == "rate":
            return "fx_rate" if q.per in common.CURRENCY_CODES.values() else "unit_price"
        if q.noun == "training_tokens" and _PER_TIME_RE.match(self.text[q.end : q.end + 16]):
            return "token_rate"  # "20.000 Token pro Sekunde": inference speed
        if q.noun == "training_tokens" and (
            _PER_PARAMETER_RE.match(self.text[q.end : q.end + 20])
            or _EACH_PARAMETER_RE.search(self.lower(self._sentence(si).start, q.start))
        ):
            return "tokens_per_parameter"  # "Auf jeden Parameter kamen zwei Token"
        if q.noun == "transistors" and (q.per_area or _PER_AREA_RE.match(self.text, q.end)):
            return "transistor_density"  # "98 Millionen Transistoren pro mm²"
        if q.noun == "training_tokens" and _PER_PERIOD_RE.match(self.text, q.end):
            return "tokens"  # "55.5 billion tokens in a 30-day month": served, not trained on
        if q.noun == "training_tokens" and (q.value or 0) < _TRAINING_TOKENS_FLOOR:
            return "tokens"  # "a 128K context (131,072 tokens)": no model trains on so few
        if q.noun:
            return q.noun
        if q.kind in ("count", "bare"):
            if q.scale_only or q.kind == "bare":
                # "37 billion of its 671 billion parameters": the noun right after
                following = self._next_quantity.get(id(q))
                if (
                    following is not None
                    and following.noun
                    and (following.kind == "count" or following.noun == "gpu_hours")
                    and following.start - q.end <= 25
                    # ("N = 175 billion, D = 300 billion tokens": another variable)
                    and not re.search(r"[.;:=]", self.text[q.end : following.start])
                ):
                    return _borrow(q, following.noun)
                # "80 Mrd. Transistoren statt 54,2 Mrd.": borrow the noun before (never
                # across a product: "6 × 175 Mrd. × 300 Mrd." multiplies different kinds)
                for c in reversed(claims_so_far):
                    if c.sentence < si - 1:
                        break
                    if _TIMES_RE.search(self.text[c.end : q.start]):
                        break
                    if (c.quantity.value or 0) < 1000 <= (q.value or 0) / 1000:
                        continue  # "208 Mrd. Transistoren, zwei Dies mit je 104 Mrd.": not dies
                    if _orders_apart(c.quantity.value, q.value, 6):
                        continue  # "15,6 Bio. Tokens und 3,8·10^25": not another token count
                    if c.quantity.noun and (
                        c.quantity.kind == "count" or c.quantity.noun == "gpu_hours"
                    ):
                        return _borrow(q, c.quantity.noun)
                if q.kind == "bare":
                    return "gpu_count"
            return None
        parsed, name = _dimension_of(q.unit)
        if not parsed:
            return None
        if name == "training_compute" and _PER_PARAMETER_RE.match(self.text[q.end : q.end + 20]):
            return "flop_per_parameter"  # "6 FLOP pro Parameter und Token": the 6ND rule
        if name == "process_nm" and to_base(q.value or 0, q.unit)[0] > 1e-6:
            return "length"  # "16,5 mm", "300 Millimetern Durchmesser": no process node
        if name == "memory" and _ON_CHIP_RE.search(self.lower(q.end, q.end + 24)):
            return "on_chip_memory"  # "44 GB of SRAM", "50 MB of L2 cache": not the HBM
        if name == "memory" and "bit" in q.unit:
            return "network_bandwidth"  # "200-Gigabit-Ethernet": a link's speed, not memory
        if name in ("memory", "training_compute") and _tiny(q.value, q.unit, name):
            # "2 bytes per parameter", "327,680 bytes", "140 GFLOP per token": what one
            # item takes, never a device's memory or a run's compute
            return "bytes_per_item" if name == "memory" else "flop_per_item"
        # only throughput and bandwidth read the clause: the others skip cutting it
        if name == "throughput" or name == "bandwidth":
            clause = self.lower(*self._clause_bounds(q, si))
            if name == "throughput" and _PER_WATT_RE.search(clause):
                return "efficiency"
            peak = name == "throughput" and _PEAK_BEFORE_RE.search(
                self.lower(max(0, q.start - 40), q.start)
            )
            if name == "throughput" and not peak and _EFFECTIVE_RE.search(clause):
                return "effective_throughput"
            if (
                name == "throughput"
                and not peak
                and any(
                    c.sentence == si and c.attribute == "training_compute"
                    for c in reversed(claims_so_far[-6:])
                )
            ):
                return "effective_throughput"  # "3.8e25 FLOP over 30.84 million GPU-hours
                # comes to about 342 teraflops per GPU": what the run sustained
            if name == "bandwidth" and _PORTS_RE.search(clause):
                return "port_bandwidth"
        if name == "bandwidth":
            s = self._sentence(si)
            context = self.lower(s.start, s.end)
            clause = self.lower(*self._clause_bounds(q, si))
            if "bit" in q.unit or _NETWORK_RE.search(clause):
                return "network_bandwidth"  # InfiniBand, Ethernet, Gbit/s: the network, no spec
            if _PCIE_RE.search(clause):
                return "pcie_bandwidth"  # "ein PCIe-5.0-Steckplatz kommt auf 128 GB/s"
            kind = self._bandwidth_headed(q) or self._bandwidth_named_after(q)
            if kind is not None:
                return kind
            if any(w in self.lower(*self._clause_bounds(q, si)) for w in _MEMORY_BANDWIDTH):
                return "memory_bandwidth"  # the clause says so, whatever else the sentence links
            if _BIT_RATE_RE.search(self.text, s.start, s.end):
                return "interconnect_bandwidth"  # "4.800 Gbit/s entsprechen 600 GB/s"
            if any(w in context for w in _DIE_TO_DIE):
                return "die_to_die_bandwidth"
            if _INTERCONNECT_RE.search(context):
                return "interconnect_bandwidth"
            if self._links_before(si):
                return "interconnect_bandwidth"  # "## Was ist NVLink? ... V100 mit 300 GB/s"
            return "memory_bandwidth"
        if name is not None:
            return name
        if q.unit in common.CURRENCY_CODES.values():
            return "price"
        return None

    def _counts_a_device(self, q: Quantity) -> bool:
        """A multiplier glued to an accelerator's name counts it ("8x H100")."""
        return self._glued_device(q) is not None

    def _glued_device(self, q: Quantity) -> Mention | None:
        """The accelerator a multiplier is glued to ("8x H100"), if any."""
        if not re.fullmatch(r"\d+\s?[x×]", q.text):
            return None  # "three times Ironwood's output" compares
        i = bisect_left(self._starts, q.end)
        if i >= len(self._starts):
            return None
        m = self.mentions[self._by_start[i]]
        glued = (
            m.start - q.end <= 1
            and not self.text[q.end : m.start].strip()
            and (m.label in ("ACCELERATOR", "FAMILY"))
        )
        return m if glued else None

    def _links_before(self, si: int) -> bool:
        """The paragraph so far, or its section heading, is about links (NVLink) and names no
        memory: a bare bandwidth figure in it is a link's."""
        for back in range(si, max(-1, si - 4), -1):
            sent = self._sentence(back)
            text = self.lower(sent.start, sent.end)
            if any(w in text for w in _MEMORY_BANDWIDTH) or "speicher" in text or "memory" in text:
                return False
            if back < si and _INTERCONNECT_RE.search(text):
                return True
            if sent.heading or not self._near_previous(back):
                return False
        return False

    def _bandwidth_headed(self, q: Quantity) -> str | None:
        """A table cell's row or column header says which bandwidth it holds ("Aggregate
        HBM bandwidth | 64 TB/s"), whatever the next row is about."""
        cell = self._cell_of(q)
        if cell is None:
            return None
        header = f"{cell.row_header} {cell.column_header}".lower()
        if any(w in header for w in _MEMORY_BANDWIDTH):
            return "memory_bandwidth"
        if _INTERCONNECT_RE.search(header):
            return "interconnect_bandwidth"
        return None

    def _bandwidth_named_after(self, q: Quantity) -> str | None:
        """ "130 TB/s of NVLink bandwidth", "8 TB/s HBM3e": the words right after the figure
        say which bandwidth it is."""
        after = self.lower(q.end, q.end + 28).split("\n", 1)[0]  # not the next row's
        s = self._sentence(self.ctx.sentence_of(q.start))
        if any(w in after or w in self.lower(s.start, s.end) for w in _DIE_TO_DIE):
            return "die_to_die_bandwidth"
        if _INTERCONNECT_RE.search(after):
            return "interconnect_bandwidth"
        if any(w in after for w in _MEMORY_BANDWIDTH):
            return "memory_bandwidth"
        return None

    def precisions(self, claims: list[Claim]) -> None:
        """Give each throughput-like claim the precision named nearest to it."""
        by_sentence: dict[int, list[Claim]] = {}
        for c in claims:
            by_sentence.setdefault(c.sentence, []).append(c)
        last_groups: list[tuple[str, ...]] = []
        for si in sorted(by_sentence):
            if si - 1 not in by_sentence and self._near_previous(si):
                # "Neu ist FP4. Hier nennt Nvidia 18 Petaflops": a sentence without
                # figures names the precision the next one likely means
                last_groups = [h[2] for h in self._precision_hits(si - 1)]
            hits = self._precision_hits(si)
            relevant = [
                c
                for c in by_sentence[si]
                if c.attribute in ("throughput", "ratio", "training_compute", "memory")
            ]
            assigned: dict[str, list[str]] = {c.id: [] for c in relevant}

            def dist(c: Claim, h: tuple[int, int, tuple[str, ...]]) -> int:
                a, b = (c.start, h[0]) if c.start <= h[0] else (h[0], c.start)
                between = self.text[a:b]
                if ";" in between or " – " in between:
                    return 10**6
                d = min(abs(c.start - h[1]), abs(h[0] - c.end))
                if c.end <= h[0] and "," in self.text[c.end : h[0]]:
                    # "2.614,9 Teraflops an, bei FP8 mit Sparsity 5.229,8": a name after
                    # the comma opens the next clause and its figure
                    d += _NEXT_CLAUSE_PENALTY
                return d

            for hit in hits:
                if not relevant:
                    break
                # "1,440 petaflops of sparse FP4, i.e. 1.44 zettaflops": the name belongs
                # to the figure it is "of", even when the next figure is nearer
                of = [c for c in relevant if _PRECISION_OF_RE.fullmatch(self.text[c.end : hit[0]])]
                best = of[0] if of else min(relevant, key=lambda c: dist(c, hit))
                if dist(best, hit) <= 40:
                    assigned[best.id].extend(n for n in hit[2] if n not in assigned[best.id])
            if not hits and self._near_previous(si):
                self._respectively(relevant, last_groups, assigned)
            for c in relevant:
                names = assigned[c.id]
                if names:
                    c.precision = tuple(names)
                elif hits:
                    before = [h for h in hits if h[1] <= c.start and dist(c, h) < 10**6] or [
                        h for h in hits if h[1] <= c.start
                    ]
                    hit = before[-1] if before else min(hits, key=lambda h: dist(c, h))
                    nearest = hit[2]
                    # the format a figure carries in or right at itself is its own
                    labelled = [
                        o
                        for o in by_sentence[si]
                        if o is not c
                        and (o.start <= hit[0] and hit[1] <= o.end or dist(o, hit) <= 4)
                    ]
                    if (
                        c.subject is not None
                        and c.subject.role == "bound"
                        and any(
                            o.subject is not None and o.subject.entry_id != c.subject.entry_id
                            for o in labelled
                        )
                    ):
                        # "1,299 dense FP8 TFLOPS, 30 % more than the H100's 989 TFLOPS":
                        # another product's own figure only likely shares the format
                        c.context_precision = nearest
                    else:
                        c.precision = nearest
            if not hits and len(last_groups) == 1 and self._near_previous(si):
                for c in relevant:
                    if not c.precision:
                        c.context_precision = last_groups[0]
            if hits:
                last_groups = [h[2] for h in hits]
            elif not self._near_previous(si + 1):
                last_groups = []
        # slash pairs like "FP16/BF16": keep both

    def _respectively(
        self,
        claims: list[Claim],
        groups: list[tuple[str, ...]],
        assigned: dict[str, list[str]],
    ) -> None:
        """ "Bei FP16 ... 1.307 TFLOPS, bei FP8 2.615 TFLOPS. Gegenüber den 989 bzw. 1.979
        TFLOPS der H200": figures joined by "bzw." take the precisions the sentence
        before named, in order."""
        distinct = list(dict.fromkeys(groups))
        run: list[Claim] = []
        for c in [c for c in claims if c.attribute == "throughput"]:
            if run and _RESPECTIVE_JOINER_RE.fullmatch(self.text[run[-1].end : c.start]):
                run.append(c)
                continue
            if len(run) == len(distinct) > 1:
                break
            run = [c]
        if len(run) == len(distinct) > 1:
            for c, names in zip(run, distinct, strict=True):
                assigned[c.id] = list(names)

    def _precision_hits(self, si: int) -> list[tuple[int, int, tuple[str, ...]]]:
        """(start, end, precision names) of the precisions sentence ``si`` names; joined
        names ("FP16/BF16", "in BF16 wie in FP8") are one group."""
        sent = self._sentence(si)
        seg = self.text[sent.start : sent.end]
        hits: list[tuple[int, int, tuple[str, ...]]] = []
        named = self.facts(si).may_name_precision
        for m in _PRECISION_RE.finditer(seg) if named else ():
            names = common.PRECISIONS[_precision_key(m.group(1))]
            start, end = sent.start + m.start(), sent.start + m.end()
            joined = hits and _PRECISION_JOIN_RE.fullmatch(self.text[hits[-1][1] : start])
            if joined:
                prev = hits.pop()
                hits.append((prev[0], end, tuple(dict.fromkeys(prev[2] + names))))
            else:
                hits.append((start, end, names))
        return hits

    def _near_previous(self, si: int) -> bool:
        """The sentence follows the previous one in the same paragraph."""
        if si <= 0 or si >= len(self.ctx.sentences):
            return False
        prev, cur = self._sentence(si - 1), self._sentence(si)
        return "\n\n" not in self.text[prev.end : cur.start] and not prev.heading

    def sparsity_of(self, q: Quantity, si: int, claims_in_sentence: list[Quantity]) -> str | None:
        hits = (self._facts.get(si) or self.facts(si)).sparsity_phrases
        if not hits:
            return None
        # each phrase goes to the nearest throughput quantity (the sentence's rates are
        # the same for each of its quantities: worked out once per sentence)
        rates = self._rates.get(si)
        if rates is None:
            rates = [x for x in claims_in_sentence if x.unit and self._is_rate(x)]
            self._rates[si] = rates
        flops = rates or [q]
        result = None
        best_dist = None
        text = self.text

        def reach(x: Quantity, pos: int) -> int:
            # a phrase does not reach across a clause separator when a figure on its own
            # side is there: "1.979 Teraflops, mit Sparsity 3.958" is about the 3.958
            gap = text[x.end : pos] if x.end <= pos else text[pos : x.start]
            across = "," in gap or ";" in gap or " – " in gap
            return min(abs(pos - x.end), abs(x.start - pos)) + (_ACROSS if across else 0)

        for pos, kind in hits:
            nearest = min(flops, key=lambda x: reach(x, pos))
            if nearest is q:
                dist = reach(q, pos)
                if dist >= _ACROSS and any(
                    y is not q and reach(y, pos) < _ACROSS for y in claims_in_sentence
                ):
                    # "1,979 teraflops of BF16; the dense number is 989": the phrase is
                    # about the figure of its own clause, even one without a unit
                    continue

                if best_dist is None or dist < best_dist:
                    result, best_dist = kind, dist
        return result

    @staticmethod
    def _is_rate(q: Quantity) -> bool:
        return _is_flop_rate(q.unit)

    # The qualifiers below test each word list with one combined pattern: "any word
    # matches" is the same as the old per-word loops, which stopped at the first hit.
    def scope_of(self, q: Quantity) -> str | None:
        p = self.patterns
        if q.text.lower().endswith(self.data.PER_UNIT):
            return "per_unit"  # "$3,000 per GPU", "15.600 Dollar pro Stück": the figure says so
        after = self.cue_lower(q.end, q.end + 24)
        before = self.cue_lower(max(0, q.start - 40), q.start)
        if p.per_unit_after.match(after) or (
            p.any_each.search(before)
            and (each := p.per_unit_before.search(before)) is not None
            and not self._trails_figure(q, len(before) - each.start())
        ):
            return "per_unit"
        recent = before[-30:]
        if (p.any_total.search(recent) and p.total_before.search(recent)) or p.total_after.match(
            after
        ):
            return "total"
        return None

    def _shares_scope(self, prev: Claim, claim: Claim) -> bool:
        """The figure right before was per unit and this one is joined to it by "und",
        "and" or "sowie" (a format name may stand between)."""
        if prev.scope != "per_unit" or prev.sentence != claim.sentence:
            return False
        return bool(_JOINED_RE.fullmatch(self.text, prev.end, claim.start))

    def _trails_figure(self, q: Quantity, back: int) -> bool:
        """Whether the word ``back`` characters before ``q`` follows the figure before
        ("a million GPUs at 1,200 W each would need 1.2 MW": 'each' is the 1,200 W's)."""
        prev = self._prev_quantity.get(id(q))
        return prev is not None and not self.text[prev.end : q.start - back].strip()

    def connective_of(self, q: Quantity, prev_end: int) -> str | None:
        window = self.lower(max(prev_end, q.start - 45), q.start)
        if not self.patterns.any_connective.search(window):
            return None  # most windows hold none of the words
        # the longest word found (the first in the list among equally long ones); a word
        # not in the window as a substring cannot match its pattern either
        return next(
            (w for w, p in self.patterns.connectives if w in window and p.search(window)), None
        )

    def _before_hedge(self, q: Quantity, reach: int) -> str:
        """The lowercase ``reach`` characters before the figure, cut at its hedge: in "mehr
        als 40 Prozent" or "weniger als 10 GB", "mehr"/"weniger" bound the figure, they
        state no change or difference."""
        end = q.hedge.start if q.hedge is not None and q.hedge.start < q.start else q.start
        return self.lower(max(0, end - reach), end)

    def difference_of(self, q: Quantity) -> str | None:
        p = self.patterns
        after = self.lower(q.end, q.end + 14)
        before = self._before_hedge(q, 30)
        if p.more_after.match(after) or p.more_before.search(before[-25:]):
            return "more"
        if p.less_after.match(after) or p.less_before.search(before[-25:]):
            return "less"
        by = p.by_before.search(before)
        if by is not None:
            # "trails Aurora, at 1.012 exaflops, by only 12 petaflops": the verb of the clause
            lead = self._before_hedge(q, 90)[: -(len(before) - by.start()) or None]
            lead = re.split(r"[.!?;:]\s", lead)[-1]
            # the verb nearest the "by" ("trails Aurora, which leads it by"): the last
            last = {
                way: max((m.end() for m in pattern.finditer(lead)), default=-1)
                for way, pattern in (("less", p.by_less), ("more", p.by_more))
            }
            if max(last.values()) >= 0:
                return max(last, key=lambda way: last[way])
        return None

    def direction_of(self, q: Quantity) -> str | None:
        p = self.patterns
        after = self.lower(q.end, q.end + 30)
        if q.kind == "percent" and _SHARE_OF_RE.match(after):
            return None  # "40 Prozent der Rechenleistung": a share of something, not a change
        if q.kind == "fraction":
            # "um gut ein Drittel vorn", "a third faster"; before it ("less than half")
            # the words bound the fraction, they state no change
            if p.decrease_after.match(after):
                return "decrease"
            if p.increase_after.match(after):
                return "increase"
            # "die Leistungsaufnahme dagegen um ein Drittel", "grew by a third": a change
            # by the fraction, its way given elsewhere
            return "gap" if p.by_before.search(self._before_hedge(q, 40)) else None
        before = self._before_hedge(q, 40)
        if p.decrease_before.search(before[-30:]) or p.decrease_after.match(after):
            return "decrease"
        if p.increase_before.search(before[-30:]) or p.increase_after.match(after):
            return "increase"
        # "steigt von 5,3 TB/s auf 6 TB/s, also um 13 Prozent": the verb before the span
        wide = self._before_hedge(q, 120)
        span = p.change_span.search(wide)
        if span is not None:
            verb = wide[max(0, span.start() - 40) : span.start()]
            if p.decrease_before.search(verb):
                return "decrease"
            if p.increase_before.search(verb):
                return "increase"
        if q.kind == "percent" and p.gap_before.search(before):
            return "gap"  # "beträgt der Abstand nur noch gut 35 %": either way round
        return None

    # -- main ---------------------------------------------------------------------------
    def _unit_from_header(self, q: Quantity, cell: TableCell) -> None:
        """A bare number in a table takes the unit its row, column or caption names in
        brackets ("TDP (W)", "Speicher [GB]", "Kosten (US-$)") or as the header's last word
        ("FP8 dense TFLOPS", "GPU-Stunden", "Parameter")."""
        for header in (cell.row_header, cell.column_header):
            for m in _HEADER_UNIT_RE.finditer(header):
                if self._take_header_unit(q, m.group(1).strip()):
                    return
        for header in (cell.row_header, cell.column_header):
            words = header.split()
            if words and self._take_header_unit(q, words[-1].strip(":")):
                return
        for header, other in ((cell.column_header, cell.row_header), (cell.row_header, "")):
            if header.strip(" *:").lower() in self.data.COUNT_HEADERS:
                # "Item | Count" with "Backend NICs | 24,576": a count of what the row names
                q.kind, q.unit, q.inherited_unit, q.scale_only = "count", "count", True, False
                q.noun = self._noun_in(other) or "items"
                return
        units = list(_HEADER_UNIT_RE.finditer(cell.caption))
        if len(units) > 1:
            # "rates (PFLOPS) and HBM capacity (TB)": the unit whose words the cell's
            # headers share ("HBM total"); none when no header says which
            named = set(_WORD_RE.findall(f"{cell.row_header} {cell.column_header}".lower()))
            scored = []
            start = 0
            for m in units:
                before = set(_WORD_RE.findall(cell.caption[start : m.start()].lower()))
                scored.append((len(named & before), m))
                start = m.end()
            best = max(n for n, _ in scored)
            units = [m for n, m in scored if n == best] if best else []
        for m in units[:1]:
            self._take_header_unit(q, m.group(1).strip())

    def _noun_in(self, header: str) -> str | None:
        """The counted noun a row header names ("H100 HGX servers" -> node_count)."""
        nouns = self.data.COUNT_NOUNS
        for word in reversed(re.findall(r"[\w/-]+", header.lower())):
            if word in nouns:
                return nouns[word]
            if "-" in word and word.rsplit("-", 1)[1] in nouns:
                return nouns[word.rsplit("-", 1)[1]]
        return None

    def _take_header_unit(self, q: Quantity, surface: str) -> bool:
        """Give ``q`` the unit or counted noun ``surface`` names, if it names one."""
        if surface.startswith("US-") or surface.startswith("US "):
            surface = "US$" if surface[3:] == "$" else surface  # "US-$"
        low = surface.lower()
        canon = (
            common.UNIT_SYMBOLS.get(surface)
            or self.data.UNIT_WORDS.get(low)
            or common.CURRENCY_CODES.get(surface.upper())
            or self.data.CURRENCY_WORDS.get(low)
            or common.CURRENCY_PREFIXES.get(surface)
        )
        if canon:
            currencies = tuple(canon.split("|"))
            q.unit, q.inherited_unit, q.scale_only = currencies[0], True, False
            q.kind = "percent" if canon == "percent" else "measure"
            if currencies[0] in common.CURRENCY_CODES.values():
                q.currency_options = currencies
            return True
        noun = self.data.COUNT_NOUNS.get(low)
        if noun is None and "-" in low:
            noun = self.data.COUNT_NOUNS.get(low.rsplit("-", 1)[1])  # "Trainings-Token"
        if noun is None:
            return False
        q.inherited_unit, q.scale_only, q.noun = True, False, noun
        q.kind, q.unit = ("measure", "hour") if noun == "gpu_hours" else ("count", "count")
        return True

    def _elided_unit(self, q: Quantity, prev: Claim) -> None:
        """ "rund 72 Milliarden Rechenoperationen pro Sekunde und Watt. Der bisherige
        Spitzenreiter kam auf etwa 65 Milliarden": a number with the same scale word as
        the figure just before, in the same paragraph, and no unit of its own, leaves
        that figure's unit out."""
        p = prev.quantity
        # a count per area ("66 Millionen Transistoren pro mm²"); not a count of things,
        # which the next figure may count otherwise ("46.7 billion parameters in total
        # but uses 12.9 billion per token")
        counted = p.kind == "count" and prev.attribute == "transistor_density"
        if (
            p.inherited_unit
            or (p.kind not in ("measure", "rate") and not counted)
            or "\n\n" in self.text[p.end : q.start]
        ):
            return
        words, prev_words = q.text.split(), p.text.split()
        if len(words) != 2 or len(prev_words) < 3 or words[1].lower() != prev_words[1].lower():
            return
        q.kind, q.unit, q.per = p.kind, p.unit, p.per
        q.inherited_unit, q.scale_only = True, False
        if counted:
            # "knapp 66 Millionen Transistoren pro mm², beim H100 rund 98 Millionen"
            q.noun = p.noun
            q.per_area = True

    @staticmethod
    def _counted_before(claims: list[Claim]) -> str | None:
        """The noun of the latest count of devices or groups ("500,000 chips ... 64 of
        them"), if one of the last few claims is one."""
        for c in reversed(claims[-6:]):
            if c.quantity.kind == "count" and c.quantity.noun in COUNTED_THINGS:
                return c.quantity.noun
        return None

    def _named_before(self, q: Quantity, claims: list[Claim]) -> Claim | None:
        """ "the 288 GB figure", "those 18 petaflops": a definite article before a figure
        the text already stated points back to it (its subject and qualifiers)."""
        if not _DEFINITE_BEFORE_RE.search(self.lower(max(0, q.start - 7), q.start)):
            return None
        for c in reversed(claims):
            if c.quantity.text == q.text and c.subject is not None:
                # not when another product was named since ("... die MI355X ... in der
                # 3-Nanometer-Klasse" after Blackwell's "3-Nanometer")
                lo, hi = bisect_left(self._starts, c.end), bisect_left(self._starts, q.start)
                others = {self.mentions[i].entry_id for i in self._by_start[lo:hi]}
                return c if others <= {c.subject.entry_id} else None
        return None

    def _model_size_suffix(self, q: Quantity) -> bool:
        """ "Llama 3.1 70B", "Llama 2 7B": a size glued to a model name the reference lists
        without it is the rest of the name."""
        if not _MODEL_SIZE_RE.fullmatch(q.text):
            return False
        i = bisect_right(self._ends, q.start) - 1
        if i < 0:
            return False
        m = self.mentions[self._by_end[i]]
        return q.start - m.end <= 1 and not self.text[m.end : q.start].strip()

    def _inside_name(self, q: Quantity) -> bool:
        """The quantity lies within an entity mention (but is not the mention's count).

        Only mentions starting at or before ``q.start`` can hold it; walking them back
        from the nearest stops once no earlier mention reaches ``q.end`` (running
        maximum of the ends), so each quantity visits one or two mentions, not all. A
        quantity that starts inside a mention and runs on ("CloudMatrix 384 links") is
        the name's number read with the next word.
        """
        i = bisect_right(self._starts, q.start) - 1
        while i >= 0 and self._reach[i] > q.start:
            m = self.mentions[self._by_start[i]]
            if (m.start, m.end) == (q.start, q.end):
                pass  # the mention's count
            elif q.end <= m.end or m.start < q.start < m.end:
                return True  # "CloudMatrix 384 links": the number is the name's
            i -= 1
        return False

    # -- candidates -------------------------------------------------------------------
    def candidates(
        self, q: Quantity, si: int, chosen: Mention | None, rule: str, cell: TableCell | None
    ) -> tuple[Candidate, ...]:
        """Every plausible subject of a figure, scored by the evidence for it.

        The cascade's pick (``subject_of``) scores by the rule that found it; the other
        products of the sentence are readings too (lower when they sit in another clause
        or are the comparison partner), as are the products the sentence before names
        when the pick came from there. The solver reads all readings within a point of
        the best: a figure is wrong only if it is wrong under each of them.
        """
        found: dict[str | None, Candidate] = {}

        def add(m: Mention | None, score: float, evidence: str) -> None:
            key = m.entry_id if m is not None else None
            old = found.get(key)
            if old is None or score > old.score:
                found[key] = Candidate(key, score, evidence, m)

        if chosen is not None:
            score = _LINK_SCORES.get(rule, 3.5)
            if rule == "previous" and (
                self._pronoun_before(q, si) or self._pronoun_after_fronted(q, si)
            ):
                score, rule = _LINK_SCORES["pronoun"], "pronoun"
            if rule == "topic" and self._only_topic_near(chosen, si):
                score = _SOLE_TOPIC  # the article's product, and no other named near
            if rule == "previous" and self._sole_previous(chosen, si):
                score = _SOLE_PREVIOUS  # "Ich werfe die H100 PCIe in den Ring. 80 GB ..."
            add(chosen, score, rule)
            if self._after_model:
                add(None, score, "unknown")  # "A 70B model ... In FP8 it is 70 GB"
        elif rule == "unknown":
            add(None, _LINK_SCORES["unknown"], "unknown")
        if cell is not None:
            return tuple(sorted(found.values(), key=lambda c: -c.score))
        facts = self._facts.get(si) or self.facts(si)
        cs, ce = self._clause_bounds(q, si)
        for m in facts.mentions:
            in_clause = cs <= m.start and m.end <= ce
            lo, hi = sorted((m.end, q.start)) if m.end <= q.start else (q.end, m.start)
            if any(ch in self.text[lo:hi] for ch in ",;()"):
                in_clause = False  # "Gegenüber der H200 fehlen 31 GB, denn ... 141 GB"
            if m.role == "comparator":
                add(m, _PARTNER_IN_CLAUSE if in_clause else _PARTNER_ELSEWHERE, "partner")
            else:
                add(m, _OTHER_IN_CLAUSE if in_clause else _OTHER_IN_SENTENCE, "sentence")
            if m.end <= q.start and self._joined_to_name(m, q):
                add(m, _LINK_SCORES["bound"], "bound")
        if rule in ("previous", "topic", "heading") and si > 0:
            for m in (self._facts.get(si - 1) or self.facts(si - 1)).subjects:
                add(m, _PREVIOUS_OTHERS, "previous")
        return tuple(sorted(found.values(), key=lambda c: -c.score))

    def _relative_to_name(self, q: Quantity, mentions: list[Mention]) -> Mention | None:
        """ "Mixtral 8x22B, das es auf 176 Milliarden Parameter bringt": the figure in a
        relative clause opened right after a name is that name's."""
        before = [m for m in mentions if m.end <= q.start]
        if not before:
            return None
        m = before[-1]
        gap = self.text[m.end : q.start]
        parts = gap.split(",")
        if len(parts) == 3 and len(parts[1].split()) <= 6 and not any(ch.isdigit() for ch in gap):
            # "El Capitan, the world's fastest supercomputer, which reached 1.8 exaflops":
            # an apposition between the name and its relative clause
            gap = "," + parts[2]
        if not gap.startswith(",") or any(ch in gap[1:] for ch in ",;:()"):
            return None
        words = gap[1:].split()
        return m if words and words[0].lower() in self.data.RELATIVE_PRONOUNS else None

    def _relative_to_unknown(self, q: Quantity, start: int, mentions: list[Mention]) -> bool:
        """ "... as fast as Sierra, which delivered 94.6 petaflops": a relative clause
        opened right after a name the reference does not know is that name's."""
        comma = self.text.rfind(",", start, q.start)
        if comma < 0 or any(ch in self.text[comma + 1 : q.start] for ch in ",;:()"):
            return False
        words = self.text[comma + 1 : q.start].split()
        if not words or words[0].lower() not in self.data.RELATIVE_PRONOUNS:
            return False
        if any(m.end == comma or self.text[m.end : comma].isspace() for m in mentions):
            return False  # a known name: _relative_to_name's case
        before = self.text[start:comma].split()
        if len(before) < 2:
            return False
        name = before[-1].strip("\"'“”’")
        if before[-2].lower() not in self._comparison_words:
            return False  # "208 Milliarden Transistoren, die ...": a noun, not a rival's name
        return name[:1].isupper() and name[1:].isalpha() and name.lower() not in self._known_words

    @cached_property
    def _comparison_words(self) -> frozenset[str]:
        """Single words after which a name is the one compared with ("as", "than", "als")."""
        return frozenset(w for w in (*self.data.COMPARATORS, "as") if " " not in w)

    @cached_property
    def _known_words(self) -> frozenset[str]:
        return frozenset(w for m in self.mentions for w in m.text.lower().split())

    def _partner_before(self, q: Quantity, si: int, subject: Mention | None) -> Mention | None:
        """ "The B200 is specified at 1,000 W, 43% more than the H100's 700 W. Because
        throughput rises 2.3x, ...": a ratio naming no product at all compares what the
        sentence before compared."""
        if q.kind not in ("multiplier", "percent") or si == 0 or self.by_sentence.get(si):
            return None
        if "\n\n" in self.text[self._sentence(si - 1).end : self._sentence(si).start]:
            return None
        before = [
            m
            for m in self.by_sentence.get(si - 1, [])
            if m.role in ("comparator", "bound")
            and (subject is None or m.entry_id != subject.entry_id)
        ]
        return before[-1] if len({m.entry_id for m in before}) == 1 else None

    def _sole_previous(self, chosen: Mention, si: int) -> bool:
        """The sentence right before, in the same paragraph, names this one product and
        nothing else, and the figure's own sentence names none."""
        if si == 0 or self.by_sentence.get(si) or self._sentence(si - 1).heading:
            return False
        if "\n\n" in self.text[self._sentence(si - 1).end : self._sentence(si).start]:
            return False
        named = {m.entry_id for m in self.by_sentence.get(si - 1, [])}
        if chosen.label != "ACCELERATOR":
            return False  # a system's sentence is often about its parts next
        if named != {chosen.entry_id} or self._unknown_product_in(si):
            return False
        s = self._sentence(si)
        low = self.lower(s.start, s.end)
        words = set(re.findall(r"\w+", low))
        if words & set(self.data.GROUP_AFTER_NOUN) or any(
            w in low for w in self.data.FACILITY_POWER
        ):
            return False  # "Der Cluster käme auf ...", "The hall draws 5 MW"
        # "A server with eight MI300X ...": the sentence before counts it, so what follows
        # is about the many, not the one
        prev = self._sentence(si - 1)
        starts = self._quantity_starts
        lo, hi = bisect_left(starts, prev.start), bisect_left(starts, prev.end)
        return not any(q.kind in ("count", "bare") for q in self.ctx.quantities[lo:hi])

    def _only_topic_near(self, topic: Mention, si: int) -> bool:
        """No product but the topic is named in the figure's sentence or the few before
        it (a family, or a partner it is compared with, competes with nothing)."""
        for s in range(si, max(-1, si - 1 - _TOPIC_QUIET), -1):
            mentions = self.by_sentence.get(s, [])
            for m in mentions:
                if m.entry_id != topic.entry_id and m.label != "FAMILY" and m.role != "comparator":
                    return False
            if self._sentence(s).heading and any(m.entry_id == topic.entry_id for m in mentions):
                return True  # the section's heading names it: nothing before counts
        return True

    def _pronoun_before(self, q: Quantity, si: int) -> bool:
        """A pronoun in the figure's clause refers back: "Konkret erreicht er 20 PFLOPS"."""
        cs, _ = self._clause_bounds(q, si)
        head = self.lower(cs, q.start)
        head = head[max(head.rfind(","), head.rfind(";")) + 1 :]  # its own comma clause
        words = set(re.findall(r"[\w-]+", head))
        return any(p in words for p in self.data.PRONOUNS if " " not in p) or any(
            p in head for p in self.data.PRONOUNS if " " in p
        )

    def _pronoun_after_fronted(self, q: Quantity, si: int) -> bool:
        """ "With 153 billion transistors per APU, it is ...": a fronted phrase holding
        the figure, then a pronoun as the sentence's subject."""
        s = self._sentence(si)
        if "," in self.text[s.start : q.start]:
            return False
        comma = self.text.find(",", q.end, s.end)
        if comma < 0:
            return False
        after = self.lower(comma + 1, min(s.end, comma + 24)).split()
        return bool(after) and after[0] in self.data.PRONOUNS

    def _joined_to_name(self, m: Mention, q: Quantity) -> bool:
        """ "Gaudi 2 mit 432 Teraflops", "the B200 at 1,000 W": the figure right after
        a name and a joining word belongs to that name."""
        gap = self.lower(m.end, q.start)
        if gap.rstrip().endswith("(") and len(gap) <= 48 and not re.search(r"[\d,;()]", gap[:-2]):
            return True  # "Aurora at Argonne National Laboratory (1.012 exaFLOPS)"
        if len(gap) > 14 or not gap.strip():
            return False
        words = gap.replace(":", " : ").split()
        return bool(words) and " ".join(words) in self.data.NAME_THEN_FIGURE

    def link(self) -> list[Claim]:
        claims: list[Claim] = []
        prev_end = 0
        qs = self.ctx.quantities
        sentence_of = [self.ctx.sentence_of(q.start) for q in qs]
        per_sentence: dict[int, list[Quantity]] = {}
        for q, si in zip(qs, sentence_of, strict=True):
            per_sentence.setdefault(si, []).append(q)
        self._next_quantity = {id(a): b for a, b in zip(qs, qs[1:], strict=False)}
        self._prev_quantity = {id(b): a for a, b in zip(qs, qs[1:], strict=False)}
        cells: list[TableCell | None] = []  # each claim's cell, for after ``precisions``
        for q, si in zip(qs, sentence_of, strict=True):
            if self._inside_name(q) or self._model_size_suffix(q):
                continue  # "Llama 3.1 405B": part of a name, not a figure
            cell = self._cell_of(q)
            subject = None
            self._rule = "sentence"
            self._after_model = False
            if cell is not None:
                subject = self._resolve_header(cell.column_header) or self._resolve_header(
                    cell.row_header
                )
                self._rule = "table"
                if subject is None:
                    subject = self._column_product(cell)
                    self._rule = "column"
                if {cell.column_header, cell.row_header} & self._variant_headers:
                    subject = None
            if (
                subject is None
                and cell is not None
                and (
                    self._names_products(cell)
                    or {cell.column_header, cell.row_header} & self._variant_headers
                )
            ):
                self._rule = "unknown"  # a comparison table row of a product the reference lacks
            elif subject is None:
                subject = self.subject_of(q, si)
                if subject is not None and subject.role == "subject" and si not in self._carried:
                    self._carried[si] = subject
            if cell is not None and (q.kind == "bare" or q.scale_only):
                self._unit_from_header(q, cell)  # "FP8 dicht (TFLOPS)" | "4.500"
                self._rates.pop(si, None)  # a unit it takes may make it a rate
            if cell is not None and q.currency_options and q.kind == "measure" and not q.per:
                _rate_from_header(q, cell, self.data)  # "Price per GPU-hour" | "$2.99"
                self._rates.pop(si, None)
            elif cell is None and q.scale_only and not q.noun and claims:
                self._elided_unit(q, claims[-1])
            if q.kind == "bare":
                # a bare number is a claim only when it counts a named thing, or the
                # things named before ("64 of them form an UltraServer")
                of_them = self.patterns.of_them.match(self.text, q.end) is not None
                if (
                    subject is None
                    or not (
                        q.start <= subject.start <= q.end + 2
                        and not self.text[q.end : subject.start].strip()
                    )
                ) and not (q.inherited_unit or of_them):
                    continue
                if of_them and not q.inherited_unit:
                    q.kind, q.unit = "count", "count"
                    q.noun = self._counted_before(claims) or "gpu_count"
                elif not q.inherited_unit:
                    q.kind, q.unit, q.noun = "count", "count", "gpu_count"
            earlier = self._named_before(q, claims)
            if earlier is not None:
                subject = earlier.subject  # "If the 288 GB figure holds": the one stated before
                self._rule = "names"
            elif q.kind == "multiplier" and (glued := self._glued_device(q)) is not None:
                subject = replace(glued, role="subject")  # "8x H100 SXM": eight of them
                self._rule = "names"
            claim = Claim(id=f"C{len(claims) + 1}", quantity=q, sentence=si)
            claim.nearby = (self._facts.get(si) or self.facts(si)).nearby
            claim.subject = subject
            claim.subjects = self.candidates(q, si, subject, self._rule, cell)
            claim.attribute = self.attribute_of(q, si, claims)
            claim.comparator = self.comparator_of(q, si, subject)
            claim.sparsity = self.sparsity_of(q, si, per_sentence.get(si, []))
            claim.sparsity_explicit = claim.sparsity is not None
            if earlier is not None and claim.sparsity is None and earlier.sparsity_explicit:
                claim.sparsity, claim.sparsity_explicit = earlier.sparsity, True
            claim.scope = self.scope_of(q)
            if claim.scope is None and claims and self._shares_scope(claims[-1], claim):
                claim.scope = "per_unit"  # "jeder davon schafft 918 TFLOPS BF16 und 1.836 TOPS"
            claim.connective = self.connective_of(q, prev_end)
            claim.difference = self.difference_of(q) if q.kind in ("count", "measure") else None
            if q.kind in ("multiplier", "percent", "fraction"):
                claim.direction = self.direction_of(q)
            if cell is not None:
                self._apply_cell(claim, cell)
            claims.append(claim)
            cells.append(cell)
            prev_end = q.end
        self.precisions(claims)
        self._restated_qualifiers(claims)
        for claim, cell in zip(claims, cells, strict=True):
            if cell is not None:
                self._apply_cell(claim, cell)
        return claims

    @staticmethod
    def _restated_qualifiers(claims: list[Claim]) -> None:
        """A figure restated later ("the B300's 15 petaflops") keeps the precision and
        sparsity the text gave it the first time, when its own clause names none."""
        first: dict[tuple[str, str], Claim] = {}
        for c in claims:
            if c.subject is None:
                continue
            key = (c.quantity.text, c.subject.entry_id)
            seen = first.get(key)
            if seen is None:
                first[key] = c
                continue
            if c.precision and seen.precision and not set(c.precision) & set(seen.precision):
                continue  # "720 PFLOPS of FP8" after "dense FP4 | 720 PFLOPS": another figure
            if not c.precision and seen.precision:
                c.precision = seen.precision
            if not c.sparsity_explicit and seen.sparsity_explicit:
                c.sparsity, c.sparsity_explicit = seen.sparsity, True

    def _apply_cell(self, claim: Claim, cell: TableCell) -> None:
        claim.in_table = True
        claim.row = f"{cell.caption}\x1f{cell.row_header}"
        claim.column = f"{cell.caption}\x1f{cell.column_header}"
        header = f"{cell.row_header} {cell.column_header} {cell.caption}"
        # "Rpeak (PFlop/s)" | "2.821,10": which benchmark figure the column holds
        benchmark = _BENCHMARK_HEADER_RE.search(f"{cell.row_header} {cell.column_header}")
        claim.variant = benchmark.group(0).lower() if benchmark else None
        names = []
        for m in _PRECISION_RE.finditer(header):
            names.extend(common.PRECISIONS[_precision_key(m.group(1))])
        if names:
            claim.precision = tuple(dict.fromkeys(names))
        low = header.lower()
        dense = self.patterns.dense_any.search(low)
        sparse = any(p in low for p in self.data.SPARSE)
        if dense and sparse and "/" in low:
            # "FP8 dense / sparse | 4.5 / 9 PF": the figures follow the header's order
            in_cell = self.text[cell.start : claim.quantity.start]
            second = "/" in in_cell
            dense_first = dense.start() < min(low.find(p) for p in self.data.SPARSE if p in low)
            claim.sparsity = "sparse" if second == dense_first else "dense"
            claim.sparsity_explicit = True
        elif dense:
            claim.sparsity, claim.sparsity_explicit = "dense", True
        elif sparse:
            claim.sparsity, claim.sparsity_explicit = "sparse", True
        claim.connective = None
