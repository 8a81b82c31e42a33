"""License-evidence causes found on FIFTEENTH (issue 8, session 10 "lic14").

- A free-form copyright file (no DEP-5 header, no SPDX license) whose terms of use grant "to each user of the
  software a license to use and distribute the software, and develop derivative works": an open grant in the
  licensor's own words, a determined custom licence (``license/denied``), not ``license/unknown``. Its files
  that state no licence, or only a header field saying none applies, take it.
- A header with only "Copyright <firm> 2012 ALL RIGHTS RESERVED" in such a folder: the folder's open grant
  governs (``license/denied``), not ``license/proprietary``.
- The same "grants ... a license to use" wording after an all-rights-reserved line in a header is an open grant.
- Guards: a file that only mentions a license grant ("does not grant you a license to use", "the grant of a
  license to use ... is made by a separate agreement") grants nothing; and a folder license naming a known
  license still decides.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

NO_HEADER = "#ifndef GRID_H\n#define GRID_H\n\nint grid_open(int zone);\n\n#endif\n"
NONE_APPLY = (
    "/*\n * CLASSIFICATION: UNCLASSIFIED\n *\n * LICENSES: None apply to this component.\n *\n"
    " * RESTRICTIONS: None.\n */\n\nint grid_zone(double lat);\n"
)
RESERVED_ONLY = "// Copyright Acme Mapping Inc. 2012 ALL RIGHTS RESERVED\n\nclass GridApi { int zone; };\n"

TERMS = (
    "This package was debianized by Jane Roe on Sun, 02 Mar 2008.\n\n"
    "It was downloaded from http://example.org/gridkit/\n\n"
    "Copyright: (C) 1999-2008 Survey Agency\n\n"
    "                                   UNCLASSIFIED\n\n"
    "GRIDKIT Terms of Use:\n\n"
    '1. The GRIDKIT source code ("the software") is provided free of charge by the\n'
    "Survey Agency. The Agency hereby grants to each user of the software a license to\n"
    "use and distribute the software, and develop derivative works.\n\n"
    "2. Do not use the name GRIDKIT for any derived work.\n\n"
    '3. Warranty Disclaimer: The software is provided "as is", and no warranty is made.\n'
)


_decide = decide_license


def test_terms_of_use_granting_a_license_to_use_and_distribute_is_an_open_grant() -> None:
    for header in (NO_HEADER, NONE_APPLY):
        keep, reason, found = _decide({"LICENSE": TERMS, "grid/Zone.h": header}, "grid/Zone.h")
        assert found is not None and found.expression == lic.OPEN_GRANT
        assert not keep and reason.startswith("license/denied")


def test_bare_all_rights_reserved_header_yields_to_the_folder_open_grant() -> None:
    keep, reason, found = _decide({"LICENSE": TERMS, "grid/GridApi.h": RESERVED_ONLY}, "grid/GridApi.h")
    assert found is not None and found.expression == lic.OPEN_GRANT
    assert not keep and reason.startswith("license/denied")


def test_license_to_use_grant_after_all_rights_reserved_in_a_header() -> None:
    header = (
        "/* Copyright 2012 Acme Mapping Inc. All rights reserved.\n"
        " * Acme hereby grants you a nonexclusive license to use, copy and distribute this file,\n"
        " * provided this notice is kept. */\nint grid_id(void);\n"
    )
    assert lic.detect_license_text(header) == (lic.OPEN_GRANT, "all-rights-reserved+open-grant")


def test_a_mention_of_a_license_grant_is_no_grant() -> None:
    for text in (
        "Copyright 2012 Acme Mapping Inc. All rights reserved.\n"
        "Acme does not grant you a license to use, copy or distribute this software.\n",
        "Copyright 2012 Acme Mapping Inc. All rights reserved.\n"
        "The grant of a license to use this software is made by a separate agreement.\n",
    ):
        assert lic.detect_license_text(text) == (lic.ALL_RIGHTS_RESERVED, "all-rights-reserved")
        keep, reason, found = _decide({"LICENSE": text, "grid/Zone.h": NO_HEADER}, "grid/Zone.h")
        assert found is None and (keep, reason) == (False, "license/unknown")


def test_a_known_folder_license_still_decides() -> None:
    files = {"LICENSE": TERMS, "package.json": '{"license": "MIT"}', "grid/Zone.h": NO_HEADER}
    keep, reason, found = _decide(files, "grid/Zone.h")
    assert found is not None and found.expression == "MIT" and keep
