"""Scrub 15 (issue 8): the contexts behind TWENTY-SIXTH's false redactions, each with a recall guard.

Every text is a few lines written for the test in the shape of the judged lines (no copied source); random
values are drawn from a seeded generator.
"""

from __future__ import annotations

import random

from pipeline.hygiene.scrub import find_redactions

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def rand(n: int, seed: int, alphabet: str = B64) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(n))


def test_token_arithmetic_is_code() -> None:
    text = (
        "static int pick_token(int run_len, int mag, int kind) {\n"
        "  int token;\n"
        "  if (run_len < 6) {\n"
        "    token=HUF_RUN_CLASS2B+run_len-1;\n"
        "  } else if (mag > 3) {\n"
        "    token=HUF_VALUE_CLASS4+mag-3;\n"
        "  } else {\n"
        "    token=HUF_RUN_CLASS2B+kind;\n"
        "  }\n"
        "  best_token=HUF_VALUE_CLASS4+kind;\n"
        "  return token + best_token;\n"
        "}\n"
    )
    assert values(text) == []


def test_token_values_with_operators_stay_secrets() -> None:
    # a base64 value whose pieces between + and / occur nowhere else, and an expression naming a word
    # that the text uses only there, stay redacted
    key = rand(12, 3, B64[:62]) + "+" + rand(14, 4, B64[:62]) + "/" + rand(10, 5, B64[:62])
    text = f"api_token={key};\nsession_token=SESSION_BASE+k9QvZr2LmX7pWt;\nint SESSION_BASE = 7;\n"
    assert [v for k, v in values(text) if k == "secret_assignment"] == [key, "SESSION_BASE+k9QvZr2LmX7pWt"]


def test_bare_message_id_under_a_msgid_subdomain() -> None:
    text = (
        "/* Trick from Ann Roe, kq7vzt.2b.4@annroe.msgid.newshost.de */\n"
        "#define COUNT_ARGS(...) (sizeof((int[]){__VA_ARGS__})/sizeof(int))\n"
    )
    assert values(text) == []


def test_msgid_as_a_mail_domain_stays_an_address() -> None:
    text = " * Contact: Ann Roe <ann@msgid.de>, news admin <news@msgids.de>\n"
    assert [v for k, v in values(text) if k == "email"] == ["ann@msgid.de", "news@msgids.de"]


def test_extension_id_inside_a_longer_dotted_name() -> None:
    text = (
        '  g_assert (!id_equal ("user/*/*/shell-extension/weather_panel@kowalski77.pl.shell-extension/*",\n'
        '                       "*/*/*/desktop/org.example.Viewer.desktop/*"));\n'
    )
    assert values(text) == []


def test_sentence_end_after_an_address_stays_redacted() -> None:
    text = (
        " * Report bugs to ann@roe-mail.pl.\n"
        " * Or write to bob@roe-mail.pl. The list is open.\n"
        " * As Ann Roe said on cy@lists.fd.o last year,\n"  # fd.o: a domain written short
    )
    found = [v for k, v in values(text) if k == "email"]
    assert found == ["ann@roe-mail.pl", "bob@roe-mail.pl", "cy@lists.fd"]


def test_yang_module_revision_file_names() -> None:
    text = (
        '    load_module(ctx, MODULES_DIR "/acme-routing@2019-11-30.yang", IN_YANG, NULL);\n'
        "    /* see also acme-types@2020-02-29.yang */\n"
    )
    assert values(text) == []


def test_dates_under_real_tlds_stay_addresses() -> None:
    text = " * mail ann@2019-11-30.com or bob@2020-02-29.local\n"
    assert [v for k, v in values(text) if k == "email"] == ["ann@2019-11-30.com", "bob@2020-02-29.local"]


def test_reversed_loopback_names() -> None:
    text = (
        "#ifdef SELFTEST_MAIN\n"
        "  show(reverse_format(&loopback));\n"
        "#endif\n"
        "#ifdef SELFTEST_EXP\n"
        "127.0.0.1\n"
        "len=9\n"
        "1.0.0.127\n"
        "Question: 4.0.0.127.zen.blocklist.org. QTYPE=16 QCLASS=1\n"
        "#endif\n"
    )
    assert values(text) == []


def test_reversed_global_quads_stay_redacted() -> None:
    text = (
        "Question: 34.216.184.93.zen.blocklist.org. QTYPE=16\n"  # names 93.184.216.34, a global host
        "host 93.4.2.10 answered\n"  # its reversal 10.2.4.93 (private) is nowhere near: a global address
        "backup of 93.184.216.35 in 93.184.216.35.tar\n"
    )
    found = [v for k, v in values(text) if k == "ipv4"]
    assert found == ["34.216.184.93", "93.4.2.10", "93.184.216.35", "93.184.216.35"]
