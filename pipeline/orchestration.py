"""Task bodies for orchestrators (the Airflow DAG), with no Airflow import.

Each call builds the store and config from plain parameters (what a DAG run's Params hold) and does
one task's share of the stage contract: :func:`preflight` checks the run once before any stage,
:func:`step_task` runs one rank of one step (a mapped step runs as ``ranks`` tasks, spread over the
workers), :func:`validate_task` validates one rank's shards with the stage's suite (mapped too), and
:func:`gate_step` records the stage, merges the ranks' validations and commits it.
:func:`stage_graph` is the layout an orchestrator builds its tasks from (the registry's, so a stage
split into more steps needs no change to the DAG).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pipeline.config import ConfigError, PipelineConfig, load_config_file, load_sources, validate_config
from pipeline.store import ObjectStore

# DAG params: name -> (type, required). Checked before anything else, so a wrong type is one line.
PARAM_TYPES: dict[str, tuple[type | tuple[type, ...], bool]] = {
    "sources": (str, True),
    "root": (str, True),
    "seq_len": (int, False),
    "vocab_size": (int, False),
    "tokenizer_revision": (str, False),
    "config": (str, False),
    "store_conn_id": (str, False),
    "ranks": (int, False),
}
MAX_RANKS = 1024  # Airflow's default [core] max_map_length: a mapped task has at most this many instances


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
            raise ConfigError(
                f"params.{name}: expected {'an integer' if tp is int else 'a string'}, "
                f"got {type(value).__name__} {value!r}"
            )
    ranks = params.get("ranks")
    if ranks not in (None, "") and not 1 <= ranks <= MAX_RANKS:
        raise ConfigError(
            f"params.ranks: the number of ranks each mapped step runs as must be between 1 and "
            f"{MAX_RANKS}, got {ranks}"
        )


def config_from_params(params: dict) -> PipelineConfig:
    """The run's configuration from DAG params, every setting validated (one ConfigError line if not)."""
    from pipeline.progress import quiet_third_party

    quiet_third_party()
    check_params(params)
    cfg = PipelineConfig(sources=load_sources(params["sources"]))
    if params.get("config"):
        cfg = load_config_file(cfg, params["config"])
    return validate_config(
        cfg.with_overrides(
            seq_len=params.get("seq_len"),
            vocab_size=params.get("vocab_size"),
            tokenizer_revision=params.get("tokenizer_revision") or None,
        ),
        origin="params",
    )


def check_run_params(params: dict, storage_options: dict | None = None) -> PipelineConfig:
    """The first task's preflight: the whole configuration, the root, the sources and a pinned revision."""
    from pipeline.preflight import check_run

    return check_run(config_from_params(params), params["root"], storage_options=storage_options)


def world_size(params: dict) -> int:
    """How many ranks each mapped step runs as (the ``ranks`` param; 1 when absent)."""
    return params.get("ranks") or 1


def plan_run(store: ObjectStore, cfg: PipelineConfig) -> dict[str, dict]:
    """Every stage's version, config slice and inputs for this run, planned once, in the graph's order.

    A version id depends only on the configuration and the input versions, so the whole chain is known
    before any stage runs; planning ``acquire`` hashes every file of a folder source, which the step
    tasks and gates then need not do again.
    """
    from pipeline.runner import ORDER, STAGES, plan_version

    plan: dict[str, dict] = {}
    for name in ORDER:
        inputs = {up: plan[up]["version"] for up in STAGES[name].inputs(cfg)}
        version, config = plan_version(store, name, cfg, inputs)
        plan[name] = {"version": version, "config": config, "inputs": inputs}
    return plan


def preflight(params: dict, storage_options: dict | None = None) -> dict:
    """The run's first task: every param and setting, the root, the sources and a pinned revision are
    checked before any stage runs (one ``ConfigError`` line if not, and nothing written). Returns the
    ``ranks`` ``[0, world_size)`` that the mapped steps expand over and the run's ``plan``
    (:func:`plan_run`), which every later task is handed."""
    cfg = check_run_params(params, storage_options)
    plan = plan_run(ObjectStore(params["root"], storage_options), cfg)
    return {"ranks": list(range(world_size(params))), "plan": plan}


def _planned(name: str, plan: dict | None, inputs: dict[str, str]) -> tuple[str, dict] | None:
    """The preflight's plan of stage ``name`` (None without a plan); it must be for these inputs."""
    if not plan:
        return None
    entry = plan[name]
    if entry["inputs"] != inputs:  # the gates committed other versions than the preflight planned
        raise RuntimeError(f"{name}: planned for inputs {entry['inputs']}, the upstream gates gave {inputs}")
    return entry["version"], entry["config"]


@dataclass(frozen=True)
class StagePlan:
    """One stage as an orchestrator lays it out: the stages it waits for and its steps in order."""

    name: str
    upstream: tuple[str, ...]  # every stage it may read (``Stage.upstream``, whatever the config)
    steps: tuple[tuple[str, bool], ...]  # (step name, mapped)


