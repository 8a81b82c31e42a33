"""Repository license evidence beyond LICENSE files (issue 8): package metadata and README license
sections, Debian copyright files' per-path paragraphs, the precedence between them, the normalizer's
general rules for names real metadata writes, and the header scan over continued directives.

Every file here is small and written for the test, shaped like the real ones (an npm package with its
MIT only in ``package.json``, a PyPI sdist whose ``PKG-INFO`` states the license by classifier, a
DEP-5 file whose bundled component has a paragraph of its own).
"""

from __future__ import annotations

import json
import warnings

import pytest

from pipeline import runner
from pipeline.config import AcquireConfig, LicensePolicy, PipelineConfig, SourceSpec
from pipeline.hygiene import license as lic
from pipeline.store import ObjectStore, iter_shards

# A source file with a copyright line and no grant: its license must come from the repository.
NO_GRANT = "// Copyright 2014 Example Inc. and contributors\n#pragma once\n\nint draw_text(const char* s, int x, int y);\n"


def _decide(files: dict[str, str], path: str) -> tuple[str | None, str]:
    """(license kept with, or None if dropped; evidence) of ``path`` in a tree, as the stage decides."""
    tree = lic.detect_tree_licenses({p: t for p, t in files.items() if lic.is_evidence_file(p)})
    found = lic.resolve(lic.detect_file_license(files[path]), lic.license_for(path, tree))
    verdict = lic.classify(found.expression if found else None, LicensePolicy())
    return (verdict.expression if verdict.keep else None), (
        f"{found.method}: {found.detail}" if found else ""
    )


PACKAGE_JSON = json.dumps(
    {"name": "drawlib", "version": "3.2.3", "main": "index.js", "license": "MIT", "gypfile": True}, indent=2
)


def test_a_package_json_license_keeps_a_package_without_license_file():
    files = {"package.json": PACKAGE_JSON, "src/Text.h": NO_GRANT, "src/Text.cc": "int draw_text();\n"}
    assert _decide(files, "src/Text.h") == ("MIT", "package-metadata: package.json")
    # without the manifest the same file has no evidence at all and is dropped
    assert _decide({k: v for k, v in files.items() if k != "package.json"}, "src/Text.h") == (None, "")


@pytest.mark.parametrize(
    ("manifest", "expression"),
    [
        (
            {"license": {"type": "BSD-3-Clause", "url": "https://example.org"}},
            "BSD-3-Clause",
        ),  # legacy object
        (
            {"licenses": [{"type": "MIT"}, {"type": "Apache-2.0"}]},
            "MIT OR Apache-2.0",
        ),  # legacy list: a choice
        ({"license": "(MIT OR Apache-2.0)"}, "MIT OR Apache-2.0"),
        ({"license": "UNLICENSED", "private": True}, lic.ALL_RIGHTS_RESERVED),  # not the Unlicense
        ({"license": "SEE LICENSE IN terms.txt"}, None),
    ],
)
def test_npm_license_field_forms(manifest, expression):
    assert lic.manifest_license("package.json", json.dumps({"name": "x", **manifest})) == expression


def test_npm_unlicensed_drops_as_proprietary():
    files = {"package.json": json.dumps({"name": "x", "license": "UNLICENSED"}), "a.h": NO_GRANT}
    tree = lic.detect_tree_licenses(files)
    found = lic.resolve(lic.detect_file_license(NO_GRANT), lic.license_for("a.h", tree))
    assert lic.classify(found.expression, LicensePolicy()).reason == "license/proprietary"


PKG_INFO = """Metadata-Version: 2.1
Name: fastparse
Version: 2.9.11
Summary: A parser with a C++ core
Home-page: https://example.org/fastparse
Author: A. Person
License: UNKNOWN
Classifier: Development Status :: 5 - Production/Stable
Classifier: License :: OSI Approved :: GNU Lesser General Public License v3 or later (LGPLv3+)
Classifier: Programming Language :: C++
Requires-Python: >=3.9

fastparse
=========

Released under the GNU General Public License, version 2.
"""


