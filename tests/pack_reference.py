"""The pack stage's plan and rows as first written: one Python iteration per piece and per segment.

Kept in the tests as the oracle for ``pipeline.stages.pack.plan_table`` and ``materialize`` (which
do the same work with whole-array operations): both must give the same plan and the same rows.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from pipeline import packplan
from pipeline.packed_rows import (
    CHUNK_METADATA_COLUMNS,
    EDGE_COLUMNS,
    PLATFORM_SLOTS,
    PROVENANCE_TYPE,
    TOKEN_ALIGNED_COLUMNS,
    VALIDATION,
    max_chunks,
    max_edges,
    schema,
)
from pipeline.stages.pack import PackError, ShardPlan, _Segments, split_bounds
from pipeline.structure import columns as S


def _edges_within(pairs: np.ndarray, lo: int, hi: int) -> int:
    return int(((pairs >= lo) & (pairs < hi)).all(axis=1).sum())


def _flat(table: pa.Table, name: str) -> tuple[np.ndarray, np.ndarray] | None:
    """(offsets, values) of a list column, or None when the column is absent."""
    if name not in table.column_names:
        return None
    arr = table.column(name).combine_chunks()
    if isinstance(arr, pa.ChunkedArray):  # an empty table
        arr = pa.concat_arrays(arr.chunks) if arr.num_chunks else pa.array([], type=arr.type)
    offsets = np.asarray(arr.offsets.to_numpy(zero_copy_only=False), dtype=np.int64)
    values = arr.values.to_numpy(zero_copy_only=False) if len(arr.values) else np.zeros(0)
    base = offsets[0]
    return offsets - base, values[base : offsets[-1]] if len(offsets) else values


def _edge_pairs(flat: tuple[np.ndarray, np.ndarray] | None, r: int, doc: str) -> np.ndarray:
    if flat is None:
        return np.zeros((0, 2), np.int64)
    v = flat[1][flat[0][r] : flat[0][r + 1]].astype(np.int64)
    if v.size % 2:
        raise PackError(f"{doc}: an edge column has an odd number of entries")
    return np.unique(v.reshape(-1, 2), axis=0) if v.size else v.reshape(0, 2)


def _piece_labels(table: pa.Table) -> tuple[list[str], np.ndarray]:
    doc_ids = table.column("doc_id").to_pylist()
    if "piece" in table.column_names:
        return doc_ids, table.column("piece").to_numpy()
    return doc_ids, np.zeros(table.num_rows, np.int32)


def _chunk_spans(chunk_src: dict, r: int, n: int, label: str) -> tuple[np.ndarray, np.ndarray]:
    """Chunk starts and ends of tokenize row ``r`` (a piece of ``n`` tokens), checked."""
    if chunk_src["token_chunk_starts"] is None or chunk_src["token_chunk_ends"] is None:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    so, sv = chunk_src["token_chunk_starts"]
    eo, ev = chunk_src["token_chunk_ends"]
    st = sv[so[r] : so[r + 1]].astype(np.int64)
    en = ev[eo[r] : eo[r + 1]].astype(np.int64)
    if st.size != en.size or (
        st.size and (st[0] < 1 or en[-1] > n or (en <= st).any() or (st[1:] < en[:-1]).any())
    ):
        raise PackError(f"{label}: chunks are not sorted spans inside it")
    return st, en


def plan_table_reference(
    table: pa.Table, lengths: np.ndarray, seq_len: int, validation: np.ndarray | None = None
) -> ShardPlan:
    """The packing plan of one pack shard from its pieces' token counts, chunk spans and edges.

    ``table`` needs only ``doc_id`` (and ``piece``, the chunk spans and the edge columns when the
    tokenize output has them); ``lengths`` is each piece's token count (BOS included).
    ``validation`` marks the rows whose origin is in the validation split (default: none).
    """
    n_pieces = table.num_rows
    lengths = np.asarray(lengths, np.int64)
    doc_ids, pieces = _piece_labels(table)
    cap_c, cap_e = max_chunks(seq_len), max_edges(seq_len)
    chunk_src = {name: _flat(table, src) for name, (_, _, src) in CHUNK_METADATA_COLUMNS.items()}
    edge_src = {name: _flat(table, src) for name, (_, _, src) in EDGE_COLUMNS.items()}

    # segments (fallback split where a piece exceeds a capacity)
    seg: dict[str, list[int]] = {k: [] for k in (*_Segments.__dataclass_fields__, "n_edges")}
    edges_split = 0
    for r in range(n_pieces):
        n = int(lengths[r])
        label = f"{doc_ids[r]} piece {int(pieces[r])}"
        if n == 0:
            raise PackError(f"{label} does not start with BOS")
        st, en = _chunk_spans(chunk_src, r, n, label)
        pairs = [_edge_pairs(edge_src[k], r, doc_ids[r]) for k in EDGE_COLUMNS]
        for p in pairs:
            if p.size and (p.min() < 0 or p.max() >= st.size):
                raise PackError(f"{label}: an edge names a chunk it does not have")
        n_e = max((p.shape[0] for p in pairs), default=0)
        if n <= seq_len and st.size <= cap_c and n_e <= cap_e:
            bounds = [(0, n)]
        else:
            bounds = split_bounds(n, st, en, pairs, seq_len, cap_c, cap_e)
        kept = 0
        for a, b in bounds:
            lo = int(np.searchsorted(en, a, side="right"))
            hi = int(np.searchsorted(st, b, side="left"))
            within = [_edges_within(p, lo, hi) for p in pairs]
            kept += sum(within)
            seg["piece_row"].append(r)
            seg["src_start"].append(a)
            seg["src_len"].append(b - a)
            seg["inserted_bos"].append(int(a > 0))
            seg["chunk_lo"].append(lo)
            seg["chunk_hi"].append(hi)
            seg["n_edges"].append(max(within, default=0))
        edges_split += sum(p.shape[0] for p in pairs) - kept
    arrays = {k: np.asarray(v, dtype=np.int64) for k, v in seg.items()}
    n_edges = arrays.pop("n_edges")
    segs = _Segments(**arrays)
    n_seg = segs.piece_row.size
    seg_tokens = segs.src_len + segs.inserted_bos
    seg_chunks = segs.chunk_hi - segs.chunk_lo

    # plan: training and validation segments never share a row; training rows come first
    is_val = np.zeros(n_seg, bool) if validation is None else np.asarray(validation, bool)[segs.piece_row]
    row_of = np.empty(n_seg, np.int64)
    n_rows = train_rows = 0
    for flag in (False, True):
        idx = np.flatnonzero(is_val == flag)
        if not idx.size:
            continue
        b = packplan.plan(seg_tokens[idx], seg_chunks[idx], n_edges[idx], seq_len, cap_c, cap_e)
        row_of[idx] = b + n_rows
        n_rows += int(b.max()) + 1
        if not flag:
            train_rows = n_rows
    return ShardPlan(segs, row_of, n_rows, train_rows, n_pieces, int(edges_split))


def materialize_reference(
    table: pa.Table, plan: ShardPlan, shard: int, seq_len: int, bos_id: int, pad_id: int
) -> tuple[pa.Table, dict]:
    """The rows of one pack shard from its tokenize rows (``table``) and its plan."""
    n_pieces = table.num_rows
    doc_ids, pieces = _piece_labels(table)
    ids_off, ids = _flat(table, "input_ids")
    lengths = np.diff(ids_off)
    cap_c, cap_e = max_chunks(seq_len), max_edges(seq_len)
    segs, row_of, n_rows = plan.segs, plan.row_of, plan.rows
    if plan.pieces != n_pieces or not np.array_equal(
        np.bincount(segs.piece_row, weights=segs.src_len, minlength=n_pieces).astype(np.int64), lengths
    ):
        raise PackError(
            f"pack shard {shard}: the plan does not cover the tokenize rows' input_ids "
            "(n_tokens disagrees with input_ids, or the input changed)"
        )
    starts_bos = ids[ids_off[:-1][lengths > 0]] == bos_id if n_pieces else np.zeros(0, bool)
    if not starts_bos.all():
        r = int(np.flatnonzero(lengths > 0)[np.argmin(starts_bos)])
        raise PackError(f"{doc_ids[r]} piece {int(pieces[r])} does not start with BOS")

    # per-token source columns: aligned with input_ids or the shard fails closed
    token_src: dict[str, np.ndarray | None] = {}
    for name, (_, _, src) in TOKEN_ALIGNED_COLUMNS.items():
        f = _flat(table, src) if src else None
        if f is not None and not np.array_equal(np.diff(f[0]), lengths):
            bad = int(np.flatnonzero(np.diff(f[0]) != lengths)[0])
            raise PackError(f"{doc_ids[bad]} piece {int(pieces[bad])}: {src} is not aligned with input_ids")
        token_src[name] = None if f is None else f[1]
    chunk_src = {name: _flat(table, src) for name, (_, _, src) in CHUNK_METADATA_COLUMNS.items()}
    edge_src = {name: _flat(table, src) for name, (_, _, src) in EDGE_COLUMNS.items()}
    platforms = _flat(table, S.PLATFORM_IDS)
    n_seg = segs.piece_row.size
    seg_tokens = segs.src_len + segs.inserted_bos

    # members of a row in tokenize order (so doc_ids, a per-segment ordinal, are monotone)
    order = np.lexsort((np.arange(n_seg), row_of))
    row_sorted = row_of[order]
    seg_offset = np.zeros(n_seg, np.int64)
    if n_seg:
        starts_of_row = np.r_[0, np.flatnonzero(np.diff(row_sorted)) + 1]
        cum = np.cumsum(seg_tokens[order]) - seg_tokens[order]
        seg_offset[order] = cum - np.repeat(cum[starts_of_row], np.diff(np.r_[starts_of_row, n_seg]))
    valid = np.bincount(row_of, weights=seg_tokens, minlength=n_rows).astype(np.int32)
    num_docs = np.bincount(row_of, minlength=n_rows).astype(np.int32)

    # token gather: row position -> flat source index
    total = int(segs.src_len.sum())
    rep = np.repeat(np.arange(n_seg), segs.src_len)
    within = np.arange(total) - np.repeat(np.cumsum(segs.src_len) - segs.src_len, segs.src_len)
    dest = row_of[rep] * seq_len + seg_offset[rep] + segs.inserted_bos[rep] + within
    src = ids_off[segs.piece_row][rep] + segs.src_start[rep] + within
    bos_dest = (row_of * seq_len + seg_offset)[segs.inserted_bos == 1]

    input_ids = np.full(n_rows * seq_len, pad_id, np.uint32)
    input_ids[dest] = ids[src]
    input_ids[bos_dest] = bos_id
    seg_key = (np.int64(shard) << 40) + np.arange(n_seg, dtype=np.int64)
    row_docs = np.full(n_rows * seq_len, -1, np.int64)
    row_docs[dest] = seg_key[rep]
    row_docs[bos_dest] = seg_key[segs.inserted_bos == 1]
    input_ids = input_ids.reshape(n_rows, seq_len)
    row_docs = row_docs.reshape(n_rows, seq_len)

    cols: dict[str, np.ndarray] = {}
    for name, (dtype, fill, _) in TOKEN_ALIGNED_COLUMNS.items():
        out = np.full(n_rows * seq_len, fill, dtype)
        if token_src.get(name) is not None:
            out[dest] = token_src[name][src]  # inserted BOS keeps the fill, like a piece's own BOS
        cols[name] = out.reshape(n_rows, seq_len)

    # chunk metadata and edges, in row offsets / row chunk indices
    chunk_cols = {k: np.full((n_rows, cap_c), v[1], v[0]) for k, v in CHUNK_METADATA_COLUMNS.items()}
    edge_cols = {k: np.full((n_rows, 2 * cap_e), v[1], v[0]) for k, v in EDGE_COLUMNS.items()}
    n_chunk = np.zeros(n_rows, np.int64)
    n_edge = {k: np.zeros(n_rows, np.int64) for k in EDGE_COLUMNS}
    plat_rows: list[set[int]] = [set() for _ in range(n_rows)]
    provenance: list[list[dict]] = [[] for _ in range(n_rows)]
    piece_edges: dict[int, list[np.ndarray]] = {}  # edge pairs of a piece, for its segments with chunks
    for s in order.tolist():
        r, row = int(segs.piece_row[s]), int(row_of[s])
        a, ln, ins = int(segs.src_start[s]), int(segs.src_len[s]), int(segs.inserted_bos[s])
        base = int(seg_offset[s])
        provenance[row].append(
            {"doc_id": doc_ids[r], "piece": int(pieces[r]), "start": a, "length": ln + ins, "offset": base}
        )
        if platforms is not None:
            plat_rows[row].update(platforms[1][platforms[0][r] : platforms[0][r + 1]].tolist())
        lo, hi = int(segs.chunk_lo[s]), int(segs.chunk_hi[s])
        if hi > lo:
            k0 = int(n_chunk[row])
            so, sv = chunk_src["token_chunk_starts"]
            eo, ev = chunk_src["token_chunk_ends"]
            st = sv[so[r] + lo : so[r] + hi].astype(np.int64)
            en = ev[eo[r] + lo : eo[r] + hi].astype(np.int64)
            shift = base + ins - a
            chunk_cols["token_chunk_starts"][row, k0 : k0 + hi - lo] = np.maximum(st, a) + shift
            chunk_cols["token_chunk_ends"][row, k0 : k0 + hi - lo] = np.minimum(en, a + ln) + shift
            for name in ("token_chunk_kinds", "token_chunk_dep_levels"):
                f = chunk_src[name]
                if f is not None:
                    if f[0][r + 1] - f[0][r] != so[r + 1] - so[r]:
                        raise PackError(f"{doc_ids[r]} piece {int(pieces[r])}: {name} is not one per chunk")
                    chunk_cols[name][row, k0 : k0 + hi - lo] = f[1][f[0][r] + lo : f[0][r] + hi]
            if r not in piece_edges:
                piece_edges[r] = [_edge_pairs(edge_src[k], r, doc_ids[r]) for k in EDGE_COLUMNS]
            for name, pairs in zip(EDGE_COLUMNS, piece_edges[r], strict=True):
                keep = pairs[((pairs >= lo) & (pairs < hi)).all(axis=1)]
                e0 = int(n_edge[name][row])
                edge_cols[name][row, 2 * e0 : 2 * (e0 + keep.shape[0])] = (keep - lo + k0).reshape(-1)
                n_edge[name][row] += keep.shape[0]
            n_chunk[row] += hi - lo

    # token -> row chunk (chunks are disjoint and sorted within a row)
    starts, ends = chunk_cols["token_chunk_starts"], chunk_cols["token_chunk_ends"]
    span = np.maximum(ends - starts, 0).astype(np.int64)
    flat_span = span.reshape(-1)
    chunk_row_base = (np.arange(n_rows, dtype=np.int64) * seq_len)[:, None] + starts
    cnt = int(flat_span.sum())
    chunk_rep = np.repeat(np.arange(flat_span.size), flat_span)
    pos = np.repeat(chunk_row_base.reshape(-1), flat_span) + (
        np.arange(cnt) - np.repeat(np.cumsum(flat_span) - flat_span, flat_span)
    )
    cols["token_chunk_ids"].reshape(-1)[pos] = (chunk_rep % cap_c).astype(np.int32)
    cols["token_chunk_valid"].reshape(-1)[pos] = 1

    platform_ids = np.full((n_rows, PLATFORM_SLOTS), -1, np.int16)
    for row, ps in enumerate(plat_rows):
        platform_ids[row, : len(ps)] = sorted(ps)

    same_next = np.zeros_like(input_ids, dtype=bool)
    same_next[:, :-1] = (row_docs[:, 1:] == row_docs[:, :-1]) & (row_docs[:, :-1] >= 0)
    target_ids = np.where(same_next, np.roll(input_ids, -1, axis=1), pad_id).astype(np.uint32)

    def fixed(a: np.ndarray, typ: pa.DataType) -> pa.Array:
        return pa.FixedSizeListArray.from_arrays(pa.array(a.reshape(-1), type=typ), a.shape[1])

    sch = schema(seq_len)
    data = {
        "pack_id": pa.array((np.int64(shard) << 32) + np.arange(n_rows, dtype=np.int64)),
        "input_ids": fixed(input_ids, pa.uint32()),
        "target_ids": fixed(target_ids, pa.uint32()),
        "loss_mask": fixed(same_next.astype(np.uint8), pa.uint8()),
        "doc_ids": fixed(row_docs, pa.int64()),
        "valid_token_count": pa.array(valid),
        "num_docs": pa.array(num_docs),
    }
    for name, a in {**cols, **chunk_cols, **edge_cols, "platform_ids": platform_ids}.items():
        data[name] = fixed(a, sch.field(name).type.value_type)
    data["slack"] = pa.array(seq_len - valid, type=pa.int32())
    row_split = plan.row_split
    data["split"] = pa.array(row_split, type=pa.string())
    data["provenance"] = pa.array(provenance, type=pa.list_(PROVENANCE_TYPE))
    stats = {
        "documents": n_seg,
        "pieces": n_pieces,
        "tokens": int(seg_tokens.sum()),
        "rows": n_rows,
        "validation_rows": row_split.count(VALIDATION),
        "split_pieces": int(n_seg - n_pieces),
        "edges_split": plan.edges_split,
    }
    return pa.table(data, schema=sch), stats
