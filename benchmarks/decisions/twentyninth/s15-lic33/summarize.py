"""summary.txt of the s15-lic33 licence check: per set, files measured, the new code's licence drops, changed
decisions and judged-correct drops no longer dropped; then every changed file but the allowed Apache-2.0 ->
denied Pixar rows (OpenUSD's pxr-* on TWENTY-NINTH, OpenSubdiv on SEVENTH), which are counted per package.  python summarize.py > summary.txt"""

import json
from collections import Counter
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
        pixar = [
            r for r in rows if "\tlicense/allowed\tApache-2.0\t" in r and "\tlicense/denied\tPixar\t" in r
        ]
        per_package = Counter(r.split("/", 1)[0] for r in pixar)
        print(
            f"== license-changes-{name}.tsv ({len(rows)} rows; {len(pixar)} allowed Apache-2.0 -> denied Pixar "
            f"not listed: {dict(sorted(per_package.items()))})"
        )
        for r in rows:
            if r not in pixar:
                print(r)


if __name__ == "__main__":
    main()
