"""Cue words around each figure, turned into language-neutral annotations.

The judgement (pipeline/) knows no German or English. Everything it needs to know
about the words around a figure is set here, from the word tables of claims/lang:

- ``Claim.tags``: what the figure is (see ``TAGS``);
- ``Claim.joined_by``/``joined_to``: how the text joins it to the figure before it
  in its sentence (see ``JOINS``);
- ``Claim.expression``: arithmetic the text writes out with the figure as its result;
- ``Claim.measure``, ``Claim.topic``, ``Claim.per_time``, ``Claim.paragraph``.

Cost is linear in the figures: each reads a bounded window of its own sentence.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache
from types import ModuleType

from claims.lang import common
from claims.models import COUNTED_THINGS, Claim, Expression, Operand
from claims.numbers import NUMERAL_RE, NumberFormatError, parse_numeral
from claims.wordlists import WordPattern

#: What each tag says about a figure. Tags from the word tables (``TAG_WORDS`` of a
#: language module) carry the same names in every language.
TAGS: dict[str, str] = {
    "derived": "a derivation word stands before it: the text says it follows from figures before",
    "total": "the text calls it a total over several units",
    "per_unit": "the text says it is per unit (per GPU, each, jeweils)",
    "per_group": "a count per group ('8 GPUs per node', '720 Knoten à 8 GPUs')",
    "operand": "an operand of arithmetic the text writes out",
    "heading": "it stands in a heading line",
    "part": "a part of the figure before ('davon', 'of that')",
    "alone": "the accelerators' own share ('the GPUs alone')",
    "facility": "a site's or facility's figure (grid, cooling, PUE), not the chips'",
    "other_parts": "the figure names other parts of a server (CPUs, network, fans)",
    "stage": "a first stage of a build-out",
    "rounded": "the text says it rounds",
    "need": "what a model needs or leaves free, not a device's capacity",
    "system_memory": "host memory, not accelerator memory",
    "active": "the active parameters of a mixture of experts",
    "model_size": "a model's size names it ('a 40 GB model'; read as 'need')",
    "active_before": "its clause says before it what is active (read as 'active')",
    "active_per_token": "'per token' right after it: what a mixture of experts computes with "
    "(read as 'active')",
    "bidirectional": "the text says the bandwidth counts both directions (or one)",
    "per_subpart": "per memory stack or die, not per device",
    "divisor": "what the text divides by",
    "remainder": "what is left of a figure",
    "sparsity_talk": "its sentence speaks of sparsity",
    "per_watt": "a figure per watt",
    "per_throughput": "a figure per unit of throughput",
    "price_performance": "a figure per dollar or euro",
    "bound_fit": "its sentence says something fits or is loaded onto a device",
    "no_fit": "its clause says something does not fit (cancels bound_fit)",
    "capacity": "what something is put into or onto ('in die 48 GB', 'on 8 x 80 GB')",
    "of_total": "a share said to be of the total ('a quarter of the total')",
    "possessed": "a possessive stands right before it: the owner's own figure ('its 256 GB')",
    "relative": "its clause is a relative clause ('..., die zusammen 768 GB mitbringen')",
    "benchmark": "a benchmark result (HPL, Rmax, Rpeak, MLPerf)",
    "per_part": "its clause speaks of each GPU or chip of a system",
    "group": "its clause names a group of devices (a server, rack, node, pod, cluster)",
    "plan": "its sentence speaks of a plan, target or forecast",
    "share_of": "a percentage an 'of' word follows ('60 % der Spitzenleistung'): a share",
    "converted": "its sentence speaks of converting currencies",
    "opens_total": "its sentence opens with a total word ('Together', 'Insgesamt')",
    "total_row": "a table cell in a row headed as a total",
    "change_from": "where a change starts ('from X to Y')",
    "spread": "spread over the devices counted after it ('112 GB, verteilt auf acht GPUs')",
    "multiple_base": "what a multiple is taken of ('twice the 80 GB')",
    "change_base": "what a change is a change from ('up 66% from $30.8 billion')",
    "input": "a premise of its sentence, not its result ('over the 30 days', 'für 256 Chips')",
    "after_loose_number": "a number the text gives no unit or noun stands between it and the figure before",
}
#: How the text joins a figure to the one before it in its sentence.
JOINS: dict[str, str] = {
    "eq": "an equals sign",
    "derive": "a derivation or restatement word (so, that is, also, or)",
    "paren": "the figure stands in brackets right after the other",
    "mul": "a multiplication sign or word",
    "div": "a division sign or word",
    "add": "a plus sign or word",
    "sub": "a minus sign or word",
    "each": "'at ... each', 'à', 'je': a count and its per-unit figure",
    "list": "a list ('and', 'sowie')",
    "contrast": "a comparison ('instead of', 'gegenüber', 'than')",
    "to": "a change ('from X to Y', 'von X auf Y')",
    "of": "the figure a ratio before it is taken of ('46 Prozent der 3.958 Teraflops')",
}
_EQ_SIGNS = ("=", "≈", "≙")
_MUL_SIGNS = ("×", "*", "·", "⋅")
_DIV_SIGNS = ("÷",)
#: Counted nouns of parts of a device: a figure "je" one of them is per part.
_PART_NOUNS = frozenset({"memory_stacks", "dies", "ports", "modules", "links"})
#: A gap longer than this joins nothing (the figures are in different phrases).
_GAP_REACH = 48
_NEAR = 24
_CLAUSE_CUTS = (",", ";", " – ", " — ", ": ", "(", ")")
#: A bracket around one word ("(Rpeak)", "(HPL)") that ends where the search ends.
_ONE_WORD_ASIDE = re.compile(r"\([^\s()]{1,12}\)$")


def _word_pattern(words: tuple[str, ...]) -> WordPattern | None:
    """Whole-word, case-insensitive matching of ``words`` (longest first)."""
    return WordPattern(words) if words else None


#: One window's tags: (window, every word of its tags as one pattern, (tag, pattern) each).
_WindowTags = tuple[str, WordPattern, tuple[tuple[str, WordPattern], ...]]


def _by_window(
    tags: tuple[tuple[str, str, WordPattern], ...], table: dict
) -> tuple[_WindowTags, ...]:
    """The tags grouped by the window they read. The pattern of all their words finds
    a match exactly where one of theirs would, so a window it finds nothing in needs
    no tag's own search."""
    windows: dict[str, list[tuple[str, WordPattern]]] = {}
    for tag, window, pat in tags:
        windows.setdefault(window, []).append((tag, pat))
    return tuple(
        (window, WordPattern([w for tag, _ in group for w in table[tag][1]]), tuple(group))
        for window, group in windows.items()
    )


