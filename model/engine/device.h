// Choosing where tensors live: "cpu", "cuda" or "cuda:N".
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include <c10/core/Device.h>

namespace studio {

// Throws std::invalid_argument for an unknown name, and for "cuda" when this
// LibTorch has no CUDA or no GPU is visible (the message says which).
c10::Device parse_device(const std::string& name);

// The names parse_device accepts on this machine ("cpu", then "cuda:0", ...).
std::vector<std::string> available_devices();

// The compute capability of a CUDA device as major * 10 + minor (90 for an
// H100, 80 for an A100); 0 for the CPU, and in a build whose LibTorch has no
// CUDA.
int cuda_capability(c10::Device device);

// What the device is, for reports: "NVIDIA H100 80GB HBM3 (compute
// capability 9.0, 79 GiB)", or "cpu".
std::string describe_device(c10::Device device);

// Sets LibTorch's intra-op thread count (n <= 0: the number of cores).
// Returns the count in force.
int set_thread_count(int n);

}  // namespace studio
