"""Shared fixtures (helpers live in tests/corpus.py and tests/s3server.py, importable by module name)."""

from corpus import small_corpus  # noqa: F401
from s3server import s3_server  # noqa: F401
