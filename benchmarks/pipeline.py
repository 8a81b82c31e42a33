"""End-to-end throughput of ``cppcorpus run`` on a real C/C++ corpus of >= 100 MB, by worker count.

    python benchmarks/pipeline.py [--target-mb 100] [--workers 1,2] [--scale 4] [--work DIR] [--keep]
    python benchmarks/pipeline.py --project RUN.json   # docs/sizing.md: the seeds' corpus from a run

Builds the corpus once (cached under ``--work``), then runs the real CLI (``python -m pipeline.cli
run``) as a subprocess per (corpus size, worker count), each into a fresh object-store root, with
the settings a user would run: ``sources/demo-settings.yaml`` (the demo's license mix) and every
other setting at its default (vocabulary 65,536, ``tokenizer.sample_bytes`` 64 MB, budget 4,096).
Prints one JSON object on stdout; progress goes to stderr.

The corpus
    *1x*: real files of the system include tree (/usr/include: the C library, libstdc++, Linux UAPI
    and the Debian ``-dev`` packages installed here: Boost, Eigen, CGAL, Abseil, ...), taken in
    SHA-256-of-path order until ``--target-mb`` of file bytes, copied into ``corpus-1x/`` with one
    folder source per top-level folder (a package's tree: one *repository* to the pipeline).
    *Nx* (``--scale N``): the 1x files plus N-1 copies with **identifiers rotated**: copy r maps
    every identifier (in code and comments; keywords, preprocessor directives, string literals and
    license/copyright comments left alone) to another identifier of the same length drawn from the
    corpus's own vocabulary (a cyclic shift by r steps of a hash-ordered list per length). File
    sizes are unchanged, the code still parses, and copies are neither exact nor near duplicates of
    each other: the report counts what the pipeline's dedup dropped per copy to show it.

Figures
    End to end: acquired bytes (acquire's kept text) / wall time of the CLI process. Per stage:
    ``bytes_in / produce_seconds`` from each stage's ``_stats.json`` (gate seconds beside it), and
    the number of output shards. Peak RSS: the process tree is polled every 0.1 s (psutil); each
    pid's maximum is kept; reported for the CLI process and, separately, the largest of its
    children (the ranks of ``--workers N``; the workers' fork server is one of them). CPU seconds
    (user + system, the CLI process and every worker: ``wait4``'s rusage, or the process tree's
    CPU as last polled where that is larger, as for workers forked by a fork server, which the CLI
    does not reap) beside the wall time: on a shared machine the wall time depends on the load,
    the CPU time much less.
    Timeline (``timeline``, per run): the run cut into segments by the traced calls, with the
    processes busy in each and the idle core-seconds summed by what ran (:func:`timeline`): where
    the second core idles with ``--workers 2``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
INCLUDE = Path("/usr/include")
SETTINGS = REPO / "sources" / "demo-settings.yaml"
STAGE_ORDER = (
    "acquire",
    "filter",
    "license",
    "dedup",
    "scrub",
    "tokenizer",
    "chunk",
    "tokenize",
    "pack",
    "export",
)

# ---------------------------------------------------------------------------------------------
# corpus

C_KEYWORDS = frozenset(
    """
    alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t char32_t class
    compl concept const consteval constexpr constinit const_cast continue co_await co_return co_yield decltype
    default delete do double dynamic_cast else enum explicit export extern false float for friend goto if inline
    int long mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public register
    reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template
    this thread_local throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t
    while xor xor_eq override final import module restrict _Alignas _Alignof _Atomic _Bool _Complex _Generic
    _Imaginary _Noreturn _Static_assert _Thread_local _BitInt _Pragma typeof typeof_unqual
    define undef include include_next ifdef ifndef elif elifdef elifndef endif pragma error warning line defined
    __has_include __has_include_next __has_cpp_attribute __has_attribute __has_builtin __VA_ARGS__ __VA_OPT__
    __attribute__ __attribute __extension__ __inline __inline__ __restrict __restrict__ __asm__ __asm
    __typeof__ __typeof __volatile__ __const __signed__ __declspec __cdecl __stdcall __int128 __label__
    __builtin_va_list __alignof__ __thread __cplusplus __STDC__ __STDC_VERSION__ __FILE__ __LINE__
    """.split()  # noqa: SIM905 (a word list reads better than a list literal)
)
# One lexeme at a time: comments, string and character literals and numbers are matched whole, so
# only group 1 (a word) is ever rewritten.
_LEXEME = re.compile(
    rb"""(//[^\n]*|/\*.*?\*/)|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|([A-Za-z_][A-Za-z0-9_]*)|[0-9][0-9A-Za-z_.']*""",
    re.S,
)
_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
_LEGAL = re.compile(rb"licen[cs]|copyright|spdx|warrant|permission|\(c\)", re.I)


