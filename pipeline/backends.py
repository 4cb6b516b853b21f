"""Where documents are checked: in this process, on every core, or on a Dask cluster.

Each backend runs the same function (``pipeline.batch.process``) with the same worker
state (reference set and pipelines built once per worker) and yields the outcomes in
input order, so the files written are byte-identical whichever backend ran. At most a
small window of documents is in flight, so memory does not grow with the batch.
"""

from __future__ import annotations

import gc
import logging
import multiprocessing
import os
import signal
import sys
import threading
import uuid
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path

from pipeline.batch import (
    Checker,
    DocumentOutcome,
    Finisher,
    RunOptions,
    Target,
    WorkerState,
    failure_record,
    process,
)

#: Documents queued per worker beyond the one it is checking.
WINDOW_PER_WORKER = 4
#: Allocations between two young-generation collections while documents are checked
#: (Python's default is 700). Checking one document allocates hundreds of thousands of
#: short-lived objects, nearly none of them in cycles; at the default the collector
#: runs a thousand times per 200 documents and costs about 5 % of the check.
GC_YOUNG_THRESHOLD = 20_000


def tune_gc() -> tuple[int, int, int]:
    """Set the collector up for checking many documents in this process: what exists
    now (modules, the reference, the pipelines) is frozen, so no collection walks it
    again, and young collections run less often (``GC_YOUNG_THRESHOLD``). Returns the
    thresholds before, for ``untune_gc``."""
    before = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(GC_YOUNG_THRESHOLD, before[1], before[2])
    return before


def untune_gc(before: tuple[int, int, int]) -> None:
    """Undo ``tune_gc`` (a batch run inside a longer-lived process, such as the tests)."""
    gc.set_threshold(*before)
    gc.unfreeze()


def default_jobs() -> int:
    """The cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class WorkerSpec:
    """All a worker needs to build its own state (a new process, a Dask worker).

    ``token`` names one run, so a worker that serves several runs keeps one state
    for each; ``reference_version`` guards against a worker whose reference data
    differ from the client's.
    """

    token: str
    options: RunOptions
    finish: Finisher
    settings: str
    reference_version: str
    keep_reports: bool = False

    @staticmethod
    def new(
        options: RunOptions,
        finish: Finisher,
        settings: str,
        reference_version: str,
        keep_reports: bool = False,
    ) -> WorkerSpec:
        return WorkerSpec(
            uuid.uuid4().hex, options, finish, settings, reference_version, keep_reports
        )

    def build(self) -> WorkerState:
        from pipeline.reference_cache import load_reference_cached

        reference = load_reference_cached([Path(d) for d in self.options.reference_dirs])
        if reference.version != self.reference_version:
            raise RuntimeError(
                f"this worker's reference data is {reference.version}, the run's is "
                f"{self.reference_version}: install the same specheck and data on every worker"
            )
        return WorkerState(
            Checker(reference), self.options, self.finish, self.settings, self.keep_reports
        )


_LOCAL = threading.local()


def adopt(spec: WorkerSpec, state: WorkerState) -> None:
    """Use ``state`` (built by the parent) for ``spec`` in this thread and its forks."""
    states = getattr(_LOCAL, "states", None)
    if states is None:
        states = _LOCAL.states = {}
    states[spec.token] = state


def state_for(spec: WorkerSpec) -> WorkerState:
    """This thread's state for ``spec``, built on first use (one per Dask worker thread)."""
    states = getattr(_LOCAL, "states", None)
    if states is None:
        states = _LOCAL.states = {}
    state = states.get(spec.token)
    if state is None:
        states.clear()  # an earlier run's pipelines are not needed any more
        state = states[spec.token] = spec.build()
    return state


def check_in_worker(spec: WorkerSpec, target: Target) -> DocumentOutcome:
    """The task a pool or cluster runs: one document, with this worker's state."""
    try:
        state = state_for(spec)
    except Exception as exc:  # noqa: BLE001 - the worker cannot check anything
        return DocumentOutcome(
            failure_record(target, f"{target.display}: worker cannot start: {exc}", spec.settings)
        )
    return process(target, state)


def _died(target: Target, spec: WorkerSpec, how: str) -> DocumentOutcome:
    return DocumentOutcome(
        failure_record(
            target,
            f"{target.display}: the process checking it died ({how}); not checked",
            spec.settings,
        )
    )


class SerialBackend:
    """Every document in this process, one after the other (``--jobs 1``)."""

    def __init__(self, spec: WorkerSpec, state: WorkerState) -> None:
        self.spec = spec
        self.state = state

    def outcomes(self, targets: list[Target]) -> Iterator[DocumentOutcome]:
        before = tune_gc()
        try:
            for target in targets:
                yield process(target, self.state)
        finally:
            untune_gc(before)

    def close(self) -> None:
        pass


def _die_with_parent(parent: int) -> None:
    """Have the kernel kill this worker when its parent dies (Linux), even by SIGKILL.

    A forked worker inherits the pool's pipes, so it would otherwise wait for work
    forever once the parent is gone, holding memory and the parent's output pipes.
    """
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before the request was in place
        os._exit(1)


def _worker_init(parent: int) -> None:
    # The parent handles SIGINT/SIGTERM and stops the workers itself; a worker that
    # died of the terminal's Ctrl-C would only turn into a broken pool.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        _die_with_parent(parent)
    tune_gc()


