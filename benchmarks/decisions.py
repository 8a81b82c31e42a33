"""Keep/drop decisions of the filter and license stages on real C/C++ nobody tuned on (issue 8 acceptance).

Runs ``pipeline.stages.filter.quality_reason`` and the license stage's evidence chain
(file tags/text -> nearest LICENSE) over every file of one split of ``benchmarks/corpora.py``:
``--split confirm`` (default; 38 origins from POCO to Qt 6, added after the rules were set, never
tuned on) or ``--split heldout`` (Boost, Eigen, Thrust+CUB, CGAL, Abseil, GLM: the first run's set, whose
drops have been read, so development data for the rules revisited since). Exact copies count once,
and on ``confirm`` a file that is an exact copy of a dev or held-out file is skipped.
Debian ships no LICENSE inside /usr/include; each origin's package license,
``/usr/share/doc/<pkg>/copyright``, is taken as the LICENSE at the origin's root (as a repository
would have it). Draws a deterministic random sample of up to ``--per-reason`` drops per reason,
writes them (reason, path, detail) to ``--out`` for judging by hand, and prints JSON: files,
MB, drops per reason, precision from the hand verdicts (``decisions/confirm/`` for ``confirm``),
and the recall of the license normalizer on every distinct ``SPDX-License-Identifier`` value
found in the trees.

    make bench-corpora   # the CONFIRM trees (Debian -dev packages)
    python benchmarks/decisions.py --split confirm --out benchmarks/decisions/confirm/samples.tsv
"""

from __future__ import annotations

import argparse
import hashlib
import json
import posixpath
import random
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402

from pipeline.config import FilterConfig, LicensePolicy  # noqa: E402
from pipeline.hygiene import license as lic  # noqa: E402
from pipeline.stages.filter import quality_reason  # noqa: E402

# origin -> {folder under /usr/include ("" for the origin's root) -> the Debian package whose
# copyright file is placed there as the LICENSE}
PACKAGE_OF: dict[str, dict[str, str]] = {
    "boost": {"": "libboost-dev"},
    "eigen": {"": "libeigen3-dev"},
    "thrust-cub": {"": "libthrust-dev"},
    "cgal": {"": "libcgal-dev"},
    "abseil": {"": "libabsl-dev"},
    "glm": {"": "libglm-dev"},
    "poco": {"": "libpoco-dev"},
    "asio": {"": "libasio-dev"},
    "websocketpp": {"": "libwebsocketpp-dev"},
    "cereal": {"": "libcereal-dev"},
    "rapidjson": {"": "rapidjson-dev"},
    "msgpack": {"": "libmsgpack-cxx-dev"},
    "range-v3": {"": "librange-v3-dev"},
    "xtensor": {"": "libxtensor-dev", "xtl": "xtl-dev"},
    "xsimd": {"": "libxsimd-dev"},
    "opencv-core": {"": "libopencv-core-dev"},
    "flatbuffers": {"": "libflatbuffers-dev"},
    "cli11": {"": "libcli11-dev"},
    "simde": {"": "libsimde-dev"},
    "vulkan": {"": "libvulkan-dev"},
    "stb": {"": "libstb-dev"},
    "imgui": {"": "libimgui-dev"},
    "bullet": {"": "libbullet-dev"},
    "cryptopp": {"": "libcrypto++-dev"},
    "dlib": {"": "libdlib-dev"},
    "assimp": {"": "libassimp-dev"},
    "nanoflann": {"": "libnanoflann-dev"},
    "tinyobjloader": {"": "libtinyobjloader-dev"},
    "utfcpp": {"": "libutfcpp-dev"},
    "ogre": {"": "libogre-1.12-dev"},
    "fltk": {"": "libfltk1.3-dev"},
    "xerces": {"": "libxerces-c-dev"},
    "seqan3": {"": "libseqan3-dev"},
    "sigcpp": {"": "libsigc++-2.0-dev"},
    "openexr": {"": "libopenexr-dev", "Imath": "libimath-dev"},
    "osmium": {"": "libosmium2-dev"},
    "pqxx": {"": "libpqxx-dev"},
    "ode": {"": "libode-dev"},
    "coin": {"": "libcoin-dev"},
    "openvdb": {"": "libopenvdb-dev"},
    "simbody": {"": "libsimbody-dev"},
    "box2d": {"": "libbox2d-dev"},
    "embree": {"": "libembree-dev"},
    "qt6": {"": "qt6-base-dev"},
}
_TAG = re.compile(r"SPDX-License-Identifier:[ \t]*([A-Za-z0-9.+\-() :]+)")


