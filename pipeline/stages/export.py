"""Stage ``export``: the Megatron indexed dataset of whole documents, then verified.

Whole documents come from the tokenize stage's pieces (each piece's ids without its BOS, in piece
order, after one document BOS), checked against pack's provenance (the tokens each document has
in the packed rows) -- so a row that lost or truncated anything fails here -- and written one
document per sequence, tokenize shard by tokenize shard, ordered by doc_id within a shard. The
packed rows' token ids are never read: the ids come from tokenize, the check from pack's
``provenance`` column. Sidecar indexed datasets (structure ids, loss mask, platform ids;
``export_sidecars``) follow the same order. ``part-00000.parquet`` lists the exported documents
in dataset order (doc_id, source, path, license and its provenance, n_tokens, max_id): the map
from Megatron index to source file.

Two steps. ``parts`` (mapped): the export part of each tokenize shard a rank owns -- its
``.bin/.idx`` and sidecars, its rows of the document table and its drops -- as scratch files
``_part-NNNNN*`` (the ``_part-NNNNN.parquet`` table last: the part's marker). ``merge`` (single):
the parts joined in shard order (``megatron.IndexMerger``, the bytes one writer gives), verified,
with the sidecars and the document table, then the scratch files removed.

The license ``mix`` (``ExportConfig``) is applied here and nowhere upstream: a document whose
recorded license the mix does not take is left out and recorded as ``export/license-excluded``,
so two datasets with different mixes share every upstream version. The license, the evidence
that decided it, and the source's URL and commit come from the license stage's output.
"""

from __future__ import annotations

import functools
import os
import posixpath
import tempfile

import pyarrow as pa
import pyarrow.compute as pc

from pipeline import megatron
from pipeline import tokenizer as tok
from pipeline.config import PipelineConfig
from pipeline.hygiene import license as lic
from pipeline.packed_rows import COMPLETE_NAME
from pipeline.stages import export_sidecars
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.stages.base import Stage, Step
from pipeline.store import DROP_SCHEMA, ObjectStore, StageContext, shard_numbers
from pipeline.structure.pieces import whole_documents

STAGE = "export"
CODE_VERSION = "2"
PREFIX_NAME = "cppcorpus"
PART_PREFIX = "_part-"  # scratch files of the parts step, removed by the merge step
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
PROVENANCE_COLUMNS = ["doc_id", "license", "license_evidence", "url", "revision"]


class ExportError(RuntimeError):
    """Packed rows do not hold the tokenized documents, or nothing is left to export."""


def config_slice(cfg: PipelineConfig) -> dict:
    return {
        "vocab_size": cfg.tokenizer.vocab_size,
        "format": "megatron-mmidx-v1-int32",
        "mix": list(lic.mix_members(cfg.export.mix, cfg.license)),
    }


def license_provenance(
    store: ObjectStore, version: str, doc_ids: set[str], first: int | None = None
) -> dict[str, tuple[str, str, str, str]]:
    """doc_id -> (license, license_evidence, url, revision) of ``doc_ids``, from the license stage's output.

    License shard ``first`` is read first (a document keeps its shard number through the
    per-document stages); the other shards only for documents it does not hold.
    """
    out: dict[str, tuple[str, str, str, str]] = {}
    shards = shard_numbers(store, "license", version)
    if first in shards:
        shards = [first] + [s for s in shards if s != first]
    for shard in shards:
        missing = doc_ids - out.keys()
        if not missing:
            break
        table = store.read_table(
            store.path("license", version, f"part-{shard:05d}.parquet"), columns=PROVENANCE_COLUMNS
        )
        table = table.filter(pc.is_in(table.column("doc_id"), pa.array(sorted(missing), pa.string())))
        for doc_id, *rest in zip(*(table.column(c).to_pylist() for c in PROVENANCE_COLUMNS), strict=True):
            out[doc_id] = tuple(rest)
    return out


def tokens_in_rows(rows: pa.Table) -> dict[str, int]:
    """doc_id -> tokens its pieces occupy in packed rows (continuation BOS not counted), from provenance."""
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


# --- the parts step (mapped over tokenize shards) ------------------------------------------------


def part_name(shard: int) -> str:
    """The scratch prefix of tokenize shard ``shard``'s export part."""
    return f"{PART_PREFIX}{shard:05d}"


