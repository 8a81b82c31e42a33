"""The worked examples in the docstrings are tests too."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["bands", "boundary", "corpus", "masking", "model", "platform", "reference", "scan", "selection"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    mod = importlib.import_module(f"pipeline.tokenizer.{name}")
    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
