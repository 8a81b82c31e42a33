"""The fixed-shape loader: every batch the same keys/shapes/dtypes, derived tensors, fills, failures."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from test_pack import BOS, PAD, tokenize_table

from pipeline.loader import (
    PLATFORM_PAD,
    LoadError,
    PackedRowLoader,
    ShapeMismatch,
    relation_mask,
    segments,
)
from pipeline.packed_rows import COMPLETE_NAME, max_chunks
from pipeline.stages.pack import pack_table

SEQ = 128


def write_pack(tmp_path, table: pa.Table, *, drop: tuple[str, ...] = (), row_group_size: int = 4):
    """A pack version directory as the stage writes it (shards + sentinel), optionally without columns."""
    d = tmp_path / "pack" / "v1"
    d.mkdir(parents=True)
    rows, _ = pack_table(table, 0, SEQ, BOS, PAD)
    rows = rows.drop_columns(list(drop))
    pq.write_table(rows, d / "part-00000.parquet", row_group_size=row_group_size)
    (d / COMPLETE_NAME).write_text(json.dumps({"shards": [0], "rows": rows.num_rows, "seq_len": SEQ}))
    return d, rows


@pytest.fixture
def packed(tmp_path):
    table, truth = tokenize_table([20, 90, 33, 128, 7, 60, 100, 45, 12, 80, 3, 70, 55], seed=11)
    d, rows = write_pack(tmp_path, table)
    return d, rows


def test_every_batch_has_the_same_keys_shapes_and_dtypes(packed):
    d, rows = packed
    loader = PackedRowLoader(
        str(d), 4, vocab_size=5000, structure="all", tree_ffn=True, relation_bias=True, platform_embed=True
    )
    batches = list(loader)
    assert rows.num_rows % 4 and len(batches) == -(-rows.num_rows // 4)  # the last one is filled up
    shapes = [{k: (v.shape, v.dtype) for k, v in b.items()} for b in batches]
    assert all(s == shapes[0] for s in shapes)
    c = max_chunks(SEQ)
    assert shapes[0]["input_ids"][0] == (4, SEQ) and shapes[0]["token_chunk_starts"][0] == (4, c)
    assert shapes[0]["chunk_relation_mask"][0] == (4, 3, c, c)
    assert shapes[0]["cu_seqlens"][0] == (4 * SEQ + 1,)
    last = batches[-1]
    filled = 4 - rows.num_rows % 4
    assert (last["valid_token_count"][-filled:] == 0).all() and (last["loss_mask"][-filled:] == 0).all()
    assert (last["token_ast_depth"][-filled:] == -1).all() and (
        last["platform_ids"][-filled:] == PLATFORM_PAD
    ).all()
    # rows come through in order and unchanged
    got = np.concatenate([b["input_ids"] for b in batches])[: rows.num_rows]
    want = rows.column("input_ids").combine_chunks().flatten().to_numpy().reshape(rows.num_rows, SEQ)
    assert np.array_equal(got, want)


def test_segments_positions_and_cu_seqlens_follow_the_documents(packed):
    d, rows = packed
    for b in PackedRowLoader(str(d), 4, vocab_size=5000):
        for r in range(4):
            v = b["valid_token_count"][r]
            seg, pos, ids = b["segment_ids"][r], b["position_ids"][r], b["input_ids"][r]
            assert (seg[v:] == 0).all() and (pos[v:] == 0).all()
            starts = np.flatnonzero(pos[:v] == 0)
            assert (ids[starts] == BOS).all() and starts.size == b["num_docs"][
                r
            ]  # every document restarts at BOS
            assert np.array_equal(seg[:v], np.cumsum(pos[:v] == 0))
        cu = b["cu_seqlens"]
        lengths = np.diff(cu)
        assert cu[0] == 0 and (lengths >= 0).all() and cu[-1] == 4 * SEQ
        n_real = int((b["num_docs"]).sum() + (b["valid_token_count"] < SEQ).sum())
        assert (lengths > 0).sum() == n_real  # one per document, plus each row's padding


def test_segments_doctest_shapes():
    s = segments(np.array([[1, 1, -1], [4, 5, 5]]))
    assert s["cu_seqlens"].tolist() == [0, 2, 3, 4, 6, 6, 6]


def test_relation_mask_matches_the_edges(packed):
    d, rows = packed
    loader = PackedRowLoader(str(d), 2, vocab_size=5000, structure="none", tree_ffn=True, relation_bias=True)
    b = next(iter(loader))
    call = b["token_call_edges"].reshape(2, -1, 2)
    for r in range(2):
        pairs = {tuple(p) for p in call[r] if (p >= 0).all()}
        assert {tuple(x) for x in np.argwhere(b["chunk_relation_mask"][r, 1])} == pairs
        valid = b["token_chunk_ends"][r] > b["token_chunk_starts"][r]
        same = b["chunk_relation_mask"][r, 0]
        assert not same[~valid].any() and same[valid][:, valid].diagonal().all()
    m = relation_mask(
        np.array([[1, 3]]), np.array([[3, 4]]), np.array([[7, 7, 7, 8]]), [np.array([[1, 0]])], 2
    )
    assert m[0, 0].tolist() == [[True, False], [False, True]] and m[0, 1].tolist() == [
        [False, False],
        [True, False],
    ]


def test_allowlist_and_flags_choose_the_tensors(packed):
    d, _ = packed
    core = next(iter(PackedRowLoader(str(d), 2, vocab_size=5000)))
    assert {"token_structure_ids", "token_dep_levels"} <= set(core) and "token_ast_depth" not in core
    assert "chunk_relation_mask" not in core and "platform_ids" not in core and "token_chunk_ids" not in core
    some = next(iter(PackedRowLoader(str(d), 2, vocab_size=5000, structure="ast_depth", platform_embed=True)))
    assert (
        "token_ast_depth" in some
        and "token_structure_ids" not in some
        and some["platform_ids"].shape == (2, 128)
    )
    with pytest.raises(ValueError, match="unknown structure components"):
        PackedRowLoader(str(d), 2, vocab_size=5000, structure="colour")


def test_missing_optional_column_gets_its_fill_and_missing_required_fails(tmp_path):
    table, _ = tokenize_table([30, 40, 50], seed=1)
    d, _ = write_pack(tmp_path / "opt", table, drop=("token_ast_depth", "token_structure_ids"))
    b = next(iter(PackedRowLoader(str(d), 2, vocab_size=5000, structure="all")))
    assert (b["token_ast_depth"] == -1).all() and (b["token_structure_ids"] == 0).all()
    d2, _ = write_pack(tmp_path / "req", table, drop=("doc_ids",))
    with pytest.raises(LoadError, match=r"required packed-row columns missing: \['doc_ids'\]"):
        next(iter(PackedRowLoader(str(d2), 2, vocab_size=5000)))


def test_unfinished_output_and_vocab_overflow_fail_the_load(packed, tmp_path):
    d, _ = packed
    with pytest.raises(LoadError, match="not below the vocab size"):
        next(iter(PackedRowLoader(str(d), 2, vocab_size=1000)))  # ids go up to 5000
    (d / COMPLETE_NAME).unlink()
    with pytest.raises(LoadError, match="no runs/latest.json"):
        PackedRowLoader(str(d), 2, vocab_size=5000)


def test_shape_guard_rejects_a_batch_of_another_shape(packed):
    d, _ = packed
    loader = PackedRowLoader(str(d), 2, vocab_size=5000)
    b = next(iter(loader))
    loader.guard.check(b)
    half = {k: (v[:, : SEQ // 2] if v.ndim == 2 else v) for k, v in b.items()}
    with pytest.raises(ShapeMismatch, match="fixed shape"):
        loader.to_torch(half)
    with pytest.raises(ShapeMismatch, match="keys"):
        loader.guard.check({k: v for k, v in b.items() if k != "segment_ids"})
    with pytest.raises(ShapeMismatch):
        loader.guard.check({**b, "input_ids": b["input_ids"].astype(np.int64)})


def test_loader_does_not_import_torch():
    code = "import sys, pipeline.loader; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
