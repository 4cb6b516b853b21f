"""GeForce, workstation, inference-card, Radeon, MI210 and Apple entries: the names articles
use resolve, the figures the checker compares against are the sourced ones, and the
dense/sparse and accumulate qualifiers are kept apart."""

from __future__ import annotations

import pytest

from reference.loader import ReferenceSet
from reference.units import to_base

#: name as articles write it -> entry with the figures
NAMES = {
    "RTX 3090": "nvidia-geforce-rtx-3090",
    "GeForce RTX 4090": "nvidia-geforce-rtx-4090",
    "NVIDIA GeForce RTX 5090": "nvidia-geforce-rtx-5090",
    "RTX A6000": "nvidia-rtx-a6000",
    "A6000": "nvidia-rtx-a6000",
    "RTX 6000 Ada": "nvidia-rtx-6000-ada",
    "RTX PRO 6000": "nvidia-rtx-pro-6000-blackwell",
    "RTX PRO 6000 Blackwell Max-Q": "nvidia-rtx-pro-6000-blackwell-max-q",
    "Tesla T4": "nvidia-t4",
    "NVIDIA A10": "nvidia-a10",
    "NVIDIA A40": "nvidia-a40",
    "NVIDIA L4": "nvidia-l4",
    "L40S": "nvidia-l40s",
    "Radeon RX 7900 XTX": "amd-radeon-rx-7900-xtx",
    "7900 XTX": "amd-radeon-rx-7900-xtx",
    "Radeon PRO W7900": "amd-radeon-pro-w7900",
    "MI210": "amd-instinct-mi210",
    "Apple M2 Ultra": "apple-m2-ultra",
}

NEW_IDS = sorted(set(NAMES.values()))


@pytest.mark.parametrize(("name", "entry_id"), sorted(NAMES.items()))
def test_names_resolve(ref: ReferenceSet, name: str, entry_id: str) -> None:
    entry = ref.resolve(name)
    assert entry is not None, name
    assert entry.id == entry_id


@pytest.mark.parametrize("name", ["4090", "3090", "5090", "T4", "L4", "A10", "A40", "RTX 6000"])
def test_bare_numbers_and_ambiguous_short_names_are_no_aliases(
    ref: ReferenceSet, name: str
) -> None:
    """A bare "4090" or "T4" in an article is not enough to name a GPU; "RTX 6000" names
    three different cards."""
    assert ref.resolve(name) is None, name


def test_bare_names_are_not_tagged_in_text(en_nlp) -> None:
    doc = en_nlp("The 4090 and a T4 sit next to the L4 level; the RTX 4090 is a GPU.")
    assert [(e.text, e.ent_id_) for e in doc.ents] == [("RTX 4090", "nvidia-geforce-rtx-4090")]


def _si(ref: ReferenceSet, entry_id: str, attribute: str, **qualifiers: str | None) -> list[float]:
    """Primary values of the attribute with exactly these qualifiers, in base units."""
    out = []
    for rv in ref.values_of(entry_id, attribute):
        v = rv.value
        if v.status != "primary" or v.number is None or v.unit is None:
            continue
        if all(getattr(v, k) == want for k, want in qualifiers.items()):
            out.append(to_base(v.number, v.unit)[0])
    return out


