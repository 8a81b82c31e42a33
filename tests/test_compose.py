"""docker-compose.yml, the distributed deployment in miniature, is valid and wired as designed.

No Docker engine runs here; ``docker-compose config`` (Debian package ``docker-compose``) validates
and renders the file. Every run uses dummy secrets in the subprocess environment only and an empty
``--env-file``, so a developer's real ``.env`` is never read. Skipped only if the binary is absent.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import stat
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
COMPOSE = REPO / "docker-compose.yml"
GPU_OVERLAY = REPO / "docker" / "docker-compose.gpu.yml"
DOCKERFILE = REPO / "docker" / "Dockerfile"
DOCKER_COMPOSE = shutil.which("docker-compose")

pytestmark = pytest.mark.skipif(
    DOCKER_COMPOSE is None,
    reason="the docker-compose binary is absent (Debian: apt-get install docker-compose)",
)

AIRFLOW_SERVICES = (
    "airflow-init",
    "airflow-apiserver",
    "airflow-scheduler",
    "airflow-dag-processor",
    "airflow-triggerer",
    "airflow-worker",
    "airflow-worker-gpu",
)
LONG_RUNNING = ("postgres", "redis", "s3", *AIRFLOW_SERVICES[1:])
# Distinctive dummy values: each must show up in the rendered config, and none in the file itself.
DUMMY = {
    "CPPCORPUS_S3_ACCESS_KEY": "DUMMYACCESS0001",
    "CPPCORPUS_S3_SECRET_KEY": "dummysecret0002",
    "POSTGRES_PASSWORD": "dummypgpass0003",
    "AIRFLOW_ADMIN_PASSWORD": "dummyadmin0004",
    "AIRFLOW_JWT_SECRET": "dummyjwtsecret0005",
    "AIRFLOW_API_SECRET_KEY": "dummyapikey0006",
    "AIRFLOW_FERNET_KEY": "dummyfernet0007",
}


def _run_config(tmp_dir: Path, env_vars: dict[str, str], *files: Path) -> subprocess.CompletedProcess[str]:
    """``docker-compose -f ... config`` with exactly ``env_vars`` on top of a scrubbed environment."""
    empty_env_file = tmp_dir / "empty.env"
    empty_env_file.write_text("")
    env = {k: v for k, v in os.environ.items() if k not in DUMMY and not k.startswith("COMPOSE_")}
    env.update(env_vars)
    command = [str(DOCKER_COMPOSE), "--env-file", str(empty_env_file)]
    for file in files or (COMPOSE,):
        command += ["-f", str(file)]
    return subprocess.run(
        [*command, "config"], cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=False
    )


@cache
def _rendered(with_gpu_overlay: bool = False) -> dict[str, Any]:
    """The config as docker-compose renders it with the dummy secrets (cached per overlay choice)."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        files = (COMPOSE, GPU_OVERLAY) if with_gpu_overlay else (COMPOSE,)
        result = _run_config(Path(tmp), DUMMY, *files)
    assert result.returncode == 0, f"docker-compose config failed:\n{result.stderr}"
    return yaml.safe_load(result.stdout)


def _env(service: str) -> dict[str, str]:
    """A rendered service's environment as a dict of strings."""
    environment = _rendered()["services"][service].get("environment") or {}
    if isinstance(environment, list):  # KEY=VALUE list form
        environment = dict(item.split("=", 1) for item in environment)
    return {k: "" if v is None else str(v) for k, v in environment.items()}


def _command(service: str) -> list[str]:
    """A rendered service's command as a list of words."""
    command = _rendered()["services"][service].get("command") or []
    return command.split() if isinstance(command, str) else [str(c) for c in command]


def _conditions(service: str) -> dict[str, str]:
    """``depends_on`` of a rendered service as {service: condition}."""
    depends = _rendered()["services"][service].get("depends_on") or {}
    if isinstance(depends, list):
        return dict.fromkeys(depends, "service_started")
    return {name: spec.get("condition", "service_started") for name, spec in depends.items()}


def test_config_is_valid_and_has_every_service() -> None:
    """The file validates and holds the whole deployment."""
    services = set(_rendered()["services"])
    assert {"postgres", "redis", "s3", *AIRFLOW_SERVICES} <= services


