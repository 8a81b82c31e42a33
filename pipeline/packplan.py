"""Packing plans from document lengths: best-fit-decreasing with token, chunk and edge capacities.

``plan(tokens, chunks, edges, cap_tokens, cap_chunks, cap_edges)`` returns the bin (row) of every
item. Items go longest first (ties in input order); each lands in the bin with the least token
room that still holds it *and* has room for its chunks and edges, or opens a new bin. Nothing is
truncated: an item over a capacity is an error (the pack stage splits such pieces first).

The work is done by ``packplan.c`` (built into ``_packplan_core<EXT_SUFFIX>`` when the package is
installed, see ``pipeline._compiled``); :func:`plan_reference` is the same algorithm in pure Python,
used (with a warning) when that library is missing, and by the tests to check the C code.

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
