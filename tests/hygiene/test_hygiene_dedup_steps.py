"""The dedup stage as steps: the same bytes for every number of ranks, and a killed rank resumes.

The corpus is real libstdc++ headers in two sources, with exact copies (within a source and
across sources), edited copies (near duplicates, within and across sources) and a chain
A ~ B ~ C whose ends are far apart, a pair whose MinHash estimate is above the threshold but
whose exact Jaccard is just below it (both kept), and an exact copy (in another source and shard)
of a document that is itself dropped as a near copy; small acquire shards spread them over several
shards.
"""

from __future__ import annotations

import dataclasses
import io
import json
import re
import shutil
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from corpus import STDCXX, write_settings
from hygiene_fixtures import read_text

from pipeline import runner
from pipeline.config import PipelineConfig, load_config_file, load_sources
from pipeline.hygiene.neardup import (
    MIN_EVIDENCE_SHINGLES,
    band_keys,
    estimated_jaccard,
    minhash_signatures,
    shingle_hashes,
    strip_license_comments,
    tokenize,
)
from pipeline.store import ObjectStore, iter_shards

BITS = STDCXX / "bits"
pytestmark = pytest.mark.skipif(not BITS.is_dir(), reason="needs libstdc++ headers")


def _headers(n: int) -> list[Path]:
    """``n`` distinct real headers of moderate size (sorted by name, so the choice is stable)."""
    paths = [p for p in sorted(BITS.glob("*.h")) if p.is_file() and not p.is_symlink()]
    return [p for p in paths if 4_000 < p.stat().st_size < 40_000][:n]


def _edited(text: str) -> str:
    """A near copy: every 40th line gets a trailing comment (J stays well above 0.7)."""
    lines = text.splitlines(keepends=True)
    return "".join(
        line.rstrip("\n") + f" // edited {i}\n" if i % 40 == 20 else line for i, line in enumerate(lines)
    )


def _chain() -> dict[str, str]:
    """a.h ~ b.h ~ c.h (a~b, b~c at J > 0.7; a and c below): windows of one real token stream."""
    paths = sorted(BITS.glob("*.h"), key=lambda p: (-p.stat().st_size, p.name))
    tokens = [t for p in paths[:3] for t in tokenize(read_text(p))]
    out = {}
    for k, name in enumerate(("a.h", "b.h", "c.h")):
        window = tokens[k * 150 : k * 150 + 1200]
        body = "\n".join(" ".join(window[i : i + 12]) for i in range(0, len(window), 12))
        out[name] = "// SPDX-License-Identifier: MIT\n" + body + "\n"
    return out


def _token_windows(tokens: list[str], start: int, length: int = 1200) -> str:
    window = tokens[start : start + length]
    body = "\n".join(" ".join(window[i : i + 12]) for i in range(0, len(window), 12))
    return "// SPDX-License-Identifier: MIT\n" + body + "\n"


def exact_shingle_counts(a: str, b: str) -> tuple[int, int]:
    """(shared, distinct) shingles of two texts as the stage shingles them, with Python sets."""
    sa = set(shingle_hashes(strip_license_comments(a)).tolist())
    sb = set(shingle_hashes(strip_license_comments(b)).tolist())
    return len(sa & sb), len(sa | sb)


def below_threshold_pair(cfg: PipelineConfig | None = None) -> tuple[str, str]:
    """Two windows of one real token stream whose exact Jaccard is in [0.68, 0.7) but whose MinHash
    estimate is ≥ 0.7 and which share an LSH band: the estimate alone would drop one of them.

    Found by a deterministic search over window starts and shifts (the exact J of two windows
    ``s`` tokens apart is about ``(M - s) / (M + s)`` for ``M`` shingles).
    """
    d = (cfg or PipelineConfig()).dedup
    paths = sorted(BITS.glob("*.h"), key=lambda p: (-p.stat().st_size, p.name))
    tokens = [t for p in paths[3:6] for t in tokenize(read_text(p))]  # the chain uses paths[:3]
    for start in range(0, 3000, 50):
        for shift in range(180, 260, 4):
            a, b = _token_windows(tokens, start), _token_windows(tokens, start + shift)
            shared, union = exact_shingle_counts(a, b)
            if not 0.68 <= shared / union < 0.7:
                continue
            sig = minhash_signatures([strip_license_comments(a), strip_license_comments(b)], num_perm=d.num_perm,
                                     seed=d.seed)  # fmt: skip
            keys = band_keys(sig, d.bands, d.rows)
            if estimated_jaccard(sig[0], sig[1]) >= d.threshold and (keys[0] == keys[1]).any():
                return a, b
    raise AssertionError("no window pair with exact J just below 0.7 and estimate above it")


