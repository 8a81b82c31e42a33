"""CPU seconds per step of stages chunk and tokenize, re-run in-process on a kept benchmark lake,
and whether every output file is byte-identical to the lake's (timings and GX metadata aside).

    python benchmarks/pipeline.py --target-mb 100 --workers 1 --keep --work W   # the lake
    python benchmarks/stage_cpu.py W/lake-1x-workers_1 SCRATCH [--stages chunk,tokenize] [--profile chunk]

SCRATCH gets links to the lake's scrub and tokenizer outputs and fresh chunk/tokenize versions
(ranks run one after the other with --world N). Prints JSON: CPU per step and the differing files.
"""

import argparse
import cProfile
import filecmp
import json
import os
import pstats
import resource
import shutil
import sys
from pathlib import Path


def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("scratch")
    ap.add_argument("--profile", default="")
    ap.add_argument("--world", type=int, default=1)
    ap.add_argument("--stages", default="chunk,tokenize")
    ap.add_argument("--config", default="sources/demo-settings.yaml")
    a = ap.parse_args()
    from pipeline import runner
    from pipeline.config import PipelineConfig, load_config_file
    from pipeline.store import ObjectStore

    src, dst = Path(a.src), Path(a.scratch)
    if dst.exists():
        shutil.rmtree(dst)
    dst.mkdir(parents=True)
    for name in ("scrub", "tokenizer", "tokenizers"):
        os.symlink(src / name, dst / name)
    cfg = load_config_file(PipelineConfig(), a.config)
    store = ObjectStore(str(dst))
    out = {}
    for name in a.stages.split(","):
        orig_manifest = next((src / name).glob("*/_manifest.json"))
        inputs = json.loads(orig_manifest.read_text())["inputs"]
        orig_version = orig_manifest.parent.name
        steps = {}
        prof = cProfile.Profile() if a.profile == name else None
        for step in runner.STAGES[name].steps(cfg):
            c0 = cpu()
            if prof:
                prof.enable()
            ranks = range(a.world) if step.mapped else [0]
            for r in ranks:
                runner.run_step(store, name, cfg, inputs, step.name, r, a.world if step.mapped else 1)
            if prof:
                prof.disable()
            steps[step.name] = round(cpu() - c0, 2)
        version = runner.finalize(store, name, cfg, inputs, {})
        runner.gate(store, name, version, cfg)
        same = version == orig_version
        diffs = []
        od, nd = src / name / orig_version, dst / name / version
        names = sorted(
            p.name
            for p in od.iterdir()
            if p.name not in ("_stats.json", "_validation.json", "_manifest.json")
        )
        nnames = sorted(
            p.name
            for p in nd.iterdir()
            if p.name not in ("_stats.json", "_validation.json", "_manifest.json")
        )
        if names != nnames:
            diffs.append(("names", names, nnames))
        for n in names:
            if (nd / n).exists() and not filecmp.cmp(od / n, nd / n, shallow=False):
                diffs.append(n)
        om, nm = (
            json.loads((od / "_manifest.json").read_text()),
            json.loads((nd / "_manifest.json").read_text()),
        )
        for m in (om, nm):
            m.get("gate", {}).pop("seconds", None)
        if om != nm:
            diffs.append("_manifest.json")
        out[name] = {
            "version_same": same,
            "steps_cpu": steps,
            "total": round(sum(steps.values()), 2),
            "diffs": diffs,
        }
        if prof:
            prof.dump_stats(str(dst / f"{name}.prof"))
            pstats.Stats(prof).sort_stats("cumulative").print_stats(45)
            pstats.Stats(prof).sort_stats("tottime").print_stats(35)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    main()