def sample_drops(
    items: list, k: int, seed: int, *, key=lambda item: item[0], rng: random.Random | None = None
):
    """Up to ``k`` of ``items`` (all when fewer), sorted by ``key``.

    The draw is stable under code changes: items are ranked by ``sha256(f"{seed}:{key(item)}")`` and
    the first ``k`` taken, so an item that is drawn stays drawn as long as it is still among the
    items (a re-run after a rule change samples the same paths wherever those files still drop, and
    hand verdicts keyed by path carry over). ``rng``: the earlier draw, ``rng.sample`` over the
    sorted items, which the CONFIRM and FRESH verdicts were sampled with (kept for those sets).
    """
    items = sorted(items, key=key)
    if len(items) <= k:
        return items
    if rng is not None:
        return sorted(rng.sample(items, k), key=key)
    rank = sorted(items, key=lambda it: hashlib.sha256(f"{seed}:{key(it)}".encode()).digest())
    return sorted(rank[:k], key=key)


def _digest(path: Path) -> bytes:
    return hashlib.sha256(path.read_bytes()).digest()


def set_texts(name: str, root: Path | None = None):
    """(origin, path in origin, text) of every measured file of package set ``name``, in origin order:
    undecodable files and exact copies (of an earlier split's file or of one already yielded) skipped,
    as ``decisions_fresh.py`` selects them."""
    pset = corpora.SETS[name]
    root = root or pset.dir()
    seen = {_digest(p) for p in corpora.earlier_split_files(name)}
    for origin in pset.origins:
        for path in corpora.set_files(pset, origin, root):
            data = path.read_bytes()
            try:
                text = data.decode()
            except UnicodeDecodeError:
                continue
            digest = hashlib.sha256(data).digest()
            if digest in seen:
                continue
            seen.add(digest)
            yield origin, path.relative_to(root / origin).as_posix(), text


def _copyright(pkg: str) -> str:
    p = Path("/usr/share/doc") / pkg / "copyright"
    return p.read_text(errors="replace") if p.is_file() else ""


def _text_files(roots: tuple[str, ...], limit: int, rng: random.Random) -> list[Path]:
    """Real text files under ``roots`` that are not C/C++ by suffix (a random sample of ``limit``)."""
    import os

    found = []
    for root in roots:
        for dirpath, _, names in os.walk(root):
            for name in names:
                p = Path(dirpath) / name
                if p.is_symlink() or not p.is_file() or p.suffix.lower() in FilterConfig().extensions:
                    continue
                try:
                    if not 100 <= p.stat().st_size <= 200_000:
                        continue
                    data = p.read_bytes()
                    data.decode()
                except (OSError, UnicodeDecodeError):
                    continue
                if b"\0" not in data:
                    found.append(p)
    found.sort()
    return rng.sample(found, min(limit, len(found)))


def not_cpp_measurement(rng: random.Random, cpp_files: list[Path]) -> dict:
    """filter/not-cpp as a classifier of suffix-less files, on sets nobody tuned on: C/C++ files of
    the measured split with their suffix removed (plus its suffix-less ones) against real non-C/C++
    text files of /usr/share and /usr/bin (the tuning used /etc and /usr/lib/python3)."""
    from pipeline.hygiene.quality import cpp_parse_errors

    th = FilterConfig().max_parse_error_share
    cpp = rng.sample(cpp_files, min(1500, len(cpp_files)))
    other = _text_files(("/usr/share", "/usr/bin"), 1500, rng)
    false_drops = [str(p) for p in cpp if cpp_parse_errors(p.read_text(errors="replace")) > th]
    misses = [str(p) for p in other if cpp_parse_errors(p.read_text()) <= th]
    tp = len(other) - len(misses)
    return {
        "cpp_files": len(cpp),
        "non_cpp_files": len(other),
        "precision": round(tp / max(1, tp + len(false_drops)), 4),
        "recall": round(tp / len(other), 4),
        "false_drops": sorted(false_drops)[:20],
        "misses": sorted(misses)[:20],
    }


def data_blob_measurement(rng: random.Random, split_blob_drops: int) -> dict:
    """filter/data-blob on ``xxd -i`` dumps of real binaries made now (generated data) against the
    measured trees (hand-written code, whose data-blob drops are judged by hand in decisions/)."""
    import subprocess
    import tempfile

    cfg = FilterConfig()
    binaries = sorted(
        p for p in Path("/usr/lib/x86_64-linux-gnu").glob("*.so*") if p.is_file() and not p.is_symlink()
    )
    chosen = rng.sample(binaries, min(200, len(binaries)))
    caught = 0
    with tempfile.TemporaryDirectory() as work:
        for i, p in enumerate(chosen):
            part = Path(work) / f"blob{i}.bin"
            part.write_bytes(p.read_bytes()[: rng.randint(2_000, 150_000)])
            dump = subprocess.run(
                ["xxd", "-i", part.name], cwd=work, capture_output=True, text=True, check=True
            ).stdout
            verdict = quality_reason(f"blob{i}.h", dump, cfg)
            caught += verdict is not None and verdict[0] == "data-blob"
    return {
        "xxd_dumps": len(chosen),
        "xxd_dropped_as_data_blob": caught,
        "split_data_blob_drops": split_blob_drops,
    }


