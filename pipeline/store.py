"""The object store and the stage contract (DESIGN §3).

A stage output is a *version*: ``{root}/{stage}/{version}/`` holding ``part-NNNNN.parquet`` shards,
optional ``drops-NNNNN.parquet`` ledger shards, stage-specific files, and ``_manifest.json``
written **last** as the commit marker. A version with a manifest is complete and immutable; a
directory without one is debris that a re-run resumes (complete shards are kept) or replaces.

The version id is a short hash of (stage name, stage code version, canonical config, input
version ids), so it does not depend on where the root is, and the same inputs give the same id:
that is what makes a re-run a cache hit.

>>> a = version_id("filter", "1", {"min_bytes": 100}, {"acquire": "0123456789abcdef"})
>>> len(a), a == version_id("filter", "1", {"min_bytes": 100}, {"acquire": "0123456789abcdef"})
(16, True)
>>> a == version_id("filter", "1", {"min_bytes": 200}, {"acquire": "0123456789abcdef"})
False
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import posixpath
import re
import shutil
import socket
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import fsspec
import pyarrow as pa
import pyarrow.parquet as pq

MANIFEST = "_manifest.json"
PENDING = "_pending.json"
VALIDATION = "_validation.json"
STATS = "_stats.json"
MANIFEST_FORMAT = 1

DROP_SCHEMA = pa.schema(
    [
        ("doc_id", pa.string()),
        ("source", pa.string()),
        ("path", pa.string()),
        ("stage", pa.string()),
        ("reason", pa.string()),
        ("detail", pa.string()),
    ]
)


def canonical_json(obj: Any) -> bytes:
    """The one serialization that enters hashes: sorted keys, no whitespace, UTF-8."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def version_id(stage: str, code_version: str, config: dict, inputs: dict[str, str]) -> str:
    """Content address of a stage output: 16 hex chars of SHA-256 over the canonical recipe."""
    recipe = {"stage": stage, "code": code_version, "config": config, "inputs": inputs}
    return hashlib.sha256(canonical_json(recipe)).hexdigest()[:16]


def storage_options_from_env() -> dict:
    """S3 options from the standard AWS environment variables (never logged, never stored)."""
    opts: dict[str, Any] = {}
    if os.environ.get("AWS_ACCESS_KEY_ID"):
        opts["key"] = os.environ["AWS_ACCESS_KEY_ID"]
        opts["secret"] = os.environ.get("AWS_SECRET_ACCESS_KEY", "")
    if os.environ.get("AWS_ENDPOINT_URL"):
        opts["client_kwargs"] = {"endpoint_url": os.environ["AWS_ENDPOINT_URL"]}
    return opts


