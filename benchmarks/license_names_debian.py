"""The license normalizer's general rules on names nobody tuned them on: the ``License:`` fields of
every Debian machine-readable (DEP-5) copyright file installed on this machine
(``/usr/share/doc/*/copyright``), old code against new.

The rules (a version without ``.0``, a title's generic words dropped, ``with X exception`` against the
license library's exceptions) were written for four names of the FRESH set. This lists every name
whose normalization differs between ``--old`` (a git revision of ``pipeline/hygiene/license.py``) and
the current code, for reading by hand: a rule that guesses shows up here as a wrong new reading.

    python benchmarks/license_names_debian.py --old ad33c2a > changed.tsv   # JSON summary on stderr
"""

from __future__ import annotations

import argparse
import glob
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from license_fresh import load_old  # noqa: E402

from pipeline.hygiene import license as lic  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", required=True, help="git revision of the license module to compare with")
    ap.add_argument("--glob", default="/usr/share/doc/*/copyright")
    args = ap.parse_args()
    old = load_old(args.old)
    names: Counter[str] = Counter()
    paths = sorted(glob.glob(args.glob))
    dep5 = 0
    for p in paths:
        text = Path(p).read_text(errors="replace")
        if not lic._DEP5_FORMAT.match(text.lstrip()):
            continue
        dep5 += 1
        for m in re.finditer(r"^License: *(\S.*)$", text, re.M):
            names[m.group(1).strip()] += 1

    def reading(module, name: str) -> str:
        return module.normalize_expression(name) if module.is_known_expression(name) else ""

    print("name\tcount\told\tnew")
    changed = 0
    for name, count in sorted(names.items()):
        before, after = reading(old, name), reading(lic, name)
        if before != after:
            changed += 1
            print(f"{name}\t{count}\t{before}\t{after}")
    summary = {
        "copyright_files": len(paths),
        "dep5_files": dep5,
        "distinct_names": len(names),
        "recognized_old": sum(bool(reading(old, n)) for n in names),
        "recognized_new": sum(bool(reading(lic, n)) for n in names),
        "changed": changed,
    }
    print(json.dumps(summary), file=sys.stderr)


if __name__ == "__main__":
    main()
