"""The real Airflow: DagBag integrity, and `airflow dags test cpp_corpus` on a small real corpus."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from corpus import REPO, STDCXX, copy_headers, run_cli, write_settings

pytestmark = pytest.mark.airflow
VENV_BIN = Path(os.sys.executable).parent


def _airflow_env(home: Path) -> dict:
    env = {
        **os.environ,
        "PATH": f"{VENV_BIN}:{os.environ['PATH']}",
        "AIRFLOW_HOME": str(home),
        "AIRFLOW__CORE__DAGS_FOLDER": str(REPO / "dags"),
        "AIRFLOW__CORE__PLUGINS_FOLDER": str(REPO / "plugins"),
        "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
        "PYTHONWARNINGS": "ignore",
    }
    env.pop("AIRFLOW__CORE__UNIT_TEST_MODE", None)
    return env


@pytest.fixture(scope="module")
def airflow_home(tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("airflow")
    subprocess.run(["airflow", "db", "migrate"], env=_airflow_env(home), check=True, capture_output=True)
    return home


def _stage_layout() -> dict[str, list[tuple[str, bool]]]:
    """The registry's stages and their steps (name, mapped) under the default settings: what the DAG must lay out."""
    from pipeline.config import PipelineConfig
    from pipeline.runner import ORDER, step_names

    return {name: step_names(name, PipelineConfig()) for name in ORDER}


def test_dagbag_imports_cleanly_and_follows_policy(airflow_home):
    code = """
import json, sys, time
from airflow.dag_processing.dagbag import DagBag
t = time.monotonic()
bag = DagBag(dag_folder=sys.argv[1])
dag = bag.dags["cpp_corpus"]
ranks = dag.params.get_param("ranks")
print(json.dumps({"errors": {k: str(v) for k, v in bag.import_errors.items()}, "seconds": time.monotonic() - t,
  "tasks": sorted(dag.task_ids), "params": sorted(dag.params.keys()), "schedule": str(dag.schedule),
  "ranks": {"default": ranks.value, "minimum": ranks.schema.get("minimum"), "maximum": ranks.schema.get("maximum")},
  "retries": sorted({t.retries for t in dag.tasks}), "queues": {t.task_id: t.queue for t in dag.tasks},
  "mapped": {t.task_id: bool(getattr(t, "is_mapped", False)) for t in dag.tasks},
  "upstream": {t.task_id: sorted(t.upstream_task_ids) for t in dag.tasks},
  "downstream": {t.task_id: sorted(t.downstream_task_ids) for t in dag.tasks}}))
"""
    proc = subprocess.run(
        [str(VENV_BIN / "python"), "-c", code, str(REPO / "dags")],
        env=_airflow_env(airflow_home),
        capture_output=True,
        text=True,
        check=True,
    )
    info = json.loads(proc.stdout.strip().splitlines()[-1])
    assert info["errors"] == {}
    assert (
        info["seconds"] < 30
    )  # the layout comes from the registry at parse time: within dagbag_import_timeout
    from pipeline.runner import STAGES

    layout = _stage_layout()
    steps = {f"{stage}.{step}": (stage, mapped) for stage, ss in layout.items() for step, mapped in ss}
    gate_tasks = [*(f"validate_{s}" for s in layout), *(f"gate_{s}" for s in layout)]
    assert info["tasks"] == sorted(["preflight", *steps, *gate_tasks, "finish"])
    assert {"sources", "root", "seq_len", "vocab_size", "tokenizer_revision", "ranks"} <= set(info["params"])
    assert info["ranks"]["default"] >= 2 and info["ranks"]["minimum"] == 1 and info["ranks"]["maximum"] >= 64
    assert min(info["retries"]) >= 1 and info["schedule"] == "@weekly"
    for task_id, (stage, mapped) in steps.items():
        # a mapped step is one task instance per rank; a single step, one task; the GPU stages keep their queue
        assert info["mapped"][task_id] is mapped, task_id
        assert info["queues"][task_id] == ("gpu" if stage in ("tokenizer", "chunk") else "default"), task_id
        # a stage waits only for the gates of its upstream stages (and the preflight), and its steps in order
        allowed = {
            "preflight",
            *(f"gate_{u}" for u in STAGES[stage].upstream),
            *(f"{stage}.{s}" for s, _ in layout[stage]),
        }
        assert set(info["upstream"][task_id]) <= allowed, (task_id, info["upstream"][task_id])
    for stage, ss in layout.items():
        names = [f"{stage}.{s}" for s, _ in ss]
        for before, after in zip(names, names[1:], strict=False):
            assert after in info["downstream"][before]
        # every stage is followed by its gate: each rank validates its shards, then one task decides
        assert info["downstream"][names[-1]] == [f"gate_{stage}", f"validate_{stage}"]
        assert info["mapped"][f"validate_{stage}"] and not info["mapped"][f"gate_{stage}"]
        assert f"gate_{stage}" in info["downstream"][f"validate_{stage}"]
        assert info["queues"][f"gate_{stage}"] == info["queues"][f"validate_{stage}"] == "default"
        for up in STAGES[stage].upstream:  # only the gate feeds the next stage
            assert names[0] in info["downstream"][f"gate_{up}"]
    first = f"acquire.{layout['acquire'][0][0]}"
    assert info["upstream"]["preflight"] == [] and first in info["downstream"]["preflight"]


