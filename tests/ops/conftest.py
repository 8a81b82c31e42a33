"""The distributed deployment (scripts/deploy.py), started once per test session for tests/ops."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from corpus import STDCXX, copy_headers, write_settings
from running_deployment import Deployment, started


@pytest.fixture(scope="session")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployment]:
    """``scripts/deploy.py up --no-cron`` in a temporary directory; ``down`` at the end of the session."""
    with started(tmp_path_factory.mktemp("deploy") / "d") as running:
        yield running


@pytest.fixture(scope="session")
def tiny_sources(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """sources.yaml of a dozen real libstdc++ headers (and a README the filter drops); settings.yaml beside it."""
    base = tmp_path_factory.mktemp("tiny")
    src = base / "src"
    copy_headers(STDCXX / "bits", src / "bits", 12, "stl_*.h")
    (src / "README.md").write_text("not C++\n" * 20)
    sources = base / "sources.yaml"
    sources.write_text(f"sources:\n  - name: libstdcxx-stl\n    path: {src}\n")
    write_settings(base / "settings.yaml")
    return sources


@pytest.fixture(scope="session")
def deploy_root() -> str:
    """One S3 root for the session's DAG runs: a later run (the UI's, another seq_len) reuses every
    stage upstream of pack as a cache hit, as a user's re-run would."""
    import uuid

    return f"s3://cppcorpus/deploy-{uuid.uuid4().hex[:10]}"
