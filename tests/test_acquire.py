from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest
from corpus import STDCXX, copy_headers

from pipeline.config import ConfigError, PipelineConfig, SourceSpec, parse_sources
from pipeline.ledger import compute
from pipeline.runner import run_stage
from pipeline.stages.acquire import SourceError
from pipeline.store import ObjectStore, iter_shards

GIT_ENV = {
    **os.environ,
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.invalid",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.invalid",
}


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=GIT_ENV
    ).stdout.strip()


def _acquire(tmp_path: Path, *specs: SourceSpec):
    store = ObjectStore(str(tmp_path / "lake"))
    out = run_stage(store, "acquire", PipelineConfig(sources=specs), {})
    docs = {r["path"]: r for _, t in iter_shards(store, "acquire", out.version) for r in t.to_pylist()}
    drops = {
        r["path"]: r
        for _, t in iter_shards(store, "acquire", out.version, prefix="drops-")
        for r in t.to_pylist()
    }
    return store, out, docs, drops


def _commit_all(repo: Path, message: str) -> str:
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", message)
    return _git(repo, "rev-parse", "HEAD")


def _repo_of_headers(tmp_path: Path, n: int) -> Path:
    """A git repository whose first commit holds ``n`` real libstdc++ headers."""
    repo = tmp_path / "repo"
    copy_headers(STDCXX / "bits", repo, n, "stl_*.h")
    _git(repo.parent, "init", "-q", str(repo))
    _commit_all(repo, "one")
    return repo


def test_git_source_is_checked_out_at_the_pinned_commit(tmp_path):
    repo = _repo_of_headers(tmp_path, 3)
    first = _git(repo, "rev-parse", "HEAD")
    (repo / "later.h").write_text("// added after the pinned commit\nint later;\n" * 5)
    _commit_all(repo, "two")
    spec = SourceSpec(name="r", git=f"file://{repo}", revision=first)
    _, out, docs, drops = _acquire(tmp_path, spec)
    assert sorted(docs) == sorted(p.name for p in repo.glob("stl_*.h"))
    assert all(d["revision"] == first and d["url"] == f"file://{repo}" for d in docs.values())
    assert not drops


def test_a_clone_is_logged_when_it_starts_and_ends(tmp_path, caplog):
    import logging

    repo = _repo_of_headers(tmp_path, 1)
    spec = SourceSpec(name="r", git=f"file://{repo}", revision=_git(repo, "rev-parse", "HEAD"))
    with caplog.at_level(logging.INFO, logger="pipeline"):
        _acquire(tmp_path, spec)
    messages = [r.getMessage() for r in caplog.records]
    assert f"acquire: cloning file://{repo} (source 'r') ..." in messages
    assert any(m.startswith("acquire: cloned 'r' in ") for m in messages)
    assert any(
        m.startswith("acquire ") and ": 1 in, 1 kept, 0 dropped; " in m for m in messages
    )  # the stage line


def test_missing_commit_is_a_clear_error_naming_the_source(tmp_path):
    repo = _repo_of_headers(tmp_path, 1)
    spec = SourceSpec(name="pinned", git=f"file://{repo}", revision="0" * 40)
    with pytest.raises(SourceError, match=r"'pinned'.*commit 0{40} not found"):
        _acquire(tmp_path, spec)


def _tarball(path: Path, members: list[tuple[tarfile.TarInfo, bytes | None]]) -> str:
    with tarfile.open(path, "w:gz") as tar:
        for info, data in members:
            tar.addfile(info, io.BytesIO(data) if data is not None else None)
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _member(name: str, data: bytes | None = None, **kw) -> tuple[tarfile.TarInfo, bytes | None]:
    info = tarfile.TarInfo(name)
    for k, v in kw.items():
        setattr(info, k, v)
    if data is not None:
        info.size = len(data)
    return info, data


