"""Tokenization parity: the WGSL trie kernels give exactly the CPU encoder's ids."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from corpus import SYSTEM_INCLUDE
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.gpu.kernels import LAYOUTS, LayoutMismatch, check_layout, shader_source
from pipeline.gpu.tokenize import GPUTrieEncoder


def piece_reference(tok, doc: bytes, piece: int) -> np.ndarray:
    """The bounded-piece rule written independently of the kernel: every newline-free run cut
    into pieces of ``piece`` bytes from its start, each piece and each newline encoded alone
    (``tok``'s own bound must be >= ``piece``)."""
    out = []
    for k, run in enumerate(doc.split(b"\n")):
        if k:
            out.append(tok.encode_bytes(b"\n"))
        for s in range(0, len(run), piece):
            out.append(tok.encode_bytes(run[s : s + piece]))
    return np.concatenate(out) if out else np.zeros(0, np.uint32)


def assert_same(gpu_ids, cpu_ids, docs) -> None:
    assert len(gpu_ids) == len(cpu_ids) == len(docs)
    for i, (g, c) in enumerate(zip(gpu_ids, cpu_ids, strict=True)):
        assert g.dtype == np.uint32
        assert np.array_equal(g, c), f"doc {i} ({len(docs[i])} bytes): first difference at id {_diff(g, c)}"


def _diff(a, b) -> int:
    n = min(len(a), len(b))
    d = np.flatnonzero(a[:n] != b[:n])
    return int(d[0]) if len(d) else n


def test_bind_group_tables_match_the_shaders():
    for name in LAYOUTS:
        shader_source(name, False)  # raises LayoutMismatch on any difference
    src = shader_source("tokenize", False).replace("@binding(11)", "@binding(12)")
    with pytest.raises(LayoutMismatch):
        check_layout("tokenize", src)


@pytest.mark.parametrize("subgroups", [True, False])
def test_edge_documents(ctx, tok, subgroups):
    enc = GPUTrieEncoder(ctx, tok, subgroups=subgroups, chunk_bytes=16)
    docs = [
        b"",
        b"a",
        b"\n",
        b"\x00",
        b"\n\n\n",
        b"\x00\x00 int\x00x;\n",
        "é€😀 über\n".encode() * 20,
        b"std::vector<int> v;" * 40,  # one line far longer than a chunk
        b"",
        b"x",
    ]
    assert_same(enc.encode_batch(docs), [tok.encode_bytes(d) for d in docs], docs)
    assert enc.encode_batch([]) == []
    assert len(enc.encode_bytes(b"")) == 0


_line = st.one_of(
    st.binary(max_size=40),
    st.text(max_size=60).map(lambda s: s.encode("utf-8", "surrogatepass")),
    st.sampled_from([b"  return x;", b"#include <vector>", b"\t}", b"// \xc3\xa9t\xc3\xa9", b""]),
    st.integers(17, 300).map(lambda n: ("é" * n).encode()[: 2 * n - 1]),  # cut UTF-8 at the end
    st.integers(1, 700).map(lambda n: b"a_b1 " * n),  # longer than many chunks
)
_doc = st.lists(_line, max_size=12).map(b"\n".join)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(docs=st.lists(_doc, max_size=30), chunk=st.sampled_from([4, 16, 64, 256]))
def test_hypothesis_batches(ctx, tok, docs, chunk):
    enc = GPUTrieEncoder(ctx, tok, chunk_bytes=chunk)
    assert_same(enc.encode_batch(docs), [tok.encode_bytes(d) for d in docs], docs)


def test_thousands_of_mixed_documents(ctx, tok, cxx_files):
    rng = np.random.default_rng(7)
    blob = b"".join(f.read_bytes() for f in cxx_files[1][:60])
    docs = []
    for _ in range(5000):
        size = int(rng.choice([0, 1, 2, 30, 500, 4000]))
        s = int(rng.integers(0, len(blob) - size))
        docs.append(blob[s : s + size])
    enc = GPUTrieEncoder(ctx, tok, subgroups=False)
    assert_same(enc.encode_batch(docs), [tok.encode_bytes(d) for d in docs], docs)


def test_documents_longer_than_a_slice(ctx, tok):
    enc = GPUTrieEncoder(ctx, tok, chunk_bytes=16)
    enc.slice_bytes = 64  # force the host to cut after newlines and to fall back for long lines
    docs = [b"int a;\n" * 50, b"x" * 200 + b"\n" + b"y;\n" * 10, b"ok\n"]
    assert_same(enc.encode_batch(docs), [tok.encode_bytes(d) for d in docs], docs)


@pytest.mark.parametrize("piece", [1, 3, 8, 64, 0])
def test_piece_bound(ctx, tok, piece):
    """``max_piece_bytes`` cuts each newline-free run every ``piece`` bytes from its start."""
    docs = [
        b"",
        b"std::unordered_map<int, int> m;\n  return m.size();\n",
        b"a" * 200,
        b"\n\nx\n",
        b"ab" * 300,
    ]
    bounded = dataclasses.replace(tok, max_piece_bytes=piece)  # a CPU encoder with that bound
    enc = GPUTrieEncoder(ctx, bounded, chunk_bytes=16)
    assert enc.piece == piece
    cpu = [bounded.encode_bytes(d) for d in docs]
    assert_same(enc.encode_batch(docs), cpu, docs)
    if piece:
        assert_same(cpu, [piece_reference(tok, d, piece) for d in docs], docs)


def test_revision_piece_bound_is_used(ctx, tok):
    assert tok.max_piece_bytes > 0
    assert GPUTrieEncoder(ctx, tok).piece == tok.max_piece_bytes
    line = b"x = a_b1 + a_b1;" * 100
    assert_same(GPUTrieEncoder(ctx, tok).encode_batch([line]), [tok.encode_bytes(line)], [line])


def test_system_headers_parity(ctx, tok):
    """Every file of >= 10 MB of /usr/include, one batch, both scan variants."""
    docs, n = [], 0
    for f in sorted(SYSTEM_INCLUDE.rglob("*")):
        if f.is_file() and not f.is_symlink():
            docs.append(f.read_bytes())
            n += len(docs[-1])
        if n >= 10_500_000:
            break
    assert n >= 10_000_000
    cpu = [tok.encode_bytes(d) for d in docs]
    for sg in (True, False):
        assert_same(GPUTrieEncoder(ctx, tok, subgroups=sg).encode_batch(docs), cpu, docs)


def test_two_dimensional_grids(ctx, tok):
    """With 3 workgroups per dimension allowed, every grid is 2-D: the ids must not change."""
    docs = [b"int main() { return 0; }\n" * 200, b"x", b"", "é€\n".encode() * 300]
    ctx.group_limit = 3
    try:
        assert ctx.grid(10) == (3, 4, 1)
        enc = GPUTrieEncoder(ctx, tok, chunk_bytes=4)
        assert_same(enc.encode_batch(docs), [tok.encode_bytes(d) for d in docs], docs)
    finally:
        ctx.group_limit = None


def test_phase_timing_reports_every_phase_and_keeps_the_ids(ctx, tok):
    """``phase_seconds`` as a dict: every host phase is timed, their sum fits in the call's total,
    calls add up, and the ids are the ones the untimed encoder (and the CPU) gives."""
    from pipeline.gpu.tokenize import PHASES

    docs = [b"int a;\n" * 50, b"x" * 200 + b"\n" + b"y;\n" * 10, b"", b"ok\n", "é€\n".encode() * 40]
    cpu = [tok.encode_bytes(d) for d in docs]
    enc = GPUTrieEncoder(ctx, tok, chunk_bytes=16)
    enc.slice_bytes = 64  # several slices, documents cut after newlines, one line sent to the CPU
    assert enc.phase_seconds is None
    untimed = enc.encode_batch(docs)
    assert_same(untimed, cpu, docs)
    enc.phase_seconds = {}
    assert_same(enc.encode_batch(docs), cpu, docs)
    once = dict(enc.phase_seconds)
    assert set(once) == {*PHASES, "total"}
    assert all(v >= 0.0 for v in once.values())
    assert sum(once[p] for p in PHASES) <= once["total"]
    assert_same(enc.encode_batch(docs, profile=True), cpu, docs)
    assert all(enc.phase_seconds[k] >= once[k] for k in once) and enc.phase_seconds["total"] > once["total"]
    enc.phase_seconds = None
    assert_same(enc.encode_batch(docs), cpu, docs)
