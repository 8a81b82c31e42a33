"""Stage ``chunk`` and ``tokenize`` in the pipeline: repo graph, dep levels, chunk dedup, the ledger."""

from __future__ import annotations

import dataclasses
import warnings

import numpy as np
import pyarrow.parquet as pq
import pytest

from pipeline import ledger
from pipeline.config import ChunkConfig, ConfigError, PipelineConfig, SourceSpec, TokenizerConfig
from pipeline.runner import run_pipeline
from pipeline.stages import tokenize as tokenize_stage
from pipeline.stages.chunk import CHUNK_DROPS_PREFIX
from pipeline.store import ObjectStore
from pipeline.structure.columns import FUNC_BODY
from pipeline.tokenizer import load_tokenizer

HEADER = "// SPDX-License-Identifier: MIT\n"


def _mix(name: str, change: str = "") -> str:
    lines = "".join(f"  acc = (acc * {31 + i}) ^ (v >> {i % 7});\n" for i in range(24))
    return f"unsigned {name}(unsigned v) {{\n  unsigned acc = 17;\n{lines}{change}  return acc;\n}}\n"


HELPERS = (
    HEADER
    + "#include <cstdint>\n"
    + "static int helper(int x) { return x * 3 + 1; }\n"
    + "int caller(int y) { return helper(y) + helper(y + 1); }\n"
    + "struct Pair { int a; int b; };\n"
    + "int sum(Pair p) { return p.a + p.b; }\n"
    + _mix("mix")
)
COPIES = (
    HEADER
    + "#include <vector>\n"
    + "int unique_here(int z) { return z - 7; }\n"
    + _mix("mix")  # an exact copy of the function in helpers.cpp
    + "int other(int q) {\n  return unique_here(q) * 2;\n}\n"
    + _mix("mix2", "  acc += 1;\n")  # a near copy
)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    base = tmp_path_factory.mktemp("chunkstage")
    src = base / "src"
    src.mkdir()
    (src / "helpers.cpp").write_text(HELPERS)
    (src / "copies.cpp").write_text(COPIES)
    return base, src


def _run(base, src, **chunk) -> tuple[ObjectStore, dict]:
    cfg = PipelineConfig(
        sources=(SourceSpec(name="s", path=str(src)),),
        tokenizer=TokenizerConfig(vocab_size=4096),
        chunk=ChunkConfig(**chunk),
    )
    cfg = cfg.replace(dedup=dataclasses.replace(cfg.dedup, near=False))
    store = ObjectStore(str(base / ("lake-dedup" if chunk.get("dedup") else "lake")))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        summary = run_pipeline(store, cfg)
    return store, summary


def _table(store, summary, stage, prefix="part-"):
    d = store.path(stage, summary["stages"][stage]["version"])
    return pq.read_table([f"{d}/{n}" for n in store.listdir(d) if n.startswith(prefix)])


def test_budget_must_be_a_bucket():
    with pytest.raises(ConfigError, match="chunk.budget"):
        ChunkConfig(budget=5000)


