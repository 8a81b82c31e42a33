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


def _label(table: pa.Table, r: int) -> str:
    """How an error names tokenize row ``r``: its doc_id and piece."""
    piece = table.column("piece")[r].as_py() if "piece" in table.column_names else 0
    return f"{table.column('doc_id')[r].as_py()} piece {piece}"


def _expand(counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For ranges of ``counts`` items: the range of every item and its position in the range."""
    owner = np.repeat(np.arange(counts.size), counts)
    return owner, np.arange(owner.size, dtype=np.int64) - np.repeat(np.cumsum(counts) - counts, counts)


def _group_rank(keys: np.ndarray) -> np.ndarray:
    """Position of every item among the items of its key, for keys in non-decreasing order."""
    n = keys.size
    if not n:
        return np.zeros(0, np.int64)
    first = np.r_[0, np.flatnonzero(keys[1:] != keys[:-1]) + 1]
    return np.arange(n, dtype=np.int64) - np.repeat(first, np.diff(np.r_[first, n]))


@dataclass
class _Edges:
    """One relation's distinct edge pairs of every piece, sorted (``np.unique(axis=0)`` per piece)."""

    offsets: np.ndarray  # pairs of piece r: pairs[offsets[r] : offsets[r + 1]]
    pairs: np.ndarray  # (k, 2) int64

    def of(self, r: int) -> np.ndarray:
        return self.pairs[self.offsets[r] : self.offsets[r + 1]]

    @property
    def counts(self) -> np.ndarray:
        return np.diff(self.offsets)


def _unique_edges(flat: tuple[np.ndarray, np.ndarray] | None, n_pieces: int) -> _Edges:
    """Each piece's distinct (src, dst) chunk pairs of one edge column (the column's counts are even)."""
    if flat is None:
        return _Edges(np.zeros(n_pieces + 1, np.int64), np.zeros((0, 2), np.int64))
    offsets, values = flat
    pairs = values.astype(np.int64).reshape(-1, 2)
    piece = np.repeat(np.arange(n_pieces), np.diff(offsets) // 2)
    order = np.lexsort((pairs[:, 1], pairs[:, 0], piece))
    piece, pairs = piece[order], pairs[order]
    keep = np.ones(piece.size, bool)
    keep[1:] = (piece[1:] != piece[:-1]) | (pairs[1:] != pairs[:-1]).any(axis=1)
    piece, pairs = piece[keep], pairs[keep]
    counts = np.bincount(piece, minlength=n_pieces)
    return _Edges(np.r_[0, np.cumsum(counts)].astype(np.int64), pairs)


def _chunk_spans(chunk_src: dict, r: int) -> tuple[np.ndarray, np.ndarray]:
    """Chunk starts and ends of tokenize row ``r`` (checked by ``_first_bad_piece``)."""
    if chunk_src["token_chunk_starts"] is None or chunk_src["token_chunk_ends"] is None:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    so, sv = chunk_src["token_chunk_starts"]
    eo, ev = chunk_src["token_chunk_ends"]
    return sv[so[r] : so[r + 1]].astype(np.int64), ev[eo[r] : eo[r + 1]].astype(np.int64)


def _check_piece(table: pa.Table, r: int, n: int, chunk_src: dict, edge_src: dict) -> None:
    """Raises PackError naming piece ``r`` where it is malformed (the checks of the first pack code)."""
    label = _label(table, r)
    if n == 0:
        raise PackError(f"{label} does not start with BOS")
    st, en = _chunk_spans(chunk_src, r)
    if st.size != en.size or (
        st.size and (st[0] < 1 or en[-1] > n or (en <= st).any() or (st[1:] < en[:-1]).any())
    ):
        raise PackError(f"{label}: chunks are not sorted spans inside it")
    pairs = []
    for flat in edge_src.values():
        if flat is None:
            pairs.append(np.zeros((0, 2), np.int64))
            continue
        v = flat[1][flat[0][r] : flat[0][r + 1]].astype(np.int64)
        if v.size % 2:
            raise PackError(
                f"{table.column('doc_id')[r].as_py()}: an edge column has an odd number of entries"
            )
        pairs.append(np.unique(v.reshape(-1, 2), axis=0) if v.size else v.reshape(0, 2))
    for p in pairs:
        if p.size and (p.min() < 0 or p.max() >= st.size):
            raise PackError(f"{label}: an edge names a chunk it does not have")


def _first_bad_piece(lengths: np.ndarray, chunk_src: dict, edge_src: dict) -> int | None:
    """The first piece that ``_check_piece`` rejects (all pieces at once), or None."""
    n_pieces = lengths.size
    bad = lengths == 0
    n_chunks = np.zeros(n_pieces, np.int64)
    if chunk_src["token_chunk_starts"] is not None and chunk_src["token_chunk_ends"] is not None:
        so, sv = chunk_src["token_chunk_starts"]
        eo, ev = chunk_src["token_chunk_ends"]
        n_chunks = np.diff(so)
        bad |= n_chunks != np.diff(eo)
        if not bad.any() and sv.size:
            st, en = sv.astype(np.int64), ev.astype(np.int64)
            owner = np.repeat(np.arange(n_pieces), n_chunks)
            first = so[:-1][n_chunks > 0]
            last = so[1:][n_chunks > 0] - 1
            has = np.flatnonzero(n_chunks > 0)
            bad[has[st[first] < 1]] = True
            bad[has[en[last] > lengths[has]]] = True
            bad[owner[en <= st]] = True
            overlap = (st[1:] < en[:-1]) & (owner[1:] == owner[:-1])
            bad[owner[1:][overlap]] = True
    for flat in edge_src.values():
        if flat is None:
            continue
        counts = np.diff(flat[0])
        odd = counts % 2 == 1
        bad |= odd
        if odd.any():
            continue
        pairs = flat[1].astype(np.int64).reshape(-1, 2)
        owner = np.repeat(np.arange(n_pieces), counts // 2)
        out = (pairs.min(axis=1, initial=0) < 0) | (pairs.max(axis=1, initial=-1) >= n_chunks[owner])
        bad[owner[out]] = True
    hit = np.flatnonzero(bad)
    return int(hit[0]) if hit.size else None


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
    cap_c, cap_e = max_chunks(seq_len), max_edges(seq_len)
    chunk_src = {name: _flat(table, src) for name, (_, _, src) in CHUNK_METADATA_COLUMNS.items()}
    edge_src = {name: _flat(table, src) for name, (_, _, src) in EDGE_COLUMNS.items()}
    bad = _first_bad_piece(lengths, chunk_src, edge_src)
    if bad is not None:
        _check_piece(table, bad, int(lengths[bad]), chunk_src, edge_src)  # raises, naming the piece
        raise PackError(f"{_label(table, bad)} is malformed")  # not reached: the checks agree

    # one segment per piece, unless the piece exceeds a capacity (the fallback split)
    has_spans = chunk_src["token_chunk_starts"] is not None and chunk_src["token_chunk_ends"] is not None
    n_chunks = np.diff(chunk_src["token_chunk_starts"][0]) if has_spans else np.zeros(n_pieces, np.int64)
    edges = [_unique_edges(edge_src[k], n_pieces) for k in EDGE_COLUMNS]
    n_e = np.max([e.counts for e in edges], axis=0) if edges else np.zeros(n_pieces, np.int64)
    over = np.flatnonzero((lengths > seq_len) | (n_chunks > cap_c) | (n_e > cap_e))
    split: dict[int, list[tuple[int, int, int, int, int]]] = {}  # piece -> (a, b, lo, hi, n_edges)
    edges_split = 0
    for r in over.tolist():
        n = int(lengths[r])
        st, en = _chunk_spans(chunk_src, r)
        pairs = [e.of(r) for e in edges]
        kept = 0
        split[r] = []
        for a, b in split_bounds(n, st, en, pairs, seq_len, cap_c, cap_e):
            lo = int(np.searchsorted(en, a, side="right"))
            hi = int(np.searchsorted(st, b, side="left"))
            within = [int(((p >= lo) & (p < hi)).all(axis=1).sum()) for p in pairs]
            kept += sum(within)
            split[r].append((a, b, lo, hi, max(within, default=0)))
        edges_split += sum(p.shape[0] for p in pairs) - kept
    per_piece = np.ones(n_pieces, np.int64)
    per_piece[over] = [len(split[r]) for r in over.tolist()]
    piece_row = np.repeat(np.arange(n_pieces, dtype=np.int64), per_piece)
    # a whole piece: tokens [0, n), all its chunks (they lie inside it), all its edges
    cols = {
        "src_start": np.zeros(piece_row.size, np.int64),
        "src_len": lengths[piece_row],
        "inserted_bos": np.zeros(piece_row.size, np.int64),
        "chunk_lo": np.zeros(piece_row.size, np.int64),
        "chunk_hi": n_chunks[piece_row].astype(np.int64),
        "n_edges": n_e[piece_row].astype(np.int64),
    }
    first_seg = np.cumsum(per_piece) - per_piece
    for r, parts in split.items():
        for i, (a, b, lo, hi, ne) in enumerate(parts):
            s = int(first_seg[r]) + i
            for k, v in zip(cols, (a, b - a, int(a > 0), lo, hi, ne), strict=True):
                cols[k][s] = v
    n_edges = cols.pop("n_edges")
    segs = _Segments(piece_row=piece_row, **cols)
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
    """The rows of one pack shard from its tokenize rows (``table``) and its plan.

    Whole-array work: every segment is one range of a row (its tokens are one ``copy_ranges``
    per column), and chunks, edges and platform ids are expanded per segment with index arithmetic.
    """
    n_pieces = table.num_rows
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
        raise PackError(f"{_label(table, r)} does not start with BOS")

    # per-token source columns: aligned with input_ids or the shard fails closed
    token_src: dict[str, np.ndarray | None] = {}
    for name, (dtype, _, src) in TOKEN_ALIGNED_COLUMNS.items():
        f = _flat(table, src) if src else None
        if f is not None and not np.array_equal(np.diff(f[0]), lengths):
            bad = int(np.flatnonzero(np.diff(f[0]) != lengths)[0])
            raise PackError(f"{_label(table, bad)}: {src} is not aligned with input_ids")
        token_src[name] = None if f is None else np.ascontiguousarray(f[1], dtype=dtype)
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
        seg_offset[order] = _row_prefix(seg_tokens[order], row_sorted)
    valid = np.bincount(row_of, weights=seg_tokens, minlength=n_rows).astype(np.int32)
    num_docs = np.bincount(row_of, minlength=n_rows).astype(np.int32)

    # tokens: each segment is one range of its row (an inserted BOS, then its tokens of the piece)
    seg_at = row_of * seq_len + seg_offset  # flat position of the segment's first token
    tok_at = seg_at + segs.inserted_bos  # ... of its first token taken from the piece
    src_at = ids_off[segs.piece_row] + segs.src_start
    bos_at = seg_at[segs.inserted_bos == 1]
    input_ids = np.full(n_rows * seq_len, pad_id, np.uint32)
    packplan.copy_ranges(input_ids, tok_at, np.ascontiguousarray(ids, dtype=np.uint32), src_at, segs.src_len)
    input_ids[bos_at] = bos_id
    seg_key = (np.int64(shard) << 40) + np.arange(n_seg, dtype=np.int64)
    row_docs = np.full(n_rows * seq_len, -1, np.int64)
    packplan.fill_ranges(row_docs, seg_at, seg_key, seg_tokens)
    # a token's target is the next token of its segment; the segment's last token has none
    target_ids = np.full(n_rows * seq_len, pad_id, np.uint32)
    packplan.copy_ranges(target_ids, seg_at, input_ids, seg_at + 1, seg_tokens - 1)
    loss_mask = np.zeros(n_rows * seq_len, np.uint8)
    packplan.fill_ranges(loss_mask, seg_at, np.ones(n_seg, np.uint8), seg_tokens - 1)

    cols: dict[str, np.ndarray] = {}
    for name, (dtype, fill, _) in TOKEN_ALIGNED_COLUMNS.items():
        out = np.full(n_rows * seq_len, fill, dtype)
        if token_src.get(name) is not None:  # inserted BOS keeps the fill, like a piece's own BOS
            packplan.copy_ranges(out, tok_at, token_src[name], src_at, segs.src_len)
        cols[name] = out

    # chunks: a segment's chunks [lo, hi) of its piece follow the chunks of the row's earlier segments
    chunk_cols = {k: np.full(n_rows * cap_c, v[1], v[0]) for k, v in CHUNK_METADATA_COLUMNS.items()}
    seg_chunks = segs.chunk_hi - segs.chunk_lo
    first_chunk = np.zeros(n_seg, np.int64)  # row chunk index of the segment's first chunk
    if n_seg:
        first_chunk[order] = _row_prefix(seg_chunks[order], row_sorted)
    over = np.flatnonzero(first_chunk + seg_chunks > cap_c)
    if over.size:
        raise PackError(f"pack shard {shard}: row {int(row_of[over[0]])} has more than {cap_c} chunks")
    with_chunks = order[seg_chunks[order] > 0]  # in row order, then tokenize order
    seg_c, j = _expand(seg_chunks[with_chunks])
    seg_c = with_chunks[seg_c]
    piece_c = segs.piece_row[seg_c]
    if seg_c.size:
        if chunk_src["token_chunk_starts"] is None or chunk_src["token_chunk_ends"] is None:
            raise PackError(f"pack shard {shard}: the plan names chunks the tokenize rows do not have")
        so, sv = chunk_src["token_chunk_starts"]
        eo, ev = chunk_src["token_chunk_ends"]
        a, ln = segs.src_start[seg_c], segs.src_len[seg_c]
        shift = seg_offset[seg_c] + segs.inserted_bos[seg_c] - a
        at = row_of[seg_c] * cap_c + first_chunk[seg_c] + j
        chunk_no = segs.chunk_lo[seg_c] + j  # the chunk's index in its piece
        st = sv[so[piece_c] + chunk_no].astype(np.int64)
        en = ev[eo[piece_c] + chunk_no].astype(np.int64)
        chunk_cols["token_chunk_starts"][at] = np.maximum(st, a) + shift
        chunk_cols["token_chunk_ends"][at] = np.minimum(en, a + ln) + shift
        for name in ("token_chunk_kinds", "token_chunk_dep_levels"):
            f = chunk_src[name]
            if f is None:
                continue
            mismatch = np.diff(f[0]) != np.diff(so)
            if mismatch[piece_c].any():
                r = int(piece_c[np.argmax(mismatch[piece_c])])
                raise PackError(f"{_label(table, r)}: {name} is not one per chunk")
            chunk_cols[name][at] = f[1][f[0][piece_c] + chunk_no]

    # edges: a segment keeps its piece's distinct pairs between its own chunks, renumbered in the row
    edge_cols = {k: np.full(n_rows * 2 * cap_e, v[1], v[0]) for k, v in EDGE_COLUMNS.items()}
    for name in EDGE_COLUMNS:
        flat = edge_src[name]
        if flat is None or not with_chunks.size:
            continue
        odd = np.diff(flat[0]) % 2 == 1
        if odd.any():
            r = int(np.argmax(odd))
            raise PackError(
                f"{table.column('doc_id')[r].as_py()}: an edge column has an odd number of entries"
            )
        edges = _unique_edges(flat, n_pieces)
        seg_e, k = _expand(edges.counts[segs.piece_row[with_chunks]])
        seg_e = with_chunks[seg_e]
        pairs = edges.pairs[edges.offsets[segs.piece_row[seg_e]] + k]
        lo, hi = segs.chunk_lo[seg_e][:, None], segs.chunk_hi[seg_e][:, None]
        keep = ((pairs >= lo) & (pairs < hi)).all(axis=1)
        seg_e, pairs = seg_e[keep], pairs[keep] - lo[keep]
        pairs += first_chunk[seg_e][:, None]
        rows_e = row_of[seg_e]
        slot = _group_rank(rows_e)
        if slot.size and slot.max() >= cap_e:
            raise PackError(f"pack shard {shard}: a row has more than {cap_e} {name} pairs")
        at = rows_e * 2 * cap_e + 2 * slot
        edge_cols[name][at] = pairs[:, 0]
        edge_cols[name][at + 1] = pairs[:, 1]

    # platform ids: the sorted union over the row's pieces
    platform_ids = np.full(n_rows * PLATFORM_SLOTS, -1, np.int16)
    if platforms is not None and n_seg:
        seg_p, k = _expand(np.diff(platforms[0])[segs.piece_row])
        vals = platforms[1][platforms[0][segs.piece_row[seg_p]] + k].astype(np.int64)
        rows_p = row_of[seg_p]
        by = np.lexsort((vals, rows_p))
        rows_p, vals = rows_p[by], vals[by]
        first = np.ones(vals.size, bool)
        first[1:] = (rows_p[1:] != rows_p[:-1]) | (vals[1:] != vals[:-1])
        rows_p, vals = rows_p[first], vals[first]
        slot = _group_rank(rows_p)
        if slot.size and slot.max() >= PLATFORM_SLOTS:
            raise PackError(f"pack shard {shard}: a row has more than {PLATFORM_SLOTS} platform ids")
        if vals.size and (vals.min() < -1 or vals.max() > np.iinfo(np.int16).max):
            raise PackError(f"pack shard {shard}: a platform id does not fit int16")
        platform_ids[rows_p * PLATFORM_SLOTS + slot] = vals

    # provenance: the row's segments in order
    doc_col = table.column("doc_id").combine_chunks() if n_pieces else pa.array([], pa.string())
    piece_no = (
        table.column("piece").to_numpy() if "piece" in table.column_names else np.zeros(n_pieces, np.int32)
    )
    src_rows = segs.piece_row[order]
    prov_items = pa.StructArray.from_arrays(
        [
            doc_col.take(pa.array(src_rows, pa.int64())).cast(pa.string()),
            pa.array(piece_no[src_rows], pa.int32()),
            pa.array(segs.src_start[order], pa.int64()),
            pa.array(seg_tokens[order], pa.int64()),
            pa.array(seg_offset[order], pa.int64()),
        ],
        fields=list(PROVENANCE_TYPE),
    )
    prov_offsets = np.r_[0, np.cumsum(num_docs, dtype=np.int64)].astype(np.int32)
    provenance = pa.ListArray.from_arrays(pa.array(prov_offsets, pa.int32()), prov_items)

    def fixed(a: np.ndarray, typ: pa.DataType, width: int) -> pa.Array:
        return pa.FixedSizeListArray.from_arrays(pa.array(a, type=typ), width)

    sch = schema(seq_len)
    data = {
        "pack_id": pa.array((np.int64(shard) << 32) + np.arange(n_rows, dtype=np.int64)),
        "input_ids": fixed(input_ids, pa.uint32(), seq_len),
        "target_ids": fixed(target_ids, pa.uint32(), seq_len),
        "loss_mask": fixed(loss_mask, pa.uint8(), seq_len),
        "doc_ids": fixed(row_docs, pa.int64(), seq_len),
        "valid_token_count": pa.array(valid),
        "num_docs": pa.array(num_docs),
    }
    # token -> row chunk (chunks are disjoint and sorted within a row; the fills elsewhere)
    starts = chunk_cols["token_chunk_starts"].astype(np.int64)
    span = np.maximum(chunk_cols["token_chunk_ends"] - starts, 0)
    in_row = np.flatnonzero(span)
    chunk_at = (in_row // cap_c) * seq_len + starts[in_row]
    packplan.fill_ranges(cols["token_chunk_ids"], chunk_at, in_row % cap_c, span[in_row])
    packplan.fill_ranges(cols["token_chunk_valid"], chunk_at, np.ones(in_row.size, np.uint8), span[in_row])
    widths = {
        **dict.fromkeys(cols, seq_len),
        **dict.fromkeys(chunk_cols, cap_c),
        **dict.fromkeys(edge_cols, 2 * cap_e),
        "platform_ids": PLATFORM_SLOTS,
    }
    for name, a in {**cols, **chunk_cols, **edge_cols, "platform_ids": platform_ids}.items():
        data[name] = fixed(a, sch.field(name).type.value_type, widths[name])
    data["slack"] = pa.array(seq_len - valid, type=pa.int32())
    row_split = plan.row_split
    data["split"] = pa.array(row_split, type=pa.string())
    data["provenance"] = provenance
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


def _row_prefix(values: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Exclusive running sum of ``values`` within each run of equal ``rows`` (rows non-decreasing)."""
    cum = np.cumsum(values, dtype=np.int64) - values
    if not cum.size:
        return cum
    first = np.r_[0, np.flatnonzero(rows[1:] != rows[:-1]) + 1]
    return cum - np.repeat(cum[first], np.diff(np.r_[first, rows.size]))


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
