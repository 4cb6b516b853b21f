"""What each figure is about: subject, attribute, qualifiers and relations.

Short texts written for these tests, in both languages; each asserts what a reader of
the sentence would say the figure is about.
"""

from __future__ import annotations

import hashlib

import pytest

from claims.extract import extract_with_sentences
from claims.models import Claim, Document
from claims.reader import markdown_tables


@pytest.fixture
def link(de_nlp, en_nlp):
    def run(text: str, lang: str = "de") -> dict[str, Claim]:
        document = Document(
            source="<test>",
            text=text,
            sha256=hashlib.sha256(text.encode()).hexdigest(),
            language=lang,
            tables=markdown_tables(text),
        )
        claims, _ = extract_with_sentences(document, de_nlp if lang == "de" else en_nlp)
        return {c.text: c for c in claims}

    return run


def _subject(c: Claim) -> str | None:
    return c.subject.entry_id if c.subject else None


def test_subject_from_clause_bullet_heading_and_previous_sentence(link) -> None:
    found = link(
        "## Nvidia A100\n\n"
        "Der Chip ist gut verfügbar. Er bietet 80 GB HBM2e.\n\n"
        "• H100:\nIntegriert ca. 80 Milliarden Transistoren.\n\n"
        "Die MI300X hat 192 GB, die H200 dagegen 141 GB."
    )
    assert _subject(found["80 GB"]) == "nvidia-a100-sxm"  # the section heading
    assert _subject(found["80 Milliarden Transistoren"]) == "nvidia-h100-sxm"  # bullet label
    assert _subject(found["192 GB"]) == "amd-instinct-mi300x"  # its clause
    assert _subject(found["141 GB"]) == "nvidia-h200-sxm"


def test_subject_carries_through_sentences_without_names_en(link) -> None:
    found = link(
        "The TPU v5p is the big one. Each chip delivers 459 teraflops of BF16. "
        "A full pod holds 8,960 chips.",
        "en",
    )
    assert _subject(found["459 teraflops"]) == "google-tpu-v5p"
    assert _subject(found["8,960 chips"]) == "google-tpu-v5p"


def test_unit_with_slash_ends_its_sentence_en(link) -> None:
    found = link(
        "The H200 moves to 141 GB at 4.8 TB/s. The MI325X, launched later, raises memory "
        "to 256 GB.",
        "en",
    )
    assert found["256 GB"].sentence == found["4.8 TB/s"].sentence + 1


def test_attributes_from_units_nouns_and_modifiers_en(link) -> None:
    found = link(
        "DeepSeek-V3 has 671 billion parameters, of which 37 billion are active, and was "
        "trained on 14.8 trillion training tokens. The B200 has 192 GB at 8 TB/s and draws "
        "1,000 W.",
        "en",
    )
    assert found["671 billion parameters"].attribute == "parameters"
    assert found["14.8 trillion training tokens"].attribute == "training_tokens"
    assert found["192 GB"].attribute == "memory"
    assert found["8 TB/s"].attribute == "memory_bandwidth"
    assert found["1,000 W"].attribute == "tdp"


def test_per_chip_is_a_scope_not_a_noun_de(link) -> None:
    found = link("Der B200 besteht aus zwei Dies mit je 104 Milliarden Transistoren.")
    assert found["104 Milliarden Transistoren"].attribute == "transistors"
    found = link("Das sind etwa 10,4 Milliarden pro Chip.")
    assert found["10,4 Milliarden"].attribute != "chip_count"


def test_precision_sparsity_and_scope_de(link) -> None:
    found = link(
        "Bei FP8 liefert die H100 dicht gerechnet 1.979 Teraflops, mit Sparsity 3.958 "
        "Teraflops. Insgesamt kommen 8 Karten auf 15,8 Petaflops."
    )
    dense, sparse = found["1.979 Teraflops"], found["3.958 Teraflops"]
    assert dense.precision == ("fp8",) and sparse.precision == ("fp8",)
    assert dense.sparsity == "dense"
    assert sparse.sparsity == "sparse"
    assert found["15,8 Petaflops"].scope == "total"


def test_precision_named_before_the_figures_sentence_de(link) -> None:
    found = link("Neu ist die Unterstützung für FP4. Hier nennt Nvidia 18 Petaflops.")
    # a likely reading, never a label: qualifiers do not leak across sentences
    assert found["18 Petaflops"].precision == ()
    assert found["18 Petaflops"].context_precision == ("fp4",)


