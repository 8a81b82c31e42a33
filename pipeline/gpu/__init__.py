"""WGSL kernels for the tokenizer on the GPU (wgpu): trie tokenization and BPE training.

Both reproduce the CPU path bit for bit (DESIGN §5, docs/gpu.md): ``GPUTrieEncoder`` gives
the ids of ``Tokenizer.encode_batch``; ``bpe_train_gpu`` the merges of ``_native.bpe_train``.
``select_device`` decides between them and the CPU from the ``tokenizer.device`` setting.
"""

from __future__ import annotations

from .device import GPUContext, GPUUnavailable, gpu_context, select_device

__all__ = ["GPUContext", "GPUUnavailable", "gpu_context", "select_device"]
