"""Filter rules on TWELFTH's miss (issue 8; benchmarks/decisions/twelfth, now seen).

``repetitive`` dropped a hashing library's utility file: a 256x256 bit-distance lookup table (95 % of
its lines) above eight hand-written functions. The duplicate 20-gram share counted the table's numbers
as code tokens, and a generated table's rows repeat one another. Repetition is now measured on the
lines that carry code when a program stands beside the tables (``data-blob``'s "code beside the data"
test): a literal table's rows (data lines) are ``data-blob``'s question. Tables with no program beside
them are judged whole, as before: their repetition marks generated data under ``data-blob``'s bounds.
A generated state table whose rows are names (``RJ_, X__, X__,``) has no data lines and stays
``repetitive``; code pasted a dozen times still is, data lines in it or not.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()


def _pair_distance(a: int, b: int) -> int:
    """The distance of two bytes as four 2-bit digits: |x - y| a digit, a distance of 3 counted 6."""
    total = 0
    for shift in (0, 2, 4, 6):
        d = abs((a >> shift & 3) - (b >> shift & 3))
        total += 6 if d == 3 else d
    return total


def _distance_table(name: str) -> str:
    """``static unsigned char name[][256] = {{...}, ...};``: 256 rows of 256 numbers, 19 a line."""
    rows = []
    for a in range(256):
        values = [f"{_pair_distance(a, b)}," for b in range(256)]
        values[-1] = values[-1].rstrip(",")
        lines = [" ".join(f"{v:<3}" for v in values[i : i + 19]).rstrip() for i in range(0, 256, 19)]
        rows.append("    {" + "\n     ".join(lines) + "},")
    return f"static unsigned char {name}[][256] = {{\n" + "\n".join(rows) + "\n};\n\n"


_UTILITIES = """\
#define RANGE_LVALUE 256
#define RANGE_QRATIO 16

unsigned char capture_length(unsigned int len)
{
    int bottom = 0;
    int top = BUCKETS - 1;
    int idx = top >> 1;

    while (idx < BUCKETS) {
        if (idx == 0)
            return idx;
        if ((len <= length_bounds[idx]) && (len > length_bounds[idx - 1]))
            return idx;
        if (len < length_bounds[idx]) {
            top = idx - 1;
        } else {
            bottom = idx + 1;
        }
        idx = (bottom + top) >> 1;
    }
    return 0;
}

int wrap_diff(unsigned int x, unsigned int y, unsigned int range)
{
    int dl = 0;
    int dr = 0;
    if (y > x) {
        dl = y - x;
        dr = x + range - y;
    } else {
        dl = x - y;
        dr = y + range - x;
    }
    return (dl > dr) ? dr : dl;
}

static int digit_diff(int a, int b)
{
    int d = a > b ? a - b : b - a;
    if (d == 3)
        return 6;
    return d;
}

int body_distance(int len, const unsigned char x[], const unsigned char y[])
{
    int diff = 0;
    for (int i = 0; i < len; i++) {
        diff += pair_diff_table[x[i]][y[i]];
    }
    return diff;
}

int body_distance_slow(int len, const unsigned char x[], const unsigned char y[])
{
    int diff = 0;
    for (int i = 0; i < len; i++) {
        unsigned char a = x[i], b = y[i];
        for (int shift = 0; shift < 8; shift += 2) {
            diff += digit_diff((a >> shift) & 3, (b >> shift) & 3);
        }
    }
    return diff;
}

unsigned char swap_nibbles(const unsigned char in)
{
    return ((in & 0xF0) >> 4) | ((in & 0x0F) << 4);
}

void to_hex(const unsigned char *src, int len, char *dest)
{
    static const char digits[] = "0123456789ABCDEF";
    for (int i = 0; i < len; i++) {
        *dest++ = digits[(src[i] >> 4) & 0xF];
        *dest++ = digits[src[i] & 0xF];
    }
    *dest = '\\0';
}

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

