"""The filter's compiled core (``pipeline/hygiene/_quality.c``) gives the Python measures' results, bit
for bit: on random texts made of the characters where the two could part (comment and literal
delimiters, every line separator and ASCII space of ``str.splitlines``/``str.strip``/``\\s``,
non-ASCII letters, digits and spaces), and on real headers judged end to end by the filter.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from pipeline.config import FilterConfig
from pipeline.hygiene import _quality_native, quality
from pipeline.stages import filter as filter_stage


@contextmanager
def python_path() -> Iterator[None]:
    """Every measure on its Python path (the compiled core switched off), for the block."""
    import os

    os.environ["CPPCORPUS_NO_NATIVE_QUALITY"] = "1"
    _quality_native._lib.cache_clear()
    try:
        assert not _quality_native.available()
        yield
    finally:
        del os.environ["CPPCORPUS_NO_NATIVE_QUALITY"]
        _quality_native._lib.cache_clear()


@pytest.fixture(autouse=True)
def core_built() -> None:
    assert _quality_native.available(), "build it: python setup.py build_ext --inplace"


# The pieces random texts are made of: C tokens and the characters at the edges of every rule.
PIECES = (
    ["/", "*", "//", "/*", "*/", '"', "'", "\\", "\\\n", "\n", "\r\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d"]
    + ["\x1e", "\x1f", " ", "\t", "  ", "0x3f, ", "12, ", "1'000", ".5", "1e-5", "0x1.8p+3", "x", "e", "_a1"]
    + ["int", "=", "(", ")", ";", ",", "{", "}", ":", "::", "->", "--", "-", "<", "<<", "<=", ">", ">>"]
    + [">=", "==", "!", "!=", "&", "&&", "|", "||", "+", "++", ".", "#", "é", "ß", "٣", "\xa0", "\u2028"]
    + ["\x85", "K", "→", '"abc"', "'c'", '"é"', 'R"(x)"', "DO NOT EDIT", "generated", "ſ"]
)


def random_texts(seed: int, count: int, pieces: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, pieces))) for _ in range(count)]


def ascii_texts(seed: int, count: int, pieces: int) -> list[str]:
    rng = random.Random(seed)
    ascii_pieces = [p for p in PIECES if p.isascii()]
    return ["".join(rng.choice(ascii_pieces) for _ in range(rng.randint(0, pieces))) for _ in range(count)]


def measures(text: str) -> dict:
    code = quality.without_comments(text)
    return {
        "without_comments": code,
        "token_repetition_3": quality.token_repetition(text, 3, code),
        "token_repetition_20": quality.token_repetition(text, 20, code, min_tokens=30),
        "literal_mass": quality.literal_mass(text, code),
        # the lines that carry code (``repetitive``'s tokens): the same tokens, blanked or not by the core
        "tokens_outside_data": quality.code_tokens(text, quality.code_outside_data(code)),
        "long_lines_8": quality.long_lines(text, 8),
        "long_lines_200": quality.long_lines(text, 200),
        "count_code_lines": quality.count_code_lines(text, 10, code),
        "entropy": filter_stage.byte_entropy(text.encode()),
        "banner": quality.generator_banner(text),
    }


def python_measures(text: str) -> dict:
    with python_path():
        out = measures(text)
    code = quality.without_comments(text)
    tokens = quality.code_tokens(text, code)
    # token_repetition's Python path is the two measures it replaces
    assert out["token_repetition_3"] == (len(tokens), quality.duplicate_ngram_share(tokens, 3))
    return out


@pytest.mark.parametrize("seed", range(4))
def test_random_texts_measure_the_same(seed: int) -> None:
    texts = random_texts(seed, 400, 120) + ascii_texts(seed + 100, 400, 120)
    native = [measures(t) for t in texts]
    with python_path():
        python = [measures(t) for t in texts]
    for text, a, b in zip(texts, native, python, strict=True):
        assert a == b, repr(text)


def test_long_texts_measure_the_same() -> None:
    """Texts over the prefix ``count_code_lines`` tries first, with data-line runs and repeats."""
    rng = random.Random(7)
    table = "static const unsigned char t[] = {\n" + "  0x3f, 0x00, 0x1a, 0x7f,\n" * 400 + "};\n"
    blank = "\n \t\x1f\n" * 3000  # blank lines across the prefix's cut
    texts = [
        blank + "int a;\n" * 12,
        blank + "int a;\r\n" * 12,
        "/* c */\n" * 3000 + "int a;\n" * 3,
        table * 3 + "int f(int x) { return t[x]; }\n" + "int y = 1;\n" * 50,
        "".join(rng.choice(PIECES) for _ in range(20000)),
        "".join(rng.choice([p for p in PIECES if p.isascii()]) for _ in range(20000)),
    ]
    for text in texts:
        assert measures(text) == python_measures(text), text[:80]


@pytest.mark.parametrize(
    "row",
    [
        "'a', 'b', 'c', 'd',",  # four literals without a digit
        '"ab", "cd", "ef", "gh",',
        "0b012, 3,",  # four literals in five digits
        "1, 2, 3,",  # three: no data line
        "1,2,3,4",
        '"' + "\\x3f" * 20 + '",',  # one long encoded string
        '"' + "\\x3f" * 12 + '",',  # shorter than a string line must be
        'u8"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghij"',
        '"' + "ab" * 29 + '"',  # a string line of 60 characters, no digit: the shortest data line
        '#include "x.h"',
        "{ 1, 2, x, y }",
    ],
)
def test_data_line_runs_measure_the_same(row: str) -> None:
    """Runs of rows at the edge of what a data line is, between code lines and blank lines."""
    text = "static const T t[] = {\n" + (row + "\n") * 300 + "\n" + (row + "\n\n") * 300 + "};\nint f();\n"
    text += (row + "\n") * 5 + "int g(int x) { return x; }\n" + (row + "\n") * 2000
    assert measures(text) == python_measures(text)


def test_the_core_declines_where_unicode_classes_decide() -> None:
    """Outside literals a non-ASCII character may be a letter, a digit or a space to the regex: the
    core says it cannot count, and the Python path gives the answer."""
    assert _quality_native.token_repeats("int é = 1;".encode(), 3, quality._ngram_coefficients(3)) is None
    assert _quality_native.token_repeats('s = "é";'.encode(), 3, quality._ngram_coefficients(3)) == (4, 0)
    assert (
        quality.token_repetition("x٣ = 1; x٣ = 1;", 3)
        == python_measures("x٣ = 1; x٣ = 1;")["token_repetition_3"]
    )


REAL_TREES = [Path("/usr/include/c++/12"), Path("/usr/include/linux"), Path("/usr/include/nlohmann")]


def real_files(limit: int) -> list[tuple[str, str]]:
    files = []
    for tree in REAL_TREES:
        for p in sorted(tree.rglob("*"))[:limit]:
            if p.is_file():
                files.append((str(p.relative_to(tree)), p.read_text(errors="replace")))
    return files


def test_real_headers_get_the_same_verdicts() -> None:
    """The filter's verdict (reason and detail) on real headers, and every measure, with and without
    the core; the set includes files the filter drops."""
    cfg = FilterConfig()
    files = real_files(400)
    assert len(files) > 500
    native = [filter_stage.quality_reason(path, text, cfg) for path, text in files]
    with python_path():
        python = [filter_stage.quality_reason(path, text, cfg) for path, text in files]
    assert native == python
    assert any(v is not None for v in native) and any(v is None for v in native)
    for _, text in files[::25]:
        assert measures(text) == python_measures(text)