def test_comparison_partners_de(link) -> None:
    found = link(
        "Die Gaudi 3 schafft gut viermal so viel wie beim Vorgänger Gaudi 2. "
        "Die B200 ist 2,5-mal so schnell wie die H100."
    )
    four = found["viermal"]
    assert _subject(four) == "intel-gaudi-3" and four.comparator.entry_id == "intel-gaudi-2"
    ratio = found["2,5-mal"]
    assert _subject(ratio) == "nvidia-b200" and ratio.comparator.entry_id == "nvidia-h100-sxm"


def test_hedges_are_not_changes_de(link) -> None:
    found = link("Teams erreichen selten mehr als 40 Prozent der Leistung. Ein Plus von 43 %.")
    assert found["40 Prozent"].quantity.hedge.kind == "lower"
    assert found["40 Prozent"].direction is None
    assert found["43 %"].direction == "increase"


def test_table_cells_take_subject_unit_and_precision_from_headers(link) -> None:
    found = link(
        "| Beschleuniger | Speicher (GB) | FP8 dicht (TFLOPS) |\n"
        "|---|---:|---:|\n"
        "| H100 SXM | 80 | 1.979 |\n"
        "| MI300X | 192 | 2.615 |\n"
    )
    cell = found["2.615"]
    assert _subject(cell) == "amd-instinct-mi300x"
    assert cell.quantity.unit == "TFLOP/s" and cell.attribute == "throughput"
    assert cell.precision == ("fp8",) and cell.sparsity == "dense" and cell.in_table
    assert found["80"].attribute == "memory"


def test_unknown_model_keeps_its_figure_de(link) -> None:
    found = link(
        "Chinchilla hat 70 Milliarden Parameter. Gleich viel Rechenaufwand brauchte das "
        "Gopher-Modell mit 280 Milliarden Parametern."
    )
    assert _subject(found["70 Milliarden Parameter"]) == "deepmind-chinchilla"
    assert found["280 Milliarden Parametern"].subject is None


def test_precision_gate_knows_every_case_fold_to_its_letters() -> None:
    """The substring gate before the precision search is exact only if no other
    non-ASCII character matches a letter of the precision names case-insensitively."""
    import re

    from claims.linker import _FOLDS_TO_ASCII, _PRECISION_HINTS

    letters = sorted({c for w in _PRECISION_HINTS for c in w if c.isalpha()})
    pattern = re.compile(f"[{''.join(letters)}]", re.IGNORECASE)
    folds = {chr(cp) for cp in range(128, 0x110000) if pattern.fullmatch(chr(cp))}
    assert folds == set(_FOLDS_TO_ASCII)


def test_precision_named_in_non_ascii_sentence_de(link) -> None:
    found = link("Für Größe zählt: Bei FP8 liefert die H100 dicht 1.979 Teraflops.")
    assert found["1.979 Teraflops"].precision == ("fp8",)


def test_borrowed_noun_skips_small_counts_en(link) -> None:
    found = link(
        "The B200 carries 208 billion transistors, split across two dies of 104 billion each.",
        "en",
    )
    assert found["104 billion"].attribute == "transistors"
    assert found["two dies"].attribute == "dies"


def test_second_scientific_figure_shares_the_unit_de(link) -> None:
    found = link("Das ergibt rund 3,15 × 10^23 FLOP – OpenAI selbst nannte etwa 3,14 × 10^23.")
    second = found["3,14 × 10^23"]
    assert second.quantity.unit == "FLOP" and second.attribute == "training_compute"


def test_precision_goes_to_the_figure_it_is_of_en(link) -> None:
    found = link(
        "The rack is rated at 720 PF of FP8 and 1,440 PF of sparse FP4, i.e. 1.44 exaflops.",
        "en",
    )
    assert found["720 PF"].precision == ("fp8",)
    assert found["1,440 PF"].precision == ("fp4",)  # though the next figure is nearer
    assert found["1.44 exaflops"].precision == ("fp4",)


