"""Stage ``tokenize`` v2 on chunked documents: pieces, token-aligned columns, edges, fail-closed checks."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

from pipeline.stages.chunk import chunk_document
from pipeline.stages.tokenize import TokenizeError, _pieces
from pipeline.structure import columns as C
from pipeline.structure.pieces import PieceError, whole_documents

BOS = 2


def _function(name: str, statements: int, callee: str | None) -> str:
    body = "".join(f"  total += {callee or 'step'}({i});\n" for i in range(statements))
    return f"int {name}(int total) {{\n{body}  return total;\n}}\n"


DOC = (
    "#include <cstdio>\n"
    "struct Box { int w; };\n"
    + _function("leaf", 2, None)
    + _function("mid", 3, "leaf")
    + "// the big one\n"
    + _function("big", 900, "mid")
    + "int use(Box b) { return leaf(b.w); }\n"
)


def _row(tok, text: str = DOC, budget: int = 4096) -> dict:
    ids = np.asarray(tok.encode_batch([text])[0], np.uint32)
    row = chunk_document(text, "doc.cpp", ids, tok.byte_lengths, budget=budget)
    n_chunks = len(row["chunk_kinds"])
    # what pass 2 adds: here a hand-made graph, chunk i depends on chunk i - 1
    row.update(
        doc_id="0123456789abcdef",
        source="s",
        path="doc.cpp",
        license="MIT",
        chunk_dep_levels=np.arange(n_chunks, dtype=np.int16),
        call_edges=np.asarray([[i, i - 1] for i in range(1, n_chunks)], np.int32).reshape(-1),
        type_edges=np.zeros(0, np.int32),
    )
    return row


def test_pieces_concatenate_to_the_document_and_columns_align(small_tok):
    row = _row(small_tok)
    pieces = _pieces(row, small_tok.byte_lengths, BOS, 4096)
    assert len(pieces) >= 2  # the big function does not fit one piece
    whole = np.concatenate([p["input_ids"][1:] for p in pieces])
    assert np.array_equal(whole, row["input_ids"])
    assert small_tok.decode(whole.tolist()) == DOC
    for i, p in enumerate(pieces):
        n = p["input_ids"].size
        assert p["input_ids"][0] == BOS and n <= 4096 and p["piece"] == i and p["n_pieces"] == len(pieces)
        for name, _ in C.TOKEN_COLUMNS:
            assert p[name].size == n, name
            assert p[name][0] == (p["token_byte_starts"][1] if name == "token_byte_starts" else C.FILLS[name])
        s, e = p["chunk_starts"], p["chunk_ends"]
        assert s[0] == 1 and e[-1] == n and (s[1:] == e[:-1]).all() and (s < e).all()
        # the token's dep level is its chunk's
        for k in range(s.size):
            assert (p["token_dep_levels"][s[k] : e[k]] == p["chunk_dep_levels"][k]).all()
        edges = p["call_edges"].reshape(-1, 2)
        assert ((edges >= 0) & (edges < s.size)).all()
    # a piece boundary inside the big function: both sides keep the kind FUNC_BODY
    inside = [
        i for i, t in enumerate(row["piece_token_starts"][1:], 1) if t not in set(row["chunk_token_starts"])
    ]
    assert inside
    for i in inside:
        assert pieces[i - 1]["chunk_kinds"][-1] == pieces[i]["chunk_kinds"][0] == C.FUNC_BODY
    # edges leaving a piece are not stored: the pieces hold fewer pairs than the document
    assert sum(p["call_edges"].size for p in pieces) < row["call_edges"].size
    # token byte starts are whole-document offsets
    text = DOC.encode()
    p1 = pieces[1]
    first = int(p1["token_byte_starts"][1])
    assert text[first:].startswith(small_tok.decode_bytes(p1["input_ids"][1:4].tolist()))


def test_whole_documents_reassembles_pieces_in_any_row_order(small_tok):
    pieces = _pieces(_row(small_tok), small_tok.byte_lengths, BOS, 4096)
    rows = list(reversed(pieces))
    t = pa.table(
        {
            "doc_id": [p["doc_id"] for p in rows],
            "piece": [p["piece"] for p in rows],
            "n_pieces": [p["n_pieces"] for p in rows],
            "input_ids": pa.array([p["input_ids"] for p in rows], pa.large_list(pa.uint32())),
        }
    )
    (ids,) = whole_documents(t, BOS).values()
    assert ids[0] == BOS and small_tok.decode(ids[1:].tolist()) == DOC
    with pytest.raises(PieceError, match="pieces"):
        whole_documents(t.slice(1), BOS)


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda r: r.update(n_bytes=r["n_bytes"] + 1), "token spans cover"),
        (lambda r: r.update(token_ast_depth=r["token_ast_depth"][:-1]), "token_ast_depth has"),
        (lambda r: r.update(token_structure_ids=None), "token_structure_ids has None"),
        (
            lambda r: r.update(
                chunk_byte_starts=r["chunk_byte_starts"]
                + np.r_[0, np.ones(r["chunk_byte_starts"].size - 1, np.int64)]
            ),
            "not at token boundaries",
        ),
        (lambda r: r.update(chunk_token_starts=r["chunk_token_starts"][1:]), "do not tile the tokens"),
        (lambda r: r.update(piece_token_starts=np.asarray([0], np.int32)), "within budget"),
    ],
)
def test_misaligned_spans_fail_closed(small_tok, damage, message):
    row = _row(small_tok)
    damage(row)
    with pytest.raises(TokenizeError, match=message):
        _pieces(row, small_tok.byte_lengths, BOS, 4096)
