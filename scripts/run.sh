#!/usr/bin/env bash
# Installs the dependencies (idempotent), builds, and starts Attention Studio.
# Without a display (no DISPLAY / WAYLAND_DISPLAY) it trains the built-in
# numbers-de demo from the command line instead.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
BUILD_DIR="${BUILD_DIR:-build}"
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || [ -n "${QT_QPA_PLATFORM:-}" ]; then
  cmake --build "$BUILD_DIR" -j2 --target attention-studio studio_spm
  exec "$BUILD_DIR/bin/attention-studio" "$@"
fi
# A new folder each time (runs/numbers-de, runs/numbers-de-2, ...): an
# earlier run is never overwritten.
out=runs/numbers-de
n=1
while [ -e "$out" ]; do
  n=$((n + 1))
  out="runs/numbers-de-$n"
done
echo "run: no display; training the numbers-de demo from the command line into $out (Ctrl-C stops and saves)" >&2
cmake --build "$BUILD_DIR" -j2 --target attention-studio-cli studio_spm
exec "$BUILD_DIR/bin/attention-studio-cli" train --demo numbers-de --preset tiny --out "$out" "$@"
