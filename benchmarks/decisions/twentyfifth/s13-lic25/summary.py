"""One line per set from the license_fresh reports here: drops old/new, changed decisions, judged-correct drops no
longer dropped, whether ``reason_changed`` equals s13-lic24's report, changed rows. Run from the worktree root."""

import json
from pathlib import Path

HERE = Path("benchmarks/decisions/twentyfifth/s13-lic25")
PREV = Path("/work/main/benchmarks/decisions/twentyfourth/s13-lic24")

for report in sorted(HERE.glob("license-changes-*.json")):
    name = report.stem.removeprefix("license-changes-")
    d = json.loads(report.read_text())
    no_longer = [p for v in d["earlier_verdicts"].values() for p in v["correct_no_longer_dropped"]]
    same: object = "n/a"
    prev = PREV / report.name
    if prev.exists():
        p = json.loads(prev.read_text())
        same = all(
            d["earlier_verdicts"].get(k, {}).get("reason_changed") == v["reason_changed"]
            for k, v in p["earlier_verdicts"].items()
        )
    rows = report.with_suffix(".tsv").read_text().strip().split("\n")[1:]
    print(
        f"{name}: drops {d['license_drops']} old {d['license_drops_old']} changed {d['changed_decisions']} "
        f"cnl={no_longer} reason_changed_same_as_lic24={same} rows={len(rows)}"
    )
