"""Tokenizer slot choice: counts over every shard (the ``tokenizer`` stage's count step) against the
counts of a ``sample_bytes`` sample (what the stage did before), on the C/C++ files of /usr/include.

The corpus is every C/C++ file (``tokenizer.corpus.iter_source_files``, at most 1 MB each) under
/usr/include, in path order, cut into shards of ``--shard-docs`` documents as acquire would. A
document's id is the first 16 hex digits of SHA-256 of its path (standing in for acquire's doc_id);
the sample is the stage's rule (``stages.tokenizer.sample_texts``): documents whose id hashes below
``sample_bytes / total bytes``.

Measured: the domain slots and the morpheme seeds chosen (``selection.select_domain`` /
``select_seeds``, default thresholds) from the per-shard counts summed (``ScanResult.merge`` of
``to_table(scan_keys())``), checked equal to one scan of the whole corpus, and from each sample;
the count step's throughput (scan + table, one core). This is a count of choices, not a quality
figure: nothing here is evaluated on held-out text.

Usage: python benchmarks/tokenizer_counts.py [--sample-mb 8,64] [--shard-docs 2000] [--max-mb 0]
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.tokenizer import _native  # noqa: E402
from pipeline.tokenizer.bands import band_layout  # noqa: E402
from pipeline.tokenizer.corpus import iter_source_files, read_text  # noqa: E402
from pipeline.tokenizer.scan import ScanResult, scan_texts  # noqa: E402
from pipeline.tokenizer.selection import scan_keys, select_domain, select_seeds  # noqa: E402


def choices(scan: ScanResult) -> tuple[set[str], list[str]]:
    kept, _ = select_domain(scan, band_layout()["domain"][0])
    return set(kept), [s for s, _ in select_seeds(scan)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", default="/usr/include")
    ap.add_argument("--sample-mb", default="8,64", help="sample sizes to compare, MB, comma-separated")
    ap.add_argument("--shard-docs", type=int, default=2000)
    ap.add_argument("--max-mb", type=float, default=0.0, help="stop after this many MB (0: every file)")
    args = ap.parse_args()
    if not _native.available():
        raise SystemExit("the compiled core is not built: python setup.py build_ext --inplace")

    files = list(iter_source_files([args.root]))
    ids, sizes = [], []
    texts: list[str] = []
    total = 0
    for f in files:
        t = read_text(f)
        texts.append(t)
        ids.append(hashlib.sha256(str(f).encode()).hexdigest()[:16])
        sizes.append(len(t.encode("utf-8", "surrogatepass")))
        total += sizes[-1]
        if args.max_mb and total >= args.max_mb * 1e6:
            break

    keys = scan_keys()
    t0 = time.perf_counter()
    shard_tables = [
        scan_texts(texts[i : i + args.shard_docs]).to_table(keys)
        for i in range(0, len(texts), args.shard_docs)
    ]
    count_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    merged = ScanResult.merge(shard_tables)
    merge_s = time.perf_counter() - t0
    full_kept, full_seeds = choices(merged)
    one_kept, one_seeds = choices(scan_texts(texts))
    out: dict = {
        "benchmark": "tokenizer_counts",
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "machine": f"{platform.machine()} {platform.system()} {platform.release()}",
        "python": platform.python_version(),
        "corpus": {"root": args.root, "documents": len(texts), "bytes": total, "shards": len(shard_tables)},
        "count_step": {
            "seconds": round(count_s, 3),
            "mb_per_s_one_core": round(total / 1e6 / count_s, 1),
            "merge_seconds": round(merge_s, 3),
            "rows_per_shard_max": max(t.num_rows for t in shard_tables),
        },
        "merged_equals_one_scan": full_kept == one_kept and full_seeds == one_seeds,
        "all_shards": {"domain_slots": len(full_kept), "seeds": len(full_seeds)},
        "samples": [],
    }
    for mb in (float(x) for x in args.sample_mb.split(",")):
        rate = 1.0 if total <= mb * 1e6 else mb * 1e6 / total
        cut = int(rate * 2**32)
        chosen = [t for t, i in zip(texts, ids, strict=True) if rate >= 1.0 or int(i[:8], 16) < cut]
        kept, seeds = choices(scan_texts(chosen))
        out["samples"].append(
            {
                "sample_mb": mb,
                "documents": len(chosen),
                "bytes": sum(len(t.encode("utf-8", "surrogatepass")) for t in chosen),
                "domain_slots": len(kept),
                "slots_also_in_all_shards": len(kept & full_kept),
                "slots_only_in_sample": sorted(kept - full_kept),
                "slots_missed_by_sample": len(full_kept - kept),
                "seeds": len(seeds),
                "seeds_in_another_order": seeds != full_seeds and set(seeds) == set(full_seeds),
                "seeds_not_chosen_from_all_shards": len(set(seeds) - set(full_seeds)),
            }
        )
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
