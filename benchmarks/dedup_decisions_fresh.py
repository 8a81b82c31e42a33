"""The dedup stage's drops of a pipeline run over a package-built set (FRESH, FOURTH), sampled for
judging by hand and scored against the set's verdicts.

    python benchmarks/dedup_decisions_fresh.py --set SET --write-sources SETDIR SOURCES.yaml
    cppcorpus run --sources SOURCES.yaml --root LAKE --until dedup     # one folder source per origin
    python benchmarks/dedup_decisions_fresh.py --set SET --root LAKE --sources SOURCES.yaml \
        [--out RUN/dedup-samples.tsv] [--templates] [--show] > RUN/dedup.json

``--set fresh`` (default): ``benchmarks/dedup_decisions.py`` as it is (its seeded draw, per-pair
figures), with the hand verdicts read from ``decisions/fresh/dedup_drops.tsv`` (reason, dropped,
kept, verdict ``true``/``false``, note).

``--set fourth``: the stable draw of ``decisions.sample_drops`` (paths ranked by a seeded hash, so a
re-run after a code change draws the same paths wherever those files still drop), the same per-pair
figures (recorded similarity, exact shingle Jaccard, identical-line share), and the verdicts in the
filter/license form: ``decisions/fourth/dedup-<reason>.tsv`` (path ``origin/path`` of the dropped
file, verdict ``correct``/``wrong``, reason; ``context`` names the kept file and the Jaccards).
``--out`` writes the sample (reason ``dedup/<reason>``, path, detail) that
``decisions_fresh.py --score`` reads; ``--templates`` adds the unjudged sampled paths to the verdict
files. A drop is correct when the dropped file is a copy or a templated variant of the kept file.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402
import decisions  # noqa: E402
import decisions_fresh  # noqa: E402
import dedup_decisions  # noqa: E402

FRESH_VERDICTS = Path(__file__).resolve().parent / "decisions" / "fresh" / "dedup_drops.tsv"


def write_sources(pset: corpora.PackageSet, root: Path, out: Path) -> None:
    lines = ["sources:"]
    for origin in pset.origins:
        lines += [f"  - name: {origin}", f"    path: {root / origin}"]
    out.write_text("\n".join(lines) + "\n")


def pair(folders: dict[str, Path], d: dict) -> dict:
    """What a judge needs of one drop: the kept file its record names and how alike the two are."""
    m = dedup_decisions._KEPT.fullmatch(d["detail"])
    if m is None:
        raise SystemExit(f"unexpected drop detail: {d['detail']!r}")
    a = (folders[d["source"]] / d["path"]).read_text(errors="replace")
    b = (folders[m["source"]] / m["path"]).read_text(errors="replace")
    la, lb = a.splitlines(), b.splitlines()
    same = (
        difflib.SequenceMatcher(None, la, lb, autojunk=False).ratio() if len(la) + len(lb) < 20000 else None
    )
    return {
        "dropped": f"{d['source']}/{d['path']}",
        "kept": f"{m['source']}/{m['path']}",
        "recorded_j": float(m["j"]) if m["j"] else None,
        "exact_j": round(dedup_decisions.exact_jaccard(a, b), 3),
        "identical_bytes": a == b,
        "line_ratio": round(same, 3) if same is not None else None,
        "diff": list(difflib.unified_diff(lb, la, "kept", "dropped", n=0, lineterm=""))[:40],
    }


def main_stable(args: argparse.Namespace) -> None:
    folders = {s["name"]: Path(s["path"]) for s in yaml.safe_load(Path(args.sources).read_text())["sources"]}
    drops = dedup_decisions.drops_of(args.root)
    by_reason: dict[str, list[dict]] = {}
    for d in drops:
        by_reason.setdefault(f"dedup/{d['reason']}", []).append(d)
    folder = args.verdicts or decisions_fresh.DECISIONS / args.set
    report: dict = {"root": args.root, "drops": len(drops), "reasons": {}}
    sampled: dict[str, list[tuple[str, str]]] = {}
    for reason, mine in sorted(by_reason.items()):
        sample = decisions.sample_drops(
            mine, args.per_reason, args.seed, key=lambda d: f"{d['source']}/{d['path']}"
        )
        rows = [pair(folders, d) for d in sample]
        sampled[reason] = [
            (r["dropped"], f"kept {r['kept']} recorded_j={r['recorded_j']} exact_j={r['exact_j']}")
            for r in rows
        ]
        if args.show:
            for r in rows:
                print(
                    f"\n=== {reason} {json.dumps({k: v for k, v in r.items() if k != 'diff'})}",
                    file=sys.stderr,
                )
                print("\n".join(line[:160] for line in r["diff"]), file=sys.stderr)
        report["reasons"][reason] = {
            "drops": len(mine),
            "sampled": len(rows),
            "min_exact_j_in_sample": min((r["exact_j"] for r in rows), default=None),
            "below_threshold_in_sample": sum(r["exact_j"] < args.threshold for r in rows),
            "sample": [{k: v for k, v in r.items() if k != "diff"} for r in rows],
        }
    if args.out:
        with open(args.out, "w") as f:
            f.write("reason\tpath\tdetail\n")
            for reason, items in sampled.items():
                for rel, detail in items:
                    f.write(f"{reason}\t{rel}\t{detail}\n")
    if args.templates:
        report["verdict_rows_added"] = decisions_fresh.write_templates(sampled, folder)
    report["judged"] = decisions_fresh.precision(sampled, {r: len(v) for r, v in by_reason.items()}, folder)
    print(json.dumps(report, indent=1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", choices=sorted(corpora.SETS), default="fresh")
    ap.add_argument(
        "--write-sources", nargs=2, metavar=("SETDIR", "OUT"), help="write the sources file and stop"
    )
    ap.add_argument("--root", help="the lake of a run that reached the dedup stage")
    ap.add_argument("--sources", help="the sources file of that run (folder sources)")
    ap.add_argument("--per-reason", type=int, default=30)
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("--threshold", type=float, default=0.7, help="the near-dup threshold of the run's config")
    ap.add_argument("--out", help="write the sample (reason, path, detail) here (not for fresh)")
    ap.add_argument("--verdicts", type=Path, default=None, help="verdict folder (default: decisions/<set>/)")
    ap.add_argument(
        "--templates", action="store_true", help="add unjudged sampled paths to the verdict files"
    )
    ap.add_argument("--show", action="store_true", help="print a diff head per sampled pair (stderr)")
    args = ap.parse_args()
    pset = corpora.SETS[args.set]
    if args.write_sources:
        write_sources(pset, Path(args.write_sources[0]), Path(args.write_sources[1]))
        return
    if not (args.root and args.sources):
        ap.error("--root and --sources are required")
    if args.set == "fresh":
        _load = dedup_decisions.load_verdicts
        dedup_decisions.load_verdicts = lambda path=FRESH_VERDICTS: _load(path)
        sys.argv = [
            sys.argv[0],
            "--root",
            args.root,
            "--sources",
            args.sources,
            "--per-reason",
            str(args.per_reason),
        ]
        sys.argv += ["--seed", str(args.seed)] + (["--show"] if args.show else [])
        dedup_decisions.main()
        return
    main_stable(args)


if __name__ == "__main__":
    main()
