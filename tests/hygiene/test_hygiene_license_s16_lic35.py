"""License-evidence causes found on THIRTY-FIRST (issue 8, session 16 "lic35"; license 35).

1. A PyPI sdist shipped its vendor's own licence as ``LICENSE.md``: "Copyright 2020 <vendor> Inc. All rights
   reserved", use, copying and distribution only with the vendor's products, "Other than for the foregoing purpose,
   you may not use, reproduce, copy ... or sell this Software". The stage read it as a bare all-rights-reserved line,
   ignored it, and dropped every file of the tree as ``license/unknown``; a licence text that reserves all rights,
   grants nothing open and restricts the work is a proprietary licence (``license/proprietary``).
2. A PyPI ``License: BSD`` (with the classifier ``License :: OSI Approved :: BSD License``) and an npm
   ``"license": "BSD"``, with no other evidence, were ``license/unknown``. A clause-less BSD in package metadata names
   the BSD family: ``LicenseRef-BSD-unspecified``, kept when the allow-list holds every plain OSI-approved BSD
   licence, else denied, never unknown.

Each case is a mini origin tree; the texts are written for the test.
"""

from __future__ import annotations

import json

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

HEADERLESS = "#include <stdint.h>\n\nint frob_count(uint8_t *buf);\n"

VENDOR_LICENSE = (
    "Copyright 2020 Frobnitz Devices Inc. All rights reserved.\n\n"
    "IMPORTANT: Your use of this Software is limited to those specific rights granted under the terms of a software\n"
    'license agreement between the user who downloaded the software and Frobnitz Devices Inc, (the "License").\n'
    "You may not use this Software unless you agree to abide by the terms of the License. The License limits your\n"
    "use, and you acknowledge, that the Software may be modified, copied, and distributed when used in conjunction\n"
    "with a Frobnitz Devices Inc, product. Other than for the foregoing purpose, you may not use, reproduce, copy,\n"
    "prepare derivative works of, modify, distribute, perform, display or sell this Software and/or its\n"
    "documentation for any purpose.\n\n"
    'THE SOFTWARE AND DOCUMENTATION ARE PROVIDED "AS IS" WITHOUT WARRANTY OF ANY KIND.\n'
)

# A custom licence in its own words: all rights reserved, then a plain grant to the user with notice-keeping and
# no-endorsement conditions (no rule reads "You may use, copy, modify and distribute" as an open-grant phrase).
CUSTOM_PERMISSIVE = (
    "Copyright (c) 2011 Jane Roe. All rights reserved.\n\n"
    "You may use, copy, modify and distribute this software for any purpose, provided that this copyright notice\n"
    "is retained in every copy. You may not use the name of the author to endorse or promote products derived from\n"
    "this software without specific prior written permission.\n"
)

BSD3_TEXT = (
    "Copyright (c) 2015, Frobnitz Devices Inc.\nAll rights reserved.\n\n"
    "Redistribution and use in source and binary forms, with or without modification, are permitted provided that\n"
    "the following conditions are met:\n"
    "1. Redistributions of source code must retain the above copyright notice, this list of conditions and the\n"
    "   following disclaimer.\n"
    "2. Redistributions in binary form must reproduce the above copyright notice, this list of conditions and the\n"
    "   following disclaimer in the documentation and/or other materials provided with the distribution.\n"
    "3. Neither the name of the copyright holder nor the names of its contributors may be used to endorse or\n"
    "   promote products derived from this software without specific prior written permission.\n\n"
    'THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED\n'
    "WARRANTIES ARE DISCLAIMED.\n"
)

PKG_INFO_BSD = (
    "Metadata-Version: 1.1\nName: frobfield\nVersion: 0.2.1\nLicense: BSD\n"
    "Classifier: Programming Language :: C\nClassifier: License :: OSI Approved :: BSD License\n"
)
PACKAGE_JSON_BSD = json.dumps({"name": "frob-pi", "version": "2.2.1", "license": "BSD", "gypfile": True})


