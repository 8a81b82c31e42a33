"""The structure analysis's AST walk (a tree cursor) gives exactly what the stack walk gave.

``reference_ast_facts`` is ``analyze._ast_facts`` as it was before (a stack of child lists, the
node type compared by name). Both must give the same per-byte depth, sibling index and node type,
the same comment spans and the same call and type names per unit: on real headers of every
grammar (C, C++, CUDA) and on generated text full of syntax errors and missing nodes.
"""

from __future__ import annotations

import bisect
from pathlib import Path

import numpy as np
import pytest
import tree_sitter as ts
from header_samples import real_headers
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.structure import analyze, node_types
from pipeline.structure.parse import Parsed, parse


def reference_ast_facts(
    parsed: Parsed, n: int, painter: analyze._Painter | None, unit_starts: list[int]
) -> tuple:
    """The walk as it was before the tree cursor: a stack of (node, depth, index, parent)."""
    comments: list[tuple[int, int]] = []
    kinds = node_types.kind_map(parsed.language)
    data = parsed.data
    units = painter.units if painter is not None else []
    starts: list[int] = []
    ends: list[int] = []
    depths: list[int] = []
    siblings: list[int] = []
    types: list[int] = []
    parents: list[int] = []
    stack: list[tuple[ts.Node, int, int, int]] = [(parsed.tree.root_node, 0, 0, -1)]
    while stack:
        node, d, index, parent = stack.pop()
        s, e = node.start_byte, node.end_byte
        me = parent
        if e > s:
            me = len(starts)
            starts.append(s)
            ends.append(e)
            depths.append(d)
            siblings.append(index)
            parents.append(parent)
            kid = node.kind_id
            types.append(1 if node.is_error else (int(kinds[kid]) if 0 <= kid < kinds.size else 0))
            t = node.type
            if t == "comment":
                comments.append((s, e))
            elif units and t == "call_expression":
                if (name := analyze.declared_name(node.child_by_field_name("function"), data)) is not None:
                    units[bisect.bisect_right(unit_starts, s) - 1].calls.add(name)
            elif units and t == "type_identifier":
                units[bisect.bisect_right(unit_starts, s) - 1].types.add(analyze._text(data, node))
        children = node.children
        for i in range(len(children) - 1, -1, -1):
            stack.append((children[i], d + 1, i, me))
    m = len(starts)
    d_arr = np.asarray(depths, dtype=np.int64)
    pos = np.concatenate([[0], np.asarray(ends, np.int64), np.asarray(starts, np.int64)])
    phase = np.concatenate([[-1], np.zeros(m, np.int64), np.ones(m, np.int64)])
    inner = np.concatenate([[0], -d_arr, d_arr])  # ends: deeper first; starts: shallower first
    owner = np.concatenate([[-1], np.asarray(parents, np.int64), np.arange(m, dtype=np.int64)])
    order = np.lexsort((inner, phase, pos))
    pos, owner = pos[order], owner[order]
    at = owner[np.searchsorted(pos, np.arange(n), side="right") - 1] if n else np.zeros(0, np.int64)
    covered = at >= 0
    depth = np.full(n, -1, dtype=np.int16)
    sibling = np.full(n, -1, dtype=np.int32)
    node_type = np.full(n, -1, dtype=np.int32)
    if m:
        depth[covered] = np.minimum(d_arr, 32767)[at[covered]]
        sibling[covered] = np.asarray(siblings, np.int32)[at[covered]]
        node_type[covered] = np.asarray(types, np.int32)[at[covered]]
    return depth, sibling, node_type, comments


def facts_both_ways(parsed: Parsed) -> tuple:
    """(new, old): each the per-byte arrays, comments and per-unit (calls, types), from fresh painters."""
    out = []
    for fn in (analyze._ast_facts, reference_ast_facts):
        n = len(parsed.data)
        painter = None
        if parsed.quality >= 0.5:
            painter = analyze._Painter(parsed, np.zeros(n, dtype=np.uint8))
            painter.container(parsed.tree.root_node, analyze.OTHER)
            painter.units = analyze._merge(painter.units, n)
        starts = [u.start for u in painter.units] if painter else [0]
        depth, sibling, node_type, comments = fn(parsed, n, painter, starts)
        names = [(sorted(u.calls), sorted(u.types)) for u in painter.units] if painter else []
        out.append((depth, sibling, node_type, comments, names))
    return out[0], out[1]


