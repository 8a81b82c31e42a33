#!/bin/bash
# scrub_compare old (main b87e518, /tmp/s14-old) vs new (49c2181, /tmp/s14-new), one set after another per stream
D=/work/wt/scrub14/benchmarks/decisions/twentyfifth/s13-scrub14
cd /tmp/s14-new
for SET in "$@"; do
  V=()
  if [ $SET = twentyfifth ]; then V=(--verdicts /work/wt/measure25/benchmarks/decisions/twentyfifth/scrub_redactions.tsv); fi
  nice -n 10 env PYTHONPATH=$PWD .venv/bin/python benchmarks/scrub_compare.py --set $SET --old-tree /tmp/s14-old \
    --runs 1 "${V[@]}" --diff $D/compare-$SET-diff.jsonl > $D/compare-$SET.json 2> /tmp/s14-compare-$SET.err
  rc=$?
  gzip -f $D/compare-$SET-diff.jsonl
  echo "$SET done $(date +%T) rc=$rc" >> /tmp/s14-compare.log
done
