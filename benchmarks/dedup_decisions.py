"""Sample the dedup stage's drops of a pipeline run for hand judgement, and score the verdicts.

    cppcorpus run --sources S.yaml --root LAKE --config C.yaml --until dedup
    python benchmarks/dedup_decisions.py --root LAKE --sources S.yaml [--per-reason 30] [--show]

Reads the run's drop records (``cppcorpus ledger --drops``), keeps the dedup stage's, and draws a
deterministic random sample (``random.Random(seed)`` over the drops sorted by source and path) of
``--per-reason`` drops per reason (all of them when a reason has fewer). For each sampled drop it
reads the dropped file and the kept file named in the drop record from the source folders and
computes what a judge needs: the similarity recorded in the drop, the exact 5-token-shingle
Jaccard of the two texts as the stage shingles them (license header stripped), and the share of
identical lines. ``--show`` prints a unified diff head per pair for reading.

Verdicts are written by hand into ``benchmarks/decisions/dedup_drops.tsv`` (reason, dropped
source:path, kept source:path, verdict ``true``/``false``, note); the JSON gives per reason the
sample size, the judged count and the precision (true / judged). Last stdout line is JSON.
"""

from __future__ import annotations

import argparse
import csv
import difflib
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.hygiene.neardup import shingle_hashes, strip_license_comments  # noqa: E402

VERDICTS = Path(__file__).resolve().parent / "decisions" / "dedup_drops.tsv"
# an exact copy whose representative near-dedup dropped names it, then the document kept instead (dedup 7): the
# representative (same bytes) is the kept file of the exact pair
_KEPT = re.compile(
    r"(?:near )?duplicate of (?P<source>[^:]+):(?P<path>.+?)"
    r"(?: \(J[~=](?P<j>[0-9.]+).*\)| \(dropped as a near duplicate of [^:]+:.+, J=[0-9.]+ >= .*\))?"
)


def drops_of(root: str) -> list[dict]:
    out = subprocess.run(
        [sys.executable, "-m", "pipeline.cli", "ledger", "--root", root, "--drops"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [
        d for d in (json.loads(line) for line in out.splitlines() if line.strip()) if d["stage"] == "dedup"
    ]


def exact_jaccard(a: str, b: str) -> float:
    sa = set(shingle_hashes(strip_license_comments(a)).tolist())
    sb = set(shingle_hashes(strip_license_comments(b)).tolist())
    return len(sa & sb) / len(sa | sb) if sa | sb else 1.0


def load_verdicts(path: Path = VERDICTS) -> dict[tuple[str, str, str], str]:
    if not path.exists():
        return {}
    with path.open(newline="") as f:
        rows = csv.DictReader((line for line in f if not line.startswith("#")), delimiter="\t")
        return {(r["reason"], r["dropped"], r["kept"]): r["verdict"] for r in rows}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", required=True, help="the lake of a run that reached the dedup stage")
    ap.add_argument("--sources", required=True, help="the sources file of that run (folder sources)")
    ap.add_argument("--per-reason", type=int, default=30)
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("--show", action="store_true", help="print a diff head per sampled pair (stderr)")
    args = ap.parse_args()
    folders = {s["name"]: Path(s["path"]) for s in yaml.safe_load(Path(args.sources).read_text())["sources"]}
    drops = sorted(drops_of(args.root), key=lambda d: (d["reason"], d["source"], d["path"]))
    verdicts = load_verdicts()
    report: dict = {"root": args.root, "drops": len(drops), "reasons": {}}
    for reason in sorted({d["reason"] for d in drops}):
        mine = [d for d in drops if d["reason"] == reason]
        sample = random.Random(args.seed).sample(mine, min(args.per_reason, len(mine)))
        rows = []
        for d in sample:
            m = _KEPT.fullmatch(d["detail"])
            if m is None:
                raise SystemExit(f"unexpected drop detail: {d['detail']!r}")
            a = (folders[d["source"]] / d["path"]).read_text(errors="replace")
            b = (folders[m["source"]] / m["path"]).read_text(errors="replace")
            la, lb = a.splitlines(), b.splitlines()
            same = (
                difflib.SequenceMatcher(None, la, lb, autojunk=False).ratio()
                if len(la) + len(lb) < 20000
                else None
            )
            dropped, kept = f"{d['source']}:{d['path']}", f"{m['source']}:{m['path']}"
            row = {
                "dropped": dropped,
                "kept": kept,
                "recorded_j": float(m["j"]) if m["j"] else None,
                "exact_j": round(exact_jaccard(a, b), 3),
                "identical_bytes": a == b,
                "line_ratio": round(same, 3) if same is not None else None,
                "verdict": verdicts.get((reason, dropped, kept), "unjudged"),
            }
            rows.append(row)
            if args.show:
                diff = list(difflib.unified_diff(lb, la, kept, dropped, n=0, lineterm=""))
                print(f"\n=== {reason} {json.dumps(row)}", file=sys.stderr)
                print("\n".join(line[:160] for line in diff[:40]), file=sys.stderr)
        judged = [r for r in rows if r["verdict"] in ("true", "false")]
        report["reasons"][reason] = {
            "drops": len(mine),
            "sampled": len(rows),
            "judged": len(judged),
            "precision": round(sum(r["verdict"] == "true" for r in judged) / len(judged), 4)
            if judged
            else None,
            "min_exact_j_in_sample": min((r["exact_j"] for r in rows), default=None),
            "sample": rows,
        }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
