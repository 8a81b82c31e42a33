"""Unit tests of pipeline.hygiene.neardup: exactness against references, determinism, storage."""

from __future__ import annotations

import json

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from datasketch import MinHash, MinHashLSH
from hygiene_fixtures import read_text
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.hygiene.neardup import (
    CROSS_SOURCE,
    WITHIN_CORPUS,
    UnionFind,
    band_keys,
    candidate_edges,
    choose_representatives,
    clusters,
    detection_probability,
    estimated_jaccard,
    exact_jaccard,
    exact_similarities,
    iter_signatures,
    minhash_permutations,
    minhash_signatures,
    reference_shingle_hashes,
    shared_shingles,
    shingle_hashes,
    shingle_set,
    signatures_from_arrow,
    signatures_to_arrow,
    tokenize,
    unique_edges,
    verify_edges,
)

code_text = st.text(alphabet=st.sampled_from(list("ab_Z09 \t\n(){};:->=+*/#\"'.,é€")), max_size=120)


def test_tokenize_worked_example() -> None:
    assert tokenize("if (x->y >= 0x1F) { return a::b; }") == [
        "if", "(", "x", "->", "y", ">=", "0x1F", ")", "{", "return", "a", "::", "b", ";", "}",
    ]  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(code_text)
def test_vectorized_shingles_equal_reference(text: str) -> None:
    assert shingle_hashes(text).tolist() == reference_shingle_hashes(text)


def test_shingles_on_real_headers_equal_reference(header_paths) -> None:
    for path in header_paths[:5]:
        text = read_text(path)[:4000]
        assert shingle_hashes(text).tolist() == reference_shingle_hashes(text)


def test_layout_does_not_change_shingles_but_tokens_do() -> None:
    a = "int f(int x) {\n    return x * 2;\n}\n"
    assert (shingle_hashes(a) == shingle_hashes("int f ( int x ) { return x*2; }")).all()
    assert not (shingle_hashes(a) == shingle_hashes(a.replace("x", "y"))).all()


def test_permutations_are_datasketch_affine32() -> None:
    a, b = minhash_permutations(128, seed=1)
    ref = MinHash(num_perm=128, seed=1)
    assert ref.scheme == "affine32"
    assert (ref.permutations[0] == a).all() and (ref.permutations[1] == b).all()


def test_signatures_bit_identical_to_datasketch(header_paths) -> None:
    texts = [read_text(p) for p in header_paths[:12]] + ["x;", "", "a b c d e f"]
    sig = minhash_signatures(texts, num_perm=128, seed=1)
    for text, row in zip(texts, sig, strict=True):
        ref = MinHash(num_perm=128, seed=1, hashfunc=int)
        ref.update_batch([int(h) for h in shingle_hashes(text) >> np.uint64(32)])
        assert (ref.hashvalues == row).all()


def test_signatures_do_not_depend_on_batching(header_paths) -> None:
    texts = [read_text(p) for p in header_paths[:30]] + ["", "one", "a b"]
    whole = minhash_signatures(texts, batch_bytes=1 << 30)
    tiny = np.concatenate(list(iter_signatures(texts, batch_bytes=1)))
    mid = minhash_signatures(texts, batch_bytes=50_000)
    assert (whole == tiny).all() and (whole == mid).all()
    assert (minhash_signatures(texts[3:4]) == whole[3]).all()


def test_empty_and_short_documents() -> None:
    sig = minhash_signatures(["", "   \n", "x", "x", "x y"])
    assert (sig[0] == 0xFFFFFFFF).all() and (sig[1] == 0xFFFFFFFF).all()
    assert (sig[2] == sig[3]).all() and not (sig[2] == sig[4]).all()
    assert minhash_signatures([]).shape == (0, 128)


def test_lone_surrogates_do_not_crash() -> None:
    assert len(shingle_hashes("int \udcff x;")) == 1


def test_estimate_tracks_exact_jaccard(header_paths) -> None:
    text = read_text(header_paths[0])
    toks = tokenize(text)
    edited = " ".join(t if i % 40 else "zz_edit" for i, t in enumerate(toks))
    sa, sb = set(shingle_hashes(text).tolist()), set(shingle_hashes(edited).tolist())
    exact = len(sa & sb) / len(sa | sb)
    sig = minhash_signatures([text, edited])
    assert abs(estimated_jaccard(sig[0], sig[1]) - exact) < 0.15
    ref_a, ref_b = (MinHash(num_perm=128, seed=1, hashfunc=int) for _ in range(2))
    ref_a.hashvalues, ref_b.hashvalues = sig[0].copy(), sig[1].copy()
    assert ref_a.jaccard(ref_b) == pytest.approx(estimated_jaccard(sig[0], sig[1]))


