"""Whose figure it is: possessives, table rows, events, unknown rivals, and two figures
set against each other in one sentence.

Short texts written for these tests; each asserts the verdict an editor relies on.
"""

from __future__ import annotations


def _v(found: dict, quote: str) -> str:
    assert quote in found, f"{quote!r} not extracted; got {sorted(found)}"
    return found[quote][0]


def test_a_possessive_figure_is_the_owners_even_beside_need_words_en(verdicts) -> None:
    found = verdicts(
        "A 70B model needs about 140 GB in FP16. An MI300X with its 160 GB would even "
        "leave room for the cache.",
        "en",
    )
    assert _v(found, "160 GB") == "error"  # the MI300X has 192 GB


def test_two_table_rows_with_equal_figures_are_two_products_values_en(verdicts) -> None:
    found = verdicts(
        "Board power of the parts we tested:\n\n"
        "| Accelerator | Board power |\n|---|---|\n"
        "| NVIDIA H100 SXM | 700 W |\n| AMD Instinct MI300X | 700 W |\n"
        "| AMD Instinct MI355X | 700 W |\n",
        "en",
    )
    # (quotes repeat: the last row's finding is kept) the MI355X row repeats the row
    # above it, but it is the MI355X's own figure, and the MI355X draws 1,400 W
    assert _v(found, "700 W") == "error"


def test_a_code_name_before_conference_is_no_product_en(verdicts) -> None:
    found = verdicts(
        "El Capitan debuted at No. 1 of the list presented at the SC24 conference, with "
        "1.742 exaflops in the Linpack benchmark. Frontier followed with 1.353 exaflops, "
        "so El Capitan leads by 0.289 exaflops.",
        "en",
    )
    assert _v(found, "1.742 exaflops") == "ok"  # El Capitan's, not an unknown "SC24"'s


def test_a_lead_over_the_other_machine_is_a_difference_en(verdicts) -> None:
    found = verdicts(
        "El Capitan reached 1.742 exaflops in the Linpack benchmark.\n\n"
        "Frontier improved to 1.353 exaflops, but El Capitan still leads by 0.489 "
        "exaflops, or about 29 percent.",
        "en",
    )
    assert _v(found, "0.489 exaflops") == "error"  # 1.742 - 1.353 = 0.389
    assert _v(found, "29 percent") != "error"  # 1.742 / 1.353 = 1.29: the lead is no side


def test_a_relative_clause_after_an_unknown_rival_is_the_rivals_en(verdicts) -> None:
    found = verdicts(
        "With its 1.742 exaflops in Linpack, El Capitan is roughly 18 times as fast as "
        "Sierra, which delivered 94.6 petaflops on the same benchmark.",
        "en",
    )
    assert _v(found, "94.6 petaflops") != "error"  # Sierra's, which the reference lacks


def test_a_figure_set_against_a_bound_rival_is_not_the_rivals_de(verdicts) -> None:
    found = verdicts(
        "Beim Speicher wirbt Huawei mit dem eigenen Rack-System. Bei der aggregierten "
        "Speicherbandbreite stehen 1.229 TB/s den 576 TB/s des GB200 NVL72 gegenüber."
    )
    assert _v(found, "576 TB/s") == "ok"
    assert _v(found, "1.229 TB/s") != "error"  # Huawei's, set against the NVL72's


def test_a_cluster_named_like_its_family_lends_its_gpus_per_unit_figures_en(verdicts) -> None:
    found = verdicts(
        "xAI switched on Colossus with 100,000 H100 GPUs. Colossus counts 100,000 chips "
        "at 700 W each, which is 70 MW.",
        "en",
    )
    assert _v(found, "700 W") == "ok"  # one H100 of the cluster


def test_a_ranked_table_row_is_named_by_its_first_label_de(verdicts) -> None:
    found = verdicts(
        "Die Spitze der Liste:\n\n"
        "| Platz | System | Rmax (PFLOPS) |\n|---|---|---|\n"
        "| 1 | El Capitan | 1.742 |\n| 2 | Frontier | 1.353 |\n"
    )
    assert _v(found, "1.742") == "ok"
    assert _v(found, "1.353") == "ok"


def test_a_sentence_wrapped_over_two_lines_is_read_as_one_en(verdicts) -> None:
    lines = [
        "Inference notes from the lab, wrapped the way our mail client sends",
        "them. We compare two parts that sit in the same chassis and run the",
        "same model, and we care mostly about memory, because decoding is",
        "bound by how fast the weights stream out of it for every token.",
        "",
        "On paper the H200 looks strongest on compute, but memory decides here.",
        "The MI325X's 6 TB/s gives it 60 % more bandwidth than the H200, and",
        "its capacity is in a different league altogether for long contexts.",
        "That matters for a model of this size and for the batch we run on it,",
        "so we will look at the capacity next and at the power after that.",
    ]
    found = verdicts("\n".join(lines) + "\n", "en")
    assert _v(found, "60 %") == "error"  # 6 / 4.8 = 1.25: 25 % more


def test_what_is_active_is_said_in_its_own_clause_de(verdicts) -> None:
    found = verdicts(
        "DeepSeek-V3 hat zwar 671 Milliarden Parameter, aktiv sind pro Token aber nur 37 "
        "Milliarden."
    )
    assert _v(found, "671 Milliarden Parameter") == "ok"
    assert _v(found, "37 Milliarden") == "ok"  # the active ones


def test_a_models_size_is_no_cards_memory_en(verdicts) -> None:
    found = verdicts(
        "I run four used RTX 3090 cards, 24 GB each. Rule of thumb: a 3090 does 936 GB/s, "
        "so a 40 GB model tops out at about 23 tokens per second.",
        "en",
    )
    assert _v(found, "40 GB") != "error"  # the model's size, not the RTX 3090's 24 GB


def test_a_figure_ahead_of_another_machine_is_a_lead_de(verdicts) -> None:
    found = verdicts(
        "Das Intel-System Aurora am Argonne National Laboratory liegt nur 12 Petaflops "
        "vor dem europäischen Rechner."
    )
    assert _v(found, "12 Petaflops") != "error"  # a lead, not Aurora's 1.012 exaflops
