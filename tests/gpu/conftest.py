"""Fixtures for the GPU kernel tests: a wgpu context (lavapipe in CI) and a small real revision.

The tests run on whatever adapter wgpu finds, Mesa lavapipe included (``device: gpu``). They skip,
with the reason, only when there is no adapter at all (no wgpu or no Vulkan driver); CI installs
``mesa-vulkan-drivers`` so they run there.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from corpus import STDCXX, split_by_hash

from pipeline.tokenizer import load_tokenizer, train_tokenizer
from pipeline.tokenizer.corpus import iter_source_files, read_text

CXX_ROOT = STDCXX


@pytest.fixture(scope="session")
def ctx():
    from pipeline.gpu import GPUUnavailable, gpu_context

    try:
        return gpu_context(allow_cpu=True)
    except GPUUnavailable as e:
        pytest.skip(f"no Vulkan/Metal/D3D12 adapter at all, kernels cannot run: {e}")


@pytest.fixture(scope="session")
def cxx_files() -> tuple[list[Path], list[Path]]:
    if not CXX_ROOT.is_dir():
        pytest.skip(f"{CXX_ROOT} not present")
    return split_by_hash(list(iter_source_files([CXX_ROOT])), holdout=0.2)


@pytest.fixture(scope="session")
def gpu_rev(tmp_path_factory, cxx_files) -> Path:
    """A 65,536 revision trained on ~3 MB of the libstdc++ headers (training split)."""
    texts, n = [], 0
    for f in cxx_files[0]:
        if n > 3_000_000:
            break
        t = read_text(f)
        texts.append(t)
        n += len(t)
    d = tmp_path_factory.mktemp("gpurev")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a small corpus leaves learned ids reserved
        train_tokenizer(texts, d, vocab_size=65536)
    return d


@pytest.fixture(scope="session")
def tok(gpu_rev):
    return load_tokenizer(gpu_rev)
