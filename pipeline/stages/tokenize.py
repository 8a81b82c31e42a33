"""Stage ``tokenize``: one row per piece — BOS + the piece's ids and token-aligned structure.

Input is stage ``chunk`` (whole-document ids from the single encoding, per-token structure, chunks
and piece starts). Each piece becomes a training document (CONTRACT tokenize v2): BOS followed by
the slice of the whole-document ids (never a re-encoding of the piece text), ``token_byte_starts``
in whole-document bytes, the per-token structure columns, the chunks of the piece in token offsets
of ``input_ids``, the chunks' dep levels, the call/type edges with both ends in the piece, and the
document's platform ids. Concatenating a document's pieces without their BOS gives its ids
(``pipeline.structure.pieces.whole_documents``) -- less the tokens of chunks that chunk-level dedup
(``chunk.dedup``, off by default) found to be copies; a document left with nothing is dropped here
with reason ``all-chunks-duplicate``.

Fail closed: the revision's vocab size is asserted first, and a document whose token byte spans do
not tile its bytes, whose chunks do not tile its tokens, or whose per-token columns are missing or
misaligned stops the stage with a ``TokenizeError`` naming it.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from pipeline.config import PipelineConfig
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.stages.base import DocumentStage
from pipeline.store import StageContext
from pipeline.structure import columns as C
from pipeline.tokenizer.model import Tokenizer

STAGE = "tokenize"
CODE_VERSION = "2"
SCHEMA = C.TOKENIZE_SCHEMA
_PER_TOKEN = ("token_structure_ids", "token_ast_depth", "token_sibling_index", "token_ast_node_type")
_INPUT_COLUMNS = [
    "doc_id",
    "source",
    "path",
    "license",
    "n_bytes",
    "input_ids",
    *_PER_TOKEN,
    "chunk_token_starts",
    "chunk_byte_starts",
    "chunk_kinds",
    "chunk_dep_levels",
    "call_edges",
    "type_edges",
    "piece_token_starts",
    "platform_ids",
    "chunk_dropped",
]


class TokenizeError(RuntimeError):
    """Spans or structure do not line up with the tokens: nothing is written for the shard."""


def encode_documents(tok: Tokenizer, texts: list[str], encode_batch=None) -> list[np.ndarray]:
    """The one encode call of the pipeline: canonical uint32 ids per text, no BOS.

    ``encode_batch`` is the device's encoder (``pipeline.gpu.hooks.batch_encoder``); every device gives
    the same ids, so it never enters a version id.
    """
    return (encode_batch or tok.encode_batch)(texts)


def config_slice(cfg: PipelineConfig) -> dict:
    return {"vocab_size": cfg.tokenizer.vocab_size, "budget": cfg.chunk.budget}


def _flat(table: pa.Table, name: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A list column as numpy: (values, row offsets with the total last, per-row null flags).

    A null row holds no values (its entries, if Arrow kept any under the null, are left out).
    """
    arr = table.column(name).combine_chunks()
    rows = len(arr)
    nulls = arr.is_null().to_numpy(zero_copy_only=False) if arr.null_count else np.zeros(rows, bool)
    offsets = arr.offsets.to_numpy().astype(np.int64) if rows else np.zeros(1, np.int64)
    values = arr.values.slice(offsets[0], offsets[-1] - offsets[0]).to_numpy(zero_copy_only=False)
    offsets = offsets - offsets[0]
    if nulls.any():
        lengths = np.diff(offsets)
        values = values[np.repeat(~nulls, lengths)]
        lengths[nulls] = 0
        offsets = np.concatenate([[0], np.cumsum(lengths)])
    return values, offsets, nulls


def _row_of(offsets: np.ndarray) -> np.ndarray:
    """Per value of a ragged column: the row it belongs to."""
    return np.repeat(np.arange(offsets.size - 1), np.diff(offsets))


def _large_list(lengths: np.ndarray, values: np.ndarray, value_type: pa.DataType) -> pa.Array:
    offsets = np.zeros(lengths.size + 1, np.int64)
    np.cumsum(lengths, out=offsets[1:])
    np_type = value_type.to_pandas_dtype()
    return pa.LargeListArray.from_arrays(
        pa.array(offsets), pa.array(values.astype(np_type, copy=False), type=value_type)
    )


