#!/usr/bin/env bash
# The studio on an NVIDIA GPU, in stages that each fit one window of a lent
# GPU machine (issue 39; README "Building against a CUDA LibTorch").
#
#   scripts/gpu-check.sh prepare        here, on the CPU machine: gathers what
#                                       the GPU machine lacks into .gpu-trip/
#                                       (Debian's SentencePiece and nlohmann
#                                       headers and libraries, zlib's headers,
#                                       Multi30k from ../shared/data)
#   scripts/gpu-check.sh headers        there: the wheel's LibTorch headers as
#                                       $OUT/libtorch-headers.tar.xz.* (15 MiB
#                                       parts), for scripts/compile-check-libtorch2.sh
#   scripts/gpu-check.sh build          there: headless build against the
#                                       python3's PyTorch (its CUDA LibTorch)
#   scripts/gpu-check.sh a              the correctness checks (GPU against CPU)
#   scripts/gpu-check.sh b              training throughput beside PyTorch
#   scripts/gpu-check.sh c              the Multi30k quality run
#   scripts/gpu-check.sh all [SECONDS]  build, a, b, then c if SECONDS (default
#                                       540) leave room for it
#
# The trip folder .gpu-trip/ is ignored by git and named in the device
# tool's `carry`. Logs and each stage's table go to $OUT (the folder that
# comes back), else to .gpu-trip/out. Each stage prints a short table last.
# SPDX-License-Identifier: GPL-3.0-or-later
set -uo pipefail
cd "$(dirname "$0")/.."
TRIP=.gpu-trip
OUT="${OUT:-$TRIP/out}"
BUILD="${GPU_BUILD:-$TRIP/build}"
BIN="$BUILD/bin"
WORK="${GPU_WORK:-/tmp/gpu-work}"
PY="${PY:-python3}"
# GPU_CHECK_DEVICE=cpu runs stage a against the CPU itself (a dry run of the
# script on a machine without a GPU, GPU_BUILD=build).
DEVICE="${GPU_CHECK_DEVICE:-cuda}"
mkdir -p "$OUT" "$WORK"
stage="${1:-}"
start=$(date +%s)

prepare() {
  rm -rf "$TRIP/deps" "$TRIP/data"
  mkdir -p "$TRIP/deps/include" "$TRIP/deps/lib" "$TRIP/data"
  cp /usr/include/sentencepiece_processor.h /usr/include/sentencepiece_trainer.h /usr/include/zlib.h \
    /usr/include/zconf.h "$TRIP/deps/include/"
  cp -r /usr/include/nlohmann "$TRIP/deps/include/"
  # Self-contained (their own protobuf copy: DESIGN §6), glibc 2.36 or newer.
  cp -L /usr/lib/x86_64-linux-gnu/libsentencepiece.so.0 /usr/lib/x86_64-linux-gnu/libsentencepiece_train.so.0 \
    "$TRIP/deps/lib/"
  cp -r ../shared/data/multi30k "$TRIP/data/"
  du -sh "$TRIP"
}

