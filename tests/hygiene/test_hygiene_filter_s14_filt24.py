"""Filter 24: a program beside its encoded fixtures is no blob (issue 8; TWENTY-SEVENTH's wrong ``high-entropy`` drop).

A VPN library's unit test keeps the private keys, certificates and DH parameters its handshake tests load as
raw-string constants: half the file's bytes are PEM, which lifts its order-0 entropy just over 6 bits a
byte, beside helpers and a series of ``TEST`` bodies. ``high-entropy`` dropped it as if it were an encoded
blob. A file over the entropy bound is now dropped only when its payload dominates it: when the code outside
its string literals is itself as varied (hashes and signatures, no literals), or when no program
(``data-blob``'s test) stands beside the literals, weighed on the lines that carry code. CA bundles held as
PEM ``#define`` strings or in one array, and a base64 vector streamed out by one function, still drop.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

import base64
import random
import re

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import blob_entropy, quality_reason

CFG = FilterConfig()


def _b64_lines(seed: int, nbytes: int, width: int = 64) -> list[str]:
    b64 = base64.b64encode(random.Random(seed).randbytes(nbytes)).decode()
    return [b64[k : k + width] for k in range(0, len(b64), width)]


def _pem(kind: str, seed: int, nbytes: int) -> str:
    body = "\n".join(_b64_lines(seed, nbytes))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----\n"


_TEST_CODE = """
TEST(tls_context, builds_a_server_config)
{
    auto cfg = make_config(Mode::Server);
    cfg->load_private_key(server_key_pem);
    cfg->load_cert(server_cert_pem);
    cfg->load_dh(dh_params_pem);
    EXPECT_NO_THROW(cfg->new_factory());
}

TEST(tls_context, builds_a_client_config)
{
    auto cfg = make_config(Mode::Client);
    cfg->load_ca(ca_cert_pem, true);
    cfg->set_verify_peer(true);
    auto factory = cfg->new_factory();
    ASSERT_TRUE(factory != nullptr);
    EXPECT_EQ(factory->mode(), Mode::Client);
}

template <typename Session>
static size_t pump_out(Session &from, std::vector<uint8_t> &wire, int round)
{
    size_t moved = 0;
    while (from.wants_write())
    {
        uint8_t frame[2048];
        const size_t n = from.write_ciphertext(frame, sizeof(frame));
        wire.insert(wire.end(), frame, frame + n);
        moved += n;
    }
    if (verbose)
        std::cout << "round " << round << ": " << moved << " bytes out" << std::endl;
    return moved;
}

template <typename Session>
static size_t pump_in(Session &to, std::vector<uint8_t> &wire)
{
    const size_t n = to.read_ciphertext(wire.data(), wire.size());
    wire.erase(wire.begin(), wire.begin() + static_cast<std::ptrdiff_t>(n));
    return n;
}

static bool run_handshake(Session &client, Session &server, int max_rounds = 32)
{
    std::vector<uint8_t> to_server, to_client;
    client.start_handshake();
    for (int round = 0; round < max_rounds; ++round)
    {
        pump_out(client, to_server, round);
        pump_in(server, to_server);
        pump_out(server, to_client, round);
        pump_in(client, to_client);
        if (client.handshake_done() && server.handshake_done())
            return true;
        if (client.failed() || server.failed())
            return false;
    }
    return false;
}

static std::unique_ptr<Session> make_server(const std::string &key, const std::string &cert)
{
    auto cfg = make_config(Mode::Server);
    cfg->load_private_key(key);
    cfg->load_cert(cert);
    cfg->load_ca(ca_cert_pem, false);
    cfg->load_dh(dh_params_pem);
    return cfg->new_factory()->session();
}

static std::unique_ptr<Session> make_client(bool verify)
{
    auto cfg = make_config(Mode::Client);
    cfg->load_ca(ca_cert_pem, true);
    cfg->set_verify_peer(verify);
    return cfg->new_factory()->session();
}

