"""Properties over any input: no exception escapes the number grammar, the readers, the
reference loader or the whole check of a document, except the typed errors each one
documents. The long run is ``python -m benchmarks.fuzz`` (100,000 inputs)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from claims.numbers import NumberFormatError, parse_numeral
from claims.quantities import QuantityScanner
from claims.reader import HTMLDepthError, InputError, html_to_text, markdown_tables, read_document
from pipeline.batch import Checker, RunOptions, Target
from reference import ReferenceDataError
from reference.loader import load_file

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

#: Characters numbers, units and markup are made of, so the search stays near them.
NUMBERISH = st.lists(
    st.sampled_from(
        list("0123456789.,'’ \u2009\u202f-–—+−eE×x·*^⁰¹²³⁴⁵⁶⁷⁸⁹⁻/%$€¥₩")
        + ["GB", "TB/s", "PFLOPS", "Mrd.", "Billionen", "million", "bis", "to", "W", "kW"]
        + ["10^", "e999", " x ", " = ", "etwa ", "about ", "H100 ", "B200 ", "\n", "|"]
    ),
    max_size=60,
).map("".join)
TEXTISH = st.one_of(NUMBERISH, st.text(max_size=120))


@SETTINGS
@given(st.text(max_size=40), st.sampled_from([",", "."]), st.booleans())
@example("1" + "0" * 400, ".", False)  # found by benchmarks.fuzz: OverflowError
@example("2,041.000.000", ",", False)  # found by benchmarks.fuzz: ValueError
def test_numeral_parser_raises_only_its_own_error(raw: str, decimal: str, currency: bool) -> None:
    try:
        parsed = parse_numeral(raw, decimal, currency_context=currency)
    except NumberFormatError:
        return
    assert parsed.value == parsed.value  # never NaN


@SETTINGS
@given(TEXTISH, st.sampled_from(["de", "en"]))
def test_quantity_scanner_never_raises(text: str, lang: str) -> None:
    for q in QuantityScanner(lang).scan(text):
        assert 0 <= q.start <= q.end <= len(text)


@SETTINGS
@given(st.text(max_size=300))
def test_html_text_extraction_never_raises(markup: str) -> None:
    try:
        text, cells, _ = html_to_text(markup)
    except HTMLDepthError:
        return
    assert all(0 <= c.start <= c.end <= len(text) for c in cells)


@SETTINGS
@given(TEXTISH)
def test_markdown_tables_never_raise(text: str) -> None:
    for cell in markdown_tables(text):
        assert 0 <= cell.start <= cell.end <= len(text)


@SETTINGS
@given(st.binary(max_size=400), st.sampled_from([".txt", ".md", ".html"]))
def test_reader_raises_only_input_error(raw: bytes, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"doc{suffix}"
        path.write_bytes(raw)
        try:
            document = read_document(path)
        except InputError as exc:
            assert "\n" not in str(exc)
            return
        assert isinstance(document.text, str) and len(document.sha256) == 64


ENTRY = {
    "id": "example-x9",
    "name": "Example X9",
    "kind": "accelerator",
    "vendor": "Example",
    "aliases": ["X9"],
    "values": [{"attribute": "memory", "value": 96, "unit": "GB", "sources": ["s"]}],
}
YAML_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from([".nan", ".inf", "-.inf", "1e400", "2026-02-30", "parsecs", "W", "GB"]),
)


def _mutations():
    leaf = YAML_SCALARS
    tree = st.recursive(
        leaf,
        lambda children: st.one_of(
            st.lists(children, max_size=3),
            st.dictionaries(st.text(max_size=8), children, max_size=3),
        ),
        max_leaves=8,
    )
    keys = st.sampled_from(
        ["id", "name", "kind", "aliases", "values", "value", "unit", "attribute"]
    )
    return st.tuples(keys, tree)


@SETTINGS
@given(st.lists(_mutations(), max_size=4), st.booleans())
def test_reference_loader_raises_only_reference_data_error(mutations, as_text: bool) -> None:
    entry = json.loads(json.dumps(ENTRY))
    value_fields = entry["values"][0]
    for key, value in mutations:
        target = value_fields if key in ("value", "unit", "attribute") else entry
        target[key] = value
    data = {"sources": {"s": {"title": "t", "url": "https://example.com", "read": "2026-01-01"}}}
    data["entries"] = [entry]
    text = json.dumps(data, default=str, allow_nan=True) if as_text else _yaml(data)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "x.yaml"
        path.write_text(text, encoding="utf-8")
        try:
            load_file(path)
        except ReferenceDataError as exc:
            assert str(exc).startswith(str(path))


def _yaml(data) -> str:
    import yaml

    return yaml.safe_dump(data, allow_unicode=True)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(TEXTISH, st.sampled_from(["de", "en"]))
def test_checking_any_text_never_raises(checker_for_fuzz, tmp_path_factory, text, lang) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "doc.txt"
    path.write_text(text, encoding="utf-8", newline="")
    try:
        report = checker_for_fuzz.check_document(
            Target(path, str(path), Path("doc")), RunOptions(lang=lang)
        )
    except InputError:
        return
    json.dumps(report.to_json_dict(), allow_nan=False)  # strict JSON, always


import pytest  # noqa: E402


@pytest.fixture(scope="module")
def checker_for_fuzz(ref) -> Checker:
    return Checker(ref)
