"""Scrubbing: planted secrets/PII in real C/C++ files never survive; C/C++ idioms stay intact."""

from __future__ import annotations

import base64
import dataclasses
import json
import random

import pytest
from hygiene_fixtures import read_text
from hypothesis import given, settings
from hypothesis import strategies as st
from planting import CONTEXTS, context_cases, identifying, plant, planted_items, version_cases

from pipeline.hygiene.scrub import (
    EMAIL_MARKER,
    NETWORK_MARKER,
    PATH_MARKER,
    SECRET_MARKER,
    ScrubError,
    ScrubPolicy,
    find_redactions,
    scrub,
)


def test_planted_secrets_and_pii_never_survive_in_real_files(header_paths) -> None:
    rng = random.Random(1234)
    for path in header_paths[:60]:
        items = planted_items(rng)
        result = scrub(plant(read_text(path), items, rng))
        for kind, snippet, values in items:
            for value in values:
                # a planted address the judging standard does not count (192.168.x.y, 2001:db8::…) is kept
                assert (value not in result.text) == identifying(kind, value), (path, snippet, value)
        assert result.counts.get("private_key", 0) >= 5
        for marker in (EMAIL_MARKER, NETWORK_MARKER, SECRET_MARKER, PATH_MARKER):
            assert marker in result.text


def test_each_kind_is_counted() -> None:
    rng = random.Random(5)
    items = planted_items(rng)
    counts = scrub("\n".join(s for _, s, _ in items)).counts
    # the addresses the judging standard counts: not private, documentation or reserved (outside 2000::/3)
    for kind in ("ipv4", "ipv6"):
        expected = sum(identifying(k, v) for k, _, values in items if k == kind for v in values)
        assert counts.get(kind, 0) == expected, kind
    assert counts["ipv4"] == 1
    assert counts["email"] == 1
    assert counts["aws_access_key"] == 1 and counts["github_token"] == 2 and counts["slack_token"] == 1
    assert counts["gcp_api_key"] == 1 and counts["private_key"] == 5 and counts["home_path"] == 3
    assert counts["secret_assignment"] == 3  # aws secret, password, auth_token


IDIOMS = r"""
#ifndef LIBFOO_CONFIG_H_
#define LIBFOO_CONFIG_H_
#define LIBFOO_VERSION "1.2.3.4"
#define LIBFOO_VERSION_STRING "libfoo 10.0.0.12"
static const char kVersion[] = "v2.10.3.1";
// From linux-2.6.8.1/include/asm-generic/errno.h
// 23.2.4.2 capacity:
#define GNUTLS_OID_X520_TITLE "2.5.4.12"
#define MAGIC 0xDEADBEEFCAFEBABEULL
static const uint32_t crc_table[4] = {0x00000000, 0x77073096, 0xEE0E612C, 0x990951BA};
static const char *sha256_abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
static const char *key = "2b7e151628aed2a6abf7158809cf4f3c";  /* AES-128 test key, FIPS-197 */
static const char *token_names[] = {"identifier", "keyword", "punctuator"};
int password_min_length = 12;
const char *password_prompt = "Enter password: ";
auto t = std::chrono::steady_clock::now(); Face::Add(); a::b::c(); x ? 1:2;
struct bf { int a:1; int dead:3; };
const char *mac = "00:1a:2b:3c:4d:5e", *clock = "12:34:56";
bind(fd, "0.0.0.0", 8080); connect("127.0.0.1"); mcast("224.0.0.251"); v6("::1");
/** @param x the value @return twice x; see icon@2x.png */
#include <linux/types.h>
gnutls_x509_crt_t crt; int secret_len = sizeof(NL80211_ATTR_TWT_RESPONDER);
#endif  /* LIBFOO_CONFIG_H_ */
"""


def test_cpp_idioms_are_kept() -> None:
    result = scrub(IDIOMS)
    assert result.text == IDIOMS, result.counts
    assert result.counts == {}


def test_fail_closed() -> None:
    with pytest.raises(ScrubError) as err:
        scrub("x" * 101, ScrubPolicy(max_chars=100))
    assert err.value.reason == "scrub/too-large"
    with pytest.raises(ScrubError) as err:
        scrub("int x; /* \udcff */")
    assert err.value.reason == "scrub/undecodable"
    with pytest.raises(ScrubError) as err:
        scrub("a@b.org\n" * 10, ScrubPolicy(max_steps=5))
    assert err.value.reason == "scrub/step-budget"
    assert scrub("a@b.org\n" * 10, ScrubPolicy(max_steps=100)).counts == {
        "email": 10
    }  # same input, same outcome


