"""Packing plans from document lengths: best-fit-decreasing with token, chunk and edge capacities.

``plan(tokens, chunks, edges, cap_tokens, cap_chunks, cap_edges)`` returns the bin (row) of every
item. Items go longest first (ties in input order); each lands in the bin with the least token
room that still holds it *and* has room for its chunks and edges, or opens a new bin. Nothing is
truncated: an item over a capacity is an error (the pack stage splits such pieces first).

The work is done by ``packplan.c`` (built into ``_packplan_core<EXT_SUFFIX>`` when the package is
installed, see ``pipeline._compiled``); :func:`plan_reference` is the same algorithm in pure Python,
used (with a warning) when that library is missing, and by the tests to check the C code.

The same library copies the rows' token ranges (:func:`copy_ranges`, :func:`fill_ranges`): one
``memcpy`` per packed segment instead of a gather index per token; without it, numpy does the same
with an index array.

>>> plan([3, 5, 2, 4], [0, 0, 0, 0], [0, 0, 0, 0], 7, 8, 8).tolist()
[1, 0, 0, 1]
"""

from __future__ import annotations

import ctypes
from functools import cache

import numpy as np

from pipeline._compiled import CompiledCoreMissing, load, warn_fallback


class PlanError(ValueError):
    """An item exceeds a row capacity."""


@cache
def _lib() -> ctypes.CDLL | None:
    try:
        lib = load(__file__, "_packplan_core", "packplan.c")
    except (CompiledCoreMissing, OSError) as e:
        warn_fallback("packplan compiled core", "plan_reference (pure Python)", e)
        return None
    lib.pk_bfd.restype = ctypes.c_int64
    p = ctypes.c_void_p
    lib.pk_bfd.argtypes = [ctypes.c_int64, p, p, p, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, p]
    i64 = ctypes.c_int64
    lib.pk_copy_ranges.restype = None
    lib.pk_copy_ranges.argtypes = [i64, i64, p, p, p, p, p]
    lib.pk_fill_ranges.restype = None
    lib.pk_fill_ranges.argtypes = [i64, i64, p, p, p, p]
    return lib


def available() -> bool:
    """Whether the compiled planner is installed (otherwise ``plan`` runs ``plan_reference``)."""
    return _lib() is not None


def _order(tokens: np.ndarray) -> np.ndarray:
    """Longest first, ties in input order."""
    return np.lexsort((np.arange(tokens.size), -tokens.astype(np.int64))).astype(np.int64)


def _arrays(tokens, chunks, edges) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    arrs = tuple(np.ascontiguousarray(a, dtype=np.int32) for a in (tokens, chunks, edges))
    if not arrs[0].size == arrs[1].size == arrs[2].size:
        raise ValueError("tokens, chunks and edges must have the same length")
    return arrs


def _check(tokens, chunks, edges, caps) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    arrs = _arrays(tokens, chunks, edges)
    for name, a, cap in zip(("tokens", "chunks", "edges"), arrs, caps, strict=True):
        bad = np.flatnonzero((a > cap) | (a < 0))
        if bad.size:
            raise PlanError(f"item {int(bad[0])} has {int(a[bad[0]])} {name}, row capacity is {cap}")
    return arrs


def plan(tokens, chunks, edges, cap_tokens: int, cap_chunks: int, cap_edges: int) -> np.ndarray:
    """Bin index (int64, bins numbered in opening order) of every item."""
    lib = _lib()
    if lib is None:
        return plan_reference(tokens, chunks, edges, cap_tokens, cap_chunks, cap_edges)
    t, c, e = _arrays(tokens, chunks, edges)
    out = np.empty(t.size, dtype=np.int64)
    ptr = lambda a: a.ctypes.data  # noqa: E731
    got = lib.pk_bfd(t.size, ptr(t), ptr(c), ptr(e), cap_tokens, cap_chunks, cap_edges, ptr(out))
    if got <= -(t.size + 2):
        raise MemoryError("packplan: out of memory")
    if got < 0:
        _check(t, c, e, (cap_tokens, cap_chunks, cap_edges))  # names the item and the capacity
        raise PlanError(f"item {-1 - got} exceeds a row capacity")
    return out


