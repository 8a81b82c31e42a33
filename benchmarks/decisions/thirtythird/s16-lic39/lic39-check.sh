#!/bin/bash
# worker: $1 = fwd|rev ; mkdir lock per set (every set is installed in ~/.cache/cppcorpus)
cd /work/wt/lic39
for s in fresh fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twentyfirst twentysecond twentythird twentyfourth twentyfifth twentysixth twentyseventh twentyeighth twentyninth thirtieth thirtyfirst thirtysecond thirtythird; do export CPPCORPUS_${s^^}_DIR=$HOME/.cache/cppcorpus/$s; done
O=benchmarks/decisions/thirtythird/s16-lic39
D=/work/wt/lic39/benchmarks/decisions
L="thirtythird:/work/wt/measure-thirtythird/benchmarks/decisions/thirtythird/main-2b01ebe:/work/wt/measure-thirtythird/benchmarks/decisions/thirtythird thirtysecond:/work/wt/measure-thirtysecond/benchmarks/decisions/thirtysecond/main-e6ab21e:/work/wt/measure-thirtysecond/benchmarks/decisions/thirtysecond thirtyfirst:$D/thirtyfirst/main-c4017d4:$D/thirtyfirst thirtieth:$D/thirtieth/main-10484b3:$D/thirtieth twentyninth:$D/twentyninth/main-4a295d4:$D/twentyninth twentyeighth:$D/twentyeighth/main-275d3fa:$D/twentyeighth twentyseventh:$D/twentyseventh/main-fc3c39f:$D/twentyseventh twentysixth:$D/twentysixth/main-755a3fb twentyfifth:$D/twentyfifth/main-b87e518 twentyfourth:$D/twentyfourth/main-d285ea3 fresh:$D/fresh/main fourth:$D/fourth/main-21af653 fifth:$D/fifth/main-265b804-seen sixth:$D/sixth/main-575b93b seventh:$D/seventh/main-ddfaf9b eighth:$D/eighth/main-a7f9125 ninth:$D/ninth/main-39f880a tenth:$D/tenth/main-36ae07d eleventh:$D/eleventh/main-93b0dfe twelfth:$D/twelfth/main-78a1068 thirteenth:$D/thirteenth/main-c078dbb fourteenth:$D/fourteenth/main-4239eea fifteenth:$D/fifteenth/main-6c7ebb4 sixteenth:$D/sixteenth/main-c3b5b42 seventeenth:$D/seventeenth/main-bc57b65 eighteenth:$D/eighteenth/main-eb77f18 nineteenth:$D/nineteenth/main-e09442a twentieth:$D/twentieth/main-aa6874a twentyfirst:$D/twentyfirst/main-bc0e7e8 twentysecond:$D/twentysecond/main-4c61ec5 twentythird:$D/twentythird/main-0f4f3f2"
[ "$1" = rev ] && L="$(echo $L | tr ' ' '\n' | head -1) $(echo $L | tr ' ' '\n' | tail -n +2 | tac | tr '\n' ' ')"
for sr in $L; do IFS=: read s r v <<< "$sr"; v=${v:-$D/$s}
  mkdir /tmp/lic39-lock-$s 2>/dev/null || continue
  f=$r/drops.tsv; [ -f $f ] || f=$f.gz
  date -u +"%T $s start"
  PYTHONPATH=$PWD nice -n 10 /work/main/.venv/bin/python benchmarks/license_fresh.py --set $s --old 140dee8 --filter-drops $f --verdicts $v --changes $O/license-changes-$s.tsv > $O/license-changes-$s.json 2> /tmp/lic39-$s.err; echo "$s rc=$?"
done
date -u +"%T done $1"
