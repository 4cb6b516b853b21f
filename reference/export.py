"""Flat export of the reference set: one record per value, in SI base units.

Values are finite by validation, so the records are strict JSON.
"""

from __future__ import annotations

from reference.loader import ReferenceSet
from reference.units import UnitError, to_base


def export_records(ref: ReferenceSet) -> list[dict]:
    rows: list[dict] = []
    for entry_id in sorted(ref.entries):
        entry = ref.entries[entry_id]
        for rv in ref.values_of(entry_id):
            v = rv.value
            if v.number is None or v.unit is None:
                continue
            if v.attribute == "launch_year":
                value, unit, low, high = v.number, "year", v.low, v.high
            else:
                try:
                    factor, unit = to_base(1.0, v.unit)
                except UnitError:
                    continue
                value = v.number * factor
                low = v.low * factor if v.low is not None else None
                high = v.high * factor if v.high is not None else None
            row = {
                "entity": entry.id,
                "name": entry.name,
                "aliases": list(entry.aliases),
                "attribute": v.attribute,
                "precision": v.precision,
                "sparsity": v.sparsity,
                "variant": v.variant,
                "period": v.period,
                "condition": v.condition,
                "product": entry.variant_of,
                "status": v.status,
                "value": value,
                "unit": unit,
                "sources": [str(s.url) for s in rv.sources],
            }
            if low is not None:
                row["low"], row["high"] = low, high
            rows.append(row)
    return rows
