"""License causes found on SEVENTH (issue 8, session 6 "license 3").

Each case is a small file written for the test, shaped like a real one: a Debian copyright file whose
`Files: *` paragraph names a Debian-local `GPL-2+-shorttext` with a one-sentence or-later grant; a GPL
header that also offers a commercial license (dual licensing: the open grant decides) next to a real
proprietary notice that must still drop; Debian's and PyPI's spellings of SPDX licenses.
"""

from __future__ import annotations

import pytest

from pipeline.config import LicensePolicy
from pipeline.hygiene import license as lic

FORMAT = (
    "Format: http://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: shader\n\n"
)
NO_GRANT = "#ifndef SHADER_UTIL_H\n#define SHADER_UTIL_H 1\n\nvoid blur(float* px, int n);\n#endif\n"


def _decide(files: dict[str, str], path: str) -> tuple[bool, str, str | None]:
    tree = lic.detect_tree_licenses({p: t for p, t in files.items() if lic.is_evidence_file(p)})
    found = lic.resolve(lic.detect_file_license(files[path]), lic.license_for(path, tree))
    verdict = lic.classify(found.expression if found else None, LicensePolicy())
    return verdict.keep, verdict.reason, verdict.expression


def test_dep5_local_name_with_editorial_qualifier_is_the_license_it_qualifies():
    copyright_file = (
        FORMAT + "Files: *\nCopyright: 2013 A. Author <a@example.org>\nLicense: GPL-2+-shorttext\n"
        " Shader is licensed under the [GNU GPL](http://www.gnu.org/licenses/gpl.html),\n"
        " either version 2 or (at your option) any later version.\n\n"
        "Files: debian/*\nCopyright: 2014 A. Author\nLicense: GPL-2+\n"
        " On Debian systems, the complete text can be found in /usr/share/common-licenses/GPL-2.\n"
    )
    assert lic.debian_copyright_license(copyright_file) == "GPL-2.0-or-later"
    keep, _, expression = _decide({"LICENSE": copyright_file, "shader/util.h": NO_GRANT}, "shader/util.h")
    assert keep and expression == "GPL-2.0-or-later"


def test_dep5_qualifier_that_changes_the_terms_is_not_dropped():
    # an exception or a "-like" variant is not an editorial qualifier: the name is not read as the license
    # it qualifies; given with its text it is a custom license (license 10), denied
    assert lic._dep5_qualified_name("GPL-2+-with-OpenSSL-exception") is None
    assert lic._dep5_qualified_name("Expat-like") is None
    copyright_file = (
        FORMAT + "Files: *\nCopyright: 2013 A. Author\nLicense: Apache-2-like\n Terms of our own.\n"
    )
    expression = lic.debian_copyright_license(copyright_file)
    assert expression == "LicenseRef-custom-Apache-2-like"
    assert lic.classify(expression, lic.LicensePolicy()).reason == f"license/denied:{expression}"


GPL_WITH_COMMERCIAL_OFFER = """/*****************************************************************************
 * Copyright (C) 2015 Example Video Codec Project
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation; either version 2 of the License, or
 * (at your option) any later version.
 *
 * This program is also available under a commercial proprietary license.
 * For more information, contact us at licensing @ example.com.
 *****************************************************************************/
#ifndef CODEC_H
#define CODEC_H
int codec_open(void);
#endif
"""

PROPRIETARY_NOTICE = """/*
 * Copyright 1993-2021 Example Graphics Corporation.  All rights reserved.
 *
 * NOTICE TO LICENSEE: This source code is proprietary and confidential to Example Graphics
 * and may not be used without a license. Use of this source code is subject to the terms of
 * the proprietary license agreement under which it was supplied.
 */
#pragma once
struct half2 { unsigned short x, y; };
"""


def test_commercial_license_offered_beside_an_open_grant_is_dual_licensing():
    keep, _, expression = _decide({"codec.h": GPL_WITH_COMMERCIAL_OFFER}, "codec.h")
    assert keep and expression == "GPL-2.0-or-later"


def test_real_proprietary_notice_still_drops():
    keep, reason, _ = _decide({"fp16.h": PROPRIETARY_NOTICE}, "fp16.h")
    assert not keep and reason == "license/proprietary"
    only_offer = (
        "// Copyright 2020 Example Inc.\n// Use requires a proprietary license from Example Inc.\nint f();\n"
    )
    keep, reason, _ = _decide({"f.h": only_offer}, "f.h")
    assert not keep and reason == "license/proprietary"


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ("BSD-4-UC", "BSD-4-Clause-UC"),  # Debian's BSD-N-X is SPDX's BSD-N-Clause-X
        ("Creative-Commons-by-2.0", "CC-BY-2.0"),
        ("MIT-Expat", "MIT"),  # two names of one license
        ("zlib/libpng", "Zlib"),  # OSI's title of Zlib
        ("GNU Affero General Public License v3", "AGPL-3.0-only"),
        ("GNU Lesser General Public License v2.1", "LGPL-2.1-only"),
    ],
)
def test_debian_and_title_spellings_of_spdx_licenses(name, spdx):
    assert lic.normalize_expression(name) == spdx


@pytest.mark.parametrize("name", ["MIT/GPL-2", "BSD-3-AIST", "Expat-like"])
def test_names_of_other_or_several_licenses_are_not_folded(name):
    # the pair rule only folds two names of one license; the Debian BSD rule needs an SPDX variant
    assert lic.normalize_expression(name) not in ("MIT", "GPL-2.0-only", "BSD-3-Clause")


def test_dep5_exception_named_word_first_attaches_to_the_license_before_it():
    # Debian also writes "exception-<name>"; before the fix this gave the invalid "GPL-2.0-only WITH None"
    copyright_file = (
        FORMAT + "Files: *\nCopyright: 2020 A. Author\nLicense: GPL-2 and exception-universal-FOSS\n\n"
        "License: exception-universal-FOSS\n The Universal FOSS Exception, Version 1.0\n"
        " In addition to the rights set forth in the other license(s) included in the distribution,\n"
        " the copyright holders wish to facilitate interoperability with other software.\n"
    )
    expression = lic.debian_copyright_license(copyright_file)
    assert expression == "GPL-2.0-only WITH LicenseRef-universal-FOSS-exception"
    keep, reason, _ = _decide({"LICENSE": copyright_file, "shader/util.h": NO_GRANT}, "shader/util.h")
    assert keep and reason == "license/allowed"
