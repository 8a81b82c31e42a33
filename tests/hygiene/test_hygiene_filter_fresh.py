"""False drops found on the FRESH set (benchmarks/RESULTS.md, "Decisions on a fresh set"), each fixed in
its rule's mechanism: small files written for these tests in the shape of the real ones.

- ``data-blob``: a crypto test with one large test vector beside varied test functions, a cipher with
  its S-boxes, a public class under its lookup tables are kept; an ``xxd -i`` dump, a known-answer
  table and a table with an accessor or two still drop.
- ``long-line``: a code generator whose template is one long line inside a raw string is kept;
  so is a header with one long line of documentation prose; generated output with long encoded
  strings still drops (``long-line``, or ``auto-generated`` where a banner says so), and so does
  minified code.
- ``too-large``: a hand-written single header over 1 MB is kept; an amalgamation over 1 MB, a large
  file failing another rule and anything over the hard cap drop.
- ``not-cpp``: a ``.inc`` C++ fragment quoting a Python script in a comment, and a suffix-less header
  whose multi-line macros stringize with ``#NAME``, are C++.
"""

from __future__ import annotations

import random

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()


def _hex_rows(data: bytes, per_row: int = 12, indent: str = "  ") -> str:
    """Bytes as C initializer rows, ``0x3f, 0x00, ...`` (the layout ``xxd -i`` writes)."""
    rows = []
    for i in range(0, len(data), per_row):
        rows.append(indent + ", ".join(f"0x{b:02x}" for b in data[i : i + per_row]) + ",")
    return "\n".join(rows).rstrip(",") + "\n"


def _random_bytes(n: int, seed: int) -> bytes:
    rng = random.Random(seed)
    return bytes(rng.randrange(256) for _ in range(n))


# Varied test code in the shape of a gtest crypto test: distinct names, calls and checks per test.
_TEST_BODIES = [
    ("StreamCipherTest", "TestVector", "cipher_xor(out.data(), kInput, sizeof(kInput), kKey, kNonce, 0);\n"
     "  EXPECT_EQ(Bytes(kOutput, sizeof(kOutput)), Bytes(out.data(), out.size()));"),
    ("StreamCipherTest", "InPlace", "std::vector<uint8_t> buf(kInput, kInput + sizeof(kInput));\n"
     "  cipher_xor(buf.data(), buf.data(), buf.size(), kKey, kNonce, 0);\n"
     "  EXPECT_EQ(Bytes(kOutput, sizeof(kOutput)), Bytes(buf.data(), buf.size()));"),
    ("StreamCipherTest", "CounterOverflow", "uint32_t counter = 0xffffffff;\n"
     "  for (size_t len = 0; len <= 128; len += 16) {\n"
     "    std::vector<uint8_t> a(len), b(len);\n"
     "    cipher_xor(a.data(), kInput, len, kKey, kNonce, counter);\n"
     "    cipher_xor_slow(b.data(), kInput, len, kKey, kNonce, counter);\n"
     "    ASSERT_EQ(Bytes(a.data(), len), Bytes(b.data(), len)) << \"length \" << len;\n  }"),
    ("StreamCipherTest", "EveryLength", "for (size_t len = 0; len <= sizeof(kInput); len++) {\n"
     "    std::unique_ptr<uint8_t[]> buf(new uint8_t[len]);\n"
     "    cipher_xor(buf.get(), kInput, len, kKey, kNonce, 0);\n"
     "    EXPECT_EQ(Bytes(kOutput, len), Bytes(buf.get(), len));\n  }"),
    ("StreamCipherTest", "Alignment", "alignas(64) uint8_t in[80], out[80];\n"
     "  for (size_t offset = 0; offset < 16; offset++) {\n"
     "    memcpy(in + offset, kInput, 64);\n"
     "    cipher_xor(out + offset, in + offset, 64, kKey, kNonce, 0);\n"
     "    EXPECT_EQ(Bytes(kOutput, 64), Bytes(out + offset, 64));\n  }"),
]  # fmt: skip


