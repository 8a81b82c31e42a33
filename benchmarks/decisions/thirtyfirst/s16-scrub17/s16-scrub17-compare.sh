#!/bin/bash
# scrub_compare old (main afff4b6, /tmp/s16scrub17-old) vs new (branch s16-scrub17 code commit 6be759d,
# /tmp/s16scrub17-new), one set after another per stream
D=/work/wt/scrub17/benchmarks/decisions/thirtyfirst/s16-scrub17
cd /tmp/s16scrub17-new
for SET in "$@"; do
  EXTRA=""
  [ "$SET" = eleventh ] && EXTRA="--verdicts benchmarks/decisions/eleventh/scrub_redactions_scrub8.tsv"
  nice -n 10 env PYTHONPATH=$PWD .venv/bin/python benchmarks/scrub_compare.py --set $SET --old-tree /tmp/s16scrub17-old \
    --runs 1 $EXTRA --diff $D/compare-$SET-diff.jsonl > $D/compare-$SET.json 2> /tmp/s16scrub17-compare-$SET.err
  rc=$?
  gzip -f $D/compare-$SET-diff.jsonl
  echo "$SET done $(date +%T) rc=$rc" >> /tmp/s16scrub17-compare.log
done
