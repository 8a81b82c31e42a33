"""Task bodies for orchestrators (the Airflow DAG), with no Airflow import.

Each call builds the store and config from plain parameters (what a DAG run's Params hold) and
runs one step of the contract, returning a version id for the next task.
"""

from __future__ import annotations

from pipeline.config import PipelineConfig, load_config_file, load_sources
from pipeline.store import ObjectStore


def config_from_params(params: dict) -> PipelineConfig:
    cfg = PipelineConfig(sources=load_sources(params["sources"]))
    if params.get("config"):
        cfg = load_config_file(cfg, params["config"])
    return cfg.with_overrides(
        seq_len=params.get("seq_len"),
        vocab_size=params.get("vocab_size"),
        tokenizer_revision=params.get("tokenizer_revision") or None,
    )


def produce_step(name: str, params: dict, upstream: dict[str, str], storage_options: dict | None = None) -> str:
    """Produce stage ``name`` from the upstream versions it takes (others are ignored); returns its version."""
    from pipeline.runner import STAGES, produce

    cfg = config_from_params(params)
    store = ObjectStore(params["root"], storage_options)
    inputs = {k: upstream[k] for k in STAGES[name].inputs(cfg)}
    return produce(store, name, cfg, inputs).version


def gate_step(name: str, version: str, params: dict, storage_options: dict | None = None) -> str:
    """Validate and commit; raises (failing the task) when the suite fails."""
    from pipeline.runner import gate

    gate(ObjectStore(params["root"], storage_options), name, version, config_from_params(params))
    return version


def finish_run(versions: dict[str, str], params: dict, storage_options: dict | None = None) -> dict:
    """Record the run and return its summary (ledger included)."""
    from pipeline import ledger
    from pipeline.runner import STAGES, summarize, write_run_record
    from pipeline.store import StageOutput

    store = ObjectStore(params["root"], storage_options)
    write_run_record(store, versions)
    outputs = [StageOutput(n, v, True, store.path(n, v)) for n, v in versions.items() if n in STAGES]
    summary = summarize(store, versions, outputs)
    summary["ledger"] = ledger.compute(store, versions)
    unbalanced = [s for s, r in summary["ledger"]["sources"].items() if not r["balanced"]]
    if unbalanced:
        raise RuntimeError(f"ledger does not balance for sources {unbalanced}: acquired != exported + dropped")
    return summary
