"""Scrub precision and recall causes found on ELEVENTH (issue 8, session 9), each on small text written
for the test.

- a dotted quad in a run of section numbers that share their first three parts, a numbered heading
  in a comment, or a field of a flat-file database cross-reference line is no address; a public
  address in the same text still is;
- a secret-named constant whose value spells the constant's own name, or a ``:``-joined protocol id,
  is no credential; a random value under the same names still is;
- FlexLM's ``port@host`` licence-server value is no mailbox; a digits-only mailbox elsewhere is one;
- SourceForge's ``/home/project-web/`` is no one's home;
- Doxygen's ``name@@domain`` escape is an e-mail address and is redacted as one.
"""

from __future__ import annotations

import pytest

from pipeline.hygiene.scrub import (
    EMAIL_MARKER,
    PATH_MARKER,
    SECRET_MARKER,
    find_redactions,
    scrub,
)


def _kept(text: str) -> None:
    assert find_redactions(text) == [], [(r.kind, r.value) for r in find_redactions(text)]


def _values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


# --- 1. section numbers, headings, cross-references ------------------------------------------------------

_ELEMENT_LIST = "".join(
    f"    EL_ITEM_{n},{' ' * (20 - len(str(n)))}/* Element number {n:<3}          7.4.3.{n}   */\n"
    for n in range(101, 109)
)


def test_a_run_of_section_numbers_sharing_three_parts_is_kept() -> None:
    _kept("typedef enum {\n" + _ELEMENT_LIST + "} el_id_t;\n")


def test_a_public_address_among_section_numbers_is_still_redacted() -> None:
    text = "typedef enum {\n" + _ELEMENT_LIST + "} el_id_t;\n/* test server: 93.184.216.34 */\n"
    assert _values(text) == [("ipv4", "93.184.216.34")]


@pytest.mark.parametrize(
    "text",
    [
        # addresses of one subnet with a large first part are no section numbers
        "// pool: 93.184.216.111\n// pool: 93.184.216.112\n// pool: 93.184.216.113\n",
        # a small-part run written where hosts go (before a port) stays addresses
        'peers = {"7.4.3.101:4000", "7.4.3.102:4000", "7.4.3.103:4000"};\n',
    ],
)
def test_runs_of_addresses_are_still_redacted(text: str) -> None:
    assert len(find_redactions(text)) == 3
    assert all(r.kind == "ipv4" for r in find_redactions(text))


def test_a_lone_quad_with_a_large_last_part_is_still_an_address() -> None:
    assert _values("// fallback mirror 7.4.3.101\n") == [("ipv4", "7.4.3.101")]


@pytest.mark.parametrize(
    "line",
    [
        "    EL_LOC_CAUSE,            /* 4.3.2.66 Location Cause */\n",
        "/* 9.2.4.57. Alarm Acknowledge Request (Confirmed Service Id = 7) */\n",
        "// 5.1.12.201 Maximum Burst Size\n",
        " * 2.8.3.99. Handshake Messages\n",
    ],
)
def test_a_numbered_heading_in_a_comment_is_kept(line: str) -> None:
    _kept(line)


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("/* 93.184.216.34 Primary */\n", "93.184.216.34"),  # a large first part: no chapter number
        ("/* 4.3.2.66 */\n", "4.3.2.66"),  # no title after it
        ("/* see 4.3.2.66 Location */\n", "4.3.2.66"),  # does not open the comment
        ("x = f(4.3.2.66 Location);\n", "4.3.2.66"),  # not in a comment
        ("\t\t// 12.23.34.45 IPv4 in network order.\n", "12.23.34.45"),  # the title speaks of an address
        ("/* 4.3.2.66 Primary DNS Server */\n", "4.3.2.66"),
    ],
)
def test_a_quad_without_a_heading_shape_is_still_an_address(line: str, value: str) -> None:
    assert _values(line) == [("ipv4", value)]


_ENTRY = (
    "ID   TEST1_DROME             Reviewed;         412 AA.\n"
    "DR   EMBL; Z00001; CAA00001.1; -; mRNA.\n"
    "DR   Gene3D; 3.40.50.300; -; 2.\n"
    "DR   Gene3D; 1.10.287.130; -; 1.\n"
    "DR   InterPro; IPR000001; Test_dom.\n"
)


def test_ids_in_database_cross_reference_lines_are_kept() -> None:
    _kept(_ENTRY)


