"""summary.txt and summary.json of the s16-lic35 licence check: per set, files measured, the new code's licence
drops (and the old code's), changed decisions and judged-correct drops no longer dropped; then (summary.txt)
every changed file.  python summarize.py > summary.txt  (writes summary.json beside it)"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    lines, changed, sets = [], [], {}
    for path in sorted(HERE.glob("license-changes-*.json")):
        d = json.loads(path.read_text())
        lost = sorted(x for v in d["earlier_verdicts"].values() for x in v["correct_no_longer_dropped"])
        lines.append(
            f"{d['set']} {d['files_measured']} {d['license_drops']} {d['changed_decisions']} "
            f"correct_no_longer_dropped= {lost}"
        )
        rows = path.with_suffix(".tsv").read_text().splitlines()[1:]
        sets[d["set"]] = {
            "files_measured": d["files_measured"],
            "license_drops": d["license_drops"],
            "license_drops_old": d["license_drops_old"],
            "changed_decisions": d["changed_decisions"],
            "changed_files": len(rows),
            "correct_no_longer_dropped": lost,
            "wrong_now_kept": sorted(x for v in d["earlier_verdicts"].values() for x in v["wrong_now_kept"]),
        }
        if rows:
            changed.append((d["set"], rows))
    summary = {
        "old": "afff4b6",
        "new": "s16-lic35",
        "sets": len(sets),
        "correct_no_longer_dropped": sorted(x for s in sets.values() for x in s["correct_no_longer_dropped"]),
        "per_set": sets,
    }
    (HERE / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    print("\n".join(lines))
    for name, rows in changed:
        print(f"== license-changes-{name}.tsv ({len(rows)} rows)")
        for r in rows:
            print(r)


if __name__ == "__main__":
    main()
