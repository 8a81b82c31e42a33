"""Verify gates: validate a committed stage output with its Great Expectations suite (DESIGN §8).

Each stage output has a suite ``expectations/{stage}.json`` (a GX 1.x ``ExpectationSuite`` as JSON,
run-time thresholds as ``{"$PARAMETER": "vocab_size"}``). :func:`validate_output` streams the
output's shards, validates them one at a time and folds the per-shard results into one
JSON-serializable dict; a failing suite raises :class:`GateFailed`, so nothing downstream runs on
bad data. The caller stores the dict beside the manifest; :func:`render_data_docs` renders stored
dicts as HTML.

How a shard reaches GX (pandas only; GX has no polars or Arrow engine):

1. A per-stage *derivation* (the ``DERIVATIONS`` table) computes per-row scalar check columns with
   pyarrow/numpy -- list lengths, first id, max id, BOS count in the valid prefix, pad checks -- so
   GX only ever sees scalars. Heavy columns (texts, token lists, structs) never reach pandas.
2. Expectations without ``meta.scope`` run on every shard's row frame.
3. Expectations with ``"meta": {"scope": "dataset"}`` run once on a small *dataset frame*, one row
   per shard: ``shard``, ``rows`` and ``type:{column}`` (the Arrow type, ``<missing>`` if absent).
   That is where the committed row count meets the stage's own tallies: every key ``k`` of
   ``counts`` is the parameter ``counts_{k}``, e.g. ``sum(rows) == $counts_rows``.
4. ``expect_column_values_to_be_unique`` is checked across *all* shards, not per shard: a
   128-bit key per value (the value itself when it fits in 16 bytes, else a hash) is kept for
   every row and duplicates are found by one sort at the end -- 24 bytes per row, no texts held.

Usage (``shards`` yields one ``pyarrow.Table`` per committed shard)::

    try:
        result = validate_output("pack", shards, counts={"rows": n_rows}, params=params, version=vid)
    except GateFailed as e:
        write_json(manifest_dir / "_gate.json", e.result)  # store the verdict, then fail the task
        raise
"""

from __future__ import annotations

import copy
import html
import json
import os
import warnings
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

if TYPE_CHECKING:  # GX and pandas are imported lazily: importing GX costs seconds
    import pandas as pd

# GX's regex expectation calls pandas str.contains with a grouped pattern; the warning is GX-internal noise.
warnings.filterwarnings("ignore", message="This pattern is interpreted as a regular expression", category=UserWarning)

STAGES = ("acquire", "filter", "license", "dedup", "scrub", "chunk", "tokenize", "pack", "export", "tokenizer")
DERIVE_ROWS = 1024  # rows per derivation slice (a packed row group, DESIGN §7)
PARTIAL_COUNT = 10  # unexpected values / locations kept per expectation, over all shards
UNIQUE_TYPE = "expect_column_values_to_be_unique"
MISSING = "<missing>"  # the dataset frame's ``type:{column}`` value for an absent column


class GateFailed(RuntimeError):
    """A stage output failed its suite; ``.result`` is the full (JSON-serializable) result dict."""

    def __init__(self, message: str, result: dict) -> None:
        super().__init__(message)
        self.result = result


def expectations_dir() -> Path:
    """The suites folder: ``$CPPCORPUS_EXPECTATIONS`` or ``expectations/`` at the repo root."""
    env = os.environ.get("CPPCORPUS_EXPECTATIONS")
    return Path(env) if env else Path(__file__).resolve().parent.parent / "expectations"


def load_suite(stage: str) -> dict:
    """The stage's suite as the JSON dict stored in ``expectations/{stage}.json``."""
    path = expectations_dir() / f"{stage}.json"
    if not path.is_file():
        raise FileNotFoundError(f"no expectation suite for stage {stage!r}: {path}")
    return json.loads(path.read_text(encoding="utf-8"))


def _param_names(obj: Any) -> set[str]:
    """Every ``$PARAMETER`` name in a (nested) kwargs structure."""
    if isinstance(obj, dict):
        names = {obj["$PARAMETER"]} if isinstance(obj.get("$PARAMETER"), str) else set()
        for v in obj.values():
            names |= _param_names(v)
        return names
    if isinstance(obj, list):
        return set().union(*(_param_names(v) for v in obj)) if obj else set()
    return set()


def required_params(stage: str) -> list[str]:
    """Run-time parameters the stage's gate needs (suite placeholders + derivations), sorted.

    ``counts_*`` parameters come from ``counts`` and are listed too.
    """
    names = _param_names(load_suite(stage).get("expectations", []))
    return sorted(names | set(DERIVATIONS[stage].params))


# --------------------------------------------------------------------------------------------
# Derivations: per-row scalar check columns, computed with pyarrow/numpy before pandas sees them


@dataclass(frozen=True)
class Derivation:
    """How one stage's shard becomes a cheap pandas frame.

    ``fn(table, params)`` returns the derived columns (name -> array of ``table.num_rows``);
    ``params`` are the run-time parameters ``fn`` needs; ``heavy`` columns are never converted;
    ``id_column`` names failing rows in the result.
    """

    fn: Callable[[pa.Table, Mapping[str, Any]], dict[str, Any]]
    params: tuple[str, ...] = ()
    heavy: frozenset[str] = field(default_factory=frozenset)
    id_column: str | None = None


