# Source me: an embedded Airflow (SQLite, in-process) for this checkout, under .demo/airflow.
# Usage: source scripts/airflow-env.sh VENV
_venv="$(cd "${1:-.venv}" && pwd)"
_repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$_venv/bin:$PATH"
export AIRFLOW_HOME="${AIRFLOW_HOME:-$_repo/.demo/airflow}"
export AIRFLOW__CORE__DAGS_FOLDER="$_repo/dags"
export AIRFLOW__CORE__PLUGINS_FOLDER="$_repo/plugins"
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW__CORE__UNIT_TEST_MODE=False
export AIRFLOW__LOGGING__LOGGING_LEVEL="${AIRFLOW__LOGGING__LOGGING_LEVEL:-WARNING}"
mkdir -p "$AIRFLOW_HOME"