@settings(max_examples=150, deadline=None)
@given(code_text, code_text)
def test_exact_jaccard_equals_python_sets(a: str, b: str) -> None:
    sa, sb = set(shingle_hashes(a).tolist()), set(shingle_hashes(b).tolist())
    assert shingle_set(a).tolist() == sorted(sa)
    assert shared_shingles(shingle_set(a), shingle_set(b)) == (len(sa & sb), len(sa | sb))
    assert exact_jaccard(shingle_set(a), shingle_set(b)) == (len(sa & sb) / len(sa | sb) if sa | sb else 1.0)


def test_exact_similarities_per_edge(header_paths) -> None:
    text = read_text(header_paths[0])
    toks = tokenize(text)
    texts = [text, " ".join(t if i % 30 else "zz_edit" for i, t in enumerate(toks)), "", "int x;"]
    sets = [shingle_set(t) for t in texts]
    edges = np.array([[0, 1], [0, 2], [2, 2], [1, 3]])
    shared, union = exact_similarities(edges, sets)
    expected = [shared_shingles(sets[a], sets[b]) for a, b in edges.tolist()]
    assert list(zip(shared.tolist(), union.tolist(), strict=True)) == expected
    assert expected[1] == (0, len(sets[0])) and expected[2] == (0, 0)  # nothing shared with an empty text
    assert 0.5 < shared[0] / union[0] < 0.95


def test_band_keys_agree_with_datasketch_lsh(header_paths) -> None:
    """Our buckets find exactly the pairs datasketch's MinHashLSH finds with the same banding."""
    texts = [read_text(p) for p in header_paths[:40]]
    texts += [t.replace("int", "long", 1) for t in texts[:10]] + texts[:5]
    sig = minhash_signatures(texts)
    keys = band_keys(sig, bands=14, rows=8)
    edges = unique_edges(
        np.concatenate([candidate_edges(keys[:, b], np.arange(len(texts))) for b in range(14)])
    )
    ours = {tuple(e) for e in edges.tolist()}
    lsh = MinHashLSH(num_perm=128, params=(14, 8))
    sketches = []
    for i, row in enumerate(sig):
        m = MinHash(num_perm=128, seed=1, hashfunc=int)
        m.hashvalues = row.copy()
        sketches.append(m)
        lsh.insert(i, m)
    theirs = {tuple(sorted((i, j))) for i, m in enumerate(sketches) for j in lsh.query(m) if i != j}
    assert ours == theirs and len(ours) >= 15


def test_band_keys_shape_and_guard() -> None:
    sig = minhash_signatures(["a b c d e f g", "a b c d e f g", "q r s t u v"])
    keys = band_keys(sig)
    assert keys.shape == (3, 14) and keys.dtype == np.uint64
    assert (keys[0] == keys[1]).all() and not (keys[0] == keys[2]).any()
    with pytest.raises(ValueError):
        band_keys(sig, bands=17, rows=8)


def test_candidate_edges_small_bucket_all_pairs_large_bucket_star() -> None:
    keys = np.array([5, 5, 5, 9, 1, 1], dtype=np.uint64)
    ids = np.array([40, 10, 30, 20, 60, 50])
    assert candidate_edges(keys, ids).tolist() == [[10, 30], [10, 40], [30, 40], [50, 60]]
    big = candidate_edges(np.zeros(100, dtype=np.uint64), np.arange(100)[::-1], all_pairs_up_to=32)
    assert big.tolist() == [[0, i] for i in range(1, 100)]
    assert candidate_edges(np.array([], dtype=np.uint64), np.array([], dtype=np.int64)).shape == (0, 2)


def test_verify_edges_on_memmap(tmp_path) -> None:
    sig = np.array([[1, 2, 3, 4], [1, 2, 3, 9], [7, 7, 7, 7]], dtype=np.uint32)
    path = tmp_path / "sig.u32"
    sig.tofile(path)
    mm = np.memmap(path, dtype=np.uint32, mode="r", shape=sig.shape)
    edges = np.array([[0, 1], [0, 2], [1, 2]])
    assert verify_edges(edges, mm, threshold=0.7).tolist() == [[0, 1]]
    assert verify_edges(edges, mm, threshold=0.0, chunk=1).tolist() == edges.tolist()