def _is_source_file(p: Path) -> bool:
    return p.is_file() and not p.is_symlink()


def select_files(target_bytes: int) -> list[tuple[str, Path]]:
    """(origin, file) in SHA-256-of-path order until ``target_bytes`` of file bytes.

    The origin is the top-level folder under /usr/include (``_top`` for files directly in it).
    """
    files = []
    for p in INCLUDE.rglob("*"):
        if _is_source_file(p):
            rel = p.relative_to(INCLUDE).as_posix()
            files.append((hashlib.sha256(rel.encode()).hexdigest(), rel, p))
    files.sort()
    out, total = [], 0
    for _, rel, p in files:
        if total >= target_bytes:
            break
        size = p.stat().st_size
        origin = rel.split("/", 1)[0] if "/" in rel else "_top"
        out.append((origin, p))
        total += size
    return out


def vocabulary(texts: list[bytes]) -> dict[int, list[bytes]]:
    """Every non-keyword word of the corpus, by length, each list in a fixed hash order."""
    words: set[bytes] = set()
    for data in texts:
        words.update(_WORD.findall(data))
    by_len: dict[int, list[bytes]] = {}
    for w in words:
        if w.decode() not in C_KEYWORDS:
            by_len.setdefault(len(w), []).append(w)
    for ws in by_len.values():
        ws.sort(key=lambda w: hashlib.blake2b(w, digest_size=8).digest())
    return by_len


