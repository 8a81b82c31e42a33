"""The hybrid C++ tokenizer (DESIGN §5): fixed bands with pinned ids + seeded, boundary-aware BPE,
canonical greedy longest-match encoding, HF export, content-hashed revisions.

    train_tokenizer(texts, out_dir, vocab_size=65536, **options) -> manifest dict (with "revision")
    load_tokenizer(dir) -> Tokenizer(encode, encode_batch, decode, vocab_size, revision, bos_id, ...)

>>> manifest = train_tokenizer(texts, "tok/", vocab_size=65536)   # doctest: +SKIP
>>> tok = load_tokenizer("tok/")                                   # doctest: +SKIP
>>> [tok.token_bytes(i) for i in tok.encode("std::vector<std::string>")]  # doctest: +SKIP
[b'std::vector', b'<std::', b'string', b'>']
>>> tok.decode(tok.encode("int main() {}\\n")) == "int main() {}\\n"  # doctest: +SKIP
True

Modules: ``bands`` (fixed vocabulary and id layout), ``boundary`` (word-boundary table), ``scan``
(code-aware frequency scan), ``selection`` (domain/morpheme choices), ``train`` (the trainer),
``model`` (Tokenizer, trie, HF export), ``reference`` (pure-Python references), ``masking``
(runtime id masks), ``platform`` (the platform vocabulary), ``report``, ``corpus``, ``cli``;
``_native.c`` is the compiled core (built when the package is installed, see ``_native``).
"""

from __future__ import annotations

from .bands import BOS_ID, EOS_ID, N_SPECIAL, PAD_ID, SPECIAL_TOKENS, UNK_ID
from .masking import apply_id_mask, build_id_mask
from .model import FORMAT_VERSION, Tokenizer, VocabSizeMismatch, load_tokenizer
from .platform import PLATFORM_CATEGORIES, PLATFORM_LABELS, platform_ids
from .train import ARTIFACT_FILES, train_tokenizer

__all__ = [
    "ARTIFACT_FILES",
    "BOS_ID",
    "EOS_ID",
    "FORMAT_VERSION",
    "N_SPECIAL",
    "PAD_ID",
    "PLATFORM_CATEGORIES",
    "PLATFORM_LABELS",
    "SPECIAL_TOKENS",
    "UNK_ID",
    "Tokenizer",
    "VocabSizeMismatch",
    "apply_id_mask",
    "build_id_mask",
    "load_tokenizer",
    "platform_ids",
    "train_tokenizer",
]
