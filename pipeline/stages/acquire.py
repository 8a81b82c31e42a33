"""Stage ``acquire``: pinned sources → document records, with provenance and a ledger entry per file.

Every regular file, link or special file met in a source tree gets a stable ``doc_id`` (a hash of
source name and relative path). Files that cannot become documents are recorded as drops with a
reason instead of being read: links (in-tree links duplicate their target; out-of-tree links are
never followed), special files, oversize files, unreadable files, binaries, undecodable text, unsafe
archive entries.

Nothing is written outside the stage's own temporary work folder: git sources are cloned and
tarballs are unpacked (entry by entry, names checked first) into it.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import posixpath
import re
import shutil
import stat
import subprocess
import tarfile
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass

import pyarrow as pa

from pipeline.config import PipelineConfig, SourceSpec, as_dict
from pipeline.progress import heartbeat
from pipeline.stages.base import Stage, Step
from pipeline.store import StageContext

STAGE = "acquire"
CODE_VERSION = "1"
log = logging.getLogger(__name__)

DOC_SCHEMA = pa.schema(
    [
        ("doc_id", pa.string()),
        ("source", pa.string()),
        ("path", pa.string()),
        ("text", pa.large_string()),
        ("n_bytes", pa.int64()),
        ("sha256", pa.string()),
        ("url", pa.string()),
        ("revision", pa.string()),
    ]
)


class SourceError(RuntimeError):
    """A source cannot be acquired at all (missing commit, wrong checksum, missing folder)."""


def doc_id_for(source: str, path: str) -> str:
    """Stable id of a file: the same source name and path always give the same id."""
    return hashlib.sha256(f"{source}\0{path}".encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Entry:
    """One file met in a source tree: either readable (``abs_path``) or rejected (``reason``)."""

    source: str
    path: str  # relative, '/'-separated
    size: int
    abs_path: str | None = None
    reason: str | None = None
    detail: str = ""


@functools.lru_cache(maxsize=256)
def glob_regex(pattern: str) -> re.Pattern:
    """A path glob: ``*`` and ``?`` stay within one folder, ``**/`` spans any number of folders.

    >>> bool(glob_regex("*.h").match("a.h")), bool(glob_regex("*.h").match("sys/a.h"))
    (True, False)
    >>> bool(glob_regex("**/*.h").match("a.h")), bool(glob_regex("x/**").match("x/y/z.h"))
    (True, True)
    """
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out) + r"\Z")


def _selected(spec: SourceSpec, rel: str) -> bool:
    if spec.include and not any(glob_regex(g).match(rel) for g in spec.include):
        return False
    return not any(glob_regex(g).match(rel) for g in spec.exclude)


def walk_tree(spec: SourceSpec, root: str, max_bytes: int) -> Iterator[Entry]:
    """Entries of a folder in sorted order, never following links and skipping ``.git``."""
    root = os.path.realpath(root)
    prefix = root if root.endswith(os.sep) else root + os.sep  # every path os.walk gives starts with it
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if d != ".git")
        # Links to folders show up in dirnames; os.walk does not descend into them. Report them.
        names = sorted(filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))])
        dirnames[:] = [d for d in dirnames if not os.path.islink(os.path.join(dirpath, d))]
        for name in names:
            full = os.path.join(dirpath, name)
            rel = full[len(prefix) :].replace(os.sep, "/")  # os.path.relpath, without its normalizing
            if not _selected(spec, rel):
                continue
            try:
                st = os.lstat(full)
            except OSError as e:  # removed since the folder was listed
                yield Entry(
                    spec.name, rel, 0, reason="unreadable", detail=f"{type(e).__name__}: {e.strerror or e}"
                )
                continue
            if stat.S_ISLNK(st.st_mode):
                target = os.path.realpath(full)
                inside = target == root or target.startswith(root + os.sep)
                if inside:
                    yield Entry(spec.name, rel, 0, reason="symlink", detail=os.path.relpath(target, root))
                else:
                    yield Entry(
                        spec.name, rel, 0, reason="symlink-outside-tree", detail="link target leaves the tree"
                    )
            elif not stat.S_ISREG(st.st_mode):
                yield Entry(spec.name, rel, 0, reason="special-file", detail=stat.filemode(st.st_mode))
            elif st.st_size > max_bytes:
                yield Entry(
                    spec.name, rel, st.st_size, reason="oversize", detail=f"{st.st_size} > {max_bytes} bytes"
                )
            else:
                yield Entry(spec.name, rel, st.st_size, abs_path=full)


def tree_fingerprint(root: str, spec: SourceSpec) -> str:
    """Content hash of a local folder (paths, link targets and file bytes), so edits re-run acquisition."""
    h = hashlib.sha256()
    for e in walk_tree(spec, root, max_bytes=1 << 62):
        h.update(e.path.encode() + b"\0" + (e.reason or "").encode() + b"\0" + e.detail.encode() + b"\0")
        if e.abs_path:
            try:
                with open(e.abs_path, "rb") as f:
                    h.update(hashlib.file_digest(f, "sha256").digest())
            except OSError as err:  # unreadable now: fingerprinted as such (acquire records the drop)
                h.update(b"unreadable\0" + (err.strerror or type(err).__name__).encode())
    return h.hexdigest()


def _run_git(args: list[str], source: str) -> str:
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_CONFIG_NOSYSTEM": "1"}
    proc = subprocess.run(["git", *args], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise SourceError(f"source {source!r}: git {args[0]} failed: {proc.stderr.strip()[-500:]}")
    return proc.stdout.strip()


def checkout_git(spec: SourceSpec, dest: str) -> str:
    """Clone ``spec.git`` and check out exactly ``spec.revision``; a missing commit is a clear error.

    A clone can take minutes: it is logged when it starts and ends, with elapsed-time lines between.
    """
    t0 = time.monotonic()
    log.info("acquire: cloning %s (source %r) ...", spec.git, spec.name)
    with heartbeat(f"acquire: cloning {spec.name!r}", log):
        _run_git(["clone", "--quiet", "--no-checkout", "--no-hardlinks", "--", spec.git, dest], spec.name)
    log.info("acquire: cloned %r in %.1f s", spec.name, time.monotonic() - t0)
    probe = subprocess.run(
        ["git", "-C", dest, "cat-file", "-e", f"{spec.revision}^{{commit}}"], capture_output=True
    )
    if probe.returncode != 0:
        raise SourceError(f"source {spec.name!r}: commit {spec.revision} not found in {spec.git}")
    _run_git(
        ["-C", dest, "-c", "advice.detachedHead=false", "checkout", "--quiet", "--detach", spec.revision],
        spec.name,
    )
    head = _run_git(["-C", dest, "rev-parse", "HEAD"], spec.name)
    if head != spec.revision:
        raise SourceError(f"source {spec.name!r}: checked out {head}, expected {spec.revision}")
    return dest


def _fetch_tarball(spec: SourceSpec, work: str) -> str:
    url = spec.tarball
    local = os.path.join(work, "archive")
    if "://" in url and not url.startswith("file://"):
        with urllib.request.urlopen(url, timeout=120) as resp, open(local, "wb") as out:  # noqa: S310
            shutil.copyfileobj(resp, out)
    else:
        src = url[len("file://") :] if url.startswith("file://") else url
        if not os.path.isfile(src):
            raise SourceError(f"source {spec.name!r}: tarball not found: {src}")
        shutil.copyfile(src, local)
    with open(local, "rb") as f:
        digest = hashlib.file_digest(f, "sha256").hexdigest()
    if digest != spec.sha256:
        raise SourceError(
            f"source {spec.name!r}: sha256 mismatch for {url}: expected {spec.sha256}, got {digest}"
        )
    return local


def unpack_tarball(spec: SourceSpec, archive: str, dest: str, max_bytes: int) -> list[Entry]:
    """Unpack regular files with safe names into ``dest``; every other entry becomes a rejection."""
    rejected: list[Entry] = []
    os.makedirs(dest, exist_ok=True)
    try:
        tar = tarfile.open(archive, "r:*")  # noqa: SIM115 - entered just below, after the error check
    except tarfile.TarError as e:
        raise SourceError(f"source {spec.name!r}: not a readable tar archive: {e}") from e
    with tar:
        for m in tar:
            name = m.name
            norm = posixpath.normpath(name.lstrip("./")) if name not in ("", ".") else ""
            if m.isdir():
                continue
            if name.startswith("/") or norm.startswith("..") or "/../" in f"/{name}/" or norm in ("", "."):
                rejected.append(
                    Entry(spec.name, name, m.size, reason="unsafe-path", detail="absolute or '..' path")
                )
                continue
            if not _selected(spec, norm):
                continue
            if m.issym() or m.islnk():
                target = (
                    posixpath.normpath(posixpath.join(posixpath.dirname(norm), m.linkname))
                    if m.issym()
                    else posixpath.normpath(m.linkname)
                )
                outside = m.linkname.startswith("/") or target.startswith("..")
                reason = "symlink-outside-tree" if outside else "symlink"
                rejected.append(Entry(spec.name, norm, 0, reason=reason, detail="" if outside else target))
                continue
            if not m.isfile():
                rejected.append(
                    Entry(spec.name, norm, 0, reason="special-file", detail=f"tar type {m.type!r}")
                )
                continue
            if m.size > max_bytes:
                rejected.append(
                    Entry(spec.name, norm, m.size, reason="oversize", detail=f"{m.size} > {max_bytes} bytes")
                )
                continue
            out = os.path.join(dest, *norm.split("/"))
            real_dest = os.path.realpath(dest)
            if not os.path.realpath(os.path.dirname(out)).startswith(real_dest):
                rejected.append(
                    Entry(spec.name, norm, m.size, reason="unsafe-path", detail="resolves outside the tree")
                )
                continue
            os.makedirs(os.path.dirname(out), exist_ok=True)
            src = tar.extractfile(m)
            with open(out, "wb") as f:
                shutil.copyfileobj(src, f)
    return rejected


@dataclass
class Materialized:
    spec: SourceSpec
    root: str
    url: str
    revision: str
    rejected: list[Entry]


def materialize(spec: SourceSpec, work: str, max_bytes: int, fingerprint: str | None = None) -> Materialized:
    """The source's files on this machine. A folder's revision is its content ``fingerprint``:
    the one the stage's version was planned with when given (hashing a folder reads every byte)."""
    if spec.kind == "path":
        if not os.path.isdir(spec.path):
            raise SourceError(f"source {spec.name!r}: folder not found: {spec.path}")
        return Materialized(spec, spec.path, spec.path, fingerprint or tree_fingerprint(spec.path, spec), [])
    dest = os.path.join(work, spec.name)
    if spec.kind == "git":
        checkout_git(spec, dest)
        return Materialized(spec, dest, spec.git, spec.revision, [])
    archive = _fetch_tarball(spec, tempfile.mkdtemp(dir=work))
    rejected = unpack_tarball(spec, archive, dest, max_bytes)
    return Materialized(spec, dest, spec.tarball, spec.sha256, rejected)


