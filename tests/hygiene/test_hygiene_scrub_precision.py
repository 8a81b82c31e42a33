"""Scrub precision on real-shaped code (issue 8 item 6): what is not an address, an email or a secret
stays; what is one still goes. The lines are written for these tests in the shapes the FRESH
measurement found (OID tables, netmasks, hex byte dumps, names after token/key/password-like
names, archive links), not copied from any project."""

from __future__ import annotations

import random
import string

import pytest
from planting import published_secret_cases

from pipeline.hygiene.scrub import (
    EMAIL_MARKER,
    NETWORK_MARKER,
    SECRET_MARKER,
    find_redactions,
    scrub,
)

CLASSES = (string.ascii_lowercase, string.ascii_uppercase, string.digits)


def _kept(text: str) -> None:
    found = find_redactions(text)
    assert found == [], [(r.kind, r.value) for r in found]


# --- secrets: a value after a secret-like name is a secret only if it looks like one -------------


@pytest.mark.parametrize(
    "line",
    [
        "auto token = loader.Commit();",
        "auto secret_key_from_env = GetEnv(kSecretKeyEnvVarName);",
        "std::string token = m_refresh_oauthToken->token;",
        "std::pair<lex::token, lex::token> bad_token = validator7_ptr->error(i);",
        "static constexpr uint64_t kPendingTokensMask = kPendingTokensWakeupBit - 1;",
        "state->token_kind = kParse_TokenKind_Begin;",
        "int32_t api_key = RD_PROTO_ConsumerGroupLeave;",
        "static constexpr bool DropTokensWithoutExperts = DropTokensWithoutExperts_;",
        '#define SN_id_foo_aa_signingToken "id-foo-aa-signingToken"',
        '{"setct-PayTokenData", "setct-PayTokenData", NID_setct_PayTokenData, 4},',
        '!BenchTrustToken("TrustToken-Exp3VOPRF-Batch16", kBatchSize, selected)',
        'AddFlag("-new-ed25519-credential", CredentialKind::kEd25519),',
        '#define crypto_secretbox_PRIMITIVE "xchacha20poly1305"',
    ],
)
def test_names_and_word_lists_after_secret_like_names_are_kept(line: str) -> None:
    _kept(line)


def test_a_bare_name_used_elsewhere_in_the_file_is_kept() -> None:
    text = (
        'constexpr char kSessionTokenEnvironmentVariable[] = "AWS_SESSION_TOKEN";\n'
        "auto token = GetEnv(kSessionTokenEnvironmentVariable);\n"
    )
    _kept(text)


def _random_letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_letters) for _ in range(n))


def test_a_random_32_letter_unquoted_token_is_redacted() -> None:
    """The FRESH survivor's shape: an all-letter random token, unquoted, in a designated initializer."""
    line = "    .auth_token = KoncxnSFrcQBkqiyhdTppjrJSEFmywgH,"
    assert scrub(line).text == f"    .auth_token = {SECRET_MARKER},"
    rng = random.Random(20261123)
    values = [_random_letters(rng, 32) for _ in range(300)]
    survivors = [v for v in values if v in scrub(f"    .auth_token = {v},").text]
    assert survivors == []


@pytest.mark.parametrize(
    "alphabet",
    [
        string.ascii_letters,
        string.ascii_letters + string.digits,
        string.ascii_letters + string.digits + "+/",
        string.ascii_uppercase + string.digits,
        string.ascii_lowercase + string.digits,
    ],
)
def test_random_values_of_every_shape_are_redacted_quoted_and_bare(alphabet: str) -> None:
    rng = random.Random(alphabet)
    survivors = []
    for i in range(400):
        value = "".join(rng.choice(alphabet) for _ in range(rng.randrange(20, 48)))
        if sum(any(c in cls for c in value) for cls in CLASSES) < 2:
            continue  # one character class (all digits): never a secret by design
        line = f'const char* client_secret = "{value}";' if i % 2 else f"api_token: {value}"
        if value in scrub(line).text:
            survivors.append(line)
    assert len(survivors) <= 1, survivors  # measured pass rate of random strings: ~1 in 14,000


