"""License-evidence causes found on TWENTY-SEVENTH after license 28 (issue 8, session 14 "lic29").

1. A source tree whose licence files bundle several components' licences (the project's own 3-clause BSD first, then
   the 4-clause licence of code taken from elsewhere, "for some code in the example server") was one licence for the
   whole tree: the components ANDed, so a file with only its holder's "All rights reserved" line was denied. When the
   tree's Debian DEP-5 file places every component (``Files: *`` one of them, per-path paragraphs each other one), the
   ``Files: *`` licence is the licence files' licence for the tree; the evidence stays the upstream licence files'.
2. A header line that is only a licence's name and the address of its text ("MIT License - http://...") was not read.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint frob_send(const char *buf, size_t n);\n"

BSD3 = """Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:
Redistributions of source code must retain the above copyright notice, this list of conditions and the
following disclaimer.
Redistributions in binary form must reproduce the above copyright notice, this list of conditions and the
following disclaimer in the documentation and/or other materials provided with the distribution.
Neither the name of Frobco, Inc. nor the names of its contributors may be used to endorse or promote
products derived from this software without specific prior written permission.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED
WARRANTIES ARE DISCLAIMED.
"""

BSD4 = """Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:
1. Redistributions of source code must retain the copyright notice, this list of conditions and the
   following disclaimer.
2. Redistributions in binary form must reproduce the above copyright notice, this list of conditions and
   the following disclaimer in the documentation and/or other materials provided with the distribution.
3. All advertising materials mentioning features or use of this software must display the following
   acknowledgement: "This product includes software written by Q. Coder"

THIS SOFTWARE IS PROVIDED BY Q. CODER ``AS IS'' AND ANY EXPRESS OR IMPLIED WARRANTIES ARE DISCLAIMED.
"""

OWN = (
    "========================================\nCopyright (c) 2015 Frobco, Inc.  All rights reserved.\n\n"
    + BSD3
)
BUNDLE = (
    OWN
    + "========================================\n\n"
    + "========================================\n* tinyssl license\n*\n* Frob uses some tinyssl code in the"
    + " example server\n========================================\nCopyright (C) 1997 Q. Coder\nAll rights reserved.\n\n"
    + BSD4
)


def _dep5(bundled_paragraph: bool = True, whole: str = "BSD-3-Clause") -> str:
    text = (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: frob\n\n"
        f"Files: *\nCopyright: 2015 Frobco, Inc.\nLicense: {whole}\n\n"
    )
    if bundled_paragraph:
        text += "Files:\n example/server/tls_srv.c\nCopyright: 1997 Q. Coder\nLicense: BSD-4-clause\n\n"
    text += "Files: debian/*\nCopyright: 2020 A. Packager\nLicense: BSD-3-Clause\n"
    return text


HOLDER_ONLY = (
    "/*\n * frob_send.c\n *\n * Copyright (c) 2016 Frobco, Inc.\n * All rights reserved.\n */\n" + CODE
)


def _tree(**kw) -> dict[str, str]:
    return {
        "LICENSE": BUNDLE,
        "COPYING": OWN,
        "debian/copyright": _dep5(**kw),
        "src/frob_send.c": HOLDER_ONLY,
        "example/server/tls_srv.c": "/* tls_srv.c: from tinyssl */\n" + CODE,
    }


def test_upstream_bundle_is_the_debian_files_star_license_when_debian_places_every_component():
    files = _tree()
    kept, reason, found = decide_license(files, "src/frob_send.c")
    assert (kept, reason, found.expression) == (True, "license/allowed", "BSD-3-Clause")
    # the evidence is still the upstream's licence files (read with Debian's Files: *), not Debian's tree statement
    assert found.method == "license-file" and found.detail.startswith("COPYING, LICENSE")
    # the bundled component's files keep the component's licence
    kept, reason, found = decide_license(files, "example/server/tls_srv.c")
    assert (kept, found.expression) == (False, "BSD-4-Clause")


def test_upstream_bundle_stays_anded_when_debian_does_not_place_a_component():
    # no per-path paragraph names the 4-clause component: nothing says which files it covers
    kept, reason, found = decide_license(_tree(bundled_paragraph=False), "src/frob_send.c")
    assert kept is False and reason.startswith("license/denied")
    assert found.expression == "BSD-3-Clause AND BSD-4-Clause"


def test_upstream_bundle_stays_when_debian_files_star_is_not_one_of_its_components():
    kept, reason, found = decide_license(_tree(whole="MIT"), "src/frob_send.c")
    assert kept is False and found.expression == "BSD-3-Clause AND BSD-4-Clause"


def test_placed_by_debian_needs_a_plain_conjunction():
    assert lic._placed_by_debian("BSD-3-Clause AND BSD-4-Clause", "BSD-3-Clause", ["BSD-4-Clause"])
    assert not lic._placed_by_debian("BSD-4-Clause", "BSD-3-Clause", ["BSD-4-Clause"])
    assert not lic._placed_by_debian("MIT OR BSD-4-Clause", "MIT", ["BSD-4-Clause"])


NAME_URL = """/*
 * Frob multipart reader
 *
 * Based on the reader by P. Author - 2012
 * MIT License - http://www.opensource.org/licenses/mit-license.php
 */
"""


def test_a_line_with_only_a_license_name_and_its_address_is_the_file_license():
    found = lic.detect_file_license(NAME_URL + CODE)
    assert found is not None and found.expression == "MIT"
    found = lic.detect_file_license(NAME_URL.replace(" - http", " (http").replace(".php\n", ".php)\n") + CODE)
    assert found is not None and found.expression == "MIT"


def test_a_name_and_address_inside_a_sentence_or_of_an_unread_name_is_not_read():
    mention = "/*\n * The old reader we replaced came with the MIT License - http://example.org/mit\n */\n"
    assert lic.detect_file_license(mention + CODE) is None
    unknown = "/*\n * Frobnicate Public License - http://example.org/fpl.html\n */\n"
    assert lic.detect_file_license(unknown + CODE) is None
    # the name alone on a line, with no address, is not read (a heading or a mention)
    assert lic.detect_file_license("/*\n * Frob reader\n * MIT License\n */\n" + CODE) is None
