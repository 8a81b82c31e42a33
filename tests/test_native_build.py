"""The compiled cores are built at install time: a wheel carries them and loads them without a compiler.

One wheel is built from a copy of the sources (no library built in place, as in a fresh clone), then
its content is imported by a bare interpreter (``-S``: no site-packages, so neither the editable
install nor the working tree can supply ``pipeline``; numpy is put on the path by hand), with no C
compiler on ``PATH``, an unwritable ``HOME`` and a read-only package tree: so nothing is compiled or
cached at run time, and N workers starting at once have nothing to race on.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest

from pipeline import _compiled

REPO = Path(__file__).resolve().parents[1]
CORES = {
    "pipeline/tokenizer/_native_core",
    "pipeline/hygiene/_minhash_core",
    "pipeline/hygiene/_quality_core",
    "pipeline/_packplan_core",
    "pipeline/structure/_cwalk_core",
}

# Runs inside the bare interpreter: loads each core through its ctypes wrapper and uses it once.
PROBE = r"""
import json, sys
import numpy as np
from pipeline.tokenizer import _native
from pipeline.hygiene import _minhash
from pipeline import _compiled, packplan
from pipeline.tokenizer.boundary import boundary_table, byte_classes
assert _native.available() and _minhash.available() and packplan.available()
libs = [m._lib()._name for m in (_native, _minhash, packplan)]
# the AST walk's core, loaded as pipeline/structure/cwalk.py loads it (tree_sitter is not on this path)
cwalk = _compiled.load(_native.__file__.replace("tokenizer/_native.py", "structure/cwalk.py"), "_cwalk_core", "_cwalk.c")
cwalk.cw_runtime_version.restype = __import__("ctypes").c_char_p
libs.append(cwalk._name)
cls, bnd = byte_classes(), boundary_table()
starts = _native.split_words(b"int main() { return 0; }", cls, bnd).tolist()
sig = _minhash.signatures([b"int x = 1; int y = 2;"], np.arange(1, 5, dtype=np.uint32), np.arange(4, dtype=np.uint32))
bins = packplan.plan([3, 5, 2, 4], [0] * 4, [0] * 4, 7, 8, 8).tolist()
print(json.dumps({"libs": libs, "mods": [_native.__file__, _minhash.__file__, packplan.__file__],
                  "starts": starts, "sig": sig.tolist(), "bins": bins,
                  "cwalk_runtime": cwalk.cw_runtime_version().decode()}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built by ``pip wheel`` from a fresh copy of the build inputs (no prebuilt libraries)."""
    src = tmp_path_factory.mktemp("src")
    for name in ("pyproject.toml", "setup.py", "README.md", "MANIFEST.in"):
        if (REPO / name).exists():
            shutil.copy2(REPO / name, src / name)
    shutil.copytree(REPO / "third_party", src / "third_party")  # the vendored tree-sitter runtime (_cwalk.c)
    shutil.copytree(
        REPO / "pipeline", src / "pipeline", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyc")
    )
    out = tmp_path_factory.mktemp("wheel")
    # --no-build-isolation: build with this environment's setuptools (no network in the test)
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "wheel",
        "-q",
        "--no-deps",
        "--no-build-isolation",
        "-w",
        str(out),
        ".",
    ]
    subprocess.run(cmd, cwd=src, check=True, capture_output=True)
    (whl,) = out.glob("cppcorpus-*.whl")
    return whl


def test_wheel_contains_the_compiled_cores(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    for core in CORES:
        hits = [n for n in names if n.startswith(core + ".") and n.endswith(".so")]
        assert len(hits) == 1, (core, [n for n in names if n.endswith(".so")])
    assert not [n for n in names if n.endswith(".c")], "the wheel ships libraries, not C sources"
    assert "-linux_" in wheel.name or "manylinux" in wheel.name, f"not a platform wheel: {wheel.name}"


def test_wheel_loads_cores_without_compiler_or_cache(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    for p in sorted(site.rglob("*"), reverse=True):  # read-only tree: nothing may be written beside it
        p.chmod(p.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    numpy_root = Path(np.__file__).parents[1]
    env = {"PATH": "", "HOME": str(tmp_path / "no-home"), "PYTHONPATH": f"{site}{os.pathsep}{numpy_root}"}
    try:
        res = subprocess.run(
            [sys.executable, "-S", "-c", PROBE],
            env=env,
            cwd=tmp_path,
            capture_output=True,
            text=True,
            check=False,
        )
    finally:
        for p in site.rglob("*"):
            p.chmod(p.stat().st_mode | stat.S_IWUSR)
    assert res.returncode == 0, res.stderr
    got = json.loads(res.stdout)
    for path in got["libs"] + got["mods"]:
        assert Path(path).resolve().is_relative_to(site.resolve()), path
    assert not (tmp_path / "no-home").exists()
    # the same answers as the cores loaded here (the working tree's build)
    from pipeline import packplan
    from pipeline.hygiene import _minhash
    from pipeline.tokenizer import _native
    from pipeline.tokenizer.boundary import boundary_table, byte_classes

    cls, bnd = byte_classes(), boundary_table()
    assert got["starts"] == _native.split_words(b"int main() { return 0; }", cls, bnd).tolist()
    a, b = np.arange(1, 5, dtype=np.uint32), np.arange(4, dtype=np.uint32)
    assert got["sig"] == _minhash.signatures([b"int x = 1; int y = 2;"], a, b).tolist()
    assert got["bins"] == packplan.plan([3, 5, 2, 4], [0] * 4, [0] * 4, 7, 8, 8).tolist() == [1, 0, 0, 1]
    from pipeline.structure import cwalk

    assert got["cwalk_runtime"] == cwalk.binding_version()  # the walk's runtime is the pinned binding's


def test_missing_core_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "thing.c").write_text("int f(void) { return 1; }\n")
    with pytest.raises(_compiled.CompiledCoreMissing, match="pip install"):
        _compiled.library_path(str(tmp_path / "thing.py"), "_thing_core", "thing.c")


def test_core_older_than_its_source_is_refused(tmp_path: Path) -> None:
    from importlib.machinery import EXTENSION_SUFFIXES

    lib = tmp_path / f"_thing_core{EXTENSION_SUFFIXES[0]}"
    lib.write_bytes(b"")
    src = tmp_path / "thing.c"
    src.write_text("int f(void) { return 1; }\n")
    os.utime(lib, (1_000_000, 1_000_000))
    with pytest.raises(_compiled.CompiledCoreMissing, match="older than"):
        _compiled.library_path(str(tmp_path / "thing.py"), "_thing_core", "thing.c")
    os.utime(src, (1_000, 1_000))  # a wheel install has no source; an up-to-date build passes
    assert _compiled.library_path(str(tmp_path / "thing.py"), "_thing_core", "thing.c") == lib


def _missing(*_args, **_kwargs):
    raise _compiled.CompiledCoreMissing("compiled core not found (test)")


def test_fallbacks_say_which_path_runs(monkeypatch, caplog) -> None:
    """Where a fallback exists it still gives the same answer, and a warning names it."""
    from pipeline import packplan
    from pipeline.hygiene import _minhash

    expected = packplan.plan([3, 5, 2, 4], [0] * 4, [0] * 4, 7, 8, 8).tolist()
    monkeypatch.setattr(packplan, "load", _missing)
    monkeypatch.setattr(_minhash, "load", _missing)
    monkeypatch.setattr(_compiled, "_warned", set())
    packplan._lib.cache_clear()
    _minhash._lib.cache_clear()
    try:
        with caplog.at_level("WARNING", logger="pipeline._compiled"):
            assert packplan.plan([3, 5, 2, 4], [0] * 4, [0] * 4, 7, 8, 8).tolist() == expected
            assert not _minhash.available()
        text = caplog.text
        assert "plan_reference" in text and "numpy signature path" in text
    finally:
        packplan._lib.cache_clear()
        _minhash._lib.cache_clear()


def test_trainer_without_core_is_a_clear_error(monkeypatch) -> None:
    """The word counter has no fallback: a missing core is an error that says how to build it."""
    from pipeline.tokenizer import _native
    from pipeline.tokenizer.boundary import boundary_table, byte_classes

    monkeypatch.setattr(_native, "load", _missing)
    _native._lib.cache_clear()
    try:
        with pytest.raises(_compiled.CompiledCoreMissing):
            _native.WordCounter(byte_classes(), boundary_table())
    finally:
        _native._lib.cache_clear()