def test_real_shaped_secrets_are_still_redacted() -> None:
    for line in (
        'const char* db_password = "Xq7!vR2#pL9@mK4$";',
        "aws_secret_access_key = DVWqyfkrFAZd6/6X+yZl/DcI08WoHmiXWnhREl+A",  # AWS docs' EXAMPLEKEY is kept
        'static const std::string kAuthToken = "f9Qz2LmX8rT4vBn1Kp6Wc3Yd";',
        'config["password"] = "Tr0ub4dor&3xkcdHorse";',
    ):
        out = scrub(line).text
        assert SECRET_MARKER in out, line


# --- network addresses -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "    957 /* 1.3.101.114 (OBJ_ED_FOO) */,\n    174 /* 2.5.4.46 (OBJ_dnQualifier) */,",
        "  // OBJECT_IDENTIFIER { 1.3.101.112 }",
        "//     id-ce-fooPolicy OBJECT IDENTIFIER ::=  { id-ce 57 }\n//\n// In dotted notation: 2.5.29.57",
        '#define OBJ_set_brandx 2L,23L,42L,9L\n#define SN_set_brandx "2.23.42.9"',
        '       "1.2.840.113554.4.1.72585.0.0.0.0.0.0."\n       "0.0.0.100"},',
    ],
)
def test_object_identifiers_are_kept(text: str) -> None:
    _kept(text)


def test_an_oid_shaped_quad_without_oid_words_is_an_address() -> None:
    out = scrub('static const char *kMirror = "1.3.101.112";  // fallback mirror').text
    assert NETWORK_MARKER in out and "1.3.101.112" not in out


def test_netmasks_are_kept_and_the_addresses_beside_them_are_not() -> None:
    text = "  // the excluded 93.184.7.0/255.255.255.0 takes priority over 151.101.200.0/255.255.0.0\n"
    text += (
        "    'eth0': [snicaddr(address='93.184.1.37', netmask='255.255.255.224', broadcast='93.184.1.63')],\n"
    )
    out = scrub(text).text
    for mask in ("255.255.255.0", "255.255.0.0", "255.255.255.224"):
        assert mask in out
    for address in ("93.184.7.0", "151.101.200.0", "93.184.1.37", "93.184.1.63"):
        assert address not in out


def test_colon_separated_hex_bytes_are_not_ipv6_but_addresses_are() -> None:
    _kept('      {"serial", "01:23:45:67:89:AB:CD:EF"},\n      3c:ef:bc:59:53:00:7d:b1\n')
    out = scrub('#define PEER6 "2a00:1450:85a3:0:0:8a2e:370:7334"').text
    assert NETWORK_MARKER in out


def test_addresses_that_name_no_host_are_kept() -> None:
    """The judging standard (session 8, docs/dedup-and-scrub.md): an address is identifying only if it
    could name a real host of a person or organisation. Private, loopback, link-local (the
    169.254.169.254 metadata endpoint), documentation, benchmarking, multicast, reserved and
    unspecified addresses and the well-known public resolvers are kept, also where a host goes."""
    lines = (
        'cfg.set("relay", "10.17.250.3");',
        "/* fallback host 172.20.180.9:8080 */",
        " *      ipv4:192.168.1.1:143",
        "// The default endpoint for the IMDS is http://169.254.169.254:80, and the",
        'EXPECT_THAT(IsValidIpv6Literal("::ffff:192.0.2.128"), ::testing::Eq(true));',
        'EXPECT_THAT(IsValidIpv6Literal("2001:db8::1"), ::testing::Eq(true));',
        '    "fe80::1ff:fe23:4567:890a%eth2",',
        'static const char *kUla = "fd12:3456:789a:1::1";',
        '    { "198.18.140.7", 5201 },  // the benchmarking range',
        '#define MDNS_GROUP "224.0.0.251"',
        '#define MDNS6 "ff02::fb"',
        '    "ip+udp://1.1.1.1:2086/"',
        'resolv.add("8.8.8.8"); resolv.add("2001:4860:4860::8888");',
        'bind("0.0.0.0:8080"); bind("[::]:8080");',
        'if (addr == "100.64.12.9") // carrier-grade NAT',
        'const char *kReserved = "240.12.200.3";',
    )
    for line in lines:
        assert scrub(line).text == line, line