def _small_sources(tmp: Path) -> Path:
    a = tmp / "src"
    copy_headers(STDCXX / "bits", a / "bits", 12, "stl_*.h")
    (a / "README.md").write_text("not C++\n" * 20)
    sources = tmp / "sources.yaml"
    sources.write_text(f"sources:\n  - name: a\n    path: {a}\n")
    # 3 files per acquire shard: 5 shards, so every rank of 2 or 4 has shards of its own to write
    write_settings(tmp / "settings.yaml", acquire={"shard_docs": 3})
    return sources


def _dags_test(home: Path, conf: dict, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["airflow", "dags", "test", "cpp_corpus", "--conf", json.dumps(conf)],
        env={**_airflow_env(home), **(env or {})},
        capture_output=True,
        text=True,
        timeout=900,
    )


def _task_instances(home: Path) -> list[tuple[str, int, str]]:
    """(task_id, map_index, state) of every task instance of the newest cpp_corpus run."""
    with sqlite3.connect(home / "airflow.db") as db:
        run_id = db.execute(
            "select run_id from dag_run where dag_id='cpp_corpus' order by id desc limit 1"
        ).fetchone()[0]
        return sorted(
            db.execute(
                "select task_id, map_index, state from task_instance where dag_id='cpp_corpus' and run_id=?",
                (run_id,),
            ).fetchall()
        )


def _task_states(home: Path) -> dict[str, str]:
    """task_id -> its state (a mapped task's instances joined: 'success' when every rank succeeded)."""
    states: dict[str, set] = {}
    for task_id, _, state in _task_instances(home):
        states.setdefault(task_id, set()).add(state)
    return {t: ",".join(sorted(map(str, s))) for t, s in states.items()}


IGNORED = {"_stats.json", "_validation.json"}  # timings and GX run metadata; runs/ records the run itself


def _outputs(root: Path) -> dict[str, bytes]:
    """Every file under the root but the run records, timings and GX metadata; manifests without gate.seconds."""
    files = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if not p.is_file() or rel.startswith("runs/") or p.name in IGNORED:
            continue
        data = p.read_bytes()
        if p.name == "_manifest.json":
            manifest = json.loads(data)
            del manifest["gate"]["seconds"]
            data = json.dumps(manifest, sort_keys=True).encode()
        files[rel] = data
    return files