def _check_document(
    row: dict, ids: np.ndarray, tok_starts: np.ndarray, byte_lengths: np.ndarray, budget: int
) -> None:
    """Fail closed unless spans, structure and chunks line up with the document's tokens."""
    name = f"{row['doc_id']} ({row['path']})"
    n = ids.size
    covered = int(tok_starts[-1] + byte_lengths[int(ids[-1])]) if n else 0
    if covered != row["n_bytes"]:
        raise TokenizeError(f"{name}: token spans cover {covered} bytes, the document has {row['n_bytes']}")
    for col in _PER_TOKEN:
        if row[col] is None or len(row[col]) != n:
            got = None if row[col] is None else len(row[col])
            raise TokenizeError(f"{name}: {col} has {got} entries for {n} tokens")
    ct, cb = np.asarray(row["chunk_token_starts"], np.int64), np.asarray(row["chunk_byte_starts"], np.int64)
    if n and (ct.size == 0 or ct[0] != 0 or (np.diff(ct) <= 0).any() or ct[-1] >= n):
        raise TokenizeError(f"{name}: chunks do not tile the tokens")
    if ct.size != cb.size or (n and not np.array_equal(tok_starts[ct], cb)):
        raise TokenizeError(f"{name}: chunk byte spans are not at token boundaries")
    for col in ("chunk_kinds", "chunk_dep_levels"):
        if len(row[col]) != ct.size:
            raise TokenizeError(f"{name}: {col} has {len(row[col])} entries for {ct.size} chunks")
    ps = np.append(np.asarray(row["piece_token_starts"], np.int64), n)
    if ps[0] != 0 or (n and ((np.diff(ps) <= 0).any() or (np.diff(ps) > budget - 1).any())):
        raise TokenizeError(
            f"{name}: pieces {ps[:-1].tolist()} do not split {n} tokens within budget {budget}"
        )
    dropped = row.get("chunk_dropped")
    if dropped and len(dropped) != ct.size:
        raise TokenizeError(f"{row['doc_id']}: chunk_dropped has {len(dropped)} entries for {ct.size} chunks")
    for col in ("call_edges", "type_edges"):
        edges = np.asarray(row[col] if row[col] is not None else [], np.int64)
        if edges.size % 2 or ((edges < 0) | (edges >= ct.size)).any():
            raise TokenizeError(f"{name}: {col} {edges.tolist()[:8]} are not pairs of its {ct.size} chunks")


def _explain(table: pa.Table, bad: np.ndarray, byte_lengths: np.ndarray, budget: int) -> None:
    """Raise the first flagged document's problem, by name (``_check_document`` on that row)."""
    r = int(np.flatnonzero(bad)[0])
    row = table.slice(r, 1).to_pylist()[0]
    ids = np.asarray(row["input_ids"] or [], np.uint32)
    tok_starts = np.zeros(ids.size, np.int64)
    if ids.size:
        np.cumsum(byte_lengths[ids.astype(np.int64)][:-1], out=tok_starts[1:])
    _check_document(row, ids, tok_starts, byte_lengths, budget)
    raise TokenizeError(f"{row['doc_id']} ({row['path']}): spans or structure do not line up")


