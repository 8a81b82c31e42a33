"""License-evidence causes found on NINETEENTH (issue 8, session 11 "lic18").

1. A header that is a whole custom licence: copyright lines that say "all rights reserved", then the licensor's
   permission in its own words ("X permits anyone to copy, distribute or change the library"; "A User is permitted to
   make and distribute verbatim copies"). Licence 17 knew no such wording as a grant and read the copyright lines'
   reservation as the licence (proprietary). It is an open custom licence: denied (off the allow-list), not
   proprietary; a licence the folder names still applies.
2. Name forms real trees write: Debian's ``AFFERO-3``, GNU names joined by a hyphenated "or" (``GPL-3-or-GPL-2``),
   ``+`` (or later) on a non-GNU id (``Apache-2.0+``, valid SPDX), a ``-standalone`` id by its licence's name
   (``SSLeay``).

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.config import LicensePolicy
from pipeline.hygiene import license as lic

CUSTOM_HEADER = (
    "/*\nFROB CLIENT LIBRARY--LICENSE TERMS AND CONDITIONS\n\n"
    "(C) Copyright Example Corporation. 1996,1999 all rights reserved.\n\n"
    "Preamble\n\nThese terms state the conditions under which you are allowed to use the Frob Client Library.\n"
    "Example Corporation publishes the source code and permits anyone to copy, distribute\n"
    "or change the Frob Client Library under these terms.\n\n"
    "Article 3.  Grant\n\n3.1  A User is permitted to make and distribute verbatim copies of the\n"
    " library, including verbatim copies of these terms.\n*/\n\n"
    "#ifndef FROB_MSG_H\n#define FROB_MSG_H\n\nint frob_msg(int code);\n\n#endif\n"
)
RESERVED_ONLY = (
    "/*\n * (C) Copyright Example Corporation. 1996 all rights reserved.\n"
    " * A User is not permitted to copy or distribute this file.\n */\n\n"
    "#ifndef FROB_H\n#define FROB_H\n\nint frob(void);\n\n#endif\n"
)


def test_a_header_that_is_a_custom_licence_granting_copying_is_no_bare_reservation() -> None:
    keep, reason, found = decide_license({"frob/msg.h": CUSTOM_HEADER}, "frob/msg.h")
    assert (keep, reason) == (False, f"license/denied:{lic.OPEN_GRANT}")
    assert found.detail == "all-rights-reserved+open-grant"


def test_a_folder_licence_still_names_the_custom_grant() -> None:
    mit = (
        "MIT License\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software, "
        "to deal in the Software without restriction, subject to the following conditions: The above copyright "
        "notice and this permission notice shall be included in all copies or substantial portions of the Software."
    )
    keep, reason, _ = decide_license({"LICENSE": mit, "frob/msg.h": CUSTOM_HEADER}, "frob/msg.h")
    assert (keep, reason) == (True, "license/allowed")


def test_a_refused_permission_is_still_all_rights_reserved() -> None:
    keep, reason, _ = decide_license({"frob/frob.h": RESERVED_ONLY}, "frob/frob.h")
    assert (keep, reason) == (False, "license/proprietary")


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ("AFFERO-3", "AGPL-3.0-only"),
        ("GNU-Affero-3", "AGPL-3.0-only"),
        ("GPL-3-or-GPL-2", "GPL-3.0-only OR GPL-2.0-only"),
        ("LGPL-3-or-LGPL-2", "LGPL-3.0-only OR LGPL-2.0-only"),
        ("Apache-2.0+", "Apache-2.0+"),
        ("LGPL-2.1+ or GPL-2+ or Apache-2.0+", "LGPL-2.1-or-later OR GPL-2.0-or-later OR Apache-2.0+"),
        ("SSLeay", "SSLeay-standalone"),
        ("OpenSSL and SSLeay", "OpenSSL AND SSLeay-standalone"),
    ],
)
def test_name_forms_are_read(name: str, spdx: str) -> None:
    assert lic.is_known_expression(name)
    assert lic.normalize_expression(name) == spdx


def test_two_or_names_join_as_one_choice() -> None:
    found = lic.normalize_expression("GPL-3-or-GPL-2 or LGPL-3-or-LGPL-2")
    assert lic.is_known_expression("GPL-3-or-GPL-2 or LGPL-3-or-LGPL-2")
    assert set(found.replace("(", "").replace(")", "").split(" OR ")) == {
        "GPL-3.0-only",
        "GPL-2.0-only",
        "LGPL-3.0-only",
        "LGPL-2.0-only",
    }


@pytest.mark.parametrize(
    "name", ["BSD-or-GPL2", "Affero", "Local-1.0+", "MIT-1", "WTFPL-1", "xfree86-1.0", "Tcl-BSDish"]
)
def test_names_that_denote_no_spdx_id_stay_unread(name: str) -> None:
    assert not lic.is_known_expression(name)


def test_or_later_on_a_non_gnu_id_decides_as_that_id() -> None:
    policy = LicensePolicy()
    assert lic.classify("Apache-2.0+", policy).reason == "license/allowed"
    assert lic.classify("SSLeay", policy).reason == "license/denied:SSLeay-standalone"
    assert lic.classify("Local-1.0+", policy).reason == "license/unknown"
