"""Progress: plain lines every few seconds off a terminal, nothing when quiet."""

from __future__ import annotations

import io

from pipeline.progress import Progress


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_plain_lines_every_interval_with_rate_eta_and_failures() -> None:
    stream, clock = io.StringIO(), Clock()
    with Progress(10, stream=stream, clock=clock, interval=5.0, terminal=False) as progress:
        for i in range(10):
            clock.now += 1.0
            progress.advance(failed=i == 2)
    lines = stream.getvalue().splitlines()
    assert lines == [
        "specheck: 5/10 documents (50 %), 1 failed, 1.0 documents/s, ETA 5s",
        "specheck: 10/10 documents (100 %), 1 failed, 1.0 documents/s",
    ]


def test_quiet_and_single_documents_print_nothing() -> None:
    for kwargs in ({"quiet": True}, {}):
        stream, clock = io.StringIO(), Clock()
        total = 10 if kwargs else 1
        with Progress(total, stream=stream, clock=clock, terminal=False, **kwargs) as progress:
            for _ in range(total):
                clock.now += 10
                progress.advance()
        assert stream.getvalue() == ""


def test_a_terminal_gets_a_bar_that_leaves_no_trace() -> None:
    stream, clock = io.StringIO(), Clock()
    with Progress(3, stream=stream, clock=clock, terminal=True) as progress:
        assert progress.mode == "bar"
        for _ in range(3):
            progress.advance(failed=True)
    assert "specheck: " not in stream.getvalue()  # no plain lines on a terminal
