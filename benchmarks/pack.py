"""Packing plan throughput and fill ratio (issue 11 item 4). Prints JSON.

Two figures:

- ``plan``: documents per second of ``pipeline.packplan.plan`` (best-fit-decreasing with the token,
  chunk and edge capacities; the C planner, and its Python reference on a small slice for scale),
  best of ``--repeat`` runs over document lengths only. The lengths are those of a committed tokenize
  output (``--root``) repeated to ``--docs`` documents, or a log-normal stand-in without ``--root``.
  Wall and CPU seconds are both reported (the machine may be shared).
- ``fill``: with ``--root``, the packed rows' fill ratio (valid tokens / (rows x T)) at ``--seq-len``:
  the tokenize output packed by the stage's own ``pack_table``, shard by shard, and, when the run
  committed a pack output at that T, the stage's figure from its manifest. What bounds it: the same
  pieces planned globally with the chunk/edge caps and with the token cap only, and a lower bound
  on rows (token volume; pieces over T/2 cannot share a row).

The system-header figure comes from a real pipeline run: ``cppcorpus run --until pack --seq-len
4096`` on a folder source of dev-split headers (benchmarks/RESULTS.md gives the sources file), then
this script with ``--root`` on that store.

    python benchmarks/pack.py [--root ROOT] [--seq-len 4096] [--docs 2000000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np
import pyarrow.compute as pc
import pyarrow.parquet as pq

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pipeline import packplan  # noqa: E402
from pipeline.packed_rows import max_chunks, max_edges  # noqa: E402
from pipeline.stages.pack import pack_table  # noqa: E402
from pipeline.tokenizer import BOS_ID, PAD_ID  # noqa: E402


def tokenize_shards(root: str) -> list[Path]:
    latest = json.loads(Path(root, "runs", "latest.json").read_text())["stages"]
    return sorted(Path(root, "tokenize", latest["tokenize"]).glob("part-*.parquet"))


def shard_items(path: Path) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    t = pq.read_table(path, columns=["n_tokens", "chunk_starts", "call_edges", "type_edges"])
    tokens = t.column("n_tokens").to_numpy()
    chunks = pc.list_value_length(t.column("chunk_starts")).to_numpy()
    edges = (
        np.maximum(
            pc.list_value_length(t.column("call_edges")).to_numpy(),
            pc.list_value_length(t.column("type_edges")).to_numpy(),
        )
        // 2
    )
    return tokens, chunks, edges


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", help="store root with a committed tokenize output (system headers)")
    ap.add_argument("--seq-len", type=int, default=4096)
    ap.add_argument("--docs", type=int, default=2_000_000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    T, C, E = args.seq_len, max_chunks(args.seq_len), max_edges(args.seq_len)
    out: dict = {"seq_len": T, "max_chunks": C, "max_edges": E, "compiled": packplan.available()}

    if args.root:
        shards = tokenize_shards(args.root)
        items = [shard_items(p) for p in shards]
        lengths = np.concatenate([i[0] for i in items])
        # fill as the stage packs: pack_table per tokenize shard (pieces over a cap take the fallback split)
        rows = tokens = split = 0
        for i, p in enumerate(shards):
            packed, stats = pack_table(pq.read_table(p), i, T, BOS_ID, PAD_ID)
            rows += packed.num_rows
            tokens += int(pc.sum(packed.column("valid_token_count")).as_py())
            split += stats["split_pieces"]
        over = sum(int(((t > T) | (c > C) | (e > E)).sum()) for t, c, e in items)
        # What bounds the fill: the same pieces planned globally with and without the chunk and
        # edge caps, and a lower bound on rows (volume; pieces over T/2 cannot share a row).
        tk = np.minimum(lengths, T).astype(np.int32)
        ch = np.minimum(np.concatenate([i[1] for i in items]), C).astype(np.int32)
        ed = np.minimum(np.concatenate([i[2] for i in items]), E).astype(np.int32)
        zero = np.zeros_like(tk)
        rows_cap = int(packplan.plan(tk, ch, ed, T, C, E).max()) + 1 if tk.size else 0
        rows_nocap = int(packplan.plan(tk, zero, zero, T, C, E).max()) + 1 if tk.size else 0
        bound = max(-(-int(tk.sum()) // T), int((tk > T // 2).sum()))
        out["fill"] = {
            "documents": int(lengths.size),
            "shards": len(shards),
            "rows": rows,
            "tokens": tokens,
            "fill_ratio": round(tokens / (rows * T), 6) if rows else None,
            "pieces_over_a_cap": over,
            "extra_sub_pieces": split,
            "mean_tokens": round(float(lengths.mean()), 1),
            "pieces_over_64_chunks": int((ch > 64).sum()),
            "global_rows_with_caps": rows_cap,
            "global_rows_token_cap_only": rows_nocap,
            "global_fill_token_cap_only": round(int(tk.sum()) / (rows_nocap * T), 6) if rows_nocap else None,
            "rows_lower_bound": bound,
        }
        latest = json.loads(Path(args.root, "runs", "latest.json").read_text())["stages"]
        if "pack" in latest:
            m = Path(args.root, "pack", latest["pack"], "_manifest.json")
            if m.exists():
                man = json.loads(m.read_text())
                if man["config"]["pack"]["seq_len"] == T:
                    out["fill"]["stage_fill_ratio"] = man["extra"]["fill_ratio"]
                    out["fill"]["stage_rows"] = man["extra"]["rows"]
        source = f"tokenize output of {args.root}"
    else:
        rng = np.random.default_rng(0)
        lengths = np.minimum(rng.lognormal(6.0, 1.3, args.docs).astype(np.int64) + 2, T)
        source = "log-normal stand-in (no --root)"
    lengths = np.resize(np.minimum(lengths, T), args.docs).astype(np.int32)
    zeros = np.zeros_like(lengths)
    walls, cpus = [], []
    for _ in range(args.repeat):
        w0, c0 = time.perf_counter(), time.process_time()
        bins = packplan.plan(lengths, zeros, zeros, T, C, E)
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    ref_n = 20_000
    w0 = time.perf_counter()
    packplan.plan_reference(lengths[:ref_n], zeros[:ref_n], zeros[:ref_n], T, C, E)
    ref_wall = time.perf_counter() - w0
    out["plan"] = {
        "lengths_from": source,
        "documents": int(lengths.size),
        "best_wall_s": round(min(walls), 4),
        "best_cpu_s": round(min(cpus), 4),
        "docs_per_s_wall": round(lengths.size / min(walls)),
        "docs_per_s_cpu": round(lengths.size / min(cpus)),
        "fill_ratio": round(float(lengths.sum()) / ((int(bins.max()) + 1) * T), 6),
        "python_reference_docs_per_s": round(ref_n / ref_wall),
    }
    out["cpu_count"] = os.cpu_count()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
