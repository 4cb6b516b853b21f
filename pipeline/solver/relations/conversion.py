"""conversion: an amount in one currency restated in another.

The rate is the one the text states near the figures, else the yearly averages of
the reference (the range over the years it holds). "5,43 Millionen Yen (ca. 36.300
US-Dollar)" implies 149.6 yen per dollar, inside that range; a rate applied the
wrong way round (multiplied where it divides) is a named slip.
"""

from __future__ import annotations

from dataclasses import replace

from pipeline.estimator import human
from pipeline.solver.explain import Context, Explanation
from pipeline.solver.figures import Figure
from pipeline.solver.tolerance import agrees

CURRENCIES = ("USD", "EUR", "JPY", "CNY", "KRW", "GBP", "TWD")
#: Tags that say what an amount is per: a conversion keeps it.
_SCOPES = frozenset({"per_unit", "per_part", "per_group", "per_throughput", "per_watt"})
#: Evidence for the source amount: right before in brackets / after "so", elsewhere near.
_JOINED = 2.0
#: Evidence when the figure's sentence says it converts ("umgerechnet", "converted").
_CONVERTED = 1.0
#: Proximity given to an amount beyond the near reach that the text's rate converts into
#: the figure (with the rate's own evidence it confirms as a sentence before would).
_FURTHER_BACK = 1.0
#: The years of average rates a conversion may use (an article's date is unknown).
_YEARS_BACK = 6


def _currencies(f: Figure) -> tuple[str, ...]:
    options = f.claim.quantity.currency_options
    return tuple(o for o in options if o in CURRENCIES) or (f.dim.split("/")[0],)


def _usd_rates(ctx: Context, code: str) -> dict[str, float]:
    """period -> units of ``code`` per USD."""
    if code == "USD":
        return {}
    out = {}
    for rv in ctx.ref.reference.values_of(f"fx-usd-{code.lower()}", "fx_rate"):
        v = rv.value
        if v.value is not None and v.status == "primary" and v.period:
            out[v.period] = v.value
    return out


def average_rates(ctx: Context, src: str, dst: str) -> list[tuple[str, float]]:
    """(year, dst per src) for each recent year the reference knows both."""
    a, b = _usd_rates(ctx, src), _usd_rates(ctx, dst)
    years = sorted(set(a) | set(b))[-_YEARS_BACK:]
    out = []
    for y in years:
        ra = 1.0 if src == "USD" else a.get(y)
        rb = 1.0 if dst == "USD" else b.get(y)
        if ra and rb:
            out.append((y, rb / ra))
    return out


def is_price(dim: str) -> bool:
    """A price per unit of something ("$4.99 per GPU-hour", "0,34 €/kWh"), not an
    exchange rate."""
    top, _, per = dim.partition("/")
    return top in CURRENCIES and bool(per) and per not in CURRENCIES


def _derived_from_rate(f: Figure, ctx: Context) -> bool:
    """The figure is derived from an exchange rate stated right before it."""
    c = f.claim
    if c.joined_by not in ("derive", "eq") or c.joined_to is None:
        return False
    rate = ctx.index.by_id.get(c.joined_to)
    if rate is None or rate.kind != "rate":
        return False
    top, _, per = rate.dim.partition("/")
    return top in CURRENCIES and per in CURRENCIES


