"""Stage ``dedup``: exact duplicates by SHA-256, then near duplicates by MinHash-LSH, one survivor each.

Seven steps joined only by files (DESIGN §3; datatrove's MinHash steps are the model). No step
holds all texts, all signatures or all SHA-256 keys of the corpus; the one single step that sees
the whole corpus reads only candidate edges, the signatures of the documents they involve and
the shingle sets of the documents in the edges whose estimate is near the threshold.

1. ``exact_keys`` (mapped over license shards): each document's (sha256, row, source, path),
   hash-partitioned into ``dedup.exact_buckets`` buckets by its SHA-256, one row group per bucket;
2. ``exact`` (mapped over buckets): within a bucket, the first occurrence of each SHA-256 in corpus
   order (license shard, then row: source order in the sources file, then path) is its
   representative; the other occurrences are written grouped by their shard, each with its
   representative's name and place (shard, row);
3. ``signatures`` (mapped over license shards): the shard's exact duplicates gathered from every
   bucket, then a 128-permutation MinHash of 5-token shingles for the exact survivors, stored
   compactly (``fixed_size_binary``) with their LSH band keys as ``sig-NNNNN.parquet``;
4. ``bands`` (mapped over bands: band b by rank b % W): only that band's key column of every
   shard is read; documents sharing a bucket are candidate edges, written per band;
5. ``clusters`` (single): the union of the candidate edges, pre-filtered on the full signatures of
   the documents involved (estimated Jaccard ≥ threshold - ``neardup.LOOSE_MARGIN``, fetched shard
   by shard), then verified on the *exact* Jaccard of the two documents' shingle sets (the texts
   of the documents in the remaining edges only, read shard by shard); survivors are chosen
   without chaining: the documents are visited in (source priority, source, path) order and one is
   dropped only when its exact Jaccard to an already *kept* document is ≥ the threshold
   (``neardup.greedy_representatives``); a document close only to dropped ones is kept;
6. ``filter`` (mapped over license shards): drops exact copies as ``exact-duplicate`` and near ones
   as ``near-duplicate`` (same source) or ``cross-source-duplicate`` (the kept one is from another
   source), the detail naming the kept document and the exact similarity (``J=0.7312 >= 0.7,
   468 of 640 shingles``: shared and distinct shingles of the pair). An exact copy's detail names
   its representative; when step 5 dropped that representative too, it also names the document
   kept in its stead and their similarity (``duplicate of a:x.h (dropped as a near duplicate of
   a:w.h, J=0.7638 >= 0.7, 468 of 640 shingles)``), so every drop leads to a document in the
   output. The shard reads only the near rows of its copies' representatives, one row group (the
   representative's shard) at a time;
7. ``cleanup`` (single): removes the work folder ``_work/`` (keys, buckets, edges, decisions).

Document numbers (``doc``) are the exact survivors in (shard, row) order. Every file outside
``_work/`` depends only on the input and the config, never on the number of ranks or buckets.
Each step skips what is written already, so a killed rank resumes; once every part file exists
(the stage is done but not yet committed) the earlier steps do nothing.

Shingles skip the license/copyright comment blocks of the file's preamble, wherever they sit among
its leading comments and preprocessor lines (under an include guard too), and of its epilogue, the
comments after the last line of code (``neardup.strip_license_comments``): files sharing nothing
but a license block, at the top or at the end, are not alike. A remainder of fewer than
``neardup.MIN_EVIDENCE_SHINGLES`` distinct shingles (an ``#include`` line, an empty guard) is too
small to show a copy by itself: a pair with one is a near copy only when its whole texts, license
included, are at the threshold too (step 5; the drop's detail then gives both similarities), so two
projects' ``stdafx.cpp``, each its own license plus ``#include "stdafx.h"``, are both kept.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from pipeline.config import PipelineConfig, as_dict
from pipeline.hygiene import neardup
from pipeline.stages.base import Stage, Step
from pipeline.stages.license import SCHEMA as LICENSE_SCHEMA
from pipeline.store import ObjectStore, StageContext, shard_numbers

STAGE = "dedup"
# 3: greedy non-chaining survivors, license header not shingled (the steps since write the same bytes)
# 4: drops decided and recorded on the exact Jaccard of the shingle sets (the estimate pre-filters)
# 5: the license comments of the whole preamble are not shingled (also under an include guard)
# 6: nor a license block after the last line of code (ERFA/SOFA, stb put theirs at the end)
# 7: an exact copy whose representative was near-dropped names the document kept in its stead
# 8: a pair with a remainder under neardup.MIN_EVIDENCE_SHINGLES must be alike on its whole texts too
CODE_VERSION = "8"
WORK = "_work"  # scratch folder, removed by the last step (``_`` keeps it out of the manifest meanwhile)

KEYS_SCHEMA = pa.schema(
    [("bucket", pa.int32()), ("sha256", pa.string()), ("row", pa.int32()), ("source", pa.string()),
     ("path", pa.string())]
)  # fmt: skip
EXACT_SCHEMA = pa.schema(  # one exact copy: where it is, the name and place of its representative
    [("shard", pa.int32()), ("row", pa.int32()), ("rep_source", pa.string()), ("rep_path", pa.string()),
     ("rep_shard", pa.int32()), ("rep_row", pa.int32())]
)  # fmt: skip
EDGE_SCHEMA = pa.schema([("a", pa.int64()), ("b", pa.int64())])
NEAR_SCHEMA = pa.schema(  # one near copy dropped: its number and place, the kept document, the similarity
    [("shard", pa.int32()), ("row", pa.int32()), ("doc", pa.int64()), ("kept", pa.int64()),
     ("kept_source", pa.string()), ("kept_path", pa.string()), ("jaccard", pa.float64()),
     ("shared", pa.int64()), ("union", pa.int64()), ("whole_shared", pa.int64()), ("whole_union", pa.int64())]
)  # fmt: skip
# the similarity is the exact Jaccard of the shingle sets: ``shared`` of ``union`` distinct shingles;
# ``whole_*`` (null unless a remainder is too small, ``neardup.needs_whole_text``): of the whole texts


def config_slice(cfg: PipelineConfig) -> dict:
    near = as_dict(cfg.dedup)
    near.pop("exact_buckets", None)  # how the exact pass is split: same outputs for every value
    return {"exact": "sha256", "near": near}


# --------------------------------------------------------------------------------------------
# Paths and grouped files
# --------------------------------------------------------------------------------------------


def _sig_path(ctx: StageContext, shard: int) -> str:
    return ctx.file_path(f"sig-{shard:05d}.parquet")


def _keys_path(ctx: StageContext, buckets: int, shard: int) -> str:
    # the bucket count is in the folder name: a resumed run with another count starts afresh
    return ctx.file_path(f"{WORK}/keys-{buckets}/keys-{shard:05d}.parquet")


def _bucket_path(ctx: StageContext, buckets: int, bucket: int) -> str:
    return ctx.file_path(f"{WORK}/keys-{buckets}/copies-{bucket:05d}.parquet")


def _exact_path(ctx: StageContext, shard: int) -> str:
    return ctx.file_path(f"{WORK}/exact-{shard:05d}.parquet")


def _edges_path(ctx: StageContext, band: int) -> str:
    return ctx.file_path(f"{WORK}/edges-{band:05d}.parquet")


def _near_path(ctx: StageContext) -> str:
    return ctx.file_path(f"{WORK}/near.parquet")


def _license_part(ctx: StageContext, shard: int) -> str:
    return ctx.store.path("license", ctx.inputs["license"], f"part-{shard:05d}.parquet")


def write_grouped(store: ObjectStore, path: str, table: pa.Table, by: str) -> None:
    """Write ``table`` (sorted by the integer column ``by``) with one row group per value of ``by``,
    so a reader of one value (``read_group``) reads only that value's rows."""
    values = table.column(by).to_numpy() if len(table) else np.zeros(0, np.int64)
    cuts = [0, *(np.flatnonzero(values[1:] != values[:-1]) + 1).tolist(), len(table)]
    buf = io.BytesIO()
    with pq.ParquetWriter(
        buf, table.schema, compression="zstd", write_statistics=True, store_schema=True
    ) as w:
        for lo, hi in zip(cuts[:-1], cuts[1:], strict=True):
            if hi > lo:
                w.write_table(table.slice(lo, hi - lo), row_group_size=hi - lo)
    store.write_bytes(path, buf.getvalue())


