"""Fixed-shape training batches from packed rows (DESIGN §7, issue 11 item 5).

``PackedRowLoader`` reads a committed pack output and yields dicts of numpy arrays, every batch
with the same keys, shapes and dtypes: ``(B, T)`` token tensors, ``(B, C)`` chunk tensors with
``C = max(128, T // 32)``, and the per-batch derived tensors

- ``segment_ids`` (B, T): 1, 2, ... per document of a row in order, 0 on padding;
- ``position_ids`` (B, T): position within the document, restarting at every document, 0 on padding;
- ``cu_seqlens`` (B * T + 1,): cumulative boundaries of the batch's segments (each row's padding is
  a segment of its own) in the flattened batch, padded to its fixed length by repeating B * T;

all derived from ``doc_ids`` here, on the host, outside any compiled region. Which optional
tensors a batch carries is decided once, by the structure allowlist (``core`` = structure ids and
dep levels; ``all``; or a comma list of ``structure, dep_level, ast_depth, sibling_index,
ast_node_type``; ``none``) and the recipe flags ``tree_ffn`` (chunk ids/valid per token and the
chunk arrays), ``relation_bias`` (``chunk_relation_mask`` (B, 3, C, C): same document, call,
type) and ``platform_embed`` (``platform_ids`` (B, 128) for an embedding bag, padded with
``PLATFORM_PAD`` = 113). A row lacking an enabled optional column gets the column's fill; a row
lacking a required column fails the load (``LoadError``). A short last batch is filled with empty
rows (all fills, ``valid_token_count`` 0) so the shape never changes.

The loader asserts the vocab size of the tokenizer revision the rows were made with, and every
batch passes its ``ShapeGuard`` (same keys, shapes and dtypes as the loader's spec) before it is
yielded; ``to_torch`` converts a batch (importing torch only then) after the same check, so a
batch of another shape never reaches a device. This module imports numpy and pyarrow only.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from pipeline import packed_rows as R

STRUCTURE_COMPONENTS: dict[str, str] = {  # allowlist name -> packed column
    "structure": "token_structure_ids",
    "dep_level": "token_dep_levels",
    "ast_depth": "token_ast_depth",
    "sibling_index": "token_sibling_index",
    "ast_node_type": "token_ast_node_type",
}
STRUCTURE_PRESETS: dict[str, tuple[str, ...]] = {
    "none": (),
    "core": ("structure", "dep_level"),
    "all": tuple(STRUCTURE_COMPONENTS),
}
TREE_FFN_COLUMNS = ("token_chunk_ids", "token_chunk_valid", *R.CHUNK_METADATA_COLUMNS)
RELATIONS = ("same_document", "call", "type")
PLATFORM_PAD = 113  # padding index for the platform embedding bag (the labels are 0..112)
INT_DTYPE = {  # batch dtype per tensor (indices as int32: XLA's preferred index type)
    "input_ids": np.int32,
    "target_ids": np.int32,
    "loss_mask": np.float32,
    "doc_ids": np.int64,
    "segment_ids": np.int32,
    "position_ids": np.int32,
    "cu_seqlens": np.int32,
    "valid_token_count": np.int32,
    "num_docs": np.int32,
    "platform_ids": np.int32,
    "chunk_relation_mask": np.bool_,
}


class LoadError(RuntimeError):
    """The packed rows cannot be loaded as asked (missing columns, unfinished output, vocab mismatch)."""


class ShapeMismatch(ValueError):
    """A batch does not have the loader's fixed keys, shapes and dtypes."""