def assert_same(parsed: Parsed, where: str) -> None:
    new, old = facts_both_ways(parsed)
    for a, b, what in zip(new[:3], old[:3], ("depth", "sibling", "node_type"), strict=True):
        assert a.dtype == b.dtype and a.shape == b.shape, (where, what)
        assert np.array_equal(a, b), (where, what)
    assert new[3] == old[3], (where, "comments")
    assert new[4] == old[4], (where, "unit names")
    # facts for some byte offsets only (the chunk stage asks for each token's first byte)
    n = len(parsed.data)
    at = np.unique(np.random.default_rng(n).integers(0, n, size=n // 3)) if n else np.zeros(0, np.int64)
    some = analyze._ast_facts(parsed, n, None, [0], at)
    for a, b, what in zip(some[:3], new[:3], ("depth", "sibling", "node_type"), strict=True):
        assert a.dtype == b.dtype and np.array_equal(a, b[at]), (where, what, "at")


def _real_files() -> list[Path]:
    return real_headers(every=40, max_bytes=300_000)


def test_same_facts_on_real_headers():
    files = _real_files()
    if len(files) < 40:
        pytest.skip("the system include tree is not installed")
    grammars = set()
    for i, p in enumerate(files):
        data = p.read_bytes()
        # each header once by its own name (C++, or CUDA for .cu/.cuh); every 5th also as C, every 7th as CUDA
        paths = [str(p)] + [str(p.with_suffix(s)) for s, k in ((".c", 5), (".cu", 7)) if i % k == 0]
        for path in paths:
            parsed = parse(data, path)
            grammars.add(parsed.language)
            assert_same(parsed, path)
    assert {"c", "cpp", "cuda"} <= grammars


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
    "class ",
    "namespace n ",
    "#define M(a) a\n",
    "#include <v>\n",
    "#if X\n",
    "#endif\n",
    "T t",
    "::",
    "g(1, 2)",
    "return ",
    "<",
    ">",
    '"s"',
    "=",
    "void ",
    "typedef int I;",
    "using U = V;",
    "é",
    "@",
]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=60), st.sampled_from(["a.h", "a.c", "a.cu"]))
def test_same_facts_on_generated_text(parts, path):
    assert_same(parse("".join(parts).encode(), path), path)


def _walk_arrays(parsed: Parsed) -> tuple[np.ndarray, ...]:
    """Every node in walk order (child lists, recursively): start, end, depth, parent, sibling index."""
    rows: list[tuple[int, int, int, int, int]] = []

    def visit(node: ts.Node, depth: int, parent: int, index: int) -> None:
        me = len(rows)
        rows.append((node.start_byte, node.end_byte, depth, parent, index))
        for i, child in enumerate(node.children):
            visit(child, depth + 1, me, i)

    visit(parsed.tree.root_node, 0, -1, 0)
    return tuple(np.asarray(col, dtype=np.int64) for col in zip(*rows, strict=True))


def _last_covering(start: np.ndarray, end: np.ndarray, n: int) -> np.ndarray:
    """Per byte, the last node in walk order that covers it: the deepest one when spans nest."""
    owner = np.full(n, -1, np.int64)
    for i, (s, e) in enumerate(zip(start.tolist(), end.tolist(), strict=True)):
        owner[s:e] = i
    return owner


def _check_owner_paths(parsed: Parsed) -> None:
    start, end, depth, parent, index = _walk_arrays(parsed)
    got_parent, got_sibling, by_level = analyze._parents_and_siblings(depth)
    assert np.array_equal(got_parent, parent) and np.array_equal(got_sibling, index)
    assert analyze._nested(start, end, parent, by_level)
    n = len(parsed.data)
    every = np.arange(n, dtype=np.int64)
    expected = _last_covering(start, end, n)
    assert np.array_equal(analyze._owners_by_ancestors(start, end, parent, every), expected)
    assert np.array_equal(analyze._owners_by_sweep(start, end, parent, depth, every), expected)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=60), st.sampled_from(["a.h", "a.c", "a.cu"]))
