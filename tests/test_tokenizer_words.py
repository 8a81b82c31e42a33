"""The BPE word table counted by the ranks of the tokenizer's mapped ``count`` step, summed by ``train``.

The ranks count the words of the sampled documents of their own shards (``_words-NNNNN``); ``train``
sums those tables instead of reading the sample. What a user cares about: the sum is the word table of
the sample (same documents, same counts) for any number of ranks, the revision trained from it is the
revision trained from the sample's texts, and the scratch tables do not outlive the step.
"""

from __future__ import annotations

import hashlib
import json
import warnings
from collections import Counter
from pathlib import Path

import pyarrow as pa
import pytest

from pipeline.config import PipelineConfig, TokenizerConfig
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.store import ObjectStore, StageContext
from pipeline.tokenizer import _native
from pipeline.tokenizer.boundary import boundary_table, byte_classes
from pipeline.tokenizer.scan import scan_texts
from pipeline.tokenizer.train import count_words, train_tokenizer

SCRUB = "s0"
VERSION = "t0"

pytestmark = pytest.mark.skipif(not _native.available(), reason="the word counter is compiled only")


def _doc(s: int, i: int) -> str:
    body = "".join(f"  int value_{s}_{k} = read_{i % 7}(buf, {k});\n" for k in range(1 + (s * 7 + i) % 9))
    return f"// shard {s} doc {i}\nstatic int getValue{i % 5}(char *buf) {{\n{body}  return 0;\n}}\n"


SHARDS = [[_doc(s, i) for i in range(25)] for s in range(7)]


def _scrub(root: Path) -> ObjectStore:
    store = ObjectStore(str(root))
    for n, texts in enumerate(SHARDS):
        table = pa.table(
            {
                "doc_id": pa.array([hashlib.sha256(t.encode()).hexdigest() for t in texts], pa.string()),
                "text": pa.array(texts, pa.string()),
                "n_bytes": pa.array([len(t.encode()) for t in texts], pa.int64()),
            }
        )
        store.write_table(store.path("scrub", SCRUB, f"part-{n:05d}.parquet"), table)
    return store


def _cfg(sample_bytes: int) -> PipelineConfig:
    return PipelineConfig(tokenizer=TokenizerConfig(vocab_size=4096, sample_bytes=sample_bytes, device="cpu"))


def _ctx(store: ObjectStore, rank: int = 0, world: int = 1) -> StageContext:
    return StageContext(store, "tokenizer", VERSION, {}, {"scrub": SCRUB}, rank=rank, world_size=world)


def _table_dict(table: pa.Table) -> dict[bytes, int]:
    return dict(zip(table.column("word").to_pylist(), table.column("count").to_pylist(), strict=True))


def _words_of(texts: list[str]) -> Counter:
    cls, bnd = byte_classes(), boundary_table("ident_digits")
    out: Counter = Counter()
    for t in texts:
        data = t.encode()
        starts = list(_native.split_words(data, cls, bnd)) + [len(data)]
        out.update(data[a:b] for a, b in zip(starts, starts[1:], strict=False))
    return out


