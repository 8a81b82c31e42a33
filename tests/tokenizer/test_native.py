"""The compiled core equals the pure-Python references (word split, BPE training, trie)."""

from __future__ import annotations

import os
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.tokenizer import _native, reference
from pipeline.tokenizer.boundary import boundary_table, byte_classes, split_words
from pipeline.tokenizer.model import Trie

HYP = settings(
    max_examples=int(os.environ.get("TOKENIZER_HYPOTHESIS_EXAMPLES", "100")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
SCHEMES = ("space_joins_next", "class_change", "ident_digits")
code_bytes = st.lists(
    st.sampled_from(
        [
            b"a",
            b"Z",
            b"_",
            b"0",
            b"9",
            b" ",
            b"\t",
            b"\n",
            b"\r",
            b"(",
            b";",
            b"::",
            b"\xc3\xa9",
            b"\xff",
            b"int",
            b"    ",
        ]
    ),
    max_size=80,
).map(b"".join)

pytestmark = pytest.mark.skipif(not _native.available(), reason="no C compiler")


def test_boundary_table_examples():
    assert split_words(b"  return x_1;\n") == [b"  return", b" x_1", b";", b"\n"]
    assert split_words(b"  return x_1;\n", "space_joins_next") == [b"  return", b" x_", b"1", b";", b"\n"]
    assert split_words(b"0x1F", "ident_digits") == [b"0", b"x1", b"F"]
    assert split_words(b"a\n\n b") == [b"a", b"\n", b"\n", b" b"]
    assert split_words(b"uint32_t", "ident_digits") == [b"uint32", b"_t"]
    assert split_words(b"x = y", "class_change") == [b"x", b" ", b"=", b" ", b"y"]
    t = boundary_table()
    assert t.shape == (6, 6) and t.dtype == np.uint8


@HYP
@given(data=code_bytes, scheme=st.sampled_from(SCHEMES))
def test_split_words_compiled_equals_reference(data, scheme):
    starts = _native.split_words(data, byte_classes(), boundary_table(scheme))
    ends = [*starts.tolist()[1:], len(data)] if len(starts) else []
    words = [data[a:b] for a, b in zip(starts.tolist(), ends, strict=True)]
    assert words == split_words(data, scheme)


def _word_table(docs: list[bytes], scheme: str = "ident_digits") -> dict[bytes, int]:
    wc = _native.WordCounter(byte_classes(), boundary_table(scheme))
    for d in docs:
        wc.add(d)
    data, offs, counts = wc.export()
    raw = data.tobytes()
    return {raw[offs[i] : offs[i + 1]]: int(counts[i]) for i in range(len(counts))}


@HYP
@given(docs=st.lists(code_bytes, max_size=6))
def test_word_counter_equals_reference(docs):
    expected = Counter(w for d in docs for w in split_words(d))
    assert _word_table(docs) == dict(expected)


def _compiled_merges(
    words: dict[bytes, int], seeds: list[bytes], n: int, aligned: bool = True
) -> list[tuple[int, int]]:
    keys = list(words)
    data = np.frombuffer(b"".join(keys) or b"\0", np.uint8)
    offs = np.zeros(len(keys) + 1, np.int64)
    offs[1:] = np.cumsum([len(k) for k in keys])
    counts = np.asarray([words[k] for k in keys], np.int64)
    pairs, _ = _native.bpe_train(data, offs, counts, seeds, max_merges=n, min_freq=2, aligned=aligned)
    return [tuple(p) for p in pairs.tolist()]


def test_bpe_hand_worked_example():
    # "aaab" x2, "ab" x1: (a,a) counts 4 (two per word, plain adjacency), (a,b) 3 -> merge (a,a) first
    words = {b"aaab": 2, b"ab": 1}
    assert reference.bpe_train(words, [], 3) == [(97, 97), (97, 98), (256, 257)]
    assert _compiled_merges(words, [], 3) == [(97, 97), (97, 98), (256, 257)]


@pytest.mark.parametrize("aligned", [True, False])
def test_bpe_compiled_equals_reference_on_real_code(train_texts, aligned):
    docs = [t.encode() for t in train_texts[:8]]
    words = _word_table(docs)
    seeds = sorted([b"init", b"read", b"value", b"size", b"Size"], key=lambda b: (b[0], b))
    ref = reference.bpe_train(words, seeds, 150, aligned=aligned)
    assert len(ref) == 150
    assert _compiled_merges(words, seeds, 150, aligned) == ref


@HYP
@given(docs=st.lists(code_bytes, min_size=1, max_size=8), n=st.integers(1, 40), aligned=st.booleans())
def test_bpe_compiled_equals_reference_hypothesis(docs, n, aligned):
    words = _word_table(docs)
    seeds = [b"int", b"__", b"Za", b"aZ"]
    seeds.sort(key=lambda b: (b[0], b))
    assert _compiled_merges(words, seeds, n, aligned) == reference.bpe_train(words, seeds, n, aligned=aligned)


@HYP
@given(
    tokens=st.lists(st.binary(min_size=2, max_size=6), max_size=30, unique=True),
    data=st.one_of(
        st.binary(max_size=200), st.lists(st.sampled_from([b"ab", b"\n", b"a", b"\xff"])).map(b"".join)
    ),
    max_piece=st.integers(0, 12),
)
def test_trie_encoder_equals_reference(tokens, data, max_piece):
    vocab = {bytes([b]): b for b in range(256)}
    for t in tokens:
        vocab.setdefault(t, len(vocab))
    trie = Trie.build(vocab.items())
    enc = _native.TrieEncoder(trie.first, trie.nchild, trie.label, trie.token, max_piece)
    assert enc.encode(data).tolist() == reference.greedy_encode(data, vocab, 6, max_piece)
    assert [x.tolist() for x in enc.encode_batch([data, data[:7]])] == [
        reference.greedy_encode(d, vocab, 6, max_piece) for d in (data, data[:7])
    ]
    again = Trie.from_bytes(trie.to_bytes())
    assert (again.first == trie.first).all() and (again.token == trie.token).all()


def _trie_by_nested_dicts(tokens: list[tuple[bytes, int]]) -> Trie:
    """The flat trie the plain way: a trie of nested dicts, then a breadth-first walk with sorted
    children (what ``Trie.build`` computed before it worked on sorted tokens); the oracle."""
    root: dict = {}
    for tb, tid in tokens:
        node = root
        for b in tb:
            node = node.setdefault(b, {})
        node[-1] = tid
    first, nchild, label, token = [0], [0], [0], [-1]
    queue, qi = [root], 0
    while qi < len(queue):
        node = queue[qi]
        kids = sorted(k for k in node if k >= 0)
        first[qi], nchild[qi] = len(label), len(kids)
        for k in kids:
            queue.append(node[k])
            first.append(0)
            nchild.append(0)
            label.append(k)
            token.append(node[k].get(-1, -1))
        qi += 1
    return Trie(
        np.asarray(first, np.uint32),
        np.asarray(nchild, np.uint32),
        np.asarray(label, np.uint8),
        np.asarray(token, np.int32),
    )


@HYP
@given(
    tokens=st.lists(
        st.tuples(st.binary(max_size=7), st.integers(256, 70_000)).map(
            lambda t: (t[0].replace(b"\x00", b"a"), t[1])
        )
        | st.tuples(st.lists(st.sampled_from(b"ab\n\xff"), max_size=6).map(bytes), st.integers(256, 70_000)),
        max_size=60,
    ),
    drop_byte=st.none() | st.integers(0, 255),
)
def test_trie_layout_equals_the_nested_dict_walk(tokens, drop_byte):
    """Same arrays (so the same trie.bin bytes), repeated bytes (the later id wins), empty tokens
    (ignored) and a missing byte (refused) included."""
    items = [(bytes([b]), b) for b in range(256) if b != drop_byte] + tokens
    expected = _trie_by_nested_dicts(items)
    if drop_byte is not None and all(t != bytes([drop_byte]) for t, _ in tokens):  # a token may restore it
        with pytest.raises(ValueError, match="every byte value"):
            Trie.build(items)
        return
    assert Trie.build(items).to_bytes() == expected.to_bytes()


def test_trie_layout_equals_the_nested_dict_walk_on_a_trained_vocabulary(train_texts, tmp_path):
    import warnings

    from pipeline.tokenizer import load_tokenizer, train_tokenizer

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a small corpus leaves learned ids reserved
        train_tokenizer(train_texts, tmp_path, vocab_size=8192)
    tok = load_tokenizer(tmp_path)
    items = [(t, i) for i, t in enumerate(tok.id_to_token) if t is not None]
    assert len(items) > 1000
    assert (tmp_path / "trie.bin").read_bytes() == _trie_by_nested_dicts(items).to_bytes()