def test_tarball_rejects_unsafe_entries_and_writes_nothing_outside(tmp_path):
    good = (STDCXX / "bits" / "stl_pair.h").read_bytes()
    archive = tmp_path / "src.tar.gz"
    sha = _tarball(
        archive,
        [
            _member("pkg/stl_pair.h", good),
            _member("../escape.h", b"int escaped;\n"),
            _member("/abs/escape.h", b"int escaped;\n"),
            _member("pkg/link_out.h", type=tarfile.SYMTYPE, linkname="../../../etc/passwd"),
            _member("pkg/link_in.h", type=tarfile.SYMTYPE, linkname="stl_pair.h"),
            _member("pkg/dev", type=tarfile.CHRTYPE),
            _member("pkg/blob.h", b"\x7fELF\x00\x01binary"),
            _member("pkg/latin1.h", "int caf\u00e9;\n".encode("latin-1")),
        ],
    )
    before = set(os.listdir(tmp_path))
    store, out, docs, drops = _acquire(tmp_path, SourceSpec(name="t", tarball=str(archive), sha256=sha))
    assert list(docs) == ["pkg/stl_pair.h"] and docs["pkg/stl_pair.h"]["text"].encode() == good
    reasons = {p: d["reason"] for p, d in drops.items()}
    assert reasons == {
        "../escape.h": "unsafe-path",
        "/abs/escape.h": "unsafe-path",
        "pkg/link_out.h": "symlink-outside-tree",
        "pkg/link_in.h": "symlink",
        "pkg/dev": "special-file",
        "pkg/blob.h": "binary",
        "pkg/latin1.h": "undecodable",
    }
    assert set(os.listdir(tmp_path)) - before == {"lake"}  # nothing but the object-store root
    assert not (tmp_path.parent / "escape.h").exists() and not Path("/abs/escape.h").exists()
    ledger = compute(store, {"acquire": out.version})["sources"]["t"]
    assert ledger["acquired"] == 8 and sum(ledger["dropped"].values()) == 7


def test_tarball_with_wrong_sha256_is_refused(tmp_path):
    archive = tmp_path / "src.tar.gz"
    _tarball(archive, [_member("a.h", b"int a;\n")])
    with pytest.raises(SourceError, match=r"'t'.*sha256 mismatch"):
        _acquire(tmp_path, SourceSpec(name="t", tarball=f"file://{archive}", sha256="0" * 64))


def test_folder_links_oversize_and_binaries_are_recorded_not_read(tmp_path):
    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 2, "stl_*.h")
    (src / "big.h").write_bytes(b"/* big */\n" * 500_000)  # 5 MB > 4 MB acquisition limit
    (src / "outside.h").symlink_to("/etc/hostname")
    (src / "inside.h").symlink_to(sorted(src.glob("stl_*.h"))[0].name)
    (src / "zero.cpp").write_bytes(b"int main(){}\x00\x00")
    os.mkfifo(src / "pipe.h")
    _, _, docs, drops = _acquire(tmp_path, SourceSpec(name="f", path=str(src)))
    assert len(docs) == 2
    assert {p: d["reason"] for p, d in drops.items()} == {
        "big.h": "oversize",
        "outside.h": "symlink-outside-tree",
        "inside.h": "symlink",
        "zero.cpp": "binary",
        "pipe.h": "special-file",
    }


def test_editing_a_folder_source_changes_the_acquire_version(tmp_path):
    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 2, "stl_*.h")
    spec = SourceSpec(name="f", path=str(src))
    _, first, _, _ = _acquire(tmp_path, spec)
    _, again, _, _ = _acquire(tmp_path, spec)
    assert again.cache_hit and again.version == first.version
    with open(sorted(src.glob("*.h"))[0], "a") as f:
        f.write("// edited\n")
    _, edited, _, _ = _acquire(tmp_path, spec)
    assert not edited.cache_hit and edited.version != first.version


def test_a_folder_is_hashed_once_per_run_and_its_fingerprint_is_the_documents_revision(tmp_path, monkeypatch):
    """Planning the version hashes every file of a folder source; the single ``list`` step reuses
    that fingerprint instead of reading the whole corpus a second time."""
    from pipeline.stages import acquire

    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 3, "stl_*.h")
    calls: list[str] = []
    real = acquire.tree_fingerprint

    def counted(root, spec):
        calls.append(spec.name)
        return real(root, spec)

    monkeypatch.setattr(acquire, "tree_fingerprint", counted)
    spec = SourceSpec(name="f", path=str(src))
    _, _, docs, _ = _acquire(tmp_path, spec)
    assert calls == ["f"]
    assert len(docs) == 3
    assert {d["revision"] for d in docs.values()} == {real(str(src), spec)}


@pytest.mark.parametrize(
    "sources, message",
    [
        ({"sources": []}, "non-empty list"),
        ({"sources": [{"name": "x"}]}, "exactly one of git, path, tarball"),
        ({"sources": [{"name": "x", "git": "file:///r", "revision": "main"}]}, "full commit id"),
        ({"sources": [{"name": "x", "tarball": "a.tgz"}]}, "sha256"),
        ({"sources": [{"name": "x", "path": "/a"}, {"name": "x", "path": "/b"}]}, "duplicate"),
        ({"sources": [{"name": "x", "path": "/a", "branch": "m"}]}, "unknown keys"),
    ],
)
def test_bad_sources_files_are_clear_errors(sources, message):
    with pytest.raises(ConfigError, match=message):
        parse_sources(sources)


