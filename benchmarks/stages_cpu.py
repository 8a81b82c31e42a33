"""CPU seconds per step and gate of any stages, re-run in-process on a kept benchmark lake, and whether
every output file is byte-identical to the lake's (timings and GX run metadata aside).

    python benchmarks/pipeline.py --target-mb 20 --workers 1 --keep --work W      # the lake
    python benchmarks/stages_cpu.py W/lake-1x-workers_1 SCRATCH --sources W/corpus-*/sources.yaml \
        [--stages acquire,filter,...] [--profile STAGE] [--world N] [--repeat K]

SCRATCH gets links to the lake's other stage folders and fresh versions of the stages named (each
re-run stage reads the lake's inputs, so stages can be timed one by one). Great Expectations is
imported and its context made before any timing (a pool worker has them preloaded). Prints JSON: per
stage the CPU of each step, of the gate's rank(s) (``gate:rows``) and merge (``gate:merge``), and the
files that differ.
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
import time
from pathlib import Path


def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def compare(od: Path, nd: Path) -> list:
    skip = ("_stats.json", "_validation.json", "_manifest.json")
    names = sorted(p.name for p in od.iterdir() if p.name not in skip)
    nnames = sorted(p.name for p in nd.iterdir() if p.name not in skip)
    diffs = [("names", names, nnames)] if names != nnames else []
    for n in names:
        p = od / n
        if p.is_dir():
            for q in sorted(p.rglob("*")):
                r = nd / n / q.relative_to(p)
                if q.is_file() and (not r.exists() or not filecmp.cmp(q, r, shallow=False)):
                    diffs.append(str(q.relative_to(od)))
        elif (nd / n).exists() and not filecmp.cmp(p, nd / n, shallow=False):
            diffs.append(n)
    om, nm = (json.loads((d / "_manifest.json").read_text()) for d in (od, nd))
    for m in (om, nm):
        m.get("gate", {}).pop("seconds", None)
    if om != nm:
        diffs.append("_manifest.json")
    ov, nv = (json.loads((d / "_validation.json").read_text()) for d in (od, nd))
    for v in (ov, nv):
        v.pop("gx_version", None)
    if ov != nv:
        diffs.append("_validation.json")
    return diffs


def compare_tree(a: Path, b: Path) -> list:
    fa = sorted(str(q.relative_to(a)) for q in a.rglob("*") if q.is_file())
    fb = sorted(str(q.relative_to(b)) for q in b.rglob("*") if q.is_file())
    if fa != fb:
        return [("tokenizers names", fa, fb)]
    return [f for f in fa if not filecmp.cmp(a / f, b / f, shallow=False)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("scratch")
    ap.add_argument("--sources", required=True)
    ap.add_argument("--profile", default="")
    ap.add_argument("--world", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument(
        "--gate-only", action="store_true", help="validate the lake's own output, produce nothing"
    )
    ap.add_argument("--stages", default="acquire,filter,license,dedup,scrub,tokenizer,tokenize,pack,export")
    ap.add_argument("--config", default="sources/demo-settings.yaml")
    a = ap.parse_args()
    from pipeline import gates, runner
    from pipeline.config import PipelineConfig, load_config_file, load_sources
    from pipeline.store import ObjectStore

    gates._batch_definition()  # GX imported and its context made, as in a preloaded worker
    cfg = load_config_file(PipelineConfig(sources=load_sources(a.sources)), a.config)
    src, dst = Path(a.src), Path(a.scratch)
    wanted = a.stages.split(",")
    out = {}
    for rep in range(a.repeat):
        for name in wanted:
            if dst.exists():
                shutil.rmtree(dst)
            dst.mkdir(parents=True)
            own = {name, "tokenizers"} if name == "tokenizer" else {name}  # what the stage writes
            for p in src.iterdir():
                if p.name not in own:
                    os.symlink(p, dst / p.name)
            store = ObjectStore(str(dst))
            orig_manifest = next((src / name).glob("*/_manifest.json"))
            inputs = json.loads(orig_manifest.read_text())["inputs"]
            orig_version = orig_manifest.parent.name
            steps = {}
            if a.gate_only:  # the lake's files, relinked, then only the gate
                src_dir, dst_dir = src / name / orig_version, dst / name / orig_version
                dst_dir.mkdir(parents=True)
                for p in src_dir.iterdir():
                    if p.name not in ("_manifest.json", "_validation.json"):
                        os.symlink(p, dst_dir / p.name)
                store = ObjectStore(str(dst))
            prof = (
                cProfile.Profile(time.process_time) if a.profile == name and rep == 0 else None
            )  # CPU, not wall
            if prof:
                prof.enable()
            c0 = cpu()
            planned = runner.plan_version(store, name, cfg, inputs)  # once, as the CLI does
            steps["plan"] = round(cpu() - c0, 3)
            for step in () if a.gate_only else runner.STAGES[name].steps(cfg):
                c0 = cpu()
                ranks = range(a.world) if step.mapped else [0]
                for r in ranks:
                    world = a.world if step.mapped else 1
                    runner.run_step(store, name, cfg, inputs, step.name, r, world, planned=planned)
                steps[step.name] = round(cpu() - c0, 3)
            c0 = cpu()
            version = orig_version if a.gate_only else runner.finalize(store, name, cfg, inputs, {}, planned)
            steps["finalize"] = round(cpu() - c0, 3)
            pending = store.read_json(store.path(name, version, runner.PENDING))
            c0 = cpu()
            for r in range(a.world):
                runner.validate_rank(store, name, version, cfg, r, a.world)
            steps["gate:rows"] = round(cpu() - c0, 3)
            c0 = cpu()
            runner.gate(store, name, version, cfg, ranks=a.world)
            steps["gate:merge"] = round(cpu() - c0, 3)
            if prof:
                prof.disable()
            entry = out.setdefault(name, {"version_same": version == orig_version, "runs": []})
            entry["runs"].append(
                {
                    "steps_cpu": steps,
                    "total": round(sum(steps.values()), 3),
                    "diffs": compare(src / name / orig_version, dst / name / version)
                    + (compare_tree(src / "tokenizers", dst / "tokenizers") if name == "tokenizer" else []),
                }
            )
            del pending
            if prof:
                prof.dump_stats(str(dst.parent / f"{dst.name}-{name}.prof"))
                pstats.Stats(prof).sort_stats("cumulative").print_stats(60)
                pstats.Stats(prof).sort_stats("tottime").print_stats(40)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    main()
