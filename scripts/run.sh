#!/usr/bin/env bash
# Installs the dependencies (idempotent), builds, and starts the main job:
# training the built-in numbers-de demo with the tiny preset from the
# command line (the desktop app arrives with its own issue).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
BUILD_DIR="${BUILD_DIR:-build}"
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$BUILD_DIR" -j2 --target attention-studio-cli studio_spm
exec "$BUILD_DIR/bin/attention-studio-cli" train --demo numbers-de --preset tiny --out runs/numbers-de "$@"
