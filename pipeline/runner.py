"""Executing stages under the contract (pipeline.stages.base): steps → ranks → gate → commit.

A stage's steps run in order; a mapped step runs as ``world_size`` ranks (``run_step`` runs one),
a single step once. The CLI runs ``run_pipeline``: in this process with one worker, or with a
:class:`RankPool` of worker processes; the Airflow DAG runs each step as a task mapped over the
ranks, then the gate. Both are executors only: the work is in ``pipeline.stages``.

A stage's output is committed by its gate: the steps write shards and stage files,
``finalize`` counts them into ``_pending.json``; ``validate_rank`` (mapped, like a step) validates a
rank's shards with the stage's Great Expectations suite into a part; ``gate`` merges the parts,
stores the result as ``_validation.json`` and only then writes ``_manifest.json``. A failed gate leaves no manifest, so nothing downstream can consume the
output and a re-run redoes it.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import heapq
import itertools
import logging
import os
import posixpath
import queue
import select
import threading
import time
from collections.abc import Callable, Collection, Iterator
from concurrent.futures import (
    FIRST_COMPLETED,
    FIRST_EXCEPTION,
    CancelledError,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
    wait,
)

import pyarrow as pa
from tqdm import tqdm

from pipeline.config import PipelineConfig
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.stages.base import Stage, registry
from pipeline.store import (
    MANIFEST,
    MANIFEST_FORMAT,
    PENDING,
    STATS,
    VALIDATION,
    ObjectStore,
    StageContext,
    StageNotReady,
    StageOutput,
    is_committed,
    iter_shards,
    read_manifest,
    shard_names,
    version_id,
)
from pipeline.workerserver import WORKER_PRELOAD, default_workers, start_worker_server
from pipeline.workerserver import worker_context as _worker_context

log = logging.getLogger(__name__)


EXTRA_PREFIX = "_extra-"  # facts a single step recorded for the manifest (merged at commit)
STAGES: dict[str, Stage] = registry()
ORDER: tuple[str, ...] = tuple(STAGES)


def plan_version(
    store: ObjectStore, name: str, cfg: PipelineConfig, inputs: dict[str, str]
) -> tuple[str, dict]:
    stage = STAGES[name]
    config = stage.config_slice(cfg)
    return version_id(name, stage.code_version, config, inputs), config


def _check_inputs(
    store: ObjectStore,
    name: str,
    cfg: PipelineConfig,
    inputs: dict[str, str],
    unvalidated: Collection[str] = (),
) -> None:
    """Every input must be committed, except those named in ``unvalidated``: the caller ran their
    steps and their finalize and gate run meanwhile (``run_pipeline`` with workers runs a stage's
    steps while the stage before it is gated, and commits the stage only after that gate passed)."""
    wanted = STAGES[name].inputs(cfg)
    if set(inputs) != set(wanted):
        raise ValueError(f"stage {name} takes inputs {wanted}, got {sorted(inputs)}")
    for up, v in inputs.items():
        if is_committed(store, up, v):
            continue
        if up in unvalidated:
            continue
        raise StageNotReady(f"{name}: input {up}/{v} is not committed")


def step_names(name: str, cfg: PipelineConfig) -> list[tuple[str, bool]]:
    """A stage's steps as (name, mapped), in order: what an orchestrator schedules."""
    return [(s.name, s.mapped) for s in STAGES[name].steps(cfg)]


def run_step(
    store: ObjectStore,
    name: str,
    cfg: PipelineConfig,
    inputs: dict[str, str],
    step: str,
    rank: int = 0,
    world_size: int = 1,
    progress: Callable[[int], None] | None = None,
    planned: tuple[str, dict] | None = None,
    unvalidated: Collection[str] = (),
) -> str:
    """Run one rank of one step of a stage (nothing when its version is committed); returns the version.

    A single (unmapped) step runs only as rank 0: other ranks return at once, so an orchestrator
    may map every step over the same ranks. ``planned`` is ``plan_version``'s result when the
    caller has it (planning ``acquire`` hashes every file of a folder source). ``unvalidated``:
    inputs that may be produced but not yet gated (:func:`_check_inputs`).
    """
    # A worker process lives across steps: its filesystem's cached folder listings (s3fs keeps
    # them) would hide what other processes wrote since (the inputs' manifests, the shards of
    # earlier steps); every step starts from a fresh view.
    store.fs.invalidate_cache()
    _check_inputs(store, name, cfg, inputs, unvalidated)
    version, config = planned or plan_version(store, name, cfg, inputs)
    if is_committed(store, name, version):
        return version
    steps = {s.name: s for s in STAGES[name].steps(cfg)}
    if step not in steps:
        raise ValueError(f"stage {name} has steps {list(steps)}, not {step!r}")
    if not 0 <= rank < world_size:
        raise ValueError(f"rank {rank} is not in [0, {world_size})")
    chosen = steps[step]
    if not chosen.mapped:
        if rank != 0:
            return version
        world_size = 1
    ctx = StageContext(
        store, name, version, config, dict(inputs), rank=rank, world_size=world_size, progress=progress
    )
    chosen.run(ctx, cfg)
    if ctx.extra:
        if chosen.mapped:  # one rank's facts would depend on the world size
            raise RuntimeError(f"{name}: mapped step {step!r} set ctx.extra; compute it in Stage.extra")
        store.write_json(store.path(name, version, f"{EXTRA_PREFIX}{step}.json"), store.relative(ctx.extra))
    return version


