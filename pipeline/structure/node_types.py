"""The stable node-type id table behind ``token_ast_node_type``.

The table (``node_types.json``, versioned in the repository and recorded with every chunk output)
lists node kinds as ``"named:<kind>"`` / ``"anon:<kind>"`` strings; a kind's id is its position.
Ids never move: a grammar upgrade that brings new kinds appends them (``build_table(extend=...)``)
and bumps ``version``. Kinds missing from the table map to ``UNKNOWN`` (id 0) instead of failing,
and ``ERROR`` nodes have their own entry.

>>> t = load_table(); t["kinds"][0], t["kinds"][1]
('unknown', 'named:ERROR')
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

import numpy as np

from pipeline.structure.parse import LANGUAGES, grammar

TABLE_PATH = Path(__file__).with_name("node_types.json")
UNKNOWN = 0
ERROR_KIND = "named:ERROR"


def _key(kind: str, named: bool) -> str:
    return f"{'named' if named else 'anon'}:{kind}"


def grammar_kinds(name: str) -> list[str]:
    """Every node kind a grammar can produce, as table keys."""
    lang = grammar(name)
    out = []
    for i in range(lang.node_kind_count):
        kind = lang.node_kind_for_id(i)
        if kind is None or not (lang.node_kind_is_visible(i)):
            continue
        out.append(_key(kind, lang.node_kind_is_named(i)))
    return out


def build_table(extend: dict | None = None) -> dict:
    """The table for the installed grammars; with ``extend``, its kinds stay where they are."""
    kinds = list(extend["kinds"]) if extend else ["unknown", ERROR_KIND]
    seen = set(kinds)
    new = sorted({k for name in LANGUAGES for k in grammar_kinds(name)} - seen)
    kinds.extend(new)
    version = (extend["version"] + (1 if new else 0)) if extend else 1
    return {"version": version, "grammars": list(LANGUAGES), "kinds": kinds}


@cache
def load_table() -> dict:
    return json.loads(TABLE_PATH.read_text())


def table_digest() -> str:
    """16 hex of SHA-256 over the table file: enters the chunk stage's version id."""
    return hashlib.sha256(TABLE_PATH.read_bytes()).hexdigest()[:16]


@cache
def kind_map(language: str) -> np.ndarray:
    """kind_id of ``language`` -> table id (``UNKNOWN`` where the table lacks the kind)."""
    ids = {k: i for i, k in enumerate(load_table()["kinds"])}
    lang = grammar(language)
    out = np.full(lang.node_kind_count, UNKNOWN, dtype=np.int32)
    for i in range(lang.node_kind_count):
        kind = lang.node_kind_for_id(i)
        if kind is not None:
            out[i] = ids.get(_key(kind, lang.node_kind_is_named(i)), UNKNOWN)
    return out


def node_type_id(language: str, kind_id: int, is_error: bool) -> int:
    if is_error:
        return 1
    table = kind_map(language)
    return int(table[kind_id]) if 0 <= kind_id < table.size else UNKNOWN


if __name__ == "__main__":  # regenerate (append-only): python -m pipeline.structure.node_types
    current = json.loads(TABLE_PATH.read_text()) if TABLE_PATH.exists() else None
    TABLE_PATH.write_text(json.dumps(build_table(current), indent=1) + "\n")
    print(TABLE_PATH, len(load_table.__wrapped__()["kinds"]))
