"""Smoke runs of benchmarks/dedup.py and benchmarks/scrub.py on a few real headers (JSON contract)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hygiene_fixtures import real_headers

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def small_corpus(tmp_path_factory) -> Path:
    paths = real_headers(min_bytes=2_000, max_bytes=30_000, limit=40, seed=5)
    if len(paths) < 20:
        pytest.skip("needs real C/C++ headers under /usr/include")
    root = tmp_path_factory.mktemp("corpus")
    for i, p in enumerate(paths):
        shutil.copyfile(p, root / f"f{i:03d}.h")
    return root


def _last_json(cmd: list[str], timeout: int = 120) -> dict:
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT, timeout=timeout)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_dedup_benchmark_contract(small_corpus: Path) -> None:
    result = _last_json(
        [sys.executable, "benchmarks/dedup.py", "--corpus", str(small_corpus), "--baseline-mb", "0.05"]
        + ["--quality-pairs", "0", "--no-rss-children"]
    )
    for key in ("docs_per_s", "mb_per_s", "peak_rss_mb"):
        assert isinstance(result[key], int | float) and result[key] > 0, key
    assert result["docs"] == 40
    named = {"ours_numpy", "datasketch_update", "datasketch_update_batch", "rensa"}
    assert set(result["speedup"]) == named and set(result["speedup_per_core"]) == named
    assert all(v > 0 for v in result["speedup"].values())
    assert result["compare"]["signatures_bit_identical_to_datasketch_update_batch"] is True


def test_scrub_benchmark_contract(small_corpus: Path) -> None:
    result = _last_json(
        [sys.executable, "benchmarks/scrub.py", "--corpus", str(small_corpus), "--planted", "5"]
    )
    assert result["files"] == 40 and result["mb_per_s"] > 0
    assert result["planted_survivors"] == 0 and result["planted_values"] >= 5 * 18
    assert set(result["redactions_per_mb"]) == set(result["redactions"])
    recall = result["planted_in_context"]["recall"]
    assert len(recall) >= 9 and min(recall.values()) >= 0.99, recall
    assert result["planted_in_context"]["versions_kept"] >= 0.95


@pytest.mark.slow
def test_every_heldout_redaction_has_a_hand_verdict_and_false_ones_stay_rare() -> None:
    """The committed verdicts cover the current rules' redactions on the held-out origins.

    A rule change that redacts something new fails here until someone reads and judges it in
    benchmarks/decisions/scrub_redactions.tsv (issue 8: every redaction listed and judged).
    """
    sys.path.insert(0, str(ROOT))
    from benchmarks import corpora

    if len(corpora.heldout_roots()) < 6:
        pytest.skip("needs the held-out -dev packages (scripts/setup.sh installs them)")
    result = _last_json(
        [sys.executable, "benchmarks/scrub.py", "--split", "heldout", "--runs", "1", "--planted", "0"]
        + ["--per-context", "1"],
        timeout=900,
    )
    assert result["mb"] >= 100 and result["unjudged"] == 0, result["judged"]
    assert result["false_redactions_per_mb_total"] <= 0.1, result["false_redactions"]