def test_an_address_elsewhere_in_a_flat_file_is_still_redacted() -> None:
    text = _ENTRY + "CC   -!- Data from the server at 93.184.216.34; see 203.0.113.9.\n"
    assert _values(text) == [("ipv4", "93.184.216.34")]
    # not a DR line: the same field shape on a comment line stays an address
    assert _values("CC   Gene3D; 93.184.216.34; -; 1.\n") == [("ipv4", "93.184.216.34")]


# --- 2. identifiers assigned to secret names ---------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        'const char ORACLE_STORE_PASSWORD[] = "OracleStorePassword";\n',
        'static const char* const kRedisCachePassword = "redis-cache-password";\n',
        '#define SEC_AUTH_TOKEN_CLASS_PREFIX "SEC:Auth:RSA-PSS:"\n',
        'const std::string kTokenClassId = "ACME:Token:Session:V2";\n',
    ],
)
def test_identifiers_under_secret_names_are_no_credentials(line: str) -> None:
    _kept(line)


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ('const char ORACLE_STORE_PASSWORD[] = "Qm8vTz2LxR4pWn7K";\n', "Qm8vTz2LxR4pWn7K"),
        # the name's words with a random tail: more than the name, so a value
        ('const char STORE_PASSWORD[] = "StorePassword9vTz2LxR4p";\n', "StorePassword9vTz2LxR4p"),
        ('#define AUTH_TOKEN "k3Rz9:Qw7Lm2Xp:8vNb4Tz"\n', "k3Rz9:Qw7Lm2Xp:8vNb4Tz"),
        # one ":" joins a user and a password: a credential even when both read as words
        ('const char* kProxyCredentials = "admin:SummerBreeze2024";\n', "admin:SummerBreeze2024"),
    ],
)
def test_random_values_under_the_same_names_are_still_redacted(line: str, value: str) -> None:
    out = scrub(line).text
    assert value not in out and SECRET_MARKER in out


# --- 3. FlexLM licence servers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        'export INTEL_LICENSE_FILE="28000@lic.corp-one.org"\n',
        "LM_LICENSE_FILE=27000@licsrv.acme-fab.com\n",
        "setenv LM_LICENSE_FILE 27000@a.acme-fab.com:27001@b.acme-fab.com\n",
        "set(ENV{ARMLMD_LICENSE_FILE} 8224@arm-lic.acme-fab.com)\n",
    ],
)
def test_flexlm_port_at_host_is_no_mailbox(text: str) -> None:
    _kept(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("// Author: Wei Zhang <1905000001@qq.com>\n", "1905000001@qq.com"),
        ("// contact 27000@acme-fab.com for a licence\n", "27000@acme-fab.com"),  # no licence variable
        ("LICENSE_FILE=/opt/lic.dat  # ask jroe@acme-fab.com\n", "jroe@acme-fab.com"),  # no port
    ],
)
def test_digit_mailboxes_outside_licence_values_are_still_redacted(text: str, value: str) -> None:
    out = scrub(text).text
    assert value not in out and EMAIL_MARKER in out


# --- 4. SourceForge's project web space -----------------------------------------------------------------


def test_sourceforge_project_web_space_is_no_home() -> None:
    _kept("scp -r html jroe,proj@web.sourceforge.net:/home/project-web/proj/htdocs\n")
    _kept("# CGI scripts go to /home/project-web/proj/cgi-bin/\n")


def test_a_user_home_beside_it_is_still_redacted() -> None:
    out = scrub("cp /home/project-web/proj/htdocs/x /home/jroe/backup/\n").text
    assert "/home/project-web/proj" in out and f"{PATH_MARKER}backup/" in out


# --- 5. Doxygen's @@ escape -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value", "emails"),
    [
        (" * @author Jane Roe <jroe@@roe-mail.com>\n", "jroe@@roe-mail.com", 1),
        (
            " * @author Kim Li <kim.li@@uni-nowhere.fr>, Jo Doe <jo@doe-mail.org>\n",
            "kim.li@@uni-nowhere.fr",
            2,
        ),
    ],
)
def test_doxygen_escaped_addresses_are_redacted_as_email(text: str, value: str, emails: int) -> None:
    result = scrub(text)
    assert value not in result.text and "@@" not in result.text
    assert EMAIL_MARKER in result.text
    assert result.counts == {"email": emails}


@pytest.mark.parametrize(
    "text",
    [
        " * @author Jane Roe <jroe@@example.org>\n",  # a reserved domain, as with one @
        "@@ -12,7 +12,8 @@ static int f(void)\n",  # a diff hunk header
        "    self@@pkg.Callback();\n",  # no real TLD
    ],
)
def test_doxygen_escape_follows_the_mail_rules(text: str) -> None:
    _kept(text)
