"""Real headers from the system include tree, for the structure tests that compare the C walks with
their Python references."""

from __future__ import annotations

from pathlib import Path

TREES = ("c++/12", "boost/asio", "eigen3/Eigen/src", "linux", "thrust")


def real_headers(every: int, max_bytes: int, trees: tuple[str, ...] = TREES) -> list[Path]:
    """Every ``every``-th file (sorted by path) of ``trees`` under /usr/include, up to ``max_bytes``."""
    roots = [Path("/usr/include") / d for d in trees]
    files = sorted(p for r in roots if r.is_dir() for p in r.rglob("*") if p.is_file() and not p.is_symlink())
    return [p for p in files[::every] if p.stat().st_size <= max_bytes]
