exec(open("/tmp/filt20/common.py").read())
from pipeline.stages import filter as F
from pipeline.config import FilterConfig
cfg = FilterConfig()
n = 0
for s in SETS:
    for rel, (reason, detail) in dump(s, "before").items():
        if reason != "auto-generated": continue
        n += 1
        text = path_of(s, rel).read_text(errors="replace")
        b = quality.generator_banner(text, cfg.generated_patterns)
        if b is None or b != detail:
            print(s, rel, verd.get((s, rel), ("-",))[0], repr(detail), repr(b), sep="\t")
print(n, "checked")
