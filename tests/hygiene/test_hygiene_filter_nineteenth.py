"""Filter rules on NINETEENTH's two wrong filter decisions (issue 8; benchmarks/decisions/nineteenth, now seen).

1. A hand-written C++ source whose Unicode range tables sit inside the functions that query them
   (a range type with ``operator<=>``, a binary-search set, two queries: 34 code lines) was dropped
   as ``data-blob``: the "code beside the data" test asked for 40 code lines even when functions were
   its evidence, and did not count an operator's body as a function. Three functions (operators
   included) and a code line per 100 literals are a program, however tersely written.
2. A licence above ``#ifndef V`` / ``#define V 154`` / ``#endif`` was dropped as ``mostly-comments``
   ("an empty include guard"): a ``#define`` with a value other than ``1`` defines something, it is
   no guard around nothing.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()

# --- 1. functions beside range tables ---------------------------------------------------------


def _ranges(name: str, n: int, start: int) -> str:
    rows = []
    for i in range(0, n, 4):
        rows.append(
            "        "
            + " ".join(
                f"{{0x{start + 16 * j:05X}, 0x{start + 16 * j + 7:05X}}}," for j in range(i, min(i + 4, n))
            )
        )
    return f"    static const GlyphRange {name}[] = {{\n" + "\n".join(rows) + "\n    };\n"


GLYPHS = (
    "// glyphs.cpp: character classes of the terminal renderer\n"
    '#include "term/glyphs.h"\n\n#include <algorithm>\n#include <compare>\n#include <span>\n\n'
    "namespace term {\n\n"
    "struct GlyphRange {\n    uint32_t first;\n    uint32_t last;\n\n"
    "    auto operator<=>(const GlyphRange& other) const = default;\n\n"
    "    std::weak_ordering operator<=>(uint32_t cp) const {\n"
    "        if (cp < first)\n            return std::weak_ordering::greater;\n"
    "        if (cp > last)\n            return std::weak_ordering::less;\n"
    "        return std::weak_ordering::equivalent;\n    }\n};\n\n"
    "struct GlyphSet {\n"
    "    explicit GlyphSet(std::span<const GlyphRange> r) : ranges(r) {}\n"
    "    bool has(uint32_t cp) const { return std::binary_search(ranges.begin(), ranges.end(), cp); }\n"
    "    const std::span<const GlyphRange> ranges;\n};\n\n"
    "bool isDrawable(uint32_t cp) {\n"
    + _ranges("Drawable", 560, 0x20)
    + "    static const GlyphSet drawable(Drawable);\n    return cp == 0x00AD || drawable.has(cp);\n}\n\n"
    "int cellWidth(uint32_t cp) {\n    TERM_ASSERT(isDrawable(cp));\n"
    + _ranges("Combining", 160, 0x300)
    + "    static const GlyphSet combining(Combining);\n    if (combining.has(cp))\n        return 0;\n"
    + _ranges("Wide", 80, 0x1100)
    + "    static const GlyphSet wide(Wide);\n    if (wide.has(cp))\n        return 2;\n    return 1;\n}\n\n"
    "} // namespace term\n"
)


def test_functions_beside_range_tables_are_kept() -> None:
    code = quality.without_comments(GLYPHS)
    mass = quality.literal_mass(GLYPHS, code)
    beside = quality.code_beside_data(code)
    # mostly literals, one run over the bound: data-blob asks whether a program stands beside them
    assert mass.share >= CFG.max_blob_share and mass.largest_run >= CFG.min_blob_run_elements
    # under 40 code lines, and no loop: what used to drop it
    assert beside.lines < CFG.blob_keep_code_lines and beside.loops == 0
    assert mass.elements <= CFG.blob_keep_elements_per_line * beside.lines
    assert quality_reason("src/text/glyphs.cpp", GLYPHS, CFG) is None


def test_an_operator_body_is_a_function() -> None:
    code = (
        "struct R {\n  int lo, hi;\n  std::weak_ordering operator<=>(int v) const {\n    return v <=> lo;\n  }\n"
        "  bool operator()(int v) const { return v >= lo; }\n  int& operator[](int i) { return i ? hi : lo; }\n"
        "  bool operator==(const R&) const = default;\n};\n"
    )
    assert quality.code_beside_data(code).definitions == 3


def test_a_table_with_two_accessors_in_few_lines_still_drops() -> None:
    # a generator's table and its two lookups: fewer than three functions, the 40-line floor applies
    text = (
        "#include <stdint.h>\nnamespace term {\n"
        + _ranges("Table", 700, 0x20).replace("    static const GlyphRange", "static const uint32_t")
        + "uint32_t first_of(int i) { return Table[i][0]; }\nuint32_t last_of(int i) { return Table[i][1]; }\n}\n"
    )
    beside = quality.code_beside_data(quality.without_comments(text))
    assert beside.definitions == 2
    verdict = quality_reason("src/text/table.cpp", text, CFG)
    assert verdict is not None and verdict[0] == "data-blob"


def test_three_one_line_accessors_beside_a_large_table_still_drop() -> None:
    # three functions, but one code line for thousands of literals: a table with accessors
    rows = "\n".join(
        "  " + ", ".join(f"0x{(i * 8 + j) & 0xFF:02x}" for j in range(16)) + "," for i in range(400)
    )
    text = (
        "static const unsigned char font[] = {\n" + rows + "\n};\n"
        "const unsigned char *glyph(int c) { return font + 16 * c; }\n"
        "int glyph_rows(void) { return 16; }\nint glyph_count(void) { return 400; }\n"
    )
    verdict = quality_reason("src/font.c", text, CFG)
    assert verdict is not None and verdict[0] == "data-blob"


# --- 2. a guard whose #define carries a value -------------------------------------------------

LICENCE = """/*
 * Copyright 2021 Example Authors
 *
 * Use of this source code is governed by a BSD-style license that can be
 * found in the LICENSE file.
 */
"""


def test_a_guarded_definition_with_a_value_is_not_an_empty_guard() -> None:
    text = LICENCE + "#ifndef EX_RELEASE\n#define EX_RELEASE 154\n#endif\n"
    assert not quality.empty_guard(quality.without_comments(text))
    assert quality_reason("include/core/ExRelease.h", text, CFG) is None


def test_a_guard_defined_as_1_around_nothing_is_still_empty() -> None:
    text = LICENCE + "#ifndef EX_RELEASE_H\n#define EX_RELEASE_H 1\n#endif\n"
    assert quality_reason("include/core/ExRelease.h", text, CFG) == (
        "mostly-comments",
        "no code: an empty include guard (or #pragma once), comments and whitespace",
    )


def test_code_version_bumped() -> None:
    assert int(filter_stage.CODE_VERSION) >= 16
