"""Filter rules on SEVENTH's false drops (issue 8; benchmarks/decisions/seventh): a header of long
prototypes (``long-line``), a window function beside its tables (``data-blob``) and a test whose
Chinese strings raise the byte entropy (``high-entropy``) are code a model should see; minified and
machine-written lines, tables with an accessor or a generated lookup, and encoded blobs still drop.

Every file here is written for the test in the shape of the real one (PETSc's ``petscds.h``,
libvorbis's ``window.c``, cppjieba's ``pos_tagger_test.cpp``); none is copied.
"""

from __future__ import annotations

import base64
import math
import random

import pytest

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages.filter import blob_entropy, byte_entropy, quality_reason

CFG = FilterConfig()

# --- long-line: one declaration on a line --------------------------------------------------------

ARG_TYPES = ["int", "int", "int", "const int[]", "const int[]", "const double[]", "const double[]"]
ARG_TYPES += ["const double[]", "const int[]", "const int[]", "const double[]", "const double[]", "double"]
ARG_TYPES += ["const double[]", "const double[]", "int", "const double[]", "double[]", "void *"]
KINDS = ["Objective", "Residual", "Jacobian", "JacobianPre", "DynamicJacobian", "BdResidual", "BdJacobian"]


def _point_fn(rng: random.Random, stars: str = "*") -> str:
    """A pointwise-function pointer type; its parameters differ from one slot to the next, as the
    residual's and the Jacobian's pointwise functions do."""
    args = ARG_TYPES[:]
    rng.shuffle(args)
    return f"void ({stars})({', '.join(args)})"


def _api_header() -> str:
    """A numerical library's public API header: prototypes whose pointwise-function parameters are
    written on one line, and short prototypes and typedefs around them."""
    rng = random.Random(3)
    lines = ["#ifndef MYFEM_WEAKFORM_H", "#define MYFEM_WEAKFORM_H", "", "#include <myfem_sys.h>", ""]
    lines += [
        "MYFEM_EXTERN int WeakFormCreate(MPI_Comm, WeakForm *);",
        "MYFEM_EXTERN int WeakFormDestroy(WeakForm *);",
        "MYFEM_EXTERN int WeakFormView(WeakForm, Viewer);",
        "",
    ]
    for kind in KINDS:
        fns = ", ".join(_point_fn(rng) for _ in range(4))
        fns3 = ", ".join(_point_fn(rng, "***") for _ in range(4))
        lines.append(f"MYFEM_EXTERN int WeakFormGet{kind}(WeakForm, Label, int, int, int, int *, {fns3});")
        lines.append(f"MYFEM_EXTERN int WeakFormAdd{kind}(WeakForm, Label, int, int, int, {fns});")
        lines.append(f"MYFEM_EXTERN int WeakFormHas{kind}(WeakForm, PetscBool *);")
    lines += ["", f"typedef {_point_fn(rng, '*PointFunc')};", ""]
    lines += ["MYFEM_EXTERN int DSSetResidual(DS, int, PointFunc, PointFunc);", "", "#endif", ""]
    return "\n".join(lines)


def test_an_api_header_of_long_prototypes_is_kept():
    text = _api_header()
    long = [line for line in text.splitlines() if len(line) > CFG.max_line_length]
    assert len(long) >= 10  # the rule's count bound is 5: the file used to drop
    assert all(quality.is_one_declaration(line) for line in long)
    assert quality.long_lines(text, CFG.max_line_length).count == 0
    assert quality_reason("myfem/weakform.h", text, CFG) is None


def _filler() -> str:
    return "".join(f"int helper{i}(int x) {{ return x + {i}; }}\n" for i in range(10))


@pytest.mark.parametrize(
    "line",
    [
        # a generated expression: one statement, but an assignment
        "  r = " + " + ".join(f"c{i} * pow(x, {i})" for i in range(120)) + ";",
        # a call statement: no return type before the name
        "  register_all(" + ", ".join(f"handler_{i}" for i in range(120)) + ");",
        # a returned call
        "  return combine(" + ", ".join(f"part_{i}(x)" for i in range(120)) + ");",
        # minified code: many statements on one line
        "  " + "".join(f"int v{i}=f({i});" for i in range(120)),
    ],
    ids=["assignment", "call", "return", "minified"],
)
def test_long_lines_that_are_not_one_declaration_still_count(line):
    assert len(line) > CFG.max_line_length and not quality.is_one_declaration(line)
    text = _filler() + "int run(int x) {\n" + (line + "\n") * 6 + "  return 0;\n}\n"
    reason = quality_reason("gen/expanded.c", text, CFG)
    assert reason is not None and reason[0] == "long-line"


