"""The stages' Great Expectations suites, written once: ``expectations/{stage}.json`` is generated here.

The suites stay JSON files (the gates and the users' GX tooling read them), but they are an output
of this module, not a source: edit the code, then regenerate and commit the JSON::

    python -m pipeline.suites --write   # rewrite expectations/*.json from the code
    python -m pipeline.suites --check   # exit 1, naming the stale files, if they differ

``tests/test_suites.py`` fails while the committed JSON differs from what the code generates.

A stage's suite (:func:`suite`) is, in order:

1. **the row count** (dataset scope): the committed shards hold exactly ``counts["rows"]`` rows;
2. **one type check per column of the stage's output schema** (``stage.output_schema(cfg)``,
   dataset scope): ``type:{column}`` is :func:`pipeline.gates.type_name` of the schema's type. A
   stage may loosen a column's check (:attr:`SuiteSpec.loose_types`, each form is tested to accept
   the schema's own type) or leave a column unchecked (:attr:`SuiteSpec.untyped`); a column added
   to the schema gets an exact check unless it is listed there;
3. **the document-record checks** (:func:`document_checks`), for every document-shaped stage,
   i.e. every stage whose output holds acquire's document record (``DOC_SCHEMA``):
   ``acquire``, ``filter``, ``license``, ``dedup``, ``scrub``;
4. **the stage's own checks** (:data:`SPECS`).

Type names hold no list sizes (``fixed_list<uint32>``), so pack's suite does not depend on
``seq_len``: its row lengths are checked per row against the run-time parameter ``$seq_len``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa

from pipeline.config import PipelineConfig
from pipeline.gates import expectations_dir, type_name
from pipeline.stages.base import Stage, registry

GX_VERSION = "1.24.1"  # the GX version the suites are written for (suite meta)
ANY_INT = "^u?int(?:8|16|32|64)$"

# --------------------------------------------------------------------------------------------
# Expectation builders: one GX expectation as the JSON dict the suites store


def param(name: str) -> dict:
    """A run-time parameter placeholder, filled by the gate (``stage.gate_params(cfg)``, ``counts_*``)."""
    return {"$PARAMETER": name}


def expect(kind: str, note: str | None = None, *, dataset: bool = False, **kwargs: Any) -> dict:
    """``expect_{kind}`` with ``kwargs``; ``dataset`` runs it on the one-row-per-shard frame.

    >>> expect("column_values_to_not_be_null", column="doc_id")
    {'type': 'expect_column_values_to_not_be_null', 'kwargs': {'column': 'doc_id'}}
    >>> expect("column_values_to_be_in_set", "Arrow type.", dataset=True, column="type:x", value_set=["int64"])["meta"]
    {'scope': 'dataset'}
    """
    out: dict[str, Any] = {
        "type": f"expect_{kind}",
        "kwargs": {k: v for k, v in kwargs.items() if v is not None},
    }
    if dataset:
        out["meta"] = {"scope": "dataset"}
    if note:
        out["notes"] = note
    return out


def not_null(column: str, note: str | None = None) -> dict:
    return expect("column_values_to_not_be_null", note, column=column)


def between(
    column: str, lo: Any = None, hi: Any = None, note: str | None = None, *, strict_max: bool | None = None
) -> dict:
    return expect(
        "column_values_to_be_between", note, column=column, min_value=lo, max_value=hi, strict_max=strict_max
    )


def lengths_between(column: str, lo: Any = None, hi: Any = None, note: str | None = None) -> dict:
    return expect("column_value_lengths_to_be_between", note, column=column, min_value=lo, max_value=hi)


def in_set(column: str, values: list, note: str | None = None, *, dataset: bool = False) -> dict:
    return expect("column_values_to_be_in_set", note, dataset=dataset, column=column, value_set=values)


def is_true(column: str, note: str | None = None) -> dict:
    """A derived per-row verdict column (see ``pipeline.gates.DERIVATIONS``) is True in every row."""
    return in_set(column, [True], note)


def matches(column: str, regex: str, note: str | None = None, *, dataset: bool = False) -> dict:
    return expect("column_values_to_match_regex", note, dataset=dataset, column=column, regex=regex)


def not_matches(column: str, regex: str, note: str | None = None) -> dict:
    return expect("column_values_to_not_match_regex", note, column=column, regex=regex)


def unique(column: str, note: str | None = None) -> dict:
    """Checked across all shards by the gate (a sort of 16-byte keys), not per shard."""
    return expect("column_values_to_be_unique", note, column=column)


def pair_equal(a: str, b: str, note: str | None = None) -> dict:
    return expect("column_pair_values_to_be_equal", note, column_A=a, column_B=b)


def row_count() -> dict:
    return expect(
        "column_sum_to_be_between",
        "The committed shards hold exactly the rows the stage says it wrote (manifest counts).",
        dataset=True,
        column="rows",
        min_value=param("counts_rows"),
        max_value=param("counts_rows"),
    )


def type_check(column: str, t: pa.DataType) -> dict:
    """The exact type check of one schema column.

    >>> type_check("n", pa.int64())["kwargs"]
    {'column': 'type:n', 'value_set': ['int64']}
    >>> type_check("ids", pa.list_(pa.uint32(), 8))["notes"]
    '`ids` is a fixed-size list of uint32 (plain pyarrow reads fixed shapes).'
    """
    if pa.types.is_fixed_size_list(t):
        note = f"`{column}` is a fixed-size list of {type_name(t.value_type)} (plain pyarrow reads fixed shapes)."
    else:
        note = f"Arrow type of `{column}` in every shard."
    return in_set(f"type:{column}", [type_name(t)], note, dataset=True)


def loose_type(column: str, *, regex: str | None = None, one_of: list[str] | None = None) -> dict:
    """A type check looser than the schema's type: a regex over type names or a set of them."""
    note = f"Arrow type of `{column}` in every shard."
    if regex is not None:
        return matches(f"type:{column}", regex, note, dataset=True)
    return in_set(f"type:{column}", list(one_of or ()), note, dataset=True)


