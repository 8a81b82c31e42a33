import json, sys, glob, os
for f in sorted(glob.glob("license-changes-*.json")):
    s = f[len("license-changes-"):-5]
    try:
        d = json.load(open(f))
    except Exception as e:
        print(s, "no report", e); continue
    n = sum(1 for _ in open(f"license-changes-{s}.tsv")) - 1
    ev = d.get("earlier_verdicts", {})
    bad = {k: (v.get("correct_no_longer_dropped"), v.get("reason_changed")) for k, v in ev.items()}
    print(s, "changed", n, d.get("changed_decisions"), "drops", d.get("license_drops_old"), "->", d.get("license_drops"), "judged:", {k: (len(a or []), len(b or [])) for k, (a, b) in bad.items()})
print("--- compare with s12-lic21 reports")
base = "/work/wt/lic22/benchmarks/decisions/twentysecond/s12-lic21"
for f in sorted(glob.glob("license-changes-*.json")):
    s = f[len("license-changes-"):-5]
    try:
        d = json.load(open(f)); o = json.load(open(f"{base}/license-changes-{s}.json"))
    except Exception as e:
        print(s, "skip", e); continue
    for k, v in d.get("earlier_verdicts", {}).items():
        ov = o.get("earlier_verdicts", {}).get(k, {})
        for key in ("correct_no_longer_dropped", "reason_changed", "wrong_still_dropped", "wrong_now_kept"):
            if sorted(map(str, v.get(key) or [])) != sorted(map(str, ov.get(key) or [])):
                print(s, k, key, "differs:", len(v.get(key) or []), "vs lic21", len(ov.get(key) or []))
