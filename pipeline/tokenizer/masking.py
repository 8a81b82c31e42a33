"""Per-specialist runtime id masking: an allow-list becomes an additive logits mask. Off by default.

One shared vocabulary serves every specialist; a specialist's working set can be enforced at
logits time (0 for allowed ids, -inf otherwise) without a separate tokenizer. It is a routing
guard, not a speed-up, and too tight a list turns a routing mistake into a decoding failure --
hence off unless asked for, and specials (BOS/EOS/...) are always allowed.

>>> m = build_id_mask([70, 71], vocab_size=8, always_allow=[0, 3])
>>> m.tolist()
[0.0, -inf, -inf, 0.0, -inf, -inf, -inf, -inf]
>>> apply_id_mask(np.zeros(8, np.float32), None).tolist() == [0.0] * 8  # no mask: unchanged
True
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np


def build_id_mask(
    allowed_ids: Iterable[int],
    vocab_size: int,
    *,
    always_allow: Iterable[int] = range(64),
    dtype: type = np.float32,
) -> np.ndarray:
    """Additive mask of shape ``(vocab_size,)``: 0 where allowed, -inf elsewhere.

    Ids outside ``[0, vocab_size)`` are ignored (an allow-list written for a larger vocabulary
    still works on a smaller one); ``always_allow`` defaults to the 64 special ids.
    """
    mask = np.full(vocab_size, -np.inf, dtype=dtype)
    for src in (allowed_ids, always_allow):
        ids = np.fromiter((int(i) for i in src), dtype=np.int64)
        ids = ids[(ids >= 0) & (ids < vocab_size)]
        mask[ids] = 0
    return mask


def band_ids(manifest: dict, bands: Iterable[str]) -> np.ndarray:
    """All ids of the named bands of a revision (e.g. ``["bytes", "keywords", "learned"]``).

    >>> band_ids({"bands": {"bytes": [64, 320], "learned": [2416, -1]}, "vocab_size": 2420}, ["learned"])
    array([2416, 2417, 2418, 2419])
    """
    parts = []
    for name in bands:
        lo, hi = manifest["bands"][name]
        parts.append(np.arange(lo, hi if hi >= 0 else manifest["vocab_size"]))
    return np.concatenate(parts) if parts else np.zeros(0, np.int64)


def apply_id_mask(logits, mask: np.ndarray | None = None):
    """``logits + mask`` over the last axis; with ``mask=None`` (the default) logits pass unchanged.

    Works for NumPy arrays and torch tensors (the mask is converted to the logits' type/device).
    """
    if mask is None:
        return logits
    if hasattr(logits, "new_tensor"):  # torch
        return logits + logits.new_tensor(mask)
    return logits + mask
