"""License causes found on TENTH (issue 8, session 9 "lic10").

Each case is a small file written for the test, shaped like a real one (only the license wording is
the licenses' own): "All rights reserved" followed by an open grant in a licensor's own words (an open
license, not a proprietary one); a game's own "general public license" text in LICENSE and in a PyPI
``License`` field; a Debian-local license name given with its text (a determined custom license, not
an unknown one); a file's own public-domain sentence beside the package's catch-all stanza; DEP-5 globs,
which are relative to the source package, against the installed paths of a Debian origin; name forms.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

FORMAT = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: {}\n\n"
CODE = "\n#ifndef WIDGET_H\n#define WIDGET_H\n\nclass Widget { int w_ = 0; };\n\n#endif\n"
NO_HEADER = "#pragma once\n\nstatic const int table_rows = 24;\n"


_decide = decide_license


# --- 1. "All rights reserved" followed by a grant is an open license of its own words -----------------

SPEECH_HEADER = (
    "/*************************************************************************/\n"
    "/*                Centre for Voice Research                              */\n"
    "/*                 University of Exampleton, UK                          */\n"
    "/*                     Copyright (c) 1996                                */\n"
    "/*                        All Rights Reserved.                           */\n"
    "/*  Permission is hereby granted, free of charge, to use and distribute  */\n"
    "/*  this software and its documentation without restriction, including   */\n"
    "/*  without limitation the rights to use, copy, modify, merge, publish,  */\n"
    "/*  distribute, sublicense, and/or sell copies of this work, and to      */\n"
    "/*  permit persons to whom this work is furnished to do so, subject to   */\n"
    "/*  the following conditions:                                            */\n"
    "/*   1. The code must retain the above copyright notice, this list of    */\n"
    "/*      conditions and the following disclaimer.                         */\n"
    "/*   2. Any modifications must be clearly marked as such.                */\n"
    "/*   3. Original authors' names are not deleted.                         */\n"
    "/*************************************************************************/\n"
)
TOOLKIT_HEADER = (
    "/****************************************************************************\n"
    "** Definition of TableView class\n"
    "**\n"
    "** Copyright (C) 1992-2000 Example Toolkit AS.  All rights reserved.\n"
    "**\n"
    "** This file contains a class moved out of the toolkit's API. It\n"
    "** may be used, distributed and modified without limitation.\n"
    "**\n"
    "****************************************************************************/\n"
)


@pytest.mark.parametrize(
    "header", [SPEECH_HEADER, TOOLKIT_HEADER], ids=["permission-granted", "without-limitation"]
)
def test_all_rights_reserved_with_a_grant_is_an_open_custom_license_denied_not_proprietary(header):
    found = lic.detect_file_license(header + CODE)
    assert found is not None and found.expression == lic.OPEN_GRANT and found.method == "header-text"
    keep, reason, _ = _decide({"pkg/include/widget.h": header + CODE}, "pkg/include/widget.h")
    assert (keep, reason) == (False, f"license/denied:{lic.OPEN_GRANT}")


@pytest.mark.parametrize(
    "header", [SPEECH_HEADER, TOOLKIT_HEADER], ids=["permission-granted", "without-limitation"]
)
def test_open_grant_takes_the_license_its_folder_names(header):
    # the grant names no license; the package's LICENSE (or a Debian paragraph for the file) names it
    files = {
        "pkg/LICENSE": "MIT License\n\nPermission is hereby granted, free of charge, to any person obtaining a copy",
        "pkg/include/widget.h": header + CODE,
    }
    keep, reason, found = _decide(files, "pkg/include/widget.h")
    assert (keep, reason, found.expression, found.method) == (True, "license/allowed", "MIT", "license-file")


def test_all_rights_reserved_without_a_grant_stays_proprietary_and_confidential_wins_over_a_grant():
    bare = "/* Copyright (c) 2001 Example Corp.\n * All rights reserved.\n */\n" + CODE
    assert _decide({"p/a.h": bare}, "p/a.h")[1] == "license/proprietary"
    confidential = (
        "/* Copyright (c) 2001 Example Corp. All rights reserved.\n"
        " * Permission is hereby granted to Example's licensees only.\n"
        " * Proprietary and confidential. Not for redistribution.\n */\n" + CODE
    )
    assert _decide({"p/a.h": confidential}, "p/a.h")[1] == "license/proprietary"
    refused = (
        "/* Copyright (c) 2011-2026, Example Corp.  All rights reserved.\n *\n"
        " * Redistribution and use in source and binary forms, with or without modification, are not permit-\n"
        " * ted.\n */\n" + CODE
    )
    assert lic.detect_file_license(refused).expression == lic.ALL_RIGHTS_RESERVED
    assert _decide({"p/a.h": refused}, "p/a.h")[1] == "license/proprietary"


def test_open_grant_in_a_free_form_debian_copyright_governs_header_less_files():
    copyright_file = (
        "This package was debianized by A. Maintainer.\n\nCopyright (C) 1994-2011 Centre for Voice Research\n\n"
        "License:\n\n\tAll rights reserved.\n\n"
        "\tPermission is hereby granted, free of charge, to use and distribute\n"
        "\tthis software and its documentation without restriction, subject to\n\tthe following conditions:\n"
        "\t 1. The code must retain the above copyright notice.\n"
    )
    files = {
        "voice/LICENSE": copyright_file,
        "voice/tools/rx/dtd.h": "/* Copyright (c) 1997 A. Person */\n" + CODE,
    }
    keep, reason, found = _decide(files, "voice/tools/rx/dtd.h")
    assert (keep, reason) == (False, f"license/denied:{lic.OPEN_GRANT}")
    assert found is not None and found.method == "license-file"


def test_old_berkeley_notice_after_all_rights_reserved_is_an_open_grant():
    berkeley = (
        "/*\n * Copyright (c) 1983 Regents of the University of Exampleton.\n * All rights reserved.\n *\n"
        " * Redistribution and use in source and binary forms are permitted\n"
        " * provided that the above copyright notice and this paragraph are\n * duplicated in all such forms.\n */\n"
    )
    assert lic.detect_file_license(berkeley + CODE).expression == lic.OPEN_GRANT


def test_open_grant_beside_a_known_license_text_is_that_license():
    mit = (
        "/* Copyright (c) 2010 A. Person. All rights reserved.\n"
        " * Permission is hereby granted, free of charge, to any person obtaining a copy of this software\n"
        ' * and associated documentation files (the "Software"), to deal in the Software without restriction\n */\n'
    )
    assert lic.detect_file_license(mit + CODE).expression == "MIT"


# --- 2a. the game's own general public license (SPDX NGPL) ----------------------------------------

NGPL_TEXT = (
    "                    NETHACK GENERAL PUBLIC LICENSE\n"
    "                    (Copyright 1989 M. Stephenson)\n\n"
    "               (Based on the BISON general public license,\n"
    "                   copyright 1988 Richard M. Stallman)\n\n"
    " Everyone is permitted to copy and distribute verbatim copies of this\n"
    " license, but changing it is not allowed.\n"
)
GAME_FILE = "/* NetHack 3.6\tdungeon.c\t$Date: 2018/04/25 $ */\n/* NetHack may be freely redistributed.  See license for details. */\n"


def test_ngpl_license_file_governs_the_game_files():
    files = {"game/LICENSE": NGPL_TEXT, "game/src/dungeon.c": GAME_FILE + "int depth(void) { return 1; }\n"}
    keep, reason, found = _decide(files, "game/src/dungeon.c")
    assert (keep, reason) == (False, "license/denied:NGPL")
    assert found is not None and found.detail == "game/LICENSE"


def test_pkg_info_license_field_holding_the_ngpl_text():
    pkg_info = (
        "Metadata-Version: 2.1\nName: gamelearn\nVersion: 1.3.0\n"
        "License:                     NETHACK GENERAL PUBLIC LICENSE\n"
        "                            (Copyright 1989 M. Stephenson)\n"
        "        \n"
        "         Everyone is permitted to copy and distribute verbatim copies of this\n"
        "Classifier: License :: OSI Approved :: Nethack General Public License\n\nA learning environment.\n"
    )
    assert lic.manifest_license("PKG-INFO", pkg_info) == "NGPL"


# --- 2b. a Debian-local name given with its text is a determined custom license ---------------------

DEP5_LOCAL = FORMAT.format("aligner") + (
    "Files: *\nCopyright: 2014 Example National Laboratory\nLicense: Example-BSD-style\n\n"
    "Files: debian/*\nCopyright: 2020 A. Maintainer\nLicense: BSD-3-clause\n\n"
    "License: Example-BSD-style\n"
    " 1. Example National Laboratory hereby grants permission to any person obtaining a copy of\n"
    " this software to redistribute and use the Software in source and binary forms, subject to\n"
    " the following conditions:\n .\n"
    " * Publications based on work performed using the software should cite the aligner's paper.\n\n"
    "License: BSD-3-clause\n"
    " Redistribution and use in source and binary forms, with or without modification,\n"
    " are permitted provided that ... Neither the name of the copyright holder nor the\n"
    " names of its contributors may be used to endorse or promote products derived\n"
)


def test_debian_local_license_with_its_text_is_custom_and_denied_not_unknown():
    assert lic.debian_copyright_rules(DEP5_LOCAL)[0] == (("*",), "LicenseRef-custom-Example-BSD-style")
    files = {
        "aligner/LICENSE": DEP5_LOCAL,
        "aligner/matrices/blosum.h": "/* Copyright 2014 Example */\n" + CODE,
    }
    keep, reason, _ = _decide(files, "aligner/matrices/blosum.h")
    assert (keep, reason) == (False, "license/denied:LicenseRef-custom-Example-BSD-style")


def test_debian_local_license_without_any_text_stays_unknown():
    dep5 = FORMAT.format("x") + "Files: *\nCopyright: 2014 Example\nLicense: Example-Local\n"
    files = {"x/LICENSE": dep5, "x/a.h": NO_HEADER}
    assert _decide(files, "x/a.h")[1] == "license/unknown"


def test_debian_local_name_in_an_and_list_with_its_text_is_custom():
    dep5 = FORMAT.format("y") + (
        "Files: *\nCopyright: 2014 Example\nLicense: GPL-2+ and Example-Attribution\n\n"
        "License: Example-Attribution\n Any publication using this code must cite the authors' paper.\n"
    )
    assert lic.debian_copyright_license(dep5) == "GPL-2.0-or-later AND LicenseRef-custom-Example-Attribution"


# --- 3. a file's own public-domain sentence beats the catch-all --------------------------------------

DEP5_CATCH_ALL = FORMAT.format("webby") + (
    "Files: *\nCopyright: 1999-2022 The Webby Group\nLicense: PHP-3.01\n\n"
    "Files: ext/date/lib/*\nCopyright: 2015-2019 A. Person\nLicense: Expat\n\n"
    "Files: Zend/*\nCopyright: 1998-2022 Example Engine Ltd.\nLicense: Zend-Engine-2.00\n"
)


def test_own_public_domain_sentence_beats_the_catch_all():
    header = "/* Copyright Abandoned 1996 Example AB\n   This file is public domain and comes with NO WARRANTY of any kind */\n"
    files = {"webby/LICENSE": DEP5_CATCH_ALL, "webby/webby/20220829/ext/db/config-win.h": header + CODE}
    keep, reason, found = _decide(files, "webby/webby/20220829/ext/db/config-win.h")
    assert (keep, reason) == (True, "license/allowed")
    assert found is not None and found.expression == lic.PUBLIC_DOMAIN and found.method == "header-text"


@pytest.mark.parametrize("sentence", ["This code is not public domain.", "See the public domain notes."])
def test_other_public_domain_mentions_are_no_evidence(sentence):
    assert lic.detect_file_license(f"/* {sentence} */\n" + CODE) is None


# --- 4. DEP-5 globs against a Debian origin's installed paths -----------------------------------------


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("webby/webby/20220829/ext/date/lib/timelib_config.h", "MIT"),  # Files: ext/date/lib/*
        ("webby/webby/20220829/Zend/zend_api.h", "Zend-2.0"),  # Files: Zend/*
        ("webby/webby/20220829/main/php_config.h", "PHP-3.01"),  # only Files: *
        ("webby/ext/date/lib/timelib.h", "MIT"),  # the source layout still matches
    ],
)
def test_dep5_globs_match_installed_paths_with_leading_folders_removed(path, expected):
    files = {"webby/LICENSE": DEP5_CATCH_ALL, path: NO_HEADER}
    found = _decide(files, path)[2]
    assert found is not None and found.expression == expected


def test_dep5_last_matching_stanza_still_wins_and_a_bare_file_name_matches_only_at_the_top():
    dep5 = FORMAT.format("z") + (
        "Files: *\nCopyright: 2000 Z\nLicense: Expat\n\n"
        "Files: lib/*\nCopyright: 2000 Z\nLicense: GPL-2+\n\n"
        "Files: lib/fast/*\nCopyright: 2000 Z\nLicense: BSD-3-clause\n\n"
        "Files: config.h\nCopyright: 2000 Z\nLicense: Zlib\n"
    )
    files = {"z/LICENSE": dep5}
    for path, expected in (
        ("z/usr/include/z/lib/fast/x.h", "BSD-3-Clause"),
        ("z/usr/include/z/lib/slow/x.h", "GPL-2.0-or-later"),
        ("z/usr/include/z/config.h", "MIT"),  # "config.h" is the source's top-level file only
        ("z/config.h", "Zlib"),
    ):
        found = _decide({**files, path: NO_HEADER}, path)[2]
        assert found is not None and found.expression == expected, path


# --- 5. name forms --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("3C-BSD", "BSD-3-Clause"),
        ("2C-BSD", "BSD-2-Clause"),
        ("BSD-3c", "BSD-3-Clause"),
        ("Apache License, Version 2.0", "Apache-2.0"),
        ("Nethack General Public License", "NGPL"),
        ("GFDL-NIV-1.2+", "GFDL-1.2-no-invariants-or-later"),
        ("GFDL-NIV-1.3", "GFDL-1.3-no-invariants-only"),
        ("NETHACK GENERAL PUBLIC LICENSE", "NGPL"),
        ("PublicDomain", lic.PUBLIC_DOMAIN),
        ("public_domain", lic.PUBLIC_DOMAIN),
        ("SIL-1.1", "OFL-1.1"),
        ("SIL OFL 1.0", "OFL-1.0"),
        ("Zend-Engine-2.00", "Zend-2.0"),
    ],
)
def test_name_forms(name, expected):
    assert lic.normalize_expression(name) == expected


@pytest.mark.parametrize(
    "name",
    [
        "Example Engine License",
        "Open Source License 3.0",  # generic-word initials; "Open Software License 3.0" is OSL-3.0's own title (license 16)
        "GNU General Public License",
        "Lesser General Public License 2.1",
        "SIL-2.5",
    ],
)
def test_names_that_stay_unread(name):
    assert not lic.is_known_expression(name)
