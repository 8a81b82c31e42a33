"""Stage pack: the planner, the packed-row invariants (DESIGN §7) and the structure columns' alignment.

The synthetic tokenize tables are built here independently of the packer: random pieces with
BOS, per-token values that encode (piece, position) so every packed value can be traced back to
the one token it must come from, random sorted chunks and edges.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline import gates, packplan
from pipeline.packed_rows import REQUIRED_COLUMNS, max_chunks, schema
from pipeline.stages.pack import PackError, choose_validation, origin_of, pack_table, split_document
from pipeline.structure import columns as S

BOS, PAD = 2, 0


def _ll(rows: list[np.ndarray], typ: pa.DataType) -> pa.Array:
    return pa.array([r.tolist() for r in rows], type=pa.large_list(typ))


def tokenize_table(
    lengths: list[int],
    seed: int = 0,
    chunky: bool = True,
    sources: list[str] | None = None,
    chunks_per_piece: int | None = None,
) -> tuple[pa.Table, dict]:
    """A tokenize v2 table; ``truth`` holds each piece's arrays for the checks."""
    rng = np.random.default_rng(seed)
    truth = {}
    cols: dict[str, list] = {k: [] for k in ("doc_id", "source", "path", "license", "piece", "n_pieces")}
    arrays: dict[str, list[np.ndarray]] = {
        k: []
        for k in (
            "input_ids",
            *S.STRUCTURE_TOKEN_COLUMN_NAMES,
            *S.STRUCTURE_CHUNK_COLUMN_NAMES,
            S.PLATFORM_IDS,
        )
    }
    for i, n in enumerate(lengths):
        ids = rng.integers(64, 5000, size=n).astype(np.uint32)
        ids[0] = BOS
        pos = np.arange(n)
        struct = rng.integers(0, 9, n).astype(np.uint8)
        struct[0] = 0
        depth = (pos % 50).astype(np.int16)
        depth[0] = -1
        sib = (i * 100_000 + pos).astype(np.int32)  # traces every token back to (piece, position)
        sib[0] = -1
        node = rng.integers(0, 300, n).astype(np.int32)
        node[0] = -1
        # chunks: a sorted, disjoint subset of [1, n)
        k = 0 if n < 2 else (chunks_per_piece or int(rng.integers(1, min(n - 1, 12) + 1)))
        cuts = (
            np.sort(rng.choice(np.arange(1, n + 1), size=min(2 * k, n), replace=False))
            if k
            else np.zeros(0, int)
        )
        cuts = cuts[: cuts.size - cuts.size % 2].reshape(-1, 2)
        starts, ends = cuts[:, 0].astype(np.int32), cuts[:, 1].astype(np.int32)
        nc = starts.size
        kinds = rng.integers(0, 9, nc).astype(np.uint8)
        levels = rng.integers(0, 5, nc).astype(np.int16)
        dep = np.zeros(n, np.int16)
        for s, e, lv in zip(starts, ends, levels, strict=True):
            dep[s:e] = lv
        call = (
            rng.integers(0, nc, size=2 * int(rng.integers(0, 4))).astype(np.int32)
            if nc
            else np.zeros(0, np.int32)
        )
        typ = (
            rng.integers(0, nc, size=2 * int(rng.integers(0, 3))).astype(np.int32)
            if nc
            else np.zeros(0, np.int32)
        )
        plat = np.unique(rng.integers(0, 113, int(rng.integers(0, 4)))).astype(np.uint16)
        cols["doc_id"].append(f"{i:040x}")
        cols["source"].append((sources or ["s"])[i % len(sources or ["s"])])
        cols["path"].append(f"dir{i % 3}/f{i}.h")
        cols["license"].append("MIT")
        cols["piece"].append(0)
        cols["n_pieces"].append(1)
        vals = {
            "input_ids": ids,
            S.TOKEN_BYTE_STARTS: pos.astype(np.uint32),
            S.TOKEN_STRUCTURE_IDS: struct,
            S.TOKEN_AST_DEPTH: depth,
            S.TOKEN_SIBLING_INDEX: sib,
            S.TOKEN_AST_NODE_TYPE: node,
            S.TOKEN_DEP_LEVELS: dep,
            S.CHUNK_STARTS: starts,
            S.CHUNK_ENDS: ends,
            S.CHUNK_KINDS: kinds,
            S.CHUNK_DEP_LEVELS: levels,
            S.CALL_EDGES: call,
            S.TYPE_EDGES: typ,
            S.PLATFORM_IDS: plat,
        }
        if not chunky:
            vals[S.CHUNK_STARTS] = vals[S.CHUNK_ENDS] = np.zeros(0, np.int32)
            vals[S.CHUNK_KINDS] = np.zeros(0, np.uint8)
            vals[S.CHUNK_DEP_LEVELS] = np.zeros(0, np.int16)
            vals[S.CALL_EDGES] = vals[S.TYPE_EDGES] = np.zeros(0, np.int32)
        for k2 in arrays:
            arrays[k2].append(vals[k2])
        truth[cols["doc_id"][-1]] = vals
    types = dict(S.TOKEN_COLUMNS + S.CHUNK_COLUMNS + S.META_COLUMNS)
    data = {
        **{k: pa.array(v, type=dict(S.DOC_COLUMNS)[k]) for k, v in cols.items()},
        "input_ids": _ll(arrays["input_ids"], pa.uint32()),
        "n_tokens": pa.array([int(n) for n in lengths], type=pa.int64()),
    }
    for k2 in arrays:
        if k2 != "input_ids":
            data[k2] = _ll(arrays[k2], types[k2].value_type)
    return pa.table(data).select(S.TOKENIZE_SCHEMA.names), truth


