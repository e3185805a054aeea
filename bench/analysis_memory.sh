#!/usr/bin/env bash
# Peak memory of `heads` and `align` as the corpus grows (issue 37 §5): a
# base-sized model (the preset after one training step on Multi30k; the work
# and memory do not depend on how well it translates), over the first 200 and
# the first 1000 val pairs, teacher-forced. Goal: the peak RSS over 1000 pairs
# within 10 % of the peak over 200, for each command. `heads` over 1000 pairs
# on a base model takes ~25 min on 2 cores; --align-only skips it.
#   bench/run analysis-memory [--align-only] [--checkpoint CKPT]
# DATA: the Multi30k folder (default ../shared/data/multi30k).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
DATA="${DATA:-../shared/data/multi30k}"
align_only=0
checkpoint=""
while [ $# -gt 0 ]; do
  case "$1" in
    --align-only) align_only=1 ;;
    --checkpoint) checkpoint="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
cmake --build "$BUILD_DIR" -j2 --target attention-studio-cli studio_spm >/dev/null
# OpenMP's own wait policy, as the app and the CLI run (the tests' PASSIVE
# made training ~20 % and decoding ~30 % slower; figures recorded before
# 2026-11-29 were measured with it). POLICY=PASSIVE measures that setting.
if [ -n "${POLICY:-}" ]; then export OMP_WAIT_POLICY="$POLICY"; else unset OMP_WAIT_POLICY; fi
cli="$BUILD_DIR/bin/attention-studio-cli"
work="$BUILD_DIR/bench-analysis-memory"
mkdir -p "$work"
if [ -z "$checkpoint" ]; then
  checkpoint="$work/base/last.ckpt"
  [ -f "$checkpoint" ] || "$cli" train --preset base --train-src "$DATA/train.en.gz" --train-tgt "$DATA/train.de.gz" \
    --dev-src "$DATA/val.en.gz" --dev-tgt "$DATA/val.de.gz" --out "$work/base" --steps 1 --eval-every 1 \
    --eval-sentences 1 --threads 2 >/dev/null
  # The weights alone (no optimiser state): reading a 580 MB checkpoint would
  # set the peak before any pair is read.
  [ -f "$work/base/weights.ckpt" ] || "$cli" average --out "$work/base/weights.ckpt" "$checkpoint" >/dev/null
  checkpoint="$work/base/weights.ckpt"
fi
lines() { (zcat "$1" || true) | head -n "$2"; }  # zcat ends on SIGPIPE, which pipefail would count
# Peak resident memory (MiB) of a command, read from the kernel's rusage.
peak() {
  python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print("%.0f" % (resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024))' "$@"
}
figures="benchmark=analysis-memory model=base"
for n in 200 1000; do
  lines "$DATA/val.en.gz" "$n" > "$work/val-$n.en"; lines "$DATA/val.de.gz" "$n" > "$work/val-$n.de"
  a=$(peak "$cli" align --checkpoint "$checkpoint" --src "$work/val-$n.en" --tgt "$work/val-$n.de" --threads 2)
  echo "align over $n pairs: peak RSS $a MiB"
  figures="$figures align_${n}_mib=$a"
  if [ "$align_only" = 0 ]; then
    h=$(peak "$cli" heads --checkpoint "$checkpoint" --src "$work/val-$n.en" --ref "$work/val-$n.de" --threads 2)
    echo "heads over $n pairs: peak RSS $h MiB"
    figures="$figures heads_${n}_mib=$h"
  fi
done
echo "$figures"
