"""summary.txt of the s16-lic39 licence check: per set, files measured, the new code's licence drops, changed
decisions and judged-correct drops no longer dropped; then every changed file.  python summarize.py > summary.txt"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    lines, changed = [], []
    for path in sorted(HERE.glob("license-changes-*.json")):
        d = json.loads(path.read_text())
        lost = sorted(x for v in d["earlier_verdicts"].values() for x in v["correct_no_longer_dropped"])
        lines.append(
            f"{d['set']} {d['files_measured']} {d['license_drops']} {d['changed_decisions']} "
            f"correct_no_longer_dropped= {lost}"
        )
        rows = path.with_suffix(".tsv").read_text().splitlines()[1:]
        if rows:
            changed.append((d["set"], rows))
    print("\n".join(lines))
    for name, rows in changed:
        print(f"== license-changes-{name}.tsv ({len(rows)} rows)")
        for r in rows:
            print(r)


if __name__ == "__main__":
    main()
