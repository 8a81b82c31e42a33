"""The one list of C/C++ file suffixes, and the few lists derived from it.

>>> ".cuh" in CPP_SUFFIXES, ".inc" in CPP_SUFFIXES, ".inc" in CONTENT_CHECKED_SUFFIXES
(True, False, True)
>>> is_cpp_path("include/c++/12/vector", extensionless=True), is_cpp_path("README.md")
(True, False)
"""

from __future__ import annotations

import posixpath

# Files that are C, C++ or CUDA source by their name alone (the filter's default allow-list).
CPP_SUFFIXES: tuple[str, ...] = (
    ".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tcc",
    ".tpp", ".cu", ".cuh", ".ixx", ".cppm",
)  # fmt: skip
# Suffixes shared with other languages (``.inc`` is also PHP, Pascal, assembly; ``.def`` is also
# module-definition files): C/C++ only when their content parses as such.
CONTENT_CHECKED_SUFFIXES: tuple[str, ...] = (".inc", ".def")
CUDA_SUFFIXES: tuple[str, ...] = (".cu", ".cuh")


def is_cpp_path(path: str, *, extensionless: bool = False, content_checked: bool = False) -> bool:
    """Whether ``path`` names a C/C++ file by its suffix; suffix-less files (libstdc++'s ``<vector>``)
    and content-checked suffixes only when asked for."""
    ext = posixpath.splitext(path)[1].lower()
    if ext == "":
        return extensionless
    return ext in CPP_SUFFIXES or (content_checked and ext in CONTENT_CHECKED_SUFFIXES)
