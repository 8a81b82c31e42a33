"""Pipeline configuration: one frozen dataclass tree, loaded from YAML/params, hashed into version ids.

Each stage takes only the slice of configuration it depends on (``stage_config``), so changing the
sequence length re-runs pack and export but leaves acquisition and the tokenizer as cache hits.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from pipeline.hygiene.license import LicensePolicy
from pipeline.hygiene.quality import GENERATOR_PATTERNS
from pipeline.hygiene.scrub import ScrubPolicy
from pipeline.suffixes import CPP_SUFFIXES

CPP_EXTENSIONS = CPP_SUFFIXES  # the filter's default allow-list (pipeline.suffixes)


class ConfigError(ValueError):
    """A sources file or parameter is malformed; the message names what and where."""


@dataclass(frozen=True)
class SourceSpec:
    """One pinned source: exactly one of a git URL at a full commit id, a local folder, or a tarball."""

    name: str
    git: str | None = None
    revision: str | None = None
    path: str | None = None
    tarball: str | None = None
    sha256: str | None = None
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        return "git" if self.git else "path" if self.path else "tarball"


@dataclass(frozen=True)
class AcquireConfig:
    max_file_bytes: int = 4_000_000  # larger files are rejected unread (the filter's limit is tighter)
    # Files per shard. Shards are what ranks share out (rank r takes shards r, r+N, ...), so a corpus
    # needs several shards per worker for the ranks to finish together: 500 files (~5 MB of C/C++)
    # gives 20 shards per 100 MB; per-shard overhead (a parquet file, a manifest entry) stays small.
    shard_docs: int = 500
    shard_bytes: int = 64_000_000


@dataclass(frozen=True)
class FilterConfig:
    """Quality heuristics (pipeline/stages/filter.py; the rules and their measurements: docs/filter-and-license.md)."""

    # ``too-large``: a file over ``max_bytes`` is dropped whatever it holds (acquire's and the scrub's
    # cap too); one over ``large_bytes`` (DESIGN's 1 MB) is kept only when it passes every other rule
    # and is not an amalgamation (at most ``max_include_guards`` include guards: simdjson's and zstd's
    # single-file builds hold 51-188 guards that wrap code, a hand-written single header such as ExprTk 3).
    # Over ``large_bytes`` the code must also repeat less: a duplicate 20-gram share under
    # ``large_max_duplicate_ngram_share`` (hand-written: ExprTk 0.43, QEMU's translate.c 0.33, LAPACKE's
    # prototypes 0.65; generated without a banner: per-operator plumbing 0.89, disassembler tables 0.92).
    max_bytes: int = 4_000_000
    large_bytes: int = 1_000_000
    max_include_guards: int = 16
    large_max_duplicate_ngram_share: float = 0.8
    min_bytes: int = 100
    # ``long-line``: a line with more than ``max_line_length`` code characters (literal lists and text in
    # strings and comments not counted) marks minified or machine-written code when such lines are many
    # (at least ``min_long_lines``: generators write them by the dozen), hold most of the code (at
    # least ``min_long_line_share`` of its characters: a minified or one-line file) or one of them holds
    # at least ``min_long_line_statements`` statements (``;`` outside string literals and text: minified
    # code; a sixel image or a script in a literal holds none, filter 25). One or two long declarations,
    # expressions or test strings in a hand-written file are none of these (Open
    # CASCADE's constructors with 20 parameters on one line; libgit2's long path literals in tests).
    # Rows of values (at least 16 literals holding half of the line: a program writing test data,
    # ``y<<"0.000…"<<endl<<…``) count for the share and the statements, not for ``min_long_lines``
    # (filter 18: neither the share nor the file's length separates INDELible's 21 such rows, 0.14 of a
    # 4,973-line program, from clang's TableGen'd ``DiagnosticGroups.inc``, 6 lines of names, 0.09).
    # So do lines that are one number each (a constant written out to a thousand digits: Wcalc's
    # conversion factors, filter 19).
    max_line_length: int = 1000
    min_long_lines: int = 5
    min_long_line_share: float = 0.75
    min_long_line_statements: int = 10
    # ``repetitive``: share of the code's tokens (comments removed) covered by a repeat of an earlier
    # ``repetition_ngram``-token sequence (Gopher's duplicate n-gram fraction), judged on files with
    # at least ``min_tokens_for_repetition`` tokens. Set on the development split.
    max_duplicate_ngram_share: float = 0.92
    repetition_ngram: int = 20
    min_tokens_for_repetition: int = 200
    # ``mostly-comments``: comment / (comment + code) characters, the leading license block left
    # out, on files with fewer than ``comment_rule_max_code_lines`` code lines (documented API
    # headers with hundreds of lines of code are kept however much they explain).
    max_comment_ratio: float = 0.80
    comment_rule_max_code_lines: int = 10
    # DESIGN §4 says 4.5 bits/byte, but measured order-0 entropy of real headers is 4.5-5.5 (median 5.1;
    # 99% of libstdc++ files exceed 4.5). 6.0 still catches base64/compressed blobs (~6 bits/byte).
    max_entropy_bits: float = 6.0
    extensions: tuple[str, ...] = CPP_EXTENSIONS
    # libstdc++'s <vector>, <string>, ... have no extension: such files are kept when tree-sitter-cpp
    # parses them with at most this share of bytes in error nodes (else ``not-cpp``).
    accept_extensionless_cpp: bool = True
    max_parse_error_share: float = 0.20
    # Suffixes that C/C++ projects use for included fragments but other languages use too (Abseil's
    # ``spinlock_linux.inc``, LLVM's TableGen output; PHP, Pascal, assembler includes): decided on
    # content like suffix-less files.
    content_checked_extensions: tuple[str, ...] = (".inc",)
    # ``auto-generated``: regexes matched (case-insensitively) in the header comment only.
    generated_patterns: tuple[str, ...] = GENERATOR_PATTERNS
    # ``data-blob``: literal-run lines hold at least ``max_blob_share`` of the code's characters (and
    # ``min_blob_chars`` characters) and either one run (one initializer) holds at least
    # ``min_blob_run_elements`` literals, or the runs together hold ``min_blob_total_elements`` and
    # at least ``min_blob_share_for_total`` of the code. Hand-written tables (256-entry character
    # classes, ziggurat tables) are kept; embedded binaries and generated tables drop.
    max_blob_share: float = 0.5
    min_blob_chars: int = 2000
    min_blob_run_elements: int = 1000
    min_blob_total_elements: int = 4096
    min_blob_share_for_total: float = 0.8
    # ... unless the code beside the literals is a program of its own: at least
    # ``blob_keep_definitions`` functions, defined (bodies) or declared (prototypes: a header's API, its
    # program in another file), and ``blob_keep_code_lines`` code lines outside the data, and a code line
    # for every ``blob_keep_elements_per_line`` literals (a test with one large vector, a cipher with its
    # S-boxes, a class under its lookup tables, a library's API header beside its constants; not generated
    # tables with accessors).
    blob_keep_definitions: int = 3
    blob_keep_code_lines: int = 40
    blob_keep_elements_per_line: int = 100
    # ... or when, beside at least ``blob_keep_code_lines`` code lines, the code holds at least
    # ``blob_keep_loops`` loops: an algorithm over the data or its input (libvorbis's window applied to a
    # block), which a table's accessor or a generator's lookup (an index, range checks) is not.
    blob_keep_loops: int = 2
    # ... or when it holds at least ``blob_keep_declarations`` type declarations (struct/union/class
    # members, typedefs, static_asserts): a library's core header defining its data structures before its
    # tables (judged right data-blob drops of every set hold at most 11; such a header, 157).
    blob_keep_declarations: int = 50


@dataclass(frozen=True)
class DedupConfig:
    """Near-duplicate settings (exact SHA-256 dedup always runs first).

    Candidates come from 20 bands x 6 rows of a 128-permutation MinHash (5-token shingles), which
    finds 92% of pairs at J 0.7 and all above 0.85; they are pre-filtered on the estimate and
    verified on the exact Jaccard of the shingle sets.
    """

    near: bool = True
    num_perm: int = 128
    seed: int = 1
    bands: int = 20
    rows: int = 6
    threshold: float = 0.7
    # The exact pass hash-partitions the SHA-256 keys into this many buckets (one bucket's keys in
    # memory at a time). Outputs are identical for every value, so it is not part of the version id.
    exact_buckets: int = 16


@dataclass(frozen=True)
class TokenizerConfig:
    vocab_size: int = 65536
    revision: str | None = None  # use this stored revision instead of training (backfills)
    sample_bytes: int = 64_000_000
    # auto: GPU kernels on a real GPU, else the CPU path; gpu: any adapter (lavapipe too) or fail;
    # cpu: never. Outputs are identical on every device, so this is not part of any version id.
    device: str = "auto"


CHUNK_BUDGETS: tuple[int, ...] = (
    4096,
    8192,
    16384,
    65536,
    131072,
)  # the context buckets (tokens, BOS included)


@dataclass(frozen=True)
class ChunkConfig:
    """Stage ``chunk``: the token budget of a training document and the parse-quality floor."""

    budget: int = 4096  # at most this many tokens per piece, BOS included; one of CHUNK_BUDGETS
    min_parse_quality: float = 0.5  # below this share of cleanly parsed bytes: fallback structure (OTHER)
    max_fanout: int = 8  # a name defined more often than this in a repository resolves to no edge
    dedup: bool = False  # chunk-level exact + near dedup of self-contained kinds (FUNC_BODY, CLASS_DECL, ...)
    dedup_threshold: float = (
        0.7  # estimated Jaccard (MinHash, 5-token shingles) at which chunks are near copies
    )
    dedup_min_tokens: int = 32  # smaller chunks are never deduplicated (a one-line typedef is not a copy)
    # Adjacent chunks under this many tokens merge (never mixing call and type roles), so a piece
    # holds about one chunk per 32 tokens = budget / FIXED_MAX_CHUNKS and packs densely (docs/structure.md).
    min_chunk_tokens: int = 32

    def __post_init__(self) -> None:
        if self.budget not in CHUNK_BUDGETS:
            raise ConfigError(f"chunk.budget must be one of {CHUNK_BUDGETS}, got {self.budget}")


@dataclass(frozen=True)
class PackConfig:
    seq_len: int = 4096  # = chunk.budget: a default piece fills at most one row, none is split in pack
    row_group_size: int = 1024
    # Validation split by origin (a whole source, or with origin_depth > 0 the source plus that many
    # leading path components): origins are taken in a hash order until ~this fraction of tokens.
    validation_fraction: float = 0.01
    origin_depth: int = 0
    max_shard_docs: int = 50_000  # training documents (pieces) per pack shard, at most


@dataclass(frozen=True)
class ExportConfig:
    """The export's license mix: which recorded licenses the dataset takes (issue 9 item 7).

    Entries are group names (``allowed``: the license policy's allow-list with ``allow_extra``,
    i.e. permissive + weak copyleft by default; ``permissive``, ``weak-copyleft``, ``gpl-2.0``,
    ``gpl-3.0``, ``agpl-3.0``) or SPDX ids / ``"X WITH exception"`` strings. Documents outside it
    are dropped at export as ``export/license-excluded``; only the export's version id changes.
    """

    mix: tuple[str, ...] = ("allowed",)


@dataclass(frozen=True)
class PipelineConfig:
    sources: tuple[SourceSpec, ...] = ()
    acquire: AcquireConfig = field(default_factory=AcquireConfig)
    filter: FilterConfig = field(default_factory=FilterConfig)
    license: LicensePolicy = field(default_factory=LicensePolicy)
    dedup: DedupConfig = field(default_factory=DedupConfig)
    scrub: ScrubPolicy = field(default_factory=ScrubPolicy)
    tokenizer: TokenizerConfig = field(default_factory=TokenizerConfig)
    pack: PackConfig = field(default_factory=PackConfig)
    chunk: ChunkConfig = field(default_factory=ChunkConfig)
    export: ExportConfig = field(default_factory=ExportConfig)

    def replace(self, **changes: Any) -> PipelineConfig:
        return dataclasses.replace(self, **changes)

    def with_overrides(
        self,
        *,
        seq_len: int | None = None,
        vocab_size: int | None = None,
        tokenizer_revision: str | None = None,
    ) -> PipelineConfig:
        cfg = self
        if seq_len is not None:
            cfg = cfg.replace(pack=dataclasses.replace(cfg.pack, seq_len=int(seq_len)))
        if vocab_size is not None:
            cfg = cfg.replace(tokenizer=dataclasses.replace(cfg.tokenizer, vocab_size=int(vocab_size)))
        if tokenizer_revision:
            cfg = cfg.replace(tokenizer=dataclasses.replace(cfg.tokenizer, revision=tokenizer_revision))
        return cfg


def as_dict(obj: Any) -> Any:
    """Dataclass → plain JSON-able data (tuples become lists)."""
    return dataclasses.asdict(obj) if dataclasses.is_dataclass(obj) else obj


_SOURCE_KEYS = {"name", "git", "revision", "path", "tarball", "sha256", "include", "exclude"}
_SOURCE_STRINGS = ("name", "git", "revision", "path", "tarball", "sha256")


def _hex_problem(value: str, lengths: tuple[int, ...]) -> str | None:
    """What is wrong with ``value`` as a hex id of one of ``lengths`` (None when nothing is).

    >>> _hex_problem("main", (40, 64))
    "'main' is 4 characters long, a full commit id has 40 (SHA-1) or 64 (SHA-256) hex digits"
    >>> _hex_problem("g" * 40, (40,)), _hex_problem("AB" * 20, (40,))
    ("'gggggggggggggggggggggggggggggggggggggggg' has a non-hex character 'g' at position 0", None)
    """
    if len(value) not in lengths:
        want = "40 (SHA-1) or 64 (SHA-256)" if lengths == (40, 64) else " or ".join(map(str, lengths))
        noun = "a full commit id" if lengths == (40, 64) else "a sha256"
        return f"{value!r} is {len(value)} characters long, {noun} has {want} hex digits"
    for i, c in enumerate(value):
        if c not in "0123456789abcdefABCDEF":
            return f"{value!r} has a non-hex character {c!r} at position {i}"
    return None


def parse_sources(data: Any, origin: str = "sources") -> tuple[SourceSpec, ...]:
    """Validate the ``sources:`` list of a sources file; every problem names the entry.

    Hex ids (commit, sha256) are normalized to lower case; ``include``/``exclude`` must be lists of
    glob strings (a bare string would otherwise be read as a list of one-character patterns).
    """
    if not isinstance(data, dict) or not isinstance(data.get("sources"), list) or not data["sources"]:
        raise ConfigError(f"{origin}: expected a mapping with a non-empty list 'sources:'")
    specs: list[SourceSpec] = []
    seen: set[str] = set()
    for i, entry in enumerate(data["sources"]):
        where = f"{origin}: sources[{i}]"
        if not isinstance(entry, dict):
            raise ConfigError(f"{where}: expected a mapping")
        unknown = set(entry) - _SOURCE_KEYS
        if unknown:
            raise ConfigError(f"{where}: unknown keys {sorted(unknown)}")
        name = entry.get("name")
        if not isinstance(name, str) or not name or "/" in name:
            raise ConfigError(f"{where}: 'name' must be a non-empty string without '/'")
        where = f"{where} ({name})"
        if name in seen:
            raise ConfigError(f"{where}: duplicate source name {name!r}")
        seen.add(name)
        for key in _SOURCE_STRINGS:
            if entry.get(key) is not None and not isinstance(entry[key], str):
                raise ConfigError(
                    f"{where}: {key!r} must be a string, got {_describe_value(entry[key])} (quote it in YAML)"
                )
        globs = {
            k: _check_value(tuple[str, ...], entry[k], f"{where}: {k!r}") if entry.get(k) is not None else ()
            for k in ("include", "exclude")
        }
        kinds = [k for k in ("git", "path", "tarball") if entry.get(k)]
        if len(kinds) != 1:
            raise ConfigError(f"{where}: needs exactly one of git, path, tarball; got {kinds or 'none'}")
        revision = entry.get("revision")
        if kinds == ["git"]:
            if not revision:
                raise ConfigError(f"{where}: git sources need 'revision', a full commit id (40 hex digits)")
            problem = _hex_problem(revision, (40, 64))
            if problem:
                raise ConfigError(f"{where}: 'revision' {problem}; branch and tag names are not pinned")
            revision = revision.lower()
        sha256 = entry.get("sha256")
        if kinds == ["tarball"]:
            problem = _hex_problem(sha256 or "", (64,))
            if problem:
                raise ConfigError(f"{where}: tarball sources need 'sha256' (64 hex digits): {problem}")
        specs.append(
            SourceSpec(
                name=name,
                git=entry.get("git"),
                revision=revision,
                path=str(entry["path"]) if entry.get("path") else None,
                tarball=entry.get("tarball"),
                sha256=sha256.lower() if sha256 else None,
                include=globs["include"],
                exclude=globs["exclude"],
            )
        )
    return tuple(specs)


def load_sources(path: str | Path) -> tuple[SourceSpec, ...]:
    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text())
    except FileNotFoundError as e:
        raise ConfigError(f"sources file not found: {p}") from e
    except IsADirectoryError as e:
        raise ConfigError(f"sources file {p} is a folder, not a YAML file") from e
    except yaml.YAMLError as e:
        raise ConfigError(f"{p}: not valid YAML: {e}") from e
    specs = parse_sources(data, origin=str(p))
    # Relative folder paths are relative to the sources file.
    return tuple(
        dataclasses.replace(s, path=str((p.parent / s.path).resolve())) if s.path else s for s in specs
    )


_SECTIONS = {
    "acquire": AcquireConfig,
    "filter": FilterConfig,
    "license": LicensePolicy,
    "dedup": DedupConfig,
    "scrub": ScrubPolicy,
    "tokenizer": TokenizerConfig,
    "pack": PackConfig,
    "chunk": ChunkConfig,
    "export": ExportConfig,
}


def apply_overrides(cfg: PipelineConfig, data: Any, origin: str = "config") -> PipelineConfig:
    """Overlay a mapping ``{section: {field: value}}`` (e.g. from a YAML file) onto ``cfg``.

    Every value is checked against its field's type annotation (see ``validate_config``), so a
    wrong type is an error naming the section, the field and the file, never a late traceback.
    """
    if data is None:
        return cfg
    if not isinstance(data, dict):
        raise ConfigError(f"{origin}: expected a mapping of sections {sorted(_SECTIONS)}")
    changes = {}
    for section, values in data.items():
        if section not in _SECTIONS:
            raise ConfigError(f"{origin}: unknown section {section!r}; sections are {sorted(_SECTIONS)}")
        if values is None:
            continue
        if not isinstance(values, dict):
            raise ConfigError(
                f"{origin}: {section}: expected a mapping of settings, got {_describe_value(values)}"
            )
        changes[section] = _check_section(
            _SECTIONS[section], getattr(cfg, section), values, f"{origin}: {section}"
        )
    return _check_relations(cfg.replace(**changes), origin)


def load_config_file(cfg: PipelineConfig, path: str | Path) -> PipelineConfig:
    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text())
    except FileNotFoundError as e:
        raise ConfigError(f"config file not found: {p}") from e
    except IsADirectoryError as e:
        raise ConfigError(f"config file {p} is a folder, not a YAML file") from e
    except yaml.YAMLError as e:
        raise ConfigError(f"{p}: not valid YAML: {e}") from e
    return apply_overrides(cfg, data, origin=str(p))


# --------------------------------------------------------------------------------------------
# Validation driven by the dataclass field types
#
# Every section field is checked against its type annotation (int, float, bool, str, None,
# unions, ``tuple[X, ...]``, Literal, nested dataclasses), so a field another stage adds is
# validated without extra code. Numbers are never negative (every numeric setting is a size, a
# count, a ratio or a threshold); narrower ranges come from a field's ``metadata`` ({"min": ...,
# "max": ...}) or from ``LIMITS``.
# --------------------------------------------------------------------------------------------

# The largest sizes that are still a plausible request rather than a typo (2**32, 3e9): no LM
# vocabulary is near 2**24 ids (Megatron's int32 ids stop at 2**31), and one packed row of 2**22
# tokens is already far beyond any context length in use.
MAX_VOCAB_SIZE = 1 << 24
MAX_SEQ_LEN = 1 << 22

LIMITS: dict[str, tuple[float | None, float | None]] = {
    "acquire.max_file_bytes": (1, None),
    "acquire.shard_docs": (1, None),
    "acquire.shard_bytes": (1, None),
    "filter.max_bytes": (1, None),
    "filter.large_bytes": (1, None),
    "filter.large_max_duplicate_ngram_share": (0.0, 1.0),
    "filter.max_line_length": (1, None),
    "filter.min_long_lines": (1, None),
    "filter.min_long_line_share": (0.0, 1.0),
    "filter.min_long_line_statements": (1, None),
    "filter.max_duplicate_ngram_share": (0.0, 1.0),
    "filter.repetition_ngram": (1, 1000),
    "filter.max_blob_share": (0.0, 1.0),
    "filter.min_blob_share_for_total": (0.0, 1.0),
    "filter.max_comment_ratio": (0.0, 1.0),
    "filter.max_entropy_bits": (0.0, 8.0),
    "dedup.num_perm": (1, 1 << 16),
    "dedup.bands": (1, None),
    "dedup.rows": (1, None),
    "dedup.threshold": (0.0, 1.0),
    "dedup.exact_buckets": (1, 1 << 16),
    "tokenizer.vocab_size": (1, MAX_VOCAB_SIZE),
    "tokenizer.sample_bytes": (1, None),
    "pack.seq_len": (2, MAX_SEQ_LEN),
    "pack.row_group_size": (1, None),
}

# How a setting is spelled where a user sets it outside a settings file (CLI flag / DAG param).
ALIASES: dict[str, str] = {
    "tokenizer.vocab_size": "--vocab-size / vocab_size",
    "pack.seq_len": "--seq-len / seq_len",
    "tokenizer.revision": "--tokenizer-revision / tokenizer_revision",
}


def _describe_value(value: Any) -> str:
    """A value as a user wrote it, with its YAML kind: ``the string '2000'``, ``the integer 0``."""
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if value is None:
        return "null"
    kinds = {
        int: "the integer",
        float: "the number",
        str: "the string",
        list: "the list",
        tuple: "the list",
        dict: "the mapping",
    }
    kind = next((k for t, k in kinds.items() if isinstance(value, t)), f"a {type(value).__name__}")
    text = repr(value if not isinstance(value, tuple) else list(value))
    return f"{kind} {text if len(text) <= 60 else text[:57] + '...'}"


def _describe_type(tp: Any) -> str:
    """A type annotation in words: ``tuple[str, ...]`` -> ``a list of strings``."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_describe_type(a) for a in args)
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in args)
    if origin in (tuple, list):
        inner = args[0] if args else Any
        return f"a list of {_describe_type(inner).removeprefix('an ').removeprefix('a ')}s"
    names = {
        int: "an integer",
        float: "a number",
        bool: "true or false",
        str: "a string",
        type(None): "null",
        dict: "a mapping",
    }
    if tp in names:
        return names[tp]
    return f"a {getattr(tp, '__name__', str(tp))}"


