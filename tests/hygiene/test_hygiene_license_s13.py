"""License-evidence causes found on TWENTY-THIRD after license 22 (issue 8, session 13 "lic23").

1. RSA Data Security's MD5 licence (SPDX ``RSA-MD``) reserves all rights and then grants them in the passive voice
   ("License to copy and use this software is granted provided that it is identified as ..."). No open-grant phrase
   read that voice, so the header was a bare all-rights-reserved: proprietary with no folder licence, the folder's
   licence with one. It is now read as RSA-MD (the file's own licence: denied, not proprietary), and a passive
   "License to ... is granted" after "All rights reserved" is an open grant of its own.
2. A header dedicating its file to the public domain in the active voice ("He has agreed to put this module into the
   public domain") was not read: only passive phrases ("placed in the public domain") were, so the Debian ``Files: *``
   licence of the tree decided. The dedication is now read (not when denied, nor about a part of the work).
3. A Debian name spelling its operator with underscores (``BSD-3-clause_or_GPL-2.0``) was read only when every part
   was a GNU short name; now any part that is an SPDX id as it stands is read.

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\ntypedef struct { unsigned state[4]; } hash_ctx;\n\nvoid hash_init(hash_ctx *);\n"

RSA_HEADER = (
    "/* hash.c: the message digest of the reference implementation.\n"
    " *\n"
    " * Copyright (C) 1991-2, RSA Data Security, Inc. Created 1991. All\n"
    " * rights reserved.\n"
    " *\n"
    " * License to copy and use this software is granted provided that it\n"
    ' * is identified as the "RSA Data Security, Inc. MD5 Message-Digest\n'
    ' * Algorithm" in all material mentioning or referencing this software\n'
    " * or this function.\n"
    " *\n"
    " * License is also granted to make and use derivative works provided\n"
    ' * that such works are identified as "derived from the RSA Data\n'
    ' * Security, Inc. MD5 Message-Digest Algorithm" in all material\n'
    " * mentioning or referencing the derived work.\n"
    " */\n" + CODE
)

MIT_LICENSE = (
    "Copyright (c) 2015 Frob Authors\n\n"
    "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated\n"
    'documentation files (the "Software"), to deal in the Software without restriction.\n'
)


def test_rsas_md5_licence_after_all_rights_reserved_is_rsa_md_not_proprietary() -> None:
    found = lic.detect_file_license(RSA_HEADER)
    assert (found.expression, found.method) == ("RSA-MD", "header-text")
    keep, reason, found = decide_license({"src/hash.c": RSA_HEADER}, "src/hash.c")
    assert (keep, reason) == (False, "license/denied:RSA-MD")


def test_rsas_md5_licence_is_the_files_own_over_the_folders() -> None:
    files = {"LICENSE": MIT_LICENSE, "src/hash.c": RSA_HEADER}
    keep, reason, found = decide_license(files, "src/hash.c")
    assert (keep, reason, found.method) == (False, "license/denied:RSA-MD", "header-text")


def test_a_passive_licence_grant_after_all_rights_reserved_is_an_open_grant_unless_refused_or_non_commercial() -> (
    None
):
    def header(grant: str) -> str:
        return f"/* Copyright 1996 Acme Widgets Inc. All rights reserved.\n *\n * {grant}\n */\n" + CODE

    granted = header(
        "License to use, copy and distribute this code is granted provided that\n * this notice is kept."
    )
    found = lic.detect_file_license(granted)
    assert (found.expression, found.detail) == (lic.OPEN_GRANT, "all-rights-reserved+open-grant")
    keep, reason, _ = decide_license({"src/w.c": granted}, "src/w.c")
    assert (keep, reason) == (False, f"license/denied:{lic.OPEN_GRANT}")
    for refused in (
        "No license to use or copy this code is granted.",
        "License to copy and use this code is granted for non-commercial mail software only, provided that",
    ):
        assert lic.detect_file_license(header(refused)).expression != lic.OPEN_GRANT


DEP5_CUSTOM = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: plotter\n\n"
    "Files: *\nCopyright: 1986-1999 A. Author, B. Author\nLicense: plotter\n\n"
    "License: plotter\n Permission to use, copy, and distribute this software and its documentation for any\n"
    " purpose with or without fee is hereby granted, provided that the above copyright notice appear in all\n"
    " copies. Permission to modify the software is granted, but not the right to distribute the complete\n"
    " modified source code. Modifications are to be distributed as patches to the released version.\n"
)

PD_HEADER = (
    "/* PLOTTER - curve.h */\n\n"
    "/*  NOTICE: Change of Copyright Status\n"
    " *\n"
    " *  The author of this module, C. Author, has told us by e-mail that he\n"
    " *  no longer claims any copyright. He has agreed to put this module\n"
    " *  into the public domain.\n"
    " *\n"
    " *  D. Maintainer  1999-02-15\n"
    " */\n\n"
    "/*\n *  Previous copyright of this module: C. Author, 1993\n */\n\n"
    "#ifndef PLOTTER_CURVE_H\n#define PLOTTER_CURVE_H\nvoid curve_fit(void);\n#endif\n"
)


def test_a_headers_public_domain_dedication_beats_the_debian_tree_licence() -> None:
    found = lic.detect_file_license(PD_HEADER)
    assert (found.expression, found.method) == (lic.PUBLIC_DOMAIN, "header-text")
    files = {"debian/copyright": DEP5_CUSTOM, "src/curve.h": PD_HEADER}
    keep, reason, found = decide_license(files, "src/curve.h")
    assert (keep, found.expression, found.method) == (True, lic.PUBLIC_DOMAIN, "header-text")


@pytest.mark.parametrize(
    ("dedication", "not_one"),
    [
        (
            "I hereby place this code in the public domain.",
            "I have not placed this code in the public domain.",
        ),
        (
            "We release these files into the public domain.",
            "We placed the following files in the public domain.",
        ),
        (
            "The authors dedicated the software to the public domain in 2004.",
            "The author released some of the tables into the public domain.",
        ),
        (
            "He has agreed to put this module into the public domain.",
            "He won't put this module into the public domain.",
        ),
    ],
)
def test_an_active_dedication_naming_the_work_is_public_domain_not_when_denied_or_partial(
    dedication: str, not_one: str
) -> None:
    assert lic.detect_license_text(f"/* {dedication} */") == (lic.PUBLIC_DOMAIN, lic.PUBLIC_DOMAIN)
    assert lic.detect_license_text(f"/* {not_one} */") is None


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ("BSD-3-clause_or_GPL-2.0", "BSD-3-Clause OR GPL-2.0-only"),
        ("MIT_and_Zlib", "MIT AND Zlib"),
        ("Apache-2.0-OR-MIT", "Apache-2.0 OR MIT"),
    ],
)
def test_names_joined_by_a_spelt_out_operator_are_read_when_every_part_is_an_id(name: str, spdx: str) -> None:
    assert lic.normalize_expression(name) == spdx
    # a part that is no id as it stands ("BSD", "Eclipse", "DualExpatPD"), or two kinds of operator: not read
    for unread in (
        "Eclipse-or-GPL-2",
        "BSD-or-GPL2",
        "Expat_or_PublicDomain_or_DualExpatPD",
        "MIT_or_Zlib_and_ISC",
    ):
        assert lic.normalize_expression(unread) == unread


def test_a_dep5_paragraph_under_an_underscored_or_name_is_the_choice() -> None:
    text = (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\n"
        "Files: *\nCopyright: 2010 A. Author\nLicense: BSD-3-clause\n\n"
        "Files: src/bstr/*\nCopyright: 2002 B. Author\nLicense: BSD-3-clause_or_GPL-2.0\n"
    )
    assert dict(lic.debian_copyright_rules(text))[("src/bstr/*",)] == "BSD-3-Clause OR GPL-2.0-only"
