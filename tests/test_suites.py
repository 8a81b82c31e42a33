"""The suites in ``expectations/`` are what ``pipeline.suites`` generates from the stages' schemas.

If a test here fails after a stage's schema or checks changed: ``python -m pipeline.suites --write``.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pyarrow as pa
import pytest

from pipeline import gates, suites
from pipeline.config import PipelineConfig
from pipeline.gates import GateFailed, type_name, validate_output
from pipeline.stages.base import Stage, registry

CFG = PipelineConfig()
DOCUMENT_STAGES = {"acquire", "filter", "license", "dedup", "scrub"}


def type_checks(suite: dict) -> dict[str, dict]:
    """The suite's type checks by column."""
    return {
        e["kwargs"]["column"].removeprefix("type:"): e
        for e in suite["expectations"]
        if e["kwargs"].get("column", "").startswith("type:")
    }


def accepts(check: dict, name: str) -> bool:
    """Whether a type check passes a column whose Arrow type is called ``name``."""
    kw = check["kwargs"]
    if check["type"] == "expect_column_values_to_be_in_set":
        return name in kw["value_set"]
    assert check["type"] == "expect_column_values_to_match_regex", check
    return re.search(kw["regex"], name) is not None


def with_column(stage: Stage, field: pa.Field) -> Stage:
    """A copy of ``stage`` whose output schema has one more column."""
    changed = copy.copy(stage)
    schema = stage.output_schema(CFG).append(field)
    changed.output_schema = lambda cfg: schema  # type: ignore[method-assign]
    return changed


def test_committed_suites_are_what_the_code_generates() -> None:
    assert suites.stale(gates.expectations_dir()) == [], "run: python -m pipeline.suites --write"
    assert sorted(p.stem for p in gates.expectations_dir().glob("*.json")) == sorted(registry())
    assert suites.main(["--check"]) == 0


@pytest.mark.parametrize("name", ["scrub", "pack"])
def test_a_schema_change_shows_up_in_the_suite(name: str, monkeypatch, tmp_path) -> None:
    stage = registry()[name]
    committed = json.loads((gates.expectations_dir() / f"{name}.json").read_text())
    changed = suites.suite(with_column(stage, pa.field("lines", pa.int32())), CFG)
    new = [e for e in changed["expectations"] if e not in committed["expectations"]]
    assert new == [suites.type_check("lines", pa.int32())]
    assert new[0]["kwargs"] == {"column": "type:lines", "value_set": ["int32"]}
    assert len(changed["expectations"]) == len(committed["expectations"]) + 1

    # the check names the stale file, and --write brings the folder back in line
    stages = {**registry(), name: with_column(stage, pa.field("lines", pa.int32()))}
    monkeypatch.setattr(suites, "registry", lambda: stages)
    assert suites.stale(gates.expectations_dir()) == [f"{name}.json"]
    assert suites.main(["--check"]) == 1
    for p in gates.expectations_dir().glob("*.json"):
        (tmp_path / p.name).write_text(p.read_text())
    assert suites.main(["--write", "--dir", str(tmp_path)]) == 0
    assert type_checks(json.loads((tmp_path / f"{name}.json").read_text()))["lines"] == new[0]
    assert suites.stale(tmp_path) == []


def test_a_type_change_in_the_schema_changes_the_check() -> None:
    stage = copy.copy(registry()["scrub"])
    stage.schema = stage.schema.set(
        stage.schema.get_field_index("redactions"), pa.field("redactions", pa.int64())
    )
    assert type_checks(suites.suite(stage, CFG))["redactions"]["kwargs"]["value_set"] == ["int64"]