int from_hex(const char *src, int len, unsigned char *dest)
{
    if (len % 2 != 0)
        return -1;
    for (int i = 0; i < len; i += 2) {
        int hi = hex_value(src[i]);
        int lo = hex_value(src[i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        *dest++ = (unsigned char)((hi << 4) | lo);
    }
    return 0;
}
"""


def _utility_file() -> str:
    return (
        "/* Fuzzy-hash utilities: distances between digests, hex encoding. */\n"
        '#include <string.h>\n#include "fuzzy_util.h"\n\n' + _distance_table("pair_diff_table") + _UTILITIES
    )


def test_a_lookup_table_above_hand_written_functions_is_kept() -> None:
    text = _utility_file()
    assert quality_reason("src/fuzzy_util.c", text, CFG) is None  # filter 12: repetitive, 0.98
    code = quality.without_comments(text)
    # the table is most of the file, and with it counted its rows read as pasted code
    assert quality.literal_mass(text, code).share > 0.9
    assert quality.token_repetition(text, 20, code)[1] >= CFG.max_duplicate_ngram_share
    # the lines that carry code do not repeat
    ntokens, share = quality.token_repetition(text, 20, quality.code_outside_data(code))
    assert ntokens >= CFG.min_tokens_for_repetition and share < 0.3


def test_the_table_alone_is_still_a_data_blob() -> None:
    """The same table with an accessor and no program: data-blob drops it, as before."""
    text = (
        "/* Distances between 2-bit digit strings. */\n"
        + _distance_table("pair_diff_table")
        + "int pair_diff(unsigned char a, unsigned char b) { return pair_diff_table[a][b]; }\n"
    )
    assert quality_reason("src/pair_table.c", text, CFG)[0] == "data-blob"


def _state_table_header() -> str:
    """A generated UTF-8 state table: rows of named states (no data lines), then the table's struct."""
    rows = []
    for block in range(60):
        rows.append(f"  // state[{block}] 0x{block * 0x40:06x}")
        for line in range(4):
            cells = ["X__"] * 16
            if (block + line) % 5 == 0:
                cells[line * 3] = "RJ_"
            if block % 7 == 0 and line == 1:
                cells[5] = str(block % 4)
            rows.append("  " + ",".join(cells) + ",")
    return (
        "// Created by utf8tablebuilder: do not hand-edit\n"
        "#ifndef UTF8_ACCEPT_H__\n#define UTF8_ACCEPT_H__\n\n"
        '#include "utf8statetable.h"\n\n'
        "#define X__ (kExitIllegalStructure)\n#define RJ_ (kExitReject)\n\n"
        "static const unsigned int utf8accept_STATE0 = 0;\n"
        "static const unsigned int utf8accept_STATE0_SIZE = 256;\n\n"
        "static const uint8 utf8accept[] = {\n" + "\n".join(rows) + "\n};\n\n"
        "static const UTF8StateMachineObj utf8accept_obj = {\n"
        "  utf8accept_STATE0,\n  utf8accept_STATE0_SIZE,\n  utf8accept,\n  utf8accept_fast,\n};\n\n"
        "#endif  // UTF8_ACCEPT_H__\n"
    )


def test_a_generated_state_table_of_names_is_still_repetitive() -> None:
    text = _state_table_header()
    code = quality.without_comments(text)
    assert quality.code_outside_data(code) == code  # its rows hold names: none is a data line
    assert quality_reason("src/utf8accept.h", text, CFG)[0] == "repetitive"


def _pasted_tests(vector_rows: bool) -> str:
    """One test body pasted 24 times with the case number changed, each with a small input vector."""
    body = []
    for case in range(24):
        vector = "    0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08,\n" if vector_rows else ""
        body.append(
            f"TEST(CodecTest, RoundTrip{case}) {{\n"
            "  static const unsigned char input[] = {\n" + vector + "  };\n"
            "  std::vector<unsigned char> encoded;\n"
            "  ASSERT_TRUE(codec::Encode(input, sizeof(input), &encoded));\n"
            "  std::vector<unsigned char> decoded;\n"
            "  ASSERT_TRUE(codec::Decode(encoded.data(), encoded.size(), &decoded));\n"
            "  ASSERT_EQ(sizeof(input), decoded.size());\n"
            "  EXPECT_EQ(0, memcmp(input, decoded.data(), decoded.size()));\n"
            "}\n\n"
        )
    return '#include <gtest/gtest.h>\n#include "codec.h"\n\n' + "".join(body)


def test_pasted_code_is_still_repetitive() -> None:
    """Hand-written copy-paste repeats on code lines: leaving the data lines out does not hide them."""
    for vector_rows in (False, True):
        assert quality_reason("test/codec_test.cc", _pasted_tests(vector_rows), CFG)[0] == "repetitive"
    # with its vectors it holds data lines beside a program, but they are a tenth of its code (as asm
    # clobber lists in generated kernels): no table, so it is judged whole
    text = _pasted_tests(True)
    code = quality.without_comments(text)
    mass = quality.literal_mass(text, code)
    assert mass.chars and filter_stage.program_beside_data(quality.code_beside_data(code), mass, CFG)
    assert mass.share < CFG.max_blob_share


def _allocation_tables() -> str:
    """Tables of ``{bits, offset}`` pairs, blocks of rows repeated, and no code: under data-blob's bounds
    (no run of 1000 literals), so only their repetition marks them."""
    wide = "\t{4,0},{5,3},{3,-3},{4,-7},{5,-15},{6,-31},{7,-63},{8,-127},{9,-255},{10,-511},\n"
    wide += "\t{11,-1023},{12,-2047},{13,-4095},{14,-8191},{15,-16383},{16,-32767},\n"
    narrow = "\t{3,0},{5,3},{7,5},{3,-3},{10,9},{4,-7},{5,-15},{16,-32767},\n"
    tables = "".join(
        f"static const struct alloc_entry alloc_{k}[] = {{\n"
        + wide * (3 + k)
        + narrow * (8 + k)
        + "\t{2,0} };\n\n"
        for k in range(3)
    )
    return (
        "/*\n\tlayer2_tables.h: bit allocation tables\n*/\n\n#ifndef LAYER2_TABLES_H\n#define LAYER2_TABLES_H\n\n"
        + tables
        + "#endif\n"
    )


def test_tables_without_a_program_are_still_repetitive() -> None:
    """Rows of literals with no program beside them are judged whole: their repetition drops them."""
    text = _allocation_tables()
    code = quality.without_comments(text)
    assert quality.literal_mass(text, code).largest_run < CFG.min_blob_run_elements
    assert quality.code_outside_data(code) != code  # its rows are data lines
    assert quality_reason("src/layer2_tables.h", text, CFG)[0] == "repetitive"


def test_over_a_megabyte_tables_beside_code_are_judged_whole() -> None:
    """Over ``large_bytes`` a file must be one hand-written unit: a megabyte of repeating table rows is
    a generator's output whatever code stands beside it (a scanner generator's tables and its driver)."""
    text = (
        "/* Distance tables for four digit widths. */\n"
        + "".join(_distance_table(f"pair_diff_table_{k}") for k in range(4))
        + _UTILITIES
    )
    assert len(text.encode()) > CFG.large_bytes
    reason, detail = quality_reason("src/fuzzy_tables.c", text, CFG)
    assert reason == "too-large" and "repetitive" in detail


def _asm_streams(copies: int, clobber_rows: int) -> str:
    """Generated NEON packing kernels: one specialization per row count, each the same inline-asm
    skeleton; its clobber lists (``: "d0", "d1", ..., "cc",``) are data lines, a few of the code."""
    out = ['#include "streams.h"\n\nnamespace meta {\n\n']
    for k in range(copies):
        out.append(
            f"template <>\ninline void Stream<uint8_t, {k + 1}, 8, 0, RowMajorWithSum>::Pack(\n"
            "    const uint8_t* in, const RowMajorWithSum& params, uint8_t* out) {\n"
            '#ifdef DEBUG\n  std::cout << __FILE__ << "(" << __LINE__ << ") Pack" << std::endl;\n#endif\n'
            "  int params_count_copy = params.count;\n"
            "  asm volatile(\n"
            '      "vmov.i16 q8, #0\\n"\n'
            f'      "subs %[count], %[count], #{8 * (k + 1)}\\n"\n'
            '      "vld1.32 {d0}, [%[in]]!\\n"\n'
            '      "vaddw.u8 q8, q8, d0\\n"\n'
            '      "vst1.32 {d0}, [%[out]:64]!\\n"\n'
            '      "bne 1b\\n"\n'
            '      : [count] "+r"(params_count_copy), [in] "+r"(in), [out] "+r"(out)\n'
            '      : [stride] "r"(params.stride), [multiplicative_sum_offset] "r"(params.multiplicative_sum_offset)\n'
            + "".join(
                f'      {": " if j == 0 else "  "}"d{2 * j}", "d{2 * j + 1}", "d16", "d17", "d18", "d19", "cc",\n'
                for j in range(clobber_rows)
            )
            + '        "memory");\n}\n\n'
        )
    return "".join(out) + "}  // namespace meta\n"


def test_pasted_kernels_with_clobber_lists_are_still_repetitive() -> None:
    """A few literal rows in pasted code make no table: the file is judged whole (leaving its clobber
    lists out, the share falls just under the bound)."""
    text = _asm_streams(17, 2)
    code = quality.without_comments(text)
    mass = quality.literal_mass(text, code)
    assert 0 < mass.share < CFG.max_blob_share
    assert quality.token_repetition(text, 20, code)[1] >= CFG.max_duplicate_ngram_share
    beside = quality.code_outside_data(code)
    assert quality.token_repetition(text, 20, beside)[1] < CFG.max_duplicate_ngram_share
    assert quality_reason("meta/streams_neon.h", text, CFG)[0] == "repetitive"
