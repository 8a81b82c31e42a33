"""Stage ``pack``: tokenize pieces packed into fixed rows of T tokens with token-aligned structure.

Input is the tokenize output (CONTRACT tokenize v2: one row per piece, BOS + ids, per-token
structure, chunks in token offsets, call/type edges, platform ids; a v1 output with ids only is
packed with fills). Each piece is one training document, a *segment* of a row.

Plan: best-fit-decreasing over the segments' lengths only (``pipeline.packplan``), with three
capacities per row: T tokens, ``max_chunks(T) = max(128, T // 32)`` chunks and ``max_edges(T)``
edges per relation. The chunk cap is a packing constraint, so nothing is cut to fit the padded
chunk arrays. Nothing is truncated either: a piece over a capacity (longer than T, more chunks or
edges than a row holds -- rare once the chunk stage's budget is <= T) is split by the fallback into
sub-pieces, each a fresh BOS + the next tokens, cut at chunk boundaries when the chunk or edge cap
binds; ``provenance.start`` is the offset of the sub-piece's first content token in the piece, and
the edges between two sub-pieces (which no row can hold) are counted in ``extra.edges_split``.

Rows of validation origins are packed apart from training rows (``split`` column): the validation
split is chosen by origin -- a whole source, or a source plus ``origin_depth`` leading path
components -- never by row position. All the packed-row columns and their fills are declared once,
in ``pipeline.packed_rows`` (``REQUIRED_COLUMNS``, ``OPTIONAL_COLUMNS``, ``schema``); every list column is a fixed-size
list, so plain pyarrow reads a row as arrays of known shape. A pack shard holds at most
``pack.max_shard_docs`` pieces: a larger tokenize shard is cut into several pack shards at document
boundaries (``shard_plan``). A finished output carries the completion sentinel ``COMPLETE.json``
(written after the last shard).

Three steps (issue 10): ``plan`` (single) reads only per-piece and per-chunk columns of the
tokenize shards (``n_tokens``, origin, chunk spans, edges; never the token columns) and writes
each pack shard's plan -- which segment of which piece goes to which row -- as a small scratch
file; ``rows`` (mapped over pack shards) materializes the shards a rank owns from their plans and
the tokenize rows they name; ``finish`` (single) tallies, writes ``COMPLETE.json`` and removes the
plan. The bytes are those of planning and packing in one pass (``pack_table``), for any number
of ranks.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import posixpath
from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from pipeline import packplan
from pipeline import tokenizer as tok
from pipeline.config import PipelineConfig, as_dict
from pipeline.packed_rows import (
    CHUNK_METADATA_COLUMNS,
    COMPLETE_NAME,
    EDGE_COLUMNS,
    OPTIONAL_COLUMNS,
    PLATFORM_SLOTS,
    PROVENANCE_TYPE,
    REQUIRED_COLUMNS,
    ROW_COLUMNS,
    TOKEN_ALIGNED_COLUMNS,
    TRAIN,
    VALIDATION,
    max_chunks,
    max_edges,
    schema,
)
from pipeline.stages.base import Stage, Step
from pipeline.store import ObjectStore, StageContext, shard_numbers
from pipeline.structure import columns as S

__all__ = [  # the packed-row format lives in pipeline.packed_rows; re-exported for readers of this stage
    "CHUNK_METADATA_COLUMNS",
    "COMPLETE_NAME",
    "EDGE_COLUMNS",
    "OPTIONAL_COLUMNS",
    "PLATFORM_SLOTS",
    "PROVENANCE_TYPE",
    "REQUIRED_COLUMNS",
    "ROW_COLUMNS",
    "TOKEN_ALIGNED_COLUMNS",
    "TRAIN",
    "VALIDATION",
    "max_chunks",
    "max_edges",
    "schema",
    "pack_table",
]

STAGE = "pack"
CODE_VERSION = "2"
STATS_KEY = "cppcorpus.pack.stats"  # parquet schema metadata of a shard: its pack_table tallies
SOURCE_KEY = "cppcorpus.pack.source"  # parquet schema metadata: [tokenize shard, first row, end row]
PLAN_KEY = "cppcorpus.pack.plan"  # parquet schema metadata of a shard's plan: its counts and source
PLAN_PREFIX = "_plan"  # work files of the plan step, removed by the finish step: _plan-NNNNN.parquet
PLAN_NAME = "_plan.json"  # pack shard -> tokenize rows and the validation origins; the plan's marker


class PackError(ValueError):
    """A tokenize row is malformed (misaligned per-token columns, chunks outside the piece, ...)."""


# --- splitting pieces that exceed a row capacity (the fallback) ---------------------------------


def split_document(ids: np.ndarray, seq_len: int, bos_id: int) -> list[tuple[int, np.ndarray]]:
    """Pieces (start, tokens) of at most ``seq_len`` tokens, each beginning with BOS (no chunks).

    >>> [(s, p.tolist()) for s, p in split_document(np.array([2, 10, 11, 12, 13]), 3, 2)]
    [(0, [2, 10, 11]), (3, [2, 12, 13])]
    """
    bounds = split_bounds(ids.size, np.zeros(0, np.int64), np.zeros(0, np.int64), [], seq_len, 1, 1)
    bos = np.array([bos_id], dtype=ids.dtype)
    return [(a, ids[a:b] if a == 0 else np.concatenate([bos, ids[a:b]])) for a, b in bounds]


def split_bounds(
    n: int,
    starts: np.ndarray,
    ends: np.ndarray,
    edges: list[np.ndarray],
    seq_len: int,
    cap_chunks: int,
    cap_edges: int,
) -> list[tuple[int, int]]:
    """Token ranges [a, b) tiling a piece of ``n`` tokens so each sub-piece fits one row.

    The first range holds at most ``seq_len`` tokens (it keeps the piece's BOS), later ones at most
    ``seq_len - 1`` (a BOS is inserted). A range holds at most ``cap_chunks`` chunks and at most
    ``cap_edges`` edges of each relation between its chunks; when one of those binds, the range
    ends where a chunk starts.

    >>> split_bounds(10, np.array([1, 3, 5, 7]), np.array([3, 5, 7, 10]), [], 100, 2, 8)
    [(0, 5), (5, 10)]
    """
    out: list[tuple[int, int]] = []
    a = 0
    while a < n:
        b = min(n, a + (seq_len if a == 0 else seq_len - 1))
        lo = int(np.searchsorted(ends, a, side="right"))
        hi = int(np.searchsorted(starts, b, side="left"))
        if hi - lo > cap_chunks:
            hi = lo + cap_chunks
            b = int(starts[hi])
        while hi - lo > 1 and any(_edges_within(e, lo, hi) > cap_edges for e in edges):
            hi = lo + (hi - lo) // 2
            b = int(starts[hi])
        out.append((a, b))
        a = b
    return out


def _edges_within(pairs: np.ndarray, lo: int, hi: int) -> int:
    """Edges (rows of a (k, 2) array) with both ends in chunks [lo, hi)."""
    return int(((pairs >= lo) & (pairs < hi)).all(axis=1).sum())


# --- packing: the plan (lengths, chunk and edge counts only), then the rows ------------------


@dataclass
class _Segments:
    """Training documents of one pack shard after the fallback split, in tokenize order."""

    piece_row: np.ndarray  # tokenize row of the segment (in the pack shard's slice)
    src_start: np.ndarray  # offset in the piece of its first token taken from the piece
    src_len: np.ndarray  # tokens taken from the piece
    inserted_bos: np.ndarray  # 1 when a BOS is inserted before them (continuation sub-piece)
    chunk_lo: np.ndarray  # chunks [lo, hi) of the piece overlapping the segment
    chunk_hi: np.ndarray


@dataclass
class ShardPlan:
    """Where every segment of one pack shard goes: what the ``rows`` step materializes.

    Rows are numbered training rows first, then validation rows; a segment's row is ``row_of``.
    """

    segs: _Segments
    row_of: np.ndarray
    rows: int
    train_rows: int
    pieces: int
    edges_split: int

    @property
    def row_split(self) -> list[str]:
        return [TRAIN] * self.train_rows + [VALIDATION] * (self.rows - self.train_rows)

    def to_table(self, source: tuple[int, int, int]) -> pa.Table:
        """The plan as a small parquet table (a few int32 per segment, the counts in its metadata)."""
        cols = {k: pa.array(getattr(self.segs, k), pa.int32()) for k in _Segments.__dataclass_fields__}
        cols["row"] = pa.array(self.row_of, pa.int32())
        meta = {
            "rows": self.rows,
            "train_rows": self.train_rows,
            "pieces": self.pieces,
            "edges_split": self.edges_split,
            "source": list(source),
        }
        return pa.table(cols).replace_schema_metadata({PLAN_KEY: json.dumps(meta, sort_keys=True)})

    @classmethod
    def from_table(cls, table: pa.Table) -> ShardPlan:
        meta = json.loads(table.schema.metadata[PLAN_KEY.encode()])
        col = {name: table.column(name).to_numpy().astype(np.int64) for name in table.column_names}
        segs = _Segments(**{k: col[k] for k in _Segments.__dataclass_fields__})
        return cls(segs, col["row"], meta["rows"], meta["train_rows"], meta["pieces"], meta["edges_split"])


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


# tokenize columns the plan reads: per piece or per chunk, never per token
PLAN_COLUMNS = [
    "doc_id",
    "piece",
    S.CHUNK_STARTS,
    S.CHUNK_ENDS,
    *(src for _, _, src in EDGE_COLUMNS.values()),
]


def plan_table(
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


def pack_table(
    table: pa.Table, shard: int, seq_len: int, bos_id: int, pad_id: int, validation: np.ndarray | None = None
) -> tuple[pa.Table, dict]:
    """Pack one tokenize shard into rows (plan, then rows); returns the rows and the shard's tallies.

    ``validation`` marks the tokenize rows whose origin is in the validation split (default: none).
    """
    ids_off, _ = _flat(table, "input_ids")
    plan = plan_table(table, np.diff(ids_off), seq_len, validation)
    return materialize(table, plan, shard, seq_len, bos_id, pad_id)


def materialize(
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


# --- the validation split, by origin ------------------------------------------------------------


def origin_of(source: str, path: str, depth: int) -> str:
    """The origin of a document: its source, plus ``depth`` leading components of its path.

    >>> origin_of("c-headers", "linux/types.h", 1), origin_of("c-headers", "stdio.h", 1)
    ('c-headers/linux', 'c-headers')
    """
    parts = path.split("/")[:-1][:depth]
    return posixpath.join(source, *parts) if parts else source


def choose_validation(origin_tokens: dict[str, int], fraction: float) -> set[str]:
    """Origins for the validation split: in a fixed hash order, each origin that keeps the split
    within 1.5x the target is taken until the target (``fraction`` of all tokens) is reached.

    Whole origins only, so no origin has documents on both sides; the hash order makes the choice
    independent of row or file order. An origin bigger than 1.5x the target is never taken.

    >>> sorted(choose_validation({f"r{i}": 100 for i in range(200)}, 0.01))
    ['r105', 'r40']
    """
    total = sum(origin_tokens.values())
    target = fraction * total
    chosen: set[str] = set()
    got = 0
    for origin in sorted(origin_tokens, key=lambda o: hashlib.sha256(o.encode()).hexdigest()):
        if got >= target:
            break
        if got + origin_tokens[origin] <= 1.5 * target:
            chosen.add(origin)
            got += origin_tokens[origin]
    return chosen


def shard_plan(docs: dict[int, list[str]], max_docs: int) -> dict[int, tuple[int, int, int]]:
    """Pack shard number -> (tokenize shard, first row, end row): at most ``max_docs`` pieces each.

    A tokenize shard with more pieces than a pack shard may hold is cut into consecutive runs of
    rows, each as long as possible, ending where a document's pieces end (a document's pieces stay
    in one pack shard, so export finds it whole). The boundaries come from the data alone, never
    from how many workers run. Pack shard numbers follow tokenize's, shifted by the extra shards
    before them: with no cut, pack shard N holds tokenize shard N. ``docs[N]`` lists the doc_id (or
    any label equal for the rows of one document, like an ordinal) of every row of tokenize shard N
    (a document's pieces are consecutive rows).

    >>> shard_plan({0: ["a", "a", "b", "c", "c"], 1: ["d"]}, max_docs=3)
    {0: (0, 0, 3), 1: (0, 3, 5), 2: (1, 0, 1)}
    >>> shard_plan({0: ["a"], 3: ["b"]}, max_docs=3)
    {0: (0, 0, 1), 3: (3, 0, 1)}
    """
    if max_docs < 1:
        raise ValueError(f"pack.max_shard_docs must be at least 1, got {max_docs}")
    out: dict[int, tuple[int, int, int]] = {}
    extra = 0
    for shard in sorted(docs):
        ids = docs[shard]
        n, lo, j = len(ids), 0, 0
        while lo < n:
            hi = min(n, lo + max_docs)
            if hi < n:
                cut = hi
                while cut > lo and ids[cut - 1] == ids[cut]:  # never between two pieces of a document
                    cut -= 1
                if cut == lo:
                    raise PackError(
                        f"tokenize shard {shard}: the document at row {lo} has more than {max_docs} pieces, "
                        "more than a pack shard may hold"
                    )
                hi = cut
            out[shard + extra + j] = (shard, lo, hi)
            lo, j = hi, j + 1
        extra += max(j - 1, 0)
    return out


def config_slice(cfg: PipelineConfig) -> dict:
    return {"pack": as_dict(cfg.pack), "bos_id": tok.BOS_ID, "pad_id": tok.PAD_ID}


# --- the stage's steps: plan (single) -> rows (mapped over pack shards) -> finish (single) ------


def _seq_len(cfg: PipelineConfig) -> int:
    if cfg.pack.seq_len < 2:
        raise ValueError(f"seq_len must be at least 2, got {cfg.pack.seq_len}")
    return cfg.pack.seq_len


def _plan_path(ctx: StageContext, out_shard: int) -> str:
    return ctx.file_path(f"{PLAN_PREFIX}{out_shard:05d}.parquet")


def _tokenize_path(ctx: StageContext, shard: int) -> str:
    return ctx.store.path("tokenize", ctx.inputs["tokenize"], f"part-{shard:05d}.parquet")


def _present(store: ObjectStore, path: str, wanted: list[str]) -> list[str]:
    """The columns of ``wanted`` that the parquet file at ``path`` has (a v1 tokenize output lacks some)."""
    with store.fs.open(path, "rb") as f:
        names = set(pq.read_schema(f).names)
    return [c for c in wanted if c in names]


def _validation_flags(table: pa.Table, depth: int, val_origins: set[str]) -> np.ndarray:
    origins = (
        origin_of(s, p, depth)
        for s, p in zip(table.column("source").to_pylist(), table.column("path").to_pylist(), strict=True)
    )
    return np.fromiter((o in val_origins for o in origins), bool, count=table.num_rows)


def plan_step(ctx: StageContext, cfg: PipelineConfig) -> None:
    """The packing plan of every pack shard, from the tokenize shards' small columns (never ids).

    Pass 1 reads ``doc_id``, ``source``, ``path`` and ``n_tokens``: the tokens per origin (the
    validation split) and where each document's pieces end (``shard_plan``), a few bytes per piece.
    Pass 2 reads, one tokenize shard at a time, the per-chunk columns too (chunk spans and edges)
    and writes each pack shard's plan, ``_plan-NNNNN.parquet`` (a few int32 per segment); then
    ``_plan.json`` (pack shard -> its tokenize rows, the validation origins), the step's marker.
    """
    seq_len = _seq_len(cfg)
    store = ctx.store
    if store.exists(ctx.file_path(PLAN_NAME)):
        return
    depth = cfg.pack.origin_depth
    origin_tokens: dict[str, int] = {}
    doc_runs: dict[int, np.ndarray] = {}  # tokenize shard -> document ordinal of each row
    for shard in shard_numbers(store, "tokenize", ctx.inputs["tokenize"]):
        t = store.read_table(_tokenize_path(ctx, shard), columns=["doc_id", "source", "path", "n_tokens"])
        ids = t.column("doc_id").to_pylist()
        # kept per row: its document's ordinal (4 bytes)
        starts = [a != b for a, b in itertools.pairwise(ids)]
        doc_runs[shard] = np.cumsum([0, *starts], dtype=np.int32)[: len(ids)]
        for s, p, n in zip(*(t.column(c).to_pylist() for c in ("source", "path", "n_tokens")), strict=True):
            o = origin_of(s, p, depth)
            origin_tokens[o] = origin_tokens.get(o, 0) + n
    val_origins = choose_validation(origin_tokens, cfg.pack.validation_fraction)
    sources = shard_plan(doc_runs, cfg.pack.max_shard_docs)
    del doc_runs

    by_tokenize: dict[int, list[int]] = {}
    for out_shard, (tok_shard, _, _) in sources.items():
        by_tokenize.setdefault(tok_shard, []).append(out_shard)
    for tok_shard, out_shards in sorted(by_tokenize.items()):
        todo = [s for s in out_shards if not store.exists(_plan_path(ctx, s))]
        if not todo:
            continue
        path = _tokenize_path(ctx, tok_shard)
        table = store.read_table(
            path, columns=_present(store, path, [*PLAN_COLUMNS, "source", "path", "n_tokens"])
        )
        for out_shard in todo:
            _, lo, hi = sources[out_shard]
            part = table.slice(lo, hi - lo)
            val = _validation_flags(part, depth, val_origins)
            plan = plan_table(part, part.column("n_tokens").to_numpy(), seq_len, val)
            store.write_table(_plan_path(ctx, out_shard), plan.to_table(sources[out_shard]))
    store.write_json(
        ctx.file_path(PLAN_NAME),
        {
            "sources": {str(k): list(v) for k, v in sources.items()},
            "validation_origins": sorted(val_origins),
            "origins": len(origin_tokens),
        },
    )


# tokenize columns the rows read (the plan has the rest)
ROW_SOURCE_COLUMNS = [
    "doc_id",
    "piece",
    "input_ids",
    *(src for _, _, src in TOKEN_ALIGNED_COLUMNS.values() if src),
    *(src for _, _, src in CHUNK_METADATA_COLUMNS.values()),
    *(src for _, _, src in EDGE_COLUMNS.values()),
    S.PLATFORM_IDS,
]


def rows_step(ctx: StageContext, cfg: PipelineConfig) -> None:
    """The pack shards this rank owns: each from its plan and the tokenize rows it names."""
    seq_len = _seq_len(cfg)
    store = ctx.store
    plan = store.read_json(ctx.file_path(PLAN_NAME))
    cached: tuple[int, pa.Table] | None = None
    for out_shard, (tok_shard, lo, hi) in sorted((int(k), v) for k, v in plan["sources"].items()):
        if not ctx.owns(out_shard) or ctx.has_shard(out_shard):
            continue
        if cached is None or cached[0] != tok_shard:
            path = _tokenize_path(ctx, tok_shard)
            cached = (tok_shard, store.read_table(path, columns=_present(store, path, ROW_SOURCE_COLUMNS)))
        shard_plan_ = ShardPlan.from_table(store.read_table(_plan_path(ctx, out_shard)))
        rows, stats = materialize(
            cached[1].slice(lo, hi - lo), shard_plan_, out_shard, seq_len, tok.BOS_ID, tok.PAD_ID
        )
        # the shard's tallies and source travel in its own metadata (a resumed run reports the same totals)
        meta = {STATS_KEY: json.dumps(stats, sort_keys=True), SOURCE_KEY: json.dumps([tok_shard, lo, hi])}
        ctx.write_shard(out_shard, rows.replace_schema_metadata(meta), row_group_size=cfg.pack.row_group_size)
        ctx.shard_done()


def finish_step(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Tallies over every shard, the completion sentinel ``COMPLETE.json``, then the plan's files go."""
    seq_len = _seq_len(cfg)
    store = ctx.store
    plan = store.read_json(ctx.file_path(PLAN_NAME))
    planned = sorted(int(k) for k in plan["sources"])
    shards = shard_numbers(store, STAGE, ctx.version)
    if shards != planned:
        raise PackError(
            f"pack/{ctx.version}: shards {sorted(set(planned) - set(shards))[:5]} of the plan are "
            "not written (a rank of the rows step did not finish)"
        )
    totals: dict[str, int] = {}
    rows = tokens = val_rows = 0
    for shard in shards:
        t = store.read_table(ctx.shard_path(shard), columns=["valid_token_count", "split"])
        for k, v in json.loads((t.schema.metadata or {}).get(STATS_KEY.encode(), b"{}")).items():
            totals[k] = totals.get(k, 0) + v
        rows += t.num_rows
        tokens += int(pc.sum(t.column("valid_token_count")).as_py() or 0)
        val_rows += int(pc.sum(pc.equal(t.column("split"), VALIDATION)).as_py() or 0)
    fill = tokens / (rows * seq_len) if rows else 0.0
    ctx.extra.update(
        {
            "rows": rows,
            "tokens": tokens,
            "fill_ratio": round(fill, 6),
            "validation_rows": val_rows,
            "validation_origins": plan["validation_origins"],
            "origins": plan["origins"],
            "max_chunks": max_chunks(seq_len),
            "max_edges": max_edges(seq_len),
            "split_pieces": totals.get("split_pieces", 0),
            "edges_split": totals.get("edges_split", 0),
        }
    )
    store.write_json(
        ctx.file_path(COMPLETE_NAME),
        {
            "stage": STAGE,
            "version": ctx.version,
            "shards": shards,
            "rows": rows,
            "seq_len": seq_len,
            # pack shard -> [tokenize shard, first row, end row]: where its pieces came from
            "sources": plan["sources"],
        },
    )
    for name in store.listdir(ctx.dir):  # the plan is work, not output
        if name.startswith(PLAN_PREFIX) and name != PLAN_NAME:
            store.fs.rm(ctx.file_path(name))
    store.fs.rm(ctx.file_path(PLAN_NAME))


class PackStage(Stage):
    """Best-fit packing of pieces into fixed-shape rows: plan (single), rows (mapped), finish (single)."""

    name = STAGE
    code_version = CODE_VERSION
    upstream = ("tokenize",)

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        from pipeline import tokenizer as tok

        return {
            "vocab_size": cfg.tokenizer.vocab_size,
            "seq_len": cfg.pack.seq_len,
            "bos_id": tok.BOS_ID,
            "pad_id": tok.PAD_ID,
        }

    def output_schema(self, cfg: PipelineConfig) -> pa.Schema:
        return schema(cfg.pack.seq_len)

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (
            Step("plan", plan_step, mapped=False),
            Step("rows", rows_step),
            Step("finish", finish_step, mapped=False),
        )


stage = PackStage()