def _part_files(shard: int) -> list[str]:
    """The part's data files (``.idx`` before ``.bin`` of each dataset), not its tables."""
    prefixes = [part_name(shard)] + [
        export_sidecars.sidecar_prefix(part_name(shard), n) for n in export_sidecars.SIDECARS
    ]
    return [p + ext for p in prefixes for ext in (".idx", ".bin")]


def export_part(
    ctx: StageContext, cfg: PipelineConfig, shard: int, pack_shards: list[int], work: str
) -> tuple[pa.Table, list[dict]]:
    """Tokenize shard ``shard``'s documents into ``{work}/_part-NNNNN*``; returns its table rows and drops."""
    store = ctx.store
    pack_v, tok_v = ctx.inputs["pack"], ctx.inputs["tokenize"]
    mix = lic.mix_members(cfg.export.mix, cfg.license)
    taken = functools.cache(functools.partial(lic.in_mix, members=mix))  # a few distinct expressions
    in_rows: dict[str, int] = {}
    for p in pack_shards:  # provenance only: the rows' token ids are not needed
        for d, n in tokens_in_rows(
            store.read_table(store.path("pack", pack_v, f"part-{p:05d}.parquet"), columns=["provenance"])
        ).items():
            in_rows[d] = in_rows.get(d, 0) + n
    meta_columns = ["doc_id", "source", "path", "license", "piece", "n_pieces", "input_ids", "n_tokens"]
    meta = store.read_table(  # once: the sidecars take their columns from it too
        store.path("tokenize", tok_v, f"part-{shard:05d}.parquet"),
        columns=[*meta_columns, *(c for c in export_sidecars.COLUMNS if c not in meta_columns)],
    )
    # Whole documents come from tokenize's pieces (CONTRACT tokenize v2); the packed rows
    # must hold exactly as many tokens of each document as its pieces do.
    whole = whole_documents(meta, tok.BOS_ID)
    tokenized: dict[str, int] = {}
    for d, k in zip(meta.column("doc_id").to_pylist(), meta.column("n_tokens").to_pylist(), strict=True):
        tokenized[d] = tokenized.get(d, 0) + k
    expected = dict(
        zip(
            meta.column("doc_id").to_pylist(),
            zip(*(meta.column(c).to_pylist() for c in ("source", "path", "license")), strict=True),
            strict=True,
        )
    )
    if set(in_rows) != set(expected):
        missing = sorted(set(expected) - set(in_rows))[:5]
        raise ExportError(f"tokenize shard {shard}: documents missing from the packed rows: {missing}")
    prefix = os.path.join(work, part_name(shard))
    writer = megatron.MegatronWriter(prefix, cfg.tokenizer.vocab_size)
    docs: list[dict] = []
    excluded: list[dict] = []
    kept: list[str] = []  # the dataset's order; the sidecars follow it
    for doc_id in sorted(whole):
        source, path, license_expr = expected[doc_id]
        n = tokenized[doc_id]
        if in_rows[doc_id] != n:
            raise ExportError(
                f"tokenize shard {shard}: {doc_id} has {in_rows[doc_id]} tokens in the packed rows, {n} tokenized"
            )
        if not taken(license_expr):
            excluded.append(
                {
                    "doc_id": doc_id,
                    "source": source,
                    "path": path,
                    "stage": STAGE,
                    "reason": "license-excluded",
                    "detail": str(license_expr),
                }
            )
            continue
        kept.append(doc_id)
        ids = whole[doc_id]
        writer.add_document(ids)
        docs.append(
            {
                "doc_id": doc_id,
                "source": source,
                "path": path,
                "license": license_expr,
                "n_tokens": int(ids.size),
                "max_id": int(ids.max()),
            }
        )
    writer.finalize()
    del whole
    provenance = license_provenance(store, ctx.inputs["license"], set(kept), first=shard)
    for d in docs:
        _, d["license_evidence"], d["url"], d["revision"] = provenance.get(
            d["doc_id"], (None, None, None, None)
        )
    sidecars = export_sidecars.SidecarWriters(prefix)  # structure, loss mask, platform ids
    sidecars.add_shard(meta, kept)
    del meta
    sidecars.finalize()
    return pa.Table.from_pylist(docs, schema=SCHEMA), excluded


