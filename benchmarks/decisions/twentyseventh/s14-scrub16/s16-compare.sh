#!/bin/bash
# scrub_compare old (main adb3860, /tmp/s16-old) vs new (branch s14-scrub16 at 34bae59, /tmp/s16-new), one set after another per stream
D=/work/wt/scrub16/benchmarks/decisions/twentyseventh/s14-scrub16
V27=/work/wt/measure27/benchmarks/decisions/twentyseventh/scrub_redactions.tsv
cd /tmp/s16-new
for SET in "$@"; do
  EXTRA=""
  [ "$SET" = twentyseventh ] && EXTRA="--verdicts $V27"
  [ "$SET" = eleventh ] && EXTRA="--verdicts benchmarks/decisions/eleventh/scrub_redactions_scrub8.tsv"
  nice -n 10 env PYTHONPATH=$PWD .venv/bin/python benchmarks/scrub_compare.py --set $SET --old-tree /tmp/s16-old \
    --runs 1 $EXTRA --diff $D/compare-$SET-diff.jsonl > $D/compare-$SET.json 2> /tmp/s16-compare-$SET.err
  rc=$?
  gzip -f $D/compare-$SET-diff.jsonl
  echo "$SET done $(date +%T) rc=$rc" >> /tmp/s16-compare.log
done
