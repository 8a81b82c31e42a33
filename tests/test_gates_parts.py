"""The gate as map/reduce: ranks validate batches of shards, the gate merges their parts.

Whatever the number of ranks and the batch size, the verdict and the stored result are the same
bytes as one process validating shard by shard, a bad row still fails the stage (located by shard
and row), and the gate reads the ranks' parts, not the shards.
"""

from __future__ import annotations

import json

import numpy as np
import pyarrow as pa
import pytest
from test_gates import BOS, PARAMS, VOCAB, doc_id, docs, packed, set_cell, tokenized, with_structure

from pipeline import gates, runner
from pipeline.config import PipelineConfig
from pipeline.gates import GateFailed
from pipeline.store import MANIFEST, PENDING, VALIDATION, ObjectStore, StageNotReady


def split_result(stage: str, frames: list[pa.Table], world: int, batch_rows: int) -> dict:
    """The gate's result with ``world`` ranks (rank r: shards i % world == r) and batches of ``batch_rows``.

    Each part goes through its stored form (JSON + keys table), as between processes.
    """
    rows = sum(t.num_rows for t in frames)
    params = {k: v for k, v in PARAMS.items()}
    parts = []
    for rank in range(world):
        mine = [(i, t.schema, t) for i, t in enumerate(frames) if i % world == rank]
        part = gates.validate_part(stage, mine, params, batch_rows=batch_rows)
        stored = json.loads(json.dumps(part.as_json()))
        parts.append(gates.GatePart.from_stored(stored, part.keys_table()))
    try:
        return gates.merge_parts(stage, parts, counts={"rows": rows}, params=params, version="v0")
    except GateFailed as e:
        return e.result


def one_by_one(stage: str, frames: list[pa.Table]) -> dict:
    """The reference: every shard validated alone (batches of one row never hold two shards)."""
    return split_result(stage, frames, 1, batch_rows=1)


def bad_tokenize() -> list[pa.Table]:
    """Four shards; shard 2 has an id at the vocab size (row 1) and a piece without BOS (row 3)."""
    bad = set_cell(tokenized(5, 20, seed=2), "input_ids", 1, [BOS, 70, VOCAB])
    bad = set_cell(bad, "n_tokens", 1, 3)
    bad = set_cell(bad, "input_ids", 3, [70, 71])
    bad = with_structure(set_cell(bad, "n_tokens", 3, 2))
    return [tokenized(4), tokenized(3, 4, seed=1), bad, tokenized(6, 30, seed=3)]


def bad_docs() -> list[pa.Table]:
    """Five shards: a path escaping the root in shard 1 and shard 4, a doc_id shared by shards 0 and 3."""
    frames = [docs(4, 10 * k) for k in range(5)]
    frames[1] = set_cell(frames[1], "path", 2, "../etc/passwd")
    frames[4] = set_cell(frames[4], "path", 0, "a/../../b.cpp")
    frames[3] = set_cell(frames[3], "doc_id", 1, doc_id(2))
    return frames


