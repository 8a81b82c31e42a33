#!/bin/bash
for s in fresh fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth; do export CPPCORPUS_${s^^}_DIR=$HOME/.cache/cppcorpus/$s; done
for s in "$@"; do
  nice -n 10 /work/main/.venv/bin/python /tmp/f16/cands.py $s 2>> /tmp/f16/cands/log && \
  nice -n 10 /work/main/.venv/bin/python /tmp/f16/judge.py /tmp/f16/old $s old && \
  nice -n 10 /work/main/.venv/bin/python /tmp/f16/judge.py $NEW_TREE $s new && echo $s >> /tmp/f16/cands/done
done