def test_owner_paths_agree_on_generated_text(parts, path):
    """Parents and sibling indices from the depths alone, and both ways to the owner of a byte (the
    ancestor climb the walk uses, the event sweep kept for spans that do not nest), against child
    lists and a per-node painting, on text full of errors and zero-width MISSING nodes."""
    _check_owner_paths(parse("".join(parts).encode(), path))


def test_owner_paths_agree_on_real_headers():
    files = _real_files()[::4]
    if len(files) < 10:
        pytest.skip("the system include tree is not installed")
    for p in files:
        _check_owner_paths(parse(p.read_bytes(), str(p)))


def test_spans_that_do_not_nest_take_the_sweep():
    """A child reaching past its parent, or siblings that overlap, are not nested: the owners then
    come from the event sweep (at a start the owner becomes the node, at an end its parent; at one
    position ends first, inner ends first, outer starts first), as the walk computed them before."""
    depth = np.array([0, 1, 1, 2])
    parent, _, by_level = analyze._parents_and_siblings(depth)
    assert parent.tolist() == [-1, 0, 0, 2]
    nested = (np.array([0, 0, 4, 5]), np.array([10, 4, 10, 7]))
    assert analyze._nested(*nested, parent, by_level)
    overlapping = (np.array([0, 0, 3, 5]), np.array([10, 4, 10, 7]))  # siblings [0, 4) and [3, 10)
    assert not analyze._nested(*overlapping, parent, by_level)
    outside = (np.array([0, 0, 4, 5]), np.array([10, 4, 8, 9]))  # node 3 ends after its parent
    assert not analyze._nested(*outside, parent, by_level)
    where = np.arange(11, dtype=np.int64)
    owners = analyze._owners_by_sweep(*overlapping, parent, depth, where)
    assert owners.tolist() == [1, 1, 1, 2, 0, 3, 3, 2, 2, 2, -1]
    owners = analyze._owners_by_sweep(*outside, parent, depth, where)
    assert owners.tolist() == [1, 1, 1, 1, 2, 3, 3, 3, 0, 2, -1]


# -- the compiled walk (pipeline/structure/_cwalk.c) against the Python walk it replaces ------------


def _c_and_python(parsed: Parsed, at: np.ndarray | None) -> list[tuple]:
    """(C, Python): per offset arrays, comments and per-unit (calls, types), each from a fresh painter."""
    out = []
    for fn in (analyze._ast_facts_c, analyze._ast_facts_python):
        n = len(parsed.data)
        painter = None
        if parsed.quality >= 0.5:
            painter = analyze._Painter(parsed, np.zeros(n, dtype=np.uint8))
            painter.container(parsed.tree.root_node, analyze.OTHER)
            painter.units = analyze._merge(painter.units, n)
        starts = [u.start for u in painter.units] if painter else [0]
        got = fn(parsed, n, painter, starts, at)
        assert got is not None, "the compiled walk refused a tree-sitter tree"
        names = [(sorted(u.calls), sorted(u.types)) for u in painter.units] if painter else []
        out.append((*got, names))
    return out


def assert_c_same(parsed: Parsed, where: str) -> None:
    assert analyze._c_walk() is not None, "the compiled walk is not in use (see the INFO log for why)"
    n = len(parsed.data)
    rng = np.random.default_rng(n)
    some = np.unique(rng.integers(0, n, size=n // 3)) if n else np.zeros(0, np.int64)
    unsorted = rng.integers(0, n + 3, size=20) if n else np.zeros(0, np.int64)  # any order, past the end too
    for at in (None, some, unsorted):
        c, py = _c_and_python(parsed, at)
        for a, b, what in zip(c[:3], py[:3], ("depth", "sibling", "node_type"), strict=True):
            assert a.dtype == b.dtype and a.shape == b.shape, (where, what)
            assert np.array_equal(a, b), (where, what)
        assert c[3] == py[3], (where, "comments")
        assert c[4] == py[4], (where, "unit names")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=80), st.sampled_from(["a.h", "a.c", "a.cu"]))