class ObjectStore:
    """A root folder on any fsspec filesystem: a local path by default, ``s3://bucket/prefix`` at scale.

    Writes of single objects are atomic: local files are written to a temporary name and renamed;
    an S3 PUT is atomic by itself.
    """

    def __init__(self, root: str, storage_options: dict | None = None):
        self.url = root
        if "://" in root:
            proto = root.split("://", 1)[0]
            opts = (
                storage_options
                if storage_options is not None
                else (storage_options_from_env() if proto == "s3" else {})
            )
            self.fs, self.base = fsspec.core.url_to_fs(root, **opts)
        else:
            self.fs = fsspec.filesystem("file")
            self.base = os.path.abspath(root)
        self.is_local = self.fs.protocol in ("file", ("file", "local")) or "file" in self.fs.protocol
        self.base = self.base.rstrip("/")

    def __repr__(self) -> str:  # never shows credentials
        return f"ObjectStore({self.url!r})"

    def path(self, *parts: str) -> str:
        return posixpath.join(self.base, *parts)

    def url_for(self, relative: str) -> str:
        """What a user passes to a tool for a path relative to the root: a local path or a full URL."""
        path = self.path(relative)
        if self.is_local:
            return path
        proto = self.fs.protocol if isinstance(self.fs.protocol, str) else self.fs.protocol[0]
        return f"{proto}://{path}"

    def relative(self, obj: Any) -> Any:
        """``obj`` with every string that names a path under the root made relative to it.

        Manifests and run records store these, so a root copied, moved or synced elsewhere (a
        laptop folder to S3 and back) still names its own files.
        """
        if isinstance(obj, str):
            return obj[len(self.base) + 1 :] if obj.startswith(self.base + "/") else obj
        if isinstance(obj, dict):
            return {k: self.relative(v) for k, v in obj.items()}
        if isinstance(obj, list | tuple):
            return [self.relative(v) for v in obj]
        return obj

    def exists(self, path: str) -> bool:
        return self.fs.exists(path)

    def remove_dead_writers_files(self, path: str) -> list[str]:
        """Remove the temporary files in folder ``path`` whose writer was a process of this machine
        that is gone (a killed run's rank, mid-write); returns their names. A live writer's, or one
        of another machine, stays. Nothing to do in an object store (its writes are whole objects)."""
        if not self.is_local:
            return []
        gone = []
        for name in self.listdir(path):
            writer = _TEMP_WRITER.search(name)
            if writer is None or writer["host"] != _HOST or _alive(int(writer["pid"])):
                continue
            with contextlib.suppress(FileNotFoundError):
                os.remove(os.path.join(path, name))
                gone.append(name)
        return gone

    def read_bytes(self, path: str) -> bytes:
        return self.fs.cat_file(path)

    def read_json(self, path: str) -> Any:
        return json.loads(self.read_bytes(path))

    def write_bytes(self, path: str, data: bytes) -> None:
        if self.is_local:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            tmp = f"{path}{_temp_suffix()}"
            with open(tmp, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        else:
            self.fs.pipe_file(path, data)

    def write_json(self, path: str, obj: Any) -> None:
        self.write_bytes(path, json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False).encode() + b"\n")

    def write_table(self, path: str, table: pa.Table, row_group_size: int | None = None) -> int:
        """Write a parquet file atomically; returns its size in bytes."""
        buf = io.BytesIO()
        pq.write_table(
            table,
            buf,
            compression="zstd",
            row_group_size=row_group_size,
            write_statistics=True,
            store_schema=True,
        )
        data = buf.getvalue()
        self.write_bytes(path, data)
        return len(data)

    def read_table(self, path: str, columns: list[str] | None = None) -> pa.Table:
        if self.is_local:
            return pq.read_table(path, columns=columns)
        with self.fs.open(path, "rb") as f:
            return pq.read_table(f, columns=columns)

    def num_rows(self, path: str) -> int:
        if self.is_local:
            return pq.ParquetFile(path).metadata.num_rows
        with self.fs.open(path, "rb") as f:
            return pq.ParquetFile(f).metadata.num_rows

    def listdir(self, path: str) -> list[str]:
        """Names (not paths) directly below ``path``; empty if it does not exist."""
        try:
            entries = self.fs.ls(path, detail=False)
        except FileNotFoundError:
            return []
        return sorted(posixpath.basename(e.rstrip("/")) for e in entries)

    def put_file(self, local: str, dest: str) -> None:
        """Copy a (possibly large) local file in, atomically."""
        if self.is_local:
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            tmp = f"{dest}{_temp_suffix()}"
            shutil.copyfile(local, tmp)
            os.replace(tmp, dest)
        else:
            self.fs.put_file(local, dest)

    def get_dir(self, src: str, local_dir: str) -> None:
        os.makedirs(local_dir, exist_ok=True)
        for name in self.listdir(src):
            data = self.read_bytes(posixpath.join(src, name))
            with open(os.path.join(local_dir, name), "wb") as f:
                f.write(data)


_HOST = socket.gethostname().replace("-", "_")
_TEMP_WRITER = re.compile(r"\.tmp-(?P<host>[^-]+)-(?P<pid>[0-9]+)-[0-9a-f]{32}$")


def _temp_suffix() -> str:
    """A temporary file's suffix: the writer's host and process, so a re-run can tell a dead
    writer's leftover (:meth:`ObjectStore.remove_dead_writers_files`) from a live writer's."""
    return f".tmp-{_HOST}-{os.getpid()}-{uuid.uuid4().hex}"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@dataclass
class StageOutput:
    """What a stage returns to its executor (CLI or Airflow task): small, JSON-friendly."""

    stage: str
    version: str
    cache_hit: bool
    path: str

    def as_dict(self) -> dict:
        return {"stage": self.stage, "version": self.version, "cache_hit": self.cache_hit}


