"""Chunk-level exact and near dedup over the self-contained kinds only (DESIGN §4, off by default).

Only chunks whose kind is in ``neardup.CHUNK_DEDUP_KINDS`` (FUNC_BODY, CLASS_DECL, TYPEDEF,
NAMESPACE) and that hold at least ``min_tokens`` tokens are candidates: dropping an ``#include``
block, a prototype, a member or a comment out of its context would break what remains. Exact
copies (SHA-256 of the chunk's bytes) go first; the survivors are clustered by MinHash-LSH
(``pipeline.hygiene.neardup``: 128 permutations, 5-token shingles, the within-corpus banding) with
each candidate pair verified at ``threshold``. In every group the first chunk in the stage's order
(shard, document, chunk) is kept, so the result does not depend on the number of workers.

>>> body = "int f(int a) {\\n" + "".join(f"  a = g(a, {i});\\n" for i in range(40)) + "  return a;\\n}\\n"
>>> texts = [body, body, body.replace("g(a, 7)", "h(a, 7)"), "unrelated text entirely " * 10]
>>> drops = duplicates(texts, threshold=0.7)
>>> sorted(drops.items())
[(1, ('exact-duplicate', 0)), (2, ('near-duplicate', 0))]
"""

from __future__ import annotations

import hashlib

import numpy as np

from pipeline.hygiene import neardup
from pipeline.structure.columns import CATEGORY_IDS

DEDUP_KIND_IDS: frozenset[int] = frozenset(CATEGORY_IDS[k] for k in neardup.CHUNK_DEDUP_KINDS)


def digest(text: str) -> bytes:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()


def signatures(texts: list[str], num_perm: int = 128, seed: int = 1) -> np.ndarray:
    return neardup.minhash_signatures(texts, num_perm=num_perm, seed=seed)


def duplicates(texts: list[str], threshold: float = 0.7) -> dict[int, tuple[str, int]]:
    """Candidate index -> (reason, index of the kept copy), for every candidate that is a copy."""
    return duplicates_of([digest(t) for t in texts], signatures(texts), threshold)


def duplicates_of(
    digests: list[bytes], sig: np.ndarray, threshold: float = 0.7
) -> dict[int, tuple[str, int]]:
    """``duplicates`` from precomputed digests and MinHash signatures (computed shard by shard)."""
    out: dict[int, tuple[str, int]] = {}
    first: dict[bytes, int] = {}
    unique: list[int] = []
    for i, d in enumerate(digests):
        if d in first:
            out[i] = ("exact-duplicate", first[d])
        else:
            first[d] = i
            unique.append(i)
    if len(unique) < 2:
        return out
    sig = np.asarray(sig)[unique]
    band = neardup.WITHIN_CORPUS
    keys = neardup.band_keys(sig, bands=band.bands, rows=band.rows)
    index = np.arange(len(unique), dtype=np.int64)
    edges = neardup.unique_edges(
        np.concatenate([neardup.candidate_edges(keys[:, b], index) for b in range(band.bands)])
    )
    edges = neardup.verify_edges(edges, sig, threshold)
    labels = neardup.clusters(edges, len(unique))  # label = smallest member = first in order
    for j in np.flatnonzero(labels != index):
        out[unique[int(j)]] = ("near-duplicate", unique[int(labels[j])])
    return dict(sorted(out.items()))
