"""Stage ``filter``: quality heuristics, each a named drop reason (DESIGN §4; rules in docs/filter-and-license.md).

Reasons: ``extension``, ``not-cpp`` (a suffix-less or ``.inc`` file tree-sitter-cpp does not parse and
that is no X-macro list),
``too-large`` (over 4 MB; or over 1 MB and an amalgamation or failing any rule below: size alone
is no verdict), ``too-small``, ``long-line`` (over-long lines, in code characters: lists of literals
and text in string literals do not count; many of them, most of the code on them, or minified code on
one), ``auto-generated`` (a generator banner in the header comment),
``high-entropy`` (order-0 entropy of the ASCII bytes: non-ASCII text is no blob), ``data-blob`` (literal
mass: one large initializer or many, and most of the code, unless a program of its own stands beside the
data: several functions, defined or declared (a header's API), or loops; or an X-macro list, nothing but ``NAME(args)`` rows, with as
many rows as a large initializer has literals), ``repetitive`` (duplicate token n-grams of the
code, comments removed; a program beside literal tables is judged on its code lines, table rows left out) and ``mostly-comments`` (license block excluded; only files that declare
nothing of their own). A C/C++ name under a configure-template suffix (``x.hpp.in``) is checked on
content. The measures live in ``pipeline.hygiene.quality``.

``quality_reason(path, text, cfg)`` returns the first failing check's reason and a detail, or
``None`` for a document that passes. The stage maps it over the input shards one by one.

>>> quality_reason("a.cpp", "int x;\\n" * 3, FilterConfig())[0]
'too-small'
"""

from __future__ import annotations

import posixpath
import re

import numpy as np

from pipeline.config import FilterConfig, PipelineConfig, as_dict
from pipeline.hygiene import _quality_native as _native
from pipeline.hygiene import quality
from pipeline.stages.acquire import DOC_SCHEMA
from pipeline.stages.base import DocumentFilter

STAGE = "filter"
CODE_VERSION = "18"  # 18: a file that is one raw string is judged on its content; rows of values are not
# among the "many" long lines (filter 18)

# Suffixes a build step's configure templates add to a source file's name (``config.hpp.in``,
# sdsl's ``structure_tree.hpp.cmake``): the file under them is C/C++ by its inner suffix, so it is
# decided on content as suffix-less files are, rather than dropped as ``extension``.
TEMPLATE_SUFFIXES: tuple[str, ...] = (".in", ".cmake", ".tmpl", ".template")

# Comments and literals, in one pass so that '//' inside a string is not taken for a comment.
_COMMENT_OR_LITERAL = re.compile(
    r'//[^\n]*|/\*.*?(?:\*/|\Z)|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S
)
_WS = re.compile(r"\s+")


def _byte_counts(data: bytes) -> np.ndarray:
    counts = _native.byte_counts(data)  # the compiled core's count, else numpy's
    if counts is None:
        counts = np.bincount(np.frombuffer(data, dtype=np.uint8), minlength=256)
    return counts


def _entropy(counts: np.ndarray) -> float:
    total = counts.sum()
    if not total:
        return 0.0
    p = counts[counts > 0] / total
    return float(-(p * np.log2(p)).sum())


def byte_entropy(data: bytes) -> float:
    """Order-0 Shannon entropy in bits per byte (0 for empty input)."""
    return _entropy(_byte_counts(data)) if data else 0.0


def blob_entropy(data: bytes) -> float:
    """Order-0 entropy in bits per byte of the ASCII bytes of the UTF-8 ``data``: what can be a blob.

    Text encodings of binary data (base64, PEM, hex, ``\\x`` escapes) are ASCII, and random bytes are
    not valid UTF-8; the non-ASCII characters of a decoded file are natural-language text (Chinese test
    strings, accented names) whose UTF-8 lead and continuation bytes spread over many values and raise
    the byte entropy of an ordinary program. For an ASCII file this is :func:`byte_entropy`.

    >>> code = "EXPECT_EQ(tag(s), \\"n\\");\\n"
    >>> blob_entropy((code + "// 我是蓝翔技工拖拉机学院手扶拖拉机专业的\\n").encode()) == byte_entropy(code.encode() + b"// \\n")
    True
    """
    return _entropy(_byte_counts(data)[:128]) if data else 0.0