@pytest.fixture(scope="module")
def ranked_runs(airflow_home, tmp_path_factory) -> dict:
    """`airflow dags test cpp_corpus` with 1, 2 and 4 ranks, each into its own root, and the CLI with one worker."""
    tmp = tmp_path_factory.mktemp("ranked")
    sources = _small_sources(tmp)
    base = {"sources": str(sources), "seq_len": 256, "vocab_size": 4096, "config": str(tmp / "settings.yaml")}
    runs: dict = {"conf": base}
    for ranks in (1, 2, 4):
        conf = {**base, "root": str(tmp / f"lake-{ranks}"), "ranks": ranks}
        proc = _dags_test(airflow_home, conf)
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
        runs[ranks] = {
            "root": tmp / f"lake-{ranks}",
            "conf": conf,
            "instances": _task_instances(airflow_home),
        }
    run_cli(
        "run",
        "--sources",
        str(sources),
        "--root",
        str(tmp / "cli"),
        "--config",
        base["config"],
        "--seq-len",
        "256",
        "--vocab-size",
        "4096",
        "--workers",
        "1",
    )
    runs["cli"] = tmp / "cli"
    return runs


@pytest.mark.slow
def test_dags_test_with_1_2_and_4_ranks_writes_the_same_bytes_as_the_cli(ranked_runs):
    layout = _stage_layout()
    for ranks in (1, 2, 4):
        instances = ranked_runs[ranks]["instances"]
        assert {state for _, _, state in instances} == {"success"}, instances
        for stage, steps in layout.items():  # a mapped step ran as one task instance per rank
            for step, mapped in steps:
                indexes = sorted(i for t, i, _ in instances if t == f"{stage}.{step}")
                assert indexes == (list(range(ranks)) if mapped else [-1]), (stage, step, ranks)
    cli = _outputs(ranked_runs["cli"])
    latest = json.loads((ranked_runs["cli"] / "runs" / "latest.json").read_text())["stages"]
    assert set(latest) == set(layout)
    for stage, version in latest.items():  # every stage's manifest and data, the tokenizer revision too
        assert f"{stage}/{version}/_manifest.json" in cli
    assert any(k.startswith("tokenizers/") for k in cli)
    assert len([k for k in cli if k.startswith("acquire/") and "/part-" in k]) == 5
    for ranks in (1, 2, 4):
        root = ranked_runs[ranks]["root"]
        assert json.loads((root / "runs" / "latest.json").read_text())["stages"] == latest
        dag = _outputs(root)
        assert sorted(dag) == sorted(cli), ranks
        different = [k for k in cli if dag[k] != cli[k]]
        assert different == [], (ranks, different)


@pytest.mark.slow
def test_a_rerun_with_another_number_of_ranks_is_all_cache_hits(airflow_home, ranked_runs):
    """The world size is not part of any version: the 2-rank run's outputs serve a 4-rank run unchanged."""
    root = ranked_runs[2]["root"]
    latest = json.loads((root / "runs" / "latest.json").read_text())["stages"]
    assert (root / "export" / latest["export"] / "cppcorpus.bin").stat().st_size > 0
    dirs = sorted(str(p) for p in root.glob("*/*"))
    mtimes = {p: p.stat().st_mtime_ns for p in root.glob("*/*/*")}
    time.sleep(0.05)
    again = _dags_test(airflow_home, {**ranked_runs[2]["conf"], "ranks": 4})
    assert again.returncode == 0, again.stdout[-3000:] + again.stderr[-3000:]
    assert set(_task_states(airflow_home).values()) == {"success"}
    assert sorted(str(p) for p in root.glob("*/*")) == dirs
    changed = [p for p, t in mtimes.items() if p.stat().st_mtime_ns != t and "runs" not in p.parts]
    assert changed == []  # nothing rewritten: no shard, no manifest, no _stats.json
    logs = again.stdout + again.stderr
    assert sum("cache hit, nothing to do" in line for line in logs.splitlines()) >= len(latest)


