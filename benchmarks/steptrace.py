"""``cppcorpus`` with every step traced: what ``benchmarks/pipeline.py`` runs to attribute memory to steps.

    CPPCORPUS_STEP_LOG=steps.jsonl python benchmarks/steptrace.py run --sources ... --workers 2

Runs ``pipeline.cli``'s ``main`` unchanged, after wrapping the runner's units of work
(``run_step``: one rank of one step; ``finalize``; ``gate``; ``validate_rank``: one rank of a gate's
row expectations; ``merge_gate``: a gate's merge, logged as step ``gate:merge``) so that each
appends one JSON line to ``$CPPCORPUS_STEP_LOG``: process id, stage, step, rank, world size,
start and end (wall clock), CPU seconds of the process during the call, RSS at the start and
the call's **peak RSS** (the kernel's high-water mark ``VmHWM``, reset at the start of the call
by writing ``5`` to ``/proc/self/clear_refs``; exact, not sampled).
The pool's parent side (``RankPool.run_step``: submitting the ranks, waiting, draining progress)
is logged as step ``pool:<step>`` so the pool's overhead per step is its wall time minus the
slowest rank's.

The RankPool's workers are spawned: each imports this file as ``__mp_main__`` (multiprocessing
re-imports the parent's main module), so the wrapping below runs in every worker too. Nothing else
changes: the CLI's arguments, outputs and summary are those of ``python -m pipeline.cli``.
"""

from __future__ import annotations

import functools
import json
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

LOG = os.environ.get("CPPCORPUS_STEP_LOG")
# An experiment, off by default: after each call, hand freed memory back to the system (Arrow's
# mimalloc pool and glibc's heap), to measure how much of a worker's RSS is memory kept from
# earlier steps rather than memory a step needs. Not what the pipeline does.
TRIM = os.environ.get("CPPCORPUS_STEP_TRIM") == "1"


def _trim() -> None:
    import ctypes

    import pyarrow as pa

    pa.default_memory_pool().release_unused()
    ctypes.CDLL("libc.so.6").malloc_trim(0)


def _status_kb(field: str) -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def _reset_peak() -> bool:
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:  # not Linux, or not allowed: the peak is then the process's since its start
        return False


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def _emit(record: dict) -> None:
    line = (json.dumps(record, sort_keys=True) + "\n").encode()
    fd = os.open(LOG, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line)  # one write of an O_APPEND file: lines of several processes do not interleave
    finally:
        os.close(fd)


def _traced(fn, describe):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        stage, step, rank, world = describe(args, kwargs)
        reset = _reset_peak()
        rss0, cpu0, t0 = _status_kb("VmRSS"), _cpu(), time.time()
        ok = False
        try:
            out = fn(*args, **kwargs)
            ok = True
            return out
        finally:
            rss_end = _status_kb("VmRSS")
            peak = _status_kb("VmHWM")
            if TRIM:
                _trim()
            _emit(
                {
                    "pid": os.getpid(),
                    "stage": stage,
                    "step": step,
                    "rank": rank,
                    "world_size": world,
                    "start": round(t0, 4),
                    "end": round(time.time(), 4),
                    "cpu_seconds": round(_cpu() - cpu0, 3),
                    "rss_start_mb": round(rss0 / 1024, 1),
                    "rss_end_mb": round(rss_end / 1024, 1),
                    "peak_rss_mb": round(peak / 1024, 1),
                    **({"rss_trimmed_mb": round(_status_kb("VmRSS") / 1024, 1)} if TRIM else {}),
                    "peak_is_call_only": reset,
                    "ok": ok,
                }
            )

    return wrapper


def _arg(args, kwargs, i, name, default=None):
    return args[i] if len(args) > i else kwargs.get(name, default)


def install() -> None:
    from pipeline import runner

    runner.run_step = _traced(
        runner.run_step,
        lambda a, k: (a[1], _arg(a, k, 4, "step"), _arg(a, k, 5, "rank", 0), _arg(a, k, 6, "world_size", 1)),
    )
    runner.finalize = _traced(runner.finalize, lambda a, k: (a[1], "finalize", 0, 1))
    runner.gate = _traced(runner.gate, lambda a, k: (a[1], "gate", 0, 1))
    runner.validate_rank = _traced(
        runner.validate_rank,
        lambda a, k: (a[1], "gate:rows", _arg(a, k, 4, "rank", 0), _arg(a, k, 5, "world_size", 1)),
    )
    if hasattr(runner, "merge_gate"):  # the reduce half of a gate (in a pool worker when there is a pool)
        runner.merge_gate = _traced(runner.merge_gate, lambda a, k: (a[1], "gate:merge", 0, 1))
    pool_step = runner.RankPool.run_step
    runner.RankPool.run_step = _traced(pool_step, lambda a, k: (a[2], f"pool:{_arg(a, k, 5, 'step')}", 0, 1))
    if LOG:  # when this process was created and when it was ready (imports done): the start-up cost
        import psutil

        _emit(
            {
                "pid": os.getpid(),
                "process_created": round(psutil.Process().create_time(), 3),
                "ready": round(time.time(), 4),
                "role": "cli" if __name__ == "__main__" else "worker",
                "rss_ready_mb": round(_status_kb("VmRSS") / 1024, 1),
            }
        )


if LOG and __name__ != "__main__":  # a worker (this file imported as ``__mp_main__``)
    install()

if __name__ == "__main__":
    from pipeline import cli

    if LOG:
        # install() imports the pipeline; the CLI starts the workers' fork server before it does
        # (cli.main, right after parsing its arguments). So install when the CLI configures its
        # logging, just after that start, not here: the traced run starts as the CLI does.
        configure = cli.configure_logging

        def configure_then_install(verbosity: int) -> None:
            configure(verbosity)
            install()

        cli.configure_logging = configure_then_install
    sys.exit(cli.main(sys.argv[1:]))
