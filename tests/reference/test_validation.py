"""Reference files that would break or mislead a check are refused as file:line."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from reference import ReferenceDataError, load_reference

HEAD = (
    "sources:\n"
    "  s: {title: Some datasheet, url: 'https://example.org/a', read: 2026-01-01}\n"
    "entries:\n"
    "  - id: x-gpu\n"
    "    name: X GPU\n"
    "    kind: accelerator\n"
    "    values:\n"
)


def _error(tmp_path: Path, text: str) -> str:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ReferenceDataError) as info:
        load_reference([tmp_path], builtin=False)
    message = str(info.value)
    assert message.startswith(f"{path}:"), message
    assert "\n" not in message
    return message


def _value(line: str) -> str:
    return HEAD + f"      - {line}\n"


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("{attribute: tdp, value: .nan, unit: W, sources: [s]}", "not a finite number"),
        ("{attribute: tdp, value: .inf, unit: W, sources: [s]}", "not a finite number"),
        ("{attribute: memory, value: 1e400, unit: GB, sources: [s]}", "not a finite number"),
        ("{attribute: tdp, value: -700, unit: W, sources: [s]}", "not positive"),
        ("{attribute: tdp, low: -1, high: 700, unit: W, sources: [s]}", "not positive"),
        ("{attribute: memory, value: 80, unit: W, sources: [s]}", "not an amount of information"),
        ("{attribute: memory, value: 80, unit: parsec, sources: [s]}", "not an amount"),
        ("{attribute: tdp, value: 700, unit: GB/s, sources: [s]}", "not a power"),
        (
            "{attribute: throughput, precision: fp8, value: 4, unit: PB, sources: [s]}",
            "not a rate of operations",
        ),
        ("{attribute: price, value: 30000, unit: W, sources: [s]}", "not an amount of money"),
        ("{attribute: tdp, value: 700e12, unit: kW, sources: [s]}", "outside what a tdp can be"),
        ("{attribute: process_nm, value: 4, unit: m, sources: [s]}", "outside"),
        ("{attribute: launch_year, value: 20024, unit: year, sources: [s]}", "outside"),
        ("{attribute: memory_type, value: 3, unit: count, sources: [s]}", "give it as 'text'"),
        ("{attribute: tdp, value: 700, unit: parsecs, sources: [s]}", "not a power"),
        ("{attribute: tdp, value: 700, unit: wibble, sources: [s]}", "unknown unit"),
        ("{attribute: tdp, low: 400, value: 900, high: 700, unit: W, sources: [s]}", "low"),
        ("{attribute: tdp, value: 700, unit: W, period: '2024-13', sources: [s]}", "period"),
        ("{attribute: tdp, value: '700', unit: W, sources: [s]}", "valid number"),
        ("{attribute: tdp, value: true, unit: W, sources: [s]}", "valid number"),
    ],
)
def test_a_value_that_would_break_a_check_is_refused_at_its_line(
    tmp_path: Path, value: str, words: str
) -> None:
    message = _error(tmp_path, _value(value))
    assert ":8:" in message, message
    assert words in message, message


def test_exponent_without_a_dot_is_a_number(tmp_path: Path) -> None:
    (tmp_path / "ok.yaml").write_text(
        _value("{attribute: transistors, value: 208e9, unit: count, sources: [s]}"),
        encoding="utf-8",
    )
    (rv,) = load_reference([tmp_path], builtin=False).values_of("x-gpu")
    assert rv.value.value == 208e9


def test_a_good_value_loads(tmp_path: Path) -> None:
    (tmp_path / "ok.yaml").write_text(
        _value(
            "{attribute: tdp, low: 300, high: 350, unit: W, condition: configurable, sources: [s]}"
        ),
        encoding="utf-8",
    )
    ref = load_reference([tmp_path], builtin=False)
    (rv,) = ref.values_of("x-gpu", "tdp")
    assert (rv.value.low, rv.value.high, rv.value.condition) == (300, 350, "configurable")


def test_duplicate_key_names_the_second_line(tmp_path: Path) -> None:
    text = HEAD.replace("    kind: accelerator\n", "    kind: accelerator\n    name: Y GPU\n")
    message = _error(
        tmp_path, text + "      - {attribute: tdp, value: 700, unit: W, sources: [s]}\n"
    )
    assert ":7:" in message and "duplicate key 'name'" in message, message


def test_duplicate_key_in_a_flow_mapping(tmp_path: Path) -> None:
    message = _error(
        tmp_path, _value("{attribute: tdp, value: 700, value: 1000, unit: W, sources: [s]}")
    )
    assert ":8:" in message and "duplicate key 'value'" in message, message


@pytest.mark.parametrize(
    ("read", "words"),
    [("2024-02-30", "impossible date"), ("2999-01-01", "after today"), ("'2023-13-01'", "read")],
)
def test_impossible_reading_date(tmp_path: Path, read: str, words: str) -> None:
    text = HEAD.replace("read: 2026-01-01", f"read: {read}")
    message = _error(tmp_path, text + "      - {attribute: tdp, value: 7, unit: W, sources: [s]}\n")
    assert ":2:" in message and words in message, message


def test_alias_bomb_is_refused_quickly(tmp_path: Path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 40):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    text = "\n".join(lines) + "\nentries: []\n"
    assert len(text) < 13_000
    started = time.perf_counter()
    message = _error(tmp_path, text)
    assert time.perf_counter() - started < 2
    assert "expands to more than" in message, message


def test_recursive_alias_is_refused(tmp_path: Path) -> None:
    message = _error(tmp_path, "entries: &e [*e]\n")
    assert "contains it" in message, message


def test_deep_nesting_is_refused(tmp_path: Path) -> None:
    message = _error(tmp_path, "entries: " + "[" * 5000 + "]" * 5000 + "\n")
    assert "nesting" in message, message


def test_a_few_aliases_are_fine(tmp_path: Path) -> None:
    text = (
        "sources:\n  s: &src {title: Some datasheet, url: 'https://example.org/a', read: 2026-01-01}\n"
        "  t: *src\n"
        "entries:\n  - id: x-gpu\n    name: X\n    kind: accelerator\n    values:\n"
        "      - {attribute: tdp, value: 700, unit: W, sources: [s, t]}\n"
    )
    (tmp_path / "ok.yaml").write_text(text, encoding="utf-8")
    assert load_reference([tmp_path], builtin=False).get("x-gpu") is not None


def test_binary_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "bin.yaml"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(ReferenceDataError) as info:
        load_reference([tmp_path], builtin=False)
    assert str(info.value).startswith(f"{path}:1:")


ENTRY = "  - id: {id}\n    name: {name}\n    kind: accelerator\n"
TDP = "    values:\n      - {attribute: tdp, value: 700, unit: W, sources: [s]}\n"


def _file(*entries: str) -> str:
    return (
        "sources:\n  s: {title: Some datasheet, url: 'https://example.org/a', read: 2026-01-01}\n"
        "entries:\n" + "".join(entries)
    )


def test_entry_without_values_is_refused(tmp_path: Path) -> None:
    message = _error(tmp_path, _file(ENTRY.format(id="x-gpu", name="X")))
    assert ":4:" in message and "without values" in message, message


def test_name_only_entry_needs_a_reason(tmp_path: Path) -> None:
    message = _error(tmp_path, _file(ENTRY.format(id="x-gpu", name="X") + "    name_only: true\n"))
    assert "reason" in message, message
    (tmp_path / "bad.yaml").write_text(
        _file(
            ENTRY.format(id="x-gpu", name="X") + "    name_only: true\n    reason: announced only\n"
        ),
        encoding="utf-8",
    )
    assert load_reference([tmp_path], builtin=False).get("x-gpu").name_only


def test_variant_of_must_name_a_product(tmp_path: Path) -> None:
    text = _file(
        ENTRY.format(id="x-gpu", name="X") + TDP,
        ENTRY.format(id="x-gpu-pcie", name="X PCIe")
        + "    variant_of: x-gpu\n    variant_name: PCIe\n"
        + TDP,
    )
    message = _error(tmp_path, text)
    assert ":9:" in message and "no product entry" in message, message


def test_contains_must_name_known_entries_without_cycles(tmp_path: Path) -> None:
    text = _file(
        ENTRY.format(id="x-box", name="X box") + "    contains: [{id: y-gpu, count: 8}]\n" + TDP
    )
    assert "unknown entry 'y-gpu'" in _error(tmp_path, text)
    text = _file(
        ENTRY.format(id="a-box", name="A") + "    contains: [{id: b-box, count: 2}]\n" + TDP,
        ENTRY.format(id="b-box", name="B") + "    contains: [{id: a-box, count: 2}]\n" + TDP,
    )
    assert "contains itself (a-box -> b-box -> a-box)" in _error(tmp_path, text)
    text = _file(
        ENTRY.format(id="a-box", name="A") + "    contains: [{id: b-box, count: 0}]\n" + TDP
    )
    assert "greater than 0" in _error(tmp_path, text)


def test_variants_and_composition_from_a_users_file(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_text(
        _file(
            "  - id: x\n    name: X\n    kind: accelerator\n    aliases: [X]\n"
            "    default_variant: x-sxm\n",
            ENTRY.format(id="x-sxm", name="X SXM")
            + "    aliases: [X SXM]\n    variant_of: x\n    variant_name: SXM\n"
            + TDP,
            ENTRY.format(id="x-pcie", name="X PCIe")
            + "    aliases: [X PCIe]\n    variant_of: x\n    variant_name: PCIe\n"
            + TDP,
            "  - id: x-board\n    name: X board\n    kind: system\n"
            "    contains: [{id: x-sxm, count: 8}]\n" + TDP,
            "  - id: x-rack\n    name: X rack\n    kind: system\n"
            "    contains: [{id: x-board, count: 4}]\n" + TDP,
        ),
        encoding="utf-8",
    )
    ref = load_reference([tmp_path], builtin=False)
    bare, named = ref.lookup("X"), ref.lookup("x pcie")
    assert (bare.entry.id, bare.product.id, bare.variant_named) == ("x-sxm", "x", False)
    assert (named.entry.id, named.product.id, named.variant_named) == ("x-pcie", "x", True)
    assert [e.id for e in ref.variants("x-pcie")] == ["x-sxm", "x-pcie"]
    assert [e.id for e in ref.siblings("x-pcie")] == ["x-sxm"]
    assert ref.resolve("X").id == "x-sxm"
    assert {(c.id, c.count) for c in ref.composition("x-rack")} == {("x-board", 4), ("x-sxm", 32)}
    assert ref.count_of("x-rack", "x-sxm") == 32
    assert ref.get("x-rack").parts == ["x-sxm", "x-board"]
    assert [(e.id, n) for e, n in ref.packages_of("x-sxm")] == [("x-board", 8), ("x-rack", 32)]
    assert {r["pattern"]: r["id"] for r in ref.patterns()}["X"] == "x-sxm"


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_YAMLISH = st.text(
    alphabet=st.sampled_from(list("abc:-[]{}&*!|>'\"#,. \n\t01.e9") + ["\x00", "\ufeff", "é"]),
    max_size=300,
)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.one_of(_YAMLISH, st.text(max_size=200)))
def test_no_exception_but_reference_data_error_escapes(tmp_path: Path, text: str) -> None:
    path = tmp_path / "fuzz.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        load_reference([tmp_path], builtin=False)
    except ReferenceDataError as exc:
        assert str(exc).startswith(f"{path}:")
