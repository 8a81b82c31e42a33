"""A package-built set by file counts and sizes only (corpora.py's own listing, no pipeline rule run): per
origin, per kind of source and per kind of file, with the files that are exact copies of an earlier split
skipped (``corpora.earlier_split_files``), as the README's tables give them.

    python benchmarks/set_sizes.py SET > benchmarks/decisions/SET/sizes.json   # e.g. thirtieth, thirtyfirst
"""

from __future__ import annotations

import collections
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import benchmarks.corpora as c  # noqa: E402


def _digest(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def main(name: str) -> dict:
    pset = c.SETS[name]
    files = c.set_files(pset)
    sizes = {p.stat().st_size for p in files}
    earlier = {_digest(p) for p in c.earlier_split_files(name) if p.is_file() and p.stat().st_size in sizes}
    root = pset.dir()
    mb: collections.Counter = collections.Counter()
    n: collections.Counter = collections.Counter()
    kinds: collections.Counter = collections.Counter()
    skipped = [0, 0]
    for p in files:
        size = p.stat().st_size
        if _digest(p) in earlier:
            skipped[0] += 1
            skipped[1] += size
            continue
        origin = p.relative_to(root).parts[0]
        mb[origin] += size
        n[origin] += 1
        kinds[p.suffix.lower() or "(none)"] += size
    total = sum(mb.values())
    out: dict = {
        "set": name,
        "files": sum(n.values()),
        "MB": round(total / 1e6, 2),
        "skipped_exact_copies": {"files": skipped[0], "MB": round(skipped[1] / 1e6, 2)},
        "largest_share": round(max(mb.values()) / total, 3),
    }
    for kind in ("deb", "debsrc", "pypi", "npm"):
        names = [o for o, po in pset.origins.items() if po.kind == kind]
        if kind == "debsrc" and not names:  # the sets before TWENTYFIRST have none
            continue
        out[kind] = {
            "origins": len(names),
            "files": sum(n[o] for o in names),
            "MB": round(sum(mb[o] for o in names) / 1e6, 2),
        }
    out["kinds_MB"] = {k: round(v / 1e6, 2) for k, v in kinds.most_common()}
    out["origins"] = {
        o: {"files": n[o], "MB": round(mb[o] / 1e6, 3)} for o in sorted(pset.origins, key=lambda o: -mb[o])
    }
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in c.SETS:
        raise SystemExit(f"usage: set_sizes.py SET   (SET: one of {', '.join(c.SETS)})")
    print(json.dumps(main(sys.argv[1]), indent=1))