@dataclass(frozen=True)
class _Patterns:
    tags: tuple[tuple[str, str, WordPattern], ...]
    tag_windows: tuple[_WindowTags, ...]
    measures: tuple[tuple[str, WordPattern], ...]
    topics: tuple[tuple[str, WordPattern], ...]
    per_time: tuple[tuple[str, WordPattern], ...]
    operators: dict[str, WordPattern]
    derive: WordPattern | None
    restate: WordPattern | None
    per_unit_end: tuple[str, ...]
    total: WordPattern | None
    total_prefix: re.Pattern[str] | None
    hedge: WordPattern | None
    qualifiers: WordPattern | None
    input_before: WordPattern | None
    dense: WordPattern | None
    sparse: WordPattern | None
    group_before: WordPattern | None
    group_after: WordPattern | None
    #: every group noun the language maps to a kind of group ("Schrank" -> rack)
    group_kinds: WordPattern | None
    working: WordPattern | None
    subparts: WordPattern | None
    per_group_measure: re.Pattern[str] | None
    each_group_in: re.Pattern[str] | None
    #: a clause that opens on one group: "Jeder Knoten bringt vier H100-GPUs mit"
    each_group: re.Pattern[str] | None
    #: terms of one device that hold a group or total word ("total board power")
    device_terms: WordPattern | None


@cache
def _patterns(data: ModuleType) -> _Patterns:
    table = {**data.TAG_WORDS, "group": ("clause", tuple(data.GROUPS) + ("achter-server",))}
    tags = tuple(
        (tag, window, pat)
        for tag, (window, words) in table.items()
        if (pat := _word_pattern(words)) is not None
    )
    return _Patterns(
        tags=tags,
        tag_windows=_by_window(tags, table),
        measures=tuple((k, p) for k, w in data.MEASURE_WORDS.items() if (p := _word_pattern(w))),
        topics=tuple((k, p) for k, w in data.RATIO_TOPICS if (p := _word_pattern(w))),
        per_time=tuple((k, p) for k, w in data.PER_TIME_WORDS.items() if (p := _word_pattern(w))),
        operators={k: p for k, w in data.OPERATOR_WORDS.items() if (p := _word_pattern(w))},
        # "or"/"oder" join alternatives as often as they restate: they only count tight
        derive=_word_pattern(
            tuple(w for w in data.CONNECTIVES if w not in _EQ_SIGNS and w not in ("or", "oder"))
        ),
        restate=_word_pattern(data.RESTATE_WORDS),
        per_unit_end=tuple(data.PER_UNIT),
        total=_word_pattern(data.TOTAL),
        total_prefix=(
            re.compile(
                r"(?<![\w])(?:" + "|".join(map(re.escape, data.TOTAL_PREFIXES)) + r")\w", re.I
            )
            if data.TOTAL_PREFIXES
            else None
        ),
        hedge=_word_pattern(tuple(data.HEDGES)),
        qualifiers=_word_pattern(
            tuple(k.lower() for k in common.PRECISIONS)
            + tuple(data.DENSE)
            + tuple(data.SPARSE)
            + tuple(data.OF_WORDS)
            + ("sparse", "dense", "in", "bei", "at")
        ),
        input_before=_word_pattern(
            tuple(w for w in data.INPUT_BEFORE if w not in data.TO_WORDS)
            + tuple(data.INPUT_BEFORE_MORE)
        ),
        dense=_word_pattern(tuple(data.DENSE)),
        sparse=_word_pattern(tuple(data.SPARSE) + ("sparsity", "sparsität", "sparse")),
        group_before=_word_pattern(data.GROUP_BEFORE),
        device_terms=_word_pattern(data.DEVICE_TERMS),
        group_after=_word_pattern(data.GROUP_AFTER),
        group_kinds=_word_pattern(tuple(data.GROUP_KINDS)),
        working=_word_pattern(tuple(data.WORKING_OPENERS)),
        subparts=_word_pattern(tuple(data.SUBPART_NOUNS)),
        each_group=re.compile(
            rf"^\W*(?:{'|'.join(map(re.escape, data.EVERY))})\s+(?:\S+\s+)?"
            rf"(?:{'|'.join(map(re.escape, data.GROUPS))})\b",
            re.IGNORECASE,
        ),
        each_group_in=re.compile(
            rf"(?<![\w-])(?:{'|'.join(map(re.escape, data.EACH_ONE))})\s+(?:\S+\s+)?"
            rf"(?:{'|'.join(map(re.escape, data.GROUPS))})\b",
            re.IGNORECASE,
        ),
        # "41 kW per rack", "2 TB of HBM3E per node", "2.3 TB per HGX B300 system", "je
        # DGX-B200-System": a product's name may stand between the word and the group
        per_group_measure=re.compile(
            r"\s*(?:\([^)]*\)\s*)?(?:(?:of|an|in|at)\s+(?:[\w-]+\s+){1,3})?(?:"
            + "|".join(
                _per_named_group(w)
                for w in sorted(data.GROUP_AFTER, key=len, reverse=True)
                if " " in w
            )
            + r")(?![\w])",
            re.IGNORECASE,
        ),
    )


#: Characters before a per-group phrase in which a figure makes the phrase its own.
_OWN_GROUP_REACH = 12


def _per_named_group(phrase: str) -> str:
    """'per system' as a pattern that lets a name stand before the group noun."""
    head, noun = phrase.split(" ", 1)
    return rf"{re.escape(head)}\s+(?:[\w-]+\s+){{0,3}}(?:[\w-]*-)?{re.escape(noun)}"


#: A lone "x" between two figures: a multiplication sign.
_X_SIGN = re.compile(r"(?<![\w])[xX](?![\w])")
#: The most words a multiplication sign may have around it and still join two figures.
_MUL_GAP_WORDS = 4
#: Kinds of figure that relate two others.
_RATIO_KINDS = frozenset({"multiplier", "percent", "fraction"})
_NUMBER_IN_GAP = re.compile(r"(?<![\w])\d")
_NUMBER_TOKEN = re.compile(r"(?<![\w])\d[\w.,]*")
#: Punctuation that ends a figure's phrase.
_SEPARATOR = re.compile(r"[,;:()–—]")
#: A number standing on its own, not the digit of a name ("Fjordline-1", "H100").
_LOOSE_NUMBER = re.compile(r"(?<![\w-])\d")
#: Scopes a table header gives each of its cells ("Bandwidth per stack", "Preis je GPU").
_HEADER_SCOPES = frozenset({"per_subpart", "per_unit"})
#: The word right after a figure ("60 % der ...").
_WORD_AFTER = re.compile(r"\s+([^\W\d]+)")
#: An "of" word and the noun after it ("der IT-Last", "of the budget").
_OF_NOUN = re.compile(r"\s+([^\W\d]+(?:\s[^\W\d]+)?)\s+([^\W\d][\w-]*)")
#: Sentences back a named whole is looked for, and the shortest noun that names one.
_SHARE_REACH = 3
_SHARE_NOUN_MIN = 4
#: A small count and a times sign right before a figure: "5 × 16 GB", "8 x 80 GB".
_TIMES_COUNT = re.compile(r"(?<![\w.,])\d{1,2}\s?[×xX]\s?$")


