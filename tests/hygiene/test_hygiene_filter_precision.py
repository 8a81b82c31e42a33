"""False drops found on the confirmation trees (benchmarks/RESULTS.md, "Decisions: filter and license"),
each fixed in its rule's mechanism: small files written for these tests in the shape of the real ones.

- ``long-line``: a hand-written CUDA header whose three lookup tables are each written on one line.
- ``extension``: a C++ header kept as a CMake ``configure_file`` template (``.hpp.cmake``).
- ``mostly-comments``: documented one-declaration public headers (a function prototype, an options
  struct, a variable template), against forwarding, umbrella and forward-declaration stubs.
- ``license/unknown``: a header carrying the Boost license's grant without its title, and a Debian
  machine-readable copyright file as the only license file.
"""

from __future__ import annotations

import pytest

from pipeline.config import FilterConfig, LicensePolicy
from pipeline.hygiene import license as lic
from pipeline.hygiene import quality
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()

COLOR_CODE = "".join(
    f"""
template <typename T, int scn, int dcn> struct RGB2HSV_{i}
{{
    __device__ typename TypeVec<T, dcn>::vec_type operator()(const typename TypeVec<T, scn>::vec_type& src) const
    {{
        const int hsv_shift = 12;
        int b = src.x, g = src.y, r = src.z;
        int h, s, v = b;
        int vmin = b, diff;
        v = ::max(v, g); v = ::max(v, r);
        vmin = ::min(vmin, g); vmin = ::min(vmin, r);
        diff = v - vmin;
        s = (diff * c_HsvDivTable[v] + (1 << (hsv_shift - 1))) >> hsv_shift;
        h = (h * c_HsvDivTable180[diff] + (1 << (hsv_shift - 1))) >> hsv_shift;
        return make_vec(h + {i}, s, v);
    }}
}};
"""
    for i in range(12)
)


