"""Stage ``tokenizer``: train a revision on the corpus, or pin a stored one.

Three steps. ``sample`` (single, small) sets the BPE sample's rate from the scrub output's total
bytes (``sample_cut``: a bounded, deterministic sample of about ``tokenizer.sample_bytes``, the
documents whose id hashes below the rate; ``sample_texts``). ``count`` (mapped over the scrub
shards) runs the code-aware scan on every document of its shards and writes
``counts-NNNNN.parquet``: the (kind, token, count, docs) entries that choose the domain slots and
the morpheme seeds (``selection.scan_keys``), every namespace, and the shard's document and byte
totals; and it counts the BPE words of the shard's sampled documents (``_words-NNNNN.parquet``,
scratch). ``train`` (single) sums both kinds of tables -- sums, so the same for any number of
ranks -- chooses the slots and seeds from the whole corpus's counts, trains BPE on the sample's
word table, and removes the scratch files. A sample alone chose about half the domain slots the
full corpus did, which is why the counts cover every shard.

The revision artifact lives at ``{root}/tokenizers/{revision}/`` (content-addressed); this stage's
own version records which revision it produced. With ``tokenizer.revision`` set (a backfill for a
new tokenizer revision), the stage trains nothing and has no upstream input, so everything before
the tokenizer stays a cache hit.
"""

from __future__ import annotations

import contextlib
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
from pipeline.store import ObjectStore, StageContext, iter_shards, read_manifest, shard_numbers
from pipeline.tokenizer.scan import ScanResult, scan_bytes
from pipeline.tokenizer.selection import scan_keys
from pipeline.tokenizer.train import count_words

STAGE = "tokenizer"
CODE_VERSION = "2"  # 2: domain slots and seeds from counts over every shard (1: over the BPE sample)
COUNTS_PREFIX = "counts-"  # per scrub shard: the scan entries the choices read (ScanResult.to_table)
WORDS_PREFIX = "_words-"  # per scrub shard: the BPE words of its sampled documents (scratch, train removes)
SAMPLE_FILE = "_sample.json"  # the sample's cut on the documents' id hashes (scratch, train removes)
DEVICE_FILE = "_device.json"  # the BPE trainer's device record, written before part-00000
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


def sample_cut(store: ObjectStore, version: str, sample_bytes: int) -> int | None:
    """The BPE sample's bound on a document id's first 32 bits (``sampled_rows``), from the scrub
    output's total bytes: about ``sample_bytes`` of documents fall below it. ``None``: every document
    (the corpus is not larger than the sample). Reads only the ``n_bytes`` column."""
    total = sum(
        sum(t.column("n_bytes").to_pylist()) for _, t in iter_shards(store, "scrub", version, ["n_bytes"])
    )
    rate = 1.0 if total <= sample_bytes else sample_bytes / total
    return None if rate >= 1.0 else int(rate * 2**32)


def sampled_rows(doc_ids: list[str], cut: int | None) -> list[int]:
    """The rows of a shard in the BPE sample: documents whose id's first 32 bits are below ``cut``."""
    if cut is None:
        return list(range(len(doc_ids)))
    return [i for i, doc_id in enumerate(doc_ids) if int(doc_id[:8], 16) < cut]


def sample_texts(store: ObjectStore, version: str, sample_bytes: int) -> Iterator[str]:
    """A deterministic sample of about ``sample_bytes``: documents whose id hashes below a rate.

    In shard and row order: the documents whose BPE words the ``count`` step counts. Only the
    ``doc_id`` column of every shard is read to choose; the ``text`` column only of the shards
    holding a chosen document (a 64 MB sample of a 1 TB corpus touches a few percent of the
    shards), and only the chosen texts become Python strings.
    """
    cut = sample_cut(store, version, sample_bytes)
    for shard in shard_numbers(store, "scrub", version):
        path = store.path("scrub", version, f"part-{shard:05d}.parquet")
        if cut is None:
            yield from store.read_table(path, columns=["text"]).column("text").to_pylist()
            continue
        rows = sampled_rows(store.read_table(path, columns=["doc_id"]).column("doc_id").to_pylist(), cut)
        if rows:
            texts = store.read_table(path, columns=["text"]).column("text")
            yield from texts.take(pa.array(rows, pa.int64())).to_pylist()


def counts_path(ctx: StageContext, shard: int) -> str:
    return ctx.file_path(f"{COUNTS_PREFIX}{shard:05d}.parquet")


def words_path(ctx: StageContext, shard: int) -> str:
    return ctx.file_path(f"{WORDS_PREFIX}{shard:05d}.parquet")


