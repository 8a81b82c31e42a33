"""License-evidence causes found on SEVENTEENTH (issue 8, session 11 "lic16").

1. A folder's COPYRIGHT grants the LGPL "with exception of" named routines, which carry a "Not for redistribution"
   notice; licence 15 read the notice as the whole folder's licence (``license/proprietary``). The grant decides
   for the folder; only a file named after an excepted part is proprietary.
2. A free-form Debian copyright grants by the short name with no version ("licensed under the GNU LGPL"): any
   version, ``LGPL-2.0-or-later``, as a version-less full name is read.
3. A free-form Debian copyright names its licence only by the path of its text
   (``/usr/share/common-licenses/LGPL-3``): Debian's name (``LGPL-3.0-only``; "or later" when the words around it
   say so). The Debian packaging's own grant is not the work's.
4. Licence titles as GitHub shows them, copied into package metadata (``BSD 3-Clause "New" or "Revised"
   License``, ``The MIT License (MIT)``), and Creative Commons ids with the port name ``-Unported``.

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

NO_HEADER = "#ifndef SOLVER_H\n#define SOLVER_H\n\nint solver_step(double *x, int n);\n\n#endif\n"
CODE = '#include "solver.h"\n\nint solver_step(double *x, int n)\n{\n    return n > 0 ? (int)x[0] : 0;\n}\n'

EXCEPTED_COPYRIGHT = (
    "Copyright:\n\n"
    "    Subroutines QMIN, QBUN, Copyright Some Society, 2001. Published in a\n"
    "    journal. They are posted here by permission for your personal use. Not for\n"
    "    redistribution. The remaining subroutines, Copyright Jane Roe, 2007.\n\n"
    "License:\n\n"
    "    This library (with exception of QMIN, QBUN) is a free software; you can\n"
    "    redistribute it and/or modify it under the terms of the GNU Lesser General\n"
    "    Public License as published by the Free Software Foundation; either version\n"
    "    2.1 of the License, or (at your option) any later version.\n"
)
WHOLE_NOTICE_COPYRIGHT = (
    "Copyright Jane Roe, 2007. Posted for your personal use. Not for redistribution.\n\n"
    "This library (with exception of QMIN, QBUN) is a free software; you can redistribute it under the\n"
    "terms of the GNU Lesser General Public License, version 2.1 or any later version.\n"
)


def test_no_redistribution_notice_about_the_grants_named_exceptions_is_not_the_folders() -> None:
    files = {"lib/opt/COPYRIGHT": EXCEPTED_COPYRIGHT, "lib/opt/plis.c": CODE, "lib/opt/opt.h": NO_HEADER}
    for path in ("lib/opt/plis.c", "lib/opt/opt.h"):
        keep, reason, found = decide_license(files, path)
        assert (keep, reason) == (True, "license/allowed")
        assert found.expression == "LGPL-2.1-or-later"
    assert lic.excepted_parts(EXCEPTED_COPYRIGHT) == ("QMIN", "QBUN")


def test_a_file_named_after_an_excepted_part_is_proprietary() -> None:
    files = {"lib/opt/COPYRIGHT": EXCEPTED_COPYRIGHT, "lib/opt/qbun.c": CODE, "lib/opt/plis.c": CODE}
    keep, reason, found = decide_license(files, "lib/opt/qbun.c")
    assert (keep, reason) == (False, "license/proprietary")
    assert "QBUN" in found.detail or "qbun" in found.detail


def test_a_no_redistribution_notice_of_the_whole_work_stays_proprietary() -> None:
    keep, reason, _ = decide_license(
        {"lib/opt/COPYRIGHT": WHOLE_NOTICE_COPYRIGHT, "lib/opt/plis.c": CODE}, "lib/opt/plis.c"
    )
    assert (keep, reason) == (False, "license/proprietary")


DEBIAN_HEAD = (
    "This package was debianized by Jane Roe <jane@example.org> on\n"
    "Thu, 11 Nov 2004 19:29:24 +0100.\n\n"
    "It was downloaded from http://example.org/frob/\n\n"
    "Copyright: (c) 2002-2007 by John Doe\n\n"
    "Upstream Author: John Doe <john@example.org>\n\n"
)
SHORT_GRANT = (
    "License:\n\n Frob is licensed under the GNU LGPL (see below) with this exception:\n\n"
    " John Doe explicitly allows the compilation and distribution of Frob with the OpenSSL Toolkit.\n\n"
    " A copy of the GNU Lesser General Public License can be found in\n /usr/share/common-licenses/LGPL .\n"
)


def test_versionless_short_gnu_grant_in_a_debian_copyright() -> None:
    keep, reason, found = decide_license(
        {"LICENSE": DEBIAN_HEAD + SHORT_GRANT, "frob/frob.h": NO_HEADER}, "frob/frob.h"
    )
    assert (keep, reason) == (True, "license/allowed")
    assert found.expression == "LGPL-2.0-or-later"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("This file is released under the GPL.", "GPL-1.0-or-later"),
        ("Licensed under the LGPL, see COPYING.", "LGPL-2.0-or-later"),
        # a version after it: not version-less; the versioned short-name grant reads it (license 22)
        ("released under the GPL version 2", "GPL-2.0-only"),
        ("released under the GPL (version 2)", None),
        ("you may combine it with a work licensed under the GNU LGPL", None),  # another work's licence
        ("The code is released under the GPL-compatible terms below.", None),
        # a version after comment art is no version-less grant; the versioned short-name grant reads it (license 22)
        (
            "/* Parts of this work are licensed under the terms of the GNU GPL,\n * version 2 or later. */",
            "GPL-2.0-or-later",
        ),
        # a list of names, each with its version in parentheses: not one version-less grant
        (
            "Frob is distributed under GPL (GNU General Public License 2), LGPL\n(GNU Lesser General Public License 2.1).",
            None,
        ),
        # a relative clause about the work the file is based on
        ("Based on the reference software, which is distributed\nunder the GNU LGPL:", None),
    ],
)
def test_short_gnu_grant_without_version(text: str, expected: str | None) -> None:
    hit = lic.detect_license_text(text)
    assert (hit[0] if hit else None) == expected


POINTER = (
    "Copyright:\n\n   (C) 2008-2009 by Some University, Belgium\n\n\n"
    "License:\n\n   /usr/share/common-licenses/LGPL-3\n\n"
    "The Debian packaging is:\n\n    Copyright (C) 2009 Jane Roe <jane@example.org>\n\n"
    "and is licensed under the GPL version 3,\nsee `/usr/share/common-licenses/GPL-3'.\n"
)


def test_common_licenses_pointer_names_the_license() -> None:
    keep, reason, found = decide_license(
        {"LICENSE": DEBIAN_HEAD + POINTER, "src/mesh.h": NO_HEADER}, "src/mesh.h"
    )
    assert (keep, reason) == (True, "license/allowed")
    assert found.expression == "LGPL-3.0-only"


def test_common_licenses_pointer_with_or_later_around_it() -> None:
    text = (
        "This program is free software; you can redistribute it under the terms it gives, either version 2 of\n"
        "the License, or (at your option) any later version.\n\n"
        "On Debian systems the license is in /usr/share/common-licenses/GPL-2.\n"
    )
    assert lic.detect_license_text(text, full_text=True)[0] == "GPL-2.0-or-later"


PACKAGING_ONLY = (
    "     The user-space code is distributed according to the terms of the GNU LGPL.\n\n"
    "The Debian packaging is (C) 2006, 2007, Jane Roe <jane@example.org>\n"
    "and is licensed under the GPL.  See `/usr/share/common-licenses/GPL'.\n"
)


def test_the_debian_packagings_grant_is_not_the_works() -> None:
    assert lic.detect_license_text(DEBIAN_HEAD + PACKAGING_ONLY, full_text=True) is None
    keep, reason, _ = decide_license({"LICENSE": DEBIAN_HEAD + PACKAGING_ONLY, "drv.h": NO_HEADER}, "drv.h")
    assert (keep, reason) == (False, "license/unknown")


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ('BSD 3-Clause "New" or "Revised" License', "BSD-3-Clause"),
        ('BSD 2-Clause "Simplified" License', "BSD-2-Clause"),
        ("The MIT License (MIT)", "MIT"),
        ("Mozilla Public License 2.0", "MPL-2.0"),
        ("Creative Commons Zero v1.0 Universal", "CC0-1.0"),
        ("BSD Zero Clause License", "0BSD"),
        ("MIT No Attribution", "MIT-0"),
        ("GNU General Public License v3.0", "GPL-3.0-only"),
        ("GNU General Public License v3.0 or later", "GPL-3.0-or-later"),
        ('Apache License 2.0 OR BSD 3-Clause "New" or "Revised" License', "Apache-2.0 OR BSD-3-Clause"),
        ("CC-BY-SA-3.0-Unported", "CC-BY-SA-3.0"),
        ("CC-BY-4.0-International", "CC-BY-4.0"),
    ],
)
def test_github_titles_and_cc_port_names(name: str, spdx: str) -> None:
    assert lic.normalize_expression(name) == spdx


def test_github_title_in_pkg_info_licenses_a_headerless_file() -> None:
    pkg_info = (
        "Metadata-Version: 2.1\nName: blocksparse\nVersion: 0.1.2\n"
        'License: BSD 3-Clause "New" or "Revised" License\n\nA block-sparse matrix library.\n'
    )
    keep, reason, found = decide_license(
        {"PKG-INFO": pkg_info, "kernels/blocksparse.cu": CODE}, "kernels/blocksparse.cu"
    )
    assert (keep, reason) == (True, "license/allowed")
    assert found.expression == "BSD-3-Clause"


NONCOMMERCIAL_HEADER = (
    "//----------------------------------------------------------------------\n"
    "// Copyright (c) 1999-2004 Some University and Jane Roe.  All Rights Reserved.\n"
    "//\n"
    "// Permission to use, copy, and distribute this software and its\n"
    "// documentation is hereby granted free of charge, provided that\n"
    "// (1) it is not a component of a commercial product, and\n"
    "// (2) this notice appears in all copies of the software.\n"
    "//----------------------------------------------------------------------\n\n" + NO_HEADER
)


def test_a_headers_noncommercial_grant_is_not_replaced_by_the_folders_license() -> None:
    # the folder's license (a common-licenses pointer) now reads; the header's own non-commercial terms still decide
    files = {"LICENSE": DEBIAN_HEAD + POINTER, "src/kdtree.h": NONCOMMERCIAL_HEADER, "src/mesh.h": NO_HEADER}
    keep, reason, found = decide_license(files, "src/kdtree.h")
    assert (keep, reason) == (False, "license/proprietary")
    assert found.detail == "non-commercial-grant"
    assert decide_license(files, "src/mesh.h")[:2] == (True, "license/allowed")
