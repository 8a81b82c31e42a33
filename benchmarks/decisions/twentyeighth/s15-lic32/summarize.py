"""summary.txt of the s15-lic32 licence check: per set, files measured, the new code's licence drops, changed
decisions and judged-correct drops no longer dropped; then every changed file but TWENTY-EIGHTH's ncftp
proprietary -> denied ClArtistic rows.  python summarize.py > summary.txt"""

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
        ncftp = [
            r
            for r in rows
            if r.startswith("ncftp/")
            and "\tlicense/proprietary\t" in r
            and "\tlicense/denied\tClArtistic\t" in r
        ]
        print(
            f"== license-changes-{name}.tsv ({len(rows)} rows; {len(ncftp)} ncftp proprietary -> denied:ClArtistic "
            "not listed)"
        )
        for r in rows:
            if r not in ncftp:
                print(r)


if __name__ == "__main__":
    main()