@dataclass
class StageContext:
    """Handed to a stage body: where to write, what is already there, and the ledger."""

    store: ObjectStore
    stage: str
    version: str
    config: dict
    inputs: dict[str, str]
    extra: dict[str, Any] = field(default_factory=dict)
    rank: int = 0
    world_size: int = 1
    progress: Callable[[int], None] | None = None  # told of each shard a rank finishes (the runner's bar)

    def owns(self, shard: int) -> bool:
        """Whether this rank handles ``shard``: shards are dealt round-robin, whatever their content."""
        return shard % self.world_size == self.rank

    def pending_shards(self, input_stage: str) -> list[int]:
        """The input shards this rank owns whose output shard is not written yet."""
        shards = shard_numbers(self.store, input_stage, self.inputs[input_stage])
        return [s for s in shards if self.owns(s) and not self.has_shard(s)]

    def shard_done(self, n: int = 1) -> None:
        if self.progress is not None:
            self.progress(n)

    @property
    def dir(self) -> str:
        return self.store.path(self.stage, self.version)

    def shard_path(self, shard: int) -> str:
        return posixpath.join(self.dir, f"part-{shard:05d}.parquet")

    def drops_path(self, shard: int) -> str:
        return posixpath.join(self.dir, f"drops-{shard:05d}.parquet")

    def has_shard(self, shard: int) -> bool:
        """A shard whose part file exists is complete (it was written atomically, after its drops)."""
        return self.store.exists(self.shard_path(shard))

    def write_shard(
        self, shard: int, table: pa.Table, drops: list[dict] | None = None, row_group_size: int | None = None
    ) -> None:
        """Commit one shard: its drop records first, then the part file (the shard's marker)."""
        drops = drops or []
        self.store.write_table(self.drops_path(shard), pa.Table.from_pylist(drops, schema=DROP_SCHEMA))
        self.store.write_table(self.shard_path(shard), table, row_group_size=row_group_size)

    def file_path(self, name: str) -> str:
        return posixpath.join(self.dir, name)

    def map_shards(
        self,
        input_stage: str,
        fn: Callable[[int, pa.Table], tuple[pa.Table, list[dict]]],
        columns: list[str] | None = None,
        row_group_size: int | None = None,
    ) -> None:
        """Apply ``fn`` ((shard, table) -> (output table, drop records)) to each input shard this rank owns
        and has not written yet.

        Output shard N comes from input shard N, so a killed rank resumes at its first missing one.
        """
        version = self.inputs[input_stage]
        for shard in self.pending_shards(input_stage):
            table = self.store.read_table(
                self.store.path(input_stage, version, f"part-{shard:05d}.parquet"), columns=columns
            )
            out, drops = fn(shard, table)
            self.write_shard(shard, out, drops, row_group_size=row_group_size)
            self.shard_done()


class StageNotReady(RuntimeError):
    """An input version is missing its manifest: upstream has not committed."""


def manifest_path(store: ObjectStore, stage: str, version: str) -> str:
    return store.path(stage, version, MANIFEST)


def is_committed(store: ObjectStore, stage: str, version: str) -> bool:
    return store.exists(manifest_path(store, stage, version))


def read_manifest(store: ObjectStore, stage: str, version: str) -> dict:
    path = manifest_path(store, stage, version)
    if not store.exists(path):
        raise StageNotReady(f"{stage}/{version} has no {MANIFEST}: it is not a committed version")
    return store.read_json(path)


def shard_names(store: ObjectStore, stage: str, version: str, prefix: str = "part-") -> list[str]:
    return [
        n
        for n in store.listdir(store.path(stage, version))
        if n.startswith(prefix) and n.endswith(".parquet")
    ]


def shard_numbers(store: ObjectStore, stage: str, version: str, prefix: str = "part-") -> list[int]:
    return [int(n[len(prefix) : -len(".parquet")]) for n in shard_names(store, stage, version, prefix)]


def iter_shards(
    store: ObjectStore, stage: str, version: str, columns: list[str] | None = None, prefix: str = "part-"
) -> Iterator[tuple[int, pa.Table]]:
    """Yield (shard number, table) of a version's shards in order."""
    for name in shard_names(store, stage, version, prefix):
        shard = int(name[len(prefix) : -len(".parquet")])
        yield shard, store.read_table(store.path(stage, version, name), columns=columns)
