"""Filter rules on TWENTY-FIRST's two wrong drops (issue 8; benchmarks/decisions/twentyfirst, now seen).

``not-cpp``: an include that is one raw string literal (``R"FFIContent(`` over C declarations that
Lua's FFI reads, included into a ``.cc``) was measured as a bare expression, error share 1.00. A file
that is nothing but raw string literals is now judged on what they hold: C declarations parse, a
JSON document or a Lua script still does not.

``long-line``: a long hand-written program whose only long lines are a debug block writing test data
(``y<<"0.000…"<<endl<<…``, 21 lines, 0.14 of the code) dropped on the "at least 5 long lines" clause.
Such lines are rows of values, data written as code: they still count for the share and the
statements, not for the number of lines. Generated code (template parameter lists, tables of names)
still drops on that clause, whatever the length of the file.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

import pytest

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()

LICENCE = """/*
 * This file is part of Acme Resolver.
 * Copyright -- Acme Networks and its contributors
 *
 * This program is free software; you can redistribute it and/or modify it under the terms of
 * version 2 of the GNU General Public License as published by the Free Software Foundation.
 */
"""


def _ffi_declarations() -> str:
    """A C API as a Lua FFI reads it: opaque types, a struct, and prototypes."""
    objects = ["query", "response", "server", "pool", "rule", "packet"]
    fields = ["name", "type", "class", "id", "size", "flags"]
    out = [f"typedef struct acme_ffi_{o} acme_ffi_{o}_t;\n" for o in objects] + [
        "\ntypedef struct acme_ffi_raw_value {\n  const char* value;\n  uint16_t size;\n} acme_ffi_raw_value_t;\n\n"
    ]
    for o in objects:
        for f in fields:
            out.append(
                f"uint16_t acme_ffi_{o}_get_{f}(const acme_ffi_{o}_t* {o})"
                ' __attribute__ ((visibility ("default")));\n'
            )
            out.append(
                f"void acme_ffi_{o}_set_{f}(acme_ffi_{o}_t* {o}, uint16_t {f})"
                ' __attribute__ ((visibility ("default")));\n'
            )
    return "".join(out)


def ffi_interface(prefix: str = "R", delimiter: str = "FFIContent") -> str:
    return f'{prefix}"{delimiter}(\n' + LICENCE + "\n" + _ffi_declarations() + f'){delimiter}"\n'


def test_an_include_that_is_one_raw_string_of_c_declarations_is_kept():
    text = ffi_interface()
    assert quality.raw_string_body(text) == text[len('R"FFIContent(') : -len(')FFIContent"\n')]
    assert quality.cpp_parse_errors(text) == 0.0
    assert quality_reason("acme/acme-lua-ffi-interface.inc", text, CFG) is None


@pytest.mark.parametrize("prefix,delimiter", [("u8R", ""), ("LR", "x"), ("R", "--decl--")])
def test_any_encoding_prefix_and_delimiter(prefix, delimiter):
    text = ffi_interface(prefix, delimiter)
    assert quality.raw_string_body(text) is not None
    assert quality_reason("acme/ffi.inc", text, CFG) is None


def test_raw_string_body_reads_pieces_and_comments_around_them():
    text = '// the FFI declarations, in two pieces (a compiler limits one literal)\nR"a(int f(void);\n)a"\n/* second */ R"a(int g(void);\n)a"\n'
    assert quality.raw_string_body(text) == "int f(void);\n\nint g(void);\n"
    # anything else beside the literal is code, judged as it stands
    assert quality.raw_string_body('static const char* decls = R"(int f(void);)";\n') is None
    assert quality.raw_string_body('R"(int f(void);)" + 1\n') is None
    assert quality.raw_string_body('R"x(int f(void);\n') is None  # never closed
    assert quality.raw_string_body("int f(void);\n") is None


def test_a_raw_string_of_another_language_is_still_not_cpp():
    """Judged on the content: a Lua script or a JSON document quoted for C++ is not C/C++ source."""
    lua = (
        'R"LUA(\n-- default rules\nlocal rules = {}\nfunction rules.add(name, action)\n'
        "  table.insert(rules, { name = name, action = action })\nend\n"
        'for i, r in ipairs(rules) do\n  print(i, r.name)\nend\nreturn rules\n)LUA"\n'
    )
    assert quality_reason("acme/default-rules.inc", lua, CFG)[0] == "not-cpp"
    schema = (
        'R"JSON({\n  "type": "object",\n  "properties": {\n    "name": { "type": "string" },\n'
        '    "segmentation": { "type": "array", "items": { "type": "string" } }\n  }\n})JSON"\n'
    )
    assert quality_reason("acme/config_schema.inc", schema, CFG)[0] == "not-cpp"


def test_earlier_inc_shapes_stay_as_they_were():
    """An X-macro list and a generated table with its script quoted in a comment are C/C++ (NINTH and
    BoringSSL's ``prime.cc.inc`` shape); a Makefile fragment named ``.inc`` is not."""
    xmacro = (
        "// attribute names\n"
        + "".join(f"ACME_ATTR({n}, {i})\n" for i, n in enumerate("abcdefgh"))
        + "#undef ACME_ATTR\n"
    )
    assert quality_reason("acme/attributes.inc", xmacro, CFG) is None
    table = (
        "/* Generated by this script:\n# python3 make_table.py\nfor p in primes:\n    print(p)\n*/\n\n"
        "static const uint16_t kPrimes[] = {\n"
        + "".join(f"    {p}, {p + 2}, {p + 6}, {p + 8},\n" for p in range(11, 400, 10))
        + "};\n"
    )
    assert quality.cpp_parse_errors(table) == 0.0
    make = "CFLAGS += -O2 -Wall\nSRCS = main.c util.c\n\nall: $(SRCS)\n\t$(CC) $(CFLAGS) -o tool $(SRCS)\n"
    assert quality_reason("src/Makefile.inc", make, CFG)[0] == "not-cpp"


# --- long-line ------------------------------------------------------------------------------------


def _function(i: int) -> str:
    return (
        f"double rate_{i}(const std::vector<double>& lengths, double scale)\n{{\n"
        "  double total = 0;\n"
        "  for (size_t k = 0; k < lengths.size(); ++k) {\n"
        f"    if (lengths[k] > {i}) total += lengths[k] * scale;\n"
        "    else total -= scale / (k + 1);\n  }\n"
        "  return total;\n}\n\n"
    )


def _debug_block(rows: int, numbers: int = 48) -> str:
    """The program writes reference distributions for a test: rows of values on one line each."""
    out = ['#ifdef CHECK_DISTRIBUTIONS\n  ofstream y("lengthdist.txt");\n']
    for r in range(rows):
        values = "<<endl<<".join(f'"0.{(r * 7919 + k * 104729) % 10**12:012d}"' for k in range(numbers))
        out.append(f"  y<<{values}<<endl;\n")
    out.append("  y.close();\n#endif\n")
    return "".join(out)


def simulator(rows: int = 21, functions: int = 400) -> str:
    return (
        "#include <fstream>\n#include <vector>\n\nusing namespace std;\n\n"
        + "".join(_function(i) for i in range(functions))
        + "int main(int argc, char* argv[])\n{\n"
        + _debug_block(rows)
        + "  return 0;\n}\n"
    )


def test_a_long_program_writing_rows_of_test_data_is_kept():
    text = simulator()
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count == 21 and long.rows == 21  # the premise: the old clause (>= 5 lines) fired
    assert long.share < 0.25
    assert quality_reason("sim/src/simulator.cpp", text, CFG) is None


def test_is_value_row():
    row = "y<<" + "<<endl<<".join(f'"0.{k:012d}"' for k in range(60)) + "<<endl;"
    assert quality.is_value_row(row)
    assert quality.is_value_row("  check(" + ", ".join(f"V({k}.5f, {k}u)" for k in range(80)) + ");")
    # template parameters and tables of names carry digits in names, not values
    names = "typedef map<" + " , ".join(
        f"fusion::pair<K{k}, typename add_ref<D{k}>::type>" for k in range(40)
    )
    assert not quality.is_value_row(names + "> type;")
    diags = "  /* DiagArray127 */ " + ", ".join(f"diag::warn_compat_{k}" for k in range(60)) + ", -1,"
    assert not quality.is_value_row(diags)
    # a message is text, not a value; one encoded string is one value
    assert not quality.is_value_row('  puts("' + "the run is over, see the log for details " * 30 + '");')
    assert not quality.is_value_row('  const char* blob = "' + "QUJDRA" * 300 + '";')


def test_rows_of_values_that_are_most_of_the_code_still_drop():
    """A file that is mostly long rows is data written out, dropped on the share clause."""
    text = '#include <fstream>\nint main() {\n  std::ofstream y("t.txt");\n' + _debug_block(8) + "}\n"
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.rows == long.count == 8 and long.share >= CFG.min_long_line_share
    assert quality_reason("gen/table_writer.cpp", text, CFG)[0] == "long-line"


def test_a_long_generated_table_of_names_with_a_few_long_lines_still_drops():
    """A TableGen-style file of name lists: 2,000 short rows and six long ones, 0.1 of the code."""
    rows = []
    for i in range(2000):
        rows.append(f"  /* DiagArray{i} */ diag::warn_check_{i}, diag::ext_check_{i}, -1,\n")
        if i % 333 == 100:
            rows.append(
                f"  /* DiagArray{i}b */ "
                + ", ".join(f"diag::warn_compat_{i}_{k}" for k in range(60))
                + ", -1,\n"
            )
    text = "#ifdef GET_DIAG_ARRAYS\nstatic const int16_t DiagArrays[] = {\n" + "".join(rows) + "};\n#endif\n"
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count == 6 and long.rows == 0 and long.share < 0.2
    assert quality_reason("clang/Basic/DiagnosticGroups.inc", text, CFG)[0] == "long-line"


def test_preprocessed_template_code_with_many_long_lines_still_drops():
    params = " , ".join(f"typename T{k}" for k in range(90))
    args = " , ".join(f"T{k}" for k in range(90))
    body = "".join(
        f"    template <{params}>\n    struct make_{i} {{ typedef vector<{args}> type; }};\n"
        for i in range(6)
    )
    text = "namespace boost { namespace fusion {\n" + body + "}}\n" + "".join(_function(i) for i in range(5))
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count >= 6 and long.rows == 0
    assert quality_reason("boost/fusion/preprocessed/make20.hpp", text, CFG)[0] == "long-line"


def test_the_code_version_is_bumped():
    assert int(filter_stage.CODE_VERSION) >= 18
