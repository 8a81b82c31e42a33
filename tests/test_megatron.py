from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pipeline import megatron


def _docs(seed: int = 0, n: int = 20, vocab: int = 70000) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.integers(0, vocab, size=int(rng.integers(1, 300))).astype(np.int32) for _ in range(n)]


def _write(prefix: str, docs: list[np.ndarray], vocab: int = 70000) -> None:
    w = megatron.MegatronWriter(prefix, vocab)
    for d in docs:
        w.add_document(d)
    w.finalize()


def test_own_writer_matches_megatron_core_builder_byte_for_byte(tmp_path):
    pytest.importorskip("megatron.core")
    docs = _docs()
    _write(str(tmp_path / "ours"), docs)
    megatron.write_with_megatron_core(str(tmp_path / "theirs"), docs)
    for ext in (".bin", ".idx"):
        assert (tmp_path / f"ours{ext}").read_bytes() == (tmp_path / f"theirs{ext}").read_bytes()


def test_megatron_core_reader_returns_every_document(tmp_path):
    pytest.importorskip("megatron.core")
    from megatron.core.datasets.indexed_dataset import IndexedDataset

    docs = _docs(1)
    _write(str(tmp_path / "ds"), docs)
    ds = IndexedDataset(str(tmp_path / "ds"))
    assert len(ds) == len(docs)
    for i, d in enumerate(docs):
        assert np.array_equal(ds[i], d)
    assert ds.index.dtype == np.int32


def test_verify_passes_and_reports_first_tokens(tmp_path):
    docs = _docs(2)
    _write(str(tmp_path / "ds"), docs)
    summary = megatron.verify(str(tmp_path / "ds"), 70000)
    assert summary["documents"] == len(docs)
    assert summary["first_tokens"] == docs[0][:64].tolist()


def _peak_rss_kb() -> int:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))


@pytest.mark.skipif(not Path("/proc/self/clear_refs").exists(), reason="needs Linux's peak-RSS reset")
def test_verify_reads_a_large_dataset_in_bounded_memory(tmp_path):
    """The export's single merge step verifies the whole dataset: its memory must not grow with it."""
    prefix = str(tmp_path / "ds")
    rng = np.random.default_rng(0)
    w = megatron.MegatronWriter(prefix, 65536)
    for _ in range(48):  # 48 documents of 1 M tokens: a 192 MB .bin
        w.add_document(rng.integers(0, 65536, 1 << 20, dtype=np.int32))
    w.finalize()
    Path("/proc/self/clear_refs").write_text("5")  # the peak restarts from the current RSS
    before = _peak_rss_kb()
    summary = megatron.verify(prefix, 65536)
    assert summary["tokens"] == 48 << 20 and summary["documents"] == 48
    assert (_peak_rss_kb() - before) / 1024 < 64  # MB: chunks of 16 MB, not the 192 MB file


@pytest.mark.parametrize(
    "corrupt, message",
    [
        ("truncate_bin", "truncated or padded"),
        ("bad_magic", "bad magic"),
        ("bad_version", "index version"),
        ("short_idx", "index"),
        ("id_too_big", ">= vocab limit"),
        ("missing_bin", "missing"),
        ("empty_idx", "empty"),
    ],
)
def test_verify_fails_clearly_on_corruption(tmp_path, corrupt, message):
    docs = _docs(3)
    prefix = str(tmp_path / "ds")
    _write(prefix, docs)
    binp, idxp = tmp_path / "ds.bin", tmp_path / "ds.idx"
    vocab = 70000
    if corrupt == "truncate_bin":
        binp.write_bytes(binp.read_bytes()[:-4])
    elif corrupt == "bad_magic":
        idxp.write_bytes(b"XXIDIDX\x00\x00" + idxp.read_bytes()[9:])
    elif corrupt == "bad_version":
        data = bytearray(idxp.read_bytes())
        data[9] = 7
        idxp.write_bytes(bytes(data))
    elif corrupt == "short_idx":
        idxp.write_bytes(idxp.read_bytes()[:-8])
    elif corrupt == "id_too_big":
        vocab = int(max(d.max() for d in docs))  # the largest id is now out of range
    elif corrupt == "missing_bin":
        binp.unlink()
    elif corrupt == "empty_idx":
        idxp.write_bytes(b"")
    with pytest.raises(megatron.VerifyError, match=message):
        megatron.verify(prefix, vocab)


def test_writer_refuses_ids_beyond_int32(tmp_path):
    w = megatron.MegatronWriter(str(tmp_path / "ds"), 2**32)
    with pytest.raises(megatron.VerifyError):
        w.add_document(np.array([2**31], dtype=np.int64))


@pytest.mark.parametrize("dtype", [np.uint8, np.uint16])
def test_sidecar_dtypes_read_back_through_megatron_core(tmp_path, dtype):
    pytest.importorskip("megatron.core")
    from megatron.core.datasets.indexed_dataset import IndexedDataset

    rng = np.random.default_rng(4)
    seqs = [rng.integers(0, np.iinfo(dtype).max, size=n).astype(dtype) for n in (5, 0, 17, 1)]
    w = megatron.IndexedWriter(str(tmp_path / "side"), dtype)
    for s in seqs:
        w.add_document(s)
    assert w.finalize() == 4
    ds = IndexedDataset(str(tmp_path / "side"))
    assert ds.index.dtype == dtype and len(ds) == 4
    for i, s in enumerate(seqs):
        assert np.array_equal(ds[i], s)


