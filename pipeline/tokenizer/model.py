"""A loaded tokenizer revision, the flat trie it encodes with, and the HF ``tokenizer.json`` export.

Canonical encoding (DESIGN §5): greedy longest match over the whole vocabulary, byte-level, within
*pieces*: each newline is a piece, and each newline-free run is cut into pieces of at most
``max_piece_bytes`` bytes counted from the run's start (``reference.pieces``); decode is the
concatenation of token bytes. The bound keeps every execution linear: HF's WordPiece is cubic in
the length of a word, and a minified file is one 2 MB line. No token but ``\\n`` itself contains a
newline, so cutting at newlines alone would change nothing; the byte cut costs a token where a match
would have crossed it (measured in benchmarks/RESULTS.md).

>>> tok = load_tokenizer("/path/to/revision")            # doctest: +SKIP
>>> ids = tok.encode("std::vector<std::string> v;\\n")   # doctest: +SKIP
>>> tok.decode(ids) == "std::vector<std::string> v;\\n"  # doctest: +SKIP
True
"""

from __future__ import annotations

import json
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import numpy as np

from . import _native
from .bands import N_SPECIAL, SPECIAL_TOKENS
from .reference import greedy_encode

FORMAT_VERSION = 3  # 3: pieces of at most ``max_piece_bytes`` (manifest field); 2 had unbounded lines
DEFAULT_MAX_PIECE_BYTES = 256  # chosen on the dev split, see benchmarks/RESULTS.md
TRIE_MAGIC = b"CPPTRIE1"
HF_MAX_INPUT_CHARS = 1_000_000_000


class VocabSizeMismatch(ValueError):
    """A tokenizer revision's vocab size differs from what a stage was configured with."""


@cache
def bytes_to_unicode() -> dict[int, str]:
    """GPT-2's byte -> printable character map used by HF ``ByteLevel``.

    >>> m = bytes_to_unicode(); m[ord("a")], m[ord(" ")], m[ord("\\n")]
    ('a', 'Ġ', 'Ċ')
    """
    bs = (
        list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), 256))
    )
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, (chr(c) for c in cs), strict=True))


@cache
def _byte_level_table() -> dict[int, str]:
    """``str.translate`` table: a byte read as a Latin-1 character -> its ByteLevel character."""
    return str.maketrans({chr(b): c for b, c in bytes_to_unicode().items()})


def hf_name(token: bytes) -> str:
    """The ByteLevel spelling of a text token, as HF's WordPiece vocabulary holds it.

    >>> hf_name(b"a b\\n\\xff")
    'aĠbĊÿ'
    """
    # Latin-1 maps byte b to character b; str.translate then runs in C (~10x a per-byte join).
    return token.decode("latin-1").translate(_byte_level_table())


def hf_unmatchable_name(name: str) -> str:
    """Name for a special or reserved id in the HF vocab that no text can ever match.

    After ByteLevel pre-tokenization every character of the input is one of 256 mapped characters;
    U+27E8/U+27E9 are not among them, so ``⟨BOS⟩`` can never be produced from text -- unlike an
    added token, which HF would split out of raw text such as ``"<BOS>"``.
    """
    return "\u27e8" + name.strip("<>") + "\u27e9"


# ---------------------------------------------------------------------------------------------
# Flat trie (BFS order, children sorted by byte): the layout shared by the C and GPU encoders.
# ---------------------------------------------------------------------------------------------


def _common_prefix(a: bytes, b: bytes) -> int:
    """The length of the common prefix of ``a`` and ``b``: from the highest differing bit of their
    first ``min(len)`` bytes read as big-endian integers (a few C operations, not a loop per byte).

    >>> _common_prefix(b"abc", b"abd"), _common_prefix(b"ab", b"abc"), _common_prefix(b"x", b"y")
    (2, 2, 0)
    """
    m = min(len(a), len(b))
    x = int.from_bytes(a[:m], "big") ^ int.from_bytes(b[:m], "big")
    return m - (x.bit_length() + 7) // 8