# --------------------------------------------------------------------------------------------
# What every document-shaped stage checks, written once


def is_document_shaped(schema: pa.Schema) -> bool:
    """Whether ``schema`` holds acquire's document record (every ``DOC_SCHEMA`` field, same type)."""
    from pipeline.stages.acquire import DOC_SCHEMA

    names = set(schema.names)
    return all(f.name in names and schema.field(f.name).type == f.type for f in DOC_SCHEMA)


def document_checks(n_bytes_bound: dict | None) -> list[dict]:
    """The row checks of a document record; ``n_bytes_bound`` is the stage's size bound on ``n_bytes``."""
    return [
        not_null("doc_id"),
        matches("doc_id", "^[0-9a-f]{16}$", "doc_id is 16 lowercase hex."),
        unique("doc_id", "Checked across all shards: the ledger keys on doc_id."),
        not_null("source"),
        lengths_between("source", 1),
        not_null("path"),
        lengths_between("path", 1),
        not_matches("path", "^/", "Paths are relative to the source root."),
        not_matches("path", r"(?:^|/)\.\.(?:/|$)", "No `..` segment: path traversal is rejected at acquire."),
        not_null("text_n_bytes", "text is present (derived: UTF-8 size of text)."),
        not_null("n_bytes"),
        *([n_bytes_bound] if n_bytes_bound else []),
        pair_equal("n_bytes", "text_n_bytes", "n_bytes is the UTF-8 size of text."),
        not_null("sha256"),
        matches("sha256", "^[0-9a-f]{64}$", "sha256 is 64 lowercase hex."),
    ]


# A kept document's size lies within the stage's size bounds (gate parameters: the filter's limits;
# scrub's lower bound is 1 byte, since its markers change sizes a little).
KEPT_SIZE = between(
    "n_bytes",
    param("min_bytes"),
    param("max_bytes"),
    "The filter's size limits hold for every kept document.",
)

