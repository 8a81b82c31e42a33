"""A small run of benchmarks/tokenizer.py on the leak-free split: compression, speed and parity.

The recorded figures (40 MB of training text, benchmarks/RESULTS.md) come from the full run; this
keeps the script working and checks, on a few megabytes, that the evaluation sets hold no copy of
the training text (by an independent check: hashes and shared lines, not the dedup it used) and
that the acceptance ratios hold there.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "tokenizer.py"
SMALL = {"train_mb": 4.0, "dev_eval_mb": 1.0, "eval_mb": 0.5}


@pytest.fixture(scope="module")
def bench():
    if not Path("/usr/include").is_dir():
        pytest.skip("/usr/include not present")
    spec = importlib.util.spec_from_file_location("tokenizer_benchmark", BENCH)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # its dataclass looks itself up there
    try:
        spec.loader.exec_module(mod)
        yield mod
    finally:
        sys.modules.pop(spec.name, None)


@pytest.mark.slow
def test_evaluation_sets_share_no_origin_and_no_copy_with_training(bench):
    from benchmarks.corpora import HELDOUT, origin_of

    train_paths, train, dev_eval, held = bench.build_sets(**SMALL)
    assert set(held) and dev_eval.texts
    train_origins = {origin_of(p) for p in train_paths}
    eval_origins = {origin_of(p) for p in dev_eval.paths}
    assert all(o.startswith("dev:") for o in train_origins | eval_origins)
    assert not train_origins & eval_origins
    for o, s in held.items():
        assert o in HELDOUT and {origin_of(p) for p in s.paths} == {o}
    digests = {hashlib.sha256(t.encode()).digest() for t in train}
    evaluated = dev_eval.texts + [t for s in held.values() for t in s.texts]
    assert not any(hashlib.sha256(t.encode()).digest() in digests for t in evaluated)
    # the leaky path-hash split had ~41% of held-out bytes in copies of training files
    assert bench.line_overlap(train, evaluated) < 0.05


@pytest.mark.slow
def test_benchmark_small_run(bench, tmp_path, capsys):
    res = bench.main(
        [
            "--train-mb", str(SMALL["train_mb"]),
            "--dev-eval-mb", str(SMALL["dev_eval_mb"]),
            "--eval-mb", str(SMALL["eval_mb"]),
            "--long-line-mb", "0.1",
            "--repeat", "2",
            "--out-dir", str(tmp_path),
        ]
    )  # fmt: skip
    capsys.readouterr()
    assert res["hf_parity"]["mismatches"] == 0
    assert res["long_line"]["hf_ids_identical"] and res["long_line"]["worst_case_hf_ids_identical"]
    overall = res["heldout"]["overall"]
    assert overall["compression_ratio"] <= 0.98, res["heldout"]
    assert overall["speed_ratio"] >= 5, res["heldout"]
    assert set(res["heldout"]["per_origin"]) == set(res["split"]["heldout"])
    assert res["piece_bound"]["dev_eval_extra_tokens_pct"][str(res["piece_bound"]["max_piece_bytes"])] < 0.1