def explain(f: Figure, ctx: Context) -> list[Explanation]:
    base, _, per = f.dim.partition("/")
    if base not in CURRENCIES or f.kind not in ("measure", "rate") or per in CURRENCIES:
        return []  # an amount, or a price per unit of time; no exchange rate
    out: list[Explanation] = []
    if _converted_on(f, ctx):
        return out  # "the Q4 guide of $65 billion works out to roughly €75 billion"
    # "Bei 150 Yen je Dollar sind das rund 1,2 Millionen Yen": derived from a stated rate
    via_rate = _derived_from_rate(f, ctx)
    for dst in _currencies(f):
        for s in ctx.index.around(f, back=2, ahead=1):
            if s.kind not in ("measure", "rate") or not ctx.usable(s) or s.order > f.order:
                continue  # the later figure restates the earlier one
            if s.kind == "rate" and (s.dim.split("/")[0] not in CURRENCIES or "/" not in s.dim):
                continue
            if s.kind == "rate" and s.dim.split("/")[1] in CURRENCIES:
                continue  # an exchange rate is no amount
            scopes = (f.tags ^ s.tags) & _SCOPES
            if scopes == {"per_unit"} and (f.claim.joined_to == s.id or via_rate):
                scopes = set()  # "25.000 US-Dollar ... entspricht das etwa 29.000 Euro je
                # Karte": the text says the one restates the other, a price of one unit
            if scopes or f.claim.per_time != s.claim.per_time:
                continue  # "580 Mio. Dollar ... pro Petaflops 500.000 Euro": another basis
            for src in _currencies(s):
                if src == dst or src not in CURRENCIES:
                    continue
                joined = f.claim.joined_to == s.id and f.claim.joined_by in (
                    "paren",
                    "derive",
                    "eq",
                )
                joined = joined or (s.claim.joined_to == f.id and s.claim.joined_by == "paren")
                joined = joined or _restates_via_list(f, s, ctx) or _same_row(f, s)
                near = _JOINED if joined else ctx.index.proximity(f, s)
                if near <= 0.5 and not joined:
                    # "EUR 6.5 billion ... about EUR 5.2 billion ... At 1.08 US dollars
                    # per euro, the capex corresponds to about USD 7.0 billion": an amount
                    # further back that the text's rate turns into the figure confirms it
                    out.extend(_further_back(f, ctx, s, src, dst))
                    continue
                if "converted" in f.tags or via_rate:
                    near += _CONVERTED
                # the text's own rate, where it states one, is the rate it converts at
                found = _with_stated_rate(f, ctx, s, src, dst, near) or _with_average_rates(
                    f, ctx, s, src, dst, near
                )
                explicit = joined or via_rate or "converted" in f.tags
                if not explicit and f.claim.list_intro is None:
                    # "a rack at $3 million (€3.3 million) ... the racks alone $3.5 billion":
                    # two amounts in other currencies that the text does not say restate
                    # each other may confirm a conversion, never refute one
                    for e in found:
                        e.confirm_only = True
                out.extend(found)
    return out


def _converted_on(f: Figure, ctx: Context) -> bool:
    """The text converts this amount into the figure after it: it is the conversion's
    source, not a conversion of the amount before (unless the text says it is one:
    "$2.95 per GPU-hour, equivalent to €2.54 or ¥451")."""
    joins = ("derive", "paren", "eq")
    if f.claim.joined_by in joins:
        return False
    return any(
        g.order > f.order
        and g.claim.joined_to == f.id
        and g.claim.joined_by in joins
        and g.dim in CURRENCIES
        and g.dim != f.dim
        and not (f.tags ^ g.tags) & _SCOPES  # ("9 billion yen, or about $13,500 for each")
        for g in ctx.index.around(f, 0, 0)
    )


def _further_back(f: Figure, ctx: Context, s: Figure, src: str, dst: str) -> list[Explanation]:
    """Conversions of an amount beyond the near reach at the text's own rate that give the
    figure: readings an error must hold under too, never refutations."""
    if s.paragraph != f.paragraph:
        return []
    found = _with_stated_rate(f, ctx, s, src, dst, _FURTHER_BACK)
    return [
        replace(e, confirm_only=True)
        for e in found
        if e.slip is None and agrees(f.interval, e.low, e.high)
    ]


def _same_row(f: Figure, s: Figure) -> bool:
    """Two cells of one table row in columns of two currencies ("USD per hour | EUR per
    hour"): one price, converted."""
    a, b = f.claim, s.claim
    return bool(a.in_table and b.in_table and a.row and a.row == b.row and a.column != b.column)


