"""Build the compiled cores as part of the package install (metadata lives in pyproject.toml).

Each C file is a plain shared library loaded through ctypes (``pipeline/_compiled.py``), not a
CPython extension: it defines no ``PyInit_`` function, which build_ext on Linux does not require
(the export list is only used on Windows). The ``_core`` stems keep the libraries from shadowing
the ``.py`` wrappers of the same package (an extension file wins over a ``.py`` of the same name).
Flags are the ones the first-use compiler used; they come after Python's own CFLAGS, so they win.
"""

from setuptools import Extension, setup

CORES = [
    ("pipeline.tokenizer._native_core", "pipeline/tokenizer/_native.c", ["-O2", "-std=c99"]),
    ("pipeline.hygiene._minhash_core", "pipeline/hygiene/_minhash.c", ["-O3", "-std=c99"]),
    ("pipeline.hygiene._quality_core", "pipeline/hygiene/_quality.c", ["-O2", "-std=c99"]),
    ("pipeline._packplan_core", "pipeline/packplan.c", ["-O2", "-std=gnu99"]),
]

setup(ext_modules=[Extension(name, [src], extra_compile_args=flags) for name, src, flags in CORES])