def test_c_walk_same_as_python_on_generated_text(parts, path):
    """Text full of syntax errors and zero-width MISSING nodes, in every grammar."""
    assert_c_same(parse("".join(parts).encode(), path), path)


def test_c_walk_same_as_python_on_real_headers():
    files = _real_files()
    if len(files) < 40:
        pytest.skip("the system include tree is not installed")
    grammars = set()
    for i, p in enumerate(files[::2]):
        data = p.read_bytes()
        paths = [str(p)] + [str(p.with_suffix(s)) for s, k in ((".c", 5), (".cu", 7)) if i % k == 0]
        for path in paths:
            parsed = parse(data, path)
            grammars.add(parsed.language)
            assert_c_same(parsed, path)
    assert {"c", "cpp", "cuda"} <= grammars


def test_c_walk_self_check_text_has_what_it_checks():
    """The start-up self-check's snippet exercises errors, MISSING nodes, comments, calls and types."""
    for path in ("check.cpp", "check.c"):
        parsed = parse(analyze._CHECK_TEXT, path)
        kinds, missing, stack = set(), 0, [parsed.tree.root_node]
        while stack:
            node = stack.pop()
            kinds.add(node.type)
            missing += node.is_missing
            stack.extend(node.children)
        assert {"ERROR", "comment", "call_expression", "type_identifier"} <= kinds, path
        assert missing, path
        assert parsed.quality >= 0.5, path  # so the painter runs and the unit names are compared


def test_c_walk_takes_only_a_tree():
    lib = analyze._c_walk()
    assert lib is not None
    parsed = parse(b"int x;", "a.c")
    pointer = analyze.cwalk.tree_pointer(parsed.tree)
    assert pointer and lib.cw_count(pointer) == parsed.tree.root_node.descendant_count
    for other in (parsed.tree.root_node, object(), b"int x;", None):
        assert analyze.cwalk.tree_pointer(other) is None
    fake = Parsed(parsed.data, parsed.language, parsed.tree.root_node, 0)  # not a Tree: refused, no crash
    assert analyze._ast_facts_c(fake, len(fake.data), None, [0]) is None


@pytest.fixture
def fresh_guards():
    """Clear the cached guard decisions before and after a test that fakes a failure (the compiled
    painter's and cut-level walk's build on the walk's)."""
    from pipeline.structure import split

    guards = (analyze._c_paint, split._c_blocks, analyze._c_walk, analyze.cwalk.library)
    for fn in guards:
        fn.cache_clear()
    yield
    for fn in guards:
        fn.cache_clear()


def _python_walk_taken(monkeypatch) -> bool:
    """Analyze a document; whether the Python walk ran and the compiled one did not."""
    calls = []
    c_walk, py_walk = analyze._ast_facts_c, analyze._ast_facts_python
    monkeypatch.setattr(analyze, "_ast_facts_c", lambda *a: calls.append("c") or c_walk(*a))
    monkeypatch.setattr(analyze, "_ast_facts_python", lambda *a: calls.append("py") or py_walk(*a))
    parsed = parse(b"/* c */ int f(T t) { return g(t); }\n", "a.cpp")
    got = analyze.analyze(parsed, at=np.arange(5))
    assert got.units and got.depth.size == 5
    return calls == ["py"]


def test_c_walk_used_when_guards_pass(fresh_guards, monkeypatch):
    assert analyze._c_walk() is not None
    assert not _python_walk_taken(monkeypatch)


def test_python_walk_when_binding_version_differs(fresh_guards, monkeypatch, caplog):
    monkeypatch.setattr(analyze.cwalk, "binding_version", lambda: "0.25.2")
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert analyze._c_walk() is None
        assert analyze._c_walk() is None  # decided once
    assert [r.levelname for r in caplog.records] == ["INFO"]
    assert "0.25.2" in caplog.records[0].getMessage()
    assert _python_walk_taken(monkeypatch)


