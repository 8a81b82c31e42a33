"""Stage ``chunk``: one parse and one encoding per document, structure chunks, exact-budget pieces.

Per scrubbed document: parse once with tree-sitter (C, C++ or CUDA by extension;
``pipeline.structure``), encode once with the tokenizer revision (``tokenize.encode_documents``,
the single encode call), derive the per-token structure (a token takes the value of its first
byte), snap the top-level units to token boundaries as **chunks** (kind, byte span, names defined
and referenced) and split the document into **pieces** of at most ``chunk.budget - 1`` tokens and
``max(128, budget // 32)`` chunks (DESIGN §4). A second pass resolves call and type names between
the chunks of each repository (source) and assigns each chunk its dep level.

Output, one row per document in scrub order: the whole-document ids and per-token structure, the
chunk table, and ``piece_token_starts``; stage ``tokenize`` turns it into one row per piece.
Documents whose parse is poor are kept with the fallback structure; ``_manifest.json`` carries the
parse-quality figures. Nothing is dropped here.
"""

from __future__ import annotations

import posixpath
from collections import Counter

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from pipeline.config import ChunkConfig, PipelineConfig, as_dict
from pipeline.stages import tokenize as tokenize_stage
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.stages.base import Stage, Step
from pipeline.store import DROP_SCHEMA, StageContext, shard_numbers
from pipeline.structure import dedup as chunk_dedup
from pipeline.structure import node_types
from pipeline.structure.analyze import analyze
from pipeline.structure.columns import (
    CATEGORY_NAMES,
    CLASS_DECL,
    FUNC_BODY,
    FUNC_SIGNATURE,
    PREAMBLE,
    TYPEDEF,
)
from pipeline.structure.dedup import DEDUP_KIND_IDS
from pipeline.structure.graph import RepoGraph
from pipeline.structure.parse import parse
from pipeline.structure.split import (
    cut_levels,
    merge_small_chunks,
    merged_units,
    piece_starts,
    snap_chunks,
    token_byte_starts,
)
from pipeline.tokenizer.platform import platform_ids

STAGE = "chunk"
CODE_VERSION = "2"  # 2: runs of small chunks merge (chunk.min_chunk_tokens)
WORK_PREFIX = "_work-"  # pass-1 shards: ignored by readers, removed once the parts are written

_names = pa.large_list(pa.list_(pa.string()))
WORK_SCHEMA = pa.schema(
    [
        ("doc_id", pa.string()),
        ("source", pa.string()),
        ("path", pa.string()),
        ("license", pa.string()),
        ("n_bytes", pa.int64()),
        ("language", pa.string()),
        ("parse_quality", pa.float32()),
        ("fallback", pa.bool_()),
        ("input_ids", pa.large_list(pa.uint32())),
        ("token_structure_ids", pa.large_list(pa.uint8())),
        ("token_ast_depth", pa.large_list(pa.int16())),
        ("token_sibling_index", pa.large_list(pa.int32())),
        ("token_ast_node_type", pa.large_list(pa.int32())),
        ("chunk_token_starts", pa.large_list(pa.int32())),
        ("chunk_byte_starts", pa.large_list(pa.int64())),
        ("chunk_byte_ends", pa.large_list(pa.int64())),
        ("chunk_kinds", pa.large_list(pa.uint8())),
        ("chunk_defines", _names),
        ("chunk_calls", _names),
        ("chunk_types", _names),
        ("piece_token_starts", pa.large_list(pa.int32())),
        ("platform_ids", pa.large_list(pa.uint16())),
    ]
)
SCHEMA = (
    WORK_SCHEMA.append(pa.field("chunk_dep_levels", pa.large_list(pa.int16())))
    .append(pa.field("call_edges", pa.large_list(pa.int32())))
    .append(pa.field("type_edges", pa.large_list(pa.int32())))
    .append(pa.field("chunk_dropped", pa.large_list(pa.bool_())))
)
CHUNK_DROPS_PREFIX = "chunk-drops-"  # chunk-level dedup records (DROP_SCHEMA); the document itself stays
CALLABLE_KINDS = frozenset({FUNC_BODY, FUNC_SIGNATURE, PREAMBLE})  # functions, prototypes, macros
TYPE_KINDS = frozenset({CLASS_DECL, TYPEDEF})