def test_compound_figure_after_a_count_is_its_own_claim_en(link) -> None:
    found = link(
        "The package joins two 104-billion-transistor dies; a pod has 4 8-GPU nodes.", "en"
    )
    assert found["104-billion-transistor"].quantity.value == 104e9
    assert found["104-billion-transistor"].attribute == "transistors"
    assert found["two"].attribute == "dies"  # counts the noun after the compound
    assert found["8-GPU"].attribute == "gpu_count"
    assert found["4"].attribute == "node_count"


def test_peak_figure_in_a_utilisation_sentence_is_the_spec_de(link) -> None:
    found = link(
        "Das entspricht einer Auslastung von 40 Prozent der Spitzenleistung von 989 Teraflops "
        "pro H100, also effektiv knapp 400 Teraflops."
    )
    assert found["989 Teraflops"].attribute == "throughput"
    assert found["400 Teraflops"].attribute == "effective_throughput"


def test_partner_of_a_multiple_is_not_carried_to_the_next_sentence_de(link) -> None:
    found = link(
        "Für das neue Modell ergibt das 9 × 10^23 FLOP. Das ist rund das Dreifache dessen, "
        "was OpenAI für GPT-3 brauchte, und das Doppelte von DeepMinds Chinchilla. Mit 40 "
        "Token pro Parameter trainiert das Team sehr datenreich."
    )
    assert found["Dreifache"].comparator.entry_id == "openai-gpt-3"
    assert found["Doppelte"].comparator.entry_id == "deepmind-chinchilla"
    assert _subject(found["40 Token"]) is None


def test_small_amounts_are_per_item_not_device_specs_en(link) -> None:
    found = link(
        "On the H100, FP16 weights take 2 bytes per parameter and the cache 327,680 bytes "
        "per token; a forward pass costs 140 GFLOP per token. The card has 80 GB.",
        "en",
    )
    assert found["2 bytes"].attribute == "bytes_per_item"
    assert found["327,680 bytes"].attribute == "bytes_per_item"
    assert found["140 GFLOP"].attribute == "flop_per_item"
    assert found["80 GB"].attribute == "memory"


def test_bits_are_a_link_speed_not_memory_de(link) -> None:
    found = link("Die Gaudi 3 hat 24 integrierte 200-Gigabit-Ethernet-Ports und 128 GB HBM2e.")
    assert found["200-Gigabit"].attribute == "network_bandwidth"
    assert found["128 GB"].attribute == "memory"


def test_rule_named_after_a_model_is_no_subject_de(link) -> None:
    found = link("Nach der Chinchilla-Regel sind 20 Token pro Parameter ideal.")
    assert _subject(found["20 Token"]) is None
    found = link("Das Chinchilla-Modell sah 1,4 Billionen Token.")
    assert _subject(found["1,4 Billionen Token"]) == "deepmind-chinchilla"


def test_partner_after_the_next_ratio_is_that_ratios_de(link) -> None:
    found = link(
        "Die MI325X bringt HBM3E mit. Das sind 33 Prozent mehr Speicher als beim Vorgänger "
        "und gut 80 Prozent mehr als bei der H200. Sie ist 40 Prozent schneller als die 700 W "
        "einer H100."
    )
    assert found["33 Prozent"].comparator is None  # "beim Vorgänger", not the H200
    assert found["80 Prozent"].comparator.entry_id == "nvidia-h200-sxm"


def test_share_of_a_peak_is_the_spec_en(link) -> None:
    found = link("At 30 percent of 1,307 teraflops an MI300X sustains about 392 teraflops.", "en")
    assert found["1,307 teraflops"].attribute == "throughput"
    assert found["392 teraflops"].attribute == "effective_throughput"


def test_partner_with_its_own_figure_de(link) -> None:
    found = link(
        "Rechnerisch liefert Ironwood damit rund fünfmal so viel wie Trillium mit seinen "
        "918 TFLOPS."
    )
    # the figure's best-evidenced holder is the partner it is bound to
    assert found["918 TFLOPS"].subjects[0].entry_id == "google-tpu-v6e"
    assert found["918 TFLOPS"].subjects[0].evidence == "bound"


def test_a_family_name_yields_to_the_product_de(link) -> None:
    found = link("Die H200 nutzt denselben Hopper-Chip, bringt aber 141 GB HBM3e mit.")
    assert _subject(found["141 GB"]) == "nvidia-h200-sxm"


