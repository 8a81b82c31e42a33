"""License-evidence causes found on TWENTIETH (issue 8, session 12 "lic19").

1. A Debian stanza under a local name (``MIT/X11``) whose text says the licence "is the same as the MIT/X Consortium
   license" before the MIT disclaimer: licence 18 read no licence in the text and made it a custom licence (denied).
   It is MIT, by the name the text itself gives.
2. A header "subject to the terms of the BSD 2 Clause License and the Alliance for Open Media Patent License 1.0":
   licence 18 knew "the contents of this file are subject to" as a grant but not "this source code is subject to",
   so the header gave no evidence and the package's Debian ``Files: *`` licence (BSD-3-Clause-Clear, denied)
   decided. The header's licence decides; the patent licence named beside it grants patents and adds nothing.
3. A header "license: Public Domain" (a field line), and the CC0 text under a misspelt name (``CCO``) without its
   title: licence 18 read neither (the CC0 text rule wanted the title), so the custom ``CCO`` decided (denied).
4. Name forms: ``CCO``, ``CeCILL-C-V1``, ``Boost_ver_1``, ``FASTCGI`` (the Open Market licence), the Glide licence's
   title, ``GPL-3-BISON``, ``QPL or GPL-2``, the LPPL's title with ``1+`` / ``1.2+``, a prose GPL-2+ title, the Qt
   exception run into the name.

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

HEADER_ONLY_CODE = "#ifndef FROB_H\n#define FROB_H\n\nint frob(int x);\n\n#endif\n"

DEP5_SAME_AS_MIT = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    "Upstream-Name: frob\n\n"
    "Files: *\nCopyright: 2007 A. Author <a@example.org>\nLicense: MIT/X11\n\n"
    "Files: debian/*\nCopyright: 2009 B. Packager <b@example.org>\nLicense: MIT/X11\n\n"
    "License: MIT/X11\n"
    " Frob is free software. You may copy, distribute, and modify it under\n"
    " the terms of the licence in the file COPYING shipped with it. This license\n"
    " is the same as the MIT/X Consortium\n license.\n .\n"
    ' THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR\n'
    " IMPLIED. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR ANY CLAIM.\n"
)


def test_a_debian_text_that_says_it_is_the_mit_license_reads_as_mit() -> None:
    files = {"LICENSE": DEP5_SAME_AS_MIT, "Frob/Frob.h": HEADER_ONLY_CODE}
    keep, reason, found = decide_license(files, "Frob/Frob.h")
    assert (keep, reason) == (True, "license/allowed")
    assert found.expression == "MIT"


def test_same_as_a_name_that_is_no_licence_reads_nothing() -> None:
    text = "This license is the same as the one of the Frobnicator project.\n"
    assert lic.detect_license_text(text, full_text=True) is None


def _patent_header(copyright_license: str) -> str:
    return (
        "/*\n* Copyright(c) 2020 Example Corp\n*\n"
        f"* This source code is subject to the terms of the {copyright_license} and\n"
        "* the Example Media Patent License 1.0. If the licence was not distributed\n"
        "* with this source code in the LICENSE file, you can obtain it at\n"
        "* https://example.org/license. If the Patent License 1.0 was not distributed\n"
        "* with this source code in the PATENTS file, see https://example.org/patent.\n*/\n\n"
        + HEADER_ONLY_CODE
    )


DEP5_CLEAR = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    "Upstream-Name: frobenc\n\n"
    "Files: *\nCopyright: 2020 Example Corp\nLicense: BSD-3-Clause-Clear\n"
)


def test_the_headers_licence_beside_a_patent_licence_decides_before_the_package_file() -> None:
    files = {"LICENSE": DEP5_CLEAR, "frobenc/Api.h": _patent_header("BSD 2 Clause License")}
    keep, reason, found = decide_license(files, "frobenc/Api.h")
    assert (keep, reason) == (True, "license/allowed")
    assert (found.expression, found.method) == ("BSD-2-Clause", "header-text")


def test_a_denied_licence_named_so_in_a_header_decides_before_an_allowed_package_file() -> None:
    dep5_mit = DEP5_CLEAR.replace("BSD-3-Clause-Clear", "MIT")
    files = {"LICENSE": dep5_mit, "frobenc/Api.h": _patent_header("Sleepycat License")}
    keep, reason, found = decide_license(files, "frobenc/Api.h")
    assert (keep, reason) == (False, "license/denied:Sleepycat")
    assert found.method == "header-text"


BITS_HEADER = (
    "/*\n bits.h\n project: bit vector C library\n url: https://example.org/bits/\n"
    " maintainer: A. Author <a@example.org>\n license: Public Domain, no warranty\n date: May 2015\n*/\n\n"
    + HEADER_ONLY_CODE
)
DEP5_CCO = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    "Upstream-Name: Bits\n\n"
    "Files: *\nCopyright: 2015 A. Author\nLicense: CCO\n\n"
    "License: CCO\n Statement of Purpose\n --------------------\n .\n"
    " Some owners of works wish to give up their rights so others may build on them.\n .\n"
    ' For these purposes, the person associating CC0 with a Work (the "Affirmer") waives\n'
    " all of the Affirmer's rights in the Work, as far as the law allows.\n"
)


def test_a_header_license_field_saying_public_domain_is_public_domain() -> None:
    found = lic.detect_file_license(BITS_HEADER)
    assert found is not None and (found.expression, found.method) == (lic.PUBLIC_DOMAIN, "header-text")
    keep, reason, _ = decide_license({"LICENSE": DEP5_CCO, "bits/bits.h": BITS_HEADER}, "bits/bits.h")
    assert (keep, reason) == (True, "license/allowed")


def test_the_cc0_text_under_a_misspelt_name_reads_as_cc0() -> None:
    keep, reason, found = decide_license(
        {"LICENSE": DEP5_CCO, "bits/bits.h": HEADER_ONLY_CODE}, "bits/bits.h"
    )
    assert (keep, reason, found.expression) == (True, "license/allowed", "CC0-1.0")


def test_a_license_field_naming_a_part_is_no_public_domain_statement() -> None:
    header = (
        "/*\n * The license: see COPYING. Public domain parts are listed there.\n */\n" + HEADER_ONLY_CODE
    )
    found = lic.detect_file_license(header)
    assert found is None or found.expression != lic.PUBLIC_DOMAIN


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ("CCO", "CC0-1.0"),
        ("CeCILL-C-V1", "CECILL-C"),
        ("CECILL-B-1.0", "CECILL-B"),
        ("Boost_ver_1", "BSL-1.0"),
        ("FASTCGI", "OML"),
        ("3dfx-glide-source-code-general-public-license", "Glide"),
        ("GPL-3-BISON", "GPL-3.0-only WITH Bison-exception-2.2"),
        ("GPL-2+-bison", "GPL-2.0-or-later WITH Bison-exception-2.2"),
        ("QPL or GPL-2", "QPL-1.0 OR GPL-2.0-only"),
        ("Latex Project Public License 1+", "LPPL-1.0+"),
        ("Latex Project Public License 1.2+", "LPPL-1.2+"),
        ("LaTeX Project Public License 1.3c", "LPPL-1.3c"),
        ("the GNU General Public License (GPL), version 2 or later", "GPL-2.0-or-later"),
        ("GPL-3 or LGPL-2.1-QTexception-1.1", "GPL-3.0-only OR LGPL-2.1-only WITH Qt-LGPL-exception-1.1"),
        ("GPL-3_or_LGPL-2.1-QTexception-1.1", "GPL-3.0-only OR LGPL-2.1-only WITH Qt-LGPL-exception-1.1"),
    ],
)
def test_name_forms_are_read(name: str, spdx: str) -> None:
    assert lic.is_known_expression(name)
    assert lic.normalize_expression(name) == spdx


@pytest.mark.parametrize(
    "name",
    [
        "Latex Project Public License",  # no version
        "LGPL-2.1-QTexception-1.0",  # no such version of the exception
        "GPL-3_or_LGPL-2.1-QTexception-1.0",
        "GPL-2-or-later-foo",
        "GPL-2+-KDEeV",  # no exception of that name
        "GPL-2-with-OpenSSL-exception",  # a generic linking permission, no SPDX exception
        "MIT/X",
        "MIT/X11",
    ],
)
def test_names_that_denote_no_spdx_id_stay_unread(name: str) -> None:
    assert not lic.is_known_expression(name)
