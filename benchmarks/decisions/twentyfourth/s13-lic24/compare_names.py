"""Every distinct licence name (the committed license-names*.tsv in compare_names-inputs.txt, plus BY_HAND) read by
the old normalizer (main 69f5726, ``git show 69f5726:pipeline/hygiene/license.py > /tmp/lic24/license_old.py``) and
the new one (this branch); prints every name whose reading changes, with its hand reading."""

import csv
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT))
from pipeline.hygiene import license as new  # noqa: E402


def load(name: str, path: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


old = load("license_old", "/tmp/lic24/license_old.py")
lnf = load("lnf", str(ROOT / "benchmarks" / "license_names_fresh.py"))
hand = dict(lnf.BY_HAND)
names: dict[str, str] = {}
for path in sorted(set((HERE / "compare_names-inputs.txt").read_text().split())):
    with open(path, newline="") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    if not rows:
        continue
    if rows[0][:2] == ["source", "value"]:
        for r in rows[1:]:
            if len(r) > 1:
                names.setdefault(r[1], path)
                if len(r) > 5 and r[5] not in ("", "?"):
                    hand.setdefault(r[1], r[5])
    elif rows[0][:1] == ["name"]:
        for r in rows[1:]:
            names.setdefault(r[0], path)
    else:
        for r in rows:
            if len(r) > 1:
                names.setdefault(r[1].strip("'"), path)
for k in lnf.BY_HAND:
    names.setdefault(k, "BY_HAND")


def read(module, name: str) -> str:
    return module.normalize_expression(name) if module.is_known_expression(name) else ""


changed = [(n, read(old, n), read(new, n)) for n in sorted(names)]
changed = [(n, a, b) for n, a, b in changed if a != b]
print(f"names {len(names)} changed {len(changed)}")
for n, a, b in changed:
    h = hand.get(n, "?")
    flag = "BAD (judged no licence)" if h == "" and b else ("OK" if h == b else "CHECK")
    print(f"{n!r}\told={a!r}\tnew={b!r}\thand={h!r}\t{flag}\t{names[n]}")
