"""GPU kernel benchmark: tokenization MB/s and training merges/s on the adapter wgpu finds, beside
the CPU path and HF ``tokenizers`` on the same input; time per kernel; bytes moved per merge step.

Runs unchanged on a real GPU (it takes the best adapter, lavapipe only if nothing else exists).
Text: the development split of benchmarks/corpora.py trains the revision (and gives the word table
for the training figures); the held-out split is what is encoded. Every speed is best-of-N wall
time on both sides with the same input (str in, uint32 ids out, host to host).

The roofline section is an ESTIMATE for a GPU we did not run on: the bytes each merge step moves
(modelled per kernel from the stream sizes measured in this run, see ``step_bytes``) divided by
that GPU's memory bandwidth, plus a launch floor per dispatch.

The CPU path is timed twice: one ``encode_batch`` call (one core, the stage's per-worker path) and
the batch cut into one share per core, encoded by that many threads (the compiled call releases the
GIL); HF ``tokenizers`` runs ``encode_batch`` on all cores (its fastest interface).

Usage: python benchmarks/gpu.py [--train-mb 4] [--rev-mb TRAIN_MB] [--eval-mb 8] [--merges 1024]
       [--repeat 3] [--hf-repeat REPEAT] [--part all|tokenize|train] [--out FILE] [--roofline-gbs 4800] [--launch-us 5]
Prints one JSON object (and writes it to --out). CPPCORPUS_INCLUDE reads the corpora from a copy of
/usr/include elsewhere (benchmarks/corpora.py).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from corpora import dev_files, heldout_files  # noqa: E402

from pipeline.gpu import gpu_context  # noqa: E402
from pipeline.gpu.tokenize import GPUTrieEncoder  # noqa: E402
from pipeline.gpu.train import STEP_KERNELS, bpe_train_gpu  # noqa: E402
from pipeline.tokenizer import _native, load_tokenizer, train_tokenizer  # noqa: E402
from pipeline.tokenizer.boundary import boundary_table, byte_classes  # noqa: E402
from pipeline.tokenizer.corpus import read_text  # noqa: E402


def take(files: list[Path], mb: float) -> list[str]:
    out, n = [], 0
    for f in files:
        if n >= mb * 1e6:
            break
        t = read_text(f)
        out.append(t)
        n += len(t.encode("utf-8", "surrogatepass"))
    return out


def best_of(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def encode_threads(tok, texts: list[str], workers: int) -> list[np.ndarray]:
    """``tok.encode_batch`` on ``workers`` contiguous shares of ``texts`` at once, in order."""
    k = max(1, min(workers, len(texts)))
    cuts = [len(texts) * i // k for i in range(k + 1)]
    with ThreadPoolExecutor(k) as pool:
        parts = pool.map(tok.encode_batch, [texts[a:b] for a, b in pairwise(cuts)])
        return [ids for part in parts for ids in part]


def step_bytes(nsym: int, nwords: int, cap: int) -> dict[str, int]:
    """Global-memory bytes one merge step moves, per kernel (a model: each buffer element the kernel
    must touch, read or written once; atomics count 8 bytes; workgroup memory is free).

    nsym: stream slots (8 bytes each: symbol + word count); nwords: live words; cap: table slots.
    """
    return {
        "clear_table": 8 * cap,
        "pair_count": 8 * nsym
        + 4 * nsym
        + 8 * nsym
        + 16 * min(nsym, cap // 2),  # slot, next, key check, flush
        "find_max4": 8 * cap + 8 * (cap // 4),  # table + the pair behind each occupied key
        "merge_reduce": 8 * nsym + 8 * nsym + 4 * nwords + 8 * nwords,
        "scan_pass1..3": 2 * nwords * 4 * 4,
        "finalize_compact": 8 * nsym * 2 + 4 * nwords * 4,
    }


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--train-mb", type=float, default=4.0, help="dev text for the training word table")
    ap.add_argument("--rev-mb", type=float, help="dev text the tokenized revision is trained on (--train-mb)")
    ap.add_argument("--eval-mb", type=float, default=8.0)
    ap.add_argument("--vocab-size", type=int, default=65536)
    ap.add_argument("--merges", type=int, default=1024)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--hf-repeat", type=int, help="runs of HF tokenizers (--repeat): the slowest side")
    ap.add_argument("--part", choices=("all", "tokenize", "train"), default="all")
    ap.add_argument("--out", type=Path, help="also write the JSON object here")
    ap.add_argument("--roofline-gbs", type=float, default=4800.0, help="memory bandwidth, GB/s (H200: 4800)")
    ap.add_argument("--launch-us", type=float, default=5.0, help="assumed cost per dispatch, microseconds")
    args = ap.parse_args(argv)

    ctx = gpu_context(allow_cpu=True)
    out: dict = {
        **run_header(ctx),
        "limits": {
            k: ctx.limits[k]
            for k in ("max-storage-buffer-binding-size", "max-compute-workgroups-per-dimension")
        },
        "args": {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()},
    }
    n_ids = eval_bytes = 0
    if args.part in ("all", "tokenize"):
        n_ids, eval_bytes = tokenize_part(ctx, args, out)
    if args.part in ("all", "train"):
        mean_bytes = train_part(ctx, args, out)
        roofline(args, out, mean_bytes, n_ids, eval_bytes)
    print(json.dumps(out, indent=1))
    save(args, out)
    return out


def run_header(ctx) -> dict:
    """The date, machine and adapter every GPU benchmark's JSON starts with."""
    return {
        "date": time.strftime("%Y-%m-%d"),
        "machine": f"{platform.machine()} {os.cpu_count()} cpus",
        "adapter": ctx.info,
    }


