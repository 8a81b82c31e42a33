"""Keep/drop and redaction decisions on a package-built set nobody tuned on (issue 8 acceptance).

DEV, HELDOUT and CONFIRM (``benchmarks/corpora.py``) have been read and tuned on, and so, since its
measurement, has FRESH; ``--set fourth`` measures FOURTH, the set built after FRESH (``python
benchmarks/corpora.py --install-fourth``; Debian ``-dev`` packages, PyPI sdists and npm packages, no
origin in another split). For every measured file (exact copies once; a file that is an exact copy of
a file of an earlier split — DEV, HELDOUT, CONFIRM, and FRESH for FOURTH — is skipped) it runs the
filter stage's ``quality_reason`` and the license stage's evidence chain (file tags/text -> nearest
LICENSE of the origin's tree, a sub-folder's LICENSE first) exactly as ``benchmarks/decisions.py``
does, and the scrub's ``find_redactions``.

    python benchmarks/decisions_fresh.py --set fourth --out RUN/samples.tsv --all-drops RUN/drops.tsv \
        --redactions RUN/redactions.jsonl --templates > RUN/result.json
    python benchmarks/decisions_fresh.py --set fourth --score RUN     # precision from the verdicts only

Writes the sample of up to ``--per-reason`` drops per reason (reason, path, detail) to ``--out`` for
judging by hand: on FOURTH the stable draw of ``decisions.sample_drops`` (paths ranked by a seeded
hash, so a re-run after a code change draws the same paths wherever those files still drop); on
FRESH the seeded shuffle its verdicts were drawn with. Every redaction (kind, path, line, value, the
line) goes to ``--redactions``. Hand verdicts live in ``benchmarks/decisions/<set>/``:
``<stage>-<reason>.tsv`` (path, verdict ``correct``/``wrong``, reason; ``--templates`` adds the
sampled paths that have no row yet, with an empty verdict) and ``scrub_redactions.tsv`` (kind, path
or ``*``, value, verdict ``true``/``false``, …). Prints JSON: files, MB per origin and kind of
source, drops per reason, precision per reason from the verdicts (with the sampled paths that have
no verdict), normalizer recall on every ``SPDX-License-Identifier`` value of the trees, redactions
and false redactions per MB by kind, and planted-secret survival on real files of the set.
``--score RUN`` skips the measurement: it reads ``RUN/samples.tsv`` (and ``RUN/dedup-samples.tsv``
when present, written by ``dedup_decisions_fresh.py``) and prints precision per reason with its
95% Wilson lower bound and every sampled path still lacking a verdict.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import math
import os
import platform
import random
import sys
import time
from collections import Counter
from pathlib import Path, PurePosixPath

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import corpora  # noqa: E402
import decisions  # noqa: E402
import license_fresh  # noqa: E402
from planting import identifying, plant, planted_items  # noqa: E402

from pipeline.config import FilterConfig, LicensePolicy  # noqa: E402
from pipeline.hygiene import license as lic  # noqa: E402
from pipeline.hygiene.scrub import ScrubError, find_redactions, scrub  # noqa: E402
from pipeline.stages.filter import quality_reason  # noqa: E402

DECISIONS = Path(__file__).resolve().parent / "decisions"


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
        return {
            (r["kind"], r["path"], r["value"]): r["verdict"] for r in rows if (r["verdict"] or "").strip()
        }


_SCRUB_HEADER = "kind\tpath\tvalue\tverdict\tcount\texample\tnote\n"


def write_scrub_templates(records: list[dict], path: Path) -> int:
    """Add a row (kind, ``*``, value, empty verdict, count, an example line) for every distinct
    (kind, value) of ``records`` (the redaction listing's rows) that no row of ``path`` judges yet;
    returns the rows added."""
    have = set()
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip() and not line.startswith(("#", "kind\t")):
                kind, where, value, *_ = line.split("\t") + ["", ""]
                have.add((kind, value))
    else:
        path.write_text(_SCRUB_HEADER)
    counts: Counter[tuple[str, str]] = Counter((r["kind"], r["value"]) for r in records)
    example = {}
    for r in records:
        example.setdefault((r["kind"], r["value"]), f"{r['path']}:{r['line']}: {r['context']}")
    new = [k for k in sorted(counts) if k not in have]
    with path.open("a") as f:
        for kind, value in new:
            context = " ".join(example[(kind, value)].split())[:200]
            f.write(f"{kind}\t*\t{value}\t\t{counts[(kind, value)]}\t{context}\t\n")
    return len(new)


def metadata_license_values(root: Path, pset: corpora.PackageSet | None = None) -> dict[str, Counter[str]]:
    """License names as real packages state them outside the code: npm ``package.json`` ``license``,
    PyPI ``PKG-INFO`` ``License:`` / ``License-Expression:`` (one-line values), and the ``License:``
    fields of the Debian (DEP-5) copyright files placed as the deb origins' LICENSE (a debsrc origin's
    debian/copyright)."""
    import re
    import tarfile

    out: dict[str, Counter[str]] = {"npm": Counter(), "pypi": Counter(), "dep5": Counter()}
    downloads = root / "_downloads"
    for origin, o in (pset or corpora.SETS["fresh"]).origins.items():
        if o.kind == "npm":
            with tarfile.open(downloads / f"{o.package.lstrip('@').replace('/', '-')}-{o.version}.tgz") as tf:
                meta = json.load(tf.extractfile(f"{o.root}/package.json"))
            if isinstance(meta.get("license"), str):
                out["npm"][meta["license"].strip()] += 1
        elif o.kind == "pypi":
            top = PurePosixPath(o.root).parts[0]  # the sdist's top folder (the origin may be a folder in it)
            with tarfile.open(downloads / f"{top}.tar.gz") as tf:
                text = tf.extractfile(f"{top}/PKG-INFO").read().decode(errors="replace")
            for m in re.finditer(r"^License(?:-Expression)?: (.+)$", text, re.M):
                value = m.group(1).strip()
                if value and value != "UNKNOWN" and len(value) <= 80:
                    out["pypi"][value] += 1
        else:  # a deb's copyright file is its origin's LICENSE; a Debian source package keeps debian/copyright
            text = (root / origin / ("debian/copyright" if o.kind == "debsrc" else "LICENSE")).read_text(
                errors="replace"
            )
            for m in re.finditer(r"^License: *(\S.*)$", text, re.M):
                out["dep5"][m.group(1).strip()] += 1
    return out


def verdict_file(folder: Path, reason: str) -> Path:
    """``filter/too-small`` -> ``folder/filter-too-small.tsv``."""
    return folder / (reason.replace("/", "-", 1) + ".tsv")


def read_verdicts(tsv: Path) -> dict[str, str]:
    """path -> verdict of a ``<stage>-<reason>.tsv`` (path, verdict, reason, …); rows with an empty
    verdict and ``#`` comment lines are not verdicts."""
    rows: dict[str, str] = {}
    if tsv.exists():
        for line in tsv.read_text().splitlines()[1:]:
            if line.strip() and not line.startswith("#"):
                p, v, *_ = line.split("\t") + [""]
                if v.strip():
                    rows[p] = v.strip()
    return rows