@dataclass
class Trie:
    first: np.ndarray  # uint32[n]: index of the first child
    nchild: np.ndarray  # uint32[n]: number of children
    label: np.ndarray  # uint8[n]: byte on the edge into the node
    token: np.ndarray  # int32[n]: token id ending here, or -1

    @classmethod
    def build(cls, tokens: Iterable[tuple[bytes, int]]) -> Trie:
        """Build from (bytes, id); node 0 is the root, nodes 1..256 its byte children.

        A later id for the same bytes wins; an empty token is ignored.

        >>> t = Trie.build([(bytes([b]), b) for b in range(256)] + [(b"ab", 300)])
        >>> int(t.nchild[1 + ord("a")]), int(t.token[t.first[1 + ord("a")]])
        (1, 300)

        The nodes are the distinct non-empty prefixes of the tokens, in breadth-first order with
        children sorted by byte, which is the order of (length, bytes). Over the tokens in sorted
        order, token ``i`` adds the prefixes longer than its common prefix with token ``i - 1``, and
        among prefixes of one length, the order in which they are added is their byte order; so a
        node is (length ``k``, token ``i`` that added it), sorted by (k, i). Its parent is the last
        node of length ``k - 1`` added at or before token ``i``; it ends token ``i`` when
        ``k == len(token i)`` (a shorter token would sort before ``i`` and have added it).
        """
        by_bytes = {tb: tid for tb, tid in tokens if tb}
        toks = sorted(by_bytes)
        n = len(toks)
        lens = np.fromiter(map(len, toks), np.int64, n)
        lcp = np.fromiter(map(_common_prefix, toks[:-1], toks[1:]), np.int64, n - 1) if n > 1 else ()
        lcp = np.concatenate(([0], lcp)).astype(np.int64)  # with the previous token (sorted: none repeats)
        new = lens - lcp  # prefixes each token adds: lengths lcp+1 .. len
        tok_of = np.repeat(np.arange(n, dtype=np.int64), new)  # node -> the token that added it
        starts = np.cumsum(new) - new
        depth = np.arange(len(tok_of), dtype=np.int64) - np.repeat(starts, new) + np.repeat(lcp, new) + 1
        order = np.lexsort((tok_of, depth))  # breadth-first: by length, then byte order
        depth, tok_of = depth[order], tok_of[order]
        nodes = len(depth) + 1  # with the root
        # parent: the last node of length depth-1 whose token is <= tok_of (the root for length 1)
        level_start = np.searchsorted(depth, np.arange(depth[-1] + 2 if len(depth) else 2))
        parent = np.zeros(len(depth), np.int64)
        for k in range(2, len(level_start) - 1):
            lo, hi = level_start[k], level_start[k + 1]  # nodes of length k
            plo, phi = level_start[k - 1], level_start[k]  # nodes of length k - 1
            pos = np.searchsorted(tok_of[plo:phi], tok_of[lo:hi], side="right") - 1
            parent[lo:hi] = plo + pos + 1  # +1: node ids count the root
        nchild = np.bincount(parent, minlength=nodes).astype(np.uint32)
        first = np.empty(nodes, np.uint32)
        first[0] = 1
        first[1:] = 1 + np.cumsum(nchild[:-1], dtype=np.int64)
        buf = np.frombuffer(b"".join(toks) or b"\0", np.uint8)
        offsets = np.cumsum(lens) - lens
        label = np.zeros(nodes, np.uint8)
        label[1:] = buf[offsets[tok_of] + depth - 1]
        ids = np.fromiter((by_bytes[t] for t in toks), np.int64, n)
        token = np.full(nodes, -1, np.int32)
        ends = depth == lens[tok_of]
        token[1:][ends] = ids[tok_of[ends]]
        t = cls(first, nchild, label, token)
        if t.nchild[0] != 256 or (t.token[1:257] < 0).any():
            raise ValueError("every byte value must be a token")
        return t

    def to_bytes(self) -> bytes:
        """``CPPTRIE1`` | u32 n | first u32[n] | nchild u32[n] | token i32[n] | label u8[n] (little endian)."""
        n = len(self.label)
        return (
            TRIE_MAGIC
            + struct.pack("<I", n)
            + self.first.astype("<u4").tobytes()
            + self.nchild.astype("<u4").tobytes()
            + self.token.astype("<i4").tobytes()
            + self.label.tobytes()
        )

    @classmethod
    def from_bytes(cls, data: bytes) -> Trie:
        if data[:8] != TRIE_MAGIC:
            raise ValueError("not a tokenizer trie (bad magic)")
        (n,) = struct.unpack_from("<I", data, 8)
        o = 12
        first = np.frombuffer(data, "<u4", n, o)
        nchild = np.frombuffer(data, "<u4", n, o + 4 * n)
        token = np.frombuffer(data, "<i4", n, o + 8 * n)
        label = np.frombuffer(data, np.uint8, n, o + 12 * n)
        return cls(first, nchild, label, token)


