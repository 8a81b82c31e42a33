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

import numpy as np

from pipeline.structure.analyze import BLOCK_TYPES, Analysis

LINE_LEVEL_NAME = "line"


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
    by_depth: dict[int, list[int]] = {}
    for c, u in enumerate(unit_of_chunk):
        if ends[c] - chunk_tok[c] <= cap:
            continue
        stack = [(node, 0) for node in analysis.units[u].nodes]
        while stack:
            node, depth = stack.pop()
            block = node.type in BLOCK_TYPES
            for child in node.children:
                if block and child.end_byte > child.start_byte:
                    by_depth.setdefault(depth, []).append(child.start_byte)
                if child.child_count:
                    stack.append((child, depth + (1 if block else 0)))
    for depth in sorted(by_depth):
        b = np.unique(np.asarray(by_depth[depth], dtype=np.int64))
        idx = np.searchsorted(tok_starts, b, side="left")
        idx = idx[(idx < tok_starts.size)]
        levels.append(np.unique(idx[tok_starts[idx] == b]))
    if tok_starts.size:
        line = np.frombuffer(data, dtype=np.uint8) == 10
        follows_newline = np.zeros(tok_starts.size, dtype=bool)
        follows_newline[1:] = line[tok_starts[1:] - 1]
        levels.append(np.flatnonzero(follows_newline))
    return levels


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
