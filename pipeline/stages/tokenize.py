"""Stage ``tokenize``: BOS-prefixed token ids per document, 4-byte ids in parquet.

The tokenizer's vocab size is asserted against the configured one before any work.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from pipeline.config import PipelineConfig
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.store import StageContext

STAGE = "tokenize"
CODE_VERSION = "1"
SCHEMA = pa.schema(
    [
        ("doc_id", pa.string()),
        ("source", pa.string()),
        ("path", pa.string()),
        ("license", pa.string()),
        ("input_ids", pa.large_list(pa.uint32())),
        ("n_tokens", pa.int64()),
    ]
)


def config_slice(cfg: PipelineConfig) -> dict:
    return {"vocab_size": cfg.tokenizer.vocab_size}


def ids_column(arrays: list[np.ndarray]) -> pa.Array:
    """A list<uint32> column built from numpy arrays without going through Python ints."""
    lengths = np.fromiter((a.size for a in arrays), dtype=np.int64, count=len(arrays))
    offsets = np.zeros(len(arrays) + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    flat = np.concatenate(arrays).astype(np.uint32, copy=False) if arrays else np.zeros(0, np.uint32)
    return pa.LargeListArray.from_arrays(pa.array(offsets), pa.array(flat, type=pa.uint32()))


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    revision = tokenizer_stage.revision_of(ctx.store, ctx.inputs["tokenizer"])
    tok = tokenizer_stage.load_revision(ctx.store.url, revision, _store=None if ctx.store.is_local else ctx.store)
    tok.check_vocab_size(cfg.tokenizer.vocab_size)
    bos = np.array([tok.bos_id], dtype=np.uint32)
    from pipeline.gpu.hooks import batch_encoder  # device choice only; the ids are the same

    encode_batch, ctx.extra["device"] = batch_encoder(tok, cfg.tokenizer.device)

    def encode(shard: int, table: pa.Table) -> tuple[pa.Table, list[dict]]:
        encoded = encode_batch(table.column("text").to_pylist())
        arrays = [np.concatenate([bos, ids.astype(np.uint32, copy=False)]) for ids in encoded]
        out = pa.table(
            {
                "doc_id": table.column("doc_id"),
                "source": table.column("source"),
                "path": table.column("path"),
                "license": table.column("license"),
                "input_ids": ids_column(arrays),
                "n_tokens": pa.array([a.size for a in arrays], type=pa.int64()),
            },
            schema=SCHEMA,
        )
        return out, []

    ctx.map_shards("scrub", encode, columns=["doc_id", "source", "path", "license", "text"])