def write_templates(sampled: dict[str, list[tuple[str, str]]], folder: Path) -> dict[str, int]:
    """Add every sampled path that has no row yet to its reason's verdict file, with an empty verdict
    (created with its header if missing; existing rows and their order are kept). ``sampled``:
    reason -> [(path, context)], the context (the kept file of a dedup drop …) written after the
    three verdict columns for the judge. Returns rows added per reason."""
    added = {}
    folder.mkdir(parents=True, exist_ok=True)
    for reason, items in sorted(sampled.items()):
        tsv = verdict_file(folder, reason)
        have = set()
        if tsv.exists():
            have = {line.split("\t")[0] for line in tsv.read_text().splitlines()[1:] if line.strip()}
        else:
            tsv.write_text("path\tverdict\treason\tcontext\n")
        new = [(p, c) for p, c in items if p not in have]
        with tsv.open("a") as f:
            for p, c in new:
                f.write(f"{p}\t\t\t{c}\n")
        added[reason] = len(new)
    return added


def wilson_low(right: int, n: int, z: float = 1.96) -> float | None:
    """The 95% Wilson lower bound of a proportion (30 right of 30 -> 0.886)."""
    if n == 0:
        return None
    p = right / n
    low = (p + z * z / (2 * n) - z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))) / (1 + z * z / n)
    return max(0.0, low)


def read_samples(path: Path) -> dict[str, list[tuple[str, str]]]:
    """reason -> [(path, detail)] of a samples TSV (reason, path, detail)."""
    out: dict[str, list[tuple[str, str]]] = {}
    if path.exists():
        for line in path.read_text().splitlines()[1:]:
            if line.strip():
                reason, rel, detail = (line.split("\t", 2) + ["", ""])[:3]
                out.setdefault(reason, []).append((rel, detail))
    return out


