"""Scrub 14 (issue 8): the contexts behind TWENTY-FIFTH's false redactions, each with a recall guard.

Every text is a few lines written for the test in the shape of the judged lines (no copied source); key
material is drawn from a seeded generator.
"""

from __future__ import annotations

import random

from pipeline.hygiene.scrub import find_redactions

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def b64(n: int, seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(B64) for _ in range(n))


def test_systemd_unit_names_are_no_mailboxes() -> None:
    text = (
        '  char cg[] = "0::/user.slice/user-1001.slice/user@1001.service/app.slice/x.scope\\n";\n'
        '  id = parse_unit ("app-org.example.Viewer@4242.service");\n'
        "  /* getty@tty3.service, sshd@17-10.0.0.1:22.socket */\n"
    )
    assert values(text) == []


def test_systemd_unit_types_keep_mailboxes() -> None:
    text = (
        " * Ann Person <ann@mailhost.services>\n"  # .services is a TLD
        " * Bob Person <bob@relay.target>\n"  # .target is a TLD too: an address
        " * Cy Person <cy@mail.uni-north.con>\n"  # a typo of .com stays redacted
    )
    assert [v for k, v in values(text) if k == "email"] == [
        "ann@mailhost.services",
        "bob@relay.target",
        "cy@mail.uni-north.con",
    ]


def test_pem_fragments_of_invalid_input_tests_are_no_keys() -> None:
    head = b64(35, 1)
    text = (
        "static const char *bad[] = {\n"
        '\t"[@pem@cut]\\n"\n'
        '\t"-----BEGIN ENCRYPTED PRIVATE KEY-----\\n"\n'
        f'\t"{head}",\n'
        "\t/* two blocks */\n"
        '\t"-----BEGIN ENCRYPTED PRIVATE KEY-----\\n"\n'
        f'\t"{head}\\n"\n'
        '\t"-----END ENCRYPTED PRIVATE KEY-----\\n",\n'
        "\tNULL\n};\n"
    )
    assert values(text) == []


def test_pem_keys_stay_redacted() -> None:
    lines = [b64(64, 2), b64(64, 3), b64(20, 4) + "=="]
    closed = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----\n"
    short_closed = "-----BEGIN PRIVATE KEY-----\n" + b64(44, 5) + b64(20, 6) + "\n-----END PRIVATE KEY-----\n"
    cut = 'const char k[] =\n"-----BEGIN EC PRIVATE KEY-----\\n"\n"' + b64(40, 7) + '\\n"\n'  # the file ends
    for text in (closed, short_closed, cut):
        found = [k for k, _ in values(text)]
        assert found == ["private_key"], text


def test_url_wrapped_onto_its_own_line_is_no_home() -> None:
    text = (
        "#define CODE_X 8  /* Ann Person:\n"
        "                     http://www.imaging-group.org/Resources\n"
        "                          /Users/Applications/\n"
        "                          /tool/index.htm */\n"
    )
    assert values(text) == []


def test_homes_after_urls_stay_redacted() -> None:
    text = (
        "/* see http://www.imaging-group.org/Resources/\n"
        "        /Users/annperson/data */\n"  # the URL ended with "/": a path of its own
        "/* see http://www.imaging-group.org/Resources\n"
        " * /home/annperson/src */\n"  # decorated: a new comment line, not the URL's rest
        "/* see the docs\n"
        "     /Users/bobperson/ */\n"
    )
    assert [v for k, v in values(text) if k == "home_path"] == [
        "/Users/annperson/",
        "/home/annperson/",
        "/Users/bobperson/",
    ]


def test_firmware_version_quad_is_no_address() -> None:
    text = (
        "    { 0x1e10, 0x300c }, // Acme Cam 3 (AC3-U3-13E4M with 1.43.3.2 FW)\n"
        "    /* tested on 2.71.8.3 firmware */\n"
    )
    assert values(text) == []


def test_quads_before_other_words_stay_addresses() -> None:
    text = "    /* allow 93.184.216.34 fw rule, then 93.184.216.35 FWD */\n"
    assert [v for k, v in values(text) if k == "ipv4"] == ["93.184.216.34", "93.184.216.35"]


def test_value_repeating_its_name_is_no_credential() -> None:
    text = (
        "static const struct kdf_vector kdf_vector_5 = {\n"
        '\t.password = "passwordPASSWORDpassword",\n'
        '\t.salt = "saltSALTsaltSALTsalt",\n'
        "};\n"
    )
    assert values(text) == []


def test_values_mixing_the_name_with_more_stay_secrets() -> None:
    text = (
        '\t.password = "passwordX7qpassword",\n'
        '\t.password = "Xk9vmQ2wXk9vmQ2w",\n'
        '\tdb_token = "Zq8vLr2WtokenZq8vLr2Wtoken",\n'
    )
    assert [k for k, _ in values(text)] == ["secret_assignment"] * 3
