"""License-evidence causes found on THIRTEENTH (issue 8, session 10 "lic12").

Two origin-level statements were not read, so the files without a header of their own dropped as
``license/unknown``:

- a PyPI package's description (``PKG-INFO``'s body, the project's README as published) whose "License and
  Citation" section says the work, a US government work, is not subject to copyright ("Since it is not
  copyrighted, it cannot be licensed; it is simply free"): public domain, allowed. The ``License`` field is
  absent and the README under another name, so nothing else said it. A mention of public-domain *parts* in
  such a section licenses nothing else.
- a LICENSE file that is a license text of its own, no SPDX license (a source-code license for non-commercial
  use), beside ``PKG-INFO``'s ``License: <name>``: a determined custom license, ``LicenseRef-custom-<name>``,
  dropped as ``license/denied`` (not ``unknown``). A LICENSE file that is no license text stays nothing, and a
  known license that the folder's metadata names still decides.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

NO_HEADER = "#ifndef _ORBIT_H_\n#define _ORBIT_H_\n\nshort int orbit_kind(double jd);\n\n#endif\n"
PKG_INFO_HEAD = (
    "Metadata-Version: 2.1\nName: skycalc\nVersion: 1.0.2\nSummary: Positional astronomy routines\n"
    "Author: Jane Roe\nClassifier: Topic :: Scientific/Engineering :: Astronomy\n"
)
GOV_SECTION = (
    "License and Citation\n--------------------\n\n"
    "This software was produced by a United States government observatory at the\n"
    "expense of United States taxpayers, and is therefore not subject to copyright.\n"
    "Since it is not copyrighted, it cannot be licensed; it is simply free.\n\n"
    "Changelog\n---------\n\n2021 — first release.\n"
)


_decide = decide_license


def test_pkg_info_description_public_domain_statement_keeps_the_origin() -> None:
    pkg_info = PKG_INFO_HEAD + "\n\nWelcome\n-------\n\nRoutines for star positions.\n\n" + GOV_SECTION
    keep, reason, found = _decide({"PKG-INFO": pkg_info, "Cdist/orbit.h": NO_HEADER}, "Cdist/orbit.h")
    assert (keep, reason) == (True, "license/allowed")
    assert found is not None and found.expression == lic.PUBLIC_DOMAIN
    assert found.method == "readme-text" and found.detail.startswith("PKG-INFO description")


def test_metadata_1_description_field_is_read_too() -> None:
    # metadata 1.x: the description is a folded ``Description:`` field, not a body
    folded = "".join(f"        |{line}\n" for line in GOV_SECTION.splitlines())
    pkg_info = PKG_INFO_HEAD.replace("2.1", "1.1") + "Description: Routines for star positions.\n" + folded
    keep, _, found = _decide({"PKG-INFO": pkg_info, "src/orbit.h": NO_HEADER}, "src/orbit.h")
    assert keep and found is not None and found.expression == lic.PUBLIC_DOMAIN


def test_not_subject_to_copyright_in_a_readme_license_section() -> None:
    readme = "# skycalc\n\nStar positions.\n\n## License\n\nThis work is not subject to copyright in the United States.\n"
    keep, _, found = _decide({"README.md": readme, "src/orbit.h": NO_HEADER}, "src/orbit.h")
    assert keep and found is not None and found.method == "readme-text"


def test_public_domain_parts_are_no_grant_for_the_origin() -> None:
    for sentence in (
        "Parts of this library are in the public domain; see each file.",
        "The following files are public domain: sha1.c, md5.c.",
        "Some of the tables are not subject to copyright.",
    ):
        pkg_info = PKG_INFO_HEAD + "\n\nLicense\n=======\n\n" + sentence + "\n"
        keep, reason, found = _decide({"PKG-INFO": pkg_info, "src/orbit.h": NO_HEADER}, "src/orbit.h")
        assert (keep, reason, found) == (False, "license/unknown", None), sentence


def test_description_without_license_section_gives_nothing() -> None:
    pkg_info = PKG_INFO_HEAD + "\n\nWelcome\n-------\n\nThe code is not subject to copyright.\n"
    assert _decide({"PKG-INFO": pkg_info, "src/orbit.h": NO_HEADER}, "src/orbit.h")[:2] == (
        False,
        "license/unknown",
    )


SOURCE_CODE_LICENSE = (
    "# Acme Source Code License for Kinetics\n\n## 1. Definitions\n\n"
    "“Licensor” means any person or entity that distributes its Work.\n\n## 2. License Grant\n\n"
    "2.1 Copyright Grant. Subject to the terms and conditions of this License, each Licensor grants to you a "
    "perpetual, worldwide, non-exclusive, royalty-free, copyright license to reproduce and distribute its Work.\n\n"
    "## 3. Limitations\n\n3.3 Use Limitation. The Work and any derivative works thereof only may be used or "
    "intended for use non-commercially.\n"
)
KINETICS_PKG_INFO = (
    "Metadata-Version: 2.1\nName: kinetics\nVersion: 0.8.0\nLicense: ASCL\n"
    "Classifier: License :: Other/Proprietary License\nLicense-File: LICENSE.md\n\nKinetics simulates.\n"
)


def test_custom_license_text_named_by_pkg_info_is_denied_not_unknown() -> None:
    files = {
        "LICENSE.md": SOURCE_CODE_LICENSE,
        "PKG-INFO": KINETICS_PKG_INFO,
        "kinetics/native/scan.h": NO_HEADER,
    }
    keep, reason, found = _decide(files, "kinetics/native/scan.h")
    assert (keep, reason) == (False, "license/denied:LicenseRef-custom-ASCL")
    assert found is not None and found.method == "license-file" and found.detail.startswith("LICENSE.md")


def test_custom_license_text_without_metadata_is_named_by_its_title() -> None:
    files = {"LICENSE.md": SOURCE_CODE_LICENSE, "native/scan.h": NO_HEADER}
    keep, reason, _ = _decide(files, "native/scan.h")
    assert (keep, reason) == (False, "license/denied:LicenseRef-custom-Acme-Source-Code-License-for-Kinetics")


def test_known_license_in_metadata_still_decides_over_a_custom_text() -> None:
    pkg_info = KINETICS_PKG_INFO.replace("License: ASCL", "License: MIT")
    files = {"LICENSE.md": SOURCE_CODE_LICENSE, "PKG-INFO": pkg_info, "native/scan.h": NO_HEADER}
    keep, reason, found = _decide(files, "native/scan.h")
    assert (keep, reason) == (True, "license/allowed") and found is not None and found.expression == "MIT"


def test_license_file_that_is_no_license_text_stays_unknown() -> None:
    for text in (
        "Kinetics was written by Jane Roe and John Doe.\nSee COPYING for the license.\n",
        "# License\n\nSee the project's web site.\n",
        # a documentation page about the project's licenses, not a license text
        "*************\nKinetics license\n*************\n\nKinetics is licensed under the `BSD 3-Clause License "
        "<https://example.org/bsd-3>`__ (SPDX identifier ``BSD-3-Clause``): you may use it for any purpose.\n"
        "The copyright holders hereby grant you the rights stated in LICENSE.txt.\n",
    ):
        files = {"LICENSE": text, "native/scan.h": NO_HEADER}
        assert _decide(files, "native/scan.h")[:2] == (False, "license/unknown"), text


MPL_STYLE_HEADER = (
    "/*\n *\tMODULE:\t\tudf_util.h\n *\n"
    " * The contents of this file are subject to the Interbase Public\n"
    ' * License Version 1.0 (the "License"); you may not use this file\n'
    " * except in compliance with the License. You may obtain a copy\n"
    " * of the License at http://www.example.com/IPL.html\n *\n"
    " * Portions created by Example Corporation are\n * Copyright (C) Example Corporation.\n *\n"
    " * All Rights Reserved.\n */\n\n#ifndef UDF_UTIL_H\n#define UDF_UTIL_H\nint udf_init(void);\n#endif\n"
)
FREE_FORM_COPYRIGHT = (
    "Files:\n src/common/enc.cpp\nLicense: bsd-like\n Redistribution and use in source and binary forms, with or "
    "without modification, are permitted provided that the following conditions are met:\n"
    " 3. All advertising materials mentioning features or use of this software must display the following "
    "acknowledgement\n"
)


def test_mpl_style_subject_to_grant_is_the_files_own_license() -> None:
    # the header's own grant decides; before, its "All Rights Reserved" line handed it to the origin's file
    files = {"LICENSE": FREE_FORM_COPYRIGHT, "udf_util.h": MPL_STYLE_HEADER}
    keep, reason, found = _decide(files, "udf_util.h")
    assert (keep, reason) == (False, "license/denied:Interbase-1.0")
    assert found is not None and found.method == "header-text"


def test_subject_to_a_license_that_is_no_known_name_reads_nothing() -> None:
    header = MPL_STYLE_HEADER.replace("Interbase Public\n * License Version 1.0", "License")
    assert lic.detect_file_license(header).expression == lic.ALL_RIGHTS_RESERVED


def test_crlf_pkg_info_names_the_custom_license_and_gives_its_description() -> None:
    files = {
        "LICENSE.md": SOURCE_CODE_LICENSE,
        "PKG-INFO": KINETICS_PKG_INFO.replace("\n", "\r\n"),
        "native/scan.h": NO_HEADER,
    }
    assert _decide(files, "native/scan.h")[1] == "license/denied:LicenseRef-custom-ASCL"
    pkg_info = (PKG_INFO_HEAD + "\n\n" + GOV_SECTION).replace("\n", "\r\n")
    assert _decide({"PKG-INFO": pkg_info, "src/orbit.h": NO_HEADER}, "src/orbit.h")[0]