def test_pkg_info_classifier_licenses_the_sdist():
    files = {"PKG-INFO": PKG_INFO, "src/core/parse.cpp": NO_GRANT}
    assert _decide(files, "src/core/parse.cpp") == ("LGPL-3.0-or-later", "package-metadata: PKG-INFO")


@pytest.mark.parametrize(
    ("name", "text", "expression"),
    [
        (
            "PKG-INFO",
            "Metadata-Version: 2.4\nName: x\nLicense-Expression: Apache-2.0 OR MIT\n",
            "Apache-2.0 OR MIT",
        ),
        ("PKG-INFO", "Metadata-Version: 2.1\nName: x\nLicense: BSD 3-Clause\n", "BSD-3-Clause"),
        # a version-less classifier names no SPDX id: no evidence rather than a guess
        (
            "PKG-INFO",
            "Metadata-Version: 2.1\nName: x\nClassifier: License :: OSI Approved :: Apache Software License\n",
            None,
        ),
        # the clause-less BSD classifier names the BSD family, not one of its texts (license 35)
        (
            "PKG-INFO",
            "Metadata-Version: 2.1\nName: x\nClassifier: License :: OSI Approved :: BSD License\n",
            "LicenseRef-BSD-unspecified",
        ),
        (
            "METADATA",
            "Metadata-Version: 2.1\nName: x\nClassifier: License :: OSI Approved :: MIT License\n",
            "MIT",
        ),
        ("pyproject.toml", '[project]\nname = "x"\nlicense = "Apache-2.0"\n', "Apache-2.0"),
        ("pyproject.toml", '[project]\nname = "x"\nlicense = {text = "BSD-2-Clause"}\n', "BSD-2-Clause"),
        ("pyproject.toml", '[tool.poetry]\nname = "x"\nlicense = "MIT"\n', "MIT"),
        ("setup.cfg", "[metadata]\nname = x\nlicense = Apache License 2.0\n", "Apache-2.0"),
        ("Cargo.toml", '[package]\nname = "x"\nlicense = "MIT/Apache-2.0"\n', "MIT OR Apache-2.0"),
        ("vcpkg.json", '{"name": "x", "version": "1.0", "license": "BSL-1.0"}', "BSL-1.0"),
        ("library.json", '{"name": "x", "license": "Zlib", "frameworks": "arduino"}', "Zlib"),
        ("library.properties", "name=x\nversion=1.0\nlicense=MIT\n", "MIT"),
        ("pyproject.toml", "[project\nname = broken", None),
        ("package.json", "{not json", None),
    ],
)
def test_manifest_forms(name, text, expression):
    assert lic.manifest_license(name, text) == expression


README = """# drawlib

Cairo-backed drawing for Node.

## Installation

    npm install drawlib

## License

### drawlib

(The MIT License)

Copyright (c) 2014 Example Inc. and contributors

Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the 'Software'), to deal in
the Software without restriction ...

### BMP parser

See [license](src/bmp/LICENSE.md)
"""


def test_a_readme_license_section_with_a_grant_is_evidence_and_one_without_is_not():
    files = {"Readme.md": README, "src/Text.h": NO_GRANT}
    assert _decide(files, "src/Text.h") == ("MIT", "readme-text: Readme.md (MIT)")
    # a license heading that only points elsewhere, or the grant outside the license section: nothing
    pointer = "# x\n\n## License\n\nSee the LICENSE file.\n\n## Usage\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\n"
    assert _decide({"README.md": pointer, "a.h": NO_GRANT}, "a.h") == (None, "")
    rst = "x\n=\n\nLicense\n-------\n\nDistributed under the Boost Software License, Version 1.0.\n\nUsage\n-----\nrun it\n"
    assert _decide({"README.rst": rst, "a.h": NO_GRANT}, "a.h") == (
        "BSL-1.0",
        "readme-text: README.rst (BSL-1.0)",
    )


