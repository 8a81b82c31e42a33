"""License-evidence cause found on TWENTY-EIGHTH after license 31 (issue 8, session 15 "lic32").

A Debian source tree's ``debian/copyright`` states the licence of the whole tree (a free-form file: "Upstream
Author: ... The software is copyrighted by the author and licensed under the Clarified Artistic License"), and the
tree's files carry only "Copyright (c) 1996-2005 <author>, <company>. All rights reserved." License 20 never lets
Debian's tree-wide statement replace a bare all-rights-reserved header (right for a file of another holder, which
needs a paragraph of its own), so every such file was dropped as proprietary. The holder reserving the rights is the
one the statement names for the tree: its licence applies (license 32). Another holder's file stays proprietary.

The files are written for the test.
"""

from __future__ import annotations

import json

from hygiene_fixtures import decide_license

from pipeline.hygiene import license as lic

CODE = "\n#include <stddef.h>\n\nint frob_get(char *buf, size_t n);\n"

FREE_FORM = """This package was debianized by
Bernd Packer <bp@debian.example.org> since Wed, 14 Aug 1996 13:23:05 -0400

It was downloaded from http://www.example.org/frob/

Upstream Author: Quentin Coder <qcoder@Frobware.example.com>

The software is copyrighted by the author and licensed under the
Clarified Artistic License, a copy of which follows:

                     The Clarified Artistic License

   (the conditions under which the Package may be copied and modified follow here)

        "Copyright Holder" is whoever is named in the copyright or
        copyrights for the package.
"""

DEP5 = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: frob\n\n"
DEP5_GPL = (
    DEP5 + "Files: *\nCopyright: 1999-2004 Frob Systems Inc.\n"
    "           2005, 2007 Quentin Coder <qcoder@example.org>\nLicense: GPL-2+\n\n"
    "Files: debian/*\nCopyright: 2010 Bernd Packer <bp@example.org>\nLicense: GPL-2+\n\n"
    "License: GPL-2+\n This program is free software; you can redistribute it and/or modify it under the terms\n"
    " of the GNU General Public License as published by the Free Software Foundation; either version 2 of the\n"
    " License, or (at your option) any later version.\n"
)


def _header(*copyright_lines: str) -> str:
    lines = "".join(f" * {line}\n" for line in copyright_lines)
    return f"/* frob_get.c\n *\n{lines} * All rights reserved.\n *\n */\n" + CODE


def _decide(copyright_file: str, source: str):
    return decide_license({"debian/copyright": copyright_file, "src/frob_get.c": source}, "src/frob_get.c")


def test_the_upstream_authors_bare_all_rights_reserved_takes_a_free_form_statements_licence():
    for header in (
        _header("Copyright (c) 1996-2005 Quentin Coder, Frobware Software."),
        _header("Copyright (c) 1992-2016 by Quentin Coder."),
        "/* frob.h\n *\n * Copyright 1992-2011 Quentin Coder, Frobware Software.  All Rights Reserved.\n */\n"
        + CODE,
    ):
        kept, reason, found = _decide(FREE_FORM, header)
        assert (kept, reason, found.expression) == (False, "license/denied:ClArtistic", "ClArtistic")
        assert found.detail == "debian/copyright; file's all-rights-reserved by a holder named there"


def test_another_holders_bare_all_rights_reserved_is_still_proprietary():
    for copyright_file in (FREE_FORM, DEP5_GPL):
        for header in (
            _header("Copyright (c) 1986 by Gadget Works Ltd."),
            # the Debian packager is no holder of the tree (the free-form "debianized by", DEP-5's Files: debian/*)
            _header("Copyright (c) 2010 Bernd Packer <bp@example.org>"),
            # every holder of the header must be named: Quentin Coder's co-holder is not
            _header("Copyright (c) 2001 Quentin Coder", "Copyright (C) 1991, 1992 by Chris Otherman"),
            _header("Copyright (c) 2001 Quentin Coder and Chris Otherman"),
            # a generic word is no name
            _header("Copyright (c) 2001 The Authors"),
            # no year, "(c)" or "by": no copyright statement, no holder
            _header("Frob: the Copyright Holder is Quentin Coder"),
        ):
            kept, reason, found = _decide(copyright_file, header)
            assert (kept, reason, found.method) == (False, "license/proprietary", "header-text"), header


