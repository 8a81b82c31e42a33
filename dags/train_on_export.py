"""
### train_on_export

An example consumer: scheduled on the `cppcorpus_export` asset, so it runs whenever `cpp_corpus` or
`tokenizer_backfill` commits an export. It reads the event's extra (export prefix, revision, counts)
and runs the Megatron verify gate on that dataset, where a training job would start.
"""

from __future__ import annotations

from datetime import datetime

from airflow.sdk import Asset, dag, task

EXPORT = Asset(name="cppcorpus_export", uri="cppcorpus://export", group="cppcorpus")  # as in cpp_corpus.py


@dag(
    dag_id="train_on_export",
    schedule=[EXPORT],
    start_date=datetime(2026, 1, 1),
    catchup=False,
    doc_md=__doc__,
    tags=["cppcorpus", "example"],
)
def train_on_export():
    @task
    def verify_exports(triggering_asset_events=None) -> list[dict]:
        from pipeline.megatron import verify

        out = []
        for event in (e for evs in (triggering_asset_events or {}).values() for e in evs):
            extra = event.extra
            if "://" in extra["export_prefix"]:  # an object-store root: a training job reads it there
                out.append({"export_prefix": extra["export_prefix"], "verified": False})
                continue
            verify(extra["export_prefix"], extra["vocab_size"])
            out.append({"export_prefix": extra["export_prefix"], "tokens": extra["tokens"], "verified": True})
        return out

    verify_exports()


train_on_export()