def save(args, out: dict) -> None:
    """Write what is measured so far to ``--out`` (replaced whole, never left half written)."""
    if args.out:
        tmp = args.out.with_name(args.out.name + ".tmp")
        tmp.write_text(json.dumps(out, indent=1) + "\n")
        tmp.replace(args.out)


def tokenize_part(ctx, args, out: dict) -> tuple[int, int]:
    """Tokenization speeds and parity; returns (ids, input bytes)."""
    rev = take(dev_files(), args.train_mb if args.rev_mb is None else args.rev_mb)
    evals = take(heldout_files(), args.eval_mb)
    eval_bytes = sum(len(t.encode("utf-8", "surrogatepass")) for t in evals)
    out["eval_mb"] = round(eval_bytes / 1e6, 2)
    out["eval_docs"] = len(evals)
    with tempfile.TemporaryDirectory() as d, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        train_tokenizer(rev, d, vocab_size=args.vocab_size)
        tok = load_tokenizer(d)
        hf_tok = __import__("tokenizers").Tokenizer.from_file(str(Path(d) / "tokenizer.json"))
    enc = GPUTrieEncoder(ctx, tok)

    def gpu_encode():
        return enc.encode_batch([t.encode("utf-8", "surrogatepass") for t in evals])

    mb_s = lambda t: round(eval_bytes / 1e6 / t, 2)  # noqa: E731
    gpu_ids = gpu_encode()
    cpu_ids = tok.encode_batch(evals)
    n_ids = sum(len(a) for a in gpu_ids)
    r = out["tokenize"] = {
        "parity_with_cpu": all(np.array_equal(a, b) for a, b in zip(gpu_ids, cpu_ids, strict=True)),
        "ids": n_ids,
        # bytes per input byte: text in, 4-byte id to scratch, read + write in the compaction
        "device_bytes_per_input_byte": round(1 + 12 * n_ids / eval_bytes, 3),
        "host_link_bytes_per_input_byte": round(1 + 4 * n_ids / eval_bytes, 3),
    }
    del gpu_ids
    # each figure is saved as soon as it is measured (a run cut short by a timeout keeps the rest)
    r["gpu_mb_s"] = mb_s(best_of(gpu_encode, args.repeat))
    save(args, out)
    enc.kernel_seconds = {}
    enc.encode_batch([t.encode("utf-8", "surrogatepass") for t in evals], profile=True)
    r["kernel_seconds"] = {
        k: (round(v, 5) if isinstance(v, float) else v) for k, v in enc.kernel_seconds.items()
    }
    r["cpu_mb_s"] = mb_s(best_of(lambda: tok.encode_batch(evals), args.repeat))
    save(args, out)
    cores = os.cpu_count() or 1
    threaded = encode_threads(tok, evals, cores)
    r["cpu_all_cores_parity"] = all(np.array_equal(a, b) for a, b in zip(threaded, cpu_ids, strict=True))
    del threaded
    r["cpu_all_cores_threads"] = cores
    r["cpu_all_cores_mb_s"] = mb_s(best_of(lambda: encode_threads(tok, evals, cores), args.repeat))
    save(args, out)
    hf_first = hf_tok.encode_batch(evals[:50], add_special_tokens=False)
    r["hf_parity_first_50_docs"] = all(
        h.ids == c.tolist() for h, c in zip(hf_first, cpu_ids[:50], strict=True)
    )
    r["hf_threads"] = os.environ.get("RAYON_NUM_THREADS", "default (all cores)")
    hf_repeat = args.repeat if args.hf_repeat is None else args.hf_repeat
    r["hf_tokenizers_mb_s"] = mb_s(
        best_of(lambda: hf_tok.encode_batch(evals, add_special_tokens=False), hf_repeat)
    )
    save(args, out)

    return n_ids, eval_bytes


