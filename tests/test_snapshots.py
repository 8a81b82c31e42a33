"""Snapshots and tokenizer backfills: three refreshes over changing sources, then one backfill over them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from corpus import STDCXX, copy_headers, last_json, run_cli, write_settings

from pipeline import snapshots
from pipeline.config import ConfigError
from pipeline.store import ObjectStore

pytestmark = pytest.mark.slow

DATES = ("2026-11-01", "2026-11-08", "2026-11-15")
UPSTREAM = ("acquire", "filter", "license", "dedup", "scrub")
DOWNSTREAM = ("tokenizer", "chunk", "tokenize", "pack", "export")
ARGS = ("--seq-len", "256", "--vocab-size", "4096")


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory):
    """Three weekly refreshes; the folder source gains a file, then loses one, between them."""
    base = tmp_path_factory.mktemp("snapshots")
    src = base / "src"
    headers = copy_headers(STDCXX / "bits", src, 14, "*.h")
    extra = [p for p in sorted((STDCXX / "ext").glob("*.h")) if p.is_file() and not p.is_symlink()][:3]
    sources = base / "sources.yaml"
    sources.write_text(f"sources:\n  - name: folder\n    path: {src}\n")
    settings = write_settings(base / "settings.yaml")
    root = base / "lake"
    runs, counts = [], []
    for i, date in enumerate(DATES):
        if i == 1:
            for p in extra:
                shutil.copyfile(p, src / p.name)
        if i == 2:
            headers[0].unlink()
        counts.append(sum(1 for _ in src.iterdir()))
        runs.append(
            last_json(
                run_cli(
                    "run",
                    "--sources",
                    str(sources),
                    "--root",
                    str(root),
                    "--config",
                    str(settings),
                    "--snapshot",
                    date,
                    *ARGS,
                ).stdout
            )
        )
    return base, sources, settings, root, runs, counts


def test_each_refresh_is_a_snapshot_with_its_own_sources(refreshed):
    _, _, _, root, runs, _ = refreshed
    store = ObjectStore(str(root))
    assert snapshots.list_snapshots(store) == list(DATES)
    acquires = set()
    for date, summary in zip(DATES, runs, strict=True):
        record = snapshots.read_record(store, date)
        assert summary["snapshot"] == date
        assert record["stages"] == {k: v["version"] for k, v in summary["stages"].items()}
        assert list(record["exports"]) == [summary["tokenizer_revision"]]
        acquires.add(record["stages"]["acquire"])
    assert len(acquires) == 3  # the folder changed between the refreshes
    latest = json.loads((root / "runs" / "latest.json").read_text())["stages"]
    assert latest == snapshots.read_record(store, DATES[-1])["stages"]


def test_backfill_reexports_every_snapshot_with_the_new_revision_and_reruns_nothing_upstream(
    refreshed, tmp_path
):
    base, sources, settings, root, runs, counts = refreshed
    # a new revision (another training sample), trained on today's sources and stored in the root
    other = write_settings(tmp_path / "other.yaml", tokenizer={"sample_bytes": 200_000})
    trained = last_json(
        run_cli(
            "run",
            "--sources",
            str(sources),
            "--root",
            str(root),
            "--config",
            str(other),
            "--until",
            "tokenizer",
            "--snapshot",
            "adhoc-training",
            *ARGS,
        ).stdout
    )
    revision = trained["tokenizer_revision"]
    assert revision not in {r["tokenizer_revision"] for r in runs}
    upstream_before = {p: b for p, b in _tree(root).items() if p.split("/")[0] in UPSTREAM}
    # edit the sources again: a backfill must not read them
    (Path(str(sources.parent / "src")) / "new_after_snapshots.h").write_text(
        "int after_the_snapshots = 1;\n" * 40
    )

    out = last_json(
        run_cli(
            "backfill",
            "--root",
            str(root),
            "--tokenizer-revision",
            revision,
            "--from",
            DATES[0],
            "--to",
            DATES[-1],
            "--config",
            str(settings),
            *ARGS,
        ).stdout
    )
    assert out["tokenizer_revision"] == revision and list(out["snapshots"]) == list(DATES)
    store = ObjectStore(str(root))
    exports, acquired = set(), []
    for date, before in zip(DATES, runs, strict=True):
        s = out["snapshots"][date]
        record = snapshots.read_record(store, date)
        for stage in UPSTREAM:  # the snapshot's versions, reused as they were
            assert s["stages"][stage] == {
                "stage": stage,
                "version": before["stages"][stage]["version"],
                "cache_hit": True,
            }
        # the pinned revision's tokenizer stage has no input: committed once, a cache hit for later snapshots
        assert s["stages"]["tokenizer"]["cache_hit"] == (date != DATES[0])
        assert all(not s["stages"][st]["cache_hit"] for st in DOWNSTREAM[1:])
        assert s["tokenizer_revision"] == revision and s["export_prefix"] != before["export_prefix"]
        assert Path(s["export_prefix"] + ".bin").stat().st_size > 0
        assert set(record["exports"]) == {before["tokenizer_revision"], revision}
        assert record["exports"][revision]["export"] == s["stages"]["export"]["version"]
        assert record["stages"] == {k: v["version"] for k, v in before["stages"].items()}  # the refresh stays
        assert all(r["balanced"] for r in s["ledger"]["sources"].values()), s["ledger"]
        acquired.append(s["ledger"]["sources"]["folder"]["acquired"])
        exports.add(s["stages"]["export"]["version"])
    assert len(exports) == 3
    # each snapshot's own files (the folder as it was at its refresh); the file added since is in none
    assert acquired == counts and counts[0] < counts[1] and counts[2] == counts[1] - 1
    # nothing upstream of the tokenizer ran: no new version folder, not one byte changed (stats included)
    assert {p: b for p, b in _tree(root).items() if p.split("/")[0] in UPSTREAM} == upstream_before


def test_backfill_fails_clearly_without_snapshots_or_revision(refreshed, tmp_path):
    _, _, settings, root, _, _ = refreshed
    missing = run_cli(
        "backfill",
        "--root",
        str(root),
        "--tokenizer-revision",
        "0" * 16,
        "--from",
        DATES[0],
        "--to",
        DATES[0],
        "--config",
        str(settings),
        *ARGS,
        check=False,
    )
    assert missing.returncode == 2 and "tokenizer revision 0000000000000000 not found" in missing.stderr
    empty = run_cli(
        "backfill",
        "--root",
        str(root),
        "--tokenizer-revision",
        "0" * 16,
        "--from",
        "2020-01-01",
        "--to",
        "2020-12-31",
        *ARGS,
        check=False,
    )
    assert empty.returncode == 2 and "no snapshot in [2020-01-01, 2020-12-31]" in empty.stderr
    with pytest.raises(ConfigError):
        snapshots.check_key("../escape")
