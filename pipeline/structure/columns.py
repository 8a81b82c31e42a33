"""The tokenize output's structure columns: names, Arrow types and fills, in one place.

This module is the single source of truth shared by the producer (stages ``chunk`` and
``tokenize``) and the consumers (``pack``, the loader, the Megatron sidecars). The contract is
``CONTRACT-tokenize-v2``: one row per *piece* of a document; per-token columns have exactly
``n_tokens`` entries (BOS included); chunk columns are in token offsets of the piece's
``input_ids``.

Fills are the value a consumer uses for BOS, padding, or a column missing from an older (v1)
output: 0 for category-like columns (structure ids, dep levels), -1 for true sentinels (ast depth,
sibling index, node type), where 0 would be a real value.

>>> CATEGORY_NAMES[FUNC_BODY], NUM_CATEGORIES
('FUNC_BODY', 9)
>>> FILLS["token_ast_depth"], FILLS["token_structure_ids"]
(-1, 0)
"""

from __future__ import annotations

import pyarrow as pa

# -- the 9 structure categories (DESIGN §7 order; ids are stable) -----------------------------
OTHER = 0
PREAMBLE = 1
FUNC_SIGNATURE = 2
FUNC_BODY = 3
CLASS_DECL = 4
CLASS_MEMBER = 5
TYPEDEF = 6
NAMESPACE = 7
COMMENT = 8

CATEGORY_NAMES: tuple[str, ...] = (
    "OTHER",
    "PREAMBLE",
    "FUNC_SIGNATURE",
    "FUNC_BODY",
    "CLASS_DECL",
    "CLASS_MEMBER",
    "TYPEDEF",
    "NAMESPACE",
    "COMMENT",
)
NUM_CATEGORIES = len(CATEGORY_NAMES)
CATEGORY_IDS: dict[str, int] = {name: i for i, name in enumerate(CATEGORY_NAMES)}

# Chunk kinds that are self-contained enough to deduplicate on their own (issue 11: preambles,
# signatures, members and comments never are).
SELF_CONTAINED_KINDS: frozenset[int] = frozenset({FUNC_BODY, CLASS_DECL, TYPEDEF, NAMESPACE})

# -- per-document (per-piece) identity columns ------------------------------------------------
DOC_COLUMNS: tuple[tuple[str, pa.DataType], ...] = (
    ("doc_id", pa.string()),
    ("source", pa.string()),
    ("path", pa.string()),
    ("license", pa.string()),
    ("piece", pa.int32()),
    ("n_pieces", pa.int32()),
    ("input_ids", pa.large_list(pa.uint32())),
    ("n_tokens", pa.int64()),
)

# -- per-token columns: exactly n_tokens entries, aligned with input_ids ----------------------
TOKEN_BYTE_STARTS = "token_byte_starts"
TOKEN_STRUCTURE_IDS = "token_structure_ids"
TOKEN_AST_DEPTH = "token_ast_depth"
TOKEN_SIBLING_INDEX = "token_sibling_index"
TOKEN_AST_NODE_TYPE = "token_ast_node_type"
TOKEN_DEP_LEVELS = "token_dep_levels"

TOKEN_COLUMNS: tuple[tuple[str, pa.DataType], ...] = (
    (TOKEN_BYTE_STARTS, pa.large_list(pa.uint32())),
    (TOKEN_STRUCTURE_IDS, pa.large_list(pa.uint8())),
    (TOKEN_AST_DEPTH, pa.large_list(pa.int16())),
    (TOKEN_SIBLING_INDEX, pa.large_list(pa.int32())),
    (TOKEN_AST_NODE_TYPE, pa.large_list(pa.int32())),
    (TOKEN_DEP_LEVELS, pa.large_list(pa.int16())),
)

# -- per-chunk columns: chunk spans in token offsets of input_ids, sorted, non-overlapping -----
CHUNK_STARTS = "chunk_starts"
CHUNK_ENDS = "chunk_ends"
CHUNK_KINDS = "chunk_kinds"
CHUNK_DEP_LEVELS = "chunk_dep_levels"
CALL_EDGES = "call_edges"  # flattened (src, dst) chunk-index pairs within the piece
TYPE_EDGES = "type_edges"

CHUNK_COLUMNS: tuple[tuple[str, pa.DataType], ...] = (
    (CHUNK_STARTS, pa.large_list(pa.int32())),
    (CHUNK_ENDS, pa.large_list(pa.int32())),
    (CHUNK_KINDS, pa.large_list(pa.uint8())),
    (CHUNK_DEP_LEVELS, pa.large_list(pa.int16())),
    (CALL_EDGES, pa.large_list(pa.int32())),
    (TYPE_EDGES, pa.large_list(pa.int32())),
)

# -- per-document metadata --------------------------------------------------------------------
PLATFORM_IDS = "platform_ids"  # ids in pipeline.tokenizer.platform.PLATFORM_LABELS, at most 20
META_COLUMNS: tuple[tuple[str, pa.DataType], ...] = ((PLATFORM_IDS, pa.large_list(pa.uint16())),)

# Value for BOS, padding, or a missing optional column.
FILLS: dict[str, int] = {
    TOKEN_BYTE_STARTS: 0,
    TOKEN_STRUCTURE_IDS: OTHER,
    TOKEN_AST_DEPTH: -1,
    TOKEN_SIBLING_INDEX: -1,
    TOKEN_AST_NODE_TYPE: -1,
    TOKEN_DEP_LEVELS: 0,
    CHUNK_STARTS: 0,
    CHUNK_ENDS: 0,
    CHUNK_KINDS: OTHER,
    CHUNK_DEP_LEVELS: 0,
    CALL_EDGES: -1,
    TYPE_EDGES: -1,
    PLATFORM_IDS: 0,
}

TOKENIZE_SCHEMA = pa.schema(list(DOC_COLUMNS + TOKEN_COLUMNS + CHUNK_COLUMNS + META_COLUMNS))
STRUCTURE_TOKEN_COLUMN_NAMES: tuple[str, ...] = tuple(n for n, _ in TOKEN_COLUMNS)
STRUCTURE_CHUNK_COLUMN_NAMES: tuple[str, ...] = tuple(n for n, _ in CHUNK_COLUMNS)
