"""Stage ``export``: the Megatron indexed dataset of whole documents, then verified.

Whole documents come from the tokenize stage's pieces (each piece's ids without its BOS, in piece
order, after one document BOS), checked against the packed rows' token counts per document -- so a
row that lost or truncated anything fails here -- and written one document per sequence, shard by
shard, ordered by doc_id within a shard. Sidecar indexed datasets (structure ids, loss mask,
platform ids; ``export_sidecars``) follow the same order. ``part-00000.parquet`` lists the exported
documents in dataset order (doc_id, source, path, license and its provenance, n_tokens, max_id):
the map from Megatron index to source file.

The license ``mix`` (``ExportConfig``) is applied here and nowhere upstream: a document whose
recorded license the mix does not take is left out and recorded as ``export/license-excluded``,
so two datasets with different mixes share every upstream version. The license, the evidence
that decided it, and the source's URL and commit come from the license stage's output.
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
from pipeline.hygiene import license as lic
from pipeline.packed_rows import COMPLETE_NAME
from pipeline.stages import export_sidecars
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.stages.base import Stage, Step
from pipeline.store import ObjectStore, StageContext, iter_shards, shard_numbers
from pipeline.structure.pieces import whole_documents

STAGE = "export"
CODE_VERSION = "2"
PREFIX_NAME = "cppcorpus"
SCHEMA = pa.schema(
    [
        ("doc_id", pa.string()),
        ("source", pa.string()),
        ("path", pa.string()),
        ("license", pa.string()),
        ("license_evidence", pa.string()),
        ("url", pa.string()),
        ("revision", pa.string()),
        ("n_tokens", pa.int64()),
        ("max_id", pa.int64()),
    ]
)


class ExportError(RuntimeError):
    """Packed rows do not reassemble into the tokenized documents."""


def config_slice(cfg: PipelineConfig) -> dict:
    return {"vocab_size": cfg.tokenizer.vocab_size, "format": "megatron-mmidx-v1-int32",
            "mix": list(lic.mix_members(cfg.export.mix, cfg.license))}


def license_provenance(store: ObjectStore, version: str) -> dict[str, tuple[str, str, str, str]]:
    """doc_id -> (license, license_evidence, url, revision) from the license stage's output."""
    cols = ["doc_id", "license", "license_evidence", "url", "revision"]
    out: dict[str, tuple[str, str, str, str]] = {}
    for _, table in iter_shards(store, "license", version, columns=cols):
        for doc_id, *rest in zip(*(table.column(c).to_pylist() for c in cols), strict=True):
            out[doc_id] = tuple(rest)
    return out


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


def pack_shards_by_tokenize_shard(store: ObjectStore, pack_v: str) -> dict[int, list[int]]:
    """Tokenize shard -> the pack shards holding its pieces, from pack's completion sentinel.

    Pack cuts a tokenize shard with more pieces than a pack shard may hold into several pack shards
    (``pack.shard_plan``) and records where each came from; without a cut, pack shard N is tokenize
    shard N.
    """
    sentinel = store.path("pack", pack_v, COMPLETE_NAME)
    if not store.exists(sentinel):
        return {n: [n] for n in shard_numbers(store, "pack", pack_v)}
    out: dict[int, list[int]] = {}
    for pack_shard, (tok_shard, _lo, _hi) in store.read_json(sentinel)["sources"].items():
        out.setdefault(int(tok_shard), []).append(int(pack_shard))
    return {t: sorted(ps) for t, ps in out.items()}


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    vocab = cfg.tokenizer.vocab_size
    revision = tokenizer_stage.revision_of(ctx.store, ctx.inputs["tokenizer"])
    store = ctx.store
    pack_v, tok_v = ctx.inputs["pack"], ctx.inputs["tokenize"]
    docs: list[dict] = []
    excluded: list[dict] = []
    mix = lic.mix_members(cfg.export.mix, cfg.license)
    provenance = license_provenance(store, ctx.inputs["license"])
    with tempfile.TemporaryDirectory(prefix="cppcorpus-export-") as work:
        prefix = os.path.join(work, PREFIX_NAME)
        writer = megatron.MegatronWriter(prefix, vocab)
        sidecars = export_sidecars.SidecarWriters(prefix)  # structure, loss mask, platform ids
        for shard, pack_shards in tqdm(sorted(pack_shards_by_tokenize_shard(store, pack_v).items()),
                                       desc="export", unit="shard", disable=None):
            rows = pa.concat_tables(
                store.read_table(store.path("pack", pack_v, f"part-{p:05d}.parquet"), columns=["input_ids", "provenance"])
                for p in pack_shards
            )
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
            kept: list[str] = []  # the dataset's order; the sidecars follow it
            for doc_id in sorted(whole):
                ids = whole[doc_id]
                source, path, license_expr = expected[doc_id]
                n = tokenized[doc_id]
                if in_rows[doc_id] != n:
                    raise ExportError(f"pack shard {shard}: {doc_id} has {in_rows[doc_id]} tokens in rows, "
                                      f"{n} tokenized")
                if not lic.in_mix(license_expr, mix):
                    excluded.append({"doc_id": doc_id, "source": source, "path": path, "stage": STAGE,
                                     "reason": "license-excluded", "detail": str(license_expr)})
                    continue
                kept.append(doc_id)
                writer.add_document(ids)
                _, evidence, url, revision_of_source = provenance.get(doc_id, (None, None, None, None))
                docs.append({"doc_id": doc_id, "source": source, "path": path, "license": license_expr,
                             "license_evidence": evidence, "url": url, "revision": revision_of_source,
                             "n_tokens": int(ids.size),
                             "max_id": int(ids.max())})
            sidecars.add_shard(store.read_table(store.path("tokenize", tok_v, f"part-{shard:05d}.parquet"),
                                                columns=export_sidecars.COLUMNS), kept)
        if not docs:
            raise ExportError("no document survived to export; `cppcorpus ledger --root ROOT` shows why")
        writer.finalize()
        summary = megatron.verify(prefix, vocab)
        for f in sidecars.finalize():
            store.put_file(f, ctx.file_path(os.path.basename(f)))
        for ext in (".idx", ".bin"):  # .bin last: it is what readers open first
            store.put_file(prefix + ext, ctx.file_path(PREFIX_NAME + ext))
    ctx.write_shard(0, pa.Table.from_pylist(docs, schema=SCHEMA), excluded)
    ctx.extra.update({"export_prefix": posixpath.join(ctx.dir, PREFIX_NAME), "tokenizer_revision": revision,
                      "documents": summary["documents"], "tokens": summary["tokens"], "max_id": summary["max_id"],
                      "license_excluded": len(excluded)})


class ExportStage(Stage):
    """The Megatron indexed dataset, its sidecars and a document table with provenance."""

    name = STAGE
    code_version = CODE_VERSION
    schema = SCHEMA
    upstream = ("pack", "tokenize", "tokenizer", "license")

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        return {"vocab_size": cfg.tokenizer.vocab_size}

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (Step("all", run, mapped=False),)


stage = ExportStage()