# Schema columns the handwritten suites never type-checked: the sources' url and revision in every
# document-shaped stage, and (in SPECS) columns carried through from upstream. The stages always
# write them; checking them would still tighten the gates (a shard without the column would fail,
# and tests/test_gates.py builds such shards), so that is a change of its own, not part of this one.
UNTYPED_PROVENANCE = ("url", "revision")


# --------------------------------------------------------------------------------------------
# Each stage's own part


@dataclass(frozen=True)
class SuiteSpec:
    """What a stage's suite holds beyond the generated checks."""

    notes: str  # the suite's description
    checks: tuple[dict, ...] = ()  # row (or dataset) checks of the stage's own columns and derivations
    n_bytes_bound: dict | None = None  # document-shaped stages: the bound on n_bytes
    loose_types: Mapping[str, dict] = field(default_factory=dict)  # column -> its (looser) type check
    untyped: tuple[str, ...] = ()  # schema columns without a type check


def _ids_len(column: str) -> dict:
    return between(
        f"{column}_len",
        param("seq_len"),
        param("seq_len"),
        f"Fixed shape: len({column}) == seq_len in every row (XLA compiles once).",
    )


def _packed_list(column: str, values: str) -> dict:
    return loose_type(column, regex=f"^(?:list|large_list|fixed_list)<{values}>$")


