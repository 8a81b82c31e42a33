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


def decide_license(files: dict[str, str], path: str):
    """(kept, ledger reason, evidence) of ``path`` in a tree of ``files``, as the license stage decides it."""
    from pipeline.config import LicensePolicy
    from pipeline.hygiene import license as lic

    tree = lic.detect_tree_licenses(
        {p: lic.evidence_text(p, t) for p, t in files.items() if lic.is_evidence_file(p)}
    )
    found = lic.resolve(lic.detect_file_license(files[path]), lic.license_for(path, tree))
    verdict = lic.classify(found.expression if found else None, LicensePolicy())
    return verdict.keep, verdict.reason, found
