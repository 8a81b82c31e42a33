"""CPU seconds and wall of the tokenizer stage's steps, re-run in-process on a kept benchmark lake,
and whether every output (the stage's version folder and the revision artifact) is byte-identical
to the lake's.

    python benchmarks/pipeline.py --target-mb 100 --workers 1 --keep --work W   # the lake
    python benchmarks/tokenizer_train.py W/lake-1x-workers_1 SCRATCH [--world 2] [--repeat 3] [--profile]

SCRATCH gets a link to the lake's scrub output and a fresh tokenizer version (the mapped steps'
ranks run one after the other, as rank r of ``--world``; single steps as rank 0 of 1). Per step:
CPU seconds of this process (user + system, every thread) and wall seconds. The GPU probe that a
pool worker runs at start (in a background thread) is answered before anything is timed. ``--repeat`` runs the
whole stage that many times into fresh roots (figures per repeat). Prints JSON.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import resource
import shutil
import sys
import time
from pathlib import Path


def cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def committed(folder: Path) -> dict[str, bytes]:
    out = {}
    for p in sorted(folder.iterdir()):
        if p.name in ("_stats.json", "_validation.json"):
            continue
        data = p.read_bytes()
        if p.name == "_manifest.json":
            m = json.loads(data)
            m.get("gate", {}).pop("seconds", None)
            data = json.dumps(m, sort_keys=True).encode()
        out[p.name] = data
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("scratch")
    ap.add_argument("--world", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--profile", action="store_true", help="cProfile the train step (first repeat)")
    ap.add_argument("--config", default="sources/demo-settings.yaml")
    a = ap.parse_args()
    from pipeline import runner
    from pipeline.config import PipelineConfig, load_config_file
    from pipeline.store import ObjectStore

    src = Path(a.src)
    cfg = load_config_file(PipelineConfig(), a.config)
    # A pool worker asks the GPU probe at start, in a background thread (pipeline.runner): answer it
    # before timing, so the steps' figures are what they cost in a worker.
    from pipeline.gpu.hooks import bpe_trainer

    bpe_trainer(cfg.tokenizer.device)
    orig_manifest = next((src / "tokenizer").glob("*/_manifest.json"))
    inputs = json.loads(orig_manifest.read_text())["inputs"]
    orig_version = orig_manifest.parent.name
    runs = []
    for rep in range(a.repeat):
        dst = Path(a.scratch) / f"r{rep}"
        if dst.exists():
            shutil.rmtree(dst)
        dst.mkdir(parents=True)
        os.symlink(src / "scrub", dst / "scrub")
        store = ObjectStore(str(dst))
        steps = {}
        for step in runner.STAGES["tokenizer"].steps(cfg):
            prof = cProfile.Profile() if a.profile and rep == 0 and step.name == "train" else None
            c0, w0 = cpu(), time.perf_counter()
            if prof:
                prof.enable()
            ranks = range(a.world) if step.mapped else [0]
            for r in ranks:
                runner.run_step(store, "tokenizer", cfg, inputs, step.name, r, a.world if step.mapped else 1)
            if prof:
                prof.disable()
                pstats.Stats(prof, stream=sys.stderr).sort_stats("cumulative").print_stats("pipeline", 30)
            steps[step.name] = {"cpu_s": round(cpu() - c0, 3), "wall_s": round(time.perf_counter() - w0, 3)}
        version = runner.finalize(store, "tokenizer", cfg, inputs, {})
        runner.gate(store, "tokenizer", version, cfg)
        old = committed(src / "tokenizer" / orig_version)
        new = committed(dst / "tokenizer" / version)
        diffs = sorted(k for k in set(old) | set(new) if k != "_pending.json" and old.get(k) != new.get(k))
        for d in sorted((src / "tokenizers").iterdir()):
            for f in sorted(d.iterdir()):
                g = dst / "tokenizers" / d.name / f.name
                if not g.exists() or g.read_bytes() != f.read_bytes():
                    diffs.append(f"tokenizers/{d.name}/{f.name}")
        runs.append(
            {
                "steps": steps,
                "version_same": version == orig_version,
                "differing_files": diffs,
                "files_compared": len(old),
            }
        )
        shutil.rmtree(dst)
    print(
        json.dumps(
            {
                "benchmark": "tokenizer_train",
                "lake": str(src),
                "world": a.world,
                "load_avg": os.getloadavg(),
                "runs": runs,
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    main()