def test_pem_without_end_is_still_redacted() -> None:
    body = base64.b64encode(random.Random(3).randbytes(96)).decode()
    result = scrub(f"-----BEGIN EC PRIVATE KEY-----\n{body[:64]}\n{body[64:]}\n")
    assert body[:64] not in result.text and body[64:] not in result.text


def test_find_redactions_reports_spans_in_order() -> None:
    text = "mail a@b.org from 93.184.77.7 at /home/zed/x"
    found = find_redactions(text)
    assert [(r.kind, text[r.start : r.end]) for r in found] == [
        ("email", "a@b.org"),
        ("ipv4", "93.184.77.7"),
        ("home_path", "/home/zed/"),
    ]


def test_policy_is_plain_data_and_switches_work() -> None:
    json.dumps(dataclasses.asdict(ScrubPolicy()))
    text = "a@b.org 93.184.77.7"
    assert scrub(text, ScrubPolicy(emails=False)).text == f"a@b.org {NETWORK_MARKER}"
    assert scrub(text, ScrubPolicy(network_addresses=False)).text == f"{EMAIL_MARKER} 93.184.77.7"


def test_scrub_is_idempotent_on_real_files(header_paths) -> None:
    for path in header_paths[:40]:
        once = scrub(read_text(path)).text
        assert scrub(once).text == once


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab09fF:.@/_-=\"' \nkeytokn\\Usrhome")), max_size=200))
def test_output_is_clean_or_refused(text: str) -> None:
    """Fail closed: scrub either returns text in which nothing is detectable, or raises ScrubError."""
    try:
        out = scrub(text).text
    except ScrubError:
        return
    assert find_redactions(out) == []


WORKING_CODE = r"""
auto token = loader.Commit();
auto token = loader.CommitTransactionNow2();
secret_key = ns::kDefaultSecretValue1234;
const Token* token = parser->NextTokenOrNull();
TEST_CASE("tokenizer handles escapes", "[token][parser][regression]")
static const char magic_token[] = "%PDF-1.7%%EOF";
auto password_fmt = "user=%s:%d:%08x:%s";
std::string secret_hint = fmt::format("{}:{}", host, port);
int password_min_length = 12;
// 24.4.2.2 Iterator operations
// According to 27.8.1.4 p11 - 13, seekoff should ignore the last argument
// outlined in 22.2.2.2 [lib.locale.num.put]
 *	802.11-2012 8.4.2.29 for more information.
// From 2.6.35.5/include/asm-mips/sigcontext.h
#define LIBFOO_VERSION_STRING "libfoo 10.0.200.12"
static const char kVersion[] = "3.31.1.199";
"""


def test_working_code_and_section_numbers_are_not_redacted() -> None:
    result = scrub(WORKING_CODE)
    assert result.counts == {}, find_redactions(WORKING_CODE)


@pytest.mark.parametrize(
    "line",
    [
        "// linux build server at 93.184.216.77",
        "/* 93.184.216.77 is our prod db */",
        '"93.184.215.23" /* see table */',
        "// tested on kernel 5.15 against 93.184.215.23",
        "// version 2 of the client talks to 93.184.216.77",
    ],
)
def test_addresses_on_lines_that_mention_versions_or_systems_are_redacted(line: str) -> None:
    out = scrub(line).text
    assert NETWORK_MARKER in out and "93.184.216.77" not in out and "93.184.215.23" not in out


def test_planted_values_in_varied_contexts_recall_per_kind() -> None:
    """Issue 9 item 5: recall ≥ 0.99 per kind on a planted set written from real contexts."""
    cases = context_cases(random.Random(99), per_context=8)
    for kind in CONTEXTS:
        mine = [(line, v) for k, line, v in cases if k == kind and identifying(k, v)]
        missed = [line for line, v in mine if v in scrub(line).text]
        assert len(mine) >= 40 and len(missed) / len(mine) <= 0.01, (kind, missed[:5])
        # the planted addresses the judging standard does not count (private, link-local …) are all kept
        others = [(line, v) for k, line, v in cases if k == kind and not identifying(k, v)]
        assert [line for line, v in others if v not in scrub(line).text] == [], kind