def test_pipeline_records_structure_edges_and_dep_levels(corpus):
    # one chunk per item (no merging of small chunks), so each edge is between two named items
    store, summary = _run(*corpus, min_chunk_tokens=0)
    tok = load_tokenizer(summary["tokenizer"])
    pieces = _table(store, summary, "tokenize").to_pylist()
    by_path = {p["path"]: p for p in pieces}
    assert set(by_path) == {"helpers.cpp", "copies.cpp"} and all(p["n_pieces"] == 1 for p in pieces)
    h = by_path["helpers.cpp"]
    assert tok.decode(h["input_ids"][1:]) == HELPERS
    text = HELPERS.encode()
    starts = np.asarray(h["chunk_starts"])
    # the chunks are where the snippet says, in token offsets of input_ids
    chunk_text = [
        tok.decode(h["input_ids"][s:e]) for s, e in zip(h["chunk_starts"], h["chunk_ends"], strict=True)
    ]
    helper = next(i for i, t in enumerate(chunk_text) if t.startswith("static int helper"))
    caller = next(i for i, t in enumerate(chunk_text) if t.startswith("int caller"))
    pair = next(i for i, t in enumerate(chunk_text) if t.startswith("struct Pair"))
    summer = next(i for i, t in enumerate(chunk_text) if t.startswith("int sum"))
    assert h["chunk_kinds"][helper] == h["chunk_kinds"][caller] == FUNC_BODY
    calls = list(zip(h["call_edges"][::2], h["call_edges"][1::2], strict=True))
    types = list(zip(h["type_edges"][::2], h["type_edges"][1::2], strict=True))
    assert (caller, helper) in calls and (summer, pair) in types
    assert h["chunk_dep_levels"][helper] == 0 and h["chunk_dep_levels"][caller] == 1
    assert h["chunk_dep_levels"][summer] == 1
    dep = np.asarray(h["token_dep_levels"])
    assert (dep[starts[caller] : h["chunk_ends"][caller]] == 1).all() and dep[0] == 0
    # token byte starts point into the document
    for i in (1, 5, len(h["input_ids"]) - 1):
        b = h["token_byte_starts"][i]
        assert text[b:].startswith(tok.decode_bytes([h["input_ids"][i]]))
    manifest = store.read_json(store.path("chunk", summary["stages"]["chunk"]["version"], "_manifest.json"))
    extra = manifest["extra"]
    assert extra["parse_quality_mean"] == 1.0 and extra["languages"] == {"cpp": 2}
    assert extra["chunks_dropped_as_copies"] == {}
    assert not [
        n
        for n in store.listdir(store.path("chunk", summary["stages"]["chunk"]["version"]))
        if n.startswith(CHUNK_DROPS_PREFIX)
    ]


def test_chunk_dedup_drops_copies_and_keeps_the_ledger_balanced(corpus):
    store, summary = _run(*corpus, dedup=True)
    tok = load_tokenizer(summary["tokenizer"])
    drops = _table(store, summary, "chunk", CHUNK_DROPS_PREFIX).to_pylist()
    assert sorted(d["reason"] for d in drops) == ["exact-duplicate", "near-duplicate"]
    assert all(d["stage"] == "chunk" and " copies " in d["detail"] for d in drops)
    pieces = {
        p["path"]: tok.decode(p["input_ids"][1:]) for p in _table(store, summary, "tokenize").to_pylist()
    }
    both = pieces["copies.cpp"] + pieces["helpers.cpp"]
    # one copy of `mix` survives (the first in stage order), the near copy `mix2` goes
    assert both.count("unsigned mix(") == 1 and "unsigned mix2(" not in both
    for kept in ("int unique_here", "int other", "#include <vector>", "int caller", "struct Pair"):
        assert kept in both
    report = ledger.compute(store, {k: v["version"] for k, v in summary["stages"].items()})["sources"]
    assert report["s"]["balanced"] and report["s"]["exported"] == 2


def test_a_document_made_only_of_copies_yields_no_piece(small_tok):
    from pipeline.stages.chunk import SCHEMA, chunk_document, rows_table

    text = _mix("mix")
    ids = np.asarray(small_tok.encode_batch([text])[0], np.uint32)
    row = chunk_document(text, "only.cpp", ids, small_tok.byte_lengths, budget=4096)
    n = len(row["chunk_kinds"])
    row.update(
        doc_id="0" * 16,
        source="s",
        path="only.cpp",
        license="MIT",
        chunk_dep_levels=np.zeros(n, np.int16),
        call_edges=np.zeros(0, np.int32),
        type_edges=np.zeros(0, np.int32),
        chunk_dropped=np.ones(n, bool),
    )
    out, drops = tokenize_stage.stage.process(
        rows_table([row], SCHEMA),
        small_tok,
        dataclasses.replace(PipelineConfig(), chunk=ChunkConfig(budget=4096)),
    )
    assert out.num_rows == 0
    assert [(d["doc_id"], d["reason"], d["detail"]) for d in drops] == [
        ("0" * 16, "all-chunks-duplicate", f"{n} chunks, all copies")
    ]
