"""Stage ``pack``: best-fit-decreasing packing of tokenized documents into rows of exactly T tokens.

Nothing is truncated. A document longer than T is split into pieces: the first holds its first T
tokens (starting with its BOS); every later piece is a fresh BOS followed by the next T-1 tokens,
so each segment of a row starts with BOS and a row's BOS count equals its ``num_docs``. The piece's
``start`` in ``provenance`` is the offset of its first content token in the document, which is how
export reassembles documents exactly.

Row columns (fixed-size lists of T): ``input_ids``, ``target_ids`` (next token of the same
segment, PAD where masked), ``loss_mask`` (1 where a next token of the same segment exists),
``doc_ids`` (a 60-bit key of the document, -1 on padding; segments sorted by key so they are
monotone); plus ``valid_token_count``, ``num_docs`` and ``provenance``.
"""

from __future__ import annotations

import bisect

import numpy as np
import pyarrow as pa

from pipeline import tokenizer as tok
from pipeline.config import PipelineConfig, as_dict
from pipeline.store import StageContext

STAGE = "pack"
CODE_VERSION = "1"
PROVENANCE_TYPE = pa.struct(
    [("doc_id", pa.string()), ("start", pa.int64()), ("length", pa.int64()), ("offset", pa.int64())]
)


def schema(seq_len: int) -> pa.Schema:
    return pa.schema(
        [
            ("pack_id", pa.int64()),
            ("input_ids", pa.list_(pa.uint32(), seq_len)),
            ("target_ids", pa.list_(pa.uint32(), seq_len)),
            ("loss_mask", pa.list_(pa.uint8(), seq_len)),
            ("doc_ids", pa.list_(pa.int64(), seq_len)),
            ("valid_token_count", pa.int32()),
            ("num_docs", pa.int32()),
            ("provenance", pa.list_(PROVENANCE_TYPE)),
        ]
    )


def doc_key(doc_id: str) -> int:
    """A non-negative int64 key of a document: the first 60 bits of its id."""
    return int(doc_id[:15], 16)


def split_document(ids: np.ndarray, seq_len: int, bos_id: int) -> list[tuple[int, np.ndarray]]:
    """Pieces (start, tokens) of at most ``seq_len`` tokens, each beginning with BOS.

    >>> [(s, p.tolist()) for s, p in split_document(np.array([2, 10, 11, 12, 13]), 3, 2)]
    [(0, [2, 10, 11]), (3, [2, 12, 13])]
    """
    if ids.size <= seq_len:
        return [(0, ids)]
    pieces = [(0, ids[:seq_len])]
    bos = np.array([bos_id], dtype=ids.dtype)
    for start in range(seq_len, ids.size, seq_len - 1):
        pieces.append((start, np.concatenate([bos, ids[start:start + seq_len - 1]])))
    return pieces


def best_fit_decreasing(lengths: list[int], capacity: int) -> list[list[int]]:
    """Bins of item indices: each item, longest first, goes to the fullest bin that still fits it.

    Ties (equal lengths) keep input order, and among equally full bins the oldest wins, so the
    result is deterministic.

    >>> best_fit_decreasing([3, 5, 2, 4], 7)
    [[1, 2], [3, 0]]
    """
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    bins: list[list[int]] = []
    free: list[tuple[int, int]] = []  # sorted (remaining capacity, bin index)
    for i in order:
        n = lengths[i]
        if n > capacity:
            raise ValueError(f"item of {n} tokens exceeds row capacity {capacity}")
        j = bisect.bisect_left(free, (n, -1))
        if j < len(free):
            remaining, b = free.pop(j)
            bins[b].append(i)
            bisect.insort(free, (remaining - n, b))
        else:
            bins.append([i])
            bisect.insort(free, (capacity - n, len(bins) - 1))
    return bins


def pack_table(table: pa.Table, shard: int, seq_len: int, bos_id: int, pad_id: int) -> pa.Table:
    doc_ids = table.column("doc_id").to_pylist()
    offsets = table.column("input_ids").combine_chunks().offsets.to_numpy()
    flat = table.column("input_ids").combine_chunks().values.to_numpy(zero_copy_only=False)
    pieces: list[tuple[str, int, np.ndarray]] = []
    for d, doc in enumerate(doc_ids):
        ids = flat[offsets[d]:offsets[d + 1]]
        for start, piece in split_document(ids, seq_len, bos_id):
            pieces.append((doc, start, piece))
    bins = best_fit_decreasing([p[2].size for p in pieces], seq_len)

    n_rows = len(bins)
    input_ids = np.full((n_rows, seq_len), pad_id, dtype=np.uint32)
    row_docs = np.full((n_rows, seq_len), -1, dtype=np.int64)
    valid = np.zeros(n_rows, dtype=np.int32)
    num_docs = np.zeros(n_rows, dtype=np.int32)
    provenance: list[list[dict]] = []
    for r, members in enumerate(bins):
        members = sorted(members, key=lambda i: (doc_key(pieces[i][0]), pieces[i][1]))
        pos = 0
        prov = []
        for i in members:
            doc, start, piece = pieces[i]
            input_ids[r, pos:pos + piece.size] = piece
            row_docs[r, pos:pos + piece.size] = doc_key(doc)
            prov.append({"doc_id": doc, "start": start, "length": int(piece.size), "offset": pos})
            pos += piece.size
        valid[r] = pos
        num_docs[r] = len(members)
        provenance.append(prov)
    same_next = np.zeros_like(input_ids, dtype=bool)
    same_next[:, :-1] = (row_docs[:, 1:] == row_docs[:, :-1]) & (row_docs[:, :-1] >= 0)
    target_ids = np.where(same_next, np.roll(input_ids, -1, axis=1), pad_id).astype(np.uint32)
    loss_mask = same_next.astype(np.uint8)

    def fixed(a: np.ndarray, typ: pa.DataType) -> pa.Array:
        return pa.FixedSizeListArray.from_arrays(pa.array(a.reshape(-1), type=typ), seq_len)

    return pa.table(
        {
            "pack_id": pa.array((np.int64(shard) << 32) + np.arange(n_rows, dtype=np.int64)),
            "input_ids": fixed(input_ids, pa.uint32()),
            "target_ids": fixed(target_ids, pa.uint32()),
            "loss_mask": fixed(loss_mask, pa.uint8()),
            "doc_ids": fixed(row_docs, pa.int64()),
            "valid_token_count": pa.array(valid),
            "num_docs": pa.array(num_docs),
            "provenance": pa.array(provenance, type=pa.list_(PROVENANCE_TYPE)),
        },
        schema=schema(seq_len),
    )


def config_slice(cfg: PipelineConfig) -> dict:
    return {"pack": as_dict(cfg.pack), "bos_id": tok.BOS_ID, "pad_id": tok.PAD_ID}


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    seq_len = cfg.pack.seq_len
    if seq_len < 2:
        raise ValueError(f"seq_len must be at least 2, got {seq_len}")

    def pack(shard: int, table: pa.Table) -> tuple[pa.Table, list[dict]]:
        return pack_table(table, shard, seq_len, tok.BOS_ID, tok.PAD_ID), []

    ctx.map_shards("tokenize", pack, columns=["doc_id", "input_ids"], row_group_size=cfg.pack.row_group_size)
