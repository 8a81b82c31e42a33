"""License-evidence causes found on EIGHTEENTH (issue 8, session 11 "lic17").

1. A DEP-5 ``License:`` field that lists names joined by "or" ("LGPL2.1 or LGPL3 (with some BSD) or Eclipse public
   license.") with prose under it that restates them ("triple-licensed LGPL v2.1, LGPL 3.0 and EPL"): licence 16
   read the prose (or the whole file, as a draft DEP-5 format line was not recognized) and kept only the EPL, a
   licence off the allow-list. The names are the licence: a choice, read whole; an allowed alternative keeps it.
2. A DEP-5 name with a pointer to its text after it ("LGPL2.1 (see COPYING-LGPL2.1)"): the remark is no licence.
3. Name forms real trees write: "GPLv2 License", BEER-WARE, "A | B | C", a title followed by its id, a project's
   prefix before a GNU name (gammu's ``GNOKII-GPL-2+``) but not before a permissive one.

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

NO_HEADER = (
    "/*\n * Copyright (c) 2004-2009 by Example AG, Zurich\n */\n\n"
    "#ifndef BLOB_H\n#define BLOB_H\n\nint blob_size(const void *b);\n\n#endif\n"
)
PLAIN = "#ifndef RADOS_TYPES_H\n#define RADOS_TYPES_H\n\nstruct obj_id { unsigned long id; };\n\n#endif\n"

EPL_TEXT = (
    " Eclipse Public License -v 1.0\n .\n THE ACCOMPANYING PROGRAM IS PROVIDED UNDER THE TERMS OF THIS ECLIPSE PUBLIC\n"
    ' LICENSE ("AGREEMENT"). ANY USE, REPRODUCTION OR DISTRIBUTION OF THE PROGRAM CONSTITUTES\n'
    " RECIPIENT'S ACCEPTANCE OF THIS AGREEMENT.\n"
)


def _triple(format_line: str) -> str:
    return (
        f"{format_line}\nSource: http://example.org/synth/\n\n"
        "Files: *\nCopyright: (c) 2001-2009 Example AG\n"
        "License: LGPL2.1 or LGPL3 (with some BSD) or Eclipse public license.\n .\n"
        "    Unless noted otherwise, all files are triple-licensed LGPL v2.1\n"
        "    (LICENSE.LGPL-2.1), LGPL 3.0 (LICENSE.LGPL-3) and EPL\n    (LICENSE.EPL)\n .\n"
        "    Files in the following directories are under a different license:\n"
        "    doc, src/sdk : BSD (LICENSE.BSD)\n\n"
        "Files: debian/*\nCopyright: 2009 Jane Roe\nLicense: same as upstream\n\n"
        f"License: Eclipse Public License\n{EPL_TEXT}"
    )


@pytest.mark.parametrize(
    "format_line",
    [
        "Format-Specification: http://svn.debian.org/wsvn/dep/web/deps/dep5.mdwn?op=file&rev=59",
        "Format: http://dep.debian.net/deps/dep5",
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
    ],
)
def test_a_dep5_choice_of_names_is_read_whole_not_as_the_prose_under_it(format_line: str) -> None:
    keep, reason, found = decide_license(
        {"LICENSE": _triple(format_line), "synth/blobs.h": NO_HEADER}, "synth/blobs.h"
    )
    assert (keep, reason) == (True, "license/allowed")
    assert found.expression == "LGPL-2.1-only OR LGPL-3.0-only OR EPL-1.0"


def test_a_list_with_an_unread_name_still_falls_back_to_its_text() -> None:
    # "Frobnitz" is named nowhere else: the list is not read whole, and the prose under it decides
    value = (
        "Frobnitz or BSD-3-clause\n Redistribution and use in source and binary forms, with or without\n"
        + (
            " modification, are permitted provided that the following conditions are met: neither the name of\n"
            " the author may be used to endorse or promote products derived from this software.\n"
        )
    )
    assert lic._dep5_license(value, {}) == "BSD-3-Clause"


def test_a_dep5_name_with_a_pointer_to_its_text() -> None:
    copyright_ = (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: store\n\n"
        "Files: *\nCopyright: 2004-2014 Jane Roe <jane@example.org>\nLicense: LGPL2.1 (see COPYING-LGPL2.1)\n\n"
        "Files: src/tools/*\nCopyright: 2010 John Doe\nLicense: GPL2 (see COPYING-GPL2)\n"
    )
    keep, reason, found = decide_license(
        {"LICENSE": copyright_, "rados/rados_types.h": PLAIN}, "rados/rados_types.h"
    )
    assert (keep, reason) == (True, "license/allowed")
    assert found.expression == "LGPL-2.1-only"


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ("LGPL2.1 (see COPYING-LGPL2.1)", "LGPL-2.1-only"),
        ("GPL2 (see COPYING-GPL2)", "GPL-2.0-only"),
        ("LGPL2 or later (see COPYING-GPL2)", "LGPL-2.0-or-later"),
        ("GPLv2 License", "GPL-2.0-only"),
        ("BEER-WARE", "Beerware"),
        ("MPL-1.1 | GPL-3+ | LGPL-3+", "MPL-1.1 OR GPL-3.0-or-later OR LGPL-3.0-or-later"),
        ("Creative Commons Attribution Share Alike 3.0 (CC-BY-SA-3.0)", "CC-BY-SA-3.0"),
        ("GNOKII-GPL-2+", "GPL-2.0-or-later"),
        ("SMSCGI-GPL-3+", "GPL-3.0-or-later"),
    ],
)
def test_name_forms(name: str, spdx: str) -> None:
    assert lic.normalize_expression(name) == spdx
    assert lic.is_known_expression(name)


@pytest.mark.parametrize(
    "name",
    [
        # a prefix before a permissive name is the holder's variant of a template text: not read
        "Adobe-BSD-3-clause",
        "PacBio-BSD-3-Clause",
        "ColorBrewer-Apache-2",
        "PDB-CC0-1.0",
        # a GNU name with more after it is no plain GNU licence
        "OGDF-GPL-2-or-3-with-additional-permissions",
        # a title whose id in parentheses names another version, or a remark that is no pointer
        "Creative Commons Attribution 4.0 (CC-BY-SA-3.0)",
        "LGPL3 (with some BSD)",
    ],
)
def test_names_that_stay_unread(name: str) -> None:
    assert not lic.is_known_expression(name)
