"""Load the compiled core (``_native.c``) through ctypes.

The shared library ``_native_core<EXT_SUFFIX>`` is built when the package is installed (``setup.py``,
see ``pipeline._compiled``); nothing is compiled at run time.

``available()`` says whether it is there. Where callers have one (the encoder in ``model.py``, the
code-aware scan in ``scan.py``), they fall back to the pure-Python reference (``reference.py``),
which is slow but gives identical ids, and a warning names the path taken; the trainer's word
counter and BPE trainer have no fallback and raise ``CompiledCoreMissing`` with the fix.
"""

from __future__ import annotations

import ctypes
from functools import cache

import numpy as np

from pipeline._compiled import CompiledCoreMissing, load, warn_fallback

_i64 = ctypes.c_int64
_i32 = ctypes.c_int32
_p = ctypes.c_void_p


@cache
def _lib() -> ctypes.CDLL:
    lib = load(__file__, "_native_core", "_native.c")
    lib.tk_split_words.restype = _i64
    lib.tk_split_words.argtypes = [_p, _i64, _p, _p, _i32, _p]
    lib.tk_wc_new.restype = _p
    lib.tk_wc_new.argtypes = [_p, _p, _i32]
    lib.tk_wc_free.argtypes = [_p]
    lib.tk_wc_add.argtypes = [_p, ctypes.c_char_p, _i64]
    lib.tk_wc_add_counted.argtypes = [_p, _p, _p, _p, _i64]
    lib.tk_wc_size.argtypes = [_p, _p, _p]
    lib.tk_wc_export.argtypes = [_p, _p, _p, _p]
    lib.tk_bpe_train.restype = _i64
    lib.tk_bpe_train.argtypes = [_i64, _p, _p, _p, _i32, _p, _p, _i32, _i64, _i64, _p, _p]
    lib.tk_encode.restype = _i64
    lib.tk_encode.argtypes = [_p, _p, _p, _p, ctypes.c_char_p, _i64, _i64, _p]
    lib.tk_encode_batch.restype = _i64
    lib.tk_encode_batch.argtypes = [_p, _p, _p, _p, ctypes.c_char_p, _p, _i64, _i64, _p, _p]
    lib.tk_scan_new.restype = _p
    lib.tk_scan_new.argtypes = []
    lib.tk_scan_free.argtypes = [_p]
    lib.tk_scan_add.argtypes = [_p, ctypes.c_char_p, _i64]
    lib.tk_scan_size.argtypes = [_p, _i32, _p, _p, _p]
    lib.tk_scan_export.argtypes = [_p, _i32, _p, _p, _p, _p]
    return lib


def available() -> bool:
    """True when the compiled core is installed; otherwise warns once that the reference runs."""
    try:
        _lib()
        return True
    except (CompiledCoreMissing, OSError) as e:
        warn_fallback("tokenizer compiled core", "the pure-Python reference (reference.py)", e)
        return False


def _ptr(a: np.ndarray) -> int:
    assert a.flags["C_CONTIGUOUS"]
    return a.ctypes.data


def split_words(data: bytes, cls: np.ndarray, bnd: np.ndarray) -> np.ndarray:
    """Start offsets of the words of ``data`` (see ``boundary.py``)."""
    starts = np.empty(max(len(data), 1), dtype=np.int64)
    buf = np.frombuffer(data, dtype=np.uint8) if data else np.zeros(1, np.uint8)
    k = _lib().tk_split_words(_ptr(buf), len(data), _ptr(cls), _ptr(bnd), int(cls.max()) + 1, _ptr(starts))
    return starts[:k].copy()