def _crypto_test(vector: bytes) -> str:
    tests = "\n".join(f"TEST({suite}, {name}) {{\n  {body}\n}}\n" for suite, name, body in _TEST_BODIES)
    helpers = """
static void cipher_xor_slow(uint8_t *out, const uint8_t *in, size_t len, const uint8_t key[32],
                            const uint8_t nonce[12], uint32_t counter) {
  uint8_t block[64];
  for (size_t done = 0; done < len; done += 64, counter++) {
    block_function(block, key, nonce, counter);
    size_t n = len - done < 64 ? len - done : 64;
    for (size_t i = 0; i < n; i++) {
      out[done + i] = in[done + i] ^ block[i];
    }
  }
}

static std::string hex(const uint8_t *p, size_t n) {
  static const char kDigits[] = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < n; i++) {
    s.push_back(kDigits[p[i] >> 4]);
    s.push_back(kDigits[p[i] & 15]);
  }
  return s;
}
"""
    return (
        "// Copyright 2024 The Example Authors.\n// Licensed under the Apache License, Version 2.0.\n\n"
        "#include <stdint.h>\n#include <string.h>\n\n#include <memory>\n#include <vector>\n\n"
        '#include <gtest/gtest.h>\n\n#include "cipher.h"\n#include "test_util.h"\n\n'
        "static const uint8_t kKey[32] = {\n" + _hex_rows(vector[:32]) + "};\n\n"
        "static const uint8_t kNonce[12] = {\n" + _hex_rows(vector[32:44]) + "};\n\n"
        "static const uint8_t kInput[] = {\n" + _hex_rows(vector) + "};\n\n"
        "static const uint8_t kOutput[] = {\n"
        + _hex_rows(bytes(b ^ 0x5A for b in vector))
        + "};\n"
        + helpers
        + "\n"
        + tests
    )


def test_a_test_with_a_large_vector_beside_varied_test_code_is_kept():
    text = _crypto_test(_random_bytes(1024, 1))
    mass = quality.literal_mass(text)
    assert mass.share > 0.5 and mass.largest_run >= CFG.min_blob_run_elements  # the old rule's drop
    assert quality_reason("crypto/cipher/cipher_test.cc", text, CFG) is None


def test_a_cipher_implementation_with_its_sboxes_is_kept():
    sbox = (
        "static const uint32_t kSBox[4][256] = {\n"
        + "".join(
            "  {\n"
            + _hex_rows(_random_bytes(1024, 10 + k), per_row=8, indent="    ").replace("0x", "0x0000")
            + "  },\n"
            for k in range(4)
        )
        + "};\n"
    )
    code = """
#define F(S, x) ((((S)[0][(x) >> 24] + (S)[1][((x) >> 16) & 0xff]) ^ (S)[2][((x) >> 8) & 0xff]) + (S)[3][(x) & 0xff])

void BF_encrypt(uint32_t *data, const BF_KEY *key) {
  uint32_t l = data[0], r = data[1];
  const uint32_t *p = key->P;
  l ^= p[0];
  for (int i = 1; i <= 16; i += 2) {
    r ^= F(key->S, l) ^ p[i];
    l ^= F(key->S, r) ^ p[i + 1];
  }
  data[1] = l;
  data[0] = r ^ p[17];
}

void BF_decrypt(uint32_t *data, const BF_KEY *key) {
  uint32_t l = data[0], r = data[1];
  const uint32_t *p = key->P;
  l ^= p[17];
  for (int i = 16; i >= 1; i -= 2) {
    r ^= F(key->S, l) ^ p[i];
    l ^= F(key->S, r) ^ p[i - 1];
  }
  data[1] = l;
  data[0] = r ^ p[0];
}

void BF_set_key(BF_KEY *key, size_t len, const uint8_t *data) {
  memcpy(key->S, kSBox, sizeof(kSBox));
  const uint8_t *end = data + len;
  const uint8_t *d = data;
  for (int i = 0; i < 18; i++) {
    uint32_t ri = *d++;
    if (d >= end) d = data;
    ri = (ri << 8) | *d++;
    if (d >= end) d = data;
    key->P[i] ^= ri;
  }
  uint32_t in[2] = {0, 0};
  for (int i = 0; i < 18; i += 2) {
    BF_encrypt(in, key);
    key->P[i] = in[0];
    key->P[i + 1] = in[1];
  }
  for (int i = 0; i < 4 * 256; i += 2) {
    BF_encrypt(in, key);
    key->S[i / 256][i % 256] = in[0];
    key->S[i / 256][i % 256 + 1] = in[1];
  }
}

void BF_ecb_encrypt(const uint8_t *in, uint8_t *out, const BF_KEY *key, int encrypt) {
  uint32_t d[2];
  d[0] = load_be32(in);
  d[1] = load_be32(in + 4);
  if (encrypt) {
    BF_encrypt(d, key);
  } else {
    BF_decrypt(d, key);
  }
  store_be32(out, d[0]);
  store_be32(out + 4, d[1]);
}
"""
    text = '#include <string.h>\n\n#include "blowfish.h"\n\n' + sbox + code
    assert quality_reason("decrepit/blowfish/blowfish.cc", text, CFG) is None


