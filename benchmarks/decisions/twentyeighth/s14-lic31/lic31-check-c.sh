#!/bin/bash
# worker: $1 = fwd|rev ; mkdir lock per set
cd /work/wt/lic31
for s in fresh fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twentyfirst twentysecond twentythird twentyfourth twentyfifth twentysixth twentyseventh twentyeighth; do export CPPCORPUS_${s^^}_DIR=$HOME/.cache/cppcorpus/$s; done
O=benchmarks/decisions/twentyeighth/s14-lic31
D=/work/main/benchmarks/decisions
M28=/work/wt/measure28/benchmarks/decisions/twentyeighth
L="fifth:$D/fifth/main-265b804-seen"

for sr in $L; do IFS=: read s r v <<< "$sr"; v=${v:-$D/$s}
  mkdir /tmp/lic31-lockC-$s 2>/dev/null || continue
  f=$r/drops.tsv; [ -f $f ] || f=$f.gz
  date -u +"%T $s start"
  PYTHONPATH=$PWD nice -n 5 /work/main/.venv/bin/python benchmarks/license_fresh.py --set $s --old 73b624c --filter-drops $f --verdicts $v --changes $O/license-changes-$s.tsv > $O/license-changes-$s.json 2> /tmp/lic31-$s.err; echo "$s rc=$?"; done
date -u +"%T done $1"
