"""End to end on real headers: pipeline -> packed rows -> loader -> torch_xla (one compile) and the
Megatron sidecars. Runs the pipeline once (module fixture); the XLA step runs in ``.venv-xla``
(``make xla``; ``make test`` builds it first)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import pytest
from corpus import REPO, STDCXX, copy_headers, last_json, run_cli, write_settings

from pipeline import megatron
from pipeline.loader import PackedRowLoader, find_pack
from pipeline.packed_rows import COMPLETE_NAME
from pipeline.stages.export_sidecars import SIDECARS, sidecar_prefix

pytestmark = pytest.mark.slow
XLA_PYTHON = REPO / ".venv-xla" / "bin" / "python"
SEQ = 512


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> tuple[Path, dict]:
    d = tmp_path_factory.mktemp("xla")
    copy_headers(STDCXX / "bits", d / "a" / "bits", 30, "*.h")
    copy_headers(STDCXX / "ext", d / "b" / "ext", 12, "*.h")
    (d / "sources.yaml").write_text(
        f"sources:\n  - name: a\n    path: {d / 'a'}\n  - name: b\n    path: {d / 'b'}\n"
    )
    write_settings(d / "settings.yaml", pack={"seq_len": SEQ})
    root = d / "lake"
    proc = run_cli(
        "run",
        "--sources",
        str(d / "sources.yaml"),
        "--root",
        str(root),
        "--config",
        str(d / "settings.yaml"),
        "--vocab-size",
        "4096",
        env={"PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")},
    )
    return root, last_json(proc.stdout)


def _tokenize_dir(root: Path, summary: dict) -> Path:
    return root / "tokenize" / summary["stages"]["tokenize"]["version"]


def test_pack_output_is_complete_and_loads_at_a_fixed_shape(run):
    root, summary = run
    pack_dir = root / "pack" / summary["stages"]["pack"]["version"]
    assert (pack_dir / COMPLETE_NAME).exists()
    info = find_pack(str(root))
    assert info.vocab_size == 4096 and info.seq_len == SEQ
    loader = PackedRowLoader(
        str(root),
        4,
        vocab_size=4096,
        structure="all",
        tree_ffn=True,
        relation_bias=True,
        platform_embed=True,
        split=None,
    )
    shapes = {tuple((k, v.shape, str(v.dtype)) for k, v in sorted(b.items())) for b in loader}
    assert len(shapes) == 1
    with pytest.raises(Exception, match="4096 ids; the model expects 8192"):
        PackedRowLoader(str(root), 4, vocab_size=8192)
    # structure reached the rows: real categories and chunks, not only fills
    rows = pq.read_table(
        next(pack_dir.glob("part-*.parquet")), columns=["token_structure_ids", "token_chunk_valid"]
    )
    assert len(set(rows.column("token_structure_ids").combine_chunks().flatten().to_numpy().tolist())) >= 5
    assert rows.column("token_chunk_valid").combine_chunks().flatten().to_numpy().mean() > 0.5


def test_megatron_sidecars_align_with_the_exported_documents(run):
    root, summary = run
    prefix = summary["export_prefix"]
    main = megatron.read_index(prefix + ".idx")
    docs = pq.read_table(Path(prefix).parent / "part-00000.parquet").column("doc_id").to_pylist()
    tok = pq.read_table(
        next(_tokenize_dir(root, summary).glob("part-*.parquet")),
        columns=["doc_id", "piece", "token_structure_ids", "platform_ids"],
    ).to_pylist()
    by_doc: dict[str, list[dict]] = {}
    for r in tok:
        by_doc.setdefault(r["doc_id"], []).append(r)
    side = {}
    for name, dtype in SIDECARS.items():
        p = sidecar_prefix(prefix, name)
        idx = megatron.read_index(p + ".idx")
        assert idx.dtype == dtype and len(idx.lengths) == len(main.lengths)
        side[name] = (idx, np.memmap(p + ".bin", dtype=dtype, mode="r"))
    assert np.array_equal(side["structure"][0].lengths, main.lengths)
    assert np.array_equal(side["loss_mask"][0].lengths, main.lengths)
    for i, d in enumerate(docs):
        pieces = sorted(by_doc[d], key=lambda r: r["piece"])
        want = [0] + [x for r in pieces for x in r["token_structure_ids"][1:]]
        idx, data = side["structure"]
        start = idx.pointers[i] // 1
        assert data[start : start + idx.lengths[i]].tolist() == want
        idx, data = side["platform"]
        start = idx.pointers[i] // 2
        assert data[start : start + idx.lengths[i]].tolist() == pieces[0]["platform_ids"]
        idx, data = side["loss_mask"]
        m = data[idx.pointers[i] : idx.pointers[i] + idx.lengths[i]]
        assert m[0] == 0 and m[1:].all()


def test_xla_step_compiles_once_over_twenty_real_batches(run):
    root, _ = run
    if not XLA_PYTHON.exists():
        pytest.fail(f"{XLA_PYTHON} is missing: run `make xla` (make test builds it)")
    proc = subprocess.run(
        [
            str(XLA_PYTHON),
            str(REPO / "benchmarks" / "xla_compile.py"),
            "--root",
            str(root),
            "--batches",
            "20",
            "--batch-size",
            "2",
        ],
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, "PJRT_DEVICE": "CPU"},
    )
    out = json.loads(proc.stdout.strip().splitlines()[-1]) if proc.stdout.strip() else {}
    assert proc.returncode == 0, (out, proc.stderr[-3000:])
    assert out["batches"] == 20 and out["B"] == 2 and out["T"] == SEQ
    assert out["compiles"] == 1, f"a second compile happened: {out}"
    assert out["odd_batch_rejected"] and out["compiles_after_odd_batch"] == 1
