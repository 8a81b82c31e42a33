"""The corpus report: what a run's stage outputs contain, as figures (``report.json``) and plots (HTML).

``cppcorpus report --root ROOT --out DIR`` reads the latest run record of ``ROOT`` and computes, with
polars lazy scans over the committed stage outputs (a local folder or an ``s3://`` root alike):

- document lengths (bytes) per source, as acquired;
- drops by stage and reason (the ledger's drop shards), per source;
- the license mix of the exported documents;
- dedup cluster sizes (a kept representative plus the duplicates dropped in its favour);
- tokens per byte per source (the tokenizer's compression on the scrubbed text);
- packing fill (valid tokens / seq_len per packed row);
- tokenizer band usage (how many emitted tokens fall in each fixed band and the learned band).

It writes ``DIR/report.json`` (the numbers behind every plot, so they can be checked) and
``DIR/index.html`` with the plots embedded as PNG (matplotlib, Agg backend). No credential is read
into either: the store's options are used only to open the files.
"""

from __future__ import annotations

import base64
import html
import io
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from pipeline import ledger
from pipeline.store import ObjectStore, shard_names

REPORT_JSON = "report.json"
REPORT_HTML = "index.html"
LENGTH_BINS = 20
_REPRESENTATIVE = re.compile(r"duplicate of (.+?)(?: \(J[~=][^)]*\))?$")


def _polars_options(store: ObjectStore) -> dict[str, str] | None:
    """polars/object_store options for an s3 root, from the fsspec options the store was opened with."""
    if store.is_local:
        return None
    opts = dict(getattr(store.fs, "storage_options", {}) or {})
    out: dict[str, str] = {}
    if opts.get("key"):
        out["aws_access_key_id"] = opts["key"]
    if opts.get("secret"):
        out["aws_secret_access_key"] = opts["secret"]
    endpoint = (opts.get("client_kwargs") or {}).get("endpoint_url") or opts.get("endpoint_url")
    if endpoint:
        out["aws_endpoint_url"] = endpoint
        if endpoint.startswith("http://"):
            out["aws_allow_http"] = "true"
    out.setdefault("aws_region", (opts.get("client_kwargs") or {}).get("region_name") or "us-east-1")
    return out or None


def _scan(store: ObjectStore, stage: str, version: str, prefix: str = "part-") -> pl.LazyFrame | None:
    """A lazy scan over a committed version's shards (``None`` when it has none)."""
    names = sorted(shard_names(store, stage, version, prefix))
    if not names:
        return None
    paths = [store.path(stage, version, n) for n in names]
    if not store.is_local:
        paths = [f"s3://{p}" for p in paths]
    return pl.scan_parquet(paths, storage_options=_polars_options(store))


def _length_edges(values: np.ndarray, bins: int = LENGTH_BINS) -> np.ndarray:
    """Log-spaced integer bin edges covering ``values`` (one set for every source, so they compare)."""
    if values.size == 0:
        return np.array([0, 1])
    low, high = max(int(values.min()), 1), max(int(values.max()), 2)
    return np.unique(np.round(np.geomspace(low, high + 1, bins + 1)).astype(np.int64))


def _histogram(values: np.ndarray, edges: np.ndarray) -> dict[str, list]:
    counts, _ = np.histogram(values, bins=edges)
    return {"edges": [int(e) for e in edges], "counts": [int(c) for c in counts]}


