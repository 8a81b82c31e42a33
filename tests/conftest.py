"""Shared fixtures (helpers live in tests/corpus.py, importable as ``corpus``)."""

from corpus import small_corpus  # noqa: F401
