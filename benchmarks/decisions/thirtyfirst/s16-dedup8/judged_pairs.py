"""Every hand-judged near/cross-source dedup drop whose two files are installed: remainder sizes, remainder and
whole-text Jaccard, and what dedup 8 does with it (writes judged-pairs.tsv beside this script).

    PYTHONPATH=$PWD python benchmarks/decisions/thirtyfirst/s16-dedup8/judged_pairs.py
"""

from __future__ import annotations

import csv
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DECISIONS = HERE.parents[1]
sys.path.insert(0, str(HERE.parents[3]))

from pipeline.hygiene import neardup as nd  # noqa: E402

CACHE = Path.home() / ".cache" / "cppcorpus"


def judged() -> list[tuple[str, str, str, str, str]]:
    rows = []
    for f in sorted(DECISIONS.glob("*/dedup-*.tsv")):
        reason = f.name[len("dedup-") : -len(".tsv")]
        if reason == "exact-duplicate":
            continue
        for r in csv.DictReader(f.open(), delimiter="\t"):
            m = re.match(r"kept (.+?) recorded_j=", r["context"] or "")
            if m and r["verdict"] in ("correct", "wrong"):
                rows.append((f.parent.name, reason, r["path"], m.group(1), r["verdict"]))
    lines = (line for line in (DECISIONS / "fresh" / "dedup_drops.tsv").open() if not line.startswith("#"))
    for r in csv.DictReader(lines, delimiter="\t"):
        if r["reason"] != "exact-duplicate":
            verdict = "correct" if r["verdict"] == "true" else "wrong"
            rows.append(
                (
                    "fresh",
                    r["reason"],
                    r["dropped"].replace(":", "/", 1),
                    r["kept"].replace(":", "/", 1),
                    verdict,
                )
            )
    return rows


def main() -> None:
    out = []
    for name, reason, dropped, kept, verdict in judged():
        pd, pk = CACHE / name / dropped, CACHE / name / kept
        if not (pd.exists() and pk.exists()):
            print("not installed:", name, dropped, kept, file=sys.stderr)
            continue
        td, tk = pd.read_text(errors="replace"), pk.read_text(errors="replace")
        rd, rk = (nd.shingle_set(nd.strip_license_comments(t)) for t in (td, tk))
        rest_j, whole_j = nd.exact_jaccard(rd, rk), nd.exact_jaccard(nd.shingle_set(td), nd.shingle_set(tk))
        out.append(
            (
                min(len(rd), len(rk)),
                len(rd),
                len(rk),
                round(rest_j, 3),
                round(whole_j, 3),
                verdict,
                name,
                reason,
                dropped,
                kept,
            )
        )
    out.sort()
    k = nd.MIN_EVIDENCE_SHINGLES
    with open(HERE / "judged-pairs.tsv", "w") as f:
        f.write(
            "min_remainder\tremainder_dropped\tremainder_kept\tremainder_j\twhole_j\tverdict\tset\treason\tdropped\tkept\tdedup8\n"
        )
        for o in out:
            if o[0] >= k:
                fate = f"unchanged (remainder >= {k})"
            else:
                fate = "kept (whole texts below 0.7)" if o[4] < 0.7 else "dropped (whole texts alike)"
            f.write("\t".join(map(str, o)) + f"\t{fate}\n")
    print(len(out), "judged pairs")


if __name__ == "__main__":
    main()
