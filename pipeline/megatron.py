"""Megatron indexed dataset (``.bin``/``.idx``) as megatron-core reads it, and its verify gate.

Byte layout of ``{prefix}.idx`` (all little-endian), as written by megatron-core's
``IndexedDatasetBuilder`` and read by its ``IndexedDataset``:

    magic            9 bytes   b"MMIDIDX\\x00\\x00"
    version          u64       1
    dtype code       u8        4 = int32 (see DTYPE_CODES; Megatron has no uint32 code)
    sequence count   u64       S
    document count   u64       D + 1 (document_indices has a leading 0)
    sequence_lengths int32[S]  tokens per sequence
    sequence_pointers int64[S] byte offset of each sequence in .bin
    document_indices int64[D+1] sequence index where each document starts, then S

``{prefix}.bin`` is the concatenation of all sequences in that dtype. Here one document is one
sequence. Ids are written as int32, so every id must be < min(vocab size, 2**31). Datasets written
in parts (one per export part) are joined by :class:`IndexMerger`, as megatron-core's builder
``add_index`` joins them, into the bytes one writer gives.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Iterable
from dataclasses import dataclass
from typing import BinaryIO

import numpy as np

MAGIC = b"MMIDIDX\x00\x00"
INDEX_VERSION = 1
DTYPE_CODES: dict[int, type] = {
    1: np.uint8,
    2: np.int8,
    3: np.int16,
    4: np.int32,
    5: np.int64,
    6: np.float64,
    7: np.float32,
    8: np.uint16,
}
TOKEN_DTYPE = np.int32
TOKEN_DTYPE_CODE = 4
INT32_LIMIT = 2**31


class VerifyError(RuntimeError):
    """The dataset at a prefix fails the verify gate; the message says which check and why."""


class MegatronWriter:
    """Stream documents into ``{prefix}.bin`` and write ``{prefix}.idx`` on ``finalize``.

    Only the per-document lengths stay in memory (4 bytes each), so any number of documents fits.
    """

    def __init__(self, prefix: str, vocab_size: int):
        self.prefix = prefix
        self.limit = min(vocab_size, INT32_LIMIT)
        self._bin = open(prefix + ".bin", "wb")  # noqa: SIM115 - closed in finalize
        self._lengths: list[int] = []
        self.max_id = -1

    def add_document(self, ids: np.ndarray) -> None:
        arr = np.asarray(ids)
        if arr.size == 0:
            raise ValueError("empty document: every exported document holds at least its BOS")
        top = int(arr.max())
        if top >= self.limit or int(arr.min()) < 0:
            raise VerifyError(
                f"token id {top} out of range [0, {self.limit}) in document {len(self._lengths)}"
            )
        self.max_id = max(self.max_id, top)
        self._bin.write(arr.astype(TOKEN_DTYPE, copy=False).tobytes(order="C"))
        self._lengths.append(arr.size)

    def finalize(self) -> int:
        """Close the .bin, write the .idx; returns the number of documents."""
        self._bin.close()
        write_index(self.prefix + ".idx", self._lengths)
        return len(self._lengths)


def write_index(path: str, lengths: Iterable[int], dtype: type = TOKEN_DTYPE) -> None:
    """``{prefix}.idx`` for sequences of ``lengths`` elements of ``dtype`` (one sequence per document)."""
    lens = np.asarray(lengths if isinstance(lengths, np.ndarray) else list(lengths), dtype=np.int32)
    itemsize = np.dtype(dtype).itemsize
    code = {np.dtype(v): k for k, v in DTYPE_CODES.items()}[np.dtype(dtype)]
    pointers = np.zeros(len(lens), dtype=np.int64)
    if len(lens) > 1:
        pointers[1:] = np.cumsum(lens[:-1].astype(np.int64)) * itemsize
    doc_idx = np.arange(len(lens) + 1, dtype=np.int64)
    with open(path, "wb") as f:
        f.write(MAGIC)
        f.write(struct.pack("<Q", INDEX_VERSION))
        f.write(struct.pack("<B", code))
        f.write(struct.pack("<Q", len(lens)))
        f.write(struct.pack("<Q", len(doc_idx)))
        f.write(lens.tobytes(order="C"))
        f.write(pointers.tobytes(order="C"))
        f.write(doc_idx.tobytes(order="C"))


class IndexedWriter:
    """Any-dtype indexed dataset (the export's sidecars): one sequence per document, empty allowed.

    Same layout as :class:`MegatronWriter` with another dtype code; values must fit ``dtype``.
    """

    def __init__(self, prefix: str, dtype: type):
        self.prefix = prefix
        self.dtype = np.dtype(dtype)
        self._bin = open(prefix + ".bin", "wb")  # noqa: SIM115 - closed in finalize
        self._lengths: list[int] = []

    def add_document(self, values: np.ndarray) -> None:
        arr = np.asarray(values)
        if arr.size:
            info = np.iinfo(self.dtype)
            if int(arr.min()) < info.min or int(arr.max()) > info.max:
                raise VerifyError(
                    f"{self.prefix}: value out of {self.dtype} range in document {len(self._lengths)}"
                )
        self._bin.write(arr.astype(self.dtype, copy=False).tobytes(order="C"))
        self._lengths.append(arr.size)

    def add_documents(self, values: np.ndarray, lengths: np.ndarray) -> None:
        """Append several documents at once: ``values`` is their concatenation, ``lengths`` their sizes.

        The same files as one ``add_document`` per document, in one write.
        """
        arr = np.asarray(values)
        lens = np.asarray(lengths, dtype=np.int64)
        if (lens < 0).any() or int(lens.sum()) != arr.size:
            raise ValueError(f"lengths sum to {int(lens.sum())}, values hold {arr.size}")
        if arr.size:
            info = np.iinfo(self.dtype)
            bad = np.flatnonzero((arr < info.min) | (arr > info.max))
            if bad.size:
                doc = int(np.searchsorted(np.cumsum(lens), bad[0], side="right"))
                raise VerifyError(
                    f"{self.prefix}: value out of {self.dtype} range in document {len(self._lengths) + doc}"
                )
        self._bin.write(arr.astype(self.dtype, copy=False).tobytes(order="C"))
        self._lengths.extend(lens.tolist())

    def finalize(self) -> int:
        self._bin.close()
        write_index(self.prefix + ".idx", self._lengths, self.dtype.type)
        return len(self._lengths)


def write_with_megatron_core(prefix: str, documents: Iterable[np.ndarray]) -> None:
    """The same files through megatron-core's own builder (used to prove byte identity)."""
    import torch
    from megatron.core.datasets.indexed_dataset import IndexedDatasetBuilder

    builder = IndexedDatasetBuilder(prefix + ".bin", dtype=TOKEN_DTYPE)
    for ids in documents:
        builder.add_document(torch.from_numpy(np.asarray(ids, dtype=TOKEN_DTYPE)), [len(ids)])
    builder.finalize(prefix + ".idx")


@dataclass
class IndexInfo:
    dtype: type
    lengths: np.ndarray
    pointers: np.ndarray
    document_indices: np.ndarray


def read_index(path: str) -> IndexInfo:
    """Parse an .idx strictly; any inconsistency is a VerifyError naming it."""
    with open(path, "rb") as f:
        return parse_index(f.read(), path)


def parse_index(data: bytes, path: str = "<index>") -> IndexInfo:
    """Parse the bytes of an .idx (``path`` names it in errors); any inconsistency is a VerifyError."""
    header = len(MAGIC) + 8 + 1 + 8 + 8
    if len(data) < header:
        raise VerifyError(f"{path}: index too short ({len(data)} bytes) for its header")
    if data[: len(MAGIC)] != MAGIC:
        raise VerifyError(f"{path}: bad magic {data[: len(MAGIC)]!r}, expected {MAGIC!r}")
    off = len(MAGIC)
    (version,) = struct.unpack_from("<Q", data, off)
    if version != INDEX_VERSION:
        raise VerifyError(f"{path}: index version {version}, expected {INDEX_VERSION}")
    (code,) = struct.unpack_from("<B", data, off + 8)
    if code not in DTYPE_CODES:
        raise VerifyError(f"{path}: unknown dtype code {code}")
    seq_count, doc_count = struct.unpack_from("<QQ", data, off + 9)
    off = header
    need = seq_count * 4 + seq_count * 8 + doc_count * 8
    if len(data) - off != need:
        raise VerifyError(f"{path}: index body is {len(data) - off} bytes, header implies {need}")
    lengths = np.frombuffer(data, dtype=np.int32, count=seq_count, offset=off)
    pointers = np.frombuffer(data, dtype=np.int64, count=seq_count, offset=off + seq_count * 4)
    docs = np.frombuffer(data, dtype=np.int64, count=doc_count, offset=off + seq_count * 12)
    return IndexInfo(DTYPE_CODES[code], lengths, pointers, docs)


class IndexMerger:
    """Concatenate indexed datasets written in parts into one ``{prefix}.bin/.idx``.

    What megatron-core's ``IndexedDatasetBuilder.add_index`` does: each part's sequence lengths and
    documents are appended and its ``.bin`` copied after the previous ones. Parts must hold one
    sequence per document (as :class:`MegatronWriter` and :class:`IndexedWriter` write them), so
    the merged files are byte for byte those one writer would give all the documents in order.
    Only the lengths stay in memory (4 bytes a document); the ``.bin`` parts are streamed.
    """

    def __init__(self, prefix: str, dtype: type = TOKEN_DTYPE):
        self.prefix = prefix
        self.dtype = np.dtype(dtype)
        self._bin = open(prefix + ".bin", "wb")  # noqa: SIM115 - closed in finalize
        self._lengths: list[np.ndarray] = []

    def add_part(self, index: bytes, data: BinaryIO, name: str = "<part>") -> int:
        """Append one part: its ``.idx`` bytes and its ``.bin`` as a readable stream; returns its documents."""
        info = parse_index(index, f"{name}.idx")
        if np.dtype(info.dtype) != self.dtype:
            raise VerifyError(f"{name}.idx: dtype {np.dtype(info.dtype)}, the merged dataset is {self.dtype}")
        n = len(info.lengths)
        if not np.array_equal(info.document_indices, np.arange(n + 1)):
            raise VerifyError(f"{name}.idx: not one sequence per document")
        expected = int(info.lengths.astype(np.int64).sum()) * self.dtype.itemsize
        copied = 0
        while chunk := data.read(1 << 24):
            self._bin.write(chunk)
            copied += len(chunk)
        if copied != expected:
            raise VerifyError(
                f"{name}.bin: {copied} bytes, its index implies {expected} (truncated or padded)"
            )
        self._lengths.append(np.array(info.lengths, dtype=np.int32))
        return n

    def finalize(self) -> int:
        """Close the .bin, write the .idx; returns the number of documents."""
        self._bin.close()
        lengths = np.concatenate(self._lengths) if self._lengths else np.zeros(0, np.int32)
        write_index(self.prefix + ".idx", lengths, self.dtype.type)
        return len(lengths)


def merge_with_megatron_core(prefix: str, parts: Iterable[str]) -> None:
    """The same merge through megatron-core's own builder (used to prove byte identity)."""
    from megatron.core.datasets.indexed_dataset import IndexedDatasetBuilder

    builder = IndexedDatasetBuilder(prefix + ".bin", dtype=TOKEN_DTYPE)
    for part in parts:
        builder.add_index(part)
    builder.finalize(prefix + ".idx")


def verify(prefix: str, vocab_size: int, show: int = 64) -> dict:
    """The verify gate (DESIGN §7). Returns a summary; raises VerifyError on the first failed check."""
    bin_path, idx_path = prefix + ".bin", prefix + ".idx"
    for p in (bin_path, idx_path):
        if not os.path.isfile(p):
            raise VerifyError(f"{p}: missing")
        if os.path.getsize(p) == 0:
            raise VerifyError(f"{p}: empty")
    idx = read_index(idx_path)
    itemsize = np.dtype(idx.dtype).itemsize
    n = len(idx.lengths)
    if n == 0:
        raise VerifyError(f"{idx_path}: no sequences")
    if (idx.lengths <= 0).any():
        raise VerifyError(f"{idx_path}: sequence {int(np.argmax(idx.lengths <= 0))} has non-positive length")
    expected_ptr = np.concatenate([[0], np.cumsum(idx.lengths[:-1].astype(np.int64))]) * itemsize
    if not np.array_equal(idx.pointers, expected_ptr):
        raise VerifyError(f"{idx_path}: sequence pointers are not contiguous offsets")
    docs = idx.document_indices
    if len(docs) < 2 or docs[0] != 0 or docs[-1] != n or (np.diff(docs) <= 0).any():
        raise VerifyError(f"{idx_path}: document indices are not 0 < ... < {n}")
    expected_bytes = int(idx.lengths.astype(np.int64).sum()) * itemsize
    actual = os.path.getsize(bin_path)
    if actual != expected_bytes:
        raise VerifyError(f"{bin_path}: {actual} bytes, index implies {expected_bytes} (truncated or padded)")
    limit = min(vocab_size, INT32_LIMIT)
    # Read in chunks through a file handle, not a memory map of the whole .bin: a map's pages
    # count towards the process's resident memory, so it would grow with the dataset.
    max_id = min_id = None
    first_bad = None
    first: list[int] = []
    n_tokens = expected_bytes // itemsize
    step = 1 << 22
    with open(bin_path, "rb") as f:
        for start in range(0, n_tokens, step):
            chunk = np.fromfile(f, dtype=idx.dtype, count=min(step, n_tokens - start))
            if start == 0:
                first = [int(t) for t in chunk[: min(show, int(idx.lengths[0]))]]
            hi, lo = int(chunk.max()), int(chunk.min())
            if first_bad is None and hi >= limit:
                first_bad = start + int(np.argmax(chunk >= limit))
            max_id = hi if max_id is None else max(max_id, hi)
            min_id = lo if min_id is None else min(min_id, lo)
    if max_id >= limit:
        raise VerifyError(
            f"{bin_path}: token id {max_id} >= vocab limit {limit} (first at token {first_bad})"
        )
    if min_id < 0:
        raise VerifyError(f"{bin_path}: negative token id {min_id}")
    return {
        "prefix": prefix,
        "documents": len(docs) - 1,
        "sequences": n,
        "tokens": int(n_tokens),
        "max_id": max_id,
        "vocab_size": vocab_size,
        "first_tokens": first,
    }
