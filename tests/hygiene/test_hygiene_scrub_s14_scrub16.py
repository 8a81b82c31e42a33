"""Scrub 16 (issue 8): the contexts behind TWENTY-SEVENTH's false redactions, each with a recall guard.

Every text is a few lines written for the test in the shape of the judged lines (no copied source); random
values are drawn from a seeded generator.
"""

from __future__ import annotations

import base64
import random

from pipeline.hygiene.scrub import find_redactions

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def rand(n: int, seed: int, alphabet: str = B64) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(n))


def test_irc_hostmask_is_no_mailbox() -> None:
    text = (
        "void CRelayMod::Announce(const CString& sNick, const CString& sLine) {\n"
        '    PutUser(":*relay!bnc@bouncer-net.org PRIVMSG " + sNick + " :" + sLine);\n'
        '    PutUser(sPrefix + "!bnc@bouncer-net.org NOTICE " + sNick + " :" + sLine);\n'
        "    // :*relay!bnc@bouncer-net.org PRIVMSG Jim :hello\n"
        "}\n"
        "TEST(NickTest, Parse) {\n"
        '    Nick.Parse("legacy!bnc@bouncer-net.org");\n'
        '    client.ReadUntil(":nick!user@irc.bouncer-net.org PRIVMSG *status :blah");\n'
        "}\n"
        "/* ':! ' + 'nick' + 'ident@host', e.g. ':user!~name@chatnet.com ' */\n"
        "/* :nickname!username@shell.chatnet.com cmd_length */\n"
        'ask_mask(_("Enter mask to ignore:"), "nick!userid@shell.chatnet.com", cb);\n'
    )
    assert values(text) == []


def test_irc_hostmask_recall() -> None:
    text = (
        "/* Written by mcvax!jane@cwi-mail.nl; send bugs to uunet!ann@roe-mail.org */\n"
        "/* Hello!jo@roe-mail.org and again: contact jane@bouncer-net.org */\n"
        'static const char *owner = "Jane Roe <jane@bouncer-net.org>";\n'
        "   as of 2020-08-23T21:09:49Z!eggert@roe-mail.edu; see\n"
    )
    assert values(text) == [
        ("email", "jane@cwi-mail.nl"),
        ("email", "ann@roe-mail.org"),
        ("email", "jo@roe-mail.org"),
        ("email", "jane@bouncer-net.org"),
        ("email", "jane@bouncer-net.org"),
        ("email", "eggert@roe-mail.edu"),
    ]


def test_irc_message_target_is_no_mailbox() -> None:
    text = (
        '#define AUTH_ALGO\t\t"HMAC-SHA-256"\n'
        '#define AUTH_NICK\t\t"Q@services.chatnet.org"\n'
        '#define AUTH_FULLHOST\t\t"Q!TheBot@services.chatnet.org"\n'
        "static const struct login logins[] = {\n"
        '\t{"ChatNet", LOGIN_CUSTOM, "MSG x@channels.chatnet.org login %u %p"},\n'
        "};\n"
    )
    assert values(text) == []


def test_irc_message_target_recall() -> None:
    text = (
        '#define AUTH_NICK\t\t"Q@services.chatnet.org"\n'
        '#define AUTH_OTHER\t\t"R@services.chatnet.org"\n'
        "/* mail jane@chatnet.org; MSGS from ann@chatnet.org */\n"
    )
    assert values(text) == [
        ("email", "Q@services.chatnet.org"),
        ("email", "R@services.chatnet.org"),
        ("email", "jane@chatnet.org"),
        ("email", "ann@chatnet.org"),
    ]


def test_made_up_domain_is_no_mailbox() -> None:
    text = (
        " *      /C=KG/ST=NA/O=Test-Org/CN=Test-Server/emailAddress=me@myhost.mydomain\n"
        'static const char *contacts = R"({"email":"fred@something.fake"},\n'
        '  {"email":"otherfake@email.address"},\n'
        '  {"name":{"displayName":"Fake Jo Contact"},"email":[{"value":"home@home.hh"},'
        '{"value":"wk@work.ww","type":2}]})";\n'
    )
    assert values(text) == []


def test_unknown_label_recall() -> None:
    text = (
        "/* Thanks to kulkarni@gmail.con and pem@aaii.oz for the fix. */\n"
        "/* listname+help@domain.tld, awc@mail.server, bogus@unconfigured.site.user */\n"
        'static const char *fake_name = "x";\n'
        "/* author: jane@roe.zz */\n"
    )
    assert values(text) == [
        ("email", "kulkarni@gmail.con"),
        ("email", "pem@aaii.oz"),
        ("email", "listname+help@domain.tld"),
        ("email", "awc@mail.server"),
        ("email", "bogus@unconfigured.site.user"),
        ("email", "jane@roe.zz"),
    ]


