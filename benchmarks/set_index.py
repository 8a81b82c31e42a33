"""An index of every earlier split's files, by SHA-256 and by file name, for building the next package set
(a candidate file whose hash is in it is an exact copy the measurement would skip; a candidate folder whose
files' names or hashes are mostly in it is a vendored copy of an earlier project, to cut by folder).

The splits are DEV + HELDOUT + CONFIRM (the files under /usr/include, one part named ``base``) and each
installed package set of ``corpora.SETS``. Each part is cached as JSON under
``$CPPCORPUS_INDEX_DIR`` (default ``~/.cache/cppcorpus/_index/<part>.json``) with a fingerprint of its file
list (count, total bytes, newest mtime); a part is hashed again only when its fingerprint changes.

    python benchmarks/set_index.py                  # every split; prints files/hashes/names per part
    python benchmarks/set_index.py --before thirtyfirst  # the splits before a set (its SETS skips)
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import benchmarks.corpora as c  # noqa: E402


def index_dir() -> Path:
    return Path(os.environ.get("CPPCORPUS_INDEX_DIR", str(Path.home() / ".cache" / "cppcorpus" / "_index")))


def _part_files(part: str) -> list[Path]:
    if part == "base":
        return c.dev_files() + c.heldout_files() + c.confirm_files()
    return c.set_files(c.SETS[part])


def _fingerprint(files: list[Path]) -> list[int]:
    stats = [p.stat() for p in files]
    return [len(stats), sum(s.st_size for s in stats), max((s.st_mtime_ns for s in stats), default=0)]


def part_index(part: str) -> dict[str, str]:
    """``{path: sha256}`` of one part (``base`` or a set's name), from the cache when it is current."""
    files = _part_files(part)
    fp = _fingerprint(files)
    cache = index_dir() / f"{part}.json"
    if cache.is_file():
        data = json.loads(cache.read_text())
        if data.get("fingerprint") == fp:
            return data["files"]
    out = {str(p): hashlib.sha256(p.read_bytes()).hexdigest() for p in files}
    cache.parent.mkdir(parents=True, exist_ok=True)
    tmp = cache.with_name(cache.name + ".part")
    tmp.write_text(json.dumps({"fingerprint": fp, "files": out}))
    tmp.replace(cache)
    return out


def parts(before: str | None = None) -> list[str]:
    """``base`` and the installed sets: those a measurement of ``before`` skips, or every installed set."""
    if before is None:
        names = [n for n in c.SETS if c.SETS[n].dir().is_dir()]
    else:
        skips = c.SETS[before].skips if before in c.SETS else None
        names = list(c.SETS)[: list(c.SETS).index(before)] if before in c.SETS and skips is None else skips
        names = list(names if names is not None else c.SETS)
        missing = [n for n in names if not c.SETS[n].dir().is_dir()]
        if missing:
            raise SystemExit(
                f"not installed: {', '.join(missing)} (install them first: corpora.py --install-…)"
            )
    return ["base", *names]


def split_index(before: str | None = None) -> tuple[dict[str, str], dict[str, str]]:
    """``(hashes, names)``: every earlier file's SHA-256 -> one path holding it, and every earlier file name
    -> one path with that name (the first in split order)."""
    hashes: dict[str, str] = {}
    names: dict[str, str] = {}
    for part in parts(before):
        for path, digest in part_index(part).items():
            hashes.setdefault(digest, path)
            names.setdefault(Path(path).name, path)
    return hashes, names


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser(description="Build (or refresh) the index of every earlier split's files.")
    ap.add_argument("--before", default=None, help="only the splits before this set (default: every split)")
    args = ap.parse_args()
    for part in parts(args.before):
        idx = part_index(part)
        print(f"{part}\t{len(idx)} files\t{len(set(idx.values()))} hashes")
    hashes, names = split_index(args.before)
    print(f"all\t{len(hashes)} hashes\t{len(names)} names")
