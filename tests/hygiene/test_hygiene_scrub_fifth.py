"""Scrub precision on the shapes the FIFTH measurement found (issue 8 item 6): GTK doc-comment links,
SSH protocol names, SCP-style remotes, PEM marker constants of a key parser, 3GPP section and table
numbers, and a dotted quad with small parts given as a host. Every line is written for these tests
in those shapes, not copied from any project; each "kept" case is paired with the real finding of
the same kind that must still be redacted."""

from __future__ import annotations

import base64
import random

import pytest
from planting import identifying, planted_items

from pipeline.hygiene.scrub import (
    EMAIL_MARKER,
    NETWORK_MARKER,
    PATH_MARKER,
    SECRET_MARKER,
    find_redactions,
    scrub,
)


def _kept(text: str) -> None:
    found = find_redactions(text)
    assert found == [], [(r.kind, r.value) for r in found]


# --- email: names of other kinds that have an "@" ---------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        " * Emitted when the size changes; see [method@Gtk.Widget.queue_resize] and [class@Gtk.Box].",
        " * @flags: the flags, see [flags@Gdk.ModifierType] or [enum@Gtk.Orientation]",
        " * Connect to [signal@Gtk.Button::clicked]; [property@Gtk.Label:wrap-mode] is ignored.",
        " * Pass a [callback@GLib.DestroyNotify] or call [func@Gtk.init] first; [vfunc@Gtk.Widget.measure]",
    ],
)
def test_gi_docgen_links_are_not_emails(line: str) -> None:
    _kept(line)


@pytest.mark.parametrize(
    "text",
    [
        'static const char *const mac_list[] = {\n    "hmac-sha2-512-etm@openssh.com",\n'
        '    "umac-128@openssh.com",\n    "aes256-gcm@openssh.com",\n};',
        '    if (!strcmp(kex->name, "curve25519-sha256@libssh.org")) return 1;',
        '    _store_str(&buf, "fsync@openssh.com", 17);  /* 17 = strlen("fsync@openssh.com") */',
        " - add the posix-rename@openssh.com and limits@openssh.com extensions",
        '    "twofish256-cbc@lysator.example.se",  /* same as twofish-cbc */',
    ],
)
def test_ssh_algorithm_and_extension_names_are_not_emails(text: str) -> None:
    _kept(text)


def test_people_at_ssh_domains_are_still_emails() -> None:
    text = (
        "/* Copyright (c) 2009 Jane Roe <jroe@libssh.roe-mail.org>\n"
        " * Reported-by: Max Moe mmoe@openssh.moe-mail.com\n */\n"
    )
    out = scrub(text).text
    assert out.count(EMAIL_MARKER) == 2 and "jroe@" not in out and "mmoe@" not in out


@pytest.mark.parametrize(
    "line",
    [
        "    $ git clone --recursive git@github.com:someorg/someproject.git",
        '    url = "git@gitlab.acme-corp.com:group/sub/repo.git";',
        '    "bob:my/bad:secret@host.acme-corp.com:2222/some:path.git",',
        "    /* user:pass@hostname.tld/resource and user@hostname.tld:port/resource */",
    ],
)
def test_scp_remotes_and_url_authorities_are_not_emails(line: str) -> None:
    _kept(line)


def test_addresses_beside_them_are_still_emails() -> None:
    out = scrub(" * Maintainer: Jane Roe <jane.roe@roe-mail.org>, bugs to ops-team@acme-corp.net.\n").text
    assert out.count(EMAIL_MARKER) == 2


# --- private_key: BEGIN/END marker constants of a key parser are no key -------------------------------


def test_pem_marker_constants_are_kept_and_the_code_between_them_survives() -> None:
    text = (
        '#define PEM_RSA_HEADER "-----BEGIN RSA PRIVATE KEY-----"\n'
        '#define PEM_RSA_FOOTER "-----END RSA PRIVATE KEY-----"\n'
        '#define OPENSSH_HEADER_BEGIN "-----BEGIN OPENSSH PRIVATE KEY-----"\n'
        '#define OPENSSH_HEADER_END "-----END OPENSSH PRIVATE KEY-----"\n'
        "static const char *const markers[][2] = {\n"
        '    {"-----BEGIN DSA PRIVATE KEY-----",\n'
        '     "-----END DSA PRIVATE KEY-----"},\n'
        "};\n"
        "int read_key(FILE *fp) { return parse_pem(fp, PEM_RSA_HEADER, PEM_RSA_FOOTER); }\n"
    )
    assert scrub(text).text == text


