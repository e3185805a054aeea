#!/usr/bin/env bash
# Data-parallel throughput on this machine: one process against two
# processes on 127.0.0.1 (c10d, Gloo), one LibTorch thread each, the tiny
# preset on numbers-de with the same global batch (the single process
# accumulates two batches a step, each rank takes one). Prints the target
# tokens per second of each (mean of the logged windows after the first,
# so start-up, tokenizer training and the rendezvous are not counted) and
# the scaling efficiency, two_processes / (2 x one_process).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
steps=120
[ "${1:-}" = "--quick" ] && steps=40
BUILD_DIR="${BUILD_DIR:-build}"
cmake --build "$BUILD_DIR" -j2 --target attention-studio-cli studio_spm >/dev/null
cli="$BUILD_DIR/bin/attention-studio-cli"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export OMP_NUM_THREADS=1 OMP_WAIT_POLICY=PASSIVE
common=(train --demo numbers-de --preset tiny --seed 1 --threads 1 --steps "$steps" --log-every 10
        --eval-every 1000000 --eval-sentences 1)
rate() {
  awk '/^step=/ { for (i = 1; i <= NF; i++) if ($i ~ /^tok_per_s=/) { split($i, a, "="); if (n++) { s += a[2]; m++ } } }
       END { printf "%.0f", s / m }' "$1"
}
"$cli" "${common[@]}" --accum 2 --out "$work/one" > "$work/one.log" 2>/dev/null
port=$((20000 + RANDOM % 20000))
"$cli" "${common[@]}" --world-size 2 --rank 0 --master "127.0.0.1:$port" --out "$work/two" > "$work/two.log" 2>/dev/null &
"$cli" "${common[@]}" --world-size 2 --rank 1 --master "127.0.0.1:$port" --out "$work/two-1" > /dev/null 2>&1
wait
one=$(rate "$work/one.log")
two=$(rate "$work/two.log")
printf 'benchmark=data-parallel one_process_tok_per_s=%s two_processes_tok_per_s=%s speedup=%.2f scaling_efficiency=%.2f threads_per_process=1 steps=%s\n' \
  "$one" "$two" "$(awk -v a="$one" -v b="$two" 'BEGIN{print b/a}')" "$(awk -v a="$one" -v b="$two" 'BEGIN{print b/(2*a)}')" "$steps"
