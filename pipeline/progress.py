"""Progress for steps that can take more than a few seconds, as log lines (CLI stderr, Airflow task logs).

A progress bar only helps on a terminal; a scheduled run's log needs lines. ``heartbeat`` logs an
elapsed-time line at a fixed interval while a step runs, from a daemon thread, so any step (a
git clone, tokenizer training, a long dedup) shows it is alive without the step's code knowing.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections.abc import Iterator

DEFAULT_INTERVAL_S = float(os.environ.get("CPPCORPUS_HEARTBEAT_S", "15"))

# Libraries that log at INFO by default and drown the pipeline's own lines (Great Expectations
# logs hundreds of registration lines per process); kept at WARNING unless asked for.
THIRD_PARTY_LOGGERS: tuple[str, ...] = (
    "great_expectations",
    "botocore",
    "aiobotocore",
    "boto3",
    "s3fs",
    "fsspec",
    "urllib3",
    "filelock",
    "asyncio",
)


def quiet_third_party() -> None:
    """Put the noisy libraries at WARNING, unless someone (``-v -v``, a logging config) set their level."""
    for name in THIRD_PARTY_LOGGERS:
        lg = logging.getLogger(name)
        if lg.level == logging.NOTSET:
            lg.setLevel(logging.WARNING)


@contextlib.contextmanager
def heartbeat(label: str, logger: logging.Logger, every: float | None = None) -> Iterator[None]:
    """Log ``label: running, N s elapsed`` every ``every`` seconds until the block ends."""
    interval = DEFAULT_INTERVAL_S if every is None else every
    done = threading.Event()
    t0 = time.monotonic()

    def beat() -> None:
        while not done.wait(interval):
            logger.info("%s: running, %.0f s elapsed", label, time.monotonic() - t0)

    thread = threading.Thread(target=beat, name=f"heartbeat {label}", daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        thread.join()
