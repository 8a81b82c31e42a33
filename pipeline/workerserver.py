"""The fork server that :class:`pipeline.runner.RankPool` forks its worker processes from.

This module imports nothing of the pipeline (only the standard library), so the CLI can start the
server as its first act (:func:`start_worker_server`, before its own imports of the pipeline and
Arrow): the server's imports (the pipeline and Great Expectations, ~2.5 CPU-s) then run on the
second core while the CLI imports, checks and plans, and the workers are up that much sooner. A
two-worker run's first seconds are otherwise one core's work: the CLI imports, plans acquire and
runs its first ranks itself (``RankPool._deal``) until a worker is up.
"""

from __future__ import annotations

import multiprocessing
import os
import sys

# What a worker process imports before it serves: the fork server imports these once and forks every
# worker from itself, so no worker pays for them (Great Expectations alone is ~2.3 CPU-s per import).
# The first sets the server's collector thresholds (pipeline.collector) before the others' imports.
WORKER_PRELOAD = ("pipeline.forkserver_setup", "pipeline.runner", "pipeline.gates", "great_expectations")
_FORKSERVER_ENV: tuple | None = None  # (environment, sys.path) the fork server was started with


def default_workers() -> int:
    """The CLI's default number of worker processes: the cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def worker_context():
    """The multiprocessing context of a :class:`~pipeline.runner.RankPool`: a fork server with
    :data:`WORKER_PRELOAD`.

    The fork server is a fresh interpreter (not a fork of this process): it imports the modules and
    forks a worker per request, so workers start in milliseconds and share the imported code. It
    is started at the first call, in the background, so its imports overlap this process's work. A
    worker forked from it sees the environment and ``sys.path`` of the moment the server started;
    where they have changed since (a test that sets variables between runs), or where there is no
    fork server (Windows), the workers are spawned instead, as fresh interpreters.
    """
    global _FORKSERVER_ENV
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    state = (dict(os.environ), list(sys.path))
    if _FORKSERVER_ENV is None:
        _FORKSERVER_ENV = state
        mp = multiprocessing.get_context("forkserver")
        mp.set_forkserver_preload(list(WORKER_PRELOAD))
        from multiprocessing import forkserver

        forkserver.ensure_running()  # returns at once; the server imports while this process works
        return mp
    return multiprocessing.get_context("forkserver" if state == _FORKSERVER_ENV else "spawn")


def start_worker_server() -> None:
    """Start the workers' fork server now (it imports in the background); a
    :class:`~pipeline.runner.RankPool` created later in this process uses it."""
    worker_context()
