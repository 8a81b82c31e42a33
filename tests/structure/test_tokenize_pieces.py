"""Stage ``tokenize`` v2 on chunked documents: pieces, token-aligned columns, edges, fail-closed checks."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

from pipeline.stages import chunk as chunk_stage
from pipeline.stages.chunk import chunk_document
from pipeline.stages.tokenize import _PER_TOKEN, TokenizeError, pieces_table
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


def _table(rows: list[dict]) -> pa.Table:
    """Chunk-stage rows (``chunk_document`` plus what pass 2 adds) as the table tokenize reads."""
    plain = [
        {
            "chunk_dropped": [False] * len(r["chunk_kinds"]),
            **{k: v.tolist() if isinstance(v, np.ndarray) else v for k, v in r.items()},
        }
        for r in rows
    ]
    return pa.Table.from_pylist(plain, schema=chunk_stage.SCHEMA)


def _pieces(row: dict, byte_lengths: np.ndarray, bos: int, budget: int) -> list[dict]:
    """One document's piece rows, as dicts of numpy arrays (list columns) and scalars."""
    out, _ = pieces_table(_table([row]), byte_lengths, bos, budget)
    return [
        {
            f.name: np.asarray(v, f.type.value_type.to_pandas_dtype())
            if pa.types.is_large_list(f.type)
            else v
            for f, v in zip(out.schema, values, strict=True)
        }
        for values in zip(*(out.column(c).to_pylist() for c in out.column_names), strict=True)
    ]


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


def test_the_shard_wide_pieces_equal_the_per_document_construction(small_tok):
    """Several documents in one table (an empty one, dropped chunks, edges across pieces) give the
    same rows as building each document's pieces on its own."""
    rng = np.random.default_rng(7)
    rows = []
    for i, text in enumerate([DOC, "", DOC.replace("leaf", "twig"), "int x;\n", DOC]):
        row = _row(small_tok, text, budget=512)
        k = len(row["chunk_kinds"])
        row["doc_id"] = f"{i:016x}"
        row["chunk_dropped"] = rng.random(k) < (0.4 if i == 2 else 0.0)
        pairs = rng.integers(0, max(k, 1), size=(3 * k, 2)) if k else np.zeros((0, 2), np.int64)
        row["type_edges"] = pairs.astype(np.int32).reshape(-1)
        rows.append(row)
    rows[0]["chunk_dropped"][1] = True  # one chunk out of the middle of the first document
    rows[4]["chunk_dropped"] = np.ones(len(rows[4]["chunk_kinds"]), bool)  # nothing left: no piece
    out, empty = pieces_table(_table([dict(r) for r in rows]), small_tok.byte_lengths, BOS, 512)
    assert empty.tolist() == [4]
    as_read = [{k: v.tolist() if isinstance(v, np.ndarray) else v for k, v in r.items()} for r in rows]
    expected = [p for r in as_read for p in _reference_pieces(r, small_tok.byte_lengths, BOS)]
    assert sum(r["chunk_dropped"].any() for r in rows[:4]) >= 2 and len(expected) > 5
    assert out.num_rows == len(expected)
    got = out.to_pylist()
    for e, g in zip(expected, got, strict=True):
        for name, value in e.items():
            want = value.tolist() if isinstance(value, np.ndarray) else value
            assert g[name] == want, (e["doc_id"], e["piece"], name)
        assert g["n_tokens"] == len(g["input_ids"])