def produce(
    store: ObjectStore,
    name: str,
    cfg: PipelineConfig,
    inputs: dict[str, str],
    pool: RankPool | None = None,
    unvalidated: Collection[str] = (),
) -> StageOutput:
    """Run every step of a stage unless its version is committed (a cache hit does no work), then
    :func:`finalize` it.

    With a ``pool``, each mapped step runs as ranks dealt to its processes (:meth:`RankPool.run_step`); without one,
    as one rank in this process. The bytes written are the same either way. ``unvalidated``:
    inputs that may be produced but not yet gated (:func:`_check_inputs`).
    """
    out, stats, planned = _run_steps(store, name, cfg, inputs, pool, unvalidated)
    if stats is not None:
        finalize(store, name, cfg, inputs, stats, planned)
    return out


def _run_steps(
    store: ObjectStore,
    name: str,
    cfg: PipelineConfig,
    inputs: dict[str, str],
    pool: RankPool | None,
    unvalidated: Collection[str],
) -> tuple[StageOutput, dict | None, tuple[str, dict]]:
    """:func:`produce` without the finalize: the output, the timings for ``_stats.json`` (None on a
    cache hit) and the planned version."""
    _check_inputs(store, name, cfg, inputs, unvalidated)
    planned = version, config = plan_version(store, name, cfg, inputs)
    path = store.path(name, version)
    if is_committed(store, name, version):
        log.debug("%s/%s: cache hit", name, version)
        return StageOutput(name, version, True, path), None, planned
    from pipeline.progress import heartbeat

    t0 = time.monotonic()
    step_seconds: dict[str, float] = {}
    with heartbeat(f"{name}/{version}", log):
        for step in STAGES[name].steps(cfg):
            t1 = time.monotonic()
            if pool is not None and step.long_single:
                pool.release_gates()  # the stage before's gate, held for this step (_run_stages_overlapped)
            if pool is not None:
                pool.run_step(store, name, cfg, inputs, step.name, step.mapped, planned, unvalidated)
            else:
                with tqdm(desc=f"{name}: {step.name}", unit="shard", disable=None, leave=False) as bar:
                    run_step(
                        store,
                        name,
                        cfg,
                        inputs,
                        step.name,
                        progress=bar.update,
                        planned=planned,
                        unvalidated=unvalidated,
                    )
            step_seconds[step.name] = round(time.monotonic() - t1, 3)
    stats = {
        "produce_seconds": round(time.monotonic() - t0, 3),
        "step_seconds": step_seconds,
        "workers": pool.workers if pool is not None else 1,
    }
    return StageOutput(name, version, False, path), stats, planned


def finalize(
    store: ObjectStore,
    name: str,
    cfg: PipelineConfig,
    inputs: dict[str, str],
    stats: dict,
    planned: tuple[str, dict] | None = None,
) -> str:
    """After every step: count rows and drops from the files, compute the stage's extra, write
    ``_pending.json`` (what the gate commits) and ``_stats.json`` (timings). Returns the version."""
    version, config = planned or plan_version(store, name, cfg, inputs)
    ctx = StageContext(store, name, version, config, dict(inputs))
    store.fs.invalidate_cache()  # the ranks wrote from other processes
    for left in store.remove_dead_writers_files(store.path(name, version)):  # a killed run's rank, mid-write
        log.info("%s/%s: removed %s, left by a killed writer", name, version, left)
    rows = 0
    for shard_name in shard_names(store, name, version):
        rows += store.num_rows(store.path(name, version, shard_name))
    drops: dict[str, int] = {}
    for _, t in iter_shards(store, name, version, columns=["reason"], prefix="drops-"):
        for reason in t.column("reason").to_pylist():
            key = f"{name}/{reason}"
            drops[key] = drops.get(key, 0) + 1
    extra: dict = {}
    for step in STAGES[name].steps(cfg):  # what single steps recorded, then the stage's own facts
        path = store.path(name, version, f"{EXTRA_PREFIX}{step.name}.json")
        if not step.mapped and store.exists(path):
            extra.update(store.read_json(path))
    extra.update(STAGES[name].extra(ctx, cfg))
    store.write_json(
        store.path(name, version, PENDING),
        {
            "counts": {"rows": rows},
            "drops": dict(sorted(drops.items())),
            "extra": store.relative(extra),
            "config": config,
            "inputs": inputs,
        },
    )
    store.write_json(
        store.path(name, version, STATS),
        {**stats, **input_volume(store, name, version, inputs, rows + sum(drops.values()))},
    )
    return version


# A mapped step is cut into this many ranks per worker, dealt as workers free up (RankPool._deal):
# a step then ends when its last small rank does, not when the rank with the most bytes does, and at
# the start of a run this process and the first worker up share the ranks. The bytes are the same for
# any number of ranks. (Measured on the 100 MB corpus with 2 workers, wall: 1 → 34.3–34.8 s, 2 → 33.5–35.3 s,
# 4 → 33.5–34.0 s, idle core-seconds 10.0–10.3 with 2 and 8.7–8.9 with 4 in alternating runs.)
RANKS_PER_WORKER = 4


# The pool's task classes, in the order a free worker takes them (:class:`_Dispatcher`): a gate's
# ranks and merge first (the run waits for that commit before the stage after next), then the
# steps' ranks.
GATE_WORK, STEP_WORK = 0, 1


