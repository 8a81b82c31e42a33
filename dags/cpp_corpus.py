"""
### cpp_corpus

Pinned C/C++ repositories → a verified Megatron indexed dataset. `preflight` checks the run's
params, settings, sources and root once and plans every stage's version; then every stage is a
task group of its steps (from the stage registry), followed by its Great Expectations gate: every
rank validates the shards it owns (`validate_<stage>`, mapped), then `gate_<stage>` merges their
results, decides and commits the stage's output. A mapped step runs as `ranks` task instances
(rank r takes the shards whose number is r modulo `ranks`), so a Celery or Kubernetes executor
spreads it over every worker; a single step (a small global reduce) is one task. The outputs are
byte-identical for any number of ranks.

* **Scheduled refresh** (weekly): unchanged inputs are cache hits and cost nothing.
* **Manual trigger**: the Params form sets the sources file, the object-store root, the sequence
  length, the vocab size and an optional tokenizer revision (a backfill re-tokenizes with it).
* With an `s3://` root, credentials come from the Airflow connection `store_conn_id`
  (login/password + `endpoint_url` in extra), or the standard AWS environment variables.

Task bodies live in `pipeline.orchestration`; this file only wires them.
"""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

from airflow.sdk import Asset, AssetAlias, Param, TaskGroup, dag, task

# the stage graph, from the registry (about 1 s of imports when the DAG is parsed)
from pipeline.orchestration import MAX_RANKS, stage_graph

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SOURCES = os.environ.get("CPPCORPUS_SOURCES", str(REPO / "sources" / "demo.yaml"))
DEFAULT_ROOT = os.environ.get("CPPCORPUS_ROOT", str(REPO / "lake"))
DEFAULT_SETTINGS = os.environ.get("CPPCORPUS_SETTINGS", str(REPO / "sources" / "demo-settings.yaml"))
DEFAULT_RANKS = int(os.environ.get("CPPCORPUS_RANKS", "2"))  # mapped steps run as this many tasks
# every task of these stages runs on the GPU queue and pool: the tokenizer trains there, chunk runs its one encode
GPU_STAGES = ("tokenizer", "chunk")
GPU_QUEUE = os.environ.get("CPPCORPUS_GPU_QUEUE", "gpu")
GPU_POOL = os.environ.get("CPPCORPUS_GPU_POOL", "gpu")  # create it: airflow pools set gpu 1 "GPU tasks"
RETRIES = int(os.environ.get("CPPCORPUS_TASK_RETRIES", "2"))
RETRY_DELAY = timedelta(seconds=float(os.environ.get("CPPCORPUS_TASK_RETRY_DELAY_S", "120")))
# Assets are identified by name and URI: the same definitions in cpp_corpus.py, tokenizer_backfill.py
# and train_on_export.py name the same assets (DAG files do not import each other).
EXPORT = Asset(name="cppcorpus_export", uri="cppcorpus://export", group="cppcorpus")
TOKENIZER_REVISION = Asset(
    name="cppcorpus_tokenizer_revision", uri="cppcorpus://tokenizer-revision", group="cppcorpus"
)
# finish adds TOKENIZER_REVISION to this alias only when the run trained a revision no snapshot used before
NEW_TOKENIZER_REVISION = AssetAlias(name="cppcorpus_new_tokenizer_revision")


def _storage_options(params: dict) -> dict | None:
    """fsspec options for an s3:// root from the Airflow connection; None means the defaults."""
    if not str(params["root"]).startswith("s3://"):
        return None
    from airflow.sdk import BaseHook

    try:
        conn = BaseHook.get_connection(params["store_conn_id"])
    except Exception:  # no such connection: fall back to the AWS environment variables
        return None
    opts: dict = {"key": conn.login, "secret": conn.password}
    endpoint = (conn.extra_dejson or {}).get("endpoint_url")
    if endpoint:
        opts["client_kwargs"] = {"endpoint_url": endpoint}
    return opts


def _failing_clearly(call):
    """Bad params or settings: retrying cannot help, so fail at once with the one line."""
    from pipeline.config import ConfigError

    try:
        return call()
    except ConfigError as e:
        from airflow.sdk.exceptions import AirflowFailException

        raise AirflowFailException(f"cppcorpus: {e}") from None


@task
def preflight(params: dict | None = None, ti=None) -> list[int]:
    """Checks the run; returns the ranks to map over and pushes every stage's planned version as XCom `plan`."""
    from pipeline import orchestration

    checked = _failing_clearly(lambda: orchestration.preflight(params, _storage_options(params)))
    ti.xcom_push(key="plan", value=checked["plan"])
    return checked["ranks"]


