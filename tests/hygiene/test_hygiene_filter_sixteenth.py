"""Filter rule on SIXTEENTH's miss (issue 8; benchmarks/decisions/sixteenth, now seen).

A header that is nothing but its licence comment (a placeholder left in a widget library) passed the
filter: ``mostly-comments`` measures the comment share with the leading licence/copyright block left
out, and with that block removed nothing was left (0/0, share 0), so the file was kept and reached
dedup, where it was dropped as a near duplicate of another header that shares only the licence. A
file with no code at all, comments removed, is now ``mostly-comments``; a licence above one
declaration is still code and is not dropped by this rule.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

from pipeline.config import FilterConfig
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()

LICENCE = """/*
 * Copyright (C) 2019 Example Widgets Ltd.
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU Lesser General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU Lesser General Public License
 * along with this program.  If not, see <http://www.gnu.org/licenses/>.
 */
"""


def test_licence_only_header_is_dropped() -> None:
    reason, detail = quality_reason("widgets/placeholderwindow.h", LICENCE + "\n", CFG)
    assert reason == "mostly-comments"
    assert detail.startswith("no code")


def test_licence_only_source_with_line_comment_banner_is_dropped() -> None:
    text = (
        "//===-- placeholder.cpp ------------------------------------------------===//\n"
        "// Copyright (C) 2021 Example Corp.\n"
        "// SPDX-License-Identifier: MIT\n"
        "//===-------------------------------------------------------------------===//\n\n\n"
    )
    assert quality_reason("src/placeholder.cpp", text, CFG) == (
        "mostly-comments",
        "no code: nothing but comments (all in the leading licence/copyright block) and whitespace",
    )


def test_licence_and_one_declaration_is_not_dropped_by_this_rule() -> None:
    text = LICENCE + "\nint placeholder_window_count(void);\n"
    verdict = quality_reason("widgets/placeholderwindow.h", text, CFG)
    assert verdict is None  # a prototype under its licence is code (mostly-comments spares declarations)


def test_licence_above_an_empty_include_guard_is_not_this_rule() -> None:
    # filter 14 counted preprocessor lines as code, so this file passed; filter 15 (SEVENTEENTH's
    # rotations.h) counts an empty guard as no code: it drops, with the empty-guard detail, not this one
    text = LICENCE + "\n#ifndef PLACEHOLDER_P_H\n#define PLACEHOLDER_P_H\n\n#endif\n"
    verdict = quality_reason("widgets/placeholder_p.h", text, CFG)
    assert verdict == (
        "mostly-comments",
        "no code: an empty include guard (or #pragma once), comments and whitespace",
    )


def test_code_version_bumped() -> None:
    assert int(filter_stage.CODE_VERSION) >= 14
