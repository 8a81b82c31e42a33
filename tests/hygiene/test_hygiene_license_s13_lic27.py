"""License-evidence cause found on TWENTY-SIXTH after license 26 (issue 8, session 13 "lic27").

A BSD header whose grant names its object after "use" ("Redistribution and use of this software in source and binary
forms, with or without modification, are permitted provided that ...", freeDiameter's wording) was not read as BSD:
the BSD rule wanted "use in source and binary forms" word for word. "All rights reserved" on the copyright line then
made the header a bare all-rights-reserved, proprietary. The rule now allows "of" and at most four words between "use"
and "in source and binary forms", in the same sentence.

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stdint.h>\n\nint relay_route(uint32_t peer, const char *realm);\n"


def _bsd(use: str, *, endorse: bool = True, advertising: bool = False) -> str:
    lines = [
        "/*********************************************************************************",
        "* Software License Agreement (BSD License)                                       *",
        "* Author: A. Writer <writer@example.org>                                         *",
        "*                                                                                *",
        "* Copyright (c) 2012, Example Lab.                                               *",
        "* All rights reserved.                                                           *",
        "*                                                                                *",
        f"* Redistribution and {use} in source and binary forms, with or without    *",
        "* modification, are permitted provided that the following conditions are met:    *",
        "*                                                                                *",
        "* * Redistributions of source code must retain the above copyright notice, this  *",
        "*   list of conditions and the following disclaimer.                             *",
        "* * Redistributions in binary form must reproduce the above copyright notice,     *",
        "*   this list of conditions and the following disclaimer in the documentation    *",
        "*   and/or other materials provided with the distribution.                       *",
    ]
    if advertising:
        lines.append("* * All advertising materials mentioning features or use of this software must    *")
        lines.append("*   display the following acknowledgement: This product includes it.            *")
    if endorse:
        lines.append("* * Neither the name of Example Lab nor the names of its contributors may be used *")
        lines.append("*   to endorse or promote products derived from this software without specific  *")
        lines.append("*   prior written permission.                                                   *")
    lines += [
        "*                                                                                *",
        '* THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"    *',
        "* AND ANY EXPRESS OR IMPLIED WARRANTIES ARE DISCLAIMED.                          *",
        "*********************************************************************************/",
    ]
    return "\n".join(lines) + "\n" + CODE


@pytest.mark.parametrize("use", ["use of this software", "use of the software", "use of this code"])
def test_bsd_grant_with_an_object_after_use_is_bsd_not_all_rights_reserved(use: str) -> None:
    found = lic.detect_file_license(_bsd(use))
    assert (found.expression, found.method) == ("BSD-3-Clause", "header-text")
    keep, reason, _ = decide_license({"libcore/peers.c": _bsd(use)}, "libcore/peers.c")
    assert (keep, reason) == (True, "license/allowed")
    # the clauses still pick the member of the family
    assert lic.detect_file_license(_bsd(use, endorse=False)).expression == "BSD-2-Clause"
    assert lic.detect_file_license(_bsd(use, advertising=True)).expression == "BSD-4-Clause"


def test_bsd_grant_with_an_object_beats_a_folders_other_licence() -> None:
    files = {
        "COPYING": "GNU GENERAL PUBLIC LICENSE\nVersion 2, June 1991\n",
        "ext/acl.c": _bsd("use of this software"),
    }
    keep, reason, found = decide_license(files, "ext/acl.c")
    assert (keep, reason, found.method) == (True, "license/allowed", "header-text")


@pytest.mark.parametrize(
    "use",
    [
        # a sentence ends between "use" and "in source": not one grant sentence
        "use of it are reserved. In",
        # more than a short object: not read as the grant
        "use of this very large and old software",
    ],
)
def test_bsd_grant_object_is_short_and_in_one_sentence(use: str) -> None:
    text = _bsd(use)
    found = lic.detect_file_license(text)
    assert found is not None and found.expression == lic.ALL_RIGHTS_RESERVED, use
    # the grant as written without the object is read: only the object decides
    assert lic.detect_file_license(_bsd("use")).expression == "BSD-3-Clause"