def _stdafx(project: str) -> str:
    """A precompiled-header source of a (fictional) project: its own license comment and one include,
    in the two shapes THIRTYFIRST's wrong cross-source drop had (FlightCrew's LGPL box, VisualBoyAdvance's
    GPL ``//`` notice)."""
    if project == "Skyward":
        notice = [
            "Copyright (C) 2010  Ana Skyward",
            "",
            "This file is part of Skyward.",
            "",
            "Skyward is free software: you can redistribute it and/or modify",
            "it under the terms of the GNU Lesser General Public License as published",
            "by the Free Software Foundation, either version 3 of the License, or",
            "(at your option) any later version.",
        ]
        box = "*" * 72
        return f"/{box}\n" + "".join(f"**  {line}\n" for line in notice) + f'{box}/\n\n#include "stdafx.h"\n'
    notice = [
        f"{project} - a handheld console emulator.",
        "Copyright (C) 1999-2003 Forgotten",
        "",
        "This program is free software; you can redistribute it and/or modify",
        "it under the terms of the GNU General Public License as published by",
        "the Free Software Foundation; either version 2, or(at your option)",
        "any later version.",
    ]
    return "".join(f"// {line}\n" for line in notice) + '\n#include "stdafx.h"\n'


def build_corpus(root: Path) -> Path:
    """Two folder sources (``a`` first, so it wins ties); returns the sources file."""
    a, b = root / "src-a", root / "src-b"
    (a / "bits").mkdir(parents=True)
    (b / "chain").mkdir(parents=True)
    headers = _headers(14)
    for p in headers:
        shutil.copyfile(p, a / "bits" / p.name)
    shutil.copyfile(headers[0], a / "zz_copy.h")  # exact, same source
    shutil.copyfile(headers[1], b / "copy_of_a.h")  # exact, across sources
    (a / "near_edit.h").write_text(_edited(read_text(headers[2])))  # near, same source
    (b / "edited.h").write_text(_edited(read_text(headers[3])))  # near, across sources
    for name, text in _chain().items():
        (b / "chain" / name).write_text(text)
    (b / "below").mkdir()
    for name, text in zip(("x.h", "y.h"), below_threshold_pair(), strict=True):
        (b / "below" / name).write_text(text)
    # B = p_base.h, A = q_edited.h ~ B (B first, so A is near-dropped), A' = b:vendored/q_edited.h = A
    base = read_text(_headers(15)[14])
    (a / "p_base.h").write_text(base)
    (a / "q_edited.h").write_text(_edited(base))
    (b / "vendored").mkdir()
    (b / "vendored" / "q_edited.h").write_text(_edited(base))
    # two projects' stdafx.cpp: the remainders (one include) are equal, the whole texts are not: both kept;
    # a copy of PixelBoy's with another year is a real near copy of a tiny file: dropped
    (a / "win32").mkdir()
    (a / "win32" / "stdafx.cpp").write_text(_stdafx("PixelBoy"))
    (b / "Skyward").mkdir()
    (b / "Skyward" / "stdafx.cpp").write_text(_stdafx("Skyward"))
    (b / "compat").mkdir()
    (b / "compat" / "stdafx.cpp").write_text(_stdafx("PixelBoy").replace("1999-2003", "1999-2004"))
    sources = root / "sources.yaml"
    sources.write_text(f"sources:\n  - name: a\n    path: {a}\n  - name: b\n    path: {b}\n")
    return sources


