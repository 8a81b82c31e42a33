import sys, glob, os, csv
W = os.environ.get("W", "/work/wt/filt20")
sys.path.insert(0, W); sys.path.insert(0, W + "/benchmarks")
import corpora
from pipeline.hygiene import quality
from pathlib import Path
H = Path.home() / ".cache/cppcorpus"
SETS = open("/tmp/filt20/sets.txt").read().split()
def path_of(s, rel):
    if s in ("dev", "confirm", "heldout"):
        return corpora.INCLUDE / rel
    return H / s / rel
verd = {}
D = "/work/main/benchmarks/decisions"
def load(s, f):
    if not os.path.exists(f): return
    for r in csv.DictReader(open(f), delimiter="\t"):
        verd[(s, r["path"])] = (r["verdict"], os.path.basename(f))
for s in SETS:
    bases = [D] if s in ("dev", "heldout", "confirm") else [f"{D}/{s}"]
    if s == "confirm": bases.append(f"{D}/confirm")
    for base in bases:
        for f in glob.glob(base + "/filter-*.tsv"):
            load(s, f)
def dump(s, tag):
    d = {}
    fn = f"/tmp/filt20/dumps/{s}-{tag}.tsv"
    if tag == "before" and not os.path.exists(fn):
        fn = f"/tmp/filt19/dumps/{s}-after.tsv"
    for line in open(fn):
        rel, reason, detail = line.rstrip("\n").split("\t", 2)
        d[rel] = (reason, detail)
    return d
