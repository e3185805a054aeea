#!/usr/bin/env bash
# How fast the attention heatmap shows another 150x150 matrix (the promise:
# well under 100 ms). Builds and runs bench_heatmap_redraw offscreen; its
# last line is the figure.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
cmake --build "$BUILD_DIR" -j2 --target bench_heatmap_redraw >/dev/null
QT_QPA_PLATFORM=offscreen "$BUILD_DIR/bin/bench_heatmap_redraw"
