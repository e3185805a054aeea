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

// Sets LibTorch's intra-op thread count (n <= 0: the number of cores).
// Returns the count in force.
int set_thread_count(int n);

}  // namespace studio