def test_a_vendors_all_rights_reserved_licence_restricting_use_is_proprietary() -> None:
    files = {
        "PKG-INFO": "Metadata-Version: 2.1\nName: frob\nVersion: 0.1\nLicense: UNKNOWN\n",
        "LICENSE.txt": VENDOR_LICENSE,
        "Frob-SDK-Cpp/LICENSE.md": VENDOR_LICENSE,
        "Frob-SDK-Cpp/src/frob/core/debug.cpp": HEADERLESS,
        "setup_helpers/frob.c": HEADERLESS,
    }
    for path, licence_file in (("Frob-SDK-Cpp/src/frob/core/debug.cpp", "Frob-SDK-Cpp/LICENSE.md"),
                               ("setup_helpers/frob.c", "LICENSE.txt")):  # fmt: skip
        keep, reason, found = decide_license(files, path)
        assert (keep, reason) == (False, "license/proprietary")
        assert (found.expression, found.method) == (lic.PROPRIETARY, "license-file")
        assert found.detail == f"{licence_file} ({lic.RESTRICTED_USE_RULE})"


@pytest.mark.parametrize(
    "restriction",
    [
        "This software may be used solely in connection with Frobnitz products.",
        "This software may not be copied or distributed.",
        "You may not redistribute, sublicense or sell the software.",
        "This software is confidential to Frobnitz Devices Inc.",
    ],
)
def test_all_rights_reserved_with_a_restriction_and_no_grant_is_proprietary(restriction: str) -> None:
    text = f"Copyright 2019 Frobnitz Devices Inc. All rights reserved.\n\n{restriction}\n"
    evidence = lic.detect_repo_license({"LICENSE": text})
    assert evidence is not None and evidence.expression == lic.PROPRIETARY


def test_a_bare_all_rights_reserved_licence_file_still_decides_nothing() -> None:
    # no restriction said: a copyright line's formality, as before (the file stays unknown with no other evidence)
    assert (
        lic.detect_repo_license({"LICENSE": "Copyright 2019 Frobnitz Devices Inc. All rights reserved.\n"})
        is None
    )


def test_a_custom_permissive_licence_is_not_proprietary() -> None:
    files = {"LICENSE": CUSTOM_PERMISSIVE, "src/frob.c": HEADERLESS}
    keep, reason, found = decide_license(files, "src/frob.c")
    assert reason != "license/proprietary"
    assert found is None or found.expression != lic.PROPRIETARY


def test_an_open_grant_with_a_vendor_name_is_not_proprietary() -> None:
    # "All rights reserved" and a grant in the licensor's own words: the open grant decides (custom, denied)
    text = (
        "Copyright 2019 Frobnitz Devices Inc. All rights reserved.\n"
        "Permission is hereby granted to use, copy and distribute this software; it may not be sold.\n"
    )
    evidence = lic.detect_repo_license({"LICENSE": text}) or lic.open_grant_file({"LICENSE": text})
    assert evidence is not None and evidence.expression == lic.OPEN_GRANT


def test_a_bsd_text_saying_all_rights_reserved_is_still_bsd() -> None:
    files = {"LICENSE": BSD3_TEXT, "src/frob.c": HEADERLESS}
    keep, reason, found = decide_license(files, "src/frob.c")
    assert (keep, reason, found.expression, found.detail) == (
        True,
        "license/allowed",
        "BSD-3-Clause",
        "LICENSE",
    )


def test_pypi_bsd_metadata_names_the_bsd_family_and_is_kept() -> None:
    files = {"PKG-INFO": PKG_INFO_BSD, "cimpl/field.h": HEADERLESS}
    keep, reason, found = decide_license(files, "cimpl/field.h")
    assert (keep, reason) == (True, "license/allowed")
    assert (found.expression, found.method, found.detail) == (
        lic.UNSPECIFIED_BSD,
        "package-metadata",
        "PKG-INFO",
    )


