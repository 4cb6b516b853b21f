"""Short names a document uses for a product it named in full ("RTX 4090" ... "die 4090").

Once an article has named a product whose name ends in a model number, the bare number
later means that product ("Zwei 4090 haben zusammen 48 GB"). The number becomes a
mention of the product, and no longer a quantity of its own.
"""

from __future__ import annotations

import re
from types import ModuleType

from claims.lang import common
from claims.models import Mention, Quantity

#: A model number standing alone: digits, not part of a larger number or word.
_NUMBER_RE = re.compile(r"(?<![\w.,/$€¥£-])(\d{3,5})(?![\w,/%]|\.\d)")
#: The word right after it.
_NEXT_WORD_RE = re.compile(r"\s*([^\s\d]+)")


def _model_numbers(mentions: list[Mention]) -> dict[str, Mention]:
    """Model number -> the mention that named it, for numbers only one product ends in."""
    found: dict[str, list[Mention]] = {}
    for m in mentions:
        tail = m.text.rsplit(" ", 1)[-1]
        if tail.isdigit() and tail != m.text:
            found.setdefault(tail, []).append(m)
    return {n: ms[0] for n, ms in found.items() if len({m.entry_id for m in ms}) == 1}


def expand(
    text: str, lang: ModuleType, mentions: list[Mention], quantities: list[Quantity]
) -> tuple[list[Mention], list[Quantity]]:
    """The mentions with the document's short names added, and the quantities without
    the numbers that turned out to be names."""
    numbers = _model_numbers(mentions)
    if not numbers:
        return mentions, quantities
    spans = sorted((m.start, m.end) for m in mentions)
    added: list[Mention] = []
    for hit in _NUMBER_RE.finditer(text):
        first = numbers.get(hit.group(1))
        if first is None or hit.start() < first.start:
            continue  # only after the product was named in full
        if any(a <= hit.start() < b or 0 <= a - hit.end() <= 2 for a, b in spans):
            continue  # inside a name ("RTX 4090" itself), or counting one ("384 Ascend")
        nxt = _NEXT_WORD_RE.match(text, hit.end())
        follower = nxt.group(1).lower().strip(".,;:!?)") if nxt else ""
        if (
            follower in lang.COUNT_NOUNS
            or follower in lang.UNIT_WORDS
            or follower in common.UNIT_SYMBOLS
            or follower.upper() in common.CURRENCY_CODES
        ):
            continue  # "4090 Euro", "6000 GPUs": a figure after all
        added.append(Mention(hit.start(), hit.end(), hit.group(1), first.entry_id, first.label))
    if not added:
        return mentions, quantities
    taken = {(m.start, m.end) for m in added}
    kept = [q for q in quantities if (q.start, q.end) not in taken]
    return sorted(mentions + added, key=lambda m: (m.start, m.end)), kept
