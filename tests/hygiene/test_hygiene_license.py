"""License evidence on real files (/usr/include headers, Debian's common-licenses) and the policy."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.hygiene.license import (
    ALL_RIGHTS_RESERVED,
    PROPRIETARY,
    LicenseEvidence,
    LicensePolicy,
    classify,
    detect_file_license,
    detect_repo_license,
    normalize_expression,
    resolve,
)

COMMON = Path("/usr/share/common-licenses")


def _real(path: str) -> str:
    p = Path(path)
    if not p.is_file():
        pytest.skip(f"{path} not on this machine")
    return p.read_text(errors="replace")


@pytest.mark.parametrize(
    ("path", "expression", "method"),
    [
        ("/usr/include/stdio.h", "LGPL-2.1-or-later", "header-text"),  # glibc
        ("/usr/include/c++/12/limits", "GPL-3.0-or-later WITH GCC-exception-3.1", "header-text"),
        # libstdc++'s <vector> also carries the HP/SGI STL permission notice: both grants apply
        ("/usr/include/c++/12/vector", "GPL-3.0-or-later WITH GCC-exception-3.1 AND HPND", "header-text"),
        ("/usr/include/linux/types.h", "GPL-2.0-only WITH Linux-syscall-note", "spdx-tag"),
        ("/usr/include/zlib.h", "Zlib", "header-text"),
        ("/usr/include/expat.h", "MIT", "header-text"),
        ("/usr/include/sysexits.h", "BSD-3-Clause", "header-text"),
        ("/usr/include/gmpxx.h", "LGPL-3.0-or-later OR GPL-2.0-or-later", "header-text"),
        ("/usr/include/c++/12/barrier", "Apache-2.0 WITH LLVM-exception", "spdx-tag"),
    ],
)
def test_real_headers(path: str, expression: str, method: str) -> None:
    ev = detect_file_license(_real(path))
    assert ev is not None and (ev.expression, ev.method) == (expression, method)


@pytest.mark.parametrize(
    ("name", "expression"),
    [
        ("Apache-2.0", "Apache-2.0"),
        ("BSD", "BSD-3-Clause"),
        ("CC0-1.0", "CC0-1.0"),
        ("GPL-2", "GPL-2.0-only"),
        ("GPL-3", "GPL-3.0-only"),
        ("LGPL-2.1", "LGPL-2.1-only"),
        ("LGPL-3", "LGPL-3.0-only"),
        ("MPL-2.0", "MPL-2.0"),
    ],
)
def test_real_license_files(name: str, expression: str) -> None:
    ev = detect_repo_license({"LICENSE": _real(str(COMMON / name)), "src/x.c": "int x;"})
    assert ev == LicenseEvidence(expression, "license-file", "LICENSE")


def test_repo_license_combinations() -> None:
    gpl3, lgpl3 = _real(str(COMMON / "GPL-3")), _real(str(COMMON / "LGPL-3"))
    assert detect_repo_license({"COPYING": gpl3, "COPYING.LESSER": lgpl3}).expression == "LGPL-3.0-only"
    mit = "Permission is hereby granted, free of charge, to any person obtaining a copy of this software"
    apache = _real(str(COMMON / "Apache-2.0"))
    assert (
        detect_repo_license({"LICENSE-MIT": mit, "LICENSE-APACHE": apache}).expression == "Apache-2.0 OR MIT"
    )
    # a vendored dependency's license does not license the repository
    assert detect_repo_license({"LICENSE": mit, "third_party/gpl/COPYING": gpl3}).expression == "MIT"
    assert detect_repo_license({"license.h": "/* " + mit + " */", "README": "hello"}) is None


@pytest.mark.parametrize(
    ("header", "expression"),
    [
        ("// Distributed under the Boost Software License, Version 1.0. (See LICENSE_1_0.txt)", "BSL-1.0"),
        ('/* Licensed under the Apache License, Version 2.0 (the "License"); */', "Apache-2.0"),
        (
            "// This Source Code Form is subject to the terms of the Mozilla Public License, v. 2.0.",
            "MPL-2.0",
        ),
        (
            "/* Permission to use, copy, modify, and/or distribute this software for any purpose with or without\n"
            " * fee is hereby granted, provided that the above copyright notice appear in all copies. */",
            "ISC",
        ),
        (
            "/*\n * This software is provided 'as-is', without any express or implied warranty.\n"
            " * 1. The origin of this software must not be misrepresented; you must not claim ... */",
            "Zlib",
        ),
        (
            "// Redistribution and use in source and binary forms, with or without modification, are permitted\n"
            "// provided that the following conditions are met: 1. ... 2. ...",
            "BSD-2-Clause",
        ),
        ("/* This is free and unencumbered software released into the public domain. */", "Unlicense"),
        (
            "/* The author hereby places this file in the public domain. It is placed in the public domain. */",
            "LicenseRef-public-domain",
        ),
        (
            "/* This program is free software; you can redistribute it under the terms of the GNU General Public\n"
            " * License as published by the Free Software Foundation; version 2 of the License. */",
            "GPL-2.0-only",
        ),
        (
            "/* ... under the terms of the GNU General Public License as published by the Free Software Foundation;\n"
            " * either version 3 of the License, or (at your option) any later version. */",
            "GPL-3.0-or-later",
        ),
        (
            "/* ... the GNU Lesser General Public License as published by the Free Software Foundation; either\n"
            " * version 3 of the License, or (at your option) any later version. */",
            "LGPL-3.0-or-later",
        ),
        ("// Copyright (c) 2019 Acme Corp. All rights reserved.", ALL_RIGHTS_RESERVED),
        ("// Copyright Acme. Proprietary and confidential. Unauthorized copying is prohibited.", PROPRIETARY),
    ],
)
def test_header_text_rules(header: str, expression: str) -> None:
    ev = detect_file_license(header + "\n#pragma once\nint f(void);\n")
    assert ev is not None and ev.expression == expression


def test_license_text_after_code_is_not_a_header() -> None:
    text = "int main() { return 0; }\n/* Permission is hereby granted, free of charge, to any person obtaining a copy */"
    assert detect_file_license(text) is None


def test_spdx_tag_variants() -> None:
    assert detect_file_license(
        "//===-- x.h --===//\n|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception *|\n"
    ).expression == ("Apache-2.0 WITH LLVM-exception")
    two = "// SPDX-License-Identifier: MIT\n// SPDX-License-Identifier: BSD-3-Clause\n"
    assert detect_file_license(two).expression == "MIT AND BSD-3-Clause"
    bad = detect_file_license("// SPDX-License-Identifier: MIT OR\n")
    assert bad is not None and classify(bad.expression, LicensePolicy()).reason == "license/unknown"


@pytest.mark.parametrize(
    ("expression", "keep", "reason", "tags"),
    [
        ("MIT", True, "license/allowed", ()),
        ("BSL-1.0", True, "license/allowed", ()),
        ("LGPL-2.1+", True, "license/allowed", ()),
        ("LGPL-2.1-or-later WITH Linux-syscall-note", True, "license/allowed", ()),
        ("MPL-2.0 OR GPL-3.0-only", True, "license/allowed", ()),
        ("GPL-3.0-only", False, "license/denied:GPL-3.0-only", ()),
        (
            "GPL-3.0-or-later WITH GCC-exception-3.1",
            False,
            "license/denied:GPL-3.0-or-later WITH GCC-exception-3.1",
            (),
        ),
        ("MIT AND GPL-3.0-only", False, "license/denied:MIT AND GPL-3.0-only", ()),
        ("GPL-2.0", False, "license/gpl2:GPL-2.0-only", ("gpl-2.0",)),
        (
            "GPL-2.0 WITH Linux-syscall-note",
            False,
            "license/gpl2:GPL-2.0-only WITH Linux-syscall-note",
            ("gpl-2.0",),
        ),
        ("(GPL-2.0 WITH Linux-syscall-note) OR BSD-3-Clause", True, "license/allowed", ()),
        ("MIT AND GPL-2.0-or-later", False, "license/gpl2:MIT AND GPL-2.0-or-later", ("gpl-2.0",)),
        ("GPL-2.0-only OR GPL-3.0-only", False, "license/gpl2:GPL-2.0-only OR GPL-3.0-only", ("gpl-2.0",)),
        ("LicenseRef-unheard-of", False, "license/unknown", ()),
        ("MIT OR LicenseRef-unheard-of", True, "license/allowed", ()),
        (
            "GPL-3.0-only AND LicenseRef-unheard-of",
            False,
            "license/denied:GPL-3.0-only AND LicenseRef-unheard-of",
            (),
        ),
        ("not a license (", False, "license/unknown", ()),
        (PROPRIETARY, False, "license/proprietary", ()),
        (ALL_RIGHTS_RESERVED, False, "license/proprietary", ()),
        ("", False, "license/unknown", ()),
        (None, False, "license/unknown", ()),
    ],
)
def test_classify_default_policy(expression, keep, reason, tags) -> None:
    v = classify(expression, LicensePolicy())
    assert (v.keep, v.reason, v.tags) == (keep, reason, tags)


def test_gpl2_opt_in() -> None:
    policy = LicensePolicy(allow_gpl2=True)
    v = classify("GPL-2.0 WITH Linux-syscall-note", policy)
    assert v.keep and v.tags == ("gpl-2.0",)
    assert not classify("GPL-3.0-only", policy).keep
    assert classify("GPL-2.0-only OR GPL-3.0-only", policy).keep


def test_policy_is_json_serializable_and_enters_a_hash() -> None:
    a = json.dumps(dataclasses.asdict(LicensePolicy()), sort_keys=True)
    b = json.dumps(dataclasses.asdict(LicensePolicy(allow_gpl2=True)), sort_keys=True)
    assert a != b
    custom = LicensePolicy(allow=("MIT", "GPL-3.0-or-later WITH GCC-exception-3.1"))
    assert classify("GPL-3.0-or-later WITH GCC-exception-3.1", custom).keep
    assert not classify("Apache-2.0", custom).keep


def test_resolve_fallback() -> None:
    repo = LicenseEvidence("BSD-3-Clause", "license-file", "LICENSE")
    own = LicenseEvidence("MIT", "spdx-tag", "MIT")
    arr = LicenseEvidence(ALL_RIGHTS_RESERVED, "header-text", "all-rights-reserved")
    assert resolve(own, repo) == own
    assert resolve(None, repo) == repo
    assert resolve(arr, repo) == repo
    assert resolve(arr, None) == arr
    assert resolve(None, None) is None


def test_normalization_uses_license_expression() -> None:
    assert normalize_expression("gpl-2.0+") == "GPL-2.0-or-later"
    assert normalize_expression("mit or apache-2.0") == "MIT OR Apache-2.0"
    assert normalize_expression("") is None


SYMBOLS = [
    "MIT",
    "Apache-2.0",
    "GPL-3.0-only",
    "GPL-2.0-only",
    "LicenseRef-unheard-of",
    "BSL-1.0",
    PROPRIETARY,
]


@given(st.sampled_from(SYMBOLS), st.sampled_from(SYMBOLS), st.booleans())
def test_or_and_semantics(a: str, b: str, allow_gpl2: bool) -> None:
    """OR keeps when either side is kept; AND keeps only when both are."""
    policy = LicensePolicy(allow_gpl2=allow_gpl2)
    ka, kb = classify(a, policy).keep, classify(b, policy).keep
    assert classify(f"{a} OR {b}", policy).keep == (ka or kb)
    assert classify(f"{a} AND {b}", policy).keep == (ka and kb)


@pytest.mark.parametrize(
    ("dist", "expression"),
    [
        ("numpy", "BSD-3-Clause"),  # LICENSE.txt goes on with bundled components' (L)GPL texts
        ("hypothesis", "MPL-2.0"),  # the MPL-2.0 text itself names the GPL family
        ("packaging", "Apache-2.0 OR BSD-2-Clause"),  # LICENSE.APACHE + LICENSE.BSD convention
    ],
)
def test_real_license_files_of_installed_distributions(dist: str, expression: str) -> None:
    from importlib import metadata

    try:
        d = metadata.distribution(dist)
    except metadata.PackageNotFoundError:
        pytest.skip(f"{dist} not installed")
    files = {
        str(f): f.read_text()
        for f in d.files or []
        if ".dist-info" in str(f) and Path(str(f)).name.upper().startswith(("LICEN", "COPYING", "NOTICE"))
    }
    files = {k.split(".dist-info/", 1)[1]: v for k, v in files.items() if v}
    if not files:
        pytest.skip(f"{dist} ships no license file")
    assert detect_repo_license(files).expression == expression
