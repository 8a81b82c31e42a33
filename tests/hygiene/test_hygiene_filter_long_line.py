"""``long-line`` on FIFTH's false drops (benchmarks/RESULTS.md, filter): one over-long line in an
otherwise hand-written file is no quality signal; minified and machine-written code still is.

Small files written for these tests in the shape of the real ones: an Open CASCADE-style class header
whose ``Init`` takes 20 handles on one line, a libgit2-style test with one 4,000-character path
literal, a polynomial evaluator with one long unrolled Horner expression; against a line of minified
code, a file that is one long line, and a generator's output with a dozen over-long lines.
"""

from __future__ import annotations

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()

FIELDS = ["InternalLocation", "StreetNumber", "Street", "PostalBox", "Town", "Region", "PostalCode"]
FIELDS += ["Country", "FacsimileNumber", "TelephoneNumber", "ElectronicMailAddress", "TelexNumber"]


def _init_declaration() -> str:
    params = ", ".join(
        f"const Standard_Boolean hasA{f}, const Handle(TCollection_HAsciiString)& a{f}" for f in FIELDS
    )
    return f"  Standard_EXPORT void Init ({params});\n"


def _accessors() -> str:
    return "".join(
        f"  Standard_EXPORT void Set{f} (const Handle(TCollection_HAsciiString)& a{f});\n"
        f"  Standard_EXPORT Handle(TCollection_HAsciiString) {f}() const;\n"
        f"  Standard_EXPORT Standard_Boolean Has{f}() const;\n"
        for f in FIELDS[:4]
    )


def test_a_class_header_with_one_long_declaration_is_kept():
    """The long line is half of a small header's code: one declaration, not minified code."""
    decl = _init_declaration()
    assert len(decl) > CFG.max_line_length
    text = (
        "#ifndef _StepBasic_PersonalAddress_HeaderFile\n#define _StepBasic_PersonalAddress_HeaderFile\n\n"
        "#include <Standard.hxx>\n#include <StepBasic_Address.hxx>\n\n"
        "class StepBasic_PersonalAddress : public StepBasic_Address\n{\npublic:\n\n"
        "  //! Returns a PersonalAddress\n  Standard_EXPORT StepBasic_PersonalAddress();\n\n"
        + decl
        + _accessors()
        + "\n  DEFINE_STANDARD_RTTIEXT(StepBasic_PersonalAddress,StepBasic_Address)\n\n"
        "private:\n  Handle(StepBasic_HArray1OfPerson) people;\n};\n\n#endif\n"
    )
    assert quality.is_one_declaration(decl)  # one declaration on a line is no long line at all
    assert quality.long_lines(text, CFG.max_line_length).count == 0
    assert quality_reason("opencascade/StepBasic_PersonalAddress.hxx", text, CFG) is None


def test_a_test_with_one_long_path_literal_is_kept():
    path = "C:\\\\This path is 4096 chars and is sadly too long for git\\\\" + "0123456789abcdefghij" * 200
    text = (
        '#include "clar_libgit2.h"\n#include "path.h"\n\n'
        + "".join(
            f"void test_path_win32__case_{i}(void)\n{{\n\tgit_win32_path out;\n"
            f'\tcl_assert(git_win32_path_from_utf8(out, "C:\\\\dir{i}\\\\file.txt") > {i});\n'
            f"\tcl_assert_equal_i(0, check_path(out, {i}));\n}}\n\n"
            for i in range(8)
        )
        + f'void test_path_win32__too_long(void)\n{{\n\tgit_win32_path out;\n\tcl_check_fail(git_win32_path_from_utf8(out, "{path}"));\n}}\n'
    )
    assert quality_reason("libgit2/tests/path/win32.c", text, CFG) is None


def test_one_long_expression_in_a_template_class_is_kept():
    horner = " + ".join(f"x*(P[{k}] + y*(P[{k + 1}] + z*P[{k + 2}]))" for k in range(0, 90, 3))
    text = (
        "namespace bgeot {\n  template <typename T> class polynomial {\n    std::vector<T> P;\n  public:\n"
        + "".join(
            f"    T coeff{i}() const {{ return P[{i}]; }}\n    void set{i}(T v) {{ P[{i}] = v; }}\n"
            for i in range(20)
        )
        + f"    T eval(T x, T y, T z) const {{\n      return P[0] + {horner};\n    }}\n"
        + "  };\n}\n"
    )
    assert max(map(len, text.splitlines())) > CFG.max_line_length
    assert quality_reason("getfem/bgeot_poly.h", text, CFG) is None


NORMAL = "".join(
    f"int scale_{i}(int a, int b)\n{{\n    int r = a * {i} + b;\n    return r > 0 ? r : -r;\n}}\n\n"
    for i in range(30)
)


def test_a_line_of_minified_code_still_drops_beside_normal_code():
    minified = "".join(f"static int m{i}(int a){{int b=a+{i};return b*b;}}" for i in range(40))
    assert len(minified) > CFG.max_line_length
    verdict = quality_reason("lib.c", "#include <x.h>\n" + minified + "\n" + NORMAL, CFG)
    assert verdict is not None and verdict[0] == "long-line", verdict
    assert "statements" in verdict[1]


def test_a_file_that_is_one_long_line_drops():
    expression = "int table_sum = " + " + ".join(f"f(a[{i}], b[{i}])" for i in range(120)) + ";"
    verdict = quality_reason("sum.h", "#pragma once\n" + expression + "\n", CFG)
    assert verdict is not None and verdict[0] == "long-line", verdict
    assert quality.long_lines(expression, CFG.max_line_length).share == 1.0


def test_many_over_long_lines_of_generated_code_drop():
    """A generator without a banner writing a dozen over-long lines (per-arity template parameter
    lists) drops, though they are a small share of a large file."""
    lines = "".join(
        f"template <{', '.join(f'typename T{k}' for k in range(90))}>\nstruct tuple_{n};\n"
        for n in range(CFG.min_long_lines)
    )
    text = "#pragma once\n" + lines + NORMAL * 3
    measured = quality.long_lines(text, CFG.max_line_length)
    assert measured.count == CFG.min_long_lines and measured.share < CFG.min_long_line_share
    verdict = quality_reason("variadic/tuple.h", text, CFG)
    assert verdict is not None and verdict[0] == "long-line", verdict
