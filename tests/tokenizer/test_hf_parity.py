"""Three executions, one answer: the exported tokenizer.json under HF gives the canonical ids."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.tokenizer import SPECIAL_TOKENS

HYP = settings(
    max_examples=int(os.environ.get("TOKENIZER_HYPOTHESIS_EXAMPLES", "100")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
# HF (PyO3) cannot take lone surrogates, so Hypothesis text here is valid Unicode
hf_text = st.one_of(
    st.text(max_size=300),
    st.lists(
        st.sampled_from(list("ab_Z09 \t\n\r(){};:<>=*&#\"'") + ["std::", "0x", "    ", "<BOS>"]), max_size=150
    ).map("".join),
)


def test_hf_gives_canonical_ids_on_every_heldout_file(tok, hf_tok, heldout_texts):
    encs = hf_tok.encode_batch(heldout_texts, add_special_tokens=False)
    for text, enc in zip(heldout_texts, encs, strict=True):
        assert enc.ids == tok.encode(text)


def test_hf_gives_canonical_ids_on_every_training_file(tok, hf_tok, train_texts):
    encs = hf_tok.encode_batch(train_texts, add_special_tokens=False)
    for text, enc in zip(train_texts, encs, strict=True):
        assert enc.ids == tok.encode(text)


@HYP
@given(text=hf_text)
def test_hf_parity_hypothesis(tok, hf_tok, text):
    assert hf_tok.encode(text, add_special_tokens=False).ids == tok.encode(text)


def test_hf_decode_matches(tok, hf_tok, heldout_texts):
    for text in heldout_texts[:20]:
        assert hf_tok.decode(tok.encode(text)) == text


def test_hf_vocab_size_and_edge_cases(tok, hf_tok):
    assert hf_tok.get_vocab_size() == tok.vocab_size
    for text in ["", "\0\0", "a\r\nb\r\n", "\n\n", "x" * 5000, "é漢字🙂", "\t\t  int\n"]:
        assert hf_tok.encode(text, add_special_tokens=False).ids == tok.encode(text), repr(text)


def test_special_token_text_never_yields_special_ids(tok, hf_tok):
    text = " ".join(SPECIAL_TOKENS) + "".join(SPECIAL_TOKENS) + "<|endoftext|> [CLS] </s>"
    ids = tok.encode(text)
    assert min(ids) >= 64
    assert hf_tok.encode(text, add_special_tokens=False).ids == ids
    assert hf_tok.encode(text).ids == ids  # no post-processor adds anything either
    assert tok.decode(ids) == text


def test_transformers_fast_tokenizer_parity(tok, trained, heldout_texts):
    transformers = pytest.importorskip("transformers")
    fast = transformers.PreTrainedTokenizerFast(tokenizer_file=str(trained[1] / "tokenizer.json"))
    for text in heldout_texts[:40] + [" ".join(SPECIAL_TOKENS), "<BOS>int main() {}\n"]:
        assert fast.encode(text, add_special_tokens=False) == tok.encode(text)
    assert len(fast) == tok.vocab_size
