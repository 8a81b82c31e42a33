"""GPU BPE training: ``bpe_train_gpu`` returns exactly ``_native.bpe_train``'s merges and counts.

Input is the CPU trainer's word table (unique words, their counts) and its seeds; every merge
step is one command buffer of WGSL kernels (shaders/bpe.wgsl) whose grids the previous step
sized on the GPU (indirect dispatch), so the host only reads back every ``sync_every`` steps to
see whether training has stopped.
"""

from __future__ import annotations

import numpy as np

from .device import GPUContext
from .kernels import LAYOUTS

N_PARAMS = 32
(P_SCAN_N, P_SCAN_TOTAL, P_NWORDS, P_NSYM, P_CAP, P_STEP, P_DONE, P_SYM_BASE, P_MIN_FREQ, P_MAX_MERGES) = (
    range(10)
)
P_NSEEDS, P_ALIGNED, P_NWORDS0 = 10, 11, 12
P_FINDMAX_GROUPS, P_MAX_CAP, P_MAX_GROUPS = 16, 17, 19
A_POS, A_WORD, A_SCAN, A_TABLE, A_FIND = 0, 12, 24, 36, 48  # byte offsets of the indirect grids

STEP_KERNELS = (
    ("clear_table", A_TABLE),
    ("pair_count", A_POS),
    ("find_max4", A_FIND),
    ("find_max_final_det", None),
    ("setup_merge", None),
    ("merge_reduce", A_WORD),
    ("scan_pass1", A_SCAN),
    ("scan_pass2", None),
    ("scan_pass3", A_SCAN),
    ("finalize_compact", A_WORD),
    ("bpe_advance", None),
)


class GPUTrainLimit(ValueError):
    """The word table does not fit the adapter (or 32-bit counts): train on the CPU instead."""


def _pow2_at_least(n: int) -> int:
    return 1 << max(0, int(n - 1).bit_length())


def _seed_table(seeds: list[bytes]) -> np.ndarray:
    """first_idx[256] first_cnt[256] seed_off[n+1] bytes (packed): seed_cut's lookup tables."""
    first_idx = np.zeros(256, np.uint32)
    first_cnt = np.zeros(256, np.uint32)
    for s, seed in enumerate(seeds):
        f = seed[0]
        if first_cnt[f] == 0:
            first_idx[f] = s
        first_cnt[f] += 1
    off = np.zeros(len(seeds) + 1, np.uint32)
    off[1:] = np.cumsum([len(s) for s in seeds]) if seeds else []
    raw = b"".join(seeds)
    raw += b"\0" * (-len(raw) % 4)
    return np.concatenate([first_idx, first_cnt, off, np.frombuffer(raw, np.uint32)])


