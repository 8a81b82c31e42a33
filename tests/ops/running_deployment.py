"""The loopback deployment (scripts/deploy.py) as tests/ops and benchmarks/faults.py use it: started and
stopped by PID, an API client on it, and a Celery worker SIGKILLed mid-task.

The worker kill: a DAG run is triggered through the REST API on a corpus sharded finely enough that
the ``acquire.read`` task writes shards for several seconds; once its first shard is on S3, the worker
running it is killed as its machine would die: SIGKILL to every process of the worker's session (the
Celery worker, its pool and the task runner, which sits in a process group of its own). The scheduler
misses the task's heartbeats for ``[scheduler] task_instance_heartbeat_timeout`` (60 s), fails the try,
and after the retry delay (``CPPCORPUS_TASK_RETRY_DELAY_S``, 10 s here) the other default-queue worker
runs try 2. The killed worker is started again (``deploy.py restart-worker``) once the run is over.

Nothing here imports Airflow: the deployment is driven through its command line and REST API.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import subprocess
import sys
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from corpus import REPO, STDCXX, copy_headers, write_settings
from deploy_api import AirflowAPI

DEPLOY = REPO / "scripts" / "deploy.py"
DAG_ID = "cpp_corpus"
#: scripts/deploy.py runs two copies of the default-queue worker (and one GPU worker)
DEFAULT_WORKERS = ("airflow-worker-1", "airflow-worker-2")
#: A failed task is retried after 10 s rather than the DAG's 2 minutes (the worker kill waits for one).
TASK_RETRY_DELAY_S = "10"

KILLED_STAGE = "acquire"  # the first stage: the kill comes early, and the rest of the run still follows
KILLED_TASK = "acquire.read"  # its mapped step that reads the files; the run has one rank (map index 0)
KILL_FILES, KILL_SHARD_DOCS = 40, 2  # 20 acquire shards: the task writes for several seconds
KILL_RUN_ARGS = {"seq_len": 256, "vocab_size": 4096, "ranks": 1}


class DeploymentFailed(RuntimeError):
    """``deploy.py up`` or ``down`` exited non-zero."""


@dataclass
class Deployment:
    """A running deployment: its directory, the settings of its ``env`` file, and an API client."""

    directory: Path
    settings: dict[str, str] = field(repr=False)
    api: AirflowAPI

    @property
    def logs(self) -> Path:
        return self.directory / "logs"

    def processes(self) -> dict[str, int]:
        """Process name -> PID, as ``deploy.py`` recorded them in ``state.json``."""
        return json.loads((self.directory / "state.json").read_text())["processes"]

    def s3_filesystem(self):
        import s3fs

        return s3fs.S3FileSystem(
            key=self.settings["CPPCORPUS_S3_ACCESS_KEY"],
            secret=self.settings["CPPCORPUS_S3_SECRET_KEY"],
            client_kwargs={"endpoint_url": self.settings["CPPCORPUS_S3_ENDPOINT"]},
            skip_instance_cache=True,
        )

    def storage_options(self) -> dict:
        return {
            "key": self.settings["CPPCORPUS_S3_ACCESS_KEY"],
            "secret": self.settings["CPPCORPUS_S3_SECRET_KEY"],
            "client_kwargs": {"endpoint_url": self.settings["CPPCORPUS_S3_ENDPOINT"]},
        }

    def secrets(self) -> dict[str, str]:
        """Every credential of this deployment (the env file's and the processes' generated ones)."""
        found = {
            k: v
            for k, v in self.settings.items()
            if k in ("AIRFLOW_PASSWORD", "CPPCORPUS_S3_ACCESS_KEY", "CPPCORPUS_S3_SECRET_KEY")
        }
        for name, value in _process_secrets(self.processes()["airflow-scheduler"]).items():
            found[name] = value
        return found


def _process_secrets(scheduler_pid: int) -> dict[str, str]:
    """The generated secrets in the environment of the deployment's scheduler (read from /proc)."""
    environ = dict(
        item.split("=", 1)
        for item in Path(f"/proc/{scheduler_pid}/environ").read_bytes().decode().split("\0")
        if "=" in item
    )
    names = ("AIRFLOW__CORE__FERNET_KEY", "AIRFLOW__API_AUTH__JWT_SECRET", "AIRFLOW__API__SECRET_KEY")
    out = {n: environ[n] for n in names}
    sql = environ["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"]
    out["POSTGRES_PASSWORD"] = sql.split("://", 1)[1].split("@", 1)[0].split(":", 1)[1]
    broker = environ["AIRFLOW__CELERY__BROKER_URL"]
    out["REDIS_PASSWORD"] = broker.split("://:", 1)[1].split("@", 1)[0]
    return out