def lake_through_license(root: Path) -> tuple[ObjectStore, PipelineConfig, dict[str, str]]:
    """The corpus acquired, filtered and license-checked in small shards; returns dedup's inputs."""
    sources = build_corpus(root / "corpus")
    settings = write_settings(root / "settings.yaml", acquire={"shard_docs": 4})
    cfg = load_config_file(PipelineConfig(sources=load_sources(sources)), settings)
    store = ObjectStore(str(root / "lake"))
    summary = runner.run_pipeline(store, cfg, until="license")
    return store, cfg, {"license": summary["stages"]["license"]["version"]}


def run_dedup(store: ObjectStore, cfg: PipelineConfig, inputs: dict[str, str], world_size: int) -> str:
    """Every step of the dedup stage, each rank in turn, then finalize and gate; returns the version."""
    version = ""
    for step, mapped in runner.step_names("dedup", cfg):
        for rank in range(world_size if mapped else 1):
            version = runner.run_step(store, "dedup", cfg, inputs, step, rank, world_size)
    runner.finalize(store, "dedup", cfg, inputs, {})
    runner.gate(store, "dedup", version, cfg)
    return version


def version_files(store: ObjectStore, version: str) -> dict[str, bytes]:
    """The bytes that must not depend on the world size (timings and GX run metadata left out)."""
    folder = Path(store.path("dedup", version))
    out = {}
    for p in sorted(folder.rglob("*")):
        name = str(p.relative_to(folder))
        if p.is_dir() or name in ("_stats.json", "_validation.json"):
            continue
        data = p.read_bytes()
        if name == "_manifest.json":
            manifest = json.loads(data)
            manifest["gate"].pop("seconds")
            data = json.dumps(manifest, sort_keys=True).encode()
        out[name] = data
    return out


EXPECTED_DROPS = {
    # (source, path): (reason, kept document); which one is kept follows corpus order
    ("a", "zz_copy.h"): ("exact-duplicate", "a:bits/{0}"),
    ("b", "copy_of_a.h"): ("exact-duplicate", "a:bits/{1}"),
    ("a", "near_edit.h"): ("near-duplicate", "a:bits/{2}"),
    ("b", "edited.h"): ("cross-source-duplicate", "a:bits/{3}"),
    ("b", "chain/b.h"): ("near-duplicate", "b:chain/a.h"),
    ("a", "q_edited.h"): ("near-duplicate", "a:p_base.h"),
    # the exact copy of a near-dropped document: its representative, then the one kept instead
    ("b", "vendored/q_edited.h"): ("exact-duplicate", "a:q_edited.h", "a:p_base.h"),
    # a remainder too small to show a copy (one include): the whole texts are alike too
    ("b", "compat/stdafx.cpp"): ("cross-source-duplicate", "a:win32/stdafx.cpp"),
}
SIMILARITY = (
    r"J=([0-9.]+) >= 0\.7, (\d+) of (\d+) shingles(?:; whole texts J=([0-9.]+), (\d+) of (\d+) shingles)?"
)
DETAIL = re.compile(
    rf"(?:duplicate of (\S+)(?: \(dropped as a near duplicate of (\S+), {SIMILARITY}\))?"
    rf"|near duplicate of (\S+) \({SIMILARITY}\))"
)


@pytest.fixture(scope="module")
def lake(tmp_path_factory: pytest.TempPathFactory) -> tuple[ObjectStore, PipelineConfig, dict[str, str]]:
    return lake_through_license(tmp_path_factory.mktemp("dedup-steps"))


def _reset(store: ObjectStore) -> None:
    shutil.rmtree(store.path("dedup"), ignore_errors=True)


def _drops(files: dict[str, bytes]) -> list[dict]:
    out = []
    for name, data in sorted(files.items()):
        if name.startswith("drops-"):
            out += pq.read_table(io.BytesIO(data)).to_pylist()
    return out


