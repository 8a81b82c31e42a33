"""Shingles skip the license comments of the whole preamble, not only a block at offset 0.

Issue 8 item 5 ("unrelated files sharing a license header"), as seen on SEVENTH: two-line forwarding
stubs whose license notice sits *under* the include guard were dropped as near duplicates of each
other at J 0.81, all of it from the shared notice. The files here are written for the test (a
fictional library, Tessel, with the GPL's own how-to-apply notice and the usual preamble shapes).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest
from corpus import last_json, run_cli, write_settings
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.hygiene.neardup import (
    LOOSE_MARGIN,
    WITHIN_CORPUS,
    band_keys,
    candidate_edges,
    exact_jaccard,
    exact_similarities,
    greedy_representatives,
    minhash_signatures,
    shingle_set,
    strip_license_comments,
    strip_license_header,
    tokenize,
    unique_edges,
    verify_edges,
)

THRESHOLD = 0.7

GPL_NOTICE = [
    "",
    "This file is part of Tessel.",
    "",
    "Copyright (C) 2004-2012 Ada Example <ada@example.org>",
    "",
    "Tessel is free software; you can redistribute it and/or modify",
    "it under the terms of the GNU General Public License as published by",
    "the Free Software Foundation; either version 2 of the License, or",
    "(at your option) any later version.",
    "",
    "Tessel is distributed in the hope that it will be useful,",
    "but WITHOUT ANY WARRANTY; without even the implied warranty of",
    "MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the",
    "GNU General Public License for more details.",
    "",
    "You should have received a copy of the GNU General Public License",
    "along with Tessel; if not, write to the Free Software",
    "Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA",
    "",
    "=========================================================================",
]


def slashes(lines: list[str], marker: str = "///") -> str:
    return "".join(f"{marker} {line}".rstrip() + "\n" for line in lines)


def block(lines: list[str]) -> str:
    return "/*\n" + "".join(f" * {line}".rstrip() + "\n" for line in lines) + " */\n"


def guard(name: str) -> tuple[str, str]:
    return f"#ifndef {name}\n#define {name}\n", f"#endif // {name}\n"


# Preamble shapes: (name, function of the guard macro -> (text before the body, text after it)).
def rheolef_style(g: str) -> tuple[str, str]:  # guard, then a /// notice
    top, end = guard(g)
    return top + slashes(GPL_NOTICE), end


def pragma_once_block(g: str) -> tuple[str, str]:  # #pragma once, then a /* */ notice
    return "#pragma once\n\n" + block(GPL_NOTICE) + "\n", ""


def spdx_guard_copyright(g: str) -> tuple[str, str]:  # SPDX line above the guard, notice below it
    top, end = guard(g)
    spdx = "// SPDX-License-Identifier: GPL-2.0-or-later\n"
    return spdx + top + slashes(GPL_NOTICE[3:], "//") + "\n", end


def banner_then_notice(g: str) -> tuple[str, str]:  # a one-line banner, a blank line, the notice, the guard
    top, end = guard(g)
    return f"// {g.lower()} -- part of Tessel's quadrature rules\n\n" + block(GPL_NOTICE) + top, end


def msvc_guard_crlf(g: str) -> tuple[str, str]:  # #if !defined guard, CRLF line ends
    top = f"#if !defined({g})\r\n#define {g}\r\n" + block(GPL_NOTICE).replace("\n", "\r\n")
    return top, f"#endif /* {g} */\r\n"


PREAMBLES = [rheolef_style, pragma_once_block, spdx_guard_copyright, banner_then_notice, msvc_guard_crlf]


def stub(preamble, name: str) -> str:
    """A two-line forwarding stub: the preamble, one #include, the guard's end."""
    top, end = preamble(f"_TESSEL_{name.upper()}_H")
    return top + f'#include "tessel/{name}.icc"\n' + end


def solver(preamble, rename: str = "") -> str:
    """A real-shaped header of some 40 lines under the preamble; ``rename`` makes a near copy."""
    cls = "conjugate_gradient" + rename
    top, end = preamble("_TESSEL_SOLVER_H")
    body = f"""#include "tessel/csr.h"
#include "tessel/vec.h"
#include <cmath>

namespace tessel {{

/// Solves A x = b for a symmetric positive definite A.
template <class T>
class {cls} {{
 public:
  explicit {cls}(const csr<T>& a, T tolerance = T(1e-10), int max_iter = 1000)
      : a_(a), tolerance_(tolerance), max_iter_(max_iter) {{}}

  int solve(const vec<T>& b, vec<T>& x) const {{
    vec<T> r = b - a_ * x;
    vec<T> p = r;
    T rho = dot(r, r);
    for (int k = 0; k < max_iter_; ++k) {{
      if (std::sqrt(rho) <= tolerance_) return k;
      vec<T> q = a_ * p;
      T alpha = rho / dot(p, q);
      x += alpha * p;
      r -= alpha * q;
      T rho_next = dot(r, r);
      p = r + (rho_next / rho) * p;
      rho = rho_next;
    }}
    return -1;
  }}

 private:
  const csr<T>& a_;
  T tolerance_;
  int max_iter_;
}};

}}  // namespace tessel
"""
    return top + body + end