def matrix(rows: pa.Table, name: str) -> np.ndarray:
    col = rows.column(name).combine_chunks()
    return col.flatten().to_numpy(zero_copy_only=False).reshape(rows.num_rows, col.type.list_size)


def check_rows(rows: pa.Table, truth: dict, seq_len: int) -> None:
    """Every packed-row invariant, traced back to the tokenize values."""
    assert rows.schema == schema(seq_len)
    ids, docs, mask, target = (matrix(rows, c) for c in ("input_ids", "doc_ids", "loss_mask", "target_ids"))
    valid = rows.column("valid_token_count").to_numpy()
    num_docs = rows.column("num_docs").to_numpy()
    c = max_chunks(seq_len)
    cols = {
        k: matrix(rows, k)
        for k in (
            "token_structure_ids",
            "token_ast_depth",
            "token_sibling_index",
            "token_ast_node_type",
            "token_dep_levels",
            "token_chunk_ids",
            "token_chunk_valid",
            "token_chunk_starts",
            "token_chunk_ends",
            "token_chunk_kinds",
            "token_chunk_dep_levels",
            "token_call_edges",
            "token_type_edges",
            "platform_ids",
        )
    }
    seen_tokens: dict[str, int] = {}
    for r, prov in enumerate(rows.column("provenance").to_pylist()):
        v = valid[r]
        assert (ids[r, v:] == PAD).all() and (mask[r, v:] == 0).all() and (docs[r, v:] == -1).all()
        assert (ids[r, :v] == BOS).sum() == num_docs[r] == len(prov)
        assert (np.diff(docs[r, :v]) >= 0).all() and (docs[r, :v] >= 0).all()
        assert rows.column("slack")[r].as_py() == seq_len - v
        m = mask[r].astype(bool)
        assert np.array_equal(target[r, :-1][m[:-1]], ids[r, 1:][m[:-1]])
        chunk_no = 0
        plats: set[int] = set()
        for p in prov:
            t = truth[p["doc_id"]]
            a, off, ln = p["start"], p["offset"], p["length"]
            ins = 1 if a > 0 else 0
            src = slice(a, a + ln - ins)
            dst = slice(off + ins, off + ln)
            assert np.array_equal(ids[r, dst], t["input_ids"][src])
            assert ids[r, off] == BOS
            for name in (
                "token_structure_ids",
                "token_ast_depth",
                "token_sibling_index",
                "token_ast_node_type",
                "token_dep_levels",
            ):
                assert np.array_equal(cols[name][r, dst], t[name][src]), name
            if ins:  # an inserted BOS carries the fills, like a piece's own BOS
                assert cols["token_ast_depth"][r, off] == -1 and cols["token_structure_ids"][r, off] == 0
            seen_tokens[p["doc_id"]] = seen_tokens.get(p["doc_id"], 0) + ln - ins
            # the piece's chunks overlapping this segment, clipped, in row offsets and row indices
            st_, en_ = t[S.CHUNK_STARTS].astype(int), t[S.CHUNK_ENDS].astype(int)
            hit = np.flatnonzero((en_ > a) & (st_ < a + ln - ins))
            exp_s = np.maximum(st_[hit], a) - a + off + ins
            exp_e = np.minimum(en_[hit], a + ln - ins) - a + off + ins
            k = hit.size
            assert np.array_equal(cols["token_chunk_starts"][r, chunk_no : chunk_no + k], exp_s)
            assert np.array_equal(cols["token_chunk_ends"][r, chunk_no : chunk_no + k], exp_e)
            assert np.array_equal(
                cols["token_chunk_kinds"][r, chunk_no : chunk_no + k], t[S.CHUNK_KINDS][hit]
            )
            for name, src_name in (("token_call_edges", S.CALL_EDGES), ("token_type_edges", S.TYPE_EDGES)):
                row_pairs = cols[name][r].reshape(-1, 2)
                row_pairs = {tuple(x) for x in row_pairs[(row_pairs >= 0).all(1)]}
                for s_, d_ in t[src_name].reshape(-1, 2):
                    if s_ in hit and d_ in hit:
                        assert (
                            chunk_no + np.searchsorted(hit, s_),
                            chunk_no + np.searchsorted(hit, d_),
                        ) in row_pairs
            for j, (s_, e_) in enumerate(zip(exp_s, exp_e, strict=True)):
                assert (cols["token_chunk_ids"][r, s_:e_] == chunk_no + j).all()
                assert (cols["token_chunk_valid"][r, s_:e_] == 1).all()
            chunk_no += k
            plats.update(t[S.PLATFORM_IDS].tolist())
        assert chunk_no <= c
        assert (cols["token_chunk_ends"][r, chunk_no:] == 0).all() and (
            cols["token_chunk_starts"][r, chunk_no:] == 0
        ).all()
        assert (
            cols["token_chunk_valid"][r].sum()
            == (cols["token_chunk_ends"][r] - cols["token_chunk_starts"][r]).sum()
        )
        assert sorted(plats) == [x for x in cols["platform_ids"][r] if x >= 0]
    for d, t in truth.items():  # nothing lost, nothing added
        assert seen_tokens[d] == t["input_ids"].size


