"""Snapshots: every run's stage versions under a run key, and tokenizer backfills over stored snapshots.

A *snapshot* is what one refresh saw: the versions of every stage it committed, recorded at
``{root}/runs/snapshots/{key}.json`` (``runs/latest.json`` is still written; it is the newest run).
The key is the DAG run's logical date (``YYYY-MM-DD``), the CLI's ``--snapshot NAME``, or, when
neither is given, ``pins-{acquire version}``: the acquire version hashes the sources' pins (commits,
checksums, folder fingerprints) and acquire settings, so the default key names the source state
without a timestamp, and the same sources give the same key.

A *backfill* re-runs ``tokenizer → chunk → tokenize → pack → export`` for a stored snapshot with a
given tokenizer revision, taking ``acquire … scrub`` from the snapshot's record: nothing upstream
of the tokenizer runs (those versions are already committed; their stats stay as they were), and
today's sources are never read. Each snapshot's record keeps one entry per tokenizer revision under
``exports``, so a snapshot exported with three revisions names all three.

>>> check_key("2026-11-01"), check_key("pins-0123456789abcdef")
('2026-11-01', 'pins-0123456789abcdef')
>>> in_range("2026-11-08", "2026-11-01", "2026-11-08"), in_range("2026-11-09", "2026-11-01", "2026-11-08")
(True, False)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pipeline.config import ConfigError, PipelineConfig
from pipeline.store import ObjectStore, StageNotReady, StageOutput, is_committed

if TYPE_CHECKING:
    from pipeline.runner import RankPool

SNAPSHOTS = "runs/snapshots"
_KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:+-]{0,127}")
# The stages a tokenizer backfill reruns; every stage before them is reused from the snapshot.
TOKENIZER_STAGES = ("tokenizer", "chunk", "tokenize", "pack", "export")


def check_key(key: str) -> str:
    """A snapshot key is one path segment: letters, digits and ``._:+-`` (ISO dates and times fit)."""
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise ConfigError(f"snapshot key {key!r}: use letters, digits and ._:+- (e.g. 2026-11-01)")
    return key


def default_key(versions: dict[str, str]) -> str:
    """``pins-{acquire version}``: names the sources' pinned state, with no timestamp in it."""
    return f"pins-{versions['acquire']}"


def in_range(key: str, from_key: str | None, to_key: str | None) -> bool:
    """Whether ``key`` lies in [from_key, to_key] (string order: ISO dates sort by time; a bound may be absent).

    A ``to_key`` that is a date also takes keys of that day with a time after it (``2026-11-08T06:00``).
    """
    if from_key is not None and key < from_key:
        return False
    return to_key is None or key <= to_key or key.startswith(to_key)


def record_path(store: ObjectStore, key: str) -> str:
    return store.path(SNAPSHOTS, f"{check_key(key)}.json")


def read_record(store: ObjectStore, key: str) -> dict:
    path = record_path(store, key)
    if not store.exists(path):
        raise FileNotFoundError(f"no snapshot {key!r} under {store.url} ({SNAPSHOTS}/{key}.json is missing)")
    return store.read_json(path)


def list_snapshots(store: ObjectStore, from_key: str | None = None, to_key: str | None = None) -> list[str]:
    """Stored snapshot keys in [from_key, to_key], in order."""
    keys = [n[: -len(".json")] for n in store.listdir(store.path(SNAPSHOTS)) if n.endswith(".json")]
    return sorted(k for k in keys if in_range(k, from_key, to_key))


def _revision(store: ObjectStore, versions: dict[str, str]) -> str | None:
    from pipeline.stages import tokenizer as tokenizer_stage

    return tokenizer_stage.revision_of(store, versions["tokenizer"]) if "tokenizer" in versions else None


def record_run(store: ObjectStore, key: str | None, versions: dict[str, str], refresh: bool = True) -> str:
    """Record a run's versions under its snapshot key (the default key when None); returns the key.

    A refresh (``refresh``) under the same key replaces ``stages`` (the newest run of that snapshot);
    every run adds its tokenizer-side versions under ``exports[revision]``, keeping other revisions'.
    """
    key = check_key(key) if key else default_key(versions)
    path = record_path(store, key)
    record = store.read_json(path) if store.exists(path) else {"snapshot": key, "exports": {}}
    if refresh or "stages" not in record:
        record["stages"] = dict(versions)
    revision = _revision(store, versions)
    if revision is not None:
        record["exports"][revision] = {s: versions[s] for s in TOKENIZER_STAGES if s in versions}
    store.write_json(path, record)
    return key


def backfill_snapshot(
    store: ObjectStore, cfg: PipelineConfig, key: str, pool: RankPool | None = None
) -> dict:
    """Re-export snapshot ``key`` with ``cfg.tokenizer.revision``; returns the run summary plus its ledger.

    The stages before the tokenizer are the snapshot's recorded versions (checked committed, never
    produced); the summary lists them with ``cache_hit`` true and ``reused_from_snapshot`` naming them.
    """
    from pipeline import ledger
    from pipeline.runner import ORDER, STAGES, run_stage, summarize, write_run_record

    if not cfg.tokenizer.revision:
        raise ConfigError("a backfill needs a tokenizer revision (tokenizer.revision / --tokenizer-revision)")
    record = read_record(store, key)
    upstream = ORDER[: ORDER.index(TOKENIZER_STAGES[0])]
    missing = [s for s in upstream if s not in record["stages"]]
    if missing:
        raise StageNotReady(f"snapshot {key!r} did not get past {missing[0]}: nothing to backfill")
    versions = {s: record["stages"][s] for s in upstream}
    for stage, version in versions.items():
        if not is_committed(store, stage, version):
            raise StageNotReady(f"snapshot {key!r}: {stage}/{version} is not committed in {store.url}")
    outputs = [StageOutput(s, v, True, store.path(s, v)) for s, v in versions.items()]
    for name in TOKENIZER_STAGES:
        out = run_stage(store, name, cfg, {up: versions[up] for up in STAGES[name].inputs(cfg)}, pool)
        versions[name] = out.version
        outputs.append(out)
    write_run_record(store, versions)
    record_run(store, key, versions, refresh=False)  # the snapshot's refresh stays its ``stages``
    summary = summarize(store, versions, outputs)
    summary["snapshot"] = key
    summary["reused_from_snapshot"] = list(upstream)
    summary["ledger"] = ledger.compute(store, versions)
    return summary


def backfill(
    store: ObjectStore,
    cfg: PipelineConfig,
    from_key: str | None = None,
    to_key: str | None = None,
    workers: int = 1,
) -> dict:
    """Backfill every stored snapshot in [from_key, to_key]: ``{"tokenizer_revision", "snapshots": {key: summary}}``.

    ``workers`` > 1 runs the stages' mapped steps in a pool of that many processes (same bytes).
    """
    import contextlib

    from pipeline.runner import RankPool

    keys = list_snapshots(store, from_key, to_key)
    if not keys:
        raise FileNotFoundError(f"no snapshot in [{from_key or '…'}, {to_key or '…'}] under {store.url}")
    with contextlib.ExitStack() as stack:
        pool = stack.enter_context(RankPool(workers)) if workers > 1 else None
        return {
            "tokenizer_revision": cfg.tokenizer.revision,
            "snapshots": {k: backfill_snapshot(store, cfg, k, pool) for k in keys},
        }


__all__ = [
    "SNAPSHOTS",
    "backfill",
    "backfill_snapshot",
    "check_key",
    "default_key",
    "list_snapshots",
    "read_record",
    "record_run",
]
