"""Benchmark near-dedup: text -> MinHash signatures against datasketch (two interfaces) and rensa.

    python benchmarks/dedup.py --split dev [--baseline-mb 2] [--quality-pairs 300]
    python benchmarks/dedup.py --corpus DIR [DIR ...]

Comparison (``compare``): the same documents (the first ``--baseline-mb`` of the corpus, read into
memory before any timing, so file reading is on neither side), 128 permutations, best of 3 runs
for every contender, text to signatures end to end:

- ``ours``: ``neardup.minhash_signatures`` (the compiled core ``_minhash.c`` when a C compiler is
  present; ``ours_numpy`` is the numpy fallback);
- ``datasketch_update``: our 5-token shingling, then ``MinHash.update`` once per shingle (8-byte
  shingle hash, datasketch's default SHA-1 hash function);
- ``datasketch_update_batch``: our shingling, then ``MinHash(hashfunc=int).update_batch`` on the
  same 32-bit hashes we use: its signatures are bit-identical to ours (checked here);
- ``rensa``: our shingling, then rensa's fastest bulk interface
  (``RMinHash.digest_matrix_from_flat_token_hashes`` on the flat shingle-hash buffer; rensa's
  own hash, so its values differ from ours but the work is the same).

Each contender reports wall MB/s and MB per CPU-second (``process_time``, all threads: the
per-core rate, fair to a library that runs threads); ``speedup`` gives ours against each by name
(wall time; ``speedup_per_core`` by CPU time).

The whole-corpus run (``our_path``) streams text -> signatures -> band keys to disk, then buckets
band by band, verifies and clusters, as the stage does. Memory: ``peak_rss_mb`` is this process;
``rss_1x_mb``/``rss_4x_mb`` come from child processes streaming the corpus once and four times
(copies with letters rotated, new documents rather than duplicates). ``--quality-pairs``
measures recall/false positives on real files with controlled edits (see
tests/hygiene/test_hygiene_dedup_quality.py). Progress goes to stderr, one JSON line to stdout.
Pins numpy to one core.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import random  # noqa: E402
import resource  # noqa: E402
import string  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import corpora  # noqa: E402
from pipeline.config import CPP_EXTENSIONS  # noqa: E402
from pipeline.hygiene.neardup import (  # noqa: E402
    CROSS_SOURCE,
    LOOSE_MARGIN,
    WITHIN_CORPUS,
    Banding,
    _batch_shingles,
    _numpy_signature_batch,
    band_keys,
    candidate_edges,
    clusters,
    detection_probability,
    exact_similarities,
    iter_signatures,
    minhash_permutations,
    minhash_signatures,
    shingle_hashes,
    shingle_set,
    strip_license_comments,
    tokenize,
    unique_edges,
    verify_edges,
)

CPP_SUFFIXES = set(CPP_EXTENSIONS)  # the filter stage's allow-list
MAX_FILE_BYTES = 1 << 20  # the filter stage's cap


def corpus_files(roots: list[str]) -> list[Path]:
    """C/C++ files (by suffix, or suffix-less as libstdc++ headers are) under the roots, sorted, unique."""
    found: set[Path] = set()
    for root in roots:
        base = Path(root)
        candidates = [base] if base.is_file() else base.rglob("*")
        for p in candidates:
            try:
                wanted = p.is_file() and not p.is_symlink() and (p.suffix in CPP_SUFFIXES or not p.suffix)
                if wanted and 0 < p.stat().st_size <= MAX_FILE_BYTES:
                    found.add(p.resolve())
            except OSError:
                continue
    return sorted(found)


def read(path: Path) -> str:
    return path.read_bytes().decode("utf-8", errors="replace")


def _rotation(r: int) -> dict[int, int]:
    lower, upper = string.ascii_lowercase, string.ascii_uppercase
    return str.maketrans(lower + upper, lower[r:] + lower[:r] + upper[r:] + upper[:r])


def stream_texts(files: list[Path], repeat: int) -> Iterator[str]:
    """The corpus ``repeat`` times; copy r has its letters rotated by r, so it is as large and
    as C-like as the original but shares no shingles with it (a bigger corpus, not duplicates)."""
    for r in range(repeat):
        table = _rotation(r)
        for p in files:
            text = read(p)
            yield text.translate(table) if r else text


def our_path(files: list[Path], repeat: int, banding: Banding, workdir: Path) -> dict:
    """Stream text -> signatures -> band keys to disk; then bucket band by band, verify, cluster."""
    sig_path = workdir / "signatures.u32"
    key_paths = [workdir / f"band{b:02d}.u64" for b in range(banding.bands)]
    n = 0
    nbytes = 0
    t0 = time.perf_counter()
    texts = stream_texts(files, repeat)

    def counted() -> Iterator[str]:
        nonlocal nbytes
        for t in texts:
            nbytes += len(t.encode("utf-8", "surrogatepass"))
            yield t

    with open(sig_path, "wb") as sig_out:
        key_outs = [open(p, "wb") for p in key_paths]  # noqa: SIM115
        try:
            for sig in iter_signatures(counted()):
                sig_out.write(sig.tobytes())
                keys = band_keys(sig, bands=banding.bands, rows=banding.rows)
                for b, out in enumerate(key_outs):
                    out.write(np.ascontiguousarray(keys[:, b]).tobytes())
                n += len(sig)
        finally:
            for out in key_outs:
                out.close()
    t_sig = time.perf_counter() - t0
    candidates = np.zeros((0, 2), dtype=np.int64)
    for p in key_paths:  # one band in memory at a time; the edge set stays unique as it grows
        keys = np.fromfile(p, dtype=np.uint64)
        candidates = unique_edges(np.concatenate([candidates, candidate_edges(keys, np.arange(len(keys)))]))
    t_bucket = time.perf_counter() - t0
    signatures = np.memmap(sig_path, dtype=np.uint32, mode="r", shape=(n, 128))
    verified = verify_edges(candidates, signatures, 0.7)
    labels = clusters(verified, n)
    t_total = time.perf_counter() - t0
    return {
        "docs": n,
        "mb": nbytes / 1e6,
        "seconds_to_signatures": t_sig,
        "seconds_to_buckets": t_bucket,
        "seconds_total": t_total,
        "candidate_edges": len(candidates),
        "verified_edges": len(verified),
        "docs_in_duplicate_clusters": int((np.bincount(labels, minlength=n)[labels] > 1).sum()),
    }


def _timed(fn, texts: list[str], repeat: int = 3) -> tuple[float, float, np.ndarray]:
    """Best wall and best CPU seconds of ``repeat`` runs of ``fn(texts)``, and its last result."""
    walls, cpus = [], []
    out = None
    for _ in range(repeat):
        c0, t0 = time.process_time(), time.perf_counter()
        out = fn(texts)
        walls.append(time.perf_counter() - t0)
        cpus.append(time.process_time() - c0)
    return min(walls), min(cpus), out


def ours(texts: list[str]) -> np.ndarray:
    return minhash_signatures(texts)


def ours_numpy(texts: list[str]) -> np.ndarray:
    a, b = minhash_permutations(128, 1)
    return np.concatenate(
        [_numpy_signature_batch(texts[i : i + 256], a, b) for i in range(0, len(texts), 256)]
    )


def datasketch_update(texts: list[str]) -> np.ndarray:
    """Our shingling, then datasketch's ``MinHash.update`` per shingle (SHA-1 of 8 bytes each)."""
    from datasketch import MinHash

    out = []
    for text in texts:
        m = MinHash(num_perm=128)
        for h in shingle_hashes(text):
            m.update(h.tobytes())
        out.append(m.hashvalues)
    return np.array(out)