def gate_columns(rows: pa.Table) -> dict:
    derived = gates._derive_pack(rows, {"bos_id": BOS, "pad_id": PAD})
    return {k: np.asarray(v) for k, v in derived.items()}


def test_planner_matches_its_reference_and_respects_capacities():
    rng = np.random.default_rng(3)
    for _ in range(200):
        n = int(rng.integers(1, 80))
        t, c, e = rng.integers(1, 60, n), rng.integers(0, 6, n), rng.integers(0, 5, n)
        got = packplan.plan(t, c, e, 60, 9, 7)
        assert np.array_equal(got, packplan.plan_reference(t, c, e, 60, 9, 7))
        for name, a, cap in (("tokens", t, 60), ("chunks", c, 9), ("edges", e, 7)):
            assert np.bincount(got, weights=a).max() <= cap, name


def test_planner_rejects_an_item_over_capacity_with_its_index():
    with pytest.raises(packplan.PlanError, match="item 1 has 9 chunks"):
        packplan.plan([3, 4], [0, 9], [0, 0], 10, 8, 8)


def test_planner_fill_is_near_the_volume_bound():
    rng = np.random.default_rng(1)
    lengths = np.minimum(rng.lognormal(5.5, 1.2, 20_000).astype(int) + 2, 4096)
    bins = packplan.plan(lengths, np.zeros_like(lengths), np.zeros_like(lengths), 4096, 128, 512)
    assert lengths.sum() / ((bins.max() + 1) * 4096) > 0.995