def test_every_world_size_writes_the_same_bytes_and_the_right_drops(lake) -> None:
    store, cfg, inputs = lake
    by_world: dict[int, dict[str, bytes]] = {}
    for world_size in (1, 2, 4, 7):
        _reset(store)
        version = run_dedup(store, cfg, inputs, world_size)
        by_world[world_size] = version_files(store, version)
        assert not Path(store.path("dedup", version, "_work")).exists()  # the work files are gone
    reference = by_world[1]
    assert sum(n.startswith("part-") for n in reference) >= 5  # the corpus spans several shards
    for world_size, files in by_world.items():
        assert sorted(files) == sorted(reference), world_size
        assert [n for n in files if files[n] != reference[n]] == [], world_size

    headers = [p.name for p in _headers(14)]
    drops = _drops(reference)
    assert {(d["source"], d["path"]): d["reason"] for d in drops} == {
        k: reason for k, (reason, *_) in EXPECTED_DROPS.items()
    }
    texts = {
        f"{s}:{p}": t
        for _, table in iter_shards(store, "license", inputs["license"], columns=["source", "path", "text"])
        for s, p, t in zip(*(table.column(c).to_pylist() for c in ("source", "path", "text")), strict=True)
    }
    kept = [(r["source"], r["path"]) for n, data in sorted(reference.items()) if n.startswith("part-")
            for r in pq.read_table(io.BytesIO(data), columns=["source", "path"]).to_pylist()]  # fmt: skip
    for d in drops:
        m = DETAIL.fullmatch(d["detail"])
        assert m, d["detail"]
        named = [n.format(*headers) for n in EXPECTED_DROPS[(d["source"], d["path"])][1:]]
        if d["reason"] == "exact-duplicate":
            # a copy of a kept document names only it; a copy of a near-dropped one, the kept one too
            assert [n for n in m.group(1, 2) if n] == named, d["detail"]
            near, numbers = m.group(2), m.group(3, 4, 5, 6, 7, 8)
        else:
            assert [m.group(9)] == named, d["detail"]
            near, numbers = m.group(9), m.group(10, 11, 12, 13, 14, 15)
        # every drop leads to a document in the output
        assert tuple(named[-1].split(":", 1)) in kept, d["detail"]
        if near:
            # the recorded similarity is the exact Jaccard of the pair, recomputed here from the texts
            # (for an exact copy, its own similarity to the kept document: equal to its representative's)
            mine, theirs = texts[f"{d['source']}:{d['path']}"], texts[near]
            shared, union = exact_shingle_counts(mine, theirs)
            assert (int(numbers[1]), int(numbers[2])) == (shared, union), d["detail"]
            assert numbers[0] == f"{shared / union:.4f}" and shared / union >= 0.7, d["detail"]
            # the whole texts are given exactly when a remainder is too small to show a copy by itself
            small = min(len(set(shingle_hashes(strip_license_comments(t)).tolist())) for t in (mine, theirs))
            assert (numbers[3] is not None) == (small < MIN_EVIDENCE_SHINGLES), d["detail"]
            if numbers[3] is not None:
                sa, sb = set(shingle_hashes(mine).tolist()), set(shingle_hashes(theirs).tolist())
                assert (int(numbers[4]), int(numbers[5])) == (len(sa & sb), len(sa | sb)), d["detail"]
                whole_j = len(sa & sb) / len(sa | sb)
                assert numbers[3] == f"{whole_j:.4f}" and whole_j >= 0.7, d["detail"]
    # two projects' stdafx.cpp alike only in their one include (J 1.0 on 3 shingles): both kept
    pixel, sky = texts["a:win32/stdafx.cpp"], texts["b:Skyward/stdafx.cpp"]
    assert exact_shingle_counts(pixel, sky) == (3, 3)  # the premise: equal remainders, as before dedup 8
    assert ("a", "win32/stdafx.cpp") in kept and ("b", "Skyward/stdafx.cpp") in kept
    # the chain keeps its far end, and nothing else is lost: kept + dropped = license's rows
    assert ("b", "chain/a.h") in kept and ("b", "chain/c.h") in kept
    # exact J just below the threshold (the estimate above it): both are kept
    assert ("b", "below/x.h") in kept and ("b", "below/y.h") in kept
    license_rows = sum(
        t.num_rows for _, t in iter_shards(store, "license", inputs["license"], columns=["path"])
    )
    assert len(kept) + len(drops) == license_rows and len(set(kept)) == len(kept)