build() {
  local prefix deps zlib=()
  prefix=$("$PY" -c 'import torch; print(torch.utils.cmake_prefix_path)') || return 1
  deps="$PWD/$TRIP/deps"
  [ -f /usr/include/zlib.h ] || zlib=(-DZLIB_INCLUDE_DIR="$deps/include")
  # Hopper only (sm_90): this project has no CUDA source of its own, the
  # architecture list only quiets LibTorch's configuration.
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSTUDIO_BUILD_GUI=OFF -DSTUDIO_DIRECT_BLAS=OFF \
    -DCMAKE_PREFIX_PATH="$prefix" -DTORCH_CUDA_ARCH_LIST=9.0 "${zlib[@]}" \
    -DSTUDIO_JSON_INCLUDE_DIR="$deps/include" -DSTUDIO_SENTENCEPIECE_INCLUDE_DIR="$deps/include" \
    -DSTUDIO_SENTENCEPIECE_LIBRARY="$deps/lib/libsentencepiece.so.0" \
    -DSTUDIO_SENTENCEPIECE_TRAIN_LIBRARY="$deps/lib/libsentencepiece_train.so.0" > "$OUT/configure.log" 2>&1 ||
    { tail -30 "$OUT/configure.log"; return 1; }
  cmake --build "$BUILD" -j"$(nproc)" -- -k 0 attention-studio-cli studio_spm bench_gpu_check bench_training \
    bench_decoding > "$OUT/build.log" 2>&1 || { grep -E "error|FAILED" "$OUT/build.log" | head -40; return 1; }
  echo "build ok: $(ls "$BIN" | tr '\n' ' ')"
  ldd "$BIN/attention-studio-cli" | grep -E "torch|c10|gomp|blas|cuda" > "$OUT/ldd.txt"
}

# SentencePiece on this machine: the plugin (DESIGN §6) is opened with
# RTLD_DEEPBIND; a crash there is diagnosed (copy relocations, LibTorch's
# exported protobuf, a backtrace) and, when loading without deep binding
# works, the stages that follow use that (ATTENTION_STUDIO_SPM_DEEPBIND=0).
diagnose() {
  local cli="$BIN/attention-studio-cli" t="$WORK/spm-probe" diag="$OUT/diagnose.txt" torchlib rc
  torchlib=$("$PY" -c 'import torch, os; print(os.path.join(os.path.dirname(torch.__file__), "lib"))')
  rm -rf "$t"  # a warm machine's earlier probe runs would be refused as existing runs
  mkdir -p "$t"
  (zcat "$TRIP/data/multi30k/train.en.gz" || true) | head -2000 > "$t/a.txt"
  (zcat "$TRIP/data/multi30k/train.de.gz" || true) | head -2000 > "$t/b.txt"
  {
    echo "copy relocations in the CLI: $(readelf -rW "$cli" | grep -c R_X86_64_COPY)"
    readelf -rW "$cli" | grep R_X86_64_COPY | head -8
    echo "protobuf symbols libtorch_cpu.so exports: $(nm -D --defined-only "$torchlib/libtorch_cpu.so" | grep -c protobuf)"
  } > "$diag"
  spm_probe() {
    timeout 120 "$cli" train --preset tiny --train-src "$t/a.txt" --train-tgt "$t/b.txt" --vocab-size 500 \
      --steps 2 --device cpu --out "$t/run-$1" > "$t/log-$1" 2>&1
    echo $?
  }
  rc=$(spm_probe deep)
  echo "SentencePiece with RTLD_DEEPBIND: exit $rc" >> "$diag"
  if [ "$rc" != 0 ]; then
    tail -3 "$t/log-deep" >> "$diag"
    timeout 120 cuda-gdb -q -batch -ex run -ex bt --args "$cli" train --preset tiny --train-src "$t/a.txt" \
      --train-tgt "$t/b.txt" --vocab-size 500 --steps 2 --device cpu --out "$t/run-gdb" 2>&1 | tail -30 >> "$diag"
    rc=$(ATTENTION_STUDIO_SPM_DEEPBIND=0 spm_probe nodeep)
    echo "SentencePiece without RTLD_DEEPBIND: exit $rc" >> "$diag"
    [ "$rc" = 0 ] && export ATTENTION_STUDIO_SPM_DEEPBIND=0 || tail -3 "$t/log-nodeep" >> "$diag"
  fi
  echo "${ATTENTION_STUDIO_SPM_DEEPBIND:-1}" > "$WORK/spm-deepbind"
  cat "$diag"
}

