"""Qualifier mixes: what an explanation mixes to reproduce a figure, as a message key.

A mix makes a figure a warning at most. Each names its kind as a message key (the
reports word it in the reader's language) and keeps an English text for logs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.messages import LabelParam, Param


@dataclass(frozen=True)
class Mix:
    key: str
    text: str
    params: dict[str, Param] = field(default_factory=dict, hash=False, compare=False)

    def __str__(self) -> str:
        return self.text


def sparse_dense(first: str, second: str) -> Mix:
    return Mix("mix.sparse_dense", f"compares a {first} figure with a {second} one")


def precision(first: tuple[str, ...], second: tuple[str, ...]) -> Mix:
    return Mix(
        "mix.precision",
        f"compares {'/'.join(first).upper()} with {'/'.join(second).upper()}",
        {
            "first": LabelParam(kind="precision", id=first[0]),
            "second": LabelParam(kind="precision", id=second[0]),
        },
    )


def sparse_unlabelled() -> Mix:
    return Mix(
        "mix.sparse_unlabelled", "the sparse figure, quoted among dense ones without saying so"
    )


def labelled_wrong(said: str) -> Mix:
    """The figure matches the other sparsity than the one the text names."""
    if said == "dense":
        return Mix("mix.sparse_as_dense", "the sparse figure, which the text calls dense")
    return Mix("mix.dense_as_sparse", "the dense figure, which the text calls sparse")


def sparse_against(other: str) -> Mix:
    return Mix(
        "mix.sparse_against", f"the sparse figure, set against the dense {other}", {"other": other}
    )


def sparse_per_unit() -> Mix:
    return Mix(
        "mix.sparse_per_unit", "the sparse per-unit figure, while the text quotes dense ones"
    )


def peak_as_measured() -> Mix:
    return Mix("mix.peak_as_measured", "the theoretical peak (Rpeak), presented as the HPL Rmax")


def measured_as_peak() -> Mix:
    return Mix("mix.measured_as_peak", "the HPL Rmax result, presented as the theoretical peak")


def peak_vs_measured() -> Mix:
    return Mix("mix.peak_vs_measured", "compares a peak figure with a measured HPL result")