@dataclass(frozen=True)
class _Flat:
    """A list column taken apart: values, owning row and position of each value, row lengths."""

    values: np.ndarray  # int64, nulls as -1
    parent: np.ndarray  # row of each value
    pos: np.ndarray  # position of each value within its row
    lengths: np.ndarray  # values per row (null list -> 0)


def _column(table: pa.Table, name: str) -> pa.Array:
    col = table.column(name)
    return col.combine_chunks() if isinstance(col, pa.ChunkedArray) else col


def _flatten(table: pa.Table, name: str) -> _Flat:
    """Vectorized view of a list column (honours slices and null lists).

    >>> f = _flatten(pa.table({"x": [[5, 6], [], [7]]}), "x")
    >>> f.values.tolist(), f.parent.tolist(), f.pos.tolist(), f.lengths.tolist()
    ([5, 6, 7], [0, 0, 2], [0, 1, 0], [2, 0, 1])
    """
    arr = _column(table, name)
    lengths = pc.fill_null(pc.list_value_length(arr), 0).to_numpy().astype(np.int64)
    values = pc.fill_null(pc.cast(pc.list_flatten(arr), pa.int64()), -1).to_numpy()
    parent = pc.list_parent_indices(arr).to_numpy().astype(np.int64)
    starts = np.cumsum(lengths) - lengths
    pos = np.arange(len(values), dtype=np.int64) - starts[parent]
    return _Flat(values, parent, pos, lengths)


def _per_row_count(flat: _Flat, mask: np.ndarray, n: int) -> np.ndarray:
    """How many values of each row satisfy ``mask``."""
    return np.bincount(flat.parent[mask], minlength=n).astype(np.int64)


def _per_row_reduce(flat: _Flat, ufunc: np.ufunc, n: int) -> pa.Array:
    """``ufunc`` reduced over each row's values; null for empty rows."""
    out = np.zeros(n, dtype=np.int64)
    nonempty = flat.lengths > 0
    if nonempty.any():
        starts = (np.cumsum(flat.lengths) - flat.lengths)[nonempty]
        out[nonempty] = ufunc.reduceat(flat.values, starts)
    return pa.array(out, mask=~nonempty)


def _first(flat: _Flat, n: int) -> pa.Array:
    """Each row's first value; null for empty rows."""
    out = np.zeros(n, dtype=np.int64)
    nonempty = flat.lengths > 0
    out[nonempty] = flat.values[(np.cumsum(flat.lengths) - flat.lengths)[nonempty]]
    return pa.array(out, mask=~nonempty)


def _ids_columns(flat: _Flat, prefix: str, n: int) -> dict[str, Any]:
    """Length, first, min and max of a token-id list column."""
    return {
        f"{prefix}_len": flat.lengths,
        "first_id": _first(flat, n),
        "min_id": _per_row_reduce(flat, np.minimum, n),
        "max_id": _per_row_reduce(flat, np.maximum, n),
    }


def _derive_documents(table: pa.Table, params: Mapping[str, Any]) -> dict[str, Any]:
    """Document records: the UTF-8 size of ``text`` (checked against ``n_bytes``)."""
    if "text" not in table.column_names:
        return {}
    return {"text_n_bytes": pc.binary_length(_column(table, "text"))}


def _derive_tokenize(table: pa.Table, params: Mapping[str, Any]) -> dict[str, Any]:
    """Tokenized documents: id-list stats and the BOS count (exactly one, at position 0)."""
    if "input_ids" not in table.column_names:
        return {}
    n = table.num_rows
    flat = _flatten(table, "input_ids")
    out = _ids_columns(flat, "input_ids", n)
    out["bos_count"] = _per_row_count(flat, flat.values == int(params["bos_id"]), n)
    out.update(_derive_structure(table))
    return out


def _lengths(table: pa.Table, name: str) -> np.ndarray:
    return pc.fill_null(pc.list_value_length(_column(table, name)), -1).to_numpy().astype(np.int64)


def _derive_structure(table: pa.Table) -> dict[str, Any]:
    """Tokenize v2 rows (CONTRACT tokenize v2): alignment, ranges, chunk and edge sanity per piece."""
    from pipeline.structure import columns as C
    from pipeline.tokenizer.platform import MAX_PLATFORM_IDS, PLATFORM_LABELS

    names = set(table.column_names)
    per_token = [c for c, _ in C.TOKEN_COLUMNS]
    if not set(per_token) <= names:
        return {}
    n = table.num_rows
    n_tok = _lengths(table, "input_ids")
    aligned = np.ones(n, dtype=bool)
    for col in per_token:
        aligned &= _lengths(table, col) == n_tok
    structure = _flatten(table, C.TOKEN_STRUCTURE_IDS)
    out: dict[str, Any] = {"structure_aligned": aligned,
                           "max_structure_id": _per_row_reduce(structure, np.maximum, n)}
    chunks_ok = np.ones(n, dtype=bool)
    edges_ok = np.ones(n, dtype=bool)
    starts, ends = (_column(table, c).to_pylist() for c in (C.CHUNK_STARTS, C.CHUNK_ENDS))
    kinds = _column(table, C.CHUNK_KINDS).to_pylist()
    levels = _column(table, C.CHUNK_DEP_LEVELS).to_pylist()
    edge_cols = [_column(table, c).to_pylist() for c in (C.CALL_EDGES, C.TYPE_EDGES)]
    for r in range(n):
        s, e = np.asarray(starts[r], np.int64), np.asarray(ends[r], np.int64)
        ok = s.size == e.size == len(kinds[r]) == len(levels[r])
        ok = ok and (not s.size or (s[0] >= 1 and e[-1] <= n_tok[r] and (s < e).all() and (s[1:] >= e[:-1]).all()))
        ok = ok and all(0 <= k < C.NUM_CATEGORIES for k in kinds[r]) and (n_tok[r] <= 1 or s.size > 0)
        chunks_ok[r] = ok
        for col in edge_cols:
            v = np.asarray(col[r], np.int64)
            edges_ok[r] &= v.size % 2 == 0 and bool(((v >= 0) & (v < s.size)).all())
    out["chunks_ok"] = chunks_ok
    out["edges_ok"] = edges_ok
    plat = _flatten(table, C.PLATFORM_IDS)
    out["platform_ok"] = (plat.lengths <= MAX_PLATFORM_IDS) & (
        _per_row_count(plat, plat.values >= len(PLATFORM_LABELS), n) == 0)
    if "piece" in names:
        out["doc_piece"] = pc.binary_join_element_wise(
            _column(table, "doc_id"), pc.cast(_column(table, "piece"), pa.string()), ":")
    return out