# Every stage that loads SentencePiece (a, c) runs with the verdict of
# diagnose, which is run first when this machine has none yet (a stage run
# alone in a fresh window skipped it, and deep binding crashed there once).
# The verdict stays in $WORK: .gpu-trip/ is replaced by every call's carry.
spm_setup() {
  [ -f "$WORK/spm-deepbind" ] || diagnose > /dev/null
  [ "$(cat "$WORK/spm-deepbind" 2>/dev/null)" = 0 ] && export ATTENTION_STUDIO_SPM_DEEPBIND=0
  echo "SentencePiece deep binding: ${ATTENTION_STUDIO_SPM_DEEPBIND:-1}"
}

# gpu=... driver=... cuda=... libtorch=... for the key=value lines.
versions() {
  local gpu
  gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)
  printf 'gpu=%s driver=%s %s' "$(echo "${gpu%%,*}" | tr ' ' '_')" "$(echo "${gpu#*, }" | tr -d ' ')" \
    "$("$PY" -c 'import torch; print(f"cuda={torch.version.cuda} libtorch={torch.__version__}")' 2>/dev/null)"
}

# "ok" when $1 >= $2, else "FAILED".
at_least() { [ "${1:-0}" -ge "$2" ] 2>/dev/null && echo ok || echo FAILED; }

table=()
row() { table+=("$(printf '%-34s %s' "$1" "$2")"); }

