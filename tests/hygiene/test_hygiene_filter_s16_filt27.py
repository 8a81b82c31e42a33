"""Filter 27: long formula lines are judged by their share of the code lines (THIRTYSECOND).

One wrong ``long-line`` drop: a hand-written CUDA/Mako kernel file (850 lines, 26 functions, a translation of
a MATLAB strain code) writes its six strain components as one statement each, ``out.x = <formula>;``, the
MATLAB continuation lines joined: 1,000 to 5,000 characters a line. Filter 26 let formula lines count no more
among the "many long lines" only while they held at most a quarter of the code's characters; these six hold
0.47 of it, so the file dropped. One formula's length is no sign of a generator: what a generator writes is
long lines by the dozen, a large share of its lines (a sympy module: one ``return <expression>;`` per
function) or minified code (many statements a line). Formula lines are now exempt while they are at most one
in fifty of the file's code lines (``quality.FORMULA_MAX_LINE_SHARE``), whatever share of the characters
they hold; a file made mostly of long lines (share >= 0.75) and minified code still drop.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

import random

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()

_VARS = ("nu", "N1", "W4", "W5", "W6", "y1", "y2", "y3b", "rb", "cotB", "cosB", "sinB", "a", "rFib_ry2")


def _term(rng: random.Random, depth: int = 0) -> str:
    """A piece of a MATLAB-style strain expression: products, quotients and sums of the kernel's variables."""
    if depth > 2 or rng.random() < 0.3:
        v = rng.choice(_VARS)
        return f"{v}*{rng.choice(_VARS)}" if rng.random() < 0.5 else v
    op = rng.choice(("+", "-", "*", "/"))
    inner = f"{_term(rng, depth + 1)}{op}{_term(rng, depth + 1)}"
    return f"({inner})" if op in "+-" else inner


def _formula(rng: random.Random, lhs: str, chars: int) -> str:
    """One statement ``lhs = <expression>;`` of about ``chars`` characters."""
    parts = []
    n = 0
    while n < chars:
        t = f"{rng.randrange(1, 5)}.0/{rng.randrange(2, 9)}.0*({_term(rng)})"
        parts.append(t)
        n += len(t) + 1
    return (
        f"{lhs} = b1*("
        + rng.choice("+-").join(parts[:1])
        + "".join(rng.choice("+-") + p for p in parts[1:])
        + ");"
    )


def _kernel_file(
    functions: int = 26, formula_chars: tuple[int, ...] = (2500, 2500, 1900, 5200, 4700, 4900)
) -> str:
    """A hand-written kernel source: structs, comments, ``functions`` short device functions, and one
    function computing a strain tensor whose components are one long formula line each."""
    rng = random.Random(27)
    out = [
        '<%def name="common()">\n',
        "// Angular dislocation kernels, translated from the MATLAB code of the reference paper.\n",
        "#define WITHIN_KERNEL __device__\n\n",
        "typedef struct Real3 { Real x; Real y; Real z; } Real3;\n",
        "typedef struct Real6 { Real x; Real y; Real z; Real a; Real b; Real c; } Real6;\n\n",
    ]
    for f in range(functions):
        out.append(f"// Helper {f}: a step of the coordinate transformation.\n")
        out.append(f"WITHIN_KERNEL Real3 step{f}(Real3 a, Real3 b, Real nu) {{\n")
        out.append("    Real3 out;\n")
        for j in range(rng.randrange(12, 20)):
            v = rng.choice(_VARS)
            out.append(f"    Real t{j} = a.x * {v} - b.y / ({rng.randrange(2, 9)}.0 + nu);\n")
        out.append("    if (t0 < 0) {\n        out.x = -t0;\n    } else {\n        out.x = t0;\n    }\n")
        out.append("    out.y = t1 * b.z;\n    out.z = t2 + a.y;\n    return out;\n}\n\n")
    out.append("WITHIN_KERNEL Real6 AngDisStrain(Real x, Real y, Real z, Real alpha, Real b1, Real nu) {\n")
    out.append("    Real cosA = cos(alpha);\n    Real sinA = sin(alpha);\n    Real6 out;\n")
    for comp, chars in zip("xyzabc", formula_chars, strict=False):
        out.append("    " + _formula(rng, f"out.{comp}", chars) + "\n")
    out.append("    return out;\n}\n</%def>\n")
    return "".join(out)


