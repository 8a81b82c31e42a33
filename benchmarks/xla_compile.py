"""XLA proof (issue 11 item 6): N real packed-row batches through a small transformer step, one compile.

Run in the XLA venv (``make xla``)::

    .venv-xla/bin/python benchmarks/xla_compile.py --root ROOT [--batches N] [--batch-size B]

``ROOT`` is a store root (its newest run's pack output) or a pack version directory. With
``PJRT_DEVICE=CPU`` (set here unless the caller chose a device) each step runs embedding + an
additive structure embedding + one attention block masked by the loader's ``segment_ids`` (causal,
same document only) + the loss masked by ``loss_mask``, then backward and an SGD update, and ends
with ``torch_xla.sync()``. The loader's batches all have one shape, so XLA compiles the step graph
once; the count comes from torch_xla's metrics (``CompileTime`` samples, and the
``UncachedCompile`` counter). A batch of another shape (the same rows cut to T/2) is then offered
and must be rejected by the loader's shape guard before it reaches the device. Prints JSON; exits
1 when more than one compile happened or the odd batch got through.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's `pipeline`

os.environ.setdefault("PJRT_DEVICE", "CPU")

import numpy as np  # noqa: E402


def build_model(vocab: int, dim: int, torch):  # noqa: ANN001 - torch is imported lazily by main
    nn = torch.nn

    class Step(nn.Module):
        """Token + structure embeddings, one segment-masked attention block, LM head."""

        def __init__(self) -> None:
            super().__init__()
            self.tok = nn.Embedding(vocab, dim)
            self.structure = nn.Embedding(9, dim)  # the 9 structure categories
            self.dep = nn.Embedding(32, dim)  # dep levels, clamped
            self.pos = nn.Embedding(4096, dim)
            self.norm = nn.LayerNorm(dim)
            self.qkv = nn.Linear(dim, 3 * dim)
            self.out = nn.Linear(dim, dim)
            self.ffn = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))
            self.head = nn.Linear(dim, vocab)

        def forward(self, b: dict) -> torch.Tensor:
            x = self.tok(b["input_ids"]) + self.structure(b["token_structure_ids"])
            x = x + self.dep(b["token_dep_levels"].clamp(0, 31)) + self.pos(b["position_ids"].clamp(0, 4095))
            h = self.norm(x)
            q, k, v = self.qkv(h).chunk(3, dim=-1)
            seg = b["segment_ids"]
            t = seg.shape[1]
            causal = torch.ones(t, t, dtype=torch.bool, device=seg.device).tril()
            mask = (seg[:, :, None] == seg[:, None, :]) & causal[None] & (seg[:, :, None] > 0)
            mask = mask | torch.eye(t, dtype=torch.bool, device=seg.device)[None]  # padding attends to itself
            scores = (q @ k.transpose(1, 2)) / dim**0.5
            att = scores.masked_fill(~mask, float("-inf")).softmax(-1)
            x = x + self.out(att @ v)
            x = x + self.ffn(self.norm(x))
            logits = self.head(x)
            loss = nn.functional.cross_entropy(
                logits.reshape(-1, logits.shape[-1]), b["target_ids"].reshape(-1).long(), reduction="none"
            )
            m = b["loss_mask"].reshape(-1)
            return (loss * m).sum() / m.sum().clamp(min=1.0)

    return Step()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", required=True, help="store root or pack version directory")
    ap.add_argument("--batches", type=int, default=20)
    ap.add_argument("--batch-size", type=int, default=4)
    ap.add_argument("--dim", type=int, default=64)
    ap.add_argument(
        "--vocab-size", type=int, help="the model's vocab (default: the rows' tokenizer revision)"
    )
    args = ap.parse_args(argv)

    import torch
    import torch_xla
    import torch_xla.debug.metrics as met

    from pipeline.loader import PackedRowLoader, ShapeMismatch, find_pack

    vocab = args.vocab_size or find_pack(args.root).vocab_size
    if vocab is None:
        raise SystemExit(f"{args.root}: no tokenizer revision found; pass --vocab-size")
    loader = PackedRowLoader(args.root, args.batch_size, vocab_size=vocab, structure="core")
    device = torch_xla.device()
    torch.manual_seed(0)
    model = build_model(vocab, args.dim, torch).to(device)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    losses: list[float] = []
    t0 = time.perf_counter()
    steps = 0
    last = None
    # Cycle over the rows when the output holds fewer than N batches (tiny test corpora).
    for batch in itertools.islice(itertools.cycle(list(loader)), args.batches):
        last = batch
        b = loader.to_torch(batch, device)
        b["token_structure_ids"] = b["token_structure_ids"].long()
        opt.zero_grad()
        loss = model(b)
        loss.backward()
        opt.step()
        torch_xla.sync()
        losses.append(float(loss.detach().cpu()))
        steps += 1
    seconds = time.perf_counter() - t0
    compile_time = met.metric_data("CompileTime")
    compiles = int(compile_time[0]) if compile_time else 0
    uncached = met.counter_value("UncachedCompile") or 0

    rejected = False
    if last is not None:
        odd = {
            k: (v[:, : v.shape[1] // 2] if v.ndim == 2 and v.shape[1] == loader.seq_len else v)
            for k, v in last.items()
        }
        try:
            loader.to_torch(odd, device)
        except ShapeMismatch:
            rejected = True
    after = met.metric_data("CompileTime")
    compiles_after = int(after[0]) if after else 0
    out = {
        "batches": steps,
        "compiles": compiles,
        "uncached_compiles": int(uncached),
        "compiles_after_odd_batch": compiles_after,
        "odd_batch_rejected": rejected,
        "B": loader.batch_size,
        "T": loader.seq_len,
        "vocab_size": vocab,
        "structure": list(loader.components),
        "loss_first": round(losses[0], 4) if losses else None,
        "loss_last": round(losses[-1], 4) if losses else None,
        "seconds": round(seconds, 2),
        "device": str(device),
        "pjrt_device": os.environ.get("PJRT_DEVICE"),
        "torch": torch.__version__,
        "torch_xla": torch_xla.__version__,
    }
    print(json.dumps(out))
    ok = (
        steps == args.batches
        and compiles == 1
        and compiles_after == 1
        and rejected
        and np.isfinite(losses).all()
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