def near_duplicate_edges(texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """The stage's path on shingled texts: 20 x 6 bands, estimate pre-filter, exact Jaccard."""
    sig = minhash_signatures(texts)
    keys = band_keys(sig, bands=WITHIN_CORPUS.bands, rows=WITHIN_CORPUS.rows)
    ids = np.arange(len(texts))
    edges = unique_edges(
        np.concatenate([np.zeros((0, 2), np.int64)] + [candidate_edges(keys[:, b], ids) for b in range(20)])
    )
    edges = verify_edges(edges, sig, THRESHOLD - LOOSE_MARGIN)
    shared, union = exact_similarities(edges, [shingle_set(t) for t in texts])
    return edges, np.where(union > 0, shared / np.maximum(union, 1), 1.0)


def survivors(texts: dict[str, str]) -> tuple[set[str], dict[str, float]]:
    """The names the stage's library path keeps (stripped shingles, LSH, exact J, greedy), and each
    dropped name's similarity to the document it is dropped against."""
    names = sorted(texts)
    edges, sim = near_duplicate_edges([strip_license_comments(texts[n]) for n in names])
    rep, j = greedy_representatives(edges, sim, names, THRESHOLD)
    return {names[i] for i in range(len(names)) if rep[i] == i}, {
        names[i]: float(j[i]) for i in range(len(names)) if rep[i] != i
    }


def stripped_jaccard(a: str, b: str) -> float:
    return exact_jaccard(shingle_set(strip_license_comments(a)), shingle_set(strip_license_comments(b)))


@pytest.mark.parametrize("preamble", PREAMBLES, ids=lambda p: p.__name__)
def test_stubs_sharing_only_the_preamble_are_kept(preamble) -> None:
    a, b = stub(preamble, "gauss_legendre_check"), stub(preamble, "gauss_lobatto_jacobi")
    raw = exact_jaccard(shingle_set(a), shingle_set(b))
    assert raw >= THRESHOLD, raw  # the premise: on the raw text the notice makes them alike
    assert stripped_jaccard(a, b) < 0.5
    kept, dropped = survivors({"gauss_legendre_check.h": a, "gauss_lobatto_jacobi.h": b})
    assert kept == {"gauss_legendre_check.h", "gauss_lobatto_jacobi.h"} and not dropped


@pytest.mark.parametrize("preamble", PREAMBLES, ids=lambda p: p.__name__)
def test_near_copies_under_the_preamble_still_drop(preamble) -> None:
    texts = {
        "solver.h": solver(preamble),
        "solver_v2.h": solver(preamble, rename="_v2"),  # the class renamed: a templated copy
        "gauss_legendre_check.h": stub(preamble, "gauss_legendre_check"),
        "gauss_lobatto_jacobi.h": stub(preamble, "gauss_lobatto_jacobi"),
    }
    kept, dropped = survivors(texts)
    assert kept == {"solver.h", "gauss_legendre_check.h", "gauss_lobatto_jacobi.h"}
    assert dropped["solver_v2.h"] == stripped_jaccard(texts["solver_v2.h"], texts["solver.h"]) >= 0.8


def test_stubs_under_one_guard_differing_only_in_the_include_are_kept() -> None:
    """A copied guard (same macro in both) leaves the include path the only difference: the
    stripped bodies (19 tokens, 15 shingles) differ in the 5 shingles holding the file name:
    J = 10 / 20, and the pair is kept."""
    top, end = rheolef_style("_TESSEL_QUADRATURE_H")
    a = top + '#include "tessel/gauss_legendre.icc"\n' + end
    b = top + '#include "tessel/gauss_lobatto.icc"\n' + end
    assert stripped_jaccard(a, b) == 0.5
    assert survivors({"a.h": a, "b.h": b})[0] == {"a.h", "b.h"}


def test_tiny_stubs_with_the_same_body_are_near_duplicates() -> None:
    """Two stubs that differ only in their notice (another copyright year) forward to the same
    header: nothing but the license differs, so the later one drops (J 1 on the bodies)."""
    top, end = rheolef_style("_TESSEL_GAUSS_H")
    a = top + '#include "tessel/gauss.icc"\n' + end
    b = a.replace("2004-2012", "2004-2019")
    assert stripped_jaccard(a, b) == 1.0
    kept, dropped = survivors({"include/tessel/gauss.h": a, "src/gauss.h": b})
    assert kept == {"include/tessel/gauss.h"} and dropped == {"src/gauss.h": 1.0}


def test_what_stays() -> None:
    top, end = rheolef_style("_TESSEL_X_H")
    # a notice after the first line of code is not the preamble's: it is shingled
    late = "int tessel_version(void);\n" + slashes(GPL_NOTICE)
    assert strip_license_header(late) == late
    # only guard lines would remain: the text is taken whole (it must not equal every such file)
    assert strip_license_header(top + end) == top + end
    # the guard lines and the #include stay; an API comment after the notice stays
    api = "\n/** Gauss-Legendre rules on [-1, 1]. */\n"
    text = top + api + '#include "tessel/gauss.icc"\n' + end
    assert tokenize(strip_license_header(text)) == tokenize(
        "#ifndef _TESSEL_X_H\n#define _TESSEL_X_H\n" + api + '#include "tessel/gauss.icc"\n' + end
    )
    # a string in a directive is not a comment: the URL's // does not start a license block
    url = '#define TESSEL_LICENSE_URL "https://www.gnu.org/licenses/gpl-2.0.html"\nint x;\n'
    assert strip_license_header(url) == url


_GUARDS = [
    "#ifndef T_H\n",
    "#define T_H\n",
    "#pragma once\n",
    "# if !defined(T_H)\n",
    '#include "t/base.h"\n',
]
_NOTICES = [
    slashes(GPL_NOTICE),
    block(GPL_NOTICE),
    "// SPDX-License-Identifier: MIT\n",
    "// Copyright 2021 The Tessel Authors. All rights reserved.\n",
]
_OTHER = ["\n", "// tessel/t.h -- the T rule\n", "/* -*- mode: c++ -*- */\n"]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(_GUARDS + _NOTICES + _OTHER), max_size=8),
    st.sampled_from(["int tessel_t(int n);\n", "namespace tessel { struct t; }\n"]),
)
def test_preamble_directives_and_code_always_survive(items: list[str], body: str) -> None:
    """Whatever the preamble's order, the stripped text keeps every directive and the code, and
    no license notice is left before the code when any was there."""
    text = "".join(items) + body
    out = strip_license_header(text)
    assert out.endswith(body)
    directives = [line for line in text.splitlines() if line.startswith("#")]
    assert [line for line in out.splitlines() if line.startswith("#")] == directives
    if any(n in items for n in _NOTICES):
        assert not re.search(r"copyright|licen[cs]e|SPDX-", out, re.I)
    else:
        assert out == text


