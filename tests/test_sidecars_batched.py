"""The export's sidecars written a shard at a time give the bytes of one write per document."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

from pipeline import megatron
from pipeline.stages.export_sidecars import SIDECARS, SidecarWriters, sidecar_prefix


def _per_document(prefix: str, table: pa.Table, order: list[str]) -> None:
    """The sidecars written one document at a time from pyarrow scalars (how they were first written)."""
    docs = table.column("doc_id").to_pylist()
    pieces = table.column("piece").to_pylist() if "piece" in table.column_names else [0] * len(docs)
    names = table.column_names
    writers = {n: megatron.IndexedWriter(sidecar_prefix(prefix, n), d) for n, d in SIDECARS.items()}
    for d in order:
        rows = [
            r for _, r in sorted((p, r) for r, (x, p) in enumerate(zip(docs, pieces, strict=True)) if x == d)
        ]
        n_tok = 1 + sum(len(table.column("input_ids")[r]) - 1 for r in rows)
        if "token_structure_ids" in names:
            col = table.column("token_structure_ids")
            struct = np.concatenate(
                [np.zeros(1, np.uint8)] + [np.asarray(col[r].as_py(), np.uint8)[1:] for r in rows]
            )
        else:
            struct = np.zeros(n_tok, np.uint8)
        mask = np.ones(n_tok, np.uint8)
        mask[0] = 0
        plat = (
            np.asarray(table.column("platform_ids")[rows[0]].as_py(), np.uint16)
            if "platform_ids" in names
            else np.zeros(0, np.uint16)
        )
        writers["structure"].add_document(struct)
        writers["loss_mask"].add_document(mask)
        writers["platform"].add_document(plat)
    for w in writers.values():
        w.finalize()


def _table(seed: int, n_docs: int) -> tuple[pa.Table, list[str]]:
    rng = np.random.default_rng(seed)
    rows = []
    for d in range(n_docs):
        for p in rng.permutation(int(rng.integers(1, 4))):  # pieces out of order, as a shard may hold them
            n = int(rng.integers(1, 30))
            rows.append(
                {
                    "doc_id": f"d{d:03d}",
                    "piece": int(p),
                    "input_ids": [2] + rng.integers(5, 900, n - 1).tolist(),
                    "token_structure_ids": [0] + rng.integers(0, 9, n - 1).tolist(),
                    "platform_ids": sorted(set(rng.integers(0, 113, int(rng.integers(0, 4))).tolist())),
                }
            )
    ll = pa.large_list
    schema = pa.schema(
        [
            ("doc_id", pa.string()),
            ("piece", pa.int32()),
            ("input_ids", ll(pa.uint32())),
            ("token_structure_ids", ll(pa.uint8())),
            ("platform_ids", ll(pa.uint16())),
        ]
    )
    table = pa.Table.from_pylist(rows, schema=schema)
    order = sorted(set(table.column("doc_id").to_pylist()), key=lambda d: (d[-1], d))  # not file order
    return table, order


@pytest.mark.parametrize("variant", ["full", "sliced", "v1", "no-platforms", "subset"])
def test_shard_sidecars_match_one_write_per_document(tmp_path, variant):
    table, order = _table(3, 40)
    if variant == "sliced":
        first = table.column("doc_id")[0].as_py()
        n_first = table.column("doc_id").to_pylist().count(first)
        table = table.slice(n_first)  # a slice of a larger table: offsets do not start at 0
        order = [d for d in order if d != first]
    elif variant == "v1":
        table = table.select(["doc_id", "input_ids"])
    elif variant == "no-platforms":
        table = table.drop_columns(["platform_ids"])
    elif variant == "subset":
        order = order[::3]  # documents left out by the license mix
    side = SidecarWriters(str(tmp_path / "batched"))
    side.add_shard(table, order)
    side.finalize()
    _per_document(str(tmp_path / "single"), table, order)
    for name in SIDECARS:
        for ext in (".idx", ".bin"):
            batched = (tmp_path / (sidecar_prefix("batched", name) + ext)).read_bytes()
            single = (tmp_path / (sidecar_prefix("single", name) + ext)).read_bytes()
            assert batched == single, name + ext


def test_add_documents_names_the_document_with_an_out_of_range_value(tmp_path):
    w = megatron.IndexedWriter(str(tmp_path / "side"), np.uint8)
    w.add_document(np.array([1, 2]))
    with pytest.raises(megatron.VerifyError, match="out of uint8 range in document 3"):
        w.add_documents(np.array([1, 2, 3, 300, 4]), [2, 0, 3])
    with pytest.raises(ValueError, match="lengths sum to 4"):
        w.add_documents(np.array([1, 2, 3]), [2, 2])


def test_a_document_missing_from_the_shard_is_an_error(tmp_path):
    from pipeline.stages.export_sidecars import SidecarError

    table, order = _table(1, 3)
    with pytest.raises(SidecarError, match="nope has no rows"):
        SidecarWriters(str(tmp_path / "x")).add_shard(table, [*order, "nope"])