class _Dispatcher:
    """Hands the pool's tasks to its processes by priority: at most ``slots`` at a time (one per
    worker and one queued, so a worker that finishes a rank starts the next at once), the rest kept
    here, ordered by (class, submission). A gate's ranks submitted while a stage's ranks wait here go
    ahead of them, so the next stage's ranks may be submitted before the gate's (while this process
    still finalizes the stage): no worker waits for the parent. :meth:`hold` parks gate work until
    :meth:`release` (the step it is meant to run beside, ``Step.long_single``)."""

    def __init__(self, executor: ProcessPoolExecutor, slots: int):
        self._executor = executor
        self._slots = slots
        self._cond = threading.Condition()
        self._ready: list[tuple[int, int, Future, Callable, tuple]] = []
        self._held: list[tuple[int, int, Future, Callable, tuple]] = []
        self._holding = False
        self._inflight = 0
        self._seq = itertools.count()
        self._closed = False
        self._thread = threading.Thread(target=self._loop, name="cppcorpus-dispatch", daemon=True)
        self._thread.start()

    def submit(self, kind: int, fn: Callable, *args) -> Future:
        future: Future = Future()
        item = (kind, next(self._seq), future, fn, args)
        with self._cond:
            if self._closed:
                raise RuntimeError("the pool is closed")
            if kind == GATE_WORK and self._holding:
                self._held.append(item)
            else:
                heapq.heappush(self._ready, item)
            self._cond.notify_all()
        return future

    def hold(self) -> None:
        with self._cond:
            self._holding = True

    def release(self) -> None:
        with self._cond:
            self._holding = False
            for item in self._held:
                heapq.heappush(self._ready, item)
            self._held.clear()
            self._cond.notify_all()

    def _done(self, proxy: Future, inner: Future) -> None:
        with self._cond:
            self._inflight -= 1
            self._cond.notify_all()
        if inner.cancelled():  # the pool shut down
            proxy.set_exception(CancelledError())
        elif inner.exception() is not None:
            proxy.set_exception(inner.exception())
        else:
            proxy.set_result(inner.result())

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._closed and not (self._ready and self._inflight < self._slots):
                    self._cond.wait()
                if self._closed:
                    return
                _, _, proxy, fn, args = heapq.heappop(self._ready)
                if not proxy.set_running_or_notify_cancel():
                    continue
                self._inflight += 1
            try:
                inner = self._executor.submit(fn, *args)
            except BaseException as e:  # a broken pool: the caller sees its error
                with self._cond:
                    self._inflight -= 1
                proxy.set_exception(e)
                continue
            inner.add_done_callback(functools.partial(self._done, proxy))

    def close(self) -> None:
        with self._cond:
            self._closed = True
            left = self._ready + self._held
            self._ready, self._held = [], []
            self._cond.notify_all()
        for _, _, proxy, _, _ in left:
            proxy.cancel()
        self._thread.join()