def rotation(by_len: dict[int, list[bytes]], r: int) -> dict[bytes, bytes]:
    """Copy ``r``'s identifier map: within each length, a cyclic shift by ``r`` steps of ``n // 7 + 1``."""
    out = {}
    for ws in by_len.values():
        n = len(ws)
        step = (n // 7 + 1) * r
        for i, w in enumerate(ws):
            out[w] = ws[(i + step) % n]
    return out


def rotate(data: bytes, mapping: dict[bytes, bytes]) -> bytes:
    """``data`` with its words mapped (sizes unchanged), except where license evidence lives.

    Left alone: string and character literals, the comments before the first code lexeme and after
    the last one (a license header or trailer), and any comment naming a license or copyright.
    """
    lexemes = list(_LEXEME.finditer(data))
    code = [i for i, m in enumerate(lexemes) if m.group(1) is None]
    first, last = (code[0], code[-1]) if code else (len(lexemes), -1)
    out, pos = [], 0
    for i, m in enumerate(lexemes):
        out.append(data[pos : m.start()])
        pos = m.end()
        if m.group(2) is not None:
            out.append(mapping.get(m.group(2), m.group(2)))
        elif m.group(1) is not None and first < i < last and not _LEGAL.search(m.group(1)):
            out.append(_WORD.sub(lambda w: mapping.get(w.group(0), w.group(0)), m.group(1)))
        else:
            out.append(m.group(0))
    out.append(data[pos:])
    return b"".join(out)


def build_corpus(work: Path, target_mb: float, scale: int) -> dict:
    """The corpus folder and its sources.yaml (reused when the same recipe was built before)."""
    recipe = {"target_mb": target_mb, "scale": scale, "format": 2}
    key = hashlib.sha256(json.dumps(recipe, sort_keys=True).encode()).hexdigest()[:10]
    folder = work / f"corpus-{scale}x-{key}"
    done = folder / "corpus.json"
    if done.exists():
        return json.loads(done.read_text())
    if folder.exists():
        shutil.rmtree(folder)
    t0 = time.monotonic()
    chosen = select_files(int(target_mb * 1e6))
    texts = [p.read_bytes() for _, p in chosen]
    by_len = vocabulary(texts) if scale > 1 else {}
    origins: set[str] = set()
    total = 0
    for r in range(scale):
        mapping = rotation(by_len, r) if r else None
        for (origin, p), data in zip(chosen, texts, strict=True):
            name = origin if r == 0 else f"{origin}-r{r}"
            dest = folder / "src" / name / p.relative_to(INCLUDE / origin if origin != "_top" else INCLUDE)
            dest.parent.mkdir(parents=True, exist_ok=True)
            out = rotate(data, mapping) if mapping else data
            dest.write_bytes(out)
            origins.add(name)
            total += len(out)
    sources = folder / "sources.yaml"
    sources.write_text(
        "sources:\n" + "".join(f"  - name: {n}\n    path: {folder / 'src' / n}\n" for n in sorted(origins))
    )
    info = {
        "scale": scale,
        "files": len(chosen) * scale,
        "bytes": total,
        "sources": len(origins),
        "sources_yaml": str(sources),
        "build_seconds": round(time.monotonic() - t0, 1),
        "origins_1x": dict(Counter(o for o, _ in chosen).most_common()),
    }
    done.write_text(json.dumps(info, indent=1))
    return info


# ---------------------------------------------------------------------------------------------
# running the CLI


def cli_supports_workers() -> bool:
    out = subprocess.run(
        [sys.executable, "-m", "pipeline.cli", "run", "--help"], capture_output=True, text=True, cwd=REPO
    ).stdout
    return "--workers" in out


def run_cli(sources: str, root: Path, workers: int | None, log_path: Path) -> dict:
    """Run ``cppcorpus run`` once, polling the process tree's RSS; returns wall, RSS and the summary."""
    import psutil

    cmd = [
        sys.executable,
        str(REPO / "benchmarks" / "steptrace.py"),  # pipeline.cli's main, each step's peak RSS logged
        "run",
        "--sources",
        sources,
        "--root",
        str(root),
        "--config",
        str(SETTINGS),
    ]
    if workers is not None:
        cmd += ["--workers", str(workers)]
    step_log = log_path.with_suffix(".steps.jsonl")
    step_log.unlink(missing_ok=True)
    env = {**os.environ, "PYTHONPATH": str(REPO), "CPPCORPUS_STEP_LOG": str(step_log)}
    peak: dict[int, int] = {}
    samples: list[tuple[float, int, int]] = []  # (time, pid, rss) every SAMPLE_SECONDS
    tree_cpu: list[tuple[float, float]] = []  # (time, CPU seconds of the whole tree) every poll
    cpu: dict[int, float] = {}  # pid -> user + system seconds, last seen
    names: dict[int, str] = {}
    committed: dict[str, tuple[float, float]] = {}  # stage -> (tree CPU, wall) when its manifest appeared
    with open(log_path, "wb") as err:
        t0 = time.monotonic()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, cwd=REPO, env=env)
        parent = psutil.Process(proc.pid)
        out_chunks = []
        import threading

        reader = threading.Thread(target=lambda: out_chunks.append(proc.stdout.read()), daemon=True)
        reader.start()
        while True:
            done, status, usage = os.wait4(proc.pid, os.WNOHANG)  # not proc.poll(): wait4 also gives rusage
            if done:
                break
            try:
                procs = [parent, *parent.children(recursive=True)]
            except psutil.NoSuchProcess:
                procs = []
            for p in procs:
                try:
                    with p.oneshot():
                        rss = p.memory_info().rss
                        times = p.cpu_times()
                    if p.pid not in names:
                        names[p.pid] = " ".join(p.cmdline()[:4])[:120]
                except (psutil.NoSuchProcess, psutil.AccessDenied):
                    continue
                peak[p.pid] = max(peak.get(p.pid, 0), rss)
                cpu[p.pid] = times.user + times.system
                samples.append((time.time(), p.pid, rss))
            tree_cpu.append((time.time(), sum(cpu.values())))
            if "_start" not in committed and (root / "acquire").exists():  # start-up (imports) done
                committed["_start"] = (sum(cpu.values()), time.monotonic() - t0)
            for m in root.glob("*/*/_manifest.json"):
                stage = m.parent.parent.name
                if stage not in committed:
                    committed[stage] = (sum(cpu.values()), time.monotonic() - t0)
            time.sleep(SAMPLE_SECONDS)
        wall = time.monotonic() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        reader.join()
    stdout = b"".join(out_chunks).decode()
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {proc.returncode}; see {log_path}")
    summary = json.loads(stdout.strip().splitlines()[-1])
    children = {pid: rss for pid, rss in peak.items() if pid != proc.pid}
    waited = usage.ru_utime + usage.ru_stime
    polled = sum(cpu.values())
    return {
        "wall_seconds": round(wall, 2),
        # user + system CPU of the CLI process and every worker: wait4's rusage counts the processes
        # the CLI waited for; workers forked by a fork server are its children, not the CLI's, so the
        # tree's CPU as last polled (each process's last <= 0.1 s missed) is used when it is larger
        "cpu_seconds": round(max(waited, polled), 1),
        "cpu_seconds_wait4": round(waited, 1),
        "cpu_seconds_tree_polled": round(polled, 1),
        "peak_rss_mb_rusage": round(usage.ru_maxrss / 1024, 1),
        "peak_rss_mb_parent": round(peak.get(proc.pid, 0) / 2**20, 1),
        "peak_rss_mb_worker_max": round(max(children.values()) / 2**20, 1) if children else None,
        "peak_rss_mb_by_child": sorted((round(v / 2**20, 1) for v in children.values()), reverse=True)[:8],
        "child_processes": len(children),
        "committed_at": committed,
        "summary": summary,
        **step_memory(step_log, samples, proc.pid),
        "timeline": timeline(step_log, tree_cpu, proc.pid, workers or 1),
    }


