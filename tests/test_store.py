from __future__ import annotations

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
