#!/bin/bash
# usage: dump.sh CODEDIR TAG set...   (one process; run two of these side by side with disjoint sets)
code=$1; tag=$2; shift 2
cd $code
for s in "$@"; do
  S=$(echo $s | tr a-z A-Z)
  start=$(date +%s)
  env CPPCORPUS_${S}_DIR=$HOME/.cache/cppcorpus/$s PYTHONPATH=$code nice -n 10 /work/main/.venv/bin/python benchmarks/filter_dump.py --split $s --out /tmp/filt28/dumps/$s-$tag.tsv > /tmp/filt28/dumps/$s-$tag.json 2>/tmp/filt28/dumps/$s-$tag.err
  echo "$s $tag rc=$? $(( $(date +%s)-start ))s" >> /tmp/filt28/dumps/log
done
