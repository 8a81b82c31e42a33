"""Tokenizer benchmark: compression and single-core encode speed against plain HF byte-level BPE,
on text split by origin and deduplicated against the training text.

Sets (``benchmarks/corpora.py`` assigns origins; this script splits the development side):

  - **train**: a sample of the *dev-train* origins (dev origins whose name hashes into the top
    three quarters), ``--train-mb`` megabytes in path-hash order;
  - **dev-eval**: files of the other dev origins (``llvm-14``, ``valgrind``, ``X11`` ...), used for
    design choices only (boundary scheme, seeds, fixed-band entries, the piece bound);
  - **held-out**: the held-out origins (Boost, Eigen, Thrust + CUB, CGAL, Abseil, GLM), up to
    ``--eval-mb`` per origin, reported per origin and overall.

Both evaluation sets lose every file that is an exact (SHA-256) or near copy of a training file,
found with the project's own dedup (``pipeline.hygiene.neardup``: 5-token shingles, 128-value
MinHash, LSH 20 x 6, verified at estimated Jaccard >= 0.7, the dedup stage's threshold). As an
independent leak check the JSON also gives the share of evaluation bytes in lines that also occur
in the training text (lines of 40+ bytes, whitespace-stripped).

Both tokenizers are trained on the same text with the same total vocabulary size; both encode
the same list of strings on one thread (ours: ``encode_batch``; HF: ``encode_batch`` with
``RAYON_NUM_THREADS=1``), best of ``--repeat`` each, alternately in one process.

Also measured: HF parity of our exported ``tokenizer.json`` on every evaluated file; the token cost
of the canonical piece bound (``max_piece_bytes``) on dev-eval for several bounds and on held-out
for the chosen one; and a 2 MB single-line C file (dev-eval files with whitespace collapsed, as a
minifier writes), encoded by our exported ``tokenizer.json`` under HF, by ours and by the baseline.

Usage: python benchmarks/tokenizer.py [--train-mb 40] [--eval-mb 4] [--dev-eval-mb 8]
       [--vocab-size 65536] [--schemes ident_digits,space_joins_next,...] [--out-dir DIR]
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import os
import platform
import re
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")  # single-core HF encode
os.environ.setdefault("RAYON_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from benchmarks.corpora import HELDOUT, dev_files, heldout_files, origin_of  # noqa: E402
from pipeline.hygiene import neardup  # noqa: E402
from pipeline.tokenizer import (  # noqa: E402
    _native,  # noqa: E402
    load_tokenizer,
    train_tokenizer,
)
from pipeline.tokenizer.bands import _NAMESPACES, N_SPECIAL, SPECIAL_TOKENS, band_tokens  # noqa: E402
from pipeline.tokenizer.corpus import SOURCE_EXTENSIONS, read_text  # noqa: E402
from pipeline.tokenizer.model import Trie  # noqa: E402
from pipeline.tokenizer.scan import scan_texts  # noqa: E402

MAX_FILE_BYTES = 1 << 20
DEV_EVAL_SHARE = 0.25  # dev origins whose sha256(name) falls below this share go to dev-eval
NEAR_DUP_JACCARD = 0.7  # the dedup stage's threshold (DESIGN §4)
PIECE_BOUNDS = (64, 128, 192, 256, 512)
OVERLAP_MIN_LINE = 40
# Fixed "stl" band entries naming one library's namespace (not std): re-checked on dev-eval.
LIBRARY_NAMESPACES = tuple(t for t in _NAMESPACES if not t.lstrip(":").startswith(("std", "__")))


@dataclasses.dataclass
class EvalSet:
    """Texts of one evaluation set after cross-split dedup, with what dedup removed."""

    name: str
    paths: list[Path]
    texts: list[str]
    candidates: int
    exact_dups: int
    near_dups: int

    @property
    def n_bytes(self) -> int:
        return sum(len(t.encode()) for t in self.texts)


def _hash_order(f: Path) -> bytes:
    return hashlib.sha256(str(f).encode()).digest()


def is_source(f: Path) -> bool:
    """A C/C++ file the tokenizer benchmark reads: a known suffix (or none) and at most 1 MB."""
    return f.suffix.lower() in SOURCE_EXTENSIONS and f.stat().st_size <= MAX_FILE_BYTES


def is_dev_eval_origin(origin: str) -> bool:
    """Dev origins set aside for design choices: a fixed hash rule, so nobody picks them.

    >>> is_dev_eval_origin("dev:llvm-14"), is_dev_eval_origin("dev:node")
    (True, False)
    """
    return int.from_bytes(hashlib.sha256(origin.encode()).digest()[:8], "big") / 2**64 < DEV_EVAL_SHARE


def take_mb(files: Sequence[Path], mb: float) -> list[Path]:
    """Files in path-hash order (a deterministic shuffle) until ``mb`` megabytes."""
    out, n = [], 0
    for f in sorted(files, key=_hash_order):
        if n >= mb * 1e6:
            break
        out.append(f)
        n += f.stat().st_size
    return out


def split_dev() -> tuple[list[Path], list[Path]]:
    """(dev-train files, dev-eval files): every C/C++ dev file, split by origin."""
    train, evals = [], []
    for f in dev_files():
        if is_source(f):
            (evals if is_dev_eval_origin(origin_of(f)) else train).append(f)
    return train, evals


def dedup_against(train_texts: Sequence[str], name: str, paths: Sequence[Path]) -> EvalSet:
    """Drop from ``paths`` every exact or near (MinHash-LSH, J >= 0.7) copy of a training text."""
    texts = [read_text(p) for p in paths]
    train_sha = {hashlib.sha256(t.encode()).digest() for t in train_texts}
    exact = [hashlib.sha256(t.encode()).digest() in train_sha for t in texts]
    rest = [i for i, e in enumerate(exact) if not e]
    sig = neardup.minhash_signatures(list(train_texts) + [texts[i] for i in rest])
    n_train = len(train_texts)
    band = neardup.WITHIN_CORPUS
    keys = neardup.band_keys(sig, bands=band.bands, rows=band.rows)
    index = np.arange(len(sig))
    edges = np.concatenate(
        [neardup.candidate_edges(keys[:, b], index) for b in range(band.bands)] + [np.zeros((0, 2), np.int64)]
    )
    edges = neardup.unique_edges(edges)
    edges = edges[(edges[:, 0] < n_train) & (edges[:, 1] >= n_train)]  # train -> eval only
    edges = neardup.verify_edges(edges, sig, threshold=NEAR_DUP_JACCARD)
    near = {rest[j - n_train] for j in edges[:, 1].tolist()}
    keep = [i for i in rest if i not in near]
    return EvalSet(
        name, [paths[i] for i in keep], [texts[i] for i in keep], len(paths), sum(exact), len(near)
    )


def line_overlap(train_texts: Sequence[str], texts: Sequence[str]) -> float:
    """Share of ``texts``' bytes in lines (>= 40 bytes, stripped) that also occur in training."""
    seen = {s for t in train_texts for line in t.split("\n") if len(s := line.strip()) >= OVERLAP_MIN_LINE}
    hit = total = 0
    for t in texts:
        total += len(t)
        hit += sum(len(line) + 1 for line in t.split("\n") if line.strip() in seen)
    return hit / total if total else 0.0