def test_split_document_pieces_start_with_bos_and_cover_everything():
    ids = np.array([BOS, *range(100, 120)], dtype=np.uint32)
    pieces = split_document(ids, 8, BOS)
    assert all(p[0] == BOS and p.size <= 8 for _, p in pieces)
    assert np.array_equal(np.concatenate([p if s == 0 else p[1:] for s, p in pieces]), ids)


@pytest.mark.parametrize("seq_len", [64, 257])
def test_rows_keep_every_invariant_and_trace_back_to_tokens(seq_len):
    table, truth = tokenize_table([1, 5, 15, 16, 17, 40, 63, 64, 65, 300, 3, 9, 2, 700], seed=seq_len)
    rows, stats = pack_table(table, 7, seq_len, BOS, PAD)
    check_rows(rows, truth, seq_len)
    assert stats["split_pieces"] > 0  # pieces over T took the fallback
    assert (rows.column("pack_id").to_numpy() >> 32 == 7).all()
    g = gate_columns(rows)
    for k in (
        "structure_shapes_ok",
        "structure_pad_ok",
        "chunks_ok",
        "chunk_ids_ok",
        "edges_ok",
        "platform_ok",
        "slack_ok",
        "doc_ids_prefix_ok",
        "doc_ids_monotone",
        "pad_input_ids_ok",
    ):
        assert g[k].all(), k
    assert np.array_equal(g["bos_count"], rows.column("num_docs").to_numpy())


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.integers(1, 200), min_size=1, max_size=30),
    st.integers(0, 2**16),
    st.sampled_from([32, 100, 128]),
)
def test_rows_keep_every_invariant_under_hypothesis(lengths, seed, seq_len):
    table, truth = tokenize_table(lengths, seed=seed)
    rows, _ = pack_table(table, 1, seq_len, BOS, PAD)
    check_rows(rows, truth, seq_len)
    g = gate_columns(rows)
    assert g["chunks_ok"].all() and g["chunk_ids_ok"].all() and g["edges_ok"].all()


def test_chunk_cap_is_a_packing_constraint_not_a_cut():
    # 40 chunks per piece, cap 128: at most 3 pieces per row even though their tokens would fit more
    table, truth = tokenize_table([100] * 12, seed=5, chunks_per_piece=40)
    rows, stats = pack_table(table, 0, 4096, BOS, PAD)
    n_chunks = (matrix(rows, "token_chunk_ends") > matrix(rows, "token_chunk_starts")).sum(1)
    assert n_chunks.max() <= 128 and stats["split_pieces"] == 0
    assert rows.num_rows == 4  # 480 chunks / 128 per row, 3 pieces each
    check_rows(rows, truth, 4096)


def test_a_piece_with_more_chunks_than_a_row_holds_is_split_at_a_chunk_boundary():
    table, truth = tokenize_table([1200], seed=2, chunks_per_piece=300)
    rows, stats = pack_table(table, 0, 4096, BOS, PAD)
    assert stats["split_pieces"] >= 2
    check_rows(rows, truth, 4096)


def test_v1_tokenize_output_gets_the_fills():
    table, truth = tokenize_table([10, 20, 30])
    v1 = table.select(["doc_id", "source", "path", "license", "input_ids", "n_tokens"])
    rows, _ = pack_table(v1, 0, 64, BOS, PAD)
    assert (matrix(rows, "token_ast_depth") == -1).all() and (matrix(rows, "token_structure_ids") == 0).all()
    assert (matrix(rows, "token_call_edges") == -1).all() and (matrix(rows, "token_chunk_valid") == 0).all()
    assert (matrix(rows, "platform_ids") == -1).all()
    assert set(REQUIRED_COLUMNS) <= set(rows.column_names)


