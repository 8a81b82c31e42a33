# Two entry points for a fresh machine:
#   make demo   set up everything, then run the cpp_corpus DAG end to end on the embedded default
#   make test   set up everything, then run the whole test suite
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
ROOT ?= $(CURDIR)/lake

.PHONY: demo test setup lint clean-demo up down

setup: $(STAMP)

$(STAMP): pyproject.toml scripts/setup.sh
	bash scripts/setup.sh "$(VENV)"
	touch $(STAMP)

demo: $(STAMP)
	bash scripts/demo.sh "$(VENV)" "$(ROOT)"

test: $(STAMP)
	$(VENV)/bin/ruff check .
	$(PY) -m pytest -q -p no:cacheprovider

lint: $(STAMP)
	$(VENV)/bin/ruff check . && $(VENV)/bin/ruff format --check .

clean-demo:
	rm -rf .demo lake

# The distributed deployment (docker-compose.yml's, as processes on loopback): PostgreSQL, Redis,
# SeaweedFS, Airflow's api-server/scheduler/dag-processor/triggerer, two Celery workers. Writes .deploy/env.
up: $(STAMP)
	$(PY) scripts/deploy.py up

down:
	$(PY) scripts/deploy.py down
