"""Keep/drop and redaction decisions on the FRESH set (issue 8 acceptance), a set nobody tuned on.

DEV and CONFIRM (``benchmarks/corpora.py``) have both been read and tuned on; FRESH is the third
set: 37 origins from Debian ``-dev`` packages, PyPI source distributions and npm packages, none of
them in another split (``python benchmarks/corpora.py --install-fresh``). For every measured file
(exact copies once; a file that is an exact copy of a DEV, HELDOUT or CONFIRM file is skipped) it
runs the filter stage's ``quality_reason`` and the license stage's evidence chain (file tags/text ->
nearest LICENSE of the origin's tree, a sub-folder's LICENSE first) exactly as
``benchmarks/decisions.py`` does, and the scrub's ``find_redactions``.

    python benchmarks/decisions_fresh.py --out benchmarks/decisions/fresh/samples.tsv \
        --redactions benchmarks/decisions/fresh/redactions.jsonl

Writes a seeded random sample of up to ``--per-reason`` drops per reason (reason, path, detail) to
``--out`` for judging by hand, and every redaction (kind, path, line, value, the line) to
``--redactions``. Hand verdicts live in ``benchmarks/decisions/fresh/``: ``<stage>-<reason>.tsv``
(path, verdict ``correct``/``wrong``, why) and ``scrub_redactions.tsv`` (kind, path or ``*``,
value, verdict ``true``/``false``, …). Prints JSON: files, MB per origin and kind of source, drops
per reason, precision per reason from the verdicts (with the sampled paths that have no verdict),
normalizer recall on every ``SPDX-License-Identifier`` value of the trees, redactions and false
redactions per MB by kind, and planted-secret survival on real files of the set.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import corpora  # noqa: E402
import decisions  # noqa: E402
import license_fresh  # noqa: E402
from planting import plant, planted_items  # noqa: E402

from pipeline.config import FilterConfig, LicensePolicy  # noqa: E402
from pipeline.hygiene import license as lic  # noqa: E402
from pipeline.hygiene.scrub import ScrubError, find_redactions, scrub  # noqa: E402
from pipeline.stages.filter import quality_reason  # noqa: E402

HERE = Path(__file__).resolve().parent / "decisions" / "fresh"


# Redactions of these kinds are keyed by a digest of the value in the verdict file and the listing, so
# that no key material (test keys included) is written out; every other kind by its value.
_DIGESTED = ("private_key", "aws_access_key", "aws_secret_key", "github_token", "slack_token", "gcp_api_key")


def verdict_value(kind: str, value: str) -> str:
    if kind in _DIGESTED:
        return "sha256:" + hashlib.sha256(value.encode()).hexdigest()[:16]
    return value


def load_scrub_verdicts(path: Path) -> dict[tuple[str, str, str], str]:
    import csv

    if not path.exists():
        return {}
    with path.open(newline="") as f:
        rows = csv.DictReader((line for line in f if not line.startswith("#")), delimiter="\t")
        return {(r["kind"], r["path"], r["value"]): r["verdict"] for r in rows}


def metadata_license_values(root: Path) -> dict[str, Counter[str]]:
    """License names as real packages state them outside the code: npm ``package.json`` ``license``,
    PyPI ``PKG-INFO`` ``License:`` / ``License-Expression:`` (one-line values), and the ``License:``
    fields of the Debian (DEP-5) copyright files placed as the deb origins' LICENSE."""
    import re
    import tarfile

    out: dict[str, Counter[str]] = {"npm": Counter(), "pypi": Counter(), "dep5": Counter()}
    downloads = root / "_downloads"
    for origin, o in corpora.FRESH.items():
        if o.kind == "npm":
            with tarfile.open(downloads / f"{o.package}-{o.version}.tgz") as tf:
                meta = json.load(tf.extractfile(f"{o.root}/package.json"))
            if isinstance(meta.get("license"), str):
                out["npm"][meta["license"].strip()] += 1
        elif o.kind == "pypi":
            with tarfile.open(downloads / f"{o.root}.tar.gz") as tf:
                text = tf.extractfile(f"{o.root}/PKG-INFO").read().decode(errors="replace")
            for m in re.finditer(r"^License(?:-Expression)?: (.+)$", text, re.M):
                value = m.group(1).strip()
                if value and value != "UNKNOWN" and len(value) <= 80:
                    out["pypi"][value] += 1
        else:
            text = (root / origin / "LICENSE").read_text(errors="replace")
            for m in re.finditer(r"^License: *(\S.*)$", text, re.M):
                out["dep5"][m.group(1).strip()] += 1
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=None, help="the FRESH set (default: corpora.fresh_dir())")
    ap.add_argument("--out", default=str(HERE / "samples.tsv"))
    ap.add_argument("--redactions", default=None, help="write every redaction as JSON lines here")
    ap.add_argument("--all-drops", default=None, help="write every drop (reason, path, detail) here")
    ap.add_argument("--per-reason", type=int, default=30)
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("--planted", type=int, default=300, help="real files to plant the issue-3 secrets into")
    ap.add_argument("--verdicts", type=Path, default=HERE)
    args = ap.parse_args()
    root = args.root or corpora.fresh_dir()
    fcfg, policy = FilterConfig(), LicensePolicy()
    seen = {
        decisions._digest(p) for p in corpora.dev_files() + corpora.heldout_files() + corpora.confirm_files()
    }
    drops: dict[str, list[tuple[str, str]]] = {}
    tags: Counter[str] = Counter()
    per_origin: dict[str, dict] = {}
    per_kind: Counter[str] = Counter()
    evidence: Counter[str] = Counter()
    texts: list[tuple[str, str]] = []
    copies = undecodable = files = nbytes = 0
    for origin, spec in corpora.FRESH.items():
        # the license files and the package metadata a pipeline run sees (license_fresh.metadata_files)
        tree = lic.detect_tree_licenses(
            {**corpora.fresh_license_files(origin, root), **license_fresh.metadata_files(origin, root)}
        )
        stats = per_origin.setdefault(origin, {"source": spec.kind, "files": 0, "mb": 0.0})
        for path in corpora.fresh_files(origin, root):
            data = path.read_bytes()
            try:
                text = data.decode()
            except UnicodeDecodeError:
                undecodable += 1
                continue
            digest = decisions._digest(path)
            if digest in seen:
                copies += 1
                continue
            seen.add(digest)
            files += 1
            nbytes += len(data)
            stats["files"] += 1
            stats["mb"] += len(data) / 1e6
            per_kind[spec.kind] += len(data)
            rel_in_origin = path.relative_to(root / origin).as_posix()
            rel = f"{origin}/{rel_in_origin}"
            texts.append((rel, text))
            for m in decisions._TAG.finditer("\n".join(text.splitlines()[:64])):
                tags[m.group(1).strip()] += 1
            verdict = quality_reason(rel_in_origin, text, fcfg)
            if verdict is not None:
                drops.setdefault(f"filter/{verdict[0]}", []).append((rel, verdict[1]))
                continue
            found = lic.resolve(lic.detect_file_license(text), lic.license_for(rel_in_origin, tree))
            evidence[found.method if found else "none"] += 1
            v = lic.classify(found.expression if found else None, policy)
            if not v.keep:
                drops.setdefault(v.reason.split(":")[0], []).append(
                    (rel, f"{found.method}: {found.expression} ({found.detail})" if found else "none")
                )
    rng = random.Random(args.seed)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w") as f:
        f.write("reason\tpath\tdetail\n")
        for reason in sorted(drops):
            items = sorted(drops[reason])
            sample = items if len(items) <= args.per_reason else rng.sample(items, args.per_reason)
            for rel, detail in sorted(sample):
                f.write(f"{reason}\t{rel}\t{detail}\n")
    if args.all_drops:
        with open(args.all_drops, "w") as f:
            for reason in sorted(drops):
                for rel, detail in sorted(drops[reason]):
                    f.write(f"{reason}\t{rel}\t{detail}\n")
    sampled = {}
    for line in out.read_text().splitlines()[1:]:
        reason, rel, _ = line.split("\t", 2)
        sampled.setdefault(reason, set()).add(rel)

    # precision from the hand verdicts, only over paths sampled in this run
    judged = {}
    for reason, paths in sorted(sampled.items()):
        tsv = args.verdicts / (reason.replace("/", "-", 1) + ".tsv")
        rows = {}
        if tsv.exists():
            for line in tsv.read_text().splitlines()[1:]:
                if line.strip():
                    p, v, *_ = line.split("\t")
                    rows[p] = v
        got = [rows[p] for p in paths if p in rows]
        good = sum(v == "correct" for v in got)
        judged[reason] = {
            "drops": len(drops[reason]),
            "sampled": len(paths),
            "judged": len(got),
            "correct": good,
            "precision": round(good / len(got), 3) if got else None,
            "unjudged": sorted(p for p in paths if p not in rows)[:50],
        }

    # scrub: every redaction, judged by (kind, path or *, value)
    sv = load_scrub_verdicts(args.verdicts / "scrub_redactions.tsv")
    red: Counter[str] = Counter()
    red_judged: Counter[tuple[str, str]] = Counter()
    errors: Counter[str] = Counter()
    listing = open(args.redactions, "w") if args.redactions else None  # noqa: SIM115
    t0 = time.process_time()
    try:
        for rel, text in texts:
            try:
                found_r = find_redactions(text)
            except ScrubError as err:
                errors[err.reason] += 1
                continue
            for r in found_r:
                key = verdict_value(r.kind, r.value)
                v = sv.get((r.kind, rel, key)) or sv.get((r.kind, "*", key), "unjudged")
                red[r.kind] += 1
                red_judged[(r.kind, v)] += 1
                if listing:
                    lo = text.rfind("\n", 0, r.start) + 1
                    hi = text.find("\n", r.end)
                    line = text[lo : hi if hi != -1 else len(text)][:200]
                    if r.kind in _DIGESTED:  # no key material in the listing
                        line = (text[lo : r.start] + "<value>" + text[r.end : hi if hi != -1 else len(text)])[
                            :200
                        ]
                    listing.write(
                        json.dumps(
                            {
                                "kind": r.kind,
                                "path": rel,
                                "line": text.count("\n", 0, r.start) + 1,
                                "value": key,
                                "context": line,
                                "verdict": v,
                            }  # fmt: skip
                        )
                        + "\n"
                    )
    finally:
        if listing:
            listing.close()
    scrub_cpu = time.process_time() - t0
    mb = nbytes / 1e6
    kinds = sorted(red)
    prng = random.Random(42)
    survivors = planted = 0
    for _, text in prng.sample(texts, min(args.planted, len(texts))):
        items = planted_items(prng)
        try:
            done = scrub(plant(text, items, prng)).text
        except ScrubError:
            continue  # the document is dropped whole: nothing survives
        for _, _, values in items:
            planted += len(values)
            survivors += sum(v in done for v in values)
    known = {t: lic.is_known_expression(t) for t in tags}
    metadata = {
        src: {
            "values": len(c),
            "recognized": sum(lic.is_known_expression(v) for v in c),
            "recall_values": round(sum(lic.is_known_expression(v) for v in c) / len(c), 4) if c else None,
            "unrecognized": sorted(v for v in c if not lic.is_known_expression(v)),
            "counts": dict(c.most_common()),
        }
        for src, c in metadata_license_values(root).items()
    }
    print(
        json.dumps(
            {
                "benchmark": "decisions_fresh",
                "date": time.strftime("%Y-%m-%d", time.gmtime()),
                "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
                f"Python {platform.python_version()}",
                "files": files,
                "mb": round(mb, 1),
                "mb_by_source": {k: round(v / 1e6, 1) for k, v in sorted(per_kind.items())},
                "origins": {o: {**v, "mb": round(v["mb"], 2)} for o, v in per_origin.items()},
                "exact_copies_skipped": copies,
                "undecodable_skipped": undecodable,
                "drops": {r: len(v) for r, v in sorted(drops.items())},
                "license_evidence_of_kept": dict(evidence.most_common()),
                "judged": judged,
                "spdx_values": len(tags),
                "spdx_files": sum(tags.values()),
                "normalizer_recall_values": round(sum(known.values()) / len(known), 4) if known else None,
                "normalizer_recall_files": round(
                    sum(n for t, n in tags.items() if known[t]) / sum(tags.values()), 4
                )
                if tags
                else None,
                "unrecognized": sorted(t for t, ok in known.items() if not ok),
                "spdx_value_counts": dict(tags.most_common()),
                "metadata_license_values": metadata,
                "redactions": dict(sorted(red.items())),
                "redactions_per_mb": {k: round(red[k] / mb, 4) for k in kinds},
                "redaction_verdicts": {
                    k: {v: red_judged[(k, v)] for v in ("true", "false", "unjudged")} for k in kinds
                },
                "false_redactions_per_mb": {k: round(red_judged[(k, "false")] / mb, 4) for k in kinds},
                "false_redactions_per_mb_total": round(sum(red_judged[(k, "false")] for k in kinds) / mb, 4),
                "scrub_errors": dict(errors),
                "scrub_cpu_s": round(scrub_cpu, 1),
                "planted_values": planted,
                "planted_survivors": survivors,
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
