"""The real Airflow: DagBag integrity, and `airflow dags test cpp_corpus` on a small real corpus."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from corpus import REPO, STDCXX, copy_headers, write_settings

pytestmark = pytest.mark.airflow
VENV_BIN = Path(os.sys.executable).parent


def _airflow_env(home: Path) -> dict:
    env = {**os.environ, "PATH": f"{VENV_BIN}:{os.environ['PATH']}", "AIRFLOW_HOME": str(home),
           "AIRFLOW__CORE__DAGS_FOLDER": str(REPO / "dags"), "AIRFLOW__CORE__PLUGINS_FOLDER": str(REPO / "plugins"),
           "AIRFLOW__CORE__LOAD_EXAMPLES": "False", "PYTHONWARNINGS": "ignore"}
    env.pop("AIRFLOW__CORE__UNIT_TEST_MODE", None)
    return env


@pytest.fixture(scope="module")
def airflow_home(tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("airflow")
    subprocess.run(["airflow", "db", "migrate"], env=_airflow_env(home), check=True, capture_output=True)
    return home


def test_dagbag_imports_cleanly_and_follows_policy(airflow_home):
    code = """
import json, sys, time
from airflow.dag_processing.dagbag import DagBag
t = time.monotonic()
bag = DagBag(dag_folder=sys.argv[1])
dag = bag.dags["cpp_corpus"]
print(json.dumps({"errors": {k: str(v) for k, v in bag.import_errors.items()}, "seconds": time.monotonic() - t,
  "tasks": sorted(dag.task_ids), "params": sorted(dag.params.keys()), "schedule": str(dag.schedule),
  "retries": sorted({t.retries for t in dag.tasks}), "queues": {t.task_id: t.queue for t in dag.tasks},
  "downstream": {t.task_id: sorted(t.downstream_task_ids) for t in dag.tasks}}))