def test_airflow_services_share_one_configuration() -> None:
    """Every Airflow component: Celery executor, same DB/broker/JWT, execution API, project image."""
    for service in AIRFLOW_SERVICES:
        env = _env(service)
        assert env["AIRFLOW__CORE__EXECUTOR"] == "CeleryExecutor", service
        assert env["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"] == (
            f"postgresql+psycopg2://airflow:{DUMMY['POSTGRES_PASSWORD']}@postgres/airflow"
        ), service
        assert env["AIRFLOW__CELERY__BROKER_URL"].startswith("redis://redis:6379/"), service
        assert env["AIRFLOW__CELERY__RESULT_BACKEND"].startswith("db+postgresql://"), service
        assert env["AIRFLOW__CORE__AUTH_MANAGER"].endswith("FabAuthManager"), service
        assert env["AIRFLOW__API_AUTH__JWT_SECRET"] == DUMMY["AIRFLOW_JWT_SECRET"], service
        assert env["AIRFLOW__API__SECRET_KEY"] == DUMMY["AIRFLOW_API_SECRET_KEY"], service
        assert env["AIRFLOW__CORE__FERNET_KEY"] == DUMMY["AIRFLOW_FERNET_KEY"], service
        assert env["AIRFLOW__CORE__EXECUTION_API_SERVER_URL"] == "http://airflow-apiserver:8080/execution/"
        assert env["AIRFLOW__CORE__DAGS_FOLDER"] == "/opt/cppcorpus/dags", service
        assert env["CPPCORPUS_ROOT"] == "s3://cppcorpus/lake", service

        spec = _rendered()["services"][service]
        assert spec["build"]["dockerfile"] == "docker/Dockerfile", service
        assert spec["build"]["args"]["AIRFLOW_IMAGE"] == "apache/airflow:3.3.2-python3.11", service
        mounts = {volume.split(":")[1] for volume in spec["volumes"]}
        assert {"/opt/cppcorpus/dags", "/opt/cppcorpus/plugins", "/opt/cppcorpus/pipeline"} <= mounts


def test_store_connection_points_at_the_s3_service() -> None:
    """``AIRFLOW_CONN_CPPCORPUS_STORE`` is an aws connection to http://s3:8333 with the .env keys."""
    for service in AIRFLOW_SERVICES:
        conn = json.loads(_env(service)["AIRFLOW_CONN_CPPCORPUS_STORE"])
        assert conn["conn_type"] == "aws"
        assert conn["login"] == DUMMY["CPPCORPUS_S3_ACCESS_KEY"]
        assert conn["password"] == DUMMY["CPPCORPUS_S3_SECRET_KEY"]
        assert conn["extra"]["endpoint_url"] == "http://s3:8333"

    s3_env = _env("s3")
    assert s3_env["AWS_ACCESS_KEY_ID"] == DUMMY["CPPCORPUS_S3_ACCESS_KEY"]
    assert s3_env["AWS_SECRET_ACCESS_KEY"] == DUMMY["CPPCORPUS_S3_SECRET_KEY"]
    s3_command = _command("s3")
    assert s3_command[0] == "mini"
    assert "-master.telemetry=false" in s3_command
    assert "-s3.port=8333" in s3_command
    assert _rendered()["services"]["s3"]["image"].startswith("chrislusf/seaweedfs:")
    # Published ports, if any, are bound to the host's loopback only.
    for service, spec in _rendered()["services"].items():
        for port in spec.get("ports") or []:
            published = port if isinstance(port, str) else f"{port.get('host_ip')}:{port.get('published')}"
            assert published.startswith("127.0.0.1:"), (service, port)


def test_one_worker_per_queue() -> None:
    """The default worker consumes `default`; the GPU worker consumes only `gpu`, one task at a time."""
    default_worker = _command("airflow-worker")
    gpu_worker = _command("airflow-worker-gpu")
    assert default_worker[:2] == ["celery", "worker"]
    assert gpu_worker[:2] == ["celery", "worker"]
    assert default_worker[default_worker.index("--queues") + 1] == "default"
    assert gpu_worker[gpu_worker.index("--queues") + 1] == "gpu"
    assert gpu_worker[gpu_worker.index("--concurrency") + 1] == "1"
    assert _env("airflow-worker-gpu")["CPPCORPUS_GPU_QUEUE"] == "gpu"