SAMPLE_SECONDS = 0.05


def step_memory(step_log: Path, samples: list[tuple[float, int, int]], cli_pid: int) -> dict:
    """Per step: where it ran, wall and CPU seconds, and its peak RSS, from ``benchmarks/steptrace.py``'s log.

    ``peak_rss_mb``: the largest of the step's ranks' kernel high-water marks (``VmHWM``, reset at
    the start of each rank's call, so it includes what the process still held from earlier steps:
    the RSS a worker needs while running the step). ``peak_rss_mb_sampled``: the largest RSS of the
    step's processes polled every ``SAMPLE_SECONDS`` within the step's calls (a cross-check, it can
    miss a short peak). ``rss_start_mb``: the largest RSS at the start of a rank (what was held
    before). ``where``: ``cli`` (the parent process) or ``worker`` (a pool process).
    Also: each worker process's start-up (spawn to imports done), and per step of a pool, the
    parent's wall time beyond the slowest rank (submitting, pickling, waiting, progress).
    """
    if not step_log.exists():
        return {}
    records = [json.loads(line) for line in step_log.read_text().splitlines() if line.strip()]
    procs = {r["pid"]: r for r in records if "ready" in r}
    calls = [r for r in records if "step" in r]
    by_pid: dict[int, list[tuple[float, int]]] = {}
    for t, pid, rss in samples:
        by_pid.setdefault(pid, []).append((t, rss))
    steps: dict[tuple[str, str], dict] = {}
    for c in calls:
        key = (c["stage"], c["step"])
        row = steps.setdefault(
            key,
            {
                "stage": c["stage"],
                "step": c["step"],
                "calls": 0,
                "where": set(),
                "start": c["start"],
                "end": c["end"],
                "cpu_seconds": 0.0,
                "peak_rss_mb": 0.0,
                "rss_start_mb": 0.0,
                "peak_rss_mb_sampled": 0.0,
                "slowest_call_seconds": 0.0,
            },
        )
        row["calls"] += 1
        row["where"].add("cli" if c["pid"] == cli_pid else "worker")
        row["start"], row["end"] = min(row["start"], c["start"]), max(row["end"], c["end"])
        row["cpu_seconds"] += c["cpu_seconds"]
        row["peak_rss_mb"] = max(row["peak_rss_mb"], c["peak_rss_mb"])
        row["rss_start_mb"] = max(row["rss_start_mb"], c["rss_start_mb"])
        row["slowest_call_seconds"] = max(row["slowest_call_seconds"], c["end"] - c["start"])
        inside = [rss for t, rss in by_pid.get(c["pid"], []) if c["start"] <= t <= c["end"]]
        if inside:
            row["peak_rss_mb_sampled"] = max(row["peak_rss_mb_sampled"], max(inside) / 2**20)
    out = []
    for row in sorted(steps.values(), key=lambda r: r["start"]):
        row["where"] = "+".join(sorted(row["where"]))
        row["wall_seconds"] = round(row.pop("end") - row.pop("start"), 3)
        for k in ("cpu_seconds", "peak_rss_mb_sampled", "slowest_call_seconds"):
            row[k] = round(row[k], 3 if k.endswith("seconds") else 1)
        out.append(row)
    # the pool's overhead: its parent-side wall time per step minus the slowest rank of that step
    index = {(r["stage"], r["step"]): r for r in out}
    for r in out:
        if r["step"].startswith("pool:"):
            ranks = index.get((r["stage"], r["step"][5:]))
            if ranks:
                r["overhead_seconds"] = round(r["wall_seconds"] - ranks["slowest_call_seconds"], 3)
    workers = [
        {
            "pid": pid,
            "startup_seconds": round(p["ready"] - p["process_created"], 2),
            "rss_ready_mb": p["rss_ready_mb"],
            "first_call_after_ready_seconds": round(
                min((c["start"] for c in calls if c["pid"] == pid), default=p["ready"]) - p["ready"], 2
            ),
        }
        for pid, p in procs.items()
        if p["role"] == "worker"
    ]
    return {"steps": out, "worker_processes": workers}


