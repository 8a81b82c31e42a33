"""The ledger: every acquired file is either exported or dropped with a stage and a reason.

Computed from a run record (the stage versions of one run): per source,
``acquired = exported + sum(dropped)`` must hold, and ``drop_records`` lists every drop.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from pipeline.store import ObjectStore, iter_shards


def latest_run(store: ObjectStore) -> dict[str, str]:
    path = store.path("runs", "latest.json")
    if not store.exists(path):
        raise FileNotFoundError(f"no run recorded under {store.url} (runs/latest.json is missing)")
    return store.read_json(path)["stages"]


def drop_records(store: ObjectStore, versions: dict[str, str]) -> Iterator[dict]:
    for stage, version in versions.items():
        for _, table in iter_shards(store, stage, version, prefix="drops-"):
            yield from table.to_pylist()


def compute(store: ObjectStore, versions: dict[str, str]) -> dict:
    """{"sources": {name: {"acquired", "exported", "dropped": {"stage/reason": n}, "balanced"}}}"""
    acquired: Counter[str] = Counter()
    if "acquire" in versions:
        for _, t in iter_shards(store, "acquire", versions["acquire"], columns=["source"]):
            acquired.update(t.column("source").to_pylist())
    dropped: dict[str, Counter[str]] = {}
    for rec in drop_records(store, versions):
        if rec["stage"] == "acquire":
            acquired[rec["source"]] += 1
        dropped.setdefault(rec["source"], Counter())[f"{rec['stage']}/{rec['reason']}"] += 1
    exported: Counter[str] = Counter()
    if "export" in versions:
        for _, t in iter_shards(store, "export", versions["export"], columns=["source"]):
            exported.update(t.column("source").to_pylist())
    out = {}
    for source in sorted(set(acquired) | set(dropped) | set(exported)):
        d = dict(sorted(dropped.get(source, Counter()).items()))
        out[source] = {"acquired": acquired[source], "exported": exported[source], "dropped": d,
                       "balanced": acquired[source] == exported[source] + sum(d.values())}
    return {"sources": out}