stage_a() {
  local cli="$BIN/attention-studio-cli" log="$OUT/stage-a.log" run="$WORK/reverse" rc
  : > "$log"
  spm_setup
  for preset in small base; do
    "$BIN/bench_gpu_check" --device "$DEVICE" --preset "$preset" 2>&1 | tee -a "$log" | grep -E "^check|^gpu_check|error"
    # Exit 1: a check failed (its line says which); any other: it stopped
    # before its checks ended (an error, a crash, a timeout), counted here.
    rc=${PIPESTATUS[0]}
    [ "$rc" != 0 ] && [ "$rc" != 1 ] && row "bench_gpu_check_$preset" "FAILED (exit $rc before its checks ended; see stage-a.log)"
  done
  # A model trained on the GPU (the tests' fixture recipe), then read on the CPU.
  "$cli" demo-data reverse --overwrite --out "$WORK/reverse-data" > /dev/null 2>&1
  rm -rf "$run"
  "$cli" train --demo reverse --preset tiny --d-model 64 --heads 4 --d-ff 256 --dropout 0 --max-tokens 1024 \
    --warmup 200 --lr-factor 0.35 --steps 1600 --eval-every 800 --log-every 400 --eval-sentences 100 --seed 1 \
    --precision fp32 --device "$DEVICE" --out "$run" >> "$log" 2>&1
  row "train_reverse_on_gpu" "$( [ -f "$run/last.ckpt" ] && echo ok || echo FAILED)"
  "$BIN/bench_gpu_check" --device "$DEVICE" --checkpoint "$run/last.ckpt" 2>&1 | tee -a "$log" | grep -E "^check|error"
  rc=${PIPESTATUS[0]}
  [ "$rc" != 0 ] && [ "$rc" != 1 ] && row "bench_gpu_check_trained" "FAILED (exit $rc before its checks ended; see stage-a.log)"
  # Checkpoint written on the GPU, translated on the CPU and on the GPU.
  head -200 "$WORK/reverse-data/dev.src" > "$WORK/dev200.src"
  for d in cpu "$DEVICE"; do
    "$cli" translate --checkpoint "$run/last.ckpt" --device "$d" --beam 4 < "$WORK/dev200.src" > "$WORK/hyp.$d" 2>> "$log"
  done
  local same
  same=$(paste "$WORK/hyp.cpu" "$WORK/hyp.$DEVICE" | awk -F'\t' '$1==$2' | wc -l)
  row "beam4_lines_same_cpu_cuda" "$(at_least "$same" 190) $same/200 (limit 190: near-ties may part)"
  same=$(paste "$WORK/hyp.$DEVICE" <(head -200 "$WORK/reverse-data/dev.tgt") | awk -F'\t' '$1==$2' | wc -l)
  row "gpu_model_reverses_dev" "$(at_least "$same" 180) $same/200 (limit 180; session 21: 200)"
  # Back: the CPU resumes the GPU's run, the GPU translates the CPU's checkpoint.
  cp -r "$run" "$run-cpu"
  "$cli" train --demo reverse --preset tiny --d-model 64 --heads 4 --d-ff 256 --dropout 0 --max-tokens 1024 \
    --warmup 200 --lr-factor 0.35 --steps 1620 --eval-every 800 --log-every 10 --eval-sentences 100 --seed 1 \
    --precision fp32 --device cpu --resume "$run-cpu/last.ckpt" --out "$run-cpu" >> "$log" 2>&1
  "$cli" translate --checkpoint "$run-cpu/last.ckpt" --device "$DEVICE" < "$WORK/dev200.src" > "$WORK/hyp.back" 2>> "$log"
  row "cpu_resumes_gpu_run_then_gpu" "$( [ -s "$WORK/hyp.back" ] && echo ok || echo FAILED) ($(wc -l < "$WORK/hyp.back") lines)"
  # Head statistics on both, and integrated gradients' completeness on the GPU.
  head -50 "$WORK/reverse-data/dev.src" > "$WORK/dev50.src"
  head -50 "$WORK/reverse-data/dev.tgt" > "$WORK/dev50.tgt"
  for d in cpu "$DEVICE"; do
    "$cli" heads --checkpoint "$run/last.ckpt" --src "$WORK/dev50.src" --ref "$WORK/dev50.tgt" --json \
      --device "$d" > "$WORK/heads.$d.json" 2>> "$log"
  done
  row "head_statistics_cpu_vs_cuda" "$("$PY" - "$WORK/heads.cpu.json" "$WORK/heads.$DEVICE.json" <<'EOF'
import json, sys
try:
    a, b = (json.load(open(p)) for p in sys.argv[1:3])
except Exception as e:
    print(f"FAILED: {e}")
    sys.exit(0)
worst = abs(a["dev_loss"] - b["dev_loss"]) / abs(a["dev_loss"])
for x, y in zip(a["heads"], b["heads"]):
    for k, v in x.items():
        if isinstance(v, float):
            worst = max(worst, abs(v - y[k]) / max(1e-6, abs(v)) if abs(v) > 1e-3 else abs(v - y[k]))
print(("ok" if worst <= 1e-3 else "FAILED") + f" worst relative difference {worst:.2e} (limit 1e-3), {len(a['heads'])} heads")
EOF
)"
  head -3 "$WORK/dev50.src" | "$cli" attribute --checkpoint "$run/last.ckpt" --device "$DEVICE" \
    > "$WORK/attr.json" 2>> "$log"
  row "ig_completeness_on_gpu" "$("$PY" - "$WORK/attr.json" <<'EOF'
import json, sys
gaps = []
for line in open(sys.argv[1]):
    r = json.loads(line)
    def walk(o):
        if isinstance(o, dict):
            for k, v in o.items():
                if "completeness" in k and isinstance(v, (int, float)):
                    gaps.append(abs(v))
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)
    walk(r)
print((("ok" if gaps and max(gaps) < 0.05 else "FAILED") + f" worst gap {max(gaps):.2e} of {len(gaps)} (limit 0.05)") if gaps else "FAILED no completeness field")
EOF
)"
  # fp16 with dynamic loss scaling learns as fp32 does (400 steps each;
  # without the scale the logits' gradients underflowed).
  for p in fp16 fp32; do
    rm -rf "$WORK/prec-$p"
    "$cli" train --demo reverse --preset tiny --d-model 64 --heads 4 --d-ff 256 --dropout 0 --max-tokens 1024 \
      --warmup 200 --lr-factor 0.35 --steps 400 --eval-every 400 --log-every 100 --eval-sentences 50 --seed 1 \
      --precision "$p" --device "$DEVICE" --out "$WORK/prec-$p" > "$WORK/prec-$p.log" 2>&1
  done
  cat "$WORK/prec-fp16.log" >> "$log"
  row "fp16_loss_scaled_vs_fp32" "$("$PY" - "$WORK/prec-fp16.log" "$WORK/prec-fp32.log" <<'EOF'
