#!/usr/bin/env bash
# GUI cost: the longest time the event loop is blocked while the numbers-de
# demo trains (every core) with the Train page's live curves, then while the
# Analyze page measures the trained model's heads and pruning curve, and the
# redraw of a 6 x 8 heads attention grid for a 100-token pair, then while the
# Learn page works through a base-sized model (sentences of 5 to 200 words,
# every section, every head). --quick: 60 steps, sentences up to 50 words.
# GUI_COST_TRANSLATE_CHECKPOINT=F: the Translate part opens F instead (e.g.
# bench/run marian's build/bench-marian/opus-mt-shape.ckpt) and types English.
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
cmake --build "$BUILD_DIR" -j2 --target bench_gui_cost studio_spm >/dev/null
# Passive waiting by default: OpenMP threads that spin while they wait would
# take the GUI thread's core and count as its blocking. The app itself runs
# with OpenMP's default policy (spin a while, then sleep); POLICY=default
# measures that, POLICY=ACTIVE the other extreme.
case "${POLICY:-PASSIVE}" in
  default) unset OMP_WAIT_POLICY ;;
  *) export OMP_WAIT_POLICY="${POLICY:-PASSIVE}" ;;
esac
QT_QPA_PLATFORM=offscreen exec "$BUILD_DIR/bin/bench_gui_cost" "$@"
