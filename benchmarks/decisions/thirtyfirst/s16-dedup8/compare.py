"""Dedup drops before and after, per set, checked against the judged verdicts.

python benchmarks/decisions/thirtyfirst/s16-dedup8/compare.py DROPS_DIR
# DROPS_DIR holds SET.before.jsonl and SET.after.jsonl (``cppcorpus ledger --drops``, dedup stage only);
# writes per-set.tsv and changes.tsv beside this script
"""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DECISIONS = HERE.parents[1]


def load(path: Path) -> dict[tuple[str, str], dict]:
    drops = (json.loads(line) for line in path.read_text().splitlines())
    return {(d["source"], d["path"]): d for d in drops}


def verdicts(name: str) -> dict[tuple[str, str], str]:
    """(reason, origin/path of the dropped file) -> correct/wrong."""
    out = {}
    for f in sorted((DECISIONS / name).glob("dedup-*.tsv")):
        for r in csv.DictReader(f.open(), delimiter="\t"):
            out[(f.name[len("dedup-") : -len(".tsv")], r["path"])] = r["verdict"]
    if name == "fresh":
        rows = (line for line in (DECISIONS / "fresh" / "dedup_drops.tsv").open() if not line.startswith("#"))
        for r in csv.DictReader(rows, delimiter="\t"):
            out[(r["reason"], r["dropped"].replace(":", "/", 1))] = {"true": "correct", "false": "wrong"}.get(
                r["verdict"], r["verdict"]
            )
    return out


def main(drops: Path) -> None:
    changes, summary = [], []
    for name in sorted({p.name.split(".")[0] for p in drops.glob("*.after.jsonl")}):
        before, after = load(drops / f"{name}.before.jsonl"), load(drops / f"{name}.after.jsonl")
        judged = verdicts(name)
        gone, new = sorted(set(before) - set(after)), sorted(set(after) - set(before))
        changed = sorted(
            k
            for k in set(before) & set(after)
            if (before[k]["detail"], before[k]["reason"]) != (after[k]["detail"], after[k]["reason"])
        )
        lost = 0
        for kind, keys in (("disappeared", gone), ("appeared", new), ("changed", changed)):
            for k in keys:
                b, a = before.get(k), after.get(k)
                reason = (b or a)["reason"]
                verdict = judged.get((reason, f"{k[0]}/{k[1]}"), "unjudged")
                lost += kind == "disappeared" and verdict == "correct"
                changes.append(
                    [
                        name,
                        kind,
                        reason,
                        f"{k[0]}/{k[1]}",
                        b["detail"] if b else "",
                        a["detail"] if a else "",
                        verdict,
                    ]
                )
        near = sum(r != "exact-duplicate" and v in ("correct", "wrong") for (r, _), v in judged.items())
        whole = sum("whole texts" in d["detail"] for d in after.values())
        summary.append([name, len(before), len(after), len(gone), len(new), len(changed), whole, near, lost])
    with open(HERE / "changes.tsv", "w") as f:
        f.write("set\tchange\treason\tdropped\tdetail_before\tdetail_after\tverdict\n")
        f.writelines("\t".join(r) + "\n" for r in changes)
    with open(HERE / "per-set.tsv", "w") as f:
        f.write(
            "set\tdrops_before\tdrops_after\tdisappeared\tappeared\tdetail_changed\tafter_with_whole_texts"
            "\tjudged_near_cross\tjudged_correct_lost\n"
        )
        f.writelines("\t".join(map(str, r)) + "\n" for r in summary)
    for r in summary:
        print(*r, sep="\t")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