def compute(store: ObjectStore, versions: dict[str, str] | None = None) -> dict[str, Any]:
    """Every figure of the report for one run (the latest when ``versions`` is None); JSON-ready."""
    versions = versions or ledger.latest_run(store)
    out: dict[str, Any] = {"root": store.url, "versions": dict(sorted(versions.items()))}

    # Document lengths per source (acquired documents) and the per-source counts the ledger balances.
    acquired = _scan(store, "acquire", versions["acquire"])
    lengths = (
        acquired.select("source", "n_bytes").collect()
        if acquired is not None
        else pl.DataFrame({"source": [], "n_bytes": []}, schema={"source": pl.String, "n_bytes": pl.Int64})
    )
    drops = [
        lf.select("source", "stage", "reason", "detail")
        for stage, version in versions.items()
        if (lf := _scan(store, stage, version, "drops-")) is not None
    ]
    drop_frame = (
        pl.concat(drops).collect()
        if drops
        else pl.DataFrame(
            schema={"source": pl.String, "stage": pl.String, "reason": pl.String, "detail": pl.String}
        )
    )
    exported = _scan(store, "export", versions["export"])
    export_frame = exported.select("source", "license", "n_tokens").collect()

    sources = sorted(
        set(lengths["source"].to_list())
        | set(drop_frame["source"].to_list())
        | set(export_frame["source"].to_list())
    )
    per_source: dict[str, Any] = {}
    edges = _length_edges(lengths["n_bytes"].to_numpy())
    for source in sources:
        n_bytes = lengths.filter(pl.col("source") == source)["n_bytes"].to_numpy()
        src_drops = drop_frame.filter(pl.col("source") == source)
        dropped = Counter(f"{s}/{r}" for s, r in zip(src_drops["stage"], src_drops["reason"], strict=True))
        per_source[source] = {
            "acquired": int(n_bytes.size) + int(dropped_acquire(src_drops)),
            "documents": int(n_bytes.size),
            "bytes": int(n_bytes.sum()),
            "length_p50": float(np.median(n_bytes)) if n_bytes.size else 0.0,
            "length_histogram": _histogram(n_bytes, edges),
            "dropped": dict(sorted(dropped.items())),
            "exported": int((export_frame["source"] == source).sum()),
        }
    out["sources"] = per_source

    # Drops by stage and reason, over all sources.
    by_reason = Counter(f"{s}/{r}" for s, r in zip(drop_frame["stage"], drop_frame["reason"], strict=True))
    out["drops"] = dict(sorted(by_reason.items()))

    # License mix of what was exported.
    out["license_mix"] = {k: int(v) for k, v in sorted(Counter(export_frame["license"].to_list()).items())}

    # Dedup clusters: each dedup drop names the representative it duplicates.
    reps = Counter()
    for detail in drop_frame.filter(pl.col("stage") == "dedup")["detail"].to_list():
        match = _REPRESENTATIVE.search(detail or "")
        if match:
            reps[match.group(1)] += 1
    sizes = Counter(1 + n for n in reps.values())
    out["dedup_clusters"] = {
        "clusters": len(reps),
        "duplicates_dropped": int(sum(reps.values())),
        "sizes": {str(k): int(v) for k, v in sorted(sizes.items())},
    }

    # Tokens per byte per source: the whole documents' tokens over the UTF-8 bytes of the scrubbed
    # text. Tokenize has one row per piece, each with its own BOS: a document is one BOS plus its
    # pieces' tokens (what export writes), so per document sum(n_tokens) - pieces + 1.
    tokenized = _scan(store, "tokenize", versions["tokenize"])
    scrubbed = _scan(store, "scrub", versions["scrub"])
    whole_docs = tokenized.group_by("doc_id", "source").agg(
        (pl.col("n_tokens").sum() - pl.len() + 1).alias("n_tokens")
    )
    tpb = (
        whole_docs.join(
            scrubbed.select("doc_id", pl.col("text").str.len_bytes().alias("text_bytes")), on="doc_id"
        )
        .group_by("source")
        .agg(pl.col("n_tokens").sum(), pl.col("text_bytes").sum(), pl.len().alias("docs"))
        .sort("source")
        .collect()
    )
    out["tokens_per_byte"] = {
        row["source"]: {
            "tokens": int(row["n_tokens"]),
            "bytes": int(row["text_bytes"]),
            "documents": int(row["docs"]),
            "ratio": (row["n_tokens"] / row["text_bytes"]) if row["text_bytes"] else 0.0,
        }
        for row in tpb.iter_rows(named=True)
    }

    # Packing fill.
    packed = _scan(store, "pack", versions["pack"])
    schema = packed.collect_schema()
    seq_len = (
        int(schema["input_ids"].size)
        if isinstance(schema["input_ids"], pl.Array)
        else int(packed.select(pl.col("input_ids").list.len().max()).collect().item())
    )
    valid = packed.select("valid_token_count").collect()["valid_token_count"].to_numpy().astype(np.int64)
    fill = valid / seq_len if seq_len else valid.astype(float)
    out["packing"] = {
        "seq_len": seq_len,
        "rows": int(valid.size),
        "valid_tokens": int(valid.sum()),
        "fill": float(valid.sum() / (valid.size * seq_len)) if valid.size else 0.0,
        "fill_histogram": {
            "edges": [i / 10 for i in range(11)],
            "counts": [int(c) for c in np.histogram(fill, bins=10, range=(0, 1))[0]],
        },
    }

    # Tokenizer band usage over the whole documents' tokens (what export writes: one BOS per
    # document, so a later piece's own BOS is left out).
    from pipeline.tokenizer.bands import band_layout

    layout = band_layout()
    names = list(layout)
    starts = np.array([layout[n][0] for n in names], dtype=np.int64)
    order = np.argsort(starts, kind="stable")
    doc_tokens = (
        pl.when(pl.col("piece") > 0).then(pl.col("input_ids").list.slice(1)).otherwise(pl.col("input_ids"))
    )
    ids = tokenized.select(doc_tokens.alias("ids").explode()).collect()["ids"].drop_nulls().to_numpy()
    band_of = order[np.searchsorted(starts[order], ids.astype(np.int64), side="right") - 1]
    counts = np.bincount(band_of, minlength=len(names))
    out["bands"] = {"tokens": int(ids.size), "usage": {names[i]: int(counts[i]) for i in range(len(names))}}
    return out


