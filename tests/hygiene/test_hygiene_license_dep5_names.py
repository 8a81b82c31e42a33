"""Debian-local license names and the copyright files that use them (issue 8, session 5 "license 2").

Each case is a small file written for the test, shaped like a real Debian copyright file or header:
a `Files: *` paragraph naming a Debian-local license whose stand-alone paragraph only points at
/usr/share/common-licenses and states the LLVM exceptions; a `Files: *` conjunction of known and
local permissive names; a GPL AND-ed with a local name whose text is an exception to it; a free-form
copyright file whose package is GPL and whose later stanza quotes a bundled component's 4-clause BSD;
an SPDX tag `LicenseRef-<license>-with-<x>-exception`. Each is decided as the stage decides (file
evidence first, then the tree's license files) and must be kept with the right license.
"""

from __future__ import annotations

from pipeline.config import LicensePolicy
from pipeline.hygiene import license as lic

NO_GRANT = "// Copyright 2019 Example Project contributors\n#pragma once\n\nint parse_unit(const char* s);\n"
FORMAT = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: toolkit\n\n"
)


def _decide(files: dict[str, str], path: str) -> tuple[bool, str, str | None, tuple[str, ...]]:
    """(kept, ledger reason, license expression, tags) of ``path`` in a tree, as the stage decides."""
    tree = lic.detect_tree_licenses({p: t for p, t in files.items() if lic.is_evidence_file(p)})
    found = lic.resolve(lic.detect_file_license(files[path]), lic.license_for(path, tree))
    verdict = lic.classify(found.expression if found else None, LicensePolicy())
    return verdict.keep, verdict.reason, verdict.expression, verdict.tags


APACHE_LLVM_LOCAL = (
    FORMAT
    + "Files: *\nCopyright: 2003-2023 Example Compiler Project\nLicense: APACHE-2-WITH-COMPILER-EXCEPTIONS\n\n"
    "Files: debian/*\nCopyright: 2020 A Packager\nLicense: GPL-2+\n\n"
    "License: APACHE-2-WITH-COMPILER-EXCEPTIONS\n"
    " On Debian systems the full text of the Apache Software License 2.0 can be\n"
    " found in the `/usr/share/common-licenses/Apache-2.0' file.\n"
    " .\n"
    " ---- LLVM Exceptions to the Apache 2.0 License ----\n"
    " .\n"
    " As an exception, if, as a result of your compiling your source code, portions\n"
    " of this Software are embedded into an Object form of such source code, you\n"
    " may redistribute such embedded portions in such Object form without complying\n"
    " with the conditions of Sections 4(a), 4(b) and 4(d) of the License.\n\n"
    "License: GPL-2+\n On Debian systems, see /usr/share/common-licenses/GPL-2.\n"
)


def test_local_name_whose_paragraph_points_at_common_licenses_with_llvm_exceptions_is_apache_with_llvm():
    kept, reason, expression, tags = _decide(
        {"LICENSE": APACHE_LLVM_LOCAL, "include/tool/Parser.h": NO_GRANT}, "include/tool/Parser.h"
    )
    assert (kept, reason, expression, tags) == (True, "license/allowed", "Apache-2.0 WITH LLVM-exception", ())


def test_common_licenses_pointer_alone_names_the_license():
    text = (
        FORMAT
        + "Files: *\nLicense: Toolkit-GPL\n\nLicense: Toolkit-GPL\n See /usr/share/common-licenses/GPL-3.\n"
    )
    assert lic.debian_copyright_license(text) == "GPL-3.0-only"


def _conjunction(extra_name: str, extra_text: str) -> str:
    return (
        FORMAT + "Files: *\nCopyright: 1995-2023 The Toolkit Team\n"
        f"License: LGPL-2.1+ and widget-permissive and Expat and {extra_name}\n\n"
        "License: LGPL-2.1+\n This library is free software; you can redistribute it and/or modify it under\n"
        " the terms of the GNU Lesser General Public License as published by the Free Software Foundation;\n"
        " either version 2.1 of the License, or (at your option) any later version.\n\n"
        "License: widget-permissive\n The authors hereby grant permission to use, copy, modify, distribute, and\n"
        " license this software and its documentation for any purpose, provided that existing copyright\n"
        " notices are retained in all copies.\n\n"
        f"License: {extra_name}\n{extra_text}\n"
    )


def test_conjunction_reads_local_names_from_their_text_and_leaves_out_plain_permissions():
    text = _conjunction(
        "telegraph-permissive",
        " The text and information contained in this file may be freely used,\n copied, or distributed"
        " without compensation or licensing restrictions.",
    )
    kept, reason, expression, tags = _decide({"LICENSE": text, "gtkx/widget.h": NO_GRANT}, "gtkx/widget.h")
    assert kept and reason == "license/allowed"
    # the known names and the local ones read from their text (widget-permissive is the Tcl/Tk license's
    # text: TCL, allowed since license 9); the unread plain-permission text adds nothing
    assert expression == "LGPL-2.1-or-later AND TCL AND MIT"


def test_conjunction_keeps_an_unread_local_name_that_is_not_a_plain_permission_as_a_custom_license():
    text = _conjunction(
        "sharing-terms",
        " You may use this file provided that every modification is made available in source code\n"
        " form to the public under these same terms (a copyleft term this detector cannot name).",
    )
    kept, reason, expression, _ = _decide({"LICENSE": text, "gtkx/widget.h": NO_GRANT}, "gtkx/widget.h")
    # given with its text, the local license is determined (license 10): a custom one, denied, not unknown
    assert (kept, reason) == (False, f"license/denied:{expression}")
    assert "LicenseRef-custom-sharing-terms" in expression and "widget-permissive" not in expression