@settings(max_examples=100, deadline=None)
@given(
    st.integers(1, 40).flatmap(
        lambda n: st.tuples(
            st.just(n), st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=60)
        )
    )
)
def test_clusters_equal_union_find(case) -> None:
    n, pairs = case
    uf = UnionFind(n)
    for a, b in pairs:
        uf.union(a, b)
    edges = np.array(pairs, dtype=np.int64).reshape(-1, 2)
    assert clusters(edges, n).tolist() == uf.labels().tolist()
    assert clusters(edges[::-1], n).tolist() == uf.labels().tolist()  # edge order does not matter


def test_clusters_long_chain() -> None:
    n = 5000
    edges = np.stack([np.arange(n - 1), np.arange(1, n)], axis=1)[::-1]
    assert (clusters(edges, n) == 0).all()


def test_representatives_deterministic_and_order_free() -> None:
    labels = clusters(np.array([[0, 3], [3, 4], [1, 2]]), 6)
    keys = [(1, "vendor/b.h"), (2, "x.h"), (0, "y.h"), (0, "lib/a.h"), (0, "lib/a.h"), (5, "solo.h")]
    rep = choose_representatives(labels, keys)
    assert rep.tolist() == [3, 2, 2, 3, 3, 5]  # exact key tie (3 vs 4) -> smaller index
    perm = np.array([5, 2, 4, 0, 3, 1])
    rep_p = choose_representatives(clusters(np.array([[3, 4], [4, 2], [5, 1]]), 6), [keys[i] for i in perm])
    kept = {keys[perm[i]] for i in range(6) if rep_p[i] == i}
    assert kept == {keys[i] for i in range(6) if rep[i] == i}


def test_signatures_roundtrip_fixed_size_binary_parquet(tmp_path) -> None:
    sig = minhash_signatures([f"int v{i} = {i};" for i in range(50)])
    arr = signatures_to_arrow(sig)
    assert arr.type == pa.binary(512)
    pq.write_table(pa.table({"doc_id": np.arange(50), "minhash": arr}), tmp_path / "sig.parquet")
    back = pq.read_table(tmp_path / "sig.parquet").column("minhash")
    assert (signatures_from_arrow(back) == sig).all()
    assert (signatures_from_arrow(arr.slice(10, 5)) == sig[10:15]).all()
    assert (tmp_path / "sig.parquet").stat().st_size < 50 * 512 + 4096


def test_detection_probability_documented_points() -> None:
    assert detection_probability(0.85, bands=14, rows=8) == pytest.approx(0.988, abs=5e-4)
    assert detection_probability(0.5, bands=14, rows=8) == pytest.approx(0.053, abs=5e-4)
    assert CROSS_SOURCE.probability(0.7) == pytest.approx(0.565, abs=5e-4)
    assert WITHIN_CORPUS.probability(0.7) == pytest.approx(0.918, abs=5e-4)
    json.dumps([CROSS_SOURCE.__dict__, WITHIN_CORPUS.__dict__])


def test_bucketing_can_be_split_by_key_partition(header_paths) -> None:
    """A band's buckets are independent: partitioning its keys (e.g. by hash range) loses no edge."""
    texts = [read_text(p) for p in header_paths[:60]]
    texts += [t.replace("(", "( ", 3) for t in texts[:20]]
    keys = band_keys(minhash_signatures(texts))[:, 3]
    ids = np.arange(len(texts))
    whole = candidate_edges(keys, ids)
    parts = [candidate_edges(keys[keys % np.uint64(4) == r], ids[keys % np.uint64(4) == r]) for r in range(4)]
    assert len(whole) >= 20
    assert unique_edges(np.concatenate(parts)).tolist() == whole.tolist()


@settings(max_examples=100, deadline=None)
@given(st.lists(code_text, min_size=1, max_size=6))
def test_compiled_signatures_equal_numpy_path(texts: list[str]) -> None:
    from pipeline.hygiene import _minhash
    from pipeline.hygiene.neardup import _encode, _numpy_signature_batch

    if not _minhash.available():
        pytest.skip("no C compiler")
    a, b = minhash_permutations(128, 1)
    native = _minhash.signatures([_encode(t) for t in texts], a, b)
    assert (native == _numpy_signature_batch(texts, a, b)).all()


def test_compiled_signatures_equal_numpy_path_on_real_headers(header_paths) -> None:
    from pipeline.hygiene import _minhash
    from pipeline.hygiene.neardup import _encode, _numpy_signature_batch

    if not _minhash.available():
        pytest.skip("no C compiler")
    texts = [read_text(p) for p in header_paths[:40]]
    a, b = minhash_permutations(64, 5)
    assert (
        _minhash.signatures([_encode(t) for t in texts], a, b) == _numpy_signature_batch(texts, a, b)
    ).all()
