#!/bin/bash
# scrub_compare old (main 275d3fa, /tmp/s17-old) vs new (branch s14-scrub17, /tmp/s17-new), one set after another per stream
D=/work/wt/scrub17/benchmarks/decisions/twentyeighth/s14-scrub17
V28=/work/wt/measure28/benchmarks/decisions/twentyeighth/scrub_redactions.tsv
cd /tmp/s17-new
for SET in "$@"; do
  EXTRA=""
  [ "$SET" = twentyeighth ] && EXTRA="--verdicts $V28"
  [ "$SET" = eleventh ] && EXTRA="--verdicts benchmarks/decisions/eleventh/scrub_redactions_scrub8.tsv"
  nice -n 10 env PYTHONPATH=$PWD .venv/bin/python benchmarks/scrub_compare.py --set $SET --old-tree /tmp/s17-old \
    --runs 1 $EXTRA --diff $D/compare-$SET-diff.jsonl > $D/compare-$SET.json 2> /tmp/s17-compare-$SET.err
  rc=$?
  gzip -f $D/compare-$SET-diff.jsonl
  echo "$SET done $(date +%T) rc=$rc" >> /tmp/s17-compare.log
done