def test_a_local_name_whose_text_is_an_exception_to_the_gpl_is_gpl_with_that_exception():
    text = (
        FORMAT + "Files: *\nCopyright: 2005-2014 Schema Tools CC\nLicense: GPL-2+ and OPENLIB\n\n"
        "License: GPL-2+\n This program is free software; you can redistribute it and/or modify it under the\n"
        " terms of the GNU General Public License as published by the Free Software Foundation; either\n"
        " version 2 of the License, or (at your option) any later version.\n\n"
        "License: OPENLIB\n Open library exception\n .\n"
        " As a special exception to the terms and conditions of version 2 of the GPL, you may\n"
        " distribute the runtime library with programs under the licenses listed below; this\n"
        " OPENLIB exception does not allow relicensing the library for proprietary use.\n"
    )
    kept, reason, expression, tags = _decide(
        {"LICENSE": text, "xs/tree/list.hxx": NO_GRANT}, "xs/tree/list.hxx"
    )
    assert (kept, reason, tags) == (True, "license/allowed", ("copyleft",))
    assert expression == "GPL-2.0-or-later WITH LicenseRef-OPENLIB-exception"


FREE_FORM = """This work was packaged for Debian by A Packager on Tue, 09 Mar 2010.

Upstream Authors:
    NetSim: A. Author, B. Author

Copyright and License:

    NetSim is copyright under GNU GENERAL PUBLIC LICENSE Version 2.

    The build tool is distributed under the GNU Lesser General Public License version 2.1.

    stack-*/bsd/*  (from BSD)
        * Copyright (c) 1982, 1986 The Regents of the University of California.
        * Redistribution and use in source and binary forms, with or without
        * modification, are permitted provided that the following conditions are met:
        * 1. Redistributions of source code must retain the above copyright notice.
        * 3. All advertising materials mentioning features or use of this software
        *    must display the following acknowledgement: This product includes software
        *    developed by the University of California, Berkeley and its contributors.
        * 4. Neither the name of the University nor the names of its contributors
        *    may be used to endorse or promote products derived from this software.
"""


def test_free_form_copyright_file_the_packages_own_gpl_statement_governs_not_a_later_bsd4_stanza():
    kept, reason, expression, tags = _decide(
        {"LICENSE": FREE_FORM, "netsim/core-module.h": NO_GRANT}, "netsim/core-module.h"
    )
    assert (kept, reason, expression, tags) == (True, "license/allowed", "GPL-2.0-only", ("copyleft",))


def test_lgpl_header_that_also_names_the_gpl_is_still_lgpl():
    header = (
        "/* This library is free software; you can redistribute it and/or modify it under the terms of\n"
        " * the GNU Lesser General Public License as published by the Free Software Foundation; either\n"
        " * version 2.1 of the License, or (at your option) any later version. It is distributed WITHOUT\n"
        " * ANY WARRANTY; see the GNU General Public License version 2 for more details. */\n"
        "int f(void);\n"
    )
    assert lic.detect_file_license(header).expression == "LGPL-2.1-or-later"


def test_licenseref_tag_naming_a_license_with_an_exception_is_that_license_with_the_exception():
    text = (
        "// SPDX-FileCopyrightInfo: Copyright (C) Grid Project contributors\n"
        "// SPDX-License-Identifier: LicenseRef-GPL-2.0-only-with-GRID-exception\n"
        "#pragma once\nnamespace grid { template <class T> T clamp(T v, T lo, T hi); }\n"
    )
    found = lic.detect_file_license(text)
    assert found.method == "spdx-tag" and found.expression == "GPL-2.0-only WITH LicenseRef-GRID-exception"
    verdict = lic.classify(found.expression, LicensePolicy())
    assert (verdict.keep, verdict.tags) == (True, ("copyleft",))
    # a LicenseRef that names no known license stays unknown
    other = lic.detect_file_license("// SPDX-License-Identifier: LicenseRef-Grid-Terms\nint x;\n")
    assert lic.classify(other.expression, LicensePolicy()).reason == "license/unknown"


def test_header_granting_by_a_gnu_short_name_is_read_and_prose_mentioning_the_gpl_is_not():
    released = (
        "/* This file is released under LGPL2.\n   See COPYING.LGPL2 in root directory for more details\n*/\n"
    )
    assert lic.detect_file_license(released + "int uc_open(void);\n").expression == "LGPL-2.0-only"
    later = "// Licensed under the GPLv2 or later.\nint f(void);\n"
    assert lic.detect_file_license(later).expression == "GPL-2.0-or-later"
    prose = "// Unlike code released under GPL, this helper has no license statement.\nint g(void);\n"
    assert lic.detect_file_license(prose) is None
    # a date after the name is no version ("Released under GPL 3/26/00"), and "+" is "or later"
    assert lic.detect_file_license("// Released under GPL 3/26/00 by A. Author\nint h(void);\n") is None
    plus = "/* released under the LGPLv2+ */\nint k(void);\n"
    assert lic.detect_file_license(plus).expression == "LGPL-2.0-or-later"


def test_header_stating_the_gpl_then_the_lgpl_without_a_choice_stays_lgpl():
    # the LGPL-beside-GPL rule of headers is unchanged (only license/copyright files keep a GPL stated first)
    header = (
        "/* Toolkit is free software: you can redistribute it and/or modify it under the terms of the GNU\n"
        " * General Public License as published by the Free Software Foundation, either version 3 of the\n"
        " * License, or (at your option) any later version. Toolkit is free software: you can redistribute\n"
        " * it and/or modify it under the terms of the GNU Lesser General Public License as published by\n"
        " * the Free Software Foundation, either version 3 of the License, or (at your option) any later version.\n"
        " */\nint toolkit_init(void);\n"
    )
    assert lic.detect_file_license(header).expression == "LGPL-3.0-or-later"