def bpe_train_gpu(
    ctx: GPUContext,
    data: np.ndarray,
    offsets: np.ndarray,
    counts: np.ndarray,
    seeds: list[bytes],
    max_merges: int,
    min_freq: int,
    aligned: bool = True,
    *,
    subgroups: bool | None = None,
    sync_every: int = 64,
    profile: dict | None = None,
    stats: dict | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """The GPU twin of ``_native.bpe_train``: (pairs int32[k, 2], counts int64[k]).

    ``profile``: when a dict, each kernel runs in its own compute pass and its seconds are summed
    per kernel name (GPU timestamps where supported, else wall time per submission); ``stats``: when a dict, receives the stream sizes per step (for
    the bytes-moved figures).
    """
    if [s for s in sorted(seeds, key=lambda s: s[0])] != list(seeds):
        raise ValueError("seeds must be sorted by their first byte")
    if any(len(s) < 2 for s in seeds):
        raise ValueError("seeds must be at least 2 bytes")
    sg = ctx.subgroups if subgroups is None else (subgroups and ctx.subgroups)
    data = np.ascontiguousarray(data, np.uint8)
    offsets = np.asarray(offsets, np.int64)
    counts = np.asarray(counts, np.int64)
    n_words = len(offsets) - 1
    empty = (np.zeros((0, 2), np.int32), np.zeros(0, np.int64))
    if n_words <= 0 or max_merges <= 0:
        return empty
    lens = np.diff(offsets)
    n_pos = int(len(data) + n_words)
    if n_pos * 8 > ctx.max_binding or len(data) >= 2**31:
        raise GPUTrainLimit(f"word table of {n_pos} stream slots exceeds the adapter's binding size")
    if int((counts * lens).sum()) >= 2**32 or (counts < 0).any():
        raise GPUTrainLimit("pair counts could exceed 32 bits")
    # table slots: a power of two, >= twice the positions when the binding allows, never fewer
    # than the positions (distinct pairs <= positions, so probing always finds a slot)
    largest = 1 << ((ctx.max_binding - 64) // 8).bit_length() - 1
    max_cap = max(1024, min(_pow2_at_least(2 * n_pos), largest))
    if max_cap < n_pos or max_cap > largest:
        raise GPUTrainLimit(f"a pair table for {n_pos} stream slots exceeds the adapter's binding size")

    params = np.zeros(N_PARAMS, np.uint32)
    params[P_SCAN_N] = 2 * n_words
    params[P_NWORDS] = n_words
    params[P_NWORDS0] = n_words
    params[P_SYM_BASE] = 256 + len(seeds)
    params[P_MIN_FREQ] = max(0, min(int(min_freq), 2**32 - 1))
    params[P_MAX_MERGES] = int(max_merges)
    params[P_NSEEDS] = len(seeds)
    params[P_ALIGNED] = int(aligned)
    params[P_MAX_CAP] = max_cap
    params[P_MAX_GROUPS] = ctx.max_groups
    import wgpu  # noqa: PLC0415

    b = {
        "params": ctx.write("bpe_params", params),
        "word_bytes": ctx.write("bpe_word_bytes", data if len(data) else np.zeros(4, np.uint8)),
        "word_byte_off": ctx.write("bpe_word_byte_off", offsets.astype(np.uint32)),
        "seeds": ctx.write("bpe_seeds", _seed_table(seeds)),
        "symA": ctx.buffer("bpe_sym_a", 8 * n_pos),
        "symB": ctx.buffer("bpe_sym_b", 8 * n_pos),
        "wordA": ctx.write("bpe_word_a", counts.astype(np.uint32)),
        "wordB": ctx.buffer("bpe_word_b", 4 * n_words),
        "scan_data": ctx.buffer("bpe_scan", 8 * n_words),
        "scan_blocks": ctx.buffer("bpe_blocks", 4 * ((2 * n_words + 255) // 256)),
        "table": ctx.write("bpe_table", np.zeros(2 * max_cap + 4, np.uint32)),
        "best": ctx.buffer("bpe_best", 4 * (4 + 3 * (max_cap // 1024))),
        "merges": ctx.buffer("bpe_merges", 12 * max_merges),
        "argsA": ctx.buffer("bpe_args_a", 64, wgpu.BufferUsage.INDIRECT),
        "argsB": ctx.buffer("bpe_args_b", 64, wgpu.BufferUsage.INDIRECT),
    }

    def group(x: str, y: str):
        names = {"sym_in": "sym" + x, "sym_out": "sym" + y, "word_in": "word" + x, "word_out": "word" + y}
        names["args"] = "args" + x
        ents = []
        for binding, _, name in LAYOUTS["bpe"]:
            buf = b[names.get(name, name)]
            ents.append({"binding": binding, "resource": {"buffer": buf, "offset": 0, "size": buf.size}})
        return ctx.device.create_bind_group(layout=ctx.bind_group_layout("bpe"), entries=ents)

    groups = {"A": group("A", "B"), "B": group("B", "A")}

    def run(kernels: list[tuple[str, object]], bg) -> None:
        """One command buffer; (entry, grid) with grid an int (direct) or (args buffer, offset)."""
        if profile is not None:
            ctx.submit_profiled("bpe", kernels, bg, sg, profile)
            return
        enc = ctx.device.create_command_encoder()
        cp = enc.begin_compute_pass()
        cp.set_bind_group(0, bg)
        for entry, grid in kernels:
            cp.set_pipeline(ctx.pipeline("bpe", entry, sg))
            if isinstance(grid, tuple):
                cp.dispatch_workgroups_indirect(*grid)
            else:
                cp.dispatch_workgroups(*ctx.grid(grid))
        cp.end()
        ctx.device.queue.submit([enc.finish()])

    wg = (n_words + 255) // 256
    run(
        [
            ("seed_cut", wg),
            ("scan_pass1", (2 * n_words + 255) // 256),
            ("scan_pass2", 1),
            ("scan_pass3", (2 * n_words + 255) // 256),
            ("finalize_compact", wg),
            ("bpe_advance", 1),
        ],
        groups["A"],
    )
    # step t reads the stream the previous submission compacted: group B after the init (A)
    for t in range(max_merges + 1):
        x, prev = ("B", "A") if t % 2 == 0 else ("A", "B")
        args = b["args" + prev]
        run([(e, (args, off) if off is not None else 1) for e, off in STEP_KERNELS], groups[x])
        if stats is not None:
            p = ctx.read(b["params"], 4 * N_PARAMS)
            stats.setdefault("steps", []).append(
                {"nsym": int(p[P_NSYM]), "nwords": int(p[P_NWORDS]), "cap": int(p[P_CAP])}
            )
        if (t + 1) % sync_every == 0 and ctx.read(b["params"], 4, 4 * P_DONE)[0]:
            break
    p = ctx.read(b["params"], 4 * N_PARAMS)
    k = int(p[P_STEP])
    m = ctx.read(b["merges"], 12 * k).reshape(k, 3)
    return m[:, :2].astype(np.int32), m[:, 2].astype(np.int64)
