"""From one parse to byte-level structure: categories, AST facts, top-level units and their names.

A document is read as a sequence of *top-level items*: the children of the translation unit and,
recursively, of the containers that only group items (namespace bodies, ``extern "C"`` blocks,
preprocessor conditionals). Each item becomes a **unit** with one kind (the 9 categories of
DESIGN §7): a function definition is FUNC_BODY, a prototype FUNC_SIGNATURE, a class/struct/union/
enum CLASS_DECL, a typedef or alias TYPEDEF, includes/macros/pragmas/using PREAMBLE, a namespace's
own header and closing brace NAMESPACE, a comment COMMENT, anything else OTHER. Runs of
PREAMBLE/COMMENT/OTHER/NAMESPACE units merge (a block of ``#include`` lines is one unit). Units
tile the document: a unit runs from its start to the next unit's start, so whitespace between items
belongs to the item before it.

Per byte, the category is finer than the unit kind: inside a function definition the signature
bytes are FUNC_SIGNATURE and the body (and constructor initializer list) FUNC_BODY; inside a class
the braces and head are CLASS_DECL, members CLASS_MEMBER and inline methods signature/body; every
comment is COMMENT wherever it is. AST facts per byte come from the deepest node covering it:
depth (root = 0), index among its parent's children, and the node's kind in the stable table.

A parse whose quality is below the floor gets the fallback: every byte OTHER and one OTHER unit.
"""

from __future__ import annotations

import bisect
import operator
import threading
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

import numpy as np
import tree_sitter as ts

from pipeline.structure import cwalk, node_types
from pipeline.structure.columns import (
    CLASS_DECL,
    CLASS_MEMBER,
    COMMENT,
    FUNC_BODY,
    FUNC_SIGNATURE,
    NAMESPACE,
    OTHER,
    PREAMBLE,
    TYPEDEF,
)
from pipeline.structure.parse import Parsed, grammar, parse

CLASS_TYPES = frozenset({"class_specifier", "struct_specifier", "union_specifier"})
PREAMBLE_TYPES = frozenset(
    {"preproc_include", "preproc_def", "preproc_function_def", "preproc_call", "using_declaration"}
)
PREPROC_CONTAINERS = frozenset(
    {"preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"}
)
TYPEDEF_TYPES = frozenset({"type_definition", "alias_declaration"})
MERGEABLE = frozenset({PREAMBLE, COMMENT, OTHER, NAMESPACE})
# Nodes whose children are statement-like: where an over-long definition may be cut.
BLOCK_TYPES = frozenset(
    {
        "compound_statement",
        "field_declaration_list",
        "declaration_list",
        "enumerator_list",
        "initializer_list",
        "case_statement",
        "translation_unit",
    }
    | PREPROC_CONTAINERS
)
NAME_TYPES = frozenset(
    {
        "identifier",
        "field_identifier",
        "type_identifier",
        "namespace_identifier",
        "destructor_name",
        "operator_name",
    }
)
_TAG_TYPES = CLASS_TYPES | {"enum_specifier"}  # specifiers that may carry a body
_HEADER_FIELDS = frozenset({"name", "condition"})  # a preprocessor conditional's own fields
# What a unit kind's header bytes (e.g. ``template <...>``) are painted as.
_HEAD_CATEGORY = {
    FUNC_BODY: FUNC_SIGNATURE,
    FUNC_SIGNATURE: FUNC_SIGNATURE,
    CLASS_DECL: CLASS_DECL,
    TYPEDEF: TYPEDEF,
}


@dataclass(slots=True)
class Unit:
    """A top-level item (or a merged run of small ones): where it starts, its kind, its nodes, its names.

    ``nodes``: tree-sitter ``Node`` objects from the Python painter; from the compiled one, indices
    into its ``Analysis.nodes`` table.
    """

    start: int
    kind: int
    nodes: list[ts.Node] | list[int] = field(default_factory=list)
    defines: set[str] = field(default_factory=set)
    calls: set[str] = field(default_factory=set)
    types: set[str] = field(default_factory=set)


@dataclass
class Analysis:
    """Byte-level structure of one document."""

    n_bytes: int
    language: str
    quality: float
    fallback: bool
    units: list[Unit]
    category: np.ndarray  # uint8 per byte
    # AST facts per byte, or per byte offset of ``analyze(..., at=...)``:
    depth: np.ndarray  # int16, -1 where no node covers the byte
    sibling: np.ndarray  # int32
    node_type: np.ndarray  # int32
    # The compiled painter's units' nodes (``Unit.nodes`` index them): ``TSNode`` structs (m x
    # ``cwalk.TSNODE_SIZE`` bytes) and their (start, end) bytes; the tree they point into is kept.
    nodes: np.ndarray | None = None
    node_spans: np.ndarray | None = None
    tree: ts.Tree | None = None

    @property
    def unit_starts(self) -> np.ndarray:
        return np.fromiter((u.start for u in self.units), dtype=np.int64, count=len(self.units))