def judged_precision(folder: Path) -> dict:
    """Precision per reason from the hand verdicts committed in ``folder`` (``<stage>-<reason>.tsv``:
    path, verdict ``correct``/``wrong``, why)."""
    out = {}
    for tsv in sorted(folder.glob("*-*.tsv")):
        if not tsv.stem.startswith(("filter-", "license-")):
            continue
        verdicts = [line.split("\t")[1] for line in tsv.read_text().splitlines()[1:] if line.strip()]
        stage, reason = tsv.stem.split("-", 1)
        good = sum(v == "correct" for v in verdicts)
        out[f"{stage}/{reason}"] = {
            "judged": len(verdicts),
            "correct": good,
            "precision": round(good / len(verdicts), 3) if verdicts else None,
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="benchmarks/decisions/samples.tsv")
    ap.add_argument("--per-reason", type=int, default=30)
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument(
        "--split",
        choices=("heldout", "confirm", "dev"),
        default="confirm",
        help="confirm: fresh origins nobody tuned on (the figures to report); heldout: the origins of the "
        "first run, development data for data-blob and repetitive since; dev: the tuning split (filter "
        "reasons only; no package LICENSE is placed)",
    )
    ap.add_argument(
        "--verdicts", default=None, help="folder of hand verdicts (default: decisions/ or decisions/confirm/)"
    )
    args = ap.parse_args()
    fcfg, policy = FilterConfig(), LicensePolicy()
    drops: dict[str, list[tuple[str, str]]] = {}
    files = 0
    total_bytes = 0
    tags: Counter[str] = Counter()
    per_origin: dict[str, dict[str, float]] = {}
    if args.split == "heldout":
        groups = [(o, corpora.heldout_files(o)) for o in sorted(corpora.HELDOUT)]
    elif args.split == "confirm":
        groups = [(o, corpora.confirm_files(o)) for o in sorted(corpora.CONFIRM)]
    else:
        groups = [("dev", corpora.dev_files())]
    # Exact copies count once (cereal bundles RapidJSON, which is also an origin of its own), and a
    # confirmation file that is an exact copy of a file of the other splits is not confirmation data.
    seen: set[bytes] = set()
    if args.split == "confirm":
        seen = {_digest(p) for p in corpora.dev_files() + corpora.heldout_files()}
    copies = 0
    measured_files: list[Path] = []
    for origin, paths in groups:
        tree = lic.detect_tree_licenses(
            {
                posixpath.join(folder, "LICENSE"): _copyright(pkg)
                for folder, pkg in PACKAGE_OF.get(origin, {}).items()
            }
        )
        stats = per_origin.setdefault(origin, {"files": 0, "mb": 0.0})
        for path in paths:
            try:
                text = path.read_text()
            except (UnicodeDecodeError, OSError):
                continue
            digest = _digest(path)
            if digest in seen:
                copies += 1
                continue
            seen.add(digest)
            files += 1
            total_bytes += len(text.encode())
            stats["files"] += 1
            stats["mb"] += len(text.encode()) / 1e6
            measured_files.append(path)
            rel = str(path.relative_to(corpora.INCLUDE))
            for m in _TAG.finditer("\n".join(text.splitlines()[:64])):
                tags[m.group(1).strip()] += 1
            verdict = quality_reason(rel, text, fcfg)
            if verdict is not None:
                drops.setdefault(f"filter/{verdict[0]}", []).append((rel, verdict[1]))
                continue
            if args.split == "dev":
                continue
            found = lic.resolve(lic.detect_file_license(text), lic.license_for(rel, tree))
            v = lic.classify(found.expression if found else None, policy)
            if not v.keep:
                reason = v.reason.split(":")[0]
                drops.setdefault(reason, []).append(
                    (rel, f"{found.method}: {found.detail}" if found else "none")
                )
    here = Path(__file__).resolve().parent / "decisions"
    verdicts = (
        Path(args.verdicts) if args.verdicts else (here / "confirm" if args.split == "confirm" else here)
    )
    rng = random.Random(args.seed)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w") as f:
        f.write("reason\tpath\tdetail\n")
        for reason in sorted(drops):
            sample = sample_drops(drops[reason], args.per_reason, args.seed, key=tuple, rng=rng)
            for rel, detail in sample:
                f.write(f"{reason}\t{rel}\t{detail}\n")
    known = {t: lic.is_known_expression(t) for t in tags}
    measured = {}
    if args.split != "dev":
        measured = {
            "not_cpp": not_cpp_measurement(random.Random(args.seed), measured_files),
            "data_blob": data_blob_measurement(
                random.Random(args.seed), len(drops.get("filter/data-blob", []))
            ),
        }
    print(
        json.dumps(
            {
                "files": files,
                "mb": round(total_bytes / 1e6, 1),
                "split": args.split,
                "origins": {o: {"files": v["files"], "mb": round(v["mb"], 2)} for o, v in per_origin.items()},
                "exact_copies_skipped": copies,
                "drops": {r: len(v) for r, v in sorted(drops.items())},
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
                "judged": judged_precision(verdicts),
                **measured,
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