#: (entry, attribute, qualifiers, expected value in base units) - figures read from the sources
FIGURES = [
    ("nvidia-geforce-rtx-3090", "transistors", {}, 28.3e9),
    ("nvidia-geforce-rtx-3090", "memory_bandwidth", {}, 936e9),
    ("nvidia-geforce-rtx-3090", "price", {}, 1499),
    ("nvidia-geforce-rtx-4090", "transistors", {}, 76.3e9),
    ("nvidia-geforce-rtx-4090", "tdp", {}, 450),
    ("nvidia-geforce-rtx-4090", "price", {}, 1599),
    ("nvidia-geforce-rtx-4090", "throughput", {"precision": "fp32"}, 82.6e12),
    (
        "nvidia-geforce-rtx-4090",
        "throughput",
        {"precision": "fp16", "sparsity": "dense", "variant": "FP16 accumulate"},
        330.3e12,
    ),
    (
        "nvidia-geforce-rtx-4090",
        "throughput",
        {"precision": "fp16", "sparsity": "dense", "variant": "FP32 accumulate"},
        165.2e12,
    ),
    (
        "nvidia-geforce-rtx-4090",
        "throughput",
        {"precision": "fp8", "sparsity": "sparse", "variant": "FP16 accumulate"},
        1321.2e12,
    ),
    ("nvidia-geforce-rtx-5090", "memory_bandwidth", {}, 1792e9),
    ("nvidia-geforce-rtx-5090", "tdp", {}, 575),
    ("nvidia-geforce-rtx-5090", "throughput", {"precision": "fp4", "sparsity": "sparse"}, 3352e12),
    ("nvidia-geforce-rtx-5090", "throughput", {"precision": "fp4", "sparsity": "dense"}, 1676e12),
    ("nvidia-rtx-a6000", "memory", {}, 48e9),
    ("nvidia-rtx-a6000", "memory_bandwidth", {}, 768e9),
    ("nvidia-rtx-6000-ada", "memory_bandwidth", {}, 960e9),
    ("nvidia-rtx-6000-ada", "throughput", {"precision": "fp8", "sparsity": "sparse"}, 1457e12),
    ("nvidia-rtx-pro-6000-blackwell", "memory", {}, 96e9),
    ("nvidia-rtx-pro-6000-blackwell", "tdp", {}, 600),
    (
        "nvidia-rtx-pro-6000-blackwell",
        "throughput",
        {"precision": "fp4", "sparsity": "sparse"},
        4e15,
    ),
    ("nvidia-rtx-pro-6000-blackwell-max-q", "tdp", {}, 300),
    ("nvidia-t4", "tdp", {}, 70),
    ("nvidia-t4", "throughput", {"precision": "int8", "sparsity": "dense"}, 130e12),
    ("nvidia-a10", "throughput", {"precision": "bf16", "sparsity": "sparse"}, 250e12),
    ("nvidia-a40", "memory_bandwidth", {}, 696e9),
    ("nvidia-l4", "tdp", {}, 72),
    ("nvidia-l4", "throughput", {"precision": "fp8", "sparsity": "sparse"}, 485e12),
    ("nvidia-l40s", "tdp", {}, 350),
    ("nvidia-l40s", "throughput", {"precision": "fp8", "sparsity": "dense"}, 733e12),
    ("amd-radeon-rx-7900-xtx", "memory_bandwidth", {}, 960e9),
    ("amd-radeon-rx-7900-xtx", "price", {}, 999),
    ("amd-radeon-pro-w7900", "memory", {}, 48e9),
    ("amd-radeon-pro-w7900", "throughput", {"precision": "fp16", "sparsity": "dense"}, 122.64e12),
    ("amd-instinct-mi210", "memory_bandwidth", {}, 1.6e12),
    ("amd-instinct-mi210", "throughput", {"precision": "fp16", "sparsity": "dense"}, 181e12),
    ("apple-m2-ultra", "memory", {}, 192e9),
    ("apple-m2-ultra", "memory_bandwidth", {}, 800e9),
    ("apple-m2-ultra", "throughput", {"precision": "fp32"}, 27.2e12),
]


@pytest.mark.parametrize(("entry_id", "attribute", "qualifiers", "expected"), FIGURES)
def test_sourced_figures(
    ref: ReferenceSet, entry_id: str, attribute: str, qualifiers: dict, expected: float
) -> None:
    found = _si(ref, entry_id, attribute, **qualifiers)
    assert found, f"{entry_id} has no primary {attribute} {qualifiers}"
    assert any(x == pytest.approx(expected, rel=1e-3) for x in found), (entry_id, found)


@pytest.mark.parametrize("entry_id", NEW_IDS)
def test_sparse_is_twice_dense(ref: ReferenceSet, entry_id: str) -> None:
    """Vendors print 2:4-sparse figures as twice the dense one; a pair that is not is a
    slipped digit or a swapped qualifier. (L40S prints 362.05 | 733, hence 3 %.)"""
    by_key: dict[tuple, dict[str, list[float]]] = {}
    for rv in ref.values_of(entry_id, "throughput"):
        v = rv.value
        if v.status == "primary" and v.sparsity and v.number is not None and v.unit:
            key = (v.precision, v.variant)
            by_key.setdefault(key, {}).setdefault(v.sparsity, []).append(
                to_base(v.number, v.unit)[0]
            )
    for key, pair in by_key.items():
        if "dense" in pair and "sparse" in pair:
            for dense in pair["dense"]:
                for sparse in pair["sparse"]:
                    assert sparse / dense == pytest.approx(2, rel=0.03), (entry_id, key)


@pytest.mark.parametrize(
    "entry_id", ["nvidia-geforce-rtx-3090", "nvidia-geforce-rtx-4090", "nvidia-geforce-rtx-5090"]
)
def test_geforce_fp16_accumulate_rates_are_told_apart(ref: ReferenceSet, entry_id: str) -> None:
    """GeForce cards halve FP16 tensor maths with FP32 accumulate; both vendor figures are
    kept, each named by its accumulator, and none is left unqualified."""
    fp16_dense = [
        rv.value
        for rv in ref.values_of(entry_id, "throughput")
        if rv.value.precision == "fp16" and rv.value.sparsity == "dense"
    ]
    variants = {v.variant: to_base(v.number, v.unit)[0] for v in fp16_dense}
    assert set(variants) == {"FP16 accumulate", "FP32 accumulate"}
    assert variants["FP16 accumulate"] == pytest.approx(2 * variants["FP32 accumulate"], rel=0.01)


@pytest.mark.parametrize("entry_id", NEW_IDS)
def test_new_entries_are_sourced_and_dated(ref: ReferenceSet, entry_id: str) -> None:
    values = ref.values_of(entry_id)
    assert values, entry_id
    for rv in values:
        assert rv.sources, (entry_id, rv.value.attribute)
        assert all(str(s.url).startswith("http") for s in rv.sources)
