"""Locate and load the compiled cores that ``setup.py`` builds when the package is installed.

The five C files (``tokenizer/_native.c``, ``hygiene/_minhash.c``, ``hygiene/_quality.c``,
``packplan.c``, ``structure/_cwalk.c`` with the vendored tree-sitter runtime) are plain C libraries
with no Python API; setuptools' ``build_ext`` compiles each into the package directory as
``<stem><EXT_SUFFIX>`` (e.g. ``_native_core.cpython-311-x86_64-linux-gnu.so``), and the ctypes
wrappers load them from there. ``pip install .`` puts them in the wheel; ``pip install -e .``
(setuptools' PEP 660 editable wheel) builds them in place, beside the sources. Nothing is compiled
at run time, so workers need no compiler and concurrent processes share one read-only file.
"""

from __future__ import annotations

import ctypes
import logging
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

log = logging.getLogger(__name__)

REBUILD_HINT = (
    "it is built when the package is installed: `pip install .` or `pip install -e .` "
    "(needs a C compiler at install time only); in a source checkout used through PYTHONPATH, "
    "`python setup.py build_ext --inplace`"
)


class CompiledCoreMissing(ImportError):
    """A compiled core is not in the package directory, or is older than its C source."""


def library_path(package_file: str, stem: str, source: str) -> Path:
    """The built library ``stem`` beside ``package_file``; raises ``CompiledCoreMissing``.

    ``source`` is the C file's name in the same folder: where it is present (a source checkout or an
    editable install) and newer than the library, the library is stale and refused, so an edit of
    the C code is never silently ignored. A wheel install ships no C source and skips the check.
    """
    folder = Path(package_file).resolve().parent
    for suffix in EXTENSION_SUFFIXES:
        path = folder / f"{stem}{suffix}"
        if path.is_file():
            src = folder / source
            if src.is_file() and src.stat().st_mtime > path.stat().st_mtime:
                raise CompiledCoreMissing(f"{path} is older than {src}; rebuild it: {REBUILD_HINT}")
            return path
    raise CompiledCoreMissing(
        f"compiled core {folder / stem}{EXTENSION_SUFFIXES[0]} not found; {REBUILD_HINT}"
    )


def load(package_file: str, stem: str, source: str) -> ctypes.CDLL:
    """``ctypes.CDLL`` of :func:`library_path`."""
    return ctypes.CDLL(str(library_path(package_file, stem, source)))


_warned: set[str] = set()


def warn_fallback(stem: str, fallback: str, err: Exception) -> None:
    """Log once per process which path runs when a compiled core is missing and a fallback exists."""
    if stem not in _warned:
        _warned.add(stem)
        log.warning("%s unavailable, using %s (identical results, much slower): %s", stem, fallback, err)
