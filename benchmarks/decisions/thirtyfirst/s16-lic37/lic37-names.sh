#!/bin/bash
# licence-name recall of every judged set: $1 = code tree (worktree or a `git archive` of the base), $2 = output folder
# (license-names-<set>.{tsv,json}); one process at a time, nice.
C=$1; O=$2; mkdir -p $O
D=/work/wt/lic37/benchmarks/decisions
for s in fresh fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twentyfirst twentysecond twentythird twentyfourth twentyfifth twentysixth twentyseventh twentyeighth twentyninth thirtieth thirtyfirst; do export CPPCORPUS_${s^^}_DIR=$HOME/.cache/cppcorpus/$s; done
for sr in thirtyfirst:main-c4017d4 thirtieth:main-10484b3 twentyninth:main-4a295d4 twentyeighth:main-275d3fa twentyseventh:main-fc3c39f twentysixth:main-755a3fb twentyfifth:main-b87e518 twentyfourth:main-d285ea3 fresh:main fourth:main-21af653 fifth:main-265b804-seen sixth:main-575b93b seventh:main-ddfaf9b eighth:main-a7f9125 ninth:main-39f880a tenth:main-36ae07d eleventh:main-93b0dfe twelfth:main-78a1068 thirteenth:main-c078dbb fourteenth:main-4239eea fifteenth:main-6c7ebb4 sixteenth:main-c3b5b42 seventeenth:main-bc57b65 eighteenth:main-eb77f18 nineteenth:main-e09442a twentieth:main-aa6874a twentyfirst:main-bc0e7e8 twentysecond:main-4c61ec5 twentythird:main-0f4f3f2; do
  IFS=: read s r <<< "$sr"; v=CPPCORPUS_${s^^}_DIR
  (cd $C && PYTHONPATH=$PWD nice -n 10 /work/main/.venv/bin/python benchmarks/license_names_fresh.py --set $s ${!v} $D/$s/$r/result.json > $O/license-names-$s.tsv 2> $O/license-names-$s.json); echo "$s rc=$?"
done