@task
def stage_step(
    stage: str,
    step: str,
    upstream: dict,
    plan: dict,
    rank: int = 0,
    mapped: bool = False,
    params: dict | None = None,
) -> dict:
    from pipeline.orchestration import step_task, world_size

    ranks = world_size(params) if mapped else 1
    return _failing_clearly(
        lambda: step_task(stage, step, params, upstream, rank, ranks, _storage_options(params), plan)
    )


@task
def stage_validate(stage: str, upstream: dict, plan: dict, rank: int = 0, params: dict | None = None) -> dict:
    from pipeline.orchestration import validate_task, world_size

    return validate_task(stage, params, upstream, rank, world_size(params), _storage_options(params), plan)


@task
def stage_gate(stage: str, upstream: dict, plan: dict, reports: dict, params: dict | None = None) -> str:
    from pipeline.orchestration import gate_step

    return gate_step(stage, params, upstream, reports, _storage_options(params), plan)


@dag(
    dag_id="cpp_corpus",
    schedule="@weekly",
    start_date=datetime(2026, 1, 1),
    catchup=False,
    max_active_runs=1,
    doc_md=__doc__,
    tags=["cppcorpus"],
    default_args={"retries": RETRIES, "retry_delay": RETRY_DELAY},
    params={
        "sources": Param(DEFAULT_SOURCES, type="string", description="sources.yaml with the pinned sources"),
        "root": Param(
            DEFAULT_ROOT, type="string", description="object-store root: a folder or s3://bucket/prefix"
        ),
        "seq_len": Param(4096, type="integer", minimum=2, description="packed row length T"),
        "vocab_size": Param(65536, type="integer", minimum=512, description="tokenizer vocabulary size"),
        "tokenizer_revision": Param(
            "",
            type=["null", "string"],
            description="stored tokenizer revision to use instead of training one",
        ),
        "config": Param(
            DEFAULT_SETTINGS,
            type="string",
            description="optional YAML of stage settings (filter thresholds, ...)",
        ),
        "store_conn_id": Param(
            "cppcorpus_store", type="string", description="Airflow connection for an s3 root"
        ),
        "ranks": Param(
            DEFAULT_RANKS,
            type="integer",
            minimum=1,
            maximum=MAX_RANKS,
            description="world size: every mapped step runs as this many tasks, spread over the workers "
            "(the outputs are the same bytes for any number)",
        ),
    },
)
def cpp_corpus():
    ranks = preflight()  # the ranks to map over; its XCom "plan": every stage's version, planned once
    plan = ranks["plan"]
    gates = {}
    # the registry's stages and steps: a stage split into more steps needs no edit here
    for stage in stage_graph():
        upstream = {name: gates[name] for name in stage.upstream}  # only gates feed the next stage
        placement = {"queue": GPU_QUEUE, "pool": GPU_POOL} if stage.name in GPU_STAGES else {}
        reports, previous = {}, None
        with TaskGroup(group_id=stage.name):
            for step, mapped in stage.steps:
                body = stage_step.override(task_id=step, **placement)
                fixed = {"stage": stage.name, "step": step, "upstream": upstream, "plan": plan}
                # a mapped step is one task instance per rank; a single step, one task
                out = body.partial(**fixed, mapped=True).expand(rank=ranks) if mapped else body(**fixed)
                if previous is not None:
                    previous >> out
                reports[step], previous = out, out
        # the gate: every rank validates its shards, then one task merges their parts and commits
        validate = stage_validate.override(task_id=f"validate_{stage.name}")
        parts = validate.partial(stage=stage.name, upstream=upstream, plan=plan).expand(rank=ranks)
        previous >> parts
        gate = stage_gate.override(task_id=f"gate_{stage.name}")
        gates[stage.name] = gate(stage.name, upstream, plan, reports)
        parts >> gates[stage.name]

    @task(outlets=[EXPORT, NEW_TOKENIZER_REVISION])
    def finish(versions: dict, params: dict | None = None, logical_date=None, outlet_events=None) -> dict:
        from pipeline.orchestration import export_asset_extra, finish_run

        snapshot = logical_date.strftime("%Y-%m-%d") if logical_date else None  # the run's snapshot key
        summary = finish_run(versions, params, _storage_options(params), snapshot=snapshot)
        outlet_events[EXPORT].extra = export_asset_extra(summary)
        if summary["new_tokenizer_revision"]:  # triggers tokenizer_backfill over the stored snapshots
            extra = {"revision": summary["tokenizer_revision"], "vocab_size": summary["vocab_size"]}
            outlet_events[NEW_TOKENIZER_REVISION].add(TOKENIZER_REVISION, extra=extra)
        return summary

    finish(gates)


cpp_corpus()
