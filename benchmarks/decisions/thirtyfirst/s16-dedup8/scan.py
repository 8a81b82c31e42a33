"""The pairs dedup 8 can split, without a pipeline run: a set's files whose licence-stripped remainders are
alike (J >= 0.7) while one has fewer than ``MIN_EVIDENCE_SHINGLES`` distinct shingles and whose whole texts
are not (J < 0.7). Files: ``corpora.set_files`` with a C/C++ suffix or none, up to 64 KB, UTF-8.

    PYTHONPATH=$PWD python benchmarks/decisions/thirtyfirst/s16-dedup8/scan.py SET... > scan.jsonl
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import corpora  # noqa: E402

from pipeline.config import CPP_EXTENSIONS  # noqa: E402
from pipeline.hygiene import neardup as nd  # noqa: E402

THRESHOLD = 0.7


def scan(name: str) -> dict:
    pset = corpora.SETS[name]
    root = pset.dir()
    small = []
    files = 0
    for p in corpora.set_files(pset, root=root):
        if (p.suffix and p.suffix.lower() not in CPP_EXTENSIONS) or p.stat().st_size > 65536:
            continue
        try:
            text = p.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            continue
        files += 1
        rest = nd.shingle_set(nd.strip_license_comments(text))
        if len(rest) <= 14:  # a remainder at J >= 0.7 of one under 10 shingles has at most 14
            small.append((str(p.relative_to(root)), rest, text))
    pairs = []
    for (pa, ra, ta), (pb, rb, tb) in itertools.combinations(small, 2):
        if min(len(ra), len(rb)) >= nd.MIN_EVIDENCE_SHINGLES or ta == tb:
            continue
        if nd.exact_jaccard(ra, rb) < THRESHOLD:
            continue
        whole = nd.exact_jaccard(nd.shingle_set(ta), nd.shingle_set(tb))
        if whole < THRESHOLD:
            pairs.append((pa, pb, min(len(ra), len(rb)), round(whole, 3)))
    return {
        "set": name,
        "files": files,
        "small_remainders": len(small),
        "pairs_whole_below": len(pairs),
        "docs": len({x for p in pairs for x in p[:2]}),
        "examples": pairs[:8],
    }


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(json.dumps(scan(name)), flush=True)
