"""Find quantities in text: numbers with scale words, units, ranges, hedges, multipliers.

Works on the raw text so offsets are exact whatever the tokenizer does with
"700W." or "$25,000–$35,000". All vocabulary comes from ``claims.lang``; this module
only holds the grammar that combines it.
"""

from __future__ import annotations

import importlib
import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import replace
from functools import cached_property
from types import ModuleType

from claims.lang import common
from claims.lang import get as get_lang
from claims.models import Hedge, Quantity
from claims.numbers import NUMERAL, NumberFormatError, parse_numeral, superscript_to_int

_WORD_CHAR = r"[\wÄÖÜäöüß]"
_SPACE = r"[ \u00a0\u2009\u202f]"
_DASHES = "–—-"
_DATE_RE = re.compile(r"\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\b")
#: Currency prefixes, longest first (the first one a text ends with wins).
_CURRENCY_PREFIXES = tuple(sorted(common.CURRENCY_PREFIXES, key=len, reverse=True))
_CURRENCY_CODE_BEFORE_RE = re.compile(r"(?<![A-Za-z])(USD|EUR|JPY|CNY|KRW|RMB)$")
#: What a text must end with for ``_CURRENCY_CODE_BEFORE_RE`` to match in it.
_CURRENCY_CODE_ENDINGS = tuple(
    c + tail for c in ("USD", "EUR", "JPY", "CNY", "KRW", "RMB") for tail in ("", "\n")
)
#: Patterns matched at an offset of the whole text (``pattern.match(text, pos)``) rather
#: than on ``text[pos:]``: that slice copies the rest of the document for every number.
#: None of them looks behind its start, so both give the same match.
_UNIT_ABBREVIATION_RE = re.compile(r" ?\((?:[KMGTPEZ]?FLOPS|[KMGTPE]B/s|[KMGTPE]B)\)")
_CAPITALISED_WORD_RE = re.compile(rf"{_SPACE}+[A-Z]")
#: Articles allowed between a hedge and its number ("um die 700 W", "about the 80 GB").
_HEDGE_ARTICLES = "das|dem|den|der|die|the|um das|um"
#: The characters ``_SPACE`` matches, for ``str.rstrip``.
_SPACE_CHARS = " \u00a0\u2009\u202f"
#: The characters ``_sci_re`` and ``_range_re`` can begin with: after most numerals
#: neither can match, and a set lookup of the next character says so without a regex.
_SCI_FIRST = frozenset(_SPACE_CHARS + "×x·*⋅eE")
_RANGE_FIRST = frozenset(_SPACE_CHARS + "–—-")