def plan_reference(tokens, chunks, edges, cap_tokens: int, cap_chunks: int, cap_edges: int) -> np.ndarray:
    """The same plan as :func:`plan`, in pure Python (slow; for checks and compiler-less machines)."""
    t, c, e = _check(tokens, chunks, edges, (cap_tokens, cap_chunks, cap_edges))
    lists: dict[int, list[int]] = {}  # remaining token room -> bins, in arrival order
    room: list[list[int]] = []
    out = np.empty(t.size, dtype=np.int64)
    for i in _order(t).tolist():
        n, k, m = int(t[i]), int(c[i]), int(e[i])
        chosen = -1
        for r in sorted(x for x, bins in lists.items() if x >= n and bins):
            for b in lists[r]:
                if room[b][1] >= k and room[b][2] >= m:
                    chosen = b
                    break
            if chosen >= 0:
                lists[r].remove(chosen)
                break
        if chosen < 0:
            chosen = len(room)
            room.append([cap_tokens, cap_chunks, cap_edges])
        room[chosen][0] -= n
        room[chosen][1] -= k
        room[chosen][2] -= m
        lists.setdefault(room[chosen][0], []).append(chosen)
        out[i] = chosen
    return out


# --- range copies for the rows (pack's materialization) -----------------------------------------


def _range_args(dst: np.ndarray, dst_start, length) -> tuple[np.ndarray, np.ndarray]:
    if dst.ndim != 1 or not dst.flags.c_contiguous or not dst.flags.writeable:
        raise ValueError("dst must be a writeable, contiguous 1-D array")
    d, n = (np.ascontiguousarray(a, dtype=np.int64) for a in (dst_start, length))
    if d.shape != n.shape or d.ndim != 1:
        raise ValueError("starts and lengths must be 1-D arrays of the same length")
    if n.size and ((n < 0).any() or (d < 0).any() or (d + n > dst.size).any()):
        raise ValueError("a range lies outside the destination array")
    return d, n


def _index(starts: np.ndarray, length: np.ndarray) -> np.ndarray:
    """Every element index of the ranges [starts[i], starts[i] + length[i]), in range order."""
    total = int(length.sum())
    return np.repeat(starts - (np.cumsum(length) - length), length) + np.arange(total, dtype=np.int64)


def copy_ranges(dst: np.ndarray, dst_start, src: np.ndarray, src_start, length) -> None:
    """``dst[dst_start[i] : dst_start[i] + length[i]] = src[src_start[i] : ... + length[i]]`` for every i.

    Both arrays are 1-D and contiguous with the same dtype; ranges are checked to lie inside them
    (destination ranges should not overlap: where they do, the later range wins).

    >>> d = np.zeros(6, np.int32); copy_ranges(d, [0, 4], np.arange(10, dtype=np.int32), [5, 1], [2, 2]); d.tolist()
    [5, 6, 0, 0, 1, 2]
    """
    d, n = _range_args(dst, dst_start, length)
    s = np.ascontiguousarray(src_start, dtype=np.int64)
    if src.dtype != dst.dtype or src.ndim != 1 or not src.flags.c_contiguous:
        raise ValueError(f"src must be a contiguous 1-D array of {dst.dtype}, got {src.dtype}")
    if s.shape != n.shape or (n.size and ((s < 0).any() or (s + n > src.size).any())):
        raise ValueError("a range lies outside the source array")
    lib = _lib()
    if lib is None:
        dst[_index(d, n)] = src[_index(s, n)]
        return
    lib.pk_copy_ranges(
        n.size, dst.itemsize, src.ctypes.data, s.ctypes.data, dst.ctypes.data, d.ctypes.data, n.ctypes.data
    )


def fill_ranges(dst: np.ndarray, dst_start, values, length) -> None:
    """``dst[dst_start[i] : dst_start[i] + length[i]] = values[i]`` for every i (checked like copy_ranges).

    >>> d = np.full(5, -1, np.int64); fill_ranges(d, [0, 3], [7, 9], [2, 1]); d.tolist()
    [7, 7, -1, 9, -1]
    """
    d, n = _range_args(dst, dst_start, length)
    v = np.ascontiguousarray(values, dtype=dst.dtype)
    if v.shape != n.shape:
        raise ValueError("one value per range")
    lib = _lib()
    if lib is None:
        dst[_index(d, n)] = np.repeat(v, n)
        return
    lib.pk_fill_ranges(n.size, dst.itemsize, v.ctypes.data, dst.ctypes.data, d.ctypes.data, n.ctypes.data)
