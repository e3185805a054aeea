#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer
# (into build-asan/, or $BUILD_DIR) and runs the test suite under them.
# Not part of .ci/run: the build alone takes the better part of an hour on
# 2 cores.  Usage: tests/run_sanitizers.sh [ctest arguments...]
#
# Left out, and why: ASan refuses dlopen() with RTLD_DEEPBIND, which the
# SentencePiece plugin needs beside LibTorch (DESIGN §6: the two protobuf
# copies). Sanitizer builds therefore load the plugin without it
# (model/tokenizer/tokenizer.cpp), which works only in executables that do not
# link LibTorch. Every test below trains or opens a SentencePiece tokenizer in
# a process that links LibTorch (directly, or through the CLI or the shared
# fixture model the CLI trains), so it cannot run here. SentencePiece itself
# is tested under the sanitizers by tst_tokenizer (no LibTorch) and by the
# tokenizer fuzzer (tests/fuzz/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
BUILD_DIR="${BUILD_DIR:-build-asan}"
JOBS="${JOBS:-2}"

LEFT_OUT=(
  clean_fixture_model train_fixture_model fixture_demo_data  # the CLI trains SentencePiece
  tst_trainer tst_distributed tst_cli tst_interruptions tst_resource_bounds  # train or open SentencePiece models
  tst_translation_bridge tst_checkpoint tst_checkpoint_save tst_checkpoint_header  # SentencePiece tokenizers in checkpoints
  tst_search tst_decode_session  # decode with a SentencePiece model
  tst_gui tst_data_page tst_checkpoints_gui tst_translate_page  # the GUI trains or opens SentencePiece models
  tst_learn_page tst_learn_blocks tst_learn_demo  # the shared fixture model (SentencePiece)
)
pattern="^($(IFS='|'; echo "${LEFT_OUT[*]}"))\$"

cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSTUDIO_SANITIZE=address,undefined
cmake --build "$BUILD_DIR" -j"$JOBS"

# detect_leaks=0: LibTorch and Qt keep process-lifetime allocations (thread
# pools, registries) that LeakSanitizer reports at exit; the growth tests of
# tst_resource_bounds watch for leaks that matter instead.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export QT_QPA_PLATFORM=offscreen
echo "run_sanitizers: leaving out ${#LEFT_OUT[@]} tests (see the list in $0)"
ctest --test-dir "$BUILD_DIR" --output-on-failure -j"$JOBS" --timeout 1800 -E "$pattern" "$@"
