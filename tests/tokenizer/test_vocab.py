"""Bands, pinned ids, targets, revisions, vocab sizes."""

from __future__ import annotations

import json
import warnings

import pytest

from pipeline.tokenizer import (
    ARTIFACT_FILES,
    BOS_ID,
    EOS_ID,
    PAD_ID,
    SPECIAL_TOKENS,
    UNK_ID,
    VocabSizeMismatch,
    load_tokenizer,
    train_tokenizer,
)
from pipeline.tokenizer.bands import LEARNED_START, band_layout, band_tokens, domain_candidates
from pipeline.tokenizer.model import check_max_id


def test_special_ids_are_pinned():
    assert (PAD_ID, UNK_ID, BOS_ID, EOS_ID) == (0, 1, 2, 3)
    assert len(SPECIAL_TOKENS) == 64
    assert SPECIAL_TOKENS[:4] == ("<PAD>", "<UNK>", "<BOS>", "<EOS>")
    for name in (
        "<FIM_PREFIX>",
        "<CODE_START>",
        "<THINK_START>",
        "<THINK_ERROR_START>",
        "<THINK_PLAN_END>",
        "<QUERY_TOOL>",
        "<TOOL_RESULT>",
        "<COMPILE_START>",
        "<SCRIPT_START>",
        "<DIFF_START>",
        "<COMMENT_START>",
        "<FILE_SEP>",
        "<RESERVED_63>",
    ):
        assert name in SPECIAL_TOKENS


def test_layout_is_pinned():
    # Changing these numbers moves every fixed id: that needs a new LAYOUT_VERSION.
    layout = band_layout()
    assert layout["bytes"] == (64, 320)
    assert layout["keywords"] == (320, 480)
    assert LEARNED_START == layout["learned"][0] == 2416
    kw = band_tokens()["keywords"]
    for k in ("constinit", "co_await", "co_yield", "co_return", "contract_assert", "_Atomic"):
        assert k in kw


def test_artifact_files_and_manifest(trained, tok):
    manifest, d = trained
    for f in ARTIFACT_FILES:
        assert (d / f).is_file(), f
    on_disk = json.loads((d / "manifest.json").read_text())
    assert on_disk == json.loads(json.dumps(manifest))
    for key in ("revision", "vocab_size", "format_version", "bands", "special_tokens", "learned"):
        assert key in manifest
    assert manifest["special_tokens"]["<BOS>"] == tok.bos_id == 2
    assert tok.vocab_size == 65536 and tok.revision == manifest["revision"]
    report = json.loads((d / "selection_report.json").read_text())
    assert set(report["domain"]) >= {"cuda_runtime", "nccl", "sql", "testing"}


@pytest.mark.parametrize("text", ["0xDEADBEEF", "__device__", "cudaMalloc", "co_await", "std::"])
def test_target_tokens_are_single(tok, text):
    ids = tok.encode(text)
    assert len(ids) == 1, [tok.token_bytes(i) for i in ids]


def test_std_vector_of_string(tok):
    ids = tok.encode("std::vector<std::string>")
    assert len(ids) <= 4, [tok.token_bytes(i) for i in ids]


def test_seeded_morphemes_are_single_tokens(trained, tok):
    seeds = trained[0]["seeds"]
    assert {"init", "read", "write", "buffer", "value", "index"} <= set(seeds)
    for m in seeds:
        assert len(tok.encode(m)) == 1, m


def test_generic_domain_words_are_cut(trained):
    report = json.loads((trained[1] / "selection_report.json").read_text())
    cut = {e["token"] for cat in report["domain"].values() for e in cat["cut"]}
    kept = {e["token"] for cat in report["domain"].values() for e in cat["kept"]}
    assert {"Status", "query", "stride"} <= cut
    assert {"cudaMalloc", "__device__", "ncclAllReduce"} <= kept
    assert "hipMalloc" in cut  # never seen in this corpus


def test_scan_parquet_written(trained):
    import pyarrow.parquet as pq

    t = pq.read_table(trained[1] / "scan.parquet")
    assert t.column_names == ["kind", "token", "count", "docs"]
    rows = {
        (k, tok): c
        for k, tok, c in zip(*(t.column(n).to_pylist() for n in ("kind", "token", "count")), strict=True)
    }
    assert rows[("namespace", "std")] > 100
    assert rows[("morpheme", "init")] > 0


def test_reserved_and_special_ids_never_produced(tok, heldout_texts):
    live = {i for i, t in enumerate(tok.id_to_token) if t is not None}
    for ids in tok.encode_batch(heldout_texts):
        assert set(ids.tolist()) <= live
        tok.check_ids(ids)


