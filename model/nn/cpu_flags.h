// Reading a processor's feature flags from the text of /proc/cpuinfo, as
// nn/mixed_precision.h does to choose bfloat16 (kept apart so that a test
// can give it the text of processors other than this machine's).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace studio::nn {

// Whether the first flags line of a /proc/cpuinfo text names a native
// bfloat16 product (amx_bf16 or avx512_bf16): cpu_has_native_bfloat16()'s
// verdict without its override.
bool cpuinfo_has_native_bfloat16(const std::string& cpuinfo);

}  // namespace studio::nn