def _text(data: bytes, node: ts.Node) -> str:
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace")


def declared_name(node: ts.Node | None, data: bytes) -> str | None:
    """The simple name a declarator (chain) declares: ``f`` for ``*A::f(int)``, ``A`` for a class."""
    while node is not None:
        if node.type in NAME_TYPES:
            return _text(data, node)
        if node.type in ("qualified_identifier", "template_function", "template_type"):
            node = node.child_by_field_name("name")
            continue
        inner = node.child_by_field_name("declarator")
        if inner is None:
            named = [
                c for c in node.named_children if c.type in NAME_TYPES or c.child_by_field_name("declarator")
            ]
            inner = named[0] if named else None
        node = inner
    return None


def _has_function_declarator(node: ts.Node) -> bool:
    d = node.child_by_field_name("declarator")
    while d is not None:
        if d.type == "function_declarator":
            return True
        d = d.child_by_field_name("declarator")
    return False


class _Painter:
    """Walks the top-level items once, painting byte categories and collecting units."""

    def __init__(self, parsed: Parsed, category: np.ndarray):
        self.data = parsed.data
        self.cat = category
        self.units: list[Unit] = []

    def paint(self, node: ts.Node, value: int) -> None:
        self.cat[node.start_byte : node.end_byte] = value

    def add(
        self, start: int, kind: int, node: ts.Node | None = None, defines: set[str] | None = None
    ) -> None:
        self.units.append(Unit(start, kind, [node] if node is not None else [], defines or set()))

    # -- containers ----------------------------------------------------------------------------
    def container(self, node: ts.Node, own: int) -> None:
        """Items of a grouping node; its own bytes (directives, braces, header) are ``own``."""
        self.paint(node, own)
        node_type = node.type
        if node_type != "translation_unit":
            self.add(node.start_byte, own, None, self._container_names(node))
        if node_type == "namespace_definition" or node_type == "linkage_specification":
            body = node.child_by_field_name("body")
            if body is None:
                return
            if body.type != "declaration_list":  # extern "C" int f(void);
                self.item(body)
                return
            children = body.children
        else:
            children = node.children
        has_header = node_type in PREPROC_CONTAINERS  # its name/condition children are not items
        for i, child in enumerate(children):
            start, end = child.start_byte, child.end_byte
            if end <= start:
                continue  # MISSING nodes are zero-width
            if has_header and node.field_name_for_child(i) in _HEADER_FIELDS:
                continue
            child_type = child.type
            if child_type in PREPROC_CONTAINERS:
                self.container(child, PREAMBLE)
            elif child_type == "namespace_definition":
                self.container(child, NAMESPACE)
            elif child_type == "linkage_specification":
                self.container(child, OTHER)
            elif child.is_named or child_type == "comment":
                self.item(child)
            elif child_type == ";" and self.units and self.units[-1].nodes:
                prev = self.units[-1]
                self.cat[start:end] = _HEAD_CATEGORY.get(prev.kind, prev.kind)
                prev.nodes.append(child)
            else:
                self.add(start, own)

    def _container_names(self, node: ts.Node) -> set[str]:
        if node.type == "namespace_definition":
            name = node.child_by_field_name("name")
            return {_text(self.data, name)} if name is not None else set()
        return set()

    # -- items -----------------------------------------------------------------------------------
    def item(self, node: ts.Node) -> None:
        defines: set[str] = set()
        kind = self.kind_of(node, defines)
        self.add(node.start_byte, kind, node, defines)

    def kind_of(self, node: ts.Node, defines: set[str]) -> int:
        """Paint one item and return its unit kind; the names it defines go to ``defines``."""
        t = node.type
        if t == "comment":
            self.paint(node, COMMENT)
            return COMMENT
        if t == "function_definition":
            self.function(node, defines)
            return FUNC_BODY
        if t == "template_declaration":
            inner = [c for c in node.named_children if c.type not in ("template_parameter_list", "comment")]
            if not inner:
                self.paint(node, OTHER)
                return OTHER
            kind = self.kind_of(inner[-1], defines)
            self.cat[node.start_byte : inner[-1].start_byte] = _HEAD_CATEGORY.get(kind, OTHER)
            return kind
        if t in CLASS_TYPES or t == "enum_specifier":
            if node.child_by_field_name("body") is None:  # `class A;` forward declaration
                self.paint(node, CLASS_DECL)
                self._define(node.child_by_field_name("name"), defines)
                return CLASS_DECL
            self.class_like(node, defines)
            return CLASS_DECL
        if t in TYPEDEF_TYPES:
            self.paint(node, TYPEDEF)
            for d in node.children_by_field_name("declarator"):
                if (name := declared_name(d, self.data)) is not None:
                    defines.add(name)
            self._define(node.child_by_field_name("name"), defines)
            spec = node.child_by_field_name("type")
            if spec is not None and spec.type in _TAG_TYPES:
                self._define(spec.child_by_field_name("name"), defines)  # typedef struct point {...} point_t;
            return TYPEDEF
        if t in PREAMBLE_TYPES:
            self.paint(node, PREAMBLE)
            self._define(node.child_by_field_name("name"), defines)
            return PREAMBLE
        if t == "namespace_alias_definition":
            self.paint(node, NAMESPACE)
            self._define(node.child_by_field_name("name"), defines)
            return NAMESPACE
        if t in ("declaration", "field_declaration"):
            spec = node.child_by_field_name("type")
            if spec is not None and spec.type in _TAG_TYPES and spec.child_by_field_name("body"):
                self.paint(node, CLASS_DECL)
                self.class_like(spec, defines)
                return CLASS_DECL
            if _has_function_declarator(node):
                self.paint(node, FUNC_SIGNATURE)
                for d in node.children_by_field_name("declarator"):
                    if (name := declared_name(d, self.data)) is not None:
                        defines.add(name)
                return FUNC_SIGNATURE
        self.paint(node, OTHER)
        return OTHER

    def _define(self, name: ts.Node | None, defines: set[str]) -> None:
        if name is not None and (n := declared_name(name, self.data)) is not None:
            defines.add(n)

    def function(self, node: ts.Node, defines: set[str]) -> None:
        self.paint(node, FUNC_SIGNATURE)
        for child in node.children:
            if child.type == "field_initializer_list":  # executed code: body from here on
                self.cat[child.start_byte : node.end_byte] = FUNC_BODY
        body = node.child_by_field_name("body")
        if body is not None:
            self.paint(body, FUNC_BODY)
        if (name := declared_name(node.child_by_field_name("declarator"), self.data)) is not None:
            defines.add(name)

    def class_like(self, node: ts.Node, defines: set[str]) -> None:
        self.paint(node, CLASS_DECL)
        self._define(node.child_by_field_name("name"), defines)
        body = node.child_by_field_name("body")
        if body is None:
            return
        for child in body.children:
            if not child.is_named:
                if body.type != "enumerator_list" and child.type not in ("{", "}"):
                    self.paint(child, CLASS_MEMBER)  # `:` of an access specifier, stray `;`
                continue
            if child.type == "comment":
                continue
            if child.type in ("function_definition", "template_declaration"):
                member_defines: set[str] = set()
                kind = self.kind_of(child, member_defines)
                if kind not in (FUNC_BODY, FUNC_SIGNATURE):
                    self.paint(child, CLASS_MEMBER)
                continue
            self.paint(child, CLASS_MEMBER)


