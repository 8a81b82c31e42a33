"""License-evidence causes found on TWENTY-FIFTH after license 24 (issue 8, session 13 "lic26").

Sun's licence of its PPP code (SPDX ``Sun-PPP``) reserves all rights and then grants them in the passive voice, the
rights as the subject: "Non-exclusive rights to redistribute, modify, translate, and use this software in source and
binary forms, in whole or in part, is hereby granted, provided that ...". No rule read that voice (license 23 read
only "License to ... is granted"), so the header was a bare all-rights-reserved: proprietary. It is now read as
Sun-PPP (the file's own licence: denied, not proprietary, as Sun-PPP is not allow-listed), and a passive "(non-exclusive)
rights to <use/copy/...> ... is/are (hereby) granted" after "All rights reserved" is an open grant of its own (not after
"no", not across words that reserve or deny, not "for non-commercial" use).

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint tunnel_open(const char *name, size_t len);\n"

SUN_PPP_HEADER = (
    "/*\n"
    " * tunnel.c - a point-to-point tunnel for the link layer\n"
    " *\n"
    " * Copyright (c) 2001 by Sun Microsystems, Inc.\n"
    " * All rights reserved.\n"
    " *\n"
    " * Non-exclusive rights to redistribute, modify, translate, and use\n"
    " * this software in source and binary forms, in whole or in part, is\n"
    " * hereby granted, provided that the above copyright notice is\n"
    " * duplicated in any source form, and that neither the name of the\n"
    " * copyright holder nor the author is used to endorse or promote\n"
    " * products derived from this software.\n"
    " *\n"
    " * THIS SOFTWARE IS PROVIDED ``AS IS'' AND WITHOUT ANY EXPRESS OR\n"
    " * IMPLIED WARRANTIES.\n"
    " *\n"
    " * Original version by A. Author\n"
    " */\n" + CODE
)

MIT_LICENSE = (
    "Copyright (c) 2015 Frob Authors\n\n"
    "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated\n"
    'documentation files (the "Software"), to deal in the Software without restriction.\n'
)


def test_suns_ppp_licence_after_all_rights_reserved_is_sun_ppp_not_proprietary() -> None:
    found = lic.detect_file_license(SUN_PPP_HEADER)
    assert (found.expression, found.method) == ("Sun-PPP", "header-text")
    keep, reason, _ = decide_license({"pppd/tunnel.c": SUN_PPP_HEADER}, "pppd/tunnel.c")
    assert (keep, reason) == (False, "license/denied:Sun-PPP")


def test_suns_ppp_licence_is_the_files_own_over_the_folders() -> None:
    files = {"LICENSE": MIT_LICENSE, "pppd/tunnel.c": SUN_PPP_HEADER}
    keep, reason, found = decide_license(files, "pppd/tunnel.c")
    assert (keep, reason, found.method) == (False, "license/denied:Sun-PPP", "header-text")


def _header(grant: str) -> str:
    return f"/* Copyright 1998 Acme Widgets Inc. All rights reserved.\n *\n * {grant}\n */\n" + CODE


REFUSED = (
    "No rights to use, copy or modify this code are granted.",
    "No non-exclusive rights to use this code are hereby granted.",
    "Rights to copy this code are reserved. Permission is granted to view it.",
    "Rights to use this code are not granted except by written agreement.",
    "Rights to use and copy this code are granted for non-commercial purposes only.",
)


@pytest.mark.parametrize(
    "grant",
    [
        "Non-exclusive rights to use, copy and modify this code, in whole\n * or in part, are hereby granted, "
        "provided that this notice is kept.",
        "The rights to redistribute and use this code in source and binary\n * forms are granted to all, provided "
        "that this notice is kept.",
        "Rights to translate and use this code is hereby granted.",
    ],
)
def test_passive_rights_granted_after_all_rights_reserved_are_an_open_grant_unless_refused(
    grant: str,
) -> None:
    found = lic.detect_file_license(_header(grant))
    assert (found.expression, found.detail) == (lic.OPEN_GRANT, "all-rights-reserved+open-grant")
    keep, reason, _ = decide_license({"src/w.c": _header(grant)}, "src/w.c")
    assert (keep, reason) == (False, f"license/denied:{lic.OPEN_GRANT}")
    # refused, reserved, or only for non-commercial use: nothing open is granted, the notice stays proprietary
    for refused in REFUSED:
        found = lic.detect_file_license(_header(refused))
        assert found is None or found.expression != lic.OPEN_GRANT, refused
        keep, reason, _ = decide_license({"src/w.c": _header(refused)}, "src/w.c")
        assert (keep, reason) == (False, "license/proprietary"), refused