import re, sys
def last_loss(path):
    found = [float(m.group(1)) for m in re.finditer(r"eval step=\d+ dev_loss=([0-9.]+)", open(path).read())]
    return found[-1] if found else None
a, b = last_loss(sys.argv[1]), last_loss(sys.argv[2])
skipped = open(sys.argv[1]).read().count("overflowed")
if a is None or b is None:
    print(f"FAILED no final evaluation (fp16 {a}, fp32 {b})")
    sys.exit(0)
gap = abs(a - b) / b
print(("ok" if gap <= 0.1 else "FAILED") + f" dev loss fp16 {a:.3f} fp32 {b:.3f} ({gap:.1%}, limit 10%), {skipped} steps skipped")
EOF
)"
  # precision auto on this card.
  "$cli" train --demo reverse --preset tiny --steps 20 --log-every 10 --eval-every 100 --device "$DEVICE" \
    --out "$WORK/auto" 2>&1 | grep -m1 -i "precision auto" > "$WORK/auto.txt"
  row "precision_auto_on_gpu" "$(grep -q 'precision auto ->' "$WORK/auto.txt" && echo ok || echo FAILED) $(cat "$WORK/auto.txt")"
  local run_n failed_n
  run_n=$(grep -c "^check" "$log"); failed_n=$(grep -c "^check.*FAILED" "$log")
  for r in "${table[@]}"; do
    case "$r" in *FAILED*) failed_n=$((failed_n + 1)) ;; esac
    run_n=$((run_n + 1))
  done
  echo "== stage a: correctness on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1 || echo "$DEVICE")" | tee "$OUT/stage-a.txt"
  grep -E "^check" "$log" | tee -a "$OUT/stage-a.txt"
  printf '%s\n' "${table[@]}" | tee -a "$OUT/stage-a.txt"
  echo "stage_a checks_run=$run_n checks_failed=$failed_n" | tee -a "$OUT/stage-a.txt"
  echo "benchmark=gpu-check $(versions) checks_run=$run_n checks_failed=$failed_n" | tee -a "$OUT/stage-a.txt"
  table=()
}