def test_a_generators_macro_rows_are_no_declarations():
    row = "OPCODE(" + ", ".join(f"0x{i:02x}" if i % 2 else f"ARG_{i}" for i in range(200)) + ");"
    assert len(row) > CFG.max_line_length and not quality.is_one_declaration(row)


# --- data-blob: what code beside the tables is a program ------------------------------------------


def _float_table(name: str, n: int, seed: int) -> str:
    rng = random.Random(seed)
    values = [
        f"{math.sin(math.pi / 2 * math.sin((i + 0.5) / n * math.pi / 2) ** 2) * rng.uniform(0.999, 1.0):.8f}f"
        for i in range(n)
    ]
    rows = ",\n".join("  " + ", ".join(values[k : k + 4]) for k in range(0, n, 4))
    return f"static const float {name}[{n}] = {{\n{rows},\n}};\n\n"


def _window_tables() -> str:
    sizes = [32, 64, 128, 256, 512, 1024, 2048, 4096]
    text = '#include <stdlib.h>\n#include "codec_internal.h"\n\n'
    text += "".join(_float_table(f"win{2 * n}", n, n) for n in sizes)
    text += "static const float *const win[8] = {\n" + "".join(f"  win{2 * n},\n" for n in sizes) + "};\n\n"
    return text


APPLY_WINDOW = """const float *codec_window_get(int n) {
  return win[n];
}

void codec_apply_window(float *d, const int *winno, const long *blocksizes,
                        int lW, int W, int nW) {
  lW = (W ? lW : 0);
  nW = (W ? nW : 0);

  {
    const float *windowLW = win[winno[lW]];
    const float *windowNW = win[winno[nW]];

    long n = blocksizes[W];
    long ln = blocksizes[lW];
    long rn = blocksizes[nW];

    long leftbegin = n / 4 - ln / 4;
    long leftend = leftbegin + ln / 2;

    long rightbegin = n / 2 + n / 4 - rn / 4;
    long rightend = rightbegin + rn / 2;

    int i, p;

    for (i = 0; i < leftbegin; i++)
      d[i] = 0.f;

    for (p = 0; i < leftend; i++, p++)
      d[i] *= windowLW[p];

    for (i = rightbegin, p = rn / 2 - 1; i < rightend; i++, p--)
      d[i] *= windowNW[p];

    for (; i < n; i++)
      d[i] = 0.f;
  }
}
"""

# A generator's lookup beside its tables: an index and range checks, no loop (libiconv's cjk_tab_to_h
# writes these), padded to as many code lines as the window function has.
GENERATED_LOOKUP = """static int
cp_mbtowc (conv_t conv, unsigned int *pwc, const unsigned char *s, size_t n)
{
  unsigned char c1 = s[0];
  if ((c1 >= 0x21 && c1 <= 0x28) || (c1 >= 0x30 && c1 <= 0x74)) {
    if (n >= 2) {
      unsigned char c2 = s[1];
      if (c2 >= 0x21 && c2 < 0x7f) {
        unsigned int i = 94 * (c1 - 0x21) + (c2 - 0x21);
        unsigned short wc = 0xfffd;
        if (i < 1410) {
          if (i < 690)
            wc = (unsigned short) win64[i];
        } else if (i < 2410) {
          if (i < 1700)
            wc = (unsigned short) win128[i - 1410];
        } else if (i < 3410) {
          if (i < 2900)
            wc = (unsigned short) win256[i - 2410];
        } else {
          if (i < 7808)
            wc = (unsigned short) win512[i - 3410];
        }
        if (wc != 0xfffd) {
          *pwc = (unsigned int) wc;
          return 2;
        }
      }
      return RET_ILSEQ;
    }
    return RET_TOOFEW(0);
  }
  return RET_ILSEQ;
}
"""


def test_a_window_function_beside_its_tables_is_kept():
    text = _window_tables() + APPLY_WINDOW
    code = quality.without_comments(text)
    mass = quality.literal_mass(text, code)
    beside = quality.code_beside_data(code)
    # what used to drop it: 2 function bodies (< 3) and far more than 100 literals a code line
    assert mass.largest_run >= CFG.min_blob_run_elements and mass.share >= CFG.max_blob_share
    assert beside.definitions < CFG.blob_keep_definitions
    assert mass.elements > CFG.blob_keep_elements_per_line * beside.lines
    assert beside.loops == 4 and beside.lines >= CFG.blob_keep_code_lines
    assert quality_reason("codec/lib/window.c", text, CFG) is None


