"""Load ``_quality.c`` (the filter's hot loops over a document's bytes) through ctypes.

The shared library ``_quality_core<EXT_SUFFIX>`` is built when the package is installed
(``setup.py``, see ``pipeline._compiled``); nothing is compiled at run time. Every function here
returns ``None`` where the compiled core is missing (or ``CPPCORPUS_NO_NATIVE_QUALITY=1`` is set)
or where it cannot give the Python measure's exact result (a Unicode character where the regex's
``\\w``, ``\\d`` or ``\\s`` would decide); ``pipeline.hygiene.quality`` then runs its Python path.
The results are the Python path's, bit for bit (tests/test_quality_native.py compares them).
"""

from __future__ import annotations

import ctypes
import os
from functools import cache

import numpy as np

from pipeline._compiled import CompiledCoreMissing, load, warn_fallback

_p = ctypes.c_void_p
_i64 = ctypes.c_int64


@cache
def _lib() -> ctypes.CDLL | None:
    if os.environ.get("CPPCORPUS_NO_NATIVE_QUALITY"):
        return None
    try:
        lib = load(__file__, "_quality_core", "_quality.c")
    except (CompiledCoreMissing, OSError) as e:
        warn_fallback("quality compiled core", "the Python measures", e)
        return None
    lib.q_byte_counts.restype = None
    lib.q_byte_counts.argtypes = [ctypes.c_char_p, _i64, _p]
    lib.q_strip_comments.restype = _i64
    lib.q_strip_comments.argtypes = [ctypes.c_char_p, _i64, _p]
    lib.q_token_repeats.restype = _i64
    lib.q_token_repeats.argtypes = [ctypes.c_char_p, _i64, ctypes.c_int32, _p, _p]
    lib.q_data_candidates.restype = _i64
    lib.q_data_candidates.argtypes = [ctypes.c_char_p, _i64, _p, _p, _p, _i64]
    lib.q_longest_line.restype = _i64
    lib.q_longest_line.argtypes = [ctypes.c_char_p, _i64]
    return lib


def available() -> bool:
    """True when the compiled core is installed (and not disabled by the environment)."""
    return _lib() is not None


def byte_counts(data: bytes) -> np.ndarray | None:
    """``np.bincount(np.frombuffer(data, np.uint8), minlength=256)`` (int64)."""
    lib = _lib()
    if lib is None:
        return None
    counts = np.zeros(256, dtype=np.int64)
    lib.q_byte_counts(data, len(data), counts.ctypes.data)
    return counts


def strip_comments(data: bytes) -> bytes | None:
    """``quality.without_comments`` of the UTF-8 text ``data``, encoded."""
    lib = _lib()
    if lib is None:
        return None
    out = np.empty(len(data) + 1, dtype=np.uint8)
    n = lib.q_strip_comments(data, len(data), out.ctypes.data)
    return out[:n].tobytes()


def token_repeats(code: bytes, n: int, coef: np.ndarray) -> tuple[int, int] | None:
    """(number of ``quality.code_tokens`` of the UTF-8 code, tokens covered by a repeat of an earlier
    ``n``-token window as ``duplicate_ngram_share`` counts them), or None."""
    lib = _lib()
    if lib is None:
        return None
    ntokens = ctypes.c_int64(0)
    coef = np.ascontiguousarray(coef, dtype=np.uint64)
    covered = lib.q_token_repeats(code, len(code), n, coef.ctypes.data, ctypes.byref(ntokens))
    if covered == -2:
        raise MemoryError("q_token_repeats: out of memory")
    if covered < 0:
        return None
    return ntokens.value, covered


def data_candidates(code: bytes) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """For ASCII ``code``: (starts, ends, resets) of the stripped lines that may be data lines
    (``quality._never_data`` is False, and four literals or a long string line fit on them), and
    whether a line that cannot be one came before each since the previous one."""
    lib = _lib()
    if lib is None:
        return None
    cap = 256 + len(code) // 256  # data lines are few in most files; else a second call
    while True:
        starts = np.empty(cap, dtype=np.int64)
        ends = np.empty(cap, dtype=np.int64)
        resets = np.empty(cap, dtype=np.uint8)
        k = lib.q_data_candidates(
            code, len(code), starts.ctypes.data, ends.ctypes.data, resets.ctypes.data, cap
        )
        if k <= cap:
            return starts[:k], ends[:k], resets[:k]
        cap = k


def longest_line(text: bytes) -> int | None:
    """For ASCII ``text``: ``max(map(len, text.splitlines()), default=0)``."""
    lib = _lib()
    if lib is None:
        return None
    return lib.q_longest_line(text, len(text))
