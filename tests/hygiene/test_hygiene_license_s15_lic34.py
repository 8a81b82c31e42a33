"""License-name forms found on THIRTIETH after license 33 (issue 8, session 15 "lic34").

- ``BSDv3`` (a PyPI ``License:`` value): BSD licences have no versions, so a "v" and 2, 3 or 4 after BSD is the
  clause count, as ``BSD3`` and ``BSD-3`` already read (license 34).
- ``Modified BSD license`` (a DEP-5 name): a short form such as "Modified BSD" followed by the word "License" or
  "Licence" is the short form's licence, as "New BSD License" and "Simplified BSD License" already read.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint frob_get(char *buf, size_t n);\n"


def test_v_and_a_clause_count_after_bsd_is_that_bsd():
    assert lic.normalize_expression("BSDv3") == "BSD-3-Clause"
    assert lic.normalize_expression("BSD v2") == "BSD-2-Clause"
    assert lic.normalize_expression("BSD-v4") == "BSD-4-Clause"
    pkg_info = "Metadata-Version: 2.1\nName: frob\nVersion: 1.0\nLicense: BSDv3\n"
    assert lic.manifest_license("PKG-INFO", pkg_info) == "BSD-3-Clause"
    # only 2, 3 and 4, and only after BSD: other licences have versions of their own
    for name in ("BSDv5", "BSDv1.1", "MITv3"):
        assert not lic.is_known_expression(name), name


def test_a_short_form_followed_by_license_is_that_short_form():
    for name in (
        "Modified BSD license",
        "Modified BSD License",
        "Modified-BSD-License",
        "Revised BSD Licence",
    ):
        assert lic.normalize_expression(name) == "BSD-3-Clause", name
    assert lic.normalize_expression("RevisedBSD License") == "BSD-3-Clause"
    assert lic.normalize_expression("3-clause BSD licence") == "BSD-3-Clause"
    assert lic.normalize_expression("Expat License") == "MIT"
    # not a short form that names no one SPDX licence: Perl's choice of two, public domain (no licence text)
    for name in ("Perl License", "Public Domain License", "BSD License"):
        assert not lic.is_known_expression(name), name


def test_a_dep5_modified_bsd_license_paragraph_is_bsd_3_clause():
    copyright = (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: frob\n\n"
        "Files: *\nCopyright: 2010 Frobware Inc.\nLicense: GPL-2+\n\n"
        "Files: src/fonts/*\nCopyright: 1990 Fred Fontmaker\nLicense: Modified BSD license\n\n"
        "License: GPL-2+\n On Debian systems see /usr/share/common-licenses/GPL-2.\n\n"
        "License: Modified BSD license\n On Debian systems see /usr/share/common-licenses/BSD.\n"
    )
    assert dict(lic.debian_copyright_rules(copyright))[("src/fonts/*",)] == "BSD-3-Clause"
    kept, reason, found = decide_license(
        {"debian/copyright": copyright, "src/fonts/font.c": CODE}, "src/fonts/font.c"
    )
    assert (kept, reason, found.expression) == (True, "license/allowed", "BSD-3-Clause")
