#!/bin/bash
# license_fresh.py --old b87e518 on every set (run from the worktree root): a few at a time, nice -n 10
O=benchmarks/decisions/twentyfifth/s13-lic25
one() {
  set=${1%%/*}; run=$1
  if [ "$set" = twentyfifth ]; then
    base=/work/wt/measure25/benchmarks/decisions/twentyfifth; runpath=$base/main-b87e518
  else
    base=/work/main/benchmarks/decisions/$set; runpath=/work/main/benchmarks/decisions/$run
  fi
  drops=$(ls $runpath/drops.tsv.gz $runpath/drops.tsv 2>/dev/null | head -1)
  nice -n 10 /work/main/.venv/bin/python benchmarks/license_fresh.py --set $set --old b87e518 \
    --filter-drops $drops --verdicts $base --changes $O/license-changes-$set.tsv \
    > $O/license-changes-$set.json 2> $O/license-changes-$set.log
  echo "$set rc=$?"
}
export -f one; export O
printf '%s\n' twentyfifth/main-b87e518 "$@" | xargs -P 3 -I{} bash -c 'one {}'
