"""Does the filter decide the same with and without its compiled core? Every file under the given
roots judged twice by ``quality_reason`` (the verdict: reason and detail), once with
``pipeline/hygiene/_quality.c`` and once on the Python path (``CPPCORPUS_NO_NATIVE_QUALITY=1``).

    python benchmarks/filter_native_identity.py /usr/include [ROOT ...] [--max-bytes 4000000]

Paths are judged relative to their root (so the suffix rules apply as in a source), texts decoded
as UTF-8 with replacement characters. Prints JSON: files, bytes, non-ASCII files, verdict counts,
the CPU seconds of each path, and every file whose verdict differs (the first 50).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("roots", nargs="+")
    ap.add_argument("--max-bytes", type=int, default=4_000_000)
    a = ap.parse_args()
    from pipeline.config import FilterConfig
    from pipeline.hygiene import _quality_native
    from pipeline.stages.filter import quality_reason

    assert _quality_native.available(), "the compiled core is not built"
    cfg = FilterConfig()
    docs = []
    for root in map(Path, a.roots):
        for dirpath, _dirs, names in os.walk(root):
            for name in sorted(names):
                p = Path(dirpath) / name
                if p.is_symlink() or not p.is_file() or p.stat().st_size > a.max_bytes:
                    continue
                docs.append((str(p.relative_to(root)), p.read_bytes().decode("utf-8", "replace")))
    c0 = time.process_time()
    native = [quality_reason(path, text, cfg) for path, text in docs]
    native_s = time.process_time() - c0
    os.environ["CPPCORPUS_NO_NATIVE_QUALITY"] = "1"
    _quality_native._lib.cache_clear()
    assert not _quality_native.available()
    c0 = time.process_time()
    python = [quality_reason(path, text, cfg) for path, text in docs]
    python_s = time.process_time() - c0
    differing = [
        {"path": path, "native": n, "python": p}
        for (path, _), n, p in zip(docs, native, python, strict=True)
        if n != p
    ]
    print(
        json.dumps(
            {
                "roots": a.roots,
                "files": len(docs),
                "bytes": sum(len(t.encode()) for _, t in docs),
                "non_ascii_files": sum(not t.isascii() for _, t in docs),
                "verdicts": dict(Counter("kept" if v is None else v[0] for v in native).most_common()),
                "cpu_s": {"native": round(native_s, 2), "python": round(python_s, 2)},
                "differing_count": len(differing),
                "differing": differing[:50],
                "load_average": os.getloadavg(),
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    main()