class RankPool:
    """Worker processes that run the ranks of mapped steps (``cppcorpus run --workers N``).

    Processes are started once and serve every stage of a run. They inherit no state from the
    parent: they are forked from a fresh fork server that has imported only the pipeline's modules
    and Great Expectations (:func:`pipeline.workerserver.worker_context`; spawned where that is not possible). The pool
    is made at once: the workers start in a thread while the server imports. A mapped step is
    ``workers * RANKS_PER_WORKER`` ranks of that world size, a single step one; they are dealt in
    order (:meth:`_deal`): to the workers once one is up, until then run in this process. A gate is
    up to ``workers`` ranks (:func:`gate_ranks`: one per 32 MB of stored output), the last to finish merging the verdict (:func:`_validate_then_merge`), so this
    process never imports Great Expectations. The workers take gate work before the steps' ranks
    waiting beside it (:class:`_Dispatcher`). Each rank reports finished shards on a queue; the
    parent draws one progress bar per step. When a rank fails, the others still finish (their shards stay written), then the
    first error is raised: a re-run redoes only the failed rank's missing shards.
    """

    def __init__(self, workers: int, gpu_setting: str = "cpu"):
        if workers < 1:
            raise ValueError(f"workers must be at least 1, got {workers}")
        self.workers = workers
        self._gpu_setting = gpu_setting
        mp = _worker_context()
        self._queue = mp.Queue()
        self._executor = ProcessPoolExecutor(
            max_workers=workers,
            mp_context=mp,
            initializer=_init_worker,
            initargs=(
                self._queue,
                logging.getLogger("pipeline").level,
                _library_level(),
                os.getpid(),
            ),
        )
        # Start every worker now (the executor would start the second only when a second task
        # comes), from a thread: starting a worker waits until the fork server has imported (seconds
        # at the start of a run), and this process has the run's planning and first steps to do meanwhile.
        self._dispatch = _Dispatcher(self._executor, workers + 1)
        self._up = threading.Event()
        self._started: list[Future] = []  # one per worker: done once that worker is up
        self._starting = threading.Thread(
            target=self._start_workers, name="cppcorpus-pool-start", daemon=True
        )
        self._starting.start()

    def _start_workers(self) -> None:
        try:
            for _ in range(self.workers):
                self._started.append(self._executor.submit(os.getpid))
            wait(self._started, return_when=FIRST_COMPLETED)
            # The run's one GPU probe, here, once a worker is up (the start of a run is busy): its answer
            # goes to the workers with their ranks (device.probe_answers), no worker probes on its own.
            from pipeline.gpu.device import probe_in_background

            probe_in_background(self._gpu_setting)
        except Exception as e:  # the server died meanwhile (killed): a later task starts another, or fails
            log.warning("starting the workers failed: %s: %s", type(e).__name__, e)
        finally:
            self._up.set()  # also when the pool is broken: the next submit raises, nobody waits forever

    def wait_for_workers(self, timeout: float | None = None) -> list[int]:
        """Wait until every worker is up; their process ids."""
        self._starting.join(timeout)
        return [f.result(timeout) for f in self._started]

    def started(self) -> bool:
        """Whether a worker is up (the fork server's imports take seconds at the start of a run)."""
        return self._up.is_set()

    def hold_gates(self) -> None:
        """Park the gate work submitted from now on until :meth:`release_gates`."""
        self._dispatch.hold()

    def release_gates(self) -> None:
        """Queue the parked gate work (ahead of the steps' ranks waiting to run)."""
        self._dispatch.release()

    def __enter__(self) -> RankPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self._starting.join()
        self._dispatch.close()
        self._executor.shutdown(wait=True, cancel_futures=True)
        self._queue.close()

    def run_step(
        self,
        store: ObjectStore,
        name: str,
        cfg: PipelineConfig,
        inputs: dict[str, str],
        step: str,
        mapped: bool,
        planned: tuple[str, dict] | None = None,
        unvalidated: Collection[str] = (),
    ) -> None:
        world = self.workers * RANKS_PER_WORKER if mapped else 1

        what = (store, name, cfg, inputs, step)  # the same for every rank, here or in a worker

        def here(rank: int) -> None:
            run_step(*what, rank, world, progress=bar.update, planned=planned, unvalidated=unvalidated)

        def submit(rank: int) -> Future:
            from pipeline.gpu.device import probe_answers

            return self._dispatch.submit(
                STEP_WORK, _rank_task, *what, rank, world, planned, tuple(unvalidated), probe_answers()
            )

        with tqdm(desc=f"{name}: {step}", unit="shard", disable=None, leave=False) as bar:
            futures = self._deal(world, here, submit)
            pending = set(futures)
            while pending:
                done, pending = wait(pending, timeout=0.2, return_when=FIRST_EXCEPTION)
                self._drain(bar)
                if any(f.exception() is not None for f in done):
                    wait(pending)  # let the other ranks commit their shards before failing
                    pending = set()
            self._drain(bar)
        for f in futures:
            f.result()  # the first failure, re-raised here

    def _deal(self, world: int, here: Callable[[int], None], submit: Callable[[int], Future]) -> list[Future]:
        """Ranks ``0 .. world - 1``, in order: to the workers once one is up; until then this process
        takes them one by one (at the start of a run the fork server imports for seconds while there
        is work to do). A thread queues the ranks left as soon as a worker is up. Whoever runs a rank,
        it writes the same bytes. Returns the futures of the queued ranks; a rank run here that
        fails raises once the queued ones have finished (their shards stay written)."""
        left = collections.deque(range(world))
        lock = threading.Lock()
        futures: list[Future] = []
        refused: list[BaseException] = []  # a broken pool's error

        def queue_the_rest() -> None:
            while not self._up.wait(0.05):
                with lock:
                    if not left:  # this process took every rank
                        return
            try:
                while True:
                    with lock:
                        if not left:
                            return
                        rank = left.popleft()
                    futures.append(submit(rank))
            except BaseException as e:
                refused.append(e)

        if self.started():
            queue_the_rest()
        else:
            queueing = threading.Thread(target=queue_the_rest, name="cppcorpus-deal", daemon=True)
            queueing.start()
            try:
                while True:
                    with lock:
                        if not left or self.started():
                            break
                        rank = left.popleft()
                    here(rank)
            except BaseException:
                queueing.join()
                wait(futures)  # let the queued ranks commit their shards before failing
                raise
            queueing.join()
        if refused:
            wait(futures)
            raise refused[0]
        return futures

    def validate(
        self,
        store: ObjectStore,
        name: str,
        version: str,
        cfg: PipelineConfig,
        counts: dict | None = None,
        ranks: int | None = None,
    ) -> dict | None:
        """The mapped half of a gate: every rank validates its shards (:func:`validate_rank`) in a worker.

        With ``counts``, the rank that finds every part written merges them right away, in its
        worker (:func:`_validate_then_merge`), and its verdict is returned (None if no rank did). The
        ranks go ahead of the steps' ranks waiting in the pool (:class:`_Dispatcher`). ``ranks``: how
        many (default: one per worker)."""
        ranks = self.workers if ranks is None else ranks
        if counts is None:
            futures = [
                self._dispatch.submit(GATE_WORK, validate_rank, store, name, version, cfg, rank, ranks)
                for rank in range(ranks)
            ]
        else:
            futures = [
                self._dispatch.submit(
                    GATE_WORK, _validate_then_merge, store, name, version, cfg, rank, ranks, counts
                )
                for rank in range(ranks)
            ]
        wait(futures)
        results = [f.result() for f in futures]  # the first failure (a failed verdict too), re-raised here
        return next((r for r in results if counts is not None and r is not None), None)

    def merge_gate(
        self, store: ObjectStore, name: str, version: str, cfg: PipelineConfig, ranks: int, counts: dict
    ) -> dict:
        """The reduce half of a gate (:func:`merge_gate`) in a worker, where Great Expectations is loaded."""
        return self._dispatch.submit(GATE_WORK, merge_gate, store, name, version, cfg, ranks, counts).result()

    def _drain(self, bar: tqdm) -> None:
        while True:
            try:
                n = self._queue.get_nowait()
            except queue.Empty:
                return
            bar.update(n)


_PROGRESS_QUEUE = None


def _library_level() -> int:
    """The level this process gives the third-party loggers (INFO after ``-v -v``), for the workers."""
    from pipeline.progress import THIRD_PARTY_LOGGERS

    return min((logging.getLogger(n).level or logging.WARNING) for n in THIRD_PARTY_LOGGERS)


