"""Do two source trees of cppcorpus write the same bytes? ``cppcorpus run`` with each, every file compared.

    python benchmarks/compare_outputs.py --ref /path/to/other/checkout --work DIR \
        [--sources sources/demo.yaml] [--config sources/demo-settings.yaml] [--workers 1] [-- EXTRA CLI ARGS]

Runs the CLI (``python -m pipeline.cli run``) once with ``--ref`` on ``PYTHONPATH`` (that tree's
compiled cores must be built: ``python setup.py build_ext --inplace`` there) and once with this
tree, each into a fresh object-store root under ``--work``, with the same sources, settings and
extra arguments; then compares every file of every stage version and tokenizer artifact as
``tests/test_sharding.py`` does (timings ``_stats.json``, GX run metadata ``_validation.json``,
the gate's seconds in ``_manifest.json`` and ``runs/`` left out). Prints JSON: the number of files
compared, the differing ones, whether both runs' stage version ids agree, and the CPU seconds of each
run (the CLI and its workers).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def committed_files(root: Path) -> dict[str, bytes]:
    """Every file the world size (or an equivalent code change) must not change, by relative path."""
    out: dict[str, bytes] = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if not p.is_file() or rel.parts[0] == "runs" or p.name in ("_stats.json", "_validation.json"):
            continue
        data = p.read_bytes()
        if p.name == "_manifest.json":
            manifest = json.loads(data)
            manifest.get("gate", {}).pop("seconds", None)
            data = json.dumps(manifest, sort_keys=True).encode()
        out[str(rel)] = data
    return out


def run(tree: Path, root: Path, args: list[str]) -> tuple[dict, float]:
    """One CLI run with ``tree`` first on the import path; its JSON summary and CPU seconds (children)."""
    if root.exists():
        shutil.rmtree(root)
    env = {**os.environ, "PYTHONPATH": str(tree)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(
        [sys.executable, "-m", "pipeline.cli", "run", "--root", str(root), *args],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode:
        raise SystemExit(f"{tree}: cppcorpus run failed ({proc.returncode}):\n{proc.stderr[-4000:]}")
    summary = json.loads(proc.stdout.strip().splitlines()[-1])  # the CLI's last line: its JSON summary
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return summary, round(cpu, 2)


def _versions(summary: dict) -> dict[str, str]:
    """Stage -> version id from a CLI summary (the rest of it holds timings and run records)."""
    return {name: stage["version"] for name, stage in summary.get("stages", {}).items()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", required=True, help="the other source tree (e.g. an export of main)")
    ap.add_argument("--work", required=True)
    ap.add_argument("--sources", default=str(REPO / "sources" / "demo.yaml"))
    ap.add_argument("--config", default=str(REPO / "sources" / "demo-settings.yaml"))
    ap.add_argument("--workers", default="1")
    ap.add_argument("extra", nargs="*", help="more `cppcorpus run` arguments (after --)")
    a = ap.parse_args()
    args = ["--sources", a.sources, "--config", a.config, "--workers", a.workers, *a.extra]
    work = Path(a.work)
    work.mkdir(parents=True, exist_ok=True)
    ref_summary, ref_cpu = run(Path(a.ref).resolve(), work / "ref", args)
    new_summary, new_cpu = run(REPO, work / "new", args)
    ref_files, new_files = committed_files(work / "ref"), committed_files(work / "new")
    differing = sorted(k for k in ref_files.keys() | new_files.keys() if ref_files.get(k) != new_files.get(k))
    print(
        json.dumps(
            {
                "ref": str(Path(a.ref).resolve()),
                "new": str(REPO),
                "args": args,
                "files_compared": len(ref_files.keys() | new_files.keys()),
                "differing": differing,
                "same_stage_versions": _versions(ref_summary) == _versions(new_summary),
                "stage_versions": _versions(new_summary),
                "cpu_s": {"ref": ref_cpu, "new": new_cpu},
                "load_average": os.getloadavg(),
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
