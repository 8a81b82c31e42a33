"""Shared fixtures: small real corpora built at run time from the system include tree.

Nothing third-party is committed: the corpora are read from /usr/include when the tests run, and
the few GPU-flavoured snippets below are written for these tests. Trained revisions are
session-scoped so the suite trains each only once.

Hypothesis example counts: set ``TOKENIZER_HYPOTHESIS_EXAMPLES`` (default 100) -- read by the
test modules, so other suites' Hypothesis settings are untouched.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from corpus import split_by_hash

from pipeline.tokenizer import load_tokenizer, train_tokenizer
from pipeline.tokenizer.corpus import iter_source_files, read_text

CXX_ROOT = Path("/usr/include/c++/12")

# Our own GPU-flavoured snippets (not third-party code): real corpora for this project contain CUDA,
# and /usr/include does not, so the domain band needs something to see.
GPU_SNIPPETS = [
    """#include <cuda_runtime.h>
__global__ void saxpy(int n, float a, const float* __restrict__ x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
  __syncthreads();
}
__device__ float square(float v) { return v * v; }
int run(int n) {
  float *x = nullptr, *y = nullptr;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemcpy(x, y, n, cudaMemcpyHostToDevice);
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
  cudaDeviceSynchronize();
  if (cudaGetLastError() != cudaSuccess) return 1;
  cudaFree(x);
  cudaFree(y);
  uint32_t magic = 0xDEADBEEF;
  return static_cast<int>(magic & 0xFF);
}
""",
    """#include <coroutine>
task<int> fetch(io_context& ctx) {
  auto buffer = co_await read_buffer(ctx);
  co_yield buffer.size();
  co_return static_cast<int>(buffer.count());
}
void allreduce(ncclComm_t comm, float* buf, size_t count, cudaStream_t s) {
  ncclAllReduce(buf, buf, count, ncclFloat, ncclSum, comm, s);
}
""",
]


def _corpus_files() -> tuple[list[Path], list[Path]]:
    if not CXX_ROOT.is_dir():
        pytest.skip(f"{CXX_ROOT} not present")
    files = list(iter_source_files([CXX_ROOT]))
    return split_by_hash(files, holdout=0.2)


@pytest.fixture(scope="session")
def corpus_split() -> tuple[list[Path], list[Path]]:
    """(train files, held-out files) of /usr/include/c++/12, split by path hash."""
    return _corpus_files()


@pytest.fixture(scope="session")
def train_texts(corpus_split) -> list[str]:
    """~3 MB of real C++ plus the GPU snippets (repeated, as a small CUDA project would)."""
    texts, n = [], 0
    for f in corpus_split[0]:
        if n > 3_000_000:
            break
        t = read_text(f)
        texts.append(t)
        n += len(t)
    return texts + GPU_SNIPPETS * 3


@pytest.fixture(scope="session")
def heldout_texts(corpus_split) -> list[str]:
    return [read_text(f) for f in corpus_split[1]]


@pytest.fixture(scope="session")
def trained(tmp_path_factory, train_texts):
    """(manifest, directory) of a 65,536 revision trained on ``train_texts``."""
    d = tmp_path_factory.mktemp("tok65k")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the small corpus leaves learned ids reserved
        manifest = train_tokenizer(train_texts, d, vocab_size=65536)
    return manifest, d


@pytest.fixture(scope="session")
def tok(trained):
    return load_tokenizer(trained[1])


@pytest.fixture(scope="session")
def hf_tok(trained):
    from tokenizers import Tokenizer as HFTokenizer

    return HFTokenizer.from_file(str(trained[1] / "tokenizer.json"))