def test_a_public_address_where_a_host_goes_is_still_redacted() -> None:
    for line, value in (
        ('cfg.set("relay", "93.184.216.34");', "93.184.216.34"),
        ("/* fallback host 151.101.129.67:8080 */", "151.101.129.67"),
        (
            'static const char *kPeer6 = "2a03:2880:f12f:83:face:b00c:0:25de";',
            "2a03:2880:f12f:83:face:b00c:0:25de",
        ),
        ('EXPECT_TRUE(Parse("::ffff:93.184.216.34"));', "93.184.216.34"),
        ('const char *server = "8.8.8.9";', "8.8.8.9"),  # next to a public resolver: someone's host
    ):
        out = scrub(line).text
        assert NETWORK_MARKER in out and value not in out, line


def test_a_public_address_in_a_config_string_is_redacted() -> None:
    out = scrub('cfg.set("upstream", "93.184.216.34");  // see the v2.1 table').text
    assert out == f'cfg.set("upstream", "{NETWORK_MARKER}");  // see the v2.1 table'


def test_a_quad_followed_by_version_is_a_version() -> None:
    _kept("    // given when a malloc.h from 10.0.240.0 version of the CRT is used,")


# --- emails and home paths ---------------------------------------------------------------------------


def test_url_user_info_and_archive_message_ids_are_not_emails() -> None:
    _kept(
        '    "http://user:pass@www.acme-corp.com/path?query",\n'
        "  // https://lore.kernel.org/linux-foo/a1b2c3d4-0000-1111-2222-333344445555@acme-corp.com/\n"
        "  // clone with ssh://git@git.acme-corp.org/foo.git\n"
    )
    out = scrub("// Report bugs to <mailto:jane.roe@roe-mail.org> or jane.roe@roe-mail.org").text
    assert out.count(EMAIL_MARKER) == 2
    # a list's address in an archive link's path is still an address
    out = scrub(" * http://www.mail-archive.com/net-devel@lists.netdev-hub.org/msg11898.html").text
    assert EMAIL_MARKER in out and "net-devel@" not in out


def test_the_shared_windows_profile_is_not_a_home_path() -> None:
    _kept("    // /etc under Unix, c:\\Documents and Settings\\All Users\\Application Data under Windows")
    out = scrub("    // c:\\Documents and Settings\\jroe\\Application Data").text
    assert "jroe" not in out


def test_credentials_in_published_formats_are_redacted() -> None:
    """tests/planting.py's published formats (Stripe, GitLab, npm, Hugging Face, SendGrid, JWT, Azure,
    Twilio, Mailgun, Shopify, Heroku …) after secret-like names. A bare 32-hex-digit key (Datadog's
    format) is left out on purpose: pure hex under a secret-like name is far more often a digest or a
    test vector in C/C++ (module docstring), so the scrub keeps it — a known miss, measured in RESULTS."""
    cases = published_secret_cases(random.Random(11), per_context=3)
    missed = [line for fmt, line, v in cases if fmt != "datadog_api_key_hex32" and v in scrub(line).text]
    assert len(cases) >= 300 and missed == [], missed[:5]


def test_a_git_remote_prefix_is_no_email_but_a_mailbox_before_a_colon_is() -> None:
    """The userinfo of a git SSH remote (``user@host:path``) is no e-mail address, also with its path
    left empty as ``insteadOf`` prefixes write it; a mailbox on a line that names people, or in
    ``<…>``, is redacted even before a ``:``."""
    text = (
        '[url "https://github.com/"]\n'
        "\tinsteadOf = git@github.com:\n"
        "\tinsteadOf = org-6826477@github.com:\n"
        '    remotes.push_back("deploy@git.acme-corp.org:");\n'
    )
    assert scrub(text).text == text
    for line, value in (
        ("// Contact: jane.roe@roe-mail.org:", "jane.roe@roe-mail.org"),
        (" * Jane Roe <jane.roe@roe-mail.org>:", "jane.roe@roe-mail.org"),
        ("// questions to jane.roe@roe-mail.org: she wrote the parser", "jane.roe@roe-mail.org"),
        ('static const char *kAuthor = "jane.roe@roe-mail.org";', "jane.roe@roe-mail.org"),
    ):
        out = scrub(line).text
        assert value not in out and EMAIL_MARKER in out, line
