"""One tree-sitter parse per document: the grammar by extension, and a parse-quality figure.

The C grammar parses ``.c`` files only: headers are as often C++ as C, and the C++ grammar parses
C headers well; ``.cu``/``.cuh`` use the CUDA
grammar (``tree-sitter-cuda``, a C++ extension with ``__global__``, ``<<<...>>>`` launches); every
other extension uses C++.

Quality is the share of bytes outside ``ERROR`` nodes, minus missing-node insertions (a missing
``;`` costs one byte): 1.0 for a clean parse. A document below the configured floor gets the
fallback structure (every byte OTHER) but is never dropped for it.

>>> language_for("kernels/add.cu"), language_for("a.c"), language_for("include/x.h")
('cuda', 'c', 'cpp')
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from functools import cache

import tree_sitter as ts

LANGUAGES: tuple[str, ...] = ("c", "cpp", "cuda")
_C_EXTENSIONS = frozenset({".c"})
_CUDA_EXTENSIONS = frozenset({".cu", ".cuh"})


def language_for(path: str) -> str:
    """The grammar name for a document path."""
    ext = posixpath.splitext(path.lower())[1]
    if ext in _CUDA_EXTENSIONS:
        return "cuda"
    if ext in _C_EXTENSIONS:
        return "c"
    return "cpp"


@cache
def grammar(name: str) -> ts.Language:
    """The tree-sitter Language of a grammar name (``c``, ``cpp``, ``cuda``)."""
    if name == "c":
        import tree_sitter_c as mod
    elif name == "cpp":
        import tree_sitter_cpp as mod
    elif name == "cuda":
        import tree_sitter_cuda as mod
    else:
        raise ValueError(f"unknown grammar {name!r}; grammars are {LANGUAGES}")
    return ts.Language(mod.language())


@cache
def _parser(name: str) -> ts.Parser:
    return ts.Parser(grammar(name))


@dataclass(frozen=True)
class Parsed:
    """A parsed document: the tree over ``data`` (UTF-8 bytes), its grammar and error extent."""

    data: bytes
    language: str
    tree: ts.Tree
    error_bytes: int

    @property
    def quality(self) -> float:
        """Share of the document that parsed cleanly, in [0, 1]."""
        return 1.0 if not self.data else max(0.0, 1.0 - self.error_bytes / len(self.data))


def error_extent(root: ts.Node) -> int:
    """Bytes covered by outermost ERROR nodes plus one per MISSING node."""
    if not root.has_error:
        return 0
    total = 0
    stack = [root]
    while stack:
        node = stack.pop()
        if node.is_error:
            total += node.end_byte - node.start_byte
            continue
        if node.is_missing:
            total += 1
            continue
        if node.has_error:
            stack.extend(node.children)
    return total


def parse(data: bytes, path: str) -> Parsed:
    """Parse UTF-8 bytes of a document with the grammar its path selects."""
    language = language_for(path)
    tree = _parser(language).parse(data)
    return Parsed(data, language, tree, error_extent(tree.root_node))
