"""The license part of ``decisions_fresh.py`` with the package-metadata evidence (issue 8): drops and
recorded licenses on the FRESH set, old code against new.

FRESH's laid-out trees (``corpora.install_fresh``) hold the C/C++ files and the license files only; a
pipeline run sees every file of a package, its ``package.json`` / ``PKG-INFO`` / ``pyproject.toml`` /
README included (acquire keeps them; the filter drops them by extension after the license stage has
read them). This benchmark gives the license chain the same evidence: the license files of the set
plus the metadata files (``license.is_metadata_file``) read from each npm / PyPI archive in
``_downloads`` at their paths under the origin's root (excluded folders left out, as for the set).
The Debian origins have no metadata: their copyright file stands in as the LICENSE, as before.

Files measured exactly as ``decisions_fresh.py`` measures them (exact copies once; copies of DEV,
HELDOUT or CONFIRM files skipped; the filter's ``quality_reason`` first, then the license chain on
what it keeps). ``--old`` names a git revision whose ``pipeline/hygiene/license.py`` is run beside the
current one on the license files only (the evidence the old stage read), so every decision that
changed is listed (``--changes``). The filter verdicts are cached (``--filter-cache``): the filter
is not what this measures and takes most of the time.

    python benchmarks/license_fresh.py --old ad33c2a --changes changes.tsv --all-drops drops.tsv
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import subprocess
import sys
import tarfile
import tempfile
import time
from collections import Counter
from pathlib import Path, PurePosixPath

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402
import decisions  # noqa: E402

from pipeline.config import FilterConfig, LicensePolicy  # noqa: E402
from pipeline.hygiene import license as lic  # noqa: E402
from pipeline.stages.filter import quality_reason  # noqa: E402

HERE = Path(__file__).resolve().parent / "decisions" / "fresh"


def metadata_files(origin: str, root: Path, origins: dict | None = None) -> dict[str, str]:
    """The package-metadata files of one npm / PyPI origin of a package set (FRESH by default), read
    from its archive: path under the origin's root -> text (none for Debian origins)."""
    o = (origins if origins is not None else corpora.FRESH)[origin]
    downloads = root / "_downloads"
    if o.kind == "npm":
        archive = downloads / f"{o.package.lstrip('@').replace('/', '-')}-{o.version}.tgz"
    elif o.kind == "pypi":
        archive = downloads / f"{PurePosixPath(o.root).parts[0]}.tar.gz"  # the sdist's top folder
    else:
        return {}
    out: dict[str, str] = {}
    with tarfile.open(archive) as tf:
        for m in tf:
            if not m.isfile() or not m.name.startswith(o.root + "/"):
                continue
            rel = PurePosixPath(m.name[len(o.root) + 1 :])
            if any(rel.is_relative_to(x) for x in o.exclude) or not lic.is_metadata_file(str(rel)):
                continue
            data = tf.extractfile(m).read()
            if len(data) <= 200_000:
                out[str(rel)] = data.decode(errors="replace")
    return out