# ---------------------------------------------------------------------------------------------
# HF export
# ---------------------------------------------------------------------------------------------


def _char_class(bs: Iterable[int], negate: bool = False) -> str:
    """An Oniguruma class of the ByteLevel characters of bytes ``bs`` (all escaped as ``\\x{..}``)."""
    m = bytes_to_unicode()
    return "[" + ("^" if negate else "") + "".join(f"\\x{{{ord(m[b]):x}}}" for b in sorted(bs)) + "]"


# Bytes after which the HF export looks for free cuts, most frequent first: the top 16 leads of
# free cuts in minified dev-split C/C++ (benchmarks/corpora.py). Each alternative costs Oniguruma
# a test at every position, so 16 leads (one piece per ~15 bytes) encode ~2x faster than all 255.
FREE_CUT_LEADS = b"snd.(e1lyg:ot=-*"


def free_cut_pattern(tokens: Iterable[bytes], leads: bytes = FREE_CUT_LEADS) -> str | None:
    """Regex (over ByteLevel characters) matching each lead byte ``a`` whose next byte ``b`` never
    follows ``a`` inside any token; ``None`` if no lead has such a follower.

    Cutting after such a byte changes no greedy match: a token that started before the cut and ended
    after it would contain the pair ``a b``. The HF export cuts there too (exact by this argument,
    and checked by the parity tests), so WordPiece sees words of ~15 bytes on real code instead of
    whole pieces; this is an HF-only speed-up, not part of the canonical rule.

    >>> free_cut_pattern([bytes([b]) for b in range(256)] + [b"sa"], leads=b"s")
    '[\\\\x{73}](?=[^\\\\x{10a}\\\\x{61}])'
    """
    followers: dict[int, set[int]] = {a: set() for a in leads}
    toks = [t for t in tokens if len(t) > 1]
    if toks:
        # every (byte, next byte) pair inside a token, at once: the joined bytes minus the pairs
        # that straddle two tokens
        buf = np.frombuffer(b"".join(toks), np.uint8).astype(np.int64)
        inside = np.ones(len(buf) - 1, bool)
        inside[np.cumsum([len(t) for t in toks])[:-1] - 1] = False
        pairs = np.unique((buf[:-1] * 256 + buf[1:])[inside])
        for code in pairs[np.isin(pairs // 256, np.frombuffer(leads, np.uint8))].tolist():
            followers[code // 256].add(code % 256)
    alts = [
        _char_class([a]) + "(?=" + _char_class(followers[a] | {0x0A}, negate=True) + ")"
        for a in leads
        if len(followers[a] | {0x0A}) < 256
    ]
    return "|".join(alts) or None


def piece_pattern(max_piece_bytes: int) -> str:
    """Regex (over ByteLevel characters) whose matches are the canonical pieces: the newline, or a run
    of 1 to ``max_piece_bytes`` other characters (one character per byte after ByteLevel).

    >>> piece_pattern(256)
    '\\\\x{10a}|[^\\\\x{10a}]{1,256}'
    """
    nl = f"\\x{{{ord(bytes_to_unicode()[0x0A]):x}}}"
    return f"{nl}|[^{nl}]{{1,{int(max_piece_bytes)}}}"


def hf_tokenizer_json(
    id_to_token: Sequence[bytes | None], names: dict[int, str], max_piece_bytes: int
) -> str:
    """``tokenizer.json`` giving the canonical ids under HF ``tokenizers``.

    WordPiece with an empty continuing-subword prefix *is* greedy longest match. The pre-tokenizer
    is ``ByteLevel(use_regex=False)`` (bytes to its alphabet, one character per byte, no split),
    then a ``Split`` isolating the canonical pieces (``piece_pattern``: the newline character, runs
    of at most ``max_piece_bytes`` characters from each run's start), then a ``Split`` after free
    cuts (``free_cut_pattern``), which changes no id but keeps WordPiece's words short. Specials
    and reserved ids get unmatchable names (see ``hf_unmatchable_name``) and are *not* added
    tokens, so text never yields them.
    """
    from tokenizers import Regex, decoders, models, pre_tokenizers
    from tokenizers import Tokenizer as HFTokenizer

    if max_piece_bytes < 1:
        raise ValueError(f"max_piece_bytes must be >= 1, got {max_piece_bytes}")
    vocab: dict[str, int] = {}
    for i, tb in enumerate(id_to_token):
        key = hf_name(tb) if tb is not None else hf_unmatchable_name(names.get(i, f"RESERVED_ID_{i}"))
        if key in vocab:
            raise ValueError(f"duplicate vocabulary entry {key!r} at ids {vocab[key]} and {i}")
        vocab[key] = i
    unk = hf_unmatchable_name(SPECIAL_TOKENS[1])
    model = models.WordPiece(
        vocab, unk_token=unk, max_input_chars_per_word=HF_MAX_INPUT_CHARS, continuing_subword_prefix=""
    )
    tok = HFTokenizer(model)
    steps = [
        pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=False, use_regex=False),
        pre_tokenizers.Split(Regex(piece_pattern(max_piece_bytes)), behavior="isolated"),
    ]
    free = free_cut_pattern(t for t in id_to_token if t is not None)
    if free is not None:
        steps.append(pre_tokenizers.Split(Regex(free), behavior="merged_with_previous"))
    tok.pre_tokenizer = pre_tokenizers.Sequence(steps)
    tok.decoder = decoders.ByteLevel()
    return tok.to_str()


# ---------------------------------------------------------------------------------------------
# The loaded tokenizer
# ---------------------------------------------------------------------------------------------


@dataclass
class Tokenizer:
    """A loaded revision. ``encode`` never emits special ids and never adds BOS.

    ``id_to_token[i]`` is the byte string of text token ``i``; ``None`` for specials (rendered by
    ``decode`` as their names, e.g. ``<BOS>``) and reserved ids (rendered as nothing).
    """

    revision: str
    vocab_size: int
    manifest: dict
    id_to_token: list[bytes | None]
    trie: Trie
    max_piece_bytes: int  # canonical piece bound (bytes); the GPU encoder reads this name
    bos_id: int = 2
    pad_id: int = 0
    eos_id: int = 3
    _encoder: object = field(default=None, repr=False)
    _ref_vocab: dict | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if _native.available():
            self._encoder = _native.TrieEncoder(
                self.trie.first, self.trie.nchild, self.trie.label, self.trie.token, self.max_piece_bytes
            )
        else:  # slow but identical
            self._ref_vocab = {t: i for i, t in enumerate(self.id_to_token) if t is not None}
        self._max_len = max(len(t) for t in self.id_to_token if t is not None)
        lengths = [len(t) if t is not None else 0 for t in self.id_to_token]
        self.byte_lengths = np.asarray(lengths, np.int32)  # text bytes per id (0 for specials)

    @staticmethod
    def _utf8(text: str) -> bytes:
        # subtle: surrogatepass keeps lone surrogates (valid in a Python str) lossless
        return text.encode("utf-8", "surrogatepass")

    def encode_bytes(self, data: bytes) -> np.ndarray:
        """uint32 ids of raw bytes (any bytes: the vocabulary is byte-level)."""
        if self._encoder is not None:
            return self._encoder.encode(data).copy()
        return np.asarray(
            greedy_encode(data, self._ref_vocab, self._max_len, self.max_piece_bytes), np.uint32
        )

    def encode(self, text: str) -> list[int]:
        """Canonical ids of ``text``: no BOS, never a special id (``"<BOS>"`` is just text).

        >>> tok.encode("")  # doctest: +SKIP
        []
        """
        return self.encode_bytes(self._utf8(text)).tolist()

    def encode_batch(self, texts: list[str]) -> list[np.ndarray]:
        """The fast path: one uint32 array per text, all encoded in one compiled call."""
        docs = [self._utf8(t) for t in texts]
        if self._encoder is not None:
            return self._encoder.encode_batch(docs)
        return [self.encode_bytes(d) for d in docs]

    def token_bytes(self, i: int) -> bytes:
        """Bytes of id ``i`` as ``decode`` renders it (special names for specials)."""
        t = self.id_to_token[i]
        if t is not None:
            return t
        return SPECIAL_TOKENS[i].encode() if i < N_SPECIAL else b""

    def decode_bytes(self, ids: Iterable[int]) -> bytes:
        return b"".join(self.token_bytes(int(i)) for i in ids)

    def decode(self, ids: Iterable[int]) -> str:
        """Concatenate token bytes; ``decode(encode(x)) == x`` for every str ``x``.

        A slice of ids may cut a UTF-8 character; such bytes decode as U+FFFD.
        """
        data = self.decode_bytes(ids)
        try:
            return data.decode("utf-8", "surrogatepass")
        except UnicodeDecodeError:
            return data.decode("utf-8", "replace")

    def check_vocab_size(self, expected: int) -> None:
        """Fail fast when a stage's configured vocab size differs from this revision's."""
        if int(expected) != self.vocab_size:
            raise VocabSizeMismatch(
                f"tokenizer revision {self.revision} has vocab size {self.vocab_size}, "
                f"but the stage is configured for {expected}; retokenize with a matching revision "
                f"or fix the configured vocab size"
            )

    def check_ids(self, ids) -> None:
        """Fail fast unless every id is < ``vocab_size`` (what the export gate asserts)."""
        check_max_id(ids, self.vocab_size)

    def band_of(self, i: int) -> str:
        """Name of the band that holds id ``i``."""
        for name, (lo, hi) in self.manifest["bands"].items():
            if lo <= i < (hi if hi >= 0 else self.vocab_size):
                return name
        raise IndexError(i)


def check_max_id(ids, vocab_size: int) -> None:
    """Raise ``VocabSizeMismatch`` if any id is >= ``vocab_size`` (or negative).

    >>> check_max_id([0, 5, 65535], 65536)
    >>> check_max_id([70000], 65536)  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    VocabSizeMismatch: token id 70000 >= vocab size 65536: ids and tokenizer revision disagree
    """
    a = np.asarray(ids, dtype=np.int64)
    if a.size and (a.max() >= vocab_size or a.min() < 0):
        bad = int(a.max()) if a.max() >= vocab_size else int(a.min())
        raise VocabSizeMismatch(
            f"token id {bad} >= vocab size {vocab_size}: ids and tokenizer revision disagree"
            if bad >= 0
            else f"negative token id {bad}"
        )


def vocab_bytes(vocab: dict[str, int], size: int) -> list[bytes | None]:
    """Per id, the bytes of an HF byte-level vocabulary entry; None for an id without one, or whose
    name is not all byte-level characters (a plain space is not: the byte-level space is ``Ġ``).

    >>> vocab_bytes({"Ġa": 0, "a b": 2, "": 1}, 4)
    [b' a', b'', None, None]
    """
    inv = {c: b for b, c in bytes_to_unicode().items()}
    to_latin1 = str.maketrans({c: chr(b) for c, b in inv.items()})  # a byte's char -> the byte as a char
    drop_known = str.maketrans(dict.fromkeys(inv))  # removes every byte-level char
    out: list[bytes | None] = [None] * size
    for name, i in vocab.items():
        if not name.translate(drop_known):  # str.translate runs in C: ~5x the per-char generators
            out[i] = name.translate(to_latin1).encode("latin-1")
    return out


def load_tokenizer(path: str | Path) -> Tokenizer:
    """Load a revision directory written by ``train_tokenizer``."""
    d = Path(path)
    manifest = json.loads((d / "manifest.json").read_text())
    if manifest.get("format_version") != FORMAT_VERSION:
        raise ValueError(
            f"{d}: tokenizer format {manifest.get('format_version')}, this code reads {FORMAT_VERSION} "
            f"(format 3 bounded pieces to max_piece_bytes, which changes ids on long lines); "
            f"retrain the revision"
        )
    max_piece = manifest.get("max_piece_bytes")
    if not isinstance(max_piece, int) or isinstance(max_piece, bool) or max_piece < 1:
        raise ValueError(f"{d}: manifest max_piece_bytes must be a positive integer, got {max_piece!r}")
    hf = json.loads((d / "tokenizer.json").read_text())
    id_to_token = vocab_bytes(hf["model"]["vocab"], manifest["vocab_size"])
    trie = Trie.from_bytes((d / "trie.bin").read_bytes())
    n_text = sum(t is not None for t in id_to_token)
    if int((trie.token >= 0).sum()) != n_text:
        raise ValueError(f"{d}: trie.bin and tokenizer.json disagree on the vocabulary")
    sp = manifest["special_tokens"]
    return Tokenizer(
        revision=manifest["revision"],
        vocab_size=manifest["vocab_size"],
        manifest=manifest,
        id_to_token=id_to_token,
        trie=trie,
        max_piece_bytes=max_piece,
        bos_id=sp["<BOS>"],
        pad_id=sp["<PAD>"],
        eos_id=sp["<EOS>"],
    )
