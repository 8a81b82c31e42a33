"""Merging runs of small chunks (``chunk.min_chunk_tokens``): fewer chunks, same bytes, names, edges.

The snippet is a small C API header written for this test: comments, a macro block, prototypes
with their doc comments, typedefs, a struct, and one function long enough to stand alone that
calls a prototype and uses a typedef. With a byte-level encoding (token = byte) and a minimum of
32 tokens, the one-line items must merge; what must not change is checked against the unmerged
chunking of the same document.
"""

from __future__ import annotations

import numpy as np
import pytest

from pipeline.stages.chunk import CALLABLE_KINDS, TYPE_KINDS, chunk_document
from pipeline.structure.columns import FUNC_BODY
from pipeline.structure.graph import RepoGraph

BYTE_LENGTHS = np.ones(256, dtype=np.int32)

API_HEADER = """/* Small C API. */
#define API_VERSION 3
#define API_MAX 64
/* Opens a handle. */
int api_open(const char *name);
/* Closes it. */
void api_close(int h);
typedef int api_id;
typedef unsigned api_flags;
struct api_point { int x; int y; };
int api_sum(struct api_point p) {
  api_id id = api_open("sum");
  int total = 0;
  for (int i = 0; i < API_MAX; ++i) total += p.x * i + p.y;
  api_close(id);
  return total;
}
"""


def _chunks(text: str, min_tokens: int) -> dict:
    ids = np.frombuffer(text.encode(), dtype=np.uint8).astype(np.uint32)
    return chunk_document(text, "api.h", ids, BYTE_LENGTHS, budget=4096, min_chunk_tokens=min_tokens)


def _edges(row: dict) -> tuple[set, set]:
    g = RepoGraph(8)
    for kind, d, c, t in zip(
        row["chunk_kinds"], row["chunk_defines"], row["chunk_calls"], row["chunk_types"], strict=True
    ):
        g.add_chunk("api.h", d, c, t, callable_=kind in CALLABLE_KINDS, type_like=kind in TYPE_KINDS)
    return g.resolve()


@pytest.fixture(scope="module")
def both():
    return _chunks(API_HEADER, 0), _chunks(API_HEADER, 32)


def test_small_items_merge_and_the_long_function_stands_alone(both):
    fine, merged = both
    starts = merged["chunk_byte_starts"].tolist()
    assert len(starts) < len(fine["chunk_byte_starts"])
    assert set(starts) <= set(fine["chunk_byte_starts"].tolist())  # merging only removes boundaries
    body = API_HEADER.index("int api_sum")
    k = starts.index(body)
    assert merged["chunk_kinds"][k] == FUNC_BODY and k == len(starts) - 1
    assert merged["chunk_defines"][k] == ["api_sum"]


def test_a_merged_chunk_never_mixes_call_and_type_roles(both):
    fine, merged = both
    groups = np.searchsorted(merged["chunk_byte_starts"], fine["chunk_byte_starts"], side="right") - 1
    for g in range(len(merged["chunk_byte_starts"])):
        members = {int(k) for k, gg in zip(fine["chunk_kinds"], groups, strict=True) if gg == g}
        assert not (members & CALLABLE_KINDS and members & TYPE_KINDS), members
        role = CALLABLE_KINDS if members & CALLABLE_KINDS else TYPE_KINDS if members & TYPE_KINDS else None
        if role is not None:  # the merged kind keeps the role of its members
            assert int(merged["chunk_kinds"][g]) in role
        # names: the union of the members'
        for col in ("chunk_defines", "chunk_calls"):
            union = set().union(*(set(fine[col][i]) for i in np.flatnonzero(groups == g)))
            assert set(merged[col][g]) == union
    # the prototypes and their comments: callable chunks; the typedefs and the struct: type chunks
    at = {
        name: int(np.searchsorted(merged["chunk_byte_starts"], API_HEADER.index(name), side="right")) - 1
        for name in ("int api_open", "void api_close", "typedef int", "typedef unsigned", "struct api_point")
    }
    assert int(merged["chunk_kinds"][at["int api_open"]]) in CALLABLE_KINDS
    assert int(merged["chunk_kinds"][at["struct api_point"]]) in TYPE_KINDS
    # the two typedefs (20 and 28 bytes) merge; the struct (36 bytes) is big enough to stand alone
    assert at["typedef int"] == at["typedef unsigned"] != at["void api_close"]
    assert at["struct api_point"] == at["typedef int"] + 1