def test_dotted_versions_are_kept() -> None:
    cases = version_cases(random.Random(98), per_context=8)
    redacted = [line for line, v in cases if v not in scrub(line).text]
    assert len(redacted) / len(cases) <= 0.05, redacted[:5]


def test_a_folder_named_home_inside_a_path_is_not_a_home_directory() -> None:
    text = "#include <boost/spirit/home/x3.hpp>\n// http://www.example.ac.uk/home/mxr/gfx.html\n"
    assert scrub(text).text == text
    assert scrub('fopen("/home/alice/x.txt"); // file:/home/bob/db').text.count(PATH_MARKER) == 2


def test_a_trigger_prefilter_names_a_substring_of_every_alternative() -> None:
    """A text without any of a trigger's needed substrings has no line the trigger matches."""
    import re as re_mod

    from pipeline.hygiene import scrub as scrub_mod

    for trigger, needs in scrub_mod._TRIGGER_NEEDS.items():
        pattern = scrub_mod._TRIGGERS[trigger].pattern
        # the trigger is an alternation of literals: each alternative, unescaped, must hold a need
        for alt in pattern.split("|"):
            literal = re_mod.sub(r"\\(.)", r"\1", alt)
            assert any(n in literal for n in needs), (trigger, alt)


@pytest.mark.parametrize(
    "text",
    [
        "int x = 1;\n",
        "// see /home/jdoe/src and C:\\Users\\jdoe\\x\nint a;\n",
        'path = "/Users/alice/lib"; // Documents and Settings\\bob\\x\n',
        "AKIAQWERTYUIOPASDFGH AKIAQWERTYUIOPASDFGZ\nghp_" + "a1B2" * 9 + "\nxoxb-123-456-abc\n",
        "Users Settings home\n/home\n",
    ],
)
def test_trigger_lines_equal_the_trigger_scanned_over_the_text(text: str) -> None:
    """The cached, prefiltered candidate lines are exactly the lines the trigger itself matches."""
    from pipeline.hygiene import scrub as scrub_mod

    for trigger, regex in scrub_mod._TRIGGERS.items():
        assert scrub_mod._trigger_lines(text, trigger) == list(scrub_mod._candidate_lines(text, regex))


def test_rules_sharing_a_trigger_count_their_steps_as_before() -> None:
    """The four token rules share one trigger scan; the step budget still counts each rule's lines
    (the smallest budgets that pass are those of the code that scanned the trigger once per rule)."""
    for text, least in (
        ("AKIAQWERTYUIOPASDFGH\n" * 3, 22),
        ('password = "Zx81kQ2pLm4vR7sT9wYb" /home/jdoe/x a@b.org 93.184.216.34\n' * 4, 39),
    ):
        with pytest.raises(ScrubError):
            scrub(text, ScrubPolicy(max_steps=least - 1))
        assert scrub(text, ScrubPolicy(max_steps=least)).counts


def test_trigger_lines_equal_the_trigger_on_random_texts() -> None:
    """Random texts built from the pieces where the word search and the regex could part: the words
    in every case mix, a Kelvin sign (lowercases to "k"), a dotted capital I (lowercases to two
    characters), other non-ASCII, line breaks; the lines found must be the regex's, for every trigger."""
    from pipeline.hygiene import scrub as scrub_mod

    rng = random.Random(20261127)
    pieces = [
        *scrub_mod._SECRET_WORDS,
        *(w.upper() for w in scrub_mod._SECRET_WORDS),
        *(w.capitalize() for w in scrub_mod._SECRET_WORDS),
        "kEy", "Token", "tOKEN", "PassW", "\u212aEY", "\u212aey", "\u0130", "\u00e9", "\u4e2d",
        "\n", "\n", " ", "x", "=", "/home/", "Users\\", "AKIA", "ghp_", "@a", ".1.2", ":ab:",
    ]  # fmt: skip
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 25)))
        for trigger, regex in scrub_mod._TRIGGERS.items():
            assert scrub_mod._trigger_lines(text, trigger) == list(scrub_mod._candidate_lines(text, regex)), (
                trigger,
                text,
            )


def test_the_secret_trigger_is_built_from_its_words() -> None:
    from pipeline.hygiene import scrub as scrub_mod

    assert scrub_mod._TRIGGERS["secret"].pattern == (
        "secret|Secret|SECRET|passw|Passw|PASSW|pwd|Pwd|PWD|token|Token|TOKEN|key|Key|KEY"
        "|credential|Credential|CREDENTIAL"
    )
