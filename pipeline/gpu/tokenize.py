"""GPU trie tokenization: ``GPUTrieEncoder.encode_batch`` == ``Tokenizer.encode_batch``, id for id.

One pipeline submission per slice of the batch (slices fit the adapter's largest storage
binding): ``trie_tokenizer_chunked`` -> ``scan_pass1..3`` (the parallel prefix sum of per-chunk
counts) -> ``trie_tokenizer_compact``, in one command buffer; then the 4-byte total is read back,
then exactly that many ids and the per-document offsets.

``GPUTrieEncoder.phase_seconds``: set it to a dict to have ``encode_batch`` add the host wall
seconds of each phase to it (``PHASES``, and ``total`` for the whole call); ``None`` (the default)
times nothing. The ids are the same either way.
"""

from __future__ import annotations

import time

import numpy as np

from .device import GPUContext
from .kernels import P_SCAN_N, P_SCAN_TOTAL

CHUNK_BYTES = 256  # bytes per block; ids do not depend on it (chunks start at cut points)
WG = 64
SCAN_WG = 256
N_PARAMS = 16
CACHED_LABELS = 8192
# encode_batch's host phases, in order (see _lap):
PHASES = (
    "prep",  # per slice: the documents' parts joined into one buffer, their byte offsets
    "buffers",  # the pooled device buffers of the slice (made or grown) and its bind group
    "upload",  # text, offsets and parameters written to the device queue
    "dispatch_wait",  # the command buffer submitted, then the 4-byte id total read (waits for it)
    "readback",  # the ids and the per-document id offsets copied back to the host
    "unpack",  # each document's ids cut out of its slices (and the parts concatenated)
    "cpu_fallback",  # documents with a line longer than a slice, encoded on the CPU
)


def _lap(phases: dict, name: str, t0: float) -> float:
    """Add the seconds since ``t0`` to ``phases[name]``; returns now (called only when timing)."""
    t = time.perf_counter()
    phases[name] = phases.get(name, 0.0) + t - t0
    return t


def trie_nodes(trie) -> np.ndarray:
    """uint32[n, 4] (first, nchild, token, label): one 16-byte load per node on the GPU."""
    return np.ascontiguousarray(
        np.stack(
            [
                trie.first.astype(np.uint32),
                trie.nchild.astype(np.uint32),
                trie.token.astype(np.int32).view(np.uint32),
                trie.label.astype(np.uint32),
            ],
            axis=1,
        )
    )