def read_group(store: ObjectStore, path: str, by: str, value: int) -> pa.Table:
    """The rows of a ``write_grouped`` file whose ``by`` equals ``value`` (found by row-group statistics)."""
    with contextlib.ExitStack() as stack:
        source = path if store.is_local else stack.enter_context(store.fs.open(path, "rb"))
        pf = pq.ParquetFile(source)
        col = pf.schema_arrow.get_field_index(by)
        groups = [
            g
            for g in range(pf.num_row_groups)
            if pf.metadata.row_group(g).column(col).statistics.min == value
        ]
        return pf.read_row_groups(groups) if groups else pf.schema_arrow.empty_table()


def _fresh(ctx: StageContext) -> None:
    """Forget the filesystem's cached listings before a step reads what other ranks wrote.

    subtle: s3fs caches folder listings per process, and a worker process serves many steps; a
    listing taken in an earlier step (before other processes wrote their files) would hide them.
    Every file a step reads was written by an earlier step, so one refresh per step suffices.
    """
    ctx.store.fs.invalidate_cache()


def _finished(ctx: StageContext) -> bool:
    """Every output shard is written (the work files may be gone): nothing is left for steps 1-5."""
    written = set(shard_numbers(ctx.store, STAGE, ctx.version))
    return written.issuperset(shard_numbers(ctx.store, "license", ctx.inputs["license"]))


