"""Filter rules on NINTH's false drops (issue 8; benchmarks/decisions/ninth, now seen): X-macro lists
("dict" include files, ``NAME(args)`` per line and no ``;``) that a C++ header ``#include``s were dropped
as ``not-cpp``. They are C preprocessor source; real non-C files holding ``word(args)`` lines (prose,
CMake, a Makefile, Python, shell, data) are still ``not-cpp``.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

import doctest

import pytest

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()

_BANNER = (
    "// Copyright Jane Doe 2019.\n"
    "// Distributed under the Boost Software License, Version 1.0.\n"
    "// (See accompanying file LICENSE_1_0.txt or copy at\n"
    "// http://www.boost.org/LICENSE_1_0.txt)\n"
    "//\n"
    "// See the project page for the library's home.\n\n"
)

# A list of three attribute names, the last line without a newline (as the real one ends).
ATTRIBUTE_LIST = (
    _BANNER + "XMLDICT_ON(requiredFeatures)\nXMLDICT_ON(requiredExtensions)\nXMLDICT_ON(systemLanguage)"
)

# Indented entries with a trailing blank, two macros, namespaced pairs.
NAMESPACED_LIST = (
    _BANNER
    + "".join(
        f" XMLDICT_ON({name}) \n" for name in ("type", "tableValues", "slope", "intercept", "amplitude")
    )
    + " XMLDICT_ON_NS(xml, lang) \n XMLDICT_ON_NS(xml, space)"
)

# The LLVM ``.def`` shape: a default definition, entries with several arguments (one spanning two lines,
# one with a nested expression and a string), comments after entries, the macro undefined at the end.
OPCODE_TABLE = (
    "/* Opcode table of the toy virtual machine: each entry is OPCODE(name, operands, flags, text). */\n"
    "#ifndef OPCODE\n#define OPCODE(name, operands, flags, text)\n#endif\n\n"
    'OPCODE(Nop,   0, 0,                   "nop")\n'
    'OPCODE(Load,  1, FLAG_READS,          "load")   // pushes a constant\n'
    'OPCODE(Store, 1, FLAG_WRITES,         "store")\n'
    'OPCODE(Jump,  1, (FLAG_BRANCH | FLAG_TERMINATOR),\n       "jump")\n'
    'OPCODE(Call,  2, FLAG_READS | FLAG_WRITES, "call")\n'
    "\n#undef OPCODE\n"
)


@pytest.mark.parametrize("text", [ATTRIBUTE_LIST, NAMESPACED_LIST, OPCODE_TABLE])
def test_an_x_macro_list_is_not_not_cpp(text):
    assert quality.is_macro_list(text)
    assert quality.cpp_parse_errors(text) == 0.0
    for name in ("detail/dict/enumerate_attributes.inc", "detail/dict/ENUMERATE_ATTRIBUTES"):
        verdict = quality_reason(name, text, CFG)
        assert verdict is None or verdict[0] != "not-cpp", (name, verdict)


def test_a_tiny_x_macro_list_may_still_be_too_small():
    tiny = "XMLDICT_ON(id)\nXMLDICT_ON(base)\n"
    assert quality.cpp_parse_errors(tiny) == 0.0
    assert quality_reason("dict/core.inc", tiny, CFG)[0] == "too-small"


PROSE = (
    "Release notes\n=============\n\n"
    "The parser was rewritten this year. Call the new entry point as shown below:\n\n"
    "parse(buffer)\n"
    "render(tree)\n\n"
    "Older releases exposed PARSE(buffer) and RENDER(tree) instead; they still work but print a\n"
    "deprecation warning. See the manual for the details of every option.\n"
)
CMAKE = (
    "cmake_minimum_required(VERSION 3.10)\n"
    "project(demo)\n"
    "add_library(demo STATIC src/demo.c)\n"
    "target_include_directories(demo PUBLIC include)\n"
    "install(TARGETS demo)\n"
)
OLD_CMAKE = (
    "PROJECT(demo)\n"
    'SET(SOURCES "${PROJECT_SOURCE_DIR}/a.c" "${PROJECT_SOURCE_DIR}/b.c")\n'
    "ADD_EXECUTABLE(demo ${SOURCES})\n"
    "TARGET_LINK_LIBRARIES(demo m)\n"
    'MESSAGE(STATUS "configured demo")\n'
)
OLD_CMAKE_PLAIN = "PROJECT(demo)\nADD_EXECUTABLE(demo main.c util.c)\nINSTALL(TARGETS demo DESTINATION bin)\n"
MAKEFILE = "OBJS = a.o b.o\n\nall: $(OBJS)\n\t$(CC) -o demo $(OBJS)\n\nclean:\n\trm -f $(OBJS) demo\n"
PYTHON = (
    "import sys\nimport os\n\n\ndef main():\n    print(sys.argv)\n    os.exit(0)\n\n\n"
    'if __name__ == "__main__":\n    main()\n    setup(name)\n'
)
SHELL = "set -e\ncleanup() {\n  rm -rf build\n}\ntrap cleanup EXIT\nbuild(demo)\n"
DATA = "ALPHA(1) 0.25\nBETA(2) 0.50\nGAMMA(3) 0.75\n"
M4 = "AC_SUBST([DEMO_CFLAGS])\nAC_SUBST([DEMO_LIBS])\nAC_CONFIG_FILES([Makefile])\n"


@pytest.mark.parametrize(
    "name,text",
    [
        ("NEWS", PROSE),
        ("cmake/demo.inc", CMAKE),
        ("cmake/legacy.inc", OLD_CMAKE),
        ("legacy-build", OLD_CMAKE_PLAIN),
        ("Makefile", MAKEFILE),
        ("tool", PYTHON),
        ("build", SHELL),
        ("coefficients", DATA),
        ("m4/demo.inc", M4),
    ],
)
def test_non_c_files_with_call_lines_are_still_not_cpp(name, text):
    assert not quality.is_macro_list(text)
    verdict = quality_reason(name, text, CFG)
    assert verdict is not None and verdict[0] == "not-cpp", (name, verdict)


def test_the_quality_docstring_examples_hold():
    result = doctest.testmod(quality, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_a_large_generated_x_macro_table_is_data():
    """A table of 1,200 diagnostic names written as macro rows (FIFTH's TableGen'd ``DiagnosticIndexName.inc``
    shape: judged a right drop, as data) drops as ``data-blob``, not as ``not-cpp``; a hand-written list of
    a few hundred rows is kept."""
    kinds = ("err", "warn", "note", "ext")
    words = ("access", "base", "ctor", "dtor", "field", "member", "template", "pragma", "decl", "init")
    names = [f"{kinds[i % 4]}_{words[i % 10]}_{words[(i // 10) % 10]}_{i}" for i in range(1200)]
    table = "".join(f"DIAG_NAME_INDEX({n})\n" for n in names)
    verdict = quality_reason("Basic/DiagnosticIndexName.inc", table, CFG)
    assert verdict is not None and verdict[0] == "data-blob", verdict
    assert "1200 macro invocations" in verdict[1], verdict
    small = ATTRIBUTE_LIST.replace(
        "XMLDICT_ON(systemLanguage)", "".join(f"XMLDICT_ON({n})\n" for n in names[:300])
    )
    assert quality_reason("detail/dict/enumerate_all_attributes.inc", small, CFG) is None