def sample(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Single, before ``count``: the BPE sample's cut (``sample_cut``), for every rank of ``count``."""
    path = ctx.file_path(SAMPLE_FILE)
    if ctx.has_shard(0) or ctx.store.exists(path):  # trained already, or planned by an earlier run
        return
    ctx.store.write_json(
        path, {"cut": sample_cut(ctx.store, ctx.inputs["scrub"], cfg.tokenizer.sample_bytes)}
    )


def _planned_cut(ctx: StageContext, cfg: PipelineConfig) -> int | None:
    """The ``sample`` step's cut; computed here (the same) when a rank runs without that step."""
    path = ctx.file_path(SAMPLE_FILE)
    if ctx.store.exists(path):
        return ctx.store.read_json(path)["cut"]
    return sample_cut(ctx.store, ctx.inputs["scrub"], cfg.tokenizer.sample_bytes)


def count(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Mapped: per scrub shard of this rank, the code-aware scan of every document (``counts-``) and
    the BPE word table of its sampled documents (``_words-``; none to count once ``train`` is done)."""
    store, scrub_v = ctx.store, ctx.inputs["scrub"]
    keys = scan_keys()
    trained = ctx.has_shard(0)
    cut = None if trained else _planned_cut(ctx, cfg)
    for shard in shard_numbers(store, "scrub", scrub_v):
        if not ctx.owns(shard):
            continue
        if store.exists(counts_path(ctx, shard)) and (trained or store.exists(words_path(ctx, shard))):
            continue
        table = store.read_table(
            store.path("scrub", scrub_v, f"part-{shard:05d}.parquet"), columns=["doc_id", "text"]
        )
        # the UTF-8 bytes of each text, as str.encode gives them (Arrow strings are valid UTF-8)
        docs = table.column("text").cast(pa.binary()).to_pylist()
        if not trained:
            rows = sampled_rows(table.column("doc_id").to_pylist(), cut)
            # written before the counts file, which marks the shard done
            store.write_table(words_path(ctx, shard), count_words(docs[i] for i in rows))
        store.write_table(counts_path(ctx, shard), scan_bytes(docs).to_table(keys))
        ctx.shard_done()


def corpus_scan(ctx: StageContext) -> ScanResult:
    """The sum of every shard's counts (fails if a scrub shard has none: ``count`` did not finish)."""
    store = ctx.store
    shards = shard_numbers(store, "scrub", ctx.inputs["scrub"])
    missing = [s for s in shards if not store.exists(counts_path(ctx, s))]
    if missing:
        raise RuntimeError(f"tokenizer: no counts for scrub shards {missing[:10]}; run the count step first")
    return ScanResult.merge(store.read_table(counts_path(ctx, s)) for s in shards)


def sample_words(ctx: StageContext) -> Iterator[pa.Table]:
    """Every scrub shard's ``_words-`` table, in shard order (fails if one is missing: ``count`` did
    not finish)."""
    store = ctx.store
    shards = shard_numbers(store, "scrub", ctx.inputs["scrub"])
    missing = [s for s in shards if not store.exists(words_path(ctx, s))]
    if missing:
        raise RuntimeError(
            f"tokenizer: no BPE words for scrub shards {missing[:10]}; run the count step first"
        )
    for s in shards:
        yield store.read_table(words_path(ctx, s))


def remove_scratch(ctx: StageContext) -> None:
    """Remove the sample's cut and the per-shard word tables (not part of the stage's output)."""
    for name in ctx.store.listdir(ctx.dir):
        if name == SAMPLE_FILE or (name.startswith(WORDS_PREFIX) and name.endswith(".parquet")):
            with contextlib.suppress(FileNotFoundError):  # a concurrent run removed it first
                ctx.store.fs.rm(ctx.file_path(name))


def train(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Single: pin the configured revision, or train one from the summed counts and word tables."""
    t = cfg.tokenizer
    if t.revision:
        revision = t.revision
        if not ctx.store.exists(posixpath.join(artifact_dir(ctx.store, revision), "manifest.json")):
            raise FileNotFoundError(
                f"tokenizer revision {revision} not found under {ctx.store.url}/tokenizers/"
            )
        loaded = load_revision(ctx.store.url, revision, _store=ctx.store)
        loaded.check_vocab_size(t.vocab_size)
        vocab_size = loaded.vocab_size
    elif ctx.has_shard(0):  # trained by an earlier run that stopped before the commit
        remove_scratch(ctx)
        return
    else:
        from pipeline.gpu.hooks import bpe_trainer  # device choice only; outputs are the same

        trainer, device = bpe_trainer(t.device)
        with tempfile.TemporaryDirectory(prefix="cppcorpus-tokenizer-") as out:
            manifest = tok.train_tokenizer(
                None,
                out,
                vocab_size=t.vocab_size,
                bpe_trainer=trainer,
                scan=corpus_scan(ctx),
                word_tables=sample_words(ctx),
            )
            revision = manifest["revision"]
            dest = artifact_dir(ctx.store, revision)
            if not ctx.store.exists(posixpath.join(dest, "manifest.json")):
                # manifest.json is copied last: an artifact without it is incomplete.
                for name in sorted(os.listdir(out), key=lambda n: n == "manifest.json"):
                    with open(os.path.join(out, name), "rb") as f:
                        ctx.store.write_bytes(posixpath.join(dest, name), f.read())
        ctx.store.write_json(ctx.file_path(DEVICE_FILE), device)
        # the artifact was written from this manifest; chunk and tokenize load it next
        vocab_size = manifest["vocab_size"]
    row = {"revision": revision, "vocab_size": vocab_size, "n_special": tok.N_SPECIAL}
    ctx.write_shard(0, pa.Table.from_pylist([row], schema=SCHEMA))
    if not t.revision:
        remove_scratch(ctx)


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
    """A tokenizer revision: slots chosen by counts over every scrub shard, BPE trained on a bounded,
    deterministic sample; or a pinned stored one."""

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
        if cfg.tokenizer.revision:
            return (Step("train", train, mapped=False),)  # pinned: nothing to count
        return (
            Step("sample", sample, mapped=False),
            Step("count", count),
            Step("train", train, mapped=False, long_single=True),  # the BPE merge loop, on one core
        )

    def extra(self, ctx: StageContext, cfg: PipelineConfig) -> dict:
        path = ctx.file_path(DEVICE_FILE)
        return {"device": ctx.store.read_json(path)} if ctx.store.exists(path) else {}


stage = TokenizerStage()
