"""Tuning sweep for merging small chunks (``chunk.min_chunk_tokens``): fill at T under the row caps.

Run on the DEV split only (a store root whose scrub output holds dev-split headers of
``benchmarks/corpora.py``). Each document is parsed, encoded and chunked once with the stored
tokenizer revision; then for every merge mode (``same``: equal kinds only; ``roles``: never mixing
call and type roles, the rule the chunk stage uses; ``any``) and minimum, the pieces are cut as the
chunk stage cuts them (``piece_starts`` with the budget and the per-piece chunk cap) and planned
globally with the pack planner, with the chunk cap and with the token cap only. Prints JSON.

    python benchmarks/chunk_merge.py --root ROOT [--seq-len 4096] [--mins 0,16,24,32,48,64]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pipeline import packplan  # noqa: E402
from pipeline.packed_rows import max_chunks, max_edges  # noqa: E402
from pipeline.stages import tokenize as tokenize_stage  # noqa: E402
from pipeline.structure.analyze import analyze  # noqa: E402
from pipeline.structure.parse import parse  # noqa: E402
from pipeline.structure.split import (  # noqa: E402
    cut_levels,
    merge_small_chunks,
    piece_starts,
    snap_chunks,
    token_byte_starts,
)
from pipeline.tokenizer import load_tokenizer  # noqa: E402


def documents(root: Path, T: int) -> list[tuple[int, np.ndarray, np.ndarray, list[np.ndarray]]]:
    """(tokens, chunk token starts, chunk kinds, cut levels) of every scrubbed document, unmerged."""
    stages = json.loads((root / "runs" / "latest.json").read_text())["stages"]
    revision = next((root / "tokenizers").iterdir()).name
    tok = load_tokenizer(root / "tokenizers" / revision)
    out = []
    for part in sorted((root / "scrub" / stages["scrub"]).glob("part-*.parquet")):
        t = pq.read_table(part, columns=["path", "text"])
        texts = t.column("text").to_pylist()
        for text, path, ids in zip(
            texts, t.column("path").to_pylist(), tokenize_stage.encode_documents(tok, texts), strict=True
        ):
            ids = np.asarray(ids, np.uint32)
            if not ids.size:
                continue
            data = text.encode("utf-8", "surrogatepass")
            a = analyze(parse(data, path))
            starts = token_byte_starts(ids, tok.byte_lengths)
            chunk_tok, _, units = snap_chunks(a, starts)
            levels = cut_levels(a, data, starts, chunk_tok, units, T - 1)
            kinds = np.asarray([a.units[u].kind for u in units], np.int64)
            out.append((int(ids.size), chunk_tok, kinds, levels))
    return out


def sweep(docs, T: int, mode: str, min_tokens: int) -> dict:
    C, E = max_chunks(T), max_edges(T)
    toks, chunks, n_chunks = [], [], 0
    for n, chunk_tok, kinds, levels in docs:
        groups, _ = merge_small_chunks(chunk_tok, kinds, n, min_tokens, mode=mode)
        merged = chunk_tok[np.flatnonzero(np.diff(groups, prepend=-1))]
        n_chunks += merged.size
        starts = piece_starts(n, T, [merged[1:], *levels[1:]], merged, C)
        for s, e in zip(starts.tolist(), [*starts[1:].tolist(), n], strict=True):
            lo = int(np.searchsorted(merged, s, side="right")) - 1
            toks.append(e - s + 1)
            chunks.append(int(np.searchsorted(merged, e, side="left")) - lo)
    t, c = np.asarray(toks, np.int32), np.asarray(chunks, np.int32)
    z = np.zeros_like(t)
    rows = int(packplan.plan(t, c, z, T, C, E).max()) + 1
    rows_tokens_only = int(packplan.plan(t, z, z, T, C, E).max()) + 1
    return {
        "mode": mode,
        "min_tokens": min_tokens,
        "chunks": n_chunks,
        "pieces": int(t.size),
        "pieces_over_half_the_chunk_cap": int((c > C // 2).sum()),
        "rows": rows,
        "fill": round(int(t.sum()) / (rows * T), 5),
        "fill_token_cap_only": round(int(t.sum()) / (rows_tokens_only * T), 5),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", required=True, help="store root of a pipeline run on dev-split headers")
    ap.add_argument("--seq-len", type=int, default=4096)
    ap.add_argument("--mins", default="0,16,24,32,48,64")
    args = ap.parse_args(argv)
    docs = documents(Path(args.root), args.seq_len)
    mins = [int(m) for m in args.mins.split(",")]
    results = [sweep(docs, args.seq_len, mode, m) for mode in ("same", "roles", "any") for m in mins]
    print(json.dumps({"seq_len": args.seq_len, "documents": len(docs), "results": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
