"""Hard-wrapped plain text: soft line breaks become spaces, real ones stay."""

from __future__ import annotations

from claims.wrapping import unwrap

#: Prose wrapped at about 60 characters, with a heading, a list and a table.
WRAPPED = (
    "Accelerators in the lab\n"
    "\n"
    "The MI325X in our lab carries 256 GB of HBM3E memory and a\n"
    "bandwidth of 6 TB/s, which gives it a clear lead over the H200\n"
    "with its 141 GB and 4.8 TB/s of bandwidth in the same slot.\n"
    "Both parts were measured at their rated board power, which is\n"
    "1,000 W for the MI325X and 700 W for the H200 in our servers.\n"
    "\n"
    "- MI325X: 256 GB, 6 TB/s and a rated board power of 1,000 W\n"
    "- H200: 141 GB, 4.8 TB/s and a rated board power of 700 W\n"
    "\n"
    "Memory        256 GB         141 GB\n"
    "Bandwidth     6 TB/s         4.8 TB/s\n"
    "\n"
    "We ran the same model on both of them for a week and logged\n"
    "the energy each card used over the whole run, at the wall.\n"
)


def test_soft_breaks_inside_a_paragraph_become_spaces() -> None:
    out = unwrap(WRAPPED)
    assert len(out) == len(WRAPPED)  # every offset still indexes the original
    assert "memory and a bandwidth of 6 TB/s" in out
    assert "over the H200 with its 141 GB" in out
    assert "logged the energy" in out


def test_headings_lists_tables_and_sentence_ends_keep_their_breaks() -> None:
    out = unwrap(WRAPPED)
    assert out.startswith("Accelerators in the lab\n\n")
    assert "same slot.\nBoth parts" in out  # a sentence ends there
    assert "1,000 W\n- H200" in out  # a list item opens a block
    assert "256 GB         141 GB\nBandwidth" in out  # an aligned table row
    assert "\n\n" in out


def test_text_that_is_not_wrapped_is_left_alone() -> None:
    long_lines = "\n".join(["One paragraph on a single long line. " * 8] * 10)
    assert unwrap(long_lines) == long_lines
    assert unwrap("A title\nA second short line\n") == "A title\nA second short line\n"


def test_carriage_returns_of_soft_breaks_go_with_them() -> None:
    crlf = WRAPPED.replace("\n", "\r\n")
    out = unwrap(crlf)
    assert len(out) == len(crlf)
    assert "memory and a  bandwidth" in out  # "\r\n" became two spaces
    assert "same slot.\r\nBoth parts" in out