def precision(
    sampled: dict[str, list[tuple[str, str]]], drops: dict[str, int], folder: Path, unjudged_max: int = 50
) -> dict:
    """Precision per reason from the hand verdicts in ``folder``, only over paths sampled in this run
    (``correct`` = a right drop; any other verdict counts as wrong)."""
    judged = {}
    for reason, items in sorted(sampled.items()):
        paths = sorted({p for p, _ in items})
        rows = read_verdicts(verdict_file(folder, reason))
        got = [rows[p] for p in paths if p in rows]
        good = sum(v == "correct" for v in got)
        low = wilson_low(good, len(got))
        judged[reason] = {
            "drops": drops.get(reason),
            "sampled": len(paths),
            "judged": len(got),
            "correct": good,
            "precision": round(good / len(got), 3) if got else None,
            "wilson_low_95": round(low, 3) if low is not None else None,
            "unjudged": sorted(p for p in paths if p not in rows)[:unjudged_max],
        }
    return judged


def score(run: Path, folder: Path) -> dict:
    """Precision per reason of a run folder's samples (filter/license and dedup) from the verdicts."""
    result = json.loads((run / "result.json").read_text()) if (run / "result.json").exists() else {}
    dedup = json.loads((run / "dedup.json").read_text()) if (run / "dedup.json").exists() else {}
    drops = {**result.get("drops", {}), **{r: v["drops"] for r, v in dedup.get("reasons", {}).items()}}
    sampled = {**read_samples(run / "samples.tsv"), **read_samples(run / "dedup-samples.tsv")}
    judged = precision(sampled, drops, folder, unjudged_max=10_000)
    out = {
        "run": str(run),
        "verdicts": str(folder),
        "judged": judged,
        "unjudged_total": sum(len(v["unjudged"]) for v in judged.values()),
    }
    listing = next((p for p in (run / "redactions.jsonl.gz", run / "redactions.jsonl") if p.exists()), None)
    if listing and result.get("mb"):
        sv = load_scrub_verdicts(folder / "scrub_redactions.tsv")
        tally: Counter[tuple[str, str]] = Counter()
        with gzip.open(listing, "rt") if listing.suffix == ".gz" else listing.open() as f:
            for line in f:
                r = json.loads(line)
                v = sv.get((r["kind"], r["path"], r["value"])) or sv.get(
                    (r["kind"], "*", r["value"]), "unjudged"
                )
                tally[(r["kind"], v)] += 1
        kinds = sorted({k for k, _ in tally})
        out["redaction_verdicts"] = {
            k: {v: tally[(k, v)] for v in ("true", "false", "unjudged")} for k in kinds
        }
        out["false_redactions_per_mb"] = {k: round(tally[(k, "false")] / result["mb"], 4) for k in kinds}
        out["false_redactions_per_mb_total"] = round(
            sum(tally[(k, "false")] for k in kinds) / result["mb"], 4
        )
        out["redactions_unjudged"] = sum(tally[(k, "unjudged")] for k in kinds)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", choices=sorted(corpora.SETS), default="fresh", help="the package-built set")
    ap.add_argument("--root", type=Path, default=None, help="the set's folder (default: its env var's)")
    ap.add_argument("--out", default=None, help="samples TSV (default: decisions/<set>/samples.tsv)")
    ap.add_argument("--redactions", default=None, help="write every redaction as JSON lines here")
    ap.add_argument("--all-drops", default=None, help="write every drop (reason, path, detail) here")
    ap.add_argument("--per-reason", type=int, default=30)
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("--planted", type=int, default=300, help="real files to plant the issue-3 secrets into")
    ap.add_argument("--verdicts", type=Path, default=None, help="verdict folder (default: decisions/<set>/)")
    ap.add_argument(
        "--templates", action="store_true", help="add unjudged sampled paths to the verdict files"
    )
    ap.add_argument("--score", type=Path, default=None, help="only score this run folder's samples")
    args = ap.parse_args()
    pset = corpora.SETS[args.set]
    verdicts = args.verdicts or DECISIONS / args.set
    if args.score:
        print(json.dumps(score(args.score, verdicts), indent=1))
        return
    root = args.root or pset.dir()
    if not root.is_dir():
        raise SystemExit(
            f"{root}: no {args.set.upper()} set here (python benchmarks/corpora.py --install-{args.set})"
        )
    fcfg, policy = FilterConfig(), LicensePolicy()
    seen = {decisions._digest(p) for p in corpora.earlier_split_files(args.set)}
    drops: dict[str, list[tuple[str, str]]] = {}
    tags: Counter[str] = Counter()
    per_origin: dict[str, dict] = {}
    per_kind: Counter[str] = Counter()
    evidence: Counter[str] = Counter()
    texts: list[tuple[str, str]] = []
    copies = undecodable = files = nbytes = 0
    for origin, spec in pset.origins.items():
        # the license files and the package metadata a pipeline run sees (license_fresh.metadata_files)
        tree = lic.detect_tree_licenses(
            {
                **corpora.set_license_files(pset, origin, root),
                **license_fresh.metadata_files(origin, root, pset.origins),
            }
        )
        stats = per_origin.setdefault(origin, {"source": spec.kind, "files": 0, "mb": 0.0})
        for path in corpora.set_files(pset, origin, root):
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
    # FRESH's verdicts were drawn with the seeded shuffle; every later set with the stable draw
    rng = random.Random(args.seed) if args.set == "fresh" else None
    key = tuple if rng else (lambda item: item[0])  # the stable draw ranks by path only
    sampled = {
        r: decisions.sample_drops(drops[r], args.per_reason, args.seed, key=key, rng=rng)
        for r in sorted(drops)
    }
    out = Path(args.out) if args.out else verdicts / "samples.tsv"
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w") as f:
        f.write("reason\tpath\tdetail\n")
        for reason, items in sampled.items():
            for rel, detail in items:
                f.write(f"{reason}\t{rel}\t{detail}\n")
    if args.all_drops:
        opener = gzip.open if args.all_drops.endswith(".gz") else open
        with opener(args.all_drops, "wt") as f:
            for reason in sorted(drops):
                for rel, detail in sorted(drops[reason]):
                    f.write(f"{reason}\t{rel}\t{detail}\n")
    templates = write_templates(sampled, verdicts) if args.templates else {}
    judged = precision(sampled, {r: len(v) for r, v in drops.items()}, verdicts)

    # scrub: every redaction, judged by (kind, path or *, value)
    sv = load_scrub_verdicts(verdicts / "scrub_redactions.tsv")
    red: Counter[str] = Counter()
    red_judged: Counter[tuple[str, str]] = Counter()
    errors: Counter[str] = Counter()
    records: list[dict] = []
    opener = gzip.open if args.redactions and args.redactions.endswith(".gz") else open
    listing = opener(args.redactions, "wt") if args.redactions else None  # noqa: SIM115
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
                if listing or args.templates:
                    lo = text.rfind("\n", 0, r.start) + 1
                    hi = text.find("\n", r.end)
                    line = text[lo : hi if hi != -1 else len(text)][:200]
                    if r.kind in _DIGESTED:  # no key material in the listing
                        line = (text[lo : r.start] + "<value>" + text[r.end : hi if hi != -1 else len(text)])[
                            :200
                        ]
                    record = {
                        "kind": r.kind,
                        "path": rel,
                        "line": text.count("\n", 0, r.start) + 1,
                        "value": key,
                        "context": line,
                        "verdict": v,
                    }
                    if listing:
                        listing.write(json.dumps(record) + "\n")
                    if args.templates:
                        records.append(record)
    finally:
        if listing:
            listing.close()
    scrub_cpu = time.process_time() - t0
    if args.templates:
        templates["scrub_redactions"] = write_scrub_templates(records, verdicts / "scrub_redactions.tsv")
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
        for kind, _, values in items:
            counted = [v for v in values if identifying(kind, v)]  # private/documentation addresses: no PII
            planted += len(counted)
            survivors += sum(v in done for v in counted)
    known = {t: lic.is_known_expression(t) for t in tags}
    metadata = {
        src: {
            "values": len(c),
            "recognized": sum(lic.is_known_expression(v) for v in c),
            "recall_values": round(sum(lic.is_known_expression(v) for v in c) / len(c), 4) if c else None,
            "unrecognized": sorted(v for v in c if not lic.is_known_expression(v)),
            "counts": dict(c.most_common()),
        }
        for src, c in metadata_license_values(root, pset).items()
    }
    print(
        json.dumps(
            {
                "benchmark": "decisions_fresh",
                "set": args.set,
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
                "verdict_rows_added": templates,
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