def _xxd_i(name: str, data: bytes) -> str:
    """What ``xxd -i`` writes for ``data`` saved as ``name``."""
    ident = name.replace(".", "_").replace("-", "_")
    return (
        f"unsigned char {ident}[] = {{\n"
        + _hex_rows(data)
        + f"}};\nunsigned int {ident}_len = {len(data)};\n"
    )


def test_an_xxd_dump_still_drops():
    text = _xxd_i("stdlib.wasm", _random_bytes(6000, 2))
    verdict = quality_reason("lib/src/wasm/wasm-stdlib.h", text, CFG)
    assert verdict is not None and verdict[0] == "data-blob", verdict


def test_a_table_with_a_few_accessors_still_drops():
    """Data with an accessor or two (a prime table with its lookup, a hash's random table) is data."""
    table = "static const uint32_t kPrimes[2048] = {\n" + _hex_rows(_random_bytes(2048, 3)) + "};\n"
    code = """
inline uint32_t prime(size_t n) {
  assert(n < sizeof(kPrimes) / sizeof(kPrimes[0]));
  return kPrimes[n];
}

inline size_t prime_count() { return sizeof(kPrimes) / sizeof(kPrimes[0]); }
"""
    text = "#pragma once\n#include <cassert>\n#include <cstddef>\n#include <cstdint>\n\n" + table + code
    verdict = quality_reason("math/prime_table.hpp", text, CFG)
    assert verdict is not None and verdict[0] == "data-blob", verdict
    assert "2 function bodies" in verdict[1]


def test_known_answer_values_still_drop():
    text = "".join(
        f"static const uint8_t kExpected{name}[] = {{\n" + _hex_rows(_random_bytes(n, seed)) + "};\n\n"
        for name, n, seed in (("PublicKey", 1184, 4), ("PrivateKey", 2400, 5), ("Ciphertext", 1088, 6))
    )
    verdict = quality_reason("fipsmodule/kem/fips_known_values.inc", text, CFG)
    assert verdict is not None and verdict[0] == "data-blob", verdict


_GENERATOR_BODY = "".join(
    f"""
std::string Operation_{name}::GetTypeString() const
{{
    auto s = Solution{{}};
    s.values["{name}_block"] = std::to_string(this->tile.{field});
    s.values["{name}_layout"] = ToString(this->{field}_layout);
    if(this->{field}_pipeline == PipelineVersion::v2)
        s.values["{name}_pipeline"] = "ck::PipelineVersion::v2";
    return s.ToTemplateString(this);
}}
"""
    for name, field in (("A", "m"), ("B", "n"), ("E", "k"), ("Ds", "ds"), ("Acc", "acc"))
)