def datasketch_update_batch(texts: list[str]) -> np.ndarray:
    """Our shingling, then ``update_batch`` on the 32-bit hashes we use: bit-identical to ours."""
    from datasketch import MinHash

    out = []
    for text in texts:
        m = MinHash(num_perm=128, seed=1, hashfunc=int)
        h = shingle_hashes(text) >> np.uint64(32)
        if len(h):
            m.update_batch(h)
        out.append(m.hashvalues)
    return np.array(out, dtype=np.uint64)


def rensa_flat(texts: list[str]) -> np.ndarray:
    """Our shingling (one pass over the batch), then rensa's flat-buffer bulk MinHash."""
    import rensa

    sh, offsets = _batch_shingles(texts)
    m = rensa.RMinHash.digest_matrix_from_flat_token_hashes(sh, offsets.astype(np.uint64), 128, 1)
    return np.asarray(m.to_rows())


CONTENDERS = {
    "ours": ours,
    "ours_numpy": ours_numpy,
    "datasketch_update": datasketch_update,
    "datasketch_update_batch": datasketch_update_batch,
    "rensa": rensa_flat,
}


def compare(texts: list[str]) -> dict:
    """Every contender on the same in-memory texts, best of 3; speedups of ours by name."""
    mb = sum(len(t.encode("utf-8", "surrogatepass")) for t in texts) / 1e6
    rates: dict = {}
    sigs: dict = {}
    for name, fn in CONTENDERS.items():
        wall, cpu, sigs[name] = _timed(fn, texts)
        rates[name] = {"seconds": round(wall, 4), "mb_per_s": round(mb / wall, 3),
                       "mb_per_cpu_s": round(mb / max(cpu, 1e-9), 3)}  # fmt: skip
        print(f"{name}: {rates[name]}", file=sys.stderr)
    # For transparency: rensa's MinHash alone, shingle hashes computed before the clock starts.
    import rensa

    sh, offsets = _batch_shingles(texts)
    offsets = offsets.astype(np.uint64)
    wall, cpu, _ = _timed(
        lambda _: rensa.RMinHash.digest_matrix_from_flat_token_hashes(sh, offsets, 128, 1), texts
    )
    minhash_only = {"mb_per_s": round(mb / wall, 3), "mb_per_cpu_s": round(mb / max(cpu, 1e-9), 3)}
    identical = bool((sigs["ours"].astype(np.uint64) == sigs["datasketch_update_batch"]).all())
    identical = identical and bool((sigs["ours"] == sigs["ours_numpy"]).all())
    t_ours, c_ours = rates["ours"]["seconds"], mb / rates["ours"]["mb_per_cpu_s"]
    return {
        "docs": len(texts),
        "mb": round(mb, 3),
        "rates": rates,
        "rensa_minhash_only_given_shingle_hashes": minhash_only,
        "signatures_bit_identical_to_datasketch_update_batch": identical,
        "speedup": {n: round(r["seconds"] / t_ours, 2) for n, r in rates.items() if n != "ours"},
        "speedup_per_core": {
            n: round((mb / r["mb_per_cpu_s"]) / c_ours, 2) for n, r in rates.items() if n != "ours"
        },
    }


