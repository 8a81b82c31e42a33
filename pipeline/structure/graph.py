"""The chunk dependency graph of a repository: call and type edges resolved by name, BFS depth.

A chunk *calls* a name when a call expression in it names a function or macro; it *uses a type*
when a type identifier in it names one. A name resolves to the chunks that define it, preferring
definitions in the same document; a name defined in the repository more than ``max_fanout`` times
(``init``, ``size``...) is too ambiguous to resolve and gives no edge. Edges point from the user to
the definition (A calls B: A -> B); self-edges are dropped.

Dep level: 0 for a chunk that depends on nothing in the repository, else the BFS distance to the
nearest such chunk along its dependencies. Chunks that reach none (only cycles) get one more than
the deepest level found, so every chunk has a level.

>>> g = RepoGraph(max_fanout=4)
>>> a = g.add_chunk("d1", defines=["leaf"], calls=[], types=[], callable_=True, type_like=False)
>>> b = g.add_chunk("d1", defines=["mid"], calls=["leaf"], types=[], callable_=True, type_like=False)
>>> c = g.add_chunk("d2", defines=[], calls=["mid"], types=[], callable_=False, type_like=False)
>>> calls, types = g.resolve(); g.dep_levels(calls, types).tolist(), sorted(calls)
([0, 1, 2], [(1, 0), (2, 1)])
"""

from __future__ import annotations

from collections import deque

import numpy as np


class RepoGraph:
    """Chunks of one repository (source) with their names; ids are insertion order."""

    def __init__(self, max_fanout: int = 8):
        self.max_fanout = max_fanout
        self.doc: list[str] = []
        self.calls: list[list[str]] = []
        self.types: list[list[str]] = []
        self.callables: dict[str, list[int]] = {}
        self.type_defs: dict[str, list[int]] = {}

    def add_chunk(
        self,
        doc: str,
        defines: list[str],
        calls: list[str],
        types: list[str],
        *,
        callable_: bool,
        type_like: bool,
    ) -> int:
        cid = len(self.doc)
        self.doc.append(doc)
        self.calls.append(calls)
        self.types.append(types)
        for name in defines:
            if callable_:
                self.callables.setdefault(name, []).append(cid)
            if type_like:
                self.type_defs.setdefault(name, []).append(cid)
        return cid

    def _targets(self, cid: int, name: str, table: dict[str, list[int]]) -> list[int]:
        found = table.get(name)
        if not found:
            return []
        local = [t for t in found if self.doc[t] == self.doc[cid]]
        chosen = local or (found if len(found) <= self.max_fanout else [])
        return [t for t in chosen if t != cid][: self.max_fanout]

    def resolve(self) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
        """(call edges, type edges) as sets of (user chunk, defining chunk)."""
        calls: set[tuple[int, int]] = set()
        types: set[tuple[int, int]] = set()
        for cid in range(len(self.doc)):
            for name in self.calls[cid]:
                calls.update((cid, t) for t in self._targets(cid, name, self.callables))
            for name in self.types[cid]:
                types.update((cid, t) for t in self._targets(cid, name, self.type_defs))
        return calls, types

    def dep_levels(self, calls: set[tuple[int, int]], types: set[tuple[int, int]]) -> np.ndarray:
        """BFS depth of every chunk (int16, clipped)."""
        n = len(self.doc)
        users: list[list[int]] = [[] for _ in range(n)]
        has_deps = np.zeros(n, dtype=bool)
        for src, dst in sorted(calls | types):
            users[dst].append(src)
            has_deps[src] = True
        level = np.full(n, -1, dtype=np.int64)
        queue = deque(np.flatnonzero(~has_deps).tolist())
        level[~has_deps] = 0
        while queue:
            c = queue.popleft()
            for u in users[c]:
                if level[u] < 0:
                    level[u] = level[c] + 1
                    queue.append(u)
        if (level < 0).any():
            level[level < 0] = (level.max() + 1) if (level >= 0).any() else 1
        return np.minimum(level, np.iinfo(np.int16).max).astype(np.int16)
