"""Ground truth for the license normalizer recall on the FRESH set: every license name found (SPDX tags in the
files; npm / PyPI / DEP-5 metadata), what the normalizer makes of it, and by hand the SPDX expression an
unrecognized name unambiguously denotes ("" = none). python benchmarks/decisions/fresh/license_names.py SET RESULT.json"""

import sys, json

sys.path[:0] = ["benchmarks", "tests", "."]
from pathlib import Path
import decisions_fresh as d
from pipeline.hygiene import license as lic

# hand ground truth for the values the normalizer does not recognize: the SPDX expression a value
# unambiguously names, or "" when it names none (Debian-local names, versionless families, prose)
TRUTH = {
    "BSD": "",
    "BSD, Public Domain": "",
    "LGPL with exceptions": "",
    "(GPL-2+ and/or GPL-3+) with Libtool exception": "",  # 'and/or' is no expression; which GPL is unstated
    "BSD-3-Clause~Google": "",
    "BSD-3-clause-notice": "",
    "BSD-3-clause-notice-2": "",
    "BSD-ancient": "",
    "BSD-like": "",
    "Base64": "",
    "Expat and Base64": "",
    "Free_use": "",
    "CC-BY-SA-3": "CC-BY-SA-3.0",
    "Expat and GPL-3+ with Bison exception": "MIT AND GPL-3.0-or-later WITH Bison-exception-2.2",
    "GPL-3+ with Bison exception": "GPL-3.0-or-later WITH Bison-exception-2.2",
    "SCEA_Shared_Source_License-1.0": "SCEA",
    "GPL-2+ with Autoconf-2.0.AND_Autoconf-2.0~g10 exception": "",
    "GPL-2+ with Autoconf-2.0~Archive exception": "",
    "GPL-2+ with Autoconf-data exception": "",
    "GPL-3+ with Autoconf-2.0~Archive exception": "",
    "GPLWithACException": "",
    "HPND-3i": "",
    "HPND-disclaimer": "",
    "HPND-eos": "",
    "HPND-p-sl-sgi": "",
    "HPND-sl-gl-sgi": "",
    "HPND-sl-sgi": "",
    "ITT": "",
    "Khronos": "",
    "LGPL": "",
    "MIT-exception": "",
    "OSGPL": "",
    "Open-Source": "",
    "OpenNURBS": "",
    "PCRE2": "",
    "REQUEST_MODIFICATIONS": "",
    "SGI_FREE_SOFTWARE_LICENSE_B": "",  # SGI-B-1.0 / 1.1 / 2.0: the version is not stated
    "Unicode-strict": "",
    "cpl-mem-cache": "",
    "fontconfig": "",
}
m = d.metadata_license_values(Path(sys.argv[1]))
res = json.load(open(sys.argv[2]))
rows = []
for src, c in [("spdx-tag", res["spdx_value_counts"])] + [(k, v) for k, v in m.items()]:
    for v, n in sorted(c.items()):
        known = lic.is_known_expression(v)
        norm = lic.normalize_expression(v) if known else ""
        truth = norm if known else TRUTH[v]
        rows.append((src, v, n, "yes" if known else "no", norm, truth))
print("source\tvalue\tcount\trecognized\tnormalized\tspdx_by_hand")
for r in rows:
    print("\t".join(map(str, r)))
vals = {}
for src, v, n, k, norm, truth in rows:
    vals[v] = (k == "yes", truth)
det = {v: t for v, t in vals.items() if t[1]}
print(
    f"# distinct values {len(vals)}; naming an SPDX expression {len(det)}; recognized {sum(k for k, _ in det.values())}; recall {sum(k for k, _ in det.values()) / len(det):.3f}",
    file=sys.stderr,
)
