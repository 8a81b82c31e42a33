"""The dedup stage end to end (through ``cppcorpus run --until dedup``): chains do not chain."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest
from corpus import last_json, run_cli, write_settings
from hygiene_fixtures import read_text

from pipeline.hygiene.neardup import (
    estimated_jaccard,
    minhash_signatures,
    shingle_hashes,
    strip_license_comments,
    tokenize,
)

THRESHOLD = 0.7


def _chain_files(root: Path) -> dict[str, str]:
    """a.h ~ b.h ~ c.h (a~b, b~c at J > 0.7; a, c below): windows of one real token stream."""
    paths = sorted(Path("/usr/include/c++/12/bits").glob("*.h"), key=lambda p: -p.stat().st_size)
    tokens = [t for p in paths[:3] for t in tokenize(read_text(p))]
    files = {}
    for k, name in enumerate(("a.h", "b.h", "c.h")):
        window = tokens[k * 150 : k * 150 + 1200]
        body = "\n".join(" ".join(window[i : i + 12]) for i in range(0, len(window), 12))
        files[name] = "// SPDX-License-Identifier: MIT\n" + body + "\n"
    root.mkdir(parents=True)
    for name, text in files.items():
        (root / name).write_text(text)
    return files


@pytest.mark.slow
def test_stage_keeps_the_far_end_of_a_chain_and_records_the_similarity(tmp_path: Path) -> None:
    if not Path("/usr/include/c++/12/bits").is_dir():
        pytest.skip("needs libstdc++ headers")
    files = _chain_files(tmp_path / "src")
    sig = minhash_signatures([strip_license_comments(t) for t in files.values()])
    j = estimated_jaccard(sig[[0, 1, 0]], sig[[1, 2, 2]])
    assert j[0] >= THRESHOLD and j[1] >= THRESHOLD and j[2] < THRESHOLD, j  # the premise
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: s\n    path: {tmp_path / 'src'}\n")
    settings = write_settings(tmp_path / "settings.yaml")
    root = tmp_path / "lake"
    last_json(run_cli("run", "--sources", str(sources), "--root", str(root), "--config", str(settings),
                      "--until", "dedup").stdout)  # fmt: skip
    drops = [
        json.loads(line) for line in run_cli("ledger", "--root", str(root), "--drops").stdout.splitlines()
    ]
    assert [(d["path"], d["reason"]) for d in drops] == [("b.h", "near-duplicate")], drops
    m = re.fullmatch(
        r"near duplicate of s:(\S+) \(J=([0-9.]+) >= 0\.7, (\d+) of (\d+) shingles\)", drops[0]["detail"]
    )
    assert m and m.group(1) == "a.h"
    # the recorded similarity is the exact Jaccard of the two shingle sets (the estimate only pre-filters)
    sa, sb = ({*shingle_hashes(strip_license_comments(files[n])).tolist()} for n in ("b.h", "a.h"))
    assert (int(m.group(3)), int(m.group(4))) == (len(sa & sb), len(sa | sb))
    assert m.group(2) == f"{len(sa & sb) / len(sa | sb):.4f}" and float(m.group(2)) >= THRESHOLD
    assert np.isclose(float(m.group(2)), estimated_jaccard(sig[1], sig[0]), atol=0.15)
    # The decisions sampler reads the same run back: the pair, the recorded and the exact J.
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "benchmarks/dedup_decisions.py", "--root", str(root), "--sources", str(sources)],
        check=True, capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2],
    ).stdout  # fmt: skip
    report = json.loads(out.strip().splitlines()[-1])["reasons"]["near-duplicate"]
    (row,) = report["sample"]
    assert (row["dropped"], row["kept"], row["recorded_j"]) == ("s:b.h", "s:a.h", float(m.group(2)))
    assert (
        abs(row["exact_j"] - row["recorded_j"]) < 1e-3 and report["judged"] == 0
    )  # the sampler's exact J is the recorded one; no verdict file rows for it
