#!/bin/bash
# usage: dump.sh CODEDIR TAG set...
code=$1; tag=$2; shift 2
cd $code
for s in "$@"; do
  S=$(echo $s | tr a-z A-Z)
  start=$(date +%s)
  env CPPCORPUS_${S}_DIR=$HOME/.cache/cppcorpus/$s nice -n 10 /work/main/.venv/bin/python benchmarks/filter_dump.py --split $s --out /tmp/filt25/dumps/$s-$tag.tsv > /tmp/filt25/dumps/$s-$tag.json 2>/tmp/filt25/dumps/$s-$tag.err
  echo "$s $tag rc=$? $(( $(date +%s)-start ))s" >> /tmp/filt25/dumps/log
done
