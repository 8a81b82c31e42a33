"""Which filter decisions of a package-built set the X-macro-list rules change (issue 8; NINTH's
``not-cpp`` false drops), and whether every judged ``filter/not-cpp`` row keeps its verdict's outcome.

The rules are ``quality.macro_list`` and what uses it: the ``is_macro_list`` branch of
``cpp_parse_errors`` (``not-cpp``) and the X-macro table branch of ``data-blob``. With ``macro_list``
answering None the filter is the one before them, and a file for which ``macro_list`` (comments
removed) is None is decided the same either way; so every file of the set (exact copies once, in
``filter_dump.py``'s order) for which it is not None is decided twice: as the code stands, and with
``macro_list`` patched to None. Prints JSON: per set, the files, the X-macro lists among them, every
changed decision (old reason -> new, with the file), the judged rows of any ``filter-*.tsv`` among
the changed files, and for the judged ``not-cpp`` rows: correct drops now kept, wrong drops still
``not-cpp``, and rows whose reason changed.

    nice -n 10 python benchmarks/not_cpp_macro_lists.py --set ninth
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402
import filter_dump  # noqa: E402

from pipeline.config import FilterConfig  # noqa: E402
from pipeline.hygiene import quality  # noqa: E402
from pipeline.stages.filter import CODE_VERSION, quality_reason  # noqa: E402

HERE = Path(__file__).resolve().parent / "decisions"


def decide(name: str, text: str, cfg: FilterConfig) -> tuple[str, str]:
    verdict = quality_reason(name, text, cfg)
    return verdict if verdict else ("keep", "")


def decide_before(name: str, text: str, cfg: FilterConfig) -> tuple[str, str]:
    with mock.patch.object(quality, "macro_list", return_value=None):
        return decide(name, text, cfg)


def measure(split: str) -> dict:
    cfg = FilterConfig()
    root = corpora.SETS[split].dir()
    files = lists = 0
    changed: Counter[str] = Counter()
    changed_files: dict[str, str] = {}
    for rel, _data, text in filter_dump.unique_texts(split):
        files += 1
        if quality.macro_list(quality.without_comments(text)) is None:
            continue
        lists += 1
        name = rel.split("/", 1)[1]
        new, old = decide(name, text, cfg), decide_before(name, text, cfg)
        if old[0] != new[0]:
            changed[f"{old[0]} -> {new[0]}"] += 1
            changed_files[rel] = f"{old[0]} -> {new[0]}: {new[1]}"
    judged_changed = []
    for tsv in sorted((HERE / split).glob("filter-*.tsv")):
        for line in tsv.read_text().splitlines()[1:]:
            rel, verdict = line.split("\t")[:2]
            if rel in changed_files:
                judged_changed.append(f"{tsv.stem} {verdict}: {rel}: {changed_files[rel]}")
    judged = {"rows": 0, "correct_drops_now_kept": [], "wrong_drops_still_not_cpp": [], "reason_changed": []}
    for line in (HERE / split / "filter-not-cpp.tsv").read_text().splitlines()[1:]:
        if not line.strip():
            continue
        rel, verdict = line.split("\t")[:2]
        text = (root / rel).read_text(errors="replace")
        new = decide(rel.split("/", 1)[1], text, cfg)
        judged["rows"] += 1
        if new[0] != "not-cpp":
            judged["reason_changed"].append(f"{rel}: judged {verdict}, now {new[0]}: {new[1]}")
        if verdict == "correct" and new[0] == "keep":
            judged["correct_drops_now_kept"].append(rel)
        if verdict == "wrong" and new[0] == "not-cpp":
            judged["wrong_drops_still_not_cpp"].append(rel)
    return {
        "set": split,
        "filter_code_version": CODE_VERSION,
        "files": files,
        "x_macro_lists": lists,
        "changed": dict(sorted(changed.items())),
        "changed_files": [f"{rel}: {how}" for rel, how in sorted(changed_files.items())],
        "judged_rows_changed": judged_changed,
        "judged_not_cpp": judged,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", required=True, choices=tuple(corpora.SETS))
    args = ap.parse_args()
    print(json.dumps(measure(args.set), indent=2))


if __name__ == "__main__":
    main()
