"""Filter 26: a tool's "written by" banner; long formula lines in ordinary code (issue 8; THIRTIETH).

One wrong ``data-blob`` reason: a transpiler's runtime header holds the Unicode tables of a Python version (~890
lines of ranges) beside some inline lookup functions; its header says "Written by <pkg>.unicode_tables from Python
itself; do not edit." A tool wrote the whole file, so ``auto-generated`` is the reason. A header comment naming a
tool (a dotted module, a script path, a program name) as the file's writer, producer or creator, with "do not edit"
(or "don't edit", "do not modify") in the same comment, is now a generator's banner; a person ("written by John
Smith"), "written by hand" and a "do not edit below this line" section marker are not.

One wrong ``long-line`` drop: a physics library's hand-written matching code (thousands of lines of classes,
loops and comments) has 17 long lines, each one formula statement (``C9pc += get(...)*get(...)/...;``), 0.10 of
the code. Such lines (one statement that assigns or returns an arithmetic expression) no longer count among the
"many long lines" of a generator when they hold at most a quarter of the code. Minified code (many statements a
line), files made of long lines and lines of names or values still drop.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

import random

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()


def _ranges(name: str, n: int, rng: random.Random) -> str:
    cps = sorted(rng.sample(range(0x41, 0x2FFFF), 2 * n))
    cells = [f"{{0x{cps[2 * i]:X}, 0x{cps[2 * i + 1]:X}}}" for i in range(n)]
    rows = [", ".join(cells[i : i + 6]) + "," for i in range(0, n, 6)]
    return f"inline constexpr Range {name}[] = {{\n    " + "\n    ".join(rows) + "\n};\n"


def _unicode_header(banner: str) -> str:
    """A runtime header: Unicode range tables, then the functions that search them."""
    rng = random.Random(26)
    tables = "\n".join(_ranges(n, 900, rng) for n in ("alpha", "digit", "space", "upper", "lower"))
    return (
        f"// qt_unicode.hpp: the Unicode 15.1.0 tables Python's str methods use.\n{banner}\n#pragma once\n\n"
        "#include <algorithm>\n#include <cstddef>\n#include <string>\n\n"
        "namespace qt {\nnamespace uni {\n\nstruct Range { char32_t lo, hi; };\n\n"
        + tables
        + """
template <std::size_t N>
inline bool in(const Range (&t)[N], char32_t c) {
    auto it = std::upper_bound(t, t + N, c, [](char32_t v, const Range& r) { return v < r.lo; });
    return it != t && c <= (it - 1)->hi;
}

inline bool isalpha(char32_t c) { return in(alpha, c); }
inline bool isdigit(char32_t c) { return in(digit, c); }
inline bool isspace(char32_t c) { return in(space, c); }

