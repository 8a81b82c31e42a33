"""Filter 28: a row of repeated constant names is a row of values (THIRTYTHIRD).

One wrong ``long-line`` drop: MorphoDiTa's hand-written source bundle (11,810 lines, ~238 functions, no banner)
carries UniLib's Unicode tables, 156 lines of 256 category enumerators each, ``{_Lu,_Ll,_Lu,_Ll,...,_Cn},``:
0.33 of the code, no statements. Filter 23's table rows needed half of their elements to be literals, so rows
of names alone counted among a generator's "many long lines". A table of constants draws its cells from a few
names, each many times (4 to 19 distinct names in a row of 256); a generator's list of enumerators (clang's
``DiagnosticGroups.inc``, ``diag::warn_a, diag::warn_b, ...``, judged right on FIFTH) names each once. A row of
names is now a row of values when each of its distinct names stands for at least
``quality.ROW_NAME_REPEATS`` (4) of its names on average. Minified code (names in statements) and lists of
distinct names still count.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

import random

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()

_CATEGORIES = (
    "_Lu",
    "_Ll",
    "_Lt",
    "_Lm",
    "_Lo",
    "_Mn",
    "_Mc",
    "_Nd",
    "_Nl",
    "_Po",
    "_Ps",
    "_Pe",
    "_Sm",
    "_Cn",
)


_WORDS = (
    "state",
    "cp",
    "len",
    "off",
    "mask",
    "code",
    "prev",
    "next",
    "width",
    "cls",
    "pos",
    "end",
    "tag",
    "lead",
)
_OPS = ("+", "-", "*", "&", "|", "^", ">>", "<<")


def _functions(rng: random.Random, count: int) -> list[str]:
    """``count`` short hand-written functions with comments, each its own statements."""
    out = []
    for f in range(count):
        a, b, c = rng.sample(_WORDS, 3)
        out.append(f"// Step {f} of the decoder: {a} from {b} and {c}.\n")
        out.append(f"static int {a}_{b}_{f}(const char32_t* s, size_t {c}, int {b}) {{\n")
        for _ in range(rng.randrange(6, 12)):
            x, y, z = rng.sample(_WORDS, 3)
            kind = rng.randrange(4)
            if kind == 0:
                out.append(f"  int {x}{f} = s[{y} % {c}] {rng.choice(_OPS)} {rng.randrange(1, 4096)};\n")
            elif kind == 1:
                out.append(
                    f"  if ({b} {rng.choice(('<', '>', '=='))} {rng.randrange(0, 99)}) {b} = {z}_{f}({b});\n"
                )
            elif kind == 2:
                out.append(
                    f"  for (size_t i = 0; i < {c}; i++) {b} {rng.choice(_OPS)}= s[i] & 0x{rng.randrange(16, 255):x};\n"
                )
            else:
                out.append(f"  {b} = ({b} {rng.choice(_OPS)} {rng.randrange(1, 31)}) ^ {c};\n")
        out.append(f"  return {b};\n}}\n\n")
    return out


def _category_row(rng: random.Random) -> str:
    """One row of a Unicode category table: 256 enumerators drawn from a few categories, in runs."""
    pool = rng.sample(_CATEGORIES, rng.randrange(3, 10))
    cells: list[str] = []
    while len(cells) < 256:
        cells += [rng.choice(pool)] * rng.randrange(1, 12)
    return "  {" + ",".join(cells[:256]) + "},\n"


def _bundle(rows: int = 156, functions: int = 500) -> str:
    """A hand-written bundle of sources with a Unicode category table of ``rows`` rows of names."""
    rng = random.Random(28)
    out = ["// This file is a bundle of the library's sources.\n", "#include <cstdint>\n\n"]
    out += _functions(rng, functions // 2)
    out.append("enum : uint8_t { " + ", ".join(f"{c} = {i}" for i, c in enumerate(_CATEGORIES)) + " };\n")
    out.append("const uint8_t category_block[][256] = {\n")
    out += [_category_row(rng) for _ in range(rows)]
    out.append("};\n\n")
    out += _functions(rng, functions - functions // 2)
    return "".join(out)


def test_the_code_version_names_filter_28() -> None:
    assert filter_stage.CODE_VERSION == "28"


def test_a_row_of_repeated_enumerators_is_a_row_of_values() -> None:
    row = _category_row(random.Random(1))
    assert len(row) > CFG.max_line_length
    assert quality.is_value_row(row)


def test_a_hand_written_bundle_with_an_enumerator_table_is_kept() -> None:
    text = _bundle()
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count == 156 and long.rows == 156
    assert 0.2 < long.share < CFG.min_long_line_share  # a third of the code, as the real file
    assert quality_reason("unilib/bundle.cpp", text, CFG) is None


def test_a_list_of_distinct_enumerators_is_no_row() -> None:
    """A generator's index of diagnostics names each enumerator once: still counted."""
    line = "  " + ", ".join(f"diag::warn_option_{i}" for i in range(60)) + ", -1,"
    assert len(line) > CFG.max_line_length
    assert not quality.is_value_row(line)
    text = "".join(_functions(random.Random(3), 60))
    text += "static const int16_t DiagArrays[] = {\n" + (line + "\n") * 6 + "};\n"
    reason = quality_reason("clang/DiagnosticGroups.cpp", text, CFG)
    assert reason is not None and reason[0] == "long-line"


def test_minified_code_of_repeated_names_still_drops() -> None:
    """Names in statements, operators and calls make no row, however often they repeat."""
    line = "a=b+c,b=c*a;if(a)c=f(b,a);" * 60
    assert not quality.is_value_row(line)
    assert not quality.is_value_row("x,y,z," * 100 + "w=x;")  # an assignment ends the list: a statement
    rng = random.Random(5)
    text = "".join(_functions(rng, 60)) + (line + "\n") * 6
    reason = quality_reason("dist/app.min.cpp", text, CFG)
    assert reason is not None and reason[0] == "long-line"


def test_a_file_made_of_such_rows_is_still_no_code() -> None:
    """The rows still count for the share: a file that is nothing but the table drops."""
    text = _bundle(rows=156, functions=0)
    reason = quality_reason("unilib/tables.cpp", text, CFG)
    assert reason is not None and reason[0] in {"long-line", "data-blob"}
