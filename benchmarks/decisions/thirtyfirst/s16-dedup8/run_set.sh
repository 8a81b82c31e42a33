#!/bin/bash
# usage: run_set.sh CODE_DIR SET TAG   -> runs pipeline --until dedup into /tmp/dedup8/LAKE-SET, dumps drops to /tmp/dedup8/drops/SET.TAG.jsonl
set -e
CODE=$1; SET=$2; TAG=$3
U=$(echo $SET | tr a-z A-Z)
export CPPCORPUS_${U}_DIR=$HOME/.cache/cppcorpus/$SET
PY=/work/main/.venv/bin/python
mkdir -p /tmp/dedup8/drops /tmp/dedup8/logs
cd $CODE
SRC=/tmp/dedup8/$SET.yaml
[ -f $SRC ] || PYTHONPATH=$CODE $PY benchmarks/dedup_decisions_fresh.py --set $SET --write-sources $HOME/.cache/cppcorpus/$SET $SRC
t0=$(date +%s)
PYTHONPATH=$CODE nice -n 10 $PY -m pipeline.cli run --sources $SRC --root /tmp/dedup8/LAKE-$SET --until dedup --workers 1 > /tmp/dedup8/logs/$SET.$TAG.run.json 2> /tmp/dedup8/logs/$SET.$TAG.err
PYTHONPATH=$CODE $PY -m pipeline.cli ledger --root /tmp/dedup8/LAKE-$SET --drops | $PY -c "import sys,json; [sys.stdout.write(l) for l in sys.stdin if json.loads(l)[\"stage\"]==\"dedup\"]" > /tmp/dedup8/drops/$SET.$TAG.jsonl
echo "$SET $TAG $(( $(date +%s) - t0 ))s $(wc -l < /tmp/dedup8/drops/$SET.$TAG.jsonl) drops" >> /tmp/dedup8/logs/done.txt