@pytest.mark.parametrize("name", sorted(registry()))
def test_type_checks_come_from_the_schema(name: str) -> None:
    stage = registry()[name]
    schema = stage.output_schema(CFG)
    spec = suites.spec_of(stage)
    checks = type_checks(suites.suite(stage, CFG))
    assert set(checks) == set(schema.names) - set(spec.untyped)
    for f in schema:
        if f.name in spec.untyped:
            continue
        assert accepts(checks[f.name], type_name(f.type)), (name, f.name, type_name(f.type))
        if f.name not in spec.loose_types:  # exact: the schema's type and nothing else
            assert checks[f.name]["kwargs"]["value_set"] == [type_name(f.type)]


def test_document_checks_are_in_every_document_shaped_suite_only() -> None:
    common = suites.document_checks(None)
    shaped = {n for n, s in registry().items() if suites.is_document_shaped(s.output_schema(CFG))}
    assert shaped == DOCUMENT_STAGES
    for name, stage in registry().items():
        exps = suites.suite(stage, CFG)["expectations"]
        has = [e in exps for e in common]
        assert all(has) if name in DOCUMENT_STAGES else not all(has), name
    assert suites.is_document_shaped(registry()["license"].output_schema(CFG))
    assert not suites.is_document_shaped(registry()["export"].output_schema(CFG))  # no text


def test_pack_suite_does_not_depend_on_seq_len() -> None:
    pack = registry()["pack"]
    suites_by_len = {n: suites.suite(pack, CFG.with_overrides(seq_len=n)) for n in (64, 4096, 8192)}
    assert suites_by_len[64] == suites_by_len[4096] == suites_by_len[8192]
    # the list sizes do differ; type names hold none
    assert pack.output_schema(CFG.with_overrides(seq_len=64)) != pack.output_schema(CFG)


def test_an_exemption_for_a_column_the_schema_lacks_is_an_error(monkeypatch) -> None:
    spec = suites.SPECS["export"]
    monkeypatch.setitem(suites.SPECS, "export", suites.SuiteSpec(spec.notes, untyped=("no_such_column",)))
    with pytest.raises(ValueError, match="no_such_column"):
        suites.suite(registry()["export"], CFG)


def test_every_suite_parameter_is_a_gate_parameter_of_its_stage() -> None:
    for name, stage in registry().items():
        needed = {p for p in gates.required_params(name) if not p.startswith("counts_")}
        assert needed <= set(stage.gate_params(CFG)), name


def test_gates_know_the_registry_stages() -> None:
    assert gates.stage_names() == tuple(registry())
    assert set(gates.DERIVATIONS) <= set(registry())
    with pytest.raises(ValueError, match="unknown stage 'nope'"):
        validate_output("nope", [], counts={"rows": 0})


def _last_exact_string(stage: Stage) -> str:
    spec = suites.spec_of(stage)
    names = [
        f.name
        for f in stage.output_schema(CFG)
        if f.type == pa.string() and f.name not in spec.untyped and f.name not in spec.loose_types
    ]
    return names[-1]


def _type_results(name: str, table: pa.Table) -> dict[str, bool]:
    stage = registry()[name]
    try:
        result = validate_output(
            name, [table], counts={"rows": table.num_rows}, params=stage.gate_params(CFG)
        )
    except GateFailed as e:
        result = e.result
    out: dict[str, Any] = {}
    for r in result["results"]:
        if r["kwargs"].get("column", "").startswith("type:"):
            out[r["kwargs"]["column"].removeprefix("type:")] = r["success"]
    return out


@pytest.mark.parametrize("name", sorted(registry()))
def test_the_stage_schema_passes_its_gate_type_checks_and_another_type_fails(name: str) -> None:
    """Real GX on an empty shard of the stage's own schema with one string column made large_string."""
    schema = registry()[name].output_schema(CFG)
    column = _last_exact_string(registry()[name])
    wrong = schema.set(schema.get_field_index(column), pa.field(column, pa.large_string()))
    results = _type_results(name, pa.Table.from_pylist([], schema=wrong))
    assert {c for c, ok in results.items() if not ok} == {column}
    assert set(results) == set(schema.names) - set(suites.spec_of(registry()[name]).untyped)
