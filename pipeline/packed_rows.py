"""The packed-row format (DESIGN §7, issue 11): column names, types, fills and fixed shapes, in one place.

Shared by the producer (stage ``pack``), the gate, the loader and the XLA proof. It depends on
numpy and pyarrow only, so a training environment (``.venv-xla``) can read packed rows with it
and nothing else of the pipeline's dependencies.

>>> [f.name for f in schema(4096)][:7] == list(REQUIRED_COLUMNS)
True
>>> schema(4096).field("token_chunk_starts").type.list_size, schema(8192).field("token_chunk_starts").type.list_size
(128, 256)
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from pipeline.structure import columns as S

COMPLETE_NAME = "COMPLETE.json"  # the completion sentinel: present only once every shard is written
PLATFORM_SLOTS = 128  # >= the 113 platform labels, so a row's union of platform ids always fits
TRAIN, VALIDATION = "train", "validation"
PROVENANCE_TYPE = pa.struct(
    [
        ("doc_id", pa.string()),
        ("piece", pa.int32()),
        ("start", pa.int64()),
        ("length", pa.int64()),
        ("offset", pa.int64()),
    ]
)


def max_chunks(seq_len: int) -> int:
    """FIXED_MAX_CHUNKS for rows of ``seq_len`` tokens: chunk arrays are padded to this length.

    >>> max_chunks(4096), max_chunks(8192)
    (128, 256)
    """
    return max(128, seq_len // 32)


def max_edges(seq_len: int) -> int:
    """Edge pairs per relation a row holds (its edge arrays have twice this many entries)."""
    return 4 * max_chunks(seq_len)


# --- the packed-row columns, in ONE place -------------------------------------------------------
# Required: a load without any of these fails. Optional columns have a fixed fill, used for
# padding and by the loader when a row lacks the column: 0 for categories, depths and masks, -1
# for sentinels where 0 is a real value (ast depth, sibling index, node type, edge ends, platforms).
REQUIRED_COLUMNS: tuple[str, ...] = (
    "pack_id",
    "input_ids",
    "target_ids",
    "loss_mask",
    "doc_ids",
    "valid_token_count",
    "num_docs",
)
# per token, (rows, T): name -> (numpy dtype, fill, tokenize column it comes from or None)
TOKEN_ALIGNED_COLUMNS: dict[str, tuple[str, int, str | None]] = {
    "token_structure_ids": ("uint8", 0, S.TOKEN_STRUCTURE_IDS),
    "token_dep_levels": ("int16", 0, S.TOKEN_DEP_LEVELS),
    "token_ast_depth": ("int16", -1, S.TOKEN_AST_DEPTH),
    "token_sibling_index": ("int32", -1, S.TOKEN_SIBLING_INDEX),
    "token_ast_node_type": ("int32", -1, S.TOKEN_AST_NODE_TYPE),
    "token_chunk_ids": ("int32", 0, None),  # row chunk index of the token (0 where not in a chunk)
    "token_chunk_valid": ("uint8", 0, None),  # 1 where the token lies in a chunk
}
# per chunk, (rows, max_chunks): valid chunk iff end > start
CHUNK_METADATA_COLUMNS: dict[str, tuple[str, int, str]] = {
    "token_chunk_starts": ("int32", 0, S.CHUNK_STARTS),
    "token_chunk_ends": ("int32", 0, S.CHUNK_ENDS),
    "token_chunk_kinds": ("uint8", 0, S.CHUNK_KINDS),
    "token_chunk_dep_levels": ("int16", 0, S.CHUNK_DEP_LEVELS),
}
# flattened (src, dst) row-chunk pairs, (rows, 2 * max_edges), -1 padded
EDGE_COLUMNS: dict[str, tuple[str, int, str]] = {
    "token_call_edges": ("int32", -1, S.CALL_EDGES),
    "token_type_edges": ("int32", -1, S.TYPE_EDGES),
}
# per row
ROW_COLUMNS: dict[str, tuple[str, int]] = {
    "platform_ids": ("int16", -1),  # sorted union of the row's documents' platform ids, (rows, 128)
    "slack": ("int32", 0),  # padding tokens: T - valid_token_count
}
OPTIONAL_COLUMNS: dict[str, int] = {
    **{k: v[1] for k, v in TOKEN_ALIGNED_COLUMNS.items()},
    **{k: v[1] for k, v in CHUNK_METADATA_COLUMNS.items()},
    **{k: v[1] for k, v in EDGE_COLUMNS.items()},
    **{k: v[1] for k, v in ROW_COLUMNS.items()},
}


def _arrow(dtype: str) -> pa.DataType:
    return pa.from_numpy_dtype(np.dtype(dtype))


def schema(seq_len: int) -> pa.Schema:
    """The packed-row schema for rows of ``seq_len`` tokens (every list is fixed-size)."""
    c, e = max_chunks(seq_len), 2 * max_edges(seq_len)
    fields = [
        ("pack_id", pa.int64()),
        ("input_ids", pa.list_(pa.uint32(), seq_len)),
        ("target_ids", pa.list_(pa.uint32(), seq_len)),
        ("loss_mask", pa.list_(pa.uint8(), seq_len)),
        ("doc_ids", pa.list_(pa.int64(), seq_len)),
        ("valid_token_count", pa.int32()),
        ("num_docs", pa.int32()),
    ]
    fields += [(k, pa.list_(_arrow(v[0]), seq_len)) for k, v in TOKEN_ALIGNED_COLUMNS.items()]
    fields += [(k, pa.list_(_arrow(v[0]), c)) for k, v in CHUNK_METADATA_COLUMNS.items()]
    fields += [(k, pa.list_(_arrow(v[0]), e)) for k, v in EDGE_COLUMNS.items()]
    fields += [("platform_ids", pa.list_(pa.int16(), PLATFORM_SLOTS)), ("slack", pa.int32())]
    fields += [("split", pa.string()), ("provenance", pa.list_(PROVENANCE_TYPE))]
    return pa.schema(fields)


def fill_columns(valid_token_count: np.ndarray, seq_len: int) -> dict[str, pa.Array]:
    """Every optional column at its fill (plus ``slack`` and ``split`` = train) for rows without
    structure: what a row of a v1 tokenize output looks like in this format."""
    n = len(valid_token_count)
    out: dict[str, pa.Array] = {}
    widths = {
        **{k: (seq_len, v[0], v[1]) for k, v in TOKEN_ALIGNED_COLUMNS.items()},
        **{k: (max_chunks(seq_len), v[0], v[1]) for k, v in CHUNK_METADATA_COLUMNS.items()},
        **{k: (2 * max_edges(seq_len), v[0], v[1]) for k, v in EDGE_COLUMNS.items()},
        "platform_ids": (PLATFORM_SLOTS, "int16", -1),
    }
    for name, (width, dtype, fill) in widths.items():
        flat = pa.array(np.full(n * width, fill, dtype))
        out[name] = pa.FixedSizeListArray.from_arrays(flat, width)
    out["slack"] = pa.array(seq_len - np.asarray(valid_token_count, np.int64), pa.int32())
    out["split"] = pa.array([TRAIN] * n, pa.string())
    return out
