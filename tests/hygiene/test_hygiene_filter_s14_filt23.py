"""Filter 23: long lines that are rows of a table (issue 8; TWENTY-SIXTH's wrong ``long-line`` drop).

A hand-written shape library keeps its vertex and formula tables as initializers, one table per line:
``{CALCULATED_VALUE(3), 21600}, ...`` and ``{0x2000, PROP_ADJUST_VAL_FIRST + 1, 0, 0}, ...``. Those lines
pass the 1000-character bound, and only rows of plain literals were known as rows of values, so a row
whose values go through a macro or an enum name counted among the "many" long lines a generator writes.
A row of a table is now a row of values whatever spells its elements (literals, names, short macro calls,
constant expressions, braced sub-aggregates), as long as at least half of them hold a literal. A
generator's list of names, minified code and rows of macro-call statements are still long lines.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

import pytest

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()


def _vertex_row(n: int, seed: int) -> str:
    cells = []
    for i in range(n):
        a = f"CALCULATED_VALUE({(i + seed) % 24})" if (i + seed) % 3 else str((i * 977 + seed * 31) % 21601)
        b = f"CALCULATED_VALUE({(i * 7 + seed) % 24})" if (i + seed) % 4 else "21600"
        cells.append(f"{{{a}, {b}}}")
    return "  " + ", ".join(cells)


def _calc_row(n: int, seed: int) -> str:
    cells = []
    for i in range(n):
        op = ("0x2000", "0x2001", "0x6000", "0xa000", "0x8000", "0x4000")[(i + seed) % 6]
        a = (
            "PROP_ADJUST_VAL_FIRST",
            f"PROP_ADJUST_VAL_FIRST + {i % 3}",
            f"0x{0x400 + i:x}",
            "PROP_GEO_RIGHT",
        )[i % 4]
        b = (f"{(i * 131 + seed) % 21600}", f"OTHER_CALC_VAL | 0x{i % 32:02x}", "0")[i % 3]
        cells.append(f"{{{op}, {a}, {b}, {(i * 7) % 10}}}")
    return "  " + ", ".join(cells)


def _shape(name: str, seed: int) -> str:
    segments = ", ".join(f"0x{(0x4000 + i * 257 + seed) & 0xFFFF:04x}" for i in range(12))
    return (
        f"const Vertex {name}_VERTICES[] =\n{{\n{_vertex_row(70, seed)}\n}};\n\n"
        f"const unsigned short {name}_SEGMENTS[] =\n{{\n  {segments}\n}};\n\n"
        f"const Calculation {name}_CALC[] =\n{{\n{_calc_row(40, seed)}\n}};\n\n"
        f"const Vertex {name}_GLUE_POINTS[] =\n{{\n  {{10800, 0}}, {{0, 10800}}, {{10800, 21600}}, {{21600, 10800}}\n}};\n\n"
        f"const CustomShape CS_{name}({name}_VERTICES, sizeof({name}_VERTICES) / sizeof(Vertex),\n"
        f"    {name}_SEGMENTS, sizeof({name}_SEGMENTS) / sizeof(unsigned short),\n"
        f"    {name}_CALC, sizeof({name}_CALC) / sizeof(Calculation), 21600, 21600);\n\n"
    )


def _small_shape(name: str, seed: int) -> str:
    # most shapes are small: their tables fit on a few short lines
    vertices = ",\n".join(_vertex_row(4, seed + k) for k in range(3))
    calc = ",\n".join(_calc_row(3, seed + k) for k in range(2))
    return (
        f"const Vertex {name}_VERTICES[] =\n{{\n{vertices}\n}};\n\n"
        f"const Calculation {name}_CALC[] =\n{{\n{calc}\n}};\n\n"
        f"const CustomShape CS_{name}({name}_VERTICES, sizeof({name}_VERTICES) / sizeof(Vertex), NULL, 0,\n"
        f"    {name}_CALC, sizeof({name}_CALC) / sizeof(Calculation), 21600, 21600);\n\n"
    )


_RENDERING = """
namespace
{

double getSpecialIfNecessary(std::function<double(unsigned index)> calculator, int val)
{
  bool special = val & 0x80000000;
  return special ? calculator(val ^ 0x80000000) : val;
}

void drawEmulatedLine(const std::vector<Vertex> &points, double scale, librevenge::RVNGPropertyListVector &out)
{
  for (unsigned i = 0; i < points.size(); ++i)
  {
    librevenge::RVNGPropertyList element;
    element.insert("svg:x", points[i].m_x * scale);
    element.insert("svg:y", points[i].m_y * scale);
    element.insert("librevenge:path-action", i == 0 ? "M" : "L");
    out.append(element);
  }
}

unsigned getCommandFromBinary(unsigned short binary)
{
  switch (binary >> 8)
  {
  case 0xAA: return FILLOFF;
  case 0xAB: return NOFILL;
  case 0xAC: return NOSTROKE;
  case 0x20: return CURVETO;
  case 0x40: return MOVETO;
  case 0x60: return CLOSESUBPATH;
  case 0x80: return ENDSUBPATH;
  default: break;
  }
  return LINETO;
}

bool rayIntersectsEllipse(double ox, double oy, double dx, double dy, double rx, double ry, double &t)
{
  const double a = dx * dx / (rx * rx) + dy * dy / (ry * ry);
  const double b = 2 * (ox * dx / (rx * rx) + oy * dy / (ry * ry));
  const double c = ox * ox / (rx * rx) + oy * oy / (ry * ry) - 1;
  const double disc = b * b - 4 * a * c;
  if (disc < 0 || a == 0)
    return false;
  t = (-b - std::sqrt(disc)) / (2 * a);
  if (t < 0)
    t = (-b + std::sqrt(disc)) / (2 * a);
  return t >= 0;
}

} // anonymous namespace