@cache
def _kind_tables(language: str) -> tuple[np.ndarray, list[int], np.ndarray]:
    """Per tree-sitter kind id: its stable node-type code (ERROR = 1) and its role in the walk (a
    list for the Python walk, uint8 for the C walk).

    Roles: 1 ``comment``, 2 ``call_expression``, 3 ``type_identifier``, 0 anything else. A node's
    ``type`` is its kind id's name, so looking the id up replaces building the name per node.
    """
    lang = grammar(language)
    kinds = node_types.kind_map(language)
    codes = np.zeros(_KIND_IDS, dtype=np.int32)
    m = min(kinds.size, _KIND_IDS)
    codes[:m] = kinds[:m]
    codes[_ERROR_KIND] = 1
    roles = [0] * _KIND_IDS
    for kid in range(lang.node_kind_count):
        roles[kid] = _ROLES.get(lang.node_kind_for_id(kid), 0)
    return codes, roles, np.asarray(roles, dtype=np.uint8)


_KIND_IDS = 1 << 16  # kind ids are uint16
_ERROR_KIND = _KIND_IDS - 1  # tree-sitter's ts_builtin_sym_error: what ``Node.is_error`` tests
_ROLES = {"comment": 1, "call_expression": 2, "type_identifier": 3}


def _ast_facts(
    parsed: Parsed, n: int, painter: _Painter | None, unit_starts: list[int], at: np.ndarray | None = None
) -> tuple:
    """Depth, sibling index and node type of the deepest node covering each byte of ``at`` (every
    byte by default); the comment spans; the call and type names used, added to each unit.

    The compiled walk (``_ast_facts_c``) when it can be used (``_c_walk``), else the Python one
    (``_ast_facts_python``, the reference): the same results either way.
    """
    if _c_walk() is not None:
        out = _ast_facts_c(parsed, n, painter, unit_starts, at)
        if out is not None:
            return out
    return _ast_facts_python(parsed, n, painter, unit_starts, at)


