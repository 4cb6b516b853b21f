"""Reader limits: special files refused unread, size, HTML depth, names made printable,
and texts beyond spaCy's length limit tokenised in pieces with exact offsets."""

from __future__ import annotations

import os
import threading
import time
from itertools import pairwise
from pathlib import Path

import pytest

from claims.extract import chunk_bounds, extract_claims
from claims.reader import (
    MAX_HTML_DEPTH,
    InputError,
    html_to_text,
    nesting_depth,
    printable,
    read_document,
)


def test_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    outcome: list[str] = []

    def read() -> None:
        try:
            read_document(fifo)
        except InputError as exc:
            outcome.append(str(exc))

    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "reading a FIFO blocked"
    assert outcome and "FIFO" in outcome[0] and "not read" in outcome[0]


def test_character_device_is_refused_without_reading() -> None:
    started = time.perf_counter()
    with pytest.raises(InputError, match="character device"):
        read_document(Path("/dev/zero"), display="/dev/zero")
    assert time.perf_counter() - started < 2


def test_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="a directory"):
        read_document(tmp_path)


def test_size_limit_names_the_limit_and_the_option(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_text("Die H100 hat 80 GB. " * 100, encoding="utf-8")
    with pytest.raises(InputError) as info:
        read_document(path, max_bytes=1000)
    message = str(info.value)
    assert message.startswith(f"{path}: ") and "--max-bytes" in message and "1,000 bytes" in message
    assert read_document(path, max_bytes=2000).text.startswith("Die H100")


def test_default_size_limit_is_20_megabytes(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    with open(path, "wb") as fh:
        fh.truncate(20_000_001)  # sparse: nothing is written, the size is what counts
    with pytest.raises(InputError, match="20 MB limit"):
        read_document(path)


def test_deep_html_is_refused_quickly(tmp_path: Path) -> None:
    path = tmp_path / "deep.html"
    n = 200_000  # the HTML parser alone would take minutes at this depth
    path.write_text("<html><body>" + "<div>" * n + "<p>80 GB</p>" + "</div>" * n, encoding="utf-8")
    started = time.perf_counter()
    with pytest.raises(InputError, match=f"nested more than {MAX_HTML_DEPTH} elements deep"):
        read_document(path)
    assert time.perf_counter() - started < 5


def test_html_at_the_depth_limit_is_read() -> None:
    depth = MAX_HTML_DEPTH - 2  # <html> and <body> count too
    html = "<html><body>" + "<div>" * depth + "<p>The H100 has 80 GB.</p>" + "</div>" * depth
    text, _, _ = html_to_text(html)
    assert text == "The H100 has 80 GB."


@pytest.mark.parametrize(
    ("html", "depth"),
    [
        ("<div><p>one<p>two<p>three</div>", 1),  # unclosed paragraphs do not nest
        ("<ul><li>a<li>b</ul><br><img src=x>", 1),
        ("<div><script>'<div><div><div>'</script><!-- <div><div> --></div>", 1),
        ("<section><div><span/></div></section>", 2),
    ],
)
def test_nesting_depth_counts_only_what_nests(html: str, depth: int) -> None:
    assert nesting_depth(html) == depth


def test_printable_escapes_line_breaks_in_names() -> None:
    name = "a\n::error file=x::forged.txt"
    shown = printable(name)
    assert "\n" not in shown and "\\n" in shown
    assert printable("Größe 80 GB.txt") == "Größe 80 GB.txt"


@pytest.mark.parametrize("limit", [7, 40, 1000])
def test_chunk_bounds_join_to_the_text(limit: int) -> None:
    text = "Erster Absatz mit 80 GB.\n\nZweiter Absatz, 700 W.\nDritte Zeile " + "x" * 90
    bounds = list(chunk_bounds(text, limit))
    assert "".join(text[a:b] for a, b in bounds) == text
    assert all(b - a <= limit for a, b in bounds)
    assert bounds[0][0] == 0 and all(b == c for (_, b), (c, _) in pairwise(bounds))


def test_text_longer_than_spacys_limit_is_checked_with_exact_offsets(en_nlp) -> None:
    from claims.models import Document

    paragraph = "The H100 has 80 GB of HBM3 and a TDP of 700 W.\n\n"
    text = paragraph * 30
    document = Document(source="long.txt", text=text, sha256="", language="en")
    whole = [(c.start, c.end, c.quantity.value) for c in extract_claims(document, en_nlp)]
    saved = en_nlp.max_length
    en_nlp.max_length = 300  # a few paragraphs per piece
    try:
        pieces = [(c.start, c.end, c.quantity.value) for c in extract_claims(document, en_nlp)]
    finally:
        en_nlp.max_length = saved
    assert pieces == whole and len(whole) >= 60
    assert all(text[s:e].startswith(("80", "700")) for s, e, _ in pieces)
