"""Shingles skip a license block at the *end* of a file too, never a doc comment between code.

Issue 8 item 5 ("unrelated files sharing a license header"), as seen on EIGHTH: ERFA (astropy's
bundled SOFA port) closes every ``.c`` file with a ~65-line license block after the function, so
``cpv.c`` was dropped against ``cp.c`` (J 0.79) and ``pvppv.c`` against ``anp.c`` (J 0.70), different
functions alike only through that block. The files here are written for the test: a fictional
library, Almagest, in that shape (the doc comment between the signature and the body, which names
a copyright too, and a BSD-style license block after the closing brace).
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

LICENSE = [
    "-" * 70,
    "",
    "Copyright (C) 2015-2024, The Almagest Project.",
    "All rights reserved.",
    "",
    "This library is derived, with permission, from the Orrery Society's",
    "reference routines, available from the Society's archive.  The",
    "routines have been renamed and restructured; see the Almagest",
    "documentation for how they differ from the originals.",
    "",
    "The Almagest Project is not the Orrery Society, and its routines are",
    "neither endorsed nor validated by the Society.  Bug reports go to the",
    "Almagest issue tracker, never to the Society.",
    "",
    "Redistribution and use in source and binary forms, with or without",
    "modification, are permitted provided that the following conditions",
    "are met:",
    "",
    "1 Redistributions of source code must retain the above copyright",
    "  notice, this list of conditions and the following disclaimer.",
    "",
    "2 Redistributions in binary form must reproduce the above copyright",
    "  notice, this list of conditions and the following disclaimer in",
    "  the documentation and/or other materials provided with the",
    "  distribution.",
    "",
    "3 Neither the name of the Almagest Project nor the names of its",
    "  contributors may be used to endorse or promote products derived",
    "  from this software without specific prior written permission.",
    "",
    "THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS",
    '"AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT',
    "LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS",
    "FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE",
    "COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT,",
    "INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING,",
    "BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES;",
    "LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER",
    "CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT",
    "LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY",
    "WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE",
    "POSSIBILITY OF SUCH DAMAGE.",
    "",
    "Altered versions of these routines must be plainly marked as such",
    "and must not be misrepresented as the Almagest originals: a",
    "routine whose results differ from the reference must carry a new",
    "name outside the alm prefix, and its documentation must say which",
    "routine it was derived from and how its behaviour differs.",
    "",
    "The routines are provided for reference; no undertaking is made",
    "that they will be maintained, corrected or kept compatible with",
    "later releases of the Orrery reference routines.",
    "",
    "Correspondence concerning Almagest software should be addressed",
    "to the maintainers listed in the project's MAINTAINERS file.",
    "",
    "-" * 70,
]


def trailer(marker: str = "**") -> str:
    """The license block as Almagest closes every file with it."""
    return "/*" + "".join(f"\n{marker}  {line}".rstrip() for line in LICENSE) + "\n*/\n"


def routine(
    name: str,
    signature: str,
    purpose: str,
    given: list[str],
    returned: list[str],
    body: str,
    notes: list[str] = (),
    called: list[str] = (),
) -> str:
    """One Almagest source file: include, signature, doc comment, body, the license block."""
    spaced = " ".join(name)
    rule = "- " * (len(name) + 2)
    doc = [rule.rstrip(), f" {spaced}", rule.rstrip(), "", purpose, "", "Given:"]
    doc += [f"   {g}" for g in given] + ["", "Returned:"] + [f"   {r}" for r in returned]
    if notes:
        doc += ["", "Notes:", ""] + [f"{k}) {n}" for k, n in enumerate(notes, 1)]
    if called:
        doc += ["", "Called:"] + [f"   {c}" for c in called]
    doc += [
        "",
        "Copyright (C) 2015-2024, The Almagest Project.",
        "Derived from the Orrery routines.  See notes at end of file.",
    ]
    comment = "/*\n" + "".join(f"**  {line}".rstrip() + "\n" for line in doc) + "*/\n"
    return f'#include "almagest.h"\n\n{signature}\n{comment}{{\n{body}\n}}\n' + trailer()


CP = routine(
    "almCp",
    "void almCp(double p[3], double c[3])",
    "Copy a p-vector.",
    ["p        double[3]     p-vector to be copied"],
    ["c        double[3]     copy"],
    "   c[0] = p[0];\n   c[1] = p[1];\n   c[2] = p[2];\n\n   return;",
)
CPV = routine(
    "almCpv",
    "void almCpv(double pv[2][3], double c[2][3])",
    "Copy a position/velocity vector.",
    ["pv       double[2][3]    position/velocity vector to be copied"],
    ["c        double[2][3]    copy"],
    "   almCp(pv[0], c[0]);\n   almCp(pv[1], c[1]);\n\n   return;",
    called=["almCp       copy p-vector"],
)
ANP = routine(
    "almAnp",
    "double almAnp(double a)",
    "Normalize angle into the range 0 <= a < 2pi.",
    ["a        double     angle (radians)"],
    ["         double     angle in range 0-2pi"],
    "   double w;\n\n   w = fmod(a, ALM_D2PI);\n   if (w < 0) w += ALM_D2PI;\n\n   return w;",
)


def pv_arith(name: str, op: str, helper: str, helper_doc: str) -> str:
    """pv-vector addition or subtraction: the same routine modulo the operator and names."""
    return routine(
        name,
        f"void {name}(double a[2][3], double b[2][3], double amb[2][3])",
        f"Combine two pv-vectors: a {op} b.",
        ["a        double[2][3]      first pv-vector", "b        double[2][3]      second pv-vector"],
        [f"amb      double[2][3]      a {op} b"],
        f"   {helper}(a[0], b[0], amb[0]);\n   {helper}(a[1], b[1], amb[1]);\n\n   return;",
        notes=[
            "It is permissible to re-use the same array for any of the",
            "   arguments, so a call such as (a, b, a) updates a in place.",
            "The velocity components are combined exactly as the positions are.",
            "No check is made that the two pv-vectors refer to the same epoch,",
            "   frame or units; the caller must ensure that they do.",
        ],
        called=[f"{helper}      {helper_doc}"],
    )


PVMPV = pv_arith("almPvmpv", "-", "almPmp", "p-vector minus p-vector")
PVPPV = pv_arith("almPvppv", "+", "almPpp", "p-vector plus p-vector")


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
    """What the stage's library path keeps, and each dropped name's similarity to its kept one."""
    names = sorted(texts)
    edges, sim = near_duplicate_edges([strip_license_comments(texts[n]) for n in names])
    rep, j = greedy_representatives(edges, sim, names, THRESHOLD)
    return {names[i] for i in range(len(names)) if rep[i] == i}, {
        names[i]: float(j[i]) for i in range(len(names)) if rep[i] != i
    }


def raw_jaccard(a: str, b: str) -> float:
    return exact_jaccard(shingle_set(a), shingle_set(b))


def stripped_jaccard(a: str, b: str) -> float:
    return exact_jaccard(shingle_set(strip_license_comments(a)), shingle_set(strip_license_comments(b)))


@pytest.mark.parametrize(("a", "b"), [(CP, CPV), (CP, ANP), (ANP, CPV)], ids=["cp-cpv", "cp-anp", "anp-cpv"])
def test_files_sharing_only_a_trailing_license_are_not_near_duplicates(a: str, b: str) -> None:
    assert raw_jaccard(a, b) >= THRESHOLD  # the premise: on the raw text the trailing block makes them alike
    assert strip_license_header(a) == a  # the preamble rule alone does not see it
    assert stripped_jaccard(a, b) < 0.5
    kept, dropped = survivors({"cp.c": a, "other.c": b})
    assert kept == {"cp.c", "other.c"} and not dropped


def test_true_near_copies_with_a_trailing_license_still_drop() -> None:
    texts = {"anp.c": ANP, "cp.c": CP, "cpv.c": CPV, "pvmpv.c": PVMPV, "pvppv.c": PVPPV}
    kept, dropped = survivors(texts)
    assert kept == {"anp.c", "cp.c", "cpv.c", "pvmpv.c"}
    assert dropped["pvppv.c"] == stripped_jaccard(PVPPV, PVMPV) >= THRESHOLD


def test_the_doc_comment_stays_though_it_names_a_copyright() -> None:
    out = strip_license_comments(CPV)
    assert "Copy a position/velocity vector." in out
    assert "Copyright (C) 2015-2024, The Almagest Project.\n**  Derived" in out  # the doc comment's line
    assert "Redistribution" not in out and "DISCLAIMED" not in out
    assert out.rstrip().endswith("return;\n}")


CODE = "int alm_version(void)\n{\n   return 3;\n}\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # after the guard's #endif, in // lines, with an editor modeline after it (goes too)
        (
            "#ifndef ALM_H\n#define ALM_H\n" + CODE + "#endif /* ALM_H */\n\n"
            "// Copyright 2024 The Almagest Project.\n// Licensed under the BSD 3-Clause License.\n\n"
            "// vim: set ts=3 sw=3:\n",
            "#ifndef ALM_H\n#define ALM_H\n" + CODE + "#endif /* ALM_H */\n",
        ),
        # before the guard's #endif, CRLF line ends
        (
            ("#ifndef ALM_H\n#define ALM_H\n" + CODE + trailer(" *") + "#endif\n").replace("\n", "\r\n"),
            ("#ifndef ALM_H\n#define ALM_H\n" + CODE + "#endif\n").replace("\n", "\r\n"),
        ),
        # notes before the license stay; a string holding "/*" does not hide the code before it
        (
            'const char *alm_pattern = "/* not a comment";\n/* Notes: see almanac tables. */\n\n' + trailer(),
            'const char *alm_pattern = "/* not a comment";\n/* Notes: see almanac tables. */\n',
        ),
        # a directive's continuation line and nothing else: preamble and epilogue meet, each block goes once
        (
            "#define ALM_TABLE \\\n   { 1, 2, 3 }\n/* Copyright 2024 The Almagest Project. */\n\n"
            "#define ALM_N 3\n// Licensed under the BSD 3-Clause License.\n",
            "#define ALM_TABLE \\\n   { 1, 2, 3 }\n\n#define ALM_N 3\n",
        ),
    ],
    ids=["after-endif", "before-endif-crlf", "notes-stay", "macro-continuation"],
)
def test_trailing_block_shapes(text: str, expected: str) -> None:
    assert tokenize(strip_license_comments(text)) == tokenize(expected)


def test_what_stays() -> None:
    # a license block between two functions is no epilogue: shingled
    middle = CODE + trailer() + "int alm_patch(void) { return 1; }\n"
    assert strip_license_comments(middle) == middle
    # a comment after a directive names a macro, not a license; the code before it is kept too
    cfg = "#ifndef ALM_LICENSE_H\n#define ALM_LICENSE_H\nint alm_gpl_ok(void);\n#endif // ALM_LICENSE_H\n"
    assert strip_license_comments(cfg) == cfg
    # a file of nothing but a license and guard lines is taken whole
    only = "#ifndef ALM_H\n#define ALM_H\n#endif\n" + trailer()
    assert strip_license_comments(only) == only
    # a string whose text names a license is code
    url = 'static const char *alm_license = "BSD-3-Clause, see LICENSE";\n'
    assert strip_license_comments(url) == url


_EPILOGUE = [
    "\n",
    "#endif /* ALM_H */\n",
    '#include "alm/extra.inc"\n',
    "/* Notes: the tables are from the 2024 almanac. */\n",
    "// end of file\n",
    trailer(),
    "// SPDX-License-Identifier: BSD-3-Clause\n",
    "// Copyright 2024 The Almagest Project. All rights reserved.\n",
]
_NOTICES = _EPILOGUE[5:]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(_EPILOGUE), max_size=8),
    st.sampled_from([CODE, "struct alm_frame { double r[3][3]; };\n", CP.removesuffix(trailer())]),
)
def test_code_and_directives_always_survive(items: list[str], code: str) -> None:
    """Whatever follows the code, the stripped text keeps the code and every directive, and no
    license notice is left after the code when any was there."""
    text = code + "".join(items)
    out = strip_license_comments(text)
    assert out.startswith(strip_license_comments(code))
    directives = [line for line in text.splitlines() if line.startswith("#")]
    assert [line for line in out.splitlines() if line.startswith("#")] == directives
    tail = out[len(strip_license_comments(code)) :]
    if any(n in items for n in _NOTICES):
        assert not re.search(r"copyright|licen[cs]e|SPDX-", tail, re.I)
    else:
        assert out == text


@pytest.mark.slow
def test_stage_keeps_the_unrelated_routines_and_drops_the_near_copy(tmp_path: Path) -> None:
    """Through ``cppcorpus run --until dedup``: routines sharing only the trailing license are kept,
    the pv-vector subtraction is dropped against the addition with the stripped texts' Jaccard."""
    src = tmp_path / "src" / "almagest"
    src.mkdir(parents=True)
    files = {"anp.c": ANP, "cp.c": CP, "cpv.c": CPV, "pvmpv.c": PVMPV, "pvppv.c": PVPPV}
    for rel, text in files.items():
        (src / rel).write_text(text)
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: almagest\n    path: {src}\n")
    root = tmp_path / "lake"
    summary = last_json(
        run_cli("run", "--sources", str(sources), "--root", str(root),
                "--config", str(write_settings(tmp_path / "settings.yaml")), "--until", "dedup").stdout
    )  # fmt: skip
    assert summary["stages"]["dedup"]["stage"] == "dedup"
    drops = [json.loads(x) for x in run_cli("ledger", "--root", str(root), "--drops").stdout.splitlines()]
    assert [(d["stage"], d["path"], d["reason"]) for d in drops] == [
        ("dedup", "pvppv.c", "near-duplicate")
    ], drops
    m = re.fullmatch(
        r"near duplicate of almagest:(\S+) \(J=([0-9.]+) >= 0\.7, \d+ of \d+ shingles\)", drops[0]["detail"]
    )
    assert m and m.group(1) == "pvmpv.c"
    assert np.isclose(float(m.group(2)), stripped_jaccard(PVPPV, PVMPV), atol=1e-4)
