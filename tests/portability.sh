#!/usr/bin/env bash
# Runs the test suite of an existing build under every set of CPU kernels
# this processor can execute, one after another, and prints a table.
#
#   tests/portability.sh [--build DIR] [--label LABEL] [--only NAME[,NAME…]] [--out DIR]
#
# The same seed trains a slightly different fixture model under each BLAS
# kernel (DESIGN §6): this shows that no test depends on one machine's
# rounding. Kernel sets (each skipped where the processor lacks what it
# needs: a forced OpenBLAS kernel does not fall back, it dies with SIGILL):
#   environment          as the environment is (OPENBLAS_CORETYPE untouched)
#   openblas-prescott    OPENBLAS_CORETYPE=Prescott    (pni, i.e. SSE3: the generic kernels
#                        Debian's OpenBLAS falls back to on a processor it does not know)
#   openblas-sandybridge OPENBLAS_CORETYPE=Sandybridge (avx)
#   openblas-haswell     OPENBLAS_CORETYPE=Haswell     (avx2)
#   openblas-zen         OPENBLAS_CORETYPE=Zen         (avx2)
#   openblas-skylakex    OPENBLAS_CORETYPE=SkylakeX    (avx512f)
#   openblas-cooperlake  OPENBLAS_CORETYPE=Cooperlake  (avx512_bf16)
#   aten-default         ATEN_CPU_CAPABILITY=default   (ATen's scalar kernels)
#   aten-avx2            ATEN_CPU_CAPABILITY=avx2      (avx2)
#   portable             the engine's portable loops (ATTENTION_STUDIO_PORTABLE_LOOPS=1)
#                        and ATen's scalar kernels
#   no-native-bf16       precision auto as on a processor without native bfloat16
#                        (ATTENTION_STUDIO_CPU_BF16=0: fp32 products)
# (oneDNN cannot be held to AVX2 instead: with ONEDNN_MAX_CPU_ISA=AVX2 it
# refuses the bf16 primitives that ATen, reading the processor's flags,
# still sends it, and the process aborts; see tests/RELIABILITY.md.)
# It builds nothing: build first (scripts/test.sh or cmake --build).
# Every set retrains the fixtures (they are CTest fixtures of the run).
# --label model-dependent runs only the tests whose verdict rests on a
# model trained or computed in the run (and the fixtures they need).
set -uo pipefail
cd "$(dirname "$0")/.."

BUILD=build
LABEL=""
ONLY=""
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --build) BUILD="$2"; shift 2 ;;
    --label) LABEL="$2"; shift 2 ;;
    --only) ONLY="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
    *) echo "portability.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
if [ ! -f "$BUILD/CTestTestfile.cmake" ]; then
  echo "portability.sh: no build in '$BUILD' (CTestTestfile.cmake missing): build first" >&2
  exit 2
fi
OUT="${OUT:-$BUILD/portability}"
mkdir -p "$OUT"

flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
has() { [[ "$flags" == *" $1 "* ]]; }
cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"

# name|needed flag (or -)|environment
SETS=(
  "environment|-|"
  "openblas-prescott|pni|OPENBLAS_CORETYPE=Prescott"
  "openblas-sandybridge|avx|OPENBLAS_CORETYPE=Sandybridge"
  "openblas-haswell|avx2|OPENBLAS_CORETYPE=Haswell"
  "openblas-zen|avx2|OPENBLAS_CORETYPE=Zen"
  "openblas-skylakex|avx512f|OPENBLAS_CORETYPE=SkylakeX"
  "openblas-cooperlake|avx512_bf16|OPENBLAS_CORETYPE=Cooperlake"
  "aten-default|-|ATEN_CPU_CAPABILITY=default"
  "aten-avx2|avx2|ATEN_CPU_CAPABILITY=avx2"
  "portable|-|ATTENTION_STUDIO_PORTABLE_LOOPS=1 ATEN_CPU_CAPABILITY=default"
  "no-native-bf16|-|ATTENTION_STUDIO_CPU_BF16=0"
)

cli="$BUILD/bin/attention-studio-cli"
# -V: every test's own lines (its measured margins) go into the logs too.
ctest_args=(--test-dir "$BUILD" --output-on-failure -V -j2)
[ -n "$LABEL" ] && ctest_args+=(-L "$LABEL")

summary="$OUT/summary.txt"
{
  echo "# tests/portability.sh, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
  echo "# processor: $cpu"
  echo "# flags: $(for f in avx2 fma avx512f avx512_bf16 amx_bf16; do has $f && printf '%s ' $f; done)"
  echo "# OPENBLAS_CORETYPE in the environment: ${OPENBLAS_CORETYPE:-unset}"
  echo "# tests: ${LABEL:-all}"
  printf '%-20s %-9s %-12s %-7s %-7s %s\n' "set" "result" "blas-core" "tests" "failed" "seconds"
} > "$summary"

overall=0
for entry in "${SETS[@]}"; do
  IFS='|' read -r name need envs <<< "$entry"
  if [ -n "$ONLY" ] && [[ ",$ONLY," != *",$name,"* ]]; then continue; fi
  if [ "$need" != "-" ] && ! has "$need"; then
    printf '%-20s %-9s %-12s %-7s %-7s %s\n' "$name" "skipped" "-" "-" "-" "(no $need)" >> "$summary"
    continue
  fi
  # The kernel OpenBLAS really picked, as it says itself when it loads.
  core="?"
  if [ -x "$cli" ]; then
    core=$(env $envs OPENBLAS_VERBOSE=2 "$cli" --help 2>&1 >/dev/null | sed -n 's/^Core: *//p' | head -1)
    [ -z "$core" ] && core=$(env $envs OPENBLAS_VERBOSE=2 "$cli" --help 2>&1 | sed -n 's/^Core: *//p' | head -1)
    core="${core:-?}"
  fi
  log="$OUT/$name.log"
  start=$(date +%s)
  env $envs QT_QPA_PLATFORM=offscreen ctest "${ctest_args[@]}" > "$log" 2>&1
  rc=$?
  secs=$(( $(date +%s) - start ))
  total=$(sed -n 's/.*tests passed, \([0-9]*\) tests failed out of \([0-9]*\).*/\2/p' "$log" | tail -1)
  failed=$(sed -n 's/.*tests passed, \([0-9]*\) tests failed out of \([0-9]*\).*/\1/p' "$log" | tail -1)
  result=passed
  if [ $rc -ne 0 ]; then result=FAILED; overall=1; fi
  printf '%-20s %-9s %-12s %-7s %-7s %s\n' "$name" "$result" "$core" "${total:-?}" "${failed:-?}" "$secs" >> "$summary"
  if [ $rc -ne 0 ]; then
    grep -E 'FAIL!|Loc:|\*\*\*Failed|\*\*\*Timeout' "$log" | head -20 | sed 's/^/    /' >> "$summary"
  fi
done
cat "$summary"
echo "logs: $OUT"
exit $overall
