"""Sidecar indexed datasets beside the Megatron ``.bin/.idx``: the structure a Megatron user also gets.

Each sidecar is an indexed dataset of its own (the same ``MMIDIDX`` layout megatron-core's
``IndexedDataset`` reads, see ``pipeline.megatron``) with one sequence per exported document, in
the export's document order, so sequence ``i`` of a sidecar belongs to sequence ``i`` of
``cppcorpus.bin``:

=============================  ========  ==========================================================
files                          dtype     sequence ``i``
=============================  ========  ==========================================================
``cppcorpus_structure``        uint8     per token of document ``i``: its structure category
                                         (OTHER 0, PREAMBLE 1, FUNC_SIGNATURE 2, FUNC_BODY 3,
                                         CLASS_DECL 4, CLASS_MEMBER 5, TYPEDEF 6, NAMESPACE 7,
                                         COMMENT 8; the BOS has 0); same length as the document
``cppcorpus_loss_mask``        uint8     per token: 1 where the token is a training target (every
                                         token after the document's BOS), 0 for the BOS
``cppcorpus_platform``         uint16    the document's platform ids (the 113-label vocabulary of
                                         ``pipeline.tokenizer.platform``, at most 20; may be empty)
=============================  ========  ==========================================================

Everything comes from the tokenize output directly (its pieces, concatenated without their BOS in
``piece`` order, exactly as the export builds the token ids), never from packed rows. A v1
tokenize output without structure columns gets the fills (structure 0, no platform ids).
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from pipeline import megatron
from pipeline.structure import columns as S

SIDECARS: dict[str, type] = {"structure": np.uint8, "loss_mask": np.uint8, "platform": np.uint16}
COLUMNS = ["doc_id", "piece", "input_ids", S.TOKEN_STRUCTURE_IDS, S.PLATFORM_IDS]  # read from tokenize


class SidecarError(RuntimeError):
    """The tokenize output does not give a document the sidecars need (missing pieces)."""


def sidecar_prefix(prefix: str, name: str) -> str:
    """``cppcorpus`` -> ``cppcorpus_structure`` etc."""
    return f"{prefix}_{name}"


class SidecarWriters:
    """Streams the sidecars of one export: ``add_shard`` per tokenize shard, then ``finalize``."""

    def __init__(self, prefix: str):
        self.prefix = prefix
        self.writers = {n: megatron.IndexedWriter(sidecar_prefix(prefix, n), d) for n, d in SIDECARS.items()}

    def add_shard(self, table: pa.Table, doc_order: list[str]) -> None:
        """Append the documents of one tokenize shard, in ``doc_order`` (the export's order)."""
        n = table.num_rows
        docs = table.column("doc_id").to_pylist()
        pieces = table.column("piece").to_pylist() if "piece" in table.column_names else [0] * n
        ids_len = np.diff(_offsets(table, "input_ids"))
        structure = _flat(table, S.TOKEN_STRUCTURE_IDS)
        platforms = _flat(table, S.PLATFORM_IDS)
        by_doc: dict[str, list[int]] = {}
        for r, (d, p) in enumerate(zip(docs, pieces, strict=True)):
            by_doc.setdefault(d, []).append((p, r))
        n_tok = np.zeros(len(doc_order), np.int64)
        struct_parts: list[np.ndarray] = []
        plat_parts: list[np.ndarray] = []
        bos = np.zeros(1, np.uint8)
        for i, d in enumerate(doc_order):
            if d not in by_doc:
                raise SidecarError(f"document {d} has no rows in the tokenize shard")
            rows = [r for _, r in sorted(by_doc[d])]
            n_tok[i] = 1 + sum(int(ids_len[r]) - 1 for r in rows)
            if structure is not None:  # the document's BOS, then each piece's tokens without its own BOS
                so, sv = structure
                struct_parts.append(bos)
                struct_parts += [sv[so[r] + 1 : so[r + 1]] for r in rows]
            if platforms is not None:
                po, pv = platforms
                plat_parts.append(pv[po[rows[0]] : po[rows[0] + 1]])
        if structure is None:
            struct = np.zeros(int(n_tok.sum()), np.uint8)
            struct_len = n_tok
        else:
            struct = np.concatenate(struct_parts) if struct_parts else np.zeros(0, np.uint8)
            struct_len = _part_lengths(struct_parts, doc_order, by_doc)
        mask = np.ones(int(n_tok.sum()), np.uint8)
        mask[(np.cumsum(n_tok) - n_tok)[n_tok > 0]] = 0  # the BOS of every document
        if platforms is None:
            plat, plat_len = np.zeros(0, np.uint16), np.zeros(len(doc_order), np.int64)
        else:
            plat = np.concatenate(plat_parts) if plat_parts else np.zeros(0, np.uint16)
            plat_len = np.array([p.size for p in plat_parts], np.int64)
        self.writers["structure"].add_documents(struct, struct_len)
        self.writers["loss_mask"].add_documents(mask, n_tok)
        self.writers["platform"].add_documents(plat, plat_len)

    def finalize(self) -> list[str]:
        """Write the indexes; returns the local files written (``.idx`` before ``.bin`` per sidecar)."""
        files = []
        for name, w in self.writers.items():
            w.finalize()
            files += [sidecar_prefix(self.prefix, name) + ext for ext in (".idx", ".bin")]
        return files


def _offsets(table: pa.Table, name: str) -> np.ndarray:
    arr = table.column(name).combine_chunks()
    if isinstance(arr, pa.ChunkedArray):  # an empty table
        arr = pa.concat_arrays(arr.chunks) if arr.num_chunks else pa.array([], type=arr.type)
    return np.asarray(arr.offsets.to_numpy(zero_copy_only=False), dtype=np.int64)


def _flat(table: pa.Table, name: str) -> tuple[np.ndarray, np.ndarray] | None:
    """(offsets, values) of a list column, offsets indexing ``values``; None when absent."""
    if name not in table.column_names:
        return None
    arr = table.column(name).combine_chunks()
    if isinstance(arr, pa.ChunkedArray):
        arr = pa.concat_arrays(arr.chunks) if arr.num_chunks else pa.array([], type=arr.type)
    offsets = np.asarray(arr.offsets.to_numpy(zero_copy_only=False), dtype=np.int64)
    values = arr.values.to_numpy(zero_copy_only=False)
    return offsets, values


def _part_lengths(parts: list[np.ndarray], doc_order: list[str], by_doc: dict[str, list]) -> np.ndarray:
    """Length of each document's structure sequence: its BOS plus its pieces' parts, in ``parts`` order."""
    sizes = np.array([p.size for p in parts], np.int64)
    per_doc = np.array([1 + len(by_doc[d]) for d in doc_order], np.int64)
    return np.add.reduceat(sizes, np.cumsum(per_doc) - per_doc) if sizes.size else np.zeros(0, np.int64)
