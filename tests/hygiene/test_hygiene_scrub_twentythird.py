"""Scrub 12 (issue 8): the contexts behind TWENTY-THIRD's false redactions, each with a recall guard.

Every text is a few lines written for the test in the shape of the judged lines (no copied source).
"""

from __future__ import annotations

from pipeline.hygiene.scrub import find_redactions


def values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def test_ssh_request_and_protocol_names_are_no_mailboxes() -> None:
    text = (
        "/*\n"
        " * Our protocol is named like SSH-2's, except that it is\n"
        ' * "HELLOPROTO@shell.tools.example-project.org".\n'
        " */\n"
        'static const char prefix[] = "HELLOPROTO@shell.tools.example-project.org-2.0-";\n'
        'want = PTRLEN_LITERAL("HELLOPROTO@shell.tools.example-project.org-");\n'
        'out = ssh2_chanreq_init(c, "pingme@shell.tools.example-project.org",\n'
        "                        NULL, NULL);\n"
        "send_global_request(\n"
        '    s, "keepalive@shell.tools.example-project.org");\n'
    )
    assert values(text) == []


def test_protocol_names_keep_real_mailboxes() -> None:
    text = (
        'static const char proto[] = "HELLOPROTO@tools.example-project.org-2.0-";\n'
        " * Maintainer: HELLOPROTO@tools.example-project.org\n"
        " * Bugs to <HELLOPROTO@tools.example-project.org>\n"
        'send_mail(msg, "jane.roe@tools.example-project.org");\n'
        'set_contact("jane.roe@tools.example-project.org");\n'
        " * jo.bloggs@tools.example-project.org wrote the channel code\n"
    )
    found = [v for k, v in values(text) if k == "email"]
    assert found == [
        "HELLOPROTO@tools.example-project.org",
        "HELLOPROTO@tools.example-project.org",
        "jane.roe@tools.example-project.org",
        "jane.roe@tools.example-project.org",
        "jo.bloggs@tools.example-project.org",
    ]


def test_mail_message_ids_are_no_mailboxes() -> None:
    text = (
        "/* From: jane.roe at uni-solvers.edu (Jane Roe)\n"
        "   In-Reply-To: <a1b2c3-list-77@uni-solvers.edu>\n"
        "   References: <a1b2c3-list-77@uni-solvers.edu>\n"
        "   Message-ID: <6A01B2C3.4050607@solver-lab.com>\n"
        "   as said in <6A01B2C3.4050607@solver-lab.com> */\n"
    )
    assert values(text) == []


def test_message_id_rules_keep_mailboxes() -> None:
    text = (
        "   From: Jane Roe <jane.roe@uni-solvers.edu>\n"
        "   Reply-To: <solver-list@uni-solvers.edu>\n"
        "   In-Reply-To: your note, jo.bloggs@uni-solvers.edu\n"
        "   contact 6a01b2c3.lab@uni-solvers.edu\n"
    )
    assert [v for _, v in values(text)] == [
        "jane.roe@uni-solvers.edu",
        "solver-list@uni-solvers.edu",
        "jo.bloggs@uni-solvers.edu",
        "6a01b2c3.lab@uni-solvers.edu",
    ]


def test_document_file_name_in_url_is_no_mailbox() -> None:
    text = " * http://www.radio-club.org/manuals/Modems/9600_modem_users_guide@abc.pdf\n * mail ops@abc.org\n"
    assert values(text) == [("email", "ops@abc.org")]


def test_pinned_python_requirement_is_no_address() -> None:
    text = (
        "Requires-Dist: opencv-contrib==4.9.0.80; extra == 'dev'\n"
        "Requires-Dist: numpy>=2.1.0.12\n"
        "filter: ip.addr==93.184.216.34\n"
        "if (peer==93.184.216.35)\n"
        "server-name==93.184.216.36\n"
    )
    assert values(text) == [("ipv4", "93.184.216.34"), ("ipv4", "93.184.216.35"), ("ipv4", "93.184.216.36")]


def test_name_plus_number_and_compared_keyword_are_no_secrets() -> None:
    text = (
        "typedef enum {\n"
        "\tSVC_ERR_OFFSET = 4000,\n"
        "\tSVC_ERR_BAD_AUTH_TOKEN = SVC_ERR_OFFSET+1001,\n"
        "\tSVC_ERR_BAD_PASSWORD = SVC_ERR_OFFSET+12,\n"
        "} SvcErr;\n"
        'else if (almost_equals(c_token, "pal2rgb$formulae")) {\n'
    )
    assert values(text) == []


def test_expression_and_compare_rules_keep_secrets() -> None:
    text = (
        "api_token = Zq8Xw2LmTp4K+4471;\n"  # no name Zq8Xw2LmTp4K elsewhere: a value, not an expression
        "AUTH_TOKEN = SVC_BASE_X7Q2+1001,\n"
        'set_auth(c_token, "Q7vR2mXk9Tz4Lp8W");\n'
        'db_password = "Hx7qP2vL9mZ4kR8w";\n'
    )
    assert [k for k, _ in values(text)] == ["secret_assignment"] * 4
