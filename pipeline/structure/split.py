"""Chunks in token space and the split of a document into pieces of an exact token budget.

Inputs are the whole-document token ids' byte starts (tokens tile the document) and the units of
``analyze``. A unit boundary that falls inside a token moves back to that token's first byte, so
every chunk is a whole number of tokens; a unit left with no token disappears (its bytes join the
unit before it). Chunks therefore tile the document both in bytes and in tokens.

A piece holds at most ``budget - 1`` tokens (its BOS makes ``budget``) and at most
``max_chunks`` chunks. Cuts are chosen greedily, as far as the window allows, preferring in order:
a chunk boundary (top-level item), a statement boundary inside an over-long definition (a child of
a block node; shallower blocks first), a line start, and at last any token boundary. The cut is
always a token boundary of the whole-document encoding, never inside a token.

Ten tokens, budget 5 (4 tokens + BOS), preferred cuts at tokens 3, 6 and 8: the furthest
preferred cut in each window wins, and the last piece (tokens 6..9) fits.

>>> piece_starts(10, budget=5, levels=[np.array([3, 6, 8])]).tolist()
[0, 3, 6]
"""

from __future__ import annotations

from functools import cache

import numpy as np
import tree_sitter as ts

from pipeline.structure import cwalk
from pipeline.structure.analyze import _CHECK_TEXT, _KIND_IDS, BLOCK_TYPES, Analysis, Unit, _c_walk
from pipeline.structure.columns import CLASS_DECL, FUNC_BODY, FUNC_SIGNATURE, PREAMBLE, TYPEDEF
from pipeline.structure.parse import grammar, parse

LINE_LEVEL_NAME = "line"
# Edge roles of a chunk kind (pass 2 of the chunk stage resolves calls to callable chunks and type
# names to type chunks); kinds without a role (COMMENT, OTHER, NAMESPACE) are 0.
CALLABLE_ROLE, TYPE_ROLE = 1, 2
_ROLE = {
    FUNC_BODY: CALLABLE_ROLE,
    FUNC_SIGNATURE: CALLABLE_ROLE,
    PREAMBLE: CALLABLE_ROLE,
    CLASS_DECL: TYPE_ROLE,
    TYPEDEF: TYPE_ROLE,
}


def token_byte_starts(ids: np.ndarray, byte_lengths: np.ndarray) -> np.ndarray:
    """Byte offset where each token starts (uint32 would do; int64 keeps arithmetic simple)."""
    lengths = byte_lengths[ids.astype(np.int64)].astype(np.int64)
    starts = np.zeros(ids.size, dtype=np.int64)
    if ids.size:
        np.cumsum(lengths[:-1], out=starts[1:])
    return starts


def snap_chunks(analysis: Analysis, tok_starts: np.ndarray) -> tuple[np.ndarray, np.ndarray, list[int]]:
    """Chunk token starts, byte starts and the unit index of each chunk (empty units dropped)."""
    n_tokens = tok_starts.size
    if n_tokens == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), []
    unit_starts = analysis.unit_starts
    # token index of the token containing each unit's first byte
    tok_index = np.searchsorted(tok_starts, unit_starts, side="right") - 1
    tok_index[0] = 0
    keep = np.ones(len(unit_starts), dtype=bool)
    keep[:-1] = tok_index[:-1] != tok_index[1:]  # a later unit with the same token wins
    units = np.flatnonzero(keep)
    starts = tok_index[units]
    starts[0] = 0
    # the first unit always starts at token 0; if it was dropped the next kept unit takes over
    return starts.astype(np.int64), tok_starts[starts], units.tolist()


def cut_levels(
    analysis: Analysis,
    data: bytes,
    tok_starts: np.ndarray,
    chunk_tok: np.ndarray,
    unit_of_chunk: list[int],
    cap: int,
) -> list[np.ndarray]:
    """Candidate cut token indices by preference: chunk starts, block-child starts by depth, lines."""
    levels: list[np.ndarray] = [chunk_tok[1:]]
    ends = np.append(chunk_tok[1:], tok_starts.size)
    nodes = [
        node
        for c, u in enumerate(unit_of_chunk)
        if ends[c] - chunk_tok[c] > cap
        for node in analysis.units[u].nodes
    ]
    if analysis.nodes is not None:  # the compiled painter's units: nodes index its table
        depth, start = _block_starts_table(analysis, nodes)
    else:
        depth, start = block_starts(nodes, analysis.language)
    for d in np.unique(depth).tolist():
        b = np.unique(start[depth == d])
        idx = np.searchsorted(tok_starts, b, side="left")
        idx = idx[(idx < tok_starts.size)]
        levels.append(np.unique(idx[tok_starts[idx] == b]))
    if tok_starts.size:
        line = np.frombuffer(data, dtype=np.uint8) == 10
        follows_newline = np.zeros(tok_starts.size, dtype=bool)
        follows_newline[1:] = line[tok_starts[1:] - 1]
        levels.append(np.flatnonzero(follows_newline))
    return levels