stage_b() {
  local log="$OUT/stage-b.log" dir="$WORK/bench"
  mkdir -p "$dir"
  [ -f "$dir/pairs.txt" ] || "$BIN/bench_training" export "$TRIP/data/multi30k/train.en.gz" \
    "$TRIP/data/multi30k/train.de.gz" "$dir" > "$log" 2>&1
  "$BIN/bench_training" matmul --device cuda 2>&1 | tee -a "$log"
  for preset in small base; do
    rounds="1 2"
    [ "$preset" = base ] && rounds="1"
    for precision in fp32 bf16; do
      for round in $rounds; do
        "$BIN/bench_training" train "$dir" --preset "$preset" --precision "$precision" --steps 60 --skip 10 \
          --threads 8 --device cuda 2>&1 | grep -E "^engine|error" | tee -a "$log"
        "$PY" bench/pytorch_reference.py train "$dir/batches-$preset.txt" --preset "$preset" --precision "$precision" \
          --steps 60 --skip 10 --threads 8 --device cuda 2>&1 | grep -E "^pytorch|rror" | tee -a "$log"
      done
    done
  done
  # A cached greedy step of the untrained base and small models (issue 39
  # §3: <= 1 ms for base), every sentence to its length limit.
  for preset in base small; do
    "$BIN/bench_decoding" "$TRIP/data/multi30k/train.en.gz" "$TRIP/data/multi30k/train.de.gz" \
      "$TRIP/data/multi30k/test_2016_flickr.en.gz" --preset "$preset" --device cuda --greedy-only 1 --sentences 50 --threads 8 2>&1 | grep -E "^benchmark|error" |
      tee -a "$log"
  done
  "$PY" - "$log" "$(versions)" <<'EOF' | tee "$OUT/stage-b.txt"
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    if line.startswith(("engine ", "pytorch ")):
        f = dict(kv.split("=", 1) for kv in line.split()[1:] if "=" in kv)
        runs.setdefault((line.split()[0], f["preset"], f["precision"]), []).append(float(f["tok_per_s"]))
out = ["benchmark=gpu-training " + sys.argv[2]]
for preset in ("small", "base"):
    for prec in ("fp32", "bf16"):
        e, p = runs.get(("engine", preset, prec)), runs.get(("pytorch", preset, prec))
        if e and p:
            out.append(f"{preset}_{prec}_engine_tok_per_s={statistics.median(e):.0f} "
                       f"{preset}_{prec}_pytorch_tok_per_s={statistics.median(p):.0f} "
                       f"{preset}_{prec}_train_vs_pytorch={statistics.median(e) / statistics.median(p):.2f}")
for line in open(sys.argv[1]):
    if line.startswith("benchmark=decoding"):
        f = dict(kv.split("=", 1) for kv in line.split() if "=" in kv)
        name = f["model"].replace("-untrained", "")
        out.append(f"{name}_greedy_ms_per_token_cuda={f['greedy_ms_per_token']}")
print("\n".join(out))
EOF
}

# The Multi30k `small` recipe (bench/run quality) on the GPU, precision auto;
# at most SECONDS (a window's remainder), scoring the goal's figure alone.
stage_c() {
  spm_setup
  BUILD_DIR="$BUILD" DATA="$TRIP/data/multi30k" PY="$PY" QUALITY_DEVICE=cuda \
    timeout "${1:-580}" bash bench/quality.sh --precision auto --final-only --out "$WORK/quality" \
    > "$OUT/stage-c.log" 2>&1
  grep -E "^benchmark=quality" "$OUT/stage-c.log" > "$OUT/stage-c.txt" ||
    { echo "stage c did not finish: $(grep -E '^step|eval' "$OUT/stage-c.log" | tail -2)" > "$OUT/stage-c.txt"; }
  cat "$OUT/stage-c.txt"
}

case "$stage" in
  prepare) prepare ;;
  headers)
    root=$("$PY" -c 'import torch, os; print(os.path.dirname(torch.__file__))') || exit 1
    (cd "$root" && tar cf - include share/cmake) | xz -T0 -6 | split -b 15M - "$OUT/libtorch-headers.tar.xz."
    ls -la "$OUT" ;;
  build) build ;;
  diagnose) diagnose ;;
  a) stage_a ;;
  b) stage_b ;;
  c) stage_c "${2:-580}" ;;
  all)
    budget="${2:-540}"
    build  # a benchmark that failed to link does not stop the checks
    [ -x "$BIN/attention-studio-cli" ] && [ -x "$BIN/bench_gpu_check" ] || exit 1
    diagnose
    echo "built in $(( $(date +%s) - start )) s"
    stage_a
    echo "a done at $(( $(date +%s) - start )) s"
    stage_b
    echo "b done at $(( $(date +%s) - start )) s"
    left=$(( budget - ($(date +%s) - start) ))
    if [ "$left" -gt 100 ]; then stage_c "$left"; else echo "stage c left for another window"; fi
    cat "$OUT"/stage-a.txt "$OUT"/stage-b.txt "$OUT"/stage-c.txt 2>/dev/null
    ;;
  *) echo "usage: scripts/gpu-check.sh prepare|headers|build|diagnose|a|b|c|all [SECONDS]" >&2; exit 2 ;;
esac
