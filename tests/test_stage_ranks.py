"""Stages ``tokenizer`` and ``chunk`` run as ranks of their steps: the same bytes for every world size,
resumable after some ranks, and the tokenizer's domain slots chosen from every shard's counts."""

from __future__ import annotations

import dataclasses
import json
import shutil
import warnings
from pathlib import Path

import pytest

from pipeline import runner
from pipeline.config import AcquireConfig, ChunkConfig, PipelineConfig, SourceSpec, TokenizerConfig
from pipeline.stages import tokenizer as tokenizer_stage
from pipeline.store import ObjectStore
from pipeline.tokenizer.bands import domain_candidates
from pipeline.tokenizer.selection import distinctive

HEADER = "// SPDX-License-Identifier: MIT\n"
# distinctive domain candidates, one per file: each is seen in exactly one document of the corpus
MARKERS = [t for _, t in domain_candidates() if distinctive(t) and "::" not in t and t.isidentifier()][:24]


def _file(repo: int, i: int) -> str:
    """A small C++ file: a struct, functions calling each other (and one of the previous file's),
    one domain marker, and in some files an exact or near copy of a shared function."""
    name = f"r{repo}f{i}"
    body = "".join(f"  acc = (acc * {31 + k}) ^ (v >> {k % 7});\n" for k in range(20))
    shared = f"unsigned mix(unsigned v) {{\n  unsigned acc = 17;\n{body}  return acc;\n}}\n"
    parts = [
        HEADER,
        f'#include <vector>\n#include "{name}.h"\n',
        f"struct {name.title()}State {{ int count_{i}; long total_{i}; }};\n",
        f"static int helper_{name}(int x) {{ return x * {i + 3} + {repo}; }}\n",
        f"int compute_{name}(int y) {{\n  int z = helper_{name}(y) + helper_{name}(y + {i});\n",
        f"  z += compute_r{repo}f{i - 1}(z);\n" if i else "",
        f"  {MARKERS[(repo * 12 + i) % len(MARKERS)]}(&z, sizeof(z));\n  return z;\n}}\n",
        f"int total_{name}({name.title()}State s) {{ return s.count_{i} + (int)s.total_{i}; }}\n",
    ]
    if i % 4 == 1:
        parts.append(shared)  # exact copies across files and repositories
    if i % 4 == 3:
        parts.append(shared.replace("unsigned mix(", f"unsigned mix_{name}(").replace("^ (v >> 3)", "+ v"))
    return "".join(parts)


@pytest.fixture(scope="module")
def scrubbed(tmp_path_factory):
    """A root with acquire .. scrub committed (7 scrub shards of 4 documents), and its config."""
    base = tmp_path_factory.mktemp("ranks")
    sources = []
    for repo in range(2):
        src = base / f"src{repo}"
        src.mkdir()
        for i in range(12 + repo * 2):
            (src / f"f{i:02d}.cpp").write_text(_file(repo, i))
        sources.append(SourceSpec(name=f"repo{repo}", path=str(src)))
    cfg = PipelineConfig(
        sources=tuple(sources),
        acquire=AcquireConfig(shard_docs=4),
        tokenizer=TokenizerConfig(vocab_size=4096, sample_bytes=6000, device="cpu"),
        chunk=ChunkConfig(dedup=True, min_chunk_tokens=0),
    )
    cfg = cfg.replace(dedup=dataclasses.replace(cfg.dedup, near=False))
    root = base / "lake"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        summary = runner.run_pipeline(ObjectStore(str(root)), cfg, until="scrub")
    versions = {k: v["version"] for k, v in summary["stages"].items()}
    return root, cfg, versions


