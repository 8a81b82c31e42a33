#!/bin/bash
# scrub_compare old (main d82c79a, /tmp/s15-old) vs new (e7352cc, /tmp/s15-new2), one set after another per stream
D=/work/wt/scrub15/benchmarks/decisions/twentysixth/s14-scrub15
cd /tmp/s15-new2
for SET in "$@"; do
  nice -n 10 env PYTHONPATH=$PWD .venv/bin/python benchmarks/scrub_compare.py --set $SET --old-tree /tmp/s15-old \
    --runs 1 --diff $D/compare-$SET-diff.jsonl > $D/compare-$SET.json 2> /tmp/s15-compare-$SET.err
  rc=$?
  gzip -f $D/compare-$SET-diff.jsonl
  echo "$SET done $(date +%T) rc=$rc" >> /tmp/s15-compare.log
done