MIT_TEXT = "Permission is hereby granted, free of charge, to any person obtaining a copy of this software"
APACHE_HEADER = '// Licensed under the Apache License, Version 2.0 (the "License");\nint f();\n'


def test_evidence_precedence():
    """file tag/header > the nearest folder with evidence; within a folder LICENSE > manifest > README."""
    files = {
        "LICENSE": MIT_TEXT,
        "package.json": json.dumps({"name": "x", "license": "ISC"}),
        "README.md": "# x\n## License\nDistributed under the Boost Software License, Version 1.0.\n",
        "src/a.h": NO_GRANT,
        "src/b.h": APACHE_HEADER,
        "vendor/z/package.json": json.dumps({"name": "z", "license": "BSD-2-Clause"}),
        "vendor/z/z.h": NO_GRANT,
        "vendor/y/LICENSE": "no recognizable license text here",
        "vendor/y/package.json": json.dumps({"name": "y", "license": "Zlib"}),
        "vendor/y/y.h": NO_GRANT,
    }
    assert _decide(files, "src/b.h") == ("Apache-2.0", "header-text: Apache-2.0")  # the file's own header
    assert _decide(files, "src/a.h") == ("MIT", "license-file: LICENSE")  # LICENSE beats package.json
    # a sub-folder's manifest beats the root's LICENSE for the files under it
    assert _decide(files, "vendor/z/z.h") == ("BSD-2-Clause", "package-metadata: vendor/z/package.json")
    # a LICENSE that names no license does not hide the manifest beside it
    assert _decide(files, "vendor/y/y.h") == ("Zlib", "package-metadata: vendor/y/package.json")
    # without the LICENSE, the manifest beats the README
    no_license = {k: v for k, v in files.items() if k != "LICENSE"}
    assert _decide(no_license, "src/a.h") == ("ISC", "package-metadata: package.json")


DEP5 = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: geokit
Source: https://example.org/geokit

Files: *
Copyright: 2010-2022 Geokit developers
License: Expat