def quality(files: list[Path], pairs: int, seed: int = 7) -> dict:
    """Recall / false-positive rate on real files with controlled edits (exact shingle Jaccard).

    Both files of a pair are shingled as the stage shingles them (``strip_license_comments``), and
    J is the exact Jaccard of those shingle sets. Two rules: ``verify_edges`` on the estimate
    ≥ 0.7 (``recall_j_ge_0.85`` / ``fp_rate_j_le_0.5``) and the stage's own (estimate ≥ 0.7 −
    ``LOOSE_MARGIN``, then exact J ≥ 0.7: ``stage_recall_j_ge_0.85`` / ``stage_fp_rate_j_le_0.5``).
    """
    rng = random.Random(seed)
    pool = [p for p in files if 3_000 <= p.stat().st_size <= 40_000]
    rng.shuffle(pool)
    texts, seen = [], set()
    for p in pool:
        t = read(p)
        key = frozenset(shingle_hashes(t)[:200].tolist())
        if len(tokenize(t[:20000])) >= 400 and key not in seen:
            seen.add(key)
            texts.append(t)
        if len(texts) >= pairs + 1:
            break
    rates = [0.002, 0.005, 0.01, 0.015, 0.02, 0.03, 0.05, 0.08, 0.12, 0.2]
    docs, jac = [], []
    for i, text in enumerate(texts[:pairs]):
        rate = rates[i % len(rates)]
        if rng.random() < 0.5:
            edited = " ".join(
                f"zz{rng.randrange(10**6)}" if rng.random() < rate else t for t in tokenize(text)
            )
        else:
            donor = texts[i + 1].splitlines() or ["/* */"]
            edited = "\n".join(
                rng.choice(donor) + f" /* e{rng.randrange(10**6)} */" if rng.random() < 2 * rate else line
                for line in text.splitlines()
            )
        text, edited = strip_license_comments(text), strip_license_comments(edited)
        a, b = set(shingle_hashes(text).tolist()), set(shingle_hashes(edited).tolist())
        jac.append(len(a & b) / len(a | b))
        docs += [text, edited]
    jac_arr = np.array(jac)
    sig = minhash_signatures(docs)
    out: dict = {
        "pairs": len(jac),
        "pairs_j_ge_0.85": int((jac_arr >= 0.85).sum()),
        "pairs_j_le_0.5": int((jac_arr <= 0.5).sum()),
    }
    for name, banding in (("14x8", CROSS_SOURCE), ("20x6", WITHIN_CORPUS)):
        keys = band_keys(sig, bands=banding.bands, rows=banding.rows)
        cand = unique_edges(
            np.concatenate([candidate_edges(keys[:, b], np.arange(len(docs))) for b in range(banding.bands)])
        )
        found_c = {tuple(e) for e in cand.tolist()}
        found_v = {tuple(e) for e in verify_edges(cand, sig, 0.7).tolist()}
        loose = verify_edges(cand, sig, 0.7 - LOOSE_MARGIN)
        shared, union = exact_similarities(loose, [shingle_set(d) for d in docs])
        exact = np.where(union > 0, shared / np.maximum(union, 1), 1.0)
        found_s = {tuple(e) for e in loose[exact >= 0.7].tolist()}
        hit_c = np.array([(2 * i, 2 * i + 1) in found_c for i in range(len(jac))])
        hit_v = np.array([(2 * i, 2 * i + 1) in found_v for i in range(len(jac))])
        hit_s = np.array([(2 * i, 2 * i + 1) in found_s for i in range(len(jac))])
        hi, lo = jac_arr >= 0.85, jac_arr <= 0.5
        out[name] = {
            "stage_recall_j_ge_0.85": round(float(hit_s[hi].mean()), 4),
            "stage_fp_rate_j_le_0.5": round(float(hit_s[lo].mean()), 4),
            "recall_j_ge_0.85": round(float(hit_v[hi].mean()), 4),
            "fp_rate_j_le_0.5": round(float(hit_v[lo].mean()), 4),
            "candidate_recall_j_ge_0.85": round(float(hit_c[hi].mean()), 4),
            "candidate_rate_j_le_0.5": round(float(hit_c[lo].mean()), 4),
            "predicted_candidate_rate_j_le_0.5": round(
                float(np.mean(detection_probability(jac_arr[lo], bands=banding.bands, rows=banding.rows))), 4
            ),
        }
    return out


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--corpus", nargs="+", help="files or directories of C/C++ source")
    src.add_argument("--split", choices=["dev", "heldout"], help="the origin split of benchmarks/corpora.py")
    ap.add_argument(
        "--repeat", type=int, default=1, help="stream the corpus this many times (distinct copies)"
    )
    ap.add_argument("--baseline-mb", type=float, default=2.0, help="size of the subset timed with datasketch")
    ap.add_argument(
        "--quality-pairs", type=int, default=300, help="edited real-file pairs for recall/FP (0: skip)"
    )
    ap.add_argument("--no-rss-children", action="store_true", help="skip the 1x/4x child processes")
    ap.add_argument(
        "--quality-only", action="store_true", help="measure only --quality-pairs (no speed, no memory)"
    )
    ap.add_argument("--rss-only", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()

    if args.split:
        args.corpus = [
            str(p) for p in (corpora.dev_roots() if args.split == "dev" else corpora.heldout_roots())
        ]
        if args.split == "dev":
            args.corpus += [str(p) for p in corpora.INCLUDE.iterdir() if p.is_file() and not p.is_symlink()]
    files = corpus_files(args.corpus)
    if not files:
        sys.exit("no C/C++ files under " + " ".join(args.corpus))
    if args.quality_only:
        head = {"benchmark": "dedup-quality", "date": time.strftime("%Y-%m-%d", time.gmtime())}
        print(json.dumps({**head, "corpus": args.split or args.corpus, **quality(files, args.quality_pairs)}))
        return
    with tempfile.TemporaryDirectory() as tmp:
        ours = our_path(files, args.repeat, CROSS_SOURCE, Path(tmp))
    if args.rss_only:
        print(
            json.dumps(
                {"peak_rss_mb": round(peak_rss_mb(), 1), "docs": ours["docs"], "mb": round(ours["mb"], 1)}
            )
        )
        return
    print(f"ours: {ours}", file=sys.stderr)

    subset, size = [], 0
    for p in files:
        if size >= args.baseline_mb * 1e6:
            break
        t = read(p)
        subset.append(t)
        size += len(t.encode("utf-8", "surrogatepass"))
    comparison = compare(subset)

    result = {
        "benchmark": "dedup",
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "corpus": args.split or args.corpus,
        "repeat": args.repeat,
        "docs": ours["docs"],
        "mb": round(ours["mb"], 2),
        "docs_per_s": round(ours["docs"] / ours["seconds_to_buckets"], 1),
        "mb_per_s": round(ours["mb"] / ours["seconds_to_buckets"], 2),
        "signature_mb_per_s": round(ours["mb"] / ours["seconds_to_signatures"], 2),
        "end_to_end_with_verify_and_clusters_s": round(ours["seconds_total"], 2),
        "candidate_edges": ours["candidate_edges"],
        "verified_edges": ours["verified_edges"],
        "docs_in_duplicate_clusters": ours["docs_in_duplicate_clusters"],
        "compare": comparison,
        "speedup": comparison["speedup"],
        "speedup_per_core": comparison["speedup_per_core"],
    }
    if args.quality_pairs:
        result["quality"] = quality(files, args.quality_pairs)
    if not args.no_rss_children:
        for k in (1, 4):
            cmd = [sys.executable, __file__, "--rss-only", "--repeat", str(k), "--corpus", *args.corpus]
            child = json.loads(
                subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.splitlines()[-1]
            )
            result[f"rss_{k}x_mb"] = child["peak_rss_mb"]
            result[f"rss_{k}x_corpus_mb"] = child["mb"]
    result["peak_rss_mb"] = round(peak_rss_mb(), 1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