@pytest.mark.slow
def test_stage_keeps_the_stubs_and_drops_the_near_copy(tmp_path: Path) -> None:
    """Through ``cppcorpus run --until dedup``: stubs under a guard-then-notice preamble are kept,
    a renamed copy of a real-shaped header with the same preamble is dropped against it."""
    src = tmp_path / "src"
    src.mkdir()
    files = {
        "tessel/gauss_legendre_check.h": stub(rheolef_style, "gauss_legendre_check"),
        "tessel/gauss_lobatto_jacobi.h": stub(rheolef_style, "gauss_lobatto_jacobi"),
        "tessel/csr_vec_expr.h": stub(rheolef_style, "csr_vec_expr").replace(
            "#endif", "namespace tessel {\n  // moved into csr.h\n}  // namespace tessel\n#endif"
        ),
        "tessel/solver.h": solver(rheolef_style),
        "tessel/solver_v2.h": solver(rheolef_style, rename="_v2"),
    }
    for rel, text in files.items():
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        (src / rel).write_text(text)
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: tessel\n    path: {src}\n")
    root = tmp_path / "lake"
    summary = last_json(
        run_cli("run", "--sources", str(sources), "--root", str(root),
                "--config", str(write_settings(tmp_path / "settings.yaml")), "--until", "dedup").stdout
    )  # fmt: skip
    assert summary["stages"]["dedup"]["stage"] == "dedup"
    drops = [json.loads(x) for x in run_cli("ledger", "--root", str(root), "--drops").stdout.splitlines()]
    assert [(d["stage"], d["path"], d["reason"]) for d in drops] == [
        ("dedup", "tessel/solver_v2.h", "near-duplicate")
    ], drops
    m = re.fullmatch(
        r"near duplicate of tessel:(\S+) \(J=([0-9.]+) >= 0\.7, \d+ of \d+ shingles\)", drops[0]["detail"]
    )
    assert m and m.group(1) == "tessel/solver.h"
    expected = stripped_jaccard(files["tessel/solver_v2.h"], files["tessel/solver.h"])
    assert np.isclose(float(m.group(2)), expected, atol=1e-4)