def test_python_walk_when_library_missing(fresh_guards, monkeypatch, caplog):
    def missing(*_):
        raise analyze.cwalk.CompiledCoreMissing("not built")

    monkeypatch.setattr(analyze.cwalk, "load", missing)
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert analyze._c_walk() is None
    assert "not built" in caplog.text
    assert _python_walk_taken(monkeypatch)


def test_python_walk_when_tree_layout_differs(fresh_guards, monkeypatch, caplog):
    monkeypatch.setattr(analyze.cwalk, "_TREE_FIELD", analyze.cwalk._TREE_FIELD + 8)
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert analyze._c_walk() is None
    assert "layout" in caplog.text
    assert _python_walk_taken(monkeypatch)


def test_python_walk_when_self_check_differs(fresh_guards, monkeypatch, caplog):
    real = analyze._ast_facts_c

    def off_by_one(*a):
        depth, sibling, node_type, comments = real(*a)
        return depth + 1, sibling, node_type, comments

    monkeypatch.setattr(analyze, "_ast_facts_c", off_by_one)
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert analyze._c_walk() is None
    assert "self-check" in caplog.text
    monkeypatch.setattr(analyze, "_ast_facts_c", real)
    assert _python_walk_taken(monkeypatch)


def test_vendored_runtime_is_the_listed_files():
    """third_party/tree-sitter-0.26.1: every file under lib/ is in SHA256SUMS with its hash (unmodified
    copies from the pinned sdist), and the runtime version the C walk reports is the folder's."""
    import hashlib

    root = Path(__file__).resolve().parents[2] / "third_party" / "tree-sitter-0.26.1"
    listed = {}
    for line in (root / "SHA256SUMS").read_text().splitlines():
        digest, name = line.split("  ", 1)
        listed[name] = digest
    present = sorted(str(p.relative_to(root)) for p in (root / "lib").rglob("*") if p.is_file())
    assert present == sorted(listed)
    for name, digest in listed.items():
        assert hashlib.sha256((root / name).read_bytes()).hexdigest() == digest, name
    lib = analyze.cwalk.library()
    assert lib is not None and root.name == f"tree-sitter-{lib.cw_runtime_version().decode()}"


def test_c_walk_same_with_a_buffer_per_document(monkeypatch):
    """Documents above the kept workspace size get buffers of their own: same facts."""
    monkeypatch.setattr(analyze, "_WORKSPACE_KEPT", 0)
    monkeypatch.setattr(analyze, "_WORKSPACE", analyze.threading.local())
    text = b"/* c */ namespace n { struct S { int f(T t) { return g(1) + h<int>(t); } }; }\n" * 40
    assert_c_same(parse(text, "a.cpp"), "a.cpp")
    assert getattr(analyze._WORKSPACE, "flat", None) is None


def test_python_walk_for_a_tree_the_c_walk_refuses(monkeypatch, caplog):
    """A walk that does not fit (here: a node count too small) is refused, logged once, and that
    document takes the Python walk: the same facts."""
    lib = analyze._c_walk()
    assert lib is not None
    parsed = parse(b"/* c */ int f(T t) { return g(t); }\n", "a.cpp")
    n = len(parsed.data)
    expected = analyze._ast_facts_python(parsed, n, None, [0])
    monkeypatch.setattr(lib, "cw_count", lambda pointer: 3)
    monkeypatch.setattr(analyze.cwalk, "_refused", [])
    with caplog.at_level("INFO", logger="pipeline.structure.cwalk"):
        assert analyze._ast_facts_c(parsed, n, None, [0]) is None
        got = analyze._ast_facts(parsed, n, None, [0])
    assert "returned -2" in caplog.text and len(caplog.records) == 1
    assert all(np.array_equal(a, b) for a, b in zip(got[:3], expected[:3], strict=True))
    assert got[3] == expected[3]