def pieces_table(
    table: pa.Table, byte_lengths: np.ndarray, bos_id: int, budget: int
) -> tuple[pa.Table, np.ndarray]:
    """The contract's rows (SCHEMA) for a table of chunk rows, and the documents left with no piece.

    One vectorized pass over the shard: the piece rows of every document, in document then piece
    order. A piece is BOS + the document's ids from its start to the next piece's start, less the
    tokens of chunks flagged ``chunk_dropped``; a piece left with no token is not written (and
    ``piece``/``n_pieces`` count the pieces written). The per-token columns take the piece's tokens
    behind their fill; ``token_byte_starts`` starts with the piece's first byte; the chunks are those
    overlapping the piece (clipped to it, in token offsets of the row's ``input_ids``), and an edge
    is kept when both of its chunks are. A document whose spans, structure, chunks or pieces do not
    line up with its tokens stops the stage with a ``TokenizeError`` naming it.
    """
    docs = table.num_rows
    ids, tok_off, ids_null = _flat(table, "input_ids")
    ids = ids.astype(np.int64, copy=False)
    n = np.diff(tok_off)  # tokens per document
    doc_of_token = _row_of(tok_off)
    lengths = byte_lengths[ids].astype(np.int64)
    before = np.zeros(ids.size + 1, np.int64)  # bytes before each global token
    np.cumsum(lengths, out=before[1:])
    tok_start = before[:-1] - before[tok_off[:-1]][doc_of_token]  # byte start within its document
    n_bytes = table.column("n_bytes").to_numpy().astype(np.int64)
    bad = ids_null | (before[tok_off[1:]] - before[tok_off[:-1]] != n_bytes)
    per_token = {}
    for col in _PER_TOKEN:
        values, off, nulls = _flat(table, col)
        bad |= nulls | (np.diff(off) != n)
        per_token[col] = values
    ct, ch_off, ct_null = _flat(table, "chunk_token_starts")
    ct = ct.astype(np.int64, copy=False)
    n_chunks = np.diff(ch_off)
    doc_of_chunk = _row_of(ch_off)
    has_tokens = n > 0
    # chunks tile the tokens: start at 0, strictly increasing, inside the document
    first_chunk = ch_off[:-1]
    tiles = n_chunks > 0
    tiles[tiles] = ct[first_chunk[tiles]] == 0
    step_ok = np.ones(ct.size, bool)
    if ct.size > 1:
        same_doc = doc_of_chunk[1:] == doc_of_chunk[:-1]
        step_ok[1:] = ~same_doc | (ct[1:] > ct[:-1])
    tiles &= np.bincount(doc_of_chunk[~step_ok], minlength=docs) == 0
    inside = ct < n[doc_of_chunk]
    tiles &= np.bincount(doc_of_chunk[~inside], minlength=docs) == 0
    bad |= ct_null | (has_tokens & ~tiles)
    cb, cb_off, cb_null = _flat(table, "chunk_byte_starts")
    bad |= cb_null | (np.diff(cb_off) != n_chunks)
    # chunk byte starts are the tokens' (where the document has tokens and its chunks tile them)
    check = (has_tokens & tiles & (np.diff(cb_off) == n_chunks))[doc_of_chunk]
    cb_index = cb_off[:-1][doc_of_chunk] + np.arange(ct.size) - ch_off[:-1][doc_of_chunk]
    where = tok_off[:-1][doc_of_chunk[check]] + ct[check]
    off_boundary = tok_start[where] != cb.astype(np.int64)[cb_index[check]]
    bad |= np.bincount(doc_of_chunk[check][off_boundary], minlength=docs) > 0
    kinds, off, nulls = _flat(table, "chunk_kinds")
    bad |= nulls | (np.diff(off) != n_chunks)
    dep, off, nulls = _flat(table, "chunk_dep_levels")
    bad |= nulls | (np.diff(off) != n_chunks)
    dropped_values, dropped_off, dropped_null = _flat(table, "chunk_dropped")
    none_dropped = dropped_null | (np.diff(dropped_off) == 0)  # null or empty: no chunk of it is dropped
    bad |= ~none_dropped & (np.diff(dropped_off) != n_chunks)
    ps, ps_off, ps_null = _flat(table, "piece_token_starts")
    ps = ps.astype(np.int64, copy=False)
    doc_of_piece = _row_of(ps_off)
    n_pieces_in = np.diff(ps_off)
    ends = np.append(ps[1:], 0)  # each piece ends where the next one of its document starts
    last_piece = np.zeros(ps.size, bool)
    last_piece[ps_off[1:][n_pieces_in > 0] - 1] = True
    ends[last_piece] = n[doc_of_piece[last_piece]]
    sizes = ends - ps
    wrong = has_tokens[doc_of_piece] & ((sizes <= 0) | (sizes > budget - 1))
    first_ok = np.where(n_pieces_in > 0, 0, n) == 0
    first_ok[n_pieces_in > 0] = ps[ps_off[:-1][n_pieces_in > 0]] == 0
    bad |= ps_null | ~first_ok | (np.bincount(doc_of_piece[wrong], minlength=docs) > 0)
    edges = {}
    for col in ("call_edges", "type_edges"):
        values, off, nulls = _flat(table, col)
        values = values.astype(np.int64, copy=False)
        e_len = np.diff(off)
        out_of_range = (values < 0) | (values >= n_chunks[_row_of(off)])
        bad |= (e_len % 2 == 1) | (np.bincount(_row_of(off)[out_of_range], minlength=docs) > 0)
        edges[col] = (values, off)
    if bad.any():
        _explain(table, bad, byte_lengths, budget)

    # -- tokens kept, pieces kept ------------------------------------------------------------
    dropped = np.zeros(ct.size, bool)
    dropped[np.repeat(~none_dropped, n_chunks)] = dropped_values[
        np.repeat(~none_dropped, np.diff(dropped_off))
    ]
    # the chunk of each token (a document with tokens has a chunk at token 0)
    key = doc_of_chunk * (1 << 32) + np.where(has_tokens[doc_of_chunk], ct, 0)
    chunk_of_token = (
        np.searchsorted(
            key, doc_of_token * (1 << 32) + (np.arange(ids.size) - tok_off[:-1][doc_of_token]), side="right"
        )
        - 1
    )
    keep = ~dropped[chunk_of_token]
    kept_before = np.zeros(ids.size + 1, np.int64)
    np.cumsum(keep, out=kept_before[1:])
    g0 = tok_off[:-1][doc_of_piece] + ps
    g1 = tok_off[:-1][doc_of_piece] + ends
    kept_in = kept_before[g1] - kept_before[g0]
    written = ~has_tokens[doc_of_piece] | (kept_in > 0)
    p_doc, p0, p1, p_kept = doc_of_piece[written], ps[written], ends[written], kept_in[written]
    pg0, pg1 = g0[written], g1[written]
    rows = p_doc.size
    n_pieces = np.bincount(p_doc, minlength=docs)
    piece = np.arange(rows) - (np.cumsum(n_pieces) - n_pieces)[p_doc]
    kept_tokens = np.flatnonzero(keep)
    row_len = p_kept + 1
    head_at = np.cumsum(row_len) - row_len  # BOS (or the fill) of each row in the flat output
    is_head = np.zeros(int(row_len.sum()), bool)
    is_head[head_at] = True

    def with_heads(heads, values, value_type: pa.DataType) -> pa.Array:
        out = np.empty(is_head.size, value_type.to_pandas_dtype())
        out[head_at] = heads
        out[~is_head] = values
        return _large_list(row_len, out, value_type)

    first_byte = n_bytes[p_doc]  # a piece without tokens (an empty document) starts at its end
    has = p_kept > 0
    first_byte[has] = tok_start[kept_tokens[kept_before[pg0[has]]]]
    token_cols = dict(C.TOKEN_COLUMNS)
    cols: dict[str, pa.Array] = {}
    for name in ("doc_id", "source", "path", "license"):
        cols[name] = table.column(name).combine_chunks().take(pa.array(p_doc, pa.int64()))
    cols["piece"] = pa.array(piece, pa.int32())
    cols["n_pieces"] = pa.array(n_pieces[p_doc], pa.int32())
    cols["input_ids"] = with_heads(bos_id, ids[kept_tokens], pa.uint32())
    cols["n_tokens"] = pa.array(row_len, pa.int64())
    cols["token_byte_starts"] = with_heads(
        first_byte, tok_start[kept_tokens], token_cols["token_byte_starts"].value_type
    )
    for col in _PER_TOKEN:
        typ = token_cols[col].value_type
        values = per_token[col][kept_tokens].astype(typ.to_pandas_dtype(), copy=False)
        cols[col] = with_heads(C.FILLS[col], values, typ)
    token_dep = dep.astype(np.int16, copy=False)[chunk_of_token[kept_tokens]]
    cols["token_dep_levels"] = with_heads(C.FILLS["token_dep_levels"], token_dep, pa.int16())
    # -- chunks of each piece: those overlapping it, less the dropped ones ---------------------
    lo_g = tok_off[:-1][doc_of_chunk] + ct  # chunk starts in global tokens
    hi_g = np.append(lo_g[1:], 0)
    last_chunk = np.zeros(ct.size, bool)
    last_chunk[ch_off[1:][n_chunks > 0] - 1] = True
    hi_g[last_chunk] = tok_off[1:][doc_of_chunk[last_chunk]]
    doc_key = p_doc * (1 << 32)
    c_first = np.searchsorted(key, doc_key + p0, side="right") - 1
    c_last = np.searchsorted(key, doc_key + p1, side="left")
    empty_doc = ~has_tokens[p_doc]
    c_first[empty_doc] = c_last[empty_doc] = 0
    span = c_last - c_first
    row_of_span = np.repeat(np.arange(rows), span)
    chunk = np.repeat(c_first, span) + np.arange(int(span.sum())) - np.repeat(np.cumsum(span) - span, span)
    chosen = ~dropped[chunk]
    chunk, row_of_chunk = chunk[chosen], row_of_span[chosen]
    per_row = np.bincount(row_of_chunk, minlength=rows)
    kb0 = kept_before[pg0][row_of_chunk]
    cols["chunk_starts"] = _large_list(
        per_row, kept_before[np.maximum(lo_g[chunk], pg0[row_of_chunk])] - kb0 + 1, pa.int32()
    )
    cols["chunk_ends"] = _large_list(
        per_row, kept_before[np.minimum(hi_g[chunk], pg1[row_of_chunk])] - kb0 + 1, pa.int32()
    )
    cols["chunk_kinds"] = _large_list(per_row, kinds[chunk], pa.uint8())
    cols["chunk_dep_levels"] = _large_list(per_row, dep[chunk], pa.int16())
    # -- edges with both ends among the piece's chunks, as indices into them --------------------
    rank = np.zeros(ct.size + 1, np.int64)  # chunks not dropped before each chunk
    np.cumsum(~dropped, out=rank[1:])
    for col, (values, off) in edges.items():
        pairs = values.reshape(-1, 2)
        pair_off = off // 2
        count = np.diff(pair_off)[p_doc]
        row_of_pair = np.repeat(np.arange(rows), count)
        pair = (
            np.repeat(pair_off[:-1][p_doc], count)
            + np.arange(int(count.sum()))
            - np.repeat(np.cumsum(count) - count, count)
        )
        ends_g = pairs[pair] + ch_off[:-1][p_doc][row_of_pair][:, None]
        lo, hi = c_first[row_of_pair][:, None], c_last[row_of_pair][:, None]
        member = (ends_g >= lo) & (ends_g < hi)
        member[member] = ~dropped[ends_g[member]]
        both = member.all(1)
        local = rank[ends_g[both]] - rank[c_first[row_of_pair[both]]][:, None]
        cols[col] = _large_list(
            np.bincount(row_of_pair[both], minlength=rows) * 2, local.reshape(-1), pa.int32()
        )
    pids, pid_off, _ = _flat(table, "platform_ids")
    count = np.diff(pid_off)[p_doc]
    take = (
        np.repeat(pid_off[:-1][p_doc], count)
        + np.arange(int(count.sum()))
        - np.repeat(np.cumsum(count) - count, count)
    )
    cols["platform_ids"] = _large_list(count, pids[take], pa.uint16())
    return pa.table([cols[f.name] for f in SCHEMA], schema=SCHEMA), np.flatnonzero(n_pieces == 0)