def _exit_with(pid: int) -> None:
    """End this worker as soon as process ``pid`` (the run that started the pool) is gone.

    A pool's workers are children of the fork server, not of the run: when the run is killed
    (SIGKILL, OOM) nothing would tell them, and they would wait for tasks forever. A daemon thread
    waits on a pidfd of the run (polls where there is none) and ends the worker without cleanup:
    the run's shards are committed by atomic writes, so nothing half-done is left behind.
    """

    def watch() -> None:
        try:
            fd = os.pidfd_open(pid)
        except (AttributeError, OSError):  # no pidfd (not Linux >= 5.3) or already gone
            while True:
                try:
                    os.kill(pid, 0)
                except ProcessLookupError:
                    break
                except PermissionError:
                    pass
                time.sleep(1.0)
        else:
            select.select([fd], [], [])
        os._exit(1)

    threading.Thread(target=watch, name="cppcorpus-run-watch", daemon=True).start()


def _init_worker(
    progress_queue,
    pipeline_level: int,
    library_level: int = logging.WARNING,
    run_pid: int | None = None,
) -> None:
    global _PROGRESS_QUEUE
    from pipeline import collector
    from pipeline.progress import THIRD_PARTY_LOGGERS, quiet_third_party

    collector.tune()  # as the fork server's (a spawned worker starts with the defaults)
    collector.freeze_inherited()  # the server's imports: never walked by this worker's collections
    if run_pid is not None:
        _exit_with(run_pid)
    _PROGRESS_QUEUE = progress_queue
    logging.basicConfig(
        level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s", datefmt="%H:%M:%S"
    )
    logging.getLogger("pipeline").setLevel(
        max(pipeline_level, logging.WARNING)
    )  # the parent logs the stage lines
    if library_level < logging.WARNING:  # asked for (``-v -v``): the libraries' lines come from here now
        logging.getLogger().setLevel(library_level)
        for name in THIRD_PARTY_LOGGERS:
            logging.getLogger(name).setLevel(library_level)
    quiet_third_party()


def _rank_task(
    store: ObjectStore,
    name: str,
    cfg: PipelineConfig,
    inputs: dict[str, str],
    step: str,
    rank: int,
    world_size: int,
    planned: tuple[str, dict] | None,
    unvalidated: tuple[str, ...] = (),
    gpu_answers: dict[bool, str | None] | None = None,
) -> str:
    from pipeline.gpu.device import adopt_probe_answers

    adopt_probe_answers(cfg.tokenizer.device, gpu_answers or {})  # the run's probe, not this worker's
    report = _PROGRESS_QUEUE.put if _PROGRESS_QUEUE is not None else None
    return run_step(
        store,
        name,
        cfg,
        inputs,
        step,
        rank,
        world_size,
        progress=report,
        planned=planned,
        unvalidated=unvalidated,
    )


GATE_PART = "_gate-part-"  # a rank's half of a gate: {GATE_PART}{rank}-of-{world}.json / .parquet
# How much stored output one gate rank validates: each rank's Great Expectations validation costs ~0.1
# CPU-s of setup whatever its size, so a small output is one rank and a large one up to every worker.
GATE_BYTES_PER_RANK = 32 << 20


