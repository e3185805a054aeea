#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) in build-fuzz/, runs each
# for SECONDS (default 600), one after the other, and minimises what they
# kept back into tests/fuzz/corpus/<target>/ (replayed by CTest in ordinary
# builds). Inputs that crash land in tests/fuzz/crashers/<target>/.
#   tests/fuzz/run_fuzzers.sh [SECONDS]
# Environment: STUDIO_FUZZ_JOBS (build jobs, default 2), STUDIO_FUZZ_TARGETS
# (default: all six), STUDIO_FUZZ_BUILD_DIR (default build-fuzz).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

seconds=${1:-600}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${STUDIO_FUZZ_BUILD_DIR:-$root/build-fuzz}
jobs=${STUDIO_FUZZ_JOBS:-2}
targets=${STUDIO_FUZZ_TARGETS:-fuzz_corpus fuzz_checkpoint fuzz_tokenizer fuzz_safetensors fuzz_torch_legacy fuzz_marian_folder}

# libFuzzer ships with clang's runtime libraries (libclang-rt-14-dev).
missing=()
command -v clang-14 >/dev/null || missing+=(clang-14)
dpkg -s libclang-rt-14-dev >/dev/null 2>&1 || missing+=(libclang-rt-14-dev)
if ((${#missing[@]})); then
    sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    "${sudo[@]}" apt-get install -y "${missing[@]}"
fi

CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DSTUDIO_FUZZ=ON \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
# shellcheck disable=SC2086  # the targets are words
cmake --build "$build" -j "$jobs" --target $targets

# Leak reports stay on (a leak per input adds up in a long-running app),
# except for LibTorch's own zip reader (lsan.supp says why). A report of
# undefined behaviour ends the run (compiled with -fno-sanitize-recover);
# print_stacktrace names the line.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/tests/fuzz/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
export OMP_NUM_THREADS=1

failed=0
summary=()
for target in $targets; do
    corpus=$root/tests/fuzz/corpus/$target
    crashers=$root/tests/fuzz/crashers/$target
    work=$(mktemp -d)
    mkdir -p "$corpus" "$crashers" "$work/new" "$work/merged"
    before=$(find "$crashers" -type f | wc -l)
    log=$build/$target.log
    echo "== $target: $seconds s (log: $log)"
    start=$(date +%s)
    # New inputs go to a scratch folder first; the kept corpus is only
    # rewritten by the merge below. -timeout: a few milliseconds is normal,
    # 10 s on a loaded machine is a hang. -rss_limit_mb also caps a single
    # allocation: a small file must not ask for gigabytes.
    set +e
    "$build/bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$crashers/" -print_final_stats=1 "$work/new" "$corpus" >"$log" 2>&1
    status=$?
    set -e
    elapsed=$(($(date +%s) - start))
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    # Keep only the inputs that reach new code, under their SHA-1 names
    # (-use_counters=0: new hit counts of known code do not count, which
    # keeps a few hundred files instead of thousands, with the same edges).
    "$build/bin/$target" -merge=1 -use_counters=0 -timeout=10 -rss_limit_mb=4096 \
        "$work/merged" "$corpus" "$work/new" >>"$log" 2>&1 || true
    if [[ -n $(ls -A "$work/merged") ]]; then
        find "$corpus" -type f -delete
        cp "$work/merged"/* "$corpus"/
    fi
    rm -rf "$work"
    # A target that crashed could not remove its scratch files
    # (fuzz_scratch.h); those of processes still running are left alone.
    # (fuzz_marian_folder's is a folder, <file>.d.)
    for f in /dev/shm/attention-studio-fuzz-* "${TMPDIR:-/tmp}"/attention-studio-fuzz-*; do
        pid=${f##*-}
        [[ -e $f ]] && ! kill -0 "${pid%.d}" 2>/dev/null && rm -rf "$f"
    done
    found=$(($(find "$crashers" -type f | wc -l) - before))
    rmdir "$crashers" 2>/dev/null || true  # no empty folder in the tree
    files=$(find "$corpus" -type f | wc -l)
    kib=$(du -sk --apparent-size "$corpus" | cut -f1)
    line="$target: ${elapsed} s, ${execs:-?} executions, corpus $files files (${kib} KiB), $found new crasher(s), exit $status"
    summary+=("$line")
    [[ $status -eq 0 && $found -eq 0 ]] || failed=1
done

echo "== summary"
printf '%s\n' "${summary[@]}"
exit $failed