def comment_ratio(text: str) -> float:
    """Share of non-whitespace characters that sit in comments."""
    comment = 0
    for m in _COMMENT_OR_LITERAL.finditer(text):
        s = m.group()
        if s[0] == "/":
            comment += len(_WS.sub("", s))
    total = len(_WS.sub("", text))
    return comment / total if total else 0.0


def quality_reason(path: str, text: str, cfg: FilterConfig) -> tuple[str, str] | None:
    """The first failed heuristic as (reason, detail), or None when the document is kept."""
    ext = posixpath.splitext(path)[1].lower()
    if ext not in cfg.extensions:
        content_checked = (
            ext in cfg.content_checked_extensions
            or (ext == "" and cfg.accept_extensionless_cpp)
            or (
                ext in TEMPLATE_SUFFIXES
                and posixpath.splitext(posixpath.splitext(path)[0])[1].lower() in cfg.extensions
            )
        )
        if not content_checked:
            return "extension", ext or "(none)"
        errors = quality.cpp_parse_errors(text)
        if errors > cfg.max_parse_error_share:
            return "not-cpp", f"tree-sitter-cpp error share {errors:.2f} > {cfg.max_parse_error_share}"
    raw = text.encode()
    if len(raw) > cfg.max_bytes:
        return "too-large", f"{len(raw)} > {cfg.max_bytes} bytes"
    if len(raw) < cfg.min_bytes:
        return "too-small", f"{len(raw)} < {cfg.min_bytes} bytes"
    if len(raw) <= cfg.large_bytes:
        return content_reason(text, raw, cfg)
    # Size alone is no verdict: a large file is kept when it is one hand-written unit (ExprTk's
    # single header, QEMU's MIPS translator), and dropped as too-large when it is an amalgamation or
    # fails any other rule, its code repeating less than a small file's may (a person does not write
    # a megabyte of code most of which repeats earlier 20-token runs; a generator does).
    guards = quality.include_guards(text)
    if guards > cfg.max_include_guards:
        return "too-large", (
            f"{len(raw)} > {cfg.large_bytes} bytes and {guards} include guards > {cfg.max_include_guards}"
            " (an amalgamation)"
        )
    failed = content_reason(text, raw, cfg, cfg.large_max_duplicate_ngram_share)
    if failed is not None:
        return "too-large", f"{len(raw)} > {cfg.large_bytes} bytes and {failed[0]}: {failed[1]}"
    return None


def program_beside_data(beside: quality.CodeBesideData, mass: quality.LiteralMass, cfg: FilterConfig) -> bool:
    """``data-blob``'s "code beside the data" test: the code outside the literal runs is a program of
    its own: functions, and a code line for every ``blob_keep_elements_per_line`` literals; or, beside
    ``blob_keep_code_lines`` code lines, loops or type declarations.

    Functions are counted, not lines, when they are the evidence (filter 16, set on NINETEENTH, seen):
    three or more functions are a program, however tersely written (slang's ``CharInfo.cpp``: a range
    type with its ``operator<=>``, a binary-search set and two Unicode queries in 34 code lines beside
    1,836 literals), and a table with an accessor or two (a generator's lookup) has fewer. The literals
    a code line bounds the tables the program may carry: 1,000 literals in one run need 10 code lines.
    """
    if (
        beside.definitions + beside.prototypes >= cfg.blob_keep_definitions
        and mass.elements <= cfg.blob_keep_elements_per_line * beside.lines
    ):
        return True
    return beside.lines >= cfg.blob_keep_code_lines and (
        beside.loops >= cfg.blob_keep_loops or beside.declarations >= cfg.blob_keep_declarations
    )


