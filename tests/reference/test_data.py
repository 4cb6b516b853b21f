"""The shipped reference data: loads, validates, every value sourced, errors point at lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from reference import ReferenceDataError, load_reference
from reference.export import export_records


def test_every_value_has_a_source(ref) -> None:
    assert len(ref.entries) >= 40
    for entry_id, values in ref.values.items():
        for rv in values:
            assert rv.sources, entry_id
            for source in rv.sources:
                assert str(source.url).startswith(("http://", "https://"))


@pytest.mark.parametrize(
    "name",
    [
        "H100",
        "A100",
        "B100",
        "B200",
        "H200",
        "H800",
        "H20",
        "TPU v4",
        "D1",
        "Gaudi 3",
        "MI300X",
        "Frontier",
        "GPT-3",
        "DeepSeek-V3",
        "Llama 3.1 405B",
        "GB200 NVL72",
        "v5p",
        "Rubin",
        "MI355X",
        "WSE-3",
        "Ascend 910C",
        "JUPITER",
    ],
)
def test_aliases_resolve(ref, name: str) -> None:
    assert ref.resolve(name) is not None, name


def test_export_is_si(ref) -> None:
    rows = export_records(ref)
    h100 = [
        r
        for r in rows
        if r["entity"] == "nvidia-h100-sxm"
        and r["attribute"] == "throughput"
        and r["precision"] == "fp8"
        and r["sparsity"] == "sparse"
    ]
    assert h100 and h100[0]["unit"] == "FLOP/s"
    assert h100[0]["value"] == pytest.approx(3.958e15, rel=0.01)


def test_broken_file_reports_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "sources:\n  s: {title: Some title, url: 'https://example.org', read: 2026-01-01}\n"
        "entries:\n  - id: x-gpu\n    name: X\n    kind: accelerator\n    values:\n"
        "      - {attribute: tdp, value: 700, sources: [s]}\n",
        encoding="utf-8",
    )
    with pytest.raises(ReferenceDataError) as info:
        load_reference([tmp_path], builtin=False)
    message = str(info.value)
    assert message.startswith(f"{bad}:8:"), message
    assert "unit" in message


#: Every device, system and model issue #4 asks the reference set to cover.
COVERAGE = [
    "V100",
    "A100 40GB",
    "A100 80GB",
    "A100 PCIe",
    "H100 SXM",
    "H100 PCIe",
    "H100 NVL",
    "H200",
    "H800",
    "H20",
    "B100",
    "B200",
    "GB200",
    "TPU v4",
    "TPU v5e",
    "TPU v5p",
    "D1",
    "Dojo training tile",
    "Dojo cabinet",
    "ExaPOD",
    "MI250X",
    "MI300X",
    "Gaudi 2",
    "Gaudi 3",
    "DGX H100",
    "HGX H100",
    "HGX B100",
    "HGX B200",
    "GB200 NVL72",
    "Frontier",
    "El Capitan",
    "Colossus",
    "GPT-2",
    "GPT-3",
    "GPT-4",
    "Llama 3.1 405B",
    "DeepSeek-V3",
    "Grok-1",
]


@pytest.mark.parametrize("name", COVERAGE)
def test_coverage(ref, name: str) -> None:
    entry = ref.resolve(name)
    assert entry is not None, f"{name} is not in the reference set"
    assert ref.values_of(entry.id), f"{name} has no values"


def test_exchange_rates_cover_2020_to_2025(ref) -> None:
    for code in ("eur", "jpy", "cny", "krw"):
        periods = {rv.value.period for rv in ref.values_of(f"fx-usd-{code}", "fx_rate")}
        assert {"2020", "2021", "2022", "2023", "2024", "2025"} <= periods, code


def test_user_reference_overrides_shipped_entry(tmp_path: Path) -> None:
    (tmp_path / "mine.yaml").write_text(
        "sources:\n  s: {title: My lab sheet, url: 'https://example.org/x', read: 2026-01-01}\n"
        "entries:\n  - id: nvidia-h100-sxm\n    name: My H100\n    kind: accelerator\n"
        "    aliases: [H100]\n    values:\n"
        "      - {attribute: tdp, value: 650, unit: W, sources: [s]}\n",
        encoding="utf-8",
    )
    ref = load_reference([tmp_path])
    assert ref.resolve("H100").name == "My H100"
    assert [rv.value.value for rv in ref.values_of("nvidia-h100-sxm", "tdp")] == [650]


#: Every product issue 13 lists, each with sourced values.
ISSUE_13 = [
    "MI300A",
    "MI350X",
    "MI355X",
    "Trainium",
    "Trainium2",
    "Inferentia2",
    "WSE-2",
    "WSE-3",
    "TPU v6e",
    "Trillium",
    "Ironwood",
    "TPU v7",
    "Groq LPU",
    "Ascend 910B",
    "Ascend 910C",
    "B300",
    "GB300",
    "GB300 NVL72",
    "Maia 100",
    "MTIA",
    "LUMI",
    "Leonardo supercomputer",
    "Alps supercomputer",
    "Qwen2.5-72B",
    "Qwen3",
    "Gemma 2",
    "Gemma 3",
    "Mistral 7B",
    "Mistral Large",
    "Mixtral 8x7B",
    "Mixtral 8x22B",
]


@pytest.mark.parametrize("name", ISSUE_13)
def test_issue_13_products_have_sourced_values(ref, name: str) -> None:
    entry = ref.resolve(name)
    assert entry is not None, name
    values = ref.values_of(entry.id)
    assert values, f"{name} has no values"
    assert all(rv.sources and all(s.read for s in rv.sources) for rv in values)


def test_no_entry_is_silently_empty(ref) -> None:
    for entry in ref.entries.values():
        assert entry.values or entry.is_product or (entry.name_only and entry.reason), entry.id


@pytest.mark.parametrize(
    ("product", "variants"),
    [
        ("H100", {"nvidia-h100-sxm", "nvidia-h100-pcie", "nvidia-h100-nvl"}),
        ("H200", {"nvidia-h200-sxm", "nvidia-h200-nvl"}),
        ("B200", {"nvidia-b200", "nvidia-b200-gb200"}),
        ("Gaudi 3", {"intel-gaudi-3", "intel-gaudi-3-pcie"}),
        ("MI300", {"amd-instinct-mi300x", "amd-instinct-mi300a"}),
        ("B300", {"nvidia-b300", "nvidia-b300-gb300"}),
    ],
)
def test_products_list_their_sold_variants(ref, product: str, variants: set[str]) -> None:
    found = ref.lookup(product)
    assert found is not None and not found.variant_named
    assert {e.id for e in ref.variants(found.entry.id)} == variants
    assert found.entry.id in variants  # the bare name keeps its figures (the default variant)


def test_a_named_variant_says_so(ref) -> None:
    found = ref.lookup("H100 PCIe")
    assert found.variant_named and found.product.id == "nvidia-h100-product"
    assert "nvidia-h100-sxm" in {e.id for e in ref.siblings(found.entry.id)}


def test_b200_variants_differ_in_power(ref) -> None:
    hgx = [rv.value.number for rv in ref.values_of("nvidia-b200", "tdp")]
    gb200 = [rv.value.number for rv in ref.values_of("nvidia-b200-gb200", "tdp")]
    assert hgx == [1000] and gb200 == [1200]


def test_gb200_figures_are_for_the_whole_superchip(ref) -> None:
    """The superchip holds two GPUs: its FP8 dense rate is twice one GPU's."""

    def fp8_dense(entry_id: str) -> float:
        (rv,) = [
            rv
            for rv in ref.values_of(entry_id, "throughput")
            if rv.value.precision == "fp8" and rv.value.sparsity == "dense"
        ]
        return rv.value.number

    assert ref.count_of("nvidia-gb200", "nvidia-b200-gb200") == 2
    assert fp8_dense("nvidia-gb200") == 2 * fp8_dense("nvidia-b200-gb200")
    assert not any(rv.value.variant for rv in ref.values_of("nvidia-gb200", "throughput"))
    fp4 = {
        (rv.value.sparsity, rv.value.number)
        for rv in ref.values_of("nvidia-b200-gb200", "throughput")
        if rv.value.precision == "fp4"
    }
    assert ("sparse", 20) in fp4  # NVIDIA's "20 PFLOPS" per Blackwell GPU in GB200


def test_nvl72_composition_reaches_the_gpus(ref) -> None:
    counts = {c.id: c.count for c in ref.composition("nvidia-gb200-nvl72")}
    assert counts == {
        "nvidia-gb200": 36,
        "nvidia-b200-gb200": 72,
        "nvidia-grace": 36,
        "nvidia-blackwell-die": 144,  # two per GPU: the GPUs are still the parts it counts
    }
    assert ref.get("nvidia-gb200-nvl72").parts[0] == "nvidia-b200-gb200"
    assert ref.count_of("nvidia-gb300-nvl72", "nvidia-b300-gb300") == 72
    assert ref.count_of("huawei-cloudmatrix-384", "huawei-ascend-910b") == 768


def test_configurable_tdp_is_a_range_with_its_condition(ref) -> None:
    (rv,) = ref.values_of("nvidia-h100-pcie", "tdp")
    assert (rv.value.low, rv.value.high) == (300, 350) and rv.value.condition
