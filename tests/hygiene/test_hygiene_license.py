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
    detect_tree_licenses,
    in_mix,
    license_for,
    mix_members,
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


def test_license_text_between_code_is_not_a_grant_but_a_trailing_block_is() -> None:
    grant = "/* Permission is hereby granted, free of charge, to any person obtaining a copy */"
    assert detect_file_license(f"int main() {{ return 0; }}\n{grant}\nint g;\n") is None
    trailer = detect_file_license(f"int main() {{ return 0; }}\n{grant}\n#endif\n")
    assert trailer is not None and (trailer.expression, trailer.method) == ("MIT", "trailer-text")


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
        ("GPL-3.0-only", True, "license/allowed", ("copyleft",)),
        ("GPL-3.0-or-later WITH GCC-exception-3.1", True, "license/allowed", ("copyleft",)),
        ("MIT AND GPL-3.0-only", True, "license/allowed", ("copyleft",)),
        ("MIT AND CC-BY-NC-4.0", False, "license/denied:MIT AND CC-BY-NC-4.0", ()),
        ("GPL-2.0", True, "license/allowed", ("copyleft",)),
        ("GPL-2.0 WITH Linux-syscall-note", True, "license/allowed", ("copyleft",)),
        ("(GPL-2.0 WITH Linux-syscall-note) OR BSD-3-Clause", True, "license/allowed", ()),
        ("GPL-2.0-only OR GPL-3.0-only", True, "license/allowed", ("copyleft",)),
        ("LicenseRef-unheard-of", False, "license/unknown", ()),
        ("MIT OR LicenseRef-unheard-of", True, "license/allowed", ()),
        (
            "CC-BY-NC-4.0 AND LicenseRef-unheard-of",
            False,
            "license/denied:CC-BY-NC-4.0 AND LicenseRef-unheard-of",
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


def test_copyleft_is_kept_and_the_mix_chooses() -> None:
    """GPL files are kept with their license; the export's mix takes them or not (issue 9 item 7)."""
    policy = LicensePolicy()
    v = classify("GPL-2.0 WITH Linux-syscall-note", policy)
    assert v.keep and v.tags == ("copyleft",) and v.expression == "GPL-2.0-only WITH Linux-syscall-note"
    default = mix_members(("allowed",), policy)
    with_gpl2 = mix_members(("allowed", "gpl-2.0"), policy)
    assert not in_mix(v.expression, default) and in_mix(v.expression, with_gpl2)
    assert not in_mix("GPL-3.0-only", with_gpl2) and in_mix("GPL-2.0-only OR GPL-3.0-only", with_gpl2)
    assert in_mix(
        "GPL-3.0-or-later WITH GCC-exception-3.1",
        mix_members(("GPL-3.0-or-later WITH GCC-exception-3.1",), policy),
    )
    assert in_mix("MIT", default) and not in_mix(None, default)


def test_allow_extra_extends_the_defaults() -> None:
    extended = LicensePolicy(allow_extra=("CC-BY-NC-4.0",))
    assert classify("CC-BY-NC-4.0", extended).keep and classify("MIT", extended).keep
    assert not classify("CC-BY-NC-4.0", LicensePolicy()).keep


def test_policy_is_json_serializable_and_enters_a_hash() -> None:
    a = json.dumps(dataclasses.asdict(LicensePolicy()), sort_keys=True)
    b = json.dumps(dataclasses.asdict(LicensePolicy(allow_extra=("WTFPL",))), sort_keys=True)
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
    "CC-BY-NC-4.0",
    "GPL-2.0-only",
    "LicenseRef-unheard-of",
    "BSL-1.0",
    PROPRIETARY,
]


@given(st.sampled_from(SYMBOLS), st.sampled_from(SYMBOLS), st.booleans())
def test_or_and_semantics(a: str, b: str, keep_copyleft: bool) -> None:
    """OR keeps when either side is kept; AND keeps only when both are."""
    policy = LicensePolicy() if keep_copyleft else LicensePolicy(copyleft=())
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


# --- issue 8 item 1: non-canonical tags, fallbacks, dual grants, subprojects -------------------

BSD3_TEXT = """Copyright (c) 2021, The Example Developers
All rights reserved.

Redistribution and use in source and binary forms, with or without modification, are permitted
provided that the following conditions are met:
1. Redistributions of source code must retain the above copyright notice, this list of conditions
   and the following disclaimer.
2. Redistributions in binary form must reproduce the above copyright notice.
3. Neither the name of the copyright holder nor the names of its contributors may be used to
   endorse or promote products derived from this software without specific prior written permission.
"""
MIT_TEXT = (
    "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and "
    'associated documentation files (the "Software"), to deal in the Software without restriction.'
)


