"""The loopback S3 server (SeaweedFS ``weed mini``) works the way the pipeline will use S3.

Objects go through s3fs, through ``fsspec.open`` with storage options, and as Parquet through
pyarrow over s3fs; wrong, unknown and missing credentials are refused; the server uses loopback and
free ports only, never shows its keys, and stops cleanly.
"""

from __future__ import annotations

import os
import socket
import stat
import time
from pathlib import Path

import fsspec
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import s3fs

try:
    from s3server import S3Server, S3ServerError, session_s3_server, start_s3_server
except ImportError:  # tests/ imported as a package
    from tests.s3server import S3Server, S3ServerError, session_s3_server, start_s3_server

pytestmark = pytest.mark.s3


@pytest.fixture(scope="session")
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> S3Server:
    """The session's shared S3 server (the same one conftest's ``s3_server`` fixture hands out)."""
    return session_s3_server(request.config, tmp_path_factory)


def _fs(server: S3Server, key: str | None = None, secret: str | None = None) -> s3fs.S3FileSystem:
    """An uncached s3fs client for ``server``, with its keys unless others are given."""
    return s3fs.S3FileSystem(
        key=server.access_key if key is None else key,
        secret=server.secret_key if secret is None else secret,
        client_kwargs={"endpoint_url": server.endpoint_url},
        skip_instance_cache=True,
    )


def test_s3fs_write_read_list_delete(server: S3Server) -> None:
    """The basic object life cycle through ``s3fs.S3FileSystem(key, secret, client_kwargs)``."""
    fs = _fs(server)
    root = server.fresh_root("s3fs").removeprefix("s3://")
    fs.pipe(f"{root}/a.txt", b"alpha")
    with fs.open(f"{root}/sub/b.bin", "wb") as handle:
        handle.write(bytes(range(256)) * 64)

    assert fs.cat(f"{root}/a.txt") == b"alpha"
    assert fs.cat(f"{root}/sub/b.bin") == bytes(range(256)) * 64
    assert sorted(fs.ls(root, detail=False)) == [f"{root}/a.txt", f"{root}/sub"]
    assert sorted(fs.find(root)) == [f"{root}/a.txt", f"{root}/sub/b.bin"]
    assert fs.info(f"{root}/sub/b.bin")["size"] == 256 * 64

    fs.rm(f"{root}/a.txt")
    fs.invalidate_cache()
    assert not fs.exists(f"{root}/a.txt")
    fs.rm(root, recursive=True)
    fs.invalidate_cache()
    # No object is left. (SeaweedFS, unlike AWS S3, keeps the emptied prefix itself listed as a
    # directory for a while, so "the prefix is gone" is not something to assert or rely on.)
    assert [p for p, info in fs.find(root, detail=True).items() if info["type"] == "file"] == []


def test_fsspec_open_with_storage_options(server: S3Server) -> None:
    """``fsspec.open("s3://bucket/x", **storage_options)`` writes and reads, as a stage root would."""
    url = server.fresh_root("fsspec") + "/x.txt"
    with fsspec.open(url, "w", **server.storage_options) as handle:
        handle.write("hello over s3\n")
    with fsspec.open(url, "r", **server.storage_options) as handle:
        assert handle.read() == "hello over s3\n"
    fs, path = fsspec.core.url_to_fs(url, **server.storage_options)
    assert fs.exists(path)
    fs.rm(path)


def test_pyarrow_parquet_via_s3fs(server: S3Server) -> None:
    """pyarrow writes and reads Parquet (several row groups) through s3fs, byte-exact on round trip."""
    fs = _fs(server)
    root = server.fresh_root("parquet").removeprefix("s3://")
    table = pa.table(
        {
            "doc_id": pa.array(range(5000), pa.int64()),
            "text": pa.array([f"int f{i}() {{ return {i}; }}" for i in range(5000)]),
            "ids": pa.array([[i, i + 1, i + 2] for i in range(5000)], pa.list_(pa.uint32())),
        }
    )
    pq.write_table(table, f"{root}/part-00000.parquet", filesystem=fs, row_group_size=1024)

    assert pq.read_table(f"{root}/part-00000.parquet", filesystem=fs).equals(table)
    assert pq.ParquetFile(f"{root}/part-00000.parquet", filesystem=fs).metadata.num_row_groups == 5
    assert pq.read_table(root, filesystem=fs).equals(table)
    fs.rm(root, recursive=True)