Files: third_party/shapes/*
Copyright: 2004 B. Author
License: BSD-3-clause

Files: third_party/shapes/gpl_io.c
Copyright: 2004 B. Author
License: GPL-2+

Files: third_party/tables/*
Copyright: 1998 C. Author
License: Tables-local
 Permission to use, copy, modify, and distribute this software and its documentation for any purpose
 and without fee is hereby granted, provided that the above copyright notice appear in all copies.

Files: debian/*
Copyright: 2023 A. Packager
License: GPL-2+

License: Expat
 Permission is hereby granted, free of charge, to any person obtaining a copy ...
"""


def test_dep5_per_path_paragraphs_override_files_star_and_the_last_match_wins():
    files = {
        "LICENSE": DEP5,
        "core/geo.h": NO_GRANT,
        "third_party/shapes/shape.h": NO_GRANT,
        "third_party/shapes/gpl_io.c": NO_GRANT,
        "third_party/tables/t.h": NO_GRANT,
    }
    assert _decide(files, "core/geo.h") == ("MIT", "license-file: LICENSE")
    assert _decide(files, "third_party/shapes/shape.h") == (
        "BSD-3-Clause",
        "license-file: LICENSE (Files: third_party/shapes/*)",
    )
    # matched by both third_party/shapes/* and its own paragraph, which comes later: GPL (copyleft, kept)
    assert _decide(files, "third_party/shapes/gpl_io.c") == (
        "GPL-2.0-or-later",
        "license-file: LICENSE (Files: third_party/shapes/gpl_io.c)",
    )
    # a Debian-local license name is read from the text given with it
    assert _decide(files, "third_party/tables/t.h") == (
        "HPND",
        "license-file: LICENSE (Files: third_party/tables/*)",
    )


def test_dep5_globs_are_relative_to_the_copyright_files_folder_and_match_slashes():
    tree = lic.detect_tree_licenses({"pkg/copyright": DEP5})
    assert lic.license_for("pkg/third_party/shapes/deep/er/s.h", tree).expression == "BSD-3-Clause"
    assert lic.license_for("pkg/core/geo.h", tree).expression == "MIT"
    # an unknown per-path license is recorded as written, and the file is dropped as unknown
    unknown = DEP5.replace("License: BSD-3-clause\n", "License: Shapes-local\n")
    ev = lic.license_for("third_party/shapes/shape.h", lic.detect_tree_licenses({"LICENSE": unknown}))
    assert ev.expression == "Shapes-local"
    assert lic.classify(ev.expression, LicensePolicy()).reason == "license/unknown"


@pytest.mark.parametrize(
    ("name", "expression"),
    [
        # a version written without ".0"
        ("CC-BY-SA-3", "CC-BY-SA-3.0"),
        ("EPL-1", "EPL-1.0"),
        ("Artistic-2", "Artistic-2.0"),
        # "with X exception" phrasing: the library's exception of that name, latest version if none is given
        ("GPL-3+ with Bison exception", "GPL-3.0-or-later WITH Bison-exception-2.2"),
        ("Expat and GPL-3+ with Bison exception", "MIT AND GPL-3.0-or-later WITH Bison-exception-2.2"),
        ("GPL-2 with Classpath exception 2.0", "GPL-2.0-only WITH Classpath-exception-2.0"),
        ("GPL-2+ with Libtool exception", "GPL-2.0-or-later WITH Libtool-exception"),
        # several versions and none given: the latest not newer than the license's major version
        ("GPL-2+ with Autoconf exception", "GPL-2.0-or-later WITH Autoconf-exception-2.0"),
        ("GPL-3+ with autoconf exception", "GPL-3.0-or-later WITH Autoconf-exception-3.0"),
        # a title's generic words dropped: the license library's key
        ("SCEA_Shared_Source_License-1.0", "SCEA"),
        ("ISC License", "ISC"),
    ],
)
def test_normalizer_general_rules(name, expression):
    assert lic.normalize_expression(name) == expression
    assert lic.is_known_expression(name)


@pytest.mark.parametrize(
    "name",
    [
        "BSD-3-clause-notice-2",  # a Debian-local variant: not BSD-3-Clause by its name alone
        "Open-Source",  # nothing but generic words
        "Apache Software License",  # no version: Apache-1.0, 1.1 or 2.0
        "BSD License",
        "LGPL with exceptions",
        "GPL-2+ or AFL-2.1, and Expat",  # DEP-5's comma grouping is not SPDX syntax: no reading
    ],
)
def test_normalizer_does_not_guess(name):
    assert not lic.is_known_expression(name)


@pytest.mark.parametrize(
    "name, expression",
    [
        # no SPDX exception of that name: kept as a LicenseRef exception, never a guessed SPDX one
        ("GPL-2+ with Autoconf-data exception", "GPL-2.0-or-later WITH LicenseRef-Autoconf-data-exception"),
        (
            "GPL-3+ with Autoconf-2.0~Archive exception",
            "GPL-3.0-or-later WITH LicenseRef-Autoconf-2.0-Archive-exception",
        ),
        # a version-less license: which Autoconf exception is unknown, so not Autoconf-exception-2.0/3.0
        ("MIT with Autoconf exception", "MIT WITH LicenseRef-Autoconf-exception"),
        ("GPL-2 with DUNE exception", "GPL-2.0-only WITH LicenseRef-DUNE-exception"),
    ],
)
def test_unknown_exception_is_a_licenseref_exception_and_the_license_decides(name, expression):
    assert lic.normalize_expression(name) == expression
    verdict = lic.classify(name, lic.LicensePolicy())
    # an exception only adds permissions: the license before WITH is what the policy ranks
    assert verdict.keep and verdict.reason == "license/allowed"
    assert verdict.tags == (("copyleft",) if expression.startswith("GPL") else ())


def test_header_scan_follows_continued_directives_and_comments_on_directive_lines():
    continued = (
        "#define DRAW_API \\\n"
        '    __attribute__((visibility("default")))\n'
        "/* Permission is hereby granted, free of charge, to any person obtaining a copy of this software */\n"
        "DRAW_API int draw();\n"
    )
    assert lic.header_comments(continued).startswith("/* Permission")
    assert lic.detect_file_license(continued).expression == "MIT"
    # the same with CRLF line ends
    assert lic.detect_file_license(continued.replace("\n", "\r\n")).expression == "MIT"
    # a license comment opened on the include guard's line
    guard = "#ifndef DRAW_H /* Distributed under the Boost Software License,\n   Version 1.0. */\n#define DRAW_H\nint f();\n"
    assert lic.detect_file_license(guard).expression == "BSL-1.0"
    # code after a directive still ends the header: a later license comment is not the header's
    code = "#include <x.h>\nint y;\n/* Permission is hereby granted, free of charge, to any person obtaining a copy */\nint z;\n"
    assert lic.header_comments(code) == ""


