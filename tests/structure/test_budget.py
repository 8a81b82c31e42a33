"""Exact budgets: no piece over the budget, pieces add up to the document, chunks tile every byte.

Checked under Hypothesis (the splitter alone, and whole generated documents through the real
parse with a byte-level encoding and a trained revision) and over the system headers (slow).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.stages.chunk import chunk_document, max_chunks
from pipeline.structure.columns import FUNC_BODY, NUM_CATEGORIES
from pipeline.structure.split import piece_starts

EXAMPLES = int(os.environ.get("STRUCTURE_HYPOTHESIS_EXAMPLES", "60"))
BYTE_LENGTHS = np.ones(256, dtype=np.int32)  # a byte-level encoding: token i is byte i


def byte_ids(text: str) -> np.ndarray:
    return np.frombuffer(text.encode(), dtype=np.uint8).astype(np.uint32)


def check_document(text: str, row: dict, budget: int, byte_lengths: np.ndarray) -> None:
    """The invariants every chunked document must satisfy."""
    data = text.encode()
    ids = row["input_ids"]
    n = ids.size
    starts = np.append(row["piece_token_starts"].astype(np.int64), n)
    sizes = np.diff(starts)
    assert starts[0] == 0 and (sizes >= 1).all() and (sizes <= budget - 1).all()
    assert sizes.sum() == n  # the pieces' tokens (without BOS) are exactly the document's tokens
    # chunks tile the bytes: every byte in exactly one chunk
    cb, ce = row["chunk_byte_starts"], row["chunk_byte_ends"]
    assert cb[0] == 0 and ce[-1] == len(data) and (cb[1:] == ce[:-1]).all() and (cb < ce).all()
    coverage = np.zeros(len(data), np.int64)
    for s, e in zip(cb, ce, strict=True):
        coverage[s:e] += 1
    assert (coverage == 1).all()
    # chunk boundaries are token boundaries, and every token belongs to exactly one chunk
    tok_starts = np.concatenate([[0], np.cumsum(byte_lengths[ids.astype(np.int64)])[:-1]])
    assert np.array_equal(tok_starts[row["chunk_token_starts"]], cb)
    for p0, p1 in zip(starts[:-1], starts[1:], strict=True):
        first = np.searchsorted(row["chunk_token_starts"], p0, side="right") - 1
        last = np.searchsorted(row["chunk_token_starts"], p1, side="left")
        assert last - first <= max_chunks(budget)
    for col in ("token_structure_ids", "token_ast_depth", "token_sibling_index", "token_ast_node_type"):
        assert row[col].size == n
    assert row["token_structure_ids"].max(initial=0) < NUM_CATEGORIES


@settings(max_examples=EXAMPLES * 3, deadline=None)
@given(
    n=st.integers(1, 3000),
    budget=st.integers(2, 300),
    cuts=st.lists(st.lists(st.integers(1, 2999), max_size=60), max_size=4),
    n_chunks=st.integers(1, 400),
    cap=st.integers(1, 50),
    seed=st.integers(0, 2**16),
)
def test_piece_starts_respect_budget_and_chunk_cap(n, budget, cuts, n_chunks, cap, seed):
    rng = np.random.default_rng(seed)
    chunk_tok = np.unique(np.concatenate([[0], rng.integers(1, max(n, 2), n_chunks - 1)]))
    chunk_tok = chunk_tok[chunk_tok < n]
    levels = [chunk_tok[1:], *(np.unique(np.asarray([c for c in lv if c < n], np.int64)) for lv in cuts)]
    starts = piece_starts(n, budget, levels, chunk_tok, cap)
    bounds = np.append(starts, n)
    sizes = np.diff(bounds)
    assert starts[0] == 0 and (sizes >= 1).all() and (sizes <= budget - 1).all() and sizes.sum() == n
    for p0, p1 in zip(bounds[:-1], bounds[1:], strict=True):
        first = np.searchsorted(chunk_tok, p0, side="right") - 1
        last = np.searchsorted(chunk_tok, p1, side="left")
        assert last - first <= cap
    # a cut never skips a chunk boundary it could have used: if the window held one, the cut is one
    for p0, p1 in zip(bounds[:-1], bounds[1:], strict=True):
        if p1 < n and ((chunk_tok > p0) & (chunk_tok <= p1)).any():
            assert p1 in set(chunk_tok.tolist())


def _function(name: str, statements: int, callee: str | None) -> str:
    body = "".join(f"  int v{i} = {callee or 'abs'}({i}) + {i * 7};\n" for i in range(statements))
    return f"/* {name} does {statements} steps. */\nint {name}(int a) {{\n{body}  return a;\n}}\n"


@st.composite
def documents(draw) -> str:
    """C++ made of includes, comments, classes, namespaces and functions (some over the budget)."""
    parts = ["#include <vector>\n#define N 4\n"]
    prev = None
    for i in range(draw(st.integers(1, 12))):
        what = draw(st.sampled_from(["func", "class", "ns", "typedef", "long"]))
        if what == "func":
            parts.append(_function(f"f{i}", draw(st.integers(0, 40)), prev))
            prev = f"f{i}"
        elif what == "long":  # one definition longer than the budget
            parts.append(_function(f"big{i}", draw(st.integers(150, 400)), prev))
        elif what == "class":
            members = "".join(
                f"  int m{j};\n  int get{j}() const {{ return m{j}; }}\n"
                for j in range(draw(st.integers(0, 30)))
            )
            parts.append(f"class C{i} {{\n public:\n{members}}};\n")
        elif what == "ns":
            parts.append(f"namespace n{i} {{\n{_function(f'g{i}', draw(st.integers(0, 20)), None)}}}\n")
        else:
            parts.append(f"typedef unsigned long u{i};\n")
    return "".join(parts)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=documents())
def test_generated_documents_split_exactly_with_a_byte_encoding(text):
    row = chunk_document(text, "gen.cpp", byte_ids(text), BYTE_LENGTHS, budget=4096)
    check_document(text, row, 4096, BYTE_LENGTHS)
    # an over-long function is cut at statement starts, and its pieces keep their kind
    data = text.encode()
    for cut in row["piece_token_starts"][1:]:
        chunk = np.searchsorted(row["chunk_token_starts"], cut, side="right") - 1
        if row["chunk_token_starts"][chunk] != cut:  # a cut inside a chunk
            assert row["chunk_kinds"][chunk] == FUNC_BODY
            assert data[cut - 3 : cut] == b"\n  " and data[cut : cut + 5] in (b"int v", b"retur")


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(text=documents())
def test_generated_documents_split_exactly_with_a_trained_revision(text, small_tok):
    ids = np.asarray(small_tok.encode_batch([text])[0], np.uint32)
    row = chunk_document(text, "gen.cpp", ids, small_tok.byte_lengths, budget=4096)
    check_document(text, row, 4096, small_tok.byte_lengths)


def _system_headers() -> list[Path]:
    roots = [Path("/usr/include/c++/12"), Path("/usr/include")]
    files = []
    for root in roots:
        if root.is_dir():
            pattern = "**/*" if root.name == "12" else "*.h"
            files += [p for p in sorted(root.glob(pattern)) if p.is_file() and not p.is_symlink()]
    return files


@pytest.mark.slow
def test_system_headers_split_exactly(small_tok):
    files = _system_headers()
    if len(files) < 100:
        pytest.skip("system headers not present")
    split = tokens = 0
    for path in files:
        text = path.read_text(errors="replace")
        if not text or len(text) > 1_000_000:
            continue
        ids = np.asarray(small_tok.encode_batch([text])[0], np.uint32)
        row = chunk_document(text, str(path), ids, small_tok.byte_lengths, budget=4096)
        check_document(text, row, 4096, small_tok.byte_lengths)
        split += row["piece_token_starts"].size > 1
        tokens += ids.size
    assert split >= 20 and tokens > 1_000_000  # the corpus exercises splitting, at scale