def test_svg_path_data_is_no_address() -> None:
    text = (
        '    out << R"(.icon {\n'
        '        background-image: url(\'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg" '
        'viewBox="0 0 24 24"><path d="M12.5 6.25v7.5a.75.75 0 0 1-1.5 2.25.86.86 0 0 0 .06 1.23.81.81 '
        "0 0 0 .5 7.22.73.73 0 0 0 1 0z\"/></svg>');\n"
        '    })";\n'
        '    "<path d=\\"M17.2 22a8.1 8.1 0 0 1-2.6-.5 1.91.24.24 0 0 0 1 0z\\"/>"\n'
    )
    assert values(text) == []


def test_svg_path_data_recall() -> None:
    text = (
        'const char *d="93.184.216.34";\n'
        '<a href="http://93.184.216.35/"><path d="M1 1h2"/> 93.184.216.36</a>\n'
    )
    assert values(text) == [
        ("ipv4", "93.184.216.34"),
        ("ipv4", "93.184.216.35"),
        ("ipv4", "93.184.216.36"),
    ]


def test_lone_section_headings_are_no_addresses() -> None:
    text = (
        "/* 8.2.4.52 */\n"
        "static int h5_state_eof(h5_state_t *hs);\n"
        "\n"
        "/**\n"
        " * 12.2.4.41\n"
        " */\n"
        "static int h5_state_attr_value_quoted(h5_state_t *hs)\n"
        "{\n"
        "    /* read up to the closing quote: the whole value, entities left alone */\n"
        "    const char *p = memchr(hs->s + hs->pos, hs->quote, hs->len - hs->pos);\n"
        "    hs->pos = p ? (size_t)(p - hs->s) + 1 : hs->len;\n"
        "    hs->token_type = ATTR_VALUE;\n"
        "    return 1;\n"
        "}\n"
        "\n"
        "/**\n"
        " * 8.2.4.45\n"
        " */\n"
        "static int h5_state_bogus_comment(h5_state_t *hs)\n"
        "{\n"
        "    hs->pos = hs->len;\n"
        "    return 1;\n"
        "}\n"
    )
    assert values(text) == []


def test_lone_comment_quads_recall() -> None:
    two = "// 93.184.216.34\nint a;\n// 93.184.216.35\nint b;\n"
    three = "// 151.101.1.69\nint a;\n// 151.101.65.69\nint b;\n// 151.101.129.69\nint c;\n"
    assert values(two) == [("ipv4", "93.184.216.34"), ("ipv4", "93.184.216.35")]
    assert [v for _, v in values(three)] == ["151.101.1.69", "151.101.65.69", "151.101.129.69"]


def test_spec_section_numbers_are_no_addresses() -> None:
    text = (
        "/**\n"
        "  \\brief Print a region node's child nodes\n"
        "  EMF+ manual 2.2.2.41, Microsoft name: RegionNodeChildNodes Object\n"
        "*/\n"
        "\t/* ISO+IEC+1989-2002: 13.16.42.2-10 */\n"
        "\t/* see ISO/IEC 1989:2002 14.9.24.3 */\n"
    )
    assert values(text) == []


def test_spec_words_recall() -> None:
    text = "/* set it up manually: host 93.184.216.34; ISO server at 93.184.216.35 */\n"
    assert values(text) == [("ipv4", "93.184.216.34"), ("ipv4", "93.184.216.35")]


def test_base64_of_prose_is_no_credential() -> None:
    good = base64.b64encode(b"Nobody said the little boat would float this far").decode()
    other = base64.b64encode(b"Well, the kettle sang all night\r\nAnd the cat slept 'til noon").decode()
    text = f'#define GOOD_TOKEN "{good}"\n#define OTHER_TOKEN "{other}"\n'
    assert values(text) == []


def test_base64_credential_recall() -> None:
    pair = base64.b64encode(b"admin:the little boat would float this far").decode()
    short = base64.b64encode(b"the little boat floats").decode()
    noise = rand(44, 16)
    text = f'#define BASIC_TOKEN "{pair}"\n#define SHORT_TOKEN "{short}"\n#define NOISE_TOKEN "{noise}"\n'
    assert values(text) == [
        ("secret_assignment", pair),
        ("secret_assignment", short),
        ("secret_assignment", noise),
    ]