def deploy_module():
    """scripts/deploy.py as a module (its process helpers: ``session_members``, ``kill_session``)."""
    spec = importlib.util.spec_from_file_location("cppcorpus_deploy_ops", DEPLOY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _deploy(directory: Path, *args: str, timeout: float) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "CPPCORPUS_DEPLOY_DIR": str(directory),
        "CPPCORPUS_TASK_RETRY_DELAY_S": TASK_RETRY_DELAY_S,
    }
    return subprocess.run(
        [sys.executable, str(DEPLOY), *args], env=env, capture_output=True, text=True, timeout=timeout
    )


@contextlib.contextmanager
def started(directory: Path) -> Iterator[Deployment]:
    """``deploy.py up --no-cron`` in ``directory`` (the DAG parsed and unpaused); ``deploy.py down`` on
    leaving, whatever happened (``down`` stops every process ``up`` recorded, by PID)."""
    up = _deploy(directory, "up", "--no-cron", timeout=600)
    try:
        if up.returncode != 0:
            raise DeploymentFailed(f"deploy up failed:\n{up.stdout[-3000:]}\n{up.stderr[-3000:]}")
        settings = dict(
            line.split("=", 1) for line in (directory / "env").read_text().splitlines() if "=" in line
        )
        api = AirflowAPI(settings["AIRFLOW_URL"], settings["AIRFLOW_USER"], settings["AIRFLOW_PASSWORD"])
        api.wait_for_dag(DAG_ID)
        api.patch(f"/api/v2/dags/{DAG_ID}", {"is_paused": False})
        yield Deployment(directory, settings, api)
    finally:
        down = _deploy(directory, "down", timeout=300)
        if down.returncode != 0 and sys.exc_info()[0] is None:  # never hide the error that got us here
            raise DeploymentFailed(f"deploy down failed:\n{down.stderr[-2000:]}")


def kill_corpus(base: Path) -> tuple[Path, Path]:
    """sources.yaml of 40 real libstdc++ headers and settings.yaml with 2 documents per acquire shard."""
    copy_headers(STDCXX / "bits", base / "src", KILL_FILES, "*.h")
    sources = base / "sources.yaml"
    sources.write_text(f"sources:\n  - name: libstdcxx-bits\n    path: {base / 'src'}\n")
    settings = write_settings(base / "settings.yaml", acquire={"shard_docs": KILL_SHARD_DOCS})
    return sources, settings


def _committed_shards(fs, stage_dir: str) -> list[str]:
    fs.invalidate_cache()
    return [p for p in fs.glob(f"{stage_dir}/*/part-*.parquet") if ".tmp" not in p]


