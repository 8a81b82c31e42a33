"""License-evidence causes found on FOURTEENTH (issue 8, session 10 "lic13").

- A Debian copyright file whose package licence is a choice stated at the top ("either the Eclipse Public
  License version 1.0 or the GNU General Public License as given below ... EPL-1.0 OR GPL-2.0+"), the GPL's
  version given further down in its quoted text: both offers count, and the GPL half is allowed (copyleft).
  The Eclipse title's "version 1.0" is not the GPL's version.
- A header's GNU grant that names no version ("redistributable under the terms of the GNU General Public
  License."): any version may be chosen, GPL-1.0-or-later; a version-less Library GPL offered as a choice is
  LGPL-2.0-or-later. A mere mention of the GPL (no grant before it) still gives nothing.
- The BSD grant with words between "forms" and "with or without modification" (the Pallets wording "in
  source and binary forms of the software as well as documentation").
- A free-form copyright file with an all-rights-reserved line and "Permission to freely use, copy, modify,
  and distribute": a determined custom licence (denied), not unknown.
- A header whose only statement is "may not be distributed to others without permission": proprietary.
- The Common Public License 1.0 by its title in a license file (CPL-1.0, denied), not unread.
- Name forms: ``3-BSD``, ``2-BSD``, ``IBM-PL-1.0``, ``SQLite``.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.config import LicensePolicy
from pipeline.hygiene import license as lic

NO_HEADER = "#ifndef TAPE_H\n#define TAPE_H\n\nint tape_open(int tag);\n\n#endif\n"


_decide = decide_license


DUAL_COPYRIGHT = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    "Upstream-Name: tapekit\n\n"
    "Files: *\nCopyright: 2010 Jane Roe\nLicense: EPL-or-GPL-two\n"
    " THIS PROGRAM IS PROVIDED UNDER THE TERMS OF ONE OF THE TWO LICENSES, EITHER THE\n"
    " ECLIPSE PUBLIC LICENSE VERSION 1.0 OR THE GNU GENERAL PUBLIC LICENSE AS GIVEN BELOW.\n"
    " ANY USE OF THE PROGRAM CONSTITUTES ACCEPTANCE OF ONE OF THE TWO: EPL-1.0 OR GPL-2.0+.\n"
    " .\n"
    " Eclipse Public License -v 1.0\n"
    " .\n"
    " THE ACCOMPANYING PROGRAM IS PROVIDED UNDER THE TERMS OF THIS ECLIPSE PUBLIC LICENSE.\n"
    + " .\n Contributions are distributed under this Agreement and its terms.\n"
    * 12
    + " .\n This program is free software; you can redistribute it and/or modify it under the terms\n"
    " of the GNU General Public License as published by the Free Software Foundation; either\n"
    " version 2 of the License, or (at your option) any later version.\n"
)


def test_choice_at_the_top_of_a_copyright_file_keeps_both_offers() -> None:
    keep, reason, found = _decide({"LICENSE": DUAL_COPYRIGHT, "tape/tape.h": NO_HEADER}, "tape/tape.h")
    assert found is not None and found.expression == "EPL-1.0 OR GPL-2.0-or-later"
    assert (keep, reason) == (True, "license/allowed")


def test_eclipse_title_version_is_not_the_gpl_version() -> None:
    text = "either the Eclipse Public License version 1.0 or the GNU General Public License as given below"
    # in a license file the GPL's version is looked for in its text further down; here there is none
    assert lic._gnu_licenses(lic._norm(text), text, full_text=True) == []
    # in a header, the GPL offered without a version is any version, never the Eclipse title's 1.0
    assert lic._gnu_licenses(lic._norm(text), text) == [(53, "GPL-1.0-or-later")]


GPL_NO_VERSION = (
    "/*\n * Copyright (c) 2000 Jane Roe\n *\n * This library is modifiable/redistributable under the terms of the GNU\n"
    " * General Public License.\n *\n * You should have received a copy of the GNU General Public License along\n"
    " * with this program; see the file COPYING.\n */\n\nint track_count(void);\n"
)


def test_version_less_gpl_grant_in_a_header_is_any_version() -> None:
    found = lic.detect_file_license(GPL_NO_VERSION)
    assert found is not None and (found.expression, found.method) == ("GPL-1.0-or-later", "header-text")
    keep, reason, found = _decide({"seq/Track.h": GPL_NO_VERSION}, "seq/Track.h")
    assert (keep, reason) == (True, "license/allowed") and found.expression == "GPL-1.0-or-later"


def test_version_less_gpl_grant_takes_the_version_of_the_package_license() -> None:
    # "see the file COPYING": the package's license of the same family says which version
    copyright_file = (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\n"
        "Files: *\nCopyright: 2000 Jane Roe\nLicense: GPL-1\n"
    )
    keep, reason, found = _decide({"LICENSE": copyright_file, "seq/Track.h": GPL_NO_VERSION}, "seq/Track.h")
    # (license 28) the first version (GPL-1) leaves the grant's own reading, any version: the TSE3 rows the
    # FOURTEENTH judge marked wrong as GPL-1.0-only, like TWENTY-SIXTH's sombok
    assert keep and found.expression == "GPL-1.0-or-later"
    gpl2 = copyright_file.replace("License: GPL-1", "License: GPL-2")
    keep, reason, found = _decide({"LICENSE": gpl2, "seq/Track.h": GPL_NO_VERSION}, "seq/Track.h")
    assert found.expression == "GPL-2.0-only"
    lgpl = copyright_file.replace("License: GPL-1", "License: LGPL-2.1")
    keep, reason, found = _decide({"LICENSE": lgpl, "seq/Track.h": GPL_NO_VERSION}, "seq/Track.h")
    assert keep and found.expression == "GPL-1.0-or-later"  # another family: the header's grant stands


def test_a_mention_of_the_gpl_without_a_grant_gives_nothing() -> None:
    text = "/* Unlike programs under the GNU General Public License, this one is not free. */\nint x;\n"
    assert lic.detect_file_license(text) is None


def test_version_less_library_gpl_offered_as_a_choice() -> None:
    header = (
        "/* THIS PACKAGE MAY BE FREELY DISTRIBUTED WITHOUT FEES, SUBJECT (AT YOUR CHOICE) EITHER TO THE\n"
        "GNU LIBRARY GENERAL PUBLIC LICENSE AT http://www.gnu.org/licenses/lgpl.html OR TO THE FOLLOWING\n"
        "RESTRICTIONS: YOU MAY NOT RECEIVE MONEY FOR THE DISTRIBUTION. */\n#define GLUE 1\n"
    )
    found = lic.detect_file_license(header)
    assert found is not None and found.expression == "LGPL-2.0-or-later"
    assert lic.classify(found.expression, LicensePolicy()).keep


BSD_DOC_WORDING = (
    "Copyright (c) Jane Roe and individual contributors.\nAll rights reserved.\n\n"
    "Redistribution and use in source and binary forms of the software as well\n"
    "as documentation, with or without modification, are permitted provided\n"
    "that the following conditions are met:\n\n"
    "* Redistributions of source code must retain the above copyright notice.\n\n"
    "* The names of the contributors may not be used to endorse or promote products derived from this\n"
    "  software without specific prior written permission.\n\n"
    'THIS SOFTWARE AND DOCUMENTATION IS PROVIDED BY THE COPYRIGHT HOLDERS "AS IS".\n'
)


def test_bsd_grant_covering_software_and_documentation() -> None:
    keep, reason, found = _decide(
        {
            "LICENSE": BSD_DOC_WORDING,
            "PKG-INFO": "Metadata-Version: 2.1\nName: fastsrv\nLicense: BSD\n",
            "fastsrv/server/buffer.c": "int buffer_len(void) { return 0; }\n",
        },
        "fastsrv/server/buffer.c",
    )
    assert found is not None and found.expression == "BSD-3-Clause"
    assert (keep, reason) == (True, "license/allowed")


def test_free_form_copyright_with_a_permission_to_freely_use_is_custom() -> None:
    text = (
        "This package was debianized by Jane Roe.\n\nCopyright:\n\n"
        "  Copyright (Unpublished--all rights reserved under the copyright laws of\n  the United States).\n\n"
        "License:\n\n  Permission to freely use, copy, modify, and distribute this software\n"
        "  and its documentation without fee is hereby granted, provided that this\n"
        "  copyright notice and disclaimer of warranty appears in all copies.\n"
    )
    keep, reason, found = _decide({"LICENSE": text, "fits/Table.h": NO_HEADER}, "fits/Table.h")
    assert found is not None and found.expression == lic.OPEN_GRANT
    assert not keep and reason.startswith("license/denied")


def test_name_forms() -> None:
    for name, spdx in (
        ("3-BSD", "BSD-3-Clause"),
        ("2-BSD", "BSD-2-Clause"),
        ("IBM-PL-1.0", "IPL-1.0"),
        ("SQLite", "blessing"),
    ):
        assert lic.normalize_expression(lic.canonicalize_symbols(name)[0]) == spdx, name


def test_no_redistribution_notice_without_a_license_is_proprietary() -> None:
    header = (
        "/* Module: drsio.h\n *\n * Copyright: 1994, Regents of a University\n"
        " *\t\tThis software may not be distributed to others without\n *\t\tpermission of the author.\n */\n"
        "int drs_open(const char *path);\n"
    )
    found = lic.detect_file_license(header)
    assert found is not None and found.expression == lic.PROPRIETARY
    # beside a license that the header names, it is not the file's licence
    open_header = header.replace(" */\n", " * Licensed under the MIT License.\n */\n")
    found = lic.detect_file_license(open_header)
    assert found is not None and found.expression == "MIT"


def test_common_public_license_title_in_a_license_file() -> None:
    # a free-form copyright file holding the CPL text by its title (and a GPL named for other files, far below)
    text = (
        "Files: *\nCopyright: 2004 Jane Roe\nLicense: other\n Common Public License Version 1.0\n .\n"
        " THE ACCOMPANYING PROGRAM IS PROVIDED UNDER THE TERMS OF THIS COMMON PUBLIC LICENSE.\n"
    )
    assert lic.detect_license_text(text, full_text=True) == ("CPL-1.0", "CPL-1.0")
    header = "/* Copyright (C) 2008 Jane Roe\n All Rights Reserved.\n*/\nint solve(void);\n"
    keep, reason, found = _decide({"LICENSE": text, "coin/Solver.h": header}, "coin/Solver.h")
    assert not keep and reason == "license/denied:CPL-1.0"
