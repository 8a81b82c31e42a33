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


def _list(arrays: list[np.ndarray], value_type: pa.DataType) -> pa.Array:
    np_type = value_type.to_pandas_dtype()
    lengths = np.fromiter((a.size for a in arrays), dtype=np.int64, count=len(arrays))
    offsets = np.zeros(len(arrays) + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    flat = np.concatenate(arrays).astype(np_type, copy=False) if arrays else np.zeros(0, np_type)
    return pa.LargeListArray.from_arrays(pa.array(offsets), pa.array(flat, type=value_type))


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


def _pieces(row: dict, byte_lengths: np.ndarray, bos_id: int, budget: int) -> list[dict]:
    """The contract's rows for one document."""
    ids = np.asarray(row["input_ids"], dtype=np.uint32)
    lengths = byte_lengths[ids.astype(np.int64)].astype(np.int64)
    tok_starts = np.zeros(ids.size, np.int64)
    if ids.size:
        np.cumsum(lengths[:-1], out=tok_starts[1:])
    _check_document(row, ids, tok_starts, byte_lengths, budget)
    n = ids.size
    chunk_lo = np.asarray(row["chunk_token_starts"], np.int64)
    chunk_hi = np.append(chunk_lo[1:], n)
    kinds = np.asarray(row["chunk_kinds"], np.uint8)
    dep = np.asarray(row["chunk_dep_levels"], np.int16)
    chunk_of_token = np.searchsorted(chunk_lo, np.arange(n), side="right") - 1
    token_dep = dep[chunk_of_token] if n else np.zeros(0, np.int16)
    facts = {c: np.asarray(row[c]) for c in _PER_TOKEN}
    edges = {c: np.asarray(row[c], np.int64).reshape(-1, 2) for c in ("call_edges", "type_edges")}
    # chunk-level dedup (off by default) removes copied chunks' tokens from the pieces
    dropped = np.asarray(row.get("chunk_dropped") or np.zeros(kinds.size, bool), dtype=bool)
    if dropped.size != kinds.size:
        raise TokenizeError(
            f"{row['doc_id']}: chunk_dropped has {dropped.size} entries for {kinds.size} chunks"
        )
    keep = ~dropped[chunk_of_token] if n else np.zeros(0, bool)
    kept_before = np.concatenate([[0], np.cumsum(keep)])  # kept tokens before each token index
    starts = [int(s) for s in row["piece_token_starts"]]
    bounds = [
        (t0, t1)
        for t0, t1 in zip(starts, [*starts[1:], n], strict=True)
        if not n or kept_before[t1] > kept_before[t0]
    ]
    out = []
    for p, (t0, t1) in enumerate(bounds):
        first = int(np.searchsorted(chunk_lo, t0, side="right")) - 1 if n else 0
        last = int(np.searchsorted(chunk_lo, t1, side="left")) if n else 0
        sel = np.arange(max(first, 0), last)
        sel = sel[~dropped[sel]]
        local = np.full(kinds.size + 1, -1, np.int64)
        local[sel] = np.arange(sel.size)
        tokens = np.arange(t0, t1)[keep[t0:t1]]

        def remap(pairs: np.ndarray, local: np.ndarray = local) -> np.ndarray:
            if not pairs.size:
                return np.zeros(0, np.int32)
            m = local[pairs]
            return m[(m >= 0).all(1)].reshape(-1).astype(np.int32)

        def with_fill(col: str, values: np.ndarray, tokens: np.ndarray = tokens) -> np.ndarray:
            typ = dict(C.TOKEN_COLUMNS)[col].value_type.to_pandas_dtype()
            return np.concatenate([np.array([C.FILLS[col]], typ), values[tokens].astype(typ, copy=False)])

        def offset(t: np.ndarray, t0: int = t0) -> np.ndarray:  # token index -> offset in input_ids
            return (kept_before[t] - kept_before[t0] + 1).astype(np.int32)

        byte_start = int(tok_starts[tokens[0]]) if tokens.size else int(row["n_bytes"])
        out.append(
            {
                "doc_id": row["doc_id"],
                "source": row["source"],
                "path": row["path"],
                "license": row["license"],
                "piece": p,
                "n_pieces": len(bounds),
                "input_ids": np.concatenate([np.array([bos_id], np.uint32), ids[tokens]]),
                "token_byte_starts": np.concatenate([[byte_start], tok_starts[tokens]]).astype(np.uint32),
                **{c: with_fill(c, facts[c]) for c in _PER_TOKEN},
                "token_dep_levels": with_fill("token_dep_levels", token_dep),
                "chunk_starts": offset(np.maximum(chunk_lo[sel], t0)),
                "chunk_ends": offset(np.minimum(chunk_hi[sel], t1)),
                "chunk_kinds": kinds[sel],
                "chunk_dep_levels": dep[sel],
                "call_edges": remap(edges["call_edges"]),
                "type_edges": remap(edges["type_edges"]),
                "platform_ids": np.asarray(row["platform_ids"], np.uint16),
            }
        )
    return out


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
        rows, drops = [], []
        for row in table.to_pylist():
            pieces = _pieces(row, tok.byte_lengths, tok.bos_id, cfg.chunk.budget)
            if not pieces:  # every chunk of the document copied an earlier one (chunk dedup)
                drops.append(
                    self.drop_record(
                        row, "all-chunks-duplicate", f"{len(row['chunk_kinds'])} chunks, all copies"
                    )
                )
            rows.extend(pieces)
        cols: dict[str, pa.Array] = {}
        for f in SCHEMA:
            if f.name == "n_tokens":
                cols[f.name] = pa.array([r["input_ids"].size for r in rows], type=pa.int64())
            elif pa.types.is_large_list(f.type):
                cols[f.name] = _list([r[f.name] for r in rows], f.type.value_type)
            else:
                cols[f.name] = pa.array([r[f.name] for r in rows], type=f.type)
        return pa.table(cols, schema=SCHEMA), drops

    def extra(self, ctx: StageContext, cfg: PipelineConfig) -> dict:
        return {"tokenizer_revision": tokenizer_stage.revision_of(ctx.store, ctx.inputs["tokenizer"])}


stage = TokenizeStage()
