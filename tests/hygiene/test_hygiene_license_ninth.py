"""License causes found on NINTH (issue 8, session 8 "lic9").

Each case is a small file written for the test, shaped like a real one (only the license wording is
the licenses' own): Eclipse's dual EPL/EDL grant in a header of a package whose Debian copyright file
names only the EPL; a grant with the British spelling "licenced" and the name "GNU GPL v2 or later",
also as a PyPI ``License`` field; header-less files of an sdist whose license is in PKG-INFO only, or in
a license *folder* (``LICENSE/LICENSE`` beside the licenses of bundled components); a grant naming a
license without the word "License"; the Tcl/Tk license text; Debian's and SPDX tags' name forms.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.config import LicensePolicy
from pipeline.hygiene import license as lic

FORMAT = (
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: mqlink\n\n"
)
# Debian names only the EPL for the whole package
DEP5_EPL = (
    FORMAT + "Files: *\nCopyright: 2012-2024 Example Corp.\nLicense: EPL-2.0\n\n"
    "Files: debian/*\nCopyright: 2024 A. Maintainer\nLicense: EPL-2.0\n"
)


def _eclipse_header(epl: str) -> str:
    return (
        "/*******************************************************************************\n"
        " * Copyright (c) 2012, 2024 Example Corp. and others\n"
        " *\n"
        " * All rights reserved. This program and the accompanying materials\n"
        f" * are made available under the terms of the Eclipse Public License v{epl}\n"
        " * and Eclipse Distribution License v1.0 which accompany this distribution.\n"
        " *\n"
        " * Contributors:\n"
        " *    A. Person - initial API and implementation\n"
        " *******************************************************************************/\n\n"
        "#if !defined(MQLINK_CLIENT_H)\n#define MQLINK_CLIENT_H\n\n"
        "typedef struct mq_client mq_client;\nint mq_connect(mq_client* c, const char* uri);\n\n#endif\n"
    )


NO_HEADER = "#pragma once\n\nnamespace mq {\nclass response_options { int version_ = 5; };\n}\n"


_decide = decide_license


# --- 1. Eclipse's dual license: the file's own header beats the DEP-5 stanza -----------------------


@pytest.mark.parametrize(
    ("epl", "expected"), [("2.0", "EPL-2.0 OR BSD-3-Clause"), ("1.0", "EPL-1.0 OR BSD-3-Clause")]
)
def test_eclipse_epl_and_edl_header_is_a_dual_license_and_beats_the_dep5_epl(epl, expected):
    files = {"LICENSE": DEP5_EPL, "mq/client.h": _eclipse_header(epl), "mq/response_options.h": NO_HEADER}
    keep, reason, found = _decide(files, "mq/client.h")
    assert keep and reason == "license/allowed"
    assert (found.expression, found.method) == (expected, "header-text")


def test_header_less_file_of_the_eclipse_package_keeps_the_dep5_epl():
    files = {"LICENSE": DEP5_EPL, "mq/client.h": _eclipse_header("2.0"), "mq/response_options.h": NO_HEADER}
    keep, reason, found = _decide(files, "mq/response_options.h")
    assert not keep and reason == "license/denied:EPL-2.0"
    assert found.method == "license-file"


def test_epl_alone_is_the_epl_and_a_secondary_gpl_is_a_choice():
    epl_only = "/*\n * This program is made available under the terms of the Eclipse Public License 2.0.\n */\nint f(void);\n"
    assert lic.detect_file_license(epl_only).expression == "EPL-2.0"
    secondary = (
        "/*\n * This program and the accompanying materials are made available under the\n"
        " * terms of the Eclipse Public License 2.0 which is available at\n * https://www.eclipse.org/legal/epl-2.0.\n *\n"
        " * This Source Code may also be made available under the following Secondary\n"
        " * Licenses when the conditions for such availability set forth in the Eclipse\n"
        " * Public License, v. 2.0 are satisfied: GNU General Public License, version 2\n"
        " * with the GNU Classpath Exception which is available at\n * https://www.gnu.org/software/classpath/license.html.\n"
        " */\nint g(void);\n"
    )
    found = lic.detect_file_license(secondary)
    assert found.expression == "EPL-2.0 OR GPL-2.0-only WITH Classpath-exception-2.0"
    assert lic.classify(found.expression, LicensePolicy()).keep


@pytest.mark.parametrize(
    ("field", "expected"),
    [("EDL-1.0", "BSD-3-Clause"), ("EPL-2.0 or EDL-1.0", "EPL-2.0 OR BSD-3-Clause")],
)
def test_dep5_eclipse_distribution_license_names(field, expected):
    dep5 = FORMAT + f"Files: *\nCopyright: 2010 Example Corp.\nLicense: {field}\n"
    assert lic.debian_copyright_license(dep5) == expected


# --- 2. "licenced" and "GNU GPL v2 or later" -------------------------------------------------------

GENERATOR_HEADER = (
    "// Shower.cc is a part of the EXAMPLEGEN event generator.\n"
    "// Copyright (C) 2026 A. Physicist.\n"
    "// EXAMPLEGEN is licenced under the GNU GPL v2 or later, see COPYING for details.\n"
    "// Please respect the collaboration's guidelines.\n\n"
    '#include "Examplegen/Shower.h"\n\nnamespace Examplegen {\nint Shower::branch(int n) { return n + 1; }\n}\n'
)
PKG_INFO_GPL = (
    "Metadata-Version: 2.1\nName: examplegen\nVersion: 8.1.0\nSummary: An event generator.\n"
    "License: GNU GPL v2 or later\nPlatform: Linux\n\n# examplegen\n\nLong description.\n"
)
BINDING = (
    "#include <pybind11/pybind11.h>\n#include <Examplegen/Shower.h>\n\n"
    'void bind_Shower(pybind11::module &m) {\n  pybind11::class_<Examplegen::Shower>(m, "Shower");\n}\n'
)


def test_licenced_grant_of_the_gnu_gpl_v2_or_later_in_a_header():
    found = lic.detect_file_license(GENERATOR_HEADER)
    assert (found.expression, found.method) == ("GPL-2.0-or-later", "header-text")
    verdict = lic.classify(found.expression, LicensePolicy())
    assert verdict.keep and verdict.tags == ("copyleft",)


def test_pkg_info_license_field_gnu_gpl_v2_or_later_governs_a_header_less_file():
    files = {"PKG-INFO": PKG_INFO_GPL, "examplegen81/plugins/python/src/Shower.cpp": BINDING}
    keep, _, found = _decide(files, "examplegen81/plugins/python/src/Shower.cpp")
    assert keep
    assert (found.expression, found.method, found.detail) == (
        "GPL-2.0-or-later",
        "package-metadata",
        "PKG-INFO",
    )


# --- 3. PyPI metadata and license folders ----------------------------------------------------------

AGREEMENT = (
    "License agreement for exampleplot versions 2.0 and later\n"
    "=======================================================\n\n"
    '1. This LICENSE AGREEMENT is between the Example Plotting Team ("EPT"), and the Individual or\n'
    'Organization ("Licensee") accessing and otherwise using exampleplot software in source or binary form.\n\n'
    "2. Subject to the terms and conditions of this License Agreement, EPT hereby grants Licensee a\n"
    "nonexclusive, royalty-free, world-wide license to reproduce, analyze, test, perform and/or display\n"
    "publicly, prepare derivative works, distribute, and otherwise use exampleplot alone or in any derivative\n"
    "version, provided, however, that EPT's License Agreement is retained.\n"
)
PKG_INFO_PSF = (
    "Metadata-Version: 2.1\nName: exampleplot\nVersion: 2.4.0\n"
    "License: License agreement for exampleplot versions 2.0 and later\n"
    "         =======================================================\n"
    "         \n"
    "         1. This LICENSE AGREEMENT is between the Example Plotting Team.\n"
    "Classifier: Intended Audience :: Science/Research\n"
    "Classifier: License :: OSI Approved :: Python Software Foundation License\n"
    "Classifier: Programming Language :: Python :: 3\n\n"
    "exampleplot draws plots.\n"
)
# a bundled font's license, next to the project's own in the license folder
BUNDLED = (
    "The ExampleSans fonts are licensed under the SIL Open Font License, Version 1.1.\n"
    "Copyright (c) 2010 A. Designer.\n"
)
PLOT_SRC = "#include <cstddef>\n\nnamespace plot {\nstd::size_t count(const double* xs, std::size_t n);\n}\n"


def test_pkg_info_psf_classifier_governs_a_header_less_file():
    files = {"PKG-INFO": PKG_INFO_PSF, "src/array.h": PLOT_SRC}
    keep, _, found = _decide(files, "src/array.h")
    assert keep
    assert (found.expression, found.method, found.detail) == ("PSF-2.0", "package-metadata", "PKG-INFO")


def test_license_expression_field_wins_in_pkg_info():
    pkg = "Metadata-Version: 2.4\nName: kernels\nLicense-Expression: Apache-2.0\nClassifier: License :: OSI Approved :: MIT License\n"
    keep, _, found = _decide({"PKG-INFO": pkg, "include/k.cuh": PLOT_SRC}, "include/k.cuh")
    assert keep and found.expression == "Apache-2.0"


def test_license_folder_gives_its_plain_license_file_to_the_parent_folder():
    files = {
        "LICENSE/LICENSE": AGREEMENT,
        "LICENSE/LICENSE_EXAMPLESANS": BUNDLED,
        "PKG-INFO": PKG_INFO_PSF,
        "src/array.h": PLOT_SRC,
    }
    keep, _, found = _decide(files, "src/array.h")
    assert keep
    assert (found.expression, found.method, found.detail) == ("PSF-2.0", "license-file", "LICENSE/LICENSE")


def test_license_folder_ranks_below_the_folders_own_license_file():
    mit = "Permission is hereby granted, free of charge, to any person obtaining a copy of this software\n"
    files = {"COPYING": mit, "licenses/LICENSE": AGREEMENT, "src/array.h": PLOT_SRC}
    assert _decide(files, "src/array.h")[2].expression == "MIT"


def test_license_folder_of_bundled_licenses_only_names_nothing():
    files = {"LICENSE/LICENSE_EXAMPLESANS": BUNDLED, "PKG-INFO": PKG_INFO_PSF, "src/array.h": PLOT_SRC}
    found = _decide(files, "src/array.h")[2]
    assert (found.expression, found.method) == ("PSF-2.0", "package-metadata")


def test_cnri_agreement_is_not_read_as_the_psf_license():
    cnri = AGREEMENT.replace("EPT hereby grants", "CNRI hereby grants")
    assert lic.detect_license_text(cnri, full_text=True) is None


# --- 4. a grant naming a license without the word "License" ----------------------------------------


def test_licensed_under_the_bsd_3_clause():
    header = (
        "/*\n * Copyright (c) 2024, A. Author, B. Author.\n * Licensed under the BSD 3-Clause.\n *\n"
        " * Modified by the Example team.\n */\n#ifndef EPILOGUE_CUH_\n#define EPILOGUE_CUH_\n#endif\n"
    )
    found = lic.detect_file_license(header)
    assert (found.expression, found.method) == ("BSD-3-Clause", "header-text")


# --- 5. the Tcl/Tk license is an open license (TCL), never proprietary ----------------------------

TCL_HEADER = (
    "/* Small excerpts from the widget toolkit headers\n *\n"
    " * Copyright (c) 1994-1998 Example Microsystems, Inc.  All rights reserved.\n *\n"
    " * The authors hereby grant permission to use, copy, modify,\n"
    " * distribute, and license this software and its documentation\n"
    " * for any purpose, provided that existing copyright notices are\n"
    " * retained in all copies and that this notice is included\n"
    " * verbatim in any distributions. No written agreement, license,\n"
    " * or royalty fee is required for any of the authorized uses.\n"
    " */\n\ntypedef struct Tk_Window_ *Tk_Window;\n"
)


def test_tcl_license_text_is_tcl_not_all_rights_reserved():
    files = {"PKG-INFO": PKG_INFO_PSF, "src/_tkmini.h": TCL_HEADER}
    keep, reason, found = _decide(files, "src/_tkmini.h")
    # TCL is allowed (license 9: a permissive notice like HPND; reading its text would otherwise have
    # turned kept files, e.g. Pillow's _tkmini.h, into denied ones)
    assert keep and reason == "license/allowed"
    assert (found.expression, found.method) == ("TCL", "header-text")
    # without it on the allow-list it is a known license off the list, never license/proprietary
    off = LicensePolicy(allow=tuple(k for k in LicensePolicy().allow if k != "TCL"))
    assert lic.classify(found.expression, off).reason == "license/denied:TCL"


# --- 6. name forms ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Apache-2.0.", "Apache-2.0"),
        ("GNUAllPermissive", "FSFAP"),
        ("FSFULLR-No-Warranty", "FSFULLRWD"),
        ("UFL-1.0", "Ubuntu-font-1.0"),
        ("BZIP2", "bzip2-1.0.6"),
        ("GPL-2 with Linux-syscall-note exception", "GPL-2.0-only WITH Linux-syscall-note"),
        ("GNU GPL v2 or later", "GPL-2.0-or-later"),
        ("LGPL-2.1 or any later version", "LGPL-2.1-or-later"),
        ("Python Software Foundation License", "PSF-2.0"),
        ("Perl", "Artistic-1.0-Perl OR GPL-1.0-or-later"),
    ],
)
def test_name_forms(name, expected):
    assert lic.normalize_expression(name) == expected


def test_spdx_tag_with_a_full_stop():
    text = "/**\n * SPDX-License-Identifier: Apache-2.0.\n */\n#pragma once\nint crt_init(void);\n"
    found = lic.detect_file_license(text)
    assert (found.expression, found.method) == ("Apache-2.0", "spdx-tag")


def test_spdx_tag_spaced_out_by_a_code_formatter():
    text = "// SPDX - FileCopyrightText : 2024 A. Author\n//\n// SPDX - License - Identifier : MIT\n\n#pragma once\n"
    found = lic.detect_file_license(text)
    assert (found.expression, found.method) == ("MIT", "spdx-tag")