def kill_worker_mid_task(
    deployment: Deployment, sources: Path, settings: Path, timeout_s: float = 1500
) -> dict[str, Any]:
    """Trigger a run, SIGKILL the worker running :data:`KILLED_TASK` once a shard is written, wait for the
    run's end, start the worker again. Returns what happened (see :func:`worker_kill_figures`)."""
    deploy = deploy_module()
    api = deployment.api
    root = f"s3://cppcorpus/kill-{uuid.uuid4().hex[:10]}"
    conf = {"sources": str(sources), "root": root, "config": str(settings), **KILL_RUN_ARGS}
    run_id = api.post(f"/api/v2/dags/{DAG_ID}/dagRuns", {"logical_date": None, "conf": conf})["dag_run_id"]
    ti_path = f"/api/v2/dags/{DAG_ID}/dagRuns/{run_id}/taskInstances/{KILLED_TASK}/0"
    fs = deployment.s3_filesystem()
    stage_dir = f"{root.removeprefix('s3://')}/{KILLED_STAGE}"

    deadline = time.monotonic() + 600
    while True:  # until the task runs (on a default worker: its hostname and PID are recorded)
        try:
            ti = api.get(ti_path)
        except AssertionError as exc:  # a mapped step's instance exists once the preflight has run
            if "HTTP 404" not in str(exc):
                raise
            ti = {"state": None, "hostname": None, "pid": None}
        assert ti["state"] in (None, "scheduled", "queued", "running"), f"{KILLED_TASK} ended unkilled: {ti}"
        if ti["state"] == "running" and ti["hostname"] and ti["pid"]:
            break
        assert time.monotonic() < deadline, f"{KILLED_TASK} never ran: {ti}"
        time.sleep(0.2)
    while not _committed_shards(fs, stage_dir):  # until its first shard is written
        assert time.monotonic() < deadline, f"{KILLED_TASK} wrote no shard: {api.get(ti_path)}"
        time.sleep(0.05)

    worker = ti["hostname"].split(".", 1)[0]
    worker_pid = deployment.processes()[worker]
    session_before = deploy.session_members(worker_pid)
    killed = deploy.kill_session(worker_pid)
    killed_at = datetime.now().astimezone()
    shards_at_kill = len(_committed_shards(fs, stage_dir))
    left = deploy.session_members(worker_pid)
    try:
        finished = api.wait_for_run(DAG_ID, run_id, timeout=timeout_s)
        tries = api.get(f"{ti_path}/tries")["task_instances"]
        tis = api.task_instances(DAG_ID, run_id)
    finally:  # the deployment as the other ops tests found it: every worker up
        restart = _deploy(deployment.directory, "restart-worker", worker, timeout=300)
    return {
        "run": finished,
        "root": root,
        "worker": worker,
        "ti_at_kill": ti,
        "session_before": session_before,
        "killed": killed,
        "left_after_kill": left,
        "killed_at": killed_at,
        "shards_at_kill": shards_at_kill,
        "tries": sorted(tries, key=lambda t: t["try_number"]),
        "tis": tis,
        "restart": restart,
        "restarted_pid": deployment.processes()[worker] if restart.returncode == 0 else None,
    }


def _seconds(start: str | None, end: str | datetime | None) -> float | None:
    if start is None or end is None:  # a try that never started or never ended
        return None
    end = end if isinstance(end, datetime) else datetime.fromisoformat(end)
    return round((end - datetime.fromisoformat(start)).total_seconds(), 1)


def worker_kill_figures(killed_run: dict[str, Any]) -> dict[str, Any]:
    """What a reader of a fault report wants from :func:`kill_worker_mid_task`: which task and worker
    were killed, where the retry ran, the run's final state, and the recovery times."""
    tries, run = killed_run["tries"], killed_run["run"]
    first, last = tries[0], tries[-1]
    killed_at = killed_run["killed_at"]
    states = {t: ti["state"] for t, ti in killed_run["tis"].items()}
    return {
        "case": "Celery worker SIGKILLed mid-task",
        "task": KILLED_TASK,
        "map_index": 0,
        "killed_worker": killed_run["worker"],
        "task_pid_at_kill": killed_run["ti_at_kill"]["pid"],
        "processes_killed": len(killed_run["killed"]),
        "processes_left_after_kill": len(killed_run["left_after_kill"]),
        "shards_written_at_kill": killed_run["shards_at_kill"],
        "tries": [
            {
                "try_number": t["try_number"],
                "worker": (t["hostname"] or "").split(".", 1)[0],
                "state": t["state"],
                "seconds": None if t["duration"] is None else round(t["duration"], 1),
            }
            for t in tries
        ],
        "retried_on": last["hostname"].split(".", 1)[0] if len(tries) > 1 else None,
        "run_state": run["state"],
        "task_states": dict(sorted(Counter(str(v) for v in states.values()).items())),
        "tasks_retried": sorted(t for t, ti in killed_run["tis"].items() if ti["try_number"] != 1),
        "killed_worker_restarted": killed_run["restart"].returncode == 0,
        "try1_seconds_before_kill": _seconds(first["start_date"], killed_at),
        "kill_to_try1_failed_s": _seconds(killed_at.isoformat(), first["end_date"]),
        "kill_to_retry_start_s": _seconds(killed_at.isoformat(), last["start_date"]),
        "kill_to_retry_success_s": _seconds(killed_at.isoformat(), last["end_date"]),
        "kill_to_run_end_s": _seconds(killed_at.isoformat(), run["end_date"]),
        "run_seconds": _seconds(run["start_date"], run["end_date"]),
    }
