"""Bad inputs are caught before any stage runs: exit 2, one line naming the problem, nothing written.

Each case is a mistake a user makes (a string where a list is meant, a quoted number, an absurd
size, a root that is a file, a branch name for a commit); the CLI must say what is wrong in one line
and leave the root untouched, instead of a traceback or a failure after the upstream stages ran.
"""

from __future__ import annotations

import dataclasses
import typing

import pytest
import yaml
from corpus import STDCXX, copy_headers, run_cli, write_settings

from pipeline import cli
from pipeline.config import (
    ConfigError,
    PipelineConfig,
    apply_overrides,
    parse_sources,
    validate_config,
)


@pytest.fixture
def tiny(tmp_path):
    """A one-source sources file of 3 real headers and a settings file that keeps their license."""
    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 3, "stl_*.h")
    sources = tmp_path / "sources.yaml"
    sources.write_text(yaml.safe_dump({"sources": [{"name": "a", "path": str(src)}]}))
    write_settings(tmp_path / "settings.yaml")
    return tmp_path


def _run_main(capfd, *argv: str) -> tuple[int, list[str]]:
    code = cli.main(list(argv))
    err = capfd.readouterr().err
    return code, [line for line in err.splitlines() if line.strip()]


def _assert_refused(code: int, lines: list[str], *needles: str) -> None:
    assert code == 2, lines
    assert len(lines) == 1, lines  # one line, no traceback, no log noise
    assert lines[0].startswith("cppcorpus: ")
    for needle in needles:
        assert needle in lines[0], lines[0]


def _args(tiny, root, *extra: str) -> list[str]:
    return [
        "run",
        "--sources",
        str(tiny / "sources.yaml"),
        "--root",
        str(root),
        "--config",
        str(tiny / "settings.yaml"),
        "--seq-len",
        "256",
        "--vocab-size",
        "4096",
        *extra,
    ]


@pytest.mark.parametrize(
    ("flag", "value", "needle"),
    [
        ("--vocab-size", "0", "tokenizer.vocab_size"),
        ("--vocab-size", "-5", "tokenizer.vocab_size"),
        ("--vocab-size", str(2**32), "got 4294967296"),
        ("--vocab-size", "3000000000", "got 3000000000"),
        ("--vocab-size", "1000", "at least"),  # too small for the trainer's fixed bands
        ("--seq-len", "0", "pack.seq_len"),
        ("--seq-len", "-1", "pack.seq_len"),
        ("--seq-len", str(2**32), "got 4294967296"),
        ("--seq-len", "3000000000", "--seq-len"),
    ],
)
def test_absurd_sizes_are_refused_before_any_stage(tiny, capfd, flag, value, needle):
    root = tiny / "lake"
    code, lines = _run_main(capfd, *_args(tiny, root), flag, value)  # the later flag wins
    _assert_refused(code, lines, needle)
    assert not root.exists()


def test_a_string_where_a_list_of_globs_is_expected_is_refused(tiny, capfd):
    """``include: "*.h"`` was split into '*', '.', 'h' and silently acquired README.md and LICENSE."""
    data = yaml.safe_load((tiny / "sources.yaml").read_text())
    data["sources"][0]["include"] = "*.h"
    (tiny / "sources.yaml").write_text(yaml.safe_dump(data))
    code, lines = _run_main(capfd, *_args(tiny, tiny / "lake"))
    _assert_refused(code, lines, "'include'", "expected a list of strings", "['*.h']")
    assert not (tiny / "lake").exists()


@pytest.mark.parametrize(
    ("settings", "needles"),
    [
        (
            {"filter": {"max_line_length": "2000"}},
            ("filter.max_line_length", "expected an integer", "'2000'"),
        ),
        ({"filter": {"extensions": ".h"}}, ("filter.extensions", "list of strings")),
        ({"dedup": {"threshold": 7}}, ("dedup.threshold", "between 0.0 and 1.0")),
        ({"dedup": {"near": "yes"}}, ("dedup.near", "true or false")),
        ({"filter": {"min_bytes": 5_000_000}}, ("filter.min_bytes (5000000) exceeds filter.max_bytes",)),
        ({"pack": {"seq_len": 3_000_000_000}}, ("pack.seq_len",)),
        ({"filter": {"max_line_lenght": 10}}, ("unknown keys", "max_line_lenght")),
        ({"filters": {}}, ("unknown section 'filters'",)),
    ],
)
def test_settings_of_the_wrong_type_or_range_are_refused(tiny, capfd, settings, needles):
    bad = write_settings(tiny / "bad.yaml", **settings)
    data = yaml.safe_load(bad.read_text())
    data.update(settings)  # write_settings keeps the license section; a bad one replaces it
    bad.write_text(yaml.safe_dump(data))
    root = tiny / "lake"
    code, lines = _run_main(capfd, *_args(tiny, root, "--config", str(bad)))
    _assert_refused(code, lines, str(bad), *needles)
    assert not root.exists()


def test_a_root_that_is_a_file_is_refused(tiny, capfd):
    root = tiny / "lake.txt"
    root.write_text("not a folder\n")
    code, lines = _run_main(capfd, *_args(tiny, root))
    _assert_refused(code, lines, "is a file, not a folder")
    assert root.read_text() == "not a folder\n"
    code, lines = _run_main(capfd, *_args(tiny, root / "sub"))
    _assert_refused(code, lines, "is a file, not a folder")