def test_bytes_tokens_and_per_token_structure_are_unchanged(both):
    fine, merged = both
    assert merged["chunk_byte_starts"][0] == 0 and merged["chunk_byte_ends"][-1] == len(API_HEADER.encode())
    assert (merged["chunk_byte_starts"][1:] == merged["chunk_byte_ends"][:-1]).all()  # tiling
    for col in (
        "input_ids",
        "token_structure_ids",
        "token_ast_depth",
        "token_sibling_index",
        "token_ast_node_type",
    ):
        assert np.array_equal(fine[col], merged[col]), col


def test_every_edge_survives_between_the_merged_chunks(both):
    fine, merged = both
    groups = np.searchsorted(merged["chunk_byte_starts"], fine["chunk_byte_starts"], side="right") - 1
    fine_calls, fine_types = _edges(fine)
    calls, types = _edges(merged)
    assert fine_calls and fine_types  # api_sum calls api_open/api_close and uses api_id
    for got, want in ((calls, fine_calls), (types, fine_types)):
        mapped = {(int(groups[a]), int(groups[b])) for a, b in want if groups[a] != groups[b]}
        assert mapped <= got


def test_min_tokens_below_two_merges_nothing(both):
    fine, _ = both
    assert np.array_equal(_chunks(API_HEADER, 1)["chunk_byte_starts"], fine["chunk_byte_starts"])


def test_real_headers_keep_every_edge_and_tile(small_tok):
    """libstdc++ headers: every edge between two different merged chunks exists after the merge."""
    from pathlib import Path

    paths = sorted(Path("/usr/include/c++/12/bits").glob("*.h"))[:40]
    if not paths:
        pytest.skip("libstdc++ headers not present")
    fine, merged = [], []
    for p in paths:
        text = p.read_text(errors="replace")
        ids = np.asarray(small_tok.encode_batch([text])[0], np.uint32)
        fine.append(
            chunk_document(text, p.name, ids, small_tok.byte_lengths, budget=4096, min_chunk_tokens=0)
        )
        merged.append(chunk_document(text, p.name, ids, small_tok.byte_lengths, budget=4096))
        assert merged[-1]["chunk_byte_starts"][0] == 0
        assert (merged[-1]["chunk_byte_starts"][1:] == merged[-1]["chunk_byte_ends"][:-1]).all()

    def repo_graph(rows):
        g = RepoGraph(8)
        for i, r in enumerate(rows):
            for kind, d, c, t in zip(
                r["chunk_kinds"], r["chunk_defines"], r["chunk_calls"], r["chunk_types"], strict=True
            ):
                g.add_chunk(str(i), d, c, t, callable_=kind in CALLABLE_KINDS, type_like=kind in TYPE_KINDS)
        return g.resolve()

    offset = np.cumsum([0] + [len(r["chunk_kinds"]) for r in merged])
    group = np.concatenate(
        [
            offset[i] + np.searchsorted(m["chunk_byte_starts"], f["chunk_byte_starts"], side="right") - 1
            for i, (f, m) in enumerate(zip(fine, merged, strict=True))
        ]
    )
    assert offset[-1] < group.size  # the merge did merge
    (fine_calls, fine_types), (calls, types) = repo_graph(fine), repo_graph(merged)
    assert fine_calls and fine_types
    for want, got in ((fine_calls, calls), (fine_types, types)):
        mapped = {(int(group[a]), int(group[b])) for a, b in want if group[a] != group[b]}
        assert mapped <= got, sorted(mapped - got)[:5]
