"""License-evidence causes found on TWENTY-NINTH after license 32 (issue 8, session 15 "lic33").

- A header granting the file's contents "as defined in and that are subject to the <licence> Version N" (the
  Apple Public Source License's header form) was not read as a grant: the "All rights reserved" beside it made the
  file proprietary. The file's own contents may be named at more length before "subject to" (license 33).
- A version-less DEP-5 name (``License: APSL``) given with a text whose title states the version was a custom
  licence; when the name and the title read as one versioned id with that version, it is that id.
- Pixar's modified Apache 2.0 (the "Tomorrow Open Source Technology License 1.0": Apache's sections with another
  Section 6) was read as Apache-2.0 from its own note that it "differs from the original Apache License 2.0"; it is
  SPDX ``Pixar`` (by its title or its Section 6), and a licence named only as what a text differs from is not read.
- A PyPI ``License:`` value that is a classifier title followed by its own abbreviation ("GNU General Public License
  v3 (GPLv3)") was not read; both naming one id, it is that id.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint frob_get(char *buf, size_t n);\n"


def _header(*lines: str) -> str:
    return "/*\n" + "".join(f" * {line}\n" for line in lines) + " */\n" + CODE


SUBJECT_TO_V2 = _header(
    "Copyright (c) 2001 Frobware, Inc. All rights reserved.",
    "",
    "This file contains Original Code and/or Modifications of Original Code",
    "as defined in and that are subject to the Apple Public Source License",
    "Version 2.0 (the 'License'). You may use this file only as the License says.",
)
SUBJECT_TO_V11 = _header(
    "Copyright (c) 1999-2002 Frobware, Inc. All rights reserved.",
    "",
    "The contents of this file constitute Original Code as defined in and",
    "are subject to the Apple Public Source License Version 1.1 (the",
    '"License"). Read the License before you use this file.',
)


def test_contents_named_at_length_before_subject_to_are_a_named_grant():
    assert lic.detect_file_license(SUBJECT_TO_V2).expression == "APSL-2.0"
    assert lic.detect_file_license(SUBJECT_TO_V11).expression == "APSL-1.1"
    # the same sentence form names any licence
    mozilla = _header(
        "Copyright (c) 2003 Frobware, Inc. All rights reserved.",
        "The contents of this file as published by Frobware are subject to the Mozilla Public",
        "License Version 1.1 (the License).",
    )
    assert lic.detect_file_license(mozilla).expression == "MPL-1.1"
    # a title read as a license is that license, not another one by the title's initials (SNIA Public License: SNIA,
    # not the Sun Public License SPL-1.0)
    snia = _header(
        "The contents of this file are subject to the SNIA Public License", "Version 1.0 (the License)."
    )
    assert lic.detect_file_license(snia).expression == "SNIA"
    # dropped as an open licence that is not allowed, not as proprietary
    kept, reason, found = decide_license({"src/frob.c": SUBJECT_TO_V2}, "src/frob.c")
    assert (kept, reason, found.method) == (False, "license/denied:APSL-2.0", "header-text")
    # "subject to" after another subject, a negation or punctuation is no grant of the file's
    for sentence in (
        "This file is part of a tool whose use is subject to the Apple Public Source License Version 2.0.",
        "This file is not subject to the Apple Public Source License Version 2.0.",
        "This file, unlike the rest, is subject to the Apple Public Source License Version 2.0.",
    ):
        source = _header("Copyright (c) 2003 Frobware, Inc. All rights reserved.", sentence)
        assert lic.detect_file_license(source).expression == lic.ALL_RIGHTS_RESERVED, sentence


DEP5 = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: frob\n\n"


def _dep5(name: str, title: str) -> str:
    return (
        DEP5 + f"Files: *\nCopyright: 2010 Frobware Inc.\nLicense: {name}\n\n"
        "Files: debian/*\nCopyright: 2012 Bernd Packer <bp@example.org>\nLicense: GPL-2+\n\n"
        f"License: {name}\n {title}\n .\n The Licensor offers the Covered Code on the terms below; read them\n"
        " before you use it.\n .\n 1. Definitions. Covered Code means the code a notice names.\n\n"
        "License: GPL-2+\n On Debian systems see /usr/share/common-licenses/GPL-2.\n"
    )


def test_a_versionless_dep5_name_whose_text_states_its_version_is_that_version():
    text = _dep5("APSL", "APPLE PUBLIC SOURCE LICENSE\n Version 2.0 - August 6, 2003")
    assert lic.debian_copyright_license(text) == "APSL-2.0"
    assert dict(lic.debian_copyright_rules(text))[("*",)] == "APSL-2.0"
    kept, reason, _ = decide_license({"debian/copyright": text, "src/frob.c": CODE}, "src/frob.c")
    assert (kept, reason) == (False, "license/denied:APSL-2.0")
    # name and title must read as one id: another licence's title, or a name that is another licence, stays custom
    assert lic.debian_copyright_license(_dep5("APSL", "FROBWARE PUBLIC LICENSE\n Version 2.0")) == (
        "LicenseRef-custom-APSL"
    )
    assert lic.debian_copyright_license(_dep5("Frob", "APPLE PUBLIC SOURCE LICENSE\n Version 2.0")) == (
        "LicenseRef-custom-Frob"
    )


# A modified Apache 2.0 text, written for the test: its note, title and a few sections, Section 6 Pixar's.
SECTION_6 = (
    "   6. Trademarks. This License does not grant permission to use the trade\n"
    "      names, trademarks, service marks, or product names of the Licensor\n"
    "      and its affiliates, except as required to comply with Section 4(c) of\n"
    "      the License and to reproduce the content of the NOTICE file.\n"
)
TOST = (
    "Note: The Tomorrow Open Source Technology License 1.0 differs from the\n"
    "original Apache License 2.0 in one manner: its Section 6 is another.\n\n"
    "TOMORROW OPEN SOURCE TECHNOLOGY LICENSE 1.0\n\n"
    "   TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION\n\n"
    '   1. Definitions. "License" means the terms of this document.\n\n' + SECTION_6
)


def test_pixars_modified_apache_licence_file_is_pixar_not_apache():
    assert lic.detect_license_text(TOST, full_text=True) == ("Pixar", "Pixar")
    # its Section 6 alone, under another title, is Pixar's text too
    untitled = TOST.replace("Tomorrow Open Source Technology License 1.0", "Frob License").replace(
        "TOMORROW OPEN SOURCE TECHNOLOGY LICENSE 1.0", "FROB LICENSE"
    )
    assert lic.detect_license_text(untitled, full_text=True)[0] == "Pixar"
    header = (
        "// Copyright 2016 Frobware\n//\n// Licensed under the terms set forth in the LICENSE.txt file.\n"
    )
    kept, reason, found = decide_license({"LICENSE.txt": TOST, "src/frob.cpp": header + CODE}, "src/frob.cpp")
    assert (kept, reason, found.expression) == (False, "license/denied:Pixar", "Pixar")


def test_a_header_granting_apache_with_pixars_section_6_is_pixar():
    header = (
        "Licensed under the Apache License, Version 2.0 (the Apache License) with the following\n"
        "modification, which replaces Section 6 of the Apache License:\n\n" + SECTION_6
    )
    assert lic.detect_license_text(header) == ("Pixar", "Pixar")


def test_a_licence_named_as_what_a_text_differs_from_is_not_its_licence():
    assert (
        lic.detect_license_text("The Frob License is based on the Apache License 2.0.", full_text=True)
        is None
    )
    # the Apache text itself, and a grant naming it, are still Apache-2.0
    apache = "                                 Apache License\n                           Version 2.0, January 2004\n"
    assert lic.detect_license_text(apache, full_text=True)[0] == "Apache-2.0"
    assert lic.detect_license_text("Licensed under the Apache License 2.0; see LICENSE.")[0] == "Apache-2.0"


def test_a_title_followed_by_its_own_abbreviation_is_that_licence():
    assert lic.normalize_expression("GNU General Public License v3 (GPLv3)") == "GPL-3.0-only"
    assert lic.normalize_expression("GNU General Public License v2 or later (GPLv2+)") == "GPL-2.0-or-later"
    assert (
        lic.normalize_expression("GNU Lesser General Public License v2 or later (LGPLv2+)")
        == "LGPL-2.0-or-later"
    )
    assert (
        lic.normalize_expression("GNU Affero General Public License v3 or later (AGPLv3+)")
        == "AGPL-3.0-or-later"
    )
    # a title and an abbreviation naming different licences are not read
    assert lic.normalize_expression("GNU General Public License v3 (LGPLv3)") is None
    assert lic.normalize_expression("GNU General Public License v3 (GPLv2)") is None
    # as the PyPI License field reads it
    pkg_info = (
        "Metadata-Version: 2.1\nName: frob\nVersion: 1.0\nLicense: GNU General Public License v3 (GPLv3)\n"
    )
    assert lic.manifest_license("PKG-INFO", pkg_info) == "GPL-3.0-only"
