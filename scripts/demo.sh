#!/usr/bin/env bash
# The main job on the embedded default: the cpp_corpus DAG in-process (airflow dags test, SQLite)
# over the system's libstdc++ and C headers, writing to a local folder as the object-store root.
set -euo pipefail
VENV="${1:-.venv}"
ROOT="${2:-$PWD/lake}"
source "$(dirname "$0")/airflow-env.sh" "$VENV"

echo "== airflow db migrate ($AIRFLOW_HOME)"
airflow db migrate >/dev/null
echo "== airflow dags test cpp_corpus (root: $ROOT)"
conf=$(python -c 'import json,sys; print(json.dumps({"root": sys.argv[1]}))' "$ROOT")
airflow dags test cpp_corpus --conf "$conf" >"$AIRFLOW_HOME/dags-test.log" 2>&1 || {
  tail -n 60 "$AIRFLOW_HOME/dags-test.log"; echo "the DAG run failed; full log: $AIRFLOW_HOME/dags-test.log"; exit 1; }
grep -E "state=|DagRun Finished|Marking run" "$AIRFLOW_HOME/dags-test.log" | tail -n 3 || true

summary=$(python - "$ROOT" <<'PY'
import json, sys
from pipeline.runner import summarize
from pipeline.store import ObjectStore, StageOutput
from pipeline import ledger
store = ObjectStore(sys.argv[1])
versions = ledger.latest_run(store)
s = summarize(store, versions, [StageOutput(n, v, False, store.path(n, v)) for n, v in versions.items()])
print(json.dumps(s))
PY
)
prefix=$(python -c 'import json,sys; print(json.loads(sys.argv[1])["export_prefix"])' "$summary")
vocab=$(python -c 'import json,sys; print(json.loads(sys.argv[1])["vocab_size"])' "$summary")
echo "== cppcorpus verify"
cppcorpus verify "$prefix" --vocab-size "$vocab"
echo "== cppcorpus ledger"
cppcorpus ledger --root "$ROOT" | python -m json.tool
echo "== cppcorpus docs (the gates' Great Expectations results as Data Docs)"
cppcorpus docs --root "$ROOT" --out "$ROOT/data-docs"
echo "== cppcorpus report (plots of the run's outputs; the numbers behind them in report.json)"
report=$(cppcorpus report --root "$ROOT" --out "$ROOT/report")
echo "  corpus report: $(python -c 'import json,sys,os; print(os.path.abspath(json.loads(sys.argv[1])["report"]))' "$report")"
echo
echo "Outputs (object-store root $ROOT):"
python - "$summary" <<'PY'
import json, sys
s = json.loads(sys.argv[1])
for k in ("export_prefix", "tokenizer", "vocab_size", "documents", "tokens"):
    print(f"  {k:>14}: {s[k]}")
for name, v in s["stages"].items():
    print(f"  {name:>14}: {s['root']}/{name}/{v['version']}")
print(f"  Megatron dataset: {s['export_prefix']}.bin/.idx, one document per sequence;")
print(f"  part-00000.parquet beside it maps each index to its source file.")
PY
