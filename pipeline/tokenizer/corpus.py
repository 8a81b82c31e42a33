"""Plain-folder corpora for the tokenizer CLI, tests and benchmarks (the DAG feeds corpus versions).

>>> split_by_hash(["a.h", "b.h", "c.h"], holdout=0.0)
(['a.h', 'b.h', 'c.h'], [])
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from pathlib import Path

from pipeline.suffixes import CONTENT_CHECKED_SUFFIXES, CPP_SUFFIXES

# C/C++ by suffix, the content-checked ones and suffix-less files (tokenizer corpora are chosen by hand)
SOURCE_EXTENSIONS = (*CPP_SUFFIXES, *CONTENT_CHECKED_SUFFIXES, "")


def iter_source_files(paths: Iterable[str | Path], *, max_bytes: int = 1 << 20) -> Iterator[Path]:
    """C/C++ files under ``paths`` (files are taken as given), sorted, at most ``max_bytes`` each.

    Extension-less files count (libstdc++ headers such as ``<vector>`` have none).
    """
    for p in paths:
        p = Path(p)
        if p.is_file():
            yield p
            continue
        for f in sorted(p.rglob("*")):
            ok = f.is_file() and not f.is_symlink() and f.suffix.lower() in SOURCE_EXTENSIONS
            if ok and f.stat().st_size <= max_bytes:
                yield f


def read_text(path: str | Path) -> str:
    """Decode as UTF-8; undecodable bytes become U+FFFD (the scrub stage guarantees text upstream)."""
    return Path(path).read_bytes().decode("utf-8", "replace")


def split_by_hash(files: Iterable[str | Path], *, holdout: float = 0.1) -> tuple[list, list]:
    """Deterministic (train, held-out) split by a hash of each path: no file lands in both."""
    train, held = [], []
    for f in files:
        h = int.from_bytes(hashlib.sha256(str(f).encode()).digest()[:8], "big") / 2**64
        (held if h < holdout else train).append(f)
    return train, held
