"""CPU seconds of the verify gates over a committed run, by number of ranks; prints JSON.

Re-validates every stage of ``runs/latest.json`` under ``--root`` the way ``runner.gate`` does
(each rank: ``gates.validate_part`` over the shards it owns, reading only the columns the suite
needs; the part goes through its stored form; then ``gates.merge_parts``), without writing anything,
and checks that the result is byte-identical to the stored ``_validation.json``::

    python benchmarks/gates.py --root /tmp/work/lake-1x-workers_1 --ranks 1,2

``parts_cpu_s`` is the CPU of all ranks together (run one after the other in this process: with
W workers each does about 1/W of it); ``merge_cpu_s`` is the gate task's own CPU. The one-off GX
context start-up (``gx_context_cpu_s``) is paid once per process.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from pipeline import gates  # noqa: E402
from pipeline import runner as R  # noqa: E402
from pipeline.store import ObjectStore, shard_names  # noqa: E402


def measure(store: ObjectStore, name: str, version: str, ranks: int) -> dict:
    pending = store.read_json(store.path(name, version, "_pending.json"))
    stored = store.read_json(store.path(name, version, "_validation.json"))
    params = {k: v for k, v in stored["params"].items() if not k.startswith("counts_")}
    t0 = time.process_time()
    suite = gates.SuiteParts.of(name)
    names = shard_names(store, name, version)
    parts = []
    for rank in range(ranks):
        mine = (
            (i, *R._read_for_gate(store, store.path(name, version, n), suite.columns))
            for i, n in enumerate(names)
            if i % ranks == rank
        )
        part = gates.validate_part(name, mine, params)
        parts.append(gates.GatePart.from_stored(json.loads(json.dumps(part.as_json())), part.keys_table()))
    t1 = time.process_time()
    try:
        result = gates.merge_parts(name, parts, counts=pending["counts"], params=params, version=version)
    except gates.GateFailed as e:
        result = e.result
    t2 = time.process_time()
    return {
        "shards": len(names),
        "rows": result["rows"],
        "parts_cpu_s": round(t1 - t0, 3),
        "merge_cpu_s": round(t2 - t1, 3),
        "same_as_stored": json.dumps(result, sort_keys=True) == json.dumps(stored, sort_keys=True),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", required=True, help="object-store root of a finished run")
    ap.add_argument("--ranks", default="1,2", help="comma-separated numbers of ranks")
    args = ap.parse_args()
    store = ObjectStore(args.root)
    latest = store.read_json(store.path("runs", "latest.json"))["stages"]
    t0 = time.process_time()
    gates._batch_definition()
    out: dict = {
        "benchmark": "gates",
        "root": args.root,
        "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "loadavg_1_5_15": list(os.getloadavg()),
        "gx_context_cpu_s": round(time.process_time() - t0, 3),
        "batch_rows": gates.GATE_BATCH_ROWS,
        "runs": {},
    }
    for ranks in (int(x) for x in args.ranks.split(",")):
        stages = {name: measure(store, name, latest[name], ranks) for name in R.ORDER if name in latest}
        out["runs"][f"ranks_{ranks}"] = {
            "stages": stages,
            "total_cpu_s": round(sum(s["parts_cpu_s"] + s["merge_cpu_s"] for s in stages.values()), 3),
            "all_same_as_stored": all(s["same_as_stored"] for s in stages.values()),
        }
    out["loadavg_1_5_15_end"] = list(os.getloadavg())
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
