"""Sharded execution: every world size writes the same bytes, and a killed rank is redone alone.

The stages run as ranks (``cppcorpus run --workers N`` starts N processes; ``runner.run_step``
runs one rank of one step). Shard boundaries come from the data and the config, so the files of
every stage version — data, drop records, stage files, manifests — must not depend on N.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from corpus import REPO, STDCXX, copy_headers, last_json, run_cli, write_settings

SEQ_LEN = "256"
VOCAB = "4096"


def _corpus(base: Path) -> Path:
    """Two sources of real libstdc++ headers, an exact copy and files the filter drops; small shards."""
    import shutil

    a, b = base / "src-a", base / "src-b"
    copy_headers(STDCXX / "bits", a / "bits", 24, "*.h")
    copy_headers(STDCXX, a, 8)
    copy_headers(STDCXX / "ext", b / "ext", 10, "*.h")
    shutil.copyfile(sorted((a / "bits").iterdir())[0], b / "copy_of_a.h")
    (b / "README.md").write_text("not C++\n" * 40)
    (b / "tiny.h").write_text("int x;\n")
    sources = base / "sources.yaml"
    sources.write_text(f"sources:\n  - name: a\n    path: {a}\n  - name: b\n    path: {b}\n")
    write_settings(base / "settings.yaml", acquire={"shard_docs": 5})  # 11 acquire shards
    return sources


def _run_args(sources: Path, root: Path, workers: int) -> list[str]:
    """``cppcorpus run`` on the test corpus with its settings, the small vocab and ``workers``."""
    return ["run", "--sources", str(sources), "--root", str(root), "--config", str(sources.parent / "settings.yaml"),
            "--seq-len", SEQ_LEN, "--vocab-size", VOCAB, "--workers", str(workers)]  # fmt: skip


def _run(sources: Path, root: Path, workers: int, check: bool = True) -> subprocess.CompletedProcess:
    return run_cli(*_run_args(sources, root, workers), check=check)


def committed_files(root: Path) -> dict[str, bytes]:
    """Every file of every stage version and tokenizer artifact, as the world size must not change it.

    Left out: timings (``_stats.json``), GX run metadata (``_validation.json``), the gate's seconds
    in ``_manifest.json``, and ``runs/`` (run records).
    """
    out: dict[str, bytes] = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if not p.is_file() or rel.parts[0] == "runs" or p.name in ("_stats.json", "_validation.json"):
            continue
        data = p.read_bytes()
        if p.name == "_manifest.json":
            manifest = json.loads(data)
            manifest["gate"].pop("seconds", None)
            data = json.dumps(manifest, sort_keys=True).encode()
        out[str(rel)] = data
    return out


def _differences(a: dict[str, bytes], b: dict[str, bytes]) -> list[str]:
    return sorted({k for k in a.keys() | b.keys() if a.get(k) != b.get(k)})


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """``--workers 1``: the reference bytes and summary."""
    base = tmp_path_factory.mktemp("sharding")
    sources = _corpus(base)
    root = base / "w1"
    summary = last_json(_run(sources, root, 1).stdout)
    return sources, root, summary, committed_files(root)


@pytest.mark.slow
@pytest.mark.parametrize("workers", [2, 4, 7])
def test_every_world_size_writes_the_same_bytes_and_summary(reference, workers):
    sources, _, summary, files = reference
    assert (
        len([k for k in files if k.startswith("acquire/") and "/part-" in k]) >= 8
    )  # ranks own several shards
    root = sources.parent / f"w{workers}"
    got = last_json(_run(sources, root, workers).stdout)
    got_files = committed_files(root)
    assert _differences(files, got_files) == []
    strip = {"root", "export_prefix", "tokenizer"}  # paths under each run's own root
    assert {k: v for k, v in got.items() if k not in strip} == {
        k: v for k, v in summary.items() if k not in strip
    }
    stats = json.loads((root / "filter" / got["stages"]["filter"]["version"] / "_stats.json").read_text())
    assert stats["workers"] == workers


def test_the_drop_records_and_ledger_do_not_depend_on_the_world_size(reference):
    """The same drops (by stage, reason and document) with 1 and 3 workers, and the ledger balances."""
    import pyarrow.parquet as pq

    sources, root1, _, _ = reference
    root3 = sources.parent / "w3"
    _run(sources, root3, 3)

    def drops(root: Path) -> list[tuple]:
        rows = []
        for p in sorted(root.glob("*/*/drops-*.parquet")):
            rows += [tuple(r.values()) for r in pq.read_table(p).to_pylist()]
        return sorted(rows)

    assert drops(root1) == drops(root3) and len(drops(root1)) >= 3
    ledger = last_json(run_cli("ledger", "--root", str(root3)).stdout)
    assert ledger["sources"] and all(s["balanced"] for s in ledger["sources"].values())


def _part_files(root: Path, stage: str) -> list[Path]:
    return sorted(root.glob(f"{stage}/*/part-*.parquet"))


@pytest.mark.slow
def test_a_rank_killed_mid_stage_then_a_rerun_gives_the_same_bytes(reference, tmp_path):
    """SIGKILL a worker process while it writes a shard of some stage; the run fails with one line,
    the shards written stay, and a re-run finishes the rest: byte-identical to the reference."""
    sources, _, _, files = reference
    root = tmp_path / "killed"
    cmd = [sys.executable, "-m", "pipeline.cli", *_run_args(sources, root, 2)]
    # Slow every shard write a little and mark who writes what (in the test's own sitecustomize,
    # which the workers load too), so the kill lands in a worker while it writes a shard. (At the
    # start of a run the CLI process itself takes ranks while the workers' server imports.)
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(
        "import os, time\nimport pipeline.store as s\n_write = s.StageContext.write_shard\n"
        "def _slow(self, *a, **k):\n"
        f"    mark = os.path.join({str(hook)!r}, f'writing-{{os.getpid()}}-{{self.stage}}')\n"
        "    open(mark, 'w').close()\n"
        "    try:\n        time.sleep(0.3)\n        return _write(self, *a, **k)\n"
        "    finally:\n        os.remove(mark)\n"
        "s.StageContext.write_shard = _slow\n"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(hook), str(REPO)])}
    proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    victim = stage = None
    while time.monotonic() < deadline and proc.poll() is None:
        writing = [m.name.split("-", 2) for m in hook.glob("writing-*")]
        workers = [(int(pid), name) for _, pid, name in writing if int(pid) != proc.pid]
        if workers:
            victim, stage = workers[0]
            os.kill(victim, signal.SIGKILL)
            break
        time.sleep(0.02)
    out, err = proc.communicate(timeout=300)
    assert victim is not None, "the run ended before a worker could be killed"
    assert proc.returncode == 1, err[-2000:]
    assert "worker process died" in err and "Traceback" not in err
    written = len(_part_files(root, stage))
    assert written < len([k for k in files if k.startswith(f"{stage}/") and "/part-" in k])
    _run(sources, root, 2)
    assert _differences(files, committed_files(root)) == []


def test_a_retried_rank_redoes_only_its_own_missing_shards(reference, tmp_path):
    """Rank 1 of 2 of ``filter`` lost one shard: re-running rank 1 writes that shard and nothing else."""
    from pipeline import runner
    from pipeline.config import PipelineConfig, load_config_file, load_sources
    from pipeline.store import ObjectStore

    sources, root1, summary, _ = reference
    cfg = load_config_file(
        PipelineConfig(sources=load_sources(str(sources))), str(sources.parent / "settings.yaml")
    )
    store = ObjectStore(str(tmp_path / "lake"))
    import shutil

    acquire_v = summary["stages"]["acquire"]["version"]
    shutil.copytree(root1 / "acquire" / acquire_v, tmp_path / "lake" / "acquire" / acquire_v)
    inputs = {"acquire": acquire_v}
    for rank in (0, 1):
        version = runner.run_step(store, "filter", cfg, inputs, "shards", rank, 2)
    folder = Path(store.path("filter", version))
    parts = sorted(folder.glob("part-*.parquet"))
    lost = parts[3]  # shard 3 belongs to rank 1 of 2
    lost.unlink()
    before = {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}
    assert runner.run_step(store, "filter", cfg, inputs, "shards", 0, 2) == version
    assert not lost.exists()  # rank 0 does not own it
    runner.run_step(store, "filter", cfg, inputs, "shards", 1, 2)
    after = {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}
    rewritten = sorted(n for n in after if before.get(n) != after[n])
    assert rewritten == ["drops-00003.parquet", "part-00003.parquet"]
    reference_bytes = (root1 / "filter" / version / lost.name).read_bytes()
    assert lost.read_bytes() == reference_bytes
