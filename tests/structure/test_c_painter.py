"""The compiled painter (``cw_paint``) and merge (``cw_merge``) against ``_Painter`` and ``_merge``.

The C painter must paint the same byte categories and record the same units (start, kind, nodes,
defined names, in order) as the Python painter, and its merge must give ``_merge``'s units: on text
full of syntax errors and zero-width MISSING nodes, macros, templates, classes, CUDA and real
headers of every grammar. ``analyze`` must give the same analysis with either painter, and falls
back to the Python painter when a guard fails.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from header_samples import real_headers
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.structure import analyze, cwalk, split
from pipeline.structure.columns import CLASS_DECL, COMMENT, NAMESPACE, OTHER, PREAMBLE
from pipeline.structure.parse import Parsed, parse

FRAGMENTS = [
    "int ",
    "x",
    "f(",
    ")",
    "{",
    "}",
    ";",
    ":",
    ",",
    "/* c */",
    "// c\n",
    "\n",
    "template <class T> ",
    "struct S ",
    "union U ",
    "enum E ",
    "class C : public B ",
    "public: ",
    "namespace n ",
    "namespace a = b;",
    'extern "C" ',
    "typedef struct P { int a; } P_t;",
    "using U = V;",
    "using std::v;",
    "#define M(a) a\n",
    "#include <v>\n",
    "#pragma once\n",
    "#if X\n",
    "#ifdef Y\n",
    "#elif Z\n",
    "#else\n",
    "#endif\n",
    "C() : a(1) {}",
    "~C();",
    "operator==(",
    "A::f",
    "__global__ ",
    "k<<<1, 2>>>(p);",
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
    "*",
    "é",
    "@",
]


def assert_same(parsed: Parsed, where: str) -> None:
    assert analyze._c_paint() is not None, "the compiled painter is not in use (see the INFO log)"
    c = analyze._painted_c(parsed)
    assert c is not None, (where, "refused")
    py = analyze._painted_python(parsed)
    assert np.array_equal(c[0], py[0]), (where, "categories")
    assert c[1] == py[1], (where, "units")
    assert c[2] == py[2], (where, "merged units")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=80), st.sampled_from(["a.h", "a.c", "a.cu"]))
def test_c_painter_same_as_python_on_generated_text(parts, path):
    assert_same(parse("".join(parts).encode(), path), path)


TRICKY = (
    b"/* licence */\n#include <v>\n#define M(a) do { f(a); } while (0)\n#if defined(X) && Y\n"
    b"namespace n { namespace m = n; template <class T> struct S : B<T> { public: S() : a(g(1)) {} ~S();"
    b" int a; void f() const { x = (1 + ; } template <class U> U h(U u) { return u; } enum { A, B, }; };\n"
    b"typedef struct P { int a; } P_t, *PP; using V = S<int>; using std::v;\n"
    b'extern "C" { void m(U u); int q; } extern "C" int r(void);\n'
    b"class F; struct G; enum class H : int { X = 1 };\nint (*fp)(int);\nA::B::C s::t(int) { return 0; }\n"
    b"#elif Z\nint z = w(@ ) }\n#else\nvoid r() { x = (1 + s(2); }\n#endif\n"
    b"__global__ void k(float *p) { p[threadIdx.x] = 1; }\nvoid l() { k<<<1, 2>>>(p); }\n"
    b"template <> struct S<int>;\ntemplate <class T> using W = T;\nint a = 1\nint b;\n;;\n} // n\n"
)


def test_c_painter_same_on_errors_missing_nodes_macros_and_cuda():
    for path in ("a.cu", "a.cpp", "a.c", "a.h"):
        parsed = parse(TRICKY, path)
        assert parsed.tree.root_node.has_error, path
        assert_same(parsed, path)
    # the snippet does exercise MISSING nodes, and the painter gives several unit kinds
    parsed = parse(TRICKY, "a.cpp")
    missing, stack = 0, [parsed.tree.root_node]
    while stack:
        node = stack.pop()
        missing += node.is_missing
        stack.extend(node.children)
    assert missing
    kinds = {row[1] for row in analyze._painted_c(parsed)[2]}
    assert {PREAMBLE, CLASS_DECL, COMMENT, NAMESPACE, OTHER} <= kinds


def _real_files() -> list[Path]:
    return real_headers(every=60, max_bytes=300_000)


def test_c_painter_same_as_python_on_real_headers():
    files = _real_files()
    if len(files) < 20:
        pytest.skip("the system include tree is not installed")
    grammars = set()
    for i, p in enumerate(files):
        data = p.read_bytes()
        path = str(p) if i % 4 else str(p.with_suffix(".cu" if i % 8 else ".c"))
        parsed = parse(data, path)
        grammars.add(parsed.language)
        assert_same(parsed, path)
    assert {"c", "cpp", "cuda"} <= grammars


def test_merge_of_unsorted_units_is_merge():
    """cw_merge sorts like ``sorted(units, key=start)`` (stable) when the starts do not ascend, drops
    units at or past the end, and merges as ``_merge`` does."""
    rng = np.random.default_rng(7)
    kinds_pool = np.array([OTHER, PREAMBLE, COMMENT, NAMESPACE, CLASS_DECL, 2, 3, 6], np.int64)
    for _ in range(200):
        k = int(rng.integers(0, 30))
        n = 50
        starts = rng.integers(0, n + 5, size=k).astype(np.int64)
        kinds = kinds_pool[rng.integers(0, kinds_pool.size, size=k)]
        painted = analyze._CPainted(
            starts,
            kinds,
            np.arange(k, dtype=np.int64),
            np.zeros((k, cwalk.TSNODE_SIZE), np.uint8),
            np.zeros((k, 2), np.int64),
            np.arange(k, dtype=np.int64),
            np.tile(np.array([[0, 1]], np.int64), (k, 1)),
        )
        data = bytes(range(97, 97 + 25)) * 2
        units = [
            analyze.Unit(int(s), int(kd), [j], {chr(97 + j % 25)})
            for j, (s, kd) in enumerate(zip(starts, kinds, strict=True))
        ]
        want = [(u.start, u.kind, sorted(u.nodes), sorted(u.defines)) for u in analyze._merge(units, n)]
        got = []
        for u in analyze._units_c(painted._replace(name_spans=np.arange(k)[:, None] % 25 + [[0, 1]]), data):
            got.append((u.start, u.kind, sorted(u.nodes), sorted(u.defines)))
        assert got == want


def _analysis_rows(a: analyze.Analysis) -> tuple:
    return (
        a.category.tobytes(),
        a.depth.tobytes(),
        a.sibling.tobytes(),
        a.node_type.tobytes(),
        [
            (u.start, u.kind, sorted(u.defines), sorted(u.calls), sorted(u.types), len(u.nodes))
            for u in a.units
        ],
    )


def test_analyze_and_cut_levels_same_with_either_painter(monkeypatch):
    for path in ("a.cpp", "a.cu"):  # the C grammar parses this C++ too poorly: the fallback, no painter
        parsed = parse(TRICKY * 3, path)
        assert parsed.quality >= 0.5, path
        n = len(parsed.data)
        at = np.arange(0, n, 3, dtype=np.int64)
        with_c = analyze.analyze(parsed, at=at)
        assert with_c.nodes is not None and with_c.tree is parsed.tree
        tok_starts = np.arange(n, dtype=np.int64)
        chunk_tok, _, unit_index = split.snap_chunks(with_c, tok_starts)
        levels_c = split.cut_levels(with_c, parsed.data, tok_starts, chunk_tok, unit_index, 40)
        with monkeypatch.context() as m:
            m.setattr(analyze, "_c_paint", lambda: None)
            with_py = analyze.analyze(parsed, at=at)
        assert with_py.nodes is None
        assert _analysis_rows(with_c) == _analysis_rows(with_py), path
        levels_py = split.cut_levels(with_py, parsed.data, tok_starts, chunk_tok, unit_index, 40)
        assert len(levels_c) > 3 and [x.tolist() for x in levels_c] == [x.tolist() for x in levels_py], path


@pytest.fixture
def fresh_guards():
    for fn in (analyze._c_paint, split._c_blocks, analyze._c_walk, cwalk.library):
        fn.cache_clear()
    yield
    for fn in (analyze._c_paint, split._c_blocks, analyze._c_walk, cwalk.library):
        fn.cache_clear()


def _python_painter_taken(monkeypatch) -> bool:
    calls = []
    real = analyze._Painter.container
    monkeypatch.setattr(analyze._Painter, "container", lambda *a: calls.append(1) or real(*a))
    got = analyze.analyze(parse(b"/* c */ int f(T t) { return g(t); }\n", "a.cpp"))
    assert [u.kind for u in got.units] == [COMMENT, analyze.FUNC_BODY]
    return bool(calls) and got.nodes is None


def test_c_painter_used_when_guards_pass(fresh_guards, monkeypatch):
    assert analyze._c_paint() is not None
    assert not _python_painter_taken(monkeypatch)


def test_python_painter_when_the_cut_walk_is_off(fresh_guards, monkeypatch):
    monkeypatch.setattr(cwalk, "_NODE_FIELD", cwalk._NODE_FIELD + 8)
    assert analyze._c_paint() is None
    assert _python_painter_taken(monkeypatch)


def test_python_painter_when_self_check_differs(fresh_guards, monkeypatch, caplog):
    real = analyze._paint_c

    def repainted(parsed, category):
        out = real(parsed, category)
        category[:1] = 99
        return out

    monkeypatch.setattr(analyze, "_paint_c", repainted)
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert analyze._c_paint() is None
    assert "painter's self-check" in caplog.text
    monkeypatch.setattr(analyze, "_paint_c", real)
    assert _python_painter_taken(monkeypatch)


def test_python_painter_for_a_tree_the_c_painter_refuses(monkeypatch):
    """A tree the compiled painter cannot take (here: not a Tree object) takes the Python painter."""
    assert analyze._c_paint() is not None
    parsed = parse(b"int f(void) { return 1; }\n", "a.c")
    fake = Parsed(parsed.data, parsed.language, parsed.tree.root_node, 0)
    category = np.zeros(len(parsed.data), np.uint8)
    assert analyze._paint_c(fake, category) is None and not category.any()
    monkeypatch.setattr(analyze.cwalk, "tree_pointer", lambda tree: None)
    assert _python_painter_taken(monkeypatch)


def test_c_painter_grows_its_buffers(monkeypatch):
    """More units than the first buffers hold: cw_paint answers -2 and runs again with larger ones."""
    lib = cwalk.library()
    parsed = parse(b"int a;\n" * 50 + b"int f(void);\n" * 50, "a.c")
    monkeypatch.setattr(lib, "cw_count", lambda pointer: 3)
    assert_same(parsed, "a.c")
