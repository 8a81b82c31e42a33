"""License-evidence causes found on TWENTY-SIXTH after license 27 (issue 8, session 14 "lic28").

1. A licence file holding an untitled free-form grant ("Everyone is granted permission to copy, modify and
   redistribute this Library, provided: ..."; "I place no restrictions on the use of the library except ...") named
   no licence and matched no open-grant wording, so files without a header of their own were ``license/unknown``.
   Both wordings are now open grants (a custom licence: denied unless allowed). A grant on condition that "no charge
   is made for this software" is a non-commercial grant (a header with it is proprietary for that reason, not for its
   "all rights reserved").
2. A version-less GPL header ("under the terms of either the GNU General Public License or the Artistic License")
   was not read because of "either"; and the GPL v1 text in COPYING (``GPL-1.0-only``) replaced a version-less grant's
   reading (any version: GPL-1.0-or-later). The v1 text now leaves the grant's reading, and gives way to Debian's
   ``Files: *`` naming GPL-1+.
3. "All rights reserved" with the rights granted under a licence by a name that no rule reads ("made available under
   the terms of the Frobnicate License") was a bare all-rights-reserved (proprietary); it is now that licence, custom.
4. Names: "GPL-2 plus following disclaimer" is GPL-2.0-only, "pubic-domain" is public domain.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint frob_solve(double *a, size_t n);\n"

NO_RESTRICTIONS = """I place no restrictions on the use of frobmat except that I take
no liability for any problems that may arise from its use.

You can use it in your commercial projects. You can make and
distribute modified versions.

The software is provided "as is", without warranty of any kind.
"""

EVERYONE = """/*
** Copyright (C) 2001 A. Writer & B. Writer, all rights reserved.
**
**                    Frob Library
**
** This Frob Library is provided "as is" without any express or implied warranty.
**
** Everyone is granted permission to copy, modify and redistribute this
** Frob Library, provided:
**  1.  All copies contain this copyright notice.
**  2.  Modified copies carry a notice stating who made the last change.
*/
"""

NO_CHARGE = EVERYONE.replace(
    "change.\n", "change.\n**  3.  No charge is made for this software or works derived from it.\n"
)


def test_no_restrictions_grant_in_copying_is_a_custom_licence_not_unknown() -> None:
    files = {"COPYING": NO_RESTRICTIONS, "solve.cpp": "// solve.cpp\n" + CODE}
    keep, reason, found = decide_license(files, "solve.cpp")
    assert (keep, reason.split(":")[0]) == (False, "license/denied")
    assert found.expression == lic.OPEN_GRANT


def test_everyone_is_granted_permission_in_a_copyright_file_is_a_custom_licence() -> None:
    files = {"copyright": EVERYONE, "machine.h": "/* machine.h */\n" + CODE}
    keep, reason, found = decide_license(files, "machine.h")
    assert (keep, reason.split(":")[0], found.expression) == (False, "license/denied", lic.OPEN_GRANT)
    # the same text in a free-form Debian copyright beside the upstream's file
    files["debian/copyright"] = "Verbatim copyright from original source follows:\n\n" + EVERYONE
    assert decide_license(files, "machine.h")[1].split(":")[0] == "license/denied"


def test_no_charge_grant_header_is_proprietary_as_non_commercial() -> None:
    found = lic.detect_file_license(NO_CHARGE + CODE)
    assert (found.expression, found.detail) == (lic.PROPRIETARY, "non-commercial-grant")
    # without the condition the same header is an open grant (custom), not a bare all-rights-reserved
    assert lic.detect_file_license(EVERYONE + CODE).expression == lic.OPEN_GRANT


def test_no_restrictions_negatives() -> None:
    assert not lic._open_grant(lic._norm("We place restrictions on the use of this library."))
    assert not lic._open_grant(lic._norm("Nobody is granted permission to copy this library."))


VERSIONLESS = """/*
 * frob.c - frobnicate strings.
 *
 * Copyright (C) 2012 by A. Writer.
 *
 * This file is part of the Frob Package.  This program is free
 * software; you can redistribute it and/or modify it under the terms of
 * either the GNU General Public License or the Artistic License, as
 * specified in the README file.
 */
"""
GPL1 = "                    GNU GENERAL PUBLIC LICENSE\n                     Version 1, February 1989\n\n"
DEP5 = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\n"
    "Files: *\nCopyright: 2012 A. Writer\nLicense: Artistic or GPL-1+\n"
)


def test_versionless_gpl_header_with_either_over_gpl1_copying_is_gpl1_or_later() -> None:
    files = {"COPYING": GPL1, "lib/frob.c": VERSIONLESS + CODE}
    keep, reason, found = decide_license(files, "lib/frob.c")
    assert found.expression == "GPL-1.0-or-later"
    assert (keep, reason) == (True, "license/allowed")


def test_gpl2_copying_still_gives_a_versionless_header_its_version() -> None:
    files = {
        "COPYING": "GNU GENERAL PUBLIC LICENSE\nVersion 2, June 1991\n",
        "lib/frob.c": VERSIONLESS + CODE,
    }
    assert decide_license(files, "lib/frob.c")[2].expression == "GPL-2.0-only"


def test_gpl1_copying_gives_way_to_debian_files_star_gpl1_or_later() -> None:
    files = {"COPYING": GPL1, "debian/copyright": DEP5, "src/alloc.c": "/* alloc.c */\n" + CODE}
    keep, reason, found = decide_license(files, "src/alloc.c")
    assert "GPL-1.0-or-later" in found.expression and "GPL-1.0-only" not in found.expression
    assert (keep, reason) == (True, "license/allowed")


CLEAR = """/*
 * Copyright 2003 A. Writer
 * All Rights Reserved.
 *
 * This code is made available under the terms of the Frobnicate License.
 * http://www.example.org/license.html
 */
"""


def test_all_rights_reserved_under_an_unread_licence_name_is_custom_not_proprietary() -> None:
    found = lic.detect_file_license(CLEAR + CODE)
    assert found.expression == "LicenseRef-custom-Frobnicate"
    # beside a free-form Debian copyright (a tree statement) it stands: denied as custom, not proprietary
    files = {
        "debian/copyright": "Copyright:\n\nRedistribution and use in source and binary forms, with or "
        "without modification, are permitted.\n",
        "util/err.c": CLEAR + CODE,
    }
    assert decide_license(files, "util/err.c")[1] == "license/denied:LicenseRef-custom-Frobnicate"
    # the upstream's own licence file still applies, as to a bare all-rights-reserved
    files = {
        "LICENSE": "Permission is hereby granted, free of charge, to any person obtaining a copy of this "
        "software",
        "util/err.c": CLEAR + CODE,
    }
    assert decide_license(files, "util/err.c")[:2] == (True, "license/allowed")


def test_unread_licence_name_negatives() -> None:
    for text in ("under the terms of the same License", "distributed under the License"):
        header = "/*\n * Copyright 2003 A. Writer. All Rights Reserved.\n * " + text + ".\n */\n"
        assert lic.detect_file_license(header + CODE).expression == lic.ALL_RIGHTS_RESERVED


def test_names_disclaimer_remark_and_misspelt_public_domain() -> None:
    assert lic.normalize_expression("GPL-2 plus following disclaimer") == "GPL-2.0-only"
    assert lic.normalize_expression("pubic-domain") == lic.PUBLIC_DOMAIN
    # a disclaimer is no operand: "GPL-2 and MIT" still joins two licences
    assert lic.normalize_expression("GPL-2 and MIT") == "GPL-2.0-only AND MIT"
