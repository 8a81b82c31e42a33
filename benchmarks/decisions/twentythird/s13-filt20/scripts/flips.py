exec(open("/tmp/filt20/common.py").read())
import json
tot = 0
for s in SETS:
    a = dump(s, "before") if os.path.exists(f"/tmp/filt20/dumps/{s}-before.tsv") else None
    b = dump(s, "after")
    a = {}
    for line in open(f"/tmp/filt20/dumps/{s}-before.tsv"):
        rel, reason, detail = line.rstrip("\n").split("\t", 2); a[rel] = (reason, detail)
    assert a.keys() == b.keys(), s
    for rel in a:
        if a[rel] != b[rel]:
            tot += 1
            v = verd.get((s, rel))
            kind = "REASON" if a[rel][0] != b[rel][0] else "detail"
            print(s, kind, rel, a[rel][0], b[rel][0], (v[0] + " (" + v[1] + ")") if v else "unjudged", a[rel][1][:110], b[rel][1][:110], sep="\t")
print("changes", tot, file=sys.stderr)
