"""Stage ``filter``: quality heuristics, each a named drop reason (DESIGN §4).

``quality_reason(path, text, cfg)`` returns the first failing check's reason and a detail, or
``None`` for a document that passes. The stage maps it over the input shards one by one.

>>> quality_reason("a.cpp", "int x;\\n" * 3, FilterConfig())[0]
'too-small'
"""

from __future__ import annotations

import posixpath
import re

import numpy as np
import pyarrow as pa

from pipeline.config import FilterConfig, PipelineConfig, as_dict
from pipeline.store import StageContext

STAGE = "filter"
CODE_VERSION = "1"

# Comments and literals, in one pass so that '//' inside a string is not taken for a comment.
_COMMENT_OR_LITERAL = re.compile(
    r'//[^\n]*|/\*.*?(?:\*/|\Z)|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S
)
_WS = re.compile(r"\s+")


def byte_entropy(data: bytes) -> float:
    """Order-0 Shannon entropy in bits per byte (0 for empty input)."""
    if not data:
        return 0.0
    counts = np.bincount(np.frombuffer(data, dtype=np.uint8), minlength=256)
    p = counts[counts > 0] / len(data)
    return float(-(p * np.log2(p)).sum())


def comment_ratio(text: str) -> float:
    """Share of non-whitespace characters that sit in comments."""
    comment = 0
    for m in _COMMENT_OR_LITERAL.finditer(text):
        s = m.group()
        if s[0] == "/":
            comment += len(_WS.sub("", s))
    total = len(_WS.sub("", text))
    return comment / total if total else 0.0


def _looks_like_cpp(text: str) -> bool:
    for line in text.splitlines():
        s = line.strip()
        if s:
            return s.startswith(("//", "/*", "#"))
    return False


def quality_reason(path: str, text: str, cfg: FilterConfig) -> tuple[str, str] | None:
    """The first failed heuristic as (reason, detail), or None when the document is kept."""
    ext = posixpath.splitext(path)[1].lower()
    if ext not in cfg.extensions and not (cfg.accept_extensionless_cpp and ext == "" and _looks_like_cpp(text)):
        return "extension", ext or "(none)"
    raw = text.encode()
    if len(raw) > cfg.max_bytes:
        return "too-large", f"{len(raw)} > {cfg.max_bytes} bytes"
    if len(raw) < cfg.min_bytes:
        return "too-small", f"{len(raw)} < {cfg.min_bytes} bytes"
    lines = text.splitlines()
    longest = max((len(line) for line in lines), default=0)
    if longest > cfg.max_line_length:
        return "long-line", f"longest line {longest} > {cfg.max_line_length}"
    head = text[: cfg.generated_marker_scan_bytes]
    for marker in cfg.generated_markers:
        if marker in head:
            return "auto-generated", marker
    entropy = byte_entropy(raw)
    if entropy > cfg.max_entropy_bits:
        return "high-entropy", f"{entropy:.2f} > {cfg.max_entropy_bits} bits/byte"
    nonblank = [line.strip() for line in lines if line.strip()]
    if nonblank:
        ratio = len(set(nonblank)) / len(nonblank)
        if ratio <= cfg.min_unique_line_ratio:
            return "repetitive", f"unique-line ratio {ratio:.2f} <= {cfg.min_unique_line_ratio}"
    cr = comment_ratio(text)
    if cr >= cfg.max_comment_ratio:
        return "mostly-comments", f"comment ratio {cr:.2f} >= {cfg.max_comment_ratio}"
    return None


def config_slice(cfg: PipelineConfig) -> dict:
    return {"filter": as_dict(cfg.filter)}


def run(ctx: StageContext, cfg: PipelineConfig) -> None:
    def keep_quality(shard: int, table: pa.Table) -> tuple[pa.Table, list[dict]]:
        keep: list[int] = []
        drops: list[dict] = []
        cols = (table.column(c).to_pylist() for c in ("doc_id", "source", "path", "text"))
        for i, (doc_id, source, path, text) in enumerate(zip(*cols, strict=True)):
            verdict = quality_reason(path, text, cfg.filter)
            if verdict is None:
                keep.append(i)
            else:
                drops.append({"doc_id": doc_id, "source": source, "path": path, "stage": STAGE,
                              "reason": verdict[0], "detail": verdict[1]})
        return table.take(pa.array(keep, type=pa.int64())), drops

    ctx.map_shards("acquire", keep_quality)