CASES = {
    "good acquire": ("acquire", lambda: [docs(4, 10 * k) for k in range(5)]),
    "good pack": ("pack", lambda: [packed(3), packed(4, 3, seed=1), packed(2, 7, seed=2)]),
    "bad tokenize": ("tokenize", bad_tokenize),
    "bad docs": ("acquire", bad_docs),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_any_split_into_ranks_and_batches_gives_the_same_result(case: str) -> None:
    stage, build = CASES[case]
    frames = build()
    want = json.dumps(one_by_one(stage, frames), sort_keys=True)
    for world in (1, 2, 3):
        for batch_rows in (5, 100_000):  # a few shards per batch, and all of a rank's shards in one
            got = json.dumps(split_result(stage, frames, world, batch_rows), sort_keys=True)
            assert got == want, (case, world, batch_rows)
    # the in-process entry point agrees too
    rows = sum(t.num_rows for t in frames)
    try:
        direct = gates.validate_output(stage, frames, counts={"rows": rows}, params=PARAMS, version="v0")
    except GateFailed as e:
        direct = e.result
    assert json.dumps(direct, sort_keys=True) == want


def test_a_bad_row_in_a_batch_of_shards_fails_and_is_located_exactly() -> None:
    result = split_result("tokenize", bad_tokenize(), 2, batch_rows=100_000)
    assert result["success"] is False
    failed = {(r["type"], r["kwargs"].get("column")): r for r in result["results"] if not r["success"]}
    assert set(failed) == {
        ("expect_column_values_to_be_between", "max_id"),
        ("expect_column_values_to_be_between", "first_id"),
        ("expect_column_values_to_be_between", "bos_count"),
    }
    max_id = failed[("expect_column_values_to_be_between", "max_id")]
    assert max_id["unexpected_count"] == 1 and max_id["failed_shards"] == 1
    assert max_id["element_count"] == 4 + 3 + 5 + 6  # every row of every shard was validated
    assert max_id["partial_unexpected_index_list"] == [
        {"shard": 2, "row": 1, "max_id": VOCAB, "doc_id": doc_id(21)}
    ]
    first = failed[("expect_column_values_to_be_between", "first_id")]
    assert first["partial_unexpected_index_list"][0]["shard"] == 2
    assert first["partial_unexpected_index_list"][0]["row"] == 3


def test_duplicates_across_ranks_are_found_in_shard_order() -> None:
    result = split_result("acquire", bad_docs(), 2, batch_rows=100_000)
    (dup,) = [r for r in result["results"] if r["type"] == gates.UNIQUE_TYPE and not r["success"]]
    assert dup["unexpected_count"] == 2 and dup["scope"] == "all shards"
    assert dup["partial_unexpected_index_list"] == [
        {"shard": 0, "row": 2, "doc_id": doc_id(2)},
        {"shard": 3, "row": 1, "doc_id": doc_id(2)},
    ]
    (path,) = [
        r
        for r in result["results"]
        if not r["success"] and r["type"] == "expect_column_values_to_not_match_regex"
    ]
    assert path["failed_shards"] == 2
    assert [(d["shard"], d["row"]) for d in path["partial_unexpected_index_list"]] == [(1, 2), (4, 0)]


def test_a_gate_reads_only_the_columns_its_suite_and_derivation_need() -> None:
    suite = gates.SuiteParts.of("filter")
    schema = docs(1).schema.append(pa.field("url", pa.string())).append(pa.field("revision", pa.string()))
    assert suite.columns(schema) == ["doc_id", "source", "path", "text", "n_bytes", "sha256"]
    tok = gates.SuiteParts.of("tokenize")
    assert tok.columns(tokenized(1).schema) == tokenized(1).schema.names  # its derivation reads any column


def _write_output(store: ObjectStore, stage: str, version: str, frames: list[pa.Table]) -> None:
    for i, t in enumerate(frames):
        store.write_table(store.path(stage, version, f"part-{i:05d}.parquet"), t)
    counts = {"rows": sum(t.num_rows for t in frames)}
    store.write_json(
        store.path(stage, version, PENDING),
        {"counts": counts, "drops": {}, "extra": {}, "config": {}, "inputs": {}},
    )


def test_runner_gate_merges_the_ranks_parts_and_commits(tmp_path) -> None:
    store, cfg = ObjectStore(str(tmp_path / "lake")), PipelineConfig()
    good = [docs(4, 10 * k) for k in range(5)]
    _write_output(store, "acquire", "good", good)
    assert runner.validate_rank(store, "acquire", "good", cfg, 0, 2) == {"shards": 3, "rows": 12}
    with pytest.raises(StageNotReady, match="rank 1 of 2"):
        runner.gate(store, "acquire", "good", cfg, ranks=2)  # rank 1 has not validated yet
    assert runner.validate_rank(store, "acquire", "good", cfg, 1, 2) == {"shards": 2, "rows": 8}
    manifest = runner.gate(store, "acquire", "good", cfg, ranks=2)
    assert manifest["gate"]["success"] and manifest["counts"] == {"rows": 20}
    names = store.listdir(store.path("acquire", "good"))
    assert not [n for n in names if n.startswith(runner.GATE_PART)]  # scratch removed before the commit
    assert set(manifest["files"]) == {f"part-{i:05d}.parquet" for i in range(5)}
    one = ObjectStore(str(tmp_path / "one"))
    _write_output(one, "acquire", "good", good)
    runner.gate(one, "acquire", "good", cfg)  # one rank, in this process
    assert one.read_bytes(one.path("acquire", "good", VALIDATION)) == store.read_bytes(
        store.path("acquire", "good", VALIDATION)
    )


def test_runner_gate_fails_on_a_planted_bad_row_and_commits_nothing(tmp_path) -> None:
    store, cfg = ObjectStore(str(tmp_path / "lake")), PipelineConfig()
    frames = [docs(4, 10 * k) for k in range(4)]
    frames[3] = set_cell(frames[3], "n_bytes", 1, 5_000_000)  # above max_file_bytes, and not len(text)
    _write_output(store, "acquire", "bad", frames)
    for rank in range(3):
        runner.validate_rank(store, "acquire", "bad", cfg, rank, 3)
    with pytest.raises(GateFailed, match="n_bytes") as info:
        runner.gate(store, "acquire", "bad", cfg, ranks=3)
    assert not store.exists(store.path("acquire", "bad", MANIFEST))
    stored = store.read_json(store.path("acquire", "bad", VALIDATION))
    assert stored == info.value.result and stored["success"] is False
    bad = [r for r in stored["results"] if not r["success"]]
    assert {r["type"] for r in bad} == {
        "expect_column_values_to_be_between",
        "expect_column_pair_values_to_be_equal",
    }
    assert all(r["partial_unexpected_index_list"][0]["shard"] == 3 for r in bad)


def test_parts_that_do_not_cover_the_shards_are_refused(tmp_path) -> None:
    store, cfg = ObjectStore(str(tmp_path / "lake")), PipelineConfig()
    _write_output(store, "acquire", "v", [docs(4, 10 * k) for k in range(3)])
    for rank in range(2):
        runner.validate_rank(store, "acquire", "v", cfg, rank, 2)
    store.write_table(store.path("acquire", "v", "part-00003.parquet"), docs(2, 90))  # a shard came later
    with pytest.raises(RuntimeError, match="do not cover the shards"):
        runner.gate(store, "acquire", "v", cfg, ranks=2)


def test_tokenize_chunk_checks_vectorized_and_row_by_row_agree() -> None:
    from pipeline.structure import columns as C

    t = tokenized(8, seed=4)
    n_tok = gates._lengths(t, "input_ids")
    ends = t.column(C.CHUNK_ENDS).to_pylist()
    starts = t.column(C.CHUNK_STARTS).to_pylist()
    t = set_cell(t, C.CHUNK_STARTS, 1, [0, *starts[1][1:]])  # the first chunk covers BOS
    t = set_cell(t, C.CHUNK_ENDS, 2, [*ends[2][:-1], int(n_tok[2]) + 1])  # past the piece's end
    t = set_cell(t, C.CALL_EDGES, 3, [1, 5])  # an edge to a chunk the piece does not have
    t = set_cell(t, C.CHUNK_KINDS, 4, [99] * len(starts[4]))  # no such category
    t = set_cell(t, C.TYPE_EDGES, 5, [0])  # half an edge
    t = set_cell(t, C.CHUNK_STARTS, 6, [1, starts[6][0]] if len(starts[6]) > 1 else starts[6])
    flat = gates._chunk_checks_flat(t, n_tok)
    by_row = gates._chunk_checks_by_row(t, n_tok)
    assert flat is not None
    assert [a.tolist() for a in flat] == [a.tolist() for a in by_row]
    chunks_ok, edges_ok = by_row
    assert chunks_ok.tolist() == [True, False, False, True, False, True, len(starts[6]) == 1, True]
    assert edges_ok.tolist() == [True, True, True, False, True, False, True, True]
    # a row whose chunk columns differ in length takes the row-by-row path, and fails there
    odd = set_cell(t, C.CHUNK_KINDS, 0, [])
    assert gates._chunk_checks_flat(odd, n_tok) is None
    assert gates.derive("tokenize", odd, PARAMS)["chunks_ok"].to_pylist()[0] is False


def test_chunk_tiles_vectorized_and_row_by_row_agree() -> None:
    """The chunk gate's tiling and piece checks: the vectorized path equals the row loop on random
    rows (empty documents, empty lists, gaps, overlaps, empty chunks, pieces not from 0, repeated or
    decreasing piece starts, a null input_ids), and a misshapen row takes the loop."""
    rng = np.random.default_rng(11)
    rows = []
    for _ in range(400):
        n_bytes = int(rng.choice([0, 0, 5, 40, 200]))
        k = int(rng.integers(0, 5))
        cuts = sorted(rng.integers(0, max(n_bytes, 1) + 1, size=max(k - 1, 0)).tolist())
        starts, ends = [0, *cuts], [*cuts, n_bytes]
        if k == 0:
            starts, ends = [], []
        if starts and rng.random() < 0.3:  # a gap, an overlap, a shifted start or end
            i = int(rng.integers(0, len(starts)))
            (starts if rng.random() < 0.5 else ends)[i] += int(rng.choice([-1, 1]))
        n_tok = int(rng.integers(0, 30))
        pieces = sorted(rng.integers(0, max(n_tok, 1), size=int(rng.integers(0, 4))).tolist())
        if pieces and rng.random() < 0.7:
            pieces[0] = 0
        if pieces and rng.random() < 0.2:
            pieces = pieces[::-1]
        ids = None if rng.random() < 0.03 else list(range(n_tok))
        rows.append(
            {
                "input_ids": ids,
                "n_bytes": n_bytes,
                "chunk_byte_starts": starts,
                "chunk_byte_ends": ends,
                "piece_token_starts": pieces,
            }
        )
    t = pa.Table.from_pylist(rows)
    n_tok = gates._lengths(t, "input_ids")
    n_bytes = t.column("n_bytes").to_numpy()
    flat = gates._chunk_tiles_flat(t, n_tok, n_bytes)
    by_row = gates._chunk_tiles_by_row(t, n_tok, n_bytes)
    assert flat is not None
    assert [a.tolist() for a in flat] == [a.tolist() for a in by_row]
    assert 0 < int(by_row[0].sum()) < len(rows)  # both verdicts occur
    assert (by_row[1] == np.iinfo(np.int64).max).any() and (by_row[1] < 30).any()
    odd = pa.Table.from_pylist([{**rows[0], "chunk_byte_ends": [*rows[0]["chunk_byte_ends"], 1]}, *rows[1:]])
    assert gates._chunk_tiles_flat(odd, n_tok, n_bytes) is None
    holed = pa.Table.from_pylist([{**rows[0], "piece_token_starts": [0, None]}, *rows[1:]])
    assert gates._chunk_tiles_flat(holed, n_tok, n_bytes) is None  # a null value: the loop decides
