"""Old vs new reading of every DEP-5 copyright file's `Files: *` license on this machine."""

import glob, json, sys

sys.path.insert(0, "benchmarks")
sys.path.insert(0, ".")
from license_fresh import load_old
from pipeline.hygiene import license as lic

old = load_old(sys.argv[1])
pol = lic.LicensePolicy()
rows, n, dep5 = [], 0, 0
from collections import Counter

tr = Counter()
for p in sorted(glob.glob("/usr/share/doc/*/copyright")):
    try:
        t = open(p, encoding="utf-8", errors="replace").read()
    except OSError:
        continue
    n += 1
    if not lic._DEP5_FORMAT.match(t.lstrip()):
        continue
    dep5 += 1
    a, b = old.debian_copyright_license(t), lic.debian_copyright_license(t)
    ra = lic.classify(a, pol).reason.split(":")[0]
    rb = lic.classify(b, pol).reason.split(":")[0]
    tr[(ra, rb)] += 1
    if a != b:
        rows.append((p, a or "", ra, b or "", rb))
print("path\told\told_reason\tnew\tnew_reason")
for r in rows:
    print("\t".join(r))
print(
    json.dumps(
        {
            "copyright_files": n,
            "dep5_files": dep5,
            "changed": len(rows),
            "transitions": {f"{k[0]} -> {k[1]}": v for k, v in sorted(tr.items())},
        }
    ),
    file=sys.stderr,
)
