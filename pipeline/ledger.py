"""The ledger: every acquired file is either exported or dropped with a stage and a reason.

Computed from a run record (the stage versions of one run): per source,
``acquired = exported + sum(dropped)`` must hold, and ``drop_records`` lists every drop.

A run asked to stop early (``--until STAGE``) has exported nothing; its ledger balances at the
last stage whose rows are whole documents: ``acquired = kept there + dropped up to there``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from pipeline.store import ObjectStore, iter_shards

# Stages whose output rows are whole documents (later ones hold pieces, token rows or packed rows).
DOCUMENT_STAGES: tuple[str, ...] = ("acquire", "filter", "license", "dedup", "scrub")


def latest_record(store: ObjectStore) -> dict:
    """The newest run record: ``{"stages": {stage: version}, "stopped_at": STAGE (if asked to stop)}``."""
    path = store.path("runs", "latest.json")
    if not store.exists(path):
        raise FileNotFoundError(f"no run recorded under {store.url} (runs/latest.json is missing)")
    return store.read_json(path)


def latest_run(store: ObjectStore) -> dict[str, str]:
    return latest_record(store)["stages"]


def drop_records(store: ObjectStore, versions: dict[str, str]) -> Iterator[dict]:
    for stage, version in versions.items():
        for _, table in iter_shards(store, stage, version, prefix="drops-"):
            yield from table.to_pylist()


def compute(store: ObjectStore, versions: dict[str, str], stopped_at: str | None = None) -> dict:
    """{"sources": {name: {"acquired", "exported", "dropped": {"stage/reason": n}, "balanced"}}}

    With ``stopped_at`` (a run that stopped early on purpose, without an export), each source
    reports ``kept`` at ``kept_at`` (the last document stage that ran) instead of ``exported``,
    with the drops of the stages up to it, and the report names where and why the run stopped.
    """
    partial = stopped_at is not None and "export" not in versions
    kept_at = next((s for s in reversed(DOCUMENT_STAGES) if s in versions), None) if partial else None
    counted = set(DOCUMENT_STAGES[: DOCUMENT_STAGES.index(kept_at) + 1]) if kept_at else set(versions)
    acquired: Counter[str] = Counter()
    if "acquire" in versions:
        for _, t in iter_shards(store, "acquire", versions["acquire"], columns=["source"]):
            acquired.update(t.column("source").to_pylist())
    dropped: dict[str, Counter[str]] = {}
    for rec in drop_records(store, {k: v for k, v in versions.items() if k in counted}):
        if rec["stage"] == "acquire":
            acquired[rec["source"]] += 1
        dropped.setdefault(rec["source"], Counter())[f"{rec['stage']}/{rec['reason']}"] += 1
    final = kept_at if partial else "export"
    exported: Counter[str] = Counter()
    if final in versions:
        for _, t in iter_shards(store, final, versions[final], columns=["source"]):
            exported.update(t.column("source").to_pylist())
    out = {}
    for source in sorted(set(acquired) | set(dropped) | set(exported)):
        d = dict(sorted(dropped.get(source, Counter()).items()))
        balanced = acquired[source] == exported[source] + sum(d.values())
        if partial:
            out[source] = {
                "acquired": acquired[source],
                "kept": exported[source],
                "kept_at": kept_at,
                "dropped": d,
                "balanced": balanced,
            }
        else:
            out[source] = {
                "acquired": acquired[source],
                "exported": exported[source],
                "dropped": d,
                "balanced": balanced,
            }
    report: dict = {"sources": out}
    if partial:
        report["stopped_at"] = stopped_at
        report["note"] = (
            f"the run stopped at {stopped_at} as asked (--until {stopped_at}); this is expected. "
            f"Documents still in the pipeline are counted as kept at {kept_at}."
        )
    return report