def source_identity(spec: SourceSpec) -> dict:
    """What pins a source's content: the commit, the sha256, or a folder's content fingerprint."""
    ident = as_dict(spec)
    if spec.kind == "path":
        if not os.path.isdir(spec.path):
            raise SourceError(f"source {spec.name!r}: folder not found: {spec.path}")
        ident["fingerprint"] = tree_fingerprint(spec.path, spec)
    return ident


def config_slice(cfg: PipelineConfig) -> dict:
    return {"sources": [source_identity(s) for s in cfg.sources], "acquire": as_dict(cfg.acquire)}


def read_document(entry: Entry) -> tuple[str | None, str, str]:
    """(text, reason, detail): text is None when the file is rejected.

    A file that cannot be read (no permission, removed or replaced since the tree was listed, an
    I/O error) is the drop ``unreadable``, never a failure of the run: the other files still count.
    """
    try:
        with open(entry.abs_path, "rb") as f:
            data = f.read()
    except OSError as e:
        return None, "unreadable", f"{type(e).__name__}: {e.strerror or e}"
    if b"\0" in data:
        return None, "binary", "contains NUL bytes"
    try:
        return data.decode("utf-8"), "", ""
    except UnicodeDecodeError as e:
        return None, "undecodable", f"not UTF-8 at byte {e.start}"


