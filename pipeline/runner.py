"""Executing stages under the contract: produce → gate → commit, and the whole chain in order.

The CLI runs ``run_pipeline`` in-process; the Airflow DAG calls ``produce`` and ``gate`` as
separate tasks. Both are executors only: the work is in ``pipeline.stages``.

A stage's output is committed by its gate: ``produce`` writes shards, stage files and
``_pending.json``; ``gate`` validates them with the stage's Great Expectations suite, stores the
result as ``_validation.json`` and only then writes ``_manifest.json``. A failed gate leaves no
manifest, so nothing downstream can consume the output and a re-run redoes it.
"""

from __future__ import annotations

import logging
import posixpath
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

import pyarrow as pa

from pipeline import tokenizer as tok
from pipeline.config import PipelineConfig
from pipeline.stages import acquire, chunk, dedup, export, pack, scrub, tokenize
from pipeline.stages import filter as filter_stage
from pipeline.stages import license as license_stage
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.store import (
    MANIFEST,
    MANIFEST_FORMAT,
    PENDING,
    STATS,
    VALIDATION,
    ObjectStore,
    StageContext,
    StageNotReady,
    StageOutput,
    is_committed,
    iter_shards,
    read_manifest,
    shard_names,
    version_id,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Stage:
    """A stage: its code module, its upstream stages and its gate's run-time parameters."""

    module: ModuleType
    inputs: Callable[[PipelineConfig], tuple[str, ...]]
    gate_params: Callable[[PipelineConfig], dict]

    @property
    def name(self) -> str:
        return self.module.STAGE


def _docs_params(min_bytes: int, max_bytes: int) -> dict:
    return {"min_bytes": min_bytes, "max_bytes": max_bytes}


STAGES: dict[str, Stage] = {
    s.name: s
    for s in (
        Stage(acquire, lambda c: (), lambda c: {"max_file_bytes": c.acquire.max_file_bytes}),
        Stage(filter_stage, lambda c: ("acquire",), lambda c: _docs_params(c.filter.min_bytes, c.filter.max_bytes)),
        Stage(license_stage, lambda c: ("acquire", "filter"), lambda c: _docs_params(c.filter.min_bytes, c.filter.max_bytes)),
        Stage(dedup, lambda c: ("license",), lambda c: _docs_params(c.filter.min_bytes, c.filter.max_bytes)),
        # Scrubbing changes sizes a little (markers replace values), so only the filter's upper bound holds.
        Stage(scrub, lambda c: ("dedup",), lambda c: _docs_params(1, c.filter.max_bytes)),
        Stage(tokenizer_stage, tokenizer_stage.inputs, lambda c: {"vocab_size": c.tokenizer.vocab_size}),
        Stage(chunk, lambda c: ("scrub", "tokenizer"),
              lambda c: {"vocab_size": c.tokenizer.vocab_size, "budget_tokens": c.chunk.budget - 1}),
        Stage(tokenize, lambda c: ("chunk", "tokenizer"),
              lambda c: {"vocab_size": c.tokenizer.vocab_size, "bos_id": tok.BOS_ID, "budget": c.chunk.budget}),
        Stage(pack, lambda c: ("tokenize",),
              lambda c: {"vocab_size": c.tokenizer.vocab_size, "seq_len": c.pack.seq_len, "bos_id": tok.BOS_ID,
                         "pad_id": tok.PAD_ID}),
        Stage(export, lambda c: ("pack", "tokenize", "tokenizer", "license"), lambda c: {"vocab_size": c.tokenizer.vocab_size}),
    )
}
ORDER: tuple[str, ...] = tuple(STAGES)


def plan_version(store: ObjectStore, name: str, cfg: PipelineConfig, inputs: dict[str, str]) -> tuple[str, dict]:
    stage = STAGES[name]
    config = stage.module.config_slice(cfg)
    return version_id(name, stage.module.CODE_VERSION, config, inputs), config


def produce(store: ObjectStore, name: str, cfg: PipelineConfig, inputs: dict[str, str]) -> StageOutput:
    """Run a stage's body unless its version is committed (a cache hit does no work)."""
    stage = STAGES[name]
    wanted = stage.inputs(cfg)
    if set(inputs) != set(wanted):
        raise ValueError(f"stage {name} takes inputs {wanted}, got {sorted(inputs)}")
    for up, v in inputs.items():
        if not is_committed(store, up, v):
            raise StageNotReady(f"{name}: input {up}/{v} is not committed")
    version, config = plan_version(store, name, cfg, inputs)
    path = store.path(name, version)
    if is_committed(store, name, version):
        log.debug("%s/%s: cache hit", name, version)
        return StageOutput(name, version, True, path)
    from pipeline.progress import heartbeat

    ctx = StageContext(store, name, version, config, dict(inputs))
    t0 = time.monotonic()
    with heartbeat(f"{name}/{version}", log):
        stage.module.run(ctx, cfg)
    seconds = round(time.monotonic() - t0, 3)
    rows = 0
    for shard_name in shard_names(store, name, version):
        rows += store.num_rows(store.path(name, version, shard_name))
    drops: dict[str, int] = {}
    for _, t in iter_shards(store, name, version, columns=["reason"], prefix="drops-"):
        for reason in t.column("reason").to_pylist():
            key = f"{name}/{reason}"
            drops[key] = drops.get(key, 0) + 1
    store.write_json(store.path(name, version, PENDING),
                     {"counts": {"rows": rows}, "drops": dict(sorted(drops.items())), "extra": store.relative(ctx.extra),
                      "config": config, "inputs": inputs})
    store.write_json(store.path(name, version, STATS),
                     {"produce_seconds": seconds, **input_volume(store, name, version, inputs, rows + sum(drops.values()))})
    return StageOutput(name, version, False, path)


def gate(store: ObjectStore, name: str, version: str, cfg: PipelineConfig) -> dict:
    """Validate a produced version with its suite and commit it; returns the manifest."""
    from pipeline import gates

    if is_committed(store, name, version):
        return read_manifest(store, name, version)
    pending_path = store.path(name, version, PENDING)
    if not store.exists(pending_path):
        raise StageNotReady(f"{name}/{version}: nothing produced to validate")
    pending = store.read_json(pending_path)
    t0 = time.monotonic()
    frames = (t for _, t in iter_shards(store, name, version))
    try:
        gates.check_sentinel(store, name, version, pending["counts"]["rows"])
        result = gates.validate_output(name, frames, counts=pending["counts"], params=STAGES[name].gate_params(cfg),
                                       version=version)
    except gates.GateFailed as failure:
        store.write_json(store.path(name, version, VALIDATION), failure.result)
        raise
    store.write_json(store.path(name, version, VALIDATION), result)
    files = {n: store.fs.size(store.path(name, version, n)) for n in store.listdir(store.path(name, version))
             if not n.startswith("_") and ".tmp-" not in n}  # a killed writer's temp file is not an output
    manifest = {
        "format": MANIFEST_FORMAT,
        "stage": name,
        "version": version,
        "code_version": STAGES[name].module.CODE_VERSION,
        "config": pending["config"],
        "inputs": pending["inputs"],
        "counts": pending["counts"],
        "drops": pending["drops"],
        "extra": pending["extra"],
        "files": files,
        "gate": {"suite": f"expectations/{name}.json", "success": True, "seconds": round(time.monotonic() - t0, 3)},
    }
    store.write_json(store.path(name, version, MANIFEST), manifest)
    return manifest


def run_stage(store: ObjectStore, name: str, cfg: PipelineConfig, inputs: dict[str, str]) -> StageOutput:
    out = produce(store, name, cfg, inputs)
    gate(store, name, out.version, cfg)
    log.info("%s", stage_line(store, name, out.version, out.cache_hit))
    return out


def write_run_record(store: ObjectStore, versions: dict[str, str], stopped_at: str | None = None) -> None:
    """``runs/latest.json``: which version of every stage the newest run produced (read by ``ledger``).

    ``stopped_at`` names the stage a run was asked to stop after (``--until``), so the ledger can
    tell a deliberate stop from a run that did not finish.
    """
    record: dict = {"stages": versions}
    if stopped_at is not None:
        record["stopped_at"] = stopped_at
    store.write_json(store.path("runs", "latest.json"), record)


def run_pipeline(store: ObjectStore, cfg: PipelineConfig, until: str | None = None) -> dict:
    """Run the stages in order (up to ``until``); returns the CLI's summary."""
    if until is not None and until not in STAGES:
        raise ValueError(f"unknown stage {until!r}; stages are {', '.join(ORDER)}")
    versions: dict[str, str] = {}
    outputs: list[StageOutput] = []
    for name in ORDER:
        inputs = {up: versions[up] for up in STAGES[name].inputs(cfg)}
        out = run_stage(store, name, cfg, inputs)
        versions[name] = out.version
        outputs.append(out)
        write_run_record(store, versions)  # after every stage, so the ledger explains a run that stops early
        if name == until:
            if name != ORDER[-1]:
                write_run_record(store, versions, stopped_at=name)
            break
    return summarize(store, versions, outputs)


def summarize(store: ObjectStore, versions: dict[str, str], outputs: list[StageOutput]) -> dict:
    summary: dict = {"root": store.url, "stages": {o.stage: o.as_dict() for o in outputs}}
    if "tokenizer" in versions:
        revision = tokenizer_stage.revision_of(store, versions["tokenizer"])
        summary["tokenizer"] = store.url_for(posixpath.join("tokenizers", revision))
        summary["tokenizer_revision"] = revision
    if "export" in versions:
        m = read_manifest(store, "export", versions["export"])
        prefix = m["extra"]["export_prefix"]
        if prefix.startswith("/") or "://" in prefix:  # written before paths were stored relative to the root
            prefix = posixpath.join("export", versions["export"], posixpath.basename(prefix))
        summary.update({"export_prefix": store.url_for(prefix), "vocab_size": m["config"]["vocab_size"],
                        "documents": m["extra"]["documents"], "tokens": m["extra"]["tokens"]})
    return summary


def _primary_input(name: str, inputs: dict[str, str]) -> str | None:
    """The input whose records a stage consumes (the tokenizer revision and side inputs aside)."""
    docs = [k for k in inputs if k != "tokenizer"]
    return docs[-1] if docs else (next(iter(inputs)) if inputs else None)


def input_volume(store: ObjectStore, name: str, version: str, inputs: dict[str, str], met: int) -> dict:
    """Records and text bytes a stage read: its primary input's rows and ``n_bytes`` (else shard sizes).

    ``acquire`` has no input stage: its records are the files it met (``met``), its bytes the text it kept.
    """
    primary = _primary_input(name, inputs)
    stage, ver = (primary, inputs[primary]) if primary else (name, version)
    rows, nbytes = 0, 0
    for shard_name in shard_names(store, stage, ver):
        path = store.path(stage, ver, shard_name)
        rows += store.num_rows(path)
        try:
            nbytes += sum(v or 0 for v in store.read_table(path, columns=["n_bytes"]).column("n_bytes").to_pylist())
        except (KeyError, pa.ArrowInvalid):  # no text sizes recorded: count the shard's stored bytes
            nbytes += store.fs.size(path)
    return {"rows_in": rows if primary else met, "bytes_in": nbytes}


def _mb(n: float) -> str:
    return f"{n / 1e6:.1f} MB"


def stage_line(store: ObjectStore, name: str, version: str, cache_hit: bool) -> str:
    """The one log line of a committed stage: records in, kept, dropped by reason, and throughput.

    e.g. ``filter 3f2a9c01d4e5b6a7: 62 in, 59 kept, 3 dropped (extension 1, too-small 2); 1.2 MB in 0.4 s, 3.0 MB/s``
    """
    m = read_manifest(store, name, version)
    kept = m["counts"]["rows"]
    drops = {k.split("/", 1)[-1]: n for k, n in m["drops"].items()}
    dropped = sum(drops.values())
    reasons = f" ({', '.join(f'{r} {n}' for r, n in sorted(drops.items()))})" if drops else ""
    stats_path = store.path(name, version, STATS)
    stats = store.read_json(stats_path) if store.exists(stats_path) else {}
    rows_in = stats.get("rows_in", kept + dropped)
    head = f"{name} {version}: {rows_in} in, {kept} kept, {dropped} dropped{reasons}"
    if cache_hit:
        return f"{head}; cache hit, nothing to do"
    seconds = float(stats.get("produce_seconds", 0.0))
    nbytes = int(stats.get("bytes_in", 0))
    rate = f"{nbytes / 1e6 / seconds:.1f} MB/s" if seconds > 0 else "n/a MB/s"
    return f"{head}; {_mb(nbytes)} in {seconds:.1f} s, {rate}"


__all__ = ["ORDER", "STAGES", "gate", "produce", "run_pipeline", "run_stage", "summarize", "write_run_record"]
