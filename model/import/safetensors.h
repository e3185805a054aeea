// Reading a .safetensors file (Hugging Face's format): an 8-byte
// little-endian header length N, N bytes of JSON {name: {"dtype", "shape",
// "data_offsets": [begin, end]}, "__metadata__": {...}}, then the tensors'
// raw little-endian bytes, offsets counted from the end of the header.
//
// A new way in for files from anywhere, so everything is checked before
// memory is taken: the header's length against the file and a 100 MB cap,
// its nesting, every entry's dtype (F32, F16, BF16: what model weights are
// stored in), shape and offsets (inside the data, not overlapping, exactly
// the bytes the shape needs).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "train/checkpoint.h"

#include <string>

namespace studio::import {

constexpr uint64_t kMaxSafetensorsHeader = 100ull * 1000 * 1000;

// The tensors in the file's data order, in their stored dtype. Throws
// train::CheckpointError naming the file, the tensor and what is wrong.
train::NamedTensors read_safetensors(const std::string& path);

}  // namespace studio::import