def block_starts(nodes: list[ts.Node], language: str) -> tuple[np.ndarray, np.ndarray]:
    """Below each node, every non-empty child of a block node (``BLOCK_TYPES``: where an over-long
    definition may be cut) as (depth, start byte); depth counts the block nodes above the child, from
    the given node down. The compiled walk (``cw_block_starts``) when usable (``_c_blocks``), else
    ``_block_starts_python`` (the reference); the pairs in any order, the same set either way."""
    if not nodes:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    if _c_blocks() is not None:
        out = _block_starts_c(nodes, language)
        if out is not None:
            return out
    return _block_starts_python(nodes)


def _block_starts_python(nodes: list[ts.Node]) -> tuple[np.ndarray, np.ndarray]:
    """``block_starts`` in Python: the reference the compiled walk is checked against."""
    depths: list[int] = []
    starts: list[int] = []
    stack = [(node, 0) for node in nodes]
    while stack:
        node, depth = stack.pop()
        block = node.type in BLOCK_TYPES
        for child in node.children:
            if block and child.end_byte > child.start_byte:
                depths.append(depth)
                starts.append(child.start_byte)
            if child.child_count:
                stack.append((child, depth + (1 if block else 0)))
    return np.asarray(depths, np.int64), np.asarray(starts, np.int64)


@cache
def _block_kinds(language: str) -> np.ndarray:
    """Per tree-sitter kind id (uint16): 1 where the kind's name is a block type."""
    lang = grammar(language)
    table = np.zeros(_KIND_IDS, np.uint8)
    for kid in range(lang.node_kind_count):
        table[kid] = lang.node_kind_for_id(kid) in BLOCK_TYPES
    return table


def _block_starts_c(nodes: list[ts.Node], language: str) -> tuple[np.ndarray, np.ndarray] | None:
    """``block_starts`` by the compiled walk; ``None`` when it cannot take these nodes."""
    structs = cwalk.node_structs(nodes)
    if structs is None:
        return None
    return _walk_structs(*structs, language)


def _walk_structs(buf: np.ndarray, span: np.ndarray, language: str) -> tuple[np.ndarray, np.ndarray] | None:
    """``cw_block_starts`` over ``TSNode`` structs and their spans; ``None`` when it refuses them."""
    blocks = _block_kinds(language)
    cap = 1 << 12
    while True:
        depth = np.empty(cap, np.int64)
        start = np.empty(cap, np.int64)
        n = cwalk.library().cw_block_starts(
            buf.ctypes.data,
            span.ctypes.data,
            len(buf),
            blocks.ctypes.data,
            cap,
            depth.ctypes.data,
            start.ctypes.data,
        )
        if n != -2:
            break
        cap *= 4
    if n < 0:
        cwalk.refused(f"cw_block_starts returned {n}")
        return None
    return depth[:n], start[:n]


def _block_starts_table(analysis: Analysis, nodes: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """``block_starts`` of the compiled painter's nodes (indices into ``analysis.nodes``): always the
    compiled walk (the painter is used only where it is, ``analyze._c_paint``)."""
    if not nodes:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    index = np.asarray(nodes, np.int64)
    out = _walk_structs(
        np.ascontiguousarray(analysis.nodes[index]),
        np.ascontiguousarray(analysis.node_spans[index]),
        analysis.language,
    )
    if out is None:
        raise RuntimeError("the compiled cut-level walk refused the compiled painter's nodes")
    return out


def _same_block_starts(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]) -> bool:
    """The same (depth, start) pairs, in any order."""
    return sorted(zip(*(x.tolist() for x in a), strict=True)) == sorted(
        zip(*(x.tolist() for x in b), strict=True)
    )


@cache
def _c_blocks() -> object | None:
    """The compiled cut-level walk's library when usable: the AST walk's guards (``_c_walk``), the
    ``Node`` layout, and the same pairs as the Python walk on ``analyze._CHECK_TEXT`` (every node
    below the root, and the root itself; C and C++)."""
    if _c_walk() is None:
        return None
    if not cwalk.node_layout_ok():
        cwalk.disabled(f"tree_sitter.Node is {ts.Node.__basicsize__} bytes, not the 0.26.1 layout")
        return None
    for path in ("check.cpp", "check.c"):
        parsed = parse(_CHECK_TEXT, path)
        root = parsed.tree.root_node
        for nodes in ([root], root.children, [d for c in root.children for d in c.children]):
            got = _block_starts_c(nodes, parsed.language)
            if got is None or not _same_block_starts(got, _block_starts_python(nodes)):
                cwalk.disabled(f"the cut-level walk's self-check on {path} differs from the Python walk")
                return None
    return cwalk.library()