def test_the_number_of_exact_buckets_does_not_change_the_output(lake) -> None:
    store, cfg, inputs = lake
    outputs = []
    for buckets in (1, 3):
        _reset(store)
        c = cfg.replace(dedup=dataclasses.replace(cfg.dedup, exact_buckets=buckets))
        outputs.append(version_files(store, run_dedup(store, c, inputs, 2)))
    assert outputs[0] == outputs[1]


def test_a_killed_run_resumes_to_the_same_bytes(lake) -> None:
    """Ranks that died part-way (some steps, some ranks, a half-written step) leave files a re-run
    finishes; the result equals an uninterrupted run's, byte for byte."""
    store, cfg, inputs = lake
    _reset(store)
    reference = version_files(store, run_dedup(store, cfg, inputs, 1))
    steps = runner.step_names("dedup", cfg)
    world = 4
    for stop_before in range(1, len(steps)):
        _reset(store)
        for step, mapped in steps[:stop_before]:
            for rank in range(world if mapped else 1):
                runner.run_step(store, "dedup", cfg, inputs, step, rank, world)
        step, mapped = steps[stop_before]
        if mapped:  # the next step died after rank 1 wrote its files
            runner.run_step(store, "dedup", cfg, inputs, step, 1, world)
        # the re-run, with another number of ranks
        assert version_files(store, run_dedup(store, cfg, inputs, 2)) == reference, steps[stop_before]


def test_a_rank_that_died_between_its_files_is_redone(lake) -> None:
    """Output files lost after the work files were removed (a shard's part and drops, a signature
    file, the manifest) are rebuilt by a re-run: the work is redone and the same bytes come out."""
    store, cfg, inputs = lake
    _reset(store)
    version = run_dedup(store, cfg, inputs, 3)
    reference = version_files(store, version)
    folder = Path(store.path("dedup", version))
    for name in (
        "_manifest.json",
        "_pending.json",
        "part-00002.parquet",
        "drops-00002.parquet",
        "sig-00004.parquet",
    ):
        (folder / name).unlink()
    assert version_files(store, run_dedup(store, cfg, inputs, 3)) == reference


@pytest.mark.slow
def test_worker_processes_write_what_one_process_writes(lake) -> None:
    """``cppcorpus run --workers 3``: the ranks run in spawned processes (the stages before are cache hits)."""
    store, cfg, inputs = lake
    _reset(store)
    reference = version_files(store, run_dedup(store, cfg, inputs, 1))
    _reset(store)
    summary = runner.run_pipeline(store, cfg, until="dedup", workers=3)
    assert summary["stages"]["license"]["cache_hit"] and not summary["stages"]["dedup"]["cache_hit"]
    assert version_files(store, summary["stages"]["dedup"]["version"]) == reference


@pytest.mark.slow
def test_worker_processes_on_s3_write_what_one_local_process_writes(tmp_path: Path, s3_server) -> None:
    """On S3 each worker process caches folder listings; a rank must still see what other processes
    wrote in earlier steps. One shard and two workers: the process that wrote no signature file in
    step 3 once read a stale listing in step 4 and missed the other's."""
    sources = build_corpus(tmp_path / "corpus")
    settings = write_settings(tmp_path / "settings.yaml", acquire={"shard_docs": 1000})
    cfg = load_config_file(PipelineConfig(sources=load_sources(sources)), settings)
    local = ObjectStore(str(tmp_path / "lake"))
    version = runner.run_pipeline(local, cfg, until="dedup")["stages"]["dedup"]["version"]
    reference = {n: d for n, d in version_files(local, version).items() if not n.startswith("_")}
    assert sum(n.startswith("part-") for n in reference) == 1
    remote = ObjectStore(s3_server.fresh_root("dedup-steps"), s3_server.storage_options)
    summary = runner.run_pipeline(remote, cfg, until="dedup", workers=2)
    assert summary["stages"]["dedup"]["version"] == version
    names = [n for n in remote.listdir(remote.path("dedup", version)) if not n.startswith("_")]
    assert sorted(names) == sorted(reference)
    assert {n: remote.read_bytes(remote.path("dedup", version, n)) for n in names} == reference
