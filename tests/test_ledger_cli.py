"""``cppcorpus ledger`` on runs that stopped early: on purpose (exit 0, says so) or not (exit 1)."""

from __future__ import annotations

import json

import pytest
from corpus import STDCXX, copy_headers, write_settings

from pipeline import cli
from pipeline.config import PipelineConfig, load_config_file, load_sources
from pipeline.runner import run_pipeline, write_run_record
from pipeline.store import ObjectStore


@pytest.fixture
def stopped_at_filter(tmp_path):
    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src, 4, "stl_*.h")
    (src / "notes.md").write_text("# notes\n" * 30)  # dropped by the filter (extension)
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: s\n    path: {src}\n")
    cfg = load_config_file(
        PipelineConfig(sources=load_sources(sources)), write_settings(tmp_path / "settings.yaml")
    )
    store = ObjectStore(str(tmp_path / "lake"))
    run_pipeline(store, cfg, until="filter")
    return store


def _ledger(capfd, store: ObjectStore) -> tuple[int, dict, str]:
    code = cli.main(["ledger", "--root", store.url])
    out, err = capfd.readouterr()
    return code, json.loads(out.strip().splitlines()[-1]), err


def test_a_deliberate_until_is_reported_as_expected_and_balances_there(stopped_at_filter, capfd):
    code, report, err = _ledger(capfd, stopped_at_filter)
    assert code == 0
    assert report["stopped_at"] == "filter"
    assert "stopped at filter" in err and "expected" in err and "unbalanced" not in err
    assert report["sources"]["s"] == {
        "acquired": 5,
        "kept": 4,
        "kept_at": "filter",
        "dropped": {"filter/extension": 1},
        "balanced": True,
    }


def test_a_run_that_did_not_finish_still_fails(stopped_at_filter, capfd):
    store = stopped_at_filter
    versions = json.loads(store.read_bytes(store.path("runs", "latest.json")))["stages"]
    write_run_record(store, versions)  # what a run killed after filter leaves: no stopped_at
    code, _, err = _ledger(capfd, store)
    assert code == 1 and "did not finish" in err and "last committed stage: filter" in err


def test_a_lost_drop_record_is_still_unbalanced_after_a_deliberate_stop(stopped_at_filter, capfd):
    store = stopped_at_filter
    versions = json.loads(store.read_bytes(store.path("runs", "latest.json")))["stages"]
    store.fs.rm(store.path("filter", versions["filter"], "drops-00000.parquet"))
    code, report, err = _ledger(capfd, store)
    assert code == 1 and report["sources"]["s"]["balanced"] is False
    assert "does not balance" in err