def test_wrong_credentials_are_refused(server: S3Server) -> None:
    """Wrong secret, unknown key and anonymous requests are all refused; nothing gets written."""
    target = f"{server.bucket}/must-not-exist.txt"
    wrong_secret = _fs(server, secret="0" * len(server.secret_key))
    unknown_key = _fs(server, key="CPPCNOSUCHKEY000", secret="whatever")
    anonymous = s3fs.S3FileSystem(
        anon=True, client_kwargs={"endpoint_url": server.endpoint_url}, skip_instance_cache=True
    )
    for client in (wrong_secret, unknown_key, anonymous):
        with pytest.raises(PermissionError):
            client.ls(server.bucket)
        with pytest.raises(PermissionError):
            client.pipe(target, b"nope")
    assert not _fs(server).exists(target)


def test_server_is_loopback_only_and_hides_its_keys(server: S3Server) -> None:
    """Loopback endpoint, distinct ports, keys absent from repr and logs, identities file owner-only."""
    assert server.endpoint_url == f"http://127.0.0.1:{server.ports['s3.port']}"
    assert len(set(server.ports.values())) == len(server.ports)
    assert server.access_key not in repr(server)
    assert server.secret_key not in repr(server)
    log = server.log_path.read_text(errors="replace")
    assert server.access_key not in log
    assert server.secret_key not in log
    identities = server.workdir / "s3-identities.json"
    assert stat.S_IMODE(identities.stat().st_mode) == 0o600
    assert server.startup_seconds < 60
    # Nothing listens on a non-loopback address for our ports: connecting to 127.0.0.2 must fail
    # (it only succeeds for a socket bound to 0.0.0.0).
    for port in server.ports.values():
        with socket.socket() as sock:
            sock.settimeout(1)
            assert sock.connect_ex(("127.0.0.2", port)) != 0, port


def test_second_server_runs_beside_and_stops_cleanly(server: S3Server, tmp_path: Path) -> None:
    """A second server gets other ports and other keys, works, and stop() leaves no process behind."""
    with start_s3_server(tmp_path, bucket="second") as other:
        assert set(other.ports.values()).isdisjoint(server.ports.values())
        assert other.secret_key != server.secret_key
        _fs(other).pipe("second/x", b"2")
        assert _fs(other).cat("second/x") == b"2"
        with pytest.raises(PermissionError):  # the first server's keys mean nothing here
            _fs(other, key=server.access_key, secret=server.secret_key).ls("second")
        pid = other.pid
    assert not other.is_running()
    deadline = time.monotonic() + 10
    while _pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _pid_alive(pid)
    assert not (other.workdir / "s3-identities.json").exists()
    assert not list(Path("/tmp").glob(f"seaweedfs-*-{other.ports['s3.port']}.sock"))
    assert server.is_running()  # the shared one is untouched
    other.stop()  # idempotent


def test_startup_failure_reports_the_log_tail(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """If weed dies before S3 is up, the error says so and quotes the end of weed's log."""
    fake = tmp_path / "weed"
    fake.write_text("#!/bin/sh\necho 'simulated weed failure: disk on fire'\nexit 3\n")
    fake.chmod(0o755)
    monkeypatch.setenv("CPPCORPUS_WEED", str(fake))
    with pytest.raises(S3ServerError, match=r"(?s)exited with code 3.*simulated weed failure"):
        start_s3_server(tmp_path / "work", timeout=20)


def _pid_alive(pid: int) -> bool:
    """Whether a process with this PID exists (and is not a zombie we reaped)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