def _with_doc_piece(table: pa.Table) -> pa.Table:
    """Tokenize v2 rows with the derived ``doc_piece`` key (one row per piece is unique on it)."""
    if "doc_piece" in table.column_names or not {"doc_id", "piece"} <= set(table.column_names):
        return table
    key = pc.binary_join_element_wise(_column(table, "doc_id"), pc.cast(_column(table, "piece"), pa.string()), ":")
    return table.append_column("doc_piece", key)


def _derive_chunk(table: pa.Table, params: Mapping[str, Any]) -> dict[str, Any]:
    """Chunked documents: per-token columns aligned, chunks tile the bytes, pieces within budget."""
    names = set(table.column_names)
    if not {"input_ids", "chunk_byte_starts", "chunk_byte_ends", "piece_token_starts"} <= names:
        return {}
    n = table.num_rows
    n_tok = _lengths(table, "input_ids")
    aligned = np.ones(n, dtype=bool)
    for col in ("token_structure_ids", "token_ast_depth", "token_sibling_index", "token_ast_node_type"):
        aligned &= _lengths(table, col) == n_tok
    n_chunks = _lengths(table, "chunk_byte_starts")
    for col in ("chunk_byte_ends", "chunk_token_starts", "chunk_kinds", "chunk_dep_levels", "chunk_defines",
                "chunk_dropped"):
        if col in names:
            aligned &= _lengths(table, col) == n_chunks
    n_bytes = _column(table, "n_bytes").to_numpy()
    tile = np.ones(n, dtype=bool)
    max_piece = np.zeros(n, dtype=np.int64)
    bs, be = _column(table, "chunk_byte_starts").to_pylist(), _column(table, "chunk_byte_ends").to_pylist()
    ps = _column(table, "piece_token_starts").to_pylist()
    for r in range(n):
        s, e = np.asarray(bs[r], np.int64), np.asarray(be[r], np.int64)
        tile[r] = bool(n_bytes[r] == 0 or (s.size and s[0] == 0 and e[-1] == n_bytes[r]
                                           and (s[1:] == e[:-1]).all() and (s < e).all()))
        bounds = np.append(np.asarray(ps[r], np.int64), n_tok[r])
        steps = np.diff(bounds)
        max_piece[r] = steps.max() if steps.size else 0
        if bounds[0] != 0 or (n_tok[r] and (steps <= 0).any()):
            max_piece[r] = np.iinfo(np.int64).max
    return {"facts_aligned": aligned, "chunks_tile": tile, "max_piece_tokens": max_piece,
            "n_doc_tokens": n_tok}


def _matrix(table: pa.Table, name: str) -> np.ndarray | None:
    """A list column as a (rows, L) array when every row has the same length L > 0 and no nulls.

    Packed rows are fixed-shape, so this is their normal case and keeps every check a cheap
    broadcast; anything ragged (a bad row) takes the general flattened path instead.
    """
    arr = _column(table, name)
    if len(arr) == 0 or arr.null_count:
        return None
    lo, hi = (v.as_py() for v in pc.min_max(pc.list_value_length(arr)).values())
    flat = pc.list_flatten(arr)
    if lo != hi or not hi or flat.null_count:
        return None
    return flat.to_numpy().reshape(len(arr), hi)