def repeats_in_tables(
    text: str, code: str, mass: quality.LiteralMass, cfg: FilterConfig, max_dup: float
) -> bool:
    """Whether a file whose tokens repeat (``max_dup`` or more) repeats in its literal tables only: it is
    mostly literal tables (``data-blob``'s share and characters), a program stands beside them
    (:func:`program_beside_data`), and the lines that carry code (:func:`quality.code_outside_data`)
    repeat less than ``max_dup``.

    A generated table's rows repeat one another, and counted as code tokens they make the functions
    beside them look pasted: yara's TLSH utilities, a 256x256 bit-distance table over 8 hand-written
    functions with loops, repeat 0.97 with the table and 0.14 without. Tables with no program beside
    them are judged whole: their repetition marks generated data that ``data-blob``'s size bounds let
    pass (mpg123's layer-2 allocation tables); gcld3's UTF-8 state tables, rows of names, are no data
    lines and no program. A few literal rows in code do not make it a table (gemmlowp's generated ARM
    streams: asm clobber lists, ``: "d0", "d2", "cc", "memory");``, are data lines, 5% of the code, and
    the code itself is pasted).
    """
    if mass.share < cfg.max_blob_share or mass.chars < cfg.min_blob_chars:
        return False
    if not program_beside_data(quality.code_beside_data(code), mass, cfg):
        return False
    _, share = quality.token_repetition(
        text, cfg.repetition_ngram, quality.code_outside_data(code), min_tokens=cfg.min_tokens_for_repetition
    )
    return share < max_dup


