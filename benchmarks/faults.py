"""Fault injection: SIGKILL mid-stage, an S3 server restart, two runs at once, a Celery worker killed. Prints JSON.

    python benchmarks/faults.py [--trials 20] [--seed 0] [--files 30] [--s3-down 3,30] [--concurrent 3]
                                [--worker-kill]

A small real corpus (libstdc++ headers copied into a temporary folder at run time) is run once,
uninterrupted, as the reference. Then:

- **SIGKILL trials**: each trial takes a stage (every stage in turn, in a random order per round)
  and a random point inside it (a random fraction of the stage's reference duration after its
  output folder appears), starts ``cppcorpus run`` on a root holding only the reference's committed
  versions upstream of that stage, SIGKILLs it there, re-runs it to the end and compares the root
  with the reference, file by file (see ``payload``).
- **S3 restart**: the SeaweedFS server behind an ``s3://`` root is SIGKILLed while a stage runs and
  started again on the same data, ports and keys; the run is then retried until it succeeds and its
  root is compared with the reference.
- **Concurrent runs**: two ``cppcorpus run`` processes start at once on one empty root; each must
  succeed or fail with a clear error, and every committed version must equal the reference's.
- **Worker kill** (``--worker-kill``; starts the loopback deployment of ``scripts/deploy.py``, heavy):
  the DAG is triggered through the REST API with its root on S3, and the Celery worker running the
  mapped ``acquire.read`` task is SIGKILLed (its whole session) once the task's first shard is written;
  the retry must run on the other default-queue worker, the run must succeed, and its root must equal
  an uninterrupted ``cppcorpus run`` of the same corpus. Deployment start, kill and recovery figures:
  ``tests/ops/running_deployment.py``, shared with ``tests/ops/test_worker_kill.py``. Everything the
  deployment started is stopped by PID (``deploy.py down``) on the way out, also on failure.

"differences" counts files that differ from, are missing from, or are extra to the reference.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
STDCXX = Path("/usr/include/c++/12")
ORDER = ("acquire", "filter", "license", "dedup", "scrub", "tokenizer", "chunk", "tokenize", "pack", "export")
RUN_ARGS = ("--seq-len", "256", "--vocab-size", "4096")
TIMEOUT_S = 600


def build_corpus(base: Path, n_files: int) -> tuple[Path, Path]:
    """Two folder sources of real headers (one exact duplicate, one file the filter drops) and settings."""
    import yaml

    from pipeline.hygiene.license import DEFAULT_ALLOW

    a, b = base / "src-a", base / "src-b"
    for d in (a, b):
        d.mkdir(parents=True)
    files = [p for p in sorted((STDCXX / "bits").glob("*.h")) if p.is_file() and not p.is_symlink()]
    for i, p in enumerate(files[:n_files]):
        shutil.copyfile(p, (a if i % 3 else b) / p.name)
    shutil.copyfile(files[0], b / "copy_of_first.h")
    (b / "tiny.h").write_text("int x;\n")
    sources = base / "sources.yaml"
    sources.write_text(f"sources:\n  - name: a\n    path: {a}\n  - name: b\n    path: {b}\n")
    settings = base / "settings.yaml"
    allow = [*DEFAULT_ALLOW, "GPL-3.0-or-later WITH GCC-exception-3.1"]
    settings.write_text(yaml.safe_dump({"license": {"allow": allow}, "acquire": {"shard_docs": 4}}))
    return sources, settings


def command(sources: Path, settings: Path, root: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "pipeline.cli",
        "run",
        "--sources",
        str(sources),
        "--root",
        root,
        "--config",
        str(settings),
        *RUN_ARGS,
    ]


def env(extra: dict | None = None) -> dict:
    return {**os.environ, "PYTHONPATH": str(REPO), "PYTHONWARNINGS": "ignore", **(extra or {})}


def run(cmd: list[str], extra_env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        cmd, cwd=REPO, env=env(extra_env), capture_output=True, text=True, timeout=TIMEOUT_S
    )


def _normalized(rel: str, data: bytes) -> bytes:
    """A file's bytes with timing and run metadata removed (gate seconds, GX run ids and times)."""
    name = rel.rsplit("/", 1)[-1]
    if name == "_manifest.json":
        obj = json.loads(data)
        obj.get("gate", {}).pop("seconds", None)
        return json.dumps(obj, sort_keys=True).encode()
    if name == "_validation.json":
        obj = json.loads(data)
        kept = {"success": obj.get("success"), "results": []}
        for r in obj.get("results", []):
            cfg = r.get("expectation_config", {})
            kept["results"].append([cfg.get("type"), cfg.get("kwargs"), r.get("success"), r.get("result")])
        return json.dumps(kept, sort_keys=True, default=str).encode()
    return data


