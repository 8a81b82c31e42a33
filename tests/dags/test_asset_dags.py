"""Assets: the export and tokenizer-revision assets, the consumer DAG and the tokenizer backfill DAG."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest
from corpus import REPO, STDCXX, copy_headers, last_json, run_cli, write_settings
from test_cpp_corpus_dag import VENV_BIN, _airflow_env, airflow_home  # noqa: F401 - the shared fixture

pytestmark = pytest.mark.airflow


def test_consumer_and_backfill_dags_are_scheduled_on_the_assets(airflow_home):  # noqa: F811
    code = """
import json, sys
from airflow.dag_processing.dagbag import DagBag
bag = DagBag(dag_folder=sys.argv[1])
def assets(dag):
    cond = getattr(dag.timetable, "asset_condition", None)
    return sorted(a.name for a in getattr(cond, "objects", [])) if cond is not None else None
def outlets(dag):
    return {t.task_id: sorted(o.name for o in t.outlets) for t in dag.tasks if t.outlets}
print(json.dumps({"errors": {k: str(v) for k, v in bag.import_errors.items()},
  "schedules": {d: assets(bag.dags[d]) for d in ("train_on_export", "tokenizer_backfill", "cpp_corpus")},
  "outlets": {d: outlets(bag.dags[d]) for d in ("tokenizer_backfill", "cpp_corpus")},
  "backfill_queue": bag.dags["tokenizer_backfill"].get_task("backfill").queue,
  "backfill_params": sorted(bag.dags["tokenizer_backfill"].params.keys())}))
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
    assert info["schedules"] == {
        "train_on_export": ["cppcorpus_export"],
        "tokenizer_backfill": ["cppcorpus_tokenizer_revision"],
        "cpp_corpus": None,
    }
    assert info["outlets"] == {
        "tokenizer_backfill": {"backfill": ["cppcorpus_export"]},
        "cpp_corpus": {"finish": ["cppcorpus_export", "cppcorpus_new_tokenizer_revision"]},
    }
    assert info["backfill_queue"] == "gpu"
    assert {"root", "tokenizer_revision", "from_date", "to_date"} <= set(info["backfill_params"])


@pytest.mark.slow
def test_dags_test_tokenizer_backfill_reexports_stored_snapshots(airflow_home, tmp_path):  # noqa: F811
    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 10, "stl_*.h")
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: a\n    path: {src}\n")
    settings = write_settings(tmp_path / "settings.yaml")
    root = tmp_path / "lake"
    args = ("--root", str(root), "--config", str(settings), "--seq-len", "256", "--vocab-size", "4096")
    conf = {
        "sources": str(sources),
        "root": str(root),
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(settings),
    }
    for _ in range(2):  # the scheduled refresh of 2026-11-01, then a re-run of it (all cache hits)
        proc = subprocess.run(
            ["airflow", "dags", "test", "cpp_corpus", "2026-11-01", "--conf", json.dumps(conf)],
            env=_airflow_env(airflow_home),
            capture_output=True,
            text=True,
            timeout=900,
        )
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
        with sqlite3.connect(airflow_home / "airflow.db") as db:
            announced = [
                json.loads(e)
                for (e,) in db.execute(
                    "select e.extra from asset_event e join asset a on a.id = e.asset_id"
                    " where a.name='cppcorpus_tokenizer_revision'"
                )
            ]
        assert len(announced) == 1  # the revision is announced once, when it is new
    first_record = json.loads((root / "runs" / "snapshots" / "2026-11-01.json").read_text())
    first = {
        "tokenizer_revision": announced[0]["revision"],
        "stages": {k: {"version": v} for k, v in first_record["stages"].items()},
    }
    assert list(first_record["exports"]) == [first["tokenizer_revision"]]
    (src / "added.h").write_text("struct added { int v; };\n" * 30)
    second = last_json(run_cli("run", "--sources", str(sources), *args, "--snapshot", "2026-11-08").stdout)
    other = write_settings(tmp_path / "other.yaml", tokenizer={"sample_bytes": 100_000})
    revision = last_json(
        run_cli(
            "run",
            "--sources",
            str(sources),
            "--root",
            str(root),
            "--config",
            str(other),
            "--seq-len",
            "256",
            "--vocab-size",
            "4096",
            "--until",
            "tokenizer",
            "--snapshot",
            "later",
        ).stdout
    )["tokenizer_revision"]
    conf = {
        "root": str(root),
        "tokenizer_revision": revision,
        "from_date": "2026-11-01",
        "to_date": "2026-11-08",
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(settings),
    }
    proc = subprocess.run(
        ["airflow", "dags", "test", "tokenizer_backfill", "--conf", json.dumps(conf)],
        env=_airflow_env(airflow_home),
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    with sqlite3.connect(airflow_home / "airflow.db") as db:
        states = db.execute(
            "select task_id, map_index, state from task_instance where dag_id='tokenizer_backfill'"
            " and run_id=(select run_id from dag_run where dag_id='tokenizer_backfill'"
            " order by id desc limit 1)"
        ).fetchall()
        extras = [
            json.loads(e)
            for (e,) in db.execute(
                "select e.extra from asset_event e join asset a on a.id = e.asset_id where a.name='cppcorpus_export'"
            )
        ]
    assert sorted(states) == [
        ("backfill", 0, "success"),
        ("backfill", 1, "success"),
        ("revision", -1, "success"),
        ("snapshots", -1, "success"),
    ]
    for date, refresh in (("2026-11-01", first), ("2026-11-08", second)):
        record = json.loads((root / "runs" / "snapshots" / f"{date}.json").read_text())
        assert set(record["exports"]) == {refresh["tokenizer_revision"], revision}
        assert record["stages"]["acquire"] == refresh["stages"]["acquire"]["version"]
        export = record["exports"][revision]["export"]
        event = next(
            e for e in extras if e.get("snapshot") == date and e.get("tokenizer_revision") == revision
        )
        assert event["tokenizer_revision"] == revision and event["export_version"] == export
        assert event["tokens"] > 0 and Path(event["export_prefix"] + ".bin").exists()
