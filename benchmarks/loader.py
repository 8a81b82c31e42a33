"""Loader throughput (issue 11 item 5): fixed (B, T) numpy batches from a committed pack output.

    python benchmarks/loader.py --root ROOT [--batch-size 8] [--structure core] [--tree-ffn]
        [--relation-bias] [--platform-embed] [--repeat 3]

Prints JSON: B, T, batches, tokens/s (B x T tokens per batch, padding included) and valid tokens/s,
best of ``--repeat`` full passes over the output (wall clock; the machine may be shared).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pipeline.loader import PackedRowLoader, find_pack  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", required=True)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--structure", default="core")
    ap.add_argument("--tree-ffn", action="store_true")
    ap.add_argument("--relation-bias", action="store_true")
    ap.add_argument("--platform-embed", action="store_true")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    vocab = find_pack(args.root).vocab_size
    loader = PackedRowLoader(
        args.root,
        args.batch_size,
        vocab_size=vocab,
        structure=args.structure,
        tree_ffn=args.tree_ffn,
        relation_bias=args.relation_bias,
        platform_embed=args.platform_embed,
        split=None,
    )
    best = None
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        batches = valid = 0
        for b in loader:
            batches += 1
            valid += int(b["valid_token_count"].sum())
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    tokens = batches * args.batch_size * loader.seq_len
    print(
        json.dumps(
            {
                "B": args.batch_size,
                "T": loader.seq_len,
                "batches": batches,
                "tensors": len(loader.guard.spec),
                "structure": list(loader.components),
                "tree_ffn": args.tree_ffn,
                "relation_bias": args.relation_bias,
                "platform_embed": args.platform_embed,
                "seconds": round(best, 4),
                "tokens_per_s": round(tokens / best),
                "valid_tokens_per_s": round(valid / best),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
