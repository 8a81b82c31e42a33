"""Every filter decision of one split, with the filter's CPU time (for before/after comparisons).

Runs ``pipeline.stages.filter.quality_reason`` on every decodable file of a split of
``benchmarks/corpora.py`` (``dev``, ``confirm``, ``heldout``, or a package-built set: ``fresh`` … ``thirtyfirst``), exact copies once, in the
order the decisions scripts use, and writes one line per file (path, reason or ``keep``, detail) to
``--out``. Prints JSON: files, MB, drops per reason, and the CPU seconds (``time.process_time``)
spent in ``quality_reason`` alone, in total and per 100 MB. Two dumps made with different code are
compared with ``--diff OLD NEW`` (every changed decision, one line each).

    python benchmarks/filter_dump.py --split fresh --out /tmp/fresh-before.tsv
    python benchmarks/filter_dump.py --diff /tmp/fresh-before.tsv /tmp/fresh-after.tsv
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402
import decisions  # noqa: E402

from pipeline.config import FilterConfig  # noqa: E402
from pipeline.stages.filter import CODE_VERSION, quality_reason  # noqa: E402


def split_files(split: str) -> list[tuple[str, Path]]:
    """(path as the decision scripts name it, file) for every file of ``split``."""
    if split in corpora.SETS:  # the package-built sets: origin/path inside the origin
        pset = corpora.SETS[split]
        root = pset.dir()
        return [(p.relative_to(root).as_posix(), p) for p in corpora.set_files(pset)]
    files = {"dev": corpora.dev_files, "confirm": corpora.confirm_files, "heldout": corpora.heldout_files}[
        split
    ]()
    return [(p.relative_to(corpora.INCLUDE).as_posix(), p) for p in files]


def unique_texts(split: str):
    """(name, bytes, text) for every distinct UTF-8 file of ``split``, in ``split_files`` order:
    exact copies (by content digest) and undecodable files are skipped."""
    seen: set[bytes] = set()
    for rel, path in split_files(split):
        data = path.read_bytes()
        try:
            text = data.decode()
        except UnicodeDecodeError:
            continue
        digest = decisions._digest(path)
        if digest in seen:
            continue
        seen.add(digest)
        yield rel, data, text


def dump(split: str, out: Path) -> dict:
    cfg = FilterConfig()
    reasons: Counter[str] = Counter()
    cpu = 0.0
    nbytes = files = 0
    with out.open("w") as f:
        for rel, data, text in unique_texts(split):
            files += 1
            nbytes += len(data)
            # the filter sees the path inside its origin (fresh) or under /usr/include (the others)
            name = rel.split("/", 1)[1] if split in corpora.SETS else rel
            t0 = time.process_time()
            verdict = quality_reason(name, text, cfg)
            cpu += time.process_time() - t0
            reason, detail = verdict if verdict else ("keep", "")
            reasons[reason] += 1
            f.write(f"{rel}\t{reason}\t{detail}\n")
    return {
        "split": split,
        "filter_code_version": CODE_VERSION,
        "files": files,
        "mb": round(nbytes / 1e6, 1),
        "decisions": dict(sorted(reasons.items())),
        "filter_cpu_s": round(cpu, 2),
        "filter_cpu_s_per_100mb": round(cpu / (nbytes / 1e8), 2) if nbytes else None,
        "python": platform.python_version(),
    }


def diff(old: Path, new: Path) -> dict:
    def load(p: Path) -> dict[str, tuple[str, str]]:
        rows = {}
        for line in p.read_text().splitlines():
            rel, reason, detail = line.split("\t", 2)
            rows[rel] = (reason, detail)
        return rows

    a, b = load(old), load(new)
    changed = Counter()
    for rel in sorted(a.keys() & b.keys()):
        if a[rel][0] != b[rel][0]:
            changed[f"{a[rel][0]} -> {b[rel][0]}"] += 1
            print(f"{a[rel][0]}\t{b[rel][0]}\t{rel}\t{b[rel][1] or a[rel][1]}", file=sys.stderr)
    return {
        "changed": dict(sorted(changed.items())),
        "only_old": len(a.keys() - b.keys()),
        "only_new": len(b.keys() - a.keys()),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--split", choices=("dev", "confirm", "heldout", *corpora.SETS))
    ap.add_argument("--out", type=Path)
    ap.add_argument("--diff", nargs=2, type=Path, metavar=("OLD", "NEW"))
    args = ap.parse_args()
    if args.diff:
        print(json.dumps(diff(*args.diff), indent=2))
    elif args.split and args.out:
        print(json.dumps(dump(args.split, args.out), indent=2))
    else:
        ap.error("give --split and --out, or --diff OLD NEW")


if __name__ == "__main__":
    main()
