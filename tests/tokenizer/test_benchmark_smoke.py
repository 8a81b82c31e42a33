"""A small run of benchmarks/tokenizer.py: compression and speed acceptance, measured side by side.

The recorded figures (40 MB, benchmarks/RESULTS.md) come from the full run; this keeps the script
working and the two acceptance ratios honest on a few megabytes.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "tokenizer.py"


@pytest.mark.slow
def test_benchmark_small_run(tmp_path, capsys):
    if not Path("/usr/include").is_dir():
        pytest.skip("/usr/include not present")
    spec = importlib.util.spec_from_file_location("tokenizer_benchmark", BENCH)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    res = bench.main(["--train-mb", "4", "--eval-mb", "1", "--out-dir", str(tmp_path)])
    capsys.readouterr()
    assert res["hf_parity"]["mismatches"] == 0
    assert res["compression_ratio"] <= 0.98, res
    assert res["speed_ratio"] >= 5, res
