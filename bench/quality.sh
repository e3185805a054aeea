#!/usr/bin/env bash
# Translation quality (issue: speed and quality, item 5): the `small` preset
# trained on Multi30k English->German (train split, 29 000 pairs) with a joint
# 8k SentencePiece vocabulary, dev set val, 3000 steps of ~3 900 target tokens
# (~25 epochs), warm-up 1000 (Multi30k is small: the preset's 2000 would be
# 16 epochs of warm-up), scored with sacreBLEU's default
# (13a, exponential smoothing) on test_2016_flickr: greedy and beam 4, the
# last checkpoint and the average of the last K.
#   bench/run quality [--precision bf16|fp32] [--steps N] [--out DIR] [--quick] [--final-only]
# --final-only scores the goal's figure alone (the average of the last K,
# beam 4), for a GPU window with minutes to spare (scripts/gpu-check.sh).
# Resumable: run it again after an interruption and it goes on from
# DIR/last.ckpt (the same data order and random state); a finished run is
# only scored again. --quick: 30 steps on 1 000 pairs, to check it works.
# DATA: the Multi30k folder (default ../shared/data/multi30k).
# QUALITY_DEVICE: cpu (default) or cuda (scripts/gpu-check.sh, stage c);
# PY: the python that reads the scores (default Debian's /usr/bin/python3).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
DATA="${DATA:-../shared/data/multi30k}"
precision=bf16
steps=3000
warmup=1000
average=5
out=""
quick=0
final_only=0
while [ $# -gt 0 ]; do
  case "$1" in
    --precision) precision="$2"; shift ;;
    --steps) steps="$2"; shift ;;
    --out) out="$2"; shift ;;
    --quick) quick=1 ;;
    --final-only) final_only=1 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
cmake --build "$BUILD_DIR" -j2 --target attention-studio-cli studio_spm >/dev/null
# OpenMP's own wait policy, as the app and the CLI run (the tests' PASSIVE
# made training ~20 % and decoding ~30 % slower; figures recorded before
# 2026-11-29 were measured with it). POLICY=PASSIVE measures that setting.
if [ -n "${POLICY:-}" ]; then export OMP_WAIT_POLICY="$POLICY"; else unset OMP_WAIT_POLICY; fi
cli="$BUILD_DIR/bin/attention-studio-cli"
device="${QUALITY_DEVICE:-cpu}"
train_src="$DATA/train.en.gz"; train_tgt="$DATA/train.de.gz"
test_src="$DATA/test_2016_flickr.en.gz"; test_ref="$DATA/test_2016_flickr.de.gz"
eval_every=250
if [ "$quick" = 1 ]; then
  steps=30; eval_every=15; average=2; warmup=15
  q="$BUILD_DIR/bench-quality-quick-data"; mkdir -p "$q"
  first() { (zcat "$1" || true) | head -n "$2"; }  # zcat ends on SIGPIPE, which pipefail would count
  first "$train_src" 1000 > "$q/train.en"; first "$train_tgt" 1000 > "$q/train.de"
  first "$test_src" 50 > "$q/test.en"; first "$test_ref" 50 > "$q/test.de"
  train_src="$q/train.en"; train_tgt="$q/train.de"; test_src="$q/test.en"; test_ref="$q/test.de"
fi
suffix=""
[ "$quick" = 1 ] && suffix="-quick"
out="${out:-$BUILD_DIR/bench-quality-$precision$suffix}"
mkdir -p "$out"
start=$(date +%s)
if [ -f "$out/last.ckpt" ]; then
  "$cli" train --resume "$out/last.ckpt" --out "$out" --steps "$steps" --precision "$precision" --device "$device" | tee -a "$out/train.log"
else
  dev=(--dev-src "$DATA/val.en.gz" --dev-tgt "$DATA/val.de.gz")
  [ "$quick" = 1 ] && dev=(--dev-share 0.05)
  "$cli" train --preset small --train-src "$train_src" --train-tgt "$train_tgt" "${dev[@]}" --out "$out" \
    --steps "$steps" --warmup "$warmup" --eval-every "$eval_every" --keep-checkpoints "$average" \
    --precision "$precision" --device "$device" \
    --threads 2 | tee "$out/train.log"
fi
echo $(( $(date +%s) - start )) >> "$out/seconds"   # wall seconds of each (resumed) part
train_seconds=$(awk '{s += $1} END {print s}' "$out/seconds")
# The last K numbered checkpoints, averaged (the paper's §6.1 averages the last 5).
mapfile -t ckpts < <(ls "$out"/checkpoint-*.ckpt | sort -V | tail -n "$average")  # by step, whatever the folder's name
"$cli" average --overwrite --out "$out/average.ckpt" "${ckpts[@]}" >/dev/null
score() {  # CHECKPOINT BEAM -> BLEU
  "$cli" evaluate --checkpoint "$1" --src "$test_src" --ref "$test_ref" --beam "$2" --json --threads 2 --device "$device" \
    --hyp-out "$out/hyp-$(basename "$1" .ckpt)-beam$2.txt" |
    "${PY:-/usr/bin/python3}" -c 'import json,sys; print("%.2f" % json.load(sys.stdin)["bleu"])'
}
if [ "$final_only" = 1 ]; then
  echo "benchmark=quality preset=small data=multi30k-en-de test=test_2016_flickr precision=$precision steps=$steps" \
    "device=$device train_seconds=$train_seconds bleu_avg${average}_beam4=$(score "$out/average.ckpt" 4)"
  exit 0
fi
echo "benchmark=quality preset=small data=multi30k-en-de test=test_2016_flickr precision=$precision steps=$steps device=$device" \
  "train_seconds=$train_seconds bleu_greedy=$(score "$out/last.ckpt" 1) bleu_beam4=$(score "$out/last.ckpt" 4)" \
  "bleu_avg${average}_greedy=$(score "$out/average.ckpt" 1) bleu_avg${average}_beam4=$(score "$out/average.ckpt" 4)"