def gate_ranks(store: ObjectStore, name: str, version: str, workers: int) -> int:
    """The ranks a pool of ``workers`` validates a stage's output with: one per
    :data:`GATE_BYTES_PER_RANK` of its stored shards, at least one, at most ``workers``. The verdict
    is the same for any number of ranks (:func:`merge_gate`)."""
    store.fs.invalidate_cache()
    stored = sum(
        int(entry["size"])
        for entry in store.fs.ls(store.path(name, version), detail=True)
        if posixpath.basename(entry["name"]).startswith("part-") and entry["name"].endswith(".parquet")
    )
    return max(1, min(workers, -(-stored // GATE_BYTES_PER_RANK)))


def _gate_part_path(store: ObjectStore, name: str, version: str, rank: int, world_size: int, ext: str) -> str:
    return store.path(name, version, f"{GATE_PART}{rank:05d}-of-{world_size:05d}.{ext}")


def _read_for_gate(store: ObjectStore, path: str, columns) -> tuple[pa.Schema, pa.Table]:
    """A shard's stored schema, and the columns ``columns(schema)`` names (one open of the file)."""
    import pyarrow.parquet as pq

    with contextlib.ExitStack() as stack:
        source = path if store.is_local else stack.enter_context(store.fs.open(path, "rb"))
        f = pq.ParquetFile(source)
        schema = f.schema_arrow
        return schema, f.read(columns=columns(schema))


def validate_rank(
    store: ObjectStore, name: str, version: str, cfg: PipelineConfig, rank: int = 0, world_size: int = 1
) -> dict:
    """The mapped half of a stage's gate: rank ``rank`` validates the shards it owns (shard i % world_size).

    Reads only the columns the suite needs, runs its row expectations in batches of shards (one GX
    validation per batch, ``gates.validate_part``) and writes what it found, uniqueness keys included,
    as ``_gate-part-{rank}-of-{world_size}.{parquet,json}``; :func:`gate` merges the parts. Nothing to do
    when the version is committed. Returns the shards and rows it validated.
    """
    from pipeline import gates

    if not 0 <= rank < world_size:
        raise ValueError(f"rank {rank} is not in [0, {world_size})")
    if is_committed(store, name, version):
        return {"shards": 0, "rows": 0}
    store.fs.invalidate_cache()  # the shards were written by other processes
    suite = gates.SuiteParts.of(name)
    names = shard_names(store, name, version)

    def mine() -> Iterator[tuple[int, pa.Schema, pa.Table]]:
        for i, shard_name in enumerate(names):
            if i % world_size == rank:
                yield (i, *_read_for_gate(store, store.path(name, version, shard_name), suite.columns))

    part = gates.validate_part(name, mine(), STAGES[name].gate_params(cfg))
    store.write_table(_gate_part_path(store, name, version, rank, world_size, "parquet"), part.keys_table())
    # the JSON last: it is the part's commit marker
    store.write_json(_gate_part_path(store, name, version, rank, world_size, "json"), part.as_json())
    store.fs.invalidate_cache()
    if is_committed(store, name, version):  # a concurrent run's gate committed meanwhile: leave no scratch
        _remove_gate_parts(store, name, version)
    return {"shards": len(part.shards), "rows": sum(s["rows"] for s in part.shards)}


def _validate_then_merge(
    store: ObjectStore, name: str, version: str, cfg: PipelineConfig, rank: int, world_size: int, counts: dict
) -> dict | None:
    """:func:`validate_rank`, then, if every rank's part is written, :func:`merge_gate` in the same task.

    The last rank to finish merges without waiting in the pool's queue behind other work (two ranks
    finishing together may both merge: the verdict is the same). Returns the verdict, or None when
    parts are still missing (or a concurrent run committed and removed them)."""
    validate_rank(store, name, version, cfg, rank, world_size)
    try:
        return merge_gate(store, name, version, cfg, world_size, counts)
    except StageNotReady:
        return None


def _remove_gate_parts(store: ObjectStore, name: str, version: str) -> None:
    store.fs.invalidate_cache()
    for n in store.listdir(store.path(name, version)):
        if n.startswith(GATE_PART):
            with contextlib.suppress(FileNotFoundError):
                store.fs.rm(store.path(name, version, n))


def _read_gate_parts(store: ObjectStore, name: str, version: str, world_size: int) -> list:
    """Every rank's part of a gate; fails if one is missing or they do not cover the shards exactly."""
    from pipeline import gates

    store.fs.invalidate_cache()
    parts = []
    for rank in range(world_size):
        path = _gate_part_path(store, name, version, rank, world_size, "json")
        if not store.exists(path):
            raise StageNotReady(f"{name}/{version}: rank {rank} of {world_size} has not validated its shards")
        keys = store.read_table(_gate_part_path(store, name, version, rank, world_size, "parquet"))
        parts.append(gates.GatePart.from_stored(store.read_json(path), keys))
    validated = sorted(s["shard"] for p in parts for s in p.shards)
    if validated != list(range(len(shard_names(store, name, version)))):
        raise RuntimeError(f"{name}/{version}: the gate's parts do not cover the shards; validate them again")
    return parts


def merge_gate(
    store: ObjectStore, name: str, version: str, cfg: PipelineConfig, ranks: int, counts: dict
) -> dict:
    """The reduce half of a gate: the verdict from the ``ranks`` parts (``gates.merge_parts``).

    Raises ``gates.GateFailed`` with the result when the output fails its suite."""
    from pipeline import gates

    return gates.merge_parts(
        name,
        _read_gate_parts(store, name, version, ranks),
        counts=counts,
        params=STAGES[name].gate_params(cfg),
        version=version,
    )


def gate(
    store: ObjectStore,
    name: str,
    version: str,
    cfg: PipelineConfig,
    pool: RankPool | None = None,
    ranks: int | None = None,
) -> dict:
    """Validate a produced version with its suite and commit it; returns the manifest.

    The shards are validated by ranks (:func:`validate_rank`): in the ``pool``'s processes, or here as
    one rank; ``ranks`` says they already ran as that many tasks (an orchestrator's mapped task). The
    merge of their parts (:func:`merge_gate`: the dataset expectations and the verdict, the same for
    any number of ranks) runs in a pool worker (in the task of the rank that finished last), or here
    without a pool; this process commits."""
    from pipeline import gates

    if is_committed(store, name, version):
        _remove_gate_parts(store, name, version)  # a concurrent or interrupted gate's scratch
        return read_manifest(store, name, version)
    pending_path = store.path(name, version, PENDING)
    if not store.exists(pending_path):
        raise StageNotReady(f"{name}/{version}: nothing produced to validate")
    pending = store.read_json(pending_path)
    t0 = time.monotonic()
    try:
        gates.check_sentinel(store, name, version, pending["counts"]["rows"])
        result = None
        if ranks is None:
            ranks = gate_ranks(store, name, version, pool.workers) if pool is not None else 1
            if pool is not None:  # the last rank to finish merges (in its worker)
                result = pool.validate(store, name, version, cfg, pending["counts"], ranks)
            else:
                validate_rank(store, name, version, cfg)
        if result is not None:
            pass
        elif pool is not None:  # Great Expectations is loaded in the workers, not here
            result = pool.merge_gate(store, name, version, cfg, ranks, pending["counts"])
        else:
            result = merge_gate(store, name, version, cfg, ranks, pending["counts"])
    except gates.GateFailed as failure:
        store.write_json(store.path(name, version, VALIDATION), failure.result)
        raise
    store.write_json(store.path(name, version, VALIDATION), result)
    files = {
        n: store.fs.size(store.path(name, version, n))
        for n in store.listdir(store.path(name, version))
        if not n.startswith("_") and ".tmp-" not in n
    }  # a killed writer's temp file is not an output
    manifest = {
        "format": MANIFEST_FORMAT,
        "stage": name,
        "version": version,
        "code_version": STAGES[name].code_version,
        "config": pending["config"],
        "inputs": pending["inputs"],
        "counts": pending["counts"],
        "drops": pending["drops"],
        "extra": pending["extra"],
        "files": files,
        "gate": {"suite": STAGES[name].suite, "success": True, "seconds": round(time.monotonic() - t0, 3)},
    }
    store.write_json(store.path(name, version, MANIFEST), manifest)
    # the ranks' parts are scratch: removed after the commit, so a part a concurrent run writes later
    # sees the commit and removes itself (validate_rank), and one written earlier is listed here
    _remove_gate_parts(store, name, version)
    return manifest


def run_stage(
    store: ObjectStore, name: str, cfg: PipelineConfig, inputs: dict[str, str], pool: RankPool | None = None
) -> StageOutput:
    out = produce(store, name, cfg, inputs, pool)
    gate(store, name, out.version, cfg, pool)
    log.info("%s", stage_line(store, name, out.version, out.cache_hit))
    return out


def write_run_record(store: ObjectStore, versions: dict[str, str], stopped_at: str | None = None) -> None:
    """``runs/latest.json``: which version of every stage the newest run produced (read by ``ledger``).

    ``stopped_at`` names the stage a run was asked to stop after (``--until``), so the ledger can
    tell a deliberate stop from a run that did not finish.
    """
    record: dict = {"stages": versions}
    if stopped_at is not None:
        record["stopped_at"] = stopped_at
    store.write_json(store.path("runs", "latest.json"), record)


def run_pipeline(store: ObjectStore, cfg: PipelineConfig, until: str | None = None, workers: int = 1) -> dict:
    """Run the stages in order (up to ``until``) with ``workers`` processes; returns the CLI's summary.

    ``workers=1`` runs everything in this process; more start a :class:`RankPool`. The outputs
    are byte-identical for every number of workers.
    """
    if until is not None and until not in STAGES:
        raise ValueError(f"unknown stage {until!r}; stages are {', '.join(ORDER)}")
    with contextlib.ExitStack() as stack:
        if workers > 1:
            pool = stack.enter_context(RankPool(workers, cfg.tokenizer.device))
        else:
            from pipeline.gpu.device import probe_in_background

            pool = None
            probe_in_background(cfg.tokenizer.device)  # answered while the first stages run
        return _run_stages(store, cfg, until, pool)


def _run_stages(store: ObjectStore, cfg: PipelineConfig, until: str | None, pool: RankPool | None) -> dict:
    if pool is not None:
        return _run_stages_overlapped(store, cfg, until, pool)
    versions: dict[str, str] = {}
    outputs: list[StageOutput] = []
    for name in ORDER:
        inputs = {up: versions[up] for up in STAGES[name].inputs(cfg)}
        out = run_stage(store, name, cfg, inputs, pool)
        versions[name] = out.version
        outputs.append(out)
        write_run_record(store, versions)  # after every stage, so the ledger explains a run that stops early
        if name == until:
            if name != ORDER[-1]:
                write_run_record(store, versions, stopped_at=name)
            break
    return summarize(store, versions, outputs)


# Stages whose downstream reads them through their manifest (``tokenizer.revision_of``): their gate
# commits before the next stage's steps start, instead of behind them.
GATE_BEFORE_NEXT = frozenset({"tokenizer"})


def _run_stages_overlapped(
    store: ObjectStore, cfg: PipelineConfig, until: str | None, pool: RankPool
) -> dict:
    """The stages in order, each stage's gate running (in a thread of this process, its work in the
    pool) while the next stage's steps run: no core idles while a gate merges or the parent commits.

    The next stage's steps may read the produced, not yet gated output (``unvalidated``), and its own
    gate (its commit) starts only after the earlier gate passed. When a gate fails, the run stops
    with the gate's error and what the next stage wrote is removed (uncommitted scratch); when a
    stage's steps fail, the earlier gate still finishes (commits) before the error is raised. A
    re-run resumes as always: committed stages are cache hits, written shards are kept.
    """
    versions: dict[str, str] = {}
    outputs: list[StageOutput] = []
    gating: tuple[StageOutput, Future] | None = None  # the gate running behind the current stage

    def committed(out: StageOutput) -> None:
        log.info("%s", stage_line(store, out.stage, out.version, out.cache_hit))
        versions[out.stage] = out.version
        outputs.append(out)
        write_run_record(store, versions)  # after every stage, so the ledger explains a run that stops early

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="gate") as gates:
        try:
            for i, name in enumerate(ORDER):
                if gating is not None and gating[0].stage in GATE_BEFORE_NEXT:
                    gating[1].result()
                    committed(gating[0])
                    gating = None
                upstream = {**versions, **({gating[0].stage: gating[0].version} if gating else {})}
                inputs = {up: upstream[up] for up in STAGES[name].inputs(cfg)}
                unvalidated = (gating[0].stage,) if gating is not None else ()
                try:
                    try:
                        out, stats, planned = _run_steps(store, name, cfg, inputs, pool, unvalidated)
                    finally:
                        pool.release_gates()  # held for a long single step; a cache hit has none
                except BaseException:
                    if gating is not None:
                        _finish_gate(store, gating, name, cfg, inputs)  # a failed gate is the first error
                        committed(gating[0])
                        gating = None
                    raise
                if gating is not None:
                    _finish_gate(store, gating, name, cfg, inputs)
                    committed(gating[0])
                # The gate's ranks go ahead of the next stage's ranks in the pool (RankPool's dispatch
                # order), whenever they are queued: the next stage's steps start at once, while this
                # process finalizes the stage (counts its files), and cannot commit before the gate
                # anyway; they fill the gate's merge and its ranks' uneven ends. Where the next stage
                # has a long single step (Step.long_single), the gate is held until that step starts
                # and runs on the cores it leaves idle. While no worker is up yet (the start of a run),
                # the next stage's ranks run in this process (RankPool._deal).
                following = ORDER[i + 1] if i + 1 < len(ORDER) else None
                if (
                    name != until
                    and name not in GATE_BEFORE_NEXT
                    and following is not None
                    and any(step.long_single for step in STAGES[following].steps(cfg))
                ):
                    pool.hold_gates()
                gating = (
                    out,
                    gates.submit(_finalize_and_gate, store, name, cfg, inputs, stats, planned, pool),
                )
                if name == until:
                    break
            if gating is not None:
                gating[1].result()
                committed(gating[0])
                gating = None
        finally:
            pool.release_gates()
            if gating is not None:  # an error above: the gate still finishes before this returns
                wait([gating[1]])
    if until is not None and until != ORDER[-1]:
        write_run_record(store, versions, stopped_at=until)
    return summarize(store, versions, outputs)


def _finalize_and_gate(
    store: ObjectStore,
    name: str,
    cfg: PipelineConfig,
    inputs: dict[str, str],
    stats: dict | None,
    planned: tuple[str, dict],
    pool: RankPool,
) -> dict:
    """What follows a stage's steps: :func:`finalize` (unless a cache hit) and :func:`gate`."""
    if stats is not None:
        finalize(store, name, cfg, inputs, stats, planned)
    return gate(store, name, planned[0], cfg, pool)


def _finish_gate(
    store: ObjectStore, gating: tuple[StageOutput, Future], downstream: str, cfg: PipelineConfig, inputs: dict
) -> None:
    """Wait for a gate; when it failed its suite, remove what ``downstream`` wrote (built on an
    output that is not valid), then raise. Other errors (a worker died) keep it, for a re-run."""
    from pipeline.gates import GateFailed

    try:
        gating[1].result()
    except GateFailed:
        version, _ = plan_version(store, downstream, cfg, inputs)
        if not is_committed(store, downstream, version):
            store.fs.invalidate_cache()
            with contextlib.suppress(FileNotFoundError):
                store.fs.rm(store.path(downstream, version), recursive=True)
        raise


def summarize(store: ObjectStore, versions: dict[str, str], outputs: list[StageOutput]) -> dict:
    summary: dict = {"root": store.url, "stages": {o.stage: o.as_dict() for o in outputs}}
    if "tokenizer" in versions:
        revision = tokenizer_stage.revision_of(store, versions["tokenizer"])
        summary["tokenizer"] = store.url_for(posixpath.join("tokenizers", revision))
        summary["tokenizer_revision"] = revision
    if "export" in versions:
        m = read_manifest(store, "export", versions["export"])
        prefix = m["extra"]["export_prefix"]
        if prefix.startswith("/") or "://" in prefix:  # written before paths were stored relative to the root
            prefix = posixpath.join("export", versions["export"], posixpath.basename(prefix))
        summary.update(
            {
                "export_prefix": store.url_for(prefix),
                "vocab_size": m["config"]["vocab_size"],
                "documents": m["extra"]["documents"],
                "tokens": m["extra"]["tokens"],
            }
        )
    return summary


def _primary_input(name: str, inputs: dict[str, str]) -> str | None:
    """The input whose records a stage consumes (the tokenizer revision and side inputs aside)."""
    docs = [k for k in inputs if k != "tokenizer"]
    return docs[-1] if docs else (next(iter(inputs)) if inputs else None)


def input_volume(store: ObjectStore, name: str, version: str, inputs: dict[str, str], met: int) -> dict:
    """Records and text bytes a stage read: its primary input's rows and ``n_bytes`` (else shard sizes).

    ``acquire`` has no input stage: its records are the files it met (``met``), its bytes the text it kept.
    """
    primary = _primary_input(name, inputs)
    stage, ver = (primary, inputs[primary]) if primary else (name, version)
    rows, nbytes = 0, 0
    for shard_name in shard_names(store, stage, ver):
        path = store.path(stage, ver, shard_name)
        rows += store.num_rows(path)
        try:
            nbytes += sum(
                v or 0 for v in store.read_table(path, columns=["n_bytes"]).column("n_bytes").to_pylist()
            )
        except (KeyError, pa.ArrowInvalid):  # no text sizes recorded: count the shard's stored bytes
            nbytes += store.fs.size(path)
    return {"rows_in": rows if primary else met, "bytes_in": nbytes}


def _mb(n: float) -> str:
    return f"{n / 1e6:.1f} MB"


def stage_line(store: ObjectStore, name: str, version: str, cache_hit: bool) -> str:
    """The one log line of a committed stage: records in, kept, dropped by reason, and throughput.

    e.g. ``filter 3f2a9c01d4e5b6a7: 62 in, 59 kept, 3 dropped (extension 1, too-small 2); 1.2 MB in 0.4 s, 3.0 MB/s``
    """
    m = read_manifest(store, name, version)
    kept = m["counts"]["rows"]
    drops = {k.split("/", 1)[-1]: n for k, n in m["drops"].items()}
    dropped = sum(drops.values())
    reasons = f" ({', '.join(f'{r} {n}' for r, n in sorted(drops.items()))})" if drops else ""
    stats_path = store.path(name, version, STATS)
    stats = store.read_json(stats_path) if store.exists(stats_path) else {}
    rows_in = stats.get("rows_in", kept + dropped)
    head = f"{name} {version}: {rows_in} in, {kept} kept, {dropped} dropped{reasons}"
    if cache_hit:
        return f"{head}; cache hit, nothing to do"
    seconds = float(stats.get("produce_seconds", 0.0))
    nbytes = int(stats.get("bytes_in", 0))
    rate = f"{nbytes / 1e6 / seconds:.1f} MB/s" if seconds > 0 else "n/a MB/s"
    return f"{head}; {_mb(nbytes)} in {seconds:.1f} s, {rate}"


__all__ = [
    "ORDER",
    "STAGES",
    "WORKER_PRELOAD",
    "RankPool",
    "default_workers",
    "finalize",
    "gate",
    "merge_gate",
    "produce",
    "run_pipeline",
    "run_stage",
    "run_step",
    "start_worker_server",
    "summarize",
    "validate_rank",
    "write_run_record",
]