def _table_line(name: str, n: int, ctype: str = "int") -> str:
    values = ", ".join(str((4096 * 255) // max(1, k)) for k in range(n))
    return f"        __constant__ {ctype} {name}[{n}] = {{{values}}};\n"


def test_a_table_on_one_line_is_not_a_long_line():
    text = (
        "#pragma once\n\nnamespace color_detail\n{\n"
        + _table_line("c_HsvDivTable", 256)
        + _table_line("c_HsvDivTable180", 256)
        + COLOR_CODE
        + "}\n"
    )
    assert max(len(line) for line in text.splitlines()) > CFG.max_line_length
    assert quality_reason("cuda/detail/color_detail.hpp", text, CFG) is None


def test_minified_code_is_still_a_long_line():
    minified = "".join(f"int f{i}(int a){{return a*{i}+g(a,{i});}}" for i in range(60))
    text = "#include <g.h>\n" + minified + "\n" + COLOR_CODE
    verdict = quality_reason("min.c", text, CFG)
    assert verdict is not None and verdict[0] == "long-line", verdict
    # one long string is not a list of literals either (an encoded blob, a stringified kernel): a header
    # that is mostly one drops by its share; beside a program its ';' are no statements (filter 25)
    blob = 'static const char* kernel = "' + "x = y * z + w; " * 100 + '";\n'
    verdict = quality_reason("kernel.h", "#pragma once\n" + blob + "int run(void);\n", CFG)
    assert verdict is not None and verdict[0] == "long-line", verdict
    assert quality_reason("kernel.h", "#pragma once\n" + blob + COLOR_CODE, CFG) is None


def test_a_table_on_one_line_is_judged_by_data_blob():
    """A file that is only a generated table on one line is data-blob's drop, not kept because of
    the long-line exemption."""
    values = ", ".join(f"0x{(k * 2654435761) % 256:02x}" for k in range(8000))
    text = f"static const unsigned char blob[8000] =\n{{\n{values}\n}};\n"
    verdict = quality_reason("blob.h", text, CFG)
    assert verdict is not None and verdict[0] == "data-blob", verdict


TEMPLATE_HEADER = (
    "#ifndef INCLUDED_TREE_HPP\n#define INCLUDED_TREE_HPP\n\n"
    '#include "@PROJECT_SOURCE_DIR@/include/tree/config.hpp"\n#include <vector>\n\n'
    + "".join(
        f"template <class Node>\nclass structure_tree_{i}\n{{\n  public:\n"
        f"    std::vector<Node*> children;\n    Node* parent = nullptr;\n"
        f"    std::size_t depth() const {{ return parent ? {i} + 1 : 0; }}\n}};\n\n"
        for i in range(6)
    )
    + "#endif\n"
)


def test_a_cpp_header_under_a_configure_template_suffix_is_kept():
    assert quality_reason("include/tree/structure_tree.hpp.cmake", TEMPLATE_HEADER, CFG) is None
    assert quality_reason("include/tree/structure_tree.hpp.in", TEMPLATE_HEADER, CFG) is None


def test_template_suffixes_of_other_files_are_still_dropped():
    cmake = "cmake_minimum_required(VERSION 3.10)\n" + "set(FLAG_{0} ON)\nmessage(STATUS flag_{0})\n" * 20
    assert quality_reason("cmake_utils/find_blas.cmake", cmake, CFG)[0] == "extension"
    assert quality_reason("docs/Doxyfile.in", "PROJECT_NAME = tree\n" * 20, CFG)[0] == "extension"
    # a C/C++ name under the suffix is still checked on content: a script that is not C/C++ drops
    script = "#!/bin/sh\n" + "echo building part $1\n" * 20
    assert quality_reason("tools/run.c.in", script, CFG)[0] == "not-cpp"


DOC_PAGE = (
    "/**\n"
    + "".join(f" * Paragraph {i} of the module's overview and its usage.\n" for i in range(40))
    + " */\n"
)


@pytest.mark.parametrize(
    "name, code",
    [
        (
            "fl_show_colormap.H",
            "#ifndef PICK_H\n#define PICK_H\nFL_EXPORT Fl_Color fl_show_colormap(Fl_Color oldcol);\n#endif\n",
        ),
        (
            "output_options.hpp",
            "#pragma once\nnamespace seq\n{\nstruct sam_output_options\n{\n    bool add_carriage_return = false;\n"
            "    bool require_header = true;\n};\n} // namespace seq\n",
        ),
        (
            "char_strictly_to.hpp",
            "#pragma once\n#include <ranges>\nnamespace seq::views\n{\ntemplate <typename alph>\n"
            "inline auto const char_strictly_to = views::validate_for<alph> | views::char_to<alph>;\n}\n",
        ),
        (
            "ImfThreading.h",
            '#ifndef IMF_THREADING_H\n#define IMF_THREADING_H\n#include "ImfExport.h"\nIMF_NAMESPACE_ENTER\n'
            "IMF_EXPORT int globalThreadCount ();\nIMF_EXPORT void setGlobalThreadCount (int count);\n"
            "IMF_NAMESPACE_EXIT\n#endif\n",
        ),
    ],
)
def test_a_documented_declaration_is_not_mostly_comments(name, code):
    text = DOC_PAGE + code
    assert quality.comment_share(text) >= CFG.max_comment_ratio  # the share alone would drop it
    assert quality_reason(name, text, CFG) is None


@pytest.mark.parametrize(
    "name, code",
    [
        ("cursor", '#include "cursor.hxx"\n'),
        (
            "all.hpp",
            "#pragma once\n#include <seq/io/a.hpp>\n#include <seq/io/b.hpp>\n#include <seq/io/c.hpp>\n",
        ),
        (
            "assert.hpp",
            "#pragma once\n#include <pp/detail/assert.hpp>\n"
            "#define PP_ASSERT(...) \\\n    PP_DETAIL_ASSERT(__VA_ARGS__) \\\n/**/\n",
        ),
        (
            "Version.h",
            "#ifndef LIB_VERSION_H\n#define LIB_VERSION_H\n#define LIB_VERSION 0x010B0000\n#endif\n",
        ),
        (
            "test_accessor.hpp",
            "#pragma once\n#include <seq/platform.hpp>\nnamespace seq::detail\n{\nstruct test_accessor;\n} // namespace\n",
        ),
        (
            "applicative.hpp",
            "#pragma once\nnamespace hana {\n    template <typename A>\n    struct Applicative;\n}\n",
        ),
    ],
)
def test_doc_pages_forwarders_and_stubs_are_mostly_comments(name, code):
    verdict = quality_reason(name, DOC_PAGE + code, CFG)
    assert verdict is not None and verdict[0] == "mostly-comments", verdict


# The Boost license's grant sentence (a short license phrase), as headers carry it without the title.
BSL_GRANT = (
    "Permission is hereby granted, free of charge, to any person or organization\n"
    "obtaining a copy of the software and accompanying documentation covered by\n"
    'this license (the "Software") to use, reproduce, display, distribute,\n'
    "execute, and transmit the Software, subject to the following: ...\n"
)


def test_boost_license_text_without_its_title_is_bsl():
    text = (
        "// Copyright 2006 A. Person\n\n/*\n"
        + BSL_GRANT
        + "*/\n\n#ifndef UTF8_H\n#define UTF8_H\nint decode(int c);\n#endif\n"
    )
    ev = lic.detect_file_license(text)
    assert ev is not None and (ev.expression, ev.method) == ("BSL-1.0", "header-text")
    assert lic.classify(ev.expression, LicensePolicy()).keep


def test_the_mit_grant_is_not_taken_for_the_boost_one():
    mit = "/* Permission is hereby granted, free of charge, to any person obtaining a copy of this software */\nint x;\n"
    assert lic.detect_file_license(mit).expression == "MIT"


DEP5 = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    "Upstream-Name: utf8\nSource: https://example.org/utf8\n\n"
    "Files: debian/*\nCopyright: 2013 A. Packager\nLicense: GPL-2+\n\n"
    "Files: *\nCopyright: 2006-2021 A. Person\nLicense: {0}\n\n"
    "License: {0}\n Full text of the license, indented.\n .\n Second paragraph.\n"
)


@pytest.mark.parametrize(
    "name, spdx", [("BSL-1.0", "BSL-1.0"), ("Expat", "MIT"), ("BSD-3-clause", "BSD-3-Clause")]
)
def test_a_debian_copyright_file_licenses_the_tree(name, spdx):
    tree = lic.detect_tree_licenses({"copyright": DEP5.format(name), "utf8/core.h": "int x;"})
    ev = lic.license_for("utf8/core.h", tree)
    assert ev is not None and (ev.expression, ev.method, ev.detail) == (spdx, "license-file", "copyright")
    found = lic.resolve(lic.detect_file_license("// Copyright 2006 A. Person\nint decode(int c);\n"), ev)
    assert lic.classify(found.expression, LicensePolicy()).keep


def test_a_copyright_file_that_is_not_dep5_is_read_as_text():
    assert lic.debian_copyright_license("Copyright 2020 A. Person\nLicense: see below\n") is None
    ev = lic.detect_repo_license({"COPYING": "Boost Software License - Version 1.0 - August 17th, 2003\n..."})
    assert ev is not None and ev.expression == "BSL-1.0"
