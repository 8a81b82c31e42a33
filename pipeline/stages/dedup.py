"""Stage ``dedup``: exact duplicates by SHA-256 of the text.

The first occurrence in corpus order (source order in the sources file, then path) is kept, so the
choice is deterministic; each duplicate is a drop whose detail names the kept document.
Pass 1 reads only the small key columns of every shard; pass 2 maps over the shards.
"""

from __future__ import annotations

import pyarrow as pa

from pipeline.config import PipelineConfig
from pipeline.store import StageContext, iter_shards

STAGE = "dedup"
CODE_VERSION = "1"


def config_slice(cfg: PipelineConfig) -> dict:
    return {"exact": "sha256"}


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    src = ctx.inputs["filter"]
    kept: dict[str, tuple[str, str]] = {}  # sha256 -> (source, path) of the representative
    for _, keys in iter_shards(ctx.store, "filter", src, columns=["sha256", "source", "path"]):
        for sha, source, path in zip(*(keys.column(c).to_pylist() for c in ("sha256", "source", "path")),
                                     strict=True):
            kept.setdefault(sha, (source, path))

    def drop_copies(shard: int, table: pa.Table) -> tuple[pa.Table, list[dict]]:
        keep: list[int] = []
        drops: list[dict] = []
        cols = (table.column(c).to_pylist() for c in ("doc_id", "source", "path", "sha256"))
        for i, (doc_id, source, path, sha) in enumerate(zip(*cols, strict=True)):
            rep = kept[sha]
            if rep == (source, path):
                keep.append(i)
            else:
                drops.append({"doc_id": doc_id, "source": source, "path": path, "stage": STAGE,
                              "reason": "exact-duplicate", "detail": f"duplicate of {rep[0]}:{rep[1]}"})
        return table.take(pa.array(keep, type=pa.int64())), drops

    ctx.map_shards("filter", drop_copies)
