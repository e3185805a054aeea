#!/usr/bin/env bash
# The paper's Table 3 in miniature: `sweep --table3` around the tiny preset
# on the numbers-de demo, every row the same number of steps, two seeds a
# row (--quick: the reduced table, one seed, 100 steps). Prints table.md
# (Table 3's layout, seeds pooled as mean ± sd) and ends with the wall time.
# OUT=DIR keeps the runs (default: a temporary folder).
set -euo pipefail
cd "$(dirname "$0")/.."
steps=200
seeds=2
reduced=""
if [ "${1:-}" = "--quick" ]; then steps=100; seeds=1; reduced="--reduced"; fi
BUILD_DIR="${BUILD_DIR:-build}"
cmake --build "$BUILD_DIR" -j2 --target attention-studio-cli studio_spm >/dev/null
cli="$BUILD_DIR/bin/attention-studio-cli"
if [ -n "${OUT:-}" ]; then
  work="$OUT"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
start=$(date +%s.%N)
"$cli" sweep --table3 $reduced --preset tiny --demo numbers-de --steps "$steps" --seeds "$seeds" --seed 1 \
  --out "$work" > "$work/sweep.log" 2>&1 || { tail -20 "$work/sweep.log" >&2; exit 1; }
end=$(date +%s.%N)
cat "$work/table.md"
runs=$(($(wc -l < "$work/summary.csv") - 1))
printf 'benchmark=table3 preset=tiny data=numbers-de steps=%s seeds=%s runs=%s seconds=%.0f threads=%s\n' \
  "$steps" "$seeds" "$runs" "$(awk -v a="$start" -v b="$end" 'BEGIN{print b-a}')" "$(nproc)"
