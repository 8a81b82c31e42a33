"""The pipeline unchanged with its root on a real S3 server on loopback (SeaweedFS)."""

from __future__ import annotations

import json

import pytest
from corpus import last_json, run_cli

pytestmark = pytest.mark.s3


@pytest.mark.slow
def test_cli_run_on_s3_matches_a_local_run(small_corpus, s3_server, tmp_path):
    args = [
        "--sources",
        str(small_corpus),
        "--seq-len",
        "256",
        "--vocab-size",
        "4096",
        "--config",
        str(small_corpus.parent / "settings.yaml"),
    ]
    local = last_json(run_cli("run", "--root", str(tmp_path / "lake"), *args).stdout)
    root = s3_server.fresh_root("cli")
    env = s3_server.env()
    remote = last_json(run_cli("run", "--root", root, *args, env=env).stdout)
    # Version ids do not depend on where the root is.
    assert {k: v["version"] for k, v in remote["stages"].items()} == {
        k: v["version"] for k, v in local["stages"].items()
    }
    assert remote["export_prefix"].startswith(root + "/") and remote["tokenizer"].startswith(root + "/")
    fs = s3_server.filesystem()
    for ext in (".bin", ".idx"):
        remote_bytes = fs.cat_file(remote["export_prefix"] + ext)
        with open(local["export_prefix"] + ext, "rb") as f:
            assert remote_bytes == f.read()
    again = last_json(run_cli("run", "--root", root, *args, env=env).stdout)
    assert all(v["cache_hit"] for v in again["stages"].values())
    report = last_json(run_cli("ledger", "--root", root, env=env).stdout)["sources"]
    assert all(s["acquired"] == s["exported"] + sum(s["dropped"].values()) for s in report.values())
    # Credentials never reach the outputs.
    for path in fs.find(root.removeprefix("s3://")):
        if path.endswith(".json"):
            text = fs.cat_file(path).decode()
            assert s3_server.secret_key not in text and s3_server.access_key not in text


def test_missing_credentials_fail_clearly(small_corpus, s3_server):
    root = s3_server.fresh_root("nocreds")
    env = {
        "AWS_ENDPOINT_URL": s3_server.endpoint_url,
        "AWS_ACCESS_KEY_ID": "wrong",
        "AWS_SECRET_ACCESS_KEY": "wrong",
    }
    proc = run_cli(
        "run", "--sources", str(small_corpus), "--root", root, "--until", "acquire", env=env, check=False
    )
    assert proc.returncode == 2
    assert "access to the object store" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.slow
def test_a_local_root_synced_to_s3_names_only_its_s3_location(small_corpus, s3_server, tmp_path):
    """A root built on a laptop and synced to S3 (plain copy of the files) is all cache hits there."""
    args = [
        "--sources",
        str(small_corpus),
        "--seq-len",
        "256",
        "--vocab-size",
        "4096",
        "--config",
        str(small_corpus.parent / "settings.yaml"),
    ]
    local_root = tmp_path / "lake"
    local = last_json(run_cli("run", "--root", str(local_root), *args).stdout)
    root = s3_server.fresh_root("synced")
    fs = s3_server.filesystem()
    for p in sorted(local_root.rglob("*")):
        if p.is_file():
            fs.put_file(str(p), f"{root.removeprefix('s3://')}/{p.relative_to(local_root).as_posix()}")
    env = s3_server.env()
    synced = last_json(run_cli("run", "--root", root, *args, env=env).stdout)
    assert all(v["cache_hit"] for v in synced["stages"].values())
    assert synced["root"] == root
    assert synced["export_prefix"] == f"{root}/export/{local['stages']['export']['version']}/cppcorpus"
    assert synced["tokenizer"].startswith(root + "/tokenizers/")
    assert str(local_root) not in json.dumps(synced)
    ledger = run_cli("ledger", "--root", root, env=env)
    assert str(local_root) not in ledger.stdout + ledger.stderr
    assert all(s["balanced"] for s in last_json(ledger.stdout)["sources"].values())
    verified = run_cli("verify", synced["export_prefix"], "--vocab-size", "4096", env=env)
    summary = last_json(verified.stdout)
    assert summary["ok"] is True and summary["prefix"] == synced["export_prefix"]
    assert str(local_root) not in verified.stdout + verified.stderr
    assert summary["documents"] == local["documents"]
