"""Merge-order BPE encoding of a revision's learned band, to price greedy longest match.

Classic BPE encodes each word by applying the learned merges in training order; the canonical
encoding instead takes the longest vocabulary match (GPU-friendly, no merge table). This helper
computes the classic count over the same words (boundary table, seeds cut first, merges from
``merges.txt``), so the benchmark can print both. It ignores the fixed bands (they are not
merges), which only flatters merge order where fixed tokens span several words.
"""

from __future__ import annotations

import json
from pathlib import Path

from pipeline.tokenizer import _native
from pipeline.tokenizer.boundary import boundary_table, byte_classes
from pipeline.tokenizer.reference import seed_cut


def load_merges(rev_dir: str | Path) -> tuple[list[bytes], dict[tuple[bytes, bytes], int], bool]:
    d = Path(rev_dir)
    manifest = json.loads((d / "manifest.json").read_text())
    seeds = sorted((s.encode() for s in manifest["seeds"]), key=lambda b: (b[0], b))
    ranks: dict[tuple[bytes, bytes], int] = {}
    for line in (d / "merges.txt").read_text().splitlines():
        if line.startswith("#") or not line:
            continue
        a, b = line.split()
        ranks.setdefault((bytes.fromhex(a), bytes.fromhex(b)), len(ranks))
    return seeds, ranks, manifest["training"].get("seed_aligned", False)


def bpe_word(
    word: bytes, seeds: list[bytes], ranks: dict[tuple[bytes, bytes], int], aligned: bool = True
) -> int:
    """Number of tokens of ``word`` under merge-order BPE.

    >>> bpe_word(b"aab", [], {(b"a", b"a"): 0, (b"aa", b"b"): 1})
    1
    """
    parts = [bytes([s]) if s < 256 else seeds[s - 256] for s in seed_cut(word, seeds, aligned)]
    while len(parts) > 1:
        best, best_rank = None, None
        for i in range(len(parts) - 1):
            r = ranks.get((parts[i], parts[i + 1]))
            if r is not None and (best_rank is None or r < best_rank):
                best, best_rank = (parts[i], parts[i + 1]), r
        if best is None:
            break
        out, i = [], 0
        while i < len(parts):
            if i + 1 < len(parts) and (parts[i], parts[i + 1]) == best:
                out.append(parts[i] + parts[i + 1])
                i += 2
            else:
                out.append(parts[i])
                i += 1
        parts = out
    return len(parts)


def merge_order_token_count(rev_dir: str | Path, texts: list[str], scheme: str) -> int:
    seeds, ranks, aligned = load_merges(rev_dir)
    cls, bnd = byte_classes(), boundary_table(scheme)
    cache: dict[bytes, int] = {}
    total = 0
    for text in texts:
        data = text.encode("utf-8", "surrogatepass")
        starts = _native.split_words(data, cls, bnd).tolist()
        ends = [*starts[1:], len(data)] if starts else []
        for a, b in zip(starts, ends, strict=True):
            w = data[a:b]
            n = cache.get(w)
            if n is None:
                n = cache[w] = bpe_word(w, seeds, ranks, aligned)
            total += n
    return total


if __name__ == "__main__":  # pragma: no cover
    import sys

    rev, *files = sys.argv[1:]
    texts = [Path(f).read_text(errors="replace") for f in files]
    nbytes = sum(len(t.encode()) for t in texts)
    n = merge_order_token_count(
        rev, texts, json.loads((Path(rev) / "manifest.json").read_text())["boundary"]["scheme"]
    )
    print(json.dumps({"merge_order_tokens_per_byte": n / nbytes}))
