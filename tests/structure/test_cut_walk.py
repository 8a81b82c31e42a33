"""The compiled cut-level walk (``cw_block_starts`` in ``_cwalk.c``) against the Python walk.

``split.block_starts`` finds, below the nodes of an over-long chunk, the starts of the children of
block nodes and their block depth (``split.cut_levels``' statement-level cut candidates). The C walk
must give the same (depth, start) pairs as ``_block_starts_python`` (the reference, the loop
``cut_levels`` ran before) on text full of syntax errors and zero-width MISSING nodes, macros,
CUDA launches and real headers of every grammar; ``cut_levels`` must give the same levels either way;
and every guard must fall back to the Python walk.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from header_samples import real_headers
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.structure import analyze, cwalk, split
from pipeline.structure.parse import Parsed, parse

FRAGMENTS = [
    "int ",
    "x",
    "f(",
    ")",
    "{",
    "}",
    ";",
    "/* c */",
    "// c\n",
    "\n",
    "template <class T> ",
    "struct S ",
    "enum E ",
    "class ",
    "namespace n ",
    'extern "C" ',
    "#define M(a) a\n",
    "#include <v>\n",
    "#if X\n",
    "#else\n",
    "#endif\n",
    "case 1: ",
    "switch (x) ",
    "k<<<1, 2>>>(p);",
    "__global__ ",
    "T t",
    "::",
    "g(1, 2)",
    "return ",
    "= {1, 2}",
    "<",
    ">",
    '"s"',
    "=",
    "void ",
    "typedef int I;",
    "é",
    "@",
]


def _node_sets(parsed: Parsed) -> list[list]:
    """What cut_levels hands the walk (each unit's nodes, all units' nodes together), the root, and
    every node at depth 1 and 2 (each alone)."""
    painter = analyze._Painter(parsed, np.zeros(len(parsed.data), np.uint8))  # units with Node objects
    painter.container(parsed.tree.root_node, analyze.OTHER)
    units = analyze._merge(painter.units, len(parsed.data))
    root = parsed.tree.root_node
    sets = [u.nodes for u in units if u.nodes] + [[n for u in units for n in u.nodes], [root]]
    sets += [[c] for c in root.children] + [[d] for c in root.children for d in c.children]
    return sets


def assert_c_same(parsed: Parsed, where: str) -> None:
    assert split._c_blocks() is not None, "the compiled cut-level walk is not in use (see the INFO log)"
    for nodes in _node_sets(parsed):
        got = split._block_starts_c(nodes, parsed.language)
        assert got is not None, (where, "refused")
        assert split._same_block_starts(got, split._block_starts_python(nodes)), where


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=80), st.sampled_from(["a.h", "a.c", "a.cu"]))
def test_c_cut_walk_same_as_python_on_generated_text(parts, path):
    assert_c_same(parse("".join(parts).encode(), path), path)


def test_c_cut_walk_same_on_errors_missing_nodes_macros_and_cuda():
    text = (
        b"#define M(a) do { f(a); } while (0)\nnamespace n { struct S { int a; void f() { x = (1 + ; } };\n"
        b"enum E { A = 1, B, };\nint v[] = {1, 2, {3}};\nvoid g(int x) { switch (x) { case 1: h(); break;"
        b" default: { k(); } } #if X\n y(); \n#endif\n }\n__global__ void k(float *p) { p[0] = 1; }\n"
        b"void l() { k<<<1, 2>>>(p); if (a) { b(); } else { c() } }\n} int z = w(@ ) }\n"
    )
    for path in ("a.cu", "a.cpp", "a.c"):
        parsed = parse(text, path)
        assert parsed.tree.root_node.has_error, path
        assert_c_same(parsed, path)


def _real_files() -> list[Path]:
    return real_headers(
        every=80, max_bytes=200_000, trees=("c++/12", "boost/asio", "eigen3/Eigen/src", "linux")
    )


def test_c_cut_walk_same_as_python_on_real_headers():
    files = _real_files()
    if len(files) < 20:
        pytest.skip("the system include tree is not installed")
    for i, p in enumerate(files):
        data = p.read_bytes()
        path = str(p) if i % 5 else str(p.with_suffix(".cu" if i % 10 else ".c"))
        assert_c_same(parse(data, path), path)


def _levels(parsed: Parsed, cap: int) -> list[list[int]]:
    """cut_levels with one token per byte (every byte offset a token start) and a small cap."""
    a = analyze.analyze(parsed)
    n = len(parsed.data)
    tok_starts = np.arange(n, dtype=np.int64)
    chunk_tok, _, unit_index = split.snap_chunks(a, tok_starts)
    return [x.tolist() for x in split.cut_levels(a, parsed.data, tok_starts, chunk_tok, unit_index, cap)]


def test_cut_levels_same_with_either_walk(monkeypatch):
    text = (
        b"namespace n {\nstruct S {\n  int a;\n  void f() {\n    if (a) { g(); h(); }\n    for (;;) { k(); }\n"
        b"  }\n};\nvoid m() { switch (x) { case 1: y(); break; default: z(); } }\n}\n"
    ) * 3
    parsed = parse(text, "a.cpp")
    with_c = _levels(parsed, cap=20)  # the compiled painter: its node table to the compiled walk
    assert len(with_c) > 3  # chunk starts, several block depths, lines
    monkeypatch.setattr(analyze, "_c_paint", lambda: None)  # Node objects, the compiled walk
    assert _levels(parsed, cap=20) == with_c
    monkeypatch.setattr(split, "_c_blocks", lambda: None)  # Node objects, the Python walk
    calls = []
    real = split._block_starts_python
    monkeypatch.setattr(split, "_block_starts_python", lambda nodes: calls.append(1) or real(nodes))
    assert _levels(parsed, cap=20) == with_c
    assert calls


def test_node_structs_takes_only_nodes():
    parsed = parse(b"int x; int y;", "a.c")
    root = parsed.tree.root_node
    buf, span = cwalk.node_structs(root.children)
    assert buf.shape == (len(root.children), cwalk.TSNODE_SIZE)
    assert span.tolist() == [[c.start_byte, c.end_byte] for c in root.children]
    for other in (parsed.tree, object(), None):
        assert cwalk.node_structs([root, other]) is None


@pytest.fixture
def fresh_guards():
    for fn in (split._c_blocks, analyze._c_walk, cwalk.library):
        fn.cache_clear()
    yield
    for fn in (split._c_blocks, analyze._c_walk, cwalk.library):
        fn.cache_clear()


def _python_cut_walk_taken(monkeypatch) -> bool:
    monkeypatch.setattr(analyze, "_c_paint", lambda: None)  # Node objects
    calls = []
    c_walk, py_walk = split._block_starts_c, split._block_starts_python
    monkeypatch.setattr(split, "_block_starts_c", lambda *a: calls.append("c") or c_walk(*a))
    monkeypatch.setattr(split, "_block_starts_python", lambda *a: calls.append("py") or py_walk(*a))
    parsed = parse(b"void f() { a(); b(); }\n", "a.cpp")
    depth, start = split.block_starts(parsed.tree.root_node.children, parsed.language)
    assert depth.tolist() == [0] * 4 and sorted(start.tolist()) == [9, 11, 16, 21]  # { a(); b(); }
    return calls == ["py"]


def test_c_cut_walk_used_when_guards_pass(fresh_guards, monkeypatch):
    assert split._c_blocks() is not None
    assert not _python_cut_walk_taken(monkeypatch)


def test_python_cut_walk_when_node_layout_differs(fresh_guards, monkeypatch, caplog):
    monkeypatch.setattr(cwalk, "_NODE_FIELD", cwalk._NODE_FIELD + 8)
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert split._c_blocks() is None
    assert "Node" in caplog.text and "layout" in caplog.text
    assert _python_cut_walk_taken(monkeypatch)


def test_python_cut_walk_when_the_ast_walk_is_off(fresh_guards, monkeypatch):
    monkeypatch.setattr(cwalk, "binding_version", lambda: "0.25.2")
    assert split._c_blocks() is None
    assert _python_cut_walk_taken(monkeypatch)


def test_python_cut_walk_when_self_check_differs(fresh_guards, monkeypatch, caplog):
    real = split._block_starts_c

    def deeper(*a):
        depth, start = real(*a)
        return depth + 1, start

    monkeypatch.setattr(split, "_block_starts_c", deeper)
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert split._c_blocks() is None
    assert "cut-level walk's self-check" in caplog.text
    monkeypatch.setattr(split, "_block_starts_c", real)
    assert _python_cut_walk_taken(monkeypatch)


def test_python_cut_walk_when_a_span_disagrees(monkeypatch, caplog):
    """A node whose span as C reads it is not the one Python read is refused (-4), logged once, and
    the Python walk gives the pairs."""
    assert split._c_blocks() is not None
    parsed = parse(b"void f() { a(); b(); }\n", "a.cpp")
    nodes = parsed.tree.root_node.children
    real = cwalk.node_structs

    def shifted(ns):
        buf, span = real(ns)
        return buf, span + 1

    monkeypatch.setattr(cwalk, "node_structs", shifted)
    monkeypatch.setattr(cwalk, "_refused", [])
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert split._block_starts_c(nodes, parsed.language) is None
        got = split.block_starts(nodes, parsed.language)
    assert "returned -4" in caplog.text and len(caplog.records) == 1
    assert split._same_block_starts(got, split._block_starts_python(nodes))


def test_c_cut_walk_grows_its_output(monkeypatch):
    """More pairs than the first buffer holds: the walk answers -2 and runs again with a larger one."""
    text = b"void f() {\n" + b"  a();\n" * 5000 + b"}\n"
    parsed = parse(text, "a.c")
    nodes = parsed.tree.root_node.children
    got = split._block_starts_c(nodes, parsed.language)
    assert got is not None and got[0].size > 1 << 12
    assert split._same_block_starts(got, split._block_starts_python(nodes))
