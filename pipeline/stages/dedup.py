"""Stage ``dedup``: exact duplicates by SHA-256, then near duplicates by MinHash-LSH, one survivor each.

Passes, each streaming over shards so no step holds all texts:

1. exact: the key columns of every shard; the first occurrence in corpus order (source order in
   the sources file, then path) is the representative of each SHA-256;
2. signatures: per shard, 128-permutation MinHash of 5-token shingles for the exact survivors,
   stored compactly (``fixed_size_binary``) with their LSH band keys as ``sig-NNNNN.parquet``
   (per-shard files, so a killed run resumes);
3. candidates: band by band, only that band's key column is read; documents sharing a bucket are
   candidate edges; candidates are verified on the full signatures (estimated Jaccard ≥ threshold);
4. survivors, without chaining: the documents of verified edges are visited in (source priority,
   source, path) order; one is dropped only when its estimated Jaccard to an already *kept*
   document is ≥ the threshold (``neardup.greedy_representatives``), as ``near-duplicate`` (same
   source) or ``cross-source-duplicate`` (the kept one is from another source), its detail naming
   that kept document and the similarity. A document close only to dropped ones is kept.

Shingles skip a leading comment block that names a license or copyright
(``neardup.strip_license_header``): files sharing nothing but a license header are not alike.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa
from tqdm import tqdm

from pipeline.config import PipelineConfig, as_dict
from pipeline.hygiene import neardup
from pipeline.stages.base import Stage, Step
from pipeline.stages.license import SCHEMA as LICENSE_SCHEMA
from pipeline.store import StageContext, iter_shards, shard_numbers

STAGE = "dedup"
CODE_VERSION = "3"  # 3: greedy non-chaining survivors, license header not shingled


def config_slice(cfg: PipelineConfig) -> dict:
    return {"exact": "sha256", "near": as_dict(cfg.dedup)}


def _sig_path(ctx: StageContext, shard: int) -> str:
    return ctx.file_path(f"sig-{shard:05d}.parquet")


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    src = ctx.inputs["license"]
    dcfg = cfg.dedup
    priority = {s.name: i for i, s in enumerate(cfg.sources)}

    # 1. exact
    exact_rep: dict[str, tuple[str, str]] = {}  # sha256 -> (source, path) of the representative
    for _, keys in iter_shards(ctx.store, "license", src, columns=["sha256", "source", "path"]):
        for sha, source, path in zip(
            *(keys.column(c).to_pylist() for c in ("sha256", "source", "path")), strict=True
        ):
            exact_rep.setdefault(sha, (source, path))

    # 2. signatures of the exact survivors, shard by shard
    shards = shard_numbers(ctx.store, "license", src)
    for shard in tqdm(shards, desc="dedup: signatures", unit="shard", disable=None):
        if not dcfg.near or ctx.store.exists(_sig_path(ctx, shard)):
            continue
        table = ctx.store.read_table(
            ctx.store.path("license", src, f"part-{shard:05d}.parquet"),
            columns=["source", "path", "sha256", "text"],
        )
        rows = [
            i
            for i, (s, p, h) in enumerate(
                zip(*(table.column(c).to_pylist() for c in ("source", "path", "sha256")), strict=True)
            )
            if exact_rep[h] == (s, p)
        ]
        texts = table.column("text").take(pa.array(rows, pa.int64())).to_pylist()
        sigs = neardup.minhash_signatures(
            [neardup.strip_license_header(t) for t in texts], num_perm=dcfg.num_perm, seed=dcfg.seed
        )
        keys = neardup.band_keys(sigs, dcfg.bands, dcfg.rows)
        cols = {"row": pa.array(rows, pa.int32()), "signature": neardup.signatures_to_arrow(sigs)}
        cols.update({f"band_{b}": pa.array(keys[:, b], pa.uint64()) for b in range(dcfg.bands)})
        ctx.store.write_table(_sig_path(ctx, shard), pa.table(cols))

    # Global document numbers: survivors in (shard, row) order.
    offsets: dict[int, int] = {}
    n = 0
    if dcfg.near:
        for shard in shards:
            offsets[shard] = n
            n += ctx.store.num_rows(_sig_path(ctx, shard))

    # 3. candidate edges band by band, verified on the full signatures
    edges = np.zeros((0, 2), dtype=np.int64)
    for b in tqdm(range(dcfg.bands if dcfg.near else 0), desc="dedup: bands", unit="band", disable=None):
        keys = (
            np.concatenate(
                [
                    ctx.store.read_table(_sig_path(ctx, s), columns=[f"band_{b}"]).column(0).to_numpy()
                    for s in shards
                ]
            )
            if shards
            else np.zeros(0, np.uint64)
        )
        edges = neardup.unique_edges(np.concatenate([edges, neardup.candidate_edges(keys, np.arange(n))]))
    near_rep: dict[int, tuple[int, float]] = {}  # doc number -> (representative number, estimated J)
    where: dict[int, tuple[str, str]] = {}  # doc number -> (source, path), for drop details
    if len(edges):
        involved = np.unique(edges)
        sigs, names = _fetch(ctx, shards, offsets, involved, dcfg.num_perm)
        index = {int(d): i for i, d in enumerate(involved)}
        local = np.vectorize(index.__getitem__, otypes=[np.int64])(edges)
        similarity = np.atleast_1d(neardup.estimated_jaccard(sigs[local[:, 0]], sigs[local[:, 1]]))
        # 4. survivors: dropped only when close to a kept document (no chaining)
        keys = [(priority[names[i][0]], names[i][0], names[i][1]) for i in range(len(involved))]
        reps, sims = neardup.greedy_representatives(local, similarity, keys, dcfg.threshold)
        for i, r in enumerate(reps):
            if r != i:
                near_rep[int(involved[i])] = (int(involved[r]), float(sims[i]))
        for i, d in enumerate(involved):
            where[int(d)] = names[i]

    def drop_duplicates(shard: int, table: pa.Table) -> tuple[pa.Table, list[dict]]:
        survivors = (
            ctx.store.read_table(_sig_path(ctx, shard), columns=["row"]).column(0).to_pylist()
            if dcfg.near
            else []
        )
        number = {row: offsets.get(shard, 0) + k for k, row in enumerate(survivors)}
        keep: list[int] = []
        drops: list[dict] = []
        cols = (table.column(c).to_pylist() for c in ("doc_id", "source", "path", "sha256"))
        for i, (doc_id, source, path, sha) in enumerate(zip(*cols, strict=True)):
            rep = exact_rep[sha]
            drop = {"doc_id": doc_id, "source": source, "path": path, "stage": STAGE}
            if rep != (source, path):
                drops.append(
                    {**drop, "reason": "exact-duplicate", "detail": f"duplicate of {rep[0]}:{rep[1]}"}
                )
            elif number.get(i) in near_rep:
                kept, jaccard = near_rep[number[i]]
                ks, kp = where[kept]
                reason = "near-duplicate" if ks == source else "cross-source-duplicate"
                drops.append(
                    {
                        **drop,
                        "reason": reason,
                        "detail": f"near duplicate of {ks}:{kp} (J~{jaccard:.3f} >= {dcfg.threshold})",
                    }
                )
            else:
                keep.append(i)
        return table.take(pa.array(keep, type=pa.int64())), drops

    ctx.map_shards("license", drop_duplicates)


def _fetch(
    ctx: StageContext, shards: list[int], offsets: dict[int, int], wanted: np.ndarray, num_perm: int
) -> tuple[np.ndarray, list[tuple[str, str]]]:
    """Signatures and (source, path) of the documents numbered in ``wanted`` (sorted), shard by shard."""
    src = ctx.inputs["license"]
    sigs = np.zeros((len(wanted), num_perm), dtype=np.uint32)
    names: list[tuple[str, str]] = [("", "")] * len(wanted)
    bounds = [offsets[s] for s in shards] + [np.iinfo(np.int64).max]
    for k, shard in enumerate(shards):
        lo, hi = np.searchsorted(wanted, [bounds[k], bounds[k + 1]])
        if lo == hi:
            continue
        local = wanted[lo:hi] - offsets[shard]
        sig_table = ctx.store.read_table(_sig_path(ctx, shard), columns=["row", "signature"])
        sigs[lo:hi] = neardup.signatures_from_arrow(sig_table.column("signature").combine_chunks())[local]
        rows = np.asarray(sig_table.column("row").to_numpy())[local]
        meta = ctx.store.read_table(
            ctx.store.path("license", src, f"part-{shard:05d}.parquet"), columns=["source", "path"]
        )
        sources, paths = meta.column("source").to_pylist(), meta.column("path").to_pylist()
        for j, row in enumerate(rows):
            names[lo + j] = (sources[row], paths[row])
    return sigs, names


class DedupStage(Stage):
    """Exact and near duplicates dropped; one step for now (the map/reduce split is DESIGN §3)."""

    name = STAGE
    code_version = CODE_VERSION
    schema = LICENSE_SCHEMA
    upstream = ("license",)

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        return {"min_bytes": cfg.filter.min_bytes, "max_bytes": cfg.filter.max_bytes}

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (Step("all", run, mapped=False),)


stage = DedupStage()
