# Two entry points for a fresh machine:
#   make demo   set up everything, then run the cpp_corpus DAG end to end on the embedded default
#   make test   set up everything, then run the whole test suite
#   make xla    the separate torch_xla venv (.venv-xla) the XLA proof runs in (make test needs it)
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
ROOT ?= $(CURDIR)/lake
XLA_VENV ?= .venv-xla
XLA_STAMP := $(XLA_VENV)/.installed

.PHONY: demo test setup lint clean-demo up down xla bench-corpora

setup: $(STAMP)

# setup.py and the C cores: the editable install recompiles the cores when they change
$(STAMP): pyproject.toml scripts/setup.sh setup.py pipeline/tokenizer/_native.c pipeline/hygiene/_minhash.c pipeline/hygiene/_quality.c pipeline/packplan.c \
		pipeline/structure/_cwalk.c $(wildcard third_party/tree-sitter-0.26.1/lib/src/*)
	bash scripts/setup.sh "$(VENV)"
	touch $(STAMP)

demo: $(STAMP)
	bash scripts/demo.sh "$(VENV)" "$(ROOT)"

test: $(STAMP) $(XLA_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m pytest -q -p no:cacheprovider

lint: $(STAMP)
	$(VENV)/bin/ruff check . && $(VENV)/bin/ruff format --check .

# The decisions benchmark's confirmation trees (benchmarks/corpora.py CONFIRM); not needed by the tests.
bench-corpora:
	CPPCORPUS_BENCH_CORPORA=1 bash scripts/setup.sh "$(VENV)"
	$(VENV)/bin/python benchmarks/corpora.py --install-fresh  # the FRESH set (apt-get download, PyPI's index, npm pack)
	$(VENV)/bin/python benchmarks/corpora.py --install-fourth  # the FOURTH set (same three kinds of source)
	$(VENV)/bin/python benchmarks/corpora.py --install-fifth  # the FIFTH set (same three kinds of source)
	$(VENV)/bin/python benchmarks/corpora.py --install-sixth  # SIXTH … EIGHTEENTH (same three kinds of source)
	$(VENV)/bin/python benchmarks/corpora.py --install-seventh
	$(VENV)/bin/python benchmarks/corpora.py --install-eighth
	$(VENV)/bin/python benchmarks/corpora.py --install-ninth
	$(VENV)/bin/python benchmarks/corpora.py --install-tenth
	$(VENV)/bin/python benchmarks/corpora.py --install-eleventh
	$(VENV)/bin/python benchmarks/corpora.py --install-twelfth
	$(VENV)/bin/python benchmarks/corpora.py --install-thirteenth
	$(VENV)/bin/python benchmarks/corpora.py --install-fourteenth
	$(VENV)/bin/python benchmarks/corpora.py --install-fifteenth
	$(VENV)/bin/python benchmarks/corpora.py --install-sixteenth
	$(VENV)/bin/python benchmarks/corpora.py --install-seventeenth
	$(VENV)/bin/python benchmarks/corpora.py --install-eighteenth
	$(VENV)/bin/python benchmarks/corpora.py --install-nineteenth
	$(VENV)/bin/python benchmarks/corpora.py --install-twentieth
	$(VENV)/bin/python benchmarks/corpora.py --install-twentyfirst  # with Debian source packages
	$(VENV)/bin/python benchmarks/corpora.py --install-twentysecond
	$(VENV)/bin/python benchmarks/corpora.py --install-twentythird
	$(VENV)/bin/python benchmarks/corpora.py --install-twentyfourth
	$(VENV)/bin/python benchmarks/corpora.py --install-twentyfifth
	$(VENV)/bin/python benchmarks/corpora.py --install-twentysixth
	$(VENV)/bin/python benchmarks/corpora.py --install-twentyseventh
	$(VENV)/bin/python benchmarks/corpora.py --install-twentyeighth
	$(VENV)/bin/python benchmarks/corpora.py --install-twentyninth
	$(VENV)/bin/python benchmarks/corpora.py --install-thirtieth
	$(VENV)/bin/python benchmarks/corpora.py --install-thirtyfirst
	$(VENV)/bin/python benchmarks/corpora.py --install-thirtysecond
	$(VENV)/bin/python benchmarks/corpora.py --install-thirtythird
	$(VENV)/bin/python benchmarks/corpora.py --install-thirtyfourth

clean-demo:
	rm -rf .demo lake

# The distributed deployment (docker-compose.yml's, as processes on loopback): PostgreSQL, Redis,
# SeaweedFS, Airflow's api-server/scheduler/dag-processor/triggerer, two Celery workers. Writes .deploy/env.
up: $(STAMP)
	$(PY) scripts/deploy.py up

down:
	$(PY) scripts/deploy.py down

# torch 2.9.0 from PyPI is a CUDA build (~4 GB with its nvidia wheels): pip's cache (~/.cache/pip,
# or PIP_CACHE_DIR) is kept so a rebuild does not download it again. The checkout's `pipeline`
# package is made importable by a .pth file (numpy and pyarrow are its only needs there).
XLA_PACKAGES := torch==2.9.0 torch_xla==2.9.0 numpy pyarrow

xla: $(XLA_STAMP)

$(XLA_STAMP): Makefile
	test -x $(XLA_VENV)/bin/python || python3 -m venv $(XLA_VENV)
	$(XLA_VENV)/bin/python -m pip install -q $(XLA_PACKAGES)
	echo "$(CURDIR)" > "$$($(XLA_VENV)/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/cppcorpus-checkout.pth"
	PJRT_DEVICE=CPU $(XLA_VENV)/bin/python -c "import torch, torch_xla, pipeline.loader; print('torch', torch.__version__, 'torch_xla', torch_xla.__version__)"
	touch $(XLA_STAMP)