class GPUTrieEncoder:
    """The canonical encoder of one tokenizer revision on a ``GPUContext``.

    The trie is uploaded once (per revision: a new encoder per revision). ``max_piece_bytes``
    is the tokenizer's piece bound (``None`` or 0: unbounded).
    """

    def __init__(
        self, ctx: GPUContext, tokenizer, subgroups: bool | None = None, chunk_bytes: int = CHUNK_BYTES
    ) -> None:
        self.ctx = ctx
        self.chunk = int(chunk_bytes)
        self.tokenizer = tokenizer
        self.subgroups = ctx.subgroups if subgroups is None else (subgroups and ctx.subgroups)
        self.piece = int(getattr(tokenizer, "max_piece_bytes", None) or 0)
        nodes = trie_nodes(tokenizer.trie)
        self.n_nodes = len(nodes)
        self.n_labels = max(0, min(CACHED_LABELS, self.n_nodes - 257))
        self._nodes_name = f"tok_nodes_{tokenizer.revision}"
        ctx.write(self._nodes_name, nodes)
        # bytes per slice: the scratch and output id buffers hold 4 bytes per input byte
        self.slice_bytes = (ctx.max_binding // 4) // self.chunk * self.chunk
        self.kernel_seconds: dict[str, float] = {}
        self.phase_seconds: dict[str, float] | None = None  # a dict: host time per phase (PHASES)

    # -- one slice ---------------------------------------------------------------------------

    def _run(self, buf: bytes, doc_off: np.ndarray, profile: bool = False) -> tuple[np.ndarray, np.ndarray]:
        ctx, ph = self.ctx, self.phase_seconds
        n, ndocs = len(buf), len(doc_off) - 1
        if n == 0:
            return np.zeros(0, np.uint32), np.zeros(ndocs + 1, np.int64)
        t = time.perf_counter() if ph is not None else 0.0
        nblocks = (n + self.chunk - 1) // self.chunk
        params = np.zeros(N_PARAMS, np.uint32)
        params[[P_SCAN_N, 2, 3, 4, 5, 6, 7]] = [
            nblocks,
            n,
            ndocs,
            self.chunk,
            self.piece,
            self.n_nodes,
            self.n_labels,
        ]
        text, doc_off32 = np.frombuffer(buf, np.uint8), doc_off.astype(np.uint32)
        bufs = {  # made first, written below (ctx.write takes the same pooled buffers)
            "params": ctx.buffer("tok_params", params.nbytes),
            "text": ctx.buffer("tok_text", text.nbytes),
            "doc_off": ctx.buffer("tok_doc_off", doc_off32.nbytes),
            "nodes": ctx.buffer(self._nodes_name, self.n_nodes * 16),
            "scratch": ctx.buffer("tok_scratch", 4 * n),
            "chunk_start": ctx.buffer("tok_chunk_start", 4 * nblocks),
            "scan_data": ctx.buffer("tok_counts", 4 * nblocks),
            "scan_blocks": ctx.buffer("tok_blocks", 4 * ((nblocks + SCAN_WG - 1) // SCAN_WG)),
            "doc_chunk": ctx.buffer("tok_doc_chunk", 4 * ndocs),
            "doc_local": ctx.buffer("tok_doc_local", 4 * ndocs),
            "ids_out": ctx.buffer("tok_ids", 4 * n),
            "doc_tok_off": ctx.buffer("tok_doc_tok_off", 4 * (ndocs + 1)),
        }
        from .kernels import LAYOUTS

        bg = ctx.device.create_bind_group(
            layout=ctx.bind_group_layout("tokenize"),
            entries=[
                {"binding": b, "resource": {"buffer": bufs[name], "offset": 0, "size": bufs[name].size}}
                for b, _, name in LAYOUTS["tokenize"]
            ],
        )
        if ph is not None:
            t = _lap(ph, "buffers", t)
        ctx.write("tok_params", params)
        ctx.write("tok_text", text)
        ctx.write("tok_doc_off", doc_off32)
        if ph is not None:
            t = _lap(ph, "upload", t)
        steps = [
            ("trie_tokenizer_chunked", (nblocks + WG - 1) // WG),
            ("scan_pass1", (nblocks + SCAN_WG - 1) // SCAN_WG),
            ("scan_pass2", 1),
            ("scan_pass3", (nblocks + SCAN_WG - 1) // SCAN_WG),
            ("trie_tokenizer_compact", (max(nblocks, ndocs + 1) + WG - 1) // WG),
        ]
        if profile:  # one pass per kernel, timed (timestamps, else wall per submission)
            ctx.submit_profiled("tokenize", steps, bg, self.subgroups, self.kernel_seconds)
        else:
            self._submit(steps, bg)  # one command buffer for the whole pipeline
        total = int(ctx.read(bufs["params"], 4, 4 * P_SCAN_TOTAL)[0])
        if ph is not None:
            t = _lap(ph, "dispatch_wait", t)
        ids = ctx.read(bufs["ids_out"], 4 * total)
        offs = ctx.read(bufs["doc_tok_off"], 4 * (ndocs + 1)).astype(np.int64)
        if ph is not None:
            _lap(ph, "readback", t)
        return ids, offs

    def _submit(self, steps: list[tuple[str, int]], bg) -> None:
        ctx = self.ctx
        enc = ctx.device.create_command_encoder()
        cp = enc.begin_compute_pass()
        cp.set_bind_group(0, bg)
        for entry, groups in steps:
            cp.set_pipeline(ctx.pipeline("tokenize", entry, self.subgroups))
            cp.dispatch_workgroups(*ctx.grid(groups))
        cp.end()
        ctx.device.queue.submit([enc.finish()])

    # -- batches -----------------------------------------------------------------------------

    def _parts(self, doc: bytes) -> list[bytes] | None:
        """Cut a document longer than a slice after newlines (cut points), or None if a line is."""
        parts, start, limit = [], 0, self.slice_bytes
        while len(doc) - start > limit:
            cut = doc.rfind(b"\n", start, start + limit)
            if cut < 0:
                return None
            parts.append(doc[start : cut + 1])
            start = cut + 1
        parts.append(doc[start:])
        return parts

    def encode_batch(self, docs: list[bytes], profile: bool = False) -> list[np.ndarray]:
        """uint32 ids per document, identical to ``Tokenizer.encode_batch`` on the CPU."""
        ph = self.phase_seconds
        t_call = time.perf_counter() if ph is not None else 0.0
        out: list[np.ndarray | None] = [None] * len(docs)
        pending: list[tuple[int, bytes]] = []  # (doc index, part)
        size = 0
        pieces: dict[int, list[np.ndarray]] = {}

        def flush() -> None:
            nonlocal pending, size
            if not pending:
                return
            t = time.perf_counter() if ph is not None else 0.0
            lens = np.fromiter((len(p) for _, p in pending), np.int64, len(pending))
            off = np.zeros(len(pending) + 1, np.int64)
            np.cumsum(lens, out=off[1:])
            joined = b"".join(p for _, p in pending)
            if ph is not None:
                _lap(ph, "prep", t)
            ids, toff = self._run(joined, off, profile)
            del joined
            t = time.perf_counter() if ph is not None else 0.0
            for k, (d, _) in enumerate(pending):
                pieces.setdefault(d, []).append(ids[toff[k] : toff[k + 1]])
            pending, size = [], 0
            if ph is not None:
                _lap(ph, "unpack", t)

        for d, doc in enumerate(docs):
            parts = [doc] if len(doc) <= self.slice_bytes else self._parts(doc)
            if parts is None:  # a single line longer than a slice: the CPU encoder (same ids)
                t = time.perf_counter() if ph is not None else 0.0
                out[d] = self.tokenizer.encode_bytes(doc)
                if ph is not None:
                    _lap(ph, "cpu_fallback", t)
                continue
            for p in parts:
                if size + len(p) > self.slice_bytes:
                    flush()
                pending.append((d, p))
                size += len(p)
        flush()
        t = time.perf_counter() if ph is not None else 0.0
        for d, ps in pieces.items():
            out[d] = ps[0] if len(ps) == 1 else np.concatenate(ps)
        result = [o if o is not None else np.zeros(0, np.uint32) for o in out]
        if ph is not None:
            _lap(ph, "unpack", t)
            _lap(ph, "total", t_call)
        return result

    def encode_bytes(self, data: bytes) -> np.ndarray:
        return self.encode_batch([data])[0]
