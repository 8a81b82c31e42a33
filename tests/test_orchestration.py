"""The DAG's task bodies without Airflow: the ranks param, the preflight, and a stage run as step tasks
(every rank of every step, then the gate) writing the bytes of the in-process runner."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from corpus import STDCXX, copy_headers, write_settings

from pipeline.config import ConfigError
from pipeline.orchestration import check_params, gate_step, preflight, stage_graph, step_task, validate_task


@pytest.fixture
def params(tmp_path: Path) -> dict:
    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 10, "stl_*.h")
    (tmp_path / "sources.yaml").write_text(f"sources:\n  - name: a\n    path: {src}\n")
    write_settings(tmp_path / "settings.yaml", acquire={"shard_docs": 2})  # 5 acquire shards
    return {
        "sources": str(tmp_path / "sources.yaml"),
        "root": str(tmp_path / "lake"),
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(tmp_path / "settings.yaml"),
    }


@pytest.mark.parametrize(
    ("ranks", "needle"),
    [
        (0, "params.ranks: the number of ranks each mapped step runs as must be between 1 and 1024, got 0"),
        (1025, "must be between 1 and 1024, got 1025"),
        ("2", "params.ranks: expected an integer, got str '2'"),
        (True, "params.ranks: expected an integer, got bool True"),
    ],
)
def test_the_ranks_param_is_checked_before_anything_runs(params, ranks, needle):
    with pytest.raises(ConfigError) as err:
        preflight({**params, "ranks": ranks})
    assert needle in str(err.value)
    assert not Path(params["root"]).exists()


def test_the_preflight_returns_the_ranks_to_map_over_and_writes_nothing(params):
    assert preflight({**params, "ranks": 3})["ranks"] == [0, 1, 2]
    assert preflight(params)["ranks"] == [0]  # no ranks param: one rank
    check_params({**params, "ranks": 1024})
    assert not Path(params["root"]).exists()


def test_the_stage_graph_is_the_registry_in_order():
    from pipeline.runner import ORDER, STAGES

    graph = stage_graph()
    assert [p.name for p in graph] == list(ORDER)
    for plan in graph:
        assert plan.upstream == STAGES[plan.name].upstream and plan.steps
        assert all(graph.index(p) < graph.index(plan) for p in graph if p.name in plan.upstream)
    tokenizer = next(p for p in graph if p.name == "tokenizer")
    assert tokenizer.upstream == ("scrub",)  # the full graph, even though a pinned revision reads nothing


def _plan(name: str):
    return next(p for p in stage_graph() if p.name == name)


def _files(root: Path) -> dict[str, bytes]:
    out = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if p.is_file() and not rel.startswith("runs/") and p.name not in ("_stats.json", "_validation.json"):
            data = p.read_bytes()
            if p.name == "_manifest.json":
                m = json.loads(data)
                del m["gate"]["seconds"]
                data = json.dumps(m).encode()
            out[rel] = data
    return out


@pytest.mark.slow
def test_stages_run_as_step_tasks_over_3_ranks_write_the_runners_bytes(params, tmp_path):
    """acquire → scrub as the DAG runs them (each rank of each step a task, then the gate) against
    ``run_pipeline`` in one process: the same files, byte for byte; the gate records the tasks' timings."""
    from pipeline.orchestration import config_from_params
    from pipeline.runner import run_pipeline
    from pipeline.store import ObjectStore

    params = {**params, "ranks": 3}
    checked = json.loads(json.dumps(preflight(params)))  # as the tasks get it, through XCom (JSON)
    ranks, plan = checked["ranks"], checked["plan"]
    gates: dict[str, str] = {}
    for stage in stage_graph():
        upstream = {u: gates[u] for u in stage.upstream}
        reports = {}
        for step, mapped in stage.steps:
            if mapped:
                reports[step] = [
                    step_task(stage.name, step, params, upstream, r, len(ranks), plan=plan) for r in ranks
                ]
            else:
                reports[step] = step_task(stage.name, step, params, upstream, plan=plan)
        # the gate's mapped half: each rank validates the shards it owns
        parts = [validate_task(stage.name, params, upstream, r, len(ranks), plan=plan) for r in ranks]
        assert sum(p["shards"] for p in parts) == len(
            list(Path(params["root"]).glob(f"{stage.name}/*/part-*"))
        )
        gates[stage.name] = gate_step(stage.name, params, upstream, reports, plan=plan)
        assert gates[stage.name] == plan[stage.name]["version"]
        if stage.name == "scrub":
            break
    root = Path(params["root"])
    stats = json.loads((root / "acquire" / gates["acquire"] / "_stats.json").read_text())
    assert stats["workers"] == 3 and set(stats["step_seconds"]) == {s for s, _ in _plan("acquire").steps}
    assert stats["rank_seconds"] >= stats["produce_seconds"] > 0
    assert len(list((root / "acquire" / gates["acquire"]).glob("part-*.parquet"))) == 5

    reference = tmp_path / "reference"
    cfg = config_from_params(params)
    summary = run_pipeline(ObjectStore(str(reference)), cfg, until="scrub")
    assert {s: o["version"] for s, o in summary["stages"].items()} == gates
    assert _files(root) == _files(reference)

    # a re-run is all cache hits: the steps find their version committed, the gate rewrites nothing
    # (planned here, without the preflight's plan)
    before = {p: p.stat().st_mtime_ns for p in root.rglob("*") if p.is_file()}
    upstream = {"acquire": gates["acquire"]}
    reports = {step: [step_task("filter", step, params, upstream, 1, 3)] for step, _ in _plan("filter").steps}
    assert {r["version"] for rs in reports.values() for r in rs} == {gates["filter"]}
    assert {r["shards"] for rs in reports.values() for r in rs} == {0}
    assert validate_task("filter", params, upstream, 1, 3)["shards"] == 0
    assert gate_step("filter", params, upstream, reports) == gates["filter"]
    assert {p: p.stat().st_mtime_ns for p in root.rglob("*") if p.is_file()} == before
    # the preflight's plan holds only for the upstream versions it planned
    with pytest.raises(RuntimeError, match="filter: planned for inputs"):
        step_task("filter", _plan("filter").steps[0][0], params, {"acquire": "0" * 16}, plan=plan)


def test_a_gate_refuses_a_stage_whose_steps_did_not_all_run(params):
    plan = _plan("acquire")
    steps = [step for step, _ in plan.steps]
    with pytest.raises(RuntimeError, match=re.escape(f"steps {steps} that no task ran")):
        gate_step(plan.name, params, {}, {})
    # a step the run's settings do not have does nothing (the DAG lays out the default settings' steps)
    report = step_task(plan.name, "no-such-step", params, {})
    assert report["shards"] == 0 and not list(Path(params["root"]).rglob("part-*"))
