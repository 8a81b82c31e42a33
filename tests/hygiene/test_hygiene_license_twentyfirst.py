"""License-evidence causes found on TWENTY-FIRST (issue 8, session 12 "lic20"), the first set of Debian source trees.

1. A Debian source tree keeps Debian's copyright at ``debian/copyright`` beside its upstream files. Licence 19 looked
   for licence files only in the folders above a file, so a ``debian/copyright`` was evidence for nothing (it sits in
   a sibling folder): headerless files of a tree whose only licence statement is Debian's were ``license/unknown``.
   It is now the evidence of the tree it packages (the folder above ``debian/``): its ``Files: *`` (or a free-form
   file's statement) for the whole tree when the upstream ships no licence file at the root, and its specific DEP-5
   paragraphs over the upstream's root LICENSE for the files they name.
   Debian's tree-wide statement does not replace another holder's bare "All Rights Reserved" header (an upstream
   licence file or a paragraph naming the file does).
2. The MirOS Licence's text in a header, without its title: read as MirOS (denied, not unknown).
3. A ``LICENSE.<name>`` file named after the holder of its text (a dependency's licence, "Copyright (c) The OpenSSL
   Project") beside the tree's own LICENSE was ANDed into the tree's licence.
4. Name forms: ``FDL1.2+-noinvar``, ``GPLv2+ (please see /usr/share/common-licenses/GPL-2).``.

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

GPL2_TEXT = (
    "                    GNU GENERAL PUBLIC LICENSE\n                       Version 2, June 1991\n\n"
    " Copyright (C) 1989, 1991 Free Software Foundation, Inc.\n"
)
HEADERLESS = "#ifndef FROB_H\n#define FROB_H\n\nint frob(int x);\n\n#endif\n"
DEP5 = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: frob\n\n"

DEP5_GPL = (
    DEP5 + "Files: *\nCopyright: 2001 A. Author\nLicense: GPL-2+\n\n"
    "Files: debian/*\nCopyright: 2010 B. Packager\nLicense: GPL-2+\n\n"
    "License: GPL-2+\n This program is free software; you can redistribute it and/or modify it under the terms\n"
    " of the GNU General Public License as published by the Free Software Foundation; either version 2 of the\n"
    " License, or (at your option) any later version.\n .\n"
    " On Debian systems, the full text is in /usr/share/common-licenses/GPL-2.\n"
)

BSD4_TEXT = (
    "Copyright (c) 1999 A. Author. All rights reserved.\n\n"
    "Redistribution and use in source and binary forms, with or without modification, are permitted provided\n"
    "that the following conditions are met:\n"
    "1. Redistributions of source code must retain the above copyright notice.\n"
    "2. Redistributions in binary form must reproduce the above copyright notice.\n"
    "3. All advertising materials mentioning features or use of this software must display the following\n"
    "   acknowledgement: This product includes software developed by A. Author.\n"
    "4. The name of the author may not be used to endorse or promote products derived from this software.\n\n"
    'THIS SOFTWARE IS PROVIDED BY THE AUTHOR "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES ARE DISCLAIMED.\n'
)

DEP5_SPECIFIC = (
    DEP5 + "Files: *\nCopyright: 1999 A. Author\nLicense: BSD-4-clause\n\n"
    "Files: src/hash.c src/hash.h\nCopyright: none\nLicense: public-domain\n"
    " This code is in the public domain; do with it what you wish.\n\n"
    "Files: src/code.c\nCopyright: 2003 C. Coder\nLicense: BSD-3-clause\n\n"
    "License: BSD-4-clause\n Redistribution and use in source and binary forms, with or without modification, are\n"
    " permitted provided that the following conditions are met: ...\n\n"
    "License: BSD-3-clause\n Redistribution and use in source and binary forms, with or without modification, are\n"
    " permitted provided that ... Neither the name of the author may be used to endorse or promote products.\n"
)


def test_a_debian_source_trees_dep5_copyright_licenses_its_headerless_files() -> None:
    files = {"debian/copyright": DEP5_GPL, "frob.h": HEADERLESS, "legacy/old.c": HEADERLESS}
    for path in ("frob.h", "legacy/old.c"):
        keep, reason, found = decide_license(files, path)
        assert (keep, reason) == (True, "license/allowed")
        assert (found.expression, found.detail) == ("GPL-2.0-or-later", "debian/copyright")


def test_a_specific_dep5_paragraph_beats_the_upstream_root_license_for_the_files_it_names() -> None:
    files = {
        "LICENSE": BSD4_TEXT,
        "debian/copyright": DEP5_SPECIFIC,
        "src/hash.h": HEADERLESS,
        "src/golay.h": HEADERLESS,
    }
    keep, reason, found = decide_license(files, "src/hash.h")
    assert (keep, reason) == (True, "license/allowed")
    assert (found.expression, found.detail) == (
        lic.PUBLIC_DOMAIN,
        "debian/copyright (Files: src/hash.c src/hash.h)",
    )
    # a file no specific paragraph names: the upstream's own LICENSE (which Debian's Files: * only restates)
    keep, reason, found = decide_license(files, "src/golay.h")
    assert (reason, found.expression, found.detail) == (
        "license/denied:BSD-4-Clause",
        "BSD-4-Clause",
        "LICENSE",
    )


def test_the_upstream_root_license_stays_the_trees_license_over_debians_files_star() -> None:
    mit = "MIT License\n\nCopyright (c) 2020 A. Author\n\nPermission is hereby granted, free of charge, to any person "
    mit += "obtaining a copy of this software ...\n"
    files = {"LICENSE": mit, "debian/copyright": DEP5_GPL, "frob.h": HEADERLESS}
    keep, reason, found = decide_license(files, "frob.h")
    assert (keep, found.expression, found.detail) == (True, "MIT", "LICENSE")


def test_a_free_form_debian_copyright_is_a_tree_wide_statement() -> None:
    text = (
        "This package was debianized by B. Packager on Sat, 1 Jan 2000.\n\n"
        "Upstream author: A. Author\n\n"
        "This program is free software; you can redistribute it and/or modify it under the terms of the GNU\n"
        "General Public License as published by the Free Software Foundation; either version 2 of the License,\n"
        "or (at your option) any later version.\n\n"
        "On Debian systems, the complete text of the GNU General Public License can be found in\n"
        "/usr/share/common-licenses/GPL-2.\n"
    )
    files = {"debian/copyright": text, "NW-only/nw_os.h": HEADERLESS}
    keep, reason, found = decide_license(files, "NW-only/nw_os.h")
    assert (keep, found.expression, found.detail) == (True, "GPL-2.0-or-later", "debian/copyright")


def test_a_vendored_debian_source_trees_copyright_globs_are_relative_to_that_tree() -> None:
    files = {
        "LICENSE": "Boost Software License - Version 1.0 - August 17th, 2003\n",
        "ext/frob/debian/copyright": DEP5_SPECIFIC,
        "ext/frob/src/hash.h": HEADERLESS,
        "ext/frob/src/other.h": HEADERLESS,
        "src/hash.h": HEADERLESS,
    }
    _, _, found = decide_license(files, "ext/frob/src/hash.h")
    assert (found.expression, found.detail) == (
        lic.PUBLIC_DOMAIN,
        "ext/frob/debian/copyright (Files: ext/frob/src/hash.c ext/frob/src/hash.h)",
    )
    _, _, found = decide_license(files, "ext/frob/src/other.h")
    assert (found.expression, found.detail) == ("BSD-4-Clause", "ext/frob/debian/copyright")
    _, _, found = decide_license(files, "src/hash.h")
    assert (found.expression, found.detail) == ("BSL-1.0", "LICENSE")


def test_the_stage_carries_the_debian_rules_file_through_its_evidence_json(monkeypatch, tmp_path) -> None:
    import json

    from pipeline.stages import license as stage

    tree = lic.detect_tree_licenses({"LICENSE": BSD4_TEXT, "debian/copyright": DEP5_SPECIFIC})

    class Store:
        def exists(self, path):
            return path.exists()

        def write_json(self, path, obj):
            path.write_text(json.dumps(obj))

        def read_json(self, path):
            return json.loads(path.read_text())

    class Ctx:
        store = Store()

        def file_path(self, name):
            return tmp_path / name

    monkeypatch.setattr(stage, "repo_licenses", lambda ctx: {"frob": tree})
    stage.find_repo_licenses(Ctx(), None)
    read = stage.stage.prepare(Ctx(), None)["frob"]
    assert read == tree
    found = lic.license_for("src/hash.h", read)
    assert found.detail == "debian/copyright (Files: src/hash.c src/hash.h)"


ARR_HEADER = (
    "/*\n\tgetopt.c\n\n\tCopyright (c) 1986 by Frob Systems Inc.\n\tAll Rights Reserved.\n*/\n\n" + HEADERLESS
)


def test_debians_tree_wide_statement_does_not_license_another_holders_all_rights_reserved_file() -> None:
    free_form = (
        "Upstream author: A. Author\n\nThis source code is copyright under the GNU General Public License.\n"
    )
    for copyright_file in (DEP5_GPL, free_form):
        files = {"debian/copyright": copyright_file, "DOS-only/getopt.c": ARR_HEADER}
        keep, reason, found = decide_license(files, "DOS-only/getopt.c")
        assert (keep, reason, found.method) == (False, "license/proprietary", "header-text")
    # the upstream's own license file still reads a bare "All rights reserved" line as its formality
    files = {"COPYING": GPL2_TEXT, "debian/copyright": DEP5_GPL, "DOS-only/getopt.c": ARR_HEADER}
    keep, _, found = decide_license(files, "DOS-only/getopt.c")
    assert (keep, found.expression, found.detail) == (True, "GPL-2.0-only", "COPYING")
    # and a Debian paragraph naming the file is the file's license
    named = DEP5_GPL + "\nFiles: DOS-only/getopt.c\nCopyright: 1986 Frob Systems Inc.\nLicense: Expat\n"
    keep, _, found = decide_license(
        {"debian/copyright": named, "DOS-only/getopt.c": ARR_HEADER}, "DOS-only/getopt.c"
    )
    assert (keep, found.expression) == (True, "MIT")


MIROS_HEADER = (
    "/*-\n * Copyright (c) 2011, 2012\n *\tA. Author <a@example.org>\n *\n"
    " * Provided that these terms and disclaimer and all copyright notices\n"
    " * are retained or reproduced in an accompanying document, permission\n"
    " * is granted to deal in this work without restriction, including un-\n"
    " * limited rights to use, publicly perform, distribute, sell, modify,\n"
    " * merge, give away, or sublicence.\n *\n"
    ' * This work is provided "AS IS" and WITHOUT WARRANTY of any kind, to\n'
    " * the utmost extent permitted by applicable law.\n */\n\n" + HEADERLESS
)


def test_the_miros_licence_text_in_a_header_is_miros_and_denied_not_unknown() -> None:
    keep, reason, found = decide_license({"shell/eval.c": MIROS_HEADER}, "shell/eval.c")
    assert (keep, reason) == (False, "license/denied:MirOS")
    assert (found.expression, found.method) == ("MirOS", "header-text")


OPENSSL_TEXT = (
    "  LICENSE ISSUES\n  ==============\n\n  The Frobssl toolkit stays under a dual license.\n\n"
    "/* ====================================================================\n"
    " * Copyright (c) 1998-2016 The Frobssl Project.  All rights reserved.\n *\n"
    " * Redistribution and use in source and binary forms, with or without\n"
    " * modification, are permitted provided that the following conditions are met:\n"
    " * 3. All advertising materials mentioning features or use of this\n"
    " *    software must display the following acknowledgment.\n */\n"
)


def test_a_license_file_named_after_the_holder_of_its_text_is_a_dependencys_not_the_trees() -> None:
    files = {"LICENSE": GPL2_TEXT, "LICENSE.Frobssl": OPENSSL_TEXT, "src/malloc_s.c": HEADERLESS}
    keep, reason, found = decide_license(files, "src/malloc_s.c")
    assert (keep, found.expression, found.detail) == (True, "GPL-2.0-only", "LICENSE")


def test_a_holder_named_license_file_alone_still_counts() -> None:
    files = {"LICENSE.Frobssl": OPENSSL_TEXT, "src/a.c": HEADERLESS}
    _, _, found = decide_license(files, "src/a.c")
    assert (found.expression, found.detail) == ("BSD-4-Clause", "LICENSE.Frobssl")


def test_license_files_named_after_licences_are_unchanged() -> None:
    mit = "MIT License\n\nCopyright (c) 2020 A. Author\n\nPermission is hereby granted, free of charge, to any person "
    mit += "obtaining a copy of this software\n"
    apache = "                                 Apache License\n                           Version 2.0, January 2004\n"
    _, _, found = decide_license({"LICENSE-MIT": mit, "LICENSE-APACHE": apache, "a.c": HEADERLESS}, "a.c")
    assert found.expression == "Apache-2.0 OR MIT"
    lgpl = "GNU LESSER GENERAL PUBLIC LICENSE\nVersion 3, 29 June 2007\n\n Copyright (C) 2007 Free Software Foundation\n"
    gpl3 = "GNU GENERAL PUBLIC LICENSE\nVersion 3, 29 June 2007\n\n Copyright (C) 2007 Free Software Foundation\n"
    _, _, found = decide_license({"COPYING": gpl3, "COPYING.LESSER": lgpl, "a.c": HEADERLESS}, "a.c")
    assert found.expression == "LGPL-3.0-only"


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ("FDL1.2+-noinvar", "GFDL-1.2-no-invariants-or-later"),
        ("GFDL-1.3-noinvariants", "GFDL-1.3-no-invariants-only"),
        ("GPLv2+ (please see /usr/share/common-licenses/GPL-2).", "GPL-2.0-or-later"),
    ],
)
def test_name_forms_are_read(name: str, spdx: str) -> None:
    assert lic.normalize_expression(name) == spdx


@pytest.mark.parametrize("name", ["FDL-1.2+", "Wietse", "fmt", "GPL-3-or-Autoconf", "MIT/X11-style"])
def test_names_that_denote_no_spdx_id_stay_unread(name: str) -> None:
    assert not lic.is_known_expression(lic.normalize_expression(name) or "")
