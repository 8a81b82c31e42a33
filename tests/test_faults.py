"""Fault injection, short version of ``benchmarks/faults.py``: SIGKILL mid-stage, S3 restart, two runs at once."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import faults  # noqa: E402

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """A small corpus and its uninterrupted run: the bytes every faulted run must end with."""
    work = tmp_path_factory.mktemp("faults")
    sources, settings = faults.build_corpus(work / "corpus", 16)
    ref = work / "reference"
    done = faults.run(faults.command(sources, settings, str(ref)))
    assert done.returncode == 0, done.stderr[-2000:]
    return work, sources, settings, ref, faults.payload(faults.local_files(ref)), faults.stage_seconds(ref)


def test_payload_comparison_sees_a_changed_byte(reference, tmp_path):
    """The comparison the trials rely on is not blind: one flipped byte in a shard is a difference."""
    _, _, _, ref, want, _ = reference
    files = faults.local_files(ref)
    shard = next(k for k in files if k.startswith("pack/") and k.endswith(".parquet"))
    files[shard] = files[shard][:-1] + bytes([files[shard][-1] ^ 1])
    assert faults.differences(faults.payload(files), want) == [shard]
    files[shard] = files[shard][:-1]
    assert faults.manifest_problems(files) == [shard]


def test_sigkill_at_random_points_then_resume_is_byte_identical(reference):
    work, sources, settings, ref, want, seconds = reference
    rng = random.Random(13)
    trials = [faults.kill_trial(rng, sources, settings, ref, want, seconds, work, i) for i in range(3)]
    assert sum(t["killed"] for t in trials) >= 2, trials
    assert all(t["resume_rc"] == 0 for t in trials), trials
    assert [t["differences"] for t in trials] == [0, 0, 0], trials
    assert [t["manifest_problems"] for t in trials] == [0, 0, 0]


def test_two_runs_at_once_never_commit_a_mixed_version(reference):
    work, sources, settings, _, want, _ = reference
    out = faults.concurrent(sources, settings, want, work)
    assert out["failures_clean"], out["runs"]
    assert any(r["rc"] == 0 for r in out["runs"]), out["runs"]
    assert out["files_not_equal_to_reference"] == 0, out["mixed_files"]
    assert out["manifest_problems"] == 0
    assert out["rerun_rc"] == 0 and out["differences_after_rerun"] == 0


@pytest.mark.s3
def test_s3_server_killed_mid_stage_then_retry_completes_uncorrupted(reference):
    work, sources, settings, _, want, seconds = reference
    out = faults.s3_restart(sources, settings, want, seconds, work, random.Random(5))
    assert out["killed_during"], out
    assert out["final_rc"] == 0, out
    assert out["differences"] == 0 and out["manifest_problems"] == 0, json.dumps(out)