def dropped_acquire(drops: pl.DataFrame) -> int:
    """Documents dropped at acquire: counted as acquired by the ledger, though absent from acquire's output."""
    return int((drops["stage"] == "acquire").sum())


def _png(fig: Any) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight", metadata={"Software": None})
    import matplotlib.pyplot as plt

    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode()


def _plots(fig_data: dict[str, Any]) -> list[tuple[str, str]]:
    """(title, base64 PNG) for every figure."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plots: list[tuple[str, str]] = []
    sources = fig_data["sources"]

    fig, ax = plt.subplots(figsize=(8, 4))
    for name, s in sources.items():
        h = s["length_histogram"]
        if h["counts"]:
            ax.stairs(h["counts"], h["edges"], label=f"{name} ({s['documents']} docs)")
    ax.set_xscale("symlog")
    ax.set_xlabel("document length (bytes)")
    ax.set_ylabel("documents")
    ax.legend(fontsize=8)
    plots.append(("Document lengths per source (acquired)", _png(fig)))

    def bar(title: str, data: dict[str, float], xlabel: str, horizontal: bool = True) -> None:
        fig, ax = plt.subplots(figsize=(8, max(2.0, 0.35 * len(data) + 1)))
        keys = list(data)
        if horizontal:
            ax.barh(keys, [data[k] for k in keys])
            ax.invert_yaxis()
            ax.set_xlabel(xlabel)
            for i, k in enumerate(keys):
                ax.text(data[k], i, f" {data[k]:g}", va="center", fontsize=8)
        else:
            ax.bar(keys, [data[k] for k in keys])
            ax.set_ylabel(xlabel)
        plots.append((title, _png(fig)))

    bar("Drops by stage and reason", fig_data["drops"] or {"(none)": 0}, "documents")
    bar("License mix (exported documents)", fig_data["license_mix"] or {"(none)": 0}, "documents")
    bar(
        "Dedup cluster sizes",
        {f"size {k}": v for k, v in fig_data["dedup_clusters"]["sizes"].items()} or {"(no duplicates)": 0},
        "clusters",
    )
    bar(
        "Tokens per byte per source",
        {k: round(v["ratio"], 4) for k, v in fig_data["tokens_per_byte"].items()},
        "tokens / byte",
    )
    p = fig_data["packing"]
    bar(
        f"Packing fill (seq_len {p['seq_len']}, mean fill {p['fill']:.3f})",
        {
            f"{e:.1f}-{e + 0.1:.1f}": c
            for e, c in zip(p["fill_histogram"]["edges"], p["fill_histogram"]["counts"], strict=False)
        },
        "packed rows",
    )
    bar("Tokenizer band usage (tokens emitted)", fig_data["bands"]["usage"], "tokens")
    return plots


def write(store: ObjectStore, out_dir: str | Path, versions: dict[str, str] | None = None) -> Path:
    """Compute the report and write ``report.json`` and ``index.html`` into ``out_dir``; the HTML's path."""
    data = compute(store, versions)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / REPORT_JSON).write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    rows = "".join(
        f"<tr><td>{html.escape(name)}</td><td>{s['acquired']}</td><td>{s['exported']}</td>"
        f"<td>{sum(s['dropped'].values())}</td><td>{s['bytes']}</td></tr>"
        for name, s in data["sources"].items()
    )
    figures = "".join(
        f"<h2>{html.escape(title)}</h2><img alt='{html.escape(title)}' src='data:image/png;base64,{png}'>"
        for title, png in _plots(data)
    )
    versions_html = "".join(
        f"<li>{html.escape(k)}: <code>{html.escape(v)}</code></li>" for k, v in data["versions"].items()
    )
    page = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>cppcorpus report: {html.escape(store.url)}</title>
<style>body{{font-family:sans-serif;max-width:60em;margin:2em auto}}td,th{{padding:.2em .8em;text-align:right}}
img{{max-width:100%}}</style></head><body>
<h1>Corpus report</h1><p>Root <code>{html.escape(store.url)}</code>; the numbers behind every plot are in
<a href="{REPORT_JSON}">{REPORT_JSON}</a>.</p>
<table><tr><th>source</th><th>acquired</th><th>exported</th><th>dropped</th><th>bytes acquired</th></tr>{rows}</table>
<h2>Stage versions</h2><ul>{versions_html}</ul>
{figures}
</body></html>
"""
    (out / REPORT_HTML).write_text(page)
    return out / REPORT_HTML


def command(args: Any) -> int:
    """``cppcorpus report --root ROOT --out DIR``: write the report; print its paths as JSON."""
    store = ObjectStore(args.root)
    page = write(store, args.out)
    print(json.dumps({"report": str(page), "figures": str(page.parent / REPORT_JSON)}))
    return 0
