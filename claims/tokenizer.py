"""Tokenizer rules composed from the unit tables.

spaCy's blank German tokenizer leaves "H100-GPUs", "4nm-Prozess" and "700W." whole,
so the entity ruler would never see "H100". These rules split a hyphen between a
name and a word, units glued to digits, and dashes between numbers.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from re import _constants as sre_constants
from re import _parser as sre_parse

from spacy.language import Language
from spacy.tokenizer import Tokenizer
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

from claims.lang import common
from claims.lang import get as get_lang


def _unit_alternation() -> str:
    units = sorted((u for u in common.UNIT_SYMBOLS if u.isalpha() or "/" in u), key=len)
    return "|".join(re.escape(u) for u in reversed(units))


def _special_cases(lang: str, rules: dict[str, list[dict]]) -> dict[str, list[dict]]:
    """The tokenizer exceptions ``rules`` plus the project's own, as one dict."""
    rules = dict(rules)
    data = get_lang(lang)
    words = [w for w in list(data.SCALES) + list(data.HEDGES) if w.endswith(".")]
    words += list(data.ABBREVIATIONS)
    for word in words:
        for form in {word, word.capitalize()}:
            rules[form] = [{"ORTH": form}]
    # "8 TB/s. The next": the infix "/" leaves "s.", which both languages keep whole as
    # an abbreviation, so the sentence would not end; split it as "TB/s" without the dot
    for unit in (u for u in common.UNIT_SYMBOLS if "/" in u):
        pieces = [p for p in re.split(r"(/)", unit) if p]
        rules[unit + "."] = [{"ORTH": p} for p in [*pieces, "."]]
    # "... adds another 2.3x. Gaudi 3 ...": the suffix rule splits the x from the digits
    # and the abbreviation "x." would then swallow the full stop; the letter alone is no
    # abbreviation in these texts
    rules.pop("x.", None)
    rules.pop("X.", None)
    return rules


def make_tokenizer(nlp: Language) -> Tokenizer:
    """The language's tokenizer with the project's special cases and affix rules, built
    once: spaCy's own affix regexes are never compiled, and the special cases (about
    2,000, each tokenised again whenever an affix rule changes) are tokenised once."""
    defaults = nlp.Defaults
    tokenizer = Tokenizer(
        nlp.vocab,
        rules={},
        token_match=defaults.token_match,
        url_match=defaults.url_match,
        faster_heuristics=True,
    )
    customize_tokenizer(tokenizer, defaults)
    tokenizer.rules = _special_cases(nlp.lang, defaults.tokenizer_exceptions)
    return tokenizer


def customize_tokenizer(tokenizer: Tokenizer, defaults: type) -> None:
    """Add infix/suffix/prefix rules for glued units, hyphenated names, number dashes."""
    infixes = list(defaults.infixes or []) + [
        r"(?<=[0-9A-Za-zÄÖÜäöüß])-(?=[A-Za-zÄÖÜäöüß])",  # H100-GPUs, 4nm-Prozess
        r"(?<=[0-9])[–—](?=[$€¥￥0-9])",  # 25–30, $25,000–$35,000
        r"(?<=[0-9])[×x·](?=[0-9])",  # 6×6
        rf"(?<=[0-9])(?=(?:{_unit_alternation()})\b)",  # 80GB, 4nm
    ]
    suffixes = list(defaults.suffixes or []) + [
        rf"(?<=[0-9])(?:{_unit_alternation()})",
        r"(?<=[A-Za-z0-9])\.",
        r"(?<=[0-9])[xX×]",  # 5x
    ]
    prefixes = list(defaults.prefixes or []) + [r"US\$", r"\$", r"￥", r"¥", r"€", r"₩"]
    tokenizer.infix_finditer = _AffixMemo(compile_infix_regex(infixes), finditer=True).lookup
    tokenizer.suffix_search = _AffixMemo(
        compile_suffix_regex(suffixes), search=_SuffixByLastChar(suffixes).search
    ).lookup
    tokenizer.prefix_search = _AffixMemo(compile_prefix_regex(prefixes)).lookup


