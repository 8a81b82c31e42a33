"""Sidecar indexed datasets beside the Megatron ``.bin/.idx``: the structure a Megatron user also gets.

Each sidecar is an indexed dataset of its own (the same ``MMIDIDX`` layout megatron-core's
``IndexedDataset`` reads, see ``pipeline.megatron``) with one sequence per exported document, in
the export's document order, so sequence ``i`` of a sidecar belongs to sequence ``i`` of
``cppcorpus.bin``:

=============================  ========  ==========================================================
files                          dtype     sequence ``i``
=============================  ========  ==========================================================
``cppcorpus_structure``        uint8     per token of document ``i``: its structure category
                                         (OTHER 0, PREAMBLE 1, FUNC_SIGNATURE 2, FUNC_BODY 3,
                                         CLASS_DECL 4, CLASS_MEMBER 5, TYPEDEF 6, NAMESPACE 7,
                                         COMMENT 8; the BOS has 0); same length as the document
``cppcorpus_loss_mask``        uint8     per token: 1 where the token is a training target (every
                                         token after the document's BOS), 0 for the BOS
``cppcorpus_platform``         uint16    the document's platform ids (the 113-label vocabulary of
                                         ``pipeline.tokenizer.platform``, at most 20; may be empty)
=============================  ========  ==========================================================

Everything comes from the tokenize output directly (its pieces, concatenated without their BOS in
``piece`` order, exactly as the export builds the token ids), never from packed rows. A v1
tokenize output without structure columns gets the fills (structure 0, no platform ids).
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from pipeline import megatron
from pipeline.structure import columns as S

SIDECARS: dict[str, type] = {"structure": np.uint8, "loss_mask": np.uint8, "platform": np.uint16}
COLUMNS = ["doc_id", "piece", "input_ids", S.TOKEN_STRUCTURE_IDS, S.PLATFORM_IDS]  # read from tokenize


class SidecarError(RuntimeError):
    """The tokenize output does not give a document the sidecars need (missing pieces)."""


def sidecar_prefix(prefix: str, name: str) -> str:
    """``cppcorpus`` -> ``cppcorpus_structure`` etc."""
    return f"{prefix}_{name}"


class SidecarWriters:
    """Streams the sidecars of one export: ``add_shard`` per tokenize shard, then ``finalize``."""

    def __init__(self, prefix: str):
        self.prefix = prefix
        self.writers = {n: megatron.IndexedWriter(sidecar_prefix(prefix, n), d) for n, d in SIDECARS.items()}

    def add_shard(self, table: pa.Table, doc_order: list[str]) -> None:
        """Append the documents of one tokenize shard, in ``doc_order`` (the export's order)."""
        n = table.num_rows
        docs = table.column("doc_id").to_pylist()
        pieces = table.column("piece").to_pylist() if "piece" in table.column_names else [0] * n
        ids = table.column("input_ids")
        structure = (
            table.column(S.TOKEN_STRUCTURE_IDS) if S.TOKEN_STRUCTURE_IDS in table.column_names else None
        )
        platforms = table.column(S.PLATFORM_IDS) if S.PLATFORM_IDS in table.column_names else None
        by_doc: dict[str, list[int]] = {}
        for r, (d, p) in enumerate(zip(docs, pieces, strict=True)):
            by_doc.setdefault(d, []).append((p, r))
        for d in doc_order:
            if d not in by_doc:
                raise SidecarError(f"document {d} has no rows in the tokenize shard")
            rows = [r for _, r in sorted(by_doc[d])]
            n_tok = 1 + sum(len(ids[r]) - 1 for r in rows)
            if structure is None:
                struct = np.zeros(n_tok, np.uint8)
            else:  # the document's BOS, then each piece's tokens without its own BOS
                parts = [np.zeros(1, np.uint8)]
                parts += [structure[r].values.to_numpy(zero_copy_only=False)[1:] for r in rows]
                struct = np.concatenate(parts)
            mask = np.ones(n_tok, np.uint8)
            mask[0] = 0
            plat = (
                platforms[rows[0]].values.to_numpy(zero_copy_only=False)
                if platforms is not None
                else np.zeros(0, np.uint16)
            )
            self.writers["structure"].add_document(struct)
            self.writers["loss_mask"].add_document(mask)
            self.writers["platform"].add_document(plat)

    def finalize(self) -> list[str]:
        """Write the indexes; returns the local files written (``.idx`` before ``.bin`` per sidecar)."""
        files = []
        for name, w in self.writers.items():
            w.finalize()
            files += [sidecar_prefix(self.prefix, name) + ext for ext in (".idx", ".bin")]
        return files
