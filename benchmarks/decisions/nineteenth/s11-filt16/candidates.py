"""Candidates where filter 15 and 16 may differ: literal mass over data-blob's share and size bounds
(the only files program_beside_data is asked about), or fewer than 12 non-blank code lines (empty_guard)."""

import sys

sys.path.insert(0, "/work/wt/filt16/benchmarks")
sys.path.insert(0, "/work/wt/filt16")
import filter_dump

from pipeline.config import FilterConfig
from pipeline.hygiene import quality as q

cfg = FilterConfig()
split = sys.argv[1]
n = 0
with open(f"/tmp/f16/cands/{split}.txt", "w") as out:
    for rel, _data, text in filter_dump.unique_texts(split):
        n += 1
        code = q.without_comments(text)
        small = sum(1 for line in code.splitlines() if line.strip()) < 12
        m = q.literal_mass(text, code) if not small else None
        if small or (m.share >= cfg.max_blob_share and m.chars >= cfg.min_blob_chars):
            out.write(rel + "\n")
print(split, n, file=sys.stderr)