def train_part(ctx, args, out: dict) -> float:
    """Training speeds and parity on the word table of ``--train-mb`` of dev text; returns the
    modelled mean bytes per merge step."""
    train = take(dev_files(), args.train_mb)
    wc = _native.WordCounter(byte_classes(), boundary_table())
    for t in train:
        wc.add(t.encode("utf-8", "surrogatepass"))
    table = wc.export()
    m = args.merges
    cpu_pairs = _native.bpe_train(*table, [], m, 2)[0]
    stats: dict = {}
    t0 = time.perf_counter()
    gpu_pairs = bpe_train_gpu(ctx, *table, [], m, 2, stats=stats)[0]
    t_first = time.perf_counter() - t0
    r = out["train"] = {
        "word_table": {"words": int(len(table[2])), "bytes": int(len(table[0])), "train_mb": args.train_mb},
        "merges": int(len(gpu_pairs)),
        "parity_with_cpu": bool(np.array_equal(cpu_pairs, gpu_pairs)),
        "gpu_first_run_merges_s": round(len(gpu_pairs) / t_first, 1),  # pipelines compiled in it
    }
    save(args, out)  # each figure is saved as soon as it is measured
    r["cpu_merges_s"] = round(
        len(cpu_pairs) / best_of(lambda: _native.bpe_train(*table, [], m, 2), args.repeat), 1
    )
    t_gpu_train = best_of(lambda: bpe_train_gpu(ctx, *table, [], m, 2), max(1, args.repeat - 1))
    r["gpu_merges_s"] = round(len(gpu_pairs) / t_gpu_train, 1)
    save(args, out)
    prof: dict = {}
    n_prof = min(m, 128)
    bpe_train_gpu(ctx, *table, [], n_prof, 2, profile=prof)
    steps = stats["steps"][: len(gpu_pairs)]
    per_step = [step_bytes(s["nsym"], s["nwords"], s["cap"]) for s in steps]
    bytes_step = [sum(b.values()) for b in per_step]
    mean_bytes = float(np.mean(bytes_step)) if bytes_step else 0.0
    kernel_ms = {k: round(1e3 * v / n_prof, 4) for k, v in prof.items() if isinstance(v, float)}
    r |= {
        "kernel_ms_per_step": kernel_ms,
        "kernel_clock": prof.get("_clock"),
        "kernel_ms_per_step_sum": round(sum(kernel_ms.values()), 4),
        "bytes_per_step": {
            "first": bytes_step[0] if bytes_step else 0,
            "last": bytes_step[-1] if bytes_step else 0,
            "mean": round(mean_bytes),
            "first_by_kernel": per_step[0] if per_step else {},
        },
        "stream": {"first": steps[0] if steps else {}, "last": steps[-1] if steps else {}},
    }

    return mean_bytes


def roofline(args, out: dict, mean_bytes: float, n_ids: int, eval_bytes: int) -> None:
    """The roofline ESTIMATE for a GPU not measured here (the tokenization bound needs the
    tokenize part's ids per byte)."""
    bw = args.roofline_gbs * 1e9
    launch = len(STEP_KERNELS) * args.launch_us * 1e-6
    step_s = mean_bytes / bw + launch
    tpb = n_ids / eval_bytes if eval_bytes else None
    out["roofline_estimate"] = {
        "label": "ESTIMATE, not a measurement",
        "bandwidth_gb_s": args.roofline_gbs,
        "launch_us_per_dispatch": args.launch_us,
        "dispatches_per_step": len(STEP_KERNELS),
        "train_step_us": round(1e6 * step_s, 2),
        "train_merges_s": round(1 / step_s, 1) if step_s else None,
        "train_memory_bound_merges_s": round(bw / mean_bytes, 1) if mean_bytes else None,
        "tokenize_device_gb_s_bound": round(args.roofline_gbs / (1 + 12 * tpb), 1) if tpb else None,
        "tokenize_host_link_gb_s_bound_pcie5_x16_55gbs": round(55 / (1 + 4 * tpb), 1) if tpb else None,
    }


if __name__ == "__main__":
    main()
