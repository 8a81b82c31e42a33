"""Shader sources, the bind-group layout tables, and the check that the two agree.

Each pipeline has one bind group (group 0) whose layout is written down twice: in the header of
its WGSL file (for readers) and in ``LAYOUTS`` below (for the host). ``check_layout`` parses the
``@binding`` declarations of the source and fails pipeline creation on any difference, so a
shader edit cannot silently shift a buffer.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

SHADER_DIR = Path(__file__).resolve().parents[2] / "shaders"

# (binding, access, name); access "read" = read-only storage, "rw" = read_write storage
LAYOUTS: dict[str, tuple[tuple[int, str, str], ...]] = {
    "tokenize": (
        (0, "rw", "params"),
        (1, "read", "text"),
        (2, "read", "doc_off"),
        (3, "read", "nodes"),
        (4, "rw", "scratch"),
        (5, "rw", "chunk_start"),
        (6, "rw", "scan_data"),
        (7, "rw", "scan_blocks"),
        (8, "rw", "doc_chunk"),
        (9, "rw", "doc_local"),
        (10, "rw", "ids_out"),
        (11, "rw", "doc_tok_off"),
    ),
    "bpe": (
        (0, "rw", "params"),
        (1, "read", "word_bytes"),
        (2, "read", "word_byte_off"),
        (3, "read", "seeds"),
        (4, "rw", "sym_in"),
        (5, "rw", "sym_out"),
        (6, "rw", "word_in"),
        (7, "rw", "word_out"),
        (8, "rw", "scan_data"),
        (9, "rw", "scan_blocks"),
        (10, "rw", "table"),
        (11, "rw", "best"),
        (12, "rw", "merges"),
        (13, "rw", "args"),
    ),
}

# params slots shared by both modules' scan kernels
P_SCAN_N, P_SCAN_TOTAL = 0, 1

_DECL = re.compile(
    r"@group\(0\)\s*@binding\((\d+)\)\s*var<storage,\s*(read_write|read)>\s*(\w+)\s*:", re.MULTILINE
)


class LayoutMismatch(RuntimeError):
    """A WGSL module's bindings differ from the host's table."""


def check_layout(name: str, source: str) -> None:
    """Raise ``LayoutMismatch`` unless the source declares exactly ``LAYOUTS[name]``."""
    found = tuple(
        (int(b), "rw" if acc == "read_write" else "read", var) for b, acc, var in _DECL.findall(source)
    )
    if found != LAYOUTS[name]:
        raise LayoutMismatch(
            f"shaders/{name}.wgsl bindings {found} differ from the host table {LAYOUTS[name]}"
        )


@cache
def shader_source(name: str, subgroups: bool) -> str:
    """The module ``name`` with the scan kernels and the chosen workgroup scan appended."""
    main = (SHADER_DIR / f"{name}.wgsl").read_text()
    check_layout(name, main)
    scan = (SHADER_DIR / "scan.wgsl").read_text()
    wg = (SHADER_DIR / ("scan_subgroup.wgsl" if subgroups else "scan_plain.wgsl")).read_text()
    return main + "\n" + wg + "\n" + scan
