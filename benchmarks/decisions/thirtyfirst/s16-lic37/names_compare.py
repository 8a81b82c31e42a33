"""names.txt of the s16-lic37 name check: per set, the committed run's name recall (its ``license-names.json``, made by
the code of its own day), base ab071d1's and this branch's (``lic37-names.sh`` into /tmp/lic37-names-old and here), then
every name whose reading differs between base and branch.  python names_compare.py /tmp/lic37-names-old > names.txt"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DECISIONS = HERE.parent.parent
RUNS = {  # the run folder of each set (lic37-names.sh)
    "thirtyfirst": "main-c4017d4", "thirtieth": "main-10484b3", "twentyninth": "main-4a295d4",
    "twentyeighth": "main-275d3fa", "twentyseventh": "main-fc3c39f", "twentysixth": "main-755a3fb",
    "twentyfifth": "main-b87e518", "twentyfourth": "main-d285ea3", "fresh": "main", "fourth": "main-21af653",
    "fifth": "main-265b804-seen", "sixth": "main-575b93b", "seventh": "main-ddfaf9b", "eighth": "main-a7f9125",
    "ninth": "main-39f880a", "tenth": "main-36ae07d", "eleventh": "main-93b0dfe", "twelfth": "main-78a1068",
    "thirteenth": "main-c078dbb", "fourteenth": "main-4239eea", "fifteenth": "main-6c7ebb4",
    "sixteenth": "main-c3b5b42", "seventeenth": "main-bc57b65", "eighteenth": "main-eb77f18",
    "nineteenth": "main-e09442a", "twentieth": "main-aa6874a", "twentyfirst": "main-bc0e7e8",
    "twentysecond": "main-4c61ec5", "twentythird": "main-0f4f3f2",
}  # fmt: skip


def fig(path: Path) -> str:
    if not path.exists():
        return "-"
    d = json.loads(path.read_text())
    return f"{d['recognized']}/{d['denote_spdx']} ({d['recall']})"


def rows(path: Path) -> dict[tuple[str, str], tuple[str, ...]]:
    out = {}
    for line in path.read_text().splitlines()[1:]:
        f = line.split("\t")
        out[(f[0], f[1])] = (f[3], f[4], f[5])
    return out


def main() -> None:
    old_dir = Path(sys.argv[1])
    print("set run committed base-ab071d1 s16-lic37")
    changes = []
    for s, run in RUNS.items():
        committed = fig(DECISIONS / s / run / "license-names.json")
        print(
            s, run, committed, fig(old_dir / f"license-names-{s}.json"), fig(HERE / f"license-names-{s}.json")
        )
        old, new = rows(old_dir / f"license-names-{s}.tsv"), rows(HERE / f"license-names-{s}.tsv")
        for key in sorted(old.keys() | new.keys()):
            if old.get(key) != new.get(key):
                changes.append(f"{s}\t{key[0]}\t{key[1]}\t{old.get(key)} -> {new.get(key)}")
    print("== names read differently (source, name, (recognized, normalized, truth) base -> branch)")
    print("\n".join(changes))


if __name__ == "__main__":
    main()
