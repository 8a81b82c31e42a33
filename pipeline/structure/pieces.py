"""Whole documents back from tokenize pieces (CONTRACT tokenize v2).

A document's ids are the concatenation of its pieces' ids without their BOS, in ``piece`` order;
export writes whole documents this way (BOS + those ids).

>>> import pyarrow as pa
>>> t = pa.table({"doc_id": ["d", "d", "e"], "piece": [1, 0, 0],
...               "input_ids": [[2, 7, 8], [2, 5, 6], [2, 9]]})
>>> {k: v.tolist() for k, v in whole_documents(t, bos_id=2).items()}
{'d': [2, 5, 6, 7, 8], 'e': [2, 9]}
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa


class PieceError(ValueError):
    """Pieces of a document are missing, repeated, or do not start with BOS."""


def whole_documents(table: pa.Table, bos_id: int) -> dict[str, np.ndarray]:
    """doc_id -> BOS + the document's ids, from tokenize rows (any row order)."""
    ids = table.column("input_ids")
    pieces: dict[str, dict[int, np.ndarray]] = {}
    counts = table.column("n_pieces").to_pylist() if "n_pieces" in table.column_names else None
    for r, (doc, piece) in enumerate(
        zip(table.column("doc_id").to_pylist(), table.column("piece").to_pylist(), strict=True)
    ):
        arr = ids[r].values.to_numpy(zero_copy_only=False)
        if not arr.size or arr[0] != bos_id:
            raise PieceError(f"{doc} piece {piece} does not start with BOS")
        got = pieces.setdefault(doc, {})
        if piece in got:
            raise PieceError(f"{doc} piece {piece} appears twice")
        got[piece] = arr[1:]
        if counts is not None and counts[r] <= piece:
            raise PieceError(f"{doc} piece {piece} of {counts[r]}")
    out = {}
    for doc, got in pieces.items():
        if sorted(got) != list(range(len(got))):
            raise PieceError(f"{doc}: pieces {sorted(got)} are not 0..{len(got) - 1}")
        out[doc] = np.concatenate([np.array([bos_id], np.uint32)] + [got[p] for p in range(len(got))])
    if counts is not None:
        for r, doc in enumerate(table.column("doc_id").to_pylist()):
            if len(pieces[doc]) != counts[r]:
                raise PieceError(f"{doc}: {len(pieces[doc])} pieces present, n_pieces says {counts[r]}")
    return out