def test_missing_folder_is_a_clear_error(tmp_path):
    with pytest.raises(SourceError, match="folder not found"):
        _acquire(tmp_path, SourceSpec(name="gone", path=str(tmp_path / "nope")))
    shutil.rmtree(tmp_path / "lake", ignore_errors=True)


def test_tarball_over_http_on_loopback_is_checked_and_unpacked(tmp_path):
    import functools
    import http.server
    import threading

    served = tmp_path / "served"
    served.mkdir()
    good = (STDCXX / "bits" / "stl_pair.h").read_bytes()
    sha = _tarball(served / "src.tar.gz", [_member("pkg/stl_pair.h", good)])

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(served))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/src.tar.gz"
        _, _, docs, drops = _acquire(tmp_path, SourceSpec(name="web", tarball=url, sha256=sha))
        assert list(docs) == ["pkg/stl_pair.h"] and docs["pkg/stl_pair.h"]["url"] == url and not drops
        with pytest.raises(SourceError, match="'web'.*sha256 mismatch"):
            _acquire(tmp_path / "again", SourceSpec(name="web", tarball=url, sha256="f" * 64))
    finally:
        server.shutdown()
        server.server_close()


def test_an_uppercase_commit_id_is_accepted_and_recorded_in_lower_case(tmp_path):
    repo = _repo_of_headers(tmp_path, 2)
    head = _git(repo, "rev-parse", "HEAD")
    (spec,) = parse_sources({"sources": [{"name": "r", "git": f"file://{repo}", "revision": head.upper()}]})
    _, _, docs, _ = _acquire(tmp_path, spec)
    assert len(docs) == 2 and {d["revision"] for d in docs.values()} == {head}


def test_a_file_removed_between_listing_and_reading_is_an_unreadable_drop(tmp_path):
    from pipeline.stages.acquire import read_document, walk_tree

    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 2, "stl_*.h")
    entries = list(walk_tree(SourceSpec(name="f", path=str(src)), str(src), 1 << 20))
    os.remove(entries[0].abs_path)
    text, reason, detail = read_document(entries[0])
    assert (text, reason) == (None, "unreadable") and detail.startswith("FileNotFoundError")
    assert read_document(entries[1])[0] == (src / entries[1].path).read_text()


def _without_root_privileges() -> list[str]:
    """A command prefix under which file permissions bind: as root, drop the capabilities that bypass them."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: file permissions cannot be made to bind")
    caps = "-dac_override,-dac_read_search"
    return [setpriv, f"--inh-caps={caps}", f"--bounding-set={caps}"]


def test_an_unreadable_file_is_a_ledger_drop_not_a_store_error(tmp_path):
    """A file the pipeline's user may not read (mode 000) is dropped as acquire/unreadable; the run goes on.

    It used to abort the whole run with a message about object-store credentials.
    """
    import sys

    from corpus import REPO, last_json, write_settings

    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 3, "stl_*.h")
    secret = src / "private.h"
    secret.write_text("// not for us\nint hidden;\n")
    secret.chmod(0)
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: s\n    path: {src}\n")
    root = tmp_path / "lake"
    cmd = [*_without_root_privileges(), sys.executable, "-m", "pipeline.cli"]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    probe = subprocess.run([*cmd[:-2], "cat", str(secret)], capture_output=True)
    assert probe.returncode != 0, "the file is still readable: the test would prove nothing"
    run = subprocess.run(
        [
            *cmd,
            "run",
            "--sources",
            str(sources),
            "--root",
            str(root),
            "--until",
            "acquire",
            "--config",
            str(write_settings(tmp_path / "settings.yaml")),
        ],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "object store" not in run.stderr
    assert last_json(run.stdout)["stages"]["acquire"]["cache_hit"] is False
    ledger = subprocess.run(
        [*cmd, "ledger", "--root", str(root)], capture_output=True, text=True, cwd=REPO, env=env
    )
    assert ledger.returncode == 0, ledger.stderr  # stopped at acquire on purpose: balanced there
    report = last_json(ledger.stdout)
    assert report["stopped_at"] == "acquire" and "expected" in ledger.stderr
    assert report["sources"]["s"] == {
        "acquired": 4,
        "kept": 3,
        "kept_at": "acquire",
        "dropped": {"acquire/unreadable": 1},
        "balanced": True,
    }
    drops = [
        json.loads(x)
        for x in subprocess.run(
            [*cmd, "ledger", "--root", str(root), "--drops"],
            capture_output=True,
            text=True,
            cwd=REPO,
            env=env,
        ).stdout.split("\n")
        if x
    ]
    assert [(d["path"], d["reason"]) for d in drops] == [("private.h", "unreadable")]
    assert "PermissionError" in drops[0]["detail"]
