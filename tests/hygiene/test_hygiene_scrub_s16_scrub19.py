"""Scrub 19 (session 16, scrub19): the contexts behind THIRTY-SECOND's false redactions, each with a recall guard.

- a dotted number after a standard's designation written with ``-`` or in brackets (``ECMA-376 18.3.1.96``,
  ``[ECMA-376] 20.1.10.59``) is a section number, and so is a sibling of a section the text cites (the same
  first three parts) written without the standard's name (``… past @p column: 18.3.1.73``);
- a dotted quad that is a segment of a URL's path (after the host) names no host;
- a Python qualified name with ``<locals>`` or a call's signature (Cython writes both into its C) is no secret;
- a Message-ID as the value of an archive link's ``msg=`` query parameter is no mailbox, also when the
  link is cut over two comment lines.

Every text is made up here in the shape of the judged lines; no copied source.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

from pipeline.hygiene.scrub import find_redactions, scrub
from pipeline.stages.scrub import CODE_VERSION

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/planting.py
from planting import published_secret_cases  # noqa: E402

ROUTABLE = "93.184.216.34"


def values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def test_code_version_is_bumped() -> None:
    assert int(CODE_VERSION) >= 19


# -- section numbers of a cited standard ----------------------------------------------------------


def test_section_after_a_hyphenated_or_bracketed_designation_is_no_address() -> None:
    text = (
        "/// ECMA-376 18.3.1.96 `v`: what the formula gave for the cell.\n"
        "/// [ECMA-376] 20.1.10.61 ST_TextVerticalType, as drawingml spells it\n"
        "/// [ECMA-376] Part 1 17.3.3.131: the run's text\n"
        "// RFC-1035 4.1.1.200 header layout\n"
    )
    assert values(text) == []
    # recall: another hyphenated name before an address, and a designation that is no standard's
    assert values(f"// server-1 {ROUTABLE} answers\n") == [("ipv4", ROUTABLE)]
    assert values(f"// AB-376 {ROUTABLE}\n") == [("ipv4", ROUTABLE)]


def test_sibling_of_a_cited_section_is_no_address() -> None:
    # one citation, far (over 240 characters) from the siblings, so no rule of neighbouring numbers applies
    cited = "/// ECMA-376 18.3.1.4: a cell states its value as `v`.\n"
    filler = "static int a(void);\n" * 20
    siblings = (
        "/// A new `c` in the row, before the first one past the column: 18.3.1.73\n"
        + filler
        + "    throw Unsupported(); // 18.3.1.99 states one for every sheet\n"
    )
    assert values(cited + filler + siblings) == []
    assert values(filler + siblings) == [("ipv4", "18.3.1.73"), ("ipv4", "18.3.1.99")]


def test_sibling_rule_needs_a_cited_section_and_no_host_place() -> None:
    # without a citation in the text, the same lines keep their redactions
    plain = "/// before the first one past the column: 18.3.1.73\n"
    assert values(plain) == [("ipv4", "18.3.1.73")]
    # a version is no section: "version 18.3.1.4" does not make 18.3.1.73 a section (out of reach of
    # the neighbouring-number rules, more than 240 characters away)
    filler = "static int a(void);\n" * 20
    assert values("// version 18.3.1.4\n" + filler + plain) == [("ipv4", "18.3.1.73")]
    assert values("// ECMA-376 18.3.1.4\n" + filler + plain) == []
    # a sibling written where a host goes stays an address: a port after it, the whole of a literal
    cited = "/// ECMA-376 18.3.1.4: a cell\n"
    assert values(cited + "connect(18.3.1.73:8080);\n") == [("ipv4", "18.3.1.73")]
    assert values(cited + 'const char *peer = "18.3.1.73";\n') == [("ipv4", "18.3.1.73")]
    # a quad of other first parts stays an address
    assert values(cited + f"// from {ROUTABLE}\n") == [("ipv4", ROUTABLE)]


# -- a quad in a URL's path ---------------------------------------------------------------------


def test_quad_in_a_url_path_is_no_address() -> None:
    text = " * http://books.example-press.net/books/en/2.131.1.171/1/ (recipe 11.13)\n"
    assert values(text) == []


def test_quad_where_a_url_names_a_host_stays_redacted() -> None:
    for url in (
        f"http://{ROUTABLE}/index.html",  # the authority
        f"https://ipinfo.io/{ROUTABLE}/json",  # a lookup of the address
        f"http://whois.example-registry.net/rest/ip/{ROUTABLE}",
        f"http://mirror.example-press.net/get?addr={ROUTABLE}",  # a query
        f"http://books.example-press.net/p/{ROUTABLE}:8080/",  # before a port
        f"http://web.example-archive.net/2010/http://{ROUTABLE}/",  # a URL inside a path
    ):
        assert values(f" * {url}\n") == [("ipv4", ROUTABLE)], url


# -- Python qualified names -----------------------------------------------------------------------


def test_python_qualified_name_or_signature_is_no_secret() -> None:
    text = (
        "static char __pyx_doc_3pkg_6client_9AuthToken_12__reduce_cython__[] = "
        '"AuthToken.__reduce_cython__(self)";\n'
        'static char __pyx_k_TokenReader_value_locals_next_sp[] = "TokenReader.value.<locals>.next_space_index";\n'
        'static char __pyx_k_SecretStore_get_lambda[] = "SecretStore.get.<lambda>";\n'
    )
    assert values(text) == []


def test_random_values_shaped_like_qualified_names_stay_secrets() -> None:
    for value in ("Zx81kQ2pLmRv.T9wYbQ4nXk(self)", "next.<locals>.kQ8zXw3RtYp2Lm", "Kp9xWq2.Rv7sT9wYb4(a,b)"):
        text = f'api_token = "{value}";\n'
        assert values(text) == [("secret_assignment", value)], value


def test_published_secret_formats_still_redacted() -> None:
    cases = published_secret_cases(random.Random(19))
    assert cases
    checked = 0
    for fmt, line, value in cases:
        if re.fullmatch(r"[0-9a-fA-F]+", value):
            continue  # hex alone is kept as digests and test vectors are (scrub 1), keys of that shape too
        checked += 1
        assert value not in scrub(line).text, (fmt, line)
    assert checked >= len(cases) // 2


# -- Message-IDs in an archive link's query ---------------------------------------------------------

WRAPPED = (
    "/*\n"
    " * http://lists.example-archive.net/templates/archive.pike?list=1&date=200 \\\n"
    " * 0-04-15&msg=Pine.LNX.4.20.0003291017310.4120-100000@relay.monkeyhouse.org\n"
    " */\n"
)


def test_message_id_in_a_wrapped_archive_query_is_no_mailbox() -> None:
    assert values(WRAPPED) == []
    one_line = (
        "// http://lists.example-archive.net/read?list=dev&msg=20000329.171203.4120@relay.monkeyhouse.org\n"
    )
    assert values(one_line) == []


def test_mailbox_in_a_query_or_under_a_url_stays_redacted() -> None:
    # another parameter's value, a message parameter whose value has no generated id's digits
    for line in (
        "// http://lists.example-archive.net/options?email=jane19850101@monkeyhouse.org\n",
        "// http://lists.example-archive.net/read?msg=jane.roe@monkeyhouse.org\n",
    ):
        assert [k for k, _ in values(line)] == ["email"], line
    # a mailbox on the line under a link is no piece of the link
    text = " * http://lists.example-archive.net/read?list=dev \\\n * mailto:jane19850101@monkeyhouse.org\n"
    assert values(text) == [("email", "jane19850101@monkeyhouse.org")]
    # the NTLM/GSSAPI test names stay as the written standard has them (an owners' question)
    assert values('{ "HTTP@foo.bar", "foo.bar", "HTTP/", "foo.bar", 5 },  { "foo@bar.baz", NULL },\n') == [
        ("email", "HTTP@foo.bar"),
        ("email", "foo@bar.baz"),
    ]
