"""Structure and chunking figures per origin: parse quality, fallbacks, splits, throughput. Prints JSON.

    python benchmarks/structure.py [--mb-per-origin 1.0] [--budget 4096] [--vocab 16384]

The tokenizer revision is trained on the development split (libstdc++ headers, ~4 MB); figures are
reported for every held-out origin (benchmarks/corpora.py) and for libstdc++ (dev) beside them.
Per origin, files are taken in sorted order, every k-th, up to ``--mb-per-origin`` of text.
Nothing here is tuned: ``chunk.min_parse_quality`` (0.5) was set before any measurement.

Timings are wall-clock on one core, best of 1 (a full pass per origin); ``structure`` is parse +
analysis + chunks + split (``chunk_document`` without the platform detector), ``platform`` is
``pipeline.tokenizer.platform.platform_ids`` alone, which ``chunk_document`` also calls.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import warnings
from pathlib import Path
from unittest import mock

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from corpora import HELDOUT, INCLUDE, heldout_files  # noqa: E402

from pipeline.stages import chunk as chunk_stage  # noqa: E402
from pipeline.suffixes import CPP_SUFFIXES  # noqa: E402
from pipeline.tokenizer import load_tokenizer, train_tokenizer  # noqa: E402
from pipeline.tokenizer.platform import platform_ids  # noqa: E402

SUFFIXES = {*CPP_SUFFIXES, ""}  # C/C++ by name, and suffix-less headers


def _sample(files: list[Path], mb: float) -> list[tuple[Path, str]]:
    files = [f for f in files if f.suffix in SUFFIXES]
    out, total = [], 0
    step = max(1, len(files) // 400)
    for f in files[::step]:
        try:
            text = f.read_text(errors="replace")
        except OSError:
            continue
        if not text or len(text) > 1_000_000:
            continue
        out.append((f, text))
        total += len(text.encode())
        if total >= mb * 1e6:
            break
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb-per-origin", type=float, default=1.0)
    ap.add_argument("--budget", type=int, default=4096)
    ap.add_argument("--vocab", type=int, default=16384)
    args = ap.parse_args()

    dev = sorted((INCLUDE / "c++" / "12").rglob("*"))
    train = [t for _, t in _sample([p for p in dev if p.is_file()], 4.0)]
    with tempfile.TemporaryDirectory() as d, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        train_tokenizer(train, d, vocab_size=args.vocab)
        tok = load_tokenizer(d)
    origins = {"dev:libstdc++": _sample([p for p in dev if p.is_file()], args.mb_per_origin)}
    for name in HELDOUT:
        origins[name] = _sample(heldout_files(name), args.mb_per_origin)
    report: dict = {"budget": args.budget, "vocab": args.vocab, "origins": {}}
    for name, docs in origins.items():
        if not docs:
            continue
        texts = [t for _, t in docs]
        ids = tok.encode_batch(texts)
        nbytes = sum(len(t.encode()) for t in texts)
        rows = []
        t0 = time.perf_counter()
        with mock.patch.object(chunk_stage, "platform_ids", lambda text: []):
            for (path, text), i in zip(docs, ids, strict=True):
                rows.append(
                    chunk_stage.chunk_document(
                        text, str(path), np.asarray(i, np.uint32), tok.byte_lengths, budget=args.budget
                    )
                )
        structure_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        for text in texts:
            platform_ids(text)
        platform_s = time.perf_counter() - t0
        quality = np.array([r["parse_quality"] for r in rows])
        pieces = [np.diff(np.append(r["piece_token_starts"], r["input_ids"].size)) for r in rows]
        langs: dict[str, int] = {}
        for r in rows:
            langs[r["language"]] = langs.get(r["language"], 0) + 1
        report["origins"][name] = {
            "files": len(rows),
            "mb": round(nbytes / 1e6, 3),
            "languages": langs,
            "parse_quality_mean": round(float(quality.mean()), 4),
            "files_with_parse_errors": int((quality < 1.0).sum()),
            "fallback_files": int(sum(r["fallback"] for r in rows)),
            "split_files": int(sum(p.size > 1 for p in pieces)),
            "pieces": int(sum(p.size for p in pieces)),
            "max_piece_tokens": int(max(p.max() for p in pieces)),
            "chunks": int(sum(len(r["chunk_kinds"]) for r in rows)),
            "structure_mb_s": round(nbytes / 1e6 / structure_s, 3),
            "platform_mb_s": round(nbytes / 1e6 / platform_s, 3),
        }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
