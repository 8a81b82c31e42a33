"""`cppcorpus report`: the numbers behind the plots (report.json) agree with the ledger and the outputs."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from corpus import last_json, run_cli

from pipeline import ledger
from pipeline.store import ObjectStore

pytestmark = pytest.mark.slow
SEQ_LEN = 256


@pytest.fixture
def reported(small_corpus, tmp_path):
    root = tmp_path / "lake"
    run_cli(
        "run",
        "--sources",
        str(small_corpus),
        "--root",
        str(root),
        "--seq-len",
        str(SEQ_LEN),
        "--vocab-size",
        "4096",
        "--config",
        str(small_corpus.parent / "settings.yaml"),
    )
    out = last_json(run_cli("report", "--root", str(root), "--out", str(tmp_path / "report")).stdout)
    return root, out


def _parts(root, stage, version):
    return sorted((root / stage / version).glob("part-*.parquet"))


def test_report_figures_match_the_ledger_and_the_outputs(reported):
    root, out = reported
    data = json.loads(Path(out["figures"]).read_text())
    store = ObjectStore(str(root))
    versions = ledger.latest_run(store)
    assert data["versions"] == versions
    book = ledger.compute(store, versions)["sources"]
    assert set(data["sources"]) == set(book) == {"a", "b"}
    for name, s in book.items():
        figures = data["sources"][name]
        assert (figures["acquired"], figures["exported"], figures["dropped"]) == (
            s["acquired"],
            s["exported"],
            s["dropped"],
        )
        assert sum(figures["length_histogram"]["counts"]) == figures["documents"]
    total = Counter()
    for s in book.values():
        total.update(s["dropped"])
    assert data["drops"] == dict(total)
    # The planted exact duplicate in source b is one cluster of two.
    assert data["dedup_clusters"]["sizes"] == {"2": 1}
    assert data["drops"]["dedup/exact-duplicate"] == 1

    # Independent reads of the stage outputs with pyarrow.
    export = pq.ParquetDataset(_parts(root, "export", versions["export"])).read(
        columns=["source", "license", "n_tokens"]
    )
    assert data["license_mix"] == dict(Counter(export.column("license").to_pylist()))
    tokens = Counter()
    for source, n in zip(
        export.column("source").to_pylist(), export.column("n_tokens").to_pylist(), strict=True
    ):
        tokens[source] += n
    assert {k: v["tokens"] for k, v in data["tokens_per_byte"].items()} == dict(tokens)
    assert all(0.05 < v["ratio"] < 1.0 for v in data["tokens_per_byte"].values())
    assert data["bands"]["tokens"] == sum(tokens.values()) == sum(data["bands"]["usage"].values())
    assert data["bands"]["usage"]["learned"] > 0 and data["bands"]["usage"]["keywords"] > 0
    pack = pq.ParquetDataset(_parts(root, "pack", versions["pack"])).read(columns=["valid_token_count"])
    assert data["packing"]["seq_len"] == SEQ_LEN
    assert data["packing"]["rows"] == pack.num_rows == sum(data["packing"]["fill_histogram"]["counts"])
    assert data["packing"]["valid_tokens"] == sum(pack.column("valid_token_count").to_pylist())

    page = Path(out["report"]).read_text()
    images = re.findall(r"<img alt='([^']+)' src='data:image/png;base64,([A-Za-z0-9+/=]{200,})'>", page)
    titles = [t for t, _ in images]
    assert len(images) == 7, titles
    for word in ("Document lengths", "Drops", "License", "Dedup", "Tokens per byte", "Packing", "band"):
        assert any(word in t for t in titles), word