def test_misaligned_structure_fails_closed():
    table, _ = tokenize_table([10, 20])
    bad = table.set_column(
        table.schema.get_field_index(S.TOKEN_AST_DEPTH),
        S.TOKEN_AST_DEPTH,
        pa.array([[0] * 10, [0] * 19], type=pa.large_list(pa.int16())),
    )
    with pytest.raises(PackError, match="token_ast_depth is not aligned"):
        pack_table(bad, 0, 64, BOS, PAD)


def reassemble(rows: pa.Table) -> dict[str, np.ndarray]:
    """doc_id -> full token ids, rebuilt from one shard of packed rows through their provenance."""
    inputs = rows.column("input_ids").combine_chunks()
    ids = inputs.values.to_numpy(zero_copy_only=False).reshape(-1, inputs.type.list_size)
    pieces: dict[str, list[tuple[int, np.ndarray]]] = {}
    for r, prov in enumerate(rows.column("provenance").to_pylist()):
        for p in prov:
            seg = ids[r, p["offset"] : p["offset"] + p["length"]]
            # Continuation pieces open with an inserted BOS that is not part of the document.
            pieces.setdefault(p["doc_id"], []).append((p["start"], seg if p["start"] == 0 else seg[1:]))
    return {d: np.concatenate([s for _, s in sorted(ps, key=lambda x: x[0])]) for d, ps in pieces.items()}


def test_rows_reassemble_exactly_for_export():
    table, truth = tokenize_table([3, 50, 130, 64], seed=9)
    rows, _ = pack_table(table, 0, 64, BOS, PAD)
    rebuilt = reassemble(rows)
    assert {d: v.tolist() for d, v in rebuilt.items()} == {
        d: t["input_ids"].tolist() for d, t in truth.items()
    }


def test_validation_split_takes_whole_origins_about_one_percent():
    sizes = {f"repo{i}": 1000 + 37 * (i % 11) for i in range(300)}
    chosen = choose_validation(sizes, 0.01)
    share = sum(sizes[o] for o in chosen) / sum(sizes.values())
    assert 0.01 <= share <= 0.015
    assert choose_validation(dict(reversed(list(sizes.items()))), 0.01) == chosen  # order-independent
    assert origin_of("c-headers", "linux/a/b.h", 1) == "c-headers/linux" and origin_of("s", "x/y.h", 0) == "s"


def test_validation_rows_never_mix_with_training_rows():
    table, truth = tokenize_table([30] * 40, seed=4, sources=["a", "b", "c", "d"])
    val = np.array([s == "c" for s in table.column("source").to_pylist()])
    rows, stats = pack_table(table, 0, 128, BOS, PAD, val)
    for split, prov in zip(
        rows.column("split").to_pylist(), rows.column("provenance").to_pylist(), strict=True
    ):
        sources = {int(p["doc_id"], 16) % 4 for p in prov}  # document i comes from source i % 4; "c" is 2
        assert sources == {2} if split == "validation" else 2 not in sources
    assert stats["validation_rows"] > 0
    check_rows(rows, truth, 128)


def _run_pack_stage(tmp_path, version: str, tables: list[pa.Table], max_shard_docs: int):
    """Stage pack over tokenize shards ``tables`` in a local store; returns (store, ctx)."""
    import dataclasses

    from pipeline.config import PipelineConfig
    from pipeline.stages import pack as pack_stage
    from pipeline.store import ObjectStore, StageContext

    store = ObjectStore(str(tmp_path / "lake"))
    for i, t in enumerate(tables):
        path = store.path("tokenize", "tv", f"part-{i:05d}.parquet")
        if not store.exists(path):
            store.write_table(path, t)
    cfg = PipelineConfig()
    cfg = cfg.replace(pack=dataclasses.replace(cfg.pack, seq_len=128, max_shard_docs=max_shard_docs))
    ctx = StageContext(store, "pack", version, {}, {"tokenize": "tv"})
    for step in pack_stage.stage.steps(cfg):  # plan, rows (rank 0 of 1), finish
        step.run(ctx, cfg)
    return store, ctx


