"""License-evidence causes found on TWENTY-SECOND (issue 8, session 12 "lic21").

1. A DEP-5 name is Debian's local name even when it spells an SPDX variant's id: a ``Files: *`` paragraph named
   ``BSD-3-clause-HP`` whose text is the plain 3-clause BSD licence (SPDX's BSD-3-Clause-HP adds "PATENT
   INFRINGEMENT" to the disclaimer) was read as the variant (not allowed) and its files dropped. Given with a text
   that reads as the variant's base licence and lacks the variant's own words, the text decides.
2. Name forms: ``BEER-WARE-LICENSE`` (the generic word after a name written in two), ``Original-SSLeay`` (the title
   OpenSSL's combined text gives the SSLeay part), ``PSF`` (the initials of the Python Software Foundation
   License's title, read version-less as PSF-2.0 already).

The files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

HEADERLESS = '#include "frob.h"\n\nint frob(int x)\n{\n    return x * 2;\n}\n'
DEP5 = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: frob\n\n"
BSD3_BODY = (
    " Redistribution and use in source and binary forms, with or without\n"
    " modification, are permitted provided that the following conditions\n are met:\n .\n"
    " * Redistributions of source code must retain the above copyright\n"
    "   notice, this list of conditions and the following disclaimer.\n"
    " * Redistributions in binary form must reproduce the above copyright notice,\n"
    "   this list of conditions and the following disclaimer in the documentation\n"
    "   and/or other materials provided with the distribution.\n"
    " * Neither the name of Frobnicator Corp. nor the names of its contributors may\n"
    "   be used to endorse or promote products derived from this software without\n"
    "   specific prior written permission.\n .\n"
    ' THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"\n'
    " AND ANY EXPRESS OR IMPLIED WARRANTIES ARE DISCLAIMED. IN NO EVENT SHALL THE\n"
    " COPYRIGHT OWNER BE LIABLE FOR ANY DIRECT, INDIRECT OR CONSEQUENTIAL DAMAGES%s.\n"
)
PLAIN = BSD3_BODY % ""
WITH_PATENT = BSD3_BODY % " (INCLUDING, BUT NOT LIMITED TO, PATENT INFRINGEMENT)"


def _dep5(name: str, body: str) -> str:
    return (
        DEP5 + f"Files: *\nCopyright: 1999 Frobnicator Corp.\nLicense: {name}\n\n"
        "Files: debian/*\nCopyright: 2012 A. Packager\nLicense: GPL-2+\n\n"
        f"License: {name}\n{body}\n"
        "License: GPL-2+\n This program is free software; you can redistribute it under the GNU General Public\n"
        " License, version 2 or (at your option) any later version.\n"
    )


def test_a_variant_name_over_the_plain_base_text_is_the_base_licence_and_kept() -> None:
    files = {"debian/copyright": _dep5("BSD-3-clause-HP", PLAIN), "apps/frob.c": HEADERLESS}
    keep, reason, found = decide_license(files, "apps/frob.c")
    assert (keep, reason) == (True, "license/allowed")
    assert (found.expression, found.detail) == ("BSD-3-Clause", "debian/copyright")


def test_a_variant_name_over_the_variants_own_text_stays_the_variant() -> None:
    files = {"debian/copyright": _dep5("BSD-3-clause-HP", WITH_PATENT), "apps/frob.c": HEADERLESS}
    keep, reason, found = decide_license(files, "apps/frob.c")
    assert (keep, reason, found.expression) == (False, "license/denied:BSD-3-Clause-HP", "BSD-3-Clause-HP")


def test_the_text_decides_in_a_paragraph_of_its_own_and_in_a_list_of_names() -> None:
    text = _dep5("BSD-3-clause-HP", PLAIN)
    assert lic.debian_copyright_license(text) == "BSD-3-Clause"
    listed = text.replace("License: GPL-2+\n\nLicense", "License: BSD-3-clause-HP or GPL-2+\n\nLicense", 1)
    assert dict(lic.debian_copyright_rules(listed))[("debian/*",)] == "BSD-3-Clause OR GPL-2.0-or-later"


def test_a_variant_name_without_a_text_keeps_its_name() -> None:
    text = DEP5 + "Files: *\nCopyright: 1999 Frobnicator Corp.\nLicense: BSD-3-clause-HP\n"
    assert lic.debian_copyright_license(text) == "BSD-3-Clause-HP"


def test_a_variant_whose_words_are_in_the_text_stays_the_variant() -> None:
    patent = PLAIN.replace(
        " .\n THIS", " .\n Each contributor grants a patent license to make and use the software.\n .\n THIS"
    )
    for name, body, spdx in (
        ("BSD-2-Clause-Patent", patent.replace(" * Neither the name", " * The name"), "BSD-2-Clause-Patent"),
        ("BSD-3-Clause-HP", WITH_PATENT, "BSD-3-Clause-HP"),
    ):
        assert lic.debian_copyright_license(_dep5(name, body)) == spdx


def test_a_text_that_reads_as_another_licence_than_the_base_keeps_the_name() -> None:
    mit = (
        " Permission is hereby granted, free of charge, to any person obtaining a copy of this software and\n"
        ' associated documentation files (the "Software"), to deal in the Software without restriction.\n'
    )
    assert lic.debian_copyright_license(_dep5("BSD-3-clause-HP", mit)) == "BSD-3-Clause-HP"


@pytest.mark.parametrize(
    ("name", "spdx"),
    [
        ("BEER-WARE-LICENSE", "Beerware"),
        ("Beer-Ware License", "Beerware"),
        ("BSD-3-clause and BEER-WARE-LICENSE", "BSD-3-Clause AND Beerware"),
        ("OpenSSL and Original-SSLeay", "OpenSSL AND SSLeay-standalone"),
        ("Original SSLeay License", "SSLeay-standalone"),
        ("PSF", "PSF-2.0"),
        ("PSF License", "PSF-2.0"),
    ],
)
def test_name_forms_are_read(name: str, spdx: str) -> None:
    assert lic.normalize_expression(name) == spdx


@pytest.mark.parametrize(
    "name", ["CPL", "JASPER", "LPPL-1.3+", "Tatu-Ylonen-permissive", "GPL-2-WithACException", "Original-Frob"]
)
def test_names_that_denote_no_spdx_id_stay_unread(name: str) -> None:
    assert not lic.is_known_expression(lic.normalize_expression(name) or "")


def test_original_bsd_stays_the_four_clause_licence() -> None:
    assert lic.normalize_expression("Original-BSD") == "BSD-4-Clause"