def build_sets(
    train_mb: float, dev_eval_mb: float, eval_mb: float
) -> tuple[list[Path], list[str], EvalSet, dict[str, EvalSet]]:
    """(training paths, training texts, dev-eval set, {held-out origin: set}), all deduplicated."""
    dev_train_files, dev_eval_files = split_dev()
    train_paths = take_mb(dev_train_files, train_mb)
    train = [read_text(f) for f in train_paths]
    dev_eval = dedup_against(train, "dev-eval", take_mb(dev_eval_files, dev_eval_mb))
    held = {
        o: dedup_against(train, o, take_mb([f for f in heldout_files(o) if is_source(f)], eval_mb))
        for o in HELDOUT
    }
    return train_paths, train, dev_eval, {o: s for o, s in held.items() if s.texts}


def minified_line(texts: Sequence[str], n_bytes: int) -> str:
    """One line of ``n_bytes``: the texts with every whitespace run collapsed to one space."""
    if not any(texts):
        raise ValueError("no text to build the line from")
    parts, n = [], 0
    while n < n_bytes:
        for t in texts:
            s = re.sub(r"\s+", " ", t)
            parts.append(s)
            n += len(s.encode()) + 1
            if n >= n_bytes:
                break
    return " ".join(parts).encode()[:n_bytes].decode("utf-8", "ignore")


