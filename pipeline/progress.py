"""Progress of a batch on stderr: a rich bar on a terminal, a plain line every few seconds
otherwise (CI logs, pipes), nothing with ``--quiet``."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

#: Seconds between plain progress lines when stderr is not a terminal.
PLAIN_INTERVAL = 5.0


def _duration(seconds: float) -> str:
    seconds = int(round(seconds))
    if seconds >= 3600:
        return f"{seconds // 3600}h{seconds % 3600 // 60:02d}m"
    if seconds >= 60:
        return f"{seconds // 60}m{seconds % 60:02d}s"
    return f"{seconds}s"


class Progress:
    """Counts documents as they finish and shows rate, ETA and failures so far."""

    def __init__(
        self,
        total: int,
        *,
        quiet: bool = False,
        stream: TextIO | None = None,
        interval: float = PLAIN_INTERVAL,
        clock: Callable[[], float] = time.monotonic,
        terminal: bool | None = None,
    ) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.interval = interval
        self.clock = clock
        self.done = 0
        self.failed = 0
        self.started = clock()
        self._last = self.started
        tty = self.stream.isatty() if terminal is None else terminal
        self.mode = "off" if quiet or total < 2 else ("bar" if tty else "plain")
        self._bar = None
        self._task = None

    def __enter__(self) -> Progress:
        if self.mode == "bar":
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                TextColumn,
                TimeRemainingColumn,
            )
            from rich.progress import Progress as RichProgress

            self._bar = RichProgress(
                TextColumn("checking"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[rate]}"),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                TextColumn("{task.fields[failed]}"),
                console=Console(file=self.stream),
                transient=True,
            )
            self._bar.__enter__()
            self._task = self._bar.add_task("checking", total=self.total, rate="", failed="")
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)
            self._bar = None

    def rate(self) -> float:
        elapsed = self.clock() - self.started
        return self.done / elapsed if elapsed > 0 else 0.0

    def line(self) -> str:
        rate = self.rate()
        left = self.total - self.done
        eta = f", ETA {_duration(left / rate)}" if rate > 0 and left else ""
        percent = 100 * self.done // self.total if self.total else 100
        return (
            f"specheck: {self.done}/{self.total} documents ({percent} %), "
            f"{self.failed} failed, {rate:.1f} documents/s{eta}"
        )

    def advance(self, failed: bool = False) -> None:
        self.done += 1
        self.failed += failed
        if self.mode == "bar" and self._bar is not None:
            self._bar.update(
                self._task,
                advance=1,
                rate=f"{self.rate():.1f}/s",
                failed=f"{self.failed} failed" if self.failed else "",
            )
        elif self.mode == "plain":
            now = self.clock()
            if now - self._last >= self.interval:
                self._last = now
                print(self.line(), file=self.stream, flush=True)