def _derive_pack(table: pa.Table, params: Mapping[str, Any]) -> dict[str, Any]:
    """Packed rows (DESIGN §7): list lengths, BOS count vs num_docs, monotone doc_ids, pad checks.

    The valid prefix of a row is positions ``< valid_token_count``; everything after is padding.
    """
    n = table.num_rows
    names = set(table.column_names)
    bos, pad = int(params["bos_id"]), int(params["pad_id"])
    out: dict[str, Any] = {}
    valid = np.zeros(n, dtype=np.int64)
    if "valid_token_count" in names:
        valid = pc.fill_null(_column(table, "valid_token_count"), 0).to_numpy().astype(np.int64)

    def in_prefix(m: np.ndarray) -> np.ndarray:  # (rows, L): position < valid_token_count
        return np.arange(m.shape[1])[None, :] < valid[:, None]

    if "input_ids" in names:
        if (m := _matrix(table, "input_ids")) is not None:
            inside = in_prefix(m)
            out.update(
                input_ids_len=np.full(n, m.shape[1]), first_id=m[:, 0], min_id=m.min(1), max_id=m.max(1)
            )
            out["bos_count"] = ((m == bos) & inside).sum(1)
            out["pad_input_ids_ok"] = ~((m != pad) & ~inside).any(1)
        else:
            ids = _flatten(table, "input_ids")
            in_valid = ids.pos < valid[ids.parent]
            out.update(_ids_columns(ids, "input_ids", n))
            out["bos_count"] = _per_row_count(ids, in_valid & (ids.values == bos), n)
            out["pad_input_ids_ok"] = _per_row_count(ids, ~in_valid & (ids.values != pad), n) == 0
    if "target_ids" in names:
        if (m := _matrix(table, "target_ids")) is not None:
            out.update(target_ids_len=np.full(n, m.shape[1]), max_target_id=m.max(1))
        else:
            tgt = _flatten(table, "target_ids")
            out.update(target_ids_len=tgt.lengths, max_target_id=_per_row_reduce(tgt, np.maximum, n))
    if "loss_mask" in names:
        if (m := _matrix(table, "loss_mask")) is not None:
            out.update(
                loss_mask_len=np.full(n, m.shape[1]), pad_loss_mask_ok=~((m != 0) & ~in_prefix(m)).any(1)
            )
        else:
            lm = _flatten(table, "loss_mask")
            out["loss_mask_len"] = lm.lengths
            out["pad_loss_mask_ok"] = (
                _per_row_count(lm, (lm.pos >= valid[lm.parent]) & (lm.values != 0), n) == 0
            )
    if "doc_ids" in names:
        if (m := _matrix(table, "doc_ids")) is not None:
            # a step i-1 -> i counts when i is inside the valid prefix
            drops = (m[:, 1:] < m[:, :-1]) & in_prefix(m)[:, 1:]
            out.update(doc_ids_len=np.full(n, m.shape[1]), doc_ids_monotone=~drops.any(1))
        else:
            doc = _flatten(table, "doc_ids")
            # subtle: a step is inside one row's valid prefix iff its right end is (pos > 0, pos < valid)
            right = np.arange(1, len(doc.values))
            inside = (doc.pos[right] > 0) & (doc.pos[right] < valid[doc.parent[right]])
            drops = inside & (doc.values[right] < doc.values[right - 1])
            out["doc_ids_len"] = doc.lengths
            out["doc_ids_monotone"] = np.bincount(doc.parent[right][drops], minlength=n) == 0
    if "provenance" in names:
        out["provenance_len"] = pc.fill_null(pc.list_value_length(_column(table, "provenance")), 0)
    return out


def _derive_export(table: pa.Table, params: Mapping[str, Any]) -> dict[str, Any]:
    """Exported documents: ``max_id`` is given by the exporter; derived only if ids are present."""
    if "max_id" in table.column_names or "input_ids" not in table.column_names:
        return {}
    flat = _flatten(table, "input_ids")
    return {"max_id": _per_row_reduce(flat, np.maximum, table.num_rows)}


def _derive_nothing(table: pa.Table, params: Mapping[str, Any]) -> dict[str, Any]:
    """Scalar tables need no derived columns."""
    return {}


_DOCS = Derivation(_derive_documents, heavy=frozenset({"text"}), id_column="doc_id")
DERIVATIONS: dict[str, Derivation] = {
    "acquire": _DOCS,
    "filter": _DOCS,
    "license": _DOCS,
    "dedup": _DOCS,
    "scrub": _DOCS,
    "chunk": Derivation(_derive_chunk, (), frozenset({"input_ids"}), "doc_id"),
    "tokenize": Derivation(_derive_tokenize, ("bos_id",), frozenset({"input_ids"}), "doc_id"),
    "pack": Derivation(_derive_pack, ("bos_id", "pad_id"), frozenset(), "pack_id"),
    "export": Derivation(_derive_export, (), frozenset({"input_ids"}), "doc_id"),
    "tokenizer": Derivation(_derive_nothing, (), frozenset(), "revision"),
}


def _is_scalar(t: pa.DataType) -> bool:
    """Types cheap enough to hand to pandas as they are (no lists, structs, large strings)."""
    return not (
        pa.types.is_nested(t)
        or pa.types.is_large_string(t)
        or pa.types.is_large_binary(t)
        or pa.types.is_binary(t)
        or pa.types.is_dictionary(t)
    )


def type_name(t: pa.DataType) -> str:
    """Canonical Arrow type name, independent of list field names.

    >>> type_name(pa.list_(pa.field("element", pa.uint32())))
    'list<uint32>'
    >>> type_name(pa.list_(pa.struct([("doc_id", pa.string()), ("start", pa.int32())])))
    'list<struct<doc_id: string, start: int32>>'
    """
    if pa.types.is_list(t) or pa.types.is_large_list(t) or pa.types.is_fixed_size_list(t):
        kind = "list" if pa.types.is_list(t) else "large_list" if pa.types.is_large_list(t) else "fixed_list"
        return f"{kind}<{type_name(t.value_type)}>"
    if pa.types.is_struct(t):
        return "struct<" + ", ".join(f"{f.name}: {type_name(f.type)}" for f in t) + ">"
    return str(t)


