"""
### tokenizer_backfill

Re-exports every stored snapshot (one per `cpp_corpus` run, keyed by its logical date) in
[`from_date`, `to_date`] with one tokenizer revision: `tokenizer → chunk → tokenize → pack → export`
run again, everything before the tokenizer is the snapshot's own committed versions (today's sources
are never read). One mapped task per snapshot; each commits an export and emits the `cppcorpus_export`
asset with its counts.

* **Manual**: trigger with `{"tokenizer_revision": "…", "from_date": "2026-11-01", "to_date": "2026-11-15"}`.
* **On a new revision**: scheduled on the `cppcorpus_tokenizer_revision` asset; the revision comes
  from the triggering event's extra, and every stored snapshot is backfilled unless dates are given.

Task bodies live in `pipeline.orchestration`; this file only wires them.
"""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

from airflow.sdk import Asset, Param, dag, task

REPO = Path(__file__).resolve().parent.parent
DEFAULT_ROOT = os.environ.get("CPPCORPUS_ROOT", str(REPO / "lake"))
DEFAULT_SETTINGS = os.environ.get("CPPCORPUS_SETTINGS", str(REPO / "sources" / "demo-settings.yaml"))
GPU_QUEUE = os.environ.get("CPPCORPUS_GPU_QUEUE", "gpu")
GPU_POOL = os.environ.get("CPPCORPUS_GPU_POOL", "gpu")
RETRIES = int(os.environ.get("CPPCORPUS_TASK_RETRIES", "2"))
# Assets are identified by name and URI: the same definitions in cpp_corpus.py, tokenizer_backfill.py
# and train_on_export.py name the same assets (DAG files do not import each other).
EXPORT = Asset(name="cppcorpus_export", uri="cppcorpus://export", group="cppcorpus")
TOKENIZER_REVISION = Asset(
    name="cppcorpus_tokenizer_revision", uri="cppcorpus://tokenizer-revision", group="cppcorpus"
)


def storage_options(params: dict) -> dict | None:
    """fsspec options for an s3:// root from the Airflow connection (as in cpp_corpus.py); None: the defaults."""
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


@dag(
    dag_id="tokenizer_backfill",
    schedule=[TOKENIZER_REVISION],
    start_date=datetime(2026, 1, 1),
    catchup=False,
    max_active_runs=1,
    doc_md=__doc__,
    tags=["cppcorpus"],
    default_args={"retries": RETRIES, "retry_delay": timedelta(minutes=2)},
    params={
        "root": Param(DEFAULT_ROOT, type="string", description="object-store root holding the snapshots"),
        "tokenizer_revision": Param(
            "", type="string", description="stored revision (empty: the triggering asset event's)"
        ),
        "from_date": Param("", type="string", description="first snapshot (logical date); empty: the first"),
        "to_date": Param("", type="string", description="last snapshot (logical date); empty: the last"),
        "seq_len": Param(2048, type="integer", minimum=2, description="packed row length T"),
        "vocab_size": Param(65536, type="integer", minimum=512, description="the revision's vocabulary size"),
        "config": Param(DEFAULT_SETTINGS, type="string", description="the settings the snapshots ran with"),
        "store_conn_id": Param(
            "cppcorpus_store", type="string", description="Airflow connection for an s3 root"
        ),
    },
)
def tokenizer_backfill():
    @task
    def revision(params: dict | None = None, triggering_asset_events=None) -> str:
        if params.get("tokenizer_revision"):
            return params["tokenizer_revision"]
        events = [e for evs in (triggering_asset_events or {}).values() for e in evs]
        return events[-1].extra["revision"] if events else ""

    @task
    def snapshots(rev: str, params: dict | None = None) -> list[str]:
        from pipeline.orchestration import backfill_plan

        return backfill_plan(params, rev, storage_options(params))

    @task(queue=GPU_QUEUE, pool=GPU_POOL, outlets=[EXPORT], map_index_template="{{ snapshot }}")
    def backfill(snapshot: str, rev: str, params: dict | None = None, outlet_events=None) -> dict:
        from pipeline.orchestration import backfill_step, export_asset_extra

        summary = backfill_step(snapshot, rev, params, storage_options(params))
        outlet_events[EXPORT].extra = export_asset_extra(summary)
        return {
            k: summary[k] for k in ("snapshot", "tokenizer_revision", "export_prefix", "documents", "tokens")
        }

    rev = revision()
    backfill.partial(rev=rev).expand(snapshot=snapshots(rev))


tokenizer_backfill()