class TokenizeStage(DocumentStage):
    """One row per piece: BOS + the slice of the document's one whole-document encoding."""

    name = STAGE
    code_version = CODE_VERSION
    schema = SCHEMA
    upstream = ("chunk", "tokenizer")
    source_stage = "chunk"
    read_columns = list(_INPUT_COLUMNS)

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        from pipeline import tokenizer as tok

        return {"vocab_size": cfg.tokenizer.vocab_size, "bos_id": tok.BOS_ID, "budget": cfg.chunk.budget}

    def prepare(self, ctx: StageContext, cfg: PipelineConfig) -> Tokenizer:
        revision = tokenizer_stage.revision_of(ctx.store, ctx.inputs["tokenizer"])
        tok = tokenizer_stage.load_revision(
            ctx.store.url, revision, _store=None if ctx.store.is_local else ctx.store
        )
        tok.check_vocab_size(cfg.tokenizer.vocab_size)
        return tok

    def process(self, table: pa.Table, tok: Tokenizer, cfg: PipelineConfig) -> tuple[pa.Table, list[dict]]:
        missing = sorted(set(_INPUT_COLUMNS) - set(table.column_names))
        if missing:
            raise TokenizeError(f"a chunk shard lacks {missing}: spans/structure missing, refusing to go on")
        out, empty = pieces_table(table, tok.byte_lengths, tok.bos_id, cfg.chunk.budget)
        # documents every chunk of which copied an earlier one (chunk dedup) yield no piece
        meta = table.select(["doc_id", "source", "path"]).take(pa.array(empty, pa.int64())).to_pylist()
        n_chunks = pc.list_value_length(table.column("chunk_kinds")).to_numpy(zero_copy_only=False)
        drops = [
            self.drop_record(doc, "all-chunks-duplicate", f"{int(n_chunks[r])} chunks, all copies")
            for doc, r in zip(meta, empty.tolist(), strict=True)
        ]
        return out, drops

    def extra(self, ctx: StageContext, cfg: PipelineConfig) -> dict:
        return {"tokenizer_revision": tokenizer_stage.revision_of(ctx.store, ctx.inputs["tokenizer"])}


stage = TokenizeStage()
