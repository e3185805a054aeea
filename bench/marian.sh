#!/usr/bin/env bash
# Issue 38 §6: a Marian model at opus-mt-en-de's size (base, 58 101 shared
# pieces, random weights: tests/pytorch/marian_reference.py --opus-shape):
# the import (import --marian: safetensors read, mapped, checked, written),
# opening the converted checkpoint (info reads the whole file), and a cached
# greedy step (bench_decoding --greedy-only on Multi30k sources; a random
# model never ends a sentence, so every one runs to its limit) against the
# bytes a step must read (the decoder's weights but the cached K/V
# projections, and the output projection) divided by the memory bandwidth
# measured in the same run (summing a 512 MB float tensor, 2 threads).
# --quick: 5 sentences. DATA: the Multi30k folder (default ../shared/data/multi30k).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
DATA="${DATA:-../shared/data/multi30k}"
sentences=20
[ "${1:-}" = "--quick" ] && sentences=5
cmake --build "$BUILD_DIR" -j2 --target attention-studio-cli bench_decoding studio_spm >/dev/null
work="$BUILD_DIR/bench-marian"
folder="$work/opus-mt-shape"
mkdir -p "$work"
[ -f "$folder/model.safetensors" ] || /usr/bin/python3 tests/pytorch/marian_reference.py --opus-shape "$folder" >&2
cli="$BUILD_DIR/bin/attention-studio-cli"
seconds() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1; t1=$(date +%s.%N); awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.2f", b - a}'; }
import_s=$(seconds "$cli" import --marian "$folder" --out "$work/opus-mt-shape.ckpt" --overwrite)
open_s=$(seconds "$cli" info "$work/opus-mt-shape.ckpt")
unset OMP_WAIT_POLICY
line=$("$BUILD_DIR/bin/bench_decoding" "$DATA/train.en.gz" "$DATA/train.de.gz" "$DATA/test_2016_flickr.en.gz" \
  --checkpoint "$work/opus-mt-shape.ckpt" --greedy-only 1 --sentences "$sentences" --threads 2)
step_ms=$(echo "$line" | sed -n 's/.* greedy_ms_per_token=\([0-9.]*\).*/\1/p')
bandwidth=$(/usr/bin/python3 - <<'PY'
import time, torch
torch.set_num_threads(2)
a = torch.ones(128 << 20)  # 512 MB of float32
best = 1e9
for _ in range(5):
    t = time.perf_counter(); a.sum(); best = min(best, time.perf_counter() - t)
print("%.2f" % (a.numel() * 4 / best / 1e9))
PY
)
# A cached step reads every decoder layer's W^Q, W^O of both attentions and
# W^K, W^V of the self-attention (4 D^2 + 2 D^2), the FFN (2 D d_ff), and the
# output projection (V D), in float32.
bytes=$(awk 'BEGIN {D = 512; F = 2048; V = 58101; print 4 * (6 * (6 * D * D + 2 * D * F + 9 * D + F) + V * D + V)}')
goal=$(awk -v b="$bytes" -v g="$bandwidth" 'BEGIN {printf "%.2f", 1.2 * b / (g * 1e9) * 1000}')
echo "marian_import_s=$import_s marian_open_s=$open_s greedy_step_ms=$step_ms step_bytes_mb=$(awk -v b="$bytes" 'BEGIN {printf "%.0f", b / 1e6}') bandwidth_gb_s=$bandwidth step_goal_ms=$goal"