def test_a_code_generator_with_one_long_template_line_is_kept():
    params = ", ".join(f"${{{p}}}" for p in [f"Param{i}" for i in range(90)])
    template = (
        '\nstatic const char* const ConvTemplate =\n    R"(\n${Prologue}\n\nusing CDEElementOp = Epilogue;\n'
        f"using DeviceConv = ck::tensor_operation::device::CodegenDeviceConvFwd<{params}>;\n\n"
        "constexpr ck::index_t NumATensor = ck::GetNumABTensors<false, ${ADataType}>();\n"
        ')";\n'
    )
    text = (
        '#include "ck/host/device_conv_fwd/operation.hpp"\n#include <string>\n' + template + _GENERATOR_BODY
    )
    assert max(map(len, text.splitlines())) > CFG.max_line_length
    assert quality_reason("codegen/src/device_conv_fwd_operation.cpp", text, CFG) is None


def _generated_module(banner: str) -> str:
    packed = "".join(f"\\{(k * 37) % 256:03o}" for k in range(600))
    return (
        banner
        + '#define PY_SSIZE_T_CLEAN\n#include "Python.h"\n\n'
        + f'static const char __pyx_k_codeobj_{len(banner)}[] = "{packed}";\n'
        + "static int __pyx_module_exec(PyObject *m) {\n  (void)m;\n  return 0;\n}\n"
    )


def test_generated_output_with_long_encoded_strings_still_drops():
    # with its generator's banner: auto-generated (long text strings no longer make it long-line)
    verdict = quality_reason("src/module.c", _generated_module("/* Generated by Cython 3.1.4 */\n\n"), CFG)
    assert verdict is not None and verdict[0] in {"long-line", "auto-generated"}, verdict
    # without one: the packed byte string is encoded data, not text, so the line still counts
    verdict = quality_reason("src/module.c", _generated_module(""), CFG)
    assert verdict is not None and verdict[0] == "long-line", verdict


def test_a_long_docstring_in_generated_code_is_auto_generated_not_kept():
    doc = "Element generator factory.\\n\\n    Unlike the ordinary factory, it lets you pass in text. " * 20
    text = (
        '/* Generated by Cython 3.1.4 */\n\n#include "Python.h"\n'
        # Cython names what it writes ``__pyx_…`` (filter 15 asks a Cython banner for that fingerprint)
        f'static PyType_Slot __pyx_type_builder_slots[] = {{\n  {{Py_tp_doc, (void *)PyDoc_STR("{doc}")}},\n  {{0, 0}},\n}};\n'
        + _GENERATOR_BODY
    )
    verdict = quality_reason("src/builder.c", text, CFG)
    assert verdict == ("auto-generated", "Generated by Cython")


def _function(i: int, rng: random.Random) -> str:
    a, b, c = rng.randrange(1, 1 << 30), rng.randrange(1, 97), rng.randrange(3, 29)
    return (
        f"template <typename T>\ninline T node_{i}_eval(const T& x{i}, const T& y{i}) {{\n"
        f"  const T t{i} = x{i} * T({a}) + y{i} / T({b});\n"
        f"  return (t{i} > T({c})) ? func_{i % 53}(t{i}) : t{i} - shift_{i % 31}(y{i}, {c});\n}}\n\n"
    )