def test_vocab_size_mismatch_fails_fast(tok):
    tok.check_vocab_size(65536)
    with pytest.raises(VocabSizeMismatch, match=r"vocab size 65536.*configured for 32000"):
        tok.check_vocab_size(32000)
    with pytest.raises(VocabSizeMismatch, match="70000"):
        check_max_id([1, 70000], 65536)


def test_same_input_same_revision(tmp_path, train_texts):
    texts = train_texts[:60]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        a = train_tokenizer(texts, tmp_path / "a", vocab_size=65536)
        b = train_tokenizer(iter(texts), tmp_path / "b", vocab_size=65536)
    assert a["revision"] == b["revision"]
    assert (tmp_path / "a" / "tokenizer.json").read_bytes() == (
        tmp_path / "b" / "tokenizer.json"
    ).read_bytes()
    assert (tmp_path / "a" / "trie.bin").read_bytes() == (tmp_path / "b" / "trie.bin").read_bytes()


def test_different_sample_keeps_fixed_and_special_ids(tmp_path, trained, heldout_texts):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        other = train_tokenizer(heldout_texts[:80], tmp_path / "o", vocab_size=65536)
    a, b = load_tokenizer(trained[1]), load_tokenizer(tmp_path / "o")
    assert other["revision"] != trained[0]["revision"]
    assert a.manifest["bands"] == b.manifest["bands"]
    assert a.manifest["special_tokens"] == b.manifest["special_tokens"]
    dom_lo, dom_hi = band_layout()["domain"]
    for i in range(LEARNED_START):
        if dom_lo <= i < dom_hi and (a.id_to_token[i] is None or b.id_to_token[i] is None):
            continue  # a domain candidate kept by one sample's scan and cut by the other's: slot reserved
        assert a.id_to_token[i] == b.id_to_token[i], i
    # every kept domain token sits at its catalogue position in both
    for pos, (_cat, t) in enumerate(domain_candidates()):
        for x in (a, b):
            assert x.id_to_token[dom_lo + pos] in (None, t.encode())


def test_too_small_corpus_reserves_ids_with_warning(tmp_path):
    with pytest.warns(UserWarning, match="stay reserved"):
        m = train_tokenizer(["int main() { return 0; }\n"] * 3, tmp_path / "t", vocab_size=65536)
    tok = load_tokenizer(tmp_path / "t")
    assert tok.vocab_size == m["vocab_size"] == 65536
    assert m["learned"]["n_reserved"] > 60000
    from tokenizers import Tokenizer as HFTokenizer

    hf = HFTokenizer.from_file(str(tmp_path / "t" / "tokenizer.json"))
    assert hf.get_vocab_size() == 65536
    text = "int main() { return 0; }\n<BOS>"
    assert hf.encode(text, add_special_tokens=False).ids == tok.encode(text)
    assert tok.decode(tok.encode(text)) == text


def test_vocab_131072(tmp_path, train_texts):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = train_tokenizer(train_texts[:100], tmp_path / "big", vocab_size=131072)
    tok = load_tokenizer(tmp_path / "big")
    assert tok.vocab_size == m["vocab_size"] == 131072
    assert m["bands"]["learned"] == [LEARNED_START, 131072]
    from tokenizers import Tokenizer as HFTokenizer

    hf = HFTokenizer.from_file(str(tmp_path / "big" / "tokenizer.json"))
    assert hf.get_vocab_size() == 131072
    for text in train_texts[:5]:
        ids = tok.encode(text)
        assert tok.decode(ids) == text
        assert hf.encode(text, add_special_tokens=False).ids == ids


def test_vocab_size_too_small_is_rejected(tmp_path):
    with pytest.raises(ValueError, match="vocab_size"):
        train_tokenizer(["x"], tmp_path, vocab_size=1000)


def test_omitted_fixed_entries_stay_reserved_and_unknown_ones_are_rejected(tmp_path, train_texts):
    texts = train_texts[:40]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = train_tokenizer(texts, tmp_path / "a", vocab_size=8192, omit_fixed=["boost::", "torch::"])
        with pytest.raises(ValueError, match="no fixed band holds"):
            train_tokenizer(texts, tmp_path / "b", vocab_size=8192, omit_fixed=["not a fixed token"])
        with pytest.raises(ValueError, match="max_piece_bytes"):
            train_tokenizer(texts, tmp_path / "c", vocab_size=8192, max_piece_bytes=0)
    assert m["omitted_fixed"] == ["boost::", "torch::"]
    tok = load_tokenizer(tmp_path / "a")
    lo, hi = m["bands"]["stl"]
    stl = band_tokens()["stl"]
    for name in ("boost::", "torch::"):
        assert tok.id_to_token[lo + stl.index(name)] is None  # pinned id kept, left reserved
    assert tok.id_to_token[lo + stl.index("std::")] == b"std::"
    assert tok.decode(tok.encode("boost::any torch::Tensor")) == "boost::any torch::Tensor"
