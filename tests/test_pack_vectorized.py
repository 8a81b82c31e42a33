"""The whole-array plan and rows of stage pack give exactly what the per-piece loops gave.

``pack_reference`` keeps the plan and the rows as first written (one Python iteration per piece and
per segment); the stage's ``plan_table`` and ``materialize`` must give the same plan, the same rows
(every column, every value), the same tallies and the same errors, with the compiled range copies
and with their numpy fallback.
"""

from __future__ import annotations

import io

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pack_reference import materialize_reference, plan_table_reference
from test_pack import BOS, PAD, _with_multi_piece_documents, tokenize_table

from pipeline import packplan
from pipeline.stages.pack import PackError, materialize, plan_table
from pipeline.structure import columns as S


def _same_plan(table: pa.Table, seq_len: int, validation: np.ndarray | None = None):
    lengths = table.column("n_tokens").to_numpy()
    got = plan_table(table, lengths, seq_len, validation)
    want = plan_table_reference(table, lengths, seq_len, validation)
    assert (got.rows, got.train_rows, got.pieces, got.edges_split) == (
        want.rows,
        want.train_rows,
        want.pieces,
        want.edges_split,
    )
    assert np.array_equal(got.row_of, want.row_of)
    for k in got.segs.__dataclass_fields__:
        assert np.array_equal(getattr(got.segs, k), getattr(want.segs, k)), k
    return got


def _parquet(rows: pa.Table) -> bytes:
    buf = io.BytesIO()
    pq.write_table(rows, buf, compression="zstd", row_group_size=1024, store_schema=True)
    return buf.getvalue()


def _same_rows(
    table: pa.Table, seq_len: int, shard: int = 3, validation: np.ndarray | None = None
) -> pa.Table:
    plan = _same_plan(table, seq_len, validation)
    got, got_stats = materialize(table, plan, shard, seq_len, BOS, PAD)
    want, want_stats = materialize_reference(table, plan, shard, seq_len, BOS, PAD)
    assert got.schema == want.schema
    for name in want.column_names:
        assert got.column(name).equals(want.column(name)), name
    assert got_stats == want_stats
    assert _parquet(got) == _parquet(want)  # the bytes a shard file holds
    return got


@pytest.fixture(params=["compiled", "numpy"])
def copies(request, monkeypatch):
    """Run each test with the compiled range copies and with their numpy fallback."""
    if request.param == "compiled":
        if not packplan.available():
            pytest.skip("the compiled core is not built")
    else:
        monkeypatch.setattr(packplan, "_lib", lambda: None)
    return request.param


@pytest.mark.parametrize("seq_len", [64, 257, 4096])
def test_same_rows_with_long_pieces_split_by_the_fallback(copies, seq_len):
    table, _ = tokenize_table([1, 5, 15, 16, 17, 40, 63, 64, 65, 300, 3, 9, 2, 700, 5000], seed=seq_len)
    rows = _same_rows(table, seq_len)
    assert rows.num_rows > 0


def test_same_rows_when_the_chunk_and_edge_caps_bind(copies):
    table, _ = tokenize_table([100] * 12 + [1200, 2000], seed=5, chunks_per_piece=40)
    _same_rows(table, 4096)
    many, _ = tokenize_table([1200, 90, 1500], seed=2, chunks_per_piece=300)
    _same_rows(many, 4096)
    # more distinct edges between a piece's chunks than a row holds (max_edges(4096) = 512): the
    # piece is split at chunk boundaries and the edges between its sub-pieces are counted
    table, _ = tokenize_table([200, 150, 120], seed=8, chunks_per_piece=40)
    col = table.schema.get_field_index(S.CALL_EDGES)
    rng = np.random.default_rng(1)
    edges = [rng.integers(0, 40, 2 * 1000).astype(np.int32).tolist() for _ in range(3)]  # duplicates too
    table = table.set_column(col, S.CALL_EDGES, pa.array(edges, pa.large_list(pa.int32())))
    plan = _same_plan(table, 4096)
    assert plan.edges_split > 0 and plan.segs.piece_row.size > 3
    _same_rows(table, 4096)


def test_same_rows_with_validation_multi_piece_documents_and_a_sliced_table(copies):
    table, _ = tokenize_table([30 + (11 * i) % 70 for i in range(40)], seed=4, sources=["a", "b", "c", "d"])
    table = _with_multi_piece_documents(table, [[3, 4, 5], [8, 9]])
    val = np.array([s == "c" for s in table.column("source").to_pylist()])
    _same_rows(table, 128, validation=val)
    part = table.slice(7, 20)  # what the rows step materializes: a slice of a tokenize shard
    _same_rows(part, 128, shard=9, validation=val[7:27])


