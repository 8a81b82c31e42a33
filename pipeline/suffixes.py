"""The one list of C/C++ file suffixes, and the few lists derived from it.

>>> ".cuh" in CPP_SUFFIXES, ".inc" in CPP_SUFFIXES, ".inc" in CONTENT_CHECKED_SUFFIXES
(True, False, True)
"""

from __future__ import annotations

# Files that are C, C++ or CUDA source by their name alone (the filter's default allow-list).
CPP_SUFFIXES: tuple[str, ...] = (
    ".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tcc",
    ".tpp", ".cu", ".cuh", ".ixx", ".cppm",
)  # fmt: skip
# Suffixes shared with other languages (``.inc`` is also PHP, Pascal, assembly; ``.def`` is also
# module-definition files): C/C++ only when their content parses as such.
CONTENT_CHECKED_SUFFIXES: tuple[str, ...] = (".inc", ".def")
