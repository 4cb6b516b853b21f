"""The unit table: what pint says per unit, kept so a start needs no pint."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from claims.lang import common
from reference import units
from reference.units import Dimension, UnitError

#: Every canonical unit the lexicon writes, plus compound units the checks build.
LEXICON_UNITS = sorted(
    set(common.UNIT_SYMBOLS.values()) | {"USD/hour", "EUR/kWh", "JPY/USD", "GFLOP/s/W", "count"}
)


@pytest.mark.parametrize("unit", LEXICON_UNITS)
def test_table_entries_agree_with_pint(unit: str) -> None:
    entry = units.info(unit)
    assert entry.dimension == Dimension.of(units.parse_unit(unit).dimensionality)
    if entry.factor is None:  # an offset unit: converted through pint every time
        assert units.to_base(0.0, unit)[0] != 0.0
        return
    got, name = units.to_base(3.5, unit)
    pint_unit = dict(units._BASE).get(name, name)
    assert got == pytest.approx(float(units.quantity(3.5, unit).to(pint_unit).magnitude), rel=1e-12)


def test_a_stored_table_round_trips_exactly() -> None:
    for unit in LEXICON_UNITS:
        units.info(unit)
    stored = json.loads(json.dumps(units.known_units()))
    before = {u: units.info(u) for u in LEXICON_UNITS}
    units._TABLE.clear()
    units.add_known_units(stored)
    assert {u: units._TABLE[u] for u in LEXICON_UNITS} == before


def test_malformed_stored_rows_are_skipped_and_asked_again() -> None:
    units._TABLE.pop("kW", None)
    units.add_known_units({"kW": ["not", "a row"], "MW": "nonsense"})
    assert units.to_base(2.0, "kW") == (2000.0, "W")


def test_dimensions_multiply_and_divide_like_units() -> None:
    energy = units.dimension("kWh")
    assert energy / units.dimension("hour") == units.dimension("W")
    assert units.dimension("W") * units.dimension("s") == energy
    assert units.dimension("GB/s") != units.dimension("GB")
    assert units.dimension("") == units.dimension("count") == Dimension()


def test_convert_and_unknown_units() -> None:
    assert units.convert(1.5, "TB", "GB") == pytest.approx(1500.0)
    with pytest.raises(UnitError):
        units.convert(1.0, "TB", "W")
    with pytest.raises(UnitError):
        units.to_base(1.0, "furlongs per fortnight of bananas")


def test_a_warm_start_checks_an_article_without_pint(tmp_path: Path) -> None:
    """Once the table is stored, a check neither imports pint nor builds its registry."""
    article = tmp_path / "note.en.txt"
    article.write_text(
        "The X100 draws 700 W. Eight of them draw 5.6 kW and hold 640 GB at 3.35 TB/s.\n",
        encoding="utf-8",
    )
    script = (
        "import sys\n"
        "from pipeline.cli import main\n"
        "try:\n"
        f"    main([{'check'!r}, {str(article)!r}, '--out', {str(tmp_path / 'out')!r}, '-q',"
        " '--fail-on', 'never'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('pint' in sys.modules)\n"
    )
    env = {"SPECHECK_CACHE_DIR": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}
    cold = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert cold.returncode == 0, cold.stderr
    assert list((tmp_path / "cache").glob("units-*.json"))
    warm = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert warm.returncode == 0, warm.stderr
    assert warm.stdout.strip() == "False"
