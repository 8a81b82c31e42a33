"""Training parity: the WGSL trainer's merges equal the compiled CPU trainer's, in order."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from corpus import STDCXX, SYSTEM_INCLUDE

from pipeline.gpu.train import bpe_train_gpu
from pipeline.tokenizer import _native
from pipeline.tokenizer.boundary import boundary_table, byte_classes


def word_table(docs: list[bytes], scheme: str = "ident_digits"):
    wc = _native.WordCounter(byte_classes(), boundary_table(scheme))
    for d in docs:
        wc.add(d)
    return wc.export()


def sample(root: Path, n_bytes: int, pattern: str = "*") -> list[bytes]:
    docs, n = [], 0
    for f in sorted(Path(root).rglob(pattern)):
        if f.is_file() and not f.is_symlink():
            docs.append(f.read_bytes())
            n += len(docs[-1])
        if n >= n_bytes:
            break
    return docs


def assert_same_merges(ctx, table, seeds, max_merges, min_freq=2, aligned=True, **kw):
    cpu_pairs, cpu_counts = _native.bpe_train(*table, seeds, max_merges, min_freq, aligned)
    gpu_pairs, gpu_counts = bpe_train_gpu(ctx, *table, seeds, max_merges, min_freq, aligned, **kw)
    assert gpu_pairs.dtype == np.int32 and gpu_counts.dtype == np.int64
    assert len(gpu_pairs) == len(cpu_pairs)
    bad = np.flatnonzero((gpu_pairs != cpu_pairs).any(axis=1))
    assert not len(bad), f"merge {bad[0]}: gpu {gpu_pairs[bad[0]]} cpu {cpu_pairs[bad[0]]}"
    assert np.array_equal(gpu_counts, cpu_counts)
    return gpu_pairs


@pytest.mark.parametrize("subgroups", [True, False])
def test_small_sample_with_seeds(ctx, subgroups):
    table = word_table(sample(STDCXX / "bits", 300_000))
    seeds = sorted([b"read", b"thread", b"alloc", b"iter", b"ator", b"size", b"_M"], key=lambda s: (s[0], s))
    for aligned in (True, False):
        pairs = assert_same_merges(ctx, table, seeds, 200, aligned=aligned, subgroups=subgroups)
        assert len(pairs) == 200


def test_overlapping_runs_and_min_freq(ctx):
    """ "a a a" counts (a, a) twice and merges left to right; stops below min_freq."""
    docs = [b"aaaaaaa==========------- aaa bbbb ab ab " * 3, b"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx;", b"q"]
    table = word_table(docs)
    assert_same_merges(ctx, table, [], 1000, min_freq=2)
    assert_same_merges(ctx, table, [], 1000, min_freq=1)
    assert_same_merges(ctx, table, [], 3, min_freq=1)


def test_empty_and_single_symbol_tables(ctx):
    assert len(bpe_train_gpu(ctx, *word_table([]), [], 10, 2)[0]) == 0
    assert_same_merges(ctx, word_table([b"a b c ; ;"]), [], 10)


def test_symbol_ids_beyond_16_bits(ctx):
    """70,000 seeds push every merged symbol past 65,535: ids are 32-bit end to end."""
    seeds = sorted({bytes([97 + i % 26, 97 + (i // 26) % 26, 97 + i // 676]) for i in range(17_576)})
    seeds += sorted({bytes([65 + i % 26, 65 + (i // 26) % 26]) + b"%d" % (i // 676) for i in range(52_424)})
    seeds = sorted(set(seeds), key=lambda s: (s[0], s))
    assert 256 + len(seeds) > 65_536
    docs = [b"abcabc abcabc zzy zzy AB0AB0 " * 4, b"int main() { return abcabc; }"]
    pairs = assert_same_merges(ctx, word_table(docs), seeds, 50, aligned=False)
    assert (pairs >= 65_536).any()


@pytest.mark.slow
def test_real_sample_4096_merges(ctx):
    """>= 5 MB of /usr/include headers, 4,096 merges, equal to the CPU trainer in order
    (about 8 minutes on lavapipe on a shared 2-core VM)."""
    docs = sample(SYSTEM_INCLUDE, 5_200_000, "*.h")
    assert sum(map(len, docs)) >= 5_000_000
    pairs = assert_same_merges(ctx, word_table(docs), [], 4096)
    assert len(pairs) == 4096


@pytest.mark.slow
def test_runs_repeat_and_scan_variants_agree(ctx):
    """Two runs with subgroups and one without give the CPU trainer's 1,024 merges each."""
    table = word_table(sample(STDCXX, 1_500_000))
    runs = [assert_same_merges(ctx, table, [], 1024, subgroups=sg) for sg in (True, True, False)]
    assert len(runs[0]) == 1024
    assert all(np.array_equal(runs[0], r) for r in runs[1:])


def test_two_dimensional_grids(ctx):
    """With 2 workgroups per dimension allowed, direct and indirect grids are 2-D: same merges."""
    table = word_table(sample(STDCXX / "bits", 150_000))
    ctx.group_limit = 2
    try:
        assert_same_merges(ctx, table, [], 60)
    finally:
        ctx.group_limit = None