def spaced_hex_tokens() -> list[bytes]:
    """``" 0x1F"``-style forms of the fixed two-digit hex literals (the greedy trap: in ``x = 0x1F``
    the match starts at the space, where the learned `` 0`` beats the fixed ``0x1F``)."""
    return [b" " + t.encode() for t in band_tokens()["numbers"] if re.fullmatch(r"0x[0-9A-Fa-f]{2}", t)]


def spaced_hex_check(rev_dir: Path, texts: Sequence[str]) -> dict:
    """Tokens per byte of ``texts`` with the spaced hex forms given the slots of the last learned
    tokens (the least frequent merges), against the revision as trained."""
    tok = load_tokenizer(rev_dir)
    ids = list(tok.id_to_token)
    present = {t for t in ids if t is not None}
    extra = [t for t in spaced_hex_tokens() if t not in present]
    lo = tok.manifest["bands"]["learned"][0]
    learned = [i for i in range(lo, tok.vocab_size) if ids[i] is not None]
    for i, t in zip(reversed(learned), extra, strict=False):
        ids[i] = t
    trie = Trie.build((t, i) for i, t in enumerate(ids) if t is not None)
    enc = _native.TrieEncoder(trie.first, trie.nchild, trie.label, trie.token, tok.max_piece_bytes)
    data = [t.encode("utf-8", "surrogatepass") for t in texts]
    n_bytes = sum(map(len, data))
    with_hex = sum(len(e) for e in enc.encode_batch(data)) / n_bytes
    as_trained = sum(len(e) for e in tok.encode_batch(list(texts))) / n_bytes
    return {
        "slots": len(extra),
        "tokens_per_byte_as_trained": round(as_trained, 5),
        "tokens_per_byte_with_spaced_hex": round(with_hex, 5),
        "change_pct": round(100 * (with_hex - as_trained) / as_trained, 3),
    }


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


