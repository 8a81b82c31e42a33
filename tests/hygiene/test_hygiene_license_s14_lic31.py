"""License-evidence causes found on TWENTY-EIGHTH after license 30 (issue 8, session 14 "lic31").

1. A licence name whose words are those of the license library's index key in another order ("Clarified Artistic
   License"; ScanCode's key is ``artistic-clarified``, SPDX ``ClArtistic``) was not read.
2. A grant that is the second predicate of the sentence's subject ("The software is copyrighted by the author and
   licensed under ...") was taken for another work's licence ("the author and" read as "a work licensed under").
   Together with 1, a free-form Debian copyright file stating its licence that way gave the tree no licence.
3. HPND's grant without "and its documentation" (optional in SPDX's template) was not read.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint frob_get(char *buf, size_t n);\n"

FREE_FORM = """This package was debianized by A. Packager <ap@example.org> on Mon, 1 Jan 2001.

It was downloaded from http://www.example.org/frob/

Upstream Author: Q. Coder <qc@example.org>

The software is copyrighted by the author and licensed under the
Clarified Artistic License, a copy of which follows:

                     The Clarified Artistic License

   (the conditions under which the Package may be copied and modified follow here)
"""

HOLDER_ONLY = (
    "/*\n * frob_get.c\n *\n * Copyright (c) 2001 by Q. Coder.\n * All rights reserved.\n */\n" + CODE
)
NO_HEADER = "/* frob_put.c */\n" + CODE


def _tree() -> dict[str, str]:
    return {"debian/copyright": FREE_FORM, "src/frob_get.c": HOLDER_ONLY, "lib/frob_put.c": NO_HEADER}


def test_a_name_in_another_word_order_than_the_index_key_is_read():
    assert lic.normalize_expression("Clarified Artistic License") == "ClArtistic"
    assert lic.normalize_expression("the Clarified Artistic License", versioned_titles=False) in (
        None,
        "ClArtistic",
    )
    assert lic._named_grants("licensed under the Clarified Artistic License.") == [(0, "ClArtistic")]


def test_a_name_with_a_word_the_key_lacks_or_a_list_is_not_read_by_word_order():
    assert not lic.is_known_expression("Clarified Frobnicate License")
    assert lic._word_order_key(["Clarified", "and", "Artistic"]) is None
    assert lic._word_order_key(["Artistic"]) is None


def test_free_form_debian_copyright_grant_after_and_is_the_tree_license():
    files = _tree()
    found = lic.detect_license_text(FREE_FORM, full_text=True)
    assert found is not None and found[0] == "ClArtistic"
    kept, reason, ev = decide_license(files, "lib/frob_put.c")
    assert (kept, reason, ev.expression) == (False, "license/denied:ClArtistic", "ClArtistic")
    # the bare "All rights reserved" is the upstream author's, whom the statement names: it takes the tree's licence
    # (license 32; license 20 kept it proprietary, as it still does for another holder's)
    kept, reason, ev = decide_license(files, "src/frob_get.c")
    assert (kept, reason) == (False, "license/denied:ClArtistic")


def test_a_second_predicate_grant_is_read_but_another_works_licence_is_not():
    assert [
        k
        for _, k in lic._named_grants(
            "This code is copyrighted by the author and licensed under the MIT License."
        )
    ] == ["MIT"]
    assert lic._named_grants("you may combine it with a work licensed under the OpenSSL license") == []
    assert lic._named_grants("aside from the work licensed under the MIT License") == []


HPND_SHORT = """/*
 * frob_line.h
 *
 * Copyright (C) 1992 by Q. Coder (qc@example.org)
 *
 * Permission to use, copy, modify, and distribute this software
 * for any purpose and without fee is hereby granted, provided
 * that the above copyright notices appear in all copies and that both the
 * copyright notice and this permission notice appear in supporting
 * documentation.  This software is provided "as is" without express or
 * implied warranty.
 */
"""


def test_hpnd_grant_without_its_documentation_is_hpnd_and_decides_over_the_tree():
    found = lic.detect_file_license(HPND_SHORT + CODE)
    assert found is not None and found.expression == "HPND"
    files = {**_tree(), "src/frob_line.h": HPND_SHORT + CODE}
    kept, reason, ev = decide_license(files, "src/frob_line.h")
    assert (kept, reason, ev.expression) == (True, "license/allowed", "HPND")


def test_isc_grant_with_or_without_fee_stays_isc():
    isc = HPND_SHORT.replace("and without fee", "with or without fee")
    found = lic.detect_file_license(isc + CODE)
    assert found is not None and found.expression == "ISC"


def test_grants_without_hpnds_notice_condition_are_not_read_as_hpnd():
    # the notices "appear in all copies, and that the name ... not be used in advertising": another text (judged so)
    named = (
        "/*\n * Copyright 1995 by Q. Coder\n *\n * Permission to use, copy, modify, and distribute this software for\n"
        " * any purpose and without fee is hereby granted, provided that the above\n * copyright notice and this"
        " permission notice appear in all copies, and that\n * the name of Q. Coder not be used in advertising or"
        " publicity pertaining to\n * distribution of the software without specific, written prior permission.\n */\n"
    )
    assert lic.detect_file_license(named + CODE) is None
    # no condition at all, only a disclaimer
    bare = (
        "/*\n * Q. Coder -- 2007-05-26 (Unicode 5.0)\n *\n * Permission to use, copy, modify, and distribute this"
        " software\n * for any purpose and without fee is hereby granted. The author\n * disclaims all warranties"
        " with regard to this software.\n */\n"
    )
    assert lic.detect_file_license(bare + CODE) is None
