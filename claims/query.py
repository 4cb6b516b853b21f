"""Reading a ``specheck estimate`` query: "COUNT x DEVICE [ATTRIBUTE] [PRECISION]
[dense|sparse]", with the count as German or English write it.

The words live here (and in claims/lang/); pipeline/calculator.py computes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from claims.lang import de, en
from claims.numbers import NumberFormatError, parse_numeral

_TIMES = "|".join(
    re.escape(w)
    for w in sorted({*en.OPERATOR_WORDS["mul"], *de.OPERATOR_WORDS["mul"]}, key=len)[::-1]
)
_EXPR = re.compile(rf"^\s*(?P<count>.+?)\s*(?:[x×*]|\b(?:{_TIMES})\b)\s+(?P<rest>.+?)\s*$", re.I)
_PRECISIONS = ("fp64_tensor", "fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "fp6", "fp4", "int8")
_SPARSITIES = {**en.QUERY_SPARSITY, **de.QUERY_SPARSITY}
ATTRIBUTE_WORDS = {**en.QUERY_ATTRIBUTES, **de.QUERY_ATTRIBUTES}
#: Scale words only German has ("Mio.", "Milliarden"): a count using one is German.
_GERMAN_SCALES = frozenset(de.SCALES) - frozenset(en.SCALES) | {"billionen", "bio."}


class QueryError(ValueError):
    """A query that cannot be read."""


@dataclass(frozen=True)
class Query:
    count: float
    device: str
    attribute: str | None
    precision: str | None
    sparsity: str | None


def parse_count(text: str) -> float:
    """A count as German or English write it: "1.000.000", "1,000,000", "2,5 Mio.",
    "1 Million", "1 billion", "acht", "1e6".

    One separator before exactly three digits ("1.000", "1,000") groups thousands: a
    calculator count is a whole number of things. "Billion" is German (1e12) when
    capitalised or next to a German numeral, English "billion" is 1e9.
    """
    raw = " ".join(text.replace("_", "").split())
    if re.fullmatch(r"\d+(?:\.\d+)?[eE][+-]?\d+", raw):
        return float(raw)
    m = re.fullmatch(
        r"(?P<num>[\d.,\u2009\u202f' ]*\d|[^\W\d]+)(?:\s*(?P<scale>[^\W\d][\w.]*))?", raw
    )
    if not m:
        raise QueryError(f"{text!r}: not a count (try 1000000, 1.000.000 or 1 Mio.)")
    num, scale = m["num"], (m["scale"] or "")
    words = {**en.NUMBER_WORDS, **de.NUMBER_WORDS}
    if num.lower() in words:
        value = float(words[num.lower()])
    else:
        # Only "1.000"/"1,000" is ambiguous; read as grouped thousands (the other
        # separator is passed as the decimal one). Everything else parses alike.
        decimal = "," if "." in num else "."
        try:
            value = parse_numeral(num, decimal).value
        except NumberFormatError as exc:
            raise QueryError(f"{text!r}: not a count") from exc
    if scale:
        key = scale.lower()
        german = key in _GERMAN_SCALES or scale[0].isupper() or "," in num
        table = de.SCALES if german and key in de.SCALES else en.SCALES
        if key not in table:
            table = de.SCALES if key in de.SCALES else en.SCALES
        if key not in table:
            raise QueryError(f"{text!r}: unknown scale word {scale!r}")
        value *= table[key]
    return value


def _split_rest(
    rest: str, attributes: Iterable[str]
) -> tuple[str, str | None, str | None, str | None]:
    """DEVICE [ATTRIBUTE] [PRECISION] [SPARSITY], the qualifiers in any order at the end."""
    words = rest.split()
    attribute = precision = sparsity = None
    phrases = sorted({**ATTRIBUTE_WORDS, **{a: a for a in attributes}}.items(),
                     key=lambda kv: -len(kv[0].split()))  # fmt: skip
    changed = True
    while changed and len(words) > 1:
        changed = False
        last = words[-1].lower()
        if precision is None and last in _PRECISIONS:
            precision, words, changed = last, words[:-1], True
            continue
        if sparsity is None and last in _SPARSITIES:
            sparsity, words, changed = _SPARSITIES[last], words[:-1], True
            continue
        if attribute is None:
            for phrase, attr in phrases:
                n = len(phrase.split())
                if len(words) > n and " ".join(words[-n:]).lower() == phrase:
                    attribute, words, changed = attr, words[:-n], True
                    break
    return " ".join(words), attribute, precision, sparsity


def read(expression: str, attributes: Iterable[str] = ()) -> Query:
    """``COUNT x DEVICE [ATTRIBUTE] [PRECISION] [dense|sparse]``; ``attributes`` are the
    attribute ids the reference knows (each is a name for itself)."""
    m = _EXPR.match(expression)
    if not m:
        raise QueryError(
            f"{expression!r}: expected 'COUNT x DEVICE [attribute] [precision] [sparsity]'"
        )
    count = parse_count(m.group("count"))
    device, attribute, precision, sparsity = _split_rest(m.group("rest"), attributes)
    return Query(count, device, attribute, precision, sparsity)
