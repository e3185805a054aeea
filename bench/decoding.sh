#!/usr/bin/env bash
# Decoding speed with and without the key/value cache (greedy and beam 4) on
# Multi30k's test_2016_flickr sources. --quick: 20 sentences; other
# arguments go to bench_decoding (e.g. --checkpoint runs/x/last.ckpt).
# DATA: the Multi30k folder (default ../shared/data/multi30k).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
DATA="${DATA:-../shared/data/multi30k}"
args=()
for a in "$@"; do
  if [ "$a" = "--quick" ]; then args+=(--sentences 20); else args+=("$a"); fi
done
cmake --build "$BUILD_DIR" -j2 --target bench_decoding studio_spm >/dev/null
OMP_WAIT_POLICY=PASSIVE exec "$BUILD_DIR/bin/bench_decoding" "$DATA/train.en.gz" "$DATA/train.de.gz" \
  "$DATA/test_2016_flickr.en.gz" "${args[@]}"
