"""Scrub 17 (issue 8): the contexts behind TWENTY-EIGHTH's false redactions, each with a recall guard.

Every text is a few lines written for the test in the shape of the judged lines (no copied source); random
values are drawn from a seeded generator.
"""

from __future__ import annotations

import random

from pipeline.hygiene.scrub import find_redactions

ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def rand(n: int, seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(ALNUM) for _ in range(n))


def test_character_set_is_no_secret() -> None:
    text = (
        'if (make_random_string(code, RESET_CODE_LEN, "abcdefghijklmnopqrstuvwxyz0123456789") != NULL) {\n'
        "  ok = 1;\n}\n"
        'if (!has_valid_charset(reg_token, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~+/=")) {\n'
        "  return 0;\n}\n"
    )
    assert values(text) == []


def test_character_set_recall() -> None:
    secret = rand(32, 1)
    text = (
        f'static const char *api_token = "{secret}";\n'
        'static const char *db_password = "abcdef1234567xK9qLmZ";\n'
        'static const char *auth_token = "Zq81abcdefgh0x9XkW2pR7";\n'
    )
    assert values(text) == [
        ("secret_assignment", secret),
        ("secret_assignment", "abcdef1234567xK9qLmZ"),
        ("secret_assignment", "Zq81abcdefgh0x9XkW2pR7"),
    ]


def test_ldap_filter_and_query_piece_are_no_secrets() -> None:
    text = (
        'const char *passwd_filter = "(objectClass=posixAccount)";\n'
        'ulfius_set_request_properties(&req, U_OPT_HTTP_URL, SERVER "/auth?response_type=" '
        'RESPONSE_TYPE_ID_TOKEN "&nonce=nonce1234&client_id=" CLIENT_ID, U_OPT_NONE);\n'
    )
    assert values(text) == []


def test_ldap_filter_and_query_piece_recall() -> None:
    secret, key = rand(28, 2), rand(12, 3)
    text = (
        f'const char *passwd_filter = "({key}x9Q2)";\n'
        f'url = SERVER "/token?grant_type=" GRANT_TOKEN "&access_token={secret}&client_id=" CLIENT_ID;\n'
    )
    assert values(text) == [
        ("secret_assignment", f"({key}x9Q2)"),
        ("secret_assignment", f"&access_token={secret}&client_id="),
    ]


def test_dot_folder_under_home_is_no_user() -> None:
    text = '// the snapshot lives in "/.snapshots/1/snapshot" or "/home/.snapshots/1/snapshot" otherwise.\n'
    assert values(text) == []


def test_home_recall() -> None:
    text = 'cfg = "/home/jroe/.config/app";  // or /home/.../ with the user elided\n'
    assert [v for v in values(text) if v[0] == "home_path"] == [
        ("home_path", "/home/jroe/"),
        ("home_path", "/home/.../"),
    ]


def test_news_message_ids_and_ftp_logins_are_no_mailboxes() -> None:
    text = (
        " *\tE.g.\t/tmp/WWW_Cache_news/4711@vaxgate.uni-mail.ch\n"
        " *\t\t$(HOME)/WWW/news/4711@vaxgate.uni-mail.ch\n"
        " * an anchor may be part of a news: URL, e.g., news:k17#52311@foo.bar, or\n"
        '#    type 1:  Connect to firewall host, but send \\"USER user@real.host.name\\"\\n\\\n'
        '#    type 5:  send \\"USER user@fwuser@real.host.name\\" and \\"PASS pass@fwpass\\"\\n\\\n'
        " *  Name (gatekeeper:you): anonymous@ftp.mirror-net.net\n"
    )
    assert values(text) == []


def test_ssh_request_name_is_no_mailbox() -> None:
    text = (
        "  trace_msg(channel, 9,\n"
        '    "sending GLOBAL_REQUEST (keepalive@ftpd-project.org)");\n'
        "  len += msg_write_byte(&buf, &buflen, SSH_MSG_GLOBAL_REQUEST);\n"
        '  len += msg_write_string(&buf, &buflen, "keepalive@ftpd-project.org");\n'
    )
    assert values(text) == []


def test_news_ftp_ssh_recall() -> None:
    text = (
        "/* news/jroe@vaxgate.uni-mail.ch and Usenet: mail 4711@vaxgate.uni-mail.ch */\n"
        "/* User jane@uni-mail.edu; PASS ann@uni-mail.edu */\n"
        "/* GLOBAL_REQUEST handling by Jane Roe <jane.roe@ftpd-project.org> */\n"
    )
    assert values(text) == [
        ("email", "jroe@vaxgate.uni-mail.ch"),
        ("email", "4711@vaxgate.uni-mail.ch"),
        ("email", "jane@uni-mail.edu"),
        ("email", "ann@uni-mail.edu"),
        ("email", "jane.roe@ftpd-project.org"),
    ]