def test_a_family_alone_in_the_clause_keeps_the_figure_en(link) -> None:
    found = link(
        "The MI355X reaches its neighbours over 1.07 TB/s links, while NVLink gives every "
        "Blackwell GPU 1.8 TB/s.",
        "en",
    )
    assert _subject(found["1.8 TB/s"]) != "amd-instinct-mi355x"


def test_a_sentence_opening_on_one_group_counts_per_group_de(link) -> None:
    found = link("Jeder Knoten bringt damit vier H100-GPUs mit.")
    assert "per_group" in found["vier H100-GPUs"].tags


def test_active_belongs_to_its_own_figure_en(link) -> None:
    found = link("Mixtral 8x22B is 141B total params, 39B active per token.", "en")
    assert "active" not in found["141B total params"].tags
    assert "active" in found["39B"].tags


@pytest.mark.parametrize(
    ("lang", "text", "quote", "direction"),
    [
        ("de", "Damit liegt er nur rund 1 % hinter Aurora.", "1 %", "decrease"),
        ("de", "Gegenüber Frontier beträgt der Abstand gut 35 %.", "35 %", "gap"),
        ("en", "Against Frontier the gap is about 35%.", "35%", "gap"),
    ],
)
def test_behind_and_gap_are_directions(link, lang, text, quote, direction) -> None:
    assert link(text, lang)[quote].direction == direction


def test_a_count_glued_to_a_product_names_it_en(link) -> None:
    found = link(
        "Here is the math.\n\n| Server | Total HBM |\n|---|---|\n| 8x H100 SXM | 640 GB |\n", "en"
    )
    assert _subject(found["8x"]) == "nvidia-h100-sxm"


def test_a_restated_figure_keeps_its_sparsity_only_at_its_precision_en(en_nlp) -> None:
    """ "720 PFLOPS of FP8" after a "Dense FP4 | 720 PFLOPS" cell is another figure; the
    same figure restated at its own precision keeps the cell's "dense"."""
    text = (
        "| Rack | Dense FP4 per rack |\n|---|---|\n| GB200 NVL72 | 720 PFLOPS |\n\n"
        "The GB200 NVL72 is rated at 720 PFLOPS of FP8. At FP4 the GB200 NVL72 gives "
        "720 PFLOPS."
    )
    document = Document(
        source="<test>",
        text=text,
        sha256=hashlib.sha256(text.encode()).hexdigest(),
        language="en",
        tables=markdown_tables(text),
    )
    claims, _ = extract_with_sentences(document, en_nlp)
    by_precision = {c.precision: c for c in claims if c.text == "720 PFLOPS"}
    assert by_precision[("fp8",)].sparsity is None
    assert by_precision[("fp4",)].sparsity == "dense"


def test_a_table_rows_header_says_which_bandwidth_the_cell_holds_en(link) -> None:
    found = link(
        "| Part | Value |\n"
        "|---|---|\n"
        "| Accelerators | 4x MI300X |\n"
        "| Combined HBM bandwidth | 21 TB/s |\n"
        "| Infinity Fabric interconnect | 896 GB/s per GPU |\n",
        "en",
    )
    # the next row's words ("interconnect") belong to the next row's figure
    assert found["21 TB/s"].attribute == "memory_bandwidth"
    assert found["896 GB/s"].attribute == "interconnect_bandwidth"


def test_a_group_figure_knows_which_kind_of_group_it_is_per_or_of(link) -> None:
    found = link(
        "Jeder der 64 Schränke enthält 72 GPUs. Pro Schrank summiert sich der Speicher auf "
        "knapp 21 TB, die Superpods nebenan haben 256 Chips pro Pod."
    )
    assert found["21 TB"].group == "rack"  # "Schrank" is a rack
    assert found["256 Chips"].group == "pod"
    found = link("The system scales to 9,216 chips per superpod.", "en")
    assert found["9,216 chips"].group == "pod"


def test_a_fraction_of_what_a_product_does_names_the_partner_en(link) -> None:
    found = link(
        "The box has 128 GB, but its memory bandwidth is only 273 GB/s, roughly half of "
        "what an RTX 4090 does.",
        "en",
    )
    assert found["half"].comparator is not None
    assert found["half"].comparator.entry_id == "nvidia-geforce-rtx-4090"