inline std::u32string upper(const std::u32string& s) {
    std::u32string out;
    out.reserve(s.size());
    for (char32_t c : s) {
        out.push_back(in(lower, c) ? c - 32 : c);
    }
    return out;
}

}  // namespace uni
}  // namespace qt
"""
    )


_TOOL_BANNER = "// Written by qt.unicode_tables from Python itself; do not edit."


def test_the_header_is_mostly_tables():
    """The precondition: without a banner the tables make it a data blob (the old reason)."""
    text = _unicode_header("// The tables of the runtime.")
    assert quality_reason("runtime/qt_unicode.hpp", text, CFG)[0] == "data-blob"


def test_a_header_written_by_a_named_tool_is_auto_generated():
    reason = quality_reason("runtime/qt_unicode.hpp", _unicode_header(_TOOL_BANNER), CFG)
    assert reason == ("auto-generated", "Written by qt.unicode_tables")


def test_the_phrasings_of_tool_banners():
    body = "\nint lookup(int c) { return c + 1; }\n"
    for head in (
        "// Written by qt.unicode_tables from Python itself; do not edit.",
        "/* Produced by tools/mkdefs.py -- do not modify. */",
        "// Emitted by gen_tables (don't edit)",
        "/*\n * Created by ./scripts/make-keys\n * from keys.txt. Do not edit.\n */",
    ):
        assert quality.generator_banner(head + body) is not None, head


def test_prose_naming_a_person_or_a_section_is_no_tool_banner():
    body = "\nint lookup(int c) { return c + 1; }\n"
    for head in (
        "// Written by John Smith; do not edit without asking him.",
        "// Written by hand; do not edit the tables below without the spec at hand.",
        "// Created by Jean-Pierre Dupont. Do not modify.",
        "/* Written by jane.doe@example.org. Do not edit. */",
        "// Written by tools/mk.py\n\n// do not edit below this line",  # another comment, and a marker
        "/* Created by mk_tables.\n * -----DO NOT EDIT BELOW THIS LINE-----\n * $Archive: x.a $ */",
        "// Written by qt.unicode_tables.",  # no "do not edit": a credit
    ):
        assert quality.generator_banner(head + body) is None, head


_NAMES = ["mW", "mt", "sw2", "alpha_s", "mu_W", "mass_b", "gF", "vev"]


def _formula(rng: random.Random, lhs: str) -> str:
    """One long physics formula: products and quotients of parameter look-ups, ~1,300 characters."""
    terms = []
    while sum(map(len, terms)) < 1300:
        a, b = rng.randrange(3, 17), rng.randrange(1, 9)
        terms.append(
            f'src.get_val(ParameterType::WILSON, "MATRIX_BSM", {{{a}, ie, ae, {b}}})'
            f"*f{rng.randrange(10, 99)}(pow({rng.choice(_NAMES)}/m[ie], 2.))"
        )
    ops = [rng.choice(("*", "/", "+", "-")) for _ in terms]
    return f"{lhs} += " + "".join(o + t for o, t in zip(ops, terms, strict=True))[1:] + ";"


def _physics(formulas: int, classes: int = 60) -> str:
    """A hand-written matching library: classes of compute functions with loops, comments and short
    statements, and ``formulas`` long formula lines spread over them."""
    rng = random.Random(17)
    long_at = set(rng.sample(range(classes * 3), formulas))
    out = ['#include "WilsonSUSY.h"\n#include <cmath>\n\nnamespace hyper {\n']
    for c in range(classes):
        out.append(
            f"// Coefficients of the {c}-th sector at the matching scale.\nclass Sector{c} {{\npublic:\n"
        )
        for f in range(3):
            k = 3 * c + f
            out.append(f"  double compute_{rng.choice(_NAMES)}_{k}(const Source& src, double q) {{\n")
            out.append(f"    double acc{k} = 0.;  // running sum\n")
            for j in range(rng.randrange(6, 12)):
                v = rng.choice(_NAMES)
                out.append(f"    double t{j} = {v} * q / ({rng.randrange(2, 90)}. + {rng.choice(_NAMES)});\n")
            out.append("    for (int ie = 0; ie < 6; ie++) {\n      for (int ae = 0; ae < 3; ae++) {\n")
            if k in long_at:
                out.append("        " + _formula(rng, f"acc{k}") + "\n")
            else:
                out.append(f"        acc{k} += t0 * kron(ie, ae) / {rng.randrange(2, 50)}.;\n")
            out.append("      }\n    }\n")
            out.append(f'    if (acc{k} < 0.) {{\n      log_warning("negative sum in {c}/{f}");\n    }}\n')
            out.append(f"    return acc{k} * {rng.choice(_NAMES)};\n  }}\n\n")
        out.append("};\n\n")
    out.append("}  // namespace hyper\n")
    return "".join(out)


def test_the_physics_file_has_seventeen_one_statement_lines():
    long = quality.long_lines(_physics(17), CFG.max_line_length)
    assert long.count == 17 and long.statements == 1
    assert long.share < 0.25


def test_a_formula_line_is_one_statement_of_arithmetic():
    line = "        " + _formula(random.Random(1), "C9pc")
    assert len(line) > CFG.max_line_length
    assert quality.is_formula(line)


def test_hand_written_code_with_long_formula_lines_is_kept():
    text = _physics(17)
    assert quality.long_lines(text, CFG.max_line_length).formulas == 17
    assert quality_reason("WCoef/BSM/BWilsonSUSY.cpp", text, CFG) is None


def test_code_version():
    assert int(filter_stage.CODE_VERSION) >= 26


# Guards of the mechanism: what still drops.


def test_a_file_made_of_formula_lines_still_drops():
    """Formula lines holding more than a quarter of the code (and, filter 27, more than one code line in fifty) are
    no few lines in ordinary code."""
    rng = random.Random(3)
    text = "#include <cmath>\nvoid jac(const double* x, double* J) {\n"
    text += "".join("  " + _formula(rng, f"J[{i}]") + "\n" for i in range(12)) + "}\n"
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.formulas == 0 and long.count == 12
    assert quality_reason("jac.c", text, CFG)[0] == "long-line"


def test_formula_lines_over_a_quarter_of_the_code_still_drop():
    text = _physics(90, classes=32)
    long = quality.long_lines(text, CFG.max_line_length)
    assert 0.25 < long.share < CFG.min_long_line_share
    assert long.formulas == 0
    assert quality_reason("gen_matching.cpp", text, CFG)[0] == "long-line"


def test_minified_lines_are_no_formulas():
    stmt = "if(a[i]>b){b=a[i]*2;k=i-1;}c+=a[i]/3;"
    line = "x=" + "+".join(f"y{i}" for i in range(10)) + ";" + stmt * 40
    assert not quality.is_formula(line)
    text = "#include <stdlib.h>\n" + _physics(0) + "".join(f"void m{i}(){{{line}}}\n" for i in range(6))
    assert quality_reason("min.c", text, CFG)[0] == "long-line"


def test_long_lines_of_names_are_no_formulas():
    """A generator's template aliases and lists of names hold no arithmetic."""
    lines = [
        f"using L{i} = list<" + ", ".join(f"arg<{k}, T{k}>" for k in range(150)) + ">;" for i in range(6)
    ]
    assert not any(quality.is_formula(x) for x in lines)
    text = _physics(0) + "\n".join(lines) + "\n"
    assert quality_reason("lists.hpp", text, CFG)[0] == "long-line"


def test_a_packed_string_is_no_formula():
    """A declaration whose length is a string literal (a compressed blob a generator packs) is data."""
    line = 'const char* const cstring = "' + "BZh91AY&SY\\354h{\\031\\000" * 80 + '";'
    assert len(line) > CFG.max_line_length
    assert not quality.is_formula(line)


def test_a_long_call_with_casts_is_no_formula():
    """A generated call passing dozens of cast pointers: its ``*`` are casts and dereferences, no arithmetic."""
    args = ", ".join(f"((double *)__pyx_f_data(((PyArrayObject *)__pyx_v_a{k})))" for k in range(30))
    line = f"    __pyx_v_result_code = EMD_wrap(__pyx_v_n1, {args});"
    assert len(line) > CFG.max_line_length
    assert not quality.is_formula(line)
