"""The CLI's worker pool: workers forked from a fork server, gates merged in a worker.

The parent of ``cppcorpus run --workers N`` only plans, submits and commits: a gate's merge (the
dataset expectations) runs in a worker, so the parent never pays for importing Great Expectations,
and a failing gate still reaches the parent with its full result. Workers are forked from a fork
server that imported the pipeline once; where the environment changed since it started, they are
spawned, so a worker always sees the parent's current environment.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from test_gates import docs, set_cell
from test_gates_parts import _write_output

from pipeline import runner
from pipeline.config import PipelineConfig
from pipeline.gates import GateFailed
from pipeline.store import MANIFEST, VALIDATION, ObjectStore

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_a_failing_gate_merged_in_a_worker_reaches_the_parent_with_its_result(tmp_path) -> None:
    cfg = PipelineConfig()
    frames = [docs(4, 10 * k) for k in range(4)]
    frames[3] = set_cell(frames[3], "n_bytes", 1, 5_000_000)  # above max_file_bytes, and not len(text)
    in_process = ObjectStore(str(tmp_path / "one"))
    _write_output(in_process, "acquire", "bad", frames)
    with pytest.raises(GateFailed) as alone:
        runner.gate(in_process, "acquire", "bad", cfg)
    pooled = ObjectStore(str(tmp_path / "pool"))
    _write_output(pooled, "acquire", "bad", frames)
    with runner.RankPool(2) as pool, pytest.raises(GateFailed, match="n_bytes") as info:
        runner.gate(pooled, "acquire", "bad", cfg, pool=pool)
    assert info.value.result == alone.value.result and info.value.result["success"] is False
    assert not pooled.exists(pooled.path("acquire", "bad", MANIFEST))
    assert pooled.read_bytes(pooled.path("acquire", "bad", VALIDATION)) == in_process.read_bytes(
        in_process.path("acquire", "bad", VALIDATION)
    )


def test_a_gate_merged_in_a_worker_commits_the_same_bytes(tmp_path, monkeypatch) -> None:
    cfg = PipelineConfig()
    frames = [docs(4, 10 * k) for k in range(5)]
    roots = {}
    for label, workers, bytes_per_rank in (("one", 1, None), ("pool", 3, None), ("ranks", 3, 1)):
        if bytes_per_rank is not None:  # every byte a rank: one gate rank per worker
            monkeypatch.setattr(runner, "GATE_BYTES_PER_RANK", bytes_per_rank)
        store = ObjectStore(str(tmp_path / label))
        _write_output(store, "acquire", "good", frames)
        if workers == 1:
            manifest = runner.gate(store, "acquire", "good", cfg)
        else:
            assert runner.gate_ranks(store, "acquire", "good", workers) == (3 if bytes_per_rank else 1)
            with runner.RankPool(workers) as pool:
                manifest = runner.gate(store, "acquire", "good", cfg, pool=pool)
        manifest["gate"].pop("seconds")
        roots[label] = (manifest, store.read_bytes(store.path("acquire", "good", VALIDATION)))
    assert roots["pool"] == roots["one"] == roots["ranks"]


def test_gate_ranks_follow_the_stored_bytes(tmp_path, monkeypatch) -> None:
    """A small output is validated by one rank (each rank's validation has a fixed cost); a large one
    by one rank per GATE_BYTES_PER_RANK, at most one per worker."""
    store = ObjectStore(str(tmp_path))
    _write_output(store, "acquire", "v", [docs(4, 10 * k) for k in range(4)])
    stored = sum(
        store.fs.size(store.path("acquire", "v", n))
        for n in store.listdir(store.path("acquire", "v"))
        if n.startswith("part-")
    )
    assert runner.gate_ranks(store, "acquire", "v", 8) == 1
    monkeypatch.setattr(runner, "GATE_BYTES_PER_RANK", stored // 3 + 1)
    assert runner.gate_ranks(store, "acquire", "v", 8) == 3
    assert runner.gate_ranks(store, "acquire", "v", 2) == 2


_PARENT_SCRIPT = """
import json, sys
from pipeline import runner
from pipeline.config import PipelineConfig
from pipeline.store import ObjectStore
from test_gates import docs
from test_gates_parts import _write_output

store = ObjectStore(sys.argv[1])
_write_output(store, "acquire", "good", [docs(4, 10 * k) for k in range(3)])
with runner.RankPool(2) as pool:
    manifest = runner.gate(store, "acquire", "good", PipelineConfig(), pool=pool)
print(json.dumps({"committed": manifest["gate"]["success"],
                  "gx_in_parent": any(m.split(".")[0] == "great_expectations" for m in sys.modules)}))
"""


def test_with_workers_the_parent_never_imports_great_expectations(tmp_path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([REPO, os.path.join(REPO, "tests")])}
    out = subprocess.run(
        [sys.executable, "-c", _PARENT_SCRIPT, str(tmp_path / "lake")],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {"committed": True, "gx_in_parent": False}


_ENV_SCRIPT = """
import json, os
from pipeline import runner

def seen():
    with runner.RankPool(2) as pool:
        method = pool._executor._mp_context.get_start_method()
        return method, pool._executor.submit(os.getenv, "CPPCORPUS_TEST_POOL_VARIABLE").result()

runner.start_worker_server()  # the fork server starts with this environment
before = seen()
os.environ["CPPCORPUS_TEST_POOL_VARIABLE"] = "set after the server started"
changed = seen()
del os.environ["CPPCORPUS_TEST_POOL_VARIABLE"]
print(json.dumps([before, changed, seen()]))
"""


def test_workers_see_the_environment_of_the_moment_the_pool_starts() -> None:
    env = {k: v for k, v in os.environ.items() if k != "CPPCORPUS_TEST_POOL_VARIABLE"}
    env["PYTHONPATH"] = REPO
    out = subprocess.run(
        [sys.executable, "-c", _ENV_SCRIPT], env=env, capture_output=True, text=True, check=True, timeout=600
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == [
        ["forkserver", None],
        ["spawn", "set after the server started"],  # a forked worker would not see it
        ["forkserver", None],
    ]


def _config(sources) -> PipelineConfig:
    from pipeline.config import load_config_file, load_sources

    cfg = PipelineConfig(sources=load_sources(str(sources)))
    return load_config_file(cfg, str(sources.parent / "settings.yaml"))


def test_a_gate_failing_behind_the_next_stage_stops_the_run_and_removes_that_stage(
    small_corpus, tmp_path, monkeypatch
) -> None:
    """With workers, ``filter``'s gate runs while ``license``'s steps run on filter's output; when the
    gate fails, the run raises the gate's error, filter is not committed, and what license wrote is gone."""
    import time

    real_gate = runner.gate
    seen = {}

    def gate_failing_for_filter(store, name, version, cfg, pool=None, ranks=None):
        if name != "filter":
            return real_gate(store, name, version, cfg, pool, ranks)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not list(Path(store.base, "license").glob("*/part-*.parquet")):
            time.sleep(0.05)  # the gate fails only once the next stage has written shards
        seen["license_shards"] = len(list(Path(store.base, "license").glob("*/part-*.parquet")))
        raise GateFailed("filter: planted failure", {"success": False, "stage": "filter", "version": version})

    monkeypatch.setattr(runner, "gate", gate_failing_for_filter)
    store = ObjectStore(str(tmp_path / "lake"))
    with pytest.raises(GateFailed, match="planted failure"):
        runner.run_pipeline(store, _config(small_corpus), until="license", workers=2)
    assert seen["license_shards"] >= 1  # license's steps ran while filter's gate was pending
    assert not list(Path(store.base, "license").glob("*/*"))  # its uncommitted scratch was removed
    assert not list(Path(store.base, "filter").glob(f"*/{MANIFEST}"))
    assert list(json.loads(Path(store.base, "runs", "latest.json").read_text())["stages"]) == ["acquire"]


def test_a_stage_failing_while_the_gate_before_it_runs_leaves_that_gate_committed(
    small_corpus, tmp_path, monkeypatch
) -> None:
    """The next stage's steps fail while the earlier gate runs: the gate still commits, a re-run resumes."""

    real = runner._run_steps

    def steps_failing_for_license(store, name, *args):
        if name == "license":
            raise RuntimeError("license: planted failure")
        return real(store, name, *args)

    monkeypatch.setattr(runner, "_run_steps", steps_failing_for_license)
    store = ObjectStore(str(tmp_path / "lake"))
    cfg = _config(small_corpus)
    with pytest.raises(RuntimeError, match="planted failure"):
        runner.run_pipeline(store, cfg, until="license", workers=2)
    assert len(list(Path(store.base, "filter").glob(f"*/{MANIFEST}"))) == 1
    monkeypatch.setattr(runner, "_run_steps", real)
    summary = runner.run_pipeline(store, cfg, until="license", workers=2)
    assert [s["cache_hit"] for s in summary["stages"].values()] == [True, True, False]


def test_a_single_step_runs_in_the_parent_while_no_worker_is_up(tmp_path, monkeypatch) -> None:
    """At the start of a run the workers' server still imports: a single step does not wait for it."""
    ran = []
    monkeypatch.setattr(
        runner, "run_step", lambda store, name, cfg, inputs, step, *ranks, **kw: ran.append((name, step))
    )
    with runner.RankPool(2) as pool:
        up = pool._up
        pool._up = threading.Event()  # as if the server were still importing
        pool.run_step(ObjectStore(str(tmp_path)), "acquire", PipelineConfig(), {}, "list", mapped=False)
        assert ran == [("acquire", "list")]
        pool._up = up
        pool.wait_for_workers(timeout=300)
        assert pool.started()


def test_while_no_worker_is_up_this_process_runs_the_ranks_and_writes_the_same_bytes(
    small_corpus, tmp_path, monkeypatch
) -> None:
    """The run's first steps do not wait for the workers' server: this process takes the ranks of
    the steps while no worker is up (here: never, so every rank), and every committed byte is what
    one process writes. The gates still run in the workers."""
    from test_sharding import _differences, committed_files

    cfg = _config(small_corpus)
    runner.run_pipeline(ObjectStore(str(tmp_path / "one")), cfg, until="license", workers=1)
    here = []
    real = runner.run_step

    def recording(store, name, cfg, inputs, step, rank=0, world_size=1, **kw):
        here.append((name, step, rank, world_size))
        return real(store, name, cfg, inputs, step, rank, world_size, **kw)

    monkeypatch.setattr(runner, "run_step", recording)  # this process's calls only: workers have their own
    monkeypatch.setattr(runner.RankPool, "_start_workers", lambda self: None)  # "up" is never announced
    runner.run_pipeline(ObjectStore(str(tmp_path / "pool")), cfg, until="license", workers=2)
    world = 2 * runner.RANKS_PER_WORKER
    assert {("acquire", "read", r, world) for r in range(world)} | {("acquire", "list", 0, 1)} <= set(here)
    assert {("filter", "shards", r, world) for r in range(world)} <= set(here)
    one, pool = committed_files(tmp_path / "one"), committed_files(tmp_path / "pool")
    assert one and not _differences(one, pool)


def _dealer() -> runner.RankPool:
    pool = runner.RankPool.__new__(runner.RankPool)  # only what dealing ranks uses: no processes
    pool._up = threading.Event()
    return pool


def test_ranks_go_to_the_workers_as_soon_as_one_is_up() -> None:
    from concurrent.futures import Future

    pool, here, queued = _dealer(), [], []

    def run_here(rank: int) -> None:
        here.append(rank)
        pool._up.set()  # a worker came up while this process ran its first rank

    def submit(rank: int) -> Future:
        queued.append(rank)
        done = Future()
        done.set_result(None)
        return done

    futures = pool._deal(4, run_here, submit)
    assert here == [0] and queued == [1, 2, 3] and len(futures) == 3
    pool._up.clear()
    here.clear(), queued.clear()
    pool._up.set()
    pool._deal(2, run_here, submit)
    assert here == [] and queued == [0, 1]  # up from the start: nothing runs here


def test_a_rank_failing_here_raises_after_the_queued_ranks_ran() -> None:
    from concurrent.futures import Future

    pool, queued = _dealer(), []

    def failing_here(rank: int) -> None:
        pool._up.set()
        raise RuntimeError(f"rank {rank}: planted failure")

    def submit(rank: int) -> Future:
        queued.append(rank)
        done = Future()
        done.set_result(None)
        return done

    with pytest.raises(RuntimeError, match="rank 0: planted failure"):
        pool._deal(3, failing_here, submit)
    assert queued == [1, 2]  # they were queued (and finished) before the failure was raised


def test_making_a_pool_does_not_wait_for_the_workers_server() -> None:
    """In a fresh process the server imports for seconds; the pool is made at once meanwhile."""
    env = {**os.environ, "PYTHONPATH": REPO}
    out = subprocess.run(
        [sys.executable, "-c", _POOL_AT_ONCE_SCRIPT],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    made, up = json.loads(out.stdout.strip().splitlines()[-1])
    assert made is False and up is True  # no worker yet when the constructor returned; all later


_POOL_AT_ONCE_SCRIPT = """
import json
from pipeline import runner

with runner.RankPool(2) as pool:
    made = pool.started()
    pool.wait_for_workers()
    print(json.dumps([made, pool.started()]))
"""


_KILLED_RUN_SCRIPT = """
import json, os, sys, time
from pipeline import runner

with runner.RankPool(2) as pool:
    pool.wait_for_workers()  # both workers up
    print(json.dumps(sorted(pool._executor._processes)), flush=True)
    time.sleep(600)  # the test kills this process here
"""


def test_the_workers_of_a_killed_run_end_with_it() -> None:
    """A run killed with SIGKILL (or by the OOM killer) cannot stop its pool; its workers, children
    of the fork server, must notice and end instead of waiting for tasks forever."""
    import signal
    import time

    import psutil

    env = {**os.environ, "PYTHONPATH": REPO}
    proc = subprocess.Popen(
        [sys.executable, "-c", _KILLED_RUN_SCRIPT], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        workers = json.loads(proc.stdout.readline())
        assert len(workers) == 2 and all(psutil.pid_exists(p) for p in workers)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)

        def alive(pid: int) -> bool:
            try:
                return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
            except psutil.NoSuchProcess:
                return False

        deadline = time.monotonic() + 30
        while any(alive(p) for p in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [p for p in workers if alive(p)]
    finally:
        proc.kill()
        proc.wait()


def test_gate_work_goes_ahead_of_the_step_ranks_waiting_in_the_pool() -> None:
    """One slot: while a rank runs, two step ranks and then a gate rank wait; the gate rank runs
    next, then the step ranks in the order they came. Held gate work waits for its release while
    step ranks go on."""
    from concurrent.futures import ThreadPoolExecutor

    order: list[str] = []
    go, running = threading.Event(), threading.Event()

    def task(label: str, block: bool = False) -> str:
        if block:
            running.set()
            go.wait(30)
        order.append(label)
        return label

    with ThreadPoolExecutor(max_workers=1) as executor:
        dispatch = runner._Dispatcher(executor, slots=1)
        try:
            first = dispatch.submit(runner.STEP_WORK, task, "first", True)
            assert running.wait(30)
            later = [dispatch.submit(runner.STEP_WORK, task, f"step-{k}") for k in range(2)]
            gate = dispatch.submit(runner.GATE_WORK, task, "gate")
            go.set()
            assert [f.result(30) for f in (first, gate, *later)] == ["first", "gate", "step-0", "step-1"]
            assert order == ["first", "gate", "step-0", "step-1"]

            order.clear()
            dispatch.hold()
            held = dispatch.submit(runner.GATE_WORK, task, "held gate")
            step = dispatch.submit(runner.STEP_WORK, task, "step")
            assert step.result(30) == "step" and not held.done()
            dispatch.release()
            assert held.result(30) == "held gate" and order == ["step", "held gate"]

            def failing() -> None:
                raise RuntimeError("planted failure")

            with pytest.raises(RuntimeError, match="planted failure"):
                dispatch.submit(runner.GATE_WORK, failing).result(30)
        finally:
            dispatch.close()


def test_the_gate_before_a_long_single_step_is_held_until_that_step_starts(
    small_corpus, tmp_path, monkeypatch
) -> None:
    """scrub's gate runs beside the tokenizer's BPE training (``Step.long_single``), not ahead of its
    counts: the pool holds gate work from scrub's gate until ``train`` starts; other gates are never
    held. The bytes are those of one process."""
    from test_sharding import _differences, committed_files

    cfg = _config(small_corpus)
    runner.run_pipeline(ObjectStore(str(tmp_path / "one")), cfg, until="tokenizer", workers=1)
    events: list[tuple] = []
    real_run_step, real_hold, real_release = (
        runner.RankPool.run_step,
        runner.RankPool.hold_gates,
        runner.RankPool.release_gates,
    )

    def run_step(self, store, name, cfg, inputs, step, *args, **kw):
        events.append(("step", name, step))
        return real_run_step(self, store, name, cfg, inputs, step, *args, **kw)

    def hold(self):
        events.append(("hold",))
        return real_hold(self)

    def release(self):
        if self._dispatch._holding:
            events.append(("release",))
        return real_release(self)

    monkeypatch.setattr(runner.RankPool, "run_step", run_step)
    monkeypatch.setattr(runner.RankPool, "hold_gates", hold)
    monkeypatch.setattr(runner.RankPool, "release_gates", release)
    runner.run_pipeline(ObjectStore(str(tmp_path / "pool")), cfg, until="tokenizer", workers=2)
    holds = [i for i, e in enumerate(events) if e == ("hold",)]
    releases = [i for i, e in enumerate(events) if e == ("release",)]
    # held after license's steps (dedup has clusters) and after scrub's (the tokenizer has train)
    assert [events[i - 1] for i in holds] == [("step", "license", "judge"), ("step", "scrub", "shards")]
    assert [events[i + 1] for i in releases] == [
        ("step", "dedup", "clusters"),
        ("step", "tokenizer", "train"),
    ]
    one, pool = committed_files(tmp_path / "one"), committed_files(tmp_path / "pool")
    assert one and not _differences(one, pool)


def test_a_held_gate_is_released_when_the_next_stage_fails_before_its_long_step(
    small_corpus, tmp_path, monkeypatch
) -> None:
    """license's gate is held for dedup's clusters; dedup fails before that step: the run does not
    wait forever on the held gate, which still commits; a re-run resumes."""
    real = runner._run_steps

    def steps_failing_for_dedup(store, name, *args):
        if name == "dedup":
            raise RuntimeError("dedup: planted failure")
        return real(store, name, *args)

    monkeypatch.setattr(runner, "_run_steps", steps_failing_for_dedup)
    store = ObjectStore(str(tmp_path / "lake"))
    cfg = _config(small_corpus)
    with pytest.raises(RuntimeError, match="planted failure"):
        runner.run_pipeline(store, cfg, until="dedup", workers=2)
    assert len(list(Path(store.base, "license").glob(f"*/{MANIFEST}"))) == 1
    monkeypatch.setattr(runner, "_run_steps", real)
    summary = runner.run_pipeline(store, cfg, until="dedup", workers=2)
    assert [s["cache_hit"] for s in summary["stages"].values()] == [True, True, True, False]


_EARLY_SERVER_SCRIPT = """
import json, sys
from pipeline import cli, workerserver

start, imported = workerserver.start_worker_server, []

def recording_start():
    early = ("polars", "pipeline.config", "pipeline.preflight", "pipeline.runner", "pipeline.stages")
    imported.append(sorted(m for m in early if m in sys.modules))
    start()

workerserver.start_worker_server = recording_start
code = cli.main(["run", "--sources", sys.argv[1], "--root", sys.argv[2], "--workers", "2", "--until", "acquire"])
print(json.dumps([code, imported[0], workerserver.worker_context().get_start_method()]))
"""


def test_the_cli_starts_the_workers_server_before_it_imports_the_stages(tmp_path) -> None:
    """``cppcorpus run --workers 2``: the fork server's imports (the pipeline, Great Expectations:
    seconds) run beside the CLI's own imports and planning, not after them, and the run's workers
    are still forked from that server (the CLI changed nothing the server had started with)."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "a.c").write_text("int main(void) { return 0; }\n")
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: demo\n    path: {src}\n")
    env = {**os.environ, "PYTHONPATH": REPO}
    out = subprocess.run(
        [sys.executable, "-c", _EARLY_SERVER_SCRIPT, str(sources), str(tmp_path / "lake")],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    code, imported, method = json.loads(out.stdout.strip().splitlines()[-1])
    assert code == 0
    assert imported == []  # not the runner, the stages, the configuration, nor the report's polars
    assert method == "forkserver"
