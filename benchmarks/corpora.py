"""The real C/C++ corpora the benchmarks measure on, split by origin (a Debian package's tree).

Every figure the project reports must come from text no choice was tuned on. The system include
tree holds many packages; each is one *origin*. Origins are assigned once, here, to one of two
roles, and every benchmark uses the same assignment:

- ``DEV``: the development split. Thresholds, rules, boundary schemes and fixed-band entries may be
  tuned on these trees (the base system's headers, libstdc++, the kernel's UAPI headers, nlohmann,
  fmt, spdlog, gtest, tbb ...: everything under /usr/include not named in ``HELDOUT``).
- ``HELDOUT``: origins nobody tuned on, for reported figures only. They come from Debian ``-dev``
  packages that ``scripts/setup.sh`` installs: Boost, Eigen, Thrust + CUB (CUDA), CGAL, Abseil, GLM.
  The filter/license decisions benchmark (issue 8) has read their drops by hand, so for the filter's
  ``data-blob`` and ``repetitive`` rules they are development data now.
- ``CONFIRM``: fresh origins that nobody on the project had looked at when they were added (POCO,
  Asio, WebSocket++, cereal, RapidJSON, msgpack-c++, range-v3, xtensor + xtl, xsimd, OpenCV core,
  FlatBuffers, CLI11, SIMDe, Vulkan headers, stb, Dear ImGui, Bullet, Crypto++, dlib, Assimp,
  nanoflann, tinyobjloader, UTF8-CPP, OGRE, FLTK, Xerces-C++, SeqAn 3, libsigc++, OpenEXR + Imath,
  libosmium, libpqxx, ODE, Coin3D, OpenVDB, Simbody, Box2D, Embree, Qt 6 base), for confirming
  figures of rules tuned on the other two. Not tuned on.

A held-out figure is only honest after cross-split dedup as well (/usr/include has copies of
files under several paths): benchmarks remove from the held-out side every file that is an exact or
near copy of a dev file (see ``benchmarks/tokenizer.py``).

>>> sorted(HELDOUT)
['abseil', 'boost', 'cgal', 'eigen', 'glm', 'thrust-cub']
>>> all(str(p).startswith("/usr/include/") for ps in (*HELDOUT.values(), *CONFIRM.values()) for p in ps)
True
>>> set(HELDOUT) & set(CONFIRM)
set()
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path, PurePosixPath
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline.config import CPP_EXTENSIONS  # noqa: E402
from pipeline.hygiene.license import is_license_file  # noqa: E402

INCLUDE = Path("/usr/include")

# origin -> the folders that make it up; the Debian package in the comment installs them.
HELDOUT: dict[str, tuple[Path, ...]] = {
    "boost": (INCLUDE / "boost",),  # libboost-dev
    "eigen": (INCLUDE / "eigen3",),  # libeigen3-dev
    "thrust-cub": (INCLUDE / "thrust", INCLUDE / "cub"),  # libthrust-dev, libcub-dev (CUDA)
    "cgal": (INCLUDE / "CGAL",),  # libcgal-dev
    "abseil": (INCLUDE / "absl",),  # libabsl-dev
    "glm": (INCLUDE / "glm",),  # libglm-dev
}
HELDOUT_PACKAGES: tuple[str, ...] = (
    "libboost-dev", "libeigen3-dev", "libthrust-dev", "libcub-dev", "libcgal-dev", "libabsl-dev", "libglm-dev",
)  # fmt: skip

# origin -> its folders or files (a top-level header such as asio.hpp belongs to its origin).
CONFIRM: dict[str, tuple[Path, ...]] = {
    "poco": (INCLUDE / "Poco",),  # libpoco-dev
    "asio": (INCLUDE / "asio", INCLUDE / "asio.hpp"),  # libasio-dev
    "websocketpp": (INCLUDE / "websocketpp",),  # libwebsocketpp-dev
    "cereal": (INCLUDE / "cereal",),  # libcereal-dev (bundles a RapidJSON copy)
    "rapidjson": (INCLUDE / "rapidjson",),  # rapidjson-dev
    "msgpack": (INCLUDE / "msgpack", INCLUDE / "msgpack.hpp"),  # libmsgpack-cxx-dev
    "range-v3": (
        INCLUDE / "range",
        INCLUDE / "concepts",
        INCLUDE / "meta",
        INCLUDE / "std",
    ),  # librange-v3-dev
    "xtensor": (INCLUDE / "xtensor", INCLUDE / "xtensor.hpp", INCLUDE / "xtl"),  # libxtensor-dev, xtl-dev
    "xsimd": (INCLUDE / "xsimd",),  # libxsimd-dev
    "opencv-core": (INCLUDE / "opencv4",),  # libopencv-core-dev
    "flatbuffers": (INCLUDE / "flatbuffers",),  # libflatbuffers-dev
    "cli11": (INCLUDE / "CLI",),  # libcli11-dev
    "simde": (INCLUDE / "simde",),  # libsimde-dev
    "vulkan": (INCLUDE / "vulkan", INCLUDE / "vk_video"),  # libvulkan-dev (Vulkan-Headers, Vulkan-Hpp)
    "stb": (INCLUDE / "stb",),  # libstb-dev
    "imgui": (INCLUDE / "imgui",),  # libimgui-dev
    "bullet": (INCLUDE / "bullet",),  # libbullet-dev
    "cryptopp": (INCLUDE / "crypto++",),  # libcrypto++-dev
    "dlib": (INCLUDE / "dlib",),  # libdlib-dev
    "assimp": (INCLUDE / "assimp",),  # libassimp-dev
    "nanoflann": (INCLUDE / "nanoflann.hpp",),  # libnanoflann-dev
    "tinyobjloader": (INCLUDE / "tiny_obj_loader.h",),  # libtinyobjloader-dev
    "utfcpp": (INCLUDE / "utf8cpp",),  # libutfcpp-dev
    "ogre": (INCLUDE / "OGRE",),  # libogre-1.12-dev
    "fltk": (INCLUDE / "FL",),  # libfltk1.3-dev
    "xerces": (INCLUDE / "xercesc",),  # libxerces-c-dev
    "seqan3": (INCLUDE / "seqan3",),  # libseqan3-dev
    "sigcpp": (INCLUDE / "sigc++-2.0",),  # libsigc++-2.0-dev
    "openexr": (INCLUDE / "OpenEXR", INCLUDE / "Imath"),  # libopenexr-dev, libimath-dev
    "osmium": (INCLUDE / "osmium", INCLUDE / "gdalcpp.hpp"),  # libosmium2-dev
    "pqxx": (INCLUDE / "pqxx",),  # libpqxx-dev
    "ode": (INCLUDE / "ode",),  # libode-dev
    "coin": (INCLUDE / "Inventor",),  # libcoin-dev
    "openvdb": (INCLUDE / "openvdb",),  # libopenvdb-dev
    "simbody": (INCLUDE / "simbody",),  # libsimbody-dev
    "box2d": (INCLUDE / "box2d",),  # libbox2d-dev
    "embree": (INCLUDE / "embree3",),  # libembree-dev
    "qt6": (INCLUDE / "x86_64-linux-gnu" / "qt6",),  # qt6-base-dev (a folder below the top level)
}
CONFIRM_PACKAGES: tuple[str, ...] = (
    "libpoco-dev", "libasio-dev", "libwebsocketpp-dev", "libcereal-dev", "rapidjson-dev", "libmsgpack-cxx-dev",
    "librange-v3-dev", "libxtensor-dev", "xtl-dev", "libxsimd-dev", "libopencv-core-dev", "libflatbuffers-dev",
    "libcli11-dev", "libsimde-dev", "libvulkan-dev", "libstb-dev", "libimgui-dev", "libbullet-dev", "libcrypto++-dev",
    "libdlib-dev", "libassimp-dev", "libnanoflann-dev", "libtinyobjloader-dev", "libutfcpp-dev", "libogre-1.12-dev",
    "libfltk1.3-dev", "libxerces-c-dev", "libseqan3-dev", "libsigc++-2.0-dev", "libopenexr-dev", "libimath-dev",
    "libosmium2-dev", "libpqxx-dev", "libode-dev", "libcoin-dev", "libopenvdb-dev", "libsimbody-dev", "libbox2d-dev",
    "libembree-dev", "qt6-base-dev",
)  # fmt: skip


def _split_names() -> set[str]:
    """Top-level names under /usr/include that belong to a held-out or confirmation origin."""
    return {p.name for ps in (*HELDOUT.values(), *CONFIRM.values()) for p in ps if p.parent == INCLUDE}


def _nested_roots() -> list[Path]:
    """Held-out or confirmation folders below the top level (Qt 6 under x86_64-linux-gnu/)."""
    return [p for ps in (*HELDOUT.values(), *CONFIRM.values()) for p in ps if p.parent != INCLUDE]


def heldout_roots() -> list[Path]:
    """Every held-out folder that exists on this machine."""
    return [p for ps in HELDOUT.values() for p in ps if p.is_dir()]


def dev_roots() -> list[Path]:
    """The development split: each top-level entry of /usr/include that is not held out.

    Files directly under /usr/include (``stdio.h`` ...) are one more root, returned as the folder
    itself; callers that walk it must not descend (use :func:`dev_files`).
    """
    held = _split_names()
    return sorted(p for p in INCLUDE.iterdir() if p.is_dir() and p.name not in held)


def origin_of(path: Path) -> str:
    """The origin of a file under /usr/include: a held-out or confirmation origin's name or
    ``dev:<top folder>``.

    >>> origin_of(Path("/usr/include/boost/any.hpp")), origin_of(Path("/usr/include/c++/12/vector"))
    ('boost', 'dev:c++')
    >>> origin_of(Path("/usr/include/asio.hpp")), origin_of(Path("/usr/include/Poco/Any.h"))
    ('asio', 'poco')
    >>> origin_of(Path("/usr/include/x86_64-linux-gnu/qt6/QtCore/qstring.h"))
    'qt6'

    >>> origin_of(Path("/usr/include/stdio.h"))
    'dev:.'
    """
    rel = path.resolve().relative_to(INCLUDE) if path.is_absolute() else path
    for name, roots in (*HELDOUT.items(), *CONFIRM.items()):
        if any(rel.parts[: len(r.relative_to(INCLUDE).parts)] == r.relative_to(INCLUDE).parts for r in roots):
            return name
    return f"dev:{rel.parts[0] if len(rel.parts) > 1 else '.'}"


def dev_files() -> list[Path]:
    """Every regular file of the development split, sorted (no symlinks followed out of the tree)."""
    held = _split_names()
    out = [p for p in INCLUDE.iterdir() if p.is_file() and not p.is_symlink() and p.name not in held]
    for top in INCLUDE.iterdir():
        if top.is_dir() and not top.is_symlink() and top.name not in held:
            out.extend(p for p in top.rglob("*") if p.is_file() and not p.is_symlink())
    nested = _nested_roots()
    return sorted(p for p in out if not any(p.is_relative_to(r) for r in nested))


def heldout_files(origin: str | None = None) -> list[Path]:
    """Every regular file of the held-out split (or of one held-out origin), sorted."""
    names = [origin] if origin else list(HELDOUT)
    out = [
        p
        for n in names
        for r in HELDOUT[n]
        if r.is_dir()
        for p in r.rglob("*")
        if p.is_file() and not p.is_symlink()
    ]
    return sorted(out)


def confirm_files(origin: str | None = None) -> list[Path]:
    """Every regular file of the confirmation split (or of one of its origins), sorted."""
    out: list[Path] = []
    for n in [origin] if origin else list(CONFIRM):
        for r in CONFIRM[n]:
            if r.is_file() and not r.is_symlink():
                out.append(r)
            elif r.is_dir():
                out.extend(p for p in r.rglob("*") if p.is_file() and not p.is_symlink())
    return sorted(out)


# ---------------------------------------------------------------------------------------------------
# FRESH: the third set for the decisions benchmark (issue 8), added after DEV and CONFIRM had both been
# read and tuned on. Three kinds of source, none of whose origins is in DEV (nothing here is installed
# under /usr/include), HELDOUT or CONFIRM: Debian -dev packages (fetched with `apt-get download` and
# unpacked with `dpkg-deb -x`, so /usr/include and the other splits do not change), PyPI source
# distributions (`pip download --no-binary`) and npm packages (`npm pack`) that ship C/C++. Vendored
# copies of origins of the other splits (Abseil, zlib, libuv …) are left out by folder, and the
# measurement skips any file that is an exact copy of a DEV, HELDOUT or CONFIRM file.
#
#   python benchmarks/corpora.py --install-fresh      # or: make bench-corpora
#
# Layout: $CPPCORPUS_FRESH_DIR (default ~/.cache/cppcorpus/fresh)/<origin>/… holding the origin's
# C/C++ files (CPP_EXTENSIONS and .inc), its suffix-less files and its license files (a Debian
# package's copyright file is placed at the origin's root as LICENSE, as a repository would have it).
# ---------------------------------------------------------------------------------------------------


class FreshOrigin(NamedTuple):
    kind: str  # "deb" | "pypi" | "npm"
    package: str
    version: str
    root: str  # the folder inside the unpacked archive that is the origin's tree
    exclude: tuple[str, ...] = ()  # folders (relative to root) holding vendored copies of other splits
    license_package: str = ""  # deb: the package whose /usr/share/doc/<p>/copyright is the LICENSE


FRESH: dict[str, FreshOrigin] = {
    # Debian 12 -dev packages (headers)
    "vtk": FreshOrigin("deb", "libvtk9-dev", "9.1.0+really9.1.0+dfsg2-5+deb12u1", "usr/include/vtk-9.1"),
    "pcl": FreshOrigin("deb", "libpcl-dev", "1.13.0+dfsg-3", "usr/include/pcl-1.13"),
    "gdal": FreshOrigin("deb", "libgdal-dev", "3.6.2+dfsg-1+b2", "usr/include/gdal"),
    "protobuf": FreshOrigin(
        "deb", "libprotobuf-dev", "3.21.12-3+deb12u1", "usr/include/google", license_package="libprotobuf32"
    ),
    "openscenegraph": FreshOrigin("deb", "libopenscenegraph-dev", "3.6.5+dfsg1-8+b2", "usr/include"),
    "wxwidgets": FreshOrigin("deb", "wx3.2-headers", "3.2.2+dfsg-2", "usr/include/wx-3.2"),
    "benchmark": FreshOrigin("deb", "libbenchmark-dev", "1.7.1-1", "usr/include/benchmark"),
    # PyPI source distributions (C/C++ sources, vendored libraries, Cython output)
    "grpcio": FreshOrigin(
        "pypi",
        "grpcio",
        "1.76.0",
        "grpcio-1.76.0",
        # Abseil is HELDOUT, zlib DEV; re2, c-ares and xxhash come from npm re2, gevent and xxhash here
        ("third_party/abseil-cpp", "third_party/zlib", "third_party/re2", "third_party/cares", "third_party/xxhash"),
    ),
    "gevent": FreshOrigin("pypi", "gevent", "25.9.1", "gevent-25.9.1", ("deps/libuv", "deps/greenlet")),  # libuv: DEV (node/uv.h)
    "greenlet": FreshOrigin("pypi", "greenlet", "3.2.4", "greenlet-3.2.4"),
    "lxml": FreshOrigin("pypi", "lxml", "6.0.2", "lxml-6.0.2"),
    "onnx": FreshOrigin("pypi", "onnx", "1.19.1", "onnx-1.19.1"),
    "psutil": FreshOrigin("pypi", "psutil", "7.1.3", "psutil-7.1.3"),
    "pycryptodome": FreshOrigin("pypi", "pycryptodome", "3.23.0", "pycryptodome-3.23.0"),
    "pysimdjson": FreshOrigin("pypi", "pysimdjson", "7.0.2", "pysimdjson-7.0.2"),
    "sentencepiece": FreshOrigin(
        "pypi", "sentencepiece", "0.2.1", "sentencepiece-0.2.1", ("sentencepiece/third_party/absl",)
    ),
    "zstandard": FreshOrigin("pypi", "zstandard", "0.25.0", "zstandard-0.25.0"),
    "regex": FreshOrigin("pypi", "regex", "2025.11.3", "regex-2025.11.3"),
    "xxhash": FreshOrigin("pypi", "xxhash", "3.6.0", "xxhash-3.6.0"),
    # CUDA: FlashAttention's kernels with the CUTLASS/CuTe and AMD composable_kernel trees it bundles
    "flash-attn": FreshOrigin("pypi", "flash_attn", "2.8.3", "flash_attn-2.8.3"),
    "psycopg2": FreshOrigin("pypi", "psycopg2", "2.9.11", "psycopg2-2.9.11"),
    "cffi": FreshOrigin("pypi", "cffi", "2.0.0", "cffi-2.0.0"),
    "msgspec": FreshOrigin("pypi", "msgspec", "0.19.0", "msgspec-0.19.0"),
    "pyodbc": FreshOrigin("pypi", "pyodbc", "5.3.0", "pyodbc-5.3.0"),
    # npm packages with native sources
    "node-rdkafka": FreshOrigin("npm", "node-rdkafka", "3.6.1", "package"),
    "tree-sitter-cpp": FreshOrigin("npm", "tree-sitter-cpp", "0.23.4", "package"),
    "tree-sitter": FreshOrigin("npm", "tree-sitter", "0.25.1", "package"),
    "classic-level": FreshOrigin("npm", "classic-level", "3.0.0", "package"),
    "re2": FreshOrigin("npm", "re2", "1.27.1", "package", ("vendor/abseil-cpp",)),  # Abseil: HELDOUT
    "node-addon-api": FreshOrigin("npm", "node-addon-api", "8.9.2", "package"),
    "nan": FreshOrigin("npm", "nan", "2.30.0", "package"),
    "canvas": FreshOrigin("npm", "canvas", "3.2.3", "package"),
    "bcrypt": FreshOrigin("npm", "bcrypt", "6.0.0", "package"),
    "argon2": FreshOrigin("npm", "argon2", "0.45.1", "package"),
    "node-pty": FreshOrigin("npm", "node-pty", "1.1.0", "package"),
    "zeromq": FreshOrigin("npm", "zeromq", "6.8.0", "package"),
    "cpu-features": FreshOrigin("npm", "cpu-features", "0.0.10", "mscdex-cpu-features-c6f574c"),
}  # fmt: skip


def fresh_dir() -> Path:
    return Path(os.environ.get("CPPCORPUS_FRESH_DIR", str(Path.home() / ".cache" / "cppcorpus" / "fresh")))


_FRESH_SUFFIXES = frozenset(CPP_EXTENSIONS) | {".inc"}


def _fresh_wanted(rel: PurePosixPath) -> bool:
    return rel.suffix.lower() in _FRESH_SUFFIXES or rel.suffix == "" or is_license_file(rel.name)


def _download(o: FreshOrigin, downloads: Path) -> Path:
    """Fetch one package with its registry's own client into ``downloads``; returns the archive."""
    downloads.mkdir(parents=True, exist_ok=True)
    if o.kind == "deb":
        for pkg in filter(None, (o.package, o.license_package)):
            ver = o.version if pkg == o.package else ""
            if not list(downloads.glob(f"{pkg}_*.deb")):
                subprocess.run(
                    ["apt-get", "download", f"{pkg}={ver}" if ver else pkg], cwd=downloads, check=True
                )
        return next(downloads.glob(f"{o.package}_*.deb"))
    if o.kind == "pypi":
        found = list(downloads.glob(f"{o.root}.tar.gz"))
        if not found:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps",
                 "--no-build-isolation", "-q", "-d", str(downloads), f"{o.package}=={o.version}"],
                check=True,
                # flash_attn's setup.py builds its CUDA kernels unless told not to (metadata only here)
                env={**os.environ, "FLASH_ATTENTION_SKIP_CUDA_BUILD": "TRUE"},
            )  # fmt: skip
        return next(downloads.glob(f"{o.root}.tar.gz"))
    name = f"{o.package}-{o.version}.tgz"
    if not (downloads / name).exists():
        subprocess.run(["npm", "pack", "-q", f"{o.package}@{o.version}"], cwd=downloads, check=True)
    return downloads / name


