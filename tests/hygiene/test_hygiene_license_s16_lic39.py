"""License-evidence causes found on THIRTY-THIRD (issue 8, session 16 "lic39"; license 39).

1. A PyPI sdist shipped, as its ``LICENSE``, the licence of the work it modifies: the source code and executables "are
   freely available for academic, nonprofit, and personal use", commercial licensing is offered elsewhere. That is a
   use notice for some users only, a non-commercial licence (proprietary under the policy: license 16), but the use
   notice rule of license 38 did not read "freely available for ... use", and its "<work> is modified from <other
   work>" was taken for a right to modify. Its PKG-INFO's only License classifier is ``Other/Proprietary License``,
   which the stage did not read at all. Every file of the tree was ``license/unknown``.
2. A PyPI package's long description (its README as published) carries the MIT text of the program it binds, under
   the program's manual heading, not a "License" heading; ``License: UNKNOWN``. The stage read README / description
   licence sections only and dropped the bindings as ``license/unknown``.

Each case is a mini origin tree; the texts are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

HEADERLESS = "#include <stdio.h>\n\nint frob_align(const char *query, const char *target);\n"

NONCOMMERCIAL_NOTICE = (
    "frobalign is modified from frob, the license is the same as frob. The source code and\n"
    "executables are freely available for academic, nonprofit, and personal use.\n"
    "Commercial licensing information is available on the Frob Informatics website\n"
    "(https://frob.example.com/).\n"
)
PKG_INFO_PROPRIETARY = (
    "Metadata-Version: 2.1\nName: frobalign\nVersion: 1.3.0\nLicense: LICENSE\nLicense-File: LICENSE\n"
    "Classifier: Development Status :: 6 - Mature\nClassifier: License :: Other/Proprietary License\n"
    "Classifier: Programming Language :: C\n"
)

MIT_GRANT = (
    "Copyright (c) 2000-2009 Jane Roe\n\n"
    "Permission is hereby granted, free of charge, to any person obtaining a\n"
    "copy of this software and associated documentation files (the\n"
    "“Software”), to deal in the Software without restriction, including\n"
    "without limitation the rights to use, copy, modify, merge, publish,\n"
    "distribute, sublicense, and/or sell copies of the Software, and to\n"
    "permit persons to whom the Software is furnished to do so, subject to\n"
    "the following conditions:\n\n"
    "The above copyright notice and this permission notice shall be included\n"
    "in all copies or substantial portions of the Software.\n\n"
    "THE SOFTWARE IS PROVIDED “AS IS”, WITHOUT WARRANTY OF ANY KIND, EXPRESS\n"
    "OR IMPLIED.\n"
)
PKG_INFO_MIT_DESCRIPTION = (
    "Metadata-Version: 2.1\nName: pyfrob\nVersion: 1.0.1\nLicense: UNKNOWN\nPlatform: UNKNOWN\n"
    "Description-Content-Type: text/x-rst\n\n"
    "Python bindings for the frob library\nREADME\n======\n\nInstallation\n------------\n\n"
    "::\n\n   pip install pyfrob\n\n"
    "FROB User’s Manual\n------------------\n\nFrob Restoration Algorithm Version 3.07\n\n" + MIT_GRANT
)


def test_a_licence_for_academic_nonprofit_and_personal_use_only_is_proprietary() -> None:
    files = {"LICENSE": NONCOMMERCIAL_NOTICE, "PKG-INFO": PKG_INFO_PROPRIETARY, "src/align.c": HEADERLESS}
    keep, reason, found = decide_license(files, "src/align.c")
    assert (keep, reason) == (False, "license/proprietary")
    assert (found.method, found.detail) == ("license-file", f"LICENSE ({lic.USE_NOTICE_RULE})")


@pytest.mark.parametrize(
    "notice",
    [
        "Frobtool is freely available for non-commercial use. Commercial users must obtain a licence.\n",
        "The frob programs are freely distributed for research and educational use only.\n",
    ],
)
def test_other_non_commercial_use_notices_are_proprietary(notice: str) -> None:
    keep, reason, _ = decide_license({"LICENSE": notice, "frob.c": HEADERLESS}, "frob.c")
    assert (keep, reason) == (False, "license/proprietary")


def test_a_work_modified_from_another_is_no_right_to_modify_but_a_grant_to_modify_still_is() -> None:
    assert lic._use_notice(NONCOMMERCIAL_NOTICE) is True
    granted = "Frobtool is freely available for academic use. You may modify and redistribute it.\n"
    assert lic._use_notice(granted) is False


def test_a_header_licence_still_decides_for_its_own_file() -> None:
    header = "/* Copyright 2002 Jane Roe. Licensed under the MIT License. */\n" + HEADERLESS
    files = {"LICENSE": NONCOMMERCIAL_NOTICE, "src/own.c": header, "src/other.c": HEADERLESS}
    assert decide_license(files, "src/own.c")[:2] == (True, "license/allowed")
    assert decide_license(files, "src/other.c")[:2] == (False, "license/proprietary")


def test_the_other_proprietary_classifier_alone_is_a_proprietary_licence() -> None:
    files = {"PKG-INFO": PKG_INFO_PROPRIETARY, "src/align.c": HEADERLESS}
    keep, reason, found = decide_license(files, "src/align.c")
    assert (keep, reason) == (False, "license/proprietary")
    assert (found.method, found.detail) == (
        "package-metadata",
        "PKG-INFO (Other/Proprietary License classifier)",
    )


def test_the_proprietary_classifier_gives_way_to_a_licence_read_elsewhere() -> None:
    # a licence file with a known text decides before any metadata
    files = {"LICENSE": MIT_GRANT, "PKG-INFO": PKG_INFO_PROPRIETARY, "a.c": HEADERLESS}
    assert decide_license(files, "a.c")[:2] == (True, "license/allowed")
    # an open licence's classifier beside it: the classifiers name the open one
    both = PKG_INFO_PROPRIETARY + "Classifier: License :: OSI Approved :: MIT License\n"
    keep, reason, found = decide_license({"PKG-INFO": both, "a.c": HEADERLESS}, "a.c")
    assert (keep, reason, found.expression) == (True, "license/allowed", "MIT")


def test_a_licence_text_in_a_pypi_description_outside_a_licence_section_is_read() -> None:
    files = {"PKG-INFO": PKG_INFO_MIT_DESCRIPTION, "bindings/python/frob_bindings.cpp": HEADERLESS}
    keep, reason, found = decide_license(files, "bindings/python/frob_bindings.cpp")
    assert (keep, reason, found.expression) == (True, "license/allowed", "MIT")
    assert (found.method, found.detail) == ("readme-text", "PKG-INFO description (MIT text)")


def test_a_licence_text_in_a_readme_outside_a_licence_section_is_kept_and_read() -> None:
    readme = "Frob\n====\n\nA frob library.\n\nFrob Manual\n-----------\n\n" + MIT_GRANT
    assert lic.evidence_text("README.rst", readme) == readme
    keep, reason, found = decide_license({"README.rst": readme, "frob.c": HEADERLESS}, "frob.c")
    assert (keep, reason, found.expression) == (True, "license/allowed", "MIT")


@pytest.mark.parametrize(
    "description",
    [
        # a licence only named, not its text: no licence text there
        "A frob library. MIT licensed, see the repository.\n",
        # the texts of two licences (a bundled component's beside another's): not the work's own
        MIT_GRANT
        + "\nThis program is free software; you can redistribute it and/or modify it under the terms of "
        "the GNU General Public License as published by the Free Software Foundation; either version 2 of the "
        "License, or (at your option) any later version.\n",
    ],
)
def test_no_licence_is_read_from_a_description_without_exactly_one_licence_text(description: str) -> None:
    pkg_info = "Metadata-Version: 2.1\nName: pyfrob\nLicense: UNKNOWN\n\n" + description
    keep, reason, found = decide_license({"PKG-INFO": pkg_info, "frob.c": HEADERLESS}, "frob.c")
    assert (keep, reason, found) == (False, "license/unknown", None)
