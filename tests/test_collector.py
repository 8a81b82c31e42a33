"""The collector settings of the pipeline's own processes (``pipeline.collector``): the CLI, the
workers' fork server before its imports, and every pool worker, which also freezes the heap it
inherits. Each check runs in a fresh interpreter, so the settings come from the code under test."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

from pipeline import collector, runner

REPO = str(Path(__file__).resolve().parent.parent)


def _python(script: str, *args: str) -> list:
    env = {**os.environ, "PYTHONPATH": REPO}
    out = subprocess.run(
        [sys.executable, "-c", script, *args],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_thresholds_are_not_the_interpreters_defaults() -> None:
    assert collector.THRESHOLDS != (700, 10, 10)
    assert collector.THRESHOLDS[0] > 700


_CLI_SCRIPT = """
import gc, json
from pipeline import cli
before = list(gc.get_threshold())
try:
    cli.main(["run", "--help"])
except SystemExit:
    pass
print(json.dumps([before, list(gc.get_threshold())]))
"""


def test_the_cli_sets_the_thresholds_of_its_process() -> None:
    before, after = _python(_CLI_SCRIPT)
    assert before == [700, 10, 10]  # importing the CLI changes nothing; running a command does
    assert after == list(collector.THRESHOLDS)


_SERVER_SCRIPT = """
import gc, json
before = list(gc.get_threshold())
import pipeline.forkserver_setup
print(json.dumps([before, list(gc.get_threshold())]))
"""


def test_the_fork_server_sets_them_before_its_other_imports() -> None:
    assert runner.WORKER_PRELOAD[0] == "pipeline.forkserver_setup"
    assert "great_expectations" in runner.WORKER_PRELOAD[1:]
    before, after = _python(_SERVER_SCRIPT)
    assert before == [700, 10, 10] and after == list(collector.THRESHOLDS)


_WORKER_SCRIPT = """
import gc, json
from pipeline import runner
with runner.RankPool(2) as pool:
    threshold = pool._executor.submit(gc.get_threshold).result()
    frozen = pool._executor.submit(gc.get_freeze_count).result()
    method = pool._executor._mp_context.get_start_method()
print(json.dumps([list(threshold), frozen, method, list(gc.get_threshold())]))
"""


def test_a_worker_runs_with_the_thresholds_and_its_inherited_heap_frozen() -> None:
    threshold, frozen, method, here = _python(_WORKER_SCRIPT)
    assert method == "forkserver"
    assert threshold == list(collector.THRESHOLDS)
    assert frozen > 100_000  # the pipeline's and Great Expectations' objects, imported by the server
    assert here == [700, 10, 10]  # a program using the pool as a library keeps its own settings


def test_freeze_inherited_moves_the_live_objects_out_of_the_collectors_reach() -> None:
    before = gc.get_freeze_count()
    try:
        collector.freeze_inherited()
        assert gc.get_freeze_count() > before
    finally:
        gc.unfreeze()