def timeline(step_log: Path, tree_cpu: list[tuple[float, float]], cli_pid: int, workers: int) -> dict:
    """Where the cores idle: the run cut into segments by the traced calls, each with its busy processes.

    A segment is a stretch of wall time in which the same traced calls run (``benchmarks/steptrace.py``:
    a rank of a step, a gate's row part or merge, a finalize; the parent's wrappers around pool work,
    ``pool:<step>`` and ``gate``, are not work and only name what the parent waits on). For each:
    ``busy``, the processes running a call (the CLI counts when it runs a call itself), and the
    tree's CPU in it from the 50 ms polls (``cpu_cores``: cores' worth of CPU; it also sees untraced
    work such as the fork server's preload). ``idle_core_seconds`` = (cores − busy) × seconds on this
    machine's cores; ``idle_core_seconds_cpu`` = cores × seconds − CPU. Segments with the same calls and
    busy count are merged; ``idle_by_piece`` sums them by what ran (the calls, or what the parent did
    when no call ran: ``startup`` before the first call, ``<stage>/gate (parent)`` and the like while
    it waited on a wrapper with nothing running, ``parent`` otherwise).
    """
    if not step_log.exists() or not tree_cpu:
        return {}
    records = [json.loads(line) for line in step_log.read_text().splitlines() if line.strip()]
    procs = {r["pid"]: r for r in records if "ready" in r}
    calls = [r for r in records if "step" in r]
    if not calls:
        return {}
    cores = os.cpu_count() or 1
    t_start = procs[cli_pid]["process_created"] if cli_pid in procs else min(c["start"] for c in calls)
    t_end = max(tree_cpu[-1][0], max(c["end"] for c in calls))

    def wrapper(c: dict) -> bool:
        return c["pid"] == cli_pid and (c["step"] == "gate" or c["step"].startswith("pool:"))

    units = [(c["start"], c["end"], c["pid"], f"{c['stage']}/{c['step']}") for c in calls if not wrapper(c)]
    wraps = [(c["start"], c["end"], f"{c['stage']}/{c['step']}") for c in calls if wrapper(c)]
    first = min(u[0] for u in units)
    times = [t for t, _ in tree_cpu]
    values = [v for _, v in tree_cpu]

    def cpu_at(t: float) -> float:
        import bisect

        i = bisect.bisect_left(times, t)
        if i <= 0:
            return (
                values[0] * max(0.0, t - t_start) / max(times[0] - t_start, 1e-9)
                if t < times[0]
                else values[0]
            )
        if i >= len(times):
            return values[-1]
        t0, t1 = times[i - 1], times[i]
        return values[i - 1] + (values[i] - values[i - 1]) * (t - t0) / max(t1 - t0, 1e-9)

    edges = sorted({t_start, t_end, *(u[0] for u in units), *(u[1] for u in units)})
    merged: list[dict] = []
    for a, b in zip(edges, edges[1:], strict=False):
        if b - a <= 0:
            continue
        active = [u for u in units if u[0] <= a and u[1] >= b]
        busy = len({u[2] for u in active})
        if active:
            label = " + ".join(sorted({u[3] for u in active}))
        elif b <= first:
            label = "startup"
        else:
            around = [w[2] for w in wraps if w[0] <= a and w[1] >= b]
            label = f"{around[-1]} (parent)" if around else "parent"
        cpu = max(0.0, cpu_at(b) - cpu_at(a))
        if merged and merged[-1]["label"] == label and merged[-1]["busy"] == busy:
            m = merged[-1]
            m["seconds"] += b - a
            m["cpu"] += cpu
        else:
            merged.append({"t": a - t_start, "seconds": b - a, "label": label, "busy": busy, "cpu": cpu})
    out, pieces = [], {}
    for m in merged:
        idle = max(0, cores - m["busy"]) * m["seconds"]
        idle_cpu = max(0.0, cores * m["seconds"] - m["cpu"])
        p = pieces.setdefault(
            m["label"], {"seconds": 0.0, "idle_core_seconds": 0.0, "idle_core_seconds_cpu": 0.0}
        )
        p["seconds"] += m["seconds"]
        p["idle_core_seconds"] += idle
        p["idle_core_seconds_cpu"] += idle_cpu
        out.append(
            {
                "t": round(m["t"], 3),
                "seconds": round(m["seconds"], 3),
                "label": m["label"],
                "busy": m["busy"],
                "cpu_cores": round(m["cpu"] / m["seconds"], 2) if m["seconds"] > 0 else 0.0,
                "idle_core_seconds": round(idle, 3),
            }
        )
    wall = t_end - t_start
    total_idle = sum(p["idle_core_seconds"] for p in pieces.values())
    return {
        "cores": cores,
        "workers": workers,
        "wall_seconds": round(wall, 2),
        "busy_core_seconds": round(cores * wall - total_idle, 2),
        "idle_core_seconds": round(total_idle, 2),
        "idle_core_seconds_cpu": round(sum(p["idle_core_seconds_cpu"] for p in pieces.values()), 2),
        # a list, largest first (the JSON's keys are sorted): [what ran, {seconds, idle core-seconds}]
        "idle_by_piece": [
            [k, {kk: round(vv, 2) for kk, vv in v.items()}]
            for k, v in sorted(pieces.items(), key=lambda kv: -kv[1]["idle_core_seconds"])
        ],
        "segments": out,
    }