SPECS: dict[str, SuiteSpec] = {
    "acquire": SuiteSpec(
        "Document records from pinned sources (DESIGN \u00a74 acquire). Params: max_file_bytes.",
        n_bytes_bound=between(
            "n_bytes", 0.0, param("max_file_bytes"), "Oversize files are rejected unread at acquire."
        ),
        untyped=UNTYPED_PROVENANCE,
    ),
    "filter": SuiteSpec(
        "Documents kept by the quality filter (DESIGN \u00a74 filter). Params: min_bytes, max_bytes.",
        n_bytes_bound=KEPT_SIZE,
        untyped=UNTYPED_PROVENANCE,
    ),
    "license": SuiteSpec(
        "Documents kept by the license policy, with their license (DESIGN \u00a74 license). "
        "Params: min_bytes, max_bytes.",
        n_bytes_bound=KEPT_SIZE,
        untyped=UNTYPED_PROVENANCE,
        checks=(
            not_null(
                "license", "Every kept document has a license (an SPDX expression); unknown ones are dropped."
            ),
            lengths_between("license", 1),
            not_null("license_evidence", "Every kept document records which evidence decided its license."),
            matches(
                "license_evidence",
                "^(spdx-tag|header-text|trailer-text|license-file|package-metadata|readme-text): ",
                "The evidence names its method: an SPDX tag, header text, a trailing license block, "
                "license files, a package manifest or a README's license section.",
            ),
        ),
    ),
    "dedup": SuiteSpec(
        "Documents kept by exact and near dedup (DESIGN \u00a74 dedup). Params: min_bytes, max_bytes.",
        n_bytes_bound=KEPT_SIZE,
        untyped=(*UNTYPED_PROVENANCE, "license", "license_evidence"),
        checks=(
            unique("sha256", "Exact dedup keeps one document per content hash (checked across all shards)."),
        ),
    ),
    "scrub": SuiteSpec(
        "Documents with secrets and personal data redacted (DESIGN \u00a74 scrub). Params: min_bytes, max_bytes.",
        n_bytes_bound=KEPT_SIZE,
        untyped=(*UNTYPED_PROVENANCE, "license_evidence"),
        checks=(
            not_null("license"),
            between(
                "redactions",
                0,
                None,
                "Redactions per document (scrubbing is fail-closed: a document it cannot clean is dropped).",
            ),
        ),
    ),
    "tokenizer": SuiteSpec(
        "The tokenizer revision artifact (DESIGN \u00a75). Params: vocab_size.",
        loose_types={
            "vocab_size": loose_type("vocab_size", regex=ANY_INT),
            "n_special": loose_type("n_special", regex=ANY_INT),
        },
        checks=(
            expect(
                "column_sum_to_be_between",
                "A tokenizer revision is described by exactly one row.",
                dataset=True,
                column="rows",
                min_value=1.0,
                max_value=1.0,
            ),
            not_null("revision"),
            matches("revision", "^[0-9a-f]{16}$", "Revision id = content hash, 16 hex."),
            between(
                "vocab_size",
                param("vocab_size"),
                param("vocab_size"),
                "The trained vocabulary has the requested size.",
            ),
            between("n_special", 64.0, 64.0, "Special tokens sit at pinned ids 0-63 (DESIGN \u00a75)."),
        ),
    ),
    "chunk": SuiteSpec(
        "Chunked documents (DESIGN \u00a74 chunk). Params: budget_tokens (budget - 1).",
        checks=(
            not_null("doc_id"),
            unique("doc_id", "One row per document, across all shards."),
            in_set("language", ["c", "cpp", "cuda"]),
            between("parse_quality", 0.0, 1.0),
            is_true(
                "facts_aligned", "Per-token columns have one entry per token; chunk columns one per chunk."
            ),
            is_true("chunks_tile", "Chunks tile the document's bytes: every byte in exactly one chunk."),
            between(
                "max_piece_tokens",
                0,
                param("budget_tokens"),
                "Pieces start at token 0, increase, and hold at most budget - 1 tokens (BOS makes budget).",
            ),
        ),
    ),
    "tokenize": SuiteSpec(
        "Tokenized pieces (DESIGN \u00a74 tokenize, CONTRACT tokenize v2). Params: bos_id, vocab_size, budget.",
        loose_types={"input_ids": loose_type("input_ids", one_of=["list<uint32>", "large_list<uint32>"])},
        untyped=("license",),
        checks=(
            not_null("doc_id"),
            matches("doc_id", "^[0-9a-f]{16}$", "doc_id is 16 lowercase hex."),
            unique(
                "doc_piece",
                "(doc_id, piece) is unique across all shards: one row per piece (doc_piece is derived).",
            ),
            not_null("source"),
            not_null("path"),
            not_null("n_tokens"),
            between("n_tokens", 1.0),
            pair_equal("n_tokens", "input_ids_len", "n_tokens == len(input_ids) (input_ids_len is derived)."),
            between("first_id", param("bos_id"), param("bos_id"), "Every document starts with BOS."),
            between(
                "bos_count",
                1.0,
                1.0,
                "BOS is inserted once, structurally; special tokens never come from text.",
            ),
            between("min_id", 0.0),
            between(
                "max_id",
                None,
                param("vocab_size"),
                "Every id is below the tokenizer revision's vocab size.",
                strict_max=True,
            ),
            between(
                "n_tokens", None, param("budget"), "A piece holds at most the chunk budget, BOS included."
            ),
            is_true("structure_aligned", "Every per-token structure column has exactly n_tokens entries."),
            between("max_structure_id", 0, 8, "Structure ids are the 9 categories."),
            is_true(
                "chunks_ok",
                "Chunks in token offsets: sorted, non-overlapping, non-empty, after BOS, within "
                "the piece; kinds valid; a non-empty piece has a chunk.",
            ),
            is_true("edges_ok", "Call/type edges are (src, dst) pairs of chunk indices of the piece."),
            is_true("platform_ok", "At most 20 platform ids, each in the platform vocabulary."),
            between("piece", 0, None, "0-based piece index."),
        ),
    ),
    "pack": SuiteSpec(
        "Packed fixed-length rows (DESIGN \u00a77). Params: seq_len, bos_id, pad_id, vocab_size. Structure "
        "columns (issue 11 item 4) and the completion sentinel COMPLETE.json (checked before the suite runs).",
        loose_types={
            "input_ids": _packed_list("input_ids", "u?int(?:16|32|64)"),
            "target_ids": _packed_list("target_ids", "u?int(?:16|32|64)"),
            "loss_mask": _packed_list("loss_mask", "(?:u?int(?:8|16|32|64)|bool)"),
            "doc_ids": _packed_list("doc_ids", "u?int(?:8|16|32|64)"),
            "valid_token_count": loose_type("valid_token_count", regex=ANY_INT),
            "num_docs": loose_type("num_docs", regex=ANY_INT),
            "provenance": loose_type("provenance", regex="^(?:list|large_list)<struct<"),
        },
        checks=(
            not_null("pack_id"),
            between("pack_id", 0.0),
            unique("pack_id", "Checked across all shards."),
            *(_ids_len(c) for c in ("input_ids", "target_ids", "loss_mask", "doc_ids")),
            not_null("valid_token_count"),
            between("valid_token_count", 1.0, param("seq_len")),
            not_null("num_docs"),
            between("num_docs", 1.0),
            between(
                "first_id",
                param("bos_id"),
                param("bos_id"),
                "A row starts with a document, and every document starts with BOS.",
            ),
            pair_equal(
                "bos_count", "num_docs", "BOS count in the valid prefix == num_docs (DESIGN \u00a77)."
            ),
            is_true("doc_ids_monotone", "doc_ids never decrease over the valid prefix."),
            is_true("pad_input_ids_ok", "Positions >= valid_token_count hold pad_id in input_ids."),
            is_true("pad_loss_mask_ok", "Positions >= valid_token_count have loss_mask == 0."),
            between("min_id", 0.0),
            between(
                "max_id",
                None,
                param("vocab_size"),
                "Every input id (pads included) is below the vocab size.",
                strict_max=True,
            ),
            between("max_target_id", None, param("vocab_size"), strict_max=True),
            pair_equal("provenance_len", "num_docs", "One provenance entry per packed document."),
            is_true(
                "structure_shapes_ok",
                "Token-aligned columns have T entries, chunk columns max(128, T // 32), "
                "edge columns 2 * max_edges(T), platform ids 128.",
            ),
            is_true(
                "structure_pad_ok",
                "Padding positions (>= valid_token_count) of every token-aligned column hold its fill.",
            ),
            is_true(
                "chunks_ok",
                "Valid chunks (end > start) come first, sorted, disjoint, inside the valid prefix "
                "and inside one document; padding chunks are zeros.",
            ),
            is_true(
                "chunk_ids_ok",
                "token_chunk_ids / token_chunk_valid are exactly the row chunk each token lies in.",
            ),
            is_true("edges_ok", "Call/type edges are pairs of valid row chunks, then -1 padding."),
            is_true(
                "platform_ok", "Row platform ids are labels of the platform vocabulary, then -1 padding."
            ),
            is_true("slack_ok", "slack == T - valid_token_count."),
            is_true(
                "doc_ids_prefix_ok",
                "doc_ids >= 0 exactly on the valid prefix: valid_token_count is the non-pad prefix length.",
            ),
            between("max_structure_id", 0, 8, "Structure ids are one of the 9 categories."),
            between("max_chunk_kind", 0, 8, "Chunk kinds are one of the 9 categories."),
            in_set(
                "split",
                ["train", "validation"],
                "Rows are training or validation rows (validation chosen by origin).",
            ),
        ),
    ),
    "export": SuiteSpec(
        "One row per exported Megatron document (DESIGN \u00a77). Params: vocab_size.",
        loose_types={
            "n_tokens": loose_type("n_tokens", regex=ANY_INT),
            "max_id": loose_type("max_id", regex=ANY_INT),
        },
        untyped=("source", "path", "license", "license_evidence", *UNTYPED_PROVENANCE),
        checks=(
            not_null("doc_id"),
            matches("doc_id", "^[0-9a-f]{16}$", "doc_id is 16 lowercase hex."),
            unique("doc_id", "Checked across all shards: the ledger keys on doc_id."),
            not_null("n_tokens"),
            between("n_tokens", 1.0),
            not_null("max_id"),
            between(
                "max_id",
                0.0,
                param("vocab_size"),
                "Every exported id is below the vocab size.",
                strict_max=True,
            ),
            between(
                "max_id",
                None,
                2147483647.0,
                "Megatron stores 4-byte ids as int32 (dtype code 4): ids must be < 2**31.",
            ),
        ),
    ),
}


