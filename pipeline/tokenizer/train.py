"""Train a revision: scan -> fixed bands -> seeded BPE -> vocabulary -> artifact.

Steps (one pass over the texts feeds both the scan and the word table):
  1. code-aware scan (identifiers, qualifiers, morphemes outside comments/strings), or a scan given by
     the caller (the pipeline sums per-shard scans of the whole corpus; the texts are then a sample);
  2. domain candidates kept or cut by the scan; morpheme seeds chosen by the scan;
  3. BPE over the word table (words from the boundary table), seeds first, deterministic ties;
  4. learned band = seeds, then merges in order, skipping byte strings already in the vocabulary,
     until the band is full; a short corpus leaves the rest reserved (with a warning);
  5. artifact: manifest, tokenizer.json, trie.bin, selection_report.json, scan.parquet.
"""

from __future__ import annotations

import hashlib
import json
import warnings
from collections.abc import Iterable, Iterator
from pathlib import Path

import numpy as np
import pyarrow as pa

from . import _native
from .bands import (
    BYTES_START,
    LAYOUT_VERSION,
    N_SPECIAL,
    SPECIAL_TOKENS,
    band_layout,
    band_tokens,
)
from .boundary import CLASS_NAMES, boundary_table, byte_classes
from .model import DEFAULT_MAX_PIECE_BYTES, FORMAT_VERSION, Trie, hf_tokenizer_json
from .scan import ScanResult, scan_bytes
from .selection import select_domain, select_seeds

ARTIFACT_FILES = (
    "manifest.json",  # bands, specials, boundary table, seeds, training facts, revision
    "tokenizer.json",  # HF-loadable, identical ids
    "trie.bin",  # flat BFS trie for the compiled / GPU encoders
    "merges.txt",  # the BPE merge list (for the GPU trainer's parity check and merge-order studies)
    "selection_report.json",  # domain candidates kept/cut per category, seeds with counts
    "scan.parquet",  # the code-aware frequency scan
)
MERGES_HEADER = "# cppcorpus merges v1: left right (hex bytes), in merge order; seeds in manifest.json\n"
MIN_VOCAB = 4096


def count_words(docs: Iterable[bytes], boundary_scheme: str = "ident_digits") -> pa.Table:
    """The BPE word table of some UTF-8 documents: one row per distinct word (``word``, ``count``),
    ``n_docs``, ``n_bytes`` and the boundary scheme in the schema metadata.

    Tables of disjoint sets of documents (one per shard, counted by the ranks of a mapped step) are
    summed by ``train_tokenizer(word_tables=...)``: the same word table as counting them all at once.

    >>> t = count_words([b"int x = 1;", b"int y;"])
    >>> dict(zip(t.column("word").to_pylist(), t.column("count").to_pylist()))[b"int"], t.schema.metadata[b"n_docs"]
    (2, b'2')
    """
    counter = _native.WordCounter(byte_classes(), boundary_table(boundary_scheme))
    n_docs = n_bytes = 0
    for data in docs:
        counter.add(data)
        n_docs += 1
        n_bytes += len(data)
    data, offsets, counts = counter.export()
    words = pa.Array.from_buffers(
        pa.large_binary(), len(counts), [None, pa.py_buffer(offsets), pa.py_buffer(data)]
    )
    table = pa.table({"word": words, "count": pa.array(counts, pa.int64())})
    meta = {"n_docs": str(n_docs), "n_bytes": str(n_bytes), "boundary_scheme": boundary_scheme}
    return table.replace_schema_metadata(meta)


def _add_word_table(counter: _native.WordCounter, table: pa.Table, boundary_scheme: str) -> tuple[int, int]:
    """Add a ``count_words`` table to ``counter``; returns its (n_docs, n_bytes)."""
    meta = table.schema.metadata or {}
    if meta.get(b"boundary_scheme", b"").decode() != boundary_scheme or b"n_docs" not in meta:
        raise ValueError(
            f"a word table counted with boundary scheme {meta.get(b'boundary_scheme')!r} (or not by "
            f"count_words), training with {boundary_scheme!r}"
        )
    words = table.column("word").cast(pa.large_binary()).combine_chunks()
    if len(words):
        _, offs, data = words.buffers()
        offsets = np.frombuffer(offs, np.int64, len(words) + 1, words.offset * 8)
        counter.add_counted(
            np.frombuffer(data, np.uint8), offsets, table.column("count").to_numpy().astype(np.int64)
        )
    return int(meta[b"n_docs"]), int(meta[b"n_bytes"])


def _tee(texts: Iterable[str], counter: _native.WordCounter) -> Iterator[bytes]:
    """Encode each text once; feed the word counter while the scan iterates over the bytes."""
    for t in texts:
        data = t.encode("utf-8", "surrogatepass")
        counter.add(data)
        yield data


def _content_hash(manifest: dict, id_to_token: list[bytes | None], merges_txt: str) -> str:
    h = hashlib.sha256(json.dumps(manifest, sort_keys=True).encode())
    h.update(hashlib.sha256(merges_txt.encode()).digest())
    for t in id_to_token:
        h.update(b"\x00" if t is None else b"\x01" + len(t).to_bytes(4, "little") + t)
    return h.hexdigest()[:16]


