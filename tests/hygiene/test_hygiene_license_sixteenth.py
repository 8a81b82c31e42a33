"""License-evidence cause found on SIXTEENTH (issue 8, session 10 "lic15").

An old-style (non-DEP-5) free-text Debian copyright file, the origin's LICENSE, grants the package in prose:
"This is free software, placed under the terms of the GNU Library General Public License, as published by the
Free Software Foundation." No version is named. Licence 13 read such a version-less GNU grant in a header only,
and "placed under" was no granting verb, so the folder had no licence and a header-less file dropped as
``license/unknown``. By the license's own terms any version may be chosen: ``LGPL-2.0-or-later``, allowed.
A mere mention of the license ("see the GNU Library General Public License for details") grants nothing.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

NO_HEADER = "#ifndef TACTILE_DEFS_H\n#define TACTILE_DEFS_H\n\n#define TACTILE_CELLS 40\n\n#endif\n"
OLD_STYLE_HEAD = (
    "This package was debianized by Jane Roe <jane@example.org> on\n"
    "Mon,  2 Apr 2001 10:00:00 +0200.\n\n"
    "It was downloaded from <URL:http://example.org/tactile/>\n\n"
    "Upstream Authors:\n   John Doe <john@example.org>\n          Original author.\n\n"
    "Copyright:\n\nCopyright (C) 1998-2001 by The Tactile Team, All rights reserved.\n\n"
    "Tactile comes with ABSOLUTELY NO WARRANTY.\n\n"
)
GRANT = (
    "This is free software, placed under the terms of the\n"
    "GNU Library General Public License, as published by the Free Software\nFoundation.\n\n"
    "On Debian GNU/Linux systems, the complete text of the GNU Library General\n"
    "Public License can be found in `/usr/share/common-licenses/LGPL'.\n"
)
MENTION = "This is free software; see the GNU Library General Public License for details.\n"


_decide = decide_license


def test_placed_under_the_terms_of_a_versionless_gnu_license_in_a_copyright_file() -> None:
    keep, reason, found = _decide(
        {"LICENSE": OLD_STYLE_HEAD + GRANT, "include/tactile_defs.h": NO_HEADER}, "include/tactile_defs.h"
    )
    assert (keep, reason) == (True, "license/allowed")
    assert found is not None and found.expression == "LGPL-2.0-or-later"
    assert found.detail.startswith("LICENSE")


def test_versionless_gpl_grant_in_a_license_file_is_any_version() -> None:
    text = "Copyright (C) 1999 John Doe\n\nThis program is distributed under the terms of the GNU General Public License.\n"
    assert lic.detect_license_text(text, full_text=True) == (
        "GPL-1.0-or-later",
        "GPL-1.0-or-later (no version)",
    )


def test_placed_under_with_a_version_keeps_the_version() -> None:
    text = (
        "This is free software, placed under the terms of the GNU Lesser General Public License, "
        "version 2.1 or any later version.\n"
    )
    assert lic.detect_license_text(text, full_text=True)[0] == "LGPL-2.1-or-later"


def test_a_mere_mention_of_the_gnu_license_grants_nothing() -> None:
    keep, reason, found = _decide(
        {"LICENSE": OLD_STYLE_HEAD + MENTION, "include/tactile_defs.h": NO_HEADER}, "include/tactile_defs.h"
    )
    assert not keep
    assert found is None or "LGPL" not in found.expression
    assert lic.detect_license_text(MENTION, full_text=True) is None
    assert lic.detect_license_text(MENTION) is None


def test_another_works_versionless_gnu_license_is_no_grant_in_a_license_file() -> None:
    # an added permission naming the license of *another* work, at the top of a GPL text (zfec's COPYING.GPL)
    text = (
        "This work also comes with the added permission that you may combine it with a\n"
        "work licensed under the GNU Lesser General Public License (any version) and\n"
        "distribute the resulting combined work.\n\n"
        "GNU GENERAL PUBLIC LICENSE\nVersion 2, June 1991\n"
    )
    assert lic.detect_license_text(text, full_text=True) == ("GPL-2.0-only", "GPL-2.0-only")
    assert lic.detect_license_text(text.split("GNU GENERAL")[0], full_text=True) is None
