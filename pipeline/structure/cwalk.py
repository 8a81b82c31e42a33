"""The compiled AST facts walk, painter and cut-level walk (``_cwalk.c``) and the guards around them.

The C walk walks py-tree-sitter's tree with its own copy of the tree-sitter runtime
(``third_party/tree-sitter-0.26.1``: the sources of the binding it is pinned to), given the
``TSTree *`` that the Python ``Tree`` object holds. py-tree-sitter 0.26.1 lays a ``Tree`` out as
``{PyObject_HEAD; TSTree *tree; PyObject *source; PyObject *language;}``
(``tree_sitter/binding/types.h``), so the pointer is the first field after the object header. That
is sound only while the installed binding is that version, so the library is used when **all** of
these hold, else the Python walk (``analyze._ast_facts_python``, the reference) runs and one INFO
line says why:

- the library is built (``setup.py``) and loads;
- the installed ``tree-sitter`` distribution's version equals the runtime's (``cw_runtime_version``);
- ``tree_sitter.Tree``'s instance size is the object header plus those three pointers;
- the caller's self-check (``analyze._c_walk``: the C and Python walks on a small snippet full of
  errors give identical facts) passes.

Per call, ``tree_pointer`` takes only an exact ``tree_sitter.Tree`` holding a tree.

The cut-level walk (``cw_block_starts``, for ``split.cut_levels``) starts from nodes rather than a
tree: py-tree-sitter 0.26.1 lays a ``Node`` out as ``{PyObject_HEAD; TSNode node; PyObject
*children; PyObject *tree;}``, and ``node_structs`` copies the ``TSNode`` out of exact
``tree_sitter.Node`` objects when ``Node``'s instance size is that layout's (the library's other
guards apply too, and ``split._c_blocks``' self-check); the C side also checks each node's span
against the one Python read. The compiled painter (``cw_paint``, ``cw_merge``: ``analyze._paint_c``)
reads the tree like the AST walk and hands its units' nodes to the cut-level walk as ``TSNode``
structs; it is used only where the cut-level walk is (``analyze._c_paint``) and its own self-check
against ``analyze._Painter`` passes.
"""

from __future__ import annotations

import ctypes
import logging
from functools import cache
from importlib import metadata

import numpy as np
import tree_sitter as ts

from pipeline._compiled import CompiledCoreMissing, load

log = logging.getLogger(__name__)

STEM, SOURCE = "_cwalk_core", "_cwalk.c"
_POINTER = ctypes.sizeof(ctypes.c_void_p)
_TREE_FIELD = object.__basicsize__  # offset of ``TSTree *tree``: right after PyObject_HEAD
_NODE_FIELD = object.__basicsize__  # offset of a Node's ``TSNode node``: right after PyObject_HEAD
TSNODE_SIZE = 4 * 4 + 2 * _POINTER  # ``TSNode``: uint32_t context[4]; const void *id; const TSTree *tree


def binding_version() -> str | None:
    """The installed py-tree-sitter's version (``None`` if its metadata is missing)."""
    try:
        return metadata.version("tree-sitter")
    except metadata.PackageNotFoundError:
        return None


def disabled(reason: str) -> None:
    """Log once (INFO) that the Python walk runs, and why."""
    log.info("compiled AST walk not used, the Python walk runs (same results, slower): %s", reason)


_refused: list[str] = []


def refused(reason: str) -> None:
    """Log once (INFO) that the compiled walk gave up on a tree (which then takes the Python walk)."""
    if not _refused:
        _refused.append(reason)
        log.info("compiled AST walk refused a tree, the Python walk runs for it: %s", reason)


@cache
def library() -> ctypes.CDLL | None:
    """The loaded library when it is built and matches the installed binding, else ``None``."""
    try:
        lib = load(__file__, STEM, SOURCE)
    except (CompiledCoreMissing, OSError) as err:
        disabled(str(err))
        return None
    lib.cw_runtime_version.restype = ctypes.c_char_p
    lib.cw_runtime_version.argtypes = []
    p, i64 = ctypes.c_void_p, ctypes.c_int64
    lib.cw_count.restype = i64
    lib.cw_count.argtypes = [p]
    lib.cw_walk.restype = ctypes.c_int
    lib.cw_walk.argtypes = [p, p, p, ctypes.c_int, i64, p, p, p, p, i64, p, p, p]
    lib.cw_block_starts.restype = i64
    lib.cw_block_starts.argtypes = [p, p, i64, p, i64, p, p]
    lib.cw_paint.restype = ctypes.c_int
    lib.cw_paint.argtypes = [p, p, p, p, p, i64, i64, p, p, p, p, p, p, p, p]
    lib.cw_merge.restype = i64
    lib.cw_merge.argtypes = [p, p, i64, i64, p, p, p, p, p]
    runtime = lib.cw_runtime_version().decode()
    installed = binding_version()
    if installed != runtime:
        disabled(f"installed tree-sitter {installed} is not the runtime it was built with ({runtime})")
        return None
    if ts.Tree.__basicsize__ != _TREE_FIELD + 3 * _POINTER:
        disabled(
            f"tree_sitter.Tree is {ts.Tree.__basicsize__} bytes, not the layout of tree-sitter {runtime}"
        )
        return None
    return lib


def tree_pointer(tree: object) -> int | None:
    """The ``TSTree *`` of a ``tree_sitter.Tree`` (the caller keeps the Tree alive while using it);
    ``None`` for anything else."""
    if type(tree) is not ts.Tree:
        return None
    return ctypes.c_void_p.from_address(id(tree) + _TREE_FIELD).value


def node_layout_ok() -> bool:
    """Whether ``tree_sitter.Node`` has the instance size of the 0.26.1 layout (``node_structs``)."""
    return ts.Node.__basicsize__ == _NODE_FIELD + TSNODE_SIZE + 2 * _POINTER


def node_structs(nodes: list) -> tuple[np.ndarray, np.ndarray] | None:
    """The ``TSNode`` of each node copied into one buffer (``len(nodes)`` x ``TSNODE_SIZE`` bytes)
    and each node's start and end byte as Python reads them; ``None`` when one is not an exact
    ``tree_sitter.Node`` (the caller keeps the nodes, hence their trees, alive while using them)."""
    buf = np.empty((len(nodes), TSNODE_SIZE), np.uint8)
    span = np.empty((len(nodes), 2), np.int64)
    at = buf.ctypes.data
    for i, node in enumerate(nodes):
        if type(node) is not ts.Node:
            return None
        ctypes.memmove(at + i * TSNODE_SIZE, id(node) + _NODE_FIELD, TSNODE_SIZE)
        span[i] = node.start_byte, node.end_byte
    return buf, span