def has_number(gap: str) -> bool:
    """A number of its own stands in the gap (digits inside a name, "HBM3e", do not count)."""
    return _NUMBER_IN_GAP.search(gap) is not None


#: A bracket right after a figure, or after one short word that ends its clause ("an").
_PAREN_AFTER = re.compile(r"(?:[^\W\d]{1,4}\s+)?\(")


def classify_gap(gap: str, data: ModuleType) -> str | None:
    """How the text between two figures joins them (a ``JOINS`` key), or None."""
    if len(gap) > _GAP_REACH or "\n" in gap:
        return None
    p = _patterns(data)
    stripped = gap.strip()
    if any(s in gap for s in _EQ_SIGNS):
        return "eq"
    if _PAREN_AFTER.match(stripped) and ")" not in stripped:
        return "paren"  # "(rund 2,90 US-Dollar)", "bietet ... ab 3,20 Euro an (rund 2,90 ...)"
    if p.derive is not None and p.derive.search(gap):
        return "derive"
    if p.restate is not None and (m := p.restate.search(gap)):
        rest = (gap[: m.start()] + gap[m.end() :]).strip(" ,;:–—-(\u00a0")
        if p.qualifiers is not None:
            rest = p.qualifiers.sub(" ", rest).strip(" ,;:–—-(\u00a0")
        if not rest or (p.hedge is not None and p.hedge.fullmatch(rest)):
            # "99 Exaflops – also 99 Trillionen", "720 petaflops of sparse FP8, i.e.
            # 0.72 zettaflops": nothing else between
            return "derive"
    if p.hedge is not None and stripped.startswith(",") and p.hedge.fullmatch(stripped[1:].strip()):
        return "derive"  # "24,576 x 700 W, about 17.2 kW": a hedged result
    if any(s in gap for s in _MUL_SIGNS) or _X_SIGN.search(gap):
        # the sign joins the two figures only with little else between them ("6 x N x D
        # with the active parameters: 6 x 37B": a formula, then its numbers)
        rest = _X_SIGN.sub(" ", gap)
        for s in _MUL_SIGNS:
            rest = rest.replace(s, " ")
        signs = len(_X_SIGN.findall(gap)) + sum(gap.count(s) for s in _MUL_SIGNS)
        # ("2 x layers x heads x 2 bytes": a factor between two signs is a word, not
        # a number, so the two are no product of each other)
        if ":" not in rest and len(rest.split()) <= _MUL_GAP_WORDS and signs == 1:
            return "mul"
    if any(s in gap for s in _DIV_SIGNS) or stripped == "/":
        return "div"
    if "+" in gap:
        return "add"
    if "−" in gap or re.fullmatch(r"\s+-\s+", gap):
        return "sub"
    if ";" not in gap:  # "around 30 MW; over a year that adds up to": a new clause
        for join in ("mul", "div", "add", "sub"):
            pat = p.operators.get(join)
            if pat is not None and pat.search(gap):
                return join
    words = stripped.split()
    for join in ("each", "contrast", "to", "list"):
        pat = p.operators.get(join)
        if pat is not None and pat.search(gap) and (join != "each" or len(words) <= 4):
            return join
    if stripped.endswith(",") and len(words) <= 5:
        return "list"  # "33,6 MW für die IT, 6,9 MW für die Kühlung"
    return None


def blank_device_terms(text: str, data: ModuleType) -> str:
    """``text`` with a device's own terms that hold a cue word ("total board power")
    blanked at the same length: no cue, and every offset kept."""
    terms = _patterns(data).device_terms
    return text if terms is None else terms.sub(lambda m: " " * len(m.group()), text)


def _ends_with_colon(text: str, end: int) -> bool:
    """``text[:end].rstrip().endswith(":")``, without copying the text before ``end``."""
    while end > 0 and text[end - 1].isspace():
        end -= 1
    return end > 0 and text[end - 1] == ":"