def stage_figures(root: Path, summary: dict, committed: dict[str, tuple[float, float]]) -> dict:
    """Per stage: bytes in, produce and gate seconds, MB/s, output shards and stored bytes, rows, drops.

    ``cpu_seconds``: the process tree's CPU between the previous stage's commit (its manifest
    appearing, polled every 0.2 s) and this one's: the stage's produce and gate, on every process.
    """
    out = {}
    before = committed.get("_start", (0.0, 0.0))[0]  # acquire's CPU starts after the imports
    for name in STAGE_ORDER:
        if name not in summary["stages"]:
            continue
        d = root / name / summary["stages"][name]["version"]
        stats = json.loads((d / "_stats.json").read_text()) if (d / "_stats.json").exists() else {}
        manifest = json.loads((d / "_manifest.json").read_text())
        seconds = float(stats.get("produce_seconds", 0.0))
        nbytes = int(stats.get("bytes_in", 0))
        stage_cpu = None
        if name in committed:
            stage_cpu = round(committed[name][0] - before, 1)
            before = committed[name][0]
        out[name] = {
            "bytes_in": nbytes,
            "cpu_seconds": stage_cpu,
            "mb_per_cpu_second": round(nbytes / 1e6 / stage_cpu, 3) if stage_cpu else None,
            "rows_in": stats.get("rows_in"),
            "produce_seconds": seconds,
            "gate_seconds": manifest.get("gate", {}).get("seconds"),
            "mb_per_s": round(nbytes / 1e6 / seconds, 3) if seconds > 0 else None,
            "shards": len([n for n in os.listdir(d) if n.startswith("part-") and n.endswith(".parquet")]),
            # what the stage stored in the object store (every file of its version folder)
            "bytes_stored": sum(f.stat().st_size for f in d.iterdir() if f.is_file()),
            "rows_out": manifest["counts"]["rows"],
            "drops": sum(manifest["drops"].values()),
            **({k: v for k, v in stats.items() if k not in ("produce_seconds", "bytes_in", "rows_in")}),
        }
    return out


def dedup_by_copy(root: Path, summary: dict, scale: int) -> dict:
    """Documents the dedup stage dropped, by copy (r0 = the real files) and reason: copies must not collapse."""
    import pyarrow.parquet as pq

    d = root / "dedup" / summary["stages"]["dedup"]["version"]
    counts: dict[str, Counter] = {f"r{r}": Counter() for r in range(scale)}
    for f in sorted(d.glob("drops-*.parquet")):
        t = pq.read_table(f, columns=["source", "reason"])
        for source, reason in zip(
            t.column("source").to_pylist(), t.column("reason").to_pylist(), strict=True
        ):
            m = re.search(r"-r(\d+)$", source)
            counts[f"r{m.group(1) if m else 0}"][reason] += 1
    kept: Counter = Counter()
    for f in sorted(d.glob("part-*.parquet")):
        for source in pq.read_table(f, columns=["source"]).column("source").to_pylist():
            m = re.search(r"-r(\d+)$", source)
            kept[f"r{m.group(1) if m else 0}"] += 1
    return {copy: {"kept": kept[copy], "dropped": dict(c)} for copy, c in counts.items()}


