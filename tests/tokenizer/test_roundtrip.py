"""Lossless canonical encoding: decode(encode(x)) == x, and the compiled path equals the reference."""

from __future__ import annotations

import os

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.tokenizer.reference import greedy_encode

HYP = settings(
    max_examples=int(os.environ.get("TOKENIZER_HYPOTHESIS_EXAMPLES", "100")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

# text biased towards code, plus arbitrary Unicode (incl. NUL, CR, astral planes, surrogates)
code_alphabet = st.sampled_from(
    list("abcxyz_ABC0189 \t\n\r(){}[];:<>=+-*/&|!~#\"'\\.,") + ["std::", "0x", "    "]
)
code_text = st.lists(code_alphabet, max_size=200).map("".join)
any_text = st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=200)
mixed_text = st.one_of(code_text, any_text, st.text(max_size=300))


def test_every_file_of_a_real_corpus_round_trips(tok, heldout_texts, train_texts):
    texts = heldout_texts + train_texts
    for text, ids in zip(texts, tok.encode_batch(texts), strict=True):
        assert tok.decode(ids) == text


def test_encode_matches_encode_batch(tok, heldout_texts):
    texts = heldout_texts[:50]
    for text, ids in zip(texts, tok.encode_batch(texts), strict=True):
        assert tok.encode(text) == ids.tolist()
        assert ids.dtype == np.uint32


def test_edge_cases(tok):
    cases = [
        "",
        "\0",
        "a\0b\0\0",
        "int x;\r\nint y;\r\n",
        "\r",
        "\n\n\n",
        "x" * 100_000,
        ("std::vector<int> v; " * 6000) + "\n",
        " " * 100_000,
        "é漢字🙂\U0010ffff",
        "\ud800 lone surrogate \udfff",  # valid in a Python str; kept via surrogatepass
    ]
    for text in cases:
        ids = tok.encode(text)
        assert tok.decode(ids) == text, repr(text[:40])
    assert tok.encode("") == []
    assert [a.tolist() for a in tok.encode_batch(["", "a", ""])] == [[], tok.encode("a"), []]
    assert tok.encode_batch([]) == []


def test_every_byte_value_is_a_token(tok):
    data = bytes(range(256))
    ids = tok.encode_bytes(data)
    assert tok.decode_bytes(ids) == data
    for b in range(256):
        assert tok.encode_bytes(bytes([b])).tolist() == [64 + b]


@HYP
@given(text=mixed_text)
def test_round_trip_hypothesis(tok, text):
    assert tok.decode(tok.encode(text)) == text


@HYP
@given(text=mixed_text)
def test_compiled_encoder_equals_reference(tok, text):
    vocab = {t: i for i, t in enumerate(tok.id_to_token) if t is not None}
    data = text.encode("utf-8", "surrogatepass")
    assert tok.encode_bytes(data).tolist() == greedy_encode(data, vocab, tok._max_len, tok.max_piece_bytes)


@HYP
@given(line=st.text(alphabet="ab_ (", min_size=1, max_size=50), reps=st.integers(1, 3))
def test_no_token_crosses_a_newline(tok, line, reps):
    text = "\n".join([line] * reps) + "\n"
    nl = tok.encode("\n")[0]
    pieces, cur = [], []
    for i in tok.encode(text):
        if i == nl:
            pieces.append(cur)
            cur = []
        else:
            cur.append(i)
            assert b"\n" not in tok.token_bytes(i)
    assert all(tok.decode(p) == line for p in pieces)
