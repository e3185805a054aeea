#!/usr/bin/env bash
# The matrix products of one cached decoding step (nn/row_products) at small
# and base size, float32 and bfloat16 weights, one row (greedy) and four (a
# beam of four), against a plain loop reading the same bytes. Random weights,
# no data needed. --quick: base float32, one row.
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
cmake --build "$BUILD_DIR" -j2 --target bench_row_products >/dev/null
if [ "${1:-}" = "--quick" ]; then
  exec "$BUILD_DIR/bin/bench_row_products" --preset base --precision fp32 --rows 1
fi
for preset in small base; do
  for precision in fp32 bf16; do
    for rows in 1 4; do
      "$BUILD_DIR/bin/bench_row_products" --preset "$preset" --precision "$precision" --rows "$rows"
    done
  done
done