def load_old(rev: str):
    """``pipeline/hygiene/license.py`` as it was at git revision ``rev``, as a module."""
    repo = Path(__file__).resolve().parent.parent
    src = subprocess.run(
        ["git", "-C", str(repo), "show", f"{rev}:pipeline/hygiene/license.py"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    path = Path(tempfile.mkdtemp()) / "license_old.py"
    path.write_text(src)
    spec = importlib.util.spec_from_file_location("license_old", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["license_old"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def measured(root: Path, cache: Path | None) -> list[tuple[str, str, str, str | None]]:
    """(origin, path in origin, text, filter reason or None) of every measured file, as
    ``decisions_fresh.py`` selects them; filter verdicts from ``cache`` when it exists."""
    cached: dict[str, str | None] | None = None
    if cache and cache.exists():
        cached = json.loads(cache.read_text())
    fcfg = FilterConfig()
    out = []
    for origin, rel, text in decisions.set_texts("fresh", root):
        if cached is not None:
            reason = cached[f"{origin}/{rel}"]
        else:
            verdict = quality_reason(rel, text, fcfg)
            reason = verdict[0] if verdict else None
        out.append((origin, rel, text, reason))
    if cache and cached is None:
        cache.write_text(json.dumps({f"{o}/{r}": reason for o, r, _, reason in out}))
    return out


def measured_set(pset, root: Path, filter_drops: Path) -> list[tuple[str, str, str, str | None]]:
    """As ``measured`` for a later package-built set (FOURTH, FIFTH): files selected as
    ``decisions_fresh.py --set`` selects them (copies of DEV/HELDOUT/CONFIRM and of the earlier
    package sets skipped), the filter's verdicts taken from a run's ``drops.tsv.gz``."""
    import gzip

    filtered = {}
    with gzip.open(filter_drops, "rt") if filter_drops.suffix == ".gz" else filter_drops.open() as f:
        for line in f:
            reason, path, *_ = line.rstrip("\n").split("\t")
            if reason.startswith("filter/"):
                filtered[path] = reason.split("/", 1)[1]
    return [
        (origin, rel, text, filtered.get(f"{origin}/{rel}"))
        for origin, rel, text in decisions.set_texts(pset.name, root)
    ]


def chain(module, text: str, rel: str, tree, policy) -> tuple[str, str, str]:
    """(reason, expression, evidence) of the license chain of ``module`` on one file."""
    found = module.resolve(module.detect_file_license(text), module.license_for(rel, tree))
    v = module.classify(found.expression if found else None, policy)
    reason = v.reason.split(":")[0]
    return reason, (v.expression or ""), (f"{found.method}: {found.detail}" if found else "none")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=None, help="the FRESH set (default: corpora.fresh_dir())")
    ap.add_argument(
        "--filter-cache", type=Path, default=None, help="JSON of the filter's verdicts (made if absent)"
    )
    ap.add_argument("--old", default=None, help="git revision of the license module to compare with")
    ap.add_argument("--changes", default=None, help="write every file whose license decision changed here")
    ap.add_argument("--all-drops", default=None, help="write every license drop (reason, path, detail) here")
    ap.add_argument("--verdicts", type=Path, default=None)
    ap.add_argument("--set", choices=sorted(corpora.SETS), default="fresh", help="the package-built set")
    ap.add_argument(
        "--filter-drops",
        type=Path,
        default=None,
        help="a run's drops.tsv.gz: the filter verdicts (not fresh)",
    )
    args = ap.parse_args()
    pset = corpora.SETS[args.set]
    root = args.root or pset.dir()
    verdict_dir = args.verdicts or HERE.parent / args.set
    policy = LicensePolicy()
    t0 = time.process_time()
    if args.set == "fresh" and args.filter_drops is None:
        files = measured(root, args.filter_cache)
    else:
        if args.filter_drops is None:
            raise SystemExit("--filter-drops RUN/drops.tsv.gz is needed for a set other than fresh")
        files = measured_set(pset, root, args.filter_drops)
    old = load_old(args.old) if args.old else None
    # each revision decides under its own default policy (an allow-list change is a change of decision)
    old_policy = old.LicensePolicy() if old else None
    trees, old_trees, evidence_files = {}, {}, Counter()
    for origin in pset.origins:
        license_files = corpora.set_license_files(pset, origin, root)
        meta = metadata_files(origin, root, pset.origins)
        evidence_files.update(Path(p).name for p in meta)
        trees[origin] = lic.detect_tree_licenses({**license_files, **meta})
        if old:
            old_trees[origin] = old.detect_tree_licenses({**license_files, **meta})
    drops: dict[str, list[tuple[str, str]]] = {}
    old_drops: Counter[str] = Counter()
    methods: Counter[str] = Counter()
    changes: list[tuple[str, ...]] = []
    kept = 0
    for origin, rel, text, reason in files:
        if reason is not None:
            continue
        kept += 1
        new = chain(lic, text, rel, trees[origin], policy)
        methods[new[2].split(":")[0]] += 1
        if new[0] != "license/allowed":
            drops.setdefault(new[0], []).append((f"{origin}/{rel}", f"{new[2]} -> {new[1]}"))
        if old:
            before = chain(old, text, rel, old_trees[origin], old_policy)
            if before[0] != "license/allowed":
                old_drops[before[0]] += 1
            if before[:2] != new[:2]:
                changes.append((f"{origin}/{rel}", *before, *new))
    if args.all_drops:
        with open(args.all_drops, "w") as f:
            for reason in sorted(drops):
                for rel, detail in sorted(drops[reason]):
                    f.write(f"{reason}\t{rel}\t{detail}\n")
    if args.changes:
        with open(args.changes, "w") as f:
            f.write("path\told_reason\told_license\told_evidence\tnew_reason\tnew_license\tnew_evidence\n")
            for row in sorted(changes):
                f.write("\t".join(row) + "\n")
    # the earlier runs' hand verdicts on license drops: which of those files are still dropped
    earlier = {}
    for name in ("license-unknown", "license-denied", "license-proprietary"):
        tsv = verdict_dir / f"{name}.tsv"
        if tsv.exists():
            rows = [line.split("\t") for line in tsv.read_text().splitlines()[1:] if line.strip()]
            still = {p: reason for reason, r in drops.items() for p, _ in r}
            judged_reason = "license/" + name.split("-", 1)[1]
            earlier[name] = {
                "judged": len(rows),
                "wrong": sum(r[1] == "wrong" for r in rows),
                "wrong_still_dropped": sorted(r[0] for r in rows if r[1] == "wrong" and r[0] in still),
                "wrong_now_kept": sorted(r[0] for r in rows if r[1] == "wrong" and r[0] not in still),
                "correct_no_longer_dropped": sorted(
                    r[0] for r in rows if r[1] == "correct" and r[0] not in still
                ),
                # still dropped, under another reason (``license/unknown`` -> ``license/denied``)
                "reason_changed": sorted(
                    f"{r[0]} ({r[1]}): {judged_reason} -> {still[r[0]]}"
                    for r in rows
                    if r[0] in still and still[r[0]] != judged_reason
                ),
            }
    change_kinds = Counter(
        ("dropped->kept" if r[1] != "license/allowed" and r[4] == "license/allowed" else
         "kept->dropped" if r[1] == "license/allowed" and r[4] != "license/allowed" else
         "license changed")
        for r in changes
    )  # fmt: skip
    print(
        json.dumps(
            {
                "benchmark": "license_fresh",
                "set": args.set,
                "date": time.strftime("%Y-%m-%d", time.gmtime()),
                "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
                f"Python {platform.python_version()}",
                "load_average": os.getloadavg(),
                "files_measured": len(files),
                "kept_by_filter": kept,
                "metadata_files_read": dict(evidence_files.most_common()),
                "license_drops": {r: len(v) for r, v in sorted(drops.items())},
                "license_drops_old": dict(sorted(old_drops.items())) if old else None,
                "evidence_of_new_decisions": dict(methods.most_common()),
                "changed_decisions": dict(change_kinds) if old else None,
                "earlier_verdicts": earlier,
                "cpu_s": round(time.process_time() - t0, 1),
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
