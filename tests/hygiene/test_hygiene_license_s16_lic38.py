"""License-evidence causes found on THIRTY-SECOND (issue 8, session 16 "lic38"; license 38).

A PyPI sdist shipped, as its ``LICENSE`` (named by ``License-File:`` in its PKG-INFO), its project's use notice: the
software "is distributed free of charge", each user is asked to register and to cite a paper when publishing results,
and a disclaimer says it is provided free of charge and "AS IS". It grants no right to modify or to redistribute the
work and names no licence. The stage read nothing in it and dropped every file of the tree as ``license/unknown``,
though a licence text is there; a licence file that is a use notice granting no open rights is a proprietary licence
(``license/proprietary``). A known licence text, an open grant or a permissive grant in the licensor's own words still
decides first.

Each case is a mini origin tree; the texts are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

HEADERLESS = "#include <math.h>\n\ndouble frob_loglikelihood(const double *x, int n);\n"

USE_NOTICE = (
    "frobcore is part of the FROBNICATE software.\n"
    "FROBNICATE is distributed free of charge. We ask each user to register to\n"
    "Frobnicate's users group, and to mention explicitly the use of the\n"
    "package when publishing results, using the following reference:\n\n"
    "Roe, J. (2003). FROBNICATE: A free package for the estimation of frob models,\n"
    "Proceedings of the 3rd Conference on Frobs.\n\n"
    'Disclaimer: This software is provided free of charge and "AS IS"\n'
    "WITHOUT ANY WARRANTY of any kind. The implied warranties of\n"
    "merchantability, fitness for a particular purpose and non-infringment\n"
    "are expressly disclaimed. In no event will the author be liable to any party\n"
    "for any direct, indirect, special or other consequential damages for any use of the code.\n"
)
PKG_INFO = "Metadata-Version: 2.1\nName: frobcore\nVersion: 1.0.4\nLicense-File: LICENSE\n"

MIT_TEXT = (
    "Copyright (c) 2019 Jane Roe\n\n"
    "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated\n"
    'documentation files (the "Software"), to deal in the Software without restriction, including without limitation\n'
    "the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and\n"
    "to permit persons to whom the Software is furnished to do so, subject to the following conditions:\n\n"
    "The above copyright notice and this permission notice shall be included in all copies or substantial portions\n"
    "of the Software.\n\n"
    'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.\n'
)


def test_a_licence_file_that_is_a_use_notice_granting_no_open_rights_is_proprietary() -> None:
    files = {"PKG-INFO": PKG_INFO, "LICENSE": USE_NOTICE, "src/frob.c": HEADERLESS}
    keep, reason, found = decide_license(files, "src/frob.c")
    assert (keep, reason) == (False, "license/proprietary")
    assert (found.method, found.detail) == ("license-file", f"LICENSE ({lic.USE_NOTICE_RULE})")


def test_a_use_notice_that_also_forbids_modification_is_still_proprietary() -> None:
    notice = "Frobtool is provided free of charge for academic use. You may not modify or redistribute it.\n"
    keep, reason, _ = decide_license({"LICENSE": notice, "frob.c": HEADERLESS}, "frob.c")
    assert (keep, reason) == (False, "license/proprietary")


def test_a_known_licence_text_saying_free_of_charge_still_wins() -> None:
    text = "Frobtool is distributed free of charge.\n\n" + MIT_TEXT
    assert lic._use_notice(text) is False  # the MIT grant is an open grant
    keep, reason, found = decide_license({"LICENSE": text, "frob.c": HEADERLESS}, "frob.c")
    assert (keep, reason, found.expression) == (True, "license/allowed", "MIT")


@pytest.mark.parametrize(
    "text",
    [
        # a permissive grant in the licensor's own words: a custom licence, not a proprietary one
        "Frobtool is distributed free of charge. You may use, copy, modify and distribute it for any purpose,\n"
        "provided this notice is kept.\n",
        # modification and redistribution allowed in other words
        "Frobtool is available free of charge. Modifications and redistribution of the source are welcome.\n",
        # an open grant phrase
        "Frobtool is provided free of charge. Permission is hereby granted to use, copy, modify and distribute it.\n",
    ],
)
def test_a_free_of_charge_notice_with_an_open_grant_is_not_proprietary(text: str) -> None:
    keep, reason, found = decide_license({"LICENSE": text, "frob.c": HEADERLESS}, "frob.c")
    assert reason != "license/proprietary"
    assert found is None or lic.USE_NOTICE_RULE not in found.detail


def test_a_notice_pointing_to_a_licence_is_not_a_use_notice() -> None:
    # "distributed ... under the terms of" a licence elsewhere: not the whole statement of the rights
    text = "Frobtool is distributed free of charge under the terms of the licence in doc/TERMS.\n"
    assert not lic._use_notice(text)
    assert lic.detect_repo_license({"LICENSE": text}) is None


def test_a_citation_request_alone_gives_nothing() -> None:
    # no statement that the work is given out for use: nothing is read, as before
    text = "Copyright 2020 Jane Roe. If you use this code in published work, please cite our paper.\n"
    assert lic.detect_repo_license({"LICENSE": text}) is None


def test_a_notice_file_is_not_read_as_a_use_notice() -> None:
    # only a licence file proper (LICENSE/COPYING) states the work's terms; a NOTICE lists attributions
    text = "This product includes Frobtool, which is distributed free of charge by Acme.\n"
    assert lic.detect_repo_license({"NOTICE": text}) is None
