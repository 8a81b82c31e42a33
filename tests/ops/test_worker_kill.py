"""A Celery worker SIGKILLed mid-task: the task is retried on the other default-queue worker and the DAG
run completes with the same outputs as an uninterrupted run.

How the worker is killed and the deployment started: tests/ops/running_deployment.py (which
benchmarks/faults.py's ``worker-kill`` case runs too). In short: the worker running ``acquire.read`` is
SIGKILLed, its whole session, once the task's first shard is on S3; the scheduler fails the try after
60 s without heartbeats and the other default-queue worker runs try 2 after the 10 s retry delay.
"""

from __future__ import annotations

import json

import pytest
from corpus import REPO, run_cli
from running_deployment import (
    DEFAULT_WORKERS,
    KILL_RUN_ARGS,
    KILLED_STAGE,
    KILLED_TASK,
    deploy_module,
    kill_corpus,
    kill_worker_mid_task,
    worker_kill_figures,
)

from pipeline import ledger
from pipeline.runner import ORDER
from pipeline.store import ObjectStore

pytestmark = [pytest.mark.slow, pytest.mark.deploy, pytest.mark.airflow, pytest.mark.s3]

ARTIFACT = REPO / "test-artifacts" / "ops" / "worker_kill.json"


@pytest.fixture(scope="module")
def sources_and_settings(tmp_path_factory: pytest.TempPathFactory):
    return kill_corpus(tmp_path_factory.mktemp("kill"))


@pytest.fixture(scope="module")
def killed_run(deployment, sources_and_settings):
    """Trigger a run, SIGKILL the worker running ``acquire.read`` once a shard is written, wait for the
    run's end, start the worker again. Returns what happened, for the tests below."""
    return kill_worker_mid_task(deployment, *sources_and_settings)


def test_the_task_was_killed_mid_task_with_its_worker(killed_run):
    """The process recorded for the running task instance was in the worker's session, and nothing of
    that session survived the SIGKILL."""
    ti = killed_run["ti_at_kill"]
    assert killed_run["worker"] in DEFAULT_WORKERS, ti["hostname"]
    assert ti["try_number"] == 1 and ti["state"] == "running"
    assert ti["pid"] in killed_run["session_before"], (ti["pid"], killed_run["session_before"])
    assert ti["pid"] in killed_run["killed"]
    assert killed_run["left_after_kill"] == []
    assert killed_run["shards_at_kill"] >= 1


def test_the_retry_ran_on_the_other_worker_and_the_run_succeeded(killed_run):
    """Try 1 (on the killed worker) failed by heartbeat timeout; try 2 ran on the other worker."""
    tries = killed_run["tries"]
    states = {t: ti["state"] for t, ti in killed_run["tis"].items()}
    assert killed_run["run"]["state"] == "success", states
    assert set(states.values()) == {"success"}, states
    assert [t["try_number"] for t in tries] == [1, 2], tries
    first, second = tries
    assert first["hostname"].split(".", 1)[0] == killed_run["worker"]
    assert first["state"] == "failed", first
    (other,) = set(DEFAULT_WORKERS) - {killed_run["worker"]}
    assert second["hostname"].split(".", 1)[0] == other, second
    assert second["state"] == "success"
    # every other task ran once
    retried = {t for t, ti in killed_run["tis"].items() if ti["try_number"] != 1}
    assert retried == {KILLED_TASK}, retried


def test_the_outputs_equal_an_uninterrupted_runs(killed_run, deployment, sources_and_settings, tmp_path):
    """The ledger balances, and every committed version (ids and export bytes) equals those of the CLI
    run of the same sources and settings on a local root: the kill changed nothing in the outputs."""
    sources, settings = sources_and_settings
    store = ObjectStore(killed_run["root"], storage_options=deployment.storage_options())
    versions = ledger.latest_run(store)
    assert set(versions) == set(ORDER)
    report = ledger.compute(store, versions)["sources"]
    assert report["libstdcxx-bits"]["exported"] > 0
    assert all(s["balanced"] for s in report.values()), report

    reference = tmp_path / "lake"
    run_cli(
        "run",
        "--sources",
        str(sources),
        "--root",
        str(reference),
        "--config",
        str(settings),
        "--seq-len",
        str(KILL_RUN_ARGS["seq_len"]),
        "--vocab-size",
        str(KILL_RUN_ARGS["vocab_size"]),
    )
    want = ledger.latest_run(ObjectStore(str(reference)))
    assert versions == want
    assert ledger.compute(ObjectStore(str(reference)), want)["sources"] == report
    fs = deployment.s3_filesystem()
    for stage in (KILLED_STAGE, "export"):
        folder = reference / stage / want[stage]
        data = sorted(p.name for p in folder.iterdir() if not p.name.startswith("_"))
        assert data, folder
        remote = f"{killed_run['root'].removeprefix('s3://')}/{stage}/{versions[stage]}"
        names = sorted(p.rsplit("/", 1)[1] for p in fs.ls(remote))
        assert [n for n in names if not n.startswith("_")] == data
        for name in data:
            assert fs.cat_file(f"{remote}/{name}") == (folder / name).read_bytes(), f"{stage}/{name}"


def test_the_killed_worker_is_back_and_recovery_is_recorded(killed_run, deployment):
    """deploy.py restart-worker starts the killed worker again; the figures go to test-artifacts."""
    restart = killed_run["restart"]
    assert restart.returncode == 0, restart.stdout[-2000:] + restart.stderr[-2000:]
    pid = deployment.processes()[killed_run["worker"]]
    assert pid == killed_run["restarted_pid"]
    assert pid not in killed_run["killed"] and deploy_module().session_members(pid)

    figures = worker_kill_figures(killed_run)
    print(json.dumps(figures))
    ARTIFACT.parent.mkdir(parents=True, exist_ok=True)
    ARTIFACT.write_text(json.dumps(figures, indent=2) + "\n")
    assert figures["killed_worker_restarted"]
    # the heartbeat timeout (60 s), its detection interval (10 s), the retry delay (10 s) and the
    # retry itself, with room for a busy machine
    assert 50 <= figures["kill_to_retry_start_s"] <= 300, figures