def test_a_key_between_marker_lines_is_still_redacted_and_a_truncated_one_stops_before_code() -> None:
    rng = random.Random(5)
    lines = [base64.b64encode(rng.randbytes(48)).decode() for _ in range(4)]
    block = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    out = scrub(f"/*\n{block}\n*/\nint x = 1;\n").text
    assert out == f"/*\n{SECRET_MARKER}\n*/\nint x = 1;\n"
    # no END line: the key material goes, the code after it stays
    truncated = '    "-----BEGIN EC PRIVATE KEY-----\\n"\n' + "".join(f'    "{x}\\n"\n' for x in lines[:3])
    out = scrub(truncated + "    ;\nint parse(const char *s) { return strlen(s); }\n").text
    assert all(x not in out for x in lines[:3])
    assert out.endswith('\\n"\n    ;\nint parse(const char *s) { return strlen(s); }\n')


# --- ipv4: 3GPP sections and tables; small-part quads given as hosts ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "/* 3GPP TS 48.018, table 11.3.64.1.b, Cause coding */",
        " * 3GPP TS 48.018, table 11.3.65.1 */",
        "/*! 3GPP TS 48.008, 3.2.2.103 Speech Codec Type */",
        "/* TS 48.008 3.2.2.116 */",
        "/* GSM 08.08 3.2.2.85 Paging Information */",
        "/*! also in 3GPP TS 48.008 3.2.2.66, which refers to the former. */",
        "/* 3GPP TS 48.008 3.2.3 Field Element Coding.\n   See also extra fields in 3.2.2.58 and 3.2.2.80 */\n"
        "enum fe {\n\tFE_A = 0x11, /*< 3.2.3.18 */\n\tFE_B = 0x6f, /*< 3.2.2.93 */\n\tFE_C = 0x95, /*< 3.2.2.127 */\n};",
        "// IEEE 802.11-2016 9.4.2.168 element",
    ],
)
def test_standard_section_and_table_numbers_are_kept(text: str) -> None:
    _kept(text)


@pytest.mark.parametrize(
    "line",
    [
        'static const char *kServer = "37.9.20.23";',
        'cfg.set("mirror", "12.30.4.9:8443");',
        "/* fallback host 21.4.33.7:8080 */",
        '    url = "http://31.2.8.40/index.html";',
        'const char* kPeers[] = {"8.8.40.4", "localhost"};',
    ],
)
def test_a_quad_with_small_parts_given_as_a_host_is_an_address(line: str) -> None:
    out = scrub(line).text
    assert NETWORK_MARKER in out, out


@pytest.mark.parametrize(
    "line",
    [
        '#define FOO_VERSION "1.2.3.4"',
        'static const char kVersion[] = "2.11.0.3";',
        '    VALUE "FileVersion", "10.0.19.1"',
        "// see 27.8.1.4 [lib.string.io]",
        'const char *ver = "3.14.15.9";',
        '    static std::string String() { return "2.1.4.1"; }',
        '    EXPECT_EQ(lex("1.2.3.4"), tokens);  // a number, a dot, a number',
    ],
)
def test_versions_and_sections_with_small_parts_are_still_kept(line: str) -> None:
    _kept(line)


# --- home_path ---------------------------------------------------------------------------------------


def test_a_file_directly_under_home_is_not_a_home_path() -> None:
    _kept(' * returns TRUE for "/home/test.tif", or FALSE for "/home/test.jpg".')
    out = scrub('const char *cfg = "/home/jroe";  // and /home/jroe.m/src').text
    assert "jroe" not in out and out.count(PATH_MARKER[:-1]) == 2


# --- the planted items (tests/planting.py) still all go --------------------------------------------------


def test_every_planted_item_is_still_redacted() -> None:
    rng = random.Random(37)
    survivors = []
    for _ in range(200):
        for kind, snippet, values in planted_items(rng):
            out = scrub(snippet).text
            survivors += [(kind, v) for v in values if (v in out) == identifying(kind, v)]
    assert survivors == []  # identifying values all go; private/documentation addresses all stay


def test_a_quoted_address_among_quoted_non_addresses_is_still_an_address() -> None:
    """An address parser's test table: the section-number rule (a sibling ``1.2.3``) keeps no quoted quad."""
    text = '      {"1.2.3", {}},\n      {"1.2.3.255", {1, 2, 3, 255}},\n      {"1.2.3.", {}},\n'
    out = scrub(text).text
    assert "1.2.3.255" not in out and NETWORK_MARKER in out


def test_role_mailboxes_with_one_algorithm_word_are_still_emails() -> None:
    out = scrub("// report issues to cert-team@acme-corp.org or ssh-admin@acme-corp.net\n").text
    assert out.count(EMAIL_MARKER) == 2