class WordCounter:
    """Distinct words and their counts over many documents (a word never spans documents)."""

    def __init__(self, cls: np.ndarray, bnd: np.ndarray) -> None:
        self._cls = np.ascontiguousarray(cls, dtype=np.uint8)
        self._bnd = np.ascontiguousarray(bnd, dtype=np.uint8)
        self._h = _lib().tk_wc_new(_ptr(self._cls), _ptr(self._bnd), int(bnd.shape[0]))

    def add(self, doc: bytes) -> None:
        _lib().tk_wc_add(self._h, doc, len(doc))

    def add_counted(self, data: np.ndarray, offsets: np.ndarray, counts: np.ndarray) -> None:
        """Add a table of counted words, laid out as ``export`` returns them (a merge of tables)."""
        data = np.ascontiguousarray(data if len(data) else np.zeros(1, np.uint8), dtype=np.uint8)
        offsets = np.ascontiguousarray(offsets, dtype=np.int64)
        counts = np.ascontiguousarray(counts if len(counts) else np.zeros(1, np.int64), dtype=np.int64)
        _lib().tk_wc_add_counted(self._h, _ptr(data), _ptr(offsets), _ptr(counts), len(offsets) - 1)

    def export(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(bytes uint8, offsets int64[n+1], counts int64[n]) in a deterministic order."""
        n, nb = _i64(), _i64()
        _lib().tk_wc_size(self._h, ctypes.byref(n), ctypes.byref(nb))
        data = np.empty(max(nb.value, 1), np.uint8)
        offs = np.empty(n.value + 1, np.int64)
        counts = np.empty(max(n.value, 1), np.int64)
        _lib().tk_wc_export(self._h, _ptr(data), _ptr(offs), _ptr(counts))
        return data[: nb.value], offs, counts[: n.value]

    def __del__(self) -> None:
        if getattr(self, "_h", None):
            _lib().tk_wc_free(self._h)
            self._h = None


class Scanner:
    """Compiled code-aware scan (see ``scan.py``): per-document counting into four tables."""

    TABLES = ("identifiers", "qualified", "namespaces", "morphemes", "morpheme_forms")

    def __init__(self) -> None:
        self._h = _lib().tk_scan_new()

    def add(self, doc: bytes) -> None:
        _lib().tk_scan_add(self._h, doc, len(doc))

    def export(self, which: int) -> tuple[list[str], np.ndarray, np.ndarray]:
        """(keys, counts, docs) of table ``which`` (an index into ``TABLES``)."""
        n, nb, nd = _i64(), _i64(), _i64()
        _lib().tk_scan_size(self._h, which, ctypes.byref(n), ctypes.byref(nb), ctypes.byref(nd))
        data = np.empty(max(nb.value, 1), np.uint8)
        offs = np.empty(n.value + 1, np.int64)
        counts = np.empty(max(n.value, 1), np.int64)
        docs = np.empty(max(n.value, 1), np.int64)
        _lib().tk_scan_export(self._h, which, _ptr(data), _ptr(offs), _ptr(counts), _ptr(docs))
        raw = data[: nb.value].tobytes()
        o = offs.tolist()
        keys = [raw[o[i] : o[i + 1]].decode("ascii") for i in range(n.value)]
        return keys, counts[: n.value], docs[: n.value]

    def __del__(self) -> None:
        if getattr(self, "_h", None):
            _lib().tk_scan_free(self._h)
            self._h = None


def bpe_train(
    data: np.ndarray,
    offsets: np.ndarray,
    counts: np.ndarray,
    seeds: list[bytes],
    max_merges: int,
    min_freq: int,
    aligned: bool = True,
) -> tuple[np.ndarray, np.ndarray]:
    """Run the compiled trainer; returns (pairs int32[k, 2], counts int64[k])."""
    order = sorted(range(len(seeds)), key=lambda i: seeds[i][0])
    if [seeds[i] for i in order] != list(seeds):
        raise ValueError("seeds must be sorted by their first byte")
    seed_bytes = np.frombuffer(b"".join(seeds) or b"\0", dtype=np.uint8).copy()
    seed_off = np.zeros(len(seeds) + 1, np.int64)
    seed_off[1:] = np.cumsum([len(s) for s in seeds]) if seeds else []
    data = np.ascontiguousarray(data if len(data) else np.zeros(1, np.uint8), dtype=np.uint8)
    offsets = np.ascontiguousarray(offsets, dtype=np.int64)
    counts = np.ascontiguousarray(counts if len(counts) else np.zeros(1, np.int64), dtype=np.int64)
    out_pairs = np.empty((max(max_merges, 1), 2), np.int32)
    out_counts = np.empty(max(max_merges, 1), np.int64)
    k = _lib().tk_bpe_train(
        len(offsets) - 1,
        _ptr(data),
        _ptr(offsets),
        _ptr(counts),
        len(seeds),
        _ptr(seed_bytes),
        _ptr(seed_off),
        int(aligned),
        max_merges,
        min_freq,
        _ptr(out_pairs),
        _ptr(out_counts),
    )
    if k < 0:
        raise ValueError(
            f"word table too large for the BPE trainer: {len(offsets) - 1} words, {len(data)} bytes"
        )
    return out_pairs[:k].copy(), out_counts[:k].copy()


class TrieEncoder:
    """Greedy longest match over a flat BFS trie (arrays as written to ``trie.bin``), within pieces.

    Pieces are the canonical ones (``reference.pieces``): each newline alone, and each newline-free
    run cut every ``max_piece_bytes`` bytes from its start (``0``: runs are not cut).
    """

    def __init__(
        self,
        first: np.ndarray,
        nchild: np.ndarray,
        label: np.ndarray,
        token: np.ndarray,
        max_piece_bytes: int,
    ) -> None:
        self.first = np.ascontiguousarray(first, dtype=np.uint32)
        self.nchild = np.ascontiguousarray(nchild, dtype=np.uint32)
        self.label = np.ascontiguousarray(label, dtype=np.uint8)
        self.token = np.ascontiguousarray(token, dtype=np.int32)
        self.max_piece_bytes = int(max_piece_bytes)
        self._args = (_ptr(self.first), _ptr(self.nchild), _ptr(self.label), _ptr(self.token))
        _lib()

    def encode(self, data: bytes) -> np.ndarray:
        out = np.empty(max(len(data), 1), np.uint32)
        k = _lib().tk_encode(*self._args, data, len(data), self.max_piece_bytes, _ptr(out))
        return out[:k]

    def encode_batch(self, docs: list[bytes]) -> list[np.ndarray]:
        lens = np.fromiter((len(d) for d in docs), dtype=np.int64, count=len(docs))
        doc_off = np.zeros(len(docs) + 1, np.int64)
        np.cumsum(lens, out=doc_off[1:])
        buf = b"".join(docs)
        out = np.empty(max(len(buf), 1), np.uint32)
        out_off = np.empty(len(docs) + 1, np.int64)
        total = _lib().tk_encode_batch(
            *self._args, buf, _ptr(doc_off), len(docs), self.max_piece_bytes, _ptr(out), _ptr(out_off)
        )
        ids = out[:total].copy()  # release the worst-case (one id per byte) buffer
        o = out_off.tolist()
        return [ids[o[i] : o[i + 1]] for i in range(len(docs))]