def test_healthchecks_and_start_order() -> None:
    """Every long-running service has a healthcheck; init waits for the stores; the rest wait for init."""
    services = _rendered()["services"]
    for service in LONG_RUNNING:
        assert services[service].get("healthcheck", {}).get("test"), service
    assert _conditions("airflow-init") == {
        "postgres": "service_healthy",
        "redis": "service_healthy",
        "s3": "service_healthy",
    }
    for service in AIRFLOW_SERVICES[1:]:
        conditions = _conditions(service)
        assert conditions["airflow-init"] == "service_completed_successfully", service
        assert conditions["s3"] == "service_healthy", service
    for worker in ("airflow-worker", "airflow-worker-gpu"):
        assert _conditions(worker)["airflow-apiserver"] == "service_healthy"


def test_init_migrates_creates_admin_pool_and_bucket() -> None:
    """The init service migrates the DB, creates the admin user, the gpu pool and the bucket."""
    script = " ".join(_command("airflow-init"))
    for step in ("airflow db migrate", "airflow users create", "airflow pools set gpu", "create_bucket"):
        assert step in script, step
    assert 'S3Hook(aws_conn_id="cppcorpus_store")' in script
    assert _env("airflow-init")["ADMIN_PASSWORD"] == DUMMY["AIRFLOW_ADMIN_PASSWORD"]
    assert DUMMY["AIRFLOW_ADMIN_PASSWORD"] not in script  # read from the environment at run time


def _required_variables(text: str) -> set[str]:
    """Names used as ``${NAME:?...}`` in a compose file (comment lines aside)."""
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    return set(re.findall(r"\$\{(\w+):\?", code))


def test_no_literal_secret_in_the_file() -> None:
    """Every secret-looking value in docker-compose.yml is a required ${VAR:?...}, never a literal."""
    text = COMPOSE.read_text()
    assert _required_variables(text) == set(DUMMY)
    for value in DUMMY.values():
        assert value not in text

    required = re.compile(r"^\$\{\w+:\?[^}]*\}$")
    raw = yaml.safe_load(text)
    secretish = re.compile(r"PASSWORD|SECRET|FERNET|JWT|ACCESS_KEY|TOKEN", re.IGNORECASE)
    for service, spec in raw["services"].items():
        for name, value in (spec.get("environment") or {}).items():
            if secretish.search(name):
                assert required.match(str(value)), (service, name)
            # user:password@ in a URL: the password is a required variable.
            for password in re.findall(r"://[^:/@\s]+:([^@\s]+)@", str(value)):
                assert required.match(password), (service, name)
        conn = (spec.get("environment") or {}).get("AIRFLOW_CONN_CPPCORPUS_STORE")
        if conn:
            parsed = json.loads(conn)
            assert required.match(parsed["login"]) and required.match(parsed["password"]), service


def test_a_missing_secret_is_refused(tmp_path: Path) -> None:
    """Without a required variable, compose refuses with the hint to set it in .env."""
    partial = {k: v for k, v in DUMMY.items() if k != "CPPCORPUS_S3_SECRET_KEY"}
    result = _run_config(tmp_path, partial)
    assert result.returncode != 0
    assert "set it in .env" in result.stderr


def test_gpu_overlay_hands_the_gpu_to_the_gpu_worker_only() -> None:
    """docker/docker-compose.gpu.yml validates on top and reserves GPUs for the gpu worker alone."""
    services = _rendered(with_gpu_overlay=True)["services"]
    devices = services["airflow-worker-gpu"]["deploy"]["resources"]["reservations"]["devices"]
    assert devices[0]["capabilities"] == ["gpu"]
    assert "deploy" not in services["airflow-worker"]
    # The overlay adds to the worker's environment; it keeps the common settings.
    assert services["airflow-worker-gpu"]["environment"]["CPPCORPUS_ROOT"] == "s3://cppcorpus/lake"