def test_sidecar_writer_refuses_values_its_dtype_cannot_hold(tmp_path):
    w = megatron.IndexedWriter(str(tmp_path / "side"), np.uint8)
    with pytest.raises(megatron.VerifyError, match="out of uint8 range"):
        w.add_document(np.array([1, 300]))


def test_sidecars_follow_the_export_order_and_join_pieces_without_their_bos(tmp_path):
    import pyarrow as pa

    from pipeline.stages.export_sidecars import SidecarWriters, sidecar_prefix

    ll = pa.large_list
    table = pa.table({
        "doc_id": ["d", "e", "d"],
        "piece": pa.array([1, 0, 0], pa.int32()),
        "input_ids": pa.array([[2, 7, 8], [2, 9], [2, 5, 6]], ll(pa.uint32())),
        "token_structure_ids": pa.array([[0, 3, 3], [0, 8], [0, 2, 2]], ll(pa.uint8())),
        "platform_ids": pa.array([[4, 40], [], [4, 40]], ll(pa.uint16())),
    })  # fmt: skip
    prefix = str(tmp_path / "cppcorpus")
    side = SidecarWriters(prefix)
    side.add_shard(table, ["d", "e"])
    files = side.finalize()
    assert len(files) == 6 and all(f.startswith(prefix + "_") for f in files)

    def seqs(name: str, dtype) -> list[list[int]]:
        idx = megatron.read_index(sidecar_prefix(prefix, name) + ".idx")
        data = np.fromfile(sidecar_prefix(prefix, name) + ".bin", dtype=dtype)
        size = np.dtype(dtype).itemsize
        return [
            data[p // size : p // size + n].tolist() for p, n in zip(idx.pointers, idx.lengths, strict=True)
        ]

    # document d = BOS + piece 0 (5, 6) + piece 1 (7, 8): structure BOS 0, then 2 2 3 3
    assert seqs("structure", np.uint8) == [[0, 2, 2, 3, 3], [0, 8]]
    assert seqs("loss_mask", np.uint8) == [[0, 1, 1, 1, 1], [0, 1]]
    assert seqs("platform", np.uint16) == [[4, 40], []]


def _merge(prefix: str, parts: list[str], dtype=np.int32) -> int:
    merger = megatron.IndexMerger(prefix, dtype)
    for part in parts:
        with open(part + ".bin", "rb") as data:
            merger.add_part(Path(part + ".idx").read_bytes(), data, part)
    return merger.finalize()


def test_parts_merged_give_the_bytes_of_one_writer_and_of_megatron_core_add_index(tmp_path):
    pytest.importorskip("megatron.core")
    docs = _docs(5, n=40)
    cuts = [0, 7, 7, 23, 40]  # an empty part too (every document of a shard left out by the mix)
    parts = [str(tmp_path / f"_part-{i:05d}") for i in range(len(cuts) - 1)]
    for part, a, b in zip(parts, cuts, cuts[1:], strict=False):
        _write(part, docs[a:b])
    _write(str(tmp_path / "single"), docs)
    assert _merge(str(tmp_path / "merged"), parts) == len(docs)
    megatron.merge_with_megatron_core(str(tmp_path / "theirs"), parts)
    for ext in (".bin", ".idx"):
        single = (tmp_path / f"single{ext}").read_bytes()
        assert (tmp_path / f"merged{ext}").read_bytes() == single
        assert (tmp_path / f"theirs{ext}").read_bytes() == single


def test_sidecar_parts_merge_like_one_writer(tmp_path):
    rng = np.random.default_rng(6)
    seqs = [rng.integers(0, 60000, size=n).astype(np.uint16) for n in (3, 0, 9, 1, 0)]
    for name, group in (("a", seqs[:2]), ("b", seqs[2:])):
        w = megatron.IndexedWriter(str(tmp_path / name), np.uint16)
        for s in group:
            w.add_document(s)
        w.finalize()
    w = megatron.IndexedWriter(str(tmp_path / "single"), np.uint16)
    for s in seqs:
        w.add_document(s)
    w.finalize()
    _merge(str(tmp_path / "merged"), [str(tmp_path / "a"), str(tmp_path / "b")], np.uint16)
    for ext in (".bin", ".idx"):
        assert (tmp_path / f"merged{ext}").read_bytes() == (tmp_path / f"single{ext}").read_bytes()


@pytest.mark.parametrize(
    "corrupt, message", [("truncate_bin", "truncated or padded"), ("dtype", "dtype uint8")]
)
def test_merge_refuses_a_damaged_or_foreign_part(tmp_path, corrupt, message):
    part = str(tmp_path / "part")
    if corrupt == "dtype":
        w = megatron.IndexedWriter(part, np.uint8)
        w.add_document(np.array([1, 2], np.uint8))
        w.finalize()
    else:
        _write(part, _docs(7, n=3))
        (tmp_path / "part.bin").write_bytes((tmp_path / "part.bin").read_bytes()[:-4])
    with pytest.raises(megatron.VerifyError, match=message):
        _merge(str(tmp_path / "merged"), [part])