def stage_graph(cfg: PipelineConfig | None = None) -> list[StagePlan]:
    """The stage graph from the registry, in topological order; steps as ``cfg`` (default: the defaults) has them.

    An orchestrator lays its tasks out once, before any run's params are known, so a stage's edges are
    its full ``upstream`` (a tokenizer pinned to a stored revision still waits for ``scrub``, and reads
    nothing from it); :func:`gate_step` fails if a run's configuration asks for a step not laid out.
    """
    from pipeline.runner import ORDER, STAGES, step_names

    cfg = cfg or PipelineConfig()
    return [StagePlan(name, tuple(STAGES[name].upstream), tuple(step_names(name, cfg))) for name in ORDER]


def _stage_inputs(name: str, cfg: PipelineConfig, upstream: dict[str, str]) -> dict[str, str]:
    from pipeline.runner import STAGES

    return {k: upstream[k] for k in STAGES[name].inputs(cfg)}


def step_task(
    name: str,
    step: str,
    params: dict,
    upstream: dict[str, str],
    rank: int = 0,
    world_size: int = 1,
    storage_options: dict | None = None,
    plan: dict | None = None,
) -> dict:
    """Run rank ``rank`` of ``world_size`` of one step of stage ``name`` (``upstream``: the committed versions
    of the stages before it; those it does not read are ignored). Nothing to do when the version is committed.

    ``plan``: the preflight's (:func:`plan_run`); without one the version is planned here. Returns the
    report :func:`gate_step` reads: version, rank, world size, shards written, and the seconds it took
    (wall-clock start and end, for the stage's elapsed time).
    """
    import logging
    import time

    from pipeline.runner import plan_version, run_step, step_names

    cfg = config_from_params(params)
    store = ObjectStore(params["root"], storage_options)
    inputs = _stage_inputs(name, cfg, upstream)
    planned = _planned(name, plan, inputs) or plan_version(store, name, cfg, inputs)
    log = logging.getLogger("pipeline.runner")
    steps = dict(step_names(name, cfg))
    started = time.time()
    shards = 0
    if step not in steps:  # laid out for the default settings; this run's have no such step
        log.info(
            "%s: no step %r under this run's settings (its steps: %s); nothing to do", name, step, list(steps)
        )
        version = planned[0]
    else:

        def count(n: int) -> None:
            nonlocal shards
            shards += n

        version = run_step(store, name, cfg, inputs, step, rank, world_size, progress=count, planned=planned)
        what = f"rank {rank} of {world_size}" if steps[step] else "single step"
        written = f", {shards} shards written" if shards else ""
        log.info("%s/%s %s (%s): done in %.1f s%s", name, version, step, what, time.time() - started, written)
    ended = time.time()
    return {
        "version": version,
        "step": step,
        "rank": rank,
        "world_size": world_size,
        "shards": shards,
        "seconds": round(ended - started, 3),
        "started": started,
        "ended": ended,
    }


def _by_step(reports: dict[str, Sequence[dict] | dict]) -> dict[str, list[dict]]:
    """step → its ranks' reports (a single step's task reports one dict, a mapped step's a sequence of them)."""
    # indexed up to len(): an orchestrator's lazy sequence then fetches exactly the reports that exist
    return {
        step: [r] if isinstance(r, dict) else [r[i] for i in range(len(r))] for step, r in reports.items()
    }


def step_stats(reports: dict[str, Sequence[dict] | dict], workers: int) -> dict:
    """``_stats.json`` of a stage run as tasks: per step the slowest rank's seconds, their sum
    (``produce_seconds``, the stage's time on its critical path), all ranks' seconds together, the
    elapsed wall-clock time from the first start to the last end (scheduling waits included), the ranks
    (``workers``, the run's world size).
    """
    runs = _by_step(reports)
    every = [r for rs in runs.values() for r in rs]
    step_seconds = {step: max((r["seconds"] for r in rs), default=0.0) for step, rs in runs.items()}
    return {
        "produce_seconds": round(sum(step_seconds.values()), 3),
        "step_seconds": step_seconds,
        "rank_seconds": round(sum(r["seconds"] for r in every), 3),
        "wall_seconds": round(max(r["ended"] for r in every) - min(r["started"] for r in every), 3)
        if every
        else 0.0,
        "workers": workers,
    }


def validate_task(
    name: str,
    params: dict,
    upstream: dict[str, str],
    rank: int = 0,
    world_size: int = 1,
    storage_options: dict | None = None,
    plan: dict | None = None,
) -> dict:
    """The mapped half of a stage's gate: rank ``rank`` of ``world_size`` validates the shards it owns
    (``runner.validate_rank``) and writes its part, which :func:`gate_step` merges. Nothing to do when the
    version is committed. Returns the version, rank, and the shards and rows validated."""
    from pipeline.runner import plan_version, validate_rank

    cfg = config_from_params(params)
    store = ObjectStore(params["root"], storage_options)
    inputs = _stage_inputs(name, cfg, upstream)
    version = (_planned(name, plan, inputs) or plan_version(store, name, cfg, inputs))[0]
    done = validate_rank(store, name, version, cfg, rank, world_size)
    return {"version": version, "rank": rank, "world_size": world_size, **done}