def piece_starts(
    n_tokens: int,
    budget: int,
    levels: list[np.ndarray],
    chunk_tok: np.ndarray | None = None,
    max_chunks: int | None = None,
) -> np.ndarray:
    """Token index where each piece starts; every piece has 1..budget-1 tokens and <= max_chunks chunks."""
    cap = budget - 1
    if cap < 1:
        raise ValueError(f"budget {budget} leaves no room for a token after BOS")
    starts = [0]
    pos = 0
    while n_tokens - pos > 0:
        end = min(n_tokens, pos + cap)
        if chunk_tok is not None and max_chunks is not None:
            first = int(np.searchsorted(chunk_tok, pos, side="right")) - 1
            if first + max_chunks < chunk_tok.size:
                end = min(end, int(chunk_tok[first + max_chunks]))
        if end >= n_tokens:
            break
        cut = end  # any token boundary: the last resort
        for cand in levels:
            hi = int(np.searchsorted(cand, end, side="right"))
            if hi and cand[hi - 1] > pos:
                cut = int(cand[hi - 1])
                break
        starts.append(cut)
        pos = cut
    return np.asarray(starts, dtype=np.int64)


def merge_small_chunks(
    chunk_tok: np.ndarray, kinds: np.ndarray, n_tokens: int, min_tokens: int, mode: str = "roles"
) -> tuple[np.ndarray, np.ndarray]:
    """Group index of every chunk and the kind of every group: runs of small adjacent chunks merge.

    Why: a header is often a long run of one-line items (prototypes, members, ``#define`` lines,
    ``#if`` lines, comments), one chunk each; a piece of such text carries up to one chunk per few
    tokens and cannot share a packed row under the row's chunk cap (DESIGN §7).

    Rule, left to right: a chunk joins the open group when the group has fewer than
    ``min_tokens`` tokens, the chunk too, and the kinds are compatible. ``mode="same"``: equal
    kinds only. ``mode="roles"``: a group never mixes the two edge roles -- *callable* (FUNC_BODY,
    FUNC_SIGNATURE, PREAMBLE: what a call resolves to) and *type* (CLASS_DECL, TYPEDEF: what a type
    name resolves to); COMMENT, OTHER and NAMESPACE go with anything. So every name a merged chunk
    defines keeps the role it had, and the name graph gets the same edges. A group's kind is the
    kind holding most of its tokens among its role-carrying chunks (all chunks when it has none;
    the first such kind on a tie). A group has fewer than ``2 * min_tokens`` tokens unless it is one
    chunk. ``min_tokens <= 1`` merges nothing.

    >>> from pipeline.structure.columns import CLASS_DECL, COMMENT, FUNC_SIGNATURE, PREAMBLE
    >>> k = np.array([COMMENT, FUNC_SIGNATURE, PREAMBLE, CLASS_DECL, FUNC_SIGNATURE])
    >>> g, gk = merge_small_chunks(np.array([0, 2, 5, 8, 20]), k, 64, min_tokens=10)
    >>> g.tolist(), [int(x) == FUNC_SIGNATURE for x in gk], int(gk[1]) == CLASS_DECL
    ([0, 0, 0, 1, 2], [True, False, True], True)
    """
    n = chunk_tok.size
    groups = np.arange(n, dtype=np.int64)
    if n == 0 or min_tokens <= 1:
        return groups, kinds.astype(np.int64, copy=True)
    sizes = np.diff(np.append(chunk_tok, n_tokens)).tolist()
    kl = kinds.tolist()
    g, g_size, g_role = 0, sizes[0], _ROLE.get(kl[0], 0)
    for c in range(1, n):
        size, kind = sizes[c], kl[c]
        role = _ROLE.get(kind, 0)
        joins = g_size < min_tokens and size < min_tokens
        if joins and mode == "same":
            joins = kind == kl[c - 1]
        elif joins:
            joins = mode == "any" or not (role and g_role and role != g_role)
        if joins:
            g_size += size
            g_role = g_role or role
        else:
            g += 1
            g_size, g_role = size, role
        groups[c] = g
    out_kinds = np.empty(g + 1, dtype=np.int64)
    lo = 0
    bounds = np.flatnonzero(np.diff(groups)) + 1
    for i, hi in enumerate([*bounds.tolist(), n]):
        tally: dict[int, int] = {}
        members = [c for c in range(lo, hi) if _ROLE.get(kl[c], 0)] or list(range(lo, hi))
        for c in members:
            tally[kl[c]] = tally.get(kl[c], 0) + sizes[c]
        out_kinds[i] = max(tally, key=lambda k: tally[k])  # dicts keep first-seen order on ties
        lo = hi
    return groups, out_kinds


def merged_units(units: list[Unit], groups: np.ndarray, group_kinds: np.ndarray) -> list[Unit]:
    """One unit per group: its first start, the group's kind, nodes and names united (never pruned)."""
    out: list[Unit] = []
    last = -1
    for u, g in zip(units, groups.tolist(), strict=True):
        if g != last:
            out.append(
                Unit(u.start, int(group_kinds[g]), list(u.nodes), set(u.defines), set(u.calls), set(u.types))
            )
            last = g
            continue
        m = out[-1]
        m.nodes.extend(u.nodes)
        m.defines |= u.defines
        m.calls |= u.calls
        m.types |= u.types
    # A member's type reference to a name another member defines stays: the name may also be defined
    # in other chunks, and those edges must survive (the resolver never makes an edge to the chunk itself).
    return out
