"""The platform detector's trigger prefilter changes no result.

``platform_ids`` runs its alternation only over the triggers present in a document. The reference
here is the detector as it was before the prefilter: one alternation of every trigger (longest
first, lookarounds on word ends) over the whole text. Both must give the same ids for every
``max_ids`` (a small cut depends on the hit counts, so counts are compared too), on real headers
and on generated text made of trigger fragments, identifier characters and punctuation.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.tokenizer import platform as pf


def _reference_matcher() -> tuple[re.Pattern, dict[str, list[int]]]:
    trig: dict[str, list[int]] = {}
    for i, lab in enumerate(pf.PLATFORM_LABELS):
        cat, name = lab.split("/", 1)
        for t in pf._TABLE[cat][name]:
            trig.setdefault(t, []).append(i)
    alts = []
    for t in sorted(trig, key=lambda s: (-len(s), s)):
        head = r"(?<![A-Za-z0-9_])" if re.match(r"\w", t) else ""
        tail = r"(?![A-Za-z0-9_])" if re.search(r"\w$", t) else ""
        alts.append(head + re.escape(t) + tail)
    return re.compile("|".join(alts)), trig


REF_PATTERN, REF_TRIGGERS = _reference_matcher()


def reference_ids(text: str, max_ids: int) -> list[int]:
    hits: Counter = Counter()
    for m in REF_PATTERN.finditer(text):
        for i in REF_TRIGGERS[m.group(0)]:
            hits[i] += 1
    return sorted(sorted(hits, key=lambda i: (-hits[i], i))[:max_ids])


CUTS = (1, 3, pf.MAX_PLATFORM_IDS, len(pf.PLATFORM_LABELS))


def _real_headers() -> list[Path]:
    """Every 50th file (sorted) under folders where platform macros live, up to 200 KB each."""
    roots = [
        Path("/usr/include") / d
        for d in (
            "c++/12",
            "linux",
            "x86_64-linux-gnu",
            "boost/config",
            "thrust",
            "absl/base",
            "eigen3/Eigen/src/Core",
        )
    ]
    files = sorted(p for r in roots if r.is_dir() for p in r.rglob("*") if p.is_file() and not p.is_symlink())
    return [p for p in files[::50] if p.stat().st_size <= 200_000]


def test_identical_on_real_headers():
    files = _real_headers()
    if len(files) < 50:
        pytest.skip("the system include tree is not installed")
    detected = 0
    for p in files:
        text = p.read_bytes().decode("utf-8", "replace")
        for k in CUTS:
            assert pf.platform_ids(text, max_ids=k) == reference_ids(text, k), (p, k)
        detected += bool(reference_ids(text, 113))
    assert detected >= len(files) // 4  # the sample does exercise the detector


TRIGGERS = sorted(REF_TRIGGERS)
FRAGMENTS = [
    "_",
    "x",
    "1",
    "L",
    " ",
    "\n",
    "<",
    ">",
    "/",
    ":",
    "::",
    "(",
    "#",
    "==",
    "é",
    "ñ",
    ".h",
    "std",
    "__",
]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(TRIGGERS),
            st.sampled_from(FRAGMENTS),
            st.sampled_from(TRIGGERS).map(lambda t: t[: len(t) // 2]),
            st.sampled_from(TRIGGERS).map(lambda t: t[len(t) // 2 :]),
        ),
        max_size=40,
    )
)
def test_identical_on_generated_text(parts):
    text = "".join(parts)
    for k in CUTS:
        assert pf.platform_ids(text, max_ids=k) == reference_ids(text, k)


def test_overlapping_triggers_keep_the_alternation_order():
    # "__riscv_xlen == 64" wins over "__riscv" at the same position; "<cub/" and "cub::" both count.
    text = "#if __riscv_xlen == 64\n#include <cub/cub.cuh>\ncub::DeviceScan x; __riscv\n"
    labels = [pf.PLATFORM_LABELS[i] for i in pf.platform_ids(text)]
    assert labels == [pf.PLATFORM_LABELS[i] for i in reference_ids(text, pf.MAX_PLATFORM_IDS)]
    assert "arch/riscv64" in labels and "gpu/thrust_cub" in labels