def shard_frame(stage: str, table: pa.Table, params: Mapping[str, Any]) -> pd.DataFrame:
    """The pandas frame GX validates for one shard: cheap raw columns + derived check columns.

    ``_row`` is the row's index in the shard, so failures can be located.
    """
    deriv = DERIVATIONS[stage]
    cols: dict[str, Any] = {"_row": pa.array(np.arange(table.num_rows, dtype=np.int64))}
    for f in table.schema:
        if f.name not in deriv.heavy and _is_scalar(f.type):
            cols[f.name] = table.column(f.name)
    cols.update(derive(stage, table, params))
    return pa.table(cols).to_pandas()


def derive(stage: str, table: pa.Table, params: Mapping[str, Any]) -> dict[str, pa.ChunkedArray]:
    """The stage's derived check columns, computed ``DERIVE_ROWS`` rows at a time.

    Slicing bounds memory: a whole pack shard flattened at once would need several int64 arrays
    of (rows x seq_len) values; a 1024-row slice at T=4096 needs ~100 MB.
    """
    fn = DERIVATIONS[stage].fn
    parts: dict[str, list[pa.Array]] = {}
    for start in range(0, max(table.num_rows, 1), DERIVE_ROWS):
        for name, arr in fn(table.slice(start, DERIVE_ROWS), params).items():
            arr = arr if isinstance(arr, pa.Array | pa.ChunkedArray) else pa.array(arr)
            parts.setdefault(name, []).extend(arr.chunks if isinstance(arr, pa.ChunkedArray) else [arr])
    return {name: pa.chunked_array(chunks) for name, chunks in parts.items()}


# --------------------------------------------------------------------------------------------
# Cross-shard uniqueness


class _UniqueTracker:
    """Finds duplicate values of one column over all shards with one sort at the end.

    A key is 16 bytes: the value itself when it fits (ints, short strings such as the 16-hex
    doc_id, so duplicates are reported exactly), else a 128-bit hash (two seeded 64-bit hashes).
    """

    def __init__(self, column: str) -> None:
        self.column = column
        self.keys: list[np.ndarray] = []  # S16 per non-null row
        self.where: list[np.ndarray] = []  # (shard, row) uint32 pairs, parallel to keys
        self.hashed: list[np.ndarray] = []  # per key: True if the key is a hash of a long value
        self.is_int = False  # integer column: keys are big-endian int64
        self.missing = False

    def add(self, shard: int, table: pa.Table) -> None:
        if self.column not in table.column_names:
            self.missing = True
            return
        arr = _column(table, self.column)
        rows = np.flatnonzero(~pc.is_null(arr).to_numpy(zero_copy_only=False))
        arr = arr.filter(pc.is_valid(arr))
        if pa.types.is_integer(arr.type):
            self.is_int = True
            keys = arr.cast(pa.int64()).to_numpy().astype(">i8").view("S8").astype("S16")
            hashed = np.zeros(len(keys), dtype=bool)
        else:
            raw = arr.cast(pa.large_binary())
            hashed = pc.binary_length(raw).to_numpy() > 16
            objs = np.asarray(raw.to_pylist(), dtype=object)
            keys = np.zeros(len(objs), dtype="S16")
            keys[~hashed] = objs[~hashed].astype("S16")
            if hashed.any():
                import pandas as pd

                h1 = pd.util.hash_array(objs[hashed], hash_key="cppcorpus-gate-1", categorize=False)
                h2 = pd.util.hash_array(objs[hashed], hash_key="cppcorpus-gate-2", categorize=False)
                keys[hashed] = np.stack([h1, h2], axis=1).astype(">u8").view("S16").ravel()
        self.hashed.append(hashed)
        self.keys.append(keys)
        self.where.append(np.stack([np.full(len(rows), shard, np.uint32), rows.astype(np.uint32)], axis=1))

    def result(self) -> dict:
        """Aggregated result in the shape of a per-shard map expectation result."""
        if self.missing:
            return {"success": False, "exception": f'column "{self.column}" does not exist in every shard'}
        keys = np.concatenate(self.keys) if self.keys else np.zeros(0, "S16")
        where = np.concatenate(self.where) if self.where else np.zeros((0, 2), np.uint32)
        hashed = np.concatenate(self.hashed) if self.hashed else np.zeros(0, bool)
        order = np.argsort(keys, kind="stable")
        sk = keys[order]
        same = sk[1:] == sk[:-1]
        dup = np.zeros(len(sk), dtype=bool)
        dup[1:] |= same
        dup[:-1] |= same
        idx = order[dup]  # rows in groups of equal keys, grouped, in (shard, row) order per group
        values, index = [], []
        for i in idx[:PARTIAL_COUNT]:
            value = _key_value(keys[i], bool(hashed[i]), self.is_int)
            values.append(value)
            index.append({"shard": int(where[i, 0]), "row": int(where[i, 1]), self.column: value})
        return {
            "success": not len(idx),
            "element_count": len(keys),
            "unexpected_count": len(idx),
            "partial_unexpected_list": values,
            "partial_unexpected_index_list": index,
        }


def _key_value(key: bytes, hashed: bool, is_int: bool) -> Any:
    """A key back as a readable value (hashed keys stay hashes)."""
    if hashed:
        return "hash:" + key.ljust(16, b"\0").hex()
    if is_int:
        return int.from_bytes(key.ljust(16, b"\0")[:8], "big", signed=True)
    return key.decode("utf-8", "replace")


