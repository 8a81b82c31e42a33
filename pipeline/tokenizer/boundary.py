"""Word boundaries for the learned band: a per-byte table over (previous class, current class).

BPE never merges across a word boundary. Deciding the boundary from the two adjacent byte classes
alone means the GPU evaluates it in one pass over the bytes, with no regex engine.

Classes (``_`` counts as a letter, so ``snake_case`` stays one word; bytes >= 0x80 are the UTF-8
of non-ASCII text and group together):

    LETTER  A-Z a-z _        DIGIT 0-9       SPACE ' ' \\t \\v \\f \\r
    NEWLINE \\n               PUNCT other ASCII                HIGH 0x80-0xFF

The default table (``ident_digits``) was chosen by measurement (benchmarks/RESULTS.md: 65,536
vocab, 40 MB of /usr/include; tokens per byte relative to plain GPT-2-style HF BPE trained on the
same text): a run of spaces/tabs joins the following run of one class, a newline is always a word
of its own, digits continue a letter run (``uint32``, ``x86``), any other change of class starts a
word.

    scheme             held-out /usr/include   PyTorch headers (other origin)
    class_change       0.944                   1.149   (spaces apart from words, cf. DESIGN §5)
    space_joins_next   0.743                   0.904
    ident_digits       0.720                   0.900

>>> [w.decode() for w in split_words(b"  return x_1;\\n")]
['  return', ' x_1', ';', '\\n']
>>> [w.decode() for w in split_words(b"  return x_1;\\n", "space_joins_next")]
['  return', ' x_', '1', ';', '\\n']
"""

from __future__ import annotations

import numpy as np

LETTER, DIGIT, SPACE, NEWLINE, PUNCT, HIGH = range(6)
N_CLASSES = 6
CLASS_NAMES = ("LETTER", "DIGIT", "SPACE", "NEWLINE", "PUNCT", "HIGH")


def byte_classes() -> np.ndarray:
    """uint8[256]: the class of every byte value."""
    cls = np.full(256, PUNCT, dtype=np.uint8)
    for b in range(256):
        c = chr(b)
        if b >= 0x80:
            cls[b] = HIGH
        elif c.isascii() and (c.isalpha() or c == "_"):
            cls[b] = LETTER
        elif c.isdigit():
            cls[b] = DIGIT
        elif c == "\n":
            cls[b] = NEWLINE
        elif c in " \t\v\f\r":
            cls[b] = SPACE
    return cls


def boundary_table(scheme: str = "ident_digits") -> np.ndarray:
    """uint8[N_CLASSES, N_CLASSES]: 1 where a word starts at a byte of class ``cur`` after ``prev``.

    Schemes (for measurement; the manifest records which one a revision used):
      - ``space_joins_next``: spaces join the following run; other class changes split.
      - ``class_change``: a boundary at every change of class (spaces apart from words).
      - ``ident_digits`` (default): like ``space_joins_next``, but digits continue a letter run
        (``uint32`` is one word, ``_t`` the next); a digit followed by a letter still splits.
    """
    t = np.zeros((N_CLASSES, N_CLASSES), dtype=np.uint8)
    for prev in range(N_CLASSES):
        for cur in range(N_CLASSES):
            if prev == NEWLINE or cur == NEWLINE:
                b = 1
            elif scheme == "class_change":
                b = int(prev != cur)
            elif cur == SPACE:
                b = int(prev != SPACE)
            elif prev == SPACE or (scheme == "ident_digits" and cur == DIGIT and prev == LETTER):
                b = 0
            else:
                b = int(prev != cur)
            t[prev, cur] = b
    if scheme not in ("space_joins_next", "class_change", "ident_digits"):
        raise ValueError(f"unknown boundary scheme {scheme!r}")
    return t


def split_words(data: bytes, scheme: str = "ident_digits") -> list[bytes]:
    """Reference splitter (pure Python): the words of ``data`` under ``scheme``.

    >>> split_words(b"a  b")
    [b'a', b'  b']
    """
    if not data:
        return []
    cls, bnd = byte_classes(), boundary_table(scheme)
    words, start = [], 0
    for i in range(1, len(data)):
        if bnd[cls[data[i - 1]], cls[data[i]]]:
            words.append(data[start:i])
            start = i
    words.append(data[start:])
    return words
