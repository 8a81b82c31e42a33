"""Tokenizer benchmark: compression and single-core encode speed against plain HF byte-level BPE.

Training and held-out text come from real C/C++ (default: the system include tree), split by a
hash of the path so no held-out file is in the training data. Both tokenizers are trained on the
same training text with the same total vocabulary size, then measured side by side in this run:

  - tokens per byte on the held-out text, ours and the "v1" baseline (HF BpeTrainer, GPT-2-style
    ByteLevel pre-tokenizer), and their ratio (acceptance: <= 0.98);
  - single-core encode MB/s of both on the same held-out text (acceptance: ours >= 5x);
  - with ``--merge-order``: greedy longest match against merge-order BPE over the same words;
  - the same on a second held-out tree of another origin (``--cross-root``, e.g. PyTorch's headers);
  - HF parity: our exported tokenizer.json under HF gives our ids on every held-out file;
  - scan MB/s per core, training times.

Usage: python benchmarks/tokenizer.py [--root /usr/include] [--cross-root DIR] [--train-mb 40] [--eval-mb 8]
       [--vocab-size 65536] [--schemes ident_digits,space_joins_next,class_change] [--out-dir DIR]
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")  # single-core HF encode
os.environ.setdefault("RAYON_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.tokenizer import load_tokenizer, train_tokenizer  # noqa: E402
from pipeline.tokenizer.bands import N_SPECIAL, SPECIAL_TOKENS  # noqa: E402
from pipeline.tokenizer.corpus import iter_source_files, read_text, split_by_hash  # noqa: E402
from pipeline.tokenizer.scan import scan_texts  # noqa: E402


def _hash_order(f: Path) -> bytes:
    return hashlib.sha256(str(f).encode()).digest()


def take_mb(files: list[Path], mb: float) -> list[str]:
    """Texts of files in hash order (a deterministic shuffle) until ``mb`` megabytes."""
    out, n = [], 0
    for f in sorted(files, key=_hash_order):
        if n >= mb * 1e6:
            break
        t = read_text(f)
        out.append(t)
        n += len(t.encode())
    return out


def train_hf_bpe(texts: list[str], vocab_size: int):
    """The v1 baseline: HF BPE, GPT-2-style ByteLevel pre-tokenizer, specials at 0-63."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=list(SPECIAL_TOKENS[:N_SPECIAL]),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(texts, trainer=trainer)
    return tok