def test_the_kernel_file_has_six_long_one_statement_formulas_holding_a_large_share():
    """The precondition: six formula lines, one statement each, over a quarter of the code's characters
    (filter 26's bound), under the share that marks a file made of long lines."""
    text = _kernel_file()
    lines = [x for x in text.splitlines() if len(x) > CFG.max_line_length]
    assert len(lines) == 6 and all(quality.is_formula(x) for x in lines)
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count == 6 and long.statements == 1
    assert 0.25 < long.share < CFG.min_long_line_share


def test_a_hand_written_file_with_a_few_long_formula_statements_is_kept():
    text = _kernel_file()
    assert quality.long_lines(text, CFG.max_line_length).formulas == 6
    assert quality_reason("cutde/common.cu", text, CFG) is None


def test_the_same_formulas_in_a_small_file_still_drop():
    """Six formula lines among too few ordinary ones (more than one line in fifty) are a generator's lines."""
    text = _kernel_file(functions=6, formula_chars=(1200,) * 6)
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count == 6 and long.formulas == 0
    assert long.share < CFG.min_long_line_share
    assert quality_reason("kernels/small.cu", text, CFG)[0] == "long-line"


def _sympy_module(functions: int = 8) -> str:
    """A sympy-generated header: one short inline function per moment, each one ``return <expression>;``."""
    rng = random.Random(8)
    out = [
        "// Inline closed-form moments D_pq for p, q in {0..3}.\n",
        "#pragma once\n#include <cmath>\n\n",
    ]
    for f in range(functions):
        out.append(f"static inline double D_pq_{f // 4}_{f % 4}(double alpha, double beta, double a) {{\n")
        out.append("    " + _formula(rng, "double r", 1300).replace("double r =", "return", 1) + "\n}\n\n")
    # a hand-written tail of ordinary lines, enough to keep the long lines under 0.75 of the code
    out.append("static inline double D_pq(int p, int q, double alpha, double beta, double a) {\n")
    out.append("    switch (4 * p + q) {\n")
    for f in range(functions):
        out.append(f"    case {f}: return D_pq_{f // 4}_{f % 4}(alpha, beta, a);  // moment {f}\n")
    out.append("    default: return 0.0;\n    }\n}\n")
    out.extend(
        f"static const double kWeight{i} = {i}.0 / (1.0 + alpha_{i} * beta_{i} * scale_{i});\n"
        for i in range(40)
    )
    return "".join(out)


def test_a_generated_formula_file_with_many_long_lines_still_drops():
    text = _sympy_module()
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count == 8 and long.statements == 1
    assert long.share < CFG.min_long_line_share  # not dropped by the share: by the number of lines
    assert long.formulas == 0  # eight of some seventy code lines: far more than one in fifty
    assert quality_reason("momwire/_bspline_moments_inline.h", text, CFG)[0] == "long-line"


def test_minified_code_still_drops():
    """Many statements on a line: minified code, whatever the share of its lines."""
    rng = random.Random(5)
    statement = "a{0}=b{0}*c{0}+d{0};if(a{0}>e)e=a{0};"
    line = "".join(statement.format(rng.randrange(100)) for _ in range(40))
    text = _kernel_file().replace(
        "    return out;\n}\n</%def>", "    " + line + "\n    return out;\n}\n</%def>"
    )
    assert not quality.is_formula("    " + line)
    assert quality_reason("kernels/min.cu", text, CFG)[0] == "long-line"


def test_code_version():
    assert int(filter_stage.CODE_VERSION) >= 27
