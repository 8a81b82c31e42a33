"""Load ``_minhash.c`` (text -> shingles -> MinHash in one compiled pass) through ctypes.

The shared library ``_minhash_core<EXT_SUFFIX>`` is built when the package is installed
(``setup.py``, see ``pipeline._compiled``); nothing is compiled at run time. ``available()`` says
whether it is there; ``neardup`` falls back to its numpy path otherwise (bit-identical signatures,
slower), and a warning names the path taken. ``CPPCORPUS_NO_NATIVE_MINHASH=1`` forces the numpy path.
"""

from __future__ import annotations

import ctypes
import os
from collections.abc import Sequence
from functools import cache

import numpy as np

from pipeline._compiled import CompiledCoreMissing, load, warn_fallback

_p = ctypes.c_void_p


@cache
def _lib() -> ctypes.CDLL:
    lib = load(__file__, "_minhash_core", "_minhash.c")
    lib.mh_signatures.restype = None
    lib.mh_signatures.argtypes = [_p, _p, ctypes.c_int64, _p, _p, ctypes.c_int32, _p]
    return lib


def available() -> bool:
    """True when the compiled core is installed (and not disabled by the environment)."""
    if os.environ.get("CPPCORPUS_NO_NATIVE_MINHASH"):
        return False
    try:
        _lib()
        return True
    except (CompiledCoreMissing, OSError) as e:
        warn_fallback("minhash compiled core", "the numpy signature path", e)
        return False


def signatures(encoded: Sequence[bytes], a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """MinHash signatures (len(encoded), len(a)) uint32 of UTF-8 documents, permutations ``(a, b)``."""
    a = np.ascontiguousarray(a, dtype=np.uint32)
    b = np.ascontiguousarray(b, dtype=np.uint32)
    lengths = np.fromiter((len(e) for e in encoded), dtype=np.int64, count=len(encoded))
    starts = np.zeros(len(encoded) + 1, dtype=np.int64)
    np.cumsum(lengths, out=starts[1:])
    data = b"".join(encoded) or b"\0"
    out = np.empty((len(encoded), len(a)), dtype=np.uint32)
    if len(encoded):
        _lib().mh_signatures(
            data, starts.ctypes.data, len(encoded), a.ctypes.data, b.ctypes.data, len(a), out.ctypes.data
        )
    return out
