#!/usr/bin/env bash
# The share of padding tokens in the engine's training batches on Multi30k
# (train split, joint 8k SentencePiece vocabulary, the small preset's token
# budget) against padding every sentence to the corpus's longest.
# --quick: the first 5 000 pairs. DATA: the Multi30k folder (default ../shared/data/multi30k).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
DATA="${DATA:-../shared/data/multi30k}"
cmake --build "$BUILD_DIR" -j2 --target bench_padding studio_spm >/dev/null
exec "$BUILD_DIR/bin/bench_padding" "$DATA/train.en.gz" "$DATA/train.de.gz" small "$@"