def _large_header(n_bytes: int, guards: int = 1, seed: int = 7) -> str:
    rng = random.Random(seed)
    parts, size, i = [], 0, 0
    per_guard = max(1, n_bytes // 230 // guards)
    while size < n_bytes:
        if i % per_guard == 0 and i // per_guard < guards:
            name = f"PART_{i // per_guard}_H"  # a pasted header: its guard wraps its code
            part = f"#ifndef {name}\n#define {name}\n{_function(i, rng)}#endif  // {name}\n"
        else:
            part = _function(i, rng)
        parts.append(part)
        size += len(part)
        i += 1
    return "namespace exprlib {\n" + "".join(parts) + "}\n"


def test_a_hand_written_single_header_over_1_mb_is_kept():
    text = _large_header(1_200_000)
    assert CFG.large_bytes < len(text.encode()) < CFG.max_bytes
    assert quality_reason("exprlib/exprlib.hpp", text, CFG) is None


def test_a_single_header_setting_many_defaults_is_no_amalgamation():
    # A hand-written single header sets dozens of defaults the way a guard is written, `#ifndef X` /
    # `#define X` / `#endif` (or with a value): none guards any code, so none counts as an include guard.
    defaults = "".join(
        f"#ifndef lib_option_{k}\n#define lib_option_{k}{' 1' if k % 2 else ''}\n#endif\n" for k in range(40)
    )
    defaults += "#ifndef lib_version\n#define lib_version 321\n#endif\n"
    text = "#ifndef LIB_H\n#define LIB_H\n" + defaults + _large_header(1_200_000) + "#endif  // LIB_H\n"
    assert quality.include_guards(text) == 1 + quality.include_guards(
        _large_header(1_200_000)
    )  # LIB_H + the body's
    assert quality_reason("lib/lib.h", text, CFG) is None


def test_large_amalgamations_and_oversize_files_still_drop():
    amalgamation = _large_header(1_200_000, guards=40)
    verdict = quality_reason("lib/single_file.c", amalgamation, CFG)
    assert verdict is not None and verdict[0] == "too-large" and "40 include guards" in verdict[1], verdict
    # over 1 MB and failing another rule: too-large, with that rule named
    generated = "// Generated by the protocol buffer compiler.  DO NOT EDIT!\n" + _large_header(1_200_000)
    verdict = quality_reason("gen/big.pb.h", generated, CFG)
    assert verdict is not None and verdict[0] == "too-large" and "auto-generated" in verdict[1], verdict
    # over the hard cap whatever it holds
    verdict = quality_reason("big.hpp", _large_header(CFG.max_bytes + 1000), CFG)
    assert verdict is not None and verdict[0] == "too-large", verdict


PRIME_INC = """// Copyright 2016 The Example Authors.
//
// The following Python script computes the blinding factor needed for the
// corresponding iteration count.
/*
import math

# We choose candidate primes between sqrt(2)/2 * 2^N and 2^N and select
# witnesses by generating random N-bit numbers.
p = math.sqrt(2) / 2

# Target around 2^-8 probability of the blinding being insufficient.
epsilon = 2**-8

def choose(a, b):
  r = 1
  for i in range(b):
    r *= a - i
    r //= (i + 1)
  return r
*/

#include <openssl/bn.h>

#include "internal.h"

static const uint16_t kPrimes[] = {
    2,   3,   5,   7,   11,  13,  17,  19,  23,  29,  31,  37,  41,  43,  47,
    53,  59,  61,  67,  71,  73,  79,  83,  89,  97,  101, 103, 107, 109, 113,
};

static size_t num_trial_division_primes(const BIGNUM *n) {
  if (n->width * BN_BITS2 > 1024) {
    return sizeof(kPrimes) / sizeof(kPrimes[0]);
  }
  return sizeof(kPrimes) / sizeof(kPrimes[0]) / 2;
}

int BN_primality_test(int *is_probably_prime, const BIGNUM *w, int checks, BN_CTX *ctx) {
  *is_probably_prime = 0;
  if (BN_cmp(w, BN_value_one()) <= 0) {
    return 1;
  }
  for (size_t i = 1; i < num_trial_division_primes(w); i++) {
    if (bn_mod_u16_consttime(w, kPrimes[i]) == 0) {
      *is_probably_prime = BN_is_word(w, kPrimes[i]);
      return 1;
    }
  }
  return bn_miller_rabin(is_probably_prime, w, checks, ctx);
}
"""


def test_a_cpp_inc_fragment_quoting_a_script_in_a_comment_is_cpp():
    assert quality.cpp_parse_errors(PRIME_INC) <= CFG.max_parse_error_share
    assert quality_reason("crypto/fipsmodule/bn/prime.cc.inc", PRIME_INC, CFG) is None


SERIALIZER = """/* -*-c++-*- Example library
 * This library is open source and may be redistributed under the terms of the MIT license.
 */
#ifndef EXAMPLEDB__SERIALIZER
#define EXAMPLEDB__SERIALIZER 1

#include <string>
#include <sstream>

namespace exampleDB
{

class BaseSerializer
{
public:
    enum Type { RW_BOOL = 0, RW_INT, RW_FLOAT, RW_STRING };
    BaseSerializer(int usage) : _firstVersion(0), _usage(usage) {}
    virtual ~BaseSerializer() {}
    virtual bool read(InputStream&, Object&) = 0;
    virtual bool write(OutputStream&, const Object&) = 0;
    virtual const std::string& getName() const = 0;
protected:
    int _firstVersion;
    int _usage;
};

#define ADD_BOOL_SERIALIZER(PROP, DEF) \\
    wrapper->addSerializer( new exampleDB::PropByValSerializer< MyClass, bool >( \\
        #PROP, DEF, &MyClass::get##PROP, &MyClass::set##PROP), exampleDB::BaseSerializer::RW_BOOL )

#define ADD_INT_SERIALIZER(PROP, DEF) \\
    wrapper->addSerializer( new exampleDB::PropByValSerializer< MyClass, int >( \\
        #PROP, DEF, &MyClass::get##PROP, &MyClass::set##PROP), exampleDB::BaseSerializer::RW_INT )

#define ADD_FLOAT_SERIALIZER(PROP, DEF) \\
    wrapper->addSerializer( new exampleDB::PropByValSerializer< MyClass, float >( \\
        #PROP, DEF, &MyClass::get##PROP, &MyClass::set##PROP), exampleDB::BaseSerializer::RW_FLOAT )

#define ADD_STRING_SERIALIZER(PROP, DEF) \\
    wrapper->addSerializer( new exampleDB::PropByRefSerializer< MyClass, std::string >( \\
        #PROP, DEF, &MyClass::get##PROP, &MyClass::set##PROP), exampleDB::BaseSerializer::RW_STRING )

}

#endif
"""


def test_a_suffixless_header_whose_macros_stringize_is_cpp():
    assert quality.cpp_parse_errors(SERIALIZER) <= CFG.max_parse_error_share
    assert quality_reason("exampleDB/Serializer", SERIALIZER, CFG) is None


def test_scripts_and_makefiles_are_still_not_cpp():
    script = (
        "#!/bin/sh\n# install the headers\nset -e\nfor f in include/*.h; do\n  cp $f /usr/include/\ndone\n"
    )
    make = (
        "# Makefile\n# build the docs\nall: html\n\nhtml:\n\tsphinx-build -b html src build/html\n\n# clean\n"
    )
    python = "# helper\nimport sys\n\n# the main entry\ndef main():\n    print(sys.argv)\n\n# run\nmain()\n"
    for name, text in (("install", script), ("Makefile", make), ("tool", python)):
        verdict = quality_reason(name, text, CFG)
        assert verdict is not None and verdict[0] == "not-cpp", (name, verdict)


def test_the_header_scan_follows_directive_continuations():
    """A license block after a multi-line ``#define`` in the leading region is the license, and a
    banner opened on a directive line is a comment of its own (the greedy-scan bug license.py had)."""
    text = (
        "#ifndef LIB_CONFIG_H\n#define LIB_CONFIG_H\n#define LIB_VERSION(major, minor) \\\n"
        "    ((major) * 100 + (minor))\n"
        "/* Copyright 2021 Example Authors. Licensed under the MIT license. */\n"
        "/* Configuration of the library: */\nint lib_flags;\n"
    )
    assert "Copyright" not in quality.strip_leading_license(text)
    head = "#ifndef X_H /* This file was automatically generated by gen.py */\n#define X_H\nint x;\n"
    assert quality.strip_leading_license(head) == head  # nothing that is a license
    assert quality.header_comment(head) == ""  # the banner follows a directive: not the header comment


def test_a_banner_after_pragma_once_is_the_header_comment():
    """torchgen writes ``#pragma once`` first and its ``@generated`` banner below it."""
    text = (
        "#pragma once\n\n// @generated by tools/gen.py from Functions.h\n\n#include <x.h>\n" + _GENERATOR_BODY
    )
    assert quality_reason("ATen/Functions.h", text, CFG) == ("auto-generated", "@generated")
    # an include guard is a branch: a comment below it is not the header (Boost.Fusion's templates)
    guarded = "#ifndef F_H\n#define F_H\n// @generated by tools/gen.py\n" + _GENERATOR_BODY + "#endif\n"
    assert quality_reason("fusion/f.hpp", guarded, CFG) is None


def test_a_long_line_of_documentation_prose_is_not_a_long_line():
    """A hand-written header whose doc comment has one 1,200-character line of prose is kept (the
    characters of a comment that reads as text are no code); a quote inside that comment opens no
    string, and minified code stays a long line even behind ``//``."""
    prose = " ".join(['The accumulator computes "region statistics" in one pass over the data.'] * 16)
    line = "/// " + prose + "\n"
    assert len(line) > CFG.max_line_length
    text = "#pragma once\n#include <vector>\n" + line + _GENERATOR_BODY
    assert quality_reason("vigra/accumulator.hxx", text, CFG) is None
    block = "#pragma once\n/** \\brief Region statistics.\n\n    " + prose + "\n*/\n" + _GENERATOR_BODY
    assert quality_reason("vigra/accumulator.hxx", block, CFG) is None  # inside a block comment
    minified = "// " + "".join(f"int f{i}(int a){{return a*{i}+g(a,{i});}}" for i in range(60)) + "\n"
    verdict = quality_reason("min.h", "#pragma once\n" + minified + _GENERATOR_BODY, CFG)
    assert verdict is not None and verdict[0] == "long-line", verdict


def test_a_large_file_whose_code_mostly_repeats_drops():
    """Over 1 MB the code must repeat less than a small file's may: per-operator plumbing written out
    by a generator without a banner (most 20-token runs repeat) drops, a varied header is kept."""
    parts, size, i = [], 0, 0
    while size < 1_100_000:
        part = (
            f"template <typename batch_rule_t, batch_rule_t batch_rule>\n"
            f"at::Tensor op_{i}_generated_plumbing(const at::Tensor & self, bool flag) {{\n"
            "  c10::impl::ExcludeDispatchKeyGuard guard(DispatchKey::FuncTorchBatched);\n"
            "  auto maybe_layer = maybeCurrentDynamicLayer();\n"
            "  TORCH_INTERNAL_ASSERT(maybe_layer.has_value());\n"
            + "".join(f"  const int64_t dim{k}_{i} = {k} + {i};\n" for k in range(2))
            + "  int64_t cur_level = maybe_layer->layerId();\n"
            "  if (!isBatchedAtLevel(self, cur_level)) {\n"
            f"    return at::_ops::op_{i}::call(self, flag);\n  }}\n"
            "  auto [self_value, self_bdim] = unwrapTensorAtLevel(self, cur_level);\n"
            "  auto results = batch_rule(self_value, self_bdim, flag);\n"
            "  return makeBatched(std::get<0>(results), std::get<1>(results), cur_level);\n}\n\n"
        )
        parts.append(part)
        size += len(part)
        i += 1
    text = "#pragma once\n#include <ATen/Operators.h>\n\nnamespace at {\n" + "".join(parts) + "}\n"
    small = "#pragma once\n" + "".join(parts[:40])
    dup = quality.duplicate_ngram_share(quality.code_tokens(small), CFG.repetition_ngram)
    assert CFG.large_max_duplicate_ngram_share < dup < CFG.max_duplicate_ngram_share
    assert quality_reason("ATen/Plumbing.h", small, CFG) is None  # under 1 MB: kept
    verdict = quality_reason("ATen/VmapPlumbing.h", text, CFG)
    assert verdict is not None and verdict[0] == "too-large" and "repetitive" in verdict[1], verdict
