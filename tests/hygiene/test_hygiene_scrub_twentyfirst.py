"""Scrub precision causes found on TWENTY-FIRST (issue 8, session 12, scrub 10), each on small text
written for the test, with the redactions the same rules must keep making.

- ``name++`` / ``--name`` is a variable stepped by an operator, never a value;
- in ``NAME("value")`` the value becomes the named thing only when the name *is* a credential (its
  last word): ``isPasswordHashed("…")`` is a predicate; a verifier (``verifyPassword``) is handed a
  modular-crypt/PHC *hash* to check against, not the password;
- ``user@host`` that the text itself writes as a URL's login (``ssh://user@host``) is a login at
  that host or a sibling host below the organisation's domain, not a mailbox;
- a quad that heads a longer dotted number near it (``43.6.1.2`` beside ``43.6.1.2.1``) is a node
  of a numbered tree (BER-encoded OID arcs), not an address;
- a quad near a DNS wildcard over its trailing octets (``*.0.0.127`` beside ``2.0.0.127``) is an
  owner name in reversed order, judged as the address it names;
- a three-word file name with an extension directly under ``/home`` is a file, no one's home.
"""

from __future__ import annotations

from pipeline.hygiene.scrub import find_redactions, scrub


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def test_stepped_counter_is_no_secret() -> None:
    text = "int nextVoice(void) {\n    int currentToken = s_voiceTokenCounterQz++;\n    return currentToken;\n}\n"
    assert _kinds(text) == []
    # a config line whose password merely ends in "++" is still a secret
    text = "[db]\npassword = Zq8vLmR2xWt7Kp++\n"
    assert _kinds(text) == [("secret_assignment", "Zq8vLmR2xWt7Kp++")]


def test_predicate_and_verifier_arguments_are_no_secret() -> None:
    text = (
        'BOOST_CHECK(!isPasswordHashed("scrypt$ln=10,p=1,r=8$Qm9ndXNTYWx0MTIzNA==$'
        'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg="));\n'
        'BOOST_CHECK_THROW(verifyPassword("$scrypt$ln=A,p=1,r=8$Qm9ndXNTYWx0MTIzNA==$'
        'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg=", plain), std::runtime_error);\n'
    )
    assert _kinds(text) == []


def test_credential_set_by_call_is_still_a_secret() -> None:
    text = (
        'std::string password("Vb8Nc3Xz7Lq2Wm5Rt9Ky");\n'
        'client.SetAuthToken("Tq7Rv2Lm9XcW4pZk8Bn3");\n'
        'const char* admin_password_hash = "$2b$12$Qm9ndXNTYWx0MTIzNDU2Nu0vHc9XyZq8LmR2xWb4pT7kNs3Jd";\n'
    )
    values = [v for _, v in _kinds(text)]
    assert values == [
        "Vb8Nc3Xz7Lq2Wm5Rt9Ky",
        "Tq7Rv2Lm9XcW4pZk8Bn3",
        "$2b$12$Qm9ndXNTYWx0MTIzNDU2Nu0vHc9XyZq8LmR2xWb4pT7kNs3Jd",
    ]


def test_ssh_login_of_the_text_is_no_mailbox() -> None:
    text = (
        'settings.builders = "ci@red.build.uni-foo.nl\\nci@blue.build.uni-foo.nl";\n'
        'EXPECT_EQ(machines[0].storeUri, "ssh://ci@red.build.uni-foo.nl");\n'
        'EXPECT_TRUE(endsWith(machines[1].storeUri, "ci@blue.build.uni-foo.nl"));\n'
    )
    assert _kinds(text) == []


def test_mailbox_beside_a_login_stays_redacted() -> None:
    text = (
        "// Contact: Jane Roe <jane@uni-foo.nl>, or Max <max@red.build.uni-foo.nl>\n"
        'const char *remote = "ssh://jane@login.uni-foo.nl";\n'
    )
    assert [v for _, v in _kinds(text)] == ["jane@uni-foo.nl", "max@red.build.uni-foo.nl"]
    assert "jane@" not in scrub(text).text.split("\n")[0]
    # "mailto://" (a malformed mailto: link) names a mailbox, no login: the link's text stays redacted
    text = '<a href="mailto://jane@elet.uni-foo.it">jane@elet.uni-foo.it</a>\n'
    assert "jane@elet.uni-foo.it</a>" not in scrub(text).text


def test_oid_tree_node_is_no_address() -> None:
    text = (
        "static const struct { const char *oid; const char *name; } mib[] = {\n"
        '    {"43.6.1.2", "mgmt"},\n    {"43.6.1.2.1", "mib2"},\n'
        '    {"43.6.1.4", "priv"},\n    {"43.6.1.4.1", "enterprise"},\n};\n'
    )
    assert _kinds(text) == []
    text = 'const char *hosts[] = {"93.184.216.34", "93.184.216.35"};\n'
    assert [k for k, _ in _kinds(text)] == ["ipv4", "ipv4"]


def test_wildcard_reversed_name_judged_as_its_address() -> None:
    text = ' * zone entries:\n *     *.0.0.127 "A"\n *     2.0.0.127 "B"\n'
    assert _kinds(text) == []
    # reversed, 34.216.184.93 is global: still an address of someone's host
    text = ' *     *.216.184.93 "A"\n *     34.216.184.93 "B"\n'
    assert _kinds(text) == [("ipv4", "34.216.184.93")]
    # a "*" after an operand is a multiplication, no wildcard: the global address stays redacted
    text = 'double y = x*.216.184.93;\nconst char *h = "34.216.184.93";\n'
    assert _kinds(text) == [("ipv4", "34.216.184.93")]
    text = 'double y = x*.127;\nconst char *h = "93.184.216.127";\n'
    assert _kinds(text) == [("ipv4", "93.184.216.127")]


def test_worded_file_under_home_is_no_home() -> None:
    text = 'printf("  --dotfile=/home/my_build_file.gn\\n");\nconst char *d = "/home/jane_doe";\n'
    assert _kinds(text) == [("home_path", "/home/jane_doe")]
