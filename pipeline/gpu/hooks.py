"""What the stages and the CLI call: the encoder and the trainer for a ``tokenizer.device`` setting.

Both return the function to use plus a record of the device for the stage manifest. Under
``auto`` a failing adapter or kernel falls back to the CPU path with one log line; under ``gpu``
the failure propagates (the task fails with the reason).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import numpy as np

from .device import GPUUnavailable, select_device

log = logging.getLogger(__name__)

CPU_RECORD = {"device": "cpu"}


def _select(setting: str):
    try:
        return select_device(setting)
    except GPUUnavailable as e:
        raise GPUUnavailable(f"tokenizer.device=gpu but no GPU adapter can run the kernels: {e}") from e


def batch_encoder(tok, setting: str) -> tuple[Callable[[list[str]], list[np.ndarray]], dict]:
    """``encode_batch`` for texts on the chosen device (same ids everywhere) and its record."""
    ctx = _select(setting)
    if ctx is None:
        return tok.encode_batch, dict(CPU_RECORD)
    from .tokenize import GPUTrieEncoder

    enc = GPUTrieEncoder(ctx, tok)
    record = {"device": "gpu", **ctx.info}

    def encode_batch(texts: list[str]) -> list[np.ndarray]:
        docs = [t.encode("utf-8", "surrogatepass") for t in texts]
        if setting == "gpu":
            return enc.encode_batch(docs)
        try:
            return enc.encode_batch(docs)
        except Exception as e:  # auto: a failing adapter must not fail the stage
            log.warning("GPU tokenization failed on %s (%s); using the CPU path", record["adapter"], e)
            return tok.encode_batch(texts)

    return encode_batch, record


def bpe_trainer(setting: str) -> tuple[Callable | None, dict]:
    """A drop-in for ``_native.bpe_train`` on the chosen device (``None``: the CPU trainer)."""
    ctx = _select(setting)
    if ctx is None:
        return None, dict(CPU_RECORD)
    from ..tokenizer import _native
    from .train import GPUTrainLimit, bpe_train_gpu

    record = {"device": "gpu", **ctx.info}

    def train(data, offsets, counts, seeds, max_merges, min_freq, aligned=True):
        try:
            return bpe_train_gpu(ctx, data, offsets, counts, seeds, max_merges, min_freq, aligned)
        except GPUTrainLimit as e:
            log.warning("word table too large for the GPU trainer (%s); training on the CPU", e)
        except Exception as e:
            if setting == "gpu":
                raise
            log.warning("GPU training failed on %s (%s); training on the CPU", record["adapter"], e)
        return _native.bpe_train(data, offsets, counts, seeds, max_merges, min_freq, aligned)

    return train, record