def test_same_rows_without_structure_or_chunks(copies):
    table, _ = tokenize_table([10, 20, 30, 70])
    _same_rows(table.select(["doc_id", "source", "path", "license", "input_ids", "n_tokens"]), 64)
    flat, _ = tokenize_table([10, 20, 30, 70], chunky=False)
    _same_rows(flat, 64)


def test_an_empty_shard_has_no_rows(copies):
    table, _ = tokenize_table([10, 20])
    rows = _same_rows(table.slice(0, 0), 64)
    assert rows.num_rows == 0


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.integers(1, 400), min_size=1, max_size=40),
    st.integers(0, 2**16),
    st.sampled_from([16, 32, 100, 128]),
    st.booleans(),
)
def test_same_rows_under_hypothesis(lengths, seed, seq_len, some_validation):
    table, _ = tokenize_table(lengths, seed=seed, sources=["a", "b", "c"])
    val = np.array([s == "b" for s in table.column("source").to_pylist()]) if some_validation else None
    _same_rows(table, seq_len, validation=val)


def _replace(table: pa.Table, name: str, values: list, typ: pa.DataType) -> pa.Table:
    return table.set_column(table.schema.get_field_index(name), name, pa.array(values, pa.large_list(typ)))


def _malformed() -> list[pa.Table]:
    table, truth = tokenize_table([10, 20, 30], seed=3, chunks_per_piece=3)
    starts = [truth[d][S.CHUNK_STARTS].tolist() for d in table.column("doc_id").to_pylist()]
    ends = [truth[d][S.CHUNK_ENDS].tolist() for d in table.column("doc_id").to_pylist()]
    out = []
    # an odd edge column on the 2nd piece, an edge naming a chunk the 3rd piece lacks
    out.append(_replace(table, S.CALL_EDGES, [[], [0, 1, 2], []], pa.int32()))
    out.append(_replace(table, S.TYPE_EDGES, [[], [], [0, 9]], pa.int32()))
    # both on different pieces: the first piece's problem is the one reported
    bad = _replace(table, S.TYPE_EDGES, [[], [0, 9], []], pa.int32())
    out.append(_replace(bad, S.CALL_EDGES, [[], [], [1]], pa.int32()))
    # chunks: overlapping, past the end, starting at the BOS, a missing end
    out.append(_replace(table, S.CHUNK_STARTS, [starts[0], [1, 3, 4], starts[2]], pa.int32()))
    out[-1] = _replace(out[-1], S.CHUNK_ENDS, [ends[0], [4, 6, 8], ends[2]], pa.int32())
    out.append(_replace(table, S.CHUNK_ENDS, [ends[0], ends[1], [*ends[2][:-1], 31]], pa.int32()))
    out.append(_replace(table, S.CHUNK_STARTS, [[0, *starts[0][1:]], starts[1], starts[2]], pa.int32()))
    out.append(_replace(table, S.CHUNK_ENDS, [ends[0], ends[1][:-1], ends[2]], pa.int32()))
    return out


@pytest.mark.parametrize("case", range(7))
def test_malformed_pieces_get_the_same_error(case):
    table = _malformed()[case]
    lengths = table.column("n_tokens").to_numpy()
    with pytest.raises(PackError) as want:
        plan_table_reference(table, lengths, 64)
    with pytest.raises(PackError) as got:
        plan_table(table, lengths, 64)
    assert str(got.value) == str(want.value)


def test_range_copies_reject_ranges_outside_the_arrays():
    dst = np.zeros(8, np.int32)
    with pytest.raises(ValueError, match="outside the destination"):
        packplan.copy_ranges(dst, [6], np.arange(10, dtype=np.int32), [0], [3])
    with pytest.raises(ValueError, match="outside the source"):
        packplan.copy_ranges(dst, [0], np.arange(10, dtype=np.int32), [8], [3])
    with pytest.raises(ValueError, match="contiguous 1-D array of int32"):
        packplan.copy_ranges(dst, [0], np.arange(10, dtype=np.int64), [0], [3])
    with pytest.raises(ValueError, match="outside the destination"):
        packplan.fill_ranges(dst, [-1], [5], [2])
    assert dst.tolist() == [0] * 8  # nothing was written