# --------------------------------------------------------------------------------------------
# GX plumbing: one ephemeral context per process


_GX_CACHE: dict[str, Any] = {}


def _batch_definition() -> Any:
    """The process-wide GX batch definition over an in-memory pandas frame (created once)."""
    if "bd" not in _GX_CACHE:
        from pipeline.progress import quiet_third_party

        quiet_third_party()  # GX logs hundreds of INFO lines at import; the CLI's -v -v opts back in
        import great_expectations as gx
        from great_expectations.data_context.types.base import (
            DataContextConfig,
            InMemoryStoreBackendDefaults,
            ProgressBarsConfig,
        )

        # all stores in memory, no docs site (render_data_docs renders from stored results),
        # no progress bars in task logs, no analytics
        config = DataContextConfig(
            store_backend_defaults=InMemoryStoreBackendDefaults(init_temp_docs_sites=False),
            progress_bars=ProgressBarsConfig(globally=False),
            analytics_enabled=False,
        )
        context = gx.get_context(mode="ephemeral", project_config=config)
        asset = context.data_sources.add_pandas("cppcorpus").add_dataframe_asset("shard")
        _GX_CACHE["bd"] = asset.add_batch_definition_whole_dataframe("whole")
        _GX_CACHE["version"] = gx.__version__
    return _GX_CACHE["bd"]


def _gx_suite(name: str, expectations: list[tuple[int, dict]]) -> Any:
    """A GX suite of the given (index, expectation dict) pairs; the index goes into meta."""
    import great_expectations as gx

    exps = []
    for i, e in expectations:
        e = copy.deepcopy(e)
        e["meta"] = {**e.get("meta", {}), "_gate_index": i}
        exps.append(e)
    return gx.ExpectationSuite(name=name, expectations=exps)


def _exception_message(info: Any) -> str | None:
    """The first exception message in a GX exception_info (flat or keyed by metric)."""
    if not isinstance(info, dict):
        return None
    if info.get("raised_exception"):
        return str(info.get("exception_message"))
    for v in info.values():
        msg = _exception_message(v)
        if msg:
            return msg
    return None


