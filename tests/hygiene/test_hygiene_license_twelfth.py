"""License-name causes found on TWELFTH (issue 8, session 10 "lic11").

The license normalizer missed names that Debian copyright files of TWELFTH write in forms of their own:
a title with its words run together (``BoostSoftwareLicense1.0``), a license and its exception joined by
hyphens (``GPL-3+-with-bison-exception``, where ``GPL-3+ with Bison exception`` was read), a title's
generic words by their initials (``SGI-FSL-B-1.1``: SGI Free Software License B), a stray colon after the
name (``BSD-3:``) and a library's license named by the library (``TIFF``: SPDX ``libtiff``). Each is a rule
on the name's form; names that only look alike stay unread. The DEP-5 files are written for the test.
"""

from __future__ import annotations

import pytest
from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

FORMAT = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: {}\n\n"
NO_HEADER = "#pragma once\n\nstatic const int table_rows = 24;\n"


_decide = decide_license


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # a CamelCase title run together with its version
        ("BoostSoftwareLicense1.0", "BSL-1.0"),
        ("BoostSoftwareLicense", "BSL-1.0"),
        ("ApacheLicense2.0", "Apache-2.0"),
        ("EclipsePublicLicense-2.0", "EPL-2.0"),
        # a license and its exception joined by hyphens, read as the spaced form
        ("GPL-3+-with-bison-exception", "GPL-3.0-or-later WITH Bison-exception-2.2"),
        ("GPL-2+-with-Autoconf-exception", "GPL-2.0-or-later WITH Autoconf-exception-2.0"),
        ("GPL-2-with-Classpath-exception-2.0", "GPL-2.0-only WITH Classpath-exception-2.0"),
        ("MIT and GPL-3+-with-bison-exception", "MIT AND GPL-3.0-or-later WITH Bison-exception-2.2"),
        # a title's generic words by their initials after the name (SGI's Free Software License B)
        ("SGI-FSL-B-1.1", "SGI-B-1.1"),
        ("SGI-FSL-B-2.0", "SGI-B-2.0"),
        # punctuation after the name
        ("BSD-3:", "BSD-3-Clause"),
        ("Apache-2.0;", "Apache-2.0"),
        # a library's license by the library's name, where SPDX has one id for it
        ("TIFF", "libtiff"),
        ("selinux-1.0", "libselinux-1.0"),
    ],
)
def test_name_forms(name, expected):
    assert lic.normalize_expression(name) == expected
    assert lic.is_known_expression(name)


@pytest.mark.parametrize(
    "name",
    [
        "STK-4.3",  # STK's release, not a license version; the license library has no MIT-STK
        "PNG",  # Libpng or libpng-2.0: no one id
        "Kitware-BSD:",  # a Debian-local name with a stray colon stays local
        "SGI-B-1.1-with-NVIDIA",  # "with" and no exception
        "GPLWithACException",  # acronyms run together are not split
        "DejaVu",  # capitalized words that name no license
        "GPL-with-Bison-Exception",  # a version-less family names no one license
        "GPL-2-with-DUNE-exception",  # an exception the library lacks: a Debian-local name, read from its text
        "FSL-Kaz",  # initials as the first word are the name, not a generic word
        "GPL-2+ or AFL-2.1, and Expat",  # a comma inside an expression is syntax
    ],
)
def test_names_that_stay_unread(name):
    assert not lic.is_known_expression(name)


def test_initials_as_the_first_word_are_a_license_id():
    assert lic.normalize_expression("OSL-3.0") == "OSL-3.0"


def test_dep5_hyphenated_exception_stanza_decides_the_parser_files():
    # Debian's stanza for bison's generated parsers; no stand-alone paragraph holds the text
    copyright_file = FORMAT.format("kea-like") + (
        "Files: *\nCopyright: 2010 Example Systems\nLicense: MPL-2.0\n\n"
        "Files: src/lib/parser/location.hh src/lib/parser/parser.h\n"
        "Copyright: 1984-2015 Free Software Foundation, Inc.\nLicense: GPL-3+-with-bison-exception\n"
    )
    files = {"pkg/LICENSE": copyright_file, "pkg/src/lib/parser/parser.h": NO_HEADER}
    keep, reason, found = _decide(files, "pkg/src/lib/parser/parser.h")
    assert found is not None and found.expression == "GPL-3.0-or-later WITH Bison-exception-2.2"
    assert (keep, reason) == (True, "license/allowed")


def test_dep5_catch_all_run_together_title_and_stray_colon():
    copyright_file = FORMAT.format("engine") + (
        "Files: *\nCopyright: 1998-2010 Example Graphics\nLicense: BoostSoftwareLicense1.0\n\n"
        "Files: third_party/exo/*\nCopyright: 2005 Example Labs\nLicense: BSD-3:\n"
    )
    files = {
        "pkg/LICENSE": copyright_file,
        "pkg/src/Mathematics/Vector2.h": NO_HEADER,
        "pkg/third_party/exo/exo_io.h": NO_HEADER,
    }
    keep, reason, found = _decide(files, "pkg/src/Mathematics/Vector2.h")
    assert (keep, reason, found.expression if found else None) == (True, "license/allowed", "BSL-1.0")
    keep, reason, found = _decide(files, "pkg/third_party/exo/exo_io.h")
    assert (keep, reason, found.expression if found else None) == (True, "license/allowed", "BSD-3-Clause")
