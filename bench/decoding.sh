#!/usr/bin/env bash
# Decoding speed with and without the key/value cache (greedy and beam 4) on
# Multi30k's test_2016_flickr sources; with --checkpoint, also the same greedy
# decoding in Python with PyTorch (bench/pytorch_reference.py greedy, the
# checkpoint's weights in torch.nn.Transformer, the prefix recomputed each
# step as PyTorch's tutorials do), whose outputs are compared token for token.
# --quick: 20 sentences; other arguments go to bench_decoding (e.g.
# --checkpoint runs/x/last.ckpt, --precision bf16).
# DATA: the Multi30k folder (default ../shared/data/multi30k).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
DATA="${DATA:-../shared/data/multi30k}"
args=()
checkpoint=""
threads=2
max_extra=50  # bench_decoding's default
prev=""
for a in "$@"; do
  if [ "$a" = "--quick" ]; then args+=(--sentences 20); else args+=("$a"); fi
  [ "$prev" = "--checkpoint" ] && checkpoint="$a"
  [ "$prev" = "--threads" ] && threads="$a"
  [ "$prev" = "--max-extra" ] && max_extra="$a"
  prev="$a"
done
# The PyTorch reference decodes in fp32: a bf16 engine beside it would be
# divided into another precision's time (and its outputs compared with it).
if [ -n "$checkpoint" ] && [[ " ${args[*]} " == *" --precision bf16 "* ]]; then
  echo "error: --precision bf16 with --checkpoint: the PyTorch reference decodes in fp32; compare fp32" >&2
  exit 2
fi
cmake --build "$BUILD_DIR" -j2 --target bench_decoding studio_spm >/dev/null
# OpenMP's own wait policy (a waiting thread spins a while before it sleeps),
# as the app and the CLI run: the tests' OMP_WAIT_POLICY=PASSIVE makes every
# parallel region of a decoding step pay a futex wake-up (base, 20 sentences,
# session 15: greedy 249-317 ms a sentence with it, 188-237 ms without).
# POLICY=PASSIVE bench/run decoding measures that setting.
if [ -n "${POLICY:-}" ]; then export OMP_WAIT_POLICY="$POLICY"; else unset OMP_WAIT_POLICY; fi
ids="$BUILD_DIR/bench-decoding"
mkdir -p "$ids"
[ -n "$checkpoint" ] && args+=(--ids-out "$ids")
line=$("$BUILD_DIR/bin/bench_decoding" "$DATA/train.en.gz" "$DATA/train.de.gz" "$DATA/test_2016_flickr.en.gz" "${args[@]}")
if [ -z "$checkpoint" ]; then
  echo "$line"
  exit 0
fi
ref=$(/usr/bin/python3 bench/pytorch_reference.py greedy "$checkpoint" "$ids/sources.txt" --out "$ids/pytorch_greedy.txt" \
  --threads "$threads" --max-extra "$max_extra")  # the engine's length limit
echo "$ref" >&2
same=$(paste -d'|' "$ids/engine_greedy.txt" "$ids/pytorch_greedy.txt" | awk -F'|' '$1 == $2 {n++} END {print n + 0}')
total=$(wc -l < "$ids/sources.txt")
engine_ms=$(echo "$line" | sed -n 's/.* greedy_ms=\([0-9.]*\).*/\1/p')
pytorch_ms=$(echo "$ref" | sed -n 's/.* ms=\([0-9.]*\).*/\1/p')
pytorch_sps=$(echo "$ref" | sed -n 's/.* sent_per_s=\([0-9.]*\).*/\1/p')
speedup=$(awk -v a="$pytorch_ms" -v b="$engine_ms" 'BEGIN {printf "%.2f", a / b}')
echo "$line pytorch_greedy_sent_per_s=$pytorch_sps pytorch_greedy_ms=$pytorch_ms greedy_vs_pytorch_speedup=$speedup" \
  "same_greedy_outputs=$same/$total"
