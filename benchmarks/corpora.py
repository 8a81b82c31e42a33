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

from pathlib import Path

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