def structure_components(allowlist: str | tuple[str, ...]) -> tuple[str, ...]:
    """Components enabled by an allowlist: a preset name, a comma list, or a tuple.

    >>> structure_components("core"), structure_components("ast_depth,structure")
    (('structure', 'dep_level'), ('ast_depth', 'structure'))
    """
    if isinstance(allowlist, str):
        if allowlist in STRUCTURE_PRESETS:
            return STRUCTURE_PRESETS[allowlist]
        allowlist = tuple(a.strip() for a in allowlist.split(",") if a.strip())
    unknown = [a for a in allowlist if a not in STRUCTURE_COMPONENTS]
    if unknown:
        raise ValueError(f"unknown structure components {unknown}; known: {sorted(STRUCTURE_COMPONENTS)}")
    return tuple(allowlist)


@dataclass(frozen=True)
class ShapeGuard:
    """The fixed batch contract: key -> (shape, dtype). ``check`` rejects anything else."""

    spec: dict[str, tuple[tuple[int, ...], str]]

    def check(self, batch: dict[str, Any]) -> None:
        if set(batch) != set(self.spec):
            raise ShapeMismatch(f"batch keys {sorted(batch)} differ from {sorted(self.spec)}")
        for k, (shape, dtype) in self.spec.items():
            got = (tuple(batch[k].shape), str(batch[k].dtype))
            if got != (shape, dtype):
                raise ShapeMismatch(
                    f"{k}: batch has shape {got[0]} {got[1]}, the loader's fixed shape is {shape} {dtype}"
                )


@dataclass
class PackOutput:
    """Where a committed pack version lives on a local filesystem, and what it was made with."""

    directory: str
    shards: list[str]
    seq_len: int
    vocab_size: int | None
    tokenizer_revision: str | None = None
    info: dict = field(default_factory=dict)


def _read_json(path: str) -> dict:
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def find_pack(root: str, version: str | None = None) -> PackOutput:
    """The pack output under a local store root (the newest run's version unless ``version``), or
    ``root`` itself when it is a pack version directory. Fails unless the output is complete."""
    if os.path.exists(os.path.join(root, R.COMPLETE_NAME)):
        directory = root
        root = os.path.dirname(os.path.dirname(os.path.abspath(root)))
    else:
        if version is None:
            latest = os.path.join(root, "runs", "latest.json")
            if not os.path.exists(latest):
                raise LoadError(
                    f"{root}: no runs/latest.json and no {R.COMPLETE_NAME}: not a store root or pack output"
                )
            version = _read_json(latest)["stages"].get("pack")
            if version is None:
                raise LoadError(f"{root}: the newest run has no pack stage")
        directory = os.path.join(root, "pack", version)
    if not os.path.exists(os.path.join(directory, R.COMPLETE_NAME)):
        raise LoadError(
            f"{directory}: completion sentinel {R.COMPLETE_NAME} missing: the pack output is unfinished"
        )
    sentinel = _read_json(os.path.join(directory, R.COMPLETE_NAME))
    shards = [os.path.join(directory, f"part-{s:05d}.parquet") for s in sentinel["shards"]]
    vocab, revision = None, None
    manifest = os.path.join(directory, "_manifest.json")
    if os.path.exists(manifest):  # follow pack -> tokenize -> tokenizer -> the revision's manifest
        try:
            tok_v = _read_json(manifest)["inputs"]["tokenize"]
            tkz_v = _read_json(os.path.join(root, "tokenize", tok_v, "_manifest.json"))["inputs"]["tokenizer"]
            tkz = pq.read_table(
                os.path.join(root, "tokenizer", tkz_v, "part-00000.parquet"), columns=["revision"]
            )
            revision = tkz.column("revision")[0].as_py()
            vocab = int(_read_json(os.path.join(root, "tokenizers", revision, "manifest.json"))["vocab_size"])
        except (OSError, KeyError) as e:
            raise LoadError(
                f"{directory}: cannot find the tokenizer revision the rows were made with: {e}"
            ) from e
    return PackOutput(directory, shards, int(sentinel["seq_len"]), vocab, revision, sentinel)