def best_of(fn: Callable[[], object], repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def _n_tokens(tok, texts: Sequence[str]) -> int:
    return sum(len(e) for e in tok.encode_batch(list(texts)))


def _hf_n_tokens(hf, texts: Sequence[str]) -> int:
    return sum(len(e.ids) for e in hf.encode_batch(list(texts), add_special_tokens=False))


def _train(texts: list[str], d: Path, spec: str, vocab_size: int) -> tuple[dict, float]:
    """Train variant ``spec``: a boundary scheme, optionally ``+noseed`` (no morpheme seeds),
    ``+anywhere`` (seeds also inside morphemes) or ``+nolibns`` (no library-namespace entries)."""
    scheme, *flags = spec.split("+")
    t0 = time.perf_counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a small --train-mb leaves learned ids reserved
        manifest = train_tokenizer(
            texts,
            d,
            vocab_size=vocab_size,
            boundary_scheme=scheme,
            seed_morphemes="noseed" not in flags,
            seed_aligned="anywhere" not in flags,
            omit_fixed=LIBRARY_NAMESPACES if "nolibns" in flags else (),
        )
    return manifest, time.perf_counter() - t0


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train-mb", type=float, default=40.0)
    ap.add_argument("--eval-mb", type=float, default=4.0, help="held-out megabytes per origin (before dedup)")
    ap.add_argument("--dev-eval-mb", type=float, default=8.0)
    ap.add_argument("--vocab-size", type=int, default=65536)
    ap.add_argument("--repeat", type=int, default=3, help="best of N for every timing, both sides")
    ap.add_argument("--long-line-mb", type=float, default=2.0)
    ap.add_argument(
        "--schemes",
        default="ident_digits",
        help="variants, comma-separated, the first is the default measured on held-out: a boundary "
        "scheme, optionally +noseed, +anywhere or +nolibns (see _train)",
    )
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--merge-order", action="store_true", help="also price greedy against merge-order BPE")
    ap.add_argument("--out-dir", default=None)
    args = ap.parse_args(argv)
    from tokenizers import Tokenizer as HFTokenizer

    train_paths, train, dev_eval, held = build_sets(args.train_mb, args.dev_eval_mb, args.eval_mb)
    train_bytes = sum(len(t.encode()) for t in train)
    held_all = [t for s in held.values() for t in s.texts]
    held_bytes = sum(s.n_bytes for s in held.values())

    def set_info(s: EvalSet) -> dict:
        return {
            "files": len(s.texts),
            "mb": round(s.n_bytes / 1e6, 3),
            "candidates": s.candidates,
            "exact_dups_removed": s.exact_dups,
            "near_dups_removed": s.near_dups,
            "line_overlap_with_train": round(line_overlap(train, s.texts), 4),
        }

    res: dict = {
        "benchmark": "tokenizer",
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
        "load_average_at_start": [round(x, 1) for x in os.getloadavg()],
        "split": {
            "rule": "by origin (benchmarks/corpora.py); dev origins with sha256(name) < "
            f"{DEV_EVAL_SHARE} are dev-eval; evaluation files that are exact or near (J >= "
            f"{NEAR_DUP_JACCARD}) copies of a training file are removed",
            "train": {
                "files": len(train),
                "mb": round(train_bytes / 1e6, 2),
                "origins": sorted({origin_of(f) for f in train_paths}),
            },
            "dev_eval": set_info(dev_eval) | {"origins": sorted({origin_of(f) for f in dev_eval.paths})},
            "heldout": {o: set_info(s) for o, s in held.items()},
        },
        "vocab_size": args.vocab_size,
    }
    quarter = train[: max(1, len(train) // 4)]
    t = best_of(lambda: scan_texts(quarter), repeat=1)
    res["scan_mb_per_s_per_core"] = round(sum(len(x.encode()) for x in quarter) / t / 1e6, 2)

    out_root = Path(args.out_dir or tempfile.mkdtemp(prefix="tokbench_"))
    specs = args.schemes.split(",")
    main_spec = specs[0]
    base = None
    if not args.no_baseline:
        t0 = time.perf_counter()
        base = train_hf_bpe(train, args.vocab_size)
        res["baseline"] = {
            "kind": "HF BpeTrainer + ByteLevel(use_regex=True) (GPT-2 pre-tokenizer)",
            "vocab_size": base.get_vocab_size(),
            "train_s": round(time.perf_counter() - t0, 1),
            "dev_eval_tokens_per_byte": round(_hf_n_tokens(base, dev_eval.texts) / dev_eval.n_bytes, 5),
        }

    # design choices: every variant on dev-eval only
    variants = {}
    for spec in specs:
        manifest, train_s = _train(train, out_root / spec, spec, args.vocab_size)
        tok = load_tokenizer(out_root / spec)
        tpb = _n_tokens(tok, dev_eval.texts) / dev_eval.n_bytes
        v = {
            "revision": manifest["revision"],
            "train_s": round(train_s, 1),
            "n_learned": manifest["learned"]["n_learned"],
            "dev_eval_tokens_per_byte": round(tpb, 5),
        }
        if base is not None:
            v["dev_eval_ratio"] = round(tpb / res["baseline"]["dev_eval_tokens_per_byte"], 4)
        if args.merge_order:
            from benchmarks.tokenizer_mergeorder import merge_order_token_count

            n = merge_order_token_count(out_root / spec, dev_eval.texts, spec.split("+")[0])
            v["greedy_over_merge_order"] = round(tpb * dev_eval.n_bytes / n, 4)
        variants[spec] = v
    res["variants_dev_eval"] = variants
    res["spaced_hex_dev_eval"] = spaced_hex_check(out_root / main_spec, dev_eval.texts)

    tok = load_tokenizer(out_root / main_spec)
    hf_ours = HFTokenizer.from_file(str(out_root / main_spec / "tokenizer.json"))

    # the piece bound: token cost against unbounded pieces, several bounds on dev-eval
    unbounded = dataclasses.replace(tok, max_piece_bytes=1 << 40)
    n_unb = _n_tokens(unbounded, dev_eval.texts)
    res["piece_bound"] = {
        "max_piece_bytes": tok.max_piece_bytes,
        "dev_eval_extra_tokens_pct": {
            str(b): round(
                100
                * (_n_tokens(dataclasses.replace(tok, max_piece_bytes=b), dev_eval.texts) - n_unb)
                / n_unb,
                4,
            )
            for b in PIECE_BOUNDS
        },
    }
    n_unb_held = _n_tokens(unbounded, held_all)
    res["piece_bound"]["heldout_extra_tokens_pct"] = round(
        100 * (_n_tokens(tok, held_all) - n_unb_held) / n_unb_held, 4
    )

    # held-out: ours vs baseline, per origin and overall
    per_origin = {}
    for o, s in held.items():
        ids = tok.encode_batch(s.texts)
        assert all(tok.decode(e) == x for e, x in zip(ids, s.texts, strict=True)), "round trip failed"
        entry = {"tokens_per_byte": round(sum(map(len, ids)) / s.n_bytes, 5)}
        if base is not None:
            bt = _hf_n_tokens(base, s.texts) / s.n_bytes
            entry["baseline_tokens_per_byte"] = round(bt, 5)
            entry["compression_ratio"] = round(entry["tokens_per_byte"] / bt, 4)
        per_origin[o] = entry
    ours_tpb = _n_tokens(tok, held_all) / held_bytes
    overall: dict = {
        "files": len(held_all),
        "mb": round(held_bytes / 1e6, 3),
        "tokens_per_byte": round(ours_tpb, 5),
    }
    ours_s = best_of(lambda: tok.encode_batch(held_all), args.repeat)
    overall["encode_mb_per_s"] = round(held_bytes / ours_s / 1e6, 2)
    if base is not None:
        base_tpb = _hf_n_tokens(base, held_all) / held_bytes
        base_s = best_of(lambda: base.encode_batch(held_all, add_special_tokens=False), args.repeat)
        overall["baseline_tokens_per_byte"] = round(base_tpb, 5)
        overall["baseline_encode_mb_per_s"] = round(held_bytes / base_s / 1e6, 2)
        overall["compression_ratio"] = round(ours_tpb / base_tpb, 4)
        overall["speed_ratio"] = round(base_s / ours_s, 2)
    res["heldout"] = {"per_origin": per_origin, "overall": overall}

    # HF parity of our export on every evaluated file
    evaluated = dev_eval.texts + held_all
    hf_ids = hf_ours.encode_batch(evaluated, add_special_tokens=False)
    mism = sum(h.ids != o.tolist() for h, o in zip(hf_ids, tok.encode_batch(evaluated), strict=True))
    res["hf_parity"] = {"files": len(evaluated), "mismatches": int(mism)}

    # a 2 MB single-line file: our export under HF, ours, the baseline
    line = minified_line(dev_eval.texts, int(args.long_line_mb * 1e6))
    lb = len(line.encode())
    hf_s = best_of(lambda: hf_ours.encode_batch([line], add_special_tokens=False), args.repeat)
    same = hf_ours.encode_batch([line], add_special_tokens=False)[0].ids == tok.encode(line)
    ol_s = best_of(lambda: tok.encode_batch([line]), args.repeat)
    long_line = {
        "bytes": lb,
        "hf_export_mb_per_s": round(lb / hf_s / 1e6, 3),
        "ours_mb_per_s": round(lb / ol_s / 1e6, 2),
        "hf_ids_identical": bool(same),
    }
    if base is not None:
        bl_s = best_of(lambda: base.encode_batch([line], add_special_tokens=False), args.repeat)
        long_line["baseline_mb_per_s"] = round(lb / bl_s / 1e6, 3)
    worst = "a" * lb  # no free cut anywhere: only the piece bound keeps WordPiece's words short
    t0 = time.perf_counter()
    worst_same = hf_ours.encode_batch([worst], add_special_tokens=False)[0].ids == tok.encode(worst)
    long_line["worst_case_repeated_letter_hf_mb_per_s"] = round(lb / (time.perf_counter() - t0) / 1e6, 3)
    long_line["worst_case_hf_ids_identical"] = bool(worst_same)
    res["long_line"] = long_line

    if base is not None:
        res["acceptance"] = {
            "compression_ratio_le_0.98": overall["compression_ratio"] <= 0.98,
            "speed_ratio_ge_5": overall["speed_ratio"] >= 5,
            "hf_parity": mism == 0 and same and worst_same,
            "long_line_hf_ge_1_mb_per_s": long_line["hf_export_mb_per_s"] >= 1.0,
        }
    res["load_average_at_end"] = [round(x, 1) for x in os.getloadavg()]
    print(json.dumps(res, indent=1))
    return res


if __name__ == "__main__":
    main()
