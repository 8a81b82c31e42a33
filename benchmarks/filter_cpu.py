"""CPU seconds of stage ``filter`` re-run in-process on a kept benchmark lake, where they go, and
whether every output file is byte-identical to the lake's filter version (written by the code that
built the lake).

    python benchmarks/pipeline.py --target-mb 100 --workers 1 --keep --work W   # the lake
    python benchmarks/filter_cpu.py W/lake-1x-workers_1 SCRATCH [--world N] [--profile] [--checks]

SCRATCH gets a link to the lake's acquire outputs and a fresh filter version (ranks run one after
the other with ``--world N``). ``--checks`` also times each measure of ``pipeline.hygiene.quality``
(and the tree-sitter parse) over every acquired document, outside the stage: where the filter's
CPU goes, rule by rule. Prints JSON: CPU of the stage's step, the gate, and the differing files.
"""

from __future__ import annotations

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


def cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def check_times(store, cfg) -> dict:
    """CPU seconds of each content measure over every acquired document (the stage's order, but each
    measure run on every document it applies to, so the figures are upper bounds per rule)."""
    import posixpath

    import pyarrow.parquet as pq

    from pipeline.hygiene import quality
    from pipeline.stages import filter as filt

    fc = cfg.filter
    acquire = Path(store.base) / "acquire"
    version = next(acquire.glob("*/_manifest.json")).parent
    times: dict[str, float] = {}

    def timed(name, fn, *args):
        c0 = time.process_time()
        out = fn(*args)
        times[name] = times.get(name, 0.0) + time.process_time() - c0
        return out

    docs = 0
    for part in sorted(version.glob("part-*.parquet")):
        table = timed("read", lambda p: pq.read_table(p, columns=["path", "text"]), part)
        paths, texts = timed("to_pylist", lambda t: (t.column(0).to_pylist(), t.column(1).to_pylist()), table)
        for path, text in zip(paths, texts, strict=True):
            docs += 1
            ext = posixpath.splitext(path)[1].lower()
            if ext not in fc.extensions:
                timed("cpp_parse_errors", quality.cpp_parse_errors, text)
                continue
            raw = timed("encode", str.encode, text)
            if not fc.min_bytes <= len(raw) <= fc.max_bytes:
                continue
            if len(raw) > fc.large_bytes:
                timed("include_guards", quality.include_guards, text)
            timed("long_lines", quality.long_lines, text, fc.max_line_length)
            timed("generator_banner", quality.generator_banner, text, fc.generated_patterns)
            timed("byte_entropy", filt.byte_entropy, raw)
            code = timed("without_comments", quality.without_comments, text)
            timed("literal_mass", quality.literal_mass, text, code)
            timed("code_beside_data", quality.code_beside_data, code)
            timed("token_repetition", quality.token_repetition, text, fc.repetition_ngram, code)
            timed("count_code_lines", quality.count_code_lines, text, fc.comment_rule_max_code_lines, code)
            timed("comment_share", quality.comment_share, text)
            timed("declares_code", quality.declares_code, text)
    return {
        "documents": docs,
        "cpu_s": {k: round(v, 2) for k, v in sorted(times.items(), key=lambda kv: -kv[1])},
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("scratch")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--checks", action="store_true")
    ap.add_argument("--world", type=int, default=1)
    ap.add_argument("--config", default="sources/demo-settings.yaml")
    a = ap.parse_args()
    from pipeline import runner
    from pipeline.config import PipelineConfig, load_config_file
    from pipeline.stages.filter import CODE_VERSION
    from pipeline.store import ObjectStore

    src, dst = Path(a.src).resolve(), Path(a.scratch)
    if dst.exists():
        shutil.rmtree(dst)
    dst.mkdir(parents=True)
    os.symlink(src / "acquire", dst / "acquire")
    cfg = load_config_file(PipelineConfig(), a.config)
    store = ObjectStore(str(dst))
    name = "filter"
    orig_manifest = next((src / name).glob("*/_manifest.json"))
    inputs = json.loads(orig_manifest.read_text())["inputs"]
    prof = cProfile.Profile() if a.profile else None
    steps = {}
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
    c0 = cpu()
    version = runner.finalize(store, name, cfg, inputs, {})
    runner.gate(store, name, version, cfg)
    gate_cpu = round(cpu() - c0, 2)
    od, nd = orig_manifest.parent, dst / name / version
    skip = ("_stats.json", "_validation.json", "_manifest.json")
    names = sorted(p.name for p in od.iterdir() if p.name not in skip)
    new_names = sorted(p.name for p in nd.iterdir() if p.name not in skip)
    diffs: list = [] if names == new_names else [("names", names, new_names)]
    diffs += [n for n in names if (nd / n).exists() and not filecmp.cmp(od / n, nd / n, shallow=False)]
    manifests = [json.loads((d / "_manifest.json").read_text()) for d in (od, nd)]
    for m in manifests:
        m.get("gate", {}).pop("seconds", None)
    if manifests[0] != manifests[1]:
        diffs.append("_manifest.json")
    out = {
        "lake": str(src),
        "code_version": CODE_VERSION,
        "world": a.world,
        "version": version,
        "version_same": version == od.name,
        "files_compared": len(names) + 1,
        "steps_cpu_s": steps,
        "gate_cpu_s": gate_cpu,
        "diffs": diffs,
    }
    if a.checks:
        out["checks"] = check_times(store, cfg)
    if prof:
        prof.dump_stats(str(dst / f"{name}.prof"))
        pstats.Stats(prof, stream=sys.stderr).sort_stats("cumulative").print_stats(40)
        pstats.Stats(prof, stream=sys.stderr).sort_stats("tottime").print_stats(40)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    main()
