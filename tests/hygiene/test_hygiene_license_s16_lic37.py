"""License-name forms found on THIRTYFIRST after license 34 (issue 8, session 16 "lic37").

- ``License :: OSI Approved :: MIT License`` (a PKG-INFO ``License:`` value): a PyPI trove classifier of the License
  group written as the licence's name reads as the title it ends with, through the normalizer.
- ``ODC-PDDL-1.0`` (a DEP-5 name): a publisher's initials before the id of a licence it publishes (Open Data Commons'
  PDDL) are that id.
- ``Allegro-gift-ware`` (a DEP-5 name): a project's name before the name of a licence that the license library's index
  names by that project (ScanCode's ``allegro-4`` is SPDX ``Giftware``) is that licence.

The files are written for the test.
"""

from __future__ import annotations

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint frob_get(char *buf, size_t n);\n"
DEP5 = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: frob\n\n"


def _pkg_info(license_field: str) -> str:
    return f"Metadata-Version: 2.1\nName: frob\nVersion: 1.0\nLicense: {license_field}\n"


def test_a_trove_classifier_as_the_name_is_the_licence_its_title_names():
    assert lic.normalize_expression("License :: OSI Approved :: MIT License") == "MIT"
    assert lic.normalize_expression("License :: OSI Approved :: Apache Software License 2.0") == "Apache-2.0"
    assert (
        lic.normalize_expression("License :: OSI Approved :: GNU General Public License v3 (GPLv3)")
        == "GPL-3.0-only"
    )
    assert lic.normalize_expression("License :: Public Domain") == lic.PUBLIC_DOMAIN
    assert lic.manifest_license("PKG-INFO", _pkg_info("License :: OSI Approved :: MIT License")) == "MIT"


def test_a_trove_classifier_whose_title_names_no_one_licence_stays_unread():
    # BSD without a clause count, Apache without a version, a proprietary catch-all, the OSI category alone
    for name in (
        "License :: OSI Approved :: BSD License",
        "License :: OSI Approved :: Apache Software License",
        "License :: Other/Proprietary License",
        "License :: OSI Approved",
    ):
        assert not lic.is_known_expression(name), name
    assert lic.manifest_license("PKG-INFO", _pkg_info("License :: OSI Approved :: BSD License")) is None


def test_a_publishers_initials_before_its_licence_are_that_licence():
    assert lic.normalize_expression("ODC-PDDL-1.0") == "PDDL-1.0"
    assert lic.normalize_expression("ODC-ODbL-1.0") == "ODbL-1.0"
    assert lic.normalize_expression("CC-CC0-1.0") == "CC0-1.0"
    # the initials name the publisher only before a licence of its own; no version, no licence
    for name in ("ODC-MIT", "CC-Apache-2.0", "SIL-MIT", "ODC-PDDL"):
        assert not lic.is_known_expression(name), name


def test_a_project_before_the_licence_the_index_names_by_it_is_that_licence():
    assert lic.normalize_expression("Allegro-gift-ware") == "Giftware"
    assert lic.normalize_expression("Allegro Giftware") == "Giftware"
    # a project's own variant of a licence (Debian-local names read by hand as none), another project's licence, a
    # qualifier the index writes after the family (lammps' Simplified_BSD-2 is a three-clause text)
    for name in (
        "Khronos-Expat",
        "Adobe-BSD-3-clause",
        "PacBio-BSD-3-Clause",
        "Allegro-MIT",
        "Simplified_BSD-2",
    ):
        assert not lic.is_known_expression(name), name


def test_dep5_paragraphs_with_these_names_decide_their_files():
    copyright = (
        f"{DEP5}Files: *\nCopyright: 1998 Shawn Hargreaves\nLicense: Allegro-gift-ware\n\n"
        "Files: data/*\nCopyright: 2015 Frob Data Project\nLicense: ODC-PDDL-1.0\n\n"
        "License: Allegro-gift-ware\n Allegro is gift-ware. It was created by a number of people working in\n"
        " cooperation, and is given to you freely as a gift.\n\n"
        "License: ODC-PDDL-1.0\n Open Data Commons Public Domain Dedication and License (PDDL) v1.0.\n"
    )
    rules = dict(lic.debian_copyright_rules(copyright))
    assert rules[("*",)] == "Giftware"
    assert rules[("data/*",)] == "PDDL-1.0"
    kept, reason, found = decide_license({"debian/copyright": copyright, "src/frob.c": CODE}, "src/frob.c")
    # Giftware is a known SPDX licence off the allow-list: denied by name, no longer unknown
    assert (kept, reason, found.expression) == (False, "license/denied:Giftware", "Giftware")
