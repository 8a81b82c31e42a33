"""Hand-checked snippets: the category of every byte and token, written from the code, not from output.

Each snippet comes with a labelling: a list of (exact text, category) covering every non-blank
line fragment of the snippet. The expected categories were written by reading the snippet:
signatures (including ``template <...>`` heads) are FUNC_SIGNATURE, bodies FUNC_BODY (a
constructor's member-initializer list is executed code, so FUNC_BODY), class heads and braces
CLASS_DECL, members CLASS_MEMBER, namespace heads and closing braces NAMESPACE, comments COMMENT
wherever they are, preprocessor lines PREAMBLE, typedefs TYPEDEF.
"""

from __future__ import annotations

import numpy as np
import pytest

from pipeline.stages.chunk import chunk_document
from pipeline.structure.analyze import analyze
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
from pipeline.structure.parse import parse

CLASS_WITH_INLINE_METHODS = """// Counter counts.
class Counter {
 public:
  Counter() : n_(0) {}
  int get() const { return n_; }
  void bump();
 private:
  int n_;
};
"""
CLASS_LABELS = [
    ("// Counter counts.", COMMENT),
    ("class Counter {", CLASS_DECL),
    ("public:", CLASS_MEMBER),
    ("Counter() ", FUNC_SIGNATURE),
    (": n_(0) {}", FUNC_BODY),
    ("int get() const ", FUNC_SIGNATURE),
    ("{ return n_; }", FUNC_BODY),
    ("void bump();", CLASS_MEMBER),
    ("private:", CLASS_MEMBER),
    ("int n_;", CLASS_MEMBER),
    ("};", CLASS_DECL),
]

NAMESPACE_WITH_FREE_FUNCTIONS = """#include <cstdio>
namespace geo {
/* Squared length. */
static int sq(int x) { return x * x; }
int dist2(int a, int b) {
  return sq(a) + sq(b);
}
}  // namespace geo
"""
NAMESPACE_LABELS = [
    ("#include <cstdio>", PREAMBLE),
    ("namespace geo {", NAMESPACE),
    ("/* Squared length. */", COMMENT),
    ("static int sq(int x) ", FUNC_SIGNATURE),
    ("{ return x * x; }", FUNC_BODY),
    ("int dist2(int a, int b) ", FUNC_SIGNATURE),
    ("{\n  return sq(a) + sq(b);\n}", FUNC_BODY),
    ("}", NAMESPACE),
    ("// namespace geo", COMMENT),
]

CUDA_KERNEL = """#include <cuda_runtime.h>
__global__ void scale(float* v, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= a;  // in place
}
template <int B>
void launch(float* v, int n) {
  scale<<<(n + B - 1) / B, B>>>(v, 2.0f, n);
}
"""
CUDA_LABELS = [
    ("#include <cuda_runtime.h>", PREAMBLE),
    ("__global__ void scale(float* v, float a, int n) ", FUNC_SIGNATURE),
    ("{\n  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i < n) v[i] *= a;  ", FUNC_BODY),
    ("// in place", COMMENT),
    ("\n}", FUNC_BODY),
    ("template <int B>\nvoid launch(float* v, int n) ", FUNC_SIGNATURE),
    ("{\n  scale<<<(n + B - 1) / B, B>>>(v, 2.0f, n);\n}", FUNC_BODY),
]

MACRO_HEADER = """#ifndef MINI_H
#define MINI_H
#include <stddef.h>
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define COUNT 16
typedef struct point { int x, y; } point_t;
typedef unsigned int u32;
int area(const point_t* p);
#endif /* MINI_H */
"""
MACRO_LABELS = [
    ("#ifndef MINI_H", PREAMBLE),
    ("#define MINI_H", PREAMBLE),
    ("#include <stddef.h>", PREAMBLE),
    ("#define MAX(a, b) ((a) > (b) ? (a) : (b))", PREAMBLE),
    ("#define COUNT 16", PREAMBLE),
    ("typedef struct point { int x, y; } point_t;", TYPEDEF),
    ("typedef unsigned int u32;", TYPEDEF),
    ("int area(const point_t* p);", FUNC_SIGNATURE),
    ("#endif", PREAMBLE),
    ("/* MINI_H */", COMMENT),
]

# A C file whose middle function is missing a `)`: the code around it still parses.
SYNTAX_ERROR = """int ok(int a) { return a + 1; }
int broken(int a { return a; }
struct s { int v; };
"""
SYNTAX_LABELS = [
    ("int ok(int a) ", FUNC_SIGNATURE),
    ("{ return a + 1; }", FUNC_BODY),
    # a reader still sees a function here, and tree-sitter recovers it by inserting the `)`
    ("int broken(int a ", FUNC_SIGNATURE),
    ("{ return a; }", FUNC_BODY),
    ("struct s {", CLASS_DECL),
    ("int v;", CLASS_MEMBER),
    ("};", CLASS_DECL),
]