class PackedRowLoader:
    """Fixed (B, T) batches from a pack output; see the module docstring for the tensors."""

    def __init__(
        self,
        root: str,
        batch_size: int,
        *,
        vocab_size: int,
        structure: str | tuple[str, ...] = "core",
        tree_ffn: bool = False,
        relation_bias: bool = False,
        platform_embed: bool = False,
        split: str | None = R.TRAIN,
        version: str | None = None,
    ) -> None:
        self.pack = find_pack(root, version)
        if self.pack.vocab_size is not None and self.pack.vocab_size != vocab_size:
            raise LoadError(
                f"the rows were made with tokenizer revision {self.pack.tokenizer_revision} of "
                f"{self.pack.vocab_size} ids; the model expects {vocab_size}"
            )
        self.vocab_size = vocab_size
        self.batch_size = batch_size
        self.seq_len = self.pack.seq_len
        self.max_chunks = R.max_chunks(self.seq_len)
        self.split = split
        self.components = structure_components(structure)
        self.tree_ffn, self.relation_bias, self.platform_embed = tree_ffn, relation_bias, platform_embed
        optional = [STRUCTURE_COMPONENTS[c] for c in self.components]
        if tree_ffn:
            optional += list(TREE_FFN_COLUMNS)
        if relation_bias:
            optional += [
                c for c in ("token_chunk_starts", "token_chunk_ends", *R.EDGE_COLUMNS) if c not in optional
            ]
        if platform_embed:
            optional.append("platform_ids")
        self.optional = tuple(dict.fromkeys(optional))
        self.guard = ShapeGuard(self._spec())

    def _width(self, column: str) -> int:
        if column in R.TOKEN_ALIGNED_COLUMNS:
            return self.seq_len
        if column in R.CHUNK_METADATA_COLUMNS:
            return self.max_chunks
        if column in R.EDGE_COLUMNS:
            return 2 * R.max_edges(self.seq_len)
        if column == "platform_ids":
            return R.PLATFORM_SLOTS
        raise KeyError(column)

    def _spec(self) -> dict[str, tuple[tuple[int, ...], str]]:
        b, t, c = self.batch_size, self.seq_len, self.max_chunks
        spec = {
            k: ((b, t), np.dtype(INT_DTYPE[k]).name)
            for k in ("input_ids", "target_ids", "loss_mask", "doc_ids", "segment_ids", "position_ids")
        }
        spec["cu_seqlens"] = ((b * t + 1,), "int32")
        spec["valid_token_count"] = ((b,), "int32")
        spec["num_docs"] = ((b,), "int32")
        for col in self.optional:
            if col in R.EDGE_COLUMNS and not self.tree_ffn:
                continue  # edges only feed the relation mask unless the recipe asks for chunk tensors
            if col in ("token_chunk_starts", "token_chunk_ends") and not self.tree_ffn:
                continue
            dtype = INT_DTYPE.get(col, np.int32)
            spec[col] = ((b, self._width(col)), np.dtype(dtype).name)
        if self.relation_bias:
            spec["chunk_relation_mask"] = ((b, len(RELATIONS), c, c), "bool")
        return spec

    # -- reading ------------------------------------------------------------------------------

    def _columns_of(self, path: str) -> list[str]:
        names = pq.read_schema(path).names
        missing = [c for c in R.REQUIRED_COLUMNS if c not in names]
        if missing:
            raise LoadError(
                f"{path}: required packed-row columns missing: {missing} (a row needs all of "
                f"{list(R.REQUIRED_COLUMNS)})"
            )
        return [c for c in (*R.REQUIRED_COLUMNS, *self.optional, "split") if c in names]

    def _rows(self) -> Iterator[dict[str, np.ndarray]]:
        """Row groups of the output as dicts of 2-D (rows, width) / 1-D arrays, fills applied."""
        for path in self.pack.shards:
            cols = self._columns_of(path)
            f = pq.ParquetFile(path)
            for g in range(f.num_row_groups):
                t = f.read_row_group(g, columns=cols)
                if self.split is not None and "split" in t.column_names:
                    t = t.filter(pc.equal(t.column("split"), self.split))
                if not t.num_rows:
                    continue
                out: dict[str, np.ndarray] = {}
                for c in (*R.REQUIRED_COLUMNS, *self.optional):
                    if c not in t.column_names:  # an optional column this output lacks: its fill
                        out[c] = np.full((t.num_rows, self._width(c)), R.OPTIONAL_COLUMNS[c], np.int64)
                        continue
                    arr = t.column(c).combine_chunks()
                    if isinstance(arr.type, pa.FixedSizeListType | pa.ListType | pa.LargeListType):
                        width = arr.type.list_size if isinstance(arr.type, pa.FixedSizeListType) else None
                        flat = arr.flatten().to_numpy(zero_copy_only=False)
                        width = width or (flat.size // max(t.num_rows, 1))
                        out[c] = flat.reshape(t.num_rows, width)
                    else:
                        out[c] = arr.to_numpy(zero_copy_only=False)
                yield out

    def __iter__(self) -> Iterator[dict[str, np.ndarray]]:
        b = self.batch_size
        pending: list[dict[str, np.ndarray]] = []
        have = 0
        for part in self._rows():
            pending.append(part)
            have += len(part["pack_id"])
            while have >= b:
                merged = {k: np.concatenate([p[k] for p in pending]) for k in pending[0]}
                yield self.make_batch({k: v[:b] for k, v in merged.items()})
                rest = {k: v[b:] for k, v in merged.items()}
                have -= b
                pending = [rest] if have else []
        if have:
            merged = {k: np.concatenate([p[k] for p in pending]) for k in pending[0]}
            yield self.make_batch(merged)

    # -- batches ------------------------------------------------------------------------------

    def make_batch(self, rows: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """One fixed-shape batch from up to B rows (fewer are filled with empty rows)."""
        b, t, c = self.batch_size, self.seq_len, self.max_chunks
        n = len(rows["input_ids"])
        if n > b or rows["input_ids"].shape[1] != t:
            raise ShapeMismatch(
                f"{n} rows of {rows['input_ids'].shape[1]} tokens do not fit a ({b}, {t}) batch"
            )

        def padded(name: str, fill: int, width: int | None = None) -> np.ndarray:
            a = rows[name]
            shape = (b,) if a.ndim == 1 else (b, width or a.shape[1])
            out = np.full(shape, fill, dtype=np.int64 if a.dtype.kind in "iu" else a.dtype)
            out[:n] = a
            return out

        doc = padded("doc_ids", -1)
        ids = padded("input_ids", 0)
        if ids.max(initial=0) >= self.vocab_size:
            raise LoadError(f"an input id {int(ids.max())} is not below the vocab size {self.vocab_size}")
        batch: dict[str, np.ndarray] = {
            "input_ids": ids,
            "target_ids": padded("target_ids", 0),
            "loss_mask": padded("loss_mask", 0),
            "doc_ids": doc,
            "valid_token_count": padded("valid_token_count", 0),
            "num_docs": padded("num_docs", 0),
        }
        batch.update(segments(doc))
        for col in self.optional:
            if col in ("token_chunk_starts", "token_chunk_ends", *R.EDGE_COLUMNS) and not self.tree_ffn:
                continue
            a = padded(col, R.OPTIONAL_COLUMNS[col])
            if col == "platform_ids":
                a = np.where(a < 0, PLATFORM_PAD, a)
            batch[col] = a
        if self.relation_bias:
            batch["chunk_relation_mask"] = relation_mask(
                padded("token_chunk_starts", 0),
                padded("token_chunk_ends", 0),
                doc,
                [padded(e, -1) for e in R.EDGE_COLUMNS],
                c,
            )
        batch = {k: v.astype(self.guard.spec[k][1], copy=False) for k, v in batch.items()}
        self.guard.check(batch)
        return batch

    def to_torch(self, batch: dict[str, np.ndarray], device: Any = None) -> dict[str, Any]:
        """The batch as torch tensors (on ``device``), after the shape guard; imports torch lazily."""
        return to_torch(batch, self.guard, device)


def to_torch(batch: dict[str, np.ndarray], guard: ShapeGuard, device: Any = None) -> dict[str, Any]:
    """Check ``batch`` against ``guard`` (a ``ShapeMismatch`` never reaches the device), then convert."""
    guard.check(batch)
    import torch

    return {
        k: torch.from_numpy(np.ascontiguousarray(v)).to(device)
        if device is not None
        else torch.from_numpy(np.ascontiguousarray(v))
        for k, v in batch.items()
    }


def segments(doc_ids: np.ndarray) -> dict[str, np.ndarray]:
    """``segment_ids``, ``position_ids`` and ``cu_seqlens`` of a (B, T) batch, from ``doc_ids``.

    >>> s = segments(np.array([[5, 5, 7, -1], [9, 9, 9, 9]]))
    >>> s["segment_ids"].tolist(), s["position_ids"].tolist()
    ([[1, 1, 2, 0], [1, 1, 1, 1]], [[0, 1, 0, 0], [0, 1, 2, 3]])
    >>> s["cu_seqlens"][:5].tolist(), int(s["cu_seqlens"][-1]), s["cu_seqlens"].shape
    ([0, 2, 3, 4, 8], 8, (9,))
    """
    b, t = doc_ids.shape
    real = doc_ids >= 0
    start = np.ones((b, t), dtype=bool)
    start[:, 1:] = doc_ids[:, 1:] != doc_ids[:, :-1]
    seg = np.where(real, np.cumsum(start & real, axis=1), 0)
    idx = np.broadcast_to(np.arange(t), (b, t))
    last_start = np.maximum.accumulate(np.where(start, idx, 0), axis=1)
    pos = np.where(real, idx - last_start, 0)
    flat_start = start.reshape(-1).copy()
    flat_start[::t] = True  # every row starts a segment (rows never share one)
    bounds = np.flatnonzero(flat_start)
    cu = np.full(b * t + 1, b * t, dtype=np.int64)
    cu[: bounds.size] = bounds
    return {"segment_ids": seg, "position_ids": pos, "cu_seqlens": cu}


def relation_mask(
    starts: np.ndarray, ends: np.ndarray, doc_ids: np.ndarray, edges: list[np.ndarray], max_chunks: int
) -> np.ndarray:
    """(B, 3, C, C) chunk relations of a batch: same document, call edge, type edge (valid chunks only).

    >>> m = relation_mask(np.array([[1, 4, 0]]), np.array([[3, 6, 0]]), np.array([[0, 0, 0, 0, 1, 1]]),
    ...                   [np.array([[0, 1, -1, -1]]), np.array([[-1, -1, -1, -1]])], 3)
    >>> m[0, 0].astype(int).tolist(), m[0, 1].astype(int).tolist()
    ([[1, 0, 0], [0, 1, 0], [0, 0, 0]], [[0, 1, 0], [0, 0, 0], [0, 0, 0]])
    """
    b, t = doc_ids.shape
    out = np.zeros((b, 1 + len(edges), max_chunks, max_chunks), dtype=bool)
    valid = ends > starts
    doc_of = np.take_along_axis(doc_ids, np.clip(starts, 0, t - 1), axis=1)
    doc_of = np.where(valid, doc_of, -2)
    out[:, 0] = (doc_of[:, :, None] == doc_of[:, None, :]) & valid[:, :, None] & valid[:, None, :]
    for r, e in enumerate(edges, start=1):
        pairs = e.reshape(b, -1, 2)
        row, k = np.nonzero((pairs >= 0).all(axis=2))
        out[row, r, pairs[row, k, 0], pairs[row, k, 1]] = True
    return out