def content_reason(
    text: str, raw: bytes, cfg: FilterConfig, max_duplicate_share: float | None = None
) -> tuple[str, str] | None:
    """The first content rule ``text`` fails (long-line ... mostly-comments), or None.
    ``max_duplicate_share`` replaces ``cfg.max_duplicate_ngram_share`` (large files, whose repetition is
    measured on the whole file: :func:`repeats_in_tables` is not asked)."""
    max_dup = cfg.max_duplicate_ngram_share if max_duplicate_share is None else max_duplicate_share
    long = quality.long_lines(text, cfg.max_line_length)
    # rows of values (a program's test data written out) are data, not the code a generator writes
    # by the dozen: they count for the share and the statements, not for the number of lines
    if long.count and (
        long.count - long.rows >= cfg.min_long_lines
        or long.share >= cfg.min_long_line_share
        or long.statements >= cfg.min_long_line_statements
    ):
        rows = f", {long.rows} of them rows of values" if long.rows else ""
        return (
            "long-line",
            f"{long.count} lines over {cfg.max_line_length} code characters (longest {long.longest}{rows}) hold"
            f" {long.share:.2f} of the code, one {long.statements} statements; >= {cfg.min_long_lines} lines,"
            f" >= {cfg.min_long_line_share} of the code or >= {cfg.min_long_line_statements} statements"
            " (text in string literals not counted)",
        )
    banner = quality.generator_banner(text, cfg.generated_patterns)
    if banner is not None:
        return "auto-generated", banner
    entropy = blob_entropy(raw)
    if entropy > cfg.max_entropy_bits:
        return "high-entropy", f"{entropy:.2f} > {cfg.max_entropy_bits} bits/byte (ASCII bytes)"
    code = quality.without_comments(text)  # once, for the measures below
    mass = quality.literal_mass(text, code)
    if mass.share >= cfg.max_blob_share and mass.chars >= cfg.min_blob_chars:
        blob = None
        if mass.largest_run >= cfg.min_blob_run_elements:
            blob = f"{mass.share:.2f} of the code is literal runs; one run holds {mass.largest_run} literals"
            blob += f" >= {cfg.min_blob_run_elements}"
        elif mass.elements >= cfg.min_blob_total_elements and mass.share >= cfg.min_blob_share_for_total:
            blob = f"{mass.share:.2f} of the code is literal runs holding {mass.elements} literals"
            blob += f" >= {cfg.min_blob_total_elements}"
        if blob is not None:
            beside = quality.code_beside_data(code)
            if not program_beside_data(beside, mass, cfg):
                return "data-blob", (
                    f"{blob}; beside them {beside.definitions} function bodies, {beside.prototypes} function"
                    f" declarations, {beside.lines} code lines,"
                    f" {beside.loops} loops and {beside.declarations} type declarations"
                )
    # An X-macro list is a table written as macro invocations, one entry each (its arguments are the
    # entry's fields: a name, its flags, its types): with nothing else in the file it is data when it
    # holds as many entries as one literal initializer that drops (clang's TableGen'd lists of thousands
    # of builtins and diagnostic names); hand-written lists hold tens to hundreds (svgpp's attribute
    # names, QEMU's helper declarations, an interpreter's opcodes) and are kept.
    # (every invocation opens a parenthesis: fewer of them rule the table out without a scan)
    table = quality.macro_list(code) if code.count("(") >= cfg.min_blob_run_elements else None
    if table is not None and table.invocations >= cfg.min_blob_run_elements:
        return "data-blob", (
            f"an X-macro table: {table.invocations} macro invocations >= {cfg.min_blob_run_elements}"
            f" ({table.arguments} arguments), and no other code"
        )
    ntokens, dup = quality.token_repetition(
        text, cfg.repetition_ngram, code, min_tokens=cfg.min_tokens_for_repetition
    )
    if (
        ntokens >= cfg.min_tokens_for_repetition
        and dup >= max_dup
        # over ``large_bytes`` the file is judged whole: a megabyte of repeating table rows is a
        # generator's output whatever code stands beside it (wcslib's flex scanners: 1.1-1.4 MB, 91%
        # tables, 0.93 repeating, beside 54 functions with 30 loops; judged right drops on EIGHTH)
        and (max_duplicate_share is not None or not repeats_in_tables(text, code, mass, cfg, max_dup))
    ):
        return "repetitive", (
            f"{dup:.2f} of {ntokens} code tokens repeat an earlier {cfg.repetition_ngram}-token"
            f" sequence >= {max_dup}"
        )
    if (
        quality.count_code_lines(text, cfg.comment_rule_max_code_lines, code)
        < cfg.comment_rule_max_code_lines
    ):
        cr = quality.comment_share(text)
        if cr >= cfg.max_comment_ratio and not quality.declares_code(text):
            return (
                "mostly-comments",
                f"comment share {cr:.2f} >= {cfg.max_comment_ratio} (license block excluded)"
                " and no declaration besides preprocessor lines and forward declarations",
            )
        # no code at all, every comment in the leading licence/copyright block (a file that is only its
        # licence; a doc page in one comment that names its copyright): the share above leaves that
        # block out, so nothing was left to measure (0/0) and the file passed
        if not code.strip():
            return (
                "mostly-comments",
                "no code: nothing but comments (all in the leading licence/copyright block) and whitespace",
            )
        # nor does an include guard (or ``#pragma once``) around nothing hold code: a licence above an
        # empty guard is a file without code as a licence alone is (filter 15, set on SEVENTEENTH, seen)
        if quality.empty_guard(code):
            return (
                "mostly-comments",
                "no code: an empty include guard (or #pragma once), comments and whitespace",
            )
    return None


def config_slice(cfg: PipelineConfig) -> dict:
    return {"filter": as_dict(cfg.filter)}


class FilterStage(DocumentFilter):
    """Quality heuristics: one judgment per document."""

    name = STAGE
    code_version = CODE_VERSION
    schema = DOC_SCHEMA
    upstream = ("acquire",)
    source_stage = "acquire"

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        return {"min_bytes": cfg.filter.min_bytes, "max_bytes": cfg.filter.max_bytes}

    def judge(self, doc: dict, state: None, cfg: PipelineConfig) -> tuple[str, str] | None:
        return quality_reason(doc["path"], doc["text"], cfg.filter)


stage = FilterStage()
