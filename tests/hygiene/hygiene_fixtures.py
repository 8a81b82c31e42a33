"""Helpers: real C/C++ headers from the machine (read at run time, never copied into the repository)."""

from __future__ import annotations

import random
from pathlib import Path

INCLUDE_DIRS = (Path("/usr/include"), Path("/usr/include/c++/12"))


def real_headers(
    min_bytes: int = 2_000, max_bytes: int = 60_000, limit: int | None = None, seed: int = 0
) -> list[Path]:
    """Sorted-then-shuffled (seeded) list of real header files within a size range."""
    files: set[Path] = set()
    for root in INCLUDE_DIRS:
        if root.is_dir():
            for path in root.rglob("*"):
                try:
                    if (
                        path.is_file()
                        and not path.is_symlink()
                        and min_bytes <= path.stat().st_size <= max_bytes
                    ):
                        files.add(path)
                except OSError:
                    continue
    ordered = sorted(files)
    random.Random(seed).shuffle(ordered)
    return ordered[:limit] if limit else ordered


def read_text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", errors="replace")