def test_dockerfile_installs_the_repository() -> None:
    """The image is Airflow 3.3.2 on Python 3.11 with this repository pip-installed at /opt/cppcorpus."""
    text = DOCKERFILE.read_text()
    assert "ARG AIRFLOW_IMAGE=apache/airflow:3.3.2-python3.11" in text
    assert re.search(r"pip install [^\n]*\"apache-airflow==\$\{AIRFLOW_VERSION\}\"", text)
    assert "/opt/cppcorpus" in text
    ignore = (REPO / "docker" / "Dockerfile.dockerignore").read_text().splitlines()
    assert ignore[ignore.index("*")] == "*" and "!.env" not in ignore
    # what `pip install` of the repository compiles (setup.py's cores, the AST walk's vendored runtime)
    # is both sent in the build context and copied before the install
    for needed in ("pyproject.toml", "setup.py", "third_party", "pipeline"):
        assert f"COPY --chown=airflow:0 {needed} /opt/cppcorpus/{needed}" in text, needed
        assert f"!{needed}" in ignore or f"!{needed}/" in ignore, needed
    assert text.index("COPY --chown=airflow:0 third_party") < text.index("pip install")


def test_make_env_covers_every_required_variable(tmp_path: Path) -> None:
    """docker/make_env.py writes an owner-only .env that satisfies docker-compose.yml."""
    spec = importlib.util.spec_from_file_location("make_env", REPO / "docker" / "make_env.py")
    assert spec is not None and spec.loader is not None
    make_env = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_env)
    assert set(make_env.REQUIRED) == _required_variables(COMPOSE.read_text())

    env_file = tmp_path / ".env"
    make_env.write_env(env_file)
    assert stat.S_IMODE(env_file.stat().st_mode) == 0o600
    with pytest.raises(FileExistsError):
        make_env.write_env(env_file)
    values = dict(
        line.split("=", 1) for line in env_file.read_text().splitlines() if line and not line.startswith("#")
    )
    assert set(make_env.REQUIRED) <= set(values)
    assert all(values[name] for name in make_env.REQUIRED)
    result = subprocess.run(
        [str(DOCKER_COMPOSE), "--env-file", str(env_file), "-f", str(COMPOSE), "config", "-q"],
        cwd=REPO,
        env={k: v for k, v in os.environ.items() if k not in DUMMY},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr.replace(values["CPPCORPUS_S3_SECRET_KEY"], "<redacted>")


def _deploy_module():
    """scripts/deploy.py, the loopback deployment: it holds the settings both deployments share."""
    spec = importlib.util.spec_from_file_location("cppcorpus_deploy", REPO / "scripts" / "deploy.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_compose_and_the_loopback_deployment_share_their_settings() -> None:
    """docker-compose.yml and scripts/deploy.py (make up) run the same deployment: same Airflow settings,
    same commands per component, same store connection shape, pools and admin user."""
    deploy = _deploy_module()
    for service in AIRFLOW_SERVICES:
        env = _env(service)
        assert {k: env.get(k) for k in deploy.COMMON_SETTINGS} == deploy.COMMON_SETTINGS, service
        conn = json.loads(env["AIRFLOW_CONN_CPPCORPUS_STORE"])
        assert conn["conn_type"] == "aws"
        assert tuple(conn["extra"]) == deploy.STORE_CONNECTION_EXTRA_KEYS
        assert conn["extra"]["region_name"] == deploy.REGION
    for service, args in {**deploy.SERVICES, **deploy.WORKERS}.items():
        assert _command(service) == args, service
    assert set(deploy.WORKERS) == {"airflow-worker", "airflow-worker-gpu"}
    assert set(deploy.WORKER_REPLICAS) == set(deploy.WORKERS)
    for service, copies in deploy.WORKER_REPLICAS.items():  # compose's `scale`, default 1
        assert _rendered()["services"][service].get("scale", 1) == copies, service
    script = " ".join(_command("airflow-init"))
    for pool, (slots, description) in deploy.POOLS.items():
        assert f'airflow pools set {pool} {slots} "{description}"' in script
    assert _env("airflow-init")["ADMIN_USER"] == deploy.ADMIN_USER
    assert deploy.COMMON_SETTINGS["CPPCORPUS_ROOT"].startswith(f"s3://{deploy.BUCKET}/")