def _ast_facts_python(
    parsed: Parsed, n: int, painter: _Painter | None, unit_starts: list[int], at: np.ndarray | None = None
) -> tuple:
    """``_ast_facts`` in Python: the reference the compiled walk is checked against.

    One walk (a tree cursor, children in order) records every node's span, kind and depth; parents
    and sibling indices (among all children, zero-width ones included) follow from the depths
    (``_parents_and_siblings``), the owner of each byte (the deepest non-empty node covering it)
    from the spans (``_owners_by_ancestors``): no Python work per byte or per node after the walk.
    """
    comments: list[tuple[int, int]] = []
    codes, roles, _ = _kind_tables(parsed.language)
    data = parsed.data
    units = painter.units if painter is not None else []
    starts: list[int] = []
    ends: list[int] = []
    kids: list[int] = []
    depths: list[int] = []
    add_start, add_end, add_kid, add_depth = starts.append, ends.append, kids.append, depths.append
    d = 0
    cursor = parsed.tree.walk()
    down, right, up = cursor.goto_first_child, cursor.goto_next_sibling, cursor.goto_parent
    while True:
        node = cursor.node
        s, e, kid = node.start_byte, node.end_byte, node.kind_id
        add_start(s)
        add_end(e)
        add_kid(kid)
        add_depth(d)
        role = roles[kid]
        if role and e > s:
            if role == 1:
                comments.append((s, e))
            elif units and role == 2:
                if (name := declared_name(node.child_by_field_name("function"), data)) is not None:
                    units[bisect.bisect_right(unit_starts, s) - 1].calls.add(name)
            elif units and role == 3:
                units[bisect.bisect_right(unit_starts, s) - 1].types.add(_text(data, node))
        if down():
            d += 1
            continue
        while not right():
            if not up():
                break
            d -= 1
        else:
            continue
        break
    start = np.asarray(starts, np.int64)
    end = np.asarray(ends, np.int64)
    level = np.asarray(depths, np.int64)
    parent, sibling_all, by_level = _parents_and_siblings(level)
    where = np.arange(n, dtype=np.int64) if at is None else np.asarray(at, np.int64)
    if _nested(start, end, parent, by_level):
        found = _owners_by_ancestors(start, end, parent, where)
    else:
        found = _owners_by_sweep(start, end, parent, level, where)
    return (*_owner_facts(found, level, sibling_all, np.asarray(kids, dtype=np.int64), codes), comments)


