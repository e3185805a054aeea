#!/usr/bin/env bash
# Compile-checks the engine, the command-line program and the Qt-free
# benchmarks against LibTorch 2.x headers on a machine that has only
# Debian's LibTorch 1.13 (issue 39): every translation unit with
# `g++ -fsyntax-only`, two at a time, so that no GPU minute is spent on a
# compile error.
#   scripts/compile-check-libtorch2.sh ARCHIVE|DIR [FILE.cpp ...]
# ARCHIVE: the wheel's `include/` and `share/cmake` as a .tar.xz (brought
# back from the GPU machine: scripts/gpu-check.sh has the recipe); DIR: the
# folder it was unpacked into. Without FILEs, every source of model/
# (train/distributed.cpp apart: a pip LibTorch has no Gloo headers),
# app/cli/ and the Qt-free benchmarks. Prints "ok FILE" or "FAIL FILE" and
# keeps each failure's log in build-syntax/.
# SPDX-License-Identifier: GPL-3.0-or-later
set -uo pipefail
cd "$(dirname "$0")/.."
src="${1:?usage: scripts/compile-check-libtorch2.sh ARCHIVE|DIR [FILE.cpp ...]}"
shift
if [ -f "$src" ]; then
  dir=build-syntax/libtorch
  mkdir -p "$dir"
  [ -d "$dir/include" ] || tar xJf "$src" -C "$dir"
else
  dir="$src"
fi
inc="$dir/include"
[ -f "$inc/torch/torch.h" ] || [ -f "$inc/torch/csrc/api/include/torch/torch.h" ] ||
  { echo "no LibTorch headers under $inc" >&2; exit 2; }
files=("$@")
if [ ${#files[@]} = 0 ]; then
  mapfile -t files < <(ls model/*/*.cpp app/cli/*.cpp bench/training.cpp bench/decoding.cpp bench/padding.cpp \
    bench/row_products.cpp bench/gpu_check.cpp | grep -v -e tokenizer_spm -e train/distributed.cpp)
fi
mkdir -p build-syntax/logs
export inc
printf '%s\n' "${files[@]}" | xargs -P2 -I{} sh -c '
  log=build-syntax/logs/$(echo {} | tr / _).log
  if g++ -std=c++17 -fsyntax-only -fopenmp -D_GLIBCXX_USE_CXX11_ABI=1 -Imodel -Iapp/cli \
       -isystem "$inc" -isystem "$inc/torch/csrc/api/include" {} > "$log" 2>&1; then
    rm -f "$log"; echo "ok {}"
  else
    echo "FAIL {}"
  fi'
