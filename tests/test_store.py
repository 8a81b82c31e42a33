from __future__ import annotations

import os

import pyarrow as pa

from pipeline.store import ObjectStore, StageContext, shard_numbers, version_id


def test_version_id_depends_on_recipe_not_on_key_order():
    a = version_id("filter", "1", {"x": 1, "y": [1, 2]}, {"acquire": "aa"})
    assert a == version_id("filter", "1", {"y": [1, 2], "x": 1}, {"acquire": "aa"})
    assert len(a) == 16
    assert a != version_id("filter", "2", {"x": 1, "y": [1, 2]}, {"acquire": "aa"})
    assert a != version_id("filter", "1", {"x": 2, "y": [1, 2]}, {"acquire": "aa"})
    assert a != version_id("filter", "1", {"x": 1, "y": [1, 2]}, {"acquire": "ab"})


def test_shards_commit_with_their_drops_and_leave_no_temporaries(tmp_path):
    store = ObjectStore(str(tmp_path / "lake"))
    ctx = StageContext(store, "filter", "v1", {}, {})
    assert not ctx.has_shard(0)
    ctx.write_shard(
        0,
        pa.table({"a": [1, 2]}),
        [{"doc_id": "d", "source": "s", "path": "p", "stage": "filter", "reason": "too-small", "detail": ""}],
    )
    assert ctx.has_shard(0)
    assert shard_numbers(store, "filter", "v1") == [0]
    assert shard_numbers(store, "filter", "v1", prefix="drops-") == [0]
    names = store.listdir(store.path("filter", "v1"))
    assert names == ["drops-00000.parquet", "part-00000.parquet"]
    assert store.read_table(ctx.drops_path(0)).column("reason").to_pylist() == ["too-small"]


def test_store_repr_never_shows_credentials():
    store = ObjectStore("memory://bucket/lake", storage_options={})
    assert "secret" not in repr(store)


def test_a_dead_writers_temporary_file_is_removed_and_a_live_ones_stays(tmp_path) -> None:
    """A rank killed mid-write leaves ``NAME.tmp-HOST-PID-UUID``; the stage's finalize removes it on
    the re-run (the test_pipeline_e2e kill test), but never a live writer's or another machine's."""
    import subprocess
    import sys

    from pipeline import store as store_module

    store = ObjectStore(str(tmp_path))
    store.write_bytes(store.path("s", "v", "part-00000.parquet"), b"done")
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    folder = tmp_path / "s" / "v"
    host = store_module._HOST
    left = f"part-00001.parquet.tmp-{host}-{int(dead.stdout)}-{'a' * 32}"
    live = f"part-00002.parquet.tmp-{host}-{os.getpid()}-{'b' * 32}"
    elsewhere = f"part-00003.parquet.tmp-another_host-{int(dead.stdout)}-{'c' * 32}"
    for name in (left, live, elsewhere):
        (folder / name).write_bytes(b"half")
    assert store.remove_dead_writers_files(store.path("s", "v")) == [left]
    assert sorted(p.name for p in folder.iterdir()) == sorted(["part-00000.parquet", live, elsewhere])
    assert not list(
        folder.glob("part-00000.parquet.tmp-*")
    )  # write_bytes names its own temp that way, then renames
