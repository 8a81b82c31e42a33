"""CPU seconds of stage pack's steps (plan, rows, finish) on a committed tokenize output. Prints JSON.

    python benchmarks/pack_steps.py --root LAKE [--repeat 3] [--work DIR]

``LAKE`` is an object-store root with a committed ``tokenize`` version (e.g. a root that
``benchmarks/pipeline.py --keep`` left). Each repeat copies that tokenize version into a fresh
root under ``--work``, runs the three steps in this process as rank 0 of 1 (what ``cppcorpus run
--workers 1`` runs), and reads the CPU time (user + system) of this process around each step: the
parquet reads, the packing and the parquet writes, not the gate. The modules a run imports before
pack (pyarrow.dataset, pandas) are imported first, so no step pays for them. ``output_sha256`` is
a digest of every output file the manifest lists plus the manifest (its gate timing aside): two
code versions that give the same digest wrote the same bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import resource
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pandas  # noqa: E402, F401  (imported by every real run before pack)
import pyarrow.dataset  # noqa: E402, F401

from pipeline import runner  # noqa: E402
from pipeline.config import PipelineConfig  # noqa: E402
from pipeline.store import ObjectStore, is_committed  # noqa: E402


def cpu_seconds() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def output_digest(folder: Path) -> str:
    """SHA-256 over the version folder's files (name and bytes), timings and GX metadata aside."""
    h = hashlib.sha256()
    for name in sorted(os.listdir(folder)):
        if name in ("_stats.json", "_validation.json"):
            continue
        data = (folder / name).read_bytes()
        if name == "_manifest.json":
            manifest = json.loads(data)
            manifest.get("gate", {}).pop("seconds", None)
            data = json.dumps(manifest, sort_keys=True).encode()
        h.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return h.hexdigest()


def run_once(source: ObjectStore, tokenize_v: str, work: Path, cfg: PipelineConfig) -> dict:
    if work.exists():
        shutil.rmtree(work)
    shutil.copytree(source.path("tokenize", tokenize_v), work / "tokenize" / tokenize_v)
    store = ObjectStore(str(work))
    inputs = {"tokenize": tokenize_v}
    steps: dict[str, float] = {}
    for step, _ in runner.step_names("pack", cfg):
        c0 = cpu_seconds()
        runner.run_step(store, "pack", cfg, inputs, step)
        steps[step] = round(cpu_seconds() - c0, 3)
    version = runner.finalize(store, "pack", cfg, inputs, {"produce_seconds": 0.0, "step_seconds": {}})
    stats = store.read_json(store.path("pack", version, "_pending.json"))
    digest = output_digest(Path(store.path("pack", version)))
    return {
        "version": version,
        "cpu_seconds": steps,
        "rows": stats["counts"]["rows"],
        "output_sha256": digest,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", required=True, help="object-store root holding a committed tokenize version")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--work", default="/tmp/cppcorpus-bench-pack-steps")
    args = ap.parse_args(argv)
    source = ObjectStore(args.root)
    versions = [v for v in sorted(os.listdir(source.path("tokenize"))) if is_committed(source, "tokenize", v)]
    if len(versions) != 1:
        ap.error(f"{args.root}/tokenize holds {len(versions)} committed versions; give a root with one")
    cfg = PipelineConfig()
    folder = Path(source.path("tokenize", versions[0]))
    tokenize_bytes = sum(f.stat().st_size for f in folder.glob("part-*.parquet"))
    corpus_bytes = None  # acquire's input, when the root has the run's acquire version
    for stats in Path(source.path("acquire")).glob("*/_stats.json"):
        corpus_bytes = json.loads(stats.read_text()).get("bytes_in")
    runs = []
    for _ in range(args.repeat):
        runs.append(run_once(source, versions[0], Path(args.work), cfg))
    shutil.rmtree(args.work, ignore_errors=True)
    digests = {r["output_sha256"] for r in runs}
    steps = list(runs[0]["cpu_seconds"])
    result = {
        "benchmark": "pack_steps",
        "machine": {
            "cpus": os.cpu_count(),
            "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "loadavg_1_5_15": [round(x, 2) for x in os.getloadavg()],
            "platform": platform.platform(),
            "python": platform.python_version(),
        },
        "tokenize": {"root": args.root, "version": versions[0], "part_bytes": tokenize_bytes},
        "corpus_bytes": corpus_bytes,
        "pack_version": runs[0]["version"],
        "rows": runs[0]["rows"],
        "repeat": args.repeat,
        "cpu_seconds_min": {s: min(r["cpu_seconds"][s] for r in runs) for s in steps},
        "cpu_seconds_runs": [r["cpu_seconds"] for r in runs],
        "produce_cpu_seconds_min": round(min(sum(r["cpu_seconds"].values()) for r in runs), 3),
        "output_sha256": digests.pop() if len(digests) == 1 else sorted(digests),
    }
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
