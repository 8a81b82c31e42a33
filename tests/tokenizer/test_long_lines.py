"""Long lines: the canonical pieces bound every execution to linear time, and HF agrees on them.

HF's WordPiece is cubic in the length of a word; before pieces were bounded, a 16k-character line
took ~51 s under the exported ``tokenizer.json`` and a 2 MB minified line never finished. The
lines here are 64 KB (realistic minified code) and 64 KB with no free cut at all (the worst case):
unbounded, either would take hours; bounded, each takes well under a second. The time bound
below leaves a margin of ~50x on a loaded 2-core machine, and the old behaviour misses it by
orders of magnitude, so the test can neither flake nor pass by luck.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.tokenizer import FORMAT_VERSION, SPECIAL_TOKENS, load_tokenizer
from pipeline.tokenizer.model import hf_tokenizer_json
from pipeline.tokenizer.reference import greedy_encode, pieces

HYP = settings(
    max_examples=int(os.environ.get("TOKENIZER_HYPOTHESIS_EXAMPLES", "100")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
LINE_BYTES = 64 * 1024
TIME_BOUND_S = 30.0


def _minified(texts: list[str], n_bytes: int) -> str:
    """Real C++ with every whitespace run collapsed to one space: one line, as a minifier writes."""
    out, n = [], 0
    for t in texts:
        s = re.sub(r"\s+", " ", t)
        out.append(s)
        n += len(s.encode())
        if n >= n_bytes:
            break
    line = " ".join(out).encode()[:n_bytes]
    return line.decode("utf-8", "ignore")


def _hf_encode(hf, text: str) -> tuple[list[int], float]:
    t0 = time.perf_counter()
    ids = hf.encode_batch([text], add_special_tokens=False)[0].ids
    return ids, time.perf_counter() - t0


def test_revision_records_the_piece_bound(tok, trained):
    manifest, d = trained
    assert manifest["format_version"] == FORMAT_VERSION == 3
    assert manifest["max_piece_bytes"] == tok.max_piece_bytes == 256
    assert isinstance(tok.max_piece_bytes, int)


def test_minified_long_line_hf_ids_equal_ours_in_linear_time(tok, hf_tok, heldout_texts):
    line = _minified(heldout_texts, LINE_BYTES)
    assert "\n" not in line and len(line.encode()) > 60_000
    ours = tok.encode(line)
    ids, seconds = _hf_encode(hf_tok, line)
    assert ids == ours
    assert seconds < TIME_BOUND_S, f"HF took {seconds:.1f} s on a {len(line)} character line"
    assert tok.decode(ours) == line and hf_tok.decode(ids) == line


def test_worst_case_line_without_free_cuts(tok, hf_tok):
    # one repeated letter: every pair occurs inside some token, so only the canonical bound cuts it
    line = "a" * LINE_BYTES
    ids, seconds = _hf_encode(hf_tok, line)
    assert ids == tok.encode(line)
    assert seconds < TIME_BOUND_S


def test_no_token_crosses_a_piece_boundary(tok, heldout_texts):
    data = _minified(heldout_texts, 20_000).encode() + b"\n" + "é漢字🙂".encode() * 200 + b"\nx\n"
    ends = {e for _, e in pieces(data, tok.max_piece_bytes)}
    pos = 0
    for i in tok.encode_bytes(data).tolist():
        start, pos = pos, pos + len(tok.token_bytes(i))
        assert not any(e in ends for e in range(start + 1, pos)), (start, pos)
    assert pos == len(data)
    vocab = {t: i for i, t in enumerate(tok.id_to_token) if t is not None}
    assert tok.encode_bytes(data).tolist() == greedy_encode(data, vocab, tok._max_len, tok.max_piece_bytes)


@pytest.fixture(scope="module")
def tiny_piece(tok, tmp_path_factory):
    """The same vocabulary with an 8-byte piece bound: cuts fall inside tokens all the time."""
    from tokenizers import Tokenizer as HFTokenizer

    names = {i: SPECIAL_TOKENS[i] for i in range(len(SPECIAL_TOKENS))}
    hf = HFTokenizer.from_str(hf_tokenizer_json(tok.id_to_token, names, 8))
    return dataclasses.replace(tok, max_piece_bytes=8), hf


hf_text = st.one_of(
    st.text(max_size=120),
    st.lists(
        st.sampled_from(list("ab_Z09 \t\n\r(){};:<>=*&#\"'é") + ["std::", "0x1F", "    ", "operator", "漢"]),
        max_size=80,
    ).map("".join),
)


@HYP
@given(text=hf_text)
def test_hf_parity_with_many_piece_cuts(tiny_piece, text):
    small, hf = tiny_piece
    ids = small.encode(text)
    assert hf.encode(text, add_special_tokens=False).ids == ids
    assert small.decode(ids) == text and hf.decode(ids) == text


def test_small_piece_bound_changes_ids_but_not_on_lines_within_one_piece(tok, tiny_piece, heldout_texts):
    small, hf = tiny_piece
    text = heldout_texts[0][:4000]
    assert small.encode(text) != tok.encode(text)  # 8-byte pieces cut many tokens
    assert hf.encode(text, add_special_tokens=False).ids == small.encode(text)
    for line in text.split("\n"):
        if 0 < len(line.encode()) <= 8:  # a line that fits one piece is unaffected
            assert small.encode(line) == tok.encode(line)


def test_old_or_bad_manifests_are_rejected_clearly(trained, tmp_path):
    manifest, d = trained
    for name in ("tokenizer.json", "trie.bin"):
        (tmp_path / name).write_bytes((d / name).read_bytes())
    old = dict(manifest, format_version=2)
    old.pop("max_piece_bytes")
    (tmp_path / "manifest.json").write_text(json.dumps(old))
    with pytest.raises(ValueError, match="retrain"):
        load_tokenizer(tmp_path)
    for bad in (0, -1, "256", None, True):
        (tmp_path / "manifest.json").write_text(json.dumps(dict(manifest, max_piece_bytes=bad)))
        with pytest.raises(ValueError, match="max_piece_bytes"):
            load_tokenizer(tmp_path)
