"""The worked examples in the pipeline's docstrings stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "pipeline.store",
    "pipeline.stages.acquire",
    "pipeline.stages.filter",
    "pipeline.stages.dedup",
    "pipeline.stages.pack",
    "pipeline.packed_rows",
    "pipeline.packplan",
    "pipeline.loader",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
