"""Build and load ``_minhash.c`` (text -> shingles -> MinHash in one compiled pass) through ctypes.

Compiled with the system C compiler at first use and cached like the tokenizer's core (same cache
folder and compiler choice, reused from ``pipeline.tokenizer._native``), keyed by a hash of the
source, the compiler and the flags; written to a temporary name and renamed so concurrent
processes never load a half-written file. ``available()`` says whether it could be built;
``neardup`` falls back to its numpy path otherwise, which gives bit-identical signatures.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import subprocess
import tempfile
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import numpy as np

from pipeline.tokenizer._native import _cache_dir, _compiler

_SRC = Path(__file__).with_name("_minhash.c")
_CFLAGS = ("-O3", "-shared", "-fPIC", "-std=c99")

_p = ctypes.c_void_p


@cache
def _lib() -> ctypes.CDLL:
    cc = _compiler()
    if cc is None:
        raise RuntimeError("no C compiler found (set CC)")
    src = _SRC.read_bytes()
    key = hashlib.sha256(src + cc.encode() + " ".join(_CFLAGS).encode()).hexdigest()[:16]
    out = _cache_dir() / f"minhash_native_{key}.so"
    if not out.exists():
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(suffix=".so", dir=out.parent)
        except OSError:  # read-only home: fall back to the temp dir
            out = Path(tempfile.gettempdir()) / "cppcorpus" / out.name
            out.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(suffix=".so", dir=out.parent)
        os.close(fd)
        try:
            subprocess.run([cc, *_CFLAGS, "-o", tmp, str(_SRC)], check=True, capture_output=True)
            os.replace(tmp, out)
        except subprocess.CalledProcessError as e:
            raise RuntimeError(f"compiling {_SRC} failed:\n{e.stderr.decode(errors='replace')}") from e
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    lib = ctypes.CDLL(str(out))
    lib.mh_signatures.restype = None
    lib.mh_signatures.argtypes = [_p, _p, ctypes.c_int64, _p, _p, ctypes.c_int32, _p]
    return lib


def available() -> bool:
    """True when the compiled core can be built or is already cached."""
    if os.environ.get("CPPCORPUS_NO_NATIVE_MINHASH"):
        return False
    try:
        _lib()
        return True
    except (RuntimeError, OSError):
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