def _license_table(root, cfg, world: int) -> tuple[list[dict], dict[str, bytes]]:
    store = ObjectStore(str(root))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        summary = runner.run_pipeline(store, cfg, until="filter")
        inputs = {s: summary["stages"][s]["version"] for s in ("acquire", "filter")}
        for step, mapped in runner.step_names("license", cfg):
            for rank in range(world if mapped else 1):
                runner.run_step(store, "license", cfg, inputs, step, rank, world)
        version = runner.finalize(store, "license", cfg, inputs, {})
        runner.gate(store, "license", version, cfg)
    rows = []
    for _, table in iter_shards(store, "license", version, columns=["path", "license", "license_evidence"]):
        rows.extend(table.to_pylist())
    folder = root / "license" / version
    files = {
        p.name: p.read_bytes()
        for p in sorted(folder.iterdir())
        if p.is_file() and p.name not in ("_stats.json", "_validation.json", "_manifest.json")
    }
    return sorted(rows, key=lambda r: r["path"]), files


def test_the_license_stage_reads_metadata_and_dep5_paths_the_same_for_every_world_size(tmp_path):
    src = tmp_path / "src"
    (src / "npm/src").mkdir(parents=True)
    (src / "npm/package.json").write_text(PACKAGE_JSON)
    (src / "npm/Readme.md").write_text(README)
    for i in range(5):
        (src / f"npm/src/Text{i}.h").write_text(NO_GRANT.replace("draw_text", f"draw_text_{i}"))
    (src / "deb/third_party/shapes").mkdir(parents=True)
    (src / "deb/copyright").write_text(DEP5)
    (src / "deb/geo.h").write_text(NO_GRANT.replace("draw_text", "geo"))
    (src / "deb/third_party/shapes/shape.h").write_text(NO_GRANT.replace("draw_text", "shape"))
    cfg = PipelineConfig(
        sources=(SourceSpec(name="mixed", path=str(src)),), acquire=AcquireConfig(shard_docs=2)
    )
    rows1, files1 = _license_table(tmp_path / "lake1", cfg, 1)
    rows3, files3 = _license_table(tmp_path / "lake3", cfg, 3)
    by_path = {r["path"]: (r["license"], r["license_evidence"]) for r in rows1}
    assert by_path["npm/src/Text0.h"] == ("MIT", "package-metadata: npm/package.json")
    assert len([p for p in by_path if p.startswith("npm/src/")]) == 5
    assert by_path["deb/geo.h"] == ("MIT", "license-file: deb/copyright")
    assert by_path["deb/third_party/shapes/shape.h"] == (
        "BSD-3-Clause",
        "license-file: deb/copyright (Files: deb/third_party/shapes/*)",
    )
    assert rows1 == rows3
    assert {k: v for k, v in files1.items() if not k.startswith("_")} == {
        k: v for k, v in files3.items() if not k.startswith("_")
    }
