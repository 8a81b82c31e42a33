"""The chunk and tokenize gates reject what breaks the structure contract (one defect at a time)."""

from __future__ import annotations

from test_gates import BOS, chunked, failed, failures, set_cell, tokenized, with_structure

IN_SET = "expect_column_values_to_be_in_set"


def test_misaligned_structure_column_fails_tokenize():
    t = tokenized(3)
    bad = set_cell(t, "token_ast_depth", 1, t.column("token_ast_depth")[1].as_py()[:-1])
    assert set(failures(failed("tokenize", [bad]))) == {f"{IN_SET}:structure_aligned"}


def test_overlapping_chunks_and_bad_edges_fail_tokenize():
    t = tokenized(3)
    bad = set_cell(t, "chunk_starts", 0, [1, 1])  # chunk 1 now overlaps chunk 0
    bad = set_cell(bad, "call_edges", 2, [0, 5])  # chunk 5 does not exist
    f = failures(failed("tokenize", [bad]))
    assert set(f) == {f"{IN_SET}:chunks_ok", f"{IN_SET}:edges_ok"}


def test_out_of_range_category_and_platform_fail_tokenize():
    t = tokenized(3)
    ids = t.column("token_structure_ids")[0].as_py()
    bad = set_cell(t, "token_structure_ids", 0, [0, 9, *ids[2:]])
    bad = set_cell(bad, "platform_ids", 1, [500])
    f = failures(failed("tokenize", [bad]))
    assert set(f) == {"expect_column_values_to_be_between:max_structure_id", f"{IN_SET}:platform_ok"}


def test_piece_over_the_budget_and_repeated_piece_fail_tokenize():
    t = tokenized(3)
    big = [BOS, *([70] * 5000)]
    bad = with_structure(set_cell(set_cell(t, "input_ids", 0, big), "n_tokens", 0, len(big)))
    bad = set_cell(bad, "doc_id", 2, bad.column("doc_id")[1].as_py())  # same doc, same piece 0
    f = failures(failed("tokenize", [bad]))
    assert set(f) == {
        "expect_column_values_to_be_between:n_tokens",
        "expect_column_values_to_be_unique:doc_piece",
    }


def test_chunks_that_do_not_tile_fail_chunk():
    t = chunked(3)
    ends = t.column("chunk_byte_ends")[1].as_py()
    bad = set_cell(t, "chunk_byte_ends", 1, [*ends[:-1], ends[-1] - 1])  # the last byte is in no chunk
    assert set(failures(failed("chunk", [bad]))) == {f"{IN_SET}:chunks_tile"}


def test_piece_over_budget_fails_chunk():
    t = chunked(2)
    n = len(t.column("input_ids")[0].as_py())
    bad = set_cell(t, "piece_token_starts", 0, [0])
    f = failures(failed("chunk", [bad], budget_tokens=n - 1))
    assert set(f) == {"expect_column_values_to_be_between:max_piece_tokens"}
