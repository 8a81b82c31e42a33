#!/bin/bash
# scrub_compare old (main 69f5726, /tmp/s13-old) vs new (this branch), one set after another
cd /work/wt/scrub13
D=benchmarks/decisions/twentyfourth/s13-scrub13
for SET in "$@"; do
  V=()
  if [ $SET = twentyfourth ]; then V=(--verdicts /work/wt/measure24/benchmarks/decisions/twentyfourth/scrub_redactions.tsv); fi
  nice -n 10 env PYTHONPATH=$PWD .venv/bin/python benchmarks/scrub_compare.py --set $SET --old-tree /tmp/s13-old \
    --runs 1 "${V[@]}" --diff $D/compare-$SET-diff.jsonl > $D/compare-$SET.json 2> /tmp/s13-compare-$SET.err
  gzip -f $D/compare-$SET-diff.jsonl
  echo "$SET done $(date +%T) rc=$?" >> /tmp/s13-compare.log
done