def _reference_pieces(row: dict, byte_lengths: np.ndarray, bos_id: int) -> list[dict]:
    """The per-document construction the shard-wide ``pieces_table`` replaced (stage tokenize v2 until
    2026-11-23): the oracle it must equal, row for row."""
    ids = np.asarray(row["input_ids"], dtype=np.uint32)
    lengths = byte_lengths[ids.astype(np.int64)].astype(np.int64)
    tok_starts = np.zeros(ids.size, np.int64)
    if ids.size:
        np.cumsum(lengths[:-1], out=tok_starts[1:])
    n = ids.size
    chunk_lo = np.asarray(row["chunk_token_starts"], np.int64)
    chunk_hi = np.append(chunk_lo[1:], n)
    kinds = np.asarray(row["chunk_kinds"], np.uint8)
    dep = np.asarray(row["chunk_dep_levels"], np.int16)
    chunk_of_token = np.searchsorted(chunk_lo, np.arange(n), side="right") - 1
    token_dep = dep[chunk_of_token] if n else np.zeros(0, np.int16)
    facts = {c: np.asarray(row[c]) for c in _PER_TOKEN}
    edges = {c: np.asarray(row[c], np.int64).reshape(-1, 2) for c in ("call_edges", "type_edges")}
    # chunk-level dedup (off by default) removes copied chunks' tokens from the pieces
    dropped = np.asarray(row.get("chunk_dropped") or np.zeros(kinds.size, bool), dtype=bool)
    if dropped.size != kinds.size:
        raise AssertionError(
            f"{row['doc_id']}: chunk_dropped has {dropped.size} entries for {kinds.size} chunks"
        )
    keep = ~dropped[chunk_of_token] if n else np.zeros(0, bool)
    kept_before = np.concatenate([[0], np.cumsum(keep)])  # kept tokens before each token index
    starts = [int(s) for s in row["piece_token_starts"]]
    bounds = [
        (t0, t1)
        for t0, t1 in zip(starts, [*starts[1:], n], strict=True)
        if not n or kept_before[t1] > kept_before[t0]
    ]
    out = []
    for p, (t0, t1) in enumerate(bounds):
        first = int(np.searchsorted(chunk_lo, t0, side="right")) - 1 if n else 0
        last = int(np.searchsorted(chunk_lo, t1, side="left")) if n else 0
        sel = np.arange(max(first, 0), last)
        sel = sel[~dropped[sel]]
        local = np.full(kinds.size + 1, -1, np.int64)
        local[sel] = np.arange(sel.size)
        tokens = np.arange(t0, t1)[keep[t0:t1]]

        def remap(pairs: np.ndarray, local: np.ndarray = local) -> np.ndarray:
            if not pairs.size:
                return np.zeros(0, np.int32)
            m = local[pairs]
            return m[(m >= 0).all(1)].reshape(-1).astype(np.int32)

        def with_fill(col: str, values: np.ndarray, tokens: np.ndarray = tokens) -> np.ndarray:
            typ = dict(C.TOKEN_COLUMNS)[col].value_type.to_pandas_dtype()
            return np.concatenate([np.array([C.FILLS[col]], typ), values[tokens].astype(typ, copy=False)])

        def offset(t: np.ndarray, t0: int = t0) -> np.ndarray:  # token index -> offset in input_ids
            return (kept_before[t] - kept_before[t0] + 1).astype(np.int32)

        byte_start = int(tok_starts[tokens[0]]) if tokens.size else int(row["n_bytes"])
        out.append(
            {
                "doc_id": row["doc_id"],
                "source": row["source"],
                "path": row["path"],
                "license": row["license"],
                "piece": p,
                "n_pieces": len(bounds),
                "input_ids": np.concatenate([np.array([bos_id], np.uint32), ids[tokens]]),
                "token_byte_starts": np.concatenate([[byte_start], tok_starts[tokens]]).astype(np.uint32),
                **{c: with_fill(c, facts[c]) for c in _PER_TOKEN},
                "token_dep_levels": with_fill("token_dep_levels", token_dep),
                "chunk_starts": offset(np.maximum(chunk_lo[sel], t0)),
                "chunk_ends": offset(np.minimum(chunk_hi[sel], t1)),
                "chunk_kinds": kinds[sel],
                "chunk_dep_levels": dep[sel],
                "call_edges": remap(edges["call_edges"]),
                "type_edges": remap(edges["type_edges"]),
                "platform_ids": np.asarray(row["platform_ids"], np.uint16),
            }
        )
    return out


def test_a_misaligned_document_in_a_shard_is_named(small_tok):
    """In a table of several documents, the first one that does not line up is the one named."""
    rows = [_row(small_tok, text) for text in (DOC, "int x;\n", DOC)]
    for i, r in enumerate(rows):
        r["doc_id"] = f"doc{i}"
    rows[1]["chunk_byte_starts"] = rows[1]["chunk_byte_starts"] + 1  # not at token starts
    rows[2]["n_bytes"] += 1
    with pytest.raises(TokenizeError, match=r"doc1 .*not at token boundaries"):
        pieces_table(_table(rows), small_tok.byte_lengths, BOS, 4096)
    with pytest.raises(TokenizeError, match=r"doc2 .*token spans cover"):
        pieces_table(_table([rows[0], rows[2]]), small_tok.byte_lengths, BOS, 4096)
