"""Where the GPU paths spend host time: the tokenizer's encode path by phase, and training's scaling.

Two parts, on the adapter wgpu finds (lavapipe only if nothing else exists), text from the same
splits as benchmarks/gpu.py (the revision and the word tables from the development split; the
encoded text from the held-out split):

- ``phases``: ``GPUTrieEncoder.encode_batch`` on ``--eval-mb`` of held-out text, its host wall time
  split by phase (``pipeline.gpu.tokenize.PHASES``; ``other`` = the call's total less the phases:
  the loop over documents), best run of ``--repeat`` and every run; the str -> UTF-8 step the
  benchmark's end-to-end figure includes (gpu.py's ``gpu_mb_s``); one cProfile of that end-to-end
  call (top 25 by cumulative and by own time, to ``--cprofile``); the kernels' own seconds; parity
  with the CPU encoder.
- ``scaling``: GPU and CPU BPE training (``--merges`` merges) on the word tables of the first
  ``--train-mb`` MB of development text, for each size given (largest first; the split's size caps
  them), each with parity, first GPU run, CPU and GPU best of ``--repeat``, and the kernels'
  time per step over the first 128 steps.

Every figure is saved to ``--out`` as soon as it is measured (a part cut short by a timeout keeps
the rest). Usage:
  python benchmarks/gpu_host.py --part phases [--rev-mb 8] [--eval-mb 128] [--repeat 3]
      [--cprofile FILE] --out FILE
  python benchmarks/gpu_host.py --part scaling [--train-mb 128,32] [--merges 4096] [--repeat 2] --out FILE
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import sys
import tempfile
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from corpora import dev_files, heldout_files  # noqa: E402
from gpu import best_of, run_header, save, take  # noqa: E402

from pipeline.gpu import gpu_context  # noqa: E402
from pipeline.gpu.tokenize import PHASES, GPUTrieEncoder  # noqa: E402
from pipeline.gpu.train import GPUTrainLimit, bpe_train_gpu  # noqa: E402
from pipeline.tokenizer import _native, load_tokenizer, train_tokenizer  # noqa: E402
from pipeline.tokenizer.boundary import boundary_table, byte_classes  # noqa: E402


def utf8(texts: list[str]) -> list[bytes]:
    return [t.encode("utf-8", "surrogatepass") for t in texts]


def rounded(d: dict, nd: int = 4) -> dict:
    return {k: round(v, nd) if isinstance(v, float) else v for k, v in d.items()}


def memcpy_gb_s(n: int) -> float:
    """Host memory copy rate (best of 3, ``n`` bytes): the scale of the upload/readback copies."""
    src = np.ones(n, np.uint8)
    dst = np.empty_like(src)
    return round(n / best_of(lambda: np.copyto(dst, src), 3) / 1e9, 2)


def phases_part(ctx, args, out: dict) -> None:
    rev = take(dev_files(), args.rev_mb)
    evals = take(heldout_files(), args.eval_mb)
    docs = utf8(evals)
    n_bytes = sum(map(len, docs))
    mb = n_bytes / 1e6
    out["eval_mb"], out["eval_docs"] = round(mb, 2), len(docs)
    with tempfile.TemporaryDirectory() as d, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        train_tokenizer(rev, d, vocab_size=args.vocab_size)
        tok = load_tokenizer(d)
    enc = GPUTrieEncoder(ctx, tok)
    r = out["phases"] = {
        "slice_mb": round(enc.slice_bytes / 1e6, 1),
        "slices": -(-n_bytes // enc.slice_bytes),
    }

    enc.phase_seconds = {}
    t0 = time.perf_counter()
    ids = enc.encode_batch(docs)  # pipelines compiled, pooled buffers made
    r["first_call_s"] = round(time.perf_counter() - t0, 4)
    r["first_call_phases_s"] = rounded(enc.phase_seconds)
    enc.phase_seconds = None
    untimed = enc.encode_batch(docs)
    cpu = tok.encode_batch(evals)
    r["ids"] = int(sum(map(len, ids)))
    r["parity_with_cpu"] = all(np.array_equal(a, b) for a, b in zip(ids, cpu, strict=True))
    r["timed_equals_untimed"] = all(np.array_equal(a, b) for a, b in zip(ids, untimed, strict=True))
    del ids, untimed, cpu
    save(args, out)

    # the end-to-end figure of gpu.py (str in, ids out), then its two halves, untimed encoder
    t_e2e = best_of(lambda: enc.encode_batch(utf8(evals)), args.repeat)
    t_utf8 = best_of(lambda: utf8(evals), args.repeat)
    t_enc = best_of(lambda: enc.encode_batch(docs), args.repeat)
    r["end_to_end_s"], r["end_to_end_mb_s"] = round(t_e2e, 4), round(mb / t_e2e, 2)
    r["utf8_encode_s"] = round(t_utf8, 4)
    r["encode_batch_bytes_s"], r["encode_batch_bytes_mb_s"] = round(t_enc, 4), round(mb / t_enc, 2)
    save(args, out)

    runs = []
    for _ in range(args.repeat):
        enc.phase_seconds = {}
        enc.encode_batch(docs)
        ph = dict(enc.phase_seconds)
        ph["other"] = ph["total"] - sum(ph.get(p, 0.0) for p in PHASES)
        runs.append(rounded(ph))
    enc.phase_seconds = None
    best = min(runs, key=lambda p: p["total"])
    r["phases_best_run_s"] = best
    r["phases_share_of_total"] = {k: round(v / best["total"], 3) for k, v in best.items() if k != "total"}
    r["phases_runs_s"] = runs
    save(args, out)

    # host memory copy rate, for scale: the upload/readback copies are of this kind
    r["host_memcpy_gb_s"] = memcpy_gb_s(max(n_bytes, 1 << 20))
    enc.kernel_seconds = {}
    enc.encode_batch(docs, profile=True)
    r["kernel_seconds"] = rounded(enc.kernel_seconds, 5)
    save(args, out)

    prof = cProfile.Profile()
    prof.enable()
    enc.encode_batch(utf8(evals))
    prof.disable()
    text = io.StringIO()
    for key in ("cumulative", "tottime"):
        text.write(f"=== end-to-end encode ({mb:.1f} MB, {len(docs)} docs), top 25 by {key}\n")
        pstats.Stats(prof, stream=text).sort_stats(key).print_stats(25)
    if args.cprofile:
        args.cprofile.write_text(text.getvalue())
        prof.dump_stats(str(args.cprofile.with_suffix(".prof")))
    st = pstats.Stats(prof)
    r["cprofile_total_s"] = round(st.total_tt, 4)
    save(args, out)


def scaling_part(ctx, args, out: dict) -> None:
    sizes = sorted({float(s) for s in args.train_mb.split(",")}, reverse=True)
    texts = utf8(take(dev_files(), sizes[0]))
    cum = np.cumsum([len(t) for t in texts]) if texts else np.zeros(0)
    out["dev_split_read_mb"] = round(float(cum[-1]) / 1e6, 2) if len(cum) else 0.0
    rows = out["scaling"] = []
    m = args.merges
    for size in sizes:
        k = min(len(texts), int(np.searchsorted(cum, size * 1e6)) + 1)  # as take(): files until size
        if rows and k >= rows[-1]["files"]:
            continue  # the split ended: this size is the same table as the previous one
        t0 = time.perf_counter()
        wc = _native.WordCounter(byte_classes(), boundary_table())
        for t in texts[:k]:
            wc.add(t)
        table = wc.export()
        row = {
            "files": k,
            "train_mb": round(float(cum[k - 1]) / 1e6, 2),
            "words": int(len(table[2])),
            "word_bytes": int(len(table[0])),
            "word_table_s": round(time.perf_counter() - t0, 3),
        }
        rows.append(row)
        cpu_pairs = _native.bpe_train(*table, [], m, 2)[0]
        t0 = time.perf_counter()
        try:
            gpu_pairs = bpe_train_gpu(ctx, *table, [], m, 2)[0]
        except GPUTrainLimit as e:  # the table does not fit this adapter: the CPU figure alone
            row["gpu_error"] = str(e)
            gpu_pairs = None
        t_first = time.perf_counter() - t0
        if gpu_pairs is not None:
            row["merges"] = int(len(gpu_pairs))
            row["parity_with_cpu"] = bool(np.array_equal(cpu_pairs, gpu_pairs))
            row["gpu_first_run_merges_s"] = round(len(gpu_pairs) / t_first, 1)
        save(args, out)
        t_cpu = best_of(lambda table=table: _native.bpe_train(*table, [], m, 2), args.repeat)
        row["cpu_merges_s"] = round(len(cpu_pairs) / t_cpu, 1)
        save(args, out)
        if gpu_pairs is None:
            continue
        t_gpu = best_of(lambda table=table: bpe_train_gpu(ctx, *table, [], m, 2), args.repeat)
        row["gpu_merges_s"] = round(len(gpu_pairs) / t_gpu, 1)
        row["gpu_over_cpu"] = round(t_cpu / t_gpu, 2)
        save(args, out)
        prof: dict = {}
        n_prof = min(m, 128)  # the first steps, each kernel in its own pass (as gpu.py's train part)
        bpe_train_gpu(ctx, *table, [], n_prof, 2, profile=prof)
        kernel_ms = {k: round(1e3 * v / n_prof, 4) for k, v in prof.items() if isinstance(v, float)}
        row["kernel_ms_per_step_first_128"] = kernel_ms
        row["kernel_ms_per_step_sum"] = round(sum(kernel_ms.values()), 4)
        row["kernel_clock"] = prof.get("_clock")
        save(args, out)
        del table, wc


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--part", choices=("phases", "scaling"), required=True)
    ap.add_argument("--rev-mb", type=float, default=8.0, help="dev text the tokenized revision is trained on")
    ap.add_argument("--eval-mb", type=float, default=128.0, help="held-out text encoded")
    ap.add_argument("--vocab-size", type=int, default=65536)
    ap.add_argument("--train-mb", default="128,32", help="word table sizes, MB of dev text, comma separated")
    ap.add_argument("--merges", type=int, default=4096)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--cprofile", type=Path, help="phases: the cProfile tables (and FILE.prof)")
    ap.add_argument("--out", type=Path, help="also write the JSON object here")
    args = ap.parse_args(argv)

    ctx = gpu_context(allow_cpu=True)
    out: dict = {
        **run_header(ctx),
        "args": {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()},
    }
    (phases_part if args.part == "phases" else scaling_part)(ctx, args, out)
    print(json.dumps(out, indent=1))
    save(args, out)
    return out


if __name__ == "__main__":
    main()
