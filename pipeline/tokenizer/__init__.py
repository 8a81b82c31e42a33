"""Tokenizer revisions: train, store and load.

First version (foundation): a byte-level BPE trained with HF ``tokenizers``, special tokens at
pinned ids 0-63. The hybrid tokenizer (DESIGN §5) replaces the internals behind this interface:

    train_tokenizer(texts, out_dir, vocab_size=...) -> manifest dict (with "revision")
    load_tokenizer(dir) -> Tokenizer(encode, encode_batch, decode, vocab_size, revision, bos_id)
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

FORMAT_VERSION = 1
N_SPECIAL = 64
SPECIAL_TOKENS: tuple[str, ...] = ("<PAD>", "<UNK>", "<BOS>", "<EOS>") + tuple(
    f"<RESERVED_{i}>" for i in range(4, N_SPECIAL)
)
PAD_ID, UNK_ID, BOS_ID, EOS_ID = 0, 1, 2, 3
ARTIFACT_FILES = ("tokenizer.json", "manifest.json")


class VocabSizeMismatch(ValueError):
    """A tokenizer revision's vocab size differs from what a stage was configured with."""


def _content_hash(files: dict[str, bytes]) -> str:
    h = hashlib.sha256()
    for name in sorted(files):
        h.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    return h.hexdigest()[:16]


def train_tokenizer(texts: Iterable[str], out_dir: str | Path, *, vocab_size: int = 65536) -> dict:
    """Train a revision on ``texts`` and write its artifact to ``out_dir``; returns the manifest.

    The declared ``vocab_size`` never changes: if the corpus is too small to fill the learned
    band, the remaining ids stay reserved (they are never produced by the encoder).
    """
    from tokenizers import Tokenizer as HFTokenizer
    from tokenizers import decoders, models, pre_tokenizers, trainers

    if vocab_size <= N_SPECIAL + 256:
        raise ValueError(f"vocab_size must exceed {N_SPECIAL + 256} (specials + 256 byte tokens)")
    tok = HFTokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=list(SPECIAL_TOKENS),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(texts, trainer=trainer)
    tokenizer_json = tok.to_str().encode()
    learned = tok.get_vocab_size()
    manifest = {
        "format_version": FORMAT_VERSION,
        "kind": "byte-level-bpe",
        "vocab_size": vocab_size,
        "learned_vocab_size": learned,
        "reserved_ids": [learned, vocab_size] if learned < vocab_size else None,
        "special_tokens": {t: i for i, t in enumerate(SPECIAL_TOKENS[:4])},
        "n_special": N_SPECIAL,
    }
    manifest["revision"] = _content_hash(
        {"tokenizer.json": tokenizer_json, "manifest.json": json.dumps(manifest, sort_keys=True).encode()}
    )
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "tokenizer.json").write_bytes(tokenizer_json)
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return manifest


@dataclass
class Tokenizer:
    """A loaded revision. ``encode`` never emits special ids and never adds BOS."""

    revision: str
    vocab_size: int
    _hf: object

    bos_id: int = BOS_ID
    pad_id: int = PAD_ID
    eos_id: int = EOS_ID

    def encode(self, text: str) -> list[int]:
        return self._hf.encode(text, add_special_tokens=False).ids

    def encode_batch(self, texts: list[str]) -> list[np.ndarray]:
        encs = self._hf.encode_batch(texts, add_special_tokens=False)
        return [np.asarray(e.ids, dtype=np.uint32) for e in encs]

    def decode(self, ids: Iterable[int]) -> str:
        return self._hf.decode(list(ids), skip_special_tokens=False)

    def check_vocab_size(self, expected: int) -> None:
        if expected != self.vocab_size:
            raise VocabSizeMismatch(
                f"tokenizer revision {self.revision} has vocab size {self.vocab_size}, "
                f"but the stage is configured for {expected}"
            )


def load_tokenizer(path: str | Path) -> Tokenizer:
    from tokenizers import Tokenizer as HFTokenizer

    d = Path(path)
    manifest = json.loads((d / "manifest.json").read_text())
    if manifest.get("format_version") != FORMAT_VERSION:
        raise ValueError(f"{d}: unsupported tokenizer format {manifest.get('format_version')}")
    hf = HFTokenizer.from_file(str(d / "tokenizer.json"))
    # Special tokens must never be produced from text: HF would match "<BOS>" in text otherwise.
    return Tokenizer(revision=manifest["revision"], vocab_size=manifest["vocab_size"], _hf=hf)
