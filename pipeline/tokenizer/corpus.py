"""Plain-folder corpora for the tokenizer CLI, tests and benchmarks (the DAG feeds corpus versions).

>>> ".cuh" in SOURCE_EXTENSIONS, "" in SOURCE_EXTENSIONS
(True, True)
"""

from __future__ import annotations

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
