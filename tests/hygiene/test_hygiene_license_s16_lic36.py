"""License-evidence causes found on THIRTY-FIRST (issue 8, session 16 "lic36"): bare all-rights-reserved headers
dropped as proprietary although nothing of the file's own was reserved, or a statement about exactly that file
licensed it.

1. A Debian paragraph that names the file's path (a DEP-5 ``Files:`` glob other than ``*``, or a free-form
   copyright file's "For <paths>:" licence block) is a statement about exactly those files: it licenses a bare
   all-rights-reserved header, whoever the holder (libmpc's ``mpcenc/*`` under the BSD text). A file no paragraph
   names stays proprietary (libmpc's ``common/tags.c``), as license 20 has it.
2. An editor's template placeholder as the holder (Xcode's ``__MyCompanyName__``) reserves nothing: the tree's licence
   applies (allegro's ``demos/skater/include/token.h``).
3. A header that puts the file's copyright in another file ("See readme.txt for copyright information") carries no
   notice of its own: a reservation beside it (a quoted vendor table's) gives way to the tree's licence (allegro's
   ``src/dos/emu8k.c``).
4. "All Rights Reserved" followed by "You have a royalty-free right to use, modify, reproduce and distribute" is an
   open grant, a custom licence (denied), not proprietary (allegro's Gravis ``src/dos/grip.c``).

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint frob_get(char *buf, size_t n);\n"

BSD3_TEXT = (
    "   Redistribution and use in source and binary forms, with or without\n"
    "   modification, are permitted provided that the following conditions are met:\n\n"
    "   * Redistributions of source code must retain the above copyright notice.\n\n"
    "   * Neither the name of the Frob Team nor the names of its contributors may be\n"
    "   used to endorse or promote products derived from this software without\n"
    "   specific prior written permission.\n"
)
LGPL_TEXT = (
    "   This library is free software; you can redistribute it and/or\n"
    "   modify it under the terms of the GNU Lesser General Public\n"
    "   License as published by the Free Software Foundation; either\n"
    "   version 2.1 of the License, or (at your option) any later version.\n"
)
# a free-form copyright file that gives its licences block by block, by path (libmpc's layout)
FREE_FORM_BY_PATH = (
    "This package was debianized by Bernd Packer <bp@example.org> on\nMon, 07 Apr 2008 12:35:20 +0200.\n\n"
    "Upstream Authors:\n\n  The Frob Development Team\n\n"
    "Copyright:\n\n"
    "  For frobenc/*,\n      libfrob/*:\n    Copyright (C) 1999-2004 Quentin Coder\n\n"
    "  For common/tags.c,\n      frobenc/stderr.c:\n"
    "    Copyright (C) Chris Otherman 2002. All rights reserved.\n\n"
    "License:\n\n"
    "  For common/fastmath.c,\n      libfrob/*:\n\n" + LGPL_TEXT + "\n"
    "On Debian systems, the complete text of the GNU Lesser General Public License\n"
    "can be found in `/usr/share/common-licenses/LGPL-2.1'.\n\n"
    "  For include/frob.h\n      frobdec/*,\n      frobenc/*:\n\n" + BSD3_TEXT
)
DEP5 = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: frob\n\n"
DEP5_GPL = (
    DEP5 + "Files: *\nCopyright: 1999-2004 Frob Systems Inc.\nLicense: GPL-2+\n\n"
    "Files: src/vendor/*\nCopyright: 1995 Gadget Works Ltd.\nLicense: GPL-2+\n\n"
    "License: GPL-2+\n This program is free software; you can redistribute it and/or modify it under the terms\n"
    " of the GNU General Public License as published by the Free Software Foundation; either version 2 of the\n"
    " License, or (at your option) any later version.\n"
)
GIFT_WARE = (
    DEP5
    + "Files: *\nCopyright: 1998-2011 Shawn Hargreaves and the Frob developers\nLicense: Frob-gift-ware\n\n"
    "License: Frob-gift-ware\n Frob is gift-ware. It was created by a number of people working in cooperation,\n"
    " and is given to you freely as a gift. You may use, modify, redistribute, and generally hack it about in\n"
    " any way you like, and you do not have to give us anything in return.\n"
)
VENDOR_ARR = (
    "/* frob_get.c\n *\n * Copyright (c) 2014 Gadget Works Ltd.\n * All rights reserved.\n */\n" + CODE
)


def _arr(holder: str) -> str:
    return f"/*\n *  Frob functions\n *\n *  (C) {holder} 2002. All rights reserved.\n *\n */\n" + CODE


def test_a_free_form_for_paths_licence_block_licenses_a_bare_all_rights_reserved_header():
    for path in ("frobenc/keyboard.c", "frobenc/stderr.c", "include/frob.h"):
        files = {"debian/copyright": FREE_FORM_BY_PATH, path: _arr("Chris Otherman")}
        kept, reason, found = decide_license(files, path)
        assert (kept, reason, found.expression) == (True, "license/allowed", "BSD-3-Clause"), path
        assert found.detail.startswith("debian/copyright (Files: include/frob.h frobdec/* frobenc/*)")
    kept, _, found = decide_license(
        {"debian/copyright": FREE_FORM_BY_PATH, "libfrob/x.c": _arr("Chris Otherman")}, "libfrob/x.c"
    )
    assert (kept, found.expression) == (True, "LGPL-2.1-or-later")


def test_a_file_no_paragraph_names_keeps_its_reservation():
    # common/tags.c: the free-form file gives its copyright line, no licence block names it
    files = {"debian/copyright": FREE_FORM_BY_PATH, "common/tags.c": _arr("Chris Otherman")}
    kept, reason, found = decide_license(files, "common/tags.c")
    assert (kept, reason, found.method) == (False, "license/proprietary", "header-text")
    # a DEP-5 file: another holder's header outside the paragraph stays proprietary (license 20)
    kept, reason, _ = decide_license(
        {"debian/copyright": DEP5_GPL, "src/frob_get.c": VENDOR_ARR}, "src/frob_get.c"
    )
    assert (kept, reason) == (False, "license/proprietary")


def test_a_dep5_paragraph_naming_the_path_licenses_the_header_even_with_the_trees_licence():
    # Files: src/vendor/* has the same licence as Files: *; it is still a statement about these very files
    kept, reason, found = decide_license(
        {"debian/copyright": DEP5_GPL, "src/vendor/frob_get.c": VENDOR_ARR}, "src/vendor/frob_get.c"
    )
    assert (kept, found.expression) == (True, "GPL-2.0-or-later")
    assert found.detail == "debian/copyright (Files: src/vendor/*)"


def test_the_free_form_blocks_read_as_rules():
    assert lic.free_form_path_rules(FREE_FORM_BY_PATH) == (
        (("common/fastmath.c", "libfrob/*"), "LGPL-2.1-or-later"),
        (("include/frob.h", "frobdec/*", "frobenc/*"), "BSD-3-Clause"),
    )
    # prose that starts with "For" is no heading
    assert lic.free_form_path_rules("For more information see the upstream site:\n\n" + BSD3_TEXT) == ()
    # a DEP-5 file's paragraphs are read by debian_copyright_rules, not as free-form blocks
    tree = lic.detect_tree_licenses({"debian/copyright": FREE_FORM_BY_PATH})
    assert tree[""].expression == "LGPL-2.1-or-later" and len(tree[""].paths) == 2


def test_a_template_placeholder_holder_reserves_nothing():
    for header in (
        "/*\n *  tkeniser.h\n *  Frob Demo Game\n *\n *  Created by A. Coder on 18/07/2005.\n"
        " *  Copyright 2005 __MyCompanyName__. All rights reserved.\n *\n */\n" + CODE,
        "//\n//  frob.h\n//  Created by A. Coder on 2/3/12.\n//  Copyright (c) 2012 ___ORGANIZATIONNAME___.\n"
        "//  All rights reserved.\n//\n" + CODE,
    ):
        assert lic.detect_file_license(header) is None
        kept, reason, found = decide_license(
            {"debian/copyright": GIFT_WARE, "demo/token.h": header}, "demo/token.h"
        )
        assert (kept, reason, found.detail) == (
            False,
            "license/denied:LicenseRef-custom-Frob-gift-ware",
            "debian/copyright",
        )
    # a real holder beside the placeholder still reserves its rights
    both = (
        "/* Copyright 2005 __MyCompanyName__. All rights reserved.\n * Copyright (c) 2004 Gadget Works Ltd.\n"
    )
    both += " * All rights reserved.\n */\n" + CODE
    found = lic.detect_file_license(both)
    assert (found.expression, found.holders) == (lic.ALL_RIGHTS_RESERVED, ("Gadget Works Ltd",))


def test_a_pointer_to_another_files_notice_takes_the_trees_licence():
    header = (
        "/*\n *      Low-level functions for the frob driver.\n *\n *      By George Foot.\n *\n"
        " *      See readme.txt for copyright information.\n */\n\n#include <math.h>\n\n"
        "/****************************************************************************\\\n"
        "* FROB.H : init arrays                                                       *\n"
        "* (C) Copyright Gadget Technology Ltd. 1992-96. All rights reserved          *\n"
        "* worldwide.                                                                 *\n"
        "\\****************************************************************************/\n" + CODE
    )
    found = lic.detect_file_license(header)
    assert (found.expression, found.detail) == (
        lic.ALL_RIGHTS_RESERVED,
        "all-rights-reserved, copyright in readme.txt",
    )
    kept, reason, found = decide_license({"debian/copyright": GIFT_WARE, "src/emu.c": header}, "src/emu.c")
    assert (kept, reason) == (False, "license/denied:LicenseRef-custom-Frob-gift-ware")
    assert found.detail == "debian/copyright; file's all-rights-reserved, copyright in readme.txt"
    # with no licence in the tree, the reservation stands
    kept, reason, _ = decide_license({"src/emu.c": header}, "src/emu.c")
    assert (kept, reason) == (False, "license/proprietary")
    # the same vendor block without the pointer stays proprietary under Debian's tree statement
    plain = header.replace(" *      See readme.txt for copyright information.\n", "")
    kept, reason, _ = decide_license({"debian/copyright": GIFT_WARE, "src/emu.c": plain}, "src/emu.c")
    assert (kept, reason) == (False, "license/proprietary")


def test_all_rights_reserved_then_a_royalty_free_right_to_use_modify_and_distribute_is_an_open_grant():
    grip = (
        "/**  COPYRIGHT:\n**    (C) Copyright Gadget Gravity Computer Technology Ltd 1995.\n**        All Rights Reserved.\n"
        '**  DISCLAIMER OF WARRANTIES:\n**    The following [enclosed] code is provided to you "AS IS",\n'
        "**    without warranty of any kind.  You have a royalty-free right to\n"
        "**    use, modify, reproduce and distribute the following code (and/or\n"
        "**    any modified version) provided that you agree that Gadget Gravity has no warranty obligations.\n*/\n"
        + CODE
    )
    found = lic.detect_file_license(grip)
    assert (found.expression, found.detail) == (lic.OPEN_GRANT, "all-rights-reserved+open-grant")
    kept, reason, _ = decide_license({"src/grip.c": grip}, "src/grip.c")
    assert (kept, reason) == (False, f"license/denied:{lic.OPEN_GRANT}")
    # a right to use only, or no right at all, grants nothing open
    for words in (
        "You have a royalty-free right to use the following code",
        "You have no right to use, modify, reproduce or distribute the following code",
    ):
        text = grip.replace(
            "You have a royalty-free right to\n**    use, modify, reproduce and distribute the following code",
            words,
        )
        kept, reason, _ = decide_license({"src/grip.c": text}, "src/grip.c")
        assert (kept, reason) == (False, "license/proprietary"), words


def test_a_vendors_bare_all_rights_reserved_header_stays_proprietary():
    nordic = (
        "/* Copyright (c) 2013 Nordic Gadget ASA. All rights reserved.\n *\n"
        " * The information contained herein is property of Nordic Gadget ASA.\n */\n" + CODE
    )
    for files in (
        {"debian/copyright": DEP5_GPL, "src/dfu.h": nordic},
        {"debian/copyright": GIFT_WARE, "src/dfu.h": nordic},
        {"debian/copyright": FREE_FORM_BY_PATH, "src/dfu.h": nordic},
        {"src/dfu.h": nordic},
    ):
        kept, reason, found = decide_license(files, "src/dfu.h")
        assert (kept, reason, found.method) == (False, "license/proprietary", "header-text")