def parts_step(ctx: StageContext, cfg: PipelineConfig) -> None:
    """The export part of every tokenize shard this rank owns and has not written."""
    store = ctx.store
    for shard, pack_shards in sorted(pack_shards_by_tokenize_shard(store, ctx.inputs["pack"]).items()):
        marker = ctx.file_path(part_name(shard) + ".parquet")
        if not ctx.owns(shard) or store.exists(marker):
            continue
        with tempfile.TemporaryDirectory(prefix="cppcorpus-export-") as work:
            docs, excluded = export_part(ctx, cfg, shard, pack_shards, work)
            for name in _part_files(shard):
                store.put_file(os.path.join(work, name), ctx.file_path(name))
        store.write_table(
            ctx.file_path(part_name(shard) + "-drops.parquet"),
            pa.Table.from_pylist(excluded, schema=DROP_SCHEMA),
        )
        store.write_table(marker, docs)  # last: the part is complete
        ctx.shard_done()


# --- the merge step (single) ---------------------------------------------------------------------


def _merge(
    store: ObjectStore, ctx: StageContext, shards: list[int], prefix: str, suffix: str, dtype: type
) -> None:
    """Join dataset ``suffix`` ("" or a sidecar's ``_name``) of every part into ``{prefix}{suffix}``."""
    merger = megatron.IndexMerger(prefix + suffix, dtype)
    for shard in shards:
        name = part_name(shard) + suffix
        with store.fs.open(ctx.file_path(name + ".bin"), "rb") as data:
            merger.add_part(store.read_bytes(ctx.file_path(name + ".idx")), data, name)
    merger.finalize()


def merge_step(ctx: StageContext, cfg: PipelineConfig) -> None:
    """The parts joined in tokenize shard order: dataset, sidecars, document table, drops; scratch removed."""
    vocab = cfg.tokenizer.vocab_size
    store = ctx.store
    shards = sorted(pack_shards_by_tokenize_shard(store, ctx.inputs["pack"]))
    missing = [s for s in shards if not store.exists(ctx.file_path(part_name(s) + ".parquet"))]
    if missing:
        raise ExportError(
            f"export parts {missing[:5]} are not written (a rank of the parts step did not finish)"
        )
    docs = pa.concat_tables(
        [store.read_table(ctx.file_path(part_name(s) + ".parquet")) for s in shards] or [SCHEMA.empty_table()]
    ).combine_chunks()
    excluded = pa.concat_tables(
        [store.read_table(ctx.file_path(part_name(s) + "-drops.parquet")) for s in shards]
        or [DROP_SCHEMA.empty_table()]
    )
    if not docs.num_rows:
        raise ExportError("no document survived to export; `cppcorpus ledger --root ROOT` shows why")
    with tempfile.TemporaryDirectory(prefix="cppcorpus-export-") as work:
        prefix = os.path.join(work, PREFIX_NAME)
        _merge(store, ctx, shards, prefix, "", megatron.TOKEN_DTYPE)
        summary = megatron.verify(prefix, vocab)
        for name, dtype in export_sidecars.SIDECARS.items():
            side = export_sidecars.sidecar_prefix(prefix, name)
            _merge(store, ctx, shards, prefix, side[len(prefix) :], dtype)
            for ext in (".idx", ".bin"):
                store.put_file(side + ext, ctx.file_path(os.path.basename(side + ext)))
        for ext in (".idx", ".bin"):  # .bin last: it is what readers open first
            store.put_file(prefix + ext, ctx.file_path(PREFIX_NAME + ext))
    ctx.write_shard(0, docs, excluded.to_pylist())
    ctx.extra.update(
        {
            "export_prefix": posixpath.join(ctx.dir, PREFIX_NAME),
            "tokenizer_revision": tokenizer_stage.revision_of(store, ctx.inputs["tokenizer"]),
            "documents": summary["documents"],
            "tokens": summary["tokens"],
            "max_id": summary["max_id"],
            "license_excluded": excluded.num_rows,
        }
    )
    # The parts are work, not output. Their markers go first: a merge killed while removing them
    # leaves no marker without its files, so a re-run redoes exactly the parts it lost.
    scratch = [n for n in store.listdir(ctx.dir) if n.startswith(PART_PREFIX)]
    markers = {part_name(s) + ".parquet" for s in shards}
    for name in sorted(scratch, key=lambda n: n not in markers):
        store.fs.rm(ctx.file_path(name))


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
        return (Step("parts", parts_step), Step("merge", merge_step, mapped=False))


stage = ExportStage()