def _shards(ctx: StageContext) -> list[int]:
    return shard_numbers(ctx.store, "license", ctx.inputs["license"])


# --------------------------------------------------------------------------------------------
# 1-2. exact duplicates, hash-partitioned by SHA-256
# --------------------------------------------------------------------------------------------


def exact_keys(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Per license shard: (bucket, sha256, row, source, path) of every document, grouped by bucket."""
    _fresh(ctx)
    if _finished(ctx):
        return
    k = cfg.dedup.exact_buckets
    for shard in _shards(ctx):
        path = _keys_path(ctx, k, shard)
        if not ctx.owns(shard) or ctx.store.exists(path):
            continue
        t = ctx.store.read_table(_license_part(ctx, shard), columns=["sha256", "source", "path"])
        # SHA-256 digests are uniform: their first 32 bits pick the bucket.
        bucket = pa.array([int(h[:8], 16) % k for h in t.column("sha256").to_pylist()], pa.int32())
        keys = pa.table(
            [bucket, t.column("sha256"), pa.array(np.arange(len(t), dtype=np.int32)), t.column("source"),
             t.column("path")],
            schema=KEYS_SCHEMA,
        )  # fmt: skip
        write_grouped(
            ctx.store, path, keys.sort_by([("bucket", "ascending"), ("row", "ascending")]), "bucket"
        )
        ctx.shard_done()


def exact_copies(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Per bucket: every occurrence of a SHA-256 after its first in corpus order, with the first's
    name and place (shard, row).

    Only the bucket's share of the keys (1/K of the corpus) is in memory. A later occurrence
    under the same (source, path) as the first is not a copy (as when the keys were one dict).
    """
    _fresh(ctx)
    if _finished(ctx):
        return
    k = cfg.dedup.exact_buckets
    shards = _shards(ctx)
    for bucket in range(k):
        path = _bucket_path(ctx, k, bucket)
        if not ctx.owns(bucket) or ctx.store.exists(path):
            continue
        parts = []
        for shard in shards:
            t = read_group(ctx.store, _keys_path(ctx, k, shard), "bucket", bucket)
            parts.append(t.append_column("shard", pa.array(np.full(len(t), shard, np.int32))))
        keys = (
            pa.concat_tables(parts)
            if parts
            else KEYS_SCHEMA.append(pa.field("shard", pa.int32())).empty_table()
        )
        keys = keys.sort_by([("sha256", "ascending"), ("shard", "ascending"), ("row", "ascending")])
        sha = keys.column("sha256").combine_chunks()
        first = np.ones(len(keys), dtype=bool)
        if len(keys) > 1:
            first[1:] = pc.not_equal(sha[1:], sha[:-1]).to_numpy(zero_copy_only=False)
        rep = pa.array(np.maximum.accumulate(np.where(first, np.arange(len(keys)), 0)), pa.int64())
        rep_source, rep_path = keys.column("source").take(rep), keys.column("path").take(rep)
        copy = pc.or_(
            pc.not_equal(keys.column("source"), rep_source), pc.not_equal(keys.column("path"), rep_path)
        )
        rep_shard, rep_row = keys.column("shard").take(rep), keys.column("row").take(rep)
        copies = pa.table(
            [keys.column("shard"), keys.column("row"), rep_source, rep_path, rep_shard, rep_row],
            schema=EXACT_SCHEMA,
        ).filter(copy)
        write_grouped(
            ctx.store, path, copies.sort_by([("shard", "ascending"), ("row", "ascending")]), "shard"
        )
        ctx.shard_done()


# --------------------------------------------------------------------------------------------
# 3. signatures of the exact survivors
# --------------------------------------------------------------------------------------------


def signatures(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Per license shard: its exact copies (from every bucket), then MinHash + band keys of the rest."""
    _fresh(ctx)
    if _finished(ctx):
        return
    dcfg = cfg.dedup
    k = dcfg.exact_buckets
    for shard in _shards(ctx):
        if not ctx.owns(shard):
            continue
        exact_path, sig_path = _exact_path(ctx, shard), _sig_path(ctx, shard)
        if not ctx.store.exists(exact_path):
            parts = [read_group(ctx.store, _bucket_path(ctx, k, b), "shard", shard) for b in range(k)]
            copies = pa.concat_tables(parts).sort_by("row") if parts else EXACT_SCHEMA.empty_table()
            ctx.store.write_table(exact_path, copies.drop_columns(["shard"]))
        if not dcfg.near or ctx.store.exists(sig_path):
            continue
        dropped = set(ctx.store.read_table(exact_path, columns=["row"]).column("row").to_pylist())
        table = ctx.store.read_table(_license_part(ctx, shard), columns=["text"])
        rows = [i for i in range(len(table)) if i not in dropped]
        texts = table.column("text").take(pa.array(rows, pa.int64())).to_pylist()
        sigs = neardup.minhash_signatures(
            [neardup.strip_license_comments(t) for t in texts], num_perm=dcfg.num_perm, seed=dcfg.seed
        )
        keys = neardup.band_keys(sigs, dcfg.bands, dcfg.rows)
        cols = {"row": pa.array(rows, pa.int32()), "signature": neardup.signatures_to_arrow(sigs)}
        cols.update({f"band_{b}": pa.array(keys[:, b], pa.uint64()) for b in range(dcfg.bands)})
        ctx.store.write_table(sig_path, pa.table(cols))
        ctx.shard_done()


def _offsets(ctx: StageContext, shards: list[int]) -> dict[int, int]:
    """The number of each shard's first exact survivor (documents numbered in shard order)."""
    offsets: dict[int, int] = {}
    n = 0
    for shard in shards:
        offsets[shard] = n
        n += ctx.store.num_rows(_sig_path(ctx, shard))
    return offsets


# --------------------------------------------------------------------------------------------
# 4-5. candidate edges per band, verified survivors
# --------------------------------------------------------------------------------------------


def bands(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Per band: the pairs of documents sharing a bucket of that band (only its key column is read)."""
    _fresh(ctx)
    dcfg = cfg.dedup
    if not dcfg.near or _finished(ctx):
        return
    shards = _shards(ctx)
    for band in range(dcfg.bands):
        path = _edges_path(ctx, band)
        if not ctx.owns(band) or ctx.store.exists(path):
            continue
        columns = [
            ctx.store.read_table(_sig_path(ctx, s), columns=[f"band_{band}"]).column(0) for s in shards
        ]
        keys = np.concatenate([c.to_numpy() for c in columns]) if columns else np.zeros(0, np.uint64)
        edges = neardup.candidate_edges(keys, np.arange(len(keys)))
        ctx.store.write_table(path, pa.table([edges[:, 0], edges[:, 1]], schema=EDGE_SCHEMA))
        ctx.shard_done()


def clusters(ctx: StageContext, cfg: PipelineConfig) -> None:
    """The near copies to drop: candidate edges verified on their exact Jaccard, greedy survivors.

    The MinHash estimate (standard error ~0.04) only pre-filters the candidates (estimate ≥
    threshold - ``neardup.LOOSE_MARGIN``); the drop decisions and the recorded similarity are the
    exact Jaccard of the two documents' shingle sets, read only for the documents of the edges
    that pass, shard by shard.
    """
    _fresh(ctx)
    dcfg = cfg.dedup
    if not dcfg.near or _finished(ctx) or ctx.store.exists(_near_path(ctx)):
        return
    priority = {s.name: i for i, s in enumerate(cfg.sources)}
    edges = neardup.unique_edges(
        np.concatenate(
            [np.zeros((0, 2), np.int64)]
            + [np.stack([t.column("a").to_numpy(), t.column("b").to_numpy()], axis=1)
               for t in (ctx.store.read_table(_edges_path(ctx, b)) for b in range(dcfg.bands))]
        )
    )  # fmt: skip
    near: dict[str, list] = {f.name: [] for f in NEAR_SCHEMA}
    if len(edges):
        shards = _shards(ctx)
        involved = np.unique(edges)
        sigs, names, places = _fetch(ctx, shards, _offsets(ctx, shards), involved, dcfg.num_perm)
        local = np.searchsorted(involved, edges)
        local = neardup.verify_edges(local, sigs, dcfg.threshold - neardup.LOOSE_MARGIN)
        del sigs
        shingles = _shingle_sets(ctx, places, np.unique(local))
        shared, union = neardup.exact_similarities(local, shingles)
        similarity = np.where(union > 0, shared / np.maximum(union, 1), 1.0)
        counts = {tuple(e): (float(j), int(s), int(u), None, None)
                  for e, j, s, u in zip(local.tolist(), similarity, shared, union, strict=True)}  # fmt: skip
        # a pair with a remainder too small to show a copy must be alike on its whole texts too
        small = {i for i, sh in shingles.items() if neardup.needs_whole_text(sh)}
        thin = np.flatnonzero([a in small or b in small for a, b in local.tolist()])
        if len(thin):
            whole = _shingle_sets(ctx, places, np.unique(local[thin]), whole=True)
            w_shared, w_union = neardup.exact_similarities(local[thin], whole)
            w_sim = np.where(w_union > 0, w_shared / np.maximum(w_union, 1), 1.0)
            similarity[thin] = np.minimum(similarity[thin], w_sim)
            for k, ws, wu in zip(thin.tolist(), w_shared.tolist(), w_union.tolist(), strict=True):
                e = tuple(local[k].tolist())
                counts[e] = (*counts[e][:3], ws, wu)
        keys = [(priority[names[i][0]], names[i][0], names[i][1]) for i in range(len(involved))]
        reps, _ = neardup.greedy_representatives(local, similarity, keys, dcfg.threshold)
        for i, r in enumerate(reps.tolist()):
            if r != i:
                values = (*places[i], int(involved[i]), int(involved[r]), *names[r],
                          *counts[(min(i, r), max(i, r))])  # fmt: skip
                for name, value in zip(NEAR_SCHEMA.names, values, strict=True):
                    near[name].append(value)
    write_grouped(ctx.store, _near_path(ctx), pa.table(near, schema=NEAR_SCHEMA), "shard")


def _shingle_sets(
    ctx: StageContext, places: list[tuple[int, int]], wanted: np.ndarray, whole: bool = False
) -> dict[int, np.ndarray]:
    """``neardup.shingle_set`` of the license-stripped text (``whole``: of the whole text) of each
    document in ``wanted`` (indices into ``places``), reading one shard's texts at a time."""
    by_shard: dict[int, list[int]] = {}
    for i in wanted.tolist():
        by_shard.setdefault(places[i][0], []).append(i)
    out: dict[int, np.ndarray] = {}
    for shard in sorted(by_shard):
        members = by_shard[shard]
        rows = pa.array([places[i][1] for i in members], pa.int64())
        texts = ctx.store.read_table(_license_part(ctx, shard), columns=["text"]).column("text").take(rows)
        for i, text in zip(members, texts.to_pylist(), strict=True):
            out[i] = neardup.shingle_set(text if whole else neardup.strip_license_comments(text))
    return out


def _fetch(
    ctx: StageContext, shards: list[int], offsets: dict[int, int], wanted: np.ndarray, num_perm: int
) -> tuple[np.ndarray, list[tuple[str, str]], list[tuple[int, int]]]:
    """Signatures, (source, path) and (shard, row) of the documents numbered in ``wanted`` (sorted),
    read shard by shard."""
    sigs = np.zeros((len(wanted), num_perm), dtype=np.uint32)
    names: list[tuple[str, str]] = [("", "")] * len(wanted)
    places: list[tuple[int, int]] = [(0, 0)] * len(wanted)
    bounds = [offsets[s] for s in shards] + [np.iinfo(np.int64).max]
    for k, shard in enumerate(shards):
        lo, hi = np.searchsorted(wanted, [bounds[k], bounds[k + 1]])
        if lo == hi:
            continue
        local = wanted[lo:hi] - offsets[shard]
        sig_table = ctx.store.read_table(_sig_path(ctx, shard), columns=["row", "signature"])
        sigs[lo:hi] = neardup.signatures_from_arrow(sig_table.column("signature").combine_chunks())[local]
        rows = np.asarray(sig_table.column("row").to_numpy())[local]
        meta = ctx.store.read_table(_license_part(ctx, shard), columns=["source", "path"])
        sources, paths = meta.column("source").to_pylist(), meta.column("path").to_pylist()
        for j, row in enumerate(rows.tolist()):
            names[lo + j] = (sources[row], paths[row])
            places[lo + j] = (shard, row)
    return sigs, names, places


# --------------------------------------------------------------------------------------------
# 6-7. the output shards, and the work files removed
# --------------------------------------------------------------------------------------------


def _rows(table: pa.Table, *columns: str) -> Iterator[tuple]:
    return zip(*(table.column(c).to_pylist() for c in columns), strict=True)


NEAR_FIELDS = ("kept_source", "kept_path", "jaccard", "shared", "union", "whole_shared", "whole_union")


def near_detail(near: tuple, threshold: float, rep: tuple[str, str] | None = None) -> str:
    """The detail of a near drop (``NEAR_FIELDS``): the kept document and the exact similarity of
    the pair (and of the whole texts, where a remainder was too small to show a copy by itself);
    for an exact copy of a near-dropped representative ``rep``, both drops in one.

    >>> near = ("a", "w.h", 0.73125, 468, 640, None, None)
    >>> near_detail(near, 0.7)
    'near duplicate of a:w.h (J=0.7312 >= 0.7, 468 of 640 shingles)'
    >>> near_detail(near, 0.7, rep=("b", "x.h"))
    'duplicate of b:x.h (dropped as a near duplicate of a:w.h, J=0.7312 >= 0.7, 468 of 640 shingles)'
    >>> near_detail(("a", "w.h", 1.0, 3, 3, 181, 190), 0.7)
    'near duplicate of a:w.h (J=1.0000 >= 0.7, 3 of 3 shingles; whole texts J=0.9526, 181 of 190 shingles)'
    """
    kept_source, kept_path, jaccard, shared, union, whole_shared, whole_union = near
    similarity = f"J={jaccard:.4f} >= {threshold}, {shared} of {union} shingles"
    if whole_union is not None:
        whole_j = whole_shared / whole_union if whole_union else 1.0
        similarity += f"; whole texts J={whole_j:.4f}, {whole_shared} of {whole_union} shingles"
    if rep is None:
        return f"near duplicate of {kept_source}:{kept_path} ({similarity})"
    return f"duplicate of {rep[0]}:{rep[1]} (dropped as a near duplicate of {kept_source}:{kept_path}, {similarity})"


def _near_drops(ctx: StageContext, shard: int, rows: set[int] | None = None) -> dict[int, tuple]:
    """The near drops of one shard (only those in ``rows`` when given): row -> ``NEAR_FIELDS``."""
    near = read_group(ctx.store, _near_path(ctx), "shard", shard)
    return {
        row: tuple(rest) for row, *rest in _rows(near, "row", *NEAR_FIELDS) if rows is None or row in rows
    }


def drop_copies(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Per license shard: the documents that are neither exact nor near copies, and the drop records."""
    _fresh(ctx)
    dcfg = cfg.dedup

    def drop_duplicates(shard: int, table: pa.Table) -> tuple[pa.Table, list[dict]]:
        exact = ctx.store.read_table(_exact_path(ctx, shard))
        copy_of = {
            row: (s, p, (rs, rr))
            for row, s, p, rs, rr in _rows(exact, "row", "rep_source", "rep_path", "rep_shard", "rep_row")
        }
        near_of = _near_drops(ctx, shard) if dcfg.near else {}
        # the near drops among the copies' representatives, read one representative shard at a time
        rep_near: dict[tuple[int, int], tuple] = {}
        if dcfg.near:
            wanted: dict[int, set[int]] = {}
            for _, _, (rs, rr) in copy_of.values():
                wanted.setdefault(rs, set()).add(rr)
            for rs in sorted(wanted):
                found = near_of if rs == shard else _near_drops(ctx, rs, wanted[rs])
                rep_near.update({(rs, rr): found[rr] for rr in wanted[rs] if rr in found})
        keep: list[int] = []
        drops: list[dict] = []
        for i, (doc_id, source, path) in enumerate(_rows(table, "doc_id", "source", "path")):
            drop = {"doc_id": doc_id, "source": source, "path": path, "stage": STAGE}
            if i in copy_of:
                rs, rp, place = copy_of[i]
                near = rep_near.get(place)
                detail = (
                    f"duplicate of {rs}:{rp}" if near is None else near_detail(near, dcfg.threshold, (rs, rp))
                )
                drops.append({**drop, "reason": "exact-duplicate", "detail": detail})
            elif i in near_of:
                reason = "near-duplicate" if near_of[i][0] == source else "cross-source-duplicate"
                drops.append({**drop, "reason": reason, "detail": near_detail(near_of[i], dcfg.threshold)})
            else:
                keep.append(i)
        return table.take(pa.array(keep, type=pa.int64())), drops

    ctx.map_shards("license", drop_duplicates)


def cleanup(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Remove the work files: keys, bucket decisions, edges and the near decisions."""
    _fresh(ctx)
    path = ctx.file_path(WORK)
    if ctx.store.exists(path):
        ctx.store.fs.rm(path, recursive=True)


class DedupStage(Stage):
    """Exact and near duplicates dropped, in the seven steps of the module docstring."""

    name = STAGE
    code_version = CODE_VERSION
    schema = LICENSE_SCHEMA
    upstream = ("license",)

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        return {"min_bytes": cfg.filter.min_bytes, "max_bytes": cfg.filter.max_bytes}

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (
            Step("exact_keys", exact_keys),
            Step("exact", exact_copies),
            Step("signatures", signatures),
            Step("bands", bands),
            Step("clusters", clusters, mapped=False, long_single=True),
            Step("filter", drop_copies),
            Step("cleanup", cleanup, mapped=False),
        )


stage = DedupStage()