class _AffixMemo(dict):
    """One affix regex's answers, memoised per string.

    spaCy caches a whole space-delimited chunk's tokens, but stops caching for the rest
    of a document once a special case ("z.B.", "Mrd.") was used in it (spaCy #1250), so
    in practice it runs the prefix, suffix and infix regexes on nearly every chunk,
    and again on what remains after each affix. Those regexes are long alternations
    (several microseconds a call) and articles repeat their words, so each distinct
    string is searched once. ``lookup`` is ``dict.__getitem__``: a hit costs a
    dictionary lookup; a miss runs the regex (``__missing__``). Match objects are kept
    as they are (spaCy reads only their offsets); ``finditer`` answers are kept as
    lists. The answer for a string never changes, so the memo lives as long as the
    pipeline, like spaCy's own token cache; it is emptied when it reaches ``_LIMIT``
    entries.
    """

    _LIMIT = 50_000

    def __init__(
        self,
        regex: re.Pattern[str],
        *,
        finditer: bool = False,
        search: Callable[[str], object] | None = None,
    ):
        super().__init__()
        self.regex = regex
        #: what spaCy's tokenizer serialisation reads (``search.__self__.pattern``)
        self.pattern = regex.pattern
        self._search = search or (regex.finditer if finditer else regex.search)
        self._finditer = finditer
        self.lookup = self.__getitem__

    def __missing__(self, string: str):
        if len(self) >= self._LIMIT:
            self.clear()
        found = self._search(string)
        if self._finditer:
            found = list(found)
        self[string] = found
        return found


#: ``(lowest, highest)`` code point ranges; None: any character.
_CharRanges = list[tuple[int, int]] | None


def _last_chars(items: list) -> _CharRanges:
    """The characters a match of the parsed sequence ``items`` can end with.

    Only what is certain is narrowed down (literals, plain character sets, groups and
    repeats of them); anything else (categories, negated sets, flags, assertions,
    optional parts) answers None: any character.
    """
    if not items:
        return None
    op, av = items[-1]
    if op is sre_constants.LITERAL:
        return [(av, av)]
    if op is sre_constants.IN:
        ranges = []
        for kind, value in av:
            if kind is sre_constants.LITERAL:
                ranges.append((value, value))
            elif kind is sre_constants.RANGE:
                ranges.append(value)
            else:
                return None
        return ranges
    if op is sre_constants.BRANCH:
        ranges = []
        for alternative in av[1]:
            found = _last_chars(alternative.data)
            if found is None:
                return None
            ranges.extend(found)
        return ranges
    if op is sre_constants.SUBPATTERN:
        _, add_flags, del_flags, pattern = av
        return None if add_flags or del_flags else _last_chars(pattern.data)
    if op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT):
        low, _, pattern = av
        return _last_chars(pattern.data) if low >= 1 else None
    return None


class _SuffixByLastChar:
    """``compile_suffix_regex(entries).search``, trying only the rules that can apply.

    Every rule is anchored at the end, so a match ends with the string's last
    character (a string holding a newline, where ``$`` may also match before it, goes
    to the full regex). spaCy reads only a suffix match's length, which the leftmost
    start decides, so the full alternation and the rules whose final character can be
    the string's give the same answer. The narrowed regex is compiled once per last
    character. If any rule is not a single end-anchored alternative, every string goes
    to the full regex.
    """

    def __init__(self, entries: list[str]):
        self.pieces = [piece for piece in entries if piece.strip()]
        self.regex = re.compile("|".join(piece + "$" for piece in self.pieces))
        self.ends: list[_CharRanges] | None = []
        for piece in self.pieces:
            parsed = sre_parse.parse(piece + "$")
            items = parsed.data
            if (
                parsed.state.flags & (re.IGNORECASE | re.MULTILINE | re.VERBOSE)
                or not items
                or items[-1] != (sre_constants.AT, sre_constants.AT_END)
            ):
                self.ends = None  # not one alternative ending at "$": no narrowing
                break
            self.ends.append(_last_chars(items[:-1]))
        self.by_last: dict[str, re.Pattern[str] | None] = {}

    def _narrowed(self, char: str) -> re.Pattern[str] | None:
        code = ord(char)
        assert self.ends is not None
        chosen = [
            piece
            for piece, ends in zip(self.pieces, self.ends, strict=True)
            if ends is None or any(low <= code <= high for low, high in ends)
        ]
        return re.compile("|".join(piece + "$" for piece in chosen)) if chosen else None

    def search(self, string: str) -> re.Match[str] | None:
        if self.ends is None or not string or "\n" in string:
            return self.regex.search(string)
        last = string[-1]
        try:
            regex = self.by_last[last]
        except KeyError:
            regex = self.by_last[last] = self._narrowed(last)
        return regex.search(string) if regex is not None else None