def best_of(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default="/usr/include")
    ap.add_argument("--cross-root", default=None, help="second held-out tree, not used for training")
    ap.add_argument("--train-mb", type=float, default=40.0)
    ap.add_argument("--eval-mb", type=float, default=8.0)
    ap.add_argument("--vocab-size", type=int, default=65536)
    ap.add_argument(
        "--schemes",
        default="ident_digits",
        help="variants, comma-separated: a boundary scheme, optionally +noseed (no morpheme seeds) or "
        "+anywhere (seeds also match inside morphemes)",
    )
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--merge-order", action="store_true", help="also price greedy against merge-order BPE")
    ap.add_argument("--out-dir", default=None)
    args = ap.parse_args(argv)

    files = list(iter_source_files([args.root]))
    train_files, held_files = split_by_hash(files, holdout=0.1)
    train = take_mb(train_files, args.train_mb)
    held = take_mb(held_files, args.eval_mb)
    cross = take_mb(list(iter_source_files([args.cross_root])), args.eval_mb) if args.cross_root else []
    cross_bytes = sum(len(t.encode()) for t in cross)
    train_bytes = sum(len(t.encode()) for t in train)
    held_bytes = sum(len(t.encode()) for t in held)
    res: dict = {
        "benchmark": "tokenizer",
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
        "corpus": {
            "root": args.root,
            "train_files": len(train),
            "train_mb": round(train_bytes / 1e6, 2),
            "heldout_files": len(held),
            "heldout_mb": round(held_bytes / 1e6, 2),
            "split": "sha256(path) < 0.1 -> held out",
            "cross_root": args.cross_root,
            "cross_files": len(cross),
            "cross_mb": round(cross_bytes / 1e6, 2),
        },
        "vocab_size": args.vocab_size,
    }

    t = best_of(lambda: scan_texts(train[: max(1, len(train) // 4)]), repeat=1)
    quarter = sum(len(x.encode()) for x in train[: max(1, len(train) // 4)])
    res["scan_mb_per_s_per_core"] = round(quarter / t / 1e6, 2)

    out_root = Path(args.out_dir or tempfile.mkdtemp(prefix="tokbench_"))
    ours = {}
    for spec in args.schemes.split(","):
        scheme, _, flag = spec.partition("+")
        d = out_root / spec
        t0 = time.perf_counter()
        manifest = train_tokenizer(
            train,
            d,
            vocab_size=args.vocab_size,
            boundary_scheme=scheme,
            seed_morphemes=flag != "noseed",
            seed_aligned=flag != "anywhere",
        )
        train_s = time.perf_counter() - t0
        tok = load_tokenizer(d)
        enc = tok.encode_batch(held)
        n_tok = sum(len(e) for e in enc)
        assert all(tok.decode(e) == x for e, x in zip(enc, held, strict=True)), "round trip failed"
        enc_s = best_of(lambda tok=tok: tok.encode_batch(held))
        ours[spec] = {
            "revision": manifest["revision"],
            "train_s": round(train_s, 1),
            "n_learned": manifest["learned"]["n_learned"],
            "n_reserved_learned": manifest["learned"]["n_reserved"],
            "tokens_per_byte": round(n_tok / held_bytes, 5),
            "encode_mb_per_s": round(held_bytes / enc_s / 1e6, 2),
            "dir": str(d),
        }
        if cross:
            ours[spec]["cross_tokens_per_byte"] = round(
                sum(map(len, tok.encode_batch(cross))) / cross_bytes, 5
            )
            cs = best_of(lambda tok=tok: tok.encode_batch(cross))
            ours[spec]["cross_encode_mb_per_s"] = round(cross_bytes / cs / 1e6, 2)
    res["ours"] = ours
    if args.merge_order:
        from benchmarks.tokenizer_mergeorder import merge_order_token_count

        for spec, v in ours.items():
            n = merge_order_token_count(v["dir"], held, spec.partition("+")[0])
            v["merge_order_tokens_per_byte"] = round(n / held_bytes, 5)
            v["greedy_over_merge_order"] = round(v["tokens_per_byte"] * held_bytes / n, 4)
    main_scheme = args.schemes.split(",")[0]

    # HF parity on the held-out files with our exported tokenizer.json
    from tokenizers import Tokenizer as HFTokenizer

    hf_ours = HFTokenizer.from_file(str(out_root / main_scheme / "tokenizer.json"))
    tok = load_tokenizer(out_root / main_scheme)
    mism = sum(hf_ours.encode(x, add_special_tokens=False).ids != tok.encode(x) for x in held)
    res["hf_parity"] = {"files": len(held), "mismatches": int(mism)}

    if not args.no_baseline:
        t0 = time.perf_counter()
        base = train_hf_bpe(train, args.vocab_size)
        res["baseline_train_s"] = round(time.perf_counter() - t0, 1)
        encs = base.encode_batch(held, add_special_tokens=False)
        base_tpb = sum(len(e.ids) for e in encs) / held_bytes
        base_s = best_of(lambda: base.encode_batch(held, add_special_tokens=False))
        res["baseline"] = {
            "kind": "HF BpeTrainer + ByteLevel(use_regex=True) (GPT-2 pre-tokenizer)",
            "vocab_size": base.get_vocab_size(),
            "tokens_per_byte": round(base_tpb, 5),
            "encode_mb_per_s": round(held_bytes / base_s / 1e6, 2),
        }
        o = ours[main_scheme]
        res["compression_ratio"] = round(o["tokens_per_byte"] / base_tpb, 4)
        if cross:
            base_cross = (
                sum(len(e.ids) for e in base.encode_batch(cross, add_special_tokens=False)) / cross_bytes
            )
            res["baseline"]["cross_tokens_per_byte"] = round(base_cross, 5)
            cs = best_of(lambda: base.encode_batch(cross, add_special_tokens=False))
            res["baseline"]["cross_encode_mb_per_s"] = round(cross_bytes / cs / 1e6, 2)
            res["speed_ratio_cross"] = round(
                o["cross_encode_mb_per_s"] / res["baseline"]["cross_encode_mb_per_s"], 2
            )
            res["compression_ratio_cross"] = round(o["cross_tokens_per_byte"] / base_cross, 4)
            for v in ours.values():
                v["compression_ratio_cross"] = round(v["cross_tokens_per_byte"] / base_cross, 4)
        for v in ours.values():
            v["compression_ratio"] = round(v["tokens_per_byte"] / base_tpb, 4)
        res["speed_ratio"] = round(o["encode_mb_per_s"] / res["baseline"]["encode_mb_per_s"], 2)
        res["acceptance"] = {
            "compression_ratio_le_0.98": res["compression_ratio"] <= 0.98
            and res.get("compression_ratio_cross", 0) <= 0.98,
            "speed_ratio_ge_5": res["speed_ratio"] >= 5 and res.get("speed_ratio_cross", 5) >= 5,
            "hf_parity": mism == 0,
        }
    print(json.dumps(res, indent=1))
    return res


if __name__ == "__main__":
    main()
