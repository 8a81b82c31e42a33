"""A public-domain statement made as a line of its own (issue 8, session 13 "lic25"; TWENTY-FIFTH's libsolv sha1.c).

A header whose licence line is only "100% Public Domain" (under "<what> in C / By <author>"), with each later
modifier's "Still 100% public domain" / "Still 100% PD", said nothing the reader knew: every public-domain phrase
had a verb ("is in the public domain", "placed in the public domain"). Debian's stanza quoting that header under a
local name (``public-domain~sha1``) was read as a custom licence for the same reason. A line that is only such a
statement now reads as public domain; a line that ends a sentence begun on the line before, or one in a paragraph
about parts, does not.

The texts are written for the test.
"""

from __future__ import annotations

import pytest

from pipeline.hygiene import license as lic

HEADER = """/*
MUMBLE-3 in C
By A. Writer <a.writer@example.org>
100% Public Domain

-----------------
Modified 3/04
By B. Fixer <b.fixer@example.org>
Still 100% PD

Fixed the length type on 16 bit machines.
*/

#include <stdint.h>
"""


def test_a_header_whose_licence_line_is_100_percent_public_domain():
    found = lic.detect_file_license(HEADER)
    assert found == lic.LicenseEvidence(lic.PUBLIC_DOMAIN, "header-text", lic.PUBLIC_DOMAIN)


@pytest.mark.parametrize(
    "header",
    [
        "/*\n * version 20090101\n * C. Coder\n * Public domain.\n */\nint f(void);\n",
        "/* frob.h compatibility shim\n * Public domain\n */\n#define FROB 1\n",
        "// Modified 07/2002 by D. Editor <d@example.org>\n// Still 100% public domain\nint g(void);\n",
        "/* Written by E. Author, 2016.\n * Still 100% PD\n */\nint h(void);\n",
        "/* tables for the frobnicator\n *\n * Public Domain\n *\n * Taken from the frob project.\n */\n",
    ],
)
def test_a_line_that_is_only_a_public_domain_statement(header):
    found = lic.detect_file_license(header)
    assert found is not None and found.expression == lic.PUBLIC_DOMAIN, header
    # a line that only ends a sentence begun before it, or that sits among words about parts, is no statement
    # of the file's own; nor is "in the public domain" or "not public domain" alone on a line
    for mention in (
        "/* Parts of this code were written by F. Other and are considered\n * public domain.\n */\n",
        "/* Some routines were taken from G. Other's package; they are free and\n * public domain\n */\n",
        "/* Third-party code:\n *   quux.c\n *   Public Domain\n */\n",
        "/* The following files:\n * frob.c frob.h\n * 100% Public Domain\n */\n",
        "/* The people there assure me that it is indeed\n * in the public domain.\n */\n",
        "/* frob.c by H. Writer\n * Not public domain\n */\n",
    ):
        assert lic.detect_file_license(mention) is None, mention


DEP5 = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: frob

Files: *
Copyright: 2010 Frob Inc
License: BSD-2-clause

Files: src/mumble3.c src/mumble3.h
Copyright: 1998 A. Writer <a.writer@example.org>
License: public-domain~mumble3

Files: src/other.c
Copyright: 2001 I. Writer
License: public-domain~other

License: BSD-2-clause
 Redistribution and use in source and binary forms, with or without modification, are permitted provided
 that the following conditions are met: ...

License: public-domain~mumble3
 Extracted from src/mumble3.c's changelog in the file header:
 .
 MUMBLE-3 in C
 By A. Writer <a.writer@example.org>
 100% Public Domain
 .
 -----------------
 Modified 3/04
 By B. Fixer <b.fixer@example.org>
 Still 100% PD
 .
 [...]

License: public-domain~other
 Portions of this file were written by J. Other and are considered
 public domain. Use it as you like, with attribution.
"""


def test_a_debian_public_domain_name_over_such_a_text_is_public_domain():
    rules = dict(lic.debian_copyright_rules(DEP5))
    assert rules[("src/mumble3.c", "src/mumble3.h")] == lic.PUBLIC_DOMAIN
    # the name alone reads as nothing (names such as "public-domain~sha1" are local); its text decides, and a text
    # that only mentions the public domain for a part is a custom licence, as before
    assert not lic.is_known_expression("public-domain~mumble3")
    assert rules[("src/other.c",)] == "LicenseRef-custom-public-domain-other"