# --------------------------------------------------------------------------------------------
# The suite of a stage, and the files


def spec_of(stage: Stage) -> SuiteSpec:
    """The stage's :class:`SuiteSpec`; a stage without one gets the generated checks only."""
    return SPECS.get(stage.name) or SuiteSpec(f"Output of stage {stage.name}.")


def type_checks(stage: Stage, schema: pa.Schema, spec: SuiteSpec) -> list[dict]:
    """One type check per schema column, in schema order (loosened or left out as the spec says)."""
    stale = sorted((set(spec.loose_types) | set(spec.untyped)) - set(schema.names))
    if stale:
        raise ValueError(f"suite of {stage.name}: {stale} are not columns of the stage's output schema")
    return [
        spec.loose_types.get(f.name) or type_check(f.name, f.type)
        for f in schema
        if f.name not in spec.untyped
    ]


def suite(stage: Stage, cfg: PipelineConfig | None = None) -> dict:
    """The GX suite (as stored JSON) of ``stage``, generated from its output schema and :data:`SPECS`."""
    cfg = cfg or PipelineConfig()
    schema = stage.output_schema(cfg)
    spec = spec_of(stage)
    expectations = [row_count(), *type_checks(stage, schema, spec)]
    if is_document_shaped(schema):
        expectations += document_checks(spec.n_bytes_bound)
    expectations += spec.checks
    return {
        "name": stage.name,
        "expectations": expectations,
        "meta": {"great_expectations_version": GX_VERSION},
        "notes": spec.notes,
    }


