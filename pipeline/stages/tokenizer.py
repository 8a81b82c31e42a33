"""Stage ``tokenizer``: train a revision on a deterministic sample of the corpus, or pin a stored one.

The revision artifact lives at ``{root}/tokenizers/{revision}/`` (content-addressed); this stage's
own version records which revision it produced. With ``tokenizer.revision`` set (a backfill for a
new tokenizer revision), the stage trains nothing and has no upstream input, so everything before
the tokenizer stays a cache hit.
"""

from __future__ import annotations

import functools
import logging
import os
import posixpath
import tempfile
from collections.abc import Iterator

import pyarrow as pa

from pipeline import tokenizer as tok
from pipeline.config import PipelineConfig
from pipeline.stages.base import Stage, Step
from pipeline.store import ObjectStore, StageContext, iter_shards, read_manifest

STAGE = "tokenizer"
CODE_VERSION = "1"
SCHEMA = pa.schema([("revision", pa.string()), ("vocab_size", pa.int64()), ("n_special", pa.int64())])
log = logging.getLogger(__name__)


def inputs(cfg: PipelineConfig) -> tuple[str, ...]:
    return () if cfg.tokenizer.revision else ("scrub",)


def config_slice(cfg: PipelineConfig) -> dict:
    t = cfg.tokenizer
    if t.revision:
        return {"revision": t.revision, "vocab_size": t.vocab_size}
    return {"vocab_size": t.vocab_size, "sample_bytes": t.sample_bytes, "trainer": tok.FORMAT_VERSION}


def artifact_dir(store: ObjectStore, revision: str) -> str:
    return store.path("tokenizers", revision)


def sample_texts(store: ObjectStore, version: str, sample_bytes: int) -> Iterator[str]:
    """A deterministic sample of about ``sample_bytes``: documents whose id hashes below a rate."""
    total = sum(sum(t.column("n_bytes").to_pylist()) for _, t in iter_shards(store, "scrub", version, ["n_bytes"]))
    rate = 1.0 if total <= sample_bytes else sample_bytes / total
    cut = int(rate * 2**32)
    for _, table in iter_shards(store, "scrub", version, ["doc_id", "text"]):
        for doc_id, text in zip(table.column("doc_id").to_pylist(), table.column("text").to_pylist(), strict=True):
            if rate >= 1.0 or int(doc_id[:8], 16) < cut:
                yield text


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    t = cfg.tokenizer
    if t.revision:
        revision = t.revision
        if not ctx.store.exists(posixpath.join(artifact_dir(ctx.store, revision), "manifest.json")):
            raise FileNotFoundError(f"tokenizer revision {revision} not found under {ctx.store.url}/tokenizers/")
    else:
        from pipeline.gpu.hooks import bpe_trainer  # device choice only; outputs are the same

        trainer, ctx.extra["device"] = bpe_trainer(t.device)
        with tempfile.TemporaryDirectory(prefix="cppcorpus-tokenizer-") as out:
            manifest = tok.train_tokenizer(sample_texts(ctx.store, ctx.inputs["scrub"], t.sample_bytes), out,
                                           vocab_size=t.vocab_size, bpe_trainer=trainer)
            revision = manifest["revision"]
            dest = artifact_dir(ctx.store, revision)
            if not ctx.store.exists(posixpath.join(dest, "manifest.json")):
                # manifest.json is copied last: an artifact without it is incomplete.
                for name in sorted(os.listdir(out), key=lambda n: n == "manifest.json"):
                    with open(os.path.join(out, name), "rb") as f:
                        ctx.store.write_bytes(posixpath.join(dest, name), f.read())
    loaded = load_revision(ctx.store.url, revision, _store=ctx.store)
    loaded.check_vocab_size(t.vocab_size)
    row = {"revision": revision, "vocab_size": loaded.vocab_size, "n_special": tok.N_SPECIAL}
    ctx.write_shard(0, pa.Table.from_pylist([row], schema=SCHEMA))


def revision_of(store: ObjectStore, version: str) -> str:
    read_manifest(store, STAGE, version)
    table = store.read_table(store.path(STAGE, version, "part-00000.parquet"))
    return table.column("revision")[0].as_py()


@functools.lru_cache(maxsize=4)
def _load_cached(url: str, revision: str) -> tok.Tokenizer:
    return _load(ObjectStore(url), revision)


def _load(store: ObjectStore, revision: str) -> tok.Tokenizer:
    # The loaded tokenizer holds everything in memory, so the local copy can go right away.
    with tempfile.TemporaryDirectory(prefix=f"cppcorpus-tok-{revision}-") as local:
        store.get_dir(artifact_dir(store, revision), local)
        return tok.load_tokenizer(local)


def load_revision(url: str, revision: str, _store: ObjectStore | None = None) -> tok.Tokenizer:
    """Load a stored revision (cached per process for the default-credential store)."""
    if _store is not None:
        return _load(_store, revision)
    return _load_cached(url, revision)


class TokenizerStage(Stage):
    """A tokenizer revision: trained on a bounded, deterministic sample of scrub, or a pinned stored one."""

    name = STAGE
    code_version = CODE_VERSION
    schema = SCHEMA
    upstream = ("scrub",)

    def inputs(self, cfg: PipelineConfig) -> tuple[str, ...]:
        return inputs(cfg)

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        return {"vocab_size": cfg.tokenizer.vocab_size}

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (Step("all", run, mapped=False),)


stage = TokenizerStage()
