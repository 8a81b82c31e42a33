"""Keep/drop decisions of the filter and license stages on held-out real C/C++ (issue 8 acceptance).

Runs ``pipeline.stages.filter.quality_reason`` and the license stage's evidence chain
(file tags/text -> nearest LICENSE) over every file of the held-out origins of
``benchmarks/corpora.py`` (Boost, Eigen, Thrust+CUB, CGAL, Abseil, GLM: nobody tuned on them).
Debian ships no LICENSE inside /usr/include; each origin's package license,
``/usr/share/doc/<pkg>/copyright``, is taken as the LICENSE at the origin's root (as a repository
would have it). Draws a deterministic random sample of up to ``--per-reason`` drops per reason,
writes them (path, reason, detail) to ``--out`` for judging by hand, and prints JSON: files,
MB, drops per reason, and the recall of the license normalizer on every distinct
``SPDX-License-Identifier`` value found in the trees.

    python benchmarks/decisions.py --out benchmarks/decisions/samples.tsv
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402

from pipeline.config import FilterConfig, LicensePolicy  # noqa: E402
from pipeline.hygiene import license as lic  # noqa: E402
from pipeline.stages.filter import quality_reason  # noqa: E402

PACKAGE_OF = {"boost": "libboost-dev", "eigen": "libeigen3-dev", "thrust-cub": "libthrust-dev", "cgal": "libcgal-dev",
              "abseil": "libabsl-dev", "glm": "libglm-dev"}
_TAG = re.compile(r"SPDX-License-Identifier:[ \t]*([A-Za-z0-9.+\-() :]+)")


def _copyright(pkg: str) -> str:
    p = Path("/usr/share/doc") / pkg / "copyright"
    return p.read_text(errors="replace") if p.is_file() else ""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="benchmarks/decisions/samples.tsv")
    ap.add_argument("--per-reason", type=int, default=30)
    ap.add_argument("--seed", type=int, default=20261123)
    args = ap.parse_args()
    fcfg, policy = FilterConfig(), LicensePolicy()
    drops: dict[str, list[tuple[str, str]]] = {}
    files = 0
    total_bytes = 0
    tags: Counter[str] = Counter()
    for origin in sorted(corpora.HELDOUT):
        tree = lic.detect_tree_licenses({"LICENSE": _copyright(PACKAGE_OF[origin])})
        for path in corpora.heldout_files(origin):
            try:
                text = path.read_text()
            except (UnicodeDecodeError, OSError):
                continue
            files += 1
            total_bytes += len(text.encode())
            rel = str(path.relative_to(corpora.INCLUDE))
            for m in _TAG.finditer("\n".join(text.splitlines()[:64])):
                tags[m.group(1).strip()] += 1
            verdict = quality_reason(rel, text, fcfg)
            if verdict is not None:
                drops.setdefault(f"filter/{verdict[0]}", []).append((rel, verdict[1]))
                continue
            found = lic.resolve(lic.detect_file_license(text), lic.license_for("x/" + rel, tree))
            v = lic.classify(found.expression if found else None, policy)
            if not v.keep:
                reason = v.reason.split(":")[0]
                drops.setdefault(reason, []).append((rel, f"{found.method}: {found.detail}" if found else "none"))
    rng = random.Random(args.seed)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w") as f:
        f.write("reason\tpath\tdetail\n")
        for reason in sorted(drops):
            items = sorted(drops[reason])
            sample = items if len(items) <= args.per_reason else rng.sample(items, args.per_reason)
            for rel, detail in sorted(sample):
                f.write(f"{reason}\t{rel}\t{detail}\n")
    known = {t: lic.is_known_expression(t) for t in tags}
    print(json.dumps({
        "files": files, "mb": round(total_bytes / 1e6, 1), "origins": sorted(corpora.HELDOUT),
        "drops": {r: len(v) for r, v in sorted(drops.items())},
        "spdx_values": len(tags), "spdx_files": sum(tags.values()),
        "normalizer_recall_values": round(sum(known.values()) / len(known), 4) if known else None,
        "normalizer_recall_files": round(sum(n for t, n in tags.items() if known[t]) / sum(tags.values()), 4)
        if tags else None,
        "unrecognized": sorted(t for t, ok in known.items() if not ok),
    }, indent=1))


if __name__ == "__main__":
    main()
