"""The Airflow UI of the deployment in a real browser (headless Debian chromium through Selenium).

Log in, open cpp_corpus, see the graph with every stage and gate, trigger a run through the Params form
with a non-default seq_len, watch it finish, open a gate's log. Screenshots are saved under the test's
tmp dir and copied to test-artifacts/ui/ in the repository (the path is printed).
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
from corpus import REPO

from pipeline.runner import ORDER

pytestmark = [pytest.mark.slow, pytest.mark.deploy, pytest.mark.airflow]

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
STAGES = list(ORDER)  # the stage graph, as the DAG builds it
# the graph's nodes: each stage is a task group of its steps (collapsed until opened), then its gate:
# validate_<stage> (mapped over the ranks) and gate_<stage> (merge and commit)
TASKS = {"preflight", *STAGES, *(f"{kind}_{s}" for s in STAGES for kind in ("validate", "gate")), "finish"}
SEQ_LEN = 384  # not the DAG's default (2048)


@pytest.fixture(scope="module")
def browser():
    """Headless chromium; the flags keep it off the (closed) network and let it run as root."""
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.fail(
            "chromium/chromedriver are missing: Debian packages chromium chromium-driver (make setup)"
        )
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-dev-shm-usage",
        "--window-size=1800,1100",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.implicitly_wait(15)
    try:
        yield driver
    finally:
        driver.quit()


def _wait(condition, timeout: float = 60, what: str = "the page"):
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.5)


def _type(element, text: str) -> None:
    """Replace a (React-controlled) input's value the way a user does: select all, type."""
    from selenium.webdriver.common.keys import Keys

    element.send_keys(Keys.CONTROL, "a")
    element.send_keys(Keys.DELETE)
    element.send_keys(text)


def test_the_ui_graph_trigger_form_run_and_gate_log(
    deployment, browser, tiny_sources, deploy_root, tmp_path, capsys
):
    from selenium.webdriver.common.by import By

    url = deployment.settings["AIRFLOW_URL"]
    shots = tmp_path / "screenshots"
    shots.mkdir()

    def shot(name: str) -> None:
        browser.save_screenshot(str(shots / f"{name}.png"))

    # Log in (the FAB auth manager's form).
    browser.get(url)
    browser.find_element(By.ID, "username").send_keys(deployment.settings["AIRFLOW_USER"])
    browser.find_element(By.ID, "password").send_keys(deployment.settings["AIRFLOW_PASSWORD"])
    shot("01-login")
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    _wait(lambda: "/auth/login" not in browser.current_url, what="the login to finish")

    # The DAG's graph: every stage and every gate is a node.
    browser.get(f"{url}/dags/cpp_corpus")
    browser.find_element(By.CSS_SELECTOR, "button[aria-label='Show Graph (Press g)']").click()
    nodes = _wait(
        lambda: (
            {n.get_attribute("data-id") for n in browser.find_elements(By.CSS_SELECTOR, ".react-flow__node")}
            >= TASKS
            and browser.find_elements(By.CSS_SELECTOR, ".react-flow__node")
        ),
        what="the graph",
    )
    assert {n.get_attribute("data-id") for n in nodes} == TASKS
    # a mapped task's label carries its number of mapped instances: "validate_export [2]"
    labels = {re.sub(r" \[\d+\]$", "", n.text.strip().splitlines()[0]) for n in nodes if n.text.strip()}
    assert labels <= TASKS
    assert any(re.search(r"^validate_\w+ \[\d+\]", n.text.strip()) for n in nodes)  # the gates map
    # A wide window with the details panel folded away, fitted, so the nodes are legible.
    browser.set_window_size(3400, 1000)
    browser.find_element(By.CSS_SELECTOR, "button[aria-label='Collapse Details Panel']").click()
    time.sleep(1)
    browser.find_element(By.CSS_SELECTOR, ".react-flow__controls-fitview").click()
    time.sleep(1.5)
    shot("02-graph")
    browser.set_window_size(1800, 1100)
    for button in browser.find_elements(By.CSS_SELECTOR, "button[aria-label='Expand Details Panel']"):
        button.click()

    # Trigger through the Params form with a non-default seq_len, on the session's S3 root.
    root = deploy_root
    browser.find_element(By.XPATH, "//button[normalize-space()='Trigger']").click()
    fields = {
        "element_sources": str(tiny_sources),
        "element_root": root,
        "element_vocab_size": "4096",
        "element_config": str(tiny_sources.parent / "settings.yaml"),
        "element_seq_len": str(SEQ_LEN),
    }
    for name, value in fields.items():
        _type(browser.find_element(By.CSS_SELECTOR, f"input[name='{name}']"), value)
    assert browser.find_element(By.CSS_SELECTOR, "input[name='element_seq_len']").get_attribute(
        "value"
    ) == str(SEQ_LEN)
    # The form's own Trigger button (the dialog is portalled after the page's), enabled once valid.
    submit = _wait(
        lambda: [
            b
            for b in browser.find_elements(By.XPATH, "//button[normalize-space()='Trigger']")
            if b.is_enabled()
        ][1:],
        what="an enabled Trigger button in the form",
    )[-1]
    shot("03-trigger-form")
    before = {
        r["dag_run_id"] for r in deployment.api.get("/api/v2/dags/cpp_corpus/dagRuns?limit=100")["dag_runs"]
    }
    submit.click()

    # The run the form created (found through the API by its conf), watched to the end.

    def created_run():
        runs = deployment.api.get("/api/v2/dags/cpp_corpus/dagRuns?limit=100")["dag_runs"]
        return next((r for r in runs if r["dag_run_id"] not in before), None)

    run = _wait(created_run, timeout=60, what="the triggered run")
    assert run["run_type"] == "manual" and run["conf"]["seq_len"] == SEQ_LEN and run["conf"]["root"] == root
    run_id = run["dag_run_id"]
    browser.get(f"{url}/dags/cpp_corpus/runs/{run_id}")
    finished = deployment.api.wait_for_run("cpp_corpus", run_id)
    assert finished["state"] == "success"
    browser.refresh()
    _wait(lambda: "success" in browser.find_element(By.TAG_NAME, "body").text.lower(), what="the run page")
    _wait(
        lambda: len(browser.find_elements(By.CSS_SELECTOR, ".react-flow__node")) == len(TASKS),
        what="the run's graph",
    )
    time.sleep(2)
    shot("04-finished-run")

    # The packed rows have the form's seq_len: the pack stage's manifest says so.
    from pipeline import ledger
    from pipeline.store import ObjectStore, read_manifest

    store = ObjectStore(root, storage_options=deployment.storage_options())
    versions = ledger.latest_run(store)
    assert str(SEQ_LEN) in str(read_manifest(store, "pack", versions["pack"]))

    # A gate's log: it shows the version the gate committed.
    browser.get(f"{url}/dags/cpp_corpus/runs/{run_id}/tasks/gate_export")
    _wait(
        lambda: versions["export"] in browser.find_element(By.TAG_NAME, "body").text,
        timeout=60,
        what="gate_export's log with the committed export version",
    )
    shot("05-gate-log")

    artifacts = REPO / "test-artifacts" / "ui"
    shutil.rmtree(artifacts, ignore_errors=True)
    shutil.copytree(shots, artifacts)
    with capsys.disabled():
        print(f"\nUI screenshots: {artifacts} (and {shots})")
    assert sorted(p.name for p in artifacts.iterdir()) == [
        "01-login.png",
        "02-graph.png",
        "03-trigger-form.png",
        "04-finished-run.png",
        "05-gate-log.png",
    ]
