"""Progress lines for long steps: the heartbeat and the git clone messages."""

from __future__ import annotations

import logging
import time

from pipeline.progress import heartbeat, quiet_third_party


def test_heartbeat_logs_elapsed_time_while_a_step_runs_and_stops_after(caplog):
    log = logging.getLogger("pipeline.test")
    with caplog.at_level(logging.INFO, logger="pipeline.test"), heartbeat("tokenizer/abc", log, every=0.05):
        time.sleep(0.3)
    beats = [r.getMessage() for r in caplog.records if r.name == "pipeline.test"]
    assert len(beats) >= 3 and all(
        m.startswith("tokenizer/abc: running, ") and m.endswith(" s elapsed") for m in beats
    )
    n = len(beats)
    time.sleep(0.15)
    assert len([r for r in caplog.records if r.name == "pipeline.test"]) == n  # the thread stopped


def test_quiet_third_party_leaves_an_explicit_choice_alone():
    gx, s3 = logging.getLogger("great_expectations"), logging.getLogger("s3fs")
    old = gx.level, s3.level
    try:
        gx.setLevel(logging.NOTSET)
        s3.setLevel(logging.INFO)  # e.g. set by `cppcorpus -v -v`
        quiet_third_party()
        assert gx.level == logging.WARNING and s3.level == logging.INFO
    finally:
        gx.setLevel(old[0])
        s3.setLevel(old[1])
