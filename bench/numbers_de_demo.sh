#!/usr/bin/env bash
# The first-launch demo's promise: the tiny preset trains numbers-de to at
# least 60 dev BLEU within 150 seconds on 2 cores. Trains for the time limit
# (--quick: 45 s), then scores the whole dev set with greedy decoding.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=150
[ "${1:-}" = "--quick" ] && limit=45
BUILD_DIR="${BUILD_DIR:-build}"
cmake --build "$BUILD_DIR" -j2 --target attention-studio-cli studio_spm >/dev/null
cli="$BUILD_DIR/bin/attention-studio-cli"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$cli" demo-data numbers-de --seed 1 --out "$work/data" 2>/dev/null
start=$(date +%s.%N)
"$cli" train --demo numbers-de --preset tiny --seed 1 --time-limit "$limit" --eval-every 100 \
  --steps 1000000 --out "$work/run" > "$work/train.log"
end=$(date +%s.%N)
evals=$(grep -c '^eval ' "$work/train.log" || true)
last_step=$("$cli" info "$work/run/last.ckpt" --json | sed -E 's/.*"step":([0-9]+).*/\1/')
"$cli" translate --checkpoint "$work/run/last.ckpt" --beam 1 < "$work/data/dev.src" > "$work/dev.hyp"
char=$("$cli" bleu "$work/data/dev.tgt" --hyp "$work/dev.hyp" --tokenize char --json)
exact=$(paste -d '\t' "$work/dev.hyp" "$work/data/dev.tgt" | awk -F'\t' '$1==$2{n++} END{printf "%.3f", n/NR}')
bleu=$(echo "$char" | sed -E 's/.*"bleu":([0-9.eE+-]+).*/\1/')
printf 'benchmark=numbers-de seconds=%.0f steps=%s evals=%s dev_char_bleu=%.2f dev_exact_match=%s threads=%s\n' \
  "$(awk -v a="$start" -v b="$end" 'BEGIN{print b-a}')" "$last_step" "$evals" "$bleu" "$exact" "$(nproc)"
