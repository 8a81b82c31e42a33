"""Licence names TWENTY-FOURTH's name recall missed after license 23 (issue 8, session 13 "lic24").

1. A name followed by the URL of its text (PyPI's ``License: 3-clause BSD <https://opensource.org/licenses/...>``):
   the URL, in angle brackets, parentheses or square brackets or bare at the end, says where the text is, not which
   licence; the name before it was read alone but not with the URL.
2. A licence's full title with its version, in any case (Debian's ``IBM PUBLIC LICENSE VERSION 1.0``): the title's
   initials and version are SPDX's id (IPL-1.0); only version-less titles were read by their initials.
3. A title followed by `` - <what it covers>`` (``IBM PUBLIC LICENSE VERSION 1.0 - JIKES COMPILER``): the title.

The names and files are written for the test.
"""

from __future__ import annotations

import pytest

from pipeline.hygiene import license as lic


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("3-clause BSD <https://opensource.org/licenses/bsd-license.php>", "BSD-3-Clause"),
        ("MIT (https://opensource.org/licenses/MIT)", "MIT"),
        ("Apache 2.0 [https://www.apache.org/licenses/LICENSE-2.0]", "Apache-2.0"),
        ("BSD-2-Clause https://example.org/LICENSE.txt", "BSD-2-Clause"),
        ("MIT <http://example.org/mit> OR Apache 2.0 <http://example.org/apache>", "MIT OR Apache-2.0"),
    ],
)
def test_a_url_after_a_name_is_where_its_text_is(name, expected):
    assert lic.normalize_expression(name) == expected
    assert lic.is_known_expression(name)
    # the URL names no licence of its own, and a name the normalizer does not read stays unread with one
    assert not lic.is_known_expression("<https://opensource.org/licenses/MIT>")
    assert not lic.is_known_expression("BSD <https://opensource.org/licenses/bsd-license.php>")


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("IBM PUBLIC LICENSE VERSION 1.0", "IPL-1.0"),
        ("IBM Public License Version 1.0", "IPL-1.0"),
        ("Common Public License Version 1.0", "CPL-1.0"),
        ("Lucent Public License Version 1.02", "LPL-1.02"),
        ("Server Side Public License v1", "SSPL-1.0"),
    ],
)
def test_a_versioned_title_is_read_by_its_initials_and_version(name, expected):
    assert lic.normalize_expression(name) == expected
    # a title of generic words names no one licence; a GNU title is the GNU rules' (never initials)
    for unread in (
        "Open Source License 3.0",
        "Lesser General Public License 2.1",
        "Example Engine License 1.0",
    ):
        assert not lic.is_known_expression(unread), unread


def test_a_title_then_what_it_covers_is_the_title():
    assert lic.normalize_expression("IBM PUBLIC LICENSE VERSION 1.0 - JIKES COMPILER") == "IPL-1.0"
    assert lic.normalize_expression("Apache License, Version 2.0 - the build scripts") == "Apache-2.0"
    # a licence after the dash makes a list, not a title; no title before it, nothing is read
    for unread in ("Apache License 2.0 - MIT", "Reuters-21578 - Distribution 1.0", "BSD - the parser"):
        assert not lic.is_known_expression(unread), unread


DEP5 = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    "Upstream-Name: parsegen\n\n"
    "Files: *\n"
    "Copyright: 1996 Example Corp.\n"
    "License: IBM PUBLIC LICENSE VERSION 1.0 - PARSEGEN COMPILER\n"
    " THE ACCOMPANYING PROGRAM IS PROVIDED UNDER THE TERMS OF THIS PUBLIC LICENSE.\n"
)
PKG_INFO = (
    "Metadata-Version: 1.1\nName: memclient\nVersion: 1.0\n"
    "License: 3-clause BSD <https://opensource.org/licenses/bsd-license.php>\n"
)


def test_the_names_decide_as_evidence():
    assert lic.debian_copyright_license(DEP5) == "IPL-1.0"
    assert lic.manifest_license("PKG-INFO", PKG_INFO) == "BSD-3-Clause"
