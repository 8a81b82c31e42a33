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

import contextlib
import gc
import json
import posixpath
from collections import Counter
from typing import NamedTuple

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from pipeline.config import ChunkConfig, PipelineConfig, as_dict
from pipeline.stages import tokenize as tokenize_stage
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.stages.base import Stage, Step
from pipeline.store import DROP_SCHEMA, ObjectStore, StageContext, shard_numbers
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
# Scratch files (a leading "_": not outputs, not in the manifest), removed by the cleanup step:
WORK_PREFIX = "_work-"  # pass 1, per scrub shard: WORK_SCHEMA rows (an Arrow IPC file, zstd)
CANDIDATES_PREFIX = "_candidates-"  # pass 1 with chunk.dedup: dedup candidates with digests and signatures
RESOLVED_PREFIX = "_resolved-"  # pass 2, per repository (source): each document's levels and edges
COPIES = "_copies.parquet"  # pass 2 with chunk.dedup: the chunks that copy an earlier one
RESOLVE_FACTS = "_resolve.json"  # pass 2's facts for the manifest (edge counts, device); kept
DEVICE_KEY = "cppcorpus.device"  # work-file metadata: the encoder's device record

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
    starts = token_byte_starts(ids, byte_lengths)
    covered = int(starts[-1] + byte_lengths[int(ids[-1])]) if ids.size else 0
    if covered != len(data):
        raise ChunkError(f"{path}: tokens cover {covered} bytes of {len(data)}; encoding and text disagree")
    first = np.minimum(starts, max(len(data) - 1, 0)) if len(data) else starts  # each token's first byte
    analysis = analyze(parse(data, path), min_quality=min_parse_quality, at=first)
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
    return {
        "n_bytes": len(data),
        "language": analysis.language,
        "parse_quality": analysis.quality,
        "fallback": analysis.fallback,
        "input_ids": ids,
        "token_structure_ids": analysis.category[first],
        "token_ast_depth": analysis.depth,
        "token_sibling_index": analysis.sibling,
        "token_ast_node_type": analysis.node_type,
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


@contextlib.contextmanager
def _collector_paused():
    """No cyclic garbage collection inside: the AST walk allocates millions of short-lived node
    objects, each of which would count towards a collection of everything the shard holds
    (about 7% of the encode step's CPU). Reference counting still frees them; the collector runs
    again on the way out."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _work_path(ctx: StageContext, shard: int) -> str:
    return ctx.file_path(f"{WORK_PREFIX}{shard:05d}.arrow")


def _parquet_names(typ: pa.DataType) -> pa.DataType:
    """``typ`` with list items named ``element``, as parquet reads them back: the write step's
    parts then carry the same Arrow schema as when the work files were parquet."""
    if pa.types.is_large_list(typ):
        return pa.large_list(pa.field("element", _parquet_names(typ.value_type)))
    if pa.types.is_list(typ):
        return pa.list_(pa.field("element", _parquet_names(typ.value_type)))
    return typ


def _write_work(store: ObjectStore, path: str, table: pa.Table) -> None:
    """A work file: Arrow IPC with zstd buffers (a third of parquet's CPU to write and read back;
    scratch, so its bytes need not be stable), written atomically like every store object."""
    table = table.cast(
        pa.schema([pa.field(f.name, _parquet_names(f.type)) for f in table.schema], table.schema.metadata)
    )
    sink = pa.BufferOutputStream()
    with pa.ipc.new_file(sink, table.schema, options=pa.ipc.IpcWriteOptions(compression="zstd")) as w:
        w.write_table(table)
    store.write_bytes(path, sink.getvalue().to_pybytes())


def _read_work(store: ObjectStore, path: str, columns: list[str] | None = None) -> pa.Table:
    """A work file, or only ``columns`` of it (the others are not decompressed)."""
    source = pa.BufferReader(store.read_bytes(path))
    if columns is None:
        return pa.ipc.open_file(source).read_all()
    schema = pa.ipc.open_file(source).schema
    fields = sorted(schema.get_field_index(c) for c in columns)
    options = pa.ipc.IpcReadOptions(included_fields=fields)
    return pa.ipc.open_file(source, options=options).read_all().select(columns)


def _candidates_path(ctx: StageContext, shard: int) -> str:
    return ctx.file_path(f"{CANDIDATES_PREFIX}{shard:05d}.parquet")


def _resolved_path(ctx: StageContext, repository: int) -> str:
    """The resolved file of the ``repository``-th source (in sorted order) of the stage's input."""
    return ctx.file_path(f"{RESOLVED_PREFIX}repo-{repository:05d}.parquet")


class _Repository(NamedTuple):
    """A source of the scrub output: its documents and the scrub shards that hold them."""

    documents: int
    shards: frozenset[int]


# (store root, scrub version) -> the layout: a version's files never change, and every resolve and
# write rank of a process asks for it, so it is read once per process (one column of every shard).
_LAYOUTS: dict[tuple[str, str], dict[str, _Repository]] = {}


def _repository_layout(ctx: StageContext) -> dict[str, _Repository]:
    """The sources of the scrub output, sorted by name (what resolve maps over), with their documents
    and shards: a resolve rank reads only the shards of its sources, a write rank only the resolved
    files of the sources in its shards."""
    key = (ctx.store.url, ctx.inputs["scrub"])
    if key not in _LAYOUTS:
        sizes: Counter = Counter()
        shards: dict[str, set[int]] = {}
        for shard in _scrub_shards(ctx):
            path = ctx.store.path("scrub", ctx.inputs["scrub"], f"part-{shard:05d}.parquet")
            counts = pc.value_counts(ctx.store.read_table(path, columns=["source"]).column("source"))
            for source, n in zip(
                counts.field("values").to_pylist(), counts.field("counts").to_pylist(), strict=True
            ):
                sizes[source] += n
                shards.setdefault(source, set()).add(shard)
        _LAYOUTS.clear()  # one version at a time is enough: a run's chunk stage reads one
        _LAYOUTS[key] = {s: _Repository(sizes[s], frozenset(shards[s])) for s in sorted(sizes)}
    return _LAYOUTS[key]


def _repository_sizes(ctx: StageContext) -> dict[str, int]:
    """The sources of the scrub output and their documents, sorted by name: what resolve maps over."""
    return {source: repo.documents for source, repo in _repository_layout(ctx).items()}


def _repositories(ctx: StageContext) -> list[str]:
    return list(_repository_layout(ctx))


def _my_repositories(ctx: StageContext) -> dict[str, int]:
    """The sources this rank resolves, with their index in the sorted list: the largest first, each to
    the rank with the fewest documents so far (ties: the lower rank), so the ranks end together."""
    sizes = _repository_sizes(ctx)
    index = {source: i for i, source in enumerate(sizes)}
    load = [0] * ctx.world_size
    mine = {}
    for source in sorted(sizes, key=lambda s: (-sizes[s], s)):
        rank = min(range(ctx.world_size), key=lambda r: (load[r], r))
        load[rank] += sizes[source]
        if rank == ctx.rank:
            mine[source] = index[source]
    return mine


def _scrub_shards(ctx: StageContext) -> list[int]:
    return shard_numbers(ctx.store, "scrub", ctx.inputs["scrub"])


def encode(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Pass 1 (mapped over scrub shards): parse, encode, chunk and split each document of a shard.

    Writes ``_work-NNNNN.parquet`` (WORK_SCHEMA; the encoder's device record in its metadata) and,
    with ``chunk.dedup``, ``_candidates-NNNNN.parquet`` first: one row per dedup candidate chunk
    with its digest and MinHash signature, so the single resolve step never reads a text.
    """
    store = ctx.store
    pending = [
        s
        for s in _scrub_shards(ctx)
        if ctx.owns(s) and not ctx.has_shard(s) and not store.exists(_work_path(ctx, s))
    ]
    if not pending:
        return
    revision = tokenizer_stage.revision_of(store, ctx.inputs["tokenizer"])
    tok = tokenizer_stage.load_revision(store.url, revision, _store=None if store.is_local else store)
    tok.check_vocab_size(cfg.tokenizer.vocab_size)
    from pipeline.gpu.hooks import batch_encoder  # device choice only; the ids are the same

    encode_batch, device = batch_encoder(tok, cfg.tokenizer.device)
    for shard in pending:
        table = store.read_table(
            store.path("scrub", ctx.inputs["scrub"], f"part-{shard:05d}.parquet"),
            columns=["doc_id", "source", "path", "license", "text"],
        )
        texts = table.column("text").to_pylist()
        encoded = tokenize_stage.encode_documents(tok, texts, encode_batch)
        rows = []
        with _collector_paused():
            for meta, text, ids in zip(table.drop_columns(["text"]).to_pylist(), texts, encoded, strict=True):
                rows.append(
                    {
                        **meta,
                        **chunk_document(
                            text,
                            meta["path"],
                            np.asarray(ids, np.uint32),
                            tok.byte_lengths,
                            budget=cfg.chunk.budget,
                            min_parse_quality=cfg.chunk.min_parse_quality,
                            min_chunk_tokens=cfg.chunk.min_chunk_tokens,
                        ),
                    }
                )
        if cfg.chunk.dedup:
            store.write_table(_candidates_path(ctx, shard), _dedup_candidates(rows, texts, cfg))
        work = rows_table(rows, WORK_SCHEMA).replace_schema_metadata(
            {DEVICE_KEY: json.dumps(device, sort_keys=True)}
        )
        _write_work(store, _work_path(ctx, shard), work)
        ctx.shard_done()


CANDIDATE_SCHEMA = pa.schema(
    [
        ("row", pa.int32()),
        ("chunk", pa.int32()),
        ("doc_id", pa.string()),
        ("digest", pa.binary(32)),
        ("signature", pa.list_(pa.uint32())),
    ]
)


def _dedup_candidates(rows: list[dict], texts: list[str], cfg: PipelineConfig) -> pa.Table:
    """The shard's chunks that chunk-level dedup considers (self-contained kinds, at least
    ``dedup_min_tokens`` tokens), in (row, chunk) order, with SHA-256 digest and MinHash signature."""
    where: list[tuple[int, int, str]] = []
    found: list[str] = []
    for r, (row, text) in enumerate(zip(rows, texts, strict=True)):
        data = text.encode("utf-8", "surrogatepass")
        starts = row["chunk_token_starts"].tolist()
        ends = [*starts[1:], len(row["input_ids"])]
        for k, kind in enumerate(row["chunk_kinds"].tolist()):
            if kind in DEDUP_KIND_IDS and ends[k] - starts[k] >= cfg.chunk.dedup_min_tokens:
                lo, hi = int(row["chunk_byte_starts"][k]), int(row["chunk_byte_ends"][k])
                where.append((r, k, row["doc_id"]))
                found.append(data[lo:hi].decode("utf-8", "replace"))
    sigs = chunk_dedup.signatures(found) if found else np.zeros((0, 0), np.uint32)
    return pa.table(
        {
            "row": pa.array([w[0] for w in where], pa.int32()),
            "chunk": pa.array([w[1] for w in where], pa.int32()),
            "doc_id": pa.array([w[2] for w in where], pa.string()),
            "digest": pa.array([chunk_dedup.digest(t) for t in found], pa.binary(32)),
            "signature": pa.array(list(sigs), pa.list_(pa.uint32())),
        },
        schema=CANDIDATE_SCHEMA,
    )


def _read_work_or_part(ctx: StageContext, shard: int, columns: list[str]) -> pa.Table:
    """A shard's pass-1 columns: from its work file, or from its part once written (a work file
    can vanish under a concurrent run's cleanup, but only after the part is there)."""
    if not ctx.has_shard(shard):
        try:
            return _read_work(ctx.store, _work_path(ctx, shard), columns)
        except FileNotFoundError:
            if not ctx.has_shard(shard):
                raise
    return ctx.store.read_table(ctx.shard_path(shard), columns=columns)


RESOLVED_SCHEMA = pa.schema(
    [
        ("shard", pa.int32()),
        ("row", pa.int32()),
        ("chunk_dep_levels", SCHEMA.field("chunk_dep_levels").type),
        ("call_edges", SCHEMA.field("call_edges").type),
        ("type_edges", SCHEMA.field("type_edges").type),
    ]
)


def resolve(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Pass 2 (mapped over repositories): a repository's call and type names resolved between its
    chunks, each chunk's dep level, each document's in-document edges.

    Ranks share the sources by their documents (:func:`_my_repositories`); a rank reads only the symbol columns of its
    sources' rows and writes, per source, ``_resolved-repo-NNNNN.parquet``: one row per document
    (shard, row, levels, edges) in stage order, its edge counts in the file's metadata.
    """
    store = ctx.store
    mine = {s: i for s, i in _my_repositories(ctx).items() if not store.exists(_resolved_path(ctx, i))}
    if not mine or store.exists(ctx.file_path(RESOLVE_FACTS)):
        return
    wanted = pa.array(sorted(mine), pa.string())
    graphs = {source: RepoGraph(cfg.chunk.max_fanout) for source in mine}
    docs: dict[str, list[tuple[int, int, int, int]]] = {
        s: [] for s in mine
    }  # (shard, row, first chunk, chunks)
    try:
        layout = _repository_layout(ctx)
        for shard in sorted(set().union(*(layout[s].shards for s in mine))):
            t = _read_work_or_part(ctx, shard, ["doc_id", "source", *_SYMBOL_COLUMNS])
            rows = np.flatnonzero(
                pc.is_in(t.column("source"), value_set=wanted).to_numpy(zero_copy_only=False)
            )
            for r, row in zip(rows.tolist(), t.take(rows).to_pylist(), strict=True):
                g = graphs[row["source"]]
                docs[row["source"]].append((shard, r, len(g.doc), len(row["chunk_kinds"])))
                for kind, defines, calls, types in zip(
                    row["chunk_kinds"],
                    row["chunk_defines"],
                    row["chunk_calls"],
                    row["chunk_types"],
                    strict=True,
                ):
                    g.add_chunk(
                        row["doc_id"],
                        defines,
                        calls,
                        types,
                        callable_=kind in CALLABLE_KINDS,
                        type_like=kind in TYPE_KINDS,
                    )
    except FileNotFoundError:
        if store.exists(ctx.file_path(RESOLVE_FACTS)):
            return  # a concurrent run of this version finished the stage's pass 2 and cleaned up
        raise
    for source in sorted(mine):
        g = graphs.pop(source)
        calls, types = g.resolve()
        dep = g.dep_levels(calls, types)
        firsts = [first for _, _, first, _ in docs[source]]
        calls_by_doc, types_by_doc = _edges_by_document(calls, firsts), _edges_by_document(types, firsts)
        found = docs[source]
        table = pa.table(
            {
                "shard": pa.array([d[0] for d in found], pa.int32()),
                "row": pa.array([d[1] for d in found], pa.int32()),
                "chunk_dep_levels": _list_column(
                    [dep[lo : lo + n] for _, _, lo, n in found],
                    RESOLVED_SCHEMA.field("chunk_dep_levels").type,
                ),
                # a document without chunks shares its first id with the next one: it has no edges
                "call_edges": _list_column(
                    [_local_pairs(calls_by_doc.get(lo, []) if n else [], lo) for _, _, lo, n in found],
                    RESOLVED_SCHEMA.field("call_edges").type,
                ),
                "type_edges": _list_column(
                    [_local_pairs(types_by_doc.get(lo, []) if n else [], lo) for _, _, lo, n in found],
                    RESOLVED_SCHEMA.field("type_edges").type,
                ),
            },
            schema=RESOLVED_SCHEMA.with_metadata(
                {"call_edges": str(len(calls)), "type_edges": str(len(types))}
            ),
        )
        store.write_table(_resolved_path(ctx, mine[source]), table)
        ctx.shard_done()


def gather(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Pass 2's small single step: the edge counts and the encoder's device for the manifest
    (``_resolve.json``, the completion marker) and, with ``chunk.dedup``, the chunk copies over the
    whole corpus (``_copies.parquet``, from pass 1's digests and signatures: no text is read)."""
    store = ctx.store
    facts_path = ctx.file_path(RESOLVE_FACTS)
    if store.exists(facts_path):
        return
    try:
        shards = _scrub_shards(ctx)
        n_calls = n_types = 0
        for i in range(len(_repositories(ctx))):
            meta = store.read_table(_resolved_path(ctx, i), columns=["shard"]).schema.metadata
            n_calls += int(meta[b"call_edges"])
            n_types += int(meta[b"type_edges"])
        devices = set()
        for shard in shards:  # the work files stay until cleanup, which runs after this step
            schema = pa.ipc.open_file(pa.BufferReader(store.read_bytes(_work_path(ctx, shard)))).schema
            if schema.metadata and DEVICE_KEY.encode() in schema.metadata:
                devices.add(schema.metadata[DEVICE_KEY.encode()].decode())
        if cfg.chunk.dedup and not store.exists(ctx.file_path(COPIES)):
            copies = _chunk_duplicates(ctx, cfg, shards)
            found = [
                (shard, r, k, *copies[(shard, r)][k])
                for shard, r in sorted(copies)
                for k in sorted(copies[(shard, r)])
            ]
            store.write_table(
                ctx.file_path(COPIES),
                pa.table(
                    {
                        "shard": pa.array([f[0] for f in found], pa.int32()),
                        "row": pa.array([f[1] for f in found], pa.int32()),
                        "chunk": pa.array([f[2] for f in found], pa.int32()),
                        "reason": pa.array([f[3] for f in found], pa.string()),
                        "detail": pa.array([f[4] for f in found], pa.string()),
                    }
                ),
            )
    except FileNotFoundError:
        if store.exists(facts_path):
            return  # a concurrent run of this version finished and removed the scratch files
        raise
    records = [json.loads(d) for d in sorted(devices)]
    facts: dict = {"call_edges": n_calls, "type_edges": n_types}
    if records:
        facts["device"] = records[0] if len(records) == 1 else {"device": "mixed", "records": records}
    store.write_json(facts_path, facts)


def write(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Pass 3 (mapped over shards): each part = its work rows + levels, edges (from the repositories'
    resolved files) and dropped flags; the chunk-dedup drop records (``chunk-drops-NNNNN.parquet``)
    are written before the part."""
    store = ctx.store
    shards = [s for s in _scrub_shards(ctx) if ctx.owns(s) and not ctx.has_shard(s)]
    if not shards:
        return
    try:
        wanted = pa.array(shards, pa.int32())
        resolved = []
        for i, repo in enumerate(_repository_layout(ctx).values()):
            if repo.shards.isdisjoint(shards):
                continue  # none of its documents is in this rank's shards
            t = store.read_table(_resolved_path(ctx, i))
            resolved.append(t.filter(pc.is_in(t.column("shard"), value_set=wanted)))
        resolved = (
            pa.concat_tables(resolved) if resolved else RESOLVED_SCHEMA.empty_table()
        ).replace_schema_metadata(None)
        copies = store.read_table(ctx.file_path(COPIES)) if cfg.chunk.dedup else None
    except FileNotFoundError:
        if all(ctx.has_shard(s) for s in shards):  # a concurrent run wrote them and cleaned up meanwhile
            return
        raise
    for shard in shards:
        try:
            t = _read_work(store, _work_path(ctx, shard)).replace_schema_metadata(None)
        except FileNotFoundError:
            if ctx.has_shard(shard):  # a concurrent run wrote it and cleaned up meanwhile
                continue
            raise
        res = resolved.filter(pc.equal(resolved.column("shard"), shard)).sort_by("row").combine_chunks()
        if res.column("row").to_pylist() != list(range(t.num_rows)):
            raise RuntimeError(
                f"chunk: the resolved files do not cover shard {shard}'s {t.num_rows} documents"
            )
        mine: dict[int, dict[int, tuple[str, str]]] = {}
        if copies is not None:
            for r, k, reason, detail in zip(
                *(
                    copies.filter(pc.equal(copies.column("shard"), shard)).column(c).to_pylist()
                    for c in ("row", "chunk", "reason", "detail")
                ),
                strict=True,
            ):
                mine.setdefault(r, {})[k] = (reason, detail)
        n_chunks = pc.list_value_length(t.column("chunk_kinds")).to_pylist()
        dropped = [
            np.asarray([k in mine.get(r, {}) for k in range(n)], dtype=bool) for r, n in enumerate(n_chunks)
        ]
        out = t
        for name in ("chunk_dep_levels", "call_edges", "type_edges"):
            out = out.append_column(SCHEMA.field(name), res.column(name))
        out = out.append_column(
            SCHEMA.field("chunk_dropped"), _list_column(dropped, SCHEMA.field("chunk_dropped").type)
        )
        if cfg.chunk.dedup:
            meta = t.select(["doc_id", "source", "path"]).to_pylist()
            records = [
                {**meta[r], "stage": STAGE, "reason": reason, "detail": detail}
                for r in sorted(mine)
                for reason, detail in (mine[r][k] for k in sorted(mine[r]))
            ]
            store.write_table(
                ctx.file_path(f"{CHUNK_DROPS_PREFIX}{shard:05d}.parquet"),
                pa.Table.from_pylist(records, schema=DROP_SCHEMA),
            )
        ctx.write_shard(shard, out)
        ctx.shard_done()


def cleanup(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Single, last: remove the work, candidate, resolved and copies files (``_resolve.json`` stays for the manifest)."""
    store = ctx.store
    missing = [s for s in _scrub_shards(ctx) if not ctx.has_shard(s)]
    if missing:
        raise RuntimeError(f"chunk: shards {missing[:10]} have no part; the write step did not finish")
    for name in store.listdir(ctx.dir):
        scratch = name.startswith((WORK_PREFIX, CANDIDATES_PREFIX, RESOLVED_PREFIX)) or name == COPIES
        if scratch and name.endswith((".parquet", ".arrow")):
            with contextlib.suppress(FileNotFoundError):  # a concurrent run removed it first
                store.fs.rm(ctx.file_path(name))


_SYMBOL_COLUMNS = ("chunk_kinds", "chunk_defines", "chunk_calls", "chunk_types")


def _chunk_duplicates(
    ctx: StageContext, cfg: PipelineConfig, shards: list[int]
) -> dict[tuple[int, int], dict[int, tuple[str, str]]]:
    """(shard, row) -> {chunk: (reason, detail)} for chunks that copy an earlier one (exact or near).

    Candidates and their digests and MinHash signatures come from pass 1 (``_candidates-*``), in
    (shard, document, chunk) order, so the first copy in stage order is kept whatever the ranks.
    """
    where: list[tuple[int, int, int, str]] = []
    digests: list[bytes] = []
    sigs: list[np.ndarray] = []
    for shard in shards:
        t = ctx.store.read_table(_candidates_path(ctx, shard))
        if not t.num_rows:
            continue
        for r, k, doc_id in zip(*(t.column(c).to_pylist() for c in ("row", "chunk", "doc_id")), strict=True):
            where.append((shard, r, k, doc_id))
        digests.extend(t.column("digest").to_pylist())
        flat = pc.list_flatten(t.column("signature")).to_numpy()
        sigs.append(flat.astype(np.uint32).reshape(t.num_rows, -1))
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


def _edges_by_document(edges: set[tuple[int, int]], starts: list[int]) -> dict[int, list[tuple[int, int]]]:
    """A repository's edges with both ends in one document, keyed by the document's first chunk.

    ``starts`` are the first chunk ids of the repository's documents, ascending (a document's
    chunks are consecutive ids); edges between documents are left out.
    """
    out: dict[int, list[tuple[int, int]]] = {}
    if not edges:
        return out
    bounds = np.asarray(starts, dtype=np.int64)
    pairs = np.asarray(sorted(edges), dtype=np.int64)
    doc_a = np.searchsorted(bounds, pairs[:, 0], side="right") - 1
    doc_b = np.searchsorted(bounds, pairs[:, 1], side="right") - 1
    inside = doc_a == doc_b
    for (a, b), first in zip(pairs[inside].tolist(), bounds[doc_a[inside]].tolist(), strict=True):
        out.setdefault(first, []).append((a, b))
    return out


def _local_pairs(edges: list[tuple[int, int]], lo: int) -> np.ndarray:
    """A document's edges as flattened local index pairs, sorted."""
    pairs = sorted((a - lo, b - lo) for a, b in edges)
    return np.asarray(pairs, dtype=np.int32).reshape(-1)


def _stats(ctx: StageContext, budget: int, facts: dict) -> dict:
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
        "call_edges": facts["call_edges"],
        "type_edges": facts["type_edges"],
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
        return (
            Step("encode", encode),
            Step("resolve", resolve),
            Step("gather", gather, mapped=False),
            Step("write", write),
            Step("cleanup", cleanup, mapped=False),
        )

    def extra(self, ctx: StageContext, cfg: PipelineConfig) -> dict:
        facts = ctx.store.read_json(ctx.file_path(RESOLVE_FACTS))
        device = {"device": facts["device"]} if "device" in facts else {}
        return {**device, **_stats(ctx, cfg.chunk.budget, facts)}


stage = ChunkStage()