def test_tables_with_an_accessor_still_drop():
    text = _window_tables() + APPLY_WINDOW.split("\n\n", 1)[0] + "\n"
    reason = quality_reason("codec/lib/window_tables.c", text, CFG)
    assert reason is not None and reason[0] == "data-blob"


def test_tables_with_a_generated_lookup_still_drop():
    text = _window_tables() + GENERATED_LOOKUP
    beside = quality.code_beside_data(quality.without_comments(text))
    assert beside.loops == 0 and beside.lines >= CFG.blob_keep_code_lines
    reason = quality_reason("charsets/cp_tables.h", text, CFG)
    assert reason is not None and reason[0] == "data-blob"


def test_a_small_loop_beside_tables_is_not_a_program():
    """Two loops in a dozen code lines (a linear search over the table) are an accessor."""
    search = (
        "int find_index(float v) {\n  int i;\n  for (i = 0; i < 64; i++)\n    if (win128[i] >= v)\n"
        "      return i;\n  while (v > 1.f)\n    v -= 1.f;\n  return -1;\n}\n"
    )
    text = _window_tables() + search
    beside = quality.code_beside_data(quality.without_comments(text))
    assert beside.loops >= CFG.blob_keep_loops and beside.lines < CFG.blob_keep_code_lines
    reason = quality_reason("codec/lib/window_search.c", text, CFG)
    assert reason is not None and reason[0] == "data-blob"


# --- high-entropy: natural-language text is no blob -----------------------------------------------

SENTENCES = [
    "我们在北京大学学习计算机科学和语言学",
    "今天下午天气晴朗适合去公园散步或者骑自行车",
    "这家餐厅的红烧肉非常好吃价格也不贵",
    "他用毛笔写了一首关于秋天落叶的诗",
    "长江是中国最长的河流流经十一个省份",
    "小明把作业放在书包里面然后出门上学",
    "研究人员发现了一种耐高温的新型材料",
    "火车站附近有很多便宜干净的旅馆",
    "请把窗户关上因为外面刮风很冷",
    "图书馆每周六晚上八点准时关门",
    "妈妈在厨房里煮饺子和汤圆给全家人吃",
    "足球比赛因为暴雨推迟到明天举行",
]


def _tagger_test() -> str:
    cases = "\n".join(f'      "{s}",' for s in SENTENCES)
    return (
        '#include "gtest/gtest.h"\n#include "PosTagger.hpp"\n\nusing namespace segmenter;\n\n'
        "TEST(PosTaggerTest, TagsEverySentence) {\n  PosTagger tagger(DICT_PATH, HMM_PATH);\n"
        f"  const char* const sentences[] = {{\n{cases}\n  }};\n"
        "  for (const char* s : sentences) {\n    std::vector<std::pair<std::string, std::string>> res;\n"
        "    tagger.Tag(s, res);\n    ASSERT_FALSE(res.empty()) << s;\n  }\n}\n"
    )


def test_a_test_with_chinese_strings_is_kept():
    text = _tagger_test()
    raw = text.encode()
    assert byte_entropy(raw) > CFG.max_entropy_bits  # UTF-8 bytes of CJK text: what used to drop it
    assert blob_entropy(raw) < 5.5
    assert quality_reason("segmenter/test/unittest/pos_tagger_test.cpp", text, CFG) is None


def _pem_blob(seed: int, nbytes: int) -> str:
    b64 = base64.b64encode(random.Random(seed).randbytes(nbytes)).decode()
    return "\n".join(f'"{b64[k : k + 64]}\\n"' for k in range(0, len(b64), 64))


def test_an_encoded_blob_still_drops_with_or_without_natural_language_beside_it():
    plain = "/* test root certificate */\nconst char root_ca[] =\n" + _pem_blob(7, 3000) + ";\n"
    commented = "// 测试用的根证书，请勿在生产环境中使用\n" + plain
    for text in (plain, commented):
        assert blob_entropy(text.encode()) > CFG.max_entropy_bits
        reason = quality_reason("samples/certs.c", text, CFG)
        assert reason is not None and reason[0] == "high-entropy"


def test_ascii_files_have_the_same_entropy_as_before():
    text = _window_tables() + APPLY_WINDOW
    assert blob_entropy(text.encode()) == byte_entropy(text.encode())