def _with_multi_piece_documents(table: pa.Table, groups: list[list[int]]) -> pa.Table:
    """The same rows, with each group of consecutive rows made the pieces of one document."""
    doc, piece, n = table.column("doc_id").to_pylist(), [0] * table.num_rows, [1] * table.num_rows
    for g in groups:
        for k, r in enumerate(g):
            doc[r], piece[r], n[r] = doc[g[0]], k, len(g)
    out = table.set_column(table.schema.get_field_index("doc_id"), "doc_id", pa.array(doc))
    out = out.set_column(
        out.schema.get_field_index("piece"), "piece", pa.array(piece, out.schema.field("piece").type)
    )
    return out.set_column(
        out.schema.get_field_index("n_pieces"), "n_pieces", pa.array(n, out.schema.field("n_pieces").type)
    )


def test_an_oversize_tokenize_shard_becomes_several_pack_shards_deterministically(tmp_path):
    import pyarrow.parquet as pq

    big, truth_a = tokenize_table([20 + (7 * i) % 90 for i in range(23)], seed=11)
    big = _with_multi_piece_documents(big, [[3, 4, 5], [8, 9], [19, 20, 21, 22]])
    small, truth_b = tokenize_table([15, 40, 33], seed=12)
    small = small.set_column(0, "doc_id", pa.array([f"b{i}" for i in range(3)]))
    store, ctx = _run_pack_stage(tmp_path, "v1", [big, small], max_shard_docs=5)

    shards = sorted(store.listdir(ctx.dir))
    parts = [n for n in shards if n.startswith("part-")]
    tables = [pq.read_table(f"{ctx.dir}/{n}") for n in parts]
    # every pack shard holds at most 5 documents (pieces), and a document's pieces stay together
    owner: dict[str, int] = {}
    pieces = []
    for s, t in enumerate(tables):
        prov = [p for row in t.column("provenance").to_pylist() for p in row]
        assert len(prov) <= 5 and sum(t.column("num_docs").to_pylist()) == len(prov)
        for p in prov:
            assert owner.setdefault(p["doc_id"], s) == s, f"{p['doc_id']} spans two pack shards"
            pieces.append((p["doc_id"], p["piece"]))
    expected = list(zip(big.column("doc_id").to_pylist(), big.column("piece").to_pylist(), strict=True))
    expected += [(f"b{i}", 0) for i in range(3)]
    assert sorted(pieces) == sorted(expected)  # every piece exactly once
    # 23 pieces in documents of 1-4 pieces: more than ceil(23 / 5) shards, then tokenize shard 1
    assert len(tables) > 5 and parts[-1] == f"part-{len(parts) - 1:05d}.parquet"
    complete = store.read_json(f"{ctx.dir}/COMPLETE.json")
    assert complete["sources"][str(len(parts) - 1)] == [1, 0, 3]
    # pack ids stay unique across shards
    ids = [i for t in tables for i in t.column("pack_id").to_pylist()]
    assert len(ids) == len(set(ids))
    # same input, same config: byte-identical shards
    _, again = _run_pack_stage(tmp_path, "v2", [big, small], max_shard_docs=5)
    for n in parts:
        assert (tmp_path / "lake" / "pack" / "v1" / n).read_bytes() == (
            tmp_path / "lake" / "pack" / "v2" / n
        ).read_bytes()
    # with room for everything, pack shard N is tokenize shard N
    _, whole = _run_pack_stage(tmp_path, "v3", [big, small], max_shard_docs=50_000)
    assert sorted(n for n in store.listdir(whole.dir) if n.startswith("part-")) == [
        "part-00000.parquet",
        "part-00001.parquet",
    ]
