"""Verify gates: good outputs pass, each kind of violation fails naming its expectation.

Real GX (ephemeral context, the suites in ``expectations/``) on small synthetic shards.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import numpy as np
import pyarrow as pa
import pytest

from pipeline import gates, packed_rows
from pipeline.gates import GateFailed, validate_output

VOCAB, BOS, PAD, SEQ = 1000, 1, 0, 32
PARAMS: dict[str, Any] = {
    "vocab_size": VOCAB,
    "bos_id": BOS,
    "pad_id": PAD,
    "seq_len": SEQ,
    "min_bytes": 10,
    "max_bytes": 10_000,
    "max_file_bytes": 100_000,
    "budget": 4096,
    "budget_tokens": 4095,
}
DOC_SCHEMA = pa.schema(
    [
        ("doc_id", pa.string()),
        ("source", pa.string()),
        ("path", pa.string()),
        ("text", pa.large_string()),
        ("n_bytes", pa.int64()),
        ("sha256", pa.string()),
    ]
)


def doc_id(i: int) -> str:
    return hashlib.sha256(str(i).encode()).hexdigest()[:16]


def docs(n: int, start: int = 0) -> pa.Table:
    """Document records as acquire/filter/dedup write them."""
    rows = []
    for i in range(start, start + n):
        text = f"int f{i}() {{ return {i}; }}\n" * 3
        raw = text.encode()
        rows.append(
            {
                "doc_id": doc_id(i),
                "source": "seed",
                "path": f"src/f{i}.cpp",
                "text": text,
                "n_bytes": len(raw),
                "sha256": hashlib.sha256(raw).hexdigest(),
            }
        )
    return pa.Table.from_pylist(rows, schema=DOC_SCHEMA)


def licensed(n: int, start: int = 0) -> pa.Table:
    """Document records as license writes them (a license and the evidence that decided it)."""
    t = docs(n, start)
    t = t.append_column("license", pa.array(["MIT"] * n, pa.string()))
    return t.append_column("license_evidence", pa.array(["spdx-tag: MIT"] * n, pa.string()))


def scrubbed(n: int, start: int = 0) -> pa.Table:
    return licensed(n, start).append_column("redactions", pa.array([i % 2 for i in range(n)], pa.int32()))


def tokenized(n: int, start: int = 0, seed: int = 0) -> pa.Table:
    """Tokenized pieces (CONTRACT tokenize v2): BOS then 3..20 ids in the learned range, one piece each."""
    rng = np.random.default_rng(seed)
    ids = [[BOS, *rng.integers(64, VOCAB, rng.integers(3, 20)).tolist()] for _ in range(n)]
    core = pa.table(
        {
            "doc_id": [doc_id(i) for i in range(start, start + n)],
            "source": ["seed"] * n,
            "path": [f"src/f{i}.cpp" for i in range(start, start + n)],
            "license": ["MIT"] * n,
            "piece": pa.array([0] * n, pa.int32()),
            "n_pieces": pa.array([1] * n, pa.int32()),
            "input_ids": pa.array(ids, pa.large_list(pa.uint32())),
            "n_tokens": pa.array([len(x) for x in ids], pa.int64()),
        }
    )
    return with_structure(core, seed)


def with_structure(table: pa.Table, seed: int = 0) -> pa.Table:
    """(Re)build the v2 structure columns aligned with ``input_ids``: two chunks per piece, one call edge."""
    from pipeline.structure import columns as C

    rng = np.random.default_rng(seed)
    lengths = [len(x) for x in table.column("input_ids").to_pylist()]
    values: dict[str, list] = {name: [] for name, _ in C.TOKEN_COLUMNS + C.CHUNK_COLUMNS + C.META_COLUMNS}
    for k in lengths:
        body = k - 1
        values["token_byte_starts"].append([0, *range(body)])
        values["token_structure_ids"].append([0, *rng.integers(0, C.NUM_CATEGORIES, body).tolist()])
        values["token_ast_depth"].append([-1, *rng.integers(0, 30, body).tolist()])
        values["token_sibling_index"].append([-1, *rng.integers(0, 9, body).tolist()])
        values["token_ast_node_type"].append([-1, *rng.integers(0, 400, body).tolist()])
        values["token_dep_levels"].append([0, *([1] * body)])
        if body >= 2:
            mid = 1 + body // 2
            values["chunk_starts"].append([1, mid])
            values["chunk_ends"].append([mid, k])
            values["chunk_kinds"].append([C.PREAMBLE, C.FUNC_BODY])
            values["chunk_dep_levels"].append([0, 1])
            values["call_edges"].append([1, 0])
        else:
            values["chunk_starts"].append([1])
            values["chunk_ends"].append([k])
            values["chunk_kinds"].append([C.FUNC_BODY])
            values["chunk_dep_levels"].append([0])
            values["call_edges"].append([])
        values["type_edges"].append([])
        values["platform_ids"].append([3, 40])
    keep = [c for c in table.column_names if c not in values]
    out = table.select(keep)
    for name, typ in C.TOKEN_COLUMNS + C.CHUNK_COLUMNS + C.META_COLUMNS:
        out = out.append_column(name, pa.array(values[name], typ))
    return out


def chunked(n: int, seed: int = 0) -> pa.Table:
    """Stage ``chunk`` rows from real snippets, with a byte-level encoding (one token per byte)."""
    from pipeline.stages.chunk import SCHEMA, WORK_SCHEMA, chunk_document, rows_table

    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        text = f"#include <x.h>\n// note\nint f{i}(int a) {{\n  return a + {rng.integers(9)};\n}}\n"
        data = np.frombuffer(text.encode(), np.uint8).astype(np.uint32)
        row = chunk_document(text, f"src/f{i}.cpp", data, np.ones(256, np.int32), budget=4096)
        row.update(doc_id=doc_id(i), source="seed", path=f"src/f{i}.cpp", license="MIT")
        row.update(
            chunk_dep_levels=np.zeros(len(row["chunk_kinds"]), np.int16),
            call_edges=np.zeros(0, np.int32),
            chunk_dropped=np.zeros(len(row["chunk_kinds"]), bool),
            type_edges=np.zeros(0, np.int32),
        )
        rows.append(row)
    assert WORK_SCHEMA.names == SCHEMA.names[: len(WORK_SCHEMA.names)]
    return rows_table(rows, SCHEMA)


def packed(n: int, start: int = 0, seq_len: int = SEQ, seed: int = 0, fixed: bool = True) -> pa.Table:
    """Packed rows of 1-3 documents each, BOS-prefixed, padded to ``seq_len``.

    As ``pipeline/stages/pack.py`` writes them (fixed-size lists, doc_ids -1 on padding);
    ``fixed=False`` gives variable-size lists, so a row of the wrong length can be expressed.
    """
    rng = np.random.default_rng(seed)
    cols: dict[str, list] = {k: [] for k in (*packed_rows.REQUIRED_COLUMNS, "provenance")}
    for r in range(n):
        k = int(rng.integers(1, 4))
        lengths = [int(rng.integers(2, seq_len // 3)) for _ in range(k)]
        ids, dids, prov = [], [], []
        for d, length in enumerate(lengths):
            prov.append(
                {"doc_id": doc_id(r * 3 + d), "piece": 0, "start": 0, "length": length, "offset": len(ids)}
            )
            ids += [BOS, *rng.integers(64, VOCAB, length - 1).tolist()]
            dids += [d] * length
        valid = len(ids)
        pad = seq_len - valid
        cols["pack_id"].append(start + r)
        cols["input_ids"].append(ids + [PAD] * pad)
        cols["target_ids"].append(ids[1:] + [PAD] * (pad + 1))
        cols["loss_mask"].append([1] * valid + [0] * pad)
        cols["doc_ids"].append(dids + [-1] * pad)
        cols["valid_token_count"].append(valid)
        cols["num_docs"].append(k)
        cols["provenance"].append(prov)
    schema = packed_rows.schema(seq_len)

    def column_type(name: str) -> pa.DataType:
        t = schema.field(name).type
        return t if fixed or not pa.types.is_fixed_size_list(t) else pa.list_(t.value_type)

    table = pa.table({name: pa.array(values, column_type(name)) for name, values in cols.items()})
    for name, col in packed_rows.fill_columns(table.column("valid_token_count").to_numpy(), seq_len).items():
        table = table.append_column(name, col)  # the structure columns at their fills (no chunks)
    return table


def exported(n: int) -> pa.Table:
    return pa.table(
        {
            "doc_id": [doc_id(i) for i in range(n)],
            "n_tokens": pa.array([5] * n, pa.int64()),
            "max_id": pa.array([VOCAB - 1] * n, pa.int64()),
        }
    )


def tokenizer_row(vocab: int = VOCAB) -> pa.Table:
    return pa.table(
        {
            "revision": ["0123456789abcdef"],
            "vocab_size": pa.array([vocab], pa.int64()),
            "n_special": pa.array([64], pa.int64()),
        }
    )


GOOD = {
    "acquire": lambda: [docs(4), docs(3, 4)],
    "filter": lambda: [docs(4), docs(3, 4)],
    "license": lambda: [licensed(4), licensed(3, 4)],
    "dedup": lambda: [docs(4), docs(3, 4)],
    "scrub": lambda: [scrubbed(4), scrubbed(3, 4)],
    "chunk": lambda: [chunked(3)],
    "tokenize": lambda: [tokenized(4), tokenized(3, 4, seed=1)],
    "pack": lambda: [packed(4), packed(3, 4, seed=1)],
    "export": lambda: [exported(5)],
    "tokenizer": lambda: [tokenizer_row()],
}


def set_cell(table: pa.Table, column: str, row: int, value: Any) -> pa.Table:
    """A copy of ``table`` with one cell replaced (same type)."""
    values = table.column(column).to_pylist()
    values[row] = value
    i = table.schema.get_field_index(column)
    return table.set_column(i, table.schema.field(i), pa.array(values, table.schema.field(i).type))


def failed(stage: str, frames: list[pa.Table], rows: int | None = None, **params: Any) -> GateFailed:
    """Run a gate that must fail; return the exception."""
    rows = sum(t.num_rows for t in frames) if rows is None else rows
    with pytest.raises(GateFailed) as info:
        validate_output(stage, frames, counts={"rows": rows}, params={**PARAMS, **params}, version="v0")
    return info.value


def failures(err: GateFailed) -> dict[str, dict]:
    """Failed expectations keyed ``type:column`` (``column_A`` for pairs)."""
    out = {}
    for r in err.result["results"]:
        if not r["success"]:
            col = r["kwargs"].get("column") or r["kwargs"].get("column_A")
            out[f"{r['type']}:{col}"] = r
    return out


@pytest.mark.parametrize("stage", sorted(GOOD))
def test_good_output_passes_and_result_is_byte_stable(stage: str) -> None:
    frames = GOOD[stage]()
    rows = sum(t.num_rows for t in frames)
    first = validate_output(stage, frames, counts={"rows": rows}, params=PARAMS, version="v0")
    again = validate_output(stage, GOOD[stage](), counts={"rows": rows}, params=PARAMS, version="v0")
    assert first["success"] and first["rows"] == rows and first["shards"] == len(frames)
    assert all(r["success"] for r in first["results"])
    assert json.dumps(first, sort_keys=True) == json.dumps(again, sort_keys=True)
    assert first["gx_version"].startswith("1.")


def test_suites_load_as_gx_suites_and_params_are_listed() -> None:
    import great_expectations as gx

    for stage in gates.stage_names():
        suite = gx.ExpectationSuite(**gates.load_suite(stage))
        assert suite.expectations, stage
    assert gates.required_params("pack") == ["bos_id", "counts_rows", "pad_id", "seq_len", "vocab_size"]
    assert gates.required_params("filter") == ["counts_rows", "max_bytes", "min_bytes"]


def test_id_at_or_above_vocab_size_fails() -> None:
    bad = set_cell(tokenized(5), "input_ids", 2, [BOS, 70, VOCAB])
    bad = with_structure(set_cell(bad, "n_tokens", 2, 3))
    err = failed("tokenize", [tokenized(3, 10), bad])
    f = failures(err)
    assert set(f) == {"expect_column_values_to_be_between:max_id"}
    assert f["expect_column_values_to_be_between:max_id"]["partial_unexpected_index_list"] == [
        {"shard": 1, "row": 2, "max_id": VOCAB, "doc_id": doc_id(2)}
    ]
    assert (
        "tokenize" in str(err) and "v0" in str(err) and "max_id" in str(err) and "vocab_size=1000" in str(err)
    )


def test_tokenize_without_bos_fails() -> None:
    bad = set_cell(tokenized(3), "input_ids", 0, [70, 71])
    bad = with_structure(set_cell(bad, "n_tokens", 0, 2))
    f = failures(failed("tokenize", [bad]))
    assert {
        "expect_column_values_to_be_between:first_id",
        "expect_column_values_to_be_between:bos_count",
    } == set(f)


def test_n_tokens_mismatch_fails() -> None:
    f = failures(failed("tokenize", [set_cell(tokenized(3), "n_tokens", 1, 999)]))
    assert set(f) == {"expect_column_pair_values_to_be_equal:n_tokens"}


def test_pack_bos_count_differs_from_num_docs() -> None:
    t = packed(4)
    f = failures(failed("pack", [set_cell(t, "num_docs", 0, t.column("num_docs")[0].as_py() + 1)]))
    assert "expect_column_pair_values_to_be_equal:bos_count" in f
    assert f["expect_column_pair_values_to_be_equal:bos_count"]["unexpected_count"] == 1


def test_pack_row_invariants() -> None:
    t = packed(4)
    ids = t.column("input_ids")[1].as_py()
    valid = t.column("valid_token_count")[1].as_py()
    doc = t.column("doc_ids")[2].as_py()
    mask = t.column("loss_mask")[3].as_py()
    bad = set_cell(t, "input_ids", 1, ids[:valid] + [5] * (SEQ - valid))  # non-pad after the prefix
    bad = set_cell(bad, "doc_ids", 2, [9] + doc[1:])  # doc_ids go down
    bad = set_cell(bad, "loss_mask", 3, mask[:-1] + [1])  # loss on a pad position
    f = failures(failed("pack", [bad]))
    assert set(f) == {
        "expect_column_values_to_be_in_set:pad_input_ids_ok",
        "expect_column_values_to_be_in_set:doc_ids_monotone",
        "expect_column_values_to_be_in_set:pad_loss_mask_ok",
    }
    assert (
        f["expect_column_values_to_be_in_set:doc_ids_monotone"]["partial_unexpected_index_list"][0]["pack_id"]
        == 2
    )


def test_pack_wrong_length_and_big_id() -> None:
    t = packed(3, fixed=False)
    ids = t.column("input_ids")[0].as_py()
    f = failures(failed("pack", [set_cell(t, "input_ids", 0, ids + [PAD])]))
    # the row's structure columns no longer line up with its ids either
    assert set(f) == {
        "expect_column_values_to_be_between:input_ids_len",
        "expect_column_values_to_be_in_set:structure_shapes_ok",
    }
    f = failures(failed("pack", [packed(2, seq_len=SEQ + 1)]))  # fixed size, but not seq_len
    assert set(f) == {
        f"expect_column_values_to_be_between:{c}_len"
        for c in ("input_ids", "target_ids", "loss_mask", "doc_ids")
    }
    f = failures(failed("pack", [packed(2)], vocab_size=500))
    assert {
        "expect_column_values_to_be_between:max_id",
        "expect_column_values_to_be_between:max_target_id",
    } <= set(f)


def test_duplicate_doc_id_across_shards_fails() -> None:
    err = failed("acquire", [docs(3), docs(3, 2)])  # doc 2 is in both shards
    f = failures(err)
    assert set(f) == {"expect_column_values_to_be_unique:doc_id"}
    u = f["expect_column_values_to_be_unique:doc_id"]
    assert u["scope"] == "all shards" and u["unexpected_count"] == 2
    assert u["partial_unexpected_index_list"] == [
        {"shard": 0, "row": 2, "doc_id": doc_id(2)},
        {"shard": 1, "row": 0, "doc_id": doc_id(2)},
    ]


def test_duplicate_content_fails_dedup_only() -> None:
    twin = set_cell(docs(2, 5), "doc_id", 1, doc_id(99))
    twin = set_cell(twin, "path", 1, "src/copy.cpp")
    frames = [docs(2, 5), set_cell(twin, "doc_id", 0, doc_id(98))]
    assert validate_output("filter", frames, counts={"rows": 4}, params=PARAMS)["success"]
    f = failures(failed("dedup", frames))
    assert set(f) == {"expect_column_values_to_be_unique:sha256"}


def test_row_count_mismatch_with_counts_fails() -> None:
    err = failed("export", [exported(5)], rows=6)
    f = failures(err)
    assert set(f) == {"expect_column_sum_to_be_between:rows"}
    assert f["expect_column_sum_to_be_between:rows"]["observed_value"] == 5
    assert "counts_rows=6" in str(err)


def test_bad_paths_sizes_and_types_fail() -> None:
    t = set_cell(docs(4), "path", 0, "../etc/passwd")
    t = set_cell(t, "path", 1, "/abs/x.cpp")
    t = set_cell(t, "n_bytes", 2, 5)
    f = failures(failed("filter", [t]))
    assert set(f) == {
        "expect_column_values_to_not_match_regex:path",
        "expect_column_values_to_be_between:n_bytes",
        "expect_column_pair_values_to_be_equal:n_bytes",
    }
    assert sorted(
        r["kwargs"]["regex"]
        for r in failed("filter", [t]).result["results"]
        if not r["success"] and r["type"].endswith("not_match_regex")
    ) == ["(?:^|/)\\.\\.(?:/|$)", "^/"]
    f = failures(failed("acquire", [docs(2).cast(DOC_SCHEMA.set(3, pa.field("text", pa.string())))]))
    assert set(f) == {"expect_column_values_to_be_in_set:type:text"}


def test_missing_column_fails_readably() -> None:
    err = failed("tokenizer", [tokenizer_row().drop_columns(["n_special"])])
    f = failures(err)
    assert f["expect_column_values_to_match_regex:type:n_special"]["partial_unexpected_list"] == ["<missing>"]
    assert "does not exist" in f["expect_column_values_to_be_between:n_special"]["exception"]


def test_tokenizer_vocab_and_export_megatron_limit() -> None:
    f = failures(failed("tokenizer", [tokenizer_row(vocab=999)]))
    assert set(f) == {"expect_column_values_to_be_between:vocab_size"}
    big = set_cell(exported(2), "max_id", 0, 2**31)
    f = failures(failed("export", [big], vocab_size=2**32))
    assert set(f) == {"expect_column_values_to_be_between:max_id"}


def test_empty_output_and_argument_errors() -> None:
    assert validate_output("filter", [], counts={"rows": 0}, params=PARAMS)["shards"] == 0
    assert validate_output("filter", [docs(0)], counts={"rows": 0}, params=PARAMS)["success"]
    with pytest.raises(ValueError, match="seq_len"):
        validate_output("pack", [packed(1)], counts={"rows": 1}, params={"vocab_size": VOCAB})
    with pytest.raises(ValueError, match="rows"):
        validate_output("export", [exported(1)], counts={}, params=PARAMS)


def test_expectations_folder_override(tmp_path, monkeypatch) -> None:
    suite = {
        "name": "export",
        "expectations": [
            {"type": "expect_column_values_to_be_between", "kwargs": {"column": "n_tokens", "min_value": 10}}
        ],
    }
    (tmp_path / "export.json").write_text(json.dumps(suite))
    monkeypatch.setenv("CPPCORPUS_EXPECTATIONS", str(tmp_path))
    f = failures(failed("export", [exported(2)]))
    assert set(f) == {"expect_column_values_to_be_between:n_tokens"}


def test_render_data_docs(tmp_path) -> None:
    ok = validate_output("export", [exported(3)], counts={"rows": 3}, params=PARAMS, version="v1")
    bad = failed("tokenizer", [tokenizer_row(vocab=7)]).result
    index = gates.render_data_docs([ok, bad], tmp_path / "docs")
    text = index.read_text()
    assert "FAILED" in text and "passed" in text and "vocab_size" in text
    page = (tmp_path / "docs" / "tokenizer-v0.html").read_text()
    assert "vocab_size" in page and "<html" in page.lower()


def test_pack_padding_checks_match_their_definition() -> None:
    """The padding checks visit only the positions >= valid_token_count: the same verdicts as masking
    every position of the row, for defects planted on both sides of the valid prefix's end."""
    t = packed(8, seed=7)
    valid = t.column("valid_token_count").to_numpy().copy()
    plant = {  # row -> (column, position relative to valid, value)
        0: ("token_ast_depth", 0, 3),  # first padding position holds no fill
        1: ("token_structure_ids", -1, 5),  # last prefix position: not padding, fine
        2: ("doc_ids", 0, 0),  # a doc id on the padding
        3: ("doc_ids", -1, -1),  # the prefix's last doc id missing
        4: ("input_ids", 0, BOS),  # BOS on the padding: not counted, and no pad
        5: ("doc_ids", 1, -5),  # doc ids go down inside the padding: no matter
        6: ("token_chunk_valid", SEQ, 1),  # the row's last position
    }
    for r, (col, at, value) in plant.items():
        row = t.column(col)[r].as_py()
        row[min(valid[r] + at, SEQ - 1)] = value
        t = set_cell(t, col, r, row)
    valid[7] = SEQ + 5  # a count over the row: no padding at all
    t = set_cell(t, "valid_token_count", 7, int(valid[7]))
    got = {k: v.to_pylist() for k, v in gates.derive("pack", t, PARAMS).items()}

    def matrix(name: str) -> np.ndarray:
        return np.array(t.column(name).to_pylist(), dtype=np.int64)

    inside = np.arange(SEQ)[None, :] < valid[:, None]
    ids, doc = matrix("input_ids"), matrix("doc_ids")
    want = {
        "bos_count": ((ids == BOS) & inside).sum(1),
        "pad_input_ids_ok": ~((ids != PAD) & ~inside).any(1),
        "pad_loss_mask_ok": ~((matrix("loss_mask") != 0) & ~inside).any(1),
        "doc_ids_monotone": ~((doc[:, 1:] < doc[:, :-1]) & inside[:, 1:]).any(1),
        "doc_ids_prefix_ok": ((doc >= 0) == inside).all(1),
        "structure_pad_ok": np.all(
            [
                ~((matrix(k) != fill) & ~inside).any(1)
                for k, (_, fill, _) in packed_rows.TOKEN_ALIGNED_COLUMNS.items()
            ],
            axis=0,
        ),
    }
    for k, v in want.items():
        assert got[k] == v.tolist(), k
    assert not all(got["structure_pad_ok"]) and not all(got["doc_ids_prefix_ok"])  # the plants were seen
    assert got["structure_pad_ok"][1] and got["doc_ids_monotone"][5]


def test_pack_fast_and_ragged_paths_agree(monkeypatch) -> None:
    t = packed(6, seed=3)
    t = set_cell(t, "doc_ids", 1, [0, 1, 0] + t.column("doc_ids")[1].as_py()[3:])
    t = set_cell(t, "input_ids", 2, t.column("input_ids")[2].as_py()[:-1] + [7])
    t = set_cell(t, "loss_mask", 4, t.column("loss_mask")[4].as_py()[:-1] + [1])
    fast = {k: v.to_pylist() for k, v in gates.derive("pack", t, PARAMS).items()}
    monkeypatch.setattr(gates, "_matrix", lambda table, name: None)
    ragged = {k: v.to_pylist() for k, v in gates.derive("pack", t, PARAMS).items()}
    assert fast == ragged
    assert fast["doc_ids_monotone"] == [True, False, True, True, True, True]
    assert fast["pad_input_ids_ok"][2] is False and fast["pad_loss_mask_ok"][4] is False
