"""The distributed deployment (scripts/deploy.py), started once per test session for tests/ops."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from corpus import REPO, STDCXX, copy_headers, write_settings
from deploy_api import AirflowAPI

DEPLOY = REPO / "scripts" / "deploy.py"


@dataclass
class Deployment:
    """A running deployment: its directory, the settings of its ``env`` file, and an API client."""

    directory: Path
    settings: dict[str, str] = field(repr=False)
    api: AirflowAPI

    @property
    def logs(self) -> Path:
        return self.directory / "logs"

    def s3_filesystem(self):
        import s3fs

        return s3fs.S3FileSystem(
            key=self.settings["CPPCORPUS_S3_ACCESS_KEY"],
            secret=self.settings["CPPCORPUS_S3_SECRET_KEY"],
            client_kwargs={"endpoint_url": self.settings["CPPCORPUS_S3_ENDPOINT"]},
            skip_instance_cache=True,
        )

    def storage_options(self) -> dict:
        return {
            "key": self.settings["CPPCORPUS_S3_ACCESS_KEY"],
            "secret": self.settings["CPPCORPUS_S3_SECRET_KEY"],
            "client_kwargs": {"endpoint_url": self.settings["CPPCORPUS_S3_ENDPOINT"]},
        }

    def secrets(self) -> dict[str, str]:
        """Every credential of this deployment (the env file's and the processes' generated ones)."""
        found = {
            k: v
            for k, v in self.settings.items()
            if k in ("AIRFLOW_PASSWORD", "CPPCORPUS_S3_ACCESS_KEY", "CPPCORPUS_S3_SECRET_KEY")
        }
        for name, value in _process_secrets(self.directory).items():
            found[name] = value
        return found


def _process_secrets(directory: Path) -> dict[str, str]:
    """The generated secrets in the environment of the deployment's scheduler (read from /proc)."""
    import json

    state = json.loads((directory / "state.json").read_text())
    pid = state["processes"]["airflow-scheduler"]
    environ = dict(
        item.split("=", 1)
        for item in Path(f"/proc/{pid}/environ").read_bytes().decode().split("\0")
        if "=" in item
    )
    names = ("AIRFLOW__CORE__FERNET_KEY", "AIRFLOW__API_AUTH__JWT_SECRET", "AIRFLOW__API__SECRET_KEY")
    out = {n: environ[n] for n in names}
    sql = environ["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"]
    out["POSTGRES_PASSWORD"] = sql.split("://", 1)[1].split("@", 1)[0].split(":", 1)[1]
    broker = environ["AIRFLOW__CELERY__BROKER_URL"]
    out["REDIS_PASSWORD"] = broker.split("://:", 1)[1].split("@", 1)[0]
    return out


@pytest.fixture(scope="session")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployment]:
    """``scripts/deploy.py up --no-cron`` in a temporary directory; ``down`` at the end of the session."""
    directory = tmp_path_factory.mktemp("deploy") / "d"
    # A failed task is retried after 10 s rather than the DAG's 2 minutes (test_worker_kill waits for one).
    env = {**os.environ, "CPPCORPUS_DEPLOY_DIR": str(directory), "CPPCORPUS_TASK_RETRY_DELAY_S": "10"}
    up = subprocess.run(
        [sys.executable, str(DEPLOY), "up", "--no-cron"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    try:
        assert up.returncode == 0, f"deploy up failed:\n{up.stdout[-3000:]}\n{up.stderr[-3000:]}"
        settings = dict(
            line.split("=", 1) for line in (directory / "env").read_text().splitlines() if "=" in line
        )
        api = AirflowAPI(settings["AIRFLOW_URL"], settings["AIRFLOW_USER"], settings["AIRFLOW_PASSWORD"])
        api.wait_for_dag("cpp_corpus")
        api.patch("/api/v2/dags/cpp_corpus", {"is_paused": False})
        yield Deployment(directory, settings, api)
    finally:
        down = subprocess.run(
            [sys.executable, str(DEPLOY), "down"],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert down.returncode == 0, down.stderr[-2000:]


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