def _owner_facts(
    found: np.ndarray, level: np.ndarray, sibling_all: np.ndarray, kids: np.ndarray, codes: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Depth (int16, capped), sibling index (int32) and node type (int32) of each owner; -1 for none."""
    k = found.size
    covered = found >= 0
    owner = found[covered]
    depth = np.full(k, -1, dtype=np.int16)
    sibling = np.full(k, -1, dtype=np.int32)
    node_type = np.full(k, -1, dtype=np.int32)
    depth[covered] = np.minimum(level[owner], 32767)
    sibling[covered] = sibling_all[owner]
    node_type[covered] = codes[kids[owner]]
    return depth, sibling, node_type


_WORKSPACE = threading.local()
_WORKSPACE_KEPT = 1 << 21  # int64s (16 MB): a document with more nodes gets a buffer of its own


def _c_workspace(cap: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The C walk's node rows (6 x cap), event rows (4 x cap) and counts (3): one buffer per thread,
    grown as needed (up to ``_WORKSPACE_KEPT``) and reused, so a document's walk does not fault in
    fresh pages for them."""
    need = 10 * cap + 3
    flat = getattr(_WORKSPACE, "flat", None)
    if flat is None or flat.size < need:
        flat = np.empty(max(need, 1 << 16), np.int64)
        if need <= _WORKSPACE_KEPT:
            _WORKSPACE.flat = flat
    return flat[: 6 * cap].reshape(6, cap), flat[6 * cap : 10 * cap].reshape(4, cap), flat[10 * cap : need]


def _ast_facts_c(
    parsed: Parsed, n: int, painter: _Painter | None, unit_starts: list[int], at: np.ndarray | None = None
) -> tuple | None:
    """``_ast_facts`` by the compiled walk (``cw_walk`` in ``_cwalk.c``); ``None`` when it cannot
    walk this tree (then the caller runs the Python walk).

    The C walk records every node (span, kind, depth, parent, sibling index), the role events
    (comment spans, each call's declared name, each type identifier) and, when the spans nest, the
    owner facts of every offset; spans that do not nest take ``_owners_by_sweep`` here, as in Python.
    """
    lib = cwalk.library()
    tree = parsed.tree  # holds the TSTree alive during the walk
    pointer = cwalk.tree_pointer(tree)
    if not pointer:
        return None
    cap = lib.cw_count(pointer)
    codes, _, role_bytes = _kind_tables(parsed.language)
    units = painter.units if painter is not None else []
    nodes, events, counts = _c_workspace(cap)
    where = None if at is None else np.ascontiguousarray(at, dtype=np.int64)
    k = n if where is None else where.size
    depth = np.empty(k, np.int16)
    sibling = np.empty(k, np.int32)
    node_type = np.empty(k, np.int32)
    rc = lib.cw_walk(
        pointer,
        role_bytes.ctypes.data,
        codes.ctypes.data,
        1 if units else 0,
        cap,
        nodes.ctypes.data,
        events.ctypes.data,
        counts.ctypes.data,
        None if where is None else where.ctypes.data,
        k,
        depth.ctypes.data,
        sibling.ctypes.data,
        node_type.ctypes.data,
    )
    count, n_events, nested = counts.tolist()
    if rc != 0 or count != cap:
        cwalk.refused(f"cw_walk returned {rc}, {count if rc == 0 else '-'} of {cap} nodes")
        return None
    if not nested:
        start, end, kids, level, parent, sibling_all = nodes
        if where is None:
            where = np.arange(n, dtype=np.int64)
        found = _owners_by_sweep(start, end, parent, level, where)
        depth, sibling, node_type = _owner_facts(found, level, sibling_all, kids, codes)
    role, node_start, text_start, text_end = events[:, :n_events]
    is_comment = role == 1
    comments = list(zip(text_start[is_comment].tolist(), text_end[is_comment].tolist(), strict=True))
    if units and n_events:
        named = np.flatnonzero(~is_comment)
        owner = np.searchsorted(np.asarray(unit_starts, np.int64), node_start[named], side="right") - 1
        data = parsed.data
        for r, u, s, e in zip(
            role[named].tolist(),
            owner.tolist(),
            text_start[named].tolist(),
            text_end[named].tolist(),
            strict=True,
        ):
            (units[u].calls if r == 2 else units[u].types).add(data[s:e].decode("utf-8", "replace"))
    return depth, sibling, node_type, comments


# The compiled walk's self-check: C and C++ with comments, calls (plain, qualified, template, through
# a pointer), type names, a namespace, an ``extern "C"`` block, syntax errors and MISSING nodes.
_CHECK_TEXT = (
    b"#include <v>\n/* c */ namespace n { struct S { int f(T t) { return g(1) + a::h<int>(t); } };\n"
    b'// x\ntemplate <class T> T* k(T t) { (*p)(t); return q(t, ; }\nextern "C" { void m(U u); }\n'
    b"class C : public B { C() : b(f(2)) {} }; int z = w(\xc3\xa9 @ ) }\n"
    b"void r() { x = (1 + s(2); }\nint a = 1\nint b;\n"
)


@cache
def _c_walk() -> object | None:
    """The compiled walk's library when usable: built, the installed binding's version, and the
    same facts as the Python walk on ``_CHECK_TEXT`` (every byte and some offsets, C and C++)."""
    lib = cwalk.library()
    if lib is None:
        return None
    for path in ("check.cpp", "check.c"):
        parsed = parse(_CHECK_TEXT, path)
        n = len(parsed.data)
        for at in (None, np.arange(0, n, 3, dtype=np.int64)):
            got = [_facts_for_check(fn, parsed, at) for fn in (_ast_facts_c, _ast_facts_python)]
            if got[0] is None or not _same_facts(*got):
                cwalk.disabled(f"its self-check on {path} differs from the Python walk")
                return None
    return lib


def _facts_for_check(fn, parsed: Parsed, at: np.ndarray | None) -> tuple | None:
    n = len(parsed.data)
    painter = _Painter(parsed, np.zeros(n, dtype=np.uint8))
    painter.container(parsed.tree.root_node, OTHER)
    painter.units = _merge(painter.units, n)
    out = fn(parsed, n, painter, [u.start for u in painter.units], at)
    if out is None:
        return None
    return (*out, [(sorted(u.calls), sorted(u.types)) for u in painter.units])


def _same_facts(a: tuple, b: tuple) -> bool:
    arrays = all(x.dtype == y.dtype and np.array_equal(x, y) for x, y in zip(a[:3], b[:3], strict=True))
    return arrays and a[3:] == b[3:]


def _parents_and_siblings(level: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Parent and index among the parent's children of every node, from the walk's depths, and the
    nodes by level (each level in walk order).

    In walk order (pre-order) a node is a first child exactly when it is one level below the node
    before it; any other node is the next sibling of the node before it on its level. So, on each
    level in walk order (a stable sort by level: a radix sort for int16 keys), the siblings of one
    parent are a run that starts at a first child, and the node before that first child in walk
    order is the parent.
    """
    count = level.size
    if not count:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64)
    key = level.astype(np.int16) if int(level.max()) < 1 << 15 else level
    order = np.argsort(key, kind="stable")
    first = np.empty(count, bool)
    first[0] = True  # the root
    np.greater(level[1:], level[:-1], out=first[1:])
    rank = np.arange(count, dtype=np.int64)
    run = np.maximum.accumulate(np.where(first[order], rank, 0))  # rank of each run's first child
    sibling = np.empty(count, np.int64)
    sibling[order] = rank - run
    parent = np.empty(count, np.int64)
    parent[order] = order[run] - 1  # the root's: -1
    return parent, sibling, order


def _nested(start: np.ndarray, end: np.ndarray, parent: np.ndarray, by_level: np.ndarray) -> bool:
    """Whether the spans nest as a tree's do: every node lies inside its parent, and each sibling
    starts at or after the end of the one before it (so starts ascend in walk order).

    ``by_level``: the nodes by level, each level in walk order; there a node's next sibling, if it
    has one, is the node right after it.
    """
    child = parent >= 0
    p = parent[child]
    if (start[child] < start[p]).any() or (end[child] > end[p]).any():
        return False
    before, after = by_level[:-1], by_level[1:]
    siblings = parent[before] == parent[after]
    return not (end[before][siblings] > start[after][siblings]).any()


def _owners_by_ancestors(
    start: np.ndarray, end: np.ndarray, parent: np.ndarray, where: np.ndarray
) -> np.ndarray:
    """The deepest node covering each offset of ``where`` (``start <= p < end``), -1 if none.

    For nested spans: the last node in walk order that starts at or before ``p`` has every node
    covering ``p`` among its ancestors (or is one), so the owner is the first of it and its
    ancestors that ends after ``p``; climb while the candidate ends at or before ``p``.
    """
    found = np.searchsorted(start, where, side="right") - 1
    todo = np.flatnonzero(found >= 0)
    todo = todo[end[found[todo]] <= where[todo]]
    while todo.size:
        up = parent[found[todo]]
        found[todo] = up
        todo = todo[up >= 0]
        todo = todo[end[found[todo]] <= where[todo]]
    return found


def _owners_by_sweep(
    start: np.ndarray, end: np.ndarray, parent: np.ndarray, level: np.ndarray, where: np.ndarray
) -> np.ndarray:
    """The owner of each offset of ``where`` by a sorted sweep of start/end events, for any spans.

    At a node's start the owner becomes the node, at its end its nearest non-empty ancestor; at one
    position ends come before starts, inner ends first and outer starts first. For nested spans
    that is the deepest non-empty node covering the offset (what ``_owners_by_ancestors`` finds
    faster); spans that do not nest (never seen from tree-sitter) keep the owners the walk gave
    before the climb replaced this sweep.
    """
    nonempty = end > start
    keeper = parent.copy()  # the nearest non-empty ancestor (an empty node's children are empty too)
    for i in np.flatnonzero((parent >= 0) & ~nonempty[np.maximum(parent, 0)]).tolist():
        keeper[i] = keeper[parent[i]]  # walk order: the parent's keeper is already final
    kept = np.flatnonzero(nonempty)
    m = kept.size
    d_arr = level[kept]
    pos = np.concatenate([[0], end[kept], start[kept]])
    phase = np.concatenate([[-1], np.zeros(m, np.int64), np.ones(m, np.int64)])
    inner = np.concatenate([[0], -d_arr, d_arr])  # ends: deeper first; starts: shallower first
    owner = np.concatenate([[-1], keeper[kept], kept])
    order = np.lexsort((inner, phase, pos))
    pos, owner = pos[order], owner[order]
    if not where.size:
        return np.zeros(0, np.int64)
    return owner[np.searchsorted(pos, where, side="right") - 1]


_START = operator.attrgetter("start")


def _merge(units: list[Unit], n: int) -> list[Unit]:
    """Sort, drop duplicates of a start, merge runs of small kinds, start the first unit at 0."""
    out: list[Unit] = []
    for u in sorted(units, key=_START):
        if u.start >= n and out:
            continue
        if out and (u.start == out[-1].start or (u.kind == out[-1].kind and u.kind in MERGEABLE)):
            prev = out[-1]
            if u.start == prev.start:
                prev.kind = u.kind
            prev.nodes.extend(u.nodes)
            prev.defines |= u.defines
            continue
        out.append(u)
    if not out:
        out.append(Unit(0, OTHER))
    out[0].start = 0
    return out


def analyze(parsed: Parsed, min_quality: float = 0.5, at: np.ndarray | None = None) -> Analysis:
    """Byte-level structure of a parsed document (fallback to OTHER below ``min_quality``).

    The AST facts (depth, sibling index, node type) are for the bytes ``at`` (byte offsets, e.g.
    each token's first byte) when given, else for every byte; the categories are for every byte.
    The painter is the compiled one (``_paint_c``) when usable (``_c_paint``), else ``_Painter``.
    """
    n = len(parsed.data)
    category = np.zeros(n, dtype=np.uint8)
    fallback = parsed.quality < min_quality
    painter: _Painter | None = None
    nodes = spans = None
    if not fallback:
        painted = _paint_c(parsed, category) if _c_paint() is not None else None
        if painted is not None:
            units, nodes, spans = _units_c(painted, parsed.data), painted.table, painted.node_spans
        else:
            painter = _Painter(parsed, category)
            painter.container(parsed.tree.root_node, OTHER)
            units = painter.units = _merge(painter.units, n)
    else:
        units = [Unit(0, OTHER)]
    starts = [u.start for u in units]
    holder = painter if painter is not None or fallback else _PaintedUnits(units)
    depth, sibling, node_type, comments = _ast_facts(parsed, n, holder, starts, at)
    if not fallback:
        for s, e in comments:
            category[s:e] = COMMENT
        for u in units:
            u.types -= u.defines
    return Analysis(
        n,
        parsed.language,
        parsed.quality,
        fallback,
        units,
        category,
        depth,
        sibling,
        node_type,
        nodes,
        spans,
        parsed.tree if nodes is not None else None,
    )


# -- the compiled painter (``cw_paint`` in ``_cwalk.c``) --------------------------------------------


class _PaintedUnits(NamedTuple):
    """What the AST walks read of a painter (its units), for the compiled painter's units."""

    units: list[Unit]


# Node types the compiled painter tells apart, by name (the sets above), as its K_* codes.
_PAINT_KINDS: dict[str, int] = {
    **dict.fromkeys(PREPROC_CONTAINERS, 1),
    "namespace_definition": 2,
    "linkage_specification": 3,
    "comment": 4,
    "function_definition": 5,
    "template_declaration": 6,
    **dict.fromkeys(CLASS_TYPES, 7),
    "enum_specifier": 8,
    **dict.fromkeys(TYPEDEF_TYPES, 9),
    **dict.fromkeys(PREAMBLE_TYPES, 10),
    "namespace_alias_definition": 11,
    "declaration": 12,
    "field_declaration": 12,
    "translation_unit": 13,
    "declaration_list": 14,
    "template_parameter_list": 15,
    "field_initializer_list": 16,
    "function_declarator": 17,
    "enumerator_list": 18,
    "{": 19,
    "}": 19,
    ";": 20,
}
# The categories in the compiled painter's order (its C_* indices).
_PAINT_CATEGORIES = (
    OTHER,
    PREAMBLE,
    FUNC_SIGNATURE,
    FUNC_BODY,
    CLASS_DECL,
    CLASS_MEMBER,
    TYPEDEF,
    NAMESPACE,
    COMMENT,
)


@cache
def _paint_tables(language: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per kind id its K_* code (uint8), the categories (int32), and per category its head
    category (``_HEAD_CATEGORY``; -1 where none), for ``cw_paint``."""
    lang = grammar(language)
    kinds = np.zeros(_KIND_IDS, np.uint8)
    for kid in range(lang.node_kind_count):
        kinds[kid] = _PAINT_KINDS.get(lang.node_kind_for_id(kid), 0)
    head = np.full(256, -1, np.int32)
    for kind, cat in _HEAD_CATEGORY.items():
        head[kind] = cat
    return kinds, np.asarray(_PAINT_CATEGORIES, np.int32), head


class _CPainted(NamedTuple):
    """What ``cw_paint`` records: per unit (before ``_merge``) its start and kind; per unit node its
    unit, ``TSNode`` struct and span; per defined name its unit and span."""

    starts: np.ndarray
    kinds: np.ndarray
    node_unit: np.ndarray
    table: np.ndarray
    node_spans: np.ndarray
    name_unit: np.ndarray
    name_spans: np.ndarray


def _paint_c(parsed: Parsed, category: np.ndarray) -> _CPainted | None:
    """``_Painter.container`` of the root by the compiled painter: ``category`` painted and the
    units recorded; ``None`` when it cannot paint this tree (``category`` is then all zeros again)."""
    lib = cwalk.library()
    tree = parsed.tree  # holds the TSTree alive during the walk
    pointer = cwalk.tree_pointer(tree)
    if lib is None or not pointer:
        return None
    kinds, cats, head = _paint_tables(parsed.language)
    cap = lib.cw_count(pointer) + 1
    counts = np.zeros(3, np.int64)
    while True:
        ints = np.empty((4, cap), np.int64)  # unit start, unit kind, node's unit, name's unit
        spans = np.empty((2, cap, 2), np.int64)  # node spans, name spans
        table = np.empty((cap, cwalk.TSNODE_SIZE), np.uint8)
        rc = lib.cw_paint(
            pointer,
            kinds.ctypes.data,
            cats.ctypes.data,
            head.ctypes.data,
            category.ctypes.data,
            category.size,
            cap,
            ints[0].ctypes.data,
            ints[1].ctypes.data,
            ints[2].ctypes.data,
            spans[0].ctypes.data,
            table.ctypes.data,
            ints[3].ctypes.data,
            spans[1].ctypes.data,
            counts.ctypes.data,
        )
        if rc != -2:
            break
        cap *= 4
        category[:] = 0
    if rc != 0:
        category[:] = 0
        cwalk.refused(f"cw_paint returned {rc}")
        return None
    k, m, names = counts.tolist()
    return _CPainted(
        ints[0, :k], ints[1, :k], ints[2, :m], table[:m], spans[0, :m], ints[3, :names], spans[1, :names]
    )


_MERGEABLE = np.zeros(256, np.uint8)
_MERGEABLE[sorted(MERGEABLE)] = 1


def _units_c(painted: _CPainted, data: bytes) -> list[Unit]:
    """``_merge`` of the compiled painter's units (``cw_merge``), as ``Unit`` objects whose nodes
    index ``painted.table``."""
    k = painted.starts.size
    into = np.empty(k, np.int64)
    out = np.empty((2, max(k, 1)), np.int64)
    scratch = np.empty(3 * k + 1, np.int64)
    m = cwalk.library().cw_merge(
        painted.starts.ctypes.data,
        painted.kinds.ctypes.data,
        k,
        len(data),
        _MERGEABLE.ctypes.data,
        scratch.ctypes.data,
        into.ctypes.data,
        out[0].ctypes.data,
        out[1].ctypes.data,
    )
    if m == 0:
        return [Unit(0, OTHER)]
    units = [Unit(s, kind) for s, kind in zip(out[0, :m].tolist(), out[1, :m].tolist(), strict=True)]
    target = into.tolist()
    for j, u in enumerate(painted.node_unit.tolist()):
        if (t := target[u]) >= 0:
            units[t].nodes.append(j)
    spans = painted.name_spans
    for u, s, e in zip(painted.name_unit.tolist(), spans[:, 0].tolist(), spans[:, 1].tolist(), strict=True):
        if (t := target[u]) >= 0:
            units[t].defines.add(data[s:e].decode("utf-8", "replace"))
    return units


def _unit_rows(units: list[Unit], span) -> list[tuple]:
    """Units as comparable rows: start, kind, node spans, sorted names."""
    return [(u.start, u.kind, [span(x) for x in u.nodes], sorted(u.defines)) for u in units]


def _painted_python(parsed: Parsed) -> tuple[np.ndarray, list[tuple], list[tuple]]:
    """The Python painter's categories, units (``_unit_rows``) and merged units."""
    category = np.zeros(len(parsed.data), np.uint8)
    painter = _Painter(parsed, category)
    painter.container(parsed.tree.root_node, OTHER)
    span = lambda x: (x.start_byte, x.end_byte)  # noqa: E731
    raw = _unit_rows(painter.units, span)
    return category, raw, _unit_rows(_merge(painter.units, len(parsed.data)), span)


def _painted_c(parsed: Parsed) -> tuple[np.ndarray, list[tuple], list[tuple]] | None:
    """``_painted_python`` by the compiled painter and merge (``None`` when it refuses the tree)."""
    category = np.zeros(len(parsed.data), np.uint8)
    painted = _paint_c(parsed, category)
    if painted is None:
        return None
    data = parsed.data
    spans = painted.node_spans.tolist()
    span = lambda j: tuple(spans[j])  # noqa: E731
    raw = [Unit(s, k) for s, k in zip(painted.starts.tolist(), painted.kinds.tolist(), strict=True)]
    for j, u in enumerate(painted.node_unit.tolist()):
        raw[u].nodes.append(j)
    names = painted.name_spans.tolist()
    for u, (s, e) in zip(painted.name_unit.tolist(), names, strict=True):
        raw[u].defines.add(data[s:e].decode("utf-8", "replace"))
    return category, _unit_rows(raw, span), _unit_rows(_units_c(painted, data), span)


def same_painting(parsed: Parsed) -> bool:
    """Whether the compiled and the Python painter (and merge) paint and record ``parsed`` alike."""
    c = _painted_c(parsed)
    if c is None:
        return False
    py = _painted_python(parsed)
    return np.array_equal(c[0], py[0]) and c[1:] == py[1:]


@cache
def _c_paint() -> object | None:
    """The compiled painter's library when usable: the compiled AST walk's and cut-level walk's
    guards (``split._c_blocks``: the painter's nodes go to that walk as structs) and the same
    categories and units as ``_Painter`` on ``_CHECK_TEXT`` (C and C++)."""
    from pipeline.structure import split  # split builds on this module

    if split._c_blocks() is None:
        return None
    for path in ("check.cpp", "check.c"):
        if not same_painting(parse(_CHECK_TEXT, path)):
            cwalk.disabled(f"the painter's self-check on {path} differs from the Python painter")
            return None
    return cwalk.library()
