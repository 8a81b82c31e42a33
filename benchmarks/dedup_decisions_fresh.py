"""``benchmarks/dedup_decisions.py`` on a pipeline run over the FRESH set, scored against the FRESH verdicts.

    cppcorpus run --sources fresh-sources.yaml --root LAKE --until dedup   # one folder source per origin
    python benchmarks/dedup_decisions_fresh.py --root LAKE --sources fresh-sources.yaml [--show]

Same sampling (seed 20261123, ``--per-reason`` drops per reason) and per-pair figures as
``dedup_decisions.py``; the hand verdicts are read from ``decisions/fresh/dedup_drops.tsv`` (reason,
dropped, kept, verdict ``true``/``false``, note) instead of the held-out run's file.
``--write-sources DIR`` writes the sources file for a FRESH set laid out under DIR.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402
import dedup_decisions  # noqa: E402

FRESH_VERDICTS = Path(__file__).resolve().parent / "decisions" / "fresh" / "dedup_drops.tsv"


def write_sources(root: Path, out: Path) -> None:
    lines = ["sources:"]
    for origin in corpora.FRESH:
        lines += [f"  - name: {origin}", f"    path: {root / origin}"]
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--write-sources":
        write_sources(Path(sys.argv[2]), Path(sys.argv[3]))
        raise SystemExit(0)
    _load = dedup_decisions.load_verdicts
    dedup_decisions.load_verdicts = lambda path=FRESH_VERDICTS: _load(path)
    dedup_decisions.main()
