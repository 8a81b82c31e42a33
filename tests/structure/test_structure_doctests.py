"""The worked examples in the structure package's docstrings stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "pipeline.structure.columns",
    "pipeline.structure.parse",
    "pipeline.structure.node_types",
    "pipeline.structure.split",
    "pipeline.structure.graph",
    "pipeline.structure.pieces",
    "pipeline.structure.dedup",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