@pytest.mark.slow
def test_a_failing_suite_fails_its_gate_and_nothing_downstream_runs(airflow_home, tmp_path):
    import shutil

    suites = tmp_path / "expectations"
    shutil.copytree(REPO / "expectations", suites)
    suite = json.loads((suites / "filter.json").read_text())
    # A stricter suite than the data can meet: no document may exceed 500 bytes.
    suite["expectations"].append(
        {"type": "expect_column_values_to_be_between", "kwargs": {"column": "n_bytes", "max_value": 500}}
    )
    (suites / "filter.json").write_text(json.dumps(suite))
    sources = _small_sources(tmp_path)
    root = tmp_path / "lake"
    conf = {
        "sources": str(sources),
        "root": str(root),
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(tmp_path / "settings.yaml"),
    }
    # No retries: a failing suite fails the same way every time (the DAG's default is 2 retries).
    _dags_test(airflow_home, conf, env={"CPPCORPUS_EXPECTATIONS": str(suites), "CPPCORPUS_TASK_RETRIES": "0"})
    states = _task_states(airflow_home)
    filter_steps = [t for t in states if t.startswith("filter.")]
    assert states["gate_acquire"] == "success" and {states[t] for t in filter_steps} == {"success"}
    assert states["validate_filter"] == "success"  # the ranks validated their shards; the merge decides
    assert states["gate_filter"] == "failed"
    done = {"preflight", "validate_acquire", "gate_acquire", "validate_filter", "gate_filter", *filter_steps}
    done |= {t for t in states if t.startswith("acquire.")}
    for downstream in set(states) - done:  # every later stage's steps and gates, and finish
        assert states[downstream] == "upstream_failed", (downstream, states)
    (filter_dir,) = list((root / "filter").iterdir())
    assert not (filter_dir / "_manifest.json").exists()
    result = json.loads((filter_dir / "_validation.json").read_text())
    assert result["success"] is False
    assert not (root / "dedup").exists()


@pytest.mark.slow
@pytest.mark.s3
def test_dags_test_with_the_root_on_s3_through_an_airflow_connection(airflow_home, s3_server, tmp_path):
    sources = _small_sources(tmp_path)
    root = s3_server.fresh_root("dag")
    conf = {
        "sources": str(sources),
        "root": root,
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(tmp_path / "settings.yaml"),
    }
    # Credentials reach the tasks only through the connection: no AWS_* variables in the environment.
    assert not {"AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_ENDPOINT_URL"} & set(os.environ)
    env = {"AIRFLOW_CONN_CPPCORPUS_STORE": s3_server.airflow_connection_json()}
    proc = _dags_test(airflow_home, conf, env=env)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert set(_task_states(airflow_home).values()) == {"success"}
    fs = s3_server.filesystem()
    latest = json.loads(fs.cat_file(f"{root.removeprefix('s3://')}/runs/latest.json"))["stages"]
    prefix = f"{root.removeprefix('s3://')}/export/{latest['export']}/cppcorpus"
    assert fs.size(prefix + ".bin") > 0 and fs.size(prefix + ".idx") > 0
    for secret in (s3_server.secret_key, s3_server.access_key):
        assert secret not in proc.stdout and secret not in proc.stderr


@pytest.mark.slow
def test_bad_settings_fail_the_first_task_with_one_clear_line_and_nothing_runs(airflow_home, tmp_path):
    """A wrong type in the settings file fails `preflight` at once (no retries) and nothing is written."""
    import yaml

    sources = _small_sources(tmp_path)
    settings = yaml.safe_load((tmp_path / "settings.yaml").read_text())
    settings["filter"] = {"max_line_length": "2000"}
    (tmp_path / "settings.yaml").write_text(yaml.safe_dump(settings))
    root = tmp_path / "lake"
    conf = {
        "sources": str(sources),
        "root": str(root),
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(tmp_path / "settings.yaml"),
    }
    t0 = time.monotonic()
    proc = _dags_test(airflow_home, conf)  # the DAG's default 2 retries stay on: a ConfigError must skip them
    assert time.monotonic() - t0 < 240, "the task was retried"
    states = _task_states(airflow_home)
    assert states["preflight"] == "failed", states
    assert {s for t, s in states.items() if t != "preflight"} == {"upstream_failed"}, states
    assert not root.exists()
    message = "filter.max_line_length: expected an integer, got the string '2000'"
    logs = (
        proc.stdout
        + proc.stderr
        + "".join(p.read_text(errors="replace") for p in (airflow_home / "logs").rglob("*") if p.is_file())
    )
    assert message in logs
