"""The CLI end to end on a small real corpus: outputs, cache hits, ledger, verify, determinism, resume."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from corpus import REPO, last_json, run_cli

from pipeline.tokenizer import load_tokenizer

SEQ_LEN = "256"
VOCAB = "8192"


def _run(sources: Path, root: Path, *extra: str) -> dict:
    if "--config" not in extra:
        extra = (*extra, "--config", str(sources.parent / "settings.yaml"))
    return last_json(
        run_cli(
            "run",
            "--sources",
            str(sources),
            "--root",
            str(root),
            "--seq-len",
            SEQ_LEN,
            "--vocab-size",
            VOCAB,
            *extra,
        ).stdout
    )


def _version_dirs(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.glob("*/*") if p.is_dir()}


def _payload(root: Path) -> dict[str, bytes]:
    """Every data file under a root (manifests, gate results and timings aside)."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.name.startswith("_") and p.parent.name != "runs"
    }


@pytest.fixture(scope="module")
def first_run(tmp_path_factory):
    import shutil

    from corpus import STDCXX, copy_headers, write_settings  # module-scoped corpus shared by the checks below

    base = tmp_path_factory.mktemp("e2e")
    a, b = base / "src-a", base / "src-b"
    copy_headers(STDCXX / "bits", a / "bits", 30, "*.h")
    copy_headers(STDCXX, a, 10)
    copy_headers(STDCXX / "ext", b / "ext", 12, "*.h")
    shutil.copyfile(sorted((a / "bits").iterdir())[0], b / "copy_of_a.h")
    (b / "README.md").write_text("not C++\n" * 40)
    (b / "tiny.h").write_text("int x;\n")
    sources = base / "sources.yaml"
    sources.write_text(f"sources:\n  - name: a\n    path: {a}\n  - name: b\n    path: {b}\n")
    write_settings(base / "settings.yaml")
    root = base / "lake"
    summary = _run(sources, root)
    return sources, root, summary


def test_summary_names_the_outputs(first_run):
    _, root, s = first_run
    assert {"export_prefix", "tokenizer", "vocab_size", "documents", "tokens", "stages"} <= set(s)
    assert s["vocab_size"] == int(VOCAB) and s["documents"] > 40 and s["tokens"] > s["documents"]
    assert set(s["stages"]) == {
        "acquire",
        "filter",
        "license",
        "dedup",
        "scrub",
        "tokenizer",
        "chunk",
        "tokenize",
        "pack",
        "export",
    }
    assert not any(v["cache_hit"] for v in s["stages"].values())
    for name, v in s["stages"].items():
        manifest = json.loads((root / name / v["version"] / "_manifest.json").read_text())
        assert manifest["version"] == v["version"] and manifest["gate"]["success"]
        assert (root / name / v["version"] / "_validation.json").exists()


def test_every_exported_document_decodes_to_its_source_file(first_run):
    """Exactly the kept text: the source file itself, or its scrubbed version where PII was redacted."""
    import pyarrow.parquet as pq
    import yaml
    from megatron.core.datasets.indexed_dataset import IndexedDataset

    sources, root, s = first_run
    roots = {e["name"]: Path(e["path"]) for e in yaml.safe_load(sources.read_text())["sources"]}
    scrub_dir = root / "scrub" / s["stages"]["scrub"]["version"]
    scrubbed = {
        r["doc_id"]: r
        for p in sorted(scrub_dir.glob("part-*.parquet"))
        for r in pq.read_table(p, columns=["doc_id", "text", "redactions"]).to_pylist()
    }
    tok = load_tokenizer(s["tokenizer"])
    ds = IndexedDataset(s["export_prefix"])
    docs = pq.read_table(Path(s["export_prefix"]).parent / "part-00000.parquet").to_pylist()
    assert len(ds) == len(docs) == s["documents"]
    redacted = 0
    for i, d in enumerate(docs):
        ids = ds[i]
        assert ids[0] == tok.bos_id
        text = tok.decode(ids[1:].tolist())
        kept = scrubbed[d["doc_id"]]
        assert text == kept["text"], d["path"]
        if kept["redactions"] == 0:
            assert text == (roots[d["source"]] / d["path"]).read_text(), d["path"]
        else:
            redacted += 1
            assert "<redacted-" in text or "API_KEY_REDACTED" in text
        assert d["license"]
    assert redacted < len(docs) // 4