def render(s: dict) -> str:
    """The bytes of a suite file (2-space JSON, ASCII, final newline)."""
    return json.dumps(s, indent=2) + "\n"


def generated(cfg: PipelineConfig | None = None) -> dict[str, str]:
    """Every registry stage's suite file: ``{file name: text}``."""
    return {f"{name}.json": render(suite(stage, cfg)) for name, stage in registry().items()}


def stale(folder: Path, cfg: PipelineConfig | None = None) -> list[str]:
    """The suite files in ``folder`` that differ from the code (missing or extra ``*.json`` included)."""
    want = generated(cfg)
    have = {p.name for p in folder.glob("*.json")}
    return sorted(
        n
        for n in want.keys() | have
        if n not in have or n not in want or (folder / n).read_text(encoding="utf-8") != want[n]
    )


def write(folder: Path, cfg: PipelineConfig | None = None) -> list[str]:
    """Rewrite the stage suite files of ``folder`` that differ from the code; returns their names."""
    want = generated(cfg)
    changed = [n for n in stale(folder, cfg) if n in want]
    for name in changed:
        (folder / name).write_text(want[name], encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipeline.suites", description=__doc__.split("\n")[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="rewrite expectations/*.json from the code")
    mode.add_argument(
        "--check", action="store_true", help="exit 1 if expectations/*.json differ from the code"
    )
    ap.add_argument("--dir", type=Path, default=None, help="the suites folder (default: expectations/)")
    args = ap.parse_args(argv)
    folder = args.dir or expectations_dir()
    if args.write:
        changed = write(folder)
        print(f"rewrote {len(changed)} suite file(s) in {folder}: {', '.join(changed) or 'none'}")
    bad = stale(folder)
    if bad:
        print(
            f"suites in {folder} differ from the code: {', '.join(bad)}"
            + ("" if args.write else "; run python -m pipeline.suites --write")
            + (" (a *.json that is no stage's suite is removed by hand)" if args.write else ""),
            file=sys.stderr,
        )
        return 1
    print(f"{len(registry())} suites in {folder} match the code")
    return 0


if __name__ == "__main__":
    sys.exit(main())
