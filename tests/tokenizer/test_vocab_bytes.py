"""``vocab_bytes`` (used by ``load_tokenizer``) equals the per-character decoding it replaced."""

from __future__ import annotations

import random

from pipeline.tokenizer.model import bytes_to_unicode, vocab_bytes


def _reference(vocab: dict[str, int], size: int) -> list[bytes | None]:
    inv = {c: b for b, c in bytes_to_unicode().items()}
    out: list[bytes | None] = [None] * size
    for name, i in vocab.items():
        if all(c in inv for c in name):
            out[i] = bytes(inv[c] for c in name)
    return out


def test_vocab_bytes_equals_the_per_character_decoding() -> None:
    rng = random.Random(7)
    byte_chars = list(bytes_to_unicode().values())
    # characters that are not byte-level: a space, a NUL, a control, Latin-1 letters the map leaves out
    # of its identity range, CJK, an emoji
    others = [" ", "\x00", "\x7f", "\xad", "\xa0", "中", "😀", "<", ">"]
    vocab: dict[str, int] = {"": 0, "<BOS>": 1, "<PAD>": 2}
    while len(vocab) < 3000:
        k = rng.randint(1, 6)
        pool = byte_chars if rng.random() < 0.8 else byte_chars + others
        vocab.setdefault("".join(rng.choice(pool) for _ in range(k)), len(vocab))
    size = len(vocab) + 5  # ids no name has stay None
    got = vocab_bytes(vocab, size)
    assert got == _reference(vocab, size)
    assert any(v is None for v in got[3 : len(vocab)])  # some names were refused
