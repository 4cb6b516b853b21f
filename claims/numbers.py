"""Locale-aware number parsing.

German writes 1.000.000 and 20,8; English 1,000,000 and 20.8. A lone separator
followed by exactly three digits is the hard case: "1.000" is a thousand in German
and one in English. Numbers glued to a currency symbol in German text ("$8,000")
follow the currency's own (English) convention. Both languages also group thousands
by a space of any width ("12 500", "16\u00a0896", "1\u202f000"), always in groups
of exactly three digits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from claims.lang import common

#: A numeral with optional grouping: 1.000.000 | 1,000,000 | 1 000 | 1'000 | 20,8 | 20.8
NUMERAL = (
    r"\d{1,3}(?:(?:[.,]|[ \u00a0\u2009\u202f'’](?=\d{3}(?!\d)))\d{3}(?!\d))+(?:[.,]\d+)?"
    r"|\d+(?:[.,]\d+)?"
)
NUMERAL_RE = re.compile(NUMERAL)
#: Largest relative tolerance a round integer ("700", "1.000", "100.000") implies.
ROUND_FIGURE_TOLERANCE = 0.05
_GROUP_SEPS = "\u2009\u202f\u00a0'’ "
#: The group separators that are spaces (a numeral grouped by one may be two numbers).
SPACE_SEPS = " \u00a0\u2009\u202f"


class NumberFormatError(ValueError):
    """Text that is not a numeral."""


@dataclass(frozen=True)
class ParsedNumber:
    value: float
    #: Half the place value of the last significant digit, relative to the value
    #: ("4" -> 0.125, "4,5" -> 0.011, "25.000" -> 0.02). Decides default tolerance.
    rel_precision: float
    decimals: int
    #: Read one way where the other was possible: "1.000" as one in English text.
    ambiguous: bool = False


def _rel_precision(digits_int: str, digits_frac: str, value: float) -> float:
    if value == 0:
        return 0.5
    if digits_frac:
        step = 10.0 ** -len(digits_frac)
    else:
        stripped = digits_int.rstrip("0")
        trailing = len(digits_int) - len(stripped) if stripped else 0
        step = 10.0 ** min(trailing, 300)  # "1" and 400 zeros: no OverflowError
        if trailing:
            # "700 W", "1.000 W", "100.000 GPUs": round figures, but not +-50 % vague
            return min(0.5 * step / abs(value), ROUND_FIGURE_TOLERANCE)
    return min(0.5 * step / abs(value), 0.5)


def numeral_rounding(value: float) -> float:
    """The rounding of ``value`` as if written in digits ("fünf" as "5": 0.1)."""
    if value.is_integer():
        raw = f"{value:.0f}"
        return _rel_precision(raw, "", value)
    whole, _, frac = f"{value:.15g}".partition(".")
    return _rel_precision(whole, frac, value)


def parse_numeral(raw: str, decimal: str, *, currency_context: bool = False) -> ParsedNumber:
    """Parse a numeral written with ``decimal`` as decimal separator (',' or '.')."""
    if raw.isascii() and raw.isdigit():  # "700", "2048": most numerals, no separator
        value = float(raw)
        return ParsedNumber(value, _rel_precision(raw, "", value), 0)
    text = raw.strip()
    for sep in _GROUP_SEPS:
        text = text.replace(sep, "")
    if not text or not re.fullmatch(r"[\d.,]+", text) or not text[0].isdigit():
        raise NumberFormatError(f"not a number: {raw!r}")
    dots, commas = text.count("."), text.count(",")
    ambiguous = False
    if dots and commas:
        dec = "." if text.rfind(".") > text.rfind(",") else ","
    elif dots + commas == 0:
        dec = None
    else:
        sep = "." if dots else ","
        head, _, tail = text.rpartition(sep)
        if dots + commas > 1:
            dec = None  # repeated separators group thousands
        elif len(tail) == 3 and len(head) <= 3 and head != "0":
            # the ambiguous case: "1.000" / "1,000"
            dec = sep if sep == decimal and not (currency_context and sep == ",") else None
            # "1.000 GPUs" in English text: one GPU to the letter, a thousand by intent
            ambiguous = dec is not None and tail == "000"
        else:
            dec = sep
    if dec is None:
        int_part, frac_part = text.replace(".", "").replace(",", ""), ""
    else:
        other = "," if dec == "." else "."
        int_part, _, frac_part = text.replace(other, "").partition(dec)
    if not int_part:
        raise NumberFormatError(f"not a number: {raw!r}")
    try:
        value = float(f"{int_part}.{frac_part}" if frac_part else int_part)
    except ValueError as exc:  # "2,041.000.000": grouping after the decimal point
        raise NumberFormatError(f"not a number: {raw!r}") from exc
    rel = _rel_precision(int_part, frac_part, value)
    return ParsedNumber(value, rel, len(frac_part), ambiguous)


def compose_number_words(values: list[float]) -> tuple[float, int] | None:
    """The value of spelled number parts in order, and how many of them it used.

    ``values`` are the parts' values ("zwei", "hundert", "sechs", "fünfzig" -> 2, 100,
    6, 50; German writes the unit before the tens, which the caller has already put
    in reading order). Hundreds and thousands multiply what comes before them; the
    longest prefix that reads as one number is used ("two three" is two).
    """
    total, small = 0.0, 0.0
    last: float | None = None
    used = 0
    for v in values:
        if v >= 1000:
            if last is not None and last >= 1000:
                break
            total += (small or 1) * v
            small = 0.0
        elif v == 100:
            if small >= 100 or (last is not None and last == 100):
                break
            small = (small or 1) * 100
        else:
            below_hundred = small % 100
            if last is None or last >= 100:
                pass  # "hundred six", "thousand twenty"
            elif not (10 < last < 100 and last % 10 == 0 and v < 10 and below_hundred == last):
                break  # only "fifty two" joins two small parts
            small += v
        last = v
        used += 1
    if not used:
        return None
    return total + small, used


def superscript_to_int(text: str) -> int:
    """'²³' -> 23, '23' -> 23."""
    return int("".join(common.SUPERSCRIPT_DIGITS.get(c, c) for c in text))


def format_number(value: float, lang: str, decimals: int = 2) -> str:
    """Format for humans in the document's convention (used by tests and reports)."""
    text = f"{value:,.{decimals}f}"
    if decimals:
        text = text.rstrip("0").rstrip(".")
    if lang == "de":
        text = text.translate(str.maketrans({",": ".", ".": ","}))
    return text