def test_the_pypi_bsd_classifier_alone_names_the_bsd_family() -> None:
    only_classifier = PKG_INFO_BSD.replace("License: BSD\n", "")
    assert lic.manifest_license("PKG-INFO", only_classifier) == lic.UNSPECIFIED_BSD


def test_a_classifier_naming_the_bsd_text_says_which_bsd_the_field_means() -> None:
    text = PKG_INFO_BSD.replace("BSD License", "BSD-3-Clause")
    assert lic.manifest_license("PKG-INFO", text) == "BSD-3-Clause"


def test_npm_bsd_metadata_names_the_bsd_family_and_is_kept() -> None:
    files = {"package.json": PACKAGE_JSON_BSD, "src/devlib/ds1302.h": HEADERLESS}
    keep, reason, found = decide_license(files, "src/devlib/ds1302.h")
    assert (keep, reason) == (True, "license/allowed")
    assert (found.expression, found.method, found.detail) == (
        lic.UNSPECIFIED_BSD,
        "package-metadata",
        "package.json",
    )


@pytest.mark.parametrize("removed", ["BSD-2-Clause", "BSD-3-Clause", "0BSD"])
def test_bsd_metadata_is_denied_when_a_plain_bsd_licence_is_not_allowed(removed: str) -> None:
    policy = lic.LicensePolicy(allow=tuple(k for k in lic.DEFAULT_ALLOW if k != removed))
    tree = lic.detect_tree_licenses({"PKG-INFO": PKG_INFO_BSD})
    found = lic.resolve(lic.detect_file_license(HEADERLESS), lic.license_for("cimpl/field.h", tree))
    verdict = lic.classify(found.expression, policy)
    assert (verdict.keep, verdict.reason) == (False, f"license/denied:{lic.UNSPECIFIED_BSD}")


def test_bsd_metadata_follows_an_export_mix() -> None:
    permissive = lic.mix_members(("permissive",), lic.LicensePolicy())
    assert lic.in_mix(lic.UNSPECIFIED_BSD, permissive)
    assert not lic.in_mix(lic.UNSPECIFIED_BSD, ("BSD-3-Clause", "MIT"))


def test_the_name_normalizer_still_reads_bare_bsd_as_no_spdx_id() -> None:
    # a resolution rule for metadata evidence only: licence-name recall is unchanged
    assert lic.normalize_expression("BSD") == "BSD"
    assert lic.classify("BSD", lic.LicensePolicy()).reason == "license/unknown"


def test_a_file_header_still_wins_over_bsd_metadata() -> None:
    files = {"PKG-INFO": PKG_INFO_BSD, "cimpl/field.c": "// SPDX-License-Identifier: MIT\nint x;\n"}
    keep, reason, found = decide_license(files, "cimpl/field.c")
    assert (keep, found.expression, found.method) == (True, "MIT", "spdx-tag")


def test_bsd_metadata_of_a_package_whose_description_names_another_licence_is_no_evidence() -> None:
    # the PyPI BSD classifier of a package's Python bindings; its description says the C core's licence (FOURTH's
    # unicorn: "Distributed under free software license GPLv2"): the files stay without evidence, not BSD
    pkg_info = (
        "Metadata-Version: 1.1\nName: frobemu\nClassifier: License :: OSI Approved :: BSD License\n\n"
        "Frobemu is a CPU emulator framework.\n- Distributed under free software license GPLv2\n"
    )
    keep, reason, found = decide_license({"PKG-INFO": pkg_info, "src/uc.c": HEADERLESS}, "src/uc.c")
    assert (keep, reason, found) == (False, "license/unknown", None)
    # a description naming no other licence leaves the BSD family in place
    plain = pkg_info.replace("- Distributed under free software license GPLv2\n", "Fast and portable.\n")
    assert (
        decide_license({"PKG-INFO": plain, "src/uc.c": HEADERLESS}, "src/uc.c")[2].expression
        == lic.UNSPECIFIED_BSD
    )
