"""Benchmark scrubbing on real C/C++: false-positive rate (redactions per MB), a sample, MB/s.

    python benchmarks/scrub.py --corpus /usr/include /usr/include/c++/12 [--samples 8] [--planted 200]

Every C/C++ file (by suffix, or suffix-less like libstdc++ headers; ≤ 1 MB) under the roots is
scrubbed once with the default ``ScrubPolicy``. Real system headers hold no secrets, so every
secret redaction there is a false positive; emails and network addresses there are mostly real
(maintainer addresses in copyright lines), and the sample shows which. ``--planted N`` also
plants the issue-3 secrets/PII into N of the files and counts planted values that survive
(must be 0). Progress goes to stderr; the last stdout line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.config import CPP_EXTENSIONS  # noqa: E402
from pipeline.hygiene.planting import plant, planted_items  # noqa: E402
from pipeline.hygiene.scrub import ScrubError, find_redactions, scrub  # noqa: E402

CPP_SUFFIXES = set(CPP_EXTENSIONS)  # the filter stage's allow-list


def corpus_files(roots: list[str]) -> list[Path]:
    found: set[Path] = set()
    for root in roots:
        base = Path(root)
        for p in [base] if base.is_file() else base.rglob("*"):
            try:
                wanted = p.is_file() and not p.is_symlink() and (p.suffix in CPP_SUFFIXES or not p.suffix)
                if wanted and 0 < p.stat().st_size <= 1 << 20:
                    found.add(p.resolve())
            except OSError:
                continue
    return sorted(found)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", nargs="+", required=True)
    ap.add_argument("--samples", type=int, default=8, help="redacted values shown per kind")
    ap.add_argument("--planted", type=int, default=200, help="files to plant secrets into (0: skip)")
    args = ap.parse_args()
    files = corpus_files(args.corpus)
    texts = [(p, p.read_bytes().decode("utf-8", errors="replace")) for p in files]
    nbytes = sum(len(t.encode("utf-8", "surrogatepass")) for _, t in texts)

    t0 = time.perf_counter()
    counts: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    changed_files = 0
    for _, text in texts:
        try:
            result = scrub(text)
        except ScrubError as err:
            errors[err.reason] += 1
            continue
        counts.update(result.counts)
        changed_files += bool(result.counts)
    seconds = time.perf_counter() - t0

    # Samples (not timed): what exactly was redacted, spread over the corpus (seeded).
    found: dict[str, list[str]] = defaultdict(list)
    for path, text in texts:
        try:
            for r in find_redactions(text):
                found[r.kind].append(f"{path}: {r.value[:60]!r}")
        except ScrubError:
            continue
    rng = random.Random(0)
    samples = {k: sorted(rng.sample(v, min(args.samples, len(v)))) for k, v in sorted(found.items())}

    mb = nbytes / 1e6
    result_json: dict = {
        "benchmark": "scrub",
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "corpus": args.corpus,
        "files": len(texts),
        "mb": round(mb, 2),
        "mb_per_s": round(mb / seconds, 2),
        "files_changed": changed_files,
        "redactions": dict(sorted(counts.items())),
        "redactions_per_mb": {k: round(v / mb, 3) for k, v in sorted(counts.items())},
        "redactions_per_mb_total": round(sum(counts.values()) / mb, 3),
        "scrub_errors": dict(errors),
        "samples": samples,
    }
    if args.planted:
        rng = random.Random(42)
        survivors = planted = 0
        for _, text in rng.sample(texts, min(args.planted, len(texts))):
            items = planted_items(rng)
            out = scrub(plant(text, items, rng)).text
            for _, _, values in items:
                planted += len(values)
                survivors += sum(v in out for v in values)
        result_json["planted_values"] = planted
        result_json["planted_survivors"] = survivors
    print(json.dumps(result_json, indent=None))


if __name__ == "__main__":
    main()