def payload(files: dict[str, bytes]) -> dict[str, bytes]:
    """Every data file, manifest and gate result of a root (run records, timing stats and temp debris aside)."""
    out = {}
    for rel, data in files.items():
        name = rel.rsplit("/", 1)[-1]
        if rel.startswith("runs/") or name == "_stats.json" or ".tmp-" in name:
            continue
        out[rel] = _normalized(rel, data)
    return out


def local_files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def differences(got: dict[str, bytes], want: dict[str, bytes]) -> list[str]:
    names = sorted(set(got) | set(want))
    return [n for n in names if got.get(n) != want.get(n)]


def manifest_problems(files: dict[str, bytes]) -> list[str]:
    """Committed versions whose manifest does not describe the files beside it (sizes, presence)."""
    problems = []
    for rel, data in files.items():
        if not rel.endswith("/_manifest.json"):
            continue
        folder = rel.rsplit("/", 1)[0]
        for name, size in json.loads(data)["files"].items():
            got = files.get(f"{folder}/{name}")
            if got is None or len(got) != size:
                problems.append(f"{folder}/{name}")
    return problems


def stage_seconds(root: Path) -> dict[str, float]:
    record = json.loads((root / "runs" / "latest.json").read_text())["stages"]
    out = {}
    for stage, version in record.items():
        stats = json.loads((root / stage / version / "_stats.json").read_text())
        out[stage] = float(stats["produce_seconds"])
    return out


def seed_root(ref: Path, root: Path, stage: str) -> None:
    """``root`` holding the reference's committed versions of the stages before ``stage`` (and their revision)."""
    record = json.loads((ref / "runs" / "latest.json").read_text())["stages"]
    for up in ORDER[: ORDER.index(stage)]:
        shutil.copytree(ref / up / record[up], root / up / record[up])
        if up == "tokenizer":
            shutil.copytree(ref / "tokenizers", root / "tokenizers")


def kill_trial(
    rng: random.Random,
    sources: Path,
    settings: Path,
    ref: Path,
    want: dict,
    seconds: dict,
    work: Path,
    i: int,
    stage: str | None = None,
) -> dict:
    stage = stage or rng.choice(ORDER)
    fraction = rng.random()
    root = work / f"trial-{i}"
    seed_root(ref, root, stage)
    proc = subprocess.Popen(
        command(sources, settings, str(root)),
        cwd=REPO,
        env=env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # the CLI and its worker processes: killed together, as a machine dies
    )
    killed, deadline = False, time.monotonic() + TIMEOUT_S
    while proc.poll() is None and time.monotonic() < deadline:
        if (root / stage).exists():
            time.sleep(fraction * seconds[stage])
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                killed = True
            break
        time.sleep(0.002)
    proc.wait()
    committed_before = (root / stage).exists() and any((root / stage).glob("*/_manifest.json"))
    resumed = run(command(sources, settings, str(root)))
    files = local_files(root)
    diff = differences(payload(files), want) if resumed.returncode == 0 else ["<resume failed>"]
    out = {
        "stage": stage,
        "fraction": round(fraction, 3),
        "killed": killed,
        "stage_committed_at_kill": committed_before,
        "resume_rc": resumed.returncode,
        "differences": len(diff),
        "different_files": diff[:5],
        "manifest_problems": len(manifest_problems(files)),
    }
    shutil.rmtree(root)
    return out


