"""Recall of the license normalizer on the license names that appear in a package-built set (issue 8).

Every name found: ``SPDX-License-Identifier`` values in the files, npm ``license`` fields, PyPI
``PKG-INFO`` ``License`` fields and Debian DEP-5 ``License:`` fields (``decisions_fresh.py``). For
each, what the normalizer makes of it; for a name it does not recognize, the SPDX expression the
name unambiguously denotes, written by hand below (``""``: none — Debian-local names such as
``HPND-sl-sgi``, version-less families such as ``LGPL``, prose). Recall = recognized names among
those that denote an SPDX expression; recognized names were checked by hand to normalize correctly.

    python benchmarks/license_names_fresh.py [--set fresh|fourth] SETDIR decisions/<set>/<run>/result.json > names.tsv

``BY_HAND`` holds the readings of both sets' unrecognized names (FRESH's, then FOURTH's).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402
import decisions_fresh  # noqa: E402

from pipeline.hygiene import license as lic  # noqa: E402

BY_HAND = {
    "BSD": "",
    "BSD, Public Domain": "",
    "LGPL with exceptions": "",
    "(GPL-2+ and/or GPL-3+) with Libtool exception": "",  # 'and/or' is no expression
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", choices=sorted(corpora.SETS), default="fresh")
    ap.add_argument("root", type=Path, help="the set's folder")
    ap.add_argument("result", type=Path, help="decisions_fresh.py's JSON for that set")
    args = ap.parse_args()
    root, result = args.root, json.loads(args.result.read_text())
    sources = [("spdx-tag", result["spdx_value_counts"])]
    sources += list(decisions_fresh.metadata_license_values(root, corpora.SETS[args.set]).items())
    seen: dict[str, tuple[bool, str]] = {}
    print("source\tvalue\tcount\trecognized\tnormalized\tspdx_by_hand")
    for source, counts in sources:
        for value, count in sorted(counts.items()):
            known = lic.is_known_expression(value)
            normalized = lic.normalize_expression(value) if known else ""
            truth = normalized if known else BY_HAND.get(value, "?")
            seen[value] = (known, truth)
            print(f"{source}\t{value}\t{count}\t{'yes' if known else 'no'}\t{normalized}\t{truth}")
    denoting = {v: k for v, (k, t) in seen.items() if t and t != "?"}
    print(
        json.dumps(
            {
                "distinct_names": len(seen),
                "denote_spdx": len(denoting),
                "recognized": sum(denoting.values()),
                "recall": round(sum(denoting.values()) / len(denoting), 3) if denoting else None,
                "missed": sorted(v for v, k in denoting.items() if not k),
                "unjudged": sorted(v for v, (_, t) in seen.items() if t == "?"),
            }
        ),
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
