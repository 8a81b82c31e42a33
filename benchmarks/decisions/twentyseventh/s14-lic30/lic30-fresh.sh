#!/bin/bash
cd /work/wt/lic30
for s in fresh fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twentyfirst twentysecond twentythird twentyfourth twentyfifth twentysixth twentyseventh; do export CPPCORPUS_${s^^}_DIR=$HOME/.cache/cppcorpus/$s; done
O=/tmp/lic30-fresh
D=/work/main/benchmarks/decisions
L="$*"
for sr in $L; do s=${sr%%:*}; r=$D/$s/${sr#*:}
  f=$r/drops.tsv; [ -f $f ] || f=$f.gz
  date -u +"%T $s start"
  PYTHONPATH=$PWD nice -n 5 /work/main/.venv/bin/python benchmarks/license_fresh.py --set $s --old 5014c64 --filter-drops $f --verdicts $D/$s --changes $O/license-changes-$s.tsv > $O/license-changes-$s.json 2> $O/$s.err; echo "$s rc=$?"; done
date -u +"%T done"
