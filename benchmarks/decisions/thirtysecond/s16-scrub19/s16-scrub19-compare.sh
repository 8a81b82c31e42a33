#!/bin/bash
# scrub_compare old (main 417c4a1, /tmp/s19-old) vs new (branch s16-scrub19 code commit 638b8a4, /tmp/s19-new),
# one set after another per stream; THIRTYSECOND's judged TSV copied to
# /tmp/s19-new/benchmarks/decisions/thirtysecond/scrub_redactions.tsv (from /tmp/s32_merged.tsv)
D=/work/wt/scrub19/benchmarks/decisions/thirtysecond/s16-scrub19
cd /tmp/s19-new
for SET in "$@"; do
  EXTRA=""
  [ "$SET" = eleventh ] && EXTRA="--verdicts benchmarks/decisions/eleventh/scrub_redactions_scrub8.tsv"
  nice -n 10 env PYTHONPATH=$PWD .venv/bin/python benchmarks/scrub_compare.py --set $SET --old-tree /tmp/s19-old \
    --runs 1 $EXTRA --diff $D/compare-$SET-diff.jsonl > $D/compare-$SET.json 2> /tmp/s19-compare-$SET.err
  rc=$?
  gzip -f $D/compare-$SET-diff.jsonl
  echo "$SET done $(date +%T) rc=$rc" >> /tmp/s19-compare.log
done
