"""Fixtures for the hygiene library tests (helpers live in ``hygiene_fixtures``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hygiene_fixtures import real_headers


@pytest.fixture(scope="session")
def header_paths() -> list[Path]:
    paths = real_headers(limit=400)
    if len(paths) < 100:
        pytest.skip("needs real C/C++ headers under /usr/include")
    return paths
