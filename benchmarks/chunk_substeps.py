"""CPU seconds of each part of chunk's per-document work (the ``encode`` step), on a kept lake.

    python benchmarks/pipeline.py --target-mb 20 --workers 1 --keep --work W   # the lake
    nice -n 10 python benchmarks/chunk_substeps.py W/lake-1x-workers_1 [--reps 2]

Reads the lake's scrub texts and tokenizer revision, then times, over every document, the parts
``chunk.chunk_document`` is made of, one after the other: the tokenizer encode, the tree-sitter
parse (with the parse-quality scan), the painter (top-level items and their categories), the AST
facts walk, snapping/merging/cutting/splitting, the platform ids. Each part runs on the previous
part's outputs, in one process (``time.process_time``, user + system of this process), with the
compiled painter and walks where ``analyze`` uses them. Prints
JSON: seconds per part (the best of ``--reps`` repetitions), nodes visited, MB of chunk input, and
seconds per 100 MB of chunk input.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from pathlib import Path

import numpy as np


def main() -> None:
    sys.path.insert(0, os.getcwd())
    ap = argparse.ArgumentParser()
    ap.add_argument("lake")
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--config", default="sources/demo-settings.yaml")
    a = ap.parse_args()
    from pipeline.config import PipelineConfig, load_config_file
    from pipeline.stages import tokenizer as tokenizer_stage
    from pipeline.stages.chunk import max_chunks
    from pipeline.store import ObjectStore
    from pipeline.structure import analyze as A
    from pipeline.structure.parse import parse
    from pipeline.structure.split import (
        cut_levels,
        merge_small_chunks,
        merged_units,
        piece_starts,
        snap_chunks,
        token_byte_starts,
    )
    from pipeline.tokenizer.platform import platform_ids

    cfg = load_config_file(PipelineConfig(), a.config)
    lake = Path(a.lake)
    store = ObjectStore(str(lake))
    tv = json.loads(next((lake / "chunk").glob("*/_manifest.json")).read_text())["inputs"]
    tok = tokenizer_stage.load_revision(store.url, tokenizer_stage.revision_of(store, tv["tokenizer"]))
    texts, paths = [], []
    for part in sorted((lake / "scrub" / tv["scrub"]).glob("part-*.parquet")):
        t = store.read_table(str(part), columns=["path", "text"])
        texts += t.column("text").to_pylist()
        paths += t.column("path").to_pylist()
    mb = sum(len(x.encode("utf-8", "surrogatepass")) for x in texts) / 1e6
    best: dict[str, float] = {}
    clock = time.process_time
    gc.disable()
    for _ in range(a.reps):
        took: dict[str, float] = dict.fromkeys(
            ("encode", "parse", "painter", "ast_facts", "split", "platform"), 0.0
        )
        c = clock()
        encoded = [np.asarray(ids, np.uint32) for ids in tok.encode_batch(texts)]
        took["encode"] = clock() - c
        nodes = 0
        for text, path, ids in zip(texts, paths, encoded, strict=True):
            c0 = clock()
            data = text.encode("utf-8", "surrogatepass")
            parsed = parse(data, path)
            c1 = clock()
            n = len(data)
            starts = token_byte_starts(ids, tok.byte_lengths)
            first = np.minimum(starts, max(n - 1, 0)) if n else starts
            category = np.zeros(n, dtype=np.uint8)
            fallback = parsed.quality < cfg.chunk.min_parse_quality
            holder = None
            table = spans = None
            if not fallback:  # as analyze.analyze: the compiled painter when usable
                painted = A._paint_c(parsed, category) if A._c_paint() is not None else None
                if painted is not None:
                    units = A._units_c(painted, data)
                    holder, table, spans = A._PaintedUnits(units), painted.table, painted.node_spans
                else:
                    holder = A._Painter(parsed, category)
                    holder.container(parsed.tree.root_node, A.OTHER)
                    units = holder.units = A._merge(holder.units, n)
            else:
                units = [A.Unit(0, A.OTHER)]
            c2 = clock()
            depth, sibling, node_type, comments = A._ast_facts(
                parsed, n, holder, [u.start for u in units], first
            )
            nodes += parsed.tree.root_node.descendant_count
            c3 = clock()
            if not fallback:
                for s, e in comments:
                    category[s:e] = A.COMMENT
                for u in units:
                    u.types -= u.defines
            analysis = A.Analysis(
                n,
                parsed.language,
                parsed.quality,
                fallback,
                units,
                category,
                depth,
                sibling,
                node_type,
                table,
                spans,
                parsed.tree if table is not None else None,
            )
            chunk_tok, chunk_bytes, unit_index = snap_chunks(analysis, starts)
            units = [analysis.units[u] for u in unit_index]
            if cfg.chunk.min_chunk_tokens > 1 and units:
                kinds = np.asarray([u.kind for u in units], dtype=np.int64)
                groups, gk = merge_small_chunks(chunk_tok, kinds, ids.size, cfg.chunk.min_chunk_tokens)
                firsts = np.flatnonzero(np.diff(groups, prepend=-1))
                units = merged_units(units, groups, gk)
                chunk_tok, chunk_bytes = chunk_tok[firsts], chunk_bytes[firsts]
                analysis.units, unit_index = units, list(range(len(units)))
            budget = cfg.chunk.budget
            levels = cut_levels(analysis, data, starts, chunk_tok, unit_index, budget - 1)
            if ids.size:
                piece_starts(ids.size, budget, levels, chunk_tok, max_chunks(budget))
            c4 = clock()
            platform_ids(text)
            c5 = clock()
            for k, v in zip(
                ("parse", "painter", "ast_facts", "split", "platform"),
                (c1 - c0, c2 - c1, c3 - c2, c4 - c3, c5 - c4),
                strict=True,
            ):
                took[k] += v
        for k, v in took.items():
            best[k] = min(best.get(k, v), v)
    total = sum(best.values())
    print(
        json.dumps(
            {
                "lake": str(lake),
                "documents": len(texts),
                "chunk_input_mb": round(mb, 3),
                "nodes": nodes,
                "load_average": os.getloadavg(),
                "cpu_s": {k: round(v, 3) for k, v in best.items()},
                "total_cpu_s": round(total, 3),
                "cpu_s_per_100mb_input": {k: round(v * 100 / mb, 2) for k, v in best.items()},
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
