"""The distributed deployment (make up) for real: the DAG triggered through the REST API runs to success
on the Celery workers (the tokenizer on the `gpu` one) with its root on S3; no credential leaks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipeline.config import PipelineConfig
from pipeline.runner import ORDER, step_names

pytestmark = [pytest.mark.slow, pytest.mark.deploy, pytest.mark.airflow, pytest.mark.s3]

STAGES = list(ORDER)  # the stage graph, as the DAG builds it
STEP_TASKS = {f"{s}.{step}" for s in STAGES for step, _ in step_names(s, PipelineConfig())}  # <stage>.<step>
# a gate is a mapped validate_<stage> (each rank its shards) then gate_<stage> (merge and commit)
GATE_TASKS = {f"{kind}_{s}" for s in STAGES for kind in ("validate", "gate")}
# scripts/deploy.py: two copies of the default-queue worker, one GPU worker
DEFAULT_WORKERS = ("airflow-worker-1", "airflow-worker-2")
GPU_WORKER = "airflow-worker-gpu"
# the DAG puts these on the `gpu` queue: the tokenizer trains there, chunk runs the one encode call
GPU_STAGES = {"tokenizer", "chunk"}


@pytest.fixture(scope="module")
def api_run(deployment, tiny_sources, deploy_root):
    """One DAG run triggered through POST /api/v2/dags/cpp_corpus/dagRuns; (run, task instances, root)."""
    root = deploy_root
    conf = {
        "sources": str(tiny_sources),
        "root": root,
        "seq_len": 256,
        "vocab_size": 4096,
        "config": str(tiny_sources.parent / "settings.yaml"),
    }
    run = deployment.api.post("/api/v2/dags/cpp_corpus/dagRuns", {"logical_date": None, "conf": conf})
    finished = deployment.api.wait_for_run("cpp_corpus", run["dag_run_id"])
    tis = deployment.api.task_instances("cpp_corpus", run["dag_run_id"])
    return finished, tis, root


def test_the_run_succeeds_with_every_task_on_a_celery_worker(api_run):
    run, tis, _ = api_run
    states = {t: ti["state"] for t, ti in tis.items()}
    assert run["state"] == "success", states
    assert set(tis) == {"preflight", *STEP_TASKS, *GATE_TASKS, "finish"}
    assert set(states.values()) == {"success"}, states
    for task_id, ti in tis.items():
        # deploy_hostname: "<worker service>.<machine>", so the hostname names the worker that ran it.
        worker = ti["hostname"].split(".", 1)[0]
        if task_id in STEP_TASKS and task_id.split(".", 1)[0] in GPU_STAGES:
            assert (worker, ti["queue"]) == (GPU_WORKER, "gpu"), ti
        else:
            assert worker in DEFAULT_WORKERS, (task_id, ti["hostname"])
            assert ti["queue"] == "default", (task_id, ti["queue"])


def test_the_root_is_on_s3_and_the_ledger_balances(api_run, deployment):
    from pipeline import ledger
    from pipeline.store import ObjectStore

    _, _, root = api_run
    store = ObjectStore(root, storage_options=deployment.storage_options())
    versions = ledger.latest_run(store)
    assert set(versions) == set(STAGES)
    report = ledger.compute(store, versions)["sources"]
    assert report["libstdcxx-stl"]["exported"] > 0
    assert all(s["balanced"] for s in report.values()), report
    fs = deployment.s3_filesystem()
    export = f"{root.removeprefix('s3://')}/export/{versions['export']}"
    assert fs.size(f"{export}/cppcorpus.bin") > 0
    assert fs.exists(f"{export}/_manifest.json")
    # The run went through the connection `cppcorpus_store`: the workers have no AWS_* variables.
    state = json.loads((deployment.directory / "state.json").read_text())
    for worker in (*DEFAULT_WORKERS, GPU_WORKER):
        environ = Path(f"/proc/{state['processes'][worker]}/environ").read_bytes().decode().split("\0")
        assert not [v for v in environ if v.startswith("AWS_")], worker


def test_no_credential_in_logs_manifests_or_run_records(api_run, deployment):
    """Every process log and task log of the deployment, and every JSON object under the root."""
    _, _, root = api_run
    secrets = deployment.secrets()
    assert len(secrets) >= 7 and all(len(v) >= 12 for v in secrets.values())
    logs = [p for p in deployment.directory.rglob("*.log") if p.is_file()]
    logs += [p for p in (deployment.directory / "airflow" / "logs").rglob("*") if p.is_file()]
    task_logs = [p for p in logs if "dag_id=cpp_corpus" in str(p)]
    assert len(task_logs) >= len(STAGES), "the task logs were not found"
    for path in logs:
        text = path.read_text(errors="replace")
        leaked = [name for name, value in secrets.items() if value in text]
        assert not leaked, f"{path} contains {leaked}"
    fs = deployment.s3_filesystem()
    objects = [p for p in fs.find(root.removeprefix("s3://")) if p.endswith(".json")]
    assert any(p.endswith("runs/latest.json") for p in objects)
    assert any(p.endswith("_manifest.json") for p in objects)
    for path in objects:
        text = fs.cat_file(path).decode(errors="replace")
        leaked = [name for name, value in secrets.items() if value in text]
        assert not leaked, f"s3://{path} contains {leaked}"


def test_the_plugin_serves_the_report_and_data_docs_in_the_api_server(api_run, deployment, tmp_path):
    """plugins/cppcorpus_plugin.py, loaded by the running api-server: the report of the S3 run agrees with
    the ledger, the Data Docs list the gates' suites, anonymous callers are refused, no credential shows."""
    import urllib.error
    import urllib.request

    from pipeline import ledger
    from pipeline.store import ObjectStore

    _, _, root = api_run
    api = deployment.api
    plugins = {p["name"]: p for p in api.get("/api/v2/plugins")["plugins"]}
    assert "cppcorpus" in plugins, sorted(plugins)
    views = {v["name"]: v for v in plugins["cppcorpus"]["external_views"]}
    assert set(views) == {"Corpus report", "Data Docs"}
    assert views["Corpus report"]["href"] == "/cppcorpus/report"

    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"{api.url}/cppcorpus/report?root={root}", timeout=30)
    assert refused.value.code in (401, 403)

    status, page, url = api.get_text(f"/cppcorpus/report?root={root}")
    assert status == 200 and "Corpus report" in page and page.count("data:image/png;base64,") == 7
    assert url.startswith(f"{api.url}/cppcorpus/files/report/") and url.endswith("/index.html")
    status, docs, _ = api.get_text(f"/cppcorpus/docs/?root={root}")
    assert status == 200
    for stage in STAGES:
        assert stage in docs, stage

    # The numbers behind the plots, beside the page the plugin rendered for this S3 root.
    status, raw, _ = api.get_text(url.removeprefix(api.url).replace("/index.html", "/report.json"))
    assert status == 200
    data = json.loads(raw)
    book = ledger.compute(ObjectStore(root, storage_options=deployment.storage_options()), data["versions"])[
        "sources"
    ]
    assert {k: (v["acquired"], v["exported"]) for k, v in data["sources"].items()} == {
        k: (v["acquired"], v["exported"]) for k, v in book.items()
    }
    for text in (page, docs, raw):
        assert not [n for n, v in deployment.secrets().items() if v in text]