class PoolBackend:
    """Documents on ``jobs`` worker processes (``--jobs N``).

    On Linux the workers are forked from this process after the reference is loaded,
    so they start at once; elsewhere they are spawned and load it themselves. A
    worker that dies (a crash in native code) breaks the pool: the documents in
    flight are then retried one at a time in a fresh pool, so only the document that
    kills a worker on its own is lost, as a failure.
    """

    def __init__(self, spec: WorkerSpec, state: WorkerState | None, jobs: int) -> None:
        self.spec = spec
        self.jobs = jobs
        self.window = jobs * (1 + WINDOW_PER_WORKER)
        methods = multiprocessing.get_all_start_methods()
        self.context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        if state is not None and self.context.get_start_method() == "fork":
            adopt(spec, state)  # inherited by every forked worker
        self.executor: ProcessPoolExecutor | None = None

    def start(self) -> None:
        """Start the workers now (before any other thread of this process exists)."""
        if self.executor is None:
            # Objects built so far (modules, reference, pipelines) are shared with the
            # forked workers; frozen, the workers' garbage collector does not touch
            # (and so copy) their pages.
            gc.freeze()
            try:
                self.executor = ProcessPoolExecutor(
                    max_workers=self.jobs,
                    mp_context=self.context,
                    initializer=_worker_init,
                    initargs=(os.getpid(),),
                )
                self.executor.submit(os.getpid).result()
            finally:
                gc.unfreeze()

    def _submit(self, target: Target) -> Future:
        self.start()
        assert self.executor is not None
        return self.executor.submit(check_in_worker, self.spec, target)

    def _restart(self) -> None:
        self._shutdown()
        self.start()

    def outcomes(self, targets: list[Target]) -> Iterator[DocumentOutcome]:
        pending: deque[tuple[Target, Future]] = deque()
        queue = iter(targets)
        for target in queue:
            pending.append((target, self._submit(target)))
            if len(pending) >= self.window:
                break
        while pending:
            target, future = pending.popleft()
            try:
                outcome = future.result()
            except BrokenProcessPool:
                retry = [target] + [t for t, _ in pending]
                pending.clear()
                yield from self._one_by_one(retry)
                for target in queue:
                    pending.append((target, self._submit(target)))
                    if len(pending) >= self.window:
                        break
                continue
            yield outcome
            nxt = next(queue, None)
            if nxt is not None:
                pending.append((nxt, self._submit(nxt)))

    def _one_by_one(self, targets: list[Target]) -> Iterator[DocumentOutcome]:
        self._restart()
        for target in targets:
            try:
                outcome = self._submit(target).result()
            except BrokenProcessPool:
                outcome = _died(target, self.spec, "a crash in native code")
                self._restart()
            yield outcome

    def _shutdown(self) -> None:
        executor, self.executor = self.executor, None
        if executor is None:
            return
        processes = list(getattr(executor, "_processes", {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for proc in processes:
            if proc.is_alive():
                proc.terminate()
        for proc in processes:
            proc.join(timeout=5)

    def close(self) -> None:
        self._shutdown()


class DaskBackend:
    """Documents on a Dask distributed cluster (``--backend dask``).

    With ``scheduler`` (an address such as ``tcp://10.0.0.5:8786``) the documents go
    to that cluster's workers, which must have specheck installed and read the input
    paths as this machine does (a shared file system); without it a LocalCluster of
    ``jobs`` single-threaded worker processes runs here. Workers only check and
    render; the reports come back here and are written by this process, so the
    output folder need not be shared.
    """

    def __init__(
        self,
        spec: WorkerSpec,
        jobs: int,
        scheduler: str | None = None,
        *,
        processes: bool = True,
    ) -> None:
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError as exc:  # pragma: no cover - dask is a declared dependency
            raise RuntimeError(
                "--backend dask needs dask[distributed]: pip install 'specheck[dask]'"
            ) from exc
        self.spec = spec
        self.cluster = None
        if scheduler:
            self.client = Client(scheduler, set_as_default=False, timeout="30s")
        else:
            self.cluster = LocalCluster(
                n_workers=jobs,
                threads_per_worker=1,
                processes=processes,
                dashboard_address=None,
                silence_logs=logging.ERROR,
            )
            # worker processes import specheck first: slow on a busy machine
            self.client = Client(self.cluster, set_as_default=False, timeout="120s")
        threads = sum(self.client.nthreads().values()) or jobs
        self.window = max(1, threads) * (1 + WINDOW_PER_WORKER)

    def outcomes(self, targets: list[Target]) -> Iterator[DocumentOutcome]:
        from distributed import KilledWorker

        spec = self.client.scatter(self.spec, broadcast=True)
        pending: deque[tuple[Target, object]] = deque()
        queue = iter(targets)

        def submit(target: Target) -> None:
            future = self.client.submit(check_in_worker, spec, target, pure=False)
            pending.append((target, future))

        for target in queue:
            submit(target)
            if len(pending) >= self.window:
                break
        while pending:
            target, future = pending.popleft()
            try:
                outcome = future.result()
            except KilledWorker:
                outcome = _died(target, self.spec, "the Dask worker was killed")
            except Exception as exc:  # noqa: BLE001 - a task that failed on the cluster
                outcome = DocumentOutcome(
                    failure_record(
                        target,
                        f"{target.display}: the Dask task failed ({type(exc).__name__}: {exc})",
                        self.spec.settings,
                    )
                )
            yield outcome
            nxt = next(queue, None)
            if nxt is not None:
                submit(nxt)

    def close(self) -> None:
        try:
            self.client.close()
        finally:
            if self.cluster is not None:
                self.cluster.close()