def _license_of(path: str, text: str, files: dict[str, str]) -> tuple[str | None, str]:
    found = resolve(detect_file_license(text), license_for(path, detect_tree_licenses(files)))
    verdict = classify(found.expression if found else None, LicensePolicy())
    return (verdict.expression if verdict.keep else None), (found.method if found else "")


def test_short_form_bsd3_tag_with_a_bsd3_license_file_is_kept_as_bsd3() -> None:
    header = "// SPDX-License-Identifier: BSD-3\n#pragma once\nnamespace ex { int f(); }\n"
    ev = detect_file_license(header)
    assert ev is not None and ev.expression == "BSD-3-Clause" and "BSD-3 -> BSD-3-Clause" in ev.detail
    assert _license_of("include/ex/f.hpp", header, {"LICENSE": BSD3_TEXT}) == ("BSD-3-Clause", "spdx-tag")


@pytest.mark.parametrize(
    ("tag", "expected"),
    [
        ("LGPLv2.1+", "LGPL-2.1-or-later"),
        ("Apache 2.0", "Apache-2.0"),
        ("GPLv2", "GPL-2.0-only"),
        ("Boost", "BSL-1.0"),
        ("MIT License", "MIT"),
        ("bsd-new", "BSD-3-Clause"),
        ("BSD-2", "BSD-2-Clause"),
    ],
)
def test_common_short_forms_and_aliases(tag: str, expected: str) -> None:
    assert normalize_expression(tag) == expected


@pytest.mark.parametrize(
    ("tag", "expected", "reason"),
    [
        ("wxWindows", "LGPL-2.0-or-later WITH WxWindows-exception-3.1", "license/allowed"),
        ("GPL-2.0-with-classpath-exception", "GPL-2.0-only WITH Classpath-exception-2.0", "license/allowed"),
        ("wxWindows OR MIT", "LGPL-2.0-or-later WITH WxWindows-exception-3.1 OR MIT", "license/allowed"),
    ],
)
def test_deprecated_spdx_ids_become_the_license_with_exception_spdx_replaced_them_by(
    tag: str, expected: str, reason: str
) -> None:
    # A Debian copyright file still writing `License: wxWindows` is the permissive LGPL variant,
    # not a license of its own to deny.
    normalized = normalize_expression(tag)
    assert normalized == expected
    assert classify(normalized, LicensePolicy()).reason == reason


def test_unparsable_tag_falls_back_to_the_license_files_and_says_so() -> None:
    text = "// SPDX-License-Identifier: see the LICENSE file\nint f();\n"
    found = resolve(
        detect_file_license(text), license_for("a.h", detect_tree_licenses({"LICENSE": BSD3_TEXT}))
    )
    assert found is not None and found.expression == "BSD-3-Clause" and found.method == "license-file"
    assert "unparsable tag" in found.detail


def test_subfolder_license_overrides_the_root_for_files_under_it() -> None:
    files = {"LICENSE": BSD3_TEXT, "third_party/tiny/LICENSE": MIT_TEXT}
    code = "#pragma once\nint tiny_add(int a, int b);\n"
    assert _license_of("third_party/tiny/tiny.h", code, files) == ("MIT", "license-file")
    assert _license_of("src/main.cpp", code, files) == ("BSD-3-Clause", "license-file")


def test_dual_mit_unlicense_grant_is_recorded_as_an_or() -> None:
    header = (
        "/* tinylib - a one-file library\n"
        "   This software is available under 2 licenses -- choose whichever you prefer.\n"
        "   ALTERNATIVE A - MIT License\n   Copyright (c) 2020 Jane Doe\n   " + MIT_TEXT + "\n"
        "   ALTERNATIVE B - Public Domain (www.unlicense.org)\n"
        "   This is free and unencumbered software released into the public domain.\n*/\n"
        "#ifndef TINYLIB_H\n#define TINYLIB_H\nint tiny(void);\n#endif\n"
    )
    ev = detect_file_license(header)
    assert ev is not None and ev.expression == "MIT OR Unlicense"
    repo = detect_repo_license(
        {
            "LICENSE-MIT": MIT_TEXT,
            "UNLICENSE": "This is free and unencumbered software released into the public domain.",
        }
    )
    assert repo is not None and repo.expression == "MIT OR Unlicense"


def test_license_block_at_the_end_of_a_file() -> None:
    text = "#include <vector>\nint sum(const std::vector<int>& v);\n\n/*\n" + BSD3_TEXT + "*/\n"
    ev = detect_file_license(text)
    assert ev is not None and (ev.expression, ev.method) == ("BSD-3-Clause", "trailer-text")
