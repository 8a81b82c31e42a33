"""
### cpp_corpus

Pinned C/C++ repositories → a verified Megatron indexed dataset, one task per pipeline stage,
each followed by its Great Expectations gate (`gate_<stage>`), which commits the stage's output.

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

from airflow.sdk import Asset, AssetAlias, Param, dag, task

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SOURCES = os.environ.get("CPPCORPUS_SOURCES", str(REPO / "sources" / "demo.yaml"))
DEFAULT_ROOT = os.environ.get("CPPCORPUS_ROOT", str(REPO / "lake"))
DEFAULT_SETTINGS = os.environ.get("CPPCORPUS_SETTINGS", str(REPO / "sources" / "demo-settings.yaml"))
GPU_QUEUE = os.environ.get("CPPCORPUS_GPU_QUEUE", "gpu")
GPU_POOL = os.environ.get("CPPCORPUS_GPU_POOL", "gpu")  # create it: airflow pools set gpu 1 "GPU tasks"
RETRIES = int(os.environ.get("CPPCORPUS_TASK_RETRIES", "2"))
RETRY_DELAY = timedelta(seconds=float(os.environ.get("CPPCORPUS_TASK_RETRY_DELAY_S", "120")))
# Assets are identified by name and URI: the same definitions in cpp_corpus.py, tokenizer_backfill.py
# and train_on_export.py name the same assets (DAG files do not import each other).
EXPORT = Asset(name="cppcorpus_export", uri="cppcorpus://export", group="cppcorpus")
TOKENIZER_REVISION = Asset(name="cppcorpus_tokenizer_revision", uri="cppcorpus://tokenizer-revision", group="cppcorpus")
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


def _stage(name: str, **task_kwargs):
    @task(task_id=name, **task_kwargs)
    def produce(upstream: dict, params: dict | None = None) -> str:
        from pipeline.config import ConfigError
        from pipeline.orchestration import produce_step

        try:
            return produce_step(name, params, upstream, _storage_options(params))
        except ConfigError as e:  # bad params or settings: retrying cannot help, fail with the one line
            from airflow.sdk.exceptions import AirflowFailException

            raise AirflowFailException(f"cppcorpus: {e}") from None

    @task(task_id=f"gate_{name}")
    def gate(version: str, params: dict | None = None) -> str:
        from pipeline.orchestration import gate_step

        return gate_step(name, version, params, _storage_options(params))

    return lambda upstream: gate(produce(upstream))


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
        "root": Param(DEFAULT_ROOT, type="string", description="object-store root: a folder or s3://bucket/prefix"),
        "seq_len": Param(4096, type="integer", minimum=2, description="packed row length T"),
        "vocab_size": Param(65536, type="integer", minimum=512, description="tokenizer vocabulary size"),
        "tokenizer_revision": Param("", type=["null", "string"],
                                    description="stored tokenizer revision to use instead of training one"),
        "config": Param(DEFAULT_SETTINGS, type="string", description="optional YAML of stage settings (filter thresholds, ...)"),
        "store_conn_id": Param("cppcorpus_store", type="string", description="Airflow connection for an s3 root"),
    },
)
def cpp_corpus():
    acquire = _stage("acquire")({})
    filtered = _stage("filter")({"acquire": acquire})
    licensed = _stage("license")({"acquire": acquire, "filter": filtered})
    deduped = _stage("dedup")({"license": licensed})
    scrubbed = _stage("scrub")({"dedup": deduped})
    tokenizer = _stage("tokenizer", queue=GPU_QUEUE, pool=GPU_POOL)({"scrub": scrubbed})
    # chunk runs the pipeline's one encode call (the GPU trie kernels where a GPU is found)
    chunks = _stage("chunk", queue=GPU_QUEUE, pool=GPU_POOL)({"scrub": scrubbed, "tokenizer": tokenizer})
    tokens = _stage("tokenize")({"chunk": chunks, "tokenizer": tokenizer})
    packed = _stage("pack")({"tokenize": tokens})
    exported = _stage("export")({"pack": packed, "tokenize": tokens, "tokenizer": tokenizer, "license": licensed})

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

    finish({"acquire": acquire, "filter": filtered, "license": licensed, "dedup": deduped, "scrub": scrubbed,
            "tokenizer": tokenizer, "chunk": chunks, "tokenize": tokens, "pack": packed, "export": exported})


cpp_corpus()
