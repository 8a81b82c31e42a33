"""Build the compiled cores as part of the package install (metadata lives in pyproject.toml).

Each C file is a plain shared library loaded through ctypes (``pipeline/_compiled.py``), not a
CPython extension: it defines no ``PyInit_`` function, which build_ext on Linux does not require
(the export list is only used on Windows). The ``_core`` stems keep the libraries from shadowing
the ``.py`` wrappers of the same package (an extension file wins over a ``.py`` of the same name).
Flags are the ones the first-use compiler used; they come after Python's own CFLAGS, so they win.
"""

from setuptools import Extension, setup

# The tree-sitter runtime that ``structure/_cwalk.c`` compiles in (the sources of the pinned
# py-tree-sitter; third_party/tree-sitter-0.26.1/README.md): hidden visibility, so none of its
# symbols is exported or clashes with the binding's own copy.
TREE_SITTER = "third_party/tree-sitter-0.26.1/lib"

CORES = [
    ("pipeline.tokenizer._native_core", "pipeline/tokenizer/_native.c", ["-O2", "-std=c99"], []),
    ("pipeline.hygiene._minhash_core", "pipeline/hygiene/_minhash.c", ["-O3", "-std=c99"], []),
    ("pipeline.hygiene._quality_core", "pipeline/hygiene/_quality.c", ["-O2", "-std=c99"], []),
    ("pipeline._packplan_core", "pipeline/packplan.c", ["-O2", "-std=gnu99"], []),
    (
        "pipeline.structure._cwalk_core",
        "pipeline/structure/_cwalk.c",
        ["-O2", "-std=c11", "-fvisibility=hidden", "-D_POSIX_C_SOURCE=200112L", "-D_DEFAULT_SOURCE"],
        [f"{TREE_SITTER}/include", f"{TREE_SITTER}/src"],
    ),
]

setup(
    ext_modules=[
        Extension(name, [src], include_dirs=inc, extra_compile_args=flags) for name, src, flags, inc in CORES
    ]
)