def gate_step(
    name: str,
    params: dict,
    upstream: dict[str, str],
    reports: dict[str, Sequence[dict] | dict],
    storage_options: dict | None = None,
    plan: dict | None = None,
) -> str:
    """After every step's tasks (``reports``: step → the reports of its ranks) and the ranks'
    :func:`validate_task`: count and record the stage (``runner.finalize``), merge the ranks' parts into
    the suite's verdict and commit it (``runner.gate``; raises, failing the task, when the suite fails),
    and log the stage line. A committed version is a cache hit: nothing is
    rewritten. Returns the version."""
    import logging

    from pipeline.runner import finalize, gate, plan_version, stage_line, step_names
    from pipeline.store import is_committed

    cfg = config_from_params(params)
    store = ObjectStore(params["root"], storage_options)
    inputs = _stage_inputs(name, cfg, upstream)
    planned = _planned(name, plan, inputs) or plan_version(store, name, cfg, inputs)
    version = planned[0]
    cache_hit = is_committed(store, name, version)
    if not cache_hit:
        missing = [step for step, _ in step_names(name, cfg) if step not in reports]
        if missing:
            raise RuntimeError(
                f"{name}: this run's settings have steps {missing} that no task ran; "
                "the DAG lays out the steps of the default settings"
            )
        others = sorted({r["version"] for rs in _by_step(reports).values() for r in rs} - {version})
        if others:  # the step tasks and the gate read different settings or upstream versions
            raise RuntimeError(
                f"{name}: the step tasks produced versions {others}, the gate expects {version}"
            )
        finalize(store, name, cfg, inputs, step_stats(reports, world_size(params)), planned)
    gate(store, name, version, cfg, ranks=world_size(params))
    logging.getLogger("pipeline.runner").info("%s", stage_line(store, name, version, cache_hit))
    return version


def finish_run(
    versions: dict[str, str], params: dict, storage_options: dict | None = None, snapshot: str | None = None
) -> dict:
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
    new_revision = (
        revision is not None
        and not params.get("tokenizer_revision")
        and not any(
            revision in snapshots.read_record(store, k).get("exports", {})
            for k in snapshots.list_snapshots(store)
        )
    )  # checked before this run is recorded: a re-run of a snapshot does not announce its revision again
    snapshots.record_run(store, key, versions)
    outputs = [StageOutput(n, v, True, store.path(n, v)) for n, v in versions.items() if n in STAGES]
    summary = summarize(store, versions, outputs)
    summary["ledger"] = ledger.compute(store, versions)
    unbalanced = [s for s, r in summary["ledger"]["sources"].items() if not r["balanced"]]
    if unbalanced:
        raise RuntimeError(
            f"ledger does not balance for sources {unbalanced}: acquired != exported + dropped"
        )
    summary["snapshot"], summary["new_tokenizer_revision"] = key, new_revision
    return summary


def export_asset_extra(summary: dict) -> dict:
    """The extra of an export asset event: which snapshot, revision and version, and its counts."""
    return {
        k: summary[k]
        for k in (
            "root",
            "snapshot",
            "tokenizer_revision",
            "export_prefix",
            "vocab_size",
            "documents",
            "tokens",
        )
        if k in summary
    } | {"export_version": summary["stages"]["export"]["version"]}


def backfill_plan(params: dict, revision: str, storage_options: dict | None = None) -> list[str]:
    """The stored snapshots a backfill covers: keys in [params.from_date, params.to_date] (open ends allowed)."""
    from pipeline import snapshots

    if not revision:
        raise ConfigError(
            "a tokenizer backfill needs tokenizer_revision (a param, or a tokenizer-revision asset event)"
        )
    store = ObjectStore(params["root"], storage_options)
    keys = snapshots.list_snapshots(store, params.get("from_date") or None, params.get("to_date") or None)
    if not keys:
        raise FileNotFoundError(
            f"no stored snapshot in [{params.get('from_date')}, {params.get('to_date')}]"
            f" under {params['root']}"
        )
    return keys


def backfill_step(snapshot: str, revision: str, params: dict, storage_options: dict | None = None) -> dict:
    """Re-export one stored snapshot with ``revision`` (upstream reused); fails if its ledger does not balance."""
    from pipeline import snapshots

    cfg = PipelineConfig()
    if params.get("config"):
        cfg = load_config_file(cfg, params["config"])
    cfg = validate_config(
        cfg.with_overrides(
            seq_len=params.get("seq_len"), vocab_size=params.get("vocab_size"), tokenizer_revision=revision
        ),
        origin="params",
    )
    summary = snapshots.backfill_snapshot(ObjectStore(params["root"], storage_options), cfg, snapshot)
    unbalanced = [s for s, r in summary["ledger"]["sources"].items() if not r["balanced"]]
    if unbalanced:
        raise RuntimeError(f"snapshot {snapshot}: ledger does not balance for sources {unbalanced}")
    return summary
