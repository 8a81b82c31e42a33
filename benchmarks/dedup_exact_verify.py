"""Near-dedup verification: the MinHash estimate against the exact Jaccard, on real edited pairs.

    python benchmarks/dedup_exact_verify.py [--pairs 600] [--seed 11]

Real headers under /usr/include (``hygiene_fixtures.real_headers``, a seed other than the quality
test's 3 by default), each paired with an edited copy (token substitutions or replaced lines at
rates spread so the pairs' exact Jaccard spans 0.3-1.0). Candidates come from the stage's banding
(20 x 6); then two verifications are compared:

- ``estimate``: the old stage rule, estimated Jaccard (128 values) ≥ 0.7;
- ``exact``: the stage's rule since dedup CODE_VERSION 4, estimate ≥ 0.7 - LOOSE_MARGIN as a
  pre-filter, then the exact Jaccard of the shingle sets ≥ 0.7.

Reported per rule: recall at exact J ≥ 0.85, false-positive rate at J ≤ 0.5, ``wrong_accepts``
(accepted pairs whose exact J < 0.7: drops the issue forbids) and ``missed_at_or_above``
(pairs at exact J ≥ 0.7 that were candidates but not accepted), plus the CPU seconds the exact
step took (shingle sets + intersections for the pre-filtered edges). One JSON line on stdout.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "hygiene"))

from hygiene_fixtures import read_text, real_headers  # noqa: E402

from pipeline.hygiene.neardup import (  # noqa: E402
    LOOSE_MARGIN,
    WITHIN_CORPUS,
    band_keys,
    candidate_edges,
    estimated_jaccard,
    exact_similarities,
    minhash_signatures,
    shingle_hashes,
    shingle_set,
    tokenize,
    unique_edges,
)

THRESHOLD = 0.7


def edit(text: str, rate: float, rng: random.Random, donor: str) -> str:
    """Substitute a fraction of tokens, or replace a fraction of lines (as the quality test does)."""
    if rng.random() < 0.5:
        return " ".join(f"zz{rng.randrange(10**6)}" if rng.random() < rate else t for t in tokenize(text))
    donor_lines = donor.splitlines() or ["/* */"]
    return "\n".join(
        rng.choice(donor_lines) + f" /* e{rng.randrange(10**6)} */" if rng.random() < rate * 2 else line
        for line in text.splitlines()
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs", type=int, default=600)
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    texts, seen = [], set()
    for p in real_headers(min_bytes=3_000, max_bytes=40_000, limit=3 * args.pairs, seed=args.seed):
        t = read_text(p)
        key = frozenset(shingle_hashes(t)[:200].tolist())
        if len(tokenize(t[:20000])) >= 400 and key not in seen:
            seen.add(key)
            texts.append(t)
    texts = texts[: args.pairs + 1]
    rng = random.Random(args.seed)
    rates = [0.002, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04, 0.05, 0.08, 0.12, 0.2]
    docs: list[str] = []
    for i, text in enumerate(texts[:-1]):
        docs += [text, edit(text, rates[i % len(rates)], rng, texts[i + 1])]
    n = len(docs) // 2
    sets = [shingle_set(t) for t in docs]
    pair_shared, pair_union = exact_similarities(np.arange(2 * n).reshape(n, 2), sets)
    jac = pair_shared / np.maximum(pair_union, 1)
    sig = minhash_signatures(docs)
    keys = band_keys(sig, bands=WITHIN_CORPUS.bands, rows=WITHIN_CORPUS.rows)
    ids = np.arange(len(docs))
    cand = unique_edges(
        np.concatenate([candidate_edges(keys[:, b], ids) for b in range(WITHIN_CORPUS.bands)])
    )
    est = np.atleast_1d(estimated_jaccard(sig[cand[:, 0]], sig[cand[:, 1]]))
    accepted_estimate = cand[est >= THRESHOLD]
    t0 = time.process_time()
    loose = cand[est >= THRESHOLD - LOOSE_MARGIN]
    needed = np.unique(loose)
    exact_sets = {int(i): shingle_set(docs[int(i)]) for i in needed}
    shared, uni = exact_similarities(loose, exact_sets)
    exact_j = np.where(uni > 0, shared / np.maximum(uni, 1), 1.0)
    exact_cpu = time.process_time() - t0
    accepted_exact = loose[exact_j >= THRESHOLD]
    cand_set = {tuple(e) for e in cand.tolist()}
    all_sets = {i: sets[i] for i in range(len(docs))}

    def summary(accepted: np.ndarray) -> dict:
        found = {tuple(e) for e in accepted.tolist()}
        hit = np.array([(2 * i, 2 * i + 1) in found for i in range(n)])
        s, u = exact_similarities(accepted, all_sets)
        j = np.where(u > 0, s / np.maximum(u, 1), 1.0)
        missed = [
            i for i in range(n) if jac[i] >= THRESHOLD and (2 * i, 2 * i + 1) in cand_set and not hit[i]
        ]
        return {
            "accepted_edges": len(accepted),
            "recall_j_ge_0.85": round(float(hit[jac >= 0.85].mean()), 4),
            "fp_rate_j_le_0.5": round(float(hit[jac <= 0.5].mean()), 4),
            "wrong_accepts_exact_j_lt_0.7": int((j < THRESHOLD).sum()),
            "wrong_accepts_min_exact_j": round(float(j.min()), 4) if len(j) else None,
            "missed_at_or_above_0.7_among_candidates": len(missed),
        }

    out = {
        "pairs": n,
        "seed": args.seed,
        "banding": "20x6",
        "pairs_j_ge_0.85": int((jac >= 0.85).sum()),
        "pairs_j_in_0.6_0.8": int(((jac >= 0.6) & (jac < 0.8)).sum()),
        "pairs_j_le_0.5": int((jac <= 0.5).sum()),
        "candidate_edges": len(cand),
        "prefiltered_edges": len(loose),
        "exact_step_cpu_s": round(exact_cpu, 3),
        "estimate": summary(accepted_estimate),
        "exact": summary(accepted_exact),
    }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
