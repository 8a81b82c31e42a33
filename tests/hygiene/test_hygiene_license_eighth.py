"""License causes found on EIGHTH (issue 8, session 8 "license").

Each case is a small file written for the test, shaped like a real one: a header that grants its license
by name ("This code is licensed under the MIT License (MIT)") beside an "All rights reserved" line, in a
package whose Debian copyright file's `Files: *` paragraph ANDs every license of the package; a header
with no grant of its own in the same package; a Debian copyright file whose `License: other` is the
MPICH notice; DEP-5 stanzas holding the FSF's all-permissive notices; Debian's, PyPI's and FSF's
spellings of CC0, the FSF licenses, the four-clause BSD and the GNU GPL.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.config import LicensePolicy
from pipeline.hygiene import license as lic

FORMAT = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: jsengine\n\n"
)
# a package-wide catch-all: every license of the bundled components, AND-ed (Beerware is off the allow-list)
CATCH_ALL = (
    FORMAT + "Files: *\nCopyright: 1998-2022 Many Authors\n"
    "License: MPL-2.0 and Apache-2.0 and BSD-2-clause and Beerware and Expat and Zlib\n\n"
    "Files: debian/*\nCopyright: 2022 A. Maintainer\nLicense: MPL-2.0\n\n"
    "License: Beerware\n As long as you retain this notice you can do whatever you want with this stuff.\n"
)
OWN_MIT = (
    "///////////////////////////////////////////////////////////////\n"
    "//\n"
    "// Copyright (c) 2015 Example Systems Corp. All rights reserved.\n"
    "//\n"
    "// This code is licensed under the MIT License (MIT).\n"
    "//\n"
    '// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR\n'
    "// IMPLIED. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR ANY CLAIM.\n"
    "//\n"
    "///////////////////////////////////////////////////////////////\n\n"
    "// Adapted from a span implementation.\n\n"
    "#ifndef engine_Span_h\n#define engine_Span_h\n\n#include <cstddef>\n\n"
    "namespace engine {\ntemplate <class T> class Span { T* data_; std::size_t size_; };\n}\n\n#endif\n"
)
NO_GRANT = (
    "#ifndef engine_Vector_h\n#define engine_Vector_h\n\nnamespace engine { int grow(int n); }\n\n#endif\n"
)


_decide = decide_license


def test_own_named_grant_wins_over_the_package_wide_catch_all():
    files = {"LICENSE": CATCH_ALL, "jsengine/engine/Span.h": OWN_MIT, "jsengine/engine/Vector.h": NO_GRANT}
    keep, reason, found = _decide(files, "jsengine/engine/Span.h")
    assert keep and reason == "license/allowed"
    assert (found.expression, found.method) == ("MIT", "header-text")


def test_file_without_evidence_of_its_own_takes_the_catch_all():
    files = {"LICENSE": CATCH_ALL, "jsengine/engine/Span.h": OWN_MIT, "jsengine/engine/Vector.h": NO_GRANT}
    keep, reason, found = _decide(files, "jsengine/engine/Vector.h")
    assert not keep and reason.startswith("license/denied:") and "Beerware" in reason
    assert (found.method, found.detail) == ("license-file", "LICENSE")


def test_all_rights_reserved_alone_still_takes_the_catch_all():
    header = "// Copyright (c) 2015 Example Systems Corp. All rights reserved.\n\nint f(void);\n"
    keep, reason, found = _decide({"LICENSE": CATCH_ALL, "src/f.h": header}, "src/f.h")
    assert not keep and found.method == "license-file" and "Beerware" in reason


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("/* Copyright 2019 A. Author\n * Released under the zlib license.\n */", "Zlib"),
        ("// (c) 2020 A. Author -- licensed under the ISC License.", "ISC"),
        ("/*\n * Licensed under the Apache License,\n * Version 2.0; see LICENSE.\n */", "Apache-2.0"),
        ("// This file is distributed under BSD-3-Clause; see COPYING.", "BSD-3-Clause"),
        ("/* This file is provided under the BSD 3-Clause License. */", "BSD-3-Clause"),
        ("/* Written by A. Author; made available under the Unlicense. */", "Unlicense"),
        ("// This software is released under a three-clause BSD license:", "BSD-3-Clause"),
        ("/* The software is licensed under the MIT License. */", "MIT"),
    ],
)
def test_grant_naming_a_license_is_read(header, expected):
    found = lic.detect_file_license(header + "\nint f(void);\n")
    assert found is not None and (found.expression, found.method) == (expected, "header-text")


@pytest.mark.parametrize(
    "header",
    [
        # Apache's boilerplate names "the License" after its grant: only the grant counts
        "// software distributed under the License is distributed on an AS IS BASIS",
        "/* This library is free software; you can redistribute it under the same license as Perl. */",
        "// This file is distributed under the BSD license.",  # which BSD: not stated
        "// Released under the MIT and GPL licenses.",  # a list of names, choice or not: not read by name
        "/* Licensed under the terms of the Eclipse Public License (EPL). */",  # no version
        # a linking permission names the licenses of *other* works
        "/* You may combine it with a work licensed under the OpenSSL license (any version). */",
        "/* ... in regard to the combined work aside from the work licensed under the OpenSSL license. */",
    ],
)
def test_a_mention_that_names_no_single_known_license_gives_nothing(header):
    assert lic.detect_file_license(header + "\nint f(void);\n") is None


def test_gnu_names_after_a_grant_are_left_to_the_gnu_rules():
    found = lic.detect_file_license("// Licensed under the GNU GPL version 3 or later.\nint f(void);\n")
    assert found is None or found.expression == "GPL-3.0-or-later"
    found = lic.detect_file_license("/* This file is released under LGPL2.1+ */\nint f(void);\n")
    assert found.expression == "LGPL-2.1-or-later"


MPICH_COPYRIGHT = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: MPILIB\n\n"
    "Files: *\nCopyright: 2002 Example University\nLicense: other\n"
    "            COPYRIGHT\n  .\n"
    "  The following is a notice of limited availability of the code, and disclaimer\n"
    "  which must be included in the prologue of the code and in all source listings\n  of the code.\n  .\n"
    "  Permission is hereby granted to use, reproduce, prepare derivative works, and\n"
    "  to redistribute to others.  This software was authored by: the Example Lab group.\n  .\n"
    "            DISCLAIMER\n  .\n  This code was prepared as an account of work sponsored by an agency.\n\n"
    "Files: src/mpl/confdb/*\nCopyright: 2007-2016 Free Software Foundation, Inc.\nLicense: FSF-Permissive\n"
    " This file is free software; the Free Software Foundation\n"
    " gives unlimited permission to copy and/or distribute it,\n"
    " with or without modifications, as long as this notice is preserved.\n\n"
    "Files: debian/*\nCopyright: 2009 A. Maintainer\nLicense: GPL-3+\n"
)


def test_mpich_notice_is_mpich2_and_allowed():
    assert lic.debian_copyright_license(MPICH_COPYRIGHT) == "mpich2"
    header = "/*\n * Copyright (C) by Example Laboratory\n *     See COPYRIGHT in top-level directory\n */\n"
    files = {
        "LICENSE": MPICH_COPYRIGHT,
        "x86_64-linux-gnu/mpilib/mpio.h": header + "int MPI_File_sync(int);\n",
    }
    keep, reason, found = _decide(files, "x86_64-linux-gnu/mpilib/mpio.h")
    assert keep and reason == "license/allowed" and found.expression == "mpich2"


def test_dep5_local_name_holding_the_fsf_notice_is_read_from_its_text():
    rules = dict(lic.debian_copyright_rules(MPICH_COPYRIGHT))
    assert rules[("src/mpl/confdb/*",)] == "FSFULLR"
    stanza = (
        FORMAT + "Files: *\nCopyright: 2020 A. Author\nLicense: GNU-local-permissive\n"
        " Copying and distribution of this file, with or without modification,\n"
        " are permitted in any medium without royalty provided the copyright\n"
        " notice and this notice are preserved.  This file is offered as-is,\n without any warranty.\n"
    )
    assert lic.debian_copyright_license(stanza) == "FSFAP"
    assert lic.classify("FSFAP", LicensePolicy()).keep


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ("CC0", "CC0-1.0"),
        ("CC-0", "CC0-1.0"),
        ("CC0-1.0-Universal", "CC0-1.0"),
        ("CC0 or GPL-2+", "CC0-1.0 OR GPL-2.0-or-later"),
        ("GNU-All-Permissive-License", "FSFAP"),
        ("GNU-All-Permissive-License-FSF", "FSFAP"),
        ("FSF-UL", "FSFUL"),
        ("FSF-Unlimited-License-LR", "FSFULLR"),
        ("GNU GPL version 3", "GPL-3.0-only"),
        ("GNU LGPL v2.1+", "LGPL-2.1-or-later"),
        ("BSD-4", "BSD-4-Clause"),
        ("BSD-4clause", "BSD-4-Clause"),
        ("original BSD", "BSD-4-Clause"),
        ("BSD-3clause", "BSD-3-Clause"),
        ("Design-Science-License", lic.DESIGN_SCIENCE),
    ],
)
def test_name_forms_normalize(name, spdx):
    assert lic.is_known_expression(name)
    assert lic.normalize_expression(name) == spdx


@pytest.mark.parametrize(
    "name", ["FSF-UL-GPL", "BSD-4.2", "BSD-4 and BSD-4.2", "GPL-some-version", "CC-BY-SA"]
)
def test_names_of_other_or_unversioned_licenses_stay_unknown(name):
    assert not lic.is_known_expression(name)


def test_design_science_license_is_known_and_denied_not_unknown():
    verdict = lic.classify("Design-Science-License", LicensePolicy())
    assert not verdict.keep and verdict.reason == f"license/denied:{lic.DESIGN_SCIENCE}"
    found = lic.detect_file_license(
        "// distributed under the terms of the Design Science License\nint f(void);\n"
    )
    assert found.expression == lic.DESIGN_SCIENCE


def test_permissive_notice_licenses_are_on_the_default_allow_list():
    policy = LicensePolicy()
    for spdx in ("mpich2", "FSFAP", "FSFUL", "FSFULLR", "MIT-CMU"):
        verdict = lic.classify(spdx, policy)
        assert verdict.keep and verdict.tags == ()
    assert "mpich2" in lic.mix_members(("permissive",), policy)


def test_second_named_grant_offered_at_your_option_is_a_choice():
    header = (
        "/*\n * Copyright 2011-2018 A. Author\n *\n"
        " * Distributed under the terms and conditions of the BSD 3-Clause License or\n"
        " * (at your option) under the terms and conditions of the Boost Software\n"
        " * License 1.0. See accompanying files LICENSE and LICENSE_ALTERNATIVE.\n */\n"
    )
    found = lic.detect_file_license(header + "#pragma once\nint f(void);\n")
    assert found.expression == "BSD-3-Clause OR BSL-1.0"


def test_license_file_naming_its_license_in_a_grant_sentence():
    # Pillow-style: the license file names the license in a sentence and then gives its HPND-shaped text
    text = (
        "The Python Imaging Library (PIL) is\n\n    Copyright 1997-2011 by Example Ltd\n\n"
        "Like PIL, the fork is licensed under the open source MIT-CMU License:\n\n"
        "By obtaining, using, and/or copying this software and/or its associated documentation, you agree "
        "that you have read, understood, and will comply with the following terms and conditions:\n\n"
        "Permission to use, copy, modify and distribute this software and its documentation for any purpose "
        "and without fee is hereby granted, provided that the above copyright notice appears in all copies.\n"
    )
    tree = lic.detect_tree_licenses({"LICENSE": text})
    found = lic.license_for("src/imaging.c", tree)
    assert found.expression == "MIT-CMU" and lic.classify(found.expression, LicensePolicy()).keep