def train_tokenizer(
    texts: Iterable[str] | None,
    out_dir: str | Path,
    *,
    vocab_size: int = 65536,
    boundary_scheme: str = "ident_digits",
    min_frequency: int = 2,
    min_domain_docs: int = 1,
    min_domain_doc_share: float = 1e-5,
    min_seed_count: int = 2,
    seed_morphemes: bool = True,
    seed_aligned: bool = True,
    max_piece_bytes: int = DEFAULT_MAX_PIECE_BYTES,
    bpe_trainer=None,
    omit_fixed: Iterable[str] = (),
    scan: ScanResult | None = None,
    word_tables: Iterable[pa.Table] | None = None,
) -> dict:
    """Train a revision on ``texts`` and write its artifact to ``out_dir``; returns the manifest.

    The declared ``vocab_size`` never changes: if the corpus is too small to fill the learned band,
    the remaining ids stay reserved (never produced by the encoder) and a warning says how many.
    Same texts and options give the same revision id (a content hash of the vocabulary and layout).

    Options: ``boundary_scheme`` (see ``boundary.boundary_table``); ``min_frequency``, the lowest
    pair count BPE still merges; ``min_domain_docs`` / ``min_domain_doc_share``, how many documents
    must show a distinctive domain candidate for it to keep its slot; ``min_seed_count`` and
    ``seed_morphemes``, which morphemes seed the learned band (see ``selection``);
    ``max_piece_bytes``, the canonical encoding's piece bound (``reference.pieces``): it changes how
    text is encoded, not what is learned, and is stored in the manifest;
    ``bpe_trainer``, a drop-in for ``_native.bpe_train`` giving the same merges (the GPU trainer,
    ``pipeline.gpu.hooks.bpe_trainer``), the compiled CPU trainer when ``None``; ``omit_fixed``,
    fixed-band tokens to leave out (their pinned ids stay reserved), for measuring what an entry is worth;
    ``scan``, a code-aware scan made elsewhere (the pipeline's, summed over every shard of the corpus
    with ``ScanResult.merge``) to choose the domain slots and seeds from, while ``texts`` (a bounded
    sample) feed only the BPE word table; when ``None``, ``texts`` are scanned too; ``word_tables``,
    the BPE word table counted elsewhere in parts (``count_words``, e.g. one per shard by the ranks
    of a mapped step), summed here in place of counting ``texts`` (then ``None``; needs ``scan``).

    >>> m = train_tokenizer(texts, "rev/", vocab_size=65536)  # doctest: +SKIP
    >>> m["revision"], m["bands"]["learned"]                   # doctest: +SKIP
    ('d6a7c1017dec51d8', [2416, 65536])
    """
    if isinstance(max_piece_bytes, bool) or not isinstance(max_piece_bytes, int) or max_piece_bytes < 1:
        raise ValueError(f"max_piece_bytes must be a positive integer, got {max_piece_bytes!r}")
    layout = dict(band_layout())
    learned_start = layout["learned"][0]
    if vocab_size < max(MIN_VOCAB, learned_start + 256):
        raise ValueError(f"vocab_size must be at least {max(MIN_VOCAB, learned_start + 256)}")
    layout["learned"] = (learned_start, vocab_size)

    # 1. scan + word table, one pass (or the word table alone, beside a scan made elsewhere)
    cls, bnd = byte_classes(), boundary_table(boundary_scheme)
    counter = _native.WordCounter(cls, bnd)
    scan_given = scan is not None
    if word_tables is not None:
        if texts is not None or scan is None:
            raise ValueError("word_tables replace texts (pass texts=None) and need a scan")
        n_docs = n_bytes = 0
        for table in word_tables:
            d, b = _add_word_table(counter, table, boundary_scheme)
            n_docs += d
            n_bytes += b
    elif scan is None:
        scan = scan_bytes(_tee(texts, counter))
        n_docs, n_bytes = scan.n_docs, scan.n_bytes
    else:
        n_docs = n_bytes = 0
        for data in _tee(texts, counter):
            n_docs += 1
            n_bytes += len(data)

    # 2. fixed vocabulary: specials (names only), bytes, fixed bands, kept domain tokens
    id_to_token: list[bytes | None] = [None] * vocab_size
    for b in range(256):
        id_to_token[BYTES_START + b] = bytes([b])
    omitted = sorted(set(omit_fixed))
    omitted_set = set(omitted)
    fixed = band_tokens()
    unknown = omitted_set - {t for toks in fixed.values() for t in toks}
    if unknown:
        raise ValueError(f"omit_fixed names tokens that no fixed band holds: {sorted(unknown)[:5]}")
    for name, toks in fixed.items():
        start = layout[name][0]
        for k, t in enumerate(toks):
            if t not in omitted_set:
                id_to_token[start + k] = t.encode()
    kept, report = select_domain(
        scan, layout["domain"][0], min_domain_docs=min_domain_docs, min_domain_doc_share=min_domain_doc_share
    )
    for t, i in kept.items():
        id_to_token[i] = t.encode()
    present = {t for t in id_to_token if t is not None}
    n_fixed = len(present)

    # 3. seeded BPE
    seeds_ranked = select_seeds(scan, min_seed_count=min_seed_count) if seed_morphemes else []
    seen_seed: set[str] = set()
    seeds_ranked = [s for s in seeds_ranked if not (s[0] in seen_seed or seen_seed.add(s[0]))]
    seed_bytes = sorted(
        (s.encode() for s, _ in seeds_ranked), key=lambda b: (b[0], b)
    )  # C wants 1st-byte order
    capacity = vocab_size - learned_start
    words, offsets, counts = counter.export()
    pairs, _pair_counts = (bpe_trainer or _native.bpe_train)(
        words,
        offsets,
        counts,
        seed_bytes,
        max_merges=capacity + n_fixed,
        min_freq=min_frequency,
        aligned=seed_aligned,
    )

    # 4. learned band: seeds (by corpus rank), then merges in order
    sym: list[bytes] = [bytes([b]) for b in range(256)] + seed_bytes
    merge_lines = []
    for a, b in pairs.tolist():
        sym.append(sym[a] + sym[b])
        merge_lines.append(f"{sym[a].hex()} {sym[b].hex()}\n")
    learned: list[bytes] = []
    candidates = [s.encode() for s, _ in seeds_ranked] + sym[256 + len(seed_bytes) :]
    consumed = 0
    for t in candidates:
        if len(learned) == capacity:
            break
        consumed += 1
        if t in present:
            continue
        present.add(t)
        learned.append(t)
    # merges whose product made it into the vocabulary (every product of these is a token)
    n_merges_used = max(0, consumed - len(seeds_ranked))
    merge_lines = merge_lines[:n_merges_used]
    for k, t in enumerate(learned):
        id_to_token[learned_start + k] = t
    n_reserved_learned = capacity - len(learned)
    if n_reserved_learned:
        warnings.warn(
            f"corpus too small to fill the learned band: {n_reserved_learned} of {capacity} learned ids "
            f"stay reserved (vocab size stays {vocab_size})",
            stacklevel=2,
        )
    assert all(t is None or len(t) == 1 or b"\n" not in t for t in id_to_token), "a token crosses a newline"

    # 5. artifact
    names = {i: SPECIAL_TOKENS[i] for i in range(N_SPECIAL)}
    tokenizer_json = hf_tokenizer_json(id_to_token, names, max_piece_bytes)
    trie = Trie.build((t, i) for i, t in enumerate(id_to_token) if t is not None)
    bands_out = {name: [lo, hi] for name, (lo, hi) in layout.items()}
    manifest = {
        "format_version": FORMAT_VERSION,
        "layout_version": LAYOUT_VERSION,
        "kind": "hybrid-greedy-longest-match",
        "vocab_size": vocab_size,
        "id_bytes": 4,
        "max_piece_bytes": max_piece_bytes,
        "bands": bands_out,
        "band_counts": {
            name: sum(id_to_token[i] is not None for i in range(lo, hi)) for name, (lo, hi) in layout.items()
        },
        "special_tokens": {t: i for i, t in enumerate(SPECIAL_TOKENS)},
        "learned": {
            "start": learned_start,
            "end": vocab_size,
            "n_learned": len(learned),
            "n_reserved": n_reserved_learned,
        },
        "n_reserved_total": sum(t is None for t in id_to_token) - N_SPECIAL,
        "boundary": {
            "scheme": boundary_scheme,
            "classes": CLASS_NAMES,
            "byte_class": cls.tolist(),
            "table": bnd.tolist(),
        },
        "seeds": [s for s, _ in seeds_ranked],
        "omitted_fixed": omitted,
        "training": {
            "n_docs": n_docs,
            "n_bytes": n_bytes,
            "n_distinct_words": len(counts),
            "n_merges": len(pairs),
            "n_merges_used": n_merges_used,
            "min_frequency": min_frequency,
            "min_domain_docs": min_domain_docs,
            "min_domain_doc_share": min_domain_doc_share,
            "min_seed_count": min_seed_count,
            "seed_aligned": seed_aligned,
        },
    }
    if scan_given:  # the choices' counts came from another (larger) set of documents than BPE's
        manifest["training"]["scan"] = {"n_docs": scan.n_docs, "n_bytes": scan.n_bytes}
    merges_txt = MERGES_HEADER + "".join(merge_lines)
    manifest["revision"] = _content_hash(manifest, id_to_token, merges_txt)
    selection_report = {
        "revision": manifest["revision"],
        "n_docs": scan.n_docs,
        "domain": report,
        "seeds": [{"morpheme": s, "count": c} for s, c in seeds_ranked],
        "namespaces_top": scan.namespaces.most_common(30),
    }

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "tokenizer.json").write_text(tokenizer_json)
    (out / "trie.bin").write_bytes(trie.to_bytes())
    (out / "merges.txt").write_text(merges_txt)
    (out / "selection_report.json").write_text(json.dumps(selection_report, indent=1, sort_keys=True) + "\n")
    scan.write_parquet(out / "scan.parquet")
    # the manifest goes last: its presence marks a complete artifact
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return manifest