def _restates_via_list(f: Figure, s: Figure, ctx: Context) -> bool:
    """ "5,576 Mio. Dollar sind rund 5,1 Mio. Euro bzw. gut 4 Mio. Yuan": a list item
    after a restatement of the amount restates it too."""
    c = f.claim
    while c.joined_by == "list" and c.joined_to is not None:
        g = ctx.index.by_id.get(c.joined_to)
        if g is None:
            return False
        if g.claim.joined_to == s.id and g.claim.joined_by in ("paren", "derive", "eq"):
            return True
        c = g.claim
    return False


def _amount(s: Figure, f: Figure) -> tuple[float, float, float]:
    """The source amount as (value, low, high) in the terms of the figure: as written
    when a price per GPU-hour is restated as a plain amount ("$2.10 per GPU-hour ...
    that is €1.94"), the stated ends of a range, else the value."""
    if s.kind == "rate" and f.kind != "rate":
        v = s.claim.quantity.value or 0.0
        return v, v, v
    low, high = s.interval.stated or (s.value, s.value)
    return s.value, low, high


def _with_stated_rate(f, ctx, s: Figure, src: str, dst: str, near: float) -> list[Explanation]:
    out: list[Explanation] = []
    amount, low, high = _amount(s, f)
    for r in ctx.index.around(f, back=6, ahead=1):
        if r.kind != "rate" or r is s:
            continue
        unit, _, per = r.dim.partition("/")
        if {unit, per} != {src, dst}:
            continue
        rate = r.value if (unit, per) == (dst, src) else 1 / r.value
        right = amount * rate
        for wrong, factor in ((False, rate), (True, 1 / rate)):
            # the amount as stated, converted: the restatement's own digits and hedge
            # give the tolerance (the source's hedge would widen it twice)
            value = amount * factor
            out.append(
                Explanation(
                    "conversion",
                    value,
                    low * factor,
                    high * factor,
                    dst,
                    near + 1.5,
                    (
                        f"{human(amount, src)} x {rate:.4g} {dst}/{src} (the text's rate '{r.text}')",
                        f"= {human(right, dst)}",
                    ),
                    f"'{s.text}' at the text's rate '{r.text}'",
                    premises=(s.id, r.id),
                    slip="the rate is applied the wrong way round" if wrong else None,
                    correct=(right, low * rate, high * rate) if wrong else None,
                )
            )
    return out


def _with_average_rates(f, ctx, s: Figure, src: str, dst: str, near: float) -> list[Explanation]:
    rates = average_rates(ctx, src, dst)
    if not rates:
        return []
    amount, low, high = _amount(s, f)
    lo = min(r for _, r in rates)
    hi = max(r for _, r in rates)
    years = f"{rates[0][0]}-{rates[-1][0]}"
    value = amount * (lo + hi) / 2
    steps = (
        f"{human(amount, src)} x {lo:.4g}-{hi:.4g} {dst}/{src} (yearly averages {years})",
        f"= {human(amount * lo, dst)} to {human(amount * hi, dst)}",
    )
    right = Explanation(
        "conversion",
        value,
        low * lo * 0.97,
        high * hi * 1.03,
        dst,
        near + 0.5,
        steps,
        f"'{s.text}' at the yearly average rates {years}",
        premises=(s.id,),
    )
    # "600 Millionen Dollar, umgerechnet knapp 696 Millionen Euro": divided where it
    # multiplies
    wrong = Explanation(
        "conversion",
        amount / ((lo + hi) / 2),
        low / hi * 0.97,
        high / lo * 1.03,
        dst,
        near + 0.5,
        steps,
        f"'{s.text}' at the yearly average rates {years}",
        premises=(s.id,),
        slip="the rate is applied the wrong way round",
        correct=(right.value, right.low, right.high),
    )
    return [right, wrong]
