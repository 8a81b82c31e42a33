"""Summary of the license-changes-<set>.{json,tsv} in this folder: per set, drop counts old -> new, every changed
file with the verdict a judge gave it in any license-*.tsv of the set's verdict folder (or "-")."""

import csv
import glob
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
VERDICTS = {"twentyseventh": "/work/wt/measure27/benchmarks/decisions/twentyseventh"}


def verdicts(s: str) -> dict[str, str]:
    out = {}
    for f in sorted(
        glob.glob(os.path.join(VERDICTS.get(s, f"/work/main/benchmarks/decisions/{s}"), "license-*.tsv"))
    ):
        name = os.path.basename(f)[:-4]
        with open(f, newline="") as fh:
            for row in csv.DictReader(fh, delimiter="\t"):
                if row.get("path") and row.get("verdict"):
                    out[row["path"]] = f"{name}: {row['verdict']}"
    return out


for j in sorted(glob.glob(os.path.join(HERE, "license-changes-*.json"))):
    s = os.path.basename(j)[len("license-changes-") : -5]
    if not os.path.getsize(j) or not os.path.exists(j[:-5] + ".tsv"):
        continue  # still running
    with open(j) as fh:
        d = json.load(fh)
    with open(j[:-5] + ".tsv", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    v = verdicts(s)
    bad = {
        k: x["correct_no_longer_dropped"]
        for k, x in d["earlier_verdicts"].items()
        if x["correct_no_longer_dropped"]
    }
    print(
        f"## {s}: {len(rows)} changed; drops {d['license_drops_old']} -> {d['license_drops']}; "
        f"changed_decisions {d['changed_decisions']}; correct_no_longer_dropped {bad or 'none'}"
    )
    for r in rows:
        print(
            f"  {r['path']}\t{r['old_reason']} {r['old_license']} -> {r['new_reason']} {r['new_license']}"
            f"\t[{v.get(r['path'], '-')}]"
        )