def s3_restart(
    sources: Path,
    settings: Path,
    want: dict,
    seconds: dict,
    work: Path,
    rng: random.Random,
    down_s: float = 3.0,
) -> dict:
    """Kill the S3 server (SIGKILL, whole process group) mid-stage, restart it on the same data; retry the run."""
    sys.path.insert(0, str(REPO / "tests"))
    import s3server

    server = s3server.start_s3_server(work / f"s3-{down_s:g}")
    try:
        root = server.url("faults")
        stage = rng.choice(("scrub", "tokenizer", "chunk", "tokenize", "pack"))
        proc = subprocess.Popen(
            command(sources, settings, root),
            cwd=REPO,
            env=env(server.env()),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        fs = server.filesystem()
        marker = f"{server.bucket}/faults/{stage}"
        killed_at = None
        while proc.poll() is None:
            try:
                if fs.exists(marker):
                    fs.invalidate_cache()
                    time.sleep(0.3 * seconds[stage])
                    os.killpg(server.pid, signal.SIGKILL)
                    server._process.wait()
                    killed_at = stage
                    break
            except Exception:  # noqa: BLE001 - a listing racing the run is retried
                pass
            fs.invalidate_cache()
            time.sleep(0.05)
        time.sleep(down_s)  # the run meets a dead endpoint meanwhile
        _restart(server)
        first = proc.wait(timeout=TIMEOUT_S)
        first_err = (proc.stderr.read() or "").strip().splitlines()[-1:] if first else []
        attempts, rc = 1, first
        while rc != 0 and attempts < 4:  # the task's retry
            attempts += 1
            rc = run(command(sources, settings, root), server.env()).returncode
        fs = server.filesystem()
        prefix = f"{server.bucket}/faults/"
        files = {p[len(prefix) :]: fs.cat_file(p) for p in fs.find(prefix)}
        diff = differences(payload(files), want) if rc == 0 else ["<retry failed>"]
        return {
            "killed_during": killed_at,
            "down_seconds": down_s,
            "first_run_rc": first,
            "first_run_error": [_redact(x, server) for x in first_err],
            "runs_until_success": attempts,
            "final_rc": rc,
            "differences": len(diff),
            "different_files": diff[:5],
            "manifest_problems": len(manifest_problems(files)),
        }
    finally:
        server.stop()


def _redact(text: str, server) -> str:
    return text.replace(server.access_key, "***").replace(server.secret_key, "***")


def _restart(server) -> None:
    """Start weed again with the same data folder, ports and keys (what a supervisor's restart does)."""
    import s3server

    data_dir = server.workdir / "data"
    s3server._remove_weed_sockets(server.ports.values())
    for sock in server._socket_dir.glob("*.sock"):  # left behind by the SIGKILLed process
        sock.unlink()
    log_file = open(server.workdir / "weed-restart.log", "wb")  # noqa: SIM115 - closed with the server
    proc = subprocess.Popen(
        s3server._weed_command(
            s3server.find_weed(),
            data_dir,
            server._socket_dir,
            server.ports,
            server.workdir / s3server.IDENTITIES_FILE,
        ),
        cwd=server.workdir,
        env=s3server._weed_environment(server.workdir),
        stdin=subprocess.DEVNULL,
        stdout=log_file,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    server._process, server.pid = proc, proc.pid
    s3server._wait_until_ready(server, time.monotonic() + 60)


def concurrent(sources: Path, settings: Path, want: dict, work: Path, i: int = 0) -> dict:
    root = work / f"concurrent-{i}"
    cmd = command(sources, settings, str(root))
    procs = [
        subprocess.Popen(cmd, cwd=REPO, env=env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for _ in range(2)
    ]
    outcomes = []
    for p in procs:
        out, err = p.communicate(timeout=TIMEOUT_S)
        last = err.strip().splitlines()[-1] if err.strip() else ""
        outcomes.append(
            {"rc": p.returncode, "traceback": "Traceback" in err, "error": last if p.returncode else ""}
        )
    files = local_files(root)
    committed = {
        k: v for k, v in payload(files).items() if k.split("/")[0] in ORDER or k.startswith("tokenizers/")
    }
    mixed = [k for k, v in committed.items() if want.get(k) != v]
    again = run(cmd)
    final = differences(payload(local_files(root)), want) if again.returncode == 0 else ["<rerun failed>"]
    clean = all(o["rc"] == 0 or (o["rc"] != 0 and not o["traceback"] and o["error"]) for o in outcomes)
    return {
        "runs": outcomes,
        "both_succeeded": all(o["rc"] == 0 for o in outcomes),
        "failures_clean": clean,
        "files_not_equal_to_reference": len(mixed),
        "mixed_files": mixed[:5],
        "manifest_problems": len(manifest_problems(files)),
        "rerun_rc": again.returncode,
        "differences_after_rerun": len(final),
    }


def worker_kill(work: Path) -> dict:
    """The deployment up, the worker running ``acquire.read`` SIGKILLed mid-task, the run's root compared
    with an uninterrupted CLI run's; the deployment down again (also on failure)."""
    sys.path[:0] = [str(REPO / "tests"), str(REPO / "tests" / "ops")]
    import running_deployment

    from pipeline import ledger
    from pipeline.store import ObjectStore

    args = running_deployment.KILL_RUN_ARGS
    assert ("--seq-len", str(args["seq_len"]), "--vocab-size", str(args["vocab_size"])) == RUN_ARGS
    sources, settings = running_deployment.kill_corpus(work / "kill-corpus")
    ref = work / "kill-reference"
    done = run(command(sources, settings, str(ref)))
    if done.returncode:
        raise RuntimeError(f"the uninterrupted reference run failed:\n{done.stderr[-2000:]}")
    want = payload(local_files(ref))
    t0 = time.monotonic()
    with running_deployment.started(work / "deploy") as deployment:
        up_seconds = round(time.monotonic() - t0, 1)
        killed = running_deployment.kill_worker_mid_task(deployment, sources, settings)
        figures = running_deployment.worker_kill_figures(killed)
        fs = deployment.s3_filesystem()
        prefix = killed["root"].removeprefix("s3://") + "/"
        fs.invalidate_cache()
        files = {p[len(prefix) :]: fs.cat_file(p) for p in fs.find(prefix)}
        store = ObjectStore(killed["root"], storage_options=deployment.storage_options())
        sources_report = ledger.compute(store, ledger.latest_run(store))["sources"]
        secrets = deployment.secrets()
    diff = differences(payload(files), want) if figures["run_state"] == "success" else ["<run failed>"]
    compared = payload(files)
    out = {
        "corpus_files": running_deployment.KILL_FILES,
        "acquire_shard_docs": running_deployment.KILL_SHARD_DOCS,
        "deploy_up_seconds": up_seconds,
        **figures,
        "reference_files": len(want),
        "files_compared": len(compared),
        "data_files_compared": sum(not k.rsplit("/", 1)[-1].startswith("_") for k in compared),
        "manifests_compared": sum(k.endswith("/_manifest.json") for k in compared),
        "differences": len(diff),
        "different_files": diff[:5],
        "manifest_problems": len(manifest_problems(files)),
        "ledger_balanced": all(s["balanced"] for s in sources_report.values()),
    }
    text = json.dumps(out)
    out["credentials_in_result"] = sum(v in text for v in secrets.values() if v)
    return out


def _stop_on_sigterm(signum, frame) -> None:  # noqa: ARG001 - signal handler signature
    raise SystemExit(128 + signum)  # unwinds through ``finally``: the deployment is taken down


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--trials", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--files", type=int, default=30, help="headers in the corpus")
    ap.add_argument("--no-s3", action="store_true")
    ap.add_argument("--no-concurrent", action="store_true")
    ap.add_argument("--s3-down", default="3,30", help="seconds the S3 server stays down, one case each")
    ap.add_argument("--concurrent", type=int, default=3, help="cases of two runs at once")
    ap.add_argument(
        "--worker-kill",
        action="store_true",
        help="also start the loopback deployment and SIGKILL the Celery worker running a mapped task",
    )
    args = ap.parse_args(argv)
    signal.signal(signal.SIGTERM, _stop_on_sigterm)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="cppcorpus-faults-") as tmp:
        work = Path(tmp)
        sources, settings = build_corpus(work / "corpus", args.files)
        ref = work / "reference"
        t0 = time.monotonic()
        done = run(command(sources, settings, str(ref)))
        if done.returncode:
            print(done.stderr[-2000:], file=sys.stderr)
            return 1
        ref_seconds = round(time.monotonic() - t0, 1)
        want = payload(local_files(ref))
        seconds = stage_seconds(ref)
        # every stage gets its turn: the stages in a random order, again for each round of len(ORDER) trials
        stages = [st for _ in range(-(-args.trials // len(ORDER))) for st in rng.sample(ORDER, len(ORDER))]
        trials = [
            kill_trial(rng, sources, settings, ref, want, seconds, work, i, stages[i])
            for i in range(args.trials)
        ]
        result = {
            "corpus_files": args.files,
            "seed": args.seed,
            "reference_run_seconds": ref_seconds,
            "reference_files": len(want),
            "trials": len(trials),
            "killed": sum(t["killed"] for t in trials),
            "differences": sum(t["differences"] for t in trials),
            "manifest_problems": sum(t["manifest_problems"] for t in trials),
            "stages_killed": sorted({t["stage"] for t in trials if t["killed"]}),
            "trial_details": trials,
        }
        if not args.no_s3:
            result["s3_restart"] = [
                s3_restart(sources, settings, want, seconds, work, rng, float(d))
                for d in args.s3_down.split(",")
            ]
        if not args.no_concurrent:
            result["concurrent_runs"] = [
                concurrent(sources, settings, want, work, i) for i in range(args.concurrent)
            ]
        if args.worker_kill:
            result["worker_kill"] = worker_kill(work)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