TEST(tls_context, handshake_succeeds)
{
    auto server = make_server(server_key_pem, server_cert_pem);
    auto client = make_client(true);
    ASSERT_TRUE(run_handshake(*client, *server));
    const std::string hello = "ping over the tunnel";
    client->write_cleartext(hello.data(), hello.size());
    std::vector<uint8_t> wire;
    pump_out(*client, wire, 0);
    pump_in(*server, wire);
    char back[64] = {};
    const size_t n = server->read_cleartext(back, sizeof(back));
    EXPECT_EQ(std::string(back, n), hello);
}

TEST(tls_context, handshake_fails_with_an_unknown_certificate)
{
    auto server = make_server(rogue_key_pem, rogue_cert_pem);
    auto client = make_client(true);
    EXPECT_FALSE(run_handshake(*client, *server));
    EXPECT_TRUE(client->failed());
}

TEST(tls_context, reports_the_client_hello)
{
    auto server = make_server(server_key_pem, server_cert_pem);
    auto client = make_client(false);
    std::vector<uint8_t> wire;
    client->start_handshake();
    pump_out(*client, wire, 0);
    ASSERT_GE(wire.size(), 5u);
    EXPECT_EQ(wire[0], 0x16);  // a handshake record
    EXPECT_EQ(wire[5], 0x01);  // ClientHello
}
"""


def _tls_unit_test() -> str:
    """A hand-written gtest file: PEM fixtures as raw strings (about half the bytes), then helpers and tests."""
    fixtures = [
        ("server_key_pem", "PRIVATE KEY", 1, 1190),
        ("rogue_key_pem", "PRIVATE KEY", 2, 1190),
        ("server_cert_pem", "CERTIFICATE", 3, 700),
        ("rogue_cert_pem", "CERTIFICATE", 4, 700),
        ("ca_cert_pem", "CERTIFICATE", 5, 700),
        ("dh_params_pem", "DH PARAMETERS", 6, 260),
    ]
    head = (
        "//    tls-core: unit tests of the TLS context\n"
        "//    Copyright (C) 2021 The tls-core authors\n\n"
        '#include "test_common.h"\n\n#include <tls/context.hpp>\n\nusing namespace tls;\n\n'
    )
    consts = "".join(
        f'const std::string {name} = R"({_pem(kind, seed, n)})";\n\n' for name, kind, seed, n in fixtures
    )
    return head + consts + _TEST_CODE


def test_the_unit_test_is_over_the_entropy_bound_as_the_real_one_is():
    text = _tls_unit_test()
    assert blob_entropy(text.encode()) > CFG.max_entropy_bits  # what dropped it
    pem = sum(len(m) for m in re.findall(r'R"\((.*?)\)"', text, re.S))
    assert 0.45 < pem / len(text) < 0.65  # the fixtures are about half its bytes, as in the real one
    assert text.count("\nTEST(") == 5 and text.count("static ") == 5


def test_a_unit_test_beside_its_key_and_certificate_fixtures_is_kept():
    assert quality_reason("core/test/unittests/test_tlsctx.cpp", _tls_unit_test(), CFG) is None


def test_its_payload_does_not_dominate_it():
    assert filter_stage.payload_dominates(_tls_unit_test(), CFG) is None


def test_encoded_payload_blanks_the_lines_that_carry_payload_and_keeps_the_code():
    text = (
        "/* fixture */\n"
        'const std::string key = R"(-----BEGIN KEY-----\n'
        "MIIBVgIBADANBgkqhkiG9w0BAQEFAASCAUAwggE8AgEAAkEAq//7Vc+Xm\n"
        '-----END KEY-----\n)";\n'
        'static const char *blob = "3q2+7wAAAAEAAAACAAAAAwAAAAQAAAAFAAAABgAAAAc=";\n'
        'int load() { return parse(key, "pem"); }\n'
    )
    p = quality.encoded_payload(text)
    lines = p.code.split("\n")
    assert len(lines) == len(text.split("\n"))  # line breaks kept
    assert lines[1].rstrip() == 'const std::string key = R"('  # the code of a line that holds both
    assert lines[2] == lines[3] == ""  # base64 (a "//" in it is no comment) and the END line
    assert lines[4] == ')";'
    assert lines[5] == ""  # more payload than code
    assert lines[6] == 'int load() { return parse(key, ""); }'
    assert "fixture" not in p.code
    body = "-----BEGINKEY-----MIIBVgIBADANBgkqhkiG9w0BAQEFAASCAUAwggE8AgEAAkEAq//7Vc+Xm-----ENDKEY-----"
    assert p.chars == len(body) + 44 + 3  # non-blank characters of the bodies
    assert p.elements == p.chars // 4


def test_a_test_of_a_decoder_with_encoded_vectors_beside_it_is_kept():
    # ordinary strings this time: base64 test vectors in a table, beside a decoder and its tests
    vectors = "\n".join(f'    {{"{"".join(_b64_lines(40 + k, 600, 800))}", {600}}},' for k in range(8))
    text = (
        "#include <cstdint>\n#include <string>\n#include <vector>\n#include <gtest/gtest.h>\n\n"
        "struct Vector { const char *encoded; size_t size; };\n\n"
        f"static const Vector kVectors[] = {{\n{vectors}\n}};\n\n"
        "static int value_of(char c)\n{\n"
        "    if (c >= 'A' && c <= 'Z') return c - 'A';\n"
        "    if (c >= 'a' && c <= 'z') return c - 'a' + 26;\n"
        "    if (c >= '0' && c <= '9') return c - '0' + 52;\n"
        "    return c == '+' ? 62 : c == '/' ? 63 : -1;\n}\n\n"
        "static std::vector<uint8_t> decode(const std::string &in)\n{\n"
        "    std::vector<uint8_t> out;\n    uint32_t acc = 0;\n    int bits = 0;\n"
        "    for (char c : in)\n    {\n        if (c == '=') break;\n"
        "        const int v = value_of(c);\n        if (v < 0) continue;\n"
        "        acc = (acc << 6) | static_cast<uint32_t>(v);\n        bits += 6;\n"
        "        if (bits >= 8)\n        {\n            bits -= 8;\n"
        "            out.push_back(static_cast<uint8_t>(acc >> bits));\n        }\n    }\n"
        "    return out;\n}\n\n"
        "TEST(base64, decodes_every_vector)\n{\n"
        "    for (const Vector &v : kVectors)\n        EXPECT_EQ(decode(v.encoded).size(), v.size);\n}\n\n"
        "TEST(base64, stops_at_padding)\n{\n"
        '    EXPECT_EQ(decode("TWE=").size(), 2u);\n    EXPECT_EQ(decode("TQ==").size(), 1u);\n}\n\n'
        "TEST(base64, skips_what_is_not_the_alphabet)\n{\n"
        '    EXPECT_EQ(decode("TW\\nFu").size(), 3u);\n}\n'
    )
    assert blob_entropy(text.encode()) > CFG.max_entropy_bits
    assert quality_reason("tests/base64_test.cpp", text, CFG) is None


def test_code_version_is_24():
    assert int(filter_stage.CODE_VERSION) >= 24


# --- guards: the payload dominates, the file still drops (they pass before and after filter 24) ----------


def _pem_defines(name: str, seed: int, nbytes: int) -> str:
    rows = "".join(f'"{line}\\n"\\\n' for line in _b64_lines(seed, nbytes))
    return (
        f"/*\n * /C=US/O=Example Trust/CN=Example Root CA {seed}\n */\n\n#define {name} \\\n"
        f'"-----BEGIN CERTIFICATE-----\\n"\\\n{rows}"-----END CERTIFICATE-----\\n"\n\n'
    )


def test_ca_certificates_as_pem_defines_still_drop():
    names = [f"ROOT{k}_PEM" for k in range(5)]
    text = (
        "/*\n * cacert.h\n *\n * Copyright (c) 2012 Example Security\n */\n\n#ifndef CACERT_H\n#define CACERT_H\n\n"
        + "".join(_pem_defines(n, 10 + k, 950) for k, n in enumerate(names))
        + "#define CACERT_PEM \\\n    "
        + " ".join(names)
        + "\n\n#endif /* CACERT_H */\n"
    )
    assert blob_entropy(text.encode()) > CFG.max_entropy_bits
    reason = quality_reason("lib/cacert.h", text, CFG)
    assert reason is not None and reason[0] == "high-entropy", reason


def test_certificates_in_one_array_still_drop():
    rows = []
    for k in range(3):
        rows.append(f"/* Example Root {k} */\n")
        rows.append('"-----BEGIN CERTIFICATE-----\\r\\n"\n')
        rows += [f'"{line}\\r\\n"\n' for line in _b64_lines(20 + k, 900)]
        rows.append('"-----END CERTIFICATE-----\\r\\n"\n\n')
    text = (
        "// Copyright (c) Example Corp. All rights reserved.\n\n"
        '#include "hub_certs.h"\n\nconst char hub_certs[] =\n' + "".join(rows) + ";\n"
    )
    assert blob_entropy(text.encode()) > CFG.max_entropy_bits
    reason = quality_reason("samples/hub_certs.c", text, CFG)
    assert reason is not None and reason[0] == "high-entropy", reason


def test_a_vector_streamed_out_by_one_function_still_drops():
    rows = "".join(f'    ss << "{line}";\n' for line in _b64_lines(30, 40_000, 76))
    text = (
        "#ifndef FFT_REFERENCE_H\n#define FFT_REFERENCE_H\n\n#include <sstream>\n\n"
        "inline std::string get_fft_reference()\n{\n    std::stringstream ss;\n"
        + rows
        + "    return ss.str();\n}\n\n#endif\n"
    )
    assert blob_entropy(text.encode()) > CFG.max_entropy_bits
    reason = quality_reason("test/fft_reference.h", text, CFG)
    assert reason is not None and reason[0] == "high-entropy", reason


def test_a_list_of_hashes_and_signatures_still_drops():
    rng = random.Random(5)
    text = "".join(
        f"{rng.randbytes(20).hex()} 0 {base64.b64encode(rng.randbytes(400)).decode()}\n" for _ in range(120)
    )
    assert blob_entropy(text.encode()) > CFG.max_entropy_bits
    reason = quality_reason("repo/signatures.h", text, CFG)
    assert reason is not None and reason[0] == "high-entropy", reason


def test_a_key_with_an_accessor_or_two_still_drops():
    text = (
        '#include "keys.h"\n\nstatic const char kServerKey[] = R"('
        + _pem("PRIVATE KEY", 50, 2400)
        + ')";\n\n'
        "const char *server_key(void) { return kServerKey; }\n"
        "size_t server_key_len(void) { return sizeof(kServerKey) - 1; }\n"
    )
    assert blob_entropy(text.encode()) > CFG.max_entropy_bits
    reason = quality_reason("src/keys.c", text, CFG)
    assert reason is not None and reason[0] == "high-entropy", reason


def test_the_drop_says_why_the_payload_dominates():
    rows = "".join(f'    ss << "{line}";\n' for line in _b64_lines(30, 40_000, 76))
    streamed = (
        "inline std::string get_reference()\n{\n    std::stringstream ss;\n"
        + rows
        + "    return ss.str();\n}\n"
    )
    reason = quality_reason("test/reference.h", streamed, CFG)
    assert reason is not None and reason[0] == "high-entropy"
    # the ss << "..." lines carry payload, not code
    assert "1 function bodies, 0 function declarations, 3 code lines, 0 loops" in reason[1], reason
    rng = random.Random(5)
    sigs = "".join(
        f"{rng.randbytes(20).hex()} 0 {base64.b64encode(rng.randbytes(400)).decode()}\n" for _ in range(120)
    )
    reason = quality_reason("repo/signatures.h", sigs, CFG)
    assert reason is not None and reason[0] == "high-entropy"
    assert "bits/byte outside the string literals" in reason[1], reason
