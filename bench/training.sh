#!/usr/bin/env bash
# Training throughput, engine against PyTorch (issue: speed and quality, items
# 1 and 2). The engine (bench_training) and the PyTorch reference
# (bench/pytorch_reference.py, Debian's python3-torch) train the same
# Multi30k batches for the same steps with the same threads, alternately,
# ROUNDS times; the median of each mode is reported, with the share of the
# hardware: model FLOP/s over the FLOP/s of a 4096² product of the same
# precision, measured in the same run.
#   bench/run training [--quick] [--presets "small base"] [--precisions "fp32 bf16"] [--rounds R] [--threads T]
# --quick: the small preset, 5 steps, one round (about a minute). The
# reference runs with the engine's memory setting (its fastest) and, in the
# first round, with glibc's defaults as well.
# DATA: the Multi30k folder (default ../shared/data/multi30k).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
DATA="${DATA:-../shared/data/multi30k}"
PY=/usr/bin/python3
presets="small base"
precisions="fp32 bf16"
rounds=2
threads=2
quick=0
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1; presets="small"; rounds=1 ;;
    --presets) presets="$2"; shift ;;
    --precisions) precisions="$2"; shift ;;
    --rounds) rounds="$2"; shift ;;
    --threads) threads="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
cmake --build "$BUILD_DIR" -j2 --target bench_training studio_spm >/dev/null
# OpenMP's own wait policy (threads spin a little before they sleep), as a
# user running either program gets it: PyTorch ran 1-3 % faster this way than
# with OMP_WAIT_POLICY=PASSIVE (the tests' setting), so passive waiting would
# slow the reference down; the engine gained more (bench/RESULTS.md).
unset OMP_WAIT_POLICY
work="$BUILD_DIR/bench-training"
mkdir -p "$work"
if [ "$quick" = 1 ]; then
  work="$BUILD_DIR/bench-training-quick"
  mkdir -p "$work"
  [ -f "$work/pairs.txt" ] || "$BUILD_DIR/bin/bench_training" export "$DATA/train.en.gz" "$DATA/train.de.gz" "$work" --pairs 3000 >&2
else
  [ -f "$work/pairs.txt" ] || "$BUILD_DIR/bin/bench_training" export "$DATA/train.en.gz" "$DATA/train.de.gz" "$work" >&2
fi
log="$work/runs.log"
: > "$log"
"$BUILD_DIR/bin/bench_training" matmul --threads "$threads" | tee -a "$log" >&2
for preset in $presets; do
  # base: one round (minutes a step); the others as many as asked.
  rounds_here=$rounds
  if [ "$quick" = 1 ]; then steps=5; skip=2
  elif [ "$preset" = small ]; then steps=24; skip=4
  else steps=5; skip=2; rounds_here=1; fi
  for r in $(seq "$rounds_here"); do
    for precision in $precisions; do
      "$BUILD_DIR/bin/bench_training" train "$work" --preset "$preset" --precision "$precision" --steps "$steps" \
        --skip "$skip" --threads "$threads" | tee -a "$log" >&2
      # The reference with the engine's memory setting (engine/memory.h) given
      # to glibc from outside: its fastest. The first round also runs it as
      # it comes (glibc's defaults), reported apart.
      GLIBC_TUNABLES=glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=2147483647 \
        "$PY" bench/pytorch_reference.py train "$work/batches-$preset.txt" --preset "$preset" \
        --precision "$precision" --steps "$steps" --skip "$skip" --threads "$threads" | tee -a "$log" >&2
      if [ "$r" = 1 ]; then
        "$PY" bench/pytorch_reference.py train "$work/batches-$preset.txt" --preset "$preset" \
          --precision "$precision" --steps "$steps" --skip "$skip" --threads "$threads" |
          sed 's/^pytorch /pytorch_default_malloc /' | tee -a "$log" >&2
      fi
    done
  done
done
[ "$quick" = 1 ] || "$BUILD_DIR/bin/bench_training" matmul --threads "$threads" | tee -a "$log" >&2
# The closing line: medians per (who, preset, precision), ratios, hardware share.
"$PY" - "$log" "$presets" "$precisions" <<'PYEOF'
import statistics, sys
runs, matmul = {}, {"fp32": [], "bf16": []}
flops_per_token, fell_back = {}, {}
for line in open(sys.argv[1]):
    f = dict(kv.split("=", 1) for kv in line.split()[1:] if "=" in kv)
    if line.startswith("matmul4096"):
        matmul["fp32"].append(float(f["fp32_gflop_per_s"]))
        if "bf16_gflop_per_s" in f:
            matmul["bf16"].append(float(f["bf16_gflop_per_s"]))
    elif line.startswith(("engine", "pytorch")):  # pytorch, pytorch_default_malloc
        who = line.split()[0]
        runs.setdefault((who, f["preset"], f["precision"]), []).append(float(f["tok_per_s"]))
        if who == "engine":
            flops_per_token[f["preset"]] = float(f["model_gflop"]) / float(f["tokens"])
            # bf16 asked where the processor has no native bf16 ran in fp32:
            # not a bf16 row, so no bf16 ratio or share is drawn from it.
            if f.get("computed_in", f["precision"]) != f["precision"]:
                fell_back[(f["preset"], f["precision"])] = f["computed_in"]
peak = {k: max(v) for k, v in matmul.items() if v}
out = ["benchmark=training"] + [f"matmul_{p}_gflop_per_s={peak[p]:.0f}" for p in ("fp32", "bf16") if p in peak]
precisions = sys.argv[3].split()
for preset in sys.argv[2].split():
    med = {k[0] + "_" + k[2]: statistics.median(v) for k, v in runs.items() if k[1] == preset}
    for prec in precisions:
        for who in ("engine", "pytorch"):
            out.append(f"{preset}_{who}_{prec}_tok_per_s={med[who + '_' + prec]:.0f}")
    for prec in precisions:
        out.append(f"{preset}_pytorch_default_malloc_{prec}_tok_per_s={med['pytorch_default_malloc_' + prec]:.0f}")
    for prec in precisions:
        if (preset, prec) in fell_back:
            out.append(f"{preset}_engine_{prec}_computed_in={fell_back[(preset, prec)]}")
            continue
        out.append(f"{preset}_{prec}_ratio={med['engine_' + prec] / med['pytorch_' + prec]:.2f}")
    if "fp32" in precisions:
        best = max(med["engine_" + p] for p in precisions if (preset, p) not in fell_back)
        out.append(f"{preset}_best_vs_pytorch_fp32={best / med['pytorch_fp32']:.2f}")
        out.append(f"{preset}_best_vs_pytorch_default_malloc_fp32={best / med['pytorch_default_malloc_fp32']:.2f}")
    for prec in precisions:
        if (preset, prec) in fell_back or prec not in peak:
            continue
        achieved = med["engine_" + prec] * flops_per_token[preset]
        out.append(f"{preset}_engine_{prec}_hw_share={achieved / peak[prec]:.3f}")
        achieved = med["pytorch_" + prec] * flops_per_token[preset]
        out.append(f"{preset}_pytorch_{prec}_hw_share={achieved / peak[prec]:.3f}")
print(" ".join(out))
PYEOF
