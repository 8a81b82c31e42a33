"""The cyclic garbage collector's settings for the pipeline's own processes (CPU only: no output
depends on them).

A run's processes hold a large heap of long-lived objects (Great Expectations alone is ~300,000
tracked objects once imported) and allocate many short-lived containers (Arrow/pandas frames, GX
results, rows as dicts). With CPython's default thresholds (700, 10, 10) the collector ran ~2,300
young and 13 full collections in a 100 MB run with one worker, each full one walking the whole
heap: ~2.4 CPU-s (of which ~0.45 while Great Expectations is imported). With :data:`THRESHOLDS`
the same run makes ~120 young collections and no full one (~0.5 CPU-s); see benchmarks/RESULTS.md,
"Session 13". Cyclic garbage is still collected, later; objects without cycles are freed by
reference counting as always.

Set by the processes the pipeline starts for itself: the CLI (:func:`pipeline.cli.main`), the
workers' fork server before its imports (it imports :mod:`pipeline.forkserver_setup` first:
:data:`pipeline.workerserver.WORKER_PRELOAD`), and each pool worker, which also moves the heap it inherits from the fork server
out of the collector's reach (:func:`freeze_inherited`). A program that imports the pipeline as a
library keeps its own settings.
"""

from __future__ import annotations

import gc

# young collection every 20,000 net allocations of tracked objects (default 700); the middle and old
# generations every 20 collections of the one below (default 10)
THRESHOLDS = (20_000, 20, 20)


def tune() -> None:
    """Set this process's collector thresholds to :data:`THRESHOLDS`."""
    gc.set_threshold(*THRESHOLDS)


def freeze_inherited() -> None:
    """Move every object alive now to the permanent generation (``gc.freeze``): for a process forked
    from a server that imported the pipeline and Great Expectations, the collector then never walks
    those objects again (nor writes to their pages, which stay shared with the server). They are
    still freed by reference counting."""
    gc.freeze()