"""
    proc = subprocess.run([str(VENV_BIN / "python"), "-c", code, str(REPO / "dags")], env=_airflow_env(airflow_home),
                          capture_output=True, text=True, check=True)
    info = json.loads(proc.stdout.strip().splitlines()[-1])
    assert info["errors"] == {}
    stages = ["acquire", "filter", "license", "dedup", "scrub", "tokenizer", "chunk", "tokenize", "pack", "export"]
    assert info["tasks"] == sorted(stages + [f"gate_{s}" for s in stages] + ["finish"])
    assert {"sources", "root", "seq_len", "vocab_size", "tokenizer_revision"} <= set(info["params"])
    assert min(info["retries"]) >= 1 and info["schedule"] == "@weekly"
    assert info["queues"]["tokenizer"] == "gpu"
    for s in stages:  # every stage is followed by its gate, and only the gate feeds the next stage
        assert info["downstream"][s] == [f"gate_{s}"]
    assert "filter" in info["downstream"]["gate_acquire"]


def _small_sources(tmp: Path) -> Path:
    a = tmp / "src"
    copy_headers(STDCXX / "bits", a / "bits", 12, "stl_*.h")
    (a / "README.md").write_text("not C++\n" * 20)
    sources = tmp / "sources.yaml"
    sources.write_text(f"sources:\n  - name: a\n    path: {a}\n")
    write_settings(tmp / "settings.yaml")
    return sources


def _dags_test(home: Path, conf: dict, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(["airflow", "dags", "test", "cpp_corpus", "--conf", json.dumps(conf)],
                          env={**_airflow_env(home), **(env or {})}, capture_output=True, text=True, timeout=900)


def _task_states(home: Path) -> dict[str, str]:
    with sqlite3.connect(home / "airflow.db") as db:
        run_id = db.execute("select run_id from dag_run where dag_id='cpp_corpus' order by id desc limit 1").fetchone()[0]
        rows = db.execute("select task_id, state from task_instance where dag_id='cpp_corpus' and run_id=?",
                          (run_id,)).fetchall()
    return dict(rows)


@pytest.mark.slow
def test_dags_test_runs_every_stage_and_a_rerun_is_all_cache_hits(airflow_home, tmp_path):
    sources = _small_sources(tmp_path)
    root = tmp_path / "lake"
    conf = {"sources": str(sources), "root": str(root), "seq_len": 256, "vocab_size": 4096,
            "config": str(tmp_path / "settings.yaml")}
    proc = _dags_test(airflow_home, conf)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    states = _task_states(airflow_home)
    assert set(states.values()) == {"success"}, states
    latest = json.loads((root / "runs" / "latest.json").read_text())["stages"]
    assert set(latest) == {"acquire", "filter", "license", "dedup", "scrub", "tokenizer", "chunk", "tokenize", "pack", "export"}
    for stage, version in latest.items():
        assert (root / stage / version / "_manifest.json").exists()
    assert (root / "export" / latest["export"] / "cppcorpus.bin").stat().st_size > 0
    dirs = sorted(str(p) for p in root.glob("*/*"))
    mtimes = {p: p.stat().st_mtime_ns for p in root.glob("*/*/_manifest.json")}
    time.sleep(0.05)
    again = _dags_test(airflow_home, conf)
    assert again.returncode == 0
    assert sorted(str(p) for p in root.glob("*/*")) == dirs
    assert {p: p.stat().st_mtime_ns for p in root.glob("*/*/_manifest.json")} == mtimes  # nothing rewritten


@pytest.mark.slow
def test_a_failing_suite_fails_its_gate_and_nothing_downstream_runs(airflow_home, tmp_path):
    import shutil

    suites = tmp_path / "expectations"
    shutil.copytree(REPO / "expectations", suites)
    suite = json.loads((suites / "filter.json").read_text())
    # A stricter suite than the data can meet: no document may exceed 500 bytes.
    suite["expectations"].append({"type": "expect_column_values_to_be_between",
                                  "kwargs": {"column": "n_bytes", "max_value": 500}})
    (suites / "filter.json").write_text(json.dumps(suite))
    sources = _small_sources(tmp_path)
    root = tmp_path / "lake"
    conf = {"sources": str(sources), "root": str(root), "seq_len": 256, "vocab_size": 4096,
            "config": str(tmp_path / "settings.yaml")}
    # No retries: a failing suite fails the same way every time (the DAG's default is 2 retries).
    _dags_test(airflow_home, conf, env={"CPPCORPUS_EXPECTATIONS": str(suites), "CPPCORPUS_TASK_RETRIES": "0"})
    states = _task_states(airflow_home)
    assert states["gate_acquire"] == "success" and states["filter"] == "success"
    assert states["gate_filter"] == "failed"
    for downstream in ("license", "gate_license", "dedup", "scrub", "tokenizer", "chunk", "tokenize", "pack", "export",
                       "finish"):
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
    conf = {"sources": str(sources), "root": root, "seq_len": 256, "vocab_size": 4096,
            "config": str(tmp_path / "settings.yaml")}
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
    """A wrong type in the settings file fails `acquire` at once (no retries) and nothing is written."""
    import yaml

    sources = _small_sources(tmp_path)
    settings = yaml.safe_load((tmp_path / "settings.yaml").read_text())
    settings["filter"] = {"max_line_length": "2000"}
    (tmp_path / "settings.yaml").write_text(yaml.safe_dump(settings))
    root = tmp_path / "lake"
    conf = {"sources": str(sources), "root": str(root), "seq_len": 256, "vocab_size": 4096,
            "config": str(tmp_path / "settings.yaml")}
    t0 = time.monotonic()
    proc = _dags_test(airflow_home, conf)  # the DAG's default 2 retries stay on: a ConfigError must skip them
    assert time.monotonic() - t0 < 240, "the task was retried"
    states = _task_states(airflow_home)
    assert states["acquire"] == "failed", states
    assert {s for t, s in states.items() if t != "acquire"} == {"upstream_failed"}, states
    assert not root.exists()
    message = "filter.max_line_length: expected an integer, got the string '2000'"
    logs = proc.stdout + proc.stderr + "".join(p.read_text(errors="replace") for p in (airflow_home / "logs").rglob("*")
                                               if p.is_file())
    assert message in logs
