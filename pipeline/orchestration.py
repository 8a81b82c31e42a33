"""Task bodies for orchestrators (the Airflow DAG), with no Airflow import.

Each call builds the store and config from plain parameters (what a DAG run's Params hold) and
runs one step of the contract, returning a version id for the next task.
"""

from __future__ import annotations

from pipeline.config import ConfigError, PipelineConfig, load_config_file, load_sources, validate_config
from pipeline.store import ObjectStore

# DAG params: name -> (type, required). Checked before anything else, so a wrong type is one line.
PARAM_TYPES: dict[str, tuple[type | tuple[type, ...], bool]] = {
    "sources": (str, True), "root": (str, True), "seq_len": (int, False), "vocab_size": (int, False),
    "tokenizer_revision": (str, False), "config": (str, False), "store_conn_id": (str, False),
}


def check_params(params: dict) -> None:
    """Each known param has its type (ints are not booleans or strings); required ones are present."""
    if not isinstance(params, dict):
        raise ConfigError(f"params: expected a mapping, got {type(params).__name__}")
    for name, (tp, required) in PARAM_TYPES.items():
        value = params.get(name)
        if value is None or value == "":
            if required:
                raise ConfigError(f"params.{name}: required")
            continue
        if isinstance(value, bool) or not isinstance(value, tp):
            raise ConfigError(f"params.{name}: expected {'an integer' if tp is int else 'a string'}, "
                              f"got {type(value).__name__} {value!r}")


def config_from_params(params: dict) -> PipelineConfig:
    """The run's configuration from DAG params, every setting validated (one ConfigError line if not)."""
    from pipeline.progress import quiet_third_party

    quiet_third_party()
    check_params(params)
    cfg = PipelineConfig(sources=load_sources(params["sources"]))
    if params.get("config"):
        cfg = load_config_file(cfg, params["config"])
    return validate_config(cfg.with_overrides(
        seq_len=params.get("seq_len"),
        vocab_size=params.get("vocab_size"),
        tokenizer_revision=params.get("tokenizer_revision") or None,
    ), origin="params")


def check_run_params(params: dict, storage_options: dict | None = None) -> PipelineConfig:
    """The first task's preflight: the whole configuration, the root, the sources and a pinned revision."""
    from pipeline.preflight import check_run

    return check_run(config_from_params(params), params["root"], storage_options=storage_options)


def produce_step(name: str, params: dict, upstream: dict[str, str], storage_options: dict | None = None) -> str:
    """Produce stage ``name`` from the upstream versions it takes (others are ignored); returns its version."""
    from pipeline.runner import STAGES, produce

    cfg = check_run_params(params, storage_options) if not upstream else config_from_params(params)
    store = ObjectStore(params["root"], storage_options)
    inputs = {k: upstream[k] for k in STAGES[name].inputs(cfg)}
    return produce(store, name, cfg, inputs).version


def gate_step(name: str, version: str, params: dict, storage_options: dict | None = None) -> str:
    """Validate and commit; raises (failing the task) when the suite fails."""
    import logging

    from pipeline.runner import gate, stage_line
    from pipeline.store import is_committed

    store = ObjectStore(params["root"], storage_options)
    cache_hit = is_committed(store, name, version)
    gate(store, name, version, config_from_params(params))
    logging.getLogger("pipeline.runner").info("%s", stage_line(store, name, version, cache_hit))
    return version


def finish_run(versions: dict[str, str], params: dict, storage_options: dict | None = None,
               snapshot: str | None = None) -> dict:
    """Record the run (``runs/latest.json`` and its snapshot, keyed by ``snapshot``, the logical date) and
    return its summary (ledger included; ``new_tokenizer_revision``: no stored snapshot used this revision yet)."""
    from pipeline import ledger, snapshots
    from pipeline.runner import STAGES, summarize, write_run_record
    from pipeline.store import StageOutput

    store = ObjectStore(params["root"], storage_options)
    write_run_record(store, versions)
    revision = None
    if "tokenizer" in versions:
        from pipeline.stages.tokenizer import revision_of

        revision = revision_of(store, versions["tokenizer"])
    key = snapshot or snapshots.default_key(versions)
    new_revision = revision is not None and not params.get("tokenizer_revision") and not any(
        revision in snapshots.read_record(store, k).get("exports", {}) for k in snapshots.list_snapshots(store)
    )  # checked before this run is recorded: a re-run of a snapshot does not announce its revision again
    snapshots.record_run(store, key, versions)
    outputs = [StageOutput(n, v, True, store.path(n, v)) for n, v in versions.items() if n in STAGES]
    summary = summarize(store, versions, outputs)
    summary["ledger"] = ledger.compute(store, versions)
    unbalanced = [s for s, r in summary["ledger"]["sources"].items() if not r["balanced"]]
    if unbalanced:
        raise RuntimeError(f"ledger does not balance for sources {unbalanced}: acquired != exported + dropped")
    summary["snapshot"], summary["new_tokenizer_revision"] = key, new_revision
    return summary


def export_asset_extra(summary: dict) -> dict:
    """The extra of an export asset event: which snapshot, revision and version, and its counts."""
    return {k: summary[k] for k in ("root", "snapshot", "tokenizer_revision", "export_prefix", "vocab_size",
                                    "documents", "tokens") if k in summary} | {
        "export_version": summary["stages"]["export"]["version"]}


def backfill_plan(params: dict, revision: str, storage_options: dict | None = None) -> list[str]:
    """The stored snapshots a backfill covers: keys in [params.from_date, params.to_date] (open ends allowed)."""
    from pipeline import snapshots

    if not revision:
        raise ConfigError("a tokenizer backfill needs tokenizer_revision (a param, or a tokenizer-revision asset event)")
    store = ObjectStore(params["root"], storage_options)
    keys = snapshots.list_snapshots(store, params.get("from_date") or None, params.get("to_date") or None)
    if not keys:
        raise FileNotFoundError(f"no stored snapshot in [{params.get('from_date')}, {params.get('to_date')}]"
                                f" under {params['root']}")
    return keys


def backfill_step(snapshot: str, revision: str, params: dict, storage_options: dict | None = None) -> dict:
    """Re-export one stored snapshot with ``revision`` (upstream reused); fails if its ledger does not balance."""
    from pipeline import snapshots

    cfg = PipelineConfig()
    if params.get("config"):
        cfg = load_config_file(cfg, params["config"])
    cfg = validate_config(cfg.with_overrides(seq_len=params.get("seq_len"), vocab_size=params.get("vocab_size"),
                                             tokenizer_revision=revision), origin="params")
    summary = snapshots.backfill_snapshot(ObjectStore(params["root"], storage_options), cfg, snapshot)
    unbalanced = [s for s, r in summary["ledger"]["sources"].items() if not r["balanced"]]
    if unbalanced:
        raise RuntimeError(f"snapshot {snapshot}: ledger does not balance for sources {unbalanced}")
    return summary
