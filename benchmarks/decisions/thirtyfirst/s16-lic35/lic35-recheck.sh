#!/bin/bash
# rerun on the final code (commit 171cf2e: the description veto) of the sets whose first run listed changes
cd /work/wt/lic35
O=benchmarks/decisions/thirtyfirst/s16-lic35
D=/work/main/benchmarks/decisions
for sr in thirtyfirst:$D/thirtyfirst/main-c4017d4:$D/thirtyfirst fourth:$D/fourth/main-21af653; do IFS=: read s r v <<< "$sr"; v=${v:-$D/$s}
  export CPPCORPUS_${s^^}_DIR=$HOME/.cache/cppcorpus/$s
  f=$r/drops.tsv; [ -f $f ] || f=$f.gz
  date -u +"%T $s start"
  PYTHONPATH=$PWD nice -n 5 /work/main/.venv/bin/python benchmarks/license_fresh.py --set $s --old afff4b6 --filter-drops $f --verdicts $v --changes $O/license-changes-$s.tsv > $O/license-changes-$s.json 2> /tmp/lic35-re-$s.err; echo "$s rc=$?"
done
date -u +"%T done recheck"