def _check_value(tp: Any, value: Any, where: str) -> Any:
    """``value`` checked against annotation ``tp`` (ints become floats where a float is wanted)."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)

    def wrong(extra: str = "") -> ConfigError:
        return ConfigError(f"{where}: expected {_describe_type(tp)}, got {_describe_value(value)}{extra}")

    if tp is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        for alt in args:
            try:
                return _check_value(alt, value, where)
            except ConfigError:
                continue
        raise wrong()
    if origin is typing.Literal:
        if value not in args:
            raise wrong()
        return value
    if tp is type(None):
        if value is not None:
            raise wrong()
        return None
    if tp is bool:
        if not isinstance(value, bool):
            raise wrong()
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise wrong(
                " (write it without quotes)"
                if isinstance(value, str) and value.strip().lstrip("-").isdigit()
                else ""
            )
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise wrong()
        if not math.isfinite(value):
            raise ConfigError(f"{where}: expected a finite number, got {value!r}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise wrong(" (quote it in YAML)" if isinstance(value, int | float) else "")
        return value
    if origin in (tuple, list):
        if isinstance(value, str):
            # A bare string would be read as a list of one-character items ("*.h" -> "*", ".", "h").
            raise ConfigError(
                f"{where}: expected {_describe_type(tp)}, got the string {value!r}; write a list: [{value!r}]"
            )
        if not isinstance(value, list | tuple):
            raise wrong()
        if len(args) == 2 and args[1] is Ellipsis or origin is list:
            items = tuple(
                _check_value(args[0] if args else Any, v, f"{where}[{i}]") for i, v in enumerate(value)
            )
        else:
            if len(value) != len(args):
                raise ConfigError(
                    f"{where}: expected a list of {len(args)} items, got {_describe_value(value)}"
                )
            items = tuple(
                _check_value(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, value, strict=True))
            )
        return list(items) if origin is list else items
    if tp is dict or origin is dict:
        if not isinstance(value, dict):
            raise wrong()
        return value
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if isinstance(value, tp):
            return value
        if not isinstance(value, dict):
            raise wrong()
        return _check_section(tp, tp(), value, where)
    return value  # an annotation this checker does not know: accepted as written


def _field_limits(cls: type, f: dataclasses.Field, where: str) -> tuple[float | None, float | None]:
    key = where.rsplit(": ", 1)[-1]
    if "min" in f.metadata or "max" in f.metadata:
        return f.metadata.get("min"), f.metadata.get("max")
    return LIMITS.get(key, (None, None))


def _check_range(value: Any, lo: float | None, hi: float | None, where: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return
    lo = 0 if lo is None else lo
    if value < lo or (hi is not None and value > hi):
        bound = f"at least {lo}" if hi is None else f"between {lo} and {hi}"
        raise ConfigError(f"{where}: must be {bound}, got {value}")


def _check_section(cls: type, current: Any, values: dict, where: str) -> Any:
    """``current`` with ``values`` applied, each checked against ``cls``'s field types and limits."""
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = set(values) - set(fields)
    if unknown:
        raise ConfigError(f"{where}: unknown keys {sorted(unknown)}; known keys are {sorted(fields)}")
    hints = typing.get_type_hints(cls)
    checked = {}
    for name, value in values.items():
        at = f"{where}.{name}"
        checked[name] = _check_value(hints[name], value, at)
        lo, hi = _field_limits(cls, fields[name], at)
        _check_range(checked[name], lo, hi, at)
    try:
        return dataclasses.replace(current, **checked)
    except (TypeError, ValueError) as e:  # a section's own __post_init__ checks
        raise ConfigError(f"{where}: {e}") from e


