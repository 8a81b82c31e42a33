"""The worked examples in the hygiene modules' docstrings are executable and stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["license", "neardup", "scrub"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(f"pipeline.hygiene.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_planting_examples() -> None:
    """The planted-set builder (tests/planting.py) shares the planted values it documents."""
    import planting

    result = doctest.testmod(planting, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0