class CueReader:
    """Annotates the claims of one document with cues (see the module docstring)."""

    def __init__(self, text: str, data: ModuleType, sentences: list, headings: set[int]):
        self.data = data
        self.sentences = sentences
        self.headings = headings
        self.p = _patterns(data)
        self.text = blank_device_terms(text, data)
        # a blank line after an introducing colon ("... equals:\n\n- about €1.5 billion")
        # continues the paragraph
        self._sentence_starts = [s.start for s in sentences]
        self._paragraph_breaks = [
            m.start()
            for m in re.finditer(r"\n[ \t\r]*\n", text)
            if not _ends_with_colon(text, m.start())
        ]
        #: windows by (start, end, sentence, kind): every tag reads the same few
        self._windows: dict[tuple[int, int, int, str], str] = {}
        #: the tags each window's text gives, by (kind, text, the figure's text)
        self._window_tag_sets: dict[tuple[str, str, str], frozenset[str]] = {}

    # -- windows -----------------------------------------------------------------------
    def _sentence_bounds(self, c: Claim) -> tuple[int, int]:
        s = self.sentences[c.sentence] if 0 <= c.sentence < len(self.sentences) else None
        return (s.start, s.end) if s is not None else (max(0, c.start - 200), c.end + 200)

    def _clause_bounds(self, c: Claim) -> tuple[int, int]:
        s_start, s_end = self._sentence_bounds(c)
        lo, hi = s_start, s_end
        for cut in _CLAUSE_CUTS:
            at = self.text.rfind(cut, s_start, c.start)
            if at >= 0 and not (cut == ")" and _ONE_WORD_ASIDE.search(self.text, s_start, at + 1)):
                # ("Spitzenleistung (Rpeak) gibt ... 1,227 Exaflops an": a one-word
                # bracket closed before the figure is an aside within its clause)
                lo = max(lo, at + len(cut))
            at = self.text.find(cut, c.end, s_end)
            if at >= 0:
                hi = min(hi, at)
        return lo, hi

    def _window(self, c: Claim, kind: str) -> str:
        key = (c.start, c.end, c.sentence, kind)
        found = self._windows.get(key)
        if found is None:
            found = self._windows[key] = self._read_window(c, kind)
        return found

    def _read_window(self, c: Claim, kind: str) -> str:
        s_start, s_end = self._sentence_bounds(c)
        if kind == "sentence":
            return self.text[s_start:s_end]
        if kind == "adjacent_before":
            before = self.text[max(s_start, c.start - _NEAR) : c.start]
            if self.p.hedge is not None:
                before = self.p.hedge.sub("", before)
            return before.rstrip()[-14:] + "\x00"
        if kind == "adjacent_after":
            return self.text[c.end : min(s_end, c.end + _NEAR)].lstrip(" -")
        if kind in ("near", "near_before", "near_after"):
            before = self.text[max(s_start, c.start - _NEAR) : c.start]
            after = self.text[c.end : min(s_end, c.end + _NEAR)]
            # a word beyond another number is that number's ("141B total params, 39B
            # active"): the window stops there
            if (m := _NUMBER_IN_GAP.search(after)) is not None:
                after = after[: m.start()]
            # nor beyond a comma: "671 Milliarden Parameter, aktiv sind nur 37 Milliarden"
            after = after.split(",", 1)[0].split(";", 1)[0]
            if found := list(_NUMBER_TOKEN.finditer(before)):
                # words right after another figure are that figure's ("37 billion active
                # out of 671 billion")
                before = before[found[-1].end() :]
                before = "" if not _SEPARATOR.search(before) else before
            return {"near": before + " ¦ " + after, "near_before": before}.get(kind, after)
        lo, hi = self._clause_bounds(c)
        if kind == "before":
            return self.text[lo : c.start]
        if kind == "after":
            return self.text[c.end : hi]
        return self.text[lo : c.start] + " ¦ " + self.text[c.end : hi]

    # -- annotations ---------------------------------------------------------------------
    def annotate(self, claims: list[Claim]) -> None:
        by_sentence: dict[int, list[Claim]] = {}
        for c in claims:
            by_sentence.setdefault(c.sentence, []).append(c)
            c.paragraph = bisect_right(self._paragraph_breaks, c.start)
            c.list_intro = self._list_intro(c)
        self._part_counts = {c.id for c in claims if c.quantity.noun in _PART_NOUNS}
        for group in by_sentence.values():
            self._joins(group)
        self._joins_back(by_sentence)
        for c in claims:
            c.tags = c.tags | frozenset(self._tags(c))
            c.measure = self._first(c, self.p.measures, "clause") or self._header_match(
                c, self.p.measures
            )
            if c.quantity.kind in ("multiplier", "percent", "fraction"):
                c.topic = self._topic(c, by_sentence[c.sentence])
            c.per_time = self._nearest(c, self.p.per_time) or self._header_match(c, self.p.per_time)
            if c.per_time is None and (c.quantity.unit or "").endswith("Wh"):
                # "Run flat out for a full year at today's draw, it would use 26 GWh": an
                # amount of energy takes its period from anywhere in its sentence
                c.per_time = self._nearest(c, self.p.per_time, wide=True)
        for group in by_sentence.values():
            # "That works out to 4.1 exaflops ... and about 85 TB": a derivation word
            # before a list derives each item of it
            for prev, cur in zip(group, group[1:], strict=False):
                if cur.joined_by == "list" and "derived" in prev.tags:
                    cur.tags = cur.tags | {"derived"}
                if (
                    cur.joined_by in ("to", "list")
                    and "need" in prev.tags
                    and prev.quantity.unit == cur.quantity.unit
                    # ("braucht rund 140 GB, das passt auf 96 GB nicht": what it is put on)
                    and not cur.tags & {"bound_fit", "capacity"}
                ):
                    # "810 GB in BF16, quantisiert auf FP8 nur noch 405 GB": weights too
                    cur.tags = cur.tags | {"need"}
                if (
                    cur.joined_by == "list"
                    and "per_group" in prev.tags
                    and prev.quantity.kind == cur.quantity.kind == "measure"
                ):
                    # "Jeder Knoten hat 1 TB RAM und 3,2 TB Cache": the list shares it
                    cur.tags = cur.tags | {"per_group"}
        for si, group in by_sentence.items():
            self._expressions(group, by_sentence.get(si - 1))
        self._share_bases(claims)

    def _tags(self, c: Claim) -> set[str]:
        tags: set[str] = set()
        for window, words, group in self.p.tag_windows:
            inside = c.quantity.text if window == "near" else ""
            tags.update(self._window_tags(window, words, group, self._window(c, window), inside))
        if c.column is not None or c.row is not None:
            # a table cell reads its headers and caption as its clause ("Implied ASP",
            # "Eight-GPU platforms compared", "Total HBM")
            header = " ¦ ".join(k.replace("\x1f", " ¦ ") for k in (c.column, c.row) if k)
            header = blank_device_terms(header, self.data)  # "Board power" names no group
            tags.update(
                tag
                for tag, window, pat in self.p.tags
                if (window in ("clause", "sentence") or tag in _HEADER_SCOPES)
                and pat.search(header)
            )
            row = (c.row or "").rsplit("\x1f", 1)[-1]
            if self.p.total is not None and self.p.total.search(row):
                tags.update(("total", "total_row"))  # a "Total" / "Summe" row
            column = (c.column or "").rsplit("\x1f", 1)[-1]
            if (self.p.total is not None and self.p.total.search(column)) or (
                self.p.total_prefix is not None and self.p.total_prefix.search(column)
            ):
                # a "Total memory" column: each cell sums the devices of its row's group
                tags.update(("total", "group"))
        if "model_size" in tags:
            tags.discard("model_size")
            tags.add("need")  # "a 40 GB model": what a model takes, not a device's memory
            tags.discard("capacity")  # ("kommt mit rund 35 GB aus": no "mit" of a device)
        if "active_per_token" in tags and (c.quantity.noun is not None or "possessed" in tags):
            tags.discard("active_per_token")  # "of its 671 billion parameters per token"
        if tags & {"active_before", "active_per_token"}:
            tags -= {"active_before", "active_per_token"}
            tags.add("active")  # "aktiv sind pro Token aber nur 37 Milliarden"
        if "active" in tags and c.quantity.noun not in (None, "parameters"):
            tags.discard("active")
        if c.connective:
            tags.add("derived")
        after = _WORD_AFTER.match(self.text, c.end)
        if (
            c.quantity.kind == "percent"
            and after is not None
            and after.group(1).lower() in self.data.OF_WORDS
        ):
            tags.add("share_of")
        if c.scope == "per_unit" or c.quantity.text.lower().endswith(self.p.per_unit_end):
            tags.add("per_unit")
        before = self._window(c, "before")
        lo = c.start - len(before)
        opening = before.split(None, 1)[0].lower() if before.strip() else ""
        if lo > 0 and self.text[lo - 1] == "," and opening in self.data.RELATIVE_PRONOUNS:
            tags.add("relative")
        if c.scope == "total" or (self.p.total and self.p.total.search(before)):
            tags.add("total")
        elif c.quantity.kind == "measure" and self._total_after(c):
            tags.add("total")  # "That's 800 terabytes of HBM across the cluster"
        elif self.p.total_prefix is not None and self.p.total_prefix.search(before):
            tags.add("total")  # "Die Gesamtinvestition beläuft sich auf 21,5 Millionen"
        times = _TIMES_COUNT.search(self.text, max(0, c.start - 8), c.start)
        if times is not None and c.quantity.kind == "measure":
            # "5 × 16 GB", "8 x 80 GB": one of several, of the device's stacks when its
            # clause or headers speak of them, else of the system's devices
            header = " ".join(k for k in (c.column, c.row) if k)
            where = self._window(c, "clause") + " " + header
            of_parts = self.p.subparts is not None and self.p.subparts.search(where.lower())
            tags.add("per_subpart" if of_parts else "per_part")
        if self._after_working(c):
            tags.add("derived")  # "Verteilt man die Stunden auf ..., lief er 40 Tage"
        if self._opens_with_total(c):
            # "Across the three vendors, about 6.8 million ...", "Together that comes to"
            tags.update(("total", "opens_total"))
        if self._per_group(c) and not (c.quantity.kind == "count" and "total" in tags):
            # (a total count is no one group's: "Each node carries four GH200, for a total
            # of 23,752 superchips"; a group's total is: "Pro Knoten summiert sich das")
            tags.add("per_group")
            tags.discard("per_unit")  # "41 kW per rack": per group, not per device
        if tags & {"per_group", "group"}:
            c.group = self._group_kind(c, "per_group" in tags)
        if c.sentence in self.headings and not self._list_item(c):
            tags.add("heading")
        if self._input(c):
            tags.add("input")
        if c.joined_by == "each" and c.joined_to in self._part_counts:
            tags.add("per_subpart")  # "acht HBM3-Stapel mit je 24 GB"
        if "part" in tags and self._part_word_after_number(c):
            tags.discard("part")  # "1.024 davon ziehen 700 kW": the 1,024 are the part
        if "part" in tags and self._only_information_technology(c):
            tags.discard("part")  # "13 MW of IT power" is no part "of it"
        if "no_fit" in tags:
            tags -= {"no_fit", "bound_fit"}  # "so the weights do not fit": nothing to bound
        tags.discard("sparsity_talk")
        if self._names_sparsity(c):
            tags.add("sparsity_talk")
        return tags

    def _window_tags(
        self,
        window: str,
        words: WordPattern,
        group: tuple[tuple[str, WordPattern], ...],
        text: str,
        inside: str,
    ) -> frozenset[str]:
        """The tags of one window's words in ``text`` (and in the figure's own text
        ``inside``, for "near"). The figures of one sentence or clause read the same
        windows: each text is searched once per document."""
        key = (window, text, inside)
        found = self._window_tag_sets.get(key)
        if found is not None:
            return found
        tags = set()
        if words.search(text) is not None or (inside and words.search(inside) is not None):
            for tag, pat in group:
                if window == "adjacent_before":
                    # the word must end right before the figure (hedges aside)
                    if any(m.end() == len(text) - 1 for m in pat.finditer(text)):
                        tags.add(tag)
                elif window == "adjacent_after":
                    if pat.match(text):  # the word right after the figure ("a 40 GB model")
                        tags.add(tag)
                elif pat.search(text) or (inside and pat.search(inside)):
                    tags.add(tag)  # ("39 Milliarden aktiven Parametern": the word inside it)
        found = self._window_tag_sets[key] = frozenset(tags)
        return found

    @staticmethod
    def _header_match(c: Claim, table) -> str | None:
        """The key of the table's word a table cell's column names ("Rpeak (PFlop/s)",
        "Price per month"), else its row."""
        for header in (c.column, c.row):
            for key, pat in table if header else ():
                if pat.search(header):
                    return key
        return None

    def _after_working(self, c: Claim) -> bool:
        """The sentence opens by announcing a working ("Verteilt man", "Divide") and the
        figure stands after its first comma: it is the working's result."""
        if self.p.working is None:
            return False
        start, _ = self._sentence_bounds(c)
        opening = self.text[start : c.start].lstrip(" \t\n*#->").lower()
        return self.p.working.match(opening) is not None and "," in opening

    def _opens_with_total(self, c: Claim) -> bool:
        """The sentence opens with a total word and this is its first figure."""
        if not self.p.total:
            return False
        start, _ = self._sentence_bounds(c)
        opening = self.text[start : c.start]
        words = opening.lstrip(" \t\n*#->0123456789.)").lower()
        m = self.p.total.match(words)
        # no figure before this one ("In total, Fjordline-1 customers": a name's digit)
        return m is not None and _LOOSE_NUMBER.search(words, m.end()) is None

    def _names_sparsity(self, c: Claim) -> bool:
        """The sentence speaks of sparsity, and not only to exclude it ("ohne Sparsity")."""
        sentence = self._window(c, "sentence").lower()
        dense = self.p.dense
        if dense is not None:
            sentence = dense.sub(" ", sentence)
        return bool(self.p.sparse is not None and self.p.sparse.search(sentence))

    def _list_item(self, c: Claim) -> bool:
        """The figure's line is a list item or a table row, not a title."""
        start = self.text.rfind("\n", 0, c.start) + 1
        head = self.text[start : start + 4].lstrip()
        return head[:1] in ("-", "•", "*", "|", "–") or bool(re.match(r"\d+[.)]\s", head))

    def _list_intro(self, c: Claim) -> int | None:
        """The sentence of the line ending in ":" that the figure's list item follows."""
        if not self._list_item(c):
            return None
        end = self.text.rfind("\n", 0, c.start)
        while end > 0:
            start = self.text.rfind("\n", 0, end) + 1
            line = self.text[start:end].strip()
            if line and not line.startswith(("-", "•", "*", "–")):
                if not line.endswith(":"):
                    return None
                found = bisect_right(self._sentence_starts, start + len(line) - 1) - 1
                return found if found >= 0 else None
            end = start - 1
        return None

    def _input(self, c: Claim) -> bool:
        """A preposition that makes the figure a premise stands right before it."""
        pat = self.p.input_before
        if pat is None:
            return False
        text = self._window(c, "adjacent_before")
        return any(m.end() == len(text) - 1 for m in pat.finditer(text))

    def _per_group(self, c: Claim) -> bool:
        """A count per group ("720 Knoten à 8 GPUs", "8 GPUs per node") or a measure
        per group ("41 kW per rack")."""
        before = self.text[max(0, c.start - 14) : c.start]
        # within the sentence: "4,096 accelerators. Each MI355X ..." is no "8 GPUs each"
        after = self.text[c.end : min(c.end + 30, self._sentence_bounds(c)[1])]
        if c.quantity.kind in ("count", "bare"):
            gb, ga = self.p.group_before, self.p.group_after
            if gb is not None and (m := gb.search(before)) and not before[m.end() :].strip():
                return True
            if gb is not None and self._shares_each(c):
                return True
            if self._opens_on_one_group(c):
                return True
            # "8 GPUs per node"; not "a million GPUs at 1,200 W each" (the word is the
            # other figure's)
            # nor "500,000 chips, each with 1.3 petaflops" (each of the chips, after a comma)
            m = ga.search(after) if ga is not None else None
            return bool(
                m
                and m.start() <= 20
                and not has_number(after[: m.start()])
                and "," not in after[: m.start()]
            )
        pg = self.p.per_group_measure
        if pg is not None and pg.match(after):
            return True
        if self._opens_on_one_group(c) or self._after_each_group(c):
            return True  # "Each node has 2 TB of RAM", "With each NVL72 rack drawing 120 kW"
        # "The average selling price per rack came in at $3.1 million": its clause says
        # per group before it, with no other figure between
        clause = self._window(c, "before")
        found = (
            [m for m in self.p.group_after.finditer(clause) if " " in m.group()]
            if self.p.group_after is not None
            else []
        )
        # (nor is "at 14.3 kW per system the IT load reaches 35.75 MW": the group word
        # right after another figure is that figure's)
        return (
            bool(found)
            and not has_number(clause[found[-1].end() :])
            and not has_number(
                clause[max(0, found[-1].start() - _OWN_GROUP_REACH) : found[-1].start()]
            )
        )

    def _group_kind(self, c: Claim, per_group: bool) -> str | None:
        """Which kind of group the figure is per ("9,216 chips per superpod": pod) or of
        ("a full superpod adds up to 42.5 exaflops": pod): the group noun nearest to it
        in its clause, after it first for a figure per group."""
        kinds = self.p.group_kinds
        if kinds is None:
            return None
        s_start, s_end = self._sentence_bounds(c)
        after = [m for m in kinds.finditer(self.text, c.end, min(s_end, c.end + 40))]
        before = [m for m in kinds.finditer(self.text, max(s_start, c.start - 80), c.start)]
        found = (after[:1] if per_group else []) or before[-1:] or after[:1]
        return self.data.GROUP_KINDS.get(found[0].group().lower()) if found else None

    def _total_after(self, c: Claim) -> bool:
        """A total word right after the figure ("800 TB of HBM across the cluster"), not
        one that leads on to the next figure ("144 Petaflops je System – zusammen rund
        6,9 Exaflops")."""
        m = self.p.total.search(self._window(c, "near_after")) if self.p.total else None
        if m is None:
            return False
        rest = self.text[c.end : self._sentence_bounds(c)[1]]
        at = rest.find(m.group())
        return at >= 0 and not has_number(rest[at : at + len(m.group()) + 25])

    def _share_bases(self, claims: list[Claim]) -> None:
        """ "Die IT-Last ... rund 8,3 Megawatt. ... zusammen knapp 6,5 MW – sie machen
        rund 95 Prozent der IT-Last aus": a share of a whole the text names is of the
        latest figure before it whose sentence names that whole."""
        sentences: dict[int, str] = {}
        for i, c in enumerate(claims):
            if "share_of" not in c.tags:
                continue
            m = _OF_NOUN.match(self.text, c.end)
            if m is None or m.group(1).lower() not in self.data.OF_WORDS:
                continue
            noun = m.group(2).lower()
            if len(noun) < _SHARE_NOUN_MIN:
                continue
            for b in reversed(claims[:i]):
                if c.sentence - b.sentence > _SHARE_REACH:
                    break
                if b.quantity.kind != "measure" or b.id == c.joined_to:
                    continue
                if b.sentence not in sentences:
                    lo, hi = self._sentence_bounds(b)
                    sentences[b.sentence] = self.text[lo:hi].lower()
                if b.sentence != c.sentence and re.search(
                    rf"(?<![\w-]){re.escape(noun)}(?![\w-])", sentences[b.sentence]
                ):
                    c.share_base = b.id
                    break

    def _after_each_group(self, c: Claim) -> bool:
        """ "With each NVL72 rack drawing about 120 kW": its clause names one group with
        an "each" word before it, and no other figure stands between."""
        if self.p.each_group_in is None:
            return False
        before = self._window(c, "before")
        found = list(self.p.each_group_in.finditer(before))
        return bool(found) and not has_number(before[found[-1].end() :])

    def _opens_on_one_group(self, c: Claim) -> bool:
        """ "Jeder Knoten bringt damit vier H100-GPUs mit", "Each node holds eight
        GPUs": the sentence opens on one group and this is its first figure."""
        if self.p.each_group is None:
            return False
        start, _ = self._sentence_bounds(c)
        opening = self.text[start : c.start]
        return bool(self.p.each_group.match(opening)) and not has_number(opening)

    def _shares_each(self, c: Claim) -> bool:
        """ "mit je einer EPYC-CPU und vier MI250X": a list after "je"/"each with"
        shares it: every item is per group."""
        s_start, _ = self._sentence_bounds(c)
        before = self.text[max(s_start, c.start - 48) : c.start]
        found = list(self.p.group_before.finditer(before)) if self.p.group_before else []
        if not found:
            return False
        rest = before[found[-1].end() :]
        if has_number(rest) or any(ch in rest for ch in ".;:()–"):
            return False
        words = rest.lower().split()
        return bool(words) and words[-1] in self.data.OPERATOR_WORDS.get("list", ())

    def _first(self, c: Claim, table, window: str) -> str | None:
        text = self._window(c, window)
        for key, pat in table:
            if pat.search(text):
                return key
        return None

    def _nearest(self, c: Claim, table, wide: bool = False) -> str | None:
        """The key of the table's word nearest the figure within a few words (after it
        wins ties): "7,2 kWh am Tag, aufs Jahr gerechnet ≈ 2.628 kWh"; ``wide``: in
        its whole sentence."""
        s_start, s_end = self._sentence_bounds(c)
        lo, hi = max(s_start, c.start - _NEAR), min(s_end, c.end + _NEAR)
        if wide:
            lo, hi = s_start, s_end
        best: tuple[int, str] | None = None
        for key, pat in table:
            for m in pat.finditer(self.text, lo, hi):
                if m.start() >= c.end:
                    dist = m.start() - c.end
                elif m.end() <= c.start:
                    dist = c.start - m.end() + 1
                else:
                    continue
                if best is None or dist < best[0]:
                    best = (dist, key)
        return best[1] if best else None

    def _topic(self, c: Claim, sentence: list[Claim]) -> str | None:
        """The topic word nearest the ratio in its clause (after it wins ties); else
        what the figure before it in its sentence measures ("3,958 TFLOPS against
        Trainium2's 1,299, roughly three times as much"); else the nearest topic word
        in the sentence."""
        lo, hi = self._clause_bounds(c)
        s_lo, s_hi = self._sentence_bounds(c)
        topics = {key for key, _ in self.p.topics}
        best: tuple[int, str] | None = None
        for scope, (lo_, hi_) in enumerate(((lo, hi), (s_lo, s_hi))):
            if scope == 1:
                before = [
                    o
                    for o in sentence
                    if o.start < c.start and o.quantity.kind == "measure" and o.attribute
                ]
                if before and before[-1].attribute in topics:
                    return before[-1].attribute
            for key, pat in self.p.topics:
                for m in pat.finditer(self.text, lo_, hi_):
                    at = m.start()
                    dist = at - c.end if at >= c.end else c.start - m.end() + 8
                    if best is None or dist < best[0]:
                        best = (dist, key)
            if best is not None:
                return best[1]
            if scope == 0:
                # "its dense FP8 rate sits about 11% above the B200's 4.5 PF": no topic
                # word in the clause, but a figure of the clause says what it measures
                own = [
                    o
                    for o in sentence
                    if lo <= o.start
                    and o.end <= hi
                    and o.quantity.kind == "measure"
                    and o.attribute in topics
                    and o.attribute != "duration"  # "a gain of 26 percent in five months"
                ]
                if own:
                    return min(own, key=lambda o: abs(o.start - c.start)).attribute
        return None

    def _only_information_technology(self, c: Claim) -> bool:
        """Every part word of the clause is "of IT", written in capitals: information
        technology ("of IT power", "of IT load"), not a pronoun."""
        lo, hi = self._clause_bounds(c)
        found = [
            m
            for tag, _window, pat in self.p.tags
            if tag == "part"
            for m in pat.finditer(self.text, lo, hi)
        ]
        return bool(found) and all(self.text[m.start() : m.end()].endswith("IT") for m in found)

    def _part_word_after_number(self, c: Claim) -> bool:
        """The clause's part word ("davon", "of that") right after a number before the
        figure: that number is the part, not the figure."""
        lo, _ = self._clause_bounds(c)
        for tag, _window, pat in self.p.tags:
            if tag != "part":
                continue
            for m in pat.finditer(self.text, lo, c.start):
                if self.text[lo : m.start()].rstrip()[-1:].isdigit():
                    return True
        return False

    def _joins_back(self, by_sentence: dict[int, list[Claim]]) -> None:
        """ "... about 70 exaflops across the cluster. That is nearly 40 times El
        Capitan": a ratio opening a sentence that points back derives from the last
        figure of the sentence before, in the same paragraph."""
        openers = self.data.POINTS_BACK
        for si, group in by_sentence.items():
            first = group[0]
            before = by_sentence.get(si - 1)
            if first.joined_by or not before or first.quantity.kind not in _RATIO_KINDS:
                continue
            start, _ = self._sentence_bounds(first)
            # ("Google's own pitch: that is more than 24 times ...": after a colon)
            opening = " ".join(self.text[start : first.start].lower().split()).split(": ")[-1]
            prev = before[-1]
            if not opening.startswith(openers) or prev.quantity.kind != "measure":
                continue
            if "\n\n" in self.text[prev.end : first.start]:
                continue
            first.joined_by, first.joined_to = "derive", prev.id

    def _joins(self, group: list[Claim]) -> None:
        for prev, cur in zip(group, group[1:], strict=False):
            gap = self.text[prev.end : cur.start]
            if has_number(gap):
                cur.tags = cur.tags | {"after_loose_number"}
                continue
            join = classify_gap(gap, self.data)
            if prev.quantity.kind in ("multiplier", "percent") and (
                " ".join(gap.lower().split()) in self.data.OF_WORDS
            ):
                join = "of"
                cur.tags = cur.tags | {"multiple_base"}
            elif prev.quantity.kind in ("multiplier", "percent") and (
                " ".join(gap.lower().split()) in self.data.CHANGE_BASE_WORDS
            ):
                cur.tags = cur.tags | {"change_base"}  # "up 66% from $30.8 billion"
            if (
                join == "div"
                and prev.quantity.kind in ("multiplier", "percent")
                and not any(s in gap for s in _DIV_SIGNS)
            ):
                join = "contrast"  # "an increase of 25 percent over the 1,600 petaflops"
            if join == "eq" and self._last_factor(prev):
                # "2 x layers x heads x 2 bytes = 327,680 bytes": the sign equates the
                # whole product, not its last factor
                join = None
                prev.tags = prev.tags | {"operand"}
            if (
                join == "derive"
                and prev.quantity.inherited_unit
                and prev.quantity.unit == cur.quantity.unit
            ):
                join = None  # "12 oder 36 Monaten": the first borrowed the second's unit,
                # so the two are alternatives, and neither restates the other
            if (
                join == "to"
                and prev.quantity.kind not in ("percent", "multiplier")  # "jumped 162% to $8.2B"
                and (
                    prev.quantity.unit != cur.quantity.unit
                    or prev.quantity.noun != cur.quantity.noun
                )
            ):
                # a change goes from one figure to another of its kind: "208 Mrd.
                # Transistoren, verteilt auf zwei Dies", "280 billion transistors and up
                # to 186 GB" change nothing; "112 GB, verteilt auf die acht GPUs" is spread
                # over the devices counted after it
                if cur.quantity.noun in COUNTED_THINGS:
                    prev.tags = prev.tags | {"spread"}
                join = None
            if join is not None:
                cur.joined_by, cur.joined_to = join, prev.id
            if join == "to":
                prev.tags = prev.tags | {"change_from"}

    def _last_factor(self, c: Claim) -> bool:
        """A multiplication sign stands right before the figure."""
        before = self.text[max(0, c.start - 4) : c.start].rstrip()
        return before.endswith(_MUL_SIGNS) or before[-2:] in (" x", " X")

    # -- written-out arithmetic -------------------------------------------------------------
    def _expressions(self, group: list[Claim], previous: list[Claim] | None = None) -> None:
        """Find "a op b [op c ...] (=|so) r" runs in one sentence; r gets the expression
        and every figure in the run the tag "operand". A sentence that opens with an
        operator ("Mal 0,34 € sind das ...") takes the last figure of the sentence
        before as its first operand."""
        if not group:
            return
        s_start, s_end = self._sentence_bounds(group[0])
        items = self._items(group, s_start, s_end)
        if previous and items and items[0][2] is group[0]:
            opening = " ".join(self.text[s_start : items[0][0]].lower().split())
            operators = self.data.OPERATOR_WORDS
            spans = self.data.SPAN_PREPOSITIONS
            # ("Over a year that adds up to ...": a span, not a division)
            if opening in operators.get("mul", ()) + operators.get("div", ()) and (
                opening not in spans
            ):
                last = previous[-1]
                items.insert(0, (s_start - 1, s_start, last, self._operand(last)))
        for i in range(len(items)):
            self._run_ending_at(items, i)
        # "20,8 Mrd. (10,4 Mrd. pro Chip × 2)": a bracketed run right after a figure
        for i, (_, _, claim, _) in enumerate(items):
            if claim is None or claim.expression is not None:
                continue
            run = self._bracket_run(items, i)
            if run is not None:
                claim.expression = run

    def _items(self, group: list[Claim], s_start: int, s_end: int):
        """(start, end, claim | None, Operand) for the figures and bare numbers of a
        sentence, in text order."""
        covered = [(c.start, c.end) for c in group]
        # "Gaudi 2 topped out at 432 TFLOPS": a number inside a product's name is none
        covered += [
            (m.start, m.end)
            for c in group
            for m in [x.mention for x in c.subjects] + [c.subject, c.comparator]
            if m is not None
        ]
        items = [(c.start, c.end, c, self._operand(c)) for c in group]
        decimal = self.data.DECIMAL
        for m in NUMERAL_RE.finditer(self.text, s_start, s_end):
            if any(a <= m.start() < b or a < m.end() <= b for a, b in covered):
                continue
            if self.text[max(0, m.start() - 1) : m.start()].isalpha():
                continue  # "H100", "FP8": part of a name
            if self.text[m.end() : m.end() + 1].isalpha():
                continue
            try:
                value = parse_numeral(m.group(0), decimal).value
            except NumberFormatError:
                continue
            items.append((m.start(), m.end(), None, Operand(value)))
        items.sort(key=lambda it: it[0])
        return items

    @staticmethod
    def _operand(c: Claim) -> Operand:
        q = c.quantity
        value = q.value if q.value is not None else 0.0
        unit = "" if q.kind in ("bare", "count", "multiplier") else q.unit
        return Operand(value, unit, c.id)

    def _op_between(self, a, b) -> str | None:
        gap = self.text[a[1] : b[0]]
        if has_number(gap):
            return None
        return classify_gap(gap, self.data)

    def _run_ending_at(self, items, i: int) -> None:
        """If items[i] is a figure that an eq/derive join ends a run of operations on,
        give it that run as its expression."""
        target = items[i][2]
        if target is None or i < 2 or target.expression is not None or "input" in target.tags:
            return
        join = self._op_between(items[i - 1], items[i])
        if join not in ("eq", "derive"):
            return
        operands = [items[i - 1]]
        operators: list[str] = []
        k = i - 1
        while k > 0:
            op = self._op_between(items[k - 1], items[k])
            if op == "each":
                # "720 Knoten à 8 GPUs": a count times its per-unit figure; "358 kW at 700 W
                # each" restates, it multiplies nothing
                op = "mul" if items[k - 1][3].unit == "" else None
            if op not in ("mul", "div", "add", "sub"):
                break
            operators.insert(0, op)
            operands.insert(0, items[k - 1])
            k -= 1
        if not operators:
            return
        opening = self.text[items[k - 1][1] : items[k][0]] if k > 0 else ""
        closing = self.text[items[i - 1][1] : items[i][0]]
        if "(" in opening and ")" in closing:
            # "3.8 × 10^25 / (989 × 10^12 × 3,600) ≈ 10.7 million": the bracketed run is
            # the divisor (or a factor) of the figure before it; dividing by a product
            # divides by each of its factors
            op = classify_gap(opening.replace("(", " "), self.data)
            if (
                op not in ("mul", "div")
                or items[k - 1][2] is not None
                and ("operand" in items[k - 1][2].tags)
            ):
                return
            if op == "div":
                flip = {"mul": "div", "div": "mul"}
                if any(o not in flip for o in operators):
                    return
                operators = [flip[o] for o in operators]
            operators.insert(0, op)
            operands.insert(0, items[k - 1])
        target.expression = Expression(tuple(o[3] for o in operands), tuple(operators))
        for o in operands:
            if o[2] is not None:
                o[2].tags = o[2].tags | {"operand"}

    def _bracket_run(self, items, i: int) -> Expression | None:
        if i + 2 >= len(items):
            return None
        gap = self.text[items[i][1] : items[i + 1][0]]
        if not gap.strip().startswith("(") or ")" in gap or has_number(gap):
            return None
        operands = [items[i + 1]]
        operators: list[str] = []
        k = i + 1
        while k + 1 < len(items):
            between = self.text[items[k][1] : items[k + 1][0]]
            if ")" in between:
                break
            op = self._op_between(items[k], items[k + 1])
            op = "mul" if op == "each" else op
            if op not in ("mul", "div", "add", "sub"):
                return None
            operators.append(op)
            operands.append(items[k + 1])
            k += 1
        if not operators or ")" not in self.text[operands[-1][1] : operands[-1][1] + 4]:
            return None
        for o in operands:
            if o[2] is not None:
                o[2].tags = o[2].tags | {"operand"}
        return Expression(tuple(o[3] for o in operands), tuple(operators))


def annotate(
    text: str, data: ModuleType, sentences: list, claims: list[Claim], headings: set[int]
) -> None:
    """Set the cue fields of ``claims`` (in place)."""
    CueReader(text, data, sentences, headings).annotate(claims)