@pytest.mark.parametrize("world", [1, 3, 7])
def test_the_ranks_word_tables_sum_to_the_samples_words(tmp_path, world):
    store = _scrub(tmp_path / "lake")
    total = sum(len(t.encode()) for texts in SHARDS for t in texts)
    cfg = _cfg(total // 3)  # about a third of the documents
    tokenizer_stage.sample(_ctx(store), cfg)
    for rank in range(world):
        tokenizer_stage.count(_ctx(store, rank, world), cfg)
    sample = list(tokenizer_stage.sample_texts(store, SCRUB, cfg.tokenizer.sample_bytes))
    assert 0 < len(sample) < sum(map(len, SHARDS))  # a real subset, or the test shows nothing
    summed: Counter = Counter()
    n_docs = n_bytes = 0
    for table in tokenizer_stage.sample_words(_ctx(store)):
        summed.update(_table_dict(table))
        n_docs += int(table.schema.metadata[b"n_docs"])
        n_bytes += int(table.schema.metadata[b"n_bytes"])
    assert summed == _words_of(sample)  # the same words, counted the same number of times
    assert (n_docs, n_bytes) == (len(sample), sum(len(t.encode()) for t in sample))
    # and every shard's scan table still covers all of its documents, not only the sampled ones
    scan = tokenizer_stage.corpus_scan(_ctx(store))
    assert scan.n_docs == sum(map(len, SHARDS)) and scan.n_bytes == total


def test_a_revision_from_summed_word_tables_is_the_revision_from_the_texts(tmp_path):
    texts = [t for texts in SHARDS for t in texts]
    scan = scan_texts(texts)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a small corpus leaves learned ids reserved
        ref = train_tokenizer(texts, tmp_path / "ref", vocab_size=4096, scan=scan)
        parts = [count_words(t.encode() for t in part) for part in (texts[:10], texts[10:11], [], texts[11:])]
        got = train_tokenizer(None, tmp_path / "got", vocab_size=4096, scan=scan, word_tables=parts)
    assert got == ref
    for name in sorted(p.name for p in (tmp_path / "ref").iterdir()):
        assert (tmp_path / "got" / name).read_bytes() == (tmp_path / "ref" / name).read_bytes(), name


def test_word_tables_of_another_boundary_scheme_are_refused(tmp_path):
    table = count_words([b"int x;"], boundary_scheme="ident_digits")
    with pytest.raises(ValueError, match="boundary scheme"):
        train_tokenizer(
            None,
            tmp_path / "x",
            vocab_size=4096,
            boundary_scheme="ident",
            scan=scan_texts(["int x;"]),
            word_tables=[table],
        )


def test_train_removes_the_scratch_tables_and_a_rerun_does_not_count_again(tmp_path):
    store = _scrub(tmp_path / "lake")
    cfg = _cfg(10**9)  # every document
    ctx = _ctx(store)
    tokenizer_stage.sample(ctx, cfg)
    for rank in range(2):
        tokenizer_stage.count(_ctx(store, rank, 2), cfg)
    folder = Path(store.path("tokenizer", VERSION))
    assert len(list(folder.glob("_words-*.parquet"))) == len(SHARDS)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        tokenizer_stage.train(ctx, cfg)
    names = sorted(p.name for p in folder.iterdir())
    counts = [f"counts-{s:05d}.parquet" for s in range(len(SHARDS))]
    assert names == ["_device.json", *counts, "drops-00000.parquet", "part-00000.parquet"]
    row = store.read_table(store.path("tokenizer", VERSION, "part-00000.parquet")).to_pylist()[0]
    manifest = json.loads((Path(store.path("tokenizers", row["revision"])) / "manifest.json").read_text())
    assert manifest["training"]["n_docs"] == sum(map(len, SHARDS)) and row["vocab_size"] == 4096
    # the runner re-runs every step of an uncommitted stage: nothing is counted or planned again
    before = {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}
    tokenizer_stage.sample(ctx, cfg)
    for rank in range(2):
        tokenizer_stage.count(_ctx(store, rank, 2), cfg)
    tokenizer_stage.train(ctx, cfg)
    assert {p.name: p.stat().st_mtime_ns for p in folder.iterdir()} == before


def test_a_count_step_stopped_after_a_counts_file_redoes_the_missing_word_table(tmp_path):
    """A shard whose counts file exists but whose word table does not (e.g. counted by an earlier
    code version, before training) is counted again, so train never misses a shard's words."""
    store = _scrub(tmp_path / "lake")
    cfg = _cfg(10**9)
    ctx = _ctx(store)
    tokenizer_stage.sample(ctx, cfg)
    tokenizer_stage.count(ctx, cfg)
    gone = Path(store.path("tokenizer", VERSION, "_words-00003.parquet"))
    expected = gone.read_bytes()
    counts = Path(store.path("tokenizer", VERSION, "counts-00003.parquet")).read_bytes()
    gone.unlink()
    tokenizer_stage.count(_ctx(store, 1, 2), cfg)  # rank 1 of 2 owns shard 3
    assert gone.read_bytes() == expected
    assert Path(store.path("tokenizer", VERSION, "counts-00003.parquet")).read_bytes() == counts