class ChunkError(RuntimeError):
    """The encoding does not tile a document (the tokenizer revision and the text disagree)."""


def max_chunks(budget: int) -> int:
    """Chunks a piece may hold: the packed rows' FIXED_MAX_CHUNKS at T = budget (DESIGN §7)."""
    return max(128, budget // 32)


def config_slice(cfg: PipelineConfig) -> dict:
    return {
        **as_dict(cfg.chunk),
        "vocab_size": cfg.tokenizer.vocab_size,
        "node_types": node_types.table_digest(),
    }


def chunk_document(
    text: str,
    path: str,
    ids: np.ndarray,
    byte_lengths: np.ndarray,
    *,
    budget: int,
    min_parse_quality: float = 0.5,
    min_chunk_tokens: int = ChunkConfig.min_chunk_tokens,
) -> dict:
    """Everything pass 1 records for one document (a WORK_SCHEMA row).

    Runs of small adjacent chunks merge until about ``min_chunk_tokens`` tokens
    (``split.merge_small_chunks``); per-token structure is per byte and does not change.
    """
    data = text.encode("utf-8", "surrogatepass")
    analysis = analyze(parse(data, path), min_quality=min_parse_quality)
    starts = token_byte_starts(ids, byte_lengths)
    covered = int(starts[-1] + byte_lengths[int(ids[-1])]) if ids.size else 0
    if covered != len(data):
        raise ChunkError(f"{path}: tokens cover {covered} bytes of {len(data)}; encoding and text disagree")
    chunk_tok, chunk_bytes, unit_index = snap_chunks(analysis, starts)
    units = [analysis.units[u] for u in unit_index]
    if min_chunk_tokens > 1 and units:
        kinds = np.asarray([u.kind for u in units], dtype=np.int64)
        groups, group_kinds = merge_small_chunks(chunk_tok, kinds, ids.size, min_chunk_tokens)
        firsts = np.flatnonzero(np.diff(groups, prepend=-1))
        units = merged_units(units, groups, group_kinds)
        chunk_tok, chunk_bytes = chunk_tok[firsts], chunk_bytes[firsts]
        analysis.units, unit_index = units, list(range(len(units)))
    cap = budget - 1
    levels = cut_levels(analysis, data, starts, chunk_tok, unit_index, cap)
    pieces = (
        piece_starts(ids.size, budget, levels, chunk_tok, max_chunks(budget)) if ids.size else np.zeros(1)
    )
    first = np.minimum(starts, max(len(data) - 1, 0)) if len(data) else starts
    return {
        "n_bytes": len(data),
        "language": analysis.language,
        "parse_quality": analysis.quality,
        "fallback": analysis.fallback,
        "input_ids": ids,
        "token_structure_ids": analysis.category[first],
        "token_ast_depth": analysis.depth[first],
        "token_sibling_index": analysis.sibling[first],
        "token_ast_node_type": analysis.node_type[first],
        "chunk_token_starts": chunk_tok.astype(np.int32),
        "chunk_byte_starts": chunk_bytes,
        "chunk_byte_ends": np.append(chunk_bytes[1:], len(data)).astype(np.int64)
        if chunk_bytes.size
        else chunk_bytes,
        "chunk_kinds": np.asarray([u.kind for u in units], dtype=np.uint8),
        "chunk_defines": [sorted(u.defines) for u in units],
        "chunk_calls": [sorted(u.calls) for u in units],
        "chunk_types": [sorted(u.types) for u in units],
        "piece_token_starts": pieces.astype(np.int32),
        "platform_ids": np.asarray(platform_ids(text), dtype=np.uint16),
    }


def _list_column(values: list, typ: pa.DataType) -> pa.Array:
    """A large_list column from per-row numpy arrays (no Python ints for the numeric ones)."""
    if pa.types.is_list(typ.value_type):  # names: plain Python lists
        return pa.array(values, type=typ)
    lengths = np.fromiter((len(v) for v in values), dtype=np.int64, count=len(values))
    offsets = np.zeros(len(values) + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    np_type = typ.value_type.to_pandas_dtype()
    flat = np.concatenate([np.asarray(v, dtype=np_type) for v in values]) if values else np.zeros(0, np_type)
    return pa.LargeListArray.from_arrays(
        pa.array(offsets), pa.array(flat.astype(np_type, copy=False), type=typ.value_type)
    )


def rows_table(rows: list[dict], schema: pa.Schema) -> pa.Table:
    cols = {}
    for f in schema:
        vals = [r[f.name] for r in rows]
        cols[f.name] = (
            _list_column(vals, f.type) if pa.types.is_large_list(f.type) else pa.array(vals, type=f.type)
        )
    return pa.table(cols, schema=schema)


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    revision = tokenizer_stage.revision_of(ctx.store, ctx.inputs["tokenizer"])
    tok = tokenizer_stage.load_revision(
        ctx.store.url, revision, _store=None if ctx.store.is_local else ctx.store
    )
    tok.check_vocab_size(cfg.tokenizer.vocab_size)
    budget, store = cfg.chunk.budget, ctx.store
    from pipeline.gpu.hooks import batch_encoder  # device choice only; the ids are the same

    encode_batch, ctx.extra["device"] = batch_encoder(tok, cfg.tokenizer.device)
    scrub_v = ctx.inputs["scrub"]
    shards = shard_numbers(store, "scrub", scrub_v)

    def work_path(shard: int) -> str:
        return ctx.file_path(f"{WORK_PREFIX}{shard:05d}.parquet")

    # pass 1: parse, encode, chunk and split each document (resumable per shard)
    for shard in shards:
        if ctx.has_shard(shard) or store.exists(work_path(shard)):
            continue
        table = store.read_table(
            store.path("scrub", scrub_v, f"part-{shard:05d}.parquet"),
            columns=["doc_id", "source", "path", "license", "text"],
        )
        texts = table.column("text").to_pylist()
        encoded = tokenize_stage.encode_documents(tok, texts, encode_batch)
        rows = []
        for meta, text, ids in zip(table.drop_columns(["text"]).to_pylist(), texts, encoded, strict=True):
            rows.append(
                {
                    **meta,
                    **chunk_document(
                        text,
                        meta["path"],
                        np.asarray(ids, np.uint32),
                        tok.byte_lengths,
                        budget=budget,
                        min_parse_quality=cfg.chunk.min_parse_quality,
                        min_chunk_tokens=cfg.chunk.min_chunk_tokens,
                    ),
                }
            )
        store.write_table(work_path(shard), rows_table(rows, WORK_SCHEMA))

    # pass 2: resolve names per repository, dep levels, in-document edges
    graphs: dict[str, RepoGraph] = {}
    first_chunk: dict[tuple[int, int], tuple[str, int]] = {}
    for shard in shards:
        if ctx.has_shard(shard):
            t = store.read_table(ctx.shard_path(shard), columns=["doc_id", "source", *_SYMBOL_COLUMNS])
        else:
            t = store.read_table(work_path(shard), columns=["doc_id", "source", *_SYMBOL_COLUMNS])
        for r, row in enumerate(t.to_pylist()):
            g = graphs.setdefault(row["source"], RepoGraph(cfg.chunk.max_fanout))
            first_chunk[(shard, r)] = (row["source"], len(g.doc))
            for kind, defines, calls, types in zip(
                row["chunk_kinds"], row["chunk_defines"], row["chunk_calls"], row["chunk_types"], strict=True
            ):
                g.add_chunk(
                    row["doc_id"],
                    defines,
                    calls,
                    types,
                    callable_=kind in CALLABLE_KINDS,
                    type_like=kind in TYPE_KINDS,
                )
    resolved = {}
    for source in sorted(graphs):
        calls, types = graphs[source].resolve()
        resolved[source] = (graphs[source].dep_levels(calls, types), calls, types)
    copies = _chunk_duplicates(ctx, cfg, shards, work_path) if cfg.chunk.dedup else {}
    for shard in shards:
        if ctx.has_shard(shard):
            continue
        t = store.read_table(work_path(shard))
        levels, call_cols, type_cols, dropped, records = [], [], [], [], []
        meta = t.select(["doc_id", "source", "path"]).to_pylist()
        for r, kinds in enumerate(t.column("chunk_kinds").to_pylist()):
            source, lo = first_chunk[(shard, r)]
            dep, calls, types = resolved[source]
            hi = lo + len(kinds)
            levels.append(dep[lo:hi])
            call_cols.append(_local_edges(calls, lo, hi))
            type_cols.append(_local_edges(types, lo, hi))
            mine = copies.get((shard, r), {})
            dropped.append(np.asarray([k in mine for k in range(len(kinds))], dtype=bool))
            for _, (reason, detail) in sorted(mine.items()):
                records.append({**meta[r], "stage": STAGE, "reason": reason, "detail": detail})
        out = (
            t.append_column("chunk_dep_levels", _list_column(levels, SCHEMA.field("chunk_dep_levels").type))
            .append_column("call_edges", _list_column(call_cols, SCHEMA.field("call_edges").type))
            .append_column("type_edges", _list_column(type_cols, SCHEMA.field("type_edges").type))
            .append_column("chunk_dropped", _list_column(dropped, SCHEMA.field("chunk_dropped").type))
        )
        if cfg.chunk.dedup:
            store.write_table(
                ctx.file_path(f"{CHUNK_DROPS_PREFIX}{shard:05d}.parquet"),
                pa.Table.from_pylist(records, schema=DROP_SCHEMA),
            )
        ctx.write_shard(shard, out)
    for shard in shards:
        if store.exists(work_path(shard)):
            store.fs.rm(work_path(shard))
    ctx.extra.update(_stats(ctx, budget, resolved))


_SYMBOL_COLUMNS = ("chunk_kinds", "chunk_defines", "chunk_calls", "chunk_types")


def _chunk_duplicates(
    ctx: StageContext, cfg: PipelineConfig, shards: list[int], work_path
) -> dict[tuple[int, int], dict[int, tuple[str, str]]]:
    """(shard, row) -> {chunk: (reason, detail)} for chunks that copy an earlier one (exact or near).

    Candidates are the self-contained kinds with at least ``dedup_min_tokens`` tokens; their text
    is re-read from scrub, digested and MinHashed one shard at a time (only signatures are kept).
    """
    store = ctx.store
    where: list[tuple[int, int, int, str]] = []
    digests: list[bytes] = []
    sigs: list[np.ndarray] = []
    cols = [
        "doc_id",
        "chunk_kinds",
        "chunk_byte_starts",
        "chunk_byte_ends",
        "chunk_token_starts",
        "input_ids",
    ]
    for shard in shards:
        src = ctx.shard_path(shard) if ctx.has_shard(shard) else work_path(shard)
        t = store.read_table(src, columns=cols)
        n_tok = pc.list_value_length(t.column("input_ids")).to_pylist()
        texts = (
            store.read_table(
                store.path("scrub", ctx.inputs["scrub"], f"part-{shard:05d}.parquet"), columns=["text"]
            )
            .column("text")
            .to_pylist()
        )
        found: list[str] = []
        rows = t.select(cols[:-1]).to_pylist()
        for r, row in enumerate(rows):
            data = texts[r].encode("utf-8", "surrogatepass")
            ends = [*row["chunk_token_starts"][1:], n_tok[r]]
            for k, kind in enumerate(row["chunk_kinds"]):
                if (
                    kind in DEDUP_KIND_IDS
                    and ends[k] - row["chunk_token_starts"][k] >= cfg.chunk.dedup_min_tokens
                ):
                    text = data[row["chunk_byte_starts"][k] : row["chunk_byte_ends"][k]].decode(
                        "utf-8", "replace"
                    )
                    where.append((shard, r, k, row["doc_id"]))
                    digests.append(chunk_dedup.digest(text))
                    found.append(text)
        if found:
            sigs.append(chunk_dedup.signatures(found))
    if not digests:
        return {}
    out: dict[tuple[int, int], dict[int, tuple[str, str]]] = {}
    for i, (reason, kept) in chunk_dedup.duplicates_of(
        digests, np.concatenate(sigs), cfg.chunk.dedup_threshold
    ).items():
        shard, r, k, _ = where[i]
        _, _, kept_k, kept_doc = where[kept]
        out.setdefault((shard, r), {})[k] = (reason, f"chunk {k} copies {kept_doc} chunk {kept_k}")
    return out


def _local_edges(edges: set[tuple[int, int]], lo: int, hi: int) -> np.ndarray:
    """Edges with both ends in chunks [lo, hi) of one document, as flattened local index pairs."""
    pairs = sorted((a - lo, b - lo) for a, b in edges if lo <= a < hi and lo <= b < hi)
    return np.asarray(pairs, dtype=np.int32).reshape(-1)


def _stats(ctx: StageContext, budget: int, resolved: dict) -> dict:
    """Parse quality, languages, pieces and chunks by kind: the figures the manifest carries."""
    from pipeline.store import iter_shards

    quality: list[float] = []
    languages: Counter = Counter()
    kinds: Counter = Counter()
    pieces = split = fallback = with_errors = 0
    cols = ["language", "parse_quality", "fallback", "chunk_kinds", "piece_token_starts", "chunk_dropped"]
    dropped: Counter = Counter()
    for _, t in iter_shards(ctx.store, STAGE, ctx.version, columns=cols):
        for row in t.to_pylist():
            quality.append(row["parse_quality"])
            languages[row["language"]] += 1
            fallback += row["fallback"]
            with_errors += row["parse_quality"] < 1.0
            kinds.update(CATEGORY_NAMES[k] for k in row["chunk_kinds"])
            dropped.update(
                CATEGORY_NAMES[k] for k, d in zip(row["chunk_kinds"], row["chunk_dropped"], strict=True) if d
            )
            pieces += len(row["piece_token_starts"])
            split += len(row["piece_token_starts"]) > 1
    table = node_types.load_table()
    return {
        "budget": budget,
        "max_chunks_per_piece": max_chunks(budget),
        "documents": len(quality),
        "pieces": pieces,
        "split_documents": split,
        "chunks": dict(sorted(kinds.items())),
        "chunks_dropped_as_copies": dict(sorted(dropped.items())),
        "languages": dict(sorted(languages.items())),
        "parse_quality_mean": round(float(np.mean(quality)), 6) if quality else None,
        "parse_quality_min": round(float(np.min(quality)), 6) if quality else None,
        "documents_with_parse_errors": with_errors,
        "fallback_documents": fallback,
        "call_edges": sum(len(c) for _, c, _ in resolved.values()),
        "type_edges": sum(len(t) for _, _, t in resolved.values()),
        "node_types": {
            "version": table["version"],
            "digest": node_types.table_digest(),
            "path": posixpath.join("pipeline", "structure", "node_types.json"),
        },
    }


class ChunkStage(Stage):
    """AST-aware chunks with exact token budgets and structure columns."""

    name = STAGE
    code_version = CODE_VERSION
    schema = SCHEMA
    upstream = ("scrub", "tokenizer")

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        return {"vocab_size": cfg.tokenizer.vocab_size, "budget_tokens": cfg.chunk.budget - 1}

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (Step("all", run, mapped=False),)


stage = ChunkStage()
