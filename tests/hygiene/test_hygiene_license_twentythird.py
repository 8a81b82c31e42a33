"""License-evidence causes found on TWENTY-THIRD (issue 8, session 12 "lic22").

A free-form Debian copyright stated the package's licence and then those of two libraries in prose, one sentence
each ("Frob is licensed under the GNU GPL version 2. libbar is licensed under the GNU LGPL version 2.1 or later.").
The title on the "On Debian systems, the complete text of the GNU General Public License" line that follows names no
version; the stage took the version stated before it, in the libbar sentence, and built ``GPL-2.1-only``, an id SPDX
does not have, so every header-less file of the tree was dropped as ``license/unknown``. Now a version is not taken
across a sentence boundary nor from before another licence's mention, a built GNU id must be a known one, and "the
GNU GPL version 2" is read as the short-name grant it is.

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

HEADERLESS = "#include <stdio.h>\n\nint frob_count(void);\n"

FREE_FORM = (
    "This is the Debian GNU/Linux prepackaged version of frob-tools.\n\n"
    "Copyright (C) 2001 A. Author <author@example.org>\n\n"
    "frob-tools is licensed under the GNU GPL version 2.\n"
    "libbar is licensed under the GNU LGPL version 2.1 or later.\n"
    "libbaz is licensed under the GNU LGPL version 2.\n\n"
    "On Debian systems, the complete text of the GNU General Public License\n"
    "and of the GNU Lesser General Public License can be found in\n"
    "/usr/share/common-licenses/GPL-2 and /usr/share/common-licenses/LGPL-2 .\n"
)


def test_the_packages_prose_statement_is_its_licence_not_a_version_from_the_next_sentence() -> None:
    assert lic.detect_license_text(FREE_FORM, full_text=True) == ("GPL-2.0-only", "GPL-2.0-only")
    files = {"debian/copyright": FREE_FORM, "src/frob.c": HEADERLESS}
    keep, reason, found = decide_license(files, "src/frob.c")
    assert (keep, found.expression, found.detail) == (True, "GPL-2.0-only", "debian/copyright")


def test_a_version_is_not_taken_from_an_earlier_sentence() -> None:
    # "version 3" is the program's, stated in the sentence before the grant
    text = "This is frob version 3. It is distributed under the GNU General Public License.\n"
    assert lic.detect_license_text(text)[0] == "GPL-1.0-or-later"


def test_a_version_before_another_licences_mention_is_not_the_titles() -> None:
    # one sentence: "version 3" belongs to the LGPL named right after it, not to the title further on
    text = "Parts are under version 3 of the GNU LGPL while the tools use the GNU General Public License"
    found = lic.detect_license_text(text)
    assert found is None or "GPL-3.0" not in found[0]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("This program is licensed under the GNU GPL version 2.", "GPL-2.0-only"),
        ("Licensed under the GNU LGPL, version 2.1 or later.", "LGPL-2.1-or-later"),
        ("Released under the terms of version 2 of the GNU General Public License.", "GPL-2.0-only"),
        # a full stop after the version and a word in lower case: the same sentence
        (
            "You can redistribute it under the terms of version 2.1. of the GNU Lesser General Public License",
            "LGPL-2.1-only",
        ),
        # a comma before "or any later version" (a header that also says "All Rights Reserved": an open grant)
        ("This file is released under the GPL version 2, or any later version.", "GPL-2.0-or-later"),
    ],
)
def test_stated_gnu_versions_still_read(text: str, expected: str) -> None:
    assert lic.detect_license_text(text)[0] == expected


def test_no_gnu_id_that_spdx_lacks_is_ever_built() -> None:
    # "version 2.1" right after the GPL's title: GPL-2.1 does not exist, so it is not read as the GPL's version
    text = "You can redistribute it under the terms of the GNU General Public License version 2.1."
    found = lic.detect_license_text(text)
    assert found is None or lic.is_known_expression(found[0])
