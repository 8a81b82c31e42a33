import sys
from pathlib import Path

tree, split, tag = sys.argv[1:4]
sys.path.insert(0, tree + "/benchmarks")
sys.path.insert(0, tree)
import corpora  # noqa: E402

from pipeline.config import FilterConfig  # noqa: E402
from pipeline.stages.filter import quality_reason  # noqa: E402

cfg = FilterConfig()
root = corpora.SETS[split].dir()
with open(f"/tmp/f16/cands/{tag}-{split}.tsv", "w") as out:
    for rel in Path(f"/tmp/f16/cands/{split}.txt").read_text().split("\n"):
        if not rel:
            continue
        text = (root / rel).read_bytes().decode()  # as filter_dump reads: no newline translation
        v = quality_reason(rel.split("/", 1)[1], text, cfg)
        r, d = v if v else ("keep", "")
        out.write(f"{rel}\t{r}\t{d}\n")
