"""``EdgeIndex.local`` gives exactly the per-document edges the chunk stage stored before it existed.

The reference is the stage's straightforward filter (every edge of the repository tested against
each document's chunk range): same pairs, same order, same dtype, on generated repositories and on
a real one (libstdc++ headers through the structure analysis and ``RepoGraph``).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.structure.analyze import analyze
from pipeline.structure.graph import EdgeIndex, RepoGraph
from pipeline.structure.parse import parse


def reference_local_edges(edges: set[tuple[int, int]], lo: int, hi: int) -> np.ndarray:
    pairs = sorted((a - lo, b - lo) for a, b in edges if lo <= a < hi and lo <= b < hi)
    return np.asarray(pairs, dtype=np.int32).reshape(-1)


def assert_same(edges: set[tuple[int, int]], bounds: list[int]) -> None:
    index = EdgeIndex(edges)
    assert len(index) == len(edges)
    for lo, hi in zip(bounds, bounds[1:], strict=False):
        got, want = index.local(lo, hi), reference_local_edges(edges, lo, hi)
        assert got.dtype == want.dtype == np.int32 and got.shape == want.shape
        assert got.tolist() == want.tolist(), (lo, hi)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.integers(0, 12), min_size=1, max_size=12),  # chunks per document (0 allowed)
    st.data(),
)
def test_same_edges_as_the_reference(sizes, data):
    bounds = np.concatenate([[0], np.cumsum(sizes)]).tolist()
    n = bounds[-1]
    if n == 0:
        assert_same(set(), bounds)
        return
    edges = data.draw(st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=80))
    assert_same(edges, bounds)


def test_same_edges_on_a_real_repository():
    root = Path("/usr/include/c++/12/bits")
    files = sorted(p for p in root.glob("*.h") if p.is_file())[:40]
    if len(files) < 20:
        pytest.skip("libstdc++ headers are not installed")
    graph = RepoGraph(max_fanout=8)
    bounds = [0]
    for p in files:
        analysis = analyze(parse(p.read_bytes(), str(p)))
        for u in analysis.units:
            graph.add_chunk(
                p.name, sorted(u.defines), sorted(u.calls), sorted(u.types), callable_=True, type_like=True
            )
        bounds.append(len(graph.doc))
    calls, types = graph.resolve()
    assert len(calls) > 100 and len(types) > 100  # a real graph, not an empty one
    assert_same(calls, bounds)
    assert_same(types, bounds)
