"""Scrub 13 (issue 8): the contexts behind TWENTY-FOURTH's false redactions, each with a recall guard.

Every text is a few lines written for the test in the shape of the judged lines (no copied source).
"""

from __future__ import annotations

from pipeline.hygiene.scrub import find_redactions


def values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def test_message_id_forms_are_no_mailboxes() -> None:
    text = (
        "/* seen in news.misc Message-ID: <61ab2q$k7x$1@nntp.cs.uni-north.edu.au> */\n"
        "/*\n"
        ' * - accept "^aMSGID <idpart@gate.far-away.org> 0f3e2a1" written by gateways\n'
        " */\n"
        "\t\t/* checking only (fa) lets a Message-ID like\n"
        "\t\t * <445566.1234@netnews.somewhere.net> pass as a fido one\n"
        "\t\t */\n"
        "\t/* <MIDTAG_anycharset_99ffee00@fido.gate-host.org> */\n"
        '\t\telse if (strncmp(l,"MIDTAG_",7) == 0)\n'
        "\t/* <gw_1.23.45$fidonet_0a1b2c3d_Ann.Person@bbs.gate-host.se> */\n"
        "\t/* <wgx$7$g12$h34$kfido$q1234abcd@relay-host.com> */\n"
    )
    assert values(text) == []


def test_message_id_forms_keep_mailboxes() -> None:
    text = (
        " * Author: Ann Person <ann.person@bbs.gate-host.se>\n"
        " * From: <idpart@gate.far-away.org> wrote the MSGID code\n"
        "\t/* <MIDTAG_owner@fido.gate-host.org> */\n"
        '\t\tif (strncmp(l,"MIDTAG",6) == 0) reply("<jo_bloggs@fido.gate-host.org>");\n'
        " * mail jo.bloggs@relay-host.com about $5 fees\n"
    )
    found = [v for k, v in values(text) if k == "email"]
    assert found == [
        "ann.person@bbs.gate-host.se",
        "idpart@gate.far-away.org",
        "MIDTAG_owner@fido.gate-host.org",
        "jo_bloggs@fido.gate-host.org",
        "jo.bloggs@relay-host.com",
    ]


def test_path_labels_and_url_passwords_are_no_mailboxes() -> None:
    text = (
        "   *      /dev/serno/DISK01.s2d@pfs.var /var    hammer2    rw 0 0\n"
        "   zfs send /tank/data@snap.daily > /backup/x\n"
        "ssl:user:s3cret@files.uni-north.edu.au    TLS connection with a login\n"
        "ftp:anon:guest@ftp.uni-north.edu.au/pub\n"
    )
    assert [v for k, v in values(text) if k == "email"] == []


def test_path_labels_and_url_passwords_keep_mailboxes() -> None:
    text = (
        "   ~/Maildir/jane.roe@uni-north.edu.au/new\n"
        "jroe:x:jane.roe@uni-north.edu.au\n"
        "mailto:jane.roe@uni-north.edu.au\n"
    )
    found = [v for k, v in values(text) if k == "email"]
    assert found == ["jane.roe@uni-north.edu.au"] * 3


def test_repository_roots_in_rcs_headers_are_no_homes() -> None:
    text = (
        "/* $Header: /home/repository/tools/x/crc16.c,v 1.4 1995/02/11 10:20:30 ab Exp $ */\n"
        " * $Source: /home/CVSROOT/lib/util.h,v $\n"
        "   /home/cvs/net/proto.c,v 1.1 1996/01/02 03:04:05 cd Exp\n"
    )
    assert values(text) == []


def test_repository_roots_keep_homes() -> None:
    text = (
        "/* $Header: /home/annp/src/crc16.c,v 1.4 1995/02/11 10:20:30 annp Exp $ */\n"
        '#define REPO_ROOT "/home/repos/project"\n'
        "export CVSROOT=/home/cvs/\n"
    )
    assert [v for k, v in values(text) if k == "home_path"] == ["/home/annp/", "/home/repos/", "/home/cvs/"]


def test_section_of_a_standard_draft_is_no_address() -> None:
    text = " * element described in 802.11ac D3.0 8.4.2.161\n * and in 802.11n Draft 4.0 7.3.2.57\n"
    assert values(text) == []
    assert values(" * mirror server 8.4.2.161 and 203.7.3.57\n") == [
        ("ipv4", "8.4.2.161"),
        ("ipv4", "203.7.3.57"),
    ]


def test_uri_suffix_and_code_between_literals_are_no_secrets() -> None:
    text = (
        '    Str=Concat(Str, "myapp",Token,":loginSessionFinished",NULL);\n'
        '//Ctx->Url=Concat(Ctx->Url,"https://svc.example-api.net/auth?request_token=",Ctx->RequestToken,"&cb=",Args,NULL);\n'
    )
    assert values(text) == []


def test_literals_keep_secrets() -> None:
    text = (
        'cfg = {"api_token": "Zq8Xw2LmTp4K9vR7sTyB"}\n'
        'Str=Concat(Str, "myapp",Token,":Zq8Xw2LmTp4K9vR7sTyB",NULL);\n'
        'login("admin", "x"); password = "Qw7Er9Ty2Ui4Op6As8Df,"\n'
    )
    found = [v for k, v in values(text) if k == "secret_assignment"]
    assert found == ["Zq8Xw2LmTp4K9vR7sTyB", ":Zq8Xw2LmTp4K9vR7sTyB", "Qw7Er9Ty2Ui4Op6As8Df,"]