def test_unknown_until_stage_and_missing_revision_are_refused_before_any_stage(tiny, capfd):
    root = tiny / "lake"
    code, lines = _run_main(capfd, *_args(tiny, root, "--until", "filtre"))
    _assert_refused(code, lines, "'filtre'", "unknown stage")
    code, lines = _run_main(capfd, *_args(tiny, root, "--tokenizer-revision", "0" * 16))
    _assert_refused(code, lines, "tokenizer revision 0000000000000000 not found")
    assert not root.exists()  # before: acquire..scrub ran, then the tokenizer stage failed


def test_a_missing_source_folder_is_refused_before_any_stage(tiny, capfd):
    (tiny / "sources.yaml").write_text(
        yaml.safe_dump({"sources": [{"name": "a", "path": str(tiny / "gone")}]})
    )
    code, lines = _run_main(capfd, *_args(tiny, tiny / "lake"))
    _assert_refused(code, lines, "source 'a'", "does not exist")
    assert not (tiny / "lake").exists()


def test_the_installed_command_exits_2_with_one_line(tiny):
    """The same through a real process: exit status 2, one stderr line, nothing under the root."""
    root = tiny / "lake"
    proc = run_cli(*_args(tiny, root, "--vocab-size", str(2**32)), check=False)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.strip().splitlines() == [
        "cppcorpus: configuration: tokenizer.vocab_size: must be between 1 and 16777216, got 4294967296 "
        "(--vocab-size / vocab_size)"
    ]
    assert not root.exists()


# ---- the checker itself: driven by the dataclass field types --------------------------------------


def _sections() -> list[tuple[str, str, typing.Any]]:
    cfg = PipelineConfig()
    out = []
    for section in dataclasses.fields(PipelineConfig):
        value = getattr(cfg, section.name)
        if not dataclasses.is_dataclass(value):
            continue
        hints = typing.get_type_hints(type(value))
        out.extend((section.name, f.name, hints[f.name]) for f in dataclasses.fields(value))
    return out


@pytest.mark.parametrize(("section", "name", "tp"), _sections(), ids=lambda x: str(x))
def test_every_setting_of_every_section_rejects_a_value_of_the_wrong_type(section, name, tp):
    """A field a stage adds later is covered too: this list is read from the dataclasses."""
    wrong = {"not": "a setting"} if not (tp is dict or typing.get_origin(tp) is dict) else ["a", "list"]
    with pytest.raises(ConfigError, match=rf"s\.yaml: {section}\.{name}: expected "):
        apply_overrides(PipelineConfig(), {section: {name: wrong}}, origin="s.yaml")


def test_defaults_validate_and_integers_are_accepted_where_numbers_are_expected():
    cfg = PipelineConfig()
    assert validate_config(cfg) == cfg
    six = apply_overrides(cfg, {"filter": {"max_entropy_bits": 6}})
    assert six.filter.max_entropy_bits == 6.0 and isinstance(six.filter.max_entropy_bits, float)
    # 6 and 6.0 are the same setting, so they must give the same version ids
    assert dataclasses.asdict(six) == dataclasses.asdict(
        apply_overrides(cfg, {"filter": {"max_entropy_bits": 6.0}})
    )


def test_uppercase_commit_ids_are_normalized_and_bad_ones_say_what_is_wrong():
    (spec,) = parse_sources(
        {"sources": [{"name": "x", "git": "https://h/r.git", "revision": "ABCDEF0123" * 4}]}
    )
    assert spec.revision == "abcdef0123" * 4
    with pytest.raises(ConfigError, match=r"'main' is 4 characters long, a full commit id has 40 \(SHA-1\)"):
        parse_sources({"sources": [{"name": "x", "git": "https://h/r.git", "revision": "main"}]})
    with pytest.raises(ConfigError, match=r"non-hex character 'g' at position 39"):
        parse_sources({"sources": [{"name": "x", "git": "https://h/r.git", "revision": "a" * 39 + "g"}]})
    with pytest.raises(ConfigError, match=r"'revision' must be a string, got the integer"):
        parse_sources({"sources": [{"name": "x", "git": "https://h/r.git", "revision": 1234567890}]})


# ---- the DAG's task bodies: the same checks from params --------------------------------------------


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        ({"vocab_size": "4096"}, "params.vocab_size: expected an integer, got str '4096'"),
        ({"seq_len": True}, "params.seq_len: expected an integer"),
        ({"vocab_size": 2**32}, "tokenizer.vocab_size: must be between 1 and 16777216, got 4294967296"),
        ({"root": ""}, "params.root: required"),
    ],
)
def test_the_first_dag_task_refuses_bad_params_before_writing(tiny, change, needle):
    from pipeline.orchestration import preflight

    root = tiny / "lake"
    params = {
        "sources": str(tiny / "sources.yaml"),
        "root": str(root),
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(tiny / "settings.yaml"),
        **change,
    }
    with pytest.raises(ConfigError) as err:
        preflight(params)
    assert needle in str(err.value) and "\n" not in str(err.value)
    assert not root.exists()


def test_the_first_dag_task_refuses_a_root_that_is_a_file(tiny):
    from pipeline.orchestration import preflight

    (tiny / "lake").write_text("x")
    params = {
        "sources": str(tiny / "sources.yaml"),
        "root": str(tiny / "lake"),
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(tiny / "settings.yaml"),
    }
    with pytest.raises(ConfigError, match="is a file, not a folder"):
        preflight(params)


@pytest.mark.parametrize("name", ["pipeline.config", "pipeline.preflight"])
def test_docstring_examples(name):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