def test_verify_cli_passes_on_the_export(first_run):
    _, _, s = first_run
    proc = run_cli("verify", s["export_prefix"], "--vocab-size", VOCAB)
    assert last_json(proc.stdout)["ok"] is True
    assert "first" in proc.stderr and "tokens of document 0" in proc.stderr


def test_verify_cli_fails_clearly_on_a_truncated_bin(first_run, tmp_path):
    import shutil

    _, _, s = first_run
    prefix = tmp_path / "copy"
    shutil.copyfile(s["export_prefix"] + ".idx", str(prefix) + ".idx")
    data = Path(s["export_prefix"] + ".bin").read_bytes()
    Path(str(prefix) + ".bin").write_bytes(data[: len(data) // 2])
    proc = run_cli("verify", str(prefix), "--vocab-size", VOCAB, check=False)
    assert proc.returncode == 1 and "truncated" in proc.stderr
    proc = run_cli("verify", s["export_prefix"], "--vocab-size", "300", check=False)
    assert proc.returncode == 1 and ">= vocab limit 300" in proc.stderr


def test_ledger_balances_and_names_reasons(first_run):
    _, root, _ = first_run
    report = last_json(run_cli("ledger", "--root", str(root)).stdout)["sources"]
    assert set(report) == {"a", "b"}
    for src in report.values():
        assert src["acquired"] == src["exported"] + sum(src["dropped"].values())
    dropped_b = report["b"]["dropped"]
    assert dropped_b["filter/extension"] == 1 and dropped_b["filter/too-small"] == 1
    assert dropped_b["dedup/exact-duplicate"] == 1
    drops = [json.loads(x) for x in run_cli("ledger", "--root", str(root), "--drops").stdout.splitlines()]
    dup = next(d for d in drops if d["reason"] == "exact-duplicate")
    assert dup["path"] == "copy_of_a.h" and dup["detail"].startswith("duplicate of a:bits/")


def test_second_run_is_all_cache_hits_and_creates_nothing(first_run):
    sources, root, s = first_run
    before = _version_dirs(root)
    again = _run(sources, root)
    assert all(v["cache_hit"] for v in again["stages"].values())
    assert {k: v["version"] for k, v in again["stages"].items()} == {
        k: v["version"] for k, v in s["stages"].items()
    }
    assert _version_dirs(root) == before


def test_changing_seq_len_reuses_everything_before_pack(first_run):
    sources, root, s = first_run
    other = last_json(
        run_cli(
            "run",
            "--sources",
            str(sources),
            "--root",
            str(root),
            "--seq-len",
            "512",
            "--vocab-size",
            VOCAB,
            "--config",
            str(sources.parent / "settings.yaml"),
        ).stdout
    )
    hits = {k: v["cache_hit"] for k, v in other["stages"].items()}
    assert hits == {
        "acquire": True,
        "filter": True,
        "license": True,
        "dedup": True,
        "scrub": True,
        "tokenizer": True,
        "chunk": True,
        "tokenize": True,
        "pack": False,
        "export": False,
    }


def test_pack_shards_cut_below_a_tokenize_shard_export_the_same_dataset(first_run, tmp_path):
    """A tokenize shard cut into several pack shards (pack.max_shard_docs) exports the same bytes."""
    from corpus import write_settings

    sources, root, s = first_run
    config = write_settings(tmp_path / "small-pack-shards.yaml", pack={"max_shard_docs": 10})
    cut = _run(sources, root, "--config", str(config))
    assert not cut["stages"]["pack"]["cache_hit"] and cut["stages"]["tokenize"]["cache_hit"]
    pack_dir = root / "pack" / cut["stages"]["pack"]["version"]
    tokenize_dir = root / "tokenize" / cut["stages"]["tokenize"]["version"]
    assert len(list(pack_dir.glob("part-*.parquet"))) > len(list(tokenize_dir.glob("part-*.parquet")))
    before = root / "export" / s["stages"]["export"]["version"]
    after = root / "export" / cut["stages"]["export"]["version"]
    for name in ("cppcorpus.bin", "cppcorpus.idx"):
        assert (after / name).read_bytes() == (before / name).read_bytes(), name


@pytest.mark.slow
def test_sigkill_mid_stage_then_rerun_is_byte_identical(first_run, tmp_path):
    sources, reference_root, _ = first_run
    from corpus import write_settings

    config = write_settings(tmp_path / "small-shards.yaml", acquire={"shard_docs": 4})
    ref = tmp_path / "ref"
    _run(sources, ref, "--config", str(config))
    root = tmp_path / "killed"
    cmd = [
        sys.executable,
        "-m",
        "pipeline.cli",
        "run",
        "--sources",
        str(sources),
        "--root",
        str(root),
        "--seq-len",
        SEQ_LEN,
        "--vocab-size",
        VOCAB,
        "--config",
        str(config),
    ]
    proc = subprocess.Popen(
        cmd,
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )
    deadline = time.monotonic() + 300
    killed_in = None
    while time.monotonic() < deadline and proc.poll() is None:
        parts = list(root.glob("tokenize/*/part-00003.parquet"))
        if parts:
            proc.send_signal(signal.SIGKILL)
            killed_in = parts[0].parent
            break
        time.sleep(0.005)
    proc.wait()
    assert killed_in is not None, "the run finished before it could be killed"
    assert not (killed_in / "_manifest.json").exists()  # the partial version does not look complete
    assert not list(root.glob("pack/*/_manifest.json")) and not list(root.glob("export/*"))
    resumed = _run(sources, root, "--config", str(config))
    assert resumed["stages"]["acquire"]["cache_hit"] and not resumed["stages"]["tokenize"]["cache_hit"]
    assert _payload(root) == _payload(ref)
    assert not [p for p in root.rglob("*.tmp-*")]


def test_data_docs_render_every_gate_result(first_run, tmp_path):
    _, root, _ = first_run
    latest = json.loads((root / "runs" / "latest.json").read_text())["stages"]  # other tests may run again
    out = last_json(run_cli("docs", "--root", str(root), "--out", str(tmp_path / "docs")).stdout)
    assert out["validations"] == len(latest) == 10
    index = (tmp_path / "docs" / "index.html").read_text()
    for name, version in latest.items():
        assert f"{name}-{version}.html" in index
    assert "FAILED" not in index


@pytest.mark.slow
def test_backfill_with_another_stored_revision_reruns_chunk_tokenize_pack_export_only(first_run):
    """A second revision (trained at another vocab size) is backfilled: everything tokenizer-free is reused."""
    sources, root, s = first_run
    other = _run(sources, root, "--vocab-size", "4096")
    revision = other["tokenizer_revision"]
    assert revision != s["tokenizer_revision"]
    backfill = _run(sources, root, "--vocab-size", "4096", "--tokenizer-revision", revision)
    hits = {k: v["cache_hit"] for k, v in backfill["stages"].items()}
    assert hits == {
        "acquire": True,
        "filter": True,
        "license": True,
        "dedup": True,
        "scrub": True,
        "tokenizer": False,
        "chunk": False,
        "tokenize": False,
        "pack": False,
        "export": False,
    }
    tok_manifest = json.loads(
        (root / "tokenize" / backfill["stages"]["tokenize"]["version"] / "_manifest.json").read_text()
    )
    assert tok_manifest["inputs"]["chunk"] == backfill["stages"]["chunk"]["version"]
    for ext in (".bin", ".idx"):  # same revision as `other`, so the same dataset
        assert (
            Path(backfill["export_prefix"] + ext).read_bytes()
            == Path(other["export_prefix"] + ext).read_bytes()
        )


def test_backfill_with_a_stored_tokenizer_revision_reuses_everything_upstream(first_run):
    sources, root, s = first_run
    backfill = _run(sources, root, "--tokenizer-revision", s["tokenizer_revision"])
    hits = {k: v["cache_hit"] for k, v in backfill["stages"].items()}
    assert hits == {
        "acquire": True,
        "filter": True,
        "license": True,
        "dedup": True,
        "scrub": True,
        "tokenizer": False,
        "chunk": False,
        "tokenize": False,
        "pack": False,
        "export": False,
    }
    assert backfill["tokenizer_revision"] == s["tokenizer_revision"]
    # Same revision, same ids: the re-exported dataset is byte-identical to the first one.
    for ext in (".bin", ".idx"):
        assert (
            Path(backfill["export_prefix"] + ext).read_bytes() == Path(s["export_prefix"] + ext).read_bytes()
        )
    missing = run_cli(
        "run",
        "--sources",
        str(sources),
        "--root",
        str(root),
        "--vocab-size",
        VOCAB,
        "--config",
        str(sources.parent / "settings.yaml"),
        "--tokenizer-revision",
        "0" * 16,
        check=False,
    )
    assert missing.returncode == 2 and "tokenizer revision 0000000000000000 not found" in missing.stderr


def test_a_copied_root_names_only_its_new_location(first_run, tmp_path):
    """Manifests and run records hold root-relative paths: a copied (or moved) root is self-contained."""
    import shutil

    sources, root, s = first_run
    new_root = tmp_path / "moved" / "lake"
    shutil.copytree(root, new_root)
    old = str(root)
    for p in new_root.rglob("*.json"):  # manifests, pending records, gate results, run records
        assert old not in p.read_text(), p
    again = _run(sources, new_root)
    assert all(v["cache_hit"] for v in again["stages"].values())
    assert again["root"] == str(new_root)
    assert again["export_prefix"].startswith(str(new_root) + "/")
    assert again["tokenizer"].startswith(str(new_root) + "/")
    assert old not in json.dumps(again)
    assert (
        Path(again["export_prefix"] + ".bin").read_bytes() == Path(s["export_prefix"] + ".bin").read_bytes()
    )
    ledger = run_cli("ledger", "--root", str(new_root))
    assert old not in ledger.stdout + ledger.stderr
    assert all(src["balanced"] for src in last_json(ledger.stdout)["sources"].values())
    verified = run_cli("verify", again["export_prefix"], "--vocab-size", VOCAB)
    assert old not in verified.stdout + verified.stderr and last_json(verified.stdout)["ok"] is True
    # A root written before paths were stored relative: its manifest names the old absolute prefix.
    manifest_path = new_root / "export" / s["stages"]["export"]["version"] / "_manifest.json"
    manifest = json.loads(manifest_path.read_text())
    manifest["extra"]["export_prefix"] = s["export_prefix"]
    manifest_path.write_text(json.dumps(manifest))
    legacy = _run(sources, new_root)
    assert legacy["export_prefix"] == again["export_prefix"]


def test_a_default_run_logs_one_line_per_stage_and_no_library_info(first_run, tmp_path):
    """stderr of a run: the pipeline's per-stage lines (records, kept, dropped by reason, MB/s), no GX INFO."""
    sources, root, _ = first_run
    fresh = tmp_path / "lake"
    args = (
        "run",
        "--sources",
        str(sources),
        "--root",
        str(fresh),
        "--until",
        "dedup",
        "--config",
        str(sources.parent / "settings.yaml"),
    )
    err = run_cli(*args).stderr
    assert "great_expectations" not in err and " INFO great" not in err
    for stage in ("acquire", "filter", "license", "dedup"):
        (line,) = [x for x in err.splitlines() if f"INFO pipeline.runner: {stage} " in x]
        assert " in, " in line and " kept, " in line and " dropped" in line and "MB/s" in line, line
    (filt,) = [x for x in err.splitlines() if "pipeline.runner: filter " in x]
    assert "extension 1" in filt and "too-small 1" in filt  # drop reasons with their counts
    hits = run_cli("-v", *args).stderr
    assert "great_expectations" not in hits
    assert sum("cache hit, nothing to do" in x for x in hits.splitlines()) == 4
    # Asked for, the libraries' INFO lines come back (GX is imported by the first gate of a fresh root).
    noisy = run_cli(
        "-v",
        "-v",
        "run",
        "--sources",
        str(sources),
        "--root",
        str(tmp_path / "other"),
        "--until",
        "acquire",
        "--config",
        str(sources.parent / "settings.yaml"),
    ).stderr
    assert "INFO great_expectations" in noisy
