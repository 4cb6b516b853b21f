"""Find quantities in text: numbers with scale words, units, ranges, hedges, multipliers.

Works on the raw text so offsets are exact whatever the tokenizer does with
"700W." or "$25,000–$35,000". All vocabulary comes from ``claims.lang``; this module
only holds the grammar that combines it.
"""

from __future__ import annotations

import importlib
import math
import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import replace
from functools import cached_property
from types import ModuleType

from claims.lang import common
from claims.lang import get as get_lang
from claims.models import Hedge, Quantity
from claims.numbers import (
    NUMERAL,
    SPACE_SEPS,
    NumberFormatError,
    compose_number_words,
    numeral_rounding,
    parse_numeral,
    superscript_to_int,
)

_WORD_CHAR = r"[\wÄÖÜäöüß]"
_SPACE = r"[ \u00a0\u2009\u202f]"
_SPACE_RUN_RE = re.compile(rf"{_SPACE}+")
#: Units of an amount of data, which "per second" makes a rate ("TB" -> "TB/s").
_DATA_AMOUNT_RE = re.compile(r"[kMGTPE]?(?:B|bit)")
_DASHES = "–—-"
#: Dates: "12.3.2024", "1.10.24", "2024-03-15" (one leading digit first: the regex engine
#: then skips to digits).
_DATE_RE = re.compile(r"\d(?:\d?\.\d{1,2}\.(?:\d{4}|\d{2})\b|\d{3}-\d{2}-\d{2}\b)")
#: Web addresses: their digits are no figures ("?rabatt=30%25", "/v2/2048").
_URL_RE = re.compile(r"(?:https?://|www\.)[^\s<>\"')\]]+")
#: A power right after an integer: "10^25", "2^{40}", "10²⁵", "2⁴⁰".
_POWER_RE = re.compile(r"\^\{?(?P<exp>[-−]?\d{1,3})\}?|(?P<sup>⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3})")
#: Bases a superscript may raise; after other numbers a superscript is a footnote mark.
_SUPERSCRIPT_BASES = frozenset({2.0, 10.0})
#: A proper fraction after an integer numerator ("3/4"), or after a whole number and a
#: space ("1 1/2"); never a date ("3/4/2024") or a version ("1/2.5").
_SLASH_FRACTION_RE = re.compile(r"/(?P<den>\d{1,3})(?![\d/]|[.,]\d)")
_MIXED_FRACTION_RE = re.compile(
    rf"[ \u00a0\u2009\u202f](?P<num>\d{{1,2}})/(?P<den>\d{{1,2}})(?![\d/]|[.,]\d)"
    rf"|[ \u00a0\u2009\u202f]?(?P<vulgar>[{''.join(common.VULGAR_FRACTIONS)}])"
)
#: Percent-encoding in a pasted URL ("30%25" is "30%" encoded): no figure.
_PERCENT_ENCODED_RE = re.compile(r"%[0-9A-Fa-f]{2}")
#: A word before a number: the number after an article, a year after "im Jahr".
_WORD_BEFORE_RE = re.compile(r"([\wÄÖÜäöüß.'’]+)[ \u00a0]+$")
_TWO_WORDS_BEFORE_RE = re.compile(r"([\wÄÖÜäöüß.]+[ \u00a0]+[\wÄÖÜäöüß.]+)[ \u00a0]+$")
_WORD_AFTER_RE = re.compile(r"[ \u00a0]+([\wÄÖÜäöüß-]+)")
_LETTER_WORD_RE = re.compile(r"[^\W\d_]+")
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
_RANGE_FIRST = frozenset(_SPACE_CHARS + "–—-" + "".join(common.RANGE_HYPHENS))


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
#: Units of power a throughput is given per (a unit symbol, in every language).
_WATT_WORDS = {"watt": "W", "w": "W", "kilowatt": "kW", "kw": "kW"}
_HOUR_RE = re.compile(r"stunde|hour", re.IGNORECASE)
#: "/kWh" right after a price.
_PER_ENERGY_RE = re.compile(r"/(kWh|MWh|GWh)(?![\w])", re.IGNORECASE)
#: A rate's denominator that counts device-hours ("GPU-Stunde", "chip-hour").
DEVICE_HOUR_RE = re.compile(r"gpu|chip|node|knoten|accelerator|beschleuniger|device|karte|card")
_UNIT_JOINERS_RE = re.compile(r"\s*(?:gegenüber|statt|vs\.?|versus|bzw\.|oder|und|to|and|/|–|-)\s*")
_OPERATOR_AFTER_RE = re.compile(r"\s*[×x*·⋅/]\s*\d")
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
#: A card's number standing alone ("3090", "4090", "5090"), not a year (19xx, 20xx).
_BARE_MODEL_RE = re.compile(r"(?!19|20)[1-9]\d{3}")
#: A model number right after a name: "RTX 3090", "Gaudi 3", "RTX 4090D".
_MODEL_NUMBER_RE = re.compile(r"[ \u00a0]+(\d{1,4}[A-Za-z]{0,3})(?![\w.,]\d|[\w-])")


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
        self._parsed: dict[tuple[str, bool], tuple[float, float, int, bool] | None] = {}

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
            # "$1.16M/yr": a per-time slash may follow, no other ("1M/s" is no scale)
            slashes = [w[1:] for w in self.data.PER_TIME if w.startswith("/")]
            per = rf"(?!/(?!(?:{_alternation(slashes)})\b))" if slashes else "(?!/)"
            pat = rf"(?:{pat}|(?P<glued>{_alternation(short)})(?!\w){per})"
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
    def _format_gap_re(self) -> re.Pattern[str]:
        """Format words between a number and its unit ("dense FP8", "dichte FP8-")."""
        words = [w for w in (*self.data.DENSE, *self.data.SPARSE) if " " not in w]
        words += list(common.PRECISIONS)
        return re.compile(rf"(?:{_SPACE}+(?i:{_alternation(words)})(?=[\s-]))+")

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
            rf"(?:[a-zäöüß]+lich{_SPACE}+)?(?P<adj>[a-zäöüß][\wäöüß]*e[nmrs]?){_SPACE}+)?"
            rf"(?P<noun>[\w](?:[\w.\-äöüÄÖÜß]|(?<=\b[A-Z])/(?=[A-Z]\b))*)"  # "I/O-Dies"
        )

    @cached_property
    def _frequency_re(self) -> re.Pattern[str]:
        return re.compile(
            rf"{_SPACE}+(?:{_alternation(list(self.data.FREQUENCY_AFTER))})(?!{_WORD_CHAR})",
            re.IGNORECASE,
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
    def _halves(self) -> dict[str, float]:
        """Halves spelled as one word: "anderthalb", "zweieinhalb" (lower case)."""
        halves = dict(self.data.HALVES)
        if self.data.HALF_SUFFIX:
            bases = {**self.data.COMPOUND_UNITS, **self.data.HALF_BASES}
            for word, value in bases.items():
                halves[word + self.data.HALF_SUFFIX] = value + 0.5
        return halves

    @cached_property
    def _number_parts(self) -> dict[str, float]:
        """The parts spelled numbers are built of (ones, teens, tens, hundred, thousand),
        lower case: "zwei", "hundert", "sechs", "fünfzig"; "one", "hundred"."""
        weak = self.data.WEAK_NUMBER_WORDS
        parts = {
            w.lower(): v
            for w, v in self.data.NUMBER_WORDS.items()
            if w.isalpha()
            and float(v).is_integer()
            and (0 < v < 20 or (v < 100 and v % 10 == 0) or v in (100, 1000))
            and (w not in weak or v == 1)
            and v != 12
            or w in ("zwölf", "twelve")
        }
        parts = {w: v for w, v in parts.items() if w not in ("a", "an")}
        return {**parts, **self.data.NUMBER_MORPHEMES}

    @cached_property
    def _part_re(self) -> re.Pattern[str]:
        """One part of a spelled number, or the word joining them ("und", "and")."""
        parts = _alternation([*self._number_parts, self.data.AND_WORD])
        return re.compile(rf"(?P<part>{parts})", re.IGNORECASE)

    @cached_property
    def _number_word_re(self) -> re.Pattern[str]:
        weak_words = self.data.WEAK_NUMBER_WORDS
        parts = _alternation(list(self._number_parts))
        other = [
            w
            for w in self.data.NUMBER_WORDS
            if w not in weak_words and w.lower() not in self._number_parts
        ]
        and_word = self.data.AND_WORD
        if self.lang == "de":
            # one word of parts: "zweihundertsechsundfünfzig", "einhundert", "eintausend"
            spelled = rf"(?:{parts})(?:{parts}|{and_word})*"
        else:
            # parts joined by spaces, hyphens and "and": "one hundred and six", "fifty two"
            hundreds = "hundred|thousand"
            spelled = (
                rf"(?:{parts}|an?(?={_SPACE}+(?:{hundreds})))"
                rf"(?:(?:[ \u00a0-]|{_SPACE}+{and_word}{_SPACE}+)(?:{parts}))*"
            )
        halves = _alternation(list(self._halves)) if self._halves else "(?!)"
        # a weak word counts before a scale word: "eine Million GPUs", "a billion dollars",
        # and so does half of one: "half a million", "eine halbe Million"
        weak = [w for w in weak_words if self._number_words.get(w) == 1]
        scales = [w for w in self.data.SCALES if len(w) > 2]
        before_scale = rf"(?={_SPACE}+(?:{_alternation(scales)})(?!{_WORD_CHAR}))"
        half_a = _alternation(list(self.data.HALF_A))
        # ... or before a prefixed unit word: "half a gigawatt", "ein halbes Terabyte"
        # (not "half a year", "ein halbes Byte" per parameter: periods and bytes per item)
        units = [w for w, u in self.data.UNIT_WORDS.items() if len(w) > 2 and u[:1] in "kMGTPE"]
        before_unit = rf"(?={_SPACE}+(?:{_alternation(units)})(?!{_WORD_CHAR}))"
        return re.compile(
            rf"(?<!{_WORD_CHAR})(?P<nw>(?:{halves})|(?:{half_a})(?:{before_scale}|{before_unit})"
            rf"|(?:{_alternation(weak)}){before_scale}|{spelled}|{_alternation(other)})(?=[\s-])",
            re.IGNORECASE,
        )

    def _and_a_half(self, text: str, pos: int) -> int | None:
        """Where "and a half" after a spelled number ends, if it follows."""
        for half in self.data.AND_A_HALF:
            end = pos + len(half) + 1
            tail = text[pos:end]
            if tail[:1] == " " and tail[1:].lower() == half and not text[end : end + 1].isalnum():
                return end
        return None

    def _spelled_value(self, text: str, m: re.Match[str]) -> tuple[float, int] | None:
        """The value of a spelled number and where it ends: "zweieinhalb" 2.5, "half a"
        0.5, "zweihundertsechsundfünfzig" 256, "one hundred and six" 106; None for a lone
        article ("ein Chip") or a word that is no number."""
        word = m.group("nw")
        low = word.lower()
        if low in self._halves:
            return self._halves[low], m.end()
        if any(low.startswith(h) for h in self.data.HALF_A):
            return 0.5, m.end()
        if low in self._number_words and (
            low not in self._number_parts or low in self.data.WEAK_NUMBER_WORDS
        ):
            value = self._number_words[low]
            half_end = self._and_a_half(text, m.end())
            if half_end is not None:
                return value + 0.5, half_end  # "one and a half million"
            if low in self.data.WEAK_NUMBER_WORDS and not self._spaced_scale_re.match(
                text, m.end()
            ):
                return None  # "one GPU" is counted by the rules for "a single"
            return value, m.end()  # "dutzend", "eine" before a scale
        values: list[float] = []
        ends: list[int] = []
        joined = False
        pos = m.start()
        article = re.match(r"an?[ \u00a0]+", low)
        if article and self.lang == "en":
            values.append(1.0)  # "a hundred nodes": one hundred
            ends.append(m.start() + 1)
            pos = m.start() + article.end()
        for part in self._part_re.finditer(text, m.start(), m.end()):
            if text[pos : part.start()].strip(" \u00a0-"):
                return None  # a gap no part fills ("einst")
            pos = part.end()
            name = part.group("part").lower()
            if name == self.data.AND_WORD:
                if self.lang == "de":
                    joined = True
                    continue
                if not values or values[-1] < 100:
                    break  # "two and three": two figures
                continue
            value = self._number_parts[name]
            if joined and values and values[-1] < 10 and 10 < value < 100:
                values[-1:] = [value, values[-1]]  # "sechsundfünfzig": fifty, then six
                joined = False
                ends.append(part.end())
                continue
            if joined:
                return None  # "undzehn"
            values.append(value)
            ends.append(part.end())
        if pos != m.end() and self.lang == "de":
            return None
        composed = compose_number_words(values)
        if composed is None:
            return None
        value, used = composed
        if self.lang == "de" and used != len(values):
            return None  # one German word is one number, or none
        end = ends[used - 1]
        half_end = self._and_a_half(text, end)
        if half_end is not None:
            return value + 0.5, half_end  # "two and a half billion"
        if used == 1 and text[m.start() : end].lower() in self.data.WEAK_NUMBER_WORDS:
            return None  # "one GPU" is counted by the rules for "a single"
        return value, end

    @cached_property
    def _word_heads(self) -> _WordHeads:
        """What ``_numeral_re``, ``_stem_mult_re`` and ``_number_word_re`` can begin."""
        stems = list(self._mult_stems) + list(self.data.MULTIPLIER_WORDS)
        # compounds start alike
        return _WordHeads(stems, list(self.data.NUMBER_WORDS) + list(self._halves))

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
            + list(self._halves)
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
        times = _alternation(list(self.data.SCI_TIMES))
        return re.compile(
            rf"{_SPACE}*[×x·*⋅]{_SPACE}*10(?:\^\{{?(?P<exp>[-−]?\d+)\}}?|(?P<sup>[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+))"
            rf"|[eE](?P<e>[-+]?\d+)(?![\w])"
            # "3,3 mal 10 hoch 24", "3.3 times 10 to the 24th"
            rf"|{_SPACE}+(?:{times}){_SPACE}+10{self._spelled_power}",
            re.IGNORECASE,
        )

    @cached_property
    def _spelled_power(self) -> str:
        """Regex source for " hoch 24", " to the 24th" after a base (group ``spelled``)."""
        words = _alternation(list(self.data.SCI_POWER))
        return rf"{_SPACE}+(?:{words}){_SPACE}+(?P<spelled>\d{{1,3}})(?:st|nd|rd|th)?(?![\w])"

    @cached_property
    def _spelled_power_re(self) -> re.Pattern[str]:
        return re.compile(self._spelled_power, re.IGNORECASE)

    @cached_property
    def _contrast_borrow_re(self) -> re.Pattern[str]:
        words = _alternation([w for w in self.data.CONTRAST if w not in ("from", "von")])
        return re.compile(
            rf"(?:{_SPACE}+[\w-]+{_SPACE}+[\w-]+)?{_SPACE}*,?{_SPACE}+(?:{words})"
            rf"(?:{_SPACE}+[^\W\d][\w.-]*(?:'s|’s)?){{0,3}}{_SPACE}+",
            re.IGNORECASE,
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
            # "$2.49 per H100 GPU-hour": a product's name may stand before the unit
            rf"(?:[A-Za-z]{{0,3}}\d[\w-]*{_SPACE}+)?"
            rf"(?P<den>[\w$€¥\-]+)"
        )

    @cached_property
    def _range_re(self) -> re.Pattern[str]:
        words = _alternation(list(self.data.RANGE_WORDS))
        return re.compile(
            rf"(?:{_SPACE}*[–—]{_SPACE}*|[-{''.join(common.RANGE_HYPHENS)}](?=\$|\d)"
            rf"|-?{_SPACE}+(?:{words}){_SPACE}+)"
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
        if "://" in text or "www." in text:
            dates = _merged(dates + [(m.start(), m.end()) for m in _URL_RE.finditer(text)])
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
                    q = self._from_later_word(text, m)
            if q is None:
                continue
            found.append(q)
            taken_until = q.end
        lowered = text.lower()
        if any(w in lowered for w in self._fraction_hints):
            found = self._with_fractions(text, lowered, found)
        self._share_units(text, found)
        _factors(text, found)
        if "=" in text or "entspricht" in text or "equals" in text:
            found = _equation_rates(text, found)
        if self._one_span_re.search(text):
            found = self._with_one_spans(text, found)
        if "single" in text or "einzeln" in text or "einzig" in text:
            found = self._with_single_units(text, found)
        return found

    @cached_property
    def _fraction_hints(self) -> tuple[str, ...]:
        """Denominators and half nouns, lower case: a spelled fraction holds one."""
        return tuple(sorted({*self.data.FRACTION_WORDS, *self.data.HALF_NOUNS}, key=len))

    @cached_property
    def _numerator_before_re(self) -> re.Pattern[str]:
        """The numerator right before a denominator: "ein ", "Drei" (glued), "two-"."""
        nums = _alternation(list(self.data.FRACTION_NUMERATORS))
        return re.compile(rf"(?<!{_WORD_CHAR})(?P<num>{nums})(?:{_SPACE}+|-)?$", re.IGNORECASE)

    @cached_property
    def _half_follower_re(self) -> re.Pattern[str] | None:
        words = self.data.HALF_FOLLOWERS
        if not words:
            return None
        return re.compile(rf"{_SPACE}+(?:{_alternation(list(words))})(?!{_WORD_CHAR})", re.I)

    def _fraction_at(self, text: str, pos: int, word: str) -> Quantity | None:
        """The fraction whose denominator or half noun ``word`` stands at ``pos``."""
        end = pos + len(word)
        if end < len(text) and (text[end].isalnum() or text[end] == "_"):
            return None  # "Viertelfinale", "thirdly"
        if word in self.data.HALF_NOUNS:
            if pos and (text[pos - 1].isalnum() or text[pos - 1] == "_"):
                return None  # "Jahreshälfte"
            follower = self._half_follower_re
            if follower is not None and not follower.match(text, end):
                return None  # "half precision"
            before = _WORD_BEFORE_RE.search(text, max(0, pos - 20), pos)
            if before and before.group(1).lower() in self.data.HALF_BLOCKERS:
                return None  # "in der zweiten Hälfte", "the second half of"
            start, value = pos, self.data.HALF_NOUNS[word]
        else:
            num = self._numerator_before_re.search(text, max(0, pos - 12), pos)
            if num is None:
                return None
            if word in self.data.FRACTION_NEEDS_OF and not self._of_follows(text, end):
                return None  # "a third GPU": an ordinal
            start = num.start()
            value = (
                self.data.FRACTION_NUMERATORS[num.group("num").lower()]
                / (self.data.FRACTION_WORDS[word])
            )
        q = Quantity(
            start=start,
            end=end,
            text=text[start:end],
            value=value,
            unit="count",
            kind="fraction",
            rel_precision=0.0,
        )
        q.hedge = self._hedge_before(text, start)
        return q

    def _with_fractions(self, text: str, lowered: str, found: list[Quantity]) -> list[Quantity]:
        """ "ein Drittel", "zwei Drittel", "Dreiviertel", "die Hälfte"; "a third of", "two
        thirds", "half the": shares as figures. A figure read inside one ("zwei" of "zwei
        Drittel") gives way to it."""
        if len(lowered) != len(text):
            return found  # a character whose lower case is longer: offsets would not hold
        hits: dict[int, str] = {}
        for word in self._fraction_hints:  # shortest first: "thirds" overwrites "third"
            i = lowered.find(word)
            while i >= 0:
                hits[i] = word
                i = lowered.find(word, i + 1)
        extra: list[Quantity] = []
        for pos in sorted(hits):
            q = self._fraction_at(text, pos, hits[pos])
            if q is None or (extra and q.start < extra[-1].end):
                continue
            if any(
                f.start < q.end and q.start < f.end and not (q.start <= f.start and f.end <= q.end)
                for f in found
            ):
                continue
            extra.append(q)
        if not extra:
            return found
        kept = [q for q in found if not any(f.start <= q.start and q.end <= f.end for f in extra)]
        return sorted(kept + extra, key=lambda q: q.start)

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
        if kind in ("lower", "upper") and window[m.end("hedge") : m.end()].strip():
            # "40 Prozent mehr als die 700 W einer H100": a comparison with that figure,
            # not a bound on it ("mehr als 700 W")
            return None
        base = pos - len(window)
        return Hedge(word, kind, tol, base + m.start("hedge"), base + m.end("hedge"))

    def _parse(self, raw: str, currency: bool) -> tuple[float, float, int, bool] | None:
        """``parse_numeral`` memoised: figures repeat within and across texts."""
        key = (raw, currency)
        if key in self._parsed:
            return self._parsed[key]
        try:
            p = parse_numeral(raw, self.data.DECIMAL, currency_context=currency)
        except NumberFormatError:
            result = None
        else:
            result = p.value, p.rel_precision, p.decimals, p.ambiguous
        self._parsed[key] = result
        return result

    def _from_numeral(self, text: str, m: re.Match[str]) -> Quantity | None:
        start, end = m.start("num"), m.end("num")
        if self._preceded_by_identifier(text, start):
            return None
        raw = m.group("num")
        ambiguous: str | None = None
        if not raw.isdigit() and any(c in SPACE_SEPS for c in raw):
            raw, ambiguous = self._space_grouped(text, raw, start)
            end = start + len(raw)
        cur = self._currency_before(text, start)
        if (
            cur is None  # "EUR 5 Mio." is money
            and _VERSION_RE.fullmatch(raw)
            and _GENERATION_BEFORE_RE.search(text, max(0, start - 12), start)
            and not self._unit_re.match(text, end)
        ):
            return None  # "CDNA 3 GPU", "Zen 4 CPU cores", "PCIe 5.0": a generation, no count
        parsed = self._parse(raw, cur is not None)
        if parsed is None:
            return None
        value, rel, _, one_or_thousand = parsed
        if one_or_thousand:
            ambiguous = f"{raw}: {value:g} as written, or {value * 1000:g} in the other locale"
        # a trailing separator belongs to the sentence ("... 2023.")
        if raw[-1] in ".," and not raw[-2:-1].isdigit():
            end -= 1
        q_start = cur[1] if cur else start
        sign, q_start = self._sign_before(text, q_start)
        low = high = None
        sci_used = False
        kind = None
        following = text[end : end + 1]
        power = _POWER_RE.match(text, end) if raw.isdigit() else None
        if power and power.group("sup") and value not in _SUPERSCRIPT_BASES:
            power = None  # "700²": a footnote mark
        if power is None and raw in ("10", "2"):
            power = self._spelled_power_re.match(text, end)  # "10 hoch 24", "2 to the 40th"
        if power:
            # "10^25", "2⁴⁰": exact, whatever the digits
            try:
                exp = superscript_to_int(
                    (
                        power.groupdict().get("spelled") or power.group("exp") or power.group("sup")
                    ).replace("−", "-")
                )
                powered = value**exp
            except (OverflowError, ValueError, ZeroDivisionError):  # "10^99999": too large
                powered = float("inf")
            value, rel, end, sci_used = powered, 0.0, power.end(), True
            following = text[end : end + 1]
        # scientific notation: 3,15 × 10^23 | 3.14e23
        sci = self._sci_re.match(text, end) if following in _SCI_FIRST and not power else None
        if sci and sci.group("e") and sci.group("e").lstrip("+-").startswith("0") and raw.isdigit():
            return None  # "3E01", "7e02": a code, not 30 or 700
        if sci:
            exp_text = (
                sci.group("exp") or sci.group("sup") or sci.group("e") or sci.group("spelled")
            )
            try:
                value *= 10.0 ** superscript_to_int(exp_text.replace("−", "-"))
            except (OverflowError, ValueError):  # "1e999": beyond a float; too large to check
                value = float("inf") if value else 0.0
            end = sci.end()
            sci_used = True
        elif not power:
            frac = self._fraction_after(text, raw, value, end)
            if frac is not None:
                value, end, kind, rel = frac[0], frac[1], frac[2], 0.0
                if kind == "fraction" and self.data.OF_WORDS and not self._of_follows(text, end):
                    ambiguous = f"{text[start:end]}: a fraction, or a date"
            # range: 25–30 | 25 bis 30 | $8,000–$10,000 | 2- bis 3-fache
            rng = (
                self._range_re.match(text, end)
                if kind is None and text[end : end + 1] in _RANGE_FIRST
                else None
            )
            if rng and not self._looks_like_years(raw, rng.group("num")):
                parsed2 = self._parse(rng.group("num"), cur is not None or bool(rng.group("cur")))
                if parsed2 and parsed2[0] >= value:
                    low, high = value, parsed2[0]
                    rel = min(rel, parsed2[1])
                    end = rng.end()
        maybe_year = (
            low is None
            and not sci_used
            and raw.isdigit()
            and len(raw) == 4
            and 1900 <= value < 2100
        )
        if maybe_year and self._year_before(text, q_start) == "year":
            return None  # "im Jahr 2024 GPUs", "seit März 2023": a year, whatever follows
        q = Quantity(
            start=q_start, end=end, text="", value=value, low=low, high=high, rel_precision=rel
        )
        if kind == "fraction":
            q.kind, q.unit = "fraction", "count"
        elif cur:
            q.currency_options = tuple(cur[0].split("|"))
            q.unit = q.currency_options[0]
        if kind != "fraction":
            self._between(text, q)
            self._read_suffix(text, q)
        if q.value is None:
            return None
        if q.kind == "percent" and _PERCENT_ENCODED_RE.match(text, q.end - 1):
            return None  # "30%25": a percent sign encoded in a pasted address
        if q.kind == "measure" and not q.unit and not q.currency_options:
            q.kind = "bare"
        if q.kind == "bare" and sci_used:
            q.kind, q.unit, q.scale_only = "count", "count", True
        if maybe_year:
            if q.kind == "bare" or (q.kind == "count" and not self._noun_right_after(text, end)):
                return None  # "2024 brachte", "bis 2027 100.000 GPUs", "2022 vorgestellte H100"
            if self._year_before(text, q_start) == "maybe":
                ambiguous = f"{raw}: a count, or the year {raw}"
        if (
            q.kind == "count"
            and raw.isdigit()
            and len(raw) >= 3
            and self._model_number(text, q, end)
        ):
            return None  # "Intel's 8088 chip": a model number
        _apply_sign(q, sign)
        q.ambiguous = q.ambiguous or ambiguous
        q.hedge = self._hedge_before(text, q.start)
        q.text = text[q.start : q.end]
        if not q.unit and q.kind == "measure":
            q.kind = "bare"
        return q

    def _space_grouped(self, text: str, raw: str, start: int) -> tuple[str, str | None]:
        """A numeral grouped by spaces ("12 500", "16\u00a0896") as read, and a note when
        it may be two numbers: "8 128-GB-Module" is eight modules of 128 GB, "8 128 GB"
        either 8,128 GB or eight of 128 GB."""
        end = start + len(raw)
        head = re.split(f"[{SPACE_SEPS}]", raw, maxsplit=1)[0]
        after = text[end : end + 2]
        if after[:1] == "-" and after[1:2].isalpha() or after[:1] in "×x*":
            return head, None  # the last group is a figure of its own: "8 128-GB", "4 128x"
        groups = re.split(f"[{SPACE_SEPS}]", raw)
        if len(groups) == 2 and len(head) == 1 and head != "1" and " " in raw:
            return raw, f"{raw}: {raw.replace(' ', '')}, or {head} and {groups[1]}"
        return raw, None

    @cached_property
    def _sign_word_endings(self) -> tuple[str, ...]:
        return tuple(self.data.SIGN_WORDS)

    def _sign_before(self, text: str, pos: int) -> tuple[str | None, int]:
        """A sign right before the number ("−5 %", "-15 €", "+36 %", "minus fünf"), and
        where the figure then starts. A hyphen after a word or a number joins, not signs."""
        ch = text[pos - 1 : pos]
        if ch and ch in common.SIGNS:
            before = text[pos - 2 : pos - 1]
            if not before or not (before.isalnum() or before in ".,)/%]_-"):
                sign = common.SIGNS[ch]
                # a plus changes no value: the figure stays as quoted ("43 %" in "+43 %")
                return sign, pos - 1 if sign == "-" else pos
            return None, pos
        if text[pos - 1 : pos] not in (" ", "\u00a0") or not text[
            max(0, pos - 7) : pos - 1
        ].lower().endswith(self._sign_word_endings):
            return None, pos
        m = _WORD_BEFORE_RE.search(text, max(0, pos - 12), pos)
        if m and m.group(1).lower() in self.data.SIGN_WORDS:
            prev = _WORD_BEFORE_RE.search(text, max(0, m.start() - 20), m.start())
            word = prev.group(1) if prev else ""
            if (
                word[-1:].isdigit()
                or word in common.UNIT_SYMBOLS
                or word.lower() in (self._unit_word_ci)
            ):
                return None, pos  # "80 GB minus 16 GB": arithmetic
            sign = self.data.SIGN_WORDS[m.group(1).lower()]
            return sign, m.start(1) if sign == "-" else pos
        return None, pos

    def _fraction_after(
        self, text: str, raw: str, value: float, end: int
    ) -> tuple[float, int, str | None] | None:
        """(value, end, kind) of "3/4" (a fraction), "1 1/2" and "1 ½" (mixed numbers)."""
        if not raw.isdigit():
            return None
        nxt = text[end : end + 1]
        if nxt == "/":
            m = _SLASH_FRACTION_RE.match(text, end)
            if m is None or not 0 < value < int(m.group("den")) or len(raw) > 2:
                return None
            if self._unit_re.match(text, m.end()):
                return None  # "8/16 GB": two variants, not a half
            return value / int(m.group("den")), m.end(), "fraction"
        if nxt not in SPACE_SEPS and nxt not in common.VULGAR_FRACTIONS:
            return None
        m = _MIXED_FRACTION_RE.match(text, end)
        if m is None:
            return None
        if m.group("vulgar"):
            return value + common.VULGAR_FRACTIONS[m.group("vulgar")], m.end(), None
        num, den = int(m.group("num")), int(m.group("den"))
        if not 0 < num < den:
            return None
        return value + num / den, m.end(), None

    def _of_follows(self, text: str, pos: int) -> bool:
        m = _WORD_AFTER_RE.match(text, pos)
        return bool(m and m.group(1).lower() in self.data.OF_WORDS)

    def _year_before(self, text: str, pos: int) -> str | None:
        """ "year" when the words before a four-digit number make it one ("im Jahr", "seit
        März"), "maybe" when they might ("in", "bis"), else None."""
        window = text[max(0, pos - 30) : pos]
        two = _TWO_WORDS_BEFORE_RE.search(window)
        one = _WORD_BEFORE_RE.search(window)
        words = [w.group(1).lower() for w in (two, one) if w]
        if any(w in self.data.YEAR_BEFORE for w in words):
            return "year"
        if one and one.group(1).lower() in self.data.YEAR_MAYBE_BEFORE:
            return "maybe"
        return None

    def _noun_right_after(self, text: str, pos: int) -> bool:
        """Whether the word right after ``pos`` is a counted noun or a product name ("2048
        GPUs", "2024 H100"), as a count of a year-like number needs."""
        m = _WORD_AFTER_RE.match(text, pos) or re.compile(r"-([\w-]+)").match(text, pos)
        if m is None:
            return False
        word = m.group(1)
        nouns = self.data.COUNT_NOUNS
        return (
            word.lower() in nouns
            or word.rsplit("-", 1)[-1].lower() in nouns
            or bool(_ENTITY_WORD_RE.match(word) or _ENTITY_COMPOUND_RE.match(word))
        )

    def _model_number(self, text: str, q: Quantity, end: int) -> bool:
        """'Intel's 8088 chip', 'der 8088 Prozessor': an article or a possessive, a number,
        and a singular device noun that no group noun follows."""
        noun = _WORD_AFTER_RE.match(text, end)
        if noun is None or noun.group(1).lower() not in self.data.MODEL_NOUNS:
            return False
        after = _WORD_AFTER_RE.match(text, noun.end())
        if after and after.group(1).lower() in self.data.GROUP_AFTER_NOUN:
            return False  # "a 2048 GPU cluster": a count in a compound
        before = _WORD_BEFORE_RE.search(text, max(0, q.start - 30), q.start)
        if before is None:
            return False
        word = before.group(1)
        return word.lower() in self.data.DETERMINERS or word.endswith(("'s", "’s"))

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
            elif glued and self._glued_unit(text, q, glued, scale.end()):
                return  # "1.8m tall", "100t": a unit, not a scale
            else:
                end = scale.end()
                q.kilo_letter = bool(glued) and glued.lower() == "k" and factor == 1e3
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
            q.end = mult.end()
            if self._frequency_re.match(text, q.end):
                q.kind, q.unit = "bare", None  # "300 times a second": how often, no ratio
                return
            q.kind, q.unit = "multiplier", "count"
            return
        # percent
        unit = self._unit_re.match(text, end)
        if unit is None and (fmt := self._format_gap_re.match(text, end)):
            # "1,299 dense FP8 TFLOPS", "1.299 dichte FP8-TFLOPS": the format words stand
            # between the number and its rate unit
            rate = self._unit_re.match(text, fmt.end())
            surface = (rate.group("sym") or rate.group("word")) if rate else ""
            canon = common.UNIT_SYMBOLS.get(surface) or self._unit_word_ci.get(surface.lower())
            if canon and ("FLOP" in canon or "OP/s" in canon):
                unit = rate
        if unit:
            surface = unit.group("sym") or unit.group("word")
            canon = common.UNIT_SYMBOLS.get(surface) or self._unit_word_ci.get(surface.lower())
            if canon == "percent":
                q.kind, q.unit, q.end = "percent", "percent", unit.end()
                return
            if canon:
                q.unit, q.kind, q.end = canon, "measure", unit.end()
                self._read_unit_tail(text, q)
                if "FLOP" in canon:
                    self._read_per_watt(text, q)
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
                if code.lower() in self.data.WEIGHT_OR_CURRENCY and self._weight_or_money(
                    text, q, code.lower()
                ):
                    return  # "Der Server wiegt 12 Pfund": a weight
                if factor == 1.0:
                    self._scale_after_currency(text, q)  # "75 USD million"
                if not cent:
                    self._cents_after(text, q)  # "15 Dollar und 15 Cent", "zwei Euro fünfzig"
                if not self._read_per_time(text, q):
                    self._read_rate_tail(text, q)
                return
        if q.currency_options:
            if not self._read_per_time(text, q):
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

    def _glued_unit(self, text: str, q: Quantity, glued: str, pos: int) -> bool:
        """'1.8m tall', '100t', '1500b': a lowercase letter glued to a number is a unit
        (metres, tonnes; "b" bits or bytes) unless money or a counted thing makes it a
        scale ("$5m", "5m GPUs", "1.2m H100s"). Reads it as such and says so."""
        unit = self.data.GLUED_SCALE_UNITS.get(glued)
        if unit is None or q.currency_options or self._currency_after_re.match(text, pos):
            return False
        noun = _WORD_AFTER_RE.match(text, pos)
        if noun is not None:
            word = noun.group(1)
            if word.lower() in self.data.COUNT_NOUNS or _ENTITY_WORD_RE.match(word):
                return False
            if word.lower().rstrip("s") in self.data.COUNT_NOUNS:
                return False
        q.end = pos
        q.unit, q.kind = unit, "measure" if unit else "bare"
        cues = self.data.GLUED_UNIT_CUES.get(glued, ())
        if not unit or not self._cue_in_sentence(text, q, cues):
            q.ambiguous = f"{text[q.start : pos]}: {unit or 'bits or bytes'}, or {glued} as a scale"
        return True

    def _sentence_around(self, text: str, q: Quantity) -> str:
        """The lowercase sentence a quantity stands in (up to 200 characters either side)."""
        lo = max(0, q.start - 200)
        head = text[lo : q.start]
        cut = max(head.rfind(". "), head.rfind("\n"), head.rfind("! "), head.rfind("? "))
        tail = text[q.end : q.end + 200]
        stop = _SENTENCE_END_RE.search(tail)
        return (head[cut + 1 :] + " " + (tail[: stop.start()] if stop else tail)).lower()

    def _cue_in_sentence(self, text: str, q: Quantity, cues: tuple[str, ...]) -> bool:
        sentence = self._sentence_around(text, q)
        return any(c in sentence for c in cues)

    def _weight_or_money(self, text: str, q: Quantity, word: str) -> bool:
        """'12 Pfund', '12 pounds': a weight unless the sentence speaks of money; True
        (and the quantity a weight) when it is one."""
        money, weight = self.data.WEIGHT_OR_CURRENCY[word]
        if self._cue_in_sentence(text, q, self.data.PRICE_CUES):
            return False
        q.unit, q.kind, q.currency_options = weight, "measure", ()
        if not self._cue_in_sentence(text, q, self.data.WEIGHT_CUES):
            q.ambiguous = f"{text[q.start : q.end]}: a weight ({weight}), or money ({money})"
        return True

    @cached_property
    def _spaced_scale_re(self) -> re.Pattern[str]:
        words = [w for w in self.data.SCALES if len(w) > 2 or w.endswith(".")]
        return re.compile(rf"{_SPACE}+(?P<scale>{_alternation(words)})(?!{_WORD_CHAR})", re.I)

    def _scale_after_currency(self, text: str, q: Quantity) -> None:
        """'75 USD million', '5 Euro Mio.': a scale word after the currency."""
        m = self._spaced_scale_re.match(text, q.end)
        if m is None or q.value is None:
            return
        word = m.group("scale").lower()
        factor = self.data.SCALES.get(word, self.data.SCALES.get(word.rstrip("."), 1.0))
        q.value *= factor
        if q.low is not None and q.high is not None:
            q.low, q.high = q.low * factor, q.high * factor
        q.end = m.end()

    @cached_property
    def _cents_re(self) -> re.Pattern[str]:
        weak = self.data.WEAK_NUMBER_WORDS
        words = [
            w
            for w, v in self._number_words.items()
            if 1 <= v < 100 and float(v).is_integer() and w not in weak and " " not in w
        ]
        cents = _alternation(list(self.data.CENT_WORDS))
        return re.compile(
            rf"{_SPACE}+(?:(?P<and>{self.data.AND_WORD}|und|and){_SPACE}+)?"
            rf"(?P<num>\d{{1,2}}|{_alternation(words)})(?!{_WORD_CHAR}|[.,]\d)"
            rf"(?:{_SPACE}+(?P<cent>{cents})(?!{_WORD_CHAR}))?",
            re.IGNORECASE,
        )

    def _cents_after(self, text: str, q: Quantity) -> None:
        """'15 Dollar und 15 Cent', 'zwei Euro fünfzig', 'two dollars and fifty cents':
        the cents belong to the amount."""
        if q.value is None or not float(q.value).is_integer() or q.is_range:
            return
        m = self._cents_re.match(text, q.end)
        if m is None:
            return
        if not m.group("cent"):
            if m.group("and"):
                return  # "15 Dollar und 15 GPUs": two figures
            nxt = text[m.end() : m.end() + 2]
            if nxt[:1] not in ("", " ", ".", ",", ";", ":", ")", "!", "?", "\n") or (
                nxt[:1] == " " and (nxt[1:2].isupper() or nxt[1:2].isdigit())
            ):
                return  # "2 Euro 50 GPUs": not cents
        num = m.group("num")
        cents = float(num) if num.isdigit() else self._number_words.get(num.lower())
        if cents is None:
            return
        q.value += cents / 100
        q.end = m.end()

    @cached_property
    def _per_time_re(self) -> re.Pattern[str]:
        words = _alternation(list(self.data.PER_TIME))
        return re.compile(rf"{_SPACE}*(?P<per>{words})(?!{_WORD_CHAR})(?!{_SPACE}*\d)", re.I)

    def _read_per_time(self, text: str, q: Quantity) -> bool:
        """'$1.16M/yr', '1,16 Mio. Dollar pro Jahr', '400.000 Euro jährlich': money per
        period; the period goes to ``per``."""
        m = self._per_time_re.match(text, q.end)
        if m is None or (m.group("per")[0] != "/" and m.start("per") == q.end):
            return False
        # the amount keeps its kind and span: "$14,541.60 a month" is still $14,541.60
        q.per = self.data.PER_TIME[m.group("per").lower()]
        return True

    def _read_unit_tail(self, text: str, q: Quantity) -> None:
        """'20 Petaflops (PFLOPS)': swallow the abbreviation in brackets."""
        m = _UNIT_ABBREVIATION_RE.match(text, q.end)
        if m:
            q.end = m.end()
        # "3.7 terabytes a second", "8 TB pro Sekunde": an amount of data per second
        if _DATA_AMOUNT_RE.fullmatch(q.unit or "") and (
            rate := self._per_second_re.match(text, q.end)
        ):
            q.unit, q.end = f"{q.unit}/s", rate.end()
        # "GPU-Stunden" / "GPU-hours" arrive as hours: mark as a GPU-time amount
        if q.unit == "hour" and _GPU_BEFORE_RE.search(text[max(0, q.start - 4) : q.start]):
            q.noun = "gpu_hours"

    def _read_per_watt(self, text: str, q: Quantity) -> None:
        """ "58.9 gigaflops per watt": an efficiency, throughput per watt."""
        m = self._rate_tail_re.match(text, q.end)
        if (m is None or m.group("filler")) and q.unit.endswith("/s"):
            m = self._and_watt_re.match(text, q.end)  # "pro Sekunde und Watt"
        if m and not m.group("filler") and m.group("den").lower() in _WATT_WORDS:
            q.per = _WATT_WORDS[m.group("den").lower()]
            q.kind = "rate"
            q.end = m.end()

    @cached_property
    def _per_second_re(self) -> re.Pattern[str]:
        words = _alternation(list(self.data.PER_SECOND))
        return re.compile(rf"{_SPACE}+(?i:{words})(?!{_WORD_CHAR})")

    @cached_property
    def _and_watt_re(self) -> re.Pattern[str]:
        joiners = _alternation(list(self.data.PER_SECOND_AND))
        return re.compile(rf"(?P<filler>){_SPACE}+(?:{joiners}){_SPACE}+(?P<den>[\w-]+)")

    @cached_property
    def _per_hour_slash_re(self) -> re.Pattern[str]:
        hours = _alternation(list(self.data.HOUR_ABBREVIATIONS))
        return re.compile(rf"/(?P<device>[A-Za-z]+-?)?(?:{hours})(?![\w])", re.I)

    def _read_rate_tail(self, text: str, q: Quantity) -> None:
        """'2 US-Dollar pro GPU-Stunde', '1,08 Dollar je Euro', '0,34 €/kWh': a rate."""
        slash = _PER_ENERGY_RE.match(text, q.end)
        if slash:  # "0,34 €/kWh", "$0.08/kWh": a price per energy
            q.per, q.kind, q.end = common.ENERGY_UNITS[slash.group(1).lower()], "rate", slash.end()
            return
        slash = self._per_hour_slash_re.match(text, q.end)
        device = slash.group("device") if slash else None
        if slash and (device is None or DEVICE_HOUR_RE.search(device.lower())):
            # "$2.49/hr", "$2.49/GPU-h": a price per hour, per device-hour with a device
            q.per, q.kind, q.end = "hour", "rate", slash.end()
            if device:
                q.noun = "gpu_hours"
            return
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
        energy = common.ENERGY_UNITS.get(low) or self.data.ENERGY_WORDS.get(low)
        if energy:  # "8 US-Cent pro Kilowattstunde": a price per energy, not per hour
            q.per, q.kind, q.end = energy, "rate", tail_end
        elif "stunde" in low or "hour" in low:
            q.per = "hour"
            q.kind = "rate"
            q.end = tail_end
            if DEVICE_HOUR_RE.search(low):
                q.noun = "gpu_hours"  # "$2.50 per GPU-hour": per device and hour
        elif low in ("tflops", "teraflops", "pflops", "petaflops"):
            q.per = {"tflops": "TFLOP/s", "teraflops": "TFLOP/s"}.get(low, "PFLOP/s")
            q.kind = "rate"
            q.end = tail_end
        elif low in ("gpu", "chip", "stück", "karte", "unit", "card", "piece"):
            q.end = tail_end  # '15.600 Dollar pro Stück': a price per unit, scope per_unit

    def _read_noun(self, text: str, q: Quantity, m: re.Match[str]) -> None:
        nouns = self.data.COUNT_NOUNS
        adj = m.group("adj")
        if adj is not None and adj.lower() in self.data.RATE_JOINERS:
            return  # "37 billion per token": what is counted for each token, not tokens
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
            if attr is None and "-" in word:
                # "8 128-GB-Module": eight modules (of 128 GB each)
                attr = nouns.get(word.rsplit("-", 1)[1].lower())
            if attr is not None and attr != "gpu_hours":
                q.kind, q.unit, q.noun = "count", "count", attr
            elif attr is None and _BARE_MODEL_RE.fullmatch(word) and (q.value or 100) < 100:
                # "zwei gebrauchte 3090 mit je 24 GB": a few of a card known by its number
                q.kind, q.unit, q.noun = "count", "count", "gpu_count"
                q.entity_hint = word
                q.end = m.start("noun") + len(word)
            return
        low = word.lower()
        attr = nouns.get(low)
        endings, longest_first = self._compound_nouns
        if attr is None and low.endswith(endings) and (m.group("adj") is None or "-" in low):
            # "Exascale-Systeme", also after an adjective ("vier gelistete Exascale-Systeme")
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
            model = _MODEL_NUMBER_RE.match(text, pos)
            for _ in range(3):
                nxt = _NEXT_WORD_RE.match(text, pos)
                if nxt is None:
                    break
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
                    break
                pos = nxt.end(1)
            if model is not None:
                # "zwei gebrauchte RTX 3090", "four Gaudi 3": a name and its model number
                q.kind, q.unit, q.noun = "count", "count", "gpu_count"
                q.entity_hint = f"{word} {model.group(1)}"
                q.end = model.end(1)
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

    def _from_later_word(self, text: str, m: re.Match[str]) -> Quantity | None:
        """ "One eight-GPU node": words that make no number together; the figure may
        start at the second one."""
        gap = _SPACE_RUN_RE.search(text, m.start(), m.end())
        if gap is None:
            return None
        later = self._number_word_re.match(text, gap.end())
        return self._from_number_word(text, later) if later is not None else None

    def _from_number_word(self, text: str, m: re.Match[str]) -> Quantity | None:
        """'zwei Chips', 'acht Gaudi 3', 'five hours': a number word with a noun or unit."""
        spelled = self._spelled_value(text, m)
        if spelled is None:
            return None
        value, end = spelled
        q = Quantity(start=m.start(), end=end, text="", value=float(value), rel_precision=0.0)
        sign, q.start = self._sign_before(text, q.start)
        self._read_suffix(text, q)
        if q.kind in ("bare", "measure") and not q.unit:
            if not _CAPITALISED_WORD_RE.match(text, q.end):
                return None
            q.kind = "bare"
        if q.kind == "count" and q.scale_only:
            return None
        _apply_sign(q, sign)
        if q.kind in ("measure", "percent") and q.value:
            # "gut fünf Prozent", "zehn Gigawatt": a spelled measure is as round as its
            # digits ("5 Prozent"); spelled counts stay exact ("zwei Karten")
            q.rel_precision = numeral_rounding(abs(q.value))
        self._few(text, q, value)
        q.hedge = self._hedge_before(text, q.start)
        q.text = text[q.start : q.end]
        return q

    def _few(self, text: str, q: Quantity, spelled: float) -> None:
        """ "a few hundred watts", "einige tausend GPUs": two to nine of them."""
        if spelled < 100 or not math.log10(spelled).is_integer() or q.value is None:
            return
        few = self._few_before_re.search(text, max(0, q.start - 24), q.start)
        if few is None:
            return
        q.start = few.start()
        q.low, q.high = q.value * 2, q.value * 9
        q.value = q.low
        q.rel_precision = 0.0

    @cached_property
    def _few_before_re(self) -> re.Pattern[str]:
        words = _alternation(list(self.data.FEW))
        return re.compile(rf"(?<!{_WORD_CHAR})(?:{words}){_SPACE}+$", re.IGNORECASE)

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
                and not _OPERATOR_AFTER_RE.match(text, q.end)  # "8 kW (8 × 1,000 W)"
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
            elif (
                prev
                and prev.unit
                and prev.kind == "measure"
                and q.value
                and prev.value
                and 0.01 < q.value / prev.value < 100
                and self._contrast_borrow_re.fullmatch(gap_prev)
            ):
                # "3,958 teraflops of FP8 against Trainium2's 1,299": the other side of
                # a comparison, in the same unit
                q.unit, q.kind, q.inherited_unit = prev.unit, prev.kind, True
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


def _apply_sign(q: Quantity, sign: str | None) -> None:
    """Record the sign written before ``q``; a minus turns its value and range over."""
    if sign is None or q.value is None:
        return
    q.sign = sign
    if sign == "-":
        q.value = -q.value
        if q.low is not None and q.high is not None:
            q.low, q.high = -q.high, -q.low


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, disjoint spans covering the same characters as ``spans``."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if out and a < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


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
#: What a count of named things may count instead of the things: their groups ("16
#: GB200 NVL72 racks") or their parts ("five active HBM3 stacks", "72 Grace CPUs").
_GROUP_NOUNS = frozenset(
    {"node_count", "cluster_count", "memory_stacks", "dies", "cpu_count", "modules", "ports"}
)


def _group_noun_after(text: str, pos: int, nouns: dict[str, str]) -> tuple[str, int] | None:
    """(attribute, end) of a group or part noun ("racks", "Knoten", "stacks") within two
    more name words ("NVL72", "SuperPOD") after ``pos``."""
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