void writeCustomShape(const CustomShape *shape, double width, double height, librevenge::RVNGDrawingInterface *painter)
{
  if (!shape || width <= 0 || height <= 0)
    return;
  const double scaleX = width / shape->m_coordWidth;
  const double scaleY = height / shape->m_coordHeight;
  std::vector<Vertex> vertices;
  for (unsigned i = 0; i < shape->m_numVertices; ++i)
  {
    Vertex v = shape->mp_vertices[i];
    vertices.push_back(Vertex(v.m_x * scaleX, v.m_y * scaleY));
  }
  librevenge::RVNGPropertyListVector path;
  drawEmulatedLine(vertices, 1.0, path);
  librevenge::RVNGPropertyList props;
  props.insert("svg:d", path);
  painter->drawPath(props);
}
"""

SHAPES_CPP = (
    "/* Shape definitions for the drawing importer. */\n\n"
    '#include "ShapeUtils.h"\n#include <cmath>\n#include <functional>\n#include <vector>\n\n'
    "#define CALCULATED_VALUE(x) ((x) | 0x80000000)\n\n"
    "using namespace librevenge;\n\n"
    + "".join(
        _shape(n, s)
        for s, n in enumerate(
            [
                "VERTICAL_SCROLL",
                "HORIZONTAL_SCROLL",
                "SMILEY",
                "WAVE",
                "DOUBLE_WAVE",
                "ACTION_BUTTON",
                "SUN",
                "MOON",
            ]
        )
    )
    + "".join(_small_shape(f"SHAPE_{k}", k) for k in range(60))
    + _RENDERING
)


def test_shape_table_rows_are_rows_of_values():
    rows = [line for line in SHAPES_CPP.splitlines() if len(line) > CFG.max_line_length]
    assert len(rows) == 16
    assert all(quality.is_value_row(line) for line in rows)
    long = quality.long_lines(SHAPES_CPP, CFG.max_line_length)
    assert long.count == 16 and long.rows == 16 and long.statements == 0


def test_shape_library_is_not_a_long_line_drop():
    assert quality_reason("src/lib/ShapeUtils.cpp", SHAPES_CPP, CFG) is None


@pytest.mark.parametrize(
    "line",
    [
        _vertex_row(40, 1),
        _calc_row(40, 2),
        "  " + ", ".join(f"{{Color::k{i % 9}, {i}, {{{i * 3}, {i * 5}}}}}" for i in range(30)) + ",",
        "static const Entry kTable[] = {" + ", ".join(f"{{-{i}, ns::kBase + {i}}}" for i in range(20)) + "};",
    ],
)
def test_is_table_row(line):
    assert quality.is_table_row(line)


# A generator's list of enumerators: names alone, one trailing literal.
NAMES_ROW = "  /* DiagArray7 */ " + ", ".join(f"diag::warn_pragma_option_{i}" for i in range(60)) + ", -1,"
# Minified code: statements, assignments and calls of expressions.
MINIFIED = "int a=0;" + "".join(f"x[{i}]=f(a,{i})+g(x[{i - 1}]);" for i in range(1, 80))
# Rows of macro-call statements an X-macro generator writes.
MACRO_STATEMENTS = "".join(f"OP_CASE(op_{i}, {i}, lhs, rhs); " for i in range(60))
# An X-macro list written on one line: calls side by side, no commas between them.
XMACRO = " ".join(f"OPCODE(op_{i}, {i}, {i + 1})" for i in range(60))
# A template parameter list: names and angle brackets.
TEMPLATE = "typedef vector<" + ", ".join(f"pair<K{i}, D{i}>" for i in range(60)) + "> type;"


@pytest.mark.parametrize("line", [NAMES_ROW, MINIFIED, MACRO_STATEMENTS, XMACRO, TEMPLATE])
def test_not_rows_of_values(line):
    assert not quality.is_value_row(line)


def test_generated_name_tables_still_drop():
    text = (
        "#ifdef GET_DIAG_ARRAYS\nstatic const int16_t DiagArrays[] = {\n  /* Empty */ -1,\n"
        + "".join(
            f"  /* DiagArray{k} */ " + ", ".join(f"diag::warn_group{k}_{i}" for i in range(50)) + ", -1,\n"
            for k in range(8)
        )
        + "  /* DiagArray9 */ diag::warn_pragma_message, -1,\n};\n#endif // GET_DIAG_ARRAYS\n"
    )
    reason = quality_reason("clang/Basic/DiagnosticGroups.inc", text, CFG)
    assert reason is not None and reason[0] == "long-line"


def test_minified_file_still_drops():
    text = "#include <stdio.h>\n" + "\n".join(MINIFIED for _ in range(6)) + "\n"
    reason = quality_reason("src/min.c", text, CFG)
    assert reason is not None and reason[0] == "long-line"


def test_one_line_table_program_still_drops():
    # a whole program on one line beside its table: most of the code sits on long lines
    text = (
        "static const short t[] = {"
        + ", ".join(f"{{K{i % 5}, {i}}}" for i in range(400))
        + "};"
        + "int main(void){int s=0;"
        + "".join(f"s+=t[{i}][1]*{i};" for i in range(40))
        + "return s;}\n"
    )
    reason = quality_reason("src/one.c", text, CFG)
    assert reason is not None and reason[0] == "long-line"


def test_code_version():
    assert int(filter_stage.CODE_VERSION) >= 23
