"""Readable pure-Python references for the compiled core (``_native.c``).

Slow, small, and the specification: tests demand that the compiled paths (and later the WGSL
kernels) give exactly these results.
"""

from __future__ import annotations

from collections import Counter


def greedy_encode(data: bytes, vocab: dict[bytes, int], max_len: int) -> list[int]:
    """Greedy longest match: at each position take the longest vocabulary entry that matches.

    Every single byte must be in ``vocab``, so the loop always advances.

    >>> v = {bytes([b]): b for b in range(256)} | {b"ab": 256, b"abc": 257, b"cd": 258}
    >>> greedy_encode(b"abcd", v, 3), greedy_encode(b"abd", v, 3)
    ([257, 100], [256, 100])
    """
    out, i, n = [], 0, len(data)
    while i < n:
        for L in range(min(max_len, n - i), 0, -1):
            tid = vocab.get(data[i : i + L])
            if tid is not None:
                out.append(tid)
                i += L
                break
    return out


def morph_boundary(word: bytes, i: int) -> bool:
    """Is there a morpheme boundary before ``word[i]``? At the ends, next to a non-letter, or at a
    lower -> upper camelCase step.

    >>> [i for i in range(len(b"readBuf_x") + 1) if morph_boundary(b"readBuf_x", i)]
    [0, 4, 7, 8, 9]
    """
    if i == 0 or i == len(word):
        return True
    a, b = word[i - 1], word[i]
    if not (chr(a).isascii() and chr(a).isalpha()) or not (chr(b).isascii() and chr(b).isalpha()):
        return True
    return chr(a).islower() and chr(b).isupper()


def seed_cut(word: bytes, seeds: list[bytes], aligned: bool = True) -> list[int]:
    """Cut a word into symbols: greedy longest seed match (symbol 256 + seed index), else the byte.

    With ``aligned`` (the default) a seed matches only between morpheme boundaries.

    >>> seed_cut(b"reinit", [b"init", b"in"], aligned=False)
    [114, 101, 256]
    >>> seed_cut(b"reinit", [b"init"]), seed_cut(b"re_init", [b"init"])
    ([114, 101, 105, 110, 105, 116], [114, 101, 95, 256])
    """
    out, i = [], 0
    while i < len(word):
        best, best_len = -1, 1
        if not aligned or morph_boundary(word, i):
            for s, seed in enumerate(seeds):
                fits = len(seed) > best_len and word.startswith(seed, i)
                if fits and (not aligned or morph_boundary(word, i + len(seed))):
                    best, best_len = s, len(seed)
        out.append(256 + best if best >= 0 else word[i])
        i += best_len
    return out


def get_stats(words: dict[tuple[int, ...], int]) -> Counter:
    """Weighted adjacent-pair counts.

    >>> dict(get_stats({(1, 2, 3, 1, 2): 1}))
    {(1, 2): 2, (2, 3): 1, (3, 1): 1}
    """
    stats: Counter = Counter()
    for w, c in words.items():
        for pair in zip(w, w[1:], strict=False):
            stats[pair] += c
    return stats


def merge(word: tuple[int, ...], pair: tuple[int, int], z: int) -> tuple[int, ...]:
    """Replace non-overlapping occurrences of ``pair``, left to right.

    >>> merge((1, 1, 1, 2), (1, 1), 9)
    (9, 1, 2)
    """
    out, i = [], 0
    while i < len(word):
        if i + 1 < len(word) and (word[i], word[i + 1]) == pair:
            out.append(z)
            i += 2
        else:
            out.append(word[i])
            i += 1
    return tuple(out)


def bpe_train(
    words: dict[bytes, int], seeds: list[bytes], max_merges: int, min_freq: int = 2, aligned: bool = True
) -> list[tuple[int, int]]:
    """BPE over a word-frequency table; the tie-break is the smallest (left, right) symbol ids.

    >>> bpe_train({b"aaab": 2, b"ab": 1}, [], 2)  # (a, a) counts 2 x 2 = 4, (a, b) 2 + 1 = 3
    [(97, 97), (97, 98)]
    """
    table: dict[tuple[int, ...], int] = Counter()
    for w, c in words.items():
        table[tuple(seed_cut(w, seeds, aligned))] += c
    merges = []
    z = 256 + len(seeds)
    while len(merges) < max_merges:
        stats = get_stats(table)
        if not stats:
            break
        pair = min(stats, key=lambda p: (-stats[p], p))
        if stats[pair] < min_freq:
            break
        merges.append(pair)
        table = {merge(w, pair, z): c for w, c in table.items()}
        z += 1
    return merges
