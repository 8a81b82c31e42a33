"""Stages pack and export as steps (issue 10): the same bytes for 1, 2 and 4 ranks, resumed or not.

The upstream stages (acquire .. tokenize) run once through the CLI on a small real corpus cut into
several tokenize shards, with pack shards smaller than a tokenize shard (so pack cuts them), a
validation split, pieces longer than a row (the fallback split) and one document the export's
license mix leaves out. Pack and export then run step by step, rank by rank, with
``runner.run_step`` into copies of that store, and are gated and committed as the runner does.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import pytest
from corpus import STDCXX, copy_headers, last_json, run_cli, write_settings

from pipeline import runner
from pipeline.config import PipelineConfig, load_config_file, load_sources
from pipeline.stages import export as export_stage
from pipeline.stages import pack as pack_stage
from pipeline.store import ObjectStore, read_manifest

SEQ_LEN, VOCAB = 256, 8192
GPL2 = (
    "/* SPDX-License-Identifier: GPL-2.0 */\n#ifndef C_H\n#define C_H\nstruct c { int a; int b; };\n#endif\n"
)


@pytest.fixture(scope="module")
def upstream(tmp_path_factory):
    """(root, cfg, versions) of a store holding acquire .. tokenize, committed."""
    base = tmp_path_factory.mktemp("steps")
    src = base / "src"
    copy_headers(STDCXX / "bits", src / "bits", 24, "*.h")
    copy_headers(STDCXX / "ext", src / "ext", 8, "*.h")
    (src / "uapi").mkdir()
    (src / "uapi" / "c.h").write_text(GPL2 * 3)
    sources = base / "sources.yaml"
    sources.write_text(f"sources:\n  - name: s\n    path: {src}\n")
    settings = write_settings(
        base / "settings.yaml",
        acquire={"shard_docs": 6},
        pack={"max_shard_docs": 9, "validation_fraction": 0.1, "origin_depth": 1},
    )
    root = base / "upstream"
    summary = last_json(
        run_cli(
            "run",
            "--sources",
            str(sources),
            "--root",
            str(root),
            "--seq-len",
            str(SEQ_LEN),
            "--vocab-size",
            str(VOCAB),
            "--config",
            str(settings),
            "--workers",
            "1",
            "--until",
            "tokenize",
        ).stdout
    )
    cfg = load_config_file(PipelineConfig(sources=load_sources(str(sources))), str(settings))
    cfg = cfg.with_overrides(seq_len=SEQ_LEN, vocab_size=VOCAB, tokenizer_revision=None)
    versions = {k: v["version"] for k, v in summary["stages"].items()}
    return root, cfg, versions


def _inputs(name: str, cfg: PipelineConfig, versions: dict[str, str]) -> dict[str, str]:
    return {up: versions[up] for up in runner.STAGES[name].inputs(cfg)}


def run_stage_by_ranks(
    store: ObjectStore, name: str, cfg: PipelineConfig, versions: dict[str, str], world: int
) -> str:
    """Every step of a stage, every rank in turn (as an orchestrator maps them), then finalize and gate."""
    inputs = _inputs(name, cfg, versions)
    for step in runner.STAGES[name].steps(cfg):
        for rank in range(world if step.mapped else 1):
            runner.run_step(store, name, cfg, inputs, step.name, rank, world)
    version = runner.finalize(store, name, cfg, inputs, {})
    runner.gate(store, name, version, cfg)
    versions[name] = version
    return version


def run_pack_and_export(upstream, dest: Path, world: int) -> tuple[ObjectStore, dict[str, str]]:
    root, cfg, versions = upstream
    shutil.copytree(root, dest)
    store = ObjectStore(str(dest))
    versions = dict(versions)
    for name in ("pack", "export"):
        run_stage_by_ranks(store, name, cfg, versions, world)
    return store, versions


def payload(store: ObjectStore, versions: dict[str, str]) -> dict[str, bytes]:
    """Every file of the pack and export versions (timings and GX run metadata aside)."""
    out: dict[str, bytes] = {}
    for name in ("pack", "export"):
        folder = Path(store.path(name, versions[name]))
        for p in sorted(folder.iterdir()):
            if p.name in ("_stats.json", "_validation.json"):
                continue
            data = p.read_bytes()
            if p.name == "_manifest.json":
                manifest = json.loads(data)
                manifest["gate"].pop("seconds")
                data = json.dumps(manifest, sort_keys=True).encode()
            out[f"{name}/{p.name}"] = data
    return out


@pytest.fixture(scope="module")
def one_rank(upstream, tmp_path_factory):
    return run_pack_and_export(upstream, tmp_path_factory.mktemp("w1") / "lake", 1)


def test_the_corpus_exercises_cuts_splits_validation_and_exclusion(one_rank):
    store, versions = one_rank
    pack = read_manifest(store, "pack", versions["pack"])
    tokenize_shards = [
        n for n in store.listdir(store.path("tokenize", versions["tokenize"])) if n.startswith("part-")
    ]
    pack_shards = [n for n in pack["files"] if n.startswith("part-")]
    assert len(tokenize_shards) >= 4 and len(pack_shards) > len(tokenize_shards)  # pack cut some shards
    assert pack["extra"]["validation_rows"] > 0 and pack["extra"]["split_pieces"] > 0
    assert read_manifest(store, "export", versions["export"])["drops"] == {"export/license-excluded": 1}


@pytest.mark.parametrize("world", [2, 4])
def test_pack_and_export_are_byte_identical_for_every_world_size(upstream, one_rank, tmp_path, world):
    store, versions = run_pack_and_export(upstream, tmp_path / "lake", world)
    assert versions == one_rank[1]
    ours, reference = payload(store, versions), payload(*one_rank)
    assert sorted(ours) == sorted(reference)
    assert [k for k in reference if ours[k] != reference[k]] == []


def test_no_scratch_survives_and_the_manifests_list_only_outputs(one_rank):
    store, versions = one_rank
    for name, scratch in (("pack", pack_stage.PLAN_PREFIX), ("export", export_stage.PART_PREFIX)):
        assert not [n for n in store.listdir(store.path(name, versions[name])) if n.startswith(scratch)]
    files = read_manifest(store, "export", versions["export"])["files"]
    assert {
        "cppcorpus.bin",
        "cppcorpus.idx",
        "part-00000.parquet",
        "drops-00000.parquet",
        "cppcorpus_structure.bin",
        "cppcorpus_platform.idx",
    } <= set(files)
    assert "COMPLETE.json" in read_manifest(store, "pack", versions["pack"])["files"]


def test_a_rank_that_failed_midway_then_a_full_run_gives_the_same_bytes(
    upstream, one_rank, tmp_path, monkeypatch
):
    root, cfg, versions = upstream
    shutil.copytree(root, tmp_path / "lake")
    store = ObjectStore(str(tmp_path / "lake"))
    versions = dict(versions)

    def fail_on_second_call(fn):
        calls = []

        def wrapped(*args, **kwargs):
            calls.append(1)
            if len(calls) == 2:
                raise RuntimeError("killed")
            return fn(*args, **kwargs)

        return wrapped

    # pack: the plan, then rank 1 of 2 dies after its first shard
    pack_inputs = _inputs("pack", cfg, versions)
    runner.run_step(store, "pack", cfg, pack_inputs, "plan", 0, 1)
    with monkeypatch.context() as m:
        m.setattr(pack_stage, "materialize", fail_on_second_call(pack_stage.materialize))
        with pytest.raises(RuntimeError, match="killed"):
            runner.run_step(store, "pack", cfg, pack_inputs, "rows", 1, 2)
    pack_dir = store.path("pack", runner.plan_version(store, "pack", cfg, pack_inputs)[0])
    assert len([n for n in store.listdir(pack_dir) if n.startswith("part-")]) == 1
    run_stage_by_ranks(store, "pack", cfg, versions, 2)

    # export: rank 0 of 2 dies after its first part
    export_inputs = _inputs("export", cfg, versions)
    with monkeypatch.context() as m:
        m.setattr(export_stage, "export_part", fail_on_second_call(export_stage.export_part))
        with pytest.raises(RuntimeError, match="killed"):
            runner.run_step(store, "export", cfg, export_inputs, "parts", 0, 2)
    export_dir = store.path("export", runner.plan_version(store, "export", cfg, export_inputs)[0])
    assert len([n for n in store.listdir(export_dir) if re.fullmatch(r"_part-\d{5}\.parquet", n)]) == 1
    run_stage_by_ranks(store, "export", cfg, versions, 2)

    ours, reference = payload(store, versions), payload(*one_rank)
    assert sorted(ours) == sorted(reference)
    assert [k for k in reference if ours[k] != reference[k]] == []


def test_megatron_core_reads_every_document_as_tokenize_wrote_it(one_rank):
    """The merged dataset, read by megatron-core: document i is BOS + its pieces without their BOS,
    in piece order, taken straight from the tokenize shards; the sidecars align with it."""
    pytest.importorskip("megatron.core")
    from megatron.core.datasets.indexed_dataset import IndexedDataset

    store, versions = one_rank
    folder = Path(store.path("export", versions["export"]))
    pieces: dict[str, dict[int, list[int]]] = {}
    tokenize = Path(store.path("tokenize", versions["tokenize"]))
    for p in sorted(tokenize.glob("part-*.parquet")):
        t = pq.read_table(p, columns=["doc_id", "piece", "input_ids"])
        for d, k, ids in zip(
            *(t.column(c).to_pylist() for c in ("doc_id", "piece", "input_ids")), strict=True
        ):
            pieces.setdefault(d, {})[k] = ids
    docs = pq.read_table(folder / "part-00000.parquet").to_pylist()
    ds = IndexedDataset(str(folder / "cppcorpus"))
    structure = IndexedDataset(str(folder / "cppcorpus_structure"))
    mask = IndexedDataset(str(folder / "cppcorpus_loss_mask"))
    assert len(ds) == len(docs) == len(pieces) - 1  # one document left out by the mix
    for i, d in enumerate(docs):
        got = pieces[d["doc_id"]]
        expected = [got[0][0]] + [t for k in sorted(got) for t in got[k][1:]]
        assert ds[i].tolist() == expected, d["doc_id"]
        assert d["n_tokens"] == len(expected) == len(structure[i]) == len(mask[i])
        assert mask[i][0] == 0 and mask[i][1:].all()
    assert np.array_equal(ds.index.sequence_lengths, [d["n_tokens"] for d in docs])


def test_export_refuses_packed_rows_that_lost_a_document(upstream, one_rank, tmp_path):
    _, cfg, _ = upstream
    store, versions = one_rank
    shutil.copytree(Path(store.path()).resolve(), tmp_path / "lake")
    store = ObjectStore(str(tmp_path / "lake"))
    shutil.rmtree(store.path("export", versions["export"]))
    part = Path(store.path("pack", versions["pack"], "part-00000.parquet"))
    pq.write_table(pq.read_table(part).slice(1), part)  # its first row is gone: a document lost tokens
    inputs = _inputs("export", cfg, versions)
    with pytest.raises(
        export_stage.ExportError, match="tokenize shard 0: .*(missing|tokens in the packed rows)"
    ):
        runner.run_step(store, "export", cfg, inputs, "parts", 0, 1)