def _run_ranks(store: ObjectStore, name: str, cfg: PipelineConfig, inputs: dict, world: int) -> str:
    """Every rank of every step, in order, in this process; then commit (finalize + gate)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for step, mapped in runner.step_names(name, cfg):
            for rank in range(world if mapped else 1):
                runner.run_step(store, name, cfg, inputs, step, rank, world)
        version = runner.finalize(store, name, cfg, inputs, {})
        runner.gate(store, name, version, cfg)
    return version


def _tokenizer_and_chunk(root: Path, cfg: PipelineConfig, versions: dict, world: int) -> dict[str, str]:
    store = ObjectStore(str(root))
    tv = _run_ranks(store, "tokenizer", cfg, {"scrub": versions["scrub"]}, world)
    cv = _run_ranks(store, "chunk", cfg, {"scrub": versions["scrub"], "tokenizer": tv}, world)
    return {"tokenizer": tv, "chunk": cv}


def _snapshot(root: Path, made: dict[str, str]) -> dict[str, bytes]:
    """Every file of the stages' version folders and of the tokenizer artifact, as the contract
    compares them: ``_stats.json`` and ``_validation.json`` left out, the gate's seconds blanked."""
    revision = tokenizer_stage.revision_of(ObjectStore(str(root)), made["tokenizer"])
    folders = [root / stage / version for stage, version in made.items()] + [root / "tokenizers" / revision]
    out = {}
    for folder in folders:
        for p in sorted(folder.iterdir()):
            if p.name in ("_stats.json", "_validation.json"):
                continue
            data = p.read_bytes()
            if p.name == "_manifest.json":
                m = json.loads(data)
                m["gate"]["seconds"] = None
                data = json.dumps(m, sort_keys=True).encode()
            out[str(p.relative_to(root))] = data
    return out


def _fresh(scrubbed, tmp_path: Path, name: str) -> Path:
    root = tmp_path / name
    shutil.copytree(scrubbed[0], root)
    return root


def test_same_bytes_for_every_world_size(scrubbed, tmp_path):
    root0, cfg, versions = scrubbed
    snaps, made = {}, {}
    for world in (1, 2, 4):
        root = _fresh(scrubbed, tmp_path, f"w{world}")
        made[world] = _tokenizer_and_chunk(root, cfg, versions, world)
        snaps[world] = _snapshot(root, made[world])
    assert made[1] == made[2] == made[4]
    assert set(snaps[1]) == set(snaps[2]) == set(snaps[4])
    for world in (2, 4):
        differing = sorted(k for k in snaps[1] if snaps[1][k] != snaps[world][k])
        assert not differing, f"world size {world} differs from 1 in {differing}"
    names = {Path(k).name for k in snaps[1]}
    # 7 scrub shards: one counts file and one part each; chunk dedup found the copies of `mix`
    scrub_shards = len(list((root0 / "scrub" / versions["scrub"]).glob("part-*.parquet")))
    assert scrub_shards == 7
    assert sum(n.startswith("counts-") for n in names) == scrub_shards
    chunk_dir = root / "chunk" / made[1]["chunk"]
    assert len(list(chunk_dir.glob("part-*.parquet"))) == scrub_shards
    # the scratch files are gone, and no file of the manifest starts with "_"
    assert not [
        p.name for p in chunk_dir.iterdir() if p.name.startswith(("_work-", "_candidates-", "_resolved-"))
    ]
    manifest = json.loads((chunk_dir / "_manifest.json").read_text())
    assert manifest["files"] and not [n for n in manifest["files"] if n.startswith("_")]
    assert manifest["drops"] == {}  # chunk-level drops live in chunk-drops-*, documents are kept
    extra = manifest["extra"]
    assert extra["device"] == {"device": "cpu"} and extra["documents"] == 26
    assert extra["call_edges"] > 0 and sum(extra["chunks_dropped_as_copies"].values()) > 0
    tok_manifest = json.loads((root / "tokenizer" / made[1]["tokenizer"] / "_manifest.json").read_text())
    assert tok_manifest["extra"]["device"] == {"device": "cpu"}


