"""Scrub precision causes found on TWELFTH (issue 8, session 10), each on small text written for the
test.

- a name directly under ``/home`` that has an extension and ends the path is a file, no one's home
  (``"/home/file.sqlite3"``, ``"/home/output.h5:/foo/data"``); a folder under ``/home`` is a home
  whatever its name, and a sentence's full stop is no extension;
- SourceForge's project group web space ``/home/groups/`` is no one's home;
- a quad inside a reverse-DNS name (``15.1.168.192.in-addr.arpa``) is an address written in reverse:
  it is judged as the address it names (a private one is kept, a public one redacted).
"""

from __future__ import annotations

import pytest

from pipeline.hygiene.scrub import NETWORK_MARKER, PATH_MARKER, find_redactions, scrub


def _kept(text: str) -> None:
    assert find_redactions(text) == [], [(r.kind, r.value) for r in find_redactions(text)]


def _values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


# --- 1. files directly under /home ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        ' * - "/home/file.sqlite3"\n',
        ' * For "/home/output.h5:/foo/data" the dataset path is "/foo/data".\n',
        "// open file:///home/x.tgz#gzip:/ in the viewer\n",
        'db = open_db("/home/cache.db");\n',
        "// e.g. /home/archive.tar.bz2, /home/model.ONNX\n",
    ],
)
def test_a_file_directly_under_home_is_no_home(text: str) -> None:
    _kept(text)


@pytest.mark.parametrize(
    "text, value",
    [
        # a folder named like a file is still a home folder
        ("// cd /home/jane.doe/src && make\n", "/home/jane.doe/"),
        ('root = "/home/output.h5/";\n', "/home/output.h5/"),
        # a full stop ending the sentence is no extension
        ("// invalid because it does not point below /home/jroe.\n", "/home/jroe."),
        # a letters-only ending that is no known file kind reads like first.last: privacy first
        ("// cd /home/jane.doe && make\n", "/home/jane.doe"),
        (' * - "sql:///home/file.sqlitedb?type=sqlite3"\n', "/home/file.sqlitedb"),
        # a mixed-case ending is a name, not an extension
        ('path = "/home/Jane.Roe";\n', "/home/Jane.Roe"),
        # plain homes
        ('cfg = "/home/jroe";\n', "/home/jroe"),
        ("// built in /home/jroe/work/tree\n", "/home/jroe/"),
        ("// see /Users/jroe/Library/Logs\n", "/Users/jroe/"),
    ],
)
def test_user_homes_are_still_redacted(text: str, value: str) -> None:
    assert _values(text) == [("home_path", value)]


def test_a_file_under_a_users_home_keeps_the_home_redacted() -> None:
    out = scrub('db = "/home/jroe/file.sqlite3";\n').text
    assert out == f'db = "{PATH_MARKER}file.sqlite3";\n'


# --- 2. SourceForge's /home/groups/ ---------------------------------------------------------------------


def test_sourceforge_group_web_space_is_no_home() -> None:
    _kept("\tscp -r build/html/* web.sf.net:/home/groups/p/pr/proj/htdocs\n")
    _kept("# rsync to web.sourceforge.net:/home/groups/p/pr/proj/htdocs/doc\n")


def test_a_user_home_beside_the_group_space_is_still_redacted() -> None:
    out = scrub("cp /home/groups/p/pr/proj/htdocs/x /home/jroe/backup/\n").text
    assert "/home/groups/p/pr/proj" in out and f"{PATH_MARKER}backup/" in out


# --- 3. reverse-DNS names ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "    ///  input:   192.168.1.15\n    ///  output:  15.1.168.192.in-addr.arpa.\n",
        'zone "1.0.0.10.in-addr.arpa" { type master; };\n',
        "// PTR lookup of 7.2.0.192.IN-ADDR.ARPA (a documentation address)\n",
    ],
)
def test_a_reversed_unroutable_address_is_kept(text: str) -> None:
    _kept(text)


@pytest.mark.parametrize(
    "text, value",
    [
        # the public 93.184.216.34, written reversed
        ('zone "34.216.184.93.in-addr.arpa" { type master; };\n', "34.216.184.93"),
        # reversed, 15.1.168.93 reads as the public 93.168.1.15 although 15.1.168.93 is also public
        ("// reverse name: 15.1.168.93.in-addr.arpa.\n", "15.1.168.93"),
        # 192.168.1.15 read forwards is private, but reversed it names the public 15.1.168.192
        ("// reverse name: 192.168.1.15.in-addr.arpa.\n", "192.168.1.15"),
        # small parts: a version-shaped quad, but the name says it is an address (1.2.3.4)
        ("    ///  output:  4.3.2.1.in-addr.arpa.\n", "4.3.2.1"),
    ],
)
def test_a_reversed_public_address_is_still_redacted(text: str, value: str) -> None:
    assert _values(text) == [("ipv4", value)]
    assert NETWORK_MARKER + ".in-addr.arpa" in scrub(text).text.lower()


def test_forward_addresses_beside_reverse_names_are_judged_forwards() -> None:
    text = "// 93.184.216.34 has the reverse name 34.216.184.93.in-addr.arpa; gateway 10.0.0.1\n"
    assert _values(text) == [("ipv4", "93.184.216.34"), ("ipv4", "34.216.184.93")]
