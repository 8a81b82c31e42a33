#!/bin/bash
cd /work/wt/scrub12
D=benchmarks/decisions/twentythird/s12-scrub12
for SET in "$@"; do
  nice -n 15 env PYTHONPATH=$PWD .venv/bin/python benchmarks/scrub_compare.py --set $SET --old-tree /tmp/s12-old \
    --runs 1 --diff $D/compare-$SET-diff.jsonl > $D/compare-$SET.json 2> /tmp/s12-compare-$SET.err
  gzip -f $D/compare-$SET-diff.jsonl
  echo "$SET done $(date +%T)" >> /tmp/s12-compare.log
done
