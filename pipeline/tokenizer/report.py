"""Usage report of a revision on a corpus: tokens per byte, band usage, top tokens, dead tokens.

"Learned tokens never produced" are learned-band entries that greedy longest match never emits on
the corpus (a longer token always wins over them); a large count suggests merges that only served
as stepping stones.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from .model import Tokenizer


def tokenizer_report(tok: Tokenizer, texts: Iterable[str], *, top: int = 50) -> dict:
    """Encode ``texts`` and summarize (see the module docstring)."""
    counts = np.zeros(tok.vocab_size, np.int64)
    n_bytes = n_docs = 0
    for text in texts:
        ids = tok.encode_batch([text])[0]
        counts += np.bincount(ids, minlength=tok.vocab_size)
        n_bytes += len(text.encode("utf-8", "surrogatepass"))
        n_docs += 1
    n_tokens = int(counts.sum())
    bands = {}
    for name, (lo, hi) in tok.manifest["bands"].items():
        hi = tok.vocab_size if hi < 0 else hi
        c = counts[lo:hi]
        live = sum(tok.id_to_token[i] is not None for i in range(lo, hi))
        bands[name] = {
            "ids": [lo, hi],
            "live_tokens": int(live),
            "tokens_used": int((c > 0).sum()),
            "occurrences": int(c.sum()),
            "share": round(float(c.sum()) / n_tokens, 5) if n_tokens else 0.0,
        }
    order = np.argsort(-counts, kind="stable")[:top]
    top_tokens = [
        {"id": int(i), "token": tok.token_bytes(int(i)).decode("utf-8", "replace"), "count": int(counts[i])}
        for i in order
        if counts[i] > 0
    ]
    lo, hi = tok.manifest["learned"]["start"], tok.manifest["learned"]["end"]
    never = [i for i in range(lo, hi) if tok.id_to_token[i] is not None and counts[i] == 0]
    return {
        "revision": tok.revision,
        "vocab_size": tok.vocab_size,
        "docs": n_docs,
        "bytes": n_bytes,
        "tokens": n_tokens,
        "tokens_per_byte": round(n_tokens / n_bytes, 5) if n_bytes else 0.0,
        "bands": bands,
        "top_tokens": top_tokens,
        "learned_never_produced": {
            "count": len(never),
            "examples": [tok.token_bytes(i).decode("utf-8", "replace") for i in never[:50]],
        },
    }
