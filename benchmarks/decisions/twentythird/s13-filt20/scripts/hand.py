exec(open("/tmp/filt20/common.py").read())
import re
HAND = re.compile(r"hand[- ]?(?:edit|writ|craft|made|maint|modif|tun|coded|generat|written|adjust|fix|patch|chang|tweak)|by hand|manual(?:ly)?|edited|modified|based on|derived from|adapted from|tweak|patched|hacked", re.I)
n = 0
for s in SETS:
    try: d = dump(s, "before")
    except FileNotFoundError: print("no", s); continue
    for rel, (reason, detail) in d.items():
        if reason != "auto-generated": continue
        n += 1
        text = path_of(s, rel).read_text(errors="replace")
        head = quality.header_comment(text)
        for m in HAND.finditer(head):
            a = head.rfind("\n", 0, m.start()) + 1; b = head.find("\n", m.end())
            print(s, rel, verd.get((s, rel), ("-",))[0], repr(head[a:b if b > 0 else None][:150]), sep="\t")
print(n, "checked")
