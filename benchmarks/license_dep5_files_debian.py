"""How the license stage reads whole Debian copyright files nobody tuned it on: the ``Files: *`` license
of every machine-readable (DEP-5) ``/usr/share/doc/*/copyright`` on this machine, old code against new.

``license_names_debian.py`` compares the normalizer on the ``License:`` names alone; this compares
``debian_copyright_license`` (names joined by ``and``/``or`` read one by one, Debian-local names from
their stand-alone paragraphs, ``/usr/share/common-licenses`` pointers) and the keep/drop reason the
default policy gives it. Every changed reading is listed for reading by hand (TSV on stdout); the
summary (JSON) goes to stderr.

    python benchmarks/license_dep5_files_debian.py --old 5567a0b > changed.tsv 2> summary.json
"""

from __future__ import annotations

import argparse
import glob
import json
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
    policy = lic.LicensePolicy()
    rows: list[tuple[str, ...]] = []
    transitions: Counter[str] = Counter()
    files = dep5 = 0
    for path in sorted(glob.glob(args.glob)):
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        files += 1
        if not lic._DEP5_FORMAT.match(text.lstrip()):
            continue
        dep5 += 1
        before, after = old.debian_copyright_license(text), lic.debian_copyright_license(text)
        reason_before = lic.classify(before, policy).reason.split(":")[0]
        reason_after = lic.classify(after, policy).reason.split(":")[0]
        transitions[f"{reason_before} -> {reason_after}"] += 1
        if before != after:
            rows.append((path, before or "", reason_before, after or "", reason_after))
    print("path\told\told_reason\tnew\tnew_reason")
    for row in rows:
        print("\t".join(row))
    summary = {
        "copyright_files": files,
        "dep5_files": dep5,
        "changed": len(rows),
        "transitions": dict(sorted(transitions.items())),
    }
    print(json.dumps(summary), file=sys.stderr)


if __name__ == "__main__":
    main()