def test_domain_slots_come_from_every_shard_not_the_sample(scrubbed, tmp_path):
    root0, cfg, versions = scrubbed
    root = _fresh(scrubbed, tmp_path, "slots")
    made = _tokenizer_and_chunk(root, cfg, versions, 2)
    store = ObjectStore(str(root))
    sample = list(tokenizer_stage.sample_texts(store, versions["scrub"], cfg.tokenizer.sample_bytes))
    used = {m for m in MARKERS if any(f"{m}(&z" in t for t in _all_texts(store, versions["scrub"]))}
    in_sample = {m for m in used if any(f"{m}(&z" in t for t in sample)}
    assert 0 < len(sample) < 26 and used - in_sample, (
        "the sample must miss some markers for this test to mean anything"
    )
    revision = tokenizer_stage.revision_of(store, made["tokenizer"])
    report = json.loads((root / "tokenizers" / revision / "selection_report.json").read_text())
    kept = {e["token"] for cat in report["domain"].values() for e in cat["kept"]}
    assert used <= kept  # every marker, seen in one document each, sampled or not
    manifest = json.loads((root / "tokenizers" / revision / "manifest.json").read_text())
    assert manifest["training"]["scan"]["n_docs"] == 26 and manifest["training"]["n_docs"] == len(sample)


def _all_texts(store: ObjectStore, scrub_version: str) -> list[str]:
    from pipeline.store import iter_shards

    return [
        t
        for _, tab in iter_shards(store, "scrub", scrub_version, ["text"])
        for t in tab.column("text").to_pylist()
    ]


def test_resume_after_some_ranks_gives_the_same_bytes(scrubbed, tmp_path):
    root0, cfg, versions = scrubbed
    ref_root = _fresh(scrubbed, tmp_path, "ref")
    ref = _snapshot(ref_root, _tokenizer_and_chunk(ref_root, cfg, versions, 1))

    root = _fresh(scrubbed, tmp_path, "resumed")
    store = ObjectStore(str(root))
    scrub_in = {"scrub": versions["scrub"]}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        # tokenizer: rank 1 of 3 counted its shards, then the run stopped
        runner.run_step(store, "tokenizer", cfg, scrub_in, "count", 1, 3)
        tv, _ = runner.plan_version(store, "tokenizer", cfg, scrub_in)
        assert len(list((root / "tokenizer" / tv).glob("counts-*"))) == 2
        tv = _run_ranks(store, "tokenizer", cfg, scrub_in, 2)
        chunk_in = {**scrub_in, "tokenizer": tv}
        # chunk: pass 1 by rank 0 of 2, resolve by rank 1 of 2, then by rank 0 of 3, the gather, and rank 2
        # of 3 of the write step, then the run stopped
        runner.run_step(store, "chunk", cfg, chunk_in, "encode", 0, 2)
        cv, _ = runner.plan_version(store, "chunk", cfg, chunk_in)
        assert len(list((root / "chunk" / cv).glob("_work-*"))) == 4
        runner.run_step(store, "chunk", cfg, chunk_in, "encode", 1, 2)
        runner.run_step(store, "chunk", cfg, chunk_in, "resolve", 1, 2)
        runner.run_step(store, "chunk", cfg, chunk_in, "resolve", 0, 3)
        runner.run_step(store, "chunk", cfg, chunk_in, "gather", 0, 1)
        runner.run_step(store, "chunk", cfg, chunk_in, "write", 2, 3)
        assert len(list((root / "chunk" / cv).glob("part-*"))) == 2
    made = {"tokenizer": tv, "chunk": _run_ranks(store, "chunk", cfg, chunk_in, 4)}
    resumed = _snapshot(root, made)
    assert set(resumed) == set(ref)
    assert not sorted(k for k in ref if ref[k] != resumed[k])


def test_a_mapped_step_leaves_no_manifest_facts(scrubbed, tmp_path):
    """Mapped steps may not set ctx.extra (the runner raises): the facts come from files."""
    root0, cfg, versions = scrubbed
    root = _fresh(scrubbed, tmp_path, "extra")
    made = _tokenizer_and_chunk(root, cfg, versions, 2)
    for stage, version in made.items():
        extras = sorted(p.name for p in (root / stage / version).glob("_extra-*"))
        assert extras == [], f"{stage}: {extras}"
