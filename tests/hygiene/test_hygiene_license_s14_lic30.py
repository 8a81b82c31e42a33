"""DEP-5 licence names found unread on TWENTY-SEVENTH (issue 8, session 14 "lic30").

- The clause count with "C" before the number (``BSD-C3``, like ``3C-BSD`` with the letter after it).
- "New", "modified" or "revised" written together with BSD (``RevisedBSD``, like "revised bsd").

A name with a letter but no count (``BSD-C``) or a word that is not BSD after "revised" stays unread. The names
and the Debian copyright file below are written for the test.
"""

from __future__ import annotations

import pytest

from pipeline.hygiene import license as lic


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("BSD-C3", "BSD-3-Clause"),
        ("BSD C3", "BSD-3-Clause"),
        ("bsd-c3 license", "BSD-3-Clause"),
        ("C3-BSD", "BSD-3-Clause"),
        ("BSD-C2", "BSD-2-Clause"),
        ("C2-BSD", "BSD-2-Clause"),
        ("BSD-C4", "BSD-4-Clause"),
        ("BSD-4C", "BSD-4-Clause"),
        ("RevisedBSD", "BSD-3-Clause"),
        ("NewBSD", "BSD-3-Clause"),
        ("ModifiedBSD", "BSD-3-Clause"),
        ("RevisedBSD or GPL-2+", "BSD-3-Clause OR GPL-2.0-or-later"),
        ("BSD-C3 and MIT", "BSD-3-Clause AND MIT"),
    ],
)
def test_name_forms(name, expected):
    assert lic.normalize_expression(name) == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # forms read before license 30 keep their reading
        ("3C-BSD", "BSD-3-Clause"),
        ("BSD-3c", "BSD-3-Clause"),
        ("revised bsd", "BSD-3-Clause"),
        ("FreeBSD", "BSD-2-Clause"),
    ],
)
def test_earlier_forms_unchanged(name, expected):
    assert lic.normalize_expression(name) == expected


@pytest.mark.parametrize(
    "name", ["BSD-C", "C-BSD", "BSDC", "BSD-C33", "BSD-C3-Clause", "RevisedX", "Revised", "NetBSD", "OpenBSD"]
)
def test_not_read(name):
    assert not lic.is_known_expression(lic.normalize_expression(name) or "")


DEBIAN_COPYRIGHT = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: frobd

Files: *
Copyright: 2019 Frob Developers
License: GPL-2+

Files: src/hash/*
Copyright: 2007 A. Hasher
License: BSD-C3

Files: init/frobd.in
Copyright: 2012 Frob Developers
License: RevisedBSD
"""


def test_dep5_paragraphs_without_text():
    # the paragraphs give no text (none under the name, no stand-alone paragraph): only the name can be read
    assert lic.debian_copyright_rules(DEBIAN_COPYRIGHT) == (
        (("*",), "GPL-2.0-or-later"),
        (("src/hash/*",), "BSD-3-Clause"),
        (("init/frobd.in",), "BSD-3-Clause"),
    )
