"""The tokenizer's BPE sample: which documents, in which order, and what it reads to choose them."""

from __future__ import annotations

import hashlib

import pyarrow as pa

from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.store import ObjectStore

VERSION = "v0"


def _scrub(tmp_path, shards: list[list[str]]) -> ObjectStore:
    store = ObjectStore(str(tmp_path / "lake"))
    for n, texts in enumerate(shards):
        ids = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
        table = pa.table(
            {
                "doc_id": pa.array(ids, pa.string()),
                "text": pa.array(texts, pa.string()),
                "n_bytes": pa.array([len(t.encode()) for t in texts], pa.int64()),
            }
        )
        store.write_table(store.path("scrub", VERSION, f"part-{n:05d}.parquet"), table)
    return store


def _expected(shards: list[list[str]], sample_bytes: int) -> list[str]:
    """The definition: documents whose doc_id's first 32 bits fall below rate * 2**32, in shard then row order."""
    total = sum(len(t.encode()) for texts in shards for t in texts)
    rate = 1.0 if total <= sample_bytes else sample_bytes / total
    return [
        t
        for texts in shards
        for t in texts
        if rate >= 1.0 or int(hashlib.sha256(t.encode()).hexdigest()[:8], 16) < int(rate * 2**32)
    ]


def test_the_sample_is_the_documents_hashing_below_the_rate_in_corpus_order(tmp_path):
    shards = [[f"int f{s}_{i}(void) {{ return {i}; }}\n" * (1 + i % 5) for i in range(40)] for s in range(6)]
    store = _scrub(tmp_path, shards)
    total = sum(len(t) for texts in shards for t in texts)
    for sample_bytes in (total * 2, total, total // 3, total // 20):
        got = list(tokenizer_stage.sample_texts(store, VERSION, sample_bytes))
        assert got == _expected(shards, sample_bytes)
    assert 0 < len(list(tokenizer_stage.sample_texts(store, VERSION, total // 20))) < 40


def test_the_text_of_a_shard_without_a_chosen_document_is_not_read(tmp_path, monkeypatch):
    shards = [[f"// shard {s} doc {i}\nint x{s}_{i};\n" for i in range(30)] for s in range(8)]
    store = _scrub(tmp_path, shards)
    total = sum(len(t) for texts in shards for t in texts)
    sample_bytes = total // 150  # about 1.6 of 240 documents: most shards hold none
    chosen = _expected(shards, sample_bytes)
    holding = {s for s, texts in enumerate(shards) if set(texts) & set(chosen)}
    assert chosen and len(holding) < len(shards)
    text_reads: list[str] = []
    read_table = store.read_table

    def spy(path, columns=None):
        if columns is None or "text" in columns:
            text_reads.append(path.rsplit("/", 1)[-1])
        return read_table(path, columns=columns)

    monkeypatch.setattr(store, "read_table", spy)
    assert list(tokenizer_stage.sample_texts(store, VERSION, sample_bytes)) == chosen
    assert text_reads == [f"part-{s:05d}.parquet" for s in sorted(holding)]
