"""Pipeline configuration: one frozen dataclass tree, loaded from YAML/params, hashed into version ids.

Each stage takes only the slice of configuration it depends on (``stage_config``), so changing the
sequence length re-runs pack and export but leaves acquisition and the tokenizer as cache hits.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from pipeline.hygiene.license import LicensePolicy
from pipeline.hygiene.quality import GENERATOR_PATTERNS
from pipeline.hygiene.scrub import ScrubPolicy

CPP_EXTENSIONS: tuple[str, ...] = (
    ".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tcc",
    ".tpp", ".cu", ".cuh", ".ixx", ".cppm",
)
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
    shard_docs: int = 2000
    shard_bytes: int = 64_000_000


@dataclass(frozen=True)
class FilterConfig:
    """Quality heuristics (pipeline/stages/filter.py; the rules and their measurements: docs/filter-and-license.md)."""

    max_bytes: int = 1_000_000
    min_bytes: int = 100
    max_line_length: int = 1000
    # ``repetitive``: unique share of the lines that carry code (comments, blank and brace-only lines
    # left out), judged only on files with at least ``min_code_lines_for_repetition`` such lines.
    min_unique_line_ratio: float = 0.15
    min_code_lines_for_repetition: int = 10
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
    # ``data-blob``: share of the code's characters on literal-run lines, and a floor in characters
    # so that modest hand-written tables are kept.
    max_blob_share: float = 0.5
    min_blob_chars: int = 2000


@dataclass(frozen=True)
class DedupConfig:
    """Near-duplicate settings (exact SHA-256 dedup always runs first).

    Candidates come from 20 bands x 6 rows of a 128-permutation MinHash (5-token shingles), which
    finds 92% of pairs at J 0.7 and all above 0.85, and are verified on all 128 values.
    """

    near: bool = True
    num_perm: int = 128
    seed: int = 1
    bands: int = 20
    rows: int = 6
    threshold: float = 0.7


@dataclass(frozen=True)
class TokenizerConfig:
    vocab_size: int = 65536
    revision: str | None = None  # use this stored revision instead of training (backfills)
    sample_bytes: int = 64_000_000


@dataclass(frozen=True)
class PackConfig:
    seq_len: int = 2048
    row_group_size: int = 1024


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
    export: ExportConfig = field(default_factory=ExportConfig)

    def replace(self, **changes: Any) -> PipelineConfig:
        return dataclasses.replace(self, **changes)

    def with_overrides(self, *, seq_len: int | None = None, vocab_size: int | None = None,
                       tokenizer_revision: str | None = None) -> PipelineConfig:
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


def parse_sources(data: Any, origin: str = "sources") -> tuple[SourceSpec, ...]:
    """Validate the ``sources:`` list of a sources file; every problem names the entry."""
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
        if name in seen:
            raise ConfigError(f"{where}: duplicate source name {name!r}")
        seen.add(name)
        kinds = [k for k in ("git", "path", "tarball") if entry.get(k)]
        if len(kinds) != 1:
            raise ConfigError(f"{where} ({name}): needs exactly one of git, path, tarball; got {kinds or 'none'}")
        if kinds == ["git"]:
            rev = str(entry.get("revision") or "")
            if len(rev) not in (40, 64) or any(c not in "0123456789abcdef" for c in rev):
                raise ConfigError(f"{where} ({name}): git sources need 'revision', a full commit id (40 hex)")
        if kinds == ["tarball"]:
            sha = str(entry.get("sha256") or "")
            if len(sha) != 64 or any(c not in "0123456789abcdef" for c in sha.lower()):
                raise ConfigError(f"{where} ({name}): tarball sources need 'sha256' (64 hex)")
        specs.append(
            SourceSpec(
                name=name,
                git=entry.get("git"),
                revision=entry.get("revision"),
                path=str(entry["path"]) if entry.get("path") else None,
                tarball=entry.get("tarball"),
                sha256=str(entry["sha256"]).lower() if entry.get("sha256") else None,
                include=tuple(entry.get("include") or ()),
                exclude=tuple(entry.get("exclude") or ()),
            )
        )
    return tuple(specs)


def load_sources(path: str | Path) -> tuple[SourceSpec, ...]:
    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text())
    except FileNotFoundError as e:
        raise ConfigError(f"sources file not found: {p}") from e
    except yaml.YAMLError as e:
        raise ConfigError(f"{p}: not valid YAML: {e}") from e
    specs = parse_sources(data, origin=str(p))
    # Relative folder paths are relative to the sources file.
    return tuple(
        dataclasses.replace(s, path=str((p.parent / s.path).resolve())) if s.path else s for s in specs
    )


_SECTIONS = {"acquire": AcquireConfig, "filter": FilterConfig, "license": LicensePolicy, "dedup": DedupConfig,
             "scrub": ScrubPolicy, "tokenizer": TokenizerConfig, "pack": PackConfig, "export": ExportConfig}


def apply_overrides(cfg: PipelineConfig, data: Any, origin: str = "config") -> PipelineConfig:
    """Overlay a mapping ``{section: {field: value}}`` (e.g. from a YAML file) onto ``cfg``."""
    if data is None:
        return cfg
    if not isinstance(data, dict):
        raise ConfigError(f"{origin}: expected a mapping of sections {sorted(_SECTIONS)}")
    changes = {}
    for section, values in data.items():
        if section not in _SECTIONS:
            raise ConfigError(f"{origin}: unknown section {section!r}; sections are {sorted(_SECTIONS)}")
        known = {f.name: f for f in dataclasses.fields(_SECTIONS[section])}
        if not isinstance(values, dict) or set(values) - set(known):
            raise ConfigError(f"{origin}: {section}: unknown keys {sorted(set(values or {}) - set(known))}")
        current = getattr(cfg, section)
        typed = {k: tuple(v) if isinstance(v, list) else v for k, v in values.items()}
        changes[section] = dataclasses.replace(current, **typed)
    return cfg.replace(**changes)


def load_config_file(cfg: PipelineConfig, path: str | Path) -> PipelineConfig:
    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text())
    except FileNotFoundError as e:
        raise ConfigError(f"config file not found: {p}") from e
    return apply_overrides(cfg, data, origin=str(p))
