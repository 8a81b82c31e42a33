"""Stage ``export``: the Megatron indexed dataset, reassembled from packed rows, then verified.

Documents are rebuilt from the rows' provenance (pieces sorted by start; the BOS that opens a
continuation piece is dropped), checked against the tokenize stage's token counts — so a row that
lost or truncated anything fails here — and written one document per sequence, shard by shard,
ordered by doc_id within a shard. ``part-00000.parquet`` lists the exported documents in dataset
order (doc_id, source, path, n_tokens, max_id): the map from Megatron index to source file.
"""

from __future__ import annotations

import os
import posixpath
import tempfile

import numpy as np
import pyarrow as pa
from tqdm import tqdm

from pipeline import megatron
from pipeline import tokenizer as tok
from pipeline.config import PipelineConfig
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.store import StageContext, shard_numbers
from pipeline.structure.pieces import whole_documents

STAGE = "export"
CODE_VERSION = "1"
PREFIX_NAME = "cppcorpus"
SCHEMA = pa.schema(
    [
        ("doc_id", pa.string()),
        ("source", pa.string()),
        ("path", pa.string()),
        ("license", pa.string()),
        ("n_tokens", pa.int64()),
        ("max_id", pa.int64()),
    ]
)


class ExportError(RuntimeError):
    """Packed rows do not reassemble into the tokenized documents."""


def config_slice(cfg: PipelineConfig) -> dict:
    return {"vocab_size": cfg.tokenizer.vocab_size, "format": "megatron-mmidx-v1-int32"}


def reassemble(rows: pa.Table) -> dict[str, np.ndarray]:
    """doc_id -> full token ids, from one shard of packed rows."""
    inputs = rows.column("input_ids").combine_chunks()
    seq_len = inputs.type.list_size
    ids = inputs.values.to_numpy(zero_copy_only=False).reshape(-1, seq_len)
    pieces: dict[str, list[tuple[int, np.ndarray]]] = {}
    for r, prov in enumerate(rows.column("provenance").to_pylist()):
        for p in prov:
            seg = ids[r, p["offset"]:p["offset"] + p["length"]]
            # Continuation pieces open with an inserted BOS that is not part of the document.
            pieces.setdefault(p["doc_id"], []).append((p["start"], seg if p["start"] == 0 else seg[1:]))
    return {d: np.concatenate([s for _, s in sorted(ps, key=lambda x: x[0])]) for d, ps in pieces.items()}


def tokens_in_rows(rows: pa.Table) -> dict[str, int]:
    """doc_id -> tokens its pieces occupy in packed rows (continuation BOS not counted)."""
    out: dict[str, int] = {}
    for prov in rows.column("provenance").to_pylist():
        for p in prov:
            out[p["doc_id"]] = out.get(p["doc_id"], 0) + p["length"] - (1 if p["start"] else 0)
    return out


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    vocab = cfg.tokenizer.vocab_size
    revision = tokenizer_stage.revision_of(ctx.store, ctx.inputs["tokenizer"])
    store = ctx.store
    pack_v, tok_v = ctx.inputs["pack"], ctx.inputs["tokenize"]
    docs: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="cppcorpus-export-") as work:
        prefix = os.path.join(work, PREFIX_NAME)
        writer = megatron.MegatronWriter(prefix, vocab)
        for shard in tqdm(shard_numbers(store, "pack", pack_v), desc="export", unit="shard", disable=None):
            rows = store.read_table(store.path("pack", pack_v, f"part-{shard:05d}.parquet"),
                                    columns=["input_ids", "provenance"])
            meta = store.read_table(store.path("tokenize", tok_v, f"part-{shard:05d}.parquet"),
                                    columns=["doc_id", "source", "path", "license", "piece", "n_pieces",
                                             "input_ids", "n_tokens"])
            # Whole documents come from tokenize's pieces (CONTRACT tokenize v2); the packed rows
            # must hold exactly as many tokens of each document as its pieces do.
            whole = whole_documents(meta, tok.BOS_ID)
            in_rows = tokens_in_rows(rows)
            tokenized: dict[str, int] = {}
            for d, k in zip(meta.column("doc_id").to_pylist(), meta.column("n_tokens").to_pylist(), strict=True):
                tokenized[d] = tokenized.get(d, 0) + k
            expected = dict(zip(meta.column("doc_id").to_pylist(),
                                zip(*(meta.column(c).to_pylist() for c in ("source", "path", "license")),
                                    strict=True), strict=True))
            if set(in_rows) != set(expected):
                missing = sorted(set(expected) - set(in_rows))[:5]
                raise ExportError(f"pack shard {shard}: documents missing from rows: {missing}")
            for doc_id in sorted(whole):
                ids = whole[doc_id]
                source, path, license_expr = expected[doc_id]
                n = tokenized[doc_id]
                if in_rows[doc_id] != n:
                    raise ExportError(f"pack shard {shard}: {doc_id} has {in_rows[doc_id]} tokens in rows, "
                                      f"{n} tokenized")
                writer.add_document(ids)
                docs.append({"doc_id": doc_id, "source": source, "path": path, "license": license_expr,
                             "n_tokens": int(ids.size),
                             "max_id": int(ids.max())})
        if not docs:
            raise ExportError("no document survived to export; `cppcorpus ledger --root ROOT` shows why")
        writer.finalize()
        summary = megatron.verify(prefix, vocab)
        for ext in (".idx", ".bin"):  # .bin last: it is what readers open first
            store.put_file(prefix + ext, ctx.file_path(PREFIX_NAME + ext))
    ctx.write_shard(0, pa.Table.from_pylist(docs, schema=SCHEMA))
    ctx.extra.update({"export_prefix": posixpath.join(ctx.dir, PREFIX_NAME), "tokenizer_revision": revision,
                      "documents": summary["documents"], "tokens": summary["tokens"], "max_id": summary["max_id"]})