def validate_config(cfg: PipelineConfig, origin: str = "configuration") -> PipelineConfig:
    """Check every setting of every section (defaults, settings file and overrides alike).

    Run before any stage: a wrong type or an out-of-range value is one ``ConfigError`` line naming
    the setting (and its CLI flag / DAG param where it has one), and nothing has been written.
    Returns the configuration with values normalized (ints where floats are wanted become floats).
    """
    changes = {}
    for section in dataclasses.fields(PipelineConfig):
        value = getattr(cfg, section.name)
        if section.name == "sources" or not dataclasses.is_dataclass(value):
            continue
        values = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
        try:
            changes[section.name] = _check_section(type(value), value, values, f"{origin}: {section.name}")
        except ConfigError as e:
            key = str(e).split(": ", 2)[1] if str(e).count(": ") >= 2 else ""
            alias = ALIASES.get(key)
            raise ConfigError(f"{e} ({alias})" if alias else str(e)) from None
    return _check_relations(cfg.replace(**changes), origin)


def _check_relations(cfg: PipelineConfig, origin: str) -> PipelineConfig:
    """Settings that are valid alone but not together."""
    f, d = cfg.filter, cfg.dedup
    min_bytes, max_bytes = getattr(f, "min_bytes", None), getattr(f, "max_bytes", None)
    if min_bytes is not None and max_bytes is not None and min_bytes > max_bytes:
        raise ConfigError(f"{origin}: filter.min_bytes ({min_bytes}) exceeds filter.max_bytes ({max_bytes})")
    bands, rows, perms = (getattr(d, k, None) for k in ("bands", "rows", "num_perm"))
    if None not in (bands, rows, perms) and bands * rows > perms:
        raise ConfigError(
            f"{origin}: dedup.bands x dedup.rows ({bands} x {rows}) exceeds dedup.num_perm ({perms})"
        )
    return cfg