def _alternation(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_BRACKET_NOUN_RE = re.compile(r"\s*\([^()]{1,40}\)\s*([\wäöüÄÖÜß-]+)")
#: A name after a count ("100.000 H100", "25.000 A100-GPUs") and GPU-hours after it.
_ENTITY_WORD_RE = re.compile(r"[A-Z][A-Za-z]{0,6}\d")
_ENTITY_COMPOUND_RE = re.compile(r"\w+-[A-Z]+\d")
_GPU_HOURS_AFTER_RE = re.compile(r"[ \u00a0-](?:GPU-?)?(?:hours|Stunden)\b")
_GPU_BEFORE_RE = re.compile(r"GPU-?$")
_ARTICLE_BEFORE_RE = re.compile(r"\b(?:das|dem|des|aufs|ums)\s+$", re.IGNORECASE)
_FOLLOWER_RE = re.compile(r"\s+(so|as|the|der|die|das|des|dessen|von|vom)\b")
_VERSION_RE = re.compile(r"\d(?:\.\d)?")
#: a name that a generation number follows: two capitals ("CDNA", "PCIe", "NVLink") or
#: "Zen"/"Gen"
_GENERATION_BEFORE_RE = re.compile(r"(?<![\w-])(?:[A-Z][a-z]*[A-Z][A-Za-z]*|Zen|Gen) $")
#: unit words inside a compound before its counted noun ("200-Gigabit-Ethernet-Ports")
_RATE_SEGMENTS = frozenset({"gigabit", "gbit", "gb", "tb", "bit", "gbe", "watt", "kw", "nm"})
_HOURS_SUFFIXES = ("-hours", "-hour", "-stunden", "-stunde")
#: "$4.20 per chip-hour for v5p, $1.20 for v5e": what a rate is for, then the next
_LIST_JOINER_RE = re.compile(r"\s+(?:for|für)\s+[^,;]{1,20}?(?:,|\s+(?:and|und)\s+)\s*$")
_AT_RE = re.compile(r"\s+(?:at|zu|für|for|à)\s+(?:je\s+|each\s+)?")
#: a figure's own "per ..." tail: it is no part of a list of rates
_RATE_TAIL_AHEAD_RE = re.compile(r"\s+(?:per|pro|je|a)\s", re.IGNORECASE)
_HOUR_RE = re.compile(r"stunde|hour", re.IGNORECASE)
_UNIT_JOINERS_RE = re.compile(r"\s*(?:gegenüber|statt|vs\.?|versus|bzw\.|oder|und|to|and|/|–|-)\s*")
_BRACKET_OPEN_RE = re.compile(r"\s*\((?:genau|exakt|exactly|precisely|ca\.|etwa|about)?\s*")
#: A run of word characters; its starts are where numerals and number words can begin.
_WORD_RUN_RE = re.compile(r"\w+")
_SCIENTIFIC_RE = re.compile(r"10\^|10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]|\de[-+]?\d", re.IGNORECASE)
_SENTENCE_END_RE = re.compile(r"[.!?]\s|\n")
#: Between the sides of an exchange rate written as an equation: "1 Euro = 1,16 US-Dollar".
_EQUALS_RE = re.compile(r"\s*(?:=|entspricht|equals)\s*")
#: Between the amounts of a list of rates: "= 0.86 EUR, 153 JPY, 1,400 KRW and 7.12 CNY".
_RATE_LIST_RE = re.compile(r"\s*(?:,|;)?\s*(?:(?:and|und|or|oder)\s+)?")
#: Most distinct numerals ``QuantityScanner`` keeps parsed.
_PARSED_LIMIT = 20_000
#: A digit with nothing word-like before it (see ``QuantityScanner._letter_start_re``).
_DIGIT_START_RE = re.compile(r"\d(?<!\w.)")


def _any(alternatives: list[str]) -> str:
    return "|".join(alternatives) if alternatives else "(?!)"


#: The word after a modifier: "training" -> "tokens".
_NEXT_WORD_RE = re.compile(r"[ \u00a0]+([\w-]+)")


#: What a word start can begin, as bit flags (``_WordHeads``).
_NUMERAL, _STEM, _NUMBER_WORD = 1, 2, 4


def _head_pattern(words: list[str]) -> re.Pattern[str]:
    """Matches the first two characters of any of ``words`` (case-insensitively)."""
    heads = sorted({re.escape(w[:2]) for w in words if w})
    return re.compile("|".join(heads) if heads else "(?!)", re.IGNORECASE)


class _WordHeads(dict[str, int]):
    """Which of numeral, multiplier stem and number word a word beginning with a given
    one or two characters can start (``_NUMERAL | _STEM | _NUMBER_WORD``), memoised.

    Numerals start with a decimal digit (what ``\\d`` matches). For the words the
    test is an alternation of their first two characters with the same flags as the
    word patterns, so it agrees with the regex engine's case folding (which maps
    single characters, never pairs); a one-letter word matches on its letter alone.
    """

    def __init__(self, stems: list[str], number_words: list[str]):
        super().__init__()
        self._stem = _head_pattern(stems)
        self._number_word = _head_pattern(number_words)

    def __missing__(self, head: str) -> int:
        kinds = (
            (_NUMERAL if head[:1].isdecimal() else 0)
            | (_STEM if self._stem.match(head) else 0)
            | (_NUMBER_WORD if self._number_word.match(head) else 0)
        )
        self[head] = kinds
        return kinds


def _matches_at(
    pattern: re.Pattern[str], text: str, candidates: list[int]
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern whose matches all begin at a candidate.

    The numeral and number-word patterns open with a lookbehind, so the regex engine
    tries them at every offset of the document; trying them only where a word starts
    (sorted ``candidates``) finds the same leftmost, non-overlapping matches.
    ``pattern.match(text, pos)`` still sees the text before ``pos`` for the lookbehind.
    """
    taken = 0
    for pos in candidates:
        if pos < taken:
            continue
        m = pattern.match(text, pos)
        if m:
            yield m
            taken = m.end()


class QuantityScanner:
    """Scan text for quantities using one language's data tables."""

    def __init__(self, lang: str):
        self.lang = lang
        self.data: ModuleType = get_lang(lang)
        #: ``_parse`` results by numeral; the answer never changes, so it serves every
        #: text this scanner reads (emptied when it reaches ``_PARSED_LIMIT`` entries).
        self._parsed: dict[tuple[str, bool], tuple[float, float, int] | None] = {}

    # -- compiled patterns -------------------------------------------------------
    @cached_property
    def _scale_re(self) -> re.Pattern[str]:
        words = list(self.data.SCALES)
        # single-letter English scales only when glued ("175B", "4.5k", "1M"); the
        # two-letter ones also after a space ("21.1 bn")
        long = [w for w in words if len(w) > 2 or w.endswith(".")]
        short = [w for w in words if w not in long]
        spaced = long + [w for w in short if len(w) == 2]
        pat = rf"(?:{_SPACE}+|-)(?P<scale>{_alternation(spaced)})(?!{_WORD_CHAR})"
        if short:
            pat = rf"(?:{pat}|(?P<glued>{_alternation(short)})(?![\w/]))"
        return re.compile(pat, re.IGNORECASE)

    @cached_property
    def _unit_re(self) -> re.Pattern[str]:
        words = {**self.data.UNIT_WORDS}
        sym = _alternation(list(common.UNIT_SYMBOLS))
        wrd = _alternation(list(words))
        return re.compile(
            rf"(?:{_SPACE}?-?(?P<sym>{sym})(?![\w/²])|(?:{_SPACE}+|-)(?P<word>(?i:{wrd}))(?!{_WORD_CHAR}))",
        )

    @cached_property
    def _function_words(self) -> frozenset[str]:
        """Words that never modify a counted noun ("pro Chip", "per GPU", "of them")."""
        stop = importlib.import_module(f"spacy.lang.{self.lang}.stop_words").STOP_WORDS
        heads = {p.split()[0] for p in self.data.PER_UNIT}
        # "sechs mal Parameter mal Token": a product, not six parameters
        times = {"mal", "times", "x", "×"}
        return frozenset(stop) | heads | times

    @cached_property
    def _unit_word_ci(self) -> dict[str, str]:
        return {k.lower(): v for k, v in self.data.UNIT_WORDS.items()}

    @cached_property
    def _currency_after_re(self) -> re.Pattern[str]:
        symbols = [c for c in common.CURRENCY_PREFIXES if len(c) == 1]  # "500 ¥", "33 Bio. ₩"
        words = (
            list(self.data.CURRENCY_WORDS)
            + list(self.data.CENT_WORDS)
            + list(common.CURRENCY_CODES)
            + symbols
        )
        return re.compile(rf"{_SPACE}*(?P<cur>{_alternation(words)})(?!{_WORD_CHAR})", re.I)

    @cached_property
    def _noun_re(self) -> re.Pattern[str]:
        # optional one lowercase adjective, then a (possibly compound) word
        return re.compile(
            rf"(?:{_SPACE}+|-)(?:(?!(?:der|die|das|des|dem|den|the|of|and|und)\b)"
            rf"(?P<adj>[a-zäöüß][\wäöüß]*e[nmrs]?){_SPACE}+)?"
            rf"(?P<noun>[\w](?:[\w.\-äöüÄÖÜß]|(?<=\b[A-Z])/(?=[A-Z]\b))*)"  # "I/O-Dies"
        )

    @cached_property
    def _mult_suffix_re(self) -> re.Pattern[str]:
        suffixes = [s for s in self.data.MULTIPLIER_SUFFIXES if s not in ("x", "×")]
        return re.compile(
            # not "six times 37 billion" or "100.000 mal 1.979 TFLOPS": a product
            rf"(?P<suffix>{_alternation(suffixes)})(?!{_WORD_CHAR})(?!{_SPACE}+[\d$€¥£￥₩])"
            rf"|{_SPACE}?(?P<x>[x×])(?!{_SPACE}?[\d$€¥£￥₩])(?![\w])",  # not "1,024 × $4.20"
            re.IGNORECASE,
        )

    @cached_property
    def _mult_stems(self) -> dict[str, float]:
        """Stems of "-fold"/"-fache": the multiplier stems and every number word of two or
        more ("eighteenfold", "achtzehnfach"); never "one", "a" ("einfach" is 'simple')."""
        weak = self.data.WEAK_NUMBER_WORDS
        words = {
            w: v
            for w, v in self.data.NUMBER_WORDS.items()
            if v >= 2 and w.isalpha() and w not in weak
        }
        return {**words, **self.data.MULTIPLIER_STEMS}

    @cached_property
    def _stem_mult_re(self) -> re.Pattern[str]:
        stems = _alternation(list(self._mult_stems))
        words = _alternation(list(self.data.MULTIPLIER_WORDS))
        tail = r"(?:mal|fache[nmrs]?|fach)" if self.lang == "de" else r"(?:fold)"
        return re.compile(
            rf"(?<!{_WORD_CHAR})(?:(?P<stem>{stems}){tail}|(?P<word>{words}))(?!{_WORD_CHAR})",
            re.IGNORECASE,
        )

    @cached_property
    def _number_words(self) -> dict[str, float]:
        """The language's number words plus its compounds 21-99 ("twenty-five",
        "fünfundzwanzig"), lower case."""
        words = {w.lower(): v for w, v in self.data.NUMBER_WORDS.items()}
        for tens in self.data.COMPOUND_TENS:
            for unit, value in self.data.COMPOUND_UNITS.items():
                compound = self.data.COMPOUND_NUMBER.format(tens=tens, unit=unit)
                words[compound] = self.data.NUMBER_WORDS[tens] + value
        return words

    @cached_property
    def _number_word_re(self) -> re.Pattern[str]:
        strong = [w for w in self.data.NUMBER_WORDS if w not in self.data.WEAK_NUMBER_WORDS]
        # compounds as one pattern, not 72 more words: "twenty-five", "fünfundzwanzig"
        compound = self.data.COMPOUND_NUMBER.format(
            tens=f"(?:{_alternation(list(self.data.COMPOUND_TENS))})",
            unit=f"(?:{_alternation(list(self.data.COMPOUND_UNITS))})",
        )
        # a weak word counts before a scale word: "eine Million GPUs", "a billion dollars"
        weak = [w for w in self.data.WEAK_NUMBER_WORDS if self._number_words.get(w) == 1]
        scales = [w for w in self.data.SCALES if len(w) > 2]
        return re.compile(
            rf"(?<!{_WORD_CHAR})(?P<nw>{compound}|{_alternation(strong)}|(?:{_alternation(weak)})"
            rf"(?={_SPACE}+(?:{_alternation(scales)})(?!{_WORD_CHAR})))(?=[\s-])",
            re.IGNORECASE,
        )

    @cached_property
    def _word_heads(self) -> _WordHeads:
        """What ``_numeral_re``, ``_stem_mult_re`` and ``_number_word_re`` can begin."""
        stems = list(self._mult_stems) + list(self.data.MULTIPLIER_WORDS)
        return _WordHeads(stems, list(self.data.NUMBER_WORDS))  # compounds start alike

    @cached_property
    def _compound_nouns(self) -> tuple[tuple[str, ...], list[str]]:
        """The counted nouns a compound may end with (three letters or more), longest
        first, and the same as a tuple for one ``str.endswith`` test of all of them."""
        longest_first = [
            n for n in sorted(self.data.COUNT_NOUNS, key=len, reverse=True) if len(n) >= 3
        ]
        return tuple(longest_first), longest_first

    @cached_property
    def _letter_start_re(self) -> re.Pattern[str]:
        """Word starts on the first two letters of a multiplier stem or number word.

        Each alternative opens with one literal letter (both cases spelled out, then the
        second letters it may take as a lookahead class; a one-letter word takes any), so
        the regex engine can skip to candidate characters instead of trying every
        offset. The lookbehind comes after the first character (``(?<!\\w.)``: nothing
        word-like before the word); at offset 0 it cannot look back two characters and
        so holds. Case-insensitive as the word patterns are, for the letters' plain upper
        and lower case (not the rare Unicode case folds such as the long s).
        """
        words = (
            list(self._mult_stems)
            + list(self.data.MULTIPLIER_WORDS)
            + list(self.data.NUMBER_WORDS)  # compounds start as their first word does
        )
        seconds: dict[str, set[str]] = {}
        any_second: set[str] = set()
        for w in (w.lower() for w in words if _WORD_RUN_RE.match(w)):
            if len(w) == 1:
                any_second.add(w)
            else:
                seconds.setdefault(w[0], set()).add(w[1])
        alternatives = []
        for first in sorted(seconds.keys() | any_second):
            for case in sorted({first.lower(), first.upper()}):
                if first in any_second:
                    alternatives.append(re.escape(case))
                    continue
                allowed = sorted({c for x in seconds[first] for c in (x.lower(), x.upper())})
                cls = "".join(re.escape(c) for c in allowed)
                alternatives.append(f"{re.escape(case)}(?=[{cls}])")
        return re.compile(f"(?:{_any(alternatives)})(?<!\\w.)")

    def _word_starts(self, text: str) -> list[tuple[int, int]]:
        """(offset, ``_word_heads`` kinds) of every word start a numeral, multiplier stem
        or number word may begin at, in text order."""
        found = [m.start() for m in _DIGIT_START_RE.finditer(text)]
        found += [m.start() for m in self._letter_start_re.finditer(text)]
        found.sort()
        heads = self._word_heads
        return [(p, kinds) for p in found if (kinds := heads[text[p : p + 2]])]

    @cached_property
    def _hedge_endings(self) -> tuple[str, ...]:
        """Casefolded words a text must end with (bar spaces) for ``_hedge_re`` to match.

        The hedge or the article after it is the last word before the number, so a
        cheap ``endswith`` rules out most windows before the regex is tried at each of
        their 24 offsets. Casefolding is at least as lenient as ``re.IGNORECASE``.
        """
        words = list(self.data.HEDGES) + _HEDGE_ARTICLES.split("|")
        return tuple(sorted({w.casefold() for w in words}))

    @cached_property
    def _hedge_re(self) -> re.Pattern[str]:
        hedges = _alternation(list(self.data.HEDGES))
        articles = _HEDGE_ARTICLES
        return re.compile(
            rf"(?<!{_WORD_CHAR})(?P<hedge>{hedges})(?:{_SPACE}+(?:{articles}))?{_SPACE}*$",
            re.IGNORECASE,
        )

    @cached_property
    def _numeral_re(self) -> re.Pattern[str]:
        return re.compile(rf"(?<![\w.,])(?P<num>{NUMERAL})")

    @cached_property
    def _sci_re(self) -> re.Pattern[str]:
        return re.compile(
            rf"{_SPACE}*[×x·*⋅]{_SPACE}*10(?:\^(?P<exp>[-−]?\d+)|(?P<sup>[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+))"
            rf"|[eE](?P<e>[-+]?\d+)(?![\w])"
        )

    @cached_property
    def _between_tail_re(self) -> re.Pattern[str]:
        second = self.data.BETWEEN[1]
        return re.compile(rf"{_SPACE}+{second}{_SPACE}+(?P<cur>US\$|\$|€|¥|￥)?(?P<num>{NUMERAL})")

    @cached_property
    def _rate_tail_re(self) -> re.Pattern[str]:
        joiners = _alternation(list(self.data.RATE_JOINERS))
        return re.compile(
            rf"{_SPACE}+(?:(?P<filler>[^\W\d_]+){_SPACE}+)?(?:{joiners}){_SPACE}+"
            rf"(?P<den>[\w$€¥\-]+)"
        )

    @cached_property
    def _range_re(self) -> re.Pattern[str]:
        words = _alternation(list(self.data.RANGE_WORDS))
        return re.compile(
            rf"(?:{_SPACE}*[–—]{_SPACE}*|-(?=\$|\d)|-?{_SPACE}+(?:{words}){_SPACE}+)"
            rf"(?P<cur>US\$|\$|€|¥|￥)?(?P<num>{NUMERAL})"
        )

    # -- scanning ----------------------------------------------------------------
    def scan(self, text: str) -> list[Quantity]:
        """All quantities in ``text``, in order, non-overlapping."""
        if len(self._parsed) > _PARSED_LIMIT:
            self._parsed = {}
        found: list[Quantity] = []
        taken_until = -1
        dates = [(m.start(), m.end()) for m in _DATE_RE.finditer(text)]
        date_starts = [a for a, _ in dates]  # sorted and disjoint: finditer's matches
        # every numeral, multiplier stem and number word begins a run of word characters
        marked = self._word_starts(text)
        digits = [p for p, kinds in marked if kinds & _NUMERAL]
        stems = [p for p, kinds in marked if kinds & _STEM]
        number_words = [p for p, kinds in marked if kinds & _NUMBER_WORD]
        # (offset, rank, kind, match): at one offset a stem (rank 0) goes before a
        # number word (rank 1); offset and rank never tie (each pattern's matches are
        # disjoint, numerals start with a digit, words with a letter), so the tuples
        # sort without a key function and the matches are never compared
        starts: list[tuple[int, int, str, re.Match[str]]] = []
        for m in _matches_at(self._numeral_re, text, digits):
            starts.append((m.start(), 1, "num", m))
        for m in _matches_at(self._stem_mult_re, text, stems):
            starts.append((m.start(), 0, "stem", m))
        for m in _matches_at(self._number_word_re, text, number_words):
            starts.append((m.start(), 1, "word", m))
        starts.sort()
        for pos, _, kind, m in starts:
            if pos < taken_until:
                continue
            d = bisect_right(date_starts, pos) - 1  # the only date that can hold pos
            if d >= 0 and pos < dates[d][1]:
                continue
            if kind == "num":
                q = self._from_numeral(text, m)
            elif kind == "stem":
                q = self._from_stem(text, m)
            else:
                q = self._from_number_word(text, m)
            if q is None:
                continue
            found.append(q)
            taken_until = q.end
        self._share_units(text, found)
        _factors(text, found)
        if "=" in text or "entspricht" in text or "equals" in text:
            found = _equation_rates(text, found)
        if self._one_span_re.search(text):
            found = self._with_one_spans(text, found)
        if "single" in text or "einzeln" in text or "einzig" in text:
            found = self._with_single_units(text, found)
        return found

    def _with_single_units(self, text: str, found: list[Quantity]) -> list[Quantity]:
        """ "a single H100", "eine einzelne MI300X", "one single node": a count of one."""
        nouns = self.data.COUNT_NOUNS
        extra = []
        for m in _SINGLE_RE.finditer(text):
            word = m.group("word")
            low = word.lower()
            # the noun is singular here: "node" is counted as "nodes", "Karte" as "Karten"
            noun = next(
                (nouns[w] for w in (low, low + "s", low + "n", low + "en") if w in nouns), None
            )
            if noun is None and not (_ENTITY_WORD_RE.match(word) or word.isupper()):
                continue
            start, end = m.start(), m.end()
            if any(q.start < end and start < q.end for q in found):
                continue
            extra.append(
                Quantity(
                    start=start,
                    end=end,
                    text=text[start:end],
                    value=1.0,
                    unit="count",
                    kind="count",
                    noun=noun or "gpu_count",
                    entity_hint=None if noun else word,
                    rel_precision=0.0,
                )
            )
        return sorted(found + extra, key=lambda q: q.start) if extra else found

    @cached_property
    def _one_span_re(self) -> re.Pattern[str]:
        """ "for a year", "über ein Jahr": one unit of time after a preposition."""
        preps = _alternation(list(self.data.SPAN_PREPOSITIONS))
        units = _alternation(list(self.data.SPAN_UNITS))
        return re.compile(
            rf"(?<!{_WORD_CHAR})(?:{preps}){_SPACE}+(?P<one>(?:a|an|one|ein|einen|eine)"
            rf"{_SPACE}+(?P<unit>{units}))(?!{_WORD_CHAR})",
            re.IGNORECASE,
        )

    def _with_one_spans(self, text: str, found: list[Quantity]) -> list[Quantity]:
        """Add "a year" in "6.79 MW for a year is about 59 GWh" as one year."""
        spans = []
        for m in self._one_span_re.finditer(text):
            start, end = m.start("one"), m.end("one")
            if any(q.start < end and start < q.end for q in found):
                continue
            unit = self.data.SPAN_UNITS[m.group("unit").lower()]
            spans.append(
                Quantity(
                    start=start,
                    end=end,
                    text=text[start:end],
                    value=1.0,
                    unit=unit,
                    kind="measure",
                    rel_precision=0.0,
                )
            )
        return sorted(found + spans, key=lambda q: q.start) if spans else found

    def _preceded_by_identifier(self, text: str, pos: int) -> bool:
        """'H100', 'GPT-4', 'v4', 'Grok-3': digits inside a name are not quantities."""
        if pos == 0:
            return False
        prev = text[pos - 1]
        if prev.isalpha() or prev in "_/":
            return True
        return bool(prev in "-." and pos >= 2 and text[pos - 2].isalpha())

    def _currency_before(self, text: str, pos: int) -> tuple[str, int] | None:
        """A currency symbol or code right before the number, and where it starts."""
        base = max(0, pos - 5)
        before = text[base:pos].rstrip(" \u00a0")
        end = base + len(before)
        if before.endswith(_CURRENCY_PREFIXES):  # one test for the common case: none
            for sym in _CURRENCY_PREFIXES:
                if before.endswith(sym):
                    return common.CURRENCY_PREFIXES[sym], end - len(sym)
        # the code ends the text or precedes its final newline (where "$" matches too)
        m = (
            _CURRENCY_CODE_BEFORE_RE.search(before)
            if before.endswith(_CURRENCY_CODE_ENDINGS)
            else None
        )
        if m:
            return common.CURRENCY_CODES[m.group(1)], base + m.start(1)
        return None

    def _hedge_before(self, text: str, pos: int) -> Hedge | None:
        window = text[max(0, pos - 24) : pos]
        # "$" in _hedge_re also matches before a final newline
        tail = window[:-1] if window.endswith("\n") else window
        if not tail.rstrip(_SPACE_CHARS).casefold().endswith(self._hedge_endings):
            return None
        m = self._hedge_re.search(window)
        if not m:
            return None
        word = m.group("hedge")
        blockers = getattr(self.data, "HEDGE_BLOCKERS", {}).get(word.lower(), ())
        head = window[: m.start("hedge")].rstrip().lower()
        if any(head.endswith(b) for b in blockers):
            return None
        kind, tol = (
            self.data.HEDGES[word.lower()]
            if word.lower() in self.data.HEDGES
            else (self.data.HEDGES.get(word, ("approx", 0.1)))
        )
        base = pos - len(window)
        return Hedge(word, kind, tol, base + m.start("hedge"), base + m.end("hedge"))

    def _parse(self, raw: str, currency: bool) -> tuple[float, float, int] | None:
        """``parse_numeral`` memoised: figures repeat within and across texts."""
        key = (raw, currency)
        if key in self._parsed:
            return self._parsed[key]
        try:
            p = parse_numeral(raw, self.data.DECIMAL, currency_context=currency)
        except NumberFormatError:
            result = None
        else:
            result = p.value, p.rel_precision, p.decimals
        self._parsed[key] = result
        return result

    def _from_numeral(self, text: str, m: re.Match[str]) -> Quantity | None:
        start, end = m.start("num"), m.end("num")
        if self._preceded_by_identifier(text, start):
            return None
        raw = m.group("num")
        if (
            _VERSION_RE.fullmatch(raw)
            and _GENERATION_BEFORE_RE.search(text, max(0, start - 12), start)
            and not self._unit_re.match(text, end)
        ):
            return None  # "CDNA 3 GPU", "Zen 4 CPU cores", "PCIe 5.0": a generation, no count
        cur = self._currency_before(text, start)
        parsed = self._parse(raw, cur is not None)
        if parsed is None:
            return None
        value, rel, _ = parsed
        # a trailing separator belongs to the sentence ("... 2023.")
        if raw[-1] in ".," and not raw[-2:-1].isdigit():
            end -= 1
        q_start = cur[1] if cur else start
        low = high = None
        sci_used = False
        # scientific notation: 3,15 × 10^23 | 3.14e23
        following = text[end : end + 1]
        sci = self._sci_re.match(text, end) if following in _SCI_FIRST else None
        if sci:
            exp_text = sci.group("exp") or sci.group("sup") or sci.group("e")
            try:
                value *= 10.0 ** superscript_to_int(exp_text.replace("−", "-"))
            except (OverflowError, ValueError):  # "1e999": beyond a float; too large to check
                value = float("inf") if value else 0.0
            end = sci.end()
            sci_used = True
        else:
            # range: 25–30 | 25 bis 30 | $8,000–$10,000 | 2- bis 3-fache
            rng = self._range_re.match(text, end) if following in _RANGE_FIRST else None
            if rng and not self._looks_like_years(raw, rng.group("num")):
                parsed2 = self._parse(rng.group("num"), cur is not None or bool(rng.group("cur")))
                if parsed2 and parsed2[0] >= value:
                    low, high = value, parsed2[0]
                    rel = min(rel, parsed2[1])
                    end = rng.end()
        if low is None and raw.isdigit() and len(raw) == 4 and 1950 <= value <= 2100:
            # a year, unless a unit follows
            unit_m = self._unit_re.match(text, end)
            if not unit_m and not self._scale_re.match(text, end):
                return None
        q = Quantity(
            start=q_start, end=end, text="", value=value, low=low, high=high, rel_precision=rel
        )
        if cur:
            q.currency_options = tuple(cur[0].split("|"))
            q.unit = q.currency_options[0]
        self._between(text, q)
        self._read_suffix(text, q)
        if q.value is None:
            return None
        if q.kind == "measure" and not q.unit and not q.currency_options:
            q.kind = "bare"
        if q.kind == "bare" and sci_used:
            q.kind, q.unit, q.scale_only = "count", "count", True
        q.hedge = self._hedge_before(text, q.start)
        q.text = text[q.start : q.end]
        if not q.unit and q.kind == "measure":
            q.kind = "bare"
        return q

    def _scaled_range(self, text: str, q: Quantity, end: int, factor: float) -> int:
        """'$25 billion to $30 billion', '2 Mio. bis 3 Mio.': a range whose ends both carry
        the scale word; returns where the quantity ends."""
        rng = self._range_re.match(text, end) if text[end : end + 1] in _RANGE_FIRST else None
        if rng is None:
            return end
        scale = self._scale_re.match(text, rng.end())
        if scale is None:
            return end
        word = (scale.group("scale") or scale.groupdict().get("glued") or "").lower()
        factor2 = self.data.SCALES.get(word, self.data.SCALES.get(word.rstrip("."), 1.0))
        parsed = self._parse(rng.group("num"), bool(q.currency_options or rng.group("cur")))
        if factor2 != factor or parsed is None or q.value is None:
            return end
        high = parsed[0] * factor
        if high < q.value:
            return end
        q.low, q.high = q.value, high
        return scale.end()

    def _looks_like_years(self, a: str, b: str) -> bool:
        return a.isdigit() and b.isdigit() and len(a) == 4 and len(b) == 4

    def _between(self, text: str, q: Quantity) -> None:
        """'zwischen 1,2 und 1,7' / 'between $30,000 and $40,000': a range."""
        first = self.data.BETWEEN[0]
        before = text[max(0, q.start - 12) : q.start].lower().rstrip()
        if not before.endswith(first):
            return
        m = self._between_tail_re.match(text, q.end)
        if not m:
            return
        parsed = self._parse(m.group("num"), bool(q.currency_options) or bool(m.group("cur")))
        if parsed and q.value is not None and parsed[0] > q.value:
            q.low, q.high = q.value, parsed[0]
            q.end = m.end()

    def _read_suffix(self, text: str, q: Quantity) -> None:
        """Scale word, unit, currency, counted noun or multiplier after the number."""
        end = q.end
        # a "+" right after: "$40,000+" is a lower bound
        scale = self._scale_re.match(text, end)
        factor = 1.0
        if scale and not self._unit_re.match(text, end):
            groups = scale.groupdict()
            glued = groups.get("glued")
            word = (groups.get("scale") or glued or "").lower()
            factor = self.data.SCALES.get(word, self.data.SCALES.get(word.rstrip("."), 1.0))
            if glued and self._unit_re.match(text, scale.end()):
                factor = 1.0  # "1M" then a unit? leave it
            else:
                end = scale.end()
        if factor != 1.0:
            q.value = q.value * factor if q.value is not None else None
            if q.low is not None and q.high is not None:
                q.low, q.high = q.low * factor, q.high * factor
            elif q.value is not None:
                end = self._scaled_range(text, q, end, factor)
        q.end = end
        if text[end : end + 1] == "+":
            q.end = end = end + 1
        # multiplier: 5-mal, 2,5-fache, 5x, 40 times
        mult = self._mult_suffix_re.match(text, end)
        if mult and not q.currency_options:
            q.kind, q.unit = "multiplier", "count"
            q.end = mult.end()
            return
        # percent
        unit = self._unit_re.match(text, end)
        if unit:
            surface = unit.group("sym") or unit.group("word")
            canon = common.UNIT_SYMBOLS.get(surface) or self._unit_word_ci.get(surface.lower())
            if canon == "percent":
                q.kind, q.unit, q.end = "percent", "percent", unit.end()
                return
            if canon:
                q.unit, q.kind, q.end = canon, "measure", unit.end()
                self._read_unit_tail(text, q)
                return
        cur = self._currency_after_re.match(text, end)
        if cur:
            code = cur.group("cur")
            mapped = (
                self.data.CURRENCY_WORDS.get(code.lower())
                or common.CURRENCY_CODES.get(code.upper())
                or common.CURRENCY_PREFIXES.get(code, "").split("|")[0]
            )
            cent = self.data.CENT_WORDS.get(code.lower())
            if cent and not q.currency_options:
                # "0,30 US-Cent", "1.05 cents": hundredths of the currency
                q.value = q.value * 0.01 if q.value is not None else None
                if q.low is not None and q.high is not None:
                    q.low, q.high = q.low * 0.01, q.high * 0.01
                mapped = cent
            if mapped:
                q.unit, q.kind, q.end = mapped, "measure", cur.end()
                # "¥" is yen or yuan: both stay options, as for a symbol before the number
                q.currency_options = tuple(common.CURRENCY_PREFIXES.get(code, mapped).split("|"))
                self._read_rate_tail(text, q)
                return
        if q.currency_options:
            self._read_rate_tail(text, q)
            return
        noun = self._noun_re.match(text, end)
        if noun:
            self._read_noun(text, q, noun)
        if not q.noun and factor != 1.0:
            # "15,6 Billionen (15,6 × 10^12) Token": the noun after a bracket
            after = _BRACKET_NOUN_RE.match(text, q.end)
            if after and after.group(1).lower() in self.data.COUNT_NOUNS:
                q.noun = self.data.COUNT_NOUNS[after.group(1).lower()]
                q.kind, q.unit = "count", "count"
        if not q.noun and q.kind != "count" and factor != 1.0:
            q.scale_only = True
            q.unit = "count"
            q.kind = "count"

    def _read_unit_tail(self, text: str, q: Quantity) -> None:
        """'20 Petaflops (PFLOPS)': swallow the abbreviation in brackets."""
        m = _UNIT_ABBREVIATION_RE.match(text, q.end)
        if m:
            q.end = m.end()
        # "GPU-Stunden" / "GPU-hours" arrive as hours: mark as a GPU-time amount
        if q.unit == "hour" and _GPU_BEFORE_RE.search(text[max(0, q.start - 4) : q.start]):
            q.noun = "gpu_hours"

    def _read_rate_tail(self, text: str, q: Quantity) -> None:
        """'2 US-Dollar pro GPU-Stunde', '1,08 Dollar je Euro': a rate."""
        m = self._rate_tail_re.match(text, q.end)
        if not m:
            return
        tail_end = m.end()
        den = m.group("den")
        if m.group("filler") and not _HOUR_RE.search(den):
            return  # "2 Dollar Miete pro GPU-Stunde" only: a word between, then hours
        cur = self.data.CURRENCY_WORDS.get(den.lower()) or common.CURRENCY_CODES.get(den.upper())
        if cur:
            q.per = cur
            q.kind = "rate"
            q.end = tail_end
            return
        low = den.lower()
        if "stunde" in low or "hour" in low:
            q.per = "hour"
            q.kind = "rate"
            q.end = tail_end
        elif low in ("tflops", "teraflops", "pflops", "petaflops"):
            q.per = {"tflops": "TFLOP/s", "teraflops": "TFLOP/s"}.get(low, "PFLOP/s")
            q.kind = "rate"
            q.end = tail_end
        elif low in ("gpu", "chip", "stück", "karte", "unit", "card", "piece"):
            q.end = tail_end  # '15.600 Dollar pro Stück': a price per unit, scope per_unit

    def _read_noun(self, text: str, q: Quantity, m: re.Match[str]) -> None:
        nouns = self.data.COUNT_NOUNS
        adj = m.group("adj")
        if adj is not None and adj.lower() in nouns:
            # "7-billion-parameter model": the 'adjective' is the counted noun
            q.kind, q.unit, q.noun = "count", "count", nouns[adj.lower()]
            q.end = m.start("adj") + len(adj)
            return
        word = m.group("noun").rstrip(".,;:)")
        if word[:1].isdigit():
            # "two 104-billion-transistor dies", "4 8-GPU nodes": the compound is a
            # figure of its own; this one counts the noun after it, if any
            nxt = _NEXT_WORD_RE.match(text, m.end("noun"))
            attr = nouns.get(nxt.group(1).lower()) if nxt else None
            if attr is not None and attr != "gpu_hours":
                q.kind, q.unit, q.noun = "count", "count", attr
            return
        low = word.lower()
        attr = nouns.get(low)
        endings, longest_first = self._compound_nouns
        if attr is None and m.group("adj") is None and low.endswith(endings):
            for noun in longest_first:
                if low.endswith(noun) and ("-" in low or low[: -len(noun)].isalpha()):
                    attr = nouns[noun]
                    break
            if attr is not None and any(
                seg in self._unit_word_ci or seg in _RATE_SEGMENTS for seg in low.split("-")[:-1]
            ):
                return  # "200-Gigabit-Ethernet-Ports": the ports' speed, not their count
        if attr is None and m.group("adj") is not None:
            attr = nouns.get(low)
        if (
            attr is None
            and m.group("adj") is None
            and word.replace("-", "").isalpha()
            and word.islower()
            and word not in self._function_words
        ):
            # "14.8 trillion training tokens", "37 billion active parameters": one
            # lowercase modifier before the counted noun
            if low in _RATE_SEGMENTS:
                return  # "400-gigabit ports": the ports' speed
            nxt = _NEXT_WORD_RE.match(text, m.end("noun"))
            if nxt and nxt.group(1).lower() in nouns:
                word = nxt.group(1)
                attr = nouns[word.lower()]
                q.kind, q.unit, q.noun = "count", "count", attr
                q.end = nxt.end(1)
                if attr == "gpu_hours":
                    q.kind, q.unit = "measure", "hour"
                return
        if (
            attr is None
            and word[:1].isupper()
            and word.isalpha()
            and not _ENTITY_WORD_RE.match(word)
        ):
            # "72 Blackwell GPUs", "two Xeon Platinum 8570 processors": a name, then the
            # counted noun
            pos = m.end("noun")
            prev = word
            for _ in range(3):
                nxt = _NEXT_WORD_RE.match(text, pos)
                if nxt is None:
                    return
                # "220 Compute Units": a noun of two words
                attr = nouns.get(f"{prev} {nxt.group(1)}".lower()) or nouns.get(
                    nxt.group(1).lower()
                )
                prev = nxt.group(1)
                if attr is not None:
                    if attr != "gpu_hours":
                        q.kind, q.unit, q.noun = "count", "count", attr
                        q.end = nxt.end(1)
                    return
                if not (nxt.group(1)[:1].isupper() or nxt.group(1).isdigit()):
                    return
                pos = nxt.end(1)
            return
        if attr is None:
            # "100.000 H100" / "25.000 A100-GPUs": an entity name follows the number
            if _ENTITY_WORD_RE.match(word) or _ENTITY_COMPOUND_RE.match(word):
                q.kind, q.unit, q.noun = "count", "count", "gpu_count"
                q.entity_hint = word
                q.end = q.end + (m.start("noun") - q.end) + len(word)
                # (matched in place: slicing would copy the rest of the document)
                hours = _GPU_HOURS_AFTER_RE.match(text, q.end)
                if hours:  # "2.788 million H800 GPU-hours"
                    q.kind, q.unit, q.noun = "measure", "hour", "gpu_hours"
                    q.end = hours.end()
                elif low.endswith(_HOURS_SUFFIXES):  # "30.84 million H100-hours"
                    q.kind, q.unit, q.noun = "measure", "hour", "gpu_hours"
                else:
                    # "16 GB200 NVL72 racks", "4 DGX H100 Systeme": the name, then what
                    # the number counts
                    group = _group_noun_after(text, q.end, nouns)
                    if group is not None:
                        q.noun, q.end = group
                return
            return
        q.kind, q.unit, q.noun = "count", "count", attr
        if attr == "gpu_hours":
            q.kind, q.unit = "measure", "hour"
        # include the noun in the span only for a glued compound ("8-GPU", "eight-GPU")
        q.end = m.start("noun") + len(word) if text[q.end : q.end + 1] == "-" else q.end
        if text[m.start("noun") - 1 : m.start("noun")] != "-":
            q.end = m.start("noun") + len(word)

    def _from_stem(self, text: str, m: re.Match[str]) -> Quantity | None:
        """'viermal', 'das Fünffache', 'twice', 'halb so viele'."""
        if m.group("stem"):
            value = self._mult_stems[m.group("stem").lower()]
        else:
            word = m.group("word").lower()
            value = self.data.MULTIPLIER_WORDS[word]
            follow = text[m.end() : m.end() + 12].lower()
            noun_form = m.group("word")[:1].isupper() and _ARTICLE_BEFORE_RE.search(
                text, max(0, m.start() - 6), m.start()
            )
            if (
                word in self.data.MULTIPLIER_NEEDS_FOLLOWER
                and not _FOLLOWER_RE.match(follow)
                and not noun_form  # "in der Matrix das Doppelte."
            ):
                return None
        q = Quantity(
            start=m.start(),
            end=m.end(),
            text=m.group(0),
            value=value,
            unit="count",
            kind="multiplier",
            rel_precision=0.5 / max(value, 1.0) / 2,
        )
        q.hedge = self._hedge_before(text, q.start)
        return q

    def _from_number_word(self, text: str, m: re.Match[str]) -> Quantity | None:
        """'zwei Chips', 'acht Gaudi 3', 'five hours': a number word with a noun or unit."""
        value = self._number_words[m.group("nw").lower()]
        q = Quantity(start=m.start(), end=m.end(), text="", value=float(value), rel_precision=0.0)
        self._read_suffix(text, q)
        if q.kind in ("bare", "measure") and not q.unit:
            if not _CAPITALISED_WORD_RE.match(text, q.end):
                return None
            q.kind = "bare"
        if q.kind == "count" and q.scale_only:
            return None
        q.hedge = self._hedge_before(text, q.start)
        q.text = text[q.start : q.end]
        return q

    def _share_units(self, text: str, found: list[Quantity]) -> None:
        """'989 gegenüber 312 Teraflops', '(genau 989, ohne Sparsity)': borrow a unit."""
        for i, q in enumerate(found):
            if q.kind != "bare":
                continue
            nxt = found[i + 1] if i + 1 < len(found) else None
            prev = found[i - 1] if i > 0 else None
            gap_next = text[q.end : nxt.start] if nxt else ""
            gap_prev = text[prev.end : q.start] if prev else ""
            if (
                nxt
                and nxt.unit
                and nxt.kind in ("measure", "count")
                and _UNIT_JOINERS_RE.fullmatch(gap_next)
            ):
                q.unit, q.kind, q.noun, q.inherited_unit = nxt.unit, nxt.kind, nxt.noun, True
                q.value = q.value * self._scale_of(nxt) if q.value is not None else None
            elif (
                prev
                and prev.unit
                and prev.kind == "measure"
                and _BRACKET_OPEN_RE.fullmatch(gap_prev)
            ):
                q.unit, q.kind, q.inherited_unit = prev.unit, prev.kind, True
            elif (
                prev
                and prev.unit
                and prev.kind in ("measure", "count")
                and _LIST_JOINER_RE.match(gap_prev)
                and not _SENTENCE_END_RE.search(gap_prev)
            ):
                # "2.664 million GPU-hours for pre-training, 119,000 for context extension
                # and 5,000 for post-training": a list of the same measure
                q.unit, q.kind, q.noun, q.inherited_unit = prev.unit, prev.kind, prev.noun, True
        for prev, q in zip(found, found[1:], strict=False):
            # "rund 3,15 × 10^23 FLOP – OpenAI selbst nannte etwa 3,14 × 10^23": a second
            # figure in scientific notation, of the same order, measures the same thing
            if (
                q.scale_only
                and not q.noun
                and prev.kind == "measure"
                and _SCIENTIFIC_RE.search(q.text)
                and _SCIENTIFIC_RE.search(prev.text)
                and q.value
                and prev.value
                and 0.1 <= q.value / prev.value <= 10
                and len(text) > q.start
                and not _SENTENCE_END_RE.search(text, prev.end, q.start)
            ):
                q.unit, q.kind, q.scale_only, q.inherited_unit = prev.unit, "measure", False, True
        self._share_rates(text, found)

    def _share_rates(self, text: str, found: list[Quantity]) -> None:
        """Prices that are rates without saying so: "$4.20 per chip-hour for v5p, $1.20
        for v5e" (a list after a rate) and "1,280 chip-hours at $1.20" (a price right
        after an amount of GPU-hours)."""
        for i, q in enumerate(found):
            if q.kind != "measure" or not q.currency_options or q.per or q.is_range:
                continue
            prev = found[i - 1] if i > 0 else None
            if prev is None:
                continue
            gap = text[prev.end : q.start]
            listed = (
                prev.kind == "rate"
                and prev.unit == q.unit
                and len(gap) <= 30
                and _LIST_JOINER_RE.match(gap)
                and not _SENTENCE_END_RE.search(gap)
                and not _RATE_TAIL_AHEAD_RE.match(text, q.end)
            )
            after_hours = prev.noun == "gpu_hours" or (
                prev.unit == "hour"
                and _GPU_BEFORE_RE.search(text[max(0, prev.start - 4) : prev.end])
            )
            if listed or (after_hours and _AT_RE.fullmatch(gap)):
                q.kind, q.per = "rate", "hour" if after_hours or prev.per == "hour" else prev.per

    @staticmethod
    def _scale_of(q: Quantity) -> float:
        return 1.0


def _money(q: Quantity) -> bool:
    return q.kind == "measure" and bool(q.currency_options) and not q.is_range


def _equation_rates(text: str, found: list[Quantity]) -> list[Quantity]:
    """ "1 Euro = 1,16 US-Dollar" is one exchange rate (1.16 USD per EUR), and so is each
    amount listed after one: "1 USD = 0.86 EUR, 153 JPY and 1,400 KRW"."""
    out: list[Quantity] = []
    i = 0
    while i < len(found):
        q = found[i]
        r = found[i + 1] if i + 1 < len(found) else None
        if (
            r is None
            or not (_money(q) and _money(r))
            or q.value != 1.0
            or r.unit == q.unit
            or not _EQUALS_RE.fullmatch(text[q.end : r.start])
        ):
            out.append(q)
            i += 1
            continue
        per = q.unit
        rate = replace(r, start=q.start, text=text[q.start : r.end], kind="rate", per=per)
        rate.hedge = q.hedge
        out.append(rate)
        i += 2
        last = r
        while i < len(found):
            nxt = found[i]
            if not (
                _money(nxt)
                and nxt.unit != per
                and _RATE_LIST_RE.fullmatch(text[last.end : nxt.start])
            ):
                break
            nxt.kind, nxt.per = "rate", per
            out.append(nxt)
            last = nxt
            i += 1
    return out


#: Counted nouns that hold GPUs: after a product name the number counts them instead.
_GROUP_NOUNS = frozenset({"node_count", "cluster_count"})


def _group_noun_after(text: str, pos: int, nouns: dict[str, str]) -> tuple[str, int] | None:
    """(attribute, end) of a group noun ("racks", "Knoten") within two more name words
    ("NVL72", "SuperPOD") after ``pos``."""
    for _ in range(3):
        nxt = _NEXT_WORD_RE.match(text, pos)
        if nxt is None:
            return None
        attr = nouns.get(nxt.group(1).lower())
        if attr is not None:
            return (attr, nxt.end(1)) if attr in _GROUP_NOUNS else None
        word = nxt.group(1)
        if not (word[:1].isupper() or any(ch.isdigit() for ch in word)):
            return None
        pos = nxt.end(1)
    return None


#: "a single H100", "eine einzelne MI300X": one of what follows.
_SINGLE_RE = re.compile(
    r"(?<![\w-])(?:a|one|ein|eine|einer|einen|einem)\s+(?:single|einzeln\w*|einzig\w*)\s+"
    r"(?P<word>[\w-]+)",
    re.IGNORECASE,
)
#: "um den Faktor 1,3", "a factor of 3.3": the number after is a multiplier.
_FACTOR_BEFORE_RE = re.compile(r"(?:faktor|factor(?:\s+of)?)\s+$", re.IGNORECASE)


def _factors(text: str, found: list[Quantity]) -> None:
    """A bare number after "Faktor"/"factor of" is a multiplier."""
    for q in found:
        if q.kind == "bare" and _FACTOR_BEFORE_RE.search(text, max(0, q.start - 12), q.start):
            q.kind, q.unit = "multiplier", "count"