def _jsonable(obj: Any) -> Any:
    """Plain JSON values (numpy scalars, tuples, bytes, NaN) for a byte-stable result."""
    if isinstance(obj, dict):
        return {str(k): _jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [_jsonable(v) for v in obj]
    if isinstance(obj, np.generic):
        return _jsonable(obj.item())
    if isinstance(obj, bytes):
        return obj.hex()
    if isinstance(obj, float) and obj != obj:
        return None
    if obj is None or isinstance(obj, bool | int | float | str):
        return obj
    return str(obj)


@dataclass
class _Acc:
    """Aggregate of one expectation over the shards."""

    type: str
    kwargs: dict
    scope: str
    success: bool = True
    element_count: int = 0
    unexpected_count: int | None = 0
    failed_shards: int = 0
    observed_value: Any = None
    exception: str | None = None
    aggregate: bool = False  # an aggregate expectation (observed_value, no per-row verdicts)
    values: list = field(default_factory=list)
    index: list = field(default_factory=list)

    def add(self, shard: int | None, er: dict) -> None:
        res = er.get("result") or {}
        msg = _exception_message(er.get("exception_info"))
        if not er.get("success"):
            self.success = False
            self.failed_shards += 1
            if self.observed_value is None and "observed_value" in res:
                self.observed_value = res["observed_value"]
        if msg and self.exception is None:
            self.exception = msg
        self.aggregate |= "observed_value" in res
        if self.scope == "dataset" and "observed_value" in res and er.get("success"):
            self.observed_value = res["observed_value"]
        self.element_count += int(res.get("element_count") or 0)
        if self.unexpected_count is not None:
            self.unexpected_count = (
                None if msg else self.unexpected_count + int(res.get("unexpected_count") or 0)
            )
        for v in res.get("partial_unexpected_list") or []:
            if len(self.values) < PARTIAL_COUNT:
                self.values.append(v)
        for d in res.get("partial_unexpected_index_list") or []:
            if len(self.index) < PARTIAL_COUNT:
                d = dict(d) if isinstance(d, dict) else {"row": d}
                if "_row" in d:
                    d = {"row": d.pop("_row"), **d}
                self.index.append({"shard": shard, **d} if shard is not None else d)

    def as_dict(self) -> dict:
        out: dict[str, Any] = {
            "type": self.type,
            "kwargs": self.kwargs,
            "scope": self.scope,
            "success": self.success,
            "element_count": self.element_count,
            "unexpected_count": self.unexpected_count,
            "partial_unexpected_list": self.values,
            "partial_unexpected_index_list": self.index,
        }
        if self.aggregate:
            out["element_count"] = out["unexpected_count"] = None
            out["observed_value"] = self.observed_value
        if self.scope == "rows":
            out["failed_shards"] = self.failed_shards
        out["exception"] = self.exception
        return _jsonable(out)


# --------------------------------------------------------------------------------------------
# The gate


def validate_output(
    stage: str,
    frames: Iterable[pa.Table],
    *,
    counts: Mapping[str, int],
    params: Mapping[str, Any] | None = None,
    version: str | None = None,
) -> dict:
    """Validate a committed stage output shard by shard; raise :class:`GateFailed` if it fails.

    ``frames`` yields one Arrow table per shard (never concatenated), ``counts`` are the stage's
    own tallies (``counts["rows"]`` must equal the validated rows), ``params`` fill the suite's
    ``$PARAMETER`` placeholders, ``version`` only labels the result. The returned dict holds no
    time or run ids, so the same input gives the same bytes.
    """
    if stage not in DERIVATIONS:
        raise ValueError(f"unknown stage {stage!r}; known: {', '.join(STAGES)}")
    if "rows" not in counts:
        raise ValueError(f"gate {stage}: counts must include 'rows' (got {sorted(counts)})")
    spec = load_suite(stage)
    deriv = DERIVATIONS[stage]
    run_params: dict[str, Any] = {**(params or {}), **{f"counts_{k}": int(v) for k, v in counts.items()}}
    missing = sorted(set(required_params(stage)) - set(run_params))
    if missing:
        raise ValueError(f"gate {stage}: missing run-time parameters {missing}")

    expectations = list(enumerate(spec.get("expectations", [])))
    for i, e in expectations:
        scope = (e.get("meta") or {}).get("scope", "rows")
        if scope not in ("rows", "dataset"):
            raise ValueError(f"suite {stage}: expectation {i} ({e.get('type')}) has unknown scope {scope!r}")
    row_exps = [(i, e) for i, e in expectations if (e.get("meta") or {}).get("scope", "rows") == "rows"]
    ds_exps = [(i, e) for i, e in expectations if (e.get("meta") or {}).get("scope", "rows") == "dataset"]
    accs = {
        i: _Acc(e["type"], e.get("kwargs", {}), (e.get("meta") or {}).get("scope", "rows"))
        for i, e in expectations
    }
    uniques = {i: _UniqueTracker(e["kwargs"]["column"]) for i, e in row_exps if e["type"] == UNIQUE_TYPE}
    type_columns = sorted(
        {
            e["kwargs"]["column"][len("type:") :]
            for _, e in ds_exps
            if str(e.get("kwargs", {}).get("column", "")).startswith("type:")
        }
    )

    bd = _batch_definition()
    row_suite = _gx_suite(f"{stage}.rows", row_exps)
    result_format: dict[str, Any] = {"result_format": "SUMMARY", "partial_unexpected_count": PARTIAL_COUNT}
    index_cols = ["_row"] + ([deriv.id_column] if deriv.id_column else [])
    ds_rows: list[dict] = []
    n_rows = 0
    for shard, table in enumerate(frames):
        if isinstance(table, pa.RecordBatch):
            table = pa.Table.from_batches([table])
        n_rows += table.num_rows
        types = {f.name: type_name(f.type) for f in table.schema}
        ds_rows.append(
            {
                "shard": shard,
                "rows": table.num_rows,
                **{f"type:{c}": types.get(c, MISSING) for c in type_columns},
            }
        )
        for tracker in uniques.values():
            tracker.add(shard, _with_doc_piece(table) if tracker.column == "doc_piece" else table)
        if not row_exps:
            continue
        frame = shard_frame(stage, table, run_params)
        fmt = {
            **result_format,
            "unexpected_index_column_names": [c for c in index_cols if c in frame.columns],
        }
        batch = bd.get_batch(batch_parameters={"dataframe": frame})
        res = batch.validate(row_suite, expectation_parameters=run_params, result_format=fmt)
        for er in res.results:
            d = er.to_json_dict()
            accs[d["expectation_config"]["meta"]["_gate_index"]].add(shard, d)
        del frame, batch, res

    if ds_exps:
        import pandas as pd

        cols = ["shard", "rows", *(f"type:{c}" for c in type_columns)]
        ds_frame = pd.DataFrame(ds_rows, columns=cols).astype({"shard": "int64", "rows": "int64"})
        batch = bd.get_batch(batch_parameters={"dataframe": ds_frame})
        res = batch.validate(
            _gx_suite(f"{stage}.dataset", ds_exps),
            expectation_parameters=run_params,
            result_format=result_format,
        )
        for er in res.results:
            d = er.to_json_dict()
            accs[d["expectation_config"]["meta"]["_gate_index"]].add(None, d)

    results = []
    for i, _ in expectations:
        out = accs[i].as_dict()
        if i in uniques:  # cross-shard verdict replaces the per-shard one
            u = uniques[i].result()
            out.update(_jsonable(u))
            out["exception"] = u.get("exception")
            out["scope"] = "all shards"
            out.pop("failed_shards", None)
        results.append(out)

    result = {
        "success": all(r["success"] for r in results),
        "stage": stage,
        "version": version,
        "suite": spec.get("name", stage),
        "shards": len(ds_rows),
        "rows": n_rows,
        "counts": _jsonable(dict(sorted(counts.items()))),
        "params": _jsonable(dict(sorted(run_params.items()))),
        "statistics": {
            "evaluated_expectations": len(results),
            "successful_expectations": sum(r["success"] for r in results),
            "unsuccessful_expectations": sum(not r["success"] for r in results),
        },
        "results": results,
        "gx_version": _GX_CACHE.get("version"),
    }
    if not result["success"]:
        raise GateFailed(failure_message(result), result)
    return result


def _describe(r: dict) -> str:
    """One expectation as a readable call, placeholders kept: ``type(column='x', max_value=$v)``."""

    def fmt(v: Any) -> str:
        if isinstance(v, dict) and "$PARAMETER" in v:
            return f"${v['$PARAMETER']}"
        return repr(v)

    return f"{r['type']}(" + ", ".join(f"{k}={fmt(v)}" for k, v in r["kwargs"].items()) + ")"


def failure_message(result: dict) -> str:
    """The readable summary of a failed result (what :class:`GateFailed` says)."""
    failed = [r for r in result["results"] if not r["success"]]
    head = (
        f"gate {result['stage']!r} failed for version {result.get('version') or '(unversioned)'} "
        f"({result['shards']} shards, {result['rows']} rows): "
        f"{len(failed)} of {len(result['results'])} expectations failed"
    )
    lines = [head]
    for r in failed:
        used = {p: result["params"].get(p) for p in sorted(_param_names(r["kwargs"]))}
        detail = []
        if r.get("exception"):
            detail.append(f"error: {r['exception']}")
        if "observed_value" in r:
            detail.append(f"observed {r['observed_value']!r}")
        elif r.get("unexpected_count") is not None:
            detail.append(f"{r['unexpected_count']} of {r['element_count']} rows unexpected")
            if r["partial_unexpected_index_list"]:
                detail.append(f"e.g. {r['partial_unexpected_index_list'][:3]}")
            elif r["partial_unexpected_list"]:
                detail.append(f"e.g. {r['partial_unexpected_list'][:3]}")
        if used:
            detail.append("with " + ", ".join(f"{k}={v!r}" for k, v in used.items()))
        lines.append(f"  - [{r['scope']}] {_describe(r)}: " + "; ".join(detail))
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Data Docs


def _to_gx_result(result: dict) -> Any:
    """A stored result dict back as a GX ``ExpectationSuiteValidationResult`` (for rendering)."""
    from great_expectations.core import ExpectationSuiteValidationResult, ExpectationValidationResult
    from great_expectations.expectations.expectation_configuration import ExpectationConfiguration

    evrs = []
    for r in result["results"]:
        res = {k: r[k] for k in ("element_count", "unexpected_count", "partial_unexpected_list") if k in r}
        if r.get("observed_value") is not None:
            res["observed_value"] = r["observed_value"]
        if res.get("unexpected_count") is None:
            res.pop("unexpected_count", None)
        elif res.get("element_count"):
            res["unexpected_percent"] = 100.0 * res["unexpected_count"] / res["element_count"]
        cfg = ExpectationConfiguration(type=r["type"], kwargs=r["kwargs"], meta={"scope": r["scope"]})
        exc = {
            "raised_exception": bool(r.get("exception")),
            "exception_message": r.get("exception"),
            "exception_traceback": None,
        }
        evrs.append(
            ExpectationValidationResult(
                success=r["success"], expectation_config=cfg, result=res, exception_info=exc
            )
        )
    stats = dict(result["statistics"])
    n = stats["evaluated_expectations"]
    stats["success_percent"] = 100.0 * stats["successful_expectations"] / n if n else None
    return ExpectationSuiteValidationResult(
        success=result["success"],
        results=evrs,
        suite_name=result.get("suite", result["stage"]),
        suite_parameters=result.get("params", {}),
        statistics=stats,
        meta={
            "great_expectations_version": result.get("gx_version"),
            "active_batch_definition": {"datasource_name": "cppcorpus", "data_asset_name": result["stage"]},
            "batch_spec": {
                "data_asset_name": f"{result['stage']} {result.get('version') or ''}".strip(),
                "shards": result["shards"],
                "rows": result["rows"],
            },
        },
    )


def render_data_docs(results: list[dict], out_dir: str | os.PathLike) -> Path:
    """Render stored gate results as HTML; returns ``{out_dir}/index.html``.

    Each result becomes a GX Data Docs validation page (GX's own renderer and page template,
    ``{stage}-{version}.html``; styling loads from the CDNs GX uses); ``index.html`` is a plain,
    dependency-free table of all results linking to them.
    """
    from great_expectations.render.renderer import ValidationResultsPageRenderer
    from great_expectations.render.view import DefaultJinjaPageView

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    renderer, view = ValidationResultsPageRenderer(), DefaultJinjaPageView()
    rows = []
    for k, result in enumerate(results):
        name = f"{result['stage']}-{result.get('version') or k}.html"
        (out / name).write_text(view.render(renderer.render(_to_gx_result(result))), encoding="utf-8")
        failed = [_describe(r) for r in result["results"] if not r["success"]]
        rows.append(
            "<tr><td><a href='{}'>{}</a></td><td>{}</td><td class='{}'>{}</td><td>{}</td><td>{}</td>"
            "<td>{}</td></tr>".format(
                html.escape(name),
                html.escape(result["stage"]),
                html.escape(str(result.get("version"))),
                "ok" if result["success"] else "bad",
                "passed" if result["success"] else "FAILED",
                result["shards"],
                result["rows"],
                "<br>".join(html.escape(f) for f in failed),
            )
        )
    index = out / "index.html"
    index.write_text(
        "<!doctype html><meta charset='utf-8'><title>cppcorpus gates</title>"
        "<style>body{font-family:sans-serif}td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top}"
        "table{border-collapse:collapse}.ok{color:#070}.bad{color:#b00;font-weight:bold}</style>"
        "<h1>cppcorpus verify gates</h1><table><tr><th>stage</th><th>version</th><th>result</th>"
        "<th>shards</th><th>rows</th><th>failed expectations</th></tr>" + "".join(rows) + "</table>\n",
        encoding="utf-8",
    )
    return index
