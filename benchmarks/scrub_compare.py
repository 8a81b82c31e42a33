"""Compare two versions of the scrub on a real split: what each redacts, what changed, CPU per 100 MB.

    python benchmarks/scrub_compare.py --set confirm --old-tree /tmp/old --diff confirm-diff.jsonl

``--set``: ``dev``, ``heldout``, ``confirm`` (``benchmarks/corpora.py``) or ``fresh`` (the FRESH
set, as ``benchmarks/decisions_fresh.py`` reads it: exact copies of files of the other splits
skipped). ``--old-tree`` is a checkout of the code to compare against (its
``pipeline/hygiene/scrub.py`` is loaded under another module name); the current tree's scrub is
the new one. Every file (≤ 1 MB, UTF-8) is scanned with ``find_redactions`` by both.

Prints JSON: files, MB, redactions per kind (old/new), the verdicts each side's redactions have in
the hand-judged TSVs (``benchmarks/decisions/scrub_redactions.tsv`` for HELDOUT and
``benchmarks/decisions/fresh/scrub_redactions.tsv`` for FRESH, rows keyed by kind, path or ``*``,
value; ``--verdicts`` adds more files), false redactions per MB by kind, the unjudged ones, and
CPU seconds per 100 MB of ``scrub`` (process time, best of ``--runs``). ``--diff`` writes every
redaction only one side makes (side, kind, path, line, value, the line, verdict) as JSON lines:
the list to judge by hand. Values of key kinds are written as digests (no key material).
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import hashlib
import importlib.util
import json
import os
import platform
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # decisions.py (FRESH copy test)

from benchmarks import corpora  # noqa: E402
from pipeline.config import CPP_EXTENSIONS  # noqa: E402
from pipeline.hygiene import scrub as new_scrub  # noqa: E402

HERE = Path(__file__).resolve().parent / "decisions"
_DIGESTED = ("private_key", "aws_access_key", "github_token", "slack_token", "gcp_api_key")


def key_value(kind: str, value: str) -> str:
    if kind in _DIGESTED:
        return "sha256:" + hashlib.sha256(value.encode()).hexdigest()[:16]
    return value


def load_verdicts(paths: list[Path]) -> dict[tuple[str, str, str], str]:
    out: dict[tuple[str, str, str], str] = {}
    for path in paths:
        if path.exists():
            with path.open(newline="") as f:
                rows = csv.DictReader((line for line in f if not line.startswith("#")), delimiter="\t")
                out.update({(r["kind"], r["path"], r["value"]): r["verdict"] for r in rows})
    return out


def set_texts(name: str) -> list[tuple[str, str]]:
    """(path as the verdict files name it, text) of every measured file of the set, sorted."""
    out: list[tuple[str, str]] = []
    if name in corpora.SETS:  # as decisions_fresh.py reads them: copies of earlier splits skipped
        import decisions  # benchmarks/decisions.py

        return [(f"{origin}/{rel}", text) for origin, rel, text in decisions.set_texts(name)]
    files = {"dev": corpora.dev_files, "heldout": corpora.heldout_files, "confirm": corpora.confirm_files}[
        name
    ]()
    for path in files:
        if path.suffix not in CPP_EXTENSIONS and path.suffix:
            continue
        if not 0 < path.stat().st_size <= 1 << 20:
            continue
        out.append(
            (str(path.relative_to(corpora.INCLUDE)), path.read_bytes().decode("utf-8", errors="replace"))
        )
    return out


def load_old(tree: Path):
    spec = importlib.util.spec_from_file_location("old_scrub", tree / "pipeline" / "hygiene" / "scrub.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_scrub"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def scan(module, texts: list[tuple[str, str]]) -> dict[tuple[str, str, str, int], dict]:
    """(path, kind, value key, start) -> record, for every redaction of ``module.find_redactions``."""
    found: dict[tuple[str, str, str, int], dict] = {}
    for rel, text in texts:
        try:
            redactions = module.find_redactions(text)
        except module.ScrubError:
            continue
        for r in redactions:
            lo = text.rfind("\n", 0, r.start) + 1
            hi = text.find("\n", r.end)
            hi = len(text) if hi == -1 else hi
            line = (
                text[lo:hi] if r.kind not in _DIGESTED else text[lo : r.start] + "<value>" + text[r.end : hi]
            )
            key = key_value(r.kind, r.value)
            found[(rel, r.kind, key, r.start)] = {
                "kind": r.kind,
                "path": rel,
                "line": text.count("\n", 0, r.start) + 1,
                "value": key,
                "context": line[:240],
            }
    return found


def cpu_per_100mb(module, texts: list[tuple[str, str]], mb: float, runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        t0 = time.process_time()
        for _, text in texts:
            with contextlib.suppress(module.ScrubError):
                module.scrub(text)
        best = min(best, time.process_time() - t0)
    return round(best / mb * 100, 2)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--set",
        required=True,
        choices=[
            "dev",
            "heldout",
            "confirm",
            "fresh",
            "fourth",
            "fifth",
            "sixth",
            "seventh",
            "eighth",
            "ninth",
            "tenth",
            "eleventh",
            "twelfth",
            "thirteenth",
            "fourteenth",
            "fifteenth",
            "sixteenth",
            "seventeenth",
            "eighteenth",
            "nineteenth",
            "twentieth",
            "twentyfirst",
            "twentysecond",
            "twentythird",
            "twentyfourth",
            "twentyfifth",
            "twentysixth",
            "twentyseventh",
            "twentyeighth",
            "twentyninth",
            "thirtieth",
            "thirtyfirst",
            "thirtysecond",
        ],
    )
    ap.add_argument("--old-tree", type=Path, required=True)
    ap.add_argument("--diff", help="write the redactions only one side makes here (JSON lines)")
    ap.add_argument("--verdicts", type=Path, nargs="*", default=[])
    ap.add_argument("--runs", type=int, default=1, help="timed scrub passes per side (best counts)")
    args = ap.parse_args()
    texts = set_texts(args.set)
    mb = sum(len(t.encode("utf-8", "surrogatepass")) for _, t in texts) / 1e6
    verdict_files = {
        "heldout": [HERE / "scrub_redactions.tsv"],
        "fresh": [HERE / "fresh" / "scrub_redactions.tsv"],
        "fourth": [HERE / "fourth" / "scrub_redactions.tsv"],
        "fifth": [HERE / "fifth" / "scrub_redactions.tsv"],
        "sixth": [HERE / "sixth" / "scrub_redactions.tsv"],
        "seventh": [HERE / "seventh" / "scrub_redactions.tsv"],
        "eighth": [HERE / "eighth" / "scrub_redactions.tsv"],
        "ninth": [HERE / "ninth" / "scrub_redactions.tsv"],
        "tenth": [HERE / "tenth" / "scrub_redactions.tsv"],
        "eleventh": [HERE / "eleventh" / "scrub_redactions.tsv"],
        "twelfth": [HERE / "twelfth" / "scrub_redactions.tsv"],
        "thirteenth": [HERE / "thirteenth" / "scrub_redactions.tsv"],
        "fourteenth": [HERE / "fourteenth" / "scrub_redactions.tsv"],
        "fifteenth": [HERE / "fifteenth" / "scrub_redactions.tsv"],
        "sixteenth": [HERE / "sixteenth" / "scrub_redactions.tsv"],
        "seventeenth": [HERE / "seventeenth" / "scrub_redactions.tsv"],
        "eighteenth": [HERE / "eighteenth" / "scrub_redactions.tsv"],
        "nineteenth": [HERE / "nineteenth" / "scrub_redactions.tsv"],
        "twentieth": [HERE / "twentieth" / "scrub_redactions.tsv"],
        "twentyfirst": [HERE / "twentyfirst" / "scrub_redactions.tsv"],
        "twentysecond": [HERE / "twentysecond" / "scrub_redactions.tsv"],
        "twentythird": [HERE / "twentythird" / "scrub_redactions.tsv"],
        "twentyfourth": [HERE / "twentyfourth" / "scrub_redactions.tsv"],
        "twentyfifth": [HERE / "twentyfifth" / "scrub_redactions.tsv"],
        "twentysixth": [HERE / "twentysixth" / "scrub_redactions.tsv"],
        "twentyseventh": [HERE / "twentyseventh" / "scrub_redactions.tsv"],
        "twentyeighth": [HERE / "twentyeighth" / "scrub_redactions.tsv"],
        "twentyninth": [HERE / "twentyninth" / "scrub_redactions.tsv"],
        "thirtieth": [HERE / "thirtieth" / "scrub_redactions.tsv"],
        "thirtyfirst": [HERE / "thirtyfirst" / "scrub_redactions.tsv"],
        "thirtysecond": [HERE / "thirtysecond" / "scrub_redactions.tsv"],
    }
    verdicts = load_verdicts(verdict_files.get(args.set, []) + args.verdicts)
    old = load_old(args.old_tree)
    sides = {"old": scan(old, texts), "new": scan(new_scrub, texts)}
    result: dict = {
        "benchmark": "scrub_compare",
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load {os.getloadavg()[0]:.1f}",
        "set": args.set,
        "files": len(texts),
        "mb": round(mb, 2),
    }
    for side, found in sides.items():
        per_kind: Counter[str] = Counter()
        judged: Counter[tuple[str, str]] = Counter()
        unjudged = set()
        for (rel, kind, key, _), _record in found.items():
            v = verdicts.get((kind, rel, key)) or verdicts.get((kind, "*", key), "unjudged")
            per_kind[kind] += 1
            judged[(kind, v)] += 1
            if v == "unjudged":
                unjudged.add((kind, key))
        kinds = sorted(per_kind)
        result[side] = {
            "redactions": dict(sorted(per_kind.items())),
            "distinct": len({(k, key) for (_, k, key, _) in found}),
            "verdicts": {k: {v: judged[(k, v)] for v in ("true", "false", "unjudged")} for k in kinds},
            "false_per_mb": {k: round(judged[(k, "false")] / mb, 4) for k in kinds},
            "false_per_mb_total": round(sum(judged[(k, "false")] for k in kinds) / mb, 4),
            "unjudged_distinct": len(unjudged),
        }
    only_old = sorted(set(sides["old"]) - set(sides["new"]))
    only_new = sorted(set(sides["new"]) - set(sides["old"]))
    result["only_old"] = dict(Counter(k[1] for k in only_old))
    result["only_new"] = dict(Counter(k[1] for k in only_new))
    if args.diff:
        with open(args.diff, "w") as f:
            for side, keys in (("old", only_old), ("new", only_new)):
                for k in keys:
                    rec = sides[side][k]
                    v = verdicts.get((rec["kind"], rec["path"], rec["value"])) or verdicts.get(
                        (rec["kind"], "*", rec["value"]), "unjudged"
                    )
                    f.write(json.dumps({"only": side, **rec, "verdict": v}) + "\n")
    result["cpu_s_per_100mb"] = {
        "old": cpu_per_100mb(old, texts, mb, args.runs),
        "new": cpu_per_100mb(new_scrub, texts, mb, args.runs),
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
