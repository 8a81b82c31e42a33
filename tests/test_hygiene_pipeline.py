"""Corpus hygiene end to end: what the model would see, read back from the Megatron export."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from corpus import STDCXX, copy_headers, last_json, run_cli, write_settings
from planting import identifying, plant, planted_items

from pipeline.tokenizer import load_tokenizer

NLOHMANN = Path("/usr/include/nlohmann")


def _exported_texts(summary: dict) -> list[str]:
    from megatron.core.datasets.indexed_dataset import IndexedDataset

    tok = load_tokenizer(summary["tokenizer"])
    ds = IndexedDataset(summary["export_prefix"])
    return [tok.decode(ds[i][1:].tolist()) for i in range(len(ds))]


@pytest.mark.slow
def test_planted_secrets_never_reach_the_export(tmp_path):
    rng = random.Random(7)
    src = tmp_path / "src"
    files = copy_headers(STDCXX / "bits", src, 12, "stl_*.h")
    planted: list[str] = []
    kept: list[str] = []  # planted addresses the judging standard does not count (192.168.x.y, 2001:db8::…)
    for f in files:
        items = planted_items(rng)
        # Plant below the license header (a line planted inside it would hide the license).
        head, body = f.read_text().split("\n#ifndef", 1)
        f.write_text(head + "\n" + plant("#ifndef" + body, items, rng))
        planted += [v for k, _, values in items for v in values if identifying(k, v)]
        kept += [v for k, _, values in items for v in values if not identifying(k, v)]
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: planted\n    path: {src}\n")
    settings = write_settings(tmp_path / "settings.yaml")
    summary = last_json(
        run_cli(
            "run",
            "--sources",
            str(sources),
            "--root",
            str(tmp_path / "lake"),
            "--config",
            str(settings),
            "--seq-len",
            "512",
            "--vocab-size",
            "4096",
        ).stdout
    )
    texts = _exported_texts(summary)
    assert _dropped(tmp_path / "lake") == 0 and len(texts) == len(files)  # scrubbed, not dropped
    corpus = "\n".join(texts)
    leaked = [v for v in planted if v in corpus]
    assert not leaked, leaked[:5]
    assert kept and all(v in corpus for v in kept)
    assert "<redacted-email>" in corpus and "API_KEY_REDACTED" in corpus
    assert "<redacted-network-address>" in corpus and "<redacted-path>/" in corpus


def _dropped(root: Path) -> int:
    report = last_json(run_cli("ledger", "--root", str(root)).stdout)["sources"]
    return sum(sum(s["dropped"].values()) for s in report.values())


@pytest.mark.skipif(not NLOHMANN.is_dir(), reason="needs Debian's nlohmann-json3-dev (installed by make)")
@pytest.mark.slow
def test_a_vendored_library_is_a_cross_source_duplicate_exported_once(tmp_path):
    # Source "app" bundles a copy of nlohmann/json under third_party/, lightly patched (as vendored
    # copies are): a changed line near the top of each file, so SHA-256 dedup cannot catch them.
    app = tmp_path / "app"
    copy_headers(STDCXX / "bits", app / "src", 6, "stl_*.h")
    vendored = app / "third_party" / "nlohmann"
    shutil.copytree(NLOHMANN, vendored)
    patched = 0
    for f in sorted(vendored.rglob("*.hpp")):
        text = f.read_text()
        if len(text) > 2000:
            f.write_text(
                "// vendored into app, patched locally\n" + text.replace("namespace", "namespace ", 1)
            )
            patched += 1
    sources = tmp_path / "sources.yaml"
    sources.write_text(
        f"sources:\n  - name: nlohmann\n    path: {NLOHMANN}\n  - name: app\n    path: {app}\n"
    )
    settings = write_settings(tmp_path / "settings.yaml")
    root = tmp_path / "lake"
    summary = last_json(
        run_cli(
            "run",
            "--sources",
            str(sources),
            "--root",
            str(root),
            "--config",
            str(settings),
            "--seq-len",
            "1024",
            "--vocab-size",
            "4096",
        ).stdout
    )
    import pyarrow.parquet as pq

    exported = pq.read_table(Path(summary["export_prefix"]).parent / "part-00000.parquet").to_pylist()
    vendored_exported = [d for d in exported if d["source"] == "app" and d["path"].startswith("third_party/")]
    upstream = {d["path"] for d in exported if d["source"] == "nlohmann"}
    assert patched > 20 and not vendored_exported, vendored_exported[:3]
    assert upstream  # the upstream copy (the first source) is the one kept
    drops = [
        json.loads(line) for line in run_cli("ledger", "--root", str(root), "--drops").stdout.splitlines()
    ]
    cross = [d for d in drops if d["reason"] == "cross-source-duplicate"]
    assert len(cross) >= patched
    example = next(d for d in cross if d["path"] == "third_party/nlohmann/json.hpp")
    assert example["detail"].startswith("near duplicate of nlohmann:json.hpp")
    report = last_json(run_cli("ledger", "--root", str(root)).stdout)["sources"]
    assert all(s["balanced"] for s in report.values())