def test_a_dep5_files_star_copyright_field_names_the_holders_with_emails_years_and_company_forms():
    for line in (
        "Copyright (C) 2001, 2003 by QUENTIN CODER (qcoder@example.org)",
        "Copyright 2005 Quentin Coder <qcoder@example.org>",
        "Copyright (c) 1999 Frob Systems, Inc.",
        "(c) 2004 Frob Systems",
    ):
        kept, reason, found = _decide(DEP5_GPL, _header(line))
        assert (kept, found.expression) == (True, "GPL-2.0-or-later"), line
        assert found.detail.startswith("debian/copyright; file's all-rights-reserved")
    # a holder whose name only shares a word with the named ones is another
    for line in ("Copyright (c) 1999 Frob Software Systems Inc.", "Copyright (c) 2001 Coder"):
        kept, reason, _ = _decide(DEP5_GPL, _header(line))
        assert (kept, reason) == (False, "license/proprietary"), line


def test_the_holder_on_the_line_after_the_years_is_read():
    header = "/*-\n * Copyright (c) 2011, 2012\n *\tQuentin Coder <qcoder@example.org>\n * All rights reserved.\n */\n"
    found = lic.detect_file_license(header + CODE)
    assert (found.expression, found.holders) == (lic.ALL_RIGHTS_RESERVED, ("Quentin Coder",))
    kept, _, found = _decide(DEP5_GPL, header + CODE)
    assert (kept, found.expression) == (True, "GPL-2.0-or-later")


def test_the_holders_of_the_statement_and_of_the_header():
    assert lic.debian_copyright_holders(FREE_FORM) == ("Quentin Coder",)
    assert lic.debian_copyright_holders(DEP5_GPL) == ("Frob Systems Inc", "Quentin Coder")
    free_form_fields = (
        "Upstream Authors:\n\n    Quentin Coder <qc@example.org>\n    Gadget Works Ltd.\n\n"
        "Copyright:\n\n    Copyright (C) 1999-2004 Frob Systems, Inc.\n\n"
        "The Debian packaging is Copyright (C) 2008, Bernd Packer <bp@example.org>\n\n"
        "License: the GNU General Public License, version 2 or later.\n"
    )
    assert lic.debian_copyright_holders(free_form_fields) == (
        "Quentin Coder",
        "Gadget Works Ltd",
        "Frob Systems, Inc",
    )
    # an upstream author writing from debian.org is no packager
    assert lic.debian_copyright_holders("Upstream Author: Quentin Coder <qcoder@debian.org>\n") == (
        "Quentin Coder",
    )
    found = lic.detect_file_license(_header("Copyright (c) 1996-2005 Quentin Coder, Frobware Software."))
    assert found.holders == ("Quentin Coder, Frobware Software",)
    # only a bare all-rights-reserved carries its holders
    granted = "/* Copyright (c) 2001 Quentin Coder\n * SPDX-License-Identifier: MIT\n */\n" + CODE
    assert lic.detect_file_license(granted).holders == ()


def test_the_upstream_licence_file_still_licenses_any_bare_all_rights_reserved():
    files = {
        "COPYING": "Permission is hereby granted, free of charge, to any person obtaining a copy of this software",
        "debian/copyright": FREE_FORM,
        "src/frob_get.c": _header("Copyright (c) 1986 by Gadget Works Ltd."),
    }
    kept, _, found = decide_license(files, "src/frob_get.c")
    assert (kept, found.expression, found.detail) == (True, "MIT", "COPYING")


def test_the_stage_carries_the_statements_holders_through_its_evidence_json(monkeypatch, tmp_path):
    from pipeline.stages import license as stage

    tree = lic.detect_tree_licenses({"debian/copyright": FREE_FORM, "doc/README": "no licence here"})
    assert tree[""].holders == ("Quentin Coder",)

    class Store:
        def exists(self, path):
            return path.exists()

        def write_json(self, path, obj):
            path.write_text(json.dumps(obj))

        def read_json(self, path):
            return json.loads(path.read_text())

    class Ctx:
        store = Store()

        def file_path(self, name):
            return tmp_path / name

    monkeypatch.setattr(stage, "repo_licenses", lambda ctx: {"frob": tree})
    stage.find_repo_licenses(Ctx(), None)
    read = stage.stage.prepare(Ctx(), None)["frob"]
    assert read == tree and read[""].holders == ("Quentin Coder",)
    doc = {"source": "frob", "path": "src/frob_get.c", "text": _header("Copyright (c) 2001 Quentin Coder.")}
    from pipeline.config import PipelineConfig

    assert stage.stage.judge(doc, {"frob": read}, PipelineConfig()) == (
        "denied:ClArtistic",
        "license-file: debian/copyright; file's all-rights-reserved by a holder named there",
    )