CASES = {
    "class.hpp": (CLASS_WITH_INLINE_METHODS, CLASS_LABELS),
    "geo.cpp": (NAMESPACE_WITH_FREE_FUNCTIONS, NAMESPACE_LABELS),
    "scale.cu": (CUDA_KERNEL, CUDA_LABELS),
    "mini.h": (MACRO_HEADER, MACRO_LABELS),
    "broken.c": (SYNTAX_ERROR, SYNTAX_LABELS),
}


def _spans(src: bytes, labels: list[tuple[str, int]]) -> list[tuple[int, int, int]]:
    """Byte spans of the labels, found in order (each after the previous one)."""
    out, pos = [], 0
    for text, cat in labels:
        at = src.index(text.encode(), pos)
        out.append((at, at + len(text.encode()), cat))
        pos = at + len(text.encode())
    return out


@pytest.mark.parametrize("path", sorted(CASES))
def test_every_labelled_byte_has_its_category(path):
    text, labels = CASES[path]
    data = text.encode()
    a = analyze(parse(data, path))
    for s, e, cat in _spans(data, labels):
        got = a.category[s:e]
        assert (got == cat).all(), (path, data[s:e], got.tolist())


@pytest.mark.parametrize("path", sorted(CASES))
def test_every_token_takes_the_category_of_its_first_byte(path, small_tok):
    text, labels = CASES[path]
    data = text.encode()
    ids = np.asarray(small_tok.encode_batch([text])[0], np.uint32)
    row = chunk_document(text, path, ids, small_tok.byte_lengths, budget=4096)
    starts = np.concatenate([[0], np.cumsum(small_tok.byte_lengths[ids.astype(np.int64)])[:-1]])
    checked = 0
    for s, e, cat in _spans(data, labels):
        inside = (starts >= s) & (starts < e)
        assert (row["token_structure_ids"][inside] == cat).all(), (path, data[s:e])
        checked += int(inside.sum())
    assert checked > 0.6 * ids.size  # the labels cover most tokens (the rest are blanks between items)


def test_units_kinds_and_names():
    """Top-level chunks of the namespace snippet, with the names they define and call."""
    data = NAMESPACE_WITH_FREE_FUNCTIONS.encode()
    units = analyze(parse(data, "geo.cpp")).units
    got = [(data[u.start : u.start + 12].decode(), u.kind, sorted(u.defines), sorted(u.calls)) for u in units]
    assert got == [
        ("#include <cs", PREAMBLE, [], []),
        ("namespace ge", NAMESPACE, ["geo"], []),
        ("/* Squared l", COMMENT, [], []),
        ("static int s", FUNC_BODY, ["sq"], []),
        ("int dist2(in", FUNC_BODY, ["dist2"], ["sq"]),
        ("}  // namesp", NAMESPACE, [], []),
        ("// namespace", COMMENT, [], []),
    ]


def test_macro_header_units_and_type_reference():
    data = MACRO_HEADER.encode()
    units = analyze(parse(data, "mini.h")).units
    kinds = [u.kind for u in units]
    # the guard, the include and the macros are one preamble chunk
    assert kinds == [PREAMBLE, TYPEDEF, TYPEDEF, FUNC_SIGNATURE, PREAMBLE, COMMENT]
    assert units[0].defines == {"MINI_H", "MAX", "COUNT"}
    assert units[1].defines == {"point_t", "point"} and units[3].defines == {"area"}
    assert "point_t" in units[3].types


def test_cuda_uses_the_cuda_grammar_and_resolves_the_kernel_launch():
    a = analyze(parse(CUDA_KERNEL.encode(), "kernels/scale.cu"))
    assert a.language == "cuda" and a.quality == 1.0
    launch = next(u for u in a.units if "launch" in u.defines)
    assert "scale" in launch.calls


def test_syntax_error_is_kept_with_a_quality_figure():
    a = analyze(parse(SYNTAX_ERROR.encode(), "broken.c"))
    assert 0.0 < a.quality < 1.0 and not a.fallback


def test_garbage_gets_the_fallback_structure(small_tok):
    text = "}}} ))) int int ;;; {{{ <<< >>> else else ) ( ] [\n" * 20
    ids = np.asarray(small_tok.encode_batch([text])[0], np.uint32)
    row = chunk_document(text, "junk.cpp", ids, small_tok.byte_lengths, budget=4096, min_parse_quality=0.5)
    assert row["fallback"] and row["parse_quality"] < 0.5
    assert (row["token_structure_ids"] == OTHER).all()
    assert row["chunk_kinds"].tolist() == [OTHER] and row["chunk_byte_ends"].tolist() == [len(text)]