def machine() -> dict:
    load = os.getloadavg()
    return {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "loadavg_1_5_15": [round(x, 2) for x in load],
        "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def measure(corpus: dict, workers_list: list[int | None], work: Path, keep: bool) -> dict:
    out: dict = {}
    for workers in workers_list:
        label = f"workers_{workers or 'default'}" if workers is not None else "single_process"
        root = work / f"lake-{corpus['scale']}x-{label}"
        if root.exists():
            shutil.rmtree(root)
        print(f"[bench] {corpus['scale']}x corpus ({corpus['bytes'] / 1e6:.1f} MB), {label}", file=sys.stderr)
        load_before = os.getloadavg()[0]
        run = run_cli(corpus["sources_yaml"], root, workers, work / f"{root.name}.log")
        summary = run.pop("summary")
        committed = run.pop("committed_at")
        stages = stage_figures(root, summary, committed)
        run["startup_cpu_seconds"] = round(committed.get("_start", (None,))[0] or 0.0, 1)
        acquired = stages["acquire"]["bytes_in"]
        out[label] = {
            "workers": workers,
            **run,
            "acquired_bytes": acquired,
            "end_to_end_mb_per_s": round(acquired / 1e6 / run["wall_seconds"], 3),
            "mb_per_cpu_second": round(acquired / 1e6 / run["cpu_seconds"], 3),
            "stage_seconds_sum": round(
                sum(s["produce_seconds"] + (s["gate_seconds"] or 0) for s in stages.values()), 1
            ),
            "loadavg_1m_before_after": [round(load_before, 2), round(os.getloadavg()[0], 2)],
            "documents_exported": summary.get("documents"),
            "tokens_exported": summary.get("tokens"),
            "stages": stages,
            **(
                {"dedup_by_copy": dedup_by_copy(root, summary, corpus["scale"])}
                if corpus["scale"] > 1
                else {}
            ),
        }
        print(
            f"[bench] {label}: {run['wall_seconds']:.0f} s, {out[label]['end_to_end_mb_per_s']} MB/s",
            file=sys.stderr,
        )
        if not keep:
            shutil.rmtree(root)
    return out


# ---------------------------------------------------------------------------------------------
# projection to the seeds' corpus (docs/sizing.md)

SEED_DOCUMENTS = 27_600_000
SEED_BYTES = 1e12  # ~1 TB of text acquired
SHARD_BYTES = (
    64_000_000  # acquire.shard_bytes: at ~36 KB a document, shards close on bytes (2,000 docs = 72 MB)
)
# Inputs a stage reads (the object-store traffic besides its own writes): DESIGN §4's flow.
READS = {
    "acquire": (), "filter": ("acquire",), "license": ("acquire",), "dedup": ("license",), "scrub": ("dedup",),
    "tokenizer": ("scrub",), "chunk": ("scrub",), "tokenize": ("chunk",), "pack": ("tokenize",),
    "export": ("pack", "tokenize"),
}  # fmt: skip
# Steps that do not shrink with more workers, and what their cost grows with (None: bounded).
REDUCE = {
    "tokenizer": None
}  # BPE training reads a bounded sample (tokenizer.sample_bytes); its scan is mapped


def project(run: dict, workers: tuple[int, ...] = (8, 64, 512), task_overhead_s: float = 5.0) -> dict:
    """The seeds' corpus from one measured single-process run (``run``: a ``workers_1`` entry).

    Per stage, CPU seconds per acquired byte are scaled to 1 TB and divided over W workers (one core
    each), plus a start-up cost per task; the tokenizer's training is a fixed single task (its
    sample is bounded). Gates are counted inside their stage's CPU, i.e. as if validated per shard.
    """
    f = SEED_BYTES / run["acquired_bytes"]
    shards = int(SEED_BYTES // SHARD_BYTES) + 1
    rss = run["peak_rss_mb_worker_max"] or run["peak_rss_mb_parent"]
    out: dict = {"scale_factor": round(f), "shards_per_stage": shards, "stages": {}, "wall_hours": {}}
    for name, st in run["stages"].items():
        cpu = st["cpu_seconds"] or 0.0
        row = {
            "cpu_hours_total": round(cpu * f / 3600, 1) if name not in REDUCE else None,
            "single_task_seconds": round(cpu, 1) if name in REDUCE else None,
            "tasks": 1 if name in REDUCE else shards,
            "object_store_written_gb": round(st["bytes_stored"] * f / 1e9, 1),
            "object_store_read_gb": round(
                sum(run["stages"][u]["bytes_stored"] for u in READS[name]) * f / 1e9, 1
            ),
        }
        out["stages"][name] = row
    for w in workers:
        total = 0.0
        for name, st in run["stages"].items():
            cpu = st["cpu_seconds"] or 0.0
            if name in REDUCE:
                total += cpu
            else:
                waves = -(-shards // w)  # ceil: tasks run in waves of W
                total += cpu * f / shards * waves + task_overhead_s
        out["wall_hours"][str(w)] = round(total / 3600, 1)
    out["memory_per_task_mb_measured"] = rss
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--target-mb", type=float, default=100.0, help="bytes of real files in the 1x corpus")
    ap.add_argument("--workers", default="1,2", help="comma-separated worker counts (needs `run --workers`)")
    ap.add_argument("--scale", type=int, default=0, help="also run a corpus this many times larger (e.g. 4)")
    ap.add_argument(
        "--work", default="/tmp/cppcorpus-bench-pipeline", help="corpus cache and object-store roots"
    )
    ap.add_argument("--keep", action="store_true", help="keep the object-store roots")
    ap.add_argument(
        "--trim-after-steps",
        action="store_true",
        help="experiment: each process hands freed memory back after every step (benchmarks/steptrace.py)",
    )
    ap.add_argument(
        "--project", help="print the projection (docs/sizing.md) from this script's JSON, run nothing"
    )
    args = ap.parse_args(argv)
    if args.project:
        measured = json.loads(Path(args.project).read_text())["runs"]["1x"]["workers_1"]
        print(json.dumps(project(measured), indent=1))
        return 0
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    if args.trim_after_steps:
        os.environ["CPPCORPUS_STEP_TRIM"] = "1"  # inherited by the CLI and its workers
    has_workers = cli_supports_workers()
    workers_list: list[int | None] = [int(w) for w in args.workers.split(",")] if has_workers else [None]
    result: dict = {
        "benchmark": "pipeline",
        "machine": machine(),
        "cli_has_workers": has_workers,
        "trim_after_steps": args.trim_after_steps,
        "settings": {
            "config": str(SETTINGS.relative_to(REPO)),
            "vocab_size": 65536,
            "tokenizer_sample_bytes": 64_000_000,
            "chunk_budget": 4096,
            "seq_len": 4096,
        },
        "runs": {},
    }
    scales = [1] + ([args.scale] if args.scale > 1 else [])
    for scale in scales:
        print(f"[bench] building the {scale}x corpus", file=sys.stderr)
        corpus = build_corpus(work, args.target_mb, scale)
        result["runs"][f"{scale}x"] = {"corpus": corpus, **measure(corpus, workers_list, work, args.keep)}
    one = result["runs"]["1x"]
    targets: dict = {}
    if "workers_1" in one and "workers_2" in one:
        speedup = one["workers_2"]["end_to_end_mb_per_s"] / one["workers_1"]["end_to_end_mb_per_s"]
        result["speedup_workers_2_vs_1"] = round(speedup, 3)
        targets["speedup_ge_1.7"] = speedup >= 1.7
    if "workers_2" in one:
        targets["workers_2_ge_3_mb_per_s"] = one["workers_2"]["end_to_end_mb_per_s"] >= 3.0
    big = result["runs"].get(f"{args.scale}x")
    if big:
        ratios = {}
        for label, a in one.items():
            b = big.get(label)
            if label != "corpus" and b:
                key = "peak_rss_mb_worker_max" if a["peak_rss_mb_worker_max"] else "peak_rss_mb_parent"
                ratios[label] = round(b[key] / a[key], 3)
        result["peak_rss_ratio_scale_vs_1x"] = ratios
        result["peak_rss_mb_by_step_1x_vs_scale"] = {
            label: {
                f"{r['stage']}/{r['step']}": [
                    r["peak_rss_mb"],
                    b["peak_rss_mb"],
                    round(b["peak_rss_mb"] / r["peak_rss_mb"], 3),
                ]
                for r in a.get("steps", [])
                for b in big[label].get("steps", [])
                if (b["stage"], b["step"]) == (r["stage"], r["step"]) and r["peak_rss_mb"]
            }
            for label, a in one.items()
            if label != "corpus" and label in big
        }
        targets["rss_ratio_le_1.25"] = all(v <= 1.25 for v in ratios.values())
    result["targets"] = targets
    result["machine"]["loadavg_1_5_15_end"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(result, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