def _shards(entries: list[Entry], shard_docs: int, shard_bytes: int) -> list[list[Entry]]:
    shards: list[list[Entry]] = [[]]
    size = 0
    for e in entries:
        if shards[-1] and (len(shards[-1]) >= shard_docs or size + e.size > shard_bytes):
            shards.append([])
            size = 0
        shards[-1].append(e)
        size += e.size if e.abs_path else 0
    return shards if shards[0] else []


# The shard plan: every file met, in order, with its shard number. It stays beside the shards (a
# few dozen bytes per file) so a rank that starts late, or a concurrent run, still finds it.
LISTING = "_listing.parquet"
LISTING_SCHEMA = pa.schema(
    [
        ("shard", pa.int32()),
        ("source", pa.string()),
        ("path", pa.string()),
        ("size", pa.int64()),
        ("reason", pa.string()),  # null: a file to read; else the drop reason met while listing
        ("detail", pa.string()),
    ]
)
SOURCES = "_sources.json"  # per source: the url and revision written into every document


def list_sources(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Single step: materialize and list every source, cut the listing into shards (by
    ``acquire.shard_docs`` / ``shard_bytes``, never by the number of ranks) and write the plan."""
    listing = ctx.file_path(LISTING)
    if ctx.store.exists(listing) and ctx.store.exists(ctx.file_path(SOURCES)):
        return
    acfg = cfg.acquire
    rows: list[dict] = []
    sources: dict[str, dict] = {}
    # The folders' fingerprints were computed when the version was planned (ctx.config is
    # config_slice's result): reuse them rather than hash every file of the corpus a second time.
    planned = {ident.get("name"): ident.get("fingerprint") for ident in ctx.config.get("sources", [])}
    with tempfile.TemporaryDirectory(prefix="cppcorpus-acquire-") as work:
        entries: list[Entry] = []
        for spec in cfg.sources:
            m = materialize(spec, work, acfg.max_file_bytes, fingerprint=planned.get(spec.name))
            sources[spec.name] = {"url": m.url, "revision": m.revision}
            entries.extend(
                sorted([*m.rejected, *walk_tree(spec, m.root, acfg.max_file_bytes)], key=lambda e: e.path)
            )
    for i, shard in enumerate(_shards(entries, acfg.shard_docs, acfg.shard_bytes)):
        rows.extend(
            {
                "shard": i,
                "source": e.source,
                "path": e.path,
                "size": e.size,
                "reason": e.reason,
                "detail": e.detail,
            }
            for e in shard
        )
    ctx.store.write_json(ctx.file_path(SOURCES), sources)
    ctx.store.write_table(listing, pa.Table.from_pylist(rows, schema=LISTING_SCHEMA))


def _source_root(spec: SourceSpec, work: str, max_bytes: int) -> str:
    """Where a source's files are on this machine (a folder as it is; a checkout or an unpacked archive)."""
    if spec.kind == "path":
        if not os.path.isdir(spec.path):
            raise SourceError(f"source {spec.name!r}: folder not found: {spec.path}")
        return os.path.realpath(spec.path)
    return os.path.realpath(materialize(spec, work, max_bytes).root)


def read_shards(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Mapped step: read the files of the shards this rank owns (materializing only their sources)."""
    listing = ctx.store.read_table(ctx.file_path(LISTING))
    numbers = listing.column("shard").to_numpy()
    mine = sorted(s for s in set(numbers.tolist()) if ctx.owns(s) and not ctx.has_shard(s))
    if not mine:
        return
    sources = ctx.store.read_json(ctx.file_path(SOURCES))
    specs = {spec.name: spec for spec in cfg.sources}
    with tempfile.TemporaryDirectory(prefix="cppcorpus-acquire-") as work:
        roots: dict[str, str] = {}
        for i in mine:
            rows: list[dict] = []
            drops: list[dict] = []
            for e in listing.filter(pa.array(numbers == i)).to_pylist():
                doc_id = doc_id_for(e["source"], e["path"])
                if e["reason"] is None:
                    if e["source"] not in roots:
                        roots[e["source"]] = _source_root(
                            specs[e["source"]], work, cfg.acquire.max_file_bytes
                        )
                    entry = Entry(
                        e["source"],
                        e["path"],
                        e["size"],
                        abs_path=os.path.join(roots[e["source"]], e["path"]),
                    )
                    text, reason, detail = read_document(entry)
                else:
                    text, reason, detail = None, e["reason"], e["detail"]
                if text is None:
                    drops.append(
                        {
                            "doc_id": doc_id,
                            "source": e["source"],
                            "path": e["path"],
                            "stage": STAGE,
                            "reason": reason,
                            "detail": detail,
                        }
                    )
                    continue
                raw = text.encode()
                rows.append(
                    {
                        "doc_id": doc_id,
                        "source": e["source"],
                        "path": e["path"],
                        "text": text,
                        "n_bytes": len(raw),
                        "sha256": hashlib.sha256(raw).hexdigest(),
                        **sources[e["source"]],
                    }
                )
            ctx.write_shard(i, pa.Table.from_pylist(rows, schema=DOC_SCHEMA), drops)
            ctx.shard_done()


class AcquireStage(Stage):
    """Pinned sources → document shards: one task lists the sources and plans the shards; then each
    rank reads the files of the shards it owns (per source and per file range)."""

    name = STAGE
    code_version = CODE_VERSION
    schema = DOC_SCHEMA

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        return {"max_file_bytes": cfg.acquire.max_file_bytes}

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (Step("list", list_sources, mapped=False), Step("read", read_shards))


stage = AcquireStage()
