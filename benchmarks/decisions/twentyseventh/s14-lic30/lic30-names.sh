#!/bin/bash
for s in fresh fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twentyfirst twentysecond twentythird twentyfourth twentyfifth twentysixth twentyseventh; do export CPPCORPUS_${s^^}_DIR=$HOME/.cache/cppcorpus/$s; done
D=/work/main/benchmarks/decisions
L="twentyseventh:main-fc3c39f twentysixth:main-755a3fb twentyfifth:main-b87e518 twentyfourth:main-d285ea3 fresh:main fourth:main-21af653 fifth:main-265b804-seen sixth:main-575b93b seventh:main-ddfaf9b eighth:main-a7f9125 ninth:main-39f880a tenth:main-36ae07d eleventh:main-93b0dfe twelfth:main-78a1068 thirteenth:main-c078dbb fourteenth:main-4239eea fifteenth:main-6c7ebb4 sixteenth:main-c3b5b42 seventeenth:main-bc57b65 eighteenth:main-eb77f18 nineteenth:main-e09442a twentieth:main-aa6874a twentyfirst:main-bc0e7e8 twentysecond:main-4c61ec5 twentythird:main-0f4f3f2"
for sr in $L; do s=${sr%%:*}; r=$D/$s/${sr#*:}; d=$HOME/.cache/cppcorpus/$s
  for w in br:/work/wt/lic30 main:/tmp/lic30-main; do t=${w%%:*}; cd ${w#*:}
    PYTHONPATH=$PWD nice -n 5 /work/main/.venv/bin/python benchmarks/license_names_fresh.py --set $s $d $r/result.json > /tmp/lic30-names/$t-$s.tsv 2> /tmp/lic30-names/$t-$s.json; echo "$(date -u +%T) $t $s rc=$?"
  done; done
echo done
