"""Readable pure-Python references for the compiled core (``_native.c``).

Slow, small, and the specification: tests demand that the compiled paths (and later the WGSL
kernels) give exactly these results.
"""

from __future__ import annotations

from collections import Counter


def pieces(data: bytes, max_piece_bytes: int) -> list[tuple[int, int]]:
    """The canonical pieces of ``data`` as (start, end) offsets: each newline is a piece of its own,
    and each newline-free run is cut into pieces of at most ``max_piece_bytes`` bytes counted from
    the run's start (``0``: runs are not cut). No token ever spans two pieces.

    >>> pieces(b"abcdefg\\nxy\\n\\n", 3)
    [(0, 3), (3, 6), (6, 7), (7, 8), (8, 10), (10, 11), (11, 12)]
    """
    out, i, n = [], 0, len(data)
    while i < n:
        if data[i] == 0x0A:
            out.append((i, i + 1))
            i += 1
            continue
        end = data.find(b"\n", i)
        end = n if end < 0 else end
        while i < end:
            step = end - i if max_piece_bytes <= 0 else min(max_piece_bytes, end - i)
            out.append((i, i + step))
            i += step
    return out


def greedy_encode(data: bytes, vocab: dict[bytes, int], max_len: int, max_piece_bytes: int = 0) -> list[int]:
    """The canonical encoding: greedy longest match within each piece (see ``pieces``): at each
    position take the longest vocabulary entry that matches without leaving the piece.

    Every single byte must be in ``vocab``, so the loop always advances.

    >>> v = {bytes([b]): b for b in range(256)} | {b"ab": 256, b"abc": 257, b"cd": 258}
    >>> greedy_encode(b"abcd", v, 3), greedy_encode(b"abd", v, 3)
    ([257, 100], [256, 100])
    >>> greedy_encode(b"abcd", v, 3, max_piece_bytes=2)  # pieces "ab", "cd"
    [256, 258]
    """
    out = []
    for start, end in pieces(data, max_piece_bytes):
        i = start
        while i < end:
            for L in range(min(max_len, end - i), 0, -1):
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