def install_fresh(dest: Path | None = None) -> dict[str, int]:
    """Download every FRESH package and lay out ``dest/<origin>/``; returns files per origin."""
    dest = dest or fresh_dir()
    downloads = dest / "_downloads"
    counts: dict[str, int] = {}
    for origin, o in FRESH.items():
        archive = _download(o, downloads)
        with tempfile.TemporaryDirectory() as tmp:
            if o.kind == "deb":
                subprocess.run(["dpkg-deb", "-x", str(archive), tmp], check=True)
            else:
                with tarfile.open(archive) as tf:
                    tf.extractall(tmp, filter="data")
            base = Path(tmp) / o.root
            out = dest / origin
            shutil.rmtree(out, ignore_errors=True)
            n = 0
            for p in sorted(base.rglob("*")):
                rel = PurePosixPath(p.relative_to(base).as_posix())
                if p.is_symlink() or not p.is_file() or not _fresh_wanted(rel):
                    continue
                if any(rel.is_relative_to(x) for x in o.exclude):
                    continue
                (out / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(p, out / rel)
                n += 1
            if o.kind == "deb":
                doc = o.license_package or o.package
                if o.license_package:
                    with tempfile.TemporaryDirectory() as tmp2:
                        lib = next(downloads.glob(f"{o.license_package}_*.deb"))
                        subprocess.run(["dpkg-deb", "-x", str(lib), tmp2], check=True)
                        shutil.copyfile(Path(tmp2) / "usr/share/doc" / doc / "copyright", out / "LICENSE")
                else:
                    shutil.copyfile(Path(tmp) / "usr/share/doc" / doc / "copyright", out / "LICENSE")
            counts[origin] = n
    return counts


def fresh_files(origin: str | None = None, root: Path | None = None) -> list[Path]:
    """Every measured file of the FRESH set (or of one origin): C/C++ and suffix-less files, not the
    license files (those are evidence, read by the license stage), sorted."""
    root = root or fresh_dir()
    out: list[Path] = []
    for n in [origin] if origin else list(FRESH):
        base = root / n
        out.extend(
            p for p in base.rglob("*") if p.is_file() and not p.is_symlink() and not is_license_file(p.name)
        )
    return sorted(out)


def fresh_license_files(origin: str, root: Path | None = None) -> dict[str, str]:
    """The license files of one FRESH origin: path relative to the origin's root -> text."""
    base = (root or fresh_dir()) / origin
    return {
        p.relative_to(base).as_posix(): p.read_text(errors="replace")
        for p in sorted(base.rglob("*"))
        if p.is_file() and is_license_file(p.name)
    }


if __name__ == "__main__":
    import argparse
    import json

    ap = argparse.ArgumentParser(description="Install benchmark corpora that are not Debian-installed.")
    ap.add_argument("--install-fresh", action="store_true", help="download and lay out the FRESH set")
    ap.add_argument(
        "--dest", type=Path, default=None, help="default: $CPPCORPUS_FRESH_DIR or ~/.cache/cppcorpus/fresh"
    )
    args = ap.parse_args()
    if args.install_fresh:
        print(json.dumps(install_fresh(args.dest)))
